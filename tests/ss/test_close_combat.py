"""Stonewall's Sword, Close Combat (14.0-14.2) and the Advance after it
(15.8): who may assault, the declaration, Defensive and Support Defensive
Fire, the Assault hex, the column shifts with the rulebook's examples, the
Close Combat Cohesion Test and the advance."""

from pyapp.games.ss import board as B
from pyapp.games.ss import close as CC
from pyapp.games.ss import model as M
from pyapp.games.ss import tables as T
from pyapp.games.ss.rules import FLOW, GAME

from .position import act, blank, ev, forced, log_text, put, step, top, verbs


def col(label):
    return [c[0] for c in T.CRT_COLUMNS].index(label)


def start(st, side, units, brigade=None):
    assert CC.begin(GAME, st, side, "brigade", units, brigade)
    FLOW.settle(GAME, st)
    return st


# 1003 (Level 4, Clear) and 1004 (Level 5, Clear) with a Slope hexside, 1004 the higher side.
LOW, HIGH = "1003", "1004"


def example(st=None):
    st = st or blank()
    for u in ("u-111-pa", "u-109-pa"):
        put(st, u, LOW, depleted=True)                        # Depleted 3-3 each
    put(st, "c-45-ga", HIGH)                                  # 3-4 Sm
    put(st, "c-49-ga", HIGH)                                  # 4-4 Sm
    return st


def test_the_example_hexes_match_the_text():
    assert (B.level(LOW), B.level(HIGH), B.terrain(LOW), B.terrain(HIGH)) == (4, 5, "clear", "clear")
    assert B.side_up(LOW, HIGH) == HIGH and B.side_features(LOW, HIGH) == ("slope",)


# -- 14.2c-d: the column, with the 14.0 example ----------------------------------------------------------------

def test_14_example_column_shifts():
    st = example()
    c, shifts, a_sp, d_sp = CC.column(st, ["u-111-pa", "u-109-pa"], [], HIGH, "c-49-ga")
    names = dict(shifts)
    # the example's three columns left: the Slope (2) and the Sm defenders (1) ...
    assert names["defender_above_slope"] == -2 and names["defender_half_smoothbore"] == -1
    # ... and the rule's Lead Unit CR 4 against the attackers' 3 (RULES_NOTES: the example leaves it out)
    assert names["defender_better_cr"] == -1
    assert (a_sp, d_sp) == (6, 7) and "ratio" not in names              # 6 against 7: no ratio line
    assert c == col("2")


def test_14_2d_ratio_example_ten_against_four_is_two_to_one():
    assert T.ratio_shift(10, 4) == 2
    assert T.ratio_shift(8, 5) == 1 and T.ratio_shift(4, 7) == -1 and T.ratio_shift(6, 7) == 0
    assert T.ratio_shift(12, 4) == 3 and T.ratio_shift(4, 12) == -3


def test_14_2d_half_the_defence_artillery_is_four_right():
    st = blank()
    put(st, "u-28-ny", LOW)
    put(st, "c-carpenter", HIGH)
    _c, shifts, _a, _d = CC.column(st, ["u-28-ny"], [], HIGH, "c-carpenter")
    assert dict(shifts)["defender_half_artillery"] == 4


def test_14_2c_flanking_hexes_count_only_for_the_ratio():
    st = blank()
    put(st, "c-45-ga", HIGH)                                  # 3 SP
    put(st, "u-28-ny", LOW)                                   # 7 SP, the Assault hex
    put(st, "u-5-ct", "1103")                                 # 9 SP flanking
    c, shifts, a_sp, _d = CC.column(st, ["u-28-ny"], ["u-5-ct"], HIGH, "c-45-ga")
    assert a_sp == 16 and dict(shifts)["ratio"] == 3          # 16 against 3
    # the column is the Assault hex's 7 SP (6-7), then the shifts
    assert c == T.shift_column(col("6-7"), sum(s for _n, s in shifts))


# -- 14.1: eligibility and declaration ---------------------------------------------------------------------------

def test_14_1_artillery_and_skirmishers_never_assault_and_no_assault_across_a_pond():
    st = blank()
    put(st, "u-knap", LOW)
    put(st, "u-28-ny", LOW)
    st["so"].append("u-28-ny")
    put(st, "c-45-ga", HIGH)
    assert not CC.begin(GAME, st, "usa", "brigade", ["u-knap", "u-28-ny"])
    st = blank()
    put(st, "u-28-ny", "3013")
    put(st, "c-45-ga", "3113")
    assert not B.crossable("3013", "3113") and CC.targets(st, "u-28-ny") == []


def test_14_1_every_assault_is_declared_first_then_resolved():
    st = example()
    start(st, "usa", ["u-111-pa", "u-109-pa"], "prince")
    assert step(st) == "ccpick" and ("done",) in verbs(st, "usa", "done")
    st = act(st, "usa", ("assault", "u-111-pa", HIGH))
    # a declared unit is not offered again: it must attack the hex it was declared on
    assert all(a[1] != "u-111-pa" for a in verbs(st, "usa", "assault"))
    assert "111 PA will assault 1004." in log_text(st)


# -- 14.0, 14.2, 15.2: the example end to end (continued in 15.9) ------------------------------------------------------

def test_14_and_15_9_example_end_to_end():
    st = example()
    start(st, "usa", ["u-111-pa", "u-109-pa"], "prince")
    st = act(st, "usa", ("assault", "u-111-pa", HIGH), ("assault", "u-109-pa", HIGH))            # all declared: the step goes on
    assert step(st) == "fire" and top(st)["mode"] == "defensive" and GAME.active(st) == ["csa"]
    assert {a[2] for a in verbs(st, "csa", "fire")} == {LOW}
    with forced([5, 2, 5, 3]):                                # CRT 52; coloured 5 (BD*), white 3 (AMH)
        st = act(st, "csa", ("done",))                        # Defensive Fire without effect
    assert "on column 2" in log_text(st) and "Hard Fighting" in log_text(st)
    assert M.is_depleted(st, "c-49-ga")                       # D: 49 GA flips
    assert step(st) == "choose"                               # AD: the equal attackers, their owner picks
    with forced([2]):                                         # 111 PA already Depleted: Break Test 2 vs 3
        st = act(st, "usa", ("unit", "u-111-pa"))
    st = act(st, "usa", ("unit", "u-109-pa"))                 # AMH
    assert M.marker(st, "u-111-pa") == M.SHAKEN and M.marker(st, "u-109-pa") == M.SHAKEN
    assert GAME.active(st) == []                              # nobody left a hex: no advance


# -- 14.2a: Defensive Fire -----------------------------------------------------------------------------------------

def test_14_2a_support_fire_is_at_half_and_never_from_another_assaults_target():
    st = blank()
    put(st, "u-28-ny", LOW)
    put(st, "u-5-ct", "1103")
    put(st, "c-45-ga", HIGH)
    put(st, "c-5-va", "1102")                                 # next to both attacking hexes
    put(st, "c-13-va", "1002")                                # next to 1003: will be assaulted too
    start(st, "usa", ["u-28-ny", "u-5-ct"])
    st = act(st, "usa", ("assault", "u-28-ny", HIGH), ("assault", "u-5-ct", HIGH))
    assert top(st)["mode"] == "defensive"
    st = act(st, "csa", ("done",))
    assert top(st)["mode"] == "support" and top(st)["skip"] == []
    assert {a[1] for a in verbs(st, "csa", "fire")} == {"c-5-va", "c-13-va"}
    from pyapp.games.ss import fire as FI
    assert FI.scale_of(top(st)) == T.SUPPORT_DEFENSIVE_FIRE_FACTOR

    # 1102 is next to the attacking hex 1103 too; once it is the target of another assault it gives
    # no Support Defensive Fire to 1004
    frame = {"who": "csa", "mode": "support", "hex": HIGH, "at": ["1103"], "fired": [], "pending": None}
    assert B.distance("1102", "1103") == 1
    assert "c-5-va" in FI.firers(st, dict(frame, skip=[]))
    assert "c-5-va" not in FI.firers(st, dict(frame, skip=["1102"]))


def test_14_2a_an_attacker_that_retreats_drops_out():
    st = example()
    start(st, "usa", ["u-111-pa", "u-109-pa"], "prince")
    st = act(st, "usa", ("assault", "u-111-pa", HIGH), ("assault", "u-109-pa", HIGH))
    # both attackers leave 1003 (as a Defensive Fire retreat would move them)
    M.occupy(st, "u-111-pa", "1002")
    M.occupy(st, "u-109-pa", "1002")
    st = act(st, "csa", ("done",))
    assert GAME.active(st) == [] and "No attacker is left to assault 1004" in log_text(st)


# -- 14.2b: Cavalry Retreat -------------------------------------------------------------------------------------

def test_14_2b_cavalry_falls_back_instead_of_firing_and_the_attacker_may_advance():
    st = blank()
    put(st, "c-45-ga", LOW)
    put(st, "u-1-pa-cav", HIGH)
    start(st, "csa", ["c-45-ga"], "thomas")
    st = act(st, "csa", ("assault", "c-45-ga", HIGH))
    backs = verbs(st, "usa", "cav_retreat")
    assert backs and all(B.distance(a[2], LOW) > 1 for a in backs) and ("stand",) in verbs(st, "usa", "stand")
    st = act(st, "usa", backs[0])
    assert st["pos"]["u-1-pa-cav"] == backs[0][2]
    st = act(st, "csa", ("advance", "c-45-ga", HIGH))          # 15.8
    assert st["pos"]["c-45-ga"] == HIGH and GAME.active(st) == []


# -- 15.8: Advance after Close Combat -------------------------------------------------------------------------------

def test_15_8_defenders_routed_the_attackers_advance_without_disengagement_fire():
    st = blank()
    put(st, "u-28-ny", LOW)                                   # 7 SP, CR 3 without Support
    put(st, "c-45-ga", HIGH)                                  # 3 SP, CR 3 without Support
    put(st, "c-13-va", "1102")                                # next to 1003: 13.7 would let it fire on a leaver
    start(st, "usa", ["u-28-ny"], "crawford")
    st = act(st, "usa", ("assault", "u-28-ny", HIGH))
    st = act(st, "csa", ("done",))                            # no Defensive Fire
    assert top(st)["mode"] == "support"
    # column 6-7, 2:1 +2, Slope -2, Sm defenders -1: column 5; roll 66 with CR 3: Difficult;
    # coloured 1: AD, white 4: MH R2
    with forced([6, 6, 1, 4]):
        st = act(st, "csa", ("done",))
    assert "on column 5" in log_text(st) and "Difficult" in log_text(st)
    assert M.is_depleted(st, "u-28-ny") and M.marker(st, "c-45-ga") == M.SHAKEN
    while step(st) == "retreat_to":
        st = act(st, "csa", verbs(st, "csa", "retreat")[0])
    assert st["pos"]["c-45-ga"] not in (HIGH, LOW)
    assert verbs(st, "usa", "advance") == [("advance", "u-28-ny", HIGH)]
    st = act(st, "usa", ("advance", "u-28-ny", HIGH))
    assert st["pos"]["u-28-ny"] == HIGH and GAME.active(st) == []
    assert "Disengagement" not in log_text(st)


# -- 9.5, 14.1: the Union cavalry assaults in its Artillery Step ----------------------------------------------------

def test_9_5_the_cavalry_fires_moves_then_may_assault():
    from .position import push
    st = blank()
    put(st, "u-1-pa-cav", LOW)
    put(st, "c-45-ga", HIGH)
    push(st, "battery", who="usa", hex=LOW, units=["u-1-pa-cav"], stage=0, fired=[])
    while step(st) in ("fire", "move"):
        st = act(st, "usa", ("done",))
    assert step(st) == "ccpick" and verbs(st, "usa", "assault") == [("assault", "u-1-pa-cav", HIGH)]


# -- Rebel Yell! (14.1, 14.2d) -------------------------------------------------------------------------------------

def _activation(st, order):
    from pyapp.games.ss import activation as A
    from .position import push
    return push(st, "activation", who="csa", brigade="thomas", kind="full", chit="div-winder", ph=A.PHASES.index("yell"),
                order=order, mp_bonus=0, mp_divisor=1, forced=None, win=None)


def test_rebel_yell_lets_a_defend_brigade_assault_two_columns_right():
    st = blank()
    put(st, "c-45-ga", LOW)
    put(st, "u-28-ny", HIGH)
    st["held"]["csa"] = [ev(st, "c-rebel-yell")]
    _activation(st, "defend")
    assert step(st) == "window" and ("play", "c-rebel-yell") in verbs(st, "csa", "play")
    st = act(st, "csa", ("play", "c-rebel-yell"))
    assert ev(st, "c-rebel-yell") in st["discard"] and top(st)["step"] == "ccpick"
    assert verbs(st, "csa", "assault") == [("assault", "c-45-ga", HIGH)]
    close = st["flow"][-2]
    assert close["step"] == "close" and close["yell"] == 1
    _c, shifts, _a, _d = CC.column(st, ["c-45-ga"], [], HIGH, "u-28-ny", yell=True)
    assert dict(shifts)["rebel_yell"] == 2


def test_without_rebel_yell_a_defend_brigade_never_assaults():
    st = blank()
    put(st, "c-45-ga", LOW)
    put(st, "u-28-ny", HIGH)
    _activation(st, "defend")
    assert all(f["step"] not in ("close", "ccpick") for f in st["flow"])
    st = blank()
    put(st, "c-45-ga", LOW)
    put(st, "u-28-ny", HIGH)
    st["held"]["csa"] = [ev(st, "c-rebel-yell")]
    _activation(st, "maneuver")                               # not an order Rebel Yell! is played on
    assert all(f["step"] not in ("window", "close", "ccpick") for f in st["flow"])


def test_14_1_a_refused_assault_names_its_section():
    from .position import refused
    st = example()
    start(st, "usa", ["u-111-pa", "u-109-pa"], "prince")
    e = refused(st, "usa", ("assault", "u-111-pa", "1002"))     # no enemy there
    assert e.rule == "14.1" and e.es


def test_15_8_defenders_advance_into_an_attacking_hex_the_test_emptied_not_one_the_fire_emptied():
    st = blank()
    put(st, "u-28-ny", LOW)
    put(st, "c-45-ga", HIGH)
    f = {"cur": HIGH, "decl": [["u-28-ny", HIGH, LOW, 0]], "defenders": ["c-45-ga"], "froms": [LOW]}
    assert CC.advances(st, f) == []                           # nobody has left
    M.occupy(st, "u-28-ny", "1002")                           # the attacker retreated after the Cohesion Test
    assert CC.advances(st, f) == [("advance", "c-45-ga", LOW)]
    # emptied before the attack went in (Defensive Fire): no hex to advance into
    assert CC.advances(st, dict(f, froms=[])) == []


# -- 18.2, 18.4: Skirmish Order never fights a close combat; advances and retreats move the screen ----------

def _withdraw_all(st, side):
    while step(st) == "screen":
        st = act(st, side, verbs(st, side, "withdraw")[0])
    return st


def test_18_4_a_skirmish_order_unit_assaulted_withdraws_and_the_attacker_may_advance():
    st = blank()
    put(st, "c-45-ga", LOW)
    put(st, "u-8-us", HIGH)
    st["so"] = ["u-8-us"]
    start(st, "csa", ["c-45-ga"], "thomas")
    st = act(st, "csa", ("assault", "c-45-ga", HIGH))
    st = _withdraw_all(st, "usa")
    new = st["pos"]["u-8-us"]
    assert new != HIGH and not M.enemy_adjacent(st, new, "usa")              # 18.2's hex: next to no enemy
    assert "left empty before the assault" in log_text(st)
    assert "Disengagement" not in log_text(st) and "column" not in log_text(st)   # no fire, no combat roll
    st = act(st, "csa", ("advance", "c-45-ga", HIGH))                        # 15.8
    st = _withdraw_all(st, "usa")                                             # 18.2: the advance moves it on
    assert st["pos"]["c-45-ga"] == HIGH and GAME.active(st) == []
    assert "u-8-us" in st["broken"] or not M.enemy_adjacent(st, st["pos"]["u-8-us"], "usa")


def test_18_4_skirmishers_withdraw_while_the_others_in_the_hex_still_fight():
    st = blank()
    put(st, "c-45-ga", LOW)
    put(st, "u-8-us", HIGH)
    put(st, "u-28-ny", HIGH)
    st["so"] = ["u-8-us"]
    start(st, "csa", ["c-45-ga"], "thomas")
    st = act(st, "csa", ("assault", "c-45-ga", HIGH))
    st = _withdraw_all(st, "usa")
    assert st["pos"]["u-8-us"] != HIGH and st["pos"]["u-28-ny"] == HIGH
    assert top(st)["step"] == "fire" and top(st)["mode"] == "defensive"       # 28 NY fires (14.2a)
    assert "u-8-us" not in top(st).get("units", []) + [u for u in M.units_at(st, HIGH)]


def test_18_2_an_advance_after_close_combat_next_to_skirmishers_makes_them_withdraw():
    st = blank()
    put(st, "c-45-ga", LOW)
    put(st, "u-1-pa-cav", HIGH)
    start(st, "csa", ["c-45-ga"], "thomas")
    st = act(st, "csa", ("assault", "c-45-ga", HIGH))
    backs = verbs(st, "usa", "cav_retreat")
    st = act(st, "usa", backs[0])
    # a Union skirmisher next to the emptied hex but not to the attacker
    spot = next(h for h in B.neighbours(HIGH) if B.distance(h, LOW) == 2 and h != st["pos"]["u-1-pa-cav"]
                and B.terrain(h) != "pond" and not M.units_at(st, h))
    put(st, "u-8-us", spot)
    st["so"] = ["u-8-us"]
    st = act(st, "csa", ("advance", "c-45-ga", HIGH))
    st = _withdraw_all(st, "usa")
    assert st["pos"].get("u-8-us") != spot                                   # moved off, or Broken box 1
    assert "u-8-us" in st["broken"] or B.distance(st["pos"]["u-8-us"], HIGH) > 1


# -- issue 32, item 10: the column and odds of an assault before it is declared ----------------

def test_each_assault_offered_shows_its_column_and_odds_to_the_attacker_only():
    import random
    from pyapp.core.match import Match
    from pyapp.games.ss import close as CC
    from pyapp.games.ss import morale as MO
    from pyapp.games.ss import tables as T
    seen = 0
    for seed in range(6):
        m = Match(GAME, "valley", {}, seed)
        rnd = random.Random(seed)
        while m.active() and m.ply < 1500 and seen < 3:
            role = m.active()[0]
            top = GAME.flow.top(m.state)
            if top["step"] == "ccpick" and top["kind"] == "declare":
                rows = GAME.previews(m.state, role)["assault_odds"]
                assert GAME.previews(m.state, M.ENEMY[role]) == {}
                offered = [o for o in top["opts"] if o[0] == "assault"]
                assert [[r[0], r[1]] for r in rows] == [[o[1], o[2]] for o in offered]
                for u, target, label, _shifts, leads in rows:
                    lead = MO.lead_candidates(m.state, target)[0]
                    col = CC.column(m.state, [u], [], target, lead)[0]
                    close = next(f for f in reversed(m.state["flow"]) if f["step"] == "close")
                    if not close["decl"]:                 # alone: the column of that unit alone
                        assert label == (T.CRT_COLUMNS[col][0] if col is not None else None)
                    for _lead, _cr, *counts in leads:
                        assert sum(counts) == 36
                seen += 1
            lg = m.legal(role)
            m.play(role, rnd.choice(lg))
    assert seen >= 1
