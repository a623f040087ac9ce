"""Mental poker: two devices deal from one shared deck, with no server.

Neither player may learn the other's cards, and everything must be checkable
at the end. The scheme is SRA commutative encryption (Pohlig-Hellman
exponentiation) in a group of prime order, one of two (``Group``; a deck
names its own, and so do its keys, proofs and packed bytes):

- ``SECP256K1``, the points of the curve secp256k1 (``ec``), for links of
  format 9 and after: an element is 33 bytes, an exponentiation (there, a
  multiplication of a point by a scalar) some 2 ms;
- ``MODP2048``, the one described below, for games begun in format 8 or
  before, which go on in it: the subgroup of quadratic residues of the
  2048-bit MODP prime ``P`` of RFC 3526 (group 14). ``P = 2Q + 1`` is a safe
  prime, so the subgroup has prime order ``Q``; ``G = 2`` is a quadratic
  residue (``P = 7 mod 8``) and generates it. Every exponentiation is
  Python's built-in ``pow`` (some 25 ms), and an element is 256 bytes.

What follows is written in the 2048-bit group's terms (``m^x``); on the curve
read ``x * M``. The curve has prime order and cofactor 1, so every point but
infinity is a member and the Legendre-symbol leak below has no counterpart.

Cards. Card ``i`` (0..n-1) of a deck labelled ``label`` is the group element
``m_i = (H(label, i) mod P)^2 mod P``, where ``H`` is SHA-256 in counter mode
stretched to 2304 bits: a quadratic residue whose discrete logarithm nobody
knows. ``Deck`` holds them all and refuses a deck in which two coincide.

Keys. A player's key for one deck is an exponent ``x`` in [2, Q-1] derived
from his secret (bytes) and the deck's label by HMAC-SHA256 in counter mode;
its inverse mod ``Q`` undoes it, and ``X = G^x`` is his public key. His shuffle
(a Fisher-Yates permutation, drawn from the same secret by HMAC counter mode
with rejection sampling, so without modulo bias) comes from the same secret.
The secret is kept until no more cards will be dealt from the deck, then
revealed for the audit (it opens every card). Each deck of a game needs a
label of its own (with the game's identity in it).

Why the classic SRA leak does not apply: with a bare prime modulus,
exponentiation by an odd key keeps the Legendre symbol of a card, so one bit
of every card shows through the encryption. Here every card, every encrypted
card and every value a player sends is a quadratic residue (membership is
checked on receipt), and every key is invertible mod ``Q``: all values have
Legendre symbol 1 and nothing separates one card from another. Hiding rests on
the decisional Diffie-Hellman assumption in this group. Membership (``1 < y <
P`` and ``pow(y, Q, P) == 1``) is tested through the Legendre symbol, computed
by the binary Jacobi algorithm: the same answer for the prime ``P``, at a
small fraction of the cost of the ``pow``.

The deal (positions and card ids count from 0):

1. The first player sends ``first_pass(key_a)``: every ``m_i^a``, shuffled by
   his permutation, with his public key.
2. The second player checks it (``second_pass`` does, with ``check_pass``:
   n distinct group members, none a bare card) and sends ``second_pass(key_b,
   first)``: every element raised to ``b`` and shuffled again, with his public
   key. Position j of this final deck holds ``m_i^(ab)`` for an ``i`` nobody
   knows. The first player checks it with ``check_final``.
3. To deal position j to one player, the *other* makes ``partial(key, final,
   j)``: ``d = c_j^(1/x)`` with a Chaum-Pedersen proof (Fiat-Shamir,
   SHA-256) that the same key lies under his public key. The receiver's
   ``open_card`` checks the proof, removes his own key and finds the card.
   Several positions dealt at once go as one ``partial_batch``: their
   partials under one proof for all (``open_batch``; its soundness is
   argued where it is defined).
4. A card played is shown by its holder with ``reveal`` (the card id and a
   proof that the partial he received is ``m_card^(his key)``); the other
   checks it with ``verify_reveal`` against the partial he made.
5. At the end both secrets are revealed and ``audit`` recomputes both passes,
   every partial and every claimed card, and returns the whole assignment;
   the first thing wrong is named in an ``AuditError``.

What this does not prevent during play: neither pass carries a proof of
shuffle, so a player may replace elements of his pass by powers of others'
(``c_k = c_j^r``: distinct values, so ``check_pass`` passes) and so get a card
dealt to the other as one of his own. That cheat cannot be seen before the
audit (or before the same card is revealed twice); ``audit`` names it.
A partial is a decryption: a device makes one only for a position the rules
deal to the other player, never on request.

Everything received from the other player is hostile: every element, length,
index and proof is checked, and a refusal is a ``PokerError`` (a
``ValueError``) with a plain message.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Optional, Sequence, TypeGuard

from . import ec

_P_HEX = (
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD1"
    "29024E088A67CC74020BBEA63B139B22514A08798E3404DD"
    "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245"
    "E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3D"
    "C2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F"
    "83655D23DCA3AD961C62F356208552BB9ED529077096966D"
    "670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
    "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9"
    "DE2BCBF6955817183995497CEA956AE515D2261898FA0510"
    "15728E5A8AACAA68FFFFFFFFFFFFFFFF"
)
P: int = int(_P_HEX, 16)       # RFC 3526 group 14, a safe prime
Q: int = (P - 1) // 2          # the prime order of the quadratic residues
G: int = 2                     # a quadratic residue (P = 7 mod 8): order Q

# Sizes in the 2048-bit group (``partial_bytes(group)`` and the others give them for either)
ELEMENT_BYTES = 256            # a group element, big-endian
CHALLENGE_BYTES = 32           # a proof's challenge (a SHA-256 value < Q)
PROOF_BYTES = CHALLENGE_BYTES + ELEMENT_BYTES   # challenge and response
POSITION_BYTES = 2
PARTIAL_BYTES = POSITION_BYTES + ELEMENT_BYTES + PROOF_BYTES
REVEAL_BYTES = 2 * POSITION_BYTES + PROOF_BYTES
MAX_CARDS = 1024
MIN_SECRET_BYTES = 16
MAX_LABEL_BYTES = 200

_DOMAIN = b"cwt-poker-v1"
_WIDE_BYTES = 288              # 2304 bits: reduced mod P or Q, bias < 2^-250


class PokerError(ValueError):
    """Malformed or hostile input, or a check that failed."""


class AuditError(PokerError):
    """The audit found something wrong. ``stage`` is one of "first key",
    "second key", "first pass", "second pass", "first partial", "second
    partial", "claim"; ``position`` is the position concerned (None when the
    fault is not at one position, such as a wrong length)."""

    def __init__(self, stage: str, position: Optional[int], reason: str) -> None:
        where = stage if position is None else f"{stage}, position {position}"
        super().__init__(f"{where}: {reason}")
        self.stage = stage
        self.position = position
        self.reason = reason


# -- helpers ---------------------------------------------------------------

def _field(data: bytes) -> bytes:
    """``data`` with its length in front: concatenations stay unambiguous."""
    return len(data).to_bytes(4, "big") + data


def proof_bytes(group: "Group") -> int:
    """A proof's size in ``group``: the challenge, then the response."""
    return CHALLENGE_BYTES + group.scalar_bytes


def partial_bytes(group: "Group") -> int:
    return POSITION_BYTES + group.element_bytes + proof_bytes(group)


def reveal_bytes(group: "Group") -> int:
    return 2 * POSITION_BYTES + proof_bytes(group)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _bytes(data: object, what: str) -> bytes:
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise PokerError(f"{what} must be bytes")
    return bytes(data)


def _hmac_wide(secret: bytes, parts: bytes) -> int:
    """2304 bits from ``secret`` and ``parts`` (HMAC-SHA256, counter mode)."""
    out = b"".join(hmac.new(secret, parts + bytes([k]), hashlib.sha256).digest()
                   for k in range(_WIDE_BYTES // 32))
    return int.from_bytes(out, "big")


def _jacobi(a: int, n: int) -> int:
    """The Jacobi symbol (a/n) for odd n > 0; for the prime P it is the
    Legendre symbol, 1 exactly on the quadratic residues. Binary algorithm:
    far cheaper than Euler's criterion ``pow(a, Q, P)``, same answer."""
    a %= n
    sign = 1
    while a:
        while not a & 1:
            a >>= 1
            if n & 7 in (3, 5):
                sign = -sign
        a, n = n, a
        if a & 3 == 3 and n & 3 == 3:
            sign = -sign
        a %= n
    return sign if n == 1 else 0


def is_member(y: object, group: "Group | None" = None) -> TypeGuard[int]:
    """True for an element of ``group`` (the 2048-bit group by default)
    other than its identity: there, an int with 1 < y < P that is a quadratic
    residue mod P (``pow(y, Q, P) == 1``)."""
    return (group or MODP2048).is_member(y)


def check_element(y: object, what: str = "element", group: "Group | None" = None) -> int:
    """``y`` if it is a member of the group (see ``is_member``), else
    ``PokerError`` naming ``what``."""
    if not is_member(y, group):
        raise PokerError(f"{what} is not an element of the group")
    return y


def check_public(y: object, group: "Group | None" = None) -> int:
    """A public key received from the other player, checked."""
    return check_element(y, "public key", group)


def _check_secret(secret: object) -> bytes:
    if not isinstance(secret, (bytes, bytearray)) or len(secret) < MIN_SECRET_BYTES:
        raise PokerError(f"a secret is at least {MIN_SECRET_BYTES} bytes")
    return bytes(secret)


# -- the groups ------------------------------------------------------------

class Group:
    """What the deal needs of a group of prime order ``order``: elements are
    ints (members of the group, never its identity), ``element_bytes`` long
    in a link; scalars (keys, a proof's response) ``scalar_bytes`` long."""
    name: str
    order: int
    generator: int
    element_bytes: int
    scalar_bytes: int
    domain: bytes                   # separates keys, shuffles, cards and proofs by group

    def is_member(self, y: object) -> TypeGuard[int]:
        raise NotImplementedError

    def exp(self, y: int, k: int) -> int:
        """``y`` to the power ``k`` (``k * y`` on a curve)."""
        raise NotImplementedError

    def exp_base(self, k: int) -> int:
        return self.exp(self.generator, k)

    def exp_pair(self, y: int, a: int, z: int, b: int) -> int:
        """``y^a * z^b``: what checking a proof takes."""
        raise NotImplementedError

    def combine(self, elements: Sequence[int], weights: Sequence[int]) -> int:
        """The product of ``elements[k]^weights[k]`` (a sum of multiples on a
        curve): a batch proof's random combination. The identity, a member
        of nothing, comes back as a value ``is_member`` refuses."""
        raise NotImplementedError

    def card(self, seed: bytes) -> int:
        """An element from ``seed`` whose logarithm nobody knows."""
        raise NotImplementedError

    def to_bytes(self, y: int) -> bytes:
        return y.to_bytes(self.element_bytes, "big")

    def __repr__(self) -> str:
        return f"<group {self.name}>"


class Modp2048(Group):
    """The quadratic residues mod the RFC 3526 prime (links of format 8 and
    before): see the module's text."""
    name = "modp2048"
    order = Q
    generator = G
    element_bytes = 256
    scalar_bytes = 256
    domain = _DOMAIN

    def is_member(self, y: object) -> TypeGuard[int]:
        return _is_int(y) and 1 < y < P and _jacobi(y, P) == 1

    def exp(self, y: int, k: int) -> int:
        return pow(y, k, P)

    def exp_pair(self, y: int, a: int, z: int, b: int) -> int:
        return pow(y, a, P) * pow(z, b, P) % P

    def combine(self, elements: Sequence[int], weights: Sequence[int]) -> int:
        acc = 1
        for y, w in zip(elements, weights):
            acc = acc * pow(y, w, P) % P
        return acc

    def card(self, seed: bytes) -> int:
        wide = b"".join(hashlib.sha256(seed + bytes([k])).digest() for k in range(_WIDE_BYTES // 32))
        return pow(int.from_bytes(wide, "big") % P, 2, P)


class Secp256k1(Group):
    """The points of secp256k1 (``ec``), each the int of its 33-byte
    compressed form: an exponentiation is a multiplication of a point by a
    scalar, some twelve times quicker than in the 2048-bit group, and an
    element is 33 bytes instead of 256. Prime order, cofactor 1: every point
    but infinity (which has no compressed form) is a member."""
    name = "secp256k1"
    order = ec.N
    element_bytes = ec.POINT_BYTES
    scalar_bytes = ec.SCALAR_BYTES
    domain = b"cwt-poker-v2-secp256k1"

    def __init__(self) -> None:
        self.generator = self._int(ec.G)
        self._points: dict[int, tuple[int, int]] = {}

    @staticmethod
    def _int(point: ec.Point) -> int:
        return int.from_bytes(ec.encode(point), "big")

    def _point(self, y: int) -> tuple[int, int]:
        point = self._points.get(y)
        if point is None:
            point = ec.decode(y.to_bytes(ec.POINT_BYTES, "big"))
            if len(self._points) > 4096:
                self._points.clear()
            self._points[y] = point
        return point

    def is_member(self, y: object) -> TypeGuard[int]:
        if not _is_int(y) or not 0 < y < 1 << (8 * ec.POINT_BYTES):
            return False
        try:
            self._point(y)
        except ec.CurveError:
            return False
        return True

    def exp(self, y: int, k: int) -> int:
        if y == self.generator:
            return self._int(ec.mul_base(k))
        return self._int(ec.mul(k, self._point(y)))

    def exp_base(self, k: int) -> int:
        return self._int(ec.mul_base(k))

    def exp_pair(self, y: int, a: int, z: int, b: int) -> int:
        if y == self.generator:
            out = ec.mul2(a, b, self._point(z))
        else:
            out = ec.mul_pair(a, self._point(y), b, self._point(z))
        if out is None:
            return 0            # the identity: a member of nothing, so no proof holds
        return self._int(out)

    def combine(self, elements: Sequence[int], weights: Sequence[int]) -> int:
        out = ec.mul_sum([(w, self._point(y)) for y, w in zip(elements, weights)])
        return 0 if out is None else self._int(out)

    def card(self, seed: bytes) -> int:
        return self._int(ec.hash_to_point(seed))


MODP2048 = Modp2048()
SECP256K1 = Secp256k1()
GROUPS = {g.name: g for g in (MODP2048, SECP256K1)}


# -- the deck --------------------------------------------------------------

class Deck:
    """The ``size`` cards of the deck ``label`` as group elements.

    ``label`` must differ between decks (and games): keys, shuffles and card
    encodings all depend on it. ``code(i)`` is card i's element;
    ``card_of(y)`` the card whose element is ``y``."""

    codes: tuple[int, ...]
    _table: dict[int, int]

    def __init__(self, label: str, size: int, group: Group | None = None,
                 cards_of: "Deck | None" = None, extra: int = 0) -> None:
        self.group: Group = group or MODP2048
        if not isinstance(label, str) or not label:
            raise PokerError("a deck label is a non-empty string")
        raw = label.encode()
        if len(raw) > MAX_LABEL_BYTES:
            raise PokerError(f"a deck label is at most {MAX_LABEL_BYTES} bytes")
        if not _is_int(size) or not 1 <= size <= MAX_CARDS:
            raise PokerError(f"a deck holds 1 to {MAX_CARDS} cards")
        self.label = label
        self.size = size
        self.tag = _field(raw) + size.to_bytes(4, "big")
        if cards_of is not None:
            # a deal of some of another deck's cards and ``extra`` cards of its own (a
            # reshuffle with cards still face down: ``rekey``): ``size`` positions; card ids
            # are the other deck's, then the extra cards' after them
            if cards_of.group is not self.group or not _is_int(extra) or extra < 0 \
                    or size > len(cards_of.codes) + extra:
                raise PokerError("a deal of another deck's cards holds at most all of them")
            self.codes = cards_of.codes + tuple(self._encode(self.group, raw, i) for i in range(extra))
            self._table = {m: i for i, m in enumerate(self.codes)}
            if len(self._table) != len(self.codes):
                raise PokerError("two cards of this deck have the same encoding")
            return
        self.codes = tuple(self._encode(self.group, raw, i) for i in range(size))
        self._table = {m: i for i, m in enumerate(self.codes)}
        if len(self._table) != size:
            raise PokerError("two cards of this deck have the same encoding")

    @staticmethod
    def _encode(group: Group, raw: bytes, card: int) -> int:
        attempt = 0
        while True:
            m = group.card(group.domain + b"|card|" + _field(raw) + card.to_bytes(4, "big")
                           + bytes([attempt]))
            if group.is_member(m):
                return m
            attempt += 1                    # pragma: no cover (probability 2^-2046)

    def __repr__(self) -> str:
        return f"Deck({self.label!r}, {self.size}, {self.group.name})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deck) and (self.label, self.size, self.group.name) == (
            other.label, other.size, other.group.name)

    def __hash__(self) -> int:
        return hash((self.label, self.size, self.group.name))

    def code(self, card: int) -> int:
        """Card ``card``'s group element."""
        return self.codes[self.check_card(card)]

    def card_of(self, y: int) -> int:
        """The card whose element is ``y``; ``PokerError`` if none is."""
        card = self._table.get(y) if _is_int(y) else None
        if card is None:
            raise PokerError(f"the value is not a card of deck {self.label!r}")
        return card

    def is_card(self, y: int) -> bool:
        return y in self._table

    def check_card(self, card: object) -> int:
        if not _is_int(card) or not 0 <= card < len(self.codes):
            raise PokerError(f"card {card!r} is not a card id of this deck (0..{len(self.codes) - 1})")
        return card

    def check_position(self, position: object) -> int:
        if not _is_int(position) or not 0 <= position < self.size:
            raise PokerError(f"position {position!r} is not a position of this deck "
                             f"(0..{self.size - 1})")
        return position


# -- keys ------------------------------------------------------------------

class Key:
    """One player's key for one deck, derived from his ``secret`` (at least
    16 bytes; a seat key does): the exponent, its inverse mod Q, the public
    key ``public = G^x`` and the shuffle ``permutation``. The same secret and
    deck always give the same key and shuffle."""

    def __init__(self, secret: bytes, deck: Deck) -> None:
        if not isinstance(deck, Deck):
            raise PokerError("a key belongs to a Deck")
        self.deck = deck
        self._secret = _check_secret(secret)
        group = deck.group
        counter = 0
        while True:
            x = _hmac_wide(self._secret, group.domain + b"|key|" + deck.tag
                           + counter.to_bytes(4, "big")) % group.order
            if x >= 2:
                break
            counter += 1                    # pragma: no cover (probability 2^-250)
        self._x = x
        self._inverse = pow(x, -1, group.order)
        self.public: int = group.exp_base(x)
        self.permutation: tuple[int, ...] = self._shuffle()

    def __repr__(self) -> str:
        return f"Key(public=...{self.public & 0xFFFFFFFF:08x}, deck={self.deck!r})"

    def _shuffle(self) -> tuple[int, ...]:
        """Fisher-Yates over 0..n-1, drawing 32-bit words from HMAC-SHA256 in
        counter mode; a word at or above the largest multiple of the range is
        dropped (rejection sampling: no modulo bias)."""
        words: list[int] = []
        block = 0

        def draw(bound: int) -> int:
            nonlocal block
            limit = (1 << 32) - (1 << 32) % bound
            while True:
                if not words:
                    digest = hmac.new(self._secret, self.deck.group.domain + b"|shuffle|" + self.deck.tag
                                      + block.to_bytes(4, "big"), hashlib.sha256).digest()
                    block += 1
                    words.extend(int.from_bytes(digest[k:k + 4], "big") for k in range(28, -1, -4))
                w = words.pop()
                if w < limit:
                    return w % bound

        order = list(range(self.deck.size))
        for i in range(len(order) - 1, 0, -1):
            j = draw(i + 1)
            order[i], order[j] = order[j], order[i]
        return tuple(order)

    def _encrypt_shuffle(self, elements: Sequence[int]) -> list[int]:
        exp = self.deck.group.exp
        return [exp(elements[src], self._x) for src in self.permutation]

    def _decrypt(self, y: int) -> int:
        return self.deck.group.exp(y, self._inverse)

    def _nonce(self, message: bytes) -> int:
        """A proof's nonce, derived from the secret and everything proved
        (deterministic, so a reopened link makes the same proof)."""
        counter = 0
        while True:
            k = _hmac_wide(self._secret, self.deck.group.domain + b"|nonce|" + message
                           + counter.to_bytes(4, "big")) % self.deck.group.order
            if k:
                return k
            counter += 1                    # pragma: no cover


# -- proofs ----------------------------------------------------------------

@dataclass(frozen=True)
class Proof:
    """A Chaum-Pedersen proof (challenge, response) that log_G(h1) equals
    log_g2(h2): the same secret exponent under both."""
    challenge: int
    response: int
    group: Group = field(default_factory=lambda: MODP2048, compare=False, repr=False)

    def to_bytes(self) -> bytes:
        return (self.challenge.to_bytes(CHALLENGE_BYTES, "big")
                + self.response.to_bytes(self.group.scalar_bytes, "big"))

    @classmethod
    def from_bytes(cls, data: bytes, group: Group | None = None) -> Proof:
        group = group or MODP2048
        raw = _bytes(data, "a proof")
        if len(raw) != proof_bytes(group):
            raise PokerError(f"a proof is {proof_bytes(group)} bytes, not {len(raw)}")
        response = int.from_bytes(raw[CHALLENGE_BYTES:], "big")
        if response >= group.order:
            raise PokerError("a proof's response is out of range")
        return cls(int.from_bytes(raw[:CHALLENGE_BYTES], "big"), response, group)


def _challenge(deck: Deck, context: bytes, h1: int, g2: int, h2: int, t1: int, t2: int) -> int:
    g = deck.group
    data = (g.domain + b"|proof|" + deck.tag + _field(context) + g.to_bytes(g.generator)
            + g.to_bytes(h1) + g.to_bytes(g2) + g.to_bytes(h2) + g.to_bytes(t1) + g.to_bytes(t2))
    return int.from_bytes(hashlib.sha256(data).digest(), "big") % g.order


def _prove(key: Key, context: bytes, g2: int, h2: int) -> Proof:
    """Prove h2 = g2^x where key.public = G^x."""
    g = key.deck.group
    k = key._nonce(key.deck.tag + _field(context) + g.to_bytes(g2) + g.to_bytes(h2))
    e = _challenge(key.deck, context, key.public, g2, h2, g.exp_base(k), g.exp(g2, k))
    return Proof(e, (k - e * key._x) % g.order, g)


def _verify(deck: Deck, context: bytes, h1: int, g2: int, h2: int, proof: object) -> bool:
    if not isinstance(proof, Proof):
        return False
    g = deck.group
    e, s = proof.challenge, proof.response
    if not (_is_int(e) and _is_int(s) and 0 <= e < 1 << 256 and 0 <= s < g.order):
        return False
    t1 = g.exp_pair(g.generator, s, h1, e)
    t2 = g.exp_pair(g2, s, h2, e)
    return _challenge(deck, context, h1, g2, h2, t1, t2) == e


# -- passes ----------------------------------------------------------------

def check_pass(deck: Deck, elements: object, what: str = "pass") -> list[int]:
    """A pass received from the other player, checked: a list of exactly
    ``deck.size`` distinct group members, none of them a bare card (an
    unencrypted pass). Returns it as a new list."""
    if not isinstance(elements, (list, tuple)):
        raise PokerError(f"{what} must be a list of group elements")
    if len(elements) != deck.size:
        raise PokerError(f"{what} holds {len(elements)} elements, not {deck.size}")
    seen: dict[int, int] = {}
    for j, y in enumerate(elements):
        check_element(y, f"{what}, position {j}", deck.group)
        if deck.is_card(y):
            raise PokerError(f"{what}, position {j}: a card left unencrypted")
        if y in seen:
            raise PokerError(f"{what}, position {j}: the same element as position {seen[y]} "
                             f"(a duplicated card)")
        seen[y] = j
    return list(elements)


def first_pass(key: Key) -> list[int]:
    """The first player's pass: every card encrypted with his key, in the
    order of his shuffle (position j holds card ``key.permutation[j]``)."""
    return key._encrypt_shuffle(key.deck.codes)


def second_pass(key: Key, first: Sequence[int]) -> list[int]:
    """The second player's pass over the first player's (checked here with
    ``check_pass``): each element encrypted with his key, in the order of his
    shuffle. The result is the final deck."""
    return key._encrypt_shuffle(check_pass(key.deck, first, "first pass"))


def check_final(deck: Deck, first: Sequence[int], final: object) -> list[int]:
    """The final deck as the first player receives it, checked: a valid pass
    (``check_pass``) none of whose elements is one of the first pass's (an
    element the second player did not encrypt)."""
    checked = check_pass(deck, final, "second pass")
    earlier = set(first)
    for j, y in enumerate(checked):
        if y in earlier:
            raise PokerError(f"second pass, position {j}: an element of the first pass "
                             f"left unencrypted")
    return checked


# -- partial decryptions and openings --------------------------------------

@dataclass(frozen=True)
class Partial:
    """Position ``position`` of the final deck with one key removed
    (``element``), and the proof that the key removed is the maker's; None
    for a member of a ``Batch``, proved with the others by the batch's."""
    position: int
    element: int
    proof: Optional[Proof] = None

    def to_bytes(self) -> bytes:
        if self.proof is None:
            raise PokerError("a partial decryption of a batch travels in its batch")
        return (self.position.to_bytes(POSITION_BYTES, "big") + self.proof.group.to_bytes(self.element)
                + self.proof.to_bytes())

    @classmethod
    def from_bytes(cls, deck: Deck, data: bytes) -> Partial:
        g = deck.group
        raw = _bytes(data, "a partial decryption")
        if len(raw) != partial_bytes(g):
            raise PokerError(f"a partial decryption is {partial_bytes(g)} bytes, not {len(raw)}")
        position = deck.check_position(int.from_bytes(raw[:POSITION_BYTES], "big"))
        end = POSITION_BYTES + g.element_bytes
        element = check_element(int.from_bytes(raw[POSITION_BYTES:end], "big"), "partial decryption", g)
        return cls(position, element, Proof.from_bytes(raw[end:], g))


def _at(deck: Deck, final: object, position: object) -> tuple[int, int]:
    """``(position, final[position])``, both checked. The whole final deck is
    checked once, when it arrives (``second_pass`` makes it, ``check_final``
    checks it); here only its length and the one element used."""
    if not isinstance(final, (list, tuple)) or len(final) != deck.size:
        raise PokerError(f"the final deck must be a list of {deck.size} elements")
    j = deck.check_position(position)
    return j, check_element(final[j], f"final deck, position {j}", deck.group)


def _partial_context(position: int) -> bytes:
    return b"partial" + position.to_bytes(POSITION_BYTES, "big")


def partial(key: Key, final: Sequence[int], position: int) -> Partial:
    """Remove this player's key from position ``position`` of the final deck
    (as checked on arrival), for the other player, with a proof. Make one only
    for a position the rules deal to the other player: it hands him that
    card."""
    position, c = _at(key.deck, final, position)
    d = key._decrypt(c)
    return Partial(position, d, _prove(key, _partial_context(position), d, c))


def verify_partial(deck: Deck, public: int, final: Sequence[int], part: object) -> Partial:
    """Check a partial decryption received from the player whose public key
    is ``public``: its position, its element, and the proof that it is
    ``final[position]`` with exactly his key removed (``final``: the final
    deck as checked on arrival). Returns it."""
    if not isinstance(part, Partial):
        raise PokerError("not a partial decryption")
    public = check_public(public, deck.group)
    position, c = _at(deck, final, part.position)
    d = check_element(part.element, "partial decryption", deck.group)
    if not _verify(deck, _partial_context(position), public, d, c, part.proof):
        raise PokerError(f"the partial decryption of position {position} does not prove "
                         f"the sender's key")
    return part


def open_card(key: Key, other_public: int, final: Sequence[int], part: object) -> int:
    """The card at ``part.position``, dealt to this player: checks the other
    player's partial (``verify_partial``), removes this player's own key and
    looks the result up. ``PokerError`` if it is not a card of the deck."""
    return _open(key, verify_partial(key.deck, other_public, final, part))


def _open(key: Key, checked: Partial) -> int:
    try:
        return key.deck.card_of(key._decrypt(checked.element))
    except PokerError:
        raise PokerError(f"position {checked.position} does not open to a card of deck "
                         f"{key.deck.label!r}: a pass or a key is wrong") from None


def pack_partials(parts: Iterable[Partial]) -> bytes:
    """Several partial decryptions as one byte string."""
    return b"".join(part.to_bytes() for part in parts)


def unpack_partials(deck: Deck, data: bytes) -> list[Partial]:
    """The partial decryptions packed by ``pack_partials``, each checked for
    form (``verify_partial`` still checks the proofs); no position twice."""
    raw = _bytes(data, "partial decryptions")
    size = partial_bytes(deck.group)
    if len(raw) % size:
        raise PokerError(f"partial decryptions come in {size}-byte pieces; "
                         f"{len(raw)} bytes is not a whole number of them")
    parts = [Partial.from_bytes(deck, raw[k:k + size]) for k in range(0, len(raw), size)]
    if len({p.position for p in parts}) != len(parts):
        raise PokerError("the same position is decrypted twice")
    return parts


# -- a batch of partial decryptions (link format 13) -------------------------
#
# A link that deals several cards of one deal carries their partial
# decryptions d_k = c_k^(1/x) (c_k = final[p_k]) under one Chaum-Pedersen
# proof instead of one each: 64 bytes for all, not 64 a card. The proof is
# the single one's over a random combination: weights z_k from SHA-256 of
# the deck, the maker's public key X, the positions and every c_k and d_k;
# C = prod c_k^(z_k), D = prod d_k^(z_k) (sums of multiples on the curve);
# and a proof that log_D(C) = log_G(X), under a context that names every
# position in order.
#
# Soundness. Let x = log_G(X) and e_k = d_k^x / c_k (the identity for an
# honest d_k). Then D^x = C * prod e_k^(z_k). The proof on (G, X, D, C) is
# sound (Chaum-Pedersen, Fiat-Shamir): it holds, but with the probability
# of a lucky challenge, only if D^x = C, that is prod e_k^(z_k) = 1. In a
# group of prime order q, write e_k = h^(a_k) for a generator h: a wrong
# d_k makes some a_k nonzero, and the product is 1 only if sum a_k z_k = 0
# mod q. The weights are hashed from the d_k (and all else) once they are
# chosen, so for the k with a_k nonzero, whatever the others, one value of
# z_k mod q of some 2^256 works: each try of a cheater (a hash) succeeds
# with probability about 2^-256 (on the curve q is about 2^256; in the
# 2048-bit group the weights are below 2^256 < Q, so at most one of them
# works). So a batch that verifies is, but with that probability, exactly
# the partials a proof for each would have accepted. A D or C that is the
# identity (no member) is refused. The deck's tag (label and size), the
# positions in order and the key are in the weights and in the challenge:
# a batch does not verify for another deck, other positions, another order
# or another key, and the c_k are the receiver's own final deck's.
#
# Both groups batch alike; links batch from format 13, which deals on the
# curve (a game begun in format 8 or before, in the 2048-bit group, keeps
# one proof a card, as every game begun in format 12 or before does).

def _weights(deck: Deck, what: bytes, public: int, data: bytes, count: int) -> list[int]:
    """``count`` weights of a random combination (never 0), hashed from the
    deck, ``what`` is proved, the prover's ``public`` key and ``data``:
    everything the proof is about."""
    g = deck.group
    seed = hashlib.sha256(g.domain + b"|" + what + b"|" + deck.tag + g.to_bytes(public) + data).digest()
    return [int.from_bytes(hashlib.sha256(seed + k.to_bytes(4, "big")).digest(), "big") % g.order or 1
            for k in range(count)]


@dataclass(frozen=True)
class Batch:
    """Partial decryptions of positions ``positions`` (ascending, each
    once) of the final deck, ``elements[k]`` that of ``positions[k]``, all
    by one key, with one proof that it is the maker's."""
    positions: tuple[int, ...]
    elements: tuple[int, ...]
    proof: Proof

    def partials(self) -> list[Partial]:
        """Its members, each proved by the batch (their ``proof`` is None)."""
        return [Partial(j, d) for j, d in zip(self.positions, self.elements)]

    def to_bytes(self) -> bytes:
        """Each position (2 bytes) and its element, then the proof."""
        g = self.proof.group
        return (b"".join(j.to_bytes(POSITION_BYTES, "big") + g.to_bytes(d)
                         for j, d in zip(self.positions, self.elements)) + self.proof.to_bytes())

    @classmethod
    def from_bytes(cls, deck: Deck, data: bytes) -> Batch:
        """A batch as ``to_bytes`` wrote it, checked for form: a whole
        number of members, at least one, in ascending positions of ``deck``,
        each element a member of the group (``verify_batch`` checks the proof)."""
        g = deck.group
        raw = _bytes(data, "a batch of partial decryptions")
        size = POSITION_BYTES + g.element_bytes
        body = len(raw) - proof_bytes(g)
        if body < size or body % size:
            raise PokerError(f"a batch of partial decryptions is {size} bytes a card and a proof of "
                             f"{proof_bytes(g)}; {len(raw)} bytes is not that")
        positions: list[int] = []
        elements: list[int] = []
        for k in range(0, body, size):
            j = deck.check_position(int.from_bytes(raw[k:k + POSITION_BYTES], "big"))
            if positions and j <= positions[-1]:
                raise PokerError("a batch names its positions in ascending order, each once")
            positions.append(j)
            elements.append(check_element(int.from_bytes(raw[k + POSITION_BYTES:k + size], "big"),
                                          f"partial decryption of position {j}", g))
        return cls(tuple(positions), tuple(elements), Proof.from_bytes(raw[body:], g))


def _batch_statement(deck: Deck, public: int, final: Sequence[int], positions: Sequence[int],
                     elements: Sequence[int]) -> tuple[bytes, int, int]:
    """The context (every position, in order) and the combinations ``(D, C)``
    a batch's proof is about; ``PokerError`` for a position twice, out of
    order, or a combination that is the identity."""
    if not positions or any(b <= a for a, b in zip(positions, positions[1:])):
        raise PokerError("a batch names at least one position, in ascending order, each once")
    g = deck.group
    codes = [_at(deck, final, j)[1] for j in positions]
    context = b"partials" + len(positions).to_bytes(POSITION_BYTES, "big") + b"".join(
        j.to_bytes(POSITION_BYTES, "big") for j in positions)
    w = _weights(deck, b"partials", public, _field(context) + b"".join(g.to_bytes(y) for y in codes)
                 + b"".join(g.to_bytes(d) for d in elements), len(positions))
    combined, target = g.combine(elements, w), g.combine(codes, w)
    if not (g.is_member(combined) and g.is_member(target)):
        raise PokerError("the batch's partial decryptions do not prove the sender's key")
    return context, combined, target


def partial_batch(key: Key, final: Sequence[int], positions: Iterable[int]) -> Batch:
    """``partial`` for several positions at once (ascending, each once), with
    one proof for all. Make one only for positions the rules deal to the
    other player."""
    order = [key.deck.check_position(j) for j in positions]
    ordered = sorted(order)
    if len(set(ordered)) != len(ordered):
        raise PokerError("a batch decrypts each position once")
    elements = [key._decrypt(_at(key.deck, final, j)[1]) for j in ordered]
    context, combined, target = _batch_statement(key.deck, key.public, final, ordered, elements)
    return Batch(tuple(ordered), tuple(elements), _prove(key, context, combined, target))


def verify_batch(deck: Deck, public: int, final: Sequence[int], batch: object) -> Batch:
    """Check a batch received from the player whose public key is
    ``public``: its positions, its elements, and the one proof that each is
    ``final[position]`` with exactly his key removed. Returns it."""
    if not isinstance(batch, Batch):
        raise PokerError("not a batch of partial decryptions")
    public = check_public(public, deck.group)
    if not isinstance(batch.positions, (tuple, list)) or not isinstance(batch.elements, (tuple, list)):
        raise PokerError("a batch holds a list of positions and one of elements")
    positions = [deck.check_position(j) for j in batch.positions]
    if len(batch.elements) != len(positions):
        raise PokerError("a batch holds one element a position")
    elements = [check_element(d, f"partial decryption of position {j}", deck.group)
                for j, d in zip(positions, batch.elements)]
    context, combined, target = _batch_statement(deck, public, final, positions, elements)
    if not _verify(deck, context, public, combined, target, batch.proof):
        raise PokerError("the batch's partial decryptions do not prove the sender's key")
    return batch


def open_batch(key: Key, other_public: int, final: Sequence[int], batch: object) -> list[int]:
    """The cards of a batch dealt to this player, in its positions' order:
    ``verify_batch``, then ``open_card``'s removal of this player's key."""
    checked = verify_batch(key.deck, other_public, final, batch)
    return [_open(key, part) for part in checked.partials()]


# -- revealing a card ------------------------------------------------------

@dataclass(frozen=True)
class Reveal:
    """The holder of position ``position`` shows it is card ``card``."""
    position: int
    card: int
    proof: Proof

    def to_bytes(self) -> bytes:
        return (self.position.to_bytes(POSITION_BYTES, "big")
                + self.card.to_bytes(POSITION_BYTES, "big") + self.proof.to_bytes())

    @classmethod
    def from_bytes(cls, deck: Deck, data: bytes) -> Reveal:
        raw = _bytes(data, "a reveal")
        size = reveal_bytes(deck.group)
        if len(raw) != size:
            raise PokerError(f"a reveal is {size} bytes, not {len(raw)}")
        position = deck.check_position(int.from_bytes(raw[:POSITION_BYTES], "big"))
        card = deck.check_card(int.from_bytes(raw[POSITION_BYTES:2 * POSITION_BYTES], "big"))
        return cls(position, card, Proof.from_bytes(raw[2 * POSITION_BYTES:], deck.group))


def _reveal_context(position: int, card: int) -> bytes:
    return (b"reveal" + position.to_bytes(POSITION_BYTES, "big")
            + card.to_bytes(POSITION_BYTES, "big"))


def reveal(key: Key, received: Partial) -> Reveal:
    """Show the card at ``received.position`` (the partial this player was
    dealt it with): its id and a proof that ``received.element`` is that
    card's element under this player's key."""
    if not isinstance(received, Partial):
        raise PokerError("not a partial decryption")
    deck = key.deck
    d = check_element(received.element, "partial decryption", deck.group)
    position = deck.check_position(received.position)
    card = deck.card_of(key._decrypt(d))
    return Reveal(position, card, _prove(key, _reveal_context(position, card), deck.code(card), d))


def verify_reveal(deck: Deck, holder_public: int, sent: Partial, shown: object) -> int:
    """Check a card shown by the player with ``holder_public``, against the
    partial ``sent`` this player made for him at that position. Returns the
    card id; ``PokerError`` if the position differs or the proof fails."""
    if not isinstance(shown, Reveal):
        raise PokerError("not a reveal")
    holder_public = check_public(holder_public, deck.group)
    position = deck.check_position(shown.position)
    card = deck.check_card(shown.card)
    if not isinstance(sent, Partial) or sent.position != position:
        raise PokerError(f"no partial decryption was sent for position {position}")
    d = check_element(sent.element, "partial decryption", deck.group)
    if not _verify(deck, _reveal_context(position, card), holder_public, deck.code(card), d,
                   shown.proof):
        raise PokerError(f"position {position} is not card {card}: the proof fails")
    return card


# -- serialisation ---------------------------------------------------------

def pack(elements: Sequence[int], group: Group | None = None) -> bytes:
    """Group elements as big-endian pieces of ``group.element_bytes`` (256 in
    the 2048-bit group, 33 on the curve), one after another."""
    group = group or MODP2048
    out = bytearray()
    for j, y in enumerate(elements):
        out += group.to_bytes(check_element(y, f"element {j}", group))
    return bytes(out)


def unpack(data: bytes, count: Optional[int] = None, group: Group | None = None) -> list[int]:
    """The elements packed by ``pack``: a whole number of pieces (exactly
    ``count`` of them when given), each a member of the group."""
    group = group or MODP2048
    size = group.element_bytes
    raw = _bytes(data, "packed elements")
    if len(raw) % size:
        raise PokerError(f"packed elements come in {size}-byte pieces; "
                         f"{len(raw)} bytes is not a whole number of them")
    n = len(raw) // size
    if count is not None and n != count:
        raise PokerError(f"expected {count} elements, got {n}")
    return [check_element(int.from_bytes(raw[k * size:(k + 1) * size], "big"), f"element {k}", group)
            for k in range(n)]


# -- audit -----------------------------------------------------------------

def _diagnose(stage: str, sent: Sequence[int], expected: Sequence[int],
              sources: Sequence[Optional[int]], wanted: Sequence[int],
              names: Sequence[str]) -> AuditError:
    """The first position where ``sent`` differs from ``expected``, named.
    ``sources[j]`` is the card sent at j (None: none), ``wanted[j]`` the card
    the shuffle puts there, ``names`` words for the card ids."""
    missing = sorted(set(range(len(expected))) - {s for s in sources if s is not None})
    lost = f"; missing: {', '.join(names[k] for k in missing)}" if missing else ""
    for j, (y, z) in enumerate(zip(sent, expected)):
        if y == z:
            continue
        src = sources[j]
        if src is None:
            return AuditError(stage, j, f"altered: holds no card of the deck{lost}")
        if sources.count(src) > 1:
            return AuditError(stage, j, f"duplicates {names[src]}{lost}")
        return AuditError(stage, j, f"holds {names[src]} where the shuffle puts "
                                    f"{names[wanted[j]]}{lost}")
    raise AssertionError("no difference to diagnose")   # pragma: no cover


def _audit_pass(deck: Deck, stage: str, sent: object) -> list[int]:
    if not isinstance(sent, (list, tuple)):
        raise AuditError(stage, None, "not a list of group elements")
    if len(sent) != deck.size:
        what = "dropped" if len(sent) < deck.size else "added"
        raise AuditError(stage, None, f"holds {len(sent)} elements, not {deck.size} "
                                      f"(cards {what})")
    for j, y in enumerate(sent):
        if not is_member(y, deck.group):
            raise AuditError(stage, j, "not an element of the group")
    return list(sent)


def _audit_partials(deck: Deck, stage: str, key: Key, final: Sequence[int],
                    parts: Iterable[Partial]) -> None:
    """Each partial is the true one, and its own proof holds. A member of a
    batch (no proof of its own) is checked by its element alone: the
    batch's proof was checked when it came, and the true element is what
    that proof stands for."""
    for part in parts:
        if not isinstance(part, Partial) or not _is_int(part.position) \
                or not 0 <= part.position < deck.size:
            raise AuditError(stage, None, "not a partial decryption of this deck")
        if part.element != key._decrypt(final[part.position]):
            raise AuditError(stage, part.position, "wrong partial decryption")
        if part.proof is None:
            continue
        try:
            verify_partial(deck, key.public, final, part)
        except PokerError:
            raise AuditError(stage, part.position, "the proof does not verify") from None


def audit(deck: Deck, first_secret: bytes, second_secret: bytes,
          first_public: int, second_public: int,
          first: Sequence[int], final: Sequence[int],
          first_partials: Iterable[Partial] = (), second_partials: Iterable[Partial] = (),
          claims: Optional[Mapping[int, int]] = None) -> list[int]:
    """The end-of-game check, once both secrets are revealed: each secret
    gives the public key its player published; both passes are recomputed and
    must equal what was sent; every partial decryption (``first_partials``
    made by the first player, ``second_partials`` by the second) must be the
    true one with a valid proof; every claimed card (``claims``: position ->
    card id, what was opened or revealed) must be the card there.

    Returns the assignment: position j of the final deck -> card id. The first
    fault found raises ``AuditError`` naming the stage and the position."""
    try:
        key_a = Key(first_secret, deck)
    except PokerError as exc:
        raise AuditError("first key", None, str(exc)) from None
    try:
        key_b = Key(second_secret, deck)
    except PokerError as exc:
        raise AuditError("second key", None, str(exc)) from None
    if key_a.public != first_public:
        raise AuditError("first key", None, "the secret does not give the published public key")
    if key_b.public != second_public:
        raise AuditError("second key", None, "the secret does not give the published public key")

    names = [f"card {i}" for i in range(deck.size)]
    sent_a = _audit_pass(deck, "first pass", first)
    expected_a = first_pass(key_a)
    if sent_a != expected_a:
        sources_a = [deck._table.get(key_a._decrypt(y)) for y in sent_a]
        raise _diagnose("first pass", sent_a, expected_a, sources_a, key_a.permutation, names)

    sent_b = _audit_pass(deck, "second pass", final)
    expected_b = key_b._encrypt_shuffle(sent_a)
    if sent_b != expected_b:
        index = {y: i for i, y in enumerate(sent_a)}
        sources_b = [index.get(key_b._decrypt(y)) for y in sent_b]
        names_b = [f"card {key_a.permutation[i]} (first-pass position {i})"
                   for i in range(deck.size)]
        raise _diagnose("second pass", sent_b, expected_b, sources_b, key_b.permutation, names_b)

    assignment = [key_a.permutation[i] for i in key_b.permutation]
    _audit_partials(deck, "first partial", key_a, sent_b, first_partials)
    _audit_partials(deck, "second partial", key_b, sent_b, second_partials)
    for position, card in (claims or {}).items():
        if not _is_int(position) or not 0 <= position < deck.size:
            raise AuditError("claim", None, f"{position!r} is not a position of this deck")
        if card != assignment[position]:
            raise AuditError("claim", position, f"claimed card {card!r}, but the deck holds "
                                                f"card {assignment[position]} there")
    return assignment
