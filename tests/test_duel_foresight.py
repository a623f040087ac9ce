"""No foresight between two devices (docs/TRUST.md T2.7, link format 12): a
move that rolls ends its segment unplayed; its dice come from the mover's
secret and a value of the receiver, committed before and opened only once
the move is sent. The attacks of issue 33: trying moves on a copy of one's
own device to see their dice, and a reply tampered on its way."""

from __future__ import annotations

import hashlib
import random

import pytest

from pyapp import games
from pyapp.core import bound as B
from pyapp.core import duel as D
from tests.helpers import forge, random_segment

AHD = games.get("ahd")
BOC = games.get("boc")


def start(game=AHD, scenario="short", uid="fs1", fmt=D.FORMAT):
    key = lambda tag: hashlib.sha256(f"{uid}/{tag}".encode()).digest()  # noqa: E731
    a = D.Duel.create(game, scenario, {}, game.roles[0], uid=uid, key=key("a"), fmt=fmt)
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    return a, b


def rolling_links(a, b, rnd, want, fmt_check=True):
    """Play random games by links until ``want`` moves that roll were sent;
    yields (mover, receiver, text, what the mover's own copy made of the move)
    before the receiver takes the link."""
    seen = 0
    while seen < want:
        got = random_segment(a, b, rnd)
        if got is None:
            return
        mover, receiver, text = got
        msg = D.decode(text, games)
        if msg.bound:
            role, action = mover.my_bound[msg.number]
            # the attack: the mover's device plays its own move on a copy, with what it holds
            copy = mover.match.copy()
            copy.play(role, tuple(action) if isinstance(action, list) else action)
            seen += 1
            yield mover, receiver, text, copy.moves[-1].log
        receiver.receive(text, games)


def test_t2_7_a_move_that_rolls_ends_the_segment_unplayed():
    a, b = start(uid="fs-end")
    rnd = random.Random(1)
    bound = 0
    while bound < 3:
        for d in (a, b):
            while d.can_act():
                legal = d.match.legal(d.seat)
                ply = d.match.ply
                d.play(d.seat, legal[rnd.randrange(len(legal))])
                if d.segment in d.my_bound:               # it rolled: not played here
                    bound += 1
                    assert d.ready() and not d.can_act()
                    with pytest.raises(D.Illegal) as err:
                        d.play(d.seat, legal[0])
                    assert err.value.rule == "T2.7"
                    msg = D.decode(d.send(), games)
                    # sent last, unplayed (the move made, or a move of the other side with no
                    # choice that this device played after it, T1.3)
                    assert msg.bound and msg.start_ply + len(msg.moves) == d.match.ply + 1 > ply
                    assert D.public_hash(AHD, d.match.state) == msg.hash           # the hash before it
                    break
        mover = next(d for d in (a, b) if d.sender_of(d.segment - 1) == d.seat and d.outgoing()
                     and d.last > (b if d is a else a).last or d.my_segment() and d.ready())
        text = mover.send()
        (b if mover is a else a).receive(text, games)


def test_t2_7_the_movers_own_copy_does_not_know_the_dice():
    """The attack of issue 33: try the move on a copy of one's own device. In
    format 11 the copy's dice are the real ones every time; in format 12 the
    real outcome (the receiver's, played with its value) is another."""
    for fmt, expect_all in ((11, True), (12, False)):
        a, b = start(uid=f"fs-copy{fmt}", fmt=fmt)
        rnd = random.Random(2)
        same = total = 0
        if fmt == 11:                       # no bound move in format 11: compare at each roll
            for _ in range(40):
                for d in (a, b):
                    while d.can_act():
                        legal = d.match.legal(d.seat)
                        pick = legal[rnd.randrange(len(legal))]
                        copy = d.match.copy()
                        copy.play(d.seat, pick)
                        d.play(d.seat, pick)
                        if copy.moves[-1].rolled:
                            total += 1
                            same += D.public_hash(AHD, copy.state) == D.public_hash(AHD, d.match.state)
                mover = next((d for d in (a, b) if d.my_segment() and d.ready()), None)
                if mover is None:
                    break
                (b if mover is a else a).receive(mover.send(), games)
            assert total and same == total
            continue
        for mover, receiver, text, foreseen in rolling_links(a, b, rnd, 12):
            msg = D.decode(text, games)
            receiver.receive(text, games)
            real = receiver.match.moves[msg.start_ply + len(msg.moves) - 1 - receiver.match.start_index]
            assert real.rolled and real.role == msg.moves[-1][0]
            total += 1
            same += foreseen == real.log             # the log of a roll tells its dice
            if total >= 12:
                break
        assert total == 12 and same <= total // 3, (same, total)


def test_t2_7_the_receivers_value_reaches_no_link_before_the_move_is_sent():
    """The dice of a bound move need the receiver's value for that segment:
    before the move's link no link holds it (only its commitment, the clear
    value of T2.1); the answer opens it, and both devices reach one position."""
    a, b = start(uid="fs-value")
    rnd = random.Random(3)
    checked = 0
    for mover, receiver, text, _ in rolling_links(a, b, rnd, 4):
        n = D.decode(text, games).number
        value = B.dice_value(receiver.key, receiver.uid, n)
        for t in mover.messages.values():
            assert value not in D.decode(t, games).signed
        assert receiver.their_clear.get(n - 1) is None and mover.their_clear[n - 1] == B.dice_commit(
            receiver.uid, receiver.seat, n, value)
        receiver.receive(text, games)
        if receiver.ready():
            answer = receiver.send()
            assert D.decode(answer, games).dice == value
            assert mover.receive(answer, games) == "new"     # its position checked (T2.4)
            assert mover.match.ply >= receiver.match.ply
            checked += 1
    assert checked


def test_t2_7_an_answer_with_another_dice_value_is_refused_and_the_true_one_taken():
    a, b = start(uid="fs-tamper")
    rnd = random.Random(4)
    for mover, receiver, text, _ in rolling_links(a, b, rnd, 1):
        receiver.receive(text, games)
        assert receiver.ready()
        answer = receiver.send()
        msg = D.decode(answer, games)
        msg.dice = bytes(16)
        before = mover.match.hash()
        with pytest.raises(D.Refused) as err:
            mover.receive(forge(msg), games)
        assert err.value.rule == "T2.7" and mover.match.hash() == before and mover.last == msg.number - 1
        assert mover.receive(answer, games) == "new"
        return
    pytest.fail("no move rolled")


def test_t2_7_a_link_that_opens_dice_nobody_rolled_is_refused():
    a, b = start(uid="fs-nodice")
    rnd = random.Random(5)
    while True:
        mover, receiver, text = random_segment(a, b, rnd)
        msg = D.decode(text, games)
        if not msg.bound and not msg.dice and msg.number > 3:
            msg.dice = bytes(16)
            with pytest.raises(D.Refused) as err:
                receiver.receive(forge(msg), games)
            assert err.value.rule == "T2.7"
            return
        receiver.receive(text, games)


def test_t2_7_a_bound_move_waits_saved_and_restored():
    """A device whose segment ended with a move that rolls, saved and
    restored (before or after sending), makes the same link again."""
    a, b = start(uid="fs-save")
    rnd = random.Random(6)
    for mover, receiver, text, _ in rolling_links(a, b, rnd, 2):
        again = D.Duel.restore(mover.record(), games)
        assert again.send() == text and again.my_bound == mover.my_bound
        assert again.match.ply == mover.match.ply


def test_t2_7_the_audit_replays_every_bound_move_with_its_dice():
    a, b = start(uid="fs-audit")
    rnd = random.Random(7)
    rolled = 0
    while (got := random_segment(a, b, rnd)) is not None:
        _, receiver, text = got
        rolled += D.decode(text, games).bound
        receiver.receive(text, games)
    assert rolled and a.match.result() is not None
    assert b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]


def test_t2_7_badges_of_courage_rolls_the_fires_of_a_phase_when_they_are_sent():
    """Rules version 7 (RULES_NOTES "relay"): a fire's dice wait until the
    firer sends his fires; sent, they are the bound move, rolled with the
    Confederate device's value, and its hits come back in one answer."""
    a, b = start(BOC, "sickles", uid="fs-boc")
    rnd = random.Random(8)
    fires_sent = 0
    for _ in range(60):
        for d in (a, b):
            while d.can_act():
                legal = d.match.legal(d.seat)
                fire = [x for x in legal if x[0] == "fire"]
                d.play(d.seat, fire[0] if fire and rnd.random() < 0.7 else legal[rnd.randrange(len(legal))])
        mover = next((d for d in (a, b) if d.my_segment() and d.ready()), None)
        if mover is None:
            break
        text = mover.send()
        msg = D.decode(text, games)
        if msg.bound:
            assert msg.moves[-1][1][0] != "fire", "a fire rolls only when the fires are sent"
            fires_sent += msg.moves[-1][1][0] in ("resolve", "done")
        (b if mover is a else a).receive(text, games)
        if fires_sent >= 2:
            break
    assert fires_sent >= 2


def test_t1_3_a_roll_that_is_the_other_sides_only_move_is_bound_by_the_device_that_ends_its_turn():
    """A House Divided's movement roll (4.1) is its side's only move: the
    device that hands the turn over plays it (no choice, T1.3) as its bound
    move; the other device makes its dice and moves on them in the same
    segment, with no link of its own between (T2.7)."""
    a, b = start(uid="fs-nochoice")
    rnd = random.Random(9)
    found = 0
    for _ in range(80):
        got = random_segment(a, b, rnd)
        if got is None:
            break
        mover, receiver, text = got
        msg = D.decode(text, games)
        if msg.bound and msg.moves[-1][0] == receiver.seat:
            role, action = mover.my_bound[msg.number]
            assert mover.match.legal(role) == [tuple(action)], "only a move with no choice"
            receiver.receive(text, games)
            if tuple(action) == ("roll",):
                assert receiver.can_act(), "the roll's side moves at once, on its dice"
                found += 1
            continue
        receiver.receive(text, games)
    assert found >= 2
