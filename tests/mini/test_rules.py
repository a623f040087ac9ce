"""The test minigame, rule by rule (pyapp/games/mini/RULES_NOTES.md)."""

from __future__ import annotations

import json

import pytest

from pyapp.core import Illegal, dice
from pyapp.core.match import Match
from pyapp.games.mini import GAME
from pyapp.games.mini import board as B
from pyapp.games.mini import rules as R


def position(pieces, hands=None, side="blue", seed=1, open_blocks=False):
    """A state with just ``pieces`` ({id: [hex, strength]}) and the hands given.
    Blocks stand under their side's handles in id order (b2 "BA", b3 "BB");
    the cards not in a hand make the deck, under the first handles."""
    st = GAME.setup("standard", {"open_blocks": open_blocks}, seed)
    sealed = {h: v for h, v in st["sealed"].items() if h in R.CARD_HANDLES}
    st["pieces"] = {}
    for pid, (hx, s) in sorted(pieces.items()):
        if R.kind(pid) == "counter":
            st["pieces"][pid] = [hx, s]
        else:
            own = R.side_of(pid)
            h = R.HANDLES[own][R.BLOCK_IDS[own].index(pid)]
            st["pieces"][h] = [hx]
            sealed[h] = [pid, s]
    st["sealed"] = sealed
    if hands is not None:
        cards = list(R.DECK)
        for role in R.ROLES:
            for c in hands.get(role, []):
                cards.remove(c)
        handles = iter(R.CARD_HANDLES)
        st["deck"], st["discard"] = [], []
        for c in cards:
            h = next(handles)
            st["deck"].append(h)
            sealed[h] = c
        for role in R.ROLES:
            st["hands"][role] = []
            for c in hands.get(role, []):
                h = next(handles)
                st["hands"][role].append(h)
                sealed[h] = c
    st["side"] = side
    st["flow"] = [{"step": "turn", "moves": 2, "marched": 0}]
    GAME.check_state(st)
    return st


def piece(st, pid):
    """[hex, strength] of the piece ``pid`` (by id), or None once it is gone."""
    if pid in st["pieces"]:
        return list(st["pieces"][pid])
    for h in R.BLOCK_HANDLES:
        v = st["sealed"].get(h)
        if h in st["pieces"] and v is not None and v[0] == pid:
            return [st["pieces"][h][0], v[1]]
    return None


def cards(st, handles):
    return [st["sealed"][h] for h in handles]


def rng_for(rolls):
    """A dice stream whose next rolls are ``rolls``."""
    for n in range(200_000):
        probe = {"rng": dice.seed_state(n)}
        if [dice.roll(probe) for _ in rolls] == list(rolls):
            return dice.seed_state(n)
    raise AssertionError("no stream found")


def act(st, role, *action):
    return GAME.apply(st, role, tuple(action))


# R1/R3 map --------------------------------------------------------------------

def test_map_has_thirty_hexes_a_river_and_one_ford():
    assert len(B.HEXES) == 30 and B.HEXES[0] == "0101" and B.HEXES[-1] == "0605"
    assert list(B.HEXSIDES.values()).count("ford") == 1
    assert B.crossing_blocked("0302", "0402") and not B.crossing_blocked("0303", "0403")


def test_river_is_crossed_only_at_the_ford():
    st = position({"b1": ["0302", 2], "g1": ["0605", 2]})
    assert ("move", "b1", "0402") not in GAME.legal(st, "blue")
    with pytest.raises(Illegal) as err:
        act(st, "blue", "move", "b1", "0402")
    assert err.value.rule == "R3"
    st = position({"b1": ["0303", 2], "g1": ["0605", 2]})
    act(st, "blue", "move", "b1", "0403")
    assert piece(st, "b1")[0] == "0403"


# R2 hidden blocks ---------------------------------------------------------------

def test_enemy_blocks_hide_identity_and_strength():
    st = GAME.setup("standard", {}, 4)
    grey = GAME.view(st, "grey")
    blue_blocks = [p for p in grey["pieces"] if p["side"] == "blue" and p["kind"] == "block"]
    assert blue_blocks and all(set(p) == {"hex", "side", "kind"} for p in blue_blocks)
    own = [p for p in grey["pieces"] if p["side"] == "grey"]
    assert all("strength" in p and "id" in p for p in own)
    assert [p["hex"] for p in grey["pieces"]] == sorted(p["hex"] for p in grey["pieces"])
    assert grey["hand"] == sorted(cards(st, st["hands"]["grey"])) and "hands" not in grey
    spectator = GAME.view(st, None)
    assert spectator["hand"] == [] and all("id" not in p for p in spectator["pieces"] if p["kind"] == "block")


def test_practice_option_shows_blocks():
    st = GAME.setup("standard", {"open_blocks": True}, 4)
    assert all("strength" in p for p in GAME.view(st, "grey")["pieces"])


def test_a_hidden_block_move_is_told_in_full_only_to_its_owner():
    st = position({"b2": ["0104", 3], "g1": ["0605", 2]})
    act(st, "blue", "move", "b2", "0105")
    lines = GAME.take_events(st)
    public = [e for e in lines if e["to"] is None]
    private = [e for e in lines if e["to"] == "blue"]
    assert "a block" in public[0]["en"] and "b2" not in public[0]["en"]
    assert private and "b2" in private[0]["en"]


# R4 cards -----------------------------------------------------------------------

def test_deck_is_shuffled_in_its_own_stream():
    a = GAME.setup("standard", {}, 8)
    b = GAME.setup("standard", {}, 8)
    assert a["sealed"] == b["sealed"] and a["rng"] == b["rng"]
    dice.roll(b)                                   # a die roll never moves the deck
    assert b["rng_deck"] == a["rng_deck"]
    decks = {tuple(cards(s, s["deck"])) for s in (GAME.setup("standard", {}, n) for n in range(20))}
    assert len(decks) > 10
    # the deck is a fixed order of handles: which handles are dealt to whom never depends on the seed
    assert {(tuple(s["deck"]), tuple(s["hands"]["blue"]), tuple(s["hands"]["grey"]))
            for s in (GAME.setup("standard", {}, n) for n in range(20))} == {
        (R.CARD_HANDLES[:8], ("d11", "d09"), ("d10", "d08"))}


def test_march_adds_two_moves_once_a_turn():
    st = position({"b1": ["0102", 2], "g1": ["0605", 2]}, {"blue": ["march", "march"]})
    act(st, "blue", "play", "march")
    assert GAME.view(st, "blue")["moves_left"] == 4
    assert ("play", "march") not in GAME.legal(st, "blue")


def test_volley_needs_range_two_and_a_clear_line():
    # along the hexside 0302/0303: woods on one side only, so the line is clear
    st = position({"b1": ["0202", 2], "g1": ["0402", 2], "g2": ["0605", 3]}, {"blue": ["volley"]})
    assert ("play", "volley", "0402") in GAME.legal(st, "blue")
    # through the woods of 0302, strictly between
    st = position({"b1": ["0301", 2], "g1": ["0303", 2], "g2": ["0605", 3]}, {"blue": ["volley"]})
    assert ("play", "volley", "0303") not in GAME.legal(st, "blue")
    with pytest.raises(Illegal) as err:
        act(st, "blue", "play", "volley", "0303")
    assert err.value.rule == "R4"


def test_volley_hits_on_five_or_six():
    st = position({"b1": ["0202", 2], "g2": ["0402", 3]}, {"blue": ["volley"]})
    st["rng"] = rng_for([5])
    act(st, "blue", "play", "volley", "0402")
    assert GAME.active(st) == ["grey"] and GAME.legal(st, "grey") == [("take",)]      # R4.1: the owner takes it
    assert piece(st, "g2")[1] == 3 and cards(st, st["discard"]) == ["volley"]
    act(st, "grey", "take")
    assert piece(st, "g2")[1] == 2 and GAME.active(st) == ["blue"]


def test_ambush_cannot_be_played_in_ones_own_turn():
    st = position({"b1": ["0102", 2], "g1": ["0605", 2]}, {"blue": ["ambush"]})
    with pytest.raises(Illegal) as err:
        act(st, "blue", "play", "ambush")
    assert err.value.rule == "R4"


def test_rally_restores_a_step():
    st = position({"b2": ["0102", 1], "g1": ["0605", 2]}, {"blue": ["rally"]})
    act(st, "blue", "play", "rally", "b2")
    assert piece(st, "b2")[1] == 2


# R5/R6 combat with a reaction by the other side ---------------------------------

def test_attack_asks_the_defender_then_resolves():
    st = position({"b2": ["0202", 3], "g1": ["0302", 2]}, {"grey": ["ambush"]})
    act(st, "blue", "move", "b2", "0302")
    assert GAME.active(st) == ["grey"]                          # R6: the defender answers first
    assert GAME.legal(st, "grey") == [("ambush",), ("pass",)]
    assert "attacked" in GAME.prompt(st, "grey")["en"] and GAME.prompt(st, "blue")["rule"] == "R6"
    st["rng"] = rng_for([6, 1])                                 # blue 3+6=9, grey 2+1+1 woods+2 = 6
    act(st, "grey", "ambush")
    assert GAME.active(st) == ["blue"] and piece(st, "g1")[1] == 1
    assert piece(st, "b2")[0] == "0202"                         # no advance: the defender survived
    assert st["flow"][-1]["step"] == "turn" and st["flow"][-1]["moves"] == 1


def test_the_defender_is_asked_even_without_an_ambush():
    st = position({"b2": ["0202", 3], "g1": ["0201", 2]}, {"grey": ["rally"]})
    act(st, "blue", "move", "b2", "0201")
    assert GAME.legal(st, "grey") == [("pass",)]


def test_tie_goes_to_the_defender_and_a_winner_advances_over_the_eliminated():
    st = position({"b1": ["0201", 2], "g1": ["0301", 1], "g2": ["0605", 3]})
    st["rng"] = rng_for([3, 4])                                 # 2+3 = 5 against 1+4 = 5
    act(st, "blue", "move", "b1", "0301")
    act(st, "grey", "pass")
    assert piece(st, "b1") == ["0201", 1]
    st = position({"b1": ["0201", 2], "g1": ["0301", 1], "g2": ["0605", 3]})
    st["rng"] = rng_for([6, 1])
    act(st, "blue", "move", "b1", "0301")
    act(st, "grey", "pass")
    assert piece(st, "g1") is None and piece(st, "b1")[0] == "0301"


def test_combat_reveals_and_undo_stops_there():
    m = Match(GAME, "standard", {}, 2)
    m.state = position({"b2": ["0202", 3], "g1": ["0301", 2], "g3": ["0605", 2]})
    m.play("blue", ("move", "b2", "0201"))
    assert m.can_undo("blue")
    m.play("blue", ("move", "b2", "0301"))                      # an attack: grey must answer
    m.play("grey", ("pass",))
    assert GAME.reveals(m.state) == 1 and not m.can_undo("grey")


# R7/R8 end of turn and victory ---------------------------------------------------

def test_end_of_turn_draws_a_card_told_only_to_the_drawer():
    st = position({"b1": ["0102", 2], "g1": ["0605", 2]}, {"blue": [], "grey": []})
    top = st["deck"][-1]
    act(st, "blue", "end")
    assert st["hands"]["blue"] == [top] and st["side"] == "grey"
    top = st["sealed"][top]
    lines = GAME.take_events(st)
    assert any(e["to"] == "blue" and top.title() in e["en"] for e in lines)
    assert not any(e["to"] is None and top in e["en"].lower() for e in lines)


def test_holding_the_enemy_flag_at_the_end_of_the_turn_wins():
    st = position({"b1": ["0503", 2], "g1": ["0101", 2]})
    act(st, "blue", "move", "b1", "0603")
    assert GAME.result(st) is None
    act(st, "blue", "end")
    assert GAME.result(st)["winner"] == "blue" and GAME.active(st) == []
    assert GAME.result(st)["rule"] == "R8"


def test_more_strength_at_the_end_wins_and_grey_holds_ties():
    st = position({"b1": ["0101", 2], "g1": ["0605", 2]}, side="grey")
    st["turn"] = st["last"]
    act(st, "grey", "end")
    assert GAME.result(st)["winner"] == "grey"


def test_prompts_in_both_languages():
    st = GAME.setup("short", {}, 1)
    for role in R.ROLES:
        p = GAME.prompt(st, role)
        assert p["en"] and p["es"] and p["rule"] == "R5"


# R9 the event cup ---------------------------------------------------------------

def test_each_turn_starts_with_a_chit_from_the_cup():
    st = GAME.setup("standard", {"event_cup": True}, 6)
    assert len(st["cup"]) == 5 and st["chit"] in R.CHIT_EFFECT
    assert st["flow"][-1]["moves"] == R.MOVES + R.CHIT_EFFECT[st["chit"]]
    before = st["rng_deck"], st["rng"]
    act(st, "blue", "end")
    assert len(st["cup"]) == 4 and (st["rng_deck"], st["rng"]) == before     # its own stream
    lines = [e["en"] for e in GAME.take_events(st)]
    assert any("from the cup" in line for line in lines)
    assert GAME.view(st, "grey")["cup"] == GAME.view(st, None)["cup"]        # public
    drawn = {GAME.setup("standard", {"event_cup": True}, s)["chit"] for s in range(20)}
    assert drawn == set(R.CHIT_EFFECT)
    plain = GAME.setup("standard", {}, 6)
    assert plain["cup"] == [] and plain["chit"] == "" and GAME.view(plain, "blue")["cup"] is None


def test_an_empty_cup_is_filled_again():
    st = position({"b1": ["0102", 2], "g1": ["0605", 2]})
    st["op"]["event_cup"] = True
    st["cup"] = []
    act(st, "blue", "end")
    assert len(st["cup"]) == len(R.CHITS) - 1
    assert any("goes back" in e["en"] or "go back" in e["en"] for e in GAME.take_events(st))


# Two-device play: handles, what a side may know, announcements ------------------

def test_blocks_stand_under_handles_drawn_at_setup():
    seen = set()
    public = set()
    for seed in range(12):
        st = GAME.setup("standard", {}, seed)
        assert set(st["pieces"]) == {"b1", "BA", "BB", "g1", "GA", "GB"}
        assert all(len(st["pieces"][h]) == 1 for h in R.BLOCK_HANDLES)          # a block's strength is sealed
        seen.add(st["sealed"]["BA"][0])
        for h in R.BLOCK_HANDLES:                                              # where each handle starts (R2.1)
            assert st["pieces"][h][0] == R.START[R.side_of(h)][h]
            pid = st["sealed"][h][0]
            assert st["sealed"][h] == [pid, R.full(pid)] and R.side_of(pid) == R.side_of(h)
        assert not {"b2", "b3", "g2", "g3"} & set(json.dumps({k: v for k, v in st.items() if k != "sealed"}).split('"'))
        public.add(json.dumps(GAME.mask(st, None)["pieces"], sort_keys=True))
    assert seen == {"b2", "b3"}
    assert len(public) == 1                  # the start hexes tell nothing of the blocks under them


def test_the_private_setup_decides_which_block_stands_under_which_handle():
    """R2.1: the assignment comes from the owner's secret alone (T3.4): the same
    secret gives the same blocks whatever the seed, the set-up from a seed is
    the private set-ups with the seed's secrets, and nothing else changes."""
    from pyapp.core.game import setup_secret
    base = GAME.setup("standard", {}, 1)
    for role in R.ROLES:
        outcomes = set()
        for k in range(16):
            secret = bytes([k]) * 32
            got = []
            for seed in (1, 2, 3):
                st = GAME.setup("standard", {}, seed)
                before = GAME.copy(st)
                GAME.private_setup(st, role, secret)
                changed = {h for h in st["sealed"] if st["sealed"][h] != before["sealed"][h]}
                assert changed <= set(R.HANDLES[role])
                assert {k: v for k, v in st.items() if k != "sealed"} == \
                    {k: v for k, v in before.items() if k != "sealed"}
                got.append([st["sealed"][h] for h in R.HANDLES[role]])
            assert got[0] == got[1] == got[2]
            # on the owner's device, where the enemy's values are None, the same
            masked = GAME.mask(base, role)
            GAME.private_setup(masked, role, secret)
            assert [masked["sealed"][h] for h in R.HANDLES[role]] == got[0]
            outcomes.add(json.dumps(got[0]))
        assert len(outcomes) == 2
    for seed in range(6):
        st = GAME.setup("standard", {}, seed)
        again = GAME.copy(st)
        for role in R.ROLES:
            GAME.private_setup(again, role, setup_secret(seed, role))
        assert again == st and GAME.setup("standard", {}, seed) == st
    # blocks face up: nothing is private, each block starts in its old hex
    st = GAME.setup("standard", {"open_blocks": True}, 4)
    assert [st["sealed"][h][0] for h in R.BLOCK_HANDLES] == ["b2", "b3", "g2", "g3"]
    GAME.private_setup(st, "blue", b"x" * 32)
    assert st["sealed"]["BA"][0] == "b2"


def test_what_each_side_may_know():
    st = position({"b2": ["0202", 3], "b1": ["0101", 2], "g2": ["0302", 3], "g3": ["0605", 2]},
                  {"blue": ["march", "volley"], "grey": ["ambush"]})
    blue, grey = GAME.may_know(st, "blue"), GAME.may_know(st, "grey")
    assert blue == {"BA"} | set(st["hands"]["blue"]) and grey == {"GA", "GB"} | set(st["hands"]["grey"])
    assert GAME.may_know(st, None) == set()
    masked = GAME.mask(st, "grey")
    assert masked["sealed"]["BA"] is None and all(masked["sealed"][h] is None for h in st["hands"]["blue"])
    act(st, "blue", "play", "march")                        # a card played is known to all
    assert st["discard"][0] in GAME.may_know(st, None)
    act(st, "blue", "move", "b2", "0302")                   # R6.1: the attacker, while it attacks
    assert "BA" in GAME.may_know(st, "grey") and "GA" not in GAME.may_know(st, "blue")
    assert all("BA" not in str(p) for p in GAME.view(st, "grey")["flow"])
    st["rng"] = rng_for([1, 1])
    act(st, "grey", "pass")                                 # R6.2, R6.3: both known from then on
    assert {"BA", "GA"} <= GAME.may_know(st, "grey") & GAME.may_know(st, "blue")
    act(st, "blue", "end")
    assert {"BA", "GA"} <= GAME.may_know(st, "grey") & GAME.may_know(st, "blue")
    assert all(set(p) == {"hex", "side", "kind"} for p in GAME.view(st, "grey")["pieces"]
               if p["side"] == "blue" and p["kind"] == "block")                  # still face down on the table
    assert GAME.may_know(position({"b2": ["0202", 3], "g2": ["0605", 3]}, open_blocks=True), None) >= {"BA", "GA"}


def test_announcements_name_handles_and_carry_what_is_revealed():
    st = position({"b2": ["0202", 3], "b3": ["0104", 2], "g2": ["0302", 3], "g3": ["0605", 2]},
                  {"blue": ["march", "rally"], "grey": ["ambush"]})
    st["sealed"]["BB"] = ["b3", 1]
    march, rally = st["hands"]["blue"]
    assert GAME.announce(st, "blue", ("move", "b3", "0105")) == ("moved", "BB", "0105")
    assert GAME.announce(st, "blue", ("move", "b2", "0302")) == ("moved", "BA", "0302", "b2", 3)
    assert GAME.announce(st, "blue", ("play", "march")) == ("played", march, "march")
    assert GAME.announce(st, "blue", ("play", "rally", "b3")) == ("played", rally, "rally", "BB")
    assert GAME.announce(st, "blue", ("end",)) == ("ended",)
    with pytest.raises(Illegal):
        GAME.announce(st, "blue", ("play", "ambush"))
    grey = GAME.mask(st, "grey")
    GAME.apply(grey, "blue", ("moved", "BA", "0302", "b2", 3))   # Grey's device: the attack
    assert grey["sealed"]["BA"] == ["b2", 3] and grey["sealed"]["BB"] is None
    act(st, "blue", "move", "b2", "0302")
    ambush = st["hands"]["grey"][0]
    assert GAME.announce(st, "grey", ("ambush",)) == ("ambushed", ambush, "ambush", "g2", 3)
    assert GAME.announce(st, "grey", ("pass",)) == ("passed", "g2", 3)
    blue = GAME.mask(st, "blue")
    st["rng"] = blue["rng"] = rng_for([6, 1])
    GAME.apply(blue, "grey", ("ambushed", ambush, "ambush", "g2", 3))
    act(st, "grey", "ambush")
    assert GAME.mask(blue, None) == GAME.mask(st, None) and blue["sealed"]["GA"] == st["sealed"]["GA"]


def test_an_announcement_that_disagrees_with_what_the_receiver_knows_is_refused():
    st = position({"b2": ["0202", 3], "g2": ["0302", 3], "g3": ["0605", 2]},
                  {"blue": ["march", "volley"], "grey": ["ambush"]})
    march, volley = st["hands"]["blue"]
    for bad, rule in ((("moved", "BA", "0302", "b2", 2), "R6.1"), (("moved", "BA", "0302", "b3", 3), "R6.1"),
                      (("moved", "BA", "0302"), "R6.1"), (("played", march, "volley", "0302"), "R4"),
                      (("played", volley, "march"), "R4"), (("played", "d00", "march"), "R4")):
        with pytest.raises(Illegal) as err:
            GAME.apply(GAME.copy(st), "blue", bad)                   # the full state knows everything
        assert err.value.rule == rule, bad
    grey = GAME.mask(st, "grey")
    for c in ("d00", "d01", "d02"):                                  # three Marches known to Grey already
        grey["sealed"][c] = "march"
    grey["sealed"][march] = None
    with pytest.raises(Illegal) as err:                              # a fourth March
        GAME.apply(GAME.copy(grey), "blue", ("played", march, "march"))
    assert err.value.rule == "R4"
    with pytest.raises(Illegal):                                     # an announcement is no legal action
        GAME.apply(GAME.copy(st), "grey", ("passed", "g2", 3))


def test_the_owner_takes_a_volley_hit_and_the_firer_checks_it_where_it_can():
    st = position({"b1": ["0202", 2], "g3": ["0402", 1], "g2": ["0605", 3]}, {"blue": ["volley"]})
    st["rng"] = rng_for([6])
    act(st, "blue", "play", "volley", "0402")
    assert GAME.active(st) == ["grey"] and "take the hit" in GAME.prompt(st, "grey")["en"]
    assert GAME.announce(st, "grey", ("take",)) == ("took", "eliminated")
    with pytest.raises(Illegal) as err:
        GAME.apply(GAME.copy(st), "grey", ("took", "stands"))       # the full state knows g3 is at 1
    assert err.value.rule == "R4.1"
    blue = GAME.mask(st, "blue")
    GAME.apply(blue, "grey", ("took", "eliminated"))
    act(st, "grey", "take")
    assert GAME.mask(blue, None) == GAME.mask(st, None) and "GB" not in st["pieces"]
    assert GAME.active(st) == ["blue"]


def test_the_final_count_reveals_the_blocks():
    st = position({"b1": ["0101", 2], "b2": ["0104", 2], "g2": ["0605", 3], "g3": ["0604", 1]}, side="grey")
    st["turn"] = st["last"]
    assert GAME.announce(st, "grey", ("end",)) == ("ended", "GA", "g2", 3, "GB", "g3", 1)
    blue = GAME.mask(st, "blue")
    GAME.apply(blue, "grey", ("ended", "GA", "g2", 3, "GB", "g3", 1))
    act(st, "grey", "end")
    assert GAME.active(st) == ["blue"] and GAME.legal(st, "blue") == [("count",)]
    assert {"GA", "GB"} <= GAME.may_know(st, "blue") and GAME.describe(st, ("count",)) != "count"
    assert GAME.announce(st, "blue", ("count",)) == ("counted", "BA", "b2", 2)
    grey = GAME.mask(st, "grey")
    GAME.apply(grey, "blue", ("counted", "BA", "b2", 2))
    act(st, "blue", "count")
    assert GAME.result(st)["winner"] == "grey"                     # 4 against 4: Grey holds ties
    assert GAME.result(grey) == GAME.result(st) and GAME.mask(grey, None) == GAME.mask(st, None)
    with pytest.raises(Illegal) as err:
        st2 = position({"b1": ["0101", 2], "g2": ["0605", 3], "g3": ["0604", 1]}, side="grey")
        st2["turn"] = st2["last"]
        GAME.apply(st2, "grey", ("ended", "GA", "g2", 2, "GB", "g3", 1))
    assert err.value.rule == "R8.1"


def test_the_state_of_the_device_of_the_side_to_decide_passes_check_state():
    st = GAME.setup("standard", {}, 3)
    GAME.check_state(GAME.mask(st, "blue"))
    for h in R.CARD_HANDLES:                                    # the deck dealt by poker: unknown at first
        st["sealed"][h] = None
    GAME.check_state(GAME.mask(st, "blue"))
    assert GAME.legal(GAME.mask(st, "blue"), "blue")[-1] == ("end",)
    assert GAME.view(GAME.mask(st, "blue"), "blue")["hand"] == []
    broken = GAME.mask(st, "grey")                              # Blue decides, but its blocks are not there
    with pytest.raises(ValueError):
        GAME.check_state(broken)
