"""The Leader Management Phase (16) with turn 2's events on the 1861
position, through a harness flow."""

from __future__ import annotations

from pyapp.games.uscw import leaders as L, model, oob
from tests.uscw import harness as H


def phase(turn=2):
    steps = {**H.steps(), "leaders": L.Leaders(), "arrive": L.Arrive(), "transfer": L.Transfer()}
    game, st = H.opening(steps)
    st["turn"] = turn
    game.flow.push(st, "leaders")
    game.flow.settle(game, st)
    return game, st


def test_turn_two_arrivals_replacements_demotions_and_removals():
    """16.2-16.4: McClellan arrives where the Union chooses in the East;
    Banks takes Patterson's place, Patterson leaves; McDowell is demoted;
    Lyon leaves the game."""
    game, st = phase()
    patterson_at = None
    seen = set()
    for _ in range(40):
        top = st["flow"][-1]
        if top["step"] == "probe":
            break
        role = game.active(st)[0]
        if top["step"] == "arrive":
            seen.add(top["gid"])
            assert all(L.BOARD.theatre(h) == oob.GENERALS[top["gid"]].theatre for h in top["choices"])
        game.apply(st, role, ("done",) if top["step"] == "transfer" else game.legal(st, role)[0])
    assert "mcclellan" in seen and "grant" in seen
    assert st["gens"]["patterson"]["at"] == "out" and st["gens"]["lyon"]["at"] == "out"
    assert L.BOARD.grid.has_label(st["gens"]["banks"]["at"])
    assert st["gens"]["mcdowell"]["form"] == 0                         # back to his 2-star counter


def test_two_free_transfers_of_small_generals():
    """16.6: two non-cavalry 1- or 2-star generals move free to friendly
    Forts or SPs that are not isolated."""
    game, st = phase(turn=5)
    while st["flow"][-1]["step"] != "transfer" or st["flow"][-1]["only"]:
        role = game.active(st)[0]
        top = st["flow"][-1]
        game.apply(st, role, ("done",) if top["step"] == "transfer" else game.legal(st, role)[0])
    side = st["flow"][-1]["who"]
    picks = [a for a in game.legal(st, side) if a[0] == "pick"]
    assert picks and all(model.form(st, a[1]).stars <= 2 and not model.form(st, a[1]).cavalry for a in picks)
    game.apply(st, side, picks[0])
    to = [a for a in game.legal(st, side) if a[0] == "to"][0]
    game.apply(st, side, to)
    assert st["gens"][picks[0][1]]["at"] == to[1] and st["flow"][-1]["left"] == 1
