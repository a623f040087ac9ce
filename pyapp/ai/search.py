"""Generic search over the game contract (setup/active/legal/apply/copy/result).

``flat_mc`` is determinized flat Monte Carlo with successive halving: the
root candidates share a budget counted in playout steps (calls of
``game.apply``), not in seconds, so the same seed picks the same action on
any machine. Each simulation copies the state, gives the copy fresh dice
drawn from the searcher's own generator (the search never peeks at the real
future rolls: ``apply`` is a sampled transition), applies the candidate, plays
on with a rollout policy until a cut-off (``horizon``, ``max_depth`` steps or
the end of the game) and scores the result with ``evaluate``. Simulation j of
every candidate uses the same dice seed (common random numbers), so the
candidates are compared on the same luck.
"""

from __future__ import annotations

from ..core import dice


def random_policy(game, state, role, legal, rng):
    return legal[dice.randbelow(rng, len(legal))]


def result_value(game, state, role):
    """+1 / -1 / 0 from game.result (the default evaluation at the cut-off)."""
    res = game.result(state)
    if not res:
        return 0.0
    return 1.0 if res.get("winner") == role else -1.0


def simulate(game, state, role, action, seed, policy, evaluate, horizon, max_depth, rng):
    """One simulation: returns (value for role, steps used)."""
    sim = game.copy(state)
    sim["rng"] = dice.seed_state(seed)
    # actions here come straight from game.legal: apply_legal may skip
    # checking them again (pyapp.core.Game); a duck-typed game without it
    # gets plain apply
    step = getattr(game, "apply_legal", game.apply)
    sim = step(sim, role, action)
    steps = 1
    prng = {"rng": dice.seed_state(seed ^ 0x5DEECE66D)}
    while steps < max_depth:
        active = game.active(sim)
        if not active:
            break
        if horizon is not None and horizon(state, sim):
            break
        r = active[0]
        legal = game.legal(sim, r)
        a = policy(game, sim, r, legal, prng)
        sim = step(sim, r, a)
        steps += 1
    return evaluate(sim, role), steps


def flat_mc(game, state, role, candidates, **kw):
    """The best of ``candidates`` for ``role`` after about ``budget`` playout
    steps. ``bias`` (optional list, same length) is added to the mean values
    (a prior, e.g. a small bonus for the rollout policy's own choice).
    Returns (action, stats) with stats {action: (mean, sims)}."""
    work = flat_mc_steps(game, state, role, candidates, **kw)
    while True:
        try:
            next(work)
        except StopIteration as done:
            return done.value


def flat_mc_steps(game, state, role, candidates, *, policy=random_policy, evaluate=None,
                  budget=1000, rng, horizon=None, max_depth=200, bias=None):
    """``flat_mc`` as resumable work: a generator that yields the playout
    steps of each simulation as it finishes and returns (action, stats). A
    caller can run it in slices (between frames in the page); the answer does
    not depend on how the work is sliced."""
    if evaluate is None:
        evaluate = lambda st, r: result_value(game, st, r)  # noqa: E731
    cands = list(candidates)
    if len(cands) == 1:
        return cands[0], {}
    bias = list(bias) if bias is not None else [0.0] * len(cands)
    total = [0.0] * len(cands)
    count = [0] * len(cands)
    alive = list(range(len(cands)))
    rounds = max(1, (len(cands) - 1).bit_length())
    used = 0
    seeds = []
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
                v, n = simulate(game, state, role, cands[i], seeds[j], policy, evaluate,
                                horizon, max_depth, rng)
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
        alive.sort(key=lambda i: -(total[i] / count[i] + bias[i]))
        keep = max(1, (len(alive) + 1) // 2) if rnd < rounds - 1 else len(alive)
        alive = alive[:keep]
    best = max(alive, key=lambda i: (total[i] / count[i] + bias[i], -i))
    stats = {cands[i]: (total[i] / count[i], count[i]) for i in range(len(cands)) if count[i]}
    return cands[best], stats
