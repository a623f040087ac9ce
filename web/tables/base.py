"""What the page asks of a game's table, and what it hands in.

The page (``web.app``) owns the screens, the actions list, the prompt line
and the log; a table draws the game itself: its map (a ``MapCanvas``
subclass), the urgent slot by the prompt line (what must be answered now),
the panels beside the map and the map's text twin, all from the view of the
side at the device, reading only the fields its game declares in
``view_fields``. A tap on the map goes to the table first (``tap``): it may
answer with a legal action, which the page plays at once; else the table
says what the page picks (``select``), and which map items to light
(``highlight``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ..markup import esc


@dataclass
class Seat:
    """What a table may know of the page when it draws its panels: values and
    answers the page gives (``seat_of``), never the match or its state."""
    lang: str                       # "en" or "es"
    role: str | None                # the role acting at this device now, if any
    seat: str                       # "both" or the role of this device
    selected: Any = None            # the map item picked, if any
    legal: list = field(default_factory=list)      # role's legal actions
    last_log: list = field(default_factory=list)   # the last move's log, as the reader may see it
    last_rolled: bool = False       # the last move drew from the dice
    # the dice of the latest move that rolled, when the moves after it rolled none (a hit
    # applied at once after the shot): that move's view and log, else None and []
    rolled_view: dict | None = None
    rolled_log: list = field(default_factory=list)
    position: tuple = ()            # which position is drawn: (game, move count, last move), () for none
    orders: dict = field(default_factory=dict)     # the standing orders given, by role
    describe_action: Callable[[Any], str] | None = None      # an action in words (the engine's)
    prompt_of: Callable[[str], Any] | None = None            # a role's prompt line (the engine's)
    previews_of: Callable[[], dict] | None = None            # the acting role's previews (the engine's)

    @property
    def in_game(self) -> bool:
        return bool(self.position)

    def describe(self, action) -> str:
        if self.describe_action is None:
            return " ".join(str(part) for part in action)
        return self.describe_action(action)

    def prompt(self, role: str):
        return self.prompt_of(role) if self.prompt_of is not None else None

    def previews(self) -> dict:
        """What the acting role may want to know before it commits (odds:
        ``Game.previews``), worked out once, when a panel first asks."""
        if self.previews_of is None or self.role is None:
            return {}
        if not hasattr(self, "_previews"):
            self._previews = self.previews_of() or {}
        return self._previews


def seat_of(m, lang: str, role: str | None, seat: str, **more) -> Seat:
    """The Seat the page hands a table for match ``m`` (None: no game open):
    what the table may know of it, as values and the engine's answers."""
    if m is None:
        return Seat(lang=lang, role=role, seat=seat, **more)
    moves = getattr(m, "moves", None) or []
    game, state = m.game, m.state
    return Seat(lang=lang, role=role, seat=seat,
                position=(id(m), getattr(m, "ply", None), id(moves[-1]) if moves else None),
                orders=dict(getattr(m, "orders", None) or {}),
                describe_action=lambda action: game.describe(state, action, lang),
                prompt_of=lambda who: game.prompt(state, who),
                previews_of=(lambda: game.previews(state, role)) if role is not None else None, **more)


def earlier_roll(m, view_role, log_role, back: int = 4) -> tuple:
    """The view (for ``view_role``) and log (as ``log_role`` reads it) of
    the latest move of match ``m`` that rolled dice, when the (at most
    ``back``) moves after it rolled none: a shot's dice stay on the tray
    while the hit it made is applied (issue 32). (None, []) otherwise."""
    for k in range(2, min(back, len(m.moves)) + 1):
        mv = m.moves[-k]
        if mv.rolled:
            if not mv.log:
                return None, []
            ply = m.ply - k + 1
            log = [e for e in m.log(last=k, role=log_role) if e["ply"] == ply]
            return m.game.view(m.position(ply), view_role), log
    return None, []


class Table:
    """The default table: no map, no panels. Subclasses override."""

    map_kind = None                 # "p2p", "hex", or None
    keeps_shot_dice = False         # the page hands it the dice of a shot whose hit came after (Seat.rolled_view)

    def __init__(self, game) -> None:
        self.game = game
        self.map = None             # the MapCanvas, once made

    # The map -------------------------------------------------------------------------
    def make_map(self, on_pick: Callable[[Any], None]):
        """Create ``self.map`` (browser only); None when the game has no map."""
        return None

    def item_name(self, item) -> str:
        """A map item (box, hex) in words."""
        return str(item)

    def mentions(self, action, view: dict) -> set:
        """The map items an action names (highlighted, and filtered by a tap)."""
        return set()

    def tap(self, item, view: dict, seat: Seat):
        """A tap on map item ``item`` by the side acting at the device
        (``seat.selected``: what was picked before the tap): the legal action
        it plays (one of ``seat.legal``), a list of them to play in turn (a
        form's "finish"), or None to pick the item instead."""
        return None

    def select(self, item, view: dict, seat: Seat):
        """A tap (or a ``data-do="pick"`` button) that played nothing: what the
        page's pick becomes. ``item`` may be a map item or something of the
        table's own (a unit picked by its counter button), which the table
        keeps as its own state. Default: the item; again: nothing."""
        return None if item == seat.selected else item

    def pending(self, view: dict, seat: Seat):
        """What the player has begun at the table and not finished (a chooser
        open, a piece picked that can still act), as (en, es), or None. The
        page asks before an end of phase drops it."""
        return None

    def highlight(self, view: dict, seat: Seat):
        """The map items lit for the side acting at the device (where a tap
        does something), or None for the page's default (every item the
        legal actions name, those naming the picked item once one is)."""
        return None

    def draw(self, view: dict, highlight: set, selected, seat: Seat | None = None) -> None:
        """Draw the map; ``seat`` is None in a replay (nobody acts)."""
        if self.map is not None:
            self.map.update(view, highlight, selected)

    # Panels ------------------------------------------------------------------------------
    def summary(self, view: dict, lang: str) -> str:
        """One line on the position (the replay screen's heading)."""
        return ""

    def urgent(self, view: dict, seat: Seat) -> str:
        """HTML by the prompt line, in sight with the map on every screen: what
        the side at the device must answer now (a reaction, a battle's
        choices, End turn) and what the last roll did. Empty: no slot."""
        return ""

    def panels(self, view: dict, seat: Seat) -> str:
        """HTML beside the map (under it on a phone): status, battle, hand..."""
        return ""

    def after_actions(self, view: dict, seat: Seat) -> str:
        """HTML under the actions list (standing orders, ...)."""
        return ""

    def text_twin(self, view: dict, seat: Seat) -> str:
        """The map in words, for screen readers and keyboards."""
        return ""


def viewer(seat: Seat):
    """Whose view the page drew: the side acting here, or this device's side."""
    return seat.role or (seat.seat if seat.seat != "both" else None)


def next_in_stack(here: list, current, item, selected) -> tuple:
    """A tap on hex ``item`` holding the pieces ``here`` that can act: the
    first tap picks the first of them; a tap again on the selected hex picks
    the next one, and after the last, none. Returns (the piece picked, the
    hex to select), (None, None) after the last."""
    if item == selected and current in here:
        k = here.index(current) + 1
        if k >= len(here):
            return None, None
        return here[k], item
    return here[0], item


def lit_links(hexes, lang: str) -> str:
    """The map in words: the lit hexes as links that pick them ("" if none)."""
    if not hexes:
        return ""
    return (f'<p>{esc("Resaltados: " if lang == "es" else "Lit: ")}'
            + ", ".join(f'<button type="button" class="link" data-do="pick" data-arg="{esc(h)}">{esc(h)}</button>'
                        for h in sorted(hexes)) + "</p>")
