"""For the People: relief of army commanders (5.8) and the reorganisation
of lone generals (5.3), with the rulebook's relief costs (digest 5.8, 5.32)."""

from pyapp.games.ftp import command
from pyapp.games.ftp import model as M
from tests.ftp.position import army, blank, gen, play, push, sp


def test_relieving_fremont_for_grant_over_mcclellan_costs_ten_5_8():
    st = blank("1862")
    st["sw"]["union"] = [100, "-"]
    army(st, "u_potomac", "st_louis", 6, "fremont", "grant", "mcclellan", "butler")
    assert command.relief_cost(st, "union", "u_potomac", "grant") == 8 + 2      # McClellan's PI 10 > 8
    command.relieve(None, st, "union", "u_potomac", "grant", "demote")
    assert M.sw_value(st, "union") == 90 and st["armies"]["u_potomac"]["cmd"] == "grant"
    assert st["gens"]["fremont"] == f"T{st['turn'] + 1}"


def test_relieving_grant_for_sherman_costs_his_influence_5_8():
    st = blank("1864")
    army(st, "u_cumberland", "chattanooga", 8, "grant", "sherman", "thomas")
    assert command.relief_cost(st, "union", "u_cumberland", "sherman") == 8       # Sherman outranks Thomas


def test_grant_relieved_sherman_promoted_and_grant_reassigned_over_meade_costs_13_5_8():
    """Digest 5.8's worked costs: Grant relieved from the Cumberland (-8),
    Sherman promoted, Grant reassigned to the Potomac relieving Meade (-5)."""
    st = blank("1864")
    st["sw"]["union"] = [100, "-"]
    for s in ("chattanooga", "nashville", "washington_dc"):
        st["ctl"][s] = "union"
    army(st, "u_cumberland", "nashville", 8, "grant", "sherman", "thomas")
    army(st, "u_potomac", "washington_dc", 8, "meade", "hancock") if "hancock" in M.GEN else \
        army(st, "u_potomac", "washington_dc", 8, "meade")
    push(st, "ops", who="union", v=1, c=0)
    move = ("relieve", "u_cumberland", "sherman", "reassign", "u_potomac", "demote")
    from pyapp.games.ftp.rules import GAME
    assert move in GAME.legal(st, "union")
    play(st, "union", move)
    assert M.sw_value(st, "union") == 100 - 8 - 5
    assert st["armies"]["u_cumberland"]["cmd"] == "sherman" and st["armies"]["u_potomac"]["cmd"] == "grant"
    assert st["gens"]["grant"] == "A:u_potomac" and st["gens"]["meade"] == f"T{st['turn'] + 1}"


def test_no_reassignment_to_an_army_out_of_supply_or_cut_off_5_8():
    st = blank("1864")
    army(st, "u_cumberland", "nashville", 8, "grant", "sherman")
    army(st, "u_potomac", "washington_dc", 8, "meade")
    for s in ("nashville", "washington_dc"):
        st["ctl"][s] = "union"
    assert "u_potomac" in command.reassign_targets(st, "union", "u_cumberland")
    st["ctl"]["washington_dc"] = "csa"
    sp(st, "csa", "washington_dc", 1)
    assert "u_potomac" not in command.reassign_targets(st, "union", "u_cumberland")


def test_half_price_after_a_large_defeat_5_8():
    st = blank("1862")
    army(st, "u_potomac", "frederick", 6, "mcclellan", "burnside")
    st["round_no"], st["last_round"] = 5, {"union": 4}
    st["armies"]["u_potomac"]["lost_at"] = 4
    assert command.relief_cost(st, "union", "u_potomac", "burnside") == 5          # 10, halved


def test_reorganisation_moves_lone_generals_not_army_commanders_5_3():
    st = blank("1862")
    army(st, "u_potomac", "frederick", 6, "mcclellan", "burnside", "pope")
    gen(st, "halleck", "cairo")
    sp(st, "union", "cairo", 1)
    movable = command.movable_generals(st, "union")
    assert "halleck" in movable and "mcclellan" not in movable
    assert "st_louis" in command.reorg_destinations(st, "union", "halleck")
    push(st, "reorg", who="union", g=None, moved=[])
    play(st, "union", ("pick", "halleck"))
    play(st, "union", ("to", "st_louis"))
    assert st["gens"]["halleck"] == "st_louis"
    assert "richmond" not in command.reorg_destinations(st, "union", "burnside")    # never into enemy spaces


def test_the_enemy_chooses_which_generals_over_the_limit_leave_5_5():
    from pyapp.games.ftp import rounds
    from pyapp.games.ftp.rules import GAME
    from tests.ftp.position import hand, top
    st = blank("1862")
    army(st, "u_potomac", "frederick", 1, "mcclellan", "burnside", "pope", "banks", "mcdowell")   # 5 for 1 SP + 3
    hand(st, "csa", 10)
    rounds.next_round(GAME, st, "union")
    f = top(st)
    assert f["step"] == "excess" and f["who"] == "csa" and f["n"] == 1
    sends = {a[1] for a in GAME.legal(st, "csa")}
    assert sends == {"burnside", "pope", "banks", "mcdowell"}          # never the commander
    GAME.apply(st, "csa", ("send", "burnside"))                        # not the lowest PI: the CSA's choice
    assert st["gens"]["burnside"] == f"T{st['turn'] + 1}"
    assert top(st)["step"] == "round" and top(st)["who"] == "csa"


def test_buell_given_an_army_while_fremont_and_butler_stand_on_the_map_costs_2_and_3_by_fate_5_32():
    """Digest 5.32: army creation with Buell while Fremont or Butler (PI 8)
    are on the map: -2 SW, -5 with the fates of war."""
    from pyapp.games.ftp import rounds
    from pyapp.games.ftp.rules import GAME
    st = blank("1862")
    st["sw"]["union"] = [100, "+"]
    st["ctl"]["louisville"] = "union"
    gen(st, "buell", "louisville")
    sp(st, "union", "louisville", 5)
    gen(st, "fremont", "st_louis")
    gen(st, "butler", "fort_monroe")
    assert rounds.army_problem(st, "union", 2, "louisville") is None
    rounds.create_army(GAME, st, "union", "louisville")
    assert st["sw"]["union"] == [95, "-"]
