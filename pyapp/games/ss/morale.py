"""Stonewall's Sword: morale (15.0-15.9): Depletion, Morale Hits, the Break
Test, the Broken Track and the Cohesion Test that drives them.

The plain effects (``deplete``, ``morale_hits``, ``break_test``) roll their
dice at once and need no decision. A Cohesion Test (``Cohesion``, an
automatic step) applies its results in the rulebook's order and stops for a
decision where the rules give one: the second unit of D2 or the attacker of
AD/AMH/AR among equals (the owner's choice), the Panic unit (the firer's or
attacker's choice), a retreat (the owner's, ``retreat``).
"""

from __future__ import annotations

from ...core.game import text
from . import data as D
from . import model as M
from . import tables as T
from .steps import SsStep


# ---------------------------------------------------------------- plain effects

def gone(st: dict, uid: str) -> bool:
    """No longer on the map (broken, eliminated, off the map)."""
    return uid not in st["pos"]


def deplete(game, st: dict, uid: str, rule: str) -> None:
    """15.1a "D": Fresh flips to Depleted; a Depleted unit takes a Break Test."""
    if gone(st, uid):
        return
    if M.is_depleted(st, uid):
        M.log(st, f"{M.uname(uid)} is already Depleted: Break Test.",
              f"{M.uname(uid)} ya está Desgastada: Test de Desorganización.", "15.7")
        break_test(game, st, uid)
        return
    st["dep"].append(uid)
    sp, cr = D.face(uid, True)
    M.log(st, f"{M.uname(uid)} flips to its Depleted side ({sp}-{cr}).",
          f"{M.uname(uid)} se gira a su cara Desgastada ({sp}-{cr}).", rule)


def morale_hits(game, st: dict, uid: str, n: int, rule: str = "15.6") -> None:
    """15.6: ``n`` Morale Hits. None -> Shaken -> Disrupted; every hit beyond
    Disrupted is a Break Test, taken at once and one at a time."""
    if gone(st, uid) or n <= 0:
        return
    before = M.marker(st, uid)
    total = before + n
    after = min(total, M.DISRUPTED)
    if after != before:
        st["mh"][uid] = after
        word = ("Shaken", "Conmocionada") if after == M.SHAKEN else ("Disrupted", "En Desorden")
        M.log(st, f"{M.uname(uid)} is {word[0]}.", f"{M.uname(uid)} queda {word[1]}.", rule)
    for _ in range(total - after):
        if gone(st, uid):
            break
        M.log(st, f"{M.uname(uid)} is already Disrupted: Break Test.",
              f"{M.uname(uid)} ya está En Desorden: Test de Desorganización.", "15.7")
        break_test(game, st, uid)


def break_test(game, st: dict, uid: str) -> str:
    """15.7: 1d6 against the modified CR. At most the CR: one marker step
    (none -> Shaken -> Disrupted; a Disrupted unit is unchanged). Above it by
    1, 2, 3+: Broken box 1, 2, 3 (artillery is eliminated)."""
    side = M.side_of(uid)
    cr = M.modified_cr(st, uid)
    r = M.roll(st, side)
    out = T.break_test(r, cr, artillery=M.kind(uid) == "art")
    if out == "mh":
        m = M.marker(st, uid)
        if m < M.DISRUPTED:
            st["mh"][uid] = m + 1
        word = ("Shaken", "Conmocionada") if m + 1 == M.SHAKEN else ("Disrupted", "En Desorden")
        M.log(st, f"Break Test {r} against CR {cr}: {M.uname(uid)} holds" + (f", {word[0]}." if m < 2 else "."),
              f"Test de Desorganización {r} contra VC {cr}: {M.uname(uid)} aguanta"
              + (f", {word[1]}." if m < 2 else "."), "15.7")
    elif out == "eliminated":
        M.log(st, f"Break Test {r} against CR {cr}: the battery {M.uname(uid)} is eliminated.",
              f"Test de Desorganización {r} contra VC {cr}: la batería {M.uname(uid)} queda eliminada.", "15.7")
        eliminate(st, uid)
    else:
        box = out.split("_")[1]
        M.log(st, f"Break Test {r} against CR {cr}: {M.uname(uid)} goes to Broken box {box}.",
              f"Test de Desorganización {r} contra VC {cr}: {M.uname(uid)} va a la casilla de Desorganizadas {box}.",
              "15.7")
        to_broken(st, uid, box)
    return out


def to_broken(st: dict, uid: str, box: str) -> None:
    """15.9a: off the map to a Broken box, Depleted side up, no markers
    (artillery is eliminated instead, 15.9)."""
    if M.kind(uid) == "art":
        eliminate(st, uid)
        return
    st["pos"].pop(uid, None)
    st["mh"].pop(uid, None)
    if uid in st["so"]:
        st["so"].remove(uid)                       # 15.9a: every marker comes off
    if uid not in st["dep"]:
        st["dep"].append(uid)
    st["broken"][uid] = box
    if uid not in st["ever_broken"]:
        st["ever_broken"].append(uid)              # 16.2 Rebuild Option


def eliminate(st: dict, uid: str) -> None:
    """15.7, 15.9: a battery is eliminated for good (it scores for the enemy, 19.1-19.2)."""
    st["pos"].pop(uid, None)
    st["mh"].pop(uid, None)
    if uid not in st["elim"]:
        st["elim"].append(uid)


def advance_track(st: dict) -> None:
    """15.9b, 17.4: every unit on the Broken Track moves one box toward
    Available: box 1 first, then 2, then 3."""
    moved = []
    for src, dst in (("1", "available"), ("2", "1"), ("3", "2")):
        for u in sorted(u for u, b in st["broken"].items() if b == src and u not in moved):
            st["broken"][u] = dst
            moved.append(u)
    if moved:
        M.log(st, f"Broken Track: {len(moved)} unit(s) move one box toward Available.",
              f"Contador de Desorganizadas: {len(moved)} unidad(es) bajan una casilla hacia Disponibles.", "17.4")


# ---------------------------------------------------------------- the Cohesion Test

def lead_candidates(st: dict, hx: str) -> list[str]:
    """12.2: the Lead Unit is the unit with the highest printed SP (the owner
    breaks ties): the tied units."""
    us = M.units_at(st, hx)
    if not us:
        return []
    top = max(M.printed_sp(st, u) for u in us)
    return [u for u in us if M.printed_sp(st, u) == top]


def _next_largest(st: dict, hx: str, lead: str) -> list[str]:
    """15.1a D2: the unit with the next-highest printed SP after the Lead Unit (ties: owner's choice)."""
    us = [u for u in M.units_at(st, hx) if u != lead]
    if not us:
        return []
    top = max(M.printed_sp(st, u) for u in us)
    return [u for u in us if M.printed_sp(st, u) == top]


def _attackers_first(st: dict, attackers: list[str]) -> list[str]:
    """15.2a AD/AMH/AR: the attacker (Assault hex) with the highest printed SP; ties, the owner's choice."""
    live = [u for u in attackers if u in st["pos"]]
    if not live:
        return []
    top = max(M.printed_sp(st, u) for u in live)
    return [u for u in live if M.printed_sp(st, u) == top]


def panic_candidates(st: dict, hx: str, lead: str, side: str) -> list[str]:
    """15.1b (P): an enemy unit of the tested side other than the Lead Unit,
    in the target hex or next to it, with modified CR 3 or less."""
    from . import board as B
    out = []
    for u, h in st["pos"].items():
        if u == lead or M.side_of(u) != side:
            continue
        if (h == hx or B.distance(h, hx) == 1) and M.modified_cr(st, u) <= 3:
            out.append(u)
    return sorted(out)


# The Cohesion Test codes in words (15.1-15.2), for the log: the rulebook prints the codes
# alike in both languages; the words say what each does.
CODE_WORDS = {
    "D": ("Depleted", "Agotada"), "D2": ("two Depleted", "dos Agotadas"), "Dall": ("all Depleted", "todas Agotadas"),
    "AD": ("an attacker Depleted", "un atacante Agotado"), "BD*": ("both Depleted", "ambos Agotados"),
    "MH": ("a Morale Hit", "un Impacto de Moral"), "2MH": ("two Morale Hits", "dos Impactos de Moral"),
    "BT": ("a Break Test", "un Test de Ruptura"), "P": ("Panic", "Pánico"),
    "AMH": ("a Morale Hit on an attacker", "un Impacto de Moral a un atacante"),
    "R1": ("retreat 1", "retirada 1"), "R2": ("retreat 2", "retirada 2"), "R3": ("retreat 3", "retirada 3"),
    "AR1": ("an attacker retreats 1", "un atacante se retira 1"),
    "AR2": ("an attacker retreats 2", "un atacante se retira 2"),
}


def code_words(codes, lang: str) -> str:
    """Cohesion Test codes as the log gives them: "MH R1 (a Morale Hit, retreat 1)"; "-": none."""
    if not codes:
        return "-"
    k = 1 if lang == "es" else 0
    said = ", ".join(CODE_WORDS[c][k] for c in codes if c in CODE_WORDS)
    return " ".join(codes) + (f" ({said})" if said else "")


def begin_test(game, st: dict, kind: str, grade: str, hx: str, lead: str, *, attackers=(),
               assault_sp=0, defend_sp=0, firer: str | None = None, cause: list[str] | None = None,
               only_lead: bool = False, by_artillery: bool = False) -> None:
    """15.0: roll the coloured (Depletion) and white (Rout) dice for a Cohesion
    Test of ``grade`` on the Lead Unit ``lead`` in ``hx`` and push its
    resolution. ``kind`` "fire" or "close_combat"; in close combat
    ``attackers`` are the Assault hex's units and ``assault_sp``/``defend_sp``
    the modified SP totals of 15.2a BD's exception (as [numerator, denominator]);
    ``cause`` the hexes of the units that fired or attacked (15.4);
    ``only_lead``: Disengagement Fire, where the other units of the hex
    suffer only Panic (13.7)."""
    side = M.side_of(lead)
    coloured = M.roll(st, side)
    white = M.roll(st, side)
    dep, rout = T.cohesion(kind, grade, coloured, white)
    names = {"routine": ("Routine", "Rutinario"), "difficult": ("Difficult", "Difícil"),
             "severe": ("Severe", "Severo"), "hard_fighting": ("Hard Fighting", "Lucha Reñida")}[grade]
    rule = "15.1" if kind == "fire" else "15.2"
    M.log(st, f"{names[0]} Cohesion Test for {M.uname(lead)}: coloured {coloured} -> {code_words(dep, 'en')}, "
              f"white {white} -> {code_words(rout, 'en')}.",
          f"Test de Cohesión {names[1]} de {M.uname(lead)}: dado de color {coloured} -> {code_words(dep, 'es')}, "
          f"blanco {white} -> {code_words(rout, 'es')}.", rule)
    game.flow.push(st, "cohesion", who=side, kind=kind, hex=hx, lead=lead, dep=list(dep), rout=list(rout),
                   attackers=list(attackers), a_sp=list(assault_sp) if isinstance(assault_sp, (list, tuple))
                   else [int(assault_sp), 1], d_sp=list(defend_sp) if isinstance(defend_sp, (list, tuple))
                   else [int(defend_sp), 1], firer=firer or M.ENEMY[side], todo=None, retreat=0,
                   firer_hexes=list(cause) if cause else None, only_lead=int(only_lead),
                   by_art=int(by_artillery))


def _queue(f: dict, st: dict) -> list[list]:
    """The Cohesion Test's results as a queue of [code, arg] in order:
    Depletion completely first, then Rout (15.1, 15.2)."""
    q: list[list] = []
    for code in f["dep"]:
        if code == "BD*":
            a = f["a_sp"][0] * f["d_sp"][1]
            d = f["d_sp"][0] * f["a_sp"][1]
            if a >= 3 * d and d > 0 or d == 0:            # 15.2a: the Assault hex at least 3:1 -> D only
                q.append(["D", None])
            elif d >= 3 * a:                               # the defender at least 3:1 -> AD only
                q.append(["AD", None])
            else:
                q += [["D", None], ["AD", None]]
        else:
            q.append([code, None])
    rout = list(f["rout"])
    mh = 2 if "2MH" in rout else 1 if "MH" in rout else 0
    if mh:
        q.append(["MH", mh])
    if "BT" in rout:
        q.append(["BT", None])
    for code in rout:
        if code.startswith("R"):
            q.append(["R", int(code[1:])])
    for code in rout:
        if code == "AMH":
            q.append(["AMH", None])
        elif code.startswith("AR"):
            q.append(["AR", int(code[2:])])
    if "P" in rout:
        q.append(["P", None])
    return q


class Cohesion(SsStep):
    """15.1, 15.2: a Cohesion Test's results, applied in order. Frame: the
    test's ``kind``, target ``hex``, ``lead`` unit, ``dep``/``rout`` codes,
    the ``attackers`` (close combat), ``firer`` (the side that fired or
    attacked), and ``todo``, the queue still to apply."""
    rule = "15.0"
    auto = True

    def run(self, game, st, f):
        if f["todo"] is None:
            data = {k: v for k, v in f.items() if k != "step"}
            data["todo"] = _queue(f, st)
            game.flow.goto(st, "cohesion", **data)
            return
        if not f["todo"]:
            game.flow.pop(game, st)
            return
        code, arg = f["todo"][0]
        data = {k: v for k, v in f.items() if k != "step"}
        data["todo"] = f["todo"][1:]
        if code not in ("D", "D2", "Dall", "AD") and "panic" not in f and "P" in f["rout"]:
            # 15.1b, 15.2 example: the Panic unit is chosen among the units as they
            # stand once Depletion is done, before the Rout moves them
            data["panic"] = panic_candidates(st, f["hex"], f["lead"], M.side_of(f["lead"]))
        game.flow.goto(st, "cohesion", **data)
        g = game.flow.top(st)
        self.apply(game, st, g, code, arg)

    def apply(self, game, st, f, code, arg):
        lead, hx = f["lead"], f["hex"]
        side = M.side_of(lead)
        rule = "15.1" if f["kind"] == "fire" else "15.2"
        if code == "D":
            deplete(game, st, lead, rule)
        elif code == "D2":
            deplete(game, st, lead, rule)
            if not f.get("only_lead"):                  # 13.7: the mover alone
                self._choose(game, st, f, side, _next_largest(st, hx, lead), "D", rule)
        elif code == "Dall":
            for u in ([lead] if f.get("only_lead") else M.units_at(st, hx)):
                deplete(game, st, u, rule)
        elif code == "AD":
            self._choose(game, st, f, M.ENEMY[side], _attackers_first(st, f["attackers"]), "D", rule)
        elif code == "MH":
            f["mh"] = arg
            morale_hits(game, st, lead, arg, rule)
        elif code == "BT":
            if not gone(st, lead):
                break_test(game, st, lead)
        elif code == "R":
            movers = [lead] if f["kind"] == "fire" else M.units_at(st, hx)   # 15.2b: every defender retreats
            for u in movers:
                if not gone(st, u):
                    retreat(game, st, u, arg, f)
        elif code == "AMH":
            self._choose(game, st, f, M.ENEMY[side], _attackers_first(st, f["attackers"]), "MH", rule)
        elif code == "AR":
            self._choose(game, st, f, M.ENEMY[side], _attackers_first(st, f["attackers"]), f"R{arg}", rule)
        elif code == "P":
            cands = [u for u in f.get("panic", []) if not gone(st, u)]
            if cands:                                   # 15.1b: the firer or attacker chooses
                self._choose(game, st, f, f["firer"], cands, "P", rule)
            else:
                M.log(st, "Panic: no unit qualifies.", "Pánico: ninguna unidad es elegible.", rule)
        else:                                           # pragma: no cover
            raise AssertionError(code)

    def _choose(self, game, st, f, who, cands, effect, rule):
        if not cands:
            return
        if len(cands) == 1:
            self.effect(game, st, f, cands[0], effect)
            return
        game.flow.push(st, "choose", who=who, cands=cands, effect=effect, rule=rule)

    def resume(self, game, st, f, result):
        if result is not None:
            u, effect = result
            self.effect(game, st, f, u, effect)

    def effect(self, game, st, f, u, effect):
        rule = "15.1" if f["kind"] == "fire" else "15.2"
        if effect == "D":
            deplete(game, st, u, rule)
        elif effect == "MH":
            morale_hits(game, st, u, 1, rule)
        elif effect.startswith("R"):
            retreat(game, st, u, int(effect[1:]), f)
        elif effect == "P":
            # 15.1b: the Panic unit suffers the same Rout result, and only that;
            # a unit that already retreated with the defenders does not again (15.2 example)
            M.log(st, f"Panic: {M.uname(u)}.", f"Pánico: {M.uname(u)}.", rule)
            rout = f["rout"]
            n = 2 if "2MH" in rout else 1 if "MH" in rout else 0
            if n:
                morale_hits(game, st, u, n, rule)
            if "BT" in rout and not gone(st, u):
                break_test(game, st, u)
            retreated = f["kind"] == "close_combat" and u in f.get("retreated", [])
            for code in rout:
                if code.startswith("R") and not gone(st, u) and not retreated:
                    retreat(game, st, u, int(code[1:]), f)

    def prompt(self, game, st, f):
        return text("", "", self.rule)


class Choose(SsStep):
    """A choice inside a Cohesion Test: which unit among equals (15.1a D2,
    15.2a AD, 15.2b AMH/AR: the owner) or which unit panics (15.1b: the
    firer or attacker)."""
    rule = "15.0"

    def legal(self, game, st, f):
        return [("unit", u) for u in f["cands"]]

    def act(self, game, st, f, a):
        game.flow.pop(game, st, (a[1], f["effect"]))

    def prompt(self, game, st, f):
        e = f["effect"]
        if e == "P":
            return text("Panic: choose the enemy unit that suffers the same Rout result.",
                        "Pánico: elige la unidad enemiga que sufre el mismo resultado de Huida.", f["rule"])
        return text("Choose which of the equal units takes the result.",
                    "Elige cuál de las unidades iguales sufre el resultado.", f["rule"])


# ---------------------------------------------------------------- retreat (15.4)

def retreat(game, st: dict, uid: str, n: int, f: dict | None = None) -> None:
    """15.4: ``uid`` retreats ``n`` hexes (its owner moves it; ``retreat`` step).
    A unit already retreating (fired on as it goes, 13.7) adds ``n`` to the
    distance still to go (15.4)."""
    from . import retreat as RT
    going = next((g for g in st["flow"] if g["step"] == "retreat" and g["unit"] == uid), None)
    if going is not None:
        going["extra"] = going.get("extra", 0) + n
        M.log(st, f"{M.uname(uid)} must retreat {n} more hexes.", f"{M.uname(uid)} debe retirarse {n} hexes más.",
              "15.4")
        return
    if (f is not None and f.get("by_art") and M.kind(uid) == "art" and uid not in st["art_done"]
            and any(g["step"] == "artillery" for g in st["flow"])):
        # 9.4f: a battery not yet activated this Artillery Phase that retreats
        # from enemy artillery fire has had its activation
        st["art_done"].append(uid)
        M.log(st, f"{M.uname(uid)} retreats from artillery fire: that is its activation this phase.",
              f"{M.uname(uid)} se retira por el fuego de artillería: esa es su activación en esta fase.", "9.4f")
    if f is not None:
        f.setdefault("retreated", [])
        if uid not in f["retreated"]:
            f["retreated"].append(uid)
    RT.begin(game, st, uid, n, cause=f.get("firer_hexes") if f else None)
