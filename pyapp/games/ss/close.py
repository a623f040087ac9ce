"""Stonewall's Sword: Close Combat (14.0-14.2) and the Advance after it (15.8).

A ``close`` frame (automatic) runs one Close Combat step:

- declare (14.1): the active player names every attacking unit and the hex
  it attacks, then closes the declaration; a declared unit must attack;
- each declared assault, in the attacker's order (14.2), completely:
  b. a defending cavalry unit may retreat one hex instead of firing;
  a. Defensive Fire by the target hex's units at full SP, then Support
  Defensive Fire by the other adjacent enemy units at half SP;
  c. the attackers still able (not retreated, not Broken, not made Disrupted
  by that fire: RULES_NOTES) attack; with several attacking hexes the
  attacker names the Assault hex, the others are Flanking hexes;
  d. the column from the Assault hex's SP, with the 14.2d shifts (the ratio
  counts every attacking SP);
  e. the d66 roll on the CRT; f. the Close Combat Cohesion Test, always
  (a "-" is Hard Fighting, 14.0);
- 15.8: a hex the Cohesion Test emptied may be entered by the units of the
  other side assigned to that fight, up to the stacking limit, with no
  Disengagement Fire.

Frame: ``who`` the attacker, ``mode`` "brigade" | "cavalry" | "event",
``brigade``, ``units`` (the units that may attack), ``ph``, ``decl``
[[unit, target, from hex, marker at declaration]], ``done`` (targets
resolved), ``cur`` the target now, ``ahex`` the Assault hex, ``lead``,
``defenders`` (the target's units when the attack went in), ``froms`` (the
hexes it went in from), ``yell``
(14.2d, Rebel Yell!).
"""

from __future__ import annotations

from fractions import Fraction

from ...core.errors import Illegal
from ...core.game import text
from . import board as B
from . import data as D
from . import model as M
from . import morale as MO
from . import tables as T
from .steps import SsStep


# ---------------------------------------------------------------- 14.1 eligibility

def eligible(st: dict, f: dict) -> list[str]:
    """14.1, 18.4: the units that may still be declared: infantry of a
    brigade under Attack (or the cavalry in its Artillery Step, 9.5), never
    artillery, never a unit in Skirmish Order, never twice."""
    taken = {d[0] for d in f["decl"]}
    out = []
    for u in f["units"]:
        if u not in st["pos"] or u in taken or u in st["so"]:
            continue
        if M.kind(u) == "art":
            continue                                            # 14.1: artillery never initiates
        out.append(u)
    return out


def targets(st: dict, uid: str) -> list[str]:
    """14.1, 3.2c: the adjacent hexes holding enemy units, not across a Pond."""
    hx = st["pos"][uid]
    side = M.side_of(uid)
    return sorted(h for h in B.neighbours(hx) if M.enemy_in(st, h, side) and B.crossable(hx, h))


# ---------------------------------------------------------------- 14.2c-d the column

def _sp(st: dict, units) -> Fraction:
    return sum((M.modified_sp(st, u) for u in units), Fraction(0))


def _smoothbore_sp(st: dict, units) -> Fraction:
    return _sp(st, [u for u in units if M.kind(u) == "inf" and D.UNITS[u]["weapon"] == "Sm"])


def column(st: dict, assault: list[str], flanking: list[str], target: str, lead: str,
           yell: bool = False) -> tuple[int | None, list[tuple[str, int]], Fraction, Fraction]:
    """14.2c-d: the CRT column (None: the Assault hex has no SP), the shifts,
    and the attacking (every hex) and defending SP totals."""
    a_sp = _sp(st, assault)
    all_sp = a_sp + _sp(st, flanking)
    defenders = M.units_at(st, target)
    d_sp = _sp(st, defenders)
    col = D.crt_column(a_sp)
    shifts: list[tuple[str, int]] = []
    r = T.ratio_shift(all_sp, d_sp)                             # 14.2d: one ratio line, every attacking SP
    if r:
        shifts.append(("ratio", r))
    if d_sp and _sp(st, [u for u in defenders if M.kind(u) == "art"]) * 2 >= d_sp:
        shifts.append(("defender_half_artillery", T.CLOSE_COMBAT_SHIFTS["defender_half_artillery"]))
    best = max((M.modified_cr(st, u) for u in assault), default=0)
    lcr = M.modified_cr(st, lead)
    if best > lcr:
        shifts.append(("attacker_better_cr", T.CLOSE_COMBAT_SHIFTS["attacker_better_cr"]))
    elif lcr > best:
        shifts.append(("defender_better_cr", T.CLOSE_COMBAT_SHIFTS["defender_better_cr"]))
    ahex = st["pos"][assault[0]] if assault else None
    if ahex and B.side_up(ahex, target) == target:
        feats = B.side_features(ahex, target)
        if "steep_slope" in feats:
            shifts.append(("defender_above_steep_slope", T.CLOSE_COMBAT_SHIFTS["defender_above_steep_slope"]))
        elif "slope" in feats:
            shifts.append(("defender_above_slope", T.CLOSE_COMBAT_SHIFTS["defender_above_slope"]))
    if a_sp and _smoothbore_sp(st, assault) * 2 >= a_sp:
        shifts.append(("attacker_half_smoothbore", T.CLOSE_COMBAT_SHIFTS["attacker_half_smoothbore"]))
    if d_sp and _smoothbore_sp(st, defenders) * 2 >= d_sp:
        shifts.append(("defender_half_smoothbore", T.CLOSE_COMBAT_SHIFTS["defender_half_smoothbore"]))
    if yell and any(M.kind(u) == "inf" and M.side_of(u) == M.CSA for u in assault):
        shifts.append(("rebel_yell", T.CLOSE_COMBAT_SHIFTS["rebel_yell"]))
    if col is None:
        return None, shifts, all_sp, d_sp
    return D.shift_column(col, sum(s for _n, s in shifts)), shifts, all_sp, d_sp


def odds(st: dict, f: dict, opts: list) -> list:
    """For the table, while assaults are declared (14.1): for each assault
    offered, as the declarations stand now with it added (14.2c: the units
    declared from its hex attack with it, those from other hexes flank), [unit,
    target, CRT column label, [[shift, columns]], [[lead unit, modified CR,
    severe, difficult, routine, hard fighting]]] in d66 rolls of 36 (14.2d-f).
    Defensive Fire comes first and may change them."""
    out = []
    for a in opts:
        if a[0] != "assault":
            continue
        u, target = a[1], a[2]
        frm = st["pos"][u]
        declared = [d for d in f["decl"] if d[1] == target and d[0] != u]
        assault = [d[0] for d in declared if d[2] == frm] + [u]
        flanking = [d[0] for d in declared if d[2] != frm]
        rows, label, shifts = [], None, []
        for lead in MO.lead_candidates(st, target):
            col, shifts, _a, _d = column(st, assault, flanking, target, lead, bool(f.get("yell")))
            if col is None:
                break
            label = T.CRT_COLUMNS[col][0]
            g = T.crt_odds(col, M.modified_cr(st, lead))
            rows.append([lead, M.modified_cr(st, lead), g["severe"], g["difficult"], g["routine"], g["none"]])
        out.append([u, target, label, [[n, k] for n, k in shifts], rows])
    return out


SHIFT_WORDS = {
    "ratio": ("odds", "proporción"),
    "defender_half_artillery": ("half the defence is artillery", "la mitad de la defensa es artillería"),
    "attacker_better_cr": ("better attacking CR", "mejor VC atacante"),
    "defender_better_cr": ("better Lead Unit CR", "mejor VC de la Unidad Principal"),
    "defender_above_slope": ("defender above a Slope", "defensor sobre una Ladera"),
    "defender_above_steep_slope": ("defender above a Steep Slope", "defensor sobre una Ladera Empinada"),
    "attacker_half_smoothbore": ("attacking smoothbores", "atacantes de ánima lisa"),
    "defender_half_smoothbore": ("defending smoothbores", "defensores de ánima lisa"),
    "rebel_yell": ("Rebel Yell!", "¡Grito Rebelde!"),
}


# ---------------------------------------------------------------- the step

def begin(game, st: dict, side: str, mode: str, units: list[str], brigade: str | None = None,
          yell: bool = False) -> bool:
    """14.1: open a Close Combat step for ``units`` if any may attack; True if it did."""
    f = {"units": list(units), "decl": []}
    if not any(targets(st, u) for u in eligible(st, f)):
        return False
    game.flow.push(st, "close", who=side, mode=mode, brigade=brigade, units=list(units), ph="declare", decl=[],
                   done=[], cur=None, ahex=None, lead=None, defenders=[], yell=int(yell))
    return True


def _pick(game, st, who: str, kind: str, opts: list, **extra) -> None:
    game.flow.push(st, "ccpick", who=who, kind=kind, opts=[list(o) for o in opts], **extra)


def _live(st: dict, f: dict, target: str) -> list[list]:
    """14.2a, c: the declared attackers of ``target`` still able to attack:
    on the hex they were declared from, not Broken, not made Disrupted since
    (RULES_NOTES)."""
    out = []
    for u, t, frm, mk in f["decl"]:
        if t != target or st["pos"].get(u) != frm:
            continue
        if M.marker(st, u) >= M.DISRUPTED > mk:
            continue
        out.append([u, t, frm, mk])
    return out


class Close(SsStep):
    rule = "14.0"
    auto = True

    def run(self, game, st, f):
        getattr(self, "_" + f["ph"])(game, st, f)

    def _goto(self, game, st, f, **change):
        data = {k: v for k, v in f.items() if k != "step"}
        data.update(change)
        return game.flow.goto(st, "close", **data)

    # -- 14.1 declaration
    def _declare(self, game, st, f):
        opts = [("assault", u, h) for u in eligible(st, f) for h in targets(st, u)]
        if not opts:
            self._end_declare(game, st, f)
            return
        f["wait"] = "declare"
        _pick(game, st, f["who"], "declare", opts + [("done",)])

    def _end_declare(self, game, st, f):
        if not f["decl"]:
            M.log(st, "No close combat is declared.", "No se declara ningún combate cuerpo a cuerpo.", "14.1")
            game.flow.pop(game, st)
            return
        self._goto(game, st, f, ph="next")

    # -- 14.2: the next assault, in the attacker's order
    def _next(self, game, st, f):
        left = sorted({d[1] for d in f["decl"]} - set(f["done"]))
        if not left:
            game.flow.pop(game, st)
            return
        if len(left) == 1:
            self._start(game, st, f, left[0])
            return
        f["wait"] = "next"
        _pick(game, st, f["who"], "next", [("resolve", h) for h in left])

    def _start(self, game, st, f, target):
        g = self._goto(game, st, f, ph="cavalry", cur=target, ahex=None, lead=None, defenders=[], froms=[])
        atk = sorted({d[2] for d in _live(st, g, target)})
        M.log(st, f"Close combat against {target} from {', '.join(atk)}.",
              f"Combate cuerpo a cuerpo contra {target} desde {', '.join(atk)}.", "14.2")

    def _skip(self, game, st, f, en, es, rule):
        M.log(st, en, es, rule)
        self._goto(game, st, f, ph="next", done=f["done"] + [f["cur"]], cur=None)

    # -- 18.4 Skirmish Order units never fight a close combat: they fall back
    def _skirmish(self, game, st, f):
        target = f["cur"]
        if not M.units_at(st, target):
            g = self._goto(game, st, f, ph="advance")           # 18.4: the attackers may advance (15.8)
            M.log(st, f"{target} is left empty before the assault.",
                  f"{target} queda vacío antes del asalto.", "18.4")
            return g
        self._goto(game, st, f, ph="cavalry")

    # -- 14.2b Cavalry Retreat (instead of Defensive Fire)
    def _cavalry(self, game, st, f):
        from . import movement as MV
        target = f["cur"]
        live = _live(st, f, target)
        if not M.enemy_in(st, target, f["who"]) or not live:
            self._skip(game, st, f, f"The assault on {target} does not go in.",
                       f"El asalto contra {target} no se produce.", "14.2c")
            return
        so = [u for u in M.units_at(st, target) if u in st["so"]]
        if so:                                                  # 18.4: they always withdraw before the assault
            g = self._goto(game, st, f, ph="skirmish", defenders=so)
            for u in so:
                M.log(st, f"{M.uname(u)}, in Skirmish Order, will not fight the assault and withdraws.",
                      f"{M.uname(u)}, en Orden de Escaramuza, no combate el asalto y se retira.", "18.4")
                MV.fall_back(game, st, u, live[0][2], rule="18.4")
            return
        froms = {d[2] for d in live}
        opts = []
        for u in M.units_at(st, target):
            if M.kind(u) != "cav":
                continue
            for nb in B.neighbours(target):
                if (M.may_enter(st, nb, M.side_of(u)) and B.may_step(target, nb, "cav") and M.fits(st, nb, u)
                        and all(B.distance(nb, h) > 1 for h in froms)):
                    opts.append(("cav_retreat", u, nb))
        g = self._goto(game, st, f, ph="dfire")
        if opts:
            g["wait"] = "cavalry"
            _pick(game, st, M.ENEMY[f["who"]], "cavalry", opts + [("stand",)])

    # -- 14.2a Defensive Fire, then Support Defensive Fire
    def _dfire(self, game, st, f):
        from . import fire as FI
        target = f["cur"]
        g = self._goto(game, st, f, ph="sfire")
        froms = sorted({d[2] for d in _live(st, g, target)})
        if not froms or not M.enemy_in(st, target, f["who"]):
            return
        frame = {"who": M.ENEMY[f["who"]], "mode": "defensive", "hex": target, "at": froms, "fired": [],
                 "pending": None}
        if FI.any_fire(st, frame):
            M.log(st, f"Defensive Fire from {target}.", f"Disparo Defensivo desde {target}.", "14.2a")
            game.flow.push(st, "fire", **frame)

    def _sfire(self, game, st, f):
        from . import fire as FI
        target = f["cur"]
        g = self._goto(game, st, f, ph="hexes")
        froms = sorted({d[2] for d in _live(st, g, target)})
        if not froms or not M.enemy_in(st, target, f["who"]):
            return
        others = sorted({d[1] for d in f["decl"]} - {target})   # targets of other assaults do not support
        frame = {"who": M.ENEMY[f["who"]], "mode": "support", "hex": target, "at": froms, "skip": others,
                 "fired": [], "pending": None}
        if FI.any_fire(st, frame):
            M.log(st, "Support Defensive Fire at half SP.", "Disparo Defensivo de Apoyo a mitad de PF.", "14.2a")
            game.flow.push(st, "fire", **frame)

    # -- 14.2c the Assault hex
    def _hexes(self, game, st, f):
        target = f["cur"]
        live = _live(st, f, target)
        if not live or not M.enemy_in(st, target, f["who"]):
            self._skip(game, st, f, f"No attacker is left to assault {target}, or {target} is empty.",
                       f"No queda atacante para asaltar {target}, o {target} está vacío.", "14.2c")
            return
        froms = sorted({d[2] for d in live})
        g = self._goto(game, st, f, ph="lead")
        if len(froms) == 1:
            g["ahex"] = froms[0]
            return
        g["wait"] = "ahex"
        _pick(game, st, f["who"], "ahex", [("assault_hex", h) for h in froms])

    # -- 12.2 the Lead Unit
    def _lead(self, game, st, f):
        cands = MO.lead_candidates(st, f["cur"])
        g = self._goto(game, st, f, ph="roll")
        if len(cands) == 1:
            g["lead"] = cands[0]
            return
        g["wait"] = "lead"
        game.flow.push(st, "lead", who=M.side_of(cands[0]), cands=cands, target=f["cur"])

    # -- 14.2d-f the roll and the Cohesion Test
    def _roll(self, game, st, f):
        target, side = f["cur"], f["who"]
        live = _live(st, f, target)
        assault = [d[0] for d in live if d[2] == f["ahex"]]
        flanking = [d[0] for d in live if d[2] != f["ahex"]]
        lead = f["lead"]
        col, shifts, a_sp, d_sp = column(st, assault, flanking, target, lead, bool(f["yell"]))
        g = self._goto(game, st, f, ph="advance", defenders=M.units_at(st, target),
                       froms=sorted({d[2] for d in live}))      # 15.8: the hexes the attack went in from
        names = ", ".join(M.uname(u) for u in assault)
        if col is None:
            M.log(st, f"{names} cannot attack {target}: no SP.", f"{names} no puede atacar {target}: sin PF.", "4.8")
            g["ph"] = "next"
            g["done"] = g["done"] + [target]
            return
        coloured, white = M.roll(st, side), M.roll(st, side)
        d66 = 10 * coloured + white
        cr = M.modified_cr(st, lead)
        grade = D.crt_grade(col, d66, cr) or "hard_fighting"     # 14.0: "-" is Hard Fighting
        label = T.CRT_COLUMNS[col][0]
        sh_en = "; ".join(f"{SHIFT_WORDS[n][0]} {s:+d}" for n, s in shifts)
        sh_es = "; ".join(f"{SHIFT_WORDS[n][1]} {s:+d}" for n, s in shifts)
        gn = {"routine": ("Routine", "Rutinario"), "difficult": ("Difficult", "Difícil"),
              "severe": ("Severe", "Severo"), "hard_fighting": ("Hard Fighting", "Lucha Reñida")}[grade]
        M.log(st, f"{names} assault {target} from {f['ahex']} on column {label}" + (f" ({sh_en})" if shifts else "")
              + f": roll {d66}, Lead Unit {M.uname(lead)} CR {cr}: {gn[0]}.",
              f"{names} asaltan {target} desde {f['ahex']} en la columna {label}" + (f" ({sh_es})" if shifts else "")
              + f": tirada {d66}, Unidad Principal {M.uname(lead)} VC {cr}: {gn[1]}.", "14.2")
        MO.begin_test(game, st, "close_combat", grade, target, lead, attackers=assault,
                      assault_sp=[_sp(st, assault).numerator, _sp(st, assault).denominator],
                      defend_sp=[d_sp.numerator, d_sp.denominator], firer=side,
                      cause=sorted({d[2] for d in live}))

    # -- 15.8 Advance after Close Combat
    def _advance(self, game, st, f):
        opts = advances(st, f)
        if not opts:
            self._goto(game, st, f, ph="next", done=f["done"] + [f["cur"]], cur=None)
            return
        f["wait"] = "advance"
        who = M.side_of(opts[0][1])
        _pick(game, st, who, "advance", opts + [("done",)])

    # -- decisions coming back
    def resume(self, game, st, f, result):
        wait = f.pop("wait", None)
        if wait is None or result is None:
            return
        a = tuple(result)
        if wait == "declare":
            if a[0] == "done":
                self._end_declare(game, st, f)
                return
            u, h = a[1], a[2]
            f["decl"].append([u, h, st["pos"][u], M.marker(st, u)])
            M.log(st, f"{M.uname(u)} will assault {h}.", f"{M.uname(u)} asaltará {h}.", "14.1")
        elif wait == "next":
            self._start(game, st, f, a[1])
        elif wait == "cavalry" and a[0] == "cav_retreat":
            u, nb = a[1], a[2]
            M.occupy(st, u, nb)                                   # 14.2b: no Disengagement Fire
            from . import movement as MV
            MV.screen(game, st, u, nb)                            # 18.2: a retreat moves the screen too
            M.log(st, f"{M.uname(u)} falls back to {nb} instead of firing.",
                  f"{M.uname(u)} se retira a {nb} en lugar de disparar.", "14.2b")
            if not M.units_at(st, f["cur"]):
                f["ph"] = "advance"                                # 14.2b: the attackers may advance (15.8)
                f["defenders"] = [u]
        elif wait == "ahex":
            f["ahex"] = a[1]
            M.log(st, f"{a[1]} is the Assault hex.", f"{a[1]} es el Hex de Asalto.", "14.2c")
        elif wait == "lead":
            f["lead"] = result
        elif wait == "advance":
            if a[0] == "done":
                f["ph"] = "next"
                f["done"] = f["done"] + [f["cur"]]
                f["cur"] = None
                return
            u, h = a[1], a[2]
            M.occupy(st, u, h)                                     # 15.8: no Disengagement Fire
            f.setdefault("advanced", []).append(u)
            M.log(st, f"{M.uname(u)} advances into {h}.", f"{M.uname(u)} avanza a {h}.", "15.8")
            from . import movement as MV
            MV.screen(game, st, u, h)                              # 18.2, 18.4: the screen withdraws

    def prompt(self, game, st, f):
        return text("", "", self.rule)


def advances(st: dict, f: dict) -> list[tuple]:
    """15.8: once every unit of one side has left a hex of this fight after
    its Close Combat Cohesion Test (or the cavalry fell back, 14.2b), the
    other side's units of the fight that are still there may move in, up
    to the stacking limit; each unit once."""
    target = f["cur"]
    moved = set(f.get("advanced", []))
    out = []
    if f["defenders"] and not M.units_at(st, target):
        for u, t, frm, _mk in f["decl"]:
            if t == target and st["pos"].get(u) == frm and u not in moved and M.fits(st, target, u) \
                    and B.may_step(frm, target, M.kind(u)):
                out.append(("advance", u, target))
    for frm in f.get("froms", []):                      # emptied by the Close Combat Cohesion Test only
        if M.units_at(st, frm):
            continue
        for u in f["defenders"]:
            if st["pos"].get(u) == target and u not in moved and M.fits(st, frm, u) \
                    and B.may_step(target, frm, M.kind(u)):
                out.append(("advance", u, frm))
    return out


class Pick(SsStep):
    """A decision of the Close Combat step: declare an assault (14.1), pick
    the next assault (14.2), the cavalry's retreat (14.2b), the Assault hex
    (14.2c), an advance (15.8)."""
    RULES = {"declare": "14.1", "next": "14.2", "cavalry": "14.2b", "ahex": "14.2c", "advance": "15.8"}

    rule = "14.1"

    def refuse(self, game, st, f, a):
        """Why ``a`` is refused, under the section of this decision (14.1 ... 15.8)."""
        e = super().refuse(game, st, f, a)
        return Illegal(e.reason, rule=self.RULES[f["kind"]], es=e.es)

    def legal(self, game, st, f):
        return [tuple(o) for o in f["opts"]]

    def act(self, game, st, f, a):
        game.flow.pop(game, st, list(a))

    def prompt(self, game, st, f):
        k = f["kind"]
        words = {
            "declare": ("Close Combat: declare every assault (a unit and the adjacent enemy hex it attacks), then "
                        "end the declaration.", "Combate Cuerpo a Cuerpo: declara todos los asaltos (una unidad y "
                        "el hex enemigo adyacente que ataca), luego termina la declaración."),
            "next": ("Choose the next assault to resolve.", "Elige el siguiente asalto a resolver."),
            "cavalry": ("Your cavalry is assaulted: fall back one hex, or stand and fire.",
                        "Tu caballería es asaltada: retírate un hex, o mantente y dispara."),
            "ahex": ("Choose the Assault hex; the others are Flanking hexes.",
                     "Elige el Hex de Asalto; los demás son Hexágonos de Flanqueo."),
            "advance": ("Advance after Close Combat: move units into the emptied hex, or stop.",
                        "Avance tras el Combate Cuerpo a Cuerpo: mueve unidades al hex vacío, o termina."),
        }[k]
        return text(words[0], words[1], self.RULES[k])
