"""For the People: the special card events' actions in words
(``ForThePeople.describe`` asks here first; pyapp/games/ftp/specials.py
plays them).

The same action means different things in different steps (("space", s)
picks a concentration space for cards 100-103, an enemy army for card 4, a
Virginian army for card 122), so the words are chosen by the step on top of
the state's flow: ``describe`` returns None for any other step, or for an
action it does not word, and the general words apply. For the table
(web/tables/ftp_specials.py): ``subject`` names the general an option
stands for (a general to remove, a cavalry general to ambush), ``about``
the space an action is about when the action itself names none (an army
to relieve, a general to ambush: the map lights it), ``relief_price`` the
SW a free relief still costs.

Spanish uses the rulebook's terms: UM (SP), VP (SW), CP (PC), OP (OPS),
PD (MP).
"""

from __future__ import annotations

from . import board
from . import command
from . import events as E
from . import model as M
from . import specials

SIDE = {"union": ("the Union", "la Unión"), "csa": ("the Confederacy", "la Confederación")}


def top(st) -> dict | None:
    """The frame on top of the state's flow, or None."""
    flow = st.get("flow") if isinstance(st, dict) else None
    return flow[-1] if isinstance(flow, list) and flow and isinstance(flow[-1], dict) else None


def describe(st, a: tuple, lang: str) -> str | None:
    """``a`` in words in the step on top of ``st``'s flow, or None (see the
    module docstring)."""
    f = top(st)
    how = STEPS.get(f.get("step")) if f else None
    if how is None or not a:
        return None
    try:
        return how(st, f, tuple(a), lang == "es")
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return None                         # words only: a state or action of another shape


def subject(st, a: tuple) -> str | None:
    """The general an ("option", i) of a special step names (a general to
    remove from the game, a cavalry general to ambush), or None."""
    f = top(st)
    if not f or not a or a[0] != "option":
        return None
    try:
        if f.get("step") == "relief":
            return _removable(st, f)[a[1] - 1]
        if f.get("step") == "casualty" and f.get("key") == "ambush":
            return specials._ambush_targets(st, f["enemy"])[a[1] - 1]
    except (KeyError, IndexError, TypeError, ValueError):
        return None
    return None


def about(st, a: tuple) -> str | None:
    """The space an action of a special step is about, when the action
    names a general or an army rather than a space (None otherwise)."""
    f = top(st)
    if not f or not a:
        return None
    try:
        if f.get("step") == "relief" and a[0] == "relieve":
            return st["armies"][a[1]]["at"]
        g = subject(st, a)
        return _where(st, g) if g else None
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def relief_price(st: dict, side: str, aid: str, new: str) -> int:
    """The SW an event's free relief of ``aid``'s commander by ``new`` still
    costs: 2 for each general there of higher PI passed over (5.8; the
    relieved general's own PI is not paid, command.relieve)."""
    army = st["armies"][aid]
    cost = command.relief_cost(st, side, aid, new)
    lost = army.get("lost_at", -1) >= st["last_round"].get(side, 0)
    return cost - ((M.pi(army["cmd"]) + 1) // 2 if lost else M.pi(army["cmd"]))


# -- helpers ----------------------------------------------------------------------------------

def _n(s: str) -> str:
    return M.sname(s)


def _army(aid: str, es: bool) -> str:
    return M.army_name(aid, "es" if es else "en")


def _where(st: dict, g: str) -> str | None:
    """The space a general stands in (in an army: the army's)."""
    at = st["gens"][g]
    if at.startswith("A:"):
        at = st["armies"][at[2:]]["at"]
    return at if at in M.S.NAME else None


def _removable(st: dict, f: dict) -> list[str]:
    return specials._removable(st, f["whose"], specials.params_of(f["c"], "free_relief"))


def _dice(faces) -> str:
    faces = sorted(faces)
    return f"{faces[0]}-{faces[-1]}" if faces == list(range(faces[0], faces[-1] + 1)) else ", ".join(map(str, faces))


def _enemy_at(st: dict, side: str, s: str) -> bool:
    enemy = M.ENEMY[side]
    return M.occupied(st, enemy, s) or M.fort(st, s) == enemy


# -- card 3: the march on Richmond ---------------------------------------------------------------

def _march(st, f, a, es):
    target = _n(f["target"])
    if a[0] == "move" and a[1] == "army":
        army, at = _army(a[2], es), _n(st["armies"][a[2]]["at"])
        return (f"Marchar con el {army} desde {at} sobre {target} por el camino más corto" if es
                else f"March the {army} from {at} on {target} by the shortest path")
    if a == ("done",):
        return ("Ningún ejército puede marchar: la carta termina" if es
                else "No army can march: the card ends")
    return None


def _move(st, f, a, es):
    """A move under an event's orders (card 3's march, a concentration's
    attack); an ordinary move keeps the general words."""
    o = f.get("orders")
    if not o:
        return None
    if "toward" in o:
        target, at = _n(o["toward"]), _n(f["at"])
        if a[0] == "go":
            if a[1] == o["toward"]:
                return f"Entrar en {target}" if es else f"March into {target}"
            return (f"Marchar hacia {target} por {_n(a[1])}" if es else f"March towards {target} by {_n(a[1])}")
        if a[0] == "sp":
            left = o["box"] - a[1]
            return (f"Dejar {left} UM en el fuerte de {at} y marchar con {a[1]}" if es
                    else f"Leave {left} SP in the fort at {at} and march with {a[1]}")
        if a == ("convert",):
            if f["at"] == o["toward"]:
                return (f"Convertir {target}: la marcha termina allí" if es
                        else f"Convert {target}: the march ends there")
            return f"Convertir {at} de camino (1 PD)" if es else f"Convert {at} on the way (1 MP)"
        if a == ("stop",):
            return "Terminar la marcha" if es else "End the march"
        return None
    if o.get("attack") and not o.get("attacked") and a[0] == "go" and _enemy_at(st, f["who"], a[1]):
        return (f"Atacar al enemigo en {_n(a[1])} (la orden de la concentración)" if es
                else f"Attack the enemy at {_n(a[1])} (the concentration's order)")
    return None


def _reveal(st, f, a, es):
    if a == ("discard_picked",) and f.get("c") == 3:
        return ("Mostrar la carta que eligieron los dados: queda apartada para la marcha sobre Richmond" if es
                else "Show the card the dice picked: it is set aside for the march on Richmond")
    return None


# -- concentrations: 75, 100-103 ---------------------------------------------------------------

def _activation(st, a, es) -> str:
    """The force a concentration activates, in words."""
    if a[1] == "army":
        return f"el {_army(a[2], True)}" if es else f"the {_army(a[2], False)}"
    who = M.gname(a[2])
    if a[1] == "brigade":
        return f"la brigada de {who}" if es else f"{who}'s brigade"
    return f"el cuerpo de {who}" if es else f"{who}'s corps"


def _concentrate(st, f, a, es):
    phase, k = f["phase"], a[0]
    if phase == "space" and k == "space":
        gens = M.names(M.gens_at(st, f["who"], a[1]))
        return f"Concentrar en {_n(a[1])} ({gens})" if es else f"Concentrate at {_n(a[1])} ({gens})"
    if phase == "space" and a == ("pass",):
        return ("No llevar UM por ferrocarril: activar ya a un general en un estado originalmente confederado" if es
                else "Rail no SP: activate a general in an originally Confederate state at once")
    if phase == "rail" and k == "from":
        nth = f["moved"] + 1
        return (f"Llevar 1 UM por ferrocarril de {_n(a[1])} a {_n(f['dest'])} ({nth} de {f['most']})" if es
                else f"Rail 1 SP from {_n(a[1])} to {_n(f['dest'])} ({nth} of {f['most']})")
    if phase == "rail" and a == ("done",):
        return (f"Dejar de llevar UM: activar a un general en {_n(f['dest'])}" if es
                else f"Rail no more SP: activate a general at {_n(f['dest'])}")
    if phase == "activate" and k == "move" and len(a) >= 3:
        force = _activation(st, a, es)
        return (f"Activar {force}: debe intentar atacar" if es
                else f"Activate {force}: it must try to attack")
    if phase == "activate" and a == ("done",):
        return ("Ningún general puede activarse: la carta termina" if es
                else "No general can activate: the card ends")
    return None


# -- cards 4 and 6: general casualties -----------------------------------------------------------

def _casualty(st, f, a, es):
    p = specials.params_of(f["c"], f["key"])
    dead = _dice(p["killed_on"])
    if f["key"] == "ambush" and a[0] == "option":
        g = specials._ambush_targets(st, f["enemy"])[a[1] - 1]
        at = _n(st["gens"][g])
        return (f"Emboscar a {M.gname(g)} en {at}: muere con {dead} y su brigada se pierde" if es
                else f"Ambush {M.gname(g)} at {at}: killed on {dead}, his brigade lost")
    if f["key"] == "costly_mistake" and a[0] == "space":
        subs = specials._mistake_targets(st, f["enemy"], p)[a[1]]
        aid = M.armies_at(st, f["enemy"], a[1])[0]
        return (f"Golpear al {_army(aid, True)} en {_n(a[1])}: uno de {M.names(subs)}, al azar, muere con {dead}, "
                "si no queda herido" if es else
                f"Strike the {_army(aid, False)} at {_n(a[1])}: one of {M.names(subs)}, drawn at random, is killed "
                f"on {dead}, else wounded")
    return None


# -- cards 74-78: relief at no SW -----------------------------------------------------------------

def _relief(st, f, a, es):
    if a[0] == "relieve" and len(a) == 4:
        aid, new, fate = a[1], a[2], a[3]
        army = st["armies"][aid]
        old = M.gname(army["cmd"])
        cost = relief_price(st, f["whose"], aid, new)
        if es:
            gone = "degradado (vuelve el turno siguiente)" if fate == "demote" else "retirado del juego"
            price = (f"; VP -{cost} por generales de más influencia postergados" if cost > 0
                     else "; sin perder VP")
            return f"Relevar a {old}: {M.gname(new)} toma el mando del {_army(aid, True)} y {old} queda {gone}{price}"
        gone = "demoted (back next turn)" if fate == "demote" else "removed from the game"
        price = f"; SW -{cost} for higher-PI generals passed over" if cost > 0 else "; no SW lost"
        return f"Relieve {old}: {M.gname(new)} takes command of the {_army(aid, False)}, {old} {gone}{price}"
    if a[0] == "option":
        g = _removable(st, f)[a[1] - 1]
        at = _where(st, g)
        where = f" ({_n(at)})" if at else ""
        return (f"Retirar del juego a {M.gname(g)}{where}, que no manda ningún ejército" if es
                else f"Remove {M.gname(g)}{where}, who commands no army, from the game")
    return None


# -- card 14: the Red River objectives -------------------------------------------------------------

def _objectives(st, f, a, es):
    if a[0] == "pc":
        return (f"Colocar un CP en {_n(a[1])} (objetivo de la carta {f['c']})" if es
                else f"Place a PC at {_n(a[1])} (an objective of card {f['c']})")
    if a == ("done",):
        return "No colocar más CP en los objetivos" if es else "Place no more PCs on the objectives"
    return None


# -- card 115: Galveston ------------------------------------------------------------------------

def _galveston(st, f, a, es):
    if a[0] == "from":
        fort = _n(board.coastal_fort_of(a[1]))
        return (f"Recuperar {fort} con 1 UM de {_n(a[1])} (y un CP)" if es
                else f"Retake {fort} with 1 SP from {_n(a[1])} (and a PC)")
    return None


# -- card 122: Crisis in the West -------------------------------------------------------------------

def _crisis(st, f, a, es):
    if f["army"] is None and a[0] == "space":
        aid = M.armies_at(st, "csa", a[1])[0]
        return (f"Enviar al oeste el {_army(aid, True)} (en {_n(a[1])})" if es
                else f"Send the {_army(aid, False)} (at {_n(a[1])}) west")
    if f["army"] is not None and a[0] == "to":
        return (f"Colocar el {_army(f['army'], True)} en {_n(a[1])}" if es
                else f"Place the {_army(f['army'], False)} at {_n(a[1])}")
    return None


# -- card 59: Farragut's naval move ----------------------------------------------------------------

def _naval(st, f, a, es):
    if not f.get("passes"):
        return None                               # an ordinary naval move: the general words
    if a[0] == "naval":
        return f"Farragut: zarpar desde {_n(a[1])}" if es else f"Farragut: sail from {_n(a[1])}"
    if a[0] == "sail":
        to = _n(a[1])
        if M.occupied(st, "csa", a[1]):
            return (f"Farragut: asaltar {to} (un CP allí si cae)" if es
                    else f"Farragut: assault {to} (a PC there if it falls)")
        if M.ctl(st, a[1]) == "csa":
            return (f"Farragut: navegar hasta {to} (un CP allí en el acto)" if es
                    else f"Farragut: sail to {to} (a PC there at once)")
        return f"Farragut: navegar hasta {to}" if es else f"Farragut: sail to {to}"
    if a == ("stop",):
        return "Cancelar el movimiento de Farragut" if es else "Call off Farragut's move"
    return None


# -- card 75: relief or concentration ----------------------------------------------------------------

def _evchoice(st, f, a, es):
    """A choice between special effects (card 75): what each option does."""
    if a[0] != "option":
        return None
    block = E.node_at(f["c"], f["path"])[a[1]]
    node = block[0]
    if node[0] == "special" and node[1] == "free_relief":
        return ("Relevar a un general de ejército sin coste de VP" if es
                else "Relieve an army commander at no cost in SW")
    if node[0] == "concentrate":
        return (f"Concentrar hasta {node[1]} UM por ferrocarril junto a un general, que debe atacar" if es
                else f"Concentrate up to {node[1]} SP by rail on a general, who must attack")
    return None


STEPS = {"march": _march, "move": _move, "reveal": _reveal, "concentrate": _concentrate, "casualty": _casualty,
         "relief": _relief, "objectives": _objectives, "galveston": _galveston, "crisis": _crisis,
         "naval": _naval, "evchoice": _evchoice}
