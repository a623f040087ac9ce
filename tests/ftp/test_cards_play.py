"""For the People: every one of the 130 cards played through the engine (5.2).

Each card is put in its side's hand in a mid-war position and played:
- as its event, where the engine builds it (``events.built``): the card
  goes to the discard pile or out of the game as it says, every decision
  the event asks for is answered, the round passes to the other side, and
  what the event's nodes promise can be seen on the board (strategic will
  moved for an "sw" node, the blockade for a "blockade" node, PCs, SP,
  forts, the hand a random discard came from);
- for its OPS, every card: the round goes on to an OPS use.
"""

import pytest

from pyapp.games.ftp import cards as C
from pyapp.games.ftp import events
from pyapp.games.ftp import model as M
from pyapp.games.ftp.rules import GAME
from tests.ftp.position import hand, push, step

SCENARIOS = ("1862", "1863", "1864", "1861")
# what makes a card's conditions hold, where no opening position does
PREP = {
    60: lambda st: st["ironclads"].append("mobile"),                  # an ironclad to sink
    81: lambda st: st.update(union_win=True),                         # a Union victory last round
    82: lambda st: st["sw"].update(csa=[110, "+"]),                   # CSA will at 110
    122: lambda st: st["armies"]["c_tennessee"].update(at="richmond"),  # a second CSA army in Virginia
    126: lambda st: [M.add_sp(st, "union", s, 1) for s in C.SHENANDOAH],  # Union infantry in the Valley
}


def _nodes(block):
    return events._nodes(block)


def _position(n, side):
    """The first scenario where card ``n`` is playable as its event by ``side``."""
    for sc in SCENARIOS:
        st = GAME.setup(sc, {}, n)
        deck = GAME.deck(st)
        for s in M.ROLES:
            for h in list(st["hands"][s]):
                deck.discard(st, h)
        st["flow"] = [f for f in st["flow"] if f["step"] == "turn"]
        if n not in deck.cards:
            continue
        PREP.get(n, lambda st: None)(st)
        hand(st, side, n)
        hand(st, M.ENEMY[side], *[c for c in deck.cards if c != n and c not in (81, 82)][:3])
        st["hands"][M.ENEMY[side]] = [h for h in st["hands"][M.ENEMY[side]] if st["sealed"][h] != n][:3]
        if events.playable(GAME, st, side, n):
            return st
    return None


def _finish(st, side, limit=400):
    """Answer the event's decisions (the first legal action each time) until
    the next round begins or the strategy rounds end."""
    for _ in range(limit):
        top = st["flow"][-1] if st["flow"] else None
        if top is None or (top["step"] == "round" and top["who"] != side) or top["step"] == "turn":
            return
        who = GAME.active(st)[0]
        legal = GAME.legal(st, who)
        done = [a for a in legal if a[0] in ("done", "stop", "pass", "stand")]
        GAME.apply(st, who, done[0] if done and top["step"] not in ("evspaces",) else legal[0])
    raise AssertionError("the event did not end")


def _snapshot(st):
    return {
        "sw": {s: M.sw_value(st, s) for s in M.ROLES}, "blockade": st["blockade"], "amph": st["amph"],
        "ctl": dict(st["ctl"]), "sp": {s: sum(M.total_sp(st, s, x) for x in M.spaces_with(st, s)) for s in M.ROLES},
        "forts": dict(st["forts"]), "hands": {s: len(st["hands"][s]) for s in M.ROLES},
        "naval": (list(st["ironclads"]), list(st["torpedoes"]), st["hunley"]), "elite": dict(st["elite"]),
        "eman": st["eman"], "fi": st["fi"], "flags": list(st["flags"]),
    }


BUILT = [n for n in sorted(C.CARDS) if events.built(n)]
# the interrupts only answer enemy moves (tests/ftp/test_interrupts.py)
NOT_BUILT = [n for n in sorted(C.CARDS) if not events.built(n) and C.CARDS[n].timing not in ("interrupt", "reaction")]


@pytest.mark.parametrize("n", BUILT)
def test_the_event_plays_and_does_what_its_nodes_say(n):
    card = C.CARDS[n]
    side = "union" if card.side in ("union", "both") else "csa"
    st = _position(n, side)
    if st is None:
        pytest.skip(f"card {n}'s conditions hold in no scenario's opening position")
    push(st, "round", who=side)
    before = _snapshot(st)
    GAME.apply(st, side, ("event", n))
    assert any(e["en"].startswith(f"{M.SHORT[side]} plays card {n},") for e in st["lg"])
    _finish(st, side)
    after = _snapshot(st)
    h = next(h for h, v in st["sealed"].items() if v == n)
    assert (h in st.get("removed", [])) == card.removed and (h in st["discard"]) != card.removed
    kinds = set(_nodes(card.effect))
    simple = not kinds & {"choice", "if", "by_player", "campaign", "sp_move", "force_attrition"}
    if simple and card.play_if is None:
        if "sw" in kinds:
            assert after["sw"] != before["sw"], f"card {n}: no strategic will moved"
        if "blockade" in kinds:
            assert after["blockade"] != before["blockade"] or before["blockade"] in (0, 4, 5)
        if "amphib" in kinds:
            assert after["amph"] != before["amph"] or before["amph"] == 5
        if "discard_random" in kinds:
            assert sum(after["hands"].values()) == sum(before["hands"].values()) - 2   # the card and the victim's
        if "flag" in kinds:
            assert (after["eman"], after["fi"], after["flags"]) != (before["eman"], before["fi"], before["flags"])


@pytest.mark.parametrize("n", NOT_BUILT)
def test_a_card_whose_event_is_not_built_is_refused_as_event_with_the_reason(n):
    card = C.CARDS[n]
    side = "union" if card.side in ("union", "both") else "csa"
    st = GAME.setup("1862" if n in GAME.deck(GAME.setup("1862", {}, 1)).cards else "1861", {}, 1)
    st["flow"] = [f for f in st["flow"] if f["step"] == "turn"]
    hand(st, side, n)
    why = events.why_not(GAME, st, side, n)
    assert why is not None and ("not built" in why.reason or "OPS" in why.reason)


@pytest.mark.parametrize("n", sorted(C.CARDS))
def test_every_card_plays_for_its_ops(n):
    card = C.CARDS[n]
    side = "csa" if card.side == "csa" else "union"
    st = GAME.setup("1861" if n not in C.SETUP_OUT.get("1862", ()) else "1861", {}, 1)
    deck = GAME.deck(st)
    for s in M.ROLES:
        for h in list(st["hands"][s]):
            deck.discard(st, h)
    st["flow"] = [f for f in st["flow"] if f["step"] == "turn"]
    hand(st, side, n)
    push(st, "round", who=side)
    GAME.apply(st, side, ("ops", n))
    assert step(st) == "ops" and st["flow"][-1]["v"] == card.ops
    assert ("none",) in GAME.legal(st, side)
    GAME.apply(st, side, ("none",))
    if n in (81, 82):                                  # 5.2: a special event unplayed: the deck is reshuffled,
        assert step(st) == "reshuffle"                 # a move of its own (T4.4)
        GAME.apply(st, side, ("reshuffle",))
        assert GAME.deck(st).epoch(st) == 1
        return
    h = next(h for h, v in st["sealed"].items() if v == n)
    if "removed_when_union_plays" in card.rules and side == "union":
        assert h in st["removed"]                      # card 14: out of the game whenever the Union plays it
        return
    assert h in st["discard"]                          # OPS never remove a card (5.2)


def test_emancipation_is_played_at_its_first_chance_and_goes_for_ops_only_last_5_2():
    st = GAME.setup("1862", {}, 1)
    deck = GAME.deck(st)
    for s in M.ROLES:
        for h in list(st["hands"][s]):
            deck.discard(st, h)
    st["flow"] = [f for f in st["flow"] if f["step"] == "turn"]
    hand(st, "union", 81, 9)
    push(st, "round", who="union")
    assert ("ops", 81) not in GAME.legal(st, "union") and ("discard", 81) not in GAME.legal(st, "union")
    st["union_win"] = True
    assert GAME.legal(st, "union") == [("event", 81)]


def test_foreign_intervention_at_the_latest_as_the_last_card_5_2():
    st = GAME.setup("1862", {}, 1)
    deck = GAME.deck(st)
    for s in M.ROLES:
        for h in list(st["hands"][s]):
            deck.discard(st, h)
    st["flow"] = [f for f in st["flow"] if f["step"] == "turn"]
    st["sw"]["csa"] = [112, "+"]
    hand(st, "csa", 82, 12)
    push(st, "round", who="csa")
    assert ("event", 82) in GAME.legal(st, "csa") and ("ops", 82) not in GAME.legal(st, "csa")
    GAME.apply(st, "csa", ("ops", 12))
    while st["flow"] and st["flow"][-1]["step"] != "round":
        who = GAME.active(st)[0]
        GAME.apply(st, who, GAME.legal(st, who)[-1])
    assert GAME.legal(st, "csa") == [("event", 82)]
