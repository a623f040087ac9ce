"""Stonewall's Sword: the battle of Cedar Mountain, 9 August 1862, with the chit cup.

Not registered in ``pyapp.games`` until its rules land (issue 16): the map
(``mapdata``) and the authored tables and counters (``data``) come first.
"""
