"""The Strategic Movement Phase (15) on the 1861 position, through a
harness flow."""

from __future__ import annotations

from pyapp.games.uscw import model, places, strategic, strategic_move as SM
from pyapp.games.uscw.board import BOARD
from tests.uscw import harness as H


def phase(side="usa"):
    game, st = H.opening({**H.steps(), "strategic": SM.StrategicMove()})
    game.flow.push(st, "strategic", who=side, used={}, **{"from": None})
    return game, st


def test_an_sp_goes_by_rail_to_a_friendly_place_and_counts_against_the_limit():
    """15.2: the Union moves an SP from Cincinnati by rail; it lands in a
    friendly place (15.6) and uses 1 of its 12."""
    game, st = phase()
    start = places.hex_of("cincinnati")
    game.apply(st, "usa", ("pick", start))
    moves = [a for a in game.legal(st, "usa") if a[0] == "to" and a[2:] == ("rail",)]
    assert moves
    to = moves[0]
    game.apply(st, "usa", to)
    assert model.sp_at(st, to[1], "usa") >= 1 and st["flow"][-1]["used"] == {"rail": 1}


def test_a_generals_last_sp_stays_and_the_road_is_one_sp_a_theatre():
    """15.6: Lyon's one SP at Springfield may not leave him; 15.5: one SP a
    theatre by road."""
    game, st = phase()
    assert places.hex_of("springfield_mo") not in [a[1] for a in game.legal(st, "usa") if a[0] == "pick"] or \
        model.sp_at(st, places.hex_of("springfield_mo")) > 1
    assert not strategic.room("usa", {"road:east": 1}, ["road"], "east")[0]


def test_rail_moves_stay_out_of_the_enemys_zone():
    game, st = phase("csa")
    assert ("pick", places.hex_of("richmond")) not in game.legal(st, "csa")    # Lee's one SP (15.6)
    game.apply(st, "csa", next(a for a in game.legal(st, "csa") if a[0] == "pick"))
    zone = SM.SideNet(st, "csa").enemy_zoc
    for a in game.legal(st, "csa"):
        if a[0] == "to":
            assert a[1] not in zone and BOARD.land(a[1])
