"""Badges of Courage states as compact bytes, for position and turn links.

A state packed as JSON is some 15,000 characters (every handle's sealed
value, position and schedule, the control of every hex), too long for a
link. Here the bulk goes by hand, in bits, and the rest through the
game-agnostic packer (``pyapp.core.packing``), in which the strings the game
uses (state keys, phases, sides, hexes, handles) are numbers.

What is derived from the scenario and the options is not written at all:
which handles there are (``rules._handles``: "U001".., "C001".., in the
order of the scenario's groups), which blocks each group holds, and a
reinforcement's schedule as set up. So a handle is a number below the
scenario's count of handles, a hex a number below 322, a block id a choice
among the ids of its handle's group not yet named (a stir can move an id to
another group's handle: then its number among all blocks), a strength a
number of as many bits as the block has steps.

A nonce (the fourth part of a sealed value) is 48 random-looking bits, but
each is made from the side's salt: at the private set-up from the handle
(``secrets.nonce``), at the ``n``-th stir from ``n``, the stirred place and
the handle's rank in it (``secrets.stir``, ``cavalry._deal``). Where the
salt is in the state, a nonce is written as such a reference (a bit for the
set-up one; for a stirred one its stir in a table of stirs, and its rank),
and only a nonce whose stir is not found near where the handle stands now
is written in full. Finding a stir takes the packer some hashing (remembered
between calls); reading one back takes two hashes.

Layout: ``MAGIC`` (one byte), the form (one byte: 0, the whole state
generically; 1, by hand), and for form 1 the length of the generic part
(varint), the generic part (the values written generically, in the order
the bit part asks for them), then the bit part (least significant bit
first, zero bits to the byte's end)::

    scenario (2 bits), options (1 bit: as set up, then 7 bits; else generic)
    presence of each of KEYS (one bit each), and for each present key: one
    bit "by hand" (else generic), then its field (below); any other key in
    the generic part as one dict at its end.

``decode(encode(state)) == state`` for every state (a state the hand forms
do not fit goes generically, key by key or whole); the round trip is tested
over random games of every scenario. ``decode`` raises ``ValueError`` for
anything ``encode`` does not write (and nothing else), with one exception:
a nonce written in full that ``encode`` would have written as a reference
is read as written (checking that would take the encoder's search); the
state is the same. The rules' ``check_state`` then checks the meaning.
"""

from __future__ import annotations

from ...core.packing import Packer, Reader, put_varint
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
HEX_BITS = (len(HEXES) - 1).bit_length()
CAV_PLACE = "10.0"                  # cavalry._deal stirs "10.0", not a hex
PLACES = HEXES + (CAV_PLACE,)
PLACE_INDEX = {h: i for i, h in enumerate(PLACES)}
PLACE_BITS = (len(PLACES) - 1).bit_length()
HEXSIDES = tuple(sorted({D.side_id(a, b) for a in HEXES for b in M.neighbours(a)}))
HEXSIDE_INDEX = {s: i for i, s in enumerate(HEXSIDES)}
HEXSIDE_BITS = (len(HEXSIDES) - 1).bit_length()
BLOCK_IDS = tuple(sorted(D.BLOCKS))
BLOCK_INDEX = {b: i for i, b in enumerate(BLOCK_IDS)}
BLOCK_BITS = (len(BLOCK_IDS) - 1).bit_length()
ROADS = tuple(sorted(D.entries()))
SIDES = ("usa", "csa")
SALT_KEYS = (S.SALT["usa"], S.SALT["csa"])
MAX_HANDLE = 999                    # "U999": three digits (rules._handles)
NONCE_BITS = 48
RANK_BITS = {CAV_PLACE: 5}          # a stir's rank: at most 4 blocks of a side in a hex (6.2),
                                    # 32 in a cavalry deal (10.0)
RANK_BITS_HEX = 2
MAX_STIRS = 1 << 20

# The game's words, the ones the generic part holds most first (the first 128
# take one byte). Appending is safe; reordering changes packed states (bump MAGIC).
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
) + SCENARIOS + tuple(o for o in OPTIONS if o != "hancock") + ROADS
HANDLE_WORDS = tuple(f"{p}{n:03d}" for p in ("U", "C") for n in range(1, 128))
WORDS = GAME_WORDS + HEXES + HANDLE_WORDS
PACKER = Packer(WORDS, max_depth=12, max_items=5000)

# The keys a state holds, in the order of the presence bits. A key the rules
# add later goes generically, in the dict at the end of the generic part.
KEYS = ("rng", "t", "first", "p1", "side", "half", "pos", "due", "off", "dead", "up", "act", "done",
        "moved", "fs", "traffic", "melees", "ctrl", "elim", "sealed", "came", "col", "spent",
        "hancock", "stirs", "flow", "rv", "lg", "lr", "res", "cav", "pend", "mo")


# Bits ------------------------------------------------------------------------------

class BitWriter:
    def __init__(self) -> None:
        self.acc = 0
        self.n = 0

    def put(self, value: int, width: int) -> None:
        if not 0 <= value < 1 << width:
            raise ValueError("value out of range for its bits")
        self.acc |= value << self.n
        self.n += width

    def flag(self, on: bool) -> None:
        self.put(1 if on else 0, 1)

    def gamma(self, value: int) -> None:
        """``value`` >= 1 in Elias gamma code (2 log2(value) + 1 bits)."""
        if value < 1:
            raise ValueError("gamma codes numbers from 1")
        width = value.bit_length()
        self.put(0, width - 1)
        self.put(1, 1)
        self.put(value - (1 << (width - 1)), width - 1)

    def bytes(self) -> bytes:
        return self.acc.to_bytes((self.n + 7) // 8, "little")


class BitReader:
    def __init__(self, data: bytes) -> None:
        self.acc = int.from_bytes(data, "little")
        self.size = len(data) * 8
        self.n = 0

    def get(self, width: int) -> int:
        if self.n + width > self.size:
            raise ValueError("packed state cut short")
        value = self.acc >> self.n & ((1 << width) - 1)
        self.n += width
        return value

    def flag(self) -> bool:
        return bool(self.get(1))

    def gamma(self, max_bits: int = 32) -> int:
        width = 1
        while not self.get(1):
            width += 1
            if width > max_bits:
                raise ValueError("packed number too large")
        return (1 << (width - 1)) | self.get(width - 1)

    def end(self) -> None:
        if (self.size - self.n) >= 8 or self.acc >> self.n:
            raise ValueError("packed state has trailing bits")


def _bits(n: int) -> int:
    """Bits to write a number below ``n``."""
    return max(n - 1, 0).bit_length()


# The context: what the scenario and the options fix ------------------------------

class Ctx:
    """What packing one state knows: its handles and groups, and while
    packing, where the bits and the generic values go (or come from)."""

    def __init__(self, sc: str, op: dict) -> None:
        groups = CAV.groups(sc, op, D.groups(sc, bool(op.get("longstreet"))))   # rules._groups
        self.handles: list[str] = []
        self.group_of: list[tuple[str, int]] = []
        self.group_ids: dict[tuple[str, int], list[str]] = {}
        for side in SIDES:
            n = 0
            for g, grp in enumerate(groups[side]):
                self.group_ids[(side, g)] = list(grp[-1])
                for _ in grp[-1]:
                    n += 1
                    self.handles.append(f"{M.PREFIX[side]}{n:03d}")
                    self.group_of.append((side, g))
        self.groups = groups
        self.index = {h: i for i, h in enumerate(self.handles)}
        self.n = len(self.handles)
        self.hbits = _bits(self.n)
        self.sc, self.op = sc, op
        self.w: BitWriter | None = None
        self.r: BitReader | None = None
        self.gen_out: bytearray | None = None
        self.gen_in: Reader | None = None
        self.state: dict = {}

    def due_default(self, i: int) -> list:
        grp = self.groups[self.group_of[i][0]][self.group_of[i][1]]
        if grp[0] != "due":
            return []
        return [grp[1], grp[2], list(grp[3]), grp[4]]

    def put_generic(self, value) -> None:
        PACKER.put(self.gen_out, value, 1)

    def get_generic(self):
        return PACKER.get(self.gen_in, 1)

    # handle sets: a count, then a bitmap or a list, whichever is shorter
    def put_handle_set(self, idx: list[int]) -> None:
        """Handle numbers in increasing order."""
        w = self.w
        w.put(len(idx), self.hbits + 1)
        c = len(idx)
        if c == 0 or c == self.n:
            return
        if c * self.hbits > self.n:
            mask = sum(1 << i for i in idx)
            w.put(mask, self.n)
        else:
            for i in idx:
                w.put(i, self.hbits)

    def get_handle_set(self) -> list[int]:
        r = self.r
        c = r.get(self.hbits + 1)
        if c > self.n:
            raise ValueError("packed handle count out of range")
        if c == 0:
            return []
        if c == self.n:
            return list(range(self.n))
        if c * self.hbits > self.n:
            mask = r.get(self.n)
            idx = [i for i in range(self.n) if mask >> i & 1]
        else:
            idx = [r.get(self.hbits) for _ in range(c)]
            if any(b <= a for a, b in zip(idx, idx[1:])):
                raise ValueError("packed handles out of order")
        if len(idx) != c or idx and idx[-1] >= self.n:
            raise ValueError("packed handle set not canonical")
        return idx


def _is_int(x, lo: int, hi: int) -> bool:
    return type(x) is int and lo <= x <= hi


def _hex32(x) -> bool:
    return isinstance(x, str) and len(x) == 32 and all(c in "0123456789abcdef" for c in x)


# Fields ---------------------------------------------------------------------------
# Each field: fits(ctx, value) -> bool, put(ctx, value), get(ctx) -> value.

class RngField:
    def fits(self, ctx, v):
        return isinstance(v, str) and len(v) == 16 and all(c in "0123456789abcdef" for c in v)

    def put(self, ctx, v):
        ctx.w.put(int(v, 16), 64)

    def get(self, ctx):
        return format(ctx.r.get(64), "016x")


class HandleList:
    """A list of distinct handles: as a set, plus their order when it is not
    the handles' own."""

    def fits(self, ctx, v):
        return isinstance(v, list) and all(isinstance(h, str) and h in ctx.index for h in v) \
            and len(set(v)) == len(v)

    def put(self, ctx, v):
        idx = [ctx.index[h] for h in v]
        ordered = sorted(idx)
        ctx.put_handle_set(ordered)
        if len(idx) > 1:
            ctx.w.flag(idx != ordered)
            if idx != ordered:
                _put_permutation(ctx.w, [ordered.index(i) for i in idx])

    def get(self, ctx):
        ordered = ctx.get_handle_set()
        if len(ordered) > 1 and ctx.r.flag():
            perm = _get_permutation(ctx.r, len(ordered))
            if perm == sorted(perm):
                raise ValueError("packed order not canonical")
            ordered = [ordered[p] for p in perm]
        return [ctx.handles[i] for i in ordered]


def _put_permutation(w: BitWriter, perm: list[int]) -> None:
    """A permutation of 0..n-1, each item as its rank among those left."""
    left = list(range(len(perm)))
    for p in perm[:-1]:
        k = left.index(p)
        w.put(k, _bits(len(left)))
        left.pop(k)


def _get_permutation(r: BitReader, n: int) -> list[int]:
    left = list(range(n))
    out = []
    while len(left) > 1:
        k = r.get(_bits(len(left)))
        if k >= len(left):
            raise ValueError("packed order out of range")
        out.append(left.pop(k))
    return out + left


class HandleHexes:
    """{handle: hex}: the handles as a set, then a hex each (``pos``; ``off``)."""

    def fits(self, ctx, v):
        return isinstance(v, dict) and all(h in ctx.index and isinstance(x, str) and x in HEX_INDEX
                                           for h, x in v.items())

    def put(self, ctx, v):
        idx = sorted(ctx.index[h] for h in v)
        ctx.put_handle_set(idx)
        for i in idx:
            ctx.w.put(HEX_INDEX[v[ctx.handles[i]]], HEX_BITS)

    def get(self, ctx):
        out = {}
        for i in ctx.get_handle_set():
            x = ctx.r.get(HEX_BITS)
            if x >= len(HEXES):
                raise ValueError("packed hex out of range")
            out[ctx.handles[i]] = HEXES[x]
        return dict(sorted(out.items()))


class PosField(HandleHexes):
    def put(self, ctx, v):
        super().put(ctx, v)
        ctx.pos = v

    def get(self, ctx):
        v = super().get(ctx)
        ctx.pos = v
        return v


class DueField:
    """{handle: [t, road, [roads], limit]}: the handles, then a bit each:
    as the scenario schedules it, or (else) generically."""

    def fits(self, ctx, v):
        return isinstance(v, dict) and all(h in ctx.index for h in v)

    def put(self, ctx, v):
        idx = sorted(ctx.index[h] for h in v)
        ctx.put_handle_set(idx)
        for i in idx:
            val = v[ctx.handles[i]]
            default = ctx.due_default(i)
            same = bool(default) and _same(val, default)
            ctx.w.flag(same)
            if not same:
                ctx.put_generic(val)

    def get(self, ctx):
        out = {}
        for i in ctx.get_handle_set():
            if ctx.r.flag():
                val = ctx.due_default(i)
                if not val:
                    raise ValueError("packed schedule names no set-up schedule")
            else:
                val = ctx.get_generic()
                default = ctx.due_default(i)
                if default and _same(val, default):
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
    """{handle: small int} (``spent``): the handles, then 4 bits each."""

    def fits(self, ctx, v):
        return isinstance(v, dict) and all(h in ctx.index and _is_int(x, 0, 15) for h, x in v.items())

    def put(self, ctx, v):
        idx = sorted(ctx.index[h] for h in v)
        ctx.put_handle_set(idx)
        for i in idx:
            ctx.w.put(v[ctx.handles[i]], 4)

    def get(self, ctx):
        return dict(sorted((ctx.handles[i], ctx.r.get(4)) for i in ctx.get_handle_set()))


class TrafficField:
    """{hexside: n} (6.62): a count, then a hexside and n - 1 (2 bits) each."""

    def fits(self, ctx, v):
        return isinstance(v, dict) and len(v) < 1 << 12 and all(
            k in HEXSIDE_INDEX and _is_int(x, 1, 4) for k, x in v.items())

    def put(self, ctx, v):
        ctx.w.gamma(len(v) + 1)
        for k in sorted(v, key=HEXSIDE_INDEX.get):
            ctx.w.put(HEXSIDE_INDEX[k], HEXSIDE_BITS)
            ctx.w.put(v[k] - 1, 2)

    def get(self, ctx):
        n = ctx.r.gamma(13) - 1
        out = {}
        last = -1
        for _ in range(n):
            i = ctx.r.get(HEXSIDE_BITS)
            if i >= len(HEXSIDES) or i <= last:
                raise ValueError("packed hexsides out of order")
            last = i
            out[HEXSIDES[i]] = ctx.r.get(2) + 1
        return dict(sorted(out.items()))


CTRL_CODE = {None: 0, "usa": 1, "csa": 2}
CTRL_SIDE = (None, "usa", "csa")


class CtrlField:
    """{hex: side} (6.6): the hexes where it differs from the control the
    positions give now (``model.control``), or every hex in base 3,
    whichever is shorter."""

    def fits(self, ctx, v):
        return isinstance(v, dict) and all(k in HEX_INDEX and x in ("usa", "csa") for k, x in v.items())

    def _ref(self, ctx):
        pos = getattr(ctx, "pos", None)
        return M.control({"pos": pos}) if pos is not None else {}

    def put(self, ctx, v):
        ref = self._ref(ctx)
        diff = [i for i, h in enumerate(HEXES) if v.get(h) != ref.get(h)]
        if _diff_shorter(len(diff)):
            ctx.w.flag(False)
            ctx.w.put(len(diff), HEX_BITS + 1)
            for i in diff:
                ctx.w.put(i, HEX_BITS)
                ctx.w.put(_ctrl_delta(ref.get(HEXES[i]), v.get(HEXES[i])), 1)
        else:
            ctx.w.flag(True)
            for k in range(0, len(HEXES), 5):
                digit = 0
                for h in reversed(HEXES[k:k + 5]):
                    digit = digit * 3 + CTRL_CODE[v.get(h)]
                ctx.w.put(digit, 8)

    def get(self, ctx):
        out = {}
        if ctx.r.flag():
            for k in range(0, len(HEXES), 5):
                digit = ctx.r.get(8)
                if digit >= 3 ** len(HEXES[k:k + 5]):
                    raise ValueError("packed control out of range")
                for h in HEXES[k:k + 5]:
                    side = CTRL_SIDE[digit % 3]
                    digit //= 3
                    if side:
                        out[h] = side
            ref = self._ref(ctx)
            diff = [h for h in HEXES if out.get(h) != ref.get(h)]
            if _diff_shorter(len(diff)):
                raise ValueError("packed control not canonical")
        else:
            ref = self._ref(ctx)
            out = dict(ref)
            n = ctx.r.get(HEX_BITS + 1)
            if not _diff_shorter(n):
                raise ValueError("packed control not canonical")
            last = -1
            for _ in range(n):
                i = ctx.r.get(HEX_BITS)
                if i >= len(HEXES) or i <= last:
                    raise ValueError("packed control out of order")
                last = i
                h = HEXES[i]
                side = _ctrl_apply(ref.get(h), ctx.r.get(1))
                if side is None:
                    out.pop(h, None)
                else:
                    out[h] = side
        return dict(sorted(out.items(), key=lambda kv: HEX_INDEX[kv[0]]))


def _diff_shorter(n: int) -> bool:
    """A list of ``n`` differing hexes is shorter than every hex in base 3."""
    return (n + 1) * (HEX_BITS + 1) < (len(HEXES) + 4) // 5 * 8


def _ctrl_delta(ref, new) -> int:
    """A differing hex's control, in one bit given the reference's: from
    no side, 0 usa / 1 csa; from a side, 0 the other / 1 none."""
    if ref is None:
        return 0 if new == "usa" else 1
    return 1 if new is None else 0


def _ctrl_apply(ref, bit):
    if ref is None:
        return "csa" if bit else "usa"
    return None if bit else ("csa" if ref == "usa" else "usa")


# Sealed values --------------------------------------------------------------------

_FOUND: dict = {}               # (salt, nonce) -> (n, place, rank): stirs found before


def _stir_nonces(salt: str, n: int, place: str) -> list[int]:
    """The nonces of ranks 0.. at the ``n``-th stir, in ``place``
    (secrets.stir, cavalry._deal)."""
    seed = S._bytes(salt, n, place)
    ranks = 1 << RANK_BITS.get(place, RANK_BITS_HEX)
    return [int.from_bytes(S._bytes(seed, "nonce", k)[:6], "big") for k in range(ranks)]


def _stir_nonce(salt: str, n: int, place: str, k: int) -> int:
    seed = S._bytes(salt, n, place)
    return int.from_bytes(S._bytes(seed, "nonce", k)[:6], "big")


def _find_stirs(ctx, sealed: dict, stirs: int) -> dict[int, tuple[int, str, int]]:
    """handle number -> (n, place, rank) of the stir that made its nonce,
    for every nonce not from the set-up that one of the state's ``stirs``
    made. A nonce is 48 bits, so the stir is found by trying them: first
    those remembered from earlier calls, then the places near where the
    handles stand (or left), the latest stirs first, then every place."""
    found: dict[int, tuple[int, str, int]] = {}
    pos = ctx.state.get("pos") if isinstance(ctx.state.get("pos"), dict) else {}
    off = ctx.state.get("off") if isinstance(ctx.state.get("off"), dict) else {}
    if len(_FOUND) > 100_000:
        _FOUND.clear()
    for side in SIDES:
        salt = sealed.get(S.SALT[side])
        if not _hex32(salt):
            continue
        todo: dict[int, int] = {}
        for i, h in enumerate(ctx.handles):
            v = sealed.get(h)
            if ctx.group_of[i][0] == side and isinstance(v, list) and v[3] != S.nonce(salt, h):
                got = _FOUND.get((salt, v[3]))
                if got is not None and got[0] <= stirs:
                    found[i] = got
                else:
                    todo[v[3]] = i
        if not todo or not stirs:
            continue
        near: list[str] = []
        for nonce, i in todo.items():
            hx = pos.get(ctx.handles[i]) or off.get(ctx.handles[i])
            if hx in HEX_INDEX and hx not in near:
                near.append(hx)
        ring = [x for hx in near for x in M.neighbours(hx)]
        order = list(dict.fromkeys(near + ring + ([CAV_PLACE] if ctx.op.get("cavalry") else [])))
        order += [x for x in PLACES if x not in set(order)]
        for place in order:
            for n in range(stirs, 0, -1):
                for k, nonce in enumerate(_stir_nonces(salt, n, place)):
                    i = todo.pop(nonce, None)
                    if i is not None:
                        found[i] = _FOUND[(salt, nonce)] = (n, place, k)
                if not todo:
                    break
            if not todo:
                break
    return found


class SealedField:
    """{handle: [block id, strength, half hit, nonce] or None, "K.usa"/"K.csa":
    salt or None, ...}: the handles present and those known (sets), the
    salts, the table of stirs, then each known handle's value; other keys
    (the CSA's cavalry orders, "C.cav") generically."""

    def fits(self, ctx, v):
        if not isinstance(v, dict):
            return False
        for h, x in v.items():
            i = ctx.index.get(h)
            if i is None:
                continue
            if x is None:
                continue
            if not (isinstance(x, list) and len(x) == 4 and isinstance(x[0], str) and x[0] in BLOCK_INDEX
                    and D.BLOCKS[x[0]]["side"] == ctx.group_of[i][0]
                    and _is_int(x[1], 0, D.BLOCKS[x[0]]["steps"]) and _is_int(x[2], 0, 1)
                    and _is_int(x[3], 0, (1 << NONCE_BITS) - 1)):
                return False
        return True

    def put(self, ctx, v):
        w = ctx.w
        present = [i for i, h in enumerate(ctx.handles) if h in v]
        ctx.put_handle_set(present)
        known = [i for i in present if v[ctx.handles[i]] is not None]
        _put_subset(w, present, known)
        salts = {}
        for key in SALT_KEYS:
            x = v.get(key, ...)
            if x is ...:
                w.put(0, 2)
            elif x is None:
                w.put(1, 2)
            elif _hex32(x):
                w.put(2, 2)
                w.put(int(x, 16), 128)
                salts[key] = x
            else:
                w.put(3, 2)
                ctx.put_generic(x)
        rest = {k: x for k, x in v.items() if k not in ctx.index and k not in SALT_KEYS}
        ctx.put_generic(rest)
        # the stirs that made nonces
        stirs = ctx.state.get("stirs")
        stirs = stirs if _is_int(stirs, 0, MAX_STIRS) else 0
        found = _find_stirs(ctx, v, stirs)
        events = sorted({(n, place) for n, place, _k in found.values()})
        w.gamma(len(events) + 1)
        last = 0
        for n, place in events:
            w.gamma(n - last)
            w.put(PLACE_INDEX[place], PLACE_BITS)
            last = n
        event_index = {e: j for j, e in enumerate(events)}
        ebits = _bits(len(events))
        # the values
        used: set[str] = set()
        for i in known:
            h = ctx.handles[i]
            ident, strength, half, nonce = v[h]
            side, g = ctx.group_of[i]
            left = [b for b in ctx.group_ids[(side, g)] if b not in used]
            if ident in left:
                w.flag(False)
                w.put(left.index(ident), _bits(len(left)))
            else:
                w.flag(True)
                w.put(BLOCK_INDEX[ident], BLOCK_BITS)
            used.add(ident)
            w.put(strength, D.BLOCKS[ident]["steps"].bit_length())
            w.put(half, 1)
            salt = salts.get(S.SALT[side])
            if salt is not None and nonce == S.nonce(salt, h):
                w.flag(False)
                continue
            w.flag(True)
            if i in found:
                n, place, k = found[i]
                w.flag(False)
                w.put(event_index[(n, place)], ebits)
                w.put(k, RANK_BITS.get(place, RANK_BITS_HEX))
            else:
                w.flag(True)
                w.put(nonce, NONCE_BITS)

    def get(self, ctx):
        r = ctx.r
        present = ctx.get_handle_set()
        known = set(_get_subset(r, present))
        salts = {}
        out: dict = {}
        for key in SALT_KEYS:
            code = r.get(2)
            if code == 1:
                out[key] = None
            elif code == 2:
                salts[key] = out[key] = format(r.get(128), "032x")
            elif code == 3:
                x = ctx.get_generic()
                if x is None or _hex32(x):
                    raise ValueError("packed salt not canonical")
                out[key] = x
        rest = ctx.get_generic()
        if not isinstance(rest, dict) or any(k in ctx.index or k in SALT_KEYS for k in rest):
            raise ValueError("packed sealed values are not a record")
        n_events = r.gamma(21) - 1
        if n_events > MAX_STIRS:
            raise ValueError("packed stirs too many")
        events = []
        last = 0
        for _ in range(n_events):
            n = last + r.gamma(21)
            place = r.get(PLACE_BITS)
            if place >= len(PLACES) or n > MAX_STIRS:
                raise ValueError("packed stir out of range")
            events.append((n, PLACES[place]))
            last = n
        ebits = _bits(len(events))
        cited: set[int] = set()
        used: set[str] = set()
        for i in present:
            h = ctx.handles[i]
            if i not in known:
                out[h] = None
                continue
            side, g = ctx.group_of[i]
            left = [b for b in ctx.group_ids[(side, g)] if b not in used]
            if r.flag():
                b = r.get(BLOCK_BITS)
                if b >= len(BLOCK_IDS) or BLOCK_IDS[b] in left:
                    raise ValueError("packed block id not canonical")
                ident = BLOCK_IDS[b]
                if D.BLOCKS[ident]["side"] != side:
                    raise ValueError("packed block of the other side")
            else:
                k = r.get(_bits(len(left)))
                if k >= len(left):
                    raise ValueError("packed block id out of range")
                ident = left[k]
            used.add(ident)
            steps = D.BLOCKS[ident]["steps"]
            strength = r.get(steps.bit_length())
            if strength > steps:
                raise ValueError("packed strength out of range")
            half = r.get(1)
            salt = salts.get(S.SALT[side])
            if not r.flag():
                if salt is None:
                    raise ValueError("packed nonce needs a salt")
                nonce = S.nonce(salt, h)
            elif not r.flag():
                if salt is None or not events:
                    raise ValueError("packed nonce needs a salt and a stir")
                e = r.get(ebits)
                if e >= len(events):
                    raise ValueError("packed stir out of range")
                n, place = events[e]
                cited.add(e)
                nonce = _stir_nonce(salt, n, place, r.get(RANK_BITS.get(place, RANK_BITS_HEX)))
            else:
                nonce = r.get(NONCE_BITS)
            out[h] = [ident, strength, half, nonce]
        if len(cited) != len(events):
            raise ValueError("packed stir not cited")
        out.update(rest)
        return dict(sorted(out.items()))


def _put_subset(w: BitWriter, among: list[int], sub: list[int]) -> None:
    """Which of ``among`` are in ``sub``: one bit "all", else a bit each."""
    s = set(sub)
    if len(sub) == len(among):
        w.flag(True)
        return
    w.flag(False)
    for i in among:
        w.flag(i in s)


def _get_subset(r: BitReader, among: list[int]) -> list[int]:
    if r.flag():
        return list(among)
    out = [i for i in among if r.flag()]
    if len(out) == len(among):
        raise ValueError("packed subset not canonical")
    return out


HAND_LIST = HandleList()
FIELDS = {
    "rng": RngField(), "pos": PosField(), "due": DueField(), "off": HandleHexes(),
    "dead": HAND_LIST, "up": HAND_LIST, "act": HAND_LIST, "done": HAND_LIST, "moved": HAND_LIST,
    "came": HAND_LIST, "col": HAND_LIST, "spent": HandleInts(), "traffic": TrafficField(),
    "ctrl": CtrlField(), "sealed": SealedField(),
}


# The state ------------------------------------------------------------------------

def _options_fit(op) -> bool:
    return isinstance(op, dict) and tuple(sorted(op)) == OPTIONS and all(type(x) is bool for x in op.values())


def encode(state: dict) -> bytes:
    if not isinstance(state, dict):
        raise TypeError("a state must be a dict")
    out = bytearray([MAGIC])
    sc, op = state.get("sc"), state.get("op")
    if sc not in SCENARIOS or not isinstance(op, dict):
        out.append(GENERIC)
        PACKER.put(out, state)
        return bytes(out)
    ctx = Ctx(sc, op)
    ctx.state = state
    ctx.w = w = BitWriter()
    ctx.gen_out = bytearray()
    w.put(SCENARIOS.index(sc), 2)
    if _options_fit(op):
        w.flag(True)
        w.put(sum(1 << j for j, k in enumerate(OPTIONS) if op[k]), len(OPTIONS))
    else:
        w.flag(False)
        ctx.put_generic(op)
    for key in KEYS:
        w.flag(key in state)
    for key in KEYS:
        if key not in state:
            continue
        field = FIELDS.get(key)
        if field is not None and field.fits(ctx, state[key]):
            w.flag(True)
            field.put(ctx, state[key])
        else:
            if field is not None:
                w.flag(False)
            ctx.put_generic(state[key])
    PACKER.put(ctx.gen_out, {k: v for k, v in state.items() if k not in KEYS and k not in ("sc", "op")})
    out.append(HAND)
    put_varint(out, len(ctx.gen_out))
    out += ctx.gen_out
    out += w.bytes()
    return bytes(out)


def decode(data: bytes) -> dict:
    src = Reader(data)
    if not src.data:
        raise ValueError("packed state is empty")
    version = src.byte()
    if version != MAGIC:
        raise ValueError(f"packed state made by {'a newer' if version > MAGIC else 'another'} "
                         f"version of this site (packing {version}; this site reads {MAGIC})")
    form = src.byte()
    if form == GENERIC:
        state = PACKER.get(src)
        src.end()
        if not isinstance(state, dict):
            raise ValueError("packed state is not a state")
        if state.get("sc") in SCENARIOS and isinstance(state.get("op"), dict):
            raise ValueError("packed state not canonical")
        return state
    if form != HAND:
        raise ValueError("packed state of an unknown form")
    size = src.varint(32)
    gen = Reader(src.raw(size))
    r = BitReader(src.data[src.pos:])
    sc = r.get(2)
    if sc >= len(SCENARIOS):
        raise ValueError("packed scenario out of range")
    sc = SCENARIOS[sc]
    if r.flag():
        bits = r.get(len(OPTIONS))
        op = {k: bool(bits >> j & 1) for j, k in enumerate(OPTIONS)}
    else:
        op = PACKER.get(gen, 1)
        if not isinstance(op, dict) or _options_fit(op):
            raise ValueError("packed options not canonical")
    ctx = Ctx(sc, op)
    ctx.r = r
    ctx.gen_in = gen
    state: dict = {"sc": sc, "op": op}
    present = [key for key in KEYS if r.flag()]
    for key in present:
        field = FIELDS.get(key)
        if field is not None and r.flag():
            state[key] = field.get(ctx)
        else:
            value = ctx.get_generic()
            if field is not None and field.fits(ctx, value):
                raise ValueError(f"packed {key} not canonical")
            state[key] = value
        ctx.state = state
    rest = PACKER.get(gen)
    if not isinstance(rest, dict) or any(k in state or k in KEYS for k in rest):
        raise ValueError("packed state is not a record")
    state.update(rest)
    gen.end()
    r.end()
    return state
