"""The wire form of a link between two devices: the ``Message`` and its
encoding (docs/TRUST.md gives the protocol; ``pyapp.core.duel`` plays it).

A link is base64url of a two-byte header (format, kind), the game's id, and
a body deflated with the game's preset dictionary; from format 6 the link's
random bytes (commitments, seed parts, digests, salts) follow the deflated
stream as they are. The body holds the rules version, scenario, options,
game identity, the link's number and sender, then by kind: commitments and
clear values (T2.1), the shared deck's passes and partial decryptions (T4),
the segment's opening, seed parts, position hash and moves (T2.2-T2.4),
standing orders (T1.3), the hidden values committed to and opened (T3.2,
T3.3, T3.6), or the audit's key and moves (T5.1), and a CRC-32. Format 14
is written (``FORMAT`` lists what each one changed); formats 3 to 13 are
still read, and a game goes on in its invitation's (one begun in 3 to 5 in 5).

Only the shape of a link is checked here (sizes, types, limits): whether its
contents are true is the duel's business.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from typing import Any

from . import commit as C
from . import poker
from . import sign as S
from .errors import Illegal, LinkError
from .game import Game, State, as_action, canonical_json, state_hash
from .link import (MAX_ORDERS, MAX_STATE, MAX_STRING, Reader, _b64decode, _b64encode,
                   _option_mask, _put_text, checked_body, decode_state, fragment_of,
                   game_of, json_depth)
from .match import UID_CHARS, UID_MAX, Match
from .packing import put_varint


FORMAT = 14                 # 14: every reshuffle of the shared deck is dealt ahead, as a spare
                            # deal streamed a few elements a link (T4.6; ``pyapp.core.spare``):
                            # the deck's pieces of a deal are three (pass, cards, spare);
                            # 13: a link's partial decryptions of one deal of the shared deck go
                            # as one batch under one proof (T4.2; dueldeck.BATCH_FROM);
                            # 12: no foresight (T2.7): a move that rolls ends its segment
                            # unapplied (the link's *bound* move), its dice from the mover's
                            # secret and the receiver's value r, committed as the receiver's
                            # clear value and opened in its next link (16 bytes, a flag);
                            # 11: every link signed by its sender's seat, the invitation and the
                            # reply carrying each seat's public key (T1.5);
                            # 10: the shared deck can be reshuffled in play, each reshuffle dealt
                            # anew by both sides (T4.4), its pieces grouped by deal;
                            # 9: the shared deck is dealt on the curve secp256k1 (poker.SECP256K1:
                            # 33-byte elements, proofs of 64 bytes) instead of the 2048-bit group;
                            # 8: a link too long for all its commitments seals the rest under
                            # one digest and pays them in its sender's next links (T3.6);
                            # 7: a value the moves show again under a commitment already opened
                            # to the receiver is not opened again (no salt; T3.3);
                            # 6: segment commitments of 128 bits, salts of 96 bits for hidden
                            # values, openings of what the moves show as a bitmap, no echo of
                            # the receiver's clear value in a sealed game; 5: link_dict,
                            # committed handles as a bitmap, openings without what the moves
                            # show; 4: handles by name; 3: hex inside JSON
FORMATS = (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)   # formats this version reads (a game begun under 3 to 5 goes on in 5)
PLAYED = (5, 6, 7, 8, 9, 10, 11, 12, 13, 14)   # formats a game between two devices goes on in (its invitation's)
INVITE, JOIN, TURN, AUDIT, = 0, 1, 2, 3
KINDS = {INVITE: "invitation", JOIN: "reply to the invitation", TURN: "turn", AUDIT: "audit"}
MAX_MESSAGES = 100_000
MAX_JSON = 400_000          # bytes of one JSON part (announced moves, audit moves)
HASH_BYTES = 8
LINK_FILL = 800             # format 8: a link is filled with commitments up to this many characters
MIN_PAY = 8                 # format 8: commitments owed under a seal that each link pays at least (T3.6)
                            # (both are part of format 8: a restored device makes its own links again
                            # from its moves and must get the same text, so another value is a new format)
MAX_DECK = (poker.MAX_CARDS + 1) * poker.PARTIAL_BYTES    # (the larger group's sizes: a bound for both)


def deck_group(fmt: int) -> poker.Group:
    """The group the shared deck of a game played in format ``fmt`` is dealt in."""
    return poker.SECP256K1 if fmt >= 9 else poker.MODP2048



def commit_bytes(fmt: int) -> int:
    """The length of a segment commitment in a link of format ``fmt``."""
    return C.DIGEST_BYTES if fmt < 6 else C.FACT_BYTES


def fact_salt_bytes(fmt: int) -> int:
    """The length of the salt of a commitment to a hidden value in a game
    played in format ``fmt`` (every link of a game has its invitation's)."""
    return C.SALT_BYTES if fmt < 6 else C.SHORT_SALT_BYTES


def echoes_clear(game: Game, fmt: int) -> bool:
    """Whether a turn link repeats the receiver's clear value its seed used
    (format 6 leaves it out of a sealed game's links: the receiver made it,
    and nobody else can read such a link)."""
    return fmt < 6 or not game.sealed


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def public_hash(game: Game, state: State) -> bytes:
    """The position as both devices must see it alike: everything but the
    sealed values (T2.4)."""
    return bytes.fromhex(state_hash(game.mask(state, None)))[:HASH_BYTES]


# Messages ---------------------------------------------------------------------

class Message:
    """One link of the protocol, decoded (fields by kind; see docs/TRUST.md T1-T5)."""

    def __init__(self, kind: int, game: Game, scenario: str, options: dict[str, bool],
                 uid: str, number: int, sender: str) -> None:
        self.kind = kind
        self.game = game
        self.scenario = scenario
        self.options = options
        self.uid = uid
        self.number = number
        self.sender = sender
        self.commit = b""          # the sender's commitment to its secret for segment number + 2
        self.clear = b""           # the sender's clear value for the receiver's next segment
        self.salt = b""            # TURN: opening of the sender's commitment for this segment
        self.secret = b""
        self.used_clear = b""      # TURN: the receiver's clear value this segment's seed used
        self.hash = b""            # TURN: public position after the segment
        self.start_ply = 0         # TURN: first move of the segment
        self.position = b""        # TURN, game without secrets: the state at the segment's start
        self.moves: list[tuple[str, Any]] = []   # (role, legal index) or (role, announced action)
        self.orders: dict[str, dict[str, str]] = {}
        self.facts: dict[str, str] = {}          # TURN: handle -> hex commitment to its value now
        self.openings: dict[str, list[Any]] = {} # TURN: handle -> [number committed, value, salt hex]
        # Format 5: the committed handles travel as a bitmap over ``fact_candidates`` (resolved
        # into ``facts`` once the receiver holds the state after the moves); an opening's
        # number is the receiver's latest commitment to it (-1 until then), and the handles
        # in ``shown`` take their value from the first move that shows it (``Game.shown``).
        self.format = FORMAT
        self.fact_bits = b""
        self.fact_digests: list[str] = []
        self.candidates: list[str] | None = None  # for encoding format 5: the sender's list
        self.shown: set[str] = set()
        # Format 6: the openings of values the moves show are a bitmap over ``shown_order``
        # (the committed handles in the order the moves first show them, which the receiver
        # lists while it replays them) with their salts, resolved by ``resolve_shown``.
        self.shown_order: list[str] | None = None  # for encoding format 6: the sender's list
        self.shown_bits = b""
        self.shown_salts: list[str] = []
        # Format 8 (T3.6): of the commitments the bitmap chooses, the first ``len(fact_digests)``
        # come now; the other ``owed`` are sealed by ``seal`` (a digest over all of them, in the
        # bitmap's order) and paid in later links. ``paid`` are digests owed from earlier links,
        # oldest first; ``attached`` those of the commitments this link opens that are still
        # owed after them (the listed openings' in handle order, then the shown ones').
        self.owed = 0
        self.seal = b""
        self.paid: list[str] = []
        self.attached: list[str] = []
        self.inline: int | None = None  # for encoding: how many of ``facts`` go now (None: all)
        self.deck = b""            # INVITE/JOIN: public key and pass of the shared deck (T4.1)
        self.partials = b""        # JOIN/TURN: cards dealt to the receiver, opened by the sender (T4.2)
        self.reveals = b""         # TURN: cards the sender shows, with proofs (T4.3)
        self.key = b""             # AUDIT: the sender's seat key
        self.full: dict[str, list[list[Any]]] = {}  # AUDIT: segment -> [[role, action], ...] in full
        self.digest = ""           # SHA-256 of the decoded bytes (one link, one digest)
        # Format 11 (T1.5): the invitation and the reply carry their sender's public signing key;
        # every link ends with its sender's signature of its bytes, bound to the game, its number
        # and the digest of the link before it (``prev``), so a link answers one history only.
        self.public = b""          # INVITE/JOIN: the sender's public key (sign.PUBLIC_BYTES)
        self.signer: int | None = None   # for encoding: the sender's private scalar
        self.prev = ""             # for encoding: the digest of link number - 1 ("" for link 0)
        self.note = b""            # TURN, sealed game, format 11: the moves its announced form does
                                   # not tell (Game.private_choices), enciphered for the sender alone (T2.6)
        self.signature = b""       # as read
        # Format 12 (T2.7): the segment's last move is *bound* (it rolls: the receiver's value
        # for this segment, opened only in its next link, makes its dice), and ``dice`` opens
        # the sender's value for the segment before this link when that one ended bound.
        self.bound = False
        self.dice = b""
        self.signed = b""          # as read: the bytes the signature covers

    @property
    def receiver(self) -> str:
        return other_role(self.game, self.sender)


def other_role(game: Game, role: str) -> str:
    a, b = game.roles[0], game.roles[1]
    return b if role == a else a


def _put_blob(out: bytearray, data: bytes) -> None:
    put_varint(out, len(data))
    out += data


def _put_json(out: bytearray, value: Any) -> None:
    _put_blob(out, canonical_json(value) if value else b"")


def _read_json(r: Reader, limit: int, depth: int, what: str) -> Any:
    raw = r.blob(limit)
    if not raw:
        return None
    if not json_depth(raw, depth):
        raise LinkError(f"the link's {what} are nested too deeply")
    try:
        return json.loads(raw.decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        raise LinkError(f"the link's {what} are not readable") from None


def _fixed(r: Reader, size: int) -> bytes:
    if r.pos + size > len(r.data):
        raise LinkError("the link is cut short")
    chunk = r.data[r.pos:r.pos + size]
    r.pos += size
    return chunk


def encode(msg: Message) -> str:
    game = msg.game
    body = bytearray()
    # From format 6 the random bytes (commitments, seed parts, digests, salts) are stored after
    # the deflated stream as they are: inside it they cost about a tenth more than their size.
    tail = bytearray()
    rnd = tail if msg.format >= 6 else body
    _put_text(body, game.rules_version)
    put_varint(body, list(game.scenarios).index(msg.scenario))
    put_varint(body, _option_mask(game, msg.options))
    _put_text(body, msg.uid)
    put_varint(body, msg.number)
    put_varint(body, game.roles.index(msg.sender))
    if msg.format >= 11 and msg.kind in (INVITE, JOIN):
        if len(msg.public) != S.PUBLIC_BYTES:
            raise ValueError("an invitation or reply carries its sender's public key (T1.5)")
        rnd += msg.public
    if msg.kind in (INVITE, JOIN, TURN):
        rnd += msg.commit[:commit_bytes(msg.format)]
    if msg.kind in (JOIN, TURN):
        rnd += msg.clear
    if game.sealed:
        if msg.kind in (INVITE, JOIN):
            _put_blob(body, msg.deck)
        if msg.kind in (JOIN, TURN):
            _put_blob(body, msg.partials)
        if msg.kind == TURN:
            _put_blob(body, msg.reveals)
    if msg.kind == TURN:
        rnd += msg.salt + msg.secret + (msg.used_clear if echoes_clear(game, msg.format) else b"") + msg.hash
        put_varint(body, msg.start_ply)
        if msg.format >= 11 and game.sealed:      # T2.6: the sender's note to itself, enciphered
            put_varint(body, len(msg.note))
            tail += msg.note
        if msg.format >= 12:                      # T2.7: a bound move; the opening of a value r
            put_varint(body, (1 if msg.bound else 0) | (2 if msg.dice else 0))
            if msg.dice:
                if len(msg.dice) != C.VALUE_BYTES:
                    raise ValueError("a dice opening is one value")
                tail += msg.dice
        _put_blob(body, msg.position)
        if game.sealed:
            _put_json(body, [[game.roles.index(r), list_action(a)] for r, a in msg.moves])
        else:
            put_varint(body, len(msg.moves))
            for role, index in msg.moves:
                put_varint(body, game.roles.index(role))
                put_varint(body, index)
        _put_json(body, msg.orders)
        if msg.format >= 6:
            _put_facts_6(body, tail, msg)
        elif msg.format == 5:
            _put_facts_5(body, msg)
        else:
            _put_facts(body, msg.facts, msg.openings)
    if msg.kind == AUDIT:
        rnd += msg.key
        _put_json(body, msg.full)
    body += zlib.crc32(bytes(body) + bytes(tail)).to_bytes(4, "big")
    zdict = _zdict(game, msg.format)
    comp = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY,
                            **({"zdict": zdict} if zdict else {}))
    deflated = comp.compress(bytes(body)) + comp.flush()
    header = bytearray([msg.format, msg.kind])
    _put_text(header, game.id)
    raw = bytes(header) + deflated + bytes(tail)
    if msg.format >= 11:
        if msg.signer is None:
            raise ValueError("a link of format 11 is signed by its sender (T1.5)")
        raw += S.sign(msg.signer, signed_bytes(msg.uid, msg.number, msg.prev, raw))
    return _b64encode(raw)


def signed_bytes(uid: str, number: int, prev: str, raw: bytes) -> bytes:
    """What a link's signature covers (T1.5): the game, the link's number,
    the digest of the link before it and the link's bytes."""
    return b"cwt-link|" + uid.encode() + b"|" + str(number).encode() + b"|" + prev.encode() + b"|" + raw


def signed_by(msg: Message, public: bytes, prev: str) -> bool:
    """True when ``msg`` (format 11 on) is signed with ``public``'s key after
    the link whose digest is ``prev``."""
    return S.verify(public, signed_bytes(msg.uid, msg.number, prev, msg.signed), msg.signature)


def _zdict(game: Game, fmt: int) -> bytes:
    """The preset dictionary of a link's deflate: the game's ``link_dict``
    from format 5 on (formats 3 and 4 used its ``state_dict``)."""
    return (game.link_dict if fmt >= 5 else game.state_dict) or b""


def list_action(action: Any) -> Any:
    if isinstance(action, tuple):
        return [list_action(a) for a in action]
    return action


def is_duel(text: Any) -> bool:
    """True when ``text`` is a link of this protocol (``FORMATS``)."""
    try:
        frag = fragment_of(text)
        raw = _b64decode(frag[:8])
    except LinkError:
        return False
    return len(raw) >= 1 and raw[0] in FORMATS


def decode(text: Any, games: Any) -> Message:
    """The message a protocol link holds; ``LinkError`` for anything else."""
    frag = fragment_of(text)
    raw = _b64decode(frag)
    if len(raw) < 3 or raw[0] not in FORMATS:
        raise LinkError("this is not a link of a game between two devices")
    fmt = raw[0]
    kind = raw[1]
    if kind not in KINDS:
        raise LinkError("the link is damaged (unknown kind)")
    signature = b""
    if fmt >= 11:                             # T1.5: the signature ends the link
        if len(raw) < 3 + S.SIGNATURE_BYTES:
            raise LinkError("the link is cut short")
        signature, raw = raw[-S.SIGNATURE_BYTES:], raw[:-S.SIGNATURE_BYTES]
    head = Reader(raw)
    head.pos = 2
    game = game_of(head, games)
    tail = bytearray() if fmt >= 6 else None
    body = checked_body(game, raw[head.pos:], zdict=_zdict(game, fmt), tail=tail)
    r = Reader(body)
    rr = Reader(bytes(tail)) if tail is not None else r     # where the random bytes are
    rules = r.text()
    if rules != game.rules_version:
        raise LinkError(f"the link was made under rules version {rules[:20]!r} of {game.title}; "
                        f"this site plays version {game.rules_version!r}")
    scenarios = list(game.scenarios)
    which = r.varint()
    if which >= len(scenarios):
        raise LinkError(f"the link names a scenario {game.title} does not have")
    mask = r.varint()
    ids = sorted(game.options)
    if mask >> len(ids):
        raise LinkError("the link sets an option this game does not have")
    options = {k: bool(mask >> i & 1) for i, k in enumerate(ids)}
    uid = r.text(UID_MAX)
    if not uid or not UID_CHARS.issuperset(uid):
        raise LinkError("the link's game identity is not valid")
    number = r.varint(MAX_MESSAGES)
    sender_i = r.varint()
    if sender_i >= len(game.roles):
        raise LinkError("the link names a side this game does not have")
    msg = Message(kind, game, scenarios[which], options, uid, number, game.roles[sender_i])
    msg.format = fmt
    msg.digest = _sha(bytes(raw[:head.pos]) + body + bytes(tail or b""))
    msg.signature, msg.signed = signature, bytes(raw)
    if fmt >= 11 and kind in (INVITE, JOIN):
        msg.public = _fixed(rr, S.PUBLIC_BYTES)
    if kind in (INVITE, JOIN, TURN):
        msg.commit = _fixed(rr, commit_bytes(fmt))
    if kind in (JOIN, TURN):
        msg.clear = _fixed(rr, C.VALUE_BYTES)
    if game.sealed:
        if kind in (INVITE, JOIN):
            msg.deck = r.blob(MAX_DECK)
        if kind in (JOIN, TURN):
            msg.partials = r.blob(MAX_DECK)
        if kind == TURN:
            msg.reveals = r.blob(MAX_DECK)
    if kind == TURN:
        msg.salt = _fixed(rr, C.SALT_BYTES) if fmt < 6 else b""
        msg.secret = _fixed(rr, C.VALUE_BYTES)
        msg.used_clear = _fixed(rr, C.VALUE_BYTES) if echoes_clear(game, fmt) else b""
        msg.hash = _fixed(rr, HASH_BYTES)
        msg.start_ply = r.varint(10_000_000)
        if fmt >= 11 and game.sealed:
            msg.note = _fixed(rr, r.varint(MAX_JSON))
        if fmt >= 12:
            flags = r.varint(3)
            msg.bound = bool(flags & 1)
            msg.dice = _fixed(rr, C.VALUE_BYTES) if flags & 2 else b""
        msg.position = r.blob(MAX_STATE)
        if game.sealed:
            moves = _read_json(r, MAX_JSON, 8, "moves") or []
            if not isinstance(moves, list):
                raise LinkError("the link's moves are not a list")
            for item in moves:
                if (not isinstance(item, list) or len(item) != 2 or not isinstance(item[0], int)
                        or isinstance(item[0], bool) or not 0 <= item[0] < len(game.roles)):
                    raise LinkError("the link holds a move that is not one")
                try:
                    msg.moves.append((game.roles[item[0]], as_action(item[1])))
                except Illegal as exc:
                    raise LinkError(f"the link holds a move that is not one ({exc.reason})") from None
        else:
            count = r.varint(MAX_MESSAGES)
            if count > len(r.data) - r.pos:
                raise LinkError("the link is cut short")
            for _ in range(count):
                role_i = r.varint()
                if role_i >= len(game.roles):
                    raise LinkError("the link holds a move by a side this game does not have")
                msg.moves.append((game.roles[role_i], r.varint(1_000_000)))
        msg.orders = _orders(game, _read_json(r, MAX_ORDERS, 2, "standing orders"))
        if fmt == 3:
            msg.facts = _facts(_read_json(r, MAX_JSON, 1, "commitments"))
            msg.openings = _openings(_read_json(r, MAX_JSON, 6, "openings"))
        elif fmt == 4:
            msg.facts, msg.openings = _read_facts(r)
        elif fmt == 5:
            _read_facts_5(r, msg)
        else:
            _read_facts_6(r, rr, msg)
    if kind == AUDIT:
        msg.key = _fixed(rr, C.KEY_BYTES)
        full = _read_json(r, MAX_JSON * 4, 10, "moves") or {}
        if not isinstance(full, dict) or not all(
                isinstance(k, str) and k.isdigit() and isinstance(v, list) for k, v in full.items()):
            raise LinkError("the audit's moves are not readable")
        msg.full = full
    if r.pos != len(r.data) or rr.pos != len(rr.data):
        raise LinkError("the link has extra data after its end")
    return msg


def _orders(game: Game, value: Any) -> dict[str, dict[str, str]]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise LinkError("the link's standing orders are not valid")
    out = {}
    for role, given in value.items():
        if role not in game.roles or not isinstance(given, dict):
            raise LinkError("the link's standing orders are not valid")
        try:
            game.check_orders(given)
        except ValueError as exc:
            raise LinkError(f"the link's standing orders are not valid ({exc})") from None
        out[role] = dict(given)
    return out


def _put_facts(out: bytearray, facts: dict[str, str], openings: dict[str, list[Any]]) -> None:
    """Format 4: the handles committed to (JSON) and their digests (binary,
    in that order); the openings as [handle, message, value] (JSON) and their
    salts (binary, in that order). Digests and salts are random bytes: as hex
    inside the deflated JSON they cost twice their size."""
    names = sorted(facts)
    _put_json(out, names)
    _put_blob(out, b"".join(bytes.fromhex(facts[h]) for h in names))
    opened = sorted(openings)
    _put_json(out, [[h, openings[h][0], openings[h][1]] for h in opened])
    _put_blob(out, b"".join(bytes.fromhex(openings[h][2]) for h in opened))


def _read_facts(r: Reader) -> tuple[dict[str, str], dict[str, list[Any]]]:
    names = _read_json(r, MAX_JSON, 1, "commitments") or []
    digests = r.blob(MAX_JSON)
    if (not isinstance(names, list) or not all(isinstance(h, str) and len(h) <= MAX_STRING for h in names)
            or len(set(names)) != len(names) or len(digests) != len(names) * C.FACT_BYTES):
        raise LinkError("the link's commitments are not valid")
    size = C.FACT_BYTES
    facts = {h: digests[i * size:(i + 1) * size].hex() for i, h in enumerate(names)}
    items = _read_json(r, MAX_JSON, 6, "openings") or []
    salts = r.blob(MAX_JSON)
    if (not isinstance(items, list) or len(salts) != len(items) * C.SALT_BYTES or not all(
            isinstance(it, list) and len(it) == 3 and isinstance(it[0], str) and len(it[0]) <= MAX_STRING
            and isinstance(it[1], int) and not isinstance(it[1], bool) for it in items)
            or len({it[0] for it in items}) != len(items)):
        raise LinkError("the link's openings are not valid")
    size = C.SALT_BYTES
    openings = {it[0]: [it[1], it[2], salts[i * size:(i + 1) * size].hex()] for i, it in enumerate(items)}
    return facts, openings


def fact_candidates(game: Game, state: State, sender: str) -> list[str]:
    """The handles a link of ``sender`` may commit to after its moves (T3.2):
    the sealed values ``sender`` may know and the other side may not (a
    shared deck's cards aside), sorted. Decided by ``may_know`` alone, so
    both devices list the same handles from their own copies of the state."""
    sealed = state.get("sealed", {})
    mine = game.may_know(state, sender)
    theirs = game.may_know(state, other_role(game, sender))
    shared = set(game.shared_deck(state))
    return sorted(h for h in mine - theirs if h in sealed and h not in shared)


def _put_facts_5(out: bytearray, msg: Message) -> None:
    """Format 5: which of ``msg.candidates`` are committed to (a bitmap,
    one bit per candidate in order) and their digests (binary, in that
    order); the openings as a JSON list in handle order, each the handle
    alone when the moves show its value (``msg.shown``) or [handle, value],
    and their salts (binary, in that order)."""
    if msg.candidates is None:
        # a decoded link written again (its commitments not resolved): as it came
        _put_blob(out, bytes(msg.fact_bits))
        _put_blob(out, b"".join(bytes.fromhex(d) for d in msg.fact_digests))
    else:
        names = msg.candidates
        if any(h not in names for h in msg.facts):
            raise ValueError("a commitment to a handle the receiver cannot list")
        _put_bits(out, names, msg.facts)
        _put_blob(out, b"".join(bytes.fromhex(msg.facts[h]) for h in names if h in msg.facts))
    opened = sorted(msg.openings)
    _put_json(out, [h if h in msg.shown else [h, msg.openings[h][1]] for h in opened])
    _put_blob(out, b"".join(bytes.fromhex(msg.openings[h][2]) for h in opened))


def _read_facts_5(r: Reader, msg: Message) -> None:
    bits = r.blob(MAX_JSON)
    digests = r.blob(MAX_JSON)
    count = sum(bin(b).count("1") for b in bits)
    if len(digests) != count * C.FACT_BYTES:
        raise LinkError("the link's commitments are not valid")
    size = C.FACT_BYTES
    msg.fact_bits = bits
    msg.fact_digests = [digests[i * size:(i + 1) * size].hex() for i in range(count)]
    items = _read_json(r, MAX_JSON, 6, "openings") or []
    salts = r.blob(MAX_JSON)
    if not isinstance(items, list) or len(salts) != len(items) * C.SALT_BYTES:
        raise LinkError("the link's openings are not valid")
    size = C.SALT_BYTES
    for i, it in enumerate(items):
        if isinstance(it, list) and len(it) == 2 and isinstance(it[0], str):
            handle, value = it
        elif isinstance(it, str):
            handle, value = it, None
            msg.shown.add(handle)
        else:
            raise LinkError("the link's openings are not valid")
        if len(handle) > MAX_STRING or handle in msg.openings:
            raise LinkError("the link's openings are not valid")
        msg.openings[handle] = [-1, value, salts[i * size:(i + 1) * size].hex()]


def _put_bits(out: bytearray, names: list[str], chosen: Any) -> None:
    bits = bytearray((len(names) + 7) // 8)
    for i, h in enumerate(names):
        if h in chosen:
            bits[i // 8] |= 1 << (i % 8)
    _put_blob(out, bytes(bits))


def _chosen(bits: bytes, names: list[str], what: str) -> list[str]:
    if len(bits) != (len(names) + 7) // 8 or (len(names) % 8 and bits[-1] >> (len(names) % 8)):
        raise LinkError(f"the link {what}")
    return [h for i, h in enumerate(names) if bits[i // 8] >> (i % 8) & 1]


def _put_facts_6(out: bytearray, tail: bytearray, msg: Message) -> None:
    """Format 6: the commitments as in format 5; then the openings the moves
    do not show, as a JSON list of [handle, value] in handle order; a bitmap
    over ``msg.shown_order`` of the ones they show. The digests, then the
    salts (12 bytes each: those of the list, then those of the bitmap) go
    to ``tail``, their number told by the bitmaps and the list."""
    if msg.candidates is None:
        _put_blob(out, bytes(msg.fact_bits))
        digests = list(msg.fact_digests)
    else:
        if any(h not in msg.candidates for h in msg.facts):
            raise ValueError("a commitment to a handle the receiver cannot list")
        _put_bits(out, msg.candidates, msg.facts)
        every = [msg.facts[h] for h in msg.candidates if h in msg.facts]
        # all of them, or ``inline``; a decoded link's owed ones are "" (resolve_facts), last
        inline = sum(1 for d in every if d) if msg.inline is None else msg.inline
        digests = every[:inline]
        if msg.format >= 8:
            msg.owed = len(every) - inline
            if not msg.owed:
                msg.seal = b""
            elif all(every):
                msg.seal = seal(msg.uid, msg.sender, msg.number, every)
    if msg.format >= 8:
        if bool(msg.owed) != bool(msg.seal):
            raise ValueError("a seal without commitments owed, or commitments owed without one")
        put_varint(out, msg.owed)
        put_varint(out, len(msg.paid))
        put_varint(out, len(msg.attached))
        digests += ([msg.seal.hex()] if msg.seal else []) + msg.paid + msg.attached
    elif len(digests) != len(msg.facts) and msg.candidates is not None:
        raise ValueError("every commitment goes in a link before format 8")
    tail += b"".join(bytes.fromhex(d) for d in digests)
    listed = sorted(h for h in msg.openings if h not in msg.shown)
    _put_json(out, [[h, msg.openings[h][1]] for h in listed])
    if msg.shown_order is None:
        _put_blob(out, bytes(msg.shown_bits))
        shown_salts = list(msg.shown_salts)
    else:
        if any(h not in msg.shown_order for h in msg.shown):
            raise ValueError("an opening of a value the moves do not show first")
        _put_bits(out, msg.shown_order, msg.shown)
        # format 7: no salt for a value opened to the receiver before (its opening is None)
        shown_salts = [msg.openings[h][2] for h in msg.shown_order
                       if h in msg.shown and msg.openings[h][2] is not None]
        if msg.format < 7 and len(shown_salts) != len(msg.shown):
            raise ValueError("an opening without its salt")
    tail += b"".join(bytes.fromhex(x) for x in [msg.openings[h][2] for h in listed] + shown_salts)


def _read_facts_6(r: Reader, rr: Reader, msg: Message) -> None:
    bits = r.blob(MAX_JSON)
    count = sum(bin(b).count("1") for b in bits)
    size = C.FACT_BYTES
    paid = attached = 0
    if msg.format >= 8:
        msg.owed = r.varint(count)
        paid = r.varint(MAX_MESSAGES)
        attached = r.varint(MAX_MESSAGES)
    digests = _fixed(rr, (count - msg.owed) * size)
    msg.fact_bits = bits
    msg.fact_digests = [digests[i * size:(i + 1) * size].hex() for i in range(count - msg.owed)]
    if msg.owed:
        msg.seal = _fixed(rr, size)
    more = _fixed(rr, (paid + attached) * size)
    more_hex = [more[i * size:(i + 1) * size].hex() for i in range(paid + attached)]
    msg.paid, msg.attached = more_hex[:paid], more_hex[paid:]
    items = _read_json(r, MAX_JSON, 6, "openings") or []
    shown_bits = r.blob(MAX_JSON)
    if not isinstance(items, list):
        raise LinkError("the link's openings are not valid")
    size = fact_salt_bytes(6)
    shown = sum(bin(b).count("1") for b in shown_bits)
    if msg.format >= 7:
        # as many salts as the bitmap's values not opened before: the rest of the link
        shown = (len(rr.data) - rr.pos) // size - len(items)
        if shown < 0 or (len(rr.data) - rr.pos) % size:
            raise LinkError("the link is cut short")
    salts = _fixed(rr, (len(items) + shown) * size)
    parts = [salts[i * size:(i + 1) * size].hex() for i in range(len(items) + shown)]
    for it, salt in zip(items, parts):
        if not (isinstance(it, list) and len(it) == 2 and isinstance(it[0], str)) \
                or len(it[0]) > MAX_STRING or it[0] in msg.openings:
            raise LinkError("the link's openings are not valid")
        msg.openings[it[0]] = [-1, it[1], salt]
    msg.shown_bits = shown_bits
    msg.shown_salts = parts[len(items):]


def resolve_shown(msg: Message, order: list[str], opened: Any = ()) -> list[str]:
    """A format-6 link's openings of values its moves show: its bitmap read
    over ``order`` (the committed handles in the order the replayed moves
    first showed them); each goes into ``msg.openings`` (its value still to
    be filled from the moves) and ``msg.shown``. From format 7 a handle in
    ``opened`` (its commitment opened to the receiver before) takes no salt:
    its opening's salt is None. ``LinkError`` when the bitmap does not fit."""
    if msg.format < 6:
        return sorted(msg.shown)
    chosen = _chosen(msg.shown_bits, order, "opens values its moves do not show")
    salts = iter(msg.shown_salts)
    for h in chosen:
        if h in msg.openings:
            raise LinkError("the link opens one commitment twice")
        salt = None if msg.format >= 7 and h in opened else next(salts, None)
        if salt is None and not (msg.format >= 7 and h in opened):
            raise LinkError("the link opens more values than it has salts for")
        msg.openings[h] = [-1, None, salt]
        msg.shown.add(h)
    if next(salts, None) is not None:
        raise LinkError("the link has salts for values it does not open")
    return chosen


def resolve_facts(msg: Message, candidates: list[str]) -> dict[str, str]:
    """A format-5 link's commitments by handle, its bitmap read over
    ``candidates`` (``fact_candidates`` of the state after its moves);
    ``LinkError`` when the bitmap does not fit them."""
    if msg.format < 5:
        return msg.facts
    chosen = _chosen(msg.fact_bits, candidates, "commits to hidden values the position does not have")
    # format 8: the commitments owed under the link's seal are "" until paid (T3.6)
    msg.facts = dict(zip(chosen, msg.fact_digests + [""] * msg.owed))
    return msg.facts


def seal(uid: str, role: str, number: int, digests: list[str]) -> bytes:
    """Format 8 (T3.6): the digest that binds ``role`` in link ``number`` to
    all of that link's commitments to hidden values (``digests``, hex, in the
    order of its bitmap) while most of them are still to come: 128 bits,
    as binding as each of them."""
    return C.commitment(uid, role, "seal", number, b"", b"".join(bytes.fromhex(d) for d in digests))[:C.FACT_BYTES]


def _facts(value: Any) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and len(k) <= MAX_STRING and isinstance(v, str)
            and len(v) in (2 * C.FACT_BYTES, 2 * C.DIGEST_BYTES) for k, v in value.items()):
        raise LinkError("the link's commitments are not valid")
    try:
        for v in value.values():
            bytes.fromhex(v)
    except ValueError:
        raise LinkError("the link's commitments are not valid") from None
    return dict(value)


def _openings(value: Any) -> dict[str, list[Any]]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise LinkError("the link's openings are not valid")
    for k, v in value.items():
        if (not isinstance(k, str) or not isinstance(v, list) or len(v) != 3
                or not isinstance(v[0], int) or isinstance(v[0], bool)
                or not isinstance(v[2], str) or len(v[2]) != 2 * C.SALT_BYTES):
            raise LinkError("the link's openings are not valid")
        try:
            bytes.fromhex(v[2])
        except ValueError:
            raise LinkError("the link's openings are not valid") from None
    return dict(value)


def look(text: Any, games: Any) -> Match:
    """The game a turn link shows, read-only, for a device that does not
    hold it (T1.2): rebuilt from the link's position and moves. Only a game
    without secrets carries a position; for a sealed game, or a link of
    another kind, ``LinkError`` says it must be opened on its player's device."""
    msg = decode(text, games)
    game = msg.game
    if msg.kind != TURN or game.sealed or not msg.position:
        raise LinkError(f"this link can only be opened on {msg.receiver}'s device, in the game "
                        "it belongs to")
    start = decode_state(game, msg.position)
    seed = C.segment_seed(msg.uid, msg.number, msg.secret, msg.used_clear)
    try:
        m = Match(game, msg.scenario, msg.options, seed, start=start, start_index=msg.start_ply,
                  uid=msg.uid)
        m.reseed(seed)
        for number, (role, index) in enumerate(msg.moves[:-1] if msg.bound else msg.moves,
                                               msg.start_ply + 1):   # a bound move: no dice yet (T2.7)
            legal = m.legal(role)
            if not isinstance(index, int) or index >= len(legal):
                raise LinkError(f"there is no such move for {role} here", move=number)
            m.play(role, legal[index], legal)
    except Illegal as exc:
        raise LinkError(exc.reason, rule=exc.rule) from None
    if public_hash(game, m.state) != msg.hash:
        raise LinkError("the link's moves do not reach the position it reports", rule="T2.4")
    return m


class One:
    """A registry of one game, for decoding our own links."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def get(self, game_id: str) -> Game:
        if game_id != self.game.id:
            raise KeyError(game_id)
        return self.game
