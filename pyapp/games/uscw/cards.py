"""The U.S. Civil War: the two 15-card Special Action decks, as data (pure
data, stdlib only; CARDS_NOTES.md beside this file; titles and texts in
cards_text.py).

RULEBOOK (2.3, 18, 20.5.1, 21.11-21.12; digest 2.4, 5.15, 5.18.11): each
side has its own deck of 15; a card names one theatre (East, West,
Trans-Mississippi), or "Naval", or "Any"; every card can be spent on ONE of
the uses in ``USES``. A theatre card works only for a force that begins its
activation in that theatre; "Any" works everywhere and for every use (the
digest's reading of 18.1's "for naval activities", backed by 18.3.1's
example of two Any cards spent as extra actions in the East); "Naval" cards
only for naval units, Naval Transport and amphibious assaults.

AUTHORED (a GAP, B3): how many cards of each label a deck holds, and the
cards' titles (our own, historical, no game effect).

A card is ``Card(number, side, theatre, src)``; ``DECKS[side]`` holds the
15, numbered 0..14 as the engine's hands do (hands.py). ``usable(card, use,
where, advanced=...)`` says whether a card may be spent on a use for a force
that starts its activation in ``where``.
"""

from __future__ import annotations

from typing import NamedTuple

from . import oob

USA, CSA = oob.USA, oob.CSA
EAST, WEST, TM = oob.EAST, oob.WEST, oob.TM
NAVAL, ANY = "naval", "any"
LABELS = (EAST, WEST, TM, NAVAL, ANY)
DECK_SIZE = 15


class Card(NamedTuple):
    number: int        # 0..14 within its side's deck
    side: str
    theatre: str       # one of LABELS
    src: str


class Use(NamedTuple):
    id: str
    section: str
    game: str          # "both", "basic" (the basic game only) or "advanced"
    sides: tuple       # who may use it
    labels: tuple      # the card labels that allow it (a theatre card only in its theatre)
    naval: bool        # a naval use (theatre "where" may be any for Naval and Any cards)


_THEATRE_CARDS = (EAST, WEST, TM)
_LAND = _THEATRE_CARDS + (ANY,)
_SEA = _THEATRE_CARDS + (NAVAL, ANY)

USES = {u.id: u for u in (
    Use("extra_action", "18.1, 4.3", "both", (USA, CSA), _LAND, False),
    Use("extra_naval_action", "18.1, 20.3, 21.1", "both", (USA, CSA), _SEA, True),
    Use("battle_drm", "18.1, 18.3.2", "both", (USA, CSA), _LAND, False),
    Use("landing_battle_drm", "20.5.2, 21.7 (Wilmington example)", "both", (USA, CSA), _SEA, True),
    Use("supply", "18.1, 13.2", "both", (USA, CSA), _LAND, False),
    Use("forced_march", "18.1, 5.2", "both", (USA, CSA), _LAND, False),
    Use("fort", "10.2.2-10.2.3", "both", (USA, CSA), _LAND, False),
    Use("cautious_general", "7.7", "both", (USA, CSA), _LAND, False),
    Use("naval_support", "18.1", "basic", (USA,), _SEA, True),
    Use("amphibious_assault", "20.5.1, 10.3.3", "basic", (USA, CSA), (NAVAL, ANY), True),
    Use("naval_battle_drm", "21.12, 18.3.2", "advanced", (USA, CSA), _SEA, True),
    Use("ocean_ironclads", "21.5, 21.12", "advanced", (USA,), (NAVAL, ANY), True),
    Use("cottonclads", "21.11, 21.12", "advanced", (CSA,), (ANY,), True),
    Use("naval_battery", "21.10.4", "advanced", (CSA,), _SEA, True),
)}


def usable(card: Card, use: str, where: str, *, advanced: bool = False) -> bool:
    """May ``card`` be spent on ``use`` for a force (or naval stack) that
    begins its activation in theatre ``where``?"""
    u = USES[use]
    if card.side not in u.sides or card.theatre not in u.labels:
        return False
    if u.game == "basic" and advanced or u.game == "advanced" and not advanced:
        return False
    if card.theatre in _THEATRE_CARDS:
        return card.theatre == where
    return True                               # Naval (naval uses only, by labels) and Any: anywhere


def uses(card: Card, where: str, *, advanced: bool = False) -> tuple[str, ...]:
    return tuple(u for u in USES if usable(card, u, where, advanced=advanced))


# ---------------------------------------------------------------------------
# The decks. AUTHORED mix (CARDS_NOTES.md):
#   Union: East 4, West 4, Trans-Mississippi 2, Naval 3, Any 2
#   CSA:   East 5, West 4, Trans-Mississippi 2, Naval 1, Any 3
# ---------------------------------------------------------------------------
MIX = {
    USA: ((EAST, 4), (WEST, 4), (TM, 2), (NAVAL, 3), (ANY, 2)),
    CSA: ((EAST, 5), (WEST, 4), (TM, 2), (NAVAL, 1), (ANY, 3)),
}


def _deck(side: str) -> tuple[Card, ...]:
    labels = [label for label, n in MIX[side] for _ in range(n)]
    return tuple(Card(i, side, label, "RULEBOOK 18.1: a 15-card deck, each card one label; "
                      "AUTHORED: this card's label (the mix)") for i, label in enumerate(labels))


DECKS = {USA: _deck(USA), CSA: _deck(CSA)}


def card(side: str, number: int) -> Card:
    return DECKS[side][number]


def count(side: str, label: str) -> int:
    return sum(1 for c in DECKS[side] if c.theatre == label)
