"""Build Badges of Courage positions for tests: chosen blocks at chosen hexes,
in a chosen phase of a chosen player turn, with forced dice.

    st = blank(t=(1, 10))
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9", strength=2)
    foe = add(st, "c-archer", "B10")
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"), ("done",))      # now the Fire Phase
    with forced([1, 5]):
        st = act(st, "usa", ("fire", inf, "B10", M.direction("B9", "B10"), ""))

Blocks get fresh handles ("U001", "C001", ...); each one's sealed value is
[block id, strength when dealt, stir stamp] as the engine keeps it (its
strength now: ``strength``; ``value`` gives [id, strength, mark, stamp]). A state built
here is a full (hotseat) state: both sides' salts and values are known.
"""

from __future__ import annotations

import pytest

from pyapp.core import dice
from pyapp.core.errors import Illegal
from pyapp.games.boc import GAME, rules
from pyapp.games.boc import data as D
from pyapp.games.boc import model as M
from tests.helpers import forced_calls, step, top  # noqa: F401 (step, top: the tests import them from here)

PHASES = ("command", "fire", "move", "melee", "supply")
NIGHT_PHASES = ("move", "nsupply")


def blank(t=(1, 10), sc="full", seed=1, options=None):
    """A state of scenario ``sc`` with no block anywhere (on the map, due,
    off the map or eliminated), at turn ``t`` ((day, hour), hour 0 = night)."""
    st = GAME.setup(sc, options or {}, seed)
    salts = {k: v for k, v in st["sealed"].items() if k.startswith("K.")}
    st["sealed"] = salts
    for key in ("pos", "due", "off"):
        st[key] = {}
    for key in ("dead", "up", "act", "done", "moved", "came"):
        st[key] = []
    st["fs"], st["traffic"], st["melees"] = {}, {}, []
    st["lost"], st["mk"] = {}, []
    st["elim"] = {"usa": 0, "csa": 0}
    st["t"] = D.turn_index(t)
    st["first"] = 0
    st["flow"] = []
    st["lg"], st["lr"] = [], []
    st["res"] = None
    return st


def _new_handle(st, side):
    p = M.PREFIX[side]
    n = 1 + max([int(h[1:]) for h in st["sealed"] if h[0] == p and h[1:].isdigit()] or [0])
    return f"{p}{n:03d}"


def add(st, ident, hx=None, strength=None, up=False, due=None):
    """Put block ``ident`` at ``hx`` (or, with ``due`` = (t, road, [alts], limit),
    among the reinforcements); returns its handle."""
    b = D.BLOCKS[ident]
    h = _new_handle(st, b["side"])
    s = b["steps"] if strength is None else strength
    st["sealed"][h] = [ident, s, 1000 + int(h[1:])]
    if due is not None:
        t, road, alts, limit = due
        st["due"][h] = [D.turn_index(t), road, list(alts), limit]
    else:
        assert hx in D.HEXES, hx
        st["pos"][h] = hx
    if up:
        st["up"].append(h)
    return h


def dead(st, ident):
    """Block ``ident`` among the eliminated (as if it fell earlier)."""
    b = D.BLOCKS[ident]
    h = _new_handle(st, b["side"])
    st["sealed"][h] = [ident, 0, 1000 + int(h[1:])]
    st["dead"].append(h)
    return h


def phase(st, side, ph, half=1):
    """Start ``side``'s player turn (control fixed now, 6.6) and run it up to
    phase ``ph`` ("command", "fire", "move", "melee", "supply"; at night
    "move" or "nsupply"). The earlier phases are skipped, not played."""
    night = D.is_night(st["t"])
    order = NIGHT_PHASES if night else PHASES
    st["p1"] = side if half == 1 else M.ENEMY[side]
    st["half"] = half
    st["flow"] = [{"step": "hour", "next": 1}, {"step": "pturn", "who": side, "ph": order.index(ph)}]
    rules.start_player_turn(st, side)
    st["lg"] = []
    rules.FLOW.settle(GAME, st)
    return st


def act(st, role, *actions):
    """Apply actions in order (each must be legal); returns the state."""
    for a in actions:
        lg = GAME.legal(st, role)
        assert tuple(a) in lg, (a, lg)
        st = GAME.apply(st, role, tuple(a))
    return st


def refused(st, role, action):
    """The Illegal the engine raises for ``action`` (which must not be legal)."""
    assert tuple(action) not in GAME.legal(st, role), action
    with pytest.raises(Illegal) as e:
        GAME.apply(st, role, tuple(action))
    return e.value


def legal(st, role=None):
    if role is None:
        role = GAME.active(st)[0]
    return GAME.legal(st, role)


def verbs(st, role, verb):
    return [a for a in legal(st, role) if a[0] == verb]


def strength(st, h):
    return M.strength(st, h)


def set_strength(st, h, s):
    """Block ``h`` at strength ``s`` now, as if it had lost (or gained) steps in view."""
    M.lose(st, h, M.strength(st, h) - s)


def value(st, h):
    """[block id, strength now, mark (half hit or step had), stamp]."""
    return M.value(st, h)


def forced(rolls):
    """Dice come from ``rolls`` in order while inside the block (and must be used up)."""
    return forced_calls(dice, "roll", rolls)


def d(a, b):
    """The direction of the hexside from ``a`` into adjacent ``b``."""
    return M.direction(a, b)


def handle(st, ident):
    """The handle block ``ident`` stands under now (stacks are stirred, secrets.py)."""
    for h, v in st["sealed"].items():
        if isinstance(v, list) and v[0] == ident:
            return h
    raise KeyError(ident)


def hex_of(st, ident):
    return st["pos"].get(handle(st, ident))
