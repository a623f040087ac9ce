"""What the computer opponent knows of For the People (pyapp.core.knowledge).

The computer decides from a state sampled from its own view (``Game.sample``):
the map, the pieces, the tracks and the discards are public; the other hand
and the deck's order are drawn at random there. The policy never reads those
draws: it reads its own hand, the pieces, the control of the spaces and the
flow's frames, which the view shows.

Strategic will decides the war, and the states' control the scenarios
(6.1-6.5). The policy plays each kind of decision by a rule of thumb:

- Cards (5.2): an event of its own side that helps it (strategic will, PCs,
  SP, the blockade for the Union, a campaign with forces to move) is played
  as the event; otherwise the card of highest value goes for its OPS.
- OPS: move the strongest force that can reach an objective (an enemy or
  neutral space of a border state, an enemy resource centre or capital),
  attacking only with the odds on its side; else place PCs in the border
  states; else create an army where five SP stand with a general.
- Movement (5.3): each step brings the force nearer its nearest objective;
  it stops when no step does, or when the step would attack at bad odds.
- Interception and retreat before battle (5.10, 5.11): intercept a weaker
  force, retreat from a much stronger one.
- Interrupts (4.2.5): a battle's or a naval move's card at once; a card that
  answers an activation only against a force of 4 SP or more.
- Reinforcements and generals (5.26): to the spaces nearest the front.

``evaluate`` (the greedy baseline's measure): strategic will, states and
border spaces controlled, and SP on the map, in [-1, 1].

Levels: "easy" plays a random legal action a third of the time (seeded);
"normal" and "hard" play the policy (hard attacks at slightly worse odds).
No level searches: each decision is the policy's, a few milliseconds.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence
from types import MappingProxyType

from ...core import dice
from ...core.game import Action, State
from ...core.knowledge import Knowledge, Level
from . import board
from . import cards as C
from . import model as M

LEVELS = MappingProxyType({
    "easy": Level("easy", 0, noise=0.35, tuning=MappingProxyType({"odds": 1.5})),
    "normal": Level("normal", 0, tuning=MappingProxyType({"odds": 1.5})),
    "hard": Level("hard", 0, tuning=MappingProxyType({"odds": 1.2})),
})
BORDER = ("KY", "MO", "WV")
GOOD_NODES = {"sw", "pc", "sp", "fort", "campaign", "elite", "blockade", "amphib", "naval_marker", "lose_sp",
              "discard_random", "draw", "sp_move", "naval_move"}


def objectives(st: State, side: str) -> list[str]:
    """Spaces worth taking: enemy or neutral spaces of the border states, the
    enemy's resource centres and capital, enemy spaces in the enemy's states
    next to ours."""
    enemy = M.ENEMY[side]
    out = [s for s in M.S.NAME if M.S.STATE[s] in BORDER and M.ctl(st, s) != side]
    if side == "union":
        out += [s for s in board.resource_centres() if s not in st["rc_dead"] and M.ctl(st, s) != "union"]
    cap = st["capital"].get(enemy)
    if cap:
        out.append(cap)
    return list(dict.fromkeys(out))


_DIST: dict = {}


def distances(targets: tuple) -> dict:
    """Land steps from every space to the nearest of ``targets`` (memoised)."""
    got = _DIST.get(targets)
    if got is not None:
        return got
    dist = {t: 0 for t in targets}
    todo = deque(targets)
    while todo:
        here = todo.popleft()
        for nb in board.neighbours(here):
            if nb not in dist and any(lk.land and lk.kind != "dotted" for lk in board.links_between(here, nb)):
                dist[nb] = dist[here] + 1
                todo.append(nb)
    if len(_DIST) > 256:
        _DIST.clear()
    _DIST[targets] = dist
    return dist


def _dist(st: State, side: str) -> dict:
    return distances(tuple(objectives(st, side)))


def _good_event(st: State, side: str, n: int) -> bool:
    from . import events
    card = C.CARDS[n]
    if card.side == M.ENEMY[side]:
        return False
    kinds = set(events._nodes(card.effect))
    for node in card.effect:
        if node[0] == "sw" and events.who_of(node[1], side) == side and node[2] < 0:
            return False
        if node[0] == "sw" and events.who_of(node[1], side) != side and node[2] > 0:
            return False
        if node[0] == "blockade" and (node[1] > 0) != (side == "union"):
            return False
    return bool(kinds & GOOD_NODES) or "choice" in kinds


class FtpKnowledge(Knowledge):
    levels = LEVELS

    def evaluate(self, state: State, role: str, level: Level) -> float:
        enemy = M.ENEMY[role]
        v = (M.sw_value(state, role) - M.sw_value(state, enemy)) / 40.0
        v += 0.3 * sum(1 if state["states"].get(s) == role else -1 if state["states"].get(s) == enemy else 0
                       for s in BORDER)
        v += 0.02 * sum(1 if M.ctl(state, s) == role else -1 if M.ctl(state, s) == enemy else 0
                        for s in M.S.NAME if M.S.STATE[s] in BORDER)
        mine = sum(M.total_sp(state, role, s) for s in M.spaces_with(state, role))
        theirs = sum(M.total_sp(state, enemy, s) for s in M.spaces_with(state, enemy))
        v += 0.01 * (mine - theirs)
        return math.tanh(v)

    def policy(self, state: State, role: str, legal: Sequence[Action], rng: dice.Stream,
               level: Level, searcher: str | None) -> Action:
        if len(legal) == 1:
            return legal[0]
        if level.noise and dice.randbelow(rng, 1000) < int(level.noise * 1000):
            return legal[dice.randbelow(rng, len(legal))]
        f = state["flow"][-1] if state["flow"] else {"step": ""}
        pick = getattr(self, "_" + f["step"], None)
        a = pick(state, role, list(legal), f, rng, level) if pick else None
        if a is None or a not in legal:
            plain = [x for x in legal if x[0] not in ("done", "stop", "pass", "wait", "none", "back")]
            return (plain or list(legal))[dice.randbelow(rng, len(plain or legal))]
        return a

    # -- the decisions --------------------------------------------------------------------------

    def _round(self, st, side, legal, f, rng, level):
        """Each event worth trying and the OPS of each value, played out with
        the policy to the end of the round (the enemy's answers included) on
        the same sample and dice, then scored by ``evaluate``."""
        if self._inner:
            return self._round_quick(st, side, legal)
        cands = [a for a in legal if a[0] == "event"]
        by_value: dict = {}
        for a in legal:
            if a[0] == "ops":
                v = C.CARDS[a[1]].ops
                old = by_value.get(v)
                # of equal values, spend the enemy's event first (it fires for nobody)
                if old is None or (C.CARDS[a[1]].side == M.ENEMY[side]) > (C.CARDS[old[1]].side == M.ENEMY[side]):
                    by_value[v] = a
        cands += [by_value[v] for v in sorted(by_value, reverse=True)]
        if len(cands) <= 1:
            return cands[0] if cands else None
        from .rules import GAME
        best, best_v = None, None
        for a in cands:
            sim = GAME.copy(st)
            try:
                GAME.apply_legal(sim, side, a)
                self._play_out(GAME, sim, side, rng, level)
            except Exception:          # a sample the rules refuse to play on: skip the candidate
                continue
            v = self.evaluate(sim, side, level) + (0.02 if a[0] == "event" else 0.0)
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def _round_quick(self, st, side, legal):
        events = [a for a in legal if a[0] == "event" and _good_event(st, side, a[1])]
        if events:
            return events[0]
        ops = [a for a in legal if a[0] == "ops"]
        if ops:
            return max(ops, key=lambda a: (C.CARDS[a[1]].ops, C.CARDS[a[1]].side == M.ENEMY[side], -a[1]))
        return None

    _inner = False

    def _play_out(self, game, sim, side, rng, level, most=80):
        """The policy plays on until the next strategy round opens (or the
        phase ends)."""
        self._inner = True
        try:
            for _ in range(most):
                if not game.active(sim):
                    return
                top = sim["flow"][-1]
                if top["step"] in ("round", "turn") or sim["phase"] != "rounds":
                    return
                who = game.active(sim)[0]
                legal = game.legal(sim, who)
                game.apply_legal(sim, who, self.policy(sim, who, legal, rng, level, side))
        finally:
            self._inner = False

    def _ops(self, st, side, legal, f, rng, level):
        from . import political
        if ("pcs",) in legal:
            open_border = [s for s in M.S.NAME if M.S.STATE[s] in BORDER and st["states"].get(M.S.STATE[s]) is None
                           and political.ops_pc_problem(st, side, s) is None]
            if len(open_border) >= min(2, f["v"]):
                return ("pcs",)
        dist = _dist(st, side)
        moves = [a for a in legal if a[0] == "move" and a[1] in ("army", "corps")]
        best, best_key = None, None
        for a in moves:
            here = (st["armies"][a[2]]["at"] if a[1] == "army" else
                    (st["gens"][a[2]] if st["gens"][a[2]] in M.S.NAME else st["armies"][st["gens"][a[2]][2:]]["at"]))
            sp = M.army_total(st, a[2]) if a[1] == "army" else M.loose_sp(st, side, here)
            if sp < 2:
                continue
            key = (dist.get(here, 99) <= 8, sp, -dist.get(here, 99))
            if best_key is None or key > best_key:
                best, best_key = a, key
        if best is not None and best_key[0]:
            return best
        if ("pcs",) in legal:
            return ("pcs",)
        armies = [a for a in legal if a[0] == "army"]
        if armies:
            return armies[0]
        if best is not None:
            return best
        return ("none",) if ("none",) in legal else None

    def _move(self, st, side, legal, f, rng, level):
        grow = [a for a in legal if a[0] == "sp" and a[1] > f["sp"]]
        if grow and f["used"] == 0:
            return max(grow, key=lambda a: a[1])
        if ("convert",) in legal and M.ctl(st, f["at"]) != side and f["used"] < 5:
            return ("convert",)
        dist = _dist(st, side)
        here = dist.get(f["at"], 99)
        from . import forces as F
        mine = F.force_sp(st, f)
        enemy = M.ENEMY[side]
        best, best_d = None, here
        for a in legal:
            if a[0] != "go":
                continue
            d = dist.get(a[1], 99)
            theirs = M.total_sp(st, enemy, a[1]) + (1 if M.fort(st, a[1]) == enemy else 0)
            if theirs and mine < level.tuning.get("odds", 1.5) * theirs:
                continue
            if d < best_d:
                best, best_d = a, d
        return best or ("stop",)

    def _pcs(self, st, side, legal, f, rng, level):
        spots = [a for a in legal if a[0] == "pc"]
        if not spots:
            return ("done",)
        border = [a for a in spots if M.S.STATE[a[1]] in BORDER]
        pool = border or spots
        return pool[dice.randbelow(rng, len(pool))]

    def _window(self, st, side, legal, f, rng, level):
        """4.2.5: an interrupt is spent where it counts: a battle's card at
        once, a naval move's at once, an activation's against a force of 4 SP
        or more (cancel first, else Mud March)."""
        cards = [a for a in legal if a[0] == "interrupt"]
        if not cards:
            return ("pass",)
        if f["kind"] != "activation":
            return cards[0]
        mover = next((x for x in reversed(st["flow"]) if x["step"] == "move"), None)
        from . import forces as F
        if mover is not None and F.force_sp(st, mover) >= 4:
            return min(cards, key=lambda a: a[1] == 7)
        return ("pass",)

    def _intercept(self, st, side, legal, f, rng, level):
        mover = next((x for x in reversed(st["flow"]) if x["step"] == "move"), None)
        if mover is None:
            return ("pass",)
        from . import forces as F
        theirs = F.force_sp(st, mover)
        for a in legal:                               # 4.2.5: cards 8, 102 intercept without a roll
            if a[0] == "interrupt" and len(a) == 3 and M.total_sp(st, side, a[2]) >= theirs:
                return a
        for a in legal:
            if a[0] == "intercept" and M.total_sp(st, side, a[1]) >= theirs:
                return a
        return ("pass",)

    def _rbb(self, st, side, legal, f, rng, level):
        mover = next((x for x in reversed(st["flow"]) if x["step"] == "move"), None)
        from . import forces as F
        theirs = F.force_sp(st, mover) if mover else 0
        mine = M.total_sp(st, side, f["at"])
        retreats = [a for a in legal if a[0] == "retreat"]
        if retreats and theirs >= 2 * max(mine, 1) and M.fort(st, f["at"]) != side:
            return retreats[0]
        return ("stand",)

    def _front(self, st, side, legal, key):
        dist = distances(tuple(objectives(st, side)))
        spots = [a for a in legal if a[0] == key]
        if not spots:
            return None
        return min(spots, key=lambda a: (dist.get(a[1], 99), a[1]))

    def _place(self, st, side, legal, f, rng, level):
        return self._front(st, side, legal, "place")

    def _generals(self, st, side, legal, f, rng, level):
        spots = [a for a in legal if a[0] == "general"]
        if not spots:
            return None
        return max(spots, key=lambda a: (M.total_sp(st, side, a[1]), a[1]))

    def _strategic(self, st, side, legal, f, rng, level):
        return ("done",) if ("done",) in legal else legal[0]

    def _naval(self, st, side, legal, f, rng, level):
        return ("stop",)

    def _campaign(self, st, side, legal, f, rng, level):
        a = self._ops(st, side, legal + [("none",)], f, rng, level)
        return a if a and a[0] == "move" else ("done",)

    def _evchoice(self, st, side, legal, f, rng, level):
        return legal[0]

    def _evspaces(self, st, side, legal, f, rng, level):
        spots = [a for a in legal if a[0] == "space"]
        if not spots:
            return ("done",)
        if f["kind"] in ("sp", "fort"):
            return self._front(st, side, [("space", a[1]) for a in spots], "space")
        if f["kind"] == "pc":
            border = [a for a in spots if M.S.STATE[a[1]] in BORDER]
            return (border or spots)[0]
        return spots[0]


KNOWLEDGE = FtpKnowledge()
