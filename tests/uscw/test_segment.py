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
    assert game.legal(st, "usa") == [("end",)]
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
