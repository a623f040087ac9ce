"""Decks in core (pyapp/core/cards.py): every operation on a state, as a
card game's rules use it in hotseat and against the computer."""

from __future__ import annotations

import pytest

from pyapp.core import cards, dice
from pyapp.core.errors import Illegal

CARDS = ("a",) * 3 + ("b",) * 4 + ("c",) * 5
ROLES = ("north", "south")


def fresh(seed=1, deck=None):
    deck = deck or cards.Deck("d", CARDS, ROLES)
    st = {"rng": dice.seed_state(seed), "rng_deck": dice.seed_state(seed, "rng_deck"), "sealed": {}}
    deck.setup(st)
    return deck, st


def values(st, handles):
    return [st["sealed"][h] for h in handles]


def test_handles_are_minted_per_epoch_and_read_back():
    deck = cards.Deck("d", CARDS, ROLES)
    assert deck.handle(0, 7) == "d07" and deck.handle(3, 7) == "d3.07"
    assert deck.epoch_of("d07") == 0 and deck.epoch_of("d3.07") == 3
    for bad in ("x07", "d7", "d3.7", "d.07", "d03.", "d0.07", 7, None):
        assert deck.epoch_of(bad) is None
    big = cards.Deck("c", range(130), ROLES)
    assert big.handle(0, 5) == "c005" and big.epoch_of("c1.129") == 1


def test_setup_puts_every_card_under_a_fixed_order_of_handles_and_the_seed_decides_the_values():
    deck, one = fresh(1)
    _, two = fresh(2)
    assert one["deck"] == two["deck"] == [f"d{j:02d}" for j in range(12)]
    assert sorted(values(one, one["deck"])) == sorted(CARDS)
    assert values(one, one["deck"]) != values(two, two["deck"])
    assert deck.check(one) == []


def test_deal_takes_from_the_top_and_stops_when_the_pile_runs_out():
    deck, st = fresh()
    assert deck.deal(st, "north", 2) == ["d11", "d10"]
    assert deck.hand(st, "north") == ["d11", "d10"]
    assert len(deck.deal(st, "south", 20)) == 10 and st["deck"] == []
    assert deck.deal(st, "north") == []
    assert deck.check(st) == []


def test_discard_remove_and_give_move_one_card_from_wherever_it_lies():
    deck, st = fresh()
    deck.deal(st, "north", 3)
    deck.discard(st, "d11")
    deck.remove(st, "d10")
    deck.give(st, "d09", "south")
    deck.remove(st, "d00")                       # from the draw pile
    assert deck.where(st, "d11") == "discard" and deck.where(st, "d10") == "removed"
    assert deck.where(st, "d09") == "south" and deck.where(st, "d00") == "removed"
    assert deck.removed(st) == ["d10", "d00"]
    with pytest.raises(Illegal):
        deck.discard(st, "d99")
    assert deck.check(st) == []


def test_random_picks_use_the_dice_and_leave_an_empty_hand_alone():
    deck, st = fresh()
    deck.deal(st, "south", 4)
    before = st["rng"]
    taken = deck.take_random(st, "north", "south")
    assert st["rng"] != before and st["rng_deck"] == fresh()[1]["rng_deck"]     # the dice, not the deck's stream
    assert taken in deck.hand(st, "north") and len(deck.hand(st, "south")) == 3
    lost = deck.discard_random(st, "south")
    assert deck.discards(st) == [lost]
    assert deck.discard_random(st, "north") is not None
    assert deck.pick(st, "north") is None and deck.take_random(st, "south", "north") is None
    picks = {fresh(s)[0].pick(dict(fresh(s)[1], hands={"north": ["x", "y", "z"], "south": []}), "north")
             for s in range(40)}
    assert picks == {"x", "y", "z"}              # every card of the hand can be picked


def test_top_looks_without_taking():
    deck, st = fresh()
    assert deck.top(st, 3) == ["d11", "d10", "d09"]
    assert len(st["deck"]) == 12 and deck.top(st, 50)[-1] == "d00"


def test_a_reshuffle_of_the_discards_mints_fresh_handles_under_what_is_left():
    deck, st = fresh()
    deck.deal(st, "north", 8)
    for h in deck.hand(st, "north")[:5]:
        deck.discard(st, h)
    deck.remove(st, deck.hand(st, "north")[0])
    gone = deck.discards(st)
    played = sorted(values(st, gone))
    left = list(st["deck"])
    new = deck.reshuffle(st)
    assert new == ["d1.00", "d1.01", "d1.02", "d1.03", "d1.04"] and deck.epoch(st) == 1
    assert st["deck"] == new + left              # under the rest: the rest is drawn first
    assert sorted(values(st, new)) == played and deck.discards(st) == []
    assert not any(h in st["sealed"] for h in gone)      # the old handles leave the state
    assert deck.check(st) == []
    assert deck.deal(st, "south", 4) == left[::-1]
    assert deck.deal(st, "south")[0] == "d1.04"


def test_a_reshuffle_with_the_draw_pile_shuffles_both_and_removed_cards_never_return():
    deck, st = fresh()
    deck.deal(st, "north", 4)
    for h in deck.hand(st, "north")[:3]:
        deck.discard(st, h)
    out = deck.hand(st, "north")[0]
    deck.remove(st, out)
    pool = sorted(values(st, deck.discards(st) + st["deck"]))
    new = deck.reshuffle(st, with_draw=True)
    assert len(new) == 11 and st["deck"] == new and sorted(values(st, new)) == pool
    assert deck.removed(st) == [out] and out in st["sealed"]
    assert deck.check(st) == []


def test_a_reshuffle_draws_from_the_deck_stream_even_where_the_values_are_unknown():
    deck, st = fresh()
    deck.deal(st, "north", 2)
    for h in deck.hand(st, "north"):
        deck.discard(st, h)
    masked = {**st, "sealed": {h: None for h in st["sealed"]}}
    before = masked["rng_deck"]
    new = deck.reshuffle(masked)
    assert masked["rng_deck"] != before           # a random event: undo stops there
    assert values(masked, new) == [None, None]


def test_blind_forgets_the_order_of_the_later_epochs_only():
    deck, st = fresh()
    deck.deal(st, "north", 3)
    for h in deck.hand(st, "north"):
        deck.discard(st, h)
    new = deck.reshuffle(st)
    assert sorted(deck.blind(st, 0)) == sorted(new)
    assert values(st, new) == [None] * 3 and st["sealed"]["d00"] is not None


def test_check_names_what_is_wrong():
    deck, st = fresh()
    bad = {**st, "deck": st["deck"][:-1] + ["d00"]}
    assert any("two places" in e for e in deck.check(bad))
    bad = {**st, "deck": ["d05"] + st["deck"][:5] + st["deck"][6:]}
    assert any("fixed order" in e for e in deck.check(bad))
    bad = {**st, "deck": st["deck"] + ["d2.00"], "sealed": dict(st["sealed"], **{"d2.00": "a"})}
    assert any("not a card" in e for e in deck.check(bad))
    bad = {**st, "sealed": {h: "a" for h in st["sealed"]}}
    assert any("more cards 'a'" in e for e in deck.check(bad))
