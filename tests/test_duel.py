"""Play by link between two devices (pyapp/core/duel.py, docs/TRUST.md T1-T5),
on A House Divided: seats, fair dice, replayed and forged links, standing
orders, saves, link sizes."""

from __future__ import annotations

import hashlib
import random

import pytest

from pyapp import games
from pyapp.core import bound as B
from pyapp.core import commit as C
from pyapp.core import dice
from pyapp.core import duel as D
from pyapp.core.errors import Illegal, LinkError
from tests.helpers import random_segment, forge

AHD = games.get("ahd")


def start(scenario="short", seat="union", uid="g1", key_a=None, key_b=None, game=AHD):
    # fixed keys: the same game every run (a real seat key is random: commit.new_key)
    key_a = key_a or hashlib.sha256(f"{uid}/a".encode()).digest()
    key_b = key_b or hashlib.sha256(f"{uid}/b".encode()).digest()
    a = D.Duel.create(game, scenario, {}, seat, uid=uid, key=key_a)
    b = D.Duel.join(a.outgoing(), games, key=key_b)
    a.receive(b.outgoing(), games)
    return a, b


def play_out(a, b, rnd, until=None, on_link=None):
    """Random moves on both devices, links passed both ways, to the end (or
    until ``until(sender, text)`` says stop before the link is taken)."""
    while True:
        got = random_segment(a, b, rnd)
        if got is None:
            return
        mover, receiver, text = got
        if on_link:
            on_link(mover, text)
        if until and until(mover, text):
            return text
        receiver.receive(text, games)


def test_a_whole_game_by_links_ends_alike_on_both_devices():
    a, b = start("campaign")
    sizes = []
    play_out(a, b, random.Random(3), on_link=lambda d, t: sizes.append(len(t)))
    assert a.match.result() is not None
    assert a.match.hash() == b.match.hash()
    assert a.match.ply == b.match.ply
    assert len(sizes) > 10


@pytest.mark.parametrize("seed", range(4))
def test_turn_links_stay_at_most_1000_characters(seed):
    a, b = start("campaign", uid=f"size{seed}")
    sizes = []
    play_out(a, b, random.Random(seed), on_link=lambda d, t: sizes.append(len(t)))
    assert max(sizes) <= 1000, max(sizes)


def test_a_seat_cannot_act_for_the_other_side():
    a, b = start()
    assert a.can_act() and not b.can_act()
    legal = a.match.legal("union")
    with pytest.raises(Illegal) as err:
        a.play("csa", legal[0])
    assert err.value.rule == "T1.2"
    with pytest.raises(Illegal) as err:
        b.play("union", legal[0])       # the CSA device may not move the Union
    assert err.value.rule == "T1.2"


def test_a_link_opened_on_the_device_that_made_it_is_refused_as_the_other_seats():
    a, b = start()
    rnd = random.Random(1)
    text = play_out(a, b, rnd, until=lambda d, t: True)
    with pytest.raises(D.Refused) as err:
        a.receive(text, games)
    assert err.value.rule == "T1.2"
    assert "send it to the other player" in str(err.value)


def test_reopening_a_link_never_rolls_again():
    a, b = start()
    rnd = random.Random(2)
    text = play_out(a, b, rnd, until=lambda d, t: True)
    twin = D.Duel.restore(b.record(), games)
    b.receive(text, games)
    twin.receive(text, games)
    assert b.match.hash() == twin.match.hash()
    assert b.receive(text, games) == "known"


def _links_until(a, b, rnd, count, moves=False):
    """The links of a random game up to the ``count``-th (with ``moves``: up to
    the first after it that carries a move, so that the turn can be played
    otherwise: a link may carry none, T2.7)."""
    made = []

    def stop(d, t):
        made.append((d, t))
        return len(made) >= count and (not moves or bool(D.decode(t, games).moves))

    play_out(a, b, rnd, until=stop)
    return made


def test_a_replayed_or_contradicting_link_is_caught_with_its_move_number():
    a, b = start(uid="replay")
    rnd = random.Random(5)
    made = _links_until(a, b, rnd, 6, moves=True)
    sender, last = made[-1]
    receiver = b if sender is a else a
    # an old link of the same side, taken again: already known, nothing changes
    old = next(t for d, t in made[:-1] if d is sender)
    before = receiver.match.hash()
    assert receiver.receive(old, games) == "known"
    assert receiver.match.hash() == before
    # the sender, from a copy saved before its last turn, plays that turn again
    # differently: the second version of the link is refused (a forked game)
    receiver.receive(last, games)
    n = D.decode(last, games).number
    rec = sender.record()
    rec["links"] = {k: v for k, v in rec["links"].items() if int(k) < n}
    rec["segments"] = {k: v for k, v in rec["segments"].items() if int(k) < n}
    cheat = D.Duel.restore(rec, games)
    other = None
    for seed in range(50):
        trial = D.Duel.restore(rec, games)
        play = random.Random(100 + seed)
        while trial.can_act():
            legal = trial.match.legal(trial.seat)
            trial.play(trial.seat, legal[play.randrange(len(legal))])
        if trial.ready() and trial.send() != last:
            other = trial.send()
            break
    assert other is not None and cheat is not None
    with pytest.raises(D.Refused) as err:
        receiver.receive(other, games)
    assert err.value.rule == "T2.5" and err.value.move > 0
    assert "contradicts" in str(err.value)


def test_a_skipped_link_is_refused():
    a, b = start(uid="skip")
    made = _links_until(a, b, random.Random(6), 4)
    sender, last = made[-1]            # not yet taken by the receiver
    receiver = b if sender is a else a
    clone = D.Duel.restore(receiver.record(), games)   # the receiver, on another copy
    clone.receive(last, games)
    rnd = random.Random(7)
    while clone.can_act():
        legal = clone.match.legal(clone.seat)
        clone.play(clone.seat, legal[rnd.randrange(len(legal))])
    sender.receive(clone.send(), games)
    while sender.can_act():
        legal = sender.match.legal(sender.seat)
        sender.play(sender.seat, legal[rnd.randrange(len(legal))])
    later = sender.send()
    with pytest.raises(D.Refused) as err:
        receiver.receive(later, games)
    assert err.value.rule == "T2.5" and "missing" in str(err.value)
    assert receiver.receive(last, games) == "new"      # and the missing one still opens


def _tamper(text, **fields):
    msg = D.decode(text, games)
    for k, v in fields.items():
        setattr(msg, k, v(getattr(msg, k)) if callable(v) else v)
    return forge(msg)


def test_a_forged_secret_is_caught_with_its_move_number():
    a, b = start(uid="forge")
    made = _links_until(a, b, random.Random(8), 3)
    sender, last = made[-1]
    receiver = b if sender is a else a
    forged = _tamper(last, secret=bytes(16))
    with pytest.raises(D.Refused) as err:
        receiver.receive(forged, games)
    assert err.value.rule == "T2.3"
    assert err.value.move == receiver.match.ply + 1
    # the genuine link still opens afterwards: nothing was lost
    assert receiver.receive(last, games) == "new"


def test_a_forged_roll_changes_the_position_and_is_caught():
    """A sender that claims other dice (another clear value for the seed, or
    moves that only fit other dice) is refused with its move number."""
    a, b = start(uid="roll")
    made = _links_until(a, b, random.Random(9), 5)
    sender, last = made[-1]
    receiver = b if sender is a else a
    with pytest.raises(D.Refused) as err:
        receiver.receive(_tamper(last, used_clear=bytes(16)), games)
    assert err.value.rule == "T2.3"
    with pytest.raises(D.Refused) as err:
        receiver.receive(_tamper(last, hash=bytes(8)), games)
    assert err.value.rule == "T2.4" and err.value.move > 0


def test_a_damaged_link_says_so():
    a, b = start(uid="dmg")
    made = _links_until(a, b, random.Random(10), 3)
    sender, last = made[-1]
    receiver = b if sender is a else a
    for bad in (last[:-5], last[:20] + "x" + last[21:], "", "#", "@@@@"):
        with pytest.raises(LinkError):
            receiver.receive(bad, games)
    assert receiver.receive(last, games) == "new"


def test_another_games_link_is_refused():
    a, b = start(uid="one")
    c, d = start(uid="two")
    text = _links_until(c, d, random.Random(1), 1)[-1][1]
    with pytest.raises(D.Refused) as err:
        b.receive(text, games)
    assert err.value.rule == "T1.1"


def test_standing_orders_play_only_what_they_say():
    """The Union's device plays the Confederate decisions the Confederate
    orders settle (T1.3); a link where one of them is not what the orders
    say is refused with its move number."""
    a, b = start("campaign", uid="orders")
    b.set_orders({"retreat": "never", "targets": "strongest"})
    rnd = random.Random(11)
    found = None

    def spy(sender, text):
        nonlocal found
        if sender is not a or found or b.match is None:
            return False
        msg = D.decode(text, games)
        replay = D.Duel.restore(b.record(), games)   # b as it stands, to count the options
        m = replay.match.copy()
        B.take_reply(replay, m, msg, 0)              # b's own move that rolled, if its last link had one
        m.reseed(C.segment_seed(b.uid, msg.number, msg.secret, msg.used_clear))
        for k, (role, index) in enumerate(msg.moves):
            legal = m.legal(role)
            if role == "csa" and len(legal) > 1:
                found = (text, k, index, len(legal), m.ply + 1)
                return True
            m.play(role, legal[index])
        return False

    text = play_out(a, b, rnd, until=spy)
    assert found, "no Confederate decision with a choice came up in the Union's turns"
    text, k, index, count, number = found
    msg = D.decode(text, games)
    role, _ = msg.moves[k]
    msg.moves[k] = (role, (index + 1) % count)
    with pytest.raises(D.Refused) as err:
        b.receive(forge(msg), games)
    assert err.value.rule == "T1.3" and err.value.move == number
    assert b.receive(text, games) == "new"       # the genuine link is taken


def test_a_device_never_holds_the_next_segments_seed():
    """Neither side can predict the other side's next roll from what it
    holds: every value in every link and in its own record, tried as the
    mover's secret (and as the raw generator), never gives the real dice."""
    a, b = start("campaign", uid="predict", key_a=bytes(range(32)), key_b=bytes(range(1, 33)))
    rnd = random.Random(13)
    checked = 0

    def guess(sender, text):
        nonlocal checked
        receiver = b if sender is a else a
        msg = D.decode(text, games)
        n = msg.number
        if n < 3:
            return False
        # what the receiver holds before taking link n: all links up to n - 1,
        # its own key; the link n itself is in flight (its secret not yet seen)
        held = []
        for t in receiver.messages.values():
            m = D.decode(t, games)
            held += [m.commit, m.clear, m.salt, m.secret, m.used_clear, m.hash]
        held += [receiver.key] + [C.derive(receiver.key, receiver.uid, lab, k)
                                  for lab in ("secret", "salt", "clear") for k in range(n + 2)]
        held = [h for h in held if h]
        true_seed = C.segment_seed(receiver.uid, n, msg.secret, msg.used_clear)
        true_rolls = _rolls(true_seed)
        for h in held:
            for x in (h[:16], h[16:32]):
                if len(x) != 16:
                    continue
                g = C.segment_seed(receiver.uid, n, x, msg.used_clear)
                assert g != true_seed
                assert _rolls(g) != true_rolls
        # and the generator the receiver last saw, run on, is not the next one
        if receiver.match is not None:
            last = {"rng": receiver.match.state["rng"]}
            assert [dice.roll(last) for _ in range(20)] != true_rolls
        checked += 1
        return False

    play_out(a, b, rnd, on_link=guess)
    assert checked > 10


def _rolls(seed):
    st = {"rng": dice.seed_state(seed)}
    return [dice.roll(st) for _ in range(20)]


def test_a_saved_duel_restores_and_goes_on():
    a, b = start("campaign", uid="save")
    rnd = random.Random(14)
    sender, last = _links_until(a, b, rnd, 7)[-1]
    (b if sender is a else a).receive(last, games)
    a2 = D.Duel.restore(a.record(), games)
    b2 = D.Duel.restore(b.record(), games)
    assert a2.match.hash() == a.match.hash() and b2.match.hash() == b.match.hash()
    assert a2.segment == a.segment and b2.segment == b.segment
    play_out(a2, b2, random.Random(15))
    assert a2.match.result() is not None and a2.match.hash() == b2.match.hash()


def test_moves_sent_cannot_be_undone():
    a, b = start(uid="undo")
    with pytest.raises(Illegal):
        a.undo()            # nothing played in this segment yet


def test_the_audit_passes_an_honest_game_and_names_a_dishonest_one():
    a, b = start("campaign", uid="audit")
    play_out(a, b, random.Random(16))
    assert a.match.result() is not None
    fresh = lambda: D.Duel.restore(b.record(), games)     # noqa: E731  (b before any audit)
    # a key that is not the one the commitments were made with
    msg = D.decode(a.audit_link(), games)
    msg.key = bytes(32)
    with pytest.raises(D.Refused) as err:
        fresh().audit(forge(msg), games)
    assert err.value.rule == "T5.2"
    # moves in full that are not the ones the links carried
    msg = D.decode(a.audit_link(), games)
    n = min(int(k) for k, v in msg.full.items() if len(v) > 1)
    msg.full[str(n)] = msg.full[str(n)][:-1]
    with pytest.raises(D.Refused) as err:
        fresh().audit(forge(msg), games)
    assert err.value.rule == "T5.3"
    # the honest audit passes, both ways
    report = b.audit(a.audit_link(), games)
    assert report["ok"] and report["moves"] == b.match.ply
    assert a.audit(b.audit_link(), games)["ok"]
    # T5.6: once verified, a later audit link (even one a's own copy signed) changes nothing
    assert b.audit(a.audit_link(), games) == report
    with pytest.raises(D.Refused) as err:
        b.audit(forge(msg), games)
    assert err.value.rule == "T5.6"
    assert b.audit_report == report


def test_no_audit_link_is_made_or_taken_before_the_end():
    """T5.1: the audit hands over the seat key, so never while the game goes on."""
    a, b = start(uid="early")
    _links_until(a, b, random.Random(21), 4)
    assert a.match.active()
    with pytest.raises(Illegal) as err:
        a.audit_link()
    assert err.value.rule == "T5.1"
    msg = D.Message(D.AUDIT, a.game, a.scenario, a.options, a.uid, a.segment, a.seat)
    msg.key = a.key
    msg.format = a.format
    with pytest.raises(D.Refused) as err:
        b.audit(forge(msg), games)
    assert err.value.rule == "T5.1"


def test_a_turn_link_can_be_looked_at_where_the_game_is_not_held():
    a, b = start("campaign", uid="look")
    sender, last = _links_until(a, b, random.Random(17), 6)[-1]
    seen = D.look(last, games)
    assert seen.hash() == sender.match.hash()
    with pytest.raises(LinkError):
        D.look(a.messages[0], games)      # an invitation shows no game
