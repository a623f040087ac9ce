"""T2.6: a device whose save is a link behind (storage was full when the turn
was sent, or an older save came back) is never stuck: it takes its own sent
link again and goes on, with nothing lost and no second version of the turn."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from pyapp import games
from pyapp.core import duel as D
from tests.helpers import random_segment
from tests.test_duel import play_out, start


def _to_own_segment(a, b, rnd, links):
    """Links both ways until ``links`` were taken; then the device whose turn it
    is: (mover, other)."""
    for _ in range(links):
        mover, receiver, text = random_segment(a, b, rnd)
        receiver.receive(text, games)
    mover = a if a.my_segment() else b
    return mover, (b if mover is a else a)


def _lose_a_turn(mover, other, rnd):
    """``mover`` plays and sends its turn, but its save stays where it was
    before: (the saved record, the sent link)."""
    saved = json.loads(json.dumps(mover.record()))      # (a save is a copy, as the page stores it)
    got = random_segment(mover, other, rnd) if mover is not None else None
    assert got and got[0] is mover
    return saved, got[2]


@pytest.mark.parametrize("game, scenario, options", [
    ("ahd", "short", {}), ("boc", "sickles", {}), ("boc", "day1", {"free_deploy": True}),
    ("ss", "valley", {}), ("mini", "standard", {"event_cup": True})])
def test_a_device_that_lost_its_sent_turn_catches_up_from_that_link(game, scenario, options):
    g = games.get(game)
    key = lambda tag: hashlib.sha256(f"catch-{game}-{scenario}/{tag}".encode()).digest()   # noqa: E731
    a = D.Duel.create(g, scenario, options, g.roles[0], uid=f"catch-{game}", key=key("a"))
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    rnd = random.Random(4)
    links = 0 if options.get("free_deploy") else 4      # (the free deployment's swaps: the first turn)
    mover, other = _to_own_segment(a, b, rnd, links)
    saved, sent = _lose_a_turn(mover, other, rnd)
    other.receive(sent, games)
    got = random_segment(a, b, rnd)
    assert got is not None and got[0] is other
    answer = got[2]
    behind = D.Duel.restore(saved, games)            # the save a link behind, reopened
    with pytest.raises(D.Refused) as err:
        behind.receive(answer, games)
    assert err.value.rule == "T2.6" and "its own" in str(err.value)
    assert behind.receive(sent, games) == "caught up"
    assert behind.outgoing() == sent and behind.record() == mover.record()
    assert behind.receive(answer, games) == "new"
    mover.receive(answer, games)
    assert behind.record() == mover.record() and behind.match.hash() == mover.match.hash()
    # and the game goes on between the caught-up device and the other one
    pair = (behind, other) if mover is a else (other, behind)
    for _ in range(4):
        got = random_segment(*pair, rnd)
        if got is None:
            break
        got[1].receive(got[2], games)


def test_a_turn_played_again_on_an_older_save_is_dropped_for_the_one_sent():
    """No second version of a turn: the moves made again on the old save give
    way to the link that was sent."""
    for links in range(2, 12):                        # a turn where the mover has a choice
        a, b = start(uid=f"catch-fork{links}")
        rnd = random.Random(5)
        mover, other = _to_own_segment(a, b, rnd, links)
        saved, sent = _lose_a_turn(mover, other, rnd)
        behind = D.Duel.restore(saved, games)
        if behind.can_act():
            break
    other_rnd = random.Random(99)
    while behind.can_act():                           # another turn played on the old save
        legal = behind.match.legal(behind.seat)
        behind.play(behind.seat, legal[other_rnd.randrange(len(legal))])
    n = behind.segment
    assert behind.segments[n] != mover.segments[n]
    assert behind.receive(sent, games) == "caught up"
    assert behind.record() == mover.record()


def test_a_link_that_is_not_the_one_this_device_sent_is_not_taken_as_its_own():
    a, b = start(uid="catch-forged")
    rnd = random.Random(6)
    mover, other = _to_own_segment(a, b, rnd, 3)
    saved, sent = _lose_a_turn(mover, other, rnd)
    msg = D.decode(sent, games)
    msg.moves = msg.moves[:-1]                        # a shorter turn, signed by someone else
    msg.signer, msg.prev = 12345, ""
    behind = D.Duel.restore(saved, games)
    before = behind.record()
    with pytest.raises(D.Refused) as err:
        behind.receive(D.encode(msg), games)
    assert err.value.rule == "T2.6"
    assert behind.record() == before
    assert behind.receive(sent, games) == "caught up"


def test_a_whole_game_ends_alike_after_a_catch_up():
    a, b = start("campaign", uid="catch-whole")
    rnd = random.Random(7)
    mover, other = _to_own_segment(a, b, rnd, 6)
    saved, sent = _lose_a_turn(mover, other, rnd)
    behind = D.Duel.restore(saved, games)
    assert behind.receive(sent, games) == "caught up"
    other.receive(sent, games)
    pair = (behind, other) if mover is a else (other, behind)
    play_out(*pair, rnd)
    assert behind.match.result() is not None and behind.match.hash() == other.match.hash()
