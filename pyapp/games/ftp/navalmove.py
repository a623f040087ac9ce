"""For the People: Union naval movement, running the batteries and
amphibious assaults (5.17-5.19), and the Confederacy's river moves (5.20).

A naval move (an OPS card of 3 or an event) lifts up to 3 SP and a general
(a brigade counts as both) from a Union port or coastal fort and puts them
in another port or coastal fort of either side, along the rivers and the
sea; it may pass a CSA fort counter on a river only by running the
batteries (d6 4-6, -1 with torpedoes there; on a failure the force goes
back), never a CSA coastal fort or ironclad, though it may end in one. It
ends on arrival; arriving where the enemy stands is an amphibious assault
(pyapp/games/ftp/battle.py). The frame::

    {"step": "naval", "who": side, "src": port, "sp": SP taken, "gen": general | None,
     "most": 3, "v": card value, "amph_drm": event bonus, "run_drm": event bonus,
     "dest": the port it sails to, "passes": CSA coastal forts it may sail past,
     "torpedo_free": torpedo markers it ignores, "capture": a port it takes gets
     a Union PC at once}

The last three come from card 59, Farragut (pyapp/games/ftp/specials.py):
it may pass one ungarrisoned CSA coastal fort without an ironclad, ignores
the first torpedo it meets, and puts a Union PC on a port it takes.
"""

from __future__ import annotations

from collections import deque

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.flowgame import log, roll
from ...core.game import text
from . import board
from . import model as M
from . import naval
from . import political


def _hard(st: dict, space: str) -> bool:
    """A CSA coastal fort or ironclad: no boat passes it (5.17, 5.18)."""
    return space in st["ironclads"] or (bool(board.coastal_fort(space)) and M.ctl(st, space) == "csa")


def _soft(st: dict, space: str) -> bool:
    """A CSA fort counter: passed only by running the batteries (5.18)."""
    return space in st["forts"] and st["forts"][space] == "csa" and not _hard(st, space)


def _passable(st: dict, space: str) -> bool:
    """Card 59: an ungarrisoned CSA coastal fort with no ironclad, which
    Farragut may sail past (5.17)."""
    return (bool(board.coastal_fort(space)) and M.ctl(st, space) == "csa" and space not in st["ironclads"]
            and M.total_sp(st, "csa", space) == 0)


def routes(st: dict, src: str, passes: int = 0) -> dict:
    """Every port a boat from ``src`` reaches, with the number of batteries it
    must run to get there (0 or 1; 5.18: at most once a move); ``passes``:
    how many ungarrisoned CSA coastal forts it may sail past (card 59)."""
    starts = [n for n in (naval._NODES_OF.get(src) or [("coast", src)]) if n in naval._ROUTE]
    best: dict = {}
    seen = {(n, 0, 0) for n in starts}
    todo = deque(seen)
    while todo:
        here, ran, passed = todo.popleft()
        for nb in naval._ROUTE.get(here, ()):
            space = nb[-1] if nb[0] == "coast" else (nb[1] if len(nb) == 2 and nb != naval.SEA else None)
            cost, past = ran, passed
            if space is not None and space != src:
                if space not in best or best[space] > ran:
                    best[space] = ran
                if _hard(st, space):
                    if past >= passes or not _passable(st, space):
                        continue
                    past += 1
                elif _soft(st, space):
                    cost += 1
                    if cost > 1:
                        continue
            if (nb, cost, past) not in seen:
                seen.add((nb, cost, past))
                todo.append((nb, cost, past))
    best.pop(src, None)
    return {s: r for s, r in best.items() if board.is_port(s)}


def reach(st: dict, f: dict) -> dict:
    """The ports the move in frame ``f`` may sail to (``routes``); with card
    59, past a coastal fort only to strike an enemy port beyond it (held or
    occupied by the CSA: RULES_NOTES "Farragut")."""
    passes = f.get("passes", 0)
    out = routes(st, f["src"], passes)
    if passes:
        plain = routes(st, f["src"])
        out = {d: r for d, r in out.items()
               if plain.get(d, 2) <= r or M.ctl(st, d) == "csa" or M.occupied(st, "csa", d)}
    return out


def sources(st: dict, passes: int = 0) -> list[str]:
    """5.17: Union-controlled ports and coastal forts with Union SP."""
    return [s for s in M.spaces_with(st, "union")
            if board.is_port(s) and (M.ctl(st, s) == "union" or board.coastal_fort(s))
            and M.total_sp(st, "union", s) > 0 and routes(st, s, passes)]


class Naval(Step):
    """5.17: pick what sails (up to 3 SP and a general), then where."""

    rule = "5.17"

    def legal(self, game, st, f):
        src = f["src"]
        if src is None:                               # an event's move: first the port it starts from
            return [("naval", s) for s in sources(st, f.get("passes", 0))] + [("stop",)]
        out = []
        here = M.loose_sp(st, "union", src)
        brig = 1 if f["gen"] and M.cavalry(f["gen"]) else 0
        if f["sp"] + brig > 0:
            out += [("sail", d) for d in sorted(reach(st, f), key=list(M.S.NAME).index)]
        if f.get("adj", 0) < 12:
            for n in range(0, min(here, f["most"] - brig) + 1):
                if n != f["sp"]:
                    out.append(("sp", n))
            if f["gen"]:
                out.append(("leave", f["gen"]))
            else:
                out += [("take", g) for g in M.loose_gens(st, "union", src)]
        out.append(("stop",))
        return out

    def act(self, game, st, f, a):
        if a[0] == "naval":
            f["src"] = a[1]
            f["sp"] = min(f["most"], M.loose_sp(st, "union", a[1]))
        elif a[0] == "sp":
            f["adj"] = f.get("adj", 0) + 1
            f["sp"] = a[1]
        elif a[0] == "take":
            f["adj"] = f.get("adj", 0) + 1
            f["gen"] = a[1]
            if M.cavalry(a[1]):
                f["sp"] = min(f["sp"], f["most"] - 1)
        elif a[0] == "leave":
            f["adj"] = f.get("adj", 0) + 1
            f["gen"] = None
        elif a[0] == "stop":
            log(st, "The naval move is called off.", "Se cancela el movimiento naval.", "5.17")
            game.flow.pop(game, st, None)
        else:
            from . import interrupts
            f["dest"] = a[1]
            if f.get("ops") and interrupts.open_window(game, st, f, "naval", "csa", ops=True, at=f["src"]):
                return                               # 4.2.5: card 112 may answer a move made with OPS
            sail(game, st, f, a[1])

    def resume(self, game, st, f, result):
        if f.pop("wait", None) == "win":
            if (result or {}).get("int") == 112:
                log(st, "Severe storms: the naval move is cancelled.",
                    "Fuertes temporales: el desplazamiento naval queda cancelado.", "4.2.5")
                game.flow.pop(game, st, None)
            else:
                sail(game, st, f, f["dest"])
            return
        capture(game, st, f, f.get("dest"))                # after an amphibious assault
        game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        return text(f"Naval move from {M.sname(f['src'])}: choose up to 3 SP and a general, then the port to sail to.",
                    f"Movimiento naval desde {M.sname(f['src'])}: elige hasta 3 UM y un general, y luego el puerto "
                    "de destino.", "5.17")

    def waiting(self, game, st, f, role):
        return text("The Union fleet is moving.", "La flota de la Unión se mueve.", "5.17")

    def refuse(self, game, st, f, a):
        return Illegal("a boat reaches a port by river or sea, never past a CSA coastal fort or ironclad, and runs "
                       "past at most one fort", rule="5.17",
                       es="un barco llega a un puerto por río o mar, nunca pasando un fuerte costero o acorazado "
                          "confederado, y fuerza como mucho un fuerte")


def sail(game, st: dict, f: dict, dest: str) -> None:
    src = f["src"]
    passes = f.get("passes", 0)
    ran = routes(st, src, passes)[dest]
    passed = bool(passes) and routes(st, src).get(dest, 2) > ran    # card 59: past a CSA coastal fort
    if ran:
        fort = _passed_fort(st, src, dest, passes)
        torpedo = bool(fort and fort in st["torpedoes"] and not ignore_torpedo(st, f, fort))
        if not run_batteries(st, fort, int(f.get("run_drm", 0)), torpedo):
            game.flow.pop(game, st, None)
            return
    M.add_sp(st, "union", src, -f["sp"])
    M.add_sp(st, "union", dest, f["sp"])
    if f["gen"]:
        st["gens"][f["gen"]] = dest
    log(st, f"The Union sails {f['sp']} SP" + (f" and {M.gname(f['gen'])}" if f["gen"] else "")
            + f" from {M.sname(src)} to {M.sname(dest)}.",
        f"La Unión embarca {f['sp']} UM" + (f" y a {M.gname(f['gen'])}" if f["gen"] else "")
            + f" de {M.sname(src)} a {M.sname(dest)}.", "5.17")
    if passed:
        log(st, "Farragut sails past a Confederate coastal fort without running its batteries.",
            "Farragut deja atrás un fuerte costero confederado sin forzar sus baterías.", "5.17")
    if M.occupied(st, "csa", dest):
        drm = f.get("amph_drm", 0)
        if dest in st["torpedoes"] and ignore_torpedo(st, f, dest):
            drm += 1                                 # the torpedoes' +1 to the defence cancelled (5.19)
        f["dest"] = dest
        game.flow.push(st, "battle", at=dest, att="union", src=src, icpt=False, kind="corps", aid=None,
                       gen=f["gen"], gens=[], sp=f["sp"], amph=True, amph_drm=drm, ran=bool(ran or passed))
        return
    for g in M.gens_at(st, "csa", dest):
        M.to_track(st, g)
    if dest in st["ironclads"]:                      # 5.22: Union SP end in its space
        st["ironclads"].remove(dest)
    if dest in st["torpedoes"]:
        st["torpedoes"].remove(dest)
    capture(game, st, f, dest)
    from . import organise
    organise.settle_or_ask(game, st, "union", dest)


def ignore_torpedo(st: dict, f: dict, space: str) -> bool:
    """Card 59: the first torpedo marker the move meets does not count."""
    if not f.get("torpedo_free"):
        return False
    f["torpedo_free"] -= 1
    log(st, f"Farragut ignores the torpedoes at {M.sname(space)}.",
        f"Farragut no hace caso de los torpedos de {M.sname(space)}.", "5.22")
    return True


def capture(game, st: dict, f: dict, dest: str | None) -> None:
    """Card 59: a port the move leaves in Union hands, with no CSA unit left
    there, gets a Union PC at once (the exception to 5.28 D: it may destroy a
    resource centre, take a capital or a coastal fort)."""
    if not f.get("capture") or dest is None:
        return
    if M.total_sp(st, "union", dest) > 0 and not M.occupied(st, "csa", dest) and M.ctl(st, dest) != "union":
        political.place_pc(game, st, "union", dest, rule="5.28", how="event")


def run_batteries(st: dict, fort: str | None, drm: int, torpedo: bool) -> bool:
    """5.18: a boat runs past a CSA fort on 4-6 (-1 with torpedoes there, +2
    by an event that says so); True when it gets through."""
    need = 4 - drm + (1 if torpedo else 0)
    r = roll(st, "union")
    ok = r >= need
    log(st, f"Running the batteries{(' at ' + M.sname(fort)) if fort else ''}: rolls {r}, needs {need}+: "
            f"{'through' if ok else 'driven back'}.",
        f"Forzar las baterías{(' en ' + M.sname(fort)) if fort else ''}: saca {r}, necesita {need}+: "
        f"{'pasa' if ok else 'rechazado'}.", "5.18")
    return ok


def _passed_fort(st: dict, src: str, dest: str, passes: int = 0) -> str | None:
    """The fort counter a route from ``src`` to ``dest`` runs past."""
    for s in sorted(st["forts"]):
        if _soft(st, s) and s not in (src, dest):
            trial = dict(st, forts={k: v for k, v in st["forts"].items() if k != s})
            if routes(trial, src, passes).get(dest) == 0:
                return s
    return None


# -- special army naval moves (5.17 a, b) ------------------------------------------------------

ARMY_SEA_PORTS = ("washington_dc", "acquia_creek", "urbanna", "fort_monroe")     # 5.17 a
ARMY_RIVER_MOST = 9                                                              # 5.17 b: SP at most


def river_routes(st: dict, src: str) -> dict:
    """5.17 b, 5.18: the river ports a boat from river port ``src`` reaches
    along the navigable rivers only (never the sea), never past a CSA
    coastal fort or ironclad, running at most one fort counter; {port:
    batteries run}."""
    starts = list(naval._NODES_OF.get(src, []))
    best: dict = {}
    seen = {(n, 0) for n in starts}
    todo = deque(seen)
    while todo:
        here, ran = todo.popleft()
        for nb in naval._ADJ.get(here, ()):
            if nb == naval.SEA:
                continue
            cost = ran
            if len(nb) == 2:
                space = nb[1]
                if space != src and (space not in best or best[space] > ran):
                    best[space] = ran
                if _hard(st, space):
                    continue                          # it may end there (an assault), not pass
                if _soft(st, space):
                    cost += 1
                    if cost > 1:
                        continue
            if (nb, cost) not in seen:
                seen.add((nb, cost))
                todo.append((nb, cost))
    best.pop(src, None)
    return best


def army_options(st: dict, side: str) -> list[tuple]:
    """5.17 a, b: the special army naval moves a campaign card's whole set of
    moves may be spent on (the Union only): an army under a general who may
    (McClellan, Grant, Sherman) by sea between Washington, Aquia Creek,
    Urbanna and Fort Monroe; one of 9 SP or fewer under Grant or Sherman
    along a navigable river from river port to river port."""
    from . import oob
    out: list[tuple] = []
    if side != "union":
        return out
    for aid, a in sorted(st["armies"].items()):
        cmd, at = a["cmd"], a["at"]
        if a["side"] != "union" or not at or not cmd:
            continue
        flags = M.GEN[cmd].flags
        if oob.NAVAL_ARMY_MOVE_SEA in flags and at in ARMY_SEA_PORTS:
            out += [("army_sea", aid, d) for d in ARMY_SEA_PORTS if d != at]
        if oob.NAVAL_ARMY_MOVE_RIVER in flags and M.army_total(st, aid) <= ARMY_RIVER_MOST \
                and naval._NODES_OF.get(at):
            out += [("army_river", aid, d) for d in sorted(river_routes(st, at), key=list(M.S.NAME).index)]
    return out


def army_sail(game, st: dict, aid: str, dest: str, river: bool) -> None:
    """5.17 a, b: the army is lifted and set down (an amphibious assault if
    CSA SP hold ``dest``, 5.19); a river move may run one fort's batteries
    (5.18: on a failure it stays where it was)."""
    a = st["armies"][aid]
    src = a["at"]
    if river and river_routes(st, src).get(dest):
        fort = next((s for s in sorted(st["forts"]) if _soft(st, s) and s not in (src, dest)
                     and river_routes(dict(st, forts={k: v for k, v in st["forts"].items() if k != s}),
                                      src).get(dest) == 0), None)
        if not run_batteries(st, fort, 0, bool(fort and fort in st["torpedoes"])):
            return
    a["at"] = dest
    log(st, f"The {M.army_name(aid, 'en')} sails from {M.sname(src)} to {M.sname(dest)}.",
        f"El {M.army_name(aid, 'es')} navega de {M.sname(src)} a {M.sname(dest)}.", "5.17")
    if M.occupied(st, "csa", dest):
        game.flow.push(st, "battle", at=dest, att="union", src=src, icpt=False, kind="army", aid=aid,
                       gen=None, gens=[], sp=a["sp"], amph=True, amph_drm=0, ran=False)
        return
    for g in M.gens_at(st, "csa", dest):
        M.to_track(st, g)
    if dest in st["ironclads"]:
        st["ironclads"].remove(dest)
    if dest in st["torpedoes"]:
        st["torpedoes"].remove(dest)
    from . import organise
    organise.settle_space(game, st, "union", dest)
