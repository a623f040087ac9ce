"""Stonewall's Sword: the sequence of play (7.0) as flow steps.

A Game Turn (``Turn``) runs its five phases in order:

1. Command Decision (8.0): each player secretly picks his main Event chit
   (``Main``, the Union first); the other six are turned over and two of
   them set aside unseen (8.2); the cup is filled (8.3).
2. Artillery (9.0): the players alternate Artillery Steps (``Artillery``,
   ``ArtyPick``) until a Union step and the Confederate step after it
   activate nothing (9.3).
3. Chit Draw (10.0): before every draw a Retained Chit step (10.1,
   ``steps.Retained``), then a draw from the cup (10.3) and the chit's
   resolution (``EventDrawn``, ``CicDrawn``, ``Division``).
4. Brigade Activation (11.0-16.0): ``activation``, one brigade at a time.
5. End Turn (17.0): ``endturn``.

Every random draw from the cup uses the cup's stream (``M.CUP``) of
``pyapp.core.dice``, so between two devices the trust protocol's fair dice
decide it (docs/TRUST.md T2); the dice of the rules use ``M.roll``.
"""

from __future__ import annotations

from ...core import dice
from ...core.game import text
from . import data as D
from . import model as M
from . import secrets as SE
from .steps import SsStep


# ---------------------------------------------------------------- 7.0 the Game Turn

PHASES = ("command", "artillery", "chits", "end")


class Turn(SsStep):
    """7.0: one Game Turn, its phases in order; ``ph`` is the next one."""
    rule = "7.0"
    auto = True

    def who(self, game, st, f):
        return M.USA

    def run(self, game, st, f):
        ph = f["ph"]
        if ph >= len(PHASES):                       # 17.6: the next turn (or the end, endturn.py)
            if st["res"]:
                game.flow.clear(st)
                return
            game.flow.goto(st, "turn", ph=0)
            return
        game.flow.goto(st, "turn", ph=ph + 1)
        name = PHASES[ph]
        if name == "command":
            begin_command_decision(game, st)
        elif name == "artillery":
            M.log(st, f"Turn {st['turn']}: Artillery Phase.", f"Turno {st['turn']}: Fase de Artillería.", "9.0")
            game.flow.push(st, "artillery", who=M.USA, usa_idle=0)
        elif name == "chits":
            M.log(st, f"Turn {st['turn']}: Chit Draw Phase.", f"Turno {st['turn']}: Fase de Robo de Fichas.", "10.0")
            game.flow.push(st, "chits", stage="3a")
        else:
            from . import endturn as E
            E.begin(game, st)

    def prompt(self, game, st, f):
        return text("", "", self.rule)


# ---------------------------------------------------------------- 8.0 Command Decision

def begin_command_decision(game, st: dict) -> None:
    """8.0: the main chits (the Union first), then the cup is filled."""
    M.log(st, f"Turn {st['turn']} ({D.turn_label(st['turn'])}): Command Decision Phase.",
          f"Turno {st['turn']} ({D.turn_label(st['turn'])}): Fase de Decisión de Mando.", "8.0")
    game.flow.push(st, "fill")
    game.flow.push(st, "main", who=M.CSA)
    game.flow.push(st, "main", who=M.USA)


def event_pool(st: dict, side: str) -> list[str]:
    """8.1: the handles of the side's seven Event chits (17.6: all come back
    every turn, re-dealt among the handles: secrets.py)."""
    return M.ev_handles(side)


class Main(SsStep):
    """8.1: choose, in secret, the Event chit sure to go in the cup. The
    choice names a handle; its chit is the owner's secret, and the cup's
    stir (8.3) hides which handle holds it."""
    rule = "8.1"

    def legal(self, game, st, f):
        return [("main", e) for e in event_pool(st, f["who"])]

    def act(self, game, st, f, a):
        side = f["who"]
        st["main"][side] = a[1]
        M.log(st, f"The {M.SIDE_EN[side]} player chooses his main chit.",
              f"El jugador de {M.SIDE_ES[side]} elige su ficha principal.", self.rule)
        chit = M.chit_of(st, a[1])
        if chit is not None:                            # only on the owner's device
            M.log(st, f"Your main chit: {M.cname(chit)}.", f"Tu ficha principal: {M.cname(chit, 'es')}.",
                  self.rule, to=side)
        game.flow.pop(game, st)

    def prompt(self, game, st, f):
        return text("Command Decision: choose your main Event chit, sure to go in the cup.",
                    "Decisión de Mando: elige tu ficha de Evento principal, que irá seguro al recipiente.",
                    self.rule)


class Fill(SsStep):
    """8.2-8.3: two of each side's other six chits set aside at random,
    unseen; the rest, the main chits, the Division and CiC chits in play and
    the two Generic chits go in the cup (4.6)."""
    rule = "8.3"
    auto = True

    def who(self, game, st, f):
        return M.USA

    def run(self, game, st, f):
        fill_cup(st)
        game.flow.pop(game, st)

    def prompt(self, game, st, f):
        return text("", "", self.rule)


# The main chit once the cup is filled (8.3): in the cup, under a handle nobody can name
MAIN_IN_CUP = "cup"


def fill_cup(st: dict) -> None:
    cup: list[str] = []
    for side in M.ROLES:
        main = st["main"][side]
        rest = sorted(e for e in event_pool(st, side) if e != main)
        out = []
        for _ in range(D.C.EXCLUDED_CHITS):                  # 8.2: the opponent picks two at random
            out.append(rest.pop(dice.randbelow(st, len(rest), M.CUP)))
        # 8.2-8.3: "sin que nadie las vea": every handle is dealt anew, so that
        # no handle the owner saw in his hand tells him which two are out. Which
        # handles now hold the two set aside is drawn again (public); which chit
        # is under which handle comes from the owner's salt (secrets.regroup).
        handles = sorted([main] + rest + out)
        aside = []
        for _ in range(len(out)):
            aside.append(handles.pop(dice.randbelow(st, len(handles), M.CUP)))
        SE.regroup(st, side, [(handles, [main] + rest), (aside, out)])
        st["excluded"][side] = sorted(aside)
        st["main"][side] = MAIN_IN_CUP if main is not None else None
        cup += handles                                       # 8.3: the main chit is one of five
    cup += M.commander_chits(st)
    cup += D.generic_chits()
    st["cup"] = sorted(cup)
    st["discard"] = []
    M.log(st, f"The cup holds {len(cup)} chits.", f"El recipiente contiene {len(cup)} fichas.", "8.3")
    if M.jackson_in_play(st):
        M.release(st, "jackson")                            # 22.2 rule 2: Jackson's chit enters play


# ---------------------------------------------------------------- 9.0 Artillery

def arty_units(st: dict, side: str) -> list[str]:
    """9.1, 9.5: the side's batteries (and the Union cavalry) on the map not
    yet activated this phase."""
    return [u for u in M.on_map(st, side) if M.kind(u) in ("art", "cav") and u not in st["art_done"]]


def arty_hexes(st: dict, side: str) -> list[str]:
    return sorted({st["pos"][u] for u in arty_units(st, side)})


class Artillery(SsStep):
    """9.1-9.3: Union and Confederate Artillery Steps alternate; the phase
    ends when a Union step activates nothing and the Confederate step after
    it activates nothing. ``usa_idle``: the last Union step did nothing."""
    rule = "9.3"
    auto = True

    def run(self, game, st, f):
        side = f["who"]
        if not arty_hexes(st, side) or side in f.get("out", ()):
            self.resume(game, st, f, None)            # 9.3: no eligible hex, or it passed for the phase
            return
        game.flow.push(st, "arty_pick", who=side)

    def resume(self, game, st, f, result):
        side = f["who"]
        idle = result is None or result == "out"
        out = list(f.get("out", [])) + ([side] if result == "out" else [])
        if side == M.CSA and idle and f["usa_idle"]:
            st["art_done"] = []
            game.flow.pop(game, st)
            return
        usa_idle = f["usa_idle"] if side == M.CSA else int(idle)
        more = {"out": out} if out else {}
        game.flow.goto(st, "artillery", who=M.ENEMY[side], usa_idle=usa_idle, **more)

    def prompt(self, game, st, f):
        return text("", "", self.rule)


class ArtyPick(SsStep):
    """9.1, 9.2: pick one hex of your batteries (or the cavalry, 9.5); each
    fires or moves, and at the end of the step all of them count as
    activated. Or end the step."""
    rule = "9.1"

    def legal(self, game, st, f):
        # 9.3: a pass ends this step; a player who "does not want to use his remaining
        # batteries" passes for the rest of the phase, and is not asked again in it
        return [("battery", h) for h in arty_hexes(st, f["who"])] + [("pass",), ("pass", "phase")]

    def act(self, game, st, f, a):
        side = f["who"]
        if a == ("pass", "phase"):
            M.log(st, f"The {M.SIDE_EN[side]} player uses no more batteries this Artillery Phase.",
                  f"El jugador de {M.SIDE_ES[side]} no usa más baterías en esta Fase de Artillería.", "9.3")
            game.flow.pop(game, st, "out")
            return
        if a[0] == "pass":
            M.log(st, f"The {M.SIDE_EN[side]} player ends his Artillery Step.",
                  f"El jugador de {M.SIDE_ES[side]} termina su Paso de Artillería.", "9.3")
            game.flow.pop(game, st, None)
            return
        hx = a[1]
        units = [u for u in arty_units(st, side) if st["pos"][u] == hx]
        st["art_done"] += units                        # 9.1: all of them count as activated
        names = ", ".join(M.uname(u) for u in units)
        M.log(st, f"{M.SIDE_EN[side]} Artillery Step at {hx}: {names}.",
              f"Paso de Artillería de {M.SIDE_ES[side]} en {hx}: {names}.", "9.1")
        game.flow.goto(st, "battery", who=side, hex=hx, units=units, stage=0, fired=[])

    def prompt(self, game, st, f):
        return text("Artillery Step: choose a hex of your batteries to activate, or end the step.",
                    "Paso de Artillería: elige un hex de tus baterías para activarlo, o termina el paso.",
                    self.rule)


# ---------------------------------------------------------------- 10.0 Chit Draw

def drawer(st: dict) -> str:
    """10.2: the Confederate player draws on odd turns, the Union on even."""
    return M.CSA if st["turn"] % 2 else M.USA


class Chits(SsStep):
    """10.0: a Retained Chit step (10.1) before every draw (10.3); when the
    cup is empty, on to the End Turn (7.0 step 4f)."""
    rule = "10.0"
    auto = True

    def who(self, game, st, f):
        return drawer(st)

    def run(self, game, st, f):
        if not st["cup"]:
            game.flow.pop(game, st)
            return
        if f["stage"] == "3a":
            opening = D.SCENARIOS[st["sc"]]["special"].get("opening_pick")
            if opening and st["turn"] == opening["turn"] and not st["opened"]:
                st["opened"] = 1                        # 22.1 rule 4: in place of the turn's first draw
                game.flow.goto(st, "chits", stage="3a")
                game.flow.push(st, "opening", who=opening["side"])
                return
            game.flow.goto(st, "chits", stage="3b")
            game.flow.push(st, "retained", window="retained_step", ctx={}, stage="ask")
            return
        game.flow.goto(st, "chits", stage="3a")
        resolve(game, st, draw(st))

    def prompt(self, game, st, f):
        return text("", "", self.rule)


def draw(st: dict) -> str:
    """10.3: one chit at random from the cup."""
    chit = st["cup"].pop(dice.randbelow(st, len(st["cup"]), M.CUP))
    st["rv"] += 1
    return chit


def _discard(st: dict, chit: str) -> None:
    st["discard"].append(chit)


def resolve(game, st: dict, chit: str) -> None:
    """10.3a-d, 10.5a: what a drawn chit does."""
    handle = chit
    c = {"kind": "event", "side": M.chit_side(chit)} if M.is_ev(chit) else D.CHITS[chit]
    cancel = st["cancel"]
    st["cancel"] = 0
    if c["kind"] == "event":
        # 10.3a: the chit goes to its owner, who looks at it and decides; the
        # decision shows it to both unless held chits are secret (10.4)
        side = c["side"]
        M.log(st, f"Drawn: a {M.SIDE_EN[side]} Event chit.",
              f"Sale: una ficha de Evento {M.SIDE_ADJ_ES[side]}.", "10.3a")
        if cancel:                                         # 10.5a: discarded unseen (RULES_NOTES)
            M.log(st, "Cancelled by Fortunes of War: discarded without effect.",
                  "Anulada por Fortunas de la Guerra: se descarta sin efecto.", "10.5a")
            _discard(st, handle)
            return
        known = M.chit_of(st, handle)
        if known is not None:                              # on the owner's device
            M.log(st, f"Your Event chit drawn: {M.cname(known)}.",
                  f"Tu ficha de Evento robada: {M.cname(known, 'es')}.", "10.3a", to=side)
        game.flow.push(st, "event", who=side, chit=handle)
        return
    if c["kind"] == "generic":
        M.log(st, f"Drawn: {M.cname(chit)}.", f"Sale: {M.cname(chit, 'es')}.", "10.3b")
        _discard(st, chit)
        if cancel:
            M.log(st, "Cancelled by Fortunes of War: no effect.", "Anulada por Fortunas de la Guerra: sin efecto.",
                  "10.5a")
            return
        if chit == "fortunes-of-war":                      # 10.5a
            st["cancel"] = 1
            M.log(st, "The next chit drawn is cancelled.", "La siguiente ficha robada queda anulada.", "10.5a")
            return
        from . import fog as F
        F.fog_of_war(game, st)                             # 10.5b
        return
    face = M.face_of(st, chit)
    side = c["side"]
    M.log(st, f"Drawn: {M.cname(face)} ({M.SIDE_EN[side]}).", f"Sale: {M.cname(face, 'es')} "
          f"({M.SIDE_ES[side]}).", "10.3")
    if face != chit and D.CHITS[face]["casualty"]:
        M.log(st, f"Its general is a casualty: the Casualty chit {M.cname(face)} is used.",
              f"Su general es baja: se usa la ficha de Baja {M.cname(face, 'es')}.", "10.5b")
    if c["kind"] == "cic":
        _discard(st, chit)
        if cancel:
            M.log(st, "Cancelled by Fortunes of War: discarded without effect.",
                  "Anulada por Fortunas de la Guerra: se descarta sin efecto.", "10.5a")
            return
        st["discard"].remove(chit)
        if D.CHITS[face]["casualty"]:                      # 10.6: a Casualty CiC chit rolls first
            r = M.roll(st, side)
            cv = D.CHITS[face]["cv"]
            if r > cv:
                M.log(st, f"Roll {r} against Command Value {cv}: discarded without effect.",
                      f"Tirada {r} contra Valor de Mando {cv}: se descarta sin efecto.", "10.6")
                _discard(st, chit)
                return
            M.log(st, f"Roll {r} against Command Value {cv}: it may be used.",
                  f"Tirada {r} contra Valor de Mando {cv}: puede usarse.", "10.6")
        game.flow.push(st, "cic", who=side, chit=chit)
        return
    game.flow.push(st, "division", who=side, chit=chit, cancel=cancel, stage="start")


class EventDrawn(SsStep):
    """10.3a, 10.4: the owner of a drawn Event chit plays it now (if it can
    be), keeps it face down, or (20.1a, 20.2a) plays its Common Event."""
    rule = "10.4"

    def legal(self, game, st, f):
        from . import events as E
        side, handle = f["who"], f["chit"]
        chit = M.chit_of(st, handle)
        if chit is None:
            # the other device: the owner's choice is checked as far as the
            # enemy can see it; a play arrives with its chit shown (T3.3)
            return [("keep", handle)] + [("common", handle)] * E.common_allowed(st, side) + [("discard", handle)]
        out = E.draw_plays(game, st, side, handle)
        if D.EVENTS[chit]["play"] == "hold":
            out.append(("keep", handle))
        if E.common_allowed(st, side):
            out.append(("common", handle))
        if D.EVENTS[chit]["play"] != "hold":
            out.append(("discard", handle))                # an immediate event need not be used (10.4a)
        return out

    def act(self, game, st, f, a):
        from . import events as E
        side, chit = f["who"], f["chit"]
        secret = M.option(st, "secret_events")
        game.flow.pop(game, st)
        if not secret and chit not in st["seen"]:          # 10.3a: both players see the chit drawn
            st["seen"].append(chit)
            st["rv"] += 1
            name = M.chit_of(st, chit)
            M.log(st, f"The {M.SIDE_EN[side]} Event chit drawn is {M.cname(name)}.",
                  f"La ficha de Evento {M.SIDE_ADJ_ES[side]} robada es {M.cname(name, 'es')}.", "10.3a")
        if a[0] == "keep":
            st["held"][side].append(chit)
            M.log(st, f"The {M.SIDE_EN[side]} player keeps the chit face down.",
                  f"El jugador de {M.SIDE_ES[side]} conserva la ficha boca abajo.", "10.3a")
        elif a[0] == "common":
            st["parked"][side].append(chit)
            common = D.C.COMMON_EVENTS[side]["name"]
            M.log(st, f"Played as its Common Event: {common['en']}.",
                  f"Se juega como su Evento Común: {common['es']}.", "10.4b")
            if secret:
                st["rv"] += 1
        elif a[0] == "discard":
            _discard(st, chit)
            M.log(st, "Not used: discarded.", "No se usa: se descarta.", "10.4a")
        else:
            E.play(game, st, side, a, "on_draw", {})

    def prompt(self, game, st, f):
        chit = f["chit"]
        en, es = M.chit_words(st, chit), M.chit_words(st, chit, "es")
        return text(f"Your Event chit {en} was drawn: play it, keep it or use its Common Event.",
                    f"Ha salido tu ficha de Evento {es}: juégala, consérvala o usa su Evento Común.",
                    self.rule)


class CicDrawn(SsStep):
    """10.3c, 10.6: activate any brigade (even one activated this turn) with
    a Full Activation, or keep the chit."""
    rule = "10.6"

    def legal(self, game, st, f):
        from . import events as E
        return [("activate", b) for b in E.cic_targets(st, f["who"])] + [("keep", f["chit"])]

    def act(self, game, st, f, a):
        side, chit = f["who"], f["chit"]
        game.flow.pop(game, st)
        if a[0] == "keep":
            st["held"][side].append(chit)
            M.log(st, f"The {M.SIDE_EN[side]} player keeps {M.cname(M.face_of(st, chit))}.",
                  f"El jugador de {M.SIDE_ES[side]} conserva {M.cname(M.face_of(st, chit), 'es')}.", "10.6")
            return
        _discard(st, chit)
        M.log(st, f"{M.cname(M.face_of(st, chit))} activates {M.bname(a[1])}.",
              f"{M.cname(M.face_of(st, chit), 'es')} activa la {M.bname(a[1], 'es')}.", "10.6")
        from . import activation as A
        A.begin(game, st, side, a[1], "full", chit, flip=False)

    def prompt(self, game, st, f):
        return text("Your CiC chit: activate any brigade (Full Activation), or keep the chit.",
                    "Tu ficha de CEJ: activa cualquier brigada (Activación Completa), o conserva la ficha.",
                    self.rule)


class Division(SsStep):
    """10.7: a Division chit: the Command Value roll (Full or Limited), the
    brigade, its activation, then the chit back in the cup while the
    division has a brigade not yet activated. Cancelled (10.5a): a brigade
    is marked Activated and does nothing."""
    rule = "10.7"
    auto = True

    def run(self, game, st, f):
        side, chit = f["who"], f["chit"]
        stage = f["stage"]
        div = D.CHITS[chit]["div"]
        cands = M.division_candidates(st, div)
        if stage == "start":
            if not cands:
                M.log(st, "No brigade of the division may be activated: the chit is discarded.",
                      "Ninguna brigada de la división puede activarse: se descarta la ficha.", "10.7")
                _discard(st, chit)
                game.flow.pop(game, st)
                return
            if f["cancel"]:
                self._goto(game, st, f, stage="cancelled")
                if len(cands) == 1:
                    self.resume(game, st, game.flow.top(st), cands[0])
                else:
                    game.flow.push(st, "pick", who=side, cands=cands, why="cancelled")
                return
            from .steps import ask
            if ask(game, st, side, "own_division_drawn", {"side": side, "chit": chit}):
                self._goto(game, st, f, stage="window")
                game.flow.push(st, "window", who=side, window="own_division_drawn",
                               ctx={"side": side, "chit": chit})
                return
            self._goto(game, st, f, stage="roll")
            return
        if stage == "roll":
            face = M.face_of(st, chit)
            cv = D.CHITS[face]["cv"]
            if f.get("kind"):
                kind = f["kind"]
            else:
                r = M.roll(st, side)
                kind = "full" if r <= cv else "limited"
                M.log(st, f"Command roll {r} against {cv}: {'Full' if kind == 'full' else 'Limited'} Activation.",
                      f"Tirada de mando {r} contra {cv}: Activación {'Completa' if kind == 'full' else 'Limitada'}.",
                      "10.7")
            self._goto(game, st, f, stage="brigade", kind=kind)
            if len(cands) == 1:
                self.resume(game, st, game.flow.top(st), cands[0])
            else:
                game.flow.push(st, "pick", who=side, cands=cands, kind=kind)
            return
        if stage == "after":
            if cands:
                st["cup"] = sorted(st["cup"] + [chit])          # 10.7: back in the cup
                M.log(st, f"{M.cname(M.face_of(st, chit))} goes back in the cup.",
                      f"{M.cname(M.face_of(st, chit), 'es')} vuelve al recipiente.", "10.7")
            else:
                _discard(st, chit)
            game.flow.pop(game, st)
            return
        raise AssertionError(stage)

    def _goto(self, game, st, f, **change):
        data = {k: v for k, v in f.items() if k != "step"}
        data.update(change)
        game.flow.goto(st, "division", **data)

    def resume(self, game, st, f, result):
        side, chit = f["who"], f["chit"]
        stage = f["stage"]
        if stage == "window":
            if result is not None:
                from . import events as E
                E.play(game, st, side, result, "own_division_drawn", {"side": side, "chit": chit})
                if f.get("confident") or game.flow.top(st).get("confident"):
                    self._goto(game, st, game.flow.top(st), stage="roll", kind="full")
                    M.log(st, "Confident: no Command Value roll; the activation is Full.",
                          "Confiado: no se tira contra el Valor de Mando; la activación es Completa.", "10.7")
                    return
            self._goto(game, st, f, stage="roll")
            return
        if stage == "cancelled":
            st["activated"].append(result)
            M.log(st, f"{M.bname(result)} is marked Activated and does nothing.",
                  f"La {M.bname(result, 'es')} se marca Activada y no hace nada.", "10.5a")
            self._goto(game, st, f, stage="after")
            return
        if stage == "brigade":
            self._goto(game, st, f, stage="after")
            from . import activation as A
            A.begin(game, st, side, result, f["kind"], chit, flip=True)
            return
        # stage "after": the activation has finished; run() goes on

    def prompt(self, game, st, f):
        return text("", "", self.rule)


class Opening(SsStep):
    """22.1 special rule 4: on Turn 7 the Union player may take any of his
    Division chits from the cup as the turn's first chit: a Full Activation
    with no Command Value roll."""
    rule = "22.1"

    def legal(self, game, st, f):
        side = f["who"]
        return [("opening", c) for c in st["cup"]
                if not M.is_ev(c) and D.CHITS[c]["kind"] == "division" and D.CHITS[c]["side"] == side
                and M.division_candidates(st, D.CHITS[c]["div"])] + [("draw",)]

    def act(self, game, st, f, a):
        side = f["who"]
        game.flow.pop(game, st)
        if a[0] == "draw":
            return
        chit = a[1]
        st["cup"].remove(chit)
        M.log(st, f"Opening: the Union player takes {M.cname(M.face_of(st, chit))} from the cup; Full Activation.",
              f"Apertura: el jugador de la Unión toma {M.cname(M.face_of(st, chit), 'es')} del recipiente; "
              "Activación Completa.", self.rule)
        # the Retained Chit step still comes before this "draw" (10.1)
        game.flow.push(st, "division", who=side, chit=chit, cancel=0, stage="roll", kind="full")

    def prompt(self, game, st, f):
        return text("Turn 7 opening: take one of your Division chits from the cup (Full Activation), or draw.",
                    "Apertura del Turno 7: toma una de tus fichas de División del recipiente (Activación "
                    "Completa), o roba.", self.rule)


class Flip(SsStep):
    """Flip one of ``cands`` to its Depleted face (the fatigue events, the
    preliminary bombardments of 22.1)."""
    rule = "10.8"

    def legal(self, game, st, f):
        return [("flip", u) for u in f["cands"]]

    def act(self, game, st, f, a):
        u = a[1]
        st["dep"].append(u)
        M.log(st, f"{M.uname(u)} is flipped to its Depleted side.", f"{M.uname(u)} se gira a su cara Desgastada.",
              f.get("rule", self.rule))
        game.flow.pop(game, st, u)

    def prompt(self, game, st, f):
        return text("Choose a unit to flip to its Depleted side.", "Elige una unidad para girarla a su cara "
                    "Desgastada.", f.get("rule", self.rule))


class Battery(SsStep):
    """9.1, 9.5: the units of the hex an Artillery Step activated: each
    battery fires (12.0) or moves (13.0), not both; the cavalry fires, then
    moves, then may assault (14.1)."""
    rule = "9.1"
    auto = True

    def run(self, game, st, f):
        from . import fire as FI
        stage = f["stage"]
        data = {k: v for k, v in f.items() if k != "step"}
        data["stage"] = stage + 1
        if stage == 0:
            game.flow.goto(st, "battery", **data)
            frame = {"who": f["who"], "mode": "artillery", "hex": f["hex"], "units": f["units"], "fired": [],
                     "pending": None}
            occ = FI.occupancy(st)
            if any(FI.targets(st, u, occ) for u in FI.firers(st, frame)):
                game.flow.push(st, "fire", **frame)
            return
        if stage == 1:
            from . import movement as MV
            game.flow.goto(st, "battery", **data)
            done = [u for u in f["fired"] if M.kind(u) == "art"]     # 9.1: fire or move
            frame = {"who": f["who"], "mode": "artillery", "units": f["units"], "done": done, "mover": None,
                     "spent": [0, 1], "path": []}
            ctx = MV.Ctx(st)
            if any(MV.may_exit(st, frame, u) or MV.steps(st, frame, u, ctx) for u in MV.movers(st, frame)):
                game.flow.push(st, "move", **frame)
            return
        if stage == 2:
            from . import close as CC
            game.flow.goto(st, "battery", **data)
            cav = [u for u in f["units"] if M.kind(u) == "cav" and u in st["pos"]]
            if cav:                                      # 9.5, 14.1: then the cavalry's close combat
                CC.begin(game, st, f["who"], "cavalry", cav)
            return
        game.flow.pop(game, st, f["hex"])

    def resume(self, game, st, f, result):
        if f["stage"] == 1 and isinstance(result, list):
            f["fired"] = list(result)

    def prompt(self, game, st, f):
        return text("", "", self.rule)
