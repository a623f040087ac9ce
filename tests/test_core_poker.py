"""Mental poker: one shared deck dealt between two devices, checkable at the end,
in both groups: the 2048-bit group of links up to format 8 and secp256k1 after."""

import random
from dataclasses import dataclass, field, replace

import pytest

from pyapp.core import poker as pk
from pyapp.core import rekey as rk
from pyapp.core.poker import P, Q, G, PokerError, AuditError

# the module's cached games are computed once, in one worker (pytest-xdist: tests/conftest.py)
pytestmark = pytest.mark.xdist_group("core-poker")

SECRET_A = bytes(range(32))
SECRET_B = bytes(range(100, 132))
LABEL = "test-game|deck"
N = 12
KNOWN_EC_PUBLIC = "2b2675a4789dca3c"     # secp256k1: public key A, card 0 (compressed, as ints)
KNOWN_EC_CARD = "27940c9cd142efa9"


@dataclass
class Deal:
    """A whole deal between two simulated players: A made the first pass, B
    the second; even positions go to A, odd ones to B."""
    deck: pk.Deck
    a: pk.Key
    b: pk.Key
    first: list
    final: list
    to_a: dict = field(default_factory=dict)     # position -> Partial made by B
    to_b: dict = field(default_factory=dict)     # position -> Partial made by A
    hand_a: dict = field(default_factory=dict)   # position -> card
    hand_b: dict = field(default_factory=dict)


def deal(n=N, label=LABEL, group=pk.MODP2048):
    deck = pk.Deck(label, n, group)
    a = pk.Key(SECRET_A, deck)
    b = pk.Key(SECRET_B, deck)
    # A's device: its pass and public key go out in a link.
    first_sent = pk.pack(pk.first_pass(a), group)
    public_a = pk.check_public(a.public, group)
    # B's device: unpacks, checks and encrypts again.
    final = pk.second_pass(b, pk.unpack(first_sent, n, group))
    final_sent = pk.pack(final, group)
    # A's device: checks the final deck.
    first = pk.unpack(first_sent, n, group)
    final_at_a = pk.check_final(deck, first, pk.unpack(final_sent, n, group))
    d = Deal(deck, a, b, first, final_at_a)
    for j in range(n):
        if j % 2 == 0:
            part = pk.Partial.from_bytes(deck, pk.partial(b, final, j).to_bytes())
            d.to_a[j] = part
            d.hand_a[j] = pk.open_card(a, b.public, final_at_a, part)
        else:
            part = pk.Partial.from_bytes(deck, pk.partial(a, final_at_a, j).to_bytes())
            d.to_b[j] = part
            d.hand_b[j] = pk.open_card(b, public_a, final, part)
    return d


GROUPS = [pk.MODP2048, pk.SECP256K1]
GROUP_IDS = ["modp2048", "secp256k1"]


@pytest.fixture(scope="module", params=GROUPS, ids=GROUP_IDS)
def game(request):
    return deal(group=request.param)


@pytest.fixture(scope="module", params=GROUPS, ids=GROUP_IDS)
def small(request):
    return deal(4, "test-game|small", request.param)


def not_a_member(group):
    """An int of the group's size that is not one of its elements."""
    if group is pk.MODP2048:
        return P - 1                             # -1: a non-residue (P = 3 mod 4)
    x = next(x for x in range(2, 100) if pk.ec._lift_x(x) is None)
    return (2 << 256) | x                        # 0x02 || x, and no point has this x


def audit(d, first=None, final=None, to_a=None, to_b=None, claims=None,
          secret_a=SECRET_A, secret_b=SECRET_B, public_a=None, public_b=None):
    return pk.audit(d.deck, secret_a, secret_b,
                    d.a.public if public_a is None else public_a,
                    d.b.public if public_b is None else public_b,
                    d.first if first is None else first,
                    d.final if final is None else final,
                    first_partials=(d.to_b if to_b is None else to_b).values(),
                    second_partials=(d.to_a if to_a is None else to_a).values(),
                    claims=claims)


# -- the group ---------------------------------------------------------------

def probable_prime(n, bases=(2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)):
    if n < 2:
        return False
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def test_group_is_the_rfc3526_safe_prime_and_generator_has_order_q():
    assert P.bit_length() == 2048
    assert P >> 1984 == (1 << 64) - 1 and P & ((1 << 64) - 1) == (1 << 64) - 1
    assert P == 2 * Q + 1
    assert probable_prime(P) and probable_prime(Q)
    assert not probable_prime(P + 2)          # the test does refuse composites
    assert G != 1 and pow(G, Q, P) == 1       # Q prime: the order of G is Q
    assert pk.is_member(G)


def test_membership_is_eulers_criterion():
    rnd = random.Random(5)
    for _ in range(16):
        y = rnd.randrange(2, P - 1)
        assert pk.is_member(y) == (pow(y, Q, P) == 1)
        assert pk.is_member(pow(y, 2, P))
    assert not pk.is_member(P - 1)            # -1 is a non-residue (P = 3 mod 4)
    for bad in (0, 1, P, P + 4, -4, True, 4.0, "4", None):
        assert not pk.is_member(bad)


def test_card_encodings_are_distinct_residues_tied_to_the_deck():
    deck = pk.Deck(LABEL, 110)
    assert len(set(deck.codes)) == 110
    assert all(pk.is_member(m) for m in deck.codes)
    assert pk.Deck(LABEL, 110).codes == deck.codes
    assert pk.Deck(LABEL, N).codes == deck.codes[:N]
    assert not set(pk.Deck("another deck", 110).codes) & set(deck.codes)
    assert [deck.card_of(m) for m in deck.codes] == list(range(110))
    with pytest.raises(PokerError):
        deck.card_of(G)
    for bad in ("", 3, None):
        with pytest.raises(PokerError):
            pk.Deck(bad, 5)
    for bad in (0, -1, pk.MAX_CARDS + 1, True, "5"):
        with pytest.raises(PokerError):
            pk.Deck(LABEL, bad)


def test_keys_and_shuffles_come_from_the_secret_alone():
    deck = pk.Deck(LABEL, 5)
    a, again = pk.Key(SECRET_A, deck), pk.Key(bytearray(SECRET_A), deck)
    assert a.public == again.public and a.permutation == again.permutation
    assert pk.first_pass(a) == pk.first_pass(again)
    assert sorted(a.permutation) == list(range(5))
    b = pk.Key(SECRET_B, deck)
    assert b.public != a.public and b.permutation != a.permutation
    other_deck = pk.Key(SECRET_A, pk.Deck("another deck", 5))
    assert other_deck.public != a.public
    for bad in (b"short", "x" * 32, None, 12345):
        with pytest.raises(PokerError):
            pk.Key(bad, deck)


def test_known_values_are_portable():
    """Fixed values: CPython 3.11 natively and Pyodide's 3.14 must agree."""
    game = deal()
    assert list(game.a.permutation) == [3, 8, 0, 4, 10, 9, 11, 2, 1, 5, 6, 7]
    assert list(game.b.permutation) == [9, 5, 10, 8, 4, 0, 3, 6, 7, 11, 1, 2]
    assert format(game.a.public, "x").startswith("117f4e70270dec51")
    assert format(game.deck.codes[0], "x").startswith("2361d1c5bb092b28")


def test_known_values_are_portable_on_the_curve():
    """Fixed values on secp256k1 too: CPython 3.11 natively and Pyodide's 3.14 must agree."""
    d = deal(group=pk.SECP256K1)
    assert list(d.a.permutation) == [2, 6, 9, 1, 11, 4, 8, 0, 10, 3, 7, 5]
    assert len(pk.pack(d.first, pk.SECP256K1)) == N * 33
    assert format(d.a.public, "x").startswith(KNOWN_EC_PUBLIC)
    assert format(d.deck.codes[0], "x").startswith(KNOWN_EC_CARD)


def test_the_curve_group_is_secp256k1():
    g = pk.SECP256K1
    assert g.order == pk.ec.N and probable_prime(g.order)
    assert g.generator == int.from_bytes(pk.ec.encode(pk.ec.G), "big") and g.is_member(g.generator)
    assert g.exp(g.generator, 3) == g.exp_base(3) == g.exp_pair(g.generator, 1, g.generator, 2)
    for bad in (0, 1, 2 << 256, 4 << 256, 1 << 264, -5, True, "x", None, not_a_member(g)):
        assert not g.is_member(bad)
    # one deck in one group only: its cards, keys and proofs differ between groups
    assert not set(pk.Deck(LABEL, 4, g).codes) & set(pk.Deck(LABEL, 4).codes)
    assert pk.Deck(LABEL, 4, g) != pk.Deck(LABEL, 4)


def test_first_pass_position_holds_the_shuffled_card(small):
    g = small.deck.group
    inverse = pow(small.a._x, -1, g.order)
    assert ([small.deck.card_of(g.exp(y, inverse)) for y in small.first]
            == list(small.a.permutation))


# -- the deal ----------------------------------------------------------------

def test_each_player_recovers_exactly_its_cards(game):
    a_cards, b_cards = sorted(game.hand_a.values()), sorted(game.hand_b.values())
    assert len(a_cards) == len(b_cards) == N // 2
    assert not set(a_cards) & set(b_cards)
    assert sorted(a_cards + b_cards) == list(range(N))
    assignment = audit(game)
    assert all(assignment[j] == c for j, c in {**game.hand_a, **game.hand_b}.items())


@pytest.mark.parametrize("viewer", ["first", "second"])
def test_a_player_cannot_find_the_other_players_cards(game, viewer):
    """Everything the viewer holds (both passes, the other's public key, the
    partials he received and made, his own key) and every card encoding: no
    power of an element at the other's positions, by any exponent the viewer
    knows, matches anything the viewer can tie to a card."""
    deck = game.deck
    g = deck.group
    me, other = (game.a, game.b) if viewer == "first" else (game.b, game.a)
    mine = game.hand_a if viewer == "first" else game.hand_b
    received = game.to_a if viewer == "first" else game.to_b
    made = game.to_b if viewer == "first" else game.to_a
    x = me._x
    exponents = [1, x, pow(x, -1, g.order)]
    known = {}                                   # element -> card it is tied to
    for i, m in enumerate(deck.codes):
        for e in exponents:
            known[g.exp(m, e)] = i
    for j, card in mine.items():                 # what it learned of its own cards:
        # m^(xo), m^x (the partial received) and m^o (o: the other's key)
        for y in (game.final[j], received[j].element, g.exp(game.final[j], pow(x, -1, g.order))):
            known[y] = card
    if viewer == "first":                        # its own pass, card by card
        for j, y in enumerate(game.first):
            known[y] = me.permutation[j]
    assert all(g.is_member(y) for y in known)
    others = [j for j in range(N) if j not in mine]
    assert others and all(j in made for j in others)
    for j in others:
        c = game.final[j]
        d = made[j].element                      # = c^(1/x), the partial it made
        candidates = {c, d, g.exp(c, x), g.exp(d, pow(x, -1, g.order)), other.public}
        assert all(g.is_member(y) for y in candidates)    # (2048 bits: Legendre symbol 1 everywhere)
        assert not candidates & set(known), f"position {j} leaks"
    # The search is not blind: with the other's key removed as well, it finds the card.
    truth = game.hand_b if viewer == "first" else game.hand_a
    j = others[0]
    assert pk.open_card(other, me.public, game.final, made[j]) == truth[j]
    assert known[deck.code(truth[j])] == truth[j]


def test_partials_are_deterministic(game):
    again = pk.partial(game.b, game.final, 0)
    assert again == game.to_a[0]
    assert again.to_bytes() == game.to_a[0].to_bytes()


# -- refusals ----------------------------------------------------------------

def test_forged_proofs_are_refused(game):
    part = game.to_a[0]
    g = game.deck.group
    good_e, good_s = part.proof.challenge, part.proof.response
    forgeries = [
        pk.Proof(good_e ^ 1, good_s, g),
        pk.Proof(good_e, (good_s + 1) % g.order, g),
        pk.Proof(0, 0, g),
        pk.Proof(good_e, good_s + g.order, g),   # not canonical
        pk.Proof(-good_e, good_s, g),
    ]
    for proof in forgeries:
        with pytest.raises(PokerError):
            pk.open_card(game.a, game.b.public, game.final, replace(part, proof=proof))
    # A proof for another position does not carry over.
    moved = replace(game.to_a[2], element=part.element, proof=part.proof)
    with pytest.raises(PokerError):
        pk.verify_partial(game.deck, game.b.public, game.final, moved)
    # Nor does the element of another position with this position's proof.
    with pytest.raises(PokerError):
        pk.verify_partial(game.deck, game.b.public, game.final,
                          replace(part, element=game.to_a[2].element))
    with pytest.raises(PokerError):
        pk.verify_partial(game.deck, game.b.public, game.final, "not a partial")


def test_a_partial_made_with_another_key_is_refused(game):
    mallory = pk.Key(b"m" * 32, game.deck)
    fake = pk.partial(mallory, game.final, 0)
    with pytest.raises(PokerError, match="does not prove"):
        pk.open_card(game.a, game.b.public, game.final, fake)
    # Its own proof is fine against its own key: the key is what is refused.
    pk.verify_partial(game.deck, mallory.public, game.final, fake)
    # A's own partial handed back to A is refused too.
    with pytest.raises(PokerError):
        pk.open_card(game.a, game.b.public, game.final, pk.partial(game.a, game.final, 0))


def test_non_members_are_refused(game):
    deck = game.deck
    g = deck.group
    for bad in (0, 1, not_a_member(g), P - 1, P, P + 4, -4, 2 * P + 4, True, "4", 4.5, None):
        with pytest.raises(PokerError):
            pk.check_element(bad, group=g)
        with pytest.raises(PokerError):
            pk.check_public(bad, g)
        first = list(game.first)
        first[3] = bad
        with pytest.raises(PokerError, match="position 3"):
            pk.second_pass(game.b, first)
        with pytest.raises(PokerError):
            pk.verify_partial(deck, game.b.public, game.final, replace(game.to_a[0], element=bad))
        if isinstance(bad, int) and not isinstance(bad, bool):
            with pytest.raises(PokerError):
                pk.verify_partial(deck, bad, game.final, game.to_a[0])
    non_residue = not_a_member(g).to_bytes(g.element_bytes, "big")
    with pytest.raises(PokerError, match="element 1"):
        pk.unpack(pk.pack(game.first[:1], g) + non_residue, None, g)
    with pytest.raises(PokerError):
        pk.unpack(bytes(g.element_bytes), None, g)
    with pytest.raises(PokerError):
        pk.Partial.from_bytes(deck, game.to_a[0].to_bytes()[:2] + non_residue
                              + game.to_a[0].proof.to_bytes())
    with pytest.raises(PokerError):
        pk.pack([not_a_member(g)], g)
    for not_a_list in ("abc", None, 5, {1: 2}):
        with pytest.raises(PokerError):
            pk.check_pass(deck, not_a_list)


def test_truncated_and_oversized_bytes_are_refused(game):
    deck = game.deck
    g = deck.group
    packed = pk.pack(game.final, g)
    for data in (packed[:-1], packed + b"\0", packed[:-g.element_bytes]):
        with pytest.raises(PokerError):
            pk.unpack(data, N, g)
    with pytest.raises(PokerError, match="expected 12"):
        pk.unpack(packed[:-g.element_bytes], N, g)
    assert pk.unpack(packed, N, g) == game.final
    part = game.to_a[0].to_bytes()
    assert len(part) == pk.partial_bytes(g) == (pk.PARTIAL_BYTES if g is pk.MODP2048 else 2 + 33 + 64)
    for data in (part[:-1], part + b"\0", b"", part[:pk.POSITION_BYTES]):
        with pytest.raises(PokerError):
            pk.Partial.from_bytes(deck, data)
    proof = game.to_a[0].proof.to_bytes()
    assert len(proof) == pk.proof_bytes(g)
    with pytest.raises(PokerError):
        pk.Proof.from_bytes(proof[:-1], g)
    with pytest.raises(PokerError, match="out of range"):
        pk.Proof.from_bytes(proof[:pk.CHALLENGE_BYTES] + (g.order + 1).to_bytes(g.scalar_bytes, "big"), g)
    # A position past the end of the deck.
    with pytest.raises(PokerError, match="position"):
        pk.Partial.from_bytes(deck, (N).to_bytes(2, "big") + part[2:])
    packed_parts = pk.pack_partials(game.to_a.values())
    assert pk.unpack_partials(deck, packed_parts) == list(game.to_a.values())
    for data in (packed_parts[:-1], packed_parts + part):     # cut short; a position twice
        with pytest.raises(PokerError):
            pk.unpack_partials(deck, data)
    for data in ("text", None, 123, [1, 2]):
        for read in (lambda x: pk.unpack(x, None, g), lambda x: pk.Proof.from_bytes(x, g),
                     lambda x: pk.Partial.from_bytes(deck, x),
                     lambda x: pk.Reveal.from_bytes(deck, x),
                     lambda x: pk.unpack_partials(deck, x)):
            with pytest.raises(PokerError):
                read(data)


def test_random_bytes_raise_only_poker_errors(game):
    rnd = random.Random(11)
    deck = game.deck
    g = deck.group
    samples = [game.to_a[0].to_bytes(), pk.pack(game.final[:3], g),
               pk.reveal(game.a, game.to_a[0]).to_bytes()]
    for _ in range(300):
        base = rnd.choice(samples)
        data = bytearray(base[:rnd.randrange(len(base) + 2)])
        for _ in range(rnd.randrange(4)):
            if data:
                data[rnd.randrange(len(data))] = rnd.randrange(256)
        for read in (lambda x: pk.unpack(x, None, g), lambda x: pk.Proof.from_bytes(x, g),
                     lambda x: pk.Partial.from_bytes(deck, x),
                     lambda x: pk.Reveal.from_bytes(deck, x),
                     lambda x: pk.unpack_partials(deck, x)):
            try:
                read(bytes(data))
            except PokerError:
                pass


def test_duplicated_or_unencrypted_cards_in_a_pass_are_refused(game):
    first = list(game.first)
    first[5] = first[2]
    with pytest.raises(PokerError, match="position 5.*duplicated"):
        pk.second_pass(game.b, first)
    with pytest.raises(PokerError, match="holds 11 elements"):
        pk.second_pass(game.b, game.first[:-1])
    with pytest.raises(PokerError, match="unencrypted"):
        pk.second_pass(game.b, list(game.deck.codes))
    final = list(game.final)
    final[7] = final[0]
    with pytest.raises(PokerError, match="position 7.*duplicated"):
        pk.check_final(game.deck, game.first, final)
    with pytest.raises(PokerError, match="unencrypted"):       # B skipped his key
        pk.check_final(game.deck, game.first, list(reversed(game.first)))


def test_a_position_that_is_not_a_card_does_not_open(game):
    final = list(game.final)
    final[4] = game.deck.group.exp(final[4], 3)  # a member, but no card under both keys
    part = pk.partial(game.b, final, 4)
    with pytest.raises(PokerError, match="does not open to a card"):
        pk.open_card(game.a, game.b.public, final, part)


def test_positions_outside_the_deck_are_refused(game):
    for bad in (-1, N, 1 << 16, True, "0", None):
        with pytest.raises(PokerError):
            pk.partial(game.a, game.final, bad)
        with pytest.raises(PokerError):
            pk.verify_partial(game.deck, game.b.public, game.final,
                              replace(game.to_a[0], position=bad))


# -- a batch of partial decryptions (link format 13) -------------------------

EVENS = [0, 2, 4, 6, 8, 10]                      # the positions dealt to A


def batch_to_a(d, positions=EVENS):
    """B deals ``positions`` to A in one batch, through its bytes."""
    return pk.Batch.from_bytes(d.deck, pk.partial_batch(d.b, d.final, positions).to_bytes())


def refused(d, batch, public=None, final=None, deck=None):
    """The batch fails ``open_batch`` (A's check and opening) and ``verify_batch``."""
    with pytest.raises(PokerError) as err:
        pk.verify_batch(deck or d.deck, d.b.public if public is None else public,
                        d.final if final is None else final, batch)
    if deck is None and final is None:
        with pytest.raises(PokerError):
            pk.open_batch(d.a, d.b.public if public is None else public, d.final, batch)
    return str(err.value)


def test_a_batch_opens_the_cards_a_proof_each_would_open_in_less_room(game):
    g = game.deck.group
    batch = batch_to_a(game)
    assert batch.positions == tuple(EVENS)
    assert pk.open_batch(game.a, game.b.public, game.final, batch) == [game.hand_a[j] for j in EVENS]
    assert [p.element for p in batch.partials()] == [game.to_a[j].element for j in EVENS]
    size = len(batch.to_bytes())
    assert size == len(EVENS) * (pk.POSITION_BYTES + g.element_bytes) + pk.proof_bytes(g)
    assert size < len(pk.pack_partials(game.to_a.values()))
    # made again, the same bytes (a restored device makes its links again); any order of asking
    assert pk.partial_batch(game.b, game.final, reversed(EVENS)).to_bytes() == batch.to_bytes()
    one = batch_to_a(game, [4])
    assert pk.open_batch(game.a, game.b.public, game.final, one) == [game.hand_a[4]]


def test_a_batch_with_a_changed_element_is_refused(game):
    g = game.deck.group
    batch = batch_to_a(game)
    elements = list(batch.elements)
    elements[2] = g.exp(elements[2], 2)                          # another member of the group
    assert "do not prove" in refused(game, replace(batch, elements=tuple(elements)))
    elements = list(batch.elements)
    elements[1], elements[3] = elements[3], elements[1]          # two cards trade places
    refused(game, replace(batch, elements=tuple(elements)))
    elements = list(batch.elements)
    elements[0] = game.to_b[1].element                           # a partial of another position
    refused(game, replace(batch, elements=tuple(elements)))


def test_a_batch_moved_to_other_positions_is_refused(game):
    batch = batch_to_a(game)
    moved = list(EVENS)
    moved[-1] = 11                                               # one card said to be another
    refused(game, replace(batch, positions=tuple(moved)))
    both = list(zip(EVENS, batch.elements))
    both[0], both[1] = both[1], both[0]                          # the pairs, reordered
    refused(game, replace(batch, positions=tuple(j for j, _ in both), elements=tuple(d for _, d in both)))


def test_a_batch_with_a_partial_dropped_or_added_is_refused(game):
    batch = batch_to_a(game)
    for k in (0, 3, len(EVENS) - 1):                            # one dropped, the proof kept
        refused(game, replace(batch, positions=batch.positions[:k] + batch.positions[k + 1:],
                              elements=batch.elements[:k] + batch.elements[k + 1:]))
    extra = pk.partial(game.b, game.final, 11)                   # a true partial, not proved by this batch
    refused(game, replace(batch, positions=batch.positions + (11,), elements=batch.elements + (extra.element,)))
    refused(game, replace(batch, elements=batch.elements[:-1]))  # an element short


def test_a_batch_for_another_key_or_another_deck_is_refused(game):
    mallory = pk.Key(b"m" * 32, game.deck)
    fake = pk.partial_batch(mallory, game.final, EVENS)
    refused(game, fake)
    assert pk.verify_batch(game.deck, mallory.public, game.final, fake) == fake   # its own key holds
    batch = batch_to_a(game)
    refused(game, replace(batch, proof=fake.proof))              # another key's proof on true elements
    refused(game, batch, public=game.a.public)                  # checked against the other player's key
    # the same positions and elements as a deal of another deck (another label, the same final deck)
    other = pk.Deck("another game|deck", N, game.deck.group)
    refused(game, batch, deck=other)
    proof = pk.partial_batch(pk.Key(SECRET_B, other), game.final, EVENS).proof
    refused(game, replace(batch, proof=proof))                   # B's proof for that deck on this one
    # and a batch of one proof a card is not read as the other kind
    with pytest.raises(PokerError):
        pk.unpack_partials(game.deck, batch.to_bytes())


def test_a_batch_member_has_no_proof_of_its_own(game):
    part = batch_to_a(game).partials()[0]
    with pytest.raises(PokerError, match="does not prove"):
        pk.verify_partial(game.deck, game.b.public, game.final, part)
    with pytest.raises(PokerError, match="batch"):
        part.to_bytes()


def test_malformed_batches_are_refused(game):
    deck = game.deck
    g = deck.group
    raw = batch_to_a(game).to_bytes()
    size = pk.POSITION_BYTES + g.element_bytes
    proof = raw[-pk.proof_bytes(g):]
    non_member = not_a_member(g).to_bytes(g.element_bytes, "big")
    for data in (raw[:-1], raw + b"\0", raw[1:], proof, b"", raw[:size],
                 raw[size:2 * size] + raw[:size] + raw[2 * size:],          # positions out of order
                 raw[:size] + raw[:size] + raw[size:],                      # a position twice
                 (N).to_bytes(2, "big") + raw[2:],                          # past the deck's end
                 raw[:2] + non_member + raw[size:],                         # not a member
                 raw[:-pk.proof_bytes(g)] + proof[:pk.CHALLENGE_BYTES] + (g.order + 1).to_bytes(g.scalar_bytes, "big")):
        with pytest.raises(PokerError):
            pk.Batch.from_bytes(deck, data)
    for data in ("text", None, 123, [1, 2]):
        with pytest.raises(PokerError):
            pk.Batch.from_bytes(deck, data)
    for positions in ([], [2, 2], [0, N], [-1], ["0"]):
        with pytest.raises(PokerError):
            pk.partial_batch(game.b, game.final, positions)
    for bad in ("not a batch", game.to_a[0], None):
        with pytest.raises(PokerError):
            pk.verify_batch(deck, game.b.public, game.final, bad)
    batch = batch_to_a(game)
    for bad in (replace(batch, positions=()), replace(batch, positions=None),
                replace(batch, elements=(0,) * len(EVENS)), replace(batch, proof="proof")):
        refused(game, bad)
    with pytest.raises(PokerError):
        pk.verify_batch(deck, game.b.public, game.final[:-1], batch)          # a final deck cut short


def test_random_bytes_in_a_batch_raise_only_poker_errors_and_never_open(game):
    rnd = random.Random(13)
    deck = game.deck
    raw = batch_to_a(game, EVENS[:3]).to_bytes()
    for _ in range(150 if deck.group is pk.SECP256K1 else 30):     # (a check costs 25 ms in the 2048-bit group)
        data = bytearray(raw[:rnd.randrange(len(raw) + 2)] if rnd.random() < 0.3 else raw)
        for _ in range(rnd.randrange(1, 4)):
            if data:
                data[rnd.randrange(len(data))] = rnd.randrange(256)
        try:
            pk.open_batch(game.a, game.b.public, game.final, pk.Batch.from_bytes(deck, bytes(data)))
        except PokerError:
            continue
        assert bytes(data) == raw, "a changed batch opened"


def test_the_audit_checks_a_batch_by_its_elements(small):
    d = small
    evens = [j for j in range(d.deck.size) if j % 2 == 0]
    to_a = {p.position: p for p in pk.partial_batch(d.b, d.final, evens).partials()}
    assert audit(d, to_a=to_a) == audit(d)
    j = evens[1]
    to_a[j] = replace(to_a[j], element=d.deck.group.exp(to_a[j].element, 2))
    _expect(d, "second partial", j, "wrong partial", to_a=to_a)


# -- revealing a card --------------------------------------------------------

def test_reveals_verify_and_a_wrong_card_fails(game):
    deck = game.deck
    for j, part in list(game.to_b.items())[:3]:
        shown = pk.Reveal.from_bytes(deck, pk.reveal(game.b, part).to_bytes())
        assert len(shown.to_bytes()) == pk.reveal_bytes(deck.group)
        assert pk.verify_reveal(deck, game.b.public, part, shown) == game.hand_b[j]
    part = game.to_b[1]
    shown = pk.reveal(game.b, part)
    other_card = (shown.card + 1) % N
    with pytest.raises(PokerError, match="is not card"):
        pk.verify_reveal(deck, game.b.public, part, replace(shown, card=other_card))
    with pytest.raises(PokerError):                       # against another player's key
        pk.verify_reveal(deck, game.a.public, part, shown)
    with pytest.raises(PokerError, match="no partial"):   # checked against another position
        pk.verify_reveal(deck, game.b.public, game.to_b[3], shown)
    with pytest.raises(PokerError):
        pk.verify_reveal(deck, game.b.public, part, replace(shown, card=N))
    # A card the holder does not hold: no proof for it can be made from his key.
    with pytest.raises(PokerError):
        pk.verify_reveal(deck, game.b.public, game.to_b[3],
                         replace(pk.reveal(game.b, game.to_b[3]), card=shown.card))


# -- the audit ---------------------------------------------------------------

def test_audit_returns_the_assignment_and_checks_claims(small):
    claims = {**small.hand_a, **small.hand_b}
    assignment = audit(small, claims=claims, to_a={}, to_b={})
    assert sorted(assignment) == list(range(small.deck.size))
    wrong = dict(claims)
    wrong[3] = (claims[3] + 1) % small.deck.size
    with pytest.raises(AuditError) as err:
        audit(small, claims=wrong, to_a={}, to_b={})
    assert (err.value.stage, err.value.position) == ("claim", 3)


def test_audit_refuses_a_secret_that_is_not_the_published_key(small):
    with pytest.raises(AuditError) as err:
        audit(small, secret_a=b"z" * 32)
    assert err.value.stage == "first key"
    with pytest.raises(AuditError) as err:
        audit(small, secret_b=b"z" * 32)
    assert err.value.stage == "second key"


def _expect(d, stage, position, words, **kw):
    with pytest.raises(AuditError) as err:
        audit(d, **kw)
    assert (err.value.stage, err.value.position) == (stage, position), str(err.value)
    assert words in str(err.value)
    assert isinstance(err.value, ValueError)


def test_audit_names_a_bad_first_pass(small):
    n = small.deck.size
    dup = list(small.first)
    dup[3] = dup[1]
    _expect(small, "first pass", 3, "duplicates card", first=dup)
    swapped = list(small.first)
    swapped[0], swapped[2] = swapped[2], swapped[0]
    _expect(small, "first pass", 0, "where the shuffle puts", first=swapped)
    altered = list(small.first)
    altered[3] = small.deck.group.exp(altered[3], 2)
    _expect(small, "first pass", 3, "altered", first=altered)
    _expect(small, "first pass", None, "dropped", first=small.first[:n - 1])
    bad = list(small.first)
    bad[2] = not_a_member(small.deck.group)
    _expect(small, "first pass", 2, "not an element", first=bad)


def test_audit_catches_the_second_player_stealing_a_card(small):
    """B puts at one of his own positions a power of one of A's: every check
    made during play passes, B learns A's card, and only the audit sees it."""
    d, deck = small, small.deck
    g = deck.group
    r = 12345
    final = list(d.final)
    final[1] = g.exp(final[0], r)                # position 1 is B's; position 0 is A's
    pk.check_final(deck, d.first, final)         # not visible to A during play
    part = pk.partial(d.a, final, 1)             # A deals position 1 to B, honestly
    stolen = deck.card_of(g.exp(part.element, pow(d.b._x * r, -1, g.order)))
    assert stolen == d.hand_a[0]
    _expect(d, "second pass", 1, "altered", final=final)


def test_audit_names_a_bad_second_pass(small):
    dup = list(small.final)
    dup[2] = dup[0]
    _expect(small, "second pass", 2, "duplicates card", final=dup)
    swapped = list(small.final)
    swapped[1], swapped[3] = swapped[3], swapped[1]
    _expect(small, "second pass", 1, "where the shuffle puts", final=swapped)
    _expect(small, "second pass", None, "added", final=small.final + [small.final[0]])


def test_audit_names_a_wrong_partial(small):
    to_b = dict(small.to_b)
    j = next(iter(to_b))
    to_b[j] = replace(to_b[j], element=small.deck.group.exp(to_b[j].element, 2))
    _expect(small, "first partial", j, "wrong partial", to_b=to_b)
    to_a = dict(small.to_a)
    j = next(iter(to_a))
    to_a[j] = replace(to_a[j], proof=pk.Proof(1, 1, small.deck.group))
    _expect(small, "second partial", j, "proof", to_a=to_a)


# -- a reshuffle with cards still face down (rekey) ---------------------------

def test_a_rekeyed_deal_mixes_the_rest_with_the_discards_and_nobody_sees_a_card():
    """The rest of a deal (positions 6..11, never dealt) and two discards
    (cards of their own) become a new deal of 8 under fresh keys, in the
    three steps; each side opens the cards dealt to it as before, and the
    audit rebuilds it."""
    g = pk.SECP256K1
    old = deal(12, "test|rekey", g)
    rest = list(range(6, 12))
    new_deck = pk.Deck("test|rekey:1", 8, g, cards_of=old.deck, extra=2)
    assert len(new_deck.codes) == 14 and new_deck.size == 8
    a1, b1 = pk.Key(b"a" * 32, new_deck), pk.Key(b"b" * 32, new_deck)
    discards = [12, 13]                                    # the two extra cards
    codes = [new_deck.code(c) for c in discards]
    raised, proof = rk.raise_cards(old.a, codes)           # A foraged
    assert rk.check_raised(old.deck, old.a.public, codes, raised, proof) == raised
    second = rk.rekey(old.b, b1, [old.final[j] for j in rest], raised)
    assert not any(old.deck.is_card(old.b._decrypt(y)) for y in second)   # B sees nothing
    final = rk.rekey(old.a, a1, pk.check_pass(new_deck, second))
    pk.check_final(new_deck, second, final)
    parts = {j: pk.partial(b1, final, j) for j in range(8)}
    opened = sorted(pk.open_card(a1, b1.public, final, parts[j]) for j in range(8))
    assert opened == sorted([old.deck.card_of(old.b._decrypt(old.a._decrypt(old.final[j]))) for j in rest]
                            + discards)
    assignment = rk.audit_rekey(new_deck, old.a, old.b, a1, b1, [old.final[j] for j in rest], discards,
                                raised, second, final, s2_partials=parts.values())
    assert sorted(assignment) == opened


def test_a_raised_discard_that_is_not_the_card_under_the_key_is_refused():
    g = pk.SECP256K1
    old = deal(6, "test|raise", g)
    new_deck = pk.Deck("test|raise:1", 4, g, cards_of=old.deck, extra=2)
    codes = [new_deck.code(6), new_deck.code(7)]
    raised, proof = rk.raise_cards(old.a, codes)
    for bad in ([raised[0], g.exp(raised[1], 2)], [raised[1], raised[0]]):
        with pytest.raises(PokerError):
            rk.check_raised(old.deck, old.a.public, codes, bad, proof)
    with pytest.raises(PokerError):
        rk.check_raised(old.deck, old.b.public, codes, raised, proof)       # another player's key


def test_the_audit_names_an_altered_rekeyed_pass():
    g = pk.SECP256K1
    old = deal(8, "test|rekey-audit", g)
    rest = [4, 5, 6, 7]
    new_deck = pk.Deck("test|rekey-audit:1", 5, g, cards_of=old.deck, extra=1)
    a1, b1 = pk.Key(b"c" * 32, new_deck), pk.Key(b"d" * 32, new_deck)
    codes = [new_deck.code(8)]
    raised, _ = rk.raise_cards(old.a, codes)
    second = rk.rekey(old.b, b1, [old.final[j] for j in rest], raised)
    final = rk.rekey(old.a, a1, second)
    altered = list(second)
    altered[0] = g.exp(altered[0], 2)
    with pytest.raises(AuditError) as err:
        rk.audit_rekey(new_deck, old.a, old.b, a1, b1, [old.final[j] for j in rest], [8], raised, altered, final)
    assert err.value.stage == "second pass"
