"""Sections 5.2.4 (reinforcements), 5.2.5 (retreat), 5.2.6 (cavalry
withdrawal) and 5.2.7 (reorganization)."""

import pytest

from pyapp.core import Illegal
from pyapp.games.ahd import GAME
from pyapp.games.ahd import board as B
from pyapp.games.ahd import rules as R

from .position import act, aim, add, battle_state, blank, forced, legal, own


def _box(min_neigh=3):
    """A CSA-printed box, not a fort, no river sides, with several plain neighbours."""
    for b in B.BOX_IDS:
        if B.PRINTED[b] != "c" or b in B.FORTS or B.RIVER_SIDES[b]:
            continue
        plain = [n for n in B.NEIGH["u"][b] if not B.RECRUIT[n] and (b, n) != tuple(B.POTOMAC)
                 and (n, b) != tuple(B.POTOMAC)]
        if len(plain) >= min_neigh:
            return b, plain
    raise AssertionError("no suitable box")


def _miss_round(st, a, d):
    """Both sides fire and miss with one shot each (first units)."""
    while st["ph"] == "rf":
        st = GAME.apply(st, GAME.active(st)[0], ("pass",))
    tg = [x for x in legal(st, "csa") if x[0] == "target"]
    n = len([x for x in st["u"] if x[0] == "c" and st["u"][x][0] == st["b"]["x"]])
    acts = []
    while True:
        opts = [x for x in legal(st, "csa") if x[0] == "target"]
        if not opts:
            break
        st = GAME.apply(st, "csa", opts[0])
    with forced([6] * n):
        st = GAME.apply(st, "csa", ("fire",))
    n = len([x for x in st["u"] if x[0] == "u" and st["u"][x][0] == st["b"]["x"]])
    while True:
        opts = [x for x in legal(st, "union") if x[0] == "target"]
        if not opts:
            break
        st = GAME.apply(st, "union", opts[0])
    with forced([6] * n):
        st = GAME.apply(st, "union", ("fire",))
    return st


def test_no_retreat_in_round_one_then_retreat_from_round_two():
    X, plain = _box()
    st, a, d = battle_state(X, [("mi", 0, plain[0])], [("mi", 0, "")])
    own(st, plain[0], "u")
    st = act(st, "union", ("end_moves",))
    assert not any(x[0] == "retreat" for x in legal(st, "csa"))
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "csa", ("retreat", plain[1]))
    assert e.value.rule == "5.2.5"
    st = _miss_round(st, a, d)
    assert st["b"]["r"] == 2
    while st["ph"] == "rf":
        st = GAME.apply(st, GAME.active(st)[0], ("pass",))
    rets = [x[1] for x in legal(st, "csa") if x[0] == "retreat"]
    assert rets
    # not into the box the attacker came from
    assert plain[0] not in rets
    # prefers boxes the retreating side controls
    assert all(R.owner(st, r) == "c" for r in rets) or not any(
        R.owner(st, n) == "c" for n in B.NEIGH["c"][X] if n != plain[0])
    st = act(st, "csa", ("retreat", rets[0]))
    assert st["u"][d[0]][0] == rets[0] and st["u"][d[0]][2] & R.RETR
    assert any(e[0] == "win" and e[1] == "u" for e in st["lg"])


def test_retreat_excludes_enemy_units_and_enemy_recruitment_cities():
    X, plain = _box()
    st, a, d = battle_state(X, [("mi", 0, "")], [("mi", 0, "")])
    add(st, "u", "mi", plain[1])
    st = act(st, "union", ("end_moves",))
    # second battle? plain[1] has only Union units: no battle there
    st = _miss_round(st, a, d)
    while st["ph"] == "rf":
        st = GAME.apply(st, GAME.active(st)[0], ("pass",))
    rets = {x[1] for x in legal(st, "csa") if x[0] == "retreat"}
    assert plain[1] not in rets
    for n in B.NEIGH["c"][X]:
        if B.RECRUIT[n].get("u") and R.owner(st, n) == "u":
            assert n not in rets


def test_retreat_only_into_own_box_when_possible():
    X, plain = _box()
    st, a, d = battle_state(X, [("mi", 0, "")], [("mi", 0, "")])
    for n in B.NEIGH["c"][X]:
        own(st, n, "u" if n != plain[0] else "c")
    st = act(st, "union", ("end_moves",))
    st = _miss_round(st, a, d)
    while st["ph"] == "rf":
        st = GAME.apply(st, GAME.active(st)[0], ("pass",))
    rets = [x[1] for x in legal(st, "csa") if x[0] == "retreat"]
    assert rets == [plain[0]]


def test_reinforcements_from_round_two_one_per_adjacent_box():
    X, plain = _box()
    st, a, d = battle_state(X, [("mi", 0, "")], [("mi", 0, ""), ("mi", 0, "")])
    r1, r2 = add(st, "c", "mi", plain[0], n=2)
    r3, = add(st, "c", "mi", plain[1])
    own(st, plain[0], "c")
    own(st, plain[1], "c")
    st = act(st, "union", ("end_moves",))
    assert st["b"]["r"] == 1 and st["ph"] == "fs"      # no reinforcement in round 1
    st = _miss_round(st, a, d)
    assert st["ph"] == "rf" and GAME.active(st) == ["csa"]
    opts = legal(st, "csa")
    assert ("reinforce", r1) in opts and ("reinforce", r3) in opts and ("pass",) in opts
    st = act(st, "csa", ("reinforce", r1))
    # only one unit from that box this round
    assert ("reinforce", r2) not in legal(st, "csa")
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "csa", ("reinforce", r2))
    assert e.value.rule == "5.2.4"
    st = act(st, "csa", ("reinforce", r3))
    assert st["u"][r1][0] == X and st["u"][r3][0] == X


def test_attacker_may_not_reinforce_with_units_that_fought_or_from_enemy_boxes():
    X, plain = _box()
    st, a, d = battle_state(X, [("mi", 0, "")], [("mi", 0, "")])
    f, = add(st, "u", "mi", plain[0], flags=R.FOUGHT)
    ok, = add(st, "u", "mi", plain[1])
    add(st, "u", "mi", plain[2])
    add(st, "c", "mi", plain[2])            # plain[2] has a battle pending
    st = act(st, "union", ("end_moves",))
    if st["ph"] == "bc":
        st = act(st, "union", ("battle", X))
    st = _miss_round(st, a, d)
    while GAME.active(st) == ["csa"] and st["ph"] == "rf":
        st = GAME.apply(st, "csa", ("pass",))
    assert st["ph"] == "rf" and GAME.active(st) == ["union"]
    opts = {x[1] for x in legal(st, "union") if x[0] == "reinforce"}
    assert ok in opts and f not in opts
    assert not any(st["u"][u][0] == plain[2] for u in opts)


def test_defender_leaves_as_many_units_as_the_enemy():
    X, plain = _box()
    st, a, d = battle_state(X, [("mi", 0, "")], [("mi", 0, "")])
    c1, c2 = add(st, "c", "mi", plain[0], n=2)
    add(st, "u", "mi", plain[0], n=2, marches=1)   # another battle: 2 v 2
    st = act(st, "union", ("end_moves",), ("battle", X))
    st = _miss_round(st, a, d)
    assert not any(x[0] == "reinforce" for x in legal(st, GAME.active(st)[0]) if GAME.active(st) == ["csa"])
    c3, = add(st, "c", "mi", plain[0])            # now 3 v 2: one may go
    st["ph"] = "rf"
    st["b"]["s"] = "c"
    assert ("reinforce", c1) in legal(st, "csa")


def test_retreated_units_cannot_reinforce():
    X, plain = _box()
    st, a, d = battle_state(X, [("mi", 0, "")], [("mi", 0, "")])
    r, = add(st, "c", "mi", plain[0], flags=R.RETR)
    st = act(st, "union", ("end_moves",))
    st = _miss_round(st, a, d)
    assert not (st["ph"] == "rf" and ("reinforce", r) in legal(st, GAME.active(st)[0]))


def test_retreat_in_own_half_bars_reinforcing_in_the_enemy_half_of_the_same_turn():
    # 5.2.4 "no pueden servir de refuerzo en otra batalla durante el mismo
    # turno": the mark lasts through the CSA half of the same game turn
    from .position import end_half
    X, plain = _box()
    st = blank(turn=3, side="u")
    r, = add(st, "u", "mi", plain[0], flags=R.RETR)     # retreated in the Union half
    add(st, "c", "mi", "atlanta")
    st = end_half(st)
    assert st["p"] == "c" and st["u"][r][2] & R.RETR
    # CSA attacks X, held by one Union unit; r stands next to it
    d, = add(st, "u", "mi", X)
    a, = add(st, "c", "mi", X, marches=1)
    st["ph"], st["ml"] = "mv", 0
    st = act(st, "csa", ("end_moves",))
    st["b"]["r"], st["b"]["s"] = 2, "u"
    assert r not in R.reinforce_cands(st, "u")
    st["u"][r][2] &= ~R.RETR
    assert r in R.reinforce_cands(st, "u")
    st["u"][r][2] |= R.RETR
    # the next game turn it may reinforce again
    st["b"], st["ph"] = None, "rr"
    del st["u"][a]
    st = end_half(st)
    assert st["p"] == "u" and st["t"] == 4 and not st["u"][r][2] & R.RETR


def test_cavalry_withdrawal_before_round_one():
    X, plain = _box()
    st, a, d = battle_state(X, [("mi", 0, plain[0])], [("mc", 0, ""), ("vc", 0, "")])
    own(st, plain[0], "u")
    st = act(st, "union", ("end_moves",))
    assert st["ph"] == "wd" and GAME.active(st) == ["csa"]
    opts = legal(st, "csa")
    assert ("pass",) in opts
    dests = [x[1] for x in opts if x[0] == "withdraw"]
    assert plain[0] not in dests            # not where the attackers came from
    st = act(st, "csa", ("withdraw", dests[0]))
    assert all(st["u"][x][0] == dests[0] for x in d)
    # nobody wins: no promotion for anyone from this battle
    assert not any(e[0] == "win" for e in st["lg"])


def test_no_cavalry_withdrawal_against_all_cavalry_or_with_infantry():
    X, plain = _box()
    st, a, d = battle_state(X, [("mc", 0, "")], [("mc", 0, "")])
    st = act(st, "union", ("end_moves",))
    assert st["ph"] == "fs"
    st, a, d = battle_state(X, [("mi", 0, "")], [("mc", 0, ""), ("mi", 0, "")])
    st = act(st, "union", ("end_moves",))
    assert st["ph"] == "fs"


def test_reorganization_at_end_of_combat_segment():
    X, plain = _box()
    st, a, d = battle_state(X, [("mi", 0, ""), ("mi", 0, "")], [("mi", 0, "")])
    other, = add(st, "c", "mi", plain[0], flags=R.DMG)
    st = act(st, "union", ("end_moves",))
    with forced([1]):
        st = act(aim(st, "csa", (d[0], a[0])), "csa", ("fire",))
    assert st["u"][a[0]][2] & R.DMG
    with forced([1, 1]):
        st = act(aim(st, "union", (a[0], d[0]), (a[1], d[0])), "union", ("fire",))
    assert d[0] not in st["u"]
    if st["ph"] == "bp":
        st = act(st, "union", ("pass",))
    assert not any(u[2] & R.DMG for u in st["u"].values())
    assert any(e[0] == "reorg" for e in st["lg"])
