"""Stonewall's Sword: the authored data (oob, chits, tables, scenarios) is
complete, consistent, and holds every value the rulebook states."""

import json
from collections import Counter
from fractions import Fraction
from math import ceil

import pytest

from pyapp.games.ss import chits as C
from pyapp.games.ss import data as D
from pyapp.games.ss import oob as O
from pyapp.games.ss import scenarios as S
from pyapp.games.ss import tables as T

U = O.UNITS
KEYS = {"side", "kind", "label", "name", "div", "brigade", "weapon", "sp", "cr", "dep_sp", "dep_cr",
        "men", "optional", "src"}


def uid(side, label):
    return O.LABELS[side][label]


# ---------------------------------------------------------------------------
# Counters
# ---------------------------------------------------------------------------

def test_counter_counts():
    c = Counter((u["side"], u["kind"]) for u in U.values())
    # The set-ups name 21 Union and 32 Confederate infantry counters, 7 and 11
    # batteries and one cavalry regiment (22.1, 22.2); Branch 5, Archer 5,
    # Pender 4, Field 4 and Ricketts' 4 x 4 regiments are AUTHORED.
    assert c == {("usa", "inf"): 21 + 16, ("usa", "art"): 7, ("usa", "cav"): 1,
                 ("csa", "inf"): 32 + 5 + 5 + 4 + 4, ("csa", "art"): 11}
    assert len(U) == 106
    assert len(O.units_of("usa", optional=True)) == 16          # Ricketts (20.2)
    assert len(O.units_of("csa", optional=True)) == 4           # Field (20.3)


@pytest.mark.parametrize("unit", sorted(U))
def test_unit_records_are_valid(unit):
    u = U[unit]
    assert set(u) == KEYS
    assert unit.isascii() and unit == unit.lower() and " " not in unit
    assert unit.startswith({"usa": "u-", "csa": "c-"}[u["side"]])
    assert u["kind"] in O.KINDS and u["weapon"] in O.WEAPONS
    assert u["name"]["en"].strip() and u["name"]["es"].strip()
    assert isinstance(u["sp"], int) and u["sp"] >= 1
    assert isinstance(u["cr"], int) and 2 <= u["cr"] <= 6
    assert u["dep_sp"] == O.CADRE or (isinstance(u["dep_sp"], int) and 1 <= u["dep_sp"] <= u["sp"] - 3)
    assert 0 <= u["dep_cr"] < u["cr"]
    assert (u["dep_sp"], u["dep_cr"]) == O.depleted(u["sp"], u["cr"])
    assert u["src"].startswith(("TEXT", "AUTHORED"))
    assert O.LABELS[u["side"]][u["label"]] == unit
    if u["kind"] == "inf":
        b = O.BRIGADES[u["brigade"]]
        assert b["side"] == u["side"] and b["div"] == u["div"] and unit in b["units"]
        assert u["weapon"] in ("Sm", "Rf")
        assert u["optional"] == b["optional"]
    else:                                   # 5.0: artillery and cavalry are independent
        assert u["brigade"] is None and u["div"] is None and u["optional"] is None
    if u["kind"] == "art":
        assert u["weapon"] in ("Sm", "Rf", "Mx") and u["sp"] == u["men"]     # 1 SP = 1 gun (3.1)
    if u["kind"] == "cav":
        assert u["weapon"] == "Sr"


def test_depleted_face_follows_rule_4_1_and_the_examples():
    # 15.2 example: 4 SP CR 3 -> 1 SP CR 2; 3 SP CR 3 -> C CR 2.
    assert O.depleted(4, 3) == (1, 2)
    assert O.depleted(3, 3) == ("C", 2)
    # a unit of 1 SP cannot lose 3: cadre, and the two it could not lose come off its CR
    assert O.depleted(1, 4) == ("C", 1)
    assert O.depleted(10, 5) == (5, 4)          # half, fractions dropped
    assert O.depleted(9, 5) == (4, 4)
    assert O.sp_value("C") == Fraction(1, 2)


def test_values_the_text_prints():
    assert (U[uid("csa", "5 VA")]["sp"], U[uid("csa", "5 VA")]["weapon"], U[uid("csa", "5 VA")]["cr"]) == (10, "Rf", 5)
    assert (U[uid("usa", "5 CT")]["sp"], U[uid("usa", "5 CT")]["cr"]) == (9, 5)
    assert U[uid("usa", "3 MD")]["sp"] == 6
    for label in ("111 PA", "109 PA"):           # Depleted 3-3 (14.2 example)
        u = U[uid("usa", label)]
        assert (u["dep_sp"], u["dep_cr"]) == (3, 3)
    assert U[uid("usa", "111 PA")]["sp"] == 6
    ga45, ga49 = U[uid("csa", "45 GA")], U[uid("csa", "49 GA")]
    assert (ga45["sp"], ga45["weapon"], ga45["cr"]) == (3, "Sm", 4)
    assert (ga49["sp"], ga49["weapon"], ga49["cr"], ga49["dep_cr"]) == (4, "Sm", 4, 3)
    assert U["u-1-pa-cav"]["weapon"] == "Sr"
    mx = [i for i, u in U.items() if u["weapon"] == "Mx"]
    assert len(mx) == 1 and U[mx[0]]["side"] == "csa" and U[mx[0]]["kind"] == "art"     # 12.1b-v
    assert [i for i, u in U.items() if u["weapon"] == "Sr"] == ["u-1-pa-cav"]


def test_authored_strengths_follow_the_scale():
    # 3.1: 1 SP = 50 men; the only departure is Greene's 78 NY, cut to keep the
    # set-up stack 78 NY & 1 DC within 8 SP.
    off = sorted(U[i]["label"] for i, u in U.items() if u["kind"] != "art" and u["sp"] != O.sp_from_men(u["men"]))
    assert off == ["78 NY"]
    assert O.sp_from_men(287) == 6 and O.sp_from_men(463) == 9       # reproduces 3 MD/111 PA and 5 CT


def test_formations_and_generals():
    assert {d: v["side"] for d, v in O.DIVISIONS.items()} == {
        "williams": "usa", "augur": "usa", "ricketts": "usa", "winder": "csa", "ewell": "csa", "hill": "csa"}
    assert O.DIVISIONS["williams"]["brigades"] == ["crawford", "gordon"]
    assert O.DIVISIONS["augur"]["brigades"] == ["geary", "prince", "greene"]
    assert len(O.DIVISIONS["ricketts"]["brigades"]) == 4                  # 20.2c: four brigades
    assert O.DIVISIONS["winder"]["brigades"] == ["garnett", "ronald", "taliaferro"]
    assert O.DIVISIONS["ewell"]["brigades"] == ["early", "trimble", "forno"]
    assert O.DIVISIONS["hill"]["brigades"] == ["thomas", "branch", "archer", "pender", "field"]
    for d in O.DIVISIONS.values():
        assert 1 <= d["cv"] <= 6 and 1 <= d["casualty"]["cv"] <= 6
        for b in d["brigades"]:
            assert O.BRIGADES[b]["units"], b
    for side in O.SIDES:
        assert O.CIC[side]["cv"] is None and 1 <= O.CIC[side]["casualty"]["cv"] <= 6
    assert O.CIC["usa"]["general"] == "Banks" and O.CIC["csa"]["general"] == "Jackson"


def test_data_is_plain_json():
    for obj in (O.UNITS, O.DIVISIONS, O.BRIGADES, C.CHITS, C.EVENTS, S.SCENARIOS):
        json.dumps(obj)


# ---------------------------------------------------------------------------
# Combat Results Table
# ---------------------------------------------------------------------------

def test_crt_shape_and_columns():
    labels = [c[0] for c in T.CRT_COLUMNS]
    assert len(labels) == 13 and labels[0] == "C" and labels[-1] == "23+"
    assert labels[:7] == ["C", "1", "2", "3", "4", "5", "6-7"]
    # the bands run on without gaps from 1 to 23+
    nxt = 1
    for _label, lo, hi in T.CRT_COLUMNS[1:]:
        assert lo == nxt
        nxt = (hi or lo) + 1
    for n in range(1, 60):
        _label, lo, hi = T.CRT_COLUMNS[T.crt_column(n)]
        assert lo <= n and (hi is None or n <= hi)
    assert T.crt_column(Fraction(1, 2)) == 0 and T.crt_column(0) is None
    assert T.shift_column(2, -5) == 0 and T.shift_column(10, +5) == 12


def test_crt_rows_cover_every_d66_roll_once():
    rolls = [10 * a + b for a in range(1, 7) for b in range(1, 7)]
    covered = Counter(T.crt_row(r) for r in rolls)
    assert sum(covered.values()) == 36 and set(covered) == set(range(len(T.CRT_ROWS)))
    assert (51, 53) in T.CRT_ROWS and (65, 66) in T.CRT_ROWS
    with pytest.raises(ValueError):
        T.crt_row(17)
    assert len(T.CRT) == len(T.CRT_ROWS) and all(len(r) == 13 for r in T.CRT)


def test_crt_cells_given_by_the_text():
    col = {c[0]: i for i, c in enumerate(T.CRT_COLUMNS)}
    # 12.3 example: column "1", roll 65 -> [- | 0-1 | 2-4]
    assert T.crt_ranges(col["1"], 65) == {"severe": None, "difficult": (0, 1), "routine": (2, 4)}
    assert T.crt_ranges(col["1"], 66) == T.crt_ranges(col["1"], 65)
    # 15.9 example: column "3", roll 52 (row 51-53) -> [- | 0 | 1-3]
    assert T.crt_ranges(col["3"], 52) == {"severe": None, "difficult": (0, 0), "routine": (1, 3)}
    for (label, roll), cell in T.CRT_TEXT_CELLS.items():
        assert T.CRT[T.crt_row(roll)][col[label]] == cell


def test_fire_example_12_3_end_to_end():
    # 5 VA (10 SP, Rf) fires at 5 CT three hexes away in a Cornfield.
    band = T.range_band("inf", "Rf", 3)
    assert band == "extreme"
    column = T.shift_column(T.crt_column(10 * T.RANGE_FACTOR[band]), T.FIRE_SHIFTS["target_in_cornfield"])
    assert T.CRT_COLUMNS[column][0] == "1"
    assert T.crt_grade(column, 65, 5) is None              # 5 CT, CR 5: no effect
    assert T.crt_grade(column, 65, 4) == "routine"         # had it been Shaken


def test_close_combat_example_14_2_end_to_end():
    # 109 PA + 111 PA (3 + 3 SP) against 45 GA + 49 GA (7 SP), upslope, Sm defenders.
    shift = T.CLOSE_COMBAT_SHIFTS["defender_above_slope"] + T.CLOSE_COMBAT_SHIFTS["defender_half_smoothbore"]
    column = T.shift_column(T.crt_column(6), shift)
    assert T.CRT_COLUMNS[column][0] == "3"
    assert T.crt_grade(column, 52, 4) is None              # Hard Fighting (15.9 example)
    assert T.crt_grade(column, 52, 3) == "routine"         # unsupported, it would have tested
    assert T.ratio_shift(10, 4) == 2 and T.ratio_shift(8, 5) == 1 and T.ratio_shift(4, 7) == -1


def test_crt_cells_are_ordered_and_never_improve_with_column_or_roll():
    for r, row in enumerate(T.CRT):
        for c, (sev, dif, rou) in enumerate(row):
            assert -1 <= sev <= dif <= rou <= 9
            if c:
                assert all(a >= b for a, b in zip(row[c], row[c - 1]))
            if r:
                assert all(a >= b for a, b in zip(row[c], T.CRT[r - 1][c]))
    assert T.CRT[0][0] == (-1, -1, -1)                      # a cadre rolling low does nothing


# ---------------------------------------------------------------------------
# Cohesion and Break Tests
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("kind, table, grades", [
    ("fire", T.FIRE_COHESION, ("routine", "difficult", "severe")),
    ("close_combat", T.CLOSE_COMBAT_COHESION, ("hard_fighting", "routine", "difficult", "severe")),
])
def test_cohesion_tables_are_complete(kind, table, grades):
    assert tuple(table) == grades
    for grade in grades:
        assert set(table[grade]) == {"depletion", "rout"}
        assert len(table[grade]["depletion"]) == 6 and len(table[grade]["rout"]) == 6
        for cell in table[grade]["depletion"]:
            assert len(cell) <= 1 and set(cell) <= T.DEPLETION_CODES
        for cell in table[grade]["rout"]:
            assert set(cell) <= T.ROUT_CODES
            assert sum(1 for t in cell if t.startswith(("R", "AR"))) <= 1
            assert "P" not in cell or any(t.startswith("R") or "MH" in t or t == "BT" for t in cell)
        for a in range(1, 7):
            for b in range(1, 7):
                T.cohesion(kind, grade, a, b)
    if kind == "fire":                        # 15.1: attacker results exist only in close combat
        flat = {t for g in table.values() for half in g.values() for cell in half for t in cell}
        assert not flat & T.CLOSE_COMBAT_ONLY


def test_cohesion_cells_given_by_the_text():
    # 15.2 example: Difficult, coloured 5, white 5 -> D2 and 2MH R2 (P)
    assert T.cohesion("close_combat", "difficult", 5, 5) == (("D2",), ("2MH", "R2", "P"))
    # 15.9 example: Hard Fighting, coloured 5, white 3 -> BD* and AMH
    assert T.cohesion("close_combat", "hard_fighting", 5, 3) == (("BD*",), ("AMH",))
    for (table, grade, half, die), cell in T.COHESION_TEXT_CELLS.items():
        tab = T.FIRE_COHESION if table == "fire" else T.CLOSE_COMBAT_COHESION
        assert tab[grade][half][die - 1] == cell
    # 15.1 example: the fire table holds an "MH R2 (P)" result
    assert ("MH", "R2", "P") in [c for g in T.FIRE_COHESION.values() for c in g["rout"]]


def test_break_test_table():
    # 15.7: roll <= CR one Morale-Hit step; CR+1, +2, +3 or more: Broken boxes 1, 2, 3.
    assert [T.break_test(r, 3) for r in range(1, 7)] == ["mh", "mh", "mh", "broken_1", "broken_2", "broken_3"]
    assert T.break_test(6, 0) == "broken_3"
    assert [T.break_test(r, 3, artillery=True) for r in (3, 4, 6)] == ["mh", "eliminated", "eliminated"]


# ---------------------------------------------------------------------------
# Ranges and terrain
# ---------------------------------------------------------------------------

def test_weapon_ranges():
    for u in U.values():
        assert (u["kind"], u["weapon"]) in T.WEAPON_RANGES
    for (kind, weapon), bands in T.WEAPON_RANGES.items():
        nxt = 1
        for band in T.RANGE_BANDS:                # bands in order, contiguous, from 1 hex
            if band in bands:
                lo, hi = bands[band]
                assert lo == nxt and hi >= lo
                nxt = hi + 1
        assert ("canister" in bands) == (kind == "art")
    assert "long" not in T.WEAPON_RANGES[("inf", "Sm")]                       # 4.1
    assert T.range_band("inf", "Sm", 1) == "effective" and T.range_band("inf", "Sm", 2) == "extreme"
    assert T.range_band("inf", "Rf", 3) == "extreme"                          # 12.3 example
    assert all(T.max_range("art", w) >= 6 for w in ("Sm", "Rf", "Mx"))        # 12.1 LOS example
    assert T.WEAPON_RANGES[("art", "Mx")] == T.WEAPON_RANGES[("art", "Rf")]   # 12.1b-v
    assert T.range_band("art", "Rf", 40) is None
    assert int(9 * T.RANGE_FACTOR["extreme"]) == 2 and int(3 * T.RANGE_FACTOR["extreme"]) == 0   # 12.1b iii
    assert 4 * T.RANGE_FACTOR["canister"] == 6                                # 12.1b iv


def test_terrain_effects_chart():
    assert {"clear", "woods", "cornfield", "rough", "dry_creek", "summit"} <= set(T.HEX_TERRAIN)
    assert {"slope", "steep_slope", "stream", "pond"} <= set(T.HEXSIDE_TERRAIN)
    assert set(T.ROAD_TERRAIN) == {"trail", "pike"}
    for name, t in T.TERRAIN.items():
        assert t["src"].startswith("TEXT"), name
        for key in ("mp", "mp_up", "mp_down", "mp_add"):
            if key in t:
                assert set(t[key]) == {"inf", "art", "cav"}
    assert T.TERRAIN["slope"]["directional"] and T.TERRAIN["steep_slope"]["directional"]
    for alias in T.TERRAIN_ALIASES:
        assert T.terrain(alias) is T.TERRAIN["clear"]
    tec = T.TERRAIN
    # 13.5 examples (infantry): cornfield 2; cornfield + slope up 3; clear 1; woods + steep slope up 4
    assert tec["cornfield"]["mp"]["inf"] == 2
    assert tec["cornfield"]["mp"]["inf"] + tec["slope"]["mp_up"]["inf"] == 3
    assert tec["clear"]["mp"]["inf"] == 1
    assert tec["woods"]["mp"]["inf"] + tec["steep_slope"]["mp_up"]["inf"] == 4
    assert tec["steep_slope"]["mp_down"]["inf"] > 0                     # 3.2g: both ways
    assert tec["pond"]["mp"] == {"inf": None, "art": None, "cav": None} and tec["pond"]["close_combat"] is False
    assert tec["summit"]["mp"] == {"inf": None, "art": None, "cav": None}
    assert tec["woods"]["mp"]["art"] is None and tec["woods"]["artillery_road_only"]
    assert tec["dry_creek"]["mp"] == tec["clear"]["mp"]
    assert tec["pike"]["march_column_mp"] == Fraction(1, 2) and not tec["trail"]["march_column"]
    assert tec["woods"]["fire_target_shift"] == T.FIRE_SHIFTS["target_in_woods"]
    assert tec["cornfield"]["fire_target_shift"] == T.FIRE_SHIFTS["target_in_cornfield"]
    assert tec["slope"]["close_combat_defender_above"] == T.CLOSE_COMBAT_SHIFTS["defender_above_slope"]
    assert tec["steep_slope"]["close_combat_defender_above"] == T.CLOSE_COMBAT_SHIFTS["defender_above_steep_slope"]


def test_orders_and_movement_allowances():
    assert {o: v["mp"] for o, v in T.ORDERS.items()} == {"attack": 4, "defend": 2, "maneuver": 6, "regroup": 0}
    assert [o for o, v in T.ORDERS.items() if v["march_column"]] == ["maneuver"]     # 11.4
    assert [o for o, v in T.ORDERS.items() if v["close_combat"]] == ["attack"]
    assert T.ARTILLERY_MP == 5 and T.CAVALRY_MP == 10


# ---------------------------------------------------------------------------
# Fog of War, general casualties, tracks, victory
# ---------------------------------------------------------------------------

def test_fog_of_war_table():
    assert sorted(T.FOG_OF_WAR) == [1, 2, 3, 4, 5, 6]
    results = Counter(T.FOG_OF_WAR.values())
    assert set(results) == {(r, s) for r in ("uncontrolled_advance", "uncontrolled_retreat", "general_casualty")
                            for s in ("usa", "csa")}


def test_general_casualty_tables():
    for side in O.SIDES:
        table = T.GENERAL_CASUALTY[side]
        assert sorted(table) == [1, 2, 3, 4, 5, 6]
        divs = {d for d, v in O.DIVISIONS.items() if v["side"] == side}
        assert set(table.values()) == divs | {"cic"}


def test_tracks():
    assert T.GAME_TURNS == 15
    times = {1: "3:40", 4: "4:40", 5: "5:00", 7: "5:40", 8: "6:00", 9: "6:20"}     # 22.1, 22.2
    assert {t: T.turn_label(t) for t in times} == times
    assert T.turn_time(15) == (20, 20)
    with pytest.raises(ValueError):
        T.turn_time(16)
    assert T.BROKEN_BOXES == ("3", "2", "1", "available")
    assert len(T.JACKSON_TRACK) == 3 and len(T.RICKETTS_TRACK) == 5


def test_victory_points_and_levels():
    assert sum(v for _n, v in T.CSA_VP_HEXES.values()) == 40
    assert T.USA_VP_HEXES["3608"] == ("Dr. Slaughter's House", 9)
    assert not set(T.CSA_VP_HEXES) & set(T.USA_VP_HEXES)
    for hx in list(T.CSA_VP_HEXES) + list(T.USA_VP_HEXES) + [T.CSA_AUTOMATIC_VICTORY_HEX]:
        assert D.is_hex_label(hx)
    rear = T.REAR_AREA_HEXES
    assert rear[0] == "1717" and rear[-1] == "3717" and len(rear) == 21
    assert all(D.is_hex_label(h) and h.endswith(("17", "18")) for h in rear)
    assert D.is_hex_label("2218") and not D.is_hex_label("2118")
    levels = {d: T.victory_level(d) for d in range(-60, 61)}
    assert levels[-21] == levels[-60] == "csa_major"
    assert levels[-11] == levels[-20] == "csa_moderate"
    assert levels[-1] == levels[-10] == "csa_minor"
    assert levels[0] == "draw"
    assert levels[1] == levels[10] == "usa_minor" and levels[11] == levels[20] == "usa_moderate"
    assert levels[21] == levels[60] == "usa_major"


# ---------------------------------------------------------------------------
# Chits
# ---------------------------------------------------------------------------

GLOSSARY = {"Brigade Reserve Movement", "Command Confusion", "Confident", "Firefight", "Jackson's Rusty Sword",
            "Quick March!", "Rebel Fatigue", "Rebel Yell!", "Union Fatigue"}


def test_event_chits_seven_a_side():
    assert len(C.EVENTS) == 14
    assert Counter(e["side"] for e in C.EVENTS.values()) == {"usa": 7, "csa": 7}
    names = {e["name"]["en"] for e in C.EVENTS.values()}
    assert names == GLOSSARY                    # every glossary name, nothing else
    by_side = {s: {e["name"]["en"] for e in C.EVENTS.values() if e["side"] == s} for s in O.SIDES}
    assert {"Jackson's Rusty Sword", "Union Fatigue", "Rebel Yell!"} <= by_side["csa"]      # 10.8, 14.2d
    assert "Quick March!" in by_side["usa"] and "Rebel Fatigue" in by_side["usa"]           # 13.5
    assert {e["play"] for e in C.EVENTS.values()} == {"immediate", "hold"}                  # 10.4a
    for eid, e in C.EVENTS.items():
        assert e["common"] == C.COMMON_EVENTS[e["side"]]["id"]
        assert e["window"] in C.WINDOWS
        assert e["text"]["en"].strip() and e["text"]["es"].strip() and e["src"].strip()
        assert C.CHITS[eid]["kind"] == "event" and C.CHITS[eid]["event"] == eid


def test_events_agree_with_the_fragments_in_the_text():
    ev = C.EVENTS
    # 13.5: Maneuver 6 MP + Quick March = 9
    assert T.ORDERS["maneuver"]["mp"] + ev["u-quick-march"]["effect"]["mp_bonus"] == 9
    # 10.8: Union Fatigue, kept by the CSA player, played after the order: Attack 4 -> 2; a 1 depletes one unit
    uf = ev["c-union-fatigue"]
    assert uf["play"] == "hold" and uf["window"] == "enemy_orders_given"
    assert T.ORDERS["attack"]["mp"] // uf["effect"]["mp_divisor"] == 2 and uf["effect"]["deplete_on"] == (1,)
    # 14.2d: Rebel Yell is worth two columns right
    assert ev["c-rebel-yell"]["effect"]["close_combat_shift"] == T.CLOSE_COMBAT_SHIFTS["rebel_yell"] == 2
    # 6.3: Command Confusion can force a Regroup order
    assert ev["c-command-confusion"]["effect"]["forced_order"] == "regroup"
    # 13.5a: Brigade Reserve Movement uses the March Column rate on the pikes
    assert ev["u-brigade-reserve"]["effect"]["march_column"]
    # 10.8: on Turn 4 the CSA player cannot use Jackson's Rusty Sword (Jackson enters on Turn 9)
    assert ev["c-rusty-sword"]["effect"]["requires"] == "jackson_in_play" and ev["c-rusty-sword"]["play"] == "immediate"


def test_the_chit_mix():
    kinds = Counter((c["kind"], c["casualty"]) for c in C.CHITS.values())
    assert kinds == {("division", False): 6, ("division", True): 6, ("cic", False): 2, ("cic", True): 2,
                     ("event", False): 14, ("generic", False): 2}
    assert {C.CHITS[g]["name"]["en"] for g in C.GENERIC} == {"Fog of War", "Fortunes of War"}
    for cid, c in C.CHITS.items():
        if c["twin"]:
            twin = C.CHITS[c["twin"]]
            assert twin["twin"] == cid and twin["casualty"] != c["casualty"] and twin["side"] == c["side"]
        if c["kind"] == "division":
            assert c["div"] in O.DIVISIONS and 1 <= c["cv"] <= 6
            assert c["optional"] == O.DIVISIONS[c["div"]]["optional"]
        if c["kind"] == "cic":
            assert (c["cv"] is None) != c["casualty"]          # only the Casualty CiC rolls (10.6)
    assert C.division_chit("ricketts") == "div-ricketts" and C.CHITS["div-ricketts"]["optional"] == "pope"
    assert C.IN_CUP_PER_SIDE == 5


# ---------------------------------------------------------------------------
# Scenarios
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("sc", sorted(S.SCENARIOS))
def test_scenario_references_and_hexes(sc):
    s = S.SCENARIOS[sc]
    for unit, hx in s["setup"].items():
        assert unit in U
        assert D.is_hex_label(hx), (unit, hx)
    for r in s["reinforcements"]:
        assert s["start"] <= r["turn"] <= s["end"] and D.is_hex_label(r["hex"])
        assert all(b in O.BRIGADES for b in r["brigades"]) and all(c in C.CHITS for c in r["chits"])
        assert r["unless_option"] in (None, *s["options"])
    assert all(c in C.CHITS and C.CHITS[c]["kind"] in ("division", "cic") for c in s["chits"])
    assert set(s["skirmish"]) <= set(s["setup"])
    assert set(s["options"]) <= set(S.OPTIONS)
    # every unit is set up, scheduled or absent, exactly once
    arriving = [u for r in s["reinforcements"] for b in r["brigades"] for u in O.BRIGADES[b]["units"]]
    everything = list(s["setup"]) + arriving + s["absent"]
    assert sorted(everything) == sorted(U)
    # a brigade arrives whole or not at all
    for b, brig in O.BRIGADES.items():
        placed = [u in s["setup"] for u in brig["units"]]
        assert all(placed) or not any(placed), b
    # no optional unit is on the map at the start
    assert not [u for u in s["setup"] if U[u]["optional"]]


@pytest.mark.parametrize("sc", sorted(S.SCENARIOS))
def test_setup_stacking_and_sides(sc):
    for hx, units in S.setup_by_hex(sc).items():
        assert len({U[u]["side"] for u in units}) == 1, hx
        inf_cav = sum(min(U[u]["sp"], 8) for u in units if U[u]["kind"] != "art")
        art = sum(U[u]["sp"] for u in units if U[u]["kind"] == "art")
        assert art <= T.ARTILLERY_MAX_SP, hx                                   # 6.1a
        assert inf_cav + ceil(art * T.ARTILLERY_STACK_FACTOR) <= T.STACK_LIMIT, (hx, units)     # 6.1


@pytest.mark.parametrize("sc", sorted(S.SCENARIOS))
def test_initial_control_covers_every_victory_hex(sc):
    s = S.SCENARIOS[sc]
    assert set(s["control"]) == set(T.CSA_VP_HEXES) | set(T.USA_VP_HEXES)
    for hx, units in S.setup_by_hex(sc).items():
        inf = {U[u]["side"] for u in units if U[u]["kind"] == "inf"}
        if hx in s["control"] and inf:
            assert inf == {s["control"][hx]}, hx                  # 19.1: last infantry in the hex


def test_valley_of_vengeance():
    s = S.SCENARIOS["valley"]
    assert (s["start"], s["end"]) == (7, 11) and s["options"] == []
    assert {U[u]["label"] for u in s["skirmish"]} == {"8 US", "12 US"}
    assert s["setup"]["u-8-us"] == "2209" and s["setup"]["u-12-us"] == "2009"
    assert s["setup"][uid("csa", "5 VA")] == "1517" and s["setup"]["u-knap"] == "1607"
    sched = [(r["turn"], r["brigades"], r["chits"], r["hex"]) for r in s["reinforcements"]]
    assert sched == [(7, ["branch"], [], "2218"), (8, ["archer"], [], "2218"), (9, ["pender"], ["cic-csa"], "2218")]
    assert "div-ricketts" not in s["chits"] and "div-hill" in s["chits"]
    closed = s["special"]["closed_from_column"]
    assert closed == 30 and all(D.column_of(h) < closed for h in s["setup"].values())
    assert s["special"]["union_bombardment"]["flips"] == {1: 0, 2: 1, 3: 1, 4: 1, 5: 1, 6: 2}
    assert s["special"]["rebel_bombardment"]["flips"] == {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}
    assert {b for _k, b in s["special"]["union_bombardment"]["targets"]} == {"garnett", "taliaferro", "early", "csa"}
    assert len(s["setup"]) == 60


def test_slaughter_mountain():
    s = S.SCENARIOS["slaughter"]
    assert (s["start"], s["end"]) == (1, 15)
    assert s["options"] == list(S.ARRIVAL_OPTIONS)
    assert "div-hill" not in s["chits"] and "div-ricketts" not in s["chits"] and "cic-csa" not in s["chits"]
    sched = {(r["turn"], tuple(r["brigades"]), tuple(r["chits"])) for r in s["reinforcements"]}
    assert sched == {(4, ("ronald",), ()), (5, ("thomas",), ("div-hill",)), (7, ("branch",), ()),
                     (8, ("archer",), ()), (9, (), ("cic-csa",)), (9, ("pender",), ())}
    assert all(r["hex"] == "2218" for r in s["reinforcements"])
    pender = next(r for r in s["reinforcements"] if r["brigades"] == ["pender"])
    assert pender["src"].startswith("AUTHORED")
    assert [r["chits"] for r in S.reinforcements("slaughter", 9, ["bad_day"])] == [[]]
    assert D.chits_in_play("slaughter", 4) == ["div-williams", "div-augur", "div-winder", "div-ewell", "cic-usa"]
    assert "div-hill" in D.chits_in_play("slaughter", 5)
    frozen = s["special"]["frozen"]
    assert set(frozen["brigades"]) == {"forno", "trimble"}
    assert all(O.BRIGADES[b]["div"] == "ewell" for b in frozen["brigades"])
    assert frozen["release_column"] == 29 and frozen["return_chit"] == "div-ewell"
    assert all(u in s["setup"] for u in frozen["fire_only"])
    assert s["setup"]["c-latimer"] == "3409" and s["setup"]["c-terry"] == "3508"
    assert len(s["setup"]) == 63


def test_optional_rules():
    o = S.OPTIONS
    assert o["bad_day"]["track"] == T.JACKSON_TRACK and o["bad_day"]["chit"] == "cic-csa"
    assert o["pope"]["track"] == T.RICKETTS_TRACK and o["pope"]["chit"] == "div-ricketts"
    assert o["pope"]["brigades"] == O.DIVISIONS["ricketts"]["brigades"]
    assert o["pope"]["entry"] == "1300" and o["pope"]["alternates"] == [{"hex": "2400", "delay": 1}]
    hr = o["hill_rearguard"]
    assert hr["brigade"] == "field" and hr["roll"]["success"] == [5, 6]
    assert hr["printed_entry"] == "2217" and hr["entry"] == "2218"        # decided: the pike's edge hex
    assert [a["hex"] for a in hr["alternates"]] == ["2618", "3418"]
    for opt in o.values():
        for hx in [opt.get("entry")] + [a["hex"] for a in opt.get("alternates", [])]:
            assert hx is None or D.is_hex_label(hx)
    assert o["artillery_stacking"]["default"] is True
    units = D.scenario_units("slaughter", ["pope", "hill_rearguard"])
    assert sorted(units) == sorted(U)


def test_data_lookups():
    assert D.face("u-111-pa") == (6, 4) and D.face("u-111-pa", depleted=True) == (3, 3)
    assert D.stack_points("c-poague") == 3 and D.stack_points("c-poague", artillery_option=False) == 4
    assert D.stack_points("u-12-ma") == 8                              # 6.2: large units count 8
    assert D.vp_value("u-12-ma") == 14
    assert D.division_of("thomas") == "hill" and "c-45-ga" in D.brigade_units("thomas")
    vp = D.vp_hexes()
    assert vp["1606"] == {"name": "The Pike Intersection", "side": "csa", "vp": 10, "per_turn": False}
    assert vp["2913"]["per_turn"] and vp["2913"]["vp"] == 6
    assert list(D.scenario_turns("valley")) == [7, 8, 9, 10, 11]


def test_setup_hexes_exist_on_the_authored_map():
    mapdata = pytest.importorskip("pyapp.games.ss.mapdata")
    hexes = getattr(mapdata, "HEXES", None)
    if not hexes:
        pytest.skip("the map does not expose HEXES yet")
    named = set()
    for s in S.SCENARIOS.values():
        named |= set(s["setup"].values()) | {r["hex"] for r in s["reinforcements"]}
    named |= set(T.REAR_AREA_HEXES) | set(T.CSA_VP_HEXES) | set(T.USA_VP_HEXES)
    for opt in S.OPTIONS.values():
        named |= {opt["entry"]} if "entry" in opt else set()
        named |= {a["hex"] for a in opt.get("alternates", [])}
    assert sorted(h for h in named if h not in hexes) == []
