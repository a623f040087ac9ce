"""Random games of Stonewall's Sword played to the end: both scenarios end
with a result, no exception, no dead end, with the optional rules off and on,
and no fire offered that can only be cancelled (12.1c).

The games are tests/corpus.py's: in the default tier its sample (each
scenario once, the same games the conformance suite checks move by move);
``./test.sh --full`` adds more seeds a scenario, the options off, on and
mixed (``tiers.count("ss.fuzz")`` games a scenario in all; ``CWT_FUZZ_SS=500``
is the done-criterion's 500).
"""

from __future__ import annotations

import pytest

import corpus
import tiers
from pyapp.games.ss import GAME
from pyapp.games.ss.rules import OPTIONS

pytestmark = pytest.mark.xdist_group(corpus.GROUP)


def options_for(seed: int) -> dict:
    """Every optional rule off on one seed in three, all on one in three, a mix otherwise."""
    if seed % 3 == 1:
        return corpus.all_off("ss")
    if seed % 3 == 2:
        return corpus.all_on("ss")
    return corpus.all_off("ss") | {k: bool((seed >> i) & 1) for i, k in enumerate(OPTIONS)}


def cases():
    yield from corpus.sample("ss")
    for scenario in GAME.scenarios:
        for seed in range(1, tiers.count("ss.fuzz")):
            yield scenario, options_for(seed), 1000 + seed


CASES = list(cases())


@pytest.mark.parametrize("scenario,options,seed", CASES, ids=[f"{sc}-{s}" for sc, _, s in CASES])
def test_random_game_ends_with_a_result(scenario, options, seed):
    if (scenario, options, seed) in corpus.sample("ss"):
        rec = corpus.random_game("ss", scenario, options, seed)      # shared with the conformance suite
    else:
        rec = corpus.play("ss", scenario, options, seed)
    res = rec.match.result()
    assert res is not None and res["winner"] in ("usa", "csa", "draw")
    assert rec.match.ply > 50
    # 12.1c: a fire that can only be cancelled is a dead end the rules must not offer
    for ply, action in rec.forced.items():
        assert action != ("cancel",), f"{scenario} seed {seed}, move {ply + 1}: a fire with nothing to do but cancel"
