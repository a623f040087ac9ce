"""Every worked example of the Stonewall's Sword rulebook (seed 003), in one
list. Examples already tested elsewhere are imported here under their own
names (pytest runs them in this module too, so this file alone checks them
all); the ones no other file had are written here.

Example (seed section)                          test
----------------------------------------------  ---------------------------------------------------------------
3.2a levels, one hex for each level             test_map.test_text_levels
4.1 Depleted faces                              test_data.test_depleted_face_follows_rule_4_1_and_the_examples
10.8 the draw on turn 4                         test_sequence.test_10_8_example
12.1 Line of Sight, 1611 - 2214                 test_fire.test_12_1a_example_*
12.1b-iv canister, 4 SP fires with 6            test_12_1b_iv_example_canister_four_fires_as_six (here)
12.1c stack of 4 Sm + 2 Rf + 3-SP battery       test_12_1c_example_defensive_fire_stack_fires_ten (here)
12.3 Fire Combat, 5 VA at 5 CT                  test_fire.test_12_3_example_*, test_data.test_fire_example_12_3_end_to_end
12.4 Converging Fire                            test_converging_fire.test_12_4_example_on_the_map
13.5 Movement (three examples), 13.5b           test_movement.test_13_5_example_*, test_13_5b_example_*
14.2d ratio 10:4, 8:5, 4:7                      test_close_combat.test_14_2d_ratio_example_ten_against_four_is_two_to_one
14.0 Close Combat, continued in 15.9            test_close_combat.test_14_example_column_shifts, test_14_and_15_9_example_end_to_end,
                                                test_morale.test_15_9_close_combat_example_hard_fighting,
                                                test_data.test_close_combat_example_14_2_end_to_end
15.1b Panic (MH R2 (P))                         test_morale.test_15_1b_fire_panic_example
15.2 Panic after a close combat                 test_morale.test_15_2b_close_combat_retreat_moves_every_defender_...
15.7 Break Test with CR 3                       test_morale.test_15_7_break_test_against_the_modified_cr
16.2 Rally (Thomas' brigade)                    test_rally.test_16_2_example_*
18.0 Skirmish Order (8 US and 33 NC)            test_movement.test_18_2_example_the_screen_withdraws_and_33_nc_cannot_follow
"""

from fractions import Fraction

from pyapp.games.ss import data as D
from pyapp.games.ss import fire as FI

from .position import blank, put
from .test_close_combat import test_14_2d_ratio_example_ten_against_four_is_two_to_one  # noqa: F401
from .test_close_combat import test_14_and_15_9_example_end_to_end  # noqa: F401
from .test_close_combat import test_14_example_column_shifts  # noqa: F401
from .test_converging_fire import test_12_4_example_on_the_map  # noqa: F401
from .test_data import test_close_combat_example_14_2_end_to_end  # noqa: F401
from .test_data import test_depleted_face_follows_rule_4_1_and_the_examples  # noqa: F401
from .test_data import test_fire_example_12_3_end_to_end  # noqa: F401
from .test_fire import test_12_1a_example_a_unit_between_obstructs_the_downhill_fire  # noqa: F401
from .test_fire import test_12_1a_example_clear_from_1611_to_2214  # noqa: F401
from .test_fire import test_12_1a_example_from_1711_all_on_one_level_a_unit_in_2113_blocks_both_ways  # noqa: F401
from .test_fire import test_12_1a_example_uphill_past_a_unit_in_2113_is_obstructed  # noqa: F401
from .test_fire import test_12_3_example_cr_5_no_effect  # noqa: F401
from .test_fire import test_12_3_example_shaken_cr_4_takes_a_routine_test  # noqa: F401
from .test_morale import test_15_1b_fire_panic_example  # noqa: F401
from .test_morale import test_15_2b_close_combat_retreat_moves_every_defender_and_panic_does_not_repeat_it  # noqa: F401
from .test_morale import test_15_7_break_test_against_the_modified_cr  # noqa: F401
from .test_morale import test_15_9_close_combat_example_hard_fighting  # noqa: F401
from .test_map import test_text_levels  # noqa: F401
from .test_movement import test_13_5_example_3_md_maneuver_and_quick_march  # noqa: F401
from .test_movement import test_13_5_example_3_md_may_not_enter_2110_next_to_an_enemy_under_maneuver  # noqa: F401
from .test_movement import test_13_5_example_5_va_woods_and_steep_slope  # noqa: F401
from .test_movement import test_13_5b_example_111_pa_pays_woods_into_a_full_road_hex_then_the_road  # noqa: F401
from .test_movement import test_18_2_example_the_screen_withdraws_and_33_nc_cannot_follow  # noqa: F401
from .test_rally import test_16_2_example_defend_recovers_one_morale_hit  # noqa: F401
from .test_rally import test_16_2_example_regroup_rebuilds_49_ga_from_the_available_box  # noqa: F401
from .test_sequence import test_10_8_example  # noqa: F401




def test_12_1b_iv_example_canister_four_fires_as_six():
    # a 4-SP battery at canister range fires with 6 SP (x1.5)
    st = blank()
    put(st, "c-hardy", "2907")                                   # 4 SP, Sm
    put(st, "u-5-ct", "2908")
    assert FI.band(st, "c-hardy", "2908") == "canister"
    total, _cut, _parts = FI.strength(st, ["c-hardy"], "2908")
    assert total == 6


def test_12_1c_example_defensive_fire_stack_fires_ten():
    # 4 SP Sm infantry + 2 SP Rf infantry (Effective: 6) + a 3-SP battery at canister (4.5): 10.5, fired as 10
    st = blank()
    put(st, "c-49-ga", "2907")                                   # 4 SP Sm
    put(st, "c-21-va", "2907", depleted=True)                    # 2 SP Rf
    put(st, "c-carpenter", "2907")                               # 3 SP battery
    put(st, "u-5-ct", "2908")                                    # the attacker, adjacent
    f = {"who": "csa", "mode": "defensive", "hex": "2907", "at": ["2908"], "fired": [],
         "pending": {"target": "2908", "units": ["c-49-ga"]}}
    assert FI.may_join(st, f, "c-21-va")
    f["pending"]["units"].append("c-21-va")
    assert FI.may_join(st, f, "c-carpenter")                     # 12.1c: Mixed Defensive Fire
    total, _cut, _parts = FI.strength(st, ["c-49-ga", "c-21-va", "c-carpenter"], "2908")
    assert total == Fraction(21, 2)
    assert D.crt_column(total) == D.crt_column(10)                # rounded down once (4.8)
