"""Section 9: capture, flags, cavalry-only control; army size follows control."""

from pyapp.games.ahd import GAME
from pyapp.games.ahd import board as B
from pyapp.games.ahd import rules as R

from .position import add, blank, end_half, own


def _csa_plain():
    return next(b for b in B.BOX_IDS if B.PRINTED[b] == "c" and not B.RECRUIT[b] and b not in B.FORTS)


def test_capture_at_end_of_half_turn_not_before():
    st = blank(turn=3, side="u")
    X = _csa_plain()
    add(st, "u", "mi", X)
    add(st, "c", "mi", "atlanta")
    assert R.owner(st, X) == "c"
    st = end_half(st)
    assert R.owner(st, X) == "u" and st["own"][X] == "u"
    assert X not in st["cav"]


def test_recapture_removes_the_flag():
    st = blank(turn=3, side="c")
    X = _csa_plain()
    own(st, X, "u")
    add(st, "c", "mi", X)
    add(st, "u", "mi", "chicago")
    st = end_half(st)
    assert R.owner(st, X) == "c" and X not in st["own"]


def test_capture_of_recruitment_city_moves_both_caps():
    st = blank(turn=3, side="u")
    city = next(b for b in B.RECRUIT_BOXES["c"] if B.PRINTED[b] == "c" and b != "atlanta")
    add(st, "u", "mi", city)
    add(st, "c", "mi", "atlanta")
    u0, c0 = R.max_army(st, "u"), R.max_army(st, "c")
    st = end_half(st)
    assert R.max_army(st, "c") == c0 - B.RECRUIT[city]["c"]
    assert R.max_army(st, "u") == u0 + B.RECRUIT[city].get("u", 0)


def test_cavalry_only_control_reverts_when_cavalry_leaves():
    st = blank(turn=3, side="u")
    X = _csa_plain()
    cav, = add(st, "u", "vc", X)
    add(st, "c", "mi", "atlanta")
    st = end_half(st)                      # Union half ends: X captured by cavalry only
    assert R.owner(st, X) == "u" and X in st["cav"]
    st = end_half(st)                      # CSA half: still there
    assert R.owner(st, X) == "u"
    st["u"][cav][0] = "chicago"            # the cavalry rides away
    st = end_half(st)
    assert R.owner(st, X) == "c" and X not in st["cav"]
    assert any(e[0] == "revert" for e in st["lg"])


def test_cavalry_control_firm_once_infantry_joins():
    st = blank(turn=3, side="u")
    X = _csa_plain()
    cav, = add(st, "u", "vc", X)
    add(st, "c", "mi", "atlanta")
    st = end_half(st)
    st = end_half(st)
    inf, = add(st, "u", "mi", X)            # infantry moves in
    st = end_half(st)
    assert X not in st["cav"]
    st["u"][cav][0] = "chicago"
    st["u"][inf][0] = "chicago"
    st = end_half(st)
    st = end_half(st)
    assert R.owner(st, X) == "u"


def test_neutral_box_reverts_to_nobody():
    st = blank(turn=3, side="u")
    cav, = add(st, "u", "mc", "louisville")
    add(st, "c", "mi", "atlanta")
    st = end_half(st)
    assert R.owner(st, "louisville") == "u"
    st["u"][cav][0] = "chicago"
    st = end_half(st)
    assert R.owner(st, "louisville") == ""


def test_view_owners_for_every_box():
    st = GAME.setup("campaign", {}, 3)
    v = GAME.view(st, None)
    assert set(v["owners"]) == set(B.BOX_IDS)
    assert v["owners"]["louisville"] == "" and v["owners"]["richmond"] == "c"
