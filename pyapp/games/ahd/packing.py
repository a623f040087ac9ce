"""A House Divided states as compact bytes, for position and turn links.

A position link must stay short, so a state is not packed as JSON: the
units (the bulk of a state) go by hand, a few bytes each, and the rest
through the game-agnostic packer (``pyapp.core.packing``), in which the
strings the game uses (box ids, unit kinds, phases, log words) are numbers.

Layout: ``MAGIC`` (one byte), then a ``Record`` of ``FIELDS``: a presence
mask, then "rng" as 8 bytes, "u" as the units table (below), "own" as a box
list or bitmap, every other known field generically, and any key not in
``FIELDS`` (a new key of the rules) last, generically.

``decode(encode(state)) == state`` for every state the rules produce; the
round trip is tested over random games. ``decode`` checks the shape of what
it reads and raises ``ValueError`` (nothing else); the rules' ``check_state``
then checks the meaning.

Saves hold positions packed this way (a game joined from a turn link is
saved from that position), so ``decode`` still reads packing version 1
(``_decode_v1``), the format before the core packer.
"""

from __future__ import annotations

import re

from ...core.packing import Field, Packer, Reader, Record, put_varint
from . import mapdata

MAGIC = 2                       # packing version, first byte
MAGIC_V1 = 1                    # the tagged format with one-byte word numbers (still read)
KINDS = ("mi", "vi", "ei", "mc", "vc", "ec")
UNIT_ID = re.compile(r"^[uc][1-9][0-9]{0,2}$")
BOX_LIST = tuple(sorted(mapdata.BOXES))
BOX_INDEX = {b: i for i, b in enumerate(BOX_LIST)}

# The game's own words: state keys, unit kinds, phases, log words. They come
# first in WORDS so that each takes one byte (as a key or a value).
GAME_WORDS = KINDS + (
    "u", "c", "union", "csa", "campaign", "short", "beginner_union",
    "mr", "mv", "bc", "wd", "rf", "fs", "fr", "bp", "pr", "rr", "rc", "end",
    "sc", "op", "rng", "t", "p", "ph", "nid", "own", "cav", "ml", "mb", "mu", "ni", "nip",
    "b", "rl", "rcb", "lr", "lg", "res", "x", "r", "s", "tg", "rb", "h", "w",
    "move", "ent", "promo", "half", "rollm", "march", "roll", "battle", "fire", "hit", "miss",
    "elim", "dmg", "retreat", "reinf", "withdraw", "recruit", "draft", "capture", "win", "naval",
    "invade", "reorg", "turn", "pass", "jump", "sea", "",
)
# Strings a state holds, numbered. Appending is safe; reordering changes
# packed states (bump MAGIC, and keep reading the old version, if ever needed).
WORDS = GAME_WORDS + BOX_LIST
PACKER = Packer(WORDS, max_depth=10, max_items=5000)


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
    put_varint(out, sum(1 for u in ids if u[0] == "u"))
    put_varint(out, sum(1 for u in ids if u[0] == "c"))
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
            put_varint(extras, num - last[side])
        last[side] = num
        boxes.append(BOX_INDEX[box])
        if head & 64:
            put_varint(extras, rest_flags)
            extras.append(BOX_INDEX[came] + 1 if came else 0)
    out += heads + boxes + extras


def _get_units(src: Reader) -> dict:
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


# Control of boxes ----------------------------------------------------------------

PRINTED = tuple(mapdata.BOXES[b]["owner"] for b in BOX_LIST)
SIDE_OF = {"union": "u", "csa": "c"}


def _put_own(out: bytearray, own, put_generic) -> None:
    """Control that differs from the printed colour. Mode 1: a list of box
    bytes and a side bitmap; mode 2: a bitmap over all boxes (a flagged
    printed box can only have gone to the other side), plus a side bit for
    each flagged neutral box. Mode 0: anything else, generically."""
    if not isinstance(own, dict) or not all(k in BOX_INDEX and v in ("u", "c") for k, v in own.items()) \
            or any(SIDE_OF.get(PRINTED[BOX_INDEX[k]]) == v for k, v in own.items()):
        out.append(0)
        put_generic(out, own)
        return
    keys = sorted(own, key=BOX_INDEX.get)
    side_bits = 0
    listed = bytearray([1])
    put_varint(listed, len(keys))
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


def _get_own(src: Reader, get_generic):
    mode = src.byte()
    if mode == 0:
        own = get_generic(src)
        if isinstance(own, dict) and all(k in BOX_INDEX and v in ("u", "c") for k, v in own.items()) \
                and not any(SIDE_OF.get(PRINTED[BOX_INDEX[k]]) == v for k, v in own.items()):
            raise ValueError("packed ownership not canonical")
        return own
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


# The state -----------------------------------------------------------------------

def _put_rng(packer: Packer, out: bytearray, rng) -> None:
    raw = bytes.fromhex(rng) if isinstance(rng, str) and len(rng) == 16 else b""
    if len(raw) != 8 or raw.hex() != rng:
        raise ValueError("rng must be 16 lowercase hex digits")
    out += raw


# Known keys in a fixed order (the presence mask's bits); "rng" and "u" are
# always there. A key the rules add later goes generically after them.
FIELDS = ("rng", "u", "sc", "op", "t", "p", "ph", "own", "cav", "ml", "mb", "mu", "ni", "nip",
          "b", "rl", "rcb", "lr", "lg", "res")
STATE = Record(PACKER, FIELDS, {
    "rng": Field(_put_rng, lambda packer, src: src.raw(8).hex()),
    "u": Field(lambda packer, out, units: _put_units(out, units),
               lambda packer, src: _get_units(src)),
    "own": Field(lambda packer, out, own: _put_own(out, own, lambda o, v: packer.put(o, v, 1)),
                 lambda packer, src: _get_own(src, lambda s: packer.get(s, 1))),
})


def encode(state: dict) -> bytes:
    out = bytearray([MAGIC])
    STATE.put(out, state)
    return bytes(out)


def decode(data: bytes) -> dict:
    src = Reader(data)
    if not src.data:
        raise ValueError("packed state is empty")
    version = src.byte()
    if version == MAGIC_V1:
        return _decode_v1(src)
    if version != MAGIC:
        raise ValueError(f"packed state made by {'a newer' if version > MAGIC else 'another'} "
                         f"version of this site (packing {version}; this site reads {MAGIC_V1} "
                         f"and {MAGIC})")
    state = STATE.get(src)
    src.end()
    return state


# Packing version 1 (read only) -----------------------------------------------------
# The generic values had a tag byte each; a word was a tag and one byte (its
# number among V1_WORDS), a dict key one byte (255: text follows).

V1_WORDS = BOX_LIST + GAME_WORDS
(V1_NULL, V1_FALSE, V1_TRUE, V1_INT, V1_NEG, V1_WORD, V1_STR, V1_LIST, V1_DICT,
 V1_EMPTY_STR, V1_EMPTY_LIST) = range(11)
V1_KEY_LITERAL = 255
V1_SMALL = 16                   # tags 16..255 are the integers 0..239
V1_INDEX = {w: i for i, w in enumerate(V1_WORDS)}
V1_FIELDS = FIELDS[2:]


def _text_v1(src: Reader) -> str:
    try:
        return src.raw(src.varint()).decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("packed string is not UTF-8") from None


def _get_v1(src: Reader, depth: int = 0):
    if depth > 8:
        raise ValueError("packed state nested too deeply")
    tag = src.byte()
    if tag >= V1_SMALL:
        return tag - V1_SMALL
    if tag == V1_NULL:
        return None
    if tag == V1_FALSE:
        return False
    if tag == V1_TRUE:
        return True
    if tag == V1_EMPTY_STR:
        return ""
    if tag == V1_EMPTY_LIST:
        return []
    if tag == V1_INT:
        n = src.varint(77)
        if n < 256 - V1_SMALL:
            raise ValueError("packed number not canonical")
        return n
    if tag == V1_NEG:
        n = src.varint(77)
        if n == 0:
            raise ValueError("packed state holds a negative zero")
        return -n
    if tag == V1_WORD:
        i = src.byte()
        if i >= len(V1_WORDS):
            raise ValueError("packed state names an unknown word")
        return V1_WORDS[i]
    if tag == V1_STR:
        text = _text_v1(src)
        if text in V1_INDEX or text == "":
            raise ValueError("packed state spells out a known word")
        return text
    if tag == V1_LIST:
        n = src.varint()
        if n > 5000 or n == 0:
            raise ValueError("packed list too long or not canonical")
        return [_get_v1(src, depth + 1) for _ in range(n)]
    if tag == V1_DICT:
        n = src.varint()
        if n > 5000:
            raise ValueError("packed dict too long")
        out = {}
        for _ in range(n):
            k = src.byte()
            if k == V1_KEY_LITERAL:
                key = _text_v1(src)
                if key in V1_INDEX:
                    raise ValueError("packed key spells out a known word")
            elif k < len(V1_WORDS):
                key = V1_WORDS[k]
            else:
                raise ValueError("packed dict has a bad key")
            if key in out:
                raise ValueError("packed dict repeats a key")
            out[key] = _get_v1(src, depth + 1)
        return out
    raise ValueError(f"packed state has an unknown tag {tag}")


def _decode_v1(src: Reader) -> dict:
    state = {"rng": src.raw(8).hex(), "u": _get_units(src)}
    mask = src.varint()
    if mask >> len(V1_FIELDS):
        raise ValueError("packed state has unknown fields")
    for i, key in enumerate(V1_FIELDS):
        if mask >> i & 1:
            state[key] = _get_own(src, lambda s: _get_v1(s, 1)) if key == "own" else _get_v1(src)
    extra = _get_v1(src)
    if not isinstance(extra, dict) or any(k in state or k in FIELDS for k in extra):
        raise ValueError("packed state is not a state")
    state.update(extra)
    src.end()
    return state
