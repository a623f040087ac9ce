"""The U.S. Civil War: the authored counters, tables, turn record track,
set-ups and Special Action decks hold together and agree with every worked
example of the rulebook that quotes a value (pyapp/games/uscw/oob.py,
tables.py, track.py, scenarios.py, cards.py; DATA_NOTES.md).
"""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

from pyapp.games.uscw import cards as K, cards_text as KT, oob, scenarios as S, tables as TB, track as T

G = oob.GENERALS
USA, CSA = oob.USA, oob.CSA
NOTES_MD = Path(oob.__file__).with_name("DATA_NOTES.md")


def _win(att_col, att_drm, def_col, def_drm):
    """The attacker's chance to win (11.2.2) with both sides rolling their
    column's dice: exact, by enumeration."""
    wins = total = 0
    for a in product(range(1, 7), repeat=TB.DICE[att_col]):
        ra = TB.result(att_col, sum(a) + att_drm)
        for d in product(range(1, 7), repeat=TB.DICE[def_col]):
            total += 1
            wins += TB.beats(ra, TB.result(def_col, sum(d) + def_drm))
    return Fraction(wins, total)


def _stars(gid, turn):
    return T.form(gid, turn).stars


def _together(a, b, turn):
    on = T.on_map(turn)
    return a in on and b in on


# ---------------------------------------------------------------------------
# Generals: fields and ranges
# ---------------------------------------------------------------------------
def test_every_general_has_the_fields():
    for g in oob.GENERALS_LIST:
        assert re.fullmatch(r"[a-z]+(_[a-z]+)*", g.id), g.id
        assert g.name and g.side in oob.SIDES and g.theatre in oob.THEATRES, g
        assert 1 <= g.arrives <= T.LAST_TURN, g
        assert g.src.startswith(("RULEBOOK", "AUTHORED")), g.id
        if g.naval:
            assert g.side == USA and g.forms == (), g
            continue
        assert g.forms and 0 <= g.first < len(g.forms), g
        stars = [f.stars for f in g.forms]
        assert stars == sorted(stars) and len(set(stars)) == len(stars), g.id   # one counter a rank
        for f in g.forms:
            assert 1 <= f.stars <= 4 and 0 <= f.attack <= 3 and 0 <= f.defence <= 3, g.id
            assert 3 <= f.ma <= 8, g.id
            if f.cavalry:
                assert f.stars <= 2 and f.ma >= 5, g.id


def test_only_grant_wears_four_stars():
    assert [g.id for g in oob.generals() if any(f.stars == 4 for f in g.forms)] == ["grant"]


def test_naval_leaders_are_the_three_the_rules_name():
    assert {g.id for g in oob.generals(naval=True)} == {"farragut", "porter", "foote"}


def test_cautious_generals_are_slow():
    for g in oob.generals():
        for f in g.forms:
            if f.cautious:
                assert f.ma <= 4 and f.attack == 0, g.id


def test_promoted_cavalry_generals_get_intrinsic_cavalry():
    """8.6: Sheridan, Van Dorn and Price start as cavalry generals and
    become 2-star generals with intrinsic cavalry."""
    for gid in ("sheridan", "van_dorn", "price"):
        forms = G[gid].forms
        assert forms[0].cavalry and forms[0].stars == 1
        assert forms[-1].cavalry and forms[-1].stars == 2
        assert oob.command_limit(forms[0]) == 1 and oob.command_limit(forms[-1]) == 6
    others = [g.id for g in oob.generals() if any(f.cavalry and f.stars > 1 for f in g.forms)]
    assert sorted(others) == ["price", "sheridan", "van_dorn"]


def test_intrinsic_general_and_command_limits():
    assert oob.INTRINSIC == oob.Form(1, 0, 0, 3)
    assert oob.command_limit(oob.INTRINSIC) == 3
    assert oob.command_limit(G["lee"].forms[-1]) == 18
    assert oob.command_limit(G["stuart"].forms[0]) == 1


# ---------------------------------------------------------------------------
# The ratings the rulebook's examples quote
# ---------------------------------------------------------------------------
def test_washington_example():
    """Lee (11 SP, so 3 stars) and Jackson attack at +4 (+6 with a card);
    McDowell, the only Union general counted with 5 SP, defends at +1 (+7
    with the F3); Lee reaches DC from Fredericksburg with 5 MP; 13 -> 3 and
    11 -> 2 on the CRT; the CSA wins."""
    turns = [t for t in range(1, 21) if _together("lee", "jackson", t) and "mcdowell" in T.on_map(t)
             and _stars("lee", t) == 3]
    assert turns
    for t in turns:
        lee, jackson, mcdowell = T.form("lee", t), T.form("jackson", t), T.form("mcdowell", t)
        assert oob.command_limit(lee) >= 11 and TB.generals_counted(11) == 2
        assert lee.attack + jackson.attack + TB.CARD_BATTLE_DRM == 6
        assert TB.generals_counted(5) == 1 and mcdowell.defence + TB.FORT_DRM["F3"] == 7
        assert lee.ma >= 5
    assert TB.result(TB.column(11), 7 + 6) == TB.Result(3)
    assert TB.result(TB.column(5), 4 + 7) == TB.Result(2)
    assert TB.beats(TB.Result(3), TB.Result(2))


def test_grant_against_lee_combat_example():
    """Grant (4 stars) with 18 SP: three generals' attack make +4; Lee and
    Longstreet defend at +4 (+6 entrenched); Stuart is there too."""
    t = min(t for t in range(1, 21) if _stars("grant", t) == 4)
    east = [g for g in T.on_map(t, USA) if g != "grant" and not G[g].naval]
    grant = T.form("grant", t).attack

    def counted(gid):
        f = T.form(gid, t)
        return min(f.attack, oob.CAVALRY_SUBORDINATE_CAP) if f.cavalry else f.attack
    assert any(grant + counted(a) + counted(b) == 4 for a in east for b in east if a < b)
    assert TB.generals_counted(18) == 3 and TB.column(18) == "17+" and TB.DICE["17+"] == 3
    assert TB.generals_counted(11) == 2 and TB.column(11) == "9-12" and TB.DICE["9-12"] == 2
    both = [t for t in range(1, 21) if _together("lee", "longstreet", t) and "stuart" in T.on_map(t)
            and _stars("grant", t) == 4]
    assert both
    for t in both:
        assert T.form("lee", t).defence + T.form("longstreet", t).defence == 4
        assert T.form("stuart", t).cavalry


def test_burnside_attacks_at_plus_one_in_every_form():
    assert all(f.attack == 1 for f in G["burnside"].forms)
    assert "burnside" in T.on_map(15)              # Wilmington example, turn 15


def test_defence_values_the_examples_quote():
    for gid, d in (("beauregard", 1), ("bragg", 1), ("pemberton", 1), ("mcdowell", 1)):
        assert {f.defence for f in G[gid].forms} == {d}, gid
    assert G["forrest"].forms[0].defence == 2 and G["forrest"].forms[0].cavalry
    assert "beauregard" in T.on_map(15)            # Wilmington example, turn 15
    # interception: B +1 (Beauregard), C +4 (Forrest with cavalry), D +3 (Bragg with a cavalry general)
    assert min(TB.REACTION_DRM_CAP, 2 + G["forrest"].forms[0].defence) == 4
    assert 2 + G["bragg"].forms[0].defence == 3


def test_vicksburg_surrender_example():
    """6 SP, Pemberton +1, fortified Vicksburg +2, roll 4 -> 7 -> 1 point."""
    pem = T.form("pemberton", 10)
    assert pem.stars == 3
    assert TB.surrender_points(4 + pem.defence + TB.SURRENDER_DRM["fortified_key_hex"]) == 1


def test_cairo_example():
    """Morgan alone with 1 SP: column 1 at +2 against the 0-SP fort at +2,
    44%; an Any-card landing 22%, 44% with a second card; Polk with 4 SP,
    61% (so his attack is 0); Morgan reaches Cairo in 7 MP; Polk needs a
    Forced March for the 5 MP from Columbus."""
    morgan, polk = G["morgan"].forms[0], G["polk"].forms[0]
    assert morgan.cavalry and morgan.ma >= 7
    assert _win("1", morgan.attack, "0", 2) == Fraction(4, 9)
    assert _win("1", 0, "0", 2) == Fraction(2, 9)
    assert _win("1", TB.CARD_BATTLE_DRM, "0", 2) == Fraction(4, 9)
    assert polk.attack == 0 and oob.command_limit(polk) >= 4
    assert _win("4", polk.attack, "0", 2) == Fraction(11, 18)
    assert polk.ma < 5 <= polk.ma + 2


def test_new_orleans_forts_need_naval_support():
    """3 SP with Burnside (+1) against a 0-SP garrison (+2): 'about 72%' only
    with +1 Naval Support (B1's finding)."""
    b = G["burnside"].forms[1].attack
    assert _win("3", b + 1, "0", 2) == Fraction(13, 18)
    assert _win("3", b, "0", 2) == Fraction(11, 18)


def test_equal_rank_and_pickup_examples():
    """Sherman and Thomas of equal rank with Couch below them; Sherman
    faster, Thomas the better defender; McClellan (MA 3, cautious) takes
    command from Sherman when picked up."""
    equal = [t for t in range(1, 21) if _together("sherman", "thomas", t) and "couch" in T.on_map(t)
             and _stars("sherman", t) == _stars("thomas", t) > _stars("couch", t)]
    assert equal
    for t in range(1, 21):
        if _together("sherman", "thomas", t):
            s, th = T.form("sherman", t), T.form("thomas", t)
            assert s.ma > th.ma and th.defence > s.defence, t
        if _together("sherman", "mcclellan", t):
            assert _stars("mcclellan", t) > _stars("sherman", t), t
    mc = G["mcclellan"].forms[0]
    assert mc.ma == 3 and mc.cautious and any(f.ma > 3 for f in G["sherman"].forms)


def test_grant_can_gather_and_move_five():
    """5.9 example: Grant moves 2, gathers twice (1 MP each), moves 1 = 5 MP."""
    for f in G["grant"].forms:
        if f.stars in (2, 3):
            assert f.ma >= 5


def test_naval_examples():
    """Fort Pulaski: 5 NSP +1 (Farragut) v the coastal fort's 4: 4+1 -> 1*,
    3 -> 1; landing 3 SP at +2 (naval support, Burnside) v 0 SP at +2:
    3+2 -> 1, 4+2 -> *. Wilmington, turn 15, Naval card: 5 + 7 ironclads = 12
    NSP on 9-12 v fort 4 + battery 2 + ironclad 2 = 8 on 7-8, both roll 7:
    1* v 1◊; landing +4 (support, Burnside, card) v +3 (fort, Beauregard):
    2+4 -> 1, 4+3 -> 1, a tie."""
    fp = TB.result(TB.column(5), 4 + oob.NAVAL_LEADER_DRM), TB.result(TB.column(4), 3)
    assert fp == (TB.Result(1, "*"), TB.Result(1)) and TB.beats(*fp)
    burnside = G["burnside"].forms[1].attack
    land = TB.result("3", 3 + 1 + burnside), TB.result("0", 4 + TB.FORT_DRM["coastal_fort"])
    assert land == (TB.Result(1), TB.Result(0, "*")) and TB.beats(*land)
    union = 5 + oob.ocean_ironclads(15)
    csa = oob.DEFENCE_NSP["coastal_fort"] + oob.DEFENCE_NSP["battery"] + oob.DEFENCE_NSP["ironclad"]
    assert (TB.column(union), TB.column(csa)) == ("9-12", "7-8")
    sea = TB.result("9-12", 7 + oob.NAVAL_LEADER_DRM), TB.result("7-8", 7)
    assert sea == (TB.Result(1, "*"), TB.Result(1, "◊")) and TB.beats(*sea)
    bea = T.form("beauregard", 15).defence
    land = TB.result("3", 2 + 1 + burnside + TB.CARD_BATTLE_DRM), TB.result("1", 4 + 2 + bea)
    assert land == (TB.Result(1), TB.Result(1)) and not TB.beats(*land) and not TB.beats(*land[::-1])


# ---------------------------------------------------------------------------
# The CRT (B1) against the rulebook's data points
# ---------------------------------------------------------------------------
def test_crt_cells_of_the_worked_examples():
    r = TB.Result
    for col, roll, want in (("0", 6, r(0, "*")), ("3", 5, r(1)), ("3", 6, r(1)), ("1", 7, r(1)),
                            ("5-6", 5, r(1, "*")), ("4", 3, r(1)), ("9-12", 8, r(1, "*")),
                            ("7-8", 7, r(1, "◊")), ("9-12", 13, r(3)), ("5-6", 11, r(2))):
        assert TB.result(col, roll) == want, (col, roll)


def test_crt_shape():
    assert TB.COLUMNS == ("0", "1", "2", "3", "4", "5-6", "7-8", "9-12", "13-16", "17+")
    assert [TB.column(n) for n in (0, 4, 5, 6, 7, 12, 13, 16, 17, 40)] == \
        ["0", "4", "5-6", "5-6", "7-8", "9-12", "13-16", "13-16", "17+", "17+"]
    for col in TB.COLUMNS:
        dice = TB.DICE[col]
        ranks = [TB.result(col, m).rank for m in range(dice - 6, 6 * dice + 12)]
        assert ranks == sorted(ranks), col                    # a higher roll never does worse
    for m in range(-3, 25):                                   # a bigger column never does worse
        for a, b in zip(TB.COLUMNS[:6], TB.COLUMNS[1:6]):
            assert TB.result(a, m).rank <= TB.result(b, m).rank
    assert TB.shift_left("7-8") == "5-6" and TB.shift_left("0") == "0"
    assert TB.DICE[TB.shift_left(TB.column(7))] == 1          # 13.2.1 example: 7 SP with Forage roll 1 die


def test_crt_tie_order():
    r = TB.Result
    assert TB.beats(r(1, "*"), r(1, "◊")) and TB.beats(r(1, "◊"), r(1)) and TB.beats(r(1), r(0, "*"))
    assert not TB.beats(r(1, "*"), r(1, "*"))
    assert str(r(0)) == "-" and str(r(1, "*")) == "1*" and str(r(0, "◊")) == "◊"


def test_running_the_guns_upstream_example():
    """Two CSA flotillas run a Union fort upstream: the Union rolls twice on
    column 2 at -2; 55% that at least one gets by (neither roll a diamond
    on both)."""
    marks = [TB.result("2", d + TB.RUN_THE_GUNS_DRM).mark for d in range(1, 7)]
    p_diamond = Fraction(marks.count("◊"), 6)
    assert round(float(1 - p_diamond ** 2), 2) == 0.56 and 1 - p_diamond ** 2 > Fraction(55, 100)


def test_tied_battle_example():
    """Lee and Meade both roll 1* on column 5-6: a tie."""
    one_star = [m for m in range(-2, 14) if TB.result("5-6", m) == TB.Result(1, "*")]
    assert one_star and not TB.beats(TB.result("5-6", one_star[0]), TB.result("5-6", one_star[-1]))


# ---------------------------------------------------------------------------
# Authored tables against the constraints the rulebook gives
# ---------------------------------------------------------------------------
def test_attrition_designer_note():
    """1 SP with a general of Attack >= 1, clear, summer, steady: never."""
    for die in range(1, 7):
        assert TB.attrition(1, die - 1 + TB.SEASON_ATTRITION_DRM["summer"]) == 0
    assert TB.attrition(1, 6) == 1                     # without a general it can happen
    assert TB.attrition(0, 20) == 0


def test_attrition_in_winter_demoralized_disintegrates():
    """Designer's note: an unsupplied force in winter (+3) and demoralized
    (+2) falls apart fast: with an attack-1 general a 6-SP stack loses at
    least 1 SP a phase on average, most of itself over a turn's four phases;
    in summer, steady, clear, it loses under half an SP a phase."""
    def mean(sp, drm):
        return Fraction(sum(TB.attrition(sp, d + drm) for d in range(1, 7)), 6)
    bad = TB.SEASON_ATTRITION_DRM["winter"] + TB.DEMORALIZED_ATTRITION_DRM - 1
    assert mean(6, bad) >= 1 and 4 * mean(6, bad) >= 4
    assert mean(6, -1) < Fraction(1, 2)


def test_attrition_is_monotone_and_bounded():
    for sp in range(1, 30):
        losses = [TB.attrition(sp, m) for m in range(-4, 16)]
        assert losses == sorted(losses) and max(losses) <= sp
        if sp > 1:
            assert all(TB.attrition(sp, m) >= TB.attrition(sp - 1, m) for m in range(-4, 16))
    # the worst case (winter, demoralized, mountain, attack 0) hurts a big army
    assert TB.attrition(20, 6 + 3 + 2 + 2) >= 5


def test_blockade_table_fits_the_examples():
    """Turn 2 (1861, DRMs 5/7/8): 28 CPs; turn 5 (1862, about 4/6/7): 26:
    both are ordinary rolls (within 1 CP of the average) and reachable."""
    def mean(year, drms):
        return Fraction(sum(TB.blockade(year, d + x).cp for x in drms for d in range(1, 7)), 6)

    def reachable(year, drms):
        return {sum(TB.blockade(year, d + x).cp for d, x in zip(dice, drms))
                for dice in product(range(1, 7), repeat=3)}
    assert abs(mean(1861, (5, 7, 8)) - 28) <= 1 and 28 in reachable(1861, (5, 7, 8))
    assert abs(mean(1862, (4, 6, 7)) - 26) <= 1 and 26 in reachable(1862, (4, 6, 7))
    for year in TB.BLOCKADE:
        cps = [TB.blockade(year, m).cp for m in range(-1, 16)]
        assert cps == sorted(cps)
    assert not any(TB.blockade(1861, m).inflation for m in range(-1, 16))
    infl = [sum(TB.blockade(y, m).inflation for m in range(-1, 16)) for y in sorted(TB.BLOCKADE)]
    assert infl == sorted(infl) and infl[-1] > 0
    for m in range(-1, 16):                            # the blockade only tightens
        assert [TB.blockade(y, m).cp for y in sorted(TB.BLOCKADE)] == \
            sorted((TB.blockade(y, m).cp for y in TB.BLOCKADE), reverse=True)


def test_random_state_table_covers_the_south():
    assert sorted(TB.RANDOM_STATE) == list(range(2, 13))
    assert sorted(TB.RANDOM_STATE.values()) == sorted(oob.SOUTHERN_STATES)
    assert TB.RANDOM_STATE[7] == "VA"


def test_rulebook_tables():
    assert [TB.surrender_points(m) for m in range(0, 10)] == [3, 3, 3, 2, 2, 1, 1, 1, 0, 0]
    assert [TB.salt_loss(n) for n in range(5)] == [0, 0, 1, 3, 7]
    assert [TB.generals_counted(n) for n in (0, 6, 7, 12, 13)] == [1, 1, 2, 2, 3]
    assert sorted(set(TB.CSA_NAVAL.values())) == ["battery", "flotilla", "ironclad"]
    assert [oob.ocean_ironclads(t) for t in (1, 4, 9, 15, 16)] == [0, 2, 4, 7, 8]


# ---------------------------------------------------------------------------
# The turn record track
# ---------------------------------------------------------------------------
def test_turns_and_seasons():
    assert [t.number for t in T.TURNS] == list(range(1, 21))
    assert [t.number for t in T.TURNS if t.year == 1861] == [1, 2, 3]
    assert T.WINTER_TURNS == (4, 9, 14, 19)
    assert T.TURN[8].season == "fall" and T.TURN[8].year == 1862
    assert T.TURN[14].year == 1864 and T.TURN[18].year == 1864 and T.ELECTION_TURN == 18
    for y in (1862, 1863, 1864):
        assert len([t for t in T.TURNS if t.year == y]) == 5
    assert all(t.season in TB.SEASON_ATTRITION_DRM for t in T.TURNS)


def test_reference_numbers():
    """19.3.3: turn 11 is 30; the Union should take 2-4 CPs a turn."""
    assert T.reference(11) == 30
    steps = [T.reference(t + 1) - T.reference(t) for t in range(1, 20)]
    assert all(2 <= s <= 4 for s in steps)
    assert all(T.reference(t) - T.reference(t - 1) == 2 for t in T.WINTER_TURNS)
    # the turn 11 example: D = 27 - 3 = 24, gap -6: no automatic victory
    assert abs(27 - 3 - T.reference(11)) < T.AUTO_VICTORY_MARGIN
    assert T.reference(20) == 60


def test_union_reinforcements():
    assert [T.union_sp(t) for t in (1, 4, 5, 9)] == [14, 0, 14, 0]
    ocean = sum(T.union_naval(t).get("ocean", 0) for t in range(1, 21))
    river = sum(T.union_naval(t).get("river", 0) for t in range(1, 21))
    assert (ocean, river) == (4, 7)
    # with the 1 ocean and 1 river NSP of 1861 the schedule fills the caps exactly
    assert ocean + 1 == oob.NAVAL_UNITS["ocean_nsp"]["cap"] and river + 1 == oob.NAVAL_UNITS["river_nsp"]["cap"]


def test_schedule_replays():
    """Every event applies to a general in a state that allows it."""
    for g in oob.GENERALS_LIST:
        evs = [e for e in T.SCHEDULE if e.general == g.id]
        assert [e.code for e in evs].count(T.A) == 1 and evs[0].code == T.A, g.id
        assert evs[0].turn == g.arrives
        where, form = "map", g.first
        for e in evs[1:]:
            assert e.code in T.CODES
            if e.code == T.RTN:
                assert where == "unassigned", e
                where = "map"
                continue
            assert where == "map", e
            if e.code == T.P:
                form += 1
            elif e.code == T.DM:
                form -= 1
            elif e.code == T.R:
                where = "removed"
            elif e.code == T.U:
                where = "unassigned"
            if not g.naval:
                assert 0 <= form < len(g.forms), e
            if e.other:
                assert e.other in G and G[e.other].side == g.side, e
        assert e.theatre in (None,) + oob.THEATRES
    assert all(e.src.startswith(("RULEBOOK", "AUTHORED")) for e in T.SCHEDULE)


def test_careers_read_as_history():
    assert [e.code for e in T.career("grant")] == ["A", "P", "P", "P"]
    assert [e.turn for e in T.career("grant")] == [2, 4, 8, 14]
    assert T.status("jackson", 10).where == "removed" and T.status("jackson", 9).where == "map"
    for g in oob.generals():                        # nobody is promoted after leaving the game
        seen_out = False
        for e in T.career(g.id):
            assert not (seen_out and e.code != T.RTN), e
            seen_out = e.code in (T.R, T.U)


def test_unassigned_generals():
    """16.5.2: only Butler and J. Johnston go to the Unassigned box and
    come back; both sit there at the 1863 start (S3.1)."""
    assert {e.general for e in T.SCHEDULE if e.code in (T.U, T.RTN)} == {"butler", "j_johnston"}
    assert T.status("butler", 9).where == T.status("j_johnston", 9).where == "unassigned"


def test_1863_eliminated_generals():
    """S3.1: these eight Union generals, and no other general, are gone by
    the 1863 start."""
    gone = {g.id for g in oob.generals() if T.status(g.id, 9).where == "removed"}
    assert gone == {"buell", "fremont", "halleck", "lyon", "mcclellan", "patterson", "pope", "sumner"}


def test_holmes_and_kirby_smith_on_turn_10():
    evs = T.events(10, CSA)
    assert any(e.code == T.DM and e.general == "holmes" for e in evs)
    ks = [e for e in evs if e.general == "kirby_smith"]
    assert ks and ks[0].transfer and ks[0].other == "holmes"
    assert T.form("holmes", 10).stars < T.form("holmes", 9).stars


def test_magruder_in_texas_for_galveston():
    assert T.status("magruder", 9).theatre == oob.TM


# ---------------------------------------------------------------------------
# Scenarios
# ---------------------------------------------------------------------------
SETUP_TURN = {"1861": 1, "1862": 4, "1863": 9}


def test_scenario_data_from_the_rulebook():
    s61, s62, s63, camp = (S.SCENARIOS[k] for k in ("1861", "1862", "1863", "campaign"))
    assert (s61.first_turn, s61.last_turn, s61.ends, s61.cards) == (1, 3, "victory_check", 2)
    assert (s62.first_turn, s62.last_turn, s62.ends, s62.cards) == (4, 8, "end_phase", 3)
    assert (s63.first_turn, s63.last_turn, s63.ends, s63.cards) == (9, 13, "end_phase", 3)
    assert (camp.first_turn, camp.last_turn, camp.threshold, camp.election) == (1, 20, 60, True)
    assert [s.threshold for s in (s61, s62, s63)] == [7, 24, 39]
    assert [tuple(s.blockade.values()) for s in (s61, s62, s63)] == [(5, 7, 8), (4, 6, 7), (2, 2, 3)]
    assert [s.arsenals for s in (s61, s62, s63)] == [1, 4, 9]
    assert [s.resource_cp for s in (s61, s62, s63)] == [99, 96, 78]
    assert [s.union_ironclads for s in (s61, s62, s63)] == [0, 2, 4]
    assert s61.border == {"WV": CSA, "KY": "neutral", "MO": USA}
    assert s62.border == s63.border == {"WV": USA, "KY": USA, "MO": USA}
    for s in S.SCENARIOS.values():
        assert s.upkeep == 10 and s.training == {USA: 0, CSA: 0} and s.arsenals_destroyed == 0
        if s.election:
            assert s.last_turn == 20 and s.threshold == 60 and not s.end_points and s.ends == "victory_check"
        else:
            assert s.last_turn - s.first_turn + 1 == {"1861": 3, "1862": 5, "1863": 5}[s.id] and s.end_points
        # the campaign from a later year uses that year's set-up (S4.1)
        assert s.setup == {1: "1861", 4: "1862", 9: "1863"}[s.first_turn]


def test_status_markers_agree_with_each_other():
    """Union resource VP = 100 - resource CPs (19.3.1); Arsenals = turn
    number at each start (14.5 tip); ocean ironclads = turn // 2 (21.5)."""
    for s in S.SCENARIOS.values():
        assert s.union_vp == 100 - s.resource_cp
        assert s.arsenals == s.first_turn
        assert s.union_ironclads == oob.ocean_ironclads(s.first_turn)
    assert S.SCENARIOS["1863"].union_vp_printed == 2          # the printed figure, kept
    # S2.2's net: 4 resource VP + 5 captured DRM points at 1/2 - 2 Border objectives
    assert 4 + 5 * S.HALF_VP_PER_BLOCKADE_DRM - 2 * S.CSA_VP_PER_BORDER_OBJECTIVE == S.START_NET_VP["1862"]
    assert 1 + S.HALF_VP_PER_BLOCKADE_DRM == S.START_NET_VP["1861"]


def test_setups_follow_the_turn_track():
    """Every general the schedule has on the map after the first turn's
    events is placed once, nobody else; the eliminated and unassigned lists
    come from the same schedule."""
    for setup, turn in SETUP_TURN.items():
        placed = [g for p in S._SETUPS[setup][0] for g in p.generals]
        assert len(placed) == len(set(placed)), setup
        on_map = {g for g in T.on_map(turn) if not G[g].naval}
        assert set(placed) == on_map, setup
        leaders = {n.leader for n in S._SETUPS[setup][1] if n.leader}
        assert leaders == {g for g in T.on_map(turn) if G[g].naval}, setup
        for p in S._SETUPS[setup][0]:
            for g in p.generals:
                assert G[g].side == p.side, (setup, g)
    s63 = S.SCENARIOS["1863"]
    assert set(s63.unassigned) == {"butler", "j_johnston"}
    assert {g for g in s63.eliminated if not G[g].naval} == {
        "buell", "fremont", "halleck", "lyon", "mcclellan", "patterson", "pope", "sumner"}
    assert S.SCENARIOS["1861"].eliminated == () == S.SCENARIOS["1861"].unassigned


def test_every_stack_can_move_as_set_up():
    """No stack holds more SPs than one of its generals could ever lead
    (7.3), and a general never stands without SPs (7.6)."""
    for setup, turn in SETUP_TURN.items():
        for p in S._SETUPS[setup][0]:
            assert p.sp >= 0 and p.side in oob.SIDES
            if p.generals:
                assert p.sp >= 1, (setup, p.place)
                leaders = [T.form(g, turn) for g in p.generals]
                if not all(f.cavalry and f.stars == 1 for f in leaders):   # a cavalry screen may sit with a garrison
                    assert p.sp <= max(oob.command_limit(f) for f in leaders), (setup, p.place)
            if p.fort:
                assert p.fort in ("F1", "F2", "F3") and not p.entrenched


def test_setups_match_the_rulebook_clues():
    s61 = {(p.place, p.side) for p in S._SETUPS["1861"][0]}
    assert ("Harper's Ferry", USA) in s61                       # S1.1: Union-held, 1 VP
    assert S.forts("1861", USA) == {"Washington": "F1", "Cairo": "F1"}
    assert S.forts("1861", CSA).get("Fort Gadsden") == "F1"
    p62 = {p.place: p for p in S._SETUPS["1862"][0] if p.side == CSA}
    assert p62["Bowling Green KY"].sp and p62["Columbus KY"].fort   # S2.2: CSA holds both
    # no CSA unit on a Kentucky place in 1861 (neutral) nor on a West Virginia resource hex held by the Union
    assert not [p for p in S._SETUPS["1861"][0] if p.place.endswith(" KY")]
    marks = {p.place for p in S._SETUPS["1863"][0] if p.side == USA and p.control}
    assert {"Union City", "McKenzie", "Jackson TN", "Brownsville TN"} <= marks   # S3.1
    assert S.forts("1863", USA)["Washington"] == "F3"


def test_militia():
    """17.2: one militia per Southern state, one a side per Border state;
    each placed in its own state, or waiting in the pool."""
    state_of = {"Grafton": "WV", "Wheeling": "WV", "Jefferson City": "MO", "Frankfort": "KY",
                "Bowling Green KY": "KY"}
    for setup in SETUP_TURN:
        for side in oob.SIDES:
            m = S.militia(setup, side)
            assert set(m) <= set(oob.MILITIA[side])
            for st, place in m.items():
                if place in state_of:
                    assert state_of[place] == st
        csa = S.militia(setup, CSA)
        assert set(oob.SOUTHERN_STATES) <= set(csa)
        border = S.SCENARIOS[setup].border
        for st in oob.BORDER_STATES:                    # a side's border militia only where it may stand
            if border[st] == "neutral":
                assert st not in csa and st not in S.militia(setup, USA)


def test_naval_setups_respect_the_caps():
    for setup, turn in SETUP_TURN.items():
        nav = S._SETUPS[setup][1]
        ocean = sum(n.n for n in nav if n.kind == "ocean")
        river = sum(n.n for n in nav if n.kind == "river")
        assert ocean <= 5 and river <= 8
        # the 1861 fleet plus the schedule up to the first turn
        assert ocean == 1 + sum(T.union_naval(t).get("ocean", 0) for t in range(2, turn + 1))
        assert river == 1 + sum(T.union_naval(t).get("river", 0) for t in range(2, turn + 1))
        for n in nav:
            assert n.kind in ({"ocean", "river"} if n.side == USA else {"flotilla", "ironclad", "battery"})
            assert not n.building or n.kind == "ironclad"


def test_every_place_is_listed_in_the_notes():
    text = NOTES_MD.read_text(encoding="utf-8")
    missing = [p for p in S.places() if f"| {p} |" not in text]
    assert not missing, missing


def test_every_place_resolves_on_the_map():
    """Each set-up name is a holding box, coastal fort or island, a place
    with its real position for the map to fit, or a key of places.py."""
    try:
        from pyapp.games.uscw import places as P
    except ImportError:                                    # pragma: no cover - map not yet in
        pytest.skip("places.py not there yet")
    for name in S.places():
        if name in S.NOT_HEXES or name in S.PLACE_COORDS:
            continue
        assert S.place_key(name) in P.PLACES, name
        st = P.PLACES[S.place_key(name)][4]
        suffix = name.rsplit(" ", 1)[-1]
        if len(suffix) == 2 and suffix.isupper():
            assert st == suffix or (suffix == "WV" and st == "VA"), name
    for name, (lat, lon, st) in S.PLACE_COORDS.items():
        assert 24 < lat < 42 and -100 < lon < -74 and st in oob.SOUTHERN_STATES + oob.BORDER_STATES


# ---------------------------------------------------------------------------
# Special Action decks
# ---------------------------------------------------------------------------

def test_decks_are_fifteen_a_side():
    for side in oob.SIDES:
        deck = K.DECKS[side]
        assert len(deck) == K.DECK_SIZE == 15
        assert [c.number for c in deck] == list(range(15))
        assert all(c.side == side and c.theatre in K.LABELS and c.src for c in deck)
        assert sum(n for _, n in K.MIX[side]) == 15
        # every theatre can be served, and some card allows an amphibious assault
        assert all(K.count(side, t) >= 1 for t in oob.THEATRES)
        assert K.count(side, K.NAVAL) + K.count(side, K.ANY) >= 1


def test_deck_size_matches_the_hands():
    from pyapp.games.uscw import hands
    assert hands.DECK_SIZE == K.DECK_SIZE and set(hands.SIDES) == set(oob.SIDES)


def test_card_uses_follow_the_labels():
    east = K.Card(0, USA, K.EAST, "")
    assert K.usable(east, "battle_drm", K.EAST) and not K.usable(east, "battle_drm", K.WEST)
    assert not K.usable(east, "amphibious_assault", K.EAST)          # 20.5.1: Naval or Any only
    naval = K.Card(0, USA, K.NAVAL, "")
    assert K.usable(naval, "amphibious_assault", K.WEST) and not K.usable(naval, "battle_drm", K.WEST)
    assert not K.usable(naval, "fort", K.EAST) and not K.usable(naval, "forced_march", K.EAST)
    any_ = K.Card(0, CSA, K.ANY, "")
    for use in K.USES:                                                # Any is wild (digest 8.2 #15)
        u = K.USES[use]
        if CSA in u.sides:
            assert K.usable(any_, use, K.TM, advanced=(u.game == "advanced"))
    # basic-only and advanced-only uses
    assert not K.usable(naval, "amphibious_assault", K.EAST, advanced=True)
    assert not K.usable(naval, "ocean_ironclads", K.EAST, advanced=False)
    assert K.usable(naval, "ocean_ironclads", K.EAST, advanced=True)
    # side-only uses
    assert not K.usable(K.Card(0, CSA, K.NAVAL, ""), "naval_support", K.WEST)
    assert not K.usable(K.Card(0, USA, K.ANY, ""), "cottonclads", K.WEST, advanced=True)
    assert not K.usable(K.Card(0, CSA, K.NAVAL, ""), "cottonclads", K.WEST, advanced=True)   # 21.11: Any only


def test_example_three_east_and_two_any_cards():
    """18.3.1: three East and two Any cards, five extra actions in the East."""
    hand = [K.Card(i, USA, K.EAST, "") for i in range(3)] + [K.Card(3 + i, USA, K.ANY, "") for i in range(2)]
    assert all(K.usable(c, "extra_action", K.EAST) for c in hand)


def test_card_texts_both_languages():
    for side in oob.SIDES:
        assert set(KT.TITLE[side]) == set(KT.TEXT[side]) == set(range(15))
        for n in range(15):
            for lang in ("en", "es"):
                assert KT.TITLE[side][n][lang] and KT.TEXT[side][n][lang]
            label = K.card(side, n).theatre
            if label in oob.THEATRES:
                assert KT.LABEL_NAME[label]["en"] in KT.TEXT[side][n]["en"]
        assert len({KT.TITLE[side][n]["en"] for n in range(15)}) == 15
    assert set(KT.USE_TEXT) == set(K.USES)
    assert all(t["en"] and t["es"] for t in KT.USE_TEXT.values())


def test_trans_mississippi_generals_stand_west_of_the_river():
    """A general whose theatre (after the first turn's events) is the
    Trans-Mississippi is placed west of the Mississippi, and only he."""
    try:
        from pyapp.games.uscw import places as P
    except ImportError:                                    # pragma: no cover
        pytest.skip("places.py not there yet")
    tm_la = {"Shreveport", "Alexandria LA"}

    def state(name):
        if name in S.PLACE_COORDS:
            return S.PLACE_COORDS[name][2]
        return P.PLACES[S.place_key(name)][4] if S.place_key(name) in P.PLACES else None
    for setup, turn in SETUP_TURN.items():
        for p in S._SETUPS[setup][0]:
            if p.place in S.NOT_HEXES:
                continue
            west = state(p.place) in ("MO", "AR", "TX") or p.place in tm_la
            for g in p.generals:
                assert (T.status(g, turn).theatre == oob.TM) == west, (setup, g, p.place)


def test_boxes_and_status_track_hold_the_starts():
    for side in oob.SIDES:
        for th in oob.THEATRES:
            assert T.displaced_box(side, th) in T.BOXES
    assert S.UNASSIGNED in T.BOXES and S.MILITIA_POOL in T.BOXES and S.CHESAPEAKE in T.BOXES
    for s in S.SCENARIOS.values():
        marks = {"arsenals": s.arsenals, "upkeep": s.upkeep, "resource_cp": s.resource_cp,
                 "usa_vp": s.union_vp, "csa_vp": s.csa_vp, "union_ironclads": s.union_ironclads,
                 **{f"blockade_{z}": v for z, v in s.blockade.items()}}
        for k, v in marks.items():
            lo, hi = T.STATUS_TRACK[k]
            assert lo <= v <= hi, (s.id, k)
    lo, hi = T.STATUS_TRACK["union_ironclads"]
    assert oob.ocean_ironclads(T.LAST_TURN) <= hi


def test_union_held_resources_match_the_start_markers():
    """With the map's Resource values: the Southern and West Virginia
    Resource hexes the Union holds at the 1861 and 1862 starts are worth
    100 - resource CPs (1: Harper's Ferry; 4: with West Virginia's three)."""
    try:
        from pyapp.games.uscw import places as P
    except ImportError:                                    # pragma: no cover
        pytest.skip("places.py not there yet")
    for setup in ("1861", "1862"):
        held = 0
        for p in S._SETUPS[setup][0]:
            if p.side != USA or p.place in S.NOT_HEXES or p.place in S.PLACE_COORDS:
                continue
            row = P.PLACES.get(S.place_key(p.place))
            if row and row[4] in oob.SOUTHERN_STATES and (p.sp or p.control or p.militia):
                held += row[6]
        assert held == 100 - S.SCENARIOS[setup].resource_cp, setup


def test_notes_tables_match_the_data():
    text = NOTES_MD.read_text(encoding="utf-8")
    for row in oob.counter_rows() + T.printed_track():
        assert row in text, row


def test_coastal_forts_hold_at_most_three_sp():
    """10.3: at most 3 SPs a side in a Coastal Fort."""
    islands = {"Hatteras Inlet", "Roanoke Island", "Ship Island", S.CHESAPEAKE}
    for setup in SETUP_TURN:
        for p in S._SETUPS[setup][0]:
            if p.place in S.NOT_HEXES and p.place not in islands:
                assert p.sp <= 3, (setup, p.place)
