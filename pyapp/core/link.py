"""Links and saves: a match packed into a URL fragment, and back.

Layout of the bytes behind the base64url text (format 2)::

    header   format version (1 byte: 2; format 1 is still read),
             form (1 byte: 0 whole game, 1 from a position; +2 when the body
             is stored rather than deflated),
             game id (varint length + ASCII)
    body     raw deflate (with the game's ``state_dict`` as preset dictionary)
             or, when that is no shorter, the bytes themselves, of:
               rules version                      (varint length + UTF-8)
               scenario                           (varint: its place in game.scenarios)
               options                            (varint bit mask, sorted ids)
               seed                               (varint)
               game identity, ``Match.uid``       (varint length + up to 32 of
                                                   A-Z a-z 0-9 _ -; format 2 only:
                                                   a format-1 link has none, "")
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
problem raises ``LinkError`` (and nothing else) naming what is wrong (and,
for a refused move, the move number and the rule). ``peek`` reads the header
and the first fields alone, without replaying anything.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from .errors import Illegal, LinkError
from .game import Game, State, canonical_json
from .match import UID_CHARS, UID_MAX, Match
from .packing import put_varint

FORMAT_VERSION = 2          # what encode writes
FORMATS = (1, 2)            # what decode reads (format 1: no game identity)
WHOLE, POSITION = 0, 1
STORED = 2

MAX_TEXT = 400_000          # characters of base64 accepted at all
MAX_BODY = 2_000_000        # bytes after decompression (a bomb stops here)
MAX_MOVES = 200_000
MAX_STATE = 200_000         # bytes of a packed position
MAX_STRING = 200
MAX_ORDERS = 4096           # bytes of the standing orders' JSON
MAX_JSON_DEPTH = 64         # nesting of a position read as JSON (orders: 2)


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

    def text(self, limit: int = MAX_STRING) -> str:
        try:
            return self.blob(limit).decode("utf-8")
        except UnicodeDecodeError:
            raise LinkError("the link holds unreadable text") from None


def _put_text(out: bytearray, text: str) -> None:
    raw = text.encode("utf-8")
    put_varint(out, len(raw))
    out += raw


def json_depth(data: bytes | bytearray, limit: int) -> bool:
    """True when the JSON text ``data`` nests no deeper than ``limit`` (arrays
    and objects, strings skipped), so ``json.loads`` of it cannot recurse
    without end; it says nothing of whether ``data`` is valid JSON."""
    depth = 0
    in_string = escaped = False
    for byte in data:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:          # backslash
                escaped = True
            elif byte == 0x22:          # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):      # [ {
            depth += 1
            if depth > limit:
                return False
        elif byte in (0x5D, 0x7D):      # ] }
            depth -= 1
    return True


def _show(value: Any) -> str:
    """A short, safe rendering of a value read from a link, for a message."""
    if isinstance(value, str):
        return repr(value[:40])
    return type(value).__name__


# State packing ---------------------------------------------------------------

def encode_state(game: Game, state: State) -> bytes:
    """A state as bytes: the game's own packer if it has one, else canonical JSON."""
    packer = getattr(game, "encode_state", None)
    if packer is not None:
        packed: bytes = packer(state)
        return packed
    return canonical_json(state)


def decode_state(game: Game, data: Any) -> State:
    """The state packed in ``data`` (by ``encode_state``), checked by the
    game's ``check_state``; ``LinkError`` for anything else."""
    if not isinstance(data, (bytes, bytearray)):
        raise LinkError("the position in the link is not valid (not bytes)")
    unpacker = getattr(game, "decode_state", None)
    state: State
    try:
        if unpacker is not None:
            state = unpacker(bytes(data))
        else:
            if not json_depth(data, MAX_JSON_DEPTH):
                raise ValueError("nested too deeply")
            state = json.loads(bytes(data).decode("utf-8"))
        if not isinstance(state, dict):
            raise ValueError("not a game state")
        game.check_state(state)
        holds = getattr(game, "holds", None)
        if game.sealed and holds is not None and not all(holds(state, r) for r in game.roles):
            # T6: a link's position is the whole game, every side's secrets with it (a state as
            # one device of a game between two devices holds it is never a link's)
            raise ValueError("it lacks a side's hidden values, which a whole game holds")
    except LinkError:
        raise
    except Exception as exc:
        # ValueError is the contract (check_state); anything else is the
        # game's own unpacker or check failing on bytes it never wrote.
        raise LinkError(f"the position in the link is not valid ({_reason(exc)})") from None
    return state


def _reason(exc: BaseException) -> str:
    """An exception's message, short and safe, for a LinkError's reason."""
    try:
        text = str(exc)
    except Exception:
        text = ""
    text = text[:120] or type(exc).__name__
    return text


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
    """The fragment text (without '#') for ``match``, in format 2.

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
        raise ValueError(f"unknown link form {_show(form)}")
    if ply is not None:
        start_ply = ply
    kind = WHOLE if start_ply == 0 else POSITION

    body = bytearray()
    _put_text(body, game.rules_version)
    put_varint(body, list(game.scenarios).index(match.scenario))
    put_varint(body, _option_mask(game, match.options))
    put_varint(body, match.seed)
    _put_text(body, getattr(match, "uid", ""))
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


def fragment_of(text: Any) -> str:
    """The fragment part of a pasted link, a '#fragment' or a bare fragment."""
    if not isinstance(text, str):
        raise LinkError("a link must be text")
    return _fragment(text)


def _fragment(text: str) -> str:
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


class _Head:
    """The header and the first fields of a link's body."""

    def __init__(self, version: int, kind: int, game: Game, body: Reader) -> None:
        self.version = version
        self.kind = kind
        self.game = game
        self.body = body            # positioned after the CRC-checked fields read so far
        self.rules_version = ""
        self.scenario = ""
        self.options: dict[str, bool] = {}
        self.seed = 0
        self.uid = ""


def _open(text: Any, games: Any) -> _Head:
    """Unpack a link: header checked, body inflated and its checksum checked."""
    text = fragment_of(text)
    if len(text) > MAX_TEXT:
        raise LinkError("the link is too long to be one of ours")
    raw = _b64decode(text)
    if len(raw) < 3:
        raise LinkError("the link is cut short")
    version, kind = raw[0], raw[1]
    if version not in FORMATS:
        raise LinkError(f"the link was made by another version of this site (format {version}, "
                        f"this site reads formats {FORMATS[0]} to {FORMATS[-1]})")
    stored = bool(kind & STORED)
    kind &= ~STORED
    if kind not in (WHOLE, POSITION):
        raise LinkError("the link is damaged (unknown form)")
    head = Reader(raw)
    head.pos = 2
    game = game_of(head, games)
    body = checked_body(game, raw[head.pos:], stored)
    return _Head(version, kind, game, Reader(body))


def game_of(head: Reader, games: Any) -> Game:
    """The game a link's header names (read at ``head``), from the registry."""
    game_id = head.text(64)
    try:
        game: Game = games.get(game_id)
    except (KeyError, ValueError, TypeError, LookupError):
        raise LinkError(f"the link is for a game this site does not have ({game_id[:40]!r})") from None
    return game


def checked_body(game: Game, data: bytes, stored: bool = False, zdict: bytes | None = None,
                 tail: bytearray | None = None) -> bytes:
    """A link's body: inflated (with the game's preset dictionary, or
    ``zdict`` when given) unless ``stored``, capped against bombs, its CRC-32
    checked and removed. With ``tail``, the bytes after the deflated stream
    (random bytes a link stores as they are) go into it, and the CRC-32
    covers them too."""
    if zdict is None:
        zdict = game.state_dict
    if stored:
        body = data
    else:
        try:
            deco = zlib.decompressobj(-15, **({"zdict": zdict} if zdict else {}))
            body = deco.decompress(data, MAX_BODY)
            if deco.unconsumed_tail:
                raise LinkError("the link unpacks to more than any game needs")
            body += deco.flush()
        except zlib.error:
            raise LinkError("the link is damaged (it does not unpack)") from None
        if len(body) > MAX_BODY:
            raise LinkError("the link unpacks to more than any game needs")
        if not deco.eof:
            raise LinkError("the link is cut short")
        if tail is not None:
            tail += deco.unused_data
        elif deco.unused_data:
            raise LinkError("the link has extra data after its end")
    if len(body) < 4 or zlib.crc32(body[:-4] + bytes(tail or b"")).to_bytes(4, "big") != body[-4:]:
        raise LinkError("the link is damaged (its checksum does not match)")
    return body[:-4]


def _read_fields(h: _Head, strict: bool = True) -> None:
    """Read rules version, scenario, options, seed and (format 2) identity.
    ``strict``: refuse a link made under another rules version (``peek``
    reads on, as far as the fields still make sense)."""
    game, r = h.game, h.body
    h.rules_version = r.text()
    same_rules = h.rules_version == game.rules_version
    if strict and not same_rules:
        raise LinkError(f"the link was made under rules version {h.rules_version[:20]!r} of "
                        f"{game.title}; this site plays version {game.rules_version!r}")
    scenarios = list(game.scenarios)
    which = r.varint()
    if which < len(scenarios):
        h.scenario = scenarios[which]
    elif same_rules:
        raise LinkError(f"the link names a scenario {game.title} does not have")
    mask = r.varint()
    option_ids = sorted(game.options)
    if mask >> len(option_ids) and same_rules:
        raise LinkError("the link sets an option this game does not have")
    h.options = {key: bool(mask >> bit & 1) for bit, key in enumerate(option_ids)}
    h.seed = r.varint()
    if h.version >= 2:
        uid = r.text(UID_MAX)
        if not UID_CHARS.issuperset(uid):
            raise LinkError("the link's game identity is not valid")
        h.uid = uid


def peek(text: Any, games: Any) -> dict[str, Any]:
    """What a link is, without replaying it: ``{"game", "rules_version",
    "uid", "format", "scenario", "seed"}`` (``scenario`` is "" when a link
    made under another rules version names one this version does not have).
    A link made under another rules version is read, not refused (the caller
    compares ``rules_version`` with the game's); anything damaged raises
    ``LinkError``."""
    h = _open(text, games)
    _read_fields(h, strict=False)
    return {"game": h.game.id, "rules_version": h.rules_version, "uid": h.uid,
            "format": h.version, "scenario": h.scenario, "seed": h.seed}


def decode(text: Any, games: Any) -> Opened:
    """Rebuild the match a link holds. ``games`` is the registry (``pyapp.games``).
    Raises ``LinkError`` and nothing else."""
    h = _open(text, games)
    _read_fields(h)
    game, r = h.game, h.body

    start_ply = 0
    start = None
    if h.kind == POSITION:
        start_ply = r.varint(MAX_MOVES)
        start = decode_state(game, r.blob(MAX_STATE))
    try:
        match = Match(game, h.scenario, h.options, h.seed, start=start, start_index=start_ply,
                      uid=h.uid)
        start_hash = match.hash()
    except Illegal as exc:
        raise LinkError(f"the link's game cannot be set up: {exc.reason}", rule=exc.rule) from None
    except Exception as exc:  # the game's setup or copy broke on the position it was given
        raise LinkError(f"the position in the link is not valid ({_reason(exc)})") from None

    count = r.varint(MAX_MOVES)
    if count > len(r.data) - r.pos:
        raise LinkError("the link is cut short")     # every move takes a byte at least
    for n in range(count):
        _replay(match, r, start_ply + n + 1)
    _read_orders(match, r)
    if r.pos != len(r.data):
        raise LinkError("the link has extra data after its moves")
    return Opened(match, start_ply, start_hash)


def _replay(match: Match, r: Reader, number: int) -> None:
    """Read and play move ``number``: any refusal, or any failure of the
    game's rules on it, is a LinkError naming the move (and its rule)."""
    game = match.game
    try:
        active = game.active(match.state)
        if not isinstance(active, list) or not all(isinstance(a, str) for a in active):
            raise TypeError("the game's active() is not a list of roles")
    except Exception as exc:
        raise LinkError(f"the position in the link is not valid ({_reason(exc)})", move=number) from None
    if not active:
        raise LinkError("the game was already over", move=number, rule=_result_rule(game, match))
    role = active[0]
    if len(active) > 1:
        which = r.varint()
        if which >= len(active):
            raise LinkError("the move is made by a player who may not act", move=number)
        role = active[which]
    index = r.varint()
    try:
        legal = game.legal(match.state, role)
    except Exception as exc:
        raise LinkError(f"the position in the link is not valid ({_reason(exc)})", move=number) from None
    if index >= len(legal):
        # No move was made to refuse: the rule named is the one of the
        # decision the move should have been (the prompt's).
        raise LinkError(f"there is no such move for {role} here", move=number,
                        rule=_prompt_rule(game, match, role))
    try:
        match.play(role, legal[index], legal)
    except Illegal as exc:
        raise LinkError(exc.reason, move=number, rule=exc.rule) from None
    except Exception as exc:
        # A position that passed check_state yet breaks the rules engine.
        raise LinkError(f"the rules could not play this move ({_reason(exc)})", move=number) from None


def _result_rule(game: Game, match: Match) -> str:
    try:
        result = game.result(match.state)
        rule = result.get("rule", "") if isinstance(result, dict) else ""
    except Exception:       # the rule is a courtesy; the refusal stands without it
        return ""
    return rule[:20] if isinstance(rule, str) else ""


def _prompt_rule(game: Game, match: Match, role: str) -> str:
    try:
        prompt = game.prompt(match.state, role)
        rule = prompt.get("rule", "") if isinstance(prompt, dict) else ""
    except Exception:       # the rule is a courtesy; the refusal stands without it
        return ""
    return rule[:20] if isinstance(rule, str) else ""


def _read_orders(match: Match, r: Reader) -> None:
    """Standing orders: ``{role: {order: choice}}``, each checked by the game."""
    at = r.pos
    if r.varint() > MAX_ORDERS:
        raise LinkError("the link's standing orders are too long")
    r.pos = at
    raw = r.blob(MAX_ORDERS)
    if not raw:
        return
    try:
        if not json_depth(raw, 2):
            raise ValueError("nested too deeply")
        orders = json.loads(raw.decode("utf-8"))
        if not isinstance(orders, dict):
            raise ValueError("not a mapping")
        for role, given in orders.items():
            if not isinstance(given, dict) or not given:
                raise ValueError(f"the orders of {_show(role)} are not a mapping")
            match.set_orders(role, given)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise LinkError(f"the link's standing orders are not valid ({_reason(exc)})",
                        rule=getattr(exc, "rule", "")) from None
