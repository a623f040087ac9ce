"""Badges of Courage: the cavalry battle (rule 10.0, optional: ``cavalry``).

Seed: "Mantenga todas las unidades de caballería fuera del tablero, excepto la
división de BUFORD y la brigada Jenkins." The option (RULES_NOTES "10.0 —
running the cavalry battle"):

- In every scenario the blocks of ``CAVALRY_BATTLE["held_off"]`` leave the
  set-up and the schedule (``groups``). Day 1 has no such block, so the
  option changes nothing there; in Sickles' Folly Gregg is not set up and
  Stuart never comes; in the whole battle neither comes on Day 2.
- A scenario that reaches Day 3 at 3 PM (Pickett's Charge, the whole battle)
  keeps those blocks, Merritt and the four absent brigades off the map in one
  *pool* per side (a private set-up group: which pool handle holds which
  block is the owner's secret).
- When Day 3 begins (the whole battle at 8 AM, Pickett's Charge at its 1 PM
  start), before the initiative: Buford's division but Merritt leaves play
  (a Union action, "cavout": on the map its blocks are hidden); the absent
  brigades roll (Huey 5+, Imboden 6+, Robertson 5+, Jones 5+); if Huey fails
  the Union decides whether Custer goes to Gregg ("custer"); the Union pool
  is then dealt into Gregg's and Kilpatrick's divisions.
- At the start of 3 PM on Day 3 the CSA assigns every one of Stuart's blocks
  to the fight against Gregg or against Kilpatrick ("stuart"). Each choice
  is announced as a bare ("assign",) and kept in a sealed value only the
  CSA's device holds (``C.cav``); confirming reveals the blocks (7.1). Then
  the fights, Gregg's first: the Union reveals the division attacked
  ("cavshow") and the off-map melee is fought ("clash", its hits by
  "closs"). An unopposed division is due at 3 PM on its road; a fight's
  winners are due at 4 PM (the results table); after a stalemate neither
  side's blocks of that fight come.
- Between two devices (``relay``, RULES_NOTES "10.0 — the cavalry battle
  between two devices") nobody decides inside a fight: once Stuart's blocks
  ride out the CSA gives its orders ("cavord"), the Union reveals every
  division attacked and gives its own, and one CSA action with no choice
  ("cavfight") plays both fights out by them, on the CSA's device, after
  both sides' orders are fixed.

State ``st["cav"]`` (public), only with the option in such a scenario::

    {"pool": {"usa": [handle, ...], "csa": [...]}   off-map blocks not yet dealt or assigned,
     "wd": 0 | 1                 Buford's division has been withdrawn,
     "rolls": None | [0 | 1, ...]  the absent brigades' rolls (1: it came), in data order,
     "custer": 0 | 1             the Union moved Custer to Gregg,
     "force": None | {"gregg": [usa handles], "kilpatrick": [...]},
     "opp": None | {"gregg": [csa handles], "kilpatrick": [...]},
     "res": {"gregg": None | "unopposed" | "usa" | "csa" | "stalemate", "kilpatrick": ...},
     "out": [handle, ...]}       out of play: withdrawn, did not come, left a fight, stalemated

and with ``relay``, once the orders are asked for, ``"ord": {side: {"leave":
{handle: round}, "rank": [handle, ...], "done": 0 | 1}}`` (public).

The clash reuses the engine's melee pieces (``rules.melee_fire``,
``rules._letter``, ``rules.LETTERS``): combat turns by letter, the defender
first, each block melees or retreats; only its place (off the map: no
terrain, no D2, no retreat hex) and its end differ.
"""

from __future__ import annotations

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.game import text
from . import data as D
from . import model as M
from . import rules as R
from . import secrets as S

RULE = "10.0"
BATTLES = ("gregg", "kilpatrick")                 # the order the fights are fought in
DIVISION = {"gregg": "cav.2", "kilpatrick": "cav.3"}
CODE = {"gregg": 1, "kilpatrick": 2}              # the CSA's assignment, one base-3 digit a block
PRIVATE = "C.cav"                                 # sealed: the CSA's assignment in progress
FORCED = ("cavout", "cavshow", "cavfight")        # one way to play them: the platform plays them
RECEIVERS = ("cavout", "stuart", "cavshow")       # their announced form differs


def _leader(b: str) -> str:
    return "Gregg" if b == "gregg" else "Kilpatrick"


# ---------------------------------------------------------------- the data

def battle_data(sc: str) -> dict | None:
    return D.SCENARIOS[sc].get("cavalry_battle")


def _cb(st: dict) -> dict:
    return D.SCENARIOS[st["sc"]]["cavalry_battle"]


def reaches(sc: str) -> bool:
    """10.0: the scenario plays Day 3 at 3 PM, when the fights are fought."""
    cb = battle_data(sc)
    return bool(cb) and D.turn_index(D.SCENARIOS[sc]["end"]) >= D.turn_index(cb["battle_turn"])


def pool_ids(cb: dict, side: str) -> list[str]:
    """The off-map cavalry of ``side``: the blocks held off and Merritt,
    who leaves Buford for Kilpatrick."""
    ids = list(cb["held_off"][side]) + [i for i in cb["transfer"] if D.BLOCKS[i]["side"] == side]
    return list(dict.fromkeys(ids))


_GROUPS: dict = {}


def groups(sc: str, op: dict | None, base: dict) -> dict:
    """10.0: the scenario's groups with the option: the cavalry held off
    leaves its set-up hexes and schedule entries; where the fights happen, it
    waits in one pool group per side."""
    cb = battle_data(sc)
    if not (op and op.get("cavalry")) or not cb:
        return base
    key = (sc, bool(op.get("longstreet")))
    if key in _GROUPS:
        return _GROUPS[key]
    battle = reaches(sc)
    gone = {i for side in M.ROLES for i in cb["held_off"][side]}
    if battle:
        gone |= {i for side in M.ROLES for i in pool_ids(cb, side)}
    out: dict = {}
    for side in M.ROLES:
        lst = []
        for g in base[side]:
            ids = [i for i in g[-1] if i not in gone]
            if ids:
                lst.append(tuple(g[:-1]) + (ids,))
        if battle:
            lst.append(("pool", sorted(pool_ids(cb, side))))
        out[side] = lst
    _GROUPS[key] = out
    return out


def setup(st: dict, handles: dict, grps: dict) -> None:
    """The option's state, in a scenario that reaches the fights."""
    if not st["op"].get("cavalry") or not reaches(st["sc"]):
        return
    pool = {side: [h for h, g in handles[side] if grps[side][g][0] == "pool"] for side in M.ROLES}
    st["cav"] = {"pool": pool, "wd": 0, "rolls": None, "custer": 0, "force": None, "opp": None,
                 "res": {b: None for b in BATTLES}, "out": []}
    st["sealed"][PRIVATE] = 0


# ---------------------------------------------------------------- the hour's events

def hour_starts(game, st: dict) -> bool:
    """10.0: the option's events at the start of an hour, before the
    initiative. True when a decision was pushed (the hour starts again
    once it is taken)."""
    c = st.get("cav")
    if not c:
        return False
    cb = _cb(st)
    t = st["t"]
    if t < D.turn_index(cb["withdraw"]["turn"]):
        return False
    if not c["wd"]:
        c["wd"] = 1
        if _buford_in_scenario(st):
            game.flow.push(st, "cavout", who="usa")
            return True
    if c["rolls"] is None:
        _roll_absent(st)
        if _custer_choice(st):
            game.flow.push(st, "custer", who="usa")
            return True
        _split_usa(st)
    if t < D.turn_index(cb["battle_turn"]):
        return False
    if c["opp"] is None:
        _log(st, "3 PM, Day 3: Stuart rides against the Union cavalry: the CSA assigns his blocks to "
                 "the fight against Gregg or against Kilpatrick, unseen.",
             "3 PM, Día 3: Stuart cabalga contra la caballería de la Unión: la Confederación asigna "
             "sus bloques al combate contra Gregg o contra Kilpatrick, sin que se vea.")
        game.flow.push(st, "stuart", who="csa")
        return True
    if st["op"].get("relay"):
        return _relay_events(game, st)
    for b in BATTLES:
        if c["res"][b] is not None:
            continue
        if any(h not in st["up"] for h in c["force"][b]):
            game.flow.push(st, "cavshow", who="usa", b=b)
            return True
        _open_clash(game, st, b)
        return True
    return False


def _log(st: dict, en: str, es: str, to: str | None = None) -> None:
    R._log(st, en, es, RULE, to)


def _name(st: dict, h: str, lang: str = "en") -> str:
    return R.bname(st, h, lang)


def _id_name(ident: str, lang: str = "en") -> str:
    n = D.BLOCKS[ident]["name"]
    return n.get(lang, n["en"])


def _buford_in_scenario(st: dict) -> bool:
    """Whether any block 10.0 withdraws is in this scenario at all (public data)."""
    ids = {i for g in R._groups(st["sc"], st["op"])["usa"] for i in g[-1]}
    return any(i in ids for i in _cb(st)["withdraw"]["blocks"])


def buford_handles(st: dict) -> list[str]:
    """The handles of Buford's division still in play (on the map, due, off
    the map until the night) and of its HQ if fallen (so that 4.61 does not
    bring him back); known on the Union's device."""
    ids = set(_cb(st)["withdraw"]["blocks"])
    out = []
    for h, v in st["sealed"].items():
        if not isinstance(v, list) or v[0] not in ids:
            continue
        if h in st["pos"] or h in st["due"] or h in st["off"] \
                or (h in st["dead"] and D.BLOCKS[v[0]]["kind"] == "hq"):
            out.append(h)
    return sorted(out)


def withdraw(st: dict, handles: list[str]) -> None:
    """10.0: "La división de BUFORD, excepto MERITT, es retirada del juego":
    out of play, not eliminated (no VP)."""
    c = st["cav"]
    where = []
    for h in handles:
        if h in st["pos"]:
            hx = st["pos"].pop(h)
            where.append(hx)
            if h in st["col"]:
                st["col"].remove(h)
            S.stir(st, "usa", hx)
        elif h in st["due"]:
            del st["due"][h]
        elif h in st["off"]:
            del st["off"][h]
        elif h in st["dead"]:
            st["dead"].remove(h)
        if h in st["up"]:
            st["up"].remove(h)
        c["out"].append(h)
    n = len(handles)
    at_en = f" (from {', '.join(sorted(set(where)))})" if where else ""
    at_es = f" (desde {', '.join(sorted(set(where)))})" if where else ""
    _log(st, f"Day 3: Buford's division leaves play, Merritt apart, who now serves under Kilpatrick: "
             f"{n} block{'s' if n != 1 else ''} withdrawn{at_en}.",
         f"Día 3: la división de Buford sale del juego, salvo Merritt, que pasa a las órdenes de "
         f"Kilpatrick: {n} bloque{'s' if n != 1 else ''} retirado{'s' if n != 1 else ''}{at_es}.")


def _roll_absent(st: dict) -> None:
    """10.0: one die for each brigade absent from the historical battle."""
    c = st["cav"]
    cb = _cb(st)
    got = []
    for r in cb["absent_rolls"]:
        die = R._roll(st, r["side"])
        ok = die >= r["need"]
        got.append(1 if ok else 0)
        en, es = _id_name(r["block"]), _id_name(r["block"], "es")
        if ok and r["joins"]:
            res_en, res_es = "it comes and joins Gregg's division", "llega y se une a la división de Gregg"
        elif ok:
            res_en, res_es = "it comes and joins Stuart", "llega y se une a Stuart"
        else:
            res_en, res_es = "it does not come", "no llega"
        _log(st, f"{en}, a brigade absent from the historical battle, rolls {die} ({r['need']} or more "
                 f"needed): {res_en}.",
             f"{es}, brigada ausente en la batalla histórica, saca un {die} (necesita {r['need']} "
             f"o más): {res_es}.")
    c["rolls"] = got
    failed = {r["block"] for r, ok in zip(cb["absent_rolls"], got) if not ok and r["side"] == "csa"}
    hs = c["pool"]["csa"]
    n = len([i for i in pool_ids(cb, "csa") if i in failed])
    if n:
        _deal(st, "csa", hs, lambda i: 1 if i in failed else 0)
        c["pool"]["csa"] = hs[:len(hs) - n]
        c["out"].extend(hs[len(hs) - n:])


def _custer_choice(st: dict) -> bool:
    """10.0: "si Huey falla en llegar, el jugador USA puede transferir a Custer"."""
    cb = _cb(st)
    hf = cb.get("huey_fails")
    if not hf:
        return False
    for r, ok in zip(cb["absent_rolls"], st["cav"]["rolls"]):
        if r["side"] == "usa" and r["joins"] == hf["to"] and not ok:
            return hf["may_transfer"] in pool_ids(cb, "usa")
    return False


def _battle_of(div: str) -> str:
    return next(b for b in BATTLES if DIVISION[b] == div)


def forces(st: dict) -> dict[str, list[str]]:
    """The block ids of Gregg's and Kilpatrick's divisions for the fights:
    the data's divisions (Merritt with Kilpatrick), Huey with Gregg if he
    came, Custer with Gregg if the Union moved him."""
    cb = _cb(st)
    c = st["cav"]
    out = {b: list(next(u for u in cb["unopposed"] if u["division"] == DIVISION[b])["blocks"])
           for b in BATTLES}
    for r, ok in zip(cb["absent_rolls"], c["rolls"] or []):
        if ok and r["side"] == "usa" and r["joins"]:
            out[_battle_of(r["joins"])].append(r["block"])
    if c["custer"]:
        hf = cb["huey_fails"]
        out[_battle_of(hf["from"])].remove(hf["may_transfer"])
        out[_battle_of(hf["to"])].append(hf["may_transfer"])
    return out


def _split_usa(st: dict) -> None:
    """The Union pool is dealt into the two divisions: their sizes are
    public, which handle holds which block stays the Union's secret."""
    c = st["cav"]
    f = forces(st)
    rank = {i: k for k, b in enumerate(BATTLES) for i in f[b]}
    hs = c["pool"]["usa"]
    _deal(st, "usa", hs, lambda i: rank.get(i, len(BATTLES)))
    ng, nk = len(f["gregg"]), len(f["kilpatrick"])
    c["force"] = {"gregg": hs[:ng], "kilpatrick": hs[ng:ng + nk]}
    c["out"].extend(hs[ng + nk:])
    c["pool"]["usa"] = []
    names = {lang: {b: ", ".join(_id_name(i, lang) for i in f[b]) for b in BATTLES} for lang in ("en", "es")}
    _log(st, f"The Union cavalry off the map: Gregg's division ({names['en']['gregg']}) and Kilpatrick's "
             f"({names['en']['kilpatrick']}).",
         f"La caballería de la Unión fuera del mapa: la división de Gregg ({names['es']['gregg']}) y la "
         f"de Kilpatrick ({names['es']['kilpatrick']}).")


def _deal(st: dict, side: str, handles: list[str], rank) -> None:
    """Re-deal ``side``'s values among ``handles``: those of the lowest
    ``rank`` first, in an order drawn from the side's salt, each stamped
    anew (``secrets.redeal``: only on a device that knows them; elsewhere
    only the public counter and the handles' public changes move)."""
    st["stirs"] += 1
    S.redeal(st, side, handles, S._bytes(st["sealed"].get(S.SALT[side]), st["stirs"], "10.0"), rank)


def _enter(st: dict, handles: list[str], road: str, turn) -> None:
    """Blocks due on ``road`` from ``turn`` on, by the adjacent entry roads
    too ("Los jugadores pueden usar caminos opcionales adyacentes")."""
    cb = _cb(st)
    alts = D.adjacent_roads(road) if cb.get("entry_alt") == "adjacent" else []
    for h in handles:
        st["due"][h] = [D.turn_index(turn), road, list(alts), ""]


# ---------------------------------------------------------------- Buford leaves

class Withdraw(Step):
    """10.0: on Day 3 Buford's division, Merritt apart, leaves play. Its
    blocks are hidden, so the Union's device names them."""
    rule = RULE

    def legal(self, game, st, f):
        return [("withdraw",)]

    def act(self, game, st, f, a):
        withdraw(st, buford_handles(st))
        game.flow.pop(game, st)

    def receive(self, game, st, f, a):
        if not a or a[0] != "withdraw":
            raise self.refuse(game, st, f, a)
        hs = list(a[1:])
        dead = [h for h in hs if h in st["dead"]]
        if len(set(hs)) != len(hs) or len(hs) > len(_cb(st)["withdraw"]["blocks"]) or len(dead) > 1 \
                or not all(isinstance(h, str) and M.side_of(h) == "usa" and h in st["sealed"]
                           and (h in st["pos"] or h in st["due"] or h in st["off"] or h in st["dead"])
                           for h in hs):
            raise Illegal("the withdrawal names blocks that are not Buford's division in play", RULE,
                          "la retirada nombra bloques que no son la división de Buford en juego")
        for h in hs:
            v = st["sealed"].get(h)
            if v is not None and v[0] not in _cb(st)["withdraw"]["blocks"]:
                raise Illegal("only Buford's division (Merritt apart) is withdrawn", RULE,
                              "solo se retira la división de Buford (salvo Merritt)")
        withdraw(st, hs)
        game.flow.pop(game, st)

    def prompt(self, game, st, f):
        return text("Day 3: Buford's division (Merritt apart) leaves play: withdraw it.",
                    "Día 3: la división de Buford (salvo Merritt) sale del juego: retírala.", RULE)

    def waiting(self, game, st, f, role):
        return text("Waiting for the USA to withdraw Buford's division.",
                    "Esperando a que la Unión retire la división de Buford.", RULE)

    def refuse(self, game, st, f, a):
        return Illegal("on Day 3 Buford's division, Merritt apart, leaves play: withdraw it", RULE,
                       "el Día 3 la división de Buford, salvo Merritt, sale del juego: retírala")


# ---------------------------------------------------------------- Custer

class Custer(Step):
    """10.0: "si Huey falla en llegar, el jugador USA puede transferir a
    Custer desde Kilpatrick a la división de Gregg"."""
    rule = RULE

    def legal(self, game, st, f):
        return [("custer", 1), ("custer", 0)]

    def act(self, game, st, f, a):
        st["cav"]["custer"] = a[1]
        if a[1]:
            _log(st, "Huey did not come: the USA moves Custer from Kilpatrick's division to Gregg's.",
                 "Huey no llegó: la Unión pasa a Custer de la división de Kilpatrick a la de Gregg.")
        else:
            _log(st, "Huey did not come: Custer stays with Kilpatrick.",
                 "Huey no llegó: Custer sigue con Kilpatrick.")
        _split_usa(st)
        game.flow.pop(game, st)

    def prompt(self, game, st, f):
        return text("Huey did not come: move Custer from Kilpatrick's division to Gregg's, or keep him "
                    "with Kilpatrick.",
                    "Huey no llegó: pasa a Custer de la división de Kilpatrick a la de Gregg, o déjalo "
                    "con Kilpatrick.", RULE)

    def waiting(self, game, st, f, role):
        return text("Waiting for the USA to decide where Custer rides.",
                    "Esperando a que la Unión decida con quién va Custer.", RULE)

    def refuse(self, game, st, f, a):
        return Illegal("Huey did not come: the USA decides whether Custer goes to Gregg (custer 1) or "
                       "stays with Kilpatrick (custer 0)", RULE,
                       "Huey no llegó: la Unión decide si Custer pasa a Gregg (custer 1) o sigue con "
                       "Kilpatrick (custer 0)")


# ---------------------------------------------------------------- Stuart's orders

def choices(st: dict) -> list[int] | None:
    """The CSA's assignment in progress, one entry per pool handle: 0 none,
    1 against Gregg, 2 against Kilpatrick (None where this device may not know it)."""
    code = st["sealed"].get(PRIVATE)
    if code is None:
        return None
    out = []
    for _h in st["cav"]["pool"]["csa"]:
        out.append(code % 3)
        code //= 3
    return out


def _set_choice(st: dict, i: int, b: str) -> None:
    ch = choices(st)
    ch[i] = CODE[b]
    st["sealed"][PRIVATE] = sum(x * 3 ** k for k, x in enumerate(ch))


class Assign(Step):
    """10.0: "STUART se opone a las divisiones de GREGG y KILPATRICK
    asignando brigadas a una o ambas potenciales batallas": every block of
    Stuart's goes to one of the two fights, unseen by the Union until they
    are revealed (7.1)."""
    rule = RULE

    def legal(self, game, st, f):
        ch = choices(st)
        if ch is None:
            return []
        out = []
        for h, x in zip(st["cav"]["pool"]["csa"], ch):
            for b in BATTLES:
                if CODE[b] != x:
                    out.append(("assign", h, b))
        if all(ch):
            out.append(("done",))
        return out

    def act(self, game, st, f, a):
        if a[0] == "done":
            ch = choices(st)
            back = {v: k for k, v in CODE.items()}
            items = [(h, st["sealed"][h], back[x]) for h, x in zip(st["cav"]["pool"]["csa"], ch)]
            confirm(game, st, items)
            return
        h, b = a[1], a[2]
        _set_choice(st, st["cav"]["pool"]["csa"].index(h), b)
        _log(st, f"Stuart sends {_name(st, h)} against {_leader(b)}.",
             f"Stuart envía a {_name(st, h, 'es')} contra {_leader(b)}.", to="csa")

    def receive(self, game, st, f, a):
        if a == ("assign",):
            return                                     # 10.0: the choice stays unseen
        k = 2 + M.VALUE
        if not a or a[0] != "done" or (len(a) - 1) % k:
            raise self.refuse(game, st, f, a)
        pool = st["cav"]["pool"]["csa"]
        items = []
        for i in range(1, len(a), k):
            h, val, b = a[i], list(a[i + 1:i + k - 1]), a[i + k - 1]
            if b not in BATTLES:
                raise self.refuse(game, st, f, a)
            _check(st, "csa", h, val)
            items.append((h, val, b))
        if sorted(h for h, _v, _b in items) != sorted(pool):
            raise Illegal("every block of Stuart's goes to one of the two fights", RULE,
                          "cada bloque de Stuart va a uno de los dos combates")
        confirm(game, st, items)

    def prompt(self, game, st, f):
        ch = choices(st) or []
        left = sum(1 for x in ch if not x)
        return text(f"3 PM, Day 3: assign each of Stuart's blocks to the fight against Gregg or against "
                    f"Kilpatrick ({left} still to assign), then send them: the USA sees nothing until "
                    f"the fights reveal them.",
                    f"3 PM, Día 3: asigna cada bloque de Stuart al combate contra Gregg o contra Kilpatrick "
                    f"(faltan {left}) y envíalos: la Unión no ve nada hasta que los combates los revelen.",
                    RULE)

    def waiting(self, game, st, f, role):
        return text("Waiting for the CSA to send Stuart's cavalry against Gregg and Kilpatrick.",
                    "Esperando a que la Confederación lance la caballería de Stuart contra Gregg y "
                    "Kilpatrick.", RULE)

    def refuse(self, game, st, f, a):
        if a and a[0] == "done":
            return Illegal("assign every block of Stuart's to a fight before sending them", RULE,
                           "asigna cada bloque de Stuart a un combate antes de enviarlos")
        return Illegal("assign one of Stuart's blocks to the fight against Gregg or against Kilpatrick",
                       RULE, "asigna uno de los bloques de Stuart al combate contra Gregg o contra Kilpatrick")


def _check(st: dict, side: str, h, val) -> None:
    """A value an announcement reveals: it must be ``side``'s and agree with
    what this device knows."""
    try:
        R._check_value(st, side, h, val, RULE)
    except Illegal as e:
        raise Illegal(e.reason, RULE, "el anuncio revela un valor que no es el que conoce este dispositivo")


def confirm(game, st: dict, items: list) -> None:
    """Stuart's blocks ride out: revealed (7.1); an unopposed division is due
    at 3 PM on its road (10.0)."""
    c = st["cav"]
    cb = _cb(st)
    opp = {b: [] for b in BATTLES}
    for h, val, b in items:
        st["sealed"][h] = list(val)
        opp[b].append(h)
    R._reveal(st, [h for h, _v, _b in items])
    c["opp"] = opp
    c["pool"]["csa"] = []
    if st["sealed"].get(PRIVATE) is not None:
        st["sealed"][PRIVATE] = 0
    def names(b, lang):
        return ", ".join(f"{_name(st, h, lang)} ({M.strength(st, h)})" for h in opp[b]) or \
            ("nobody" if lang == "en" else "nadie")
    _log(st, f"Stuart's cavalry rides out: against Gregg {names('gregg', 'en')}; against Kilpatrick "
             f"{names('kilpatrick', 'en')}.",
         f"La caballería de Stuart sale: contra Gregg {names('gregg', 'es')}; contra Kilpatrick "
         f"{names('kilpatrick', 'es')}.")
    for b in BATTLES:
        if opp[b]:
            continue
        c["res"][b] = "unopposed"
        u = next(u for u in cb["unopposed"] if u["division"] == DIVISION[b])
        _enter(st, c["force"][b], u["road"], u["turn"])
        _log(st, f"{_leader(b)}'s division is unopposed: it may enter by {D.road_name(u['road'])} at "
                 f"{D.clock(D.turn_index(u['turn']))}.",
             f"La división de {_leader(b)} no tiene oposición: puede entrar por "
             f"{D.road_name(u['road'], 'es')} a las {D.clock(D.turn_index(u['turn']), 'es')}.")
    game.flow.pop(game, st)


# ---------------------------------------------------------------- the Union reveals

class Reveal(Step):
    """7.1, 10.0: the blocks of the division Stuart attacks are revealed."""
    rule = RULE

    def legal(self, game, st, f):
        return [("show",)]

    def act(self, game, st, f, a):
        show(game, st, f, [[h] + list(st["sealed"][h]) for h in to_show(st, f)])

    def receive(self, game, st, f, a):
        k = 1 + M.VALUE
        if not a or a[0] != "show" or (len(a) - 1) % k:
            raise self.refuse(game, st, f, a)
        items = [list(a[i:i + k]) for i in range(1, len(a), k)]
        for it in items:
            _check(st, "usa", it[0], it[1:])
        if sorted(it[0] for it in items) != sorted(to_show(st, f)):
            raise Illegal("every block of the division attacked is revealed", RULE,
                          "se revelan todos los bloques de la división atacada")
        show(game, st, f, items)

    def prompt(self, game, st, f):
        return text(f"Stuart attacks {_leader(f['b'])}'s division off the map: reveal it for the fight.",
                    f"Stuart ataca la división de {_leader(f['b'])} fuera del mapa: revélala para el "
                    f"combate.", RULE)

    def waiting(self, game, st, f, role):
        return text(f"Waiting for the USA to reveal {_leader(f['b'])}'s division.",
                    f"Esperando a que la Unión revele la división de {_leader(f['b'])}.", RULE)

    def refuse(self, game, st, f, a):
        return Illegal("reveal the division Stuart attacks", RULE, "revela la división que ataca Stuart")


def to_show(st: dict, f: dict) -> list[str]:
    return [h for h in st["cav"]["force"][f["b"]] if h not in st["up"]]


def show(game, st: dict, f: dict, items: list) -> None:
    for it in items:
        st["sealed"][it[0]] = list(it[1:])
    R._reveal(st, [it[0] for it in items])
    hs = st["cav"]["force"][f["b"]]
    _log(st, f"{_leader(f['b'])}'s division: " + ", ".join(f"{_name(st, h)} ({M.strength(st, h)})" for h in hs)
         + ".",
         f"La división de {_leader(f['b'])}: " + ", ".join(f"{_name(st, h, 'es')} ({M.strength(st, h)})"
                                                          for h in hs) + ".")
    game.flow.pop(game, st)


# ---------------------------------------------------------------- the fight

def _open_clash(game, st: dict, b: str) -> None:
    c = st["cav"]
    usa, csa = list(c["force"][b]), list(c["opp"][b])
    _log(st, f"The cavalry fight against {_leader(b)} begins off the map: a special melee of "
             f"{_rounds(st)} rounds, the USA defending, no command needed, no terrain.",
         f"Empieza fuera del mapa el combate de caballería contra {_leader(b)}: una melé especial de "
         f"{_rounds(st)} rondas, con la Unión como defensora, sin mando ni terreno.")
    # "att": the attackers' hexsides of 7.3; off the map there are none
    game.flow.push(st, "clash", b=b, rnd=1, acted=[], att=[], usa=usa, csa=csa, pending=None)


def _rounds(st: dict) -> int:
    return int(_cb(st)["clash"]["rounds"])


def _defender(st: dict) -> str:
    return _cb(st)["clash"]["defender"]


def next_actor(st: dict, f: dict) -> tuple[str, list[str]] | None:
    """7.2, 10.0: the lowest letter first, the defender (the USA) before the
    attacker within a letter; (side, its blocks of that letter still to act)."""
    if not f["usa"] or not f["csa"]:
        return None
    d = _defender(st)
    for L in R.LETTERS:
        for side in (d, M.ENEMY[d]):
            mine = [h for h in f[side] if h not in f["acted"] and R._letter(st, h) == L]
            if mine:
                return side, mine
    return None


def can_hit(st: dict, f: dict, h: str) -> bool:
    return M.strength(st, h) > 0 and R.melee_fire(st, f, h, M.side_of(h) != _defender(st)) > 0


class Clash(Step):
    """10.0: "una Melee Especial de tres (3) rondas con las unidades USA
    como defensoras": 7.2's combat turns (HQs fight too, "los HQS disparan
    en el combate de caballería normalmente"); a block retreats by leaving
    the fight; no forced retreat after round 3."""
    rule = RULE

    def who(self, game, st, f):
        nxt = next_actor(st, f)
        return nxt[0] if nxt else _defender(st)

    def legal(self, game, st, f):
        nxt = next_actor(st, f)
        if nxt is None or f.get("pending"):
            return []
        out = []
        for h in nxt[1]:
            out.append(("charge", h) if can_hit(st, f, h) else ("hold", h))
            out.append(("leave", h))
        return out

    def act(self, game, st, f, a):
        h = a[1]
        f["acted"].append(h)
        if a[0] == "charge":
            if not strike(game, st, f, h):
                return                                  # the enemy chooses which block takes a hit
        elif a[0] == "hold":
            _log(st, f"{_name(st, h)} holds: its dice cannot hit this round.",
                 f"{_name(st, h, 'es')} aguanta: sus dados no pueden impactar en esta ronda.")
        else:
            leave(st, f, h)
        advance(game, st, f)

    def resume(self, game, st, f, result):
        side, n = f["pending"]
        f["pending"] = [side, n - 1] if n > 1 else None
        if f["pending"] and not apply_hits(game, st, f):
            return
        advance(game, st, f)

    def prompt(self, game, st, f):
        nxt = next_actor(st, f)
        letter = R._letter(st, nxt[1][0]) if nxt else ""
        return text(f"Cavalry fight against {_leader(f['b'])}, round {f['rnd']}: your {letter} blocks act: "
                    f"charge (melee) or leave the fight. {roster(st, f, 'en')}",
                    f"Combate de caballería contra {_leader(f['b'])}, ronda {f['rnd']}: actúan tus bloques "
                    f"{letter}: cargar (melé) o retirarse del combate. {roster(st, f, 'es')}", RULE)

    def waiting(self, game, st, f, role):
        return text(f"Cavalry fight against {_leader(f['b'])}, round {f['rnd']}: waiting for the other side. "
                    f"{roster(st, f, 'en')}",
                    f"Combate de caballería contra {_leader(f['b'])}, ronda {f['rnd']}: esperando al otro "
                    f"bando. {roster(st, f, 'es')}", RULE)

    def refuse(self, game, st, f, a):
        nxt = next_actor(st, f)
        if a and len(a) == 2 and nxt and a[1] in nxt[1] and a[0] == "charge":
            return Illegal("this block's dice cannot hit this round: it holds or leaves the fight", RULE,
                           "los dados de este bloque no pueden impactar en esta ronda: aguanta o se retira "
                           "del combate")
        return Illegal("it is the turn of the blocks with the lowest letter, the USA's first within a "
                       "letter; each charges or leaves the fight", RULE,
                       "actúan los bloques de letra más baja, primero los de la Unión dentro de una "
                       "letra; cada uno carga o se retira del combate")


def roster(st: dict, f: dict, lang: str) -> str:
    """Both sides' blocks in a fight: name, letter and firepower this round, strength."""
    parts = []
    for side in (_defender(st), M.ENEMY[_defender(st)]):
        att = side != _defender(st)
        items = ", ".join(f"{_name(st, h, lang)} {R._letter(st, h)}{R.melee_fire(st, f, h, att)} "
                          f"({M.strength(st, h)})" for h in f[side])
        parts.append(f"{R.SIDE_EN[side] if lang == 'en' else R.SIDE_ES[side].capitalize()}: "
                     f"{items or ('none' if lang == 'en' else 'nadie')}")
    return "; ".join(parts) + "."


def strike(game, st: dict, f: dict, h: str) -> bool:
    """7.2: as many dice as strength, each at or below the firepower hits.
    False while the enemy must choose which block takes a hit."""
    side = M.side_of(h)
    fp = R.melee_fire(st, f, h, side != _defender(st))
    rolls = [R._roll(st, side) for _ in range(M.strength(st, h))]
    hits = sum(1 for r in rolls if r <= fp)
    L = R._letter(st, h)
    _log(st, f"{_name(st, h)} ({L}{fp}) charges: {' '.join(map(str, rolls))} = {hits} "
             f"hit{'s' if hits != 1 else ''}.",
         f"{_name(st, h, 'es')} ({L}{fp}) carga: {' '.join(map(str, rolls))} = {hits} "
         f"impacto{'s' if hits != 1 else ''}.")
    if not hits:
        return True
    f["pending"] = [M.ENEMY[side], hits]
    return apply_hits(game, st, f)


def apply_hits(game, st: dict, f: dict) -> bool:
    """7.2, 7.5: each hit to the strongest enemy block in the fight, HQs
    last; among ties its owner chooses. False while he must choose."""
    side, n = f["pending"]
    while n > 0 and f[side]:
        troops = [h for h in f[side] if not M.is_hq(st, h)]
        cand = troops or list(f[side])
        top = max(M.strength(st, h) for h in cand)
        tied = [h for h in cand if M.strength(st, h) == top]
        if len(tied) > 1 and st["op"].get("relay"):
            tied = [ranked(st, side, tied)]           # relay: the owner's orders (RULES_NOTES 10.0)
        if len(tied) > 1:
            f["pending"] = [side, n]
            game.flow.push(st, "closs", who=side, b=f["b"], cand=tied)
            return False
        loss(st, f, tied[0])
        n -= 1
    f["pending"] = None
    return True


def loss(st: dict, f: dict, h: str) -> None:
    """A hit: a step lost, or the block eliminated (an HQ can go to 0, 7.5);
    an eliminated block counts for VPs as usual (9.12)."""
    side = M.side_of(h)
    s = M.strength(st, h)
    if s - 1 >= (0 if M.is_hq(st, h) else 1):
        M.lose(st, h)
        _log(st, f"{_name(st, h)} loses a step (strength {s - 1}).",
             f"{_name(st, h, 'es')} pierde un paso (fuerza {s - 1}).")
        return
    en, es = _name(st, h), _name(st, h, "es")
    f[side].remove(h)
    st["dead"].append(h)
    st["elim"][side] += 1
    if h in st["up"]:
        st["up"].remove(h)
    _log(st, f"{en} is eliminated in the fight against {_leader(f['b'])}.",
         f"{es} es eliminado en el combate contra {_leader(f['b'])}.")


def leave(st: dict, f: dict, h: str) -> None:
    """A block that retreats leaves the fight and the day's play (on Day 3
    nothing comes back, 2.4); it is not eliminated."""
    side = M.side_of(h)
    f[side].remove(h)
    st["cav"]["out"].append(h)
    _log(st, f"{_name(st, h)} retreats from the fight against {_leader(f['b'])}: it is out of play.",
         f"{_name(st, h, 'es')} se retira del combate contra {_leader(f['b'])}: queda fuera del juego.")


def advance(game, st: dict, f: dict) -> None:
    """After a combat turn: the next one, the next round, or the fight's end."""
    if f.get("pending"):
        return
    if f["usa"] and f["csa"]:
        if next_actor(st, f) is not None:
            return
        if f["rnd"] < _rounds(st):
            f["rnd"] += 1
            f["acted"] = []
            return
    finish(game, st, f)


def finish(game, st: dict, f: dict) -> None:
    """10.0: "Una batalla es ganada si el enemigo es eliminado o se retira";
    else a stalemate. The winner's survivors are due at 4 PM on the road the
    results table gives; after a stalemate nobody of that fight comes."""
    c = st["cav"]
    b = f["b"]
    if f["usa"] and f["csa"]:
        c["res"][b] = "stalemate"
        c["out"].extend(f["usa"] + f["csa"])
        _log(st, f"The fight against {_leader(b)} ends in a stalemate after {_rounds(st)} rounds: neither "
                 f"side's blocks of it enter the map.",
             f"El combate contra {_leader(b)} acaba en tablas tras {_rounds(st)} rondas: ningún bloque de "
             f"ninguno de los dos bandos entra en el mapa.")
    else:
        win = "usa" if f["usa"] else "csa"
        c["res"][b] = win
        e = _cb(st)["results"][b][win]
        _enter(st, f[win], e["road"], e["turn"])
        n = len(f[win])
        _log(st, f"The {R.SIDE_EN[win]} wins the fight against {_leader(b)}: its {n} surviving "
                 f"block{'s' if n != 1 else ''} may enter by {D.road_name(e['road'])} from "
                 f"{D.clock(D.turn_index(e['turn']))} (or not at all).",
             f"{R.SIDE_ES[win].capitalize()} gana el combate contra {_leader(b)}: sus {n} "
             f"bloque{'s' if n != 1 else ''} superviviente{'s' if n != 1 else ''} pueden entrar por "
             f"{D.road_name(e['road'], 'es')} desde las {D.clock(D.turn_index(e['turn']), 'es')} (o no entrar).")
    game.flow.pop(game, st)


class ClashLoss(Step):
    """7.2: the owner picks which of his tied strongest blocks takes a hit."""
    rule = RULE

    def legal(self, game, st, f):
        return [("loss", h) for h in f["cand"]]

    def act(self, game, st, f, a):
        clash = game.flow.frames(st)[-2]
        loss(st, clash, a[1])
        game.flow.pop(game, st, "hit")

    def prompt(self, game, st, f):
        return text(f"Cavalry fight against {_leader(f['b'])}: choose which of your strongest blocks takes "
                    f"the hit.",
                    f"Combate de caballería contra {_leader(f['b'])}: elige cuál de tus bloques más fuertes "
                    f"encaja el impacto.", RULE)

    def waiting(self, game, st, f, role):
        return text(f"Waiting for the {R.SIDE_EN[f['who']]} to take a hit in the cavalry fight.",
                    f"Esperando a que {R.SIDE_ES[f['who']]} encaje un impacto en el combate de caballería.",
                    RULE)

    def refuse(self, game, st, f, a):
        return Illegal("the hit goes to one of your strongest blocks in the fight (HQs last)", RULE,
                       "el impacto va a uno de tus bloques más fuertes del combate (los CG los últimos)")


# ---------------------------------------------------------------- relay: orders for the fights

def fights(st: dict) -> list[str]:
    """The fights Stuart's assignment opened and still to be fought, Gregg's first."""
    c = st["cav"]
    return [b for b in BATTLES if c["opp"] is not None and c["res"][b] is None and c["opp"][b]]


def own(st: dict, side: str, b: str) -> list[str]:
    """``side``'s blocks in fight ``b``: the Union's division, or Stuart's blocks sent against it."""
    c = st["cav"]
    return list(c["opp"][b] if side == "csa" else c["force"][b])


def orders(st: dict, side: str) -> dict:
    """relay: ``side``'s cavalry orders: {"leave": {handle: round}, "rank": [handle, ...], "done": 0|1}."""
    return (st["cav"].get("ord") or {}).get(side) or {"leave": {}, "rank": [], "done": 0}


def ranked(st: dict, side: str, tied: list[str]) -> str:
    """relay: which of ``side``'s tied strongest blocks takes a hit: the first
    its orders rank, else the first by handle."""
    rank = orders(st, side)["rank"]
    return min(tied, key=lambda h: (rank.index(h) if h in rank else len(rank), h))


def _may_tie(st: dict, h: str, mine: list[str]) -> bool:
    """Whether ``h`` can ever tie for a hit with another of ``mine``: hits go
    to troops before HQs (7.5), so only a troop with a troop, an HQ with an HQ."""
    return any(x != h and M.is_hq(st, x) == M.is_hq(st, h) for x in mine)


def _fight_of(st: dict, h: str) -> str:
    c = st["cav"]
    return next(b for b in BATTLES if h in c["force"][b] or h in (c["opp"] or {}).get(b, []))


def _relay_events(game, st: dict) -> bool:
    """relay (RULES_NOTES 10.0, "between two devices"): once Stuart's
    assignment is sent out (revealed), the CSA gives its orders for every
    fight; the Union reveals every division attacked and gives its orders;
    then one CSA action plays the fights out by them, with no decision."""
    c = st["cav"]
    todo = fights(st)
    if not todo:
        return False
    o = c.setdefault("ord", {})
    if not orders(st, "csa")["done"]:
        o.setdefault("csa", {"leave": {}, "rank": [], "done": 0})
        game.flow.push(st, "cavord", who="csa")
        return True
    for b in todo:
        if any(h not in st["up"] for h in c["force"][b]):
            game.flow.push(st, "cavshow", who="usa", b=b)
            return True
    if not orders(st, "usa")["done"]:
        o.setdefault("usa", {"leave": {}, "rank": [], "done": 0})
        game.flow.push(st, "cavord", who="usa")
        return True
    game.flow.push(st, "cavfight", who="csa")
    return True


def _fights_en(st: dict) -> str:
    return " and ".join(_leader(b) for b in fights(st))


def _fights_es(st: dict) -> str:
    return " y ".join(_leader(b) for b in fights(st))


class Orders(Step):
    """relay (RULES_NOTES 10.0): between two devices each side gives, once,
    its orders for the cavalry fights: for each of its blocks, fight at every
    combat turn (the default) or leave the fight at its turn in round 1, 2 or
    3; and which of its equally strong blocks takes hits first. The CSA gives
    them once Stuart's blocks are sent out (so they reveal nothing of the
    assignment before it is revealed); the Union after revealing the
    divisions attacked. Like standing orders they are public."""
    rule = RULE

    def legal(self, game, st, f):
        side = f["who"]
        o = orders(st, side)
        out = []
        for b in fights(st):
            mine = own(st, side, b)
            for h in mine:
                if h not in o["leave"]:
                    out += [("leave", h, r) for r in range(1, _rounds(st) + 1)]
            out += [("rank", h) for h in mine if h not in o["rank"] and _may_tie(st, h, mine)]
        out.append(("done",))
        return out

    def act(self, game, st, f, a):
        side = f["who"]
        o = st["cav"]["ord"][side]
        if a[0] == "done":
            o["done"] = 1
            _log(st, f"The {R.SIDE_EN[side]} has given its cavalry orders; its other blocks fight at every "
                     f"combat turn.",
                 f"{R.cap(R.SIDE_ES[side])} ha dado sus órdenes de caballería; sus demás bloques combaten en "
                 f"cada turno de combate.")
            game.flow.pop(game, st)
            return
        h = a[1]
        b = _fight_of(st, h)
        if a[0] == "leave":
            o["leave"][h] = a[2]
            _log(st, f"Order: {_name(st, h)} leaves the fight against {_leader(b)} at its combat turn in "
                     f"round {a[2]}.",
                 f"Orden: {_name(st, h, 'es')} se retira del combate contra {_leader(b)} en su turno de combate "
                 f"de la ronda {a[2]}.")
            return
        o["rank"].append(h)
        k = sum(1 for x in o["rank"] if x in own(st, side, b))
        _log(st, f"Order: in the fight against {_leader(b)}, among equally strong blocks {_name(st, h)} takes "
                 f"hits {R._nth(k)}.",
             f"Orden: en el combate contra {_leader(b)}, entre bloques igual de fuertes {_name(st, h, 'es')} "
             f"encaja impactos en {R._nth(k, 'es')} lugar.")

    def prompt(self, game, st, f):
        return text(f"Cavalry orders for the fight against {_fights_en(st)}: your blocks fight at every combat "
                    f"turn unless you order one to leave the fight in round 1, 2 or 3; mark which takes hits "
                    f"first among equals; then finish. The fights are then played out by both sides' orders.",
                    f"Órdenes de caballería para el combate contra {_fights_es(st)}: tus bloques combaten en cada "
                    f"turno de combate salvo que ordenes a uno retirarse en la ronda 1, 2 o 3; marca cuál encaja "
                    f"primero entre iguales; y termina. Los combates se juegan luego según las órdenes de ambos "
                    f"bandos.", RULE)

    def waiting(self, game, st, f, role):
        return text(f"Waiting for the {R.SIDE_EN[f['who']]}'s cavalry orders.",
                    f"Esperando las órdenes de caballería de {R.SIDE_ES[f['who']]}.", RULE)

    def refuse(self, game, st, f, a):
        o = orders(st, f["who"])
        if a and a[0] == "leave" and len(a) == 3 and a[1] in o["leave"]:
            return Illegal("that block's order to leave the fight is given already", RULE,
                           "la orden de retirada de ese bloque ya está dada")
        if a and a[0] == "leave" and len(a) == 3 and a[2] not in range(1, _rounds(st) + 1):
            return Illegal(f"a block leaves the fight at its turn in round 1 to {_rounds(st)}", RULE,
                           f"un bloque se retira del combate en su turno de una ronda de la 1 a la {_rounds(st)}")
        return Illegal("order one of your blocks in a cavalry fight to leave it at its turn in round 1, 2 or 3 "
                       "(once), mark which of your equally strong blocks there takes hits first (once), or "
                       "finish", RULE,
                       "ordena a uno de tus bloques de un combate de caballería retirarse en su turno de la ronda "
                       "1, 2 o 3 (una vez), marca cuál de tus bloques igual de fuertes encaja primero (una vez), "
                       "o termina")


def _leaving(st: dict, f: dict, h: str) -> bool:
    r = orders(st, M.side_of(h))["leave"].get(h)
    return r is not None and f["rnd"] >= r


def order_action(st: dict, f: dict) -> tuple:
    """relay: the combat turn the orders give now. Within a letter a side's
    blocks that stay act first, then those that leave, each in handle order
    (a fight won before a block's turn keeps it among the winners)."""
    _side, mine = next_actor(st, f)
    h = min(mine, key=lambda x: (_leaving(st, f, x), x))
    if _leaving(st, f, h):
        return ("leave", h)
    return ("charge", h) if can_hit(st, f, h) else ("hold", h)


class Fight(Step):
    """relay (RULES_NOTES 10.0): both sides' orders are given; the fights are
    played out by them, Gregg's first, in one action with no choice. It is
    the CSA's, played on its device after the Union's orders came, so the
    dice are drawn after both sides' orders are fixed (docs/TRUST.md T2)."""
    rule = RULE

    def legal(self, game, st, f):
        return [("fight",)]

    def act(self, game, st, f, a):
        _log(st, "Both sides have given their cavalry orders: the fights are played out by them.",
             "Ambos bandos han dado sus órdenes de caballería: los combates se juegan según ellas.")
        for b in fights(st):
            _open_clash(game, st, b)
            clash = game.flow.top(st)
            for _ in range(1000):
                if game.flow.top(st) is not clash:
                    break
                STEPS["clash"].act(game, st, clash, order_action(st, clash))
            else:
                raise RuntimeError("the cavalry fight did not end")
        game.flow.pop(game, st)

    def prompt(self, game, st, f):
        return text("Both sides have given their cavalry orders: play the fights out by them.",
                    "Ambos bandos han dado sus órdenes de caballería: juega los combates según ellas.", RULE)

    def waiting(self, game, st, f, role):
        return text("Waiting for the cavalry fights to be played out by the orders given.",
                    "Esperando a que se jueguen los combates de caballería según las órdenes dadas.", RULE)

    def refuse(self, game, st, f, a):
        return Illegal("the cavalry fights are played out by the orders given", RULE,
                       "los combates de caballería se juegan según las órdenes dadas")


STEPS = {"cavout": Withdraw(), "custer": Custer(), "stuart": Assign(), "cavshow": Reveal(),
         "clash": Clash(), "closs": ClashLoss(), "cavord": Orders(), "cavfight": Fight()}


# ---------------------------------------------------------------- the game's hooks

def announce(st: dict, role: str, frame: dict, a: tuple) -> tuple:
    """The other device's form of this option's actions: a withdrawal names
    its handles, an assignment says nothing, Stuart's orders and the Union's
    reveal carry the values they reveal."""
    step = frame["step"]
    if step == "cavout" and a[0] == "withdraw":
        return ("withdraw",) + tuple(buford_handles(st))
    if step == "stuart" and a[0] == "assign":
        return ("assign",)
    if step == "stuart" and a[0] == "done":
        ch = choices(st)
        back = {v: k for k, v in CODE.items()}
        return ("done",) + tuple(x for h, c in zip(st["cav"]["pool"]["csa"], ch)
                                 for x in [h] + list(st["sealed"][h]) + [back[c]])
    if step == "cavshow" and a[0] == "show":
        return ("show",) + tuple(x for h in to_show(st, frame) for x in [h] + list(st["sealed"][h]))
    return a


def describe(st: dict, a: tuple, lang: str = "en") -> str | None:
    """Words for this option's actions (None: not one of them)."""
    es = lang == "es"
    v = a[0]

    def nm(h):
        return R.bname(st, h, lang)
    if v == "withdraw":
        return "Retirar la división de Buford" if es else "Withdraw Buford's division"
    if v == "custer" and len(a) == 2:
        if a[1]:
            return "Custer pasa a la división de Gregg" if es else "Custer goes to Gregg's division"
        return "Custer sigue con Kilpatrick" if es else "Custer stays with Kilpatrick"
    if v == "assign":
        if len(a) < 3:
            return "Asignar un bloque de Stuart" if es else "Assign one of Stuart's blocks"
        return f"Enviar a {nm(a[1])} contra {_leader(a[2])}" if es else f"Send {nm(a[1])} against {_leader(a[2])}"
    if v == "charge":
        return f"{nm(a[1])} carga" if es else f"{nm(a[1])} charges"
    if v == "hold":
        return f"{nm(a[1])} aguanta" if es else f"{nm(a[1])} holds"
    if v == "leave" and len(a) == 3:
        return (f"{nm(a[1])} se retira del combate en la ronda {a[2]}" if es
                else f"{nm(a[1])} leaves the fight in round {a[2]}")
    if v == "leave":
        return f"{nm(a[1])} se retira del combate" if es else f"{nm(a[1])} leaves the fight"
    if v == "loss":
        return f"{nm(a[1])} encaja el impacto" if es else f"{nm(a[1])} takes the hit"
    frame = st["flow"][-1] if st.get("flow") else None
    if v == "done" and frame is not None and frame.get("step") == "stuart":
        return "Lanzar la caballería de Stuart" if es else "Send Stuart's cavalry out"
    if v == "done" and frame is not None and frame.get("step") == "cavord":
        return "Dar estas órdenes de caballería" if es else "Give these cavalry orders"
    if v == "fight" and len(a) == 1:
        return "Jugar los combates de caballería" if es else "Play the cavalry fights"
    return None
