"""Stonewall's Sword, the fourteen authored Unique Events (chits.py,
DATA_NOTES.md section 3), one handler each in events.HANDLERS: when the
sequence of play offers each one (its window, opened by sequence.py,
activation.py, endturn.py, and its conditions) and what playing it does."""

from fractions import Fraction

import pytest

from pyapp.games.ss import board as B
from pyapp.games.ss import data as D
from pyapp.games.ss import events as EV
from pyapp.games.ss import model as M
from pyapp.games.ss import movement as MV
from pyapp.games.ss import rules_text as RT
from pyapp.games.ss.events import HANDLERS
from pyapp.games.ss.rules import GAME

from .position import act, at_draw, battle, blank, drawn, ev, forced, idle, legal, log_text, put, step, top


def test_firefight_lets_a_brigades_engaged_infantry_fire_when_drawn():
    st = blank("slaughter", 3)
    put(st, "c-5-va", "2907")                                     # Engaged
    put(st, "c-4-va", "2904")                                     # not Engaged
    put(st, "u-5-ct", "2908")
    put(st, "u-10-me", "1606")
    with drawn(["c-firefight"]):
        at_draw(st, ["c-firefight", "div-williams"])
    assert ("play", "c-firefight", "ronald") in legal(st, "csa")
    st = act(st, "csa", ("play", "c-firefight", "ronald"))
    assert step(st) == "fire" and top(st)["limited"]
    assert {a[1] for a in legal(st, "csa") if a[0] == "fire"} == {"c-5-va"}
    assert "ronald" not in st["activated"]                        # not an activation


def test_brigade_reserve_movement_marches_a_brigade_not_engaged():
    a, b = next((x, y) for x in sorted(B.HEXES) for y in B.neighbours(x) if B.road_class(x, y) == "pike")
    st = battle("slaughter", 2)
    st["pos"] = {"c-5-va": a, "u-10-me": "1002"}
    st["waiting"].pop("ronald")                                   # on the map already
    st["held"]["csa"] = [ev(st, "c-brigade-reserve")]
    at_draw(st, ["div-williams", "fog-of-war"])
    assert step(st) == "window" and GAME.active(st) == ["csa"]
    st = act(st, "csa", ("play", "c-brigade-reserve", "ronald"))
    f = top(st)
    assert step(st) == "move" and MV.allowance(st, f, "c-5-va") == 6
    assert MV.cost(st, f, "c-5-va", a, b) == Fraction(1, 2)       # March Column on the pike, without Maneuver
    assert not MV.may_engage(st, f, "c-5-va")
    assert "ronald" not in st["activated"]


# -- the registry ------------------------------------------------------------------------------------------------

def test_every_event_of_the_data_has_its_handler_and_each_names_a_rule_section():
    assert sorted(HANDLERS.keys()) == sorted({k[2:] for k in D.EVENTS})
    kinds = {k: type(HANDLERS[k]).__name__ for k in HANDLERS.keys()}
    assert kinds == {
        "quick-march": "QuickMarch", "union-fatigue": "Fatigue", "rebel-fatigue": "Fatigue",
        "command-confusion": "CommandConfusion", "confident-a": "Confident", "confident-b": "Confident",
        "rebel-yell": "RebelYell", "brigade-reserve": "BrigadeReserve", "rusty-sword": "RustySword",
        "firefight": "Firefight"}
    for k in HANDLERS.keys():
        assert HANDLERS[k].rule, k
        assert RT.section(HANDLERS[k].rule) is not None, (k, HANDLERS[k].rule)   # a section of the rulebook


# -- Quick March! (own_orders_given) --------------------------------------------------------------------------------

def _crawford_drawn(held_usa=(), held_csa=(), roll=1, marker=0, then=()):
    """Turn 2: Crawford (one unit, no enemy on the map) is the only brigade
    of Williams' division in play; his chit is drawn and rolls ``roll``
    (Command Value 4). Banks' chit waits in the cup, so the flow stops at
    its decision once the activation is over (``then``: drawn before the
    block ends, for an activation that runs out by itself)."""
    st = blank("slaughter", 2)
    put(st, "u-10-me", "1502", marker=marker)
    st["held"]["usa"] = [ev(st, c) for c in held_usa]
    st["held"]["csa"] = [ev(st, c) for c in held_csa]
    with drawn(["div-williams", *then]), forced([roll]):
        at_draw(st, ["div-williams", "cic-usa"])
    return st


@pytest.mark.parametrize("order,mp", [("attack", 4 + 3), ("defend", 2 + 3), ("maneuver", 6 + 3)])
def test_quick_march_is_offered_on_an_attack_defend_or_maneuver_order_and_adds_3_mp(order, mp):
    st = _crawford_drawn(held_usa=["u-quick-march"], held_csa=["c-quick-march"])
    st = act(st, "usa", ("order", order))
    assert step(st) == "window" and top(st)["window"] == "own_orders_given" and GAME.active(st) == ["usa"]
    assert legal(st, "usa") == [("play", "u-quick-march"), ("pass",)]
    st = act(st, "usa", ("play", "u-quick-march"))
    assert ev(st, "u-quick-march") in st["discard"] and st["held"]["usa"] == []
    assert step(st) == "move" and GAME.active(st) == ["usa"]          # the enemy's Quick March is not offered
    assert MV.allowance(st, top(st), "u-10-me") == mp


def test_quick_march_passed_leaves_the_allowance_and_the_enemy_is_not_asked():
    st = _crawford_drawn(held_usa=["u-quick-march"], held_csa=["c-quick-march"])
    st = act(st, "usa", ("order", "attack"), ("pass",))
    assert step(st) == "move" and GAME.active(st) == ["usa"]
    assert MV.allowance(st, top(st), "u-10-me") == 4
    assert st["held"]["usa"] == [ev(st, "u-quick-march")]


def test_quick_march_is_not_offered_on_a_regroup_order():
    st = _crawford_drawn(held_usa=["u-quick-march"])
    st = act(st, "usa", ("order", "regroup"))
    assert step(st) == "cic" and GAME.active(st) == ["usa"]           # the activation ran out, no window
    assert st["held"]["usa"] == [ev(st, "u-quick-march")]
    e = D.EVENTS["u-quick-march"]
    ctx = {"side": "usa", "brigade": "crawford", "order": "regroup", "kind": "full"}
    assert HANDLERS["quick-march"].offers(GAME, st, "usa", ev(st, "u-quick-march"), "own_orders_given", ctx, e) == []


# -- Union Fatigue / Rebel Fatigue (enemy_orders_given) -----------------------------------------------------------

FATIGUE = {  # the side whose brigade is given orders: its division, its units, the enemy's fatigue chit
    "usa": ("div-williams", [("u-10-me", "1502"), ("u-46-pa", "1503"), ("u-5-ct", "1504")], "c-union-fatigue"),
    "csa": ("div-winder", [("c-5-va", "2907"), ("c-4-va", "2904"), ("c-2-va", "2905")], "u-rebel-fatigue"),
}


def _fatigue(side, rolls, cup_after=()):
    div, units, _chit = FATIGUE[side]
    st = blank("slaughter", 2)
    for i, (u, hx) in enumerate(units):
        put(st, u, hx, depleted=i == 1)                    # the second one is Depleted already
    st["held"]["usa"] = [ev(st, "u-rebel-fatigue")]
    st["held"]["csa"] = [ev(st, "c-union-fatigue")]
    with drawn([div, *cup_after]), forced(rolls):
        at_draw(st, [div, "cic-usa"])
    return st


@pytest.mark.parametrize("side", ["usa", "csa"])
def test_fatigue_is_offered_to_the_enemy_of_the_side_giving_orders_only(side):
    foe = M.ENEMY[side]
    chit = FATIGUE[side][2]
    st = _fatigue(side, [1])
    st = act(st, side, ("order", "attack"))
    # the owner's own Fatigue is not offered on his own order; the enemy's is
    assert step(st) == "window" and top(st)["window"] == "enemy_orders_given" and GAME.active(st) == [foe]
    assert legal(st, foe) == [("play", chit), ("pass",)]
    own = FATIGUE[foe][2]
    ctx = {"side": side, "brigade": None, "order": "attack", "kind": "full"}
    assert HANDLERS[own[2:]].offers(GAME, st, side, ev(st, own), "enemy_orders_given", ctx, D.EVENTS[own]) == []
    # a Limited Activation takes no order: no window at all
    st = _fatigue(side, [6], cup_after=["cic-usa"])
    assert step(st) == "cic" and st["held"] == {"usa": [ev(st, "u-rebel-fatigue")], "csa": [ev(st, "c-union-fatigue")]}


@pytest.mark.parametrize("roll", [1, 2, 6])
@pytest.mark.parametrize("side", ["usa", "csa"])
def test_fatigue_halves_the_allowance_and_on_a_1_the_owner_depletes_one_unit(side, roll):
    foe = M.ENEMY[side]
    (first, _), (tired, _), (third, _) = FATIGUE[side][1]
    st = _fatigue(side, [1])
    st = act(st, side, ("order", "attack"))
    with forced([roll]):
        st = act(st, foe, ("play", FATIGUE[side][2]))
    if roll == 1:
        # the brigade's owner picks one of its Fresh units on the map
        assert step(st) == "flip" and GAME.active(st) == [side]
        assert sorted(legal(st, side)) == sorted([("flip", first), ("flip", third)])
        st = act(st, side, ("flip", third))
        assert sorted(st["dep"]) == sorted([tired, third])
    else:
        assert st["dep"] == [tired]
    assert step(st) == "move" and GAME.active(st) == [side]
    assert MV.allowance(st, top(st), first) == 2                        # Attack 4 halved


# -- Command Confusion (enemy_activated) ---------------------------------------------------------------------------

def test_command_confusion_is_offered_on_an_enemy_full_activation_and_forces_regroup():
    held = dict(held_usa=["u-command-confusion"], held_csa=["c-command-confusion"])
    st = _crawford_drawn(**held, marker=M.DISRUPTED)
    # before the order; the Union's own Command Confusion is not offered on its own brigade
    assert step(st) == "window" and top(st)["window"] == "enemy_activated" and GAME.active(st) == ["csa"]
    assert legal(st, "csa") == [("play", "c-command-confusion"), ("pass",)]
    st = act(st, "csa", ("play", "c-command-confusion"))
    f = next(f for f in st["flow"] if f["step"] == "activation")
    assert f["order"] == "regroup" and f["forced"] == "regroup"
    # no Orders step: the Regroup order's Rally step comes (Regroup recovers every hit)
    assert step(st) == "rally" and top(st)["mode"] == "regroup"
    st = act(st, "usa", ("recover", "u-10-me"))
    assert M.marker(st, "u-10-me") == 0
    # passed: the owner gives his order
    st = _crawford_drawn(**held)
    st = act(st, "csa", ("pass",))
    assert step(st) == "order" and GAME.active(st) == ["usa"]


def test_command_confusion_is_not_offered_on_a_limited_activation():
    st = _crawford_drawn(held_csa=["c-command-confusion"], roll=5, then=["cic-usa"])    # 5 against CV 4: Limited
    assert step(st) == "cic" and st["held"]["csa"] == [ev(st, "c-command-confusion")]
    e = D.EVENTS["c-command-confusion"]
    ctx = {"side": "usa", "brigade": "crawford", "order": None, "kind": "limited"}
    h = ev(st, "c-command-confusion")
    assert HANDLERS["command-confusion"].offers(GAME, st, "csa", h, "enemy_activated", ctx, e) == []
    assert HANDLERS["command-confusion"].offers(GAME, st, "csa", h, "enemy_activated", {**ctx, "kind": "full"}, e) \
        == [("play", h)]


# -- Confident (own_division_drawn) --------------------------------------------------------------------------------

def _confident(cup, draws, rolls):
    st = blank("slaughter", 2)
    put(st, "u-10-me", "1502")                              # Crawford
    put(st, "u-2-ma", "1201")                               # Gordon: two brigades of Williams'
    put(st, "c-5-va", "2907")                               # Ronald, the only Winder brigade
    st["held"]["usa"] = [ev(st, "u-confident-a"), ev(st, "u-confident-b")]
    with drawn(draws), forced(rolls):
        at_draw(st, cup)
    return st


def test_confident_is_offered_when_the_owners_division_is_drawn_and_makes_it_full_without_a_roll():
    st = _confident(["div-williams", "cic-usa"], ["div-williams"], [])
    assert step(st) == "window" and top(st)["window"] == "own_division_drawn" and GAME.active(st) == ["usa"]
    assert sorted(legal(st, "usa")) == [("pass",), ("play", "u-confident-a"), ("play", "u-confident-b")]
    with forced([]):                                        # no Command Value roll
        st = act(st, "usa", ("play", "u-confident-b"))
    assert step(st) == "pick" and top(st)["kind"] == "full" and st["lr"] == []
    assert st["held"]["usa"] == [ev(st, "u-confident-a")]
    st = act(st, "usa", ("brigade", "gordon"))
    assert step(st) == "order" and next(f for f in st["flow"] if f["step"] == "activation")["kind"] == "full"


def test_confident_passed_the_division_rolls():
    st = _confident(["div-williams", "cic-usa"], ["div-williams"], [])
    with forced([6]):                                       # 6 against CV 4
        st = act(st, "usa", ("pass",))
    assert step(st) == "pick" and top(st)["kind"] == "limited" and st["lr"] == [["usa", 6]]
    assert len(st["held"]["usa"]) == 2


def test_confident_is_not_offered_for_an_enemy_division_nor_a_cancelled_one():
    st = _confident(["div-winder", "cic-usa"], ["div-winder"], [1])
    assert step(st) == "order" and GAME.active(st) == ["csa"]           # Winder's roll, no Union window
    # (the window only asks the drawer's side, and only the Union holds Confident: the handler's side check)
    h, e = ev(st, "u-confident-a"), D.EVENTS["u-confident-a"]
    assert HANDLERS["confident-a"].offers(GAME, st, "usa", h, "own_division_drawn",
                                          {"side": "csa", "chit": "div-winder"}, e) == []
    assert HANDLERS["confident-a"].offers(GAME, st, "usa", h, "own_division_drawn",
                                          {"side": "usa", "chit": "div-williams"}, e) == [("play", h)]
    st = _confident(["fortunes-of-war", "div-williams", "cic-usa"], ["fortunes-of-war", "div-williams"], [])
    assert step(st) == "pick" and top(st)["why"] == "cancelled"        # 10.5a: cancelled, no window
    assert len(st["held"]["usa"]) == 2


# -- Rebel Yell! (own_close_combat) --------------------------------------------------------------------------------

LOW, HIGH = "1003", "1004"        # test_close_combat: 1004 is above a Slope from 1003


def _thomas(roll=1, foe=HIGH, draws=("div-hill",)):
    """Turn 5: 45 GA (Thomas, Hill's division, CV 5) on 1003, 28 NY on ``foe``."""
    st = blank("slaughter", 5)
    put(st, "c-45-ga", LOW)
    put(st, "u-28-ny", foe)
    st["held"]["csa"] = [ev(st, "c-rebel-yell")]
    with drawn(list(draws)), forced([roll]):
        at_draw(st, ["div-hill", "cic-usa"])
    return st


@pytest.mark.parametrize("order", ["attack", "defend"])
def test_rebel_yell_is_offered_at_the_close_combat_step_under_attack_or_defend(order):
    st = idle(act(_thomas(), "csa", ("order", order)))                 # fire and move declined
    assert step(st) == "window" and top(st)["window"] == "own_close_combat" and GAME.active(st) == ["csa"]
    assert legal(st, "csa") == [("play", "c-rebel-yell"), ("pass",)]


@pytest.mark.parametrize("order", ["maneuver", "regroup"])
def test_rebel_yell_is_not_offered_under_maneuver_or_regroup(order):
    st = idle(act(_thomas(), "csa", ("order", order)))
    assert step(st) == "cic" and st["held"]["csa"] == [ev(st, "c-rebel-yell")]


def test_rebel_yell_is_not_offered_on_a_limited_activation_nor_without_a_target():
    st = idle(_thomas(roll=6))                                          # 6 against CV 5: Limited, fires only
    assert step(st) == "cic" and st["held"]["csa"] == [ev(st, "c-rebel-yell")]
    far = next(h for h in sorted(B.HEXES) if B.distance(h, LOW) == 2 and B.enterable(h))
    st = idle(act(_thomas(foe=far), "csa", ("order", "attack")))       # nobody next to 45 GA
    assert step(st) == "cic" and st["held"]["csa"] == [ev(st, "c-rebel-yell")]


def test_rebel_yell_is_not_offered_on_a_union_brigades_close_combat():
    st = blank("slaughter", 2)
    put(st, "u-28-ny", HIGH)                                            # Crawford
    put(st, "c-45-ga", LOW)
    st["held"]["csa"] = [ev(st, "c-rebel-yell")]
    with drawn(["div-williams"]), forced([1]):
        at_draw(st, ["div-williams", "cic-usa"])
    st = idle(act(st, "usa", ("order", "attack")))
    assert step(st) == "ccpick" and GAME.active(st) == ["usa"]
    assert legal(st, "usa") == [("assault", "u-28-ny", LOW), ("done",)]


def _assault(st):
    st = act(st, "csa", ("assault", "c-45-ga", HIGH))
    with forced([3, 3, 3, 3]):                                          # the d66 and the Cohesion Test
        st = act(st, "usa", ("done",))                                  # 28 NY declines its Defensive Fire
    return st


def test_rebel_yell_shifts_the_close_combat_two_columns_right():
    st = idle(act(_thomas(), "csa", ("order", "defend")))
    st = act(st, "csa", ("play", "c-rebel-yell"))
    assert ev(st, "c-rebel-yell") in st["discard"]
    close = next(f for f in st["flow"] if f["step"] == "close")
    assert close["yell"] == 1 and close["brigade"] == "thomas"
    assert step(st) == "ccpick" and legal(st, "csa") == [("assault", "c-45-ga", HIGH), ("done",)]
    st = _assault(st)
    assert "on column 2 (odds -2; defender above a Slope -2; attacking smoothbores +1; Rebel Yell! +2)" \
        in log_text(st)
    # the same assault under Attack without the chit: two columns left of it
    st = idle(act(_thomas(), "csa", ("order", "attack")))
    st = _assault(act(st, "csa", ("pass",)))
    assert "on column C (odds -2; defender above a Slope -2; attacking smoothbores +1):" in log_text(st)
    assert "Rebel Yell" not in log_text(st)


# -- Brigade Reserve Movement (retained_step, end_turn) ------------------------------------------------------------

def _reserve(cup):
    st = blank("slaughter", 3)
    put(st, "u-5-ct", "2908")                              # Crawford: both units Engaged
    put(st, "c-5-va", "2907")                              # Ronald: one unit Engaged, one not
    put(st, "c-4-va", "2904")
    put(st, "c-1-va", "2903")                              # Garnett: none Engaged
    put(st, "c-14-ga", LOW)                                # Thomas: Engaged
    put(st, "u-28-ny", HIGH)
    st["held"]["csa"] = [ev(st, "c-brigade-reserve")]
    st["held"]["usa"] = [ev(st, "u-brigade-reserve")]
    at_draw(st, cup)
    return st


def test_brigade_reserve_is_offered_for_a_brigade_with_no_unit_engaged_before_a_draw():
    st = _reserve(["cic-usa"])
    # the Union, every unit of whose only brigade is Engaged, is not asked
    assert step(st) == "window" and top(st)["window"] == "retained_step" and GAME.active(st) == ["csa"]
    assert legal(st, "csa") == [("play", "c-brigade-reserve", "garnett"), ("pass",)]
    st = act(st, "csa", ("pass",))
    assert step(st) == "cic"                                # the draw follows
    h = ev(st, "c-brigade-reserve")
    ctx = {"side": "csa", "brigade": "garnett", "order": "maneuver", "kind": "full"}
    for window in ("own_orders_given", "enemy_orders_given", "enemy_activated", "own_close_combat", "on_draw"):
        assert EV.plays(GAME, st, "csa", h, window, ctx) == [], window
    assert EV.plays(GAME, st, "csa", h, "retained_step", {}) == [("play", h, "garnett")]


def test_brigade_reserve_at_the_end_turn_moves_six_mp_without_an_activation():
    st = _reserve([])                                       # the cup is empty: on to 17.1
    assert step(st) == "window" and top(st)["window"] == "end_turn" and GAME.active(st) == ["csa"]
    assert legal(st, "csa") == [("play", "c-brigade-reserve", "garnett"), ("pass",)]
    st = act(st, "csa", ("play", "c-brigade-reserve", "garnett"))
    f = top(st)
    assert step(st) == "move" and f["brigade"] == "garnett" and MV.allowance(st, f, "c-1-va") == 6
    assert not MV.may_engage(st, f, "c-1-va")
    assert MV.movers(st, f) == ["c-1-va"]
    assert "garnett" not in st["activated"] and ev(st, "c-brigade-reserve") in st["discard"]


# -- Jackson's Rusty Sword (on_draw) -------------------------------------------------------------------------------

def _rusty(turn):
    st = blank("slaughter", turn)
    put(st, "u-5-ct", "2908")
    put(st, "c-5-va", "2907", marker=M.DISRUPTED)           # Ronald: next to the enemy, Disrupted
    put(st, "c-4-va", "2904", depleted=True, marker=M.SHAKEN)
    put(st, "c-2-va", box="available")
    put(st, "c-1-va", "2903")                              # Garnett: no hit, one unit in the Available box
    put(st, "c-42-va", box="available")
    put(st, "c-14-ga", LOW)                                # Thomas: no hit, none broken
    put(st, "c-18-nc", "1300")                             # Branch: a unit on the Broken Track, box 1
    put(st, "c-7-nc", box="1")
    with drawn(["c-rusty-sword"]):
        at_draw(st, ["c-rusty-sword", "cic-usa"])
    return st


def test_rusty_sword_is_offered_when_drawn_with_jackson_in_play_for_a_brigade_to_rally():
    st = _rusty(8)                                          # Jackson's chit enters play on Turn 9 (22.2)
    assert step(st) == "event" and GAME.active(st) == ["csa"]
    assert legal(st, "csa") == [("discard", "c-rusty-sword")]
    st = _rusty(9)
    assert legal(st, "csa") == [("play", "c-rusty-sword", "garnett"), ("play", "c-rusty-sword", "ronald"),
                                ("discard", "c-rusty-sword")]


def test_rusty_sword_sheds_a_hit_even_next_to_the_enemy_and_rebuilds_from_the_available_box():
    st = act(_rusty(9), "csa", ("play", "c-rusty-sword", "ronald"))
    assert M.marker(st, "c-5-va") == M.SHAKEN and M.marker(st, "c-4-va") == 0
    # only the Available box rebuilds (the Depleted 4 VA on the map does not)
    assert step(st) == "rally" and top(st)["mode"] == "rusty"
    assert legal(st, "csa") == [("rebuild", "c-2-va"), ("done",)]
    with forced([1]):
        st = act(st, "csa", ("rebuild", "c-2-va"))
    assert step(st) == "place"
    hx = legal(st, "csa")[0][2]
    st = act(st, "csa", ("place", "c-2-va", hx))
    assert st["pos"]["c-2-va"] == hx and "c-2-va" not in st["broken"] and M.is_depleted(st, "c-2-va")
    assert "ronald" not in st["activated"]


# -- Firefight (on_draw) -------------------------------------------------------------------------------------------

def test_firefight_is_not_offered_without_engaged_infantry():
    st = blank("slaughter", 3)
    put(st, "c-4-va", "2904")                               # Ronald, two hexes from the enemy
    put(st, "u-5-ct", "2906")
    with drawn(["c-firefight"]):
        at_draw(st, ["c-firefight", "div-williams"])
    assert step(st) == "event" and legal(st, "csa") == [("discard", "c-firefight")]
    h = ev(st, "c-firefight")
    assert HANDLERS["firefight"].offers(GAME, st, "csa", h, "on_draw", {}, D.EVENTS["c-firefight"]) == []
