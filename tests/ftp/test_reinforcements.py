"""For the People: arriving generals (5.26 c), face down then revealed at once."""

from pyapp.games.ftp import phases
from pyapp.games.ftp.rules import FLOW, GAME
from tests.ftp.position import blank, forced, sp, step


def _arrivals():
    st = blank("1862")
    t = f"T{st['turn']}"
    st["gens"].update(pope=t, banks=t, bragg=t)
    st["ctl"].update(washington_dc="union", baltimore="union", richmond="csa")
    sp(st, "union", "washington_dc", 2)
    sp(st, "union", "baltimore", 1)
    sp(st, "csa", "richmond", 2)
    phases.generals_phase(GAME, st)
    FLOW.settle(GAME, st)
    return st


def test_the_union_declares_first_and_nothing_is_drawn_before_both_have_declared_5_26():
    st = _arrivals()
    assert step(st) == "generals" and GAME.active(st) == ["union"]
    GAME.apply(st, "union", ("general", "baltimore"))
    assert st["gens"]["pope"].startswith("T") and st["gens"]["banks"].startswith("T")    # face down
    # Baltimore's one SP is spoken for: a second general there needs a second SP
    assert ("general", "baltimore") not in GAME.legal(st, "union")
    GAME.apply(st, "union", ("general", "washington_dc"))
    assert GAME.active(st) == ["csa"] and st["gens"]["pope"].startswith("T")
    with forced([2, 1, 1]):                              # Union: the 2nd of [banks, pope], then the last; CSA
        GAME.apply(st, "csa", ("general", "richmond"))
    assert (st["gens"]["pope"], st["gens"]["banks"], st["gens"]["bragg"]) == ("baltimore", "washington_dc", "richmond")
    revealed = [e["en"] for e in st["lg"] if e["en"].startswith("Revealed:")]
    assert len(revealed) == 3


def test_generals_not_declared_wait_for_next_turn_5_26():
    st = _arrivals()
    GAME.apply(st, "union", ("general", "baltimore"))
    GAME.apply(st, "union", ("done",))
    with forced([1]):
        GAME.apply(st, "csa", ("wait",))
    placed = [g for g in ("pope", "banks") if st["gens"][g] == "baltimore"]
    assert len(placed) == 1
    other = ({"pope", "banks"} - set(placed)).pop()
    assert st["gens"][other] == f"T{st['turn'] + 1}" and st["gens"]["bragg"] == f"T{st['turn'] + 1}"
