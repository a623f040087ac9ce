"""Position packing for links: exact round trips, strict refusal of garbage."""

import random

import pytest

from pyapp.core import LinkError, link, state_hash
from pyapp.core.match import Match
from pyapp.games import ahd
from pyapp.games.ahd import packing

GAME = ahd.GAME


def random_states(seed, every=7, limit=1500, scenario="campaign"):
    rnd = random.Random(seed)
    m = Match(GAME, scenario, {}, seed)
    while m.active() and m.ply < limit:
        role = m.active()[0]
        legal = m.legal(role)
        m.play(role, legal[rnd.randrange(len(legal))])
        if m.ply % every == 0:
            yield m


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_round_trip_is_exact(seed):
    for m in random_states(seed):
        data = packing.encode(m.state)
        back = packing.decode(data)
        assert back == m.state
        GAME.check_state(back)


def test_position_links_rebuild_the_same_state():
    for m in random_states(4, every=50):
        opened = link.decode(link.encode(m, "position"), _Registry)
        assert opened.match.hash() == m.hash()


class _Registry:
    @staticmethod
    def get(gid):
        from pyapp import games
        return games.get(gid)


def test_garbage_only_raises_value_error():
    m = next(random_states(5, every=300))
    data = bytearray(packing.encode(m.state))
    rnd = random.Random(0)
    for _ in range(500):
        bad = bytearray(data)
        for _ in range(rnd.randrange(1, 4)):
            bad[rnd.randrange(len(bad))] = rnd.randrange(256)
        cut = bad[: rnd.randrange(len(bad) + 1)] if rnd.random() < 0.3 else bad
        try:
            state = packing.decode(bytes(cut))
            GAME.check_state(state)
        except ValueError:
            pass


def test_tampered_position_in_a_link_is_refused_or_consistent():
    m = next(random_states(6, every=200))
    text = link.encode(m, "position")
    raw = bytearray(link._b64decode(text))
    rnd = random.Random(1)
    for _ in range(200):
        bad = bytearray(raw)
        bad[rnd.randrange(3, len(bad))] ^= 1 << rnd.randrange(8)
        try:
            link.decode(link._b64encode(bytes(bad)), _Registry)
        except LinkError:
            pass
