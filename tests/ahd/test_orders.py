"""Standing orders: battle choices made for an absent player, legally, and
carried by links so both sides see them."""

import random

import pytest

from pyapp import ai, games
from pyapp.core import LinkError, link
from pyapp.core.match import Match
from pyapp.games.ahd import GAME


def test_orders_are_validated():
    m = Match(GAME, "campaign", {}, 1)
    m.set_orders("csa", {"targets": "strongest", "retreat": "never"})
    assert m.orders["csa"]["retreat"] == "never"
    for bad in ({"targets": "everyone"}, {"nonsense": "x"}, ["targets"]):
        with pytest.raises(ValueError):
            m.set_orders("csa", bad)
    m.set_orders("csa", None)
    assert "csa" not in m.orders


def play_with_orders(seed, orders, local="union", moves=3000, check=None, chooser=None):
    """The Union plays at random on this device; the CSA's choices in the Union's
    turn come from its orders (``check(state, legal, choice)`` sees each one;
    ``chooser`` is the computer opponent handed in, as the page does), and the
    CSA's own turn is played at random. Returns the match and the auto moves."""
    rnd = random.Random(seed)
    m = Match(GAME, "campaign", {}, seed)
    m.set_orders("csa", orders)
    auto = []
    while m.active() and m.ply < moves:
        role = m.active()[0]
        phasing = "union" if m.state["p"] == "u" else "csa"
        legal = m.legal(role)
        if role == "csa" and phasing == "union":
            choice = GAME.auto_choice(m.state, role, legal, m.orders["csa"], chooser)
            if choice is not None:
                if check:
                    check(m.state, legal, choice)
                m.play(role, choice)
                auto.append(choice)
                continue
        m.play(role, legal[rnd.randrange(len(legal))])
    return m, auto


def test_orders_play_the_defenders_battle_choices_legally():
    m, auto = play_with_orders(3, {"targets": "weakest", "retreat": "outnumbered"})
    assert len(auto) > 10
    # every auto move is an ordinary logged move: the game replays from its link
    again = link.decode(link.encode(m, "whole"), games).match
    assert again.hash() == m.hash()
    assert again.orders == m.orders


def test_follow_orders_plays_until_the_player_must_decide():
    m = Match(GAME, "campaign", {}, 3)
    m.set_orders("csa", {})
    assert m.follow_orders("union") == 0          # no orders left: nothing is played
    m2, auto = play_with_orders(3, {"retreat": "outnumbered"}, moves=400)
    assert m2.follow_orders("csa") == 0           # never for the local side


def test_never_retreat_means_no_retreat_by_orders():
    for seed in (4, 8):
        _, auto = play_with_orders(seed, {"retreat": "never"})
        assert auto and all(a[0] != "retreat" for a in auto)


def test_weakest_and_strongest_targets():
    from pyapp.games.ahd import rules as R

    def strength(st, uid):
        u = st["u"][uid]
        return (R.base_value(u), "mve".index(u[1][0]), -(u[2] & R.DMG))

    def weakest(st, legal, choice):
        if choice[0] == "target":
            options = [a for a in legal if a[0] == "target" and a[1] == choice[1]]
            assert strength(st, choice[2]) == min(strength(st, a[2]) for a in options)

    def strongest(st, legal, choice):
        if choice[0] == "target":
            options = [a for a in legal if a[0] == "target" and a[1] == choice[1]]
            assert strength(st, choice[2]) == max(strength(st, a[2]) for a in options)

    _, auto = play_with_orders(5, {"targets": "weakest"}, check=weakest)
    assert any(a[0] == "target" for a in auto)
    _, auto = play_with_orders(5, {"targets": "strongest"}, check=strongest)
    assert any(a[0] == "target" for a in auto)


def test_orders_do_not_act_for_the_local_player():
    m = Match(GAME, "campaign", {}, 6)
    m.set_orders("union", {"targets": "weakest"})
    assert m.follow_orders("union") == 0


def test_tampered_orders_in_a_link_are_refused():
    m = Match(GAME, "campaign", {}, 7)
    m.set_orders("csa", {"targets": "weakest"})
    m.orders["csa"]["targets"] = "everything"          # bypassing the check
    with pytest.raises(LinkError, match="standing orders"):
        link.decode(link.encode(m, "whole"), games)


def computer(st, role):
    """The computer opponent as the page hands it in: from the role's view only."""
    return ai.choose(GAME, GAME.view(st, role), role, "normal", 0)


def test_the_computer_may_decide_the_covered_choices():
    seen = []
    asked = []

    def legal_choice(st, legal, choice):
        assert choice in legal
        seen.append(choice)

    def chooser(st, role):
        asked.append(role)
        return computer(st, role)

    m, auto = play_with_orders(9, {"decide": "computer"}, moves=1500, check=legal_choice,
                               chooser=chooser)
    assert auto and seen == auto
    assert asked and set(asked) == {"csa"}, "the computer made the covered choices"
    again = link.decode(link.encode(m, "whole"), games).match
    assert again.hash() == m.hash() and again.orders["csa"] == {"decide": "computer"}


def test_without_a_chooser_the_orders_decide():
    # "decide: computer" with no computer handed in (a game never imports
    # it): the orders themselves make each covered choice
    orders = {"decide": "computer", "targets": "strongest"}
    computer_calls = []

    def check(st, legal, choice):
        assert choice in legal
        plain = dict(orders, decide="orders")
        assert choice == GAME.auto_choice(st, "csa", legal, plain)
        computer_calls.append(choice)

    _, auto = play_with_orders(9, orders, moves=1500, check=check)
    assert auto and len(computer_calls) == len(auto)


def test_follow_orders_hands_the_chooser_on():
    asked = []

    def chooser(st, role):
        asked.append(role)
        return computer(st, role)

    m = Match(GAME, "campaign", {}, 11)
    m.set_orders("csa", {"decide": "computer"})
    rnd = random.Random(11)
    while m.active() and m.ply < 2500 and not asked:
        role = m.active()[0]
        if m.follow_orders("union", chooser):
            continue
        if role == "union":
            legal = m.legal(role)
            m.play(role, legal[rnd.randrange(len(legal))])
        else:
            m.play(role, computer(m.state, role))
    assert asked and set(asked) == {"csa"}
    again = link.decode(link.encode(m, "whole"), games).match
    assert again.hash() == m.hash()
