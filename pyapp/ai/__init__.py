"""The computer opponent.

    from pyapp.ai import choose
    action = choose(game, state, role, level="normal", seed=0)

returns one of ``game.legal(state, role)``. Levels differ by think budget,
counted in playout steps (calls of ``game.apply`` inside the search), never in
seconds, so the same (state, role, level, seed) gives the same action on any
machine and in the browser:

- ``easy``: the heuristic policy alone, with a little seeded noise;
- ``normal``: the heuristic, plus determinized flat Monte Carlo search at the
  decisions that matter (the next march, retreat or fight, cavalry
  withdrawal, battle order) over the heuristic's best candidates;
- ``hard``: the same with a larger budget and more candidates, a search of
  each unit's step inside a march as well, and cut-offs scored with each
  army's progress toward its goals; as the Union it also lays siege to the
  victory city the Confederacy holds in force (gathers beside it, assaults
  only in mass) and keeps a leaner Washington garrison.

For games without specific knowledge the search runs over every legal action
with random rollouts scored by the game result.
"""

from __future__ import annotations

import functools

from ..core import dice
from . import search

LEVELS = {
    # budget: playout steps per searched decision; k: root candidates;
    # noise: chance that the policy-only move is a near-best alternative.
    "easy": {"budget": 0, "k": 1, "noise": 0.12, "depth": 0},
    "normal": {"budget": 300, "k": 3, "noise": 0.0, "depth": 100},
    # hard also searches each unit's step inside a march (where to go, whether
    # to attack now), which the other levels leave to the policy, and scores
    # its cut-offs with the armies' progress toward their goals (evaluate_plan).
    "hard": {"budget": 800, "k": 4, "noise": 0.0, "depth": 150, "move_budget": 250, "move_k": 3,
             "plan": True},
}
GENERIC_BUDGET = {"easy": 300, "normal": 3000, "hard": 12000}


def _rng(state, role, seed):
    """The AI's own generator: from the seed, the role and the position's
    dice counter (so successive decisions differ, yet replay exactly)."""
    base = 0
    r = state.get("rng") if isinstance(state, dict) else None
    if isinstance(r, str):
        try:
            base = int(r, 16)
        except ValueError:
            base = 0
    mix = (int(seed) * 0x9E3779B97F4A7C15 + base + (1 if role and role[0] > "m" else 0)) & ((1 << 64) - 1)
    return {"rng": dice.seed_state(mix)}


def choose(game, state, role, level="normal", seed=0):
    """One legal action of ``role`` in ``state``."""
    return Thinker(game, state, role, level, seed).run()


class Thinker:
    """The computer's decision as resumable work, for the page: ``step(n)``
    runs about n more playout steps and says whether the answer is ready;
    ``action`` holds it then. Slicing never changes the answer: a Thinker run
    in slices between frames picks what ``choose`` picks."""

    def __init__(self, game, state, role, level="normal", seed=0):
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (easy, normal, hard)")
        legal = game.legal(state, role)
        if not legal:
            raise ValueError(f"{role} has no legal action here")
        self.action = None
        self.steps = 0
        self._work = None
        if len(legal) == 1:
            self.action = legal[0]
            return
        rng = _rng(state, role, seed)
        if getattr(game, "id", "") == "ahd":
            plan = _plan_ahd(game, state, role, legal, LEVELS[level], rng)
        else:
            plan = search.flat_mc_steps(game, state, role, legal, budget=GENERIC_BUDGET[level],
                                        rng=rng, max_depth=400)
        if isinstance(plan, tuple):
            self.action = plan[0]
        else:
            self._work = plan

    @property
    def done(self):
        return self._work is None

    def step(self, steps=200):
        """Run about ``steps`` more playout steps; True once the action is chosen."""
        spent = 0
        work = self._work
        while work is not None and spent < steps:
            try:
                spent += next(work)
            except StopIteration as finished:
                self.action = finished.value[0]
                self._work = work = None
        self.steps += spent
        return work is None

    def run(self):
        while not self.step(1 << 30):
            pass
        return self.action


def _ahd_policy(game, st, role, legal, prng):
    from . import ahd
    return ahd.policy(st, role, legal, prng, noise=0.05)


def _ahd_policy_plan(game, st, role, legal, prng, planner):
    """The hard level's rollouts: its own side follows the plan (the siege),
    the other side the standard heuristic, its model of the opponent."""
    from . import ahd
    return ahd.policy(st, role, legal, prng, noise=0.05, plan=role == planner)


def _half_index(st):
    return 2 * st["t"] + (1 if st["p"] == "c" else 0)


def _ahd_horizon(root, sim):
    """Cut-off: the end of the current half-turn (control updated, victory checked)."""
    return _half_index(sim) > _half_index(root)


def _ahd_horizon2(root, sim):
    """Cut-off: the end of the enemy's reply (the next half-turn) as well."""
    return _half_index(sim) > _half_index(root) + 1


def _plan_ahd(game, state, role, legal, cfg, rng):
    """(action,) when the policy decides alone, else the search's work."""
    from . import ahd
    budget, k = cfg["budget"], cfg["k"]
    plan = bool(cfg.get("plan"))
    if budget > 0 and cfg.get("move_budget") and ahd.is_move_decision(state, role, legal):
        budget, k = cfg["move_budget"], cfg["move_k"]
    elif budget <= 0 or not ahd.is_key_decision(state, role, legal):
        return (ahd.policy(state, role, legal, rng, noise=cfg["noise"], plan=plan),)
    cands, scores = ahd.candidates(state, role, legal, k, plan)
    if len(cands) == 1:
        return (cands[0],)
    # a small prior for the heuristic's order: search must find a real gain to overrule it
    bias = [0.03 * (len(cands) - i) / len(cands) for i in range(len(cands))]
    rollout = functools.partial(_ahd_policy_plan, planner=role) if plan else _ahd_policy
    return search.flat_mc_steps(game, state, role, cands, policy=rollout,
                                evaluate=ahd.evaluate_plan if plan else ahd.evaluate,
                                budget=budget, rng=rng,
                                horizon=_ahd_horizon2 if cfg.get("reply") else _ahd_horizon,
                                max_depth=cfg["depth"], bias=bias)


__all__ = ["choose", "Thinker", "LEVELS"]
