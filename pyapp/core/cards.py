"""Decks of cards: piles of public handles over sealed values (docs/DECKS.md).

A game with cards keeps them in its plain JSON state as *handles* (short
public names, ``"d07"``) in piles, and the card under each handle as a
sealed value (``state["sealed"][handle]``, pyapp/core/game.py): a view shows
every pile's handles to everyone and the values a role may know. One
``Deck`` describes where a game keeps its piles, so a game built before this
module keeps its state, and its recorded games their hashes:

- ``state[draw]``: the draw pile, top last, in a fixed order of handles (which
  handles a rule deals to whom never depends on the seed: the order of the
  *values* under them is the secret);
- ``state[discard]``: the discard pile, face up, oldest first;
- ``state[hands][role]``: each side's hand, in the order dealt;
- ``state[removed]``: cards out of the game for good (created when first used);
- ``state[epoch]``: how many times the deck was reshuffled (created then).

Handles are minted per *epoch*: the first shuffle is epoch 0, each reshuffle
starts the next, and position ``j`` of epoch ``e`` is ``handle(e, j)``
(``"d07"`` in epoch 0, ``"d1.07"`` in epoch 1). A handle never passes from
one epoch to the next, so what a device knows about it is tied to one shuffle
of one set of cards; between two devices each epoch is one deal by mental
poker (pyapp/core/duel.py, docs/TRUST.md T4).

Every operation is one function of the state. On one device (hotseat,
against the computer, a full state replayed by an audit) the engine knows the
values and shuffles them in the deck's own random stream (``stream``, apart
from the dice); where a value is not known here (a masked state between two
devices) it stays None, and the deal fills it in. Random picks from a hand
(discard at random, take a random card) use the game's dice: a public roll
picks a public handle, so both devices pick the same one.

Nothing here logs: the game words each operation in its own log lines and
cites its own rule.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from . import dice
from .errors import Illegal
from .game import State


class Deck:
    """Where one deck's piles live in a state, and its cards.

    ``cards`` are the values of epoch 0 (repeats allowed: three Marches are
    three cards), ``prefix`` starts every handle, ``roles`` are the sides
    that hold hands. The keys name the piles in the state."""

    def __init__(self, prefix: str, cards: Sequence[Any], roles: Sequence[str], *,
                 draw: str = "deck", discard: str = "discard", hands: str = "hands",
                 removed: str = "removed", epoch: str = "deck_epoch", stream: str = "rng_deck") -> None:
        if not cards:
            raise ValueError("a deck needs cards")
        self.prefix = prefix
        self.cards = tuple(cards)
        self.roles = tuple(roles)
        self.draw_key, self.discard_key, self.hands_key = draw, discard, hands
        self.removed_key, self.epoch_key, self.stream = removed, epoch, stream
        self.width = len(str(len(self.cards) - 1))

    # Handles ----------------------------------------------------------------

    def handle(self, epoch: int, j: int) -> str:
        """Position ``j`` of epoch ``epoch``: ``d07``, then ``d1.07``, ``d2.07``..."""
        head = self.prefix if epoch == 0 else f"{self.prefix}{epoch}."
        return f"{head}{j:0{self.width}d}"

    def epoch_of(self, handle: str) -> int | None:
        """The epoch a handle of this deck was minted in (None: not this deck's)."""
        if not isinstance(handle, str) or not handle.startswith(self.prefix):
            return None
        rest = handle[len(self.prefix):]
        epoch, dot, j = rest.rpartition(".")
        if not j.isdigit() or len(j) != self.width or (dot and not epoch.isdigit()):
            return None
        e = int(epoch) if epoch else 0
        return e if (e == 0) == (epoch == "") else None

    def epoch(self, state: State) -> int:
        """How many times the deck has been reshuffled."""
        return int(state.get(self.epoch_key, 0))

    # Piles ------------------------------------------------------------------

    def draw_pile(self, state: State) -> list[str]:
        return list(state[self.draw_key])

    def discards(self, state: State) -> list[str]:
        return list(state[self.discard_key])

    def removed(self, state: State) -> list[str]:
        return list(state.get(self.removed_key, []))

    def hand(self, state: State, role: str) -> list[str]:
        return list(state[self.hands_key][role])

    def handles(self, state: State) -> list[str]:
        """Every handle of the deck in play now, in any pile."""
        out = list(state[self.draw_key]) + list(state[self.discard_key]) + self.removed(state)
        for role in self.roles:
            out += state[self.hands_key][role]
        return out

    def where(self, state: State, handle: str) -> str | None:
        """The pile holding ``handle``: "draw", "discard", "removed", a role, or None."""
        if handle in state[self.draw_key]:
            return "draw"
        if handle in state[self.discard_key]:
            return "discard"
        if handle in state.get(self.removed_key, []):
            return "removed"
        for role in self.roles:
            if handle in state[self.hands_key][role]:
                return role
        return None

    def value(self, state: State, handle: str) -> Any:
        """The card under ``handle``, None where this state does not know it."""
        return state["sealed"].get(handle)

    # Set-up -----------------------------------------------------------------

    def setup(self, state: State) -> None:
        """Epoch 0: the handles in their fixed order, the values shuffled in
        the deck's stream, every hand empty."""
        handles = [self.handle(0, j) for j in range(len(self.cards))]
        values = list(self.cards)
        dice.shuffle(state, values, self.stream)
        state[self.draw_key] = handles
        state[self.discard_key] = []
        state[self.hands_key] = {role: [] for role in self.roles}
        state.setdefault("sealed", {}).update(zip(handles, values))

    # Operations -------------------------------------------------------------

    def _take(self, state: State, handle: str) -> None:
        pile = self.where(state, handle)
        if pile is None:
            raise Illegal(f"there is no card {handle} in play")
        if pile == "draw":
            state[self.draw_key].remove(handle)
        elif pile == "discard":
            state[self.discard_key].remove(handle)
        elif pile == "removed":
            state[self.removed_key].remove(handle)
        else:
            state[self.hands_key][pile].remove(handle)

    def deal(self, state: State, role: str, n: int = 1) -> list[str]:
        """The top ``n`` cards of the draw pile into ``role``'s hand (fewer if
        it runs out: the game decides whether to reshuffle first)."""
        got: list[str] = []
        pile = state[self.draw_key]
        while pile and len(got) < n:
            handle = pile.pop()
            state[self.hands_key][role].append(handle)
            got.append(handle)
        return got

    def discard(self, state: State, handle: str) -> None:
        """A card, from wherever it is, face up onto the discard pile."""
        self._take(state, handle)
        state[self.discard_key].append(handle)

    def remove(self, state: State, handle: str) -> None:
        """A card out of the game for good: no reshuffle brings it back."""
        self._take(state, handle)
        state.setdefault(self.removed_key, []).append(handle)

    def give(self, state: State, handle: str, role: str) -> None:
        """A card, from wherever it is, into ``role``'s hand."""
        self._take(state, handle)
        state[self.hands_key][role].append(handle)

    def pick(self, state: State, role: str, key: str = dice.DICE) -> str | None:
        """A card of ``role``'s hand chosen at random by the dice under ``key``
        (the game's: a public roll picks a public handle), None if the hand is
        empty. The caller then discards it, removes it or gives it."""
        hand = state[self.hands_key][role]
        if not hand:
            return None
        return str(hand[dice.randbelow(state, len(hand), key)])

    def discard_random(self, state: State, role: str, key: str = dice.DICE) -> str | None:
        """Discard one card of ``role``'s hand at random; its handle (None: no card)."""
        handle = self.pick(state, role, key)
        if handle is not None:
            self.discard(state, handle)
        return handle

    def take_random(self, state: State, taker: str, victim: str, key: str = dice.DICE) -> str | None:
        """``taker`` takes a card of ``victim``'s hand at random; its handle."""
        handle = self.pick(state, victim, key)
        if handle is not None:
            self.give(state, handle, taker)
        return handle

    def top(self, state: State, n: int) -> list[str]:
        """The top ``n`` handles of the draw pile, top first, left in place
        (a game that lets a side look at them adds them to what it may know)."""
        pile = state[self.draw_key]
        return [str(h) for h in reversed(pile[max(0, len(pile) - n):])]

    def reshuffle(self, state: State, with_draw: bool = False) -> list[str]:
        """A new epoch: the discards (and, ``with_draw``, what is left of the
        draw pile under them) shuffled into a new draw pile of fresh handles;
        removed cards and hands stay out. The old handles leave the state.
        Returns the new draw pile. Values this state does not know stay None
        (between two devices the deal decides them, docs/TRUST.md T4.4)."""
        old = list(state[self.discard_key])
        if with_draw:
            old = list(state[self.draw_key]) + old
        sealed = state["sealed"]
        values = [sealed.pop(h, None) for h in old]
        order = list(range(len(old)))
        dice.shuffle(state, order, self.stream)     # drawn even where the values are not known here
        if any(v is None for v in values):
            values = [None] * len(values)
        else:
            values = [values[i] for i in order]
        epoch = self.epoch(state) + 1
        state[self.epoch_key] = epoch
        fresh = [self.handle(epoch, j) for j in range(len(old))]
        sealed.update(zip(fresh, values))
        state[self.discard_key] = []
        if with_draw:
            state[self.draw_key] = fresh
        else:
            state[self.draw_key] = fresh + list(state[self.draw_key])
        return fresh

    def blind(self, state: State, since: int) -> list[str]:
        """Forget the order of every epoch after ``since`` in ``state`` (its
        handles' values set to None); the handles forgotten. Between two
        devices the order the rules' stream gave a reshuffle is not the
        deck's: the two passes decide it (docs/TRUST.md T4.4)."""
        sealed = state.get("sealed", {})
        out = [h for h in sealed if (self.epoch_of(h) or 0) > since]
        for h in out:
            sealed[h] = None
        return out

    # Checks -----------------------------------------------------------------

    def check(self, state: State) -> list[str]:
        """What is wrong with the deck in ``state`` (empty: nothing): every
        handle once, in one pile, minted by this deck; the draw pile of each
        epoch in its fixed order; no more cards of a kind than the deck has."""
        errors: list[str] = []
        handles = self.handles(state)
        if len(set(handles)) != len(handles):
            errors.append("a card lies in two places")
        if len(handles) > len(self.cards):
            errors.append("more cards in play than the deck holds")
        epoch = self.epoch(state)
        for h in handles:
            e = self.epoch_of(h)
            if e is None or e > epoch:
                errors.append(f"{h!r} is not a card of this deck")
        sealed = state.get("sealed", {})
        known = [sealed.get(h) for h in handles if sealed.get(h) is not None]
        for v in known:
            if known.count(v) > self.cards.count(v):
                errors.append(f"more cards {v!r} than the deck has")
                break
        draw = list(state[self.draw_key])
        for e in range(epoch + 1):
            mine = [h for h in draw if self.epoch_of(h) == e]
            if mine != sorted(mine):
                errors.append(f"the draw pile of epoch {e} is not dealt in its fixed order")
        return errors


def known(state: State, handles: Iterable[str]) -> list[Any]:
    """The values of ``handles`` known in ``state`` (None where not)."""
    sealed = state.get("sealed", {})
    return [sealed.get(h) for h in handles]
