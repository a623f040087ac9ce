"""Moving an activated force (5.0, 7.0) on the 1861 map, on a harness flow
that holds only the activation step (the segment and battles come later)."""

from __future__ import annotations

import pytest

from pyapp.core.errors import Illegal
from pyapp.games.uscw import activation as A, model, places
from tests.uscw import harness as H


def opening(n=3):
    return H.opening(H.steps(), n)


def activate(game, st, place, gid, side):
    hex_id = places.hex_of(place)
    A.begin(game, st, side, hex_id, gid, "east")
    return hex_id


def test_a_general_takes_what_his_rank_allows_and_moves_his_ma():
    """7.3, 5.2: Beauregard at Manassas with 4 SPs; his subordinates stay
    with SPs or go with him (7.6); his MA is his counter's."""
    game, st = opening()
    here = activate(game, st, "manassas", "beauregard", "csa")
    frame = st["flow"][-1]
    assert frame["sp"] == min(4, A.limit(st, "beauregard"))
    assert frame["ma"] == model.form(st, "beauregard").ma
    legal = game.legal(st, "csa")
    # four SPs taken leave Longstreet, Early and Ewell alone: no step until one goes along or SPs stay
    if frame["sp"] == 4:
        assert not [a for a in legal if a[0] == "go"]
        game.apply(st, "csa", ("take", 3))
    go = [a for a in game.legal(st, "csa") if a[0] == "go"]
    assert go
    target = go[0][1]
    cost = next(c for n, c in A.Activation()._steps(st, st["flow"][-1]) if n == target)
    H.go(game, st, "csa", go[0][1])
    assert st["flow"][-1]["mp"] == max(frame["ma"] - cost, 0) and st["gens"]["beauregard"]["at"] == "moving"
    game.apply(st, "csa", ("stop",))
    assert st["flow"][-1]["got"] == {"at": target}
    assert model.stack(st, target)["sp"] == 3 and model.stack(st, target)["fresh"] == 0       # 5.1.2
    assert st["gens"]["beauregard"] == {"at": target, "form": st["gens"]["beauregard"]["form"], "moved": True}
    assert model.sp_at(st, here) == 1 and "longstreet" in model.generals_at(st, here)


def lone_sps(st, side):
    """A hex of ``side``'s SPs with no general, on the grid."""
    return next(h for h, s in sorted(st["stacks"].items()) if s["side"] == side and s["sp"]
                and not model.generals_at(st, h) and places.GRID.has_label(h))


def test_sps_without_a_general_move_three_hexes_three_at_most():
    """5.10: an intrinsic 0-0-3 leads 1 to 3 SPs."""
    game, st = opening()
    here = lone_sps(st, "usa")
    A.begin(game, st, "usa", here, None, "east")
    frame = st["flow"][-1]
    assert frame["ma"] == 3 and frame["sp"] == min(3, model.sp_at(st, here))
    assert ("take", 0) not in game.legal(st, "usa")


def test_a_step_costs_the_terrain_and_a_force_may_always_take_one():
    """5.1.1: with its MPs spent a force goes no further, but its first step
    is always allowed."""
    game, st = opening()
    A.begin(game, st, "usa", lone_sps(st, "usa"), None, "east")
    for _ in range(10):
        go = [a for a in game.legal(st, "usa") if a[0] == "go"]
        if not go:
            break
        H.go(game, st, "usa", go[0][1])
    frame = st["flow"][-1]
    assert frame["mp"] == 0 or not [a for a in game.legal(st, "usa") if a[0] == "go"]
    with pytest.raises(Illegal) as exc:
        game.apply(st, "usa", ("go", "0101"))
    assert exc.value.rule == "5.1"


def test_a_cautious_general_pays_a_second_point_to_engage():
    """7.7: Patterson (cautious) entering the zone of a Confederate force led
    by a general pays 1 more AP, once."""
    game, st = opening(n=2)
    here = activate(game, st, "harpers_ferry", "patterson", "usa")
    assert model.form(st, "patterson").cautious
    legal = [a for a in game.legal(st, "usa") if a[0] == "go"]
    engaging = [a for a in legal if A._engages(st, "usa", a[1])]
    if not engaging:
        pytest.skip("no Confederate-led zone next to Harper's Ferry on this map")
    game.apply(st, "usa", engaging[0])
    assert any(e["rule"] == "7.7" for e in st["lg"]) and st["pool"]["usa"] == {"any": 1}
    while st["flow"][-1]["step"] == "react":
        game.apply(st, st["flow"][-1]["who"], ("resolve",))
    assert st["flow"][-1]["caution"]


def test_two_sps_mark_an_enemy_place_for_one_mp_and_the_union_burns_industry():
    """6.2.1, 6.4: a force of 2+ SPs in a place of an enemy state spends 1
    MP for a Control marker; the Union's burns a Resource hex of 2+ CPs."""
    game, st = opening()
    target = places.hex_of("richmond")
    st["stacks"].pop(target, None)
    for g in model.generals_at(st, target):
        model.place_general(st, g, "out")
    st["militia"].pop(target, None)
    model.add_sp(st, target, "usa", 3)
    model.place_general(st, "mcdowell", target)
    A.begin(game, st, "usa", target, "mcdowell", "east")
    # the marker goes where the force stands once it has moved; a step and back costs MPs, so mark at once
    frame = st["flow"][-1]
    frame["moved"] = True
    model.take_fresh(st, target, 3)
    assert ("control",) in game.legal(st, "usa")
    mp = frame["mp"]
    game.apply(st, "usa", ("control",))
    assert st["ctl"][target] == "usa" and frame["mp"] == mp - 1
    assert st["burned"][target] == places.PLACES["richmond"][6] - 1


def test_entering_neutral_kentucky_in_1861_gives_it_to_the_other_side():
    """17.1.3: a Confederate force steps into neutral Kentucky: Kentucky joins the Union."""
    game, st = opening()
    pairs = ((ky, n) for ky in (places.GRID.label(x) for x in places.GRID.all_hexes())
             if A.situation.state_code(ky) == "KY" and model.side_at(st, ky) is None
             and A.BOARD.terrain(ky) == "clear"
             for n in A.BOARD.neighbours(ky)
             if A.situation.state_code(n) == "TN" and model.side_at(st, n) is None
             and A.BOARD.side(n, ky).get("kind", "plain") == "plain")
    ky, frm = next(pairs)
    model.add_sp(st, frm, "csa", 2)
    A.begin(game, st, "csa", frm, None, "west")
    assert ("go", ky) in game.legal(st, "csa")
    H.go(game, st, "csa", ky)
    assert st["border"]["KY"] == "usa"


def test_a_general_of_two_stars_or_more_gathers_an_adjacent_stack_for_one_mp():
    """5.9 (D6: Grant gathers on his way): the SPs of one adjacent hex within
    1 MP join him, 6 at most, within his command."""
    game, st = opening()
    here = places.hex_of("washington")
    n = next(h for h in A.BOARD.neighbours(here) if model.side_at(st, h) is None and A.BOARD.land(h)
             and A.movement.step(A.BOARD, h, here, A.movement.Mover(sp=1)).mp == 1)
    model.add_sp(st, n, "usa", 2)
    A.begin(game, st, "usa", here, "mcdowell", "east")
    frame = st["flow"][-1]
    assert ("gather", n) in game.legal(st, "usa")
    sp, mp = frame["sp"], frame["mp"]
    game.apply(st, "usa", ("gather", n))
    assert frame["mp"] == mp - 1 and frame["sp"] == min(sp + 2, A.limit(st, "mcdowell"))
    assert model.sp_at(st, n) == 0


def test_a_forced_march_card_adds_two_to_the_ma_before_the_first_step():
    """18.1."""
    from pyapp.games.uscw import cards, hands
    game, st = opening()
    h = next(h for h in hands.handles("csa") if cards.usable(cards.card("csa", hands.card(st, h)), "forced_march", "east"))
    st["sa"]["csa"]["deck"].remove(h)
    st["sa"]["csa"]["hand"].append(h)
    activate(game, st, "manassas", "beauregard", "csa")
    frame = st["flow"][-1]
    ma = frame["ma"]
    game.apply(st, "csa", ("forced_march", h))
    assert frame["ma"] == ma + 2 and frame["mp"] == ma + 2 and ("forced_march", h) not in game.legal(st, "csa")


def test_a_card_pays_for_a_cautious_general_instead_of_a_point():
    """7.7, 18.1: the card is spent before the move; engaging then costs no AP."""
    from pyapp.games.uscw import cards, hands
    game, st = opening(n=2)
    h = next(h for h in hands.handles("usa") if cards.usable(cards.card("usa", hands.card(st, h)),
                                                            "cautious_general", "east"))
    st["sa"]["usa"]["deck"].remove(h)
    st["sa"]["usa"]["hand"].append(h)
    activate(game, st, "harpers_ferry", "patterson", "usa")
    game.apply(st, "usa", ("caution_card", h))
    assert st["flow"][-1]["caution"] and h in hands.deck(st, "usa")
    engaging = [a for a in game.legal(st, "usa") if a[0] == "go" and A._engages(st, "usa", a[1])]
    assert engaging
    game.apply(st, "usa", engaging[0])
    assert st["pool"]["usa"] == {"any": 2} and not any(e["rule"] == "7.7" for e in st["lg"])
