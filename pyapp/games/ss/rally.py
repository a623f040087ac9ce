"""Stonewall's Sword: Rally (16.0): Recover and Rebuild in the Rally step of
an activated brigade, and the placement and displacement they may need.

A ``rally`` frame: ``who`` the side, ``brigade`` the active brigade,
``mode`` "defend" (Recover one Morale Hit, 16.2), "regroup" (Recover all, or
Rebuild) or "rusty" (Jackson's Rusty Sword: Rebuild from the Available box
only, the event's other effect being done when played), ``done`` the units
that have rallied this step (one action each, 16.2).
"""

from __future__ import annotations

from ...core.game import text
from . import board as B
from . import data as D
from . import model as M
from . import tables as T
from .steps import SsStep


def far_enough(st: dict, hx: str, side: str) -> bool:
    """16.1: at least 3 hexes from every enemy unit (its own hex counted,
    the enemy's not: range 3 or more)."""
    d = M.enemy_distance(st, hx, side)
    return d is None or d >= T.RALLY_MIN_ENEMY_DISTANCE


def eligible(st: dict, brigade: str) -> list[str]:
    """16.1: the units that may rally in ``brigade``'s Rally step: its own
    infantry, and artillery or cavalry stacked with or next to one of its
    units on the map; at least 3 hexes from every enemy unit or in the
    Available box; Depleted or under a Morale Hit marker."""
    side = D.BRIGADES[brigade]["side"]
    mine = [u for u in M.brigade_units(brigade)]
    out = []
    for u in mine:
        if st["broken"].get(u) == "available":
            out.append(u)
        elif u in st["pos"] and far_enough(st, st["pos"][u], side) and (M.is_depleted(st, u) or M.marker(st, u)):
            out.append(u)
    hexes = {st["pos"][u] for u in mine if u in st["pos"]}
    for u in M.on_map(st, side):
        if M.kind(u) in ("art", "cav"):
            hx = st["pos"][u]
            if any(hx == h or B.distance(hx, h) == 1 for h in hexes) and far_enough(st, hx, side) \
                    and (M.is_depleted(st, u) or M.marker(st, u)):
                out.append(u)
    return sorted(out)


def may_rebuild_to_fresh(st: dict, uid: str) -> bool:
    """16.2 Rebuild Option: a unit that has been on the Broken Track never
    returns to its Fresh face."""
    return not (M.option(st, "rebuild_option") and uid in st["ever_broken"])


def placement_hexes(st: dict, uid: str, brigade: str) -> list[str]:
    """16.2: where a unit rebuilt from the Available box may be placed: at
    least 3 hexes from every enemy unit and within 3 of a unit of the active
    brigade; failing that, of its division; failing that, of any friendly
    unit. A hex it may enter and that it does not over-stack (6.1)."""
    side = M.side_of(uid)
    base = [h for h in B.HEXES if M.may_enter(st, h, side) and far_enough(st, h, side) and M.fits(st, h, uid)
            and not (M.kind(uid) == "art" and B.woods(h))]
    div = D.BRIGADES[brigade]["div"]
    groups = (
        [u for u in M.brigade_units(brigade) if u in st["pos"] and u != uid],
        [u for u in M.on_map(st, side) if D.UNITS[u]["div"] == div and u != uid],
        [u for u in M.on_map(st, side) if u != uid],
    )
    for friends in groups:
        near = {st["pos"][u] for u in friends}
        out = [h for h in base if any(B.distance(h, n) <= T.REBUILD_PLACE_DISTANCE for n in near)]
        if out:
            return out
    return []


def actions(st: dict, f: dict) -> list[tuple]:
    """The Recover and Rebuild actions open now (16.2)."""
    mode, brigade = f["mode"], f["brigade"]
    out = []
    for u in eligible(st, brigade):
        if u in f["done"]:
            continue
        avail = st["broken"].get(u) == "available"
        if mode == "rusty":
            if avail and placement_hexes(st, u, brigade):
                out.append(("rebuild", u))
            continue
        if not avail and M.marker(st, u):
            out.append(("recover", u))                  # Defend: one hit; Regroup: all
        if mode == "regroup":
            if avail:
                if placement_hexes(st, u, brigade):
                    out.append(("rebuild", u))
            elif M.is_depleted(st, u) and may_rebuild_to_fresh(st, u):
                out.append(("rebuild", u))
    return out


class Rally(SsStep):
    """16.0: the Rally step: each eligible unit may Recover or Rebuild, once."""
    rule = "16.2"

    def legal(self, game, st, f):
        return actions(st, f) + [("done",)]

    def act(self, game, st, f, a):
        if a[0] == "done":
            game.flow.pop(game, st)
            return
        u = a[1]
        f["done"].append(u)
        if a[0] == "recover":
            recover(st, u, f["mode"])
        else:
            rebuild(game, st, u, f["brigade"])
        if not actions(st, f) and game.flow.top(st) is f:
            game.flow.pop(game, st)

    def resume(self, game, st, f, result):
        if not actions(st, f):                  # a placement or displacement ended the last action
            game.flow.pop(game, st)

    def prompt(self, game, st, f):
        return text(f"Rally step of {M.bname(f['brigade'])}: Recover or Rebuild eligible units, then done.",
                    f"Paso de Reorganización de la {M.bname(f['brigade'], 'es')}: Recupera o Reconstruye las "
                    "unidades elegibles, y termina.", self.rule)


def recover(st: dict, uid: str, mode: str) -> None:
    """16.2 Recover: Defend removes one Morale Hit, Regroup all of them."""
    m = M.marker(st, uid)
    new = 0 if mode == "regroup" else m - 1
    if new:
        st["mh"][uid] = new
    else:
        st["mh"].pop(uid, None)
    word = ("Shaken", "Conmocionada") if new == M.SHAKEN else ("free of Morale Hits", "libre de Impactos en la Moral")
    M.log(st, f"{M.uname(uid)} recovers: now {word[0]}.", f"{M.uname(uid)} se recupera: ahora {word[1]}.", "16.2")


def rebuild(game, st: dict, uid: str, brigade: str) -> None:
    """16.2a Rebuild: 1d6 at most the modified CR succeeds. On the map the
    unit flips to Fresh (and moves off an over-stacked hex); from the
    Available box it is placed on the map, Depleted (``place``)."""
    side = M.side_of(uid)
    avail = st["broken"].get(uid) == "available"
    cr = M.modified_cr(st, uid, rebuilding=True)
    r = M.roll(st, side)
    if r > cr:
        M.log(st, f"Rebuild of {M.uname(uid)}: {r} against CR {cr}, fails.",
              f"Reconstrucción de {M.uname(uid)}: {r} contra VC {cr}, fracasa.", "16.2")
        return
    M.log(st, f"Rebuild of {M.uname(uid)}: {r} against CR {cr}, succeeds.",
          f"Reconstrucción de {M.uname(uid)}: {r} contra VC {cr}, tiene éxito.", "16.2")
    if avail:
        game.flow.push(st, "place", who=side, unit=uid, brigade=brigade)
        return
    st["dep"].remove(uid)
    if M.over_stacked(st, st["pos"][uid]) and displace_hexes(st, uid):
        game.flow.push(st, "displace", who=side, unit=uid)


class Place(SsStep):
    """16.2: place the rebuilt unit, Depleted side up."""
    rule = "16.2"

    def legal(self, game, st, f):
        return [("place", f["unit"], h) for h in placement_hexes(st, f["unit"], f["brigade"])]

    def act(self, game, st, f, a):
        u, hx = a[1], a[2]
        del st["broken"][u]
        M.occupy(st, u, hx, moved=False)                   # 19.1: placed, not moved (RULES_NOTES)
        M.log(st, f"{M.uname(u)} returns to the map at {hx}, Depleted.",
              f"{M.uname(u)} vuelve al mapa en {hx}, Desgastada.", self.rule)
        game.flow.pop(game, st)

    def prompt(self, game, st, f):
        return text(f"Place {M.uname(f['unit'])} on the map.", f"Coloca {M.uname(f['unit'])} en el mapa.", self.rule)


def displace_hexes(st: dict, uid: str) -> list[str]:
    """16.2: an adjacent hex farther from the nearest enemy unit, within the
    stacking limit (if none is within it, the farther hexes: it moves again)."""
    side = M.side_of(uid)
    cur = st["pos"][uid]
    d0 = M.enemy_distance(st, cur, side)
    near = [h for h in B.neighbours(cur) if M.may_enter(st, h, side) and B.may_step(cur, h, M.kind(uid))]
    cands = near if d0 is None else [h for h in near if (M.enemy_distance(st, h, side) or 0) > d0]
    fitting = [h for h in cands if M.fits(st, h, uid)]
    # none farther within the limit: a farther hex (it moves again); none
    # farther at all: any adjacent hex within the limit (RULES_NOTES)
    return sorted(fitting or cands or [h for h in near if M.fits(st, h, uid)])


class Displace(SsStep):
    """16.2: a unit rebuilt to Fresh over-stacks its hex: it moves to an
    adjacent hex farther from the nearest enemy, again until it is legally
    stacked."""
    rule = "16.2"

    def legal(self, game, st, f):
        return [("displace", f["unit"], h) for h in displace_hexes(st, f["unit"])]

    def act(self, game, st, f, a):
        u, hx = a[1], a[2]
        M.occupy(st, u, hx)
        M.log(st, f"{M.uname(u)} moves to {hx} to keep the stacking limit.",
              f"{M.uname(u)} pasa a {hx} para respetar el límite de apilamiento.", self.rule)
        game.flow.pop(game, st)
        if M.over_stacked(st, hx) and displace_hexes(st, u):
            game.flow.push(st, "displace", who=f["who"], unit=u)
        # 18.2: every move next to a skirmisher makes it withdraw at once, before the unit
        # moves again (only the last resort, any adjacent hex, can end next to an enemy)
        from . import movement as MV
        MV.screen(game, st, u, hx)

    def prompt(self, game, st, f):
        return text(f"{M.uname(f['unit'])} over-stacks its hex: move it to an adjacent hex.",
                    f"{M.uname(f['unit'])} sobreapila su hex: muévela a un hex adyacente.", self.rule)


def rusty_sword(game, st: dict, brigade: str) -> None:
    """Jackson's Rusty Sword (authored event): every unit of ``brigade`` on
    the map sheds one Morale Hit, even next to the enemy; then each of its
    units in the Available box may try to Rebuild as under Regroup."""
    for u in M.brigade_units(brigade):
        if u in st["pos"] and M.marker(st, u):
            recover(st, u, "defend")
    f = {"mode": "rusty", "brigade": brigade, "done": []}
    if actions(st, f):
        game.flow.push(st, "rally", who=M.CSA, brigade=brigade, mode="rusty", done=[])
