"""Badges of Courage: the hidden part of a state (5.1 fog of war).

Each block stands under a public handle; its identity and strength are a
sealed value only its owner's device holds (pyapp/core/game.py, sealed
games). A block keeps its handle as it moves, takes hits, gains steps and is
stood up again, as a block on the table stays the block the enemy watched
(RULES_NOTES "Handles"). Where the table does hide which block went where (a
free deployment's swaps, 9.6; the Union's re-deal after the cavalry battle,
10.0) the owner *stirs*: his values are dealt anew among their handles from
a salt only his device holds (the sealed value ``K.<side>``).

The fourth part of a sealed value is its *stamp*: the public stir counter
when it was last dealt (0 from the set-up). A stir stamps every value it
re-deals with the new count, so each of them changes and is committed anew
(docs/TRUST.md T3.5), even one that kept its block: the enemy cannot tell
from the commitments which handles kept theirs. The stamp is public, so it
hides nothing and costs a link a few digits where a value is shown.
"""

from __future__ import annotations

import hashlib

from . import model as M

SALT = {"usa": "K.usa", "csa": "K.csa"}


def _bytes(*parts: object) -> bytes:
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).digest()


def salt_from(secret: bytes) -> str:
    return hashlib.sha256(b"boc-salt|" + secret).hexdigest()[:32]


def stir(st: dict, side: str, hx: str) -> None:
    """Re-deal ``side``'s hidden blocks in ``hx`` among their handles (only
    on a device that knows them: elsewhere nothing changes but the public
    counter)."""
    st["stirs"] += 1
    salt = st["sealed"].get(SALT[side])
    if salt is None:
        return
    handles = [h for h in M.at(st, hx, side) if h not in st["up"] and st["sealed"].get(h) is not None]
    if not handles:
        return
    seed = _bytes(salt, st["stirs"], hx)
    values = [st["sealed"][h] for h in handles]
    order = sorted(range(len(values)), key=lambda i: _bytes(seed, "order", values[i][0]))
    for h, i in zip(handles, order):
        st["sealed"][h] = stamped(st, values[i])


def stamped(st: dict, value: list) -> list:
    """``value`` with the current stir count as its stamp (a new value for T3.2)."""
    v = list(value)
    v[3] = st["stirs"]
    return v
