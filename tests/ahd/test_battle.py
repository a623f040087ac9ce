"""Section 5, 5.1 and 5.2.1-5.2.3: battles, target declaration, fire, modifiers."""

import pytest

from pyapp.core import Illegal
from pyapp.games.ahd import GAME
from pyapp.games.ahd import board as B
from pyapp.games.ahd import rules as R

from .position import act, add, aim, battle_state, blank, forced, legal, own


def _box():
    # a CSA box with no permanent entrenchment and no river side problems
    return next(b for b in B.BOX_IDS if B.PRINTED[b] == "c" and b not in B.FORTS and not B.RIVER_SIDES[b])


def _start(st):
    return act(st, "union" if st["p"] == "u" else "csa", ("end_moves",))


def test_battle_starts_after_movement_and_defender_fires_first():
    X = _box()
    st, a, d = battle_state(X, [("mi", 0, "")], [("mi", 0, "")])
    st = _start(st)
    assert st["ph"] == "fs" and st["b"]["x"] == X and st["b"]["s"] == "c"
    assert GAME.active(st) == ["csa"]
    assert all(u[2] & R.FOUGHT for u in st["u"].values())


def test_attacker_chooses_battle_order():
    boxes = [b for b in B.BOX_IDS if B.PRINTED[b] == "c" and b not in B.FORTS][:2]
    st = blank(turn=3, side="u", marches=0)
    for X in boxes:
        add(st, "u", "mi", X, marches=1)
        add(st, "c", "mi", X)
    st = _start(st)
    assert st["ph"] == "bc" and GAME.active(st) == ["union"]
    assert legal(st, "union") == [("battle", b) for b in sorted(boxes)]
    st = act(st, "union", ("battle", boxes[1]))
    assert st["b"]["x"] == boxes[1]


def test_targets_spread_over_different_units():
    X = _box()
    st, a, d = battle_state(X, [("mi", 0, "")] * 3, [("mi", 0, "")] * 2)
    st = _start(st)
    # CSA: two firers, three targets: the second must pick a different target
    st = aim(st, "csa", (d[0], a[0]))
    opts = [x for x in legal(st, "csa") if x[0] == "target"]
    assert ("target", d[1], a[0]) not in opts and ("target", d[1], a[1]) in opts
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "csa", ("target", d[1], a[0]))
    assert e.value.rule == "5.1"
    assert ("fire",) not in legal(st, "csa")   # every unit must have its target first
    with forced([6, 6]):
        st = act(aim(st, "csa", (d[1], a[1])), "csa", ("fire",))
    # Union: three firers on two targets: the third may double up; once two
    # aim at d0, the third has only d1 left, and the engine declares it (5.1)
    st = aim(st, "union", (a[0], d[0]), (a[1], d[0]))
    assert st["b"]["tg"][-1] == [a[2], d[1]]
    assert legal(st, "union") == [("fire",)]


def test_damage_then_elimination_and_lost_shot():
    X = _box()
    st, a, d = battle_state(X, [("mi", 0, "")] * 3, [("vi", 0, "")])
    st = _start(st)
    with forced([6]):
        st = act(aim(st, "csa", (d[0], a[0])), "csa", ("fire",))
    st = aim(st, "union", (a[0], d[0]), (a[1], d[0]), (a[2], d[0]))
    # two hits: damaged then eliminated; the third shot is lost (no die rolled)
    with forced([1, 2]):
        st = act(st, "union", ("fire",))
    assert d[0] not in st["u"]
    assert st["lr"] == [1, 2]
    assert any(e[0] == "shot" and e[-1] == "lost" for e in st["lg"])


def test_losses_take_effect_before_the_other_side_fires():
    X = _box()
    st, a, d = battle_state(X, [("mi", R.DMG, "")], [("vi", 0, ""), ("vi", 0, "")])
    st = _start(st)
    with forced([1]):   # the second shot is lost: its target is already gone
        st = act(aim(st, "csa", (d[0], a[0]), (d[1], a[0])), "csa", ("fire",))
    # the lone damaged attacker was eliminated before firing: CSA wins at once
    assert a[0] not in st["u"]
    assert st["ph"] in ("bp", "pr", "rr") or st["p"] == "c"
    assert any(e[0] == "win" and e[1] == "c" for e in st["lg"])


def test_entrenched_minus_one_and_militia_cavalry_cannot_fire_at_it():
    X = _box()
    st, a, d = battle_state(X, [("vi", 0, ""), ("mc", 0, "")], [("mi", R.ENT, "")])
    st = _start(st)
    with forced([6]):
        st = act(aim(st, "csa", (d[0], a[0])), "csa", ("fire",))
    v = GAME.view(st, "union")["battle"]["values"]
    assert v[a[0]][d[0]] == 2 and v[a[1]][d[0]] == 0
    assert all(x[1] != a[1] for x in legal(st, "union") if x[0] == "target")
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("target", a[1], d[0]))
    assert e.value.rule == "5.2.1"


def test_elite_minus_one_and_entrenched_elite_minus_two():
    X = _box()
    st, a, d = battle_state(X, [("vi", 0, ""), ("mi", 0, ""), ("ei", 0, "")],
                            [("ei", R.ENT, ""), ("ei", 0, "")])
    st = _start(st)
    v = GAME.view(st, "csa")["battle"]["values"]
    assert v[d[1]][a[2]] == 2                    # elite fires at elite: 3 - 1
    with forced([6, 6]):
        st = act(aim(st, "csa", (d[0], a[0]), (d[1], a[1])), "csa", ("fire",))
    v = GAME.view(st, "union")["battle"]["values"]
    assert v[a[0]][d[0]] == 1                    # veteran vs entrenched elite: 3 - 2
    assert v[a[1]][d[0]] == 0                    # militia cannot damage it
    assert v[a[1]][d[1]] == 1
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "union", ("target", a[1], d[0]))
    assert e.value.rule == "5.2.2"


def test_river_crossing_plus_one_in_first_two_defender_steps_only():
    X = next(b for b in B.BOX_IDS if B.RIVER_SIDES[b] and B.PRINTED[b] == "c" and b not in B.FORTS)
    src = sorted(B.RIVER_SIDES[X])[0]
    st, a, d = battle_state(X, [("vi", 0, src), ("ei", 0, src)], [("vi", 0, ""), ("vi", 0, "")])
    st = _start(st)
    v = GAME.view(st, "csa")["battle"]
    assert set(v["crossing"]) == set(a)
    assert v["values"][d[0]][a[0]] == 4          # 3 + 1
    assert v["values"][d[0]][a[1]] == 3          # +1 -1 against elite
    for rnd in (1, 2):
        assert st["b"]["r"] == rnd
        while st["ph"] == "rf":
            st = GAME.apply(st, GAME.active(st)[0], ("pass",))
        with forced([6, 6]):
            st = act(aim(st, "csa", (d[0], a[0]), (d[1], a[1])), "csa", ("fire",))
        if rnd == 1:
            assert GAME.view(st, "csa")["battle"]["values"][d[0]][a[0]] == 4
        with forced([6, 6]):
            st = act(aim(st, "union", (a[0], d[0]), (a[1], d[1])), "union", ("fire",))
    while st["ph"] == "rf":
        st = GAME.apply(st, GAME.active(st)[0], ("pass",))
    assert st["b"]["r"] == 3
    assert GAME.view(st, "csa")["battle"]["values"][d[0]][a[0]] == 3


def test_fire_value_zero_units_do_not_fire():
    X = _box()
    st, a, d = battle_state(X, [("mi", 0, "")], [("ei", R.ENT, "")])
    st = _start(st)
    with forced([6]):
        st = act(aim(st, "csa", (d[0], a[0])), "csa", ("fire",))
    # the militia cannot hurt the entrenched elite: in round 1 (no retreat yet)
    # its fire step passes by itself and round 2 begins
    assert any(e[0] == "hold" and e[1] == "u" for e in st["lg"])
    assert st["b"]["r"] == 2
    # from round 2 it may retreat instead; holding fire stays possible
    while st["ph"] == "rf":
        st = GAME.apply(st, GAME.active(st)[0], ("pass",))
    with forced([6]):
        st = act(aim(st, "csa", (d[0], a[0])), "csa", ("fire",))
    assert ("fire",) in legal(st, "union")


def test_annihilation_wins_and_winner_may_promote():
    X = _box()
    st, a, d = battle_state(X, [("mi", R.DMG, "")], [("mi", 0, "")])
    st = _start(st)
    with forced([1]):
        st = act(aim(st, "csa", (d[0], a[0])), "csa", ("fire",))
    assert st["ph"] == "bp" and GAME.active(st) == ["csa"]
    assert legal(st, "csa") == [("promote", d[0]), ("pass",)]
    st = act(st, "csa", ("promote", d[0]))
    assert st["u"][d[0]][1] == "vi"


def test_deadlock_rule_mechanics_on_forced_values(monkeypatch):
    X = _box()
    src = next(n for n in B.NEIGH["u"][X] if not B.RECRUIT[n].get("c") and not B.RECRUIT[n].get("u"))
    st, a, d = battle_state(X, [("mi", 0, src)], [("mi", 0, "")])
    own(st, src, "u")
    monkeypatch.setattr(R, "fire_value", lambda st, f, t: 0)
    st = _start(st)
    assert st["ph"] == "fs" or st["b"]["r"] == 2
    # round 1 passes with nobody able to fire; round 2 likewise; then the attacker must retreat
    for _ in range(4):
        if st["ph"] == "fs" and legal(st) == [("fire",)]:
            st = GAME.apply(st, GAME.active(st)[0], ("fire",))
        elif st["ph"] == "fs":
            st = GAME.apply(st, GAME.active(st)[0], ("fire",))
        elif st["ph"] == "rf":
            st = GAME.apply(st, GAME.active(st)[0], ("pass",))
        else:
            break
    assert st["ph"] == "fr" and GAME.active(st) == ["union"]
    assert ("retreat", src) in legal(st, "union")
    st = act(st, "union", ("retreat", src))
    assert st["u"][a[0]][0] == src
    assert any(e[0] == "win" and e[1] == "c" for e in st["lg"])


def test_deadlock_without_retreat_eliminates_attacker(monkeypatch):
    X = _box()
    st, a, d = battle_state(X, [("mi", 0, "")], [("mi", 0, "")])
    monkeypatch.setattr(R, "fire_value", lambda st, f, t: 0)
    monkeypatch.setattr(R, "retreat_dests", lambda st, s, prefer_own=True: [])
    st = _start(st)
    for _ in range(6):
        if st["ph"] in ("fs",):
            st = GAME.apply(st, GAME.active(st)[0], ("fire",))
        elif st["ph"] == "rf":
            st = GAME.apply(st, GAME.active(st)[0], ("pass",))
        else:
            break
    assert a[0] not in st["u"]
    assert any(e[0] == "surrender" for e in st["lg"])


# 5.1: with one possible target, no target click (issue 12) -----------------------

def test_forced_targets_are_declared_by_the_engine():
    X = _box()
    st, a, d = battle_state(X, [("mi", 0, ""), ("mi", 0, "")], [("vi", 0, "")])
    st = _start(st)
    # the lone defender has two possible targets: the choice is the player's
    assert st["b"]["tg"] == [] and ("target", d[0], a[0]) in legal(st, "csa")
    with forced([6]):
        st = act(st, "csa", ("target", d[0], a[0]), ("fire",))
    # both attackers can only fire at the one defender: declared, just fire
    assert st["b"]["s"] == "u" and st["b"]["tg"] == [[a[0], d[0]], [a[1], d[0]]]
    assert legal(st, "union") == [("fire",)]
    assert GAME.prompt(st, "union")["en"].endswith("fire.")
    assert not any(e[0] == "target" for e in st["lg"])          # nothing extra logged
    with forced([6, 6]):
        st = act(st, "union", ("fire",))


def test_forced_after_the_matching_rule():
    # 5.1 "each at a different unit where possible": a[1] could hit d0 or d1,
    # but a[0] can only hit d0 (d1 is entrenched elite), so a[1] must take d1
    X = _box()
    st, a, d = battle_state(X, [("mi", 0, ""), ("vi", 0, "")], [("vi", 0, ""), ("ei", R.ENT, "")])
    st = _start(st)
    with forced([6, 6]):
        st = act(aim(st, "csa", (d[0], a[0]), (d[1], a[1])), "csa", ("fire",))
    assert st["b"]["tg"] == [[a[0], d[0]], [a[1], d[1]]]
    assert legal(st, "union") == [("fire",)]


def test_no_forced_targets_while_a_retreat_is_open():
    # from round 2 the side may retreat instead of firing: that is a choice
    X = _box()
    back = next(n for n in B.NEIGH["u"][X] if not B.RECRUIT[n])
    st, a, d = battle_state(X, [("mi", 0, back)], [("mi", 0, "")])
    own(st, back, "u")
    st = _start(st)
    with forced([6]):
        st = act(st, "csa", ("fire",))          # round 1: forced, declared by the engine
    with forced([6]):
        st = act(st, "union", ("fire",))
    while st["ph"] == "rf":
        st = GAME.apply(st, GAME.active(st)[0], ("pass",))
    assert st["b"]["r"] == 2 and st["b"]["s"] == "c"
    opts = legal(st, "csa")
    assert any(x[0] == "retreat" for x in opts)
    assert st["b"]["tg"] == [] and ("target", d[0], a[0]) in opts
    st = act(st, "csa", ("target", d[0], a[0]))     # fighting on: no retreat now
    assert legal(st, "csa") == [("fire",)]
