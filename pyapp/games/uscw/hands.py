"""The Special Action hands (18.1-18.2): each side draws from its own deck of
15 cards, in secret; the opponent sees how many cards a hand holds, never
which.

A used card goes back into its owner's deck and the deck is shuffled before
every draw (18.1), so a draw is a uniform pick among the cards of that deck
not in its owner's hand. Each deck is a ``pyapp.core.cards.Deck`` of its own
(handles ``U..`` and ``C..``, its own random stream): a card played goes to
the deck's discard pile, and a draw first shuffles the discards back in,
when there are any, then takes the top card. Shuffling only then is the same
draw as shuffling every time: the top card of a pile in uniform random order
is a uniform pick from it, and a pile that got no card back since its last
shuffle is still in uniform random order; it saves a reshuffle (between two
devices, a deal) per draw.

Hand limit 5 (4.1.2, 18.2): a side that holds more discards down to 5, cards
of its choice (``over``: how many it must let go).

State: ``deck_<side>``, ``discard_<side>``, ``hand_<side>`` ({side: [handles]}),
``epoch_<side>``, the streams ``rng_deck_<side>``, the values under
``sealed``.
"""

from __future__ import annotations

from typing import Any

from ...core import cards
from ...core.game import State

SIDES = ("usa", "csa")
DECK_SIZE = 15          # 2.4, 18.1: fifteen cards a side
HAND_LIMIT = 5          # 4.1.2, 18.2
_PREFIX = {"usa": "U", "csa": "C"}

DECKS = {side: cards.Deck(_PREFIX[side], list(range(DECK_SIZE)), (side,),
                          draw=f"deck_{side}", discard=f"discard_{side}", hands=f"hand_{side}",
                          removed=f"removed_{side}", epoch=f"epoch_{side}", stream=f"rng_deck_{side}")
         for side in SIDES}


def setup(state: State) -> None:
    """Both decks shuffled, both hands empty."""
    for deck in DECKS.values():
        deck.setup(state)


def hand(state: State, side: str) -> list[str]:
    """The handles in ``side``'s hand (18.2)."""
    return DECKS[side].hand(state, side)


def card(state: State, handle: str) -> Any:
    """The card under ``handle`` (its number in its deck, 0-14), or None
    where this state does not know it."""
    return state.get("sealed", {}).get(handle)


def deck_of(handle: str) -> str:
    """The side whose deck ``handle`` belongs to."""
    return "usa" if handle.startswith(_PREFIX["usa"]) else "csa"


def draw(state: State, side: str, n: int = 1) -> list[str]:
    """``n`` cards into ``side``'s hand (18.1-18.2): the cards used since the
    last shuffle go back in first. Fewer when the deck runs out (15 cards, at
    most 5 in hand: it never does)."""
    deck = DECKS[side]
    got: list[str] = []
    for _ in range(n):
        if deck.discards(state):
            deck.reshuffle(state, with_draw=True)
        got += deck.deal(state, side, 1)
    return got


def use(state: State, handle: str) -> None:
    """A card played (or discarded over the limit) goes back to its deck (18.1)."""
    DECKS[deck_of(handle)].discard(state, handle)


def over(state: State, side: str) -> int:
    """How many cards ``side`` must discard to keep to the hand limit (18.2)."""
    return max(0, len(hand(state, side)) - HAND_LIMIT)


def check(state: State) -> list[str]:
    """What is wrong with either deck (empty: nothing)."""
    return [f"{side}: {p}" for side, deck in DECKS.items() for p in deck.check(state)]
