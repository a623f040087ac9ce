"""Sealed commitments (link format 8, docs/TRUST.md T3.6): what a link
that would be too long with all its commitments to hidden values owes the
other side, and how its side's later links pay it.

``pay_owed`` makes a link of this device within ``LINK_FILL`` characters,
paying what its side owes and sealing what does not fit; ``Paying`` stages
what a link of the other side pays while it is checked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import commit as C
from .duelcodec import LINK_FILL, MIN_PAY, Message, encode, seal
from .errors import Refused

if TYPE_CHECKING:
    from .duel import Duel


def pay_owed(duel: "Duel", msg: Message, fill: int = LINK_FILL) -> str:
    """Format 8 (T3.6): the link with as many of its commitments and of
    those this side owes as keep it within ``fill`` characters (``LINK_FILL``;
    more by what a spare deal's elements add from format 14, T4.6). Owed
    ones are paid oldest first, at least ``MIN_PAY`` a link (with the
    digests of the owed commitments it opens); the link's new ones that
    do not fit go under its seal and are owed in turn."""
    queue = duel.my_owed
    opened = sorted(h for h in msg.openings if h not in msg.shown) + sorted(msg.shown)
    owed_opened = [(msg.openings[h][0], h) for h in opened if msg.openings[h][2] is not None]

    def attached(paid: int) -> list[tuple[int, str, str]]:
        later = {(num, h): d for num, h, d in queue[paid:]}
        return [(num, h, later[(num, h)]) for num, h in owed_opened if (num, h) in later]

    # the link that ends the game pays all: the other side checks every seal before the end
    over = duel.match is not None and not duel.match.active()
    need = len(queue) if over else min(len(queue), MIN_PAY)
    least = next(p for p in range(len(queue) + 1) if p + len(attached(p)) >= need)
    new = [h for h in (msg.candidates or []) if h in msg.facts]

    def build(paid: int, inline: int) -> str:
        msg.paid = [d for _, _, d in queue[:paid]]
        msg.attached = [d for _, _, d in attached(paid)]
        msg.inline = inline
        msg.owed, msg.seal = 0, b""
        return encode(msg)

    paid, inline = len(queue), len(new)
    text = build(paid, inline)
    while len(text) > fill:
        cut = -(-(len(text) - fill) * 3 // (4 * C.FACT_BYTES))   # digests to leave out
        if inline and not over:
            inline = max(0, inline - cut - (inline == len(new)))         # (a seal costs one)
        elif paid > least:
            paid = max(least, paid - cut)
        else:
            break
        text = build(paid, inline)
    gone = {(num, h) for num, h, _ in queue[:paid]} | {(num, h) for num, h, _ in attached(paid)}
    duel.my_owed = [q for q in queue if (q[0], q[1]) not in gone] + \
        [(msg.number, h, msg.facts[h]) for h in new[inline:]]
    return text


class Paying:
    """Format 8 (T3.6): what one link of the other side pays of the
    commitments that side owes under its seals, staged while the link is
    checked (a refused link changes nothing), taken with it."""

    def __init__(self, duel: "Duel", msg: Message, first: int) -> None:
        self.duel = duel
        self.first = first
        owed = list(duel.their_owed)
        self.need = min(len(owed), MIN_PAY)
        if len(msg.paid) > len(owed):
            raise Refused(f"the link pays {len(msg.paid)} commitments; {msg.sender} owes "
                          f"{len(owed)}", move=first, rule="T3.6")
        self.got: dict[tuple[int, str], str] = dict(zip(owed, msg.paid))
        self.owed = owed[len(msg.paid):]
        self.attached = list(msg.attached)
        self.used = 0
        self.seals: dict[int, dict[str, str]] = {}            # message -> its digests known after the link
        self.new_seal: dict[str, Any] = {}

    def digest(self, number: int, handle: str) -> str:
        """The digest of an owed commitment the link opens: paid by this link
        already, or the next of its attached ones."""
        key = (number, handle)
        if key in self.got:
            return self.got[key]
        if key not in self.owed or self.used >= len(self.attached):
            raise Refused(f"the link opens a commitment to {handle[:20]} it still owes without paying "
                          "it", move=self.first, rule="T3.6")
        self.got[key] = self.attached[self.used]
        self.used += 1
        self.owed.remove(key)
        return self.got[key]

    def close(self, msg: Message, ply: int, over: bool) -> None:
        """Once the link's openings are checked: it paid what it must (all
        it owes when it ends the game), and every seal it completed holds
        the commitments paid for it."""
        duel = self.duel
        if self.used != len(self.attached):
            raise Refused("the link pays commitments with its openings that it does not open",
                          move=ply, rule="T3.6")
        if over and (self.owed or msg.owed):
            raise Refused(f"the link ends the game and {msg.sender} still owes "
                          f"{len(self.owed) + msg.owed} commitments: the last link pays them all",
                          move=ply, rule="T3.6")
        if len(self.got) < self.need:
            raise Refused(f"the link pays {len(self.got)} of the commitments {msg.sender} owes; each "
                          f"link pays at least {self.need}", move=ply, rule="T3.6")
        for (number, handle), digest in self.got.items():
            got = self.seals.setdefault(number, dict(duel.their_seals[number]["got"]))
            got[handle] = digest
        for number, got in self.seals.items():
            order = duel.their_seals[number]["order"]
            whole = [got[h] for h in order] if len(got) == len(order) else None
            if whole and seal(duel.uid, msg.sender, number, whole).hex() != duel.their_seals[number]["seal"]:
                raise Refused(f"the commitments {msg.sender} paid for link {number} are not the ones it "
                              "sealed there: a hidden value was changed after it was bound",
                              move=ply, rule="T3.6")
        if msg.owed:
            order = list(msg.facts)
            self.seals[msg.number] = {h: d for h, d in msg.facts.items() if d}
            self.new_seal = {"seal": msg.seal.hex(), "order": order}
            self.owed += [(msg.number, h) for h in order if not msg.facts[h]]

    def take(self, msg: Message) -> None:
        duel = self.duel
        if msg.owed:
            duel.their_seals[msg.number] = dict(self.new_seal, got={})
        for number, got in self.seals.items():
            duel.their_seals[number]["got"] = got
        for (number, handle), digest in self.got.items():
            if duel.their_facts.get(handle) == (number, ""):
                duel.their_facts[handle] = (number, digest)
        duel.their_owed = self.owed
