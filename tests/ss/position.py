"""Build Stonewall's Sword positions for tests: units where a test wants
them, a chosen step of the sequence of play, forced dice and a forced cup.

    st = blank("slaughter", turn=4)
    put(st, "c-49-ga", "2216")
    with forced([1]):
        ...
"""

from __future__ import annotations

import contextlib

import pytest

from pyapp.core import dice
from pyapp.core.errors import Illegal
from pyapp.games.ss import data as D
from pyapp.games.ss import model as M
from pyapp.games.ss import rules
from pyapp.games.ss import sequence as S
from pyapp.games.ss.rules import FLOW, GAME
from tests.helpers import forced_calls, step, top  # noqa: F401 (step, top: the tests import them from here)


def blank(sc="slaughter", turn=None, options=None, seed=1):
    """A state of scenario ``sc`` with no unit anywhere, no brigade waiting,
    an empty cup and an empty flow, at ``turn``."""
    st = rules.blank_state(sc, GAME.check_options(options), seed)
    st["turn"] = turn or D.SCENARIOS[sc]["start"]
    st["ctrl"] = dict(D.SCENARIOS[sc]["control"])
    return GAME.private_setups(st, seed)             # the Event chits under their handles


def ev(st, chit):
    """The handle an Event chit stands under now (secrets.py); any other chit is itself."""
    if chit not in D.CHITS or D.CHITS[chit]["kind"] != "event":
        return chit
    return next(h for h, v in st["sealed"].items() if isinstance(v, list) and v[0] == chit)


def put(st, uid, hx=None, depleted=False, marker=0, box=None):
    """A unit on ``hx`` (or on the Broken Track's ``box``)."""
    assert uid in D.UNITS, uid
    if box is not None:
        st["broken"][uid] = box
        depleted = True
    else:
        st["pos"][uid] = hx
    if depleted and uid not in st["dep"]:
        st["dep"].append(uid)
    if marker:
        st["mh"][uid] = marker
    return uid


def push(st, step, **data):
    """Put a frame on the flow and run the automatic steps."""
    FLOW.push(st, step, **data)
    FLOW.settle(GAME, st)
    return st


def named(st, action):
    """An action with each Event handle written as the chit under it (tests read better)."""
    return tuple(M.chit_of(st, x) if M.is_ev(x) else x for x in action)


def handled(st, action):
    """The action as the rules take it: each Event chit by its handle."""
    return tuple(ev(st, x) if isinstance(x, str) else x for x in action)


def act(st, role, *actions):
    for a in actions:
        lg = legal(st, role)
        assert tuple(a) in lg, (a, lg)
        st = GAME.apply(st, role, handled(st, a))
    return st


def refused(st, role, action):
    assert tuple(action) not in legal(st, role), action
    with pytest.raises(Illegal) as e:
        GAME.apply(st, role, handled(st, action))
    return e.value


def legal(st, role=None):
    """The legal actions, Event chits by name (``named``)."""
    if role is None:
        role = GAME.active(st)[0]
    return [named(st, a) for a in GAME.legal(st, role)]


def verbs(st, role, verb):
    return [a for a in legal(st, role) if a[0] == verb]


def forced(rolls):
    """Dice come from ``rolls`` in order inside the block (and must all be used)."""
    return forced_calls(dice, "roll", rolls)


@contextlib.contextmanager
def drawn(chits):
    """The cup gives ``chits`` in this order (each must be in it) inside the block."""
    seq = list(chits)
    old = S.draw

    def fake(st):
        assert seq, "more chits drawn than forced"
        c = ev(st, seq.pop(0))
        st["cup"].remove(c)
        st["rv"] += 1
        return c

    S.draw = fake
    try:
        yield seq
    finally:
        S.draw = old
    assert not seq, f"forced chits left in the cup: {seq}"


def log_text(st):
    return " | ".join(e["en"] for e in st["lg"])


def battle(sc="slaughter", turn=None, options=None, seed=1):
    """``blank`` with the scenario's set-up units on their hexes and its
    reinforcements waiting, and no step running."""
    st = blank(sc, turn, options, seed)
    scen = D.SCENARIOS[sc]
    st["pos"] = dict(scen["setup"])
    st["so"] = list(scen["skirmish"])
    for r in scen["reinforcements"]:
        if r["unless_option"] and st["op"].get(r["unless_option"]):
            continue
        for b in r["brigades"]:
            st["waiting"][b] = [r["turn"], r["hex"], 0]
    return st


def at_draw(st, cup):
    """The Chit Draw Phase with ``cup`` in the cup (the turn goes on to its
    End Turn afterwards)."""
    st["cup"] = sorted(ev(st, c) for c in cup)
    st["flow"] = [{"step": "turn", "ph": 3}]
    return push(st, "chits", stage="3a")


def play_forced(st):
    """Play the decisions that are no choice (``GAME.forced``), as the page does."""
    while GAME.active(st):
        role = GAME.active(st)[0]
        a = GAME.forced(st, role)
        if a is None:
            break
        st = GAME.apply(st, role, a)
    return st


def idle(st):
    """End the Fire and Movement steps (and an Artillery Step's) without
    firing or moving: both are voluntary (12.1, 13.1)."""
    while step(st) in ("fire", "move"):
        st = GAME.apply(st, GAME.active(st)[0], ("done",))
    return st
