"""Badges of Courage, section 5 (Fire): who may fire at what (5.1, 5.21, 5.3),
firepower and terrain (5.2, 5.22), where the hits go (5.23, 5.24), long range,
repulse and revealed artillery (5.31, 5.32), and the rulebook's examples."""

import pytest

from pyapp.games.boc import data as D
from pyapp.games.boc import terrain as T

from .position import act, add, blank, d, forced, handle, legal, phase, refused, step, strength, value, verbs


def fire_phase(st, side, *hqs):
    """Command Phase: activate ``hqs`` where they stand, then on to the Fire Phase."""
    phase(st, side, "command")
    for h in hqs:
        st = act(st, side, ("activate", h, st["pos"][h]))
    st = act(st, side, ("done",))
    assert step(st) == "fire"
    return st


def targets(st, side, h):
    return {a[2] for a in verbs(st, side, "fire") if a[1] == h}


# -- 5.2: the firing procedure and its example ------------------------------------------

def test_example_three_strength_b2_rolls_three_dice_hits_on_1_or_2():
    # 5.2: "para disparar una Infanteria 3, tire 3 dados. Si la potencia de fuego es B2,
    # consigue impacto con cada resultado de 1 o 2".
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")                      # B2, 3 steps
    foe = add(st, "c-pettigrew", "B10")                  # 4 steps
    assert D.BLOCKS["u-cutler"]["letter"] == "B" and D.BLOCKS["u-cutler"]["fire"] == 2
    st = fire_phase(st, "usa", hq)
    with forced([1, 2, 3]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    assert [r for _s, r in st["lr"]] == [1, 2, 3]
    assert step(st) == "hits" and st["flow"][-1]["n"] == 2
    st = act(st, "csa", ("hit", foe), ("hit", foe))
    assert strength(st, foe) == 2
    assert inf in st["up"]                               # 5.2: the firer is revealed
    assert foe not in st["up"]                           # 5.23: hits are applied secretly


def test_misses_above_firepower_give_no_hits():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    foe = add(st, "c-pettigrew", "B10")
    st = fire_phase(st, "usa", hq)
    with forced([3, 4, 6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    assert step(st) == "fire" and strength(st, foe) == 4


def test_dice_equal_current_strength():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9", strength=1)
    add(st, "c-pettigrew", "B10")
    st = fire_phase(st, "usa", hq)
    with forced([6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    assert len(st["lr"]) == 1


# -- 5.1: command, adjacency ---------------------------------------------------------------

def test_only_blocks_under_command_fire():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")                 # range 2
    near = add(st, "u-cutler", "B9")
    other_div = add(st, "u-paul", "C9")                  # I.2, not Wadsworth's division
    add(st, "c-pettigrew", "B10")
    add(st, "c-archer", "C10")
    st = fire_phase(st, "usa", hq)
    assert targets(st, "usa", near) == {"B10"}
    assert targets(st, "usa", other_div) == set()
    e = refused(st, "usa", ("fire", other_div, "C10", d("C9", "C10"), ""))
    assert e.rule == "5.1"


def test_no_active_hq_no_fire():
    st = blank()
    add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    add(st, "c-pettigrew", "B10")
    st = fire_phase(st, "usa")
    assert verbs(st, "usa", "fire") == []
    assert refused(st, "usa", ("fire", inf, "B10", d("B9", "B10"), "")).rule == "5.1"


def test_infantry_and_cavalry_fire_only_at_adjacent_hexes():
    st = blank()
    hq = add(st, "u-buford-hq", "B8")
    cav = add(st, "u-gamble", "B9")
    inf_hq = add(st, "u-wadsworth-hq", "C8")
    inf = add(st, "u-cutler", "C9")
    add(st, "c-pettigrew", "B11")                        # 2 hexes from B9 and C9
    st = fire_phase(st, "usa", hq, inf_hq)
    assert T.distance("B9", "B11") == 2 and T.distance("C9", "B11") == 2
    assert targets(st, "usa", cav) == set() and targets(st, "usa", inf) == set()


def test_hqs_never_fire():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B9")
    add(st, "c-pettigrew", "B10")
    st = fire_phase(st, "usa", hq)
    assert all(a[1] != hq for a in verbs(st, "usa", "fire"))


def test_a_block_fires_once_per_turn():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    add(st, "c-pettigrew", "B10")
    add(st, "c-archer", "C9")
    st = fire_phase(st, "usa", hq)
    with forced([6, 6, 6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    assert targets(st, "usa", inf) == set()
    assert refused(st, "usa", ("fire", inf, "C9", d("B9", "C9"), "")).rule == "5.1"


# -- 5.21: one firing unit per hexside of the firer's hex -----------------------------------

def test_one_firer_per_hexside():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    a = add(st, "u-cutler", "B9")
    b = add(st, "u-meredith", "B9")
    add(st, "c-pettigrew", "B10")
    add(st, "c-archer", "C9")
    st = fire_phase(st, "usa", hq)
    with forced([6, 6, 6]):
        st = act(st, "usa", ("fire", a, "B10", d("B9", "B10"), ""))
    # the B9/B10 hexside is used: B10 can no longer be fired at from B9 ...
    assert "B10" not in targets(st, "usa", b)
    assert refused(st, "usa", ("fire", b, "B10", d("B9", "B10"), "")).rule == "5.21"
    # ... but another hexside of B9 still can
    assert targets(st, "usa", b) == {"C9"}


def test_artillery_uses_the_hexside_of_its_cone_too():
    # 5.21: "una unidad por turno a traves de cada hexside" for artillery as well.
    st = blank()
    hq = add(st, "u-hunt-hq", "B8")
    art1 = add(st, "u-ransom", "B9")
    art2 = add(st, "u-fitzhugh", "B9")
    add(st, "c-pettigrew", "B10")
    st = fire_phase(st, "usa", hq)
    side = d("B9", "B10")
    with forced([6, 6, 6]):
        st = act(st, "usa", ("fire", art1, "B10", side, ""))
    assert all(a[3] != side for a in verbs(st, "usa", "fire") if a[1] == art2)


# -- 5.22: terrain penalties -------------------------------------------------------------------

def test_woods_hexside_costs_one_firepower():
    # 5.22: firing across woods: B2 becomes B1.
    assert T.fire_penalty("B12", "A12") == 1
    st = blank()
    hq = add(st, "u-wadsworth-hq", "C12")
    inf = add(st, "u-cutler", "B12")
    foe = add(st, "c-pettigrew", "A12")
    st = fire_phase(st, "usa", hq)
    with forced([1, 2, 2]):
        st = act(st, "usa", ("fire", inf, "A12", d("B12", "A12"), ""))
    # only the 1 hits (and A12 is a woods hex: one half hit)
    assert step(st) == "hits" and st["flow"][-1]["n"] == 1
    st = act(st, "csa", ("hit", foe))
    assert value(st, foe)[1:3] == [4, 1]


def test_penalty_reaching_zero_means_no_fire():
    # 5.22: penalties can reduce firepower to 0: the unit cannot fire there.
    assert D.BLOCKS["c-imboden"]["fire"] == 1 and T.fire_penalty("B12", "A12") == 1
    st = blank()
    hq = add(st, "c-stuart-hq", "C12")
    cav = add(st, "c-imboden", "B12")
    add(st, "u-cutler", "A12")
    add(st, "u-meredith", "C11")                        # across a clear hexside
    st = fire_phase(st, "csa", hq)
    assert targets(st, "csa", cav) == {"C11"}
    assert refused(st, "csa", ("fire", cav, "A12", d("B12", "A12"), "")).rule == "5.21"


# -- 5.23: hits to the strongest block, the owner choosing among ties -------------------------

def test_hits_go_to_the_strongest_block_owner_choosing_among_ties():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    s3a = add(st, "c-perrin", "B10")                    # 3
    s3b = add(st, "c-j-lane", "B10")                    # 3
    s1 = add(st, "c-perry", "B10")                      # 1
    st = fire_phase(st, "usa", hq)
    with forced([1, 1, 6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    assert set(legal(st, "csa")) == {("hit", s3a), ("hit", s3b)}
    assert refused(st, "csa", ("hit", s1)).rule == "5.23"
    st = act(st, "csa", ("hit", s3b))
    # now s3a (3) is the strongest alone
    assert legal(st, "csa") == [("hit", s3a)]
    st = act(st, "csa", ("hit", s3a))
    assert sorted([strength(st, s3a), strength(st, s3b), strength(st, s1)]) == [1, 2, 2]
    assert step(st) == "fire"


def test_fire_hits_hqs_like_any_block():
    # RULES_NOTES 5.23 (DECIDED): in the Fire Phase the strongest block takes the hit, HQs included.
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    chq = add(st, "c-hill-hq", "B10")                   # 3
    weak = add(st, "c-perry", "B10")                     # 1
    st = fire_phase(st, "usa", hq)
    with forced([1, 6, 6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    assert legal(st, "csa") == [("hit", chq)]
    st = act(st, "csa", ("hit", chq))
    assert strength(st, chq) == 2 and strength(st, weak) == 1


def test_last_step_at_short_range_eliminates_and_counts():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    foe = add(st, "c-perry", "B10")                     # 1 step
    st = fire_phase(st, "usa", hq)
    with forced([1, 6, 6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    st = act(st, "csa", ("hit", foe))
    assert foe not in st["pos"] and foe in st["dead"] and st["elim"]["csa"] == 1


def test_surplus_hits_are_lost_when_the_hex_is_empty():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    foe = add(st, "c-perry", "B10")
    st = fire_phase(st, "usa", hq)
    with forced([1, 1, 1]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    st = act(st, "csa", ("hit", foe))
    assert step(st) == "fire" and st["elim"]["csa"] == 1


# -- 5.24: double defence ---------------------------------------------------------------------

def test_d2_half_hits_go_to_the_same_block_and_two_make_a_step():
    assert T.d2("A12")
    st = blank()
    hq = add(st, "u-hunt-hq", "C12")
    art = add(st, "u-ransom", "B12")                     # A3: across woods A2
    a = add(st, "c-perrin", "A12")
    b = add(st, "c-j-lane", "A12")
    st = fire_phase(st, "usa", hq)
    with forced([1, 2, 6]):
        st = act(st, "usa", ("fire", art, "A12", d("B12", "A12"), ""))
    assert st["flow"][-1]["n"] == 2
    assert set(legal(st, "csa")) == {("hit", a), ("hit", b)}
    st = act(st, "csa", ("hit", b))
    assert value(st, b)[1:3] == [3, 1]                   # a half hit, no step yet
    assert legal(st, "csa") == [("hit", b)]              # the next hit: the same block
    assert refused(st, "csa", ("hit", a)).rule == "5.23"
    st = act(st, "csa", ("hit", b))
    # the stack is stirred after the hits (secrets.py): follow the blocks by id
    a, b = handle(st, "c-perrin"), handle(st, "c-j-lane")
    assert value(st, b)[1:3] == [2, 0] and value(st, a)[1:3] == [3, 0]


def test_a_half_hit_is_recovered_at_the_end_of_the_fire_phase():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "C12")
    inf = add(st, "u-cutler", "B12")
    foe = add(st, "c-perrin", "A12")
    st = fire_phase(st, "usa", hq)
    with forced([1, 6, 6]):
        st = act(st, "usa", ("fire", inf, "A12", d("B12", "A12"), ""))
    st = act(st, "csa", ("hit", foe))
    assert value(st, foe)[1:3] == [3, 1]
    st = act(st, "usa", ("done",))
    assert step(st) == "move"
    assert value(st, foe)[1:3] == [3, 0]


def test_a_half_hit_carries_to_the_next_firer_in_the_phase():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "C12")
    inf1 = add(st, "u-cutler", "B12")
    inf2 = add(st, "u-meredith", "B13")
    a = add(st, "c-perrin", "A12")
    b = add(st, "c-j-lane", "A12")
    st = fire_phase(st, "usa", hq)
    with forced([1, 6, 6]):
        st = act(st, "usa", ("fire", inf1, "A12", d("B12", "A12"), ""))
    st = act(st, "csa", ("hit", a))
    # the stack is stirred after the hits (secrets.py): follow the blocks by id
    with forced([1, 6, 6]):
        st = act(st, "usa", ("fire", inf2, "A12", d("B13", "A12"), ""))
    a = handle(st, "c-perrin")
    assert legal(st, "csa") == [("hit", a)]
    st = act(st, "csa", ("hit", a))
    assert value(st, handle(st, "c-perrin"))[1:3] == [2, 0]
    assert value(st, handle(st, "c-j-lane"))[1:3] == [3, 0]


# -- 5.3: artillery range, cone and line of sight -----------------------------------------------

def test_diagram_1_through_the_engine():
    # 5.3 Diagram 1: an artillery block at Q10 may fire at R11 (short range), R12,
    # S12, T12 and S11 (long range), not at S13 or T13.
    st = blank()
    hq = add(st, "u-hunt-hq", "Q9")
    art = add(st, "u-ransom", "Q10")                     # A3, long 1
    for hx in ("R11", "R12", "S12", "T12", "S11", "S13", "T13"):
        add(st, "c-perry", hx)
    st = fire_phase(st, "usa", hq)
    assert targets(st, "usa", art) == {"R11", "R12", "S12", "T12", "S11"}


def test_diagram_1_ranges_use_short_and_long_firepower():
    st = blank()
    hq = add(st, "u-hunt-hq", "Q9")
    art = add(st, "u-ransom", "Q10")                     # A3 short, A1 long, 3 steps
    add(st, "c-pettigrew", "R11")
    add(st, "c-davis", "R12")
    st = fire_phase(st, "usa", hq)
    side = d("Q10", "R11")
    pen = T.fire_penalty("Q10", "R11")
    with forced([1, 2, 3]):
        st = act(st, "usa", ("fire", art, "R11", side, ""))
    assert st["flow"][-1]["n"] == 3 - pen               # short range: 3 less the hexside
    st2 = blank()
    hq = add(st2, "u-hunt-hq", "Q9")
    art = add(st2, "u-ransom", "Q10")
    add(st2, "c-davis", "R12")
    st2 = fire_phase(st2, "usa", hq)
    with forced([1, 2, 3]):
        st2 = act(st2, "usa", ("fire", art, "R12", side, ""))
    assert st2["flow"][-1]["n"] == 1                     # long range: A1, no hexside penalty
    assert st2["flow"][-1]["long"] == 1


def test_artillery_range_is_three_hexes():
    st = blank()
    hq = add(st, "u-hunt-hq", "B8")
    art = add(st, "u-ransom", "B9")
    add(st, "c-pettigrew", "B12")                         # range 3
    add(st, "c-davis", "B13")                             # range 4
    st = fire_phase(st, "usa", hq)
    assert T.distance("B9", "B12") == 3 and T.distance("B9", "B13") == 4
    assert targets(st, "usa", art) == {"B12"}


def test_artillery_hexside_must_hold_the_target_in_its_cone():
    st = blank()
    hq = add(st, "u-hunt-hq", "B8")
    art = add(st, "u-ransom", "B9")
    add(st, "c-pettigrew", "B11")
    st = fire_phase(st, "usa", hq)
    sides = {a[3] for a in verbs(st, "usa", "fire") if a[1] == art}
    assert sides and sides == set(T.cone_sides("B9", "B11"))


# -- 5.31, 5.32: long range cannot eliminate, revealed artillery --------------------------------

def test_long_range_repulses_instead_of_eliminating():
    st = blank()
    hq = add(st, "u-hunt-hq", "B8")
    art = add(st, "u-huntington", "B9")                   # B3, long 2
    foe = add(st, "c-perry", "B11")                       # 1 step
    add(st, "c-archer", "C11")                            # a CSA hex next to B11
    st = fire_phase(st, "usa", hq)
    side = next(a[3] for a in verbs(st, "usa", "fire") if a[1] == art and a[2] == "B11")
    with forced([1, 6, 6]):
        st = act(st, "usa", ("fire", art, "B11", side, ""))
    st = act(st, "csa", ("hit", foe))
    assert step(st) == "repulse"
    dests = {a[2] for a in legal(st, "csa")}
    assert dests and all(st["ctrl"].get(x) == "csa" for x in dests)
    assert "B10" not in dests                             # Neutral (between both sides)
    assert "C11" in dests
    st = act(st, "csa", ("repulse", foe, "C11"))
    foe = handle(st, "c-perry")
    assert st["pos"][foe] == "C11" and strength(st, foe) == 1 and st["elim"]["csa"] == 0
    assert step(st) == "fire"


def test_repulse_with_no_friendly_hex_eliminates():
    # 5.32: no adjacent Friendly hex: the repulsed block is eliminated.
    st = blank()
    hq = add(st, "u-hunt-hq", "A8")
    art = add(st, "u-huntington", "B8")                   # B3, long 2
    foe = add(st, "c-perry", "B10")
    for n in T.neighbours("B10"):
        add(st, "u-paul", n)                              # every neighbour USA-held
    st = fire_phase(st, "usa", hq)
    side = next(a[3] for a in verbs(st, "usa", "fire") if a[1] == art and a[2] == "B10")
    with forced([1, 6, 6]):
        st = act(st, "usa", ("fire", art, "B10", side, ""))
    st = act(st, "csa", ("hit", foe))
    assert legal(st, "csa") == [("repulse", foe, "")]
    st = act(st, "csa", ("repulse", foe, ""))
    assert foe in st["dead"] and st["elim"]["csa"] == 1


def test_short_range_artillery_eliminates():
    st = blank()
    hq = add(st, "u-hunt-hq", "B8")
    art = add(st, "u-huntington", "B9")
    foe = add(st, "c-perry", "B10")
    st = fire_phase(st, "usa", hq)
    with forced([1, 6, 6]):
        st = act(st, "usa", ("fire", art, "B10", d("B9", "B10"), ""))
    st = act(st, "csa", ("hit", foe))
    assert foe in st["dead"]


def test_revealed_artillery_may_be_singled_out_and_takes_every_hit():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    big = add(st, "c-pettigrew", "B10")                   # 4: the strongest
    gun = add(st, "c-poague", "B10", up=True)             # 2, face up
    hidden_gun = add(st, "c-sumter", "C10")
    st = fire_phase(st, "usa", hq)
    shots = [a for a in verbs(st, "usa", "fire") if a[1] == inf and a[2] == "B10"]
    assert {a[4] for a in shots} == {"", gun}
    with forced([1, 1, 1]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), gun))
    # all hits to the artillery, the excess lost; the infantry is untouched
    assert gun in st["dead"] and strength(st, big) == 4 and step(st) == "fire"
    assert all(a[4] != hidden_gun for a in verbs(st, "usa", "fire"))


def test_unrevealed_artillery_cannot_be_singled_out():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    add(st, "c-pettigrew", "B10")
    gun = add(st, "c-poague", "B10")
    st = fire_phase(st, "usa", hq)
    assert all(a[4] == "" for a in verbs(st, "usa", "fire"))
    refused(st, "usa", ("fire", inf, "B10", d("B9", "B10"), gun))


def test_singled_out_artillery_at_long_range_is_repulsed_not_eliminated():
    st = blank()
    hq = add(st, "u-hunt-hq", "B8")
    art = add(st, "u-huntington", "B9")                   # B3 long 2
    add(st, "c-pettigrew", "B11")
    gun = add(st, "c-poague", "B11", up=True, strength=1)
    add(st, "c-archer", "C12")
    st = fire_phase(st, "usa", hq)
    side = next(a[3] for a in verbs(st, "usa", "fire") if a[1] == art and a[2] == "B11" and a[4] == gun)
    with forced([1, 1, 6]):
        st = act(st, "usa", ("fire", art, "B11", side, gun))
    assert step(st) == "repulse" and st["flow"][-1]["h"] == gun
    assert gun not in st["dead"] and strength(st, gun) == 1


def test_fire_phase_needs_no_enemy_fire_back():
    # 5.1: only the phasing player fires; the enemy rolls nothing in its place.
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    add(st, "c-pettigrew", "B10")
    st = fire_phase(st, "usa", hq)
    with forced([6, 6, 6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    assert all(s == "usa" for s, _r in st["lr"])
    assert legal(st, "csa") == []


def test_long_range_los_is_traced_through_the_firing_hexside():
    a, t = "A11", "B13"
    sides = T.cone_sides(a, t)
    open_sides = {s for s in sides if T.los(a, t, s)}
    assert open_sides and set(sides) - open_sides        # one side sees B13, another does not
    st = blank()
    hq = add(st, "u-hunt-hq", "A10")
    art = add(st, "u-ransom", a)
    add(st, "c-pettigrew", t)
    st = fire_phase(st, "usa", hq)
    offered = {x[3] for x in verbs(st, "usa", "fire") if x[1] == art and x[2] == t}
    assert offered == open_sides


def test_singled_out_artillery_keeps_double_defence():
    assert T.d2("A12")
    st = blank()
    hq = add(st, "u-wadsworth-hq", "C12")
    inf = add(st, "u-cutler", "B12")                      # B2 - 1 (woods) = B1
    gun = add(st, "c-poague", "A12", up=True)             # 2 steps, face up
    st = fire_phase(st, "usa", hq)
    with forced([1, 1, 6]):
        st = act(st, "usa", ("fire", inf, "A12", d("B12", "A12"), gun))
    # two half hits: one step
    assert gun in st["pos"] and strength(st, gun) == 1
