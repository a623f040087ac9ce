"""The Initiative Segment of each Action Phase (4.1; sequence 3.4.A).

Both sides roll a die; the higher goes first, and the difference is the
Action Points each side has in this Action Phase, the second player the same
number as the first (4.1.1). Doubles: each side draws a Special Action card
at once (holding at most 5: 18.2) and both roll again, as often as doubles
come (4.1.2). A difference of 1 gives 1 AP in each theatre instead (4.1.3).
A difference of 4 or 5 while the CSA holds Richmond puts the Union under "On
to Richmond!" for this Action Phase (4.1.4).

Steps (``pyapp.core.flow``): ``initiative`` (automatic; it pops with
``{"first", "n", "rolls"}`` to the frame that pushed it, which runs the two
players' Action Phases), and ``hand_limit`` (a side over the limit discards
a card of its choice, one at a time).
"""

from __future__ import annotations

from typing import Any

from ...core.flow import Frame, Step
from ...core.flowgame import log, reveal, roll
from ...core.game import Action, State, Text, text
from ...core.errors import Illegal
from . import hands

SIDES = hands.SIDES
THEATRES = ("east", "west", "tm")                     # 2.1.1
NAME = {"usa": ("the Union", "la Unión"), "csa": ("the Confederacy", "la Confederación")}
THEATRE_NAME = {"east": ("East", "Este"), "west": ("West", "Oeste"),
                "tm": ("Trans-Mississippi", "Trans-Mississippi")}


def allowance(n: int) -> dict[str, int]:
    """The Action Points a side gets for a dice difference ``n`` (4.1.1,
    4.1.3): one in each theatre for a difference of 1 (units so activated
    must begin in that theatre), else ``n`` to spend in any theatre."""
    if not 1 <= n <= 5:
        raise ValueError(f"a dice difference is 1 to 5, not {n}")
    return {t: 1 for t in THEATRES} if n == 1 else {"any": n}


def richmond_due(n: int, csa_holds_richmond: bool) -> bool:
    """4.1.4: a difference of 4 or 5 while Richmond is Confederate obliges the
    Union to spend an AP on attacking or taking a Resource hex, CSA SP or CSA
    Fort in Virginia (not West Virginia), Maryland or Pennsylvania."""
    return n in (4, 5) and csa_holds_richmond


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


class Initiative(Step):
    """4.1.1-4.1.3: the dice until they differ; pops the outcome."""

    rule = "4.1"
    auto = True

    def run(self, game: Any, state: State, frame: Frame) -> None:
        usa, csa = roll(state, "usa"), roll(state, "csa")
        if usa == csa:                                   # 4.1.2
            log(state, f"Initiative: both roll {usa}: doubles; each side draws a Special Action card and "
                       "both roll again.",
                f"Iniciativa: ambos sacan {usa}: dobles; cada bando roba una Carta de Acción Especial y "
                "ambos vuelven a tirar.", "4.1.2")
            for side in SIDES:
                for handle in hands.draw(state, side):
                    log(state, f"You draw {handle}.", f"Robas {handle}.", "18.2", to=side)
            reveal(state)                                # a card seen: undo stops here
            doubles = frame.get("doubles", 0) + 1
            over = [side for side in reversed(SIDES) if hands.over(state, side)]
            if not over:                                 # roll again
                game.flow.goto(state, "initiative", doubles=doubles)
                return
            frame["doubles"] = doubles                   # this frame runs again once they have discarded
            for side in over:                            # the Union discards first (pushed last)
                game.flow.push(state, "hand_limit", who=side)
            return
        first = "usa" if usa > csa else "csa"
        n = abs(usa - csa)
        f_en, f_es = NAME[first]
        if n == 1:
            en = "1 Action Point in each theatre (East, West, Trans-Mississippi) for each side"
            es = "1 Punto de Acción en cada Teatro (Este, Oeste, Trans-Mississippi) para cada bando"
            rule = "4.1.3"
        else:
            en, es, rule = f"{n} Action Points for each side", f"{n} Puntos de Acción para cada bando", "4.1.1"
        log(state, f"Initiative: the Union rolls {usa}, the Confederacy {csa}. {_cap(f_en)} goes first; {en}.",
            f"Iniciativa: la Unión saca {usa}, la Confederación {csa}. {_cap(f_es)} va primero; {es}.", rule)
        game.flow.pop(game, state, {"first": first, "n": n, "rolls": [usa, csa],
                                    "doubles": frame.get("doubles", 0)})


class HandLimit(Step):
    """18.2 (with 4.1.2): a side holding more than 5 cards discards one of its
    choice, until it holds 5."""

    rule = "18.2"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return [("discard", h) for h in hands.hand(state, frame["who"])]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        side = frame["who"]
        if len(action) != 2 or action[0] != "discard" or action[1] not in hands.hand(state, side):
            raise self.refuse(game, state, frame, action)
        hands.use(state, action[1])
        log(state, f"{_cap(NAME[side][0])} discards a card to keep to the hand limit of 5.",
            f"{_cap(NAME[side][1])} descarta una carta para no pasar del límite de 5.", "18.2")
        if not hands.over(state, side):
            game.flow.pop(game, state)

    def refuse(self, game: Any, state: State, frame: Frame, action: Action) -> Illegal:
        return Illegal("a side over the hand limit discards one of its own cards, one at a time", rule="18.2",
                       es="un bando por encima del límite de mano descarta una de sus propias cartas, de una en una")

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        n = hands.over(state, frame["who"])
        return text(f"You hold more than 5 Special Action cards: discard {n} of your choice.",
                    f"Tienes más de 5 Cartas de Acción Especial: descarta {n} a tu elección.", "18.2")

    def waiting(self, game: Any, state: State, frame: Frame, role: str) -> Text:
        en, es = NAME[frame["who"]]
        return text(f"Waiting for {en} to discard down to 5 cards.",
                    f"Esperando a que {es} descarte hasta quedarse con 5 cartas.", "18.2")
