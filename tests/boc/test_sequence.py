"""Badges of Courage, sections 1 (sequence of play), 2.4 and 9.2-9.7 (the time
track, Night turns, when a scenario ends): the initiative (1.1), the five
phases in order (1.2), the Night turn (9.7)."""

import pytest

from pyapp.games.boc import GAME
from pyapp.games.boc import data as D

from .position import act, add, blank, forced, legal, phase, step


def steps_through(st, limit=40):
    """Press "done" (or "show") until the game or the hour moves on; the steps met."""
    seen = []
    for _ in range(limit):
        if not GAME.active(st):
            break
        role = GAME.active(st)[0]
        s = step(st)
        seen.append((role, s))
        lg = legal(st, role)
        a = ("done",) if ("done",) in lg else lg[0]
        st = GAME.apply(st, role, a)
    return st, seen


def end_hour(st, rolls=None):
    """From the second player turn's Supply Phase: end the hour (forcing the next
    initiative roll with ``rolls``)."""
    assert step(st) in ("supply", "nsupply") and st["half"] == 2
    role = GAME.active(st)[0]
    if rolls is None:
        return GAME.apply(st, role, ("done",))
    with forced(rolls):
        return GAME.apply(st, role, ("done",))


# -- 1.1: the initiative --------------------------------------------------------------------------

@pytest.mark.parametrize("sc", ["day1", "sickles", "pickett", "full"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_csa_has_the_initiative_in_a_scenarios_first_turn(sc, seed):
    # 9.2-9.4: "El CSA tiene la iniciativa para el primer turno".
    st = GAME.setup(sc, {}, seed)
    assert st["p1"] == "csa" and GAME.active(st) == ["csa"] and step(st) == "command"
    assert st["lr"] == []                                 # no dice rolled for it
    assert st["t"] == D.turn_index(D.SCENARIOS[sc]["start"])


def test_initiative_is_2d6_the_higher_is_player_1():
    st = blank(t=(1, 10))
    phase(st, "csa", "supply", half=2)
    st = end_hour(st, [6, 6, 1, 2])                       # USA 12, CSA 3
    assert D.TRACK[st["t"]] == (1, 11)
    assert st["p1"] == "usa" and GAME.active(st) == ["usa"] and step(st) == "command"
    st = blank(t=(1, 10))
    phase(st, "usa", "supply", half=2)
    st = end_hour(st, [1, 2, 6, 5])                       # USA 3, CSA 11
    assert st["p1"] == "csa" and GAME.active(st) == ["csa"]


def test_initiative_ties_are_rerolled():
    # 1.1: "En caso de empate, se vuelven a tirar".
    st = blank(t=(1, 10))
    phase(st, "csa", "supply", half=2)
    st = end_hour(st, [3, 4, 5, 2, 4, 4, 2, 6, 1, 1, 2, 2])   # 7-7, 8-8, then USA 2, CSA 4
    assert st["p1"] == "csa"
    assert len(st["lr"]) == 12


def test_the_side_that_moved_second_may_move_first_next_hour():
    # 1.1: two player turns in a row.
    st = blank(t=(1, 10))
    phase(st, "csa", "supply", half=2)                    # the CSA moved second this hour
    st = end_hour(st, [1, 1, 6, 6])
    assert st["p1"] == "csa" and st["side"] == "csa"


def test_fixed_order_option_csa_then_usa_every_hour():
    # opt.fixed: no roll; CSA player turn, then USA.
    st = blank(t=(1, 10), options={"fixed_order": True})
    phase(st, "usa", "supply", half=2)
    st = end_hour(st)                                     # no dice forced: none may be rolled
    assert st["p1"] == "csa" and st["lr"] == []


def test_fixed_order_option_applies_to_night_turns():
    # RULES_NOTES opt.fixed (PROPOSED): Night turns too.
    st = blank(t=(1, 20), options={"fixed_order": True})
    phase(st, "usa", "supply", half=2)
    st = end_hour(st)
    assert D.is_night(st["t"]) and st["p1"] == "csa" and st["lr"] == []


def test_night_turns_roll_initiative_normally():
    # 9.7: "Se tira la iniciativa normalmente".
    st = blank(t=(1, 20))
    phase(st, "csa", "supply", half=2)
    st = end_hour(st, [6, 6, 1, 1])
    assert D.is_night(st["t"]) and st["p1"] == "usa"


def test_day_2_of_the_full_battle_starts_with_an_initiative_roll():
    # 9.5: Day 2 begins "con una tirada de dados para la iniciativa".
    st = blank(t=(1, 0))
    phase(st, "usa", "nsupply", half=2)
    st = end_hour(st, [6, 6, 1, 1])
    assert D.TRACK[st["t"]] == (2, 8) and st["p1"] == "usa"


# -- 1.2: the phases in order -------------------------------------------------------------------------

def test_a_game_turn_is_two_player_turns_of_five_phases():
    st = blank(t=(1, 10))
    add(st, "u-wadsworth-hq", "B8")
    add(st, "c-heth-hq", "Q5")
    phase(st, "csa", "command")
    with forced([1, 1, 6, 6]):                             # the next hour's initiative
        st, seen = steps_through(st, limit=10)
    # (no melee declared: the Melee Phase has nothing to resolve)
    assert seen == [("csa", "command"), ("csa", "fire"), ("csa", "move"), ("csa", "supply"),
                    ("usa", "command"), ("usa", "fire"), ("usa", "move"), ("usa", "supply"),
                    ("csa", "command"), ("csa", "fire")]
    assert D.TRACK[st["t"]] == (1, 11)


def test_melee_phase_comes_between_move_and_supply():
    st = blank(t=(1, 10))
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    add(st, "u-cutler", "B12")
    phase(st, "csa", "command")
    st = act(st, "csa", ("activate", hq, "C13"), ("done",), ("done",), ("attack", att, "B12"), ("done",))
    while step(st) == "show":
        st = act(st, GAME.active(st)[0], ("show",))
    assert step(st) == "melees" and legal(st, "csa") == [("resolve", "B12")]


def test_night_turn_has_only_movement_and_supply():
    # 9.71: no combat at night.
    st = blank(t=(1, 20))
    add(st, "u-wadsworth-hq", "B8")
    add(st, "c-heth-hq", "Q5")
    phase(st, "csa", "supply", half=2)
    st = end_hour(st, [1, 1, 6, 6])                        # the night: CSA first
    assert D.is_night(st["t"])
    with forced([1, 1, 6, 6]):
        st, seen = steps_through(st, limit=4)
    assert seen == [("csa", "move"), ("csa", "nsupply"), ("usa", "move"), ("usa", "nsupply")]
    assert D.TRACK[st["t"]] == (2, 8)


# -- 2.4, 9.2-9.5: the time track and the end of a scenario -------------------------------------

def test_the_time_track():
    # RULES_NOTES 1.0/2.4: day turns 8 AM to 8 PM, a Night turn between days, none after Day 3.
    day = [h for (dd, h) in D.TRACK if dd == 1 and h]
    assert day == list(range(8, 21))
    assert D.TRACK[D.turn_index((1, 20)) + 1] == (1, 0)
    assert D.TRACK[D.turn_index((2, 0)) + 1] == (3, 8)
    assert D.TRACK[-1] == (3, 20)


def test_hour_advances_after_both_player_turns():
    st = blank(t=(1, 14))
    phase(st, "usa", "supply", half=1)
    st = act(st, "usa", ("done",))
    assert D.TRACK[st["t"]] == (1, 14) and st["side"] == "csa" and step(st) == "command"


def test_day1_ends_after_its_8_pm_turn():
    st = blank(t=(1, 20), sc="day1")
    phase(st, "csa", "supply", half=2)
    st = end_hour(st)
    assert GAME.result(st) is not None and GAME.active(st) == []


def test_day1_goes_on_before_8_pm():
    st = blank(t=(1, 19), sc="day1")
    phase(st, "csa", "supply", half=2)
    st = end_hour(st, [6, 6, 1, 1])
    assert GAME.result(st) is None and D.TRACK[st["t"]] == (1, 20)


def test_sickles_folly_ends_after_the_night_turn():
    # 9.3: "acaba despues del Turno Nocturno".
    st = blank(t=(2, 20), sc="sickles")
    phase(st, "csa", "supply", half=2)
    st = end_hour(st, [6, 6, 1, 1])
    assert GAME.result(st) is None and D.is_night(st["t"])
    phase(st, "csa", "nsupply", half=2)
    st = end_hour(st)
    assert GAME.result(st) is not None


def test_pickett_ends_after_day_3_8_pm_no_night_after_day_3():
    # 2.4: "despues del Dia 3 no hay ningun turno de noche" (RULES_NOTES 1.0).
    st = blank(t=(3, 20), sc="pickett")
    phase(st, "csa", "supply", half=2)
    st = end_hour(st)
    assert GAME.result(st) is not None


def test_full_battle_goes_on_into_the_night_after_a_drawn_day():
    st = blank(t=(1, 20), sc="full")
    st["elim"] = {"usa": 5, "csa": 0}                      # 5 VP: a draw on the normal table
    phase(st, "csa", "supply", half=2)
    st = end_hour(st, [6, 6, 1, 1])
    assert GAME.result(st) is None and D.is_night(st["t"])


def test_units_off_the_map_return_at_night_in_the_full_battle():
    # 2.4: a unit that left the map returns in the Night turn as a Night Reinforcement.
    st = blank(t=(1, 20), sc="full")
    h = add(st, "u-cutler", "A9")
    st["off"][h] = st["pos"].pop(h)
    phase(st, "csa", "supply", half=2)
    st = end_hour(st, [1, 1, 6, 6])
    assert h in st["due"] and not st["off"]


def test_units_off_the_map_never_return_in_a_one_day_scenario():
    # 2.4 (RULES_NOTES): Sickles' Folly is a one-day scenario.
    st = blank(t=(2, 20), sc="sickles")
    h = add(st, "u-cutler", "A9")
    st["off"][h] = st["pos"].pop(h)
    phase(st, "csa", "supply", half=2)
    st = end_hour(st, [1, 1, 6, 6])
    assert h not in st["due"]
