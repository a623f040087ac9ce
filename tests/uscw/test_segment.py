"""The Movement and Combat Segment (4.2 B.a, 4.3) on the 1861 map, on a
harness flow with the segment and activation steps."""

from __future__ import annotations

import pytest

from pyapp.core.errors import Illegal
from pyapp.games.uscw import activation as A, model, points, segment as S
from tests.uscw import harness as H


def segment(side="csa", n=2):
    game, st = H.opening(H.steps(), n)
    game.flow.push(st, "segment", who=side)
    return game, st


def test_each_activation_costs_a_point_and_each_general_acts_once():
    game, st = segment("csa", 2)
    moves = [a for a in game.legal(st, "csa") if a[0] == "move"]
    assert moves and ("end",) in game.legal(st, "csa")
    led = next(a for a in moves if len(a) > 2)
    game.apply(st, "csa", led)
    assert st["pool"]["csa"] == {"any": 1} and st["flow"][-1]["step"] == "activation"
    go = [a for a in game.legal(st, "csa") if a[0] == "go" and model.side_at(st, a[1]) != "usa"]
    if not go:
        game.apply(st, "csa", ("take", max(0, st["flow"][-1]["sp"] - 1)))
        go = [a for a in game.legal(st, "csa") if a[0] == "go" and model.side_at(st, a[1]) != "usa"]
    H.go(game, st, "csa", go[0][1])
    game.apply(st, "csa", ("stop",))
    assert st["flow"][-1]["step"] == "segment"
    assert ("move", led[1], led[2]) not in game.legal(st, "csa")           # 5.1.2: once a phase
    game.apply(st, "csa", ("end",))
    assert st["flow"][-1]["got"] == {"side": "csa"}


def test_with_no_point_left_only_the_end_remains():
    game, st = segment("usa", 2)
    st["pool"]["usa"] = {"any": 1}
    first = next(a for a in game.legal(st, "usa") if a[0] == "move")
    game.apply(st, "usa", first)
    game.apply(st, "usa", ("stop",))
    assert points.spent_out(st["pool"]["usa"])
    assert not [a for a in game.legal(st, "usa") if a[0] in ("move", "entrench", "rally", "transfer", "train")]
    with pytest.raises(Illegal) as exc:
        game.apply(st, "usa", first)
    assert exc.value.rule == "4.3"


def test_a_difference_of_one_pays_only_for_forces_of_its_own_theatre():
    """4.1.3: with 1 AP a theatre, a force is activated with the point of the
    theatre it begins in; when that one is spent, not again there."""
    game, st = segment("csa", 1)
    first = next(a for a in game.legal(st, "csa") if a[0] == "move")
    theatre = S.theatre_of(first[1])
    game.apply(st, "csa", first)
    game.apply(st, "csa", ("stop",))
    assert st["pool"]["csa"][theatre] == 0
    assert all(S.theatre_of(a[1]) != theatre for a in game.legal(st, "csa") if a[0] in ("move", "entrench"))


def test_entrenching_costs_a_point_in_a_friendly_state():
    """10.1.2: a hex of a friendly-controlled state with a friendly SP or Militia."""
    game, st = segment("csa", 2)
    dig = [a for a in game.legal(st, "csa") if a[0] == "entrench"]
    assert dig
    game.apply(st, "csa", dig[0])
    assert st["entrench"][dig[0][1]] == "csa" and st["pool"]["csa"] == {"any": 1}
    assert all(model.side_at(st, a[1]) in ("csa", None) for a in dig)


def test_a_demoralized_stack_in_supply_rallies_for_a_point_and_stays():
    """12.5.2: 1 AP; a unit either moves or rallies."""
    game, st = segment("csa", 2)
    h = next(h for h, s in sorted(st["stacks"].items()) if s["side"] == "csa" and s["sp"] and h == "2146")
    model.stack(st, h)["dem"] = True
    assert ("rally", h) in game.legal(st, "csa")
    game.apply(st, "csa", ("rally", h))
    assert not model.stack(st, h)["dem"] and model.stack(st, h)["fresh"] == 0
    assert st["pool"]["csa"] == {"any": 1}


def test_training_ten_points_make_an_sp():
    """17.3: each point on the track; at 10 an SP, placed in a friendly
    Resource hex with a line to a source (A19)."""
    game, st = segment("csa", 2)
    st["training"]["csa"] = 9
    before = sum(s["sp"] for s in st["stacks"].values() if s["side"] == "csa")
    game.apply(st, "csa", ("train",))
    assert st["training"]["csa"] == 0 and st["flow"][-1]["step"] == "place"
    game.apply(st, "csa", game.legal(st, "csa")[0])
    assert sum(s["sp"] for s in st["stacks"].values() if s["side"] == "csa") == before + 1


def test_militia_move_once_a_phase_within_their_state():
    """17.2.3, C15."""
    game, st = segment("csa", 2)
    game.apply(st, "csa", ("militia",))
    shifts = [a for a in game.legal(st, "csa") if a[0] == "shift"]
    assert shifts and all(S.situation.state_code(a[1]) == S.situation.state_code(a[2]) for a in shifts)
    game.apply(st, "csa", shifts[0])
    assert st["militia"][shifts[0][2]] == "csa" and shifts[0][1] not in st["militia"]
    game.apply(st, "csa", ("done",))
    assert ("militia",) not in game.legal(st, "csa")


def test_a_card_stands_for_one_more_action_in_its_theatre():
    """18.1."""
    from pyapp.games.uscw import cards, hands
    game, st = segment("csa", 2)
    h = next(h for h in hands.handles("csa") if cards.card("csa", hands.card(st, h)).theatre == "east")
    st["sa"]["csa"]["deck"].remove(h)
    st["sa"]["csa"]["hand"].append(h)
    game.apply(st, "csa", ("play_card", h))
    assert st["pool"]["csa"] == {"any": 2, "east": 1} and h in hands.deck(st, "csa")


def test_units_disperse_to_their_displaced_box():
    """4.3, 14.6: free; units not isolated."""
    game, st = segment("usa", 2)
    game.apply(st, "usa", ("disperse",))
    first = game.legal(st, "usa")[0]
    sp = model.sp_at(st, first[1])
    game.apply(st, "usa", first)
    assert model.sp_at(st, first[1]) == 0 and sum(st["box"]["usa"].values()) == sp


def test_a_card_begins_a_fort_that_stands_in_the_builders_next_action_phase():
    """10.2.2 with C11: no AP, a card of the theatre; it gives nothing until
    it stands, at the start of the builder's part of the next phase."""
    from pyapp.games.uscw import cards, forts, hands
    game, st = segment("csa", 2)
    st["ap"] = {"phase": 2}
    h = next(h for h in hands.handles("csa") if cards.card("csa", hands.card(st, h)).theatre == "any")
    st["sa"]["csa"]["deck"].remove(h)
    st["sa"]["csa"]["hand"].append(h)
    sites = [a for a in game.legal(st, "csa") if a[0] == "fort"]
    assert sites
    game.apply(st, "csa", sites[0])
    where = sites[0][1]
    assert where not in st["forts"] and st["building"][where]["due"] == [st["turn"], 3]
    assert forts.complete(st, "csa", st["turn"], 2, False) == []
    assert forts.complete(st, "csa", st["turn"], 3, False) == [where] and st["forts"][where]["side"] == "csa"


def test_a_supply_card_spares_an_unsupplied_stack_its_attrition():
    """18.1 with C22: the stack keeps its Forage marker but rolls no Attrition."""
    from pyapp.games.uscw import cards, cycle, hands
    game, st = segment("usa", 2)
    lone = "2305"                                                     # Springfield MO: Unsupplied in 1861
    assert model.sp_at(st, lone, "usa")
    h = next(h for h in hands.handles("usa") if cards.card("usa", hands.card(st, h)).theatre in ("tm", "any"))
    st["sa"]["usa"]["deck"].remove(h)
    st["sa"]["usa"]["hand"].append(h)
    choice = next(a for a in game.legal(st, "usa") if a[0] == "supply_card" and a[1] == lone)
    game.apply(st, "usa", choice)
    assert st["fed"] == [lone]
    before = model.sp_at(st, lone)
    game.flow.push(st, "supply_seg", who="usa")
    cycle.SupplySegment().run(game, st, st["flow"][-1])
    assert model.stack(st, lone)["forage"] and model.sp_at(st, lone) == before and "fed" not in st
