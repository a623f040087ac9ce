"""The game-agnostic packer: exact round trips, one encoding per value, and
strict refusal (ValueError, nothing else) of anything it did not write."""

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from pyapp.core.packing import (Field, Packer, Reader, Record, SMALL_INTS, ONE_BYTE_WORDS,
                                put_varint)

WORDS = tuple(f"w{i}" for i in range(5000))          # a big game's word list
BIG = Packer(WORDS, max_depth=100)
SMALL = Packer(("box", "unit", "mv", "", "x"))
PLAIN = Packer(())


def json_values(words=WORDS):
    text = st.text(max_size=12) | st.sampled_from(words[:40] + words[-40:]) if words else st.text()
    leaves = st.none() | st.booleans() | st.integers() | text \
        | st.integers(-2 ** 1024 + 1, 2 ** 1024 - 1)
    return st.recursive(leaves, lambda inner: st.lists(inner, max_size=6)
                        | st.dictionaries(text, inner, max_size=6), max_leaves=40)


# Round trips ----------------------------------------------------------------------

@settings(max_examples=400, deadline=None)
@given(json_values())
@example(None)
@example({"": [], "w0": {}, "w4999": "", "x": -1})
def test_round_trip_with_many_words(value):
    data = BIG.encode(value)
    assert BIG.decode(data) == value
    assert BIG.encode(BIG.decode(data)) == data


@settings(max_examples=200, deadline=None)
@given(json_values(()))
def test_round_trip_without_words(value):
    assert PLAIN.decode(PLAIN.encode(value)) == value


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_any_string_round_trips_as_value_and_key(text):
    for p in (SMALL, PLAIN, BIG):
        assert p.decode(p.encode(text)) == text
        assert p.decode(p.encode({text: text})) == {text: text}


def test_lone_surrogates_round_trip():
    value = {"\ud800": ["\udfff", "a\ud83d"]}
    assert SMALL.decode(SMALL.encode(value)) == value


def test_tuples_pack_as_lists():
    assert SMALL.decode(SMALL.encode(("mv", (1, 2)))) == ["mv", [1, 2]]


# Sizes: the common case stays short ---------------------------------------------------

def test_five_thousand_words_all_round_trip_and_stay_short():
    for i, word in enumerate(WORDS):
        as_value = BIG.encode(word)
        assert len(as_value) == (1 if i < ONE_BYTE_WORDS else 2 if i < ONE_BYTE_WORDS + 128 else 3)
        assert BIG.decode(as_value) == word
        as_key = BIG.encode({word: 0})
        assert len(as_key) == 2 + (1 if i < 127 else 2) + 1
        assert BIG.decode(as_key) == {word: 0}
    everything = {w: w for w in WORDS}
    assert BIG.decode(BIG.encode(everything)) == everything
    assert BIG.decode(BIG.encode(list(WORDS))) == list(WORDS)


def test_small_values_take_one_byte():
    for value in [None, False, True, "", [], {}, 0, SMALL_INTS - 1, "box", "x"]:
        assert len(SMALL.encode(value)) == 1, value
    assert len(SMALL.encode(SMALL_INTS)) == 2
    assert len(SMALL.encode(-1)) == 2
    assert SMALL.encode({"box": "mv"}) == bytes([11, 0, 1, 128 + 2])


def test_literal_strings_and_keys():
    value = {"not a word": "nor this", "box": {"ünïcode ✓": "✓"}, "": ""}
    data = SMALL.encode(value)
    assert b"not a word" in data and b"nor this" in data
    assert SMALL.decode(data) == value
    assert PLAIN.decode(PLAIN.encode({"": ""})) == {"": ""}      # empty literal key


def test_big_and_negative_ints():
    for n in [SMALL_INTS - 1, SMALL_INTS, 2 ** 31, 2 ** 63, 2 ** 64 + 5, 2 ** 200, 2 ** 1024 - 1,
              -1, -2, -2 ** 63, -2 ** 64, -2 ** 300, -2 ** 1024 + 1]:
        assert SMALL.decode(SMALL.encode(n)) == n
        assert SMALL.decode(SMALL.encode([n, {"x": n}])) == [n, {"x": n}]
    assert type(SMALL.decode(SMALL.encode(True))) is bool
    assert type(SMALL.decode(SMALL.encode(1))) is int


# Caps ------------------------------------------------------------------------------

def nested(depth):
    value = 0
    for _ in range(depth):
        value = [value]
    return value


def test_depth_cap():
    p = Packer((), max_depth=5)
    assert p.decode(p.encode(nested(5))) == nested(5)
    with pytest.raises(ValueError):
        p.encode(nested(6))
    with pytest.raises(ValueError):
        p.decode(BIG.encode(nested(6)))
    with pytest.raises(ValueError):                      # no RecursionError on a deep input
        PLAIN.decode(bytes([10, 0]) * 100_000 + bytes([16]))


def test_items_cap():
    p = Packer((), max_items=10)
    for value in ([0] * 10, {str(i): i for i in range(10)}):
        assert p.decode(p.encode(value)) == value
    for value in ([0] * 11, {str(i): i for i in range(11)}):
        with pytest.raises(ValueError):
            p.encode(value)
        with pytest.raises(ValueError):
            p.decode(PLAIN.encode(value))
    with pytest.raises(ValueError):                      # a huge count, no items behind it
        PLAIN.decode(bytes([10, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F]))


def test_string_cap():
    p = Packer((), max_string=8)
    assert p.decode(p.encode("12345678")) == "12345678"
    assert p.decode(p.encode("ééé")) == "ééé"            # 6 bytes
    for value in ("123456789", "ééééé", {"123456789": 0}):
        with pytest.raises(ValueError):
            p.encode(value)
        with pytest.raises(ValueError):
            p.decode(PLAIN.encode(value))
    with pytest.raises(ValueError):                      # a length beyond the data
        PLAIN.decode(bytes([9, 0xFF, 0xFF, 0x03]) + b"abc")


def test_int_cap():
    p = Packer((), max_int_bits=64)
    assert p.decode(p.encode(2 ** 64 - 1)) == 2 ** 64 - 1
    assert p.decode(p.encode(-2 ** 64 + 1)) == -2 ** 64 + 1
    for n in (2 ** 64, -2 ** 64, 2 ** 5000):
        with pytest.raises(ValueError):
            p.encode(n)
    for n in (2 ** 64, 2 ** 64 + 200, -2 ** 64, -2 ** 70):
        with pytest.raises(ValueError):
            p.decode(PLAIN.encode(n))
    with pytest.raises(ValueError):
        PLAIN.decode(bytes([6]) + b"\xff" * 200 + b"\x01")


# Strictness ------------------------------------------------------------------------

def test_truncated_and_trailing_bytes_are_refused():
    value = {"box": [1, 300, -5, "mv", "free text", {"x": None}], "y": 2 ** 70}
    data = SMALL.encode(value)
    for cut in range(len(data)):
        with pytest.raises(ValueError):
            SMALL.decode(data[:cut])
    for extra in (b"\x00", b"\x10", data):
        with pytest.raises(ValueError):
            SMALL.decode(data + extra)


@pytest.mark.parametrize("data, why", [
    (bytes([12]), "unused tag"),
    (bytes([15]), "unused tag"),
    (bytes([6, 0x80, 0x00]), "overlong varint"),
    (bytes([9, 3]) + b"box", "a word spelled out"),
    (bytes([9, 0]), "empty literal string"),
    (bytes([128 + 3]), "the word '' as a value (it has its own tag)"),
    (bytes([128 + 5]), "word number past the list"),
    (bytes([8, 0]), "word number past the list"),
    (bytes([11, 0, 0, 3]) + b"box" + bytes([16]), "a word key spelled out"),
    (bytes([11, 1, 3, 16, 1, 16]), "keys out of order"),
    (bytes([11, 1, 1, 16, 1, 16]), "a key twice"),
    (bytes([11, 0, 6, 16]), "key number past the list"),
    (bytes([9, 2, 0xC3, 0x28]), "not UTF-8"),
    (bytes([9, 2, 0xC0, 0x80]), "overlong UTF-8"),
    (b"", "nothing"),
])
def test_non_canonical_or_bad_forms_are_refused(data, why):
    with pytest.raises(ValueError):
        SMALL.decode(data)


def test_encoding_refuses_what_is_not_json():
    for value in (1.5, b"bytes", {1: 2}, {"x": object()}, {("a",): 1}, {1, 2}):
        with pytest.raises(TypeError):
            SMALL.encode(value)


def test_word_list_must_not_repeat():
    with pytest.raises(ValueError):
        Packer(("a", "b", "a"))
    with pytest.raises(TypeError):
        Packer(("a", 1))


# Fuzz: any bytes give a value or a ValueError -------------------------------------------

def decodes_or_refuses(packer, data):
    try:
        value = packer.decode(data)
    except ValueError:
        return
    assert packer.encode(value) == data          # what decodes is canonical


@settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=64))
def test_fuzz_random_bytes(data):
    for packer in (SMALL, BIG, Packer((), max_depth=3, max_items=4, max_string=4, max_int_bits=16)):
        decodes_or_refuses(packer, data)


@settings(max_examples=600, deadline=None)
@given(json_values(), st.data())
def test_fuzz_damaged_encodings(value, data):
    raw = bytearray(BIG.encode(value))
    for _ in range(data.draw(st.integers(1, 4))):
        where = data.draw(st.integers(0, len(raw)))
        how = data.draw(st.sampled_from(["set", "insert", "delete", "cut"]))
        byte = data.draw(st.integers(0, 255))
        if how == "set" and where < len(raw):
            raw[where] = byte
        elif how == "insert":
            raw.insert(where, byte)
        elif how == "delete" and where < len(raw):
            del raw[where]
        elif how == "cut":
            del raw[where:]
    decodes_or_refuses(BIG, bytes(raw))


# Varints and the reader --------------------------------------------------------------

@given(st.integers(0, 2 ** 200 - 1))
def test_varints_round_trip(n):
    out = bytearray()
    put_varint(out, n)
    src = Reader(out)
    assert src.varint(200) == n
    src.end()


def test_reader_caps_varints():
    out = bytearray()
    put_varint(out, 2 ** 64)
    with pytest.raises(ValueError):
        Reader(out).varint()
    with pytest.raises(ValueError):
        Reader(b"\x80" * 1000).varint()
    with pytest.raises(ValueError):
        put_varint(bytearray(), -1)


# Records: a state with fields packed by hand ----------------------------------------------

def put_pair(packer, out, value):
    if not (isinstance(value, list) and len(value) == 2 and all(0 <= v < 16 for v in value)):
        raise ValueError("a pair is two numbers under 16")
    out.append(value[0] << 4 | value[1])


def get_pair(packer, src):
    b = src.byte()
    return [b >> 4, b & 15]


RECORD = Record(SMALL, ("pos", "turn", "who"), {"pos": Field(put_pair, get_pair)})


def test_record_round_trip_with_a_hand_packed_field():
    state = {"pos": [3, 9], "turn": 4, "who": "unit"}
    data = RECORD.encode(state)
    assert data == bytes([0b111, 3 << 4 | 9, 16 + 4, 128 + 1, 5])
    assert RECORD.decode(data) == state


def test_record_keys_are_optional_and_unknown_keys_go_generically():
    for state in ({}, {"turn": 1}, {"new": {"box": [1]}, "pos": [0, 0], "zz": None}):
        assert RECORD.decode(RECORD.encode(state)) == state


def test_record_refuses_bad_data():
    good = RECORD.encode({"pos": [1, 2], "x": 1})
    for cut in range(len(good)):
        with pytest.raises(ValueError):
            RECORD.decode(good[:cut])
    with pytest.raises(ValueError):
        RECORD.decode(good + b"\x00")
    with pytest.raises(ValueError):
        RECORD.decode(bytes([0b1000, 5]))                # a presence bit for no key
    with pytest.raises(ValueError):
        RECORD.decode(bytes([0, 16]))                    # the rest is not a dict
    with pytest.raises(ValueError):                      # a known key among the rest
        RECORD.decode(bytes([0]) + SMALL.encode({"turn": 1}))
    with pytest.raises(ValueError):
        RECORD.encode({"pos": [99, 0]})


@settings(max_examples=1000, deadline=None)
@given(st.binary(max_size=24))
def test_record_fuzz(data):
    try:
        RECORD.decode(data)
    except ValueError:
        pass


def test_record_rejects_fields_outside_its_keys():
    with pytest.raises(ValueError):
        Record(SMALL, ("a",), {"b": Field(put_pair, get_pair)})
    with pytest.raises(ValueError):
        Record(SMALL, ("a", "a"))
