"""For the People: the order of battle, the tracks and the scenarios
(pyapp/games/ftp/oob.py, track.py, scenarios.py; DATA_NOTES.md).

Two kinds of checks: literal values transcribed a second time by hand from
the sources (always run), and, when the shared source files sit beside the
repository (``../shared``), a parse of the A1 table and of the digest's
set-up tables compared row by row with the data.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest

from pyapp.games.ftp import oob, scenarios as S, track as T
from pyapp.games.ftp.spaces import ALLEGIANCE, NAME, STATE

SHARED = Path(__file__).resolve().parents[3] / "shared"
SOURCES_MD = SHARED / "data" / "FTP_USCW_SOURCES.md"
DIGEST_MD = SHARED / "rules" / "000_for_the_people.md"
NOTES_MD = Path(oob.__file__).with_name("DATA_NOTES.md")

G = oob.GENERALS
U, C = oob.UNION, oob.CSA


# ---------------------------------------------------------------------------
# Generals: ids and ranges
# ---------------------------------------------------------------------------
def test_general_ids_unique_and_well_formed():
    ids = [g.id for g in oob.GENERALS_LIST]
    assert len(ids) == len(set(ids)) == len(G)
    for i in ids:
        assert re.fullmatch(r"[a-z]+(_[a-z]+)*", i), i


def test_general_fields_in_range():
    for g in oob.GENERALS_LIST:
        assert g.side in oob.SIDES, g
        assert g.strategy in (1, 2, 3), g
        assert g.offence in range(0, 4) and g.defence in range(0, 4), g
        assert isinstance(g.cavalry, bool) and isinstance(g.optional, bool), g
        if g.cavalry:
            assert g.pi is None, g              # cavalry counters carry no PI (A1)
        else:
            assert g.pi in range(1, 11), g
        if g.optional:
            assert g.arrives is None or g.alt_of, g
        else:
            assert g.arrives in range(1, 14), g
        assert g.flags <= oob.FLAGS, g
        assert g.src, g
        if g.replaces:
            r = G[g.replaces]
            assert g.optional and g.cavalry and r.cavalry and r.side == g.side, g
        if g.alt_of:
            assert G[g.alt_of].side == g.side and not G[g.alt_of].optional, g
        assert g.name


def test_counts():
    assert len(oob.generals(U)) == 23 and len(oob.generals(C)) == 21
    assert len(oob.generals(U, optional=True)) == 3
    assert len(oob.generals(C, optional=True)) == 5
    assert sum(g.cavalry for g in oob.generals(U)) == 3
    assert sum(g.cavalry for g in oob.generals(C)) == 4


# A1, transcribed a second time by hand: id: (strategy, pi, offence, defence, arrives)
A1 = {
    "mcdowell": (3, 6, 1, 1, 1), "fremont": (3, 8, 0, 0, 1), "butler": (3, 8, 0, 0, 1),
    "burnside": (2, 6, 0, 1, 2), "banks": (3, 5, 0, 0, 2), "buell": (3, 6, 1, 1, 2),
    "halleck": (3, 6, 1, 1, 2), "pope": (2, 4, 1, 0, 2), "rosecrans": (3, 5, 1, 1, 2),
    "mcclellan": (3, 10, 0, 2, 2), "curtis": (3, 5, 0, 1, 4), "hooker": (2, 5, 0, 1, 6),
    "grant": (1, 8, 3, 3, 7), "meade": (3, 5, 1, 2, 8), "reynolds": (2, 1, 1, 1, 8),
    "hancock": (3, 1, 1, 1, 8), "sherman": (1, 5, 3, 3, 10), "mcpherson": (3, 1, 2, 1, 10),
    "schofield": (3, 1, 1, 1, 10), "thomas": (3, 2, 2, 3, 12),
    "sheridan_inf": (1, 1, 3, 2, 11),
    "stoneman": (2, None, 1, 1, 4), "pleasonton": (2, None, 1, 2, 5),
    "sheridan": (1, None, 3, 2, 11), "kilpatrick": (1, None, 1, 1, None),
    "mitchell": (2, None, 1, 1, None),
    "a_s_johnston": (2, 10, 1, 1, 1), "beauregard": (2, 5, 1, 1, 1),
    "j_e_johnston": (2, 8, 1, 2, 1), "polk": (3, 5, 0, 0, 1), "price": (2, 4, 0, 1, 1),
    "bragg": (2, 8, 1, 0, 2), "smith": (2, 6, 1, 1, 2), "van_dorn": (1, 5, 1, 0, 3),
    "pemberton": (3, 3, 0, 1, 3), "r_e_lee": (1, 8, 3, 3, 4), "longstreet": (2, 2, 2, 3, 5),
    "jackson": (1, 2, 3, 3, 5), "ewell": (3, 1, 1, 1, 8), "hill": (2, 1, 1, 1, 8),
    "hood": (1, 3, 1, 0, 10), "hardee": (3, 5, 1, 1, 11), "early": (1, 2, 1, 1, 12),
    "stuart": (1, None, 2, 2, 2), "forrest": (1, None, 3, 3, 4), "morgan": (1, None, 2, 1, 4),
    "wheeler": (1, None, 1, 1, 4), "pegram": (2, None, 1, 1, None),
    "armstrong": (2, None, 1, 1, None), "f_lee": (1, None, 1, 1, None),
    "wharton": (2, None, 1, 1, None),
}


@pytest.mark.parametrize("gid", sorted(A1))
def test_a1_values(gid):
    g = G[gid]
    assert (g.strategy, g.pi, g.offence, g.defence, g.arrives) == A1[gid]


def test_every_general_but_van_dorn_cav_is_in_a1():
    assert set(G) - set(A1) == {"van_dorn_cav"}      # AUTHORED (DATA_NOTES)
    assert "AUTHORED" in G["van_dorn_cav"].src


# The A1 row names of the source file -> our ids.
_A1_ROW = {
    "Scofield (Schofield)": "schofield", "Sheridan (optional infantry counter)": "sheridan_inf",
    "Kilpatrick (optional replacement)": "kilpatrick", "Mitchell (optional replacement)": "mitchell",
    "Smith (E. Kirby)": "smith", "R. E. Lee": "r_e_lee", "T. J. Jackson": "jackson",
    "A. P. Hill": "hill", "A. S. Johnston": "a_s_johnston", "J. Johnston": "j_e_johnston",
    "Pegram (optional)": "pegram", "Armstrong (optional)": "armstrong",
    "F. Lee (optional)": "f_lee", "Wharton (optional)": "wharton",
}


def _a1_rows():
    text = SOURCES_MD.read_text(encoding="utf-8")
    block = text[text.index("## A1."):text.index("## A2.")]
    rows = {}
    header = None
    for line in block.splitlines():
        if not line.startswith("|"):
            header = None if not line.strip() else header
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if cells[0] == "General":
            header = cells
            continue
        if header is None or set(cells[0]) <= {"-", " "}:
            continue
        rows[cells[0]] = dict(zip(header, cells))
    return rows


@pytest.mark.skipif(not SOURCES_MD.exists(), reason="shared sources not beside the repo")
def test_a1_table_parsed_matches_data():
    rows = _a1_rows()
    assert len(rows) == len(G) - 1 == 51          # all but van_dorn_cav
    for name, row in rows.items():
        gid = _A1_ROW.get(name) or oob.NAME_TO_ID[name]
        g = G[gid]
        assert g.strategy == int(row["Strat"]), name
        off, dfn = (int(x) for x in row["Off-Def"].split("-"))
        assert (g.offence, g.defence) == (off, dfn), name
        if "PI" in row:
            assert g.pi == int(row["PI"]), name
        else:
            assert g.cavalry and g.pi is None, name
        m = re.match(r"T(\d+)", row["Arrives"])
        if m:
            assert g.arrives == int(m.group(1)), name
        elif row["Arrives"].startswith("replaces"):
            assert g.arrives is None and g.replaces == oob.NAME_TO_ID[row["Arrives"].split()[1]]
        else:
            assert g.alt_of == "sheridan" and g.arrives == G["sheridan"].arrives


def test_digest_revealed_ratings():
    """Every rating the digest's text reveals (2.3, 5.8, 5.32)."""
    assert G["mcclellan"].pi == 10
    assert G["fremont"].pi == G["butler"].pi == G["grant"].pi == 8
    assert G["buell"].pi == G["burnside"].pi == G["mcdowell"].pi == 6
    assert G["rosecrans"].pi == G["meade"].pi == 5
    assert G["mcdowell"].offence == 1 and G["meade"].defence == 2
    assert G["sherman"].offence == 3 and G["sherman"].pi > G["thomas"].pi
    assert G["thomas"].offence == 2 and G["pleasonton"].defence == 2
    assert 1 in (G["hancock"].defence, G["reynolds"].defence)
    assert G["r_e_lee"].offence == 3
    assert (G["longstreet"].offence, G["longstreet"].defence) == (2, 3)
    assert G["ewell"].offence == 1 and G["hill"].offence == 1
    assert G["j_e_johnston"].defence == 2 and G["j_e_johnston"].pi > G["beauregard"].pi
    assert G["jackson"].defence == 3
    assert G["sheridan_inf"].pi == 1
    assert oob.GENERIC_COMMANDER == {"strategy": 3, "offence": 0, "defence": 0}
    # A. S. Johnston: highest PI of the CSA generals on the map in Summer 1861
    summer = [g for g in oob.generals(C) if g.arrives <= 2 and not g.cavalry]
    assert max(summer, key=lambda g: g.pi).id == "a_s_johnston"
    assert all(g.pi < 10 for g in summer if g.id != "a_s_johnston")


def test_gettysburg_drm_vector():
    """5.32: CSA +4 (Lee 3 - 2 screening, +2 Longstreet, +1 Ewell or Hill);
    Union +8 (Meade 2, +2 intercept, +2 Pleasonton, +1 Hancock or Reynolds, +1 elite)."""
    csa = (G["r_e_lee"].offence - 2) + G["longstreet"].offence + G["ewell"].offence
    assert csa == 4
    union = G["meade"].defence + 2 + G["pleasonton"].defence + G["reynolds"].defence + 1
    assert union == 8


def test_relief_cost_vectors():
    """5.8: Fremont relieved, Grant promoted over McClellan -> 10; Grant
    relieved, reassigned relieving Meade -> 8 + 5 = 13."""
    assert G["fremont"].pi + 2 * (G["mcclellan"].pi > G["grant"].pi) == 10
    assert G["grant"].pi + G["meade"].pi == 13
    assert G["butler"].pi == G["grant"].pi          # an equal PI costs nothing


def test_flags_from_the_digest():
    assert oob.NAVAL_ARMY_MOVE_SEA in G["mcclellan"].flags
    assert {g.id for g in oob.GENERALS_LIST if oob.NAVAL_ARMY_MOVE_SEA in g.flags} == {
        "mcclellan", "grant", "sherman"}
    assert {g.id for g in oob.GENERALS_LIST if oob.NAVAL_ARMY_MOVE_RIVER in g.flags} == {
        "grant", "sherman"}
    assert oob.BRIGADE_GROWS in G["forrest"].flags and oob.BRIGADE_GROWS in G["sheridan"].flags
    assert oob.DUAL_ROLE in G["van_dorn"].flags


def test_cavalry_replacements():
    assert oob.CAVALRY_REPLACEMENTS["forrest"] == "pegram"
    assert oob.CAVALRY_REPLACEMENTS["morgan"] == "armstrong"
    assert oob.CAVALRY_REPLACEMENTS["stuart"] == "f_lee"
    assert oob.CAVALRY_REPLACEMENTS["wheeler"] == "wharton"
    assert oob.CAVALRY_REPLACEMENTS["pleasonton"] == "kilpatrick"
    assert oob.CAVALRY_REPLACEMENTS["stoneman"] == "mitchell"
    assert oob.CAVALRY_REPLACEMENTS["van_dorn"] is None
    assert oob.CAVALRY_REPLACEMENTS["sheridan"] == "sheridan"
    for orig, rep in oob.CAVALRY_REPLACEMENTS.items():
        if rep and rep != orig:
            assert G[rep].replaces == orig
    assert oob.return_delay(G["stuart"]) == 3 and oob.return_delay(G["pleasonton"]) == 1
    assert oob.return_delay(G["r_e_lee"]) == 1


def test_name_to_id():
    for name, gid in oob.NAME_TO_ID.items():
        assert gid in G, name


# ---------------------------------------------------------------------------
# Armies and counters
# ---------------------------------------------------------------------------
def test_armies():
    assert len(oob.armies(U)) == 4 and len(oob.armies(C)) == 4
    assert [a.number for a in oob.armies(U)] == [1, 2, 3, 4]
    assert [a.number for a in oob.armies(C)] == [1, 2, 3, 4]
    names = {a.name for a in oob.ARMIES_LIST}
    for n in ("Army of the Potomac", "Army of the Tennessee", "Army of the Cumberland",
              "Army of the Missouri", "Army of Northern Virginia", "Army of Tennessee",
              "Army of Mississippi"):
        assert n in names
    assert oob.ARMY_MAX_SP == 15


def test_counter_limits():
    cnt = oob.COUNTERS
    assert (cnt["fort"]["union"], cnt["fort"]["csa"]) == (12, 6)
    assert cnt["ironclad"]["csa"] == 3 and len(cnt["ironclad"]["names"]) == 3
    assert cnt["torpedo"]["csa"] == 6 and cnt["hunley"]["csa"] == 1
    assert cnt["elite_unit"]["union"] == cnt["elite_unit"]["csa"] == 2
    assert "Iron Brigade" in cnt["elite_unit"]["names"]["union"]
    assert cnt["strategic_movement_limit"] == {"union": 15, "csa": 7,
                                               "src": cnt["strategic_movement_limit"]["src"]}


# ---------------------------------------------------------------------------
# The turn track and the other tracks
# ---------------------------------------------------------------------------
def test_turn_track():
    assert len(T.TURNS) == 13
    assert [t.number for t in T.TURNS] == list(range(1, 14))
    assert [t.cards for t in T.TURNS] == [4, 5, 6] + [7] * 10
    assert sum(t.cards for t in T.TURNS) == 85
    assert T.TURNS[0].label == "Spring 1861" and T.TURNS[-1].label == "Spring 1865"
    assert [t.season for t in T.TURNS[:3]] == ["spring", "summer", "fall"]
    assert T.turn_of("summer", 1864) == 11 and T.turn_of("spring", 1863) == 7
    assert T.fall_turns() == (3, 6, 9, 12)
    assert T.TURN[1].steps == () and T.TURN[3].steps == ("b", "c")
    assert all(T.TURN[n].steps == ("a", "b", "c") for n in (2, *range(4, 14)))
    assert not T.TURN[3].sp_reinforcements and not T.TURN[1].br_rolls
    assert not T.TURN[3].br_rolls and T.TURN[2].br_rolls


def test_turn_events():
    ev = {t.number: {e.id for e in t.events} for t in T.TURNS}
    for n in T.fall_turns():
        assert {"war_weariness", "confederate_remorse", "may_stop"} <= ev[n]
    assert "rail_upgrade_1864" in ev[10]
    assert "csa_wins_if_union_sw_below_50" in ev[12]
    assert "campaign_state_count" in ev[13]
    assert "ninety_day_enlistments" in ev[3]
    for t in T.TURNS:
        for e in t.events:
            assert e.text and e.section


# A1 "Arrival turns, summed up" (turns 2-13), transcribed by hand.
ARRIVALS = {
    2: ({"burnside", "banks", "buell", "halleck", "pope", "rosecrans", "mcclellan"},
        {"stuart", "smith", "bragg"}),
    3: (set(), {"van_dorn", "pemberton"}),
    4: ({"stoneman", "curtis"}, {"morgan", "forrest", "wheeler", "r_e_lee"}),
    5: ({"pleasonton"}, {"longstreet", "jackson"}),
    6: ({"hooker"}, set()),
    7: ({"grant"}, set()),
    8: ({"reynolds", "hancock", "meade"}, {"ewell", "hill"}),
    9: (set(), set()),
    10: ({"schofield", "mcpherson", "sherman"}, {"hood"}),
    11: ({"sheridan"}, {"hardee"}),
    12: ({"thomas"}, {"early"}),
    13: (set(), set()),
}


def test_turn_arrivals():
    for n, (u, c) in ARRIVALS.items():
        assert set(T.TURN[n].union_arrivals) == u, n
        assert set(T.TURN[n].csa_arrivals) == c, n
    # Turn 1: on the map at the start (the digest's example of play, 2.3)
    assert set(T.TURN[1].union_arrivals) == {"mcdowell", "fremont", "butler"}
    assert set(T.TURN[1].csa_arrivals) == {"price", "polk", "a_s_johnston", "j_e_johnston",
                                           "beauregard"}


def test_blockade_track():
    b = T.BLOCKADE_TRACK
    assert (b["min"], b["max"], b["max_after_foreign_intervention"]) == (0, 5, 4)
    assert set(b["raise_cards"]) == {61, 63, 68, 69, 71, 98, 127}
    assert len(T.BLOCKADE_ZONES) == 4
    for lvl in T.BLOCKADE_LEVELS:
        assert lvl["sp_chance_per_zone"] + lvl["loss_chance_per_zone"] == 1
    assert T.BLOCKADE_LEVELS[0]["expected_br_sp"] == 4
    assert T.BLOCKADE_LEVELS[3]["sp_chance_per_zone"] == Fraction(1, 2)
    assert T.BLOCKADE_LEVELS[5]["expected_sw_lost"] == Fraction(40, 6)
    # 5.26 example: blockade 3, rolls 2 and 3 fail, 4 and 5 succeed ("greater than")
    assert [r > 3 for r in (2, 3, 4, 5)] == [False, False, True, True]
    with pytest.raises(ValueError):
        T.blockade_level_effects(6)
    for ports in T.BLOCKADE_ZONES.values():
        for p in ports:
            assert p in NAME


def test_other_tracks():
    assert (T.AMPHIBIOUS_TRACK["min"], T.AMPHIBIOUS_TRACK["max"]) == (0, 5)
    assert T.SW_TRACK["min"] == 0 and T.SW_TRACK["max"] is None
    assert T.ARMY_STRENGTH_TRACK["max"] == 15
    assert T.STRATEGIC_MOVEMENT_TRACK["union"] == 15 and T.STRATEGIC_MOVEMENT_TRACK["csa"] == 7


def test_boxes():
    assert T.turn_box(7) in T.BOXES and T.army_box("u_potomac") in T.BOXES
    assert T.state_control_box("KY") in T.BOXES
    assert T.ELIMINATED in T.BOXES and T.CAPTURED_CAPITAL_BOX in T.BOXES
    assert not (T.BOXES & set(NAME))
    for bad in (lambda: T.turn_box(14), lambda: T.army_box("x"), lambda: T.state_control_box("XX")):
        with pytest.raises(ValueError):
            bad()


# ---------------------------------------------------------------------------
# Scenarios
# ---------------------------------------------------------------------------
SC = S.SCENARIOS
ALL = tuple(SC.values())


def test_scenario_frame():
    assert tuple(SC) == S.SCENARIO_IDS
    spans = {k: (v.first_turn, v.last_turn) for k, v in SC.items()}
    assert spans == {"1861": (1, 3), "1862": (4, 6), "1863": (7, 9), "1864": (11, 13),
                     "campaign": (1, 13)}
    assert SC["campaign"].setup_of == "1861"
    assert SC["campaign"].placements == SC["1861"].placements
    sw = {k: (v.sw[U], v.sw[C]) for k, v in SC.items()}
    assert sw["1861"] == ((100, "-"), (100, "+"))
    assert sw["1862"] == ((115, "-"), (94, "+"))
    assert sw["1863"] == ((85, "+"), (80, "-"))
    assert sw["1864"] == ((65, "+"), (50, "-"))
    assert sw["campaign"] == sw["1861"]
    assert [SC[k].blockade for k in S.SCENARIO_IDS] == [0, 2, 3, 4, 0]
    assert [SC[k].amphibious for k in S.SCENARIO_IDS] == [0, 2, 3, 4, 0]
    assert [SC[k].emancipation for k in S.SCENARIO_IDS] == [False, False, True, True, False]
    assert [SC[k].mississippi_bonus_collected for k in S.SCENARIO_IDS] == [
        False, False, False, True, False]
    for k in ("1862", "1863", "1864"):
        assert SC[k].first_turn_steps == ("c",)
        assert SC[k].rule("first_turn_step_c_only")
    assert SC["1861"].first_turn_steps is None
    for sc in ALL:
        assert sc.capitals == {U: "washington_dc", C: "richmond"}
        assert sc.starting_hands == {U: (), C: ()}
        assert not sc.first_turn_br_rolls
        assert sc.naval == {"ironclads": (), "torpedoes": (), "hunley": None}
    assert S.EXAMPLE_END_SW_1861 == SC["1862"].sw


def test_cards_removed():
    r62 = set(SC["1862"].cards_removed)
    r63 = set(SC["1863"].cards_removed)
    r64 = set(SC["1864"].cards_removed)
    assert r62 == {24, 26, 29, 42, 43, 44, 47, 48, 52, 68, 90, 91}
    assert r63 == r62 | {31, 76, 81, 116}
    assert r64 == (r63 - {116}) | {110}
    assert SC["1861"].cards_removed == SC["campaign"].cards_removed == ()
    for sc in ALL:
        assert len(sc.cards_removed) == len(set(sc.cards_removed))
        assert all(1 <= c <= 130 for c in sc.cards_removed)


def test_every_place_is_a_space_or_box():
    for sc in ALL:
        for side in (U, C):
            for p in sc.placements[side]:
                assert S.is_place(p.space), (sc.id, p)
                assert p.space in NAME, (sc.id, p)     # every set-up row is a map space
        for sp in sc.rc_destroyed:
            assert sp in NAME
        for loc in S.general_locations(sc).values():
            assert S.is_place(loc), (sc.id, loc)


def test_digest_names_map_to_the_right_state():
    for name, sid in S.DIGEST_NAMES.items():
        base = re.sub(r"\s*\(.*\)$", "", name)
        state = base.rsplit(", ", 1)[1]
        assert STATE[sid] == state, (name, sid)


def _slug(name):
    base = re.sub(r"\s*\(.*\)$", "", name)
    return re.sub(r"[^a-z0-9]+", "_", base.lower()).strip("_")


def test_spelling_mappings_are_documented():
    notes = NOTES_MD.read_text(encoding="utf-8")
    for name, sid in S.DIGEST_NAMES.items():
        naive = _slug(name)
        plain = _slug(base := re.sub(r"\s*\(.*\)$", "", name).rsplit(", ", 1)[0])
        if sid not in (naive, plain):
            assert f"`{sid}`" in notes and base in notes, (name, sid)


def test_generals_placed_exist_right_side_arrived_once():
    for sc in ALL:
        seen = set()
        for side in (U, C):
            for p in sc.placements[side]:
                for gid in p.generals:
                    g = G[gid]
                    assert g.side == side and not g.optional, (sc.id, gid)
                    assert g.arrives <= sc.first_turn, (sc.id, gid)
                    if sc.first_turn > 1:
                        assert g.arrives < sc.first_turn, (sc.id, gid)
                    assert gid not in seen, (sc.id, gid)
                    seen.add(gid)
            for gid in sc.eliminated[side]:
                g = G[gid]
                assert g.side == side and g.arrives < sc.first_turn, (sc.id, gid)
                assert gid not in seen, (sc.id, gid)
                seen.add(gid)


def test_every_general_is_accounted_for():
    """Placed, eliminated, or waiting on the turn track for an arrival not yet
    due: nobody who arrived before the first turn is left off (A1)."""
    for sc in ALL:
        waiting = S.waiting_generals(sc)
        for gid, box in waiting.items():
            assert G[gid].arrives >= sc.first_turn, (sc.id, gid)
            assert box == T.turn_box(G[gid].arrives)
        loc = S.general_locations(sc)
        assert set(loc) == set(G)


def test_placement_rows_count():
    rows = {k: (len(SC[k].placements[C]), len(SC[k].placements[U]))
            for k in ("1861", "1862", "1863", "1864")}
    assert rows == {"1861": (12, 13), "1862": (15, 16), "1863": (22, 39), "1864": (21, 55)}
    for sc in ALL:
        for side in (U, C):
            spaces = [p.space for p in sc.placements[side]]
            assert len(spaces) == len(set(spaces)), sc.id


def test_sp_totals():
    """The digest prints no totals; these are hand sums of its tables."""
    tot = {k: (S.sp_total(SC[k], C), S.sp_total(SC[k], U)) for k in S.SCENARIO_IDS}
    assert tot == {"1861": (13, 19), "1862": (27, 42), "1863": (51, 80), "1864": (49, 96),
                   "campaign": (13, 19)}


def test_armies_at_start():
    got = {k: S.armies_at_start(SC[k]) for k in S.SCENARIO_IDS}
    assert got["1861"] == {"u_potomac": ("washington_dc", "mcdowell")}
    assert got["1862"] == {"c_tennessee": ("corinth", "a_s_johnston"),
                           "c_northern_virginia": ("fredericksburg", "j_e_johnston"),
                           "u_tennessee": ("pittsburg_landing", "halleck"),
                           "u_cumberland": ("nashville", "buell"),
                           "u_potomac": ("manassas", "mcclellan")}
    assert got["1863"] == {"c_mississippi": ("vicksburg", "pemberton"),
                           "c_tennessee": ("tullahoma", "bragg"),
                           "c_northern_virginia": ("fredericksburg", "r_e_lee"),
                           "u_missouri": ("springfield_mo", "curtis"),
                           "u_cumberland": ("murfreesboro", "rosecrans"),
                           "u_potomac": ("manassas", "hooker")}
    assert got["1864"] == {"c_tennessee": ("dalton", "j_e_johnston"),
                           "c_northern_virginia": ("wilderness", "r_e_lee"),
                           "u_missouri": ("little_rock", "curtis"),
                           "u_cumberland": ("chattanooga", "sherman"),
                           "u_potomac": ("manassas", "grant"),
                           "u_tennessee": ("fort_monroe", "butler")}
    for sc in ALL:
        for side in (U, C):
            for p in sc.placements[side]:
                if p.army:
                    assert oob.ARMIES[p.army].side == side
                    assert p.commander == p.generals[0]          # first listed (6.0)
                    assert not G[p.commander].cavalry
                    assert 1 <= p.sp <= oob.ARMY_MAX_SP
                    assert p.formation == "army"
                else:
                    assert p.commander is None


def test_organisation_limits_hold_at_start():
    """5.4/5.5: army generals <= SP + 3; elsewhere generals <= SP + 1;
    each cavalry general is a brigade holding one of the listed SP (6.0 J)."""
    for sc in ALL:
        for side in (U, C):
            for p in sc.placements[side]:
                n = len(p.generals)
                slack = oob.ARMY_GENERALS_OVER_SP if p.army else oob.SPACE_GENERALS_OVER_SP
                assert n <= p.sp + slack, (sc.id, p.space)
                assert p.infantry_sp >= 0, (sc.id, p.space)
                if p.generals and not p.army:
                    assert p.sp >= 1, (sc.id, p.space)


def test_brigades():
    p = {q.space: q for q in SC["1863"].placements[C]}
    assert p["shelbyville"].brigades == ("forrest",) and p["shelbyville"].infantry_sp == 0
    assert p["tullahoma"].infantry_sp == 6
    assert p["fredericksburg"].brigades == ("stuart",) and p["fredericksburg"].infantry_sp == 11
    q = {x.space: x for x in SC["1863"].placements[U]}
    assert q["manassas"].brigades == ("pleasonton", "stoneman") and q["manassas"].infantry_sp == 13


def test_forts_and_coastal_stacking():
    expected = {
        "1861": {"columbus_ky": C, "dover_tn": C, "richmond": C, "washington_dc": U},
        "1862": {"new_madrid": C, "richmond": C, "washington_dc": U},
        "1863": {"port_hudson": C, "vicksburg": C, "richmond": C, "washington_dc": U,
                 "corinth": U, "nashville": U},
        "1864": {"mobile": C, "atlanta": C, "savannah": C, "richmond": C, "petersburg": C,
                 "washington_dc": U, "baton_rouge": U, "vicksburg": U, "corinth": U,
                 "nashville": U},
    }
    for k, forts in expected.items():
        assert S.forts(SC[k]) == forts, k
    coastal = ("fort_morgan", "forts_st_philip_jackson", "fort_pickens", "fort_gadson",
               "fort_pulaski", "fort_sumter", "fort_fisher")
    for sc in ALL:
        f = S.forts(sc)
        assert sum(v == U for v in f.values()) <= 12 and sum(v == C for v in f.values()) <= 6
        for p in sc.placements[C]:
            if p.space in coastal:
                assert p.sp <= 1, (sc.id, p.space)           # 5.1, 5.23


def test_rc_destroyed():
    rcs = {"richmond", "atlanta", "memphis", "nashville", "augusta", "jackson_ms",
           "columbus_ga", "fayetteville_nc", "charleston_sc", "selma", "macon",
           "little_rock", "marshall"}                                   # A4.2
    assert SC["1861"].rc_destroyed == ()
    assert SC["1862"].rc_destroyed == ("nashville",)
    assert SC["1863"].rc_destroyed == ("nashville", "memphis")
    assert set(SC["1864"].rc_destroyed) == {"nashville", "memphis", "little_rock", "jackson_ms"}
    pcs = {k: S.pc_markers(SC[k]) for k in ("1862", "1863", "1864")}
    for k, pc in pcs.items():
        for rc in SC[k].rc_destroyed:
            assert rc in rcs
            assert pc.get(rc) == U, (k, rc)          # a destroyed RC carries a Union PC


def test_pc_markers_and_control():
    for sc in ALL:
        for side in (U, C):
            for p in sc.placements[side]:
                if p.pc:
                    own = "usa" if side == U else "csa"
                    assert ALLEGIANCE[STATE[p.space]] != own, (sc.id, p.space)
    c61 = S.control(SC["1861"])
    border = [s for s in NAME if ALLEGIANCE[STATE[s]] == "border"]
    assert {s: c61[s] for s in border if c61[s]} == {"st_louis": U, "columbus_ky": C,
                                                     "new_madrid": C}
    assert c61["harpers_ferry"] == U and c61["fort_pickens"] == U and c61["richmond"] == C
    assert c61["philadelphia"] == U
    c62 = S.control(SC["1862"])
    assert all(c62[s] == U for s in border if s not in ("new_madrid", "springfield_mo"))
    assert c62["new_madrid"] == C and c62["springfield_mo"] == C
    for k in ("1863", "1864"):
        c = S.control(SC[k])
        assert all(c[s] == U for s in border), k
    c64 = S.control(SC["1864"])
    assert c64["dover_tn"] == C and c64["knoxville"] == U     # D7: Dover printed without a PC
    assert SC["1863"].state_control == {"KY": U, "MO": U, "WV": U, "TN": U}
    assert SC["1864"].state_control == {"KY": U, "MO": U, "WV": U, "TN": U, "FL": U}
    assert SC["1862"].state_control == {"KY": U, "MO": U, "WV": U}
    assert SC["1861"].state_control == {}


def test_special_rules():
    for sc in ALL:
        ids = [r.id for r in sc.special_rules]
        assert len(ids) == len(set(ids))
        for r in sc.special_rules:
            assert r.section and r.text and isinstance(r.params, dict)
    g = SC["1863"].rule("grant_at_memphis").params
    assert g == {"general": "grant", "space": "memphis", "step": "c", "turn": 7}
    assert G["grant"].arrives == SC["1863"].first_turn
    assert S.waiting_generals(SC["1863"])["grant"] == T.turn_box(7)
    mem = {p.space: p for p in SC["1863"].placements[U]}["memphis"]
    assert mem.sp >= 1 and mem.pc                                     # LOC and a friendly SP
    b = SC["1863"].rule("blockade_card_obligation").params
    assert b["cards"] == (61, 63, 69, 71, 98, 127) and b["penalty_sw"] == -10
    assert not b["fates_of_war"]
    d = SC["1863"].rule("sp_differential").params
    # 5.32 vector: Union 75, CSA 46 -> 29, 6 below 35 -> one full 5 -> CSA +10
    short = d["baseline"] - (75 - 46)
    assert (short // d["step"]) * d["csa_gain"] == 10
    for rid in ("first_campaign_card_one_activation_per_state", "no_union_naval_move_first_turn",
                "no_reorganisation_first_turn"):
        assert SC["1863"].rule(rid)
    assert SC["1864"].rule("starts_in_summer").params["turn"] == SC["1864"].first_turn
    assert SC["1862"].rule("halleck_for_grant")


def test_victory():
    assert SC["1861"].victory["union"]["controls_all"] == ("MO", "KY", "WV")
    assert SC["1861"].victory["union"]["or_csa_sw_below"] == 80
    assert SC["1861"].victory["csa"]["or_union_sw_below"] == 85
    assert SC["1863"].victory["tie"] == C
    assert SC["1864"].victory is SC["campaign"].victory
    assert SC["1864"].victory["end"]["union_needs_states"] == 10
    assert SC["1864"].automatic_victory and SC["campaign"].automatic_victory
    for sc in ALL:
        assert sc.victory.get("end_turn", sc.last_turn) == sc.last_turn


def test_span():
    assert S.span("1861", "1863") == (1, 9)
    assert S.span("1862", "1864") == (4, 13)
    with pytest.raises(ValueError):
        S.span("1863", "1861")


def test_example_hands():
    for turn, hands in S.EXAMPLE_HANDS_1861.items():
        for side in (U, C):
            assert len(hands[side]) == T.CARDS_DEALT[turn]
            assert all(1 <= c <= 130 for c in hands[side])


# ---------------------------------------------------------------------------
# Row-by-row against the digest's set-up tables
# ---------------------------------------------------------------------------
_ARMY_NAMES = {
    U: {"Army of the Potomac": "u_potomac", "Army of the Tennessee": "u_tennessee",
        "Army of the Cumberland": "u_cumberland", "Army of the Missouri": "u_missouri"},
    C: {"Army of Northern Virginia": "c_northern_virginia", "Army of Tennessee": "c_tennessee",
        "Army of Mississippi": "c_mississippi"},
}


def _digest_tables():
    text = DIGEST_MD.read_text(encoding="utf-8")
    out = {}
    for sid, head in (("1861", "### 6.1"), ("1862", "### 6.2"), ("1863", "### 6.3"),
                      ("1864", "### 6.4")):
        start = text.index(head)
        end = text.index("### 6.", start + 5)
        block = text[start:end]
        side = None
        rows = {C: [], U: []}
        for line in block.splitlines():
            if line.startswith("**CSA setup**"):
                side = C
            elif line.startswith("**Union setup**"):
                side = U
            elif side and line.startswith("| ") and not line.startswith("| Space") \
                    and not line.startswith("|---"):
                rows[side].append([c.strip() for c in line.strip().strip("|").split("|")])
        out[sid] = rows
    return out


@pytest.mark.skipif(not DIGEST_MD.exists(), reason="shared digest not beside the repo")
def test_setups_match_the_digest_row_by_row():
    tables = _digest_tables()
    for sid, rows in tables.items():
        sc = SC[sid]
        for side in (C, U):
            assert len(rows[side]) == len(sc.placements[side]), (sid, side)
            for row, p in zip(rows[side], sc.placements[side]):
                space, gens, sp, other = row
                assert space == p.digest_name, (sid, row)
                names = [re.sub(r"\s*\(.*?\)", "", n).strip()
                         for n in gens.split(",") if n.strip()] if gens else []
                assert tuple(oob.NAME_TO_ID[n] for n in names) == p.generals, (sid, row)
                assert int(sp) == p.sp, (sid, row)
                toks = [t.strip() for t in re.sub(r"\(.*?\)", "", other).split(",") if t.strip()]
                assert ("Fort" in toks) == p.fort, (sid, row)
                assert ("PC" in toks) == p.pc, (sid, row)
                if sid == "1861":
                    assert ("Capital" in toks) == p.capital, (sid, row)
                else:                                        # 6.0 G-H
                    assert p.capital == (p.space in ("washington_dc", "richmond")), (sid, row)
                armies = [t for t in toks if t.startswith("Army")]
                assert (_ARMY_NAMES[side][armies[0]] if armies else None) == p.army, (sid, row)


def test_agrees_with_the_card_data():
    """The scenarios' removed cards and blockade cards agree with cards.py."""
    cards = pytest.importorskip("pyapp.games.ftp.cards")
    for sid, out in getattr(cards, "SETUP_OUT", {}).items():
        assert tuple(out) == SC[sid].cards_removed, sid
    blockade = getattr(cards, "BLOCKADE", None)
    if blockade is not None:
        assert {c for c, d in blockade.items() if d > 0} == set(S.BLOCKADE_CARDS)
        assert {c for c, d in blockade.items() if d > 0} == set(T.BLOCKADE_TRACK["raise_cards"])
