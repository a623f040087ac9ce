"""Links: round trips, and strict refusal of anything that is not a link of ours."""

import base64
import random
import zlib

import pytest
from hypothesis import given, settings, strategies as st

from pyapp.core import Illegal, LinkError
from pyapp.core import link
from pyapp.core.match import Match
from minigame import GAME, Registry, play_random


def played(seed, moves, pick_seed=0, scenario="short", options=None):
    return play_random(Match(GAME, scenario, options or {}, seed), moves,
                       random.Random(pick_seed).randrange)


def b64(raw):
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


# Round trips -------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2 ** 53 - 1), moves=st.integers(0, 120), pick=st.integers(0, 10 ** 6),
       scenario=st.sampled_from(["short", "long"]), double=st.booleans(),
       form=st.sampled_from(["whole", "turn", "position"]))
def test_round_trip(seed, moves, pick, scenario, double, form):
    m = played(seed, moves, pick, scenario, {"double": double})
    text = link.encode(m, form)
    opened = link.decode(text, Registry)
    assert opened.match.hash() == m.hash()
    assert opened.match.ply == m.ply
    assert opened.match.options == m.options and opened.match.scenario == scenario
    assert opened.match.seed == seed
    if form == "whole":
        assert opened.start_ply == 0 and len(opened.match.moves) == m.ply
    if form == "position":
        assert opened.start_ply == m.ply and opened.match.moves == []


def test_turn_form_starts_where_the_receiver_left():
    m = played(3, 40, 1)
    opened = link.decode(link.encode(m, "turn"), Registry)
    assert opened.start_ply == m.turn_start()
    from pyapp.core import state_hash
    assert opened.start_hash == state_hash(m.position(m.turn_start()))
    # every move in it is the sender's
    assert {mv.role for mv in opened.match.moves} <= {m.moves[-1].role}


def test_accepts_whole_urls_and_hash_prefix():
    m = played(3, 10)
    text = link.encode(m)
    for form in (text, "#" + text, "https://example.org/games/?embed=1#" + text, "  #" + text + "\n"):
        assert link.decode(form, Registry).match.hash() == m.hash()


def test_links_use_only_url_safe_characters():
    text = link.encode(played(99, 200, 3))
    assert set(text) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


# Refusals ------------------------------------------------------------------------

def refuse(text):
    with pytest.raises(LinkError) as info:
        link.decode(text, Registry)
    assert str(info.value)
    return info.value


def test_empty_and_garbage():
    for text in ("", "#", "   ", "!!!", "a", "%%%%", "AAAA", "#é"):
        refuse(text)
    with pytest.raises(LinkError):
        link.decode(None, Registry)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_only_raise_link_error(raw):
    try:
        link.decode(b64(raw), Registry)
    except (LinkError, Illegal):
        pass


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_random_text_only_raises_link_error(text):
    try:
        link.decode(text, Registry)
    except (LinkError, Illegal):
        pass


def test_every_truncation_is_refused():
    text = link.encode(played(5, 60, 2))
    for cut in range(len(text)):
        refuse(text[:cut])


def test_bit_flips_are_refused_or_harmless():
    m = played(6, 60, 4)
    raw = bytearray(unb64(link.encode(m)))
    rnd = random.Random(0)
    for _ in range(400):
        flipped = bytearray(raw)
        i = rnd.randrange(len(flipped))
        flipped[i] ^= 1 << rnd.randrange(8)
        try:
            opened = link.decode(b64(bytes(flipped)), Registry)
        except (LinkError, Illegal):
            continue
        # a flip the checksum cannot see must still give a game the rules accept
        assert opened.match.ply <= 1000


def body_link(body, version=1, kind=0, game=b"race", zdict=GAME.state_dict, crc=True):
    if crc:
        body = body + zlib.crc32(body).to_bytes(4, "big")
    c = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, zdict=zdict)
    return b64(bytes([version, kind, len(game)]) + game + c.compress(body) + c.flush())


def test_decompression_bomb_is_refused():
    bomb = body_link(b"\x01" + b"1" + b"\x00" + b"\x00\x00" + b"\x00" * 30_000_000, crc=False)
    assert len(bomb) < 60_000
    assert "more than any game needs" in refuse(bomb).reason


def test_oversized_text_is_refused():
    assert "too long" in refuse("A" * (link.MAX_TEXT + 8)).reason


def test_wrong_format_version():
    text = link.encode(played(1, 5))
    raw = bytearray(unb64(text))
    raw[0] = 9
    assert "another version" in refuse(b64(bytes(raw))).reason


def test_unknown_game():
    assert "does not have" in refuse(body_link(b"", game=b"chess")).reason


def test_wrong_rules_version():
    err = refuse(body_link(b"\x012\x00\x00\x05\x00"))
    assert "rules version" in err.reason


def test_unknown_scenario_and_option():
    assert "scenario" in refuse(body_link(b"\x011\x07\x00\x05\x00")).reason
    assert "option" in refuse(body_link(b"\x011\x00\x04\x05\x00")).reason


def test_checksum_mismatch():
    assert "checksum" in refuse(body_link(b"\x011\x00\x00\x05\x00\x00\x00\x00\x00", crc=False)).reason


def test_illegal_move_names_the_move_number_and_rule():
    # move 1 must be the roll (index 0 of 1); index 3 does not exist
    err = refuse(body_link(b"\x011\x00\x00\x05\x02\x00\x03"))
    assert err.move == 2 and "no such move" in err.reason


def test_too_many_moves_claimed():
    err = refuse(body_link(b"\x011\x00\x00\x05\x7f"))
    assert "cut short" in err.reason


def test_tampered_position_is_refused():
    m = played(2, 10)
    good = link.encode(m, "position")
    opened = link.decode(good, Registry)
    state = opened.match.state
    for bad in ({**state, "pips": 99}, {**state, "turn": "green"}, {"rng": "0"}, [], "x"):
        from pyapp.core import canonical_json
        data = canonical_json(bad)
        body = bytearray(b"\x011\x00\x00\x02")
        link.put_varint(body, 10)
        link.put_varint(body, len(data))
        body += data + b"\x00"
        assert "not valid" in refuse(body_link(bytes(body), kind=1)).reason


def test_varint_round_trip():
    for value in (0, 1, 127, 128, 300, 2 ** 32, 2 ** 53):
        out = bytearray()
        link.put_varint(out, value)
        assert link.Reader(bytes(out)).varint() == value


# Game identity (format 2), format-1 links, peek -----------------------------------

def format1(m):
    """The link ``m`` had under format 1 (no identity field), as every save
    made before format 2 holds it."""
    body = bytearray()
    link._put_text(body, m.game.rules_version)
    link.put_varint(body, list(m.game.scenarios).index(m.scenario))
    link.put_varint(body, link._option_mask(m.game, m.options))
    link.put_varint(body, m.seed)
    link.put_varint(body, len(m.moves))
    for move in m.moves:
        if move.among:
            link.put_varint(body, move.among.index(move.role))
        link.put_varint(body, move.index)
    link.put_varint(body, 0)
    return body_link(bytes(body), version=1, game=m.game.id.encode())


def inflate(data, zdict=GAME.state_dict):
    d = zlib.decompressobj(-15, zdict=zdict)
    return d.decompress(data) + d.flush()


def test_uid_round_trips_and_is_copied():
    m = Match(GAME, "short", {}, 12, uid="Ab_9-xyz")
    play_random(m, 30, random.Random(1).randrange)
    text = link.encode(m, "whole")
    assert unb64(text)[0] == 2
    opened = link.decode(text, Registry)
    assert opened.match.uid == "Ab_9-xyz" and opened.match.hash() == m.hash()
    assert link.decode(link.encode(m, "turn"), Registry).match.uid == "Ab_9-xyz"
    assert m.copy().uid == "Ab_9-xyz"
    assert Match(GAME, "short", {}, 12).uid == ""


def test_bad_uid_is_refused():
    for bad in ("x" * 33, "a b", "é", "a/b", 5, None, ["a"]):
        with pytest.raises(Illegal):
            Match(GAME, "short", {}, 1, uid=bad)
    assert Match(GAME, "short", {}, 1, uid="x" * 32).uid == "x" * 32


def test_bad_uid_in_a_link_is_refused():
    m = Match(GAME, "short", {}, 3, uid="good")
    data = unb64(link.encode(m))
    raw = bytearray(data[7:] if data[1] & link.STORED else inflate(data[7:]))
    at = raw.index(b"\x04good")
    for bad in (b"\x04go d", b"\x04g\xffod", b"\x21" + b"x" * 33):
        body = bytes(raw[:at]) + bad + bytes(raw[at + 5:-4])
        err = refuse(body_link(body, version=2))
        assert "identity" in err.reason or "too large" in err.reason or "unreadable" in err.reason


def test_format_1_links_still_open():
    m = played(8, 40, 3)
    text = format1(m)
    assert unb64(text)[0] == 1
    opened = link.decode(text, Registry)
    assert opened.match.hash() == m.hash() and opened.match.uid == "" and opened.match.ply == m.ply
    assert link.peek(text, Registry) == {"game": "race", "rules_version": "1", "uid": "",
                                         "format": 1, "scenario": "short", "seed": 8}


def test_peek_reads_the_header_without_replaying():
    m = played(4, 50, 2, scenario="long")
    m.uid = "peek-me"
    for form in ("whole", "turn", "position"):
        assert link.peek(link.encode(m, form), Registry) == {
            "game": "race", "rules_version": "1", "uid": "peek-me", "format": 2,
            "scenario": "long", "seed": 4}


def test_peek_reads_a_link_of_another_rules_version():
    # rules version "0", scenario 7 (that version's own list): read, not refused
    body = b"\x010\x07\x00\x05\x03abc\x00\x00"
    assert link.peek(body_link(body, version=2), Registry) == {
        "game": "race", "rules_version": "0", "uid": "abc", "format": 2, "scenario": "",
        "seed": 5}
    assert "rules version" in refuse(body_link(body, version=2)).reason


def test_peek_refuses_damage():
    text = link.encode(played(2, 20))
    mid = len(text) // 2
    flipped = text[:mid] + ("B" if text[mid] == "A" else "A") + text[mid + 1:]
    for bad in ("", "!!", text[:-3], flipped, "C" + text[1:], 7, None):
        with pytest.raises(LinkError):
            link.peek(bad, Registry)
