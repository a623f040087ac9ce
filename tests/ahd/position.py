"""Build A House Divided positions for tests: place units, set owners, set the
segment and turn, force dice.

    st = blank(turn=3, side="u", phase="mv", marches=2)
    a, b = add(st, "u", "mi", "evansville", n=2)
    own(st, "louisville", "u")
    with forced([4, 1, 5]):
        st = act(st, "union", ("march", "evansville"), ...)
"""

from __future__ import annotations

from pyapp.games.ahd import GAME, rules
from pyapp.games.ahd import board as B
from tests.helpers import forced_calls

ROLE = {"u": "union", "c": "csa"}


def blank(turn=2, side="u", phase="mv", marches=2, scenario="campaign", seed=1, beginner=False):
    """A state with no units on the map, printed ownership, in ``phase`` of
    ``side``'s half of ``turn``."""
    st = GAME.setup(scenario, {"beginner_union": beginner}, seed)
    st["u"] = {}
    st["t"] = turn
    st["p"] = side
    st["ph"] = phase
    st["ml"] = marches
    st["lg"] = []
    return st


def add(st, side, kind, box, n=1, flags=0, marches=0, frm=""):
    """Place ``n`` units; returns their ids."""
    assert box in B.BOXES, box
    out = []
    for _ in range(n):
        uid = rules.new_unit_id(st, side)
        st["u"][uid] = [box, kind, flags, marches, frm]
        out.append(uid)
    return out


def own(st, box, side):
    """Make ``side`` ("u", "c" or "" for nobody) the owner of ``box``."""
    assert box in B.BOXES, box
    if B.PRINTED[box] == side:
        st["own"].pop(box, None)
    else:
        st["own"][box] = side
        if side == "":
            raise ValueError("a box can only return to nobody by reverting to a neutral printed colour")


def act(st, role, *actions):
    """Apply actions in order (each must be legal); returns the state."""
    for a in actions:
        assert a in GAME.legal(st, role), (a, GAME.legal(st, role))
        st = GAME.apply(st, role, a)
    return st


def legal(st, role=None):
    if role is None:
        role = GAME.active(st)[0]
    return GAME.legal(st, role)


def forced(rolls):
    """Dice come from ``rolls`` in order while inside the block (and must be used up)."""
    return forced_calls(rules, "_roll", rolls)


def start_moves(st):
    """Helper: end movement (closing any march) and go to combat."""
    return act(st, ROLE[st["p"]], ("end_moves",))


def battle_state(box, attackers, defenders, side="u", turn=2, rnd=1, **owners):
    """A position in the combat segment with one battle at ``box`` about to start:
    ``attackers``/``defenders`` are lists of (kind, flags, frm)."""
    st = blank(turn=turn, side=side, phase="mv", marches=0)
    enemy = "c" if side == "u" else "u"
    a = [add(st, side, k, box, flags=f, marches=1, frm=fr)[0] for (k, f, fr) in attackers]
    d = [add(st, enemy, k, box, flags=f)[0] for (k, f, fr) in defenders]
    for b, s in owners.items():
        own(st, b, s)
    return st, a, d


def end_half(st):
    """End the current half-turn the ordinary way (decline recruitment)."""
    st["ph"] = "rr"
    st["b"] = None
    st["mb"] = ""
    return GAME.apply(st, ROLE[st["p"]], ("pass",))


def kinds_between(a, b):
    return {k for (n, k, d) in B.ADJ["u"][a] if n == b}


def chains(kind1, kind2=None, down=None):
    """(a, b, c) where a-b is only kind1, b-c only kind2, b is the only box
    adjacent to both a and c, a and c are not adjacent; ``down``: for rivers,
    True = both links downstream, False = both upstream."""
    kind2 = kind2 or kind1
    out = []
    for a in B.BOX_IDS:
        na = B.NEIGH_SET["u"][a]
        for b in sorted(na):
            if kinds_between(a, b) != {kind1}:
                continue
            for c in B.NEIGH["u"][b]:
                if c == a or c in na or kinds_between(b, c) != {kind2}:
                    continue
                if (na & B.NEIGH_SET["u"][c]) != {b}:
                    continue
                if down is not None:
                    d1 = [d for (n, k, d) in B.ADJ["u"][a] if n == b and k == "river"]
                    d2 = [d for (n, k, d) in B.ADJ["u"][b] if n == c and k == "river"]
                    if d1 != [down] or d2 != [down]:
                        continue
                out.append((a, b, c))
    return out


def union_cities_to_beat():
    """Union-printed blue-square cities (largest first, not Washington) whose loss
    leaves the Union cap below the CSA's start cap."""
    from pyapp.games.ahd import data as D
    cities = sorted((b for b in B.RECRUIT_BOXES["u"] if B.PRINTED[b] == "u" and b != D.CAPITAL
                     and not B.RECRUIT[b].get("c")),
                    key=lambda b: (-B.RECRUIT[b]["u"], b))
    out, cap = [], D.START_CAP["u"]
    for b in cities:
        if cap < D.START_CAP["c"]:
            break
        out.append(b)
        cap -= B.RECRUIT[b]["u"]
    return out


def aim(st, role, *pairs):
    """Declare targets (5.1) in order, skipping those the engine has already
    declared itself because they were forced (issue 12); returns the state."""
    for f, t in pairs:
        if [f, t] in st["b"]["tg"]:
            continue
        st = act(st, role, ("target", f, t))
    return st
