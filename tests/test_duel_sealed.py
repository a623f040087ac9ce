"""The protocol between two devices on a game with secrets (docs/TRUST.md T3,
T4, T5), on a small stand-in (tests/sealed_standin.py): hidden hands dealt
from one shared deck by mental poker, a hidden strength, dice."""

from __future__ import annotations

import hashlib
import json
import random

import pytest
import tiers

from pyapp.core import duel as D
from pyapp.core import duelcodec as W
from pyapp.core import poker
from pyapp.core.errors import LinkError
from tests.helpers import random_segment, forge
from tests.sealed_standin import GAME, GAME_COVERED, GAME_MANY, GAME_SHOWN, Registry
from tests.sealed_standin import TROOPS as GAME_MANY_TROOPS

REG = Registry()


def start(uid="s1", game=GAME, fmt=D.FORMAT):
    a = D.Duel.create(game, "std", {}, "north", uid=uid, key=hashlib.sha256(f"{uid}a".encode()).digest(),
                      fmt=fmt)
    b = D.Duel.join(a.outgoing(), REG, key=hashlib.sha256(f"{uid}b".encode()).digest())
    a.receive(b.outgoing(), REG)
    return a, b


def step(a, b, rnd, on_link=None):
    """One device's segment and its link taken by the other; False at the end."""
    got = random_segment(a, b, rnd)
    if got is None:
        return False
    mover, receiver, text = got
    if on_link and on_link(mover, receiver, text):
        return text
    receiver.receive(text, REG)
    return True


def play_out(a, b, rnd, on_link=None):
    while True:
        got = step(a, b, rnd, on_link)
        if got is not True:
            return got


def test_a_sealed_game_by_links_ends_alike_and_each_side_knows_its_own_hand():
    a, b = start()
    rnd = random.Random(1)
    while step(a, b, rnd) is True:
        for d in (a, b):
            if d.match is None:
                continue
            sealed = d.match.state["sealed"]
            for h in d.match.state["hands"][d.seat]:
                # a card is known once the other side's link has dealt it
                assert sealed[h] is None or 1 <= sealed[h] <= 8
            other = d.other
            for h in d.match.state["hands"][other]:
                assert sealed[h] is None            # never the other side's hand
            if not d.match.state["shown"][other]:
                assert sealed[f"S:{other}"] is None
    assert a.match.result() is not None and b.match.result() is not None
    assert D.public_hash(GAME, a.match.state) == D.public_hash(GAME, b.match.state)
    assert a.match.result() == b.match.result()
    assert b.audit(a.audit_link(), REG)["ok"] and a.audit(b.audit_link(), REG)["ok"]


def _secrets_of(sender_full, role, receiver_state=None):
    """The hidden values of ``role`` its opponent may not know yet (judged on
    the opponent's own position when given: it may be a move ahead, having
    played ``role``'s last move, which rolled, with its dice, T2.7)."""
    st = sender_full
    other = "south" if role == "north" else "north"
    hidden = GAME.may_know(st, role) - GAME.may_know(receiver_state or st, other)
    return {h: st["sealed"][h] for h in hidden if st["sealed"][h] is not None}


def test_a_receiver_holding_every_link_cannot_recover_the_other_sides_secrets():
    a, b = start("search")
    rnd = random.Random(2)
    checked = 0

    def search(mover, receiver, text):
        nonlocal checked
        receiver.receive(text, REG)
        secrets_now = _secrets_of(mover.match.state, mover.seat, receiver.match.state)
        # 1. the receiver's own game holds none of them
        for h in secrets_now:
            assert receiver.match.state["sealed"].get(h) is None
        # 2. nothing it decodes from any link names them: announced moves
        #    and openings carry only revealed values; commitments are digests
        for t in receiver.messages.values():
            msg = D.decode(t, REG)
            for k, (role, action) in enumerate(msg.moves):
                if role != mover.seat:
                    continue
                if msg.bound and k == len(msg.moves) - 1 and receiver.waiting == msg.number:
                    continue    # a move bound and sent (T2.7): what it shows is shown, played or not
                if action[0] == "play":             # a card played is public for good
                    assert action[1] not in secrets_now
                if action[0] == "show" and f"S:{role}" in secrets_now:
                    # shown before, then trained: what was shown is no longer it
                    assert action[1] != secrets_now[f"S:{role}"]
            for h, (_, value, _) in msg.openings.items():
                # an opening shows a value as it was when revealed, never the hidden one now
                assert h not in secrets_now or value != secrets_now[h]
        # 3. brute force on the commitments: every value with every salt-sized
        #    piece the receiver holds never opens one
        pieces = set()
        for t in receiver.messages.values():
            msg = D.decode(t, REG)
            pieces |= {msg.salt, msg.secret, msg.clear, msg.used_clear, msg.commit[:16], msg.commit[16:]}
        pieces.discard(b"")
        for h, (n, digest) in receiver.their_facts.items():
            if h not in secrets_now:
                continue
            for value in range(0, 40):
                for salt in pieces:
                    assert not D.C.opens(bytes.fromhex(digest), receiver.uid, mover.seat, "fact:" + h,
                                         n, salt, json.dumps(value).encode())
        # 4. the mover's cards: removing the receiver's own key from their
        #    positions in the final deck never gives a card
        for h in secrets_now:
            if h in receiver.handles:
                j = receiver.handles.index(h)
                y = receiver.pkey._decrypt(receiver.final[j])
                assert not receiver.deck.is_card(y)
        checked += 1
        return False

    play_out(a, b, rnd, on_link=lambda m, r, t: search(m, r, t))
    assert checked > 10


def _made(a, b, rnd, count):
    out = []

    def stop(m, r, t):
        out.append((m, r, t))
        return len(out) >= count

    got = play_out(a, b, rnd, on_link=stop)
    assert got, "the game ended first"
    return out[-1]


def _first_link(prefix, wanted, why, game=GAME, fmt=D.FORMAT):
    """The first link of a game (seeds ``prefix``0, 1, ...) whose message is
    ``wanted``: both devices and (mover, receiver, text), the link not yet taken."""
    for seed in range(40):
        a, b = start(f"{prefix}{seed}", game, fmt)
        found = []

        def stop(m, r, t):
            if wanted(D.decode(t, REG)):
                found.append((m, r, t))
            return bool(found)
        if play_out(a, b, random.Random(seed), on_link=stop) and found:
            return a, b, found[0]
    pytest.fail(why)


def _tamper(text, keep=False, **fields):
    msg = D.decode(text, REG)
    for k, v in fields.items():
        setattr(msg, k, v(msg) if callable(v) else v)
    return forge(msg, keep)


def test_a_forged_opening_or_shown_value_is_caught_with_its_move_number():
    _, _, (mover, receiver, text) = _first_link("forge", lambda msg: msg.openings,
                                                "no segment revealed a hidden strength")

    def bad_salt(msg):
        return {h: [n, v, "00" * D.fact_salt_bytes(msg.format)] for h, (n, v, s) in msg.openings.items()}

    def bad_value(msg):
        return {h: [n, v + 1, s] for h, (n, v, s) in msg.openings.items()}

    for forged in (_tamper(text, openings=bad_salt), _tamper(text, openings=bad_value)):
        with pytest.raises(D.Refused) as err:
            receiver.receive(forged, REG)
        assert err.value.rule == "T3.3" and err.value.move == receiver.match.ply + 1
    assert receiver.receive(text, REG) == "new"


def test_a_forged_salt_of_a_value_the_moves_show_is_caught():
    """Format 6: the openings of values the moves show travel as a bitmap
    and salts; a wrong salt is refused like any opening (T3.3), and so is a
    bitmap that does not fit what the moves show."""
    _, _, (mover, receiver, text) = _first_link("forge-shown", lambda msg: msg.shown_salts,
                                                "no segment showed a value by its moves", GAME_SHOWN)
    size = D.fact_salt_bytes(D.FORMAT)
    forged = _tamper(text, shown_salts=lambda msg: ["00" * size] * len(msg.shown_salts))
    with pytest.raises(D.Refused) as err:
        receiver.receive(forged, REG)
    assert err.value.rule == "T3.3"
    longer = _tamper(text, shown_bits=lambda msg: msg.shown_bits + b"\x01",
                     shown_salts=lambda msg: msg.shown_salts + ["11" * size])
    with pytest.raises(D.Refused) as err:
        receiver.receive(longer, REG)
    assert err.value.rule == "T3.3"
    assert receiver.receive(text, REG) == "new"


def _unsalted(msg):
    """The openings of values the moves show that a format-7 link sends
    without a salt (opened to the receiver before)."""
    return sum(bin(x).count("1") for x in msg.shown_bits) - len(msg.shown_salts)


def test_a_value_shown_again_under_one_commitment_is_not_opened_again_but_checked():
    """Format 7 (T3.3): a hidden value the other side saw opened, hidden
    again unchanged and shown again, costs the link no salt; the receiver
    checks the value shown against the one it saw opened, and refuses
    another."""
    a, b, (mover, receiver, text) = _first_link("cover", lambda msg: _unsalted(msg) > 0,
                                                "no value was shown twice under one commitment",
                                                GAME_COVERED)
    size = D.fact_salt_bytes(D.FORMAT)

    def other_value(msg):
        return [(r, ("show", act[1] + 1) if act[0] == "show" and len(act) == 2 else act)
                for r, act in msg.moves]
    lie = GAME_COVERED.copy(mover.match.state)              # the position as the lie makes it
    lie["sealed"][f"S:{mover.seat}"] += 1
    with pytest.raises(D.Refused) as err:
        receiver.receive(_tamper(text, moves=other_value, hash=D.public_hash(GAME_COVERED, lie)), REG)
    assert err.value.rule == "T3.3" and "showed before" in str(err.value)
    # a salt where none is owed does not fit the bitmap
    with pytest.raises(D.Refused) as err:
        receiver.receive(_tamper(text, shown_salts=lambda m: m.shown_salts + ["22" * size]), REG)
    assert err.value.rule == "T3.3"
    assert receiver.receive(text, REG) == "new"
    play_out(a, b, random.Random(3))
    assert a.match.result() == b.match.result() is not None
    assert b.audit(a.audit_link(), REG)["ok"] and a.audit(b.audit_link(), REG)["ok"]
    again = D.Duel.restore(json.loads(json.dumps(receiver.record())), REG)
    assert again.match.state == receiver.match.state


def test_a_format_6_game_opens_a_value_shown_again_with_its_salt():
    """A game begun in format 6 goes on in it: every opening has its salt."""
    a, b = start("cover6", GAME_COVERED, fmt=6)
    texts = []
    play_out(a, b, random.Random(4), on_link=lambda m, r, t: texts.append(t) and False)
    assert {D.decode(t, REG).format for t in a.messages.values()} == {6}
    assert all(_unsalted(D.decode(t, REG)) == 0 for t in texts)
    assert b.audit(a.audit_link(), REG)["ok"] and a.audit(b.audit_link(), REG)["ok"]


def test_a_first_link_too_long_for_its_commitments_seals_them_and_pays_them_after():
    """Format 8 (T3.6): a side's first link would commit to 60 values and
    more; it sends the ones that fit within LINK_FILL characters and a seal
    over all, and its next links pay the rest, at least MIN_PAY a link,
    with the digest of any still owed that a link opens. The receiver
    checks each seal once paid in full; the last link owes nothing; the
    audits pass and a restored device agrees."""
    attached = 0
    for seed in range(tiers.count("sealed.first_links")):
        a, b = start(f"many{seed}", GAME_MANY)
        texts = []
        play_out(a, b, random.Random(seed), on_link=lambda m, r, t: texts.append(t) and False)
        msgs = [D.decode(t, REG) for t in texts]
        firsts = [m for m in msgs if m.number in (2, 3)]
        for d, m in ((b, firsts[0]), (a, firsts[1])):
            assert m.seal and len(m.fact_digests) + m.owed > GAME_MANY_TROOPS // 2
            seal = d.their_seals[m.number]
            assert len(seal["got"]) == len(seal["order"]) == len(m.fact_digests) + m.owed
        owed = {"north": 0, "south": 0}
        for m, t in zip(msgs, texts):
            paid = len(m.paid) + len(m.attached)
            assert paid >= min(owed[m.sender], D.MIN_PAY)
            owed[m.sender] += m.owed - paid
            if len(t) > D.LINK_FILL:      # (the shared deck's proofs make this stand-in's links long)
                assert not m.fact_digests or not m.seal
                assert len(m.paid) <= D.MIN_PAY or m is msgs[-1]
        assert owed == {"north": 0, "south": 0}
        assert a.my_owed == b.my_owed == a.their_owed == b.their_owed == []
        attached += sum(len(m.attached) for m in msgs)
        assert a.match.result() == b.match.result() is not None
        assert b.audit(a.audit_link(), REG)["ok"] and a.audit(b.audit_link(), REG)["ok"]
        again = D.Duel.restore(json.loads(json.dumps(b.record())), REG)
        assert again.match.state == b.match.state and again.their_seals == b.their_seals
        mine = D.Duel.restore(json.loads(json.dumps(a.record())), REG)
        assert mine.messages == a.messages
    assert attached, "no link opened a value whose commitment was still owed"


def test_a_device_restored_while_its_side_owes_goes_on_alike():
    """T3.6 with T1.4: both devices saved while commitments are still owed
    (after link 3) and restored from their records pay and check the rest
    as the devices that were never reloaded would."""
    a, b = start("many-restore", GAME_MANY)
    rnd = random.Random(5)
    while not (a.my_owed and b.my_owed):
        assert step(a, b, rnd) is True
    a2, b2 = (D.Duel.restore(json.loads(json.dumps(d.record())), REG) for d in (a, b))
    assert (a2.my_owed, a2.their_owed, a2.their_seals) == (a.my_owed, a.their_owed, a.their_seals)
    assert (b2.my_owed, b2.their_owed, b2.their_seals) == (b.my_owed, b.their_owed, b.their_seals)
    twin = random.Random(6)
    play_out(a, b, random.Random(6))
    play_out(a2, b2, twin)
    assert a2.messages == a.messages and b2.messages == b.messages
    assert a2.their_owed == b2.their_owed == []


def test_a_format_7_game_seals_nothing():
    """A game begun in format 7 goes on in it: every commitment in its link."""
    a, b = start("many7", GAME_MANY, fmt=7)
    play_out(a, b, random.Random(2))
    msgs = [D.decode(t, REG) for t in a.messages.values()]
    assert {m.format for m in msgs} == {7} and not any(m.seal or m.paid or m.attached for m in msgs)
    assert max(len(m.fact_digests) for m in msgs) > GAME_MANY_TROOPS // 2
    assert b.audit(a.audit_link(), REG)["ok"] and a.audit(b.audit_link(), REG)["ok"]


def _owing_link(prefix, wanted, why):
    """A DuoMany link that pays what its side owes, as ``wanted`` asks."""
    return _first_link(prefix, lambda m: m.number > 3 and wanted(m), why, GAME_MANY)


def test_a_paid_digest_that_is_not_the_sealed_one_is_refused_once_the_seal_is_paid():
    """T3.6: a digest paid later than its seal (here one changed on its
    way) is checked when the seal is paid in full: the link that completes
    it is refused, naming the link that sealed it (or before, when a link
    opens that commitment: its value does not open the digest, T3.3)."""
    caught = []
    for last in (False, True):
        a, b, (mover, receiver, text) = _owing_link(f"owe-forged{last}", lambda m: m.paid,
                                                    "no link paid owed ones")
        # the last paid, or the first: the troop fielded last (DuoMany fields the last first)
        k = 0 if last else -1
        forged = _tamper(text, keep=True, paid=lambda m: [d if i != k % len(m.paid) else "00" * 16
                                               for i, d in enumerate(m.paid)])
        rnd = random.Random(9)
        with pytest.raises(D.Refused) as err:
            receiver.receive(forged, REG)      # (taken, unless the link also opens that commitment)
            while step(a, b, rnd) is True:
                pass
        assert (err.value.rule, err.value.rule == "T3.6" or "does not match" in str(err.value)) \
            in (("T3.6", True), ("T3.3", True))
        caught.append(err.value.rule)
    assert "T3.6" in caught, caught


def test_an_owed_digest_with_an_opening_is_checked_at_once():
    """T3.6 with T3.3: a value opened while its commitment is still owed
    comes with that commitment's digest, and the opening is checked
    against it at once."""
    _, _, (mover, receiver, text) = _owing_link("owe-attached", lambda m: m.attached,
                                                "no link opened an owed commitment")
    with pytest.raises(D.Refused) as err:
        receiver.receive(_tamper(text, attached=lambda m: ["00" * 16] + m.attached[1:]), REG)
    assert err.value.rule == "T3.3"
    with pytest.raises(D.Refused) as err:       # an opening of an owed commitment without its digest
        receiver.receive(_tamper(text, attached=lambda m: m.attached[1:]), REG)
    assert err.value.rule == "T3.6"
    assert receiver.receive(text, REG) == "new"


def test_a_link_must_pay_at_least_min_pay_of_what_its_side_owes_and_no_more():
    _, _, (mover, receiver, text) = _owing_link(
        "owe-few", lambda m: m.paid and len(m.attached) < D.MIN_PAY, "no link paid owed ones")
    for forged in (_tamper(text, paid=[]), _tamper(text, paid=lambda m: m.paid + ["11" * 16] * 200)):
        with pytest.raises(D.Refused) as err:
            receiver.receive(forged, REG)
        assert err.value.rule == "T3.6"
    assert receiver.receive(text, REG) == "new"


def test_a_played_card_that_is_not_the_one_dealt_is_refused():
    for seed in range(20):
        a, b = start(f"card{seed}")
        rnd = random.Random(seed)
        found = None

        def stop(m, r, t):
            nonlocal found
            msg = D.decode(t, REG)
            if msg.reveals:
                found = (m, r, t)
                return True
            return False
        if play_out(a, b, rnd, on_link=stop) and found:
            break
    else:
        pytest.fail("no card dealt by the deck was played")
    mover, receiver, text = found

    def other_card(msg):
        moves = []
        for role, act in msg.moves:
            if act[0] == "play":
                act = (act[0], act[1], act[2] % 8 + 1)
            moves.append((role, act))
        return moves

    with pytest.raises(LinkError) as err:
        receiver.receive(_tamper(text, moves=other_card), REG)
    # (T2.7: the card was played by a move that rolled, sent before in its link and played
    # now; changed, it is no longer the move that was bound)
    assert err.value.rule in ("T4.3", "T2.4", "T2.7") and err.value.move > 0
    receiver.receive(text, REG)


def test_tampered_dealt_cards_are_refused():
    a, b = start("deal")
    rnd = random.Random(3)
    mover, receiver, text = _made(a, b, rnd, 3)
    msg = D.decode(text, REG)
    if msg.partials:
        bad = bytearray(msg.partials)
        bad[-1] ^= 1
        with pytest.raises(D.Refused) as err:
            receiver.receive(_tamper(text, partials=bytes(bad)), REG)
        assert err.value.rule == "T4.2"
    # a card dealt again (the partial of a position already opened)
    receiver.receive(text, REG)
    assert receiver.got


@pytest.mark.parametrize("game", [GAME, GAME_SHOWN], ids=["value-in-opening", "value-in-move"])
@pytest.mark.parametrize("seed", range(3))
def test_a_secretly_changed_strength_is_caught_when_shown_or_by_the_audit(seed, game):
    """A side that raises its hidden strength without a move (its device's
    memory edited) is caught when it shows the strength (the opening of its
    commitment, replayed, disagrees: the move number and rule) or, if it
    never shows it, when the audit replays the game in full."""
    a, b = start(f"cheat{seed}", game)
    rnd = random.Random(seed)
    cheated = False
    try:
        while True:
            got = step(a, b, rnd)
            if not cheated and a.match is not None and a.can_act() and a.match.ply > 6:
                a.match.state["sealed"]["S:north"] += 5
                a.match.settle(a.match.state)
                cheated = True
            if got is not True:
                break
    except D.Refused as err:
        assert cheated and err.move > 0 and err.rule in ("D1", "T3.3", "T2.4")
        return
    assert cheated and a.match.result() is not None
    with pytest.raises(D.Refused) as err:
        b.audit(a.audit_link(), REG)
    assert err.value.rule in ("T5.4", "T5.3") and err.value.move > 0


@pytest.mark.parametrize("fmt,group,element", [(8, poker.MODP2048, 256), (9, poker.SECP256K1, 33)])
def test_the_invitation_and_reply_carry_the_deck_and_no_card_value(fmt, group, element):
    """T4.1: the deck is dealt in the 2048-bit group up to format 8, on the
    curve from format 9 (each game in its invitation's format)."""
    a, b = start(f"sizes{fmt}", fmt=fmt)
    assert a.deck.group is b.deck.group is group
    inv, rep = D.decode(a.messages[0], REG), D.decode(b.messages[1], REG)
    assert len(inv.deck) == (8 + 1) * element                # the public key and 8 cards
    assert len(rep.deck) == (8 + 1) * element
    assert len(rep.partials) == 2 * poker.partial_bytes(group)    # the creator's two first cards
    # each side's first hand is known on its own device only
    assert all(a.match.state["sealed"][h] is not None for h in a.match.state["hands"]["north"])
    assert all(a.match.state["sealed"][h] is None for h in a.match.state["hands"]["south"])


def test_a_sealed_duel_restores_from_its_record():
    a, b = start("restore")
    rnd = random.Random(5)
    mover, receiver, text = _made(a, b, rnd, 6)
    receiver.receive(text, REG)
    for d in (a, b):
        again = D.Duel.restore(json.loads(json.dumps(d.record())), REG)
        assert again.match.state == d.match.state
        assert again.opened == d.opened


def _as_format(fmt, text, mover, receiver):
    """The same link as an earlier format wrote it (a game saved before
    format 5 holds such links): committed handles by name, each opening with
    its number and value; format 3 with hex digests and salts inside JSON."""
    msg = D.decode(text, REG)
    game = mover.game
    msg.facts = D.resolve_facts(msg, D.fact_candidates(game, mover.match.state, mover.seat))
    start = mover.match.position(msg.start_ply)
    for h, opening in msg.openings.items():
        opening[0] = receiver.their_facts[h][0]
        opening[1] = start["sealed"][h]          # T3.3: the value as it stood at the segment's start
    msg.format, msg.shown = fmt, set()
    if fmt == 4:
        return forge(msg)

    def old_facts(out, facts, openings):
        W._put_json(out, facts)
        W._put_json(out, openings)
    saved = W._put_facts
    W._put_facts = old_facts
    try:
        return forge(msg)
    finally:
        W._put_facts = saved


@pytest.mark.parametrize("fmt", [3, 4])
def test_a_link_of_an_earlier_format_is_still_taken(fmt):
    _, _, (mover, receiver, text) = _first_link("fmt", lambda msg: msg.openings and msg.fact_digests,
                                                "no segment both committed and revealed", fmt=5)
    old = _as_format(fmt, text, mover, receiver)
    assert old != text and D.is_duel(old)
    new_msg, old_msg = D.decode(text, REG), D.decode(old, REG)
    assert old_msg.format == fmt and old_msg.moves == new_msg.moves
    assert old_msg.facts and not new_msg.facts              # format 5: a bitmap until resolved
    assert len(text) < len(old)
    assert receiver.receive(old, REG) == "new"


def test_a_value_the_moves_show_is_opened_without_repeating_it_and_still_checked():
    """T3.3, format 5: where a move shows a hidden value (``Game.shown``),
    the opening carries the handle and salt alone; the receiver opens the
    commitment with the value the move showed."""
    a, b, (mover, receiver, text) = _first_link("shown", lambda msg: msg.shown,
                                                "no segment showed a value by its moves", GAME_SHOWN, 5)
    msg = D.decode(text, REG)
    assert all(msg.openings[h][1] is None for h in msg.shown)   # not in the link

    def bad_salt(msg):
        return {h: [n, v, "00" * D.fact_salt_bytes(msg.format)] for h, (n, v, s) in msg.openings.items()}
    with pytest.raises(D.Refused) as err:
        receiver.receive(_tamper(text, openings=bad_salt), REG)
    assert err.value.rule == "T3.3" and err.value.move == receiver.match.ply + 1
    assert receiver.receive(text, REG) == "new"
    h = sorted(msg.shown)[0]
    assert receiver.match.state["sealed"][h] is not None        # known from the move
    rnd = random.Random(1)
    play_out(a, b, rnd)
    assert a.match.result() == b.match.result() is not None
    assert b.audit(a.audit_link(), REG)["ok"] and a.audit(b.audit_link(), REG)["ok"]


def test_an_opening_without_its_value_whose_moves_never_show_it_is_refused():
    """T3.3: a game whose moves show nothing (``Game.shown`` by default)
    cannot have an opening without its value."""
    _, _, (mover, receiver, text) = _first_link("noshow", lambda msg: msg.openings,
                                                "no segment revealed a hidden value", fmt=5)
    with pytest.raises(D.Refused) as err:
        receiver.receive(_tamper(text, shown=lambda m: set(m.openings)), REG)
    assert err.value.rule == "T3.3" and "never show" in str(err.value)
    assert receiver.receive(text, REG) == "new"


def test_a_game_begun_in_format_5_goes_on_in_it_and_takes_no_format_6_link():
    """A game saved under format 5 (16-byte salts, 32-byte segment
    commitments) goes on in format 5 to its audit; a link of another format
    is refused (T1.1) rather than misread."""
    a, b = start("fmt5", GAME_SHOWN, fmt=5)
    play_out(a, b, random.Random(5))
    assert {D.decode(t, REG).format for t in a.messages.values()} == {5}
    assert b.audit(a.audit_link(), REG)["ok"] and a.audit(b.audit_link(), REG)["ok"]
    again = D.Duel.restore(json.loads(json.dumps(a.record())), REG)
    assert again.format == 5 and again.match.state == a.match.state
    old, new = start("mix", GAME, fmt=5)[0], start("mix", GAME)[1]
    with pytest.raises(D.Refused) as err:
        old.receive(new.outgoing(), REG)
    assert err.value.rule == "T1.1" and "format" in str(err.value)


def test_the_stand_in_on_the_core_deck_reshuffles_by_links_and_stands_both_audits():
    """The sealed stand-in on pyapp/core/cards.py (its deck runs out by the
    fourth turn): each reshuffle of its played cards is a new deal by both
    devices (T4.4); the game ends alike and both audits pass."""
    from tests.sealed_standin import GAME_DECK
    a, b = start("deck", GAME_DECK)
    play_out(a, b, random.Random(2))
    assert len(a.shared.epochs) > 1 and sorted(a.shared.epochs) == sorted(b.shared.epochs)
    assert a.match.result() == b.match.result() is not None
    assert b.audit(a.audit_link(), REG)["ok"] and a.audit(b.audit_link(), REG)["ok"]
