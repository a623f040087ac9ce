"""JSON values as compact bytes, for the positions that links carry.

A ``Packer`` is made from a game's word list (box ids, unit kinds, phases,
log words: any number of them). It packs any JSON value (None, bool, int of
any sign and size, str, list, dict with str keys; a tuple packs as a list)
so that ``decode(encode(x)) == x``, a word as its number instead of its
letters. A game packs the bulk of its state by hand (a few bytes per unit)
through a ``Record``: a dict of known keys, each either packed generically
or by a ``Field`` the game writes, plus any other keys generically.

Byte format of a value (one tag byte, then what the tag says)::

    0 null   1 false   2 true   3 ""   4 []   5 {}
    6    int n >= 112          varint(n - 112)
    7    int n < 0             varint(-1 - n)
    8    word number i >= 128  varint(i - 128)
    9    other string          varint(byte length) + UTF-8
    10   list of n >= 1 items  varint(n - 1), then the items
    11   dict of n >= 1 keys   varint(n - 1), then key, value, ... in key
                               order; a key is varint(i + 1) for word i, or
                               0 + varint(byte length) + UTF-8
    12..15                     not used (refused)
    16..127  the ints 0..111 in one byte
    128..255 the words 0..127 in one byte

Varints are little-endian base 128 (7 bits a byte, high bit: more follows).
Every value has exactly one encoding, and decoding accepts only that one:
``encode(decode(data)) == data`` whenever ``decode`` accepts ``data``.

A ``Record`` (a state) is a varint bit mask of which known keys are present,
then their values in the order given (each by its field's own packer, or
generically), then a dict of the remaining keys, generically (``{}``: one
byte).

Decoding is strict: depth, items per list or dict, string length and int
size are capped; a truncated input, trailing bytes, an unknown tag, a
non-canonical form: all raise ``ValueError`` and nothing else. Encoding a
value over a cap raises ``ValueError`` too (so whatever encodes, decodes);
a value that is not JSON raises ``TypeError``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple, TypeAlias, Union

Json: TypeAlias = Union[None, bool, int, str, list["Json"], dict[str, "Json"]]

(T_NULL, T_FALSE, T_TRUE, T_EMPTY_STR, T_EMPTY_LIST, T_EMPTY_DICT, T_INT, T_NEG, T_WORD,
 T_STR, T_LIST, T_DICT) = range(12)
T_SMALL = 16                    # tags 16..127: the ints 0..111
SMALL_INTS = 112
T_WORD1 = T_SMALL + SMALL_INTS  # tags 128..255: the words 0..127
ONE_BYTE_WORDS = 256 - T_WORD1
KEY_LITERAL = 0                 # a dict key that is not a word follows as text

MAX_DEPTH = 16
MAX_ITEMS = 10_000
MAX_STRING = 10_000             # bytes of one string or key
MAX_INT_BITS = 1024


def put_varint(out: bytearray, value: int) -> None:
    """Append ``value`` (>= 0) in little-endian base 128."""
    if value < 0:
        raise ValueError("varints are unsigned")
    while value > 0x7F:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)


def _utf8(text: str) -> bytes:
    # surrogatepass: a JSON string may hold a lone surrogate ("\ud800")
    return text.encode("utf-8", "surrogatepass")


class Reader:
    """Reads packed bytes; every problem is a ``ValueError``."""

    def __init__(self, data: bytes | bytearray | memoryview, pos: int = 0) -> None:
        self.data = bytes(data)
        self.pos = pos

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise ValueError("packed data cut short")
        self.pos += 1
        return self.data[self.pos - 1]

    def varint(self, max_bits: int = 64) -> int:
        """A canonical varint (no padding bytes) of at most ``max_bits`` bits."""
        value = shift = 0
        while True:
            b = self.byte()
            value |= (b & 0x7F) << shift
            if not b & 0x80:
                if b == 0 and shift:
                    raise ValueError("packed number not canonical")
                if value >> max_bits:
                    raise ValueError("packed number too large")
                return value
            shift += 7
            if shift >= max_bits + 7:
                raise ValueError("packed number too large")

    def raw(self, size: int) -> bytes:
        if size < 0 or size > len(self.data) - self.pos:
            raise ValueError("packed data cut short")
        self.pos += size
        return self.data[self.pos - size:self.pos]

    def text(self, max_bytes: int = MAX_STRING) -> str:
        """A string written as varint(byte length) + UTF-8."""
        size = self.varint()
        if size > max_bytes:
            raise ValueError("packed string too long")
        try:
            return self.raw(size).decode("utf-8", "surrogatepass")
        except UnicodeDecodeError:
            raise ValueError("packed string is not UTF-8") from None

    def end(self) -> None:
        if self.pos != len(self.data):
            raise ValueError("packed data has trailing bytes")


class Packer:
    """Packs JSON values, with the strings in ``words`` as numbers.

    Put the words a state holds most often first: the first 128 take one
    byte as a value, the first 127 one byte as a dict key, the rest two (or,
    past 16,000 or so, three). Appending words keeps old data readable;
    reordering or removing them changes its meaning.
    """

    def __init__(self, words: Iterable[str], *, max_depth: int = MAX_DEPTH,
                 max_items: int = MAX_ITEMS, max_string: int = MAX_STRING,
                 max_int_bits: int = MAX_INT_BITS) -> None:
        self.words: tuple[str, ...] = tuple(words)
        if not all(isinstance(w, str) for w in self.words):
            raise TypeError("words must be strings")
        self.index: dict[str, int] = {w: i for i, w in enumerate(self.words)}
        if len(self.index) != len(self.words):
            raise ValueError("a word appears twice in the word list")
        if any(len(_utf8(w)) > max_string for w in self.words):
            raise ValueError("a word is longer than max_string")
        self.max_depth = max_depth
        self.max_items = max_items
        self.max_string = max_string
        self.max_int_bits = max_int_bits

    # Whole values ------------------------------------------------------------

    def encode(self, value: object) -> bytes:
        out = bytearray()
        self.put(out, value)
        return bytes(out)

    def decode(self, data: bytes | bytearray | memoryview) -> Json:
        src = Reader(data)
        value = self.get(src)
        src.end()
        return value

    # Pieces, for a game's own packers -------------------------------------------

    def put(self, out: bytearray, value: object, depth: int = 0) -> None:
        """Append ``value``; ``depth`` is how deep it sits (the top is 0)."""
        if depth > self.max_depth:
            raise ValueError("value nested too deeply to pack")
        if value is None:
            out.append(T_NULL)
        elif value is False:
            out.append(T_FALSE)
        elif value is True:
            out.append(T_TRUE)
        elif isinstance(value, int):
            if value.bit_length() > self.max_int_bits:
                raise ValueError("int too large to pack")
            if 0 <= value < SMALL_INTS:
                out.append(T_SMALL + value)
            elif value >= 0:
                out.append(T_INT)
                put_varint(out, value - SMALL_INTS)
            else:
                out.append(T_NEG)
                put_varint(out, -1 - value)
        elif isinstance(value, str):
            if value == "":
                out.append(T_EMPTY_STR)
                return
            i = self.index.get(value)
            if i is None:
                out.append(T_STR)
                self._put_text(out, value)
            elif i < ONE_BYTE_WORDS:
                out.append(T_WORD1 + i)
            else:
                out.append(T_WORD)
                put_varint(out, i - ONE_BYTE_WORDS)
        elif isinstance(value, (list, tuple)):
            if not value:
                out.append(T_EMPTY_LIST)
                return
            if len(value) > self.max_items:
                raise ValueError("list too long to pack")
            out.append(T_LIST)
            put_varint(out, len(value) - 1)
            for item in value:
                self.put(out, item, depth + 1)
        elif isinstance(value, dict):
            if not value:
                out.append(T_EMPTY_DICT)
                return
            if len(value) > self.max_items:
                raise ValueError("dict too long to pack")
            if not all(isinstance(k, str) for k in value):
                raise TypeError("dict keys must be strings to pack")
            out.append(T_DICT)
            put_varint(out, len(value) - 1)
            for key in sorted(value):
                self.put_key(out, key)
                self.put(out, value[key], depth + 1)
        else:
            raise TypeError(f"cannot pack {type(value).__name__}")

    def get(self, src: Reader, depth: int = 0) -> Json:
        """Read one value written by ``put``."""
        if depth > self.max_depth:
            raise ValueError("packed value nested too deeply")
        tag = src.byte()
        if tag >= T_WORD1:
            return self._word(tag - T_WORD1)
        if tag >= T_SMALL:
            return tag - T_SMALL
        if tag == T_NULL:
            return None
        if tag == T_FALSE:
            return False
        if tag == T_TRUE:
            return True
        if tag == T_EMPTY_STR:
            return ""
        if tag == T_EMPTY_LIST:
            return []
        if tag == T_EMPTY_DICT:
            return {}
        if tag == T_INT or tag == T_NEG:
            v = src.varint(self.max_int_bits)
            n = SMALL_INTS + v if tag == T_INT else -1 - v
            if n.bit_length() > self.max_int_bits:
                raise ValueError("packed number too large")
            return n
        if tag == T_WORD:
            return self._word(ONE_BYTE_WORDS + src.varint())
        if tag == T_STR:
            text = src.text(self.max_string)
            if text == "" or text in self.index:
                raise ValueError("packed string spells out a word")
            return text
        if tag == T_LIST:
            n = self._count(src)
            return [self.get(src, depth + 1) for _ in range(n)]
        if tag == T_DICT:
            n = self._count(src)
            out: dict[str, Json] = {}
            last: str | None = None
            for _ in range(n):
                key = self.get_key(src)
                if last is not None and key <= last:
                    raise ValueError("packed dict keys out of order")
                last = key
                out[key] = self.get(src, depth + 1)
            return out
        raise ValueError(f"packed value has an unknown tag {tag}")

    def put_key(self, out: bytearray, key: str) -> None:
        i = self.index.get(key)
        if i is None:
            out.append(KEY_LITERAL)
            self._put_text(out, key)
        else:
            put_varint(out, i + 1)

    def get_key(self, src: Reader) -> str:
        k = src.varint()
        if k != KEY_LITERAL:
            if k > len(self.words):
                raise ValueError("packed key names an unknown word")
            return self.words[k - 1]
        key = src.text(self.max_string)
        if key in self.index:
            raise ValueError("packed key spells out a word")
        return key

    def put_word(self, out: bytearray, word: str) -> None:
        """A word of the list as its bare number (varint), for a game's packers."""
        put_varint(out, self.index[word])

    def get_word(self, src: Reader) -> str:
        i = src.varint()
        if i >= len(self.words):
            raise ValueError("packed data names an unknown word")
        return self.words[i]

    # Helpers --------------------------------------------------------------------

    def _put_text(self, out: bytearray, text: str) -> None:
        raw = _utf8(text)
        if len(raw) > self.max_string:
            raise ValueError("string too long to pack")
        put_varint(out, len(raw))
        out += raw

    def _word(self, i: int) -> str:
        if i >= len(self.words) or self.words[i] == "":
            raise ValueError("packed value names an unknown word")
        return self.words[i]

    def _count(self, src: Reader) -> int:
        n = src.varint() + 1
        if n > self.max_items:
            raise ValueError("packed list or dict too long")
        return n


class Field(NamedTuple):
    """A game's own packer for one key of a ``Record``: ``put(packer, out,
    value)`` appends the value, ``get(packer, src)`` reads it back (and
    raises ``ValueError`` on anything it would not have written)."""

    put: Callable[[Packer, bytearray, object], None]
    get: Callable[[Packer, Reader], Json]


class Record:
    """A dict with known keys (a state): a presence mask, the known keys'
    values in ``keys`` order (each by its ``Field`` in ``fields`` if it has
    one, else generically), then the other keys as one generic dict."""

    def __init__(self, packer: Packer, keys: Sequence[str],
                 fields: Mapping[str, Field] | None = None) -> None:
        self.packer = packer
        self.keys = tuple(keys)
        self.fields = dict(fields or {})
        if len(set(self.keys)) != len(self.keys) or not set(self.fields) <= set(self.keys):
            raise ValueError("record keys repeat, or a field is not among the keys")

    def put(self, out: bytearray, record: Mapping[str, object]) -> None:
        if not isinstance(record, Mapping):
            raise TypeError("a record must be a dict")
        put_varint(out, sum(1 << i for i, key in enumerate(self.keys) if key in record))
        for key in self.keys:
            if key in record:
                field = self.fields.get(key)
                if field is None:
                    self.packer.put(out, record[key], 1)
                else:
                    field.put(self.packer, out, record[key])
        self.packer.put(out, {k: v for k, v in record.items() if k not in self.keys})

    def get(self, src: Reader) -> dict[str, Json]:
        mask = src.varint(len(self.keys))
        out: dict[str, Json] = {}
        for i, key in enumerate(self.keys):
            if mask >> i & 1:
                field = self.fields.get(key)
                out[key] = self.packer.get(src, 1) if field is None else field.get(self.packer, src)
        rest = self.packer.get(src)
        if not isinstance(rest, dict) or any(k in out or k in self.keys for k in rest):
            raise ValueError("packed record is not a record")
        out.update(rest)
        return out

    def encode(self, record: Mapping[str, object]) -> bytes:
        out = bytearray()
        self.put(out, record)
        return bytes(out)

    def decode(self, data: bytes | bytearray | memoryview) -> dict[str, Json]:
        src = Reader(data)
        record = self.get(src)
        src.end()
        return record
