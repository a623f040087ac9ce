"""The audit of a game between two devices (docs/TRUST.md T5): the other
side's audit link (its seat key and its moves in full) checked against
every link of the game, which is replayed from the set-up with everything
known. The device is ``pyapp.core.duel.Duel``; these are its functions."""

from __future__ import annotations

from typing import Any, Callable

from . import bound as B
from . import commit as C
from .duelcodec import (AUDIT, INVITE, JOIN, TURN, Message, One, decode, fact_candidates, list_action,
                        other_role, public_hash, resolve_facts, seal)
from .errors import Illegal, LinkError, Refused
from .game import State, as_action, canonical_json


def audit(duel: Any, text: Any, games: Any) -> dict[str, Any]:
    """Check the whole game with the other side's audit link: every
    commitment it made opens with its key, every turn's seed is the one
    both keys give, and the game replayed from the set-up with every
    move in full reaches the position both devices hold. Returns
    ``{"ok": True, "moves": n}``; anything wrong raises ``Refused``
    naming the move and the section."""
    msg = decode(text, games)
    if msg.kind != AUDIT or msg.uid != duel.uid or msg.sender != duel.other:
        raise Refused("this is not the other side's audit link for this game", rule="T5.1")
    if duel.audit_report is not None and duel.audit_report.get("ok"):
        if msg.digest == duel.audit_digest:
            return dict(duel.audit_report)
        raise Refused("this game is already verified by the other side's audit link; "
                      "another one changes nothing", rule="T5.6")
    if duel.match is None or duel.match.active():
        raise Refused("an audit link comes once the game is over, and this game is not over "
                      "on this device", rule="T5.1")
    duel._check_signed(msg, "audit link")
    their_key = msg.key
    game = duel.game
    keys = {duel.seat: duel.key, duel.other: their_key}

    def derive(role: str, label: str, n: int, size: int = C.VALUE_BYTES) -> bytes:
        return C.derive(keys[role], duel.uid, label, n, size)

    def first_move(n: int) -> int:
        return starts.get(n, 0) + 1

    messages = {n: decode(t, One(game)) for n, t in duel.messages.items()}
    starts = {n: m.start_ply for n, m in messages.items() if m.kind == TURN}
    # T5.2: the other side's commitments open with its key
    for n, m in sorted(messages.items()):
        if m.sender != duel.other:
            continue
        if m.kind in (INVITE, JOIN, TURN):
            want = C.commitment(duel.uid, duel.other, "segment", n + 2,
                                duel._segment_salt(their_key, n + 2), derive(duel.other, "secret", n + 2))
            if want[:len(m.commit)] != m.commit:
                raise Refused(f"{duel.other}'s commitment in link {n} is not the one its key makes",
                              move=first_move(n), rule="T5.2")
        if m.kind in (JOIN, TURN) and m.clear != B.clear_value(duel, their_key, duel.other, n):
            raise Refused(f"{duel.other}'s clear value in link {n} is not the one its key makes",
                          move=first_move(n), rule="T5.2")
    # T5.3: replay the whole game with everything known
    full = {int(k): v for k, v in msg.full.items()}
    full.update(duel.segments)
    turns = sorted(n for n, m in messages.items() if m.kind == TURN)
    if not turns:
        return {"ok": True, "moves": 0}
    joiner = duel.other if duel.creator == duel.seat else duel.seat
    seed2 = C.segment_seed(duel.uid, 2, derive(duel.creator, "secret", 2),
                           B.clear_value(duel, keys[joiner], joiner, 1))
    state = game.setup(duel.scenario, duel.options, seed2)
    if game.sealed:                 # T3.4: both private set-ups, from both keys
        for role in game.roles:
            game.private_setup(state, role, derive(role, "private-setup", seed2, C.KEY_BYTES))
    assignments: dict[int, list[int]] = {}
    if duel.shared is not None:           # T5.5: every deal of the deck, from both secrets
        assignments = duel.shared.audit(derive)
        for j, card in enumerate(assignments[0]):
            state["sealed"][duel.handles[j]] = duel.kinds[card]
    ply = 0
    carried: int | None = None        # T2.7: a bound move its mover played in its next segment
    for n in turns:
        m = messages[n]
        sender = m.sender
        receiver = other_role(game, sender)
        if n > 2 and game.active(state):
            game.reseed(state, C.segment_seed(duel.uid, n, derive(sender, "secret", n),
                                              B.clear_value(duel, keys[receiver], receiver, n - 1)))
        moves = full.get(n, None if m.moves else [])    # (a segment the game's end left empty)
        if moves is None:
            raise Refused(f"the audit lacks the moves of link {n}", move=ply + 1, rule="T5.3")
        if len(moves) != len(m.moves):
            raise Refused(f"link {n} carried {len(m.moves)} moves; the audit gives {len(moves)}",
                          move=ply + 1, rule="T5.3")
        last = len(moves) - 1
        for i, ((role, action), (sent_role, sent)) in enumerate(zip(moves, m.moves)):
            if i == 0 and carried == n - 2:
                game.reseed(state, B.bound_seed(duel.uid, n - 2, derive(sender, "secret", n - 2),
                                                derive(receiver, "dice", n - 2)))
            if m.bound and i == last:
                _link_end(duel, state, messages, n, derive, ply)     # before its bound move
                nxt = messages.get(n + 1)
                if nxt is not None and nxt.kind == TURN and nxt.start_ply == ply:
                    carried = n             # the receiver could not play it
                    break
                game.reseed(state, B.bound_seed(duel.uid, n, derive(sender, "secret", n),
                                                derive(receiver, "dice", n)))
            ply += 1
            action = as_action(action)
            if role != sent_role:
                raise Refused("the audit's move is not by the side the link said", move=ply, rule="T5.3")
            try:
                legal = game.legal(state, role)
                if game.sealed:
                    if list_action(game.announce(state, role, action)) != list_action(sent):
                        raise Refused(f"{role}'s move as sent is not the move it made", move=ply,
                                      rule="T5.3")
                elif legal.index(action) != sent:
                    raise Refused(f"{role}'s move in full is not the one its link sent", move=ply,
                                  rule="T5.3")
                state = game.apply(state, role, action)
                game.take_events(state)
                if duel.shared is not None:
                    duel.shared.audit_move(ply, state, assignments)
            except Refused:
                raise
            except Illegal as exc:
                why = f"{exc.reason} ({exc.rule})" if exc.rule else exc.reason
                raise Refused(f"{role}'s hidden move was illegal: {why}", move=ply,
                              rule="T5.3") from None
            except ValueError:
                raise Refused(f"{role}'s move in full is not among its legal moves", move=ply,
                              rule="T5.3") from None
        if not m.bound:
            _link_end(duel, state, messages, n, derive, ply)
    if duel.match is not None and public_hash(game, state) != public_hash(game, duel.match.state):
        raise Refused("the game replayed in full does not end where this device's game stands",
                      move=ply, rule="T5.3")
    report: dict[str, Any] = {"ok": True, "moves": ply}
    duel.audit_report = report
    duel.audit_digest = msg.digest
    return report

def _link_end(duel: Any, state: State, messages: dict[int, Message], n: int,
              derive: Callable[..., bytes], ply: int) -> None:
    """T5.3, T5.4: where link ``n``'s moves end (before its bound move, T2.7),
    the position is the one it reported and its commitments hold."""
    m = messages[n]
    if public_hash(duel.game, state) != m.hash:
        raise Refused(f"the position after link {n} is not the one {m.sender} reported",
                      move=ply, rule="T5.3")
    if duel.game.sealed:
        first_link = n == min(k for k, x in messages.items() if x.kind == TURN and x.sender == m.sender)
        _facts(duel, state, m, n, m.sender, derive, ply, first_link)

def _facts(duel: Any, state: State, m: Message, n: int, sender: str,
                 derive: Callable[..., bytes], ply: int, first_link: bool = False) -> None:
    """T5.4: every commitment to a hidden value in link ``n`` holds the
    value the full game had then (in a side's first link, the values of
    its private set-up as its key makes them, T3.4, and what its moves
    made of them)."""
    sealed = state.get("sealed", {})
    try:
        facts = resolve_facts(m, fact_candidates(duel.game, state, sender))
    except LinkError as exc:
        raise Refused(f"link {n}: {exc}", move=ply, rule="T5.4") from None
    made: dict[str, str] = {}
    paid = duel.their_seals.get(n, {}).get("got", {}) if sender == duel.other else {}
    for handle, digest in facts.items():
        salt = derive(sender, "fact-salt:" + handle, n, duel.salt_bytes)
        value = canonical_json(sealed.get(handle))
        made[handle] = C.commitment(duel.uid, sender, "fact:" + handle, n, salt, value)[:C.FACT_BYTES].hex()
        # a commitment owed under a seal (T3.6): the digest it was paid with, if it was
        digest = digest or paid.get(handle, made[handle])
        if digest != made[handle]:
            what = (" (its first link: the private set-up its key makes, T3.4, does not lead "
                    "to it)") if first_link else ""
            raise Refused(f"{sender}'s commitment to {handle[:20]} in link {n} does not hold "
                          f"the value its game had{what}", move=ply, rule="T5.4")
    if m.seal and seal(duel.uid, sender, n, list(made.values())) != m.seal:
        raise Refused(f"{sender}'s seal in link {n} does not hold the values its game had",
                      move=ply, rule="T5.4")
