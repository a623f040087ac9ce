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
        raise Illegal(f"unknown action {verb!r}")
    seg = {"roll": ("mr", "rr"), "march": ("mv",), "move": ("mv",), "entrench": ("mv",),
           "end_march": ("mv",), "end_moves": ("mv",), "naval": ("mv",), "invade": ("mv",),
           "battle": ("bc",), "withdraw": ("wd",), "reinforce": ("rf",),
           "target": ("fs",), "fire": ("fs",), "retreat": ("fs", "fr"),
           "promote": ("bp", "pr"), "recruit": ("rc",), "pass": ("wd", "rf", "bp", "pr", "rr", "rc")}
    if ph not in seg[verb]:
        if verb in ("move", "march", "entrench", "naval", "invade") and ph not in ("mr",):
            raise Illegal("units move only in their side's movement segment, before any battle", rule="3")
        if verb in ("move", "march", "naval", "invade") and ph == "mr":
            raise Illegal("roll for the number of marches first", rule="4")
        if verb == "retreat" and ph == "rf":
            raise Illegal("finish reinforcing first; a retreat is made at the fire step", rule="5.2.5")
        raise Illegal(f"{verb} is not possible now ({T.PHASE.get(ph, ('',))[0]})", rule=phase_rule)
    # movement
    if verb == "march":
        if st["mb"]:
            raise Illegal("end the current march before starting another", rule="4")
        if st["ml"] <= 0:
            raise Illegal("no marches left this turn", rule="4")
        raise Illegal("no unit in that box can march", rule="4")
    if verb in ("move", "entrench"):
        uid = action[1] if len(action) > 1 else None
        u = units.get(uid) if isinstance(uid, str) else None
        if u is None or uid[0] != s:
            raise Illegal("no such unit of yours", rule="4")
        if not st["mb"]:
            raise Illegal("start a march from the unit's box first", rule="4")
        if u[0] != st["mb"]:
            raise Illegal("a march moves units out of one box only", rule="4")
        if u[2] & NAV:
            raise Illegal("a unit moved by sea makes no other move this turn", rule="4.2.3")
        if u[3] >= 2:
            raise Illegal("that unit already took part in two marches this turn", rule="4")
        if uid in st["mu"]:
            raise Illegal("that unit already moved in this march", rule="4")
        occ = occupancy(st)
        if enemies_at(occ, u[0], s):
            raise Illegal("a unit that entered an enemy box must stop there and fight", rule="4")
        if verb == "entrench":
            if u[2] & ENT or (u[0] in B.FORTS and owner(st, u[0]) == s):
                raise Illegal("that unit is already entrenched", rule="4.2.5")
            raise Illegal("cannot entrench here", rule="4.2.5")
        dest = action[2] if len(action) > 2 else None
        if dest not in B.BOXES:
            raise Illegal("no such box", rule="4")
        if (s == "c" and {u[0], dest} == set(B.POTOMAC)
                and not any(n == dest for n, k, d in B.ADJ["c"][u[0]])):
            raise Illegal("Confederate units may never move along the Potomac", rule="4.2.6")
        refuse_path(game, st, uid, u, dest, occ)
    if verb == "naval":
        uid = action[1] if len(action) > 1 else None
        u = units.get(uid) if isinstance(uid, str) else None
        if s != "u":
            raise Illegal("only the Union moves by sea", rule="4.2.3")
        if st["mb"]:
            raise Illegal("end the current march first: each naval move is a march of its own", rule="4.2.3")
        if st["ml"] <= 0:
            raise Illegal("no marches left this turn", rule="4.2.3")
        if u is None or uid[0] != "u":
            raise Illegal("no such unit of yours", rule="4.2.3")
        if u[3] or u[2] & NAV or u[0] not in B.PORTS:
            raise Illegal("a naval move needs a unit that started the turn in a port and has not moved", rule="4.2.3")
        raise Illegal("naval moves go to another Union-held port", rule="4.2.3")
    if verb == "invade":
        if s != "u":
            raise Illegal("only the Union makes naval invasions", rule="4.2.4")
        if not st["ni"]:
            raise Illegal("a naval invasion needs a movement roll of 6", rule="4.2.4")
        if st["mb"]:
            raise Illegal("end the current march first", rule="4.2.4")
        uid = action[1] if len(action) > 1 else None
        u = units.get(uid) if isinstance(uid, str) else None
        if u is None or u[0] != D.INVASION_PORT or u[3] or u[2] & NAV:
            raise Illegal("invading units must start the turn in Washington and not have moved", rule="4.2.4")
        if st["nip"]:
            raise Illegal("this turn's invasion already goes to " + B.NAME[st["nip"]], rule="4.2.4")
        raise Illegal("an invasion lands in a Confederate-held port", rule="4.2.4")
    if verb == "target":
        b = st["b"]
        f = action[1] if len(action) > 1 else None
        t = action[2] if len(action) > 2 else None
        if f not in units or f[0] != s or units[f][0] != b["x"]:
            raise Illegal("that unit is not yours in this battle", rule="5.1")
        if any(x[0] == f for x in b["tg"]):
            raise Illegal("that unit already has its target this round", rule="5.1")
        if t not in units or t[0] == s or units[t][0] != b["x"]:
            raise Illegal("the target must be an enemy unit in this battle", rule="5.1")
        if fire_value(st, f, t) < 1:
            rule = "5.2.2" if units[t][1] == "ei" else "5.2.1"
            raise Illegal("modified combat value 0: that unit cannot hit this target", rule=rule)
        raise Illegal("each unit must fire at a different enemy unit where possible", rule="5.1")
    if verb == "fire":
        raise Illegal("declare a target for every unit before firing", rule="5.1")
    if verb == "retreat":
        b = st["b"]
        if ph == "fs" and b["r"] < 2:
            raise Illegal("retreat is possible only from the second round", rule="5.2.5")
        if ph == "fs" and b["tg"]:
            raise Illegal("targets are declared: retreat instead of firing, not after", rule="5.2.5")
        dest = action[1] if len(action) > 1 else None
        side = b["s"] if ph == "fs" else st["p"]
        if dest in B.BOXES and dest not in B.NEIGH[side][b["x"]]:
            raise Illegal("a retreat goes to an adjacent connected box", rule="5.2.5")
        if dest in B.BOXES and retreat_dests(st, side, False) and dest in retreat_dests(st, side, False):
            raise Illegal("you must retreat to a box you control when one is available", rule="5.2.5")
        raise Illegal("not a legal retreat box (enemy units, enemy recruitment city, or where the enemy came from)",
                      rule="5.2.5")
    if verb == "withdraw":
        raise Illegal("cavalry withdraws to an adjacent box without enemy units, not an enemy recruitment "
                      "city nor where the attackers came from", rule="5.2.6")
    if verb == "reinforce":
        b = st["b"]
        uid = action[1] if len(action) > 1 else None
        u = units.get(uid) if isinstance(uid, str) else None
        if u is None or uid[0] != b["s"]:
            raise Illegal("no such unit of yours", rule="5.2.4")
        if u[0] not in B.NEIGH[b["s"]][b["x"]]:
            raise Illegal("reinforcements come from adjacent connected boxes", rule="5.2.4")
        if u[0] in b["rb"]:
            raise Illegal("only one unit per adjacent box per round", rule="5.2.4")
        if u[2] & RETR:
            raise Illegal("units that retreated this turn cannot reinforce", rule="5.2.4")
        if b["s"] == st["p"]:
            if u[2] & FOUGHT:
                raise Illegal("the attacker cannot reinforce with units that fought in another battle", rule="5.2.4")
            raise Illegal("the attacker cannot reinforce from a box that holds enemy units", rule="5.2.4")
        raise Illegal("the defender must leave as many units as the enemy has in that box", rule="5.2.4")
    if verb == "promote":
        uid = action[1] if len(action) > 1 else None
        u = units.get(uid) if isinstance(uid, str) else None
        if u is None or uid[0] != s:
            raise Illegal("no such unit of yours", rule="6")
        if u[2] & PROM:
            raise Illegal("a unit is promoted at most once per turn", rule="6")
        if u[1] not in D.PROMOTE:
            raise Illegal("elite units cannot be promoted further", rule="6")
        if ph == "bp" and u[0] != st["b"]["x"]:
            raise Illegal("the battle winner promotes a unit that took part in the battle", rule="6")
        raise Illegal("no counter of the promoted kind is left", rule="6")
    if verb == "recruit":
        box = action[1] if len(action) > 1 else None
        k = action[2] if len(action) > 2 else None
        if k not in ("mi", "mc"):
            raise Illegal("only militia is recruited", rule="7")
        if box not in B.BOXES:
            raise Illegal("no such box", rule="7")
        if not B.RECRUIT[box].get(s):
            raise Illegal("not a recruitment city of your colour", rule="7")
        if owner(st, box) != s:
            raise Illegal("you do not hold that city", rule="7")
        if box in st["rcb"]:
            raise Illegal("at most one recruit per city", rule="7")
        if on_map(st, s) >= max_army(st, s):
            raise Illegal("your army is at its maximum size", rule="7")
        if pool(st, s, k) <= 0:
            raise Illegal("no such militia in your pool", rule="7")
        raise Illegal("cannot recruit there", rule="7")
    raise Illegal(f"{verb} is not possible now", rule=phase_rule)

def refuse_path(game, st, uid, u, dest, occ):
    s = uid[0]
    src = u[0]
    cav = u[1][1] == "c"
    one = [k for n, k, d in B.ADJ[s][src] if n == dest]
    two = [(n, k, k2, d, d2) for n, k, d in B.ADJ[s][src] for n2, k2, d2 in B.ADJ[s][n] if n2 == dest]
    if not one and not two:
        raise Illegal("out of range: a unit moves at most two boxes in a march", rule="4")
    if not cav and not one:
        kinds = {(k, k2) for n, k, k2, d, d2 in two}
        if all(k != k2 for k, k2 in kinds):
            raise Illegal("infantry may not change line type during a march", rule="4")
        if all(k == "road" for k, k2 in kinds):
            raise Illegal("infantry moves one box by road", rule="4")
        mids = [(n, k, d, d2) for n, k, k2, d, d2 in two if k == k2]
        if any(enemies_at(occ, n, s) for n, k, d, d2 in mids):
            river = any(k == "river" for n, k, d, d2 in mids)
            if river and s == "u" and not all(d and d2 for n, k, d, d2 in mids if k == "river"):
                raise Illegal("a Union unit may jump an enemy box by river only going downstream",
                              rule="4.2.2")
            if river and s == "c":
                raise Illegal("a unit entering an enemy box must stop there; the Confederates "
                              "never jump by river", rule="4.2.2")
            raise Illegal("a unit entering a box with enemy units must stop there", rule="4")
        raise Illegal("infantry moves two boxes by rail only along friendly rail lines", rule="4")
    if cav and not one:
        kinds = {(k, k2) for n, k, k2, d, d2 in two}
        if all((k == "river") != (k2 == "river") for k, k2 in kinds):
            raise Illegal("cavalry may not mix river with other lines in a march", rule="4")
        if u[2] & JMP:
            raise Illegal("a unit jumps at most once per turn", rule="4.2.1")
        if enemies_at(occ, dest, s):
            raise Illegal("a jump may not end in a box holding enemy units", rule="4.2.1")
        if s == "u" and any(k == "river" and k2 == "river" for n, k, k2, d, d2 in two):
            raise Illegal("a Union river jump goes downstream only, and cavalry jumps are never "
                          "made by river", rule="4.2.2")
        raise Illegal("cavalry may not jump through enemy cavalry, nor jump by river", rule="4.2.1")
    raise Illegal("that move is not possible", rule="4")
