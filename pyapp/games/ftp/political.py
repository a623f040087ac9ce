"""For the People: political control, state control, capitals and the
political control phase (5.28, 5.29, 5.30, 4 phase 4), and attrition (5.25).

``place_pc`` is the one way a side's PC lands on a space, whoever puts it
there (an OPS card, an event, an army converting, the political phase): it
destroys a resource centre, takes a capital, captures a coastal fort with
its port, and scores what each costs (5.23, 5.28, 5.30).
"""

from __future__ import annotations

from ...core.flowgame import log
from . import board
from . import model as M
from . import raillog
from . import supply
from . import tables as T

# 3.4: state SW values and the spaces needed to control a state
STATE_VALUE = {"MO": 10, "KY": 10, "WV": 5, "TN": 10, "AR": 5, "TX": 7, "LA": 7, "MS": 7, "AL": 7,
               "GA": 15, "FL": 5, "NC": 7, "SC": 7, "VA": 15}
STATE_NEED = {"MO": 7, "KY": 7, "WV": 4, "TN": 13, "AR": 6, "TX": 3, "LA": 6, "MS": 10, "AL": 9,
              "GA": 12, "FL": 5, "NC": 10, "SC": 9, "VA": 14}
BORDER = ("KY", "MO", "WV")
CSA_STATES = ("VA", "NC", "SC", "GA", "TN", "FL", "AL", "MS", "LA", "AR", "TX")
UNION_STATES = ("IL", "IN", "OH", "MD", "PA", "NJ", "DE")
# 5.28: where the Union may move its capital without the further 10 SW
UNION_CAPITAL_SAFE = ("harrisburg", "trenton", "dover_de", "annapolis", "columbus_oh", "indianapolis",
                      "springfield_il", "philadelphia")


def place_pc(game, st: dict, side: str, space: str, rule: str, how: str = "ops") -> None:
    """``side``'s PC on ``space`` (5.28), with what follows from it."""
    enemy = M.ENEMY[side]
    before = M.ctl(st, space)
    if before == side:
        return
    M.set_ctl(st, space, side)
    log(st, f"{M.SHORT[side]} takes political control of {M.sname(space)}.",
        f"{M.SHORT_ES[side]} toma el control político de {M.sname(space)}.", rule)
    if side == "union" and board.rc_value(space) and space not in st["rc_dead"]:
        destroy_rc(st, space)
    fort = board.coastal_fort_of(space)
    if fort and M.ctl(st, fort) == enemy and enemy == "csa" and M.total_sp(st, "csa", fort) == 0:
        M.set_ctl(st, fort, side)                       # 5.23: the empty fort follows its port
        log(st, f"The empty coastal fort at {M.sname(fort)} passes to the Union with its port.",
            f"El fuerte costero vacío de {M.sname(fort)} pasa a la Unión con su puerto.", "5.23")
        M.sw(st, "csa", -1, "a coastal fort lost", "un fuerte costero perdido", "5.23")
        M.sw(st, "union", 1, "a coastal fort taken", "un fuerte costero tomado", "5.23")
    if st["capital"].get(enemy) == space:
        capital_lost(st, enemy)


def remove_pc(st: dict, side: str, space: str, rule: str) -> None:
    """5.7: a raid removes ``side``'s PC: the space goes back to its original
    owner, or neutral in a border state."""
    M.set_ctl(st, space, M.original(space) if M.original(space) != side else None)
    log(st, f"The {M.SHORT[side]} PC at {M.sname(space)} is removed.",
        f"Se retira el marcador de CP de {M.SHORT_ES[side]} en {M.sname(space)}.", rule)


def destroy_rc(st: dict, space: str) -> None:
    """5.28: a Union PC on an intact resource centre destroys it for good."""
    v = board.rc_value(space)
    st["rc_dead"].append(space)
    log(st, f"The resource centre of {M.sname(space)} is destroyed.",
        f"El centro de recursos de {M.sname(space)} es destruido.", "5.28")
    M.sw(st, "union", v, "a resource centre destroyed", "un centro de recursos destruido", "5.28")
    M.sw(st, "csa", -v, "a resource centre lost", "un centro de recursos perdido", "5.28")


def capital_lost(st: dict, side: str) -> None:
    """5.28: an enemy force in the capital: the marker leaves the map; Union
    -30, CSA -15 SW at once; it returns in the political phase."""
    space = st["capital"][side]
    st["capital"][side] = None
    st["cap_lost"][side] = st["turn"]
    M.sw(st, side, -30 if side == "union" else -15, f"the capital {M.sname(space)} is lost",
         f"la capital {M.sname(space)} se pierde", "5.28")


def ops_pc_problem(st: dict, side: str, space: str):
    """5.28: where an OPS card may put a PC: a space with the side's infantry
    in supply, or an empty neutral border-state space; one PC a space; not
    while the capital is off the map after a loss this turn; never a PC an
    event could not place (no resource centre, capital, coastal fort or
    fort counter taken by it: that rule binds events, (D))."""
    from ...core.errors import Illegal
    enemy = M.ENEMY[side]
    if M.ctl(st, space) == side:
        return Illegal("this space is already yours", rule="5.28", es="este espacio ya es tuyo")
    if st["capital"].get(side) is None:
        return Illegal("without your capital on the map, OPS place no PC", rule="5.28",
                       es="sin tu capital en el mapa, las OP no colocan CP")
    own = M.infantry_sp(st, side, space) > 0 and supply.in_supply(st, side, space)
    empty_border = (board.border(space) and M.ctl(st, space) is None and not M.occupied(st, enemy, space))
    if not (own or empty_border):
        return Illegal("a PC goes where your infantry stands in supply, or on an empty neutral space of a "
                       "border state", rule="5.28",
                       es="un CP va donde tu infantería está abastecida, o en un espacio neutral vacío de un "
                          "estado fronterizo")
    return None


# -- the political control phase (4 phase 4) ------------------------------------------------

def occupation(game, st: dict, side: str) -> None:
    """5.28 step i: a PC on every space with the side's infantry in supply,
    chained (a space converted extends the line for the next), to a fixed
    point."""
    changed = True
    while changed:
        changed = False
        for space in M.spaces_with(st, side):
            if M.ctl(st, space) == side or M.infantry_sp(st, side, space) == 0:
                continue
            if M.occupied(st, M.ENEMY[side], space):
                continue
            if supply.in_supply(st, side, space):
                place_pc(game, st, side, space, rule="5.28", how="phase")
                changed = True


def state_counts(st: dict, state: str, side: str) -> int:
    """Spaces of ``state`` ``side`` controls (a Shenandoah space counts twice
    for the Union in Virginia, 5.29)."""
    n = 0
    for space in board.spaces_of(state):
        if M.ctl(st, space) == side:
            n += 2 if (state == "VA" and side == "union" and board.shenandoah(space)) else 1
    return n


def state_control(game, st: dict) -> None:
    """5.29 step ii: border states, CSA states, Union states."""
    for state in BORDER:
        owner = st["states"].get(state)
        for side in ("union", "csa"):
            if owner == side:
                continue
            if owner is None and state_counts(st, state, side) >= STATE_NEED[state]:
                take_border(game, st, state, side)
                break
            if owner == "csa" and side == "union" and state_counts(st, state, "union") >= STATE_NEED[state] \
                    and not _holds_sources(st, state):
                st["states"][state] = "union"
                M.sw(st, "csa", -STATE_VALUE[state], f"{state} falls to the Union", f"{state} cae ante la Unión",
                     "5.29")
                M.sw(st, "union", STATE_VALUE[state], f"{state} taken", f"{state} tomado", "5.29")
    for state in CSA_STATES:
        if st["states"].get(state) == "union":
            continue
        n = state_counts(st, state, "union")
        need = STATE_NEED[state]
        if state == "VA" and ("richmond" not in st["rc_dead"] or supply.br_open_basic(st, "norfolk")):
            continue
        if n >= need and not _holds_sources(st, state):
            st["states"][state] = "union"
            M.sw(st, "csa", -STATE_VALUE[state], f"{state} falls to the Union", f"{state} cae ante la Unión",
                 "5.29")
    for state in UNION_STATES:
        n = sum(1 for s in board.spaces_of(state) if M.ctl(st, s) == "csa")
        if n >= 3:
            M.sw(st, "union", -5, f"the Confederacy holds 3 spaces of {state}",
                 f"la Confederación tiene 3 espacios de {state}", "5.29")
            M.sw(st, "csa", 5, f"3 spaces held in {state}", f"3 espacios en {state}", "5.29")


def _holds_sources(st: dict, state: str) -> bool:
    """5.29: a CSA state with an intact resource centre or an open
    blockade-runner port does not fall."""
    for space in board.spaces_of(state):
        if board.rc_value(space) and space not in st["rc_dead"] and M.ctl(st, space) == "csa":
            return True
        if space in board.br_ports(st) and supply.br_open_basic(st, space):
            return True
    return False


def take_border(game, st: dict, state: str, side: str) -> None:
    """5.29: the first side to control a border state scores its value, clears
    the enemy's PCs there (but where enemy SP or forts stand) and places its
    own on every empty space."""
    enemy = M.ENEMY[side]
    st["states"][state] = side
    st["states_first"][state] = side
    M.sw(st, side, STATE_VALUE[state], f"first to control {state}", f"primero en controlar {state}", "5.29")
    for space in board.spaces_of(state):
        if M.occupied(st, enemy, space):
            continue
        if M.ctl(st, space) != side:
            M.set_ctl(st, space, side)
    log(st, f"{state} is now controlled by the {M.SHORT[side]}.", f"{state} queda bajo control de "
        f"{M.SHORT_ES[side]}.", "5.29")


def relocate_capital_default(st: dict, side: str) -> str | None:
    """5.28: where a lost capital goes when the owner places it: a
    friendly space with a line of communication in a state that began on its
    side; the rulebook leaves the owner the choice (``Capital`` step)."""
    return None


def weariness(game, st: dict) -> None:
    """4 phase 4 iii: in Fall, Union war weariness (-5); after Emancipation,
    Confederate remorse (-5)."""
    M.sw(st, "union", -5, "war weariness", "fatiga de guerra", "5.30")
    if st["eman"]:
        M.sw(st, "csa", -5, "remorse after Emancipation", "remordimiento tras la Emancipación", "5.30")


def attrition(game, st: dict) -> None:
    """5.25: every space with 3 or more SP of a side loses SP; then forces
    without a line of communication forage (the test again)."""
    from . import battle
    for side in ("union", "csa"):
        for space in M.spaces_with(st, side):
            n = M.total_sp(st, side, space)
            loss = T.attrition_loss(n)
            oos = not supply.in_supply(st, side, space) and not _shenandoah_supply(st, side, space)
            if raillog.on(st) and not raillog.near(st, side, space) and not _shenandoah_supply(st, side, space):
                oos = True                            # 7: rail logistics, far from a rail line
            if oos:
                loss += T.attrition_loss(n - loss)
            if loss:
                battle.take_losses(game, st, side, space, loss)
                log(st, f"Attrition at {M.sname(space)}: {M.SHORT[side]} loses {loss} SP"
                        + (" (out of supply, foraging)" if oos else "") + ".",
                    f"Desgaste en {M.sname(space)}: {M.SHORT_ES[side]} pierde {loss} UM"
                        + (" (sin abastecimiento, forrajeo)" if oos else "") + ".", "5.25")
                battle.eliminate_armies(game, st, side, space)
                battle.clear_generals(st, side, space)


def _shenandoah_supply(st: dict, side: str, space: str) -> bool:
    """5.24: with Winchester, Staunton and Strasburg all CSA, a CSA force
    tracing a line of communication to any of them is supplied for
    attrition (not for battle); never once card 126 has devastated them
    (their destroyed-RC markers)."""
    valley = ["winchester_va", "staunton", "strasburg"]
    if side != "csa" or not all(M.ctl(st, s) == "csa" and s not in st["rc_dead"] for s in valley):
        return False
    reach = supply.spread(st, "csa", valley)
    return space in reach or any(nb in reach for nb in board.neighbours(space))
