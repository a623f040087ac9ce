"""Badges of Courage, section 6 (Movement) and 9.72 (night movement): movement
points per hexside (6.3, 6.4), roads (6.5), artillery (3.24), the one-hex
minimum, ZOC and front line (6.6, 6.62), stacking (6.2), reinforcements and
entry roads (6.7), who may move (6.1)."""

import pytest

from pyapp.games.boc import data as D
from pyapp.games.boc import model as M
from pyapp.games.boc import terrain as T

from .position import act, add, blank, forced, handle, legal, phase, refused, step, verbs


def reach(st, h):
    return {a[2] for a in verbs(st, st["side"], "move") if a[1] == h}


def mover(ident, hx, enemies=(), friends=(), t=(1, 10), side="usa"):
    st = blank(t=t)
    h = add(st, ident, hx)
    foe = "c-perry" if side == "usa" else "u-cross"
    pal = "u-cross" if side == "usa" else "c-perry"
    for e in enemies:
        add(st, foe, e)
    for f in friends:
        add(st, pal, f)
    phase(st, side, "move")
    return st, h


# -- 6.3, 6.4: movement points per hexside ----------------------------------------------------

def test_infantry_six_mp_three_clear_hexsides():
    # B9 -> B10 -> B11 -> B12: clear hexsides, 2 MP each (6.4).
    for a, b in (("B9", "B10"), ("B10", "B11"), ("B11", "B12"), ("B12", "B13")):
        assert T.move_cost(a, b) == 2
    st, h = mover("u-cutler", "B9")
    r = reach(st, h)
    assert "B12" in r and "B13" not in r
    assert T.distance("B9", "B13") == 4


def test_cavalry_ten_mp():
    st, h = mover("u-gamble", "B8")
    r = reach(st, h)
    assert "B13" in r                                     # 5 clear hexsides


def test_movement_cost_is_paid_per_hexside_crossed():
    # woods hexside B12/A12: 3 MP; from B11 (A12 at 2 + 3 = 5)
    assert T.move_cost("B12", "A12") == 3
    st, h = mover("u-cutler", "C12")
    r = reach(st, h)
    assert "A12" in r                                     # 2 + 3 = 5 <= 6


def test_one_hex_minimum_whatever_the_terrain():
    # 6.4: a unit can always move one hex.
    assert T.move_cost("J3", "I2") > 6
    st, h = mover("u-cutler", "J3")
    assert "I2" in reach(st, h)


def test_one_hex_minimum_applies_to_artillery():
    # RULES_NOTES 6.4 (DECIDED): artillery too.
    assert T.move_cost("D7", "E7", "art") > 8
    st, h = mover("u-ransom", "D7")
    assert "E7" in reach(st, h)


# -- 6.5, 3.24: roads and artillery --------------------------------------------------------------

def test_main_road_one_mp_per_hexside():
    # 6.5: "una unidad de infanteria puede mover hasta seis hexes por un camino principal".
    road = ["M6", "N6", "O6", "P6", "Q6", "R6", "S6", "T6"]
    assert all(T.road(a, b) == "main" for a, b in zip(road, road[1:]))
    st, h = mover("u-cutler", "M6")
    r = reach(st, h)
    assert "S6" in r and "T6" not in r


def test_artillery_doubles_off_road_costs():
    # 3.24: artillery (8 MP) pays 4 MP a clear hexside: 2 hexes across open ground.
    st, h = mover("u-ransom", "B8")
    r = reach(st, h)
    assert "B10" in r and "B11" not in r
    assert all(T.distance("B8", x) <= 2 for x in r)


def test_horse_artillery_doubles_off_road_costs_too():
    # RULES_NOTES 3.24: horse artillery (10 MP) pays double as well: 4 MP a clear hexside.
    assert D.BLOCKS["u-calef"]["kind"] == "hart"
    st, h = mover("u-calef", "B8")
    r = reach(st, h)
    assert "B10" in r and "B11" not in r


def test_artillery_on_a_main_road_moves_eight_hexes():
    st, h = mover("u-ransom", "M6")
    r = reach(st, h)
    assert "U6" in r and "V6" not in r


# -- 6.1: who may move -------------------------------------------------------------------------

def test_an_activated_hq_does_not_move():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"), ("done",), ("done",))
    assert step(st) == "move"
    assert reach(st, hq) == set() and reach(st, inf)
    assert refused(st, "usa", ("move", hq, "B7")).rule == "6.1"


def test_a_block_moves_once_a_phase():
    st, h = mover("u-cutler", "B9")
    st = act(st, "usa", ("move", h, "B10"))
    assert reach(st, h) == set()
    assert refused(st, "usa", ("move", h, "B11")).rule == "6.1"


def test_the_enemy_does_not_move_in_the_move_phase():
    st, h = mover("u-cutler", "B9", enemies=["B13"])
    assert legal(st, "csa") == []


def test_hq_moves_eight():
    st, h = mover("u-wadsworth-hq", "B8")
    r = reach(st, h)
    assert "B12" in r and "B13" not in r                  # 4 clear hexsides


# -- 6.6, 6.62: ZOC and the front line ---------------------------------------------------------

def test_entering_an_enemy_zoc_stops_the_move():
    # without the enemy, cavalry at B8 reaches A12 through B11 (B8-B9-B10-B11-A11-A12);
    # with an enemy at C11, B11 is in its ZOC: the cavalry stops there.
    st, h = mover("u-gamble", "B8")
    assert "A12" in reach(st, h)
    st, h = mover("u-gamble", "B8", enemies=["C11"])
    r = reach(st, h)
    assert "B11" in r and "A12" not in r


def test_a_unit_starting_in_the_front_line_moves_one_hex():
    st, h = mover("u-cutler", "B11", enemies=["B12"])
    r = reach(st, h)
    assert r and r <= set(T.neighbours("B11"))


def test_never_into_an_enemy_hex_by_moving():
    st, h = mover("u-cutler", "B11", enemies=["B12"])
    assert "B12" not in reach(st, h)
    assert refused(st, "usa", ("move", h, "B12")).rule == "7.1"


def test_two_units_per_front_line_hexside():
    # 6.62: B11 is a front-line hex (next to the enemy in B12); at most 2 blocks
    # cross its hexside with B10 in one Move Phase.
    st = blank()
    a = add(st, "u-cutler", "B11")
    b = add(st, "u-meredith", "B11")
    c = add(st, "u-paul", "B11")
    add(st, "c-perry", "B12")
    phase(st, "usa", "move")
    st = act(st, "usa", ("move", a, "B10"))
    st = act(st, "usa", ("move", handle(st, "u-meredith"), "B10"))     # stacks are stirred
    c = handle(st, "u-paul")
    assert "B10" not in reach(st, c)
    assert reach(st, c)                                   # other hexsides are still open
    assert refused(st, "usa", ("move", c, "B10")).rule == "6.62"


def test_front_line_hexside_limit_counts_in_and_out_together():
    st = blank()
    inside = add(st, "u-cutler", "B11")
    inside2 = add(st, "u-meredith", "B11")
    outside = add(st, "u-paul", "B10")
    add(st, "c-perry", "B12")
    phase(st, "usa", "move")
    st = act(st, "usa", ("move", outside, "B11"))          # 1 in
    h = handle(st, "u-cutler")
    st = act(st, "usa", ("move", h, "B10"))                # 1 out
    assert "B10" not in reach(st, handle(st, "u-meredith"))


# -- 6.2: stacking -----------------------------------------------------------------------------

def test_no_move_ends_over_the_stacking_limit_but_may_pass_through():
    # B8 -> B11 costs exactly 6 only through B9 and B10; B10 holds 4 USA blocks (clear: 4).
    assert T.stacking("B10") == 4
    st, h = mover("u-cutler", "B8", friends=["B10"] * 4)
    r = reach(st, h)
    assert "B10" not in r and "B11" in r
    assert refused(st, "usa", ("move", h, "B10")).rule == "6.2"


def test_stacking_counts_hqs():
    st = blank()
    for i in ("u-wadsworth-hq", "u-robinson-hq", "u-doubleday-hq", "u-reynolds-hq"):
        add(st, i, "B10")
    h = add(st, "u-cutler", "B9")
    phase(st, "usa", "move")
    assert "B10" not in reach(st, h)


# -- 6.7: reinforcements -----------------------------------------------------------------------

def due_state(blocks, road="cashtown_pike", alts=(), t=(1, 10), side="csa", enemies=()):
    st = blank(t=t)
    hs = [add(st, i, due=(t, road, list(alts), "")) for i in blocks]
    for hx in enemies:
        add(st, "u-cross", hx)
    phase(st, side, "move")
    return st, hs


def entries(st, h):
    return {(a[2], a[3]) for a in verbs(st, st["side"], "enter") if a[1] == h}


def test_reinforcements_enter_by_their_road_the_edge_hex_first():
    # 6.7: the edge hex is the first hex of the move; along the Cashtown Pike (main)
    # infantry reaches 5 more hexes: H14 (1 MP) ... H9 (6 MP).
    st, (h,) = due_state(["c-archer"])
    got = entries(st, h)
    assert {e for e, _d in got} == {"H14"}
    dests = {d for _e, d in got}
    assert {"H14", "H9"} <= dests and "H8" not in dests


def test_reinforcements_may_use_their_alternative_roads():
    st, (h,) = due_state(["c-archer"], alts=["fairfield_rd"])
    assert {e for e, _d in entries(st, h)} == {"H14", "K14"}


def test_reinforcements_not_due_yet_do_not_enter():
    st = blank(t=(1, 10))
    h = add(st, "c-archer", due=((1, 11), "cashtown_pike", [], ""))
    phase(st, "csa", "move")
    assert entries(st, h) == set()


def test_enemy_on_the_entry_hex_deploy_into_adjacent_edge_hexes():
    st, (h,) = due_state(["c-archer"], enemies=["H14"])
    edges = {e for e, _d in entries(st, h)}
    assert edges and "H14" not in edges
    assert edges <= set(T.neighbours("H14")) & D.EDGE


def test_a_division_enters_whole():
    # 6.7: "la integridad de la division debe ser mantenida".
    st, (a, b) = due_state(["c-archer", "c-davis"])        # both Heth's division
    st = act(st, "csa", ("enter", a, "H14", "H12"))
    assert ("done",) not in legal(st, "csa")
    assert refused(st, "csa", ("done",)).rule == "6.7"
    b = next(x for x in st["due"])
    st = act(st, "csa", ("enter", b, "H14", "H13"))
    assert ("done",) in legal(st, "csa")


def test_reinforcements_may_wait():
    # RULES_NOTES 6.7: nothing of a division entered yet: the phase may end; they stay due.
    st, (a, b) = due_state(["c-archer", "c-davis"])
    assert ("done",) in legal(st, "csa")
    st = act(st, "csa", ("done",))
    assert set(st["due"]) == {a, b}


def test_entry_obeys_stacking():
    st = blank()
    hs = [add(st, i, due=((1, 10), "cashtown_pike", [], "")) for i in ("c-archer",)]
    for i in ("c-pettigrew", "c-davis", "c-brockenbrough", "c-perrin"):
        add(st, i, "H13")
    phase(st, "csa", "move")
    assert T.stacking("H13") == 4
    assert all(d != "H13" for _e, d in entries(st, hs[0]))


def test_reinforcements_may_melee_an_enemy_on_their_entry_hex():
    st, (h,) = due_state(["c-archer"], enemies=["H14"])
    assert [a for a in legal(st, "csa") if len(a) > 2 and a[1] == h and a[0] != "enter" and "H14" in a]


# -- 9.72: night movement ---------------------------------------------------------------------

NIGHT = (1, 0)


def test_night_no_unit_enters_a_hex_next_to_the_enemy():
    assert D.is_night(D.turn_index(NIGHT))
    st, h = mover("u-gamble", "B8", enemies=["C11"], t=NIGHT)
    r = reach(st, h)
    front = set(T.neighbours("C11"))
    assert r and not (r & front)


def test_night_a_unit_may_leave_the_front_line_but_not_move_within_it():
    st, h = mover("u-cutler", "B11", enemies=["B12"], t=NIGHT)
    r = reach(st, h)
    front = set(T.neighbours("B12"))
    assert r and not (r & front)
    assert "B10" in r
    assert "C11" not in r and "A11" not in r              # front-line hexes next to B11


def test_night_has_no_melee():
    st, h = mover("u-cutler", "B11", enemies=["B12"], t=NIGHT)
    assert not [a for a in legal(st, "usa") if a[0] in ("attack", "unsupported")]


def test_night_reinforcements_move_along_their_roads_as_far_as_i6():
    # 9.74: the II Corps "puede moverse como deseen a lo largo de aquellos caminos hasta el hex I6".
    st = blank(t=NIGHT)
    h = add(st, "u-harrow", due=(NIGHT, "taneytown_rd", ["emmitsburg_rd", "littletown_rd"], "I6"))
    phase(st, "usa", "move")
    dests = {a[3] for a in verbs(st, "usa", "enter") if a[1] == h and a[2] == "W6"}
    assert {"K6", "J6"} <= dests                          # far beyond 6 MP, along the road
    assert T.distance("W6", "J6") > 6
    assert "H6" not in dests                               # never beyond I6


def test_at_night_a_reinforcement_does_not_come_on_by_an_edge_hex_next_to_the_enemy():
    # 9.72: "at night no block enters a hex next to the enemy": the edge hex is the first
    # hex a reinforcement enters (6.7), so an enemy beside it shuts that road for the night
    st = blank(t=NIGHT)
    h = add(st, "u-harrow", due=(NIGHT, "taneytown_rd", [], ""))
    phase(st, "usa", "move")
    assert [a for a in verbs(st, "usa", "enter") if a[1] == h and a[2] == "W6"]
    st = blank(t=NIGHT)
    h = add(st, "u-harrow", due=(NIGHT, "taneytown_rd", [], ""))
    add(st, "c-archer", "W7")                               # next to W6
    phase(st, "usa", "move")
    assert not [a for a in verbs(st, "usa", "enter") if a[1] == h and a[2] == "W6"]
    # nor along the roads of 9.74
    st = blank(t=NIGHT)
    h = add(st, "u-harrow", due=(NIGHT, "taneytown_rd", ["emmitsburg_rd", "littletown_rd"], "I6"))
    add(st, "c-archer", "W7")
    phase(st, "usa", "move")
    assert not [a for a in verbs(st, "usa", "enter") if a[1] == h and a[2] == "W6"]



def test_ending_the_move_phase_with_reinforcements_due_is_asked_first():
    # issue 32, item 7: the page asks (Game.unfinished) before a Move Phase ends with
    # reinforcements that may still enter; ended, they stay due for a later turn (6.7)
    st = blank(t=(1, 11))
    h = add(st, "c-archer", due=((1, 11), "cashtown_pike", [], ""))
    phase(st, "csa", "move")
    from pyapp.games.boc import GAME
    said = GAME.unfinished(st, "csa")
    assert said is not None and said["rule"] == "6.7" and said["en"].startswith("1 reinforcement may still enter")
    assert GAME.unfinished(st, "usa") is None                      # not his phase
    st = act(st, "csa", ("done",))
    assert h in st["due"]                                          # it waits; nothing lost
    st2 = blank(t=(1, 11))
    phase(st2, "csa", "move")
    assert GAME.unfinished(st2, "csa") is None                     # nothing due: nothing to ask


# -- 2.4: off the map by movement, and back at night -------------------------------------------

def test_2_4_a_block_may_move_off_the_map_from_an_edge_hex():
    # "Si una unidad se retira o mueve fuera del tablero, queda desorganizada para el resto de
    # aquel día": from an edge hex it stands on or reaches this move; not eliminated (9.12)
    from pyapp.games.boc import GAME
    st = blank(t=(1, 11))
    h = add(st, "c-archer", "A6")
    near = add(st, "c-davis", "B7")
    phase(st, "csa", "move")
    exits = [a for a in legal(st, "csa") if a[0] == "exit"]
    assert ("exit", h, "A6") in exits
    assert any(a[1] == near and a[2] in D.EDGE for a in exits)        # it reaches an edge hex first
    st = act(st, "csa", ("exit", h, "A6"))
    assert h not in st["pos"] and st["off"][h] == "A6" and st["elim"]["csa"] == 0
    assert any(e["rule"] == "2.4" and "leaves the map at A6" in e["en"] for e in st["lg"])
    edge = next(a[2] for a in legal(st, "csa") if a[0] == "exit" and a[1] == near)
    st = act(st, "csa", ("exit", near, edge))
    assert st["off"][near] == edge and near not in st["pos"]
    assert GAME.describe(st, ("exit", h, "A6"), "es").endswith("(vuelve de noche)")


def test_2_4_no_block_leaves_the_map_at_night():
    st = blank(t=NIGHT)
    add(st, "c-archer", "A6")
    phase(st, "csa", "move")
    assert not [a for a in legal(st, "csa") if a[0] == "exit"]


def test_2_4_back_at_night_by_the_nearest_friendly_or_neutral_entry_road():
    # "Vuelve al campo durante la noche como un Refuerzo Nocturno sobre el hex de camino de
    # entrada amigo o neutral más cercano al hex por el que salió"
    from pyapp.games.boc import rules as R
    st = blank(t=NIGHT)
    h = add(st, "c-archer", "A6")
    del st["pos"][h]
    st["off"][h] = "A6"                                # left by Carlisle Road's edge (A6)
    R.night_returns(st)
    assert st["due"][h][1] == "carlisle_rd" and not st["off"]
    # the nearest entry now Enemy (a Union block on it): the next nearest Friendly or Neutral one
    st = blank(t=NIGHT)
    h = add(st, "c-archer", "A6")
    del st["pos"][h]
    st["off"][h] = "A6"
    add(st, "u-cutler", "A6")
    R.night_returns(st)
    assert st["due"][h][1] != "carlisle_rd"
    assert st["due"][h][1] == D.nearest_entry("A6", lambda e: e != "A6" and M.control(st).get(e) in (None, "csa"))
    # every entry road Enemy: it cannot come back this night, and the log says so
    st = blank(t=NIGHT)
    h = add(st, "c-archer", "A6")
    del st["pos"][h]
    st["off"][h] = "A6"
    union = [b for b, r in sorted(D.BLOCKS.items()) if r["side"] == "usa" and r["kind"] == "inf"]
    for k, e in enumerate(sorted(set(D.entries().values()))):
        add(st, union[k], e)
    R.night_returns(st)
    assert h not in st["due"] and st["off"][h] == "A6"
    assert any(e["rule"] == "2.4" and "cannot come back" in e["en"] for e in st["lg"])
