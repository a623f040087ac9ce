"""Badges of Courage: the authored armies and scenarios (oob.py, scenarios.py)
are complete and consistent with what the rulebook states."""

import json
from collections import Counter

import pytest

from pyapp.games.boc import oob as O
from pyapp.games.boc import scenarios as S
from pyapp.games.boc.grid import on_map

B = O.BLOCKS
KEYS = {"side", "name", "kind", "hq", "corps", "div", "asset", "reserve", "steps", "letter", "fire",
        "long", "range", "men", "optional", "special", "melee_fire", "no_command", "src"}


def _count(side, hq):
    return sum(1 for r in B.values() if r["side"] == side and r["hq"] == hq)


def test_hq_counts_match_the_rulebook():
    # 4.21-4.25: CSA 9 DHQ, 3 CHQ, Lee, Alexander, Stuart; USA 19 DHQ (+3 cavalry
    # DHQs), 7 CHQ, Meade, Hunt, the cavalry CHQ.
    assert _count("csa", "dhq") == 9
    assert _count("csa", "chq") == 3
    assert _count("csa", "ahq") == 1 and B["c-lee-hq"]["hq"] == "ahq"
    assert _count("csa", "arty") == 1 and B["c-alexander-hq"]["hq"] == "arty"
    assert _count("csa", "cav_chq") == 1 and B["c-stuart-hq"]["hq"] == "cav_chq"
    assert _count("csa", "cav_dhq") == 0
    assert _count("usa", "dhq") == 19
    assert _count("usa", "cav_dhq") == 3
    assert {b for b, r in B.items() if r["hq"] == "cav_dhq"} == {"u-buford-hq", "u-gregg-hq", "u-kilpatrick-hq"}
    assert _count("usa", "chq") == 7
    assert {r["corps"] for r in B.values() if r["side"] == "usa" and r["hq"] == "chq"} == \
        {"I", "II", "III", "V", "VI", "XI", "XII"}
    assert _count("usa", "ahq") == 1 and B["u-meade-hq"]["hq"] == "ahq"
    assert _count("usa", "arty") == 1 and B["u-hunt-hq"]["hq"] == "arty"
    assert _count("usa", "cav_chq") == 1 and B["u-pleasonton-hq"]["hq"] == "cav_chq"


@pytest.mark.parametrize("bid", sorted(B))
def test_block_fields_are_valid(bid):
    r = B[bid]
    assert set(r) == KEYS, bid
    assert bid.isascii() and bid == bid.lower() and " " not in bid
    assert r["side"] in O.SIDES and bid.startswith({"usa": "u-", "csa": "c-"}[r["side"]])
    assert r["name"]["en"].strip() and r["name"]["es"].strip()
    assert r["kind"] in O.KINDS
    assert r["corps"] in O.CORPS_IDS[r["side"]]
    assert r["letter"] in "ABCD" and len(r["letter"]) == 1
    assert r["fire"] in (1, 2, 3)
    assert isinstance(r["asset"], bool) and isinstance(r["reserve"], bool)
    assert isinstance(r["no_command"], bool)
    assert r["src"].strip()
    assert r["optional"] in (None, "cavalry_battle")
    if r["div"] is not None:
        div = O.FORMATIONS[r["side"]]["divisions"][r["div"]]
        assert div["corps"] == r["corps"], bid
    if r["kind"] == "hq":
        assert r["hq"] in O.HQ_TYPES
        assert r["steps"] in (1, 2, 3)            # an HQ's edges run down to 0
        assert isinstance(r["range"], int) and 1 <= r["range"] <= 4
        assert r["long"] is None and r["men"] is None
        assert (r["div"] is not None) == (r["hq"] in ("dhq", "cav_dhq")), bid
    else:
        assert r["hq"] is None and r["range"] is None
        assert r["steps"] in (1, 2, 3, 4)
        assert isinstance(r["men"], int) and r["men"] > 0
    if r["kind"] in ("art", "hart"):
        assert r["long"] in (1, 2, 3) and r["long"] <= r["fire"]
    else:
        assert r["long"] is None
    if r["reserve"]:
        assert r["kind"] == "art" and r["corps"] == "arty" and r["side"] == "usa"


def test_divisions_have_one_dhq_and_corps_one_chq():
    for side in O.SIDES:
        f = O.FORMATIONS[side]
        for div, d in f["divisions"].items():
            dhqs = [b for b, r in B.items() if r["side"] == side and r["div"] == div
                    and r["hq"] in ("dhq", "cav_dhq")]
            assert dhqs == [d["hq"]], (side, div)
            assert d["corps"] in f["corps"]
            assert any(r["kind"] != "hq" for r in B.values() if r["side"] == side and r["div"] == div)
        for cid, c in f["corps"].items():
            hq = B[c["hq"]]
            assert hq["side"] == side and hq["corps"] == cid
            if cid in ("arty", "army", "cav"):
                continue
            chqs = [b for b, r in B.items() if r["side"] == side and r["corps"] == cid and r["hq"] == "chq"]
            assert chqs == [c["hq"]], (side, cid)
            dhqs = {b for b, r in B.items() if r["side"] == side and r["corps"] == cid and r["hq"] == "dhq"}
            assert c["senior_dhq"] in dhqs
            assert sorted(c["dhq_order"]) == sorted(dhqs) and c["dhq_order"][0] == c["senior_dhq"]
    # TEXT 4.6: Williams succeeds Slocum.
    assert O.FORMATIONS["usa"]["corps"]["XII"]["senior_dhq"] == "u-williams-hq"


def test_corps_assets_name_a_corps():
    assets = {b for b, r in B.items() if r["asset"]}
    assert assets
    for b in assets:
        r = B[b]
        assert r["corps"] not in ("cav", "arty", "army") and r["div"] is None, b
        assert r["kind"] in ("art", "inf", "cav"), b
    # every corps artillery brigade / battalion without a division is an asset
    for b, r in B.items():
        if r["kind"] == "art" and r["div"] is None and r["corps"] != "arty":
            assert r["asset"], b
    assert B["u-lockwood"]["asset"] and B["u-lockwood"]["corps"] == "XII"


def test_special_units_as_the_text_says():
    bd = B["u-berdan"]
    assert (bd["letter"], bd["fire"], bd["melee_fire"], bd["no_command"]) == ("A", 3, 1, True)
    assert bd["kind"] == "inf" and bd["corps"] == "III" and bd["div"] == "III.1" and bd["steps"] in (1, 2)
    assert bd["special"] == "berdan"
    lw = B["u-lockwood"]
    assert (lw["letter"], lw["fire"]) == ("B", 2) and lw["kind"] == "inf"
    assert B["u-meade-hq"]["range"] == 3                       # the supply example
    assert B["c-longstreet-hq"]["range"] == 4                  # Vasey's review
    opt = {b for b, r in B.items() if r["optional"]}
    assert opt == {"u-huey", "c-imboden", "c-b-robertson", "c-we-jones"}
    assert all(B[b]["kind"] == "cav" for b in opt)
    assert B["c-jenkins"]["kind"] == "cav" and B["c-jenkins"]["corps"] == "II"


def test_block_count_and_steps_are_proportional():
    n = Counter(r["side"] for r in B.values())
    kinds = Counter((r["side"], r["kind"]) for r in B.values())
    usa, csa = O.step_total("usa", include_hq=False), O.step_total("csa", include_hq=False)
    msg = (f"blocks: {len(B)} (USA {n['usa']}, CSA {n['csa']}); by kind {dict(sorted(kinds.items()))}; "
           f"combat steps without optional cavalry: USA {usa}, CSA {csa}; "
           f"with HQs: USA {O.step_total('usa')}, CSA {O.step_total('csa')}")
    print(msg)
    assert 180 <= len(B) <= 192, msg                  # the box holds 192, spares and Fallen blocks included
    assert usa > csa, msg
    # ~93,000 against ~72,000 engaged (B.2): the USA has 1.1 to 1.6 times the steps
    assert 1.1 <= usa / csa <= 1.6, msg
    inf = {s: sum(r["steps"] for r in B.values() if r["side"] == s and r["kind"] == "inf") for s in O.SIDES}
    assert inf["usa"] > inf["csa"], msg


def test_seniority_lists_every_infantry_chq_once():
    for side in O.SIDES:
        chqs = {b for b, r in B.items() if r["side"] == side and r["hq"] == "chq"}
        assert sorted(O.SENIORITY[side]) == sorted(chqs)
        assert len(set(O.SENIORITY[side])) == len(O.SENIORITY[side])
    u = O.SENIORITY["usa"]
    # the Day 1 chain of the text: Reynolds -> Howard -> Hancock -> Slocum, each
    # arrival senior to those on the field before
    assert u.index("u-reynolds-hq") < u.index("u-howard-hq")
    assert u.index("u-slocum-hq") < u.index("u-hancock-hq") < u.index("u-howard-hq")
    assert O.SENIORITY["csa"] == ["c-longstreet-hq", "c-ewell-hq", "c-hill-hq"]


# -- time track -------------------------------------------------------------------

def test_time_track():
    assert len(S.TURNS) == 41 and S.TURNS[0] == (1, 8) and S.TURNS[-1] == (3, 20)
    assert (1, S.NIGHT) in S.TURNS and (2, S.NIGHT) in S.TURNS and (3, S.NIGHT) not in S.TURNS
    assert list(S.TURNS) == sorted(S.TURNS)
    assert S.next_turn((1, 20)) == (1, S.NIGHT) and S.next_turn((1, S.NIGHT)) == (2, 8)
    assert S.next_turn((3, 20)) is None
    assert S.turn([2, 16]) == (2, 16)
    with pytest.raises(ValueError):
        S.turn((3, S.NIGHT))
    assert S.turn_label((3, 13))["en"] == "Day 3, 1 PM"
    assert S.vp_result("day1", 4) == "usa" and S.vp_result("day1", 5) == "draw"
    assert S.vp_result("standard", 0) == "draw" and S.vp_result("standard", -1) == "usa"
    assert S.vp_result("standard", 10) == "csa" and S.vp_result("day1", 10) == "csa"


# -- scenarios ----------------------------------------------------------------------

SC = sorted(S.SCENARIOS)


def test_four_scenarios():
    assert SC == ["day1", "full", "pickett", "sickles"]
    sc = S.SCENARIOS
    assert (sc["day1"]["start"], sc["day1"]["end"], sc["day1"]["vp_table"]) == ((1, 8), (1, 20), "day1")
    assert (sc["sickles"]["start"], sc["sickles"]["end"]) == ((2, 16), (2, S.NIGHT))
    assert (sc["pickett"]["start"], sc["pickett"]["end"]) == ((3, 13), (3, 20))
    assert (sc["full"]["start"], sc["full"]["end"]) == ((1, 8), (3, 20))
    for k in ("sickles", "pickett", "full"):
        assert sc[k]["vp_table"] == "standard"
    assert all(s["first_initiative"] == "csa" for s in sc.values())
    assert sc["full"]["setup"] == sc["day1"]["setup"]


def _groups(s):
    return list(s["reinforcements"]) + list(s["night_reinforcements"])


@pytest.mark.parametrize("name", SC)
def test_scenario_references_are_valid(name):
    s = S.SCENARIOS[name]
    for b, spec in s["setup"].items():
        assert b in B, b
        hx, st = spec
        assert on_map(hx), (b, hx)
        lo = 0 if B[b]["kind"] == "hq" else 1
        assert lo <= st <= B[b]["steps"], (b, st)
    for g in _groups(s):
        assert S.turn(g["turn"]) == g["turn"]
        assert s["start"] <= g["turn"] <= s["end"], g
        assert g["road"] in S.ROADS and set(g["alt"]) <= S.ROADS and g["road"] not in g["alt"]
        assert g["blocks"] and all(b in B for b in g["blocks"]), g
        assert len({B[b]["side"] for b in g["blocks"]}) == 1, g
    for g in s["night_reinforcements"]:
        assert S.is_night(g["turn"]) and on_map(g["move_limit"])
    assert set(s["fallen"]) <= set(s["absent"])
    assert all(B[b]["hq"] == "chq" for b in s["fallen"])


@pytest.mark.parametrize("name", SC)
def test_each_block_appears_once(name):
    s = S.SCENARIOS[name]
    seen = Counter(s["setup"].keys())
    for g in _groups(s):
        seen.update(g["blocks"])
    assert [b for b, n in seen.items() if n > 1] == []
    assert not set(seen) & set(s["absent"])
    assert set(seen) | set(s["absent"]) == set(B)
    # the optional cavalry brigades come only through rule 10.0
    assert set(O.OPTIONAL_CAVALRY) <= set(s["absent"])


@pytest.mark.parametrize("name", SC)
def test_setup_keeps_to_stacking_and_sides(name):
    hexes = {}
    for b, (hx, _) in S.SCENARIOS[name]["setup"].items():
        hexes.setdefault(hx, Counter())[B[b]["side"]] += 1
    for hx, c in hexes.items():
        assert len(c) == 1, hx                        # no hex holds both sides
        assert max(c.values()) <= 4, hx


def test_full_battle_brings_every_army_block():
    s = S.SCENARIOS["full"]
    assert sorted(s["absent"]) == sorted(O.OPTIONAL_CAVALRY)
    night = s["night_reinforcements"]
    ii = {b for b, r in B.items() if r["corps"] == "II" and r["side"] == "usa"}
    assert ii <= {b for g in night for b in g["blocks"]}     # 9.74: II Corps at night
    for g in night:
        assert g["turn"] == (1, S.NIGHT) and g["move_limit"] == "I6"
        assert {g["road"], *g["alt"]} == {"taneytown_rd", "emmitsburg_rd", "littletown_rd"}


def test_day1_opening_positions():
    su = S.SCENARIOS["day1"]["setup"]
    assert {"u-gamble", "u-devin", "u-buford-hq"} <= set(su)
    assert {B[b]["div"] for b in su if B[b]["side"] == "csa" and B[b]["div"]} == {"heth"}
    assert all(B[b]["div"] in ("cav.1",) for b in su if B[b]["side"] == "usa")
    assert S.SCENARIOS["day1"]["hancock_option"]["block"] == "u-hancock-hq"


def test_options():
    lo = S.SCENARIOS["full"]["longstreet_option"]
    full_blocks = {b for g in S.SCENARIOS["full"]["reinforcements"] for b in g["blocks"]}
    assert set(lo["replaces"]) <= full_blocks
    opt = {b for g in lo["reinforcements"] for b in g["blocks"]}
    assert opt == set(lo["replaces"])                          # the same blocks, earlier
    assert not opt & {b for b, r in B.items() if r["div"] == "pickett"}   # TEXT 9.5
    assert all(g["turn"] < (2, 11) for g in lo["reinforcements"])
    cb = S.CAVALRY_BATTLE
    assert [(r["block"], r["need"]) for r in cb["absent_rolls"]] == \
        [("u-huey", 5), ("c-imboden", 6), ("c-b-robertson", 5), ("c-we-jones", 5)]
    for u in cb["unopposed"]:
        assert u["turn"] == (3, 15) and all(b in B for b in u["blocks"])
    assert {u["road"] for u in cb["unopposed"]} == {"hanover_rd", "emmitsburg_rd"}
    for b in cb["keep"] + cb["withdraw"]["blocks"] + [x for v in cb["held_off"].values() for x in v]:
        assert b in B
    assert "u-merritt" not in cb["withdraw"]["blocks"] and cb["transfer"] == {"u-merritt": "cav.3"}
    ho = S.HANCOCK_OPTION
    assert (ho["block"], ho["delay_hours"], ho["road"]) == ("u-hancock-hq", 4, "taneytown_rd")


def test_scenarios_are_json():
    for name, s in S.SCENARIOS.items():
        back = json.loads(json.dumps(s))
        assert back["setup"] == s["setup"]
        assert [S.turn(g["turn"]) for g in back["reinforcements"]] == [g["turn"] for g in s["reinforcements"]]
    json.dumps(B)
    json.dumps(O.FORMATIONS)


@pytest.mark.parametrize("name", SC)
def test_setup_fits_the_map_stacking(name):
    """Once the map's terrain exists, each listed hex holds its blocks (no 9.2 spill)."""
    T = pytest.importorskip("pyapp.games.boc.terrain")
    hexes = Counter((hx, B[b]["side"]) for b, (hx, _) in S.SCENARIOS[name]["setup"].items())
    over = [(hx, n, T.stacking(hx)) for (hx, _), n in hexes.items() if n > T.stacking(hx)]
    assert over == []
