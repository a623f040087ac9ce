"""What a game tells the computer opponent: the interface between a game's
own knowledge and the game-agnostic search in ``pyapp.ai``.

A game offers it through the contract: ``game.knowledge()`` returns an
instance of a ``Knowledge`` subclass (kept in the game's package), or None,
and the search then uses this base class, whose defaults make a plain Monte
Carlo search: every legal action searched, uniformly random playouts, no
cut-off before the level's depth, unfinished positions scored as even. A game
overrides only what it knows better. The search never imports a game, and a
game never imports the search.

Every method reads states the search made (samples of a role's view, see
``Game.sample``) and never changes them. They must be deterministic given
their arguments: any randomness comes from the generator ``rng`` handed in
(``pyapp.core.dice``), so a decision replays exactly from a link, in CPython
and in Pyodide. Standard library only; no wall-clock use.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, NamedTuple

from . import dice
from .game import Action, State

LEVEL_NAMES: tuple[str, ...] = ("easy", "normal", "hard")


class Level(NamedTuple):
    """One level of play. Budgets count playout steps (calls of ``apply``
    inside the search), never seconds, so a level plays the same on any
    machine."""

    name: str
    budget: int                 # playout steps per searched decision; 0: the policy alone decides
    k: int = 0                  # candidates searched at the root; 0: every legal action
    depth: int = 400            # playout steps at most in one simulation
    noise: float = 0.0          # a game's policy may soften its own choice by this much
    prior: float = 0.0          # bonus for the candidates' order (the first gets all of it)
    tuning: Mapping[str, Any] = MappingProxyType({})   # a game's own knobs for this level


# The generic search's levels: random playouts need many more steps.
GENERIC_LEVELS: Mapping[str, Level] = MappingProxyType({
    "easy": Level("easy", 300),
    "normal": Level("normal", 3000),
    "hard": Level("hard", 12000),
})


class Knowledge:
    """A game's knowledge for the computer opponent. Every default below is
    what the search does for a game that knows nothing better."""

    #: Level name -> tuning; a name missing here gets ``GENERIC_LEVELS``'.
    levels: Mapping[str, Level] = GENERIC_LEVELS

    #: True when ``game.sample`` draws nothing but the random streams (a game
    #: with no hidden information): the search then samples once per
    #: decision and gives each simulation a copy with fresh streams
    #: (``game.reseed``), instead of a fresh sample per simulation.
    open_information: bool = False

    def level(self, name: str) -> Level:
        """The tuning of level ``name``; ``ValueError`` for an unknown one."""
        found = self.levels.get(name)
        if found is not None:
            return found
        if name in GENERIC_LEVELS:
            return GENERIC_LEVELS[name]
        raise ValueError(f"unknown level {name!r} ({', '.join(LEVEL_NAMES)})")

    def evaluate(self, state: State, role: str, level: Level) -> float:
        """How good an unfinished ``state`` is for ``role``, in [-1, 1]
        (the search scores finished games by their result, +1 / -1 / 0, and
        calls this at a cut-off). Default: 0, even."""
        return 0.0

    def budget(self, state: State, role: str, legal: Sequence[Action],
               level: Level) -> tuple[int, int]:
        """(playout steps, root candidates) to spend on this decision; 0 steps:
        ``policy`` decides alone, at once. Default: the level's budget and k
        for every decision (a decision with one legal action is never
        searched)."""
        return level.budget, level.k

    def candidates(self, state: State, role: str, legal: Sequence[Action], k: int,
                   level: Level) -> list[Action]:
        """The actions worth searching, best first (at most ``k`` when k > 0;
        the search gives the first ones ``level.prior``). Default: every
        legal action, in the game's order."""
        return list(legal)

    def policy(self, state: State, role: str, legal: Sequence[Action], rng: dice.Stream,
               level: Level, searcher: str | None) -> Action:
        """One of ``legal`` for ``role``. ``searcher`` is None when the policy
        makes the decision itself (``budget`` gave no steps); otherwise this
        is a step of a playout in ``searcher``'s search (``role`` may be the
        other side: the model of the opponent). Default: uniformly at
        random from ``rng``."""
        return legal[dice.randbelow(rng, len(legal))]

    def horizon(self, root: State, sim: State, level: Level) -> bool:
        """True to stop a playout at ``sim`` and score it with ``evaluate``
        (``root``: the decision's position, as sampled). Default: never; a
        playout then runs to the end of the game or ``level.depth`` steps."""
        return False


__all__ = ["GENERIC_LEVELS", "LEVEL_NAMES", "Knowledge", "Level"]
