"""Named waiting states and nested resolution, shared by every game.

Board wargames are sequences of small decisions that interrupt one another:
a move is interrupted by the other side's reaction, a battle by a retreat, a
card by its event. A game written on this module keeps, in its plain JSON
state, a stack of *frames* under ``state["flow"]``::

    [{"step": "turn", "side": "blue"},             # bottom: the turn
     {"step": "combat", "hex": "0302", ...},       # the battle it started
     {"step": "react", "who": "grey"}]             # top: where the game waits

Each frame names a ``Step``: an object (one per name, stateless) that says
who decides in that frame, what they may do, what doing it means, and the
prompt line. The top frame is the one the game waits on; a step's ``act``
changes the state and moves the flow:

- ``flow.push(state, name, **data)``: interrupt; the new frame decides next;
- ``flow.pop(game, state, result)``: this frame is done; the frame below it
  ``resume``s with the result (so a reaction can hand back a bonus);
- ``flow.goto(state, name, **data)``: replace this frame by another.

Steps with ``auto = True`` take no decision: the flow ``run``s them as soon
as they are on top (resolve a combat, end a turn), until a frame waits for a
player or the stack is empty (the game is over). That is where dice are
rolled between decisions.

A game then answers the contract from its flow: ``active`` is the top
frame's role, ``legal`` its step's actions, ``apply`` checks the action is
legal (refusing it with the step's reason and rule section) and acts, and
``prompt`` is the step's line (or, for a role that waits, its ``waiting``
line).
"""

from __future__ import annotations

from typing import Any, Mapping

from .errors import Illegal
from .game import Action, State, Text

Frame = dict[str, Any]


class Step:
    """One named waiting state. Subclasses override what they need."""

    rule: str = ""          # the rule section this step comes from
    auto: bool = False      # True: no decision; the flow runs it at once

    def who(self, game: Any, state: State, frame: Frame) -> str:
        """The role that decides in this frame."""
        return str(frame["who"])

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return []

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        raise NotImplementedError

    def run(self, game: Any, state: State, frame: Frame) -> None:
        """An automatic step's work; it must push, pop or goto."""
        raise NotImplementedError

    def resume(self, game: Any, state: State, frame: Frame, result: Any) -> None:
        """A frame pushed above this one has finished with ``result``."""

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        raise NotImplementedError

    def waiting(self, game: Any, state: State, frame: Frame, role: str) -> Text:
        """The line for a role that waits while this frame decides."""
        who = self.who(game, state, frame)
        return {"en": f"Waiting for {who}.", "es": f"Esperando a {who}.", "rule": self.rule}

    def refuse(self, game: Any, state: State, frame: Frame, action: Action) -> Illegal:
        """Why ``action`` is not legal here (an exception to raise)."""
        return Illegal(f"{action!r} is not possible now", rule=self.rule)


class Flow:
    """A game's steps by name, and the operations on its frame stack."""

    def __init__(self, steps: Mapping[str, Step], key: str = "flow", max_auto: int = 10_000) -> None:
        self.steps = dict(steps)
        self.key = key
        self.max_auto = max_auto

    # Reading ---------------------------------------------------------------

    def frames(self, state: State) -> list[Frame]:
        frames: list[Frame] = state[self.key]
        return frames

    def top(self, state: State) -> Frame | None:
        frames = self.frames(state)
        return frames[-1] if frames else None

    def step(self, frame: Frame) -> Step:
        return self.steps[frame["step"]]

    def active(self, game: Any, state: State) -> list[str]:
        frame = self.top(state)
        if frame is None:
            return []
        return [self.step(frame).who(game, state, frame)]

    def legal(self, game: Any, state: State, role: str) -> list[Action]:
        frame = self.top(state)
        if frame is None or role not in self.active(game, state):
            return []
        return self.step(frame).legal(game, state, frame)

    def prompt(self, game: Any, state: State, role: str) -> Text | None:
        """The top frame's line for ``role``; None once the stack is empty."""
        frame = self.top(state)
        if frame is None:
            return None
        step = self.step(frame)
        if role in self.active(game, state):
            return step.prompt(game, state, frame)
        return step.waiting(game, state, frame, role)

    # Playing ---------------------------------------------------------------

    def apply(self, game: Any, state: State, role: str, action: Action, checked: bool = False) -> None:
        """Act for ``role`` in the top frame, then run automatic steps.
        ``checked``: the action was just taken from ``legal`` (skip the check)."""
        frame = self.top(state)
        if frame is None:
            raise Illegal("the game is over")
        step = self.step(frame)
        if role != step.who(game, state, frame):
            raise Illegal(f"it is not {role}'s turn to act")
        if not checked and action not in step.legal(game, state, frame):
            raise step.refuse(game, state, frame, action)
        step.act(game, state, frame, action)
        self.settle(game, state)

    def settle(self, game: Any, state: State) -> None:
        """Run automatic steps until a player must decide or the game is over."""
        for _ in range(self.max_auto):
            frame = self.top(state)
            if frame is None:
                return
            step = self.step(frame)
            if not step.auto:
                return
            before = len(self.frames(state)), frame
            step.run(game, state, frame)
            if (len(self.frames(state)), self.top(state)) == before:
                raise RuntimeError(f"automatic step {frame['step']!r} neither pushed, popped nor moved on")
        raise RuntimeError("automatic steps did not settle")

    def push(self, state: State, step: str, **data: Any) -> Frame:
        """Interrupt: a new frame on top of the stack; it decides next."""
        if step not in self.steps:
            raise KeyError(f"unknown step {step!r}")
        frame: Frame = {"step": step, **data}
        self.frames(state).append(frame)
        return frame

    def goto(self, state: State, step: str, **data: Any) -> Frame:
        """Replace the top frame by a new one."""
        self.frames(state).pop()
        return self.push(state, step, **data)

    def pop(self, game: Any, state: State, result: Any = None) -> None:
        """The top frame is done; the one below it resumes with ``result``."""
        self.frames(state).pop()
        parent = self.top(state)
        if parent is not None:
            self.step(parent).resume(game, state, parent, result)

    def clear(self, state: State) -> None:
        """Empty the stack (the game is over)."""
        del self.frames(state)[:]

    def check(self, state: State, depth: int = 16) -> None:
        """Raise ValueError unless ``state`` holds a well-formed stack."""
        frames = state.get(self.key)
        if not isinstance(frames, list) or len(frames) > depth:
            raise ValueError("bad flow stack")
        for frame in frames:
            if not isinstance(frame, dict) or frame.get("step") not in self.steps:
                raise ValueError(f"bad flow frame {frame!r}")
