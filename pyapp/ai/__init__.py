"""The computer opponent, over the game contract; it knows no game.

    from pyapp.ai import choose
    action = choose(game, game.view(state, role), role, level="normal", seed=0)

returns one legal action of ``role``. It reads only ``role``'s view, never
the true state: whatever it cannot see (another side's hand, a shuffled deck,
the next rolls) it samples from the view with ``game.sample`` (determinization),
a fresh sample per simulation. Levels differ by think budget, counted in
playout steps (calls of ``game.apply`` inside the search), never in seconds,
so the same (view, role, level, seed) gives the same action on any machine
and in the browser.

What it knows of a game comes from the game itself, ``game.knowledge()``
(``pyapp.core.knowledge``): the levels' tuning, which decisions deserve a
search and how much, the candidates worth searching, a rollout policy, a
cut-off and an evaluation there. A game that gives none gets a plain search:
every legal action, uniformly random playouts scored by the game's result,
ties broken at random with the seeded generator (``GENERIC_LEVELS``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from ..core import dice
from ..core.game import Action, Chooser, Game, State, canonical_json
from ..core.knowledge import GENERIC_LEVELS, LEVEL_NAMES, Knowledge, Level
from . import search

LEVELS = LEVEL_NAMES
_SALT = 0xA5A5_0F0F_3C3C_9696     # the search's generator, apart from the root sample's
_GENERIC = Knowledge()


def knowledge_of(game: Game) -> Knowledge:
    """The game's knowledge, or the generic defaults when it gives none."""
    known = game.knowledge() if hasattr(game, "knowledge") else None
    if known is None:
        return _GENERIC
    if not isinstance(known, Knowledge):
        raise TypeError(f"{type(game).__name__}.knowledge() must give a pyapp.core.knowledge.Knowledge")
    return known


def level(game: Game, name: str) -> Level:
    """The tuning of level ``name`` for ``game`` (ValueError if unknown)."""
    return knowledge_of(game).level(name)


def decision_seed(game: Game, view: dict[str, Any], role: str, seed: int) -> tuple[int, State]:
    """The AI's own seed for a decision, and a state behind the view: from the
    caller's seed, the role and a digest of what the role sees, so successive
    decisions differ, yet replay exactly; nothing in it comes from the true
    state's generators. For a game without hidden information the digest is
    of a sample drawn with a generator from the seed alone (its only draws
    are its random streams, so it is the view's position, and it is smaller
    than a view); otherwise of the view's canonical JSON, and the state is
    sampled with the AI's generator."""
    def digest(seen: bytes) -> int:
        h = hashlib.sha256(canonical_json([int(seed), role]) + seen).digest()
        return int.from_bytes(h[:8], "big")

    if knowledge_of(game).open_information:
        root = game.sample(view, role, {dice.DICE: dice.seed_state(seed)})
        return digest(canonical_json(root)), root
    mine = digest(canonical_json(view))
    return mine, game.sample(view, role, {dice.DICE: dice.seed_state(mine)})


def choose(game: Game, view: dict[str, Any], role: str, level: str = "normal",
           seed: int = 0) -> Action:
    """One legal action of ``role``, decided from its ``view`` alone."""
    thinker = Thinker(game, view, role, level, seed)
    return thinker.run()


def chooser(game: Game, level: str = "normal", seed: int = 0) -> Chooser:
    """``chooser(state, role)`` for standing orders that leave a choice to the
    computer (``Match.follow_orders``): it hands the search only the role's
    view of the state."""
    def pick(state: State, role: str) -> Action:
        return choose(game, game.view(state, role), role, level, seed)
    return pick


class Thinker:
    """The computer's decision as resumable work, for the page: ``step(n)``
    runs about n more playout steps and says whether the answer is ready;
    ``action`` holds it then. Slicing never changes the answer: a Thinker run
    in slices between frames picks what ``choose`` picks."""

    def __init__(self, game: Game, view: dict[str, Any], role: str, level: str = "normal",
                 seed: int = 0) -> None:
        know = knowledge_of(game)
        lv = know.level(level)
        mine, root = decision_seed(game, view, role, seed)
        rng: dice.Stream = {dice.DICE: dice.seed_state(mine ^ _SALT)}
        # the legal actions of the role to act depend only on what it sees:
        # any sample gives the same ones
        legal = game.legal(root, role)
        if not legal:
            raise ValueError(f"{role} has no legal action here")
        self.action: Action | None = None
        self.steps = 0
        self._work: search.Work | None = None
        if len(legal) == 1:
            self.action = legal[0]
            return
        budget, k = know.budget(root, role, legal, lv)
        if budget <= 0:
            self.action = know.policy(root, role, legal, rng, lv, None)
            return
        cands = know.candidates(root, role, legal, k, lv)
        if k > 0:
            cands = cands[:k]
        if len(cands) == 1:
            self.action = cands[0]
            return
        n = len(cands)
        bias = [lv.prior * (n - i) / n for i in range(n)] if lv.prior else None
        self._work = search.flat_mc_steps(
            game, root, search.drawer(game, know, view, role, root, reuse=True), role, cands, rng=rng,
            policy=_rollout(know, lv, role), evaluate=_scorer(know, lv),
            budget=budget, horizon=_cutoff(know, lv), max_depth=lv.depth, bias=bias)

    @property
    def done(self) -> bool:
        return self._work is None

    def step(self, steps: int = 200) -> bool:
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

    def run(self) -> Action:
        while not self.step(1 << 30):
            pass
        assert self.action is not None
        return self.action


def _rollout(know: Knowledge, lv: Level, searcher: str) -> search.Policy:
    def policy(state: State, role: str, legal: Sequence[Action], rng: dice.Stream) -> Action:
        return know.policy(state, role, legal, rng, lv, searcher)
    return policy


def _scorer(know: Knowledge, lv: Level) -> search.Evaluate:
    def evaluate(state: State, role: str) -> float:
        return know.evaluate(state, role, lv)
    return evaluate


def _cutoff(know: Knowledge, lv: Level) -> search.Horizon | None:
    if type(know).horizon is Knowledge.horizon:
        return None             # never cut: skip the call in every playout step

    def horizon(root: State, sim: State) -> bool:
        return know.horizon(root, sim, lv)
    return horizon


__all__ = ["LEVELS", "GENERIC_LEVELS", "Thinker", "choose", "chooser", "decision_seed",
           "knowledge_of", "level"]
