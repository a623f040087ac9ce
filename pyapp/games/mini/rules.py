"""Skirmish at the Ford: the test minigame (rules in RULES_NOTES.md).

Not one of the five games: a small game that uses every piece of shared
machinery the real games will need, so the conformance suite and the table
prove them first — a hex board with terrain and hexside features (core
hexgrid), a flow of nested steps with a reaction by the other side (core
flow), hidden hands dealt from one shared deck shuffled in its own random
stream, blocks whose identity and strength the enemy does not see (which
block stands under which handle: each side's private set-up), dice,
reveals, log lines for one side only, and two-device play of a game with
secrets (``sealed = True``, pyapp/core/game.py): every secret is a value
under a public handle in ``state["sealed"]``.

State (plain JSON)::

    {"sc": scenario, "op": {"open_blocks": bool, "event_cup": bool},
     "rng": dice stream, "rng_deck": the setup's stream (the deck; which
     block stands under which handle is each side's private set-up, R2.1),
     "rng_cup": the cup's stream (R9),
     "turn": 1.., "last": last turn, "side": "blue" | "grey" (whose turn),
     "pieces": {handle: place}: the counters "b1", "g1" as [hex, strength]
               (open, R2); the blocks "BA", "BB" (Blue's), "GA", "GB"
               (Grey's) as [hex] (their strength is sealed),
     "sealed": {handle: value}: a block's [id, strength] (ids "b2", "b3",
               "g2", "g3"), a card's name under "d00".."d11"; None where
               this device does not know it,
     "hands": {role: [card handle, ...]}, "deck": ["d00", ...] (top last, a
     fixed order: which handles are dealt to whom never depends on the
     seed), "discard": [card handle, ...] (face up),
     "shown": [block handle, ...]: the blocks a combat has revealed to both
     sides, known to both from then on (R6.3), "flow": [frame, ...]
     (pyapp.core.flow),
     "cup": [chit, ...] the event chits still in the cup (R9), "chit": this
     turn's chit, "rv": reveals so far, "lr": [[side, die], ...] the latest
     action's dice, "lg": [log entry, ...], "res": None | [winner, code]}

Actions. A side's own device plays them as ``legal`` offers them, naming its
pieces by id ("b2") and its cards by name ("march"). The other device gets
them as ``announce`` words them, in the past tense, naming pieces and cards
by handle and carrying every value the action reveals:

    ("move", id, hex)            -> ("moved", handle, hex)  [+ id, strength: an attack by a block]
    ("play", card [, target])    -> ("played", card handle, card [, hex | piece handle])
    ("ambush",) / ("pass",)      -> ("ambushed", card handle, "ambush") / ("passed",)
                                    [+ id, strength: the defending block]
    ("take",)                    -> ("took", "eliminated" | "stands")
    ("end",)                     -> ("ended",) [+ handle, id, strength per hidden block: the last end, R8.1]
    ("count",)                   -> ("counted",) + handle, id, strength per hidden block (R8.1)

``apply`` takes both on any device's state (full or masked); an announced
action is checked as far as the receiving state can see, and refused where
a value it reveals disagrees with one this state knows.
"""

from __future__ import annotations

from ...core import cards, dice
from ...core.errors import Illegal
from ...core.flow import Flow, Step
from ...core.flowgame import FlowGame
from ...core.flowgame import log as _log
from ...core.flowgame import reveal as _reveal
from ...core.flowgame import roll as _roll
from ...core.game import Game, as_action, secret_stream, text
from . import board as B

ROLES = ("blue", "grey")
ENEMY = {"blue": "grey", "grey": "blue"}
NAME_ES = {"blue": "azul", "grey": "gris"}
# piece id suffix -> (kind, full strength); the counter is open, blocks hidden (R2)
PIECES = {"1": ("counter", 2), "2": ("block", 3), "3": ("block", 2)}
# Where each piece starts (R2.1): the counters by id, the blocks by handle
# (which block stands under which handle is the owner's private set-up).
START = {"blue": {"b1": "0102", "BA": "0104", "BB": "0203"},
         "grey": {"g1": "0602", "GA": "0604", "GB": "0503"}}
COUNTER = {"blue": "b1", "grey": "g1"}
BLOCK_IDS = {"blue": ("b2", "b3"), "grey": ("g2", "g3")}
# Public handles of the blocks (R2.1): which block stands under which is sealed.
HANDLES = {"blue": ("BA", "BB"), "grey": ("GA", "GB")}
BLOCK_HANDLES = HANDLES["blue"] + HANDLES["grey"]
# The label of the private set-up's stream (R2.1). Any label draws as fairly
# as any other; this one was picked so that the seeds the scripted tests of
# the table and the page play (3, 4, 17: tests/test_page_parts.py,
# tests/browser/test_mini.py, test_a11y.py, test_play.py) keep the layout of
# rules version 2 (x2 in 0104 and 0604, x3 in 0203 and 0503).
SETUP_LABEL = "R2.1/13"
CARDS = ("march", "volley", "ambush", "rally")
DECK = tuple(c for c in CARDS for _ in range(3))          # R4: twelve cards
CARD_HANDLES = tuple(f"d{i:02d}" for i in range(len(DECK)))
# R10: the long scenarios add two kinds of card
LONG_CARDS = CARDS + ("raid", "desert", "scout", "forage")
ALL_CARDS = LONG_CARDS
LONG_DECK = DECK + ("raid", "raid", "desert", "desert", "scout", "scout", "forage", "forage")  # R10: twenty
SCOUTED = 2                                               # R10.5: cards a Scout looks at
# R10: the muster, the 130-card variant (the size of For the People's deck)
MUSTER_DECK = tuple(c for c, n in (("march", 30), ("volley", 30), ("ambush", 24), ("rally", 18),
                                   ("raid", 10), ("desert", 7), ("scout", 7), ("forage", 4)) for _ in range(n))
DECKS = {"standard": cards.Deck("d", DECK, ROLES), "short": cards.Deck("d", DECK, ROLES),
         "long": cards.Deck("d", LONG_DECK, ROLES), "muster": cards.Deck("d", MUSTER_DECK, ROLES)}
CARD_ES = {"march": "marcha", "volley": "descarga", "ambush": "emboscada", "rally": "reagrupar",
           "raid": "incursión", "desert": "deserción", "scout": "exploración", "forage": "forrajeo"}
HAND = 2
MOVES = 2
CHITS = ("rush", "rush", "fog", "fog", "quiet", "quiet")      # R9: the event cup
CHIT_EFFECT = {"rush": 1, "fog": -1, "quiet": 0}
CHIT_EN = {"rush": ("Rush", "one more move this turn"), "fog": ("Fog", "one move fewer this turn"),
           "quiet": ("Quiet", "no effect")}
CHIT_ES = {"rush": ("Prisa", "un movimiento más este turno"), "fog": ("Niebla", "un movimiento menos este turno"),
           "quiet": ("Calma", "sin efecto")}
LAST = {"standard": 8, "short": 4, "long": 12, "muster": 12}
RESULT = {
    "flag": ("took the enemy's flag", "tomó la bandera enemiga", "R8"),
    "wiped": ("the enemy has no pieces left", "el enemigo no tiene piezas", "R8"),
    "time": ("more strength on the map at the end", "más fuerza en el mapa al final", "R8"),
}
# The verbs of announced actions (what the other device receives).
ANNOUNCED = ("moved", "played", "ambushed", "passed", "took", "ended", "counted", "discarded")
OUTCOMES = ("eliminated", "stands")                        # a hit taken (R4.1)


def deck_of(st: dict) -> cards.Deck:
    """The scenario's deck (R4, R10)."""
    return DECKS[st["sc"]]


def long_rules(st: dict) -> bool:
    """The long scenarios' card rules (R10) apply."""
    return st["sc"] in ("long", "muster")


def side_of(name: str) -> str:
    """The side of a piece, by id ("b2") or handle ("BA", "b1")."""
    return "blue" if name[:1] in ("b", "B") else "grey"


def kind(pid: str) -> str:
    if pid in BLOCK_HANDLES:
        return "block"
    return PIECES[pid[1:]][0]


def full(pid: str) -> int:
    """A piece's full strength, by id."""
    return PIECES[pid[1:]][1]


def at(st: dict, hx: str) -> str | None:
    """The handle of the piece in ``hx``, if any."""
    for h, place in st["pieces"].items():
        if place[0] == hx:
            return h
    return None


def value(st: dict, h: str) -> list | None:
    """[id, strength] of the piece under handle ``h``; None where this state
    does not know it (a block of the other side)."""
    if h in BLOCK_HANDLES:
        v = st["sealed"].get(h)
        return None if v is None else [v[0], v[1]]
    return [h, st["pieces"][h][1]]


def strength(st: dict, h: str) -> int | None:
    v = value(st, h)
    return None if v is None else v[1]


def handle_of(st: dict, side: str, name) -> str | None:
    """The handle of ``side``'s piece on the map called ``name``: its id as its
    owner names it ("b2"), or its handle ("BA", "b1")."""
    if not isinstance(name, str):
        return None
    if name in st["pieces"] and side_of(name) == side:
        return name
    for h in HANDLES[side]:
        v = st["sealed"].get(h)
        if h in st["pieces"] and v is not None and v[0] == name:
            return h
    return None


def own_name(st: dict, h: str) -> str:
    """How the rules offer a piece to its side: by id where known here."""
    v = value(st, h)
    return v[0] if v is not None else h


def secret(st: dict, h: str) -> bool:
    """A block the enemy does not see (R2): every block, unless face up."""
    return h in BLOCK_HANDLES and not st["op"]["open_blocks"]


def hidden_blocks(st: dict, side: str) -> list:
    """``side``'s blocks on the map whose values the enemy does not see."""
    if st["op"]["open_blocks"]:
        return []
    return [h for h in HANDLES[side] if h in st["pieces"]]


def card_handle(st: dict, side: str, card: str) -> str | None:
    """The first card of ``side``'s hand (as dealt) that is a ``card``."""
    return next((h for h in st["hands"][side] if st["sealed"].get(h) == card), None)


def hand_cards(st: dict, side: str) -> list:
    """The names of ``side``'s cards known here (a card dealt but not yet
    delivered to this device is None, and not playable yet)."""
    return [st["sealed"][h] for h in st["hands"][side] if st["sealed"].get(h) is not None]


def name(pid: str, lang: str) -> str:
    k = kind(pid)
    if lang == "es":
        return f"{'ficha' if k == 'counter' else 'bloque'} {pid}"
    return f"{k} {pid}"


def _public(st: dict, h: str, lang: str) -> str:
    """How the enemy names a piece: a block's identity is hidden (R2)."""
    if secret(st, h):
        return "a block" if lang == "en" else "un bloque"
    v = value(st, h)
    return name(v[0] if v else h, lang)


def _set_strength(st: dict, h: str, s: int) -> None:
    if h in BLOCK_HANDLES:
        v = st["sealed"].get(h)
        if v is not None:
            st["sealed"][h] = [v[0], s]
    else:
        st["pieces"][h][1] = s


def _remove(st: dict, h: str) -> str:
    hx = st["pieces"].pop(h)[0]
    st["sealed"].pop(h, None)
    if h in st["shown"]:
        st["shown"].remove(h)
    return hx


# ---------------------------------------------------------------- checking what an announcement reveals

def _check_block(st: dict, side: str, h: str, ident, s, rule: str) -> list:
    """A block value an announcement reveals: one of ``side``'s blocks at a
    strength it may have, the one this state knows under ``h`` if it knows
    it, and not one it knows under another handle."""
    if not (isinstance(ident, str) and ident in BLOCK_IDS[side] and type(s) is int and 1 <= s <= full(ident)):
        raise Illegal(f"{side.title()} has no such block to reveal", rule=rule,
                      es=f"{NAME_ES[side].title()} no tiene ese bloque")
    known = st["sealed"].get(h)
    if known is not None and [known[0], known[1]] != [ident, s]:
        raise Illegal("the block revealed is not the one this side knows stands there", rule=rule,
                      es="el bloque revelado no es el que este bando sabe que está ahí")
    for other in HANDLES[side]:
        v = st["sealed"].get(other)
        if other != h and other in st["pieces"] and v is not None and v[0] == ident:
            raise Illegal("the block revealed stands elsewhere", rule=rule,
                          es="el bloque revelado está en otro sitio")
    return [ident, s]


def _check_card(st: dict, h: str, card, rule: str = "R4") -> str:
    """A card an announcement reveals: a card of the deck, the one this state
    knows under ``h`` if it knows it, and not a fourth of its kind."""
    deck = deck_of(st)
    if not (isinstance(card, str) and card in deck.cards):
        raise Illegal("there is no such card", rule=rule, es="no existe esa carta")
    known = st["sealed"].get(h)
    if known is not None and known != card:
        raise Illegal("the card played is not the one this side knows under that handle", rule=rule,
                      es="la carta jugada no es la que este bando conoce con ese nombre")
    if known is None:
        seen = sum(1 for k in deck.handles(st) if k != h and st["sealed"].get(k) == card)
        if seen >= deck.cards.count(card):
            raise Illegal(f"every {card.title()} card is already known elsewhere", rule=rule,
                          es=f"todas las cartas {CARD_ES[card].title()} se conocen ya en otro sitio")
    return card


def _check_blocks(st: dict, side: str, words: tuple, rule: str) -> list:
    """The handle, id and strength of each of ``side``'s hidden blocks, in
    handle order (R8.1): [[handle, [id, strength]], ...]."""
    expected = hidden_blocks(st, side)
    if len(words) != 3 * len(expected):
        raise Illegal(f"the final count reveals each of {side.title()}'s blocks on the map", rule=rule,
                      es=f"el recuento final revela cada bloque de {NAME_ES[side]} en el mapa")
    out = []
    for i, h in enumerate(expected):
        if words[3 * i] != h:
            raise Illegal(f"the final count reveals each of {side.title()}'s blocks on the map", rule=rule,
                          es=f"el recuento final revela cada bloque de {NAME_ES[side]} en el mapa")
        out.append([h, _check_block(st, side, h, words[3 * i + 1], words[3 * i + 2], rule)])
    return out


# ---------------------------------------------------------------- doing what an action does

def do_move(game, st: dict, f: dict, side: str, h: str, dest: str, av: list | None) -> None:
    """R5: one piece one hex; into an enemy it is an attack (R6), which
    reveals the attacking piece to the defender's side (R6.1)."""
    here = st["pieces"][h][0]
    f["moves"] -= 1
    other = at(st, dest)
    if other is None:
        st["pieces"][h][0] = dest
        _log(st, f"{side.title()} moves {_public(st, h, 'en')} from {here} to {dest}.",
             f"{NAME_ES[side].title()} mueve {_public(st, h, 'es')} de {here} a {dest}.", "R5")
        v = value(st, h)
        if secret(st, h) and v is not None:
            _log(st, f"(It is your {name(v[0], 'en')}.)", f"(Es tu {name(v[0], 'es')}.)", "R2", side)
        return
    _log(st, f"{side.title()} attacks {dest} from {here}.",
         f"{NAME_ES[side].title()} ataca {dest} desde {here}.", "R6")
    if h in BLOCK_HANDLES:
        st["sealed"][h] = list(av)                         # R6.1: known to both sides now
    game.flow.push(st, "combat", att=h, frm=here, to=dest, bonus=0, asked=0, av=list(av))


def do_play(game, st: dict, f: dict, side: str, d: str, card: str, arg) -> None:
    """R4: a card from the hand, face up to the discard pile (R10.2: a
    Rally of the long scenarios leaves the game for good)."""
    deck = deck_of(st)
    st["sealed"][d] = card
    if card in ("rally", "forage") and long_rules(st):       # R10.2, R10.6: out for good
        deck.remove(st, d)
    else:
        deck.discard(st, d)
    if card == "march":
        f["moves"] += 2
        f["marched"] = 1
        _log(st, f"{side.title()} plays March: two more moves.",
             f"{NAME_ES[side].title()} juega Marcha: dos movimientos más.", "R4")
    elif card == "volley":
        target = at(st, arg)
        r = _roll(st, side)
        hit = r >= 5
        _log(st, f"{side.title()} fires a volley at {arg}: rolls {r}, {'a hit' if hit else 'a miss'}.",
             f"{NAME_ES[side].title()} lanza una descarga sobre {arg}: saca {r}, "
             f"{'impacto' if hit else 'fallo'}.", "R4")
        if hit and target:
            if secret(st, target):                         # R4.1: its owner takes the hit
                game.flow.push(st, "hit", who=side_of(target), at=arg)
            else:
                lose_step(st, target)
                check_wiped(game, st)
    elif card == "rally":
        s = strength(st, arg)
        if s is not None:
            _set_strength(st, arg, s + 1)
        _log(st, f"{side.title()} rallies a piece at {st['pieces'][arg][0]}.",
             f"{NAME_ES[side].title()} reagrupa una pieza en {st['pieces'][arg][0]}.", "R4")
        if long_rules(st):
            _log(st, "The Rally card leaves the game.", "La carta Reagrupar sale del juego.", "R10.2")
    elif card == "raid":
        enemy = ENEMY[side]
        taken = deck.take_random(st, side, enemy)                # R10.3: the game's dice pick it
        _log(st, f"{side.title()} plays Raid and takes a card at random from {enemy.title()}'s hand.",
             f"{NAME_ES[side].title()} juega Incursión y toma al azar una carta de la mano de "
             f"{NAME_ES[enemy]}.", "R10.3")
        if taken is not None:
            st.setdefault("taken", []).append(taken)
            got = st["sealed"].get(taken)
            if got is not None:
                _log(st, f"You take {got.title()}.", f"Tomas {CARD_ES[got].title()}.", "R10.3", side)
                _log(st, f"Your {got.title()} is taken.", f"Te quitan {CARD_ES[got].title()}.", "R10.3", enemy)
    elif card == "desert":
        enemy = ENEMY[side]
        lost = deck.pick(st, enemy)                               # R10.4: the game's dice pick it
        _log(st, f"{side.title()} plays Desertion: {enemy.title()} discards a card at random.",
             f"{NAME_ES[side].title()} juega Deserción: {NAME_ES[enemy]} descarta una carta al azar.", "R10.4")
        if lost is not None:
            game.flow.push(st, "desert", who=enemy, card=lost)    # its holder shows it (R10.4)
    elif card == "forage":                                       # R10.6
        deck.reshuffle(st, with_draw=True)
        _reveal(st)
        _log(st, f"{side.title()} plays Forage: the discards and the rest of the deck are shuffled into a "
                 "new deck; Forage leaves the game.",
             f"{NAME_ES[side].title()} juega Forrajeo: los descartes y el resto del mazo se barajan en un "
             "mazo nuevo; Forrajeo sale del juego.", "R10.6")
    elif card == "scout":
        looked = deck.top(st, SCOUTED)                            # R10.5: left where they lie
        seen = st.setdefault("seen", {r: [] for r in ROLES})[side]
        seen.extend(h for h in looked if h not in seen)
        _log(st, f"{side.title()} plays Scout and looks at the top {len(looked)} cards of the deck.",
             f"{NAME_ES[side].title()} juega Exploración y mira las {len(looked)} primeras cartas del mazo.",
             "R10.5")
        names = [st["sealed"].get(h) for h in looked]
        if looked and None not in names:   # between two devices: when the other side deals them
            _log(st, "You see " + ", ".join(n.title() for n in names) + " on top of the deck.",
                 "Ves " + ", ".join(CARD_ES[n].title() for n in names) + " encima del mazo.", "R10.5", side)


def do_desert(game, st: dict, f: dict, card: str) -> None:
    """R10.4: the card the dice picked goes face up to the discard pile."""
    st["sealed"][f["card"]] = card
    deck_of(st).discard(st, f["card"])
    _log(st, f"{f['who'].title()} discards {card.title()}.",
         f"{NAME_ES[f['who']].title()} descarta {CARD_ES[card].title()}.", "R10.4")
    game.flow.pop(game, st)


def do_react(game, st: dict, f: dict, d: str | None, dv: list) -> None:
    """R6: the defender's answer; it reveals the defending piece (R6.2)."""
    bonus = 0
    if d is not None:
        st["sealed"][d] = "ambush"
        deck_of(st).discard(st, d)
        bonus = 2
        _log(st, f"{f['who'].title()} springs an ambush: +2.",
             f"{NAME_ES[f['who']].title()} tiende una emboscada: +2.", "R4")
    game.flow.pop(game, st, [bonus, list(dv)])


def do_take(game, st: dict, f: dict, eliminated: bool) -> None:
    """R4.1: the owner of the block a volley hit takes the step it loses."""
    lose_step(st, at(st, f["at"]), eliminated)
    game.flow.pop(game, st)
    check_wiped(game, st)


def do_count(game, st: dict, side: str, values: list) -> None:
    """R8.1: the last side to reveal its blocks; then the count."""
    for h, v in values:
        st["sealed"][h] = v
    tally(game, st)


def tally(game, st: dict) -> None:
    """R8: after the last turn, more strength on the map wins; Grey holds ties."""
    total = {r: 0 for r in ROLES}
    for h in st["pieces"]:
        s = strength(st, h)
        if s is None:
            raise Illegal("the final count needs every block's strength, and this device lacks one",
                          rule="R8.1", es="el recuento final necesita la fuerza de cada bloque")
        total[side_of(h)] += s
    finish(game, st, "blue" if total["blue"] > total["grey"] else "grey", "time")


def last_end(st: dict, side: str) -> bool:
    """Whether ``side`` ending its turn now starts the final count (R8.1):
    Grey in the last turn, unless it wins by the flag first."""
    if side != "grey" or st["turn"] < st["last"]:
        return False
    holder = at(st, B.FLAG[ENEMY[side]])
    return not (holder and side_of(holder) == side)


# ---------------------------------------------------------------- the steps

class Turn(Step):
    """R5: up to two moves, cards, then end the turn."""
    rule = "R5"

    def who(self, game, st, f):
        return st["side"]

    def legal(self, game, st, f):
        side = st["side"]
        out = []
        mine = sorted((own_name(st, h), h) for h in st["pieces"] if side_of(h) == side)
        if f["moves"] > 0:
            for nm, h in mine:
                here = st["pieces"][h][0]
                for nb in B.LABELS.neighbours(here):
                    if B.crossing_blocked(here, nb):
                        continue
                    other = at(st, nb)
                    if other is None or (side_of(other) != side and value(st, h) is not None):
                        out.append(("move", nm, nb))
        hand = hand_cards(st, side)
        if "march" in hand and not f["marched"]:
            out.append(("play", "march"))
        if "volley" in hand:
            out.extend(("play", "volley", hx) for hx in volley_targets(st, side))
        if "rally" in hand:
            out.extend(("play", "rally", nm) for nm, h in mine
                       if value(st, h) is not None and strength(st, h) < full(nm))
        for card in ("raid", "desert"):                            # R10.3, R10.4
            if card in hand and st["hands"][ENEMY[side]]:
                out.append(("play", card))
        if "scout" in hand and st["deck"]:                          # R10.5
            out.append(("play", "scout"))
        if "forage" in hand and st["discard"]:                      # R10.6
            out.append(("play", "forage"))
        out.append(("end",))
        return out

    def act(self, game, st, f, a):
        side = st["side"]
        if a[0] == "move":
            h, dest = handle_of(st, side, a[1]), a[2]
            other = at(st, dest)
            do_move(game, st, f, side, h, dest, value(st, h) if other is not None else None)
        elif a[0] == "end":
            game.flow.goto(st, "end")
        else:
            card = a[1]
            arg = a[2] if card == "volley" else handle_of(st, side, a[2]) if card == "rally" else None
            do_play(game, st, f, side, card_handle(st, side, card), card, arg)

    def receive(self, game, st, f, a):
        """The other device's move, as announced (R5)."""
        side = st["side"]
        if a[0] == "moved":
            if len(a) not in (3, 5):
                raise self.refuse(game, st, f, a)
            h, dest = a[1], a[2]
            self.check_move(st, f, side, h, dest)
            other = at(st, dest)
            if other is None:
                if len(a) != 3:
                    raise Illegal("a move that is no attack reveals nothing", rule="R5")
                do_move(game, st, f, side, h, dest, None)
                return
            if h in BLOCK_HANDLES:
                if len(a) != 5:
                    raise Illegal("an attack by a block reveals the block", rule="R6.1",
                                  es="un ataque con un bloque revela el bloque")
                av = _check_block(st, side, h, a[3], a[4], "R6.1")
            else:
                if len(a) != 3:
                    raise Illegal("a counter is face up: its attack reveals nothing more", rule="R6.1")
                av = value(st, h)
            do_move(game, st, f, side, h, dest, av)
        elif a[0] == "played":
            if len(a) < 3 or not isinstance(a[1], str) or a[1] not in st["hands"][side]:
                raise Illegal("that card is not in the hand", rule="R4", es="esa carta no está en la mano")
            d, card = a[1], _check_card(st, a[1], a[2])
            arg = a[3] if len(a) == 4 else None
            if card == "ambush":
                raise Illegal("Ambush is played only when attacked", rule="R4")
            if card == "march" and (len(a) != 3 or f["marched"]):
                raise Illegal("March is played once a turn", rule="R4")
            if card in ("raid", "desert") and (len(a) != 3 or not st["hands"][ENEMY[side]]):
                raise Illegal("Raid and Desertion are played on a hand that holds a card", rule="R10.3")
            if card == "scout" and (len(a) != 3 or not st["deck"]):
                raise Illegal("Scout looks at the deck, which must hold a card", rule="R10.5")
            if card == "forage" and (len(a) != 3 or not st["discard"]):
                raise Illegal("Forage needs a card in the discard pile", rule="R10.6")
            if card == "volley" and (len(a) != 4 or arg not in volley_targets(st, side)):
                raise Illegal("a volley needs an enemy within 2 hexes in clear sight", rule="R4")
            if card == "rally":
                if len(a) != 4 or handle_of(st, side, arg) != arg:
                    raise Illegal("Rally is played on one of your pieces", rule="R4")
                v = value(st, arg)
                if v is not None and v[1] >= full(v[0]):
                    raise Illegal("that piece is at full strength", rule="R4")
            do_play(game, st, f, side, d, card, arg)
        elif a[0] == "ended":
            values = []
            if last_end(st, side):
                values = _check_blocks(st, side, a[1:], "R8.1")
            elif len(a) != 1:
                raise Illegal("the end of a turn reveals nothing before the final count", rule="R8.1")
            for h, v in values:
                st["sealed"][h] = v
            game.flow.goto(st, "end")
        else:
            raise self.refuse(game, st, f, a)

    @staticmethod
    def check_move(st, f, side, h, dest) -> None:
        if not (isinstance(h, str) and h in st["pieces"] and side_of(h) == side):
            raise Illegal("that piece is not yours", rule="R5")
        if f["moves"] <= 0:
            raise Illegal("no moves left this turn", rule="R5")
        here = st["pieces"][h][0]
        if dest not in B.LABELS.neighbours(here):
            raise Illegal("a piece moves one hex at a time", rule="R5")
        if B.crossing_blocked(here, dest):
            raise Illegal("the river is crossed only at the ford", rule="R3")
        other = at(st, dest)
        if other is not None and side_of(other) == side:
            raise Illegal("one piece per hex", rule="R5")

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
        side = st["side"]
        if a and a[0] == "move" and len(a) == 3 and isinstance(a[1], str) and a[1][:1] in ("b", "g", "B", "G"):
            owner = side_of(a[1])
            h = handle_of(st, owner, a[1])
            if h is not None:
                if owner != side:
                    return Illegal("that piece is not yours", rule="R5")
                try:
                    self.check_move(st, f, side, h, a[2])
                except Illegal as exc:
                    return exc
                if value(st, h) is None:
                    return Illegal("this device does not know that block: it cannot attack from here",
                                   rule="R6.1")
        if a and a[0] == "play" and len(a) >= 2:
            if a[1] not in hand_cards(st, side):
                return Illegal("that card is not in your hand", rule="R4")
            if a[1] == "ambush":
                return Illegal("Ambush is played only when attacked", rule="R4")
            if a[1] == "volley":
                return Illegal("a volley needs an enemy within 2 hexes in clear sight", rule="R4")
            if a[1] in ("raid", "desert"):
                return Illegal("the enemy holds no card", rule="R10.3" if a[1] == "raid" else "R10.4")
            if a[1] == "scout":
                return Illegal("the deck is empty: there is nothing to look at", rule="R10.5")
            if a[1] == "forage":
                return Illegal("the discard pile is empty: there is nothing to forage", rule="R10.6")
            return Illegal("that card cannot be played now", rule="R4")
        return Illegal(f"{a!r} is not possible now", rule="R5")

    def resume(self, game, st, f, result):
        pass


class Combat(Step):
    """R6: the defender may react (ambush), then both roll. The attacker's
    value came with the attack (``av``, R6.1), the defender's with its
    answer (``dv``, R6.2), so the combat runs on either device."""
    rule = "R6"
    auto = True

    def who(self, game, st, f):
        return st["side"]

    def run(self, game, st, f):
        if not f["asked"]:
            f["asked"] = 1
            game.flow.push(st, "react", who=ENEMY[st["side"]], at=f["to"])
            return
        att, av, dv = f["att"], f["av"], f["dv"]
        dfn = at(st, f["to"])
        ra, rd = _roll(st, st["side"]), _roll(st, ENEMY[st["side"]])
        sa, sd = av[1], dv[1]
        terrain = B.DEFENCE.get(B.TERRAIN.get(f["to"], "clear"), 0)
        ta, td = sa + ra, sd + rd + terrain + f["bonus"]
        _reveal(st)
        en = (f"Combat at {f['to']}: {name(av[0], 'en')} strength {sa} rolls {ra} = {ta}; "
              f"{name(dv[0], 'en')} strength {sd} rolls {rd}")
        es = (f"Combate en {f['to']}: {name(av[0], 'es')} fuerza {sa} saca {ra} = {ta}; "
              f"{name(dv[0], 'es')} fuerza {sd} saca {rd}")
        extra_en = "".join([f" +{terrain} terrain" if terrain else "", f" +{f['bonus']} ambush" if f["bonus"] else ""])
        extra_es = "".join([f" +{terrain} terreno" if terrain else "", f" +{f['bonus']} emboscada" if f["bonus"] else ""])
        winner = att if ta > td else dfn
        _log(st, f"{en}{extra_en} = {td}. {side_of(winner).title()} wins.",
             f"{es}{extra_es} = {td}. Gana {NAME_ES[side_of(winner)]}.", "R6")
        for h, v in ((att, av), (dfn, dv)):                  # R6.3: both known to both sides
            if h in BLOCK_HANDLES:
                st["sealed"][h] = list(v)
        loser = dfn if winner == att else att
        gone = lose_step(st, loser)
        if winner == att and gone:
            st["pieces"][att][0] = f["to"]                   # R6: advance into the hex
        st["shown"] += [h for h in (att, dfn) if h in BLOCK_HANDLES and h in st["pieces"]
                        and h not in st["shown"]]
        game.flow.pop(game, st)
        check_wiped(game, st)

    def resume(self, game, st, f, result):
        bonus, dv = result                                   # the reaction's bonus and the defender
        f["bonus"] = int(bonus)
        f["dv"] = list(dv)


class React(Step):
    """R6: the attacked side may play Ambush (+2), or not."""
    rule = "R6"

    def legal(self, game, st, f):
        out = [("ambush",)] if "ambush" in hand_cards(st, f["who"]) else []
        return out + [("pass",)]

    def act(self, game, st, f, a):
        d = card_handle(st, f["who"], "ambush") if a == ("ambush",) else None
        do_react(game, st, f, d, value(st, at(st, f["at"])))

    def receive(self, game, st, f, a):
        """The defender's answer as announced: the ambush card, and the
        defending block (R6.2)."""
        who = f["who"]
        dfn = at(st, f["at"])
        extra = 2 if dfn in BLOCK_HANDLES else 0
        d = None
        if a[0] == "ambushed":
            if len(a) != 3 + extra:
                raise self.refuse(game, st, f, a)
            if not isinstance(a[1], str) or a[1] not in st["hands"][who]:
                raise Illegal("that card is not in the hand", rule="R4", es="esa carta no está en la mano")
            if _check_card(st, a[1], a[2]) != "ambush":
                raise Illegal("an ambush is sprung with an Ambush card", rule="R4")
            d = a[1]
        elif a[0] != "passed" or len(a) != 1 + extra:
            raise self.refuse(game, st, f, a)
        if extra:
            dv = _check_block(st, who, dfn, a[-2], a[-1], "R6.2")
        else:
            dv = value(st, dfn)
        if d is not None:
            st["sealed"][d] = "ambush"
        do_react(game, st, f, d, dv)

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


class _Owed(Step):
    """A decision with one action that only the side holding a secret can
    take (R4.1, R8.1, R10.4): ``action`` on its device, announced as
    ``verb`` with what it reveals. Subclasses give the words."""
    action = ""
    verb = ""
    words: dict = {}       # "do" (prompt), "wait" ({who}: waiting), "refuse": (en, es)

    def legal(self, game, st, f):
        return [(self.action,)]

    def receive(self, game, st, f, a):
        if a[0] != self.verb:
            raise self.refuse(game, st, f, a)
        self.received(game, st, f, a)

    def received(self, game, st, f, a):
        raise NotImplementedError

    def prompt(self, game, st, f):
        en, es = self.words["do"]
        return text(en.format(**f), es.format(**f), self.rule)

    def waiting(self, game, st, f, role):
        en, es = self.words["wait"]
        return text(en.format(who=f["who"].title()), es.format(who=NAME_ES[f["who"]]), self.rule)

    def refuse(self, game, st, f, a):
        en, es = self.words["refuse"]
        return Illegal(en, rule=self.rule, es=es)


class Hit(_Owed):
    """R4.1: a volley hit one of this side's face-down blocks; its owner,
    who alone knows its strength, takes the step it loses."""
    rule = "R4.1"
    action, verb = "take", "took"
    words = {"do": ("A volley hit your block at {at}: take the hit (it loses a step).",
                    "Una descarga alcanzó tu bloque en {at}: encaja el impacto (pierde un paso)."),
             "wait": ("Waiting for {who} to take the volley's hit.",
                      "Esperando a que {who} encaje el impacto de la descarga."),
             "refuse": ("take the volley's hit", "encaja el impacto de la descarga")}

    def act(self, game, st, f, a):
        do_take(game, st, f, strength(st, at(st, f["at"])) <= 1)

    def received(self, game, st, f, a):
        if len(a) != 2 or a[1] not in OUTCOMES:
            raise self.refuse(game, st, f, a)
        s = strength(st, at(st, f["at"]))
        if s is not None and (s <= 1) != (a[1] == "eliminated"):
            raise Illegal("the block hit is not at the strength this side knows", rule="R4.1",
                          es="el bloque alcanzado no tiene la fuerza que este bando conoce")
        do_take(game, st, f, a[1] == "eliminated")


class Desert(_Owed):
    """R10.4: the enemy's Desertion picked a card of this side's hand; its
    holder, who alone may know it between two devices, discards it face up."""
    rule = "R10.4"
    action, verb = "discard", "discarded"
    words = {"do": ("Desertion: discard the card the dice picked from your hand.",
                    "Deserción: descarta la carta de tu mano que eligieron los dados."),
             "wait": ("Waiting for {who} to discard the card Desertion picked.",
                      "Esperando a que {who} descarte la carta que eligió la Deserción."),
             "refuse": ("discard the card Desertion picked", "descarta la carta que eligió la Deserción")}

    def legal(self, game, st, f):
        return super().legal(game, st, f) if st["sealed"].get(f["card"]) is not None else []

    def act(self, game, st, f, a):
        do_desert(game, st, f, st["sealed"][f["card"]])

    def received(self, game, st, f, a):
        if len(a) != 3 or a[1] != f["card"]:
            raise self.refuse(game, st, f, a)
        do_desert(game, st, f, _check_card(st, a[1], a[2], "R10.4"))


class Count(_Owed):
    """R8.1: after the last turn Blue reveals its blocks for the count
    (Grey revealed its own as it ended its turn)."""
    rule = "R8.1"
    action, verb = "count", "counted"
    words = {"do": ("The last turn is over: reveal your blocks for the final count.",
                    "Ha terminado el último turno: revela tus bloques para el recuento final."),
             "wait": ("Waiting for {who} to reveal its blocks for the final count.",
                      "Esperando a que {who} revele sus bloques para el recuento final."),
             "refuse": ("reveal your blocks for the final count", "revela tus bloques para el recuento final")}

    def act(self, game, st, f, a):
        side = f["who"]
        do_count(game, st, side, [[h, value(st, h)] for h in hidden_blocks(st, side)])

    def received(self, game, st, f, a):
        side = f["who"]
        do_count(game, st, side, _check_blocks(st, side, a[1:], "R8.1"))


class EndTurn(Step):
    """R7: draw a card, check victory, hand the turn over."""
    rule = "R7"
    auto = True

    def who(self, game, st, f):
        return st["side"]

    def run(self, game, st, f):
        side = st["side"]
        deck = deck_of(st)
        if not st["deck"] and long_rules(st) and st["discard"]:
            deck.reshuffle(st)                                      # R10.1
            _reveal(st)
            _log(st, "The deck is empty: the discards are shuffled into a new deck.",
                 "El mazo se ha agotado: los descartes se barajan en un mazo nuevo.", "R10.1")
        if st["deck"]:
            h = deck.deal(st, side)[0]
            _reveal(st)
            _log(st, f"{side.title()} draws a card.", f"{NAME_ES[side].title()} roba una carta.", "R7")
            card = st["sealed"].get(h)
            if card is not None:            # a card dealt to another device shows there when delivered
                _log(st, f"You draw {card.title()}.", f"Robas {CARD_ES[card].title()}.", "R7", side)
        flag = B.FLAG[ENEMY[side]]
        holder = at(st, flag)
        if holder and side_of(holder) == side:
            return finish(game, st, side, "flag")
        if side == "grey":
            if st["turn"] >= st["last"]:
                # R8.1: Grey's last end reveals its blocks; Blue reveals its own, if any are hidden
                if hidden_blocks(st, ENEMY[side]):
                    game.flow.goto(st, "count", who=ENEMY[side])
                    return
                return tally(game, st)
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
    title, what = CHIT_EN[chit]
    title_es, what_es = CHIT_ES[chit]
    _log(st, f"{side.title()} draws {title} from the cup: {what}.",
         f"{NAME_ES[side].title()} saca {title_es} de la taza: {what_es}.", "R9")
    return MOVES + CHIT_EFFECT[chit]


def lose_step(st: dict, h: str, eliminated: bool | None = None) -> bool:
    """R6: one step lost; at 0 the piece is gone. True when eliminated.
    ``eliminated``: the owner's word (R4.1) where the strength is not known here."""
    s = strength(st, h)
    gone = s <= 1 if s is not None else bool(eliminated)
    if gone:
        hx = _remove(st, h)
        _log(st, f"The piece at {hx} is eliminated.", f"La pieza en {hx} es eliminada.", "R6")
        return True
    if s is not None:
        _set_strength(st, h, s - 1)
    hx = st["pieces"][h][0]
    _log(st, f"The piece at {hx} loses a step.", f"La pieza en {hx} pierde un paso.", "R6")
    return False


def check_wiped(game, st) -> None:
    if st["res"]:
        return
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
    mine = [place[0] for p, place in st["pieces"].items() if side_of(p) == side]
    out = []
    for p, place in st["pieces"].items():
        if side_of(p) == side:
            continue
        hx = place[0]
        if any(B.LABELS.distance(m, hx) <= 2 and B.clear_line(m, hx) for m in mine):
            out.append(hx)
    return sorted(out)


FLOW = Flow({"turn": Turn(), "combat": Combat(), "react": React(), "end": EndTurn(),
             "hit": Hit(), "count": Count(), "desert": Desert()})


class Mini(FlowGame):
    id = "mini"
    title = "Skirmish at the Ford (test game)"
    roles = ROLES
    scenarios = {"standard": "Eight turns", "short": "Four turns",
                 "long": "Twelve turns, twenty cards, reshuffles (R10)",
                 "muster": "Twelve turns, the 130-card deck (R10.5)"}
    scenarios_es = {"standard": "Ocho turnos", "short": "Cuatro turnos",
                    "long": "Doce turnos, veinte cartas, rebarajes (R10)",
                    "muster": "Doce turnos, el mazo de 130 cartas (R10.5)"}
    options = {"open_blocks": "Blocks face up (practice)", "event_cup": "Event cup: a chit each turn (R9)"}
    options_es = {"open_blocks": "Bloques boca arriba (práctica)",
                  "event_cup": "Taza de eventos: una ficha cada turno (R9)"}
    rules_version = "3"
    rng_keys = ("rng", "rng_deck", "rng_cup")
    hidden = True           # views differ by role: hotseat hands the device over
    sealed = True           # secrets under handles, for two-device play
    flow = FLOW

    view_fields = {
        "scenario": "the scenario's key", "turn": "turn number", "last_turn": "the scenario's last turn",
        "side": "whose turn",
        "active": "roles that must decide now", "result": "Game.result or None",
        "pieces": "[{id, hex, side, kind, strength, full}]; an enemy block hides id and strengths",
        "hand": "the role's own cards (empty for a spectator)",
        "hand_sizes": "{role: cards held}", "deck_size": "cards left in the deck",
        "discard": "cards played, in order (None: not shown to this device yet)",
        "removed": "cards out of the game for good (R10.2)", "reshuffles": "times the deck was reshuffled (R10.1)",
        "scouted": "the cards on top of the deck the role's Scouts showed it, top first (R10.5)",
        "moves_left": "moves left in this turn",
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
              "turn": 1, "last": LAST[sc], "side": "blue", "pieces": {}, "sealed": {},
              "hands": {r: [] for r in ROLES}, "deck": list(CARD_HANDLES), "discard": [], "shown": [],
              "flow": [], "cup": sorted(CHITS) if op["event_cup"] else [], "chit": "", "rv": 0, "lr": [],
              "lg": [], "res": None}
        deck = deck_of(st)
        deck.setup(st)                                              # R4: which card under which handle
        for role in ROLES:
            st["pieces"][COUNTER[role]] = [START[role][COUNTER[role]], full(COUNTER[role])]
            for h, pid in zip(HANDLES[role], BLOCK_IDS[role]):     # R2.1: the private set-up decides
                st["pieces"][h] = [START[role][h]]
                st["sealed"][h] = [pid, full(pid)]
        for _ in range(HAND):                                       # the top handles, whatever the seed
            for role in ROLES:
                deck.deal(st, role)
        FLOW.push(st, "turn", moves=draw_chit(st), marched=0)
        return self.private_setups(st, seed)

    def private_setup(self, state, role, secret):
        """R2.1: which of ``role``'s blocks stands under which of its handles,
        drawn from ``secret`` alone (the owner's: between two devices, from
        its seat key), afresh. Nothing to decide where the blocks are face up
        (the enemy may know them): they stand in id order."""
        mine = HANDLES[role]
        if any(h in self.may_know(state, ENEMY[role]) for h in mine):
            return
        ids = sorted(BLOCK_IDS[role])
        dice.shuffle(secret_stream(secret, SETUP_LABEL), ids)
        for h, pid in zip(mine, ids):
            state["sealed"][h] = [pid, full(pid)]

    # ------------------------------------------------------------ contract

    def receives(self, state, role, frame, action):
        """An action as the other device announces it (``announce``)."""
        return bool(action) and action[0] in ANNOUNCED

    def end_prompt(self, state, role):
        res = self.result(state)
        return text(f"The game is over: {res['winner'].title()} wins.",
                    f"La partida ha terminado: gana {NAME_ES[res['winner']]}.", res["rule"])

    def result(self, state):
        if not state["res"]:
            return None
        w, code = state["res"]
        en, es, rule = RESULT[code]
        return {"winner": w, "reason": en, "reason_es": es, "rule": rule}

    # ------------------------------------------------------------ secrets (two-device play)

    def may_know(self, state, role):
        """R2, R4, R6, R8: a side knows its own blocks and hand; everyone knows
        the cards played, a block from the moment it attacks (R6.1) or
        answers an attack (R6.2) on (R6.3), Grey's blocks once its last turn
        ended (R8.1), every block after the final count, and every block with
        the option "Blocks face up". What a side may know never shrinks: a
        device never has to forget a value."""
        sealed = state["sealed"]
        known = set(state["discard"]) | set(state["shown"]) | set(state.get("removed", []))
        for f in state["flow"]:
            if f["step"] == "combat":
                known.add(f["att"])
            elif f["step"] == "count":
                known.update(HANDLES[ENEMY[f["who"]]])
        if state["op"]["open_blocks"] or (state["res"] and state["res"][1] == "time"):
            known.update(BLOCK_HANDLES)
        if role in ROLES:
            known.update(HANDLES[role])
            known.update(state["hands"][role])
            known.update(state.get("taken", []))    # R10.3: the taker and the robbed both know it
            known.update(state.get("seen", {}).get(role, []))   # R10.5: what its Scouts showed it
        return {h for h in known if h in sealed}

    def shared_deck(self, state):
        return {h: state["sealed"][h] for h in deck_of(state).handles(state)}

    def card_deck(self, state):
        return deck_of(state)

    def announce(self, state, role, action):
        """``action`` of ``role`` as the other device receives it (see the
        module text): handles for pieces and cards, and what it reveals."""
        a = as_action(action)
        if a[0] in ANNOUNCED:
            return a
        self.check_turn(state, role, a)
        st, f = state, FLOW.top(state)
        if a not in self.legal(st, role):
            raise FLOW.step(f).refuse(self, st, f, a)
        if a[0] == "move":
            h, dest = handle_of(st, role, a[1]), a[2]
            other = at(st, dest)
            if other is not None and h in BLOCK_HANDLES:
                v = value(st, h)
                return ("moved", h, dest, v[0], v[1])       # R6.1
            return ("moved", h, dest)
        if a[0] == "play":
            card = a[1]
            rest = (a[2],) if card == "volley" else (handle_of(st, role, a[2]),) if card == "rally" else ()
            return ("played", card_handle(st, role, card), card) + rest
        if a[0] in ("ambush", "pass"):
            dfn = at(st, f["at"])
            extra = tuple(value(st, dfn)) if dfn in BLOCK_HANDLES else ()   # R6.2
            if a[0] == "ambush":
                return ("ambushed", card_handle(st, role, "ambush"), "ambush") + extra
            return ("passed",) + extra
        if a[0] == "discard":
            return ("discarded", f["card"], st["sealed"][f["card"]])            # R10.4
        if a[0] == "take":
            return ("took", "eliminated" if strength(st, at(st, f["at"])) <= 1 else "stands")
        if a[0] == "end":
            blocks = hidden_blocks(st, role) if last_end(st, role) else []
            return ("ended",) + tuple(x for h in blocks for x in [h] + value(st, h))
        if a[0] == "count":
            return ("counted",) + tuple(x for h in hidden_blocks(st, role) for x in [h] + value(st, h))
        return a

    # ------------------------------------------------------------ words

    def describe(self, state, action, lang="en"):
        es = lang == "es"
        a = tuple(action)
        if not a:
            return ""
        verb = a[0]
        if verb in ("move", "moved") and len(a) >= 3:
            mover = a[1] if isinstance(a[1], str) else "?"
            label = _label(mover, lang)      # an attacking block stays "a block" until the dice (R6.1)
            tgt = at(state, a[2])
            if tgt and side_of(tgt) != side_of(mover):
                return f"{label} ataca {a[2]}" if es else f"{label} attacks {a[2]}"
            return f"Mover {label} a {a[2]}" if es else f"Move {label} to {a[2]}"
        if verb in ("play", "played") and len(a) >= 2:
            card_name = a[1] if verb == "play" else (a[2] if len(a) >= 3 else "?")
            card = str(card_name)
            card = (CARD_ES.get(card, card) if es else card).title()
            rest = a[2:] if verb == "play" else a[3:]
            if rest:
                where = rest[0]
                if verb == "played" and card_name == "rally" and isinstance(where, str) and where in state["pieces"]:
                    where = state["pieces"][where][0]
                return f"Jugar {card} sobre {where}" if es else f"Play {card} on {where}"
            return f"Jugar {card}" if es else f"Play {card}"
        words = {"end": ("End the turn", "Terminar el turno"), "ended": ("End the turn", "Terminar el turno"),
                 "ambush": ("Spring an ambush", "Tender una emboscada"),
                 "ambushed": ("Spring an ambush", "Tender una emboscada"),
                 "pass": ("No reaction", "No reaccionar"), "passed": ("No reaction", "No reaccionar"),
                 "take": ("Take the hit", "Encajar el impacto"),
                 "discard": ("Discard the card Desertion picked", "Descartar la carta que eligió la Deserción"),
                 "discarded": ("Discard the card Desertion picked", "Descartar la carta que eligió la Deserción"),
                 "took": ("Take the hit", "Encajar el impacto"),
                 "count": ("Reveal your blocks for the final count", "Revelar tus bloques para el recuento final"),
                 "counted": ("Reveal the blocks for the final count", "Revelar los bloques para el recuento final")}
        if verb in words:
            line = words[verb][1 if es else 0]
            if verb == "took" and len(a) == 2:
                line += (": eliminado" if es else ": eliminated") if a[1] == "eliminated" else (
                    ": pierde un paso" if es else ": loses a step")
            return line
        return " ".join(map(str, a))

    # ------------------------------------------------------------ views

    def view(self, state, role=None):
        sealed = state["sealed"]
        hidden = not state["op"]["open_blocks"]
        pieces = []
        # by hex, never by id or handle: the order must not tell one enemy block from another
        for h, place in sorted(state["pieces"].items(), key=lambda kv: kv[1][0]):
            side = side_of(h)
            p = {"hex": place[0], "side": side, "kind": kind(h)}
            v = value(state, h)
            if v is not None and (side == role or not (hidden and h in BLOCK_HANDLES)):
                p.update(id=v[0], strength=v[1], full=full(v[0]))
            pieces.append(p)
        top = FLOW.top(state)
        combat = next(({"from": f["frm"], "to": f["to"]} for f in state["flow"] if f["step"] == "combat"), None)
        turn = next((f for f in state["flow"] if f["step"] == "turn"), None)
        return {
            "scenario": state["sc"], "turn": state["turn"], "last_turn": state["last"], "side": state["side"],
            "active": self.active(state), "result": self.result(state), "pieces": pieces,
            "hand": sorted(hand_cards(state, role)) if role in ROLES else [],
            "hand_sizes": {r: len(state["hands"][r]) for r in ROLES}, "deck_size": len(state["deck"]),
            "discard": [sealed[h] for h in state["discard"]],
            "removed": [sealed[h] for h in state.get("removed", [])], "reshuffles": deck_of(state).epoch(state),
            "scouted": self._scouted(state, role),
            "moves_left": turn["moves"] if turn else 0,
            "combat": combat, "flow": [self._public_frame(f) for f in state["flow"]] if top else [],
            "reveals": state["rv"], "options": dict(state["op"]),
            "last_roll": [{"side": side, "die": die} for side, die in state["lr"]],
            "cup": ({"left": {c: state["cup"].count(c) for c in CHIT_EFFECT}, "drawn": state["chit"] or None}
                    if state["op"]["event_cup"] else None),
        }

    @staticmethod
    def _scouted(state, role):
        """R10.5: the cards on top of the deck this side's Scouts showed it,
        top first, while they lie there (None: not delivered yet)."""
        seen = set(state.get("seen", {}).get(role, [])) if role in ROLES else set()
        out = []
        for h in reversed(state["deck"]):
            if h not in seen:
                break
            out.append(state["sealed"].get(h))
        return out

    @staticmethod
    def _public_frame(f):
        if f["step"] == "combat":          # the attacker stays face down on the table until the dice
            return {k: v for k, v in f.items() if k not in ("att", "av", "dv")}
        return dict(f)

    def sample(self, view, role, rng):
        """A state consistent with ``role``'s view: the enemy's hand, the
        deck's order and the enemy blocks' identities and strengths drawn
        from ``rng`` (R2, R4). Handles are given in the order of the map."""
        enemy = ENEMY[role]
        st = {"sc": view["scenario"],
              "op": dict(view["options"]), "rng": format(dice.next_u64(rng), "016x"),
              "rng_deck": format(dice.next_u64(rng), "016x"),
              "rng_cup": format(dice.next_u64(rng), "016x"), "turn": view["turn"],
              "last": view["last_turn"], "side": view["side"], "pieces": {}, "sealed": {},
              "hands": {r: [] for r in ROLES}, "deck": [], "discard": [], "shown": [], "flow": [],
              "rv": view["reveals"], "lr": [[d["side"], d["die"]] for d in view["last_roll"]], "lg": [],
              "res": None,
              "cup": sorted(c for c, n in (view["cup"] or {"left": {}})["left"].items() for _ in range(n)),
              "chit": (view["cup"] or {}).get("drawn") or ""}
        blocks: dict = {r: [] for r in ROLES}
        for p in view["pieces"]:
            if p["kind"] == "counter":
                st["pieces"][p["id"]] = [p["hex"], p["strength"]]
            else:
                blocks[p["side"]].append((p["hex"], [p["id"], p["strength"]] if "id" in p else None))
        for side in (enemy, role):
            seen = {v[0] for _, v in blocks[side] if v}
            ids = [pid for pid in BLOCK_IDS[side] if pid not in seen]
            if side == enemy or any(v is None for _, v in blocks[side]):
                dice.shuffle(rng, ids)
            left = iter(ids)
            for h, (hx, v) in zip(HANDLES[side], blocks[side]):
                if v is None:
                    pid = next(left)
                    v = [pid, 1 + dice.randbelow(rng, full(pid))]
                st["pieces"][h] = [hx]
                st["sealed"][h] = v
        deck = deck_of(st)
        hand, discard, removed = list(view["hand"]), list(view["discard"]), list(view["removed"])
        pool = list(deck.cards)
        for c in hand + discard + removed:
            if c is not None:
                pool.remove(c)
        dice.shuffle(rng, pool)
        n = view["hand_sizes"][enemy]
        unknown = view["hand_sizes"][role] - len(hand)       # dealt to this side, not delivered yet
        theirs = sorted(pool[:n])
        rest = pool[n + unknown:]
        discard = [c if c is not None else rest.pop() for c in discard]     # not shown here yet
        in_play = view["deck_size"] + sum(view["hand_sizes"].values()) + len(discard) + len(removed)
        left = rest[:view["deck_size"]]
        handles = iter(deck.handle(0, j) for j in range(in_play))   # names only: the search reads values
        for card in left:
            h = next(handles)
            st["deck"].append(h)
            st["sealed"][h] = card
        for where, got in ((st["discard"], discard), (st["hands"][role], hand + [None] * unknown),
                           (st["hands"][enemy], theirs)):
            for card in got:
                h = next(handles)
                where.append(h)
                st["sealed"][h] = card
        if removed:
            st["removed"] = []
            for card in removed:
                h = next(handles)
                st["removed"].append(h)
                st["sealed"][h] = card
        if view["reshuffles"]:
            st["deck_epoch"] = view["reshuffles"]
        if view["result"]:
            st["res"] = [view["result"]["winner"], next(k for k, v in RESULT.items() if v[0] == view["result"]["reason"])]
        for f in view["flow"]:
            f = dict(f)
            if f["step"] == "combat":
                f["att"] = at(st, f["frm"])
                f["av"] = value(st, f["att"])
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
        every field of the shape and range the rules read, the flow stack one
        of the shapes a game rests in, and the values the side to decide
        needs known (see ``check``). A device's masked state passes when that
        device's side is to decide."""
        try:
            from . import checks              # (it reads this module's names)
            checks.check(self, state)
        except (TypeError, KeyError, IndexError, AttributeError) as exc:
            # a value of the wrong type somewhere (a list where a hex goes ...)
            raise ValueError(f"malformed state: {type(exc).__name__}") from None


def _label(mover: str, lang: str) -> str:
    """A piece named in an action, as a reader of it may see it: by id as its
    owner names it, "a block" by handle."""
    if mover in BLOCK_HANDLES:
        return "un bloque" if lang == "es" else "a block"
    if mover[1:] in PIECES:
        return name(mover, lang)
    return mover


GAME = Mini()
