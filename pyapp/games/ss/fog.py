"""Stonewall's Sword: the Fog of War chit (10.5b).

The player who did not draw it rolls on the Fog of War Table (authored,
tables.FOG_OF_WAR): an Uncontrolled Advance or Retreat of one unit of the
side it names, moved one hex by that side's opponent, or a Possible General
Casualty of that side, rolled by its owner on his General Casualty Table.
"""

from __future__ import annotations

from ...core.game import text
from . import board as B
from . import data as D
from . import model as M
from . import morale as MO
from .steps import SsStep


def fog_of_war(game, st: dict) -> None:
    from .sequence import drawer
    roller = M.ENEMY[drawer(st)]
    r = M.roll(st, roller)
    what, side = D.T.FOG_OF_WAR[r]
    names = {"uncontrolled_advance": ("Uncontrolled Advance", "Avance no Controlado"),
             "uncontrolled_retreat": ("Uncontrolled Retreat", "Retroceso no Controlado"),
             "general_casualty": ("Possible General Casualty", "Posible Baja de General")}[what]
    M.log(st, f"Fog of War roll {r}: {M.SIDE_EN[side]} {names[0]}.",
          f"Tirada de Niebla de Guerra {r}: {names[1]} ({M.SIDE_ES[side]}).", "10.5b")
    if what == "general_casualty":
        general_casualty(st, side)
        return
    moves = fog_moves(st, what, side)
    if not moves:
        M.log(st, "No unit can be moved: no effect.", "No puede moverse ninguna unidad: sin efecto.", "10.5b")
        return
    game.flow.push(st, "fog", who=M.ENEMY[side], what=what, side=side)


def _nearest(st: dict, hx: str, side: str) -> int | None:
    """The range from ``hx`` to the nearest unit of ``side``."""
    ds = [B.distance(hx, h) for u, h in st["pos"].items() if M.side_of(u) == side]
    return min(ds) if ds else None


def fog_moves(st: dict, what: str, side: str) -> list[tuple]:
    """10.5b: the moves the opponent of ``side`` may make.

    Advance: an infantry or cavalry unit of ``side`` not next to an enemy
    unit, one hex nearer the nearest enemy (one of the mover's own units).
    Retreat: any unit of ``side``, one hex farther from the nearest enemy,
    not ending next to one. Normal movement and stacking rules apply: a hex
    it may enter (9.4a, 13.3, 3.2c), no enemy in it, within the stacking limit.
    """
    mover = M.ENEMY[side]
    out = []
    for u in M.on_map(st, side):
        hx = st["pos"][u]
        if what == "uncontrolled_advance" and (M.kind(u) == "art" or M.enemy_adjacent(st, hx, side)):
            continue
        d0 = _nearest(st, hx, mover)
        if d0 is None:
            continue
        for nb in B.neighbours(hx):
            if not (M.may_enter(st, nb, side) and B.may_step(hx, nb, M.kind(u)) and M.fits(st, nb, u)):
                continue
            d = _nearest(st, nb, mover)
            if d is None:
                continue
            if what == "uncontrolled_advance" and d < d0 or what == "uncontrolled_retreat" and d > d0 and d > 1:
                out.append(("fog", u, nb))
    return out


class Fog(SsStep):
    """10.5b: move the enemy unit one hex (or leave it: the text says the
    player "may")."""
    rule = "10.5b"

    def legal(self, game, st, f):
        return fog_moves(st, f["what"], f["side"]) + [("pass",)]

    def act(self, game, st, f, a):
        game.flow.pop(game, st)
        if a[0] == "pass":
            return
        u, hx = a[1], a[2]
        game.flow.push(st, "fogmove", who=f["side"], unit=u, frm=st["pos"][u], to=hx)
        if f["what"] == "uncontrolled_retreat" and M.enemy_adjacent(st, st["pos"][u], f["side"]):
            from . import fire as FI
            FI.begin_disengage(game, st, u)             # 10.5b, 13.7: fired on as it leaves

    def prompt(self, game, st, f):
        verb = ("toward your units", "hacia tus unidades") if f["what"] == "uncontrolled_advance" else \
            ("away from your units", "alejándola de tus unidades")
        return text(f"Fog of War: move one enemy unit one hex {verb[0]}, or pass.",
                    f"Niebla de Guerra: mueve una unidad enemiga un hex {verb[1]}, o pasa.", self.rule)


def general_casualty(st: dict, side: str) -> None:
    """10.5b: the owner rolls on his General Casualty Table. A general whose
    chit is not in play: a close call. In play: his Casualty chit replaces
    the normal one (wherever it lies; in the cup, it is swapped when drawn);
    already a casualty: the normal chit comes back. Jackson's chit always
    counts as in play."""
    r = M.roll(st, side)
    g = D.T.GENERAL_CASUALTY[side][r]
    chit = f"cic-{side}" if g == "cic" else D.C.division_chit(g)
    key = M.general_key(chit)
    in_play = chit in M.commander_chits(st) or chit == "cic-csa"
    name = M.cname(chit)
    if not in_play:
        M.log(st, f"General Casualty roll {r}: {name}, not in play: a close call, no casualty.",
              f"Tirada de Baja de General {r}: {name}, no está en juego: ¡por poco! No hay baja.", "10.5b")
        return
    if key in st["casualty"]:
        st["casualty"].remove(key)
        M.log(st, f"General Casualty roll {r}: {name} returns to command; his normal chit is back.",
              f"Tirada de Baja de General {r}: {name} vuelve al mando; vuelve su ficha normal.", "10.5b")
    else:
        st["casualty"].append(key)
        twin = D.CHITS[chit]["twin"]
        M.log(st, f"General Casualty roll {r}: {name} is a casualty; {M.cname(twin)} takes over.",
              f"Tirada de Baja de General {r}: {name} es baja; le sustituye {M.cname(twin, 'es')}.", "10.5b")


class FogMove(SsStep):
    """10.5b: the Fog of War move itself, once any Disengagement Fire is
    over (a unit the fire broke or drove off does not move)."""
    rule = "10.5b"
    auto = True

    def run(self, game, st, f):
        game.flow.pop(game, st)
        u, old, hx = f["unit"], f["frm"], f["to"]
        if st["pos"].get(u) != old or not M.may_enter(st, hx, f["who"]) or not M.fits(st, hx, u):
            return
        M.occupy(st, u, hx)
        M.log(st, f"Fog of War: {M.uname(u)} moves from {old} to {hx}.",
              f"Niebla de Guerra: {M.uname(u)} pasa de {old} a {hx}.", self.rule)
        if B.terrain(old) in ("woods", "cornfield") or B.terrain(hx) in ("woods", "cornfield"):
            if M.marker(st, u) < M.DISRUPTED:          # 10.5b: a Morale Hit unless already Disrupted
                MO.morale_hits(game, st, u, 1, self.rule)
        if u in st["pos"]:
            from . import movement as MV
            MV.screen(game, st, u, st["pos"][u])        # 18.2: every move next to a skirmisher

    def prompt(self, game, st, f):
        return text("", "", self.rule)
