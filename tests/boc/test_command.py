"""Badges of Courage, section 4 (Command): which HQs the Command Phase
activates (4.1-4.3), the 1-hex move before activation, command range through
Friendly or Neutral hexes (4.5), who commands whom (4.2-4.4, 3.3), the step
each activation costs (4.3), succession (4.6, 4.61)."""

import pytest

from pyapp.games.boc import GAME
from pyapp.games.boc import terrain as T

from .position import (act, add, blank, d, dead, forced, handle, legal, phase, refused, set_strength, step, strength,
                       verbs)


def activations(st, side="usa"):
    return {(a[1], a[2]) for a in verbs(st, side, "activate")}


def fire_phase(st, side, *hqs):
    phase(st, side, "command")
    for h in hqs:
        st = act(st, side, ("activate", h, st["pos"][h]))
    st = act(st, side, ("done",))
    assert step(st) == "fire"
    return st


def can_fire(st, side, h):
    return any(a[1] == h for a in verbs(st, side, "fire"))


# -- 4.1-4.3: which HQs are activated ------------------------------------------------------

def test_command_phase_offers_the_hqs_that_command_fire():
    st = blank()
    dhq = add(st, "u-wadsworth-hq", "B8")
    arty = add(st, "u-hunt-hq", "C8")
    cav = add(st, "u-pleasonton-hq", "B4")
    cavd = add(st, "u-buford-hq", "B5")
    chq = add(st, "u-reynolds-hq", "C5")
    ahq = add(st, "u-meade-hq", "Q4")
    phase(st, "usa", "command")
    offered = {h for h, _x in activations(st)}
    assert offered == {dhq, arty, cav, cavd}
    assert chq not in offered and ahq not in offered      # RULES_NOTES 4.1: CHQs/AHQ command no fire
    assert ("done",) in legal(st, "usa")


def test_an_hq_at_strength_0_cannot_be_activated():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8", strength=0)
    phase(st, "usa", "command")
    assert activations(st) == set()
    assert refused(st, "usa", ("activate", hq, "B8")).rule == "4.3"


def test_an_hq_is_activated_once():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"))
    assert not [a for a in activations(st) if a[0] == hq]
    assert refused(st, "usa", ("activate", hq, "B8")).rule == "4.3"


def test_activation_turns_the_hq_face_up():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"))
    assert hq in st["up"]


def test_the_hq_may_first_move_one_hex_into_a_friendly_hex():
    # 1.2, 4.3: "a un hexagono adyacente amistoso", not over the stacking limit.
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B9")
    add(st, "c-perry", "B11")                              # B10 and A10/C10 ... are contested
    for _ in range(4):
        add(st, "u-cross", "C8")                           # C8 full (clear: 4)
    phase(st, "usa", "command")
    dests = {x for h, x in activations(st) if h == hq}
    assert "B9" in dests
    assert all(x == "B9" or x in T.neighbours("B9") for x in dests)
    assert all(st["ctrl"].get(x) == "usa" for x in dests)
    assert "B10" not in dests                               # Neutral: both sides' ZOC
    assert "C8" not in dests                                # full
    assert refused(st, "usa", ("activate", hq, "B10")).rule == "4.3"
    assert "C7" not in T.neighbours("B9")
    assert refused(st, "usa", ("activate", hq, "C7")).rule == "4.3"
    st = act(st, "usa", ("activate", hq, "A9"))
    assert st["pos"][hq] == "A9"


def test_command_precedes_fire():
    # 4.1: every HQ is activated before the first shot: once in the Fire Phase, no more.
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    add(st, "u-robinson-hq", "C8")
    add(st, "u-cutler", "B9")
    add(st, "c-perry", "B10")
    st = fire_phase(st, "usa", hq)
    assert verbs(st, "usa", "activate") == []


# -- 4.5: command range -----------------------------------------------------------------------

def test_range_counts_hexes():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B7")                     # range 2
    near = add(st, "u-cutler", "B9")                         # 2 hexes
    far = add(st, "u-meredith", "B10")                       # 3 hexes
    add(st, "c-perry", "C9")                                 # next to both
    st = fire_phase(st, "usa", hq)
    assert T.distance("B7", "B9") == 2 and T.distance("B7", "B10") == 3
    assert can_fire(st, "usa", near)
    assert not can_fire(st, "usa", far)


def test_range_traced_through_neutral_hexes():
    # B8 -> B9 -> B10: B9 is Neutral (next to the USA at B8/B10 and the CSA at C9).
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B10")
    add(st, "c-perry", "C9")
    st = fire_phase(st, "usa", hq)
    assert st["ctrl"].get("B9") is None
    assert can_fire(st, "usa", inf)


def test_range_not_traced_through_enemy_hexes():
    # the only 2-hex path from B8 to B10 is through B9, held by the CSA.
    assert set(T.neighbours("B8")) & set(T.neighbours("B10")) == {"B9"}
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B10")
    add(st, "c-perry", "B9")
    st = fire_phase(st, "usa", hq)
    assert st["ctrl"]["B9"] == "csa"
    assert not can_fire(st, "usa", inf)


def test_control_for_range_is_fixed_at_the_start_of_the_player_turn():
    # 6.6: a hex changes control only at the end of the player turn.
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B10")
    add(st, "c-perry", "B9")
    phase(st, "usa", "command")
    ctrl = dict(st["ctrl"])
    st = act(st, "usa", ("activate", hq, "B8"), ("done",))
    assert st["ctrl"] == ctrl


# -- 4.2-4.4, 3.3: who commands whom -----------------------------------------------------------

def _one(hq_id, unit_id, side="usa"):
    st = blank()
    hq = add(st, hq_id, "B8")
    u = add(st, unit_id, "B9")
    add(st, "c-perry" if side == "usa" else "u-cross", "B10")
    st = fire_phase(st, side, hq)
    return can_fire(st, side, u)


def test_dhq_commands_its_own_division():
    assert _one("u-wadsworth-hq", "u-cutler")
    assert not _one("u-wadsworth-hq", "u-paul")              # Robinson's division


def test_dhq_commands_its_corps_assets():
    # 4.4: corps artillery of I Corps under any I Corps DHQ, not another corps'
    assert _one("u-robinson-hq", "u-wainwright")
    assert not _one("u-gibbon-hq", "u-wainwright")


def test_lockwood_is_a_xii_corps_asset():
    # 3.3: Lockwood's brigade, a corps asset of XII Corps.
    assert _one("u-geary-hq", "u-lockwood")
    assert _one("u-williams-hq", "u-lockwood")
    assert not _one("u-wadsworth-hq", "u-lockwood")


def test_any_union_dhq_fires_the_artillery_reserve():
    assert _one("u-gibbon-hq", "u-ransom")
    assert _one("u-hunt-hq", "u-ransom")


def test_artillery_hq_commands_artillery_but_not_horse_artillery():
    assert _one("u-hunt-hq", "u-wainwright")
    assert not _one("u-hunt-hq", "u-calef")
    assert not _one("u-hunt-hq", "u-cutler")
    assert _one("c-alexander-hq", "c-cabell", side="csa")


def test_cavalry_chq_commands_cavalry_and_horse_artillery():
    assert _one("u-pleasonton-hq", "u-gamble")
    assert _one("u-pleasonton-hq", "u-calef")
    assert not _one("u-pleasonton-hq", "u-cutler")
    assert _one("c-stuart-hq", "c-hampton", side="csa")


def test_cavalry_dhq_commands_its_division():
    assert _one("u-buford-hq", "u-gamble")
    assert not _one("u-buford-hq", "u-mcintosh")             # Gregg's


def test_berdan_fires_without_command():
    st = blank()
    b = add(st, "u-berdan", "B9")
    add(st, "c-perry", "B10")
    st = fire_phase(st, "usa")
    assert can_fire(st, "usa", b)


# -- 4.3: the step after the Melee Phase --------------------------------------------------------

def test_activated_hq_loses_a_step_after_the_melee_phase():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"), ("done",), ("done",))
    assert step(st) == "move" and strength(st, hq) == 3
    st = act(st, "usa", ("done",))
    assert step(st) == "supply"
    assert strength(st, handle(st, "u-wadsworth-hq")) == 2


def test_the_command_step_never_eliminates():
    # RULES_NOTES 4.3: an HQ at 0 when its step is due stays at 0.
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8", strength=1)
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"), ("done",), ("done",))
    set_strength(st, hq, 0)                                  # hit meanwhile
    st = act(st, "usa", ("done",))
    assert hq in st["pos"] and strength(st, hq) == 0


# -- 4.6, 4.61: succession -------------------------------------------------------------------------

def test_fallen_chq_its_senior_dhq_commands_its_own_division_only():
    # 4.61: the promoted DHQ commands fire for its own division only.
    st = blank()
    dead(st, "u-reynolds-hq")
    hq = add(st, "u-doubleday-hq", "B8")                     # senior DHQ of I Corps
    own = add(st, "u-stannard", "B9")
    asset = add(st, "u-wainwright", "C9")
    add(st, "c-perry", "B10")
    add(st, "c-archer", "C10")
    st = fire_phase(st, "usa", hq)
    assert can_fire(st, "usa", own)
    assert not can_fire(st, "usa", asset)


def test_temporary_ahq_is_the_senior_chq_on_the_map():
    # 4.6: before Meade arrives the most senior CHQ present has the AHQ's powers:
    # only an AHQ raises a CHQ (8.2).
    st = blank()
    howard = add(st, "u-howard-hq", "B8")                    # XI Corps
    reynolds = add(st, "u-reynolds-hq", "B9")                # senior (I Corps)
    sickles = add(st, "u-sickles-hq", "B10", strength=1)
    phase(st, "usa", "supply")
    st = act(st, "usa", ("supply", reynolds, "B9"))
    assert ("give", reynolds, sickles) in legal(st, "usa")
    st2 = blank()
    howard = add(st2, "u-howard-hq", "B8")
    add(st2, "u-reynolds-hq", "B9")
    sickles = add(st2, "u-sickles-hq", "B10", strength=1)
    phase(st2, "usa", "supply")
    st2 = act(st2, "usa", ("supply", howard, "B8"))
    assert ("give", howard, sickles) not in legal(st2, "usa")


def test_fallen_dhq_is_rebuilt_at_zero_at_its_chq():
    # 4.61: rebuilt free, strength 0, at its CHQ's position, in the next friendly Supply Phase.
    st = blank()
    fell = dead(st, "u-wadsworth-hq")
    chq = add(st, "u-reynolds-hq", "B9")
    phase(st, "usa", "supply")
    assert legal(st, "usa") == [("rebuild", fell, "B9")]
    st = act(st, "usa", ("rebuild", fell, "B9"))
    assert fell not in st["dead"]
    now = handle(st, "u-wadsworth-hq")          # the CHQ's stack is stirred (secrets.py)
    assert st["pos"][now] == "B9" and strength(st, now) == 0


def test_fallen_dhq_goes_to_the_ahq_when_its_chq_is_absent():
    st = blank()
    fell = dead(st, "u-wadsworth-hq")
    add(st, "u-meade-hq", "Q4")
    phase(st, "usa", "supply")
    assert legal(st, "usa") == [("rebuild", fell, "Q4")]


def test_a_rebuilt_dhq_at_zero_cannot_be_activated_but_can_be_supplied():
    st = blank()
    fell = dead(st, "u-wadsworth-hq")
    chq = add(st, "u-reynolds-hq", "B9")
    phase(st, "usa", "supply")
    st = act(st, "usa", ("rebuild", fell, "B9"))
    fell, chq = handle(st, "u-wadsworth-hq"), handle(st, "u-reynolds-hq")   # stirred (secrets.py)
    assert ("supply", fell, "B9") not in legal(st, "usa")
    st = act(st, "usa", ("supply", chq, "B9"))
    assert ("give", chq, fell) in legal(st, "usa")


def test_eliminated_dhq_counts_for_the_enemy():
    # 4.61 / 9.12: a fallen leader counts as an eliminated unit.
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B12", strength=0)
    chq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    phase(st, "csa", "command")
    st = act(st, "csa", ("activate", chq, "C13"), ("done",), ("done",), ("attack", att, "B12"), ("done",))
    while step(st) == "show":
        st = act(st, GAME.active(st)[0], ("show",))
    st = act(st, "csa", ("resolve", "B12"))
    while step(st) == "show":
        st = act(st, GAME.active(st)[0], ("show",))
    with forced([1, 6, 6]):
        st = act(st, "csa", ("fight", handle(st, "c-law")))
    assert hq in st["dead"] and st["elim"]["usa"] == 1
