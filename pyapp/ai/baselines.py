"""Baseline opponents for measuring the AI: a uniformly random player and a
greedy one-ply player (apply each legal action to a sample of the role's view
with fresh dice from the player's own generator, evaluate, keep the best).
Like the computer opponent, they read only the role's view, never the state."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import dice
from ..core.game import Action, Game, State
from . import knowledge_of, search

Evaluate = Callable[[State, str], float]


def random_choice(game: Game, view: dict[str, Any], role: str, rng: dice.Stream) -> Action:
    legal = game.legal(game.sample(view, role, rng), role)
    return legal[dice.randbelow(rng, len(legal))]


def greedy_choice(game: Game, view: dict[str, Any], role: str, rng: dice.Stream,
                  evaluate: Evaluate, samples: int = 1, shared: bool = False) -> Action:
    """One-ply greedy: the legal action whose sampled result evaluates best
    for ``role`` (ties go to the first in legal order). A finished game
    scores its result.

    By default each action is tried on a fresh sample of the view with fresh
    dice. With ``shared``, the decision draws ``samples`` samples once and
    tries every action on copies of the same ones with the same dice (common
    random numbers: the actions are compared on the same hidden values and
    luck), applied without the legality check; much faster for a game whose
    sample is costly and whose turns offer hundreds of actions."""
    know = knowledge_of(game)
    root = game.sample(view, role, rng)
    legal = game.legal(root, role)
    if len(legal) == 1:
        return legal[0]
    draw = search.drawer(game, know, view, role, root)
    if shared:
        return _greedy_shared(game, root, draw, role, legal, rng, evaluate, samples)
    best, best_v = legal[0], None
    for a in legal:
        v = 0.0
        for _ in range(samples):
            sim = game.apply(draw(dice.next_u64(rng)), role, a)
            done = search.result_value(game, sim, role)
            v += evaluate(sim, role) if done is None else done
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


def _greedy_shared(game: Game, root: State, draw: search.Draw, role: str, legal: list[Action],
                   rng: dice.Stream, evaluate: Evaluate, samples: int) -> Action:
    step = game.apply_legal
    starts = [root] if samples <= 1 else [draw(dice.next_u64(rng)) for _ in range(samples)]
    seeds = [dice.next_u64(rng) for _ in starts]
    best: Action = legal[0]
    best_v: float | None = None
    for a in legal:
        v = 0.0
        for start, seed in zip(starts, seeds):
            sim = game.copy(start)           # (marshal's round trip: Game.copy)
            game.reseed(sim, seed)
            sim = step(sim, role, a)
            done = search.result_value(game, sim, role)
            v += evaluate(sim, role) if done is None else done
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng: dice.Stream = {dice.DICE: dice.seed_state(seed)}

    def __call__(self, game: Game, view: dict[str, Any], role: str) -> Action:
        return random_choice(game, view, role, self.rng)


class GreedyPlayer:
    """Greedy one-ply on ``evaluate`` (default: the game's own evaluation at
    its normal level, ``Knowledge.evaluate``)."""

    name = "greedy"

    def __init__(self, seed: int = 0, evaluate: Evaluate | None = None, samples: int = 1,
                 shared: bool = False) -> None:
        self.evaluate = evaluate
        self.samples = samples
        self.shared = shared
        self.rng: dice.Stream = {dice.DICE: dice.seed_state(seed)}

    def __call__(self, game: Game, view: dict[str, Any], role: str) -> Action:
        evaluate = self.evaluate
        if evaluate is None:
            know = knowledge_of(game)
            normal = know.level("normal")

            def evaluate(st: State, r: str) -> float:
                return know.evaluate(st, r, normal)
        return greedy_choice(game, view, role, self.rng, evaluate, self.samples, self.shared)
