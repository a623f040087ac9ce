"""The minigame's long scenarios (RULES_NOTES R10): reshuffles, a card out
of the game for good, a random card taken, a random discard; the core deck
(pyapp/core/cards.py) under real rules, in hotseat and against the computer."""

from __future__ import annotations

import pytest

from pyapp import ai
from pyapp.core import Illegal, dice
from pyapp.core.match import Match
from pyapp.games.mini import GAME
from pyapp.games.mini import rules as R


def long_position(hands, deck_left=None, discard=(), side="blue", seed=1, scenario="long"):
    """A long-scenario state with only the counters on the map, ``hands``
    ({role: [card, ...]}), ``discard`` (cards face up) and the rest of the
    deck under the first handles (only ``deck_left`` of them, if given:
    the others are out of the game)."""
    st = GAME.setup(scenario, {}, seed)
    deck = R.deck_of(st)
    st["pieces"] = {"b1": ["0102", 1], "g1": ["0605", 2]}
    pool = list(deck.cards)
    for c in [c for cs in hands.values() for c in cs] + list(discard):
        pool.remove(c)
    left = pool if deck_left is None else pool[:deck_left]
    out = [] if deck_left is None else pool[deck_left:]
    handles = iter(deck.handle(0, j) for j in range(len(deck.cards)))
    st["sealed"] = {}
    st["deck"], st["discard"], st["hands"] = [], [], {r: [] for r in R.ROLES}
    for where, cs in ((st["deck"], left), (st["hands"]["blue"], hands.get("blue", [])),
                      (st["hands"]["grey"], hands.get("grey", [])), (st["discard"], discard)):
        for c in cs:
            h = next(handles)
            where.append(h)
            st["sealed"][h] = c
    if out:
        st["removed"] = []
        for c in out:
            h = next(handles)
            st["removed"].append(h)
            st["sealed"][h] = c
    st["side"] = side
    st["flow"] = [{"step": "turn", "moves": 2, "marched": 0}]
    GAME.check_state(st)
    return st


def values(st, handles):
    return [st["sealed"][h] for h in handles]


def test_the_long_scenarios_have_their_decks():
    assert len(R.DECKS["long"].cards) == 20 and len(R.DECKS["muster"].cards) == 130
    st = GAME.setup("muster", {}, 3)
    assert st["deck"][0] == "d000" and len(st["hands"]["blue"]) == R.HAND
    GAME.check_state(st)


def test_a_draw_from_an_empty_deck_reshuffles_the_discards_first():
    """R10.1: the discards become a new deck of fresh handles; removed cards stay out."""
    st = long_position({"blue": ["march"], "grey": []}, deck_left=0,
                       discard=["volley", "volley", "ambush"])
    GAME.apply(st, "blue", ("end",))
    assert st["deck_epoch"] == 1 and st["discard"] == []
    drawn = st["hands"]["blue"][-1]
    assert drawn.startswith("d1.") and len(st["deck"]) == 2
    assert sorted(values(st, st["deck"] + [drawn])) == ["ambush", "volley", "volley"]
    lines = GAME.take_events(st)
    assert any(e["rule"] == "R10.1" and e["to"] is None for e in lines)
    GAME.check_state(st)


def test_no_reshuffle_without_discards_nor_in_the_short_scenarios():
    st = long_position({"blue": [], "grey": []}, deck_left=0)
    GAME.apply(st, "blue", ("end",))
    assert "deck_epoch" not in st and st["hands"]["blue"] == []
    st = GAME.setup("standard", {}, 1)
    st["discard"], st["deck"] = st["deck"], []
    GAME.apply(st, "blue", ("end",))
    assert "deck_epoch" not in st and len(st["hands"]["blue"]) == R.HAND


def test_rally_leaves_the_game_for_good():
    """R10.2"""
    st = long_position({"blue": ["rally"], "grey": []})
    GAME.apply(st, "blue", ("play", "rally", "b1"))
    assert st["pieces"]["b1"][1] == 2
    assert values(st, st["removed"]) == ["rally"] and st["discard"] == []
    assert GAME.view(st, "grey")["removed"] == ["rally"]


def test_raid_takes_a_card_at_random_and_both_sides_know_it():
    """R10.3: the dice pick the card; the taker and the robbed both know it, a spectator not."""
    seen = set()
    for seed in range(12):
        st = long_position({"blue": ["raid"], "grey": ["march", "volley", "ambush"]})
        st["rng"] = dice.seed_state(seed)
        GAME.apply(st, "blue", ("play", "raid"))
        taken = st["hands"]["blue"][-1]
        seen.add(st["sealed"][taken])
        assert len(st["hands"]["grey"]) == 2
        assert taken in GAME.may_know(st, "grey") and taken in GAME.may_know(st, "blue")
        assert taken not in GAME.may_know(st, None)
        lines = GAME.take_events(st)
        assert any(e["to"] == "blue" and st["sealed"][taken].title() in e["en"] for e in lines)
        assert not any(e["to"] is None and st["sealed"][taken] in e["en"].lower() for e in lines)
    assert seen == {"march", "volley", "ambush"}


def test_raid_and_desertion_need_an_enemy_card():
    st = long_position({"blue": ["raid", "desert"], "grey": []})
    assert ("play", "raid") not in GAME.legal(st, "blue")
    with pytest.raises(Illegal) as err:
        GAME.apply(st, "blue", ("play", "desert"))
    assert err.value.rule == "R10.4"


def test_desertion_makes_the_enemy_discard_the_card_the_dice_picked():
    """R10.4: the holder discards it (between two devices only its own device
    knows it), then the turn goes on."""
    st = long_position({"blue": ["desert"], "grey": ["march", "ambush"]})
    GAME.apply(st, "blue", ("play", "desert"))
    assert GAME.active(st) == ["grey"]
    picked = st["flow"][-1]["card"]
    assert picked in st["hands"]["grey"]
    assert GAME.legal(st, "grey") == [("discard",)]
    assert GAME.announce(st, "grey", ("discard",)) == ("discarded", picked, st["sealed"][picked])
    GAME.apply(st, "grey", ("discard",))
    assert st["discard"][-1] == picked and GAME.active(st) == ["blue"]
    GAME.check_state(st)


def test_a_discard_announced_as_another_card_is_refused_where_the_card_is_known():
    st = long_position({"blue": ["desert"], "grey": ["march", "ambush"]})
    GAME.apply(st, "blue", ("play", "desert"))
    picked = st["flow"][-1]["card"]
    other = "ambush" if st["sealed"][picked] == "march" else "march"
    with pytest.raises(Illegal) as err:
        GAME.apply(GAME.copy(st), "grey", ("discarded", picked, other))
    assert err.value.rule == "R10.4"
    with pytest.raises(Illegal):
        GAME.apply(GAME.copy(st), "grey", ("discarded", st["hands"]["grey"][0] if
                                            st["hands"]["grey"][0] != picked else st["hands"]["grey"][1], "march"))


@pytest.mark.parametrize("scenario", ["long", "muster"])
def test_whole_games_reshuffle_and_end(scenario):
    """Random play to the end: every state passes the checks; the long
    scenario reshuffles in most games."""
    reshuffled = 0
    for seed in range(3):
        m = Match(GAME, scenario, {}, seed)
        pick = {"rng": dice.seed_state(seed + 50)}
        while m.active():
            role = m.active()[0]
            legal = m.legal(role)
            m.play(role, legal[dice.randbelow(pick, len(legal))])
            GAME.check_state(m.state)
        reshuffled += m.state.get("deck_epoch", 0) > 0
    assert scenario == "muster" or reshuffled >= 2


def test_the_computer_plays_on_through_a_reshuffle_from_its_view():
    """The search samples the unseen from a view with reshuffles, removed
    cards and discards (``sample``) and keeps choosing legal moves."""
    st = long_position({"blue": ["march", "raid"], "grey": ["volley", "desert"]}, deck_left=1,
                       discard=["ambush", "volley", "march"])
    m = Match(GAME, "long", {}, 4, start=st)
    while m.active() and m.ply < 16:
        role = m.active()[0]
        action = ai.choose(GAME, GAME.view(m.state, role), role, "easy", m.ply)
        assert action in m.legal(role)
        m.play(role, action)
    assert m.state.get("deck_epoch", 0) >= 1


def test_scout_looks_at_the_top_two_cards_and_leaves_them():
    """R10.5: the scouting side may know them from then on; the other does not."""
    st = long_position({"blue": ["scout"], "grey": ["march"]})
    top = st["deck"][-2:][::-1]
    GAME.apply(st, "blue", ("play", "scout"))
    assert st["deck"][-2:][::-1] == top
    assert set(top) <= GAME.may_know(st, "blue") and not set(top) & GAME.may_know(st, "grey")
    assert GAME.view(st, "blue")["scouted"] == values(st, top) and GAME.view(st, "grey")["scouted"] == []
    lines = GAME.take_events(st)
    assert any(e["to"] == "blue" and e["rule"] == "R10.5" for e in lines)
    GAME.apply(st, "blue", ("end",))                      # Blue draws the first of them
    assert st["hands"]["blue"][-1] == top[0]
    assert GAME.view(st, "blue")["scouted"] == values(st, top[1:])
    empty = long_position({"blue": ["scout"], "grey": []}, deck_left=0)
    assert ("play", "scout") not in GAME.legal(empty, "blue")
