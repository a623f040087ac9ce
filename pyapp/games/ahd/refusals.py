"""Why an action is refused: the rule section behind every illegal action of
A House Divided (``AHD.apply`` calls ``refuse`` for anything not in
``legal``; it always raises ``Illegal``)."""

from __future__ import annotations

from ...core.errors import Illegal
from . import board as B
from . import data as D
from . import text as T
from .rules import (  # the rules' queries and flag constants
    ENT, FOUGHT, JMP, NAV, PROM, RETR, enemies_at, fire_value, max_army, occupancy, on_map, owner,
    pool, retreat_dests,
)


def refuse(game, st, role, action):
    verb = action[0] if action else None
    ph = st["ph"]
    phase_rule = T.PHASE.get(ph, ("", "", ""))[2]
    s = D.SIDE[role]
    units = st["u"]
    known = {"roll", "march", "move", "entrench", "end_march", "end_moves", "naval", "invade",
             "battle", "withdraw", "reinforce", "target", "fire", "retreat", "promote",
             "recruit", "pass"}
    if verb not in known:
        raise Illegal(f"unknown action {verb!r}", es=f"acción desconocida {verb!r}")
    seg = {"roll": ("mr", "rr"), "march": ("mv",), "move": ("mv",), "entrench": ("mv",),
           "end_march": ("mv",), "end_moves": ("mv",), "naval": ("mv",), "invade": ("mv",),
           "battle": ("bc",), "withdraw": ("wd",), "reinforce": ("rf",),
           "target": ("fs",), "fire": ("fs",), "retreat": ("fs", "fr"),
           "promote": ("bp", "pr"), "recruit": ("rc",), "pass": ("wd", "rf", "bp", "pr", "rr", "rc")}
    if ph not in seg[verb]:
        if verb in ("move", "march", "entrench", "naval", "invade") and ph not in ("mr",):
            raise Illegal("units move only in their side's movement segment, before any battle", rule="3",
                          es="las unidades solo se mueven en el segmento de movimiento de su bando, antes de "
                             "cualquier batalla")
        if verb in ("move", "march", "naval", "invade") and ph == "mr":
            raise Illegal("roll for the number of marches first", rule="4",
                          es="primero tira el dado para saber cuántas marchas tienes")
        if verb == "retreat" and ph == "rf":
            raise Illegal("finish reinforcing first; a retreat is made at the fire step", rule="5.2.5",
                          es="termina primero los refuerzos; la retirada se hace al llegar tu turno de disparo")
        raise Illegal(f"{verb} is not possible now ({T.PHASE.get(ph, ('',))[0]})", rule=phase_rule,
                      es=f"ahora no es posible: {T.describe(st, action, 'es')} "
                         f"({T.PHASE.get(ph, ('', ''))[1]})")
    # movement
    if verb == "march":
        if st["mb"]:
            raise Illegal("end the current march before starting another", rule="4",
                      es="termina la marcha en curso antes de empezar otra")
        if st["ml"] <= 0:
            raise Illegal("no marches left this turn", rule="4", es="no te quedan marchas este turno")
        raise Illegal("no unit in that box can march", rule="4", es="ninguna unidad de esa casilla puede marchar")
    if verb in ("move", "entrench"):
        uid = action[1] if len(action) > 1 else None
        u = units.get(uid) if isinstance(uid, str) else None
        if u is None or uid[0] != s:
            raise Illegal("no such unit of yours", rule="4", es="no tienes esa unidad")
        if not st["mb"]:
            raise Illegal("start a march from the unit's box first", rule="4",
                          es="empieza primero una marcha desde la casilla de la unidad")
        if u[0] != st["mb"]:
            raise Illegal("a march moves units out of one box only", rule="4",
                          es="una marcha solo mueve unidades que salen de una misma casilla")
        if u[2] & NAV:
            raise Illegal("a unit moved by sea makes no other move this turn", rule="4.2.3",
                          es="una unidad que ha hecho un movimiento naval no puede moverse más este turno")
        if u[3] >= 2:
            raise Illegal("that unit already took part in two marches this turn", rule="4",
                          es="esa unidad ya ha participado en dos marchas este turno")
        if uid in st["mu"]:
            raise Illegal("that unit already moved in this march", rule="4",
                          es="esa unidad ya se ha movido en esta marcha")
        occ = occupancy(st)
        if enemies_at(occ, u[0], s):
            raise Illegal("a unit that entered an enemy box must stop there and fight", rule="4",
                          es="una unidad que entra en una casilla con enemigos debe detenerse y combatir")
        if verb == "entrench":
            if u[2] & ENT or (u[0] in B.FORTS and owner(st, u[0]) == s):
                raise Illegal("that unit is already entrenched", rule="4.2.5", es="esa unidad ya está acantonada")
            raise Illegal("cannot entrench here", rule="4.2.5", es="no puede acantonarse aquí")
        dest = action[2] if len(action) > 2 else None
        if dest not in B.BOXES:
            raise Illegal("no such box", rule="4", es="esa casilla no existe")
        if (s == "c" and {u[0], dest} == set(B.POTOMAC)
                and not any(n == dest for n, k, d in B.ADJ["c"][u[0]])):
            raise Illegal("Confederate units may never move along the Potomac", rule="4.2.6",
                          es="las unidades confederadas nunca pueden moverse por el río Potomac")
        refuse_path(game, st, uid, u, dest, occ)
    if verb == "naval":
        uid = action[1] if len(action) > 1 else None
        u = units.get(uid) if isinstance(uid, str) else None
        if s != "u":
            raise Illegal("only the Union moves by sea", rule="4.2.3", es="solo la Unión hace movimientos navales")
        if st["mb"]:
            raise Illegal("end the current march first: each naval move is a march of its own", rule="4.2.3",
                          es="termina primero la marcha en curso: cada movimiento naval es una marcha")
        if st["ml"] <= 0:
            raise Illegal("no marches left this turn", rule="4.2.3", es="no te quedan marchas este turno")
        if u is None or uid[0] != "u":
            raise Illegal("no such unit of yours", rule="4.2.3", es="no tienes esa unidad")
        if u[3] or u[2] & NAV or u[0] not in B.PORTS:
            raise Illegal("a naval move needs a unit that started the turn in a port and has not moved", rule="4.2.3",
                          es="el movimiento naval exige una unidad que empezó el turno en un puerto y no se ha "
                             "movido")
        raise Illegal("naval moves go to another Union-held port", rule="4.2.3",
                      es="el movimiento naval va a otro puerto controlado por la Unión")
    if verb == "invade":
        if s != "u":
            raise Illegal("only the Union makes naval invasions", rule="4.2.4",
                          es="solo la Unión hace invasiones navales")
        if not st["ni"]:
            raise Illegal("a naval invasion needs a movement roll of 6", rule="4.2.4",
                          es="la invasión naval exige sacar un 6 en la tirada de movimiento")
        if st["mb"]:
            raise Illegal("end the current march first", rule="4.2.4", es="termina primero la marcha en curso")
        uid = action[1] if len(action) > 1 else None
        u = units.get(uid) if isinstance(uid, str) else None
        if u is None or u[0] != D.INVASION_PORT or u[3] or u[2] & NAV:
            raise Illegal("invading units must start the turn in Washington and not have moved", rule="4.2.4",
                          es="las unidades invasoras deben empezar el turno en Washington y no haberse movido")
        if st["nip"]:
            raise Illegal("this turn's invasion already goes to " + B.NAME[st["nip"]], rule="4.2.4",
                          es="la invasión de este turno ya va a " + B.NAME[st["nip"]])
        raise Illegal("an invasion lands in a Confederate-held port", rule="4.2.4",
                      es="la invasión desembarca en un puerto controlado por la Confederación")
    if verb == "target":
        b = st["b"]
        f = action[1] if len(action) > 1 else None
        t = action[2] if len(action) > 2 else None
        if f not in units or f[0] != s or units[f][0] != b["x"]:
            raise Illegal("that unit is not yours in this battle", rule="5.1",
                          es="esa unidad no es tuya o no está en esta batalla")
        if any(x[0] == f for x in b["tg"]):
            raise Illegal("that unit already has its target this round", rule="5.1",
                          es="esa unidad ya tiene objetivo en esta ronda")
        if t not in units or t[0] == s or units[t][0] != b["x"]:
            raise Illegal("the target must be an enemy unit in this battle", rule="5.1",
                          es="el objetivo debe ser una unidad enemiga de esta batalla")
        if fire_value(st, f, t) < 1:
            rule = "5.2.2" if units[t][1] == "ei" else "5.2.1"
            raise Illegal("modified combat value 0: that unit cannot hit this target", rule=rule,
                          es="valor de combate modificado 0: esa unidad no puede acertar a ese objetivo")
        raise Illegal("each unit must fire at a different enemy unit where possible", rule="5.1",
                      es="siempre que sea posible, cada unidad debe disparar a una unidad enemiga distinta")
    if verb == "fire":
        raise Illegal("declare a target for every unit before firing", rule="5.1",
                      es="declara el objetivo de cada unidad antes de disparar")
    if verb == "retreat":
        b = st["b"]
        if ph == "fs" and b["r"] < 2:
            raise Illegal("retreat is possible only from the second round", rule="5.2.5",
                          es="solo se puede retirar a partir de la segunda ronda")
        if ph == "fs" and b["tg"]:
            raise Illegal("targets are declared: retreat instead of firing, not after", rule="5.2.5",
                          es="ya hay objetivos declarados: la retirada sustituye al disparo, no va después")
        dest = action[1] if len(action) > 1 else None
        side = b["s"] if ph == "fs" else st["p"]
        if dest in B.BOXES and dest not in B.NEIGH[side][b["x"]]:
            raise Illegal("a retreat goes to an adjacent connected box", rule="5.2.5",
                          es="la retirada va a una casilla adyacente y conectada")
        if dest in B.BOXES and retreat_dests(st, side, False) and dest in retreat_dests(st, side, False):
            raise Illegal("you must retreat to a box you control when one is available", rule="5.2.5",
                          es="si hay alguna casilla que controlas, debes retirarte a una de ellas")
        raise Illegal("not a legal retreat box (enemy units, enemy recruitment city, or where the enemy came from)",
                      rule="5.2.5",
                      es="casilla de retirada no válida (tiene enemigos, es ciudad de reclutamiento enemiga o "
                         "es de donde vino el enemigo)")
    if verb == "withdraw":
        raise Illegal("cavalry withdraws to an adjacent box without enemy units, not an enemy recruitment "
                      "city nor where the attackers came from", rule="5.2.6",
                      es="la caballería se retira a una casilla adyacente sin enemigos, que no sea ciudad de "
                         "reclutamiento enemiga ni de donde vinieron los atacantes")
    if verb == "reinforce":
        b = st["b"]
        uid = action[1] if len(action) > 1 else None
        u = units.get(uid) if isinstance(uid, str) else None
        if u is None or uid[0] != b["s"]:
            raise Illegal("no such unit of yours", rule="5.2.4", es="no tienes esa unidad")
        if u[0] not in B.NEIGH[b["s"]][b["x"]]:
            raise Illegal("reinforcements come from adjacent connected boxes", rule="5.2.4",
                          es="los refuerzos llegan desde casillas adyacentes y conectadas")
        if u[0] in b["rb"]:
            raise Illegal("only one unit per adjacent box per round", rule="5.2.4",
                          es="solo una unidad por casilla adyacente en cada ronda")
        if u[2] & RETR:
            raise Illegal("units that retreated this turn cannot reinforce", rule="5.2.4",
                          es="las unidades que se han retirado este turno no pueden reforzar")
        if b["s"] == st["p"]:
            if u[2] & FOUGHT:
                raise Illegal("the attacker cannot reinforce with units that fought in another battle", rule="5.2.4",
                              es="el atacante no puede reforzar con unidades que ya combatieron en otra batalla")
            raise Illegal("the attacker cannot reinforce from a box that holds enemy units", rule="5.2.4",
                          es="el atacante no puede reforzar desde una casilla con unidades enemigas")
        raise Illegal("the defender must leave as many units as the enemy has in that box", rule="5.2.4",
                      es="el defensor debe dejar en esa casilla tantas unidades como tenga allí el enemigo")
    if verb == "promote":
        uid = action[1] if len(action) > 1 else None
        u = units.get(uid) if isinstance(uid, str) else None
        if u is None or uid[0] != s:
            raise Illegal("no such unit of yours", rule="6", es="no tienes esa unidad")
        if u[2] & PROM:
            raise Illegal("the promotion segment promotes another unit than the one promoted for a battle win",
                          rule="6", es="en el segmento de ascensos se asciende otra unidad distinta de la ascendida "
                                       "por ganar una batalla")
        if u[1] not in D.PROMOTE:
            raise Illegal("elite units cannot be promoted further", rule="6",
                          es="las unidades de élite no pueden ascender más")
        if ph == "bp" and u[0] != st["b"]["x"]:
            raise Illegal("the battle winner promotes a unit that took part in the battle", rule="6",
                          es="el vencedor asciende una unidad que haya participado en la batalla")
        raise Illegal("no counter of the promoted kind is left", rule="6",
                      es="no queda ninguna ficha libre del tipo al que asciende")
    if verb == "recruit":
        box = action[1] if len(action) > 1 else None
        k = action[2] if len(action) > 2 else None
        if k not in ("mi", "mc"):
            raise Illegal("only militia is recruited", rule="7", es="solo se recluta milicia")
        if box not in B.BOXES:
            raise Illegal("no such box", rule="7", es="esa casilla no existe")
        if not B.RECRUIT[box].get(s):
            raise Illegal("not a recruitment city of your colour", rule="7",
                          es="no es una ciudad de reclutamiento de tu color")
        if owner(st, box) != s:
            raise Illegal("you do not hold that city", rule="7", es="no controlas esa ciudad")
        if box in st["rcb"]:
            raise Illegal("at most one recruit per city", rule="7", es="como mucho un recluta por ciudad")
        if on_map(st, s) >= max_army(st, s):
            raise Illegal("your army is at its maximum size", rule="7",
                          es="tu ejército ya tiene su tamaño máximo")
        if pool(st, s, k) <= 0:
            raise Illegal("no such militia in your pool", rule="7",
                          es="no queda milicia de ese tipo en tu fondo de reclutamiento")
        raise Illegal("cannot recruit there", rule="7", es="no se puede reclutar ahí")
    raise Illegal(f"{verb} is not possible now", rule=phase_rule,
                  es=f"ahora no es posible: {T.describe(st, action, 'es')}")

def refuse_path(game, st, uid, u, dest, occ):
    s = uid[0]
    src = u[0]
    cav = u[1][1] == "c"
    one = [k for n, k, d in B.ADJ[s][src] if n == dest]
    two = [(n, k, k2, d, d2) for n, k, d in B.ADJ[s][src] for n2, k2, d2 in B.ADJ[s][n] if n2 == dest]
    if not one and not two:
        raise Illegal("out of range: a unit moves at most two boxes in a march", rule="4",
                      es="fuera de alcance: una unidad se mueve como mucho dos casillas por marcha")
    if not cav and not one:
        kinds = {(k, k2) for n, k, k2, d, d2 in two}
        if all(k != k2 for k, k2 in kinds):
            raise Illegal("infantry may not change line type during a march", rule="4",
                          es="la infantería no puede cambiar de tipo de línea durante una marcha")
        if all(k == "road" for k, k2 in kinds):
            raise Illegal("infantry moves one box by road", rule="4",
                          es="la infantería se mueve una casilla por carretera")
        mids = [(n, k, d, d2) for n, k, k2, d, d2 in two if k == k2]
        if any(enemies_at(occ, n, s) for n, k, d, d2 in mids):
            river = any(k == "river" for n, k, d, d2 in mids)
            if river and s == "u" and not all(d and d2 for n, k, d, d2 in mids if k == "river"):
                raise Illegal("a Union unit may jump an enemy box by river only going downstream",
                              rule="4.2.2",
                              es="una unidad de la Unión solo salta una casilla enemiga por río yendo río abajo")
            if river and s == "c":
                raise Illegal("a unit entering an enemy box must stop there; the Confederates "
                              "never jump by river", rule="4.2.2",
                              es="una unidad que entra en una casilla con enemigos debe detenerse; los "
                                 "confederados nunca hacen saltos de río")
            raise Illegal("a unit entering a box with enemy units must stop there", rule="4",
                          es="una unidad que entra en una casilla con unidades enemigas debe detenerse allí")
        raise Illegal("infantry moves two boxes by rail only along friendly rail lines", rule="4",
                      es="la infantería solo se mueve dos casillas por ferrocarril si la línea es aliada")
    if cav and not one:
        kinds = {(k, k2) for n, k, k2, d, d2 in two}
        if all((k == "river") != (k2 == "river") for k, k2 in kinds):
            raise Illegal("cavalry may not mix river with other lines in a march", rule="4",
                          es="la caballería no puede combinar el río con otras líneas en una marcha")
        if u[2] & JMP:
            raise Illegal("a unit jumps at most once per turn", rule="4.2.1",
                          es="una unidad solo puede hacer un salto por turno")
        if enemies_at(occ, dest, s):
            raise Illegal("a jump may not end in a box holding enemy units", rule="4.2.1",
                          es="un salto no puede terminar en una casilla con unidades enemigas")
        if s == "u" and any(k == "river" and k2 == "river" for n, k, k2, d, d2 in two):
            raise Illegal("a Union river jump goes downstream only, and cavalry jumps are never "
                          "made by river", rule="4.2.2",
                          es="el salto de río de la Unión solo va río abajo, y la caballería nunca salta "
                             "por río")
        raise Illegal("cavalry may not jump through enemy cavalry, nor jump by river", rule="4.2.1",
                      es="la caballería no puede saltar a través de caballería enemiga ni saltar por río")
    raise Illegal("that move is not possible", rule="4", es="ese movimiento no es posible")
