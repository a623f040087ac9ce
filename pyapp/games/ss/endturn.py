"""Stonewall's Sword: the End Turn Phase (17.0), the optional arrivals it
resolves (20.1-20.3) and victory (19.0).

An ``endturn`` frame (automatic) runs, in the rulebook's order:

1. 17.1 the last held chits (the Retained Chit protocol of 10.1);
2. 17.2 the Union's victory points for hexes held and the Rear Area;
3. 17.3 every brigade status marker back to Available;
4. 17.4 the Broken Track moves one box;
5. 17.5 the Where's General Jackson? track (20.1), the Where's General
   Ricketts? track and his brigades (20.2), Hill's Rearguard (20.3);
6. 17.6 the chits gathered, the Game Turn marker advanced; after the
   scenario's last turn, victory (19.3).
"""

from __future__ import annotations

from ...core.game import text
from . import data as D
from . import model as M
from . import secrets as SE
from . import morale as MO
from . import tables as T
from .steps import SsStep

STAGES = ("last_chits", "vp", "markers", "track", "jackson", "ricketts", "field", "prepare")


def begin(game, st: dict) -> None:
    M.log(st, f"Turn {st['turn']}: End Turn Phase.", f"Turno {st['turn']}: Fase de Final de Turno.", "17.0")
    game.flow.push(st, "endturn", stage=0)


def last_turn(st: dict) -> bool:
    return st["turn"] >= D.SCENARIOS[st["sc"]]["end"]


class EndTurn(SsStep):
    rule = "17.0"
    auto = True

    def who(self, game, st, f):
        return M.USA

    def run(self, game, st, f):
        if f["stage"] >= len(STAGES):
            game.flow.pop(game, st)
            return
        name = STAGES[f["stage"]]
        game.flow.goto(st, "endturn", stage=f["stage"] + 1)
        getattr(self, "_" + name)(game, st)

    def resume(self, game, st, f, result):
        pass

    def prompt(self, game, st, f):
        return text("", "", self.rule)

    # 17.1
    def _last_chits(self, game, st):
        game.flow.push(st, "retained", window="end_turn", ctx={}, stage="ask")

    # 17.2
    def _vp(self, game, st):
        gained = 0
        for hx, (name, vp) in T.USA_VP_HEXES.items():
            if st["ctrl"].get(hx) == M.USA:
                gained += vp
        rear = sum(1 for hx in T.REAR_AREA_HEXES
                   if any(M.side_of(u) == M.USA and M.kind(u) == "inf" for u in M.units_at(st, hx)))
        gained += rear * T.REAR_AREA_VP
        st["vp_usa"] += gained
        M.log(st, f"Union victory points this turn: {gained} (Rear Area hexes: {rear}); total {st['vp_usa']}.",
              f"Puntos de victoria de la Unión este turno: {gained} (hexes del Área de Retaguardia: {rear}); "
              f"total {st['vp_usa']}.", "17.2")

    # 17.3
    def _markers(self, game, st):
        st["activated"] = []

    # 17.4
    def _track(self, game, st):
        MO.advance_track(st)

    # 17.5, 20.1
    def _jackson(self, game, st):
        if last_turn(st) or not M.option(st, "bad_day") or "cic-csa" in st["chits_in"]:
            return
        advance_track(st, "jackson", M.CSA, T.JACKSON_TRACK, "20.1")
        if st["track"]["jackson"] == len(T.JACKSON_TRACK) - 1:
            st["chits_in"].append("cic-csa")
            M.log(st, "Jackson arrives: his CiC chit goes in the cup and plays from the next turn.",
                  "Llega Jackson: su ficha de CEJ va al recipiente y juega desde el turno siguiente.", "20.1c")
            M.release(st, "jackson")                       # 22.2 rule 2

    # 17.5, 20.2
    def _ricketts(self, game, st):
        if last_turn(st) or not M.option(st, "pope"):
            return
        if "div-ricketts" not in st["chits_in"]:
            advance_track(st, "ricketts", M.USA, T.RICKETTS_TRACK, "20.2")
            if st["track"]["ricketts"] < len(T.RICKETTS_TRACK) - 1:
                return
            st["chits_in"].append("div-ricketts")
            st["ricketts_turn"] = st["turn"]
            M.log(st, "Ricketts arrives: his Division chit goes in the cup.",
                  "Llega Ricketts: su ficha de División va al recipiente.", "20.2c")
        if ricketts_left(st):                            # 20.2c: one brigade now and at each of the next End Turns
            game.flow.push(st, "ricketts", who=M.USA)

    # 17.5, 20.3
    def _field(self, game, st):
        if last_turn(st) or not (M.option(st, "hill_rearguard") and M.option(st, "pope")):
            return
        if st["field"] or not st["ricketts_turn"] or st["turn"] < st["ricketts_turn"] + 1:
            return                                       # 20.3a: from the turn his first brigade arrives
        r = M.roll(st, M.CSA)
        ok = r in D.OPTIONS["hill_rearguard"]["roll"]["success"]
        M.log(st, f"Hill's Rearguard: roll {r}, " + ("Field's brigade will arrive." if ok else "no arrival yet."),
              f"Retaguardia de Hill: tirada {r}, " + ("llegará la brigada de Field." if ok else "aún no llega."),
              "20.3a")
        if ok:
            game.flow.push(st, "field", who=M.CSA)

    # 17.6
    def _prepare(self, game, st):
        for side in M.ROLES:
            st["held"][side] = []                        # 17.6: every chit comes back (17.1: last chance)
            st["parked"][side] = []
            st["excluded"][side] = []
            st["main"][side] = None
        st["discard"], st["seen"], st["cancel"] = [], [], 0
        for side in M.ROLES:                             # 17.6: shuffled, no handle says what it held
            SE.stir(st, side, M.ev_handles(side))
        if last_turn(st):
            finish(st)
            return
        st["turn"] += 1
        M.log(st, f"Turn {st['turn']} begins ({D.turn_label(st['turn'])}).",
              f"Comienza el turno {st['turn']} ({D.turn_label(st['turn'])}).", "17.6")


def advance_track(st: dict, name: str, side: str, boxes: tuple, rule: str) -> None:
    """20.1b, 20.2b: 2d6 less one per parked Common Event; at most the Game
    Turn number moves the chit one box (DATA_NOTES 5 #7: equality advances)."""
    a, b = M.roll(st, side), M.roll(st, side)
    parked = len(st["parked"][side])
    net = a + b - parked
    ok = net <= st["turn"]
    if ok:
        st["track"][name] += 1
    box = boxes[st["track"][name]].replace("_", " ")
    who = ("Jackson", "Jackson") if name == "jackson" else ("Ricketts", "Ricketts")
    M.log(st, f"Where's General {who[0]}? {a}+{b} less {parked} = {net} against turn {st['turn']}: "
              + ("one box on" if ok else "no change") + f" ({box}).",
          f"¿Dónde está el General {who[1]}? {a}+{b} menos {parked} = {net} contra el turno {st['turn']}: "
          + ("avanza una casilla" if ok else "sin cambio") + f" ({box}).", rule)


def ricketts_left(st: dict) -> list[str]:
    return [b for b in D.OPTIONS["pope"]["brigades"] if b not in st["ricketts"]]


class Ricketts(SsStep):
    """20.2c: choose the Ricketts brigade that enters next turn at 1300, or
    a turn later at 2400."""
    rule = "20.2"

    def legal(self, game, st, f):
        o = D.OPTIONS["pope"]
        out = []
        for b in ricketts_left(st):
            out.append(("ricketts", b, o["entry"]))
            out += [("ricketts", b, alt["hex"]) for alt in o["alternates"]]
        return out

    def act(self, game, st, f, a):
        b, hx = a[1], a[2]
        o = D.OPTIONS["pope"]
        delay = next((alt["delay"] for alt in o["alternates"] if alt["hex"] == hx), 0)
        st["ricketts"].append(b)
        st["waiting"][b] = [st["turn"] + 1 + delay, hx, 0]
        M.log(st, f"{M.bname(b)} will enter at {hx} on turn {st['turn'] + 1 + delay}.",
              f"La {M.bname(b, 'es')} entrará por {hx} en el turno {st['turn'] + 1 + delay}.", self.rule)
        game.flow.pop(game, st)

    def prompt(self, game, st, f):
        return text("General Pope's reinforcements: choose a Ricketts brigade and its entry hex.",
                    "Refuerzos del General Pope: elige una brigada de Ricketts y su hex de entrada.", self.rule)


class Field(SsStep):
    """20.3b: Field's brigade enters next turn at 2218 (the printed 2217,
    DATA_NOTES 5 #2), or a turn later at 2618, or two turns later at 3418."""
    rule = "20.3"

    def legal(self, game, st, f):
        o = D.OPTIONS["hill_rearguard"]
        return [("field", o["entry"])] + [("field", alt["hex"]) for alt in o["alternates"]]

    def act(self, game, st, f, a):
        o = D.OPTIONS["hill_rearguard"]
        hx = a[1]
        delay = next((alt["delay"] for alt in o["alternates"] if alt["hex"] == hx), 0)
        st["field"] = 1
        st["waiting"][o["brigade"]] = [st["turn"] + 1 + delay, hx, 0]
        M.log(st, f"Field's brigade will enter at {hx} on turn {st['turn'] + 1 + delay}.",
              f"La brigada de Field entrará por {hx} en el turno {st['turn'] + 1 + delay}.", self.rule)
        game.flow.pop(game, st)

    def prompt(self, game, st, f):
        return text("Hill's Rearguard: choose Field's entry hex.", "Retaguardia de Hill: elige el hex de entrada de "
                    "Field.", self.rule)


# ---------------------------------------------------------------- 19.0 victory

def csa_vp(st: dict) -> int:
    """19.1: Union SP (Fresh faces) anywhere on the Broken Track, eliminated
    Union artillery SP, and the Confederate victory hexes held at the end."""
    out = sum(D.vp_value(u) for u in st["broken"] if M.side_of(u) == M.USA)
    out += sum(D.vp_value(u) for u in st["elim"] if M.side_of(u) == M.USA)
    out += sum(vp for hx, (_n, vp) in T.CSA_VP_HEXES.items() if st["ctrl"].get(hx) == M.CSA)
    return out


def usa_vp(st: dict) -> int:
    """19.2: the per-turn total so far, and Confederate SP on the Broken
    Track and eliminated Confederate artillery SP at the end."""
    out = st["vp_usa"]
    out += sum(D.vp_value(u) for u in st["broken"] if M.side_of(u) == M.CSA)
    out += sum(D.vp_value(u) for u in st["elim"] if M.side_of(u) == M.CSA)
    return out


def finish(st: dict) -> None:
    """19.3: Union VP less Confederate VP, read on the Victory Levels."""
    u, c = usa_vp(st), csa_vp(st)
    level = T.victory_level(u - c)
    winner = "draw" if level == "draw" else level.split("_")[0]
    st["res"] = {"winner": winner, "level": level, "usa_vp": u, "csa_vp": c}
    M.log(st, f"Game over: Union {u} VP, Confederate {c} VP ({level.replace('_', ' ')}).",
          f"Fin de la partida: Unión {u} PV, Confederación {c} PV ({level.replace('_', ' ')}).", "19.3")
