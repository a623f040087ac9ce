"""T3.7: a hidden value is checked the moment it is revealed, against what the
table allows (``Game.check_reveal``), not only by the audit a cheater may
never send. The attacks of issue 33 on Badges of Courage, by a modified copy
of the page that changes its own blocks after its set-up: every block at
full strength, blocks moved between set-up groups, one block under two
handles. Each is refused at the first link that shows such a block."""

from __future__ import annotations

import hashlib
import random

import pytest

from pyapp import games
from pyapp.core import duel as D
from pyapp.games.boc import data as BD
from pyapp.games.boc import rules as R
from tests.helpers import random_segment

BOC = games.get("boc")


def _pair(uid, scenario="pickett"):
    key = lambda tag: hashlib.sha256(f"{uid}/{tag}".encode()).digest()   # noqa: E731
    a = D.Duel.create(BOC, scenario, {}, "csa", uid=uid, key=key("a"))
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    return a, b


def _until_b_is_set_up(a, b, rnd):
    """Play until the joiner (b, the Union) holds its set-up: after link 2."""
    while b.match is None:
        mover, receiver, text = random_segment(a, b, rnd)
        receiver.receive(text, games)


def _play(a, b, rnd, links=40):
    """Links both ways; the refusal, if one comes."""
    for _ in range(links):
        got = random_segment(a, b, rnd)
        if got is None:
            return None
        mover, receiver, text = got
        try:
            receiver.receive(text, games)
        except D.Refused as exc:
            return mover, exc
    return None


def _set_up_as(a, b, rnd, monkeypatch, change):
    """b's device (the Union) is a modified copy whose private set-up is
    changed by ``change(sealed)`` (a cheater's set-up: it commits to it and
    plays on it from its first link on)."""
    real = BOC.private_setup

    def cheating(state, role, secret):
        real(state, role, secret)
        if role == "usa":
            change(state["sealed"], state)
    monkeypatch.setattr(BOC, "private_setup", cheating)
    _until_b_is_set_up(a, b, rnd)
    monkeypatch.setattr(BOC, "private_setup", real)


def _own(duel):
    st = duel.match.state
    return sorted(h for h, v in st["sealed"].items() if h[0] == "U" and isinstance(v, list))


def test_an_honest_game_reveals_nothing_the_checks_refuse():
    a, b = _pair("reveal-honest")
    rnd = random.Random(1)
    assert _play(a, b, rnd, links=30) is None
    assert a.their_seen and b.their_seen             # blocks were shown both ways, and passed


def test_every_block_at_full_strength_is_refused_at_its_first_showing(monkeypatch):
    a, b = _pair("reveal-full")
    rnd = random.Random(2)
    inflated = []

    def full(sealed, state):
        for h, v in sealed.items():
            if h[0] == "U" and isinstance(v, list) and v[1] < BD.BLOCKS[v[0]]["steps"]:
                v[1] = BD.BLOCKS[v[0]]["steps"]
                inflated.append(h)
    _set_up_as(a, b, rnd, monkeypatch, full)
    assert len(inflated) > 20
    got = _play(a, b, rnd)
    assert got is not None, "the inflated blocks were never shown"
    mover, exc = got
    assert mover is b and exc.rule == "T3.7" and "(9.2)" in str(exc) and "steps" in str(exc)


def test_blocks_moved_between_set_up_groups_are_refused(monkeypatch):
    a, b = _pair("reveal-groups")
    rnd = random.Random(3)
    swapped = []

    def swap(sealed, state):
        groups = R._handle_groups(state["sc"], state["op"])
        own = sorted(h for h, v in sealed.items() if h[0] == "U" and isinstance(v, list))
        for h1, h2 in zip(own[::2], own[1::2]):          # pairs of handles of different groups
            v1, v2 = sealed[h1], sealed[h2]
            if groups[h1] != groups[h2] and v1[1] == v2[1]:
                v1[0], v2[0] = v2[0], v1[0]
                swapped.append(h1)
    _set_up_as(a, b, rnd, monkeypatch, swap)
    assert len(swapped) > 5
    got = _play(a, b, rnd)
    assert got is not None, "the swapped blocks were never shown"
    mover, exc = got
    assert mover is b and exc.rule == "T3.7" and "(9.2)" in str(exc)


def test_one_block_under_two_handles_is_refused():
    a, b = _pair("reveal-twice")
    rnd = random.Random(4)
    _until_b_is_set_up(a, b, rnd)
    reveal = BOC.check_reveal
    st = b.match.state
    h1, h2 = _own(b)[:2]
    seen = {h1: list(st["sealed"][h1])}
    with pytest.raises(Exception) as err:
        reveal(st, "usa", h2, [st["sealed"][h1][0], st["sealed"][h1][1], 0], seen)
    assert err.value.rule in ("5.1", "9.2")
    # the same block seen again under its own handle is fine
    reveal(st, "usa", h1, list(st["sealed"][h1]), seen)


@pytest.mark.parametrize("value, rule", [
    (["c-pettigrew", 4, 0], "2.1"),          # a block of the other side
    (["nobody", 4, 0], "2.1"),
    ([1, 2], "5.1"),
    (None, "5.1"),
    (["u-cutler", 4, 99], "9.6"),            # a re-deal the table never saw
])
def test_a_value_that_is_no_block_of_the_side_is_refused(value, rule):
    a, b = _pair("reveal-junk")
    _until_b_is_set_up(a, b, random.Random(5))
    st = b.match.state
    h = _own(b)[0]
    with pytest.raises(Exception) as err:
        BOC.check_reveal(st, "usa", h, value, {})
    assert err.value.rule == rule


def test_stonewalls_sword_checks_each_event_chit_revealed():
    ss = games.get("ss")
    st = ss.setup("valley", {}, 1)
    h1, h2 = "E.usa.1", "E.usa.2"
    good = list(st["sealed"][h1])
    ss.check_reveal(st, "usa", h1, good, {})
    for handle, value, rule in [
            (h1, ["c-rusty-sword", 0], "10.1"),          # the other side's chit
            (h1, ["nothing", 0], "10.1"),
            (h1, [good[0]], "10.1"),
            (h1, [good[0], 3], "8.3"),                   # a deal the table never saw
            ("E.csa.1", good, "10.1"),                   # a handle of the other side
            (h2, good, "10.1")]:                          # the same chit under two handles
        with pytest.raises(Exception) as err:
            ss.check_reveal(st, "usa", handle, value, {h1: good})
        assert err.value.rule == rule, (handle, value)
