"""The U.S. Civil War (GMT 2015): the whole war on a hex map of 24 miles a
hex (issue 35). Being built: the authored map (mapdata.py, MAP_NOTES.md,
checked by mapcheck.py), the counters, tables and Special Action cards
(DATA_NOTES.md), then the rules (RULES_NOTES.md). Not in the games registry
until it plays.
"""
