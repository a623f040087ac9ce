"""Position packing for links: exact round trips, strict refusal of garbage."""

import random

import pytest
from hypothesis import given, settings, strategies as st

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


# The packing version before the core packer (MAGIC 1) ------------------------------
# Saves hold packed positions (a game joined from a turn link is saved from that
# position on), so version 1 is still read. Made by the version-1 encoder:
# (scenario, packed bytes, state hash of the state they hold).
V1_STATES = [
    ("campaign",
     "01938928800f72df77110dcc8680808686808c808086809280c080808680808680c28cc2c2988c80d4076a82"
     "19193232246e121f7d841a4a288439732314594a065971164646358001002000204f006404000075ffff0f05"
     "9308019501180590059b01000a10090a10090807bb11b711ba0ab8058fb90abc09b6054a100a0701140a0008"
     "00", "8f1e2db338f81ac6"),                       # a battle under way
    ("campaign",
     "01e76841db40aae3450c08cac4c4808080c2808080808080808080808080866464641919327b3f6e121f7d53"
     "35361459490563088308080830001affff0f05930801950112058f059701000a100532070106027537100900"
     "100a0701140a000800", "a83a56ca666c47be"),       # a literal string
    ("campaign",
     "015634f5b2e2e41fc9231786868c868c80868c868c878c98868086808c8c8080868080868086809e80868c86"
     "80c68c80868c868c8cce8c988c86c886868c8c8c8680808086881974191966133f343228543e74282d192c07"
     "4537546a2f6e301322371a612f320b15021736063d4e2660778552520676295d604f736573523d8001000400"
     "0006ffff0f059308019501350590059702000020000470010000420002462090010001000a12056007010602"
     "6338100900100a0701140a000800", "81894cb7b51293d5"),  # control as a bitmap
]


@pytest.mark.parametrize("scenario, blob, digest", V1_STATES)
def test_version_1_states_still_open(scenario, blob, digest):
    state = packing.decode(bytes.fromhex(blob))
    assert state_hash(state) == digest and state["sc"] == scenario
    GAME.check_state(state)
    again = packing.encode(state)
    assert again[0] == packing.MAGIC == 2 and len(again) < len(blob) // 2
    assert packing.decode(again) == state


def test_a_save_made_under_version_1_still_opens(monkeypatch):
    """A whole-game save of a game joined from a turn link carries its start
    position packed; one written before the core packer must still load."""
    scenario, blob, digest = V1_STATES[0]
    start = packing.decode(bytes.fromhex(blob))
    m = Match(GAME, scenario, {}, 11, start=start, start_index=40)
    rnd = random.Random(2)
    for _ in range(12):
        if not m.active():
            break
        role = m.active()[0]
        legal = m.legal(role)
        m.play(role, legal[rnd.randrange(len(legal))])
    with monkeypatch.context() as patch:
        patch.setattr(packing, "encode", lambda state: bytes.fromhex(blob))
        text = link.encode(m, "whole")
    opened = link.decode(text, _Registry)
    assert opened.start_ply == 40 and opened.start_hash == digest
    assert opened.match.hash() == m.hash()


def test_newer_and_unknown_versions_are_refused_clearly():
    data = packing.encode(next(random_states(7, every=30)).state)
    with pytest.raises(ValueError, match="newer version"):
        packing.decode(bytes([packing.MAGIC + 1]) + data[1:])
    with pytest.raises(ValueError):
        packing.decode(bytes([0]) + data[1:])
    with pytest.raises(ValueError):
        packing.decode(b"")


def test_a_key_the_rules_add_later_packs_generically():
    m = next(random_states(8, every=30))
    state = dict(m.state, zz_new={"mv": [1, "richmond", "free text"]}, aa=None)
    assert packing.decode(packing.encode(state)) == state


def test_packed_words_and_fields_fit_the_core_packer():
    assert len(set(packing.WORDS)) == len(packing.WORDS)
    assert all(packing.PACKER.index[w] < 127 for w in packing.GAME_WORDS)   # one byte each
    assert packing.V1_WORDS[:len(packing.BOX_LIST)] == packing.BOX_LIST


@settings(max_examples=1500, deadline=None)
@given(st.sampled_from([1, 2]), st.binary(max_size=300))
def test_fuzz_random_bytes_only_raise_value_error(magic, body):
    try:
        packing.decode(bytes([magic]) + body)
    except ValueError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2), st.data())
def test_fuzz_damaged_states_only_raise_value_error(which, data):
    raw = bytearray(bytes.fromhex(V1_STATES[which][1]))
    if data.draw(st.booleans()):
        raw = bytearray(packing.encode(packing.decode(bytes(raw))))
    for _ in range(data.draw(st.integers(1, 4))):
        where = data.draw(st.integers(1, len(raw) - 1))
        raw[where] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(1, len(raw)))
    try:
        packing.decode(bytes(raw[:cut]))
    except ValueError:
        pass
