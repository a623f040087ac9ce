"""The rules engine of A House Divided (basic game, rulebook sections 1-13).

State shape (plain JSON; sides are "u" Union and "c" CSA; unit ids are the
side letter plus a number, e.g. "u7", "c12"):

    {
      "sc":  "campaign" | "short",
      "op":  {"beginner_union": bool},
      "rng": "16 hex digits" (pyapp.core.dice),
      "t":   turn 1..40,
      "p":   phasing side "u" | "c",
      "ph":  phase: "mr" march roll, "mv" movement, "bc" choose battle,
             "wd" cavalry withdrawal, "rf" reinforcements, "fs" fire step,
             "fr" forced retreat (deadlock), "bp" battle-win promotion,
             "pr" promotion segment, "rr" recruitment roll, "rc" recruiting,
             "end" game over,
      "u":   {unit id: [box, kind, flags, marches, from]}
               kind  "mi" "vi" "ei" "mc" "vc" "ec"
               flags bit set: 1 damaged, 2 entrenched, 4 half-entrenched
                     (one of two marches spent), 8 moved by sea, 16 jump used,
                     32 fought in a battle, 64 retreated/withdrew,
                     128 promoted for a battle win this half, 256 landed by naval invasion
               marches: marches taken part in this half-turn (0..2)
               from: box it entered its box from this half-turn, or ""
      "own": {box: "u" | "c"} where control differs from the printed colour,
      "cav": sorted boxes whose control rests on cavalry alone (rule 9),
      "ml":  marches left, "mb": box of the open march or "",
      "mu":  ids of units that took part in the open march,
      "ni":  1 if the Union rolled a 6 this half (naval invasion allowed),
      "nip": port chosen by this half's naval invasion, or "",
      "b":   null or the battle in progress:
             {"x": box, "r": round, "s": side acting, "tg": [[firer, target]...],
              "rb": [boxes already used for reinforcement in this window],
              "h": 1 if some unit could fire this round, "w": winner or ""},
      "rl":  recruits left, "rcb": boxes that received a recruit this segment,
      "lr":  dice of the last roll event,
      "lg":  the log entries written by the latest action (compact lists,
             rendered by text.log_line); the match keeps the whole log
             outside the state, so a position stays small,
      "res": null or [winner side, reason code]
    }

Per-half-turn unit fields (marches, from, flags other than "entrenched" and
"retreated") are cleared at the end of every half-turn; "retreated" is cleared
at the end of the game turn (5.2.4: no reinforcing in the same turn).

No action of the phasing player that does something on the map (a move, an
entrenchment, a naval move, an invasion, a promotion, a recruit) ever ends
his segment or half-turn: when it leaves nothing else to do, his only legal
action is the explicit end ("end_moves", "pass"), so undo reaches it
(RULES_NOTES, "Sequence of play").
"""

from __future__ import annotations

from ...core import dice
from ...core.errors import Illegal
from ...core.game import Game
from . import board as B
from . import data as D
from . import mapdata, packing, rules_text
from . import text as T

DMG, ENT, HALF, NAV, JMP, FOUGHT, RETR, PROM, INV = 1, 2, 4, 8, 16, 32, 64, 128, 256
FLAG_MAX = 511
ENEMY = D.ENEMY
LOG_MAX = 16
PHASES = ("mr", "mv", "bc", "wd", "rf", "fs", "fr", "bp", "pr", "rr", "rc", "end")


def _roll(state):
    """One d6 from the state's generator (tests may replace this to force dice)."""
    return dice.roll(state)


def _num(uid):
    return int(uid[1:])


def new_unit_id(st, s):
    """The lowest free number of side ``s``: a counter that leaves the map frees
    its number, so ids stay small and dense (short position links)."""
    units = st["u"]
    n = 1
    while f"{s}{n}" in units:
        n += 1
    return f"{s}{n}"


_UNIT_NAMES: dict = {}      # (unit id, kind) -> (English, Spanish) name, for views


def _log(st, *entry):
    lg = st["lg"]
    lg.append(list(entry))
    if len(lg) > LOG_MAX:
        del lg[: len(lg) - LOG_MAX]


# ---------------------------------------------------------------- queries

def owner(st, b):
    return st["own"].get(b, B.PRINTED[b])


def occupancy(st):
    """box -> [union units, csa units, union cavalry, csa cavalry]."""
    occ = {}
    for uid, u in st["u"].items():
        o = occ.get(u[0])
        if o is None:
            o = occ[u[0]] = [0, 0, 0, 0]
        i = 0 if uid[0] == "u" else 1
        o[i] += 1
        if u[1][1] == "c":
            o[i + 2] += 1
    return occ


def enemies_at(occ, b, s):
    o = occ.get(b)
    if o is None:
        return 0
    return o[1] if s == "u" else o[0]


def enemy_cav_at(occ, b, s):
    o = occ.get(b)
    if o is None:
        return 0
    return o[3] if s == "u" else o[2]


def max_army(st, s):
    own = st["own"]
    pr = B.PRINTED
    total = 0
    for b in B.RECRUIT_BOXES[s]:
        if own.get(b, pr[b]) == s:
            total += B.RECRUIT[b][s]
    return total


def on_map(st, s):
    n = 0
    for uid in st["u"]:
        if uid[0] == s:
            n += 1
    return n


def count_kind(st, s, k):
    n = 0
    for uid, u in st["u"].items():
        if uid[0] == s and u[1] == k:
            n += 1
    return n


def drafts_done(t):
    return sum(1 for d in D.DRAFT_TURNS if t >= d)


def available(st, s, k):
    """Counters of kind k the side owns at this turn (rule 8 limits Union militia)."""
    if s == "u" and k == "mi":
        return D.UNION_MI_START + D.DRAFT_SIZE * drafts_done(st["t"])
    return D.MIX[s][k]


def pool(st, s, k):
    """Militia counters in the recruitment pool (rule 7): available minus on the map."""
    return max(0, available(st, s, k) - count_kind(st, s, k))


def is_entrenched(st, uid, u=None):
    u = u or st["u"][uid]
    if u[2] & ENT:
        return True
    return u[0] in B.FORTS and owner(st, u[0]) == uid[0]


def is_crossing(st, uid, u=None):
    """An attacker that entered the battle box across a blue side, or by naval invasion."""
    u = u or st["u"][uid]
    if uid[0] != st["p"]:
        return False
    return bool(u[2] & INV) or (u[4] in B.RIVER_SIDES[u[0]])


def base_value(u):
    return D.VALUE[u[1]][1 if u[2] & DMG else 0]


def fire_value(st, fid, tid):
    """Modified combat value of fid shooting at tid in the current battle (5.2)."""
    units = st["u"]
    f = units[fid]
    t = units[tid]
    v = base_value(f)
    if is_entrenched(st, tid, t):
        v -= 1
    if t[1] == "ei":
        v -= 1
    b = st.get("b")
    if b and fid[0] != st["p"] and b["r"] <= 2 and is_crossing(st, tid, t):
        v += 1
    return v


def battle_boxes(st):
    occ = occupancy(st)
    return sorted(b for b, o in occ.items() if o[0] and o[1])


def units_in(st, b, s=None):
    out = [uid for uid, u in st["u"].items() if u[0] == b and (s is None or uid[0] == s)]
    out.sort(key=_num)
    return out


def enemy_recruit_city(st, b, s):
    """A recruitment city of s's enemy: held by the enemy and carrying its colour."""
    e = ENEMY[s]
    return B.RECRUIT[b].get(e, 0) > 0 and owner(st, b) == e


# ---------------------------------------------------------------- movement

def unit_can_march(st, uid, u, occ):
    return (u[3] < 2 and not (u[2] & NAV) and enemies_at(occ, u[0], uid[0]) == 0
            and bool(B.ADJ[uid[0]][u[0]]))


def moves(st, uid, occ):
    """dest -> (from box, jump used 0/1) for one unit's march (rule 4, 4.2.1, 4.2.2).

    Where several paths reach a destination the engine keeps the best one for
    the mover: no jump before a jump, no river crossing before a crossing."""
    u = st["u"][uid]
    s = uid[0]
    src = u[0]
    adj = B.ADJ[s]
    jumped = bool(u[2] & JMP)
    cav = u[1][1] == "c"
    own = st["own"]
    pr = B.PRINTED
    best = {}

    def add(dest, frm, jump):
        if dest == src:
            return
        cross = 1 if (frm in B.RIVER_SIDES[dest] and enemies_at(occ, dest, s)) else 0
        key = (jump, cross, frm)
        old = best.get(dest)
        if old is None or key < old:
            best[dest] = key

    for (n, k, d) in adj[src]:
        add(n, src, 0)
        n_enemy = enemies_at(occ, n, s)
        if cav:
            for (n2, k2, d2) in adj[n]:
                if n2 == src:
                    continue
                if k == "river" and k2 == "river":
                    if not n_enemy:
                        add(n2, n, 0)
                    elif s == "u" and d and d2 and not jumped and not enemies_at(occ, n2, s):
                        add(n2, n, 1)
                elif k != "river" and k2 != "river":
                    if not n_enemy:
                        add(n2, n, 0)
                    elif (not jumped and not enemy_cav_at(occ, n, s)
                          and not enemies_at(occ, n2, s)):
                        add(n2, n, 1)
        else:
            if k == "road":
                continue
            if k == "rail":
                if n_enemy or own.get(src, pr[src]) != s or own.get(n, pr[n]) != s:
                    continue
                for (n2, k2, d2) in adj[n]:
                    if k2 == "rail" and n2 != src and own.get(n2, pr[n2]) == s:
                        add(n2, n, 0)
            else:  # river
                for (n2, k2, d2) in adj[n]:
                    if k2 != "river" or n2 == src:
                        continue
                    if not n_enemy:
                        add(n2, n, 0)
                    elif s == "u" and d and d2 and not jumped and not enemies_at(occ, n2, s):
                        add(n2, n, 1)
    return {dest: (key[2], key[0]) for dest, key in best.items()}


def can_entrench(st, uid, u, occ):
    if u[2] & ENT:
        return False
    b = u[0]
    if enemies_at(occ, b, uid[0]):
        return False
    if b in B.FORTS and owner(st, b) == uid[0]:
        return False   # already entrenched for good (4.2.5)
    return True


def naval_dests(st, uid, u):
    if uid[0] != "u" or u[3] != 0 or (u[2] & NAV) or u[0] not in B.PORTS:
        return []
    own = st["own"]
    return [p for p in B.PORT_LIST if p != u[0] and own.get(p, B.PRINTED[p]) == "u"]


def invade_dests(st, uid, u):
    if (uid[0] != "u" or not st["ni"] or u[3] != 0 or (u[2] & NAV)
            or u[0] != D.INVASION_PORT):
        return []
    if st["nip"]:
        return [st["nip"]]
    own = st["own"]
    return [p for p in B.PORT_LIST if own.get(p, B.PRINTED[p]) == "c"]


def march_open_units(st, occ):
    """Units of the open march's box that may still act in it."""
    X = st["mb"]
    s = st["p"]
    mu = st["mu"]
    out = []
    for uid, u in st["u"].items():
        if u[0] == X and uid[0] == s and uid not in mu and unit_can_march(st, uid, u, occ):
            out.append(uid)
    out.sort(key=_num)
    return out


def march_boxes(st, occ):
    s = st["p"]
    boxes = set()
    for uid, u in st["u"].items():
        if uid[0] == s and u[0] not in boxes and unit_can_march(st, uid, u, occ):
            boxes.add(u[0])
    return sorted(boxes)


# ---------------------------------------------------------------- battle helpers

def defender(st):
    return ENEMY[st["p"]]


def came_from(st, X, s):
    """Boxes the units of side s in battle X came from (they may not be retreated into)."""
    return {u[4] for uid, u in st["u"].items() if u[0] == X and uid[0] == s and u[4]}


def retreat_dests(st, s, prefer_own=True):
    """Legal retreat boxes for side s from the current battle (5.2.5), or, with
    prefer_own False, cavalry withdrawal boxes (5.2.6)."""
    X = st["b"]["x"]
    occ = occupancy(st)
    blocked = came_from(st, X, ENEMY[s])
    out = []
    for n in B.NEIGH[s][X]:
        if enemies_at(occ, n, s) or enemy_recruit_city(st, n, s) or n in blocked:
            continue
        out.append(n)
    if prefer_own:
        mine = [n for n in out if owner(st, n) == s]
        if mine:
            return mine
    return out


def can_withdraw(st):
    X = st["b"]["x"]
    d = defender(st)
    dus = units_in(st, X, d)
    if not dus or any(st["u"][x][1][1] != "c" for x in dus):
        return False
    aus = units_in(st, X, st["p"])
    if all(st["u"][x][1][1] == "c" for x in aus):
        return False
    return bool(retreat_dests(st, d, prefer_own=False))


def reinforce_cands(st, s):
    """Units of side s that may join the current battle now (5.2.4)."""
    b = st["b"]
    X = b["x"]
    attacker = s == st["p"]
    occ = occupancy(st)
    used = b["rb"]
    out = []
    for n in B.NEIGH[s][X]:
        if n in used:
            continue
        mine = [uid for uid, u in st["u"].items() if u[0] == n and uid[0] == s]
        if not mine:
            continue
        e = enemies_at(occ, n, s)
        if attacker and e:
            continue
        if not attacker and e and len(mine) <= e:
            continue
        for uid in mine:
            fl = st["u"][uid][2]
            if fl & RETR:
                continue
            if attacker and fl & FOUGHT:
                continue
            out.append(uid)
    out.sort(key=_num)
    return out


def firers(st, s):
    """[(firer, [targets it can hit])] for side s in the current battle, in id order."""
    X = st["b"]["x"]
    mine = units_in(st, X, s)
    theirs = units_in(st, X, ENEMY[s])
    out = []
    for f in mine:
        hits = [t for t in theirs if fire_value(st, f, t) >= 1]
        if hits:
            out.append((f, hits))
    return out


def _matching(rem, hits, free):
    """Size of a maximum matching of firers rem to distinct targets in free."""
    match = {}

    def aug(f, seen):
        for t in hits[f]:
            if t in free and t not in seen:
                seen.add(t)
                if t not in match or aug(match[t], seen):
                    match[t] = f
                    return True
        return False

    n = 0
    for f in rem:
        if aug(f, set()):
            n += 1
    return n


def target_options(st, s):
    """Legal ("target", f, t) pairs: every firer must shoot a different enemy
    unit where that is possible; only extra firers may double up (5.1)."""
    b = st["b"]
    fl = firers(st, s)
    done = {f for f, t in b["tg"]}
    chosen = {t for f, t in b["tg"]}
    rem = [f for f, h in fl if f not in done]
    if not rem:
        return []
    hits = {f: h for f, h in fl}
    allt = set()
    for f in rem:
        allt.update(hits[f])
    free = allt - chosen
    simple = all(free.issubset(hits[f]) for f in rem)
    out = []
    if simple:
        r, u = len(rem), len(free)
        for f in rem:
            for t in hits[f]:
                if t in free or u < r:
                    out.append(("target", f, t))
        return out
    base = _matching(rem, hits, free)
    for f in rem:
        others = [g for g in rem if g != f]
        without_f = None
        for t in hits[f]:
            if t in free:
                ok = 1 + _matching(others, hits, free - {t}) == base
            else:
                if without_f is None:
                    without_f = _matching(others, hits, free)
                ok = without_f == base
            if ok:
                out.append(("target", f, t))
    return out


def promote_cands(st, s, only=None):
    """Units of side s that may be promoted now (6): with ``only`` (a battle
    box), the battle winner's units that took part in it, each win giving one
    promotion whatever was promoted before; without, the promotion segment's
    "any other unit": one not promoted for a battle win in this half-turn."""
    out = []
    counts = {}
    for uid, u in st["u"].items():
        if uid[0] == s:
            counts[u[1]] = counts.get(u[1], 0) + 1
    for uid, u in st["u"].items():
        if uid[0] != s or (only is None and u[2] & PROM):
            continue
        if only is not None and u[0] != only:
            continue
        new = D.PROMOTE.get(u[1])
        if new and counts.get(new, 0) < D.MIX[s][new]:
            out.append(uid)
    out.sort(key=_num)
    return out


def recruit_options(st):
    s = st["p"]
    if st["rl"] <= 0 or on_map(st, s) >= max_army(st, s):
        return []
    kinds = [k for k in ("mi", "mc") if pool(st, s, k) > 0]
    if not kinds:
        return []
    occ = occupancy(st)
    out = []
    for b in B.RECRUIT_BOXES[s]:
        if b in st["rcb"] or owner(st, b) != s or enemies_at(occ, b, s):
            continue
        for k in kinds:
            out.append(("recruit", b, k))
    return out


# ---------------------------------------------------------------- the game

class AHD(Game):
    id = "ahd"
    title = "A House Divided"
    roles = ("union", "csa")
    scenarios = {"campaign": "Campaign game (40 turns)", "short": "Short game (10 turns)"}
    options = {"beginner_union": "Beginner Union player (rule 12)"}
    scenarios_es = {"campaign": "Campaña (40 turnos)", "short": "Partida corta (10 turnos)"}
    options_es = {"beginner_union": "Jugador de la Unión principiante (regla 12)"}
    rules_version = "2"     # 2: issue 12 (segments end by the player's say, forced targets, 4.2.4, 5.2.4, 6)

    # ------------------------------------------------------------ setup

    def setup(self, scenario, options, seed):
        sc = self.check_scenario(scenario)
        op = self.check_options(options)
        st = {
            "sc": sc, "op": op, "rng": dice.seed_state(seed), "t": 1, "p": "u", "ph": "mv",
            "u": {}, "own": {}, "cav": [], "ml": 2, "mb": "", "mu": [], "ni": 0,
            "nip": "", "b": None, "rl": 0, "rcb": [], "lr": [], "lg": [], "res": None,
        }
        for s in D.SIDES:
            for box, n in D.SETUP[s]:
                for _ in range(n):
                    self._new_unit(st, s, "mi", box)
        _log(st, "turn", 1)
        self._start_half(st)
        return st

    def _new_unit(self, st, s, kind, box):
        uid = new_unit_id(st, s)
        st["u"][uid] = [box, kind, 0, 0, ""]
        return uid

    def _start_half(self, st):
        st["ni"] = 0
        st["nip"] = ""
        st["mb"] = ""
        st["mu"] = []
        st["b"] = None
        st["rl"] = 0
        st["rcb"] = []
        _log(st, "half", st["p"])
        if st["t"] == 1:
            st["ml"] = 2
            st["ph"] = "mv"
            _log(st, "t1")
        else:
            st["ml"] = 0
            st["ph"] = "mr"

    # ------------------------------------------------------------ contract

    def active(self, state):
        if state.get("res"):
            return []
        ph = state["ph"]
        if ph in ("rf", "fs"):
            return [D.ROLE[state["b"]["s"]]]
        if ph == "wd":
            return [D.ROLE[ENEMY[state["p"]]]]
        if ph == "bp":
            return [D.ROLE[state["b"]["w"]]]
        if ph == "end":
            return []
        return [D.ROLE[state["p"]]]

    def result(self, state):
        res = state.get("res")
        if not res:
            return None
        w, code = res
        en, es, rule = T.RESULT[code]
        if w == "c" and code in ("washington", "army") and state["op"].get("beginner_union"):
            rule = "12"          # the beginner option decided when this was checked
        return {"winner": D.ROLE[w], "reason": en, "reason_es": es, "rule": rule}

    def copy(self, state):
        st = dict(state)
        st["op"] = dict(state["op"])
        st["u"] = {k: v[:] for k, v in state["u"].items()}
        st["own"] = dict(state["own"])
        st["cav"] = state["cav"][:]
        st["mu"] = state["mu"][:]
        st["rcb"] = state["rcb"][:]
        st["lr"] = state["lr"][:]
        st["lg"] = [e[:] for e in state["lg"]]
        if state["b"] is not None:
            b = dict(state["b"])
            b["tg"] = [x[:] for x in b["tg"]]
            b["rb"] = b["rb"][:]
            st["b"] = b
        if state["res"] is not None:
            st["res"] = state["res"][:]
        return st

    def describe(self, state, action, lang="en"):
        return T.describe(state, tuple(action), lang)

    # ------------------------------------------------------------ legal

    def legal(self, state, role):
        if state.get("res") or role not in self.active(state):
            return []
        st = state
        ph = st["ph"]
        if ph == "mr":
            return [("roll",)]
        if ph == "mv":
            return self._legal_mv(st)
        if ph == "bc":
            return [("battle", b) for b in battle_boxes(st)]
        if ph == "wd":
            return [("withdraw", n) for n in retreat_dests(st, defender(st), False)] + [("pass",)]
        if ph == "rf":
            return [("reinforce", uid) for uid in reinforce_cands(st, st["b"]["s"])] + [("pass",)]
        if ph == "fs":
            return self._legal_fs(st)
        if ph == "fr":
            return [("retreat", n) for n in retreat_dests(st, st["p"])]
        if ph == "bp":
            b = st["b"]
            return [("promote", uid) for uid in promote_cands(st, b["w"], b["x"])] + [("pass",)]
        if ph == "pr":
            return [("promote", uid) for uid in promote_cands(st, st["p"])] + [("pass",)]
        if ph == "rr":
            return [("roll",), ("pass",)]
        if ph == "rc":
            return recruit_options(st) + [("pass",)]
        return []

    def _legal_mv(self, st):
        occ = occupancy(st)
        out = []
        if st["mb"]:
            for uid in march_open_units(st, occ):
                u = st["u"][uid]
                for dest in sorted(moves(st, uid, occ)):
                    out.append(("move", uid, dest))
                if can_entrench(st, uid, u, occ):
                    out.append(("entrench", uid))
            out.append(("end_march",))
            out.append(("end_moves",))
            return out
        if st["ml"] > 0:
            for b in march_boxes(st, occ):
                out.append(("march", b))
            if st["p"] == "u":
                units = st["u"]
                for uid in sorted((x for x in units if x[0] == "u"), key=_num):
                    u = units[uid]
                    for p in naval_dests(st, uid, u):
                        out.append(("naval", uid, p))
                    for p in invade_dests(st, uid, u):
                        out.append(("invade", uid, p))
        out.append(("end_moves",))
        return out

    def _legal_fs(self, st):
        b = st["b"]
        s = b["s"]
        out = []
        if b["r"] >= 2 and not b["tg"]:
            out.extend(("retreat", n) for n in retreat_dests(st, s))
        opts = target_options(st, s)
        out.extend(opts)
        if not opts:
            out.append(("fire",))
        return out

    # ------------------------------------------------------------ apply

    def check_turn(self, state, role, action):
        """The contract's checks, with the refusal in Spanish too."""
        if role not in self.active(state):
            if not self.active(state):
                raise Illegal("the game is over", es="la partida ha terminado")
            who = {"union": "la Unión", "csa": "la Confederación"}.get(role, repr(role))
            raise Illegal(f"it is not {role}'s turn to act", es=f"no le toca actuar a {who}")

    def check_scenario(self, scenario):
        if not isinstance(scenario, str) or scenario not in self.scenarios:
            raise Illegal(f"unknown scenario {scenario!r} for {self.title}",
                          es=f"escenario desconocido {scenario!r} para {self.title}")
        return scenario

    def check_options(self, options):
        try:
            return super().check_options(options)
        except Illegal as exc:
            raise Illegal(exc.reason, es=f"opciones no válidas para {self.title}: "
                          + ", ".join(sorted(map(repr, dict(options or {}))))) from None

    def apply(self, state, role, action):
        self.check_turn(state, role, action)
        if not isinstance(action, (tuple, list)) or not action:
            raise Illegal("an action is a non-empty tuple", es="una acción es una tupla no vacía")
        if not all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in action):
            raise Illegal("an action holds only words and numbers",
                          es="una acción solo contiene palabras y números")
        action = tuple(action)
        if action not in self.legal(state, role):
            self._refuse(state, role, action)
        return self.apply_legal(state, role, action)

    def apply_legal(self, state, role, action):
        """``apply`` for an action just taken from ``legal(state, role)`` (the
        computer's playouts): the same transition, without checking it again."""
        st = state
        st["lg"] = []          # only this action's entries stay in the state
        getattr(self, "_do_" + action[0])(st, action)
        return st

    # movement --------------------------------------------------------

    def _do_roll(self, st, a):
        r = _roll(st)
        st["lr"] = [r]
        n = 2 if r == 1 else r
        s = st["p"]
        if st["ph"] == "mr":
            st["ml"] = n
            st["ni"] = 1 if (r == 6 and s == "u") else 0
            _log(st, "rollm", s, r, n, st["ni"])
            st["ph"] = "mv"
        else:  # rr
            st["rl"] = n
            _log(st, "rollr", s, r, n)
            st["ph"] = "rc"

    def _do_march(self, st, a):
        st["ml"] -= 1
        st["mb"] = a[1]
        st["mu"] = []
        _log(st, "march", a[1])

    def _do_move(self, st, a):
        uid, dest = a[1], a[2]
        occ = occupancy(st)
        frm, jump = moves(st, uid, occ)[dest]
        u = st["u"][uid]
        src = u[0]
        u[0] = dest
        u[4] = frm
        u[2] &= ~(ENT | HALF)
        if jump:
            u[2] |= JMP
        u[3] += 1
        st["mu"].append(uid)
        _log(st, "move", uid, u[1], src, dest, jump)
        self._after_march_step(st)

    def _do_entrench(self, st, a):
        uid = a[1]
        u = st["u"][uid]
        u[3] += 1
        st["mu"].append(uid)
        if u[0] in B.IS_RECRUIT_CITY or u[2] & HALF:
            u[2] = (u[2] | ENT) & ~HALF
            _log(st, "ent", uid, u[1], u[0], 1)
        else:
            u[2] |= HALF
            _log(st, "ent", uid, u[1], u[0], 0)
        self._after_march_step(st)

    def _after_march_step(self, st):
        # 4: a march closes by itself when none of its units can act; the
        # segment never ends by itself (3: "End movement" is the player's say).
        if not march_open_units(st, occupancy(st)):
            st["mb"] = ""
            st["mu"] = []

    def _do_end_march(self, st, a):
        st["mb"] = ""
        st["mu"] = []

    def _do_end_moves(self, st, a):
        st["mb"] = ""
        st["mu"] = []
        self._end_movement(st)

    def _do_naval(self, st, a):
        uid, dest = a[1], a[2]
        u = st["u"][uid]
        src = u[0]
        u[0] = dest
        u[4] = src
        u[2] = (u[2] | NAV) & ~(ENT | HALF)
        u[3] = 2
        st["ml"] -= 1
        _log(st, "naval", uid, u[1], src, dest)

    def _do_invade(self, st, a):
        uid, dest = a[1], a[2]
        u = st["u"][uid]
        src = u[0]
        u[0] = dest
        u[4] = src
        u[2] = (u[2] | NAV | INV) & ~(ENT | HALF)
        u[3] = 2
        st["ml"] -= 1
        st["nip"] = dest
        _log(st, "inv", uid, u[1], dest)
        # 4.2.4 / 9: an empty port is conquered the ordinary way, when control
        # changes at the end of the half-turn (RULES_NOTES 4.2.4), so it is no
        # Union port for ordinary naval moves this turn and no victory comes
        # in the middle of movement.

    def _end_movement(self, st):
        st["mb"] = ""
        st["mu"] = []
        self._next_battle(st)

    # combat ----------------------------------------------------------

    def _next_battle(self, st, hold=False):
        """5: the next battle, in the attacker's order. With ``hold`` (his own
        last step was a promotion, 6) a lone battle left waits for his
        "Fight the battle at ..." and an empty rest of the half waits for his
        "End recruitment", so that promotion can still be taken back (3)."""
        st["b"] = None
        boxes = battle_boxes(st)
        if not boxes:
            self._end_combat(st, hold)
        elif len(boxes) == 1 and not hold:
            self._start_battle(st, boxes[0])
        else:
            st["ph"] = "bc"

    def _do_battle(self, st, a):
        self._start_battle(st, a[1])

    def _start_battle(self, st, X):
        for uid, u in st["u"].items():
            if u[0] == X:
                u[2] |= FOUGHT
        st["b"] = {"x": X, "r": 1, "s": defender(st), "tg": [], "rb": [], "h": 0, "w": ""}
        _log(st, "battle", X)
        if can_withdraw(st):
            st["ph"] = "wd"
        else:
            self._open_fire(st, defender(st))

    def _do_withdraw(self, st, a):
        X = st["b"]["x"]
        dest = a[1]
        for uid in units_in(st, X, defender(st)):
            u = st["u"][uid]
            u[0] = dest
            u[4] = X
            u[2] = (u[2] | RETR) & ~(ENT | HALF)
        _log(st, "wd", X, dest)
        self._next_battle(st)

    def _open_reinf(self, st, s):
        b = st["b"]
        b["s"] = s
        b["rb"] = []
        if reinforce_cands(st, s):
            st["ph"] = "rf"
        else:
            self._after_reinf(st, s)

    def _after_reinf(self, st, s):
        if s == defender(st):
            self._open_reinf(st, st["p"])
        else:
            self._open_fire(st, defender(st))

    def _do_reinforce(self, st, a):
        uid = a[1]
        b = st["b"]
        u = st["u"][uid]
        src = u[0]
        b["rb"].append(src)
        u[0] = b["x"]
        u[4] = src
        u[2] = (u[2] | FOUGHT) & ~(ENT | HALF)
        _log(st, "reinf", uid, u[1], src)
        if not reinforce_cands(st, b["s"]):
            self._after_reinf(st, b["s"])

    def _open_fire(self, st, s):
        b = st["b"]
        b["s"] = s
        b["tg"] = []
        st["ph"] = "fs"
        if firers(st, s):
            b["h"] = 1
            if not (b["r"] >= 2 and retreat_dests(st, s)):
                self._forced_targets(st, s)
            return
        if b["r"] >= 2 and retreat_dests(st, s):
            return   # may still retreat instead of holding fire
        _log(st, "hold", s)
        self._after_fire(st, s)

    def _do_target(self, st, a):
        st["b"]["tg"].append([a[1], a[2]])
        self._forced_targets(st, st["b"]["s"])   # a declared target ends the retreat option

    def _forced_targets(self, st, s):
        """5.1: when every firer still to aim has exactly one legal target
        (and no retreat is open), the engine declares those targets itself, so
        the player's only step is to fire. Nothing changes when any choice is
        left: the declarations made here are undone."""
        tg = st["b"]["tg"]
        before = len(tg)
        while True:
            opts = target_options(st, s)
            if not opts:
                return
            per = {}
            for _, f, t in opts:
                per.setdefault(f, []).append(t)
            if any(len(ts) != 1 for ts in per.values()):
                del tg[before:]
                return
            f = opts[0][1]
            tg.append([f, per[f][0]])

    def _do_fire(self, st, a):
        b = st["b"]
        s = b["s"]
        units = st["u"]
        rolls = []
        if not b["tg"]:
            _log(st, "hold", s)
        for f, t in b["tg"]:
            tu = units.get(t)
            fk = units[f][1]
            if tu is None:
                _log(st, "shot", f, fk, t, "", 0, 0, "lost")
                continue
            need = fire_value(st, f, t)
            r = _roll(st)
            rolls.append(r)
            if r <= need:
                if tu[2] & DMG:
                    del units[t]
                    res = "elim"
                else:
                    tu[2] |= DMG
                    res = "dmg"
            else:
                res = "miss"
            _log(st, "shot", f, fk, t, tu[1], r, need, res)
        st["lr"] = rolls
        b["tg"] = []
        self._after_fire(st, s)

    def _after_fire(self, st, s):
        b = st["b"]
        X = b["x"]
        if not units_in(st, X, ENEMY[s]):
            self._battle_won(st, s)
            return
        if s == defender(st):
            self._open_fire(st, st["p"])
            return
        # end of the round
        if b["r"] >= 2 and not b["h"]:
            # RULES_NOTES 5: a whole round after the first in which no unit of
            # either side could hit: the attack has failed, the attacker retreats.
            _log(st, "deadlock", X)
            if retreat_dests(st, st["p"]):
                b["s"] = st["p"]
                st["ph"] = "fr"
            else:
                for uid in units_in(st, X, st["p"]):
                    del st["u"][uid]
                _log(st, "surrender", X)
                self._battle_won(st, defender(st))
            return
        b["r"] += 1
        b["h"] = 0
        self._open_reinf(st, defender(st))

    def _do_retreat(self, st, a):
        b = st["b"]
        s = b["s"] if st["ph"] == "fs" else st["p"]
        X = b["x"]
        dest = a[1]
        for uid in units_in(st, X, s):
            u = st["u"][uid]
            u[0] = dest
            u[4] = X
            u[2] = (u[2] | RETR) & ~(ENT | HALF)
        _log(st, "retreat", s, X, dest)
        self._battle_won(st, ENEMY[s])

    def _battle_won(self, st, w):
        b = st["b"]
        b["w"] = w
        b["tg"] = []
        _log(st, "win", w, b["x"])
        if promote_cands(st, w, b["x"]):
            st["ph"] = "bp"
        else:
            self._next_battle(st)

    def _do_promote(self, st, a):
        uid = a[1]
        u = st["u"][uid]
        old = u[1]
        u[1] = D.PROMOTE[old]
        _log(st, "promo", uid, old, u[1])
        if st["ph"] == "bp":
            u[2] |= PROM          # 6: the segment's promotion must be another unit
            self._next_battle(st, hold=st["b"]["w"] == st["p"])
        else:
            # 3: the promotion does not end the half-turn by itself; with
            # nothing to recruit the player still says "End recruitment".
            self._open_recruit(st, hold=True)

    def _do_pass(self, st, a):
        ph = st["ph"]
        if ph == "wd":
            self._open_fire(st, defender(st))
        elif ph == "rf":
            self._after_reinf(st, st["b"]["s"])
        elif ph == "bp":
            self._next_battle(st)
        elif ph == "pr":
            self._open_recruit(st)
        else:  # rr, rc
            self._end_half(st)

    def _end_combat(self, st, hold=False):
        st["b"] = None
        damaged = False
        for u in st["u"].values():
            if u[2] & DMG:
                u[2] &= ~DMG
                damaged = True
        if damaged:
            _log(st, "reorg")
        if promote_cands(st, st["p"]):
            st["ph"] = "pr"
        else:
            self._open_recruit(st, hold)

    # recruitment -----------------------------------------------------

    def _open_recruit(self, st, hold=False):
        """7: the recruitment segment; skipped when nothing at all could be
        recruited, unless ``hold`` (the player's own last step was a
        promotion: he ends the half-turn himself, with "pass")."""
        st["rl"] = 6   # probe: could anything be recruited at all?
        st["rcb"] = []
        possible = bool(recruit_options(st))
        st["rl"] = 0
        if possible:
            st["ph"] = "rr"
        elif hold:
            st["ph"] = "rc"
        else:
            self._end_half(st)

    def _do_recruit(self, st, a):
        box, k = a[1], a[2]
        s = st["p"]
        uid = self._new_unit(st, s, k, box)
        st["rl"] -= 1
        st["rcb"].append(box)
        _log(st, "recruit", uid, k, box)
        # 3: the last recruit does not end the half-turn; "pass" does.

    # end of a half-turn ----------------------------------------------

    def _capture(self, st, b, s, occ):
        """Side s takes box b (rule 9)."""
        own = st["own"]
        if B.PRINTED[b] == s:
            own.pop(b, None)
        else:
            own[b] = s
        cav = set(st["cav"])
        has_inf = any(uid[0] == s and u[0] == b and u[1][1] == "i" for uid, u in st["u"].items())
        if has_inf or B.PRINTED[b] == s:
            cav.discard(b)
        else:
            cav.add(b)
        st["cav"] = sorted(cav)
        _log(st, "capt", s, b)

    def _update_control(self, st):
        occ = occupancy(st)
        inf = {}
        for uid, u in st["u"].items():
            if u[1][1] == "i":
                inf[(u[0], uid[0])] = True
        for b in sorted(occ):
            o = occ[b]
            if o[0] and o[1]:
                continue
            s = "u" if o[0] else "c"
            if owner(st, b) != s:
                self._capture(st, b, s, occ)
            elif b in st["cav"] and inf.get((b, s)):
                st["cav"] = [x for x in st["cav"] if x != b]
        for b in list(st["cav"]):
            s = owner(st, b)
            o = occ.get(b)
            if not o or not o[0 if s == "u" else 1]:
                st["own"].pop(b, None)
                st["cav"] = [x for x in st["cav"] if x != b]
                _log(st, "revert", b)

    def _win(self, st, w, code):
        st["res"] = [w, code]
        st["ph"] = "end"
        st["b"] = None
        _log(st, "end", w, code)
        return True

    def _check_seven(self, st):
        if all(owner(st, b) == "u" for b in D.VICTORY_CITIES):
            return self._win(st, "u", "seven")
        return False

    def _check_csa(self, st, half_end):
        beginner = st["op"].get("beginner_union", False)
        csa_moment = (st["p"] == "u") if beginner else (st["p"] == "c")
        if (csa_moment or not beginner) and owner(st, D.CAPITAL) == "c":
            return self._win(st, "c", "washington")
        if csa_moment and max_army(st, "c") > max_army(st, "u"):
            return self._win(st, "c", "army")
        return False

    def _end_half(self, st):
        st["rl"] = 0
        st["rcb"] = []
        self._update_control(st)
        if st["p"] == "u":
            if self._check_seven(st) or self._check_csa(st, True):
                return
        else:
            if self._check_csa(st, True) or self._check_seven(st):
                return
            last = D.LAST_TURN[st["sc"]]
            if st["t"] >= last:
                if st["sc"] == "short":
                    if max_army(st, "u") >= max_army(st, "c") + D.SHORT_MARGIN:
                        self._win(st, "u", "short_u")
                    else:
                        self._win(st, "c", "short_c")
                else:
                    self._win(st, "c", "time")
                return
        # 5.2.4: units that retreated may not reinforce in the same game turn,
        # so "retreated" lasts through the Union half into the CSA's; the
        # battle-win "promoted" mark (6) and the rest last one half-turn.
        keep = ENT | RETR if st["p"] == "u" else ENT
        for u in st["u"].values():
            u[2] &= keep
            u[3] = 0
            u[4] = ""
        if st["p"] == "u":
            st["p"] = "c"
        else:
            st["p"] = "u"
            st["t"] += 1
            _log(st, "turn", st["t"])
            if st["t"] in D.DRAFT_TURNS:
                _log(st, "draft", D.DRAFT_SIZE)
        self._start_half(st)

    # ------------------------------------------------------------ refusals

    def _refuse(self, st, role, action):
        """Raise ``Illegal`` with the rule that forbids ``action`` (refusals.py)."""
        from .refusals import refuse
        refuse(self, st, role, action)

    # ------------------------------------------------------------ view

    # The raw state's keys (see the module's docstring); a view holds them
    # all but the dice generator, so a view is enough to rebuild the state.
    STATE_KEYS = ("sc", "op", "rng", "t", "p", "ph", "u", "own", "cav", "ml", "mb", "mu", "ni",
                  "nip", "b", "rl", "rcb", "lr", "lg", "res")

    view_fields = {
        # the raw state, as described at the top of this module (no "rng")
        **{k: "raw state (module docstring)" for k in STATE_KEYS if k != "rng"},
        "units": "{unit id: {side, box, kind, damaged, entrenched, marches, value, name, name_es}}",
        "owners": "{box: 'u' | 'c'}: who controls each box (9)",
        "max_army": "{role: maximum army size} (2.2, 7)",
        "on_map": "{role: units on the map}",
        "pools": "{role: {'mi'|'mc': units left to recruit}} (7)",
        "set_aside": "Union militia infantry still set aside for drafts (8)",
        "marches_left": "marches left this half-turn (4)",
        "march_box": "box of the open march, or ''",
        "phase": "phase code (see PHASES)",
        "phase_text": "{en, es, rule}: the phase in words",
        "phasing": "the phasing role",
        "turn": "turn number", "last_turn": "the scenario's last turn",
        "date": "{en, es}: the turn's months",
        "last_roll": "dice of the last roll",
        "active": "roles that must decide now", "result": "Game.result or None",
        "battles_pending": "boxes holding a battle still to fight (5)",
        "battle": "None or {box, round, acting, attacker, defender, attackers, defenders, "
                  "targets, values, entrenched, crossing} (5)",
        "log": "the latest action's log entries {en, es, rule, to}",
        "summary": "one status line (en)", "summary_es": "one status line (es)",
        "label": "the date, for save names",
        "occupancy": "{box: {role: units}}",
    }

    def view(self, state, role=None):
        """What every role sees: the whole state but the dice generator (this
        game hides nothing, so every role's view is the same), plus derived
        public data: owners, army sizes, pools, units, the battle with
        modified fire values, the date, the last roll and the rendered log."""
        v = self.copy(state)
        del v["rng"]
        occ = occupancy(state)
        b = state.get("b")
        names = _UNIT_NAMES
        units = {}
        for uid, u in state["u"].items():
            key = (uid, u[1])
            name = names.get(key)
            if name is None:
                name = names[key] = (T.unit(uid, u[1], "en"), T.unit(uid, u[1], "es"))
            units[uid] = {"side": D.ROLE[uid[0]], "box": u[0], "kind": u[1], "damaged": bool(u[2] & DMG),
                          "entrenched": is_entrenched(state, uid, u), "marches": u[3],
                          "value": base_value(u), "name": name[0], "name_es": name[1]}
        v["units"] = units
        owners = dict(B.PRINTED)
        owners.update(state["own"])
        v["owners"] = owners
        v["max_army"] = {"union": max_army(state, "u"), "csa": max_army(state, "c")}
        v["on_map"] = {"union": on_map(state, "u"), "csa": on_map(state, "c")}
        v["pools"] = {D.ROLE[s]: {k: pool(state, s, k) for k in ("mi", "mc")} for s in D.SIDES}
        v["set_aside"] = D.UNION_MI_START + D.DRAFT_SIZE * 3 - available(state, "u", "mi")
        v["marches_left"] = state["ml"]
        v["march_box"] = state["mb"]
        v["phase"] = state["ph"]
        ph = T.PHASE.get(state["ph"], ("", "", ""))
        v["phase_text"] = {"en": ph[0], "es": ph[1], "rule": ph[2]}
        v["phasing"] = D.ROLE[state["p"]]
        v["turn"] = state["t"]
        v["last_turn"] = D.LAST_TURN[state["sc"]]
        v["date"] = {"en": T.turn_label(state["t"], "en"), "es": T.turn_label(state["t"], "es")}
        v["last_roll"] = list(state["lr"])
        v["active"] = self.active(state)
        v["result"] = self.result(state)
        v["battles_pending"] = sorted(x for x, o in occ.items() if o[0] and o[1])   # battle_boxes
        if b:
            X = b["x"]
            att = units_in(state, X, state["p"])
            dfn = units_in(state, X, defender(state))
            values = {}
            for f in att:
                values[f] = {t: fire_value(state, f, t) for t in dfn}
            for f in dfn:
                values[f] = {t: fire_value(state, f, t) for t in att}
            v["battle"] = {
                "box": X, "round": b["r"], "acting": D.ROLE[b["s"]],
                "attacker": D.ROLE[state["p"]], "defender": D.ROLE[defender(state)],
                "attackers": att, "defenders": dfn, "targets": [x[:] for x in b["tg"]],
                "values": values,
                "entrenched": [x for x in att + dfn if is_entrenched(state, x)],
                "crossing": [x for x in att if is_crossing(state, x)],
            }
        else:
            v["battle"] = None
        v["log"] = self.events(state)
        phase = v["phase_text"]
        for lang in ("en", "es"):
            side = T.side(state["p"], lang)
            parts = [v["date"][lang], side, phase[lang]]
            if state["ph"] == "mv":
                parts.append(("marchas restantes: " if lang == "es" else "marches left: ") + str(state["ml"]))
            parts.append(("Ejército máx. " if lang == "es" else "Max army ")
                         + f"U {v['max_army']['union']} / C {v['max_army']['csa']}")
            v["summary" if lang == "en" else "summary_es"] = " · ".join(p for p in parts if p)
        v["label"] = v["date"]["en"]
        v["occupancy"] = {x: {"union": o[0], "csa": o[1]} for x, o in occ.items()}
        return v

    def events(self, state):
        """The log entries of the latest action, in English and Spanish, with
        their rule; all public (this game has no secrets)."""
        out = []
        for e in state["lg"]:
            en, rule = T.log_line(e, "en")
            out.append({"en": en, "es": T.log_line(e, "es")[0], "rule": rule, "to": None})
        return out

    def prompt(self, state, role):
        active = self.active(state)
        legal = self.legal(state, role) if role in active else []
        firer = next((a[1] for a in legal if a[0] == "target"), None)
        return T.prompt(state, role, active, firer, legal)

    def sample(self, view, role, rng):
        """The state behind a view: everything is public but the dice, which
        come fresh from ``rng`` (the searcher's own generator)."""
        st = self.copy({k: view[k] for k in self.STATE_KEYS if k != "rng"})
        st["rng"] = format(dice.next_u64(rng), "016x")
        return st

    def knowledge(self):
        """The computer opponent's knowledge of this game (pyapp.core.knowledge)."""
        from .knowledge import KNOWLEDGE
        return KNOWLEDGE

    def take_events(self, state):
        out = self.events(state)
        state["lg"] = []
        return out

    # ------------------------------------------------------------ the board

    def explain(self, state, role, src, dest):
        """Why no unit of ``role`` in ``src`` may move to ``dest`` now: the
        engine's own refusal (an ``Illegal`` with its section), or None when
        one may. Used by the page when a player taps a box he cannot reach."""
        s = "u" if role == "union" else "c"
        mine = sorted(uid for uid, u in state["u"].items() if u[0] == src and uid[0] == s)
        if not mine or src == dest or role not in self.active(state):
            return None
        st = self.copy(state)
        if st["ph"] == "mv" and not st["mb"] and ("march", src) in self.legal(st, role):
            self.apply(st, role, ("march", src))        # on a copy: what a march would allow
        first = None
        for uid in mine:
            try:
                self.apply(self.copy(st), role, ("move", uid, dest))
                return None
            except Illegal as exc:
                first = first or exc
        return first

    @property
    def orders_spec(self):
        from . import orders
        return orders.SPEC

    def auto_choice(self, state, role, legal, orders_given, chooser=None):
        """Standing orders for battle choices in the other side's turn."""
        from . import orders
        return orders.choose(state, role, legal, orders_given, chooser)

    def rule_text(self, rule):
        """The rules reference for a cited section (our own summary), en/es."""
        return rules_text.section(rule)

    def rule_index(self):
        """The rules text's table of contents, in rulebook order (Rules menu)."""
        return rules_text.index()

    def board(self):
        """The static map for drawing: boxes with their printed attributes and
        real coordinates, and the links by kind (rivers listed downstream)."""
        boxes = {}
        for b in B.BOX_IDS:
            d = B.BOXES[b]
            boxes[b] = {"name": d.get("name", b), "state": d.get("state", ""),
                        "lat": d["lat"], "lon": d["lon"], "owner": D.ROLE.get(B.PRINTED[b]),
                        "recruit": {D.ROLE[s]: n for s, n in B.RECRUIT[b].items()},
                        "port": b in B.PORTS, "fort": b in B.FORTS,
                        "river_sides": sorted(B.RIVER_SIDES[b])}
        links = [[a, b, kind] for a, b, kind in (tuple(x[:3]) for x in mapdata.LINKS)]
        return {"kind": "p2p", "boxes": boxes, "links": links, "potomac": list(B.POTOMAC)}

    # ------------------------------------------------------------ links

    def encode_state(self, state):
        return packing.encode(state)

    def decode_state(self, data):
        return packing.decode(data)

    # ------------------------------------------------------------ validation

    def check_state(self, state):
        """Raise ValueError unless ``state`` is one the rules can play on
        (the checks, with their rule sections, are in ``checks``)."""
        from .checks import check
        try:
            check(self, state)
        except (TypeError, KeyError, IndexError, AttributeError) as exc:
            # a value of the wrong type somewhere (a list where a box name goes ...)
            raise ValueError(f"malformed state: {type(exc).__name__}") from None
