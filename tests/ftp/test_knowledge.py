"""The computer opponent in For the People (pyapp.games.ftp.knowledge through
pyapp.ai): it answers every kind of decision legally in each scenario; it
decides from its side's view only, never from the other hand or the deck's
order; a decision replays for a seed; its evaluation reads each scenario's
victory rule (5.31, 6.1-6.5) and stays in [-1, 1]; and its own rules for
two armies in a space (5.4), a corps intercepting that may leave SP for the
generals' limits (5.10 c), and the Union's idle mass at Washington in the
campaign (5.4, 5.26, 5.31). Its strength is measured by bench/ai.py
(``--game ftp``), not asserted here."""

from __future__ import annotations

import pytest

from pyapp import ai
from pyapp.core import dice
from pyapp.games.ftp import board
from pyapp.games.ftp.ground import dists
from pyapp.games.ftp import model as M
from pyapp.games.ftp.rules import GAME
from tests.ftp.position import army, blank, gen, move, play, push, sp, step, top

KNOW = GAME.knowledge()
NORMAL = KNOW.level("normal")
SCENARIOS = ("1861", "1862", "1863", "1864", "campaign")
# one worker plays the module's games once (pytest-xdist: tests/conftest.py)
pytestmark = pytest.mark.xdist_group("ftp-knowledge")


def decide(st, role, level="normal", seed=0):
    """The computer's move for ``role``, handed only its view of ``st``."""
    return ai.choose(GAME, GAME.view(st, role), role, level, seed)


def evaluate(st, role):
    return KNOW.evaluate(st, role, NORMAL)


@pytest.fixture(scope="module")
def games():
    """Each scenario played by the computer against itself for a while,
    every action checked against the legal ones; returns the decision kinds
    met (flow steps) and (state, role) every few decisions with a choice."""
    kinds: set = set()
    positions = []
    for k, sc in enumerate(SCENARIOS):
        st = GAME.setup(sc, {}, 40 + k)
        n = 0
        while GAME.active(st) and n < 110:
            role = GAME.active(st)[0]
            legal = GAME.legal(st, role)
            a = decide(st, role, "normal", 40 + k)
            assert a in legal, (sc, n, step(st), a)
            if len(legal) > 1:
                kinds.add(step(st))
                if n % 6 == 0:
                    positions.append((GAME.copy(st), role))
            st = GAME.apply(st, role, a)
            n += 1
    return kinds, positions


def test_it_answers_each_kind_of_decision_legally_in_every_scenario(games):
    kinds, positions = games
    # the cards, the OPS, moves, reinforcements and generals at least (5.2-5.4, 5.26, 5.27)
    assert {"round", "ops", "move", "place", "strategic", "generals"} <= kinds, sorted(kinds)
    assert {st["sc"] for st, _ in positions} == set(SCENARIOS)


def hidden(st, role):
    """The card handles whose values ``role`` may not know (the other hand, the deck)."""
    known = GAME.may_know(st, role)
    return sorted(h for h in st["sealed"] if h not in known)


def scramble(st, role, seed=1):
    """The same position as ``role`` sees it, the cards it cannot see dealt afresh."""
    other = GAME.copy(st)
    handles = hidden(other, role)
    values = [other["sealed"][h] for h in handles]
    dice.shuffle({"rng": dice.seed_state(seed)}, values)
    for h, v in zip(handles, values):
        other["sealed"][h] = v
    return other


def test_a_decision_does_not_depend_on_the_cards_it_cannot_see(games):
    checked = 0
    for st, role in games[1][::2]:
        enemy = M.ENEMY[role]
        other = scramble(st, role)
        if not st["hands"][enemy] or all(other["sealed"][h] == st["sealed"][h] for h in st["hands"][enemy]):
            continue
        assert GAME.view(other, role) == GAME.view(st, role)
        a = decide(st, role, "normal", 5)
        assert a == decide(other, role, "normal", 5) and a in GAME.legal(st, role)
        checked += 1
    assert checked >= 5


def test_a_decision_replays_for_a_seed(games):
    positions = games[1][::5]
    first = [decide(st, role, "normal", 9) for st, role in positions]
    again = [decide(st, role, "normal", 9) for st, role in reversed(positions)]
    assert first == list(reversed(again))
    st, role = positions[-1]
    th = ai.Thinker(GAME, GAME.view(st, role), role, "normal", 9)
    assert th.run() == first[-1]


def test_the_evaluation_is_bounded_and_zero_sum_where_the_victory_is(games):
    for st, _ in games[1]:
        u, c = evaluate(st, "union"), evaluate(st, "csa")
        assert -1.0 <= u <= 1.0 and -1.0 <= c <= 1.0
        if st["sc"] != "1861":                       # 6.1 has draws: each side weighs its own win first
            assert u == pytest.approx(-c)
    st = GAME.setup("1863", {}, 1)
    st["res"] = ["csa", "sw", 9]
    assert evaluate(st, "csa") == pytest.approx(1.0) and evaluate(st, "union") == pytest.approx(-1.0)


def test_1861_counts_the_border_states_6_1():
    # 6.1: the Union wins holding MO, KY and WV; the Confederacy holding MO and KY
    st = GAME.setup("1861", {}, 2)
    before = evaluate(st, "union")
    union = GAME.copy(st)
    union["states"].update(MO="union", KY="union", WV="union")
    assert evaluate(union, "union") > 0.5 and evaluate(union, "union") > before
    two = GAME.copy(st)
    two["states"].update(MO="union", KY="union")
    assert evaluate(two, "union") < evaluate(union, "union")       # WV still to take
    csa = GAME.copy(st)
    csa["states"].update(MO="csa", KY="csa")
    assert evaluate(csa, "csa") > 0.5 and evaluate(csa, "union") < before


def test_the_campaign_counts_the_states_and_the_csa_will_5_31():
    st = GAME.setup("campaign", {}, 2)
    base = evaluate(st, "union")
    more = GAME.copy(st)
    more["states"].update(TN="union", AR="union", LA="union")
    assert evaluate(more, "union") > base
    broken = GAME.copy(st)
    broken["sw"]["csa"][0] = 3                       # 5.31: CSA SW at 0 ends the war
    assert evaluate(broken, "union") > base and evaluate(broken, "csa") < evaluate(st, "csa")


# -- two armies in one space (5.4) -------------------------------------------------------------

def two_armies(first, second, elite=None):
    """The Army of the Potomac under ``first`` marches onto the Army of the
    Tennessee under ``second`` at Manassas: the Union must keep one (5.4)."""
    st = blank("1862")
    army(st, "u_potomac", "frederick", 6, first)
    army(st, "u_tennessee", "manassas", 8, second)
    st["ctl"].update(manassas="union", frederick="union")
    if elite:
        st["elite"]["union"].append(elite)
    move(st, "union", ("army", "u_potomac"))
    play(st, "union", ("go", "manassas"))
    play(st, "union", ("stop",))
    assert step(st) == "armies" and top(st)["who"] == "union"
    return st


def test_of_two_armies_costing_alike_it_keeps_the_better_led_5_4():
    # Banks (influence 5, 0/0) and Sherman (5, 3/3): either removal costs 15 SW
    st = two_armies("banks", "sherman")
    assert decide(st, "union") == ("keep", "u_tennessee")
    st = two_armies("sherman", "banks")
    assert decide(st, "union") == ("keep", "u_potomac")
    sw = st["sw"]["union"][0]
    play(st, "union", decide(st, "union"))
    assert st["sw"]["union"][0] == sw - 15 and st["armies"]["u_potomac"]["cmd"] == "sherman"


def test_of_two_armies_it_keeps_the_elite_one_when_all_else_is_equal_5_4_5_14():
    # McDowell and Buell: influence 6, ratings 1/1 each
    assert decide(two_armies("mcdowell", "buell", elite="u_tennessee"), "union") == ("keep", "u_tennessee")
    assert decide(two_armies("mcdowell", "buell", elite="u_potomac"), "union") == ("keep", "u_potomac")


def test_of_two_armies_it_spares_the_strategic_will_when_the_cost_differs_much_5_4():
    # McClellan's removal costs 10 + 10 SW, Thomas's 10 + 2: 8 SW apart, more
    # than Thomas's better ratings are worth; the SW paid is the smaller
    st = two_armies("mcclellan", "thomas")
    sw = st["sw"]["union"][0]
    a = decide(st, "union")
    assert a == ("keep", "u_potomac")
    play(st, "union", a)
    assert st["sw"]["union"][0] == sw - 12


# -- a corps intercepting leaves SP for the generals it cannot take (5.10 c) ---------------------

def interception(gens, union_sp, csa_sp):
    """A Confederate corps of ``csa_sp`` marches from Culpeper into Manassas
    next to Washington, where ``gens`` stand with ``union_sp`` SP."""
    st = blank("1862")
    st["ctl"].update(washington_dc="union", manassas="union", culpepper="csa")
    for g in gens:
        gen(st, g, "washington_dc")
    sp(st, "union", "washington_dc", union_sp)
    gen(st, "jackson", "culpepper")
    sp(st, "csa", "culpepper", csa_sp)
    move(st, "csa", ("corps", "jackson"))
    play(st, "csa", ("go", "manassas"))
    assert step(st) == "intercept"
    return st


def test_an_interceptor_keeps_its_generals_when_one_sp_does_it_5_10_c():
    # a corps takes its leader and one more: two generals stay, and 1 SP left
    # with them keeps them within 5.5's limit (else one goes to the turn track)
    st = interception(("burnside", "banks", "buell", "curtis"), 5, 3)
    legal = GAME.legal(st, "union")
    assert ("intercept", "washington_dc", "limits") in legal and ("intercept", "washington_dc") in legal
    assert decide(st, "union") == ("intercept", "washington_dc", "limits")


def test_an_interceptor_takes_every_sp_when_the_battle_needs_them_5_10_c():
    # four generals left behind need 3 SP: the corps would go with 3 SP of 6
    # against 5; it goes whole, and leaves a general to the turn track
    st = interception(("burnside", "banks", "buell", "curtis", "hooker", "pope"), 8, 5)
    assert ("intercept", "washington_dc", "limits") in GAME.legal(st, "union")
    assert decide(st, "union") == ("intercept", "washington_dc")


# -- the Union's idle mass at Washington in the campaign (5.4, 5.26, 5.31) -----------------------

def idle_washington(turn=6):
    """The campaign in Spring 1862 (turn 6 of 13): the Union holds the
    states around Washington (their resource centres destroyed, the
    Confederate capital gone to Montgomery, 5.28), so what it must still
    take is far off; Washington holds 24 Union SP and Grant, no enemy near."""
    st = blank("campaign")
    st["turn"], st["year"], st["phase"] = turn, 1862, "rounds"
    for state in ("VA", "WV", "MD", "DE", "NC", "KY", "TN"):
        for s in board.spaces_of(state):
            st["ctl"][s] = "union"
            if board.rc_value(s) and s not in st["rc_dead"]:
                st["rc_dead"].append(s)
        st["states"][state] = "union"
    st["capital"]["csa"] = "montgomery"
    sp(st, "union", "washington_dc", 24)
    gen(st, "grant", "washington_dc")
    return st


def ops_step(st, v=3):
    push(st, "ops", who="union", v=v, c=0)
    assert step(st) == "ops"


def test_the_mass_at_washington_becomes_a_field_army_5_4_5_26():
    st = idle_washington()
    ops_step(st)
    assert ("army", "washington_dc") in GAME.legal(st, "union")
    assert decide(st, "union") == ("army", "washington_dc")


def test_the_army_at_washington_marches_on_the_objectives_5_31():
    st = idle_washington()
    army(st, "u_potomac", "washington_dc", 12, "grant")
    M.add_sp(st, "union", "washington_dc", -12)
    ops_step(st)
    a = decide(st, "union")
    assert a == ("move", "army", "u_potomac")
    play(st, "union", a)
    far = [s for s in M.S.NAME if board.rc_value(s) and M.ctl(st, s) == "csa"]
    nearest = min(dists("washington_dc")[s] for s in far if s in dists("washington_dc"))
    while step(st) == "move" and GAME.active(st) == ["union"]:
        a = decide(st, "union")
        assert a in GAME.legal(st, "union")
        play(st, "union", a)
        if a == ("stop",):
            break
    at = st["armies"]["u_potomac"]["at"]
    assert at != "washington_dc"
    assert min(dists(at)[s] for s in far if s in dists(at)) < nearest
