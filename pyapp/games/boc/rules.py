"""Gettysburg: Badges of Courage — the rules engine (rulebook 1.07).

State (plain JSON)::

    {"sc": scenario id, "op": {option: bool}, "rng": dice stream,
     "t": index into data.TRACK (the hour, or a Night turn),
     "p1": the side with the initiative this hour, "side": the phasing side,
     "half": 1 or 2 (first or second player turn of the hour),
     "pos": {handle: hex} blocks on the map,
     "due": {handle: [t, road, [other roads], limit]} reinforcements not yet on the map
             (limit: the hex Night Reinforcements may go as far as along their roads, 9.74),
     "off": {handle: hex left by} blocks off the map until the night (2.4),
     "dead": [handle, ...] eliminated blocks (a fallen DHQ leaves it when rebuilt, 4.61),
     "up": [handle, ...] blocks face up (their sealed values are public, 5.1),
     "act": [handle, ...] HQs activated in this turn's Command Phase,
     "done": [handle, ...] blocks that commanded or fired this turn (6.1),
     "moved": [handle, ...] blocks that moved this Move Phase,
     "col": [handle, ...] infantry in column (opt.column; laid face down, so public),
     "spent": {handle: MP} movement points a change of formation cost this Move Phase,
     "hancock": [] or [corps, handle]: Hancock sent to replace that corps' fallen CHQ (opt.hancock),
     "cav": the cavalry battle's state (10.0, opt.cavalry; cavalry.py), only with the option,
     "fs": {hex: [direction, ...]} hexsides of a firer's hex used for fire (5.21),
     "traffic": {hexside: n} front-line hexside crossings this Move Phase (6.62),
     "melees": [{"hex", "att": [[handle, from hex or "off"], ...], "uns": 0/1}, ...],
     "ctrl": {hex: side} control fixed at the start of the player turn (6.6),
     "elim": {side: n} that side's units eliminated (9.12),
     "sealed": {handle: [block id, strength when dealt, stir stamp], "K.usa"/"K.csa": salt},
     "lost": {handle: n} steps lost (gained, below 0) in view since its value was dealt,
     "mk": [handle, ...] a half hit this Fire Phase (5.24) or a step had this Supply Phase (8.2),
     "stirs": n, "flow": [frame, ...], "rv": reveals, "lg": [log entry, ...],
     "lr": [[side, die], ...] the latest action's dice, "res": None | [winner, code, vp]}

Handles are "U001".., "C001".. in the order of the scenario's groups (set-up
hexes, then reinforcements); which block of a group stands under which
handle is each side's private set-up (``private_setup``).
This module holds the set-up, the Command Phase (4.0), free deployment
(9.6) and the game class; the hour and player turns are in ``turns``, each
other phase is its own module: ``fire`` (5.0), ``movement`` (6.0), ``melee`` (7.0), ``supply``
(8.0), ``cavalry`` (10.0), with what they share in ``common``. Their names
are imported here too, so ``rules.<name>`` reaches every rule.
"""

from __future__ import annotations

import functools

import hashlib
import marshal

from ...core import dice
from ...core.errors import Illegal
from ...core.flow import Flow, Step
from ...core.flowgame import FlowGame
from ...core.game import as_action, text
from .linkdict import LINK_DICT
from . import cavalry as CAV
from . import command as C
from . import fire as FI
from . import movement as MVT
from . import data as D
from . import model as M
from . import moves as MV
from . import packing
from . import secrets as S
from .common import (  # noqa: F401  (re-exported: tests and cavalry.py use R.name)
    ROLES, ENEMY, SIDE_EN, SIDE_ES, LETTERS, NIGHT_SP,
    SUPPLY_SOURCE, VP_TABLES, _log, _reveal, _roll, bname,
    _public_name, cap, block, _eliminate, _hx_front,
    _check_value)
from .fire import (  # noqa: F401  (re-exported: tests and cavalry.py use R.name)
    fire_targets, _with_art, Fire, shoot, hit_artillery, end_fire_phase,
    hit_candidates, Hits, self_candidates, take_hit, _after_hits, Volley,
    Repulse)
from .movement import (  # noqa: F401  (re-exported: tests and cavalry.py use R.name)
    movers, arrivals, entry_points, Move, entry_melees, melee_targets,
    formation, form_cost, change_formation, move_path, entry_reach, enter_actions,
    entry_path, _road_at, check_path, move_block, _count_traffic, enter_block,
    declare_melee, unfinished_divisions, front_artillery, end_move_phase, Show, _candidates,
    _to_show, show)
from .melee import (  # noqa: F401  (re-exported: tests and cavalry.py use R.name)
    Melees, _melee_sides, _letter, _next_actor, melee_fire, _last_round,
    retreat_hexes, Melee, MAX_REGROUP_ORDERS, Morders, _nth, ranked,
    drive_orders, melee_strike, _melee_hits, _melee_loss, MeleeHit, _melee_resume,
    melee_retreat, advance_melee, finish_melee, Regroup)
from .supply import (  # noqa: F401  (re-exported: tests and cavalry.py use R.name)
    begin_supply, fallen, rebuild, Supply, hancock_handle, hancock_offer,
    send_hancock, supply_activate, give, end_supply, NightSupply, supply_line,
    night_give)

# ---------------------------------------------------------------- set-up

def _groups(sc: str, op: dict | None = None) -> dict[str, list]:
    """Per side, the scenario's groups in handle order: ("at", hex, [ids]) for
    a set-up hex, ("due", t, road, alts, [ids]) for reinforcements."""
    return CAV.groups(sc, op, D.groups(sc, bool(op and op.get("longstreet"))))   # 10.0


def _handles(sc: str, op: dict | None = None) -> dict[str, list[tuple[str, int]]]:
    out: dict[str, list] = {}
    for side in ROLES:
        n = 0
        lst = []
        for g, grp in enumerate(_groups(sc, op)[side]):
            for _ in grp[-1]:
                n += 1
                lst.append((f"{M.PREFIX[side]}{n:03d}", g))
        out[side] = lst
    return out


@functools.lru_cache(maxsize=32)
def _handle_groups_cached(sc: str, options: tuple) -> dict[str, frozenset]:
    out = {}
    groups = _groups(sc, dict(options))
    for side, handles in _handles(sc, dict(options)).items():
        for h, g in handles:
            out[h] = frozenset(groups[side][g][-1])
    return out


def _handle_groups(sc: str, op: dict) -> dict[str, frozenset]:
    """Each handle's set-up group: the blocks the private set-up may deal it (T3.4)."""
    return _handle_groups_cached(sc, tuple(sorted((k, bool(v)) for k, v in op.items())))


from .turns import (  # noqa: E402,F401  (re-exported: tests use R.name)
    Hour, PlayerTurn, initiative, start_player_turn, end_player_turn, end_of_hour, _outcome, vp,
    night_returns)


# -- Command Phase (4.0) ----------------------------------------------------------

class Command(Step):
    """4.1, 4.3: activate HQs that command fire; each may first move 1 hex
    into an adjacent Friendly hex."""
    rule = "4.3"

    def legal(self, game, st, f):
        side = f["who"]
        out = []
        rl = C.roles(st, side)
        ctx = MV.context(st, side)                      # who stands where, once
        for hq_id, h in sorted(C.own_hqs(st, side).items(), key=lambda kv: kv[1]):
            if h in st["act"] or M.strength(st, h) < 1 or not C.can_fire_command(st, side, hq_id, rl):
                continue
            here = st["pos"][h]
            out.append(("activate", h, here))
            for n in M.neighbours(here):
                if M.friendly(st, side, n) and ctx.room(n) and not ctx.enemy_in(n):
                    out.append(("activate", h, n))
        out.append(("done",))
        return out

    def act(self, game, st, f, a):
        if a[0] == "done":
            game.flow.pop(game, st)
            return
        activate(st, f["who"], a[1], a[2], st["sealed"][a[1]], "4.3")

    def receive(self, game, st, f, a):
        if a[0] == "done":
            return self.act(game, st, f, a)
        if len(a) != 3 + M.VALUE or a[0] != "activate":
            raise self.refuse(game, st, f, a)
        _check_value(st, f["who"], a[1], a[3:], "4.3")
        activate(st, f["who"], a[1], a[2], a[3:], "4.3")

    def prompt(self, game, st, f):
        return text("Command Phase: activate the HQs that will command fire and melee (each may "
                    "first move 1 hex), then end the phase.",
                    "Fase de Mando: activa los CG que mandarán fuego y melé (cada uno puede mover "
                    "antes 1 hex) y termina la fase.", "4.3")

    def waiting(self, game, st, f, role):
        return text(f"Waiting: {SIDE_EN[f['who']]} Command Phase.",
                    f"Esperando: Fase de Mando de {SIDE_ES[f['who']]}.", "4.3")

    def refuse(self, game, st, f, a):
        if a and a[0] == "activate" and len(a) >= 2 and isinstance(a[1], str) and a[1] in st["pos"]:
            h = a[1]
            if M.side_of(h) != f["who"]:
                return Illegal("that is not your HQ", "4.3", "ese no es tu CG")
            if h in st["act"]:
                return Illegal("that HQ is already active", "4.3", "ese CG ya está activo")
            if M.strength(st, h) is not None and M.strength(st, h) < 1:
                return Illegal("an HQ at strength 0 cannot be activated", "4.3",
                               "un CG con fuerza 0 no puede activarse")
            return Illegal("an HQ may move only 1 hex, into an adjacent Friendly hex with room, "
                           "before it is activated", "4.3",
                           "un CG solo puede mover 1 hex, a un hex Amigo adyacente con espacio, antes de activarse")
        return Illegal("activate an HQ or end the Command Phase", "4.3",
                       "activa un CG o termina la Fase de Mando")


def activate(st: dict, side: str, h: str, hx: str, val: tuple, rule: str) -> None:
    """4.3: the HQ moves (or not) and turns face up."""
    old = st["pos"][h]
    st["pos"][h] = hx
    st["sealed"][h] = list(val)
    _reveal(st, [h])
    st["act"].append(h)
    st["done"].append(h)
    if hx != old:                                   # issue 32: "activated at R12 moving to R12"
        _log(st, f"{bname(st, h)} (strength {M.strength(st, h)}) moves from {old} to {hx} and is activated.",
             f"{bname(st, h, 'es')} (fuerza {M.strength(st, h)}) mueve de {old} a {hx} y se activa.", rule)
    else:
        _log(st, f"{bname(st, h)} (strength {M.strength(st, h)}) is activated at {hx}.",
             f"{bname(st, h, 'es')} (fuerza {M.strength(st, h)}) se activa en {hx}.", rule)




class Deploy(Step):
    """9.6: free deployment: a side swaps its blocks between the set-up
    positions (the number of blocks at each stays the same), unseen by the
    enemy; the USA first (9.2)."""
    rule = "9.6"

    def legal(self, game, st, f):
        side = f["who"]
        mine = [h for h in M.on_map(st, side)]
        out = []
        for i, a in enumerate(mine):
            for b in mine[i + 1:]:
                if st["pos"][a] != st["pos"][b]:
                    out.append(("swap", a, b))
        out.append(("done",))
        return out

    def act(self, game, st, f, a):
        side = f["who"]
        if a[0] == "swap":
            x, y = a[1], a[2]
            st["sealed"][x], st["sealed"][y] = st["sealed"][y], st["sealed"][x]
            _log(st, f"{bname(st, x)} and {bname(st, y)} change places.",
                 f"{bname(st, x, 'es')} y {bname(st, y, 'es')} intercambian posiciones.", "9.6", side)
            return
        finish_deploy(game, st, side)

    def receive(self, game, st, f, a):
        if a == ("swap",):
            return
        if a == ("done",):
            finish_deploy(game, st, f["who"])
            return
        raise self.refuse(game, st, f, a)

    def prompt(self, game, st, f):
        return text("Free deployment: swap your blocks between set-up positions, then finish.",
                    "Despliegue libre: intercambia tus bloques entre posiciones iniciales y termina.", "9.6")

    def waiting(self, game, st, f, role):
        return text(f"Waiting for {SIDE_EN[f['who']]} to deploy.", f"Esperando el despliegue de {SIDE_ES[f['who']]}.",
                    "9.6")

    def refuse(self, game, st, f, a):
        return Illegal("swap two of your blocks in different set-up hexes, or finish", "9.6",
                       "intercambia dos de tus bloques en hexes iniciales distintos, o termina")


def finish_deploy(game, st: dict, side: str) -> None:
    """Every block of the side is stamped anew (secrets.py; only on its own
    device, the count on both), so the enemy cannot tell which were swapped."""
    st["stirs"] += 1
    known = st["sealed"].get(S.SALT[side]) is not None
    for h in M.on_map(st, side):
        M.deal(st, h, M.ident(st, h) if known else None, M.strength(st, h) if known else 0, st["stirs"])
    _log(st, f"{SIDE_EN[side]} has deployed.", f"{cap(SIDE_ES[side])} ha desplegado.", "9.6")
    game.flow.pop(game, st)


STEPS = {
    "hour": Hour(), "pturn": PlayerTurn(), "command": Command(), "fire": Fire(), "hits": Hits(),
    "repulse": Repulse(), "volley": Volley(), "move": Move(), "show": Show(), "melees": Melees(), "melee": Melee(),
    "mhit": MeleeHit(), "regroup": Regroup(), "morders": Morders(), "supply": Supply(), "nsupply": NightSupply(),
    "deploy": Deploy(), **CAV.STEPS,
}
FLOW = Flow(STEPS)

PRIVATE_KEYS = ("sealed", "rng", "lg")
OPTIONAL_KEYS = ("cav", "pend", "mo")         # made only by an option (None in a view: absent)
# The public state a view hands on beyond its own fields (state key, view field, what it is).
PUBLIC_FIELDS = (
    ("sc", "scenario", "the scenario id"),
    ("t", "turn_index", "the turn as an index into data.TRACK"),
    ("half", "half", "1 or 2: the first or second player turn of the hour"),
    ("first", "first_turn", "0 once the scenario's first initiative is given (9.2)"),
    ("pos", "positions", "{handle: hex}: every block on the map"),
    ("due", "arrivals", "{handle: [turn, road, other roads, limit]}: reinforcements not yet on the map (9.74)"),
    ("off", "off_map", "{handle: hex left by}: blocks off the map until the night (2.4)"),
    ("dead", "dead", "[handle]: blocks eliminated (4.61)"),
    ("act", "active_hqs", "[handle]: HQs activated in this turn's Command Phase (4.3)"),
    ("done", "done", "[handle]: blocks that commanded or fired this turn (6.1)"),
    ("moved", "moved", "[handle]: blocks that moved this Move Phase"),
    ("came", "entered", "[handle]: reinforcements that entered the map this Move Phase (6.7)"),
    ("col", "columns", "[handle]: infantry in column (opt. column)"),
    ("spent", "spent_mp", "{handle: MP}: movement a change of formation cost this Move Phase"),
    ("hancock", "hancock", "[] or [corps, handle]: Hancock sent to a fallen CHQ (opt. hancock)"),
    ("cav", "cavalry", "the cavalry battle (10.0, opt. cavalry)"),
    ("fs", "fire_sides", "{hex: [direction]}: hexsides of a firer's hex used for fire (5.21)"),
    ("traffic", "traffic", "{hexside: n}: front-line hexside crossings this Move Phase (6.62)"),
    ("pend", "pending_hits", "[{hex, n, long} | {rep} | {fire, hex, n, fp, long, art}]: hits and fires waiting (opt. relay, 5.23)"),
    ("mo", "melee_orders", "{hex: orders}: melee orders given in advance (opt. relay, 7.0)"),
    ("lost", "steps_lost", "{handle: n}: steps lost (gained, below 0) in view since the value was dealt"),
    ("mk", "marked", "[handle]: a half hit this Fire Phase (5.24) or a step had this Supply Phase (8.2)"),
    ("stirs", "stirs", "how many times hidden blocks were dealt again (secrets.py)"),
    ("res", "end", "None, or [winner, how, VP] once the game is over"),
    ("flow", "frames", "the flow's frames in full (the search's; tables read flow)"),
)

# Actions whose other-device form differs (values revealed, handles hidden).
RECEIVERS = ("command", "fire", "hits", "move", "show", "supply", "nsupply", "deploy") + CAV.RECEIVERS


def _legal_key(st: dict, role: str) -> tuple | None:
    """An exact fingerprint of what ``legal`` reads: the whole state but its
    log and latest dice ("lg", "lr": written by the rules, never read)."""
    try:
        return role, marshal.dumps({k: v for k, v in st.items() if k not in ("lg", "lr")}, 2)
    except ValueError:
        return None


def _forget(st: dict) -> None:
    """5.1, 8.1: on a device that does not hold a side (no salt of it), a
    block of that side that is no longer face up is hidden again: its value
    is forgotten (a full state, as hotseat holds it, keeps everything)."""
    for side in ROLES:
        if st["sealed"].get(S.SALT[side]) is not None:
            continue
        p = M.PREFIX[side]
        up = set(st["up"])
        for h, v in st["sealed"].items():
            if v is not None and h[0] == p and h not in up:
                st["sealed"][h] = None


def _value_groups(parts: tuple, size: int) -> dict:
    """{handle: value} from an announced run of [handle, value parts, ...]
    groups of ``size``."""
    if len(parts) % size:
        return {}
    return {parts[i]: list(parts[i + 1:i + 1 + M.VALUE]) for i in range(0, len(parts), size)}


class BadgesOfCourage(FlowGame):
    id = "boc"
    title = "Gettysburg: Badges of Courage"
    roles = ROLES
    rules_version = "7"           # 7: between two devices (relay), a fire's dice are rolled when the
                                  # firer sends his fires, not before (docs/TRUST.md T2.7);
                                  # 6: between two devices, the reveal a Move Phase with no melee
                                  # owes comes at the end of the player turn (RULES_NOTES 5.31); a
                                  # block may move off the map, back by an open entry road (2.4);
                                  # 5: an attacker at firepower 0 in melee round 1 holds (7.3), artillery
                                  # out of the front line stands up when movement is over (5.31);
                                  # 4: what the table shows of a block's strength is public (RULES_NOTES
                                  # "Handles"): a sealed value is [id, strength when dealt, stamp];
                                  # 3: no stirs after hits, steps or the Supply Phase; 2: stir stamps
    link_dict = LINK_DICT                       # links between two devices (linkdict.py)
    sealed = True
    # Between two devices the side not moving answers in batches (RULES_NOTES,
    # "relay"): the hits of a Fire Phase when the firer sends them, and its
    # reveals and melee orders once per Move Phase, and each side's cavalry
    # orders once for the cavalry battle (10.0).
    duel_options = {"relay": True}
    scenarios = {k: v["title"]["en"] for k, v in D.SCENARIOS.items()}
    scenarios_es = {k: v["title"]["es"] for k, v in D.SCENARIOS.items()}
    options = {"fixed_order": "Fixed turn order (CSA, then USA, every hour)",
               "free_deploy": "Free deployment: swap your blocks between the set-up positions, unseen (9.6)",
               "column": "Column and line: infantry uses roads only in column (optional rule)",
               "hancock": "Hancock option: when a Union corps HQ falls before Meade arrives, Hancock may be sent",
               "longstreet": "Longstreet option: Hood and McLaws arrive at dawn on Day 2 (whole battle)",
               "cavalry": "Cavalry battle: Stuart fights Gregg and Kilpatrick off the map on Day 3 (10.0)",
               "relay": "Between two devices: hits wait until the firer sends them; the side attacked "
                        "gives melee orders once a turn; each side gives its cavalry battle orders once"}
    options_es = {"fixed_order": "Orden de turno fijo (CSA y luego EE. UU., cada hora)",
                  "free_deploy": "Despliegue libre: intercambia tus bloques entre las posiciones iniciales, sin que se vea (9.6)",
                  "column": "Columna y línea: la infantería solo usa caminos en columna (regla opcional)",
                  "hancock": "Opción Hancock: si cae un CG de cuerpo de la Unión antes de llegar Meade, puede enviarse a Hancock",
                  "longstreet": "Opción Longstreet: Hood y McLaws llegan al alba del día 2 (batalla completa)",
                  "cavalry": "Combate de la caballería: Stuart lucha contra Gregg y Kilpatrick fuera del mapa el día 3 (10.0)",
                  "relay": "Entre dos dispositivos: los impactos esperan a que el que dispara los envíe; "
                           "el bando atacado da órdenes de melé una vez por turno; cada bando da una vez sus "
                           "órdenes para el combate de la caballería"}
    flow = FLOW

    def knowledge(self):
        """What the computer opponent knows of this game (knowledge.py)."""
        from .knowledge import KNOWLEDGE
        return KNOWLEDGE

    def rule_text(self, rule):
        """Our own summary of a cited section, English and Spanish."""
        from . import rules_text
        return rules_text.section(rule)

    def rule_index(self):
        """The rules text's table of contents, in rulebook order."""
        from . import rules_text
        return rules_text.index()

    # ------------------------------------------------------------ set-up

    def setup(self, scenario, options, seed):
        sc = self.check_scenario(scenario)
        op = self.check_options(options)
        scen = D.SCENARIOS[sc]
        st = {"sc": sc, "op": op, "rng": dice.seed_state(seed), "t": D.turn_index(scen["start"]),
              "first": 1, "p1": "csa", "side": "csa", "half": 1, "pos": {}, "due": {}, "off": {},
              "dead": [], "up": [], "act": [], "done": [], "moved": [], "fs": {},
              "traffic": {}, "melees": [], "ctrl": {}, "elim": {"usa": 0, "csa": 0}, "sealed": {},
              "came": [], "col": [], "spent": {}, "hancock": [], "stirs": 0, "lost": {}, "mk": [], "flow": [], "rv": 0, "lg": [], "lr": [], "res": None}
        groups = _groups(sc, op)
        for side in ROLES:
            for (h, g) in _handles(sc, op)[side]:
                grp = groups[side][g]
                if grp[0] == "at":
                    st["pos"][h] = grp[1]
                elif grp[0] == "gone":
                    st["dead"].append(h)            # fallen before the scenario starts (no VP)
                elif grp[0] in ("spare", "pool"):
                    pass                            # opt.hancock: off the map until sent; 10.0: the cavalry pool
                else:
                    st["due"][h] = [grp[1], grp[2], list(grp[3]), grp[4]]
                st["sealed"][h] = None
            st["sealed"][S.SALT[side]] = None
        CAV.setup(st, _handles(sc, op), groups)       # 10.0
        self.private_setups(st, seed)               # T3.4: each side's hidden set-up from its secret
        FLOW.push(st, "hour")
        if op.get("free_deploy"):
            FLOW.push(st, "deploy", who="csa")       # 9.2: the USA deploys first (top of the stack)
            FLOW.push(st, "deploy", who="usa")
        FLOW.settle(self, st)
        return st

    def private_setup(self, state, role, secret):
        """Which of a group's blocks stands under which of its handles, and
        the salt of ``role``'s later stirs, from ``role``'s secret alone."""
        sc = state["sc"]
        groups = _groups(sc, state["op"])[role]
        by_group: dict[int, list[str]] = {}
        for h, g in _handles(sc, state["op"])[role]:
            by_group.setdefault(g, []).append(h)
        salt = S.salt_from(secret)
        state["sealed"][S.SALT[role]] = salt
        for g, handles in by_group.items():
            ids = list(groups[g][-1])
            ids.sort(key=lambda i: hashlib.sha256(f"{salt}|{g}|{i}".encode()).digest())
            for h, i in zip(handles, ids):
                state["sealed"][h] = [i, D.start_strength(sc, i), 0]       # stamp 0 (secrets.py)

    # ------------------------------------------------------------ contract

    def legal(self, state, role):
        if state.get("res"):
            return []
        frame = FLOW.top(state)
        if frame is None or frame["step"] == "move":
            return FLOW.legal(self, state, role)        # apply checks a move by its block alone
        # the list of the last state asked about again, for apply's check
        key = _legal_key(state, role)
        if key is not None and self._legal_memo[0] == key:
            return list(self._legal_memo[1])
        out = FLOW.legal(self, state, role)
        if key is not None:
            self._legal_memo = (key, tuple(out))
        return out

    _legal_memo: tuple = (None, ())

    def apply(self, state, role, action):
        self.check_turn(state, role, action)
        action = as_action(action)
        state["lg"], state["lr"] = [], []
        frame = FLOW.top(state)
        step = FLOW.step(frame)
        if frame["step"] in RECEIVERS and not self._plain(state, role, frame, action):
            step.receive(self, state, frame, action)
            FLOW.settle(self, state)
        elif frame["step"] == "move" and len(action) > 1 and isinstance(action[1], str):
            # check one block's moves, not every block's (the same answer, faster)
            if role != step.who(self, state, frame) or action not in step.legal(self, state, frame, action[1]):
                raise step.refuse(self, state, frame, action)
            FLOW.apply(self, state, role, action, checked=True)
        elif frame["step"] != "move" and role == step.who(self, state, frame):
            # the same check as FLOW.apply's, from legal's list when this state was just asked about
            if action not in self.legal(state, role):
                raise step.refuse(self, state, frame, action)
            FLOW.apply(self, state, role, action, checked=True)
        else:
            FLOW.apply(self, state, role, action)
        _forget(state)
        return state

    @staticmethod
    def _plain(state, role, frame, action) -> bool:
        """True when this device knows ``role``'s side (its salt): the action
        is one it plays from its own legal list; False: an announced action
        from the other device."""
        return state["sealed"].get(S.SALT[role]) is not None

    def holds(self, state, role):
        """Only the device that holds the side's blocks decides for it (T1.3)."""
        return state["sealed"].get(S.SALT[role]) is not None

    # A decision that is no choice, which the platform plays for the role without handing
    # it the device: showing what the rules reveal (5.31, 7.1), a hit, a repulse or a combat
    # turn with one way to take it (5.23, 5.32, 7.2), a phase with nothing left to do but end.
    private_choices = frozenset(("swap",))      # 9.6: which blocks swapped is unseen (TRUST T2.6)
    forced_steps = frozenset(("hits", "repulse", "mhit", "melee", "melees", "regroup",
                              "command", "fire", "move", "supply", "nsupply") + CAV.FORCED)
    # Decided on what both sides see (7.1: every block in a melee is revealed): a
    # combat turn and a tied melee hit; hotseat does not hand the device over for them.
    open_steps = frozenset(("melee", "mhit"))

    def forced_in(self, state, role, frame):
        if frame["step"] == "show":
            return ("show",)
        if frame["step"] == "move":
            # a Move Phase is seldom over by itself: a block with a move says so at once,
            # without working out every block's moves (the page asks this after every move)
            step = FLOW.steps["move"]
            for h in MVT.movers(state, role) + MVT.arrivals(state, role):
                if step.legal(self, state, frame, only=h):
                    return None
        return super().forced_in(state, role, frame)

    def previews(self, state, role):
        """For the table, in the side's own Fire Phase: "shots", {handle:
        [[target hex, firepower, dice, long range, D2]]}: what each of its
        blocks that may fire now would fire with (5.2, 5.22, 5.24, 5.31)."""
        top = FLOW.top(state)
        if top is None or top["step"] != "fire" or role != state["side"]:
            return {}
        return {"shots": FI.shots(state, self.may_know(state, role))}

    def unfinished(self, state, role):
        """6.7: reinforcements that may still enter this Move Phase (ended
        now, they wait for a later one), for the page to ask first."""
        top = FLOW.top(state)
        if top is None or top["step"] != "move" or role != state["side"] or not self.holds(state, role):
            return None
        n = len({a[1] for a in self.legal(state, role) if a[0] == "enter"})
        if not n:
            return None
        return text(f"{n} reinforcement{'s' if n != 1 else ''} may still enter this turn; if you end the "
                    "phase now, they wait for a later turn.",
                    f"{n} refuerzo{'s' if n != 1 else ''} puede{'n' if n != 1 else ''} entrar aún este turno; si "
                    "terminas la fase ahora, esperan a un turno posterior.", "6.7")

    def result(self, state):
        if not state.get("res"):
            return None
        who, code, score = state["res"]
        if who == "draw":
            en, es = f"A draw: the CSA has {score} VP.", f"Tablas: la Confederación tiene {score} PV."
        else:
            en = f"{SIDE_EN[who]} wins: the CSA has {score} VP."
            es = f"Gana {SIDE_ES[who]}: la Confederación tiene {score} PV."
        return {"winner": who, "reason": en, "reason_es": es, "rule": "9.1", "vp": score}

    # ------------------------------------------------------------ secrets

    def may_know(self, state, role):
        """5.1: a side knows its own blocks (and its salt); both know the
        blocks face up."""
        known = set(h for h in state["up"] if h in state["sealed"])
        if role in ROLES:
            known.update(h for h in state["sealed"] if h[0] == M.PREFIX[role] or h == S.SALT[role])
        return known

    def announce(self, state, role, action):
        a = as_action(action)
        frame = FLOW.top(state)
        if frame is None:
            return a
        step = frame["step"]
        if not self._plain(state, role, frame, a):
            return a                                    # already in its announced form
        if step in CAV.STEPS:
            return CAV.announce(state, role, frame, a)  # 10.0
        if step == "command" and a[0] == "activate":
            return a + tuple(state["sealed"][a[1]])
        if step == "fire" and a[0] == "fire":
            return a + tuple(state["sealed"][a[1]])
        if step == "move" and a[0] in ("attack", "unsupported"):
            return a + tuple(state["sealed"][a[1]])
        if step == "supply" and a[0] == "supply":
            return a + tuple(state["sealed"][a[1]])
        if step == "move" and a[0] == "move":
            return a + tuple(move_path(state, role, a[1], a[2]))
        if step == "move" and a[0] == "exit" and a[2] != state["pos"].get(a[1]):
            return a + tuple(move_path(state, role, a[1], a[2]))
        if step == "move" and a[0] == "enter":
            fm = a[4] if len(a) > 4 else ""
            return a[:4] + (fm,) + tuple(entry_path(state, role, a[1], a[2], a[3], fm or None))
        if step == "move" and a[0] == "done":
            return ("done",) + tuple(x for h in front_artillery(state, role) for x in [h] + list(state["sealed"][h]))
        if step == "supply" and a[0] == "hancock":
            return ("hancock", a[1], hancock_handle(state))
        if step == "supply" and a[0] == "give":
            return ("give", a[1], state["pos"][a[2]], a[2])
        if step == "deploy" and a[0] == "swap":
            return ("swap",)
        if step == "nsupply" and a[0] == "nsupply":
            return ("nsupply", state["pos"][a[1]], a[1])
        if step == "show":
            return ("show",) + tuple(x for h in _to_show(state, frame) for x in [h] + list(state["sealed"][h]))
        if step == "hits":
            trial = self.copy(state)
            FLOW.apply(self, trial, role, a)
            return ("hit",) + self._hit_outcome(state, trial, frame, a[1])
        return a

    def check_reveal(self, state, role, handle, value, seen):
        """docs/TRUST.md T3.7: a block the other side reveals must be one the
        table allows under that handle (RULES_NOTES "Checks at once"): a
        block of that side; dealt at the set-up (stamp 0), one of the
        handle's set-up group (9.2-9.5) with the strength that scenario gives
        it; re-dealt by a stir, no later than the stirs the table saw (T3.5);
        as strong as its block can be after the steps the table saw it lose
        and gain (3.2, 5.23, 8.2); and no block shown under two handles at
        once (a block is one block)."""
        if handle == S.SALT.get(role) or not handle or handle[0] != M.PREFIX[role]:
            raise Illegal(f"{handle} is not a block of {SIDE_EN[role]}", rule="5.1")
        if not (isinstance(value, list) and len(value) == M.VALUE and isinstance(value[0], str)
                and type(value[1]) is int and type(value[2]) is int):
            raise Illegal("a block's value is its block, its steps and its stamp", rule="5.1")
        ident, steps, stamp = value
        block = D.BLOCKS.get(ident)
        if block is None or block["side"] != role:
            raise Illegal(f"{ident[:30]} is no block of {SIDE_EN[role]}", rule="2.1")
        if not 0 <= stamp <= state["stirs"]:
            raise Illegal(f"{handle} claims a re-deal the table never saw", rule="9.6")
        sc = state["sc"]
        if stamp == 0:
            group = _handle_groups(sc, state["op"]).get(handle)
            if group is None or ident not in group:
                raise Illegal(f"{handle} shows {ident}, which the set-up did not place under it", rule="9.2")
            if steps != D.start_strength(sc, ident):
                raise Illegal(f"{handle} shows {ident} with {steps} steps from the set-up, which gives "
                              f"it {D.start_strength(sc, ident)}", rule="9.2")
        now = steps - state["lost"].get(handle, 0)
        if not 0 <= now <= block["steps"]:
            raise Illegal(f"{handle} shows {ident} with {now} steps now; the block has "
                          f"{block['steps']} at most", rule="3.2")
        for other, v in seen.items():
            if other != handle and isinstance(v, list) and v[:1] == [ident] and v[2:3] == [stamp]:
                raise Illegal(f"{ident} was shown under {other} already", rule="5.1")

    def shown(self, state, role, action):
        """The block values an announced action shows (``announce``'s forms;
        docs/TRUST.md T3.3): an activated HQ (4.2), a block firing (5.2) or
        supplying (8.2), a block declaring a melee (7.1), the front-line
        artillery and melee blocks stood face up (5.31, 7.1), Stuart's
        assignments and the Union's reveal in the cavalry battle (10.0)."""
        frame = FLOW.top(state)
        if frame is None:
            return {}
        a, step = tuple(action), frame["step"]
        if not a:
            return {}
        if step in ("show", "cavshow") and a[0] == "show" or step == "move" and a[0] == "done":
            return _value_groups(a[1:], 1 + M.VALUE)
        if step == "stuart" and a[0] == "done":
            return _value_groups(a[1:], 2 + M.VALUE)
        if (step == "command" and a[0] == "activate" and len(a) == 3 + M.VALUE
                or step == "fire" and a[0] == "fire" and len(a) == 5 + M.VALUE
                or step == "move" and a[0] in ("attack", "unsupported") and len(a) == 3 + M.VALUE
                or step == "supply" and a[0] == "supply" and len(a) == 3 + M.VALUE):
            return {a[1]: list(a[-M.VALUE:])}
        return {}

    @staticmethod
    def _hit_outcome(before, after, frame, h) -> tuple:
        if h not in after["pos"]:
            return (h, "elim")
        if any(f["step"] == "repulse" and f.get("h") == h for f in after["flow"]):
            return (h, "repulse")
        return (h, "kept")

    def describe(self, state, action, lang="en"):
        a = tuple(action)
        es = lang == "es"
        if not a:
            return ""
        v = a[0]
        words = CAV.describe(state, a, lang)            # 10.0
        if words:
            return words
        def nm(h):
            return bname(state, h, lang)
        if v == "activate":
            return f"Activar {nm(a[1])} en {a[2]}" if es else f"Activate {nm(a[1])} at {a[2]}"
        if v == "fire":
            tgt = f" ({nm(a[4])})" if len(a) > 4 and a[4] else ""
            return f"{nm(a[1])} dispara a {a[2]}{tgt}" if es else f"{nm(a[1])} fires at {a[2]}{tgt}"
        if v == "hit":
            return f"Impacto a {nm(a[1])}" if es else f"Hit on {nm(a[1])}" if a[1] else ("Impacto" if es else "Hit")
        if v == "repulse":
            return (f"Retirar a {a[2]}" if es else f"Retreat to {a[2]}") if a[2] else ("Eliminado" if es else "Eliminated")
        if v == "move":
            return f"Mover {nm(a[1])} a {a[2]}" if es else f"Move {nm(a[1])} to {a[2]}"
        if v == "exit":
            return (f"{nm(a[1])} sale del mapa por {a[2]} (vuelve de noche)" if es else
                    f"{nm(a[1])} leaves the map at {a[2]} (back at night)")
        if v == "enter":
            return f"{nm(a[1])} entra por {a[2]} hasta {a[3]}" if es else f"{nm(a[1])} enters at {a[2]} to {a[3]}"
        if v == "attack":
            return f"{nm(a[1])} ataca {a[2]}" if es else f"{nm(a[1])} attacks {a[2]}"
        if v == "unsupported":
            return f"{nm(a[1])} ataca {a[2]} sin apoyo" if es else f"{nm(a[1])} attacks {a[2]} unsupported"
        if v == "resolve" and len(a) == 1:
            return "Aplicar ya los impactos pendientes" if es else "Send the waiting hits now"
        if v == "resolve":
            return f"Resolver la melé en {a[1]}" if es else f"Resolve the melee at {a[1]}"
        if v == "order":
            to = f" a {a[3]}" if es and a[3] else (f" to {a[3]}" if a[3] else "")
            return (f"{nm(a[1])} se retira{to} desde el asalto {a[2]}" if es
                    else f"{nm(a[1])} retreats{to} from round {a[2]}")
        if v == "rank":
            return f"{nm(a[1])} encaja primero entre iguales" if es else f"{nm(a[1])} takes hits first among equals"
        if v == "rg":
            if a[2] == "out":
                return (f"Si {a[1]} resiste: {nm(a[3])} sale a {a[4]}" if es
                        else f"If {a[1]} holds: {nm(a[3])} withdraws to {a[4]}")
            return (f"Si {a[1]} resiste: {_public_name(state, a[3], lang)} entra desde {a[4]}" if es
                    else f"If {a[1]} holds: {_public_name(state, a[3], lang)} comes in from {a[4]}")
        if v == "fight":
            return f"{nm(a[1])} combate" if es else f"{nm(a[1])} melees"
        if v == "retreat":
            where = a[2] or ("eliminado" if es else "eliminated")
            return f"{nm(a[1])} se retira a {where}" if es else f"{nm(a[1])} retreats to {where}"
        if v == "stand":
            return f"{nm(a[1])} aguanta" if es else f"{nm(a[1])} holds"
        if v == "form":
            line = a[1] in state.get("col", ())
            return (f"{nm(a[1])} forma en {'línea' if line else 'columna'}" if es
                    else f"{nm(a[1])} forms {'line' if line else 'column'}")
        if v == "swap":
            return (f"Intercambiar {nm(a[1])} y {nm(a[2])}" if es else f"Swap {nm(a[1])} and {nm(a[2])}") \
                if len(a) > 2 else ("Intercambio" if es else "Swap")
        if v == "take":
            return f"{nm(a[1])} encaja el impacto" if es else f"{nm(a[1])} takes the hit"
        if v in ("out", "in"):
            return f"{nm(a[1])} se reagrupa ({a[2]})" if es else f"{nm(a[1])} regroups ({a[2]})"
        if v == "supply":
            return f"Activar {nm(a[1])} para suministro en {a[2]}" if es else f"Activate {nm(a[1])} for supply at {a[2]}"
        if v == "hancock":
            return f"Enviar a Hancock al Cuerpo {a[1]}" if es else f"Send Hancock to {a[1]} Corps"
        if v == "give":
            return f"Un paso para {nm(a[2])}" if es else f"A step for {nm(a[2])}"
        if v == "nsupply":
            return f"Suministro nocturno a {nm(a[1])}" if es else f"Night supply for {nm(a[1])}"
        if v == "show":
            return "Revelar" if es else "Reveal"
        if v == "done":
            return "Terminar la fase" if es else "End the phase"
        if v == "end":
            return "Terminar la melé" if es else "End the melee"
        return " ".join(str(x) for x in a)

    # ------------------------------------------------------------ views

    view_fields = {
        "time": "the turn: day, hour (0 = night), and its words in both languages",
        "side": "the phasing side", "p1": "the side with the initiative this hour",
        "phase": "the top step of the flow", "active": "who must act", "result": "the result, once over",
        "blocks": "every block on the map: hex, side, handle; its id and strength where this role may know them",
        "due": "this role's reinforcements not yet on the map (all: count per side)",
        "up": "face-up handles", "melees": "melees declared", "vp": "the CSA's victory points now",
        "elim": "units eliminated per side", "flow": "the flow's frames, public parts",
        "last_roll": "the latest action's dice", "reveals": "reveal counter", "options": "options",
        "control": "hex control fixed at the player turn's start",
        "known": "the sealed values this role may know: its own blocks and salt, and blocks face up "
                 "(and for the CSA its cavalry orders in progress, 10.0)",
        "command_range": "{HQ handle: [hex]}: the hexes within command range (4.5) of each HQ on the map "
                         "whose value this role may know, along paths of Friendly or Neutral hexes",
        "melee_fire": "{melee hex: {handle: [round 1, later rounds]}}: the melee firepower (7.2-7.6) of "
                      "each block in a declared melee whose value this role may know",
    }

    # The rest of the public state, field by field (state key, view field, what it holds):
    # with the fields above, all a search needs to sample a whole state (``sample``) and
    # all a table reads. A key a state lacks (an option's) is None in the view.
    for _key, _field, _what in PUBLIC_FIELDS:
        view_fields[_field] = _what

    def view(self, state, role=None):
        known = self.may_know(state, role)
        blocks = []
        top = FLOW.top(state)
        supplying = top is not None and top["step"] == "supply"  # the mark there: a step had (8.2)
        for h, hx in sorted(state["pos"].items(), key=lambda kv: (kv[1], kv[0])):
            item = {"hex": hx, "side": M.side_of(h), "h": h, "up": h in state["up"]}
            if h in known and state["sealed"].get(h) is not None:
                v = M.value(state, h)
                item.update(id=v[0], strength=v[1], half=0 if supplying else v[2])
            blocks.append(item)
        due = {}
        for h, (t, road, alts, _lim) in sorted(state["due"].items()):
            side = M.side_of(h)
            if side == role and state["sealed"].get(h) is not None:
                due.setdefault(side, []).append({"h": h, "id": state["sealed"][h][0], "t": t, "road": road})
            else:
                due.setdefault(side, [])
        return {
            "time": {"t": state["t"], "day": D.TRACK[state["t"]][0], "hour": D.TRACK[state["t"]][1],
                     "en": D.clock(state["t"]), "es": D.clock(state["t"], "es")},
            "side": state["side"], "p1": state["p1"], "phase": top["step"] if top else None,
            "active": self.active(state), "result": self.result(state), "blocks": blocks,
            "due": due, "up": list(state["up"]), "melees": [dict(m) for m in state["melees"]],
            "vp": vp(state), "elim": dict(state["elim"]),
            "flow": [{k: v for k, v in f.items() if k not in ("cand",)} for f in state["flow"]],
            "last_roll": [{"side": s, "die": d} for s, d in state["lr"]], "reveals": state["rv"],
            "options": dict(state["op"]), "control": dict(state["ctrl"]),
            **{field: self.copy(state[key]) if key in state else None for key, field, _ in PUBLIC_FIELDS},
            "known": {h: list(v) if isinstance(v, list) else v for h, v in state["sealed"].items()
                      if h in known and v is not None},
            "command_range": self._command_range(state, known),
            "melee_fire": self._melee_fire(state, known),
        }

    @staticmethod
    def _command_range(state, known):
        """4.5, for the table: each known HQ's command range now."""
        out = {}
        for h, hx in sorted(state["pos"].items()):
            v = state["sealed"].get(h) if h in known else None
            rec = D.BLOCKS[v[0]] if v is not None else None
            if rec is not None and rec["kind"] == "hq" and rec.get("range"):
                out[h] = sorted(C.in_range(state, M.side_of(h), hx, rec["range"]))
        return out

    @staticmethod
    def _melee_fire(state, known):
        """7.2-7.6, for the table: the firepower each known block of each
        declared melee has in its first round and in the later ones."""
        out = {}
        frames = {f["hex"]: f for f in state["flow"] if f["step"] == "melee"}
        for m in state["melees"]:
            hx = m["hex"]
            m = frames.get(hx, m)                           # a melee under way: its attackers now
            att = [h for h, _fr in m["att"]]
            here = att + [h for h, p in sorted(state["pos"].items()) if p == hx and h not in att]
            fire = {}
            for h in here:
                if h in known and state["sealed"].get(h) is not None:
                    attacker = h in att
                    fire[h] = [melee_fire(state, {"rnd": r, "att": m["att"], "hex": hx}, h, attacker)
                               for r in (1, 2)]
            out[hx] = fire
        return out

    def sample(self, view, role, rng):
        """A whole state consistent with ``role``'s view: the public state as
        it is, this role's values, and every value it cannot see drawn from
        ``rng``: which enemy block stands under which hidden handle, and its
        strength (5.1)."""
        st = {key: self.copy(view[field]) for key, field, _ in PUBLIC_FIELDS
              if view[field] is not None or key not in OPTIONAL_KEYS}
        st.update(p1=view["p1"], side=view["side"], op=dict(view["options"]), ctrl=dict(view["control"]),
                  up=list(view["up"]), melees=self.copy(view["melees"]), elim=dict(view["elim"]),
                  rv=view["reveals"], lr=[[d["side"], d["die"]] for d in view["last_roll"]])
        st["rng"] = format(dice.next_u64(rng), "016x")
        st["lg"] = []
        sealed: dict = {}
        known = view["known"]
        for side in ROLES:
            handles = [h for h, _g in _handles(st["sc"], st["op"])[side]]
            ids = [i for g in _groups(st["sc"], st["op"])[side] for i in g[-1]]
            salt = known.get(S.SALT[side])
            sealed[S.SALT[side]] = salt if salt is not None else format(dice.next_u64(rng), "016x")
            free = [i for i in ids if i not in {known[h][0] for h in handles if h in known}]
            dice.shuffle(rng, free)
            # each hidden handle gets a block that can have lost what the table saw it lose
            # (the handles that lost most choose first), so the sample is a state the rules allow
            # and of the kind what the table saw it do needs: an activated block is an HQ (4.3), one
            # that commanded or fired without an activation is none, a column is infantry (opt.)
            chosen: dict[str, str] = {}
            act, done, col = set(st["act"]), set(st["done"]), set(st.get("col") or ())

            def fits(h: str, i: str) -> bool:
                kind, steps, lost = D.BLOCKS[i]["kind"], D.BLOCKS[i]["steps"], st["lost"].get(h, 0)
                if min(steps, steps - lost) < max(0 if kind == "hq" else 1, -lost):
                    return False        # (it cannot have lost, or gained, what the table saw)
                if (h in act) != (kind == "hq") and (h in act or h in done):
                    return False
                return h not in col or kind == "inf"
            group = _handle_groups(st["sc"], st["op"])
            for h in sorted((h for h in handles if h not in known),
                            key=lambda h: (-(h in act or h in done or h in col), -abs(st["lost"].get(h, 0)))):
                good = [k for k, i in enumerate(free) if fits(h, i)]
                own = [k for k in good if free[k] in group.get(h, ())]     # its set-up group first (public)
                chosen[h] = free.pop(own[-1] if own else good[-1] if good else len(free) - 1)
            for h in handles:
                if h in known:
                    sealed[h] = list(known[h])
                    continue
                i = chosen[h]
                top = D.BLOCKS[i]["steps"]
                low = 0 if D.BLOCKS[i]["kind"] == "hq" else 1
                # a strength now the public changes allow, as dealt (model.lost)
                lost = st["lost"].get(h, 0)
                low, top = max(low, -lost), min(top, top - lost)
                now = low + dice.randbelow(rng, top - low + 1) if top >= low else max(0, -lost)
                sealed[h] = [i, now + lost, 0]
        if "cav" in st:
            sealed[CAV.PRIVATE] = known.get(CAV.PRIVATE, 0)  # 10.0: the CSA's orders in progress
        st["sealed"] = sealed
        return st

    def encode_state(self, state):
        """A position for a link, packed by hand (packing.py)."""
        return packing.encode(state)

    def decode_state(self, data):
        return packing.decode(data)

    def check_state(self, state):
        """Refuse (ValueError) a state the rules could crash or stall on (checks.py)."""
        super().check_state(state)
        try:
            FLOW.check(state, depth=12)
        except TypeError as exc:                # a step "name" that is a list or a dict (tested by ``in``)
            raise ValueError("bad flow frame") from exc
        from . import checks
        checks.check(self, state)


GAME = BadgesOfCourage()
