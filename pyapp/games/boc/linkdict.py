"""The preset dictionary for Badges of Courage's links between two devices
(``Game.link_dict``, docs/TRUST.md; link format 5).

A link carries its moves as announced JSON: block ids, hex names, the verbs
of the phases. Deflate finds a word of the dictionary as cheaply as one it
has already seen in the link, so a block revealed or a hex named costs a
few bits instead of its letters. Built from the game's own data, in a fixed
order. A link made with one dictionary opens only with the same one, so
it may change only with a new link format (pyapp/core/duel.py), and a test
holds its digest. The words a link uses most stand at the end, where
deflate reaches them with the shortest distances.
"""

from __future__ import annotations

from . import data as D

# The announced forms (rules.py ``announce``) and the plain actions most links hold.
_VERBS = ("cavout", "withdraw", "custer", "stuart", "assign", "cavshow", "charge", "hold", "leave",
          "hancock", "swap", "deploy", "nsupply", "rank", "rg", "order", "morders", "regroup",
          "advance", "unsupported", "out", "in", "end", "retreat", "fight", "give", "supply",
          "elim", "kept", "repulse", "hit", "show", "enter", "attack", "resolve", "activate",
          "move", "fire", "done")


def build() -> bytes:
    parts: list[str] = []
    parts += [f'"{h}",' for h in sorted(D.HEXES)]
    parts += [f'["{b}",' for b in D.BLOCKS]
    parts += [f',"{b}",' for b in D.BLOCKS]
    for side in ("U", "C"):
        parts += [f'"{side}{i:03d}",' for i in range(1, 100)]
    parts += [f'[0,["{v}",' for v in _VERBS] + [f'[1,["{v}",' for v in _VERBS]
    parts += ['"]],', '],[0,["done"]],[1,["done"]]', ',0,0],', ',1,0],', ',2,0],', ',3,0],', ',4,0],']
    return "".join(parts).encode()[-32768:]


LINK_DICT = build()
