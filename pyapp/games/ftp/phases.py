"""For the People: the turn and its phases (4), reinforcements (5.26),
generals' arrival (5.26 step c), the political phase (5.28-5.30), attrition
(5.25), the end of the turn and victory (5.31, 6).

The bottom frame of the flow is ``{"step": "turn", "ph": phase index}``: an
automatic step that opens each phase in order; a phase that needs a
player's decision pushes its frame and the turn goes on when it is done.
"""

from __future__ import annotations

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.flowgame import log, roll
from ...core.game import text
from . import board
from . import model as M
from . import political
from . import rounds
from . import scenarios as SC
from . import supply
from . import track

PHASES = ("reinf", "strategic", "generals", "deal", "rounds", "political", "attrition", "end")
PHASE_EN = {"reinf": "Reinforcement phase", "strategic": "Strategic movement", "generals": "Generals arrive",
            "deal": "Card phase", "rounds": "Strategy rounds", "political": "Political control phase",
            "attrition": "Attrition phase", "end": "End of turn"}
PHASE_ES = {"reinf": "Fase de refuerzos", "strategic": "Movimiento estratégico", "generals": "Llegan generales",
            "deal": "Fase de cartas", "rounds": "Rondas de estrategia", "political": "Fase de control político",
            "attrition": "Fase de desgaste", "end": "Fin del turno"}


def steps_of(st: dict) -> tuple:
    """4: the reinforcement steps this turn (a scenario's first turn has only
    step c, 6.0; the campaign's turn 1 none, turn 3 b and c)."""
    sc = SC.SCENARIOS[st["sc"]]
    if st["turn"] == sc.first_turn and sc.first_turn_steps is not None:
        return tuple(sc.first_turn_steps)
    return track.TURN[st["turn"]].steps


class TurnStep(Step):
    """4: the six phases in order."""

    auto = True
    rule = "4"

    def who(self, game, st, f):
        return "union"

    def run(self, game, st, f):
        ph = PHASES[f["ph"]]
        f = game.flow.goto(st, "turn", ph=f["ph"] + 1)
        st["phase"] = ph
        steps = steps_of(st)
        if ph == "reinf":
            if "a" in steps:
                log(st, f"{track.TURN[st['turn']].label}: {PHASE_EN[ph]}.",
                    f"{track.TURN[st['turn']].label}: {PHASE_ES[ph]}.", "4")
                reinforcements(game, st)
        elif ph == "strategic":
            if "b" in steps:
                from . import strategic
                strategic.start(game, st)
        elif ph == "generals":
            if "c" in steps:
                generals_phase(game, st)
        elif ph == "deal":
            if not rounds.deal(game, st):                  # a reshuffle first: deal again after it
                game.flow.frames(st)[-2]["ph"] = PHASES.index("deal")
        elif ph == "rounds":
            rounds.start_rounds(game, st)
        elif ph == "political":
            political_phase(game, st)
        elif ph == "attrition":
            political.attrition(game, st)
        else:
            end_turn(game, st, f)


# -- reinforcements (5.26) ---------------------------------------------------------------------

def _no_enemy(st: dict, side: str, space: str) -> bool:
    enemy = M.ENEMY[side]
    return M.total_sp(st, enemy, space) == 0 and M.fort(st, space) != enemy


def union_pools(st: dict) -> list[dict]:
    """5.26: East 8 SP at Washington (with a rail line to the north edge) or
    4 in Pennsylvania, Delaware or New Jersey; Centre 6 in Ohio or Indiana;
    West 4 in Illinois or St. Louis; each in controlled spaces without CSA
    SP, the Centre and West with a line to the north edge."""
    pools = []
    dc = "washington_dc"
    if M.ctl(st, dc) == "union" and _no_enemy(st, "union", dc) and supply.rail_to_edge(st, dc):
        pools.append({"key": "east", "n": 8, "spaces": [dc]})
    else:
        pools.append({"key": "east", "n": 4, "spaces": _region(st, ("PA", "DE", "NJ"), edge=False)})
    pools.append({"key": "centre", "n": 6, "spaces": _region(st, ("OH", "IN"), edge=True)})
    west = _region(st, ("IL",), edge=True)
    if M.ctl(st, "st_louis") == "union" and _no_enemy(st, "union", "st_louis") and supply.rail_to_edge(st, "st_louis"):
        west.append("st_louis")
    pools.append({"key": "west", "n": 4, "spaces": west})
    cut = sum(1 for s in board.union_capitals() if M.ctl(st, s) == "csa")
    if st["fi"]:
        cut += 2
    for p in reversed(pools):                    # RULES_NOTES "reinforcement cuts": West first
        take = min(cut, p["n"])
        p["n"] -= take
        cut -= take
    return [p for p in pools if p["n"] > 0]


def _region(st: dict, states: tuple, edge: bool) -> list[str]:
    out = []
    for state in states:
        for s in board.spaces_of(state):
            if M.ctl(st, s) == "union" and _no_enemy(st, "union", s) and (not edge or supply.rail_to_edge(st, s)):
                out.append(s)
    return out


def csa_state_spaces(st: dict) -> list[str]:
    """5.26: CSA state SP go to CSA-controlled spaces of the eleven states
    with a line of communication, without Union SP, forts or PCs, never a
    pro-Union space."""
    out = []
    for state in political.CSA_STATES:
        if st["states"].get(state) == "union":
            continue
        for s in board.spaces_of(state):
            if M.ctl(st, s) == "csa" and _no_enemy(st, "csa", s) and not board.pro_union(s) \
                    and supply.in_supply(st, "csa", s):
                out.append(s)
    return out


def csa_pools(game, st: dict) -> list[dict]:
    """5.26: the states' SP (9, less one a state the Union took), one a state;
    Missouri and Kentucky's if held; the blockade runners, a roll a zone."""
    lost = sum(1 for s in political.CSA_STATES if st["states"].get(s) == "union")
    n = max(0, 9 - lost - (1 if mississippi_held(st) else 0))
    pools = [{"key": "states", "n": n, "spaces": csa_state_spaces(st), "per_state": True}]
    for state in ("MO", "KY"):
        if st["states"].get(state) == "csa":
            pools.append({"key": state, "n": 1,
                          "spaces": [s for s in board.spaces_of(state) if M.ctl(st, s) == "csa"
                                     and _no_enemy(st, "csa", s)]})
    sc = SC.SCENARIOS[st["sc"]]
    if track.TURN[st["turn"]].br_rolls and st["turn"] != sc.first_turn:
        for zone, ports in board.br_zones(st).items():
            open_ = [p for p in ports if br_open(st, p)]
            if not open_:
                M.sw(st, "csa", -2, f"every blockade-runner port of the {zone} zone is closed",
                     f"todos los puertos de corsarios de la zona {zone} están cerrados", "5.26")
                continue
            r = roll(st, "csa")
            if r > st["blockade"]:
                log(st, f"Blockade runners, {zone}: rolls {r} against blockade {st['blockade']}: 1 SP.",
                    f"Corsarios del bloqueo, {zone}: saca {r} contra bloqueo {st['blockade']}: 1 UM.", "5.26")
                pools.append({"key": zone, "n": 1, "spaces": open_})
            else:
                log(st, f"Blockade runners, {zone}: rolls {r} against blockade {st['blockade']}: caught.",
                    f"Corsarios del bloqueo, {zone}: saca {r} contra bloqueo {st['blockade']}: capturados.", "5.26")
                M.sw(st, "csa", -2, "a blockade runner caught", "un corsario capturado", "5.26")
    total = 0
    for p in pools:                                  # 5.26: 15 SP at most
        p["n"] = max(0, min(p["n"], 15 - total))
        total += p["n"]
    return [p for p in pools if p["n"] > 0]


def br_open(st: dict, port: str) -> bool:
    """5.26: a blockade-runner port is open when the CSA holds it and its
    coastal fort, and it has a line of communication to a resource centre."""
    if not supply.br_open_basic(st, port):
        return False
    return supply.in_supply(st, "csa", port)


def reinforcements(game, st: dict) -> None:
    if st["turn"] == 3:                              # 5.26: the ninety-day enlistments
        log(st, "Ninety-day enlistments: no SP reinforcements this turn.",
            "Alistamientos de noventa días: no hay refuerzos de UM este turno.", "5.26")
        return
    pools = csa_pools(game, st)
    if pools:
        game.flow.push(st, "place", who="csa", pools=pools, used=[])
    pools = union_pools(st)
    if pools:
        game.flow.push(st, "place", who="union", pools=pools, used=[])
    from . import abilities
    abilities.mcclellan_sp(game, st)                  # 7: his +1 SP


class Place(Step):
    """5.26: reinforcement SP placed one at a time."""

    rule = "5.26"

    def _pool(self, st, f):
        while f["pools"] and (f["pools"][0]["n"] <= 0 or not self._spaces(st, f, f["pools"][0])):
            p = f["pools"].pop(0)
            if p["n"] > 0:
                f.setdefault("lost", 0)
                f["lost"] += p["n"]
        return f["pools"][0] if f["pools"] else None

    def _spaces(self, st, f, p):
        if p.get("per_state"):
            return [s for s in p["spaces"] if board.state_of(s) not in f["used"]]
        return list(p["spaces"])

    def legal(self, game, st, f):
        p = self._pool(st, f)
        return [("place", s) for s in self._spaces(st, f, p)] if p else []

    def act(self, game, st, f, a):
        p = self._pool(st, f)
        side, space = f["who"], a[1]
        M.add_sp(st, side, space, 1)
        p["n"] -= 1
        if p.get("per_state"):
            f["used"].append(board.state_of(space))
        from . import organise
        organise.settle_space(game, st, side, space)
        log(st, f"{M.SHORT[side]} places 1 SP at {M.sname(space)}.",
            f"{M.SHORT_ES[side]} coloca 1 UM en {M.sname(space)}.", "5.26")
        if self._pool(st, f) is None:
            game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        p = f["pools"][0] if f["pools"] else {"n": 0, "key": ""}
        return text(f"Place your reinforcements: {p['n']} SP ({p['key']}).",
                    f"Coloca tus refuerzos: {p['n']} UM ({p['key']}).", "5.26")

    def waiting(self, game, st, f, role):
        return text("The enemy places reinforcements.", "El enemigo coloca refuerzos.", "5.26")

    def refuse(self, game, st, f, a):
        return Illegal("reinforcements go to a friendly space with a line of communication, without enemy units, "
                       "within the region the rules name", rule="5.26",
                       es="los refuerzos van a un espacio amigo con línea de comunicación, sin unidades enemigas, "
                          "en la región que señalan las reglas")


# -- generals (5.26 step c) ---------------------------------------------------------------------

def waiting_generals(st: dict, side: str) -> list[str]:
    return sorted(g for g, at in st["gens"].items()
                  if at.startswith("T") and int(at[1:]) <= st["turn"] and M.gen_side(g) == side)


def general_spaces(st: dict, side: str, placed: dict) -> list[str]:
    """5.26 c: a space with a line of communication and friendly SP, one SP
    for each general placed there (those already there and those declared
    face down, ``placed``, count); a supplied army without a general takes
    one first."""
    generic = [a["at"] for a in st["armies"].values()
               if a["side"] == side and a["at"] and a["cmd"] is None and not placed.get(a["at"])
               and supply.in_supply(st, side, a["at"])]
    if generic:
        return sorted(set(generic))
    out = []
    for space in M.spaces_with(st, side):
        sp = M.total_sp(st, side, space)
        if sp == 0 or not supply.in_supply(st, side, space):
            continue
        if M.armies_at(st, side, space):
            out.append(space)
            continue
        if len(M.loose_gens(st, side, space)) + placed.get(space, 0) + 1 <= sp:
            out.append(space)
    return out


def _grant_first(st: dict, side: str) -> bool:
    sc = SC.SCENARIOS[st["sc"]]
    rule = sc.rule("grant_at_memphis")
    return bool(rule and side == "union" and st["turn"] == rule.params["turn"]
                and st["gens"].get("grant", "").startswith("T") and M.ctl(st, "memphis") == "union")


def generals_phase(game, st: dict) -> None:
    """5.26 c: each side declares its spaces face down (the Union first),
    then every general is drawn and revealed at once (``GeneralsRevealed``)."""
    st["gen_decl"] = {"union": [], "csa": []}
    game.flow.push(st, "gen_reveal")
    for side in ("csa", "union"):
        if waiting_generals(st, side):
            game.flow.push(st, "generals", who=side)
    # the Union places first: pushed last, it is on top


def _declared(st: dict, side: str) -> dict:
    out: dict = {}
    for s in st.get("gen_decl", {}).get(side, []):
        out[s] = out.get(s, 0) + 1
    return out


class Generals(Step):
    """5.26 c: declare the spaces where the waiting generals will stand,
    face down; which general stands where is drawn at random once both
    sides have declared (RULES_NOTES "face-down generals")."""

    rule = "5.26"

    def legal(self, game, st, f):
        side = f["who"]
        pool = waiting_generals(st, side)
        decl = st.get("gen_decl", {}).get(side, [])
        if len(decl) >= len(pool):
            return []
        if _grant_first(st, side):                       # 6.3: Grant goes to Memphis first
            return [("grant", "memphis")]
        out = [("general", s) for s in general_spaces(st, side, _declared(st, side))]
        return out + [("done",) if decl else ("wait",)]

    def act(self, game, st, f, a):
        side = f["who"]
        if a[0] == "grant":
            st["gens"]["grant"] = "memphis"
            from . import organise
            organise.settle_space(game, st, side, "memphis")
            log(st, "Grant takes his place at Memphis.", "Grant ocupa su puesto en Memphis.", "6.3")
            self._next(game, st, f)
            return
        if a[0] in ("wait", "done"):
            game.flow.pop(game, st, None)
            return
        st["gen_decl"][side].append(a[1])
        log(st, f"{M.SHORT[side]} declares a general, face down, at {M.sname(a[1])}.",
            f"{M.SHORT_ES[side]} declara un general, boca abajo, en {M.sname(a[1])}.", "5.26")
        self._next(game, st, f)

    def _next(self, game, st, f):
        side = f["who"]
        if len(st["gen_decl"][side]) >= len(waiting_generals(st, side)) \
                or not general_spaces(st, side, _declared(st, side)):
            game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        side = f["who"]
        n = len(waiting_generals(st, side)) - len(st.get("gen_decl", {}).get(side, []))
        return text(f"{n} general(s) wait: declare a space with friendly SP in supply (one SP for each general "
                    "there); once both sides have declared, a waiting general is drawn at random for each space "
                    "and all are revealed at once. Those you do not place wait for next turn.",
                    f"Esperan {n} general(es): declara un espacio con UM amigos abastecidos (un UM por general); "
                    "cuando ambos bandos hayan declarado, se saca al azar un general para cada espacio y todos se "
                    "revelan a la vez. Los que no coloques esperan al turno siguiente.", "5.26")

    def waiting(self, game, st, f, role):
        return text("The enemy declares where its arriving generals stand.",
                    "El enemigo declara dónde estarán los generales que llegan.", "5.26")

    def refuse(self, game, st, f, a):
        return Illegal("a general arrives in a space with a line of communication and one friendly SP for each "
                       "general there", rule="5.26",
                       es="un general llega a un espacio con línea de comunicación y un UM amigo por general")


class GeneralsRevealed(Step):
    """5.26 c: both sides have declared: for each space declared a waiting
    general is drawn at random, and all are revealed at once; those left
    wait for next turn."""

    auto = True
    rule = "5.26"

    def who(self, game, st, f):
        return "union"

    def run(self, game, st, f):
        from . import abilities, organise
        if f.get("done"):                                # after Sheridan's choice of counter (7)
            game.flow.pop(game, st, None)
            return
        decl = st.pop("gen_decl", {}) or {}
        sheridan = False
        for side in ("union", "csa"):
            for space in decl.get(side, []):
                pool = waiting_generals(st, side)
                if not pool:
                    break
                g = pool[roll(st, side, len(pool)) - 1]
                sheridan = sheridan or g == "sheridan"
                st["gens"][g] = space
                organise.settle_space(game, st, side, space)
                if M.cavalry(g):                         # 5.7: the brigade takes one SP
                    if M.loose_sp(st, side, space):
                        M.add_sp(st, side, space, -1)
                    elif M.armies_at(st, side, space) and st["armies"][M.armies_at(st, side, space)[0]]["sp"]:
                        st["armies"][M.armies_at(st, side, space)[0]]["sp"] -= 1
                log(st, f"Revealed: {M.gname(g)} at {M.sname(space)}"
                        + (" with his cavalry brigade." if M.cavalry(g) else "."),
                    f"Se revela: {M.gname(g)} en {M.sname(space)}"
                        + (" con su brigada de caballería." if M.cavalry(g) else "."), "5.26")
            rest = waiting_generals(st, side)
            for g in rest:
                st["gens"][g] = f"T{st['turn'] + 1}"
            if rest:
                log(st, f"{M.SHORT[side]} keeps {len(rest)} general(s) off the map until next turn.",
                    f"{M.SHORT_ES[side]} deja {len(rest)} general(es) fuera del mapa hasta el turno siguiente.",
                    "5.26")
        if sheridan and abilities.on(st) and st["gens"].get("sheridan_inf") == "opt":
            f["done"] = True                             # 7: as his brigade or his infantry counter
            game.flow.push(st, "sheridan_form", who="union")
            return
        game.flow.pop(game, st, None)


# -- the political phase (4 phase 4) ------------------------------------------------------------

def mississippi_held(st: dict) -> bool:
    """5.26, 5.30: the Union has naval control of every space of the
    "Mississippi" list (3.7)."""
    from . import mapdata, naval
    held = naval.controlled(st)
    return all(s in held for s in mapdata.MISSISSIPPI_LIST)


def political_phase(game, st: dict) -> None:
    rounds.reshuffle_due(game, st)
    log(st, f"{PHASE_EN['political']}.", f"{PHASE_ES['political']}.", "4")
    for side in ("union", "csa"):
        political.occupation(game, st, side)
    political.state_control(game, st)
    if not st["miss"] and mississippi_held(st):       # 5.30: once a game
        st["miss"] = True
        M.sw(st, "union", 10, "the Mississippi is the Union's", "el Misisipi es de la Unión", "5.30")
    if track.TURN[st["turn"]].season == track.FALL:
        political.weariness(game, st)
    for item in list(st["fort_track"]):               # 4 iii: forts come back (RULES_NOTES "forts back")
        if item[1] <= st["turn"]:
            st["fort_track"].remove(item)
    for side in ("csa", "union"):                     # 5.28 a: a lost capital is placed again
        if st["capital"][side] is None:
            game.flow.push(st, "capital", who=side)


def capital_spaces(st: dict, side: str) -> list[str]:
    """5.28: a friendly space with a line of communication in a state that
    began the war on the side's side."""
    orig = "csa" if side == "csa" else "usa"
    return [s for s in M.S.NAME if M.S.ALLEGIANCE[M.S.STATE[s]] == orig and M.ctl(st, s) == side
            and supply.in_supply(st, side, s) and not M.occupied(st, M.ENEMY[side], s)]


class Capital(Step):
    """5.28: the lost capital's new place; away from the listed spaces it
    costs 10 SW more."""

    rule = "5.28"

    def legal(self, game, st, f):
        return [("capital", s) for s in capital_spaces(st, f["who"])] or [("none",)]

    def act(self, game, st, f, a):
        side = f["who"]
        game.flow.pop(game, st, None)
        if a[0] == "none":
            return
        space = a[1]
        st["capital"][side] = space
        log(st, f"The {M.SHORT[side]} capital moves to {M.sname(space)}.",
            f"La capital de {M.SHORT_ES[side]} se traslada a {M.sname(space)}.", "5.28")
        if side == "union" and space not in political.UNION_CAPITAL_SAFE + ("washington_dc",):
            M.sw(st, side, -10, "the capital in an unlisted space", "la capital en un espacio no previsto", "5.28")
        if side == "csa" and not (board.rc_value(space) or space in board.all_br_ports()):
            M.sw(st, side, -10, "the capital away from a resource centre or port",
                 "la capital fuera de un centro de recursos o puerto", "5.28")

    def prompt(self, game, st, f):
        return text("Place your capital in a friendly space with a line of communication in one of your original "
                    "states.", "Coloca tu capital en un espacio amigo con línea de comunicación en uno de tus "
                    "estados originales.", "5.28")

    def waiting(self, game, st, f, role):
        return text("The enemy places its capital.", "El enemigo coloca su capital.", "5.28")


# -- the end of the turn and victory (4 phase 6, 5.31, 6) ---------------------------------------

def end_turn(game, st: dict, f: dict) -> None:
    sc = SC.SCENARIOS[st["sc"]]
    from . import queue
    queue.end_of_turn(st)                             # 7: a queue ends with the turn
    if automatic_victory(game, st):
        game.flow.pop(game, st, None)
        return
    if st["turn"] >= st["last"]:
        final_victory(game, st)
        game.flow.pop(game, st, None)
        return
    st["turn"] += 1
    st["year"] = track.TURN[st["turn"]].year
    for a in st["armies"].values():
        if a.get("back", 0) and a["back"] <= st["turn"]:
            a["back"] = 0
    game.flow.goto(st, "turn", ph=0)
    log(st, f"Turn {st['turn']}: {track.TURN[st['turn']].label}.", f"Turno {st['turn']}: "
        f"{track.TURN[st['turn']].label}.", "4")
    del sc


def finish(st: dict, winner: str, en: str, es: str, rule: str) -> None:
    st["res"] = [winner, en, es, rule]
    log(st, en, es, rule)


def automatic_victory(game, st: dict) -> bool:
    """5.31: checked at the end of every turn of the campaign and the 1864
    scenario (the CSA's SW at 0 ends any game)."""
    sc = SC.SCENARIOS[st["sc"]]
    u, c = M.sw_value(st, "union"), M.sw_value(st, "csa")
    if c <= 0:
        finish(st, "union", "Confederate strategic will has collapsed.",
               "La voluntad estratégica confederada se ha hundido.", "5.31")
        return True
    if not sc.automatic_victory:
        return False
    if all(s in st["rc_dead"] for s in board.resource_centres()) and \
            not any(br_open(st, p) for ps in board.br_zones(st).values() for p in ps):
        finish(st, "union", "Every resource centre is destroyed and every blockade-runner port closed.",
               "Todos los centros de recursos están destruidos y todos los puertos de corsarios cerrados.", "5.31")
        return True
    if st["turn"] == 12 and u < 50:
        finish(st, "csa", "Union strategic will is under 50 at the end of Fall 1864.",
               "La voluntad estratégica de la Unión está por debajo de 50 al final del otoño de 1864.", "5.31")
        return True
    if c > 2 * u:
        finish(st, "csa", "Confederate strategic will is more than twice the Union's.",
               "La voluntad estratégica confederada es más del doble que la de la Unión.", "5.31")
        return True
    return False


def final_victory(game, st: dict) -> None:
    """6.1-6.5: the scenario's own conditions at its last turn."""
    sc = SC.SCENARIOS[st["sc"]]
    v = sc.victory
    u, c = M.sw_value(st, "union"), M.sw_value(st, "csa")
    if v["kind"] == "1861":
        uw = all(st["states"].get(s) == "union" for s in v["union"]["controls_all"]) or c < v["union"]["or_csa_sw_below"]
        cw = all(st["states"].get(s) == "csa" for s in v["csa"]["controls_all"]) or u < v["csa"]["or_union_sw_below"]
        if uw and not cw:
            finish(st, "union", "The Union has won 1861.", "La Unión gana 1861.", "6.1")
        elif cw and not uw:
            finish(st, "csa", "The Confederacy has won 1861.", "La Confederación gana 1861.", "6.1")
        else:
            finish(st, "draw", "1861 ends in a draw.", "1861 termina en tablas.", "6.1")
        return
    if v["kind"] == "sw_compare":
        rule = sc.rule("blockade_card_obligation")
        if rule and st.get("blk_dealt") and not st.get("blk_raised"):
            M.sw_plain(st, "union", rule.params["penalty_sw"], "a blockade card was never used to raise the blockade",
                       "nunca se usó una carta de bloqueo para subirlo", "6.3")
        if "sp_differential" in v.get("before_compare", ()):
            from . import tables as T
            du, dc = T.sp_differential(total_sp(st, "union"), total_sp(st, "csa"))
            M.sw_plain(st, "union", du, "SP differential", "diferencia de UM", "6.3")
            M.sw_plain(st, "csa", dc, "SP differential", "diferencia de UM", "6.3")
            u, c = M.sw_value(st, "union"), M.sw_value(st, "csa")
        if u > c:
            finish(st, "union", f"Union strategic will {u} against {c}.", f"Voluntad estratégica de la Unión {u} "
                   f"contra {c}.", v["section"])
        else:
            finish(st, "csa", f"Confederate strategic will {c} against {u}.", f"Voluntad estratégica confederada "
                   f"{c} contra {u}.", v["section"])
        return
    # the campaign and 1864: the states the Union controls (5.31)
    n = sum(1 for s in political.CSA_STATES + political.BORDER if st["states"].get(s) == "union")
    for state in political.UNION_STATES + tuple(s for s in political.BORDER
                                                 if st["states_first"].get(s) == "union"):
        if sum(1 for s in board.spaces_of(state) if M.ctl(st, s) == "csa") >= 3:
            n -= 1
    if u > c:
        n += (u - c) // 25
    if n >= 10:
        finish(st, "union", f"The Union controls {n} states (10 needed).", f"La Unión controla {n} estados "
               "(hacen falta 10).", "5.31")
    else:
        finish(st, "csa", f"The Union controls only {n} states (10 needed).", f"La Unión solo controla {n} "
               "estados (hacen falta 10).", "5.31")


def total_sp(st: dict, side: str) -> int:
    return sum(M.total_sp(st, side, s) for s in M.spaces_with(st, side))
