"""The game contract: setup, JSON state, view, describe, refusals, check_state."""

import json

import pytest

from pyapp.core import Illegal, dice
from pyapp.games.ahd import GAME
from pyapp.games.ahd import data as D

from .position import add, blank, legal


def _plain(x):
    if isinstance(x, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in x.items())
    if isinstance(x, list):
        return all(_plain(v) for v in x)
    return x is None or isinstance(x, (str, int, bool))


def test_setup_is_plain_json_and_valid():
    st = GAME.setup("campaign", {"beginner_union": True}, 42)
    assert _plain(st)
    assert json.loads(json.dumps(st)) == st
    GAME.check_state(st)
    assert GAME.active(st) == ["union"]
    assert sum(1 for u in st["u"] if u[0] == "u") == 12
    assert sum(1 for u in st["u"] if u[0] == "c") == 8
    boxes = {}
    for uid, u in st["u"].items():
        boxes.setdefault((uid[0], u[0]), 0)
        boxes[(uid[0], u[0])] += 1
    for s in D.SIDES:
        for box, n in D.SETUP[s]:
            assert boxes[(s, box)] == n
    assert all(u[1] == "mi" and u[2] == 0 for u in st["u"].values())


def test_setup_refuses_unknown_scenario_and_option():
    with pytest.raises(Illegal):
        GAME.setup("nope", {}, 1)
    with pytest.raises(Illegal):
        GAME.setup("campaign", {"fog": True}, 1)


def test_copy_is_independent():
    st = GAME.setup("campaign", {}, 1)
    cp = GAME.copy(st)
    assert cp == st
    next(iter(cp["u"].values()))[0] = "atlanta"
    assert cp != st


def test_actions_are_tuples_of_str_and_int_and_described():
    st = GAME.setup("short", {}, 9)
    chooser = {"rng": dice.seed_state(1)}
    seen = set()
    while GAME.active(st):
        role = GAME.active(st)[0]
        acts = GAME.legal(st, role)
        for a in acts:
            assert isinstance(a, tuple) and all(isinstance(x, (str, int)) for x in a)
            if a[0] not in seen:
                seen.add(a[0])
                en = GAME.describe(st, a, "en")
                es = GAME.describe(st, a, "es")
                assert en and es and en != " ".join(map(str, a))
        st = GAME.apply(st, role, acts[dice.randbelow(chooser, len(acts))])
    assert {"march", "move", "end_moves", "target", "fire", "roll"} <= seen


def test_apply_refuses_wrong_player_and_unknown_action():
    st = GAME.setup("campaign", {}, 1)
    with pytest.raises(Illegal):
        GAME.apply(st, "csa", ("end_moves",))
    with pytest.raises(Illegal):
        GAME.apply(st, "union", ("dance",))
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("fire",))
    assert e.value.rule


def test_every_refusal_of_a_known_verb_names_a_section():
    st = GAME.setup("campaign", {}, 1)
    uid = next(u for u in st["u"] if u[0] == "u")
    for a in [("move", uid, "atlanta"), ("recruit", "chicago", "mi"), ("promote", uid),
              ("retreat", "atlanta"), ("naval", uid, "charleston"), ("invade", uid, "mobile"),
              ("entrench", uid), ("battle", "atlanta"), ("roll",)]:
        with pytest.raises(Illegal) as e:
            GAME.apply(st, "union", a)
        assert e.value.rule, a


def test_view_has_derived_public_information():
    st = GAME.setup("campaign", {}, 1)
    v = GAME.view(st, "csa")
    for key in ("owners", "max_army", "on_map", "pools", "marches_left", "phase", "date",
                "last_roll", "log", "units", "battle", "result", "active"):
        assert key in v
    assert v["date"] == {"en": "July 1861", "es": "julio 1861"}
    assert all("en" in e and "es" in e and "rule" in e for e in v["log"])
    assert json.loads(json.dumps(v))["turn"] == 1


@pytest.mark.parametrize("breakage", [
    lambda s: s.update(t=0),
    lambda s: s.update(p="x"),
    lambda s: s.update(ph="zz"),
    lambda s: s["u"].update(u999=["atlanta", "mi", 0, 0, ""]),
    lambda s: s["u"].update(zz1=["atlanta", "mi", 0, 0, ""]),
    lambda s: next(iter(s["u"].values())).__setitem__(0, "atlantis"),
    lambda s: next(iter(s["u"].values())).__setitem__(1, "xx"),
    lambda s: s["own"].update(atlanta="q"),
    lambda s: s.update(rng="xyz"),
    lambda s: s.pop("ml"),
    lambda s: s.update(extra=1),
    lambda s: s.update(b={"x": "atlanta"}),
])
def test_check_state_rejects_broken_states(breakage):
    st = GAME.setup("campaign", {}, 1)
    breakage(st)
    with pytest.raises(ValueError):
        GAME.check_state(st)


def test_position_helper_states_validate():
    st = blank(turn=12, side="c", phase="mr", marches=0)
    add(st, "c", "vi", "atlanta", n=3)
    GAME.check_state(st)
    assert legal(st, "csa") == [("roll",)]
