"""Build For the People positions for tests: pieces where a test wants
them, a chosen frame on the flow, forced dice.

    st = blank("1863")
    sp(st, "union", "frederick", 3)
    with forced([4, 2]):
        ...
"""

from __future__ import annotations

import contextlib

from pyapp.core import dice
from pyapp.games.ftp import model as M
from pyapp.games.ftp import rounds
from pyapp.games.ftp.rules import FLOW, GAME
from tests.helpers import forced_calls, step, top  # noqa: F401 (the tests import them from here)


def blank(sc="1861", seed=1):
    """Scenario ``sc`` set up, then emptied: no SP, army, general or fort on
    the map, no card in a hand, an empty flow (control, tracks and the deck
    as the set-up left them)."""
    st = GAME.setup(sc, {}, seed)
    st["sp"] = {"union": {}, "csa": {}}
    for a in st["armies"].values():
        a.update(at=None, sp=0, cmd=None, back=0)
    for g in st["gens"]:
        st["gens"][g] = "pool"
    st["forts"] = {}
    deck = GAME.deck(st)
    for side in M.ROLES:
        for h in list(st["hands"][side]):
            deck.discard(st, h)
    st["flow"] = []
    st["lg"], st["lr"] = [], []
    return st


def sp(st, side, space, n):
    M.add_sp(st, side, space, n)


def gen(st, g, space):
    st["gens"][g] = space


def army(st, aid, space, n, cmd, *others):
    """Army ``aid`` at ``space`` with ``n`` infantry SP in its box, commanded
    by ``cmd``, with ``others`` (brigades included) in the box."""
    st["armies"][aid].update(at=space, sp=n, cmd=cmd)
    for g in (cmd,) + others:
        st["gens"][g] = "A:" + aid


def hand(st, side, *cards):
    """Cards ``cards`` (numbers) into ``side``'s hand, taken from wherever they lie."""
    deck = GAME.deck(st)
    for n in cards:
        h = next(h for h, v in st["sealed"].items() if v == n)
        for pile in (st["deck"], st["discard"], st.get("removed", []), *st["hands"].values()):
            if h in pile:
                pile.remove(h)
        st["hands"][side].append(h)
    del deck


def push(st, name, **data):
    """A frame on the flow, and the automatic steps run."""
    FLOW.push(st, name, **data)
    FLOW.settle(GAME, st)


def move(st, side, what, v=3, campaign=False):
    """A force activated for a move (``what`` as in ("corps", general))."""
    rounds.start_move(GAME, st, side, v, what, campaign)


def play(st, role, action):
    return GAME.apply(st, role, action)


def infantry_losses(st):
    """5.15: every side asked for its battle losses takes them from its
    infantry (the rulebook's examples do)."""
    while step(st) == "losses":
        play(st, top(st)["who"], ("losses",))


@contextlib.contextmanager
def forced(values):
    """The dice answer ``values`` in order inside the block."""
    with forced_calls(dice, "roll", values):
        yield
