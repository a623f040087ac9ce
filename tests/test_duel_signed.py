"""T1.5: every link between two devices is signed by its sender's seat (link
format 11). Whoever carries a link (a group chat, a play-by-mail thread) and
alters it cannot make the receiver take it, nor spoil the honest player's
next link; an invitation replaced on its way is caught by the reply."""

from __future__ import annotations

import random

import pytest

from pyapp import games
from pyapp.core import duel as D
from pyapp.core import sign as S
from pyapp.core.link import _b64decode, _b64encode
from tests.helpers import forge
from tests.test_duel import AHD, _links_until, play_out, start

MALLORY = S.private_key(b"mallory" * 4 + b"!!!!")


def _as_mallory(text, **fields):
    """``text`` altered by someone who carries it, not its sender: he can
    change any field and sign the result with his own key."""
    msg = D.decode(text, games)
    for k, v in fields.items():
        setattr(msg, k, v)
    msg.signer, msg.prev = MALLORY, ""
    return D.encode(msg)


def test_schnorr_signatures_verify_and_refuse():
    d = S.private_key(bytes(32))
    pub = S.public_key(d)
    sig = S.sign(d, b"link")
    assert S.verify(pub, b"link", sig) and sig == S.sign(d, b"link")   # deterministic
    assert not S.verify(pub, b"lino", sig)
    assert not S.verify(S.public_key(MALLORY), b"link", sig)
    for i in (0, 31, 32, 63):
        bad = bytearray(sig)
        bad[i] ^= 1
        assert not S.verify(pub, b"link", bytes(bad))
    assert not S.verify(pub, b"link", sig[:-1]) and not S.verify(b"\x02" + bytes(32), b"link", sig)


@pytest.mark.parametrize("field", ["clear", "commit", "hash"])
def test_a_turn_link_altered_on_its_way_is_refused_and_spoils_nothing(field):
    a, b = start(uid=f"carry-{field}")
    rnd = random.Random(5)
    made = _links_until(a, b, rnd, 3)
    sender, last = made[-1]
    receiver = b if sender is a else a
    size = len(getattr(D.decode(last, games), field))
    altered = _as_mallory(last, **{field: bytes(size)})
    before = receiver.record()
    with pytest.raises(D.Refused) as err:
        receiver.receive(altered, games)
    assert err.value.rule == "T1.5"
    assert receiver.record() == before                   # nothing of it is kept
    # the genuine link opens, and the game goes on to the end with no "dice not fair"
    assert receiver.receive(last, games) == "new"
    play_out(a, b, rnd)
    assert a.match.result() is not None and a.match.hash() == b.match.hash()


def test_the_old_signature_does_not_cover_a_change():
    """A change with its checksum made again, under the sender's own signature."""
    a, b = start(uid="resign")
    sender, last = _links_until(a, b, random.Random(6), 2)[-1]
    receiver = b if sender is a else a
    sig = D.decode(last, games).signature
    changed = _b64decode(_as_mallory(last, clear=bytes(16)))[:-S.SIGNATURE_BYTES] + sig
    with pytest.raises(D.Refused) as err:
        receiver.receive(_b64encode(changed), games)
    assert err.value.rule == "T1.5"
    assert receiver.receive(last, games) == "new"


def test_a_replaced_invitation_is_caught_when_the_reply_comes():
    """Someone who replaces the invitation with one of his own key (re-signed,
    so it looks whole) sits between the two players: the creator refuses the
    reply, which answers an invitation he never sent, and the two devices
    would show different fingerprints anyway."""
    a = D.Duel.create(AHD, "short", {}, "union", uid="mitm", key=bytes(range(32)))
    msg = D.decode(a.outgoing(), games)
    msg.public = S.public_key(MALLORY)
    msg.signer, msg.prev = MALLORY, ""
    replaced = D.encode(msg)
    b = D.Duel.join(replaced, games, key=bytes(range(1, 33)))
    with pytest.raises(D.Refused) as err:
        a.receive(b.outgoing(), games)
    assert err.value.rule == "T1.5"
    # an invitation damaged (not re-signed) is refused at once
    raw = bytearray(_b64decode(a.outgoing()))
    raw[-1] ^= 1
    with pytest.raises(D.Refused) as err:
        D.Duel.join(_b64encode(bytes(raw)), games)
    assert err.value.rule == "T1.5"


def test_both_devices_show_the_same_fingerprint():
    a, b = start(uid="fp")
    assert a.fingerprint() and a.fingerprint() == b.fingerprint()
    assert D.Duel.restore(b.record(), games).fingerprint() == b.fingerprint()
    c, d = start(uid="fp", key_a=bytes(32))            # another creator's key: another code
    assert c.fingerprint() != a.fingerprint()


def test_a_dishonest_sender_still_signs_and_is_caught_by_the_rules():
    """A signature says who made a link, not that it is honest: a sender's own
    modified copy signs its forgery, and the checks of T2 refuse it."""
    a, b = start(uid="own-forgery")
    sender, last = _links_until(a, b, random.Random(7), 3)[-1]
    receiver = b if sender is a else a
    msg = D.decode(last, games)
    msg.secret = bytes(16)
    with pytest.raises(D.Refused) as err:
        receiver.receive(forge(msg), games)
    assert err.value.rule == "T2.3"


def test_the_audit_link_is_signed_too():
    a, b = start("campaign", uid="audit-signed")
    play_out(a, b, random.Random(16))
    with pytest.raises(D.Refused) as err:
        b.audit(_as_mallory(a.audit_link()), games)
    assert err.value.rule == "T1.5"
    assert b.audit_report is None
    assert b.audit(a.audit_link(), games)["ok"]
