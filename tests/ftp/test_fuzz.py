"""Random games of For the People played to the end: every scenario and the
campaign end with a result, no exception, no dead end.

The games are tests/corpus.py's: in the default tier its sample (each
scenario once, the same games the conformance suite checks move by move);
``./test.sh --full`` adds more seeds (``tiers.count("ftp.fuzz")`` games a
three-turn scenario in all and a fifth as many campaigns;
``CWT_FUZZ_FTP=500`` is the done-criterion's 500 a scenario and 100
campaigns).
"""

from __future__ import annotations

import pytest

import corpus
import tiers
from pyapp.games.ftp import GAME

pytestmark = pytest.mark.xdist_group(corpus.GROUP)


def cases():
    yield from corpus.sample("ftp")
    n = tiers.count("ftp.fuzz")
    for scenario in GAME.scenarios:
        count = max(1, n // 5) if scenario == "campaign" else n
        for seed in range(1, count):                 # every optional rule on for odd seeds (7)
            yield scenario, (corpus.all_on if seed % 2 else corpus.all_off)("ftp"), 1000 + seed


CASES = list(cases())
IDS = [f"{sc}-{'all' if any(o.values()) else 'plain'}-{s}" for sc, o, s in CASES]


@pytest.mark.parametrize("scenario,options,seed", CASES, ids=IDS)
def test_random_game_ends_with_a_result(scenario, options, seed):
    if (scenario, options, seed) in corpus.sample("ftp"):
        rec = corpus.random_game("ftp", scenario, options, seed)     # shared with the conformance suite
    else:
        rec = corpus.play("ftp", scenario, options, seed)
    res = rec.match.result()
    assert res is not None and res["winner"] in ("union", "csa", "draw") and res["rule"]
    # played, not ended at its set-up: a random 1864 game can break the CSA's will in
    # its first turn (5.31; seed 1176, at the end of turn 11, after 58 moves)
    assert rec.match.ply > 20
