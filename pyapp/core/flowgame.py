"""One way to build a game on ``pyapp.core.flow``: the contract answered
from the flow, and the helpers every such game writes its steps with.

Badges of Courage, Stonewall's Sword and the minigame are written this way;
their states share these keys, which the base reads:

- ``"flow"``: the frame stack (``pyapp.core.flow``);
- ``"lg"``: the log entries of the latest action (``log``), handed on by
  ``take_events`` and filtered per role by ``mask``;
- ``"lr"``: the dice the latest action rolled, ``[[side, die], ...]``
  (``roll``: the view's dice tray);
- ``"rv"``: how many hidden things have been shown so far (``reveal``;
  undo stops at a change, pyapp/core/match.py);
- ``"res"``: None while the game goes on, else the game's own record of
  its end (``result`` words it).

What a game declares instead of writing the plumbing again:

- ``flow``: its ``Flow`` (steps by name);
- ``forced_steps``: the steps whose only legal action is played without
  handing the device over (``forced``), on a device that holds the side's
  secrets (``holds``);
- ``open_steps``: the steps decided on what both sides see (``open_decision``):
  hotseat does not hand the device over for them;
- ``receives(state, role, frame, action)``: True for an action in the form
  the other device announces it (the top step's ``receive`` then takes it);
  ``learn(state, role, action)``: an announced form the game turns back into
  its plain action first (the default: none of either);
- ``end_prompt``: the line once the game is over (the default: the
  result's reason).
"""

from __future__ import annotations

from typing import Any

from . import dice
from .errors import Illegal
from .flow import Flow, Frame, Step
from .game import Action, Game, LogEntry, State, Text, as_action, entry, may_read, text


# Helpers the steps write with ---------------------------------------------------------------

def log(state: State, en: str, es: str, rule: str, to: str | None = None) -> None:
    """A line of the latest action's log, in both languages, with its rule;
    ``to``: for that role alone."""
    state["lg"].append(entry(en, es, rule, to))


def log_ok(lines: Any, roles: Any, most: int = 5000, longest: int = 5000) -> bool:
    """True when ``lines`` is an action's log as ``log`` writes it (for a
    game's ``check_state``): at most ``most`` lines, each ``entry``-shaped,
    its texts at most ``longest`` characters, ``to`` None or a role."""
    return isinstance(lines, list) and len(lines) <= most and all(
        isinstance(e, dict) and set(e) == {"en", "es", "rule", "to"}
        and all(isinstance(e[k], str) and len(e[k]) <= longest for k in ("en", "es", "rule"))
        and (e["to"] is None or (isinstance(e["to"], str) and e["to"] in roles)) for e in lines)


def roll(state: State, side: str, sides: int = 6) -> int:
    """One die rolled by ``side``, kept for the dice tray (the view's last roll)."""
    r = dice.roll(state, sides)
    state["lr"].append([side, r])
    return r


def reveal(state: State) -> None:
    """Something hidden was shown: undo stops here."""
    state["rv"] += 1


# The interrupt window ------------------------------------------------------------------------

class Window(Step):
    """A moment the rules open for a side to answer out of turn (an event
    chit held, an interrupt card): it plays one of its answers, or passes.
    The frame is ``{"step": ..., "who": side, "window": name, "ctx": {...}}``
    (``ctx``: what the window is about); the frame below it resolves the
    answer when it resumes (``result``: the action played, or None for a
    pass), so the effect lands where that frame expects it.

    A game gives the answers (``answers``) and the words (``words``: en, es,
    rule per window name); ``open_window`` pushes the frame only when the
    side has an answer, or always where being asked must tell the other side
    nothing (``always``: a side holding secret answers is asked whether or not
    it can play one)."""

    rule = ""

    def answers(self, game: Any, state: State, side: str, window: str, ctx: dict[str, Any]) -> list[Action]:
        raise NotImplementedError

    def words(self, game: Any, state: State, frame: Frame) -> Text:
        raise NotImplementedError

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return self.answers(game, state, frame["who"], frame["window"], frame["ctx"]) + [("pass",)]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        game.flow.pop(game, state, None if action[0] == "pass" else action)

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return self.words(game, state, frame)


def open_window(game: Any, state: State, step: str, side: str, window: str, ctx: dict[str, Any],
                always: bool = False) -> bool:
    """Push the window ``step`` (a ``Window``) for ``side`` if it has an
    answer there, or ``always``; True when it was opened."""
    win = game.flow.steps[step]
    if always or win.answers(game, state, side, window, ctx):
        game.flow.push(state, step, who=side, window=window, ctx=ctx)
        return True
    return False


# The base ------------------------------------------------------------------------------------

class FlowGame(Game):
    """The contract of a game on a flow (see the module text)."""

    flow: Flow
    forced_steps: frozenset[str] = frozenset()
    open_steps: frozenset[str] = frozenset()

    # -- hooks a game may override

    def receives(self, state: State, role: str, frame: Frame, action: Action) -> bool:
        """True when ``action`` is in its announced form (from the other device)."""
        return False

    def learn(self, state: State, role: str, action: Action) -> Action:
        """An action turned back into its plain form before it is played."""
        return action

    def holds(self, state: State, role: str) -> bool:
        """True when this state may decide for ``role`` (a device that holds its secrets)."""
        return True

    def end_prompt(self, state: State, role: str) -> Text:
        res = self.result(state)
        if res is None:
            return text("", "", "")
        return text(res["reason"], res["reason_es"], res["rule"])

    # -- the contract

    def active(self, state: State) -> list[str]:
        if state.get("res"):
            return []
        return self.flow.active(self, state)

    def legal(self, state: State, role: str) -> list[Action]:
        if state.get("res"):
            return []
        return self.flow.legal(self, state, role)

    def apply(self, state: State, role: str, action: Any) -> State:
        self.check_turn(state, role, action)
        a = self.learn(state, role, as_action(action))
        state["lg"], state["lr"] = [], []
        frame = self.flow.top(state)
        if frame is not None and self.receives(state, role, frame, a):
            step = self.flow.step(frame)
            receive = getattr(step, "receive", None)
            if receive is None:
                raise step.refuse(self, state, frame, a)
            receive(self, state, frame, a)
            self.flow.settle(self, state)
        else:
            self.flow.apply(self, state, role, a)
        self.settled(state)
        return state

    def apply_legal(self, state: State, role: str, action: Any) -> State:
        state["lg"], state["lr"] = [], []
        self.flow.apply(self, state, role, tuple(action), checked=True)
        self.settled(state)
        return state

    def settled(self, state: State) -> None:
        """After every action: a game that is over has no frame left."""
        if state.get("res"):
            self.flow.clear(state)

    def forced(self, state: State, role: str) -> Action | None:
        """A decision with one way to take it (a step of ``forced_steps``
        with one legal action), played without handing the device over; only
        where this state holds the side (``holds``): a device never decides
        for the other side (docs/TRUST.md T1.3)."""
        frame = self.flow.top(state)
        if frame is None or state.get("res") or role not in self.active(state):
            return None
        if not self.holds(state, role):
            return None
        return self.forced_in(state, role, frame)

    def open_decision(self, state: State, role: str) -> bool:
        """True when ``role`` decides now on what both sides see (a step of
        ``open_steps``): hotseat shows the public view and does not hand the
        device over for it."""
        frame = self.flow.top(state)
        return (frame is not None and not state.get("res") and role in self.active(state)
                and frame["step"] in self.open_steps)

    def forced_in(self, state: State, role: str, frame: Frame) -> Action | None:
        if frame["step"] in self.forced_steps:
            legal = self.legal(state, role)
            if len(legal) == 1:
                return legal[0]
        return None

    def prompt(self, state: State, role: str) -> Text:
        line = self.flow.prompt(self, state, role) if not state.get("res") else None
        return line if line is not None else self.end_prompt(state, role)

    def reveals(self, state: State) -> int:
        return int(state["rv"])

    def take_events(self, state: State) -> list[LogEntry]:
        out: list[LogEntry] = state["lg"]
        state["lg"] = []
        return out

    def mask(self, state: State, role: str | None) -> State:
        """The sealed values ``role`` may not know hidden (Game.mask), and the
        log lines it may not read gone."""
        out = super().mask(state, role)
        out["lg"] = [e for e in out["lg"] if may_read(e, role)]
        return out


__all__ = ["FlowGame", "Illegal", "Window", "log", "open_window", "reveal", "roll"]
