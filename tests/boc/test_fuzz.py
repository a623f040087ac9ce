"""Random games of Badges of Courage played to the end: every scenario ends
with a result, no exception, no dead end.

The games are tests/corpus.py's: in the default tier its sample (every
scenario once, the same games the conformance suite checks move by move);
``./test.sh --full`` adds more seeds a scenario with the options mixed
(``tiers.count("boc.fuzz")`` games a scenario in all; ``CWT_FUZZ_BOC=500``
is the done-criterion's 500, also in ``bench/rules.py --game boc``).
"""

from __future__ import annotations

import pytest

import corpus
import tiers
from pyapp.games.boc import GAME

pytestmark = pytest.mark.xdist_group(corpus.GROUP)


def mixed_options(scenario: str, seed: int) -> dict:
    return {"fixed_order": seed % 3 == 0, "longstreet": scenario == "full" and seed % 2 == 0,
            "hancock": seed % 2 == 1, "column": seed % 2 == 0,
            "cavalry": scenario == "pickett" or seed % 2 == 0,
            "relay": seed % 4 in (1, 2), "free_deploy": seed % 5 == 0}


def cases():
    sample = corpus.sample("boc")
    yield from sample
    for scenario in GAME.scenarios:
        for seed in range(1, tiers.count("boc.fuzz")):
            yield scenario, corpus.all_off("boc") | mixed_options(scenario, seed), 1000 + seed


CASES = list(cases())


@pytest.mark.parametrize("scenario,options,seed", CASES, ids=[f"{sc}-{s}" for sc, _, s in CASES])
def test_random_game_ends_with_a_result(scenario, options, seed):
    if (scenario, options, seed) in corpus.sample("boc"):
        m = corpus.random_game("boc", scenario, options, seed).match    # shared with the conformance suite
    else:
        m = corpus.play("boc", scenario, options, seed, keep_states=False).match
    res = m.result()
    assert res is not None and res["winner"] in ("usa", "csa", "draw")
    assert res["rule"] == "9.1" and isinstance(res["vp"], int)
    assert m.ply > 50
