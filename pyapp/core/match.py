"""A game in play: its start, its move log, undo and replay.

``Match`` wraps a game object and keeps everything needed to rebuild any
position: the setup parameters (scenario, options, seed), a starting state
(the setup itself, or a position read from a turn link) and the moves made
since, each as (role, action, index among the legal actions).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from .errors import Illegal
from .game import Action, Chooser, Game, LogEntry, State, as_action, may_read, state_hash

EVERYONE = "*"      # Match.log(role=EVERYONE): every entry, whoever may read it
UID_MAX = 32        # characters of a game's identity (Match.uid)
UID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")


def check_uid(uid: Any) -> str:
    """``uid`` if it is a valid game identity (at most 32 characters of
    A-Z a-z 0-9 _ -; "" for none), else ``Illegal``."""
    if not isinstance(uid, str) or len(uid) > UID_MAX or not UID_CHARS.issuperset(uid):
        raise Illegal(f"a game's identity is at most {UID_MAX} letters, digits, '_' or '-'")
    return uid


MAX_NAME = 100      # characters of a scenario, option, order or choice id
MAX_ORDERS = 64     # orders one side may leave


def _show(value: Any) -> str:
    """A value from outside, short and safe for a message (never a full repr)."""
    if isinstance(value, str):
        return repr(value[:40])
    return "null" if value is None else type(value).__name__


def _name(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= MAX_NAME


def _grown(stack: list[tuple[State, int]]) -> list[tuple[State, int]]:
    """Undo entries with one more move in the last one (a formality after it)."""
    if not stack:
        return []
    before, n = stack[-1]
    return stack[:-1] + [(before, n + 1)]


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


class Bound(Exception):
    """A move that rolls, held back unapplied by ``Match.gate`` (two-device
    play, docs/TRUST.md T2.7: its dice are not this device's to know yet)."""

    def __init__(self, role: str, action: Action) -> None:
        super().__init__(role)
        self.role = role
        self.action = action


class Match:
    """A game in play. ``start_index`` counts the moves made before ``start``
    (non-zero when the match was opened from a turn link). ``uid`` is the
    game's identity: the same for every copy of one game (on either player's
    device, in every link and save of it), "" when it has none (a game saved
    before identities existed)."""

    def __init__(self, game: Game, scenario: str, options: dict[str, bool] | None, seed: int,
                 start: State | None = None, start_index: int = 0, uid: str = "") -> None:
        self.game = game
        self.uid = uid
        if not _name(scenario):
            raise Illegal(f"unknown scenario {_show(scenario)} for {game.title}")
        if options is not None and not (
                isinstance(options, dict) and len(options) <= len(game.options)
                and all(_name(k) and isinstance(v, bool) for k, v in options.items())):
            raise Illegal(f"the options of {game.title} are a mapping of option to true or false")
        self.scenario = game.check_scenario(scenario)
        self.options = game.check_options(options)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 1 << 63:
            raise Illegal("the seed must be a whole number from 0 to 2^63")
        if not isinstance(start_index, int) or isinstance(start_index, bool) or start_index < 0:
            raise Illegal("a match's first move number must be a whole number from 0")
        self.seed = seed
        if start is None:
            start = game.setup(self.scenario, self.options, self.seed)
        self.start = game.copy(start)
        self.start_index = start_index
        self.state = game.copy(start)
        self.moves: list[Move] = []
        # Since the last barrier: for each decision, the state before it and how
        # many moves it took (the decision and the formalities played after it,
        # play_forced); undo takes them back together.
        self._undo: list[tuple[State, int]] = []
        # A move that handed the turn over, and nothing else: its undo entries,
        # kept in case the other side's part is formalities only (play_forced)
        self._held: tuple[list[tuple[State, int]], str] | None = None
        # Standing orders a player left for decisions the rules give him in the
        # other side's turn (game.orders_spec); not game state, but they travel
        # with links and saves so both sides see them.
        self.orders: dict[str, dict[str, str]] = {}
        # Copies of the state every CHECKPOINT moves, so a position (for a turn
        # link, a save, a replay) is rebuilt from near it, not from the start.
        self._checkpoints: dict[int, State] = {start_index: self.game.copy(self.start)}
        # Two-device play (pyapp.core.duel): each turn's dice come from a seed
        # both sides make together, set at the turn's first move ({ply: seed}).
        self.reseeds: dict[int, int] = {}
        # Called after every move applied here, and made again (ply after it, the state):
        # two-device play throws away what the rules' own stream decided of a reshuffled
        # deck (pyapp.core.dueldeck). None elsewhere.
        self.hook: Callable[[int, State, State | None], None] | None = None
        # Two-device play (docs/TRUST.md T2.7): asked before a move that rolls is kept; when it
        # answers False the move is not applied and ``Bound`` is raised instead.
        self.gate: Callable[[State, State], bool] | None = None

    @property
    def uid(self) -> str:
        """The game's identity (see the class): checked whenever it is set, so
        every link and save written of this match can be read again."""
        return self._uid

    @uid.setter
    def uid(self, value: str) -> None:
        self._uid = check_uid(value)

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
        for n, move in enumerate(self.moves[base - self.start_index: ply - self.start_index], base):
            if n in self.reseeds and n != base:
                self.game.reseed(state, self.reseeds[n])
            state = self.game.apply(state, move.role, move.action)
            self.game.take_events(state)
            if self.hook is not None:
                self.hook(n + 1, state, None)
        if ply in self.reseeds and ply != base:
            self.game.reseed(state, self.reseeds[ply])
        return state

    def positions(self, first: int, last: int) -> list[State]:
        """The states after ``first``, ``first + 1`` ... ``last`` moves, each
        its own copy: what ``position`` gives for each, built in one pass
        from the nearest checkpoint rather than once per move."""
        if not self.start_index <= first <= last <= self.ply:
            raise IndexError(f"moves {first}..{last} are outside this match ({self.start_index}..{self.ply})")
        game = self.game
        state = self.position(first)
        out = [state]
        for n in range(first, last):
            if n + 1 in self._checkpoints:      # as position(): a checkpoint is the state there
                state = game.copy(self._checkpoints[n + 1])     # (settled, or reseeded)
            else:
                move = self.moves[n - self.start_index]
                state = game.apply(game.copy(state), move.role, move.action)
                game.take_events(state)
                if self.hook is not None:
                    self.hook(n + 1, state, None)
                if n + 1 in self.reseeds:
                    game.reseed(state, self.reseeds[n + 1])
            out.append(state)
        return out

    def learned(self, fill: Callable[[State], None]) -> None:
        """Values this side came to know after a position was kept (cards
        dealt to it by link, docs/TRUST.md T4.2) written into every kept
        position too, so that replaying its own moves from an earlier one (the
        log, the replay) sees the hand it played them from. A sealed value
        never changes once dealt, so this only fills what was unknown."""
        for state in self._checkpoints.values():
            fill(state)

    def reseed(self, seed: int) -> None:
        """From here on, draw the dice from ``seed`` (a turn's shared seed in
        two-device play): every random stream of the state is replaced."""
        self.game.reseed(self.state, seed)
        self.reseeds[self.ply] = seed
        self._checkpoints[self.ply] = self.game.copy(self.state)
        self._undo, self._held = [], None

    # Playing ---------------------------------------------------------------

    def play(self, role: str, action: Any, legal: list[Action] | None = None) -> None:
        """Apply ``action`` for ``role``; raise ``Illegal`` (with the rule) if it is not allowed.
        ``legal`` may pass ``legal(role)`` when the caller has just computed it."""
        action = as_action(action)
        game = self.game
        before = self.state
        if not isinstance(role, str):
            raise Illegal(f"a side is named by its name, not {_show(role)}")
        active = game.active(before)
        if role not in active:
            if not active:
                raise Illegal("the game is over")
            if role not in game.roles:
                raise Illegal(f"{_show(role)} is not a side in {game.title}")
            raise Illegal(f"it is not {role}'s turn to act")
        if legal is None:
            legal = game.legal(before, role)
        try:
            index = legal.index(action)
        except ValueError:
            index = -1
        if index < 0:
            # Let the rules say why, with their section; refuse regardless.
            try:
                game.apply(game.copy(before), role, action)
            except Illegal:
                raise
            except Exception:   # the rules broke on an action they never offered
                pass
            raise Illegal(f"{self._describe(action)} is not a legal action now")
        action = legal[index]   # the game's own spelling of it
        after = game.apply(game.copy(before), role, action)
        rolled = game.rolled(before, after)
        if rolled and self.gate is not None and not self.gate(before, after):
            raise Bound(role, action)
        log = game.take_events(after)
        if self.hook is not None:
            self.hook(self.ply + 1, after, before)
        barrier = (
            rolled
            or game.active(after) != active
            or game.reveals(after) != game.reveals(before)
        )
        self.moves.append(Move(role, action, index, barrier, log, rolled,
                               tuple(active) if len(active) > 1 else ()))
        if self.ply % CHECKPOINT == 0:
            self._checkpoints[self.ply] = game.copy(after)
        turn_only = (not rolled and game.active(after) != active
                     and game.reveals(after) == game.reveals(before))
        self._held = (self._undo + [(before, 1)], role) if barrier and turn_only else None
        if barrier:
            self._undo = []
        else:
            self._undo.append((before, 1))
        self.state = after

    def play_announced(self, role: str, action: Any) -> None:
        """Apply the other side's move as its device announced it
        (``Game.announce``) to this device's masked state: the rules check it
        as far as this device can see (``Illegal`` otherwise), and it is
        logged like any move. It is never undone here."""
        action = as_action(action)
        game = self.game
        before = self.state
        if role not in game.active(before):
            raise Illegal(f"it is not {role}'s turn to act")
        after = game.apply(game.copy(before), role, action)
        log = game.take_events(after)
        if self.hook is not None:
            self.hook(self.ply + 1, after, before)
        active = game.active(before)
        self.moves.append(Move(role, action, -1, True, log, game.rolled(before, after),
                               tuple(active) if len(active) > 1 else ()))
        if self.ply % CHECKPOINT == 0:
            self._checkpoints[self.ply] = game.copy(after)
        self._undo, self._held = [], None
        self.state = after

    def settle(self, state: State) -> None:
        """Replace the current state by ``state``, the same position with more
        (or fewer) of its sealed values known on this device: a card dealt
        to it, a secret re-hidden. No move is made; undo stops here."""
        self.state = self.game.copy(state)
        self._checkpoints[self.ply] = self.game.copy(state)
        self._undo, self._held = [], None

    def _describe(self, action: Action) -> str:
        """An action in words, for a refusal; its parts when the game cannot
        describe it (an action it never offered)."""
        try:
            text = self.game.describe(self.state, action, "en")
            if isinstance(text, str) and text:
                return text[:200]
        except Exception:
            pass
        return " ".join(str(part)[:40] for part in action)[:200]

    def play_index(self, role: str, index: int) -> None:
        legal = self.legal(role)
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(legal):
            shown = index if isinstance(index, int) and abs(index) < 1 << 53 else _show(index)
            raise Illegal(f"there is no legal action number {shown} for {_show(role)}")
        self.play(role, legal[index])

    def can_undo(self, role: str) -> bool:
        """True when ``role``'s own last decision may be taken back, with the
        formalities played after it (see DESIGN: undo)."""
        if not self._undo or not self.moves:
            return False
        n = self._undo[-1][1]
        return len(self.moves) >= n and self.moves[-n].role == role

    def undo(self, role: str) -> list[Move]:
        """Take back ``role``'s last decision and the formalities after it
        (``play_forced``); the moves taken back, in the order played."""
        if not self.can_undo(role):
            if self.moves and self.moves[-1].role != role:
                raise Illegal("only your own last move can be taken back")
            raise Illegal("nothing to take back: undo stops at a die roll, a hidden reveal "
                          "or a change of player")
        state, n = self._undo.pop()
        self._held = None
        self.state = state
        taken = self.moves[-n:]
        for _ in range(n):
            self._checkpoints.pop(self.ply, None)
            self.moves.pop()
        return taken

    def truncate(self, ply: int) -> None:
        """Drop every move after ``ply`` (used to branch from a replayed position)."""
        if not self.start_index <= ply <= self.ply:
            raise IndexError(f"move {ply} is outside this match")
        self.state = self.position(ply)
        del self.moves[ply - self.start_index:]
        self._undo, self._held = [], None
        for p in [p for p in self._checkpoints if p > ply]:
            del self._checkpoints[p]

    def copy(self) -> "Match":
        other = Match.__new__(Match)
        other.__dict__.update(self.__dict__)
        other.start = self.game.copy(self.start)
        other.state = self.game.copy(self.state)
        other.moves = list(self.moves)
        other.orders = {role: dict(o) for role, o in self.orders.items()}
        other.reseeds = dict(self.reseeds)
        other._checkpoints = dict(self._checkpoints)
        other._undo = list(self._undo)
        other._held = self._held
        return other

    def set_orders(self, role: str, orders: dict[str, str] | None) -> None:
        """Leave (or, with None or {}, withdraw) standing orders for ``role``:
        a mapping of order to choice (both words), checked by the game
        (``Game.check_orders``). Anything else raises ``Illegal``."""
        if not isinstance(role, str) or role not in self.game.roles:
            raise Illegal(f"{_show(role)} is not a side in {self.game.title}")
        if orders is None or orders == {}:
            self.orders.pop(role, None)
            return
        if not isinstance(orders, dict) or len(orders) > MAX_ORDERS:
            raise Illegal("standing orders are a mapping of order to choice")
        for key, value in orders.items():
            if not _name(key) or not _name(value):
                raise Illegal(f"standing orders are a mapping of order to choice (the order "
                              f"{_show(key)} is given {_show(value)})")
        try:
            self.game.check_orders(orders)
        except Illegal:
            raise
        except ValueError as exc:
            raise Illegal(f"those standing orders are not valid ({exc})") from None
        self.orders[role] = dict(orders)

    def follow_orders(self, local: str | None, chooser: Chooser | None = None,
                      forced_for: str | None = None) -> int:
        """Play, for every side but ``local`` (the player at this device), the
        decisions its standing orders settle, and for any side the decisions
        that are no choice (``game.forced``, when the game has it: a step the
        rules give a side only because its device alone holds the values it
        reveals). Returns how many moves it made.
        They are ordinary moves in the log, so links replay them exactly.
        ``chooser`` is the computer opponent, for orders that leave a choice
        to it (the game never imports it). ``forced_for``: the decisions that
        are no choice only of that side (a device between two devices)."""
        made = 0
        while made < 10_000:
            made += self.play_forced(forced_for)
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

    def play_forced(self, only: str | None = None) -> int:
        """Play every decision that is no choice (``game.forced``, when the
        game has it), for whichever side is to make it (``only``: while that
        side is); how many were made."""
        made = 0
        while made < 10_000:
            active = self.active()
            if only is not None and active != [only]:
                break
            action = self.game.forced(self.state, active[0]) if len(active) == 1 else None
            if action is None:
                break
            held, stack, seen = self._held, list(self._undo), self.game.reveals(self.state)
            self.play(active[0], action)
            made += 1
            # A formality that rolled and showed nothing is taken back with the
            # decision before it (undo reaches as far as the rules allow): even
            # the other side's, when the turn then comes straight back.
            mv = self.moves[-1]
            if mv.rolled or self.game.reveals(self.state) != seen:
                continue
            if not mv.barrier:
                if held is not None:
                    self._held, self._undo = (_grown(held[0]), held[1]), []
                else:
                    self._undo = _grown(stack)
            elif held is not None and self.active() == [held[1]]:
                self._undo, self._held = _grown(held[0]), None
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
