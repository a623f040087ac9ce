"""The one conformance suite: every registered game, and the test minigame,
keeps the game contract (pyapp/core/game.py).

Random games to the end with no exception and no dead end; states survive
JSON and their own check; replaying the log rebuilds the state; undo never
crosses a die roll or a reveal; no view holds a generator or another role's
hidden values (a state sampled from a role's view looks the same to that
role and gives it the same legal actions); a prompt for every role; every
legal action described in English and Spanish; whole, turn and position
links round trip. Runs natively and inside Pyodide (tests/browser).
"""

from __future__ import annotations

import json

import pytest

import corpus
from pyapp import games
from pyapp.core import dice, link
from pyapp.core.game import may_read, state_hash
from pyapp.core.match import Match

GAME_IDS = games.ids(hidden=True)
# The random games are tests/corpus.py's sample (every scenario of every game at
# least once, options off and on), played once and shared with each game's fuzz.
pytestmark = pytest.mark.xdist_group(corpus.GROUP)


def _options(game, seed):
    return {k: bool(seed % 2) for k in sorted(game.options)}


def cases():
    for gid in GAME_IDS:
        for scenario, options, seed in corpus.sample(gid):
            on = "all" if any(options.values()) else "plain"
            yield pytest.param(gid, scenario, options, seed, id=f"{gid}-{scenario}-{on}-{seed}")


def _strings(value):
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)
    elif isinstance(value, str):
        yield value


def check_views(game, state, sample_seed):
    """No view holds a generator, every view keeps to view_fields, and a state
    sampled from a role's view is the same to that role (so the view holds
    nothing of what the sample redrew: the other role's secrets). Returns how
    many samples differ from the true state beyond its random streams."""
    secrets = {state[k] for k in game.rng_keys}
    redrawn = 0
    spectator = game.view(state, None)
    for role in list(game.roles) + [None]:
        v = game.view(state, role)
        assert json.loads(json.dumps(v)) == v
        assert not any(k.startswith("rng") for k in v), f"{game.id}: a view holds a generator key"
        assert not secrets & set(_strings(v)), f"{game.id}: view({role!r}) holds a generator's state"
        assert set(v) == set(game.view_fields), (
            f"{game.id}: view({role!r}) fields differ from view_fields: {sorted(set(v) ^ set(game.view_fields))}")
        if role is None:
            continue
        rng = {"rng": dice.seed_state(sample_seed)}
        sampled = game.sample(v, role, rng)
        game.check_state(sampled)
        assert game.view(sampled, role) == v, f"{game.id}: the view of a sample differs for {role}"
        assert game.view(sampled, None) == spectator, f"{game.id}: a sample changes what a spectator sees"
        if role in game.active(state):
            assert game.legal(sampled, role) == game.legal(state, role), (
                f"{game.id}: {role}'s legal actions depend on what it cannot see")
        plain = {k: v for k, v in state.items() if k not in game.rng_keys}
        if {k: v for k, v in sampled.items() if k not in game.rng_keys} != plain:
            redrawn += 1
    return redrawn


@pytest.mark.parametrize("gid,scenario,options,seed", list(cases()))
def test_random_game_keeps_the_contract(gid, scenario, options, seed):
    game = games.get(gid)
    rec = corpus.random_game(gid, scenario, options, seed)
    m = rec.match
    seen_hidden = []
    redrawn = []
    for ply, (before, move, st) in enumerate(rec.steps(), 1):
        assert json.loads(json.dumps(st)) == st, f"{gid}: state is not plain JSON"
        game.check_state(st)
        # undo never crosses a die roll, a reveal or a change of player
        # (Match.undo returns to ``before`` exactly when the move is no barrier)
        if not move.barrier:
            assert not game.rolled(before, st)
            assert game.reveals(before) == game.reveals(st)
            assert game.active(before) == game.active(st)
        for entry in move.log:
            assert set(entry) >= {"en", "es", "rule", "to"}
            assert entry["to"] is None or entry["to"] in game.roles
            assert entry["en"] and entry["es"]
        if ply % 7 == 0 or not game.active(st):
            redrawn.append(check_views(game, st, ply))
            for role in game.roles:
                p = game.prompt(st, role)
                assert p["en"] and p["es"] and isinstance(p["rule"], str), f"{gid}: empty prompt for {role}"
                for action in (game.legal(st, role) if role in game.active(st) else []):
                    for lang in ("en", "es"):
                        words = game.describe(st, action, lang)
                        assert words and words != " ".join(map(str, action)), (
                            f"{gid}: {action} is not described in {lang}")
            for role in game.roles:
                if game.view(st, role) != game.view(st, None):
                    seen_hidden.append(role)
    # undo takes back a move that is no barrier, to the state before it
    probe = m.copy()
    while probe.moves and probe.can_undo(probe.moves[-1].role):
        ply = probe.ply
        probe.undo(probe.moves[-1].role)
        assert state_hash(probe.state) == state_hash(rec.states[ply - 1])
    # replay of the log rebuilds the state, and positions on the way
    again = Match(game, scenario, m.options, seed)
    for move in m.moves:
        again.play(move.role, move.action)
    assert again.hash() == m.hash()
    half = m.ply // 2
    assert state_hash(m.position(half)) == state_hash(again.position(half)) == state_hash(rec.states[half])
    # a role reads only its own and public log lines
    for role in game.roles:
        assert all(may_read(e, role) for e in m.log(role=role))
    assert all(e["to"] is None for e in m.log(role=None))
    if getattr(game, "hidden", False):
        assert seen_hidden, f"{gid} says it hides information, but every view equals the spectator's"
        assert sum(redrawn), f"{gid} hides information, but no sample ever redrew any of it"


@pytest.mark.parametrize("gid", GAME_IDS)
def test_links_round_trip(gid):
    game = games.get(gid)
    scenario = next(iter(game.scenarios))
    m = Match(game, scenario, _options(game, 5), 5)
    pick = {"rng": dice.seed_state(99)}
    for _ in range(40):
        if not m.active():
            break
        role = m.active()[0]
        legal = m.legal(role)
        m.play(role, legal[dice.randbelow(pick, len(legal))])
    for form in ("whole", "turn", "position"):
        opened = link.decode(link.encode(m, form), games)
        assert opened.match.hash() == m.hash(), f"{gid}: {form} link does not round trip"
        assert opened.match.ply == m.ply


@pytest.mark.parametrize("gid", GAME_IDS)
def test_prompts_at_setup_for_every_role(gid):
    game = games.get(gid)
    for scenario in game.scenarios:
        st = game.setup(scenario, {}, 3)
        game.check_state(st)
        active = game.active(st)
        assert active, f"{gid}: nobody acts at the start"
        for role in game.roles:
            p = game.prompt(st, role)
            assert set(p) >= {"en", "es", "rule"} and p["en"] and p["es"]
        check_views(game, st, 1)


def test_the_menu_hides_the_test_game():
    assert "mini" not in games.ids() and "mini" in games.ids(hidden=True)
    assert set(games.ids()) <= set(GAME_IDS)
