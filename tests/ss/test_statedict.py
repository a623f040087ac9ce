"""Stonewall's Sword's links deflate a position with a preset dictionary
(pyapp/games/ss/statedict.py): positions open again from their links, the
dictionary makes them much shorter, and it cannot change unseen (a link made
with one dictionary opens only with the same one)."""

import hashlib
import random
import zlib

from pyapp import games
from pyapp.core import link
from pyapp.core.game import canonical_json, state_hash
from pyapp.core.match import Match
from pyapp.games.ss.rules import GAME

# rules_version -> the digest of the dictionary its links were made with
DIGESTS = {"0": "8706be0a127628e6394ae43ec2c327a517e44c449347ae0ca0da1905137e574c",
           "1": "b560323e759008572c13dca38a90023d452549ba9ac147172890d6e2780a9ad3",
           "2": "b560323e759008572c13dca38a90023d452549ba9ac147172890d6e2780a9ad3",
           "3": "b560323e759008572c13dca38a90023d452549ba9ac147172890d6e2780a9ad3",
           "4": "b560323e759008572c13dca38a90023d452549ba9ac147172890d6e2780a9ad3"}


def _deflated(data, zdict=b""):
    comp = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, **({"zdict": zdict} if zdict else {}))
    return len(comp.compress(data) + comp.flush())


def _positions(scenario, seed, every=200):
    m = Match(GAME, scenario, {}, seed)
    rnd = random.Random(seed)
    while m.active() and m.ply < 2500:
        role = m.active()[0]
        legal = m.legal(role)
        m.play(role, legal[rnd.randrange(len(legal))])
        if m.ply % every == 0:
            yield m


def test_the_dictionary_changes_only_with_the_rules_version():
    assert hashlib.sha256(GAME.state_dict).hexdigest() == DIGESTS[GAME.rules_version], \
        "the links' dictionary changed: give the rules a new rules_version and record its digest here"
    assert GAME.link_dict == GAME.state_dict and len(GAME.state_dict) <= 32 * 1024


def test_a_position_link_opens_to_the_same_position_and_is_far_shorter():
    for scenario, seed in (("valley", 3), ("slaughter", 5)):
        for m in _positions(scenario, seed):
            text = link.encode(m, "position")
            opened = link.decode(text, games).match
            assert state_hash(opened.state) == m.hash()
            raw = canonical_json(m.state)
            assert _deflated(raw, GAME.state_dict) < 0.7 * _deflated(raw)
