"""What wins a For the People scenario, and how far each side is from it.

The victory conditions are read from the scenario's own data
(``scenarios.SCENARIOS[..].victory``, 5.31, 6.1-6.5) and turned into one
number, the Union's *margin* in strategic-will points (``margin``):

- 1861 (6.1): the border states' control, Union all three of MO, KY and WV,
  the Confederacy MO and KY, or the other side's SW under its threshold;
- 1862, 1863 (6.2, 6.3): Union SW against CSA SW, with what the political
  phases still to come will add (3 spaces held in a Union state: 5.29; a
  resource centre under Union infantry: 5.28), the blockade's expected toll
  (5.26) and, in 1863, the SP differential and the blockade-card duty;
- the campaign and 1864 (5.31): the states the Union controls (10 wins),
  one more per 25 SW of lead, and the automatic victories; for the
  policy's own score (``ahead``) the next political phase as the map
  stands (``outlook``: 5.28 occupation, 5.29 states, 5.30 remorse).

Public facts only: the map, the pieces, the tracks. The ground the forces
fight over (objectives, threats, battles) is ``ground``; the computer's
policy is ``knowledge``.
"""

from __future__ import annotations

from ...core.game import State
from . import board
from . import model as M
from . import political as P
from . import scenarios as SC
from . import supply
from . import tables as T
from . import track

BORDER = P.BORDER
PHASES_BEFORE_POLITICAL = ("reinf", "strategic", "generals", "deal", "rounds")


# -- what wins the scenario (5.31, 6.1-6.5) ---------------------------------------------------

def victory(st: State) -> dict:
    """The scenario's victory conditions, as the engine keeps them."""
    return SC.SCENARIOS[st["sc"]].victory


def political_left(st: State) -> int:
    """Political control phases still to come (4 phase 4), this turn's
    included while it has not begun."""
    return st["last"] - st["turn"] + (1 if st["phase"] in PHASES_BEFORE_POLITICAL else 0)


def br_phases_left(st: State) -> int:
    """Reinforcement phases with blockade-runner rolls still to come (5.26:
    the rolls open the phase, so this turn's are behind us)."""
    return sum(1 for t in range(st["turn"] + 1, st["last"] + 1) if track.TURN[t].br_rolls)


def falls_left(st: State, until: int) -> int:
    """Fall political phases (war weariness, 4 phase 4 iii) still to come up
    to turn ``until``."""
    first = st["turn"] + (0 if st["phase"] in PHASES_BEFORE_POLITICAL else 1)
    return sum(1 for t in range(first, min(until, st["last"]) + 1) if track.TURN[t].season == track.FALL)


def csa_holding(st: State, state: str, csa_supplied: set) -> int:
    """Spaces of a Union state the Confederacy will control after the next
    political phase (5.28 occupation: its infantry in supply takes a space;
    the Union's infantry in supply takes one back; 5.29 counts them)."""
    n = 0
    for s in board.spaces_of(state):
        c = M.ctl(st, s)
        u_inf = M.infantry_sp(st, "union", s) > 0
        c_inf = M.infantry_sp(st, "csa", s) > 0
        if c == "csa" and not (u_inf and not M.occupied(st, "csa", s)):
            n += 1
        elif c != "csa" and c_inf and not M.occupied(st, "union", s) and s in csa_supplied:
            n += 1
    return n


_PORTS: dict = {}


def holds_sources(st: State, state: str) -> bool:
    """5.29: a CSA state keeps an intact resource centre it controls or an
    open blockade-runner port (the ports' list read once per flag set)."""
    key = tuple(st["flags"])
    ports = _PORTS.get(key)
    if ports is None:
        ports = _PORTS[key] = frozenset(board.br_ports(st))
    for space in board.spaces_of(state):
        if M.ctl(st, space) != "csa":
            continue
        if board.rc_value(space) and space not in st["rc_dead"]:
            return True
        if space in ports and supply.br_open_basic(st, space):
            return True
    return False


def union_states_count(st: State) -> tuple[int, int]:
    """5.31: CSA and border states the Union controls, and the Union (or
    Union-first border) states holding 3 CSA spaces, each cancelling one."""
    n = sum(1 for s in P.CSA_STATES + BORDER if st["states"].get(s) == "union")
    off = 0
    for state in P.UNION_STATES + tuple(s for s in BORDER if st["states_first"].get(s) == "union"):
        if sum(1 for s in board.spaces_of(state) if M.ctl(st, s) == "csa") >= 3:
            off += 1
    return n, off


def outlook(st: State, u_sup: set, c_sup: set) -> tuple[int, int, int, int]:
    """The next political phase as the map stands (4 phase 4): 5.28 step i,
    each side's infantry in supply takes the space it stands on (a Union PC
    on an intact resource centre destroys it), then 5.29 step ii, the states
    that fall to the Union or are first controlled, and 4 phase 4 iii, the
    CSA's remorse in a Fall after Emancipation (5.30). Returns the states
    the Union gains, the Union's SW change, the CSA's SW change (states and
    remorse), and the resource-centre value the occupation destroys."""
    flip: dict = {}
    for side, sup in (("union", u_sup), ("csa", c_sup)):
        enemy = M.ENEMY[side]
        here = set(st["sp"][side])
        here |= {a["at"] for a in st["armies"].values() if a["side"] == side and a["at"] and a["sp"] > 0}
        for s in here:
            if s in sup and M.ctl(st, s) != side and M.infantry_sp(st, side, s) > 0 \
                    and not M.occupied(st, enemy, s):
                flip[s] = side
    ctl = st["ctl"]

    def owner(s):
        return flip.get(s) or ctl.get(s)
    rc = 0
    dead = set(st["rc_dead"])
    for s, who in flip.items():
        if who == "union" and board.rc_value(s) and s not in dead:
            rc += board.rc_value(s)                  # 5.28: the resource centre is destroyed
            dead.add(s)
    key = tuple(st["flags"])
    ports = _PORTS.get(key)
    if ports is None:
        ports = _PORTS[key] = frozenset(board.br_ports(st))

    def port_open(p):                                 # 5.26: the port and its coastal fort CSA-held
        fort = board.coastal_fort_of(p)
        return owner(p) == "csa" and (fort is None or owner(fort) == "csa")

    def count(state, side):                           # 5.29: a Shenandoah space counts twice in VA
        return sum(2 if (state == "VA" and side == "union" and board.shenandoah(s)) else 1
                   for s in board.spaces_of(state) if owner(s) == side)

    def sources(state):                               # 5.29: an intact RC or an open BR port holds it
        return any(owner(s) == "csa" and ((board.rc_value(s) and s not in dead) or (s in ports and port_open(s)))
                   for s in board.spaces_of(state))
    dn = du = dc = 0
    for state in BORDER:
        was = st["states"].get(state)
        value = P.STATE_VALUE[state]
        need = P.STATE_NEED[state]
        if was is None:                               # 5.29: the first to control a border state
            if count(state, "union") >= need:
                dn, du = dn + 1, du + value
            elif count(state, "csa") >= need:
                dc += value
        elif was == "csa" and count(state, "union") >= need and not sources(state):
            dn, du, dc = dn + 1, du + value, dc - value
    for state in P.CSA_STATES:
        if st["states"].get(state) == "union":
            continue
        if state == "VA" and ("richmond" not in dead or port_open("norfolk")):
            continue                                  # 5.29: Virginia needs Richmond destroyed, Norfolk closed
        if count(state, "union") >= P.STATE_NEED[state] and not sources(state):
            dn, dc = dn + 1, dc - P.STATE_VALUE[state]
    if st["eman"] and st["phase"] in PHASES_BEFORE_POLITICAL and track.TURN[st["turn"]].season == track.FALL:
        dc -= 5                                       # 5.30: remorse after Emancipation
    return dn, du, dc, rc


class Stacks:
    """Each side's SP by space (armies and brigades counted, 5.3) and the
    spaces where it has a general, read in one pass over the state."""

    def __init__(self, st: State) -> None:
        self.sp = {side: dict(st["sp"][side]) for side in M.ROLES}
        self.led: dict = {side: set() for side in M.ROLES}
        for a in st["armies"].values():
            if a["at"]:
                d = self.sp[a["side"]]
                d[a["at"]] = d.get(a["at"], 0) + a["sp"]
        for g, at in st["gens"].items():
            rec = M.GEN[g]
            if at in M.S.NAME:
                where = at
            elif at.startswith("A:") and st["armies"][at[2:]]["at"]:
                where = st["armies"][at[2:]]["at"]
            else:
                continue
            self.led[rec.side].add(where)
            if rec.cavalry:
                d = self.sp[rec.side]
                d[where] = d.get(where, 0) + 1
        for side in M.ROLES:
            self.sp[side] = {k: v for k, v in self.sp[side].items() if v > 0}

    def n(self, side: str, space: str) -> int:
        return self.sp[side].get(space, 0)

    def total(self, side: str) -> int:
        return sum(self.sp[side].values())


def total_sp(st: State, side: str) -> int:
    return Stacks(st).total(side)


SP_WORTH = {"sw_compare": 0.5, "campaign": 1.0}   # an SP on the map, in SW points (a rule of thumb)


def attrition_left(st: State) -> int:
    """Attrition phases still to come (4 phase 5), this turn's included."""
    return st["last"] - st["turn"] + (1 if st["phase"] in PHASES_BEFORE_POLITICAL + ("political",) else 0)


def projected_sp(st: State, side: str, stacks: Stacks | None = None) -> float:
    """``side``'s SP on the map less what its stacks will lose to attrition
    and, out of supply, foraging (5.25) at the phases to come, as they stand
    (the later phases weigh half: the stacks will have moved)."""
    left = attrition_left(st)
    sup = supply.supplied_set(st, side)
    total = 0.0
    loss = 0.0
    for s, n in (stacks or Stacks(st)).sp[side].items():
        total += n
        if not left or n < 3 and s in sup:
            continue
        lost = T.attrition_loss(n)
        if s not in sup:
            lost += T.attrition_loss(n - lost)
        loss += lost
    return total - loss * (1 + 0.5 * max(0, left - 1)) if left else total


def sp_price(st: State, side: str) -> float:
    """What one SP of ``side`` is worth in SW points: the 1863 SP
    differential pays 2 SW a SP below a lead of 35 and 1 above it (5.30,
    6.3); elsewhere an SP is the means, not the score (a rule of thumb)."""
    v = victory(st)
    if "sp_differential" in v.get("before_compare", ()):
        lead = projected_sp(st, "union") - projected_sp(st, "csa")
        return 2.0 if lead < 37 else 1.0
    return SP_WORTH[v["kind"]] if v["kind"] in SP_WORTH else 0.4


def margin(st: State, stacks: Stacks | None = None, side: str | None = None, ahead: bool = False) -> float:
    """The Union's margin in SW points: above 0 the Union is winning the
    scenario as its conditions read (5.31, 6.1-6.5), below 0 the
    Confederacy. Public facts only. ``side``: whose prospects (1861 has
    draws: each side weighs its own win first). ``ahead`` (the policy's
    own score, ``value``): in the campaign and 1864, the next political
    phase is counted as the map stands (``outlook``) and, in the last turn,
    reaching the victory itself (5.31) weighs as winning."""
    stacks = stacks or Stacks(st)
    res = st.get("res")
    if res:
        return 500.0 if res[0] == "union" else -500.0 if res[0] == "csa" else 0.0
    v = victory(st)
    u, c = M.sw_value(st, "union"), M.sw_value(st, "csa")
    left = political_left(st)
    if v["kind"] == "1861":
        return _margin_1861(st, v, u, c, stacks, side)
    m = float(u - c)
    csa_sup = u_sup = frozenset()
    # 5.29: 3 spaces of a Union state held: Union -5, CSA +5 at each political phase to come
    if left:
        csa_sup = supply.supplied_set(st, "csa")
        times = 1 + 0.6 * (left - 1)
        for state in P.UNION_STATES:
            n = csa_holding(st, state, csa_sup)
            if n >= 3:
                m -= 10 * times
            elif n == 2:
                m -= 1.5
    # 5.28: Union infantry in supply on an intact resource centre destroys it at the phase
    if left:
        u_sup = supply.supplied_set(st, "union")
        for s in board.resource_centres():
            if s in st["rc_dead"] or M.ctl(st, s) == "union":
                continue
            if M.infantry_sp(st, "union", s) and not M.occupied(st, "csa", s) and s in u_sup:
                m += 1.8 * board.rc_value(s)
    # 5.26: each blockade point costs the CSA a third of 2 SW a zone at each roll to come
    m += st["blockade"] * (4 * 2 / 6) * br_phases_left(st) * 0.8
    su, sc_ = projected_sp(st, "union", stacks), projected_sp(st, "csa", stacks)
    if v["kind"] == "sw_compare":
        if "sp_differential" in v.get("before_compare", ()):
            lead = su - sc_
            m += (lead - 35) * (1.0 if lead > 35 else 2.0)
        else:
            m += SP_WORTH["sw_compare"] * (su - sc_)
        if st.get("union_win"):                 # 5.2: Emancipation may follow this round
            m += emancipation_risk(st)
        rule = SC.SCENARIOS[st["sc"]].rule("blockade_card_obligation")
        if rule and st.get("blk_dealt") and not st.get("blk_raised"):
            m -= 0.7 * abs(rule.params["penalty_sw"])
        return m
    # the campaign and 1864 (5.31)
    m += SP_WORTH["campaign"] * (su - sc_)
    n, off = union_states_count(st)
    if ahead and left:
        # 5.28, 5.29: the states the next political phase gives, and the SW they move
        dn, du, dc, rc = outlook(st, u_sup, csa_sup)
        n += dn
        m += du - dc
        u, c = u + du + rc, c + dc - rc
        # 5.31: in the last turn only the victory counts: CSA SW at 0, or 10 states
        # (one more for each full 25 SW of Union lead)
        if st["turn"] >= st["last"] and n - off + max(0, u - c) // 25 >= 10:
            m += 400
    m += 25 * (n - off)
    if c <= 0:
        m += 400
    if c > 2 * u:
        m -= 400
    else:
        m -= 4 * max(0.0, c - 2 * u + 15)
    if st["turn"] <= 12:                       # 5.31: Union SW under 50 at the end of Fall 1864
        u_end = u - 5 * falls_left(st, 12)
        m -= 4 * max(0.0, 56 - u_end)
    m += 4 * max(0.0, 30 - c)                  # 5.31: CSA SW at 0 ends the war
    return m


def _margin_1861(st: State, v: dict, u: int, c: int, stacks: Stacks, side: str | None) -> float:
    """6.1: the Union wins holding MO, KY and WV, or with CSA SW under 80;
    the Confederacy holding MO and KY, or with Union SW under 85; anything
    else is a draw, a win for neither. Each side's own prospects, and, for
    ``side``, the enemy's counted at 0.6 (a draw is no win either)."""
    score = {}
    for who in M.ROLES:
        enemy = M.ENEMY[who]
        need = v[who]["controls_all"]
        sc_ = 0.0
        for state in need:
            owner = st["states"].get(state)
            if owner == who:
                sc_ += 12.0
            elif owner is None:
                mine = P.state_counts(st, state, who)
                theirs = P.state_counts(st, state, enemy)
                room = len(board.spaces_of(state)) - theirs
                if room >= P.STATE_NEED[state]:
                    sc_ += 9.0 * mine / P.STATE_NEED[state]
        if all(st["states"].get(s) == who for s in need):
            sc_ += 20.0
        bar = v[who]["or_csa_sw_below" if who == "union" else "or_union_sw_below"]
        other = c if who == "union" else u
        sc_ += 2.0 * max(0, bar + 8 - other) + (25.0 if other < bar else 0.0)
        sc_ += 0.15 * stacks.total(who)
        score[who] = sc_
    if side is None:
        return score["union"] - score["csa"]
    own = score[side] - 0.6 * score[M.ENEMY[side]]
    return own if side == "union" else -own


def emancipation_risk(st: State) -> float:
    """What a Union victory in a medium or large battle costs the
    Confederacy while card 81 is still to come (5.2: whoever holds it plays
    it then: CSA -10 SW and 3 SP, Union -5, and CSA remorse -5 each Fall
    after, 5.30), times the chance it is in a hand (a rule of thumb)."""
    if st["eman"]:
        return 0.0
    return 0.35 * (5 + 3 * sp_price(st, "csa") + 5 * falls_left(st, st["last"]))

