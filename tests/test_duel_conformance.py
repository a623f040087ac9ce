"""Every registered game, and the test minigame, plays between two devices
by the protocol of docs/TRUST.md: random games to the end by links, both
devices agree on the position and the result, every link opens with the
project's own codec, the audit passes both ways, and a saved side restores."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from pyapp import games
from pyapp.core import duel as D

# Badges of Courage's whole battle (some 500 links) is played by links in
# tests/boc/test_relay.py. Stonewall's Sword's Slaughter Mountain is 15 turns of
# chit draws: it may take more links than the rest. For the People's campaign is
# its four scenarios end to end (each played here) and would stop at MAX_LINKS,
# some six turns in, before its first reshuffle: the scenarios prove the same.
LONG = {("boc", "full"), ("ftp", "campaign")}
CASES = [(gid, sc) for gid in games.ids(hidden=True) for sc in games.get(gid).scenarios
         if not (gid == "ahd" and sc != "short") and (gid, sc) not in LONG]
MAX_LINKS = 400
MAX_LINKS_OF = {("ss", "slaughter"): 2000}
# and with every option where a game has many: Badges of Courage's first day (free deployment's
# hidden swaps, column and line, Hancock, the night turns)
EVERY_OPTION = {("boc", "day1")}
ALL_CASES = [(g, s, False) for g, s in CASES] + [(g, s, True) for g, s in sorted(EVERY_OPTION)]


@pytest.mark.parametrize("gid,scenario,every", ALL_CASES,
                         ids=[f"{g}-{s}" + ("-every-option" if e else "") for g, s, e in ALL_CASES])
def test_a_random_game_between_two_devices(gid, scenario, every):
    game = games.get(gid)
    uid = f"conf-{gid}-{scenario}" + ("-all" if every else "")
    key = lambda tag: hashlib.sha256(f"{uid}/{tag}".encode()).digest()  # noqa: E731
    options = {k: True for k in game.options} if every else {}
    a = D.Duel.create(game, scenario, options, game.roles[0], uid=uid, key=key("a"))
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    rnd = random.Random(7)
    links = 0
    most = MAX_LINKS_OF.get((gid, scenario), MAX_LINKS)
    while links < most:
        for d in (a, b):
            while d.can_act():
                legal = d.match.legal(d.seat)
                assert legal, f"{gid}: {d.seat} must act but has nothing legal"
                d.play(d.seat, legal[rnd.randrange(len(legal))])
        mover = next((d for d in (a, b) if d.my_segment() and d.ready()), None)
        if mover is None:
            break
        text = mover.send()
        msg = D.decode(text, games)
        assert msg.number == links + 2
        (b if mover is a else a).receive(text, games)
        links += 1
        if links == 5:
            for d in (a, b):
                again = D.Duel.restore(json.loads(json.dumps(d.record())), games)
                assert D.public_hash(game, again.match.state) == D.public_hash(game, d.match.state)
    assert a.match.result() is not None, f"{gid}: no end after {most} links"
    assert a.match.result() == b.match.result()
    assert D.public_hash(game, a.match.state) == D.public_hash(game, b.match.state)
    assert b.audit(a.audit_link(), games)["ok"]
    assert a.audit(b.audit_link(), games)["ok"]
