"""Stonewall's Sword: the hidden part of a state (8.0, 10.3, 10.4) for play
between two devices (docs/TRUST.md T3).

Each side's seven Event chits stand under seven public handles ("E.usa.1" ..
"E.usa.7"); which chit a handle holds is a sealed value ``[chit, stamp]`` that
only the owner's device knows, until the rules show the chit to both (a play;
every draw without the secret events option, 10.4). The lists of the state
(cup, held, parked, discard, the chits set aside, the main chits) name handles,
so nothing public tells one chit from another.

Handles are re-dealt ("stirred", T3.5) from a salt only the owner's device
holds (the sealed value ``K.<side>``, written by the private set-up, T3.4):

- when a side takes its seven chits back (17.6), so that a handle shown last
  turn tells nothing this turn;
- when the cup is filled (8.2-8.3), all seven (``regroup``): which handles
  hold the two chits set aside is drawn anew (public) and the chits are
  dealt among the handles of each group from the salt, so that no handle
  the owner saw in his hand names one of the two set aside, and the handle
  chosen as the main chit (8.1, public as a handle) does not say which of
  the five in the cup is the main chit when it is drawn.

A stirred value takes the public stir count as its stamp, so every value a
stir touches changes and is committed anew, even one that kept its chit.

What this cannot hide (RULES_NOTES, docs/TRUST.md): the owner's device holds
every value, so a modified copy of the page could show which four of its six
other chits the cup holds, which the rules keep from the owner too (8.2); the
page never shows them, nor can a player tell them by a handle.
"""

from __future__ import annotations

import hashlib

from ...core import sealed
from . import data as D
from . import model as M

SALT = {side: sealed.salt_handle(side) for side in (M.USA, M.CSA)}


def blank() -> dict:
    """The sealed values before the private set-ups: every handle, no value."""
    out: dict = {SALT[s]: None for s in M.ROLES}
    for s in M.ROLES:
        out.update({h: None for h in M.ev_handles(s)})
    return out


def private_setup(st: dict, side: str, secret: bytes) -> None:
    """T3.4: the side's salt and the first deal of its chits, from its secret alone."""
    salt = sealed.new_salt(secret, "ss-salt")
    st["sealed"][SALT[side]] = salt
    chits = sorted(D.event_chits(side), key=lambda c: _key(salt, 0, c))
    for h, c in zip(M.ev_handles(side), chits):
        st["sealed"][h] = [c, 0]


def _key(salt: str, count: int, chit: str) -> bytes:
    return hashlib.sha256(f"ss-stir|{salt}|{count}|{chit}".encode()).digest()


def stir(st: dict, side: str, handles: list[str]) -> None:
    """T3.5: re-deal ``side``'s chits among ``handles``. On a device without
    the side's salt the values are forgotten (a shown chit is hidden again);
    only the public count changes there."""
    st["stirs"] += 1
    salt = st["sealed"].get(SALT[side])
    if salt is None:
        for h in handles:
            st["sealed"][h] = None
        return
    sealed.redeal(st, sorted(handles), [[st["sealed"][h][0]] for h in handles],
                  lambda v: _key(salt, st["stirs"], v[0]), st["stirs"])


def regroup(st: dict, side: str, groups: list[tuple[list[str], list[str]]]) -> None:
    """8.2-8.3, T3.5: deal ``side``'s chits anew, group by group: for each
    (new handles, old handles), the chits under the old handles go under the
    new ones, in an order drawn from the owner's salt. On a device without
    the side's salt the values are forgotten."""
    st["stirs"] += 1
    salt = st["sealed"].get(SALT[side])
    if salt is None:
        for new, _old in groups:
            for h in new:
                st["sealed"][h] = None
        return
    chits = {h: st["sealed"][h][0] for _new, old in groups for h in old}
    for new, old in groups:
        sealed.redeal(st, sorted(new), [[chits[h]] for h in old],
                      lambda v: _key(salt, st["stirs"], v[0]), st["stirs"])


def may_know(st: dict, role: str | None) -> set[str]:
    """A side knows its salt and its seven chits; both know what was shown
    this turn (``seen``)."""
    known = set(st["seen"])
    if role in SALT:
        known.add(SALT[role])
        known.update(M.ev_handles(role))
    return known
