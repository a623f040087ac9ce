"""A game in play: its start, its move log, undo and replay.

``Match`` wraps a game object and keeps everything needed to rebuild any
position: the setup parameters (scenario, options, seed), a starting state
(the setup itself, or a position read from a turn link) and the moves made
since, each as (role, action, index among the legal actions).
"""

from __future__ import annotations

from typing import Any, Iterable

from .errors import Illegal
from .game import Action, Chooser, Game, LogEntry, State, as_action, may_read, state_hash

EVERYONE = "*"      # Match.log(role=EVERYONE): every entry, whoever may read it


class Move:
    """One logged move: who made it, what it was, and where it sat in legal()."""

    __slots__ = ("role", "action", "index", "barrier", "log", "rolled", "among")

    def __init__(self, role: str, action: Action, index: int, barrier: bool,
                 log: Iterable[LogEntry] = (), rolled: bool = False,
                 among: tuple[str, ...] = ()) -> None:
        self.role = role
        self.action = action
        self.index = index
        self.rolled = rolled    # the move drew from the dice
        self.among = among      # the roles that could act then, when more than one
        self.log = list(log)    # what the game logged for this move (game.events)
        # True when undo may not step back over this move: it rolled a die,
        # revealed hidden information, or handed the decision to another role.
        self.barrier = barrier

    def __repr__(self) -> str:
        return f"Move({self.role!r}, {self.action!r})"


CHECKPOINT = 32


class Match:
    """A game in play. ``start_index`` counts the moves made before ``start``
    (non-zero when the match was opened from a turn link)."""

    def __init__(self, game: Game, scenario: str, options: dict[str, bool] | None, seed: int,
                 start: State | None = None, start_index: int = 0) -> None:
        self.game = game
        self.scenario = game.check_scenario(scenario)
        self.options = game.check_options(options)
        self.seed = int(seed)
        if start is None:
            start = game.setup(self.scenario, self.options, self.seed)
        self.start = game.copy(start)
        self.start_index = start_index
        self.state = game.copy(start)
        self.moves: list[Move] = []
        self._undo: list[State] = []  # states before each move since the last barrier
        # Standing orders a player left for decisions the rules give him in the
        # other side's turn (game.orders_spec); not game state, but they travel
        # with links and saves so both sides see them.
        self.orders: dict[str, dict[str, str]] = {}
        # Copies of the state every CHECKPOINT moves, so a position (for a turn
        # link, a save, a replay) is rebuilt from near it, not from the start.
        self._checkpoints: dict[int, State] = {start_index: self.game.copy(self.start)}

    # Reading ---------------------------------------------------------------

    @property
    def ply(self) -> int:
        """How many moves the game has had, counting those before ``start``."""
        return self.start_index + len(self.moves)

    def active(self) -> list[str]:
        return self.game.active(self.state)

    def legal(self, role: str) -> list[Action]:
        if role not in self.game.active(self.state):
            return []
        return self.game.legal(self.state, role)

    def result(self) -> dict[str, Any] | None:
        return self.game.result(self.state)

    def log(self, last: int | None = None, role: str | None = EVERYONE) -> list[dict[str, Any]]:
        """The game's log since this match's start: one entry per logged event,
        each with the move number (``ply``) it belongs to. ``role`` reads only
        what that role may (entries for everyone and for it alone); ``None``
        is a spectator (public entries only); by default every entry."""
        out = []
        moves = self.moves if last is None else self.moves[-last:]
        first = self.ply - len(moves)
        for i, move in enumerate(moves):
            for entry in move.log:
                if role is EVERYONE or may_read(entry, role):
                    out.append(dict(entry, ply=first + i + 1))
        return out

    def hash(self) -> str:
        return state_hash(self.state)

    def position(self, ply: int) -> State:
        """The state after ``ply`` moves (counted from the game's first move)."""
        if not self.start_index <= ply <= self.ply:
            raise IndexError(f"move {ply} is outside this match ({self.start_index}..{self.ply})")
        base = max(p for p in self._checkpoints if p <= ply)
        state = self.game.copy(self._checkpoints[base])
        for move in self.moves[base - self.start_index: ply - self.start_index]:
            state = self.game.apply(state, move.role, move.action)
            self.game.take_events(state)
        return state

    # Playing ---------------------------------------------------------------

    def play(self, role: str, action: Any, legal: list[Action] | None = None) -> None:
        """Apply ``action`` for ``role``; raise ``Illegal`` (with the rule) if it is not allowed.
        ``legal`` may pass ``legal(role)`` when the caller has just computed it."""
        action = as_action(action)
        game = self.game
        before = self.state
        active = game.active(before)
        if role not in active:
            if not active:
                raise Illegal("the game is over")
            raise Illegal(f"it is not {role}'s turn to act")
        if legal is None:
            legal = game.legal(before, role)
        try:
            index = legal.index(action)
        except ValueError:
            index = -1
        if index < 0:
            # Let the rules say why, with their section; refuse regardless.
            game.apply(game.copy(before), role, action)
            raise Illegal(f"{game.describe(before, action, 'en')} is not a legal action now")
        after = game.apply(game.copy(before), role, action)
        log = game.take_events(after)
        rolled = game.rolled(before, after)
        barrier = (
            rolled
            or game.active(after) != active
            or game.reveals(after) != game.reveals(before)
        )
        self.moves.append(Move(role, action, index, barrier, log, rolled,
                               tuple(active) if len(active) > 1 else ()))
        if self.ply % CHECKPOINT == 0:
            self._checkpoints[self.ply] = game.copy(after)
        if barrier:
            self._undo.clear()
        else:
            self._undo.append(before)
        self.state = after

    def play_index(self, role: str, index: int) -> None:
        legal = self.legal(role)
        if not 0 <= index < len(legal):
            raise Illegal(f"there is no legal action number {index} for {role}")
        self.play(role, legal[index])

    def can_undo(self, role: str) -> bool:
        """True when ``role``'s own last move may be taken back (see DESIGN: undo)."""
        return bool(self._undo) and bool(self.moves) and self.moves[-1].role == role

    def undo(self, role: str) -> Move:
        if not self.can_undo(role):
            if self.moves and self.moves[-1].role != role:
                raise Illegal("only your own last move can be taken back")
            raise Illegal("nothing to take back: undo stops at a die roll, a hidden reveal "
                          "or a change of player")
        self.state = self._undo.pop()
        self._checkpoints.pop(self.ply, None)
        return self.moves.pop()

    def truncate(self, ply: int) -> None:
        """Drop every move after ``ply`` (used to branch from a replayed position)."""
        if not self.start_index <= ply <= self.ply:
            raise IndexError(f"move {ply} is outside this match")
        self.state = self.position(ply)
        del self.moves[ply - self.start_index:]
        self._undo.clear()
        for p in [p for p in self._checkpoints if p > ply]:
            del self._checkpoints[p]

    def copy(self) -> "Match":
        other = Match.__new__(Match)
        other.__dict__.update(self.__dict__)
        other.start = self.game.copy(self.start)
        other.state = self.game.copy(self.state)
        other.moves = list(self.moves)
        other.orders = {role: dict(o) for role, o in self.orders.items()}
        other._checkpoints = dict(self._checkpoints)
        other._undo = list(self._undo)
        return other

    def set_orders(self, role: str, orders: dict[str, str] | None) -> None:
        """Leave (or, with None or {}, withdraw) standing orders for ``role``."""
        if role not in self.game.roles:
            raise Illegal(f"{role!r} is not a side in {self.game.title}")
        if not orders:
            self.orders.pop(role, None)
            return
        self.game.check_orders(orders)
        self.orders[role] = dict(orders)

    def follow_orders(self, local: str | None, chooser: Chooser | None = None) -> int:
        """Play, for every side but ``local`` (the player at this device), the
        decisions its standing orders settle. Returns how many moves it made.
        They are ordinary moves in the log, so links replay them exactly.
        ``chooser`` is the computer opponent, for orders that leave a choice
        to it (the game never imports it)."""
        made = 0
        while made < 10_000:
            active = self.active()
            if len(active) != 1 or active[0] == local or active[0] not in self.orders:
                return made
            role = active[0]
            choice = self.game.auto_choice(self.state, role, self.legal(role), self.orders[role],
                                           chooser)
            if choice is None:
                return made
            self.play(role, choice)
            made += 1
        return made

    def turn_start(self) -> int:
        """Where a turn link starts: right after the last move made by a role
        other than the one that moved last (what the receiver last saw)."""
        if not self.moves:
            return self.ply
        sender = self.moves[-1].role
        for i in range(len(self.moves) - 1, -1, -1):
            if self.moves[i].role != sender:
                return self.start_index + i + 1
        return self.start_index
