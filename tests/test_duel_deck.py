"""The shared deck between two devices through reshuffles (docs/TRUST.md
T4.4, T4.5; pyapp/core/dueldeck.py), on the minigame's long scenario
(RULES_NOTES R10): every reshuffle is a new deal by both sides, nobody
knows the new order, a card taken at random reaches its taker, a random
discard is shown by its holder, and every tampered pass, card or proof is
refused with its section and move. These are games begun in link format 13,
which go on so; from format 14 every reshuffle is dealt ahead
(tests/test_duel_spare.py, T4.6)."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from pyapp import games
from pyapp.core import duel as D
from pyapp.core import poker
from pyapp.core.dueldeck import pack_groups, unpack_groups
from pyapp.games.mini import GAME
from pyapp.games.mini import rules as R
from tests.helpers import random_segment, forge, play_until


def start(uid, scenario="long", fmt=13):
    key = lambda tag: hashlib.sha256(f"{uid}/{tag}".encode()).digest()  # noqa: E731
    a = D.Duel.create(GAME, scenario, {}, "blue", uid=uid, key=key("a"), fmt=fmt)
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    return a, b


segment = random_segment


def epochs(d):
    return sorted(d.shared.epochs)


until = play_until


def reshuffle_link(uid="rs", seed=0, rekeyed=False):
    """Two devices and the first link that carries a reshuffle (not yet
    taken): of the discards alone (R10.1), or ``rekeyed``, of the discards
    with the rest of the deck (R10.6 Forage)."""
    def first_new(m, r, t):
        new = [ep for e, ep in m.shared.epochs.items() if e not in r.shared.epochs]
        return bool(new) and (new[0].parent is not None) == rekeyed
    for s in range(seed, seed + 30):
        a, b = start(f"{uid}{s}")
        got = until(a, b, random.Random(s), first_new)
        if got:
            return a, b, got
    pytest.fail("no game reshuffled so")


def tamper_partials(text, change, keep=False):
    """``text`` with its cards changed by its sender's own copy (``keep``: a
    copy that goes on from the forged link, as a cheater's would)."""
    msg = D.decode(text, games)
    groups = unpack_groups(msg.partials, 2)
    change(groups)
    msg.partials = pack_groups(groups)
    return forge(msg, keep)


def test_a_long_game_between_two_devices_reshuffles_and_stands_both_audits():
    """T4.4: each reshuffle is dealt anew; right after it neither device holds
    a value of the new draw pile; every card dealt from it is known on its
    holder's device alone, and both audits rebuild every deal."""
    a, b = start("whole")
    rnd = random.Random(1)
    carried = []
    held = {}                     # each side's hand as the last link before the end left it
    while True:
        got = segment(a, b, rnd)
        if got is None:
            break
        mover, receiver, text = got
        if receiver.match is not None and receiver.match.result() is None:
            held = {d.seat: set(d.match.state["hands"][d.seat]) for d in (a, b)}
        # the shuffler's link with its pass of a new deal (a reshuffle by a move that rolled
        # is played on the receiver first, T2.7; a re-keyed deal has its own test below)
        new = [e for e, ep in mover.shared.epochs.items() if e and ep.shuffler == mover.seat
               and ep.parent is None and not (e in receiver.shared.epochs and receiver.shared.epochs[e].first)]
        if new:
            e = max(new)
            ep = mover.shared.epochs[e]
            sealed = mover.match.state["sealed"]
            assert all(sealed.get(h) is None for h in mover.match.state["deck"] if R.deck_of(
                mover.match.state).epoch_of(h) == e), "the mover knows the new order"
            groups = unpack_groups(D.decode(text, games).partials, 2)
            assert groups[e][0], "the reshuffle's link lacks its pass"
            carried.append(len(text))
            receiver.receive(text, games)
            rep = receiver.shared.epochs[e]
            assert rep.first == ep.first and rep.final and not ep.final
            assert all(receiver.match.state["sealed"].get(h) is None for h in receiver.match.state["deck"])
            continue
        receiver.receive(text, games)
    assert len(carried) >= 1 and a.match.result() is not None
    for d in (a, b):
        assert all(ep.final for ep in d.shared.epochs.values())
        st = d.match.state
        for h in st["hands"][d.seat]:
            # (a card the game's last link dealt reaches no device: nobody answers that link)
            assert st["sealed"][h] is not None or h not in held[d.seat]
        other = d.other
        for h in st["hands"][other]:
            if h not in st.get("taken", []) and h not in st.get("seen", {}).get(d.seat, []):
                assert st["sealed"][h] is None, f"{d.seat} knows {other}'s {h}"
    assert b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]


def test_the_order_of_a_reshuffle_is_not_the_rules_stream_order():
    """The order the rules' own stream gives (which both devices could
    compute from the segment's shared seed) is thrown away: the audit's
    order is the two passes'."""
    a, b, (mover, receiver, text) = reshuffle_link("order")
    receiver.receive(text, games)
    e = max(epochs(mover))
    ep = receiver.shared.epochs[e]
    before = mover.match.position(ep.ply - 1)
    move = mover.match.moves[ep.ply - 1 - mover.match.start_index]
    after = GAME.apply(GAME.copy(before), move.role, move.action)      # the rules alone, no protocol
    stream = [after["sealed"].get(h) for h in ep.handles]
    assert None not in stream
    key_a = mover.shared.epochs[e].key
    key_b = receiver.shared.epochs[e].key
    dealt = [ep.kinds[key_a.permutation[i]] for i in key_b.permutation]
    assert sorted(dealt) == sorted(stream)
    assert dealt != stream or len(set(stream)) == 1


def test_a_link_without_its_reshuffle_or_with_a_broken_one_is_refused_and_the_true_one_taken():
    a, b, (mover, receiver, text) = reshuffle_link("tamper")
    e = max(epochs(mover))
    first_move = receiver.match.ply + 1

    def drop(groups):
        groups[e][0] = b""

    def duplicate(groups):
        raw = groups[e][0]
        size = poker.SECP256K1.element_bytes
        groups[e][0] = raw[:2 * size] + raw[size:2 * size] + raw[3 * size:]     # card 2 = card 1

    def junk(groups):
        raw = bytearray(groups[e][0])
        raw[33] = 0x07                                                        # no point's first byte
        groups[e][0] = bytes(raw)

    def short(groups):
        groups[e][0] = groups[e][0][:-33]

    def unknown_epoch(groups):
        groups[e + 1] = [groups[e][0], b""]

    for change in (drop, duplicate, junk, short, unknown_epoch):
        with pytest.raises(D.Refused) as err:
            receiver.receive(tamper_partials(text, change), games)
        assert err.value.rule == "T4.4", change.__name__
        assert err.value.move >= first_move
        assert epochs(receiver) == [ep for ep in epochs(receiver) if ep < e]
    assert receiver.receive(text, games) == "new"
    assert e in receiver.shared.epochs and receiver.shared.epochs[e].final


def test_the_answer_must_carry_the_final_deck_of_the_reshuffle():
    a, b, (mover, receiver, text) = reshuffle_link("answer")
    e = max(epochs(mover))
    receiver.receive(text, games)
    rnd = random.Random(5)
    got = until(a, b, rnd, lambda m, r, t: m is receiver)
    assert got is not None
    _, _, answer = got
    assert unpack_groups(D.decode(answer, games).partials, 2)[e][0]

    def drop(groups):
        groups[e][0] = b""
    with pytest.raises(D.Refused) as err:
        mover.receive(tamper_partials(answer, drop), games)
    assert err.value.rule == "T4.4"
    assert mover.receive(answer, games) == "new"
    assert mover.shared.epochs[e].final == receiver.shared.epochs[e].final


def test_an_altered_card_of_a_reshuffled_pass_is_caught_by_the_deal_or_the_audit():
    """A pass carries no proof of shuffle (T4.5): an element replaced by
    another point passes the checks on arrival; the card it stands for is
    refused when it is dealt (it opens to no card), or by the audit."""
    a, b, (mover, receiver, text) = reshuffle_link("alter")
    e = max(epochs(mover))
    g = poker.SECP256K1
    size = g.element_bytes

    def alter(groups):
        raw = groups[e][0]
        y = g.exp(int.from_bytes(raw[size:2 * size], "big"), 2)           # card 0, squared
        groups[e][0] = raw[:size] + g.to_bytes(y) + raw[2 * size:]
    receiver.receive(tamper_partials(text, alter, keep=True), games)
    rnd = random.Random(2)
    try:
        while True:
            got = segment(a, b, rnd)
            if got is None:
                break
            got[1].receive(got[2], games)
    except D.Refused as err:
        assert err.rule in ("T4.2", "T4.3", "T2.4")
        return
    with pytest.raises(D.Refused) as err:
        receiver.audit(mover.audit_link(), games)
    assert err.value.rule == "T5.5"


def test_a_tampered_card_of_a_later_deal_is_refused():
    """T4.2 for a reshuffled deck: a partial decryption of epoch e with one
    byte changed is refused, and the true link still taken."""
    for seed in range(20):
        a, b = start(f"deal{seed}")
        rnd = random.Random(seed)
        got = until(a, b, rnd, lambda m, r, t: any(
            k > 0 and parts for k, (_, parts) in unpack_groups(D.decode(t, games).partials, 2).items()))
        if got:
            break
    else:
        pytest.fail("no card of a reshuffled deck was dealt")
    mover, receiver, text = got
    e = max(k for k, (_, parts) in unpack_groups(D.decode(text, games).partials, 2).items() if parts)

    def flip(groups):
        raw = bytearray(groups[e][1])
        raw[-1] ^= 1
        groups[e][1] = bytes(raw)
    with pytest.raises(D.Refused) as err:
        receiver.receive(tamper_partials(text, flip), games)
    assert err.value.rule == "T4.2"
    assert receiver.receive(text, games) == "new"


def test_a_device_restored_after_reshuffles_goes_on_alike():
    a, b = start("restore")
    rnd = random.Random(3)
    restored = 0
    while True:
        got = segment(a, b, rnd)
        if got is None:
            break
        got[1].receive(got[2], games)
        if len(epochs(got[0])) > 1 and restored < 2 and len(got[0].messages) % 7 == 0:
            for d in (a, b):
                again = D.Duel.restore(json.loads(json.dumps(d.record())), games)
                assert D.public_hash(GAME, again.match.state) == D.public_hash(GAME, d.match.state)
                assert again.match.state["sealed"] == d.match.state["sealed"]
                assert {e: ep.opened for e, ep in again.shared.epochs.items()} == {
                    e: ep.opened for e, ep in d.shared.epochs.items()}
            restored += 1
    assert restored >= 1


def test_a_game_begun_in_format_9_refuses_a_reshuffle():
    a, b = start("f9", fmt=9)
    rnd = random.Random(0)
    with pytest.raises(D.Refused) as err:
        for _ in range(200):
            got = segment(a, b, rnd)
            if got is None:
                break
            got[1].receive(got[2], games)
        pytest.fail("the game never reshuffled")
    assert err.value.rule == "T4.4"


def test_raid_desertion_and_scout_between_two_devices():
    """R10.3: the taker's device learns the card from the robbed side's next
    link (a partial decryption, T4.2); R10.4: the discard is shown by its
    holder's own move, with its value; R10.5: the cards a Scout looked at
    reach the looker's device with the other side's next link, and stay
    where they lie."""
    seen = {"raid": 0, "desert": 0, "scout": 0}
    for seed in range(12):
        a, b = start(f"raid{seed}")
        rnd = random.Random(seed)
        while True:
            got = segment(a, b, rnd)
            if got is None:
                break
            mover, receiver, text = got
            receiver.receive(text, games)
            for role, move in D.decode(text, games).moves:
                if move[0] == "played" and move[2] in seen:
                    seen[move[2]] += 1
            for d in (a, b):
                st = d.match.state
                # (checked as a segment begins: a raid whose dice the receiver could not roll
                # is played first in its mover's next segment, T2.7, and its card comes after)
                begins = d.match.ply == d.seg_start
                for h in st.get("taken", []):
                    if h in st["hands"][d.seat] and d.segment > 0 and d.can_act() and begins:
                        assert st["sealed"][h] is not None, "the taken card never reached its taker"
                for h in st.get("seen", {}).get(d.seat, []):
                    if h in st["sealed"] and d.can_act():
                        assert st["sealed"][h] is not None, "the scouted card never reached its looker"
        if all(seen.values()):
            assert b.audit(a.audit_link(), games)["ok"]
            break
    assert all(seen.values()), seen


def test_forage_deals_the_discards_and_the_rest_of_the_deck_anew_in_three_steps():
    """T4.4, R10.6: the side that foraged raises the discards to its old key
    with one proof; the other strips its old key from the rest, adds its new
    one and shuffles; the first strips its old key, adds its new one and
    shuffles. Then the deal goes on; nobody saw a card; both audits pass."""
    a, b, (mover, receiver, text) = reshuffle_link("forage", rekeyed=True)
    e = max(set(epochs(mover)) - set(epochs(receiver)))
    ep = mover.shared.epochs[e]
    g = poker.SECP256K1
    step1 = unpack_groups(D.decode(text, games).partials, 2)[e][0]
    assert len(step1) == g.element_bytes * len(ep.ids) + poker.proof_bytes(g)
    receiver.receive(text, games)
    rep = receiver.shared.epochs[e]
    assert rep.raised == ep.raised and not rep.first and not ep.first
    rnd = random.Random(4)
    steps = []
    while not (ep.final and rep.final):
        got = segment(a, b, rnd)
        assert got is not None, "the game ended before the deal was finished"
        m, r, t = got
        piece = unpack_groups(D.decode(t, games).partials, 2).get(e, [b""])[0]
        if piece:
            steps.append((m.seat, len(piece)))
        r.receive(t, games)
    assert [who for who, _ in steps] == [receiver.seat, mover.seat]          # step 2, then step 3
    assert all(size == g.element_bytes * (1 + ep.deck.size) for _, size in steps)
    assert ep.final == rep.final and ep.first == rep.first
    while True:
        got = segment(a, b, rnd)
        if got is None:
            break
        got[1].receive(got[2], games)
    for d in (a, b):
        st = d.match.state
        assert all(st["sealed"].get(h) is None for h in st["deck"] if h not in st.get("seen", {}).get(d.seat, []))
    assert b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]


def test_a_tampered_first_step_of_forage_is_refused_at_once():
    """The raised discards carry one proof for all: a raised card changed
    (even to another point of the curve) or the proof cut is refused (T4.4)."""
    a, b, (mover, receiver, text) = reshuffle_link("forage-tamper", rekeyed=True)
    e = max(set(epochs(mover)) - set(epochs(receiver)))
    g = poker.SECP256K1
    size = g.element_bytes

    def other_point(groups):
        raw = groups[e][0]
        y = g.exp(int.from_bytes(raw[:size], "big"), 3)
        groups[e][0] = g.to_bytes(y) + raw[size:]

    def no_proof(groups):
        groups[e][0] = groups[e][0][:-poker.proof_bytes(g)]

    for change in (other_point, no_proof):
        with pytest.raises(D.Refused) as err:
            receiver.receive(tamper_partials(text, change), games)
        assert err.value.rule == "T4.4", change.__name__
    assert receiver.receive(text, games) == "new"


def test_a_device_waiting_for_its_cards_sends_its_link_without_a_move():
    """T4.4: right after a forage the side to decide may hold cards of the new
    deal that have not reached its device (nothing is legal there): its link
    goes out with no move, and the answers bring the cards. (The game rk5,
    random seed 5, reaches it in link format 11; from format 12 a move that rolls is
    played by the receiver first, T2.7, and no random game of the minigame reached it: a Desertion picks such a card.)"""
    a, b = start("rk5", fmt=11)
    rnd = random.Random(5)
    waited = 0
    while True:
        for d in (a, b):
            if d.my_segment() and d.waiting_for_cards():
                assert not d.can_act() and d.ready()
                text = d.send()
                assert D.decode(text, games).moves == []
                (b if d is a else a).receive(text, games)
                waited += 1
        got = segment(a, b, rnd)
        if got is None:
            break
        got[1].receive(got[2], games)
    assert waited, "the game no longer reaches a device waiting for its cards: pick another"
    assert b.audit(a.audit_link(), games)["ok"]


def test_a_reshuffle_under_another_public_key_is_caught_at_the_first_card_it_deals_or_by_the_audit():
    """A pass whose public key is not the sender's key (another point) is a
    valid point on arrival; the first card the sender then deals from that
    deck carries a proof against its true key and is refused (T4.2), and if
    none is dealt the audit names the key (T5.5)."""
    a, b, (mover, receiver, text) = reshuffle_link("key")
    e = max(set(epochs(mover)) - set(epochs(receiver)))
    g = poker.SECP256K1

    def other_key(groups):
        groups[e][0] = g.to_bytes(g.exp_base(12345)) + groups[e][0][g.element_bytes:]
    receiver.receive(tamper_partials(text, other_key, keep=True), games)
    rnd = random.Random(6)
    try:
        while True:
            got = segment(a, b, rnd)
            if got is None:
                break
            got[1].receive(got[2], games)
    except D.Refused as err:
        assert err.rule in ("T4.2", "T4.3") and err.move > 0
        return
    with pytest.raises(D.Refused) as err:
        receiver.audit(mover.audit_link(), games)
    assert err.value.rule == "T5.5"


# -- a link's cards of a deal in one batch under one proof (link format 13, T4.2) -----------

def taken(a, b, rnd):
    """The game played out at random: each link as it is made and taken,
    (mover, receiver, text)."""
    while (got := segment(a, b, rnd)) is not None:
        got[1].receive(got[2], games)
        yield got


def dealt_pieces(text):
    """The partial decryptions a link carries, by deal: {epoch: bytes}."""
    msg = D.decode(text, games)
    if msg.kind == D.JOIN:                   # the reply: the set-up's cards, of epoch 0 alone
        return {0: msg.partials} if msg.partials else {}
    return {e: parts for e, (_, parts) in unpack_groups(msg.partials, 2).items() if parts}


def batch_link(uid="batch"):
    """Two devices and the first turn link that deals at least two cards of
    one deal (not yet taken), with that deal's number."""
    a, b = start(uid)
    got = until(a, b, random.Random(0), lambda m, r, t: r.match is not None and any(
        len(poker.Batch.from_bytes(m.shared.epochs[e].deck, raw).positions) >= 2
        for e, raw in dealt_pieces(t).items()))
    assert got, "no link dealt two cards at once"
    mover, receiver, text = got
    e = next(e for e, raw in dealt_pieces(text).items()
             if len(poker.Batch.from_bytes(mover.shared.epochs[e].deck, raw).positions) >= 2)
    return a, b, (mover, receiver, text), e


def test_format_13_deals_a_links_cards_of_a_deal_in_one_batch_under_one_proof():
    """T4.2: every piece of dealt cards in a format-13 game (the reply's
    set-up cards, each turn link's, every deal after a reshuffle) is one
    batch: 35 bytes a card and one proof of 64. Each card reaches its
    holder's device alone, and both audits pass."""
    a, b = start("batch-all")
    assert a.format == b.format == 13
    g = poker.SECP256K1
    reply = dealt_pieces(a.messages[1])[0]
    assert len(reply) == 2 * (2 + g.element_bytes) + poker.proof_bytes(g)      # blue's two set-up cards
    assert sorted(a.shared.zero.opened) == sorted(poker.Batch.from_bytes(a.deck, reply).positions)
    rnd = random.Random(2)
    sizes, deals = [], set()
    for mover, receiver, text in taken(a, b, rnd):
        for e, raw in dealt_pieces(text).items():
            ep = receiver.shared.epochs[e]
            batch = poker.Batch.from_bytes(ep.deck, raw)
            assert len(raw) == len(batch.positions) * (2 + g.element_bytes) + poker.proof_bytes(g)
            assert set(batch.positions) <= set(ep.opened)
            sizes.append(len(batch.positions))
            deals.add(e)
    assert max(sizes) >= 2 and len(deals) >= 2, (sizes, deals)
    for d in (a, b):
        st = d.match.state
        for h in st["hands"][d.other]:
            if h not in st.get("taken", []) and h not in st.get("seen", {}).get(d.seat, []):
                assert st["sealed"][h] is None, f"{d.seat} knows {d.other}'s {h}"
    assert b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]


def test_a_tampered_batch_of_dealt_cards_is_refused_and_the_true_link_taken():
    """T4.2: a batch with a card dropped, two cards traded, a card moved to
    a position the rules do not deal the receiver, an element changed, or
    bytes that are no batch, is refused with the move; the true link is
    then taken."""
    a, b, (mover, receiver, text), e = batch_link()
    g = poker.SECP256K1
    size = 2 + g.element_bytes
    first_move = receiver.match.ply + 1
    dealt = poker.Batch.from_bytes(mover.shared.epochs[e].deck, dealt_pieces(text)[e])
    # a position this link does not deal, where the last card's can go in ascending order
    elsewhere = next(j for j in range(dealt.positions[-2] + 1, len(mover.shared.epochs[e].handles))
                     if j != dealt.positions[-1])

    def piece(change):
        def apply(groups):
            groups[e][1] = change(groups[e][1])
        return apply

    def drop(raw):
        return raw[size:]

    def trade(raw):
        return raw[:2] + raw[size + 2:2 * size] + raw[size:size + 2] + raw[2:size] + raw[2 * size:]

    def moved(raw):
        last = len(raw) - poker.proof_bytes(g) - size
        return raw[:last] + elsewhere.to_bytes(2, "big") + raw[last + 2:]

    def changed(raw):
        y = g.exp(int.from_bytes(raw[2:size], "big"), 2)
        return raw[:2] + g.to_bytes(y) + raw[size:]

    def junk(raw):
        return bytes(len(raw))

    def proofs_each(raw):                    # the cards with one proof each, as format 12 sends them
        ep = mover.shared.epochs[e]
        return poker.pack_partials(poker.partial(ep.key, ep.final, j) for j in dealt.positions)

    for change in (drop, trade, moved, changed, junk, proofs_each):
        with pytest.raises(D.Refused) as err:
            receiver.receive(tamper_partials(text, piece(change)), games)
        assert err.value.rule == "T4.2", change.__name__
        assert err.value.move >= first_move
    assert receiver.receive(text, games) == "new"
    assert set(dealt.positions) <= set(receiver.shared.epochs[e].opened)


FORMAT_12_GAME = Path(__file__).parent / "data" / "mini_format12.json"


def test_a_game_begun_in_format_12_goes_on_with_a_proof_a_card():
    """A game of the long scenario saved in format 12 by the code before
    format 13 (26 links, its first reshuffle dealt): both devices restore it
    and play it on to the end in format 12, every dealt card with a proof
    of its own, through another reshuffle; both audits pass. A format-13
    link is refused by it (T1.1), and a new game may still be begun in 12."""
    saved = json.loads(FORMAT_12_GAME.read_text())
    a, b = (D.Duel.restore({**saved[seat], "links": saved["links"]}, games) for seat in ("blue", "grey"))
    assert a.format == b.format == 12 and len(a.messages) == 26
    size = poker.partial_bytes(poker.SECP256K1)
    rnd = random.Random(1)
    deals = set()
    for mover, receiver, text in taken(a, b, rnd):
        assert D.decode(text, games).format == 12
        for e, raw in dealt_pieces(text).items():
            assert len(raw) % size == 0 and poker.unpack_partials(mover.shared.epochs[e].deck, raw)
            deals.add(e)
    assert a.match.result() is not None and len(a.shared.epochs) > 2 and deals
    assert b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]
    old, new = start("mix12", fmt=12)[0], start("mix12")[1]
    with pytest.raises(D.Refused) as err:
        old.receive(new.outgoing(), games)
    assert err.value.rule == "T1.1" and "format" in str(err.value)
    c, _ = start("new12", fmt=12)
    reply = dealt_pieces(c.messages[1])[0]
    assert len(poker.unpack_partials(c.deck, reply)) == 2
