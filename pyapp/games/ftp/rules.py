"""For the People (GMT, 2nd edition): the game (issue 34; rules notes in
RULES_NOTES.md beside this file).

State (plain JSON)::

    {"sc": scenario, "op": options, "rng": dice, "rng_deck": the deck's stream,
     "turn": 1..13, "last": the scenario's last turn, "year": 1861.., "phase": name,
     "sw": {side: [value, "+" | "-"]}, "blockade": 0..5, "amph": 0..5,
     "eman": Emancipation proclaimed, "fi": Foreign Intervention, "flags": [card flags],
     "ctl": {space: side} (no entry: neutral, 5.1), "states": {state: side} (5.29),
     "states_first": {border state: the first side to control it},
     "sp": {side: {space: infantry SP outside armies}},
     "armies": {army id: {"side", "at": space | None, "sp": infantry in the box,
                "cmd": general | None (generic), "back": turn it may return}},
     "gens": {general: space | "A:<army>" | "T<turn>" | "pool" | "dead" | "out" | "opt"},
     "forts": {space: side} (counters, 5.23), "fort_track": [[side, turn back], ...],
     "sp_track": [[side, turn back], ...] (a lost brigade's SP, 5.7),
     "rc_dead": [space], "capital": {side: space | None}, "cap_lost": {side: turn},
     "ironclads": [space], "torpedoes": [space], "hunley": space | None,
     "elite": {side: [army id]}, "miss": the Mississippi bonus scored,
     "queue": {side: {"gen", "ops"}} (optional operations queue, queue.py),
     "union_win": a Union battle victory this round (5.2, Emancipation),
     "sealed": {card handle: card number}, "deck", "discard", "removed", "hands",
     "deck_epoch" (pyapp/core/cards.py), "flow": frames, "rv", "lr", "lg",
     "res": None | [winner | "draw", reason en, reason es, rule]}

Actions (``legal`` lists them; ``describe`` words them): ("ops", card),
("event", card), ("discard", card); then ("move", kind, id[, n]), ("pcs",),
("army", space), ("fort", space), ("none",); in a move ("go", space),
("sp", n), ("take", general), ("leave", general), ("convert",), ("stop",);
("intercept", space) / ("pass",); ("retreat", space) / ("stand",);
("pc", space) / ("done",); ("place", space); ("general", space) / ("wait",);
("space", space); ("option", i); ("capital", space).
"""

from __future__ import annotations

from ...core import dice
from ...core.flow import Flow
from ...core.flowgame import FlowGame
from ...core.game import as_action, text
from . import abilities, battle, command, events, interrupts, moves, navalmove, oob, organise, phases, rounds
from . import specials, strategic
from . import special_words
from . import model as M
from . import scenarios as SC
from . import track

ROLES = M.ROLES

FLOW = Flow({
    "turn": phases.TurnStep(), "place": phases.Place(), "generals": phases.Generals(),
    "gen_reveal": phases.GeneralsRevealed(), "sheridan_form": abilities.SheridanForm(),
    "excess": organise.Excess(), "armies": organise.KeepArmy(), "elite": battle.Elite(),
    "capital": phases.Capital(), "round": rounds.Round(), "after_round": rounds.AfterRound(),
    "ops": rounds.Ops(), "pcs": rounds.PCs(), "move": moves.Move(), "intercept": moves.Intercept(),
    "rbb": moves.RetreatBeforeBattle(), "battle": battle.Battle(), "retreat": battle.Retreat(), "losses": battle.Losses(),
    "event": events.EventStep(), "evspaces": events.EvSpaces(), "evchoice": events.EvChoice(),
    "evelite": events.EvElite(), "evattrition": events.EvAttrition(), "campaign": events.Campaign(),
    "spmove": events.SpMove(), "reveal": events.Reveal(), "strategic": strategic.Strategic(),
    "naval": navalmove.Naval(), "reorg": command.Reorg(),
    "reshuffle": rounds.Reshuffle(), "window": interrupts.Window(), **specials.STEPS,
}, max_auto=100_000)
# The verbs of announced actions (what the other device receives).
ANNOUNCED = ("played", "discarded")


def _loc(where: str) -> str:
    """A set-up location (pyapp/games/ftp/track.py boxes) as the state keeps it."""
    if where.startswith(track.TURN_TRACK + "_"):
        return "T" + where.rsplit("_", 1)[1]
    if where == track.ELIMINATED:
        return "out"
    if where == track.OPTIONAL_POOL:
        return "opt"
    return where


class ForThePeople(FlowGame):
    id = "ftp"
    title = "For the People"
    roles = ROLES
    scenarios = {"1861": "1861: the first year (3 turns)", "1862": "1862 (3 turns)", "1863": "1863 (3 turns)",
                 "1864": "1864: the last year (3 turns)", "campaign": "The campaign, Spring 1861 to Spring 1865"}
    scenarios_es = {"1861": "1861: el primer año (3 turnos)", "1862": "1862 (3 turnos)", "1863": "1863 (3 turnos)",
                    "1864": "1864: el último año (3 turnos)", "campaign": "La campaña, primavera de 1861 a primavera "
                    "de 1865"}
    # the optional rules (7), each built whole (RULES_NOTES "optional rules")
    options = {"cavalry_replacements": "Replacement cavalry generals (7): a lost cavalry leader is gone for good "
                                       "and his named replacement arrives",
               "ops_queue": "Operations queue (7): gather several cards' OPS to activate one general",
               "special_generals": "Special abilities of McClellan, Van Dorn, Forrest and Sheridan (7)",
               "rail_logistics": "Rail logistics (7): moves, armies, attrition and strategic movement tied to "
                                 "railroad lines of communication"}
    options_es = {"cavalry_replacements": "Generales de caballería de reemplazo (7): un jefe de caballería perdido "
                                          "no vuelve y llega su sustituto",
                  "ops_queue": "Cola de operaciones (7): reunir las OP de varias cartas para activar a un general",
                  "special_generals": "Capacidades especiales de McClellan, Van Dorn, Forrest y Sheridan (7)",
                  "rail_logistics": "Logística ferroviaria (7): movimiento, ejércitos, desgaste y movimiento "
                                    "estratégico ligados a las líneas de comunicación ferroviarias"}
    rules_version = "1"
    rng_keys = ("rng", "rng_deck")
    hidden = True
    sealed = True
    flow = FLOW
    forced_steps = frozenset({"reveal", "generals", "reshuffle"})

    view_fields = {
        "scenario": "the scenario's key", "turn": "turn number", "last_turn": "the scenario's last turn",
        "season": "the turn's season and year, in words", "phase": "the phase under way",
        "active": "roles that must decide now", "result": "Game.result or None",
        "sw": "{side: [value, sign]}", "blockade": "the blockade track", "amphibious": "the amphibious modifier",
        "emancipation": "Emancipation proclaimed", "foreign_intervention": "Foreign Intervention happened",
        "control": "{space: side}", "states": "{state: side}", "sp": "{side: {space: SP}}",
        "armies": "{army: {side, at, sp, cmd}}", "generals": "{general: where}", "forts": "{space: side}",
        "rc_destroyed": "[space]", "capitals": "{side: space}", "ironclads": "[space]", "torpedoes": "[space]",
        "hunley": "space or None", "elite": "{side: [army]}",
        "hand": "the role's own cards (numbers; empty for a spectator)", "hand_sizes": "{role: cards held}",
        "deck_size": "cards left to draw", "discard": "cards played or discarded, in order",
        "removed": "cards out of the game", "flow": "the frame stack", "reveals": "reveals so far",
        "last_roll": "[{side, die}]", "options": "the game's options",
        "state": "the state as this role may know it: every key but the random streams and the log, the cards "
                 "it may not know as None (the computer's sample starts from it)",
    }

    # ------------------------------------------------------------ setup

    def deck(self, st: dict):
        return rounds.deck_for(SC.SCENARIOS[st["sc"]])

    def card_deck(self, state):
        return self.deck(state)

    def setup(self, scenario, options, seed):
        scid = self.check_scenario(scenario)
        op = self.check_options(options)
        sc = SC.SCENARIOS[scid]
        st: dict = {
            "sc": scid, "op": op, "rng": dice.seed_state(seed), "rng_deck": dice.seed_state(seed, "rng_deck"),
            "turn": sc.first_turn, "last": sc.last_turn, "year": track.TURN[sc.first_turn].year, "phase": "",
            "sw": {s: [v[0], v[1]] for s, v in sc.sw.items()}, "blockade": sc.blockade, "amph": sc.amphibious,
            "eman": bool(sc.emancipation), "fi": False, "flags": [],
            "ctl": {s: c for s, c in SC.control(sc).items() if c}, "states": dict(sc.state_control),
            "states_first": dict(sc.state_control),
            "sp": {"union": {}, "csa": {}},
            "armies": {a.id: {"side": a.side, "at": None, "sp": 0, "cmd": None, "back": 0} for a in oob.ARMIES_LIST},
            "gens": {}, "forts": dict(SC.forts(sc)), "fort_track": [], "sp_track": [],
            "rc_dead": list(sc.rc_destroyed), "capital": dict(sc.capitals), "cap_lost": {},
            "ironclads": list(sc.naval["ironclads"]), "torpedoes": list(sc.naval["torpedoes"]),
            "hunley": sc.naval["hunley"], "elite": {"union": [], "csa": []},
            "miss": bool(sc.mississippi_bonus_collected), "union_win": False, "round_no": 0, "last_round": {},
            "sealed": {}, "flow": [], "rv": 0, "lr": [], "lg": [], "res": None,
        }
        for g, where in SC.general_locations(sc).items():
            st["gens"][g] = _loc(where)
        for side in ("csa", "union"):
            for p in sc.placements[side]:
                if p.space not in M.S.NAME:
                    continue
                if p.army:
                    a = st["armies"][p.army]
                    a.update(at=p.space, sp=p.infantry_sp, cmd=p.commander or (p.generals[0] if p.generals else None))
                    for g in p.generals:
                        st["gens"][g] = "A:" + p.army
                else:
                    M.add_sp(st, side, p.space, p.infantry_sp)
        self.deck(st).setup(st)
        FLOW.push(st, "turn", ph=0)
        FLOW.settle(self, st)
        return st

    # ------------------------------------------------------------ contract

    def result(self, state):
        if not state.get("res"):
            return None
        w, en, es, rule = state["res"]
        return {"winner": w, "reason": en, "reason_es": es, "rule": rule}

    def end_prompt(self, state, role):
        res = self.result(state)
        who = {"union": ("The Union wins", "Gana la Unión"), "csa": ("The Confederacy wins", "Gana la Confederación"),
               "draw": ("A draw", "Tablas")}[res["winner"]]
        return text(f"{who[0]}: {res['reason']}", f"{who[1]}: {res['reason_es']}", res["rule"])

    def knowledge(self):
        """What the computer opponent knows of this game (knowledge.py)."""
        from .knowledge import KNOWLEDGE
        return KNOWLEDGE

    orders_spec = {
        "interrupts": {
            "title": {"en": "Interrupt cards (4.2.5)", "es": "Cartas de interrupción (4.2.5)"},
            "choices": {
                "ask": {"en": "Ask me whenever the enemy's move lets one be played (whether I hold one or not, "
                              "so the enemy cannot tell)",
                        "es": "Preguntarme cada vez que la jugada enemiga permita jugar una (tenga o no, para que "
                              "el enemigo no lo sepa)"},
                "never": {"en": "Never ask: I play no interrupt cards",
                          "es": "No preguntar nunca: no juego cartas de interrupción"},
            },
            "default": "ask",
        },
    }

    orders_public = True            # auto_choice reads no card: the other device may play it (T1.3)

    def auto_choice(self, state, role, legal, orders_given, chooser=None):
        """Standing orders (``orders_spec``): "never" passes every window that
        only an interrupt card could answer. It reads no card, so it is the
        same on both devices (RULES_NOTES "interrupt windows")."""
        if (orders_given or {}).get("interrupts") != "never" or not state.get("flow"):
            return None
        f = state["flow"][-1]
        if f["step"] == "window" or (f["step"] == "intercept" and f.get("cards_only")):
            return ("pass",) if ("pass",) in legal else None
        return None

    def receives(self, state, role, frame, action):
        """An action as the other device announces it (``announce``)."""
        return bool(action) and action[0] in ANNOUNCED

    def announce(self, state, role, action):
        """``action`` of ``role`` as the other device receives it: a card
        played names its handle and shows its number (5.2)."""
        a = as_action(action)
        if a[0] in ANNOUNCED:
            return a
        self.check_turn(state, role, a)
        f = FLOW.top(state)
        if a not in self.legal(state, role):
            raise FLOW.step(f).refuse(self, state, f, a)
        if f["step"] == "round":
            return ("played", a[0], rounds.handle_of(state, role, a[1]), a[1])
        if a[0] == "interrupt":                      # 4.2.5: the interrupt card shown
            return ("played", "interrupt", rounds.handle_of(state, role, a[1])) + a[1:]
        if f["step"] == "reveal":
            return ("discarded", f["h"], state["sealed"][f["h"]])
        return a

    def may_know(self, state, role):
        """5.2: a side knows its own hand; everyone knows the cards played,
        discarded or removed."""
        known = set(state["discard"]) | set(state.get("removed", []))
        if role in ROLES:
            known.update(state["hands"][role])
        return {h for h in known if h in state["sealed"]}

    def settled_draw(self, state):
        """4 phase 2: a draw pile that cannot cover the next deal stays on top
        when the discards are reshuffled under it. Only events draw from it
        in the strategy rounds, and 81 or 82 unplayed reshuffle it in at
        their end (5.2): from then to the deal it is settled (a draw after
        all only costs the deal ahead being made again, docs/TRUST.md T4.6)."""
        if state["phase"] == "rounds" or state.get("reshuffle"):
            return False
        after = state["phase"] in ("political", "attrition", "end")
        turn = state["turn"] + 1 if after else state["turn"]
        if turn > state["last"] or turn not in track.CARDS_DEALT:
            return False
        return len(state["deck"]) < 2 * track.CARDS_DEALT[turn]

    def shared_deck(self, state):
        deck = self.deck(state)
        return {h: state["sealed"][h] for h in deck.handles(state)}

    def view(self, state, role=None):
        st = self.mask(state, role)
        t = track.TURN[st["turn"]]
        deck = self.deck(st)
        return {
            "scenario": st["sc"], "turn": st["turn"], "last_turn": st["last"],
            "season": {"en": t.label, "es": f"{ {'spring': 'Primavera', 'summer': 'Verano', 'fall': 'Otoño'}[t.season]} "
                       f"de {t.year}"},
            "phase": st["phase"], "active": self.active(state), "result": self.result(state),
            "sw": st["sw"], "blockade": st["blockade"], "amphibious": st["amph"], "emancipation": st["eman"],
            "foreign_intervention": st["fi"], "control": dict(st["ctl"]), "states": dict(st["states"]),
            "sp": {s: dict(v) for s, v in st["sp"].items()},
            "armies": {a: {k: v[k] for k in ("side", "at", "sp", "cmd")} for a, v in st["armies"].items()},
            "generals": dict(st["gens"]), "forts": dict(st["forts"]), "rc_destroyed": list(st["rc_dead"]),
            "capitals": dict(st["capital"]), "ironclads": list(st["ironclads"]), "torpedoes": list(st["torpedoes"]),
            "hunley": st["hunley"], "elite": {s: list(v) for s, v in st["elite"].items()},
            "hand": [st["sealed"][h] for h in st["hands"][role]] if role in ROLES else [],
            "hand_sizes": {r: len(st["hands"][r]) for r in ROLES}, "deck_size": len(deck.draw_pile(st)),
            "discard": [st["sealed"].get(h) for h in st["discard"]],
            "removed": [st["sealed"].get(h) for h in st.get("removed", [])],
            "flow": [dict(f) for f in st["flow"]], "reveals": st["rv"],
            "last_roll": [{"side": s, "die": d} for s, d in st["lr"]], "options": dict(st["op"]),
            "state": {k: v for k, v in st.items() if k not in self.rng_keys and k != "lg"},
        }

    def sample(self, view, role, rng):
        """A whole state consistent with ``role``'s view: the cards it cannot
        see (the other hand, the draw pile) dealt from ``rng`` among the
        cards not accounted for."""
        st = self.copy(view["state"])
        st["lg"] = []
        st["rng"] = format(dice.next_u64(rng), "016x")
        st["rng_deck"] = format(dice.next_u64(rng), "016x")
        deck = self.deck(st)
        epoch = deck.epoch(st)
        known = [v for v in st["sealed"].values() if v is not None]
        pool = list(deck.cards)
        for v in known:
            if v in pool:
                pool.remove(v)
        unknown = [h for h, v in st["sealed"].items() if v is None]
        dice.shuffle(rng, pool)
        for h, v in zip(unknown, pool):
            st["sealed"][h] = v
        del epoch
        return st

    def check_state(self, state):
        """A state read from a link: the shape the rules rely on."""
        super().check_state(state)
        need = {"sc": str, "turn": int, "last": int, "sw": dict, "ctl": dict, "sp": dict, "armies": dict,
                "gens": dict, "forts": dict, "sealed": dict, "hands": dict, "deck": list, "discard": list,
                "flow": list, "states": dict, "capital": dict}
        for k, t in need.items():
            if not isinstance(state.get(k), t):
                raise ValueError(f"bad state: {k}")
        if state["sc"] not in self.scenarios or not 1 <= state["turn"] <= 13:
            raise ValueError("bad state: scenario or turn")
        if set(state["sp"]) != set(ROLES) or set(state["hands"]) != set(ROLES):
            raise ValueError("bad state: sides")
        for side in ROLES:
            for space, n in state["sp"][side].items():
                if space not in M.S.NAME or not isinstance(n, int) or n <= 0:
                    raise ValueError("bad state: SP")
        for g, at in state["gens"].items():
            if g not in M.GEN or not isinstance(at, str):
                raise ValueError("bad state: generals")
        for aid, a in state["armies"].items():
            if aid not in oob.ARMIES or not isinstance(a, dict) or a.get("side") != oob.ARMIES[aid].side:
                raise ValueError("bad state: armies")
        for space, who in list(state["ctl"].items()) + list(state["forts"].items()):
            if space not in M.S.NAME or who not in ROLES:
                raise ValueError("bad state: control")
        FLOW.check(state, depth=24)

    def describe(self, state, action, lang="en"):
        a = as_action(action)
        special = special_words.describe(state, a, lang)       # the special events' steps (specials.py)
        if special:
            return special
        es = lang == "es"
        k = a[0]
        name = M.sname
        if k == "queue_add" and len(a) == 2 and a[1] in events.C.CARDS:
            t = events.title(a[1], lang)
            return (f"Añadir la carta {a[1]} ({t}) a la cola de operaciones" if es
                    else f"Add card {a[1]} ({t}) to the operations queue")
        if k == "queue" and len(a) == 2 and a[1] in M.GEN:
            g = M.gname(a[1])
            return (f"Abrir una cola de operaciones para {g}" if es else f"Open an operations queue for {g}")
        if k in ("ops", "event", "discard"):
            t = events.title(a[1], lang)
            return {"ops": (f"Play card {a[1]} ({t}) for its OPS", f"Jugar la carta {a[1]} ({t}) por sus OP"),
                    "event": (f"Play card {a[1]} ({t}) as its event", f"Jugar la carta {a[1]} ({t}) como evento"),
                    "discard": (f"Discard card {a[1]} ({t})", f"Descartar la carta {a[1]} ({t})")}[k][es]
        if k == "move":
            if a[1] == "army":
                return ("Activar el " if es else "Activate the ") + M.army_name(a[2], lang)
            if a[1] == "div":
                return (f"Activar una división de {a[3]} UM en {name(a[2])}" if es
                        else f"Activate a division of {a[3]} SP at {name(a[2])}")
            return (f"Activar a {M.gname(a[2])}" if es else f"Activate {M.gname(a[2])}")
        words = {
            "go": ("Move to {0}", "Mover a {0}"), "pc": ("Place a PC at {0}", "Colocar un CP en {0}"),
            "place": ("Place 1 SP at {0}", "Colocar 1 UM en {0}"),
            "general": ("Place a general at {0}", "Colocar un general en {0}"),
            "grant": ("Place Grant at {0}", "Colocar a Grant en {0}"),
            "intercept": ("Intercept from {0}", "Interceptar desde {0}"),
            "retreat": ("Retreat to {0}", "Retirarse a {0}"), "army": ("Create an army at {0}", "Crear un ejército en {0}"),
            "fort": ("Build a fort at {0}", "Construir un fuerte en {0}"), "space": ("Choose {0}", "Elegir {0}"),
            "capital": ("Move the capital to {0}", "Trasladar la capital a {0}"),
            "from": ("Move an SP from {0}", "Mover una UM desde {0}"),
            "naval": ("Sail from {0}", "Embarcar desde {0}"),
            "river": ("River move of 1 SP from {0}", "Movimiento fluvial de 1 UM desde {0}"), "sail": ("Sail to {0}", "Navegar hasta {0}"), "to": ("Send to {0}", "Enviar a {0}"),
        }
        if k in words and len(a) == 2 and a[1] in M.S.NAME:
            return words[k][es].format(name(a[1]))
        if k == "sp":
            return f"Llevar {a[1]} UM" if es else f"Carry {a[1]} SP"
        if k in ("take", "leave"):
            g = M.gname(a[1])
            return (f"Recoger a {g}" if k == "take" else f"Dejar a {g}") if es else \
                (f"Pick up {g}" if k == "take" else f"Drop {g}")
        if k == "option":
            return f"Opción {a[1]}" if es else f"Option {a[1]}"
        if k == "army" and len(a) == 2 and a[1] in M.ARMY_ES:
            return (f"Dar la unidad de élite al {M.army_name(a[1], lang)}" if es
                    else f"Give the elite unit to the {M.army_name(a[1], lang)}")
        if k == "force":
            return f"Desgaste en {name(a[1])}" if es else f"Attrition at {name(a[1])}"
        if k == "sp_move":
            return f"Mover {a[2]} UM desde {name(a[1])}" if es else f"Move {a[2]} SP from {name(a[1])}"
        if k == "relieve" and len(a) == 4:
            fate = {"demote": ("demoted", "degradado"), "remove": ("removed", "retirado")}[a[3]][es]
            return (f"Relevar al mando del {M.army_name(a[1], lang)}: {M.gname(a[2])} manda ({fate} el anterior)"
                    if es else f"Relieve the {M.army_name(a[1], lang)}'s commander: {M.gname(a[2])} takes over "
                    f"(the old one {fate})")
        if k in ("army_sea", "army_river") and len(a) == 3 and a[1] in M.ARMY_ES and a[2] in M.S.NAME:
            how = ("por mar" if k == "army_sea" else "por el río") if es else ("by sea" if k == "army_sea" else "by river")
            return (f"Llevar el {M.army_name(a[1], lang)} {how} a {name(a[2])} (todos los movimientos de la campaña)"
                    if es else f"Take the {M.army_name(a[1], lang)} {how} to {name(a[2])} (every move of the campaign)")
        if k == "relieve" and len(a) == 6 and a[3] == "reassign":
            fate = {"demote": ("demoted", "degradado"), "remove": ("removed", "retirado")}[a[5]][es]
            old = M.gname(state["armies"][a[1]]["cmd"]) if state["armies"][a[1]]["cmd"] else "?"
            return (f"Relevar al mando del {M.army_name(a[1], lang)}: {M.gname(a[2])} manda y {old} pasa a mandar "
                    f"el {M.army_name(a[4], lang)} (el jefe de este, {fate})" if es else
                    f"Relieve the {M.army_name(a[1], lang)}'s commander: {M.gname(a[2])} takes over and {old} takes "
                    f"the {M.army_name(a[4], lang)} (its commander {fate})")
        if k == "intercept" and len(a) == 3 and a[1] in M.S.NAME and a[2] in ("garrison", "brigade", "limits"):
            if a[2] == "limits":                                     # 5.10 (c)
                n = moves.limits_keep(state, "union" if M.loose_gens(state, "union", a[1]) else "csa", a[1])
                return (f"Interceptar desde {name(a[1])} dejando {n} UM con los generales que se quedan" if es
                        else f"Intercept from {name(a[1])}, leaving {n} SP with the generals who stay")
            if a[2] == "garrison":
                return (f"Interceptar desde {name(a[1])} dejando 1 UM en el fuerte" if es
                        else f"Intercept from {name(a[1])}, leaving 1 SP in the fort")
            return (f"Interceptar desde {name(a[1])} con la brigada sola" if es
                    else f"Intercept from {name(a[1])} with the brigade alone")
        if k == "elite" and len(a) == 2 and a[1] in ("use", "keep"):
            return {"use": ("Use the elite units (+1 each)", "Usar las unidades de élite (+1 cada una)"),
                    "keep": ("Hold the elite units back", "Reservar las unidades de élite")}[a[1]][es]
        if k == "keep" and len(a) == 2 and a[1] in state["armies"] and state["armies"][a[1]]["at"]:   # 5.4
            side = state["armies"][a[1]]["side"]
            gone = [x for x in M.armies_at(state, side, state["armies"][a[1]]["at"]) if x != a[1]]
            cost = sum(organise.removal_cost(state, side, x) for x in gone)
            cmd = state["armies"][a[1]]["cmd"]
            lead = f" ({M.gname(cmd)})" if cmd else ""
            names = (", el " if es else ", the ").join(M.army_name(x, lang) for x in gone)
            return (f"Conservar el {M.army_name(a[1], lang)}{lead}; retirar el {names}: voluntad estratégica -{cost}"
                    if es else f"Keep the {M.army_name(a[1], lang)}{lead}; remove the {names}: strategic will -{cost}")
        if k == "losses" and all(g in M.GEN for g in a[1:]):       # 5.15
            if len(a) == 1:
                return "Perder solo infantería" if es else "Lose infantry only"
            names = ", ".join(M.gname(g) for g in a[1:])
            return (f"Perder primero la caballería: {names}" if es else f"Lose the cavalry first: {names}")
        if k == "send" and len(a) == 2 and a[1] in M.GEN:
            g = M.gname(a[1])
            return f"Enviar a {g} al registro de turnos" if es else f"Send {g} to the turn track"
        if k == "pick" and len(a) == 2 and a[1] in M.GEN:
            return f"Mover a {M.gname(a[1])}" if es else f"Move {M.gname(a[1])}"
        if k == "played" and len(a) >= 4 and a[1] == "interrupt":
            return self.describe(state, ("interrupt",) + tuple(a[3:]), lang)
        if k == "played" and len(a) == 4:
            return self.describe(state, (a[1], a[3]), lang)
        if k == "interrupt" and len(a) >= 2 and a[1] in interrupts.WINDOWS:
            t = events.title(a[1], lang)
            if len(a) == 3 and a[2] in M.S.NAME:
                return (f"Interrumpir con la carta {a[1]} ({t}): interceptar desde {name(a[2])}" if es
                        else f"Interrupt with card {a[1]} ({t}): intercept from {name(a[2])}")
            return f"Interrumpir con la carta {a[1]} ({t})" if es else f"Interrupt with card {a[1]} ({t})"
        if k == "discarded" and len(a) == 3:
            return (f"Descartar la carta {a[2]}" if es else f"Discard card {a[2]}")
        if k == "form" and len(a) == 2 and a[1] in ("cavalry", "infantry"):
            return {"cavalry": ("Sheridan as his cavalry brigade", "Sheridan como su brigada de caballería"),
                    "infantry": ("Sheridan as an infantry corps commander", "Sheridan como jefe de cuerpo de "
                                 "infantería")}[a[1]][es]
        plain = {"reorg": ("Reorganise lone generals", "Reorganizar generales sin tropas"),
                 "cavalry": ("Become his cavalry brigade (for good)", "Convertirse en su brigada de caballería (para "
                             "siempre)"),
                 "reshuffle": ("Shuffle the deck", "Barajar el mazo"),
                 "raid": ("Raid: remove the enemy PC here", "Incursión: retirar el CP enemigo de aquí"),
                 "discard_picked": ("Discard the card the dice picked", "Descartar la carta que eligieron los dados"),
                 "pcs": ("Place PCs", "Colocar CP"), "none": ("Do nothing with the OPS", "No usar las OP"),
                 "convert": ("Convert this space", "Convertir este espacio"), "stop": ("End the move", "Terminar el movimiento"),
                 "pass": ("Pass", "Pasar"), "stand": ("Stand and fight", "Resistir y combatir"),
                 "done": ("Done", "Hecho"), "stay": ("Stay here", "Quedarse aquí"), "wait": ("Keep the generals off the map", "Dejar los generales fuera del mapa")}
        if k in plain:
            return plain[k][es]
        return " ".join(str(x) for x in a)


GAME = ForThePeople()
