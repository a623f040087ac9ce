"""What the engine keeps between calls to go faster never changes an answer.

moves.py keeps contexts and movement searches outside the state, and the
game keeps the last legal list for apply's check (rules.py). Over a few
random games, at every decision, the legal list from the warm caches must
equal one computed afresh with every cache put aside, and so must the
announced form of the move played (its path) and the state after it: a
stale entry anywhere would show here.
"""

from __future__ import annotations

import pytest

from pyapp.core import dice
from pyapp.core.errors import Illegal
from pyapp.core.game import canonical_json
from pyapp.games.boc import GAME
from pyapp.games.boc import command as C
from pyapp.games.boc import moves as MV


def fresh(fn):
    """``fn()`` computed with every cache empty; the caches are then put
    back as they were, so the game goes on with the warm ones."""
    kept = (MV._CONTEXTS, MV._SEARCHES, C._RANGES)
    saved = [dict(cache) for cache in kept], GAME._legal_memo
    for cache in kept:
        cache.clear()
    GAME._legal_memo = (None, ())
    try:
        return fn()
    finally:
        for cache, was in zip(kept, saved[0]):
            cache.clear()
            cache.update(was)
        GAME._legal_memo = saved[1]


# (scenario, options, seed, decisions): Sickles' Folly to its end (a night
# turn too), the optional rules that change movement, and a Day 1 opening
CASES = [
    ("sickles", {}, 1, None),
    ("sickles", {"column": True, "hancock": True, "fixed_order": True}, 2, 700),
    ("day1", {"column": True}, 3, 500),
]


@pytest.mark.parametrize("scenario,options,seed,limit", CASES, ids=[f"{c[0]}-{c[2]}" for c in CASES])
def test_cached_answers_equal_fresh_ones(scenario, options, seed, limit):
    MV.clear_cache()
    st = GAME.setup(scenario, options, seed)
    pick = {"rng": dice.seed_state(seed * 7919 + 5)}
    ply = 0
    steps = set()
    while GAME.active(st) and (limit is None or ply < limit):
        role = GAME.active(st)[0]
        step = st["flow"][-1]["step"]
        steps.add(step)
        legal = GAME.legal(st, role)
        assert legal == fresh(lambda: GAME.legal(st, role)), f"{step} at decision {ply}"
        if ply % 7 == 0:                                  # the computer's view: a masked state
            view = GAME.mask(st, role)
            assert GAME.legal(view, role) == fresh(lambda: GAME.legal(view, role)), f"masked, decision {ply}"
        action = legal[dice.randbelow(pick, len(legal))]
        if step == "move":
            assert GAME.announce(st, role, action) == fresh(lambda: GAME.announce(st, role, action))
        after = fresh(lambda: GAME.apply(GAME.copy(st), role, action))
        st = GAME.apply(st, role, action)
        assert canonical_json(st) == canonical_json(after), f"{step} {action} at decision {ply}"
        ply += 1
    assert {"command", "fire", "move", "supply"} <= steps
    if limit is None:
        assert GAME.result(st) is not None and "nsupply" in steps


def test_the_legal_list_kept_is_never_handed_out():
    """The game hands out a copy of the list it keeps for apply: changing
    it changes nothing, and an action not in it is still refused."""
    MV.clear_cache()
    st = GAME.setup("sickles", {}, 4)
    role = GAME.active(st)[0]
    assert st["flow"][-1]["step"] != "move"
    legal = GAME.legal(st, role)
    kept = list(legal)
    legal.clear()
    assert GAME.legal(st, role) == kept
    with pytest.raises(Illegal):
        GAME.apply(GAME.copy(st), role, ("activate", "U999", "A1"))
    st2 = GAME.copy(st)
    st2["act"].append(kept[0][1])                       # an equal state no longer: a fresh answer
    assert GAME.legal(st2, role) == fresh(lambda: GAME.legal(st2, role))
    assert kept[0] not in GAME.legal(st2, role)


def _move_phase_state(seed: int) -> dict:
    """A state in a Move Phase with blocks in the front line (Sickles' Folly)."""
    st = GAME.setup("sickles", {"column": True}, seed)
    pick = {"rng": dice.seed_state(seed)}
    while True:
        role = GAME.active(st)[0]
        legal = GAME.legal(st, role)
        if st["flow"][-1]["step"] == "move" and len(st["moved"]) >= 3 and any(a[0] == "attack" for a in legal):
            return st
        st = GAME.apply(st, role, legal[dice.randbelow(pick, len(legal))])


def test_states_alike_but_for_what_a_context_reads():
    """Two states with the same positions that differ in the hexsides
    crossed, the columns or the turn get their own answers."""
    MV.clear_cache()
    st = _move_phase_state(5)
    role = GAME.active(st)[0]
    side = st["flow"][-1]["who"]
    before = GAME.legal(st, role)
    ctx = MV.context(st, side)
    crossed = GAME.copy(st)
    crossed["traffic"] = {MV.D.side_id(a, b): 2 for a in ctx.front for b in MV.M.neighbours(a)}
    column = GAME.copy(st)
    inf = [a[1] for a in before if a[0] == "form" and a[1] not in st["col"]]
    column["col"].append(inf[0])
    night = GAME.copy(st)
    night["t"] = next(t for t in range(len(MV.D.TRACK)) if MV.D.is_night(t))
    for variant in (crossed, column, night):
        GAME.legal(st, role)                                # the caches hold the original's answers
        got = GAME.legal(variant, role)
        assert got == fresh(lambda: GAME.legal(variant, role))
        assert got != before


def test_command_range_follows_control():
    """4.5: a range traced again once control changes (C.in_range keeps answers)."""
    st = GAME.setup("sickles", {}, 4)
    start = next(iter(st["pos"].values()))
    side = "usa" if st["ctrl"].get(start) != "csa" else "csa"
    before = C.in_range(st, side, start, 4)
    n = next(x for x in MV.M.neighbours(start) if x in before)
    changed = GAME.copy(st)
    changed["ctrl"][n] = MV.M.ENEMY[side]
    got = C.in_range(changed, side, start, 4)
    assert n not in got and got == fresh(lambda: C.in_range(changed, side, start, 4))
    assert C.in_range(st, side, start, 4) == before
