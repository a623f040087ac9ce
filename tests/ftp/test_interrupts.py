"""For the People: interrupt and reaction cards (4.2.5; cards 1, 7, 8, 28,
89, 102, 105, 107, 112, 130).

A window opens on public facts only: the same whether the answering side
holds the card or the card lies unseen in the draw pile, so it tells the
mover nothing; a side's standing order "never" passes it.
"""

import pytest

from pyapp.core.errors import Illegal
from pyapp.games.ftp import interrupts as I
from pyapp.games.ftp import model as M
from pyapp.games.ftp.rules import GAME
from tests.ftp.position import army, blank, forced, gen, hand, move, play, push, sp, top


def _unseen(st, *cards):
    """Cards put back in the draw pile: nobody has seen them played."""
    for n in cards:
        h = next(h for h, v in st["sealed"].items() if v == n)
        for pile in (st["discard"], st.get("removed", []), *st["hands"].values()):
            if h in pile:
                pile.remove(h)
        st["deck"].append(h)


def _seen_but_held(st):
    """Every interrupt card nobody holds lies face up in the discards."""
    held = {v for side in M.ROLES for v in (st["sealed"][h] for h in st["hands"][side])}
    for n in I.WINDOWS:
        if n not in held and not I.seen(st, n):
            h = next(h for h, v in st["sealed"].items() if v == n)
            st["deck"].remove(h)
            st["discard"].append(h)
    return st


def _mcclellan_at_frederick(csa_cards=(89, 10)):
    st = blank("1862")
    gen(st, "mcclellan", "frederick")                   # strategy 3
    sp(st, "union", "frederick", 2)
    hand(st, "csa", *csa_cards)
    return _seen_but_held(st)


def _log(st):
    return " ".join(e["en"] for e in st["lg"])


def test_the_interrupt_table_agrees_with_the_card_data():
    from pyapp.games.ftp import cards as C
    for n, (kinds, sides) in I.WINDOWS.items():
        card = C.CARDS[n]
        assert card.timing in ("interrupt", "reaction", "mixed")
        assert set(sides) <= ({"union", "csa"} if card.side == "both" else {card.side})


def test_quaker_guns_cancels_a_union_generals_activation_4_2_5():
    st = _mcclellan_at_frederick()
    move(st, "union", ("corps", "mcclellan"))
    f = top(st)
    assert f["step"] == "window" and f["who"] == "csa" and f["kind"] == "activation"
    assert ("interrupt", 89) in GAME.legal(st, "csa")
    play(st, "csa", ("interrupt", 89))
    assert "The activation is cancelled" in _log(st)
    assert st["gens"]["mcclellan"] == "frederick" and not st["flow"]
    h = next(h for h, v in st["sealed"].items() if v == 89)
    assert h in st["discard"] and h not in st["hands"]["csa"]


def test_quaker_guns_answers_only_a_general_rated_2_or_3_4_2_5():
    st = _mcclellan_at_frederick()
    gen(st, "grant", "baltimore")                        # strategy 1
    sp(st, "union", "baltimore", 2)
    move(st, "union", ("corps", "grant"))
    assert top(st)["step"] == "move"                     # 89 cannot answer: no window at all


def test_a_window_opens_alike_whether_the_card_is_held_or_unseen_4_2_5():
    held = _mcclellan_at_frederick()
    unseen = _mcclellan_at_frederick(csa_cards=(10,))
    _unseen(unseen, 89)
    for st in (held, unseen):
        move(st, "union", ("corps", "mcclellan"))
    assert top(held)["step"] == top(unseen)["step"] == "window"
    assert GAME.legal(unseen, "csa") == [("pass",)]
    # the Union's device sees the same frame either way
    assert GAME.mask(held, "union")["flow"] == GAME.mask(unseen, "union")["flow"]
    # once every card that could answer is seen played, no window opens
    gone = _mcclellan_at_frederick(csa_cards=(10,))
    move(gone, "union", ("corps", "mcclellan"))
    assert top(gone)["step"] == "move"


def test_pass_lets_the_move_go_on_4_2_5():
    st = _mcclellan_at_frederick()
    move(st, "union", ("corps", "mcclellan"))
    play(st, "csa", ("pass",))
    assert top(st)["step"] == "move"
    play(st, "union", ("go", "baltimore"))
    assert st["gens"]["mcclellan"] == "baltimore"


def test_mud_march_at_the_activation_lets_the_force_go_one_space_4_2_5():
    st = _mcclellan_at_frederick(csa_cards=(7,))
    move(st, "union", ("corps", "mcclellan"))
    play(st, "csa", ("interrupt", 7))
    play(st, "union", ("go", "baltimore"))
    assert not any(a[0] == "go" for a in GAME.legal(st, "union"))
    with pytest.raises(Illegal) as e:
        play(st, "union", ("go", "frederick"))
    assert e.value.rule == "4.2.5"


def _manassas_position(csa_cards):
    st = blank("1862")
    gen(st, "mcdowell", "washington_dc")
    sp(st, "union", "washington_dc", 3)
    gen(st, "beauregard", "gordonsville")               # two spaces from Manassas, by Culpeper
    sp(st, "csa", "gordonsville", 3)
    hand(st, "csa", *csa_cards)
    return _seen_but_held(st)


def test_three_cigars_intercepts_from_two_spaces_without_a_roll_4_2_5():
    st = _manassas_position((8, 10))
    move(st, "union", ("corps", "mcdowell"))
    assert top(st)["step"] == "move"                     # 8 answers no activation
    play(st, "union", ("go", "manassas"))
    f = top(st)
    assert f["step"] == "intercept" and f["cards_only"]
    assert ("interrupt", 8, "gordonsville") in GAME.legal(st, "csa")
    assert not any(a[0] == "intercept" for a in GAME.legal(st, "csa"))      # no force is next to Manassas
    with forced([3, 3]):                           # the battle's dice: no roll to intercept
        play(st, "csa", ("interrupt", 8, "gordonsville"))
    log = _log(st)
    assert "intercepts into Manassas without a roll" in log and "interception +2" in log
    assert "tries to intercept" not in log


def test_no_interception_window_where_no_card_could_answer_4_2_5():
    st = _manassas_position((10,))
    move(st, "union", ("corps", "mcdowell"))
    play(st, "union", ("go", "manassas"))
    assert st["gens"]["mcdowell"] == "manassas"          # nothing could answer: the step is made


def test_mud_march_offered_at_an_interception_4_2_5():
    st = _manassas_position((7, 8))
    move(st, "union", ("corps", "mcdowell"))
    play(st, "csa", ("pass",))                           # Mud March could answer the activation
    play(st, "union", ("go", "manassas"))
    play(st, "csa", ("interrupt", 7))
    assert top(st)["step"] == "intercept"                # the interception is still to decide
    play(st, "csa", ("pass",))
    assert st["gens"]["mcdowell"] == "manassas"
    assert not any(a[0] == "go" for a in GAME.legal(st, "union"))     # Manassas was the one more space


def _battle(union_cards=(), csa_cards=(), fort=False, cavalry=True):
    """A Union army under Grant (offence 3) with Pleasonton's brigade attacks
    5 CSA SP under Bragg at Tupelo."""
    st = blank("1862")
    st["ctl"]["corinth"] = "union"
    army(st, "u_tennessee", "corinth", 5, "grant", *(("pleasonton",) if cavalry else ()))
    gen(st, "bragg", "tupelo")
    sp(st, "csa", "tupelo", 5)
    if fort:
        st["forts"]["tupelo"] = "csa"
    hand(st, "union", *union_cards)
    hand(st, "csa", *csa_cards)
    _seen_but_held(st)
    move(st, "union", ("army", "u_tennessee"))
    return st


def _union_drm(st):
    line = next(e["en"] for e in st["lg"] if e["en"].startswith("Battle of"))
    return int(line.split("Union rolls ")[1].split(" =")[0][1:]), line


def test_franz_sigel_adds_2_to_the_confederate_roll_4_2_5():
    st = _battle(csa_cards=(28, 10))
    play(st, "union", ("go", "tupelo"))
    if top(st)["step"] == "rbb":
        play(st, "csa", ("stand",))
    f = top(st)
    assert f["step"] == "window" and f["who"] == "csa" and f["kind"] == "battle"
    with forced([3, 3]):
        play(st, "csa", ("interrupt", 28))
    assert "Franz Sigel CSA +2" in _union_drm(st)[1]


def test_detached_cavalry_takes_2_from_the_commander_and_his_cavalry_away_4_2_5():
    plain = _battle(csa_cards=(105, 10))
    cut = _battle(csa_cards=(105, 10))
    for st in (plain, cut):
        play(st, "union", ("go", "tupelo"))
        if top(st)["step"] == "rbb":
            play(st, "csa", ("stand",))
    with forced([3, 3]):
        play(cut, "csa", ("interrupt", 105))
    with forced([3, 3]):
        play(plain, "csa", ("pass",))
    before, _ = _union_drm(plain)
    after, line = _union_drm(cut)
    assert before - after == 3                           # Grant 3 -> 1, Pleasonton's 1 no longer counts
    assert "Union cavalry detached" in line


def test_detached_cavalry_needs_an_enemy_army_with_cavalry_4_2_5():
    st = _battle(csa_cards=(105, 10), cavalry=False)
    play(st, "union", ("go", "tupelo"))
    if top(st)["step"] == "rbb":
        play(st, "csa", ("stand",))
    assert not any(f["step"] == "window" for f in st["flow"])


def test_siege_guns_cancel_the_fort_and_draw_a_card_4_2_5():
    st = _battle(union_cards=(130, 10), fort=True)
    play(st, "union", ("go", "tupelo"))
    if top(st)["step"] == "rbb":
        play(st, "csa", ("stand",))
    f = top(st)
    assert f["step"] == "window" and f["who"] == "union"
    held = len(st["hands"]["union"])
    with forced([3, 3]):
        play(st, "union", ("interrupt", 130))
    line = _union_drm(st)[1]
    assert "fort +2" not in line
    assert len(st["hands"]["union"]) == held             # 130 played, one card drawn
    h = next(h for h, v in st["sealed"].items() if v == 130)
    assert h in st["removed"]


def test_severe_storms_cancel_a_naval_move_made_with_ops_not_an_events_4_2_5():
    st = blank("1862")
    st["ctl"]["cairo"] = "union"
    sp(st, "union", "cairo", 2)
    hand(st, "csa", 112, 10)
    _seen_but_held(st)
    push(st, "naval", who="union", src="cairo", sp=2, gen=None, most=3, v=3, ops=True)
    play(st, "union", ("sail", "columbus_ky"))
    assert top(st)["step"] == "window" and top(st)["kind"] == "naval"
    play(st, "csa", ("interrupt", 112))
    assert M.loose_sp(st, "union", "cairo") == 2 and "naval move is cancelled" in _log(st)
    # an event's naval move is immune (4.2.5)
    st2 = blank("1862")
    st2["ctl"]["cairo"] = "union"
    sp(st2, "union", "cairo", 2)
    hand(st2, "csa", 112, 10)
    _seen_but_held(st2)
    push(st2, "naval", who="union", src="cairo", sp=2, gen=None, most=3, v=3)
    play(st2, "union", ("sail", "columbus_ky"))
    assert not any(f["step"] == "window" for f in st2["flow"])


def test_a_standing_order_never_passes_every_window_4_2_5():
    st = _mcclellan_at_frederick()
    move(st, "union", ("corps", "mcclellan"))
    legal = GAME.legal(st, "csa")
    assert GAME.auto_choice(st, "csa", legal, {"interrupts": "never"}) == ("pass",)
    assert GAME.auto_choice(st, "csa", legal, {"interrupts": "ask"}) is None
    GAME.check_orders({"interrupts": "never"})


def test_an_interrupt_between_two_devices_shows_its_card_4_2_5():
    st = _mcclellan_at_frederick()
    move(st, "union", ("corps", "mcclellan"))
    sent = GAME.announce(st, "csa", ("interrupt", 89))
    assert sent[:2] == ("played", "interrupt") and sent[3] == 89
    theirs = GAME.mask(st, "union")                      # the Union's device does not know the hand
    assert GAME.legal(theirs, "csa") == [("pass",)]
    GAME.apply(theirs, "csa", sent)
    assert theirs["gens"]["mcclellan"] == "frederick" and theirs["sealed"][sent[2]] == 89
    with pytest.raises(Illegal):                         # a card this device knows is elsewhere
        other = GAME.mask(st, "union")
        GAME.apply(other, "csa", ("played", "interrupt", sent[2], 10))


def test_the_interrupter_then_plays_his_own_round_4_2_5():
    st = _mcclellan_at_frederick(csa_cards=(89, 10, 11))
    hand(st, "union", 12, 13)
    _seen_but_held(st)
    push(st, "round", who="union")
    play(st, "union", ("ops", 12))
    play(st, "union", ("move", "corps", "mcclellan"))
    play(st, "csa", ("interrupt", 89))
    f = top(st)
    assert f["step"] == "round" and f["who"] == "csa"
    assert sorted(GAME.view(st, "csa")["hand"]) == [10, 11]


def test_mixed_cards_play_their_own_round_half_as_the_event_4_2_5():
    st = blank("1862")
    sp(st, "csa", "tupelo", 3)
    hand(st, "union", 1, 10)
    push(st, "round", who="union")
    play(st, "union", ("event", 1))                      # Empty Haversacks: the attrition half, no choice
    assert top(st)["step"] == "evattrition"
    st = blank("1862")
    hand(st, "csa", 28, 10)
    push(st, "round", who="csa")
    assert ("event", 28) not in GAME.legal(st, "csa")    # its CSA half answers battles only
    with pytest.raises(Illegal) as e:
        play(st, "csa", ("event", 28))
    assert e.value.rule == "4.2.5"


def test_an_interrupt_only_card_is_refused_as_an_event_4_2_5():
    st = blank("1862")
    hand(st, "csa", 89, 10)
    push(st, "round", who="csa")
    with pytest.raises(Illegal) as e:
        play(st, "csa", ("event", 89))
    assert e.value.rule == "4.2.5"
    assert ("ops", 89) in GAME.legal(st, "csa")


def _duel(seed, never):
    """1861 between two devices by links, random players who never play an
    interrupt card; ``never``: both leave the standing order."""
    import hashlib
    import random

    from pyapp import games
    from pyapp.core import duel as D
    key = lambda tag: hashlib.sha256(f"{seed}/{tag}".encode()).digest()  # noqa: E731
    a = D.Duel.create(GAME, "1861", {}, "union", uid=f"w{seed}", key=key("a"))
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    if never:
        a.set_orders({"interrupts": "never"})
        b.set_orders({"interrupts": "never"})
    rnd = random.Random(seed)
    links = windows = 0
    while links < 400:
        for d in (a, b):
            while d.can_act():
                legal = [x for x in d.match.legal(d.seat) if x[0] != "interrupt"]
                top_ = d.match.state["flow"][-1]
                windows += top_["step"] == "window"
                d.play(d.seat, legal[rnd.randrange(len(legal))])
        mover = next((d for d in (a, b) if d.my_segment() and d.ready()), None)
        if mover is None:
            break
        (b if mover is a else a).receive(mover.send(), games)
        links += 1
    return links, windows, a.match.result(), b.match.result()


def test_between_two_devices_the_order_never_passes_the_windows_without_a_link_4_2_5():
    asked = _duel(2, never=False)
    never = _duel(2, never=True)
    assert asked[2] is not None and asked[2] == asked[3] and never[2] == never[3] is not None
    # only a window whose pass rolls dice (a battle's) still reaches its side (T2.7)
    assert asked[1] > never[1]
    assert never[0] < asked[0]


def test_a_link_may_not_pass_a_window_for_a_side_without_the_order_t1_2():
    from pyapp import games
    from pyapp.core import duel as D
    from pyapp.core.errors import Refused
    import hashlib
    key = lambda tag: hashlib.sha256(f"t/{tag}".encode()).digest()  # noqa: E731
    a = D.Duel.create(GAME, "1861", {}, "union", uid="t1", key=key("a"))
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    b.set_orders({"interrupts": "ask"})
    a.match.orders["csa"] = {"interrupts": "never"}     # a forged belief about the CSA's orders
    import random
    rnd = random.Random(3)
    for _ in range(300):
        while a.can_act():
            legal = [x for x in a.match.legal("union") if x[0] != "interrupt"]
            a.play("union", legal[rnd.randrange(len(legal))])
            a.match.follow_orders("union", None) if a.match.active() == ["csa"] and \
                a.match.state["flow"][-1]["step"] == "window" else None
        if any(mv.role == "csa" for mv in a.match.moves[a.seg_start:]):
            with pytest.raises(Refused) as e:
                b.receive(a.send(), games)
            assert e.value.rule in ("T1.2", "T1.3")
            return
        if not (a.my_segment() and a.ready()):
            break
        b.receive(a.send(), games)
        while b.can_act():
            legal = [x for x in b.match.legal("csa") if x[0] != "interrupt"]
            b.play("csa", legal[rnd.randrange(len(legal))])
        a.receive(b.send(), games)
    pytest.skip("no window came up for the CSA in this game")
