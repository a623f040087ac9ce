"""The Reinforcement Phase (14) on the 1861 position, through a harness
flow, with forced dice where the rulebook's numbers are tested."""

from __future__ import annotations

from pyapp.core import dice
from pyapp.games.uscw import hands, initiative, model, places, reinforce as R, start
from tests.helpers import forced_calls
from tests.uscw import harness as H


def steps():
    return {**H.steps(), "reinforce": R.Reinforce(), "place": R.Place(), "arsenal": R.Arsenal(),
            "winter_cut": R.WinterCut(), "hand_limit": initiative.HandLimit(), "free_fort": R.FreeFort()}


def phase(turn=2, seed=1):
    game, st = H.opening(steps(), seed=seed)
    st["turn"] = turn
    game.flow.push(st, "reinforce")
    return game, st


def place_all(game, st):
    """Each side places where the page would offer first."""
    while st["flow"] and st["flow"][-1]["step"] in ("place", "arsenal", "winter_cut", "hand_limit", "free_fort"):
        role = game.active(st)[0]
        game.apply(st, role, game.legal(st, role)[0])


def test_the_union_places_fourteen_sps_by_area_in_its_supplied_northern_objectives():
    """14.2.1-14.2.2: 6 East (East-theatre Northern Objective hexes or the
    Chesapeake box), 3 Ohio/Indiana, 3 Illinois, 2 St. Louis."""
    game, st = phase()
    with forced_calls(dice, "roll", []):
        game.flow.settle(game, st)
    frame = st["flow"][-1]
    assert frame["step"] == "place" and frame["who"] == "usa"
    assert frame["pending"] == [["east", 6], ["ohio_indiana", 3], ["illinois", 3], ["st_louis", 2]]
    east = [a[1] for a in game.legal(st, "usa")]
    assert R.CHESAPEAKE in east and all(a == R.CHESAPEAKE or R.BOARD.theatre(a) == "east" for a in east)
    before = sum(s["sp"] for s in st["stacks"].values() if s["side"] == "usa")
    for _ in range(14):
        if st["flow"][-1]["step"] != "place" or st["flow"][-1]["who"] != "usa":
            break
        game.apply(st, "usa", game.legal(st, "usa")[0])
    after = sum(s["sp"] for s in st["stacks"].values() if s["side"] == "usa")
    assert after - before == 14 or any(e["rule"] == "14.2.2" for e in st["lg"])


def test_a_winter_turn_gives_the_union_nothing():
    """14.1.2: turn 4 is Winter 1862."""
    game, st = phase(turn=4)
    game.flow.settle(game, st)
    assert not (st["flow"][-1]["step"] == "place" and st["flow"][-1]["who"] == "usa")


def test_the_whole_phase_runs_and_each_side_draws_two_cards():
    game, st = phase()
    held = {s: len(hands.hand(st, s)) for s in hands.SIDES}
    csa0 = sum(s["sp"] for s in st["stacks"].values() if s["side"] == "csa")
    game.flow.settle(game, st)
    for _ in range(200):
        if not st["flow"] or st["flow"][-1]["step"] == "probe":
            break
        place_all(game, st)
        game.flow.settle(game, st)
    assert st["flow"][-1]["step"] == "probe"
    assert all(len(hands.hand(st, s)) == min(5, held[s] + 2) for s in hands.SIDES)
    assert st["upkeep"] >= 10
    built = sum(s["sp"] for s in st["stacks"].values() if s["side"] == "csa") - csa0
    assert 5 <= built <= 14                                          # 14.3: some 99 CPs of resources, 10 upkeep


def test_the_union_builds_a_free_fort_that_stands_after_its_first_action_phase():
    """10.2.6 with C11, winter included."""
    from pyapp.games.uscw import forts
    game, st = phase(turn=4)
    game.flow.settle(game, st)
    assert st["flow"][-1]["step"] == "free_fort"
    site = game.legal(st, "usa")[0]
    game.apply(st, "usa", site)
    assert site[1] in st["building"]
    assert forts.complete(st, "usa", 4, 1, False) == []
    assert forts.complete(st, "usa", 4, 1, True) == [site[1]]
