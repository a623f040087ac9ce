"""Stonewall's Sword, the sequence of play (7.0): Command Decision (8.0),
Artillery (9.0), the Chit Draw (10.0), Brigade Activation orders (11.0),
End Turn (17.0), the optional arrivals (20.1-20.3) and the scenarios'
special rules that shape the turn (22.1, 22.2)."""

import pytest

from pyapp.games.ss import activation as A
from pyapp.games.ss import data as D
from pyapp.games.ss import model as M
from pyapp.games.ss.rules import GAME

from .position import ev, idle, log_text, play_forced, act, at_draw, battle, blank, drawn, forced, legal, push, put, refused, step, top, verbs


# -- 8.0 Command Decision --------------------------------------------------------------------------------

def command_phase(sc="slaughter", seed=3, options=None):
    st = GAME.setup(sc, options or {}, seed)
    while step(st) != "main":
        st = GAME.apply(st, GAME.active(st)[0], legal(st)[0])
    return st


def test_8_1_the_union_chooses_first_then_the_confederate_unseen():
    st = command_phase()
    st = act(st, "usa", ("main", "u-confident-a"))
    assert GAME.active(st) == ["csa"] and step(st) == "main"
    v = GAME.view(st, "csa")
    assert v["main"] == {"usa": "chosen", "csa": None}
    assert "u-confident-a" not in str(v)                     # the Union's choice is not in the CSA's view
    assert GAME.view(st, "usa")["main"]["usa"] == "u-confident-a"


def test_8_2_two_of_the_other_six_are_set_aside_unseen_by_both():
    st = command_phase()
    st = act(st, "usa", ("main", "u-confident-a"), )
    st = act(st, "csa", ("main", "c-rebel-yell"))
    for side in ("usa", "csa"):
        ex = st["excluded"][side]
        assert len(ex) == 2 and st["main"][side] not in ex
        for role in ("usa", "csa", None):                     # no view names the chits under them
            assert not any(M.chit_of(st, h) in str(GAME.view(st, role)) for h in ex)


def test_8_3_the_cup_is_hidden_but_its_counts_are_not():
    st = command_phase()
    st = act(st, "usa", ("main", "u-confident-a"), )
    st = act(st, "csa", ("main", "c-rebel-yell"))
    v = GAME.view(st, None)
    assert v["cup"]["size"] == len(st["cup"]) == 17
    assert v["cup"]["events"] == {"usa": 5, "csa": 5}
    assert v["cup"]["chits"] == ["cic-usa", "div-augur", "div-ewell", "div-williams", "div-winder", "fog-of-war",
                                 "fortunes-of-war"]


# -- 9.0 Artillery ---------------------------------------------------------------------------------------

def artillery(st):
    st["flow"] = [{"step": "turn", "ph": 2}]
    return push(st, "artillery", who="usa", usa_idle=0)


def no_fire(st):
    """End the Artillery Step without firing or moving (9.1)."""
    return idle(st)


def test_9_1_a_step_activates_every_battery_of_one_hex():
    st = battle("valley", 7)
    artillery(st)
    assert GAME.active(st) == ["usa"] and step(st) == "arty_pick"
    hexes = [a[1] for a in verbs(st, "usa", "battery")]
    assert "1401" in hexes                                   # 9.5: the cavalry is activated like a battery
    st = act(st, "usa", ("battery", "1607"))
    assert "u-knap" in st["art_done"]
    st = no_fire(st)
    assert GAME.active(st) == ["csa"]
    st = act(st, "csa", ("battery", "1914"))                 # Carpenter, Caskie and Poague together
    assert {"c-carpenter", "c-caskie", "c-poague"} <= set(st["art_done"])
    st = no_fire(st)
    assert ("battery", "1607") not in legal(st, "usa")


def test_9_3_the_phase_ends_when_a_union_step_and_the_next_confederate_step_do_nothing():
    st = battle("valley", 7)
    artillery(st)
    st = act(st, "usa", ("pass",), )
    st = act(st, "csa", ("pass",))
    assert step(st) not in ("arty_pick", "artillery")
    assert st["art_done"] == []


def test_9_3_a_confederate_pass_after_a_union_activation_does_not_end_it():
    st = battle("valley", 7)
    artillery(st)
    st = no_fire(act(st, "usa", ("battery", "1607")))
    st = act(st, "csa", ("pass",))
    st = act(st, "usa", ("pass",))                           # a Union step does nothing ...
    assert GAME.active(st) == ["csa"] and step(st) == "arty_pick"   # ... the CSA may still act
    st = no_fire(act(st, "csa", ("battery", "1914")))
    assert GAME.active(st) == ["usa"]


def test_9_3_a_side_that_passes_for_the_phase_is_not_asked_again():
    """A player "who does not want to use his remaining batteries" passes
    for the rest of the phase: the other side's steps go on without asking
    him each time, and the phase ends at the other side's first pass."""
    st = battle("valley", 7)
    artillery(st)
    assert ("pass", "phase") in legal(st, "usa")
    st = act(st, "usa", ("pass", "phase"))
    assert any("no more batteries" in e["en"] for e in GAME.take_events(st))
    st = no_fire(act(st, "csa", ("battery", "1914")))
    assert GAME.active(st) == ["csa"] and step(st) == "arty_pick"      # the Union is not asked
    hexes = [a[1] for a in verbs(st, "csa", "battery")]
    st = no_fire(act(st, "csa", ("battery", hexes[0])))
    assert GAME.active(st) == ["csa"]
    st = act(st, "csa", ("pass",))
    assert step(st) not in ("arty_pick", "artillery") and st["art_done"] == []
    assert GAME.describe(st, ("pass", "phase"), "es").startswith("Pasar hasta el final")


def test_9_3_a_side_with_no_battery_left_passes_without_being_asked():
    st = blank("valley", 7)
    put(st, "u-knap", "1607")
    put(st, "c-poague", "1914")
    artillery(st)
    st = idle(act(st, "usa", ("battery", "1607")))
    st = idle(act(st, "csa", ("battery", "1914")))
    assert step(st) not in ("arty_pick", "artillery")        # both out of batteries: the phase is over


# -- 10.3, 10.7 Division chits ------------------------------------------------------------------------------

def test_10_2_the_confederate_draws_on_odd_turns_and_the_union_on_even():
    from pyapp.games.ss.sequence import drawer
    assert drawer({"turn": 1}) == "csa" and drawer({"turn": 4}) == "usa"


def test_10_7_roll_at_most_the_command_value_is_a_full_activation():
    st = battle("slaughter", 2)
    with drawn(["div-williams"]), forced([4]):               # Williams: CV 4
        at_draw(st, ["div-williams", "fog-of-war"])
    assert step(st) == "pick" and top(st)["kind"] == "full"
    assert sorted(a[1] for a in legal(st, "usa")) == ["crawford", "gordon"]
    st = act(st, "usa", ("brigade", "gordon"))
    assert "gordon" in st["activated"] and step(st) == "order"


def test_10_7_roll_above_it_is_limited_with_no_order():
    st = battle("slaughter", 2)
    with drawn(["div-williams", "fog-of-war"]), forced([5, 3]):
        at_draw(st, ["div-williams", "fog-of-war"])
        assert top(st)["kind"] == "limited"
        st = act(st, "usa", ("brigade", "crawford"))
    # 10.7: a Limited Activation gives no order; the chit went back in the cup (Gordon still to go)
    assert "crawford" in st["activated"]
    assert "Limited" in " ".join(e["en"] for e in GAME.take_events(st))


def test_10_7_the_chit_goes_back_while_a_brigade_of_its_division_is_unactivated():
    st = battle("slaughter", 2)
    st["activated"] = ["crawford"]
    with drawn(["div-williams"]), forced([1]):
        at_draw(st, ["div-williams", "fog-of-war"])
    st = idle(act(st, "usa", ("order", "defend")))           # Gordon, the only one left: no choice to make
    assert "gordon" in st["activated"]
    assert "div-williams" in st["discard"] and "div-williams" not in st["cup"]


def test_10_7_back_in_the_cup_while_one_remains():
    st = battle("slaughter", 2)
    with drawn(["div-williams"]), forced([1]):
        at_draw(st, ["div-williams", "fog-of-war"])
    st = idle(act(st, "usa", ("brigade", "crawford"), ("order", "defend")))
    assert "div-williams" in st["cup"]


# -- 10.6 CiC chits ------------------------------------------------------------------------------------------

def test_10_6_a_cic_chit_may_activate_a_brigade_already_activated_without_flipping_it():
    st = battle("slaughter", 2)
    with drawn(["cic-usa"]):
        at_draw(st, ["cic-usa", "fog-of-war"])
    assert step(st) == "cic"
    assert ("activate", "crawford") in legal(st, "usa") and ("keep", "cic-usa") in legal(st, "usa")
    st = act(st, "usa", ("activate", "crawford"), ("order", "attack"))
    assert "crawford" not in st["activated"]                 # 4.3: a CiC activation never flips the marker
    assert "cic-usa" in st["discard"]


def test_10_6_a_kept_cic_chit_is_played_in_a_later_retained_chit_step():
    st = battle("slaughter", 2)
    with drawn(["cic-usa"]):
        at_draw(st, ["cic-usa", "fog-of-war", "fortunes-of-war"])
    st = act(st, "usa", ("keep", "cic-usa"))
    assert st["held"]["usa"] == ["cic-usa"]
    assert step(st) == "window" and top(st)["window"] == "retained_step"    # 10.1: before the next draw
    st = act(st, "usa", ("play", "cic-usa", "gordon"), ("order", "maneuver"))
    assert st["held"]["usa"] == [] and "cic-usa" in st["discard"]


def test_10_6_a_casualty_cic_chit_rolls_against_its_command_value():
    st = battle("slaughter", 2)
    st["casualty"] = ["cic-usa"]                             # Williams for Banks, CV 3
    with drawn(["cic-usa", "div-williams"]), forced([4, 1]):
        at_draw(st, ["cic-usa", "div-williams"])
    assert "discarded without effect" in log_text(st) and "cic-usa" in st["discard"] and step(st) == "pick"
    st = battle("slaughter", 2)
    st["casualty"] = ["cic-usa"]
    with drawn(["cic-usa"]), forced([3]):
        at_draw(st, ["cic-usa", "fog-of-war"])
    assert step(st) == "cic"


# -- 10.1 the Retained Chit step ---------------------------------------------------------------------------------

def test_10_1_both_will_play_union_announces_first_the_confederate_orders_them():
    st = battle("slaughter", 10)
    st["chits_in"] = []
    st["held"] = {"usa": ["cic-usa"], "csa": ["cic-csa"]}
    at_draw(st, ["fog-of-war"])
    assert GAME.active(st) == ["usa"] and step(st) == "announce"
    st = act(st, "usa", ("will", 1))
    assert GAME.active(st) == ["csa"] and step(st) == "announce"
    st = act(st, "csa", ("will", 1))
    assert GAME.active(st) == ["csa"] and step(st) == "first"
    st = act(st, "csa", ("first", "csa"))
    assert GAME.active(st) == ["csa"] and step(st) == "window"
    st = idle(act(st, "csa", ("play", "cic-csa", "garnett"), ("order", "defend")))
    assert GAME.active(st) == ["csa"] and step(st) == "window"      # any number of chits: asked again
    st = act(st, "csa", ("pass",))
    assert GAME.active(st) == ["usa"] and step(st) == "window"


# -- 10.5 Generic chits ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("chit", ["cic-usa", "fog-of-war", "u-quick-march", "c-rebel-yell"])
def test_10_5a_fortunes_of_war_cancels_an_event_cic_or_fog_of_war(chit):
    st = battle("slaughter", 2)
    with drawn(["fortunes-of-war", chit, "div-williams"]), forced([1]):
        at_draw(st, ["fortunes-of-war", chit, "div-williams"])
    assert "Cancelled by Fortunes of War" in log_text(st)
    assert {ev(st, chit), "fortunes-of-war"} <= set(st["discard"]) and st["held"] == {"usa": [], "csa": []}
    assert step(st) == "pick"                                 # the chit after the cancelled one works


def test_10_5a_a_cancelled_division_chit_marks_a_brigade_activated_and_goes_back():
    st = battle("slaughter", 2)
    with drawn(["fortunes-of-war", "div-augur"]):
        at_draw(st, ["fortunes-of-war", "div-augur", "fog-of-war"])
    assert step(st) == "pick" and top(st)["why"] == "cancelled"
    st = act(st, "usa", ("brigade", "greene"))
    assert st["activated"] == ["greene"] and "div-augur" in st["cup"]


def test_10_5b_fog_of_war_general_casualty_swaps_the_chit_used_when_drawn():
    st = battle("slaughter", 2)                               # turn 2: the Union draws, the CSA rolls
    with drawn(["fog-of-war", "div-williams"]), forced([5, 2, 3]):
        at_draw(st, ["fog-of-war", "div-williams"])
        assert st["casualty"] == ["williams"]
        assert "Crawford (for Williams)" in " ".join(e["en"] for e in GAME.take_events(st))
        assert top(st)["kind"] == "full"                     # roll 3 against Crawford's CV 3
        st = act(st, "usa", ("brigade", "gordon"))


def test_10_5b_a_general_not_in_play_is_a_close_call_and_twice_a_casualty_comes_back():
    from pyapp.games.ss import fog as F
    st = battle("slaughter", 2)
    with forced([6]):
        F.general_casualty(st, "usa")                        # Ricketts: not in play
    assert st["casualty"] == []
    with forced([2, 3]):
        F.general_casualty(st, "usa")
        F.general_casualty(st, "usa")
    assert st["casualty"] == []
    with forced([1]):
        F.general_casualty(st, "csa")                        # Jackson is always in play (10.5b)
    assert st["casualty"] == ["cic-csa"]


# -- 10.8 the worked example ---------------------------------------------------------------------------------------------

def test_10_8_example():
    st = battle("slaughter", 4, options={"bad_day": True})
    st["activated"] = ["crawford"]                           # Crawford was activated earlier this turn
    cup = ["c-rusty-sword", "fortunes-of-war", "div-augur", "c-union-fatigue", "cic-usa", "fog-of-war"]
    with drawn(cup[:5]):
        at_draw(st, cup)
        # Jackson's Rusty Sword: the CSA cannot use it; he plays its Common Event
        assert GAME.active(st) == ["csa"] and step(st) == "event"
        assert ("common", "c-rusty-sword") in legal(st, "csa") and not verbs(st, "csa", "play")
        st = act(st, "csa", ("common", "c-rusty-sword"))
        assert st["parked"]["csa"] == [ev(st, "c-rusty-sword")]
        # Fortunes of War, then Augur's chit: Greene marked Activated, doing nothing, the chit back in the cup
        st = act(st, "usa", ("brigade", "greene"))
        assert "greene" in st["activated"] and "div-augur" in st["cup"]
        # Union Fatigue: the CSA keeps it
        st = act(st, "csa", ("keep", "c-union-fatigue"))
        # Banks: Crawford again, Attack
        st = act(st, "usa", ("activate", "crawford"), ("order", "attack"))
    # the CSA plays Union Fatigue on Crawford: 4 MP -> 2, and a 1 flips a Crawford unit
    assert GAME.active(st) == ["csa"] and step(st) == "window"
    with forced([1]):
        st = act(st, "csa", ("play", "c-union-fatigue"))
    f = next(f for f in st["flow"] if f["step"] == "activation")
    assert A.allowance(st, f, "u-10-me") == 2
    assert step(st) == "flip" and GAME.active(st) == ["usa"]
    st = act(st, "usa", ("flip", "u-46-pa"))
    assert M.is_depleted(st, "u-46-pa")


# -- 11.0 orders and the event windows around them ---------------------------------------------------------------------

def test_11_quick_march_adds_3_mp_to_the_brigade():
    st = battle("slaughter", 2)
    st["held"]["usa"] = [ev(st, "u-quick-march")]
    with drawn(["div-augur"]), forced([1]):
        at_draw(st, ["div-augur", "fog-of-war"])
    st = act(st, "usa", ("brigade", "prince"), ("order", "maneuver"), ("play", "u-quick-march"))
    assert "Prince's Brigade moves with 9 MP" in log_text(st)     # 13.5 example: 6 + 3


def test_11_command_confusion_forces_a_regroup_order():
    st = battle("slaughter", 2)
    st["held"]["csa"] = [ev(st, "c-command-confusion")]
    with drawn(["div-augur"]), forced([1]):
        at_draw(st, ["div-augur", "fog-of-war"])
    st = act(st, "usa", ("brigade", "prince"))
    assert GAME.active(st) == ["csa"] and step(st) == "window"
    st = act(st, "csa", ("play", "c-command-confusion"))
    assert "Prince's Brigade receives a Regroup order" in log_text(st)


def test_11_confident_makes_a_division_activation_full_without_a_roll():
    st = battle("slaughter", 2)
    st["held"]["usa"] = [ev(st, "u-confident-a")]
    with drawn(["div-augur"]):
        at_draw(st, ["div-augur", "fog-of-war"])
        assert step(st) == "window" and top(st)["window"] == "own_division_drawn"
        st = act(st, "usa", ("play", "u-confident-a"))
    assert top(st)["kind"] == "full" and st["lr"] == []


def test_11_no_order_can_be_refused_with_its_section():
    st = battle("slaughter", 2)
    with drawn(["div-augur"]), forced([1]):
        at_draw(st, ["div-augur", "fog-of-war"])
    st = act(st, "usa", ("brigade", "prince"))
    e = refused(st, "usa", ("order", "charge"))
    assert e.rule == "11.1"


# -- 13.8 reinforcements ------------------------------------------------------------------------------------------

def test_13_8_reinforcements_enter_only_with_a_full_activation():
    st = battle("slaughter", 4)
    with drawn(["div-winder"]), forced([6]):                 # Limited
        at_draw(st, ["div-winder", "fog-of-war"])
    st = act(st, "csa", ("brigade", "ronald"))
    assert "ronald" in st["waiting"]
    st = battle("slaughter", 4)
    with drawn(["div-winder"]), forced([1]):
        at_draw(st, ["div-winder", "fog-of-war"])
    st = act(st, "csa", ("brigade", "ronald"))
    assert "ronald" not in st["waiting"]
    assert all(st["pos"][u] == "2218" for u in D.brigade_units("ronald"))


def test_13_8_a_blocked_entry_hex_delays_the_brigade_a_turn():
    st = battle("slaughter", 4)
    del st["pos"]["c-hardy"], st["pos"]["c-pegram"]
    put(st, "u-10-me", "2217")                                 # next to 2218
    with drawn(["div-winder"]), forced([1]):
        at_draw(st, ["div-winder", "fog-of-war"])
    st = act(st, "csa", ("brigade", "ronald"))
    assert st["waiting"]["ronald"] == [5, "2218", 1]


def end_turn(st):
    """The End Turn Phase (the turn's last phase: the next one follows)."""
    st["flow"] = [{"step": "turn", "ph": 4}]
    return push(st, "endturn", stage=0)


# -- 17.0 End Turn ------------------------------------------------------------------------------------------------

def test_17_end_turn_in_order_and_the_next_turn():
    st = blank("slaughter", 3)
    st["activated"] = ["crawford"]
    put(st, "c-1-va", box="1")
    put(st, "c-42-va", box="2")
    put(st, "c-48-va", box="3")
    put(st, "u-10-me", "2114")                               # Newman's Cabin, 4 VP a turn
    st["ctrl"]["2114"] = "usa"
    put(st, "u-46-pa", "2218")                               # a Rear Area hex, 1 VP
    st["vp_usa"] = 10
    end_turn(st)
    assert st["activated"] == []                              # 17.3
    assert st["broken"] == {"c-1-va": "available", "c-42-va": "1", "c-48-va": "2"}   # 17.4, box 1 first
    assert st["vp_usa"] == 10 + 4 + 1                          # 17.2
    assert st["turn"] == 4 and step(st) == "main"             # 17.6: the next turn's Command Decision


def test_17_6_19_the_last_turn_ends_the_game_with_its_victory_level():
    st = blank("valley", 11)
    put(st, "c-1-va", box="available")                        # 1 VA: Fresh 3 SP
    st["vp_usa"] = 30
    st["ctrl"]["1606"] = "csa"                                # the Pike Intersection, 10
    end_turn(st)
    res = GAME.result(st)
    assert res["usa_vp"] == 30 + 3 and res["csa_vp"] == 10
    assert res["winner"] == "usa" and res["level"] == "usa_major" and res["rule"] == "19.3"
    assert GAME.active(st) == []


# -- 20.1-20.3 the optional arrivals ----------------------------------------------------------------------------------


def test_20_1_jackson_track_moves_when_2d6_less_parked_chits_is_at_most_the_turn():
    st = blank("slaughter", 6, options={"bad_day": True})
    st["parked"]["csa"] = ["c-firefight"]
    with forced([4, 3]):                                      # 7 - 1 = 6 <= 6
        end_turn(st)
    assert st["track"]["jackson"] == 1
    st = blank("slaughter", 6, options={"bad_day": True})
    with forced([4, 3]):                                      # 7 > 6
        end_turn(st)
    assert st["track"]["jackson"] == 0


def test_20_1c_jackson_arrives_on_the_last_box_and_releases_forno_and_trimble():
    st = blank("slaughter", 6, options={"bad_day": True})
    st["track"]["jackson"] = 1
    with forced([1, 1]):
        end_turn(st)
    assert "cic-csa" in st["chits_in"] and st["released"] == 1
    assert M.jackson_in_play(st)


def test_22_2_without_bad_day_jackson_comes_on_turn_9_and_with_it_not():
    assert "cic-csa" in M.commander_chits(blank("slaughter", 9))
    assert "cic-csa" not in M.commander_chits(blank("slaughter", 9, options={"bad_day": True}))


def test_20_2_ricketts_arrives_then_a_brigade_each_end_turn():
    st = blank("slaughter", 8, options={"pope": True})
    st["track"]["ricketts"] = 3
    with forced([1, 1]):
        end_turn(st)
    assert "div-ricketts" in st["chits_in"] and st["ricketts_turn"] == 8
    assert step(st) == "ricketts" and GAME.active(st) == ["usa"]
    st = act(st, "usa", ("ricketts", "hartsuff", "2400"))     # a turn later at 2400
    assert st["waiting"]["hartsuff"] == [10, "2400", 0]


def test_20_3_field_rolls_from_the_turn_after_ricketts_chit_went_in_the_cup():
    st = blank("slaughter", 8, options={"pope": True, "hill_rearguard": True})
    st["chits_in"] = ["div-ricketts"]
    st["ricketts"] = ["duryee"]
    st["ricketts_turn"] = 8
    with forced([]):
        end_turn(st)                                          # turn 8: no roll yet
    st = act(st, "usa", ("ricketts", "tower", "1300"))
    st = blank("slaughter", 9, options={"pope": True, "hill_rearguard": True})
    st["chits_in"] = ["div-ricketts"]
    st["ricketts"] = ["duryee", "tower", "hartsuff", "carroll"]
    st["ricketts_turn"] = 8
    with forced([5]):
        end_turn(st)
    assert step(st) == "field"
    st = act(st, "csa", ("field", "3418"))                    # two turns later at 3418
    assert st["waiting"]["field"] == [12, "3418", 0]


# -- 22.1, 22.2 special rules -----------------------------------------------------------------------------------

def test_22_1_union_bombardment_flips_units_of_the_rolled_brigades():
    st = blank("valley", 7)
    st["pos"] = dict(D.SCENARIOS["valley"]["setup"])
    st["flow"] = [{"step": "turn", "ph": 0}]
    from pyapp.games.ss import bombard as BO
    with forced([6, 1, 2, 1, 5]):                             # Garnett 6, Taliaferro 1, Early 2, CSA art 1; rebel 5
        BO.begin(GAME, st)
        from pyapp.games.ss.rules import FLOW
        FLOW.settle(GAME, st)
        st = act(st, "usa", ("flip", "c-1-va"), ("flip", "c-42-va"), ("flip", "c-13-va"))
    st = act(st, "csa", ("flip", "u-knap"), ("flip", "u-best"), ("flip", "u-roemer"))
    assert sorted(st["dep"]) == ["c-1-va", "c-13-va", "c-42-va", "u-best", "u-knap", "u-roemer"]
    assert step(st) == "main"


def test_22_1_turn_7_opening_pick_is_a_full_activation_without_a_roll():
    st = battle("valley", 7)
    at_draw(st, ["div-williams", "div-winder", "fog-of-war"])
    assert step(st) == "opening" and GAME.active(st) == ["usa"]
    assert ("opening", "div-winder") not in legal(st, "usa")   # his own chits only
    st = act(st, "usa", ("opening", "div-williams"))
    assert top(st)["kind"] == "full" and st["lr"] == []
    st = act(st, "usa", ("brigade", "crawford"))
    assert step(st) == "order"


def test_22_2_forno_and_trimble_are_frozen_until_released():
    st = battle("slaughter", 2)
    assert M.division_candidates(st, "ewell") == ["early"]
    st["activated"] = ["early"]
    st["discard"] = ["div-ewell"]
    put(st, "u-10-me", "2905")
    from pyapp.games.ss import model
    model.occupy(st, "u-10-me", "2906")                       # a Union unit enters column 29
    assert st["released"] == 1 and "div-ewell" in st["cup"]
    assert M.division_candidates(st, "ewell") == ["trimble", "forno"]


# -- 10.4 secret held events -----------------------------------------------------------------------------------

@pytest.mark.parametrize("secret", [False, True])
def test_10_4_held_events_are_hidden_from_the_enemy_only_under_the_option(secret):
    st = battle("slaughter", 2, options={"secret_events": secret})
    with drawn(["u-quick-march", "div-williams"]), forced([1]):
        at_draw(st, ["u-quick-march", "div-williams", "fortunes-of-war"])
        assert step(st) == "event" and GAME.active(st) == ["usa"]
        # without the option both see the chit once its owner decides (10.3a)
        assert "u-quick-march" not in str(GAME.view(st, "csa"))
        st = act(st, "usa", ("keep", "u-quick-march"))
        if secret:
            # asked in every window since it holds an event, so a question
            # tells the enemy nothing; with nothing to play, passing is forced
            assert step(st) == "window" and GAME.forced(st, "usa") == ("pass",)
            st = play_forced(st)
    assert step(st) == "pick"
    csa = GAME.view(st, "csa")["chits"]["usa"]["held"]
    assert csa["count"] == 1 and (csa["known"] == []) is secret
    assert ("Quick March" in log_text(st)) is not secret
    assert GAME.view(st, "usa")["chits"]["usa"]["held"]["known"] == ["u-quick-march"]


# -- 9.4f: a battery that retreats from artillery fire has had its activation -------------------------------------

def _battery_under_fire(by_art):
    from pyapp.games.ss import morale as MO
    from pyapp.games.ss import sequence as SQ
    st = blank()
    put(st, "c-carpenter", "2907")
    put(st, "u-knap", "2910")
    st["flow"] = [{"step": "artillery", "who": "usa", "usa_idle": 0}]          # in the Artillery Phase
    assert "c-carpenter" in SQ.arty_units(st, "csa")
    test = {"step": "cohesion", "kind": "fire", "by_art": int(by_art), "firer_hexes": ["2910"]}
    MO.retreat(GAME, st, "c-carpenter", 1, test)
    return st, SQ.arty_units(st, "csa")


def test_9_4f_a_battery_retreating_from_artillery_fire_cannot_be_activated_again_this_phase():
    st, left = _battery_under_fire(True)
    assert "c-carpenter" not in left and "c-carpenter" in st["art_done"]


def test_9_4f_not_after_fire_that_was_not_artillery_fire():
    st, left = _battery_under_fire(False)
    assert "c-carpenter" in left
