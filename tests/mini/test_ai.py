"""The computer opponent on a game with hidden information: it decides from
its side's view (sampling what it cannot see), so it never peeks, and the
minigame's knowledge makes it better than chance."""

from __future__ import annotations

import tiers

from pyapp import ai
from pyapp.core import dice
from pyapp.core.match import Match
from pyapp.games.mini import GAME


def test_the_decision_does_not_depend_on_what_the_side_cannot_see():
    st = GAME.setup("standard", {}, 5)
    other = GAME.copy(st)
    # the same position for Blue; the cards under Grey's hand and the deck's handles
    # differ, and so do the blocks under Grey's handles
    handles = other["hands"]["grey"] + other["deck"]
    values = [other["sealed"][h] for h in handles]
    values.reverse()
    other["sealed"].update(zip(handles, values))
    ga, gb = other["sealed"]["GA"], other["sealed"]["GB"]
    other["sealed"]["GA"], other["sealed"]["GB"] = [gb[0], 1], [ga[0], 1]
    other["rng"], other["rng_deck"] = dice.seed_state(1), dice.seed_state(2)
    GAME.check_state(other)
    assert GAME.view(other, "blue") == GAME.view(st, "blue")
    assert [other["sealed"][h] for h in other["hands"]["grey"]] != [st["sealed"][h] for h in st["hands"]["grey"]] \
        or [other["sealed"][h] for h in other["deck"]] != [st["sealed"][h] for h in st["deck"]]
    for level in ("easy", "normal"):
        a = ai.choose(GAME, GAME.view(st, "blue"), "blue", level, 3)
        b = ai.choose(GAME, GAME.view(other, "blue"), "blue", level, 3)
        assert a == b and a in GAME.legal(st, "blue")


def test_easy_beats_random_play():
    """More than 60 % of the games against random play (two random players
    win half: 101 of 200 measured); the default tier plays a small sample."""
    wins = 0
    games = tiers.count("mini.ai")
    for g in range(games):
        me = "blue" if g % 2 == 0 else "grey"
        m = Match(GAME, "short", {}, g)
        pick = {"rng": dice.seed_state(g + 100)}
        while m.active():
            role = m.active()[0]
            if role == me:
                action = ai.choose(GAME, GAME.view(m.state, role), role, "easy", g)
            else:
                legal = m.legal(role)
                action = legal[dice.randbelow(pick, len(legal))]
            m.play(role, action)
        wins += m.result()["winner"] == me
    assert wins > 0.6 * games
