"""For the People: games that meet every step of the special card events
(pyapp/games/ftp/specials.py), for the tests of their words and of their
table: a position built with tests/ftp/position.py, the card played
through the engine, then the decisions that reach each step.

    for name, m in plays():      # m: a Match at the card's first decision
        ...

``PLAYS[name]`` is (builder, side, card, script): the builder makes the
position, ``side`` plays ``card`` as its event in its strategy round, then
the script's actions follow, each by whichever side must act (forced steps
and interrupt windows are played through on the way).
"""

from __future__ import annotations

from pyapp import games
from pyapp.core.match import Match
from tests.ftp.position import army, blank, gen, hand, push, sp

FTP = games.get("ftp")


def _richmond():
    st = blank("1864")                                   # an army converts out of supply from 1864 (5.4)
    army(st, "u_potomac", "fredericksburg", 6, "mcclellan", "burnside")
    st["forts"]["fredericksburg"] = "union"              # it may leave 1 SP there
    return st


def _richmond_csa():
    st = _richmond()
    hand(st, "union", 9, 10)
    hand(st, "csa", 12)
    return st


def shiloh():
    """1862: A. S. Johnston's army at Corinth, 3 CSA SP at Memphis, Grant
    with 3 SP at Pittsburg Landing (the Shiloh campaign)."""
    st = blank("1862")
    army(st, "c_tennessee", "corinth", 5, "a_s_johnston", "bragg", "polk")
    sp(st, "csa", "memphis", 3)
    sp(st, "union", "pittsburg_landing", 3)
    gen(st, "grant", "pittsburg_landing")
    return st


def _mistake():
    st = blank("1862")
    army(st, "u_potomac", "manassas", 6, "mcclellan", "burnside", "mcdowell")
    return st


def _ambush():
    st = blank("1862")
    gen(st, "stoneman", "manassas")
    gen(st, "pleasonton", "frederick")
    return st


def _relief():
    st = blank("1862")
    army(st, "u_potomac", "manassas", 6, "mcclellan", "pope", "burnside")
    gen(st, "halleck", "cairo")
    sp(st, "union", "cairo", 1)
    return st


def _west():
    st = blank("1862")
    army(st, "c_northern_virginia", "fredericksburg", 6, "j_e_johnston", "jackson")
    army(st, "c_tennessee", "corinth", 6, "a_s_johnston", "bragg")
    sp(st, "csa", "memphis", 2)
    sp(st, "union", "pittsburg_landing", 2)
    return st


def _galveston():
    st = blank("1862")
    sp(st, "csa", "norfolk", 2)
    return st


def _crisis():
    st = blank("1862")
    army(st, "c_northern_virginia", "fredericksburg", 6, "j_e_johnston")
    army(st, "c_tennessee", "richmond", 5, "a_s_johnston")
    return st


def _red_river():
    st = blank("1864")
    sp(st, "union", "alexandria", 2)                     # next to Grand Ecore, and an objective
    sp(st, "union", "grand_ecore", 1)
    return st


def _farragut():
    st = blank("1862")
    sp(st, "union", "fort_pickens", 3)
    gen(st, "butler", "fort_pickens")
    return st


PLAYS = {
    "march": (_richmond, "union", 3, [("move", "army", "u_potomac"), ("sp", 5), ("go", "hanover")]),
    "march_set_aside": (_richmond_csa, "csa", 3, [("move", "army", "u_potomac")]),
    "concentration": (shiloh, "csa", 100, [("space", "corinth"), ("from", "memphis"), ("done",),
                                            ("move", "army", "c_tennessee")]),
    "concentration_passed": (shiloh, "csa", 101, [("pass",)]),
    "costly_mistake": (_mistake, "csa", 4, []),
    "ambush": (_ambush, "csa", 6, []),
    "relief": (_relief, "union", 76, []),
    "relief_75": (_west, "csa", 75, [("option", 1)]),
    "concentration_75": (_west, "csa", 75, [("option", 2), ("space", "corinth"), ("from", "memphis")]),
    "galveston": (_galveston, "csa", 115, []),
    "crisis": (_crisis, "union", 122, [("space", "richmond")]),
    "red_river": (_red_river, "union", 14, [("none",)]),
    "farragut": (_farragut, "union", 59, [("naval", "fort_pickens"), ("sp", 2)]),
}

# the steps of the special events met on the way, with the frame's phase where it has one
STEPS = {"march", "move", "concentrate", "casualty", "relief", "evchoice", "galveston", "crisis", "objectives",
         "naval"}


def _through(m: Match) -> None:
    """Forced steps and the other side's interrupt windows, played through."""
    for _ in range(20):
        m.play_forced()
        f = m.state["flow"][-1] if m.state["flow"] else {}
        if f.get("step") == "window" and ("pass",) in m.legal(m.active()[0]):
            m.play(m.active()[0], ("pass",))
        else:
            return


def start(name: str, seed: int = 1) -> Match:
    """The match of play ``name`` right after its card is played."""
    build, side, card, _ = PLAYS[name]
    st = build()
    hand(st, side, card)
    push(st, "round", who=side)
    m = Match(FTP, st["sc"], {}, seed)
    m.settle(st)
    how = "ops" if card == 14 else "event"               # card 14 is played by the Union for its OPS only
    m.play(side, (how, card))
    _through(m)
    return m


def plays(name: str | None = None):
    """(name, match) at every decision of the plays' scripts (``name``: that
    play alone), the match at each decision before its action is played."""
    for key, (_, _, _, script) in PLAYS.items():
        if name is not None and key != name:
            continue
        m = start(key)
        yield key, m
        for action in script:
            m.play(m.active()[0], action)
            _through(m)
            yield key, m
