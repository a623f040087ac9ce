"""For the People between two devices: a device plays no decision of the
other side, not even one that is no choice (docs/TRUST.md T1.2, T1.3).

A defender's choice in the enemy's battle (its losses, 5.15, or its
retreat, 5.16) can be the last decision of the strategy rounds; the
reshuffle 81 or 82 then calls for (5.2) belongs to the side that played
last, and only that side's device makes it. A random game of 1863 found a
device making it for the other side, and the link refused."""

import hashlib
import random

from pyapp import games
from pyapp.core import duel as D
from tests.helpers import random_segment


def test_a_random_game_of_1863_between_two_devices_reaches_its_end():
    game = games.get("ftp")
    seed = 1000
    key = lambda tag: hashlib.sha256(f"{seed}/{tag}".encode()).digest()  # noqa: E731
    a = D.Duel.create(game, "1863", {}, game.roles[0], uid=f"bench{seed}", key=key("a"), fmt=14)
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    rnd = random.Random(1)
    while (got := random_segment(a, b, rnd)) is not None:
        mover, receiver, text = got
        msg = D.decode(text, games)
        assert all(role == mover.seat for role, _ in msg.moves), "a device moved for the other side"
        receiver.receive(text, games)
    assert a.match.result() is not None and a.match.result() == b.match.result()
