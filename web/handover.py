"""Hotseat with hidden information: who is at the device.

When two players share one device and the game hides things from one side
(a hand, face-down blocks, a chit drawn), the page covers the board between
their turns with a hand-over screen ("Pass the device to the Confederacy")
until the next player taps; only then is that side's view drawn. Pure
Python, tested natively; the page draws the cover (``web.game_screen``).
"""

from __future__ import annotations

from pyapp.core.match import EVERYONE

BOTH = "both"       # the seat of a hotseat game: both sides at the same device


def has_secrets(game, state) -> bool:
    """Whether ``game`` hides anything from a side: its ``hidden`` attribute
    when it has one, else whether any role's view of ``state`` differs from
    the spectator's."""
    flag = game.hidden
    if flag is not None:
        return bool(flag)
    public = game.view(state, None)
    return any(game.view(state, role) != public for role in game.roles)


class Handover:
    """Which side is at the device in a hotseat game, and when to cover."""

    def __init__(self) -> None:
        self.at_device = None       # the role whose secrets may be drawn now
        self._secret: dict = {}     # id(game) -> has_secrets

    def secret(self, match) -> bool:
        key = id(match.game)
        if key not in self._secret:
            self._secret[key] = has_secrets(match.game, match.start)
        return self._secret[key]

    def reset(self) -> None:
        """A new game, or another game opened: nobody has taken the device yet."""
        self.at_device = None

    def pending(self, match, seat: str):
        """The role the device must be passed to before anything of its side
        is drawn, or None when no cover is needed."""
        if match is None or seat != BOTH or not self.secret(match) or match.result():
            return None
        active = match.active()
        if not active or active[0] == self.at_device:
            return None
        if match.game.open_decision(match.state, active[0]):
            # decided on what both sides see (a melee between revealed blocks):
            # no hand-over; the table shows the public view, and the next
            # decision on a side's secrets covers the board again
            self.at_device = None
            return None
        return active[0]

    def take(self, role) -> None:
        """The player of ``role`` tapped the cover: draw his side now."""
        self.at_device = role

    def view_role(self, match, seat: str):
        """Whose view the table draws: the seat's, the side at the device
        (hidden information), or the spectator's (None)."""
        if seat != BOTH:
            return seat
        if match is not None and self.secret(match):
            return None if self.pending(match, seat) else self.at_device
        return None

    def log_role(self, match, seat: str):
        """Who reads the log (``Match.log(role=...)``): the seat, the side at
        the device, or everyone in a hotseat game that hides nothing."""
        if seat != BOTH:
            return seat
        if match is not None and self.secret(match):
            return self.view_role(match, seat)
        return EVERYONE
