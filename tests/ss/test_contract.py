"""Stonewall's Sword keeps the game contract: the conformance suite's checks
(tests/test_conformance.py) on random games to the end, run here directly
because the game is not registered yet (pyapp/games/__init__.py)."""

import json

import pytest

from pyapp.core.game import may_read, state_hash
from pyapp.core.match import Match
from pyapp.games.ss.rules import GAME

import tests.test_conformance as C


@pytest.mark.parametrize("scenario,seed", [("valley", 1), ("valley", 2), ("slaughter", 3), ("slaughter", 4)])
def test_random_game_keeps_the_contract(scenario, seed):
    game = GAME
    seen_hidden, redrawn = [], []

    def each(m, before):
        st = m.state
        assert json.loads(json.dumps(st)) == st
        game.check_state(st)
        move = m.moves[-1]
        if m.can_undo(move.role):
            assert not game.rolled(before, st)
            assert game.reveals(before) == game.reveals(st)
            assert game.active(before) == game.active(st)
            probe = m.copy()
            probe.undo(move.role)
            assert state_hash(probe.state) == state_hash(before)
        for entry in move.log:
            assert set(entry) >= {"en", "es", "rule", "to"}
            assert entry["to"] is None or entry["to"] in game.roles
            assert entry["en"] and entry["es"]
        if m.ply % 5 == 0 or not m.active():
            redrawn.append(C.check_views(game, st, m.ply))
            for role in game.roles:
                p = game.prompt(st, role)
                assert p["en"] and p["es"] and isinstance(p["rule"], str)
                for action in m.legal(role):
                    for lang in ("en", "es"):
                        words = game.describe(st, action, lang)
                        assert words and words != " ".join(map(str, action)), (action, lang)
            for role in game.roles:
                if game.view(st, role) != game.view(st, None):
                    seen_hidden.append(role)

    original = C.GAMES
    m = C.play(game, scenario, seed, each)
    again = Match(game, scenario, m.options, seed)
    for move in m.moves:
        again.play(move.role, move.action)
    assert again.hash() == m.hash()
    half = m.ply // 2
    assert state_hash(m.position(half)) == state_hash(again.position(half))
    for role in game.roles:
        assert all(may_read(e, role) for e in m.log(role=role))
    assert all(e["to"] is None for e in m.log(role=None))
    assert seen_hidden, "the views never differ"
    assert sum(redrawn), "no sample ever redrew a hidden chit"
    assert original is C.GAMES


def test_prompts_and_views_at_setup():
    for scenario in GAME.scenarios:
        st = GAME.setup(scenario, {}, 3)
        GAME.check_state(st)
        assert GAME.active(st)
        for role in GAME.roles:
            p = GAME.prompt(st, role)
            assert p["en"] and p["es"]
        C.check_views(GAME, st, 1)
