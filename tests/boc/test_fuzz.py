"""Random games of Badges of Courage played to the end: every scenario ends
with a result, no exception, no dead end (the done-criterion's 500 games a
scenario run with ``CWT_FUZZ_BOC=500``; the default keeps the suite short).

    CWT_FUZZ_BOC=500 .venv/bin/python -m pytest -q tests/boc/test_fuzz.py
"""

from __future__ import annotations

import os

import pytest

from pyapp.core import dice
from pyapp.games.boc import GAME

N = int(os.environ.get("CWT_FUZZ_BOC", "0"))
MAX_PLY = 40000
# (scenario, seeds) run by default: the whole battle once, the others twice
DEFAULT = {"sickles": 2, "pickett": 2, "day1": 1, "full": 1}


def play(scenario: str, seed: int, options: dict | None = None) -> tuple[dict, int]:
    st = GAME.setup(scenario, options or {}, seed)
    pick = {"rng": dice.seed_state(seed * 7919 + 11)}
    ply = 0
    while GAME.active(st):
        assert ply < MAX_PLY, f"{scenario} seed {seed}: no end after {MAX_PLY} moves"
        role = GAME.active(st)[0]
        legal = GAME.legal(st, role)
        assert legal, f"{scenario} seed {seed}: {role} is to act with nothing to do"
        # "done" one time in ten when it is offered, so every phase sees
        # play and none goes on for ever (free deployment offers ~2,000 swaps)
        other = [a for a in legal if a[0] not in ("done",)]
        if other and (len(other) == len(legal) or dice.randbelow(pick, 10)):
            action = other[dice.randbelow(pick, len(other))]
        else:
            action = ("done",)
        st = GAME.apply(st, role, action)
        GAME.take_events(st)
        ply += 1
    return st, ply


CASES = [(sc, seed) for sc, n in DEFAULT.items() for seed in range(1, (N or n) + 1)]


@pytest.mark.parametrize("scenario,seed", CASES, ids=[f"{sc}-{s}" for sc, s in CASES])
def test_random_game_ends_with_a_result(scenario, seed):
    options = {"fixed_order": seed % 3 == 0, "longstreet": scenario == "full" and seed % 2 == 0,
               "hancock": seed % 2 == 1, "column": seed % 2 == 0,
               "cavalry": scenario == "pickett" or seed % 2 == 0,
               "relay": seed % 4 in (1, 2), "free_deploy": seed % 5 == 0}
    st, ply = play(scenario, seed, options)
    res = GAME.result(st)
    assert res is not None and res["winner"] in ("usa", "csa", "draw")
    assert res["rule"] == "9.1" and isinstance(res["vp"], int)
    assert ply > 50
