"""The rulebook's worked examples (sections 4 and 5)."""

from pyapp.games.ahd import GAME

from .position import act, aim, add, blank, forced, legal, own


def test_evansville_march():
    # Section 4: three militia in Evansville, one march, three destinations.
    st = blank(turn=2, side="u", marches=1)
    own(st, "louisville", "u")       # the example calls the line to Louisville friendly rail
    a, b, c = add(st, "u", "mi", "evansville", n=3)
    st = act(st, "union", ("march", "evansville"),
             ("move", a, "cairo"), ("move", b, "indianapolis"), ("move", c, "louisville"))
    assert st["u"][a][0] == "cairo" and st["u"][a][4] == "paducah"
    assert st["u"][b][0] == "indianapolis" and st["u"][b][4] == "bloomington"
    assert st["u"][c][0] == "louisville" and st["u"][c][4] == "bloomington"
    # one march used for all three; the march closed by itself, but the
    # segment ends only when the player says so (3, issue 12)
    assert st["ml"] == 0 and st["mb"] == "" and st["ph"] == "mv"
    assert legal(st, "union") == [("end_moves",)]


def test_evansville_louisville_needs_friendly_rail():
    st = blank(turn=2, side="u", marches=1)
    a, = add(st, "u", "mi", "evansville")
    st = act(st, "union", ("march", "evansville"))
    # Louisville is neutral (Kentucky): the Bloomington-Louisville line is enemy
    # rail, so the rail route is closed; the unit can still go by the Ohio directly.
    assert ("move", a, "indianapolis") in legal(st)
    st = act(st, "union", ("move", a, "louisville"))
    assert st["u"][a][4] == "evansville"


def test_shreveport_monroe_vicksburg_marches():
    # Section 4 movement example: three Confederate marches.
    st = blank(turn=2, side="c", marches=3)
    A, = add(st, "c", "mi", "shreveport")
    cav, = add(st, "c", "mc", "shreveport")
    Bi, = add(st, "c", "mi", "vicksburg")
    st = act(st, "csa", ("march", "shreveport"), ("move", cav, "vicksburg"), ("move", A, "monroe"))
    assert st["u"][cav][0] == "vicksburg" and st["u"][cav][4] == "monroe"
    assert ("move", A, "vicksburg") in legal(st) or st["mb"] == ""
    st = act(st, "csa", ("march", "monroe"), ("move", A, "vicksburg"))
    assert st["ml"] == 1
    st = act(st, "csa", ("march", "vicksburg"))
    moves = legal(st)
    # infantry A has taken part in two marches: it cannot move again
    assert not any(m[0] in ("move", "entrench") and m[1] == A for m in moves)
    assert ("move", Bi, "alexandria") in moves
    assert ("move", cav, "mccomb") in moves
    st = act(st, "csa", ("move", Bi, "alexandria"), ("move", cav, "mccomb"))
    assert st["u"][Bi][0] == "alexandria" and st["u"][cav][0] == "mccomb"
    assert st["u"][A][3] == 2 and st["u"][cav][3] == 2


def test_shreveport_unit_in_two_marches_refused_with_rule():
    st = blank(turn=2, side="c", marches=4)
    A, = add(st, "c", "mi", "shreveport")
    other, = add(st, "c", "mi", "vicksburg")
    st = act(st, "csa", ("march", "shreveport"), ("move", A, "monroe"))
    st = act(st, "csa", ("march", "monroe"), ("move", A, "vicksburg"))
    st = act(st, "csa", ("march", "vicksburg"))
    try:
        GAME.apply(st, "csa", ("move", A, "jackson"))
    except Exception as e:  # Illegal
        assert e.rule == "4" and "two marches" in e.reason
    else:
        raise AssertionError("a third march was accepted")


def test_little_rock_first_round_fixed_dice():
    # Section 5 combat example: Union A, B (militia) and C (elite infantry) march
    # downstream from Fort Smith to Little Rock against Confederate D and E.
    st = blank(turn=2, side="u", marches=1)
    own(st, "fort_smith", "u")
    A, Bu = add(st, "u", "mi", "fort_smith", n=2)
    C, = add(st, "u", "ei", "fort_smith")
    D, E = add(st, "c", "mi", "little_rock", n=2)
    st = act(st, "union", ("march", "fort_smith"),
             ("move", A, "little_rock"), ("move", Bu, "little_rock"), ("move", C, "little_rock"),
             ("end_moves",))
    # movement ends, the only battle starts: the South fires first
    assert st["ph"] == "fs" and st["b"]["x"] == "little_rock" and st["b"]["s"] == "c"
    assert GAME.active(st) == ["csa"]
    v = GAME.view(st, "csa")["battle"]["values"]
    assert v[D][A] == 2 and v[E][C] == 1          # -1 against elite infantry (5.2.2)
    with forced([4, 1]):
        st = act(aim(st, "csa", (D, A), (E, C)), "csa", ("fire",))
    assert st["u"][A][2] & 1 == 0                  # D rolled 4: miss
    assert st["u"][C][2] & 1 == 1                  # E rolled 1: C damaged
    assert st["b"]["s"] == "u" and GAME.active(st) == ["union"]
    v = GAME.view(st, "union")["battle"]["values"]
    assert v[A][D] == 2 and v[Bu][D] == 2 and v[C][E] == 3
    with forced([5, 1, 2]):
        st = act(aim(st, "union", (A, D), (Bu, D), (C, E)), "union", ("fire",))
    assert st["u"][D][2] & 1 == 1 and st["u"][E][2] & 1 == 1
    assert st["lr"] == [5, 1, 2]
    # the round is over: round 2 begins (reinforcements, then the South fires or retreats)
    assert st["b"]["r"] == 2
    assert all(x in st["u"] for x in (A, Bu, C, D, E))
