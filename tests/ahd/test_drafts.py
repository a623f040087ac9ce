"""Section 8: Union drafts in April 1862, 1863 and 1864."""

from pyapp.games.ahd import GAME
from pyapp.games.ahd import data as D
from pyapp.games.ahd import rules as R

from .position import add, blank, end_half, forced, act, legal


def test_draft_turns_are_the_aprils():
    assert [D.TRACK[t - 1][:2] for t in D.DRAFT_TURNS] == [(1862, 4), (1863, 4), (1864, 4)]
    assert D.DRAFT_TURNS == (8, 18, 28)


def test_available_union_militia_by_turn():
    for t, n in ((1, 12), (7, 12), (8, 16), (17, 16), (18, 20), (28, 24), (40, 24)):
        st = blank(turn=t)
        assert R.available(st, "u", "mi") == n
    st = blank(turn=8)
    assert R.available(st, "c", "mi") == 8


def test_draft_enters_pool_at_start_of_april_turn():
    st = blank(turn=7, side="c")
    add(st, "u", "mi", "chicago", n=12)
    add(st, "c", "mi", "atlanta")
    assert R.pool(st, "u", "mi") == 0
    st = end_half(st)
    assert st["t"] == 8 and st["p"] == "u"
    assert R.pool(st, "u", "mi") == 4
    assert any(e[0] == "draft" for e in st["lg"])
    assert GAME.view(st, "union")["set_aside"] == 8
    # and the drafted militia can be recruited that same turn
    st["ph"] = "rr"
    with forced([4]):
        st = act(st, "union", ("roll",))
    assert any(a[0] == "recruit" and a[2] == "mi" for a in legal(st, "union"))
