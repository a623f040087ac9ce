"""Badges of Courage: the optional rules the engine plays (RULES_NOTES
opt.*): fixed turn order is in test_sequence.py, the cavalry battle (10.0) in
test_cavalry.py; here free deployment (9.6), column and line, the Longstreet
option and the Hancock option."""

from __future__ import annotations

from pyapp.games.boc import GAME
from pyapp.games.boc import command as C
from pyapp.games.boc import data as D
from pyapp.games.boc import mapdata
from pyapp.games.boc import model as M
from pyapp.games.boc import rules as R

from .position import act, add, blank, dead, hex_of, legal, phase, verbs


# -- 9.6: free deployment ----------------------------------------------------------------

def test_free_deployment_lets_each_side_swap_set_up_positions_usa_first():
    st = GAME.setup("day1", {"free_deploy": True}, 3)
    assert GAME.active(st) == ["usa"] and st["flow"][-1]["step"] == "deploy"
    swaps = verbs(st, "usa", "swap")
    assert swaps and all(st["pos"][a] != st["pos"][b] for _s, a, b in swaps)
    _s, a, b = swaps[0]
    ia, ib = st["sealed"][a][0], st["sealed"][b][0]
    where = (st["pos"][a], st["pos"][b])
    st = act(st, "usa", swaps[0])
    assert (hex_of(st, ia), hex_of(st, ib)) == (where[1], where[0])      # the blocks changed places
    assert GAME.announce(st, "usa", ("done",)) == ("done",)
    st = act(st, "usa", ("done",))
    assert GAME.active(st) == ["csa"] and st["flow"][-1]["step"] == "deploy"


def test_a_swap_tells_the_enemy_nothing():
    st = GAME.setup("day1", {"free_deploy": True}, 3)
    swap = verbs(st, "usa", "swap")[0]
    assert GAME.announce(st, "usa", swap) == ("swap",)
    csa_device = GAME.mask(st, "csa")
    after = GAME.apply(GAME.copy(csa_device), "usa", ("swap",))
    assert after["pos"] == st["pos"]
    log = GAME.take_events(GAME.apply(GAME.copy(st), "usa", swap))
    assert all(e["to"] == "usa" for e in log)                         # only the owner reads it


# -- column and line -----------------------------------------------------------------------

def _column_state():
    st = blank(t=(1, 10), options={"column": True})
    inf = add(st, "u-cutler", "P6")
    art = add(st, "u-wainwright", "P7")
    add(st, "c-archer", "D12")
    phase(st, "usa", "move")
    return st, inf, art


def test_infantry_in_line_does_not_use_roads_and_in_column_does():
    st, inf, art = _column_state()
    line = {a[2] for a in verbs(st, "usa", "move") if a[1] == inf}
    st2 = act(GAME.copy(st), "usa", ("form", inf))
    assert inf in st2["col"] and st2["spent"][inf] == 3                 # half of 6 MP
    st3 = GAME.copy(st)
    st3["col"].append(inf)                                             # in column from the start
    col = {a[2] for a in verbs(st3, "usa", "move") if a[1] == inf}
    road = {h for r in mapdata.ROADS.values() for h in r["hexes"]}
    near_road = road | {n for h in road for n in M.neighbours(h)}
    farther = col - line
    assert farther and farther <= near_road                            # only roads take it farther
    assert any(h in road and abs(int(h[1:]) - 6) == 0 for h in farther)  # up the Taneytown Road
    assert {a[2] for a in verbs(st, "usa", "move") if a[1] == art}     # artillery has no formation


def test_a_column_stands_alone_and_cannot_fire_or_attack():
    st, inf, art = _column_state()
    st = act(st, "usa", ("form", inf))
    moves = {a[2] for a in verbs(st, "usa", "move") if a[1] == art}
    assert "P6" not in moves                                           # nobody joins a column
    assert not R.fire_targets(st, "usa", inf)


def test_forming_column_needs_the_hex_to_itself():
    st, inf, art = _column_state()
    other = add(st, "u-biddle", "P6")
    phase(st, "usa", "move")
    assert ("form", inf) not in legal(st, "usa") and ("form", other) not in legal(st, "usa")


# -- the Longstreet option -------------------------------------------------------------------

def test_longstreet_option_brings_hood_and_mclaws_at_dawn_but_not_pickett():
    plain = D.groups("full", False)["csa"]
    option = D.groups("full", True)["csa"]
    def when(groups, ident):
        return next(g[1] for g in groups if g[0] == "due" and ident in g[-1])
    assert when(option, "c-hood-hq") < when(plain, "c-hood-hq")
    assert when(option, "c-kershaw") == D.turn_index((2, 8))
    assert when(option, "c-pickett-hq") == when(plain, "c-pickett-hq")
    assert sorted(i for g in option for i in g[-1]) == sorted(i for g in plain for i in g[-1])


# -- the Hancock option ----------------------------------------------------------------------

def _reynolds_fallen(options):
    st = blank(t=(1, 11), sc="day1", options=options)
    dead(st, "u-reynolds-hq")
    hancock = add(st, "u-hancock-hq", due=((3, 20), "taneytown_rd", [], ""))
    del st["due"][hancock]                                              # off the map, not yet sent
    add(st, "u-wadsworth-hq", "I9")
    add(st, "u-cutler", "I10", strength=2)
    add(st, "c-archer", "D14")
    phase(st, "usa", "supply")
    return st, hancock


def test_hancock_may_be_sent_when_a_corps_hq_falls_before_meade_arrives():
    st, hancock = _reynolds_fallen({"hancock": True})
    assert ("hancock", "I") in legal(st, "usa")
    assert GAME.announce(st, "usa", ("hancock", "I")) == ("hancock", "I", hancock)
    st = act(st, "usa", ("hancock", "I"))
    assert st["hancock"] == ["I", hancock]
    assert st["due"][hancock][:2] == [D.turn_index((1, 15)), "taneytown_rd"]   # four hours later
    assert not verbs(st, "usa", "hancock")                             # once


def test_no_hancock_without_the_option_or_with_meade_on_the_map():
    st, _h = _reynolds_fallen({})
    assert not verbs(st, "usa", "hancock")
    st, _h = _reynolds_fallen({"hancock": True})
    add(st, "u-meade-hq", "L6")
    assert not verbs(st, "usa", "hancock")


def test_hancock_commands_until_meade_comes_and_supplies_the_fallen_corps():
    st, hancock = _reynolds_fallen({"hancock": True})
    st = act(st, "usa", ("hancock", "I"))
    st["pos"][hancock] = st["due"].pop(hancock) and "K6"
    roles = C.roles(st, "usa")
    assert roles["u-hancock-hq"] == "ahq"                              # standing in for Meade
    assert "promoted" not in roles.values()                            # I Corps has a CHQ again
    assert "I" in C.hq_corps(st, "usa", "u-hancock-hq")
    add(st, "u-meade-hq", "L6")
    assert C.roles(st, "usa")["u-hancock-hq"] == "chq"


def test_the_other_device_checks_the_hancock_announcement():
    st, hancock = _reynolds_fallen({"hancock": True})
    csa_device = GAME.mask(st, "csa")
    after = GAME.apply(GAME.copy(csa_device), "usa", ("hancock", "I", hancock))
    assert after["hancock"] == ["I", hancock] and after["due"][hancock][0] == D.turn_index((1, 15))


def test_a_night_reinforcement_in_column_goes_along_its_road_only_through_empty_hexes():
    # 9.74 with opt.column: the II Corps may move along its roads as far as I6 at night, but a
    # column enters no hex holding a friendly block, and no block enters a friendly column's hex
    night = (1, 0)
    st = blank(t=night, options={"column": True})
    h = add(st, "u-harrow", due=(night, "taneytown_rd", ["emmitsburg_rd", "littletown_rd"], "I6"))
    phase(st, "usa", "move")
    along = {a[3] for a in verbs(st, "usa", "enter") if a[1] == h and a[2] == "W6" and a[4:] == ("col",)}
    assert {"K6", "J6"} <= along                             # the road is clear: as far as I6
    st2 = blank(t=night, options={"column": True})
    h2 = add(st2, "u-harrow", due=(night, "taneytown_rd", ["emmitsburg_rd", "littletown_rd"], "I6"))
    add(st2, "u-cutler", "M6")                               # a friendly block on the road
    phase(st2, "usa", "move")
    acts = [a for a in verbs(st2, "usa", "enter") if a[1] == h2 and a[2] == "W6"]
    in_col = {a[3] for a in acts if a[4:] == ("col",)}
    in_line = {a[3] for a in acts if a[4:] != ("col",)}
    assert in_col and not in_col & {"M6", "L6", "K6", "J6", "I6"}   # the column stops short of M6
    assert {"L6", "K6"} <= in_line                            # a block in line passes
    for a in acts:                                           # and each one's path is one the other device takes
        path = R.entry_path(st2, "usa", h2, a[2], a[3], a[4] if len(a) > 4 else None)
        R.check_path(st2, "usa", None, path, a[3], "6.7", column=len(a) > 4 and a[4] == "col")

