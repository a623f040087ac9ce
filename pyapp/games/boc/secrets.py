"""Badges of Courage: the hidden part of a state (5.1 fog of war).

Each block stands under a public handle; its identity and strength are a
sealed value only its owner's device holds (pyapp/core/game.py, sealed
games). A handle must not let the enemy follow a block the table would not
let him follow: when blocks of one side join or leave a stack, the owner
"stirs" that hex, giving its hidden blocks there a new order among their
handles and a fresh nonce, from a salt only his device holds (the sealed
value ``K.<side>``). So which handle in a stack is which block, and which of
them took a hit or a step, is as hidden as it is across the table.
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
    for k, (h, i) in enumerate(zip(handles, order)):
        v = list(values[i])
        v[3] = int.from_bytes(_bytes(seed, "nonce", k)[:6], "big")
        st["sealed"][h] = v


def nonce(secret_or_salt: str, *parts: object) -> int:
    return int.from_bytes(_bytes(secret_or_salt, "n", *parts)[:6], "big")
