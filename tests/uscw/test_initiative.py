"""The Initiative Segment (4.1) and the Special Action hands (18.1-18.2) of
The U.S. Civil War, on a harness game that holds only these steps (the rest
of the game's flow comes later, issue 35)."""

from __future__ import annotations

from collections import Counter

import pytest

from pyapp.core import dice
from pyapp.core.errors import Illegal
from pyapp.games.uscw import hands
from pyapp.games.uscw.initiative import HandLimit, Initiative, allowance, richmond_due
from tests.helpers import forced_calls
from tests.uscw import harness as H


def start(seed=1):
    game = H.harness({"initiative": Initiative(), "hand_limit": HandLimit()})
    state = {"flow": [], "lg": [], "lr": [], "rv": 0, "res": None, "rng": dice.seed_state(seed)}
    hands.blank(state)
    for side in hands.SIDES:
        hands.private_setup(state, side, f"{seed}/{side}".encode())
    game.flow.push(state, "probe")
    return game, state


def initiative(game, state, rolls):
    """The segment run with the dice ``rolls`` (Union, CSA, Union, CSA...)."""
    with forced_calls(dice, "roll", rolls):
        game.flow.push(state, "initiative")
        game.flow.settle(game, state)
    return state["flow"][-1]


def test_the_higher_roll_goes_first_and_both_get_the_difference():
    """4.1.1's example: the Union rolls 5, the Confederacy 3: the Union goes
    first with 2 AP, and the Confederacy then has 2 AP as well."""
    game, state = start()
    got = initiative(game, state, [5, 3])["got"]
    assert got == {"first": "usa", "n": 2, "rolls": [5, 3], "doubles": 0}
    assert allowance(got["n"]) == {"any": 2}
    assert state["lg"][-1]["en"] == ("Initiative: the Union rolls 5, the Confederacy 3. The Union goes first; "
                                     "2 Action Points for each side.")
    assert state["lg"][-1]["es"].startswith("Iniciativa: la Unión saca 5, la Confederación 3. La Unión va primero")
    assert state["lg"][-1]["rule"] == "4.1.1"
    got = initiative(*start(), [2, 6])["got"]
    assert (got["first"], got["n"]) == ("csa", 4)


def test_a_difference_of_one_gives_one_point_in_each_theatre():
    """4.1.3: 1 AP in the East, 1 in the West, 1 in the Trans-Mississippi; no
    other difference is multiplied."""
    game, state = start()
    got = initiative(game, state, [3, 4])["got"]
    assert (got["first"], got["n"]) == ("csa", 1)
    assert allowance(1) == {"east": 1, "west": 1, "tm": 1}
    assert all(allowance(n) == {"any": n} for n in (2, 3, 4, 5))
    assert state["lg"][-1]["rule"] == "4.1.3"
    with pytest.raises(ValueError):
        allowance(0)


def test_doubles_draw_a_card_for_each_side_and_roll_again_as_often_as_they_come():
    """4.1.2: 3-3, then 6-6, then 2-1: each side drew two cards, in secret."""
    game, state = start()
    got = initiative(game, state, [3, 3, 6, 6, 2, 1])["got"]
    assert got["doubles"] == 2 and (got["first"], got["n"]) == ("usa", 1)
    assert [len(hands.hand(state, s)) for s in hands.SIDES] == [2, 2]
    drawn = [e for e in state["lg"] if e["rule"] == "18.2"]
    assert len(drawn) == 4 and all(e["to"] in hands.SIDES for e in drawn)   # each side's own line only
    assert state["rv"] == 2                                                  # undo stops at each draw


def test_a_side_over_five_cards_discards_its_own_choice_before_the_dice_roll_again():
    """18.2 with 4.1.2: doubles when both hold 5 leave each with 6; the Union
    discards first, then the Confederacy, then the dice roll again."""
    game, state = start()
    for side in hands.SIDES:
        hands.draw(state, side, 5)
    top = initiative(game, state, [4, 4])
    assert top["step"] == "hand_limit" and game.active(state) == ["usa"]
    usa, csa = hands.hand(state, "usa"), hands.hand(state, "csa")
    assert game.legal(state, "usa") == [("discard", h) for h in usa]
    with pytest.raises(Illegal) as exc:
        game.apply(state, "usa", ("discard", csa[0]))
    assert exc.value.rule == "18.2"
    game.apply(state, "usa", ("discard", usa[2]))
    assert game.active(state) == ["csa"] and len(hands.hand(state, "usa")) == 5
    with forced_calls(dice, "roll", [1, 5]):
        game.apply(state, "csa", ("discard", csa[0]))
    got = state["flow"][-1]["got"]
    assert (got["first"], got["n"], got["doubles"]) == ("csa", 4, 1)
    assert [len(hands.hand(state, s)) for s in hands.SIDES] == [5, 5]


def test_a_draw_is_a_uniform_pick_among_the_cards_not_in_hand_and_a_used_card_comes_back():
    """18.1: a used card goes back into its deck, dealt anew among the deck's
    handles before the next draw (T3.5), so its shown handle names nothing;
    a draw never gives a card already in hand, and every card of the deck
    is as likely."""
    counts, came_back = Counter(), 0
    for seed in range(400):
        _, state = start(seed)
        held = hands.draw(state, "csa", 5)
        used = hands.card(state, held[0])
        hands.use(state, held[0])
        before = {hands.card(state, h) for h in hands.hand(state, "csa")}
        stirs = state["stirs"]
        new = hands.draw(state, "csa")[0]
        value = hands.card(state, new)
        assert state["stirs"] == stirs + 1                     # the deck was dealt anew first
        assert value not in before and len(hands.hand(state, "csa")) == 5
        counts[value] += 1
        came_back += value == used
        assert not hands.check(state)
    # 11 cards could come each time (15 less the 4 still held): about 36 draws each, the used one among them
    assert 15 <= came_back <= 65, came_back
    assert len(counts) == 15 and max(counts.values()) < 80


def test_the_other_side_sees_handles_and_counts_never_cards():
    _, state = start(3)
    hands.draw(state, "usa", 3)
    assert hands.may_know(state, "csa") & set(hands.hand(state, "usa")) == set()
    assert set(hands.hand(state, "usa")) <= hands.may_know(state, "usa")
    assert hands.SALT["usa"] in hands.may_know(state, "usa") and hands.SALT["usa"] not in hands.may_know(state, "csa")
    # the other device holds no value: a stir there forgets, and moves only the public count
    theirs = {k: (v if k in hands.may_know(state, "csa") else None) for k, v in state["sealed"].items()}
    other = dict(state, sealed=theirs, sa={s: dict(p) for s, p in state["sa"].items()})
    hands.stir(other, "usa")
    assert other["stirs"] == state["stirs"] + 1 and all(other["sealed"][h] is None for h in hands.handles("usa"))


def test_on_to_richmond_is_due_at_a_difference_of_four_or_five_while_richmond_is_confederate():
    assert richmond_due(4, True) and richmond_due(5, True)
    assert not richmond_due(3, True) and not richmond_due(5, False) and not richmond_due(1, True)
