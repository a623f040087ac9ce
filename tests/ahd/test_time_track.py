"""Section 10: 40 turns, July 1861 to June 1865, two-month winter turns."""

from pyapp.games.ahd import GAME
from pyapp.games.ahd import data as D
from pyapp.games.ahd import text as T

from .position import add, blank, end_half


def test_forty_turns_cover_july_1861_to_june_1865():
    assert len(D.TRACK) == 40
    assert D.TRACK[0] == (1861, 7, 1)
    y, m, n = D.TRACK[-1]
    assert (y, m, n) == (1865, 6, 1)
    assert sum(n for _, _, n in D.TRACK) == 48


def test_winter_pairs_and_single_aprils():
    pairs = [(y, m) for y, m, n in D.TRACK if n == 2]
    assert len(pairs) == 8
    assert all(m in (12, 2) for _, m in pairs)
    assert all(n == 1 for y, m, n in D.TRACK if m == 4)


def test_turn_ten_is_june_1862():
    assert D.TRACK[9] == (1862, 6, 1)
    assert T.turn_label(10) == "June 1862"
    assert T.turn_label(6) == "December 1861–January 1862"
    assert T.turn_label(7, "es") == "febrero–marzo 1862"


def test_turn_advances_after_the_csa_half():
    st = blank(turn=5, side="u")
    add(st, "u", "mi", "chicago")
    add(st, "c", "mi", "atlanta")
    st = end_half(st)
    assert st["t"] == 5 and st["p"] == "c" and st["ph"] == "mr"
    st = end_half(st)
    assert st["t"] == 6 and st["p"] == "u"
    v = GAME.view(st, "union")
    assert v["date"]["en"] == "December 1861–January 1862"
