"""For the People: the card phase and the strategy rounds (4 phases 2-3, 5.2).

The sides play one card a round, alternately; a side whose hand is empty
lets the other play out its hand. A card is played for its operations
(OPS, 5.2 A-F), as its event, or discarded. The frames::

    {"step": "round", "who": side}                   a round: pick a card and how
    {"step": "ops", "who": side, "v": value, "c": card number}
                                                     what the OPS do (5.2 A-F)
    {"step": "pcs", "who": side, "n": PCs left}      5.28: placing PCs
    {"step": "move", ...}                            pyapp/games/ftp/moves.py
"""

from __future__ import annotations

from ...core import cards
from ...core.errors import Illegal
from ...core.flow import Step
from ...core.flowgame import log, reveal
from ...core.game import text
from . import board
from . import forces as F
from . import model as M
from . import political
from . import supply
from . import track

NO_DISCARD = {"union": {14, 81, 82}, "csa": {81, 82}}     # 5.2: special events never discarded at will
MAX_FORTS = {"union": 12, "csa": 6}                        # 5.23


def card_ops(n: int) -> int:
    from . import cards as C
    return C.CARDS[n].ops


def deck_for(sc) -> cards.Deck:
    """The scenario's deck: the 130 cards less those it removes (6.x)."""
    from . import cards as C
    keep = tuple(n for n in sorted(C.CARDS) if n not in sc.cards_removed)
    return cards.Deck("c", keep, M.ROLES)


def hand_cards(game, st: dict, side: str) -> list[int]:
    """The card numbers in ``side``'s hand (as this state knows them)."""
    return [st["sealed"].get(h) for h in st["hands"][side]]


def handle_of(st: dict, side: str, n: int) -> str | None:
    for h in st["hands"][side]:
        if st["sealed"].get(h) == n:
            return h
    return None


def deal(game, st: dict) -> bool:
    """4 phase 2: each side is dealt the turn's cards. When the draw pile
    cannot cover the deal, the discards are shuffled into a new deck first
    (removed cards never return): a move of its own (``Reshuffle``), and the
    deal waits for it (False)."""
    deck = game.deck(st)
    n = track.CARDS_DEALT[st["turn"]]
    if len(deck.draw_pile(st)) < 2 * n and deck.discards(st) and not st.get("dealt_short"):
        game.flow.push(st, "reshuffle", who=st.get("last_side", "union"), with_draw=False)
        st["dealt_short"] = True
        return False
    st.pop("dealt_short", None)
    for side in M.ROLES:
        for _ in range(n):
            if not deck.draw_pile(st):
                break
            deck.deal(st, side, 1)
    log(st, f"Each side is dealt {n} cards.", f"Cada bando recibe {n} cartas.", "4")
    return True


def note_blockade_card(st: dict, side: str, n: int) -> None:
    """6.3: a blockade card the Union held (every card dealt leaves the hand
    within the turn, face up, so this is public when it happens)."""
    from . import cards as C
    if side == "union" and C.BLOCKADE.get(n, 0) > 0:
        st["blk_dealt"] = True


class Reshuffle(Step):
    """4 phase 2, 5.2: the deck reshuffled, a move of its own (between two
    devices every reshuffle is a new deal: docs/TRUST.md T4.4, and the cards
    it takes must all lie face up or face down in the piles when it is made)."""

    rule = "4"

    def legal(self, game, st, f):
        return [("reshuffle",)]

    def act(self, game, st, f, a):
        game.deck(st).reshuffle(st, with_draw=f["with_draw"])
        if f["with_draw"]:
            log(st, "A special event went unplayed: the deck is reshuffled with every card played.",
                "Un evento especial no se jugó: se baraja el mazo con todas las cartas jugadas.", "5.2")
        else:
            log(st, "The draw pile runs short: the discards are shuffled into a new deck.",
                "El mazo se agota: se barajan los descartes en un mazo nuevo.", "4")
        draw = f.get("then_draw")
        game.flow.pop(game, st, None)
        if draw:
            deck = game.deck(st)
            for _ in range(draw[1]):
                if deck.draw_pile(st):
                    deck.deal(st, draw[0], 1)

    def prompt(self, game, st, f):
        return text("Shuffle the deck.", "Baraja el mazo.", self.rule)

    def waiting(self, game, st, f, role):
        return text("The deck is being shuffled.", "Se baraja el mazo.", self.rule)


def start_rounds(game, st: dict) -> None:
    """4 phase 3: the Union plays first (a CSA campaign card may change that:
    pyapp/games/ftp/events.py)."""
    st["union_win"] = False
    first = "union"
    if st["hands"][first]:
        game.flow.push(st, "round", who=first)
    elif st["hands"]["csa"]:
        game.flow.push(st, "round", who="csa")


def next_round(game, st: dict, side: str) -> None:
    """After ``side``'s card: the other side plays if it holds a card, else
    ``side`` again; the phase ends when both hands are empty (4 phase 3)."""
    from . import organise
    st.setdefault("last_round", {})[side] = st.get("round_no", 0)
    from . import abilities
    abilities.mcclellan_check(st)                     # 7: McClellan's +5 SW
    other = M.ENEMY[side]
    if st["hands"][other]:
        game.flow.push(st, "round", who=other)
    elif st["hands"][side]:
        game.flow.push(st, "round", who=side)
    for s in M.ROLES:                                 # 5.4, 5.5: before the next round, the enemy chooses
        organise.enforce_limits(game, st, s)


def special_ops_ok(st: dict, side: str, n: int, held: list) -> bool:
    """5.2: Emancipation and Foreign Intervention go for their OPS only as
    the holder's last card (Foreign Intervention as the one before it when
    Emancipation is held too)."""
    if n == 81:
        return len(held) == 1
    if n == 82:
        return len(held) == 1 or (len(held) == 2 and 81 in held)
    return True


def reshuffle_due(game, st: dict) -> None:
    """5.2: a special event played for its OPS or discarded: the deck is
    reshuffled (with the cards not yet drawn) at the end of the strategy
    rounds, as a move of its own."""
    if st.get("reshuffle"):
        st["reshuffle"] = False
        game.flow.push(st, "reshuffle", who=st.get("last_side", "union"), with_draw=True)


class Round(Step):
    """5.2: play a card for its OPS, as its event, or discard it."""

    rule = "5.2"

    def legal(self, game, st, f):
        side = f["who"]
        out: list[tuple] = []
        from . import events
        held = sorted(c for c in hand_cards(game, st, side) if c is not None)
        # 5.2: Emancipation is played as the event at its first chance; Foreign
        # Intervention at the latest as the holder's last card
        if 81 in held and events.playable(game, st, side, 81):
            return [("event", 81)]
        if 82 in held and len(held) == 1 and events.playable(game, st, side, 82):
            return [("event", 82)]
        from . import queue
        for n in held:
            if special_ops_ok(st, side, n, held):
                out.append(("ops", n))
                if queue.held(st, side):                   # 7: a card's OPS to the queue
                    out.append(("queue_add", n))
            if events.playable(game, st, side, n):
                out.append(("event", n))
            if n not in NO_DISCARD[side]:
                out.append(("discard", n))
        return out

    def act(self, game, st, f, a):
        side, n = f["who"], a[1]
        st["round_no"] = st.get("round_no", 0) + 1
        h = handle_of(st, side, n)
        deck = game.deck(st)
        game.flow.pop(game, st, None)
        reveal(st)
        from . import events
        st["last_side"] = side
        note_blockade_card(st, side, n)
        if n in (81, 82) and a[0] != "event":
            st["reshuffle"] = True
        from . import queue
        if a[0] == "queue_add":                            # 7: the operations queue
            deck.discard(st, h)
            log(st, f"{M.SHORT[side]} puts card {n} ({events.title(n, 'en')}) in the operations queue.",
                f"{M.SHORT_ES[side]} pone la carta {n} ({events.title(n, 'es')}) en la cola de operaciones.", "7")
            game.flow.push(st, "after_round", who=side)
            queue.add(game, st, side, card_ops(n))
            return
        queue.breaks(st, side, "a round spent otherwise", "una ronda empleada en otra cosa")
        if a[0] == "discard":
            deck.discard(st, h)
            log(st, f"{M.SHORT[side]} discards card {n} ({events.title(n, 'en')}).",
                f"{M.SHORT_ES[side]} descarta la carta {n} ({events.title(n, 'es')}).", "5.2")
            next_round(game, st, side)
            return
        if a[0] == "ops":
            deck.discard(st, h)
            v = card_ops(n)
            log(st, f"{M.SHORT[side]} plays card {n} ({events.title(n, 'en')}) for {v} OPS.",
                f"{M.SHORT_ES[side]} juega la carta {n} ({events.title(n, 'es')}) por {v} OP.", "5.2")
            game.flow.push(st, "after_round", who=side)
            from . import specials
            specials.red_river(game, st, side, n, h)          # card 14: out of the game, its check after the OPS
            game.flow.push(st, "ops", who=side, v=v, c=n)
            return
        events.play(game, st, side, n, h)

    def receive(self, game, st, f, a):
        """The other device's card, as announced: ("played", how, handle, card)."""
        from . import events
        side = f["who"]
        if len(a) != 4 or a[1] not in ("ops", "event", "discard") or a[2] not in st["hands"][side]:
            raise Illegal("that card is not in the hand", rule="5.2", es="esa carta no está en la mano")
        n = events.check_card(game, st, a[2], a[3])
        st["sealed"][a[2]] = n
        plain = (a[1], n)
        if plain not in self.legal(game, st, f):
            raise self.refuse(game, st, f, plain)
        self.act(game, st, f, plain)

    def prompt(self, game, st, f):
        return text("Your strategy round: play a card for its operations or as its event, or discard it.",
                    "Tu ronda de estrategia: juega una carta por sus operaciones o como evento, o descártala.",
                    "5.2")

    def waiting(self, game, st, f, role):
        who = f["who"]
        return text(f"Waiting for the {M.SHORT[who]} strategy round.",
                    f"Esperando la ronda de estrategia de {M.SHORT_ES[who]}.", "5.2")

    def refuse(self, game, st, f, a):
        side = f["who"]
        if a and len(a) == 2 and a[0] in ("ops", "event", "discard"):
            if a[1] not in hand_cards(game, st, side):
                return Illegal("that card is not in your hand", rule="5.2", es="esa carta no está en tu mano")
            if a[0] == "discard":
                return Illegal("this card may not be discarded at will", rule="5.2",
                               es="esta carta no se puede descartar voluntariamente")
            if a[0] == "event":
                from . import events
                return events.why_not(game, st, side, a[1])
        return Illegal(f"{a!r} is not a card play", rule="5.2", es=f"{a!r} no es una jugada de carta")


class AfterRound(Step):
    """The round is over once its card is resolved: the next one begins."""

    auto = True
    rule = "5.2"

    def who(self, game, st, f):
        return f["who"]

    def run(self, game, st, f):
        side = f["who"]
        game.flow.pop(game, st, None)
        next_round(game, st, side)


def army_problem(st: dict, side: str, v: int, space: str):
    """5.4: an army is created with a 2 or 3 card in a friendly space with a
    line of communication, a general and 5 SP in supply there."""
    if v < 2:
        return Illegal("an army is created with a card of 2 or 3", rule="5.4",
                       es="un ejército se crea con una carta de 2 o 3")
    if M.ctl(st, space) != side or not supply.in_supply(st, side, space):
        return Illegal("an army is created in a friendly space with a line of communication", rule="5.4",
                       es="un ejército se crea en un espacio amigo con línea de comunicación")
    from . import raillog
    if raillog.on(st) and space not in raillog.rail_loc(st, side):
        return Illegal("with rail logistics an army is created where a railroad line of communication runs",
                       rule="7", es="con la logística ferroviaria un ejército se crea donde llega una línea de "
                       "comunicación ferroviaria")
    if M.armies_at(st, side, space):
        return Illegal("there is an army here already", rule="5.4", es="ya hay un ejército aquí")
    if not [g for g in M.loose_gens(st, side, space) if not M.cavalry(g)]:
        return Illegal("an army needs a general to command it", rule="5.4",
                       es="un ejército necesita un general que lo mande")
    if M.total_sp(st, side, space) < 5:
        return Illegal("an army needs 5 SP", rule="5.4", es="un ejército necesita 5 UM")
    if not free_army(st, side):
        return Illegal("every army marker is in use", rule="5.4", es="todos los indicadores de ejército están en uso")
    return None


def free_army(st: dict, side: str) -> str | None:
    for aid, a in st["armies"].items():
        if a["side"] == side and a["at"] is None and a.get("back", 0) <= st["turn"]:
            return aid
    return None


def create_army(game, st: dict, side: str, space: str) -> None:
    """5.4: the army takes the space's generals, brigades and SP (up to 15);
    the highest political influence commands; -2 SW if a general with more
    stands on the map outside the armies."""
    aid = free_army(st, side)
    a = st["armies"][aid]
    gens = M.loose_gens(st, side, space)
    from . import abilities
    cmd = max((g for g in gens if not M.cavalry(g) and abilities.army_commander_ok(st, g)),
              key=lambda g: (M.pi(g), g))
    a.update({"at": space, "sp": 0, "cmd": cmd})
    from . import organise
    organise.join(st, side, space, aid)
    log(st, f"{M.gname(cmd)} forms the {M.army_name(aid, 'en')} at {M.sname(space)}.",
        f"{M.gname(cmd)} forma el {M.army_name(aid, 'es')} en {M.sname(space)}.", "5.4")
    higher = [g for g, at in st["gens"].items() if at in M.S.NAME and M.gen_side(g) == side
              and M.pi(g) > M.pi(cmd)]
    if higher:
        M.sw(st, side, -2, f"{M.gname(cmd)} is given an army over {M.names(higher)}",
             f"{M.gname(cmd)} recibe un ejército por delante de {M.names(higher)}", "5.4")


def fort_problem(st: dict, side: str, v: int, space: str):
    """5.23: a fort is built with a 3 card (CSA) or any card (Union), in a
    friendly space in supply without a fort or enemy SP; 12 Union and 6 CSA
    forts at most."""
    if side == "csa" and v < 3:
        return Illegal("the Confederacy builds a fort with a 3 card", rule="5.23",
                       es="la Confederación construye un fuerte con una carta de 3")
    if M.ctl(st, space) != side or not supply.in_supply(st, side, space):
        return Illegal("a fort is built in a friendly space in supply", rule="5.23",
                       es="un fuerte se construye en un espacio amigo abastecido")
    if M.fort(st, space) is not None:
        return Illegal("one fort a space", rule="5.23", es="un fuerte por espacio")
    if M.occupied(st, M.ENEMY[side], space):
        return Illegal("not where enemy SP stand", rule="5.23", es="no donde hay UM enemigos")
    if sum(1 for s in st["forts"].values() if s == side) + pending_forts(st, side) >= MAX_FORTS[side]:
        return Illegal(f"at most {MAX_FORTS[side]} forts in play", rule="5.23",
                       es=f"como mucho {MAX_FORTS[side]} fuertes en juego")
    return None


def pending_forts(st: dict, side: str) -> int:
    """Forts lost stay off until they come back from the turn track (5.23)."""
    return sum(1 for s, back in st["fort_track"] if s == side and back > st["turn"])


class Ops(Step):
    """5.2 A-F: what a card's operations do."""

    rule = "5.2"

    def legal(self, game, st, f):
        side, v = f["who"], f["v"]
        out: list[tuple] = [("move",) + act for act in F.activations(st, side, v)]
        if any(political.ops_pc_problem(st, side, s) is None for s in M.S.NAME):
            out.append(("pcs",))
        if v >= 2:
            out += [("army", s) for s in M.spaces_with(st, side) if army_problem(st, side, v, s) is None]
        out += [("fort", s) for s in M.spaces_with(st, side) if fort_problem(st, side, v, s) is None]
        from . import command
        from . import scenarios as SC
        sc = SC.SCENARIOS[st["sc"]]
        first = st["turn"] == sc.first_turn
        out += command.relief_options(st, side)             # 5.8: relief, any card
        if command.movable_generals(st, side) and not (first and sc.rule("no_reorganisation_first_turn")):
            out.append(("reorg",))                           # 5.3: reorganisation, any card (6.3: not at once)
        if side == "csa":                                 # 5.20: a 1 SP river move, any card
            from . import naval
            out += [("river", s) for s in M.spaces_with(st, side)
                    if M.loose_sp(st, side, s) and naval.csa_river_reach(st, s)]
        if side == "union" and v >= 3 and not (first and sc.rule("no_union_naval_move_first_turn")):
            from . import navalmove
            out += [("naval", s) for s in navalmove.sources(st)]
        from . import queue
        out += queue.openers(st, side, v)                  # 7: an operations queue opened
        out.append(("none",))
        return out

    def act(self, game, st, f, a):
        side, v = f["who"], f["v"]
        game.flow.pop(game, st, None)
        if a[0] == "queue":
            from . import queue
            queue.open_queue(st, side, a[1], v)
        elif a[0] == "move":
            start_move(game, st, side, v, a[1:], campaign=False)
        elif a[0] == "pcs":
            game.flow.push(st, "pcs", who=side, n=v)
        elif a[0] == "army":
            create_army(game, st, side, a[1])
        elif a[0] == "relieve":
            from . import command
            if a[3] == "reassign":                         # 5.8: the relieved general takes another army
                command.reassign(game, st, side, a[1], a[2], a[4], a[5])
            else:
                command.relieve(game, st, side, a[1], a[2], a[3])
        elif a[0] == "reorg":
            game.flow.push(st, "reorg", who=side, g=None, moved=[])
        elif a[0] == "river":
            start_move(game, st, side, v, ("div", a[1], 1), campaign=False, river=True)
        elif a[0] == "naval":
            game.flow.push(st, "naval", who=side, src=a[1], sp=min(3, M.loose_sp(st, side, a[1])), gen=None,
                           most=3, v=v, ops=True)
        elif a[0] == "fort":
            st["forts"][a[1]] = side
            log(st, f"{M.SHORT[side]} builds a fort at {M.sname(a[1])}.",
                f"{M.SHORT_ES[side]} construye un fuerte en {M.sname(a[1])}.", "5.23")
        else:
            log(st, "The operations are not used.", "Las operaciones no se usan.", "5.2")

    def prompt(self, game, st, f):
        return text(f"{f['v']} OPS: activate a force to move, place PCs, create an army or build a fort.",
                    f"{f['v']} OP: activa una fuerza para moverla, coloca CP, crea un ejército o construye un fuerte.",
                    "5.2")

    def waiting(self, game, st, f, role):
        return text(f"The {M.SHORT[f['who']]} player is using a card's operations.",
                    f"El jugador de {M.SHORT_ES[f['who']]} usa las operaciones de una carta.", "5.2")

    def refuse(self, game, st, f, a):
        side, v = f["who"], f["v"]
        if a and a[0] == "army" and len(a) == 2 and a[1] in M.S.NAME:
            return army_problem(st, side, v, a[1]) or Illegal("not here", rule="5.4")
        if a and a[0] == "fort" and len(a) == 2 and a[1] in M.S.NAME:
            return fort_problem(st, side, v, a[1]) or Illegal("not here", rule="5.23")
        if a and a[0] == "move" and len(a) >= 2:
            if a[1] in ("army",) and len(a) == 2 and a[1] in st["armies"]:
                cmd = st["armies"][a[1]]["cmd"]
                if cmd and not F.strategy_ok(cmd, v, False):
                    return Illegal(f"{M.gname(cmd)} needs a card of {M.GEN[cmd].strategy} or more", rule="5.3")
            if len(a) == 3 and a[1] in ("corps", "brigade") and a[2] in M.GEN:
                g = a[2]
                if not F.strategy_ok(g, v, False):
                    return Illegal(f"{M.gname(g)} needs a card of {M.GEN[g].strategy} or more", rule="5.3",
                                   es=f"{M.gname(g)} necesita una carta de {M.GEN[g].strategy} o más")
        return Illegal(f"{a!r} is not a use of these operations", rule="5.2",
                       es=f"{a!r} no es un uso de estas operaciones")


def start_move(game, st: dict, side: str, v: int, what: tuple, campaign: bool, river: bool = False) -> None:
    """5.3: the activated force's move frame (``river``: a CSA 1 SP river
    move, 5.20)."""
    kind = what[0]
    f = {"who": side, "kind": kind, "aid": None, "gen": None, "gens": [], "sp": 0, "prev": None,
         "used": 0, "rail": kind != "army", "v": v, "cmp": campaign, "icpt": False, "beaten": [],
         "key": what[1]}
    if river:
        f["river"] = True
    if kind == "army":
        aid = what[1]
        a = st["armies"][aid]
        f.update(aid=aid, gen=None, sp=a["sp"], at=a["at"])
    elif kind in ("corps", "brigade"):
        g = what[1]
        at = st["gens"][g]
        space = st["armies"][at[2:]]["at"] if at.startswith("A:") else at
        if at.startswith("A:"):                       # 5.5: a corps detached from an army
            st["gens"][g] = space
        f.update(gen=g, at=space)
        if kind == "corps":
            f["sp"] = min(M.loose_sp(st, side, space), F.LIMIT["corps"])
    else:
        space, n = what[1], what[2]
        loose = M.loose_sp(st, side, space)
        if loose < n:                                 # 5.6: a division detached from an army
            aid = M.armies_at(st, side, space)[0]
            st["armies"][aid]["sp"] -= n - loose
            M.add_sp(st, side, space, n - loose)
        f.update(at=space, sp=n, key=space)
    f["start"] = f["at"]
    from . import moves
    log(st, f"{moves.describe_force(st, f, 'en')} is activated at {M.sname(f['at'])}.",
        f"{moves.describe_force(st, f, 'es')} se activa en {M.sname(f['at'])}.", "5.3")
    frame = game.flow.push(st, "move", **f)
    from . import interrupts
    interrupts.open_activation(game, st, frame)          # 4.2.5: cards 1, 7, 89, 107


class PCs(Step):
    """5.28: place as many PCs as the card's value."""

    rule = "5.28"

    def legal(self, game, st, f):
        side = f["who"]
        return [("pc", s) for s in M.S.NAME if political.ops_pc_problem(st, side, s) is None] + [("done",)]

    def act(self, game, st, f, a):
        if a[0] == "done":
            game.flow.pop(game, st, None)
            return
        political.place_pc(game, st, f["who"], a[1], rule="5.28")
        f["n"] -= 1
        if f["n"] <= 0 or len(self.legal(game, st, f)) == 1:
            game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        n = f["n"]
        return text(f"Place {n} more PC{'s' if n != 1 else ''} (where your infantry stands in supply, or on an empty "
                    "neutral border-state space), or stop.",
                    f"Coloca {n} CP más (donde tu infantería está abastecida, o en un espacio neutral vacío de un "
                    "estado fronterizo), o para.", "5.28")

    def waiting(self, game, st, f, role):
        return text("The enemy places PCs.", "El enemigo coloca CP.", "5.28")

    def refuse(self, game, st, f, a):
        if a and a[0] == "pc" and len(a) == 2 and a[1] in M.S.NAME:
            why = political.ops_pc_problem(st, f["who"], a[1])
            if why is not None:
                return why
        return Illegal(f"{a!r} is not a PC placement", rule="5.28", es=f"{a!r} no es una colocación de CP")
