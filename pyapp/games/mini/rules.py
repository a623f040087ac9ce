"""Skirmish at the Ford: the test minigame (rules in RULES_NOTES.md).

Not one of the five games: a small game that uses every piece of shared
machinery the real games will need, so the conformance suite and the table
prove them first — a hex board with terrain and hexside features (core
hexgrid), a flow of nested steps with a reaction by the other side (core
flow), hidden hands dealt from one shared deck shuffled in its own random
stream, blocks whose identity and strength the enemy does not see, dice,
reveals, and log lines for one side only.

State (plain JSON)::

    {"sc": scenario, "op": {"open_blocks": bool},
     "rng": dice stream, "rng_deck": the deck's stream,
     "turn": 1.., "last": last turn, "side": "blue" | "grey" (whose turn),
     "pieces": {id: [hex, strength]}    ids "b1".."b3", "g1".."g3"
     "hands": {role: [card, ...]}, "deck": [card, ...] (top last),
     "discard": [card, ...], "flow": [frame, ...] (pyapp.core.flow),
     "cup": [chit, ...] the event chits still in the cup (R9), "chit": this turn's chit,
     "rv": reveals so far, "lr": [[side, die], ...] the latest action's dice,
     "lg": [log entry, ...], "res": None | [winner, code]}
"""

from __future__ import annotations

from ...core import dice
from ...core.errors import Illegal
from ...core.flow import Flow, Step
from ...core.game import Game, entry, text
from . import board as B

ROLES = ("blue", "grey")
ENEMY = {"blue": "grey", "grey": "blue"}
NAME_ES = {"blue": "azul", "grey": "gris"}
# piece id suffix -> (kind, full strength); the counter is open, blocks hidden (R2)
PIECES = {"1": ("counter", 2), "2": ("block", 3), "3": ("block", 2)}
START = {"blue": {"b1": "0102", "b2": "0104", "b3": "0203"},
         "grey": {"g1": "0602", "g2": "0604", "g3": "0503"}}
CARDS = ("march", "volley", "ambush", "rally")
DECK = tuple(c for c in CARDS for _ in range(3))          # R4: twelve cards
CARD_ES = {"march": "marcha", "volley": "descarga", "ambush": "emboscada", "rally": "reagrupar"}
HAND = 2
MOVES = 2
CHITS = ("rush", "rush", "fog", "fog", "quiet", "quiet")      # R9: the event cup
CHIT_EFFECT = {"rush": 1, "fog": -1, "quiet": 0}
CHIT_EN = {"rush": ("Rush", "one more move this turn"), "fog": ("Fog", "one move fewer this turn"),
           "quiet": ("Quiet", "no effect")}
CHIT_ES = {"rush": ("Prisa", "un movimiento más este turno"), "fog": ("Niebla", "un movimiento menos este turno"),
           "quiet": ("Calma", "sin efecto")}
LAST = {"standard": 8, "short": 4}
RESULT = {
    "flag": ("took the enemy's flag", "tomó la bandera enemiga", "R8"),
    "wiped": ("the enemy has no pieces left", "el enemigo no tiene piezas", "R8"),
    "time": ("more strength on the map at the end", "más fuerza en el mapa al final", "R8"),
}


def side_of(pid: str) -> str:
    return "blue" if pid[0] == "b" else "grey"


def kind(pid: str) -> str:
    return PIECES[pid[1:]][0]


def full(pid: str) -> int:
    return PIECES[pid[1:]][1]


def at(st: dict, hx: str) -> str | None:
    for pid, (h, _) in st["pieces"].items():
        if h == hx:
            return pid
    return None


def name(pid: str, lang: str) -> str:
    k = kind(pid)
    if lang == "es":
        return f"{'ficha' if k == 'counter' else 'bloque'} {pid}"
    return f"{k} {pid}"


def _log(st: dict, en: str, es: str, rule: str, to: str | None = None) -> None:
    st["lg"].append(entry(en, es, rule, to))


def _roll(st: dict, side: str) -> int:
    """One die for ``side``, kept for the dice tray (the view's last_roll)."""
    r = dice.roll(st)
    st["lr"].append([side, r])
    return r


def _reveal(st: dict) -> None:
    st["rv"] += 1


def _hidden(st: dict, pid: str) -> bool:
    return kind(pid) == "block" and not st["op"]["open_blocks"]


def _public(st: dict, pid: str, lang: str) -> str:
    """How the enemy names a piece: a block's identity is hidden (R2)."""
    if _hidden(st, pid):
        return "a block" if lang == "en" else "un bloque"
    return name(pid, lang)


# ---------------------------------------------------------------- the steps

class Turn(Step):
    """R5: up to two moves, cards, then end the turn."""
    rule = "R5"

    def who(self, game, st, f):
        return st["side"]

    def legal(self, game, st, f):
        side = st["side"]
        out = []
        if f["moves"] > 0:
            for pid in sorted(p for p in st["pieces"] if side_of(p) == side):
                here = st["pieces"][pid][0]
                for nb in B.LABELS.neighbours(here):
                    if B.crossing_blocked(here, nb):
                        continue
                    other = at(st, nb)
                    if other is None or side_of(other) != side:
                        out.append(("move", pid, nb))
        hand = st["hands"][side]
        if "march" in hand and not f["marched"]:
            out.append(("play", "march"))
        if "volley" in hand:
            out.extend(("play", "volley", hx) for hx in volley_targets(st, side))
        if "rally" in hand:
            out.extend(("play", "rally", pid) for pid in sorted(st["pieces"])
                       if side_of(pid) == side and st["pieces"][pid][1] < full(pid))
        out.append(("end",))
        return out

    def act(self, game, st, f, a):
        side = st["side"]
        if a[0] == "move":
            pid, dest = a[1], a[2]
            here = st["pieces"][pid][0]
            f["moves"] -= 1
            other = at(st, dest)
            if other is None:
                st["pieces"][pid][0] = dest
                _log(st, f"{side.title()} moves {_public(st, pid, 'en')} from {here} to {dest}.",
                     f"{NAME_ES[side].title()} mueve {_public(st, pid, 'es')} de {here} a {dest}.", "R5")
                if _hidden(st, pid):
                    _log(st, f"(It is your {name(pid, 'en')}.)", f"(Es tu {name(pid, 'es')}.)", "R2", side)
                return
            _log(st, f"{side.title()} attacks {dest} from {here}.",
                 f"{NAME_ES[side].title()} ataca {dest} desde {here}.", "R6")
            game.flow.push(st, "combat", att=pid, frm=here, to=dest, bonus=0, asked=0)
            return
        if a[0] == "end":
            game.flow.goto(st, "end")
            return
        card = a[1]
        st["hands"][side].remove(card)
        st["discard"].append(card)
        if card == "march":
            f["moves"] += 2
            f["marched"] = 1
            _log(st, f"{side.title()} plays March: two more moves.",
                 f"{NAME_ES[side].title()} juega Marcha: dos movimientos más.", "R4")
        elif card == "volley":
            target = at(st, a[2])
            r = _roll(st, side)
            hit = r >= 5
            _log(st, f"{side.title()} fires a volley at {a[2]}: rolls {r}, {'a hit' if hit else 'a miss'}.",
                 f"{NAME_ES[side].title()} lanza una descarga sobre {a[2]}: saca {r}, "
                 f"{'impacto' if hit else 'fallo'}.", "R4")
            if hit and target:
                lose_step(st, target)
                check_wiped(game, st)
        elif card == "rally":
            pid = a[2]
            st["pieces"][pid][1] += 1
            _log(st, f"{side.title()} rallies a piece at {st['pieces'][pid][0]}.",
                 f"{NAME_ES[side].title()} reagrupa una pieza en {st['pieces'][pid][0]}.", "R4")

    def prompt(self, game, st, f):
        n = f["moves"]
        if n:
            return text(f"Move a piece one hex ({n} move{'s' if n != 1 else ''} left), play a card, "
                        "or end your turn.",
                        f"Mueve una pieza un hexágono (te queda{'n' if n != 1 else ''} {n}), "
                        "juega una carta o termina tu turno.", "R5")
        return text("Play a card or end your turn.", "Juega una carta o termina tu turno.", "R5")

    def waiting(self, game, st, f, role):
        who = st["side"]
        return text(f"Waiting for {who.title()} to play its turn.",
                    f"Esperando a que {NAME_ES[who]} juegue su turno.", "R5")

    def refuse(self, game, st, f, a):
        if a and a[0] == "move" and len(a) == 3 and a[1] in st["pieces"]:
            if side_of(a[1]) != st["side"]:
                return Illegal("that piece is not yours", rule="R5")
            if f["moves"] <= 0:
                return Illegal("no moves left this turn", rule="R5")
            here = st["pieces"][a[1]][0]
            if a[2] not in B.LABELS.neighbours(here):
                return Illegal("a piece moves one hex at a time", rule="R5")
            if B.crossing_blocked(here, a[2]):
                return Illegal("the river is crossed only at the ford", rule="R3")
            return Illegal("one piece per hex", rule="R5")
        if a and a[0] == "play" and len(a) >= 2:
            if a[1] not in st["hands"][st["side"]]:
                return Illegal("that card is not in your hand", rule="R4")
            if a[1] == "ambush":
                return Illegal("Ambush is played only when attacked", rule="R4")
            if a[1] == "volley":
                return Illegal("a volley needs an enemy within 2 hexes in clear sight", rule="R4")
            return Illegal("that card cannot be played now", rule="R4")
        return Illegal(f"{a!r} is not possible now", rule="R5")

    def resume(self, game, st, f, result):
        pass


class Combat(Step):
    """R6: the defender may react (ambush), then both roll."""
    rule = "R6"
    auto = True

    def who(self, game, st, f):
        return st["side"]

    def run(self, game, st, f):
        if not f["asked"]:
            f["asked"] = 1
            game.flow.push(st, "react", who=ENEMY[st["side"]], at=f["to"])
            return
        att = f["att"]
        dfn = at(st, f["to"])
        ra, rd = _roll(st, st["side"]), _roll(st, ENEMY[st["side"]])
        sa, sd = st["pieces"][att][1], st["pieces"][dfn][1]
        terrain = B.DEFENCE.get(B.TERRAIN.get(f["to"], "clear"), 0)
        ta, td = sa + ra, sd + rd + terrain + f["bonus"]
        _reveal(st)
        side = st["side"]
        en = (f"Combat at {f['to']}: {name(att, 'en')} strength {sa} rolls {ra} = {ta}; "
              f"{name(dfn, 'en')} strength {sd} rolls {rd}")
        es = (f"Combate en {f['to']}: {name(att, 'es')} fuerza {sa} saca {ra} = {ta}; "
              f"{name(dfn, 'es')} fuerza {sd} saca {rd}")
        extra_en = "".join([f" +{terrain} terrain" if terrain else "", f" +{f['bonus']} ambush" if f["bonus"] else ""])
        extra_es = "".join([f" +{terrain} terreno" if terrain else "", f" +{f['bonus']} emboscada" if f["bonus"] else ""])
        winner = att if ta > td else dfn
        _log(st, f"{en}{extra_en} = {td}. {side_of(winner).title()} wins.",
             f"{es}{extra_es} = {td}. Gana {NAME_ES[side_of(winner)]}.", "R6")
        loser = dfn if winner == att else att
        gone = lose_step(st, loser)
        if winner == att and gone:
            st["pieces"][att][0] = f["to"]                   # R6: advance into the hex
        game.flow.pop(game, st)
        check_wiped(game, st)

    def resume(self, game, st, f, result):
        f["bonus"] = int(result or 0)                        # the reaction's bonus


class React(Step):
    """R6: the attacked side may play Ambush (+2), or not."""
    rule = "R6"

    def legal(self, game, st, f):
        out = [("ambush",)] if "ambush" in st["hands"][f["who"]] else []
        return out + [("pass",)]

    def act(self, game, st, f, a):
        bonus = 0
        if a == ("ambush",):
            st["hands"][f["who"]].remove("ambush")
            st["discard"].append("ambush")
            bonus = 2
            _log(st, f"{f['who'].title()} springs an ambush: +2.",
                 f"{NAME_ES[f['who']].title()} tiende una emboscada: +2.", "R4")
        game.flow.pop(game, st, bonus)

    def prompt(self, game, st, f):
        return text(f"Your piece at {f['at']} is attacked: play Ambush (+2) or let the combat go on.",
                    f"Tu pieza en {f['at']} es atacada: juega Emboscada (+2) o deja seguir el combate.", "R6")

    def waiting(self, game, st, f, role):
        return text(f"Waiting for {f['who'].title()} to answer the attack.",
                    f"Esperando la respuesta de {NAME_ES[f['who']]} al ataque.", "R6")

    def refuse(self, game, st, f, a):
        if a == ("ambush",):
            return Illegal("you hold no Ambush card", rule="R4")
        return Illegal("answer the attack: ambush or pass", rule="R6")


class EndTurn(Step):
    """R7: draw a card, check victory, hand the turn over."""
    rule = "R7"
    auto = True

    def who(self, game, st, f):
        return st["side"]

    def run(self, game, st, f):
        side = st["side"]
        if st["deck"]:
            card = st["deck"].pop()
            st["hands"][side].append(card)
            _reveal(st)
            _log(st, f"{side.title()} draws a card.", f"{NAME_ES[side].title()} roba una carta.", "R7")
            _log(st, f"You draw {card.title()}.", f"Robas {CARD_ES[card].title()}.", "R7", side)
        flag = B.FLAG[ENEMY[side]]
        holder = at(st, flag)
        if holder and side_of(holder) == side:
            return finish(game, st, side, "flag")
        if side == "grey":
            if st["turn"] >= st["last"]:
                total = {r: sum(s for p, (_, s) in st["pieces"].items() if side_of(p) == r) for r in ROLES}
                return finish(game, st, "blue" if total["blue"] > total["grey"] else "grey", "time")
            st["turn"] += 1
        st["side"] = ENEMY[side]
        game.flow.goto(st, "turn", moves=draw_chit(st), marched=0)


def draw_chit(st: dict) -> int:
    """R9: the side to play draws a chit at random from the cup (its own
    random stream, drawn when needed: no order waits in the cup) and keeps it
    out until the cup is empty, when every chit goes back. Returns the
    turn's moves. Without the option, no cup and two moves (R5)."""
    if not st["op"]["event_cup"]:
        return MOVES
    if not st["cup"]:
        st["cup"] = sorted(CHITS)
        _log(st, "The cup is empty: every chit goes back in.",
             "La taza está vacía: todas las fichas vuelven a ella.", "R9")
    chit = st["cup"].pop(dice.randbelow(st, len(st["cup"]), "rng_cup"))
    st["chit"] = chit
    side = st["side"]
    name, what = CHIT_EN[chit]
    name_es, what_es = CHIT_ES[chit]
    _log(st, f"{side.title()} draws {name} from the cup: {what}.",
         f"{NAME_ES[side].title()} saca {name_es} de la taza: {what_es}.", "R9")
    return MOVES + CHIT_EFFECT[chit]


def lose_step(st: dict, pid: str) -> bool:
    """R6: one step lost; at 0 the piece is gone. True when eliminated."""
    st["pieces"][pid][1] -= 1
    if st["pieces"][pid][1] <= 0:
        hx = st["pieces"].pop(pid)[0]
        _log(st, f"The piece at {hx} is eliminated.", f"La pieza en {hx} es eliminada.", "R6")
        return True
    hx = st["pieces"][pid][0]
    _log(st, f"The piece at {hx} loses a step.", f"La pieza en {hx} pierde un paso.", "R6")
    return False


def check_wiped(game, st) -> None:
    for r in ROLES:
        if not any(side_of(p) == r for p in st["pieces"]):
            finish(game, st, ENEMY[r], "wiped")
            return


def finish(game, st, winner: str, code: str) -> None:
    st["res"] = [winner, code]
    game.flow.clear(st)
    en, es, rule = RESULT[code]
    _log(st, f"{winner.title()} wins: {en}.", f"Gana {NAME_ES[winner]}: {es}.", rule)


def volley_targets(st: dict, side: str) -> list:
    """R4: enemy-held hexes within 2 of one of ``side``'s pieces with a clear line."""
    mine = [h for p, (h, _) in st["pieces"].items() if side_of(p) == side]
    out = []
    for p, (hx, _) in sorted(st["pieces"].items()):
        if side_of(p) == side:
            continue
        if any(B.LABELS.distance(m, hx) <= 2 and B.clear_line(m, hx) for m in mine):
            out.append(hx)
    return sorted(out)


FLOW = Flow({"turn": Turn(), "combat": Combat(), "react": React(), "end": EndTurn()})


class Mini(Game):
    id = "mini"
    title = "Skirmish at the Ford (test game)"
    roles = ROLES
    scenarios = {"standard": "Eight turns", "short": "Four turns"}
    scenarios_es = {"standard": "Ocho turnos", "short": "Cuatro turnos"}
    options = {"open_blocks": "Blocks face up (practice)", "event_cup": "Event cup: a chit each turn (R9)"}
    options_es = {"open_blocks": "Bloques boca arriba (práctica)",
                  "event_cup": "Taza de eventos: una ficha cada turno (R9)"}
    rules_version = "1"
    rng_keys = ("rng", "rng_deck", "rng_cup")
    hidden = True           # views differ by role: hotseat hands the device over
    flow = FLOW

    view_fields = {
        "turn": "turn number", "last_turn": "the scenario's last turn", "side": "whose turn",
        "active": "roles that must decide now", "result": "Game.result or None",
        "pieces": "[{id, hex, side, kind, strength, full}]; an enemy block hides id and strengths",
        "hand": "the role's own cards (empty for a spectator)",
        "hand_sizes": "{role: cards held}", "deck_size": "cards left in the deck",
        "discard": "cards played, in order", "moves_left": "moves left in this turn",
        "combat": "None or {from, to}: the attack being resolved",
        "flow": "the public frame stack (pyapp.core.flow)", "reveals": "reveals so far",
        "options": "the game's options",
        "last_roll": "[{side, die}]: the dice the latest action rolled, in order",
        "cup": "None, or with the event cup option {left: {chit: n} in the cup, drawn: this turn's chit or None} (R9)",
    }

    # ------------------------------------------------------------ setup

    def setup(self, scenario, options, seed):
        sc = self.check_scenario(scenario)
        op = self.check_options(options)
        st = {"sc": sc, "op": op, "rng": dice.seed_state(seed),
              "rng_deck": dice.seed_state(seed, "rng_deck"), "rng_cup": dice.seed_state(seed, "rng_cup"),
              "turn": 1, "last": LAST[sc],
              "side": "blue", "pieces": {}, "hands": {r: [] for r in ROLES}, "deck": list(DECK),
              "discard": [], "flow": [], "cup": sorted(CHITS) if op["event_cup"] else [], "chit": "", "rv": 0, "lr": [], "lg": [],
              "res": None}
        for role in ROLES:
            for pid, hx in START[role].items():
                st["pieces"][pid] = [hx, full(pid)]
        dice.shuffle(st, st["deck"], "rng_deck")                    # R4
        for _ in range(HAND):
            for role in ROLES:
                st["hands"][role].append(st["deck"].pop())
        FLOW.push(st, "turn", moves=draw_chit(st), marched=0)
        return st

    # ------------------------------------------------------------ contract

    def active(self, state):
        return FLOW.active(self, state)

    def legal(self, state, role):
        return FLOW.legal(self, state, role)

    def apply(self, state, role, action):
        self.check_turn(state, role, action)
        action = tuple(action) if isinstance(action, (list, tuple)) else (action,)
        state["lg"], state["lr"] = [], []
        FLOW.apply(self, state, role, action)
        return state

    def apply_legal(self, state, role, action):
        state["lg"], state["lr"] = [], []
        FLOW.apply(self, state, role, tuple(action), checked=True)
        return state

    def prompt(self, state, role):
        line = FLOW.prompt(self, state, role)
        if line is not None:
            return line
        res = self.result(state)
        return text(f"The game is over: {res['winner'].title()} wins.",
                    f"La partida ha terminado: gana {NAME_ES[res['winner']]}.", res["rule"])

    def result(self, state):
        if not state["res"]:
            return None
        w, code = state["res"]
        en, es, rule = RESULT[code]
        return {"winner": w, "reason": en, "reason_es": es, "rule": rule}

    def reveals(self, state):
        return state["rv"]

    def take_events(self, state):
        out, state["lg"] = state["lg"], []
        return out

    def describe(self, state, action, lang="en"):
        es = lang == "es"
        a = tuple(action)
        if a[0] == "move":
            tgt = at(state, a[2])
            if tgt and side_of(tgt) != side_of(a[1]):
                return f"{name(a[1], lang)} ataca {a[2]}" if es else f"{name(a[1], lang)} attacks {a[2]}"
            return f"Mover {name(a[1], lang)} a {a[2]}" if es else f"Move {name(a[1], lang)} to {a[2]}"
        if a[0] == "play":
            card = CARD_ES[a[1]].title() if es else a[1].title()
            if len(a) == 3:
                return f"Jugar {card} sobre {a[2]}" if es else f"Play {card} on {a[2]}"
            return f"Jugar {card}" if es else f"Play {card}"
        return {"end": ("End the turn", "Terminar el turno"), "ambush": ("Spring an ambush", "Tender una emboscada"),
                "pass": ("No reaction", "No reaccionar")}.get(a[0], (" ".join(map(str, a)),) * 2)[1 if es else 0]

    # ------------------------------------------------------------ views

    def view(self, state, role=None):
        hidden = not state["op"]["open_blocks"]
        pieces = []
        # by hex, never by id: the order must not tell one enemy block from another
        for pid, (hx, s) in sorted(state["pieces"].items(), key=lambda kv: kv[1][0]):
            side = side_of(pid)
            p = {"hex": hx, "side": side, "kind": kind(pid)}
            if side == role or not (hidden and kind(pid) == "block"):
                p.update(id=pid, strength=s, full=full(pid))
            pieces.append(p)
        top = FLOW.top(state)
        combat = next(({"from": f["frm"], "to": f["to"]} for f in state["flow"] if f["step"] == "combat"), None)
        turn = next((f for f in state["flow"] if f["step"] == "turn"), None)
        return {
            "turn": state["turn"], "last_turn": state["last"], "side": state["side"],
            "active": self.active(state), "result": self.result(state), "pieces": pieces,
            "hand": sorted(state["hands"][role]) if role in ROLES else [],
            "hand_sizes": {r: len(state["hands"][r]) for r in ROLES}, "deck_size": len(state["deck"]),
            "discard": list(state["discard"]), "moves_left": turn["moves"] if turn else 0,
            "combat": combat, "flow": [self._public_frame(f) for f in state["flow"]] if top else [],
            "reveals": state["rv"], "options": dict(state["op"]),
            "last_roll": [{"side": side, "die": die} for side, die in state["lr"]],
            "cup": ({"left": {c: state["cup"].count(c) for c in CHIT_EFFECT}, "drawn": state["chit"] or None}
                    if state["op"]["event_cup"] else None),
        }

    @staticmethod
    def _public_frame(f):
        if f["step"] == "combat":          # the attacker's id stays with its owner
            return {k: v for k, v in f.items() if k != "att"}
        return dict(f)

    def sample(self, view, role, rng):
        """A state consistent with ``role``'s view: the enemy's hand, the
        deck's order and the enemy blocks' identities and strengths drawn
        from ``rng`` (R2, R4)."""
        enemy = ENEMY[role]
        st = {"sc": "standard" if view["last_turn"] == LAST["standard"] else "short",
              "op": dict(view["options"]), "rng": format(dice.next_u64(rng), "016x"),
              "rng_deck": format(dice.next_u64(rng), "016x"),
              "rng_cup": format(dice.next_u64(rng), "016x"), "turn": view["turn"],
              "last": view["last_turn"], "side": view["side"], "pieces": {},
              "hands": {role: list(view["hand"]), enemy: []}, "deck": [],
              "discard": list(view["discard"]), "flow": [], "rv": view["reveals"],
              "lr": [[d["side"], d["die"]] for d in view["last_roll"]], "lg": [], "res": None,
              "cup": sorted(c for c, n in (view["cup"] or {"left": {}})["left"].items() for _ in range(n)),
              "chit": (view["cup"] or {}).get("drawn") or ""}
        unknown = []
        for p in view["pieces"]:
            if "id" in p:
                st["pieces"][p["id"]] = [p["hex"], p["strength"]]
            else:
                unknown.append(p["hex"])
        ids = [pid for pid in START[enemy] if kind(pid) == "block" and pid not in st["pieces"]]
        dice.shuffle(rng, ids)
        for hx, pid in zip(unknown, ids):
            st["pieces"][pid] = [hx, 1 + dice.randbelow(rng, full(pid))]
        pool = list(DECK)
        for c in st["hands"][role] + st["discard"]:
            pool.remove(c)
        dice.shuffle(rng, pool)
        n = view["hand_sizes"][enemy]
        st["hands"][enemy], st["deck"] = sorted(pool[:n]), pool[n:]
        if view["result"]:
            st["res"] = [view["result"]["winner"], next(k for k, v in RESULT.items() if v[0] == view["result"]["reason"])]
        for f in view["flow"]:
            f = dict(f)
            if f["step"] == "combat":
                f["att"] = at(st, f["frm"])
            st["flow"].append(f)
        return st

    def knowledge(self):
        from .knowledge import KNOWLEDGE
        return KNOWLEDGE

    # ------------------------------------------------------------ the board

    def board(self):
        return B.spec()

    def check_state(self, state):
        """Raise ValueError unless ``state`` is one the rules can play on:
        every field of the shape and range the rules read, and the flow
        stack one of the shapes a game rests in (see ``check``)."""
        try:
            check(self, state)
        except (TypeError, KeyError, IndexError, AttributeError) as exc:
            # a value of the wrong type somewhere (a list where a hex goes ...)
            raise ValueError(f"malformed state: {type(exc).__name__}") from None


# ---------------------------------------------------------------- checking a state

STATE_KEYS = frozenset({"sc", "op", "rng", "rng_deck", "rng_cup", "cup", "chit", "turn", "last", "side",
                        "pieces", "hands", "deck", "discard", "flow", "rv", "lr", "lg", "res"})
FRAME_KEYS = {"turn": {"step", "moves", "marched"},
              "combat": {"step", "att", "frm", "to", "bonus", "asked"},
              "react": {"step", "who", "at"}}
LOG_MAX = 64            # entries one action may log (a combat and an end of turn log far fewer)
REVEALS_PER_HALF = MOVES + max(CHIT_EFFECT.values()) + 2 + 1


def _int(x) -> bool:
    return type(x) is int


def _need(cond, msg: str) -> None:
    if not cond:
        raise ValueError(msg)


def check(game: Mini, state) -> None:
    """The checks behind ``Mini.check_state`` (TypeError and the like are
    turned into ValueError there)."""
    need = _need
    need(isinstance(state, dict) and set(state) == STATE_KEYS, "not a Skirmish state")
    Game.check_state(game, state)                                   # the random streams
    need(isinstance(state["sc"], str) and state["sc"] in game.scenarios
         and state["last"] == LAST[state["sc"]] and _int(state["last"]), "bad scenario")
    op = state["op"]
    need(isinstance(op, dict) and set(op) == set(game.options)
         and all(type(v) is bool for v in op.values()), "bad options")
    need(_int(state["turn"]) and 1 <= state["turn"] <= state["last"], "bad turn")
    need(isinstance(state["side"], str) and state["side"] in ROLES, "bad side")
    side = state["side"]
    # R2: the pieces, one per hex, each at a strength from 1 to its full one
    ps = state["pieces"]
    need(isinstance(ps, dict) and all(isinstance(p, str) and (p in START["blue"] or p in START["grey"])
                                      for p in ps), "bad pieces")
    hexes = set()
    for pid, v in ps.items():
        need(isinstance(v, list) and len(v) == 2 and isinstance(v[0], str) and v[0] in B.HEXES
             and _int(v[1]) and 1 <= v[1] <= full(pid), f"bad piece {pid}")
        hexes.add(v[0])
    need(len(hexes) == len(ps), "two pieces share a hex")
    # R4: the twelve cards, each in a hand, the deck or the discard pile
    cards = []
    need(isinstance(state["hands"], dict) and set(state["hands"]) == set(ROLES), "bad hands")
    for lst in list(state["hands"].values()) + [state["deck"], state["discard"]]:
        need(isinstance(lst, list) and all(isinstance(c, str) and c in CARDS for c in lst), "bad cards")
        cards += lst
    need(sorted(cards) == sorted(DECK), "the cards do not make one deck")
    need(_int(state["rv"]) and state["rv"] >= 0, "bad reveals")
    # R9: the cup holds what is left of the six chits; the turn's chit is out of it
    cup, chit = state["cup"], state["chit"]
    need(isinstance(cup, list) and all(isinstance(c, str) and c in CHIT_EFFECT for c in cup)
         and cup == sorted(cup) and all(cup.count(c) <= CHITS.count(c) for c in CHIT_EFFECT), "bad cup")
    need(isinstance(chit, str) and chit in ("",) + tuple(CHIT_EFFECT), "bad chit")
    if op["event_cup"]:
        need(chit != "", "R9: with the event cup, every turn has drawn its chit")
        need(cup.count(chit) < CHITS.count(chit), "R9: the drawn chit is still in the cup")
    else:
        need(not cup and chit == "", "R9: a cup without the event cup option")
    lr = state["lr"]
    need(isinstance(lr, list) and len(lr) <= 2 and all(
        isinstance(x, list) and len(x) == 2 and isinstance(x[0], str) and x[0] in ROLES
        and _int(x[1]) and 1 <= x[1] <= 6 for x in lr), "bad last roll")
    lg = state["lg"]
    need(isinstance(lg, list) and len(lg) <= LOG_MAX, "bad log")
    for e in lg:   # the match hands them on as log entries (pyapp.core.game.LogEntry)
        need(isinstance(e, dict) and set(e) == {"en", "es", "rule", "to"}
             and all(isinstance(e[k], str) for k in ("en", "es", "rule"))
             and (e["to"] is None or isinstance(e["to"], str) and e["to"] in ROLES), "bad log entry")
    res = state["res"]
    need(res is None or (isinstance(res, list) and len(res) == 2 and isinstance(res[0], str)
                         and res[0] in ROLES and isinstance(res[1], str) and res[1] in RESULT), "bad result")
    _check_flow(state)
    _check_reveals(state)
    if res is None:
        # R8: a side with no pieces left has lost at once
        need(all(any(side_of(p) == r for p in ps) for r in ROLES), "R8: a side without pieces is still playing")
        # R8: the side that ended its turn last would have won holding the enemy flag
        # (its pieces move only in its own turn)
        other = ENEMY[side]
        holder = at(state, B.FLAG[side])
        need(holder is None or side_of(holder) != other,
             f"R8: {other} ended its turn holding {side}'s flag and did not win")


def _check_reveals(state) -> None:
    """A reveal per combat (R6) and per card drawn at the end of a turn (R7):
    at most ``REVEALS_PER_HALF`` in each half-turn begun (R5 two moves, R9 one
    more, R4 March two more, each an attack; then the draw). Counted with
    what the half-turn under way may still reveal, so that every move keeps
    the bound."""
    flow = state["flow"]
    halves = 2 * (state["turn"] - 1) + (1 if state["side"] == "blue" else 2)
    still = 0
    if flow:
        turn = flow[0]
        still = turn["moves"] + 2 * (1 - turn["marched"]) + 1 + (1 if len(flow) > 1 else 0)
    need = _need
    need(state["rv"] + still <= REVEALS_PER_HALF * halves, "R6, R7: more reveals than the turns allow")


def _check_flow(state) -> None:
    """The flow stack (pyapp.core.flow) of a game at rest: empty once the
    game is over; else the turn (R5), alone or under an attack waiting for
    the defender's answer (R6). The combat and end-of-turn steps run by
    themselves, so no game rests on them."""
    need = _need
    flow = state["flow"]
    need(isinstance(flow, list) and all(isinstance(f, dict) for f in flow), "bad flow stack")
    steps = [f.get("step") for f in flow]
    need(steps in ([], ["turn"], ["turn", "combat", "react"]), "bad flow stack")
    need((state["res"] is None) == bool(flow), "a game is over exactly when its flow is empty")
    for f in flow:
        need(set(f) == FRAME_KEYS[f["step"]], f"bad {f['step']} frame")
    if not flow:
        return
    side = state["side"]
    turn = flow[0]
    need(turn["marched"] in (0, 1) and _int(turn["marched"]), "bad turn frame")
    # R5 two moves, R9 the chit's one more or fewer, R4 March's two more (once a turn)
    most = MOVES + (CHIT_EFFECT[state["chit"]] if state["op"]["event_cup"] else 0) + 2 * turn["marched"]
    need(_int(turn["moves"]) and 0 <= turn["moves"] <= most, "R5: bad moves left")
    if len(flow) == 1:
        return
    combat, react = flow[1], flow[2]
    ps = state["pieces"]
    att, frm, to = combat["att"], combat["frm"], combat["to"]
    need(isinstance(att, str) and att in ps and side_of(att) == side, "R6: the attacker is not a piece of the side to move")
    need(isinstance(frm, str) and ps[att][0] == frm, "R5: the attacker is not where it attacked from")
    need(isinstance(to, str) and to in B.LABELS.neighbours(frm) and not B.crossing_blocked(frm, to),
         "R5: an attack goes one hex, not across the river (R3)")
    dfn = at(state, to)
    need(dfn is not None and side_of(dfn) != side, "R6: no enemy piece where the attack goes")
    # R6: the defender is asked before the dice; its answer (the bonus) comes back to a combat that rolls at once
    need(combat["asked"] == 1 and _int(combat["asked"]) and combat["bonus"] == 0 and _int(combat["bonus"]),
         "R6: bad combat frame")
    need(react["who"] == ENEMY[side] and react["at"] == to, "R6: the wrong side is asked to react")


GAME = Mini()
