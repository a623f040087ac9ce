"""Events as data, each with a handler registered by its key.

A card game's cards and a chit game's event chits are data (their names,
windows, numbers, in the game's data module); what each one does is a
``Handler`` registered under the event's key, instead of one growing chain
of ``if key == ...`` in the rules. A handler answers two questions:

- ``offers``: the actions that would play the event now (none where it
  may not be played), given where the game stands (``window``: the moment
  the rules open, ``ctx``: what they tell of it);
- ``resolve``: what playing it does to the state.

``Registry.check`` proves, when the game is imported, that every event of
the data has a handler and every handler an event, so a card added to the
data without its rule, or a handler left behind, fails at once.

    EVENTS = Registry("Stonewall's Sword event")

    @EVENTS.register("quick-march")
    class QuickMarch(Handler):
        rule = "13.5"
        def offers(self, game, st, side, held, window, ctx, event): ...
        def resolve(self, game, st, side, action, event): ...
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, TypeVar

from .game import Action, State


class Handler:
    """What one kind of event does. Subclasses override what they need."""

    rule: str = ""                 # the rule section the event's effect comes from
    windows: tuple[str, ...] = ()  # the windows it may be offered in (empty: the event's own)

    def opens(self, window: str, event: dict[str, Any]) -> bool:
        """Whether the event may be offered in ``window`` at all."""
        return window in (self.windows or (event.get("window"),))

    def offers(self, game: Any, state: State, side: str, held: str, window: str,
               ctx: dict[str, Any], event: dict[str, Any]) -> list[Action]:
        """The actions that play ``held`` (this event, held by ``side``) now."""
        return []

    def resolve(self, game: Any, state: State, side: str, action: Action, event: dict[str, Any]) -> None:
        """Carry out ``action``, which played this event for ``side``."""
        raise NotImplementedError(type(self).__name__)


H = TypeVar("H", bound=Handler)


class Registry:
    """The handlers of one game's events, by key."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._by_key: dict[str, Handler] = {}

    def register(self, *keys: str) -> Callable[[type[H]], type[H]]:
        """A class decorator: one handler (an instance of the class) for
        every key given (two sides' versions of one event share it)."""
        def add(cls: type[H]) -> type[H]:
            handler = cls()
            for key in keys:
                if key in self._by_key:
                    raise ValueError(f"two handlers for the {self.what} {key!r}")
                self._by_key[key] = handler
            return cls
        return add

    def __getitem__(self, key: str) -> Handler:
        try:
            return self._by_key[key]
        except KeyError:
            raise KeyError(f"no handler for the {self.what} {key!r}") from None

    def __contains__(self, key: object) -> bool:
        return key in self._by_key

    def keys(self) -> list[str]:
        return sorted(self._by_key)

    def check(self, keys: Iterable[str]) -> None:
        """Every key of the data has a handler and every handler a key (ValueError)."""
        wanted = set(keys)
        missing = sorted(wanted - set(self._by_key))
        stray = sorted(set(self._by_key) - wanted)
        if missing or stray:
            raise ValueError(f"{self.what}s without a handler: {missing}; handlers without an event: {stray}")
