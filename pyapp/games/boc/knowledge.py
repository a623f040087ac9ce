"""What the computer opponent knows of Badges of Courage (pyapp.core.knowledge).

The computer decides from a state sampled from its own view (``Game.sample``):
its own blocks as they are, the enemy's face-up blocks as shown, and every
hidden enemy block drawn at random. The policy never trusts those draws: an
enemy block that is not face up counts as an average block (``HIDDEN``), so
its choices depend only on what its side may see. Everything is worth
victory points (VP, 9.1): a step about ``STEP``, a block eliminated ``ELIM``
more (it scores 1 VP), a victory hex its value.

The policy scores every legal action and plays the best:

- Command (4.3): an HQ is activated where the fire and melee it makes
  possible (its units in range with a target, not already commanded) are
  worth more than the step it costs; it may first step 1 hex to reach more.
- Fire (5.2): the shot with the most value: expected hits (dice x firepower
  after terrain / 6, halved in a D2 hex) on the target stack, counting the
  blocks it would eliminate (hits go to the strongest block, so a stack
  loses a block only once all are at 1); blocks kept for a good melee hold
  their fire.
- Move (6.0): each block's destination is scored by the goal it is given
  (victory hexes to take or hold, assigned among the blocks by value and
  distance), the risk of its stack there (the enemy's expected fire, the
  chance of losing a block), the shots it will have, being in range of an
  HQ that commands it, and the victory hexes its move wins or gives up;
  a worn block pays to stand in the front line (``WEAK_FRONT``).
  HQs go where they cover the most of their units in the line, out of it.
  A melee (7.1) is declared when a small simulation of it says it pays.
- Melee (7.2): fight or fall back by the same simulation from the round on.
- Supply (8.2, 8.4): HQs are activated where the steps they can give pay
  for the step they cost; steps go first to blocks about to be lost.

``evaluate`` (the greedy baseline's measure): VP now and steps on the map,
scaled to [-1, 1].

Levels: "easy" softens the scores with seeded noise; "normal" plays the
best; "hard" plays the best with every melee estimated from more
simulations (``HARD_TRIALS``). No level searches: every decision is the
policy's, a few tens of milliseconds natively.
"""

from __future__ import annotations

import math
import random
from types import MappingProxyType

from ...core import dice
from ...core.knowledge import Knowledge, Level
from . import command as C
from . import data as D
from . import model as M
from .grid import GRID

# -- the map, precomputed ------------------------------------------------------------

_CUBE = {h: tuple(GRID.to_cube(GRID.parse(h))) for h in D.HEXES}
NB = {h: M.neighbours(h) for h in D.HEXES}
VIC: dict[str, int] = dict(D.victory_hexes())
STACK = {h: D.stacking(h) for h in D.HEXES}
D2 = {h: D.d2(h) for h in D.HEXES}
FIRE_PEN = {(a, b): D.fire_penalty(a, b) for a in D.HEXES for b in NB[a]}
MELEE_PEN = {(a, b): D.melee_penalty(a, b) for a in D.HEXES for b in NB[a]}
# hex -> the victory hexes whose control a block there may change (itself, its neighbours)
NEAR_VIC = {h: tuple(v for v in VIC if v == h or v in NB[h]) for h in D.HEXES}


_IDX = {h: i for i, h in enumerate(D.HEXES)}
_N = len(D.HEXES)
_DIST = bytes(min(255, max(abs(x[0] - y[0]), abs(x[1] - y[1]), abs(x[2] - y[2])))
              for x in (_CUBE[a] for a in D.HEXES) for y in (_CUBE[b] for b in D.HEXES))
# hex -> its row of distances (indexed by _IDX of the other hex)
_ROW = {h: _DIST[_IDX[h] * _N:(_IDX[h] + 1) * _N] for h in D.HEXES}


def dist(a: str, b: str) -> int:
    return _ROW[a][_IDX[b]]


# -- what things are worth (VP) -------------------------------------------------------

STEP = 0.3          # a step lost
ELIM = 1.0          # a block eliminated, over its last step (it scores 1 VP)
HIDDEN = 2.5        # an enemy block not face up: its strength as the policy counts it
HIDDEN_DRAW = (1, 2, 2, 3, 3, 3)    # its strength in a melee simulation
TRIALS = 48         # melees simulated per estimate
HARD_TRIALS = 160   # the same at the hard level
THREAT_SCALE = 0.8  # how much of the enemy's possible fire the policy expects
KIND_RANK = {"inf": 3.0, "cav": 2.5, "art": 2.0, "hart": 2.0, "hq": 0.0}


def _poisson_tail(lam: float, k: int) -> float:
    """P(N >= k) for N ~ Poisson(lam)."""
    if k <= 0:
        return 1.0
    if lam <= 0:
        return 0.0
    term = math.exp(-lam)
    below = term
    for i in range(1, k):
        term *= lam / i
        below += term
    return max(0.0, 1.0 - below)


def stack_risk(strengths, lam: float, halve: bool = False) -> float:
    """Expected VP lost by a stack (own strengths; an HQ's given as strength+1)
    under ``lam`` expected hits: the steps, and each block lost once every
    block of the stack is down to 1 (hits go to the strongest, 5.23)."""
    if lam <= 0.01 or not strengths:
        return 0.0
    if halve:
        lam *= 0.5
    total = sum(strengths)
    k0 = total - len(strengths)
    out = STEP * min(lam, total)
    for j in range(1, len(strengths) + 1):
        p = _poisson_tail(lam, k0 + j)
        if p < 0.005:
            break
        out += ELIM * p
    return out


# -- the melee, simulated -------------------------------------------------------------

def _mfire(b: dict, rnd: int, attacker: bool, pen: int) -> int:
    fp = b.get("melee_fire") or b["fire"]
    if b["kind"] == "art":
        fp = b["fire"] if rnd == 1 else 1
    elif b["kind"] == "hart" and rnd > 1:
        fp = 1
    if rnd == 1 and b["kind"] == "cav":
        fp += -1 if attacker else 1
    if rnd == 1 and attacker:
        fp -= pen
    return max(fp, 0)


def _letter(b: dict) -> str:
    return b.get("melee_letter") or b["letter"]


def _binomial_cdf(n: int, fp: int) -> tuple:
    q = min(max(fp, 0), 6) / 6.0
    pmf = [math.comb(n, k) * q ** k * (1 - q) ** (n - k) for k in range(n + 1)]
    out, acc = [], 0.0
    for x in pmf:
        acc += x
        out.append(acc)
    out[-1] = 1.0
    return tuple(out)


# (dice, firepower) -> the cumulative chances of 0, 1, ... hits
_HITS = {(n, fp): _binomial_cdf(n, fp) for n in range(0, 9) for fp in range(0, 7)}


def _hits(r: float, n: int, fp: int) -> int:
    cdf = _HITS[(n, fp)] if n < 9 else _binomial_cdf(n, fp)
    k = 0
    while r > cdf[k]:
        k += 1
    return k


def simulate_melee(att, dfn, rounds: int, start: int = 1, trials: int = 48, seed: int = 0):
    """A melee played ``trials`` times (7.2): ``att``/``dfn`` are lists of
    [block record or None (a hidden block), strength, penalty of its hexside
    (attackers, round 1)]. Attackers fight while they may and go back in the
    last round; defenders always fight. Returns the means of (attacker wins,
    attacker blocks lost, defender blocks lost, attacker steps lost,
    defender steps lost)."""
    rng = random.Random(seed)
    rand = rng.random
    wins = a_el = d_el = a_st = d_st = 0.0
    # each block: [record, strength, penalty, letter, is_hq, attacker]
    base_a = [[b or _HIDDEN_B, s, pen, _letter(b or _HIDDEN_B), (b or _HIDDEN_B)["kind"] == "hq", True]
              for b, s, pen in att]
    base_d = [[b or _HIDDEN_B, s, 0, _letter(b or _HIDDEN_B), (b or _HIDDEN_B)["kind"] == "hq", False]
              for b, s, pen in dfn]
    hidden = [b is None for b, s, pen in dfn]
    letters = sorted({x[3] for x in base_a + base_d})
    for _ in range(trials):
        A = [list(x) for x in base_a]
        Dn = [list(x) for x in base_d]
        for i, hid in enumerate(hidden):
            if hid:
                Dn[i][1] = HIDDEN_DRAW[int(rand() * len(HIDDEN_DRAW))]
        a0 = sum(x[1] for x in A)
        d0 = sum(x[1] for x in Dn)
        back = 0
        lost_a = lost_d = 0
        for rnd in range(start, rounds + 1):
            for L in letters:
                for mine, other, attacker in ((Dn, A, False), (A, Dn, True)):
                    for x in [y for y in mine if y[3] == L]:
                        if not other:
                            break
                        if x not in mine:
                            continue
                        if attacker and rnd >= rounds:
                            mine.remove(x)           # 7.2: the last round, the attacker goes back
                            back += x[1]
                            continue
                        if x[4] and attacker:
                            continue
                        hits = _hits(rand(), x[1], _mfire(x[0], rnd, attacker, x[2]))
                        while hits and other:
                            hits -= 1
                            top = None
                            for y in other:
                                if not y[4] and (top is None or y[1] > top[1]):
                                    top = y
                            if top is None:
                                top = max(other, key=lambda y: y[1])
                            if top[1] - 1 >= (0 if top[4] else 1):
                                top[1] -= 1
                            else:
                                other.remove(top)
                                top[1] = 0
                                if attacker:
                                    lost_d += 1
                                else:
                                    lost_a += 1
                if not A or not Dn:
                    break
            if not A or not Dn:
                break
        if not Dn:
            wins += 1.0
        a_el += lost_a
        d_el += lost_d
        a_st += a0 - sum(x[1] for x in A) - back
        d_st += d0 - sum(x[1] for x in Dn)
    n = float(trials)
    return wins / n, a_el / n, d_el / n, a_st / n, d_st / n


_HIDDEN_B = {"kind": "inf", "fire": 2, "letter": "B", "melee_fire": None, "melee_letter": None}


# -- one decision's picture of the board ------------------------------------------------

class Picture:
    """What the side to decide sees, in the forms the scores need; built once
    per decision from a sampled state, trusting only what the side knows."""

    def __init__(self, st: dict, role: str) -> None:
        self.st = st
        self.role = role
        self.enemy = M.ENEMY[role]
        mine = M.PREFIX[role]
        up = set(st["up"])
        sealed = st["sealed"]
        self.own: dict[str, str] = {}
        self.foe: dict[str, str] = {}
        self.own_at: dict[str, list[str]] = {}
        self.foe_at: dict[str, list[str]] = {}
        self.val: dict[str, list] = {}            # own blocks and face-up enemy ones
        for h, hx in st["pos"].items():
            if h[0] == mine:
                self.own[h] = hx
                self.own_at.setdefault(hx, []).append(h)
                if sealed.get(h) is not None:
                    self.val[h] = M.value(st, h)
            else:
                self.foe[h] = hx
                self.foe_at.setdefault(hx, []).append(h)
                if h in up and sealed.get(h) is not None:
                    self.val[h] = M.value(st, h)
        for h in st["due"]:
            if h[0] == mine and sealed.get(h) is not None:
                self.val[h] = M.value(st, h)
        self.front: set[str] = set()              # hexes next to the enemy
        for hx in self.foe_at:
            self.front.update(NB[hx])
        self.efront: set[str] = set()             # hexes next to us
        for hx in self.own_at:
            self.efront.update(NB[hx])
        self._threat: dict[str, float] = {}
        self._art = None
        self._ctrl0: dict = {}
        self._fire_from: dict = {}
        self._goals = None
        self._hqs = None
        self.trials = TRIALS
        self.turns_left = _turns_left(st)

    # blocks
    def block(self, h: str) -> dict | None:
        v = self.val.get(h)
        return None if v is None else D.BLOCKS[v[0]]

    def strength(self, h: str) -> float:
        v = self.val.get(h)
        return HIDDEN if v is None else v[1]

    def own_strengths(self, hx: str, without: str | None = None, extra: str | None = None) -> list:
        out = []
        for h in self.own_at.get(hx, ()):
            if h != without:
                out.append(self._risk_strength(h))
        if extra is not None:
            out.append(self._risk_strength(extra))
        return out

    def _risk_strength(self, h: str) -> int:
        v = self.val.get(h)
        if v is None:
            return 2
        return v[1] + 1 if D.BLOCKS[v[0]]["kind"] == "hq" else v[1]

    # the enemy's fire
    def threat(self, hx: str) -> float:
        """Hits the enemy may score on ``hx`` in his next Fire Phase (one
        firer per hexside of each adjacent enemy hex, face-up artillery at
        long range)."""
        got = self._threat.get(hx)
        if got is not None:
            return got
        lam = 0.0
        for n in NB[hx]:
            here = self.foe_at.get(n)
            if not here:
                continue
            pen = FIRE_PEN[(n, hx)]
            best = 0.0
            for e in here:
                b = self.block(e)
                if b is None:
                    fp, s = 2, HIDDEN
                else:
                    if b["kind"] == "hq":
                        continue
                    fp, s = b["fire"], self.val[e][1]
                best = max(best, s * max(fp - pen, 0) / 6.0)
            lam += best
        lam += self.art_threat().get(hx, 0.0)
        lam *= THREAT_SCALE
        self._threat[hx] = lam
        return lam

    def art_threat(self) -> dict:
        """hex -> the best long-range shot of the enemy's face-up artillery at it (5.31)."""
        if self._art is None:
            out: dict[str, float] = {}
            for e, ex in self.foe.items():
                b = self.block(e)
                if b is None or not b.get("long"):
                    continue
                lam = self.val[e][1] * b["long"] / 6.0
                for d in range(6):
                    for t in D.cone(ex, d):
                        if dist(ex, t) > 1 and out.get(t, 0.0) < lam and D.los(ex, t, d):
                            out[t] = lam
            self._art = out
        return self._art

    def risk(self, hx: str, strengths: list) -> float:
        return stack_risk(strengths, self.threat(hx), D2[hx])

    # control of the victory hexes, now and after a block moves
    def control(self, v: str, moved: str | None = None, src: str | None = None, dst: str | None = None):
        """The side hex ``v`` is Friendly to (6.6), or None, with ``moved``
        taken from ``src`` to ``dst`` (our block)."""
        role, enemy = self.role, self.enemy

        def ours(hx):
            n = len(self.own_at.get(hx, ()))
            if hx == src:
                n -= 1
            if hx == dst:
                n += 1
            return n > 0

        if self.foe_at.get(v):
            return enemy if not ours(v) else None
        if ours(v):
            return role
        mine = any(ours(n) for n in NB[v])
        theirs = any(self.foe_at.get(n) for n in NB[v])
        if mine and not theirs:
            return role
        if theirs and not mine:
            return enemy
        return None

    def control0(self, v: str):
        got = self._ctrl0.get(v, 0)
        if got == 0:
            got = self.control(v)
            self._ctrl0[v] = got
        return got

    def vp_gain(self, src: str | None, dst: str) -> float:
        """The VP our move from ``src`` to ``dst`` wins (for our side)."""
        near = NEAR_VIC[dst] if src is None else NEAR_VIC[src] + NEAR_VIC[dst]
        if not near:
            return 0.0
        gain = 0
        for v in set(near):
            before = self.control0(v) == "csa"
            after = self.control(v, True, src, dst) == "csa"
            gain += VIC[v] * (after - before)
        return float(gain if self.role == "csa" else -gain)

    # HQs and command
    def hqs(self) -> dict:
        """Own HQs: handle -> (id, role now, range)."""
        if self._hqs is None:
            roles = C.roles(self.st, self.role)
            out = {}
            for h in self.own:
                b = self.block(h)
                if b is not None and b["kind"] == "hq":
                    i = self.val[h][0]
                    out[h] = (i, roles.get(i, b["hq"]), b["range"])
            self._hqs = out
        return self._hqs

    def commanders_of(self, h: str) -> list:
        """Own HQs that command block ``h`` for fire and melee: (handle, range)."""
        v = self.val.get(h)
        if v is None:
            return []
        out = []
        for q, (i, role, rng) in self.hqs().items():
            if C.commands(i, role, v[0]):
                out.append((q, rng))
        return out

    # goals
    def goals(self) -> dict:
        if self._goals is None:
            self._goals = _assign_goals(self)
        return self._goals


def _turns_left(st: dict) -> int:
    end = D.turn_index(D.SCENARIOS[st["sc"]]["end"])
    return max(0, end - st["t"])


# -- goals: which victory hex each block works for ----------------------------------------

AGGRESSION = {"csa": 1.0, "usa": 0.7}


def _assign_goals(p: Picture) -> dict:
    """block handle -> goal hex. Victory hexes to take (the enemy's or
    nobody's) and to hold (ours, more so where the enemy is near), shared
    among the blocks by value over distance, a few blocks a hex."""
    role = p.role
    goals = []
    foe_hexes = list(p.foe_at)
    for v, val in VIC.items():
        c = p.control(v)
        near = min((dist(v, e) for e in foe_hexes), default=99)
        if c == role:
            if near <= 2:
                goals.append((v, val * 1.3, STACK[v] + 3, "hold"))
            elif near <= 5:
                goals.append((v, val * 0.8, STACK[v] + 1, "hold"))
            else:
                goals.append((v, val * 0.3, 1, "hold"))
        else:
            if role == "usa" and c is None and not p.foe_at.get(v):
                w = 0.8          # neutral is as good as ours for the Union's score
            else:
                w = AGGRESSION[role]
            goals.append((v, val * w + 0.5, STACK[v] + 4, "take"))
    blocks = []
    for h, hx in p.own.items():
        b = p.block(h)
        if b is None or b["kind"] == "hq":
            continue
        blocks.append((h, hx))
    st = p.st
    for h, d in st["due"].items():
        if h[0] == M.PREFIX[role] and d[0] <= st["t"] + 1:
            blocks.append((h, D.entry_hex(d[1])))
    pairs = []
    for gi, (g, prio, cap, kind) in enumerate(goals):
        for h, hx in blocks:
            pairs.append((prio * 3.0 / (3.0 + dist(hx, g)), gi, h))
    pairs.sort(key=lambda x: (-x[0], x[1], x[2]))
    left = [g[2] for g in goals]
    out: dict[str, str] = {}
    for score, gi, h in pairs:
        if h in out or left[gi] <= 0:
            continue
        out[h] = goals[gi][0]
        left[gi] -= 1
    if len(out) < len(blocks):
        takes = [g[0] for g in goals if g[3] == "take"] or list(VIC)
        for h, hx in blocks:
            if h not in out:
                out[h] = min(takes, key=lambda g: (dist(hx, g), g))
    return out


# -- scores of one action ----------------------------------------------------------------

W_GOAL = 0.12       # VP a hex nearer the goal is worth
WITHDRAW_W = 0.8    # how much of its best step back a block gives up to fire
# a worn block in the front line: one more turn of fire may eliminate it, and
# its steps cost twice as much supply there (8.2)
WEAK_FRONT = {1: 0.5, 2: 0.15}
HIT = STEP          # a hit that takes a step


def _fire_value(p: Picture, h: str, t: str, d: int, art: str) -> float:
    """What shot ``h`` -> ``t`` is worth: expected hits on the target stack,
    the blocks it would eliminate."""
    v = p.val.get(h)
    if v is None:
        return 0.0
    b = D.BLOCKS[v[0]]
    hx = p.own[h]
    rng = dist(hx, t)
    long = rng > 1
    fp = (b.get("long") or 0) if long else b["fire"] - FIRE_PEN[(hx, t)]
    lam = v[1] * max(fp, 0) / 6.0
    if lam <= 0:
        return 0.0
    if art:
        s = p.strength(art)
        if D2[t]:
            lam *= 0.5
        val = STEP * min(lam, s)
        if not long:
            val += ELIM * _poisson_tail(lam, int(s))
        return val + 0.05
    strengths = []
    for e in p.foe_at.get(t, ()):
        eb = p.block(e)
        s = p.strength(e)
        strengths.append(s + 1 if eb is not None and eb["kind"] == "hq" else s)
    if not strengths:
        return 0.0
    if long:
        val = STEP * min(lam * (0.5 if D2[t] else 1.0), sum(strengths))
        # a last step is repulsed, not lost (5.32)
        return val
    # hidden strengths: an average block, rounded the enemy's way
    ints = [max(1, int(round(s))) for s in strengths]
    val = stack_risk(ints, lam, D2[t])
    if VIC.get(t):
        val *= 1.1
    return val


def _can_fire_from(p: Picture, h: str, hx: str) -> float:
    """Expected hits block ``h`` could score from ``hx`` at an adjacent enemy
    (or, for artillery, at long range)."""
    v = p.val.get(h)
    if v is None:
        return 0.0
    b = D.BLOCKS[v[0]]
    if b["kind"] not in ("inf", "cav", "art", "hart"):
        return 0.0
    key = (hx, v[1], b["fire"], b.get("long"))
    got = p._fire_from.get(key)
    if got is None:
        got = _fire_from(p, v, b, hx)
        p._fire_from[key] = got
    return got


def _fire_from(p: Picture, v: list, b: dict, hx: str) -> float:
    best = 0.0
    for n in NB[hx]:
        if p.foe_at.get(n):
            best = max(best, v[1] * max(b["fire"] - FIRE_PEN[(hx, n)], 0) / 6.0)
    if best == 0.0 and b.get("long"):
        for e in p.foe_at:
            r = dist(hx, e)
            if 2 <= r <= 3 and D.los(hx, e):
                best = max(best, v[1] * b["long"] / 6.0 * 0.7)
                break
    return best


class MoveScorer:
    """Scores the Move Phase's actions for one decision."""

    def __init__(self, p: Picture) -> None:
        self.p = p
        self.goals = p.goals()
        self._origin: dict[str, float] = {}
        self._cmd: dict[str, list] = {}
        self._plans: dict = {}
        self._units: dict = {}
        self._risk: dict = {}

    def stack_risk(self, hx: str, without: str | None = None, extra: str | None = None) -> float:
        """The risk of our stack at ``hx``, less ``without`` or plus ``extra``."""
        key = (hx, without, None if extra is None else self.p._risk_strength(extra))
        got = self._risk.get(key)
        if got is None:
            got = self.p.risk(hx, self.p.own_strengths(hx, without, extra))
            self._risk[key] = got
        return got

    def _cmd_ok(self, h: str, hx: str) -> float:
        cs = self._cmd.get(h)
        if cs is None:
            cs = [(self.p.own[q], rng) for q, rng in self.p.commanders_of(h) if q in self.p.own]
            self._cmd[h] = cs
        b = self.p.block(h)
        if b is not None and b.get("no_command"):
            return 1.0
        for qx, rng in cs:
            d = dist(qx, hx)
            if d <= rng:
                return 1.0
            if d <= rng + 2:
                return 0.5
        return 0.0

    def _place(self, h: str, hx: str) -> float:
        """Goal, shots and command of block ``h`` at ``hx`` (risk apart)."""
        p = self.p
        b = p.block(h)
        if b is None:
            return 0.0
        if b["kind"] == "hq":
            return self._hq_place(h, hx)
        g = self.goals.get(h)
        val = 0.0
        if g is not None:
            d = dist(hx, g)
            if p.foe_at.get(g):
                d = max(d - 1, 0)
            val -= W_GOAL * d
        if hx in p.front:
            shots = _can_fire_from(p, h, hx)
            val += 0.35 * HIT * shots * 3.0 * (0.4 + 0.6 * self._cmd_ok(h, hx))
        elif b["kind"] in ("art",) and b.get("long"):
            val += 0.3 * HIT * _can_fire_from(p, h, hx) * 3.0 * self._cmd_ok(h, hx)
        if not b.get("no_command"):
            val += 0.15 * self._cmd_ok(h, hx)
        if hx in p.front:
            val -= WEAK_FRONT.get(p.val[h][1], 0.0)
        return val

    def _hq_units(self, h: str) -> list:
        """(hex, weight) of the blocks HQ ``h`` commands or supplies."""
        got = self._units.get(h)
        if got is not None:
            return got
        p = self.p
        hq = p.hqs().get(h)
        if hq is None:
            b = p.block(h)
            hq = (p.val[h][0], b["hq"], b["range"])
        i, role, rng = hq
        units = []
        for u, ux in p.own.items():
            if u == h:
                continue
            uv = p.val.get(u)
            if uv is None:
                continue
            ub = D.BLOCKS[uv[0]]
            if ub["kind"] == "hq":
                if role in ("chq", "ahq", "promoted", "cav_chq") and C.supplies(i, role, uv[0]):
                    units.append((ux, 0.08))
                continue
            if C.commands(i, role, uv[0]):
                units.append((ux, 0.3 if ux in p.front else 0.12))
            elif role in ("chq", "ahq") and C.supplies(i, role, uv[0]):
                units.append((ux, 0.03))
        self._units[h] = (units, rng)
        return self._units[h]

    def _hq_place(self, h: str, hx: str) -> float:
        p = self.p
        units, rng = self._hq_units(h)
        val = 0.0
        near = 0.0
        tot = 0.0
        for ux, w in units:
            d = dist(hx, ux)
            if d <= rng:
                val += w
            near += w * d
            tot += w
        if tot:
            val -= 0.02 * near / tot
        if hx in p.front:
            val -= 0.9
        elif any(n in p.front for n in NB[hx]):
            val -= 0.1
        return val

    def origin(self, h: str) -> float:
        got = self._origin.get(h)
        if got is None:
            hx = self.p.own[h]
            got = self._place(h, hx)
            self._origin[h] = got
        return got

    def move(self, h: str, dest: str) -> float:
        p = self.p
        src = p.own[h]
        gain = self._place(h, dest) - self.origin(h)
        gain += self.leave_risk(h, src) - self.join_risk(h, dest)
        gain += p.vp_gain(src, dest)
        return gain

    # A block answers for the risk of the stack it joins or leaves by the
    # change it makes (a strong block shields worn ones: hits go to the
    # strongest, 5.23) but never less than its share of that risk: the
    # shield is worth nothing where the whole stack had better not stand,
    # and a stack under fire leaves a block at a time.
    def leave_risk(self, h: str, src: str) -> float:
        r = self.stack_risk(src)
        n = len(self.p.own_at.get(src, ())) or 1
        return max(r - self.stack_risk(src, without=h), r / n)

    def join_risk(self, h: str, dest: str) -> float:
        r = self.stack_risk(dest, extra=h)
        n = len(self.p.own_at.get(dest, ())) + 1
        return max(r - self.stack_risk(dest), r / n)

    def enter(self, h: str, edge: str, dest: str) -> float:
        p = self.p
        b = p.block(h)
        if b is None:
            return 0.1
        g = self.goals.get(h)
        val = 1.0
        if g is not None:
            val -= W_GOAL * dist(dest, g) * 0.5
        val -= self.join_risk(h, dest)
        val += p.vp_gain(None, dest)
        if b["kind"] == "hq":
            val += 0.2 * self._hq_place(h, dest)
        return val

    # melee
    def attack(self, h: str, t: str, unsupported: bool) -> float:
        p = self.p
        st = p.st
        m = next((m for m in st["melees"] if m["hex"] == t), None)
        declared = [(a, fr) for a, fr in m["att"]] if m is not None else []
        src = p.own.get(h, "off")
        mine = [(a, fr) for a, fr in declared] + [(h, src)]
        if not unsupported:
            # others who could join: the best of each other hex next to t
            used = {fr for _a, fr in mine}
            room = STACK[t] - len(mine)
            extra = []
            for n in NB[t]:
                if n in used or room <= 0:
                    continue
                best = None
                for a in p.own_at.get(n, ()):
                    if a in st["moved"] or a in st["done"] or a == h:
                        continue
                    ab = p.block(a)
                    if ab is None or ab["kind"] not in ("inf", "cav", "hart") or a in st.get("col", ()):
                        continue
                    if not (ab.get("no_command") or self._cmd_ok(a, n) >= 1.0):
                        continue
                    s = p.val[a][1]
                    if best is None or s > best[0]:
                        best = (s, a)
                if best is not None:
                    extra.append((best[0], best[1], n))
            extra.sort(reverse=True)
            for s, a, n in extra[:room]:
                mine.append((a, n))
        return self._melee_value(t, mine, unsupported, h)

    def _melee_value(self, t: str, attackers: list, unsupported: bool, h: str) -> float:
        p = self.p
        key = (t, tuple(sorted(attackers)), unsupported)
        got = self._plans.get(key)
        if got is None:
            att = []
            for a, fr in attackers:
                b = p.block(a)
                pen = MELEE_PEN[(fr, t)] if fr in NB.get(t, ()) else 0
                att.append([b, p.val[a][1], pen])
            dfn = []
            for e in p.foe_at.get(t, ()):
                b = p.block(e)
                dfn.append([b, p.val[e][1] if b is not None else 0, 0])
            seed = hash_key(t, attackers)
            pw, a_el, d_el, a_st, d_st = simulate_melee(att, dfn, 2 if unsupported else 3,
                                                        trials=p.trials, seed=seed)
            hexval = VIC.get(t, 0) * 1.0 + 0.3
            got = (pw * hexval + d_el * ELIM + d_st * STEP - a_el * ELIM - a_st * STEP, pw)
            self._plans[key] = got
        value, pw = got
        return value - 0.15


def hash_key(*parts) -> int:
    s = repr(parts)
    h = 1469598103934665603
    for ch in s.encode():
        h = ((h ^ ch) * 1099511628211) & 0xFFFFFFFFFFFF
    return h


# -- the policy by step -----------------------------------------------------------------------

def _top(st: dict) -> dict | None:
    fl = st.get("flow")
    return fl[-1] if fl else None


def score_actions(st: dict, role: str, legal, trials: int = TRIALS) -> list[tuple[float, tuple]]:
    """(score, action) for every legal action of ``role``; higher is better
    (``trials``: melees simulated per estimate)."""
    f = _top(st)
    step = f["step"] if f else None
    p = Picture(st, role)
    p.trials = trials
    fn = _SCORERS.get(step)
    if fn is None:
        return [(0.0, a) for a in legal]
    return fn(p, f, legal)


def _score_command(p: Picture, f: dict, legal) -> list:
    st = p.st
    cmd = C.commanders(st, p.role)
    covered = set()
    for h, u in p.own.items():
        if C.under_command(st, p.role, h, cmd):
            covered.add(h)
    plan_val = {}
    out = []
    hqs = p.hqs()
    for a in legal:
        if a[0] != "activate":
            out.append((0.0, a))
            continue
        q, hx = a[1], a[2]
        i, role, rng = hqs.get(q, (None, None, 0))
        if i is None:
            out.append((-1.0, a))
            continue
        reach = C.in_range(st, p.role, hx, rng)
        val = 0.0
        for u, ux in p.own.items():
            if u in covered or u == q or ux not in reach or u in st["done"]:
                continue
            v = p.val.get(u)
            if v is None or not C.commands(i, role, v[0]):
                continue
            key = (u, ux)
            got = plan_val.get(key)
            if got is None:
                got = _unit_command_value(p, u, ux)
                plan_val[key] = got
            val += got
        s = p.val[q][1]
        cost = 0.25 if s >= 2 else 0.45
        if hx in p.front:
            cost += 0.6
        if hx != p.own[q]:
            cost += 0.02
        out.append((val - cost, a))
    return out


def _unit_command_value(p: Picture, u: str, ux: str) -> float:
    """What commanding block ``u`` this turn is worth: its best shot, or a melee."""
    b = p.block(u)
    if b is None or b["kind"] not in ("inf", "cav", "art", "hart") or u in p.st.get("col", ()):
        return 0.0
    best = 0.0
    v = p.val[u]
    for n in NB[ux]:
        if p.foe_at.get(n):
            fp = b["fire"] - FIRE_PEN[(ux, n)]
            if fp > 0:
                best = max(best, _fire_value(p, u, n, 0, ""))
            if b["kind"] in ("inf", "cav", "hart"):
                # a weak enemy stack next to us is a melee to win
                ds = sum(p.strength(e) for e in p.foe_at[n])
                if v[1] >= 2 * ds:
                    best = max(best, 0.4)
    if best == 0.0 and b.get("long"):
        for d in range(6):
            for t in D.cone(ux, d):
                if p.foe_at.get(t) and dist(ux, t) > 1 and D.los(ux, t, d):
                    best = max(best, _fire_value(p, u, t, d, ""))
    return best


def _score_fire(p: Picture, f: dict, legal) -> list:
    ms = MoveScorer(p)
    keep = _melee_reserve(p, ms)
    out = []
    stay: dict[str, float] = {}
    for a in legal:
        if a[0] != "fire":
            out.append((0.02, a))
            continue
        h = a[1]
        val = _fire_value(p, h, a[2], a[3], a[4])
        if h in keep:
            val -= keep[h]
        if h not in stay:
            stay[h] = _withdraw_gain(p, ms, h)
        val -= stay[h]
        out.append((val, a))
    return out


def _withdraw_gain(p: Picture, ms: "MoveScorer", h: str) -> float:
    """What the block would lose by firing: its best step back in the Move
    Phase (a block that fires stays where it is, 6.1; one that leaves a
    front-line hex stops in the first hex it enters, 6.62), scored as that
    move would be then."""
    hx = p.own[h]
    if hx not in p.front:
        return 0.0
    best = 0.0
    for n in NB[hx]:
        if p.foe_at.get(n) or len(p.own_at.get(n, ())) >= STACK[n]:
            continue
        best = max(best, ms.move(h, n))
    return best * WITHDRAW_W


def _melee_reserve(p: Picture, ms: "MoveScorer") -> dict:
    """Blocks to keep from firing for a melee that pays (handle -> its worth)."""
    st = p.st
    out = {}
    for t in p.foe_at:
        cands = []
        for n in NB[t]:
            for a in p.own_at.get(n, ()):
                b = p.block(a)
                if b is None or b["kind"] not in ("inf", "cav", "hart") or a in st["done"]:
                    continue
                if not (b.get("no_command") or C.under_command(st, p.role, a)):
                    continue
                cands.append((p.val[a][1], a, n))
        if not cands:
            continue
        cands.sort(reverse=True)
        seen, team = set(), []
        for s, a, n in cands:
            if n in seen:
                continue
            seen.add(n)
            team.append((a, n))
        team = team[:STACK[t]]
        val = ms._melee_value(t, team, False, team[0][0])
        if val > 0.4:
            for a, n in team:
                out[a] = max(out.get(a, 0.0), val / len(team) + 0.3)
    return out


UNITS_FIRST = 0.25   # while a block has a move worth this, HQs wait (and are not scored)


def _score_move(p: Picture, f: dict, legal) -> list:
    ms = MoveScorer(p)
    out = []
    hq_moves = []
    best = -9.0
    for a in legal:
        v = a[0]
        if v == "move":
            b = p.block(a[1])
            if b is not None and b["kind"] == "hq":
                hq_moves.append(a)        # HQs go after their units
                continue
            s = ms.move(a[1], a[2])
        elif v == "enter":
            s = ms.enter(a[1], a[2], a[3])
        elif v in ("attack", "unsupported"):
            s = ms.attack(a[1], a[2], v == "unsupported")
            if v == "unsupported":
                s -= 0.3
        elif v == "form":
            s = -1.0
        elif v == "exit":
            s = -2.0                      # 2.4: leaving the map for the day, never by choice here
        else:
            s = 0.05 if v == "done" else 0.0
        if s > best:
            best = s
        out.append((s, a))
    if best >= UNITS_FIRST:
        out.extend((-1.0, a) for a in hq_moves)
    else:
        out.extend((0.6 * ms.move(a[1], a[2]), a) for a in hq_moves)
    return out


def _score_hits(p: Picture, f: dict, legal) -> list:
    out = []
    for a in legal:
        b = p.block(a[1])
        s = KIND_RANK.get(b["kind"], 1.0) if b is not None else 1.0
        out.append((s, a))
    return out


def _score_repulse(p: Picture, f: dict, legal) -> list:
    out = []
    for a in legal:
        n = a[2]
        if not n:
            out.append((-10.0, a))
            continue
        s = -p.risk(n, p.own_strengths(n, extra=a[1])) + p.risk(n, p.own_strengths(n))
        s -= 0.5 if n in p.front else 0.0
        out.append((s, a))
    return out


def _melee_state(p: Picture, f: dict, without: str | None = None):
    """The melee of frame ``f`` as simulate_melee's lists, this round on."""
    st = p.st
    att_side = st["side"]
    t = f["hex"]
    att, dfn = [], []
    for a, fr in f["att"]:
        if st["pos"].get(a) != t or a == without:
            continue
        b = D.BLOCKS[st["sealed"][a][0]] if (a in st["up"] or M.side_of(a) == p.role) else None
        pen = MELEE_PEN[(fr, t)] if fr in NB[t] else 0
        att.append([b, M.strength(st, a) if b is not None else 0, pen])
    for e in M.at(st, t, M.ENEMY[att_side]):
        if e == without:
            continue
        b = D.BLOCKS[st["sealed"][e][0]] if (e in st["up"] or M.side_of(e) == p.role) else None
        dfn.append([b, M.strength(st, e) if b is not None else 0, 0])
    return att, dfn


def _melee_outcome(p: Picture, f: dict, without: str | None, rnd: int) -> float:
    """Value for ``p.role`` of the melee in frame ``f`` from round ``rnd`` on."""
    att, dfn = _melee_state(p, f, without)
    rounds = 2 if f["uns"] else 3
    t = f["hex"]
    if not dfn:
        pw, a_el, d_el, a_st, d_st = 1.0, 0.0, 0.0, 0.0, 0.0
    elif not att:
        pw, a_el, d_el, a_st, d_st = 0.0, 0.0, 0.0, 0.0, 0.0
    else:
        pw, a_el, d_el, a_st, d_st = simulate_melee(att, dfn, rounds, start=rnd, trials=p.trials,
                                                    seed=hash_key(t, rnd, len(att), len(dfn), without))
    hexval = VIC.get(t, 0) + 0.3
    val = pw * hexval + d_el * ELIM + d_st * STEP - a_el * ELIM - a_st * STEP
    attacker = p.st["side"] == p.role
    return val if attacker else -val


def _score_melee(p: Picture, f: dict, legal) -> list:
    out = []
    rnd = f["rnd"]
    base = None
    for a in legal:
        v = a[0]
        if v in ("end", "stand", "form"):
            out.append((0.0, a))
            continue
        h = a[1]
        if v == "fight":
            if base is None:
                base = _melee_outcome(p, f, None, rnd)
            out.append((base, a))
            continue
        if v == "retreat":
            if not a[2]:
                out.append((-5.0, a))
                continue
            # without this block the melee goes on; it is safe where it goes
            s = _melee_outcome(p, f, h, rnd)
            n = a[2]
            if n != "off":
                s -= p.risk(n, p.own_strengths(n, extra=h)) - p.risk(n, p.own_strengths(n))
            else:
                s -= 0.8
            b = p.block(h)
            if b is not None and b["kind"] == "hq":
                s += 0.3
            out.append((s - 0.05, a))
            continue
        out.append((0.0, a))
    return out


def _score_melees(p: Picture, f: dict, legal) -> list:
    return [(-i * 0.01, a) for i, a in enumerate(legal)]


def _score_regroup(p: Picture, f: dict, legal) -> list:
    out = []
    t = f["hex"]
    for a in legal:
        if a[0] == "done":
            out.append((0.0, a))
            continue
        h, n = a[1], a[2]
        src, dst = (t, n) if a[0] == "out" else (n, t)
        before = p.risk(src, p.own_strengths(src)) + p.risk(dst, p.own_strengths(dst))
        after = p.risk(src, p.own_strengths(src, without=h)) + p.risk(dst, p.own_strengths(dst, extra=h))
        s = before - after + p.vp_gain(src, dst) - 0.1
        out.append((s, a))
    return out


def _supply_need(p: Picture, u: str, hx: str) -> float:
    """What a step for block ``u`` is worth."""
    v = p.val[u]
    b = D.BLOCKS[v[0]]
    val = STEP + 0.1
    if b["kind"] == "hq":
        val += 0.4 if v[1] <= 1 else 0.1
    elif v[1] <= 1:
        val += 0.5 if hx in p.front else 0.3
    if hx in p.front:
        val += 0.1
    return val


def _score_supply(p: Picture, f: dict, legal) -> list:
    st = p.st
    front = p.front
    out = []
    hqs = p.hqs()
    for a in legal:
        v = a[0]
        if v in ("rebuild", "hancock"):
            out.append((10.0, a))
        elif v == "done":
            out.append((0.0, a))
        elif v == "give":
            u = a[2]
            hx = p.own[u]
            cost = 2 if hx in front else 1
            out.append((_supply_need(p, u, hx) / cost + 0.5, a))
        elif v == "supply":
            q, hx = a[1], a[2]
            i, role, rng = hqs[q]
            reach = C.in_range(st, p.role, hx, rng)
            needs = []
            for u, ux in p.own.items():
                uv = p.val.get(u)
                if uv is None or u == q or uv[2] or u in f["acting"] or ux not in reach:
                    continue
                if uv[1] >= D.BLOCKS[uv[0]]["steps"]:
                    continue
                if not C.supplies(i, role, uv[0], C.hq_corps(st, p.role, i)):
                    continue
                cost = 2 if ux in front else 1
                needs.append((_supply_need(p, u, ux) / cost, cost))
            needs.sort(reverse=True)
            sp, val = rng, 0.0
            for per, cost in needs:
                if cost <= sp:
                    sp -= cost
                    val += per * cost
            s = p.val[q][1]
            cost = 0.35 if s >= 2 else 0.7
            if hx in front:
                cost += 0.5
            out.append((val - cost, a))
        else:
            out.append((0.0, a))
    return out


def _score_nsupply(p: Picture, f: dict, legal) -> list:
    out = []
    for a in legal:
        if a[0] == "done":
            out.append((0.0, a))
            continue
        u = a[1]
        hx = p.own[u]
        cost = 2 if hx in p.front else 1
        out.append((_supply_need(p, u, hx) / cost, a))
    return out


def _score_first_done(p: Picture, f: dict, legal) -> list:
    return [(1.0 if a[0] in ("done", "show") else 0.0, a) for a in legal]


def _score_cavalry(p: Picture, f: dict, legal) -> list:
    """10.0, the cavalry battle's decisions: a plain preference per verb
    (Buford's division leaves when it must; Gregg meets Stuart's main body;
    a block fights while it has more than one step)."""
    out = []
    for a in legal:
        v = a[0]
        if v == "withdraw":
            score = 10.0
        elif v == "custer":
            score = 0.6 if a[1] else 0.4
        elif v == "assign":
            score = 0.3 if a[2] == "gregg" else 0.0      # Stuart's orders were to ride east
        elif v == "charge":
            score = 3.0
        elif v == "leave":
            val = M.strength(p.st, a[1])
            score = 1.0 if val is not None and val <= 1 else -1.0
        elif v in ("hold", "loss", "show", "end"):
            score = 1.0
        elif v == "done":
            score = 0.5
        else:
            score = 0.0
        out.append((score, a))
    return out


def _score_orders(p: Picture, f: dict, legal) -> list:
    """relay (between two devices): the side attacked gives no special
    orders; its blocks hold."""
    return [(1.0 if a[0] == "done" else 0.0, a) for a in legal]


_SCORERS = {
    "command": _score_command, "fire": _score_fire, "hits": _score_hits, "repulse": _score_repulse,
    "move": _score_move, "melees": _score_melees, "melee": _score_melee, "mhit": _score_hits,
    "regroup": _score_regroup, "supply": _score_supply, "nsupply": _score_nsupply,
    "deploy": _score_first_done, "show": _score_first_done, "morders": _score_orders,
    "cavord": _score_orders,                      # 10.0 between two devices: its blocks fight on
    **{step: _score_cavalry for step in ("cavout", "custer", "stuart", "cavshow", "clash", "closs")},
}


def policy(st: dict, role: str, legal, rng=None, noise: float = 0.0, trials: int = TRIALS):
    """The best-scored legal action (``noise``: a seeded random softening)."""
    if len(legal) == 1:
        return legal[0]
    scored = score_actions(st, role, legal, trials)
    best, best_s = None, None
    for s, a in scored:
        if noise and rng is not None:
            s += noise * dice.randbelow(rng, 1000) / 1000.0
        if best_s is None or s > best_s:
            best, best_s = a, s
    return best


# -- the evaluation --------------------------------------------------------------------------

_VIC_AREA = frozenset(n for v in VIC for n in (v,) + tuple(NB[v]))


def csa_vp(st: dict) -> int:
    """The CSA's VP now (9.1), as ``rules.vp`` counts them, reading only the
    victory hexes and their neighbours: one occupied by one side is its; a
    vacant one is the side's that alone has a block next to it (6.6)."""
    occ: dict[str, str] = {}
    for h, hx in st["pos"].items():
        if hx in _VIC_AREA:
            had = occ.get(hx)
            occ[hx] = h[0] if had is None or had == h[0] else "*"
    terrain = 0
    for v, val in VIC.items():
        here = occ.get(v)
        if here is not None:
            terrain += val if here == "C" else 0
            continue
        c = u = False
        for n in NB[v]:
            x = occ.get(n)
            if x is not None:
                c = c or x != "U"
                u = u or x != "C"
        if c and not u:
            terrain += val
    return terrain + st["elim"]["usa"] - st["elim"]["csa"]


def evaluate(st: dict, role: str) -> float:
    """How good ``st`` is for ``role``, in [-1, 1]: the CSA's VP now against
    the scenario's thresholds (9.1) and the steps on the map."""
    from .rules import VP_TABLES
    res = st.get("res")
    if res:
        w = res[0]
        return 0.0 if w == "draw" else (1.0 if w == role else -1.0)
    score = float(csa_vp(st))
    table = VP_TABLES[D.SCENARIOS[st["sc"]].get("vp_table", "standard")]
    csa_floor, draw_floor = table[0][0], table[1][0]
    mid = (csa_floor + draw_floor - 1) / 2.0
    steps = {"usa": 0, "csa": 0}
    for h, hx in st["pos"].items():
        s = M.strength(st, h)
        steps[M.side_of(h)] += s if s is not None else 2
    x = (score - mid) + STEP * (steps["csa"] - steps["usa"]) * 0.5
    x = x / 15.0
    if role == "usa":
        x = -x
    return max(-0.95, min(0.95, x))


# -- the levels ------------------------------------------------------------------------------

LEVELS = {
    "easy": Level("easy", 0, noise=0.6),
    "normal": Level("normal", 0, noise=0.0),
    # hard: the same policy, its melees estimated from more simulations. A
    # flat Monte Carlo search at fire, melee and melee-declaration decisions
    # (a few hundred playout steps each) was tried here: in self-play it was
    # no stronger than this policy and took over 1 s at some decisions
    "hard": Level("hard", 0, tuning=MappingProxyType({"trials": HARD_TRIALS})),
}


class BocKnowledge(Knowledge):
    levels = MappingProxyType(LEVELS)

    def evaluate(self, state, role, level: Level) -> float:
        return evaluate(state, role)

    def budget(self, state, role, legal, level: Level):
        return 0, 1                 # the policy decides at every level

    def policy(self, state, role, legal, rng, level: Level, searcher):
        return policy(state, role, legal, rng, level.noise, level.tuning.get("trials", TRIALS))


KNOWLEDGE = BocKnowledge()
