"""Section 6: promotions for battle wins and in the promotion segment."""

import pytest

from pyapp.core import Illegal
from pyapp.games.ahd import GAME
from pyapp.games.ahd import data as D
from pyapp.games.ahd import rules as R

from .position import act, add, aim, blank, forced, legal


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


def test_segment_promotion_is_another_unit_than_a_battle_win_promotion():
    # 6: "cualquier otra unidad": the unit promoted for a battle win in this
    # half-turn is not promoted again in the promotion segment
    st = blank(turn=3, side="u", phase="pr")
    a, = add(st, "u", "vi", "chicago", flags=R.PROM)
    b, = add(st, "u", "mi", "chicago")
    assert ("promote", a) not in legal(st, "union") and ("promote", b) in legal(st, "union")
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("promote", a))
    assert e.value.rule == "6" and "battle win" in e.value.reason and e.value.es


def test_battle_winner_promotes_a_unit_of_the_battle_even_as_defender():
    from pyapp.games.ahd import board as B
    X = next(b for b in B.BOX_IDS if B.PRINTED[b] == "c" and b not in B.FORTS and not B.RIVER_SIDES[b])
    st = blank(turn=3, side="u", marches=0)
    a, = add(st, "u", "mi", X, flags=R.DMG, marches=1)
    d, = add(st, "c", "mi", X)
    far, = add(st, "c", "mi", "atlanta" if X != "atlanta" else "mobile")
    st = act(st, "union", ("end_moves",))
    with forced([2]):
        st = act(aim(st, "csa", (d, a)), "csa", ("fire",))
    assert st["ph"] == "bp" and GAME.active(st) == ["csa"]
    assert legal(st, "csa") == [("promote", d), ("pass",)]
    st = act(st, "csa", ("promote", d))
    assert st["u"][d][1] == "vi" and st["u"][d][2] & R.PROM
    # the Union's own promotion segment follows
    assert GAME.active(st) == ["union"] or st["p"] == "c"


def _defence(st, X, d, a):
    """The Union (defender) wins at X in the CSA half: the CSA attacker fires
    and misses, the Union's shot eliminates it (damaged)."""
    st = act(st, "csa", ("end_moves",))
    assert st["ph"] == "fs" and st["b"]["x"] == X
    with forced([1]):
        st = act(aim(st, "union", (d, a)), "union", ("fire",))
    return st


def test_battle_win_promotion_even_after_a_promotion_earlier_in_the_turn():
    # 6: "Cada vez que un jugador gana una batalla (da igual si atacando o
    # defendiendo)": a Union unit promoted in its own half, then winning a
    # defence in the CSA half of the same turn, is offered its promotion.
    from pyapp.games.ahd import board as B
    from .position import end_half
    X = next(b for b in B.BOX_IDS if B.PRINTED[b] == "u" and b not in B.FORTS and not B.RECRUIT[b])
    st = blank(turn=3, side="u", phase="pr")
    d, = add(st, "u", "mi", X)
    add(st, "c", "mi", "atlanta")
    st = act(st, "union", ("promote", d))
    assert st["u"][d][1] == "vi"
    st = end_half(st)
    assert st["p"] == "c"
    a, = add(st, "c", "mi", X, flags=R.DMG, marches=1)
    st["ph"], st["ml"] = "mv", 0
    st = _defence(st, X, d, a)
    assert st["ph"] == "bp" and GAME.active(st) == ["union"]
    assert legal(st, "union") == [("promote", d), ("pass",)]
    st = act(st, "union", ("promote", d))
    assert st["u"][d][1] == "ei"


def test_one_promotion_for_each_battle_won():
    # 6: each win gives one promotion of a unit that took part in that battle
    from pyapp.games.ahd import board as B
    boxes = [b for b in B.BOX_IDS if B.PRINTED[b] == "u" and b not in B.FORTS and not B.RECRUIT[b]
             and not B.RIVER_SIDES[b]][:2]
    st = blank(turn=3, side="c", marches=0)
    wins = []
    for X in boxes:
        d, = add(st, "u", "mi", X)
        a, = add(st, "c", "mi", X, flags=R.DMG, marches=1)
        wins.append((X, d, a))
    add(st, "u", "mi", "chicago")
    st = act(st, "csa", ("end_moves",))
    assert st["ph"] == "bc"
    promoted = []
    for X, d, a in wins:
        if st["ph"] == "bc":
            st = act(st, "csa", ("battle", X))
        with forced([1]):
            st = act(aim(st, "union", (d, a)), "union", ("fire",))
        assert st["ph"] == "bp"
        # only the units of that battle: not the other box's defender
        assert legal(st, "union") == [("promote", d), ("pass",)]
        st = act(st, "union", ("promote", d))
        promoted.append(d)
    assert all(st["u"][d][1] == "vi" for d in promoted)


def test_battle_win_mark_lasts_one_half_turn():
    from .position import end_half
    st = blank(turn=3, side="u")
    d, = add(st, "c", "mi", "atlanta", flags=R.PROM)   # promoted for a win in the Union half
    add(st, "u", "mi", "chicago")
    st = end_half(st)
    assert st["p"] == "c" and not st["u"][d][2] & R.PROM
    st["ph"] = "pr"
    assert ("promote", d) in legal(st, "csa")


def test_promotion_does_not_end_the_half_turn():
    # 3 / issue 12: with nothing to recruit, the promotion is followed by the
    # player's own "End recruitment", so he can still take it back.
    st = blank(turn=3, side="c", phase="pr")
    add(st, "c", "mi", "atlanta", n=8)
    add(st, "c", "mc", "atlanta")
    v, = add(st, "c", "vi", "mobile")
    st = act(st, "csa", ("promote", v))
    assert st["p"] == "c" and st["ph"] == "rc"
    assert legal(st, "csa") == [("pass",)]
    assert GAME.describe(st, ("pass",), "en") == "End recruitment"
    st = act(st, "csa", ("pass",))
    assert st["p"] == "u"
