"""A land battle through the flow (11.0; RULES_NOTES C6, C8, C21) on the
1861 map, with the forces put where a test needs them and forced dice."""

from __future__ import annotations

from pyapp.core import dice
from pyapp.games.uscw import hands, model, places, situation, start
from pyapp.games.uscw.board import BOARD
from pyapp.games.uscw.tables import result
from tests.helpers import forced_calls
from tests.uscw import harness as H


def empty(st, h):
    return (BOARD.land(h) and BOARD.terrain(h) == "clear" and model.side_at(st, h) is None
            and h not in st["forts"] and h not in st["militia"] and not situation.key_hex(h)
            and not situation.marker_place(h))


def field(st, state_code="TN"):
    """Two adjacent empty clear hexes across a plain hexside, with empty
    clear hexes all round the first (room to retreat), far from any unit."""
    for h in (places.GRID.label(x) for x in places.GRID.all_hexes()):
        if BOARD.state(h) != state_code or not empty(st, h):
            continue
        ring = BOARD.neighbours(h)
        if len(ring) == 6 and all(empty(st, n) and BOARD.side(h, n).get("kind", "plain") == "plain" for n in ring):
            far = {m for n in ring for m in BOARD.neighbours(n)}
            if all(model.side_at(st, m) is None for m in far):
                return h, ring[0]
    raise AssertionError("no open field")


def fight(att_sp, def_sp, gid="beauregard", def_gid=None, seed=1):
    game, st = H.opening(H.steps(), 3, seed=seed)
    x, y = field(st)
    model.add_sp(st, x, "usa", def_sp)
    if def_gid:
        model.place_general(st, def_gid, x)
    model.add_sp(st, y, "csa", att_sp)
    model.place_general(st, gid, y)
    game.flow.push(st, "segment", who="csa")
    game.apply(st, "csa", ("move", y, gid))
    if st["flow"][-1]["sp"] != att_sp:
        game.apply(st, "csa", ("take", att_sp))
    return game, st, x, y


def test_seven_to_one_sweeps_the_defender_away_without_dice():
    """11.1.2: 7 SPs against 1: no battle, the defender to its Displaced Box."""
    game, st, x, y = fight(7, 1)
    with forced_calls(dice, "roll", []):
        H.go(game, st, "csa", x)
    assert model.sp_at(st, x, "usa") == 0 and sum(st["box"]["usa"].values()) == 1
    assert any(e["rule"] == "11.1.2" for e in st["lg"])


def test_a_won_battle_costs_both_sides_and_the_loser_retreats():
    """11.2: each side's roll on its own column, plus its modifiers; the
    larger result loses; the defender chooses its retreat (C8) and goes
    Demoralized (12.2)."""
    game, st, x, y = fight(6, 4)
    drm = model.form(st, "beauregard").attack
    with forced_calls(dice, "roll", [6, 1]):
        H.go(game, st, "csa", x)
    by_att, by_def = result("5-6", 6 + drm), result("4", 1)
    assert by_att.rank > by_def.rank
    assert st["flow"][-1]["step"] == "retreat" and game.active(st) == ["usa"]
    assert model.sp_at(st, x, "usa") == 4 - by_att.hits
    path = game.legal(st, "usa")[0]
    game.apply(st, "usa", path)
    assert model.sp_at(st, path[-1], "usa") == 4 - by_att.hits and model.stack(st, path[-1])["dem"]
    assert st["flow"][-1]["step"] == "segment"                     # 5.11: 6 is not twice 4: it stops there
    assert model.sp_at(st, x, "csa") == 6 - by_def.hits and st["gens"]["beauregard"]["at"] == x


def test_a_lost_attack_goes_back_demoralized_and_ends_the_move():
    """11.6.2: the beaten attacker returns to the hex it attacked from; it is
    Demoralized (12.2)."""
    game, st, x, y = fight(3, 6, def_gid="mcdowell")
    with forced_calls(dice, "roll", [1, 6]):
        H.go(game, st, "csa", x)
    assert st["flow"][-1]["step"] == "segment"
    stack = model.stack(st, y)
    assert stack is not None and stack["side"] == "csa" and stack["dem"] and stack["sp"] < 3
    assert st["gens"]["beauregard"]["at"] == y


def test_the_attacker_may_play_a_card_for_two_before_the_dice():
    """18.3.2: a card of the theatre or an Any card: +2, one a battle."""
    game, st, x, y = fight(6, 2)
    theatre = st["flow"][-1]["theatre"]
    from pyapp.games.uscw import cards
    usable = [n for n in range(15) if cards.usable(cards.card("csa", n), "battle_drm", theatre)]
    h = next(h for h in hands.handles("csa") if hands.card(st, h) in usable)
    st["sa"]["csa"]["deck"].remove(h)
    st["sa"]["csa"]["hand"].append(h)
    H.go(game, st, "csa", x)
    assert st["flow"][-1]["step"] == "battle_card"
    assert game.legal(st, "csa") == [("card", h), ("no_card",)]
    with forced_calls(dice, "roll", [3, 3]):
        game.apply(st, "csa", ("card", h))
    assert any(e["rule"] == "18.3.2" for e in st["lg"]) and h in hands.deck(st, "csa")


def test_a_fort_taken_in_battle_becomes_the_captors_one_level_lower():
    """C11 (10.2): the attacker wins and takes the hex: an F2 becomes its F1."""
    game, st, x, y = fight(6, 1)
    st["forts"][x] = {"side": "usa", "level": 2}
    with forced_calls(dice, "roll", [6, 1]):
        H.go(game, st, "csa", x)
    while st["flow"][-1]["step"] == "retreat":
        game.apply(st, "usa", game.legal(st, "usa")[0])
    if st["flow"][-1]["step"] == "activation":                  # 5.11: 6 against 1, it may go on; it stops
        assert st["flow"][-1]["at"] == x
        game.apply(st, "csa", ("stop",))
    assert st["forts"][x] == {"side": "csa", "level": 1} and model.side_at(st, x) == "csa"


def test_the_unions_intrinsic_garrison_fights_three_sps_and_flees_four():
    """17.2.4 with C15: a Northern Objective hex with no Union unit holds a
    0-SP garrison: 4 SPs sweep it away without a battle; fewer fight it."""
    from pyapp.games.uscw import situation
    for sp, battle_expected in ((4, False), (3, True)):
        game, st = H.opening(H.steps(), 3)
        harrisburg = places.hex_of("harrisburg")
        assert situation.garrison(st, harrisburg)
        y = next(n for n in BOARD.neighbours(harrisburg) if BOARD.land(n) and model.side_at(st, n) is None
                 and BOARD.side(n, harrisburg).get("kind", "plain") == "plain")
        model.add_sp(st, y, "csa", sp)
        model.place_general(st, "beauregard", y)
        game.flow.push(st, "segment", who="csa")
        game.apply(st, "csa", ("move", y, "beauregard"))
        with forced_calls(dice, "roll", [6, 1] if battle_expected else []):
            H.go(game, st, "csa", harrisburg)
        fought = any(e["rule"] == "11.2.1" for e in st["lg"])
        assert fought == battle_expected
        assert harrisburg in st.get("gone", []) and not situation.garrison(st, harrisburg)
