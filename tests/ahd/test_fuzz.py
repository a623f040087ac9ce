"""Random full games to the end: campaign and short, with and without the
beginner option: ``tiers.count("ahd.fuzz")`` of them (a sample in the
default tier, 500 in ``./test.sh --full``; AHD_FUZZ_GAMES overrides)."""

import json

import tiers

from pyapp.core import dice
from pyapp.games.ahd import GAME

N = tiers.count("ahd.fuzz")
MAX_STEPS = 20000


def play(seed, scenario, beginner, check_every=97, try_all_every=0):
    st = GAME.setup(scenario, {"beginner_union": beginner}, seed)
    chooser = {"rng": dice.seed_state(seed ^ 0x5EED)}
    steps = 0
    while True:
        active = GAME.active(st)
        if not active:
            break
        role = active[0]
        acts = GAME.legal(st, role)
        assert acts, f"seed {seed}: no legal action for {role} in phase {st['ph']}"
        other = "csa" if role == "union" else "union"
        assert GAME.legal(st, other) == []
        if try_all_every and steps % try_all_every == 0:
            for b in acts:          # every listed action is accepted
                GAME.apply(GAME.copy(st), role, b)
        a = acts[dice.randbelow(chooser, len(acts))]
        st = GAME.apply(st, role, a)
        steps += 1
        assert steps < MAX_STEPS, f"seed {seed}: game does not end"
        if steps % check_every == 0:
            GAME.check_state(st)
            json.dumps(st)
    res = GAME.result(st)
    assert res and res["winner"] in ("union", "csa") and res["reason"] and res["reason_es"]
    assert res["rule"] in ("11", "12", "13")
    GAME.check_state(st)
    return st, steps


def test_fuzz_full_games():
    combos = [("campaign", False), ("short", False), ("campaign", True), ("short", True)]
    winners = set()
    for i in range(N):
        sc, beg = combos[i % 4]
        st, steps = play(1000 + i, sc, beg, try_all_every=7 if i % 10 == 0 else 0)
        winners.add(GAME.result(st)["winner"])
    if N >= 20:
        assert winners == {"union", "csa"}


def test_replay_is_deterministic():
    from pyapp.core import state_hash
    st = GAME.setup("short", {}, 77)
    chooser = {"rng": dice.seed_state(3)}
    log = []
    while GAME.active(st):
        role = GAME.active(st)[0]
        acts = GAME.legal(st, role)
        a = acts[dice.randbelow(chooser, len(acts))]
        log.append((role, a))
        st = GAME.apply(st, role, a)
    again = GAME.setup("short", {}, 77)
    for role, a in log:
        again = GAME.apply(again, role, json.loads(json.dumps(a)))
    assert state_hash(again) == state_hash(st)
