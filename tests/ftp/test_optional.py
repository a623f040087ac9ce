"""For the People: the optional rules (7), each one off by default."""

import pytest

from pyapp.games.ftp import battle
from pyapp.games.ftp import model as M
from pyapp.games.ftp.rules import GAME
from tests.ftp import position


def blank(sc="1862"):
    st = position.blank(sc)
    for g in M.GEN:
        if M.GEN[g].optional:
            st["gens"][g] = "opt"                        # the optional counters wait aside (7)
    return st


gen = position.gen


def _with(*keys, sc="1862"):
    st = blank(sc)
    st["op"] = GAME.check_options({k: True for k in keys})
    return st


def test_without_the_option_a_lost_cavalry_general_returns_7():
    st = blank("1862")
    gen(st, "stuart", "fredericksburg")
    battle.lose_brigade(st, "stuart")
    assert st["gens"]["stuart"] == f"T{st['turn'] + 3}" and st["gens"]["f_lee"] == "opt"


def test_a_lost_original_cavalry_general_is_replaced_for_good_7():
    st = _with("cavalry_replacements")
    gen(st, "stuart", "fredericksburg")
    battle.lose_brigade(st, "stuart")
    assert st["gens"]["stuart"] == "out" and st["gens"]["f_lee"] == f"T{st['turn'] + 3}"
    gen(st, "pleasonton", "frederick")
    battle.kill(st, "pleasonton")
    assert st["gens"]["pleasonton"] == "dead" and st["gens"]["kilpatrick"] == f"T{st['turn'] + 1}"


def test_a_replacement_and_sheridan_return_as_usual_7():
    st = _with("cavalry_replacements")
    gen(st, "f_lee", "fredericksburg")
    battle.lose_brigade(st, "f_lee")
    assert st["gens"]["f_lee"] == f"T{st['turn'] + 3}"
    gen(st, "sheridan", "winchester_va")
    battle.lose_brigade(st, "sheridan")
    assert st["gens"]["sheridan"] == f"T{st['turn'] + 1}"


def test_the_options_are_offered_in_both_languages():
    assert set(GAME.options) == set(GAME.options_es)
    assert GAME.setup("1861", {}, 1)["op"] == {k: False for k in GAME.options}


# -- the operations queue (7) ---------------------------------------------------------------------

ONES: list = []
OTHERS: list = []


def _queue_position():
    from pyapp.games.ftp import cards as C
    from pyapp.games.ftp import interrupts as I
    st = _with("ops_queue")
    plain = [n for n in sorted(GAME.deck(st).cards) if n not in I.WINDOWS and n not in (3, 14, 81, 82)]
    ONES[:] = [n for n in plain if C.CARDS[n].ops == 1][:3]
    OTHERS[:] = [n for n in plain if n not in ONES][:3]
    st["ctl"]["frederick"] = "union"
    gen(st, "mcclellan", "frederick")                    # strategy 3
    position.sp(st, "union", "frederick", 2)
    position.hand(st, "union", *ONES)                     # three cards of 1 OPS
    position.hand(st, "csa", *OTHERS)
    for n in I.WINDOWS:                                   # no interrupt window in the way
        h = next((h for h, v in st["sealed"].items() if v == n), None)
        if h in st["deck"]:
            st["deck"].remove(h)
            st["discard"].append(h)
    return st


def test_one_ops_cards_gathered_in_a_queue_activate_a_strategy_3_general_7():
    st = _queue_position()
    ones = ONES
    position.push(st, "round", who="union")
    GAME.apply(st, "union", ("ops", ones[0]))
    assert ("queue", "mcclellan") in GAME.legal(st, "union")
    GAME.apply(st, "union", ("queue", "mcclellan"))
    assert st["queue"]["union"] == {"gen": "mcclellan", "ops": 1}
    GAME.apply(st, "csa", ("discard", OTHERS[0]))
    assert ("queue_add", ones[1]) in GAME.legal(st, "union")
    GAME.apply(st, "union", ("queue_add", ones[1]))
    GAME.apply(st, "csa", ("discard", OTHERS[1]))
    GAME.apply(st, "union", ("queue_add", ones[2]))      # 3 of 3: he activates at once
    assert position.top(st)["step"] == "move" and position.top(st)["gen"] == "mcclellan"
    assert "union" not in st["queue"]


def test_a_round_spent_otherwise_breaks_the_queue_7():
    st = _queue_position()
    position.push(st, "round", who="union")
    GAME.apply(st, "union", ("ops", ONES[0]))
    GAME.apply(st, "union", ("queue", "mcclellan"))
    GAME.apply(st, "csa", ("discard", OTHERS[0]))
    GAME.apply(st, "union", ("discard", ONES[1]))
    assert not st["queue"].get("union")
    assert any("queue is broken" in e["en"] for e in st["lg"])


def test_no_queue_without_the_option_7():
    st = _queue_position()
    st["op"] = GAME.check_options({})
    position.push(st, "round", who="union")
    GAME.apply(st, "union", ("ops", ONES[0]))
    assert not any(a[0] == "queue" for a in GAME.legal(st, "union"))


# -- the generals' special abilities (7) ----------------------------------------------------------

def test_mcclellan_gains_5_sw_once_commanding_an_army_near_washington_7():
    from pyapp.games.ftp import abilities
    st = _with("special_generals")
    st["sw"]["union"] = [100, "+"]
    position.army(st, "u_potomac", "frederick", 6, "mcclellan")
    abilities.mcclellan_check(st)
    assert M.sw_value(st, "union") == 105
    abilities.mcclellan_check(st)
    assert M.sw_value(st, "union") == 105                 # once a game
    plain = blank()
    plain["sw"]["union"] = [100, "+"]
    position.army(plain, "u_potomac", "frederick", 6, "mcclellan")
    abilities.mcclellan_check(plain)
    assert M.sw_value(plain, "union") == 100              # not without the option


def test_mcclellans_army_next_to_the_capital_gains_an_sp_each_reinforcement_phase_7():
    from pyapp.games.ftp import abilities
    st = _with("special_generals")
    for s in ("washington_dc", "baltimore"):
        st["ctl"][s] = "union"
    position.army(st, "u_potomac", "baltimore", 6, "mcclellan")
    abilities.mcclellan_sp(GAME, st)
    assert st["armies"]["u_potomac"]["sp"] == 7
    st["armies"]["u_potomac"]["at"] = "richmond"
    abilities.mcclellan_sp(GAME, st)
    assert st["armies"]["u_potomac"]["sp"] == 7


def test_van_dorn_moving_with_one_sp_becomes_his_brigade_for_good_7():
    st = _with("special_generals")
    st["ctl"]["corinth"] = "csa"
    gen(st, "van_dorn", "corinth")
    position.sp(st, "csa", "corinth", 3)
    position.move(st, "csa", ("corps", "van_dorn"))
    assert ("cavalry",) not in GAME.legal(st, "csa")       # 3 SP with him
    GAME.apply(st, "csa", ("sp", 1))
    assert ("cavalry",) in GAME.legal(st, "csa")
    GAME.apply(st, "csa", ("cavalry",))
    f = position.top(st)
    assert f["kind"] == "brigade" and f["gen"] == "van_dorn_cav" and st["gens"]["van_dorn"] == "out"
    assert M.total_sp(st, "csa", "corinth") == 3           # 2 SP stay, the third is the brigade


def test_forrests_brigade_grows_to_2_sp_and_a_loss_takes_it_back_to_1_7():
    from pyapp.games.ftp import organise
    st = _with("special_generals")
    st["ctl"]["nashville"] = "csa"
    gen(st, "forrest", "nashville")
    position.sp(st, "csa", "nashville", 1)
    organise.settle_space(GAME, st, "csa", "nashville")
    assert st["brig2"] == ["forrest"] and M.loose_sp(st, "csa", "nashville") == 0
    assert M.total_sp(st, "csa", "nashville") == 2
    battle.take_losses(GAME, st, "csa", "nashville", 1)
    assert st["gens"]["forrest"] == "nashville" and M.total_sp(st, "csa", "nashville") == 1
    plain = blank()
    gen(plain, "forrest", "nashville")
    position.sp(plain, "csa", "nashville", 1)
    organise.settle_space(GAME, plain, "csa", "nashville")
    assert not plain.get("brig2") and M.total_sp(plain, "csa", "nashville") == 2


def test_sheridan_may_arrive_as_an_infantry_corps_commander_who_never_commands_an_army_7():
    from pyapp.games.ftp import phases, rounds
    from pyapp.games.ftp.rules import FLOW
    st = _with("special_generals", sc="1864")
    st["ctl"]["winchester_va"] = "union"
    position.sp(st, "union", "winchester_va", 6)
    for g in list(st["gens"]):
        if st["gens"][g].startswith("T"):
            st["gens"][g] = "pool"
    st["gens"]["sheridan"] = f"T{st['turn']}"
    phases.generals_phase(GAME, st)
    FLOW.settle(GAME, st)
    GAME.apply(st, "union", ("general", "winchester_va"))
    assert position.top(st)["step"] == "sheridan_form"
    GAME.apply(st, "union", ("form", "infantry"))
    assert st["gens"]["sheridan_inf"] == "winchester_va" and st["gens"]["sheridan"] == "opt"
    assert M.loose_sp(st, "union", "winchester_va") == 6
    gen(st, "hunter", "winchester_va") if "hunter" in M.GEN else None
    if rounds.free_army(st, "union") and len(M.loose_gens(st, "union", "winchester_va")) > 1:
        rounds.create_army(GAME, st, "union", "winchester_va")
        assert next(a for a in st["armies"].values() if a["at"] == "winchester_va")["cmd"] != "sheridan_inf"


@pytest.mark.parametrize("scenario", ["1861", "1862", "1863", "1864"])
def test_random_games_with_every_option_end_with_a_result(scenario):
    import random
    opts = {k: True for k in GAME.options}
    st = GAME.setup(scenario, opts, 7)
    rnd = random.Random(7)
    for _ in range(20_000):
        if not GAME.active(st):
            break
        who = GAME.active(st)[0]
        legal = GAME.legal(st, who)
        own = [a for a in legal if a[0] in ("queue", "queue_add", "cavalry", "form")]
        st = GAME.apply(st, who, rnd.choice(own) if own and rnd.random() < 0.5 else rnd.choice(legal))
    GAME.check_state(st)
    assert GAME.result(st) is not None


# -- rail logistics (7) ----------------------------------------------------------------------------

def test_off_the_rail_lines_a_space_costs_2_mp_7():
    from pyapp.games.ftp import raillog
    st = _with("rail_logistics")
    assert {"harrisburg", "washington_dc"} <= raillog.rail_loc(st, "union")
    gen(st, "rosecrans", "lewisburg")                      # West Virginia's mountains, no railroad near
    position.sp(st, "union", "lewisburg", 2)
    position.move(st, "union", ("corps", "rosecrans"))
    GAME.apply(st, "union", ("go", "staunton"))
    assert position.top(st)["used"] == 2
    plain = blank()
    gen(plain, "rosecrans", "lewisburg")
    position.sp(plain, "union", "lewisburg", 2)
    position.move(plain, "union", ("corps", "rosecrans"))
    GAME.apply(plain, "union", ("go", "staunton"))
    assert position.top(plain)["used"] == 1


def test_an_army_only_on_a_rail_line_and_attrition_off_it_forages_7():
    from pyapp.games.ftp import political, rounds, supply
    st = _with("rail_logistics")
    gen(st, "rosecrans", "lewisburg")
    gen(st, "cox", "lewisburg") if "cox" in M.GEN else None
    position.sp(st, "union", "lewisburg", 7)
    assert supply.in_supply(st, "union", "lewisburg")
    why = rounds.army_problem(st, "union", 3, "lewisburg")
    assert why is not None and why.rule == "7"
    political.attrition(GAME, st)
    assert M.total_sp(st, "union", "lewisburg") == 7 - 2 - 1      # 7 -> 5 by attrition, then 1 foraging
    plain = blank()
    gen(plain, "rosecrans", "lewisburg")
    position.sp(plain, "union", "lewisburg", 7)
    political.attrition(GAME, plain)
    assert M.total_sp(plain, "union", "lewisburg") == 5


def test_an_army_draws_3_sp_a_turn_at_most_by_strategic_movement_7():
    from pyapp.games.ftp import strategic
    st = _with("rail_logistics")
    position.army(st, "u_potomac", "washington_dc", 6, "mcclellan")
    position.sp(st, "union", "lewisburg", 4)
    assert "washington_dc" in strategic.destinations(st, "union", "lewisburg")   # along a line of communication
    st["army_sm"] = {"union": 3}
    assert "washington_dc" not in strategic.destinations(st, "union", "lewisburg")
