"""Stepping through a match's positions, built on the match itself.

Positions come from ``Match.position`` (which keeps the checkpoints) and
what each move wrote from ``Match.log``, filtered for the reader. Pure
Python, tested natively.

Besides the cursor (``Replay``), this module reads a stretch of the match
move by move (``annotate``): for every move, the turn it was made in (the
public view before it: turn number, phasing side, date, battle), and, for
a move that logged nothing, the move in words. The log draws its turn
headers and numbered moves from it (``web.widgets.log``); "since my last
turn" (``since_my_turn``) finds where the other side's turn began; the
replay's trail (``Replay.trail``) draws arrows for the units that moved and
marks the boxes that changed hands.

Since my last turn, the choice made: a move belongs to the turn of the
side that was phasing when it was made (a defender's fire in the other
side's battle belongs to the attacker's turn). The stretch starts right
after the last move made in the reader's own turn before the other sides'
turns that followed it; if the reader is in his own turn now, that turn's
moves so far are skipped first (he sees what the others did before it and
what he did since). In hotseat (seat "both") the reader is the side whose
turn it is now, so the replay starts at the first move of the half-turn
before the current one. A game whose views name no phasing side falls back
to who made each move.
"""

from __future__ import annotations

import weakref

from pyapp.core.match import EVERYONE

CHUNK = 64              # how far back ``since_my_turn`` reads at a time


# Reading a stretch of the match ------------------------------------------------------------------

def phasing_of(game, view: dict):
    """The side whose turn it is in ``view`` ("phasing" in A House Divided,
    "side" in the minigame), or None when the view does not say."""
    for key in ("phasing", "side"):
        value = view.get(key)
        if isinstance(value, str) and value in getattr(game, "roles", ()):
            return value
    return None


def battle_of(view: dict):
    """Something that tells one battle from another in a view (its box or
    hex and round-independent), or None when no battle is being fought."""
    for key in ("battle", "combat"):
        b = view.get(key)
        if isinstance(b, dict) and b:
            where = b.get("box", b.get("hex", b.get("to")))
            return (key, str(where), b.get("attacker", ""))
    return None


def default_heading(game, view: dict, lang: str) -> str:
    """A turn header from a view's public fields: "Turn 3 — July 1861 ·
    Union". Empty when the view has no turn number."""
    from .markup import words
    from .text import role_name
    turn = view.get("turn")
    if turn is None:
        return ""
    es = lang == "es"
    out = (f"Turno {turn}" if es else f"Turn {turn}")
    date = view.get("date")
    date = words(date, lang) if isinstance(date, dict) else (str(date) if date else "")
    if date:
        out += f" — {date}"
    side = phasing_of(game, view)
    if side:
        out += f" · {role_name(lang, side)}"
    return out


class Point:
    """What the log and the replay need of one position: its turn, phasing
    side and battle (to tell turns and battles apart), and its header."""

    __slots__ = ("turn", "phasing", "battle", "head")

    def __init__(self, game, view: dict, heading) -> None:
        self.turn = view.get("turn")
        self.phasing = phasing_of(game, view)
        self.battle = battle_of(view)
        self.head = {lang: (heading(view, lang) if heading else default_heading(game, view, lang))
                     for lang in ("en", "es")}

    @property
    def key(self):
        return (self.turn, self.phasing)


class Step:
    """One move of the match, annotated: ``before`` is the position it was
    made in; ``words`` is the move in words ({en, es}; in a game that hides
    things only for an action announced as it is, told from the public
    state; else None)."""

    __slots__ = ("move", "before", "words")

    def __init__(self, move, before: Point, words) -> None:
        self.move, self.before, self.words = move, before, words


_CACHE: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _store(match, heading):
    """What was read of ``match`` with this header hook (one per table)."""
    per = _CACHE.get(match)
    if per is None:
        per = _CACHE[match] = {}
    key = getattr(heading, "__func__", heading)
    store = per.get(key)
    if store is None:
        store = per[key] = {"steps": {}, "now": None}
    return store


def _heading_hook(table):
    return getattr(table, "log_heading", None) if table is not None else None


def annotate(match, first: int, table=None) -> list:
    """The moves ``first + 1 .. match.ply`` as ``Step``s (kept between calls:
    only moves not read before are replayed, from the nearest checkpoint).
    ``table`` may give ``log_heading(view, lang)``; the views read are the
    spectator's (public information only)."""
    game = match.game
    heading = _heading_hook(table)
    store = _store(match, heading)
    steps = store["steps"]
    first = max(match.start_index, min(match.ply, first))
    moves = match.moves
    base = match.start_index
    start = None
    for p in range(first + 1, match.ply + 1):
        s = steps.get(p)
        if s is None or s.move is not moves[p - base - 1]:
            start = p
            break
    if start is not None:
        state = match.position(start - 1)
        reseeds = getattr(match, "reseeds", {})
        for p in range(start, match.ply + 1):
            move = moves[p - base - 1]
            if p > start and (p - 1) in reseeds:
                # a game between two devices: each segment's dice come from its own
                # seed, set at its first move (as ``Match.position`` does)
                game.reseed(state, reseeds[p - 1])
            s = steps.get(p)
            if s is not None and s.move is move and p > start:
                state = game.apply(state, move.role, move.action)
                game.take_events(state)
                continue
            before = Point(game, game.view(state, None), heading)
            said = _words(game, state, move)
            steps[p] = Step(move, before, said)
            state = game.apply(state, move.role, move.action)
            game.take_events(state)
        for p in [p for p in steps if p > match.ply]:
            del steps[p]
    return [steps[p] for p in range(first + 1, match.ply + 1)]


def _words(game, state, move):
    """The move in words, for a move that logged nothing. In a game that
    hides things only an action its side announces as it is (it carries
    nothing sealed), told from the spectator's state (a handle it names is
    not looked up behind the other side's back); else None."""
    if not getattr(game, "hidden", False):
        return {lang: game.describe(state, move.action, lang) for lang in ("en", "es")}
    try:
        if tuple(game.announce(state, move.role, move.action)) != tuple(move.action):
            return None
        public = game.mask(state, None)
        return {lang: game.describe(public, move.action, lang) for lang in ("en", "es")}
    except Exception:                 # words only: never in the way of the log
        return None


def now_point(match, table=None) -> Point:
    """The position the match stands at now."""
    heading = _heading_hook(table)
    store = _store(match, heading)
    key = (match.ply, match.moves[-1] if match.moves else None)
    now = store["now"]
    if now is None or now[0] != key:
        now = store["now"] = (key, Point(match.game, match.game.view(match.state, None), heading))
    return now[1]


def point_after(match, ply: int, table=None) -> Point:
    """The position after move ``ply`` (the next move's ``before``)."""
    if ply >= match.ply:
        return now_point(match, table)
    return annotate(match, ply, table)[0].before


# Since my last turn -----------------------------------------------------------------------------

def since_my_turn(match, role, table=None) -> int:
    """Where "since my last turn" starts for ``role`` (see the module's
    docstring): the ply right after the last move made in ``role``'s own
    turn before the other sides' turns that followed it."""
    moves = match.moves
    n = len(moves)
    if not n:
        return match.ply
    lo = n
    steps: list = []

    def own(i) -> bool:
        nonlocal lo, steps
        while i < lo:                      # read further back, a chunk at a time
            lo = max(0, lo - CHUNK)
            steps = annotate(match, match.start_index + lo, table)
        phasing = steps[i - lo].before.phasing
        return (phasing == role) if phasing is not None else (moves[i].role == role)

    j = n
    while j > 0 and own(j - 1):            # my own turn, now: what I did so far stays in view
        j -= 1
    k = j
    while k > 0 and not own(k - 1):        # the other sides' turns
        k -= 1
    return match.start_index + k


def device_role(match, seat, computer_role=None, table=None):
    """Whose "last turn" the page means: the seat's side; against the
    computer, the side it does not play; in hotseat, the side whose turn it
    is now (else the side to act)."""
    roles = tuple(match.game.roles)
    if seat in roles:
        return seat
    if computer_role in roles:
        return next(r for r in roles if r != computer_role)
    phasing = now_point(match, table).phasing
    if phasing:
        return phasing
    active = match.active()
    return active[0] if active else (match.moves[-1].role if match.moves else roles[0])


# The cursor -------------------------------------------------------------------------------------

class Replay:
    """A cursor over the positions ``first`` .. ``match.ply`` of a match.
    ``role`` is who reads the log (see ``Match.log``): a hotseat game with
    hidden information replays only what the player at the device may read.
    ``at``: where the cursor opens (default ``first``); ``since``: True when
    the stretch is "since my last turn" (the screen says so)."""

    def __init__(self, match, first: int, role=EVERYONE, at: int | None = None,
                 since: bool = False) -> None:
        self.match = match
        self.first = max(match.start_index, min(match.ply, first))
        self.ply = self.first
        self.role = role
        self.since = since
        self._last = None           # (ply, state): the position last asked for
        self._views = {}            # ply -> spectator view, for the trail
        self._since: tuple = (None, [])     # (key, parts): the game's own "since" words
        if at is not None:
            self.go(at)

    def go(self, ply: int) -> None:
        self.ply = max(self.first, min(self.match.ply, ply))

    def step(self, where: str) -> None:
        """``first``, ``back``, ``next`` or ``last``, or ``go:<ply>``."""
        if where.startswith("go:"):
            try:
                self.go(int(where[3:]))
            except ValueError:
                pass
            return
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

    def stretch_log(self) -> list:
        """Everything the stretch's moves wrote, as the reader may see it."""
        m = self.match
        if m.ply <= self.first:
            return []
        return m.log(last=m.ply - self.first, role=self.role)

    # What changed --------------------------------------------------------------------------
    def _view(self, ply: int) -> dict:
        v = self._views.get(ply)
        if v is None:
            state = self.state() if ply == self.ply else self.match.position(ply)
            v = self._views[ply] = self.match.game.view(state, None)
        return v

    def trail(self, table=None, upto: int | None = None):
        """(arrows, changed) from the stretch's first position to ``upto``
        (default: the cursor): the table's ``trail(before, after)`` if it has
        one, else the point-to-point one (``web.tables.ahd_trail``) for views
        with units in boxes and box owners; ([], {}) otherwise."""
        upto = self.ply if upto is None else upto
        if upto <= self.first:
            return [], {}
        before, after = self._view(self.first), self._view(upto)
        fn = getattr(table, "trail", None) if table is not None else None
        if fn is None:
            from .tables.ahd_trail import fits, trail as p2p_trail
            if not (fits(before) and fits(after)):
                return [], {}
            fn = p2p_trail
        return fn(before, after)

    def battles(self, table=None) -> int:
        """How many battles were fought (begun) in the stretch."""
        steps = annotate(self.match, self.first, table)
        points = [s.before for s in steps] + [now_point(self.match, table)]
        count = 0
        for prev, cur in zip(points, points[1:]):
            if cur.battle is not None and cur.battle != prev.battle:
                count += 1
        return count

    def summary(self, lang: str, table=None, name=None) -> str:
        """"Since your last turn: 12 moves (5 units moved), 1 battle, boxes
        changed hands: Richmond, Norfolk." ``name(item)`` names a box."""
        es = lang == "es"
        n = self.match.ply - self.first
        arrows, changed = self.trail(table, self.match.ply)
        units = len(arrows)
        b = self.battles(table)
        name = name or str
        parts = [(f"{n} jugada" if es else f"{n} move") + ("" if n == 1 else "s")]
        if units:
            parts[0] += (f" ({units} movimiento{'s' if units != 1 else ''} de unidades)" if es
                         else f" ({units} unit move{'s' if units != 1 else ''})")
        own = getattr(table, "since", None) if table is not None else None
        if own is not None:
            # the game's own terms: what changed between the two views (eliminations, points),
            # kept while the match stands where it is (the replay draws many times)
            key = (self.match.ply, self.first, lang)
            if self._since[0] != key:
                who = None if self.role is EVERYONE else self.role
                before = self.match.game.view(self.match.position(self.first), who)
                after = self.match.game.view(self.match.state, who)
                self._since = (key, own(before, after, lang))
            parts += self._since[1]
        else:
            parts.append((f"{b} batalla" if es else f"{b} battle") + ("" if b == 1 else "s"))
            if changed:
                places = ", ".join(sorted(name(x) for x in changed))
                parts.append(("casillas que cambiaron de manos: " if es else "boxes changed hands: ") + places)
            else:
                parts.append("ninguna casilla cambió de manos" if es else "no box changed hands")
        head = ("Desde tu último turno" if es else "Since your last turn") if self.since else \
            ("En este tramo" if es else "In this stretch")
        return f"{head}: " + ", ".join(parts) + "."
