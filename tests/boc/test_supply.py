"""Badges of Courage, section 8 (Supply) and 9.73 (Night Supply): standing the
blocks up (8.1), activating HQs for supply and their points (8.2), the costs
and limits of a step (8.3), who may raise whom (8.2), night supply along a
supply line (8.4), and the rulebook's Meade example."""

import pytest

from pyapp.games.boc import data as D
from pyapp.games.boc import terrain as T

from .position import act, add, blank, handle, legal, phase, refused, step, strength, verbs

NIGHT = (1, 0)


def gives(st, hq, side="usa"):
    return {st["sealed"][a[2]][0] for a in verbs(st, side, "give") if a[1] == hq}


def supply(st, side="usa"):
    phase(st, side, "supply")
    assert step(st) == "supply"
    return st


# -- 8.1: the blocks stand up -----------------------------------------------------------------

def test_supply_phase_stands_blocks_up_except_front_line_artillery():
    st = blank()
    inf = add(st, "u-cutler", "B9", up=True)
    gun_front = add(st, "u-ransom", "B11", up=True)           # next to the CSA at B12
    gun_back = add(st, "u-fitzhugh", "B8", up=True)
    foe = add(st, "c-perry", "B12", up=True)
    supply(st)
    assert st["up"] == [gun_front]


def test_enemy_front_line_artillery_stays_revealed_too():
    st = blank()
    add(st, "u-cutler", "B11")
    gun = add(st, "c-poague", "B12", up=True)
    supply(st)
    assert gun in st["up"]


# -- 8.2: activation for supply ------------------------------------------------------------------

def test_activation_costs_a_step_and_gives_sp_equal_to_range():
    st = blank()
    hq = add(st, "u-reynolds-hq", "B8")                       # range 3
    units = [add(st, i, "B9", strength=1) for i in ("u-cutler", "u-meredith", "u-stannard", "u-paul")]
    st = supply(st)
    st = act(st, "usa", ("supply", hq, "B8"))
    assert strength(st, hq) == 2 and hq in st["up"]
    for _ in range(3):
        g = verbs(st, "usa", "give")
        st = act(st, "usa", g[0])
    assert verbs(st, "usa", "give") == []                     # 3 SP spent
    assert sum(strength(st, handle(st, i)) for i in ("u-cutler", "u-meredith", "u-stannard", "u-paul")) == 4 + 3


def test_supply_value_does_not_depend_on_strength():
    # the Meade example: strength 1, still 3 SP.
    st = blank()
    hq = add(st, "u-reynolds-hq", "B8", strength=1)
    for i in ("u-cutler", "u-meredith", "u-stannard", "u-paul"):
        add(st, i, "B9", strength=1)
    st = supply(st)
    st = act(st, "usa", ("supply", hq, "B8"))
    n = 0
    while verbs(st, "usa", "give"):
        st = act(st, "usa", verbs(st, "usa", "give")[0])
        n += 1
    assert n == 3 and strength(st, hq) == 0


def test_strength_0_hq_cannot_activate_for_supply():
    st = blank()
    hq = add(st, "u-reynolds-hq", "B8", strength=0)
    add(st, "u-cutler", "B9", strength=1)
    st = supply(st)
    assert verbs(st, "usa", "supply") == []
    assert refused(st, "usa", ("supply", hq, "B8")).rule == "8.2"


def test_hq_may_move_one_hex_into_a_friendly_hex_before_supplying():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    add(st, "c-perry", "B11")
    st = supply(st)
    dests = {a[2] for a in verbs(st, "usa", "supply") if a[1] == hq}
    assert dests == {"B8"} | {n for n in T.neighbours("B8") if st["ctrl"].get(n) == "usa"}


def test_an_hq_active_in_command_and_supply_pays_twice():
    # 8.1: "cada activacion cuesta 1 paso".
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"), ("done",), ("done",), ("done",))
    assert step(st) == "supply"
    hq = handle(st, "u-wadsworth-hq")
    st = act(st, "usa", ("supply", hq, st["pos"][hq]))
    assert strength(st, hq) == 1


# -- 8.3: costs and limits -------------------------------------------------------------------

def test_front_line_steps_cost_2_sp():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")                      # range 2: 2 SP
    front = add(st, "u-cutler", "B10", strength=1)            # next to the CSA at B11
    back = add(st, "u-meredith", "B9", strength=1)
    add(st, "c-perry", "B11")
    st = supply(st)
    st = act(st, "usa", ("supply", hq, "B8"))
    st = act(st, "usa", ("give", hq, front))
    assert strength(st, front) == 2
    assert verbs(st, "usa", "give") == []                      # 2 SP spent on one step


def test_a_unit_gets_at_most_one_step_a_phase():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    unit = add(st, "u-cutler", "B9", strength=1)
    hq2 = add(st, "u-reynolds-hq", "B7")
    st = supply(st)
    st = act(st, "usa", ("supply", hq, "B8"))
    st = act(st, "usa", ("give", hq, handle(st, "u-cutler")))
    assert not [a for a in verbs(st, "usa", "give") if st["sealed"][a[2]][0] == "u-cutler"]
    st = act(st, "usa", ("supply", hq2, "B7"))                # from another HQ neither
    assert "u-cutler" not in gives(st, hq2)


def test_no_block_above_its_full_strength():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    add(st, "u-cutler", "B9")                                  # full
    st = supply(st)
    st = act(st, "usa", ("supply", hq, "B8"))
    assert gives(st, hq) == set()


def test_supply_range_not_through_enemy_hexes():
    assert set(T.neighbours("B8")) & set(T.neighbours("B10")) == {"B9"}
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    add(st, "u-cutler", "B10", strength=1)
    add(st, "c-perry", "B9")
    st = supply(st)
    st = act(st, "usa", ("supply", hq, "B8"))
    assert "u-cutler" not in gives(st, hq)


def test_hqs_active_for_supply_cannot_receive_supply():
    # 8.3: a CHQ activated for supply cannot be raised by an AHQ activated in the same phase.
    st = blank()
    meade = add(st, "u-meade-hq", "B8")
    hancock = add(st, "u-hancock-hq", "B9", strength=2)
    add(st, "u-harrow", "B10", strength=1)
    st = supply(st)
    st = act(st, "usa", ("supply", hancock, "B9"), ("supply", meade, "B8"))
    assert "u-hancock-hq" not in gives(st, meade)


def test_an_hq_raised_this_phase_cannot_then_supply():
    # RULES_NOTES 8.3: a giver or a receiver in one Supply Phase, not both.
    st = blank()
    meade = add(st, "u-meade-hq", "B8")
    hancock = add(st, "u-hancock-hq", "B9", strength=1)
    add(st, "u-harrow", "B10", strength=1)
    st = supply(st)
    st = act(st, "usa", ("supply", meade, "B8"), ("give", meade, hancock))
    assert strength(st, hancock) == 2
    assert not [a for a in verbs(st, "usa", "supply") if a[1] == hancock]


# -- 8.2: who may raise whom -----------------------------------------------------------------------

def _raisable(hq_id, targets, hq_strength=3):
    """The block ids ``hq_id`` may raise among ``targets`` (each at strength 1, near it)."""
    st = blank()
    side = D.BLOCKS[hq_id]["side"]
    ahq = D.army(side)["ahq"]
    if hq_id != ahq:
        add(st, ahq, "A1")                 # on the map, far away: no temporary AHQ (4.6)
    hq = add(st, hq_id, "Q5", strength=hq_strength)
    spots = ["Q4", "R5", "Q6", "P5", "R6", "P6"]
    for i, t in enumerate(targets):
        add(st, t, spots[i % len(spots)], strength=1)
    st = supply(st, side)
    st = act(st, side, ("supply", hq, "Q5"))
    return gives(st, hq, side)


def test_dhq_raises_its_own_division_not_dhqs_not_corps_assets():
    got = _raisable("u-wadsworth-hq", ["u-cutler", "u-paul", "u-robinson-hq", "u-wainwright"])
    assert got == {"u-cutler"}


def test_chq_raises_its_corps_dhqs_and_assets_not_other_corps_or_chqs():
    got = _raisable("u-reynolds-hq", ["u-cutler", "u-robinson-hq", "u-wainwright", "u-harrow",
                                      "u-howard-hq", "u-hunt-hq"])
    assert got == {"u-cutler", "u-robinson-hq", "u-wainwright"}


def test_ahq_raises_anyone_but_itself():
    got = _raisable("u-meade-hq", ["u-cutler", "u-robinson-hq", "u-reynolds-hq", "u-hunt-hq",
                                   "u-pleasonton-hq", "u-ransom"], hq_strength=2)
    assert got == {"u-cutler", "u-robinson-hq", "u-reynolds-hq", "u-hunt-hq", "u-pleasonton-hq", "u-ransom"}
    assert "u-meade-hq" not in got


def test_lee_supplies_alexander_longstreet_does_not():
    # 4.2 sidebar: "Lee suministra a Alexander, no Longstreet".
    assert _raisable("c-lee-hq", ["c-alexander-hq"]) == {"c-alexander-hq"}
    assert _raisable("c-longstreet-hq", ["c-alexander-hq"]) == set()


def test_artillery_hq_raises_artillery_not_horse_artillery():
    got = _raisable("u-hunt-hq", ["u-ransom", "u-wainwright", "u-calef", "u-cutler"])
    assert got == {"u-ransom", "u-wainwright"}


def test_promoted_dhq_supplies_its_corps_and_only_the_ahq_raises_it():
    # 4.61: the acting CHQ "puede suministrar a cualquier unidad del Cuerpo" and
    # "solo puede ser suministrado por el AHQ".
    st = blank()
    st_dead = add(st, "u-reynolds-hq", "W1")
    st["pos"].pop(st_dead)
    st["dead"].append(st_dead)
    doubleday = add(st, "u-doubleday-hq", "Q5")
    for i, hx in (("u-cutler", "Q4"), ("u-wadsworth-hq", "R5"), ("u-wainwright", "Q6")):
        add(st, i, hx, strength=1)
    st = supply(st)
    st = act(st, "usa", ("supply", doubleday, "Q5"))
    assert gives(st, doubleday) == {"u-cutler", "u-wadsworth-hq", "u-wainwright"}


# -- the rulebook's example ------------------------------------------------------------------------

def test_meade_example():
    # 8.2 sidebar: Meade, strength 1, range and supply value 3, raises Hancock and
    # Slocum (CHQs) and Gibbon (DHQ) directly, and drops to strength 0.
    assert D.BLOCKS["u-meade-hq"]["range"] == 3
    st = blank()
    meade = add(st, "u-meade-hq", "Q5", strength=1)
    hancock = add(st, "u-hancock-hq", "Q4", strength=1)
    slocum = add(st, "u-slocum-hq", "R5", strength=2)
    gibbon = add(st, "u-gibbon-hq", "Q6", strength=0)
    st = supply(st)
    st = act(st, "usa", ("supply", meade, "Q5"))
    assert strength(st, meade) == 0
    st = act(st, "usa", ("give", meade, hancock), ("give", meade, slocum), ("give", meade, gibbon))
    assert [strength(st, h) for h in (hancock, slocum, gibbon)] == [2, 3, 1]
    assert verbs(st, "usa", "give") == []
    # he cannot be activated again
    assert not [a for a in verbs(st, "usa", "supply") if a[1] == meade]
    st = act(st, "usa", ("done",))
    assert strength(st, meade) == 0


# -- 8.4, 9.73: night supply -----------------------------------------------------------------------

def test_night_supply_points():
    assert D.is_night(D.turn_index(NIGHT))
    for side, sp in (("usa", 16), ("csa", 12)):
        st = blank(t=NIGHT)
        phase(st, side, "nsupply")
        assert step(st) == "nsupply" and st["flow"][-1]["sp"] == sp


def test_night_supply_several_steps_a_unit_no_range_no_hq():
    st = blank(t=NIGHT)
    u = add(st, "u-cutler", "L3", strength=1)
    phase(st, "usa", "nsupply")
    assert verbs(st, "usa", "nsupply") == [("nsupply", u)]
    st = act(st, "usa", ("nsupply", u), ("nsupply", u))
    assert strength(st, u) == 3 and st["flow"][-1]["sp"] == 14
    assert verbs(st, "usa", "nsupply") == []                  # full


def test_night_supply_front_line_costs_2():
    st = blank(t=NIGHT)
    u = add(st, "u-cutler", "B10", strength=1)
    add(st, "c-perry", "B11")
    phase(st, "usa", "nsupply")
    st = act(st, "usa", ("nsupply", u))
    assert st["flow"][-1]["sp"] == 14


def test_night_supply_raises_the_ahq():
    # 8.2: "Solo el Suministro Nocturno (9.73) puede reconstruir a los AHQs".
    st = blank(t=NIGHT)
    m = add(st, "u-meade-hq", "L3", strength=0)
    phase(st, "usa", "nsupply")
    assert ("nsupply", m) in legal(st, "usa")


def test_night_supply_line_to_the_baltimore_pike_free_of_enemy_hexes():
    # 8.4: USA units trace to the Baltimore Pike entry hex (L1 on this map), CSA to H14.
    assert D.entry_hex("baltimore_pike") == "L1" and D.entry_hex("cashtown_pike") == "H14"
    st = blank(t=NIGHT)
    u = add(st, "u-cutler", "L3", strength=1)
    phase(st, "usa", "nsupply")
    assert ("nsupply", u) in legal(st, "usa")
    # surround it with the enemy: no line
    st = blank(t=NIGHT)
    u = add(st, "u-cutler", "L3", strength=1)
    ring = [n for n in T.neighbours("L3")]
    for n in ring:
        add(st, "c-perry", n)
    phase(st, "usa", "nsupply")
    assert ("nsupply", u) not in legal(st, "usa")


def test_night_supply_csa_traces_to_h14():
    st = blank(t=NIGHT)
    c = add(st, "c-archer", "H12", strength=1)
    phase(st, "csa", "nsupply")
    assert ("nsupply", c) in legal(st, "csa")
    st = blank(t=NIGHT)
    c = add(st, "c-archer", "H12", strength=1)
    add(st, "u-cross", "H14")                                  # the source itself is held by the enemy
    phase(st, "csa", "nsupply")
    assert ("nsupply", c) not in legal(st, "csa")


def test_night_supply_does_not_bring_back_eliminated_blocks():
    st = blank(t=NIGHT)
    st["dead"].append(add(st, "u-cutler", "L3"))
    st["pos"].clear()
    phase(st, "usa", "nsupply")
    assert verbs(st, "usa", "nsupply") == []


def test_night_has_no_hq_supply_activation():
    # RULES_NOTES 9.7: the night supply is the pool only.
    st = blank(t=NIGHT)
    add(st, "u-reynolds-hq", "L3")
    add(st, "u-cutler", "L4", strength=1)
    phase(st, "usa", "nsupply")
    assert verbs(st, "usa", "supply") == []
