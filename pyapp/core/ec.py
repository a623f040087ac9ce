"""The elliptic curve secp256k1 (SEC 2, section 2.4.1), small and in pure Python.

The two-device deck (``poker``) needs a group of prime order in which nobody
can take discrete logarithms, whose elements are short in a link and whose
exponentiation is quick in Pyodide. secp256k1 is such a group: the curve
``y^2 = x^3 + 7`` over the prime field of ``P = 2^256 - 2^32 - 977``, with a
generator of prime order ``N`` and cofactor 1, so every point of the curve
other than the point at infinity is a member. A point travels in 33 bytes
(its compressed form, SEC 1 section 2.3.3: 0x02 or 0x03 for the parity of
``y``, then ``x``), against 256 bytes for an element of the 2048-bit group it
replaces, and a multiplication by a 256-bit scalar costs some 2 ms here
against some 25 ms for a 2048-bit exponentiation.

Points are affine pairs ``(x, y)`` of ints, ``None`` the point at infinity.
Inside a multiplication they are Jacobian triples ``(X, Y, Z)`` (``x =
X/Z^2``, ``y = Y/Z^3``), which need no inversion per step.

- ``mul(k, point)``: a variable point, by the width-5 NAF of ``k``.
- ``mul_base(k)``: the generator, from a table of ``d * 16^i * G`` (made
  once, on first use): 64 additions and no doubling.
- ``mul2(a, b, point)``: ``a*G + b*point``, and ``mul_pair(a, p, b, q)``:
  ``a*p + b*q``, what checking a proof takes; ``mul_sum`` any number of
  such terms, what a batch proof's random combination takes.
- ``encode``/``decode``: the compressed form; ``decode`` refuses anything
  that is not a point of the curve.
- ``hash_to_point``: a point nobody knows the logarithm of, from bytes (try
  and increment: ``x = SHA-256(...) mod P`` until ``x^3 + 7`` is a square).

Scalars and card ids are not secret-dependent in timing here: this code runs
in a player's own page, where nobody else can time it.

Checked against published test vectors (tests/test_core_ec.py).
"""

from __future__ import annotations

import hashlib
from typing import Optional, Sequence

P: int = 2 ** 256 - 2 ** 32 - 977
N: int = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
B: int = 7
GX: int = 0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798
GY: int = 0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8
G: tuple[int, int] = (GX, GY)
POINT_BYTES = 33
SCALAR_BYTES = 32

Point = Optional[tuple[int, int]]           # affine, None = the point at infinity
_Jac = tuple[int, int, int]                 # Jacobian, Z = 0 at infinity
_INF: _Jac = (1, 1, 0)
_SQRT_EXP = (P + 1) // 4                    # P = 3 mod 4: a square root is one pow


class CurveError(ValueError):
    """Bytes or numbers that are not a point or a scalar of the curve."""


def on_curve(point: Point) -> bool:
    """True for a finite point of the curve (every one is in the group: cofactor 1)."""
    if point is None:
        return False
    x, y = point
    return 0 <= x < P and 0 <= y < P and (y * y - x * x * x - B) % P == 0


# -- Jacobian arithmetic (a = 0) --------------------------------------------

def _double(p: _Jac) -> _Jac:
    x, y, z = p
    if not z or not y:
        return _INF
    yy = y * y % P
    s = 4 * x * yy % P
    m = 3 * x * x % P
    x3 = (m * m - 2 * s) % P
    return x3, (m * (s - x3) - 8 * yy * yy) % P, 2 * y * z % P


def _add_affine(p: _Jac, q: tuple[int, int]) -> _Jac:
    """``p + q`` with ``q`` affine (the mixed addition)."""
    x1, y1, z1 = p
    x2, y2 = q
    if not z1:
        return x2, y2, 1
    zz = z1 * z1 % P
    return _sum(p, (x2 * zz - x1) % P, (y2 * z1 * zz - y1) % P, x1, y1, z1)


def _add(p: _Jac, q: _Jac) -> _Jac:
    x1, y1, z1 = p
    x2, y2, z2 = q
    if not z1:
        return q
    if not z2:
        return p
    z1z1 = z1 * z1 % P
    z2z2 = z2 * z2 % P
    u1 = x1 * z2z2 % P
    s1 = y1 * z2 * z2z2 % P
    return _sum(p, (x2 * z1z1 - u1) % P, (y2 * z1 * z1z1 - s1) % P, u1, s1, z1 * z2 % P)


def _sum(p: _Jac, h: int, r: int, u1: int, s1: int, z: int) -> _Jac:
    """The end of an addition: ``h`` and ``r`` the differences of the x and y
    (brought to one Z), ``u1``, ``s1`` the first point's, ``z`` the Zs' product."""
    if not h:
        return _double(p) if not r else _INF
    hh = h * h % P
    hhh = h * hh % P
    v = u1 * hh % P
    x3 = (r * r - hhh - 2 * v) % P
    return x3, (r * (v - x3) - s1 * hhh) % P, z * h % P


def _affine(p: _Jac) -> Point:
    x, y, z = p
    if not z:
        return None
    zi = pow(z, -1, P)
    zi2 = zi * zi % P
    return x * zi2 % P, y * zi2 * zi % P


def _affine_all(points: Sequence[_Jac]) -> list[tuple[int, int]]:
    """Many finite Jacobian points made affine with one inversion (Montgomery's trick)."""
    acc = [1] * (len(points) + 1)
    for i, (_, _, z) in enumerate(points):
        acc[i + 1] = acc[i] * z % P
    inv = pow(acc[-1], -1, P)
    out: list[tuple[int, int]] = [(0, 0)] * len(points)
    for i in range(len(points) - 1, -1, -1):
        x, y, z = points[i]
        zi = inv * acc[i] % P
        inv = inv * z % P
        zi2 = zi * zi % P
        out[i] = (x * zi2 % P, y * zi2 * zi % P)
    return out


def _naf(k: int, width: int) -> list[int]:
    """The width-``width`` NAF of ``k > 0``, least significant digit first."""
    digits: list[int] = []
    full, half = 1 << width, 1 << (width - 1)
    while k:
        if k & 1:
            d = k & (full - 1)
            if d >= half:
                d -= full
            k -= d
        else:
            d = 0
        digits.append(d)
        k >>= 1
    return digits


_WIDTH = 5


def _odd_multiples(point: tuple[int, int]) -> list[tuple[int, int]]:
    """``point * (1, 3, 5, ..., 2^(w-1) - 1)``, affine."""
    twice = _double((point[0], point[1], 1))
    out: list[_Jac] = [(point[0], point[1], 1)]
    for _ in range((1 << (_WIDTH - 2)) - 1):
        out.append(_add(out[-1], twice))
    if any(not z for _, _, z in out):        # pragma: no cover (a point of small order: none here)
        raise CurveError("the point has a small order")
    return _affine_all(out)


def _scalar(k: object) -> int:
    if not isinstance(k, int) or isinstance(k, bool):
        raise CurveError("a scalar is an int")
    return k % N


def _check_point(point: object) -> tuple[int, int]:
    if not (isinstance(point, tuple) and len(point) == 2 and on_curve(point)):
        raise CurveError("not a point of the curve")
    return point


def _mul_jac(k: int, point: tuple[int, int]) -> _Jac:
    if not k:
        return _INF
    table = _odd_multiples(point)
    acc = _INF
    for d in reversed(_naf(k, _WIDTH)):
        acc = _double(acc)
        if d > 0:
            acc = _add_affine(acc, table[d >> 1])
        elif d < 0:
            x, y = table[(-d) >> 1]
            acc = _add_affine(acc, (x, P - y))
    return acc


def mul(k: int, point: Point) -> Point:
    """``k * point`` (``k`` taken mod ``N``)."""
    if point is None:
        return None
    return _affine(_mul_jac(_scalar(k), _check_point(point)))


# -- the generator, from a table --------------------------------------------

_BASE_BITS = 4
_BASE_TABLE: list[list[tuple[int, int]]] = []


def _base_table() -> list[list[tuple[int, int]]]:
    """``table[i][d - 1] = d * 16^i * G`` for d in 1..15, i in 0..63."""
    if not _BASE_TABLE:
        rows: list[_Jac] = []
        start: _Jac = (GX, GY, 1)
        for _ in range(256 // _BASE_BITS):
            row = [start]
            for _ in range((1 << _BASE_BITS) - 2):
                row.append(_add(row[-1], start))
            rows.extend(row)
            start = _add(row[-1], start)            # 16 * start
        flat = _affine_all(rows)
        width = (1 << _BASE_BITS) - 1
        _BASE_TABLE.extend(flat[i:i + width] for i in range(0, len(flat), width))
    return _BASE_TABLE


def _mul_base_jac(k: int) -> _Jac:
    table = _base_table()
    acc = _INF
    mask = (1 << _BASE_BITS) - 1
    i = 0
    while k:
        d = k & mask
        if d:
            acc = _add_affine(acc, table[i][d - 1])
        k >>= _BASE_BITS
        i += 1
    return acc


def mul_base(k: int) -> Point:
    """``k * G`` (``k`` taken mod ``N``)."""
    return _affine(_mul_base_jac(_scalar(k)))


def mul2(a: int, b: int, point: Point) -> Point:
    """``a * G + b * point``."""
    left = _mul_base_jac(_scalar(a))
    if point is None:
        return _affine(left)
    return _affine(_add(left, _mul_jac(_scalar(b), _check_point(point))))


def mul_pair(a: int, p: Point, b: int, q: Point) -> Point:
    """``a * p + b * q`` in one chain of doublings (Straus): what checking
    that two points share a logarithm takes, at some two thirds of the
    cost of two multiplications."""
    return mul_sum(((a, p), (b, q)))


def mul_sum(terms: Sequence[tuple[int, Point]]) -> Point:
    """``k1 * p1 + k2 * p2 + ...`` for ``terms`` ``(k, p)``, in one chain of
    doublings (Straus): the random combination of a batch proof
    (``poker.partial_batch``), at one doubling a bit for all the points
    instead of one for each."""
    live = [(_scalar(k), p) for k, p in terms]
    live = [(k, p) for k, p in live if k and p is not None]
    if len(live) == 1:
        return mul(*live[0])
    tables = [_odd_multiples(_check_point(p)) for _, p in live]
    nafs = [_naf(k, _WIDTH) for k, _ in live]
    width = max((len(naf) for naf in nafs), default=0)
    for naf in nafs:
        naf += [0] * (width - len(naf))
    acc = _INF
    for i in range(width - 1, -1, -1):
        acc = _double(acc)
        for naf, table in zip(nafs, tables):
            d = naf[i]
            if d > 0:
                acc = _add_affine(acc, table[d >> 1])
            elif d < 0:
                x, y = table[(-d) >> 1]
                acc = _add_affine(acc, (x, P - y))
    return _affine(acc)


def add(p: Point, q: Point) -> Point:
    if p is None:
        return q
    if q is None:
        return p
    return _affine(_add_affine((*_check_point(p), 1), _check_point(q)))


def neg(p: Point) -> Point:
    return None if p is None else (p[0], (P - p[1]) % P)


# -- bytes ------------------------------------------------------------------

def _lift_x(x: int) -> Optional[int]:
    """A ``y`` with ``y^2 = x^3 + 7``, or None when ``x`` is on no point."""
    rhs = (x * x * x + B) % P
    y = pow(rhs, _SQRT_EXP, P)
    return y if y * y % P == rhs else None


def encode(point: Point) -> bytes:
    """The compressed form: 0x02 (even y) or 0x03 (odd y), then x, 33 bytes."""
    x, y = _check_point(point)
    return bytes([2 + (y & 1)]) + x.to_bytes(SCALAR_BYTES, "big")


def decode(data: bytes) -> tuple[int, int]:
    """The point whose compressed form is ``data``; ``CurveError`` unless it
    is exactly 33 bytes naming a point of the curve."""
    if not isinstance(data, (bytes, bytearray)) or len(data) != POINT_BYTES or data[0] not in (2, 3):
        raise CurveError(f"a point is {POINT_BYTES} bytes beginning with 2 or 3")
    x = int.from_bytes(data[1:], "big")
    if x >= P:
        raise CurveError("a point's x is not below the field's prime")
    y = _lift_x(x)
    if y is None:
        raise CurveError("no point of the curve has this x")
    if y & 1 != data[0] & 1:
        y = P - y
    return x, y


def hash_to_point(data: bytes) -> tuple[int, int]:
    """A point from ``data`` that nobody knows the logarithm of: ``x`` is
    SHA-256 of the data and a counter, taken mod ``P``, for the first counter
    that lands on the curve (half of them do); ``y`` is the even root."""
    counter = 0
    while True:
        digest = hashlib.sha256(b"cwt-ec-h2p|" + data + counter.to_bytes(4, "big")).digest()
        x = int.from_bytes(digest, "big") % P
        y = _lift_x(x)
        if y is not None:
            return x, (y if not y & 1 else P - y)
        counter += 1
