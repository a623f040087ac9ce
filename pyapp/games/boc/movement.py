"""Gettysburg: Badges of Courage — the Move Phase (6.0): movers, entries of
reinforcements, paths and formations, traffic (6.62), melees declared
(7.1), and the front-line artillery shown at its end (5.31)."""

from __future__ import annotations

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.game import text
from . import command as C
from . import data as D
from . import model as M
from . import moves as MV
from .common import ENEMY, SIDE_EN, SIDE_ES, _check_value, _log, _public_name, _reveal, block, bname, cap


# -- Move Phase (6.0) -----------------------------------------------------------------

def movers(st: dict, side: str) -> list[str]:
    """6.1: blocks that neither commanded nor fired, and have not moved."""
    done, moved = set(st["done"]), set(st["moved"])
    return [h for h in M.on_map(st, side) if h not in done and h not in moved]


def arrivals(st: dict, side: str) -> list[str]:
    """6.7: reinforcements due by now."""
    return sorted(h for h, d in st["due"].items() if M.side_of(h) == side and d[0] <= st["t"])


def entry_points(st: dict, h: str, ctx=None) -> list[tuple[str, str, int]]:
    """6.7: (road, edge hex, MP spent) where reinforcement ``h`` may come on:
    its listed road or the other roads it may use; where the road's edge hex
    is occupied, an adjacent edge hex instead (``ctx``: the side's
    ``MV.Context`` of this state, when the caller has one)."""
    t, road, alts = st["due"][h][:3]
    side = M.side_of(h)
    out = []
    ctx = ctx or MV.context(st, side)
    occ = ctx.sides
    for r in [road] + list(alts):
        hx = D.entry_hex(r)
        cost = D.road_entry_cost(r)
        if ENEMY[side] not in occ.get(hx, ()) and ctx.room(hx):
            out.append((r, hx, cost))
            continue
        for n in M.neighbours(hx):
            if n in D.EDGE and ENEMY[side] not in occ.get(n, ()) and ctx.room(n):
                out.append((r, n, 2))
    return out


class Move(Step):
    """6.0: move blocks, bring on reinforcements, declare melees."""
    rule = "6.1"

    def legal(self, game, st, f, only: str | None = None):
        """Every legal action (``only``: those of block ``only`` alone)."""
        side = f["who"]
        ctx = MV.context(st, side)
        out = []
        night = ctx.night
        cmd = None                                      # C.commanders, when first needed
        column = st["op"].get("column")
        for h in movers(st, side):
            if only is not None and h != only:
                continue
            b = block(st, h)
            hx = st["pos"][h]
            moves = MV.move_actions(ctx, h, hx, b, formation=formation(st, h, b), spent=st["spent"].get(h, 0))
            out.extend(moves)
            if not night and h not in st["spent"]:
                # 2.4: off the map from an edge hex it stands on or reaches this move (RULES_NOTES)
                edges = ([hx] if hx in D.EDGE else []) + [m[2] for m in moves if m[2] in D.EDGE]
                out.extend(("exit", h, e) for e in edges)
            if column and b["kind"] == "inf" and h not in st["spent"] \
                    and (h in st["col"] or ctx.counts.get(hx, 0) == 1):
                out.append(("form", h))                # opt.column: into column only alone in its hex
            if h in st["col"]:
                continue                                # opt.column: a column does not attack
            if not night and hx in ctx.front and b["kind"] in ("inf", "cav", "hart"):
                if cmd is None:
                    cmd = C.commanders(st, side)
                for t in melee_targets(st, side, h, cmd, ctx=ctx):
                    out.append(("attack", h, t))
                for t in melee_targets(st, side, h, cmd, unsupported=True, ctx=ctx):
                    out.append(("unsupported", h, t))
        for h in arrivals(st, side):
            if only is not None and h != only:
                continue
            b = block(st, h)
            if not night and b["kind"] in ("inf", "cav", "hart") and h not in st["col"]:
                for edge in entry_melees(st, side, h, ctx):
                    out.append(("attack", h, edge))       # 6.7: a melee on the entry hex, no command
            seen: dict = {}                               # (edge, fm) -> the answers listed for it
            forms = ("line", "col") if column and b["kind"] == "inf" else (None,)
            for road, edge, cost in entry_points(st, h, ctx):
                for fm in forms:
                    found = entry_reach(st, side, h, edge, road, cost, ctx, fm)
                    acts = enter_actions(found, h, edge, fm)
                    earlier = seen.setdefault((edge, fm), [])
                    out.extend([a for a in acts if not any(a[3] in r for r in earlier)] if earlier else acts)
                    earlier.append(found)
        if only is None and not unfinished_divisions(st, side, ctx):
            out.append(("done",))
        return out

    def act(self, game, st, f, a):
        side = f["who"]
        if a[0] == "done":
            end_move_phase(game, st, side)
            return
        if a[0] == "move":
            move_block(st, side, a[1], a[2])
        elif a[0] == "exit":
            exit_block(st, side, a[1], a[2])
        elif a[0] == "form":
            change_formation(st, side, a[1])
        elif a[0] == "enter":
            enter_block(st, side, a[1], a[2], a[3], fm=a[4] if len(a) > 4 else None)
        elif a[0] in ("attack", "unsupported"):
            declare_melee(st, side, a[1], a[2], a[0] == "unsupported", st["sealed"][a[1]])

    def receive(self, game, st, f, a):
        if a[0] in ("attack", "unsupported"):
            if len(a) != 3 + M.VALUE:
                raise self.refuse(game, st, f, a)
            if a[1] in st["due"] and (a[0] != "attack" or st["due"][a[1]][0] > st["t"]
                                      or a[2] not in entry_melees(st, f["who"], a[1])):
                raise Illegal("a reinforcement attacks only an enemy on its entry hex", "6.7")
            _check_value(st, f["who"], a[1], a[3:], "7.1")
            declare_melee(st, f["who"], a[1], a[2], a[0] == "unsupported", a[3:])
            return
        if a[0] == "done":
            k = 1 + M.VALUE
            if (len(a) - 1) % k:
                raise self.refuse(game, st, f, a)
            items = [list(a[i:i + k]) for i in range(1, len(a), k)]
            for it in items:
                _check_value(st, f["who"], it[0], it[1:], "5.31")
                if st["pos"].get(it[0]) not in M.enemy_adjacent(st, f["who"]) or it[0] in st["up"] \
                        or D.BLOCKS[it[1]]["kind"] not in ("art", "hart"):
                    raise Illegal("only artillery in the front line is revealed", "5.31")
            end_move_phase(game, st, f["who"], items)
            return
        side = f["who"]
        if a[0] == "move" and len(a) >= 4 and a[1] in st["pos"] and M.side_of(a[1]) == side \
                and a[1] not in st["moved"] and a[1] not in st["done"]:
            check_path(st, side, st["pos"][a[1]], list(a[3:]), a[2], "6.1", column=a[1] in st["col"])
            move_block(st, side, a[1], a[2], list(a[3:]))
            return
        if a[0] == "exit" and len(a) >= 3 and a[1] in st["pos"] and M.side_of(a[1]) == side \
                and a[1] not in st["moved"] and a[1] not in st["done"] and a[1] not in st["spent"] \
                and a[2] in D.EDGE and not D.is_night(st["t"]):
            if a[2] != st["pos"][a[1]]:
                check_path(st, side, st["pos"][a[1]], list(a[3:]), a[2], "2.4", column=a[1] in st["col"])
            exit_block(st, side, a[1], a[2], list(a[3:]))
            return
        if a[0] == "enter" and len(a) >= 6 and a[1] in st["due"] and M.side_of(a[1]) == side \
                and st["due"][a[1]][0] <= st["t"]:
            t, road, alts = st["due"][a[1]][:3]
            edges = {D.entry_hex(r) for r in [road] + list(alts)}
            edges |= {n for e in list(edges) for n in M.neighbours(e) if n in D.EDGE}
            fm = a[4] if a[4] in ("col", "line") and st["op"].get("column") else None
            if a[2] not in edges or len(a) < 6 or a[5] != a[2] or a[4] not in ("", "col", "line"):
                raise Illegal("a reinforcement enters by its listed road or an adjacent entry road", "6.7")
            check_path(st, side, None, list(a[5:]), a[3], "6.7", column=fm == "col")
            enter_block(st, side, a[1], a[2], a[3], list(a[5:]), fm)
            return
        if a[0] == "form" and len(a) == 2 and a[1] in st["pos"] and M.side_of(a[1]) == side \
                and st["op"].get("column") and a[1] not in st["spent"] and a[1] not in st["moved"] \
                and a[1] not in st["done"]:
            if a[1] not in st["col"] and M.count_at(st, st["pos"][a[1]], side) != 1:
                raise Illegal("a block forms column only alone in its hex", "opt.column")
            change_formation(st, side, a[1])
            return
        raise self.refuse(game, st, f, a)

    def prompt(self, game, st, f):
        night = D.is_night(st["t"])
        if night:
            return text("Night Move Phase: move blocks (none may enter a hex next to the enemy), bring "
                        "on Night Reinforcements, then end the phase.",
                        "Fase de Movimiento nocturna: mueve bloques (ninguno entra junto al enemigo), trae "
                        "los refuerzos nocturnos y termina la fase.", "9.72")
        return text("Move Phase: move blocks, bring on reinforcements, declare melees, then end the phase.",
                    "Fase de Movimiento: mueve bloques, trae refuerzos, declara melés y termina la fase.", "6.1")

    def waiting(self, game, st, f, role):
        return text(f"Waiting: {SIDE_EN[f['who']]} Move Phase.",
                    f"Esperando: Fase de Movimiento de {SIDE_ES[f['who']]}.", "6.1")

    def refuse(self, game, st, f, a):
        side = f["who"]
        if a and a[0] in ("move", "attack", "unsupported") and len(a) >= 3 and isinstance(a[1], str) \
                and a[1] in st["pos"]:
            h = a[1]
            if M.side_of(h) != side:
                return Illegal("that is not your block", "6.1", "ese bloque no es tuyo")
            if h in st["done"]:
                return Illegal("a block that commanded or fired this turn cannot move", "6.1",
                               "un bloque que mandó o disparó este turno no puede mover")
            if h in st["moved"]:
                return Illegal("that block has already moved this phase", "6.1",
                               "ese bloque ya ha movido en esta fase")
            if a[0] != "move":
                return Illegal("a melee is declared by a block under command in a front-line hex, "
                               "into an adjacent enemy hex, one attacker per hexside, no more than "
                               "the hex's stacking limit", "7.1",
                               "una melé la declara un bloque bajo mando en un hex de primera línea, "
                               "contra un hex enemigo adyacente, un atacante por lado de hex, sin "
                               "superar el apilamiento del hex")
            dest = a[2]
            if isinstance(dest, str) and M.at(st, dest, ENEMY[side]):
                return Illegal("a block enters an enemy hex only to declare a melee", "7.1",
                               "un bloque solo entra en un hex enemigo declarando una melé")
            if isinstance(dest, str) and dest in D.HEXES and not M.room(st, dest, side):
                return Illegal("that hex is at its stacking limit", "6.2",
                               "ese hex está en su límite de apilamiento")
            return Illegal("that hex is out of reach: movement points, zones of control and the "
                           "front line stop the block before it", "6.62",
                           "ese hex está fuera de alcance: los puntos de movimiento, las zonas de "
                           "control y la primera línea detienen antes al bloque")
        if a and a[0] == "done":
            return Illegal("a division enters whole: bring on the rest of it this turn", "6.7",
                           "una división entra completa: trae el resto este turno")
        return Illegal("move a block, bring on a reinforcement, declare a melee or end the phase", "6.1",
                       "mueve un bloque, trae un refuerzo, declara una melé o termina la fase")


def entry_melees(st: dict, side: str, h: str, ctx=None) -> list[str]:
    """6.7: the enemy-held entry hexes of reinforcement ``h``'s roads that it
    may attack from the map edge: 1 or 2 blocks an entry hex, no command
    (``ctx``: the side's ``MV.Context`` of this state, when the caller has one)."""
    t, road, alts = st["due"][h][:3]
    out = []
    for r in [road] + list(alts):
        edge = D.entry_hex(r)
        if edge in out or not (ctx.enemy_in(edge) if ctx is not None else M.at(st, edge, ENEMY[side])):
            continue
        m = next((m for m in st["melees"] if m["hex"] == edge), None)
        if m is not None and (m["uns"] or len(m["att"]) >= D.stacking(edge)
                              or sum(1 for _x, fr in m["att"] if fr == "off") >= 2):
            continue
        out.append(edge)
    return out


def melee_targets(st: dict, side: str, h: str, cmd, unsupported: bool = False, ctx=None) -> list[str]:
    """7.1, 7.8: adjacent enemy hexes block ``h`` may attack (``ctx``: the
    side's ``MV.Context`` of this state, when the caller has one)."""
    hx = st["pos"][h]
    i = M.ident(st, h)
    b = D.BLOCKS[i]
    if not unsupported and not (b.get("no_command") or C.under_command(st, side, h, cmd)):
        return []
    out = []
    for t in M.neighbours(hx):
        if not (ctx.enemy_in(t) if ctx is not None else M.at(st, t, ENEMY[side])):
            continue
        m = next((m for m in st["melees"] if m["hex"] == t), None)
        if unsupported:
            if m is not None:
                continue                                  # 7.8: alone, never with a normal melee
        elif m is not None:
            if m["uns"] or len(m["att"]) >= D.stacking(t) or any(fr == hx for _a, fr in m["att"]):
                continue                                  # 7.1: one per hexside, stacking limit
        out.append(t)
    return out


def formation(st: dict, h: str, b: dict) -> str | None:
    """opt.column: "col" or "line" for infantry under the option, else None."""
    if not st["op"].get("column") or b["kind"] != "inf":
        return None
    return "col" if h in st["col"] else "line"


def form_cost(st: dict, side: str, h: str) -> int:
    """opt.column: half the movement allowance, all of it in a front-line hex."""
    return MV.MA["inf"] if st["pos"][h] in M.enemy_adjacent(st, side) else MV.MA["inf"] // 2


def change_formation(st: dict, side: str, h: str) -> None:
    st["spent"][h] = form_cost(st, side, h)
    if h in st["col"]:
        st["col"].remove(h)
        en, es = "into line", "en línea"
    else:
        st["col"].append(h)
        en, es = "into column", "en columna"
    _log(st, f"{cap(_public_name(st, h, 'en'))} at {st['pos'][h]} forms {en}.",
         f"{cap(_public_name(st, h, 'es'))} en {st['pos'][h]} forma {es}.", "opt.column")


def move_path(st: dict, side: str, h: str, dest: str, ctx=None) -> list[str]:
    """The path the rules give a move (the cheapest legal one, 6.3)."""
    b = block(st, h)
    return MV.reach(ctx or MV.context(st, side), st["pos"][h], b, formation=formation(st, h, b),
                    spent=st["spent"].get(h, 0)).path(dest)


def entry_reach(st: dict, side: str, h: str, edge: str, road: str, cost: int, ctx=None,
                fm: str | None = None) -> dict:
    """dest -> path after ``edge`` for reinforcement ``h`` coming on at
    ``edge``: its normal move (6.7), and for Night Reinforcements any hex
    along the roads as far as their limit hex, obeying 9.72 (9.74)."""
    ctx = ctx or MV.context(st, side)
    found = MV.reach(ctx, edge, block(st, h), entering=road, cost0=cost, formation=fm)
    limit = st["due"][h][3] if len(st["due"][h]) > 3 else ""
    if not (limit and D.is_night(st["t"])):
        return found
    out = MV.Reach(found)
    out.parent = found.parent
    # opt.column: no block enters a hex holding a friendly column, and a column no hex
    # holding a friendly block, along the road as anywhere (an edge it may not take: none)
    column = fm == "col"
    if edge in ctx.col_hexes or (column and ctx.counts.get(edge)) or edge in ctx.front:
        return out                                    # (9.72: the edge hex is entered first)
    path = D.road_path(edge, limit)
    for k in range(1, len(path)):
        hx = path[k]
        if hx in ctx.front or ctx.enemy_in(hx) or hx in ctx.col_hexes or (column and ctx.counts.get(hx)):
            break
        if ctx.room(hx) and hx not in out:
            out[hx] = path[1:k + 1]
    return out


def enter_actions(found: dict, h: str, edge: str, fm: str | None) -> list:
    """("enter", h, edge, dest[, fm]) for every dest of ``entry_reach``'s
    answer ``found``, in hex order, made once per answer: read it, never change it."""
    try:
        acts = found.acts
    except AttributeError:
        acts = found.acts = {}
    key = ("enter", h, edge, fm)
    out = acts.get(key)
    if out is None:
        out = acts[key] = [("enter", h, edge, dest) + ((fm,) if fm else ()) for dest in sorted(found)]
    return out


def entry_path(st: dict, side: str, h: str, edge: str, dest: str, fm: str | None = None) -> list[str]:
    road, cost = min((c, r) for r, e, c in entry_points(st, h) if e == edge)[::-1]
    return [edge] + entry_reach(st, side, h, edge, road, cost, None, fm).path(dest)


def _road_at(st: dict, h: str, edge: str) -> str:
    t, road, alts = st["due"][h][:3]
    for r in [road] + list(alts):
        e = D.entry_hex(r)
        if e == edge or edge in M.neighbours(e):
            return r
    return road


def check_path(st: dict, side: str, start: str | None, path: list, dest: str, rule: str,
               column: bool = False) -> None:
    """An announced move's path, as far as the other device can check it:
    adjacent hexes, never into an enemy hex, no hexside of a front line
    crossed a third time, stopping on entering the front (6.62)."""
    if not path or path[-1] != dest or len(path) > 24 or not all(isinstance(x, str) and x in D.HEXES for x in path):
        raise Illegal("the move's path is not a path on the map", rule)
    ctx = MV.context(st, side)
    seq = ([start] if start else []) + list(path)
    for a, b in zip(seq, seq[1:]):
        if b not in M.neighbours(a) or ctx.enemy_in(b):
            raise Illegal("the move's path crosses the enemy", rule)
        if not ctx.crossing_ok(a, b):
            raise Illegal("at most 2 blocks cross a hexside of the front line in a Move Phase", "6.62")
    if any(x in ctx.front for x in seq[1:-1]) or (start in ctx.front and len(seq) > 2):
        raise Illegal("a block stops on entering the front line", "6.62")
    if ctx.night and any(x in ctx.front for x in path):
        raise Illegal("at night no block enters a hex next to the enemy", "9.72")
    if not ctx.room(dest):
        raise Illegal("that hex is at its stacking limit", "6.2")
    if any(x in ctx.col_hexes for x in path) or (column and any(ctx.counts.get(x) for x in path)):
        raise Illegal("a column stands alone in its hex", "opt.column")


def move_block(st: dict, side: str, h: str, dest: str, path: list | None = None) -> None:
    ctx = MV.context(st, side)
    start = st["pos"][h]
    if path is None:
        path = move_path(st, side, h, dest, ctx)
    _count_traffic(st, ctx, [start] + list(path))
    st["pos"][h] = dest
    st["moved"].append(h)
    _log(st, f"{cap(_public_name(st, h, 'en'))} moves from {start} to {dest}.",
         f"{cap(_public_name(st, h, 'es'))} mueve de {start} a {dest}.", "6.1")


def exit_block(st: dict, side: str, h: str, edge: str, path: list | None = None) -> None:
    """2.4: a block moves off the map from a map-edge hex (its own, or one it
    reaches this move): out for the rest of the day, back in the Night turn
    at the nearest Friendly or Neutral entry road (``rules.night_returns``);
    never back in a one-day scenario or after Day 3. Not eliminated (9.12)."""
    if edge != st["pos"][h]:
        move_block(st, side, h, edge, path)
    else:
        st["moved"].append(h)
    del st["pos"][h]
    st["off"][h] = edge
    for key in ("col", "up"):
        if h in st[key]:
            st[key].remove(h)
    back = st["sc"] == "full" and D.TRACK[st["t"]][0] < 3
    _log(st, f"{cap(_public_name(st, h, 'en'))} leaves the map at {edge}"
             + (": out for the rest of the day, back in the Night turn." if back else ": it will not come back."),
         f"{cap(_public_name(st, h, 'es'))} sale del mapa por {edge}"
             + (": fuera el resto del día, vuelve en el turno de noche." if back else ": no volverá."), "2.4")


def _count_traffic(st: dict, ctx, path: list[str]) -> None:
    for a, b in zip(path, path[1:]):
        if a in ctx.front or b in ctx.front:
            sid = D.side_id(a, b)
            st["traffic"][sid] = st["traffic"].get(sid, 0) + 1


def enter_block(st: dict, side: str, h: str, edge: str, dest: str, path: list | None = None,
                fm: str | None = None) -> None:
    """6.7: a reinforcement comes on by its road (the edge hex is the first
    hex of its move) and moves on; under opt.column, infantry enters in the
    formation its player chose."""
    ctx = MV.context(st, side)
    road = _road_at(st, h, edge)
    if path is None:
        path = entry_path(st, side, h, edge, dest, fm)
    if fm == "col":
        st["col"].append(h)
    _count_traffic(st, ctx, list(path))
    del st["due"][h]
    st["pos"][h] = dest
    st["moved"].append(h)
    st.setdefault("came", []).append(h)
    _log(st, f"{cap(_public_name(st, h, 'en'))} enters by {D.road_name(road)} to {dest}.",
         f"{cap(_public_name(st, h, 'es'))} entra por {D.road_name(road, 'es')} hasta {dest}.", "6.7")


def declare_melee(st: dict, side: str, h: str, t: str, unsupported: bool, val: tuple) -> None:
    """7.1: the block moves into the enemy hex; it is revealed."""
    st["sealed"][h] = list(val)
    if h in st["due"]:
        hx = "off"                                    # 6.7: from the map edge
        del st["due"][h]
        st["came"].append(h)
    else:
        hx = st["pos"][h]
    st["pos"][h] = t
    st["moved"].append(h)
    _reveal(st, [h])
    m = next((m for m in st["melees"] if m["hex"] == t), None)
    if m is None:
        m = {"hex": t, "att": [], "uns": 1 if unsupported else 0}
        st["melees"].append(m)
    m["att"].append([h, hx])
    if hx != "off":
        sid = D.side_id(hx, t)
        st["traffic"][sid] = st["traffic"].get(sid, 0) + 1
    kind_en = "an unsupported melee" if unsupported else "a melee"
    kind_es = "una melé sin apoyo" if unsupported else "una melé"
    where_en = "the map edge" if hx == "off" else hx
    where_es = "el borde del mapa" if hx == "off" else hx
    _log(st, f"{bname(st, h)} attacks {t} from {where_en}: {kind_en}.",
         f"{bname(st, h, 'es')} ataca {t} desde {where_es}: {kind_es}.",
         "6.7" if hx == "off" else "7.8" if unsupported else "7.1")


def unfinished_divisions(st: dict, side: str, ctx=None) -> list[str]:
    """6.7: reinforcements due now whose division has begun to come on this
    Move Phase and that could still enter (a division enters whole)."""
    came = st.get("came", [])
    entered = {C.division(st, M.ident(st, x)) for x in came
               if x in st["moved"] and M.side_of(x) == side and M.ident(st, x)}
    out = []
    for h in arrivals(st, side):
        i = M.ident(st, h)
        if i is not None and C.division(st, i) is not None and C.division(st, i) in entered \
                and any(entry_reach(st, side, h, edge, road, cost, ctx)
                        for road, edge, cost in entry_points(st, h, ctx)):
            out.append(h)                   # (one with nowhere to go this turn cannot hold it back)
    return out


def front_artillery(st: dict, side: str) -> list[str]:
    """5.31: ``side``'s hidden artillery in its front line (known on its device)."""
    front = M.enemy_adjacent(st, side)
    return [h for h in M.on_map(st, side) if st["pos"][h] in front and h not in st["up"]
            and M.kind(st, h) in ("art", "hart")]


def stand_up_artillery(st: dict) -> None:
    """5.31: face-up artillery that has left every front-line hex and enemy
    ZOC (no enemy unit next to it) stands up again, hidden, where it is (the
    enemy saw which block it was, as in the Supply Phase, 8.1)."""
    # a hex the enemy shares (a melee declared into it, 7.1) is as much a front line as its neighbours
    held = {s: {hx for u, hx in st["pos"].items() if M.side_of(u) == s} for s in ("usa", "csa")}
    fronts = {s: M.enemy_adjacent(st, s) | held[M.ENEMY[s]] for s in ("usa", "csa")}
    melee = {m["hex"] for m in st["melees"]}
    back = [h for h in st["up"] if h in st["pos"] and st["sealed"].get(h) is not None
            and M.kind(st, h) in ("art", "hart") and st["pos"][h] not in fronts[M.side_of(h)]
            and st["pos"][h] not in melee]
    stand_up(st, back, "5.31")


def stand_up(st: dict, back: list, rule: str) -> None:
    """Face-up artillery ``back`` stands up again, hidden, where it is (the
    enemy saw which block it was), with its log line."""
    if back:
        _log(st, "Artillery out of the front line stands up again: " + ", ".join(
            f"{bname(st, h)} at {st['pos'][h]}" for h in back) + ".",
             "La artillería fuera de la primera línea vuelve a ponerse en pie: " + ", ".join(
            f"{bname(st, h, 'es')} en {st['pos'][h]}" for h in back) + ".", rule)
        st["up"] = [h for h in st["up"] if h not in back]


def end_move_phase(game, st: dict, side: str, shown: list | None = None) -> None:
    """6.7: a division enters whole; 5.31: artillery in a front line is
    revealed once all movement is over (the enemy then shows his).
    ``shown``: the mover's artillery as its announcement gives it."""
    if shown is None:
        if unfinished_divisions(st, side):
            raise Illegal("a division enters whole: bring on the rest of it this turn", "6.7",
                          "una división entra completa: trae el resto este turno")
        shown = [[h] + list(st["sealed"][h]) for h in front_artillery(st, side)]
    st["came"] = []
    for it in shown:
        st["sealed"][it[0]] = list(it[1:])
    own = [it[0] for it in shown]
    if own:
        _reveal(st, own)
        _log(st, "Artillery in the front line is revealed: " + ", ".join(
            f"{bname(st, h)} at {st['pos'][h]}" for h in own) + ".",
             "La artillería en primera línea queda revelada: " + ", ".join(
            f"{bname(st, h, 'es')} en {st['pos'][h]}" for h in own) + ".", "5.31")
    stand_up_artillery(st)
    game.flow.pop(game, st)
    enemy = ENEMY[side]
    efront = M.enemy_adjacent(st, enemy)
    if st["op"].get("relay") and st["melees"]:
        # relay (RULES_NOTES 7.1): the enemy answers once for the whole Melee
        # Phase: he shows his front-line artillery and every block in a melee
        # hex, then gives his orders for the melees
        game.flow.push(st, "morders", who=enemy)
        if _candidates(st, {"who": enemy, "why": "move"}):
            game.flow.push(st, "show", who=enemy, why="move")
        return
    if not D.is_night(st["t"]) and any(st["pos"][h] in efront and h not in st["up"]
                                       for h in M.on_map(st, enemy)):
        if st["op"].get("relay"):
            # relay, no melee (RULES_NOTES 5.31 "by link"): the enemy shows the
            # artillery that stood in these hexes when movement ended with his
            # next link, at the end of this player turn, before anyone fires
            # again; nothing of his moves before then
            turn = next(f for f in reversed(game.flow.frames(st)) if f["step"] == "pturn")
            turn["late"] = sorted(st["pos"][h] for h in M.on_map(st, enemy)
                                  if st["pos"][h] in efront and h not in st["up"])
            return
        game.flow.push(st, "show", who=enemy, why="art")


class Show(Step):
    """5.31, 7.1: the enemy shows what the rules reveal on his side: his
    artillery now in the front line, or every block of his in a melee hex."""
    rule = "5.31"

    def legal(self, game, st, f):
        return [("show",)]

    def act(self, game, st, f, a):
        show(game, st, f, [[h] + list(st["sealed"][h]) for h in _to_show(st, f)])

    def receive(self, game, st, f, a):
        k = 1 + M.VALUE
        if a[0] != "show" or (len(a) - 1) % k:
            raise self.refuse(game, st, f, a)
        items = [list(a[i:i + k]) for i in range(1, len(a), k)]
        for it in items:
            _check_value(st, f["who"], it[0], it[1:], self._rule(f))
        cand = set(_candidates(st, f))
        if any(it[0] not in cand for it in items):
            raise Illegal("the blocks shown are not those the rules reveal", self._rule(f))
        if f["why"] == "melee" and len(items) != len(cand):
            raise Illegal("every block in a melee hex is revealed", "7.1")
        if f["why"] == "move":
            melee = {m["hex"] for m in st["melees"]}
            shown = {it[0] for it in items}
            if any(st["pos"][h] in melee and h not in shown for h in cand):
                raise Illegal("every block in a melee hex is revealed", "7.1")
        show(game, st, f, items)

    @staticmethod
    def _rule(f):
        return "7.1" if f["why"] in ("melee", "move") else "5.31"

    def prompt(self, game, st, f):
        if f["why"] == "melee":
            return text(f"Your blocks at {f['hex']} are attacked: reveal them for the melee.",
                        f"Tus bloques en {f['hex']} son atacados: revélalos para la melé.", "7.1")
        if f["why"] == "move":
            where = ", ".join(m["hex"] for m in st["melees"])
            return text(f"The enemy has moved and attacks {where}: reveal your blocks there and your "
                        "artillery in the front line.",
                        f"El enemigo ha movido y ataca {where}: revela allí tus bloques y tu artillería "
                        "en primera línea.", "7.1")
        return text("The enemy has moved: reveal your artillery in the front line.",
                    "El enemigo ha movido: revela tu artillería en primera línea.", "5.31")

    def waiting(self, game, st, f, role):
        return text(f"Waiting for {SIDE_EN[f['who']]} to reveal blocks.",
                    f"Esperando a que {SIDE_ES[f['who']]} revele bloques.", self._rule(f))

    def refuse(self, game, st, f, a):
        return Illegal("reveal the blocks the rules show", self._rule(f), "revela los bloques que las reglas muestran")


def _candidates(st: dict, f: dict) -> list[str]:
    side = f["who"]
    if f["why"] == "melee":
        return [h for h in M.at(st, f["hex"], side) if h not in st["up"]]
    front = set(f["in"]) if "in" in f else M.enemy_adjacent(st, side)
    if f["why"] == "move":
        front = (front if not D.is_night(st["t"]) else set()) | {m["hex"] for m in st["melees"]}
    return [h for h in M.on_map(st, side) if st["pos"][h] in front and h not in st["up"]]


def _to_show(st: dict, f: dict) -> list[str]:
    cand = _candidates(st, f)
    if f["why"] == "melee":
        return cand
    melee = {m["hex"] for m in st["melees"]} if f["why"] == "move" else set()
    return [h for h in cand if st["pos"][h] in melee
            or D.BLOCKS[st["sealed"][h][0]]["kind"] in ("art", "hart")]


def show(game, st: dict, f: dict, items: list) -> None:
    for it in items:
        st["sealed"][it[0]] = list(it[1:])
    _reveal(st, [it[0] for it in items])
    if items:
        names_en = ", ".join(f"{bname(st, it[0])} ({M.strength(st, it[0])}) at {st['pos'][it[0]]}" for it in items)
        names_es = ", ".join(f"{bname(st, it[0], 'es')} ({M.strength(st, it[0])}) en {st['pos'][it[0]]}" for it in items)
        _log(st, f"{SIDE_EN[f['who']]} reveals {names_en}.", f"{SIDE_ES[f['who']]} revela {names_es}.",
             "7.1" if f["why"] == "melee" else "5.31")
    if "in" in f:
        # shown at the end of the player turn for the end of movement: what
        # has left the front line since stands up again, as 8.1 stands it up
        fronts = M.enemy_adjacent(st, f["who"])
        stand_up(st, [it[0] for it in items if st["pos"][it[0]] not in fronts], "8.1")
    game.flow.pop(game, st)
