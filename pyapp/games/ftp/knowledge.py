"""What the computer opponent knows of For the People (pyapp.core.knowledge).

The computer decides from a state sampled from its own view (``Game.sample``):
the map, the pieces, the tracks and the discards are public; the other hand
and the deck's order are drawn at random there. The policy never reads those
draws: it reads its own hand, the pieces, the control of the spaces and the
flow's frames, which the view shows. (Its playouts let the enemy's policy
play the sampled hand: a guess, never a peek.)

It reads the game through two modules of public facts: ``outlook``, what
wins the scenario (5.31, 6.1-6.5) as one number, the Union's *margin* in
strategic-will points, with the political phase to come; and ``ground``,
the objectives each side should take and keep, the land links and the
objectives' pull along them, the enemy's threats, a battle's odds and
worth over every roll of both dice (5.9, 5.12-5.16), and where the Union
masses out of the objectives' reach. Its answers to the organisation of
its forces and in the reinforcement phase are ``reinforce.Reinforce``, a
part of the class here.

``evaluate`` (the search's and the greedy baseline's measure) is that
margin for the role, squashed into [-1, 1]. The policy's own score
(``ground.value``) adds a positional term (forces near what they should
take or keep).

The policy plays each kind of decision by a rule of thumb, the rule it
serves cited beside it:

- Cards (5.2): each playable event, then for each OPS value the card whose
  own event is worth least, played out to the end of the action with the
  policy on the same sample and dice, and scored; the best is played.
- OPS (5.2 A-F): the forces with the most to gain, PCs, an army, a fort,
  each played out and scored the same way. In the campaign the Union's
  idle mass at Washington (the eastern reinforcements, 8 SP a turn, 5.26)
  first becomes a field army, and the army marches the shortest way toward
  the best objective the victory counts until the field reaches it (5.4,
  5.31: ``_march``, ``_far_step``).
- Movement (5.3, 5.4, 5.9, 5.10, 5.12, 5.24): armies and corps plan the
  movement points left (``_plan``): paths up a field of objectives
  (``ground.targets``: enemy resource centres and capitals, the states the
  scenario's victory counts, 3 spaces of a Union state for the
  Confederacy), an army converting what is worth it while in supply, the
  worst interception on the way weighed by the battle it brings, attacks
  by their expected worth (every roll of both dice on the CRT, the large
  battle's SW, an army destroyed, Emancipation opened, the losses at the
  scenario's price of an SP); other forces take the best single step.
- Interception, retreat before battle, retreats (5.10, 5.11, 5.16): by the
  same battle arithmetic, and to the safest friendly space; a corps that
  may leave SP for the generals it cannot take keeps them unless the
  battle needs the SP (5.10 c).
- Two armies in a space (5.4): the removal's SW cost against the staying
  army's leadership and elite units.
- Reinforcements, strategic movement (5.26, 5.27): each SP where one more
  is worth most, from where one less costs least (the position, a
  threatened kept space, an army short of infantry, attrition 5.25);
  generals to the largest forces without one.
- Interrupts (4.2.5): a battle's or a naval move's card at once; a card
  that answers an activation only against a force of 4 SP or more.

The playouts of a decision share a budget of steps (``BUDGET``), counted
in steps, never in seconds, so a decision replays alike everywhere.

Levels: "easy" plays a random legal action a third of the time (seeded);
"normal" and "hard" play the policy (hard minds a lost battle less). No
level searches beyond the short playouts above.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from types import MappingProxyType

from ...core import dice
from ...core.game import Action, State
from ...core.knowledge import Knowledge, Level
from . import board
from . import cards as C
from . import model as M
from . import political as P
from . import supply
from . import tables as T
from .ground import (FAR_PULL, battle_odds, battle_worth, far_way, graph, heft, idle_masses, keep, marching,
                     pull_of, raid_step, raid_targets, targets_cached, threat, value)
from .outlook import Stacks, margin, sp_price
from .reinforce import Reinforce

LEVELS = MappingProxyType({
    "easy": Level("easy", 0, noise=0.35, tuning=MappingProxyType({"nerve": 0.5})),
    "normal": Level("normal", 0, tuning=MappingProxyType({"nerve": 0.5})),
    "hard": Level("hard", 0, tuning=MappingProxyType({"nerve": 0.0})),
})
BUDGET = 70                  # playout steps a decision may spend (steps, never seconds: it replays alike)
COST = {"evspaces": 6, "concentrate": 3}     # steps whose legal actions take the rules long to list count more
RESERVE = 30                 # of a card's budget, what the OPS keep
# Events whose spaces the rules find by a search from every space (a "within"
# condition that avoids a region): too dear to play out, judged by rule of thumb.
COSTLY = frozenset(n for n, c in C.CARDS.items() if "'within'" in repr(c.effect) and "ne_alabama" in repr(c.effect))
PASSIVE = ("done", "stop", "pass", "wait", "none", "back", "stand", "stay")


# -- the policy ----------------------------------------------------------------------------------

def _good_event(st: State, side: str, n: int) -> bool:
    """5.2: an event worth trying at all (no SW handed to the enemy, no
    blockade the wrong way); the playout judges the rest."""
    from . import events
    card = C.CARDS[n]
    if card.side == M.ENEMY[side]:
        return False
    for node in card.effect:
        if node[0] == "sw" and events.who_of(node[1], side) == side and node[2] < 0:
            return False
        if node[0] == "sw" and events.who_of(node[1], side) != side and node[2] > 0:
            return False
        if node[0] == "blockade" and (node[1] > 0) != (side == "union"):
            return False
    return True


def _where(st: State, kind: str, ident) -> str | None:
    if kind == "army":
        return st["armies"][ident]["at"]
    if kind == "div":
        return ident
    at = st["gens"][ident]
    if at in M.S.NAME:
        return at
    if at.startswith("A:"):
        return st["armies"][at[2:]]["at"]
    return None


class FtpKnowledge(Reinforce, Knowledge):
    levels = LEVELS

    def evaluate(self, state: State, role: str, level: Level) -> float:
        m = margin(state, None, role)
        return math.tanh((m if role == "union" else -m) / 30.0)

    def policy(self, state: State, role: str, legal: Sequence[Action], rng: dice.Stream,
               level: Level, searcher: str | None) -> Action:
        if len(legal) == 1:
            return legal[0]
        if level.noise and dice.randbelow(rng, 1000) < int(level.noise * 1000):
            return legal[dice.randbelow(rng, len(legal))]
        f = state["flow"][-1] if state["flow"] else {"step": ""}
        if not self._inner:
            self._left = BUDGET
        pick = getattr(self, "_" + f["step"], None)
        a = pick(state, role, list(legal), f, rng, level) if pick else None
        if a is None or a not in legal:
            a = self._greedy(state, role, list(legal), rng, level)
        return a

    _inner = False
    _left = 0                 # playout steps left for the decision under way (``BUDGET``)

    # -- search helpers -------------------------------------------------------------------------

    def _greedy(self, st, side, legal, rng, level):
        """A decision without a rule of its own: each action applied to a copy
        and scored (at most 24 of them); else the first plain one."""
        from .rules import GAME
        plain = [x for x in legal if x[0] not in PASSIVE] or list(legal)
        if self._inner or len(legal) > 24:
            return plain[dice.randbelow(rng, len(plain))] if self._inner else plain[0]
        best, best_v = None, None
        for a in legal:
            sim = GAME.copy(st)
            try:
                GAME.apply_legal(sim, side, a)
            except Exception:
                continue
            v = value(sim, side)
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best if best is not None else plain[0]

    def _try(self, st, side, a, rng, level, until, seeds=1):
        """``a`` played on copies of the sample, the policy playing on until
        ``until`` says the action is over; the mean score for ``side``."""
        from .rules import GAME
        total, n = 0.0, 0
        for k in range(seeds):
            if self._left <= 0:
                break
            self._left -= 3                   # the copy, the first step and the score
            sim = GAME.copy(st)
            if k:
                GAME.reseed(sim, dice.next_u64(rng))
            try:
                GAME.apply_legal(sim, side, a)
                self._play_out(GAME, sim, side, rng, level, until)
            except Exception:          # a sample the rules refuse to play on: skip the candidate
                return None
            total += value(sim, side)
            n += 1
        return total / n if n else None

    def _play_out(self, game, sim, side, rng, level, until, most=120):
        old = self._inner
        self._inner = True
        try:
            for _ in range(most):
                if not game.active(sim) or until(sim) or self._left <= 0:
                    return
                self._left -= COST.get(sim["flow"][-1]["step"], 1)
                who = game.active(sim)[0]
                legal = game.legal(sim, who)
                game.apply_legal(sim, who, self.policy(sim, who, legal, rng, level, side))
        finally:
            self._inner = old

    @staticmethod
    def _round_over(depth):
        def until(sim):
            fl = sim["flow"]
            if sim["phase"] != "rounds" or len(fl) < depth:
                return True
            return fl[-1]["step"] in ("round", "turn")
        return until

    # -- the decisions ----------------------------------------------------------------------------

    def _round(self, st, side, legal, f, rng, level):
        """5.2: each event worth trying, played out to the end of the action
        on the same sample and dice, and scored; then, for each OPS value,
        the card whose own event is worth least (an enemy's event first: it
        fires for nobody), played out the same way; the best is played."""
        if self._inner:
            return self._round_quick(st, side, legal)
        until = self._round_over(1)
        scores: dict = {}
        ev: dict = {}
        tries = [a for a in legal if a[0] == "event" and _good_event(st, side, a[1])]
        here = None
        for a in tries:
            if self._left < RESERVE:          # the OPS are played out with what is left
                break
            if a[1] in COSTLY:                # a PC a card, by rule of thumb: the rules take long to list them
                here = value(st, side) if here is None else here
                v = here + 1.5 * sum(node[2] for node in C.CARDS[a[1]].effect if node[0] == "pc")
            else:
                v = self._try(st, side, a, rng, level, until)
                if v is not None:
                    ev[a[1]] = v
                    scores[a] = v + 0.3
        by_value: dict = {}
        for a in legal:
            if a[0] == "ops":
                v = C.CARDS[a[1]].ops
                key = (ev.get(a[1], -1e9), a[1])
                if v not in by_value or key < by_value[v][0]:
                    by_value[v] = (key, a)
        for v, (_, a) in by_value.items():
            got = self._try(st, side, a, rng, level, until)
            if got is not None:
                scores[a] = got
        if not scores:
            return None
        return max(scores, key=lambda a: (scores[a], a[0] == "event", -a[1]))

    def _round_quick(self, st, side, legal):
        ops = [a for a in legal if a[0] == "ops"]
        events = [a for a in legal if a[0] == "event" and _good_event(st, side, a[1])]
        if events and (not ops or C.CARDS[events[0][1]].ops <= 2):
            return events[0]
        if ops:
            return max(ops, key=lambda a: (C.CARDS[a[1]].ops, C.CARDS[a[1]].side == M.ENEMY[side], -a[1]))
        return events[0] if events else None

    def _ops_candidates(self, st, side, legal, f, most=6):
        """The OPS actions worth playing out (5.2 A-F): the ``most`` forces
        with the most to gain (an army, a corps, the largest division of a
        space), PCs, an army, a fort where a kept space is threatened."""
        stacks = Stacks(st)
        moves = []
        divs: dict = {}
        for a in legal:
            if a[0] != "move":
                continue
            here = _where(st, a[1], a[2])
            if here is None:
                continue
            if a[1] == "div":
                if a[3] > divs.get(here, (0,))[0]:
                    divs[here] = (a[3], a)
                continue
            if a[1] == "corps" and M.loose_sp(st, side, here) == 0:
                continue
            sp = M.army_total(st, a[2]) if a[1] == "army" else \
                1 if a[1] == "brigade" else min(M.loose_sp(st, side, here) + 1, 6)
            moves.append((self._promise(st, side, here, sp, stacks), a))
        for here, (n, a) in divs.items():
            moves.append((self._promise(st, side, here, n, stacks) * 0.7, a))
        moves.sort(key=lambda x: -x[0])
        out = [a for _, a in moves[:most]]
        out += [a for a in self._raiders(st, side, legal) if a not in out]
        out += [a for a in legal if a[0] == "pcs"]
        armies = [a for a in legal if a[0] == "army"]          # 5.4: where the most SP stand nearest the objectives
        if armies:
            pull = pull_of(st, side, stacks)
            out.append(max(armies, key=lambda a: (stacks.n(side, a[1]) * (1 + pull.get(a[1], 0.0)), a[1])))
        forts = [a for a in legal if a[0] == "fort"]
        kept = keep(st, side)
        forts.sort(key=lambda a: -kept.get(a[1], 0.0) * max(0.0, threat(st, side, a[1], stacks)))
        out += [a for a in forts[:1] if kept.get(a[1], 0.0) and threat(st, side, a[1], stacks) > 0]
        if not out and ("none",) in legal:
            out.append(("none",))
        return out

    @staticmethod
    def _raiders(st, side, legal, most=2):
        """5.28: for the nearest empty resource centres in reach
        (``raid_targets``), the largest infantry force that can walk there
        with this activation's movement points (5.3)."""
        from . import forces as F
        tg = raid_targets(st, side)
        if not tg:
            return []
        g = graph(st, side)
        found = []
        for t in tg:
            d = g.dists(t)
            best = None
            for a in legal:
                if a[0] != "move" or a[1] == "brigade":
                    continue
                here = _where(st, a[1], a[2])
                k = d.get(here) if here else None
                if k is None or k == 0 or k > F.MP[a[1]]:
                    continue
                sp = st["armies"][a[2]]["sp"] if a[1] == "army" else a[3] if a[1] == "div" else \
                    M.loose_sp(st, side, here)
                if sp <= 0:
                    continue
                key = (k, -sp)
                if best is None or key < best[0]:
                    best = (key, a)
            if best:
                found.append((best[0][0], -board.rc_value(t), best[1]))
        found.sort(key=lambda x: (x[0], x[1]))
        out: list = []
        for _, _, a in found:
            if a not in out:
                out.append(a)
        return out[:most]

    def _promise(self, st, side, here, sp, stacks):
        """What a force of ``sp`` at ``here`` may gain by moving: the best
        rise of its objectives' field within two steps, and the weakest enemy
        stack next to it (a rule of thumb for 5.3, 5.12)."""
        pull = pull_of(st, side)
        g = graph(st, side)
        base = pull.get(here, 0.0)
        best = 0.0
        for nb in g.adj[here]:
            best = max(best, pull.get(nb, 0.0) - base)
            for nb2 in g.adj[nb]:
                best = max(best, 0.8 * (pull.get(nb2, 0.0) - base))
        enemy = M.ENEMY[side]
        for nb in g.adj[here]:
            n = stacks.n(enemy, nb)
            if n and sp >= 2 * n:
                best = max(best, 1.0 + n)
        if here in keep(st, side) and threat(st, side, here, stacks) > -sp:
            best *= 0.5
        return best * min(sp, 10)

    def _ops(self, st, side, legal, f, rng, level):
        got = self._march(st, side, legal)
        if got is not None:
            return got
        if self._inner:
            return self._ops_quick(st, side, legal, f, level)
        cands = self._ops_candidates(st, side, legal, f)
        if not cands:
            return None
        if len(cands) == 1:
            return cands[0]
        depth = len(st["flow"])
        until = self._round_over(depth - 1)
        best, best_v = None, None
        for a in cands:
            v = self._try(st, side, a, rng, level, until)
            if v is None:
                continue
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    @staticmethod
    def _march(st, side, legal):
        """5.4, 5.26, 5.31: the Union's eastern reinforcements mass at
        Washington (8 SP a turn), out of reach of the objectives' field: such
        an idle mass (``idle_masses``) becomes a field army (OPS 2 or 3, a
        general and 5 SP) and the army marches (``_move`` takes it toward the
        objectives the campaign counts). None: no idle mass to act on."""
        idle = idle_masses(st, side)
        if not idle:
            return None
        for a in legal:
            if a[0] == "army" and a[1] in idle and not M.armies_at(st, side, a[1]):
                return a
        for a in legal:
            at = st["armies"][a[2]]["at"] if a[0] == "move" and a[1] == "army" else None
            if at in idle and st["armies"][a[2]]["cmd"] and far_way(st, side, at)[0] is not None:
                return a
        return None

    def _ops_quick(self, st, side, legal, f, level):
        """The OPS without a playout (5.2 A-F): PCs when they land on
        objectives (5.28: a PC placed takes the space at once), else the
        force with the most to gain (``_promise``), else an army (5.4)."""
        stacks = Stacks(st)
        best, best_v = None, 0.0
        for a in legal:
            if a[0] != "move" or a[1] not in ("army", "corps"):
                continue
            here = _where(st, a[1], a[2])
            if here is None:
                continue
            sp = M.army_total(st, a[2]) if a[1] == "army" else M.loose_sp(st, side, here)
            if sp < 2:
                continue
            v = self._promise(st, side, here, sp, stacks)
            if v > best_v:
                best, best_v = a, v
        if ("pcs",) in legal:
            gain = self._pc_gain(st, side, f.get("v", 1))
            if gain >= 2.0 and gain * 3 >= best_v:
                return ("pcs",)
        if best is not None and best_v > 0.5:
            return best
        if ("pcs",) in legal:
            return ("pcs",)
        armies = [a for a in legal if a[0] == "army"]
        if armies:
            return armies[0]
        return ("none",) if ("none",) in legal else None

    @staticmethod
    def _pc_gain(st, side, n):
        """What ``n`` PCs placed by OPS would take (5.28): the worth of the
        best objectives among the spaces that may receive one."""
        tg = targets_cached(st, side)
        worth = sorted((tg[s] for s in tg if P.ops_pc_problem(st, side, s) is None), reverse=True)
        return sum(worth[:n])

    def _move(self, st, side, legal, f, rng, level):
        """5.3-5.12: pick up SP, convert a space worth it, step up the
        objectives' field, attack when the battle is worth it."""
        from . import forces as F
        enemy = M.ENEMY[side]
        here = f["at"]
        kept = keep(st, side)
        # 5.3: an army or corps gathers the SP where it starts, but for a garrison a kept space needs
        grow = [a for a in legal if a[0] == "sp"]
        if grow and f["used"] == 0 and here == f["start"]:
            now = f["sp"] if f["kind"] != "army" else st["armies"][f["aid"]]["sp"]
            total = now + M.loose_sp(st, side, here)
            need = 0
            if kept.get(here) and threat(st, side, here) + Stacks(st).n(side, here) > 0:
                need = min(2, total - 1)              # enemy strength nearby beyond the fort
            want = max(max(a[1] for a in grow), now)
            want = min(want, total - need)
            best = min(grow, key=lambda a: abs(a[1] - want))
            if best[1] != now and abs(best[1] - want) < abs(now - want):
                return best
        tg = targets_cached(st, side)
        pull = graph(st, side).field(tg)
        mine = F.force_sp(st, f)
        nerve = level.tuning.get("nerve", 0.5)
        mp_left = F.MP[f["kind"]] - f["used"]
        # 5.4: an army converts a space worth converting while movement points remain
        if ("convert",) in legal and tg.get(here, 0.0) >= 1.0 and mp_left >= 1:
            return ("convert",)
        # 5.28: else a SP left on an objective takes it at the political phase (if supplied)
        if tg.get(here, 0.0) >= 2.0 and M.ctl(st, here) != side and M.loose_sp(st, side, here) == 0 \
                and f["kind"] in ("army", "corps") and here != f["start"]:
            now = f["sp"] if f["kind"] != "army" else st["armies"][f["aid"]]["sp"]
            if now >= 3 and ("sp", now - 1) in legal and not M.occupied(st, enemy, here):
                return ("sp", now - 1)
        if not f.get("orders") and not f.get("river"):
            got = raid_step(st, side, f, legal)          # 5.28: an empty resource centre in reach
            if got is not None:
                return got
        if f["kind"] == "army" and not f.get("orders") and not f.get("river"):
            got = self._far_step(st, side, f, legal)
            if got is not None:
                return got
        if f["kind"] in ("army", "corps") and not f.get("orders") and not f.get("river"):
            got = self._plan(st, side, f, legal, level, beam=4 if self._inner else 8)
            if got is not None:
                return got
        best, best_v = ("stop",), 0.0
        if f["kind"] == "army" and len(M.armies_at(st, side, here)) > 1:
            best_v = -50.0                        # 5.4: never end a move on another army
        base = pull.get(here, 0.0)
        # the field's rise in SW points, as ``position`` counts it for a force of this size
        scale = 0.15 * heft(max(mine, 2)) * (1.0 if F.force_gens(st, f) else 0.3)
        for a in legal:
            if a[0] != "go":
                continue
            d = a[1]
            if f["kind"] == "army" and M.armies_at(st, side, d) and mp_left <= 1:
                continue                          # 5.4: two armies ending in a space merge at a price
            if d == f.get("prev") and not M.occupied(st, enemy, d):
                continue                          # no step back the way it came (no loops)
            if M.occupied(st, enemy, d):
                odds = battle_odds(st, side, f, here, d, mine)
                v = battle_worth(st, side, odds, d, nerve, f["kind"] == "army")
                # 5.9, 5.16: the winner holds the space, the road beyond it open
                v += odds[0] * max(0.0, pull.get(d, 0.0) - base) * scale
                # 5.10: a force next door may intercept into the space and fight beside its defenders
                chance, src = self._interceptor(st, side, d, here)
                if src:
                    more = battle_odds(st, side, f, here, d, mine, icpt=True, src=src,
                                       extra=M.total_sp(st, enemy, d))
                    v = (1 - chance) * v + chance * battle_worth(st, side, more, d, nerve, f["kind"] == "army")
            else:
                v = (pull.get(d, 0.0) - base) * scale
                if not supply.in_supply(st, side, d):
                    # 5.24, 5.25, 5.4: out of supply a force converts nothing and forages
                    v = v * 0.3 - T.attrition_loss(mine) * sp_price(st, side)
                v -= self._risk(st, side, d, mine, f, here)
            if v > best_v + 1e-9:
                best, best_v = a, v
        # 5.4, 5.24: an army converts the enemy space it stands on when its next step would
        # otherwise leave its line of communication
        if best[0] == "go" and ("convert",) in legal and M.ctl(st, here) == enemy and mp_left >= 2 \
                and not M.occupied(st, enemy, best[1]) and not supply.in_supply(st, side, best[1]):
            return ("convert",)
        return best

    @staticmethod
    def _far_step(st, side, f, legal):
        """5.3, 5.4: an army out of the objectives' field (``far_objective``)
        takes the shortest way toward the best of them (worth over steps),
        one step at a time through spaces free of the enemy, until the field
        reaches it; None once it does (``_plan`` takes over) or when no way
        is open."""
        if not marching(st, side) or pull_of(st, side).get(f["at"], 0.0) >= FAR_PULL:
            return None
        goal, d = far_way(st, side, f["at"])
        if goal is None:
            return None
        here = d[f["at"]]
        enemy = M.ENEMY[side]
        for a in sorted(a for a in legal if a[0] == "go"):
            if d.get(a[1]) == here - 1 and not M.occupied(st, enemy, a[1]) and a[1] != f.get("prev"):
                return a
        return None

    def _plan(self, st, side, f, legal, level, beam=8):
        """5.3, 5.4, 5.10, 5.12, 5.24: the best way to spend the movement
        points left, as a short search over paths: each step may be
        intercepted (the worst chance on the path, weighed by the battle it
        brings), an army converts the spaces worth it while in supply (the
        line of communication follows the spaces it passes and converts),
        the move may end in an attack; a path ends where its force stands
        in the objectives' field, in supply or foraging. Returns the first
        action of the best path (None: no legal one)."""
        from . import forces as F
        enemy = M.ENEMY[side]
        here = f["at"]
        nerve = level.tuning.get("nerve", 0.5)
        tg = targets_cached(st, side)
        g = graph(st, side)
        pull = g.field(tg)
        mine = F.force_sp(st, f)
        army = f["kind"] == "army"
        scale = 0.15 * heft(max(mine, 2)) * (1.0 if F.force_gens(st, f) else 0.3)
        convert = army and st["armies"][f["aid"]]["sp"] >= 1
        late = st["year"] >= 1864                 # 5.4: from 1864 an army converts out of supply too
        sup = supply.supplied_set(st, side)
        oos = T.attrition_loss(mine) * sp_price(st, side) + 1.0
        go_ok = {a[1] for a in legal if a[0] == "go"}
        memo: dict = {}
        cache: dict = {}

        def passable(x, conv):
            return (M.ctl(st, x) != enemy or x in conv) and not M.occupied(st, enemy, x)

        def hazard(d, came):
            """(survival factor, loss) of an interception into ``d``."""
            key = (d, came)
            if key not in memo:
                chance, src = self._interceptor(st, side, d, came)
                if not src or M.occupied(st, side, d):
                    memo[key] = (1.0, 0.0)
                else:
                    odds = battle_odds(st, side, f, here, d, mine, icpt=True, src=src, sup=cache)
                    w = battle_worth(st, side, odds, d, nerve, army, tg)
                    memo[key] = (1 - chance * (1 - odds[0]), chance * min(0.0, w))
            return memo[key]

        def end_value(x, gain, surv, worst, supplied):
            v = gain + worst + surv * scale * pull.get(x, 0.0)
            if not supplied:
                v -= oos
            if army and x != here and M.armies_at(st, side, x):
                v -= 50.0                          # 5.4: two armies ending in a space merge at a price
            return v

        here_sup = here in sup
        best_a, best_v = ("stop",), end_value(here, 0.0, 1.0, 0.0, here_sup)
        if army and len(M.armies_at(st, side, here)) > 1:
            best_v -= 50.0
        mp = F.MP[f["kind"]] - f["used"]
        # a node: (space, mp left, converted, gain, survival, worst loss, supplied, first action, visited)
        nodes = [(here, mp, frozenset(), 0.0, 1.0, 0.0, here_sup, None, frozenset([here]))]
        if ("convert",) in legal and mp >= 1:
            worth = tg.get(here, 0.0) + (0.3 if M.ctl(st, here) == enemy else 0.0)
            nodes.append((here, mp - 1, frozenset([here]), worth, 1.0, 0.0, here_sup, ("convert",),
                          frozenset([here])))
            v = end_value(here, worth, 1.0, 0.0, here_sup)
            if v > best_v:
                best_a, best_v = ("convert",), v
        while nodes:
            grown = []
            for x, left, conv, gain, surv, worst, supplied, first, seen in nodes:
                if left <= 0:
                    continue
                for d in g.adj[x]:
                    if first is None and d == f.get("prev") and not M.occupied(st, enemy, d):
                        continue                   # no step back the way it came (no loops)
                    if d in seen or (first is None and d not in go_ok) or \
                            (first == ("convert",) and x == here and d not in go_ok):
                        continue
                    step = first or ("go", d)
                    if M.occupied(st, enemy, d):
                        key = ("attack", d, x)
                        if key not in memo:
                            odds = battle_odds(st, side, f, here, d, mine, sup=cache)
                            v = battle_worth(st, side, odds, d, nerve, army, tg)
                            v += odds[0] * max(0.0, pull.get(d, 0.0) - pull.get(x, 0.0)) * scale
                            chance, src = self._interceptor(st, side, d, x)
                            if src:
                                more = battle_odds(st, side, f, here, d, mine, icpt=True, src=src,
                                                   extra=M.total_sp(st, enemy, d), sup=cache)
                                v = (1 - chance) * v + chance * battle_worth(st, side, more, d, nerve, army, tg)
                            memo[key] = v
                        v = memo[key]
                        total = gain + worst + surv * (v + scale * pull.get(x, 0.0))
                        if total > best_v:
                            best_a, best_v = step, total
                        continue
                    keep_on, loss = hazard(d, x)
                    s2 = min(surv, keep_on)
                    w2 = min(worst, loss)
                    sup2 = d in sup or (supplied and passable(x, conv))
                    node = (d, left - 1, conv, gain, s2, w2, sup2, step, seen | {d})
                    grown.append(node)
                    v = end_value(d, gain, s2, w2, sup2)
                    if v > best_v:
                        best_a, best_v = step, v
                    if convert and left >= 2 and M.ctl(st, d) != side and (sup2 or late) and \
                            not M.occupied(st, enemy, d):
                        worth = s2 * (tg.get(d, 0.0) + (0.3 if M.ctl(st, d) == enemy else 0.0))
                        if worth > 0:
                            node = (d, left - 2, conv | {d}, gain + worth, s2, w2, sup2, step, seen | {d})
                            grown.append(node)
                            v = end_value(d, gain + worth, s2, w2, sup2)
                            if v > best_v:
                                best_a, best_v = step, v
            grown.sort(key=lambda n: -(n[3] + n[5] + n[4] * scale * pull.get(n[0], 0.0)))
            nodes = grown[:beam]
        if best_a != ("stop",) and best_a not in legal:
            return None
        return best_a

    @staticmethod
    def _interceptor(st, side, space, came_from):
        """The strongest enemy force that may intercept into ``space``
        (5.10: a force with a general next to it, not the one the mover
        comes from), and its chance (a roll at or under its leader's
        defence, +2 with cavalry)."""
        from .moves import intercept_leader
        enemy = M.ENEMY[side]
        best, best_n, chance = None, 0, 0.0
        for nb in board.neighbours(space):
            if nb == came_from or nb == space:
                continue
            n = M.total_sp(st, enemy, nb)
            if n <= best_n or M.occupied(st, side, nb):
                continue
            lead = intercept_leader(st, enemy, nb)
            if lead is None:
                continue
            need = T.intercept_target(M.GEN[lead].defence, bool(M.brigades_at(st, enemy, nb)))
            best, best_n, chance = nb, n, min(1.0, need / 6)
        return chance, best

    def _risk(self, st, side, space, mine, f=None, came_from=None):
        """What stepping into ``space`` risks: an enemy force next to it may
        intercept (5.10: a roll at or under its leader's defence, +2 with
        cavalry) and fight there with +2; the worst such battle's expected
        loss, times that chance."""
        enemy = M.ENEMY[side]
        if M.occupied(st, side, space) or mine == 0:
            return 0.0                        # 5.10: no interception into one's own units
        from .moves import intercept_leader
        worst = 0.0
        for nb in board.neighbours(space):
            if nb == came_from or not M.total_sp(st, enemy, nb):
                continue
            lead = intercept_leader(st, enemy, nb)
            if lead is None:
                continue
            n = M.total_sp(st, enemy, nb)
            if mine <= 2 and n >= 5:
                return 50.0                   # a small force never walks up to an army
            need = T.intercept_target(M.GEN[lead].defence, bool(M.brigades_at(st, enemy, nb)))
            at = f["at"] if f else space
            odds = battle_odds(st, side, f, at, space, mine, icpt=True, src=nb)
            loss = -min(0.0, battle_worth(st, side, odds, space, army=bool(f and f["kind"] == "army")))
            worst = max(worst, min(1.0, need / 6) * loss)
        return worst

    @staticmethod
    def _exposure(st, side, space, mine):
        """Enemy SP next to ``space`` beyond the moving force's (a rule of
        thumb against walking into a stronger army, 5.10)."""
        enemy = M.ENEMY[side]
        most = 0
        for nb in board.neighbours(space):
            n = M.total_sp(st, enemy, nb)
            if n and M.gens_at(st, enemy, nb):
                most = max(most, n)
        return most - mine

    def _pcs(self, st, side, legal, f, rng, level):
        """5.28: PCs where the victory counts them: objectives first."""
        spots = [a for a in legal if a[0] == "pc"]
        if not spots:
            return ("done",)
        tg = targets_cached(st, side)
        pull = pull_of(st, side)
        return max(spots, key=lambda a: (tg.get(a[1], 0.0), pull.get(a[1], 0.0), a[1]))

    def _losses(self, st, side, legal, f, rng, level):
        """5.15: infantry first: a brigade keeps its interception and its
        screening, worth more than 1 SP of infantry."""
        return min(legal, key=len)

    def _elite(self, st, side, legal, f, rng, level):
        """5.14: the +1 is worth the risk."""
        return ("elite", "use")

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
        """5.10: intercept when the battle, fought as the defender with +2,
        is worth it to us (the mover's odds against us are poor)."""
        mover = next((x for x in reversed(st["flow"]) if x["step"] == "move"), None)
        if mover is None:
            return ("pass",)
        from . import forces as F
        theirs = F.force_sp(st, mover)
        dest = f.get("dest") or mover.get("pend")
        for a in legal:                               # 4.2.5: cards 8, 102 intercept without a roll
            if a[0] == "interrupt" and len(a) == 3 and M.total_sp(st, side, a[2]) >= theirs:
                return a
        best, best_v = ("pass",), 0.0
        worth_there = keep(st, side).get(dest, 0.0) if dest else 0.0
        for a in legal:
            if a[0] != "intercept":
                continue
            mine = M.total_sp(st, side, a[1])
            if mine < max(1, theirs * 0.8) and not worth_there:
                continue
            v = 0.2 * (mine - theirs) + 0.3 * worth_there
            if mine >= theirs and v > best_v:
                best, best_v = a, v
        if len(best) == 2 and ("intercept", best[1], "limits") in legal:
            return self._limits(st, side, best[1], theirs, worth_there)
        return best

    def _rbb(self, st, side, legal, f, rng, level):
        """5.11: retreat before battle from a battle not worth fighting."""
        mover = next((x for x in reversed(st["flow"]) if x["step"] == "move"), None)
        retreats = [a for a in legal if a[0] == "retreat"]
        if mover is None or not retreats:
            return ("stand",)
        from . import forces as F
        enemy = M.ENEMY[side]
        theirs = F.force_sp(st, mover)
        here = f["at"]
        odds = battle_odds(st, enemy, mover, mover["at"], here, theirs)
        worth = battle_worth(st, enemy, odds, here, army=mover["kind"] == "army")
        if worth > 1.0 + keep(st, side).get(here, 0.0) * 0.2:
            return self._safest(st, side, retreats)
        return ("stand",)

    def _safest(self, st, side, options):
        """The retreat that keeps the force furthest from harm: in supply,
        friendly, with friends, away from enemy armies (5.16)."""
        def score(a):
            s = a[1]
            v = 0.0
            v += 2.0 if supply.in_supply(st, side, s) else 0.0
            v += 1.0 if M.ctl(st, s) == side else 0.0
            v += 0.3 * M.total_sp(st, side, s)
            v -= 0.2 * max(0.0, self._exposure(st, side, s, 0))
            return (v, a[1])
        return max(options, key=score)

    def _retreat(self, st, side, legal, f, rng, level):
        if f.get("side") != side:
            return None                       # the winner picks among enemy spaces: greedy
        return self._safest(st, side, [a for a in legal if a[0] == "retreat"])

    def _naval(self, st, side, legal, f, rng, level):
        return ("stop",) if ("stop",) in legal else None

    def _campaign(self, st, side, legal, f, rng, level):
        """5.2: a campaign's moves, each the best OPS move; done when none is."""
        if self._inner:
            a = self._ops_quick(st, side, legal + [("none",)], f, level)
            return a if a and a[0] == "move" else ("done",)
        cands = [a for a in self._ops_candidates(st, side, legal, f) if a[0] == "move"] + [("done",)]
        depth = len(st["flow"])

        def until(sim):
            fl = sim["flow"]
            return sim["phase"] != "rounds" or len(fl) < depth or (len(fl) == depth and fl[-1]["step"] == "campaign")
        best, best_v = None, None
        for a in cands:
            v = self._try(st, side, a, rng, level, until)
            if v is None:
                continue
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def _evspaces(self, st, side, legal, f, rng, level):
        spots = [a for a in legal if a[0] == "space"]
        if not spots:
            return ("done",)
        return self._greedy(st, side, legal, rng, level)


KNOWLEDGE = FtpKnowledge()
