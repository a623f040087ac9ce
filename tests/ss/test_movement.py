"""Stonewall's Sword, Movement (13.0): allowances (13.2), terrain costs and
the one-hex minimum (13.3), roads and March Column with the 8-SP limit at
every moment (13.5, 6.1c), engaging (13.6), leaving the map (13.9),
Skirmish Order's movement and screen (18.1-18.2); the 13.5 and 18.2 examples."""

from fractions import Fraction

import pytest

from pyapp.games.ss import board as B
from pyapp.games.ss import model as M
from pyapp.games.ss import movement as MV
from pyapp.games.ss.rules import GAME

from .position import act, blank, forced, legal, log_text, push, put, step, top


def frame(brigade, order, bonus=0, divisor=1):
    return {"who": "usa" if brigade in ("prince", "crawford", "geary") else "csa", "mode": "brigade",
            "brigade": brigade, "order": order, "mp_bonus": bonus, "mp_divisor": divisor, "done": [],
            "mover": None, "spent": [0, 1], "path": []}


def moving(st, f):
    return push(st, "move", **f)


# -- 13.5 the examples ---------------------------------------------------------------------------------------

def test_13_5_example_3_md_maneuver_and_quick_march():
    st = blank()
    put(st, "u-3-md", "2206")
    f = frame("prince", "maneuver", bonus=3)
    assert MV.allowance(st, f, "u-3-md") == 9
    path = ["2206", "2207", "2208", "2209", "2109", "2110"]
    costs = [MV.cost(st, f, "u-3-md", a, b) for a, b in zip(path, path[1:])]
    assert costs == [2, 2, 3, 1, 1]                         # Cornfield, Cornfield, Cornfield + upslope, Clear, Clear
    moving(st, f)
    for b in path[1:]:
        st = act(st, "usa", ("step", "u-3-md", b))
    assert st["pos"]["u-3-md"] == "2110" and "u-3-md" in top(st)["done"]


def test_13_5_example_3_md_may_not_enter_2110_next_to_an_enemy_under_maneuver():
    st = blank()
    put(st, "u-3-md", "2109")
    put(st, "c-5-va", "2211")
    f = frame("prince", "maneuver", bonus=3)
    assert "2110" not in MV.steps(st, f, "u-3-md")
    assert "2110" in MV.steps(st, frame("prince", "attack"), "u-3-md")     # 13.6: Attack may engage


def test_13_5_example_5_va_woods_and_steep_slope():
    st = blank()
    put(st, "c-5-va", "1618")
    f = frame("ronald", "maneuver")
    assert MV.cost(st, f, "c-5-va", "1618", "1517") == 2
    assert MV.cost(st, f, "c-5-va", "1517", "1516") == 4


def test_13_5b_example_111_pa_pays_woods_into_a_full_road_hex_then_the_road():
    st = blank()
    put(st, "u-111-pa", "1709")
    put(st, "u-3-md", "1610")
    f = frame("prince", "attack")
    assert B.road_connected("1709", "1610") and B.road_connected("1610", "1510")
    assert MV.cost(st, f, "u-111-pa", "1709", "1610") == 2            # 6 + 6 > 8: Woods, not the road
    moving(st, f)
    st = act(st, "usa", ("step", "u-111-pa", "1610"))
    assert ("halt",) not in legal(st, "usa")                            # 6.1: it could not stop there
    prompt = GAME.prompt(st, "usa")                                     # and the prompt says so (issue 32)
    assert "may not halt here" in prompt["en"] and "or halt" not in prompt["en"] and prompt["rule"] == "6.1"
    assert MV.cost(st, top(st), "u-111-pa", "1610", "1510") == 1        # the road, whatever the Steep Slope
    st = act(st, "usa", ("step", "u-111-pa", "1510"))
    assert st["pos"]["u-111-pa"] == "1510"


def test_13_5a_march_column_half_mp_on_the_pike_under_maneuver_only():
    a, b = next((x, y) for x in B.HEXES for y in B.neighbours(x) if B.road_class(x, y) == "pike")
    st = blank()
    put(st, "c-5-va", a)
    assert MV.cost(st, frame("ronald", "maneuver"), "c-5-va", a, b) == Fraction(1, 2)
    assert MV.cost(st, frame("ronald", "attack"), "c-5-va", a, b) == 1


# -- 13.3 the one-hex minimum, 13.2 Regroup ---------------------------------------------------------------------

def test_13_3_a_unit_may_always_move_one_hex():
    st = blank()
    put(st, "c-5-va", "1517")
    f = frame("ronald", "defend")                                       # 2 MP
    assert "1516" in MV.steps(st, f, "c-5-va")                          # costs 4
    moving(st, f)
    st = act(st, "csa", ("step", "c-5-va", "1516"))
    assert st["pos"]["c-5-va"] == "1516" and "c-5-va" in top(st)["done"]


def test_13_2_regroup_never_moves():
    st = blank()
    put(st, "c-5-va", "2907")
    assert MV.movers(st, frame("ronald", "regroup")) == []


# -- 13.6 engaging, artillery ---------------------------------------------------------------------------------------

def test_13_6_artillery_may_not_move_within_two_hexes_of_the_enemy():
    st = blank()
    put(st, "c-carpenter", "2907")
    put(st, "u-5-ct", "2911")
    f = {"who": "csa", "mode": "artillery", "units": ["c-carpenter"], "done": [], "mover": None, "spent": [0, 1],
         "path": []}
    hexes = MV.steps(st, f, "c-carpenter")
    assert "2908" in hexes and "2909" not in hexes                   # 2909 is two hexes from 2911
    for h in hexes:
        assert B.distance(h, "2911") > 2


def test_9_4a_artillery_enters_woods_only_along_a_road():
    st = blank()
    woods = next(h for h in B.HEXES if B.woods(h) and any(not B.woods(n) and not B.road_connected(n, h)
                                                           for n in B.neighbours(h)))
    frm = next(n for n in B.neighbours(woods) if not B.woods(n) and not B.road_connected(n, woods))
    put(st, "c-carpenter", frm)
    f = {"who": "csa", "mode": "artillery", "units": ["c-carpenter"], "done": [], "mover": None, "spent": [0, 1],
         "path": []}
    assert MV.cost(st, f, "c-carpenter", frm, woods) is None


# -- 13.9 leaving the map ------------------------------------------------------------------------------------------

def test_13_9_leaving_the_map_for_good_not_eliminated():
    st = blank()
    put(st, "c-5-va", "2218")                                           # a west edge hex
    moving(st, frame("ronald", "attack"))
    st = act(st, "csa", ("exit", "c-5-va"))
    assert st["off"] == ["c-5-va"] and "c-5-va" not in st["pos"] and "c-5-va" not in st["broken"]


# -- 18.1-18.2 Skirmish Order -----------------------------------------------------------------------------------------

def test_18_1_skirmish_order_pays_1_mp_a_hex_and_may_not_engage():
    st = blank()
    put(st, "u-8-us", "2208")
    st["so"] = ["u-8-us"]
    f = frame("prince", "attack")
    assert MV.cost(st, f, "u-8-us", "2208", "2209") == 1                # Cornfield and upslope: 1
    put(st, "c-5-va", "2211")
    assert "2110" not in MV.steps(st, f, "u-8-us") and "2210" not in MV.steps(st, f, "u-8-us")


def test_18_1_leaving_skirmish_order_costs_2_mp():
    st = blank()
    put(st, "u-8-us", "2907")
    st["so"] = ["u-8-us"]
    moving(st, frame("prince", "attack"))
    st = act(st, "usa", ("leave_so", "u-8-us"))
    assert st["so"] == [] and MV.spent(top(st)) == 2


def test_18_2_example_the_screen_withdraws_and_33_nc_cannot_follow():
    # 8 US in Skirmish Order in a Cornfield (2207); 33 NC, Attack order (4 MP), moves next to it
    # into a Clear hex (2106) paying 1 + 1; 8 US withdraws one hex into another Cornfield hex;
    # following it would cost 2 + 1 = 3 with 2 MP left.
    assert B.terrain("2207") == "cornfield" and B.terrain("2106") == "clear" and B.terrain("2105") == "clear"
    st = blank()
    put(st, "u-8-us", "2207")
    st["so"] = ["u-8-us"]
    put(st, "c-33-nc", "2105")
    f = frame("branch", "attack")
    assert MV.cost(st, f, "c-33-nc", "2105", "2106") == MV.terrain_cost("c-33-nc", "2105", "2106") + 1 == 2
    moving(st, f)
    st = act(st, "csa", ("step", "c-33-nc", "2106"))
    if step(st) == "screen":
        cands = [a[2] for a in legal(st, "usa")]
        corn = [h for h in cands if B.terrain(h) == "cornfield"]
        st = act(st, "usa", ("withdraw", "u-8-us", (corn or cands)[0]))
    new = st["pos"]["u-8-us"]
    assert B.distance(new, "2106") == 2 and not M.enemy_adjacent(st, new, "usa")
    assert "2207" not in MV.steps(st, top(st), "c-33-nc")             # 2 + 1 > the 2 MP left


# -- 13.7 Disengagement Fire -----------------------------------------------------------------------------------------

def test_13_7_leaving_an_enemy_adjacent_hex_draws_fire_at_half_sp_first():
    from pyapp.games.ss import fire as FI
    st = blank()
    put(st, "c-5-va", "2907")
    put(st, "u-5-ct", "2908")                                    # 9 SP, next to 5 VA
    moving(st, frame("ronald", "attack"))
    st = act(st, "csa", ("step", "c-5-va", "2906"))
    assert step(st) == "fire" and GAME.active(st) == ["usa"] and top(st)["mode"] == "disengage"
    assert st["pos"]["c-5-va"] == "2907"                          # it waits for the fire
    assert FI.strength(st, ["u-5-ct"], "2907", scale=FI.scale_of(top(st)))[0] == Fraction(9, 2)
    st = act(st, "usa", ("done",))                                 # the Union lets it go
    assert st["pos"]["c-5-va"] == "2906"


def disengage_setup():
    st = blank()
    put(st, "c-5-va", "2907")
    put(st, "c-2-va", "2907")
    put(st, "u-10-me", "2908")
    put(st, "u-5-ct", "2908")
    moving(st, frame("ronald", "attack"))
    st = act(st, "csa", ("step", "c-2-va", "2906"))
    return act(st, "usa", ("fire", "u-10-me", "2907"))


def test_13_7_the_mover_is_the_lead_unit_fired_on_it_goes_on():
    st = disengage_setup()
    with forced([1, 1]):                                           # (9 + 9) / 2 = 9: column 8-9, roll 11
        st = act(st, "usa", ("join", "u-5-ct"))                    # nobody else may join: it fires
    assert "column 8-9" in log_text(st) and "Lead Unit 2 VA" in log_text(st)
    assert st["pos"]["c-2-va"] == "2906"


def test_13_7_a_retreat_result_cancels_the_move_others_in_the_hex_untouched():
    st = disengage_setup()
    with forced([6, 6, 1, 5]):                                     # 66 on 8-9 against CR 5: Difficult; MH R2
        st = act(st, "usa", ("join", "u-5-ct"))
        while step(st) == "retreat_to":
            st = act(st, "csa", legal(st, "csa")[0])
    assert M.marker(st, "c-2-va") == M.SHAKEN and M.marker(st, "c-5-va") == 0
    assert B.distance(st["pos"]["c-2-va"], "2907") >= 2
    assert "c-2-va" in top(st)["done"] and top(st)["mover"] is None   # its move is over


def test_15_4_13_7_a_retreat_is_fired_on_after_its_first_hex_only():
    st = blank()
    put(st, "c-5-va", "2907")
    put(st, "u-5-ct", "2908")                                      # next to 2907: it caused the retreat
    f = {"who": "csa", "unit": "c-5-va", "origin": "2907", "n": 3, "path": ["2907"], "cause": ["2908"]}
    st["flow"] = [{"step": "turn", "ph": 4}]
    push(st, "retreat", **f)
    assert not any(g["step"] == "fire" for g in st["flow"])       # the first hex: no fire
    st = blank()
    put(st, "c-5-va", "2906")
    put(st, "u-10-me", "2806")                                     # next to 2906 only
    assert B.distance("2806", "2906") == 1 and B.distance("2806", "2907") == 2
    f = dict(f, path=["2907", "2906"])
    st["flow"] = [{"step": "turn", "ph": 4}]
    push(st, "retreat", **f)
    assert step(st) == "fire" and top(st)["mode"] == "disengage" and top(st)["hex"] == "2906"


@pytest.mark.parametrize("fire", [False, True])
def test_15_4_13_7_a_retreat_goes_on_after_the_disengagement_fire_at_it(fire):
    # regression: the retreat took the Fire step's result (the units that fired) for its next hex
    st = blank()
    put(st, "c-5-va", "2906")
    put(st, "u-10-me", "2806")                                     # next to 2906 only
    f = {"who": "csa", "unit": "c-5-va", "origin": "2907", "n": 3, "path": ["2907", "2906"], "cause": ["2908"]}
    st["flow"] = [{"step": "turn", "ph": 4}]
    push(st, "retreat", **f)
    assert step(st) == "fire" and top(st)["mode"] == "disengage"
    if fire:
        with forced([1, 1]):                                       # roll 11: no effect on this column
            st = act(st, "usa", ("fire", "u-10-me", "2906"))
    else:
        st = act(st, "usa", ("done",))
    while step(st) == "retreat_to":
        st = act(st, "csa", legal(st, "csa")[0])
    assert not any(g["step"] in ("retreat", "fire") for g in st["flow"])
    assert "c-5-va" in st["broken"] or B.distance(st["pos"]["c-5-va"], "2907") >= 3


def test_18_2_a_fog_of_war_move_next_to_a_skirmisher_makes_it_withdraw():
    # 10.5b moves a unit like any other move: 18.2 applies "with every move next to it"
    assert B.terrain("2106") == "clear" and B.distance("2105", "2207") == 2 and B.distance("2106", "2207") == 1
    st = blank()
    put(st, "u-8-us", "2207")
    st["so"] = ["u-8-us"]
    put(st, "c-33-nc", "2105")
    st["flow"] = [{"step": "turn", "ph": 4}]
    push(st, "fogmove", who="usa", unit="c-33-nc", frm="2105", to="2106")
    if step(st) == "screen":
        st = act(st, "usa", legal(st, "usa")[0])
    assert st["pos"]["c-33-nc"] == "2106"
    assert st["pos"]["u-8-us"] != "2207" and not M.enemy_adjacent(st, st["pos"]["u-8-us"], "usa")


def test_18_2_a_forced_stacking_displacement_next_to_a_skirmisher_makes_it_withdraw():
    # 6.3 moves the largest unit of an over-stacked hex to an adjacent hex; 18.2 applies "con cada
    # movimiento adyacente individual": a Confederate skirmisher next to the hex it ends in withdraws
    assert B.distance("1806", "2006") == 2 and B.distance("1906", "2006") == 1
    st = blank()
    put(st, "u-28-ny", "1806")                                # 7 SP
    put(st, "u-111-pa", "1806")                               # 6 SP: 13 over the 8 of 6.1
    put(st, "c-45-ga", "2006")
    st["so"] = ["c-45-ga"]
    push(st, "unstack", who="usa")
    assert ("displace", "u-28-ny", "1906") in legal(st, "usa")
    st = act(st, "usa", ("displace", "u-28-ny", "1906"))
    while step(st) == "screen":                               # its owner picks among equal hexes
        st = act(st, "csa", legal(st, "csa")[0])
    assert st["pos"]["u-28-ny"] == "1906" and st["pos"]["u-111-pa"] == "1806"
    new = st["pos"]["c-45-ga"]
    assert B.distance(new, "1906") == 2 and not M.enemy_adjacent(st, new, "csa")
    assert "Skirmish screen: 45 GA withdraws" in log_text(st)
    assert "c-45-ga" in st["so"] and "Disengagement" not in log_text(st)


def test_18_2_a_displacement_away_from_a_skirmisher_leaves_it_in_place():
    st = blank()
    put(st, "u-28-ny", "1806")
    put(st, "u-111-pa", "1806")
    put(st, "c-45-ga", "2006")
    st["so"] = ["c-45-ga"]
    push(st, "unstack", who="usa")
    st = act(st, "usa", ("displace", "u-28-ny", "1705"))      # not next to 2006
    assert st["pos"]["c-45-ga"] == "2006" and "Skirmish screen" not in log_text(st)


def test_18_2_a_rebuilt_unit_displaced_next_to_a_skirmisher_makes_it_withdraw():
    # 16.2's displacement (RULES_NOTES): with no adjacent hex farther from the enemy, any adjacent hex
    # within the limit; ending next to a Skirmish Order unit, it makes it withdraw like any move (18.2)
    st = blank()
    put(st, "u-28-ny", "1806")
    put(st, "u-111-pa", "1806")
    for uid, hx in (("c-13-va", "1606"), ("c-5-va", "1904"), ("c-45-ga", "1907")):
        put(st, uid, hx)                                      # every hex next to 1806 is next to one of them
    st["so"] = ["c-45-ga"]
    push(st, "displace", who="usa", unit="u-28-ny")
    assert ("displace", "u-28-ny", "1906") in legal(st, "usa")
    st = act(st, "usa", ("displace", "u-28-ny", "1906"))
    while step(st) == "screen":
        st = act(st, "csa", legal(st, "csa")[0])
    assert st["pos"]["u-28-ny"] == "1906"
    assert "c-45-ga" in st["broken"] or not M.enemy_adjacent(st, st["pos"]["c-45-ga"], "csa")
    assert "45 GA" in log_text(st) and st["pos"].get("c-45-ga") != "1907"


# -- 13.4 a stack moves as one -------------------------------------------------------------------------------

def test_13_4_a_stack_moves_as_one_at_its_slowest_pace():
    st = blank()
    put(st, "u-8-us", "2206")
    put(st, "u-12-us", "2206")
    st["so"].clear()                                                  # the regulars, out of Skirmish Order
    moving(st, frame("prince", "attack"))
    assert ("with", "u-8-us", "u-12-us") in legal(st, "usa")
    st = act(st, "usa", ("with", "u-8-us", "u-12-us"))
    assert top(st)["mover"] == "u-8-us" and top(st)["group"] == ["u-12-us"]
    assert ("halt",) in legal(st, "usa")                            # it may still not move at all
    st = act(st, "usa", ("step", "u-8-us", "2207"))                 # Cornfield: 2 MP
    assert st["pos"]["u-8-us"] == st["pos"]["u-12-us"] == "2207"
    assert not any(a[0] == "with" for a in legal(st, "usa"))        # only before its first hex
    st = act(st, "usa", ("halt",))
    assert {"u-8-us", "u-12-us"} <= set(top(st)["done"])
    assert "8 US and 12 US move to 2207" in log_text(st)


def test_13_4_a_stack_keeps_the_stacking_limit_with_all_of_it_on_a_road():
    # 13.4, 13.5b: 111 PA (6) and 8 US (3) are 9 SP together: the road rate needs 8 SP at most
    st = blank()
    put(st, "u-111-pa", "1709")
    put(st, "u-8-us", "1709")
    st["so"].clear()
    f = frame("prince", "attack")
    assert MV.cost(st, f, "u-8-us", "1610", "1510") == 1              # alone, the road
    assert MV.cost(st, f, "u-8-us", "1610", "1510", units=["u-8-us", "u-111-pa"]) > 1
    assert MV.companions(st, f, "u-8-us") == []                      # 9 SP may never end a move stacked


def stack_leaving_2907():
    """2 VA and 4 VA (4 SP each) leave 2907, next to 10 ME and 5 CT, as one stack."""
    st = blank()
    put(st, "c-2-va", "2907")
    put(st, "c-4-va", "2907")
    put(st, "u-10-me", "2908")
    put(st, "u-5-ct", "2908")
    moving(st, frame("ronald", "attack"))
    return act(st, "csa", ("with", "c-2-va", "c-4-va"), ("step", "c-2-va", "2906"))


def test_13_4_13_7_a_stack_takes_one_disengagement_fire_with_its_lead_unit():
    st = stack_leaving_2907()
    assert step(st) == "fire" and top(st)["mode"] == "disengage" and top(st)["unit"] == "c-2-va"
    assert log_text(st).count("Disengagement Fire") == 1
    st = act(st, "usa", ("done",))                                  # the Union lets it go: no second fire
    assert step(st) == "move" and st["pos"]["c-2-va"] == st["pos"]["c-4-va"] == "2906"


def test_13_4_the_lead_unit_of_a_moving_stack_is_its_largest():
    st = blank()
    put(st, "c-27-va", "2907")                                       # 3 SP, picked first
    put(st, "c-2-va", "2907")                                        # 4 SP: the Lead Unit (12.2)
    put(st, "u-10-me", "2908")
    moving(st, frame("ronald", "attack"))
    st = act(st, "csa", ("with", "c-27-va", "c-2-va"), ("step", "c-27-va", "2906"))
    assert top(st)["unit"] == "c-2-va"


def test_13_4_13_7_a_retreat_of_the_lead_cancels_the_whole_stack_move():
    st = stack_leaving_2907()
    st = act(st, "usa", ("fire", "u-10-me", "2907"))
    with forced([6, 6, 1, 5]):                                     # 66 on 8-9 against CR 5: Difficult; MH R2
        st = act(st, "usa", ("join", "u-5-ct"))
        while step(st) == "retreat_to":
            st = act(st, "csa", legal(st, "csa")[0])
    assert M.marker(st, "c-2-va") == M.SHAKEN and B.distance(st["pos"]["c-2-va"], "2907") >= 2
    assert st["pos"]["c-4-va"] == "2907"                            # its move is cancelled too
    assert {"c-2-va", "c-4-va"} <= set(top(st)["done"]) and top(st)["mover"] is None


def test_13_4_no_stack_move_with_a_skirmisher():
    st = blank()
    put(st, "u-8-us", "2206")
    put(st, "u-12-us", "2206")
    st["so"][:] = ["u-12-us"]
    moving(st, frame("prince", "attack"))
    assert not any(a[0] == "with" for a in legal(st, "usa"))


def _surround(st, hexes):
    from pyapp.games.ss import data as D
    csa = [u for u, r in sorted(D.UNITS.items()) if r["side"] == "csa" and r["kind"] == "inf"]
    for u, hx in zip(csa, hexes):
        put(st, u, hx)


def test_6_3_the_largest_unit_that_can_leave_leaves_and_a_hex_none_can_leave_is_logged(monkeypatch):
    """6.3 moves the largest unit first "a un hex adyacente legal"; where the
    largest has no such hex the next largest that has one moves (RULES_NOTES
    6.3); where none has, the hex stays over the limit and the log says so
    (issue 32)."""
    from pyapp.games.ss import activation as A
    st = blank()
    put(st, "u-28-ny", "1806")                                # 7 SP
    put(st, "u-29-oh", "1806")                                # 5 SP: 12 over the 8 of 6.1
    put(st, "u-8-us", "1905")                                 # 3 SP: room for 5 more, not 7
    _surround(st, ["1805", "1906", "1807", "1706", "1705"])   # the other neighbours: the enemy's
    assert A.unstack_moves(st, "usa") == [("displace", "u-29-oh", "1905")]
    st = blank()
    put(st, "u-28-ny", "1806")
    put(st, "u-29-oh", "1806")
    _surround(st, ["1805", "1905", "1906", "1807", "1706", "1705"])
    assert A.unstack_moves(st, "usa") == [] and A.overstacked(st, "usa") == ["1806"]
    monkeypatch.setattr(A.Activation, "_next", lambda self, game, st, f: None)   # the phase goes on
    A.Activation()._stack(GAME, st, {"who": "usa"})
    assert "no unit in 1806 can move" in log_text(st)
