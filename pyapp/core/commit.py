"""Seat keys, salted commitments and shared random seeds (docs/TRUST.md).

Two players on two devices, with no server between them, share a game by
passing links. Each device holds a *seat key*: 32 random bytes made in the
browser when the seat is taken, kept with the save and never sent until the
audit at the end of the game. Everything a seat contributes to the game is
derived from its key by HMAC-SHA256 under a label, the game's identity and a
number, so a reopened link or a reloaded save computes exactly the same
values again (nothing is ever rolled twice), and the audit can recompute
them all from the key.

A commitment is SHA-256 over a domain string, the game, the seat, what is
committed (a label and a number) and the value with a random salt: it binds
the seat to the value without telling it (T2.1 of docs/TRUST.md).

A turn's random seed mixes two contributions: the mover's secret, committed
before he could know the other side's, and the other side's clear value,
made before it could know the mover's secret (T2.2). Neither side alone can
choose it; the side that has not moved cannot compute it.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

KEY_BYTES = 32          # a seat key
VALUE_BYTES = 16        # a contribution to a seed, a clear value
SALT_BYTES = 16         # the salt of a commitment
DIGEST_BYTES = 32       # a commitment (SHA-256)
FACT_BYTES = 16         # a commitment to a hidden value: SHA-256 cut to 128 bits (T3.2)
SHORT_SALT_BYTES = 12   # from link format 6, the salt of a commitment to a hidden value: it
                        # only has to keep the value unguessable (2^96 tries a commitment);
                        # binding rests on the 128-bit digest whatever the salt's length


def new_key() -> bytes:
    """A fresh seat key from the system's cryptographic generator (in the
    browser, ``crypto.getRandomValues`` under Pyodide)."""
    return secrets.token_bytes(KEY_BYTES)


def check_key(key: object) -> bytes:
    if not isinstance(key, (bytes, bytearray)) or len(key) != KEY_BYTES:
        raise ValueError(f"a seat key is {KEY_BYTES} bytes")
    return bytes(key)


def derive(key: bytes, uid: str, label: str, number: int, size: int = VALUE_BYTES) -> bytes:
    """``size`` bytes the seat with ``key`` contributes under ``label`` and
    ``number`` in the game ``uid``: unpredictable without the key, the same
    every time with it."""
    if size > 32:
        raise ValueError("at most 32 bytes per derivation")
    msg = f"cwt|{uid}|{label}|{number}".encode()
    return hmac.new(key, msg, hashlib.sha256).digest()[:size]


def seat_id(key: bytes, uid: str) -> bytes:
    """A seat's public name in one game (8 bytes): it tells the two seats
    apart in links without telling anything of the key."""
    return derive(key, uid, "seat", 0, 8)


def commitment(uid: str, role: str, label: str, number: int, salt: bytes, value: bytes) -> bytes:
    """SHA-256 commitment of ``role`` to ``value`` (salted) under ``label`` and ``number``."""
    h = hashlib.sha256()
    for part in (b"cwt-commit", uid.encode(), role.encode(), label.encode(), str(number).encode()):
        h.update(len(part).to_bytes(2, "big"))
        h.update(part)
    h.update(salt)
    h.update(value)
    return h.digest()


def opens(digest: bytes, uid: str, role: str, label: str, number: int, salt: bytes, value: bytes) -> bool:
    """True when ``salt`` and ``value`` open the commitment ``digest`` (a whole
    SHA-256, or its first FACT_BYTES for a commitment to a hidden value)."""
    if len(digest) not in (FACT_BYTES, DIGEST_BYTES):
        return False
    return hmac.compare_digest(digest, commitment(uid, role, label, number, salt, value)[:len(digest)])


def segment_seed(uid: str, number: int, secret: bytes, clear: bytes) -> int:
    """The random seed of segment ``number``: the mover's committed secret and
    the other side's clear value, mixed by SHA-256 (63 bits, as Match takes)."""
    h = hashlib.sha256(b"cwt-seed|" + uid.encode() + b"|" + str(number).encode() + b"|" + secret + clear)
    return int.from_bytes(h.digest()[:8], "big") >> 1
