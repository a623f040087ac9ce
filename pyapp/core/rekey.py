"""A reshuffle with cards still face down, between two devices (docs/TRUST.md
T4.4): the re-keyed deal of ``pyapp.core.dueldeck``, on the mental-poker
pieces of ``pyapp.core.poker``.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Optional, Sequence

from .poker import (AuditError, Deck, Key, Partial, PokerError, Proof, _audit_partials, _is_int,
                    _prove, _verify, _weights, check_element, check_public)

# -- a reshuffle with cards still face down (docs/TRUST.md T4.4) -----------
#
# The rest of a draw pile lies encrypted under both players' keys of its
# deal; the discards are public cards. The three passes of a new deal that
# mixes them (the new deal's Deck is ``Deck(label, n, group, cards_of=old
# deck)``: the old deck's cards, n positions):
#
# 1. the first player (S1) raises each discard's card to his old key, with
#    one proof for all (``raise_cards``): now every element is under his old
#    key (the rest under both);
# 2. the second (S2) strips his old key from the rest, adds his new key to
#    everything and shuffles (``rekey``): every element is m^(k1 k2');
# 3. S1 strips his old key, adds his new one and shuffles (``rekey``): the
#    final deck, m^(k2' k1'), dealt as any final deck.
# Nobody sees a card: each step leaves every element under a key the other
# holds. As the first deal's passes, 2 and 3 carry no proof of shuffle; the
# audit (``audit_rekey``) recomputes them.

def _raise_weights(deck: Deck, public: int, codes: Sequence[int], raised: Sequence[int]) -> list[int]:
    g = deck.group
    return _weights(deck, b"raise", public, b"".join(g.to_bytes(m) for m in codes)
                    + b"".join(g.to_bytes(y) for y in raised), len(codes))


def raise_cards(key: Key, codes: Sequence[int]) -> tuple[list[int], Proof]:
    """Step 1: the cards whose elements are ``codes`` (face up) raised to
    ``key``, with one proof (a batch Chaum-Pedersen proof over a random
    combination of them) that the key is the one under ``key.public``."""
    g = key.deck.group
    raised = [g.exp(m, key._x) for m in codes]
    if not codes:
        return raised, Proof(0, 0, g)
    w = _raise_weights(key.deck, key.public, codes, raised)
    return raised, _prove(key, b"raise", g.combine(codes, w), g.combine(raised, w))


def check_raised(deck: Deck, public: int, codes: Sequence[int], raised: object, proof: object) -> list[int]:
    """Step 1 as the other player receives it (``deck``: the raiser's key's
    deck): one element per card, members of the group, and the proof holds.
    Returns the elements."""
    public = check_public(public, deck.group)
    if not isinstance(raised, (list, tuple)) or len(raised) != len(codes):
        raise PokerError(f"the raised discards must be {len(codes)} elements")
    out = [check_element(y, f"raised card {j}", deck.group) for j, y in enumerate(raised)]
    if not codes:
        return out
    g = deck.group
    w = _raise_weights(deck, public, codes, out)
    combined, target = g.combine(codes, w), g.combine(out, w)
    if not (g.is_member(combined) and g.is_member(target)
            and _verify(deck, b"raise", public, combined, target, proof)):
        raise PokerError("the raised discards do not prove the sender's key")
    return out


def rekey(old: Key, new: Key, under_old: Sequence[int], others: Sequence[int] = ()) -> list[int]:
    """Steps 2 and 3: ``old`` stripped from ``under_old``, then ``new``
    added to those and to ``others`` and the whole shuffled by ``new``'s
    shuffle (``new.deck`` holds exactly that many positions)."""
    return new._encrypt_shuffle([old._decrypt(y) for y in under_old] + list(others))


def audit_rekey(deck: Deck, s1_old: Key, s2_old: Key, s1_new: Key, s2_new: Key, rest: Sequence[int],
                cards: Sequence[int], raised: Sequence[int], second: Sequence[int], final: Sequence[int],
                s1_partials: Iterable[Partial] = (), s2_partials: Iterable[Partial] = (),
                claims: Optional[Mapping[int, int]] = None) -> list[int]:
    """The audit of a re-keyed deal, once all four keys are known: each step
    recomputed and compared, every partial checked, every claim; returns the
    assignment (position j -> card id)."""
    g = deck.group
    if [g.exp(deck.code(c), s1_old._x) for c in cards] != list(raised):
        raise AuditError("raised discards", None, "not the discards under the first player's key")
    if rekey(s2_old, s2_new, rest, raised) != list(second):
        raise AuditError("second pass", None, "not the re-keyed and shuffled deck the keys make")
    if rekey(s1_old, s1_new, second) != list(final):
        raise AuditError("final pass", None, "not the re-keyed and shuffled deck the keys make")
    assignment = []
    for j, y in enumerate(final):
        m = s2_new._decrypt(s1_new._decrypt(y))
        card = deck._table.get(m)
        if card is None:
            raise AuditError("final pass", j, "holds no card of the deck")
        assignment.append(card)
    if len(set(assignment)) != len(assignment):
        raise AuditError("final pass", None, "holds a card twice")
    _audit_partials(deck, "first partial", s1_new, final, s1_partials)
    _audit_partials(deck, "second partial", s2_new, final, s2_partials)
    for position, card in (claims or {}).items():
        if not _is_int(position) or not 0 <= position < deck.size or card != assignment[position]:
            raise AuditError("claim", position if _is_int(position) else None,
                             f"claimed card {card!r} is not the one there")
    return assignment
