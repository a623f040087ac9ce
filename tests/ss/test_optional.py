"""Every optional rule of Stonewall's Sword changes play, and only when on:
Bad Day for Stonewall with the Where's General Jackson? track (20.1),
General Pope's Reinforcements with Ricketts' brigades (20.2), Hill's
Rearguard (20.3), artillery stacking (6.1a), secret held events (10.4) and
the Rebuild Option (16.2). Tests written elsewhere are imported here so this
file lists them all."""

from pyapp.games.ss import model as M
from pyapp.games.ss import rally as R

from .position import blank, forced, put
from .test_rally import test_16_2_rebuild_option_never_back_to_fresh  # noqa: F401
from .test_sequence import end_turn
from .test_sequence import test_10_4_held_events_are_hidden_from_the_enemy_only_under_the_option  # noqa: F401
from .test_sequence import test_20_1_jackson_track_moves_when_2d6_less_parked_chits_is_at_most_the_turn  # noqa: F401
from .test_sequence import test_20_1c_jackson_arrives_on_the_last_box_and_releases_forno_and_trimble  # noqa: F401
from .test_sequence import test_20_2_ricketts_arrives_then_a_brigade_each_end_turn  # noqa: F401
from .test_sequence import test_20_3_field_rolls_from_the_turn_after_ricketts_chit_went_in_the_cup  # noqa: F401
from .test_sequence import test_22_2_without_bad_day_jackson_comes_on_turn_9_and_with_it_not  # noqa: F401
from .test_setup import test_slaughter_reinforcements_and_the_bad_day_option  # noqa: F401


# -- 20.1 Bad Day for Stonewall: without it no track roll is made -------------------------------------------------

def test_20_1_without_bad_day_the_jackson_track_never_moves():
    st = blank("slaughter", 6)
    with forced([]):                                          # no die is rolled for the track
        end_turn(st)
    assert st["track"].get("jackson", 0) == 0 and "cic-csa" not in st["chits_in"]


# -- 20.2 General Pope's Reinforcements: without it Ricketts never comes ------------------------------------------

def test_20_2_without_pope_ricketts_track_never_moves():
    st = blank("slaughter", 8)
    st["track"]["ricketts"] = 3
    with forced([]):
        end_turn(st)
    assert "div-ricketts" not in st["chits_in"] and not st["ricketts_turn"]


# -- 20.3 Hill's Rearguard: needs Pope's Reinforcements and its own option ----------------------------------------

def test_20_3_without_hill_rearguard_field_never_rolls():
    st = blank("slaughter", 9, options={"pope": True})
    st["chits_in"] = ["div-ricketts"]
    st["ricketts"] = ["duryee", "tower", "hartsuff", "carroll"]
    st["ricketts_turn"] = 8
    with forced([]):                                          # no Field roll
        end_turn(st)
    assert "field" not in st["waiting"]


# -- 6.1a artillery stacking -----------------------------------------------------------------------------------

def test_6_1a_artillery_counts_three_quarters_unless_the_full_sp_option_is_on():
    for full, fits in ((False, True), (True, False)):
        st = blank(options={"artillery_full_sp": full})
        put(st, "c-carpenter", "2907")                        # 3 SP
        put(st, "c-caskie", "2907")                           # 3 SP
        # 10 gun SP: 7.5 stacking points with 6.1a, 10 (over the 8 limit) without
        assert M.fits(st, "2907", "c-hardy") is fits
        assert M.stack_total(st, "2907") == (6 if full else 4.5)


# -- 16.2 the Rebuild Option ------------------------------------------------------------------------------------

def test_16_2_without_the_rebuild_option_a_once_broken_unit_may_rebuild_to_fresh():
    st = blank()
    put(st, "c-35-ga", "2809", depleted=True)
    put(st, "c-14-ga", "2808")
    st["ever_broken"] = ["c-35-ga"]
    assert R.actions(st, {"mode": "regroup", "brigade": "thomas", "done": []}) == [("rebuild", "c-35-ga")]
