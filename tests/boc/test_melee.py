"""Badges of Courage, section 7 (Melee): declaring (7.1, 7.8), the order of
combat turns and the rounds (7.2), terrain, artillery, HQs and cavalry
(7.3-7.6), retreats (7.7), unsupported melee (7.8), regroup (7.9), and the
rulebook's melee example."""

import random

import pytest

from pyapp.games.boc import GAME
from pyapp.games.boc import data as D
from pyapp.games.boc import terrain as T

from .position import act, add, blank, forced, handle, legal, phase, refused, step, strength, verbs


def to_move(st, side, *hqs):
    """Command Phase (activate ``hqs`` in place), an empty Fire Phase: the Move Phase."""
    phase(st, side, "command")
    for h in hqs:
        st = act(st, side, ("activate", h, st["pos"][h]))
    st = act(st, side, ("done",), ("done",))
    assert step(st) == "move"
    return st


def end_moves(st, side):
    """End the Move Phase; the enemy shows what the rules reveal."""
    st = act(st, side, ("done",))
    while step(st) == "show":
        st = act(st, GAME.active(st)[0], ("show",))
    return st


def resolve(st, side, hx):
    st = act(st, side, ("resolve", hx))
    while step(st) == "show":
        st = act(st, GAME.active(st)[0], ("show",))
    assert step(st) == "melee"
    return st


def actors(st):
    """(side, {block ids}) of the blocks whose combat turn it is."""
    role = GAME.active(st)[0]
    ids = {st["sealed"][a[1]][0] for a in legal(st, role) if len(a) > 1}
    return role, ids


# -- the rulebook's melee example -----------------------------------------------------------

@pytest.fixture
def example(monkeypatch):
    """7.2 sidebar: the USA defends a clear hex with B3 infantry, C2 infantry and A3
    artillery; the CSA attacks with A3 infantry across a woods hexside and B2
    infantry across a clear hexside. (Our orders of battle have no B3 Union or A3
    Confederate infantry: two blocks are given those values for the example.)"""
    monkeypatch.setitem(D.BLOCKS["u-cutler"], "fire", 3)          # B3 infantry
    monkeypatch.setitem(D.BLOCKS["c-kershaw"], "fire", 3)         # A3 infantry
    assert T.terrain("B12") == "clear"
    assert T.melee_penalty("A12", "B12") == 1 and "woods" in T.features("A12", "B12")
    assert T.melee_penalty("C12", "B12") == 0 and not T.features("C12", "B12")
    st = blank()
    usa = {"B3": add(st, "u-cutler", "B12"), "C2": add(st, "u-vongilsa", "B12"),
           "A3art": add(st, "u-ransom", "B12")}
    hq = add(st, "c-mclaws-hq", "C13")
    a3 = add(st, "c-kershaw", "A12")                    # A, across woods
    b2 = add(st, "c-semmes", "C12")                     # B2, across clear
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", a3, "B12"), ("attack", b2, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    return st


def test_melee_example_order_of_combat_turns(example):
    # digest 5.6.4: round 1 and 2: USA artillery (A) -> CSA A infantry -> USA B3 ->
    # CSA B2 -> USA C2; round 3 the same, the CSA blocks retreating in their turns,
    # USA C2 acting only if an enemy is still in the hex.
    st = example
    expected = [("usa", "u-ransom"), ("csa", "c-kershaw"), ("usa", "u-cutler"), ("csa", "c-semmes"),
                ("usa", "u-vongilsa")]
    for rnd in (1, 2):
        for side, ident in expected:
            assert st["flow"][-1]["rnd"] == rnd
            assert actors(st) == (side, {ident})
            h = handle(st, ident)
            assert ("fight", h) in legal(st, side)
            with forced([6] * strength(st, h)):
                st = act(st, side, ("fight", h))
    assert st["flow"][-1]["rnd"] == 3
    # round 3
    assert actors(st) == ("usa", {"u-ransom"})
    with forced([6, 6, 6]):
        st = act(st, "usa", ("fight", handle(st, "u-ransom")))
    a3 = handle(st, "c-kershaw")
    assert actors(st) == ("csa", {"c-kershaw"})
    assert legal(st, "csa") == [("retreat", a3, "A12")]       # no melee in round 3
    assert refused(st, "csa", ("fight", a3)).rule == "7.2"
    st = act(st, "csa", ("retreat", a3, "A12"))
    assert actors(st) == ("usa", {"u-cutler"})
    with forced([6, 6, 6]):
        st = act(st, "usa", ("fight", handle(st, "u-cutler")))
    b2 = handle(st, "c-semmes")
    assert legal(st, "csa") == [("retreat", b2, "C12")]
    st = act(st, "csa", ("retreat", b2, "C12"))
    # no attacker left: the USA C2 has no combat turn; the melee ends, the USA wins
    assert legal(st, "csa") == [("end",)]
    st = act(st, "csa", ("end",))
    assert step(st) == "regroup" and GAME.active(st) == ["usa"]
    assert st["melees"] == []


def test_melee_example_firepower_by_round(example):
    # 7.3: the woods penalty costs the A3 attacker 1 in round 1 only; 7.4: artillery
    # defends at 3 in round 1, then 1.
    st = example
    art = handle(st, "u-ransom")
    with forced([3, 3, 3]):                               # strength 3, A3: 3 hits
        st = act(st, "usa", ("fight", art))
    # the hits go to the strongest attacker: Kershaw (4) then ties...
    while step(st) == "mhit":
        st = act(st, GAME.active(st)[0], legal(st, GAME.active(st)[0])[0])
    assert strength(st, handle(st, "c-kershaw")) + strength(st, handle(st, "c-semmes")) == 6 - 3
    k = handle(st, "c-kershaw")
    s_k = strength(st, k)
    rolls = [2] * (s_k - 1) + [3]                          # A3 - 1 (woods): hits on 1-2
    with forced(rolls):
        st = act(st, "csa", ("fight", k))
    while step(st) == "mhit":
        st = act(st, GAME.active(st)[0], legal(st, GAME.active(st)[0])[0])
    usa_left = sum(strength(st, handle(st, i)) for i in ("u-ransom", "u-cutler", "u-vongilsa")
                   if handle(st, i) in st["pos"])
    assert usa_left == 3 + 2 + 3 - (s_k - 1)


def test_the_view_gives_each_known_blocks_melee_firepower_by_round(example):
    """7.2-7.6 as the table shows them before a player commits (the view's
    melee_fire): the A3 attacker across woods fires at 2 in round 1, 3 after;
    the artillery defends at 3, then 1; each side sees the values it may know."""
    st = example
    for role in ("usa", "csa"):
        fire = GAME.view(st, role)["melee_fire"]["B12"]
        assert fire[handle(st, "c-kershaw")] == [2, 3]
        assert fire[handle(st, "c-semmes")] == [2, 2]
        assert fire[handle(st, "u-ransom")] == [3, 1]
        assert fire[handle(st, "u-cutler")] == [3, 3]


def test_the_view_gives_the_command_range_of_the_hqs_a_side_may_know():
    """4.5 for the table: each known HQ's range from the engine; an enemy HQ
    face down is not there."""
    from pyapp.games.boc import command as C
    st = blank()
    mine = add(st, "c-mclaws-hq", "C13")
    theirs = add(st, "u-sickles-hq", "K10")
    view = GAME.view(st, "csa")
    rng = D.BLOCKS["c-mclaws-hq"]["range"]
    assert view["command_range"][mine] == sorted(C.in_range(st, "csa", "C13", rng))
    assert theirs not in view["command_range"]
    assert theirs in GAME.view(st, "usa")["command_range"]


def test_artillery_melees_at_1_after_round_1():
    st = blank()
    gun = add(st, "u-ransom", "B12")                     # A3, 3 steps
    hq = add(st, "c-mclaws-hq", "C13")
    att = add(st, "c-kershaw", "C12")                    # A2, 4 steps
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([6, 6, 6]):
        st = act(st, "usa", ("fight", gun))
    with forced([6, 6, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-kershaw")))
    assert st["flow"][-1]["rnd"] == 2
    with forced([1, 2, 2]):                               # round 2: A1, one hit
        st = act(st, "usa", ("fight", gun))
    assert strength(st, handle(st, "c-kershaw")) == 3


def test_artillery_cannot_attack_hqs_cannot_attack():
    st = blank()
    hq = add(st, "u-hunt-hq", "B11")
    gun = add(st, "u-ransom", "B11")
    dhq = add(st, "u-wadsworth-hq", "C11")
    add(st, "c-pettigrew", "B12")
    st = to_move(st, "usa", hq)
    assert not [a for a in legal(st, "usa") if a[0] in ("attack", "unsupported") and a[1] in (gun, dhq)]


# -- 7.1: declaring a melee ------------------------------------------------------------------

def test_melee_needs_command():
    st = blank()
    add(st, "u-wadsworth-hq", "B9")
    inf = add(st, "u-cutler", "B11")
    add(st, "c-pettigrew", "B12")
    st = to_move(st, "usa")                               # no HQ active
    assert ("attack", inf, "B12") not in legal(st, "usa")
    assert refused(st, "usa", ("attack", inf, "B12")).rule == "7.1"
    assert ("unsupported", inf, "B12") in legal(st, "usa")   # 7.8 needs no command


def test_berdan_melees_without_command():
    st = blank()
    berdan = add(st, "u-berdan", "B11")
    add(st, "c-pettigrew", "B12")
    st = to_move(st, "usa")
    assert ("attack", berdan, "B12") in legal(st, "usa")


def test_one_attacker_per_hexside():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "C10")
    a = add(st, "u-cutler", "B11")
    b = add(st, "u-meredith", "B11")
    add(st, "c-pettigrew", "B12")
    st = to_move(st, "usa", hq)
    st = act(st, "usa", ("attack", a, "B12"))
    assert ("attack", b, "B12") not in legal(st, "usa")
    assert refused(st, "usa", ("attack", b, "B12")).rule == "7.1"


def test_attackers_limited_to_the_defender_hex_stacking():
    # 6.2/7.1: up to 3 attackers into a woods hex (A12 holds 3).
    assert T.stacking("A12") == 3 and len(T.neighbours("A12")) == 4
    st = blank()
    hq = add(st, "u-caldwell-hq", "C12")                 # II.1: four brigades
    att = [add(st, i, n) for i, n in zip(("u-cross", "u-kelly", "u-zook", "u-brooke"),
                                         T.neighbours("A12"))]
    add(st, "c-pettigrew", "A12")
    st = to_move(st, "usa", hq)
    assert all(("attack", h, "A12") in legal(st, "usa") for h in att)
    for h in att[:3]:
        st = act(st, "usa", ("attack", h, "A12"))
    assert ("attack", att[3], "A12") not in legal(st, "usa")
    assert refused(st, "usa", ("attack", att[3], "A12")).rule == "7.1"


def test_a_block_that_fired_cannot_attack():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "C10")
    inf = add(st, "u-cutler", "B11")
    add(st, "c-pettigrew", "B12")
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "C10"), ("done",))
    with forced([6, 6, 6]):
        st = act(st, "usa", ("fire", inf, "B12", [x for x in verbs(st, "usa", "fire") if x[1] == inf][0][3], ""))
    st = act(st, "usa", ("done",))
    assert not [a for a in legal(st, "usa") if len(a) > 1 and a[1] == inf]
    assert refused(st, "usa", ("attack", inf, "B12")).rule == "6.1"


def test_melee_reveals_every_block_in_it():
    st = blank()
    hq = add(st, "c-mclaws-hq", "C13")
    att = add(st, "c-kershaw", "C12")
    d1 = add(st, "u-cutler", "B12")
    d2 = add(st, "u-vongilsa", "B12")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    assert att in st["up"]
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    assert d1 in st["up"] and d2 in st["up"]


# -- 7.2: letters, defender first, round 3 -----------------------------------------------------

def test_third_round_example_b_attacker_against_a_defender():
    # 7.2 sidebar: a CSA "B" attacker against a USA "A" defender retreats in round 3,
    # but only after the USA unit has meleed.
    st = blank()
    dfd = add(st, "u-meredith", "B12")                    # A2
    hq = add(st, "c-heth-hq", "C13")
    att = add(st, "c-archer", "C12")                      # B2
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    for _ in range(2):
        assert actors(st) == ("usa", {"u-meredith"})
        with forced([6] * 3):
            st = act(st, "usa", ("fight", dfd))
        with forced([6] * 2):
            st = act(st, "csa", ("fight", handle(st, "c-archer")))
    assert st["flow"][-1]["rnd"] == 3 and actors(st) == ("usa", {"u-meredith"})
    with forced([6] * 3):
        st = act(st, "usa", ("fight", dfd))
    assert legal(st, "csa") == [("retreat", att, "C12")]


def test_third_round_example_a_attacker_against_b_defender():
    # ... while a CSA "A" attacker against a USA "B" defender retreats in round 3
    # before the USA unit can strike.
    st = blank()
    dfd = add(st, "u-cutler", "B12")                      # B2
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")                         # A2
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    for _ in range(2):
        assert actors(st) == ("csa", {"c-law"})
        with forced([6] * 3):
            st = act(st, "csa", ("fight", handle(st, "c-law")))
        with forced([6] * 3):
            st = act(st, "usa", ("fight", dfd))
    assert st["flow"][-1]["rnd"] == 3 and actors(st) == ("csa", {"c-law"})
    assert legal(st, "csa") == [("retreat", handle(st, "c-law"), "C12")]
    st = act(st, "csa", ("retreat", handle(st, "c-law"), "C12"))
    assert legal(st, "csa") == [("end",)]                # the USA never strikes in round 3


def test_same_letter_same_side_owner_chooses_order():
    st = blank()
    d1 = add(st, "u-cutler", "B12")                       # B
    d2 = add(st, "u-paul", "B12")                         # B
    hq = add(st, "c-heth-hq", "C13")
    att = add(st, "c-archer", "C12")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    side, ids = actors(st)
    assert side == "usa" and ids == {"u-cutler", "u-paul"}


def test_attacker_wins_when_no_defender_is_left():
    st = blank()
    dfd = add(st, "u-cross", "B12")                       # B2, 1 step
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")                         # A2, 3 steps
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([1, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    assert dfd in st["dead"] and st["elim"]["usa"] == 1
    assert legal(st, "csa") == [("end",)]
    st = act(st, "csa", ("end",))
    assert step(st) == "regroup" and GAME.active(st) == ["csa"]
    assert st["pos"][handle(st, "c-law")] == "B12"


# -- 7.4-7.6: HQs, cavalry ---------------------------------------------------------------------

def test_hqs_take_the_last_hit_in_melee():
    st = blank()
    dhq = add(st, "u-wadsworth-hq", "B12")               # 3
    inf = add(st, "u-cross", "B12")                       # 1
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([1, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    assert inf in st["dead"] and strength(st, dhq) == 3


def test_hqs_cannot_melee_as_attacker_side_and_defend_with_their_strength():
    st = blank()
    dhq = add(st, "u-wadsworth-hq", "B12")               # B1, 3
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([6, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    assert actors(st) == ("usa", {"u-wadsworth-hq"})
    assert ("fight", dhq) in legal(st, "usa")
    with forced([1, 2, 2]):                               # B1: one hit
        st = act(st, "usa", ("fight", dhq))
    assert strength(st, handle(st, "c-law")) == 2


def test_an_hq_at_zero_is_eliminated_by_a_hit():
    st = blank()
    dhq = add(st, "u-wadsworth-hq", "B12", strength=0)
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([1, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    assert dhq in st["dead"] and st["elim"]["usa"] == 1


def test_cavalry_minus_one_attacking_in_round_1():
    st = blank()
    dfd = add(st, "u-cutler", "B12")                      # 3 steps
    hq = add(st, "c-stuart-hq", "C13")
    cav = add(st, "c-hampton", "C12")                      # A2 cavalry, 3 steps
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", cav, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([1, 2, 2]):                               # A2 - 1 = A1: one hit
        st = act(st, "csa", ("fight", handle(st, "c-hampton")))
    assert strength(st, dfd) == 2


def test_cavalry_plus_one_defending_in_round_1_only():
    st = blank()
    cav = add(st, "u-gamble", "B12")                       # B2 cavalry, 3 steps
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")                          # 3 steps
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([6, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    with forced([3, 3, 4]):                                # B2 + 1 = B3: two hits
        st = act(st, "usa", ("fight", cav))
    assert strength(st, handle(st, "c-law")) == 1
    with forced([6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    with forced([3, 3, 3]):                                # round 2: B2, no hit
        st = act(st, "usa", ("fight", cav))
    assert strength(st, handle(st, "c-law")) == 1


def test_berdan_melees_at_1():
    st = blank()
    dfd = add(st, "c-pettigrew", "B12")                   # 4
    berdan = add(st, "u-berdan", "B11")                   # A3 fire, A1 melee
    st = to_move(st, "usa")
    st = act(st, "usa", ("attack", berdan, "B12"))
    st = end_moves(st, "usa")
    st = resolve(st, "usa", "B12")
    assert actors(st) == ("usa", {"u-berdan"})
    with forced([2]):
        st = act(st, "usa", ("fight", berdan))
    assert strength(st, dfd) == 4


# -- 7.7: retreats ---------------------------------------------------------------------------

def _one_on_one(att_hex="C12", extra=()):
    st = blank()
    dfd = add(st, "u-cutler", "B12")
    for ident, hx in extra:
        add(st, ident, hx)
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", att_hex)
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    return st, att, dfd


def test_attacker_retreats_only_whence_it_came():
    st, att, dfd = _one_on_one()
    assert [a for a in legal(st, "csa") if a[0] == "retreat"] == [("retreat", att, "C12")]


def test_defender_retreats_to_friendly_before_neutral_never_enemy():
    # B12's neighbours: A12, B13, C12 (the attacker's), C11, B11, A11.
    st, att, dfd = _one_on_one(extra=(("u-paul", "A11"), ("c-archer", "C11")))
    with forced([6, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    rets = {a[2] for a in legal(st, "usa") if a[0] == "retreat"}
    friendly = {n for n in T.neighbours("B12") if st["ctrl"].get(n) == "usa"}
    assert friendly and rets == friendly
    assert not any(st["ctrl"].get(n) == "csa" for n in rets)


def test_defender_retreats_to_neutral_when_no_friendly():
    st, att, dfd = _one_on_one(extra=(("c-archer", "A11"), ("c-davis", "C11")))
    with forced([6, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    rets = {a[2] for a in legal(st, "usa") if a[0] == "retreat"}
    assert rets
    assert all(st["ctrl"].get(n) is None for n in rets)
    assert not any(st["ctrl"].get(n) == "csa" for n in rets)


def test_no_retreat_into_another_melee_hex():
    st = blank()
    d1 = add(st, "u-cutler", "B12")
    add(st, "u-paul", "B11")
    hq = add(st, "c-hood-hq", "C13")
    a1 = add(st, "c-law", "C12")
    a2 = add(st, "c-robertson", "C11")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", a1, "B12"), ("attack", a2, "B11"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([6, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    rets = {a[2] for a in legal(st, "usa") if a[0] == "retreat"}
    assert "B11" not in rets


def test_one_retreat_per_hexside_per_round():
    st = blank()
    d1 = add(st, "u-cutler", "B12")
    d2 = add(st, "u-paul", "B12")
    # only one Friendly neighbour: B11 (USA-held); the rest CSA or Neutral
    add(st, "u-baxter", "B11")
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    add(st, "c-archer", "A11")
    add(st, "c-davis", "B13")
    add(st, "c-pettigrew", "A12")
    add(st, "c-perry", "C11")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([6, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    first = [a for a in legal(st, "usa") if a[0] == "retreat"]
    assert {a[2] for a in first} == {"B11"}
    st = act(st, "usa", first[0])
    assert [a for a in legal(st, "usa") if a[0] == "retreat"] == []


def test_attacker_with_nowhere_to_go_is_eliminated_in_round_3():
    # RULES_NOTES 7.7: the hex it attacked from is full by round 3: eliminated.
    st = blank()
    dfd = add(st, "u-cutler", "B12")
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    for i in ("c-robertson", "c-gt-anderson", "c-benning"):
        add(st, i, "C12")
    filler = add(st, "c-kershaw", "D13")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"), ("move", filler, "C12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    for _ in range(2):
        with forced([6, 6, 6]):
            st = act(st, "csa", ("fight", handle(st, "c-law")))
        with forced([6, 6, 6]):
            st = act(st, "usa", ("fight", dfd))
    law = handle(st, "c-law")
    assert legal(st, "csa") == [("retreat", law, "")]
    st = act(st, "csa", ("retreat", law, ""))
    assert law in st["dead"] and st["elim"]["csa"] == 1


def test_terrain_penalty_applies_to_the_attacker_in_round_1_only():
    # 7.3: the woods hexside A12/B12 costs the attacker 1 in round 1, nothing later.
    assert T.melee_penalty("A12", "B12") == 1
    st = blank()
    dfd = add(st, "u-cutler", "B12")                      # B2, 3 steps
    hq = add(st, "c-hood-hq", "B13")
    att = add(st, "c-law", "A12")                         # A2, 3 steps
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([1, 2, 2]):                               # A2 - 1: hits on 1 only
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    assert strength(st, dfd) == 2
    with forced([6, 6]):
        st = act(st, "usa", ("fight", dfd))
    with forced([2, 2, 3]):                               # round 2: A2, hits on 1-2
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    assert dfd in st["dead"]


# -- 7.8: unsupported melee ------------------------------------------------------------------

def test_unsupported_melee_one_unit_two_rounds():
    st = blank()
    dfd = add(st, "u-cutler", "B12")
    a1 = add(st, "c-law", "C12")
    a2 = add(st, "c-robertson", "C11")
    st = to_move(st, "csa")
    st = act(st, "csa", ("unsupported", a1, "B12"))
    assert ("unsupported", a2, "B12") not in legal(st, "csa")  # 1 unit per melee hex
    assert ("attack", a2, "B12") not in legal(st, "csa")       # nor support it
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([6, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    with forced([6, 6, 6]):
        st = act(st, "usa", ("fight", dfd))
    assert st["flow"][-1]["rnd"] == 2
    assert legal(st, "csa") == [("retreat", handle(st, "c-law"), "C12")]


def test_unsupported_melee_cannot_join_a_normal_melee():
    st = blank()
    add(st, "u-cutler", "B12")
    hq = add(st, "c-hood-hq", "C13")
    a1 = add(st, "c-law", "C12")
    a2 = add(st, "c-robertson", "C11")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", a1, "B12"))
    assert ("unsupported", a2, "B12") not in legal(st, "csa")


# -- 7.9: regroup --------------------------------------------------------------------------

def test_regroup_after_a_won_melee():
    st = blank()
    dfd = add(st, "u-cross", "B12")
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    add(st, "c-robertson", "B13")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    with forced([1, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    st = act(st, "csa", ("end",))
    assert step(st) == "regroup"
    acts = legal(st, "csa")
    ins = {(st["sealed"][a[1]][0], a[2]) for a in acts if a[0] == "in"}
    outs = {a[2] for a in acts if a[0] == "out"}
    assert ("c-robertson", "B13") in ins
    assert all(st["ctrl"].get(n) == "csa" for n in outs | {a[2] for a in acts if a[0] == "in"})
    # one unit per hexside, both directions together
    rob = handle(st, "c-robertson")
    st = act(st, "csa", ("in", rob, "B13"))
    assert not [a for a in legal(st, "csa") if a[0] in ("in", "out") and a[2] == "B13"]
    st = act(st, "csa", ("done",))
    assert st["pos"][rob] == "B12"


def test_an_attacker_at_firepower_0_in_round_1_holds_and_strikes_from_round_2(monkeypatch):
    """7.3: the hexside penalty is the attacker's in the first round only and
    may reach 0: such an attacker stays in the melee without dice (it is not
    made to retreat), and strikes in the second round at its full firepower."""
    monkeypatch.setitem(D.BLOCKS["c-kershaw"], "fire", 1)          # A1 across woods (-1): 0 in round 1
    assert T.melee_penalty("A12", "B12") == 1
    st = blank()
    d = add(st, "u-vongilsa", "B12")                               # C2: the CSA's A acts before it
    hq = add(st, "c-mclaws-hq", "C13")
    a = add(st, "c-kershaw", "A12")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", a, "B12"))
    st = end_moves(st, "csa")
    st = resolve(st, "csa", "B12")
    assert GAME.view(st, "csa")["melee_fire"]["B12"][a] == [0, 1]
    assert actors(st) == ("csa", {"c-kershaw"})
    assert ("stand", a) in legal(st, "csa") and ("fight", a) not in legal(st, "csa")
    st = act(st, "csa", ("stand", a))
    assert any(e["rule"] == "7.3" for e in GAME.take_events(st))
    assert a in st["pos"] and st["pos"][a] == "B12"                 # still in the melee
    with forced([6, 6]):
        st = act(st, "usa", ("fight", d))                            # the defender's C: misses
    assert st["flow"][-1]["rnd"] == 2 and actors(st) == ("csa", {"c-kershaw"})
    assert ("fight", a) in legal(st, "csa")


def test_artillery_in_a_melee_hex_stays_face_up(example):
    """5.31 with 7.1: a hex the enemy has entered to melee is a front line:
    its artillery does not stand up when movement is over (the melee needs
    its value on both devices)."""
    st = example
    assert handle(st, "u-ransom") in st["up"]


# -- hotseat (issue 32): a melee between revealed blocks needs no hand-over ---------------------

class _Table:
    """What ``web.handover`` reads of a match."""
    game = GAME

    def __init__(self, st):
        self.state, self.start = st, st

    def active(self):
        return GAME.active(self.state)

    def result(self):
        return GAME.result(self.state)


def test_a_hotseat_melee_is_played_without_handing_the_device_over():
    """7.1: every block in a melee is revealed, so its combat turns and tied
    hits are decided on what both sides see: the device is not handed over
    between them (it was, at every combat turn), the public view is drawn,
    and the next decision on a side's secrets covers the board again. A
    combat turn with one way to take it is played at once (7.2)."""
    from web.handover import BOTH, Handover
    st = blank()
    add(st, "u-cross", "B12", strength=4)
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    phase(st, "csa", "command")
    st = act(st, "csa", ("activate", hq, st["pos"][hq]), ("done",), ("done",))
    st = act(st, "csa", ("attack", att, "B12"), ("done",))
    table, h = _Table(st), Handover()
    h.take("csa")
    covers, open_turns, union_open, rnd = 0, 0, False, random.Random(6)
    while GAME.active(st) and st["side"] == "csa" and step(st) != "supply":
        role = GAME.active(st)[0]
        action = GAME.forced(st, role)
        if action is None:
            table.state = st
            if h.pending(table, BOTH):
                covers += 1
                h.take(role)
            if GAME.open_decision(st, role):
                open_turns += 1
                union_open = union_open or role == "usa"
                assert h.view_role(table, BOTH) is None or role == h.at_device
            lg = GAME.legal(st, role)
            action = rnd.choice([a for a in lg if a[0] != "retreat"] or lg)
        st = GAME.apply(st, role, action)
    assert open_turns >= 2                     # the defender's turns were asked, in the open
    assert covers <= 1, covers                 # at most once: back to the attacker's secrets
    table.state = st
    assert union_open
    # the public view ended with one cover, for the attacker's next secret decision
    # (a regroup, or else the Supply Phase)
    assert covers == 1 or h.pending(table, BOTH) == "csa"


def test_only_a_melee_is_decided_in_the_open():
    st = blank()
    add(st, "u-cutler", "B10")
    phase(st, "usa", "move")
    assert not GAME.open_decision(st, "usa")
