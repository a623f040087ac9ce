"""The preset dictionary for Stonewall's Sword's links (``Game.state_dict``,
``Game.link_dict``).

A link carries a position as canonical JSON (the game has no packer of its
own): unit ids, hex numbers, chit ids and the state's keys, again and again.
Deflate finds a word of the dictionary as cheaply as one it has already seen
in the link, so a unit on its hex costs a few bits instead of its letters.
Built from the game's own data and each scenario's set-up, in a fixed
order, the set-ups last (a mid-game position shares most of their text;
deflate reaches the end of the dictionary with the shortest distances).

A link made with one dictionary opens only with the same one: this one may
change only with a new ``rules_version`` (links name the version they were
made under), and tests/ss/test_statedict.py holds its digest.
"""

from __future__ import annotations

from ...core.game import canonical_json
from . import data as D
from .grid import HEXES

LIMIT = 32 * 1024          # deflate's window: what lies further back is never reached


def build() -> bytes:
    from .rules import GAME            # the set-ups: rules.py imports this module
    parts: list[bytes] = []
    parts += [f'"{h}",'.encode() for h in sorted(HEXES)]
    parts += [f'"{c}",'.encode() for c in sorted(D.CHITS)]
    parts += [f'"E.{s}.{i}",'.encode() for s in D.SIDES for i in range(1, D.C.EVENTS_PER_SIDE + 1)]
    parts += [f'"{u}":"'.encode() for u in sorted(D.UNITS)]
    parts += [f'"{u}",'.encode() for u in sorted(D.UNITS)]
    for scenario in GAME.scenarios:
        parts.append(canonical_json(GAME.setup(scenario, {}, 0)))
    return b"".join(parts)[-LIMIT:]
