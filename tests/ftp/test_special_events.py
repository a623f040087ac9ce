"""For the People: the card events that are rules of their own
(pyapp/games/ftp/specials.py): Forward to Richmond (3), the general
casualties of 4 and 6, Red River (14), Farragut (59), the free reliefs (74,
75, 76, 78), the concentrations (75, 100-103), Galveston (115), Crisis in
the West (122) and Valley Devastation (126); and their steps' actions in
words in English and Spanish (pyapp/games/ftp/special_words.py)."""

import re

import pytest

from pyapp.core.errors import Illegal
from pyapp.games.ftp import battle, events, political, specials
from pyapp.games.ftp import cards as C
from pyapp.games.ftp import model as M
from pyapp.games.ftp.rules import GAME
from tests.ftp import special_plays
from tests.ftp.position import army, blank, forced, gen, hand, play, push, sp, step, top


def _round(st, side, *cards):
    """``side`` holds ``cards`` and its strategy round is on."""
    hand(st, side, *cards)
    push(st, "round", who=side)


def _refusal(st, role, action) -> Illegal:
    with pytest.raises(Illegal) as exc:
        play(st, role, action)
    return exc.value


def _until(st, name, limit=60):
    """Play the first legal action until step ``name`` is on top."""
    for _ in range(limit):
        if step(st) == name:
            return
        who = GAME.active(st)[0]
        play(st, who, GAME.legal(st, who)[0])
    raise AssertionError(f"no {name} step")


# -- 3: Forward to Richmond (5.2 [4.6]) ------------------------------------------------------

def _richmond_position():
    st = blank("1864")                                       # an army converts out of supply from 1864 (5.4)
    army(st, "u_potomac", "fredericksburg", 6, "mcclellan", "burnside")
    return st


def test_the_union_march_goes_by_the_shortest_path_picking_up_nothing_5_2():
    st = _richmond_position()
    sp(st, "union", "fredericksburg", 2)                   # loose SP it may not pick up
    _round(st, "union", 3)
    play(st, "union", ("event", 3))
    assert step(st) == "march" and GAME.legal(st, "union") == [("move", "army", "u_potomac")]
    play(st, "union", ("move", "army", "u_potomac"))
    legal = GAME.legal(st, "union")
    assert ("go", "hanover") in legal                      # Hanover is next to Richmond
    assert not [a for a in legal if a[0] in ("sp", "take", "leave", "stop")]
    assert ("go", "wilderness") not in legal
    why = _refusal(st, "union", ("go", "wilderness"))
    assert why.rule == "5.2" and "shortest path" in why.reason
    assert _refusal(st, "union", ("sp", 8)).rule == "5.2"
    assert _refusal(st, "union", ("stop",)).rule == "5.2"
    play(st, "union", ("go", "hanover"))
    play(st, "union", ("go", "richmond"))
    assert GAME.legal(st, "union") == [("convert",)]        # entering and converting Richmond ends it
    play(st, "union", ("convert",))
    assert GAME.legal(st, "union") == [("stop",)]
    play(st, "union", ("stop",))
    assert M.ctl(st, "richmond") == "union" and st["armies"]["u_potomac"]["sp"] == 6
    assert M.loose_sp(st, "union", "fredericksburg") == 2
    assert step(st) != "move"


def test_the_march_may_leave_one_sp_in_the_fort_it_starts_from_5_2():
    st = _richmond_position()
    st["forts"]["fredericksburg"] = "union"
    _round(st, "union", 3)
    play(st, "union", ("event", 3))
    play(st, "union", ("move", "army", "u_potomac"))
    sps = [a for a in GAME.legal(st, "union") if a[0] == "sp"]
    assert sps == [("sp", 5)]
    play(st, "union", ("sp", 5))
    assert M.loose_sp(st, "union", "fredericksburg") == 1
    assert not [a for a in GAME.legal(st, "union") if a[0] == "sp"]


def test_an_army_under_a_generic_commander_does_not_march_5_2():
    st = blank("1864")
    st["armies"]["u_potomac"].update(at="fredericksburg", sp=6, cmd=None)
    _round(st, "union", 3)
    play(st, "union", ("event", 3))
    assert any("no effect" in e["en"] for e in st["lg"])
    assert st["armies"]["u_potomac"]["at"] == "fredericksburg" and step(st) != "march"


def test_the_csa_play_sets_a_union_card_aside_and_spends_the_union_round_on_the_march_5_2():
    st = _richmond_position()
    hand(st, "union", 9, 10)
    _round(st, "csa", 3, 12)
    rounds_before = st.get("round_no", 0)
    play(st, "csa", ("event", 3))
    assert step(st) == "reveal" and GAME.active(st) == ["union"]          # the Union shows its own card
    h = top(st)["h"]
    play(st, "union", ("discard_picked",))
    assert h in st["discard"] and len(st["hands"]["union"]) == 1
    assert step(st) == "march" and GAME.active(st) == ["union"]
    assert any("strategy round" in e["en"] and "march" in e["en"] for e in st["lg"])
    play(st, "union", ("move", "army", "u_potomac"))
    if step(st) == "window":                                 # 4.2.5: the CSA may answer the activation
        play(st, "csa", ("pass",))
    play(st, "union", ("go", "hanover"))
    play(st, "union", ("go", "richmond"))
    play(st, "union", ("convert",))
    play(st, "union", ("stop",))
    assert st["round_no"] == rounds_before + 2                             # the CSA's round, then the Union's
    assert step(st) == "round" and top(st)["who"] == "csa"                 # the Union's round is spent


def test_the_csa_play_with_no_army_to_march_only_discards_the_card_5_2():
    st = blank("1864")
    army(st, "u_potomac", "washington_dc", 6, "mcclellan", "burnside")    # 4 spaces by rail and road
    st["armies"]["u_potomac"]["at"] = "baltimore"                          # too far
    hand(st, "union", 9, 10)
    _round(st, "csa", 3, 12)
    play(st, "csa", ("event", 3))
    play(st, "union", ("discard_picked",))
    assert any("stays discarded" in e["en"] for e in st["lg"])
    assert step(st) == "round" and top(st)["who"] == "union"               # the Union plays its round as usual


def test_the_csa_may_not_play_richmond_when_the_union_holds_no_card_5_2():
    st = _richmond_position()
    _round(st, "csa", 3)
    assert ("event", 3) not in GAME.legal(st, "csa")
    assert _refusal(st, "csa", ("event", 3)).rule == "5.2"


# -- 4 and 6: general casualties (5.13, 5.7) ---------------------------------------------------

def _mistake_position():
    st = blank("1862")
    army(st, "u_potomac", "manassas", 6, "mcclellan", "burnside", "mcdowell")
    return st


def test_costly_mistake_kills_a_subordinate_drawn_at_random_on_1_to_3_5_13():
    st = _mistake_position()
    subs = [g for g in M.army_gens(st, "u_potomac") if g != "mcclellan"]
    _round(st, "csa", 4)
    play(st, "csa", ("event", 4))
    assert GAME.legal(st, "csa") == [("space", "manassas")]
    with forced([2, 3]):
        play(st, "csa", ("space", "manassas"))
    assert st["gens"][subs[1]] == "dead" and st["gens"][subs[0]] == "A:u_potomac"
    assert st["gens"]["mcclellan"] == "A:u_potomac"


def test_costly_mistake_wounds_on_4_to_6_back_next_turn_5_13():
    st = _mistake_position()
    subs = [g for g in M.army_gens(st, "u_potomac") if g != "mcclellan"]
    _round(st, "csa", 4)
    play(st, "csa", ("event", 4))
    with forced([1, 6]):
        play(st, "csa", ("space", "manassas"))
    assert st["gens"][subs[0]] == f"T{st['turn'] + 1}"


def test_costly_mistake_needs_an_army_with_two_subordinates_5_13():
    st = blank("1862")
    army(st, "u_potomac", "manassas", 6, "mcclellan", "burnside")
    _round(st, "csa", 4)
    play(st, "csa", ("event", 4))
    assert any("no effect" in e["en"] and e["rule"] == "5.13" for e in st["lg"])
    assert st["gens"]["burnside"] == "A:u_potomac"


def test_ambush_kills_a_cavalry_general_outside_an_army_on_1_to_3_5_7():
    st = blank("1862")
    gen(st, "stoneman", "manassas")
    army(st, "u_potomac", "frederick", 6, "mcclellan", "pleasonton")   # a brigade in an army: no target
    _round(st, "csa", 6)
    play(st, "csa", ("event", 6))
    assert GAME.legal(st, "csa") == [("option", 1)] and "Stoneman" in GAME.prompt(st, "csa")["en"]
    with forced([3]):
        play(st, "csa", ("option", 1))
    assert st["gens"]["stoneman"] == "dead" and ["union", st["turn"] + 1] in st["sp_track"]


def test_ambush_fails_on_4_to_6_5_7():
    st = blank("1862")
    gen(st, "stoneman", "manassas")
    _round(st, "csa", 6)
    play(st, "csa", ("event", 6))
    with forced([4]):
        play(st, "csa", ("option", 1))
    assert st["gens"]["stoneman"] == "manassas"


# -- 14: Red River Campaign (5.2 [4.2.3]) ------------------------------------------------------

def test_the_union_never_discards_red_river_and_plays_it_only_for_ops_5_2():
    st = blank("1864")
    _round(st, "union", 14)
    legal = GAME.legal(st, "union")
    assert ("ops", 14) in legal and ("discard", 14) not in legal and ("event", 14) not in legal
    assert _refusal(st, "union", ("discard", 14)).rule == "5.2"
    why = _refusal(st, "union", ("event", 14))
    assert why.rule == "5.2" and "only for its OPS" in why.reason


def test_red_river_costs_the_union_5_sw_without_sp_near_grand_ecore_and_leaves_the_game_5_2():
    st = blank("1864")
    st["sw"]["union"] = [80, "+"]
    _round(st, "union", 14)
    play(st, "union", ("ops", 14))
    h = next(h for h, v in st["sealed"].items() if v == 14)
    assert h in st["removed"]
    play(st, "union", ("none",))
    assert M.sw_value(st, "union") <= 75
    assert any("Grand Ecore" in e["en"] and "SW -5" in e["en"] for e in st["lg"])


def test_red_river_with_sp_at_an_objective_places_a_pc_and_costs_nothing_5_2():
    st = blank("1864")
    st["sw"]["union"] = [80, "+"]
    sp(st, "union", "alexandria", 2)                        # next to Grand Ecore, and an objective
    _round(st, "union", 14)
    play(st, "union", ("ops", 14))
    play(st, "union", ("none",))
    assert M.sw_value(st, "union") == 80
    assert step(st) == "objectives" and ("pc", "alexandria") in GAME.legal(st, "union")
    play(st, "union", ("pc", "alexandria"))
    assert M.ctl(st, "alexandria") == "union"


def test_the_csa_plays_red_river_for_ops_and_it_stays_in_the_deck_5_2():
    st = blank("1864")
    _round(st, "csa", 14)
    play(st, "csa", ("ops", 14))
    h = next(h for h, v in st["sealed"].items() if v == 14)
    assert h in st["discard"] and step(st) == "ops"


# -- 59: Farragut (5.17-5.19) --------------------------------------------------------------

def _farragut_position():
    st = blank("1862")
    sp(st, "union", "fort_pickens", 3)
    return st


def test_farragut_sails_past_an_empty_coastal_fort_and_puts_a_pc_on_the_port_5_17():
    st = _farragut_position()
    _round(st, "union", 59)
    play(st, "union", ("event", 59))
    play(st, "union", ("naval", "fort_pickens"))
    legal = GAME.legal(st, "union")
    assert ("sail", "new_orleans") in legal
    assert ("sail", "st_louis") not in legal                 # past the fort only to strike an enemy port
    play(st, "union", ("sail", "new_orleans"))
    assert M.total_sp(st, "union", "new_orleans") == 3
    assert M.ctl(st, "new_orleans") == "union"               # a PC at once (5.28 D does not hold)
    assert M.ctl(st, "forts_st_philip_jackson") == "union"   # the empty fort follows its port (5.23)


def test_an_ordinary_naval_move_never_passes_a_csa_coastal_fort_5_17():
    st = _farragut_position()
    _round(st, "union", 57)
    play(st, "union", ("event", 57))
    play(st, "union", ("naval", "fort_pickens"))
    assert ("sail", "new_orleans") not in GAME.legal(st, "union")


def test_farragut_never_passes_an_ironclad_or_a_garrison_5_17():
    st = _farragut_position()
    st["ironclads"].append("forts_st_philip_jackson")
    _round(st, "union", 59)
    play(st, "union", ("event", 59))
    play(st, "union", ("naval", "fort_pickens"))
    assert ("sail", "new_orleans") not in GAME.legal(st, "union")
    st["ironclads"].remove("forts_st_philip_jackson")
    sp(st, "csa", "forts_st_philip_jackson", 1)
    assert ("sail", "new_orleans") not in GAME.legal(st, "union")


def test_farragut_ignores_the_first_torpedo_and_assaults_beyond_the_fort_5_19():
    st = _farragut_position()
    sp(st, "csa", "new_orleans", 1)
    st["torpedoes"].append("new_orleans")
    _round(st, "union", 59)
    play(st, "union", ("event", 59))
    play(st, "union", ("naval", "fort_pickens"))
    with forced([6, 1]):
        play(st, "union", ("sail", "new_orleans"))
    assert any("ignores the torpedoes" in e["en"] for e in st["lg"])
    assert any("past a Confederate coastal fort" in e["en"] for e in st["lg"])
    assert M.ctl(st, "new_orleans") == "union" and not M.occupied(st, "csa", "new_orleans")


# -- 74, 75, 76, 78: relief at no political cost (5.8) -----------------------------------------

@pytest.mark.parametrize("n", [74, 76, 78])
def test_an_event_relief_costs_no_strategic_will_5_8(n):
    st = blank("1862")
    army(st, "u_potomac", "manassas", 6, "mcclellan", "burnside")
    before = M.sw_value(st, "union")
    _round(st, "union", n)
    play(st, "union", ("event", n))
    assert ("relieve", "u_potomac", "burnside", "demote") in GAME.legal(st, "union")
    play(st, "union", ("relieve", "u_potomac", "burnside", "demote"))
    assert st["armies"]["u_potomac"]["cmd"] == "burnside" and st["gens"]["mcclellan"] == f"T{st['turn'] + 1}"
    assert M.sw_value(st, "union") == before


def test_an_event_relief_still_pays_for_each_higher_pi_general_passed_over_5_8():
    st = blank("1862")
    army(st, "u_potomac", "manassas", 6, "mcclellan", "pope", "burnside")   # Burnside (6) outranks Pope (4)
    st["sw"]["union"] = [80, "-"]                            # no fates of war (5.30)
    _round(st, "union", 74)
    play(st, "union", ("event", 74))
    play(st, "union", ("relieve", "u_potomac", "pope", "remove"))
    assert st["gens"]["mcclellan"] == "out"
    assert [e["en"] for e in st["lg"] if e["en"].startswith("Union SW")] == [
        "Union SW -2: an army commander relieved; now 78."]


def test_an_event_relief_demotes_or_removes_and_never_reassigns_5_8():
    st = blank("1862")
    army(st, "u_potomac", "washington_dc", 6, "mcclellan", "burnside")
    army(st, "u_tennessee", "baltimore", 6, "halleck", "pope")
    _round(st, "union", 74)
    play(st, "union", ("event", 74))
    reliefs = [a for a in GAME.legal(st, "union") if a[0] == "relieve"]
    assert reliefs and {a[3] for a in reliefs} == {"demote", "remove"} and {len(a) for a in reliefs} == {4}


def test_an_event_may_remove_a_general_who_commands_no_army_5_8():
    st = blank("1862")
    army(st, "u_potomac", "manassas", 6, "mcclellan")
    gen(st, "halleck", "cairo")
    sp(st, "union", "cairo", 1)
    _round(st, "union", 76)
    play(st, "union", ("event", 76))
    assert GAME.legal(st, "union") == [("option", 1)] and "Halleck" in GAME.prompt(st, "union")["en"]
    play(st, "union", ("option", 1))
    assert st["gens"]["halleck"] == "out"


def test_western_concentration_bloc_relieves_only_outside_the_eastern_states_5_8():
    st = blank("1862")
    army(st, "c_northern_virginia", "fredericksburg", 6, "j_e_johnston", "jackson")
    army(st, "c_tennessee", "corinth", 6, "a_s_johnston", "bragg")
    _round(st, "csa", 75)
    play(st, "csa", ("event", 75))
    play(st, "csa", ("option", 1))                          # the relief, not the concentration
    legal = GAME.legal(st, "csa")
    assert ("relieve", "c_tennessee", "bragg", "demote") in legal
    assert not [a for a in legal if a[0] == "relieve" and a[1] == "c_northern_virginia"]
    assert not [a for a in legal if a[0] == "option"]        # 75 removes no general
    why = _refusal(st, "csa", ("relieve", "c_northern_virginia", "jackson", "demote"))
    assert why.rule == "5.8"


# -- concentrations: 75, 100, 101, 102, 103 (5.2 [4.5]) ------------------------------------

_shiloh_position = special_plays.shiloh


def test_shiloh_brings_sp_by_rail_to_a_general_who_must_attack_5_2():
    st = _shiloh_position()
    _round(st, "csa", 100)
    play(st, "csa", ("event", 100))
    assert step(st) == "concentrate" and ("space", "corinth") in GAME.legal(st, "csa")
    assert ("space", "memphis") not in GAME.legal(st, "csa")          # no general there
    play(st, "csa", ("space", "corinth"))
    assert ("from", "memphis") in GAME.legal(st, "csa")
    for _ in range(3):
        play(st, "csa", ("from", "memphis"))
    assert st["armies"]["c_tennessee"]["sp"] == 8 and M.loose_sp(st, "csa", "memphis") == 0
    assert ("move", "army", "c_tennessee") in GAME.legal(st, "csa")
    play(st, "csa", ("move", "army", "c_tennessee"))
    _until(st, "move")
    legal = GAME.legal(st, "csa")
    assert ("stop",) not in legal and ("go", "pittsburg_landing") in legal
    why = _refusal(st, "csa", ("stop",))
    assert why.rule == "5.2" and "attack" in why.reason
    top(st)["used"] = 5                                     # one MP left: only the attack itself
    assert [a for a in GAME.legal(st, "csa") if a[0] == "go"] == [("go", "pittsburg_landing")]
    assert _refusal(st, "csa", ("go", "grand_jct")).rule == "5.2"


def test_an_enemy_that_retreats_before_battle_meets_the_order_to_attack_5_2():
    st = _shiloh_position()
    _round(st, "csa", 100)
    play(st, "csa", ("event", 100))
    play(st, "csa", ("pass",))                               # no rail move: just the activation
    play(st, "csa", ("move", "army", "c_tennessee"))
    _until(st, "move")
    play(st, "csa", ("go", "pittsburg_landing"))
    if step(st) == "intercept":
        play(st, "union", ("pass",))
    assert step(st) == "rbb"
    away = next(a for a in GAME.legal(st, "union") if a[0] == "retreat")
    with forced([1]):
        play(st, "union", away)
    assert step(st) == "move" and M.total_sp(st, "union", "pittsburg_landing") == 0
    assert top(st)["orders"]["attacked"] and ("stop",) in GAME.legal(st, "csa")


def test_a_concentration_battle_exposes_the_army_commander_to_casualties_5_13():
    st = blank("1862")
    army(st, "c_tennessee", "pittsburg_landing", 8, "a_s_johnston", "bragg")
    sp(st, "union", "pittsburg_landing", 3)
    with forced([1, 1]):                                     # an ordinary battle: Bragg alone may fall
        dead = battle.casualties(st, "csa", "union", "pittsburg_landing", True, False, 8, 3, False, False)
    assert dead == ["bragg"]
    st["gens"]["bragg"] = "A:c_tennessee"
    pick = M.gens_at(st, "csa", "pittsburg_landing").index("a_s_johnston") + 1
    st["flow"].append({"step": "move", "orders": {"attack": True, "exposed": True, "attacked": True}})
    with forced([1, pick]):
        dead = battle.casualties(st, "csa", "union", "pittsburg_landing", True, False, 8, 3, False, False)
    assert dead == ["a_s_johnston"] and st["gens"]["a_s_johnston"] == "dead"


def test_seven_days_takes_two_sp_from_one_space_only_5_2():
    st = blank("1862")
    army(st, "c_tennessee", "corinth", 5, "a_s_johnston", "bragg")
    sp(st, "csa", "memphis", 3)
    sp(st, "csa", "tupelo", 3)
    _round(st, "csa", 103)
    play(st, "csa", ("event", 103))
    play(st, "csa", ("space", "corinth"))
    assert {("from", "memphis"), ("from", "tupelo")} <= set(GAME.legal(st, "csa"))
    play(st, "csa", ("from", "tupelo"))
    assert ("from", "memphis") not in GAME.legal(st, "csa")
    assert _refusal(st, "csa", ("from", "memphis")).rule == "5.2"
    play(st, "csa", ("from", "tupelo"))
    assert step(st) == "concentrate" and top(st)["phase"] == "activate"


def test_first_manassas_rails_sp_up_to_five_spaces_only_5_2():
    st = blank("1862")
    army(st, "c_tennessee", "corinth", 5, "a_s_johnston", "bragg")
    sp(st, "csa", "memphis", 2)                              # 2 spaces by rail
    sp(st, "csa", "atlanta", 2)                              # farther than 5
    _round(st, "csa", 102)
    play(st, "csa", ("event", 102))                          # its own-round half: the concentration
    play(st, "csa", ("space", "corinth"))
    sources = [a[1] for a in GAME.legal(st, "csa") if a[0] == "from"]
    assert "memphis" in sources and "atlanta" not in sources
    why = _refusal(st, "csa", ("from", "atlanta"))
    assert why.rule == "5.2" and "up to 5 spaces" in why.reason


def test_the_concentration_space_lies_in_an_originally_confederate_state_5_2():
    st = blank("1862")
    army(st, "u_potomac", "washington_dc", 6, "mcclellan", "burnside")
    _round(st, "union", 103)
    play(st, "union", ("event", 103))
    assert ("space", "washington_dc") not in GAME.legal(st, "union")
    assert _refusal(st, "union", ("space", "washington_dc")).rule == "5.2"


# -- 115: Galveston (5.23) -------------------------------------------------------------------

def test_galveston_retakes_a_coastal_fort_the_union_holds_empty_5_23():
    st = blank("1862")
    assert M.ctl(st, "fort_monroe") == "union"
    sp(st, "csa", "norfolk", 2)
    _round(st, "csa", 115)
    play(st, "csa", ("event", 115))
    assert GAME.legal(st, "csa") == [("from", "norfolk")]
    play(st, "csa", ("from", "norfolk"))
    assert M.ctl(st, "fort_monroe") == "csa" and M.loose_sp(st, "csa", "fort_monroe") == 1
    assert M.loose_sp(st, "csa", "norfolk") == 1


def test_galveston_does_nothing_while_union_sp_hold_the_fort_5_23():
    st = blank("1862")
    sp(st, "csa", "norfolk", 2)
    sp(st, "union", "fort_monroe", 1)
    _round(st, "csa", 115)
    play(st, "csa", ("event", 115))
    assert M.ctl(st, "fort_monroe") == "union" and any("no effect" in e["en"] for e in st["lg"])


# -- 122: Crisis in the West ---------------------------------------------------------------------

def test_crisis_in_the_west_sends_a_csa_army_from_virginia_west_5_2():
    st = blank("1862")
    army(st, "c_northern_virginia", "fredericksburg", 6, "j_e_johnston")
    army(st, "c_tennessee", "richmond", 5, "a_s_johnston")
    _round(st, "union", 122)
    play(st, "union", ("event", 122))
    assert GAME.active(st) == ["csa"]                        # the CSA picks the army and the place
    play(st, "csa", ("space", "richmond"))
    legal = GAME.legal(st, "csa")
    assert ("to", "memphis") in legal and ("to", "atlanta") not in legal   # Georgia is not on the card
    play(st, "csa", ("to", "memphis"))
    assert st["armies"]["c_tennessee"]["at"] == "memphis" and st["gens"]["a_s_johnston"] == "A:c_tennessee"


def test_crisis_in_the_west_needs_two_csa_armies_in_virginia_5_2():
    st = blank("1862")
    army(st, "c_northern_virginia", "fredericksburg", 6, "j_e_johnston")
    _round(st, "union", 122)
    assert _refusal(st, "union", ("event", 122)).rule == "5.2"


# -- 126: Valley Devastation (5.24) ---------------------------------------------------------------

def test_valley_devastation_destroys_the_valley_and_its_supply_5_24():
    st = blank("1862")
    for s in C.SHENANDOAH:
        sp(st, "union", s, 1)
    _round(st, "union", 126)
    play(st, "union", ("event", 126))
    assert set(C.SHENANDOAH) <= set(st["rc_dead"])
    for s in C.SHENANDOAH:                                   # the CSA takes the Valley back: no supply
        M.add_sp(st, "union", s, -1)
        M.set_ctl(st, s, "csa")
    assert not political._shenandoah_supply(st, "csa", "staunton")


def test_valley_devastation_needs_union_infantry_in_all_three_spaces_5_24():
    st = blank("1862")
    sp(st, "union", "winchester_va", 1)
    _round(st, "union", 126)
    assert _refusal(st, "union", ("event", 126)).rule == "5.2"


# -- what every special card shares ------------------------------------------------------------

def test_every_special_kind_is_played_by_the_engine():
    keys = {node[1] for card in C.CARDS.values() for node in C.nodes(card.effect) if node[0] == "special"}
    assert keys - specials.KINDS == {"detached_cavalry"}       # card 105's battle half: interrupts.py
    for n in (3, 4, 6, 14, 59, 74, 75, 76, 78, 100, 101, 102, 103, 115, 122, 126):
        assert events.built(n), n


def test_the_orders_leave_an_ordinary_move_alone():
    st = _shiloh_position()
    _round(st, "csa", 12)
    play(st, "csa", ("ops", 12))
    play(st, "csa", ("move", "army", "c_tennessee"))
    _until(st, "move")
    assert ("stop",) in GAME.legal(st, "csa") and "orders" not in top(st)


# -- the steps' actions in words (pyapp/games/ftp/special_words.py) --------------------------------

def _generic(st, action, lang):
    """The words ``describe`` gives an action with no step on top."""
    return GAME.describe(dict(st, flow=[]), action, lang)


def _own_words_expected(st, action) -> bool:
    """Whether ``action`` of the step on top has words of its own: every
    action of a special step; in a move under card 3's orders every action,
    under a concentration's the attack; in Farragut's naval move the port
    and the call-off; card 75's effects."""
    f = top(st)
    k = f["step"]
    if k in ("march", "concentrate", "casualty", "relief", "objectives", "galveston", "crisis", "evchoice"):
        return True
    if k == "move" and "toward" in (f.get("orders") or {}):
        return True
    if k == "move" and (f.get("orders") or {}).get("attack") and action[0] == "go":
        return M.occupied(st, "union", action[1])
    return k == "naval" and action[0] in ("naval", "sail", "stop")


def test_every_action_of_the_special_steps_has_words_of_its_own_in_both_languages():
    english_terms = re.compile(r"\b(SP|OPS|PCs?|SW|MP)\b")
    seen = set()
    for name, m in special_plays.plays():
        st = m.state
        role = GAME.active(st)[0]
        for action in GAME.legal(st, role):
            if not _own_words_expected(st, action):
                continue
            seen.add(top(st)["step"])
            for lang in ("en", "es"):
                words = GAME.describe(st, action, lang)
                assert words and words != _generic(st, action, lang), (name, action, lang, words)
                assert not words.startswith(("Choose ", "Elegir ", "Option ", "Opción ")), (name, words)
            assert not english_terms.search(GAME.describe(st, action, "es")), (name, action)
    assert seen >= {"march", "move", "concentrate", "casualty", "relief", "objectives", "galveston", "crisis",
                    "evchoice", "naval"}


def test_the_words_say_what_each_choice_does():
    said = {}
    for name, m in special_plays.plays():
        for action in GAME.legal(m.state, GAME.active(m.state)[0]):
            said.setdefault((name, top(m.state)["step"], top(m.state).get("phase"), action), (
                GAME.describe(m.state, action, "en"), GAME.describe(m.state, action, "es")))
    expect = {
        ("concentration", "concentrate", "space", ("space", "corinth")):
            ("Concentrate at Corinth (A. S. Johnston, Polk, Bragg)",
             "Concentrar en Corinth (A. S. Johnston, Polk, Bragg)"),
        ("concentration", "concentrate", "rail", ("from", "memphis")):
            ("Rail 1 SP from Memphis to Corinth (1 of 5)", "Llevar 1 UM por ferrocarril de Memphis a Corinth (1 de 5)"),
        ("concentration", "concentrate", "activate", ("move", "army", "c_tennessee")):
            ("Activate the Army of Tennessee: it must try to attack",
             "Activar el Ejército de Tennessee: debe intentar atacar"),
        ("march", "move", None, ("go", "hanover")):
            ("March towards Richmond by Hanover", "Marchar hacia Richmond por Hanover"),
        ("march", "move", None, ("go", "richmond")): ("March into Richmond", "Entrar en Richmond"),
        ("relief", "relief", None, ("relieve", "u_potomac", "burnside", "demote")):
            ("Relieve McClellan: Burnside takes command of the Army of the Potomac, McClellan demoted (back next "
             "turn); no SW lost", "Relevar a McClellan: Burnside toma el mando del Ejército del Potomac y McClellan "
             "queda degradado (vuelve el turno siguiente); sin perder VP"),
        ("relief", "relief", None, ("relieve", "u_potomac", "pope", "remove")):
            ("Relieve McClellan: Pope takes command of the Army of the Potomac, McClellan removed from the game; "
             "SW -2 for higher-PI generals passed over", "Relevar a McClellan: Pope toma el mando del Ejército del "
             "Potomac y McClellan queda retirado del juego; VP -2 por generales de más influencia postergados"),
        ("ambush", "casualty", None, ("option", 2)):
            ("Ambush Stoneman at Manassas: killed on 1-3, his brigade lost",
             "Emboscar a Stoneman en Manassas: muere con 1-3 y su brigada se pierde"),
        ("galveston", "galveston", None, ("from", "norfolk")):
            ("Retake Fort Monroe with 1 SP from Norfolk (and a PC)",
             "Recuperar Fort Monroe con 1 UM de Norfolk (y un CP)"),
        ("crisis", "crisis", None, ("to", "memphis")):
            ("Place the Army of Tennessee at Memphis", "Colocar el Ejército de Tennessee en Memphis"),
    }
    for key, words in expect.items():
        assert said[key] == words, (key, said.get(key))


def test_the_words_fall_back_on_a_frame_of_another_shape():
    for frame in ({"step": "relief"}, {"step": "concentrate", "phase": "rail"}, {"step": "casualty", "key": "x"}):
        assert GAME.describe({"flow": [frame]}, ("option", 1), "en") == "Option 1"
    assert GAME.describe({"flow": "junk"}, ("done",), "es") == "Hecho"
