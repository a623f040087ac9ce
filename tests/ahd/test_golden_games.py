"""A House Divided plays exactly as before the platform work of issue 11.

Four seeded random games to the end, recorded before the contract changed:
the action sequence, the log (en, es, rule) and the final state hash must
stay the same. A change here means the rules changed, not just the platform.
"""

import hashlib
import json

import pytest

from pyapp.core import dice
from pyapp.core.match import Match
from pyapp.games.ahd import GAME

# (seed, scenario): (moves, state hash, actions digest, log digest, winner)
GOLDEN = {
    (3, "campaign"): (744, "9e11d761d3f5976b", "8fdbe59823a9b540", "698b3332c628f187", "csa"),
    (4, "short"): (195, "1f2610750d92be52", "8bc9d0f2f44bb360", "83cc8c9bc10011aa", "union"),
    (5, "campaign"): (840, "ce2d28e14e3c73f6", "78eb4c318a17168a", "9fd34d1dc19480ac", "csa"),
    (6, "short"): (163, "b2df7a47729c46d1", "d702017f14c4be82", "6cc829dbe2f529ed", "union"),
}


def digest(value):
    return hashlib.sha256(json.dumps(value).encode()).hexdigest()[:16]


@pytest.mark.parametrize("seed,scenario", sorted(GOLDEN))
def test_seeded_game_is_unchanged(seed, scenario):
    m = Match(GAME, scenario, {"beginner_union": seed == 5}, seed)
    pick = {"rng": dice.seed_state(seed * 1000 + 1)}
    while m.active():
        role = m.active()[0]
        legal = m.legal(role)
        m.play(role, legal[dice.randbelow(pick, len(legal))])
    got = (m.ply, m.hash(), digest([[mv.role, list(mv.action)] for mv in m.moves]),
           digest([[e["en"], e["es"], e["rule"]] for e in m.log()]), m.result()["winner"])
    assert got == GOLDEN[(seed, scenario)]
