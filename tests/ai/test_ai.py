"""The computer opponent (pyapp.ai): legal moves only, determinism, whole
games to a result, and answers at every level. AI_TEST_GAMES sets how many
computer-vs-computer games run to the end (``tiers.count("ai.games")``: a
sample in the default tier, 200 in ``./test.sh --full``; at "easy", a third of
them short games; AI_TEST_LEVEL changes the level)."""

import os
import sys

import pytest

import tiers

from pyapp import ai
from pyapp.ai import search
from pyapp.ai.baselines import GreedyPlayer, RandomPlayer
from pyapp.core import dice
from pyapp.games.ahd import GAME
from pyapp.games.ahd import knowledge as ahd

N_GAMES = tiers.count("ai.games")
LEVEL = os.environ.get("AI_TEST_LEVEL", "easy")
MAX_STEPS = 20000


def decide(game, st, role, level, seed):
    """The computer's move for ``role``, from its view of ``st`` only."""
    return ai.choose(game, game.view(st, role), role, level, seed)


def play(seed, union_level, csa_level, scenario="campaign", max_steps=MAX_STEPS, check_legal=True):
    st = GAME.setup(scenario, {}, seed)
    moves = []
    levels = {"union": union_level, "csa": csa_level}
    while GAME.active(st) and len(moves) < max_steps:
        role = GAME.active(st)[0]
        a = decide(GAME, st, role, levels[role], seed)
        if check_legal:
            assert a in GAME.legal(st, role), (a, st["ph"])
        moves.append((role, a))
        st = GAME.apply(st, role, a)
    return st, moves


def mid_game(seed=5, steps=150):
    """A campaign position some turns in, reached by the easy AI."""
    st = GAME.setup("campaign", {}, seed)
    n = 0
    while GAME.active(st) and n < steps:
        role = GAME.active(st)[0]
        st = GAME.apply(st, role, decide(GAME, st, role, "easy", seed))
        n += 1
    return st


def first_key_decision(st, seed=5):
    """Play on (easy) from st to the next choice of a march (where the search
    runs); if this game ends first, start a fresh one."""
    for k in range(20):
        while GAME.active(st):
            role = GAME.active(st)[0]
            legal = GAME.legal(st, role)
            if st["ph"] == "mv" and ahd.is_key_decision(st, role, legal) and len(legal) > 3:
                return st, role
            st = GAME.apply(st, role, decide(GAME, st, role, "easy", seed))
        st = mid_game(seed + 100 + k, 60)
    raise AssertionError("no key decision found")


def test_games_end_with_a_result():
    for i in range(N_GAMES):
        sc = "campaign" if i % 3 else "short"
        st, moves = play(100 + i, LEVEL, LEVEL, sc)
        res = GAME.result(st)
        assert res and res["winner"] in ("union", "csa"), (i, len(moves))
        GAME.check_state(st)


def test_same_seed_same_game():
    a, ma = play(3, "easy", "easy", "short")
    b, mb = play(3, "easy", "easy", "short")
    assert ma == mb
    from pyapp.core import state_hash
    assert state_hash(a) == state_hash(b)


def test_same_seed_same_choice_every_level():
    st, role = first_key_decision(mid_game())
    for level in ("easy", "normal", "hard"):
        x = decide(GAME, GAME.copy(st), role, level, seed=11)
        y = decide(GAME, GAME.copy(st), role, level, seed=11)
        assert x == y and x in GAME.legal(st, role)


def test_choose_does_not_change_the_view():
    from pyapp.core import state_hash
    st, role = first_key_decision(mid_game())
    view = GAME.view(st, role)
    h = state_hash(view)
    ai.choose(GAME, view, role, "normal", seed=1)
    assert state_hash(view) == h


def test_each_level_answers_mid_game():
    # Think time is measured by bench/ai.py, not asserted here.
    st, role = first_key_decision(mid_game(seed=9))
    for level in ("easy", "normal", "hard"):
        a = decide(GAME, st, role, level, seed=2)
        assert a in GAME.legal(st, role)


def test_normal_plays_only_legal_actions_for_a_few_turns():
    st = GAME.setup("campaign", {}, 21)
    n = 0
    while GAME.active(st) and st["t"] <= 3:
        role = GAME.active(st)[0]
        a = decide(GAME, st, role, "normal", seed=4)
        assert a in GAME.legal(st, role)
        st = GAME.apply(st, role, a)
        n += 1
    assert n > 20


def test_unknown_level_refused():
    st = GAME.setup("short", {}, 1)
    with pytest.raises(ValueError):
        decide(GAME, st, "union", "impossible", 0)


def test_evaluation_in_range_and_symmetric():
    st = mid_game(seed=3, steps=150)
    u = ahd.evaluate(st, "union")
    c = ahd.evaluate(st, "csa")
    assert -1.0 <= u <= 1.0 and abs(u + c) < 1e-9
    st2 = GAME.copy(st)
    st2["res"] = ["u", "seven"]
    assert ahd.evaluate(st2, "union") == 1.0 and ahd.evaluate(st2, "csa") == -1.0


def test_evaluation_knows_the_victory_cities_and_washington():
    st = GAME.setup("campaign", {}, 1)
    base = ahd.evaluate(st, "union")
    took = GAME.copy(st)
    took["own"]["richmond"] = "u"
    assert ahd.evaluate(took, "union") > base
    lost = GAME.copy(st)
    for uid in [k for k, u in lost["u"].items() if u[0] == "washington"]:
        del lost["u"][uid]
    lost["u"]["c90"] = ["washington", "mi", 0, 0, ""]
    assert ahd.evaluate(lost, "union") < base - 0.5


def test_baselines_play_legal_games():
    st = GAME.setup("short", {}, 8)
    players = {"union": RandomPlayer(1), "csa": GreedyPlayer(2)}
    n = 0
    while GAME.active(st) and n < 3000:
        role = GAME.active(st)[0]
        a = players[role](GAME, GAME.view(st, role), role)
        assert a in GAME.legal(st, role)
        st = GAME.apply(st, role, a)
        n += 1
    assert GAME.result(st) is not None


def test_heuristic_beats_random():
    wins = 0
    for g in range(4):
        st = GAME.setup("campaign", {}, 40 + g)
        me = "union" if g % 2 == 0 else "csa"
        rnd = RandomPlayer(g)
        while GAME.active(st):
            role = GAME.active(st)[0]
            view = GAME.view(st, role)
            a = ai.choose(GAME, view, role, "easy", g) if role == me else rnd(GAME, view, role)
            st = GAME.apply(st, role, a)
        wins += GAME.result(st)["winner"] == me
    assert wins >= 3


def test_search_is_generic_and_reseeds_dice():
    """flat_mc over the contract from samples of a view, with random rollouts."""
    st = mid_game(seed=2, steps=50)
    role = GAME.active(st)[0]
    view = GAME.view(st, role)
    rng = {"rng": dice.seed_state(5)}
    root = GAME.sample(view, role, rng)
    legal = GAME.legal(root, role)
    assert legal == GAME.legal(st, role)
    draw = search.drawer(GAME, ai.knowledge_of(GAME), view, role, root)
    a, stats = search.flat_mc(GAME, root, draw, role, legal[:4], budget=200, rng=rng, max_depth=30)
    assert a in legal
    assert stats or len(legal[:4]) == 1


def test_thinker_in_slices_picks_what_choose_picks():
    # the page runs the search a few steps at a time between frames; the
    # answer must not depend on the slicing
    st, role = first_key_decision(mid_game(7, 120), seed=7)
    view = GAME.view(st, role)
    for level in ("normal", "hard"):
        whole = ai.choose(GAME, view, role, level, 3)
        th = ai.Thinker(GAME, view, role, level, 3)
        slices = 0
        while not th.step(7):
            slices += 1
        assert th.action == whole
        assert slices > 5, "a searched decision is split into many slices"
        assert th.steps >= ai.level(GAME, level).budget // 2


def test_the_games_knowledge_comes_through_the_contract():
    from pyapp.core.knowledge import Knowledge
    know = GAME.knowledge()
    assert know is ahd.KNOWLEDGE and isinstance(know, Knowledge) and ai.knowledge_of(GAME) is know
    assert ai.level(GAME, "easy").budget == 0                  # the heuristic alone
    assert ai.level(GAME, "hard").tuning["plan"] and not ai.level(GAME, "normal").tuning.get("plan")
    st, role = first_key_decision(mid_game())
    legal = GAME.legal(st, role)
    assert know.budget(st, role, legal, ai.level(GAME, "normal")) == (300, 3)
    cands = know.candidates(st, role, legal, 3, ai.level(GAME, "normal"))
    assert len(cands) == 3 and set(cands) <= set(legal)


def test_thinker_is_ready_at_once_for_a_forced_or_policy_move():
    st = GAME.setup("campaign", {}, 1)
    role = GAME.active(st)[0]
    th = ai.Thinker(GAME, GAME.view(st, role), role, "easy", 0)
    assert th.done and th.action in GAME.legal(st, role)
    assert th.step(1) is True


def test_the_union_keeps_washington_garrisoned_when_threatened():
    # a Confederate stack next to Washington: shipping its garrison away by
    # sea (naval move or invasion) must look bad to the policy
    st = GAME.setup("campaign", {}, 3)
    for i, kind in enumerate(("ei", "ei", "vi")):
        st["u"][f"c{40 + i}"] = ["manassas_junction", kind, 0, 0, ""]
    scored = ahd.score_actions(st, "union", GAME.legal(st, "union"))
    leave = [v for v, a in scored if a[0] in ("naval", "invade") and st["u"][a[1]][0] == "washington"]
    assert leave and max(leave) < -3.0
    assert ahd.policy(st, "union", GAME.legal(st, "union"))[0] not in ("naval", "invade")


def test_progress_grows_as_an_army_nears_its_goals():
    st = GAME.setup("campaign", {}, 3)
    before = ahd.progress(st, "u")
    near = GAME.copy(st)
    near["u"]["u1"][0] = "fredericksburg"          # a step from Richmond
    assert ahd.progress(near, "u") > before
    assert ahd.evaluate_plan(near, "union") > ahd.evaluate_plan(st, "union") - 0.05


def test_the_last_victory_city_pulls_harder():
    st = GAME.setup("campaign", {}, 3)
    few = ahd.Ctx(st, "u").city_w
    many = GAME.copy(st)
    for b in sorted(ahd.VICTORY)[:6]:
        many["own"][b] = "u"
        for uid in [uid for uid, u in many["u"].items() if u[0] == b]:
            del many["u"][uid]                       # held, not contested
    assert ahd.Ctx(many, "u").city_w > 2 * few


def _fortress(union_kinds):
    """Six entrenched Confederate elites in Richmond and Union units of the
    given kinds gathered at Fort Monroe, a step away."""
    st = GAME.setup("campaign", {}, 3)
    for uid in [uid for uid, u in st["u"].items() if uid[0] == "c" and u[0] in ("richmond", "fredericksburg")]:
        del st["u"][uid]
    for i in range(6):
        st["u"][f"c{60 + i}"] = ["richmond", "ei", 0, 0, ""]
    for i, kind in enumerate(union_kinds):
        st["u"][f"u{60 + i}"] = ["fort_monroe", kind, 0, 0, ""]
    return st


def test_assault_ratio_follows_the_fire_modifiers():
    # 5.2.1/5.2.2: militia cannot hurt entrenched elite infantry at all
    st = _fortress(["mi"] * 8)
    militia = [uid for uid, u in st["u"].items() if u[0] == "fort_monroe"]
    assert ahd.assault_ratio(st, "richmond", militia) == 0.0
    st = _fortress(["vi"] * 4 + ["ei"] * 8)
    army = [uid for uid, u in st["u"].items() if u[0] == "fort_monroe"]
    assert ahd.assault_ratio(st, "richmond", army[:4]) < ahd.assault_ratio(st, "richmond", army)


def test_hard_union_besieges_the_fortress_and_attacks_only_in_mass():
    st = _fortress(["vi", "vi"])
    ctx = ahd.Ctx(st, "u", plan=True)
    assert ctx.siege is not None and ctx.siege[0] == "richmond"
    assert ctx.siege[1] == "fort_monroe"       # where the Union strength already is
    assert ahd.Ctx(st, "u").siege is None      # normal level: no siege
    # the gathering box pulls the army
    assert ctx.pot["fort_monroe"] > ahd.Ctx(st, "u").pot["fort_monroe"]
    few = ahd._move_score(ctx, "u60", "richmond", {})
    assert few < 0, "two veterans do not attack six entrenched elites"
    st = _fortress(["ei"] * 8 + ["vi"] * 14)
    ctx = ahd.Ctx(st, "u", plan=True)
    assert ahd._move_score(ctx, "u60", "richmond", {}) > 1.0, "a mass assault goes in"


def test_apply_legal_is_apply_for_legal_actions():
    # the playouts' unchecked transition gives exactly what apply gives
    prng = {"rng": dice.seed_state(5)}
    st = GAME.setup("short", {}, 5)
    for _ in range(400):
        active = GAME.active(st)
        if not active:
            break
        role = active[0]
        legal = GAME.legal(st, role)
        a = legal[dice.randbelow(prng, len(legal))]
        checked = GAME.apply(GAME.copy(st), role, a)
        assert GAME.apply_legal(GAME.copy(st), role, a) == checked
        st = checked


@pytest.mark.skipif(sys.platform == "emscripten", reason="needs child processes (not in Pyodide)")
def test_hard_choices_do_not_depend_on_string_hashing():
    # Two victory cities held equally: the siege target (and so the game a
    # link replays) must not depend on the interpreter's hash seed.
    import subprocess
    code = (
        "from pyapp.games.ahd import knowledge as ahd\n"
        "from pyapp.games.ahd import GAME\n"
        "st = GAME.setup('campaign', {}, 3)\n"
        "for b in ('richmond', 'charleston', 'mobile', 'atlanta', 'new_orleans', 'memphis', 'wilmington'):\n"
        "    for i in range(2):\n"
        "        st['u'][f'c{b[:3]}{i}'] = [b, 'vi', 0, 0, '']\n"
        "print(ahd.Ctx(st, 'u', plan=True).siege)\n")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    seen = set()
    for hs in ("1", "2", "3", "4", "5"):
        out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True,
                             env=dict(os.environ, PYTHONHASHSEED=hs), check=True)
        seen.add(out.stdout.strip())
    assert len(seen) == 1 and "None" not in seen, seen
