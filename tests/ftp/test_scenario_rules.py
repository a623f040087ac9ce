"""For the People: the scenarios' own rules (6.1-6.4) and the Mississippi
bonus (5.30)."""

from pyapp.games.ftp import model as M
from pyapp.games.ftp import phases
from pyapp.games.ftp.rules import GAME
from tests.ftp.position import blank, push, sp, step, top


def test_1861_starts_in_the_strategy_rounds_with_four_cards_each_6_1():
    st = GAME.setup("1861", {}, 1)
    assert step(st) == "round" and top(st)["who"] == "union"
    assert [len(st["hands"][s]) for s in M.ROLES] == [4, 4]
    assert st["ctl"]["st_louis"] == "union" and st["ctl"]["columbus_ky"] == "csa" and "louisville" not in st["ctl"]


def test_1863_grant_goes_to_memphis_first_6_3():
    st = GAME.setup("1863", {}, 1)
    assert step(st) == "generals" and GAME.legal(st, "union") == [("grant", "memphis")]
    GAME.apply(st, "union", ("grant", "memphis"))
    assert st["gens"]["grant"] == "memphis"


def test_1863_no_union_naval_move_nor_reorganisation_on_the_first_turn_6_3():
    st = blank("1863")
    sp(st, "union", "fort_monroe", 3)
    push(st, "ops", who="union", v=3, c=1)
    legal = GAME.legal(st, "union")
    assert not any(a[0] in ("naval", "reorg") for a in legal)
    st["turn"] = 8
    assert any(a[0] == "naval" for a in GAME.legal(st, "union"))


def test_1863_a_blockade_card_dealt_and_never_used_costs_ten_6_3():
    st = blank("1863")
    st["turn"] = st["last"]
    st["blk_dealt"] = True
    before = M.sw_value(st, "union")
    phases.final_victory(GAME, st)
    assert any("blockade card" in e["en"] for e in st["lg"])
    assert M.sw_value(st, "union") == before - 10               # no fates of war (6.3)


def test_the_mississippi_bonus_once_5_30():
    st = blank("1862")
    st["forts"] = {}
    st["ctl"]["forts_st_philip_jackson"] = "union"
    assert phases.mississippi_held(st)
    before = M.sw_value(st, "union")
    st["miss"] = False
    phases.political_phase(GAME, st)
    assert st["miss"] and any("Mississippi" in e["en"] for e in st["lg"])
    assert M.sw_value(st, "union") >= before + 10



def test_1863_a_first_card_played_as_a_campaign_activates_once_a_state_6_3():
    from pyapp.games.ftp import events
    from tests.ftp.position import blank, gen, push, sp
    st = blank("1863")
    for g, s in (("grant", "memphis"), ("sherman", "corinth"), ("rosecrans", "nashville")):
        gen(st, g, s)
        sp(st, "union", s, 2)
        st["ctl"][s] = "union"
    events.apply_node(GAME, st, {"who": "union", "c": 85}, ("campaign", "minor", 2), [0])
    first = {a[2] for a in GAME.legal(st, "union") if a[0] == "move" and a[1] == "corps"}
    assert {"grant", "sherman", "rosecrans"} <= first
    GAME.apply(st, "union", ("move", "corps", "grant"))                 # Tennessee (Memphis)
    while st["flow"][-1]["step"] != "campaign":
        GAME.apply(st, GAME.active(st)[0], ("stop",) if ("stop",) in GAME.legal(st, GAME.active(st)[0])
                   else ("pass",))
    second = {a[2] for a in GAME.legal(st, "union") if a[0] == "move" and a[1] == "corps"}
    assert "rosecrans" not in second and "sherman" in second            # Nashville is Tennessee too


def test_the_draw_pile_is_settled_only_from_the_end_of_the_rounds_to_a_deal_it_cannot_cover_4():
    """4 phase 2 (RULES_NOTES "the reshuffle at the deal"; docs/TRUST.md
    T4.6): a pile smaller than the next deal stays on top of the reshuffled
    discards, and no card leaves it between the end of the strategy rounds
    and that deal, unless 81 or 82 unplayed reshuffle it in."""
    from pyapp.games.ftp.rules import GAME
    st = GAME.setup("campaign", {}, 3)
    st["turn"], st["deck"] = 5, st["deck"][:10]          # 10 cards: the next deal needs 14
    for phase, settled in (("rounds", False), ("political", True), ("end", True), ("reinf", True),
                           ("deal", True)):
        st["phase"] = phase
        assert GAME.settled_draw(st) is settled, phase
    st["reshuffle"] = True                              # 81 or 82 unplayed: the pile goes back in
    st["phase"] = "political"
    assert not GAME.settled_draw(st)
    st["reshuffle"] = False
    st["deck"] = st["deck"] * 2                         # 20 cards cover the next deal
    assert not GAME.settled_draw(st)
    st["turn"], st["deck"] = st["last"], st["deck"][:3]  # no deal after the last turn
    assert not GAME.settled_draw(st)
