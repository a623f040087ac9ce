"""Links and saves: a match packed into a URL fragment, and back.

Layout of the bytes behind the base64url text::

    header   format version (1 byte), form (1 byte: 0 whole game, 1 from a
             position; +2 when the body is stored rather than deflated),
             game id (varint length + ASCII)
    body     raw deflate (with the game's ``state_dict`` as preset dictionary)
             or, when that is no shorter, the bytes themselves, of:
               rules version                      (varint length + UTF-8)
               scenario                           (varint: its place in game.scenarios)
               options                            (varint bit mask, sorted ids)
               seed                               (varint)
               form 1 only: ply of the position   (varint)
                            the position          (varint length + bytes)
               number of moves                    (varint)
               each move: role index (only when several roles may act)
                          and action index among legal() (varints)
               standing orders                    (varint length + canonical JSON,
                                                   0 when none)
               CRC-32 of all the above            (4 bytes, big-endian)

Whole-game links replay from the setup; position-form links ("turn links")
start from the state the receiver last saw, so they stay short all game.
Decoding is strict: every cap is checked before work is done, and every
problem raises ``LinkError`` naming what is wrong (and, for a refused move,
the move number and the rule).
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from .errors import Illegal, LinkError
from .game import Game, State, canonical_json
from .match import Match
from .packing import put_varint

FORMAT_VERSION = 1
WHOLE, POSITION = 0, 1
STORED = 2

MAX_TEXT = 400_000          # characters of base64 accepted at all
MAX_BODY = 2_000_000        # bytes after decompression (a bomb stops here)
MAX_MOVES = 200_000
MAX_STATE = 200_000         # bytes of a packed position
MAX_STRING = 200


# Varints: put_varint comes from the packer (pyapp.core.packing) ----------------


class Reader:
    """Reads the pieces of a body, raising LinkError when it runs short."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def varint(self, limit: int = 1 << 63) -> int:
        value = shift = 0
        while True:
            if self.pos >= len(self.data):
                raise LinkError("the link is cut short")
            byte = self.data[self.pos]
            self.pos += 1
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                break
            shift += 7
            if shift > 63:
                raise LinkError("the link holds a number that is too large")
        if value > limit:
            raise LinkError("the link holds a number that is too large")
        return value

    def blob(self, limit: int) -> bytes:
        size = self.varint(limit)
        if self.pos + size > len(self.data):
            raise LinkError("the link is cut short")
        chunk = self.data[self.pos:self.pos + size]
        self.pos += size
        return chunk

    def text(self) -> str:
        try:
            return self.blob(MAX_STRING).decode("utf-8")
        except UnicodeDecodeError:
            raise LinkError("the link holds unreadable text") from None


def _put_text(out: bytearray, text: str) -> None:
    raw = text.encode("utf-8")
    put_varint(out, len(raw))
    out += raw


# State packing ---------------------------------------------------------------

def encode_state(game: Game, state: State) -> bytes:
    """A state as bytes: the game's own packer if it has one, else canonical JSON."""
    packer = getattr(game, "encode_state", None)
    if packer is not None:
        packed: bytes = packer(state)
        return packed
    return canonical_json(state)


def decode_state(game: Game, data: bytes) -> State:
    unpacker = getattr(game, "decode_state", None)
    state: State
    try:
        if unpacker is not None:
            state = unpacker(data)
        else:
            state = json.loads(data.decode("utf-8"))
        game.check_state(state)
    except LinkError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, UnicodeDecodeError, RecursionError) as exc:
        raise LinkError(f"the position in the link is not valid ({exc})") from None
    return state


# Encoding --------------------------------------------------------------------

def _b64encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _b64decode(text: str) -> bytes:
    if any(c not in _B64_CHARS for c in text):
        raise LinkError("the link holds characters that do not belong in it")
    if len(text) % 4 == 1:
        raise LinkError("the link is cut short")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise LinkError("the link is damaged") from None


_B64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def _option_mask(game: Game, options: dict[str, bool]) -> int:
    mask = 0
    for bit, key in enumerate(sorted(game.options)):
        if options.get(key):
            mask |= 1 << bit
    return mask


def encode(match: Match, form: str = "whole", ply: int | None = None) -> str:
    """The fragment text (without '#') for ``match``.

    ``form`` is "whole" (from the match's own start), "turn" (from where the
    receiver last saw the game: see ``Match.turn_start``) or "position" (the
    current position alone, no moves).
    """
    game = match.game
    if form == "whole":
        start_ply = match.start_index
    elif form == "turn":
        start_ply = match.turn_start()
    elif form == "position":
        start_ply = match.ply
    else:
        raise ValueError(f"unknown link form {form!r}")
    if ply is not None:
        start_ply = ply
    kind = WHOLE if start_ply == 0 else POSITION

    body = bytearray()
    _put_text(body, game.rules_version)
    put_varint(body, list(game.scenarios).index(match.scenario))
    put_varint(body, _option_mask(game, match.options))
    put_varint(body, match.seed)
    if kind == POSITION:
        put_varint(body, start_ply)
        packed = encode_state(game, match.position(start_ply))
        put_varint(body, len(packed))
        body += packed
    moves = match.moves[start_ply - match.start_index:]
    put_varint(body, len(moves))
    for move in moves:
        if move.among:
            put_varint(body, move.among.index(move.role))
        put_varint(body, move.index)
    orders = canonical_json(match.orders) if match.orders else b""
    put_varint(body, len(orders))
    body += orders
    body += zlib.crc32(bytes(body)).to_bytes(4, "big")

    comp = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY,
                            **({"zdict": game.state_dict} if game.state_dict else {}))
    deflated = comp.compress(bytes(body)) + comp.flush()
    stored = len(deflated) >= len(body)
    header = bytearray([FORMAT_VERSION, kind | (STORED if stored else 0)])
    _put_text(header, game.id)
    return _b64encode(bytes(header) + (bytes(body) if stored else deflated))


# Decoding --------------------------------------------------------------------

class Opened:
    """What a link held: the match rebuilt from it, and where it started."""

    def __init__(self, match: Match, start_ply: int, start_hash: str) -> None:
        self.match = match
        self.start_ply = start_ply        # 0 for a whole-game link
        self.start_hash = start_hash      # state hash of the position it starts from


def fragment_of(text: str) -> str:
    """The fragment part of a pasted link, a '#fragment' or a bare fragment."""
    if not isinstance(text, str):
        raise LinkError("a link must be text")
    if len(text) > MAX_TEXT + 4096:
        raise LinkError("the link is too long to be one of ours")
    text = text.strip()
    if "#" in text:
        text = text.split("#", 1)[1]
    if text.startswith("g="):
        text = text[2:]
    if not text:
        raise LinkError("the link is empty")
    return text


def decode(text: str, games: Any) -> Opened:
    """Rebuild the match a link holds. ``games`` is the registry (``pyapp.games``)."""
    from .game import state_hash

    text = fragment_of(text)
    if len(text) > MAX_TEXT:
        raise LinkError("the link is too long to be one of ours")
    raw = _b64decode(text)
    if len(raw) < 3:
        raise LinkError("the link is cut short")
    version, kind = raw[0], raw[1]
    stored = bool(kind & STORED)
    kind &= ~STORED
    if version != FORMAT_VERSION:
        raise LinkError(f"the link was made by another version of this site (format {version}, "
                        f"this site reads format {FORMAT_VERSION})")
    if kind not in (WHOLE, POSITION):
        raise LinkError("the link is damaged (unknown form)")
    head = Reader(raw)
    head.pos = 2
    game_id = head.text()
    try:
        game = games.get(game_id)
    except KeyError:
        raise LinkError(f"the link is for a game this site does not have ({game_id[:40]!r})") from None

    if stored:
        body = raw[head.pos:]
    else:
        deco = zlib.decompressobj(-15, **({"zdict": game.state_dict} if game.state_dict else {}))
        try:
            body = deco.decompress(raw[head.pos:], MAX_BODY)
            if deco.unconsumed_tail:
                raise LinkError("the link unpacks to more than any game needs")
            body += deco.flush()
        except zlib.error:
            raise LinkError("the link is damaged (it does not unpack)") from None
        if not deco.eof:
            raise LinkError("the link is cut short")
        if deco.unused_data:
            raise LinkError("the link has extra data after its end")
    if len(body) < 4 or zlib.crc32(body[:-4]).to_bytes(4, "big") != body[-4:]:
        raise LinkError("the link is damaged (its checksum does not match)")
    r = Reader(body[:-4])

    rules_version = r.text()
    if rules_version != game.rules_version:
        raise LinkError(f"the link was made under rules version {rules_version[:20]!r} of "
                        f"{game.title}; this site plays version {game.rules_version!r}")
    scenarios = list(game.scenarios)
    which = r.varint()
    if which >= len(scenarios):
        raise LinkError(f"the link names a scenario {game.title} does not have")
    scenario = scenarios[which]
    mask = r.varint()
    option_ids = sorted(game.options)
    if mask >> len(option_ids):
        raise LinkError("the link sets an option this game does not have")
    options = {key: bool(mask >> bit & 1) for bit, key in enumerate(option_ids)}
    seed = r.varint()

    start_ply = 0
    start = None
    if kind == POSITION:
        start_ply = r.varint(MAX_MOVES)
        start = decode_state(game, r.blob(MAX_STATE))
    try:
        match = Match(game, scenario, options, seed, start=start, start_index=start_ply)
    except Illegal as exc:
        raise LinkError(f"the link's game cannot be set up: {exc.reason}", rule=exc.rule) from None
    except (ValueError, TypeError, KeyError, IndexError) as exc:
        raise LinkError(f"the position in the link is not valid ({exc})") from None
    start_hash = match.hash()

    count = r.varint(MAX_MOVES)
    for n in range(count):
        number = start_ply + n + 1
        try:
            active = game.active(match.state)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise LinkError(f"the position in the link is not valid ({exc!r})", move=number) from None
        if not active:
            raise LinkError("the game was already over", move=number)
        role = active[0]
        if len(active) > 1:
            which = r.varint()
            if which >= len(active):
                raise LinkError("the move is made by a player who may not act", move=number)
            role = active[which]
        index = r.varint()
        try:
            legal = game.legal(match.state, role)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise LinkError(f"the position in the link is not valid ({exc!r})", move=number) from None
        if index >= len(legal):
            raise LinkError(f"there is no such move for {role} here", move=number)
        try:
            match.play(role, legal[index], legal)
        except Illegal as exc:
            raise LinkError(exc.reason, move=number, rule=exc.rule) from None
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            # A position that passed check_state yet breaks the rules engine.
            raise LinkError(f"the position in the link is not valid ({exc!r})", move=number) from None
    raw_orders = r.blob(4096)
    if raw_orders:
        try:
            orders = json.loads(raw_orders.decode("utf-8"))
            if not isinstance(orders, dict):
                raise ValueError("not a mapping")
            for role, given in orders.items():
                match.set_orders(role, given)
        except (ValueError, UnicodeDecodeError, Illegal) as exc:
            raise LinkError(f"the link's standing orders are not valid ({exc})") from None
    if r.pos != len(r.data):
        raise LinkError("the link has extra data after its moves")
    return Opened(match, start_ply, start_hash)
