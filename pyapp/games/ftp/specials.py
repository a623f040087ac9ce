"""For the People: the card events that are rules of their own (the effect
vocabulary's ``special`` and ``concentrate`` nodes, pyapp/games/ftp/cards.py).

``STEPS`` holds their flow steps (registered in rules.FLOW); ``KINDS`` the
special kinds played today (``events.built`` reads it). Each card, with the
section of the digest it follows (seed sections in brackets) and the
decisions RULES_NOTES.md records ("special events"):

- 3, Forward to Richmond (5.2 [4.6, 4.2.6]): the Union marches an army on
  Richmond by the shortest path (``March``, then the move's ``orders``);
  played by the CSA, a random Union card is shown and set aside, and the
  Union's next strategy round is that march (``Aside``).
- 4, Costly Mistake, and 6, Ambush (5.13, 5.7): a general of the enemy's,
  picked at random or by the player, rolls a die (``Casualty``).
- 14, Red River Campaign (5.2 [4.2.3]): played by the Union for its OPS only,
  then removed; after the OPS, the check at Grand Ecore and the objectives'
  PCs (``RedRiver``, ``ObjectivePCs``; the hook ``red_river`` in rounds.py).
- 59, Farragut (5.17-5.19): a naval move with its own terms
  (pyapp/games/ftp/navalmove.py reads them from the frame).
- 74, 75, 76, 78 (5.8): a relief at no cost in strategic will, or a general
  removed from the game (``Relief``, through command.relieve).
- 75, 100, 101, 102, 103 (5.2 concentration events [4.5]): SP by rail to a
  general, who activates and must try to attack (``Concentrate``, then the
  move's ``orders``; battle.py exposes army commanders to casualties).
- 115, Galveston (5.23): a CSA SP back into a lost coastal fort (``Galveston``).
- 122, Crisis in the West: a CSA army sent west (``Crisis``).
- 126, Valley Devastation (5.24): destroyed-RC markers on the Shenandoah.

A move under orders is an ordinary ``move`` frame (pyapp/games/ftp/moves.py)
with ``"orders"``: ``{"toward": space, "box": SP at the start, "drop": SP it
may leave}`` for the march on Richmond, ``{"attack": True, "exposed": bool,
"attacked": bool}`` after a concentration. ``obey`` cuts the move's legal
actions to what the orders allow and ``disobeys`` says why one is refused.
"""

from __future__ import annotations

from collections import deque

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.flowgame import log, roll
from ...core.game import text
from . import battle
from . import board
from . import cards as C
from . import command
from . import events as E
from . import forces as F
from . import model as M
from . import moves
from . import navalmove
from . import organise
from . import political
from . import rounds
from . import strategic
from . import supply

KINDS = frozenset({"richmond_march", "richmond_forced_card", "costly_mistake", "ambush", "red_river_campaign",
                   "farragut", "free_relief", "galveston", "crisis_in_the_west", "valley_devastation"})


def params_of(n: int, key: str) -> dict:
    """The params of card ``n``'s special node ``key``."""
    return next(C.params(node) for node in C.nodes(C.CARDS[n].effect) if node[0] == "special" and node[1] == key)


def play(game, st: dict, f: dict, node: tuple) -> bool:
    """A ``special`` node of the event frame ``f``; True when it pushed a
    frame (the event waits for it)."""
    side, n, key = f["who"], f["c"], node[1]
    return HANDLERS[key](game, st, side, n, C.params(node))


def _no_effect(st: dict, n: int, en: str, es: str, rule: str) -> bool:
    log(st, f"Card {n}: {en}: no effect.", f"Carta {n}: {es}: sin efecto.", rule)
    return False


class CardStep(Step):
    """A decision of card ``c``'s event: the other side waits for the card,
    and a move or battle it starts ends it."""

    rule = "5.2"

    def resume(self, game, st, f, result):
        game.flow.pop(game, st, None)

    def waiting(self, game, st, f, role):
        return text(f"Card {f['c']} is being resolved.", f"Se resuelve la carta {f['c']}.", self.rule)


# -- card 3: Forward to Richmond (5.2 [4.6]) -------------------------------------------------

def marchers(st: dict, p: dict) -> list[str]:
    """The Union armies that must march: on the map, within ``army_within``
    spaces of the target by road or rail, not under a generic commander
    [4.6.3] (whoever holds the target [4.6.4])."""
    return [aid for aid, a in sorted(st["armies"].items())
            if a["side"] == "union" and a["at"] and a["cmd"] and M.army_total(st, aid) > 0
            and E.within(st, a["at"], p["army_within"], [p["target"]], "land", ())]


def richmond_march(game, st: dict, side: str, n: int, p: dict) -> bool:
    if not marchers(st, p):
        return _no_effect(st, n, f"no Union army within {p['army_within']} spaces of {M.sname(p['target'])} "
                          "and under a general of its own", f"ningún ejército de la Unión a {p['army_within']} "
                          f"espacios o menos de {M.sname(p['target'])} y con general propio", "5.2")
    game.flow.push(st, "march", who="union", c=n, **p)
    return True


def richmond_forced_card(game, st: dict, side: str, n: int, p: dict) -> bool:
    """CSA play: a card of the Union hand picked by the dice (a public roll
    picks a public handle, as for card 27); its holder shows it, and it is
    set aside for the Union's next round (``Aside``)."""
    h = game.deck(st).pick(st, p["victim"])
    if h is None:
        return _no_effect(st, n, "the Union holds no card", "la Unión no tiene cartas", "5.2")
    from . import queue
    queue.breaks(st, p["victim"], "card 3 takes the next round", "la carta 3 ocupa la ronda siguiente")   # 7
    game.flow.push(st, "aside", who=side, c=n, victim=p["victim"], then=p["then"])
    game.flow.push(st, "reveal", who=p["victim"], h=h, c=n)
    return True


class Aside(Step):
    """5.2 [4.2.6]: the card shown is set aside face up (the reveal step puts
    it on the discard pile), and the Union's next strategy round is the march
    on Richmond with it: the CSA round ends here, the Union's begins, and the
    round's closing frame (pushed under this event by events.play) closes the
    Union's round instead, so the CSA plays next. When no army can march, the
    card is simply discarded and the Union plays its round as usual (4.2.6's
    rule for every card-removal event)."""

    auto = True
    rule = "5.2"

    def run(self, game, st, f):
        side, victim, n = f["who"], f["victim"], f["c"]
        p = params_of(n, f["then"])
        if not marchers(st, p):
            log(st, f"Card {n}: no Union army can march on {M.sname(p['target'])}; the card stays discarded.",
                f"Carta {n}: ningún ejército de la Unión puede marchar sobre {M.sname(p['target'])}; la carta "
                "queda descartada.", "5.2")
            game.flow.pop(game, st, None)
            return
        frames = game.flow.frames(st)
        close = frames[-3] if len(frames) >= 3 else None
        if close and frames[-2]["step"] == "event" and close["step"] == "after_round" and close["who"] == side:
            st.setdefault("last_round", {})[side] = st.get("round_no", 0)
            for s in M.ROLES:
                organise.enforce_limits(game, st, s, ask=False)
            st["round_no"] = st.get("round_no", 0) + 1
            st["last_side"] = victim
            close["who"] = victim
        log(st, f"The {M.SHORT[victim]} strategy round: the card set aside by card {n} makes the march on "
                f"{M.sname(p['target'])}.",
            f"Ronda de estrategia de {M.SHORT_ES[victim]}: la carta apartada por la carta {n} sirve para la "
            f"marcha sobre {M.sname(p['target'])}.", "5.2")
        game.flow.goto(st, "march", who=victim, c=n, **p)


class March(CardStep):
    """5.2 [4.6.2]: the Union picks the army that marches; it moves by the
    shortest path to the target, picking up and dropping nothing (but the SP
    it may leave in a fort it starts in), and ends on entering and
    converting it (the move's orders, ``obey``)."""

    def legal(self, game, st, f):
        return [("move", "army", aid) for aid in marchers(st, f)] or [("done",)]

    def act(self, game, st, f, a):
        if a[0] == "done":
            game.flow.pop(game, st, None)
            return
        aid = a[2]
        army = st["armies"][aid]
        drop = f["fort_garrison"] if M.fort(st, army["at"]) == "union" else 0
        orders = {"toward": f["target"], "box": army["sp"], "drop": drop}
        start(game, st, "union", ("army", aid), orders)

    def prompt(self, game, st, f):
        return text(f"Card {f['c']}: choose the Union army that marches on {M.sname(f['target'])}.",
                    f"Carta {f['c']}: elige el ejército de la Unión que marcha sobre {M.sname(f['target'])}.", "5.2")

    def refuse(self, game, st, f, a):
        return Illegal(f"the army must be within {f['army_within']} spaces of {M.sname(f['target'])} and under a "
                       "general of its own", rule="5.2",
                       es=f"el ejército debe estar a {f['army_within']} espacios o menos de {M.sname(f['target'])} y "
                          "tener general propio")


def start(game, st: dict, side: str, what: tuple, orders: dict) -> None:
    """An event's activation (any strategy rating, as a campaign card's, 5.2)
    with the orders that bind the move."""
    rounds.start_move(game, st, side, 3, what, campaign=True)
    mv = next(fr for fr in reversed(game.flow.frames(st)) if fr["step"] == "move")
    mv["orders"] = orders


# -- the orders of a move (cards 3, 75, 100-103) -----------------------------------------------

def obey(st: dict, f: dict, out: list) -> list:
    """The move's legal actions the event's orders allow."""
    o = f["orders"]
    if "toward" in o:
        return _toward(st, f, o, out)
    if o.get("attack") and not o.get("attacked") and _attack_within(st, f, f["at"], f["used"], f["rail"]):
        return [a for a in out if _keeps_attack(st, f, a)]
    return out


def _toward(st: dict, f: dict, o: dict, out: list) -> list:
    """5.2 [4.6.2]: one step nearer the target at a time; conversions on the
    way; no pick-up or drop-off (but the fort's garrison at the start); at
    the target, convert (if it may) and stop."""
    dist = _distances(st, f, o["toward"])
    here = dist.get(f["at"])
    box = st["armies"][f["aid"]]["sp"]
    keep = []
    for a in out:
        if a[0] == "go":
            ok = here is not None and dist.get(a[1]) == here - 1
        elif a[0] == "sp":
            ok = (f["used"] == 0 and f["at"] == f["start"] and box == o["box"]
                  and o["box"] - o["drop"] <= a[1] < o["box"])
        elif a[0] in ("take", "leave", "raid"):
            ok = False
        else:
            ok = a[0] != "stop"
        if ok:
            keep.append(a)
    gone_on = any(a[0] == "go" for a in keep)
    converts = f["at"] == o["toward"] and ("convert",) in keep
    if f["at"] == o["toward"]:
        keep = [a for a in keep if a[0] == "convert"]
    if not gone_on and not converts:
        keep.append(("stop",))
    return keep


def _distances(st: dict, f: dict, target: str) -> dict:
    """Spaces from which the moving force reaches ``target``, and in how many
    steps along links it may take (roads and railroads, 5.3)."""
    dist = {target: 0}
    todo = deque([target])
    while todo:
        here = todo.popleft()
        for nb in board.neighbours(here):
            if nb not in dist and any(moves.link_problem(st, f, lk, here) is None
                                      for lk in board.links_between(nb, here)):
                dist[nb] = dist[here] + 1
                todo.append(nb)
    return dist


def _attack_within(st: dict, f: dict, at: str, used: int, rail: bool) -> bool:
    """5.2 [4.5.2]: the force, as it is, can still enter a space held by the
    enemy (SP or a fort) in this move from ``at`` with ``used`` MP spent (a
    search by steps, each space reached once with the fewest MP spent: more
    MP spent never opens a step, moves.go_problem)."""
    held = M.occupied_spaces(st, M.ENEMY[f["who"]])
    best = {(at, rail): used}
    todo = deque([(at, used, rail)])
    while todo:
        here, spent, bonus = todo.popleft()
        probe = dict(f, at=here, used=spent, rail=bonus)
        for d in board.neighbours(here):
            if moves.go_problem(st, probe, d) is not None:
                continue
            if d in held:
                return True
            key = (d, _rail_on(st, probe, here, d))
            if best.get(key, spent + 2) > spent + 1:
                best[key] = spent + 1
                todo.append((d, spent + 1, key[1]))
    return False


def _rail_on(st: dict, f: dict, at: str, d: str) -> bool:
    """The rail bonus still open after the step from ``at`` into ``d`` (5.3,
    as moves.begin_step reckons it)."""
    if not f["rail"] or M.ctl(st, d) != f["who"] or M.occupied(st, M.ENEMY[f["who"]], d):
        return False
    return any(board.kind_now(st, lk) == "rail" for lk in board.links_between(at, d)
               if moves.link_problem(st, f, lk, d) is None)


def _keeps_attack(st: dict, f: dict, a: tuple) -> bool:
    """An action that leaves the owed attack possible (5.2 [4.5.2])."""
    enemy = M.ENEMY[f["who"]]
    if a[0] == "stop":
        return False
    if a[0] == "go":
        rail = _rail_on(st, f, f["at"], a[1])
        return M.occupied(st, enemy, a[1]) or _attack_within(st, f, a[1], f["used"] + 1, rail)
    if a[0] == "convert":
        return _attack_within(st, f, f["at"], f["used"] + 1, f["rail"])
    if f["kind"] == "army":
        return True
    if a[0] == "sp":
        return F.force_sp(st, dict(f, sp=a[1])) > 0
    if a[0] == "leave":
        return F.force_sp(st, dict(f, gens=[g for g in f["gens"] if g != a[1]])) > 0
    return True


def disobeys(st: dict, f: dict, a) -> Illegal | None:
    """Why the orders forbid ``a`` (None: they do not, or the move itself
    does not allow it: moves.Move.refuse says why)."""
    plain = moves.legal(st, dict(f, orders=None))
    if a not in plain or a in obey(st, f, plain):
        return None
    o = f["orders"]
    if "toward" in o:
        return Illegal(f"the march goes to {M.sname(o['toward'])} by the shortest path, picking up and dropping "
                       "nothing, and ends there once the space is converted", rule="5.2",
                       es=f"la marcha va a {M.sname(o['toward'])} por el camino más corto, sin recoger ni dejar "
                          "nada, y termina allí al convertir el espacio")
    return Illegal("the force activated by a concentration must first try to attack an enemy force (an empty fort "
                   "counts)", rule="5.2",
                   es="la fuerza activada por una concentración debe intentar antes atacar a una fuerza enemiga (un "
                      "fuerte sin guarnición cuenta)")


# -- concentration events (5.2 [4.5]) ---------------------------------------------------------

def concentrate(game, st: dict, f: dict, node: tuple) -> bool:
    """("concentrate", max_sp, max_spaces, one_source, commander_casualty)."""
    game.flow.push(st, "concentrate", who=f["who"], c=f["c"], most=node[1], reach=node[2], one=node[3],
                   exposed=node[4], phase="space", dest=None, src=None, moved=0)
    return True


def concentration_spaces(st: dict, side: str) -> list[str]:
    """5.2 [4.5.1]: a space of an originally Confederate state with a rail
    link, held by the side, where one of its generals stands."""
    enemy = M.ENEMY[side]

    def rail(s: str) -> bool:
        return any(board.kind_now(st, lk) == "rail" and (lk.land or (lk.bo and side == "union"))
                   for nb in board.neighbours(s) for lk in board.links_between(s, nb))

    return [s for s in M.spaces_with(st, side) if M.original(s) == "csa" and M.ctl(st, s) == side
            and not M.occupied(st, enemy, s) and M.gens_at(st, side, s) and rail(s)]


def rail_sources(st: dict, f: dict) -> list[str]:
    """Spaces that may send an infantry SP by rail to the concentration space:
    in supply, never an army's last SP, within the card's reach through the
    side's own spaces (5.27; the B&O for the Union, card 103 [10.2.4])."""
    side, dest = f["who"], f["dest"]
    supplied = supply.supplied_set(st, side)
    out = []
    for s in M.spaces_with(st, side):
        if s == dest or (f["one"] and f["src"] and s != f["src"]):
            continue
        if strategic.movable(st, side, s, supplied) and dest in strategic.rail_reach(st, side, s, f["reach"]):
            out.append(s)
    return out


def activations_at(st: dict, side: str, space: str | None) -> list[tuple]:
    """5.2 [4.5.2]: the forces a general leads that may activate (an army, a
    corps, a brigade already there [4.5.1]); ``space`` None: anywhere in an
    originally Confederate state (the concentration skipped)."""
    out = []
    for a in F.activations(st, side, 3, campaign=True):
        if a[0] == "div":
            continue
        at = st["armies"][a[1]]["at"] if a[0] == "army" else st["gens"][a[1]]
        if at.startswith("A:"):
            at = st["armies"][at[2:]]["at"]
        if (at == space) if space else M.original(at) == "csa":
            out.append(("move",) + a)
    return out


class Concentrate(CardStep):
    """5.2 [4.5]: pick the concentration space (or pass: no rail move), send
    the SP one at a time, then activate a general there."""

    def legal(self, game, st, f):
        side = f["who"]
        if f["phase"] == "space":
            return [("space", s) for s in concentration_spaces(st, side)] + [("pass",)]
        if f["phase"] == "rail":
            return [("from", s) for s in rail_sources(st, f)] + [("done",)]
        return activations_at(st, side, f["dest"]) or [("done",)]

    def act(self, game, st, f, a):
        side = f["who"]
        if a[0] == "space":
            f["dest"], f["phase"] = a[1], "rail"
            log(st, f"Card {f['c']}: the concentration is made at {M.sname(a[1])}.",
                f"Carta {f['c']}: la concentración se hace en {M.sname(a[1])}.", "5.2")
            self.check_rail(game, st, f)
        elif a[0] == "pass":
            f["phase"] = "activate"
            log(st, f"Card {f['c']}: no SP are concentrated; a general activates and must attack.",
                f"Carta {f['c']}: no se concentran UM; un general se activa y debe atacar.", "5.2")
            self.check_activation(game, st, f)
        elif a[0] == "from":
            strategic.move_sp(game, st, side, a[1], f["dest"])
            f["src"], f["moved"] = a[1], f["moved"] + 1
            log(st, f"1 SP comes by rail from {M.sname(a[1])} to {M.sname(f['dest'])} ({f['moved']} of "
                    f"{f['most']}).",
                f"1 UM llega por ferrocarril de {M.sname(a[1])} a {M.sname(f['dest'])} ({f['moved']} de "
                f"{f['most']}).", "5.2")
            self.check_rail(game, st, f)
        elif a[0] == "done" and f["phase"] == "rail":
            f["phase"] = "activate"
            self.check_activation(game, st, f)
        elif a[0] == "done":
            game.flow.pop(game, st, None)
        else:
            orders = {"attack": True, "exposed": f["exposed"], "attacked": False}
            start(game, st, side, a[1:], orders)

    def check_rail(self, game, st, f):
        if f["moved"] >= f["most"] or not rail_sources(st, f):
            f["phase"] = "activate"
            self.check_activation(game, st, f)

    def check_activation(self, game, st, f):
        if not activations_at(st, f["who"], f["dest"]):
            log(st, "No general there can be activated.", "Ningún general puede activarse allí.", "5.2")
            game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        c = f["c"]
        if f["phase"] == "space":
            return text(f"Card {c}: choose the concentration space (a general of yours, a rail link, an "
                        "originally Confederate state), or pass to activate a general without moving SP.",
                        f"Carta {c}: elige el espacio de concentración (un general tuyo, enlace ferroviario, un "
                        "estado originalmente confederado), o pasa para activar un general sin mover UM.", "5.2")
        if f["phase"] == "rail":
            return text(f"Card {c}: move an SP by rail to {M.sname(f['dest'])} ({f['moved']} of {f['most']}), or "
                        "finish.",
                        f"Carta {c}: mueve una UM por ferrocarril a {M.sname(f['dest'])} ({f['moved']} de "
                        f"{f['most']}), o termina.", "5.2")
        return text(f"Card {c}: activate a general; he must try to attack an enemy force.",
                    f"Carta {c}: activa un general; debe intentar atacar a una fuerza enemiga.", "5.2")

    def waiting(self, game, st, f, role):
        return text("The enemy concentrates its forces.", "El enemigo concentra sus fuerzas.", "5.2")

    def refuse(self, game, st, f, a):
        if f["phase"] == "space":
            return Illegal("the concentration space holds one of your generals, has a rail link and lies in an "
                           "originally Confederate state that you hold", rule="5.2",
                           es="el espacio de concentración tiene un general tuyo, enlace ferroviario y está en un "
                              "estado originalmente confederado que controlas")
        if f["phase"] == "rail":
            reach = f"up to {f['reach']} spaces" if f["reach"] else "any distance"
            reach_es = f"hasta {f['reach']} espacios" if f["reach"] else "cualquier distancia"
            return Illegal(f"SP come by rail only, through your own spaces, {reach}"
                           + (", all from one space" if f["one"] else "") + " (never an army's last SP)",
                           rule="5.2", es=f"las UM llegan solo por ferrocarril, por tus espacios, {reach_es}"
                           + (", todas de un mismo espacio" if f["one"] else "")
                           + " (nunca la última de un ejército)")
        if f["dest"] is None:
            return Illegal("a force led by a general in an originally Confederate state activates", rule="5.2",
                           es="se activa una fuerza con general en un estado originalmente confederado")
        return Illegal("a general in the concentration space activates (a lone division has none)", rule="5.2",
                       es="se activa un general del espacio de concentración (una división sola no lo tiene)")


# -- cards 4 and 6: general casualties (5.13, 5.7) ---------------------------------------------

def costly_mistake(game, st: dict, side: str, n: int, p: dict) -> bool:
    enemy = E.who_of(p["target"], side)
    if not _mistake_targets(st, enemy, p):
        return _no_effect(st, n, f"no enemy army has {p['min_subordinates']} subordinate generals",
                          f"ningún ejército enemigo tiene {p['min_subordinates']} generales subordinados", "5.13")
    game.flow.push(st, "casualty", who=side, c=n, key="costly_mistake", enemy=enemy)
    return True


def _mistake_targets(st: dict, enemy: str, p: dict) -> dict:
    """The enemy armies on the map with enough subordinates (cavalry too):
    {space: their subordinates}."""
    out = {}
    for aid, a in sorted(st["armies"].items()):
        if a["side"] == enemy and a["at"]:
            subs = [g for g in M.army_gens(st, aid) if g != a["cmd"]]
            if len(subs) >= p["min_subordinates"]:
                out[a["at"]] = subs
    return out


def ambush(game, st: dict, side: str, n: int, p: dict) -> bool:
    enemy = E.who_of(p["target"], side)
    if not _ambush_targets(st, enemy):
        return _no_effect(st, n, "no enemy cavalry general stands outside an army",
                          "ningún general de caballería enemigo está fuera de un ejército", "5.7")
    game.flow.push(st, "casualty", who=side, c=n, key="ambush", enemy=enemy)
    return True


def _ambush_targets(st: dict, enemy: str) -> list[str]:
    """Enemy cavalry generals on the map outside any army (5.7)."""
    return [g for g, at in sorted(st["gens"].items())
            if M.gen_side(g) == enemy and M.cavalry(g) and at in M.S.NAME]


class Casualty(CardStep):
    """Cards 4 and 6: the player picks the target, the dice do the rest."""

    rule = "5.13"

    def legal(self, game, st, f):
        if f["key"] == "ambush":
            return [("option", i) for i in range(1, len(_ambush_targets(st, f["enemy"])) + 1)]
        return [("space", s) for s in _mistake_targets(st, f["enemy"], params_of(f["c"], f["key"]))]

    def act(self, game, st, f, a):
        side, n = f["who"], f["c"]
        p = params_of(n, f["key"])
        if f["key"] == "ambush":
            g = _ambush_targets(st, f["enemy"])[a[1] - 1]
            r = roll(st, side)
            hit = r in p["killed_on"]
            log(st, f"Card {n}: {M.gname(g)} is ambushed at {M.sname(st['gens'][g])}: rolls {r}: "
                    + ("killed, his brigade lost." if hit else "he escapes."),
                f"Carta {n}: {M.gname(g)} cae en una emboscada en {M.sname(st['gens'][g])}: saca {r}: "
                + ("muere y su brigada se pierde." if hit else "escapa."), "5.7")
            if hit:
                battle.kill(st, g)                   # 5.7: the brigade's SP to the turn track
        else:
            subs = _mistake_targets(st, f["enemy"], p)[a[1]]
            g = subs[roll(st, side, len(subs)) - 1]
            r = roll(st, side)
            dead = r in p["killed_on"]
            log(st, f"Card {n}: {M.gname(g)} is picked at random and rolls {r}: "
                    + ("killed." if dead else "wounded, back in the next reinforcement phase."),
                f"Carta {n}: {M.gname(g)} sale al azar y saca {r}: "
                + ("muere." if dead else "herido, vuelve en la siguiente fase de refuerzos."), "5.13")
            if dead:
                battle.kill(st, g)
            else:
                M.to_track(st, g, 1)
        game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        if f["key"] == "ambush":
            names = "; ".join(f"{i}: {M.gname(g)} at {M.sname(st['gens'][g])}"
                              for i, g in enumerate(_ambush_targets(st, f["enemy"]), 1))
            names_es = "; ".join(f"{i}: {M.gname(g)} en {M.sname(st['gens'][g])}"
                                 for i, g in enumerate(_ambush_targets(st, f["enemy"]), 1))
            return text(f"Card {f['c']}: choose the enemy cavalry general to ambush ({names}).",
                        f"Carta {f['c']}: elige el general de caballería enemigo que cae en la emboscada "
                        f"({names_es}).", "5.7")
        return text(f"Card {f['c']}: choose the enemy army; one of its subordinate generals, drawn at random, "
                    "rolls a die.",
                    f"Carta {f['c']}: elige el ejército enemigo; uno de sus generales subordinados, al azar, tira "
                    "un dado.", "5.13")

    def refuse(self, game, st, f, a):
        if f["key"] == "ambush":
            return Illegal("the target is an enemy cavalry general outside any army", rule="5.7",
                           es="el objetivo es un general de caballería enemigo fuera de todo ejército")
        return Illegal("the target is an enemy army with at least two subordinate generals", rule="5.13",
                       es="el objetivo es un ejército enemigo con al menos dos generales subordinados")


# -- cards 74, 75, 76, 78: relief at no political cost (5.8) ------------------------------------

def free_relief(game, st: dict, side: str, n: int, p: dict) -> bool:
    whose = E.who_of(p["whose"], side)
    if not _relief_options(st, whose, p) and not _removable(st, whose, p):
        return _no_effect(st, n, "no army commander can be relieved and no general removed",
                          "no se puede relevar a ningún general de ejército ni retirar a ningún general", "5.8")
    game.flow.push(st, "relief", who=side, c=n, whose=whose)
    return True


def _relief_options(st: dict, whose: str, p: dict) -> list[tuple]:
    """5.8: the reliefs open (another non-cavalry general in the army), the
    relieved general demoted or removed (the cards offer no reassignment),
    the armies in excluded states left out (card 75)."""
    return [a for a in command.relief_options(st, whose)
            if a[3] in ("demote", "remove") and board.state_of(st["armies"][a[1]]["at"]) not in p["excluded_states"]]


def _removable(st: dict, whose: str, p: dict) -> list[str]:
    """The side's generals on the map who command no army (not cavalry: a
    cavalry general is his brigade, 5.7), when the card allows it."""
    if not p["or_remove_subordinate"]:
        return []
    cmds = {a["cmd"] for a in st["armies"].values()}
    return [g for g, at in sorted(st["gens"].items())
            if M.gen_side(g) == whose and not M.cavalry(g) and g not in cmds
            and (at in M.S.NAME or (at.startswith("A:") and st["armies"][at[2:]]["at"]))]


class Relief(CardStep):
    """5.8: relieve an army commander (demoted or removed) with no strategic
    will lost for him, the -2 for each higher-PI general passed over still
    paid; or, where the card says so, remove a general who commands no army
    (``option`` i: the i-th in the prompt)."""

    rule = "5.8"

    def legal(self, game, st, f):
        p = params_of(f["c"], "free_relief")
        return (_relief_options(st, f["whose"], p)
                + [("option", i) for i in range(1, len(_removable(st, f["whose"], p)) + 1)])

    def act(self, game, st, f, a):
        whose, n = f["whose"], f["c"]
        if a[0] == "relieve":
            command.relieve(game, st, whose, a[1], a[2], a[3], free=True)
        else:
            g = _removable(st, whose, params_of(n, "free_relief"))[a[1] - 1]
            st["gens"][g] = "out"
            log(st, f"Card {n}: {M.gname(g)} is removed from the game.",
                f"Carta {n}: {M.gname(g)} es retirado del juego.", "5.8")
        game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        gens = _removable(st, f["whose"], params_of(f["c"], "free_relief"))
        more_en = ("; or remove from the game " + ", ".join(f"{i}: {M.gname(g)}" for i, g in enumerate(gens, 1))
                   if gens else "")
        more_es = ("; o retira del juego a " + ", ".join(f"{i}: {M.gname(g)}" for i, g in enumerate(gens, 1))
                   if gens else "")
        return text(f"Card {f['c']}: relieve an army commander at no cost in strategic will{more_en}.",
                    f"Carta {f['c']}: releva a un general de ejército sin coste de voluntad política{more_es}.",
                    "5.8")

    def refuse(self, game, st, f, a):
        return Illegal("relieve an army commander for another non-cavalry general of his army (not in the states "
                       "the card excludes), or remove a general who commands no army where the card allows it",
                       rule="5.8", es="releva a un general de ejército por otro general de su ejército que no sea de "
                       "caballería (no en los estados que la carta excluye), o retira a un general sin ejército si "
                       "la carta lo permite")


# -- card 14: Red River Campaign (5.2 [4.2.3]) ----------------------------------------------------

def red_river(game, st: dict, side: str, n: int, h: str) -> None:
    """Card 14 played for its OPS (rounds.Round.act calls this between the
    round's closing frame and the OPS): played by the Union it leaves the
    game, and its check follows the OPS action (``RedRiver``)."""
    card = C.CARDS[n]
    if side != "union" or "removed_when_union_plays" not in card.rules:
        return
    game.deck(st).remove(st, h)
    log(st, f"Card {n}, {E.title(n, 'en')}, leaves the game; its check follows the OPS.",
        f"La carta {n}, {E.title(n, 'es')}, sale del juego; su comprobación sigue a las OP.", "5.2")
    game.flow.push(st, "red_river", who=side, c=n)


def _objectives(st: dict, p: dict) -> list[str]:
    """The objective spaces where Union SP stand and a Union PC may go (an
    event's PC, 5.28 D)."""
    return [s for s in p["objective_spaces"] if M.total_sp(st, "union", s) > 0 and M.ctl(st, s) != "union"
            and not M.occupied(st, "csa", s) and not E.pc_forbidden(st, "union", s)]


class RedRiver(Step):
    """Card 14, after the Union's OPS: unless Union SP stand in or next to
    Grand Ecore, Union SW -5; then the objective spaces' PCs."""

    auto = True
    rule = "5.2"

    def run(self, game, st, f):
        n = f["c"]
        p = params_of(n, "red_river_campaign")
        near = [s for s in M.spaces_with(st, "union") if M.total_sp(st, "union", s) > 0
                and E.within(st, s, p["check_range"], [p["check_space"]], "land_river", ())]
        if near:
            log(st, f"Card {n}: Union SP stand at or next to {M.sname(p['check_space'])}.",
                f"Carta {n}: hay UM de la Unión en {M.sname(p['check_space'])} o junto a ella.", "5.2")
        else:
            M.sw(st, "union", p["sw_penalty"], f"no Union SP at or next to {M.sname(p['check_space'])} (card {n})",
                 f"sin UM de la Unión en {M.sname(p['check_space'])} ni junto a ella (carta {n})", "5.2")
        if p["objective_pc"] and _objectives(st, p):
            game.flow.goto(st, "objectives", who="union", c=n)
        else:
            game.flow.pop(game, st, None)


class ObjectivePCs(CardStep):
    """Card 14: a Union PC in each objective space its SP hold, at will."""

    def legal(self, game, st, f):
        return [("pc", s) for s in _objectives(st, params_of(f["c"], "red_river_campaign"))] + [("done",)]

    def act(self, game, st, f, a):
        if a[0] == "pc":
            political.place_pc(game, st, "union", a[1], rule="5.2", how="event")
        if a[0] == "done" or not _objectives(st, params_of(f["c"], "red_river_campaign")):
            game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        return text(f"Card {f['c']}: place a PC in an objective space your SP hold, or finish.",
                    f"Carta {f['c']}: coloca un CP en un espacio objetivo que ocupen tus UM, o termina.", "5.2")

    def refuse(self, game, st, f, a):
        return Illegal("a PC goes on an objective space (Grand Ecore, Alexandria, Shreveport) where Union SP stand "
                       "and no CSA unit", rule="5.2", es="un CP va a un espacio objetivo (Grand Ecore, Alexandria, "
                       "Shreveport) con UM de la Unión y sin unidades confederadas")


# -- card 59: Farragut (5.17-5.19) -------------------------------------------------------------

def farragut(game, st: dict, side: str, n: int, p: dict) -> bool:
    if not navalmove.sources(st, p["pass_forts"]):
        return _no_effect(st, n, "no Union force can sail", "ninguna fuerza de la Unión puede embarcar", "5.17")
    game.flow.push(st, "naval", who="union", src=None, sp=0, gen=None, most=p["max_sp"], v=3, amph_drm=0,
                   run_drm=p["run_drm"], passes=p["pass_forts"], torpedo_free=p["ignore_torpedoes"],
                   capture=p["pc_on_capture"])
    return True


# -- card 115: Galveston (5.23) ----------------------------------------------------------------

def _galveston_ports(st: dict) -> list[str]:
    """BR ports (open or closed) with a CSA infantry SP that may leave (never
    an army's last), whose coastal fort the Union holds with no SP of its own."""
    out = []
    for port in board.all_br_ports():
        fort = board.coastal_fort_of(port)
        if fort is None or M.ctl(st, fort) != "union" or M.total_sp(st, "union", fort) > 0:
            continue
        if M.loose_sp(st, "csa", port) or any(st["armies"][a]["sp"] > 1 for a in M.armies_at(st, "csa", port)):
            out.append(port)
    return out


def galveston(game, st: dict, side: str, n: int, p: dict) -> bool:
    if not _galveston_ports(st):
        return _no_effect(st, n, "no CSA SP stands in a BR port whose coastal fort the Union holds empty",
                          "ninguna UM confederada está en un puerto RB cuyo fuerte costero la Unión tenga vacío",
                          "5.23")
    game.flow.push(st, "galveston", who=side, c=n)
    return True


class Galveston(CardStep):
    """Card 115: the SP goes into the fort and a CSA PC with it, no line of
    communication needed; the exception to 'a lost coastal fort is lost for
    good' (5.23)."""

    rule = "5.23"

    def legal(self, game, st, f):
        return [("from", s) for s in _galveston_ports(st)]

    def act(self, game, st, f, a):
        port = a[1]
        fort = board.coastal_fort_of(port)
        for _ in range(params_of(f["c"], "galveston")["sp"]):
            if M.loose_sp(st, "csa", port) or any(st["armies"][x]["sp"] > 1 for x in M.armies_at(st, "csa", port)):
                strategic.move_sp(game, st, "csa", port, fort)
        log(st, f"Card {f['c']}: CSA SP from {M.sname(port)} retake the coastal fort at {M.sname(fort)}.",
            f"Carta {f['c']}: UM confederadas de {M.sname(port)} recuperan el fuerte costero de {M.sname(fort)}.",
            "5.23")
        political.place_pc(game, st, "csa", fort, rule="5.23", how="event")
        game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        return text(f"Card {f['c']}: choose the BR port whose SP retakes its coastal fort.",
                    f"Carta {f['c']}: elige el puerto RB cuya UM recupera su fuerte costero.", "5.23")

    def refuse(self, game, st, f, a):
        return Illegal("the SP leaves a BR port whose coastal fort the Union holds with no SP in it", rule="5.23",
                       es="la UM sale de un puerto RB cuyo fuerte costero controla la Unión sin UM dentro")


# -- card 122: Crisis in the West -----------------------------------------------------------------

def crisis_in_the_west(game, st: dict, side: str, n: int, p: dict) -> bool:
    if len(_crisis_armies(st, p)) < p["min_armies"] or not _crisis_spaces(st, p):
        return _no_effect(st, n, "no Confederate army can be sent west", "ningún ejército confederado puede ir "
                          "al oeste", "5.2")
    game.flow.push(st, "crisis", who="csa", c=n, army=None)
    return True


def _crisis_armies(st: dict, p: dict) -> list[str]:
    return [aid for aid, a in sorted(st["armies"].items())
            if a["side"] == "csa" and a["at"] and board.state_of(a["at"]) == p["from_state"]]


def _crisis_spaces(st: dict, p: dict) -> list[str]:
    """CSA-held spaces of the western states that are a resource centre
    (destroyed or not), a river port or a BR port (open or closed), with no
    Union unit."""
    return [s for s in M.S.NAME if board.state_of(s) in p["states"] and M.ctl(st, s) == "csa"
            and not M.occupied(st, "union", s)
            and (board.rc_value(s) or board.river_port(s) or s in board.all_br_ports())]


class Crisis(CardStep):
    """Card 122: the CSA picks one of its armies in Virginia (by its space),
    then where it goes; the whole army is placed there."""

    def legal(self, game, st, f):
        p = params_of(f["c"], "crisis_in_the_west")
        if f["army"] is None:
            return [("space", st["armies"][a]["at"]) for a in _crisis_armies(st, p)]
        return [("to", s) for s in _crisis_spaces(st, p)]

    def act(self, game, st, f, a):
        if f["army"] is None:
            f["army"] = M.armies_at(st, "csa", a[1])[0]
            return
        aid, src = f["army"], st["armies"][f["army"]]["at"]
        st["armies"][aid]["at"] = a[1]
        log(st, f"Card {f['c']}: the {M.army_name(aid, 'en')} goes from {M.sname(src)} to {M.sname(a[1])}.",
            f"Carta {f['c']}: el {M.army_name(aid, 'es')} va de {M.sname(src)} a {M.sname(a[1])}.", "5.2")
        organise.settle_or_ask(game, st, "csa", a[1])

    def prompt(self, game, st, f):
        if f["army"] is None:
            return text(f"Card {f['c']}: choose the army (by its space in Virginia) that goes west.",
                        f"Carta {f['c']}: elige el ejército (por su espacio en Virginia) que va al oeste.", "5.2")
        return text(f"Card {f['c']}: choose where the {M.army_name(f['army'], 'en')} goes.",
                    f"Carta {f['c']}: elige adónde va el {M.army_name(f['army'], 'es')}.", "5.2")

    def waiting(self, game, st, f, role):
        return text("The Confederacy sends an army west.", "La Confederación envía un ejército al oeste.", "5.2")

    def refuse(self, game, st, f, a):
        return Illegal("a Confederate army in Virginia goes to a CSA-held resource centre, river port or BR port of "
                       "TN, AL, MS, AR, LA or TX", rule="5.2",
                       es="un ejército confederado de Virginia va a un centro de recursos, puerto fluvial o puerto "
                          "RB bajo control confederado de TN, AL, MS, AR, LA o TX")


# -- card 126: Valley Devastation (5.24) ---------------------------------------------------------

def valley_devastation(game, st: dict, side: str, n: int, p: dict) -> bool:
    for s in p["spaces"]:
        if s not in st["rc_dead"]:
            st["rc_dead"].append(s)
    names = ", ".join(M.sname(s) for s in p["spaces"])
    log(st, f"Card {n}: {names} get permanent destroyed-RC markers; the Shenandoah Valley no longer supplies the "
            "Confederacy for attrition.",
        f"Carta {n}: {names} reciben indicadores permanentes de CR destruido; el valle del Shenandoah deja de "
        "abastecer a la Confederación para el desgaste.", "5.24")
    return False


def red_river_campaign(game, st: dict, side: str, n: int, p: dict) -> bool:
    """Card 14 is never an event (why_not refuses it; ``red_river`` follows its OPS)."""
    return _no_effect(st, n, "played only for its OPS", "solo se juega por sus OP", "5.2")


HANDLERS = {
    "richmond_march": richmond_march, "richmond_forced_card": richmond_forced_card,
    "red_river_campaign": red_river_campaign,
    "costly_mistake": costly_mistake, "ambush": ambush, "free_relief": free_relief, "farragut": farragut,
    "galveston": galveston, "crisis_in_the_west": crisis_in_the_west, "valley_devastation": valley_devastation,
}

STEPS: dict = {
    "aside": Aside(), "march": March(), "concentrate": Concentrate(), "casualty": Casualty(),
    "relief": Relief(), "red_river": RedRiver(), "objectives": ObjectivePCs(), "galveston": Galveston(),
    "crisis": Crisis(),
}
