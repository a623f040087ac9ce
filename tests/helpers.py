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
