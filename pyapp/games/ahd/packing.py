"""A House Divided states as compact bytes, for position and turn links.

A position link must stay under 300 characters, so a state is packed by hand
rather than as JSON: the units (the bulk of a state) as a few bytes each, and
every other field through a small tagged encoding of JSON values in which the
strings the game uses (box ids, unit kinds, phases, log words) are numbers.

``decode(encode(state)) == state`` for every state the rules produce; the
round trip is tested over random games. ``decode`` checks the shape of what
it reads and raises ``ValueError``; the rules' ``check_state`` then checks the
meaning.
"""

from __future__ import annotations

import re

from ...core.link import put_varint
from . import mapdata

MAGIC = 1                       # packing version, first byte
KINDS = ("mi", "vi", "ei", "mc", "vc", "ec")
UNIT_ID = re.compile(r"^[uc][1-9][0-9]{0,2}$")

# Strings a state holds, numbered: box ids first, then the game's own words.
# Appending is safe; reordering changes links (bump MAGIC if ever needed).
WORDS = tuple(sorted(mapdata.BOXES)) + KINDS + (
    "u", "c", "union", "csa", "campaign", "short", "beginner_union",
    "mr", "mv", "bc", "wd", "rf", "fs", "fr", "bp", "pr", "rr", "rc", "end",
    "sc", "op", "rng", "t", "p", "ph", "nid", "own", "cav", "ml", "mb", "mu", "ni", "nip",
    "b", "rl", "rcb", "lr", "lg", "res", "x", "r", "s", "tg", "rb", "h", "w",
    "move", "ent", "promo", "half", "rollm", "march", "roll", "battle", "fire", "hit", "miss",
    "elim", "dmg", "retreat", "reinf", "withdraw", "recruit", "draft", "capture", "win", "naval",
    "invade", "reorg", "turn", "pass", "jump", "sea", "",
)
INDEX = {w: i for i, w in enumerate(WORDS)}
assert len(WORDS) < 255, "a word number must fit in one byte (255 marks a literal key)"
BOX_LIST = tuple(sorted(mapdata.BOXES))
BOX_INDEX = {b: i for i, b in enumerate(BOX_LIST)}

(T_NULL, T_FALSE, T_TRUE, T_INT, T_NEG, T_WORD, T_STR, T_LIST, T_DICT,
 T_EMPTY_STR, T_EMPTY_LIST) = range(11)
KEY_LITERAL = 255               # a dict key not among WORDS follows as text
T_SMALL = 16                    # tags 16..255 are the integers 0..239 in one byte
MAX_DEPTH = 8
MAX_ITEMS = 5000


_varint = put_varint


class _In:
    def __init__(self, data: bytes) -> None:
        self.data, self.pos = data, 0

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise ValueError("packed state cut short")
        self.pos += 1
        return self.data[self.pos - 1]

    def varint(self) -> int:
        n = shift = 0
        while True:
            b = self.byte()
            n |= (b & 0x7F) << shift
            if not b & 0x80:
                return n
            shift += 7
            if shift > 70:
                raise ValueError("packed number too large")

    def raw(self, size: int) -> bytes:
        if self.pos + size > len(self.data):
            raise ValueError("packed state cut short")
        self.pos += size
        return self.data[self.pos - size:self.pos]


# Generic values -----------------------------------------------------------------

def _put(out: bytearray, value) -> None:
    if value is None:
        out.append(T_NULL)
    elif value is False:
        out.append(T_FALSE)
    elif value is True:
        out.append(T_TRUE)
    elif isinstance(value, int):
        if 0 <= value < 256 - T_SMALL:
            out.append(T_SMALL + value)
        else:
            out.append(T_INT if value >= 0 else T_NEG)
            _varint(out, abs(value))
    elif value == "":
        out.append(T_EMPTY_STR)
    elif value == []:
        out.append(T_EMPTY_LIST)
    elif isinstance(value, str):
        if value in INDEX:
            out.append(T_WORD)
            out.append(INDEX[value])
        else:
            raw = value.encode("utf-8")
            out.append(T_STR)
            _varint(out, len(raw))
            out += raw
    elif isinstance(value, list):
        out.append(T_LIST)
        _varint(out, len(value))
        for item in value:
            _put(out, item)
    elif isinstance(value, dict):
        out.append(T_DICT)
        _varint(out, len(value))
        for key in sorted(value):
            if key in INDEX:                  # keys are one byte: their word number
                out.append(INDEX[key])
            else:
                raw = key.encode("utf-8")
                out.append(KEY_LITERAL)
                _varint(out, len(raw))
                out += raw
            _put(out, value[key])
    else:
        raise TypeError(f"cannot pack {type(value).__name__}")


def _get(src: _In, depth: int = 0):
    if depth > MAX_DEPTH:
        raise ValueError("packed state nested too deeply")
    tag = src.byte()
    if tag == T_NULL:
        return None
    if tag == T_EMPTY_STR:
        return ""
    if tag == T_EMPTY_LIST:
        return []
    if tag == T_FALSE:
        return False
    if tag == T_TRUE:
        return True
    if tag >= T_SMALL:
        return tag - T_SMALL
    if tag == T_INT:
        n = src.varint()
        if n < 256 - T_SMALL:
            raise ValueError("packed number not canonical")
        return n
    if tag == T_NEG:
        n = src.varint()
        if n == 0:
            raise ValueError("packed state holds a negative zero")
        return -n
    if tag == T_WORD:
        i = src.byte()
        if i >= len(WORDS):
            raise ValueError("packed state names an unknown word")
        return WORDS[i]
    if tag == T_STR:
        text = src.raw(src.varint()).decode("utf-8")
        if text in INDEX or text == "":
            raise ValueError("packed state spells out a known word")
        return text
    if tag == T_LIST:
        n = src.varint()
        if n > MAX_ITEMS or n == 0:
            raise ValueError("packed list too long or not canonical")
        return [_get(src, depth + 1) for _ in range(n)]
    if tag == T_DICT:
        n = src.varint()
        if n > MAX_ITEMS:
            raise ValueError("packed dict too long")
        out = {}
        for _ in range(n):
            k = src.byte()
            if k == KEY_LITERAL:
                key = src.raw(src.varint()).decode("utf-8")
                if key in INDEX:
                    raise ValueError("packed key spells out a known word")
            elif k < len(WORDS):
                key = WORDS[k]
            else:
                raise ValueError("packed dict has a bad key")
            if key in out:
                raise ValueError("packed dict repeats a key")
            out[key] = _get(src, depth + 1)
        return out
    raise ValueError(f"packed state has an unknown tag {tag}")


# Units ---------------------------------------------------------------------------
# Units go in id order, Union first, in columns (all heads, then all boxes, then
# the rare extras), which the link's deflate compresses best. Each unit has:
#   head = combo (kind x marches x entrenched: 36 values, 6 bits)
#        | 64 when other flags or an entry box follow (in the extras column)
#        | 128 when its number is the previous one's plus one (else its gap
#          is in the extras column)
#   box  = one byte
ENT_FLAG = 2


def _unit_key(uid: str):
    return (uid[0] != "u", int(uid[1:]))


def _put_units(out: bytearray, units: dict) -> None:
    ids = sorted(units, key=_unit_key)
    _varint(out, sum(1 for u in ids if u[0] == "u"))
    _varint(out, sum(1 for u in ids if u[0] == "c"))
    heads, boxes, extras = bytearray(), bytearray(), bytearray()
    last = {"u": 0, "c": 0}
    for uid in ids:
        side, num = uid[0], int(uid[1:])
        box, kind, flags, marches, came = units[uid]
        rest_flags = flags & ~ENT_FLAG
        combo = (KINDS.index(kind) * 3 + marches) * 2 + (1 if flags & ENT_FLAG else 0)
        head = combo | (64 if rest_flags or came else 0) | (128 if num == last[side] + 1 else 0)
        heads.append(head)
        if not head & 128:
            _varint(extras, num - last[side])
        last[side] = num
        boxes.append(BOX_INDEX[box])
        if head & 64:
            _varint(extras, rest_flags)
            extras.append(BOX_INDEX[came] + 1 if came else 0)
    out += heads + boxes + extras


def _get_units(src: _In) -> dict:
    counts = {"u": src.varint(), "c": src.varint()}
    total = counts["u"] + counts["c"]
    if total > 1000:
        raise ValueError("packed state holds too many units")
    heads = src.raw(total)
    boxes = src.raw(total)
    units = {}
    i = 0
    for side in ("u", "c"):
        last = 0
        for _ in range(counts[side]):
            head, box = heads[i], boxes[i]
            i += 1
            gap = 1 if head & 128 else src.varint()
            if gap < 1 or gap == 1 and not head & 128:
                raise ValueError("packed unit ids not canonical")
            num = last + gap
            last = num
            uid = f"{side}{num}"
            if not UNIT_ID.match(uid):
                raise ValueError("packed unit id out of range")
            combo = head & 63
            if combo >= 36:
                raise ValueError("packed unit of an unknown kind")
            kind, marches, ent = KINDS[combo // 6], combo // 2 % 3, combo & 1
            if box >= len(BOX_LIST):
                raise ValueError("packed unit in an unknown box")
            flags, came = ENT_FLAG * ent, ""
            if head & 64:
                extra = src.varint()
                if extra & ENT_FLAG:
                    raise ValueError("packed unit flags not canonical")
                flags |= extra
                j = src.byte()
                if j > len(BOX_LIST):
                    raise ValueError("packed unit came from an unknown box")
                came = BOX_LIST[j - 1] if j else ""
                if not extra and not came:
                    raise ValueError("packed unit flags not canonical")
            units[uid] = [BOX_LIST[box], kind, flags, marches, came]
    return units


# Other fields: a fixed order of known keys (a presence mask, then the values);
# "own" as box bytes and a side bitmap. Unknown keys go last, generically.
FIELDS = ("sc", "op", "t", "p", "ph", "own", "cav", "ml", "mb", "mu", "ni", "nip",
          "b", "rl", "rcb", "lr", "lg", "res")


PRINTED = tuple(mapdata.BOXES[b]["owner"] for b in BOX_LIST)
SIDE_OF = {"union": "u", "csa": "c"}


def _put_own(out: bytearray, own) -> None:
    """Control that differs from the printed colour. Mode 1: a list of box
    bytes and a side bitmap; mode 2: a bitmap over all boxes (a flagged
    printed box can only have gone to the other side), plus a side bit for
    each flagged neutral box. Mode 0: anything else, generically."""
    if not isinstance(own, dict) or not all(k in BOX_INDEX and v in ("u", "c") for k, v in own.items()) \
            or any(SIDE_OF.get(PRINTED[BOX_INDEX[k]]) == v for k, v in own.items()):
        out.append(0)
        _put(out, own)
        return
    keys = sorted(own, key=BOX_INDEX.get)
    side_bits = 0
    listed = bytearray([1])
    _varint(listed, len(keys))
    for i, key in enumerate(keys):
        listed.append(BOX_INDEX[key])
        side_bits |= (own[key] == "c") << i
    listed += side_bits.to_bytes((len(keys) + 7) // 8, "little")
    mask = sum(1 << BOX_INDEX[k] for k in keys)
    neutral = [k for k in keys if PRINTED[BOX_INDEX[k]] is None]
    nbits = sum((own[k] == "c") << i for i, k in enumerate(neutral))
    bitmap = bytearray([2]) + mask.to_bytes((len(BOX_LIST) + 7) // 8, "little") \
        + nbits.to_bytes((len(neutral) + 7) // 8, "little")
    out += listed if len(listed) <= len(bitmap) else bitmap


def _get_own(src: _In):
    mode = src.byte()
    if mode == 0:
        return _get(src, 1)
    if mode == 2:
        mask = int.from_bytes(src.raw((len(BOX_LIST) + 7) // 8), "little")
        if mask >> len(BOX_LIST):
            raise ValueError("packed ownership has stray bits")
        keys = [BOX_LIST[i] for i in range(len(BOX_LIST)) if mask >> i & 1]
        neutral = [k for k in keys if PRINTED[BOX_INDEX[k]] is None]
        nbits = int.from_bytes(src.raw((len(neutral) + 7) // 8), "little")
        if nbits >> len(neutral):
            raise ValueError("packed ownership has stray bits")
        out = {}
        n = 0
        for k in keys:
            printed = PRINTED[BOX_INDEX[k]]
            if printed is None:
                out[k] = "c" if nbits >> n & 1 else "u"
                n += 1
            else:
                out[k] = "c" if printed == "union" else "u"
        return out
    if mode != 1:
        raise ValueError("packed ownership of an unknown form")
    n = src.varint()
    if n > len(BOX_LIST):
        raise ValueError("packed ownership too long")
    keys = []
    for _ in range(n):
        i = src.byte()
        if i >= len(BOX_LIST) or keys and i <= BOX_INDEX[keys[-1]]:
            raise ValueError("packed ownership out of order")
        keys.append(BOX_LIST[i])
    bits = int.from_bytes(src.raw((n + 7) // 8), "little")
    if bits >> n:
        raise ValueError("packed ownership has stray bits")
    out = {key: "c" if bits >> i & 1 else "u" for i, key in enumerate(keys)}
    if any(SIDE_OF.get(PRINTED[BOX_INDEX[k]]) == v for k, v in out.items()):
        raise ValueError("packed ownership not canonical")
    return out


def encode(state: dict) -> bytes:
    out = bytearray([MAGIC])
    rng = bytes.fromhex(state["rng"])
    if len(rng) != 8:
        raise ValueError("rng must be 16 hex digits")
    out += rng
    _put_units(out, state["u"])
    mask = sum(1 << i for i, key in enumerate(FIELDS) if key in state)
    _varint(out, mask)
    for key in FIELDS:
        if key in state:
            if key == "own":
                _put_own(out, state[key])
            else:
                _put(out, state[key])
    _put(out, {k: v for k, v in state.items() if k not in FIELDS and k not in ("u", "rng")})
    return bytes(out)


def decode(data: bytes) -> dict:
    src = _In(bytes(data))
    if src.byte() != MAGIC:
        raise ValueError("packed state of another version")
    state = {"rng": src.raw(8).hex(), "u": _get_units(src)}
    mask = src.varint()
    if mask >> len(FIELDS):
        raise ValueError("packed state has unknown fields")
    for i, key in enumerate(FIELDS):
        if mask >> i & 1:
            state[key] = _get_own(src) if key == "own" else _get(src)
    extra = _get(src)
    if not isinstance(extra, dict) or any(k in state or k in FIELDS for k in extra):
        raise ValueError("packed state is not a state")
    state.update(extra)
    if src.pos != len(src.data):
        raise ValueError("packed state has trailing bytes")
    return state
