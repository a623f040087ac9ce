"""Badges of Courage, rule 10.0 (optional): the cavalry battle, point by point:
the cavalry kept off the map, Buford's withdrawal and Merritt's transfer,
the absent brigades' rolls and Custer, Stuart's secret orders, unopposed
entries, the off-map fights (won by either side, a stalemate), the winners'
entry at 4 PM, VPs for eliminated cavalry, and refusals citing 10.0."""

from __future__ import annotations

import pytest

from pyapp.core import dice
from pyapp.core.errors import Illegal
from pyapp.core.game import may_read
from pyapp.games.boc import GAME
from pyapp.games.boc import command as C
from pyapp.games.boc import data as D
from pyapp.games.boc import model as M
from pyapp.games.boc import rules as R
from pyapp.games.boc.scenarios import CAVALRY_BATTLE

from .position import act, add, blank, forced, legal, phase, refused, step, strength, top, verbs

ON = {"cavalry": True, "fixed_order": True}         # fixed order: no initiative dice between fights
STUART = ["c-stuart-hq", "c-hampton", "c-fitz-lee", "c-chambliss", "c-beckham"]
ABSENT = ["u-huey", "c-imboden", "c-b-robertson", "c-we-jones"]
HELD = [i for side in CAVALRY_BATTLE["held_off"].values() for i in side]


def ident(st, h):
    return st["sealed"][h][0]


def ids_on_map(st):
    return {ident(st, h) for h in st["pos"]}


def ids_due(st):
    return {ident(st, h): st["due"][h] for h in st["due"]}


def pickett(rolls=(1, 1, 1, 1), custer=None, options=ON, seed=1):
    """Pickett's Charge with the option; the four absent brigades roll ``rolls``
    (Huey, Imboden, Robertson, Jones) at the start of Day 3."""
    with forced(list(rolls)):
        st = GAME.setup("pickett", options, seed)
    if step(st) == "custer":
        st = act(st, "usa", ("custer", custer or 0))
    GAME.take_events(st)
    return st


def at_3pm(st):
    """The state at the start of the 3 PM turn of Day 3 (the turns before skipped)."""
    st["t"] = D.turn_index((3, 15))
    st["flow"] = [{"step": "hour"}]
    R.FLOW.settle(GAME, st)
    GAME.take_events(st)
    return st


def stuarts(st):
    """Stuart's blocks the CSA may assign now: handle -> block id."""
    return {a[1]: ident(st, a[1]) for a in verbs(st, "csa", "assign")}


def send(st, gregg=(), rest="kilpatrick"):
    """The CSA sends the blocks ``gregg`` against Gregg, the others to ``rest``."""
    for h, i in sorted(stuarts(st).items()):
        st = act(st, "csa", ("assign", h, "gregg" if i in gregg else rest))
    return act(st, "csa", ("done",))


def reveal(st):
    assert step(st) == "cavshow" and GAME.forced(st, "usa") == ("show",)
    return act(st, "usa", ("show",))


def turn(st):
    """(side, {block id: handle}) of the blocks whose combat turn it is."""
    role = GAME.active(st)[0]
    return role, {ident(st, a[1]): a[1] for a in legal(st, role)}


def play(st, who, verb, rolls=()):
    """Block ``who`` plays ``verb`` ("charge", "hold", "leave"), with dice ``rolls``."""
    role, hs = turn(st)
    a = (verb, hs[who])
    assert a in legal(st, role), (a, legal(st, role))
    with forced(list(rolls)):
        return act(st, role, a)


@pytest.fixture
def misses(monkeypatch):
    """Every die rolls 6: every charge misses."""
    monkeypatch.setattr(dice, "roll", lambda state, sides=6, key=dice.DICE: 6)


def fight_out(st, policy):
    """Play the fight's combat turns: ``policy(side, block id)`` gives the verb."""
    while step(st) == "clash":
        role, hs = turn(st)
        i = sorted(hs)[0]
        want = ("leave",) if policy(role, i) == "leave" else ("charge", "hold")
        a = next(a for a in legal(st, role) if a[1] == hs[i] and a[0] in want)
        st = act(st, role, a)
        while step(st) == "closs":
            st = act(st, GAME.active(st)[0], legal(st)[0])
    return st


# -- "Mantenga todas las unidades de caballería fuera del tablero, excepto BUFORD y Jenkins" --

def test_without_the_option_nothing_changes():
    for sc in D.SCENARIOS:
        assert R._groups(sc, {"cavalry": False}) == D.groups(sc)
        assert "cav" not in GAME.setup(sc, {}, 1)
    assert R._groups("day1", {"cavalry": True}) == D.groups("day1")   # no held-off block on Day 1


def test_the_option_is_offered_in_both_languages():
    assert "cavalry" in GAME.options and "10.0" in GAME.options["cavalry"]
    assert "caballería" in GAME.options_es["cavalry"]
    assert GAME.check_options({})["cavalry"] is False


def test_only_buford_and_jenkins_are_on_the_map_in_picketts_charge():
    st = pickett()
    assert "c-jenkins" in ids_on_map(st)
    assert not set(HELD) & (ids_on_map(st) | set(ids_due(st)))
    assert "u-merritt" not in ids_due(st)                 # he comes with Kilpatrick now
    plain = GAME.setup("pickett", {}, 1)
    assert {"c-stuart-hq", "u-gregg-hq", "u-custer"} <= ids_on_map(plain)


def test_sickles_folly_has_no_gregg_on_the_map_and_stuart_never_comes():
    st = GAME.setup("sickles", ON, 1)
    assert "cav" not in st                                # no fight: the scenario ends on Day 2
    assert "c-jenkins" in ids_on_map(st)
    assert not set(HELD) & (ids_on_map(st) | set(ids_due(st)))
    plain = GAME.setup("sickles", {}, 1)
    assert "u-gregg-hq" in ids_on_map(plain) and "c-stuart-hq" in ids_due(plain)


def test_in_the_whole_battle_gregg_and_stuart_do_not_come_on_day_2():
    st = GAME.setup("full", ON, 1)
    assert {"u-buford-hq", "u-gamble", "u-devin", "u-calef"} <= ids_on_map(st)
    assert "c-jenkins" in ids_due(st)
    assert not set(HELD) & set(ids_due(st)) and "u-merritt" not in ids_due(st)


# -- the absent brigades' rolls; "si Huey falla ... puede transferir a Custer" ----------------

def test_absent_brigades_come_on_their_rolls():
    st = pickett(rolls=(5, 6, 5, 5))                      # every one comes
    assert step(st) != "custer"
    st = at_3pm(st)
    assert sorted(stuarts(st).values()) == sorted(STUART + ["c-imboden", "c-b-robertson", "c-we-jones"])
    st = send(st, gregg=set(STUART))                      # Kilpatrick unopposed
    st = reveal(st)
    assert "u-huey" in {ident(st, h) for h in st["cav"]["force"]["gregg"]}


def test_absent_brigades_fail_below_their_numbers():
    st = pickett(rolls=(4, 5, 4, 4))
    st = at_3pm(st)
    assert sorted(stuarts(st).values()) == sorted(STUART)


def test_the_rolls_are_logged_in_both_languages_with_10_0():
    with forced([4, 6, 5, 1]):
        st = GAME.setup("pickett", ON, 1)
    lines = [e for e in GAME.take_events(st) if e["rule"] == "10.0"]
    assert any("Huey" in e["en"] and "does not come" in e["en"] and "no llega" in e["es"] for e in lines)
    assert any("Imboden" in e["en"] and "comes" in e["en"] and "llega" in e["es"] for e in lines)
    assert all(e["to"] is None for e in lines)


def test_custer_may_go_to_gregg_only_when_huey_fails():
    with forced([1, 1, 1, 1]):
        st = GAME.setup("pickett", ON, 1)
    assert step(st) == "custer" and GAME.active(st) == ["usa"]
    assert legal(st, "usa") == [("custer", 1), ("custer", 0)]
    moved = send(at_3pm(act(GAME.copy(st), "usa", ("custer", 1))))   # all of Stuart against
    kept = send(at_3pm(act(GAME.copy(st), "usa", ("custer", 0))))    # Kilpatrick: Gregg unopposed
    gregg = {k: {ident(s, h) for h in s["due"] if s["due"][h][1] == "hanover_rd"}
             for k, s in (("moved", moved), ("kept", kept))}
    assert gregg["kept"] == {"u-gregg-hq", "u-mcintosh", "u-i-gregg", "u-randol"}
    assert gregg["moved"] == gregg["kept"] | {"u-custer"}
    assert C.division(moved, "u-custer") == "cav.2" and C.division(kept, "u-custer") == "cav.3"


# -- Buford leaves on Day 3; Merritt comes under Kilpatrick ---------------------------------------

def _full_day3():
    st = GAME.setup("full", ON, 2)
    st["t"] = D.turn_index((3, 8))
    st["flow"] = [{"step": "hour"}]
    st["first"] = 0
    R.FLOW.settle(GAME, st)
    GAME.take_events(st)
    return st


def test_buford_leaves_play_on_day_3_without_scoring():
    st = _full_day3()
    assert step(st) == "cavout" and legal(st, "usa") == [("withdraw",)]
    assert GAME.forced(st, "usa") == ("withdraw",)        # no choice: the platform plays it
    buford = {h for h in st["pos"] if ident(st, h) in ("u-buford-hq", "u-gamble", "u-devin", "u-calef")}
    assert len(buford) == 4
    ann = GAME.announce(st, "usa", ("withdraw",))
    assert ann[0] == "withdraw" and set(ann[1:]) == buford  # handles only, no values
    vp, elim = R.vp(st), dict(st["elim"])
    with forced([1, 1, 1, 1]):
        st = act(st, "usa", ("withdraw",))
    assert not buford & set(st["pos"]) and not buford & set(st["dead"])
    assert st["elim"] == elim and R.vp(st) == vp
    assert step(st) == "custer"                           # then the rolls


def test_the_confederate_device_applies_the_withdrawal_from_its_announcement():
    st = _full_day3()
    ann = GAME.announce(st, "usa", ("withdraw",))
    csa = GAME.apply(GAME.mask(st, "csa"), "usa", ann)
    full = GAME.apply(GAME.copy(st), "usa", ("withdraw",))
    assert csa["pos"] == full["pos"] and csa["cav"] == full["cav"]
    bad = GAME.mask(st, "csa")
    e = pytest.raises(Illegal, GAME.apply, bad, "usa", ("withdraw", "C001"))
    assert e.value.rule == "10.0" and e.value.es


def test_a_fallen_buford_is_not_rebuilt_after_the_withdrawal():
    st = _full_day3()
    h = next(h for h in st["pos"] if ident(st, h) == "u-buford-hq")
    del st["pos"][h]
    st["dead"].append(h)
    with forced([1, 1, 1, 1]):
        st = act(st, "usa", ("withdraw",))
    assert h not in st["dead"] and h not in st["pos"]


def test_merritt_rides_with_kilpatrick_and_is_commanded_by_him():
    def can_fire(options):
        st = blank(t=(3, 16), sc="pickett", options=options)
        hq = add(st, "u-kilpatrick-hq", "P6")
        merritt = add(st, "u-merritt", "P7")
        add(st, "c-kershaw", "P8")
        phase(st, "usa", "command")
        st = act(st, "usa", ("activate", hq, "P6"), ("done",))
        return bool(R.fire_targets(st, "usa", merritt))
    assert can_fire({"cavalry": True}) and not can_fire({})
    st = at_3pm(pickett())
    st = send(st, gregg=set(STUART))
    assert "u-merritt" in {ident(st, h) for h in st["cav"]["force"]["kilpatrick"]}


# -- Stuart's orders: secret until the fight reveals them -------------------------------------------

def test_stuart_is_assigned_at_3_pm_by_the_csa():
    st = pickett()
    early = GAME.copy(st)
    early["t"] = D.turn_index((3, 14))
    early["flow"] = [{"step": "hour"}]
    R.FLOW.settle(GAME, early)
    assert step(early) == "command"                      # nothing at 2 PM
    st = at_3pm(st)
    assert step(st) == "stuart" and GAME.active(st) == ["csa"]
    hs = stuarts(st)
    assert sorted(hs.values()) == sorted(STUART)
    assert ("done",) not in legal(st, "csa")             # every block must be assigned


def test_an_assignment_tells_the_union_nothing():
    st = at_3pm(pickett())
    h = sorted(stuarts(st))[0]
    a = ("assign", h, "gregg")
    assert GAME.announce(st, "csa", a) == ("assign",)
    before = GAME.view(st, "usa")
    after = GAME.apply(GAME.copy(st), "csa", a)
    events = GAME.take_events(after)
    assert GAME.view(after, "usa") == before
    assert not [e for e in events if may_read(e, "usa")]
    assert [e for e in events if e["to"] == "csa"]       # the CSA's own note of it
    def device(s):
        return {k: v for k, v in GAME.mask(s, "usa").items() if k not in ("lg", "lr")}
    assert device(after) == device(st)                   # nothing on the Union's device changes
    usa_device = GAME.apply(GAME.mask(st, "usa"), "csa", ("assign",))
    assert GAME.view(usa_device, "usa") == GAME.view(after, "usa")
    # the assignment is kept on the CSA's device, and a sample from its view keeps it
    sampled = GAME.sample(GAME.view(after, "csa"), "csa", {"rng": dice.seed_state(3)})
    assert GAME.legal(sampled, "csa") == GAME.legal(after, "csa")


def test_sending_stuart_reveals_his_blocks_in_the_announcement():
    st = at_3pm(pickett())
    for h, i in sorted(stuarts(st).items()):
        st = act(st, "csa", ("assign", h, "gregg" if i in ("c-hampton", "c-stuart-hq") else "kilpatrick"))
    ann = GAME.announce(st, "csa", ("done",))
    hs = st["cav"]["pool"]["csa"]
    for h in hs:
        k = ann.index(h)
        assert list(ann[k + 1:k + 1 + M.VALUE]) == st["sealed"][h]
    usa = GAME.apply(GAME.mask(st, "usa"), "csa", ann)
    full = GAME.apply(GAME.copy(st), "csa", ("done",))
    assert usa["cav"]["opp"] == full["cav"]["opp"]
    assert {ident(full, h) for h in full["cav"]["opp"]["gregg"]} == {"c-hampton", "c-stuart-hq"}
    assert all(h in full["up"] for h in hs)               # 7.1: revealed for the fights


@pytest.mark.parametrize("relay", [False, True])
def test_the_battle_keeps_the_sealed_contract(relay):
    """Every move from Stuart's orders to the end of the fights, checked as
    between two devices (tests/test_sealed_contract.py); with relay, the
    cavalry orders and the action that plays the fights too."""
    from collections import Counter
    from tests.test_sealed_contract import check_move, choose
    stats = {"moves": 0, "secrets": 0, "revealed": 0, "tampered": 0, "verbs": Counter()}
    st = at_3pm(pickett(seed=5, options=dict(ON, relay=relay)))
    pick = {"rng": dice.seed_state(5)}
    while step(st) in ("stuart", "cavshow", "clash", "closs", "cavord", "cavfight"):
        x = GAME.active(st)[0]
        st = check_move(GAME, st, x, choose(GAME, st, x, GAME.legal(st, x), pick), stats)
    assert stats["verbs"]["assign"] and stats["verbs"]["done"] and stats["revealed"] and stats["tampered"]
    assert all(st["cav"]["res"].values())
    if relay:
        assert stats["verbs"]["fight"] == 1 and stats["verbs"]["leave"] and not stats["verbs"]["charge"]


# -- unopposed entries at 3 PM --------------------------------------------------------------------

def test_an_unopposed_division_enters_on_its_road_at_3_pm():
    st = at_3pm(pickett())
    st = send(st, gregg=set(STUART))
    kil = st["cav"]["force"]["kilpatrick"]
    assert st["cav"]["res"]["kilpatrick"] == "unopposed"
    assert all(st["due"][h][:2] == [D.turn_index((3, 15)), "emmitsburg_rd"] for h in kil)
    assert {ident(st, h) for h in kil} == {"u-kilpatrick-hq", "u-farnsworth", "u-custer", "u-pennington",
                                           "u-merritt"}
    s = GAME.copy(st)
    s["flow"] = [{"step": "hour", "next": 1}]
    phase(s, "usa", "move")
    assert {a[1] for a in verbs(s, "usa", "enter")} >= set(kil)


# -- the fights -------------------------------------------------------------------------------------

def test_a_fight_won_by_the_csa_brings_stuart_on_by_the_baltimore_pike_at_4_pm(misses):
    st = at_3pm(pickett())
    st = send(st, gregg=set(STUART))
    st = reveal(st)
    assert step(st) == "clash"
    st = fight_out(st, lambda side, i: "leave" if side == "usa" else "charge")
    assert st["cav"]["res"] == {"gregg": "csa", "kilpatrick": "unopposed"}
    won = st["cav"]["opp"]["gregg"]
    assert len(won) == 5 and all(st["due"][h][:2] == [D.turn_index((3, 16)), "baltimore_pike"] for h in won)
    assert set(st["due"][won[0]][2]) == {"hanover_rd", "littletown_rd"}   # adjacent entry roads too
    assert not set(st["cav"]["force"]["gregg"]) & (set(st["due"]) | set(st["pos"]) | set(st["dead"]))
    # 4 PM: they may enter; nothing forces them to
    s = GAME.copy(st)
    phase(s, "csa", "move")
    assert not {a[1] for a in verbs(s, "csa", "enter")} & set(won)        # not at 3 PM
    s["t"] = D.turn_index((3, 16))
    phase(s, "csa", "move")
    entries = [a for a in verbs(s, "csa", "enter") if a[1] in won]
    assert {a[1] for a in entries} == set(won) and ("done",) in legal(s, "csa")
    assert D.entry_hex("baltimore_pike") in {a[2] for a in entries}


def test_a_fight_won_by_the_usa_brings_gregg_on_by_the_hanover_road_at_4_pm(misses):
    st = at_3pm(pickett())
    st = send(st, gregg=set(STUART))
    st = reveal(st)
    st = fight_out(st, lambda side, i: "charge" if side == "usa" else "leave")
    assert st["cav"]["res"]["gregg"] == "usa"
    won = st["cav"]["force"]["gregg"]
    assert all(st["due"][h][:2] == [D.turn_index((3, 16)), "hanover_rd"] for h in won)
    assert not set(STUART) & {ident(st, h) for h in st["due"]}


def test_kilpatricks_fight_is_fought_after_greggs_and_both_winners_use_the_emmitsburg_road(misses):
    st = at_3pm(pickett())
    st = send(st, gregg={"c-hampton"})
    st = reveal(st)                                       # Gregg's division
    st = fight_out(st, lambda side, i: "charge" if side == "usa" else "leave")
    assert step(st) == "cavshow" and st["flow"][-1]["b"] == "kilpatrick"
    st = reveal(st)
    st = fight_out(st, lambda side, i: "leave" if side == "usa" else "charge")
    assert st["cav"]["res"] == {"gregg": "usa", "kilpatrick": "csa"}
    assert all(st["due"][h][1] == "emmitsburg_rd" for h in st["cav"]["opp"]["kilpatrick"])
    assert step(st) == "command"                          # the hour goes on


def test_no_forced_retreat_after_round_3_a_stalemate_brings_nobody(misses):
    st = at_3pm(pickett())
    st = send(st, gregg=set(STUART))
    st = reveal(st)
    rounds = set()
    while step(st) == "clash":
        rounds.add(st["flow"][-1]["rnd"])
        role, hs = turn(st)
        if st["flow"][-1]["rnd"] == 3 and role == "csa":
            assert any(("charge", h) in legal(st, role) for h in hs.values())   # attackers still fight
        st = fight_out_one(st)
    assert rounds == {1, 2, 3}
    assert st["cav"]["res"]["gregg"] == "stalemate"
    fought = st["cav"]["force"]["gregg"] + st["cav"]["opp"]["gregg"]
    assert not set(fought) & (set(st["due"]) | set(st["pos"]) | set(st["dead"]))
    assert st["elim"] == {"usa": 0, "csa": 0}


def fight_out_one(st):
    role, hs = turn(st)
    i = sorted(hs)[0]
    a = next(a for a in legal(st, role) if a[1] == hs[i] and a[0] in ("charge", "hold"))
    return act(st, role, a)


def test_the_usa_defends_first_within_a_letter_and_hqs_fight():
    st = at_3pm(pickett())
    st = send(st, gregg=set(STUART))
    st = reveal(st)
    role, hs = turn(st)
    assert role == "usa" and set(hs) == {"u-randol"}       # A: the USA's first
    st = play(st, "u-randol", "charge", [6])
    role, hs = turn(st)
    assert role == "csa" and set(hs) == {"c-hampton", "c-fitz-lee", "c-beckham"}
    for i in ("c-hampton", "c-fitz-lee", "c-beckham"):
        st = play(st, i, "charge", [6] * strength(st, next(h for h in st["cav"]["opp"]["gregg"]
                                                             if ident(st, h) == i)))
    role, hs = turn(st)
    assert role == "usa" and set(hs) == {"u-gregg-hq", "u-mcintosh", "u-i-gregg"}
    for i in ("u-gregg-hq", "u-mcintosh", "u-i-gregg"):
        st = play(st, i, "charge", [6] * 3 if i == "u-gregg-hq" else [6, 6])
    role, hs = turn(st)
    assert role == "csa" and ("charge", hs["c-stuart-hq"]) in legal(st, "csa")   # HQs fight too


def test_cavalry_modifiers_apply_in_round_1():
    st = at_3pm(pickett())
    st = send(st, gregg={"c-hampton"})
    st = reveal(st)
    hampton = st["cav"]["opp"]["gregg"][0]
    mine = {ident(st, h): h for h in st["cav"]["force"]["gregg"]}
    before = {i: strength(st, h) for i, h in mine.items()}
    st = play(st, "u-randol", "charge", [6])
    st = play(st, "c-hampton", "charge", [2, 2, 2])        # A2 attacking fights as A1: no hit
    assert {i: strength(st, h) for i, h in mine.items()} == before
    st = play(st, "u-mcintosh", "charge", [3, 3])          # B2 defending fights as B3: two hits
    assert strength(st, hampton) == 1
    st = play(st, "u-i-gregg", "charge", [6, 6])
    st = play(st, "u-gregg-hq", "charge", [6, 6, 6])
    assert st["flow"][-1]["rnd"] == 2
    st = play(st, "u-randol", "charge", [2])               # horse artillery after round 1: firepower 1
    assert strength(st, hampton) == 1
    st = play(st, "c-hampton", "charge", [2])              # round 2: Hampton at A2 again, one hit
    assert step(st) == "closs" and GAME.active(st) == ["usa"]   # McIntosh and I. Gregg tie at 2
    st = act(st, "usa", ("loss", mine["u-i-gregg"]))
    assert strength(st, mine["u-i-gregg"]) == 1 and strength(st, mine["u-mcintosh"]) == 2


def test_eliminated_cavalry_scores_normal_vps():
    st = at_3pm(pickett())
    st = send(st, gregg={"c-chambliss", "c-stuart-hq"})
    st = reveal(st)
    vp = R.vp(st)
    chambliss = next(h for h in st["cav"]["opp"]["gregg"] if ident(st, h) == "c-chambliss")
    st = play(st, "u-randol", "charge", [1])                # one hit: Chambliss before the HQ (7.5)
    assert strength(st, chambliss) == 1
    st = play(st, "u-gregg-hq", "charge", [1, 6, 6])        # the Union HQ fights too
    assert chambliss in st["dead"] and st["elim"]["csa"] == 1
    assert R.vp(st) == vp - 1
    assert chambliss not in st["up"]


# -- refusals cite 10.0 ------------------------------------------------------------------------------

def test_refusals_cite_10_0_in_both_languages():
    st = at_3pm(pickett())
    e = refused(st, "csa", ("done",))
    assert e.rule == "10.0" and e.es and "assign" in e.reason
    e = refused(st, "csa", ("assign", "U001", "gregg"))
    assert e.rule == "10.0" and e.es
    st = send(st, gregg=set(STUART))
    st = reveal(st)
    hampton = next(h for h in st["cav"]["opp"]["gregg"] if ident(st, h) == "c-hampton")
    e = refused(st, "usa", ("charge", hampton))            # the USA's A block acts first
    assert e.rule == "10.0" and e.es


def test_a_tampered_order_is_refused_citing_10_0():
    st = at_3pm(pickett())
    for h in sorted(stuarts(st)):
        st = act(st, "csa", ("assign", h, "gregg"))
    ann = list(GAME.announce(st, "csa", ("done",)))
    usa = GAME.mask(st, "usa")
    bad = list(ann)
    bad[6] = "meade"                                      # not one of the fights
    with pytest.raises(Illegal) as e:
        GAME.apply(GAME.copy(usa), "csa", tuple(bad))
    assert e.value.rule == "10.0" and e.value.es
    with pytest.raises(Illegal) as e:
        GAME.apply(GAME.copy(usa), "csa", tuple(ann[:-6]))  # a block left out
    assert e.value.rule == "10.0" and e.value.es
    opened = GAME.copy(usa)
    for h in st["cav"]["pool"]["csa"]:
        opened["sealed"][h] = st["sealed"][h]
    bad = list(ann)
    bad[3] += 1                                           # a strength the USA knows otherwise
    with pytest.raises(Illegal) as e:
        GAME.apply(opened, "csa", tuple(bad))
    assert e.value.rule == "10.0" and e.value.es


def test_the_rules_text_states_the_apps_choices():
    from pyapp.games.boc import rules_text
    sec = rules_text.section("10.0")["text"]
    assert "This app:" in sec["en"] and "En esta app:" in sec["es"]
    assert "Stuart" in sec["en"].split("This app:")[1]


# -- between two devices: the cavalry orders (relay, RULES_NOTES 10.0) ------------------------------

RELAY = dict(ON, relay=True)


def relay_3pm(seed=1, rolls=(5, 6, 5, 5)):
    return at_3pm(pickett(rolls=rolls, options=RELAY, seed=seed))


def settle_forced(st):
    """Play the decisions that are no choice (GAME.forced), as the platform does."""
    while GAME.active(st) and GAME.forced(st, GAME.active(st)[0]) is not None:
        role = GAME.active(st)[0]
        st = act(st, role, GAME.forced(st, role))
    return st


def by_id(st, hs):
    return {ident(st, h): h for h in hs}


def test_with_relay_the_battle_takes_one_decision_a_side_after_the_assignment():
    st = relay_3pm()
    st = send(st, gregg={"c-hampton", "c-stuart-hq", "c-imboden"})
    decisions = []
    seen = set()
    while st["cav"]["res"]["gregg"] is None or st["cav"]["res"]["kilpatrick"] is None:
        st = settle_forced(st)
        seen.add(step(st))
        if st["cav"]["res"]["gregg"] is not None and st["cav"]["res"]["kilpatrick"] is not None:
            break
        role = GAME.active(st)[0]
        decisions.append((role, step(st)))
        assert len(decisions) <= 2, decisions
        st = act(st, role, ("done",))                      # every block fights at every turn
    assert decisions == [("csa", "cavord"), ("usa", "cavord")]
    assert not {"clash", "closs"} & seen                   # nothing handed over inside a fight
    assert step(st) == "command"                           # the hour goes on
    assert {st["cav"]["res"][b] for b in ("gregg", "kilpatrick")} <= {"usa", "csa", "stalemate"}


def test_the_csas_orders_come_only_once_its_assignment_is_revealed():
    st = relay_3pm()
    assert step(st) == "stuart"
    for h in sorted(stuarts(st)):
        st = act(st, "csa", ("assign", h, "gregg"))
        assert step(st) == "stuart" and not verbs(st, "csa", "leave")   # no order while unseen
    st = act(st, "csa", ("done",))
    assert step(st) == "cavord" and GAME.active(st) == ["csa"]
    assert all(h in st["up"] for h in st["cav"]["opp"]["gregg"])   # 7.1: already revealed
    ordered = {a[1] for a in verbs(st, "csa", "leave")}
    assert ordered == set(st["cav"]["opp"]["gregg"])       # its own blocks, of the fight opened only


def test_cavalry_orders_are_public_and_logged_in_both_languages():
    st = relay_3pm()
    st = send(st, gregg=set(STUART))
    mine = by_id(st, st["cav"]["opp"]["gregg"])
    a = ("leave", mine["c-hampton"], 2)
    assert GAME.announce(st, "csa", a) == a                # the order as given
    st = act(st, "csa", a)
    ev = [e for e in GAME.take_events(st) if e["rule"] == "10.0"]
    assert any("Hampton" in e["en"] and "round 2" in e["en"] and "ronda 2" in e["es"] and may_read(e, "usa")
               for e in ev)
    usa = GAME.apply(GAME.mask(GAME.copy(st), "usa"), "csa", ("rank", mine["c-fitz-lee"]))
    assert usa["cav"]["ord"]["csa"]["rank"] == [mine["c-fitz-lee"]]   # the other device applies it as is


def test_malformed_cavalry_orders_are_refused_citing_10_0():
    st = relay_3pm()
    st = send(st, gregg=set(STUART))
    mine = by_id(st, st["cav"]["opp"]["gregg"])
    hampton, hq = mine["c-hampton"], mine["c-stuart-hq"]
    st = act(st, "csa", ("leave", hampton, 1), ("rank", mine["c-fitz-lee"]))
    usa_block = st["cav"]["force"]["gregg"][0]
    bad = [("leave", hampton, 2),                          # its order is given already
           ("leave", mine["c-chambliss"], 4), ("leave", mine["c-chambliss"], 0),   # no such round
           ("leave", mine["c-chambliss"]), ("leave", mine["c-chambliss"], "1"),
           ("leave", usa_block, 1),                        # not its block
           ("leave", "C999", 1), ("rank", mine["c-fitz-lee"]),   # ranked already
           ("rank", hq),                                   # the only HQ there: it ties with nobody (7.5)
           ("fight",), ("charge", hampton), ("done", 1)]
    device = GAME.mask(GAME.copy(st), "usa")
    for a in bad:
        e = refused(st, "csa", a)
        assert e.rule == "10.0" and e.es, a
        with pytest.raises(Illegal) as e2:                 # the other device refuses it the same way
            GAME.apply(GAME.copy(device), "csa", a)
        assert e2.value.rule == "10.0" and e2.value.es
    assert "given already" in refused(st, "csa", ("leave", hampton, 3)).reason
    assert "round 1 to 3" in refused(st, "csa", ("leave", mine["c-chambliss"], 4)).reason


def _by_orders(st, ords):
    """Play the open fight interactively (hotseat) with the choices ``ords``
    gives: {side: {"leave": {block id: round}, "rank": [block id, ...]}}: at
    each combat turn the side's first block by handle that stays, else the
    first that leaves; a tie takes the first ranked (else the first by handle)."""
    closs = 0
    while step(st) in ("clash", "closs"):
        role = GAME.active(st)[0]
        f = top(st)
        if step(st) == "closs":
            rank = [h for i in ords[role]["rank"] for h in f["cand"] if ident(st, h) == i]
            pick = (rank or sorted(f["cand"]))[0]
            st = act(st, role, ("loss", pick))
            closs += 1
            continue
        hs = sorted({a[1] for a in legal(st, role)})
        leaving = [h for h in hs if ords[role]["leave"].get(ident(st, h), 9) <= f["rnd"]]
        staying = [h for h in hs if h not in leaving]
        if staying:
            h = staying[0]
            a = next(a for a in legal(st, role) if a[1] == h and a[0] in ("charge", "hold"))
        else:
            a = ("leave", leaving[0])
        st = act(st, role, a)
    return st, closs


def _outcome(st):
    c = st["cav"]
    fought = [h for b in ("gregg", "kilpatrick") for h in c["force"][b] + (c["opp"][b] or [])]
    return {"res": c["res"], "out": sorted(c["out"]), "dead": sorted(st["dead"]), "elim": st["elim"],
            "due": {h: st["due"][h] for h in fought if h in st["due"]},
            "strength": {h: st["sealed"][h][1] for h in fought}, "rng": st["rng"]}


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_the_orders_give_what_the_same_choices_give_interactively(seed):
    ords = {"csa": {"leave": {"c-hampton": 2, "c-imboden": 1}, "rank": ["c-chambliss", "c-fitz-lee"]},
            "usa": {"leave": {"u-farnsworth": 3, "u-huey": 2}, "rank": ["u-i-gregg", "u-custer"]}}
    base = relay_3pm(seed=seed)
    for h, i in sorted(stuarts(base).items()):
        base = act(base, "csa", ("assign", h, "gregg" if i in ("c-hampton", "c-chambliss", "c-imboden",
                                                               "c-stuart-hq") else "kilpatrick"))
    hot = GAME.copy(base)
    hot["op"] = {k: v for k, v in hot["op"].items() if k != "relay"}
    # relay: the orders, then one action plays both fights
    st = act(base, "csa", ("done",))
    for side in ("csa", "usa"):
        st = settle_forced(st)
        assert step(st) == "cavord" and GAME.active(st) == [side]
        hs = {ident(st, h): h for b in ("gregg", "kilpatrick") for h in own_blocks(st, side, b)}
        for i, r in ords[side]["leave"].items():
            st = act(st, side, ("leave", hs[i], r))
        for i in ords[side]["rank"]:
            st = act(st, side, ("rank", hs[i]))
        st = act(st, side, ("done",))
    assert step(st) == "cavfight" and GAME.forced(st, "csa") == ("fight",)
    st = act(st, "csa", ("fight",))
    # hotseat: the same choices, turn by turn
    hot = act(hot, "csa", ("done",))
    ties = 0
    for _b in ("gregg", "kilpatrick"):
        hot = reveal(hot)
        hot, n = _by_orders(hot, ords)
        ties += n
    assert step(hot) == step(st) == "command"
    assert _outcome(st) == _outcome(hot)
    assert ties > 0                                       # ties came up, and the ranking settled them


def own_blocks(st, side, b):
    c = st["cav"]
    return (c["opp"][b] or []) if side == "csa" else c["force"][b]


def test_by_link_picketts_charge_reaches_the_fights_and_finishes_them_in_three_links():
    """Pickett's Charge with the option between two devices (relay), random
    players: the CSA's link carries Stuart's assignment and its orders, the
    Union's its reveal and orders; the CSA's device plays the fights. Both
    devices agree, and the audit passes both ways at the end."""
    import hashlib
    import random

    from pyapp import games
    from pyapp.core import duel as DU
    uid = "cavalry-relay-3"
    key = lambda tag: hashlib.sha256(f"{uid}/{tag}".encode()).digest()  # noqa: E731
    a = DU.Duel.create(GAME, "pickett", {"cavalry": True}, "usa", uid=uid, key=key("a"))
    b = DU.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    assert a.options.get("relay") and a.options.get("cavalry")
    rnd = random.Random(3)
    battle = D.turn_index(CAVALRY_BATTLE["battle_turn"])
    during = []                      # links sent at 3 PM of Day 3 with a fight not yet fought
    links = 0
    while links < 300:
        for dv in (a, b):
            while dv.can_act():
                lg = dv.match.legal(dv.seat)
                dv.play(dv.seat, rnd.choices(lg, [0.3 if x[0] in ("done", "end") else 1.0 for x in lg])[0])
        mover = next((dv for dv in (a, b) if dv.my_segment() and dv.ready()), None)
        if mover is None:
            break
        st = mover.match.state
        if st["t"] == battle and None in st["cav"]["res"].values():
            during.append((mover.seat, step(st)))
        (b if mover is a else a).receive(mover.send(), games)
        links += 1
    assert a.match.result() is not None and a.match.result() == b.match.result()
    assert a.match.state["cav"] == b.match.state["cav"]
    assert None not in a.match.state["cav"]["res"].values() and a.match.state["cav"]["opp"]
    # before: a link into the CSA's assignment if the Union's device began the hour; then one
    # link a side, and the CSA's "fight", which rolls every combat turn of the fights: its link
    # carries it bound and the Union's device plays it with the dice (T2.7) (interactively the
    # fights took a link at nearly every combat turn)
    assert [x for x in during if x[1] != "stuart"] == [("csa", "cavshow"), ("usa", "cavfight"),
                                                        ("csa", "cavfight")], during
    fights = [mv for mv in a.match.moves if tuple(mv.action) == ("fight",)]
    assert len(fights) == 1 and fights[0].role == "csa"
    assert b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]
