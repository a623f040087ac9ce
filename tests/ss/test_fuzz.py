"""Random games of Stonewall's Sword played to the end: both scenarios end
with a result, no exception, no dead end, with the optional rules off and on
(the done-criterion's 500 games a scenario run with ``CWT_FUZZ_SS=500``; the
default keeps the suite short).

    CWT_FUZZ_SS=500 .venv/bin/python -m pytest -q tests/ss/test_fuzz.py
"""

from __future__ import annotations

import os

import pytest

from pyapp.core import dice
from pyapp.games.ss import GAME
from pyapp.games.ss.rules import OPTIONS

N = int(os.environ.get("CWT_FUZZ_SS", "0"))
MAX_PLY = 20000
# (scenario, seeds) run by default
DEFAULT = {"valley": 3, "slaughter": 3}


def options_for(scenario: str, seed: int) -> dict:
    """Every optional rule off on one seed in three, all on one in three, a mix otherwise."""
    if seed % 3 == 1:
        return {}
    if seed % 3 == 2:
        return {k: True for k in OPTIONS}
    return {k: bool((seed >> i) & 1) for i, k in enumerate(OPTIONS)}


def play(scenario: str, seed: int, options: dict | None = None) -> tuple[dict, int]:
    st = GAME.setup(scenario, options or {}, seed)
    pick = {"rng": dice.seed_state(seed * 7919 + 11)}
    ply = 0
    seen: dict = {}
    while GAME.active(st):
        assert ply < MAX_PLY, f"{scenario} seed {seed}: no end after {MAX_PLY} moves"
        role = GAME.active(st)[0]
        legal = GAME.legal(st, role)
        assert legal, f"{scenario} seed {seed}: {role} is to act with nothing to do"
        # 12.1c: a fire that can only be cancelled is a dead end the rules must not offer
        assert legal != [("cancel",)], f"{scenario} seed {seed}: a fire with nothing to do but cancel"
        # the ending actions one time in four when something else is offered,
        # so every step sees play and none goes on for ever
        ends = ("done", "pass", "halt", "cancel")
        other = [a for a in legal if a[0] not in ends]
        if other and (len(other) == len(legal) or dice.randbelow(pick, 4)):
            action = other[dice.randbelow(pick, len(other))]
        else:
            rest = [a for a in legal if a[0] in ends]
            action = rest[dice.randbelow(pick, len(rest))]
        st = GAME.apply(st, role, action)
        GAME.take_events(st)
        ply += 1
    return st, ply


CASES = [(sc, seed) for sc, n in DEFAULT.items() for seed in range(1, (N or n) + 1)]


@pytest.mark.parametrize("scenario,seed", CASES, ids=[f"{sc}-{s}" for sc, s in CASES])
def test_random_game_ends_with_a_result(scenario, seed):
    st, ply = play(scenario, seed, options_for(scenario, seed))
    res = GAME.result(st)
    assert res is not None and res["winner"] in ("usa", "csa", "draw")
    assert ply > 50
