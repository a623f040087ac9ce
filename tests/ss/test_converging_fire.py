"""Stonewall's Sword, Converging Fire (12.4): the hexsides a line of fire
enters by, when a hex is subject to it, the primary hexside's sector, and
the rulebook's example (units 1 and 2 across the primary side without the
bonus, unit 3 from the flank with 2 columns right)."""

from pyapp.games.ss import data as D
from pyapp.games.ss import fire as FI
from pyapp.games.ss.rules import GAME

from .position import act, blank, forced, log_text, push, put, step, top, verbs

T = "1312"                                   # Clear, its six neighbours Clear on its level
N, NE, SE, S, SW, NW = "1311", "1412", "1413", "1313", "1213", "1212"


def test_entry_sides_round_the_hex():
    assert [FI.beyond(T, d) for d in range(6)] == [N, NE, SE, S, SW, NW]
    assert FI.entry_sides(N, T) == {0} and FI.entry_sides(S, T) == {3}


def test_12_4_needs_two_hexsides_with_one_between():
    assert not FI.converging_possible({0, 1})            # next to each other
    assert FI.converging_possible({0, 2}) and FI.converging_possible({1, 4})
    assert not FI.converging_possible({5})


def test_12_4_sector_of_the_primary_hexside():
    st = blank()
    put(st, "u-28-ny", N)
    put(st, "u-5-ct", NE)
    put(st, "u-10-me", S)
    put(st, "u-46-pa", NW)
    assert not FI.converging_bonus(st, ["u-28-ny"], T, 0)          # across the primary side
    assert not FI.converging_bonus(st, ["u-5-ct"], T, 0)           # a side next to it
    assert not FI.converging_bonus(st, ["u-46-pa"], T, 0)
    assert FI.converging_bonus(st, ["u-10-me"], T, 0)              # from the flank
    assert not FI.converging_bonus(st, ["u-10-me", "u-46-pa"], T, 0)   # together: every unit must qualify


def _resolve(st, units, action):
    """Fire with dice giving no effect: CRT 11 and, if a test follows, 1 and 1."""
    c, _ = FI.column(st, units, T, "c-45-ga", converging=FI.converging_bonus(st, units, T, top(st)["conv"]["primary"]))
    rolls = [1, 1] + ([1, 1] if D.crt_grade(c, 11, 3) else [])
    with forced(rolls):
        st = act(st, "usa", action)
    return st


def test_12_4_example_on_the_map():
    st = blank()
    put(st, "c-45-ga", T)                                     # alone: CR 3
    put(st, "u-28-ny", N)                                     # unit 1
    put(st, "u-5-ct", NE)                                     # unit 2
    put(st, "u-10-me", S)                                     # unit 3
    push(st, "fire", who="usa", mode="brigade", brigade="crawford", limited=False, fired=[], pending=None)
    st = act(st, "usa", ("converge", T))
    assert "Converging Fire declared at 1312: 10 ME, 28 NY, 5 CT." in log_text(st)
    assert step(st) == "primary" and GAME.active(st) == ["csa"]
    assert sorted(a[2] for a in verbs(st, "csa", "primary")) == [0, 1, 3]
    st = act(st, "csa", ("primary", T, 0))                     # it faces unit 1
    # the declared units fire at that hex (no other target, no ending the step) while it holds units
    assert {a[2] for a in verbs(st, "usa", "fire")} == {T} and not verbs(st, "usa", "done")
    st = act(st, "usa", ("fire", "u-28-ny", T))
    st = _resolve(st, ["u-28-ny", "u-5-ct"], ("join", "u-5-ct"))     # nobody else may join: it fires
    first = [e["en"] for e in st["lg"] if e["rule"] == "12.3"][-1]
    assert "Converging" not in first
    st = _resolve(st, ["u-10-me"], ("fire", "u-10-me", T))
    last = [e["en"] for e in st["lg"] if e["rule"] == "12.3"][-1]
    assert "Converging Fire +2" in last
