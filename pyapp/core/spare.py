"""Spare deals: the next reshuffle's deck dealt ahead, a little in every
link (link format 14; docs/TRUST.md T4.6, docs/DECKS.md).

A reshuffle of a deck of some 130 cards, dealt by mental poker when it
happens (``pyapp.core.dueldeck``, T4.4), puts two or three passes of every
card in the links right after it: some 4,500 characters each for For the
People. From link format 14 the deck of every reshuffle is dealt *before* it
is needed, as a *spare*: a new deal of every card of the game (epoch 0's
card codes, under keys of its own), whose two passes travel a few elements a
link in the room the turn links leave (``SPARE_FILL``). Two are dealt ahead
at once (``AHEAD``), the first pass of one led by each side, so that both
sides' links carry a pass from the start and a reshuffle soon after another
finds its deal already made.

When a reshuffle comes, the cards it leaves out (the hands, the cards out
of the game, a draw pile left on top) are taken out of the spare: each such
*item* (a handle of an earlier deal, at its position in that deal's final
deck) is moved from the two keys of its own deal to the two keys of the
spare, one side after the other (``relocate``: the element stays under a
key the other side holds until both have moved it, so nobody sees a card).
The result is an element of the spare's final deck: that position is the
item's card and is never dealt. The other positions, in their order, take
the new handles in theirs. A position so taken out tells nothing of the
others (the spare's order is a uniform shuffle neither side knows).

Items known ahead are moved ahead (the cards out of the game for good, and
a draw pile the game says will not be drawn from before the next reshuffle,
``Game.settled_draw``); the rest when the reshuffle is made, the side that
made it first. An item moved ahead that the reshuffle puts back into the
new deck *spoils* the spare (its position is known): the spare is dropped,
never dealt from, and a new one dealt at once (``attempt`` names it).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from . import poker
from .errors import LinkError
from .link import Reader
from .packing import put_varint

SPARE_FROM = 14             # the first link format whose reshuffles are dealt ahead
SPARE_FILL = 960            # a turn link carries spare elements while it stays within this many characters
AHEAD = 2                   # spares dealt ahead at once, their first passes led by each side in turn
ELEMENT_CHARS = 45          # what one 33-byte element costs a link (base64 and its framing)


def relocate(old: poker.Key, new: poker.Key, y: int) -> int:
    """``y`` (under ``old`` and the other side's keys) under ``new`` instead
    of ``old``: ``y^(new/old)``."""
    g = new.deck.group
    return g.exp(y, new._x * old._inverse % g.order)


@dataclass
class Spare:
    """One side's view of a spare deal for deal ``number``."""
    number: int
    attempt: int
    deck: poker.Deck
    key: poker.Key
    leader: str                                   # sends the first pass
    publics: dict[str, int] = field(default_factory=dict)
    first: list[int] = field(default_factory=list)     # the first pass, as far as known
    final: list[int] = field(default_factory=list)     # the second (the final deck), as far as known
    sent_pass: int = 0                            # elements of this side's pass sent in links
    checked: bool = False                         # both passes whole and checked
    items: list[str] = field(default_factory=list)     # handles taken out, in order
    lead: list[str] = field(default_factory=list)      # the side making each item's first step
    one: dict[int, int] = field(default_factory=dict)  # item -> its first step
    two: dict[int, int] = field(default_factory=dict)  # item -> its second step (an element of final)
    sent_steps: set[int] = field(default_factory=set)  # items whose step of this side went out
    used: int | None = None                       # the move whose reshuffle made it a deal
    done: bool = False                            # made a deal, and this side sent all it owes of it
    ahead: bool = False                           # whole on this device when its reshuffle came

    def copy(self) -> "Spare":
        return replace(self, publics=dict(self.publics), first=list(self.first), final=list(self.final),
                       items=list(self.items), lead=list(self.lead), one=dict(self.one), two=dict(self.two),
                       sent_steps=set(self.sent_steps))

    @property
    def size(self) -> int:
        return self.deck.size

    def add(self, handle: str, lead: str) -> None:
        if handle not in self.items:
            self.items.append(handle)
            self.lead.append(lead)

    def located(self) -> list[int] | None:
        """The final deck's position of every item, once all are known here."""
        if not self.checked or len(self.two) < len(self.items):
            return None
        where = {y: j for j, y in enumerate(self.final)}
        return [where[self.two[i]] for i in range(len(self.items))]


def pack_piece(public: bytes, elements: list[bytes], steps: list[tuple[int, bytes]]) -> bytes:
    """A side's piece of a spare in one link: some elements of its pass (its
    public key before the first), then some item steps (index, element)."""
    out = bytearray()
    put_varint(out, len(elements))
    if elements:
        out += public
        out += b"".join(elements)
    put_varint(out, len(steps))
    for i, y in steps:
        put_varint(out, i)
        out += y
    return bytes(out)


def unpack_piece(data: bytes, size: int, first_chunk: bool, limit: int) -> tuple[bytes, list[bytes],
                                                                                  list[tuple[int, bytes]]]:
    """``pack_piece`` read back (``size``: an element's bytes; ``first_chunk``:
    whether a public key comes before the elements). LinkError if malformed."""
    r = Reader(data)

    def take() -> bytes:
        if r.pos + size > len(data):
            raise LinkError("a spare deal's piece is cut short")
        r.pos += size
        return data[r.pos - size:r.pos]
    k = r.varint(limit)
    public = take() if k and first_chunk else b""
    elements = [take() for _ in range(k)]
    m = r.varint(limit)
    steps = [(r.varint(limit), take()) for _ in range(m)]
    if r.pos != len(data):
        raise LinkError("a spare deal's piece has bytes after its end")
    return public, elements, steps
