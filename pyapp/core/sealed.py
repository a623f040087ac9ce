"""Sealed handles and their re-deals, as the games with hidden pieces keep
them (pyapp/core/game.py, ``sealed = True``; docs/TRUST.md T3.4, T3.5).

A side's hidden pieces stand under public handles; which piece a handle
holds is a sealed value only the owner's device knows. The owner's private
set-up writes a *salt* (the sealed value ``K.<side>``), drawn from its seat
key alone, and every later re-deal of its values among their handles (a
*stir*, where the table hides which piece went where) is ordered by that
salt, so the other side cannot foresee it. A re-dealt value takes the public
stir count as its last item (its *stamp*): every value a stir touches
changes, and is committed anew, even one that kept its piece.
"""

from __future__ import annotations

import hashlib
from typing import Any, Callable, Sequence

from .game import State


def salt_handle(side: str) -> str:
    """The handle of ``side``'s salt: ``K.<side>``."""
    return f"K.{side}"


def new_salt(secret: bytes, label: str) -> str:
    """A side's salt from its private set-up's secret (T3.4): 128 bits, hex."""
    return hashlib.sha256(label.encode() + b"|" + bytes(secret)).hexdigest()[:32]


def salt_of(state: State, side: str) -> str | None:
    """``side``'s salt where this state holds it (its own device), else None."""
    value = state.get("sealed", {}).get(salt_handle(side))
    return value if isinstance(value, str) else None


def redeal(state: State, handles: Sequence[str], values: Sequence[Sequence[Any]],
           key: Callable[[Sequence[Any]], Any], stamp: int) -> None:
    """Deal ``values`` anew among ``handles`` (in that order): sorted by
    ``key`` (drawn from the owner's salt), each stamped with ``stamp``."""
    for h, v in zip(handles, sorted(values, key=key)):
        state["sealed"][h] = list(v) + [stamp]
