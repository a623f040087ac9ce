"""pyapp/core/ec.py: secp256k1, against published test vectors and a plain
affine reference written here from the curve's definition."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from pyapp.core import ec

VECTORS = [(int(k), int(x, 16), int(y, 16)) for k, x, y in
           (line.split() for line in (Path(__file__).parent / "data" / "secp256k1_kG.txt").read_text().splitlines()
            if line and not line.startswith("#"))]


def ref_add(p, q):
    """Affine addition from the chord-and-tangent rule (the reference)."""
    if p is None:
        return q
    if q is None:
        return p
    (x1, y1), (x2, y2) = p, q
    if x1 == x2 and (y1 + y2) % ec.P == 0:
        return None
    if p == q:
        lam = 3 * x1 * x1 * pow(2 * y1, -1, ec.P) % ec.P
    else:
        lam = (y2 - y1) * pow(x2 - x1, -1, ec.P) % ec.P
    x3 = (lam * lam - x1 - x2) % ec.P
    return x3, (lam * (x1 - x3) - y1) % ec.P


def ref_mul(k, p):
    out = None
    for bit in bin(k % ec.N)[2:]:
        out = ref_add(out, out)
        if bit == "1":
            out = ref_add(out, p)
    return out


def test_the_curve_and_its_generator():
    assert ec.P == 2 ** 256 - 2 ** 32 - 977 and ec.P % 4 == 3
    assert ec.on_curve(ec.G)
    assert ref_mul(ec.N, ec.G) is None                 # the generator has order N
    assert ec.mul(ec.N, ec.G) is None and ec.mul_base(ec.N) is None and ec.mul(0, ec.G) is None


@pytest.mark.parametrize("k,x,y", VECTORS, ids=[str(v[0])[:12] for v in VECTORS])
def test_published_vectors(k, x, y):
    assert ec.mul_base(k) == (x, y)
    assert ec.mul(k, ec.G) == (x, y)
    assert ec.decode(ec.encode((x, y))) == (x, y)


def test_the_published_vectors_check_the_reference_too():
    for k, x, y in VECTORS[:6] + VECTORS[-3:]:
        assert ref_mul(k, ec.G) == (x, y)


def test_multiplication_agrees_with_the_reference_at_random():
    rnd = random.Random(256)
    point = ec.hash_to_point(b"a point of its own")
    for _ in range(12):
        a, b = rnd.randrange(ec.N), rnd.randrange(ec.N)
        assert ec.mul(a, point) == ref_mul(a, point)
        assert ec.mul_base(a) == ref_mul(a, ec.G)
        assert ec.mul2(a, b, point) == ref_add(ref_mul(a, ec.G), ref_mul(b, point))
        other = ec.mul(b, point)
        assert ec.mul_pair(a, point, b, other) == ref_add(ref_mul(a, point), ref_mul(b, other))
        # scalars commute: what two-device dealing rests on
        assert ec.mul(a, ec.mul(b, point)) == ec.mul(b, ec.mul(a, point)) == ec.mul(a * b, point)
        # and an inverse undoes
        assert ec.mul(pow(a, -1, ec.N), ec.mul(a, point)) == point


def test_a_sum_of_multiples_agrees_with_the_reference():
    """``mul_sum``: what a batch proof's random combination takes."""
    rnd = random.Random(7)
    points = [ec.hash_to_point(bytes([k])) for k in range(7)]
    for count in (0, 1, 2, 3, 7):
        terms = [(rnd.randrange(1, ec.N), p) for p in points[:count]]
        expected = None
        for k, p in terms:
            expected = ref_add(expected, ref_mul(k, p))
        assert ec.mul_sum(terms) == expected
    p = points[0]
    assert ec.mul_sum([(3, p), (ec.N - 3, p)]) is None                  # cancels to infinity
    assert ec.mul_sum([(2, p), (0, points[1]), (5, None)]) == ec.mul(2, p)
    assert ec.mul_sum([(1, p), (1, p)]) == ec.mul(2, p)                  # a doubling inside a sum
    with pytest.raises(ec.CurveError):
        ec.mul_sum([(1, p), (2, (1, 2))])


def test_edges_of_addition():
    point = ec.hash_to_point(b"edge")
    assert ec.add(point, ec.neg(point)) is None
    assert ec.add(point, point) == ec.mul(2, point) == ref_add(point, point)
    assert ec.add(None, point) == point == ec.add(point, None)
    assert ec.mul2(5, ec.N - 5, ec.G) is None
    assert ec.mul2(3, 0, point) == ec.mul_base(3)
    assert ec.mul(-1, point) == ec.neg(point)
    assert ec.mul_pair(2, point, ec.N - 2, point) is None
    assert ec.mul_pair(0, point, 3, ec.G) == ec.mul_base(3) == ec.mul_pair(3, ec.G, 0, point)
    assert ec.mul_pair(4, None, 1, point) == point


def test_encoding_round_trips_and_keeps_the_parity_of_y():
    for k in (1, 2, 3, 7, 2 ** 200 + 1):
        point = ec.mul_base(k)
        data = ec.encode(point)
        assert len(data) == ec.POINT_BYTES and data[0] == 2 + (point[1] & 1)
        assert ec.decode(data) == point


@pytest.mark.parametrize("data,why", [
    (b"", "33 bytes"),
    (b"\x02" + bytes(31), "33 bytes"),
    (b"\x04" + bytes(32), "beginning with 2 or 3"),
    (b"\x00" + bytes(32), "beginning with 2 or 3"),
    (b"\x02" + (2 ** 256 - 1).to_bytes(32, "big"), "not below"),
    (b"\x02" + ec.P.to_bytes(32, "big"), "not below"),
])
def test_decode_refuses_what_is_not_a_point(data, why):
    with pytest.raises(ec.CurveError, match=why):
        ec.decode(data)


def test_decode_refuses_an_x_on_no_point():
    x = next(x for x in range(1, 100) if ec._lift_x(x) is None)
    with pytest.raises(ec.CurveError, match="no point"):
        ec.decode(b"\x03" + x.to_bytes(32, "big"))


def test_operations_refuse_what_is_not_a_point():
    for bad in ((1, 1), (ec.GX, ec.GY + 1), (ec.GX + ec.P, ec.GY), "G", (ec.GX,)):
        with pytest.raises(ec.CurveError):
            ec.mul(3, bad)
        with pytest.raises(ec.CurveError):
            ec.encode(bad)
    with pytest.raises(ec.CurveError):
        ec.mul(True, ec.G)
    with pytest.raises(ec.CurveError):
        ec.mul_base(1.5)


def test_hash_to_point_lands_on_the_curve_and_depends_on_every_byte():
    seen = set()
    for i in range(40):
        point = ec.hash_to_point(b"deck|" + i.to_bytes(2, "big"))
        assert ec.on_curve(point) and point[1] % 2 == 0
        seen.add(point)
    assert len(seen) == 40
    assert ec.hash_to_point(b"deck|x") == ec.hash_to_point(b"deck|x") != ec.hash_to_point(b"deck|y")
