"""Generic search over the game contract (active/legal/apply_legal/result/copy).

``flat_mc`` is determinized flat Monte Carlo with successive halving: the
root candidates share a budget counted in playout steps (calls of
``game.apply``), not in seconds, so the same seed picks the same action on
any machine. Simulation j starts from ``draw(seed_j)``: a whole state sampled
from the searching role's view, with its unseen parts and its dice drawn
from that seed (the search never sees the true state nor the real future
rolls). It applies the candidate, plays on with a rollout policy until a
cut-off (``horizon``, ``max_depth`` steps or the end of the game) and scores
the result with ``evaluate``. Simulation j of every candidate starts from the
same sample with the same dice (common random numbers), so the candidates
are compared on the same hidden cards and the same luck. Candidates whose
means tie are ordered by a random permutation drawn from the searcher's
generator, never by their place in the legal list.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Any

from ..core import dice
from ..core.game import Action, Game, State
from ..core.knowledge import Knowledge

Draw = Callable[[int], State]                                  # seed -> sampled state
Policy = Callable[[State, str, Sequence[Action], dice.Stream], Action]
Evaluate = Callable[[State, str], float]
Horizon = Callable[[State, State], bool]                       # (root, sim) -> stop here
Stats = dict[Action, tuple[float, int]]
Work = Generator[int, None, tuple[Action, Stats]]

PLAYOUT_SALT = 0x5DEECE66D      # the rollout policy's generator: the simulation's seed ^ this


def random_policy(state: State, role: str, legal: Sequence[Action], rng: dice.Stream) -> Action:
    return legal[dice.randbelow(rng, len(legal))]


def drawer(game: Game, know: Knowledge, view: dict[str, Any], role: str, root: State,
           reuse: bool = False) -> Draw:
    """Simulation j's starting state from its seed: a fresh sample of ``role``'s
    view (the same one for every candidate), or, for a game without hidden
    information (``know.open_information``), a copy of the decision's
    sample ``root`` with fresh random streams (``game.reseed``). With
    ``reuse`` (the search, where every candidate's simulation j starts from
    the same seed) a sample is drawn once per seed and each later call gets
    a copy of it: the same state as drawing it again, for less than a sample
    costs."""
    if know.open_information:
        def draw_open(seed: int) -> State:
            sim = game.copy(root)
            game.reseed(sim, seed)
            return sim
        return draw_open

    drawn: dict[int, State] = {}

    def draw_hidden(seed: int) -> State:
        if not reuse:
            return game.sample(view, role, {dice.DICE: dice.seed_state(seed)})
        got = drawn.get(seed)
        if got is None:
            got = drawn[seed] = game.sample(view, role, {dice.DICE: dice.seed_state(seed)})
        return game.copy(got)
    return draw_hidden


def result_value(game: Game, state: State, role: str) -> float | None:
    """+1 / -1 for a finished game won / lost by ``role``, 0 for a draw; None
    while the game goes on."""
    res = game.result(state)
    if not res:
        return None
    winner = res.get("winner")
    if winner is None:
        return 0.0
    return 1.0 if winner == role else -1.0


def simulate(game: Game, root: State, start: State, role: str, action: Action, seed: int,
             policy: Policy, evaluate: Evaluate, horizon: Horizon | None,
             max_depth: int) -> tuple[float, int]:
    """One simulation from ``start`` (a sample, changed in place): returns
    (value for role, steps used)."""
    # actions here come straight from game.legal: apply_legal may skip
    # checking them again (pyapp.core.Game); a duck-typed game without it
    # gets plain apply
    step = game.apply_legal
    sim = step(start, role, action)
    steps = 1
    prng = {dice.DICE: dice.seed_state(seed ^ PLAYOUT_SALT)}
    while steps < max_depth:
        active = game.active(sim)
        if not active:
            break
        if horizon is not None and horizon(root, sim):
            break
        r = active[0]
        legal = game.legal(sim, r)
        sim = step(sim, r, policy(sim, r, legal, prng))
        steps += 1
    value = result_value(game, sim, role)
    return (evaluate(sim, role) if value is None else value), steps


def flat_mc(game: Game, root: State, draw: Draw, role: str, candidates: Sequence[Action],
            **kw: Any) -> tuple[Action, Stats]:
    """The best of ``candidates`` for ``role`` after about ``budget`` playout
    steps; ``root`` is the decision's position as sampled (for ``horizon``),
    ``draw(seed)`` simulation j's starting state. ``bias`` (optional, same
    length) is added to the mean values (a prior, e.g. a small bonus for the
    heuristic's own order). Returns (action, stats) with stats {action:
    (mean, sims)}."""
    work = flat_mc_steps(game, root, draw, role, candidates, **kw)
    while True:
        try:
            next(work)
        except StopIteration as done:
            result: tuple[Action, Stats] = done.value
            return result


def flat_mc_steps(game: Game, root: State, draw: Draw, role: str, candidates: Sequence[Action], *,
                  rng: dice.Stream, policy: Policy = random_policy,
                  evaluate: Evaluate | None = None, budget: int = 1000,
                  horizon: Horizon | None = None, max_depth: int = 200,
                  bias: Sequence[float] | None = None) -> Work:
    """``flat_mc`` as resumable work: a generator that yields the playout
    steps of each simulation as it finishes and returns (action, stats). A
    caller can run it in slices (between frames in the page); the answer does
    not depend on how the work is sliced."""
    if evaluate is None:
        evaluate = _even
    cands = list(candidates)
    if len(cands) == 1:
        return cands[0], {}
    prior = list(bias) if bias is not None else [0.0] * len(cands)
    # ties go by a random order, drawn first from the searcher's generator
    rank = list(range(len(cands)))
    dice.shuffle(rng, rank)
    total = [0.0] * len(cands)
    count = [0] * len(cands)

    def key(i: int) -> tuple[float, int]:
        return -(total[i] / count[i] + prior[i]), rank[i]

    alive = list(range(len(cands)))
    rounds = max(1, (len(cands) - 1).bit_length())
    used = 0
    seeds: list[int] = []
    for rnd in range(rounds):
        share = (budget - used) // (rounds - rnd)
        spent = 0
        j = 0
        while True:
            if j >= len(seeds):
                seeds.append(dice.next_u64(rng))
            for i in alive:
                if count[i] > j:
                    continue
                v, n = simulate(game, root, draw(seeds[j]), role, cands[i], seeds[j], policy,
                                evaluate, horizon, max_depth)
                total[i] += v
                count[i] += 1
                spent += n
                yield n
            j += 1
            if spent >= share:
                break
        used += spent
        if len(alive) <= 2 and rnd < rounds - 1:
            continue
        alive.sort(key=key)
        keep = max(1, (len(alive) + 1) // 2) if rnd < rounds - 1 else len(alive)
        alive = alive[:keep]
    best = min(alive, key=key)
    stats = {cands[i]: (total[i] / count[i], count[i]) for i in range(len(cands)) if count[i]}
    return cands[best], stats


def _even(state: State, role: str) -> float:
    return 0.0
