"""For the People: interrupt and reaction cards (4.2.5, 5.2).

When a card is played the opponent may answer it with an interrupt card, if
he holds one; the interrupt's terms override the card played, and the
interrupter then takes his own strategy round as usual (4.2.5). The cards
that answer the enemy's play, and the moment each may be played
(``WINDOWS``): card 1 and 89, 107 (an enemy activation), 7 (an enemy force
moving), 8 and 102 (an interception), 28, 105 and 130 (the start of a
battle), 112 (a Union naval move).

A *window* is a moment where the other side may answer. It opens on public
facts only (RULES_NOTES "interrupt windows"): the moment has come, the side
holds cards, and some card that could answer it has not been seen played or
removed. It never depends on what the hand holds, so a window does not tell
the mover whether the other side holds an answer, and both devices open the
same windows. A side that never wants to be asked leaves the standing order
``interrupts: never`` (``auto_choice``): its windows pass at once.

The windows are a frame of their own (``Window``: pass, or play a card) at
an activation, a battle's start and a naval move; at an interception the
interception frame itself (moves.Intercept) offers the cards, and opens for
them alone where only a card could intercept (from two spaces away).
"""

from __future__ import annotations

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.flowgame import log
from ...core.game import text
from . import board
from . import cards as C
from . import model as M

# card: (the windows it answers, the sides that may play it there) (4.2.5, cards.py)
WINDOWS = {
    1: (("activation",), ("union",)),                  # cancels a CSA activation
    7: (("activation", "interception"), ("union", "csa")),   # the mover goes at most 1 more space
    8: (("interception",), ("union", "csa")),          # intercepts without a roll from 1 or 2 spaces
    28: (("battle",), ("csa",)),                        # +2 to the CSA roll
    89: (("activation",), ("csa",)),                   # cancels a Union 2 or 3 general's activation
    102: (("interception",), ("csa",)),                # as 3 Cigars
    105: (("battle",), ("union", "csa")),              # the enemy army's cavalry detached
    107: (("activation",), ("csa",)),                  # as 89
    112: (("naval",), ("csa",)),                       # cancels a Union naval move made with a 3 card
    130: (("battle",), ("union",)),                    # a CSA fort's modifier does not count
}
CANCEL = (1, 89, 107)
AUTO_INTERCEPT = (8, 102)
MUD = 7
KIND_EN = {"activation": "activation", "interception": "interception", "battle": "battle", "naval": "naval move"}
KIND_ES = {"activation": "activación", "interception": "intercepción", "battle": "batalla",
           "naval": "desplazamiento naval"}


def _title(n: int, lang: str) -> str:
    from . import cards_text as CT
    return CT.TITLE[n][lang]


# -- what is public ----------------------------------------------------------------------------

def seen(st: dict, n: int) -> bool:
    """Card ``n`` lies face up in the discards or out of the game: nobody holds it."""
    return any(st["sealed"].get(h) == n for h in list(st["discard"]) + list(st.get("removed", [])))


def could_hold(game, st: dict, side: str, n: int) -> bool:
    """Public knowledge only: ``side`` might hold card ``n`` (it is in this
    game's deck, not seen played, and the side holds cards)."""
    return bool(st["hands"][side]) and n in game.deck(st).cards and not seen(st, n)


def fits(st: dict, n: int, kind: str, side: str, ctx: dict) -> bool:
    """Card ``n`` answers this moment for ``side`` (its public terms)."""
    kinds, sides = WINDOWS[n]
    if kind not in kinds or side not in sides:
        return False
    if n in (89, 107):                               # a Union general rated 2 or 3 (cards 89, 107)
        lead = ctx.get("lead")
        return ctx.get("mover") == "union" and lead is not None and M.GEN[lead].strategy in (2, 3)
    if n == 1:
        return ctx.get("mover") == "csa"
    if n == 105:                                     # an enemy army with cavalry in the battle
        return bool(cavalry_armies(st, M.ENEMY[side], ctx["at"]))
    if n == 130:                                     # a CSA fort in the battle
        return M.fort(st, ctx["at"]) == "csa"
    if n == 112:                                     # a naval move made with a 3 card's OPS
        return bool(ctx.get("ops"))
    if n in AUTO_INTERCEPT:
        return bool(ctx.get("sources"))
    return True


def cavalry_armies(st: dict, side: str, space: str) -> list[str]:
    return [a for a in M.armies_at(st, side, space) if any(M.cavalry(g) for g in M.army_gens(st, a))]


def could_answer(game, st: dict, side: str, kind: str, ctx: dict) -> bool:
    """4.2.5: the window opens (public facts only)."""
    return any(fits(st, n, kind, side, ctx) and could_hold(game, st, side, n) for n in WINDOWS)


def offers(game, st: dict, side: str, kind: str, ctx: dict) -> list[tuple]:
    """The interrupts ``side`` may play now from the hand it holds."""
    from . import rounds
    out: list[tuple] = []
    for n in sorted(c for c in rounds.hand_cards(game, st, side) if c in WINDOWS):
        if not fits(st, n, kind, side, ctx):
            continue
        if n in AUTO_INTERCEPT:
            out += [("interrupt", n, s) for s in ctx["sources"]]
        else:
            out.append(("interrupt", n))
    return out


def play_card(game, st: dict, side: str, n: int, kind: str) -> None:
    """4.2.5: the interrupt card leaves the hand face up (out of the game if it says so)."""
    from . import rounds
    h = rounds.handle_of(st, side, n)
    deck = game.deck(st)
    if C.CARDS[n].removed:
        deck.remove(st, h)
    else:
        deck.discard(st, h)
    rounds.note_blockade_card(st, side, n)
    log(st, f"{M.SHORT[side]} interrupts the enemy's {KIND_EN[kind]} with card {n}, {_title(n, 'en')}"
            + (" (removed from the game)" if C.CARDS[n].removed else "") + ".",
        f"{M.SHORT_ES[side]} interrumpe la {KIND_ES[kind]} enemiga con la carta {n}, {_title(n, 'es')}"
            + (" (retirada del juego)" if C.CARDS[n].removed else "") + ".", "4.2.5")


def receive_card(game, st: dict, side: str, a: tuple) -> tuple:
    """An interrupt as the other device announces it: ("played", "interrupt",
    handle, card, *rest); the plain action ("interrupt", card, *rest)."""
    from . import events
    if len(a) < 4 or a[0] != "played" or a[1] != "interrupt" or a[2] not in st["hands"][side]:
        raise Illegal("that card is not in the hand", rule="4.2.5", es="esa carta no está en la mano")
    n = events.check_card(game, st, a[2], a[3])
    st["sealed"][a[2]] = n
    return ("interrupt", n) + tuple(a[4:])


# -- opening a window ----------------------------------------------------------------------

def open_window(game, st: dict, frame: dict, kind: str, side: str, **ctx) -> bool:
    """Push a window for ``side`` above ``frame`` when it may answer (public
    facts only); ``frame`` resumes with {"int": card, ...} or None."""
    ctx = {k: v for k, v in ctx.items()}
    if not could_answer(game, st, side, kind, ctx):
        return False
    frame["wait"] = "win"
    game.flow.push(st, "window", who=side, kind=kind, **ctx)
    return True


def activation_lead(st: dict, f: dict) -> str | None:
    """The general whose activation a move frame is (an army's commander)."""
    if f["kind"] == "army":
        return st["armies"][f["aid"]]["cmd"]
    return f.get("gen")


def open_activation(game, st: dict, f: dict) -> None:
    """4.2.5: the enemy may answer a force's activation (cards 1, 7, 89, 107)."""
    open_window(game, st, f, "activation", M.ENEMY[f["who"]], mover=f["who"], lead=activation_lead(st, f),
                at=f["at"])


def on_activation(game, st: dict, f: dict, result) -> bool:
    """The move frame's answer to its activation window; True when the
    activation was cancelled (the move is over)."""
    n = (result or {}).get("int")
    if n in CANCEL:
        log(st, "The activation is cancelled: the force does not move.",
            "La activación queda cancelada: la fuerza no se mueve.", "4.2.5")
        f["cancelled"] = True
        return True
    if n == MUD:
        mud(st, f)
    return False


def mud(st: dict, f: dict) -> None:
    """Card 7: the moving force may go at most one more space (a conversion counts as one)."""
    f["mud"] = f["used"] + 1
    log(st, "Mud March: the force may go at most one more space.",
        "Marcha en el barro: la fuerza solo puede avanzar un espacio más.", "4.2.5")


def on_battle(game, st: dict, f: dict, result) -> None:
    """The battle frame's answer to a window at its start (cards 28, 105, 130)."""
    n = (result or {}).get("int")
    if n == 28:
        f["csa2"] = True
    elif n == 105:
        side = M.ENEMY[_last_window_side(f)]           # the army of the card player's enemy
        f["detached"] = sorted(set(f.get("detached", [])) | {side})
    elif n == 130:
        f["no_fort"] = True
        deck = game.deck(st)                          # 130: then the Union draws a card
        if deck.draw_pile(st):
            deck.deal(st, "union", 1)
        elif deck.discards(st):
            f["wait"] = "draw"
            game.flow.push(st, "reshuffle", who="union", with_draw=False, then_draw=["union", 1])


def _last_window_side(f: dict) -> str:
    return f["att"] if f.get("win") == 1 else M.ENEMY[f["att"]]


# -- interceptions without a roll (cards 8, 102) ---------------------------------------------

def far_sources(st: dict, f: dict, dest: str) -> list[str]:
    """Cards 8, 102: spaces from which ``side``'s force (led by a general, with
    SP) may intercept the enemy about to enter ``dest`` without a roll: next
    to it, or two spaces away through a space of its own free of enemy SP
    (the one the mover is leaving may be it); road or rail links the force
    could use."""
    from .moves import intercept_leader, link_problem
    mover, side = f["who"], M.ENEMY[f["who"]]
    if M.occupied(st, mover, dest):
        return []
    probe = {"who": side, "gen": None, "aid": None, "v": 0, "cmp": False}

    def joined(a: str, b: str) -> bool:
        return any(lk.kind in ("road", "rail") and not lk.bo and link_problem(st, probe, lk, b) is None
                   for lk in board.links_between(a, b))

    def force(s: str) -> bool:
        return (s != f["at"] and M.total_sp(st, side, s) > 0 and bool(M.gens_at(st, side, s))
                and not M.occupied(st, mover, s) and intercept_leader(st, side, s) is not None)

    out = [s for s in board.neighbours(dest) if force(s) and joined(s, dest)]
    for mid in board.neighbours(dest):
        if M.ctl(st, mid) != side or (M.occupied(st, mover, mid) and mid != f["at"]) or not joined(mid, dest):
            continue
        out += [s for s in board.neighbours(mid) if s != dest and s not in out and force(s) and joined(s, mid)]
    return sorted(set(out), key=list(M.S.NAME).index)


# -- the window step -----------------------------------------------------------------------

class Window(Step):
    """4.2.5: the other side may answer the card being played with an
    interrupt, or pass."""

    rule = "4.2.5"

    def legal(self, game, st, f):
        return [("pass",)] + offers(game, st, f["who"], f["kind"], f)

    def act(self, game, st, f, a):
        if a[0] == "pass":
            game.flow.pop(game, st, None)
            return
        play_card(game, st, f["who"], a[1], f["kind"])
        game.flow.pop(game, st, {"int": a[1]})

    def receive(self, game, st, f, a):
        plain = receive_card(game, st, f["who"], a)
        if plain not in self.legal(game, st, f):
            raise self.refuse(game, st, f, plain)
        self.act(game, st, f, plain)

    def prompt(self, game, st, f):
        what_en, what_es = KIND_EN[f["kind"]], KIND_ES[f["kind"]]
        return text(f"The enemy's {what_en}{_where(f, 'en')}: play an interrupt card now, or pass.",
                    f"{what_es.capitalize()} enemiga{_where(f, 'es')}: juega ahora una carta de interrupción, "
                    "o pasa.", "4.2.5")

    def waiting(self, game, st, f, role):
        who = f["who"]
        return text(f"The {M.SHORT[who]} player may answer with an interrupt card.",
                    f"El jugador de {M.SHORT_ES[who]} puede responder con una carta de interrupción.", "4.2.5")

    def refuse(self, game, st, f, a):
        if a and a[0] == "interrupt" and len(a) >= 2 and a[1] in C.CARDS:
            return why_not(game, st, f["who"], a[1], f["kind"], f)
        return Illegal(f"{a!r} is not an answer here", rule="4.2.5", es=f"{a!r} no es una respuesta aquí")


def _where(f: dict, lang: str) -> str:
    at = f.get("at")
    if not at:
        return ""
    return (" at " if lang == "en" else " en ") + M.sname(at)


def why_not(game, st: dict, side: str, n: int, kind: str, ctx: dict) -> Illegal:
    """Why card ``n`` may not answer now (4.2.5)."""
    from . import rounds
    if n not in rounds.hand_cards(game, st, side):
        return Illegal("that card is not in your hand", rule="4.2.5", es="esa carta no está en tu mano")
    if n not in WINDOWS:
        return Illegal("that card is no interrupt: play it in your own round", rule="4.2.5",
                       es="esa carta no es de interrupción: juégala en tu propia ronda")
    kinds, sides = WINDOWS[n]
    if side not in sides:
        return Illegal("only the other side may play that card as an interrupt", rule="4.2.5",
                       es="solo el otro bando puede jugar esa carta como interrupción")
    if kind not in kinds:
        return Illegal(f"that card answers another moment, not an enemy {KIND_EN[kind]}", rule="4.2.5",
                       es=f"esa carta responde a otro momento, no a una {KIND_ES[kind]} enemiga")
    if n in (89, 107):
        return Illegal("it cancels only the activation of a Union general rated 2 or 3 for strategy",
                       rule="4.2.5", es="solo cancela la activación de un general de la Unión de estrategia 2 o 3")
    if n == 105:
        return Illegal("it needs an enemy army with cavalry in the battle", rule="4.2.5",
                       es="necesita un ejército enemigo con caballería en la batalla")
    if n == 130:
        return Illegal("it needs a Confederate fort in the battle", rule="4.2.5",
                       es="necesita un fuerte confederado en la batalla")
    if n == 112:
        return Illegal("it cancels only a naval move made with a 3 card's OPS (never an event's)", rule="4.2.5",
                       es="solo cancela un desplazamiento naval hecho con las OP de una carta de 3 (nunca el de un "
                          "evento)")
    if n in AUTO_INTERCEPT:
        return Illegal("no force of yours can intercept from there: next to the space, or two spaces away "
                       "through a space of yours free of enemy SP", rule="4.2.5",
                       es="ninguna fuerza tuya puede interceptar desde ahí: junto al espacio, o a dos espacios por "
                          "uno tuyo sin UM enemigos")
    return Illegal(f"{n} does not answer this", rule="4.2.5", es=f"{n} no responde a esto")
