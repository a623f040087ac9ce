"""Section 7: recruitment, the pool, one unit per city, maximum army size."""

import pytest

from pyapp.core import Illegal
from pyapp.games.ahd import GAME
from pyapp.games.ahd import board as B
from pyapp.games.ahd import data as D
from pyapp.games.ahd import rules as R

from .position import act, add, blank, forced, legal, own


def test_start_caps_and_pools():
    st = GAME.setup("campaign", {}, 1)
    assert R.max_army(st, "u") == 34 and R.max_army(st, "c") == 29
    assert R.pool(st, "u", "mi") == 0 and R.pool(st, "u", "mc") == 1
    assert R.pool(st, "c", "mi") == 0 and R.pool(st, "c", "mc") == 1
    assert R.on_map(st, "u") == 12 and R.on_map(st, "c") == 8
    v = GAME.view(st, "union")
    assert v["max_army"] == {"union": 34, "csa": 29}
    assert v["pools"]["union"] == {"mi": 0, "mc": 1} and v["set_aside"] == 12


@pytest.mark.parametrize("die,n", [(1, 2), (2, 2), (4, 4), (6, 6)])
def test_recruit_roll(die, n):
    st = blank(turn=3, side="c", phase="rr")
    with forced([die]):
        st = act(st, "csa", ("roll",))
    assert st["rl"] == n and st["ph"] == "rc"


def test_recruit_one_per_owned_city_of_own_colour():
    st = blank(turn=3, side="c", phase="rr")
    with forced([3]):
        st = act(st, "csa", ("roll",))
    opts = legal(st, "csa")
    boxes = {a[1] for a in opts if a[0] == "recruit"}
    assert boxes == {b for b in B.RECRUIT_BOXES["c"] if R.owner(st, b) == "c"}
    assert "cairo" not in boxes                        # Union-held at the start
    st = act(st, "csa", ("recruit", "atlanta", "mi"))
    assert ("recruit", "atlanta", "mc") not in legal(st, "csa")
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "csa", ("recruit", "atlanta", "mc"))
    assert e.value.rule == "7"
    assert st["rl"] == 2


def test_cannot_recruit_in_city_not_held():
    st = blank(turn=3, side="c", phase="rr")
    own(st, "atlanta", "u")
    with forced([3]):
        st = act(st, "csa", ("roll",))
    assert not any(a[0] == "recruit" and a[1] == "atlanta" for a in legal(st, "csa"))
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "csa", ("recruit", "atlanta", "mi"))
    assert e.value.rule == "7" and "hold" in e.value.reason


def test_cairo_recruits_for_whoever_holds_it():
    assert B.RECRUIT["cairo"].get("u") and B.RECRUIT["cairo"].get("c")
    st = blank(turn=3, side="c", phase="rr")
    own(st, "cairo", "c")
    with forced([2]):
        st = act(st, "csa", ("roll",))
    assert any(a[:2] == ("recruit", "cairo") for a in legal(st, "csa"))
    cap_before = R.max_army(st, "u")
    own(st, "cairo", "u")
    assert R.max_army(st, "u") == cap_before + B.RECRUIT["cairo"]["u"]


def test_army_cap_stops_recruiting():
    st = blank(turn=3, side="c", phase="rr")
    add(st, "c", "vi", "atlanta", n=R.max_army(st, "c") - 1)
    with forced([6]):
        st = act(st, "csa", ("roll",))
    st = act(st, "csa", ("recruit", "mobile", "mi"))
    # at the cap now: nothing more to recruit, but the half-turn ends only
    # when the player says so (3, issue 12)
    assert st["ph"] == "rc" and legal(st, "csa") == [("pass",)]
    assert R.on_map(st, "c") == R.max_army(st, "c")
    st = act(st, "csa", ("pass",))
    assert st["p"] == "u"


def test_no_roll_when_nothing_can_be_recruited():
    st = blank(turn=3, side="c", phase="pr")
    add(st, "c", "mi", "atlanta", n=8)
    add(st, "c", "mc", "atlanta")
    add(st, "c", "ei", "atlanta", flags=R.PROM)
    st = act(st, "csa", ("pass",))     # promotion segment: pass -> recruitment skipped
    assert st["p"] == "u"


def test_pool_limits_kinds_and_decline():
    st = blank(turn=3, side="u", phase="rr")
    add(st, "u", "mi", "chicago", n=12)
    with forced([5]):
        st = act(st, "union", ("roll",))
    assert all(a[2] == "mc" for a in legal(st, "union") if a[0] == "recruit")
    st = act(st, "union", ("pass",))
    assert st["p"] == "c"


def test_neutral_capture_does_not_lower_the_other_cap():
    st = blank(turn=3, side="u")
    before = R.max_army(st, "c")
    own(st, "louisville", "u")
    assert R.max_army(st, "c") == before
