"""Stonewall's Sword's ``check_state`` (pyapp/games/ss/checks.py, checks_flow.py):
every state random play reaches passes it, and so does what each device holds
of it (``mask``); a position link whose state the rules could crash or stall
on is refused with ValueError naming what is wrong and the rule it breaks.

Every refused state here is a real position of a random game (played from
``GAME.setup``) with one thing changed, each the kind of change
tests/test_position_fuzz.py makes."""

from __future__ import annotations

import copy
import random
from functools import lru_cache

import pytest

from pyapp.core import LinkError, dice, link
from pyapp.games.ss import checks as CK
from pyapp.games.ss import checks_flow as CF
from pyapp.games.ss import checks_frames as CFR
from pyapp.games.ss import model as M
from pyapp.games.ss import rules
from pyapp.games.ss.rules import GAME

# the module's cached games are computed once, in one worker (pytest-xdist: tests/conftest.py)
pytestmark = pytest.mark.xdist_group("ss-checks")

SETUPS = [("valley", {}), ("slaughter", {"bad_day": True, "pope": True, "hill_rearguard": True}),
          ("slaughter", {"secret_events": True, "rebuild_option": True, "artillery_full_sp": True})]


def play(sc, op, seed, moves, each=None):
    """A random game of ``moves`` moves (or to its end); ``each(state)`` on every state."""
    rnd = random.Random(seed)
    st = GAME.setup(sc, op, seed)
    for _ in range(moves):
        if each:
            each(st)
        active = GAME.active(st)
        if not active:
            break
        st = GAME.apply(st, active[0], rnd.choice(GAME.legal(st, active[0])))
        GAME.take_events(st)
    return st


@lru_cache(maxsize=None)
def pool() -> tuple:
    """States of random games, two per set-up, as they went: (set-up index, state)."""
    out = []
    for n, (sc, op) in enumerate(SETUPS):
        for seed in (40 + n, 50 + n):
            play(sc, op, seed, 600, each=lambda st, n=n: out.append((n, GAME.copy(st))))
    return tuple(out)


def position(cond=lambda st: True):
    """A fresh copy of the first pooled state with ``cond``."""
    return copy.deepcopy(next(st for _n, st in pool() if cond(st)))


def on_top(name):
    return lambda st: bool(st["flow"]) and st["flow"][-1]["step"] == name


def refused(st) -> str:
    with pytest.raises(ValueError) as exc:
        GAME.check_state(st)
    return str(exc.value)


# ---------------------------------------------------------------- what passes

@pytest.mark.parametrize("n", range(len(SETUPS)), ids=["valley", "slaughter-arrivals", "slaughter-options"])
def test_random_play_always_passes_and_so_does_each_device_s_copy(n):
    states = [st for k, st in pool() if k == n]
    assert len(states) > 1000
    for i, st in enumerate(states):
        GAME.check_state(st)
        if i % 7 == 0:
            for role in ("usa", "csa", None):
                GAME.check_state(GAME.mask(st, role))


def test_a_game_to_its_end_passes():
    st = play("valley", {}, 5, 100_000)
    assert st["res"] is not None and st["flow"] == []
    GAME.check_state(st)
    GAME.check_state(GAME.mask(st, None))


def test_a_sampled_state_passes():
    for _n, st in pool()[::97]:
        for role in ("usa", "csa"):
            GAME.check_state(GAME.sample(GAME.view(st, role), role, {"rng": dice.seed_state(7)}))


def test_the_check_knows_every_key_and_step():
    assert set(rules.blank_state("valley", GAME.check_options({}), 1)) == CK.STATE_KEYS
    assert set(CFR.SPEC) == set(rules.STEPS)
    assert set(CF.PARENT) == set(rules.STEPS) - {"turn"}


# ---------------------------------------------------------------- the fields

def test_a_state_missing_a_key_is_refused():
    st = position()
    del st["casualty"]
    assert "state keys differ" in refused(st)


@pytest.mark.parametrize("key,value,words", [
    ("turn", 16, "3.1"), ("turn", True, "3.1"), ("rv", "early", "bad rv"), ("vp_usa", -1, "17.2"),
    ("cancel", 2, "bad cancel"), ("casualty", ["nobody"], "10.5b"), ("ctrl", {}, "19.1"),
    ("lr", [["usa", 7]], "4.7"), ("lg", [{"en": "x"}], "bad log entry"), ("stirs", [], "bad stirs"),
])
def test_a_field_of_the_wrong_type_or_range_is_refused(key, value, words):
    st = position()
    st[key] = value
    assert words in refused(st)


def test_a_result_is_the_end_of_the_flow():
    st = position()
    st["res"] = {"winner": "csa", "level": "automatic", "usa_vp": 0, "csa_vp": 0}
    assert "19.3" in refused(st)
    end = play("valley", {}, 5, 100_000)
    end["res"]["level"] = "usa_major"
    assert "19.3" in refused(end)


# ---------------------------------------------------------------- the units

def test_a_unit_off_the_map_or_in_two_places_is_refused():
    st = position()
    u, hx = sorted(st["pos"].items())[0]
    bad = copy.deepcopy(st)
    bad["pos"][u] = "0000"
    assert "13.3" in refused(bad)
    bad = copy.deepcopy(st)
    bad["broken"][u] = "2"
    bad["dep"].append(u)
    assert "15.9" in refused(bad)
    bad = copy.deepcopy(st)
    del bad["pos"][u]
    assert "13.8" in refused(bad)                      # nowhere at all
    bad = copy.deepcopy(st)
    bad["dep"] += [u, u]
    assert "4.1" in refused(bad)


def test_a_marker_on_a_unit_not_on_the_map_is_refused():
    st = position()
    st["mh"][next(u for u in rules.D.UNITS if u not in st["pos"])] = 1
    assert "15.6" in refused(st)


def test_a_brigade_still_to_enter_with_units_on_the_map_is_refused():
    st = position(lambda st: bool(st["waiting"]))
    b = sorted(st["waiting"])[0]
    st["pos"][rules.D.BRIGADES[b]["units"][0]] = "2218"
    assert "13.8" in refused(st)
    st = position(lambda st: bool(st["waiting"]))
    st["waiting"][b][1] = "9999"
    assert "13.8" in refused(st)


# ---------------------------------------------------------------- the chits

def test_a_chit_in_two_places_is_refused():
    st = position(lambda st: st["cup"] and not st["discard"] and st["flow"][-1]["step"] != "event")
    st["discard"].append(st["cup"][0])
    assert "8.3" in refused(st)


def test_an_event_chit_in_the_wrong_hand_is_refused():
    st = position(lambda st: any(M.is_ev(c) for c in st["cup"]))
    h = next(c for c in st["cup"] if M.is_ev(c) and M.chit_side(c) == "csa")
    st["cup"].remove(h)
    st["held"]["usa"].append(h)
    assert "bad chit" in refused(st)


def test_event_chits_lost_after_the_cup_is_filled_are_refused():
    st = position(lambda st: any(M.is_ev(c) for c in st["cup"]))
    st["cup"] = [c for c in st["cup"] if not M.is_ev(c)]
    assert "8.3" in refused(st)


def test_a_main_chit_missing_when_the_cup_is_filled_is_refused():
    # the crash the fuzz found: the Union main chit forgotten while the
    # Confederate player chooses (sequence.fill_cup compared None with a handle)
    st = position(lambda st: [f["step"] for f in st["flow"]][-2:] == ["fill", "main"])
    st["main"]["usa"] = None
    assert "8.1" in refused(st)


def test_the_where_s_tracks_and_their_chits_agree():
    st = position(lambda st: st["op"]["bad_day"] and st["sc"] == "slaughter")
    st["track"]["jackson"] = 2
    assert "20.1" in refused(st)
    st = position(lambda st: st["sc"] == "valley")
    st["track"]["ricketts"] = 1
    assert "20.2" in refused(st)


# ---------------------------------------------------------------- the sealed values

def test_sealed_values_as_a_device_holds_them():
    st = position(lambda st: any(M.is_ev(c) for c in st["cup"]))
    bad = copy.deepcopy(st)
    bad["sealed"]["E.usa.1"] = None                    # the device holding the Union chits forgot one
    assert "T3.5" in refused(bad)
    bad = copy.deepcopy(st)
    bad["sealed"]["E.usa.1"] = ["c-rebel-yell", 0]
    assert "T3.3" in refused(bad)
    bad = copy.deepcopy(st)
    bad["sealed"]["E.usa.2"] = list(bad["sealed"]["E.usa.1"])
    assert "10.4" in refused(bad)
    for role in ("usa", "csa", None):                  # what each device holds passes
        GAME.check_state(GAME.mask(st, role))


# ---------------------------------------------------------------- the flow

def test_the_game_turn_is_the_bottom_of_the_flow():
    st = position()
    st["flow"] = st["flow"][1:]
    assert "7.0" in refused(st)


def test_a_frame_on_a_frame_that_never_pushes_it_is_refused():
    st = position(lambda st: len(st["flow"]) >= 3)
    st["flow"][-1], st["flow"][-2] = st["flow"][-2], st["flow"][-1]
    assert "cannot wait on" in refused(st)


def test_the_flow_never_waits_on_an_automatic_step():
    st = position(on_top("pick"))                     # over a division chit (automatic)
    st["flow"].pop()
    assert "automatic step" in refused(st)


def test_a_frame_with_a_field_unknown_or_of_the_wrong_kind_is_refused():
    st = position(on_top("event"))
    bad = copy.deepcopy(st)
    bad["flow"][-1]["who"] = bad["flow"][-1]["chit"]
    assert "10.4" in refused(bad)
    bad = copy.deepcopy(st)
    bad["flow"][-1]["extra"] = 1
    assert "bad event frame fields" in refused(bad)
    st = position(lambda st: len(st["flow"]) > 1 and st["flow"][1]["step"] == "chits")
    st["flow"][1]["stage"] = "3c"
    assert "10.0" in refused(st)


def test_a_fire_declared_by_a_unit_off_the_map_is_refused():
    st = position(lambda st: on_top("fire")(st) and st["flow"][-1]["pending"] is not None)
    gone = next(u for u in rules.D.UNITS if u not in st["pos"] and M.side_of(u) == st["flow"][-1]["who"])
    st["flow"][-1]["pending"]["units"].append(gone)
    assert "12.1" in refused(st)


def test_a_division_chit_whose_pick_answers_its_window_is_refused():
    st = position(lambda st: on_top("pick")(st) and st["flow"][-2]["stage"] == "brigade")
    st["flow"][-2]["stage"] = "window"             # the brigade would be taken for a chit played (10.7)
    assert "cannot wait on" in refused(st)


def test_a_window_about_another_brigade_is_refused():
    st = position(lambda st: on_top("window")(st) and st["flow"][-2]["step"] == "activation")
    st["flow"][-1]["ctx"]["brigade"] = "forno" if st["flow"][-1]["ctx"]["brigade"] != "forno" else "trimble"
    assert "cannot wait on" in refused(st)


def test_a_side_with_nothing_to_do_is_refused():
    # 6.3: a forced stacking move asked for where no hex is over the limit
    st = position(lambda st: on_top("move")(st) and st["flow"][-2]["step"] == "activation"
                  and not any(M.over_stacked(st, h) for h in set(st["pos"].values())))
    st["flow"][-2]["ph"] = CFR.STACK_PH
    st["flow"][-1] = {"step": "unstack", "who": st["flow"][-2]["who"]}
    assert "6.3: " in refused(st) and "nothing to do" in refused(st)


def test_a_refused_state_is_a_link_error():
    st = position(on_top("event"))
    st["flow"][-1]["who"] = "E.usa.6"
    with pytest.raises(LinkError):
        link.decode_state(GAME, link.encode_state(GAME, st))
    ok = position(on_top("event"))
    assert link.decode_state(GAME, link.encode_state(GAME, ok)) == ok



def test_every_section_a_refusal_cites_is_in_the_rules_text():
    import pathlib
    import re
    cited = set()
    for mod in (CK, CF, CFR):
        text = pathlib.Path(mod.__file__).read_text(encoding="utf-8")
        cited |= set(re.findall(r'"(\d{1,2}\.\d{1,2}[a-z]?)(?:"|: )', text))
    cited |= {step.rule for step in rules.STEPS.values()}
    assert len(cited) > 30
    assert [c for c in sorted(cited) if GAME.rule_text(c) is None] == []
