"""For the People (GMT, 2nd edition): the card-driven strategic war (issue 34).

Being built: the data first (spaces, map graph, generals, cards,
scenarios), then the rules. Not yet in the games registry.
"""
