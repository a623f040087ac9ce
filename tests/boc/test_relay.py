"""Badges of Courage between two devices: the "relay" option (RULES_NOTES,
"relay"), which a game between two devices always plays with. The side not
moving answers in batches: the fires of a Fire Phase when the firer sends
them, their dice rolled then (rules version 7, docs/TRUST.md T2.7) and their
hits applied by their owner (5.23), and once per Move Phase its reveals and
its melee orders (7.1, 7.2, 7.9), which the attacker's device then plays."""

import hashlib
import random

from pyapp import games
from pyapp.core import duel as DU
from pyapp.core.game import may_read

from pyapp.games.boc import GAME
from pyapp.games.boc import terrain as T
from pyapp.games.boc.rules import BadgesOfCourage

from .position import act, add, blank, d, forced, handle, legal, phase, refused, step, strength, top, value, verbs

RELAY = {"relay": True}


def fire_phase(st, side, *hqs):
    phase(st, side, "command")
    for h in hqs:
        st = act(st, side, ("activate", h, st["pos"][h]))
    st = act(st, side, ("done",))
    assert step(st) == "fire"
    return st


def to_move(st, side, *hqs):
    st = fire_phase(st, side, *hqs)
    st = act(st, side, ("done",))
    assert step(st) == "move"
    return st


# -- 5.23: the fires wait for the firer to send them, their dice with them ---------------------

def test_fires_wait_until_the_firer_sends_them_and_roll_then():
    st = blank(options=RELAY)
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    foe = add(st, "c-pettigrew", "B10")
    st = fire_phase(st, "usa", hq)
    with forced([]):                                              # no die rolled yet (T2.7)
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    assert step(st) == "fire" and GAME.active(st) == ["usa"]       # no hand-over yet
    assert strength(st, foe) == 4
    assert "wait" in GAME.prompt(st, "usa")["en"]
    with forced([1, 2, 3]):
        st = act(st, "usa", ("resolve",))
    assert GAME.active(st) == ["csa"] and step(st) == "hits" and top(st)["n"] == 2
    st = act(st, "csa", ("hit", foe), ("hit", foe))
    assert GAME.active(st) == ["usa"] and step(st) == "fire"      # back to the firer
    assert strength(st, foe) == 2
    assert ("resolve",) not in legal(st, "usa")
    assert refused(st, "usa", ("resolve",)).rule == "5.1"


def test_waiting_hits_go_in_the_order_fired_and_are_lost_on_an_emptied_hex():
    for n2 in T.neighbours("B10"):                    # a second hex to fire at B10 from
        st = blank(options=RELAY)
        hq = add(st, "u-wadsworth-hq", "B8")
        inf1 = add(st, "u-cutler", "B9")
        foe = add(st, "c-perry", "B10", strength=1)
        if n2 == "B9":
            continue
        inf2 = add(st, "u-meredith", n2)
        st = fire_phase(st, "usa", hq)
        if [a for a in verbs(st, "usa", "fire") if a[1] == inf2 and a[2] == "B10"]:
            break
    st = act(st, "usa", ("fire", inf1, "B10", d("B9", "B10"), ""))
    fire2 = [a for a in verbs(st, "usa", "fire") if a[1] == inf2 and a[2] == "B10"]
    assert fire2, "the second firer may still fire at the hex: nobody knows yet it is empty"
    st = act(st, "usa", fire2[0])
    assert [e["fire"] for e in st["pend"]] == [inf1, inf2]
    with forced([1, 6, 6] + [1, 1] + [6] * (strength(st, inf2) - 2)):     # rolled in the order fired
        st = act(st, "usa", ("resolve",))
    st = act(st, "csa", ("hit", foe))                 # the first batch eliminates it
    assert foe in st["dead"] and st["elim"]["csa"] == 1
    assert step(st) == "fire" and GAME.active(st) == ["usa"]      # the second batch is lost


def test_ending_the_fire_phase_sends_the_waiting_hits_then_ends_it():
    st = blank(options=RELAY)
    hq = add(st, "u-wadsworth-hq", "C12")
    inf = add(st, "u-cutler", "B12")
    foe = add(st, "c-perrin", "A12")                 # woods: double defence (5.24)
    st = fire_phase(st, "usa", hq)
    st = act(st, "usa", ("fire", inf, "A12", d("B12", "A12"), ""))
    with forced([1, 6, 6]):
        st = act(st, "usa", ("done",))
    assert GAME.active(st) == ["csa"] and step(st) == "hits"
    st = act(st, "csa", ("hit", foe))
    assert step(st) == "move" and GAME.active(st) == ["usa"]
    assert value(st, foe)[1:3] == [3, 0]             # 5.24: the half hit recovered as the phase ended


def test_a_repulse_waits_with_the_hits():
    st = blank(options=RELAY)
    hq = add(st, "u-hunt-hq", "B8")
    art = add(st, "u-huntington", "B9")
    add(st, "c-pettigrew", "B11")
    gun = add(st, "c-poague", "B11", up=True, strength=1)
    add(st, "c-archer", "C12")
    st = fire_phase(st, "usa", hq)
    side = next(a[3] for a in verbs(st, "usa", "fire") if a[1] == art and a[2] == "B11" and a[4] == gun)
    st = act(st, "usa", ("fire", art, "B11", side, gun))
    with forced([1, 1, 6]):
        st = act(st, "usa", ("resolve",))
    assert step(st) == "repulse" and GAME.active(st) == ["csa"] and top(st)["h"] == gun


def test_without_relay_the_hits_are_applied_at_once():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    add(st, "c-pettigrew", "B10")
    st = fire_phase(st, "usa", hq)
    with forced([1, 2, 3]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    assert step(st) == "hits" and ("resolve",) not in legal(st, "usa")


# -- 7.1, 7.2, 7.9: one answer for the Melee Phase ----------------------------------------------

def _attack(extra_usa=(), extra_csa=(), strength_usa=None):
    """The CSA attacks B12 from C12; returns the state at the Union's answer."""
    st = blank(options=RELAY)
    dfd = add(st, "u-cross", "B12", strength=strength_usa)
    for ident, hx in extra_usa:
        add(st, ident, hx)
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    for ident, hx in extra_csa:
        add(st, ident, hx)
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"), ("done",))
    return st, dfd, att


def test_the_side_attacked_shows_and_orders_once_for_the_melee_phase():
    st, dfd, att = _attack(extra_usa=(("u-cutler", "B12"),))
    assert GAME.active(st) == ["usa"] and step(st) == "show" and top(st)["why"] == "move"
    st = act(st, "usa", ("show",))
    assert {dfd, handle(st, "u-cutler")} <= set(st["up"])                   # 7.1
    assert step(st) == "morders" and GAME.active(st) == ["usa"]
    st = act(st, "usa", ("done",))
    assert step(st) == "melees" and GAME.active(st) == ["csa"]
    st = act(st, "csa", ("resolve", "B12"))
    # the whole melee is the attacker's to play: the defender's turns follow his orders
    seen = set()
    rnd = random.Random(3)
    while step(st) in ("melee", "mhit", "regroup"):
        assert GAME.active(st) == ["csa"], step(st)
        seen.add(step(st))
        lg = legal(st, "csa")
        st = act(st, "csa", rnd.choice(lg))
    assert "melee" in seen


def test_a_defender_retreats_from_the_round_ordered_to_the_hex_ordered():
    st, dfd, att = _attack(extra_usa=(("u-paul", "A11"),))
    st = act(st, "usa", ("show",))
    assert ("order", dfd, 1, "A11") in legal(st, "usa")
    st = act(st, "usa", ("order", dfd, 1, "A11"), ("done",))
    assert ("order", dfd, 2, "A11") not in legal(st, "csa")
    st = act(st, "csa", ("resolve", "B12"))
    # u-cross is B (or A): either way its first combat turn is a retreat to A11
    while step(st) == "melee" and dfd in st["pos"] and st["pos"][dfd] == "B12":
        with forced([6] * 8) as left:
            st = act(st, "csa", ("fight", att))
            left.clear()
    assert st["pos"][dfd] == "A11"


def test_melee_orders_are_public():
    st, dfd, att = _attack(extra_usa=(("u-paul", "A11"),))
    st = act(st, "usa", ("show",), ("order", dfd, 2, ""))
    assert any("Order:" in e["en"] and "round 2" in e["en"] and may_read(e, "csa") for e in st["lg"])


def test_tied_melee_hits_go_by_the_defenders_ranking():
    st, dfd, att = _attack(extra_usa=(("u-cutler", "B12"),), strength_usa=3)
    st = act(st, "usa", ("show",))
    other = handle(st, "u-cutler")
    assert strength(st, other) == strength(st, dfd) == 3
    st = act(st, "usa", ("rank", other), ("done",))
    with forced([6] * 20) as left:                  # the Union's A blocks (if any) miss
        st = act(st, "csa", ("resolve", "B12"))
        left.clear()
    assert ("fight", att) in legal(st, "csa")
    with forced([1] + [6] * 30) as left:            # one hit; the Union's strikes after it miss
        st = act(st, "csa", ("fight", att))
        left.clear()
    assert step(st) != "mhit"                                # no hand-over for the tie
    assert strength(st, other) == 2 and strength(st, dfd) == 3


def test_a_defender_that_holds_regroups_as_ordered():
    st, dfd, att = _attack(extra_usa=(("u-paul", "A11"),))
    paul = handle(st, "u-paul")
    st = act(st, "usa", ("show",))
    assert ("rg", "B12", "in", paul, "A11") in legal(st, "usa")
    st = act(st, "usa", ("rg", "B12", "in", paul, "A11"), ("done",))
    st = act(st, "csa", ("resolve", "B12"))
    rounds = 0
    while step(st) == "melee":
        lg = legal(st, "csa")
        a = next((a for a in lg if a[0] == "fight"), None) or next((a for a in lg if a[0] == "retreat"), lg[0])
        with forced([6] * 8) as left:
            st = GAME.apply(st, "csa", a)
            left.clear()
        rounds += 1
        assert rounds < 20
    assert dfd in st["pos"] and st["pos"][dfd] == "B12"      # the defender held
    assert st["pos"][paul] == "B12"                           # 7.9: and was reinforced as ordered


def test_no_regroup_step_when_there_is_nowhere_to_regroup():
    # 7.9 with no Friendly hex next to the won hex: no decision to hand over
    st = blank()
    add(st, "u-cross", "B12", strength=1)
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    st = to_move(st, "csa", hq)
    st = act(st, "csa", ("attack", att, "B12"), ("done",))
    while step(st) == "show":
        st = act(st, GAME.active(st)[0], ("show",))
    st = act(st, "csa", ("resolve", "B12"))
    while step(st) in ("melee", "mhit"):
        role = GAME.active(st)[0]
        lg = legal(st, role)
        a = next((a for a in lg if a[0] in ("fight", "end", "take")), lg[0])
        with forced([1] * 8) as left:
            st = GAME.apply(st, role, a)
            left.clear()
    friendly = [n for n in T.neighbours("B12") if st["ctrl"].get(n) == "csa"]
    if not friendly:
        assert step(st) != "regroup"


# -- between two devices -----------------------------------------------------------------------

def _duel(game, scenario, seed):
    uid = f"relay-{scenario}-{seed}"
    key = lambda tag: hashlib.sha256(f"{uid}/{tag}".encode()).digest()  # noqa: E731
    a = DU.Duel.create(game, scenario, {}, game.roles[0], uid=uid, key=key("a"))
    return a, key


def test_a_game_between_two_devices_plays_with_relay():
    a, key = _duel(GAME, "sickles", 5)
    assert a.options.get("relay") is True
    msg = DU.decode(a.outgoing(), games)
    assert msg.options.get("relay") is True


def test_an_invitation_without_relay_is_refused():
    class NoRelay(BadgesOfCourage):
        duel_options = {}
    a, key = _duel(NoRelay(), "sickles", 6)
    try:
        DU.Duel.join(a.outgoing(), games, key=key("b"))
    except DU.Refused as exc:
        assert exc.rule == "T1.1" and "relay" in str(exc)
    else:
        raise AssertionError("an invitation without relay was accepted")


def test_by_link_a_player_turn_takes_a_few_links():
    """Sickles' Folly by links to the end (random players): both devices
    agree, the audit passes, and the links per player turn stay few."""
    a, key = _duel(GAME, "sickles", 7)
    b = DU.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    rnd = random.Random(7)
    links = rolls = 0
    while links < 400:
        for dv in (a, b):
            while dv.can_act():
                lg = dv.match.legal(dv.seat)
                dv.play(dv.seat, lg[rnd.randrange(len(lg))])
        mover = next((dv for dv in (a, b) if dv.my_segment() and dv.ready()), None)
        if mover is None:
            break
        text = mover.send()
        rolls += DU.decode(text, games).bound
        (b if mover is a else a).receive(text, games)
        links += 1
    assert a.match.result() is not None and a.match.result() == b.match.result()
    turns = _player_turns(a)
    # the relay's few links a player turn, and at most one round trip more for each move
    # that rolls (T2.7: its dice come with the other device's answer)
    assert rolls and links <= 5 * turns + 2 * rolls, (links, turns, rolls)
    assert b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]


def _player_turns(duel):
    """Player turns played in the match (from its positions: (turn, half) pairs)."""
    m = duel.match
    seen = set()
    for p in range(m.start_index, m.ply + 1):
        st = m.position(p)
        seen.add((st["t"], st["half"]))
    return len(seen)


# -- 5.31 by link: a reveal with no melee comes with the enemy's next link ---------------------

def test_with_no_melee_the_enemy_shows_his_front_artillery_at_the_end_of_the_player_turn():
    """RULES_NOTES 5.31 "by link": once movement ends with no melee, the side
    not moving shows its front-line artillery at the end of the mover's player
    turn (the link the mover sends then goes to it anyway), not in a round
    trip of its own after the Move Phase."""
    st = blank(options=RELAY)
    add(st, "u-cutler", "B10")
    gun = add(st, "c-poague", "B12")
    other = add(st, "c-pettigrew", "D12")                # out of the front line: stays hidden
    phase(st, "usa", "move")
    st = act(st, "usa", ("move", handle(st, "u-cutler"), "B11"), ("done",))
    assert GAME.active(st) == ["usa"] and step(st) != "show"      # no hand-over after the Move Phase
    assert gun not in st["up"]
    while GAME.active(st) == ["usa"]:                              # the Supply Phase, as the mover likes
        st = act(st, "usa", ("done",))
    assert GAME.active(st) == ["csa"] and step(st) == "show" and top(st)["why"] == "art"
    assert "B12" in top(st)["in"]
    st = act(st, "csa", ("show",))
    assert gun in st["up"] and other not in st["up"]              # 5.31: revealed, and stays face up
    assert any("reveals" in e["en"] and e["rule"] == "5.31" for e in st["lg"])


def test_a_late_reveal_stands_up_what_has_left_the_front_line():
    """8.1: artillery shown late that no longer stands next to an enemy is
    stood up again at once, as the mover's Supply Phase would have done."""
    st = blank(options=RELAY)
    add(st, "u-cutler", "B10")
    gun = add(st, "c-poague", "B12")
    phase(st, "usa", "move")
    st = act(st, "usa", ("move", handle(st, "u-cutler"), "B11"), ("done",))
    del st["pos"][handle(st, "u-cutler")]                          # the enemy next to it is gone
    while GAME.active(st) == ["usa"]:
        st = act(st, "usa", ("done",))
    st = act(st, "csa", ("show",))
    assert gun not in st["up"]
    assert any("stands up again" in e["en"] and e["rule"] == "8.1" for e in st["lg"])


def test_without_relay_the_enemy_shows_at_once():
    st = blank()
    add(st, "u-cutler", "B10")
    add(st, "c-poague", "B12")
    phase(st, "usa", "move")
    st = act(st, "usa", ("move", handle(st, "u-cutler"), "B11"), ("done",))
    assert GAME.active(st) == ["csa"] and step(st) == "show" and "in" not in top(st)
