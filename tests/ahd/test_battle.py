"""Section 5, 5.1 and 5.2.1-5.2.3: battles, target declaration, fire, modifiers."""

import pytest

from pyapp.core import Illegal
from pyapp.games.ahd import GAME
from pyapp.games.ahd import board as B
from pyapp.games.ahd import rules as R

from .position import act, add, battle_state, blank, forced, legal, own


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
    st = act(st, "csa", ("target", d[0], a[0]))
    opts = [x for x in legal(st, "csa") if x[0] == "target"]
    assert ("target", d[1], a[0]) not in opts and ("target", d[1], a[1]) in opts
    with pytest.raises(Illegal) as e:
        GAME.apply(st, "csa", ("target", d[1], a[0]))
    assert e.value.rule == "5.1"
    assert ("fire",) not in legal(st, "csa")   # every unit must have its target first
    with forced([6, 6]):
        st = act(st, "csa", ("target", d[1], a[1]), ("fire",))
    # Union: three firers on two targets: the third may double up
    st = act(st, "union", ("target", a[0], d[0]), ("target", a[1], d[0]))
    assert legal(st, "union") == [("target", a[2], d[1])]
    st = act(st, "union", ("target", a[2], d[1]))


def test_damage_then_elimination_and_lost_shot():
    X = _box()
    st, a, d = battle_state(X, [("mi", 0, "")] * 3, [("vi", 0, "")])
    st = _start(st)
    with forced([6]):
        st = act(st, "csa", ("target", d[0], a[0]), ("fire",))
    st = act(st, "union", ("target", a[0], d[0]), ("target", a[1], d[0]), ("target", a[2], d[0]))
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
        st = act(st, "csa", ("target", d[0], a[0]), ("target", d[1], a[0]), ("fire",))
    # the lone damaged attacker was eliminated before firing: CSA wins at once
    assert a[0] not in st["u"]
    assert st["ph"] in ("bp", "pr", "rr") or st["p"] == "c"
    assert any(e[0] == "win" and e[1] == "c" for e in st["lg"])


def test_entrenched_minus_one_and_militia_cavalry_cannot_fire_at_it():
    X = _box()
    st, a, d = battle_state(X, [("vi", 0, ""), ("mc", 0, "")], [("mi", R.ENT, "")])
    st = _start(st)
    with forced([6]):
        st = act(st, "csa", ("target", d[0], a[0]), ("fire",))
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
        st = act(st, "csa", ("target", d[0], a[0]), ("target", d[1], a[1]), ("fire",))
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
            st = act(st, "csa", ("target", d[0], a[0]), ("target", d[1], a[1]), ("fire",))
        if rnd == 1:
            assert GAME.view(st, "csa")["battle"]["values"][d[0]][a[0]] == 4
        with forced([6, 6]):
            st = act(st, "union", ("target", a[0], d[0]), ("target", a[1], d[1]), ("fire",))
    while st["ph"] == "rf":
        st = GAME.apply(st, GAME.active(st)[0], ("pass",))
    assert st["b"]["r"] == 3
    assert GAME.view(st, "csa")["battle"]["values"][d[0]][a[0]] == 3


def test_fire_value_zero_units_do_not_fire():
    X = _box()
    st, a, d = battle_state(X, [("mi", 0, "")], [("ei", R.ENT, "")])
    st = _start(st)
    with forced([6]):
        st = act(st, "csa", ("target", d[0], a[0]), ("fire",))
    # the militia cannot hurt the entrenched elite: in round 1 (no retreat yet)
    # its fire step passes by itself and round 2 begins
    assert any(e[0] == "hold" and e[1] == "u" for e in st["lg"])
    assert st["b"]["r"] == 2
    # from round 2 it may retreat instead; holding fire stays possible
    while st["ph"] == "rf":
        st = GAME.apply(st, GAME.active(st)[0], ("pass",))
    with forced([6]):
        st = act(st, "csa", ("target", d[0], a[0]), ("fire",))
    assert ("fire",) in legal(st, "union")


def test_annihilation_wins_and_winner_may_promote():
    X = _box()
    st, a, d = battle_state(X, [("mi", R.DMG, "")], [("mi", 0, "")])
    st = _start(st)
    with forced([1]):
        st = act(st, "csa", ("target", d[0], a[0]), ("fire",))
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
