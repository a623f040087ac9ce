"""The ground of For the People as the computer reads it: what each side
should take (``targets``: enemy resource centres and capitals, the states
the scenario's victory counts, 3 spaces of a Union state for the
Confederacy) and keep (``keep``), the land links a side may use and the
objectives' pull along them (``Graph``), the enemy's threat to a space,
the policy's measure of the map (``position``, ``value``), the arithmetic
of a battle over every roll of both dice (``battle_odds``, ``battle_worth``,
5.9, 5.12-5.16), the Union's raids on empty resource centres (5.28), and
its masses out of the objectives' reach in the campaign, with the way to
march on them (``idle_masses``, ``far_way``; 5.4, 5.26, 5.31).

Public facts only; what wins the scenario is ``outlook``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...core.game import Action, State
from . import board
from . import model as M
from . import political as P
from . import supply
from . import tables as T
from .outlook import (BORDER, PHASES_BEFORE_POLITICAL, Stacks, br_phases_left, emancipation_risk,
                      holds_sources, margin, political_left, sp_price, victory)

DECAY = 0.6                  # an objective's pull a step further away (a rule of thumb)


# -- objectives (5.28-5.31) ---------------------------------------------------------------------

def targets(st: State, side: str) -> dict:
    """Spaces worth taking for ``side``, each with its worth in SW points:
    what the scenario's victory counts (module text); control alone, no
    pieces (``targets_cached`` discounts the defended ones)."""
    kind = victory(st)["kind"]
    enemy = M.ENEMY[side]
    out: dict = {}
    left = max(1, political_left(st))

    def add(s, v):
        out[s] = out.get(s, 0.0) + v

    if kind in ("1861", "campaign"):              # 6.1, 5.29, 5.31: the border states, the nearest to fall first
        v = victory(st)
        for state in BORDER:
            if st["states"].get(state) is not None:
                continue
            need = P.STATE_NEED[state]
            mine, theirs = P.state_counts(st, state, side), P.state_counts(st, state, enemy)
            base = 3.0 if kind == "1861" else 2.0 + P.STATE_VALUE[state] / need
            if kind == "1861" and state not in v[side]["controls_all"]:
                base = 1.5                        # 6.1: it only keeps the enemy from winning
            per = base * (1 + 2.0 * mine / need + 1.5 * theirs / need)
            for s in board.spaces_of(state):
                if M.ctl(st, s) != side:
                    add(s, per)
    cap = st["capital"].get(enemy)
    if side == "union":
        for s in board.resource_centres():        # 5.28: a Union PC destroys a resource centre
            if s not in st["rc_dead"] and M.ctl(st, s) != "union":
                add(s, 2.0 * board.rc_value(s))
        if cap:                                   # 5.28: the capital's loss, -15 and -10 more
            add(cap, 20.0)
        rolls = br_phases_left(st)
        if rolls and kind != "1861":              # 5.26: a zone with every port closed costs 2 SW a turn
            gain = (2 * (1 - st["blockade"] / 6) + 0.6) * rolls
            for ports in board.br_zones(st).values():
                open_ = [p for p in ports if supply.br_open_basic(st, p)]
                for p in open_:
                    add(p, gain / len(open_))
        if kind == "campaign":                    # 5.29, 5.31: the CSA states (and CSA-first border states)
            for state in P.CSA_STATES + BORDER:   # the Union needs ten of, one state worth 25 SW
                if st["states"].get(state) != ("csa" if state in BORDER else None) \
                        and not (state in P.CSA_STATES and st["states"].get(state) is None):
                    continue
                need = P.STATE_NEED[state]
                have = P.state_counts(st, state, "union")
                per = (25.0 + P.STATE_VALUE[state]) / need * (0.5 + have / need)
                if holds_sources(st, state):
                    per *= 0.5                    # 5.29: it falls only once its sources are gone
                for s in board.spaces_of(state):
                    if M.ctl(st, s) != "union":
                        add(s, per)
        for state in P.UNION_STATES:              # 5.29: a Union state's spaces taken back
            if sum(1 for s in board.spaces_of(state) if M.ctl(st, s) == "csa") >= 2:
                for s in board.spaces_of(state):
                    if M.ctl(st, s) == "csa":
                        add(s, 5.0)
    else:
        if cap:                                   # 5.28: Washington, -30 and more
            add(cap, 25.0)
        if kind != "1861":                        # 5.29: 3 spaces of a Union state, 5 SW a turn each way
            for state in P.UNION_STATES:
                n = sum(1 for s in board.spaces_of(state) if M.ctl(st, s) == "csa")
                if n >= 3:
                    continue
                per = 10.0 * (1 + 0.6 * (left - 1)) / 3 * (1 + 0.5 * n)
                for s in board.spaces_of(state):
                    if M.ctl(st, s) != "csa":
                        add(s, per)
    return out


_BARS = sorted({b for a in M.S.NAME for nb in board.neighbours(a) for lk in board.links_between(a, nb)
                for b in lk.bars})


class Graph:
    """The land links a side's forces may use (5.3; 5.18: the Confederacy
    never crosses a river the Union navy holds), with distances memoised."""

    def __init__(self, side: str, barred: frozenset) -> None:
        self.adj = {}
        for a in M.S.NAME:
            row = []
            for nb in board.neighbours(a):
                if any(lk.land and lk.kind != "dotted" and not lk.bo and not (set(lk.bars) & barred)
                       for lk in board.links_between(a, nb)):
                    row.append(nb)
            self.adj[a] = row
        self.memo: dict = {}
        self.fields: dict = {}

    def dists(self, src: str) -> dict:
        """Land steps from ``src`` to every space it reaches."""
        got = self.memo.get(src)
        if got is None:
            got = {src: 0}
            todo = [src]
            d = 0
            while todo:
                d += 1
                nxt = []
                for here in todo:
                    for nb in self.adj[here]:
                        if nb not in got:
                            got[nb] = d
                            nxt.append(nb)
                todo = nxt
            self.memo[src] = got
        return got

    def field(self, tg: dict) -> dict:
        """Every space's pull: each objective's worth, less a share
        ``1 - DECAY`` for each step to it, summed."""
        key = tuple(sorted((s, round(v, 1)) for s, v in tg.items() if v > 0))
        got = self.fields.get(key)
        if got is not None:
            return got
        pot: dict = {}
        for s, v in key:
            for x, d in self.dists(s).items():
                if d <= 8:
                    pot[x] = pot.get(x, 0.0) + v * DECAY ** d
        if len(self.fields) > 64:
            self.fields.clear()
        self.fields[key] = pot
        return pot


_GRAPHS: dict = {}


_BARRED: dict = {}


def graph(st: State, side: str) -> Graph:
    """The links ``side`` may use now (the Union's never change; the
    Confederacy's with the Union navy's control of the rivers, 5.18, 5.21,
    read again when a fort, an ironclad or a coastal fort changes)."""
    barred = frozenset()
    if side == "csa":
        nk = (tuple(st["forts"].items()), tuple(st["ironclads"]),
              tuple(st["ctl"].get(f) for f in board.coastal_forts()), st["turn"] >= 10)
        barred = _BARRED.get(nk)
        if barred is None:
            if len(_BARRED) > 64:
                _BARRED.clear()
            barred = _BARRED[nk] = frozenset(b for b in _BARS if board.bar_controlled(st, b))
    key = (side, barred)
    got = _GRAPHS.get(key)
    if got is None:
        if len(_GRAPHS) > 16:
            _GRAPHS.clear()
        got = _GRAPHS[key] = Graph(side, barred)
    return got


def pull_of(st: State, side: str, stacks: Stacks | None = None) -> dict:
    """The objectives' field for ``side`` over its own links."""
    return graph(st, side).field(targets_cached(st, side, stacks))


def dists(src: str) -> dict:
    """Land steps from ``src`` by any land link (threats: a rule of thumb)."""
    return _ANY.dists(src)


_ANY = Graph("union", frozenset())


# -- what each side must keep (5.26, 5.28, 5.29) -------------------------------------------------

def keep(st: State, side: str) -> dict:
    """Own spaces worth defending, with their worth in SW points."""
    out: dict = {}
    cap = st["capital"].get(side)
    if side == "csa":
        for s in board.resource_centres():
            if s not in st["rc_dead"] and M.ctl(st, s) == "csa":
                out[s] = 2.0 * board.rc_value(s)
        if cap:
            out[cap] = out.get(cap, 0.0) + 25.0
        if victory(st)["kind"] != "1861":
            for state in P.UNION_STATES:
                held = [s for s in board.spaces_of(state) if M.ctl(st, s) == "csa"]
                if len(held) >= 3:
                    for s in held:
                        out[s] = out.get(s, 0.0) + 6.0
    else:
        if cap:
            out[cap] = 35.0
        for s in board.union_capitals():
            if M.ctl(st, s) == "union":
                out[s] = out.get(s, 0.0) + 3.0
    if victory(st)["kind"] == "1861" or (victory(st)["kind"] == "campaign" and st["turn"] <= 4):
        for s in M.S.NAME:
            if M.S.STATE[s] in BORDER and st["states"].get(M.S.STATE[s]) is None and M.ctl(st, s) == side:
                out[s] = out.get(s, 0.0) + 2.0
    return out


def threat(st: State, side: str, space: str, stacks: Stacks | None = None) -> float:
    """How much enemy strength can reach ``space`` soon against what stands
    there: enemy SP with a general within 3 steps, the nearer the more,
    less own SP and fort here."""
    stacks = stacks or Stacks(st)
    enemy = M.ENEMY[side]
    d = dists(space)
    led = stacks.led[enemy]
    near = 0.0
    for s, n in stacks.sp[enemy].items():
        k = d.get(s)
        if k is None or k > 3 or s not in led:
            continue
        near += n * (1.0 if k <= 1 else 0.6 if k == 2 else 0.3)
    return near - stacks.n(side, space) - (2 if M.fort(st, space) == side else 0)


def heft(n: int) -> float:
    """A stack's weight in the field: more SP count, each a little less
    (a force takes and holds with its numbers, 5.12; rule of thumb)."""
    return 1.0 - math.exp(-n / 6.0)


def position(st: State, side: str, stacks: Stacks | None = None) -> float:
    """The policy's own measure of the map for ``side``: its forces near
    their objectives, less what the enemy threatens (rule of thumb)."""
    stacks = stacks or Stacks(st)
    pull = pull_of(st, side)
    led = stacks.led[side]
    v = 0.0
    for s, n in stacks.sp[side].items():
        if n >= 2:
            v += 0.15 * (1.0 if s in led else 0.3) * heft(n) * pull.get(s, 0.0)
    for s, worth in keep(st, side).items():
        t = threat(st, side, s, stacks)
        if t > 0:
            v -= 0.08 * worth * min(t, 6) / 6
    return v


def value(st: State, side: str) -> float:
    """The policy's score of a state for ``side``: the margin, its sign
    turned, and the position."""
    stacks = Stacks(st)
    m = margin(st, stacks, side, ahead=True)
    return (m if side == "union" else -m) + position(st, side, stacks) - 0.5 * position(st, M.ENEMY[side], stacks)


# -- battles (5.9, 5.12-5.16) ----------------------------------------------------------------------

def battle_odds(st: State, side: str, f: dict | None, at: str, dest: str, mine: int,
                lead: int | None = None, icpt: bool = False, src: str | None = None, extra: int = 0,
                sup: dict | None = None) -> tuple:
    """The attacker's chance to win, its expected losses and the
    defender's, the battle's size and the chance the defender is wiped out,
    over every roll of both dice (5.12): the leaders' ratings, a fort's +2,
    an interception's +2, the odds, elite units, supply. ``f``: the moving
    force's frame (its leaders), or None with ``lead``; ``src``: the
    defender stands there now and would intercept into ``dest`` (5.10)."""
    from . import battle
    dfn = M.ENEMY[side]
    where = src or dest
    theirs = M.total_sp(st, dfn, where) + extra
    fort = M.fort(st, dest) == dfn and (src is None or extra > 0)
    if theirs == 0:
        return 1.0, 0.0, 0.0, T.SMALL, 0.0, 0.0
    if not fort and mine >= 10 * theirs and not icpt:     # 5.9: an overrun
        return 1.0, 0.0, float(theirs), T.SMALL, 1.0, 0.0
    size = T.battle_size(mine + theirs)
    d_army = bool(M.armies_at(st, dfn, where))
    if lead is None:
        a_army = f is not None and f["kind"] == "army"
        if a_army:
            a_cmd = battle.army_cmd_rating(st, side, at, True, d_army)
            a_drm = battle.leaders(st, side, at, True, None, d_army,
                                   battle.army_cmd_rating(st, dfn, where, False, True))[0]
        elif f is not None and f.get("gen"):
            a_cmd = None
            a_drm = M.GEN[f["gen"]].offence
        else:
            a_cmd = None
            a_drm = 0
    else:
        a_army, a_cmd, a_drm = False, None, lead
    d_drm = battle.leaders(st, dfn, where, False, None, a_army, a_cmd)[0]
    if fort:
        d_drm += 2
    if icpt:
        d_drm += 2
    if mine >= 3 * max(theirs, 1):
        a_drm += T.odds_drm(mine, theirs)
    elif theirs >= 3 * max(mine, 1):
        d_drm += T.odds_drm(theirs, mine)
    if f is not None and f["kind"] == "army" and f["aid"] in st["elite"][side]:
        a_drm += st["elite"][side].count(f["aid"])
    for a in M.armies_at(st, dfn, where):
        d_drm += st["elite"][dfn].count(a)
    def supplied(who, avoid):
        if sup is None:
            return supply.supplied_set(st, who, avoid)
        if (who, avoid) not in sup:
            sup[(who, avoid)] = supply.supplied_set(st, who, avoid)
        return sup[(who, avoid)]
    if at not in supplied(side, None):
        d_drm += 2
    if where not in supplied(dfn, at):
        a_drm += 2
    stars = battle.star_counts(st, dest)
    win = a_loss = d_loss = wipe = lost = 0.0
    for ar in range(1, 7):
        a_res = T.attacker_result(size, ar + a_drm)
        for dr in range(1, 7):
            d_res = T.defender_result(size, dr + d_drm)
            w = T.attacker_wins(a_res, d_res, stars)
            dl = min(a_res.losses, T.loss_cap(mine))
            al = min(d_res.losses, T.loss_cap(theirs))
            win += w
            a_loss += al
            d_loss += min(dl, theirs)
            wipe += dl >= theirs
            lost += al >= mine
    return win / 36, a_loss / 36, d_loss / 36, size, wipe / 36, lost / 36


def battle_worth(st: State, side: str, odds: tuple, dest: str, nerve: float = 0.5, army: bool = False,
                 tg: dict | None = None) -> float:
    """A battle's expected worth to the attacker in SW points: a large
    battle's +3/-5 each way (5.12), the SP lost at the scenario's price, an
    army destroyed (5.4: Union -10, CSA -5), and the space gained."""
    win, a_loss, d_loss, size, wipe, lost = odds
    enemy = M.ENEMY[side]
    v = d_loss * sp_price(st, enemy) - a_loss * sp_price(st, side)
    if size == T.LARGE:
        v += 8 * win - 8 * (1 - win)
    if M.armies_at(st, enemy, dest):
        v += wipe * (10 if enemy == "union" else 5)
    if army:                                # 5.4: the attacking army destroyed
        v -= lost * (10 if side == "union" else 5)
    v += win * 0.7 * (tg if tg is not None else targets_cached(st, side)).get(dest, 0.0)
    v -= (1 - win) * (1.0 + nerve)
    if size != T.SMALL:                     # 5.2: a Union victory opens Emancipation
        v += (win if side == "union" else -(1 - win)) * emancipation_risk(st)
    return v


_TG: dict = {}


def targets_cached(st: State, side: str, stacks: Stacks | None = None) -> dict:
    """``targets`` (memoised on what it reads), each objective the enemy
    holds with SP or a fort worth less to march on (5.12)."""
    key = (side, st["sc"], st["turn"], st["phase"] in PHASES_BEFORE_POLITICAL, tuple(st["ctl"].items()),
           tuple(st["states"].items()), tuple(st["rc_dead"]), tuple(st["capital"].items()), tuple(st["flags"]),
           st["blockade"])
    got = _TG.get(key)
    if got is None:
        if len(_TG) > 16:
            _TG.clear()
        got = _TG[key] = targets(st, side)
    stacks = stacks or Stacks(st)
    enemy = M.ENEMY[side]
    out = dict(got)
    for s in out:
        n = stacks.n(enemy, s) + (3 if M.fort(st, s) == enemy else 0)
        if n:
            out[s] /= 1 + 0.25 * n
    return out


def raid_targets(st: State, side: str) -> list:
    """5.28: the Union's infantry in supply on an intact resource centre
    destroys it at the political phase (the CSA loses its value, 5.30): the
    intact centres the Confederacy leaves empty (no SP, no fort) and the
    Union can supply, in the campaign and 1864, where the CSA's SW is the
    war's clock (5.31). Empty for the Confederacy and other scenarios."""
    if side != "union" or victory(st)["kind"] != "campaign":
        return []
    sup = supply.supplied_set(st, "union")
    return [s for s in board.resource_centres()
            if s not in st["rc_dead"] and M.ctl(st, s) != "union" and s in sup and not M.occupied(st, "csa", s)]


def raid_step(st: State, side: str, f: dict, legal: Sequence[Action]) -> Action | None:
    """A moving infantry force within reach of a raid target (``raid_targets``)
    goes the shortest way there and stays (5.28), an army converting it at
    once (5.4); None when no target is in reach this move."""
    from . import forces as F
    if f["kind"] == "brigade" or not F.force_sp(st, f):
        return None
    tg = raid_targets(st, side)
    if not tg:
        return None
    here = f["at"]
    if here in tg:
        if ("convert",) in legal:
            return ("convert",)
        return ("stop",) if ("stop",) in legal else None
    g = graph(st, side)
    mp = F.MP[f["kind"]] - f["used"]
    best = None
    for t in tg:
        d = g.dists(t)
        k = d.get(here)
        if k is None or k > mp:
            continue
        for a in legal:
            if a[0] == "go" and d.get(a[1]) == k - 1 and (a[1] == t or not M.occupied(st, M.ENEMY[side], a[1])):
                key = (k, -board.rc_value(t), t)
                if best is None or key < best[0]:
                    best = (key, a)
                break
    return best[1] if best else None


# -- the Union's march from Washington (5.4, 5.26, 5.31) ------------------------------------------

FAR_PULL = 1.0               # an objectives' field this weak: nothing in reach (a rule of thumb)
MASS = 12                    # SP of an idle mass worth a field army (5.4: an army holds 15)


def marching(st: State, side: str) -> bool:
    """5.31: the Union in the campaign's victory (the ten states, the CSA's
    SW) with three turns or more left, time for a field army to march."""
    return side == "union" and victory(st)["kind"] == "campaign" and st["last"] - st["turn"] >= 3


def far_way(st: State, side: str, at: str) -> tuple:
    """The objective a force at ``at`` should march on when the field does
    not reach it (``far_objective``) and its distances; (None, {}) when
    none, or when every first step toward it is held by the enemy."""
    goal = far_objective(st, side, at)
    if goal is None:
        return None, {}
    g = graph(st, side)
    d = g.dists(goal)
    if at not in d or not any(d.get(nb) == d[at] - 1 and not M.occupied(st, M.ENEMY[side], nb) for nb in g.adj[at]):
        return None, {}
    return goal, d


def idle_masses(st: State, side: str) -> list:
    """5.26, 5.31: the Union's stacks of ``MASS`` SP or more out of the
    objectives' field (``FAR_PULL``) in the campaign's victory (the ten
    states, the CSA's SW), while three turns or more are left for a field
    army to reach them: the eastern reinforcements pile up at Washington,
    8 SP a turn, too far from the objectives for the field to move them.
    A kept space keeps twice what threatens it. Empty elsewhere."""
    if not marching(st, side):
        return []
    stacks = Stacks(st)
    pull = pull_of(st, side, stacks)
    kept = keep(st, side)
    out = []
    for s, n in stacks.sp[side].items():
        spare = n - (2 * max(0.0, threat(st, side, s, stacks) + n) if s in kept else 0)
        if spare >= MASS and pull.get(s, 0.0) < FAR_PULL:
            out.append(s)
    return sorted(out)


def far_objective(st: State, side: str, at: str) -> str | None:
    """The objective a force at ``at`` should march on when the field does
    not reach it: the best worth over steps by its own links (``targets``)."""
    tg = targets_cached(st, side)
    d = graph(st, side).dists(at)
    best = None
    for s, v in tg.items():
        k = d.get(s)
        if k and v >= 2.0:
            key = (v / k, s)
            if best is None or key > best[0]:
                best = (key, s)
    return best[1] if best else None
