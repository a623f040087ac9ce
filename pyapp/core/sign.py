"""Schnorr signatures on secp256k1 (``pyapp.core.ec``): who made a link.

Between two devices every link is signed by its sender's seat (docs/TRUST.md
T1.5): the invitation and the reply publish each seat's public key, and a
link that anyone else altered, or made, does not verify. The scheme is the
textbook Schnorr signature with the challenge written out in the signature
(as in EdDSA and BIP-340, but with the compressed 33-byte points the rest of
the core uses):

- the private key ``d`` is a scalar derived from the seat key (HMAC, never
  sent before the audit), the public key ``P = d * G``;
- to sign ``m``: a nonce ``k`` derived from ``d`` and ``m`` (deterministic,
  RFC 6979's idea: a reopened save signs its links again to the same
  bytes, and no weak random generator can leak the key), ``R = k * G``,
  ``e = H(R, P, m) mod N``, ``s = k + e * d mod N``; the signature is
  ``e`` and ``s``, 32 bytes each;
- to verify: ``R' = s * G - e * P`` and ``H(R', P, m) == e``, with ``e`` and
  ``s`` below ``N`` (so a signature has one form only) and ``P`` a point of
  the curve.

Forging a signature without ``d`` is as hard as discrete logarithms in the
group (in the random-oracle model), the assumption the shared deck's hiding
already rests on (T4).
"""

from __future__ import annotations

import hashlib
import hmac

from . import ec

PUBLIC_BYTES = ec.POINT_BYTES            # 33: a compressed point
SIGNATURE_BYTES = 2 * ec.SCALAR_BYTES    # 64: e then s


def _h(*parts: bytes) -> bytes:
    h = hashlib.sha256(b"cwt-schnorr")
    for part in parts:
        h.update(len(part).to_bytes(4, "big"))
        h.update(part)
    return h.digest()


def private_key(seed: bytes) -> int:
    """A private scalar from ``seed`` (32 bytes derived from a seat key)."""
    counter = 0
    while True:
        d = int.from_bytes(_h(b"key", seed, counter.to_bytes(4, "big")), "big") % ec.N
        if d:
            return d
        counter += 1                      # (a chance of one in 2^256)


def public_key(d: int) -> bytes:
    """The public key of ``d``: its point, compressed (33 bytes)."""
    return ec.encode(ec.mul_base(d))


_PUBLIC: dict[int, bytes] = {}          # the public key of each private key used here


def sign(d: int, message: bytes) -> bytes:
    """The signature of ``message`` by ``d`` (64 bytes; the same every time)."""
    pub = _PUBLIC.get(d)
    if pub is None:
        pub = _PUBLIC[d] = public_key(d)
    db = d.to_bytes(ec.SCALAR_BYTES, "big")
    counter = 0
    while True:
        k = int.from_bytes(hmac.new(db, b"nonce" + counter.to_bytes(4, "big") + message,
                                    hashlib.sha256).digest(), "big") % ec.N
        if k:
            break
        counter += 1
    r = ec.encode(ec.mul_base(k))
    e = int.from_bytes(_h(r, pub, message), "big") % ec.N
    s = (k + e * d) % ec.N
    return e.to_bytes(ec.SCALAR_BYTES, "big") + s.to_bytes(ec.SCALAR_BYTES, "big")


def verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """True when ``signature`` is ``public``'s signature of ``message``."""
    if (not isinstance(signature, (bytes, bytearray)) or len(signature) != SIGNATURE_BYTES
            or not isinstance(public, (bytes, bytearray))):
        return False
    try:
        point = ec.decode(bytes(public))
    except ec.CurveError:
        return False
    e = int.from_bytes(signature[:ec.SCALAR_BYTES], "big")
    s = int.from_bytes(signature[ec.SCALAR_BYTES:], "big")
    if not 0 < e < ec.N or not 0 <= s < ec.N:
        return False
    r = ec.mul2(s, ec.N - e, point)           # s*G - e*P
    if r is None:
        return False
    return int.from_bytes(_h(ec.encode(r), bytes(public), message), "big") % ec.N == e


def fingerprint(*publics: bytes) -> str:
    """A short code of the seats' public keys (``XXXX-XXXX-XXXX``): the
    two devices show the same one when nobody stands between them (an
    invitation replaced on its way would show another on each device)."""
    digest = _h(b"fingerprint", *publics)
    alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
    n = int.from_bytes(digest[:8], "big")
    chars = []
    for _ in range(12):
        n, r = divmod(n, 32)
        chars.append(alphabet[r])
    code = "".join(chars)
    return f"{code[:4]}-{code[4:8]}-{code[8:]}"
