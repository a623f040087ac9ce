"""For the People: supply (5.24), political and state control (5.28, 5.29),
attrition (5.25) and strategic will (5.30) through the engine."""

from pyapp.games.ftp import model as M
from pyapp.games.ftp import political, supply
from pyapp.games.ftp.rules import GAME
from tests.ftp.position import blank, sp


def test_occupation_converts_a_chain_of_spaces_5_28():
    """The rulebook's example: a corps leaving 1 SP in each space from
    Cincinnati to Knoxville converts them all, each extending the line."""
    st = blank("1861")
    chain = ["falmouth", "lexington_ky", "somerset", "clinton", "knoxville"]
    for s in chain:
        sp(st, "union", s, 1)
    political.occupation(GAME, st, "union")
    assert all(st["ctl"].get(s) == "union" for s in chain)


def test_no_line_no_conversion_5_28():
    st = blank("1861")
    sp(st, "union", "knoxville", 1)                 # alone, deep in Tennessee
    political.occupation(GAME, st, "union")
    assert st["ctl"]["knoxville"] == "csa"


def test_a_union_pc_on_a_resource_centre_destroys_it_5_28():
    st = blank("1862")
    before = (M.sw_value(st, "union"), M.sw_value(st, "csa"))
    political.place_pc(GAME, st, "union", "atlanta", rule="5.28")
    assert "atlanta" in st["rc_dead"]
    assert M.sw_value(st, "union") >= before[0] + 5 and M.sw_value(st, "csa") <= before[1] - 5


def test_losing_the_capital_costs_fifteen_or_thirty_5_28():
    st = blank("1861")
    political.capital_lost(st, "csa")
    assert st["capital"]["csa"] is None and M.sw_value(st, "csa") == 100 - 15 - 3   # fates of war: + to -
    political.capital_lost(st, "union")
    assert M.sw_value(st, "union") == 100 - 30                                    # already -


def test_the_first_to_control_a_border_state_scores_it_5_29():
    st = blank("1861")
    wv = [s for s in M.S.NAME if M.S.STATE[s] == "WV"]
    for s in wv[:4]:
        st["ctl"][s] = "union"
    political.state_control(GAME, st)
    assert st["states"]["WV"] == "union" and all(st["ctl"].get(s) == "union" for s in wv)
    assert M.sw_value(st, "union") == 100 + 5 + 2                                  # - to +: fates of war


def test_three_csa_spaces_in_a_union_state_cost_five_5_29():
    st = blank("1861")
    oh = [s for s in M.S.NAME if M.S.STATE[s] == "OH"]
    for s in oh[:3]:
        st["ctl"][s] = "csa"
    political.state_control(GAME, st)
    assert M.sw_value(st, "union") == 95 and M.sw_value(st, "csa") == 105


def test_attrition_examples_5_25():
    st = blank("1862")
    for s, n in (("nashville", 5), ("memphis", 3), ("chattanooga", 7)):
        st["ctl"][s] = "csa"
        sp(st, "csa", s, n)
    political.attrition(GAME, st)
    assert [M.total_sp(st, "csa", s) for s in ("nashville", "memphis", "chattanooga")] == [4, 2, 5]


def test_foraging_without_a_line_5_25():
    st = blank("1862")
    sp(st, "union", "knoxville", 7)                 # no line of communication
    assert not supply.in_supply(st, "union", "knoxville")
    political.attrition(GAME, st)
    assert M.total_sp(st, "union", "knoxville") == 4     # 7 -> 5 -> 4


def test_supply_by_river_and_through_controlled_spaces_5_24():
    """The rulebook's examples: a Union force at Vicksburg with its PC and
    naval control is supplied; one at Meridian tracing Forest - Jackson -
    Vicksburg through controlled spaces too."""
    st = blank("1863")
    st["forts"].pop("vicksburg", None)
    for s in ("vicksburg", "jackson_ms", "forest", "meridian"):
        st["ctl"][s] = "union"
    assert supply.in_supply(st, "union", "vicksburg")
    sp(st, "union", "meridian", 2)
    assert supply.in_supply(st, "union", "meridian")
    for s in ("jackson_ms", "forest"):               # cut the chain: Meridian is on its own
        st["ctl"][s] = "csa"
    assert not supply.in_supply(st, "union", "meridian")


def test_csa_sources_must_reach_another_source_5_24():
    st = blank("1861")
    assert "richmond" in supply.csa_sources(st)
    # cut Richmond off on every side: it stops being a source
    for nb in M.S.NAME:
        if nb != "richmond" and M.S.STATE[nb] == "VA":
            st["ctl"][nb] = "union"
    assert "richmond" not in supply.csa_sources(st)
