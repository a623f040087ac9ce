"""Stonewall's Sword: the base of every flow step, and the small decision
steps several phases share (pick a brigade, play a held chit in a window,
announce a play, move a unit to relieve over-stacking)."""

from __future__ import annotations

from ...core.errors import Illegal
from ...core.flow import Step
from ...core.flowgame import Window as CoreWindow
from ...core.game import text
from . import model as M


class SsStep(Step):
    """A step whose refusals say what is possible now, in both languages."""

    def refuse(self, game, st, f, a):
        lg = self.legal(game, st, f)
        verbs = sorted({x[0] for x in lg})
        en = f"{a!r} is not possible now; possible: {', '.join(verbs) or 'nothing'}"
        es = f"{a!r} no es posible ahora; posible: {', '.join(verbs) or 'nada'}"
        return Illegal(en, rule=self.rule, es=es)

    def waiting(self, game, st, f, role):
        who = self.who(game, st, f)
        return text(f"Waiting for the {M.SIDE_EN[who]} player.",
                    f"Esperando al jugador de {M.SIDE_ES[who]}.", self.rule)


# ---------------------------------------------------------------- windows for held chits

def window_plays(game, st: dict, side: str, window: str, ctx: dict) -> list[tuple]:
    """The plays of ``side``'s held chits that ``window`` allows now:
    ("play", chit, target...) (10.3a, 10.4a, 10.6, 17.1)."""
    from . import events as E
    out: list[tuple] = []
    for chit in sorted(set(st["held"][side])):
        out += E.plays(game, st, side, chit, window, ctx)
    return out


def secret_answers(st: dict, side: str) -> bool:
    """Under the secret held events option (10.4) a side holding any event
    chit at all is asked in every window, so that being asked tells the
    enemy nothing (RULES_NOTES); decided without the chits: the same on both
    devices."""
    return M.option(st, "secret_events") and any(M.is_ev(c) for c in st["held"][side])


def ask(game, st: dict, side: str, window: str, ctx: dict) -> bool:
    """Whether ``side`` is asked in ``window``: it has a play there, or it
    holds secret chits (``secret_answers``)."""
    return secret_answers(st, side) or bool(window_plays(game, st, side, window, ctx))


WINDOW_TEXT = {
    "retained_step": ("a Retained Chit step: play held chits before the next draw",
                      "un Paso de Fichas Conservadas: juega fichas conservadas antes del siguiente robo", "10.1"),
    "end_turn": ("the End Turn: last chance to play held chits", "el Final de Turno: última ocasión para jugar "
                 "fichas conservadas", "17.1"),
    "own_division_drawn": ("your Division chit was drawn: play an event before its roll, or roll",
                           "ha salido tu ficha de División: juega un evento antes de su tirada, o tira", "10.7"),
    "enemy_activated": ("an enemy brigade is activated: play an event before its order, or pass",
                        "se activa una brigada enemiga: juega un evento antes de su orden, o pasa", "11.0"),
    "own_orders_given": ("your brigade has its order: play an event, or pass",
                         "tu brigada tiene su orden: juega un evento, o pasa", "11.0"),
    "enemy_orders_given": ("an enemy brigade has its order: play an event, or pass",
                           "una brigada enemiga tiene su orden: juega un evento, o pasa", "11.0"),
    "own_close_combat": ("your brigade's Close Combat step begins: play an event, or pass",
                         "empieza el Paso de Combate Cuerpo a Cuerpo de tu brigada: juega un evento, o pasa", "14.1"),
}


class Window(CoreWindow, SsStep):
    """A held chit may be played now (10.4a): play one, or pass (core
    ``Window``: the frame that opened it plays the chit when it resumes,
    events.play). The frame's ``ctx`` names what the window is about (the
    brigade activated ...)."""
    rule = "10.4"

    def answers(self, game, st, side, window, ctx):
        return window_plays(game, st, side, window, ctx)

    def words(self, game, st, f):
        en, es, rule = WINDOW_TEXT[f["window"]]
        return text(f"{M.cap(en)} ({M.SIDE_EN[f['who']]}).", f"{M.cap(es)} ({M.SIDE_ES[f['who']]}).", rule)


class Announce(SsStep):
    """10.1, 17.1: say whether you will play held chits now (Union first)."""
    rule = "10.1"

    def legal(self, game, st, f):
        side = f["who"]
        plays = window_plays(game, st, side, f["window"], f["ctx"])
        unseen = any(M.chit_of(st, c) is None for c in st["held"][side])     # the enemy's device
        return ([("will", 1)] if plays or unseen else []) + [("will", 0)]

    def act(self, game, st, f, a):
        side = f["who"]
        yes = bool(a[1])
        M.log(st, f"The {M.SIDE_EN[side]} player {'will' if yes else 'will not'} play held chits.",
              f"El jugador de {M.SIDE_ES[side]} {'jugará' if yes else 'no jugará'} fichas conservadas.", self.rule)
        game.flow.pop(game, st, yes)

    def prompt(self, game, st, f):
        return text("Announce whether you will play held chits now.",
                    "Anuncia si jugarás ahora fichas conservadas.", self.rule)


class First(SsStep):
    """10.1, 17.1: both will play: the Confederate player says who goes first."""
    rule = "10.1"

    def legal(self, game, st, f):
        return [("first", M.USA), ("first", M.CSA)]

    def act(self, game, st, f, a):
        M.log(st, f"The {M.SIDE_EN[a[1]]} player plays first.", f"Juega primero {M.SIDE_ES[a[1]]}.", self.rule)
        game.flow.pop(game, st, a[1])

    def prompt(self, game, st, f):
        return text("Both players will play held chits: choose who goes first.",
                    "Ambos jugadores jugarán fichas conservadas: elige quién va primero.", self.rule)


class Retained(SsStep):
    """10.1 and 17.1: the Retained Chit step. Each side that may play is
    asked; with both, Union then Confederate announce, and the Confederate
    player orders them. A side plays any number of chits, one at a time."""
    rule = "10.1"
    auto = True

    def who(self, game, st, f):
        return M.USA

    def run(self, game, st, f):
        window, ctx = f["window"], f.get("ctx", {})
        stage = f.get("stage", "ask")
        if stage == "ask":
            asked = [s for s in M.ROLES if ask(game, st, s, window, ctx)]
            if not asked:
                game.flow.pop(game, st)
                return
            if len(asked) == 1:
                game.flow.goto(st, "retained", window=window, ctx=ctx, stage="play", order=asked)
                return
            game.flow.goto(st, "retained", window=window, ctx=ctx, stage="usa", order=[])
            game.flow.push(st, "announce", who=M.USA, window=window, ctx=ctx)
            return
        if stage == "play":
            order = list(f["order"])
            if not order:
                game.flow.pop(game, st)
                return
            game.flow.goto(st, "retained", window=window, ctx=ctx, stage="playing", order=order)
            game.flow.push(st, "window", who=order[0], window=window, ctx=ctx)
            return
        raise AssertionError(stage)           # other stages wait for a resume

    def resume(self, game, st, f, result):
        stage = f["stage"]
        if stage == "usa":
            f["usa"] = bool(result)
            f["stage"] = "csa"
            game.flow.push(st, "announce", who=M.CSA, window=f["window"], ctx=f.get("ctx", {}))
        elif stage == "csa":
            will = [s for s, y in ((M.USA, f["usa"]), (M.CSA, bool(result))) if y]
            if len(will) == 2:
                f["stage"] = "first"
                game.flow.push(st, "first", who=M.CSA)
            else:
                game.flow.goto(st, "retained", window=f["window"], ctx=f.get("ctx", {}), stage="play", order=will)
        elif stage == "first":
            order = [result, M.ENEMY[result]]
            game.flow.goto(st, "retained", window=f["window"], ctx=f.get("ctx", {}), stage="play", order=order)
        elif stage == "playing":
            from . import events as E
            order = list(f["order"])
            side = order[0]
            if result is None:                # 10.1: that side is done
                order = order[1:]
            game.flow.goto(st, "retained", window=f["window"], ctx=f.get("ctx", {}), stage="play", order=order)
            if result is not None:
                E.play(game, st, side, result, f["window"], f.get("ctx", {}))
        # stage "play": an activation a played chit began has finished
    def prompt(self, game, st, f):
        return text("Retained chits.", "Fichas conservadas.", self.rule)


class PickBrigade(SsStep):
    """Choose a brigade from ``f["cands"]``: the one a chit activates (10.6,
    10.7), or the one marked Activated by a cancelled chit (10.5a)."""

    def legal(self, game, st, f):
        return [("brigade", b) for b in f["cands"]]

    rule = "10.7"

    def act(self, game, st, f, a):
        game.flow.pop(game, st, a[1])

    def prompt(self, game, st, f):
        what = f.get("why", "activate")
        if what == "cancelled":
            return text("Fortunes of War: choose the brigade marked Activated, which does nothing.",
                        "Fortunas de la Guerra: elige la brigada que se marca Activada sin hacer nada.", "10.5a")
        full = f.get("kind") == "full"
        en = "Full" if full else "Limited"
        es = "Completa" if full else "Limitada"
        return text(f"{en} Activation: choose the brigade to activate.",
                    f"Activación {es}: elige la brigada que se activa.", f.get("rule", "10.7"))
