"""Catching up (docs/TRUST.md T2.6): a device whose save is a link behind
(storage was full when the turn was sent, or an older save came back) takes
its own sent link again, and the *note* a sealed game's link carries for its
sender alone: the moves its announced form does not tell
(``Game.private_choices``), enciphered with a keystream of the seat key.
The device is ``pyapp.core.duel.Duel``; these are its functions."""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any

from . import commit as C
from .duelcodec import Message, list_action
from .errors import Illegal, LinkError, Refused
from .game import as_action, canonical_json


def catch_up(duel: Any, text: str, msg: Message, games: Any, chooser: Any = None) -> None:
    """T2.6: this device lost the turn it sent (its save is a link behind:
    storage was full, or an older save came back): it takes its own link
    ``n`` again. The moves of the link are played from the segment's start
    (any other moves this device made since are dropped: a sent link fixes
    the turn), and the link must come out of them byte for byte, as a
    restored save's own links must (its signature, commitments and
    salts all come from the seat key)."""
    n = msg.number
    record = duel.record()
    record["links"] = {k: v for k, v in record["links"].items() if int(k) < n}
    record["segments"] = {k: v for k, v in record["segments"].items() if int(k) < n}
    record["bound"] = {k: v for k, v in record.get("bound", {}).items() if int(k) < n}
    try:
        base = type(duel).restore(record, games, chooser)
        moves = recover(base, msg)
        record["segments"][str(n)] = moves
        record["links"][str(n)] = text
        if msg.bound:                       # T2.7: its last move waits for its dice
            record["bound"][str(n)] = moves[-1]
        caught = type(duel).restore(record, games, chooser)
    except (Illegal, LinkError, ValueError, KeyError, IndexError, TypeError) as exc:
        why = getattr(exc, "reason", "") or str(exc)
        raise Refused(f"this device cannot make its link {n} again from the moves it carries "
                      f"({why[:120]}): it is not the link this device sent", rule="T2.6") from None
    duel.__dict__.update(caught.__dict__)

def recover(duel: Any, msg: Message) -> list[list[Any]]:
    """The moves in full of this device's own link ``msg``, played on this
    device (at the start of that segment): a legal index is the move; an
    announced move is the one legal move that announces so, or the one
    the link's note names (``Game.private_choices``)."""
    game, m = duel.game, duel.match
    if m is None:
        raise LinkError("the game has not begun on this device")
    private = read_note(duel, msg)
    out: list[list[Any]] = []
    for i, (role, sent) in enumerate(msg.moves):
        legal = m.legal(role)
        if not game.sealed:
            action = legal[sent]
        elif i in private:
            action = as_action(private[i])
        else:
            want = canonical_json(list_action(sent))
            same_verb = [a for a in legal if a[:1] == tuple(sent)[:1]]
            found = [a for a in same_verb if canonical_json(list_action(game.announce(m.state, role, a))) == want]
            if not found:
                found = [a for a in legal if canonical_json(list_action(game.announce(m.state, role, a))) == want]
            if len(found) != 1:
                raise LinkError(f"move {m.ply + 1} of the link is not one move of {role}'s here")
            action = found[0]
        if msg.bound and i == len(msg.moves) - 1:
            out.append([role, list_action(action)])       # T2.7: not played before its dice
            break
        m.play(role, action)
        out.append([role, list_action(m.moves[-1].action)])
    return out

def note_key(duel: Any, n: int, size: int) -> bytes:
    """The keystream of this side's note in its link ``n`` (HMAC-SHA-256 of
    the seat key in counter mode: only this seat can read it)."""
    key = C.derive(duel.key, duel.uid, "note", n, C.KEY_BYTES)
    out = b""
    block = 0
    while len(out) < size:
        out += hmac.new(key, block.to_bytes(4, "big"), hashlib.sha256).digest()
        block += 1
    return out[:size]

def make_note(duel: Any, n: int, moves: list[tuple[str, Any]]) -> bytes:
    private = [[i, list_action(a)] for i, (role, a) in enumerate(moves)
               if role == duel.seat and a and a[0] in duel.game.private_choices]
    if not private:
        return b""
    plain = canonical_json(private)
    return bytes(x ^ y for x, y in zip(plain, note_key(duel, n, len(plain))))

def read_note(duel: Any, msg: Message) -> dict[int, Any]:
    if not msg.note:
        return {}
    plain = bytes(x ^ y for x, y in zip(msg.note, note_key(duel, msg.number, len(msg.note))))
    try:
        items = json.loads(plain.decode())
        return {int(i): a for i, a in items}
    except (ValueError, TypeError, UnicodeDecodeError):
        raise LinkError("the link's note is not this device's") from None
