"""The game contract every game module offers, and helpers shared by all.

A game is an object (usually a module-level singleton of a ``Game``
subclass) with:

- ``id``, ``title``, ``roles`` (tuple of role names), ``scenarios`` (dict of
  scenario id -> short English title), ``options`` (dict of option id -> short
  English title; all options are booleans), ``rules_version`` (a string;
  links and saves made under another rules version are refused).
- ``setup(scenario, options, seed) -> state``: a JSON-serialisable dict. The
  state holds its own dice generator under ``"rng"`` (see ``dice``).
- ``active(state) -> list[role]``: who must decide now; empty once over.
- ``legal(state, role) -> list[action]``: every legal action of ``role``, in
  a deterministic order. Actions are tuples of str and int.
- ``apply(state, role, action) -> state``: the new state (the argument may
  be changed in place and returned). Raises ``Illegal`` with reason and rule.
- ``view(state, role) -> dict``: what ``role`` may see (``None``: a
  spectator, public information only).
- ``result(state) -> dict | None``: ``{"winner": role, "reason": str,
  "rule": str}`` once the game is over.
- ``describe(state, action, lang) -> str``: an action in words ("en"/"es").
- ``copy(state) -> state``: an independent copy.

Optional, with defaults here:

- ``check_state(state)``: raise ``ValueError`` if a state read from a link is
  malformed (the link codec turns that into ``LinkError``).
- ``state_dict``: bytes used as a deflate preset dictionary when a state is
  packed into a link, so a position link stays short.
- ``reveals(state) -> int``: a counter that grows whenever hidden information
  is revealed; undo never steps back over a change of it.
- ``take_events(state) -> list``: the log entries the latest action wrote,
  each ``{"en": str, "es": str, "rule": str}``, removed from the state. The
  match takes them after every move and keeps them per move, so the states it
  holds (and hashes, and packs into links) carry no log at all.
- ``encode_state(state) -> bytes`` / ``decode_state(bytes) -> state``: a
  compact packing for position links (default: canonical JSON).
- ``orders_spec``: standing orders a player may leave for decisions that
  fall to him in the other side's turn: {order: {"title": {en, es},
  "choices": {choice: {en, es}}, "default": choice}}; ``auto_choice(state,
  role, legal, orders) -> action | None`` plays them (None: ask the player).
"""

from __future__ import annotations

import copy as _copy
import hashlib
import json
from typing import Any

from .errors import Illegal

Action = tuple


def canonical_json(value: Any) -> bytes:
    """One byte string per value: sorted keys, no spaces, tuples as lists."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def state_hash(state: dict) -> str:
    """A short hex digest of a state, identical in CPython and in Pyodide."""
    return hashlib.sha256(canonical_json(state)).hexdigest()[:16]


def as_action(value: Any) -> Action:
    """Normalise an action that went through JSON or JavaScript (lists) to a tuple."""
    if isinstance(value, (list, tuple)):
        return tuple(as_action(v) if isinstance(v, (list, tuple)) else v for v in value)
    return (value,)


class Game:
    """Base class with the contract's defaults. Subclasses override the rest."""

    id: str = ""
    title: str = ""
    roles: tuple = ()
    scenarios: dict = {}
    options: dict = {}
    rules_version: str = "0"
    scenarios_es: dict = {}      # Spanish titles of scenarios and options, where given
    options_es: dict = {}
    state_dict: bytes = b""

    def setup(self, scenario: str, options: dict | None, seed: int) -> dict:
        raise NotImplementedError

    def active(self, state: dict) -> list:
        raise NotImplementedError

    def legal(self, state: dict, role: str) -> list:
        raise NotImplementedError

    def apply(self, state: dict, role: str, action: Action) -> dict:
        raise NotImplementedError

    def apply_legal(self, state: dict, role: str, action: Action) -> dict:
        """``apply`` for an action just taken from ``legal(state, role)`` (the
        computer's playouts). A game may skip checking it again; by default
        this is ``apply``."""
        return self.apply(state, role, action)

    def view(self, state: dict, role: str | None) -> dict:
        return self.copy(state)

    def result(self, state: dict) -> dict | None:
        raise NotImplementedError

    def describe(self, state: dict, action: Action, lang: str = "en") -> str:
        return " ".join(str(part) for part in action)

    def copy(self, state: dict) -> dict:
        return _copy.deepcopy(state)

    def reveals(self, state: dict) -> int:
        return 0

    def take_events(self, state: dict) -> list:
        return []

    orders_spec: dict = {}

    def check_orders(self, orders) -> None:
        """Raise ValueError unless ``orders`` names only known orders and choices."""
        if not isinstance(orders, dict):
            raise ValueError("orders must be a mapping")
        for key, value in orders.items():
            spec = self.orders_spec.get(key)
            if spec is None or value not in spec["choices"]:
                raise ValueError(f"unknown order {key!r}: {value!r}")

    def auto_choice(self, state: dict, role: str, legal: list, orders: dict):
        return None

    def check_state(self, state: dict) -> None:
        if not isinstance(state, dict) or "rng" not in state:
            raise ValueError("not a game state")

    # Helpers for subclasses -------------------------------------------

    def check_options(self, options: dict | None) -> dict:
        """Options with defaults filled in; unknown or non-boolean ones refused."""
        options = dict(options or {})
        for key, value in options.items():
            if key not in self.options:
                raise Illegal(f"unknown option {key!r} for {self.title}")
            if not isinstance(value, bool):
                raise Illegal(f"option {key!r} must be true or false")
        return {key: bool(options.get(key, False)) for key in sorted(self.options)}

    def check_scenario(self, scenario: str) -> str:
        if scenario not in self.scenarios:
            raise Illegal(f"unknown scenario {scenario!r} for {self.title}")
        return scenario

    def check_turn(self, state: dict, role: str, action: Action) -> None:
        """The contract-level checks every apply() starts with."""
        if role not in self.active(state):
            if not self.active(state):
                raise Illegal("the game is over")
            raise Illegal(f"it is not {role}'s turn to act")
