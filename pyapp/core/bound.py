"""No foresight (docs/TRUST.md T2.7): a move that rolls is *bound*.

From link format 12, a move whose dice the mover's device would draw ends
its segment unapplied. Its link carries it last, flagged, after the hash of
the position before it. Its dice come from ``bound_seed``: the mover's
secret for the segment (committed two links before, revealed by this link)
and the receiver's *dice value* for that segment, which the receiver
committed to in its link before (that commitment travels where formats 5
to 11 put the receiver's clear value) and opens only in its next link,
after the move is signed and sent. So neither device knows the roll before
the decision it resolves is fixed:

- the receiver holds its value: it plays the bound move at once, then its
  own decisions; its next link opens the value, and the mover plays the
  move then, with the same dice;
- when the move would show the receiver a hidden value of the mover that
  the link did not open (a result the dice decide), the receiver cannot
  play it: it sends its link with no moves (its value opened) and the mover
  plays the move first in its next segment, where the link's openings cover
  what it showed.

The device is ``pyapp.core.duel.Duel``; these are its functions.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

from . import commit as C
from .duelcodec import list_action
from .errors import Illegal, Refused
from .game import as_action, canonical_json
from .match import Match

FROM_FORMAT = 12


def bound_seed(uid: str, segment: int, secret: bytes, value: bytes) -> int:
    """The seed of segment ``segment``'s bound move: the mover's secret and
    the receiver's dice value, mixed by SHA-256 (63 bits, as Match takes)."""
    h = hashlib.sha256(b"cwt-bound|" + uid.encode() + b"|" + str(segment).encode() + b"|" + secret + value)
    return int.from_bytes(h.digest()[:8], "big") >> 1


def dice_value(key: bytes, uid: str, segment: int) -> bytes:
    """A seat's dice value for the other side's segment ``segment``."""
    return C.derive(key, uid, "dice", segment)


def dice_commit(uid: str, role: str, segment: int, value: bytes) -> bytes:
    """The commitment to a dice value, sent in the link before the segment
    (16 bytes: the value itself is 128 random bits, so no salt is needed)."""
    return C.commitment(uid, role, "dice", segment, b"", value)[:C.VALUE_BYTES]


def clear_value(duel: Any, key: bytes, role: str, number: int) -> bytes:
    """What ``role``'s link ``number`` carries for the segment after it:
    from format 12 the commitment to its dice value for that segment, before
    it a clear value (T2.1)."""
    if duel.format >= FROM_FORMAT:
        return dice_commit(duel.uid, role, number + 1, dice_value(key, duel.uid, number + 1))
    return C.derive(key, duel.uid, "clear", number)


def opens_dice(duel: Any, commit: bytes, role: str, segment: int, value: bytes) -> bool:
    return len(value) == C.VALUE_BYTES and hmac.compare_digest(
        commit, dice_commit(duel.uid, role, segment, value))


# The mover's side --------------------------------------------------------------

def take_reply(duel: Any, trial: Match, msg: Any, first: int) -> tuple[int, int, list[Any]] | None:
    """The other side's link ``n`` answers this device's bound segment ``n -
    1`` (when it was bound): check the dice value it opens; play the bound
    move on ``trial`` when the other device played it (its segment starts
    after it), or leave it for this device's next segment (it starts before
    it: returned, for ``Duel.later``). A link that opens a value no bound
    move waits for is refused."""
    n = msg.number
    mine = duel.my_bound.get(n - 1)
    if mine is None:
        if msg.dice:
            raise Refused("the link opens dice for a turn of this device that rolled none",
                          move=first, rule="T2.7")
        return None
    if not msg.dice or not opens_dice(duel, duel.their_clear.get(n - 2, b""), msg.sender, n - 1, msg.dice):
        raise Refused(f"the link does not open the value {msg.sender} committed to for the dice of "
                      f"{duel.seat}'s last move: they cannot be rolled", move=first, rule="T2.7")
    seed = bound_seed(duel.uid, n - 1, duel._mine("secret", n - 1), msg.dice)
    if msg.start_ply == trial.ply + 1:
        trial.reseed(seed)
        role, action = mine
        duel.bound_mover = duel.seat    # (a deck it reshuffles is this side's to shuffle, T4.4)
        try:
            trial.play(role, as_action(action))
        except Illegal as exc:          # this device's own move: it was legal when it was made
            raise Refused(exc.reason, move=trial.ply + 1, rule=exc.rule) from None
        finally:
            duel.bound_mover = None
        return None
    if msg.start_ply == trial.ply and duel.game.sealed:
        return (n + 1, seed, mine)           # played first in this device's next segment
    else:
        raise Refused(f"the link's turn starts at move {msg.start_ply + 1}, this device's bound "
                      f"move is move {trial.ply + 1}", move=first, rule="T2.7")


def play_later(duel: Any, segment: int) -> None:
    """At the start of this device's segment: the bound move the other device
    could not play (``take_reply``), with its own dice."""
    later = duel.later
    if later is None or later[0] != segment:
        return
    duel.later = None
    _, seed, (role, action) = later
    duel.match.reseed(seed)
    if duel._restoring:             # the saved segment's moves begin with it
        return
    duel.match.play(role, as_action(action))
    duel.segments[segment].append([role, list_action(duel.match.moves[-1].action)])


# The receiver's side --------------------------------------------------------------

def check_carried(duel: Any, trial: Match, msg: Any, role: str, move: Any, number: int) -> None:
    """A link's first move, when its segment must begin with the bound move
    this device could not play: it must be that move, played with its dice."""
    held = duel.their_bound.get(msg.number - 2)
    if duel.waiting != msg.number - 2 or held is None:
        return
    if msg.bound and len(msg.moves) == 1:
        raise Refused("the link's bound move is the move it owed", move=number, rule="T2.7")
    if role != held[0] or canonical_json(list_action(as_action(move))) != canonical_json(held[1]):
        raise Refused(f"the link's turn does not begin with {msg.sender}'s move whose dice are "
                      "rolled now: the move was changed after it was sent", move=number, rule="T2.7")
    trial.reseed(held[2])


def play_theirs(duel: Any, trial: Match, msg: Any, chooser: Any = None) -> Match | None:
    """The other side's bound move, played on a copy of ``trial`` with the
    dice this device's value makes: the copy, or None when this device cannot
    play it (it would show a hidden value of the mover this device does not
    hold: the mover plays it first in its next segment). A move the rules
    refuse refuses the link."""
    game = duel.game
    role, move = msg.moves[-1]
    seed = bound_seed(duel.uid, msg.number, msg.secret, dice_value(duel.key, duel.uid, msg.number))
    duel.their_bound[msg.number] = (role, list_action(as_action(move)) if game.sealed else move, seed)
    t = trial.copy()
    t.reseed(seed)
    number = t.ply + 1
    if not game.sealed:         # as any move of the link: its side, its index, standing orders
        duel._replay_index(t, role, move, number, chooser)
        return t
    missing = _missing(duel, t.state)
    held = duel.shared.snapshot() if duel.shared is not None else None
    try:
        before = t.state
        t.play_announced(role, move)
        if duel.shared is not None:
            duel.shared.check_values(t.state, number)      # T4.3: the card it plays is the one shown
            if duel.shared.unproven(before, t.state):
                raise LookupError("a card shown without its proof")
        if not _missing(duel, t.state) - missing:
            return t
    except Refused:
        raise
    except Illegal as exc:
        raise Refused(exc.reason, move=number, rule=exc.rule) from None
    except Exception:                  # the rules need a value of the mover this device lacks
        pass
    if duel.shared is not None and held is not None:
        duel.shared.restore(held)      # nothing of the move stays here
    return None


def _missing(duel: Any, state: Any) -> set[str]:
    sealed = state.get("sealed", {})
    return {h for h in duel.game.may_know(state, duel.seat) if h in sealed and sealed[h] is None}
