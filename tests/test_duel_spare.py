"""Reshuffles dealt ahead (link format 14; docs/TRUST.md T4.6,
pyapp/core/spare.py), proved on the minigame's long scenarios (RULES_NOTES
R10) before For the People relies on them: the next reshuffle's deck is
dealt as a spare in the room turn links leave, a reshuffle takes out of it
the cards it leaves out, nobody learns the new order, both audits stand,
and every tampered piece of a spare is refused at once with T4.6."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from pyapp import games
from pyapp.core import duel as D
from pyapp.core import poker
from pyapp.core import spare as S
from pyapp.core.dueldeck import pack_groups, unpack_groups
from pyapp.games.mini import GAME
from pyapp.games.mini import rules as R
from tests.helpers import forge, play_until, random_segment


def start(uid, scenario="long"):
    key = lambda tag: hashlib.sha256(f"{uid}/{tag}".encode()).digest()  # noqa: E731
    a = D.Duel.create(GAME, scenario, {}, "blue", uid=uid, key=key("a"), fmt=14)
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    return a, b


def spare_pieces(text):
    """A format-14 link's pieces of spare deals: {deal: bytes}."""
    msg = D.decode(text, games)
    if msg.kind != D.TURN:
        return {}
    return {e: spare for e, (_, _, spare) in unpack_groups(msg.partials, 3).items() if spare}


def tamper(text, change):
    msg = D.decode(text, games)
    groups = unpack_groups(msg.partials, 3)
    change(groups)
    msg.partials = pack_groups(groups)
    return forge(msg)


until = play_until


def test_relocating_a_card_under_both_new_keys_finds_it_in_the_new_deal():
    """The item step (``spare.relocate``): a card of one deal, moved by each
    side from its key of that deal to its key of the spare, is the spare's
    element of the same card, whatever order the two sides take."""
    g = poker.SECP256K1
    old = poker.Deck("t:old", 6, g)
    new = poker.Deck("t:new", 6, g, cards_of=old)
    a_old, b_old = poker.Key(b"a" * 16, old), poker.Key(b"b" * 16, old)
    a_new, b_new = poker.Key(b"A" * 16, new), poker.Key(b"B" * 16, new)
    final_old = poker.second_pass(b_old, poker.first_pass(a_old))
    final_new = poker.second_pass(b_new, poker.first_pass(a_new))
    for y in final_old:
        ab = S.relocate(b_old, b_new, S.relocate(a_old, a_new, y))
        ba = S.relocate(a_old, a_new, S.relocate(b_old, b_new, y))
        assert ab == ba and ab in final_new
        # the card is the same one: opened with both new keys it is a card of the old deck
        card = new.card_of(g.exp(g.exp(ab, a_new._inverse), b_new._inverse))
        assert g.exp(g.exp(old.code(card), a_old._x), b_old._x) == y


def test_every_reshuffle_is_dealt_from_its_spare_and_both_audits_stand():
    """T4.6 on the long scenario (hands kept: a reshuffle takes both hands and
    the cards out of the game out of the spare): each reshuffle is a spare
    deal; right after it neither device holds a value of the new draw pile;
    the positions taken out are exactly the cards left out; each card dealt
    is known on its holder's device alone; both audits rebuild every deal."""
    a, b = start("spare-whole")
    rnd = random.Random(1)
    reshuffles = 0
    while (got := random_segment(a, b, rnd)) is not None:
        mover, receiver, text = got
        made = [e for e in mover.shared.epochs if e and e not in receiver.shared.epochs]
        receiver.receive(text, games)
        for e in made:
            reshuffles += 1
            for d in (mover, receiver):
                ep = d.shared.epochs[e]
                assert ep.spare is not None and ep.spare.used is not None
                st = d.match.state
                deck = R.deck_of(st)
                fresh = [h for h in st["deck"] if deck.epoch_of(h) == e]
                assert fresh and all(st["sealed"].get(h) is None for h in fresh), "a device knows the new order"
                left_out = [h for h in deck.handles(st) if deck.epoch_of(h) != e]
                assert sorted(ep.spare.items) == sorted(left_out)
    assert reshuffles >= 2 and a.match.result() is not None
    for d in (a, b):
        st = d.match.state
        for h in st["hands"][d.other]:
            if h not in st.get("taken", []) and h not in st.get("seen", {}).get(d.seat, []):
                assert st["sealed"][h] is None, f"{d.seat} knows {d.other}'s {h}"
        for e, ep in d.shared.epochs.items():
            if e:
                assert ep.final and len([h for h in ep.handles if h]) == len(ep.fresh)
                assert len(ep.handles) - len(ep.fresh) == len(ep.spare.items)
    assert b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]


def test_the_spare_travels_in_the_room_turn_links_leave():
    """T4.6 at For the People's size (the muster scenario's 130 cards): the
    two passes of the next deal go a few elements a link, no turn link
    passing ``SPARE_FILL`` for them, and the spare is whole on both devices
    before the game ends."""
    a, b = start("spare-room", "muster")
    rnd = random.Random(2)
    sizes, whole_at, links = [], None, 0
    while (got := random_segment(a, b, rnd)) is not None:
        mover, receiver, text = got
        links += 1
        if spare_pieces(text):
            sizes.append(len(text))
        receiver.receive(text, games)
        if whole_at is None and a.shared.spare.checked and b.shared.spare.checked:
            whole_at = links
    assert sizes and max(sizes) <= S.SPARE_FILL
    assert whole_at is not None and whole_at < links
    assert a.shared.spare.final == b.shared.spare.final
    assert b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]


def view(sp):
    """What a spare holds, its key by its public part."""
    return {k: v for k, v in vars(sp).items() if k not in ("key", "deck")} | {"key": sp.key.public,
                                                                            "label": sp.deck.label}


def test_a_device_restored_after_reshuffles_dealt_ahead_goes_on_alike():
    a, b = start("spare-restore")
    rnd = random.Random(3)
    restored = 0
    while (got := random_segment(a, b, rnd)) is not None:
        got[1].receive(got[2], games)
        if len(got[0].shared.epochs) > 1 and restored < 3 and len(got[0].messages) % 5 == 0:
            for d in (a, b):
                again = D.Duel.restore(json.loads(json.dumps(d.record())), games)
                assert again.match.state["sealed"] == d.match.state["sealed"]
                assert [view(sp) for sp in again.shared.upcoming] == [view(sp) for sp in d.shared.upcoming]
                assert {e: (ep.handles, ep.opened) for e, ep in again.shared.epochs.items()} == {
                    e: (ep.handles, ep.opened) for e, ep in d.shared.epochs.items()}
            restored += 1
    assert restored >= 1


def spare_link(uid, wanted):
    """Two devices and the first link whose spare pieces satisfy ``wanted``
    (pieces, mover, receiver), not yet taken."""
    for s in range(20):
        a, b = start(f"{uid}{s}")
        got = until(a, b, random.Random(s), lambda m, r, t: bool(spare_pieces(t)) and wanted(spare_pieces(t), m, r))
        if got:
            return a, b, got
    pytest.fail("no link carried such a piece")


def read_piece(receiver, e, piece):
    """A spare piece as ``receiver`` reads it: (public, pass elements, steps)."""
    sp = receiver.shared._spare_of(e)
    theirs = sp.first if sp.leader == receiver.other else sp.final
    return S.unpack_piece(piece, 33, not theirs, 4096)


def test_a_tampered_piece_of_a_spare_is_refused_at_once_and_the_true_one_taken():
    """T4.6: an element that is no point, a piece cut short or with bytes
    after it, a piece of a spare no reshuffle awaits, more pass elements
    than the deck's cards: refused at once with T4.6; the true link then goes in."""
    a, b, (mover, receiver, text) = spare_link("spare-tamper", lambda p, m, r: any(
        p[e][:1] != b"\x00" for e in p))
    e = min(spare_pieces(text))

    def junk(groups):
        raw = bytearray(groups[e][2])
        raw[-1] ^= 0xFF
        raw[-33] = 0x07                                   # no point's first byte
        groups[e][2] = bytes(raw)

    def cut(groups):
        groups[e][2] = groups[e][2][:-5]

    def extra(groups):
        groups[e][2] = groups[e][2] + b"\x00"

    def elsewhere(groups):
        groups[e + 5] = [b"", b"", groups[e][2]]

    def flood(groups):
        size = receiver.shared._spare_of(e).size
        groups[e][2] = S.pack_piece(b"", [poker.SECP256K1.to_bytes(poker.SECP256K1.exp_base(k + 2))
                                          for k in range(size + 1)], [])

    for change in (junk, cut, extra, elsewhere, flood):
        with pytest.raises(D.Refused) as err:
            receiver.receive(tamper(text, change), games)
        assert err.value.rule in ("T4.6", "T4.2"), (change.__name__, err.value)
    assert receiver.receive(text, games) == "new"


def test_a_wrong_step_taking_a_card_out_is_refused_at_once():
    """T4.6: a side's first step of a card left out that is not its card
    under its keys does not land on the spare's final deck: the other side
    refuses it as it makes its own step (or when the final deck is whole)."""
    def has_step(pieces, m, r):
        for e, piece in pieces.items():
            sp = r.shared._spare_of(e)
            if sp is not None and sp.checked and any(sp.lead[i] == m.seat for i, _ in read_piece(r, e, piece)[2]
                                                      if i < len(sp.lead)):
                return True
        return False
    a, b, (mover, receiver, text) = spare_link("spare-step", has_step)
    e = next(e for e, piece in spare_pieces(text).items() if has_step({e: piece}, mover, receiver))

    def other_point(groups):
        public, elements, steps = read_piece(receiver, e, groups[e][2])
        sp = receiver.shared._spare_of(e)
        k = next(k for k, (i, _) in enumerate(steps) if sp.lead[i] == mover.seat)
        steps[k] = (steps[k][0], poker.SECP256K1.to_bytes(poker.SECP256K1.exp_base(12345)))
        groups[e][2] = S.pack_piece(public, elements, steps)

    with pytest.raises(D.Refused) as err:
        receiver.receive(tamper(text, other_point), games)
    assert err.value.rule == "T4.6"
    assert receiver.receive(text, games) == "new"


def test_a_spoiled_spare_is_dropped_and_the_reshuffle_dealt_anew(monkeypatch):
    """T4.6: when a card moved ahead (here every draw pile, as if the game
    said it were settled) comes back into the reshuffle, its place in the
    spare is known: the spare is never dealt from, a new one is dealt for the
    reshuffle, and the game and both audits go on."""
    monkeypatch.setattr(type(GAME), "settled_draw", lambda self, state: True)
    a, b = start("spare-spoiled")
    rnd = random.Random(4)
    while (got := random_segment(a, b, rnd)) is not None:
        got[1].receive(got[2], games)
    attempts = [ep.spare.attempt for e, ep in a.shared.epochs.items() if e]
    assert attempts and max(attempts) >= 1
    assert [ep.spare.attempt for e, ep in b.shared.epochs.items() if e] == attempts
    assert b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]


def test_a_reshuffle_in_the_last_links_with_nothing_dealt_from_it_does_not_fail_the_audit():
    """T5.5: a deal not whole when the game ends (a reshuffle in its last
    links) has dealt nothing: the audit rebuilds the others and skips it."""
    from pyapp.core import commit as C

    def fresh(m, r, t):
        return any(e not in r.shared.epochs for e in m.shared.epochs)
    a, b, (mover, receiver, text) = spare_link("spare-last", lambda p, m, r: fresh(m, r, None))
    pending = [e for e, ep in mover.shared.epochs.items() if not ep.final]
    assert pending, "the reshuffle's deal is whole at once on its maker's device"
    keys = {mover.seat: mover.key, receiver.seat: receiver.key}

    def derive(role, label, n, size=C.VALUE_BYTES):
        return C.derive(keys[role], mover.uid, label, n, size)
    got = mover.shared.audit(derive)
    assert set(got) == {e for e in mover.shared.epochs if e not in pending}
    ep = mover.shared.epochs[pending[0]]
    ep.made[0] = None                                 # had it dealt a card, the audit would fail
    with pytest.raises(D.Refused) as err:
        mover.shared.audit(derive)
    assert err.value.rule == "T5.5"
