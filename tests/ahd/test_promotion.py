"""Section 6: promotions for battle wins and in the promotion segment."""

import pytest

from pyapp.core import Illegal
from pyapp.games.ahd import GAME
from pyapp.games.ahd import data as D
from pyapp.games.ahd import rules as R

from .position import act, add, blank, forced, legal


def test_promotion_segment_one_unit_anywhere():
    st = blank(turn=3, side="u", phase="pr")
    a, = add(st, "u", "mi", "chicago")
    b, = add(st, "u", "vi", "washington")
    e, = add(st, "u", "ei", "washington")
    add(st, "c", "mi", "atlanta")
    opts = legal(st, "union")
    assert ("promote", a) in opts and ("promote", b) in opts and ("pass",) in opts
    assert ("promote", e) not in opts               # elite is the top grade
    st = act(st, "union", ("promote", a))
    assert st["u"][a][1] == "vi"
    assert st["ph"] != "pr"                          # only one promotion in the segment


def test_promotion_chain_cavalry():
    st = blank(turn=3, side="c", phase="pr")
    c, = add(st, "c", "mc", "atlanta")
    st = act(st, "csa", ("promote", c))
    assert st["u"][c][1] == "vc"
    assert D.PROMOTE["vc"] == "ec"


def test_promoted_militia_returns_to_the_pool():
    st = blank(turn=3, side="c", phase="pr")
    units = add(st, "c", "mi", "atlanta", n=8)
    assert R.pool(st, "c", "mi") == 0
    st = act(st, "csa", ("promote", units[0]))
    assert R.pool(st, "c", "mi") == 1


def test_no_promotion_without_a_free_counter():
    st = blank(turn=3, side="c", phase="pr")
    add(st, "c", "ei", "atlanta", n=D.MIX["c"]["ei"])
    v, = add(st, "c", "vi", "mobile")
    assert ("promote", v) not in legal(st, "csa")
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "csa", ("promote", v))
    assert e.value.rule == "6"


def test_not_twice_in_one_turn():
    st = blank(turn=3, side="u", phase="pr")
    a, = add(st, "u", "mi", "chicago", flags=R.PROM)
    b, = add(st, "u", "mi", "chicago")
    assert ("promote", a) not in legal(st, "union")
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("promote", a))
    assert e.value.rule == "6" and "once" in e.value.reason


def test_battle_winner_promotes_a_unit_of_the_battle_even_as_defender():
    from pyapp.games.ahd import board as B
    X = next(b for b in B.BOX_IDS if B.PRINTED[b] == "c" and b not in B.FORTS and not B.RIVER_SIDES[b])
    st = blank(turn=3, side="u", marches=0)
    a, = add(st, "u", "mi", X, flags=R.DMG, marches=1)
    d, = add(st, "c", "mi", X)
    far, = add(st, "c", "mi", "atlanta" if X != "atlanta" else "mobile")
    st = act(st, "union", ("end_moves",))
    with forced([2]):
        st = act(st, "csa", ("target", d, a), ("fire",))
    assert st["ph"] == "bp" and GAME.active(st) == ["csa"]
    assert legal(st, "csa") == [("promote", d), ("pass",)]
    st = act(st, "csa", ("promote", d))
    assert st["u"][d][1] == "vi" and st["u"][d][2] & R.PROM
    # the Union's own promotion segment follows
    assert GAME.active(st) == ["union"] or st["p"] == "c"


def test_promoted_flag_lasts_the_whole_game_turn():
    from .position import end_half
    st = blank(turn=3, side="u")
    d, = add(st, "c", "mi", "atlanta", flags=R.PROM)   # promoted in the Union half
    add(st, "u", "mi", "chicago")
    st = end_half(st)
    assert st["p"] == "c" and st["u"][d][2] & R.PROM
    st["ph"] = "pr"
    assert ("promote", d) not in legal(st, "csa")
    st = end_half(st)
    assert not st["u"][d][2] & R.PROM
