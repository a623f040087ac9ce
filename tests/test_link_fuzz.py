"""Mutated links raise LinkError and nothing else, and fail fast.

Real links of every game: the minigame (``mini``) and A House Divided
(``ahd``) in whole, turn and position forms, at the start and mid-game,
with standing orders and a game identity; Badges of Courage (``boc``) and
Stonewall's Sword (``ss``) in turn and position forms mid-game, and whole
at the start. Each case mutates one of them:

- the text: characters flipped, inserted, deleted; cut short; two links
  spliced;
- the bytes behind the text (the same, byte-wise), so the header is hit;
- the body: inflated, mutated (bytes flipped, inserted, deleted, spans
  repeated or cut, varints made huge, the standing orders' JSON replaced by
  junk or deep nesting, splices with another link's body), its CRC
  recomputed and deflated (or stored) again, sometimes with the header's
  version, form or game changed too: so the checks past the checksum (the
  fields, the position, the moves, the orders) are reached.

``tiers.count("links.mutated")`` cases (a sample in the default tier, 2000
in ``./test.sh --full``; ``CWT_FUZZ_LINKS=100000`` is the probe of issue 13), seeded, so a failure names a case that repeats.
"""

from __future__ import annotations

import base64
import json
import random
import time
import zlib
from functools import lru_cache

import pytest

import tiers

from pyapp import games
from pyapp.core import Game, Illegal, LinkError, link
from pyapp.core.match import Match

CASES = tiers.count("links.mutated")
SLOW = 2.0      # seconds: no single decode may take longer


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def played(gid, scenario, seed, moves, uid="", orders=None):
    m = Match(games.get(gid), scenario, {}, seed, uid=uid)
    rnd = random.Random(seed)
    for _ in range(moves):
        active = m.active()
        if not active:
            break
        legal = m.legal(active[0])
        m.play(active[0], legal[rnd.randrange(len(legal))])
    for role, given in (orders or {}).items():
        m.set_orders(role, given)
    return m


@lru_cache(maxsize=None)
def base_links() -> tuple[str, ...]:
    matches = [
        played("mini", "standard", 3, 0),
        played("mini", "standard", 3, 30, uid="mini-3"),
        played("mini", "short", 11, 200, uid="x" * 32),
        played("ahd", "campaign", 2, 0, uid="a"),
        played("ahd", "campaign", 2, 120, uid="ahd-2_game",
               orders={"csa": {"targets": "strongest", "retreat": "never"},
                       "union": {"decide": "computer"}}),
        played("ahd", "short", 4, 260, orders={"union": {"targets": "weakest"}}),
    ]
    out = []
    for m in matches:
        for form in ("whole", "turn", "position"):
            out.append(link.encode(m, form))
    # the hex games: a whole game replays every move, so their whole links are short ones
    for m in (played("boc", "sickles", 5, 0), played("ss", "valley", 5, 0, uid="ss-5")):
        out.append(link.encode(m, "whole"))
    for m in (played("boc", "sickles", 6, 300, uid="boc-6"), played("boc", "pickett", 7, 700),
              played("ss", "valley", 8, 200), played("ss", "slaughter", 9, 500, uid="ss_9")):
        for form in ("turn", "position"):
            out.append(link.encode(m, form))
    return tuple(out)


def split(text: str) -> tuple[bytes, bytes, bool]:
    """(header, body without its CRC, stored) of one of our links."""
    raw = unb64(text)
    n = raw[2]
    header, rest = raw[:3 + n], raw[3 + n:]
    stored = bool(raw[1] & link.STORED)
    game = games.get(header[3:].decode())
    if stored:
        body = rest
    else:
        d = zlib.decompressobj(-15, **({"zdict": game.state_dict} if game.state_dict else {}))
        body = d.decompress(rest) + d.flush()
    return header, body[:-4], stored


def join(header: bytes, body: bytes, stored: bool, crc: bool = True) -> str:
    """A link of ``header`` and ``body`` with the CRC recomputed (the form
    byte's STORED bit set to match)."""
    if crc:
        body = body + zlib.crc32(body).to_bytes(4, "big")
    header = bytearray(header)
    header[1] = (header[1] & ~link.STORED) | (link.STORED if stored else 0)
    if not stored:
        try:
            game = games.get(bytes(header[3:]).decode())
            zdict = game.state_dict
        except (KeyError, UnicodeDecodeError):
            zdict = b""
        c = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY,
                             **({"zdict": zdict} if zdict else {}))
        body = c.compress(body) + c.flush()
    return b64(bytes(header) + body)


def junk_json(rnd: random.Random) -> bytes:
    """Standing orders that are not: lists, numbers, deep nesting, bad UTF-8."""
    depth = rnd.choice([3, 50, 999, 1500, 3000])
    choices = [
        b"[" * depth + b"]" * depth,
        b'{"csa":' * depth + b"1" + b"}" * depth,
        b'{"csa":{"targets":["weakest"]}}',
        b'{"csa":["targets"]}',
        b'{"csa":{"targets":{"a":1}}}',
        b'{"csa":{"targets":null}}',
        b'{"csa":{"targets":1e999}}',
        b'{"csa":{"targets":"' + b"w" * 3000 + b'"}}',
        b'{"csa":{"' + b"k" * 3000 + b'":"weakest"}}',
        b'{"' + b"r" * 500 + b'":{"targets":"weakest"}}',
        b'{"csa":{"targets":"weakest"},"csa":{"targets":"strongest"}}',
        b'["csa"]', b"1", b'"x"', b"null", b"{}", b'{"csa":{}}', b'{"csa":null}',
        b'{"csa":{"targets":"weakest"}', b"\xff\xfe", b'{"csa":{"targets":"\\ud800"}}',
        b"9" * 5000, b'{"union":{"decide":"computer","targets":true}}',
        b'{"csa":{"targets":"weakest"}, "x": [' + b"[" * 900 + b"]" * 900 + b"]}",
        bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 40))),
    ]
    return rnd.choice(choices)[:link.MAX_ORDERS]


def varint(n: int) -> bytes:
    out = bytearray()
    link.put_varint(out, n)
    return bytes(out)


def mutate_bytes(data: bytes, rnd: random.Random, others: list[bytes]) -> bytes:
    """One to three edits of ``data``."""
    data = bytearray(data)
    for _ in range(rnd.choice((1, 1, 1, 2, 3))):
        op = rnd.randrange(9)
        i = rnd.randrange(len(data) + 1)
        if op == 0 and data:                       # flip a bit
            i = min(i, len(data) - 1)
            data[i] ^= 1 << rnd.randrange(8)
        elif op == 1 and data:                     # replace a byte
            i = min(i, len(data) - 1)
            data[i] = rnd.choice((0, 1, 0x7F, 0x80, 0xFF, rnd.randrange(256)))
        elif op == 2:                              # insert bytes
            data[i:i] = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 4)))
        elif op == 3:                              # delete bytes
            del data[i:i + rnd.randrange(1, 8)]
        elif op == 4:                              # cut short
            del data[i:]
        elif op == 5 and data:                     # repeat a span
            j = rnd.randrange(len(data))
            data[j:j] = data[j:j + rnd.randrange(1, 30)]
        elif op == 6:                              # a huge or long varint
            data[i:i] = rnd.choice((varint(2 ** 62), varint(link.MAX_MOVES),
                                    varint(rnd.randrange(1, 5000)), b"\xff" * 11, b"\x80\x00"))
        elif op == 7 and others:                   # splice with another link
            other = rnd.choice(others)
            j = rnd.randrange(len(other) + 1)
            data = data[:i] + bytearray(other[j:])
        else:                                      # swap two bytes
            if len(data) > 1:
                j, k = rnd.randrange(len(data)), rnd.randrange(len(data))
                data[j], data[k] = data[k], data[j]
    return bytes(data)


def mutate_text(text: str, rnd: random.Random, others: list[str]) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    op = rnd.randrange(6)
    i = rnd.randrange(len(text) + 1)
    if op == 0 and text:
        i = min(i, len(text) - 1)
        return text[:i] + rnd.choice(alphabet) + text[i + 1:]
    if op == 1:
        return text[:i] + "".join(rnd.choice(alphabet + "#=%é \n") for _ in range(rnd.randrange(1, 4))) + text[i:]
    if op == 2:
        return text[:i] + text[i + rnd.randrange(1, 6):]
    if op == 3:
        return text[:i]
    if op == 4:
        other = rnd.choice(others)
        return text[:i] + other[rnd.randrange(len(other) + 1):]
    return rnd.choice(("#", "https://x.org/#", "#g=", " ")) + text


def orders_at(body: bytes) -> int:
    """Where the standing orders (varint length + JSON) start: the body's tail."""
    for at in range(len(body) - 1, max(-1, len(body) - 4200), -1):
        r = link.Reader(body)
        r.pos = at
        try:
            if r.varint() == len(body) - r.pos:
                return at
        except LinkError:
            pass
    return len(body) - 1


def position_at(body: bytes, kind: int, version: int = 2) -> tuple[int, int] | None:
    """(start, end) of a position-form body's position blob (its varint length
    included), or None for a whole-game body."""
    if kind != link.POSITION:
        return None
    r = link.Reader(body)
    r.text()
    r.varint(), r.varint(), r.varint()
    if version >= 2:
        r.text(32)
    r.varint()
    start = r.pos
    r.blob(link.MAX_STATE)
    return start, r.pos


JUNK_VALUES = [None, True, 0, -1, 10 ** 6, 2 ** 70, 1.5, "", "x", "nowhere", [], {}, [1, 2],
               ["a", ["b"]], {"a": 1}, {"": None}]


def mutate_state(state, rnd: random.Random, depth: int = 0):
    """A copy of ``state`` with one value somewhere replaced by a value of
    another shape (a list where a word goes, a mapping where a number goes,
    a key dropped or added, deep nesting)."""
    if isinstance(state, dict) and state and depth < 6 and rnd.random() < 0.75:
        key = rnd.choice(sorted(state))
        out = dict(state)
        r = rnd.random()
        if r < 0.1:
            del out[key]
        elif r < 0.15:
            out["zz" + key] = rnd.choice(JUNK_VALUES)
        else:
            out[key] = mutate_state(state[key], rnd, depth + 1)
        return out
    if isinstance(state, list) and state and depth < 6 and rnd.random() < 0.75:
        i = rnd.randrange(len(state))
        out = list(state)
        out[i] = mutate_state(state[i], rnd, depth + 1)
        return out
    if rnd.random() < 0.05:
        return deep(rnd.choice((20, 70, 500)))
    return rnd.choice(JUNK_VALUES)


def deep(n: int):
    value: object = 1
    for _ in range(n):
        value = [value]
    return value


def mutate_position(text: str, header: bytes, body: bytes, rnd: random.Random) -> bytes:
    """The position of a position-form body replaced by a mutated state
    (packed by the game when it can pack it, else junk bytes)."""
    span = position_at(body, header[1] & ~link.STORED, header[0])
    if span is None:
        return body
    start, end = span
    game = games.get(header[3:].decode())
    state = link.decode(text, games).match.state
    try:
        packed = link.encode_state(game, mutate_state(state, rnd))
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError):
        packed = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 60)))
    return body[:start] + varint(len(packed)) + packed + body[end:]


def mutate_body(text: str, rnd: random.Random, bodies: list[bytes]) -> str:
    """Past the checksum: the body mutated, its CRC recomputed."""
    header, body, stored = split(text)
    op = rnd.randrange(12)
    if op < 6:
        body = mutate_bytes(body, rnd, bodies)
    elif op == 6:                                  # the orders replaced by junk
        orders = junk_json(rnd)
        body = body[:orders_at(body)] + varint(len(orders)) + orders
    elif op in (10, 11):                           # the position's state given wrong shapes
        body = mutate_position(text, header, body, rnd)
    elif op == 7:                                  # a whole other body, maybe of another game
        body = rnd.choice(bodies)
    elif op == 8:                                  # the header changed, the body kept
        header = bytearray(header)
        header[0] = rnd.choice((1, 2, 2, 3, 0, 255))
        header[1] = rnd.choice((0, 1, 2, 3, 4, 255))
        if rnd.random() < 0.3:
            gid = rnd.choice((b"mini", b"ahd", b"boc", b"ss", b"race", b"", b"\xff", b"a" * 70))
            header = header[:2] + bytes([len(gid)]) + gid
        header = bytes(header)
    else:                                          # a move or a field edited in place
        body = mutate_bytes(body, rnd, [])
        body = mutate_bytes(body, rnd, [])
    return join(header, body, rnd.random() < 0.3, crc=rnd.random() > 0.02)


def one_case(rnd: random.Random) -> str:
    links = list(base_links())
    text = rnd.choice(links)
    kind = rnd.random()
    if kind < 0.15:
        return mutate_text(text, rnd, links)
    if kind < 0.30:
        raws = [unb64(t) for t in links]
        return b64(mutate_bytes(unb64(text), rnd, raws))
    return mutate_body(text, rnd, [split(t)[1] for t in links])


def decode_only_link_error(text: str) -> float:
    t0 = time.perf_counter()
    try:
        opened = link.decode(text, games)
    except LinkError as exc:
        assert str(exc) and exc.reason
    else:
        # what passed is a game the rules accept, and it encodes again
        link.encode(opened.match, "whole")
    return time.perf_counter() - t0


def test_the_base_links_open():
    for text in base_links():
        opened = link.decode(text, games)
        assert link.decode(link.encode(opened.match, "whole"), games).match.hash() == opened.match.hash()
        assert link.peek(text, games)["format"] == 2


def test_mutated_links_raise_only_link_error_and_fail_fast():
    rnd = random.Random(13)
    slowest = 0.0
    refused = 0
    t0 = time.perf_counter()
    for case in range(CASES):
        text = one_case(rnd)
        try:
            took = decode_only_link_error(text)
        except Exception as exc:       # pragma: no cover - the failure report
            raise AssertionError(f"case {case}: {type(exc).__name__}: {exc}\n{text}") from exc
        slowest = max(slowest, took)
        assert took < SLOW, f"case {case} took {took:.2f} s to decode"
        try:
            link.peek(text, games)
        except LinkError:
            refused += 1
    total = time.perf_counter() - t0
    print(f"\n{CASES} mutated links: slowest decode {slowest * 1000:.1f} ms, "
          f"{total:.1f} s in all; peek refused {refused}")


# Tampering, by hand ----------------------------------------------------------------

def edited(m: Match, k: int, index: int) -> str:
    """``m``'s whole link with move ``k`` (0-based) given action index
    ``index`` (the CRC is recomputed by the encoder: a forged link)."""
    forged = m.copy()
    forged.moves = list(forged.moves)
    move = forged.moves[k]
    forged.moves[k] = type(move)(move.role, move.action, index, move.barrier, move.log,
                                 move.rolled, move.among)
    return link.encode(forged, "whole")


def test_a_forged_move_index_names_the_move_and_the_decision_rule():
    m = played("ahd", "campaign", 5, 40)
    k = 20
    before = m.position(m.start_index + k)
    role = m.moves[k].role
    n_legal = len(m.game.legal(before, role))
    with pytest.raises(LinkError) as info:
        link.decode(edited(m, k, n_legal + 3), games)
    err = info.value
    rule = m.game.prompt(before, role)["rule"]
    assert err.move == k + 1 and "no such move" in err.reason
    assert rule and err.rule == rule
    assert str(err).startswith(f"move {k + 1}: ") and str(err).endswith(f"({rule})")


class Strict:
    """A game whose rules refuse, with their section, a move its legal() offers
    (what a link made under looser rules meets): the refusal's rule must
    reach the LinkError."""

    def __init__(self, base: Game) -> None:
        self.base = base

    def __getattr__(self, name):
        return getattr(self.base, name)

    def apply(self, state, role, action):
        if action[0] == "end_moves":
            raise Illegal("movement may not end here", rule="9.9.9")
        return self.base.apply(state, role, action)


def test_a_move_the_rules_refuse_names_the_move_and_its_rule():
    m = played("ahd", "campaign", 5, 80)
    first = next(i for i, mv in enumerate(m.moves) if mv.action[0] == "end_moves")

    class Registry:
        @staticmethod
        def get(game_id):
            return Strict(games.get(game_id))

    with pytest.raises(LinkError) as info:
        link.decode(link.encode(m, "whole"), Registry)
    assert info.value.move == first + 1 and info.value.rule == "9.9.9"
    assert str(info.value) == f"move {first + 1}: movement may not end here (9.9.9)"


def test_a_game_that_breaks_on_a_move_is_a_link_error_naming_it():
    m = played("mini", "standard", 3, 30)

    class Broken(Strict):
        calls = 0

        def apply(self, state, role, action):
            Broken.calls += 1
            if Broken.calls == 10:
                raise TypeError("cannot use 'list' as a dict key")
            return self.base.apply(state, role, action)

    class Registry:
        @staticmethod
        def get(game_id):
            return Broken(games.get(game_id))

    with pytest.raises(LinkError) as info:
        link.decode(link.encode(m, "whole"), Registry)
    assert info.value.move == 10 and "could not play" in info.value.reason


# Standing orders and nesting --------------------------------------------------------

def with_orders(m: Match, orders: bytes) -> str:
    """``m``'s whole link with ``orders`` as its standing orders' bytes."""
    text = link.encode(m, "whole")
    header, body, stored = split(text)
    plain = link.encode(_no_orders(m), "whole")
    _, bare, _ = split(plain)
    assert bare.endswith(b"\x00")
    return join(header, bare[:-1] + varint(len(orders)) + orders, stored)


def _no_orders(m: Match) -> Match:
    c = m.copy()
    c.orders = {}
    return c


@pytest.mark.parametrize("orders", [
    b'{"csa":{"targets":["weakest"]}}',
    b'{"csa":["targets"]}',
    b'{"csa":{"targets":{"weakest":1}}}',
    b'{"csa":{"targets":null}}',
    b'{"csa":{"targets":7}}',
    b'{"csa":{"targets":"weakest"},"rebels":{"targets":"weakest"}}',
    b'["csa"]',
    b'{"csa":{}}',
    b'{"csa":{"targets":"' + b"w" * 300 + b'"}}',
    b"[" * 2000 + b"]" * 2000,
    b'{"csa":' * 450 + b"{}" + b"}" * 450,
    b'{"csa":{"targets":"weakest"},"x":' + b"[" * 900 + b"]" * 900 + b"}",
], ids=lambda orders: f"{orders[:24]!r}+{len(orders)}")
def test_orders_of_the_wrong_shape_are_refused(orders):
    m = played("ahd", "campaign", 7, 10)
    with pytest.raises(LinkError, match="standing orders"):
        link.decode(with_orders(m, orders), games)


def test_orders_of_the_right_shape_open():
    m = played("ahd", "campaign", 7, 10)
    opened = link.decode(with_orders(m, b'{"csa":{"targets":"strongest"}}'), games)
    assert opened.match.orders == {"csa": {"targets": "strongest"}}


def test_set_orders_refuses_wrong_shapes_with_illegal():
    m = played("ahd", "campaign", 7, 0)
    for role, orders in [("csa", {"targets": ["weakest"]}), ("csa", ["targets"]),
                         (["csa"], {"targets": "weakest"}), ("csa", {("t",): "weakest"}),
                         ("csa", {"targets": {"a": "b"}}), ("csa", "targets"), ("csa", 5),
                         ({"csa": 1}, None), ("csa", {"targets": "w" * 10_000})]:
        with pytest.raises(Illegal):
            m.set_orders(role, orders)
    assert m.orders == {}


def test_a_deep_json_position_is_refused():
    """A game without its own packer reads positions as JSON: depth is capped
    before the JSON parser runs."""
    from minigame import GAME, Registry
    for depth in (70, 900, 5000, 30_000):
        data = b'{"a":' * depth + b"1" + b"}" * depth
        body = bytearray(b"\x011\x00\x00\x05\x00")     # rules 1, scenario 0, no options, seed 5, uid ""
        body += varint(3) + varint(len(data)) + data + b"\x00\x00"
        text = join(bytes([2, 1, 4]) + b"race", bytes(body), stored=True)
        with pytest.raises(LinkError, match="position"):
            link.decode(text, Registry)
    assert GAME.id == "race"
