"""Badges of Courage positions packed for links (pyapp/games/boc/packing.py).

Every state random play reaches, in every scenario and with the options,
comes back exactly from its bytes (and packs again to the same bytes); so
do a device's masked state, a state sampled from a view, and states of any
other JSON shape. Reading is strict: cut-short, overlong and tampered bytes
raise ValueError (or give a state ``check_state`` then judges), never
another exception; through the link codec, only LinkError.
"""

from __future__ import annotations

import json
import random

import pytest

from pyapp.core import dice, link
from pyapp.core.errors import LinkError
from pyapp.core.game import canonical_json
from pyapp.games.boc import GAME
from pyapp.games.boc import packing as P

# the module's cached games are computed once, in one worker (pytest-xdist: tests/conftest.py)
pytestmark = pytest.mark.xdist_group("boc-packing")

ALL = {k: True for k in GAME.options}
# (scenario, options, seed, moves played: None to the end)
CASES = [
    ("day1", {}, 1, None),
    ("sickles", {}, 2, 700),
    ("pickett", {}, 3, 800),
    ("full", {}, 4, 1200),
    ("day1", ALL, 5, None),
    ("pickett", ALL, 6, 900),
    ("full", {"cavalry": True, "longstreet": True, "hancock": True, "column": True}, 7, 1200),
    ("sickles", {"free_deploy": True, "cavalry": True, "fixed_order": True}, 8, 700),
]
EVERY = 4                     # a state packed every few moves (and at every change of player)
SEEN: dict[int, dict] = {}    # case -> what its states held (for the coverage test)


def positions(scenario, options, seed, moves):
    """The states of a random game (each one as a link would carry it)."""
    st = GAME.setup(scenario, options, seed)
    pick = {"rng": dice.seed_state(seed * 7919 + 11)}
    ply = 0
    last = GAME.active(st)
    yield st
    while GAME.active(st) and (moves is None or ply < moves):
        role = GAME.active(st)[0]
        legal = GAME.legal(st, role)
        # "done" one time in ten when offered, so a free deployment ends
        other = [a for a in legal if a[0] != "done"]
        if other and (len(other) == len(legal) or dice.randbelow(pick, 10)):
            action = other[dice.randbelow(pick, len(other))]
        else:
            action = ("done",)
        st = GAME.apply(st, role, action)
        ply += 1
        if ply % 50 == 3:
            yield st                            # now and then with its log still in it
        GAME.take_events(st)
        if GAME.active(st) != last or ply % EVERY == 0 or not GAME.active(st):
            last = GAME.active(st)
            yield st


def round_trip(st):
    data = GAME.encode_state(st)
    back = GAME.decode_state(data)
    assert back == st
    assert canonical_json(back) == canonical_json(st)           # the same types too (1 is not True)
    assert GAME.encode_state(back) == data
    return data


def _coverage(st, seen):
    seen["keys"].update(st)
    for h, v in st["sealed"].items():
        if isinstance(v, list) and h[0] in "UC" and v[2]:
            seen["values"].add("stamped")
    if st["mk"]:
        seen["values"].add("half hit or step had")
    if any(x > 0 for x in st["lost"].values()):
        seen["values"].add("steps lost")
    if any(x < 0 for x in st["lost"].values()):
        seen["values"].add("steps gained")
    if st.get("cav", {}).get("force"):
        seen["values"].add("cavalry fights")
    if st.get("cav", {}).get("ord"):
        seen["values"].add("cavalry orders")


@pytest.mark.parametrize("scenario,options,seed,moves", CASES,
                         ids=[f"{c[0]}-{'+'.join(sorted(c[1])) or 'plain'}" for c in CASES])
def test_states_of_random_games_come_back_exactly(scenario, options, seed, moves):
    seen = {"keys": set(), "values": set()}
    biggest = 0
    for st in positions(scenario, options, seed, moves):
        data = round_trip(st)
        _coverage(st, seen)
        # dense for all but the last action's log lines, which go spelt out (a
        # cavalry battle's fights log some 7,000 characters in one action)
        bare = {k: v for k, v in st.items() if k not in ("lg", "lr")}
        biggest = max(biggest, len(P.encode(bare)))
        assert len(P.encode(bare)) * 8 < len(canonical_json(bare))
    assert biggest <= 1100, f"a {scenario} position packed to {biggest} bytes (its log aside)"
    SEEN[CASES.index((scenario, options, seed, moves))] = seen


def test_the_random_games_reach_every_part_of_a_state():
    """The cases above see every key a state holds and every kind of
    sealed value (so the round trips cover them)."""
    seen = {"keys": set(), "values": set()}
    for k, (scenario, options, seed, moves) in enumerate(CASES):
        if k not in SEEN:                           # (this test run alone)
            SEEN[k] = {"keys": set(), "values": set()}
            for st in positions(scenario, options, seed, moves):
                _coverage(st, SEEN[k])
        seen["keys"] |= SEEN[k]["keys"]
        seen["values"] |= SEEN[k]["values"]
    assert {"cav", "pend", "mo", "melees", "traffic", "off", "spent", "fs", "col", "lost", "mk"} <= seen["keys"]
    assert {"stamped", "half hit or step had", "steps lost", "steps gained", "cavalry fights",
            "cavalry orders"} <= seen["values"]


def _mid_game(scenario="pickett", options=None, seed=11, moves=300):
    st = None
    for st in positions(scenario, options or {}, seed, moves):
        pass
    return st


def test_device_states_and_sampled_states_come_back_exactly():
    """Between two devices a state holds one side's values (the other's
    None, a face-up enemy block's without its salt); a state sampled from a
    view has salts of another form."""
    st = _mid_game(options={"cavalry": True})
    rng = {"rng": dice.seed_state(5)}
    for role in GAME.roles:
        round_trip(GAME.mask(st, role))
        round_trip(GAME.sample(GAME.view(st, role), role, rng))
    round_trip(GAME.mask(st, None))


JUNK = [None, True, False, 0, 1, 7, -3, 2 ** 70, -(2 ** 70), "", "x", "U001", "C003", "H6", "usa",
        "día", [], {}, [1, "U002", None], {"a": 1}, {"U001": "H6"}, ["U001", "U002"],
        ["U002", "U001"], ["U001", "U001"], {"H6": "usa"}, {"H6/H7": 1}, [["U001", "H6"]],
        "\ud800", {"": [{}]}, [[[[[]]]]], 1 << 1023]


def _mutate(value, rnd, depth=0):
    if isinstance(value, dict) and value and depth < 4 and (depth == 0 or rnd.random() < 0.7):
        out = dict(value)
        key = rnd.choice(sorted(out))
        r = rnd.random()
        if r < 0.15:
            del out[key]
        elif r < 0.25:
            out[rnd.choice(["zz", "U001", "H6", "K.usa", "step", "é"])] = rnd.choice(JUNK)
        else:
            out[key] = _mutate(out[key], rnd, depth + 1)
        return out
    if isinstance(value, list) and value and depth < 4 and rnd.random() < 0.7:
        out = list(value)
        i = rnd.randrange(len(out))
        out[i] = _mutate(out[i], rnd, depth + 1)
        return out
    return json.loads(json.dumps(rnd.choice(JUNK)))


def test_states_of_any_shape_come_back_exactly():
    """A state the hand forms do not fit (a key of another shape, a key
    more or less, odd options, no scenario) packs as JSON values."""
    st = _mid_game(options={"cavalry": True, "column": True}, moves=150)
    rnd = random.Random(3)
    for _ in range(400):
        odd = _mutate(st, rnd)
        back = P.decode(P.encode(odd))
        assert canonical_json(back) == canonical_json(odd)
        assert P.encode(back) == P.encode(odd)
    for odd in ({**st, "op": {"cavalry": 1}}, {**st, "op": {}}, {**st, "sc": "elsewhere"},
                {k: v for k, v in st.items() if k != "sc"}, {"sc": "day1", "op": {}}, {}):
        assert canonical_json(P.decode(P.encode(odd))) == canonical_json(odd)


def test_odd_values_are_refused_when_packed():
    with pytest.raises(TypeError):
        P.encode({**_mid_game("day1", moves=10), "x": 1.5})
    with pytest.raises(ValueError):
        P.encode({**_mid_game("day1", moves=10), "x": 1 << 1100})


def _packed_positions():
    out = []
    for scenario, options, seed, moves in CASES[:6]:
        for k, st in enumerate(positions(scenario, options, seed, min(moves or 400, 400))):
            if k % 40 == 39:
                out.append(GAME.encode_state(st))
    return out


def test_cut_short_or_overlong_bytes_are_refused():
    rnd = random.Random(1)
    for data in _packed_positions():
        for size in {0, 1, 2, len(data) - 1, *(rnd.randrange(len(data)) for _ in range(6))}:
            with pytest.raises(ValueError):
                P.decode(data[:size])
        for more in (b"\x00", b"\x01", bytes([rnd.randrange(256) for _ in range(5)])):
            with pytest.raises(ValueError):
                P.decode(data + more)
        with pytest.raises(ValueError):
            P.decode(bytes([P.MAGIC + 1]) + data[1:])
        with pytest.raises(ValueError):
            P.decode(data[:1] + b"\x07" + data[2:])


def test_tampered_bytes_raise_value_error_or_give_a_state_check_state_judges():
    rnd = random.Random(2)
    judged = {"ValueError": 0, "state": 0}
    for data in _packed_positions():
        for _ in range(40):
            bad = bytearray(data)
            for _ in range(rnd.randrange(1, 4)):
                i = rnd.randrange(len(bad))
                bad[i] = bad[i] ^ (1 << rnd.randrange(8)) if rnd.random() < 0.5 else rnd.randrange(256)
            try:
                st = P.decode(bytes(bad))
            except ValueError:
                judged["ValueError"] += 1
                continue
            judged["state"] += 1
            try:
                GAME.check_state(st)
            except ValueError:
                pass
            try:
                link.decode_state(GAME, bytes(bad))
            except LinkError:
                pass
    assert judged["ValueError"] > judged["state"]


def test_random_bytes_raise_value_error_only():
    rnd = random.Random(4)
    for _ in range(2000):
        data = bytes([P.MAGIC, rnd.choice((P.GENERIC, P.HAND))]) + bytes(
            rnd.randrange(256) for _ in range(rnd.randrange(0, 300)))
        try:
            st = P.decode(data)
        except ValueError:
            continue
        try:
            link.decode_state(GAME, data)
        except LinkError:
            pass
        assert isinstance(st, dict)
