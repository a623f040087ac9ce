"""Stepping through a match's positions, built on the match itself.

Positions come from ``Match.position`` (which keeps the checkpoints) and
what each move wrote from ``Match.log``, filtered for the reader. Pure
Python, tested natively.
"""

from __future__ import annotations

from pyapp.core.match import EVERYONE


class Replay:
    """A cursor over the positions ``first`` .. ``match.ply`` of a match.
    ``role`` is who reads the log (see ``Match.log``): a hotseat game with
    hidden information replays only what the player at the device may read."""

    def __init__(self, match, first: int, role=EVERYONE) -> None:
        self.match = match
        self.first = max(match.start_index, min(match.ply, first))
        self.ply = self.first
        self.role = role
        self._last = None           # (ply, state): the position last asked for

    def go(self, ply: int) -> None:
        self.ply = max(self.first, min(self.match.ply, ply))

    def step(self, where: str) -> None:
        """``first``, ``back``, ``next`` or ``last``."""
        target = {"first": self.first, "back": self.ply - 1, "next": self.ply + 1,
                  "last": self.match.ply}.get(where)
        if target is not None:
            self.go(target)

    @property
    def at_start(self) -> bool:
        return self.ply <= self.first

    @property
    def at_end(self) -> bool:
        return self.ply >= self.match.ply

    def state(self) -> dict:
        """The position after ``ply`` moves."""
        if self._last is None or self._last[0] != self.ply:
            self._last = (self.ply, self.match.position(self.ply))
        return self._last[1]

    def move(self):
        """The move that led to this position (None at the match's start)."""
        m = self.match
        if self.ply <= m.start_index:
            return None
        return m.moves[self.ply - m.start_index - 1]

    def log(self) -> list:
        """What the move that led to this position wrote, as the reader may see it."""
        if self.move() is None:
            return []
        entries = self.match.log(last=self.match.ply - self.ply + 1, role=self.role)
        return [e for e in entries if e["ply"] == self.ply]
