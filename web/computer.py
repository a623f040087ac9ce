"""The computer's turns in the page: it plays its side one move at a time,
and suggests a move in a hotseat game.

Its search (``pyapp.ai.Thinker``) sees only the view of the side it plays,
and runs in slices of about SLICE_MS between frames, so the page keeps
drawing and answering taps while it thinks. Work for a position that is no
longer current (undo, a new game, another screen) is dropped; a newer
request supersedes an older one.
"""

from __future__ import annotations

import json
import time
import traceback

import js
from pyodide.ffi import create_once_callable

from .dom import pref, set_pref
from .records import RecordError, check, loads

LEVELS = ("easy", "normal", "hard")

SLICE_MS = 30          # think this long (ms) before letting the page draw and answer
STEPS = 25             # playout steps between looks at the clock
MOVE_DELAY_MS = 350    # a pause before each of the computer's moves, to follow them


class Computer:
    """The computer opponent of the game in play, if any."""

    def __init__(self, app) -> None:
        self.app = app
        self.player = None           # {"role", "level"} when the computer plays a side
        self.busy = False            # a move is scheduled
        self.thinking = None         # token of the search under way, if any
        self.stats = {"decisions": 0, "slices": 0, "max_slices": 0}

    # Who plays --------------------------------------------------------------------------
    def choose(self, uid: str, player) -> None:
        """The computer plays ``player`` ({"role", "level"} or None) in the
        game ``uid`` (its identity: every save of it, named or continued)."""
        self.player = player
        set_pref("computer:" + uid, json.dumps(player) if player else "")

    def restore(self, uid: str, roles, slot: str = "") -> str | None:
        """Read back who the computer plays in the game ``uid`` (or, for a
        game from before identities, in its ``slot``); returns the human's
        seat then (None when no computer plays)."""
        raw = pref("computer:" + uid) or (pref("computer:" + slot) if slot else None) or ""
        try:
            player = check("computer", loads(raw)) if raw else None
        except RecordError:
            player = None               # a preference of another shape: no computer
        if not player or player["role"] not in roles or player["level"] not in LEVELS:
            self.player = None
            return None
        self.player = player
        return [r for r in roles if r != player["role"]][0]

    def acting(self) -> bool:
        """Is it the computer's move now?"""
        m = self.app.session.match
        return (self.player is not None and m is not None and not m.result()
                and m.active() == [self.player["role"]])

    def status(self) -> dict:
        return dict(self.stats, busy=self.thinking is not None)

    # Playing ------------------------------------------------------------------------------
    def schedule(self) -> None:
        """Play the computer's next move soon, if it is its move."""
        if self.busy or self.app.screen != "game" or not self.acting():
            return
        self.busy = True
        js.setTimeout(create_once_callable(self._step), MOVE_DELAY_MS)

    def _step(self) -> None:
        self.busy = False
        if not self.acting() or self.app.screen != "game":
            return
        role = self.player["role"]
        m = self.app.session.match

        def play(action):
            if not self.acting() or self.app.session.match is not m:
                return
            self.app.session.act(role, action)
            if self.app.session.notice:
                self.app.flash(self.app.session.notice_text(self.app.lang), "warn")
            self.app.render()

        self.think(role, self.player.get("level", "normal"), play)

    def think(self, role: str, level: str, done) -> None:
        """Search for ``role``'s move from its own view, in slices between
        frames, then call ``done(action)``."""
        from pyapp import ai
        m = self.app.session.match
        ply = m.ply
        thinker = ai.Thinker(m.game, m.game.view(m.state, role), role, level, m.seed)
        key = self.thinking = object()      # a newer request supersedes this one
        stats = self.stats
        stats["decisions"] += 1
        slices = [0]

        def slice_(*_):
            try:
                if self.thinking is not key:
                    return
                if self.app.session.match is not m or m.ply != ply:
                    self.thinking = None          # the position changed under it: drop the work
                    return
                slices[0] += 1
                stats["slices"] += 1
                stats["max_slices"] = max(stats["max_slices"], slices[0])
                t0 = time.perf_counter()
                while not thinker.step(STEPS):
                    if (time.perf_counter() - t0) * 1000 >= SLICE_MS:
                        js.setTimeout(create_once_callable(slice_), 0)
                        return
                self.thinking = None
                done(thinker.action)
            except Exception:
                self.thinking = None
                traceback.print_exc()

        slice_()
