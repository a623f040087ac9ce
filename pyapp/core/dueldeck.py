"""The shared deck between two devices, one mental-poker deal per epoch
(docs/TRUST.md T4, docs/DECKS.md).

A game's deck (``pyapp.core.cards``) starts in epoch 0, dealt by the two
passes of the invitation and its reply (T4.1). Each reshuffle starts a new
epoch of fresh handles (T4.4): the side whose segment made it sends the
first pass of the new cards in that segment's link, the other side checks
it and sends the second pass (the epoch's final deck) in its answer, and
from then on that epoch deals like epoch 0 (T4.2, T4.3). The order the
rules' own random stream gave the new cards is thrown away on both devices:
only the two passes decide it, so neither side can foresee it.

Links of format 10 and after carry the deck's pieces grouped by epoch (the
``partials`` blob: for each epoch, a pass and the partial decryptions; the
``reveals`` blob: for each epoch, the cards shown); formats 9 and before
carry epoch 0 alone, as they always did, and refuse a reshuffle. From
format 13 a link's partial decryptions of one epoch are one batch under one
proof (``poker.partial_batch``: 35 bytes a card and 64 for the proof,
instead of 99 a card); formats 12 and before carry one proof a card.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable

from . import poker
from . import rekey as rekey_
from . import spare as spare_
from .spare import SPARE_FROM, Spare
from .cards import Deck
from .errors import LinkError, Refused
from .game import Game, State, canonical_json
from .link import Reader
from .packing import put_varint

EPOCHS_FROM = 10            # the first link format whose deck can be reshuffled (T4.4)
BATCH_FROM = 13             # the first whose partial decryptions of a deal go as one batch, one proof (T4.2)
MAX_EPOCHS = 1000


@dataclass
class Epoch:
    """One deal of the deck: its handles in a fixed order (position j of the
    final deck is ``handles[j]``), its card values (card id i is
    ``kinds[i]``), the side that shuffles first, and what each side sent."""
    number: int
    handles: list[str]
    kinds: list[Any]
    deck: poker.Deck
    key: poker.Key
    shuffler: str
    ply: int = 0                                   # the move that made it (0: the set-up)
    publics: dict[str, int] = field(default_factory=dict)
    first: list[int] = field(default_factory=list)
    final: list[int] = field(default_factory=list)
    made: dict[int, poker.Partial] = field(default_factory=dict)    # dealt by this side
    got: dict[int, poker.Partial] = field(default_factory=dict)     # dealt to this side
    opened: dict[int, int] = field(default_factory=dict)            # position -> card, dealt here
    shown: dict[int, int] = field(default_factory=dict)             # position -> card, shown by the other
    sent: bool = False                             # this side's pass of this epoch went out
    # a deal that re-keys cards still face down (T4.4: the rest of a draw pile with the discards)
    parent: int | None = None                      # the deal the rest comes from
    rest: list[int] = field(default_factory=list)  # the rest's positions in the parent's final deck
    ids: list[int] = field(default_factory=list)   # the discards' card ids (the parent's)
    raised: list[int] = field(default_factory=list)   # step 1: the discards under the shuffler's old key
    steps: set[int] = field(default_factory=set)   # the steps (1, 2, 3) this side sent
    # a deal dealt ahead (format 14, T4.6; ``pyapp.core.spare``): its spare, and the new handles
    spare: Spare | None = None
    fresh: list[str] = field(default_factory=list)


def pack_groups(groups: dict[int, list[bytes]]) -> bytes:
    """Pieces by epoch: for each epoch, in order, its number and its pieces
    (each a length and bytes); empty when there is nothing."""
    out = bytearray()
    for e in sorted(groups):
        pieces = groups[e]
        if not any(pieces):
            continue
        put_varint(out, e)
        for piece in pieces:
            put_varint(out, len(piece))
            out += piece
    return bytes(out)


def unpack_groups(data: bytes, pieces: int) -> dict[int, list[bytes]]:
    """The groups ``pack_groups`` made, each of ``pieces`` pieces; LinkError if malformed."""
    r = Reader(data)
    out: dict[int, list[bytes]] = {}
    while r.pos < len(data):
        e = r.varint(MAX_EPOCHS)
        if e in out or (out and e < max(out)):
            raise LinkError("the link's cards are not in order of deal")
        out[e] = [r.blob(len(data)) for _ in range(pieces)]
    return out


class SharedDeck:
    """This device's side of the shared deck, every epoch of it."""

    def __init__(self, game: Game, uid: str, seat: str, other: str, creator: str, fmt: int,
                 group: poker.Group, secret: Callable[[int], bytes], handles: list[str],
                 kinds: list[Any], deck: Deck | None) -> None:
        self.game = game
        self.uid = uid
        self.seat = seat
        self.other = other
        self.creator = creator
        self.format = fmt
        self.group = group
        self.secret = secret                       # epoch -> this side's secret for it
        self.cards = deck                          # the rules' deck, for its epochs (None: one deal)
        self.epochs: dict[int, Epoch] = {}
        self._start(0, handles, kinds, creator, 0)
        self.upcoming: list[Spare] = []                # the next reshuffles' deals, dealt ahead (T4.6)
        if fmt >= SPARE_FROM and deck is not None:
            joiner = other if creator == seat else seat
            self.upcoming = [self._new_spare(1 + k, 0, (joiner, creator)[k % 2]) for k in range(spare_.AHEAD)]

    # Epochs ----------------------------------------------------------------------

    def label(self, e: int) -> str:
        base = f"{self.uid}:{self.game.id}:deck"
        return base if e == 0 else f"{base}:{e}"

    def _start(self, e: int, handles: list[str], kinds: list[Any], shuffler: str, ply: int,
               parent: Epoch | None = None, extra: int = 0) -> Epoch:
        deck = poker.Deck(self.label(e), len(handles), self.group, cards_of=parent.deck if parent else None,
                          extra=extra)
        ep = Epoch(e, handles, kinds, deck, poker.Key(self.secret(e), deck), shuffler, ply,
                   parent=parent.number if parent else None)
        ep.publics[self.seat] = ep.key.public
        self.epochs[e] = ep
        return ep

    @property
    def zero(self) -> Epoch:
        return self.epochs[0]

    def on_move(self, ply: int, state: State, mover: str, before: State | None = None) -> None:
        """After every move made on this device (its own, the other's as
        announced, or one made again): a reshuffle the move made starts an
        epoch (T4.4); the order the rules' stream gave its cards is thrown
        away, and the cards this side opened since are written back."""
        cards = self.cards
        if cards is None:
            return
        now = cards.epoch(state)
        sealed = state.get("sealed", {})
        for e in range(1, now + 1):
            ep = self.epochs.get(e)
            if ep is None:
                if self.format < EPOCHS_FROM:
                    raise Refused(f"this game began in link format {self.format}, whose shared deck "
                                  "cannot be reshuffled: finish it on one device", move=ply, rule="T4.4")
                handles = sorted((h for h in sealed if cards.epoch_of(h) == e),
                                 key=lambda h: _position(cards, h))
                values = [sealed[h] for h in handles]
                if self.format >= SPARE_FROM:
                    ep = self._from_spare(e, handles, mover, ply, state)
                elif handles and None not in values and not self._from_draw_pile(state, before):
                    ep = self._start(e, handles, sorted(values, key=canonical_json), mover, ply)
                else:
                    ep = self._rekeyed(e, handles, mover, ply, state, before)
            elif ep.ply != ply:
                continue
            cards.blind(state, e - 1)
            for j, h in enumerate(ep.handles):
                card = ep.opened.get(j, ep.shown.get(j))
                if h in sealed and card is not None:
                    sealed[h] = ep.kinds[card]

    def _from_draw_pile(self, state: State, before: State | None) -> bool:
        """Does a reshuffle put back cards of the draw pile, still face down?
        Then it is re-keyed (``_rekeyed``) on both devices alike, even where
        this device knows them all (a Scout looked at them, R10.5): the
        other device may not, and both must deal the new deck the same way."""
        cards = self.cards
        if before is None or cards is None or not self.epochs:
            return False
        gone = set(cards.handles(before)) - set(cards.handles(state))
        return any(h in gone for h in cards.draw_pile(before))

    def _rekeyed(self, e: int, handles: list[str], mover: str, ply: int, state: State,
                 before: State | None) -> Epoch:
        """A reshuffle with cards still face down (the rest of the draw pile,
        or discards this device has not seen opened): a deal that re-keys the
        cards of the deal before it (T4.4; ``pyapp.core.rekey``)."""
        cards = self.cards
        assert cards is not None
        old = max(self.epochs)
        parent = self.epochs[old]
        if before is None or e != old + 1:
            raise Refused("two reshuffles in one move are not played between two devices", move=ply, rule="T4.4")
        gone = [h for h in cards.handles(before) if h not in set(cards.handles(state))]
        draw, discard = cards.draw_pile(before), cards.discards(before)
        rest = [h for h in draw if h in gone]
        thrown = [h for h in discard if h in gone]
        index = {h: j for j, h in enumerate(parent.handles)}
        if len(rest) + len(thrown) != len(gone) or len(gone) != len(handles) \
                or any(h not in index for h in rest):
            raise Refused("a reshuffle of cards of an earlier deal with cards still face down is not "
                          "played between two devices", move=ply, rule="T4.4")
        values = [before["sealed"].get(h) for h in thrown]
        if None in values:
            raise Refused("a discard this device has not seen shown goes into the new deck", move=ply,
                          rule="T4.4")
        # the discards are public: they enter the new deal as cards of its own, after the old deal's
        ep = self._start(e, handles, list(parent.kinds) + values, mover, ply, parent, extra=len(thrown))
        ep.rest = [index[h] for h in rest]
        ep.ids = list(range(len(parent.kinds), len(parent.kinds) + len(thrown)))
        return ep

    def snapshot(self) -> tuple[dict[int, Epoch], list[Spare]]:
        """Everything this side holds of the deck, to put back with
        ``restore`` when a link is refused half-way: the epochs its moves
        made, the passes and cards it carried are then not this game's."""
        return ({e: replace(ep, publics=dict(ep.publics), first=list(ep.first), final=list(ep.final),
                            made=dict(ep.made), got=dict(ep.got), opened=dict(ep.opened), shown=dict(ep.shown),
                            raised=list(ep.raised), steps=set(ep.steps), handles=list(ep.handles),
                            spare=ep.spare.copy() if ep.spare is not None else None)
                 for e, ep in self.epochs.items()},
                [sp.copy() for sp in self.upcoming])

    def restore(self, snapshot: tuple[dict[int, Epoch], list[Spare]]) -> None:
        self.epochs, self.upcoming = snapshot

    @property
    def spare(self) -> Spare | None:
        """The next reshuffle's spare deal (T4.6)."""
        return self.upcoming[0] if self.upcoming else None

    # Spare deals (format 14, T4.6; ``pyapp.core.spare``) ---------------------------

    def _new_spare(self, e: int, attempt: int, leader: str) -> Spare:
        """A spare deal for deal ``e``: every card of the game under epoch
        0's codes, under keys of its own (a label of its own for each attempt)."""
        zero = self.zero
        label = self.label(e) if attempt == 0 else f"{self.label(e)}:{attempt}"
        deck = poker.Deck(label, zero.deck.size, self.group, cards_of=zero.deck)
        key = poker.Key(self.secret(e), deck)
        return Spare(e, attempt, deck, key, leader, publics={self.seat: key.public})

    def _from_spare(self, e: int, fresh: list[str], mover: str, ply: int, state: State) -> Epoch:
        """A reshuffle (format 14): deal ``e`` is the spare dealt ahead for it,
        less the cards the reshuffle leaves out (the items; those not moved
        ahead are moved now, ``mover`` first). A spare one of whose items the
        reshuffle puts back is dropped and a new one dealt (T4.6)."""
        cards = self.cards
        assert cards is not None
        sp = self.spare
        if sp is None or sp.number != e:
            raise Refused("two reshuffles in one move are not played between two devices", move=ply, rule="T4.4")
        new = set(fresh)
        outside = [h for h in cards.handles(state) if h not in new]
        out = set(outside)
        if any(h not in out for h in sp.items):
            sp = self._new_spare(e, sp.attempt + 1, mover)           # spoiled: its items' places are known
        sp.ahead = sp.checked
        if sp.size - len(outside) != len(fresh):
            raise Refused(f"the reshuffle leaves {len(outside)} cards out and deals {len(fresh)}: not the "
                          f"{sp.size} cards of the deck", move=ply, rule="T4.6")
        for h in sorted(outside, key=lambda h: (cards.epoch_of(h) or 0, _position(cards, h))):
            sp.add(h, mover)
        sp.used = ply
        ep = Epoch(e, [], list(self.zero.kinds), sp.deck, sp.key, sp.leader, ply, spare=sp, fresh=list(fresh))
        self.epochs[e] = ep
        last = self.upcoming[-1]
        self.upcoming = self.upcoming[1:] + [
            self._new_spare(last.number + 1, 0, self.other if last.leader == self.seat else self.seat)]
        self._complete(ep)
        return ep

    def note_items(self, state: State) -> None:
        """At a link's end (made or taken): the cards the next reshuffle
        will leave out that are known now, moved ahead: the cards out of the
        game, and the draw pile when the game says it is settled (T4.6)."""
        sp, cards = self.spare, self.cards
        if sp is None or cards is None:
            return
        for later in self.upcoming:
            for h in cards.removed(state):
                later.add(h, later.leader)
        if self.game.settled_draw(state):                # (the next reshuffle's alone)
            for h in cards.draw_pile(state):
                sp.add(h, sp.leader)

    def _spares(self) -> list[Spare]:
        """The spares this side streams: those of deals made but not whole
        yet (urgent), then the next one."""
        out = [ep.spare for _, ep in sorted(self.epochs.items()) if ep.spare is not None and not ep.spare.done]
        out += self.upcoming
        return out

    def _spare_of(self, e: int) -> Spare | None:
        ep = self.epochs.get(e)
        if ep is not None:
            return ep.spare
        return next((sp for sp in self.upcoming if sp.number == e), None)

    def _step_one(self, sp: Spare, i: int) -> int | None:
        """This side's first step of item ``i``: its element in its own deal,
        moved from this side's key of that deal to its key of the spare."""
        if i not in sp.one:
            h = sp.items[i]
            ep = self.epochs.get(self.cards.epoch_of(h) or 0) if self.cards is not None else None
            if ep is None or not ep.final or h not in ep.handles:
                return None                                    # (its deal is not whole here yet)
            sp.one[i] = spare_.relocate(ep.key, sp.key, ep.final[ep.handles.index(h)])
        return sp.one[i]

    def _step_two(self, sp: Spare, i: int) -> None:
        h = sp.items[i]
        ep = self.epochs.get(self.cards.epoch_of(h) or 0) if self.cards is not None else None
        if ep is None:
            raise poker.PokerError(f"card {h} of the spare deal {sp.number} belongs to no deal")
        sp.two[i] = spare_.relocate(ep.key, sp.key, sp.one[i])

    def _check_located(self, sp: Spare) -> None:
        if not sp.checked:
            return
        where = set(sp.final)
        got = [sp.two[i] for i in sorted(sp.two)]
        if any(y not in where for y in got) or len(set(got)) != len(got):
            raise poker.PokerError(f"a card taken out of the spare deal {sp.number} is not one of its cards")

    def _complete(self, ep: Epoch) -> bool:
        """A deal made from a spare is dealt from once every item's place is
        known here: the other positions take the new handles in order."""
        if ep.final or ep.spare is None:
            return bool(ep.final)
        sp = ep.spare
        try:
            places = sp.located()
        except KeyError:
            raise Refused(f"a card taken out of the spare deal {sp.number} is not one of its cards",
                          rule="T4.6") from None
        if places is None:
            return False
        gone = set(places)
        free = [j for j in range(sp.size) if j not in gone]
        if len(gone) != len(places) or len(free) != len(ep.fresh):
            raise Refused(f"the cards taken out of the spare deal {sp.number} are not distinct", rule="T4.6")
        handles = [""] * sp.size
        for j, h in zip(free, ep.fresh):
            handles[j] = h
        ep.handles, ep.first, ep.final, ep.publics, ep.sent = handles, sp.first, sp.final, dict(sp.publics), True
        return True

    def _piece(self, sp: Spare, budget: int | None) -> tuple[bytes, int]:
        """What this side sends of ``sp`` now: its item steps due, then
        elements of its pass, at most ``budget`` elements (None: all); and
        how many elements that is."""
        g = self.group
        steps: list[tuple[int, int]] = []
        for i in range(len(sp.items)):
            if i in sp.sent_steps or (budget is not None and len(steps) >= budget):
                continue
            y = self._step_one(sp, i) if sp.lead[i] == self.seat else sp.two.get(i)
            if y is not None:
                steps.append((i, y))
        leader = sp.leader == self.seat
        k = (sp.size if leader or sp.checked else 0) - sp.sent_pass
        if budget is not None:
            k = min(k, budget - len(steps) - (1 if sp.sent_pass == 0 else 0))
        k = max(0, k)
        if not steps and not k:
            return b"", 0
        if leader:                               # the first pass, made as it goes out (poker.first_pass)
            while len(sp.first) < sp.sent_pass + k:
                sp.first.append(g.exp(sp.deck.codes[sp.key.permutation[len(sp.first)]], sp.key._x))
        own = sp.first if leader else sp.final
        elements = [g.to_bytes(y) for y in own[sp.sent_pass:sp.sent_pass + k]]
        public = g.to_bytes(sp.key.public) if sp.sent_pass == 0 else b""
        sp.sent_pass += k
        sp.sent_steps.update(i for i, _ in steps)
        if sp.used is not None and sp.sent_pass == sp.size and sp.checked and len(sp.two) == len(sp.items) \
                and all(i in sp.sent_steps for i in range(len(sp.items))):
            sp.done = True                               # (nothing more of it to send)
        return (spare_.pack_piece(public, elements, [(i, g.to_bytes(y)) for i, y in steps]),
                len(steps) + k + bool(public))

    def spare_out(self, room: int | None, state: State) -> dict[int, bytes]:
        """This side's pieces of the spares for this link (T4.6). With
        ``room`` None: everything due of a deal made whose cards the rules
        now deal (``_needed``). Else, of the other spares (a deal made whose
        cards wait in the draw pile first, then the next one), as many
        elements as ``room`` characters hold. Deals made whole by them are
        then dealt from."""
        out: dict[int, bytes] = {}
        budget = None if room is None else max(0, room) // spare_.ELEMENT_CHARS
        for sp in self._spares():
            ep = self.epochs.get(sp.number) if sp.used is not None else None
            needed = ep is not None and self._needed(ep, state)
            if needed != (room is None):
                continue
            piece, used = self._piece(sp, budget)
            if piece:
                out[sp.number] = piece
            if budget is not None:
                budget -= used
            if ep is not None:
                self._complete(ep)
        return out

    def _needed(self, ep: Epoch, state: State) -> bool:
        """Does the rules' state deal (or show, or take away) a card of the
        deal ``ep`` made from a spare? Until then its pieces may wait for room."""
        cards = self.cards
        return cards is not None and any(cards.where(state, h) != "draw" for h in ep.fresh)

    def spare_in(self, e: int, data: bytes, first: int) -> None:
        """The other side's piece of spare ``e``: elements of its pass (the
        first whole: this side's pass is made; the final whole: checked), its
        item steps (a first step: this side's second is made at once)."""
        sp = self._spare_of(e)
        if sp is None:
            raise Refused(f"the link carries a piece of a spare deal ({e}) that is not being dealt",
                          move=first, rule="T4.6")
        g = self.group
        theirs = sp.first if sp.leader == self.other else sp.final
        try:
            public, elements, steps = spare_.unpack_piece(data, g.element_bytes, not theirs, 4 * poker.MAX_CARDS)
            if len(theirs) + len(elements) > sp.size:
                raise poker.PokerError(f"more than the deck's {sp.size} cards")
            if public:
                sp.publics[self.other] = poker.check_public(int.from_bytes(public, "big"), g)
            theirs.extend(poker.check_element(int.from_bytes(y, "big"), "a spare element", g) for y in elements)
            if elements and len(theirs) == sp.size:
                if sp.leader == self.other:
                    sp.first = poker.check_pass(sp.deck, sp.first, "the spare's first pass")
                    sp.final = poker.second_pass(sp.key, sp.first)
                else:
                    sp.final = poker.check_final(sp.deck, sp.first, sp.final)
                sp.checked = True
            for i, raw in steps:
                y = poker.check_element(int.from_bytes(raw, "big"), "a spare step", g)
                if i >= len(sp.items):
                    raise poker.PokerError(f"no card {i} is taken out of it")
                if sp.lead[i] == self.other:
                    if i in sp.one:
                        raise poker.PokerError(f"card {i} is taken out twice")
                    sp.one[i] = y
                    self._step_two(sp, i)
                else:
                    if i not in sp.sent_steps or i in sp.two:
                        raise poker.PokerError(f"card {i}'s second step is not due")
                    sp.two[i] = y
            self._check_located(sp)
        except (poker.PokerError, LinkError) as exc:
            raise Refused(f"the spare deal {e} is not valid ({exc})", move=first, rule="T4.6") from None
        ep = self.epochs.get(e)
        if ep is not None:
            self._complete(ep)

    # Passes (T4.1, T4.4) --------------------------------------------------------

    def passes_out(self) -> dict[int, bytes]:
        """This side's passes owed for epochs after the first: the first pass
        of an epoch its segment made, the second of one the other side made."""
        out: dict[int, bytes] = {}
        for e, ep in sorted(self.epochs.items()):
            if ep.spare is not None:
                continue                                 # (its pieces go by ``spare_out``)
            if ep.parent is not None:
                piece = self._rekey_out(ep)
                if piece:
                    out[e] = piece
                continue
            if e == 0 or ep.sent:
                continue
            if ep.shuffler == self.seat:
                if not ep.first:
                    ep.first = poker.first_pass(ep.key)
                out[e] = self.group.to_bytes(ep.key.public) + poker.pack(ep.first, self.group)
            elif ep.final:
                out[e] = self.group.to_bytes(ep.key.public) + poker.pack(ep.final, self.group)
            else:
                continue
            ep.sent = True
        return out

    def _rekey_out(self, ep: Epoch) -> bytes:
        """The step of a re-keyed deal this side owes now (poker's steps 1-3)."""
        g = self.group
        parent = self.epochs[ep.parent] if ep.parent is not None else None
        assert parent is not None
        if ep.shuffler == self.seat and 1 not in ep.steps:
            ep.raised, proof = rekey_.raise_cards(parent.key, [ep.deck.code(i) for i in ep.ids])
            ep.steps.add(1)
            return poker.pack(ep.raised, g) + proof.to_bytes()
        if ep.shuffler == self.other and ep.raised and 2 not in ep.steps:
            ep.first = rekey_.rekey(parent.key, ep.key, [parent.final[j] for j in ep.rest], ep.raised)
            ep.steps.add(2)
            return g.to_bytes(ep.key.public) + poker.pack(ep.first, g)
        if ep.shuffler == self.seat and ep.first and 3 not in ep.steps:
            ep.final = rekey_.rekey(parent.key, ep.key, ep.first)
            ep.steps.add(3)
            return g.to_bytes(ep.key.public) + poker.pack(ep.final, g)
        return b""

    def _rekey_in(self, ep: Epoch, data: bytes) -> None:
        g = self.group
        size = g.element_bytes
        parent = self.epochs[ep.parent] if ep.parent is not None else None
        assert parent is not None
        if ep.shuffler == self.other and not ep.raised:                       # step 1
            n = len(ep.ids) * size
            proof = poker.Proof.from_bytes(data[n:], g) if ep.ids else None
            ep.raised = rekey_.check_raised(parent.deck, parent.publics[self.other],
                                           [ep.deck.code(i) for i in ep.ids],
                                           poker.unpack(data[:n], len(ep.ids), g), proof)
            return
        public = poker.check_public(int.from_bytes(data[:size], "big"), g)
        elements = poker.unpack(data[size:], ep.deck.size, g)
        if ep.shuffler == self.seat and 1 in ep.steps and not ep.first:      # step 2
            ep.first = poker.check_pass(ep.deck, elements, "re-keyed pass")
        elif ep.shuffler == self.other and 2 in ep.steps and not ep.final:   # step 3
            ep.final = poker.check_final(ep.deck, ep.first, elements)
        else:
            raise poker.PokerError(f"no step of deal {ep.number} is due from {self.other}")
        ep.publics[self.other] = public

    def take_pass(self, e: int, data: bytes, first: int) -> None:
        """The other side's pass of epoch ``e``: the first (then this side
        makes the final deck at once) or the final."""
        ep = self.epochs.get(e)
        if ep is None or e == 0 or ep.spare is not None:
            raise Refused(f"the link carries a pass of a deal ({e}) that no reshuffle made",
                          move=first, rule="T4.4")
        size = self.group.element_bytes
        if ep.parent is not None:
            try:
                self._rekey_in(ep, data)
            except poker.PokerError as exc:
                raise Refused(f"the reshuffled deck {e} is not valid ({exc})", move=first, rule="T4.4") from None
            return
        try:
            public = poker.check_public(int.from_bytes(data[:size], "big"), self.group)
            elements = poker.unpack(data[size:], ep.deck.size, self.group)
            if ep.shuffler == self.other and (not ep.first or ep.first == elements):
                if not ep.first:        # (the same pass again: a link refused later, sent again)
                    ep.first = poker.check_pass(ep.deck, elements, "first pass")
                    ep.final = poker.second_pass(ep.key, ep.first)
            elif ep.shuffler == self.seat and ep.sent and (not ep.final or ep.final == elements):
                ep.final = poker.check_final(ep.deck, ep.first, elements)
            else:
                raise poker.PokerError(f"no pass of deal {e} is due from {self.other}")
        except poker.PokerError as exc:
            raise Refused(f"the reshuffled deck {e} is not valid ({exc})", move=first, rule="T4.4") from None
        ep.publics[self.other] = public

    def check_passes_due(self, got: set[int], first: int) -> None:
        """Every epoch whose pass the other side owed after this link came in it."""
        for e, ep in self.epochs.items():
            if e == 0 or e in got or ep.spare is not None:
                continue
            if ep.parent is not None:
                owed = ((ep.shuffler == self.other and not ep.raised)
                        or (ep.shuffler == self.seat and 1 in ep.steps and not ep.first)
                        or (ep.shuffler == self.other and 2 in ep.steps and not ep.final))
                if owed:
                    raise Refused(f"{self.other}'s link lacks its step of the reshuffled deck {e}",
                                  move=first, rule="T4.4")
                continue
            if ep.shuffler == self.other and not ep.first:
                raise Refused(f"{self.other} reshuffled the deck and its link lacks the shuffle",
                              move=first, rule="T4.4")
            if ep.shuffler == self.seat and ep.sent and not ep.final:
                raise Refused(f"{self.other}'s link lacks its shuffle of the deck {self.seat} "
                              "reshuffled", move=first, rule="T4.4")

    # Dealing (T4.2) --------------------------------------------------------------

    def deal(self, ep: Epoch, positions: list[int]) -> bytes:
        """The partial decryptions of ``positions`` of deal ``ep`` for the
        other side, kept as made: from link format 13 one batch under one
        proof (``poker.partial_batch``), before it one proof each."""
        if self.format >= BATCH_FROM:
            batch = poker.partial_batch(ep.key, ep.final, positions)
            ep.made.update((part.position, part) for part in batch.partials())
            return batch.to_bytes()
        parts = [poker.partial(ep.key, ep.final, j) for j in positions]
        ep.made.update((part.position, part) for part in parts)
        return poker.pack_partials(parts)

    def deal_to_other(self, state: State) -> dict[int, bytes]:
        """Partial decryptions of the cards the rules now deal to the other
        side (known to it, not public) that it does not have yet, by epoch."""
        theirs = self.game.may_know(state, self.other)
        public = self.game.may_know(state, None)
        out: dict[int, bytes] = {}
        for e, ep in sorted(self.epochs.items()):
            if not ep.final:
                continue
            due = [j for j, handle in enumerate(ep.handles)
                   if handle in theirs and handle not in public and j not in ep.made]
            if due:
                out[e] = self.deal(ep, due)
        return out

    def _opened(self, ep: Epoch, data: bytes, mine: set[str], first: int) -> list[tuple[poker.Partial, int]]:
        """The partials ``data`` carries for deal ``ep`` (as ``deal`` packs
        them), each of a handle in ``mine`` not dealt yet, checked and
        opened: (partial, card)."""
        batch = None
        try:
            if self.format >= BATCH_FROM:
                batch = poker.Batch.from_bytes(ep.deck, data)
            parts = batch.partials() if batch is not None else poker.unpack_partials(ep.deck, data)
        except poker.PokerError as exc:
            raise Refused(f"the link's dealt cards are not valid ({exc})", move=first, rule="T4.2") from None
        for part in parts:
            handle = ep.handles[part.position]
            if handle not in mine or part.position in ep.got:
                raise Refused(f"the link deals {handle} to {self.seat}, which the rules do not",
                              move=first, rule="T4.2")
        public = ep.publics[self.other]
        try:
            if batch is not None:
                return list(zip(parts, poker.open_batch(ep.key, public, ep.final, batch)))
            return [(part, poker.open_card(ep.key, public, ep.final, part)) for part in parts]
        except poker.PokerError as exc:
            raise Refused(f"a card dealt by {self.other} does not open ({exc})", move=first,
                          rule="T4.2") from None

    def take_cards(self, e: int, data: bytes, mine: set[str], first: int) -> None:
        """Open the cards the other side's partial decryptions deal to this
        side in epoch ``e``; each must be one the rules deal here, and no card twice."""
        ep = self.epochs.get(e)
        if ep is None or not ep.final:
            raise Refused(f"the link deals cards of a deal ({e}) not made yet", move=first, rule="T4.2")
        for part, card in self._opened(ep, data, mine, first):
            if card in ep.opened.values() or card in ep.shown.values():
                raise Refused("the link deals a card this game has already seen: the deck was "
                              "tampered with", move=first, rule="T4.2")
            ep.got[part.position] = part
            ep.opened[part.position] = card

    def fill(self, state: State) -> None:
        """Write the values of the cards dealt to this side into its state."""
        sealed = state.get("sealed", {})
        for ep in self.epochs.values():
            for j, card in ep.opened.items():
                handle = ep.handles[j]
                if handle in sealed and sealed[handle] is None:
                    sealed[handle] = ep.kinds[card]

    # Showing (T4.3) --------------------------------------------------------------

    def show(self, states: list[State], extra: set[str] | frozenset[str] = frozenset()) -> dict[int, bytes]:
        """A card dealt to this side that its segment made public (or that
        ``extra`` names: the cards its bound move shows as it is announced,
        docs/TRUST.md T2.7) is shown with a proof that it is the card the deck
        dealt, by epoch."""
        public_at_start = self.game.may_know(states[0], None)
        later: set[str] = set(extra)
        for st in states[1:]:
            later |= self.game.may_know(st, None)
        out: dict[int, bytes] = {}
        for e, ep in sorted(self.epochs.items()):
            shown = [poker.reveal(ep.key, part).to_bytes() for j, part in sorted(ep.got.items())
                     if ep.handles[j] in later and ep.handles[j] not in public_at_start]
            if shown:
                out[e] = b"".join(shown)
        return out

    def check_shown(self, e: int, data: bytes, state: State, first: int) -> None:
        """Each card the other side shows is the card its partial decryption
        dealt, the value its move announced, and a card no side has shown or
        opened before (a substituted pass shows here at the latest: T4.5)."""
        ep = self.epochs.get(e)
        size = poker.reveal_bytes(self.group)
        if ep is None or len(data) % size:
            raise Refused("the link's shown cards are not valid", move=first, rule="T4.3")
        sealed = state.get("sealed", {})
        for k in range(0, len(data), size):
            try:
                shown = poker.Reveal.from_bytes(ep.deck, data[k:k + size])
                sent = ep.made.get(shown.position)
                if sent is None:
                    raise poker.PokerError(f"no card was dealt to {self.other} at {shown.position}")
                card = poker.verify_reveal(ep.deck, ep.publics[self.other], sent, shown)
            except poker.PokerError as exc:
                raise Refused(f"a card {self.other} shows is not the one it was dealt ({exc})",
                              move=first, rule="T4.3") from None
            handle = ep.handles[shown.position]
            if sealed.get(handle) is not None and canonical_json(sealed[handle]) != canonical_json(ep.kinds[card]):
                raise Refused(f"{self.other} played {handle} as another card than the one it was dealt",
                              move=first, rule="T4.3")
            if any(c == card and j != shown.position for j, c in list(ep.opened.items()) + list(ep.shown.items())):
                raise Refused(f"{self.other} shows a card this game has already seen elsewhere: the "
                              "deck was tampered with", move=first, rule="T4.5")
            ep.shown[shown.position] = card

    def check_values(self, state: State, first: int) -> None:
        """Every card the other side showed holds, in ``state``, the value its
        proof gave (a bound move, T2.7, is played after its link's cards are
        checked: its announced card is checked here)."""
        sealed = state.get("sealed", {})
        for ep in self.epochs.values():
            for j, card in ep.shown.items():
                handle = ep.handles[j]
                if sealed.get(handle) is not None and canonical_json(sealed[handle]) != canonical_json(ep.kinds[card]):
                    raise Refused(f"{self.other} played {handle} as another card than the one it was dealt",
                                  move=first, rule="T4.3")

    def unproven(self, before: State, after: State) -> bool:
        """Does the move from ``before`` to ``after`` make public a card dealt to
        the other side that it has not shown with its proof (T4.3)? (A bound
        move, T2.7, whose announced form does not tell the cards it shows: its
        mover must play it and show them.)"""
        now = self.game.may_know(after, None) - self.game.may_know(before, None)
        return any(h in now and j in ep.made and j not in ep.shown
                   for ep in self.epochs.values() for j, h in enumerate(ep.handles))

    # The audit (T5.5) ------------------------------------------------------------

    def audit(self, derive: Callable[..., bytes]) -> dict[int, list[int]]:
        """Every epoch's deal rebuilt from both secrets: epoch -> assignment
        (position j holds card id ``assignment[j]``)."""
        out: dict[int, list[int]] = {}
        for e, ep in sorted(self.epochs.items()):
            second = self.other if ep.shuffler == self.seat else self.seat
            mine, theirs = list(ep.made.values()), list(ep.got.values())
            claims = dict(ep.opened)
            claims.update(ep.shown)
            if not ep.final:
                if ep.made or ep.got or claims:
                    raise Refused(f"the deck's deal {e} was never finished", rule="T5.5")
                continue                  # (a reshuffle in the game's last links: nothing dealt from it)
            if ep.parent is not None:
                out[e] = self._audit_rekey(ep, second, derive, mine, theirs, claims)
                continue
            try:
                out[e] = poker.audit(
                    ep.deck, derive(ep.shuffler, "poker", e, 32), derive(second, "poker", e, 32),
                    ep.publics[ep.shuffler], ep.publics[second], ep.first, ep.final,
                    mine if self.seat == ep.shuffler else theirs,
                    theirs if self.seat == ep.shuffler else mine, claims)
            except poker.AuditError as exc:
                where = "" if e == 0 else f" (deal {e})"
                raise Refused(f"the shared deck does not stand the audit{where}: {exc}", rule="T5.5") from None
        return out

    def _audit_rekey(self, ep: Epoch, second: str, derive: Callable[..., bytes], mine: list[poker.Partial],
                     theirs: list[poker.Partial], claims: dict[int, int]) -> list[int]:
        assert ep.parent is not None
        parent = self.epochs[ep.parent]

        def key(role: str, e: int, deck: poker.Deck) -> poker.Key:
            k = poker.Key(derive(role, "poker", e, 32), deck)
            held = (parent if deck is parent.deck else ep).publics.get(role)
            if k.public != held:
                raise Refused(f"{role}'s key of the deck's deal {e} is not the one it published", rule="T5.5")
            return k
        try:
            return rekey_.audit_rekey(
                ep.deck, key(ep.shuffler, parent.number, parent.deck), key(second, parent.number, parent.deck),
                key(ep.shuffler, ep.number, ep.deck), key(second, ep.number, ep.deck),
                [parent.final[j] for j in ep.rest], ep.ids, ep.raised, ep.first, ep.final,
                mine if self.seat == ep.shuffler else theirs, theirs if self.seat == ep.shuffler else mine, claims)
        except poker.AuditError as exc:
            raise Refused(f"the shared deck does not stand the audit (deal {ep.number}): {exc}",
                          rule="T5.5") from None

    def audit_move(self, ply: int, state: State, assignments: dict[int, list[int]]) -> None:
        """In the audit's replay: a reshuffle made at move ``ply`` takes the
        order the passes gave it, and must hold the cards the epoch dealt."""
        if self.cards is None:
            return
        sealed = state.get("sealed", {})
        for e, ep in self.epochs.items():
            if e == 0 or ep.ply != ply or e not in assignments:
                continue
            if ep.spare is not None:                      # T4.6: the cards taken out are the items'
                places = ep.spare.located() or []
                for i, p in enumerate(places):
                    h = ep.spare.items[i]
                    if canonical_json(sealed.get(h)) != canonical_json(ep.kinds[assignments[e][p]]):
                        raise Refused(f"the deck reshuffled at move {ply} took out another card than {h}",
                                      move=ply, rule="T5.5")
                for j, card in enumerate(assignments[e]):
                    if ep.handles[j]:
                        sealed[ep.handles[j]] = ep.kinds[card]
                continue
            values = sorted((sealed.get(h) for h in ep.handles), key=canonical_json)
            dealt = sorted((ep.kinds[c] for c in assignments[e]), key=canonical_json)
            if [canonical_json(v) for v in values] != [canonical_json(v) for v in dealt]:
                raise Refused(f"the deck reshuffled at move {ply} does not hold the cards it was dealt with",
                              move=ply, rule="T5.5")
            for j, card in enumerate(assignments[e]):
                sealed[ep.handles[j]] = ep.kinds[card]
        if self.cards.epoch(state) > max(self.epochs):
            raise Refused("the full game reshuffles the deck where the links did not", move=ply, rule="T5.5")


def _position(deck: Deck, handle: str) -> int:
    return int(handle.rpartition(".")[2]) if "." in handle else int(handle[len(deck.prefix):])
