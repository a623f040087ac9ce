"""Seeded dice kept inside the game state.

The generator is SplitMix64: a 64-bit counter stepped by a fixed odd constant
and mixed by two multiply-xorshift rounds. It uses nothing but integer
arithmetic masked to 64 bits, so CPython 3.11 natively and CPython 3.14 under
Pyodide draw exactly the same numbers from the same seed.

The state keeps the counter under ``state["rng"]`` as 16 hex digits: a
string, because a 64-bit integer does not survive a trip through JavaScript
numbers or some JSON readers.
"""

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def seed_state(seed: int) -> str:
    """The generator state for ``seed`` (any int), as stored in a game state."""
    return format(_mix(seed & MASK64), "016x")


def next_u64(state: dict) -> int:
    """Advance the generator stored in ``state["rng"]`` and return 64 bits."""
    counter = (int(state["rng"], 16) + GOLDEN) & MASK64
    state["rng"] = format(counter, "016x")
    return _mix(counter)


def randbelow(state: dict, n: int) -> int:
    """A uniform integer in [0, n), without modulo bias (rejection sampling)."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = next_u64(state)
        if x < limit:
            return x % n


def roll(state: dict, sides: int = 6) -> int:
    """Roll one die with ``sides`` faces: 1..sides."""
    return randbelow(state, sides) + 1


def shuffle(state: dict, items: list) -> None:
    """Fisher-Yates shuffle in place, drawing from the state's generator."""
    for i in range(len(items) - 1, 0, -1):
        j = randbelow(state, i + 1)
        items[i], items[j] = items[j], items[i]
