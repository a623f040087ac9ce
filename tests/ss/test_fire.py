"""Stonewall's Sword, Fire Combat (12.0-12.3): who fires, Line of Sight with
its case table and the 12.1a example, ranges, firing together, firing over
units, the column and its shifts, the Lead Unit, and the 12.3 example."""

import pytest

from pyapp.games.ss import board as B
from pyapp.games.ss import data as D
from pyapp.games.ss import fire as FI
from pyapp.games.ss import model as M
from pyapp.games.ss.rules import GAME

from .position import act, blank, forced, legal, log_text, push, put, step, top


def col(label):
    return [c[0] for c in D.T.CRT_COLUMNS].index(label)


# -- 12.1a Line of Sight: the rulebook's example ----------------------------------------------------------

def test_12_1a_example_clear_from_1611_to_2214():
    assert (B.level("1611"), B.level("2214"), B.level("2113"), B.level("1711")) == (7, 6, 6, 6)
    st = blank()
    assert FI.line_of_sight(st, "1611", "2214")[0] == FI.CLEAR
    assert [s for s, in B.line("1611", "2214")] == ["1711", "1812", "1912", "2013", "2113"]


@pytest.mark.parametrize("between", ["1711", "1812", "1912", "2013", "2113"])
def test_12_1a_example_a_unit_between_obstructs_the_downhill_fire(between):
    st = blank()
    put(st, "c-13-va", between)
    los, why, _ = FI.line_of_sight(st, "1611", "2214")
    assert los == FI.OBSTRUCTED and why == {"over_units"}


def test_12_1a_example_uphill_past_a_unit_in_2113_is_obstructed():
    st = blank()
    put(st, "c-13-va", "2113")
    assert FI.line_of_sight(st, "2214", "1611")[0] == FI.OBSTRUCTED


def test_12_1a_example_from_1711_all_on_one_level_a_unit_in_2113_blocks_both_ways():
    st = blank()
    put(st, "c-13-va", "2113")
    assert FI.line_of_sight(st, "1711", "2214")[0] == FI.BLOCKED
    assert FI.line_of_sight(st, "2214", "1711")[0] == FI.BLOCKED


def test_12_1a_a_hex_higher_than_both_blocks():
    # find a line on the map with an intervening hex higher than both ends
    for a in B.HEXES:
        for b in B.within(a, 3):
            if B.distance(a, b) != 3 or B.terrain(a) == "summit" or B.terrain(b) == "summit":
                continue
            mid = [h for step in B.line(a, b) for h in step]
            if any(B.level(h) > max(B.level(a), B.level(b)) for h in mid):
                assert FI.line_of_sight(blank(), a, b)[0] == FI.BLOCKED
                return
    pytest.fail("no such line on the map")


# -- 12.1b ranges --------------------------------------------------------------------------------------------

def test_12_1b_rifles_at_three_hexes_are_at_extreme_smoothbores_have_no_long_band():
    st = blank()
    put(st, "c-5-va", "2907")                                # Rf
    put(st, "c-49-ga", "2907")                               # Sm
    assert [FI.band(st, "c-5-va", h) for h in ("2908", "2909", "2910", "2911")] == ["effective", "long", "extreme",
                                                                                     None]
    assert [FI.band(st, "c-49-ga", h) for h in ("2908", "2909", "2910")] == ["effective", "extreme", None]


def test_12_1b_iii_quarter_strength_at_extreme_a_small_unit_cannot_fire():
    st = blank()
    put(st, "c-5-va", "2905")                                # 10 SP
    put(st, "c-27-va", "2905")                               # 3 SP
    put(st, "u-5-ct", "2908")
    assert FI.strength(st, ["c-5-va"], "2908")[0] == D.T.RANGE_FACTOR["extreme"] * 10
    assert not FI.can_fire(st, ["c-27-va"], "2908")          # 3/4 rounds to 0
    assert FI.can_fire(st, ["c-5-va", "c-27-va"], "2908")    # 2.5 + 0.75 = 3.25: column 3


# -- 12.3 the worked example ---------------------------------------------------------------------------------

def example_hexes():
    """A clear hex three hexes from a Cornfield hex, a clear line between
    them, and a hex next to the Cornfield off the line for a friend of 5 CT."""
    for t in sorted(h for h in B.HEXES if B.terrain(h) == "cornfield"):
        for a in B.within(t, 3):
            if B.distance(a, t) != 3 or B.terrain(a) != "clear":
                continue
            line = {h for step in B.line(a, t) for h in step}
            if FI.line_of_sight(blank(), a, t)[0] != FI.CLEAR:
                continue
            friend = next((n for n in B.neighbours(t) if n not in line and B.terrain(n) == "clear"), None)
            if friend:
                return a, t, friend
    pytest.fail("no such hexes on the map")


def ronald_fires(shaken):
    a, t, friend = example_hexes()
    st = blank()
    put(st, "c-5-va", a)                                     # 10-5, Rf, Attack order
    put(st, "u-5-ct", t, marker=M.SHAKEN if shaken else 0)   # 9-5 in a Cornfield
    put(st, "u-10-me", friend)                               # Crawford's: 5 CT has Support
    c, shifts = FI.column(st, ["c-5-va"], t, "u-5-ct")
    assert c == col("1") and shifts == [("target_in_cornfield", -1)]    # 10 x 1/4 = 2.5: "2", one left: "1"
    push(st, "fire", who="csa", mode="brigade", brigade="ronald", limited=False, fired=[], pending=None)
    return st, t


def test_12_3_example_cr_5_no_effect():
    st, t = ronald_fires(shaken=False)
    with forced([6, 5]):                                     # 65: [- | 0-1 | 2-4]
        st = act(st, "csa", ("fire", "c-5-va", t))
    assert "roll 65, Lead Unit 5 CT CR 5: no effect" in log_text(st)


def test_12_3_example_shaken_cr_4_takes_a_routine_test():
    st, t = ronald_fires(shaken=True)
    with forced([6, 5, 1, 1]):
        st = act(st, "csa", ("fire", "c-5-va", t))
    assert "CR 4: Routine" in log_text(st) and "Routine Cohesion Test for 5 CT" in log_text(st)


# -- 12.1c firing together, 12.1a firing over units -------------------------------------------------------------

def test_12_1c_infantry_of_one_brigade_in_two_adjacent_hexes_fire_together():
    st = blank()
    put(st, "c-5-va", "2905")
    put(st, "c-4-va", "2806")                                # next to 2905, Ronald too
    put(st, "c-13-va", "2806")                               # Early: another brigade
    put(st, "u-5-ct", "2906")
    f = {"who": "csa", "mode": "brigade", "brigade": "ronald", "limited": False, "fired": [],
         "pending": {"target": "2906", "units": ["c-5-va"]}}
    assert FI.may_join(st, f, "c-4-va") and not FI.may_join(st, f, "c-13-va")


def test_12_1c_batteries_combine_only_in_one_hex():
    assert {B.level(h) for h in ("2907", "2908", "2909", "2910", "2807")} == {3}     # flat ground
    st = blank()
    put(st, "c-carpenter", "2907")
    put(st, "c-caskie", "2907")
    put(st, "c-poague", "2807")
    put(st, "u-5-ct", "2910")
    f = {"who": "csa", "mode": "artillery", "hex": "2907", "units": ["c-carpenter", "c-caskie", "c-poague"],
         "fired": [], "pending": {"target": "2910", "units": ["c-carpenter"]}}
    assert FI.may_join(st, f, "c-caskie") and not FI.may_join(st, f, "c-poague")


def dip():
    """Three clear hexes in a line, the middle one lower than both ends."""
    for a in B.HEXES:
        for b in B.within(a, 2):
            if B.distance(a, b) != 2:
                continue
            line = B.line(a, b)
            if len(line) != 1 or len(line[0]) != 1:
                continue
            m = line[0][0]
            if all(B.terrain(h) == "clear" for h in (a, m, b)) and B.level(m) < min(B.level(a), B.level(b)):
                return a, m, b
    pytest.fail("no dip on the map")


def test_12_1a_indirect_fire_infantry_never_over_friends_artillery_may():
    a, m, b = dip()
    st = blank()
    put(st, "c-5-va", a)
    put(st, "c-carpenter", a)
    put(st, "c-13-va", m)                                    # a friend in between, lower than both
    put(st, "u-5-ct", b)
    assert not FI.sight(st, "c-5-va", b)[0]
    ok, why, canister = FI.sight(st, "c-carpenter", b)
    assert ok and why == {"over_units"} and not canister     # 12.1a: no canister over units
    assert FI.strength(st, ["c-carpenter"], b)[0] == 3       # the bonus given up


def test_12_1a_anyone_fires_over_enemy_units():
    a, m, b = dip()
    st = blank()
    put(st, "c-5-va", a)
    put(st, "u-10-me", m)
    put(st, "u-5-ct", b)
    ok, why, _ = FI.sight(st, "c-5-va", b)
    assert ok and why == {"over_units"}


def test_12_1a_same_level_a_unit_in_between_at_that_level_blocks():
    st = blank()
    put(st, "c-5-va", "2907")
    put(st, "u-10-me", "2908")
    put(st, "u-5-ct", "2909")
    assert not FI.sight(st, "c-5-va", "2909")[0]


def test_12_1b_iv_canister_and_the_smoothbore_penalty():
    st = blank()
    put(st, "c-hardy", "2905")                               # 4 Sm guns
    put(st, "u-5-ct", "2906")
    put(st, "u-10-me", "2805")
    assert FI.strength(st, ["c-hardy"], "2906")[0] == 6      # 4 x 1.5
    c, shifts = FI.column(st, ["c-hardy"], "2906", "u-5-ct")
    assert ("sm_artillery_at_canister", -1) in shifts and c == col("5")


def test_12_1d_no_artillery_fire_from_woods_or_rough():
    woods = next(h for h in B.HEXES if B.terrain(h) == "woods")
    st = blank()
    put(st, "c-carpenter", woods)
    assert not FI.may_fire_from(st, "c-carpenter")


def test_12_3a_cavalry_and_skirmish_shifts():
    st = blank()
    put(st, "c-5-va", "2905")
    put(st, "u-1-pa-cav", "2906")
    assert ("target_cavalry", 2) in FI.column(st, ["c-5-va"], "2906", "u-1-pa-cav")[1]
    st = blank()
    put(st, "u-8-us", "2905")
    put(st, "c-5-va", "2906")
    st["so"] = ["u-8-us"]
    assert ("firer_skirmish", -1) in FI.column(st, ["u-8-us"], "2906", "c-5-va")[1]
    assert ("target_skirmish", -2) in FI.column(st, ["c-5-va"], "2905", "u-8-us")[1]


# -- 12.2 the Lead Unit, 10.7 Limited Activation -----------------------------------------------------------------

def test_12_2_equal_printed_sp_the_owner_picks_the_lead_unit():
    st = blank()
    put(st, "c-5-va", "2905")
    put(st, "u-111-pa", "2906")
    put(st, "u-109-pa", "2906")
    push(st, "fire", who="csa", mode="brigade", brigade="ronald", limited=False, fired=[], pending=None)
    st = act(st, "csa", ("fire", "c-5-va", "2906"))
    assert step(st) == "lead" and GAME.active(st) == ["usa"]
    with forced([1, 1]):
        st = act(st, "usa", ("lead", "u-109-pa"))
    assert "Lead Unit 109 PA" in log_text(st)


def test_10_7_a_limited_activation_fires_with_its_engaged_units_only():
    st = blank()
    put(st, "c-5-va", "2905")                                # next to the enemy
    put(st, "c-4-va", "2903")                                # two hexes off
    put(st, "u-5-ct", "2906")
    f = {"who": "csa", "mode": "brigade", "brigade": "ronald", "limited": True, "fired": [], "pending": None}
    assert FI.firers(st, f) == ["c-5-va"]


def test_12_1_each_unit_fires_once():
    st = blank()
    put(st, "c-5-va", "2905")
    put(st, "u-5-ct", "2906")
    put(st, "u-10-me", "2904")
    push(st, "fire", who="csa", mode="brigade", brigade="ronald", limited=False, fired=[], pending=None)
    with forced([1, 1]):
        st = act(st, "csa", ("fire", "c-5-va", "2906"))
    assert not [a for a in legal(st, "csa") if a[0] == "fire"]


# -- 12.1c no dead end: a join that leaves a fire which could only be cancelled is not offered ----------

def _weak_trio():
    """Ronald's brigade 3 hexes from 5 CT (Extreme range, x1/4): a depleted
    4 VA (1 SP) in 1100, a depleted 27 VA (1/2 SP) in 1201 and 2 VA (4 SP) in
    1000, both next to 1100 but in different hexes."""
    st = blank()
    put(st, "u-5-ct", "1003")
    put(st, "c-4-va", "1100", depleted=True)
    put(st, "c-27-va", "1201", depleted=True)
    put(st, "c-2-va", "1000")
    for u in ("c-4-va", "c-27-va", "c-2-va"):
        assert FI.band(st, u, "1003") == "extreme" and FI.sight(st, u, "1003") == (True, set(), False)
    push(st, "fire", who="csa", mode="brigade", brigade="ronald", limited=False, fired=[], pending=None)
    return st


def test_12_1c_a_unit_too_weak_alone_is_offered_when_a_joiner_can_complete_its_fire():
    st = _weak_trio()
    assert ("fire", "c-4-va", "1003") in legal(st, "csa")      # 1/4 alone cannot fire (4.8), with 2 VA 5/4 can
    assert not FI.can_fire(st, ["c-4-va"], "1003")


def test_12_1c_a_join_that_leads_only_to_cancel_is_not_offered():
    st = _weak_trio()
    act(st, "csa", ("fire", "c-4-va", "1003"))
    lg = legal(st, "csa")
    # with 27 VA (1201) the fire is 3/8 and 2 VA (1000, a third hex) could no longer join: a dead end
    assert ("join", "c-27-va") not in lg
    assert ("join", "c-2-va") in lg and ("shoot",) not in lg
    act(st, "csa", ("join", "c-2-va"))
    assert step(st) != "fire" or top(st)["pending"] is None        # 5/4 fires at once (nothing else may join)


def test_12_1c_every_offered_join_keeps_a_fire_possible():
    st = _weak_trio()
    act(st, "csa", ("fire", "c-4-va", "1003"))
    f = top(st)
    for a in legal(st, "csa"):
        if a[0] == "join":
            units = f["pending"]["units"] + [a[1]]
            assert FI.completable(st, f, units, "1003")


# -- 12.1c Mixed Defensive Fire ----------------------------------------------------------------------------

def test_12_1c_mixed_defensive_fire_infantry_and_artillery_stacked_add_their_sp():
    st = blank()
    put(st, "c-carpenter", "2907")
    put(st, "c-5-va", "2907")
    put(st, "u-5-ct", "2908")
    f = {"who": "csa", "mode": "defensive", "hex": "2907", "at": ["2908"], "fired": [],
         "pending": {"target": "2908", "units": ["c-5-va"]}}
    assert FI.may_join(st, f, "c-carpenter")
    g = dict(f, mode="brigade", brigade="ronald", limited=False)     # not in a brigade's own Fire step
    assert not FI.may_join(st, g, "c-carpenter")


def test_12_1c_mixed_defensive_fire_only_in_one_hex():
    st = blank()
    put(st, "c-carpenter", "2907")
    put(st, "c-5-va", "2907")
    put(st, "c-4-va", "2807")
    put(st, "u-5-ct", "2908")
    f = {"who": "csa", "mode": "support", "hex": "2906", "at": ["2908"], "skip": [], "fired": [],
         "pending": {"target": "2908", "units": ["c-5-va", "c-carpenter"]}}
    assert not FI.may_join(st, f, "c-4-va")                         # the stack with a battery stays in its hex


def test_12_1c_a_fire_called_off_is_not_offered_again_in_the_step():
    # declaring and calling off the same fire could go round for ever
    st = blank()
    put(st, "c-5-va", "2905")
    put(st, "c-4-va", "2806")                                # Ronald's too: it may join (12.1c)
    put(st, "u-5-ct", "2906")
    push(st, "fire", who="csa", mode="brigade", brigade="ronald", limited=False, fired=[], pending=None)
    declare = ("fire", "c-5-va", "2906")
    assert declare in legal(st, "csa")
    st = act(st, "csa", declare)
    assert ("cancel",) in legal(st, "csa") and ("join", "c-4-va") in legal(st, "csa")
    st = act(st, "csa", ("cancel",))
    assert declare not in legal(st, "csa") and ("fire", "c-4-va", "2906") in legal(st, "csa")
    st = act(st, "csa", ("fire", "c-4-va", "2906"))
    assert ("join", "c-5-va") in legal(st, "csa")            # it may still fire there with another


# -- issue 32, item 10: the column and the odds before a fire is made ----------------------------

def test_crt_odds_count_the_36_rolls_of_each_grade():
    from pyapp.games.ss import tables as T
    for col in range(len(T.CRT_COLUMNS)):
        for cr in range(0, 10):
            odds = T.crt_odds(col, cr)
            assert sum(odds.values()) == 36
            n = sum(1 for a in range(1, 7) for b in range(1, 7) if T.crt_grade(col, 10 * a + b, cr) == "routine")
            assert odds["routine"] == n
    # column "1", CR 4: rows 63-64 (-/0/4) and 65-66 (-/1/4, the 12.3 example's cell) give a
    # Routine test: 4 rolls of 36
    assert T.crt_odds(1, 4) == {"severe": 0, "difficult": 0, "routine": 4, "none": 32}


def test_the_odds_shown_are_the_column_the_fire_then_uses():
    """For every fire a random game declares, the previews' ``fire_odds`` gave
    the firer the column the engine then logs (12.3, 12.3a), and only him."""
    import random
    import re
    from pyapp.core.match import Match
    checked = 0
    for seed in range(2):
        m = Match(GAME, "valley", {}, seed)
        rnd = random.Random(seed)
        while m.active() and m.ply < 900:
            role = m.active()[0]
            lg = m.legal(role)
            a = rnd.choice(lg)
            f = GAME.flow.top(m.state)
            if f["step"] == "fire" and a[0] == "fire" and not f.get("conv"):
                odds = GAME.previews(m.state, role)["fire_odds"]
                assert GAME.previews(m.state, M.ENEMY[role]) == {}
                row = next(r for r in odds if r[0] == [a[1]] and r[1] == a[2])
                m.play(role, a)
                said = " ".join(e["en"] for mv in m.moves[-1:] for e in mv.log)
                got = re.search(r"at " + a[2] + r" on column ([^ :(]+)", said)
                if got:                                 # it fired at once: nothing could join it
                    assert got.group(1) == row[2], (said, row)
                    checked += 1
                continue
            m.play(role, a)
    assert checked >= 5
