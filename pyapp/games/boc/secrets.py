"""Badges of Courage: the hidden part of a state (5.1 fog of war).

Each block stands under a public handle; its identity and strength are a
sealed value only its owner's device holds (pyapp/core/game.py, sealed
games). A block keeps its handle as it moves, takes hits, gains steps and is
stood up again, as a block on the table stays the block the enemy watched
(RULES_NOTES "Handles"). Where the table does hide which block went where (a
free deployment's swaps, 9.6; the Union's re-deal after the cavalry battle,
10.0) the owner *stirs*: his values are dealt anew among their handles from
a salt only his device holds (the sealed value ``K.<side>``).

The last part of a sealed value is its *stamp*: the public stir counter
when it was last dealt (0 from the set-up). A stir stamps every value it
re-deals with the new count, so each of them changes and is committed anew
(docs/TRUST.md T3.5), even one that kept its block: the enemy cannot tell
from the commitments which handles kept theirs. The stamp is public, so it
hides nothing and costs a link a few digits where a value is shown.
"""

from __future__ import annotations

import hashlib

from ...core import sealed
from . import model as M

SALT = {side: sealed.salt_handle(side) for side in ("usa", "csa")}


def _bytes(*parts: object) -> bytes:
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).digest()


def salt_from(secret: bytes) -> str:
    return sealed.new_salt(secret, "boc-salt")


def stir(st: dict, side: str, hx: str) -> None:
    """Re-deal ``side``'s hidden blocks in ``hx`` among their handles (only
    on a device that knows them: elsewhere nothing changes but the public
    counter, and the public changes of those handles, which start again)."""
    st["stirs"] += 1
    handles = [h for h in M.at(st, hx, side) if h not in st["up"]]
    redeal(st, side, handles, _bytes(st["sealed"].get(SALT[side]), st["stirs"], hx))


def redeal(st: dict, side: str, handles: list[str], seed: bytes, rank=None) -> None:
    """``side``'s values under ``handles`` dealt anew among them, in an order
    drawn from ``seed`` (those of the lowest ``rank`` first), each with the
    strength it has now and the current stir count as its stamp. A stir
    ends the public changes of those handles (``model.lost``) on every
    device; the values change only where they are known."""
    known = st["sealed"].get(SALT[side]) is not None and all(st["sealed"].get(h) is not None for h in handles)
    values = [[M.ident(st, h), M.strength(st, h)] for h in handles] if known else []
    for h in handles:
        st["lost"].pop(h, None)
    if not values:
        return
    sealed.redeal(st, handles, values, lambda v: ((rank(v[0]) if rank else 0), _bytes(seed, "order", v[0])),
                  st["stirs"])
