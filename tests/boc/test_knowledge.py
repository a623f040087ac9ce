"""The computer opponent in Badges of Courage (pyapp.games.boc.knowledge
through pyapp.ai): it decides from its side's view only, never from the
enemy's hidden blocks; it plays legal moves through a whole game at every
level; it beats a random player; its evaluation reads the score the rules
keep. Think time is measured by bench/ai.py (``--game boc``), not asserted
here."""

from __future__ import annotations

import pytest

import tiers
from pyapp import ai
from pyapp.ai.baselines import GreedyPlayer, RandomPlayer
from pyapp.core import dice
from pyapp.games.boc import GAME
from pyapp.games.boc import knowledge as K
from pyapp.games.boc import model as M
from pyapp.games.boc import secrets as S


# one worker computes the module's positions once (pytest-xdist: tests/conftest.py)
pytestmark = pytest.mark.xdist_group("boc-knowledge")


def decide(st, role, level="normal", seed=0):
    """The computer's move for ``role``, handed only its view of ``st``."""
    return ai.choose(GAME, GAME.view(st, role), role, level, seed)


def positions(scenario="sickles", seed=3, steps=600, every=7, level="easy"):
    """(state, role) every ``every`` decisions of a game the computer plays
    against itself, decisions with a choice only."""
    st = GAME.setup(scenario, {}, seed)
    out = []
    n = 0
    while GAME.active(st) and n < steps:
        role = GAME.active(st)[0]
        if n % every == 0 and len(GAME.legal(st, role)) > 1:
            out.append((GAME.copy(st), role))
        st = GAME.apply(st, role, decide(st, role, level, seed))
        n += 1
    return out


def hidden_enemy(st, role):
    """The enemy handles whose values ``role`` may not know."""
    known = GAME.may_know(st, role)
    return [h for h in st["sealed"] if h[0] == M.PREFIX[M.ENEMY[role]] and h not in known]


def scramble(st, role, seed=1):
    """The same position as ``role`` sees it, with every enemy block it cannot
    see drawn afresh: other blocks under the hidden handles, other strengths."""
    other = GAME.copy(st)
    rng = {"rng": dice.seed_state(seed)}
    handles = hidden_enemy(other, role)
    values = [list(other["sealed"][h]) for h in handles]
    dice.shuffle(rng, values)
    for h, v in zip(handles, values):
        top = K.D.BLOCKS[v[0]]["steps"]
        low = 0 if K.D.BLOCKS[v[0]]["kind"] == "hq" else 1
        v[1] = low + dice.randbelow(rng, top - low + 1)
        other["sealed"][h] = v
    other["rng"] = dice.seed_state(seed + 99)
    return other


class Reads(dict):
    """A sealed-values table that notes every handle whose value is read."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.read = set()

    def __getitem__(self, k):
        self.read.add(k)
        return super().__getitem__(k)

    def get(self, k, default=None):
        self.read.add(k)
        return super().get(k, default)


@pytest.fixture(scope="module")
def some_positions():
    return positions("sickles", 3, 300, 9) + positions("day1", 4, 250, 11)


def test_a_decision_does_not_depend_on_the_enemys_hidden_blocks(some_positions):
    checked = 0
    for st, role in some_positions[::3]:
        other = scramble(st, role)
        assert GAME.view(other, role) == GAME.view(st, role)
        if not hidden_enemy(st, role):
            continue
        assert any(other["sealed"][h] != st["sealed"][h] for h in hidden_enemy(st, role))
        for level in ("easy", "normal"):
            a = decide(st, role, level, 5)
            b = decide(other, role, level, 5)
            assert a == b and a in GAME.legal(st, role)
        checked += 1
    assert checked >= 10


def test_the_policy_plays_from_a_masked_state_and_reads_no_hidden_value(some_positions):
    # the state as the side's own device holds it: the enemy's hidden values
    # are None there; the policy must not even look them up
    know = GAME.knowledge()
    for st, role in some_positions:
        masked = GAME.mask(st, role)
        hidden = set(hidden_enemy(st, role))
        assert all(masked["sealed"][h] is None for h in hidden)
        legal = GAME.legal(masked, role)
        masked["sealed"] = Reads(masked["sealed"])
        a = know.policy(masked, role, legal, {"rng": dice.seed_state(1)}, know.level("normal"), None)
        assert a in GAME.legal(st, role)
        assert not masked["sealed"].read & hidden, sorted(masked["sealed"].read & hidden)[:5]


def test_hard_decides_from_the_view_too(some_positions):
    for st, role in some_positions[::4][:6]:
        a = decide(st, role, "hard", 2)
        assert a == decide(scramble(st, role, 7), role, "hard", 2)
        assert a in GAME.legal(st, role)


def test_hard_plays_legal_moves_for_a_few_turns():
    st = GAME.setup("sickles", {}, 12)
    n = 0
    while GAME.active(st) and st["t"] <= 23:
        role = GAME.active(st)[0]
        level = "hard" if role == "csa" else "normal"
        legal = GAME.legal(st, role)
        a = decide(st, role, level, 12)
        assert a in legal
        st = GAME.apply(st, role, a)
        n += 1
    assert n > 100


def test_the_pages_thinker_picks_what_choose_picks_at_once(some_positions):
    # no level searches: the page's resumable thinker has its answer before
    # its first slice, and it is choose's
    for st, role in some_positions[:6]:
        view = GAME.view(st, role)
        for level in ("normal", "hard"):
            th = ai.Thinker(GAME, view, role, level, 3)
            assert th.step(1) and th.steps == 0
            assert th.action == ai.choose(GAME, view, role, level, 3)


@pytest.mark.parametrize("scenario,seed", [("day1", 22), ("sickles", 21)][:tiers.count("boc.ai_games")])
def test_normal_beats_random_play_as_each_side(scenario, seed):
    for me in ("usa", "csa"):
        st = GAME.setup(scenario, {}, seed)
        rnd = RandomPlayer(seed)
        while GAME.active(st):
            role = GAME.active(st)[0]
            view = GAME.view(st, role)
            a = ai.choose(GAME, view, role, "normal", seed) if role == me else rnd(GAME, view, role)
            st = GAME.apply(st, role, a)
        assert GAME.result(st)["winner"] == me, (scenario, me, GAME.result(st))


def test_greedy_baseline_answers_with_the_games_evaluation():
    st = GAME.setup("sickles", {}, 5)
    g = GreedyPlayer(1, shared=True)
    n = 0
    while GAME.active(st) and n < 30:
        role = GAME.active(st)[0]
        a = g(GAME, GAME.view(st, role), role)
        assert a in GAME.legal(st, role)
        st = GAME.apply(st, role, a)
        n += 1


def test_evaluation_reads_the_score():
    st = GAME.setup("sickles", {}, 1)
    u, c = K.evaluate(st, "usa"), K.evaluate(st, "csa")
    assert -1.0 <= u <= 1.0 and abs(u + c) < 1e-9
    better = GAME.copy(st)
    better["elim"]["usa"] += 3                   # three Union blocks lost: 3 VP to the CSA
    assert K.evaluate(better, "csa") > c and K.evaluate(better, "usa") < u
    over = GAME.copy(st)
    over["res"] = ["csa", "end", 12]
    assert K.evaluate(over, "csa") == 1.0 and K.evaluate(over, "usa") == -1.0


@pytest.fixture(scope="module")
def sickles_first_move():
    """Sickles' Folly at the CSA's first Move Phase (the CSA has the
    initiative, 9.3), both sides played by the computer until then."""
    st = GAME.setup("sickles", {}, 1)
    while not (GAME.flow.top(st)["step"] == "move" and GAME.active(st) == ["csa"]):
        role = GAME.active(st)[0]
        st = GAME.apply(st, role, decide(st, role, "normal", 1))
    return st


def own_policy(st, role, legal, level="normal"):
    """The policy's choice among ``legal``, from ``role``'s own device's state."""
    know = GAME.knowledge()
    return know.policy(GAME.mask(st, role), role, legal, {"rng": dice.seed_state(1)}, know.level(level), None)


def test_it_takes_a_free_victory_hex(sickles_first_move):
    # Big Round Top (T8, 1 VP) is vacant, nobody's, with no Union block near:
    # of Law's moves, the one that makes it the CSA's by its zone of control
    # (6.6, 9.11) beats the others and ending the phase
    st = sickles_first_move
    assert M.control(st).get("T8") is None and "T8" not in M.enemy_adjacent(st, "csa")
    law = next(h for h in st["pos"] if h[0] == "C" and st["sealed"][h][0] == "c-law")
    moves = [a for a in GAME.legal(st, "csa") if a[0] == "move" and a[1] == law]
    a = own_policy(st, "csa", moves + [("done",)])
    assert a in moves
    assert M.control(GAME.apply(st, "csa", a)).get("T8") == "csa"
    assert own_policy(st, "csa", moves + [("done",)], "hard") == a


def test_a_worn_block_steps_out_of_the_front_line(sickles_first_move):
    # each block of the CSA's front line, given only its own moves (or
    # staying): worn to 1 step, it is never more in the line than at full
    # strength, and some block that holds the line fresh leaves it worn
    st = sickles_first_move
    front = M.enemy_adjacent(st, "csa")
    legal = GAME.legal(st, "csa")
    left = 0
    for h, hx in sorted(st["pos"].items()):
        b = K.D.BLOCKS[st["sealed"][h][0]] if h[0] == "C" else None
        if b is None or hx not in front or b["kind"] == "hq":
            continue
        moves = [a for a in legal if a[0] == "move" and a[1] == h]
        where = {}
        for s in (1, b["steps"]):
            x = GAME.copy(st)
            M.lose(x, h, M.strength(x, h) - s)
            a = own_policy(x, "csa", moves + [("done",)])
            where[s] = a[2] if a[0] == "move" else hx
        fresh_in, worn_in = where[b["steps"]] in front, where[1] in front
        assert fresh_in or not worn_in, (h, where)
        left += fresh_in and not worn_in
    assert left >= 1


def test_the_evaluations_vp_are_the_rules_vp(some_positions):
    from pyapp.games.boc.rules import vp
    for st, _role in some_positions:
        assert K.csa_vp(st) == vp(st)
    st = GAME.copy(some_positions[-1][0])
    for hx in list(K.VIC):                       # every victory hex held by one side, then the other
        for side in ("usa", "csa"):
            h = next(h for h in st["pos"] if M.side_of(h) == side)
            st["pos"][h] = hx
            assert K.csa_vp(st) == vp(st)


def test_melee_simulation_favours_the_stronger_side():
    inf = K.D.BLOCKS["c-kershaw"]
    weak = K.D.BLOCKS["u-fisher"]
    strong_attack = K.simulate_melee([[inf, 4, 0], [inf, 4, 0]], [[weak, 1, 0]], 3, trials=200, seed=1)
    weak_attack = K.simulate_melee([[weak, 1, 0]], [[inf, 4, 0], [inf, 4, 0]], 3, trials=200, seed=1)
    assert strong_attack[0] > 0.8 and weak_attack[0] < 0.1
    assert weak_attack[1] > 0.5                  # the lone weak attacker is usually lost


def test_the_salt_and_hidden_values_stay_out_of_the_view():
    st = GAME.setup("sickles", {}, 2)
    for role in ("usa", "csa"):
        view = GAME.view(st, role)
        assert S.SALT[M.ENEMY[role]] not in view["known"]
        assert not set(hidden_enemy(st, role)) & set(view["known"])
