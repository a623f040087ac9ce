"""The minigame's table for the steps two-device play added: the owner of a
block hit by a volley takes the hit (R4.1), Blue reveals its blocks for the
final count (R8.1); each is one button in the urgent slot."""

from __future__ import annotations

from pyapp.core.match import Match
from pyapp.games.mini import GAME
from web import tables
from web.handover import BOTH
from web.tables.base import seat_of as table_seat


def seat_of(m, lang="en"):
    role = m.active()[0]
    return table_seat(m, lang, role, BOTH, legal=m.legal(role))


def test_the_hit_and_the_count_are_answered_in_the_urgent_slot():
    # seed 17: Blue's b3 crosses at the ford; Grey's Volley hits it (tests/browser/test_mini.py)
    m = Match(GAME, "standard", {}, 17)
    for role, action in (("blue", ("move", "b3", "0303")), ("blue", ("move", "b3", "0403")),
                         ("blue", ("end",)), ("grey", ("play", "volley", "0403"))):
        m.play(role, action)
    assert m.active() == ["blue"] and m.legal("blue") == [("take",)]
    table = tables.table_for(GAME)
    html = table.urgent(GAME.view(m.state, "blue"), seat_of(m))
    assert "Volley at 0403" in html and "Take the hit" in html and "Blue block b3" in html and "R4.1" in html
    assert "Encajar el impacto" in table.urgent(GAME.view(m.state, "blue"), seat_of(m, "es"))
    m.play("blue", ("take",))
    assert m.active() == ["grey"]
    # the last turn: Grey ends, Blue reveals its blocks
    st = m.state
    st["turn"], st["side"] = st["last"], "grey"
    m.state = st
    m.play("grey", ("end",))
    assert m.legal("blue") == [("count",)]
    html = table.urgent(GAME.view(m.state, "blue"), seat_of(m))
    assert "Final count" in html and "Reveal my blocks" in html and "End turn" not in html
    m.play("blue", ("count",))
    assert m.result()["rule"] == "R8"
