"""Helpers shared by the tests: the games' rules tests (tests/ahd, tests/boc, tests/ss) and
the tests of play between two devices."""

from __future__ import annotations

import contextlib


@contextlib.contextmanager
def forced_calls(owner, attr: str, values):
    """``owner.attr`` (the dice) answers ``values`` in order inside the block,
    whatever it is asked, and they must all be used up."""
    seq = list(values)
    old = getattr(owner, attr)

    def fake(*_args, **_kwargs):
        assert seq, "more dice rolled than forced"
        return seq.pop(0)

    setattr(owner, attr, fake)
    try:
        yield seq
    finally:
        setattr(owner, attr, old)
    assert not seq, f"forced dice left unused: {seq}"


def top(st):
    """The frame on top of a state's flow (the step running now), or None."""
    return st["flow"][-1] if st["flow"] else None


def step(st):
    """The name of the step running now, or None."""
    f = top(st)
    return f["step"] if f else None


def random_segment(a, b, rnd):
    """Two devices in a game by links (pyapp.core.duel): each plays what is
    its to play at random; then the device whose link is due makes it.
    (mover, receiver, link), the link not yet taken; None once the game is over."""
    for d in (a, b):
        while d.can_act():
            legal = d.match.legal(d.seat)
            d.play(d.seat, legal[rnd.randrange(len(legal))])
    mover = next((d for d in (a, b) if d.my_segment() and d.ready()), None)
    if mover is None:
        return None
    return mover, (b if mover is a else a), mover.send()


def duel_pair(game, scenario, seat, uid, fmt=None):
    """Two devices of a game between two devices (pyapp.core.duel), their
    keys drawn from ``uid``: ``a`` invites as ``seat``, ``b`` joins, the
    reply is taken. ``fmt``: the link format (the newest by default)."""
    import hashlib

    from pyapp import games
    from pyapp.core import duel as D
    key = lambda tag: hashlib.sha256(f"{uid}/{tag}".encode()).digest()  # noqa: E731
    a = D.Duel.create(game, scenario, {}, seat, uid=uid, key=key("a"), fmt=fmt or D.FORMAT)
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    return a, b


def first_long_link():
    """A minigame game between two devices (the 130-card muster scenario)
    played at random up to its first turn link over 1,000 characters (a
    reshuffle before its spare deal is whole, docs/TRUST.md T4.6; keys and
    players found to make one): (mover, receiver, the link, not yet taken)."""
    import random

    from pyapp.core import parts
    from pyapp.games.mini import GAME
    a, b = duel_pair(GAME, "muster", "blue", "ll-muster-2")
    got = play_until(a, b, random.Random(2), lambda _m, _r, text: len(text) > parts.PART_LIMIT)
    assert got is not None, "this game made no long link"
    return got


def play_until(a, b, rnd, wanted, most=400):
    """Play links between ``a`` and ``b`` at random until ``wanted(mover,
    receiver, text)``; that link is returned not yet taken (None: the game
    ended first)."""
    from pyapp import games
    for _ in range(most):
        got = random_segment(a, b, rnd)
        if got is None:
            return None
        if wanted(*got):
            return got
        got[1].receive(got[2], games)
    return None


# Devices between two links (pyapp.core.duel), for the tests that play a dishonest sender --------

_DEVICES: dict = {}     # (uid, seat) -> the device of that seat made last in this process


def track_devices() -> None:
    """Remember every device (``Duel``) made in this process by its game and
    seat, so that ``forge`` can sign as it (tests/conftest.py calls this once)."""
    from pyapp.core import duel as D
    init = D.Duel.__init__
    if getattr(init, "_tracked", False):
        return

    def tracked(self, game, scenario, options, uid, seat, *args, **kwargs):
        init(self, game, scenario, options, uid, seat, *args, **kwargs)
        _DEVICES[(uid, seat)] = self

    tracked._tracked = True
    D.Duel.__init__ = tracked


def forge(msg, keep: bool = False) -> str:
    """The link ``msg`` (decoded, then changed by a test) as its sender's own
    modified copy of the page would make it: signed with that seat's key
    after the link before it (T1.5). With ``keep`` that device also holds
    the forged link as the one it sent, so its next links follow it (as a
    cheater's copy would); without, the test may still send the genuine
    one. A link changed by anyone else is ``D.encode`` with another key,
    or the old signature."""
    from pyapp.core import duel as D
    from pyapp.core.duelcodec import One
    dev = _DEVICES.get((msg.uid, msg.sender))
    if dev is not None and msg.format >= 11:
        msg.signer = dev._sign_d
        msg.prev = dev.digests.get(msg.number - 1, "")
    text = D.encode(msg)
    if keep and dev is not None:
        dev.messages[msg.number] = text
        dev.digests[msg.number] = D.decode(text, One(msg.game)).digest
    return text
