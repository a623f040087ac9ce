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
