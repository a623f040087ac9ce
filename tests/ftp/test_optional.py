"""For the People: the optional rules (7), each one off by default."""

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
