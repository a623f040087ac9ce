"""Baseline opponents for measuring the AI: a uniformly random player and a
greedy one-ply player (apply each legal action on a copy whose dice are
re-seeded from the player's own generator, evaluate, keep the best)."""

from __future__ import annotations

from ..core import dice


def random_choice(game, state, role, rng):
    legal = game.legal(state, role)
    return legal[dice.randbelow(rng, len(legal))]


def greedy_choice(game, state, role, rng, evaluate, samples=1):
    """One-ply greedy: the legal action whose sampled result evaluates best
    for ``role`` (ties go to the first in legal order)."""
    legal = game.legal(state, role)
    if len(legal) == 1:
        return legal[0]
    best, best_v = legal[0], None
    for a in legal:
        v = 0.0
        for _ in range(samples):
            sim = game.copy(state)
            sim["rng"] = dice.seed_state(dice.next_u64(rng))
            sim = game.apply(sim, role, a)
            v += evaluate(sim, role)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


class RandomPlayer:
    name = "random"

    def __init__(self, seed=0):
        self.rng = {"rng": dice.seed_state(seed)}

    def __call__(self, game, state, role):
        return random_choice(game, state, role, self.rng)


class GreedyPlayer:
    name = "greedy"

    def __init__(self, seed=0, evaluate=None, samples=1):
        if evaluate is None:
            from .ahd import evaluate
        self.evaluate = evaluate
        self.samples = samples
        self.rng = {"rng": dice.seed_state(seed)}

    def __call__(self, game, state, role):
        return greedy_choice(game, state, role, self.rng, self.evaluate, self.samples)
