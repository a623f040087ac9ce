"""The Special Action hands (18.1-18.2): each side draws from its own deck of
15 cards, in secret; the opponent sees how many cards a hand holds and which
handles, never which cards.

As the other games with hidden pieces do (pyapp/core/sealed.py, docs/TRUST.md
T3), each side's 15 cards stand under 15 public handles (``S.usa.00`` ..
``S.usa.14``); which card a handle holds is a sealed value ``[card, stamp]``
that only the owner's device knows until the card is played. The piles name
handles: ``state["sa"][side] = {"deck": [...], "hand": [...], "back": n}``.

- The first deal of a side's cards among its handles, and every later one,
  is ordered by the side's salt (``K.<side>``, written by its private set-up
  from its seat key alone, T3.4), so the other side cannot foresee it and the
  owner cannot choose it (the audit deals it again from the key, T5.4).
- A draw (18.2) takes a handle of the deck picked by the game's dice, public
  and fair (T2.7: nobody knows the roll before it is made): a uniform pick
  among the cards of the deck, as 18.1's shuffle before every draw gives.
- A card played goes back into its deck (18.1); its handle was shown with it.
  Before the next draw, the deck's cards are dealt anew among its handles
  (a stir, T3.5), so that no handle shown names a card any more. Stirring
  only then gives the same draw as shuffling every time (RULES_NOTES C27).

Hand limit 5 (4.1.2, 18.2): a side that holds more discards down to 5,
cards of its choice, unseen; they go back into its deck.
"""

from __future__ import annotations

import hashlib
from typing import Any

from ...core import dice, sealed
from ...core.game import State

SIDES = ("usa", "csa")
DECK_SIZE = 15          # 2.4, 18.1: fifteen cards a side
HAND_LIMIT = 5          # 4.1.2, 18.2
SALT = {side: sealed.salt_handle(side) for side in SIDES}


def handles(side: str) -> list[str]:
    """``side``'s 15 card handles, in their fixed order."""
    return [f"S.{side}.{j:02d}" for j in range(DECK_SIZE)]


def side_of(handle: str) -> str:
    return handle.split(".")[1]


def blank(state: State) -> None:
    """The piles and handles before the private set-ups: every card in its
    deck, no value known."""
    state["sa"] = {side: {"deck": handles(side), "hand": [], "back": 0} for side in SIDES}
    state.setdefault("stirs", 0)
    sealed_ = state.setdefault("sealed", {})
    for side in SIDES:
        sealed_[SALT[side]] = None
        sealed_.update({h: None for h in handles(side)})


def _key(salt: str, count: int, card: int) -> bytes:
    return hashlib.sha256(f"uscw-cards|{salt}|{count}|{card}".encode()).digest()


def private_setup(state: State, side: str, secret: bytes) -> None:
    """T3.4: the side's salt and the first deal of its 15 cards among its
    handles, from its secret alone."""
    salt = sealed.new_salt(secret, "uscw-salt")
    state["sealed"][SALT[side]] = salt
    sealed.redeal(state, handles(side), [[card] for card in range(DECK_SIZE)],
                  lambda v: _key(salt, 0, v[0]), 0)


def hand(state: State, side: str) -> list[str]:
    """The handles in ``side``'s hand (18.2)."""
    return list(state["sa"][side]["hand"])


def deck(state: State, side: str) -> list[str]:
    return list(state["sa"][side]["deck"])


def card(state: State, handle: str) -> int | None:
    """The card under ``handle`` (its number in its deck, 0-14), None where
    this state does not know it."""
    value = state.get("sealed", {}).get(handle)
    return int(value[0]) if isinstance(value, list) and value and value[0] is not None else None


def stir(state: State, side: str) -> None:
    """T3.5: ``side``'s deck dealt anew among the deck's handles, ordered by
    its salt; where this state lacks the salt (the other device) the values
    are forgotten and only the public count moves."""
    state["stirs"] += 1
    pile = sorted(state["sa"][side]["deck"])
    salt = sealed.salt_of(state, side)
    if salt is None:
        for h in pile:
            state["sealed"][h] = None
        return
    values: list[Any] = [[state["sealed"][h][0]] for h in pile]
    sealed.redeal(state, pile, values, lambda v: _key(salt, state["stirs"], v[0]), state["stirs"])


def draw(state: State, side: str, n: int = 1) -> list[str]:
    """``n`` cards into ``side``'s hand (18.1-18.2), each a handle of its
    deck picked by the game's dice, the deck stirred first if a card came
    back since the last draw."""
    piles = state["sa"][side]
    got: list[str] = []
    for _ in range(n):
        if not piles["deck"]:
            break                          # 15 cards, at most 5 in hand: never
        if piles["back"]:
            stir(state, side)
            piles["back"] = 0
        handle = piles["deck"].pop(dice.randbelow(state, len(piles["deck"])))
        piles["hand"].append(handle)
        got.append(handle)
    return got


def use(state: State, handle: str) -> None:
    """A card out of its owner's hand (played, or discarded over the limit)
    goes back into its deck (18.1)."""
    piles = state["sa"][side_of(handle)]
    piles["hand"].remove(handle)
    piles["deck"].append(handle)
    piles["back"] += 1


def over(state: State, side: str) -> int:
    """How many cards ``side`` must discard to keep to the hand limit (18.2)."""
    return max(0, len(state["sa"][side]["hand"]) - HAND_LIMIT)


def may_know(state: State, role: str | None) -> set[str]:
    """A side knows its salt and every card of its own deck; nobody else's."""
    if role not in SIDES:
        return set()
    return {SALT[role], *handles(role)}


def check(state: State) -> list[str]:
    """What is wrong with the piles (empty: nothing): each side's 15 handles
    once each, in its deck or its hand, the hand within what the rules let
    it hold between decisions."""
    out = []
    for side in SIDES:
        piles = state["sa"][side]
        held = list(piles["deck"]) + list(piles["hand"])
        if sorted(held) != handles(side):
            out.append(f"{side}: the deck and hand do not hold each card once")
        values = [card(state, h) for h in handles(side)]
        if None not in values and sorted(values) != list(range(DECK_SIZE)):
            out.append(f"{side}: the handles do not hold the 15 cards once each")
    return out
