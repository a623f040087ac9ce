"""Spending Action Points (4.1, 4.3, 7.7, 17.3, 18.1): what each action
costs, whether a side's points for this Action Phase can pay for it in a
given theatre, and paying. Pure functions on the pool the Initiative
Segment gives (``initiative.allowance``): ``{"any": n}``, or one point in
each theatre at a difference of 1 (``{"east": 1, "west": 1, "tm": 1}``),
where the force must begin its activation in that theatre (4.1.3).

A Special Action card stands for one action in its theatre (18.1): it is
spent as a point of that theatre's own (an "Any" card as a point of the
theatre the force begins in).
"""

from __future__ import annotations

# 4.3: the Basic game's actions and their cost in APs
COST = {"move": 1, "move_sp": 1, "naval_transport": 1, "rally": 1, "transfer": 1, "entrench": 1,
        "training": 1, "militia": 0, "disperse": 0}
CAUTIOUS_EXTRA = 1             # 7.7: a cautious general who will attack or enter the ZOC of a force with a general
TRAINING_PER_SP = 10           # 17.3


def action_cost(action: str, cautious_engaging: bool = False) -> int:
    """What ``action`` costs (4.3), a cautious general's move 2 when it will
    attack or enter the ZOC of an enemy force with a general (7.7)."""
    cost = COST[action]
    if action == "move" and cautious_engaging:
        cost += CAUTIOUS_EXTRA
    return cost


def left(pool: dict[str, int], theatre: str) -> int:
    """The points ``pool`` still has for a force beginning in ``theatre``."""
    return pool.get("any", 0) + pool.get(theatre, 0)


def can_pay(pool: dict[str, int], theatre: str, cost: int) -> bool:
    return cost <= left(pool, theatre)


def pay(pool: dict[str, int], theatre: str, cost: int) -> dict[str, int]:
    """The pool after paying ``cost`` for a force beginning in ``theatre``:
    that theatre's own points first (4.1.3), then the free ones. ValueError
    when it cannot (the step refuses before, citing 4.1)."""
    if not can_pay(pool, theatre, cost):
        raise ValueError(f"{cost} AP cannot be paid in {theatre} from {pool}")
    out = dict(pool)
    own = min(out.get(theatre, 0), cost)
    if own:
        out[theatre] -= own
    if cost - own:
        out["any"] -= cost - own
    return out


def spent_out(pool: dict[str, int]) -> bool:
    """No point left anywhere: the phasing player's Movement and Combat
    Segment is over (4.2)."""
    return not any(pool.values())


def training(track: int, points: int) -> tuple[int, int]:
    """17.3: (the Training track after putting ``points`` APs in it, the SPs
    gained): every 10 points give one SP at once, the track back to 0."""
    total = track + points
    return total % TRAINING_PER_SP, total // TRAINING_PER_SP
