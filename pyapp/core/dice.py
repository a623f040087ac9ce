"""Seeded random streams kept inside the game state.

The generator is SplitMix64: a 64-bit counter stepped by a fixed odd constant
and mixed by two multiply-xorshift rounds. It uses nothing but integer
arithmetic masked to 64 bits, so CPython 3.11 natively and CPython 3.14 under
Pyodide draw exactly the same numbers from the same seed.

A state keeps each generator's counter under a key of its own, as 16 hex
digits (a string, because a 64-bit integer does not survive a trip through
JavaScript numbers or some JSON readers). The dice live under ``"rng"``; a
game that also shuffles a deck or draws chits from a cup keeps those in a
separate stream (``"rng_deck"``, ``"rng_cup"``: see ``Game.rng_keys``), seeded
from the same seed and the stream's name, so a die roll never moves the deck
and a shuffle never moves the dice. Every function takes the stream's key.
"""

from __future__ import annotations

import hashlib
from typing import Any, MutableMapping, MutableSequence, TypeVar

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
DICE = "rng"

Stream = MutableMapping[str, Any]
T = TypeVar("T")


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def _name_bits(name: str) -> int:
    return int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "big")


def seed_state(seed: int, stream: str = DICE) -> str:
    """The generator state for ``seed`` (any int) in the stream kept under
    key ``stream``, as stored in a game state. The dice stream ("rng") is
    the seed alone; any other stream mixes in a hash of its name."""
    base = seed & MASK64
    if stream != DICE:
        base ^= _name_bits(stream)
    return format(_mix(base), "016x")


def next_u64(state: Stream, key: str = DICE) -> int:
    """Advance the generator stored in ``state[key]`` and return 64 bits."""
    counter = (int(state[key], 16) + GOLDEN) & MASK64
    state[key] = format(counter, "016x")
    return _mix(counter)


def randbelow(state: Stream, n: int, key: str = DICE) -> int:
    """A uniform integer in [0, n), without modulo bias (rejection sampling)."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = next_u64(state, key)
        if x < limit:
            return x % n


def roll(state: Stream, sides: int = 6, key: str = DICE) -> int:
    """Roll one die with ``sides`` faces: 1..sides."""
    return randbelow(state, sides, key) + 1


def shuffle(state: Stream, items: MutableSequence[T], key: str = DICE) -> None:
    """Fisher-Yates shuffle in place, drawing from the stream under ``key``."""
    for i in range(len(items) - 1, 0, -1):
        j = randbelow(state, i + 1, key)
        items[i], items[j] = items[j], items[i]


def is_stream(value: object) -> bool:
    """True for a stored generator state: 16 lowercase hex digits."""
    return (isinstance(value, str) and len(value) == 16
            and all(c in "0123456789abcdef" for c in value))
