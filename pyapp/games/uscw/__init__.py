"""The U.S. Civil War (GMT 2015): the whole war on a hex map of 24 miles a
hex (issue 35).

Built so far: the authored map (mapdata.py from tools/uscw, places.py,
MAP_NOTES.md, checked by mapcheck.py); the counters, tables, turn track,
Special Action cards and set-ups (DATA_NOTES.md, CARDS_NOTES.md); the rules
notes (RULES_NOTES.md); and the basic game's rules as far as rules.py says
(a scenario plays turn after turn to its end). Not in the games registry
yet: it joins it with its table (issue 35).
"""
