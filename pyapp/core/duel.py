"""Play by link between two devices that need not trust each other.

The protocol is written out, with its section numbers (T1 to T6), in
docs/TRUST.md; every refusal here names its section. In short:

- T1 Seats. The player who creates the game takes one side; the invitation
  link lets the other take the other side. Each device keeps a seat key
  (``pyapp.core.commit``) with its save and acts only for its own side.
  Moves for the other side reach a device only in that side's links.
- T2 Fair dice. The game is cut into *segments*: the moves one device makes
  between two links. Link ``n`` ends segment ``n``. Segment ``n``'s dice come
  from a seed that mixes the mover's secret, committed in his link ``n - 2``,
  and the other side's clear value, sent in link ``n - 1`` (after that
  commitment, before the secret is known). The link ``n`` reveals the secret,
  and the receiver checks it against the commitment, replays the moves with
  the seed and checks the position it reaches against the sender's.
- T3 Secrets (a game with ``sealed = True``): each device holds the state
  masked for its side, its own side's private set-up drawn from its seat
  key (``Game.private_setup``); links carry moves as announced
  (``Game.announce``), commitments to every hidden value the sender holds,
  and, for each hidden value the segment revealed, the opening of its
  commitment.
- T4 Shared deck: dealt by mental poker (``pyapp.core.poker``).
- T5 Audit: at the end each side sends its key and its moves in full; the
  whole game is replayed with everything known and checked.
- T6 Honour mode is the plain link of ``pyapp.core.link`` (a seed in the
  link: for hotseat, and for friends who do not care).

Links of this protocol are formats 3 to 13 of the link codec's header, so the
page tells them from plain links by the first byte; their wire form (the
``Message``, ``encode``, ``decode``) is ``pyapp.core.duelcodec``, whose
``FORMAT`` says what each format from 9 on changed. A game is
played to the end in the format of its invitation. Format 8 is
format 7 where a link that would pass ``LINK_FILL`` characters with all its
commitments to hidden values sends some of them under one *seal* (a digest
over all of them) and pays the rest in its sender's next links, at least
``MIN_PAY`` a link; the receiver checks the seal once it holds them all
(T3.6: a side's first link, which commits to all its hidden values, is the
one that needs it). Format 7 is format 6 where a value the moves show again
under a commitment already opened to the receiver is not opened again: the
receiver checks it against the value it saw opened (a game that keeps a
hidden value under one commitment for long, as Badges of Courage keeps a
block's, then pays one salt for it, not one a reveal). Format 6 is format 5 with shorter salts
and segment commitments, the openings of values the moves show as a bitmap
over what the receiver lists while replaying them, and the random bytes
stored undeflated (docs/TRUST.md T3.3). Format 5:
the body is deflated with the game's ``link_dict``; the handles committed to
are a bitmap over the hidden handles the receiver can list itself
(``fact_candidates``); an opening names its handle and salt, and its value
only when the segment's moves do not show it (``Game.shown``): the number
of the commitment it opens is the receiver's latest one to that handle.
Format 4 (commitments in 16 binary bytes, handles by name) and format 3
(hex inside JSON) are still read, so a game saved earlier goes on.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from . import commit as C
from . import poker
from . import sign as S
from .duelcodec import (One, AUDIT, FORMAT, FORMATS, PLAYED, HASH_BYTES, deck_group, INVITE, JOIN, KINDS, MAX_DECK,  # noqa: F401
                        LINK_FILL, MAX_JSON, MAX_MESSAGES, MIN_PAY, TURN, Message, decode, encode,
                        fact_candidates, fact_salt_bytes, is_duel, list_action, look, other_role,
                        public_hash, resolve_facts, resolve_shown, seal, signed_by)
from . import bound as B
from .audit import audit as audit_game
from .catchup import catch_up, make_note
from .dueldeck import EPOCHS_FROM, SharedDeck, pack_groups, unpack_groups
from .spare import SPARE_FILL, SPARE_FROM
from .owed import Paying, pay_owed
from .errors import Illegal, LinkError, Refused  # noqa: F401  (Refused: duel.Refused)
from .game import Action, Game, State, as_action, canonical_json
from .link import encode_state
from .match import Bound, Match

Chooser = Callable[[State, str], Action]


# The duel ---------------------------------------------------------------------

class Duel:
    """One side of a game between two devices, on one device.

    ``seat`` is this device's side, ``key`` its seat key. ``creator`` is the
    side that made the invitation (it sends the even-numbered links, and
    plays segments 2, 4, ...). ``match`` is the game as this device holds it
    (masked for ``seat`` in a sealed game), None until the first turn link.
    """

    def __init__(self, game: Game, scenario: str, options: dict[str, bool], uid: str,
                 seat: str, creator: str, key: bytes, fmt: int = FORMAT) -> None:
        if seat not in game.roles or creator not in game.roles:
            raise Illegal(f"{game.title} has no side {seat!r}")
        if len(game.roles) != 2:
            raise Illegal("play between two devices needs a game of two sides")
        self.game = game
        self.scenario = game.check_scenario(scenario)
        self.options = game.check_options(options)
        self.uid = uid
        self.seat = seat
        self.other = other_role(game, seat)
        self.creator = creator
        self.key = C.check_key(key)
        self.format = fmt                          # every link of a game is in its invitation's
        self.match: Match | None = None
        self.messages: dict[int, str] = {}         # every link made or taken, by number
        self.digests: dict[int, str] = {}
        self.their_commit: dict[int, bytes] = {}   # segment -> the other's commitment
        self.their_clear: dict[int, bytes] = {}    # message number -> the other's clear value
        self.their_facts: dict[str, tuple[int, str]] = {}   # handle -> (message, hex)
        self.my_facts: dict[str, tuple[int, str]] = {}      # handle -> (message, canonical value)
        self.facts_opened: dict[str, int] = {}     # my handle -> the commitment opened to the other (T3.3)
        self.their_opened: dict[str, tuple[int, str]] = {}  # their handle -> (message, canonical value) seen opened
        # format 8 (T3.6): commitments sent under a seal and not paid yet, oldest first
        self.my_owed: list[tuple[int, str, str]] = []       # (message, handle, hex digest)
        self.their_owed: list[tuple[int, str]] = []         # (message, handle)
        self.their_seals: dict[int, dict[str, Any]] = {}    # message -> {"seal", "order", "got"}
        self._paying: Paying | None = None                 # while a link is taken: what it pays
        self.segments: dict[int, list[list[Any]]] = {}      # my segments, moves in full
        self.orders: dict[str, str] = {}           # my standing orders (T1.3)
        self.seg_start = 0                         # ply where the current segment began
        self.audit_report: dict[str, Any] | None = None
        # T1.5 (format 11): each seat's public signing key, from the invitation and the reply
        self.signers: dict[str, bytes] = {}
        self._sign_d = 0
        if fmt >= 11:
            self._sign_d = S.private_key(C.derive(self.key, uid, "sign", 0, C.KEY_BYTES))
            self.signers[seat] = S.public_key(self._sign_d)
        self.audit_digest = ""                     # the other side's audit link that passed (T5.6)
        self.their_seen: dict[str, Any] = {}       # their hidden values seen revealed, latest (T3.7)
        self._poker_init()
        self._restoring = False                    # replaying a record: moves come from it
        # T2.7 (format 12): bound moves, whose dice the receiver's value makes
        self.my_bound: dict[int, list[Any]] = {}            # my segment -> [role, action in full]
        self.their_bound: dict[int, tuple[str, Any, int]] = {}   # their segment -> (role, move as sent, seed)
        self.waiting: int | None = None            # their segment whose bound move I could not play
        self.later: tuple[int, int, list[Any]] | None = None   # (my segment, seed, move): mine to play first
        self.bound_mover: str | None = None        # while a bound move is played out of its segment

    # The shared deck (T4) ---------------------------------------------------

    def _poker_init(self) -> None:
        """The deck both sides draw from, if the game has one (T4,
        ``pyapp.core.dueldeck``): epoch 0's handles in a fixed order
        (position j of the final deck is ``handles[j]``) and its card values
        (card id i is ``kinds[i]``). Neither depends on the seed: a set-up
        only decides which value sits under which handle."""
        self.shared: SharedDeck | None = None
        if not self.game.sealed:
            return
        full = self.game.setup(self.scenario, self.options, 0)
        cards = self.game.shared_deck(full)
        if not cards:
            return
        self.shared = SharedDeck(
            self.game, self.uid, self.seat, self.other, self.creator, self.format, deck_group(self.format),
            lambda e: self._mine("poker", e, 32), sorted(cards),
            sorted(cards.values(), key=canonical_json), self.game.card_deck(full))

    # epoch 0 of the shared deck, by the names the protocol had before reshuffles
    @property
    def deck(self) -> poker.Deck | None:
        return self.shared.zero.deck if self.shared is not None else None

    @property
    def handles(self) -> list[str]:
        return self.shared.zero.handles if self.shared is not None else []

    @property
    def kinds(self) -> list[Any]:
        return self.shared.zero.kinds if self.shared is not None else []

    @property
    def pkey(self) -> poker.Key:
        assert self.shared is not None
        return self.shared.zero.key

    @property
    def publics(self) -> dict[str, int]:
        assert self.shared is not None
        return self.shared.zero.publics

    @property
    def first(self) -> list[int]:
        assert self.shared is not None
        return self.shared.zero.first

    @first.setter
    def first(self, value: list[int]) -> None:
        assert self.shared is not None
        self.shared.zero.first = value

    @property
    def final(self) -> list[int]:
        assert self.shared is not None
        return self.shared.zero.final

    @final.setter
    def final(self, value: list[int]) -> None:
        assert self.shared is not None
        self.shared.zero.final = value

    @property
    def made(self) -> dict[int, poker.Partial]:
        assert self.shared is not None
        return self.shared.zero.made

    @property
    def got(self) -> dict[int, poker.Partial]:
        assert self.shared is not None
        return self.shared.zero.got

    @property
    def opened(self) -> dict[int, int]:
        assert self.shared is not None
        return self.shared.zero.opened

    @property
    def shown(self) -> dict[int, int]:
        assert self.shared is not None
        return self.shared.zero.shown

    @property
    def _grouped(self) -> bool:
        """Links of format 10 on carry the deck's pieces by epoch (T4.4)."""
        return self.format >= EPOCHS_FROM

    def _on_move(self, ply: int, state: State, before: State | None = None) -> None:
        if self.shared is not None:
            mover = self.bound_mover or self.sender_of(self.segment)
            self.shared.on_move(ply, state, mover, before)

    def _deal_to_other(self, state: State) -> bytes:
        """T4.2: partial decryptions of the cards the rules now deal to the
        other side (known to it, not public) that it does not have yet; from
        format 10, by epoch, each after the pass this side owes of it (T4.4)."""
        if self.shared is None:
            return b""
        if not self._grouped:
            return self.shared.deal_to_other(state).get(0, b"")
        if self.format >= SPARE_FROM:               # T4.6: a deal made from a spare and not whole first
            self.shared.note_items(state)
            urgent = self.shared.spare_out(None, state)
            parts = self.shared.deal_to_other(state)
            return self._pack_deck({}, parts, urgent)
        passes = self.shared.passes_out()
        parts = self.shared.deal_to_other(state)
        return pack_groups({e: [passes.get(e, b""), parts.get(e, b"")] for e in set(passes) | set(parts)})

    @staticmethod
    def _pack_deck(passes: dict[int, bytes], parts: dict[int, bytes], spares: dict[int, bytes]) -> bytes:
        """Format 14: the deck's pieces by deal, three each (a pass, the
        partial decryptions, the pieces of its spare deal, T4.6)."""
        return pack_groups({e: [passes.get(e, b""), parts.get(e, b""), spares.get(e, b"")]
                            for e in set(passes) | set(parts) | set(spares)})

    def _fill_spare(self, msg: Message) -> str:
        """Format 14 (T4.6): the link with as many elements of the next
        spare deal as its room up to ``SPARE_FILL`` characters holds (the
        commitments it pays are chosen as without them)."""
        assert self.shared is not None and self.match is not None
        owed, partials = list(self.my_owed), msg.partials
        text = pay_owed(self, msg)
        room = SPARE_FILL - len(text)
        held = self.shared.snapshot()
        while room > 0:
            more = self.shared.spare_out(room, self.match.state)
            if not more:
                break
            groups = unpack_groups(partials, 3)
            for e, piece in more.items():
                groups.setdefault(e, [b"", b"", b""])[2] = piece
            msg.partials = pack_groups(groups)
            self.my_owed = list(owed)
            grown = sum(-(-len(piece) * 4 // 3) + 4 for piece in more.values())
            fuller = pay_owed(self, msg, LINK_FILL + grown)
            if len(fuller) <= SPARE_FILL:
                return fuller
            room -= len(fuller) - SPARE_FILL                 # (deflate and the commitments it let in)
            self.shared.restore(held)
            held = self.shared.snapshot()
        msg.partials = partials
        self.my_owed = owed
        return pay_owed(self, msg)

    def _take_cards(self, data: bytes, state: State | None, first: int, grouped: bool = True) -> None:
        """T4.2: open the cards the other side's partial decryptions deal to
        this side; each must be one the rules deal here, and no card twice
        (T4.4: first the passes of reshuffled decks the link carries)."""
        if self.shared is None:
            if data:
                raise Refused("the link deals cards this game does not have", move=first, rule="T4.2")
            return
        mine = self.game.may_know(state, self.seat) if state is not None else set(self._setup_deal(self.seat))
        if not (grouped and self._grouped):
            if data:
                self.shared.take_cards(0, data, mine, first)
            return
        try:
            groups = unpack_groups(data, 3 if self.format >= SPARE_FROM else 2)
        except LinkError as exc:
            raise Refused(f"the link's dealt cards are not valid ({exc})", move=first, rule="T4.2") from None
        if self.format >= SPARE_FROM:               # T4.6: the spares first, then the cards they deal
            if state is not None:
                self.shared.note_items(state)
            for e, (passed, _, spare) in groups.items():
                if passed:
                    raise Refused(f"the link carries a pass of a deal ({e}) that is dealt ahead",
                                  move=first, rule="T4.6")
                if spare:
                    self.shared.spare_in(e, spare, first)
            for e, (_, parts, _) in groups.items():
                if parts:
                    self.shared.take_cards(e, parts, mine, first)
            return
        for e, (passed, _) in groups.items():
            if passed:
                self.shared.take_pass(e, passed, first)
        self.shared.check_passes_due({e for e, (passed, _) in groups.items() if passed}, first)
        for e, (_, parts) in groups.items():
            if parts:
                self.shared.take_cards(e, parts, mine, first)

    def _setup_deal(self, role: str) -> list[str]:
        """The deck's handles a set-up deals to ``role`` (never seed-dependent)."""
        full = self.game.setup(self.scenario, self.options, 0)
        known = self.game.may_know(full, role) - self.game.may_know(full, None)
        return [h for h in self.handles if h in known]

    def _fill_cards(self, state: State) -> None:
        """Write the values of the cards dealt to this side into its state."""
        if self.shared is not None:
            self.shared.fill(state)

    def _show_cards(self, states: list[State], extra: set[str] | None = None) -> bytes:
        """T4.3: a card dealt to this side that its segment made public (or
        its bound move shows, ``extra``) is shown with a proof that it is the
        card the deck dealt."""
        if self.shared is None:
            return b""
        shown = self.shared.show(states, extra or set())
        if not self._grouped:
            return shown.get(0, b"")
        return pack_groups({e: [data] for e, data in shown.items()})

    def _check_shown(self, data: bytes, state: State, first: int) -> None:
        """T4.3: each card the other side shows is the card its partial
        decryption dealt, and the value its move announced."""
        if self.shared is None or not data:
            return
        if not self._grouped:
            self.shared.check_shown(0, data, state, first)
            return
        try:
            groups = unpack_groups(data, 1)
        except LinkError as exc:
            raise Refused(f"the link's shown cards are not valid ({exc})", move=first, rule="T4.3") from None
        for e, (shown,) in groups.items():
            self.shared.check_shown(e, shown, state, first)

    # Derived values (T2) ---------------------------------------------------

    def _mine(self, label: str, number: int, size: int = C.VALUE_BYTES) -> bytes:
        return C.derive(self.key, self.uid, label, number, size)

    def _my_commit(self, segment: int) -> bytes:
        return C.commitment(self.uid, self.seat, "segment", segment,
                            self._segment_salt(self.key, segment), self._mine("secret", segment))

    def _segment_salt(self, key: bytes, segment: int) -> bytes:
        """The salt of a commitment to a segment's secret: none from format 6
        on, where the secret itself (128 random bits) keeps the commitment
        from telling it."""
        return b"" if self.format >= 6 else C.derive(key, self.uid, "salt", segment)

    def sender_of(self, number: int) -> str:
        return self.creator if number % 2 == 0 else other_role(self.game, self.creator)

    @property
    def last(self) -> int:
        """The number of the latest link made or taken (-1 before any)."""
        return max(self.messages) if self.messages else -1

    @property
    def segment(self) -> int:
        """The segment in play now (the next link's number)."""
        return self.last + 1

    def my_segment(self) -> bool:
        """True while the next link is this device's to make."""
        return self.sender_of(self.segment) == self.seat

    def can_act(self) -> bool:
        """True when this device may move now: its segment, its side active
        and not waiting for cards (``waiting_for_cards``)."""
        return (self.match is not None and self.my_segment() and self.segment not in self.my_bound
                and self.seat in self.match.active() and not self.waiting_for_cards())

    def waiting_for_cards(self) -> bool:
        """T4.4: this side must decide, but on cards dealt to it that have not
        reached this device yet (a deck just reshuffled is dealt by both
        devices in turn): it has nothing legal to do, and values it may know
        are missing here. Its link goes out with no move, and the other side's
        answer brings the cards."""
        m = self.match
        if m is None or self.shared is None or self.seat not in m.active() or m.legal(self.seat):
            return False
        sealed = m.state.get("sealed", {})
        return any(sealed.get(h) is None for h in self.game.may_know(m.state, self.seat) if h in sealed)

    def ready(self) -> bool:
        """True when this device's segment is over: its link can be made."""
        if not self.my_segment():
            return False
        if self.match is None:
            return self.segment <= 1
        if self.segment in self.my_bound:
            return True         # T2.7: a move that rolls ends the segment
        if self.match.result() is not None and self.sender_of(self.last) != self.seat \
                and self.match.ply == self.seg_start and self.last not in self.their_bound:
            return False        # the other side ended the game: only the audit is left
        return self.seat not in self.match.active() or self.waiting_for_cards()

    def check_actor(self, role: Any) -> None:
        """Refuse, with T1.2, a move this device may not make for ``role``."""
        if role != self.seat:
            raise Illegal(f"this device plays {self.seat}; {role} moves only on its own player's "
                          "device, in the game between two devices", rule="T1.2")
        if not self.my_segment():
            raise Illegal(f"it is {self.other}'s turn: wait for its link", rule="T1.2")

    # Creating and joining (T1.1) ---------------------------------------------

    @classmethod
    def create(cls, game: Game, scenario: str, options: dict[str, bool] | None, seat: str,
               uid: str, key: bytes | None = None, fmt: int = FORMAT) -> "Duel":
        """A new game and its invitation (link 0). ``fmt``, the link format
        the whole game is played in, is the current one but for tests of the
        earlier ones that saved games go on in (5)."""
        # T1.1: the options a game needs between two devices (Game.duel_options)
        options = {**(options or {}), **game.duel_options}
        if fmt not in PLAYED:
            raise ValueError(f"a game between two devices is played in link format {PLAYED}")
        duel = cls(game, scenario, options, uid, seat, seat, key or C.new_key(), fmt)
        msg = duel._message(INVITE, 0)
        msg.public = duel.signers.get(seat, b"")
        msg.commit = duel._my_commit(2)
        if duel.deck is not None:                 # T4.1: the first pass
            duel.first = poker.first_pass(duel.pkey)
            group = duel.deck.group
            msg.deck = group.to_bytes(duel.pkey.public) + poker.pack(duel.first, group)
        duel._keep(0, encode(msg))
        return duel

    @classmethod
    def join(cls, text: Any, games: Any, key: bytes | None = None) -> "Duel":
        """Take the free seat of an invitation (link 0) and make the reply (link 1)."""
        msg = decode(text, games)
        if msg.kind != INVITE or msg.number != 0:
            raise Refused("this is not an invitation: open it on the device that plays in this game",
                          rule="T1.1")
        for name, value in msg.game.duel_options.items():
            if msg.options.get(name) != value:
                raise Refused(f"the invitation leaves out the option {name!r} that {msg.game.title} "
                              "needs between two devices", rule="T1.1")
        duel = cls(msg.game, msg.scenario, msg.options, msg.uid, other_role(msg.game, msg.sender),
                   msg.sender, key or C.new_key(), max(5, msg.format))
        if duel.format >= 11:
            if not signed_by(msg, msg.public, ""):
                raise Refused("the invitation's signature does not hold: it was altered on its way",
                              rule="T1.5")
            duel.signers[msg.sender] = msg.public
        duel._take(0, text, msg)
        duel.their_commit[2] = msg.commit
        reply = duel._message(JOIN, 1)
        reply.public = duel.signers.get(duel.seat, b"")
        reply.commit = duel._my_commit(3)
        reply.clear = B.clear_value(duel, duel.key, duel.seat, 1)
        reply.deck, reply.partials = duel._second_pass(msg)
        duel._keep(1, encode(reply))
        return duel

    def _second_pass(self, invite: Message) -> tuple[bytes, bytes]:
        """T4.1: the joiner checks the first pass, re-encrypts and re-shuffles
        it (the final deck), and opens the cards the set-up deals the creator."""
        if self.deck is None:
            return b"", b""
        self._take_first_pass(invite.deck)
        self.final = poker.second_pass(self.pkey, self.first)
        assert self.shared is not None
        dealt = [self.handles.index(handle) for handle in self._setup_deal(self.other)]
        group = self.deck.group
        return (group.to_bytes(self.pkey.public) + poker.pack(self.final, group),
                self.shared.deal(self.shared.zero, dealt) if dealt else b"")

    def _take_first_pass(self, data: bytes) -> None:
        assert self.deck is not None
        try:
            group = self.deck.group
            size = group.element_bytes
            self.publics[self.other] = poker.check_public(int.from_bytes(data[:size], "big"), group)
            self.first = poker.check_pass(self.deck, poker.unpack(data[size:], self.deck.size, group),
                                          "first pass")
        except poker.PokerError as exc:
            raise Refused(f"the invitation's deck is not valid ({exc})", rule="T4.1") from None

    def _message(self, kind: int, number: int) -> Message:
        msg = Message(kind, self.game, self.scenario, self.options, self.uid, number, self.seat)
        msg.format = self.format
        msg.signer = self._sign_d if self.format >= 11 else None
        msg.prev = self.digests.get(number - 1, "")
        return msg

    def _check_signed(self, msg: Message, what: str = "link") -> None:
        """T1.5: a link of format 11 must be signed by the other seat after
        the link this device holds before it (checked when that one is here;
        a link with a gap is refused as missing, T2.5)."""
        if self.format < 11 or msg.number - 1 not in self.digests or self._restoring:
            return          # (a save's own links were checked when they came)
        public = self.signers.get(msg.sender)
        if public is None or not signed_by(msg, public, self.digests[msg.number - 1]):
            raise Refused(f"this {what} is not signed by {msg.sender}'s device, or does not follow "
                          f"link {msg.number - 1} as this device holds it: it was altered on its way, "
                          "or made by someone else, and nothing of it is kept", move=self._ply_at(msg.number),
                          rule="T1.5")

    def fingerprint(self) -> str:
        """T1.5: a short code of both seats' public keys, the same on both
        devices when nobody changed the invitation or the reply on the way
        ("" before both are known, or in a format without signatures)."""
        if len(self.signers) < 2:
            return ""
        return S.fingerprint(*(self.signers[r] for r in self.game.roles))

    @property
    def salt_bytes(self) -> int:
        """The length of the salts of this game's commitments to hidden values."""
        return fact_salt_bytes(self.format)

    def _keep(self, number: int, text: str) -> None:
        self.messages[number] = text
        self.digests[number] = decode(text, One(self.game)).digest

    def _take(self, number: int, text: str, msg: Message) -> None:
        self.messages[number] = text
        self.digests[number] = msg.digest

    def outgoing(self) -> str | None:
        """The latest link this device made, to send (again) to the other side."""
        mine = [n for n in self.messages if self.sender_of(n) == self.seat]
        return self.messages[max(mine)] if mine else None

    # Taking a link (T2, T3) ----------------------------------------------------

    def receive(self, text: Any, games: Any, chooser: Chooser | None = None) -> str:
        """Take the other side's link. Returns "new" (its moves are played
        here), "known" (this device already has exactly this link). Raises
        ``Refused``/``LinkError`` naming the problem, its move number and
        section: another game, a link for the other seat, a replayed or
        forged link, a broken commitment, a move the rules refuse."""
        msg = decode(text, games)
        if msg.game is not self.game or msg.uid != self.uid:
            raise Refused("this link belongs to another game", rule="T1.1")
        if max(5, msg.format) != self.format:
            raise Refused(f"this link is written in format {msg.format}, and this game plays in format "
                          f"{self.format}: both devices must open the game on the same version of "
                          "the site", rule="T1.1")
        if msg.sender == self.seat:
            if msg.kind == TURN and msg.number == self.segment and self.my_segment() \
                    and msg.number not in self.messages and self.match is not None:
                catch_up(self, text, msg, games, chooser)        # T2.6: this device was behind
                return "caught up"
            raise Refused(f"this link was made on {self.seat}'s device for {self.other}; "
                          "send it to the other player", rule="T1.2")
        if msg.kind != JOIN:
            self._check_signed(msg)
        if msg.number in self.messages:
            if self.digests.get(msg.number) == msg.digest:
                return "known"
            raise Refused(f"this link contradicts link {msg.number} this device already took: "
                          "it is forged, or an old link replayed", move=self._ply_at(msg.number),
                          rule="T2.5")
        if msg.number != self.segment:
            if self.sender_of(self.segment) == self.seat and msg.number > self.segment:
                raise Refused(f"a link is missing: this device waits for link {self.segment}, its own, "
                              f"and this is link {msg.number}: open the link {self.segment} you sent "
                              "(or ask the other player to send it back), then this one",
                              move=self._ply_at(self.last), rule="T2.6")
            raise Refused(f"a link is missing: this device waits for link {self.segment}, "
                          f"this is link {msg.number}", move=self._ply_at(self.last), rule="T2.5")
        if msg.sender != self.sender_of(msg.number):
            raise Refused("the link is sent by the side whose turn it is not", rule="T1.2")
        if msg.kind == JOIN:
            self._take_join(text, msg)
        elif msg.kind == TURN:
            held = self.shared.snapshot() if self.shared is not None else None
            seen = dict(self.their_seen)
            try:
                self._take_turn(text, msg, chooser)
            except (Refused, LinkError):
                if self.shared is not None and held is not None:    # nothing of a refused link stays
                    self.shared.restore(held)
                self.their_seen = seen
                raise
        else:
            raise Refused(f"a {KINDS[msg.kind]} link cannot come now", rule="T1.1")
        return "new"

    def _ply_at(self, number: int) -> int:
        return self.match.ply if self.match is not None else 0

    def _take_join(self, text: str, msg: Message) -> None:
        if msg.number != 1 or self.seat != self.creator:
            raise Refused("a reply to an invitation goes to the player who invited", rule="T1.1")
        if self.format >= 11:
            if not signed_by(msg, msg.public, self.digests[0]):
                raise Refused("the reply does not answer this game's invitation as this device sent "
                              "it, or was altered on its way (someone may have changed the "
                              "invitation): nothing of it is kept", rule="T1.5")
            self.signers[msg.sender] = msg.public
        if self.deck is not None:                 # T4.1: check the final deck; open the first cards
            try:
                group = self.deck.group
                size = group.element_bytes
                self.publics[self.other] = poker.check_public(int.from_bytes(msg.deck[:size], "big"), group)
                self.final = poker.check_final(
                    self.deck, self.first, poker.unpack(msg.deck[size:], self.deck.size, group))
            except poker.PokerError as exc:
                raise Refused(f"the reply's deck is not valid ({exc})", rule="T4.1") from None
            self._take_cards(msg.partials, None, 1, grouped=False)
        self._take(1, text, msg)
        self.their_commit[3] = msg.commit
        self.their_clear[1] = msg.clear
        self._begin(2)

    def _begin(self, segment: int) -> None:
        """Start this device's own segment: its seed (T2.2)."""
        seed = C.segment_seed(self.uid, segment, self._mine("secret", segment), self.their_clear[segment - 1])
        if self.match is None:
            self.match = self._setup(seed)
        else:
            self.match.reseed(seed)
        self.seg_start = self.match.ply
        self.segments[segment] = []
        B.play_later(self, segment)      # T2.7: a bound move of mine the other could not play

    def _setup(self, seed: int) -> Match:
        game = self.game
        start = game.setup(self.scenario, self.options, seed)
        if game.sealed:
            for handle in game.shared_deck(start):      # T4: dealt by poker, not by the seed
                start["sealed"][handle] = None
            start = game.mask(start, self.seat)
            game.private_setup(start, self.seat, self._private_secret(seed))   # T3.4
            self._fill_cards(start)
        m = Match(game, self.scenario, self.options, seed, start=start, uid=self.uid)
        m.reseeds[0] = seed
        m.hook = self._on_move
        return m

    def _private_secret(self, seed: int) -> bytes:
        """T3.4: the secret of this side's private set-up: from its seat key
        (the other side cannot compute it) and the seed of segment 2 (unknown
        to both when their keys were bound by their first links, so no side
        can try keys until it likes its set-up)."""
        return self._mine("private-setup", seed, C.KEY_BYTES)

    def _take_turn(self, text: str, msg: Message, chooser: Chooser | None) -> None:
        game, n = self.game, msg.number
        first = (self.match.ply if self.match is not None else 0) + 1
        expected = self.their_commit.get(n)
        if expected is None or not C.opens(expected, self.uid, msg.sender, "segment", n, msg.salt, msg.secret):
            raise Refused(f"{msg.sender}'s secret for its turn does not match the commitment it sent "
                          "before: the dice of this turn were not the fair ones", move=first, rule="T2.3")
        mine = B.clear_value(self, self.key, self.seat, n - 1)
        if not msg.used_clear and msg.format >= 6 and game.sealed:
            msg.used_clear = mine               # format 6: not echoed in a sealed game's link
        if msg.used_clear != mine:
            raise Refused(f"the link's dice were made with another value than {self.seat} sent",
                          move=first, rule="T2.3")
        seed = C.segment_seed(self.uid, n, msg.secret, mine)
        trial = self.match.copy() if self.match is not None else None
        later = None
        if msg.format >= B.FROM_FORMAT and trial is not None:
            later = B.take_reply(self, trial, msg, first)          # T2.7: my bound move's dice
        elif msg.dice or (msg.bound and msg.format < B.FROM_FORMAT):
            raise Refused("the link opens dice for no bound move", move=first, rule="T2.7")
        if trial is None:
            trial = self._setup(seed)
        elif trial.active():            # (a bound move that ended the game: no segment began after it)
            trial.reseed(seed)
        if self.waiting is not None and self.waiting == n - 2 and not msg.moves:
            raise Refused(f"the link's turn does not begin with {msg.sender}'s move whose dice are "
                          "rolled now", move=first, rule="T2.7")
        if msg.start_ply != trial.ply:
            raise Refused(f"the link's turn starts at move {msg.start_ply + 1}, this device is at "
                          f"move {trial.ply + 1}", move=first, rule="T2.5")
        for role, given in msg.orders.items():
            if role == self.seat and given != self.orders:
                raise Refused(f"the link changes {self.seat}'s standing orders, which only "
                              f"{self.seat} may set", move=first, rule="T1.3")
        # format 8: what the link pays of the commitments its side owes (T3.6), staged
        self._paying = Paying(self, msg, first) if game.sealed and msg.format >= 8 else None
        if game.sealed:
            self._open_facts(trial, msg, first)
        seen: dict[str, Any] = {}
        order: list[str] = []
        theirs = msg.orders.get(msg.sender, {})
        trial.orders = {msg.sender: theirs} if theirs else {}
        if self.orders:
            trial.orders[self.seat] = dict(self.orders)
        for i, (role, move) in enumerate(msg.moves):
            number = trial.ply + 1
            if i == 0:
                B.check_carried(self, trial, msg, role, move, number)
            if msg.bound and i == len(msg.moves) - 1:      # T2.7: not played before its dice
                if game.sealed:
                    if role != msg.sender:
                        raise Refused(f"the link makes a move for {role} on {msg.sender}'s device",
                                      move=number, rule="T1.2")
                    self._note_shown(trial, role, move, seen, order)
                break
            if game.sealed:
                if role != msg.sender:
                    self._check_ordered(trial, role, move, msg.sender, number)
                self._note_shown(trial, role, move, seen, order)
                try:
                    trial.play_announced(role, move)
                except Illegal as exc:
                    raise Refused(exc.reason, move=number, rule=exc.rule) from None
                except Exception as exc:
                    raise Refused(f"the rules could not play this move ({exc!s:.100})", move=number) from None
                continue
            self._replay_index(trial, role, move, number, chooser)
        if public_hash(game, trial.state) != msg.hash:
            raise Refused(f"after the link's moves this device's position differs from "
                          f"{msg.sender}'s", move=trial.ply, rule="T2.4")
        if game.sealed:
            try:
                resolve_shown(msg, order, self._opened_now())
            except LinkError as exc:
                raise Refused(str(exc), move=first, rule="T3.3") from None
            self._open_shown(msg, seen, first)
            try:
                resolve_facts(msg, fact_candidates(game, trial.state, msg.sender))
            except LinkError as exc:
                raise Refused(str(exc), move=trial.ply, rule="T3.2") from None
            if self._paying is not None:
                self._paying.close(msg, trial.ply, over=not trial.active())
            self._check_committed(trial.state, msg, trial.ply)
            self._check_shown(msg.reveals, trial.state, first)
            state = game.mask(trial.state, self.seat)
            self._take_cards(msg.partials, state, first)
            self._fill_cards(state)
            trial.settle(state)
            trial.learned(self._fill_cards)          # (the log replays this side's moves from them)
        waiting = None
        if msg.bound:
            played = B.play_theirs(self, trial, msg, chooser)
            if played is None:
                waiting = n
            else:
                trial = played
        self.waiting, self.later = waiting, later
        self.match = trial
        self._take(n, text, msg)
        self.their_commit[n + 2] = msg.commit
        self.their_clear[n] = msg.clear
        for handle, (number, value, _) in msg.openings.items():
            held = self.their_facts.get(handle)
            if held is not None and value is not None:
                self.their_opened[handle] = (held[0] if number < 0 else number, canonical_json(value).decode())
        if self._paying is not None:
            self._paying.take(msg)
            self._paying = None
        for handle, digest in msg.facts.items():
            self.their_facts[handle] = (n, digest)
        if theirs:
            self.match.orders[msg.sender] = dict(theirs)
        else:
            self.match.orders.pop(msg.sender, None)
        self.seg_start = self.match.ply
        if self.match.active():
            self._begin(n + 1)
            self._follow(chooser)

    def _check_ordered(self, trial: Match, role: str, move: Any, sender: str, number: int) -> None:
        """T1.2, T1.3: a sealed game's link moves only for its sender, except
        this side's decisions its own standing orders settle where the game
        declares those orders read nothing hidden (``orders_public``): each
        must be the one the orders make here."""
        if not (self.game.orders_public and role == self.seat and role in trial.active()):
            raise Refused(f"the link makes a move for {role} on {sender}'s device", move=number, rule="T1.2")
        legal = trial.legal(role)
        wanted = self.game.auto_choice(trial.state, role, legal, self.orders, None) if self.orders else None
        if wanted is None or list_action(as_action(wanted)) != list_action(as_action(move)):
            raise Refused(f"the link makes a decision of {self.seat} that {self.seat}'s standing "
                          "orders do not make", move=number, rule="T1.3")

    def _replay_index(self, trial: Match, role: str, index: Any, number: int,
                      chooser: Chooser | None) -> None:
        game = self.game
        active = trial.active()
        if role not in active:
            raise Refused(f"the link moves for {role}, who may not act here", move=number, rule="T1.2")
        legal = trial.legal(role)
        if not isinstance(index, int) or index >= len(legal):
            raise Refused(f"there is no such move for {role} here", move=number, rule="T1.2")
        action = legal[index]
        if role == self.seat and not (len(legal) == 1 and self.format >= B.FROM_FORMAT):   # (no choice: T1.3)
            wanted = game.auto_choice(trial.state, role, legal, self.orders, chooser) if self.orders else None
            if wanted != action:
                raise Refused(f"the link makes a decision of {self.seat} that {self.seat}'s standing "
                              "orders do not make", move=number, rule="T1.3")
        try:
            trial.play(role, action, legal)
        except Illegal as exc:
            raise Refused(exc.reason, move=number, rule=exc.rule) from None

    def _open_facts(self, trial: Match, msg: Message, first: int) -> None:
        """T3.3: each hidden value the segment revealed comes with the
        opening of its commitment; it is checked, then known to the rules
        for the replay (a revealed value that disagrees is refused)."""
        sealed = trial.state.get("sealed", {})
        for handle, (number, value, salt) in sorted(msg.openings.items()):
            if handle in msg.shown:
                continue                    # opened once the moves show its value (_open_shown)
            self._check_opening(msg, handle, number, value, salt, first)
            self._check_reveal(trial.state, msg.sender, handle, value, first)
            if handle in sealed and sealed[handle] is None:
                sealed[handle] = value
        trial.settle(trial.state)

    def _check_opening(self, msg: Message, handle: str, number: int, value: Any, salt: str,
                       first: int) -> None:
        held = self.their_facts.get(handle)
        if number < 0 and held is not None:
            number = held[0]                # format 5: the latest commitment to it
        if held is None or held[0] != number:
            raise Refused(f"the link opens a commitment to {handle[:20]} that {msg.sender} never made",
                          move=first, rule="T3.3")
        digest = held[1]
        if not digest and self._paying is not None:
            digest = self._paying.digest(number, handle)     # owed under a seal (T3.6)
        if not C.opens(bytes.fromhex(digest), self.uid, msg.sender, "fact:" + handle, number,
                       bytes.fromhex(salt), canonical_json(value)):
            raise Refused(f"{msg.sender}'s revealed {handle[:20]} does not match its commitment",
                          move=first, rule="T3.3")

    def _note_shown(self, trial: Match, role: str, move: Any, seen: dict[str, Any],
                    order: list[str]) -> None:
        """The first value the segment's moves show for each handle the
        sender has committed to (T3.3), and the order they first show them
        in (format 6 opens them by a bitmap over that order)."""
        try:
            shown = self.game.shown(trial.state, role, as_action(move))
        except Exception:
            return                          # a malformed move: the rules refuse it next
        for handle in sorted(shown):
            self._check_reveal(trial.state, role, handle, shown[handle], trial.ply + 1)
        for handle in sorted(shown):
            if handle not in seen and handle in self.their_facts:
                seen[handle] = shown[handle]
                order.append(handle)

    def _check_reveal(self, state: State, role: str, handle: str, value: Any, move: int) -> None:
        """T3.7: a hidden value of the other side is checked the moment it is
        revealed (opened or shown, from its first segment on, with or without
        a commitment yet) against what the rules allow there
        (``Game.check_reveal``); a value the table could not show is refused
        at once, not at the audit."""
        try:
            self.game.check_reveal(state, role, handle, value, self.their_seen)
        except Illegal as exc:
            why = f"{exc.reason} ({exc.rule})" if exc.rule else exc.reason
            raise Refused(f"{role} reveals {handle[:20]} as a value the table could not show: {why}",
                          move=move, rule="T3.7") from None
        except Exception:
            raise Refused(f"{role} reveals {handle[:20]} as a value that is not one", move=move,
                          rule="T3.7") from None
        self.their_seen[handle] = value

    def _open_shown(self, msg: Message, seen: dict[str, Any], first: int) -> None:
        """T3.3: an opening without its value opens the commitment with the
        value the segment's moves first showed for that handle; without its
        salt either (format 7), that value must be the one this side saw
        opened under the same commitment before."""
        for handle in sorted(msg.shown):
            if handle not in seen:
                raise Refused(f"the link opens {handle[:20]} without its value, and its moves never "
                              "show it", move=first, rule="T3.3")
            number, _, salt = msg.openings[handle]
            msg.openings[handle][1] = seen[handle]
            if salt is None:
                if canonical_json(seen[handle]).decode() != self.their_opened[handle][1]:
                    raise Refused(f"{msg.sender}'s revealed {handle[:20]} is not the value it showed "
                                  "before under the same commitment", move=first, rule="T3.3")
                continue
            self._check_opening(msg, handle, number, seen[handle], salt, first)

    def _opened_now(self) -> set[str]:
        """The other side's handles whose latest commitment this side has
        seen opened (format 7 opens them no more, T3.3)."""
        return {h for h, (n, _) in self.their_opened.items() if self.their_facts.get(h, (None,))[0] == n}

    def _check_committed(self, state: State, msg: Message, ply: int) -> None:
        """T3.2: after its link, every hidden value the sender holds that this
        side may not know stands behind a commitment (from this link or an
        earlier one): its private set-up's from its first link on (T3.4)."""
        missing = [h for h in fact_candidates(self.game, state, msg.sender)
                   if h not in msg.facts and h not in self.their_facts]
        if missing:
            raise Refused(f"{msg.sender}'s link commits to none of its hidden {missing[0][:20]}",
                          move=ply, rule="T3.2")

    def _follow(self, chooser: Chooser | None) -> None:
        """Play the decisions the other side's standing orders settle in this
        device's segment (T1.3; not in a sealed game, whose decisions may
        need the other side's secrets: there only this side's own decisions
        that are no choice, ``game.forced``, are played at once, and the
        other side's orders only where the game declares that its
        ``auto_choice`` reads nothing hidden, ``orders_public``)."""
        if self.match is None or self._restoring:
            return
        if self.segment in self.my_bound:
            return
        before = len(self.match.moves)
        held = None
        self._gate(True)
        try:
            if self.game.sealed:
                # only this side's decisions that are no choice (game.forced answers
                # None for a side whose values this device does not hold), and the
                # other side's standing orders when the game says they read no
                # secret (``orders_public``: For the People's "interrupts: never")
                if self.my_segment():
                    self.match.play_forced(self.seat)     # (never the other side's: T1.2)
                    if self.game.orders_public:
                        try:
                            self.match.follow_orders(self.seat, None, forced_for=self.seat)
                        except Bound:
                            pass        # an order whose move rolls: the other device makes it (T2.7)
            else:
                self.match.follow_orders(self.seat, chooser)
                self._no_choice(chooser)
        except Bound as exc:
            held = exc
        finally:
            self._gate(False)
        for mv in self.match.moves[before:]:
            self.segments[self.segment].append([mv.role, list_action(mv.action)])
        if held is not None:
            self._bind(held)

    def _no_choice(self, chooser: Chooser | None) -> None:
        """T1.3, T2.7 (format 12, a game without secrets): a decision of the
        other side with one legal move is no decision, and this device plays it
        as it plays the other's standing orders: a roll that is the other's
        only move (A House Divided's movement roll, 4.1) then ends this
        segment as its bound move, and the other device, which makes its dice,
        decides on them in the same link, with no round trip of its own."""
        if self.format < B.FROM_FORMAT:
            return
        m = self.match
        assert m is not None
        for _ in range(100):
            active = m.active()
            if len(active) != 1 or active[0] == self.seat:
                return
            legal = m.legal(active[0])
            if len(legal) != 1:
                return
            m.play(active[0], legal[0], legal)
            m.follow_orders(self.seat, chooser)

    def _gate(self, on: bool) -> None:
        """T2.7: while this device plays its own segment, a move that rolls is
        held back (``Match.gate``) and ends the segment as its bound move."""
        if self.match is not None and self.format >= B.FROM_FORMAT:
            self.match.gate = self._let_pass if on else None

    def _let_pass(self, before: State, after: State) -> bool:
        """A move that draws from a random stream may be played here only when
        that stream is a shared deck's, which the deal by mental poker (T4)
        orders anew, whatever order the stream gave."""
        dealt = {self.shared.cards.stream} if self.shared is not None and self.shared.cards else set()
        return all(before.get(k) == after.get(k) for k in self.game.rng_keys if k not in dealt)

    def _bind(self, held: Bound) -> None:
        move = [held.role, list_action(held.action)]
        self.my_bound[self.segment] = move
        self.segments.setdefault(self.segment, []).append(move)

    # Playing (T1.2) ------------------------------------------------------------

    def play(self, role: str, action: Any, chooser: Chooser | None = None) -> None:
        """Make a move on this device, for its own side only; then the
        decisions the other side's standing orders settle."""
        self.check_actor(role)
        if self.match is None:
            raise Illegal("the game has not started: wait for the other player's link", rule="T1.1")
        if self.segment in self.my_bound:
            raise Illegal("your last move rolls dice, which the other device's answer rolls: "
                          "send the link", rule="T2.7")
        if self.seat not in self.match.active():
            raise Illegal(f"{self.seat} has nothing to decide now: send the link", rule="T1.2")
        self._gate(True)
        try:
            self.match.play(role, action)
        except Bound as exc:
            self._bind(exc)
            return
        finally:
            self._gate(False)
        self.segments.setdefault(self.segment, []).append([role, list_action(self.match.moves[-1].action)])
        self._follow(chooser)

    def undo(self) -> None:
        """Take back this side's last move of the segment (never one sent in a
        link, never across a die roll: ``Match.undo``)."""
        self.check_actor(self.seat)
        if self.segment in self.my_bound and self.my_segment():
            del self.my_bound[self.segment]      # not sent: its dice are not rolled yet (T2.7)
            self.segments[self.segment].pop()
            return
        if self.match is None or self.match.ply <= self.seg_start:
            raise Illegal("moves sent in a link cannot be taken back", rule="T2.5")
        for _ in self.match.undo(self.seat):     # the decision and the formalities after it
            self.segments[self.segment].pop()

    def set_orders(self, orders: dict[str, str]) -> None:
        """This side's standing orders (T1.3): they travel in its next link."""
        self.game.check_orders(orders)
        self.orders = dict(orders)
        if self.match is not None:
            self.match.set_orders(self.seat, orders or None)

    # Making a link (T2, T3) -----------------------------------------------------

    def send(self) -> str:
        """The link that ends this device's segment (the same text if asked again)."""
        n = self.segment
        if not self.my_segment():
            mine = self.outgoing()
            if mine is None:
                raise Illegal("nothing to send yet", rule="T1.1")
            return mine
        if self.match is None or not self.ready():
            raise Illegal(f"{self.seat} has moves to make before the link can be sent", rule="T2.1")
        game, m = self.game, self.match
        msg = self._message(TURN, n)
        msg.salt = self._segment_salt(self.key, n)
        msg.secret = self._mine("secret", n)
        msg.used_clear = self.their_clear[n - 1]
        msg.commit = self._my_commit(n + 2)
        msg.clear = B.clear_value(self, self.key, self.seat, n)
        msg.hash = public_hash(game, m.state)
        msg.start_ply = self.seg_start
        pairs = [(mv.role, mv.action) for mv in m.moves[self.seg_start - m.start_index:]]
        held = self.my_bound.get(n)
        if self.format >= B.FROM_FORMAT:
            msg.bound = held is not None                   # T2.7: the move that rolls, unplayed
            if held is not None:
                pairs.append((held[0], as_action(held[1])))
            if n - 1 in self.their_bound:
                msg.dice = B.dice_value(self.key, self.uid, n - 1)
        if game.sealed:
            states = m.positions(self.seg_start, m.ply)
            msg.moves = [(role, game.announce(st, role, action)) for (role, action), st in zip(pairs, states)]
            first_shown = self._first_shown(states, msg.moves)
            msg.shown_order = [h for h in first_shown if h in self.my_facts]   # before this link's
            msg.facts, msg.openings = self._facts_for(n, states + states[-1:] if msg.bound else states,
                                                      msg.moves)
            msg.candidates = fact_candidates(game, m.state, self.seat)
            msg.shown = {h for h, (_, value, _) in msg.openings.items()
                         if h in first_shown and canonical_json(first_shown[h]) == canonical_json(value)}
            if self.format >= 7:
                for h in msg.shown:
                    if self.facts_opened.get(h) == msg.openings[h][0]:
                        msg.openings[h][2] = None     # T3.3: the other saw this commitment opened
            for h, (number, _, _) in msg.openings.items():
                self.facts_opened[h] = number
            msg.reveals = self._show_cards(states, set(game.shown(states[-1], *msg.moves[-1])) if msg.bound else None)
            msg.partials = self._deal_to_other(m.state)
            if self.format >= 11:           # T2.6: what the announced moves do not tell, for itself
                msg.note = make_note(self, n, pairs)
        else:
            start = game.copy(m.position(self.seg_start))
            for k in game.rng_keys:
                start[k] = "0" * 16            # the segment's seed replaces them (T2.2)
            msg.position = encode_state(game, start)
            msg.moves = [(mv.role, mv.index) for mv in m.moves[self.seg_start - m.start_index:]]
            if held is not None and msg.bound:
                msg.moves.append((held[0], m.legal(held[0]).index(as_action(held[1]))))
        msg.orders = {self.seat: dict(self.orders)} if self.orders else {}
        if game.sealed and self.format >= SPARE_FROM and self.shared is not None:
            text = self._fill_spare(msg)
        else:
            text = pay_owed(self, msg) if game.sealed and self.format >= 8 else encode(msg)
        self._keep(n, text)
        return text

    def _facts_for(self, n: int, states: list[State],
                   moves: list[tuple[str, Action]]) -> tuple[dict[str, str], dict[str, list[Any]]]:
        """T3.2: commit to every hidden value this side holds that the other
        may not know (the first link of a side: all of them, its private
        set-up's included, T3.4); T3.3: open the commitments of those this
        segment revealed, when the value revealed is the one committed (a
        value changed in the segment before its reveal, a stir of T3.5, is
        not opened: the old value is no business of the other side; the
        audit checks it). A value a move shows and the same move hides again
        (Stonewall's Sword: a chit drawn last in a turn, then shuffled back
        for the next, 17.6) is opened too."""
        game = self.game
        start, end = states[0], states[-1]
        hidden_at_start = self._secret_handles(start)
        openings: dict[str, list[Any]] = {}
        decided: set[str] = set()
        for before, st, (role, move) in zip(states, states[1:], moves):
            known = game.may_know(st, self.other) | set(game.shown(before, role, move))
            for handle in (hidden_at_start & known) - decided:
                decided.add(handle)
                if handle not in self.my_facts:
                    continue
                number, raw = self.my_facts[handle]
                if canonical_json(before.get("sealed", {}).get(handle)).decode() != raw:
                    continue
                openings[handle] = [number, json.loads(raw),
                                    self._mine("fact-salt:" + handle, number, self.salt_bytes).hex()]
        facts: dict[str, str] = {}
        sealed = end.get("sealed", {})
        for handle in sorted(self._secret_handles(end)):
            raw = canonical_json(sealed[handle]).decode()
            if self.my_facts.get(handle, (0, None))[1] == raw:
                continue
            salt = self._mine("fact-salt:" + handle, n, self.salt_bytes)
            facts[handle] = C.commitment(self.uid, self.seat, "fact:" + handle, n, salt,
                                         raw.encode())[:C.FACT_BYTES].hex()
            self.my_facts[handle] = (n, raw)
        return facts, openings

    def _first_shown(self, states: list[State], moves: list[tuple[str, Action]]) -> dict[str, Any]:
        """The value the segment's moves first show for each handle
        (``Game.shown``), in the order they first show them: an opening of
        such a value need not repeat it (format 5), and format 6 opens them
        by a bitmap over that order (the receiver lists it as it replays
        the moves, ``_note_shown``)."""
        first: dict[str, Any] = {}
        for st, (role, move) in zip(states, moves):
            shown = self.game.shown(st, role, move)
            for handle in sorted(shown):
                first.setdefault(handle, shown[handle])
        return first

    def _secret_handles(self, state: State) -> set[str]:
        """The sealed values this side may know and the other side may not
        (the cards of a shared deck aside: T4 deals them). Decided by
        ``may_know`` alone, so the receiver can tell which commitments a link
        owes it (``_check_committed``)."""
        return set(fact_candidates(self.game, state, self.seat))

    # The audit (T5) ---------------------------------------------------------------

    def audit_link(self) -> str:
        """This side's audit link: its seat key and its moves in full. Sent
        once the game is over (or when both agree to end it): after it, this
        side has no secret left in this game. Never before the end (T5.1)."""
        if self.match is None or self.match.active():
            raise Illegal("the audit link comes once the game is over", rule="T5.1")
        if self.ready():
            raise Illegal("send your last link first: the other device needs it to end the game",
                          rule="T5.1")
        msg = self._message(AUDIT, self.segment)
        msg.key = self.key
        msg.full = {str(n): moves for n, moves in sorted(self.segments.items())}
        return encode(msg)

    def audit(self, text: Any, games: Any) -> dict[str, Any]:
        """Check the whole game with the other side's audit link (T5,
        ``pyapp.core.audit``): ``{"ok": True, "moves": n}``, or ``Refused``
        naming the move and the section."""
        return audit_game(self, text, games)

    # Saving ---------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """Everything this device needs to go on after a reload (T1.4): the
        seat key, every link made or taken, and this segment's moves."""
        return {"game": self.game.id, "uid": self.uid, "seat": self.seat, "creator": self.creator,
                "key": self.key.hex(), "links": {str(n): t for n, t in sorted(self.messages.items())},
                "segments": {str(n): mv for n, mv in self.segments.items()},
                "orders": dict(self.orders),
                **({"bound": {str(n): mv for n, mv in self.my_bound.items()}} if self.my_bound else {})}

    @classmethod
    def restore(cls, record: Any, games: Any, chooser: Chooser | None = None) -> "Duel":
        """Rebuild a duel from ``record``: every link is taken again and
        checked, and this device's own moves are made again."""
        try:
            game = games.get(record["game"])
            key = bytes.fromhex(record["key"])
            links = {int(n): t for n, t in record["links"].items()}
            segments = {int(n): mv for n, mv in record["segments"].items()}
            seat, creator, uid = record["seat"], record["creator"], record["uid"]
            orders = record.get("orders") or {}
            held = {int(n): mv for n, mv in (record.get("bound") or {}).items()}
        except (KeyError, TypeError, ValueError, AttributeError, LookupError):
            raise LinkError("the saved game between two devices is not readable") from None
        if 0 not in links:
            raise LinkError("the saved game between two devices has lost its invitation")
        invite = decode(links[0], games)
        duel = cls(game, invite.scenario, invite.options, uid, seat, creator, key, max(5, invite.format))
        duel.orders = dict(orders)
        if duel.format >= 11:
            duel.signers[creator] = invite.public
        duel._take(0, links[0], invite)
        if seat != creator:
            duel.their_commit[2] = invite.commit
            duel._second_pass(invite)
        elif duel.deck is not None:
            duel.first = poker.first_pass(duel.pkey)
        duel._restoring = True
        try:
            for n in sorted(links):
                if n == 0:
                    continue
                if duel.sender_of(n) == seat:
                    duel._replay_mine(n, segments.get(n, []), links[n], n in held)
                else:
                    duel.receive(links[n], games, chooser)
            current = duel.segment
            if duel.my_segment() and duel.match is not None and current in segments:
                duel._replay_moves(current, segments[current], current in held)
        finally:
            duel._restoring = False
        return duel

    def _replay_moves(self, n: int, moves: list[list[Any]], bound: bool = False) -> None:
        if self.match is None:
            raise LinkError(f"the saved game's link {n} comes before the game began")
        self.segments[n] = []
        if bound and moves:             # T2.7: its last move waits for its dice
            moves, self.my_bound[n] = moves[:-1], moves[-1]
        for role, action in moves:
            try:
                self.match.play(role, as_action(action))
            except Illegal as exc:
                raise LinkError(exc.reason, move=self.match.ply + 1, rule=exc.rule) from None
            self.segments[n].append([role, list_action(self.match.moves[-1].action)])
        if n in self.my_bound:
            self.segments[n].append(self.my_bound[n])

    def _replay_mine(self, n: int, moves: list[list[Any]], text: str, bound: bool = False) -> None:
        if n == 1:
            self._take(1, text, decode(text, One(self.game)))
            return
        self._replay_moves(n, moves, bound)
        sent = self.send()
        if sent != text:
            raise LinkError(f"the saved game's link {n} cannot be made again from its moves")
