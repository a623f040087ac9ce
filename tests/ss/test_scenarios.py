"""The two scenarios of Stonewall's Sword (22.1 The Valley of Vengeance,
22.2 Slaughter Mountain): set-up, length, entries, special rules and victory,
checked against the rulebook's own numbers (digest 6.1-6.3). Tests written
elsewhere are imported so this file lists them all."""

import pytest

from pyapp.games.ss import data as D
from pyapp.games.ss import model as M
from pyapp.games.ss import movement as MV
from pyapp.games.ss.rules import GAME

from .position import blank, put
from .test_sequence import test_22_1_turn_7_opening_pick_is_a_full_activation_without_a_roll  # noqa: F401
from .test_sequence import test_22_1_union_bombardment_flips_units_of_the_rolled_brigades  # noqa: F401
from .test_sequence import test_22_2_forno_and_trimble_are_frozen_until_released  # noqa: F401
from .test_setup import test_slaughter_reinforcements_and_the_bad_day_option  # noqa: F401
from .test_setup import test_slaughter_starts_with_the_union_main_chit  # noqa: F401
from .test_setup import test_the_cup_is_filled_as_the_scenario_says  # noqa: F401
from .test_setup import test_units_on_their_setup_hexes  # noqa: F401
from .test_setup import test_valley_reinforcements_wait_for_their_turn_at_2218  # noqa: F401
from .test_setup import test_valley_starts_with_the_preliminary_bombardments  # noqa: F401
from .test_victory import test_19_1_19_2_points_at_the_end  # noqa: F401
from .test_victory import test_19_1_confederate_infantry_in_cedar_run_church_wins_at_once  # noqa: F401
from .test_victory import test_19_1_control_goes_to_the_last_infantry_to_occupy_a_hex  # noqa: F401
from .test_victory import test_19_3_levels  # noqa: F401

# positions the rulebook's set-up tables give, a few from every formation (22.1, 22.2)
VALLEY = {"u-10-me": "1606", "u-5-ct": "1610", "u-27-in": "1206", "u-5-oh": "1808", "u-111-pa": "2008",
          "u-8-us": "2209", "u-12-us": "2009", "u-knap": "1607", "u-roemer": "2304", "u-1-pa-cav": "1401",
          "c-1-va": "1614", "c-5-va": "1517", "c-47-al": "2014", "c-13-va": "2313", "c-14-ga": "2215",
          "c-45-ga": "2216", "c-49-ga": "2216", "c-carpenter": "1914", "c-hardy": "2312", "c-brown": "2612"}
SLAUGHTER = {"u-10-me": "1502", "u-5-ct": "1403", "u-27-in": "1002", "u-5-oh": "1700", "u-111-pa": "2001",
             "u-8-us": "2209", "u-12-us": "2009", "u-knap": "1607", "u-roemer": "2304", "u-1-pa-cav": "1401",
             "c-1-va": "1916", "c-21-va": "1916", "c-37-va": "2116", "c-15-al": "3307", "c-5-la": "3411",
             "c-14-la": "3415", "c-hardy": "2218", "c-latimer": "3409", "c-terry": "3508", "c-daquin": "2913"}


@pytest.mark.parametrize("sc,where", [("valley", VALLEY), ("slaughter", SLAUGHTER)])
def test_22_setup_hexes_as_the_rulebook_lists_them(sc, where):
    st = GAME.setup(sc, {}, 3)
    assert {u: st["pos"].get(u) for u in where} == where
    assert sorted(st["so"]) == ["u-12-us", "u-8-us"]                  # Skirmish Order from the start (18.0)


@pytest.mark.parametrize("sc,first,last", [("valley", 7, 11), ("slaughter", 1, 15)])
def test_22_length(sc, first, last):
    assert (D.SCENARIOS[sc]["start"], D.SCENARIOS[sc]["end"]) == (first, last)
    assert GAME.setup(sc, {}, 1)["turn"] == first


def _arrivals(sc, options=()):
    st = GAME.setup(sc, {k: True for k in options}, 1)
    out: dict = {}
    for b, (turn, hx, _delay) in st["waiting"].items():
        out.setdefault(turn, []).append((b, hx))
    return {t: sorted(v) for t, v in out.items()}


def test_22_1_entries_branch_archer_pender_at_2218():
    assert _arrivals("valley") == {7: [("branch", "2218")], 8: [("archer", "2218")], 9: [("pender", "2218")]}


def test_22_2_entries_ronald_thomas_branch_archer_pender_at_2218():
    # Pender on turn 9 is the digest's recommendation for the table's omission (DATA_NOTES)
    assert _arrivals("slaughter") == {4: [("ronald", "2218")], 5: [("thomas", "2218")], 7: [("branch", "2218")],
                                      8: [("archer", "2218")], 9: [("pender", "2218")]}


def test_22_chits_at_the_start():
    valley = set(D.SCENARIOS["valley"]["chits"])
    slaughter = set(D.SCENARIOS["slaughter"]["chits"])
    assert {"div-williams", "div-augur", "div-winder", "div-ewell", "div-hill"} <= valley
    assert "div-ricketts" not in valley and "cic-csa" not in valley           # Jackson on turn 9
    assert {"div-williams", "div-augur", "div-winder", "div-ewell"} <= slaughter
    assert not {"div-hill", "div-ricketts", "cic-csa"} & slaughter            # Hill on turn 5, Jackson on 9


def test_22_1_rule_5_south_of_row_29_is_closed_in_the_valley_only():
    assert M.closed(blank("valley"), "3005") and not M.closed(blank("valley"), "2905")
    assert not M.closed(blank("slaughter"), "3005")


def test_22_1_rule_6_no_optional_rules_in_the_valley():
    st = GAME.setup("valley", {"bad_day": True, "pope": True, "hill_rearguard": True}, 2)
    assert not any(M.option(st, k) for k in ("bad_day", "pope", "hill_rearguard"))


def test_22_2_latimer_and_terry_fire_but_do_not_move_until_released():
    st = blank("slaughter")
    put(st, "c-latimer", "3409")
    put(st, "c-terry", "3508")
    f = {"who": "csa", "mode": "artillery", "units": ["c-latimer", "c-terry"], "done": [], "mover": None,
         "spent": [0, 1], "path": []}
    assert MV.movers(st, f) == []
    st["released"] = 1
    assert sorted(MV.movers(st, f)) == ["c-latimer", "c-terry"]


def test_19_vp_hexes_as_the_rulebook_lists_them():
    csa = {"3101": 5, "2404": 10, "1311": 5, "1709": 5, "2107": 5, "1606": 10}
    usa = {"1514": 2, "1315": 2, "1914": 4, "2114": 4, "2513": 4, "2612": 3, "2913": 6, "3608": 9}
    assert {h: v for h, (_name, v) in D.T.CSA_VP_HEXES.items()} == csa        # 19.1, at game end
    assert {h: v for h, (_name, v) in D.T.USA_VP_HEXES.items()} == usa        # 19.2, every turn held
