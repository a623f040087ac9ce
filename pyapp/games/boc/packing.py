"""Badges of Courage states as compact bytes, for position and turn links.

A state as JSON is some 15,000 characters (every handle's sealed value,
place and schedule, the control of every hex): a link of 7,000. Here it is
one number in mixed radix: each piece is a digit with as many values as it
can take (a hex one of 322, a handle one of the scenario's, a flag one of
two), so it costs log2 of that in bits. What the scenario, the options and
the salts fix is not written at all: which handles there are and in which
groups (``rules._handles``), a reinforcement's schedule as set up, the
block each handle got at the private set-up (``rules.private_setup``, from
the side's salt), a block's starting strength.

- A set of handles (face up, moved, dead...) says whose handles it holds,
  then per side its size and its rank among the sets of that size; a list
  of handles adds its order when it is not the handles' own.
- Per side, the handles that hold the block dealt them at the set-up (a
  set); the others' blocks, each as its rank among the side's blocks not yet
  named. The handles at their starting strength (a set); the others'
  strengths. The handles with a half hit (a set).
- A stamp (the last part of a sealed value: the stir count when the
  value was last re-dealt, 0 from the set-up; secrets.py): the handles
  with one are a set, and each one's stamp is the number of a stamp named
  before (a stir stamps every value it re-deals alike) or the count itself.
- The control of hexes (``ctrl``): where it differs from the control the
  positions give now (``model.control``), or every hex, the shorter.
- The rest (the flow of steps, the melees, the cavalry battle, the scalars)
  as JSON values: a tag in a prefix code, strings as handles, hexes,
  hexsides or the game's words (``GAME_WORDS``; dict keys from
  ``KEY_WORDS``) by number, or else spelt out.

Layout: ``MAGIC`` (one byte), the form (one byte), then for form ``HAND``
the number, little-endian, in exactly as many bytes as its digits need (at
most ``MAX_HAND``); for form ``GENERIC`` (a state with no scenario or
options of this game, or one too long for the hand form) the whole state
through the game-agnostic packer (``pyapp.core.packing``) and its word list
(``WORDS``).

The packed form holds no preset dictionary's worth of repeats (it is dense
numbers): the link deflates it no shorter, so the game has no
``state_dict``.

``decode(encode(state)) == state`` for every JSON state (what the hand forms
do not fit goes as a JSON value, key by key); the round trip is tested over
random games of every scenario and option. ``decode`` raises ``ValueError``
(and nothing else) for bytes ``encode`` would not write, but for one form
it reads though ``encode`` would write the state otherwise: the generic
form of a state the hand form fits. The rules' ``check_state`` then checks
the meaning.
"""

from __future__ import annotations

import hashlib
from math import comb

from ...core.packing import Packer, Reader
from . import cavalry as CAV
from . import data as D
from . import model as M
from . import secrets as S

MAGIC = 1
GENERIC, HAND = 0, 1

SCENARIOS = ("day1", "sickles", "pickett", "full")       # data.SCENARIOS, in a fixed order
OPTIONS = ("cavalry", "column", "fixed_order", "free_deploy", "hancock", "longstreet", "relay")
HEXES = tuple(D.HEXES)
HEX_INDEX = {h: i for i, h in enumerate(HEXES)}
HEXSIDES = tuple(sorted({D.side_id(a, b) for a in HEXES for b in M.neighbours(a)}))
HEXSIDE_INDEX = {s: i for i, s in enumerate(HEXSIDES)}
SIDES = ("usa", "csa")
SALT_KEYS = (S.SALT["usa"], S.SALT["csa"])
MAX_STIRS = 1 << 20
MAX_DEPTH = 12
MAX_ITEMS = 5000
MAX_STRING = 10_000
MAX_INT_BITS = 1024
MAX_HAND = 8192                     # bytes of the number (a state packs to some 1,000)

# The game's words (state keys, steps, frame keys, sides, verbs, roads). The
# order is part of the format: append only (or bump MAGIC).
GAME_WORDS = (
    "usa", "csa", "step", "who", "hex", "att", "uns", "res", "next", "ph", "hour", "pturn",
    "melees", "melee", "show", "gregg", "kilpatrick", "rnd", "acted", "why", "command", "art",
    "ret", "r", "pending", "sp", "acting", "supply", "fire", "in", "out", "rg", "used", "n", "long",
    "regroup", "move", "hits", "unopposed", "morders", "stalemate", "mo", "b", "rank", "pend",
    "ending", "cand", "h", "rep", "clash", "volley", "off", "end", "draw", "cavshow", "closs",
    "deploy", "stuart", "mhit", "custer", "repulse", "cavout", "nsupply",
    "pool", "wd", "rolls", "force", "opp", "cav",
    "sc", "op", "rng", "t", "first", "p1", "side", "half", "pos", "due", "dead", "up", "act",
    "done", "moved", "fs", "traffic", "ctrl", "elim", "sealed", "came", "col", "spent", "hancock",
    "stirs", "flow", "rv", "lg", "lr", "en", "es", "rule", "to", "C.cav", "K.usa", "K.csa",
    "cavord", "cavfight", "ord", "leave", "", "day", "late",
) + SCENARIOS + tuple(o for o in OPTIONS if o != "hancock") + tuple(sorted(D.entries()))
GAME_WORD_INDEX = {w: i for i, w in enumerate(GAME_WORDS)}
HANDLE_WORDS = tuple(f"{p}{n:03d}" for p in ("U", "C") for n in range(1, 128))
WORDS = GAME_WORDS + HEXES + HANDLE_WORDS           # the generic form's word list
PACKER = Packer(WORDS, max_depth=MAX_DEPTH, max_items=MAX_ITEMS)

# The keys a state holds, in the order they are written. "stirs" comes before
# "sealed" (a stir is named by its number), "pos" before "ctrl". A key not
# here goes as a JSON value, in a dict after them.
KEYS = ("rng", "t", "first", "p1", "side", "half", "stirs", "rv", "elim", "res", "lr", "lg",
        "pos", "off", "due", "dead", "up", "act", "done", "moved", "col", "came", "spent", "lost", "mk",
        "hancock", "fs", "traffic", "melees", "ctrl", "sealed", "flow", "cav", "pend", "mo")
USUAL = frozenset(KEYS) - {"cav", "pend", "mo"}     # every state has these


# Digits -----------------------------------------------------------------------------

class Writer:
    """Digits of a mixed-radix number, the first one least significant."""

    def __init__(self) -> None:
        self.total = 0
        self.mult = 1

    def put(self, value: int, radix: int) -> None:
        if not 0 <= value < max(radix, 1):
            raise ValueError("digit out of range")
        if radix > 1:
            self.total += value * self.mult
            self.mult *= radix

    def flag(self, on: bool) -> None:
        self.put(1 if on else 0, 2)

    def gamma(self, value: int) -> None:
        """``value`` >= 1: its bit length in unary, then its other bits."""
        width = value.bit_length()
        if width < 1:
            raise ValueError("gamma codes numbers from 1")
        for _ in range(width - 1):
            self.put(0, 2)
        self.put(1, 2)
        self.put(value - (1 << (width - 1)), 1 << (width - 1))

    def bytes(self) -> bytes:
        return self.total.to_bytes(_size(self.mult), "little")


class DigitReader:
    def __init__(self, data: bytes) -> None:
        self.size = len(data)
        self.total = int.from_bytes(data, "little")
        self.mult = 1

    def get(self, radix: int) -> int:
        if radix <= 1:
            return 0
        self.total, value = divmod(self.total, radix)
        self.mult *= radix
        return value

    def flag(self) -> bool:
        return bool(self.get(2))

    def gamma(self, max_bits: int) -> int:
        width = 1
        while not self.get(2):
            width += 1
            if width > max_bits:
                raise ValueError("packed number too large")
        return (1 << (width - 1)) | self.get(1 << (width - 1))

    def end(self) -> None:
        if self.total or self.size != _size(self.mult):
            raise ValueError("packed state has trailing or missing bytes")


def _size(mult: int) -> int:
    """Bytes that hold every number below ``mult``."""
    return ((mult - 1).bit_length() + 7) // 8


def _subset_rank(idx: list[int]) -> int:
    """The rank of an increasing list among those of its size (colex)."""
    return sum(comb(c, j + 1) for j, c in enumerate(idx))


def _subset_unrank(rank: int, k: int, n: int) -> list[int]:
    out = []
    c = n
    for j in range(k, 0, -1):
        c -= 1
        while comb(c, j) > rank:
            c -= 1
        rank -= comb(c, j)
        out.append(c)
    return out[::-1]


def put_subset(w: Writer, idx: list[int], n: int) -> None:
    """An increasing list of numbers below ``n``: its size, then its rank."""
    w.put(len(idx), n + 1)
    w.put(_subset_rank(idx), comb(n, len(idx)))


def get_subset(r: DigitReader, n: int) -> list[int]:
    k = r.get(n + 1)
    return _subset_unrank(r.get(comb(n, k)), k, n)


def put_order(w: Writer, items: list, ordered: list) -> None:
    """The order of ``items`` (distinct), given them ``ordered``: each one's
    rank among those not yet placed."""
    left = list(ordered)
    for x in items[:-1]:
        k = left.index(x)
        w.put(k, len(left))
        left.pop(k)


def get_order(r: DigitReader, ordered: list) -> list:
    left = list(ordered)
    out = []
    while len(left) > 1:
        out.append(left.pop(r.get(len(left))))
    return out + left


# The context: what the scenario and the options fix --------------------------------

_GROUPS: dict = {}


class Ctx:
    """The handles of a scenario with options (``rules._handles``) and
    their groups; while packing, the digits and the state so far."""

    def __init__(self, sc: str, op: dict) -> None:
        key = (sc, bool(op.get("cavalry")), bool(op.get("longstreet")))
        if key not in _GROUPS:
            groups = CAV.groups(sc, op, D.groups(sc, bool(op.get("longstreet"))))   # rules._groups
            handles, group_of = [], []
            for side in SIDES:
                for g, grp in enumerate(groups[side]):
                    for _ in grp[-1]:
                        handles.append(f"{M.PREFIX[side]}{len([1 for s, _g in group_of if s == side]) + 1:03d}")
                        group_of.append((side, g))
            _GROUPS[key] = (groups, handles, group_of)
        self.groups, self.handles, self.group_of = _GROUPS[key]
        self.index = {h: i for i, h in enumerate(self.handles)}
        self.n = len(self.handles)
        self.span = {side: [i for i in range(self.n) if self.group_of[i][0] == side] for side in SIDES}
        self.sc, self.op = sc, op
        self.w: Writer | None = None
        self.r: DigitReader | None = None
        self.state: dict = {}
        self.pos: dict | None = None

    def due_default(self, i: int) -> list | None:
        side, g = self.group_of[i]
        grp = self.groups[side][g]
        return [grp[1], grp[2], list(grp[3]), grp[4]] if grp[0] == "due" else None

    def put_handles(self, idx: list[int]) -> None:
        """A set of handle numbers (increasing): whose they are (the Union's
        alone, the Confederacy's alone, both), then a subset per side."""
        s = set(idx)
        parts = [[j for j, i in enumerate(self.span[side]) if i in s] for side in SIDES]
        mode = 2 if parts[0] and parts[1] else 1 if parts[1] else 0
        self.w.put(mode, 3)
        for k, part in enumerate(parts):
            n = len(self.span[SIDES[k]])
            if mode == 0 and k == 0:
                put_subset(self.w, part, n)
            elif mode == 2 or mode == k:
                self.w.put(len(part) - 1, n)
                self.w.put(_subset_rank(part), comb(n, len(part)))

    def get_handles(self) -> list[int]:
        mode = self.r.get(3)
        out = []
        for k, side in enumerate(SIDES):
            span = self.span[side]
            n = len(span)
            if mode == 0 and k == 0:
                part = get_subset(self.r, n)
            elif mode == 2 or mode == k:
                if n == 0:
                    raise ValueError("packed handles of a side that has none")
                size = self.r.get(n) + 1
                part = _subset_unrank(self.r.get(comb(n, size)), size, n)
            else:
                part = []
            out += [span[j] for j in part]
        return out


def _is_int(x, lo: int, hi: int) -> bool:
    return type(x) is int and lo <= x <= hi


def _hex32(x) -> bool:
    return isinstance(x, str) and len(x) == 32 and all(c in "0123456789abcdef" for c in x)


# JSON values ---------------------------------------------------------------------------
# A value is a tag, in a prefix code (the tags the state holds most take the
# fewest bits), then what the tag says. A dict key is one of the keys the
# state's values use (KEY_WORDS), or a handle, a hex, another word, letters,
# a hexside ("H6/H7").

(V_NAT, V_LIST, V_HANDLE, V_WORD, V_DICT, V_HEX, V_NULL, V_HLIST, V_HDICT, V_XDICT, V_SIDE,
 V_FALSE, V_TRUE, V_NEG, V_STR) = range(15)
V_CODES = ("00", "01", "100", "101", "110", "1110", "11110", "111110", "1111110", "11111110",
           "111111110", "1111111110", "11111111110", "111111111110", "111111111111")
V_BY_CODE = {c: t for t, c in enumerate(V_CODES)}
KEY_WORDS = ("step", "hex", "who", "att", "uns", "usa", "csa", "next", "ph", "gregg", "kilpatrick",
             "pool", "wd", "rolls", "custer", "force", "opp", "res", "out", "rnd", "acted", "why",
             "ret", "r", "pending", "sp", "acting", "rg", "n", "long", "used", "b", "rank", "ending",
             "cand", "h", "rep", "ord", "leave", "done")
KEY_INDEX = {k: i for i, k in enumerate(KEY_WORDS)}
K_WORD, K_HANDLE, K_HEX, K_STR, K_SIDE = range(5)
V_OF_KIND = (V_WORD, V_HANDLE, V_HEX, V_STR, V_SIDE)
KEY_RADIX = len(KEY_WORDS) + len(V_OF_KIND)


def _put_tag(w: Writer, tag: int) -> None:
    for c in V_CODES[tag]:
        w.put(int(c), 2)


def _get_tag(r: DigitReader) -> int:
    code = ""
    while code not in V_BY_CODE:
        code += "1" if r.flag() else "0"
    return V_BY_CODE[code]


def _keyed(ctx: Ctx, v: dict) -> int | None:
    """V_HDICT for a dict keyed by handles alone, V_XDICT by hexes alone."""
    if v and all(k in ctx.index for k in v):
        return V_HDICT
    if v and all(k in HEX_INDEX for k in v):
        return V_XDICT
    return None


def _handle_list(ctx: Ctx, v) -> bool:
    return len(v) >= 2 and all(isinstance(h, str) and h in ctx.index for h in v) and len(set(v)) == len(v)


def put_value(ctx: Ctx, v, depth: int = 0) -> None:
    """A JSON value; a string as a handle, a hex, a game word or its letters."""
    w = ctx.w
    if depth > MAX_DEPTH:
        raise ValueError("value nested too deeply to pack")
    if v is None:
        _put_tag(w, V_NULL)
    elif v is False:
        _put_tag(w, V_FALSE)
    elif v is True:
        _put_tag(w, V_TRUE)
    elif isinstance(v, int):
        if v.bit_length() > MAX_INT_BITS:
            raise ValueError("int too large to pack")
        _put_tag(w, V_NAT if v >= 0 else V_NEG)
        w.gamma(v + 1 if v >= 0 else -v)
    elif isinstance(v, str):
        kind, i, radix = _string(ctx, v)
        _put_tag(w, V_OF_KIND[kind])
        _put_string(w, kind, i, radix, v)
    elif isinstance(v, (list, tuple)):
        if len(v) > MAX_ITEMS:
            raise ValueError("list too long to pack")
        if _handle_list(ctx, v):
            _put_tag(w, V_HLIST)
            HAND_LIST.put(ctx, list(v))
            return
        _put_tag(w, V_LIST)
        w.gamma(len(v) + 1)
        for x in v:
            put_value(ctx, x, depth + 1)
    elif isinstance(v, dict):
        if len(v) > MAX_ITEMS:
            raise ValueError("dict too long to pack")
        if not all(isinstance(k, str) for k in v):
            raise TypeError("dict keys must be strings to pack")
        keyed = _keyed(ctx, v)
        if keyed is not None:
            _put_tag(w, keyed)
            if keyed == V_HDICT:
                idx = sorted(ctx.index[k] for k in v)
                ctx.put_handles(idx)
                keys = [ctx.handles[i] for i in idx]
            else:
                idx = sorted(HEX_INDEX[k] for k in v)
                put_subset(w, idx, len(HEXES))
                keys = [HEXES[i] for i in idx]
            for k in keys:
                put_value(ctx, v[k], depth + 1)
            return
        _put_tag(w, V_DICT)
        w.gamma(len(v) + 1)
        for k in sorted(v):
            i = KEY_INDEX.get(k)
            if i is not None:
                w.put(i, KEY_RADIX)
            else:
                kind, i, radix = _string(ctx, k)
                w.put(len(KEY_WORDS) + kind, KEY_RADIX)
                _put_string(w, kind, i, radix, k)
            put_value(ctx, v[k], depth + 1)
    else:
        raise TypeError(f"cannot pack {type(v).__name__}")


def _string(ctx: Ctx, s: str) -> tuple[int, int, int]:
    i = ctx.index.get(s)
    if i is not None:
        return K_HANDLE, i, ctx.n
    i = HEX_INDEX.get(s)
    if i is not None:
        return K_HEX, i, len(HEXES)
    i = GAME_WORD_INDEX.get(s)
    if i is not None:
        return K_WORD, i, len(GAME_WORDS)
    i = HEXSIDE_INDEX.get(s)
    if i is not None:
        return K_SIDE, i, len(HEXSIDES)
    return K_STR, 0, 0


def _put_string(w: Writer, kind: int, i: int, radix: int, s: str) -> None:
    if kind != K_STR:
        w.put(i, radix)
        return
    raw = s.encode("utf-8", "surrogatepass")
    if len(raw) > MAX_STRING:
        raise ValueError("string too long to pack")
    w.gamma(len(raw) + 1)
    for b in raw:
        w.put(b, 256)


def _get_string(ctx: Ctx, kind: int) -> str:
    r = ctx.r
    if kind == K_HANDLE:
        return ctx.handles[r.get(ctx.n)]
    if kind == K_HEX:
        return HEXES[r.get(len(HEXES))]
    if kind == K_WORD:
        return GAME_WORDS[r.get(len(GAME_WORDS))]
    if kind == K_SIDE:
        return HEXSIDES[r.get(len(HEXSIDES))]
    size = r.gamma(15) - 1
    if size > MAX_STRING:
        raise ValueError("packed string too long")
    try:
        s = bytes(r.get(256) for _ in range(size)).decode("utf-8", "surrogatepass")
    except UnicodeDecodeError:
        raise ValueError("packed string is not UTF-8") from None
    if _string(ctx, s)[0] != K_STR:
        raise ValueError("packed string spells out a word")
    return s


def get_value(ctx: Ctx, depth: int = 0):
    r = ctx.r
    if depth > MAX_DEPTH:
        raise ValueError("packed value nested too deeply")
    tag = _get_tag(r)
    if tag == V_NULL:
        return None
    if tag == V_FALSE:
        return False
    if tag == V_TRUE:
        return True
    if tag in (V_NAT, V_NEG):
        n = r.gamma(MAX_INT_BITS + 1) - 1 if tag == V_NAT else -r.gamma(MAX_INT_BITS + 1)
        if n.bit_length() > MAX_INT_BITS:
            raise ValueError("packed number too large")
        return n
    if tag in V_OF_KIND:
        return _get_string(ctx, V_OF_KIND.index(tag))
    if tag in (V_HDICT, V_XDICT):
        if tag == V_HDICT:
            keys = [ctx.handles[i] for i in ctx.get_handles()]
        else:
            keys = [HEXES[i] for i in get_subset(r, len(HEXES))]
        if not keys:
            raise ValueError("packed dict not canonical")
        got = {k: get_value(ctx, depth + 1) for k in keys}      # in the keys' own order
        return dict(sorted(got.items()))
    if tag == V_HLIST:
        v = HAND_LIST.get(ctx)
        if len(v) < 2:
            raise ValueError("packed handle list not canonical")
        return v
    if tag == V_LIST:
        n = r.gamma(14) - 1
        if n > MAX_ITEMS:
            raise ValueError("packed list too long")
        v = [get_value(ctx, depth + 1) for _ in range(n)]
        if _handle_list(ctx, v):
            raise ValueError("packed list not canonical")
        return v
    n = r.gamma(14) - 1
    if n > MAX_ITEMS:
        raise ValueError("packed dict too long")
    out = {}
    last = None
    for _ in range(n):
        i = r.get(KEY_RADIX)
        if i < len(KEY_WORDS):
            k = KEY_WORDS[i]
        else:
            k = _get_string(ctx, i - len(KEY_WORDS))
            if k in KEY_INDEX:
                raise ValueError("packed key not canonical")
        if last is not None and k <= last:
            raise ValueError("packed dict keys out of order")
        last = k
        out[k] = get_value(ctx, depth + 1)
    if _keyed(ctx, out) is not None:
        raise ValueError("packed dict not canonical")
    return out


# Fields -------------------------------------------------------------------------------
# Each: fits(ctx, value) -> bool, put(ctx, value), get(ctx) -> value. A value
# that does not fit goes as a JSON value (decode refuses one that fits).

class RngField:
    def fits(self, ctx, v):
        return isinstance(v, str) and len(v) == 16 and all(c in "0123456789abcdef" for c in v)

    def put(self, ctx, v):
        ctx.w.put(int(v, 16), 1 << 64)

    def get(self, ctx):
        return format(ctx.r.get(1 << 64), "016x")


class HandleList:
    """Distinct handles: their set, then their order unless it is the
    handles' own."""

    def fits(self, ctx, v):
        return isinstance(v, list) and all(isinstance(h, str) and h in ctx.index for h in v) \
            and len(set(v)) == len(v)

    def put(self, ctx, v):
        idx = [ctx.index[h] for h in v]
        ordered = sorted(idx)
        ctx.put_handles(ordered)
        if len(idx) > 1:
            ctx.w.flag(idx != ordered)
            if idx != ordered:
                put_order(ctx.w, idx, ordered)

    def get(self, ctx):
        idx = ctx.get_handles()
        if len(idx) > 1 and ctx.r.flag():
            again = get_order(ctx.r, idx)
            if again == idx:
                raise ValueError("packed order not canonical")
            idx = again
        return [ctx.handles[i] for i in idx]


class HandleHexes:
    """{handle: hex} (``off``): the handles, then a hex each."""

    def fits(self, ctx, v):
        return isinstance(v, dict) and all(h in ctx.index and isinstance(x, str) and x in HEX_INDEX
                                           for h, x in v.items())

    def put(self, ctx, v):
        idx = sorted(ctx.index[h] for h in v)
        ctx.put_handles(idx)
        for i in idx:
            ctx.w.put(HEX_INDEX[v[ctx.handles[i]]], len(HEXES))

    def get(self, ctx):
        return dict(sorted((ctx.handles[i], HEXES[ctx.r.get(len(HEXES))]) for i in ctx.get_handles()))


class PosField(HandleHexes):
    """{handle: hex} on the map; kept for ``ctrl``."""

    def put(self, ctx, v):
        super().put(ctx, v)
        ctx.pos = v

    def get(self, ctx):
        ctx.pos = super().get(ctx)
        return ctx.pos


class DueField:
    """{handle: [t, road, [roads], limit]}: the handles, then for each
    scheduled at the set-up a flag "as scheduled"; what differs as JSON."""

    def fits(self, ctx, v):
        return isinstance(v, dict) and all(h in ctx.index for h in v)

    def put(self, ctx, v):
        idx = sorted(ctx.index[h] for h in v)
        ctx.put_handles(idx)
        for i in idx:
            val, default = v[ctx.handles[i]], ctx.due_default(i)
            if default is not None:
                ctx.w.flag(_same(val, default))
                if _same(val, default):
                    continue
            put_value(ctx, val, 1)

    def get(self, ctx):
        out = {}
        for i in ctx.get_handles():
            default = ctx.due_default(i)
            if default is not None and ctx.r.flag():
                val = default
            else:
                val = get_value(ctx, 1)
                if default is not None and _same(val, default):
                    raise ValueError("packed schedule not canonical")
            out[ctx.handles[i]] = val
        return dict(sorted(out.items()))


def _same(a, b) -> bool:
    """Equal as JSON values (True is not 1)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return a == b


class HandleInts:
    """{handle: lo..hi} (``spent``: 0..15; ``lost``: a block's steps lost in
    view, gained below 0, never 0)."""

    def __init__(self, lo: int = 0, hi: int = 15, zero: bool = True) -> None:
        self.lo, self.hi, self.zero = lo, hi, zero

    def fits(self, ctx, v):
        return isinstance(v, dict) and all(h in ctx.index and _is_int(x, self.lo, self.hi)
                                           and (self.zero or x != 0) for h, x in v.items())

    def put(self, ctx, v):
        idx = sorted(ctx.index[h] for h in v)
        ctx.put_handles(idx)
        for i in idx:
            x = v[ctx.handles[i]] - self.lo
            if not self.zero and x > -self.lo:
                x -= 1
            ctx.w.put(x, self.hi - self.lo + (1 if self.zero else 0))

    def get(self, ctx):
        out = []
        for i in ctx.get_handles():
            x = ctx.r.get(self.hi - self.lo + (1 if self.zero else 0))
            if not self.zero and x >= -self.lo:
                x += 1
            out.append((ctx.handles[i], x + self.lo))
        return dict(sorted(out))


class TrafficField:
    """{hexside: 1..4} (6.62): the hexsides, which of them were crossed more
    than once, and their counts."""

    def fits(self, ctx, v):
        return isinstance(v, dict) and all(k in HEXSIDE_INDEX and _is_int(x, 1, 4) for k, x in v.items())

    def put(self, ctx, v):
        idx = sorted(HEXSIDE_INDEX[k] for k in v)
        put_subset(ctx.w, idx, len(HEXSIDES))
        more = [j for j, i in enumerate(idx) if v[HEXSIDES[i]] > 1]
        put_subset(ctx.w, more, len(idx))
        for j in more:
            ctx.w.put(v[HEXSIDES[idx[j]]] - 2, 3)

    def get(self, ctx):
        idx = get_subset(ctx.r, len(HEXSIDES))
        out = {HEXSIDES[i]: 1 for i in idx}
        for j in get_subset(ctx.r, len(idx)):
            out[HEXSIDES[idx[j]]] = ctx.r.get(3) + 2
        return out


CTRL_CODE = {None: 0, "usa": 1, "csa": 2}
CTRL_SIDE = (None, "usa", "csa")
CTRL_FULL = 3 ** len(HEXES)


class CtrlField:
    """{hex: side} (6.6): the hexes where it differs from the control the
    positions give now (each with one of the two other values), or every
    hex's value, whichever is shorter."""

    def fits(self, ctx, v):
        return isinstance(v, dict) and all(k in HEX_INDEX and x in ("usa", "csa") for k, x in v.items())

    @staticmethod
    def _ref(ctx):
        return M.control({"pos": ctx.pos}) if ctx.pos is not None else {}

    @staticmethod
    def _diff_shorter(k: int) -> bool:
        return (len(HEXES) + 1) * comb(len(HEXES), k) << k < CTRL_FULL

    def put(self, ctx, v):
        ref = self._ref(ctx)
        diff = [i for i, h in enumerate(HEXES) if v.get(h) != ref.get(h)]
        short = self._diff_shorter(len(diff))
        ctx.w.flag(short)
        if short:
            put_subset(ctx.w, diff, len(HEXES))
            for i in diff:
                old, new = ref.get(HEXES[i]), v.get(HEXES[i])
                ctx.w.put([x for x in CTRL_SIDE if x != old].index(new), 2)
        else:
            for h in HEXES:
                ctx.w.put(CTRL_CODE[v.get(h)], 3)

    def get(self, ctx):
        ref = self._ref(ctx)
        if ctx.r.flag():
            diff = get_subset(ctx.r, len(HEXES))
            if not self._diff_shorter(len(diff)):
                raise ValueError("packed control not canonical")
            out = dict(ref)
            for i in diff:
                h = HEXES[i]
                new = [x for x in CTRL_SIDE if x != ref.get(h)][ctx.r.get(2)]
                if new is None:
                    del out[h]
                else:
                    out[h] = new
        else:
            out = {}
            for h in HEXES:
                side = CTRL_SIDE[ctx.r.get(3)]
                if side is not None:
                    out[h] = side
            if self._diff_shorter(sum(1 for h in HEXES if out.get(h) != ref.get(h))):
                raise ValueError("packed control not canonical")
        return dict(sorted(out.items(), key=lambda kv: HEX_INDEX[kv[0]]))


# Sealed values -------------------------------------------------------------------------

_DEALT: dict = {}               # (salt, scenario, options) -> {handle: its block at the set-up}


def _dealt(ctx: Ctx, side: str, salt: str) -> dict[str, str]:
    """handle -> the block it got at the private set-up (rules.private_setup)."""
    key = (salt, ctx.sc, bool(ctx.op.get("cavalry")), bool(ctx.op.get("longstreet")))
    got = _DEALT.get(key)
    if got is None:
        if len(_DEALT) > 1000:
            _DEALT.clear()
        got = {}
        by_group: dict[int, list[str]] = {}
        for i in ctx.span[side]:
            by_group.setdefault(ctx.group_of[i][1], []).append(ctx.handles[i])
        for g, handles in by_group.items():
            ids = sorted(ctx.groups[side][g][-1],
                         key=lambda b: hashlib.sha256(f"{salt}|{g}|{b}".encode()).digest())
            got.update(zip(handles, ids))
        _DEALT[key] = got
    return got


def _side_blocks(side: str) -> list[str]:
    return [b for b in sorted(D.BLOCKS) if D.BLOCKS[b]["side"] == side]


SIDE_BLOCKS = {side: _side_blocks(side) for side in SIDES}


def _stirs(ctx: Ctx) -> int:
    """The state's stir count (so far read), the most a stamp may be."""
    n = ctx.state.get("stirs")
    return n if _is_int(n, 0, MAX_STIRS) else 0


class SealedField:
    """{handle: [block id, strength when dealt, stir stamp] or None, "K.usa" /
    "K.csa": salt or None, ...}: the handles there and those known, the
    salts, other keys (the CSA's cavalry orders, "C.cav") as JSON; then per
    side, for its known handles: which hold the block dealt them at the
    set-up, the others' blocks; which are at their starting strength, the
    others' strengths; which have a stamp (not 0), and each one's stamp, as
    the number of a stamp named before or as the stir count it names."""

    def fits(self, ctx, v):
        if not isinstance(v, dict):
            return False
        seen: set = set()
        stirs = _stirs(ctx)
        for h, x in v.items():
            i = ctx.index.get(h)
            if i is None or x is None:
                continue
            if not (isinstance(x, list) and len(x) == M.VALUE and isinstance(x[0], str) and x[0] in D.BLOCKS
                    and D.BLOCKS[x[0]]["side"] == ctx.group_of[i][0] and x[0] not in seen
                    and _is_int(x[1], 0, D.BLOCKS[x[0]]["steps"]) and _is_int(x[2], 0, stirs)):
                return False
            seen.add(x[0])
        return True

    def put(self, ctx, v):
        w = ctx.w
        there = [i for i, h in enumerate(ctx.handles) if h in v]
        ctx.put_handles(there)
        known = [i for i in there if v[ctx.handles[i]] is not None]
        put_subset(w, [j for j, i in enumerate(there) if v[ctx.handles[i]] is not None], len(there))
        salts = {}
        for key, side in zip(SALT_KEYS, SIDES):
            x = v.get(key, ...)
            code = 0 if x is ... else 1 if x is None else 2 if _hex32(x) else 3
            w.put(code, 4)
            if code == 2:
                w.put(int(x, 16), 1 << 128)
                salts[side] = x
            elif code == 3:
                put_value(ctx, x, 1)
        put_value(ctx, {k: x for k, x in v.items() if k not in ctx.index and k not in SALT_KEYS}, 1)
        stirs = _stirs(ctx)
        for side in SIDES:
            ks = [i for i in known if ctx.group_of[i][0] == side]
            vals = [v[ctx.handles[i]] for i in ks]
            salt = salts.get(side)
            # blocks
            unused = list(SIDE_BLOCKS[side])
            if salt is not None:
                dealt = _dealt(ctx, side, salt)
                as_dealt = [x[0] == dealt[ctx.handles[i]] for i, x in zip(ks, vals)]
                put_subset(w, [j for j, d in enumerate(as_dealt) if d], len(ks))
                for i, x, d in zip(ks, vals, as_dealt):
                    if not d:
                        others = [b for b in unused if b != dealt[ctx.handles[i]]]
                        w.put(others.index(x[0]), len(others))
                    unused.remove(x[0])
            else:
                for i, x in zip(ks, vals):
                    g = ctx.group_of[i][1]
                    _put_among(w, x[0], [b for b in ctx.groups[side][g][-1] if b in unused], unused)
                    unused.remove(x[0])
            # strengths
            starts = [_start(ctx, x[0]) for x in vals]
            at_start = [j for j, (x, st) in enumerate(zip(vals, starts)) if x[1] == st]
            put_subset(w, at_start, len(ks))
            for j, (x, st) in enumerate(zip(vals, starts)):
                if j not in at_start:
                    steps = D.BLOCKS[x[0]]["steps"]
                    if st is None:
                        w.put(x[1], steps + 1)
                    else:
                        w.put(x[1] - (x[1] > st), steps)
            # stamps: a stir stamps every value it re-deals alike
            stamped = [j for j, x in enumerate(vals) if x[2]]
            put_subset(w, stamped, len(ks))
            named: list[int] = []
            for j in stamped:
                n = vals[j][2]
                if named:
                    w.flag(n in named)
                if n in named:
                    w.put(named.index(n), len(named))
                else:
                    w.put(n - 1, stirs)
                    named.append(n)

    def get(self, ctx):
        r = ctx.r
        there = ctx.get_handles()
        known = [there[j] for j in get_subset(r, len(there))]
        out: dict = {ctx.handles[i]: None for i in there}
        salts = {}
        for key, side in zip(SALT_KEYS, SIDES):
            code = r.get(4)
            if code == 1:
                out[key] = None
            elif code == 2:
                salts[side] = out[key] = format(r.get(1 << 128), "032x")
            elif code == 3:
                x = get_value(ctx, 1)
                if x is None or _hex32(x):
                    raise ValueError("packed salt not canonical")
                out[key] = x
        rest = get_value(ctx, 1)
        if not isinstance(rest, dict) or any(k in ctx.index or k in SALT_KEYS for k in rest):
            raise ValueError("packed sealed values are not a record")
        stirs = _stirs(ctx)
        for side in SIDES:
            ks = [i for i in known if ctx.group_of[i][0] == side]
            salt = salts.get(side)
            # blocks
            unused = list(SIDE_BLOCKS[side])
            if len(ks) > len(unused):
                raise ValueError("packed state names more blocks than the side has")
            ids = []
            if salt is not None:
                dealt = _dealt(ctx, side, salt)
                as_dealt = set(get_subset(r, len(ks)))
                for j, i in enumerate(ks):
                    mine = dealt[ctx.handles[i]]
                    if j in as_dealt:
                        if mine not in unused:
                            raise ValueError("packed block named twice")
                        ident = mine
                    else:
                        others = [b for b in unused if b != mine]
                        if not others:
                            raise ValueError("packed block out of range")
                        ident = others[r.get(len(others))]
                    unused.remove(ident)
                    ids.append(ident)
            else:
                for i in ks:
                    g = ctx.group_of[i][1]
                    ident = _get_among(r, [b for b in ctx.groups[side][g][-1] if b in unused], unused)
                    unused.remove(ident)
                    ids.append(ident)
            # strengths
            starts = [_start(ctx, b) for b in ids]
            at_start = set(get_subset(r, len(ks)))
            strengths = []
            for j, (b, st) in enumerate(zip(ids, starts)):
                if j in at_start:
                    if st is None:
                        raise ValueError("packed strength not canonical")
                    strengths.append(st)
                    continue
                steps = D.BLOCKS[b]["steps"]
                if st is None:
                    strengths.append(r.get(steps + 1))
                elif steps < 1:
                    raise ValueError("packed strength out of range")
                else:
                    x = r.get(steps)
                    strengths.append(x + (x >= st))
            # stamps
            stamps = [0] * len(ks)
            stamped = get_subset(r, len(ks))
            if stamped and not stirs:
                raise ValueError("packed stamp in a state without stirs")
            named: list[int] = []
            for j in stamped:
                if named and r.flag():
                    stamps[j] = named[r.get(len(named))]
                else:
                    n = r.get(stirs) + 1
                    if n in named:
                        raise ValueError("packed stamp named twice")
                    named.append(n)
                    stamps[j] = n
            for i, b, st, n in zip(ks, ids, strengths, stamps):
                out[ctx.handles[i]] = [b, st, n]
        out.update(rest)
        return dict(sorted(out.items()))


def _start(ctx: Ctx, ident: str) -> int | None:
    """A block's strength at the scenario's start, when it is one it may have."""
    start = D.start_strength(ctx.sc, ident)
    return start if 0 <= start <= D.BLOCKS[ident]["steps"] else None


def _put_among(w: Writer, x: str, first: list[str], every: list[str]) -> None:
    """``x`` of ``every``: a flag "among ``first``" (when some are), then its
    rank there or among the others."""
    if first:
        w.flag(x in first)
        if x in first:
            w.put(first.index(x), len(first))
            return
    others = [b for b in every if b not in first]
    w.put(others.index(x), len(others))


def _get_among(r: DigitReader, first: list[str], every: list[str]) -> str:
    if first and r.flag():
        return first[r.get(len(first))]
    others = [b for b in every if b not in first]
    if not others:
        raise ValueError("packed block id out of range")
    return others[r.get(len(others))]


HAND_LIST = HandleList()
FIELDS = {
    "rng": RngField(), "pos": PosField(), "due": DueField(), "off": HandleHexes(),
    "dead": HAND_LIST, "up": HAND_LIST, "act": HAND_LIST, "done": HAND_LIST, "moved": HAND_LIST,
    "came": HAND_LIST, "col": HAND_LIST, "spent": HandleInts(), "lost": HandleInts(-15, 15, zero=False),
    "mk": HAND_LIST, "traffic": TrafficField(),
    "ctrl": CtrlField(), "sealed": SealedField(),
}


# The state -------------------------------------------------------------------------------

def _options_fit(op) -> bool:
    return isinstance(op, dict) and tuple(sorted(op)) == OPTIONS and all(type(x) is bool for x in op.values())


def encode(state: dict) -> bytes:
    """A state as bytes (see the module's notes)."""
    if not isinstance(state, dict):
        raise TypeError("a state must be a dict")
    sc, op = state.get("sc"), state.get("op")
    if sc not in SCENARIOS or not isinstance(op, dict):
        return bytes([MAGIC, GENERIC]) + PACKER.encode(state)
    w = Writer()
    w.put(SCENARIOS.index(sc), len(SCENARIOS))
    w.flag(_options_fit(op))
    if _options_fit(op):
        for k in OPTIONS:
            w.flag(op[k])
    else:
        bare = Ctx(sc, {})                  # the options' own handles are those without options
        bare.w = w
        put_value(bare, op, 1)
    ctx = Ctx(sc, op)
    ctx.state = state
    ctx.w = w
    usual = USUAL <= set(state)
    w.flag(usual)
    for key in KEYS:
        if not (usual and key in USUAL):
            w.flag(key in state)
    hand = all(FIELDS[k].fits(ctx, state[k]) for k in FIELDS if k in state)
    w.flag(hand)
    for key in KEYS:
        if key not in state:
            continue
        field = FIELDS.get(key)
        if field is not None:
            fits = field.fits(ctx, state[key])
            if not hand:
                w.flag(fits)
            if fits:
                field.put(ctx, state[key])
                continue
        put_value(ctx, state[key], 1)
    put_value(ctx, {k: v for k, v in state.items() if k not in KEYS and k not in ("sc", "op")})
    if _size(w.mult) > MAX_HAND:
        return bytes([MAGIC, GENERIC]) + PACKER.encode(state)   # reading a long number is slow
    return bytes([MAGIC, HAND]) + w.bytes()


def decode(data: bytes) -> dict:
    """The state ``encode`` packed into ``data``; ``ValueError`` for
    anything it would not write."""
    data = bytes(data)
    if len(data) < 2:
        raise ValueError("packed state cut short")
    if data[0] != MAGIC:
        raise ValueError(f"packed state made by {'a newer' if data[0] > MAGIC else 'another'} "
                         f"version of this site (packing {data[0]}; this site reads {MAGIC})")
    if data[1] == GENERIC:
        src = Reader(data, 2)
        state = PACKER.get(src)
        src.end()
        if not isinstance(state, dict):
            raise ValueError("packed state is not a state")
        return state
    if data[1] != HAND:
        raise ValueError("packed state of an unknown form")
    if len(data) - 2 > MAX_HAND:
        raise ValueError("packed state too long")
    r = DigitReader(data[2:])
    sc = SCENARIOS[r.get(len(SCENARIOS))]
    ctx = Ctx(sc, {})
    ctx.r = r
    if r.flag():
        op = {k: r.flag() for k in OPTIONS}
    else:
        op = get_value(ctx, 1)
        if not isinstance(op, dict) or _options_fit(op):
            raise ValueError("packed options not canonical")
    ctx = Ctx(sc, op)
    ctx.r = r
    usual = r.flag()
    present = [key for key in KEYS if (usual and key in USUAL) or r.flag()]
    if not usual and USUAL <= set(present):
        raise ValueError("packed keys not canonical")
    hand = r.flag()
    state: dict = {"sc": sc, "op": op}
    ctx.state = state
    fits_all = True
    for key in present:
        field = FIELDS.get(key)
        if field is not None and (hand or r.flag()):
            state[key] = field.get(ctx)
            continue
        state[key] = get_value(ctx, 1)
        if field is not None:
            fits_all = False
            if field.fits(ctx, state[key]):
                raise ValueError(f"packed {key} not canonical")
    if not hand and fits_all:
        raise ValueError("packed fields not canonical")
    rest = get_value(ctx)
    if not isinstance(rest, dict) or any(k in state or k in KEYS for k in rest):
        raise ValueError("packed state is not a record")
    state.update(rest)
    r.end()
    return state
