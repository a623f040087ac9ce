"""Stonewall's Sword, the game object and its set-up (22.1, 22.2, 20.0,
the options scattered through the rules)."""

import json
import re

import pytest

from pyapp.core.errors import Illegal
from pyapp.games.ss import data as D
from pyapp.games.ss import model as M
from pyapp.games.ss import rules
from pyapp.games.ss.rules import GAME

from .position import act, ev, legal, step


def test_game_identity_and_roles():
    assert GAME.id == "ss" and GAME.roles == ("usa", "csa")
    assert set(GAME.scenarios) == {"valley", "slaughter"}
    assert GAME.scenarios_es["valley"] == "El Valle de la Venganza"


def test_every_optional_rule_is_an_option_with_both_languages():
    # 20.1-20.3, 10.4 (secret held events), 16.2 (Rebuild Option), 6.1a (artillery at 3/4, on by default:
    # its option turns it off)
    assert set(GAME.options) == {"bad_day", "pope", "hill_rearguard", "secret_events", "rebuild_option",
                                 "artillery_full_sp"}
    for k in GAME.options:
        assert GAME.options[k] and GAME.options_es[k] and GAME.options[k] != GAME.options_es[k]
        assert re.search(r"\d+\.\d", GAME.options[k]), k          # each names its section


def test_unknown_option_and_scenario_refused():
    with pytest.raises(Illegal):
        GAME.setup("valley", {"nope": True}, 1)
    with pytest.raises(Illegal):
        GAME.setup("gettysburg", {}, 1)


def test_the_state_docstring_documents_every_key():
    st = rules.blank_state("slaughter", GAME.check_options({}), 1)
    doc = rules.__doc__
    for key in st:
        assert f'"{key}"' in doc, key


@pytest.mark.parametrize("sc", ["valley", "slaughter"])
def test_units_on_their_setup_hexes(sc):
    st = GAME.setup(sc, {}, 5)
    scen = D.SCENARIOS[sc]
    assert st["pos"] == scen["setup"]
    assert st["turn"] == scen["start"]
    assert sorted(st["so"]) == ["u-12-us", "u-8-us"]             # 22.1, 22.2: 8 US and 12 US in Skirmish Order
    assert json.loads(json.dumps(st)) == st


def test_valley_reinforcements_wait_for_their_turn_at_2218():
    st = GAME.setup("valley", {}, 5)
    assert st["waiting"] == {"branch": [7, "2218", 0], "archer": [8, "2218", 0], "pender": [9, "2218", 0]}


def test_slaughter_reinforcements_and_the_bad_day_option():
    st = GAME.setup("slaughter", {}, 5)
    assert {b: w[0] for b, w in st["waiting"].items()} == {"ronald": 4, "thomas": 5, "branch": 7, "archer": 8,
                                                          "pender": 9}
    assert all(w[1] == "2218" for w in st["waiting"].values())


def test_valley_starts_with_the_preliminary_bombardments():
    # 22.1 rules 2-3: before play, the Union rolls for Garnett, Taliaferro, Early and the CSA artillery
    st = GAME.setup("valley", {}, 5)
    assert st["turn"] == 7
    frames = [f["step"] for f in st["flow"]]
    assert frames[0] == "turn" and "bombard" in frames


def test_slaughter_starts_with_the_union_main_chit():
    st = GAME.setup("slaughter", {}, 5)
    assert GAME.active(st) == ["usa"] and step(st) == "main"
    assert sorted(a[1] for a in legal(st, "usa")) == sorted(D.event_chits("usa"))


@pytest.mark.parametrize("sc,n", [("valley", 6), ("slaughter", 5)])
def test_the_cup_is_filled_as_the_scenario_says(sc, n):
    # 8.1-8.3: 1 main + 4 of the other 6 a side, the Division and CiC chits in play, the 2 Generic chits
    st = GAME.setup(sc, {}, 7)
    while step(st) != "main":
        st = GAME.apply(st, GAME.active(st)[0], legal(st)[0])
    st = act(st, "usa", ("main", "u-quick-march"))
    st = act(st, "csa", ("main", "c-rebel-yell"))
    cup = st["cup"]
    assert ev(st, "u-quick-march") in cup and ev(st, "c-rebel-yell") in cup      # under stirred handles
    for side in ("usa", "csa"):
        assert sum(1 for c in cup if M.chit_kind(c) == "event" and M.chit_side(c) == side) == 5
        assert len(st["excluded"][side]) == 2 and not set(st["excluded"][side]) & set(cup)
    commanders = sorted(c for c in cup if M.chit_kind(c) in ("division", "cic"))
    want = {"valley": ["cic-usa", "div-augur", "div-ewell", "div-hill", "div-williams", "div-winder"],
            "slaughter": ["cic-usa", "div-augur", "div-ewell", "div-williams", "div-winder"]}[sc]
    assert commanders == want and len(want) == n
    assert sorted(c for c in cup if M.chit_kind(c) == "generic") == ["fog-of-war", "fortunes-of-war"]


def test_arrival_options_do_nothing_in_the_valley():
    # 22.1 rule 6: no optional rule 20.x in this scenario
    st = GAME.setup("valley", {"bad_day": True, "pope": True, "hill_rearguard": True}, 5)
    assert st["waiting"]["pender"][0] == 9
    from pyapp.games.ss import model as M
    assert not M.option(st, "bad_day") and not M.option(st, "pope")
