"""What the computer opponent knows of Stonewall's Sword (pyapp.core.knowledge).

The computer decides from a state sampled from its own view (``Game.sample``):
the map, the units, the markers, the Broken Track and the victory points are
public; the cup's order, the chits set aside, the enemy's main chit and (under
the secret events option) the enemy's held events are drawn at random there.
The policy never reads those draws: it reads the units, the victory hexes'
control, its own legal actions and the flow's frames, which the view shows.

Everything is worth victory points (VP, 19.0): a victory hex taken is its
value (the Confederacy's at the end, 19.1; the Union's every turn held, 19.2),
a unit sent to the Broken Track its Fresh SP. The policy plays each kind of
decision by a rule of thumb:

- Orders (11.0): Regroup a worn brigade out of contact (16.1), Attack near
  the enemy, Maneuver (6 MP, March Column) far from it.
- Movement (13.0): each unit climbs a field of values over the hexes: the
  steps (over the map, terrain ignored) to the nearest victory hex its side
  still has to take, to the nearest enemy, a garrison bonus on a victory hex
  its side holds, a price for leaving a hex next to the enemy (13.7); it
  moves on while a step improves its hex and halts otherwise. Batteries and
  the cavalry keep to about 3 hexes from the enemy, out of Woods.
- Fire (12.0): every unit fires, at the nearest and largest enemy stack,
  with every unit that may join (12.3), Converging Fire first (12.4).
- Close combat (14.1): an assault is declared where the attackers' SP are
  enough against the defenders' (less on a victory hex to take).
- Chits (10.0): events are kept and played at the first window; a CiC chit
  activates the brigade nearest to the fight; held chits are announced.
- Rally (16.0): rebuild before recover.

``evaluate`` (the greedy baseline's measure, and any cut-off's): the VP
differential now (the Union's per-turn hexes counted for the turns left) and
the SP of both armies on the map, in [-1, 1].

Levels: "easy" plays a random legal action a third of the time (seeded);
"normal" plays the policy; "hard" plays it with bolder assaults on victory
hexes. No level searches: each decision is the policy's, a few milliseconds.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

from ...core import dice
from ...core.game import Action, State
from ...core.knowledge import Knowledge, Level
from . import board as B
from . import data as D
from . import model as M
from . import tables as T

LEVELS = MappingProxyType({
    "easy": Level("easy", 0, noise=0.35, tuning=MappingProxyType({"assault": 1.5, "goal_assault": 1.2})),
    "normal": Level("normal", 0, tuning=MappingProxyType({"assault": 1.5, "goal_assault": 1.0})),
    "hard": Level("hard", 0, tuning=MappingProxyType({"assault": 1.3, "goal_assault": 0.8})),
})

W_GOAL = 1.0         # a step nearer the nearest victory hex to take
W_ENEMY = 0.35       # a step nearer the nearest enemy (Attack)
GOAL_BONUS = 4.0     # standing on a victory hex to take
GARRISON = 3.0       # the only infantry on a victory hex the enemy wants
ENGAGED_STAY = 1.5   # price of leaving a hex next to the enemy (13.7 Disengagement Fire)
ARTY_RANGE = 3       # where batteries and the cavalry keep from the enemy
AUTO_WIN = "1300"    # 19.1: Confederate infantry there wins at once


# -- the map as a graph ---------------------------------------------------------------

_BFS_CACHE: dict[tuple, dict[str, int]] = {}


def _steps_from(sources: tuple[str, ...], closed_col: int | None) -> dict[str, int]:
    """Hex -> steps to the nearest of ``sources`` over enterable, crossable
    hexes (terrain costs ignored); memoised."""
    key = (sources, closed_col)
    got = _BFS_CACHE.get(key)
    if got is not None:
        return got
    dist = {s: 0 for s in sources}
    todo = deque(sources)
    while todo:
        h = todo.popleft()
        d = dist[h] + 1
        for n in B.neighbours(h):
            if n in dist or not B.enterable(n) or not B.crossable(h, n):
                continue
            if closed_col is not None and B.column(n) >= closed_col:
                continue
            dist[n] = d
            todo.append(n)
    if len(_BFS_CACHE) > 256:
        _BFS_CACHE.clear()
    _BFS_CACHE[key] = dist
    return dist


def _closed_col(st: State) -> int | None:
    return D.SCENARIOS[st["sc"]]["special"].get("closed_from_column")


def goals(st: State, side: str) -> tuple[str, ...]:
    """The victory hexes ``side`` scores and does not control yet (19.1,
    19.2); Cedar Run Church for the Confederacy (automatic victory)."""
    scored = T.CSA_VP_HEXES if side == M.CSA else T.USA_VP_HEXES
    col = _closed_col(st)
    out = [h for h in scored if st["ctrl"].get(h) != side and (col is None or B.column(h) < col)]
    if side == M.CSA:
        out.append(AUTO_WIN)
    return tuple(sorted(out))


def guard(st: State, side: str) -> frozenset:
    """The victory hexes ``side`` controls that the enemy scores by taking
    (a garrison keeps them)."""
    other = T.USA_VP_HEXES if side == M.CSA else T.CSA_VP_HEXES
    return frozenset(h for h in other if st["ctrl"].get(h) == side)


class Field:
    """What one decision reads of the position, gathered once."""

    def __init__(self, st: State, side: str) -> None:
        self.st = st
        self.side = side
        enemy = M.ENEMY[side]
        self.enemy_hexes = tuple(sorted({h for u, h in st["pos"].items() if M.side_of(u) == enemy}))
        self.goals = goals(st, side)
        col = _closed_col(st)
        self.d_goal = _steps_from(self.goals, col) if self.goals else {}
        self.guard = guard(st, side)
        self.inf_at: dict[str, int] = {}
        for u, h in st["pos"].items():
            if M.side_of(u) == side and M.kind(u) == "inf":
                self.inf_at[h] = self.inf_at.get(h, 0) + 1
        # the Union keeps its infantry unit nearest to Cedar Run Church there (19.1)
        self.guardian = None
        if side == M.USA:
            near = _steps_from((AUTO_WIN,), col)
            self.d_church = near
            cands = sorted((near.get(h, 99), u) for u, h in st["pos"].items()
                           if M.side_of(u) == M.USA and M.kind(u) == "inf")
            if cands:
                self.guardian = cands[0][1]

    def d_enemy(self, hx: str) -> int:
        if not self.enemy_hexes:
            return 20
        return min(B.distance(hx, h) for h in self.enemy_hexes)

    def value(self, uid: str, hx: str, here: str | None = None, order: str | None = None) -> float:
        """How good ``hx`` is for ``uid`` (``here``: where it stands now)."""
        k = M.kind(uid)
        de = self.d_enemy(hx)
        if k in ("art", "cav"):
            v = -abs(de - ARTY_RANGE) - (3.0 if B.woods(hx) else 0.0)
            if de <= 1:
                v -= 3.0
            return v
        if uid == self.guardian:
            return -W_GOAL * self.d_church.get(hx, 40) + (GOAL_BONUS if hx == AUTO_WIN else 0.0)
        v = 0.0
        if self.goals:
            v -= W_GOAL * self.d_goal.get(hx, 40)
            if hx in self.goals:
                v += GOAL_BONUS + (50.0 if hx == AUTO_WIN else 0.0)
        if order != "maneuver":
            v -= W_ENEMY * max(0, de - 1)
        if hx in self.guard:
            alone = self.inf_at.get(hx, 0) - (1 if here == hx else 0)
            if alone <= 0:
                v += GARRISON
        if here is not None and hx == here and de <= 1:
            v += ENGAGED_STAY
        return v


# -- the evaluation --------------------------------------------------------------------

def projected(st: State) -> tuple[float, float]:
    """(Union VP, Confederate VP) if the game ended as things stand, the
    Union's held hexes counted for the turns still to score (19.1, 19.2)."""
    usa = float(st["vp_usa"])
    csa = 0.0
    left = max(0, D.SCENARIOS[st["sc"]]["end"] - st["turn"] + 1)
    for hx, (_n, vp) in T.USA_VP_HEXES.items():
        if st["ctrl"].get(hx) == M.USA:
            usa += vp * left
    for hx, (_n, vp) in T.CSA_VP_HEXES.items():
        if st["ctrl"].get(hx) == M.CSA:
            csa += vp
    for u in st["broken"]:
        if M.side_of(u) == M.USA:
            csa += D.vp_value(u)
        else:
            usa += D.vp_value(u)
    for u in st["elim"]:
        if M.side_of(u) == M.USA:
            csa += D.vp_value(u)
        else:
            usa += D.vp_value(u)
    return usa, csa


def strength(st: State, side: str) -> float:
    """The side's SP on the map, less its Morale Hits."""
    out = 0.0
    for u in st["pos"]:
        if M.side_of(u) == side:
            out += float(M.modified_sp(st, u))
    return out


# -- the knowledge -------------------------------------------------------------------------

class SsKnowledge(Knowledge):
    levels = LEVELS

    def __init__(self, game: Any) -> None:
        self.game = game

    # ---------------------------------------------------------------- evaluation

    def evaluate(self, state: State, role: str, level: Level) -> float:
        res = state.get("res")
        if res:
            w = res.get("winner")
            return 0.0 if w not in M.ROLES else (1.0 if w == role else -1.0)
        usa, csa = projected(state)
        diff = usa - csa
        if role == M.CSA:
            diff = -diff
        army = strength(state, role) - strength(state, M.ENEMY[role])
        return math.tanh((diff + 0.1 * army) / 20.0)

    # ---------------------------------------------------------------- the policy

    def budget(self, state: State, role: str, legal: Sequence[Action], level: Level) -> tuple[int, int]:
        return 0, 0

    def policy(self, state: State, role: str, legal: Sequence[Action], rng: dice.Stream,
               level: Level, searcher: str | None) -> Action:
        if len(legal) == 1:
            return legal[0]
        if level.noise and dice.randbelow(rng, 1000) < int(level.noise * 1000):
            # never "cancel" at random: calling off a fire gives back the very
            # position (and view) it was declared from, and a decision is a
            # function of the view, so it would be declared again forever
            some = [a for a in legal if a[0] != "cancel"] or list(legal)
            return some[dice.randbelow(rng, len(some))]
        top = self.game.flow.top(state)
        step = top["step"] if top else None
        fn = getattr(self, "_" + str(step), None)
        if fn is not None:
            got = fn(state, role, list(legal), top, level)
            if got is not None:
                return got
        return self._default(state, role, list(legal))

    # each returns one of legal, or None for the default

    def _default(self, st, role, legal):
        for a in legal:
            if a[0] not in ("pass", "done", "cancel", "discard", "exit", "leave_so"):
                return a
        return legal[0]

    def _main(self, st, role, legal, f, lv):
        prefer = ("firefight", "confident", "rebel-yell", "quick-march", "rusty-sword", "fatigue")
        for p in prefer:
            for a in legal:
                if p in (M.chit_of(st, a[1]) or ""):            # the chit under the handle (8.1)
                    return a
        return legal[0]

    def _event(self, st, role, legal, f, lv):
        for kind in ("keep", "play", "common"):
            for a in legal:
                if a[0] == kind:
                    return a
        return None

    def _window(self, st, role, legal, f, lv):
        plays = [a for a in legal if a[0] == "play"]
        if not plays:
            return ("pass",)
        with_b = [a for a in plays if len(a) > 2 and a[2] in D.BRIGADES]
        if with_b:
            fld = Field(st, role)
            mine = [a for a in with_b if D.BRIGADES[a[2]]["side"] == role]
            if mine:
                return max(mine, key=lambda a: self._brigade_score(st, a[2], fld))
            return with_b[0]
        return plays[0]

    def _announce(self, st, role, legal, f, lv):
        return ("will", 1) if ("will", 1) in legal else ("will", 0)

    def _first(self, st, role, legal, f, lv):
        return ("first", role)

    def _brigade_score(self, st, b, fld):
        units = [u for u in M.brigade_units(b) if u in st["pos"]]
        w = st["waiting"].get(b)
        if not units:
            if w and w[0] <= st["turn"]:
                return 5.0
            return -50.0
        best = max(fld.value(u, st["pos"][u], st["pos"][u]) for u in units)
        near = sum(1 for u in units if fld.d_enemy(st["pos"][u]) <= 4)
        return best * 0.3 + near + 0.1 * len(units)

    def _cic(self, st, role, legal, f, lv):
        acts = [a for a in legal if a[0] == "activate"]
        if not acts:
            return None
        fld = Field(st, role)
        return max(acts, key=lambda a: self._brigade_score(st, a[1], fld))

    def _pick(self, st, role, legal, f, lv):
        fld = Field(st, role)
        if f.get("why") == "cancelled":
            return min(legal, key=lambda a: self._brigade_score(st, a[1], fld))
        return max(legal, key=lambda a: self._brigade_score(st, a[1], fld))

    def _order(self, st, role, legal, f, lv):
        b = f["brigade"]
        units = [u for u in M.brigade_units(b) if u in st["pos"]]
        if not units:
            return ("order", "attack")
        fld = Field(st, role)
        de = min(fld.d_enemy(st["pos"][u]) for u in units)
        worn = sum(1 for u in units if M.marker(st, u))
        rebuild = any(u in st["broken"] and st["broken"][u] == "available" for u in M.brigade_units(b))
        if de >= T.RALLY_MIN_ENEMY_DISTANCE and (worn * 2 > len(units) or (rebuild and worn)):
            return ("order", "regroup")
        if de > 6:
            return ("order", "maneuver")
        return ("order", "attack")

    # artillery
    def _arty_pick(self, st, role, legal, f, lv):
        from . import fire as FI
        occ = FI.occupancy(st)
        best, score = None, 0.0
        for a in legal:
            if a[0] != "battery":
                continue
            us = [u for u, h in st["pos"].items() if h == a[1] and M.side_of(u) == role]
            n = sum(1 for u in us if FI.may_fire_from(st, u) and FI.targets(st, u, occ))
            if n > score:
                best, score = a, n
        if best is not None:
            return best
        # a battery out of range moves up
        fld = Field(st, role)
        for a in legal:
            if a[0] == "battery":
                us = [u for u, h in st["pos"].items() if h == a[1] and M.side_of(u) == role
                      and u not in st["art_done"]]
                if us and any(fld.d_enemy(a[1]) > 6 for _ in us):
                    return a
        return ("pass",)

    # fire
    def _fire(self, st, role, legal, f, lv):
        conv = [a for a in legal if a[0] == "converge"]
        if conv:
            return conv[0]
        fires = [a for a in legal if a[0] == "fire"]
        if fires:
            def score(a):
                u, t = a[1], a[2]
                d = B.distance(st["pos"][u], t)
                ens = [x for x in M.units_at(st, t) if M.side_of(x) != role]
                sp = sum(float(M.modified_sp(st, x)) for x in ens)
                mk = sum(M.marker(st, x) for x in ens)
                g = 2.0 if t in M.VP_HEXES else 0.0
                return -d + 0.1 * sp + 0.5 * mk + g
            for a in sorted(fires, key=score, reverse=True)[:6]:
                if self._fire_goes(st, role, a):
                    return a
            return ("done",) if ("done",) in legal else None
        joins = [a for a in legal if a[0] == "join"]
        if joins:
            return joins[0]
        if ("shoot",) in legal:
            return ("shoot",)
        return None

    def _fire_goes(self, st, role, a):
        """Whether declaring fire ``a`` leads to a shot, not only to calling it
        off (a fire offered for the units that might join it, 12.1c)."""
        sim = self.game.apply_legal(self.game.copy(st), role, a)
        top = self.game.flow.top(sim)
        if top is None or top["step"] != "fire" or top.get("pending") is None:
            return True
        return any(x[0] != "cancel" for x in self.game.legal(sim, role))

    def _lead(self, st, role, legal, f, lv):
        return max(legal, key=lambda a: (M.modified_cr(st, a[1]), float(M.modified_sp(st, a[1])), a[1]))

    # movement
    def _move(self, st, role, legal, f, lv):
        fld = Field(st, role)
        order = f.get("order")
        mv = f.get("mover")
        if mv is not None:
            here = st["pos"][mv]
            stay = fld.value(mv, here, here, order) if ("halt",) in legal else -1e9
            best, bv = None, stay
            for a in legal:
                if a[0] == "step":
                    v = fld.value(mv, a[2], here, order)
                    if v > bv + 1e-9:
                        best, bv = a, v
            if best is not None:
                return best
            return ("halt",) if ("halt",) in legal else None
        best, gain = None, 0.25
        cache: dict[str, float] = {}
        for a in legal:
            if a[0] != "step":
                continue
            u = a[1]
            here = st["pos"][u]
            if u not in cache:
                cache[u] = fld.value(u, here, here, order)
            g = fld.value(u, a[2], here, order) - cache[u]
            if g > gain + 1e-9:
                best, gain = a, g
        if best is not None:
            return best
        return ("done",) if ("done",) in legal else None

    def _fog(self, st, role, legal, f, lv):
        fields = {s: Field(st, s) for s in M.ROLES}

        def score(a):
            u, hx = a[1], a[2]
            s = M.side_of(u)
            here = st["pos"].get(u)
            v = fields[s].value(u, hx, here) - (fields[s].value(u, here, here) if here else 0.0)
            return v if s == role else -v
        moves = [a for a in legal if a[0] == "fog" and len(a) > 2]
        return max(moves, key=score) if moves else None

    def _retreat_to(self, st, role, legal, f, lv):
        fld = Field(st, role)
        return max(legal, key=lambda a: (fld.d_enemy(a[2]), fld.value(a[1], a[2])) if len(a) > 2 else (0, 0))

    def _place(self, st, role, legal, f, lv):
        fld = Field(st, role)
        return max(legal, key=lambda a: fld.value(a[1], a[2]) if len(a) > 2 else -1e9)

    _displace = _place
    _unstack = _place

    # rally
    def _rally(self, st, role, legal, f, lv):
        for kind in ("rebuild", "recover"):
            for a in legal:
                if a[0] == kind:
                    return a
        return None

    # close combat
    def _ccpick(self, st, role, legal, f, lv):
        kind = f.get("kind")
        if kind == "declare":
            return self._declare(st, role, legal, lv)
        if kind == "ahex":
            return max(legal, key=lambda a: sum(float(M.modified_sp(st, u)) for u in M.units_at(st, a[1])
                                                if M.side_of(u) == role))
        if kind == "cavalry":
            return ("stand",) if ("stand",) in legal else None
        if kind == "advance":
            adv = [a for a in legal if a[0] == "advance"]
            return adv[0] if adv else None
        return None

    def _declare(self, st, role, legal, lv):
        fld = Field(st, role)
        opts = [a for a in legal if a[0] == "assault"]
        if not opts:
            return ("done",)
        att: dict[str, float] = {}
        for a in opts:
            att[a[2]] = att.get(a[2], 0.0) + float(M.modified_sp(st, a[1])) * (0.5 if M.marker(st, a[1]) else 1.0)
        best, br = None, 0.0
        for a in opts:
            t = a[2]
            dsp = sum(float(M.modified_sp(st, u)) for u in M.units_at(st, t) if M.side_of(u) != role)
            ratio = att[t] / max(dsp, 0.5)
            need = lv.tuning.get("goal_assault", 1.0) if (t in fld.goals or t in T.USA_VP_HEXES
                                                            or t in T.CSA_VP_HEXES) \
                else lv.tuning.get("assault", 1.5)
            if M.marker(st, a[1]) >= 2:
                continue
            if ratio >= need and ratio > br:
                best, br = a, ratio
        return best or ("done",)


__all__ = ["LEVELS", "SsKnowledge", "evaluate_position", "goals", "guard", "projected"]


def evaluate_position(state: State, role: str) -> float:
    """``SsKnowledge.evaluate`` without a level (for tests and benches)."""
    return SsKnowledge(None).evaluate(state, role, LEVELS["normal"])
