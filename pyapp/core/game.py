"""The game contract every game module offers, and helpers shared by all.

A game is an object (usually a module-level singleton of a ``Game``
subclass) with:

- ``id``, ``title``, ``roles`` (tuple of role names), ``scenarios`` (dict of
  scenario id -> short English title), ``options`` (dict of option id -> short
  English title; all options are booleans), ``rules_version`` (a string;
  links and saves made under another rules version are refused).
- ``setup(scenario, options, seed) -> state``: a JSON-serialisable dict. The
  state holds its own random generators under the keys ``rng_keys`` names
  (``"rng"`` for the dice; a deck or a cup gets a stream of its own, see
  ``dice``).
- ``active(state) -> list[role]``: who must decide now; empty once over.
- ``legal(state, role) -> list[action]``: every legal action of ``role``, in
  a deterministic order. Actions are tuples of str and int.
- ``apply(state, role, action) -> state``: the new state (the argument may
  be changed in place and returned). Raises ``Illegal`` with reason and rule.
- ``view(state, role) -> dict`` (required): what ``role`` may see, and only
  that. ``None`` is a spectator: public information only. A view never holds
  a random generator (nothing in it lets its reader foresee a roll or a
  shuffle) nor another role's hidden values. ``view_fields`` declares, field
  by field, what a view holds; a table module reads no other field.
- ``prompt(state, role) -> Text`` (required): one line, English and
  Spanish, with the rule section, saying exactly what ``role`` must do now
  (or, for a role that waits, what it waits for).
- ``result(state) -> dict | None``: ``{"winner": role, "reason": str,
  "rule": str}`` once the game is over.
- ``describe(state, action, lang) -> str``: an action in words ("en"/"es").
- ``copy(state) -> state``: an independent copy.

Optional, with defaults here:

- ``check_state(state)``: raise ``ValueError`` if a state read from a link is
  malformed (the link codec turns that into ``LinkError``).
- ``state_dict``: bytes used as a deflate preset dictionary when a state is
  packed into a link, so a position link stays short.
- ``link_dict``: the same for the links between two devices (format 5 on):
  the words their announced moves are made of (piece names, places, verbs).
- ``reveals(state) -> int``: a counter that grows whenever hidden information
  is revealed; undo never steps back over a change of it.
- ``take_events(state) -> list[LogEntry]``: the log entries the latest
  action wrote, each ``{"en": str, "es": str, "rule": str, "to": role or
  None}``, removed from the state. ``to`` is the audience: ``None`` for
  everyone, or the one role that may read it (a card drawn, a block's
  strength). The match takes them after every move and keeps them per move,
  and shows each role only its own (``Match.log(role=...)``).
- ``sample(view, role, rng) -> state``: a whole state consistent with what
  ``role`` sees, with everything it cannot see drawn from the generator
  ``rng`` (determinization: the computer opponent searches such samples and
  never the true state).
- ``knowledge() -> object | None``: what the computer opponent knows of this
  game (see ``pyapp.core.knowledge``); None: a generic search.
- ``encode_state(state) -> bytes`` / ``decode_state(bytes) -> state``: a
  compact packing for position links (default: canonical JSON).
- ``forced(state, role) -> action | None``: a decision with one way to take
  it, played without handing the device over (default: none; a game on a
  flow declares its ``forced_steps``, pyapp/core/flowgame.py).
- ``previews(state, role) -> dict``: what the table may show ``role`` before
  it commits (odds), worked out only when asked (default: {}).
- ``unfinished(state, role) -> text | None``: what ending the step at hand
  now would leave undone, for the page to ask first (default: None).
- ``open_decision(state, role) -> bool``: ``role`` decides now on what both
  sides see (a melee between revealed blocks), so hotseat needs no hand-over
  for it (default: False; a game on a flow declares its ``open_steps``).
- ``hidden`` (views differ by role: hotseat covers the board between sides;
  None: found by comparing views), ``two_devices`` (play between two devices
  is built), ``duel_options`` (see below): what the page reads of a game by
  name, declared here with their defaults.
- ``orders_spec``: standing orders a player may leave for decisions that
  fall to him in the other side's turn: {order: {"title": {en, es},
  "choices": {choice: {en, es}}, "default": choice}}; ``auto_choice(state,
  role, legal, orders, chooser) -> action | None`` plays them (None: ask the
  player). ``chooser(state, role)``, when given, is the computer opponent,
  handed in by whoever holds one: a game never imports it. In a sealed
  game the other device plays them only when ``orders_public`` is True: its
  ``auto_choice`` reads nothing hidden (its answer is the same on both
  devices).
- ``rule_index() -> list[dict]``: the table of contents of the game's rules
  text, in rulebook order: ``{"rule", "title": {en, es}, "depth"}`` per
  section (default: empty, a game without a rules text).

Two-device play of a game with secrets (``sealed = True``; docs/TRUST.md):

- Every secret value lives in ``state["sealed"]``: ``{handle: value}``. A
  handle is a short public name ("B1" for a block, "d07" for a card); the
  value is plain JSON (a block's identity and strength, a card), or None on
  a device that does not know it. Everything else in a state is public, and
  no public field may tell a secret (no id that names a block's identity,
  no deck order of values).
- ``may_know(state, role) -> set[handle]``: the handles whose values ``role``
  may know now (its own blocks and hand, whatever the rules have revealed).
  ``mask(state, role)`` (default, from ``may_know``) is the state as
  ``role``'s device holds it: every other sealed value set to None.
- Locality: while ``role`` is active, the rules read only what
  ``mask(state, role)`` holds: ``legal`` and ``apply`` give the same public
  result on the masked state. A step that needs another side's secret (the
  strength of a block that was hit) is a step where that side is active.
- ``announce(state, role, action) -> action``: the action as the other
  side's device receives it: pieces named by handle, and every value this
  action reveals written into it. ``apply`` accepts announced actions on a
  masked state and, where the receiver already knows a value the action
  reveals, refuses one that disagrees (``Illegal``).
- ``shared_deck(state) -> {handle: value}``: the cards of a deck both sides
  draw from, each under its handle, with its value in a full (hotseat)
  state. By link they are dealt by mental poker (``pyapp.core.poker``):
  nobody knows a value until it is dealt. Which handles a setup deals to
  whom must not depend on the seed.
- ``private_setup(state, role, secret: bytes) -> None`` (default: nothing):
  what a set-up decides at random about ``role``'s hidden values (which
  block stands under which handle, a side's own secret salt) is decided
  here, in place, with ``secret`` as its only randomness (``secret_stream``
  or hashlib over it; never a stream of the state). It writes only values
  of handles that ``setup`` made already and that ``role`` may know and no
  other side may (never a public field, never another side's value, never
  a shared-deck card), and it reads only what ``mask(state, role)`` holds:
  the duel calls it on that masked state, the audit on the full one. It
  decides the values afresh: its result does not depend on what ``setup``
  put under those handles. ``setup(scenario, options, seed)`` calls it for
  every role with a secret from the seed, so a game on one device (hotseat,
  local play, a plain link, tests) stays reproducible from its seed: it ends
  with ``private_setups(state, seed)``, which does this with ``setup_secret``
  (the rest of the set-up, a flow's first step, may follow). Between
  two devices (docs/TRUST.md T3.4) each device calls it again for its own
  side only, with a secret from its seat key the other side cannot compute.
- Stirring: a rule that re-deals which handle holds which of ``role``'s
  hidden values (blocks joining or leaving a stack) draws from a secret salt
  that ``private_setup`` wrote as one more of ``role``'s sealed values (its
  handle made by ``setup``), so ``apply`` stays deterministic on the owner's
  device. Only values the other sides may not know after the move are
  stirred (a value one of them knew is hidden again by the same move, in
  ``may_know``); on a device without the salt those values are None, or the
  move sets them to None. The public part of the move is the same on every
  device. The protocol commits to the changed values in the owner's next
  link (docs/TRUST.md T3.5).
"""

from __future__ import annotations

import copy as _copy
import hashlib
import json
import marshal as _marshal
from typing import Any, Callable, Optional, TypedDict

from . import dice
from .errors import Illegal

Action = tuple[Any, ...]    # a tuple of str and int
State = dict[str, Any]      # plain JSON data
Chooser = Callable[[State, str], Action]


class Text(TypedDict):
    """A line for people, in both languages, with the rule it comes from."""
    en: str
    es: str
    rule: str


class LogEntry(Text):
    """One line of the game's log; ``to`` is its audience (None: everyone)."""
    to: Optional[str]


def text(en: str, es: str, rule: str = "") -> Text:
    return {"en": en, "es": es, "rule": rule}


def entry(en: str, es: str, rule: str = "", to: str | None = None) -> LogEntry:
    return {"en": en, "es": es, "rule": rule, "to": to}


def canonical_json(value: Any) -> bytes:
    """One byte string per value: sorted keys, no spaces, tuples as lists."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def state_hash(state: State) -> str:
    """A short hex digest of a state, identical in CPython and in Pyodide."""
    return hashlib.sha256(canonical_json(state)).hexdigest()[:16]


MAX_ACTION_DEPTH = 4         # lists within an action
MAX_ACTION_ITEMS = 256       # items in one action, nested ones counted (a reveal of many blocks)
MAX_ACTION_TEXT = 200        # characters of one word of an action
MAX_ACTION_INT = 2 ** 53     # a number of an action is below this (JavaScript's safe range)


def as_action(value: Any) -> Action:
    """Normalise an action that went through JSON or JavaScript (lists) to a
    tuple (a bare word or number is a one-item action). Anything that cannot
    be an action raises ``Illegal``: items that are not words or whole
    numbers (true/false, fractions, mappings, null), an empty action, too
    many items, too deep, a word too long, a number too large."""
    if not isinstance(value, (list, tuple)):
        value = (value,)
    if not value:
        raise Illegal("an action is a list of words and numbers, not empty")
    budget = [MAX_ACTION_ITEMS]
    return _action(value, 1, budget)


def _action(value: list[Any] | tuple[Any, ...], depth: int, budget: list[int]) -> Action:
    if depth > MAX_ACTION_DEPTH:
        raise Illegal("an action is not nested that deeply")
    budget[0] -= len(value)
    if budget[0] < 0:
        raise Illegal(f"an action has at most {MAX_ACTION_ITEMS} parts")
    out: list[Any] = []
    for item in value:
        if isinstance(item, (list, tuple)):
            out.append(_action(item, depth + 1, budget))
        elif isinstance(item, str):
            if len(item) > MAX_ACTION_TEXT:
                raise Illegal("a word of an action is too long")
            out.append(item)
        elif isinstance(item, int) and not isinstance(item, bool):
            if not -MAX_ACTION_INT < item < MAX_ACTION_INT:
                raise Illegal("a number of an action is too large")
            out.append(item)
        else:
            raise Illegal(f"an action holds words and whole numbers, not {_kind(item)}")
    return tuple(out)


def _kind(value: Any) -> str:
    """What a value is, in words, for a refusal (never its repr: it may be huge)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, float):
        return "a fraction"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


SETUP_SECRET_BYTES = 32


def setup_secret(seed: int, role: str) -> bytes:
    """The secret ``Game.private_setups`` hands ``role``'s private set-up in a
    game on one device: a function of the seed, so the set-up is reproducible
    from it (between two devices, each side's comes from its seat key)."""
    return hashlib.sha256(f"cwt-private-setup|{int(seed)}|{role}".encode()).digest()


def secret_stream(secret: bytes, label: str = "") -> dict[str, str]:
    """A random stream (``pyapp.core.dice``, under ``dice.DICE``) drawn from
    ``secret`` alone, for a private set-up or a stir: ``dice.shuffle(stream,
    items)``. ``label`` gives independent streams from one secret."""
    digest = hashlib.sha256(b"cwt-secret-stream|" + label.encode() + b"|" + bytes(secret)).digest()
    return {dice.DICE: dice.seed_state(int.from_bytes(digest[:8], "big"))}


def may_read(entry: LogEntry | dict[str, Any], role: str | None) -> bool:
    """Whether ``role`` (None: a spectator) may read a log entry."""
    to = entry.get("to")
    return to is None or to == role


class Game:
    """Base class with the contract's defaults. Subclasses override the rest."""

    id: str = ""
    title: str = ""
    roles: tuple[str, ...] = ()
    scenarios: dict[str, str] = {}
    options: dict[str, str] = {}
    rules_version: str = "0"
    scenarios_es: dict[str, str] = {}      # Spanish titles of scenarios and options, where given
    options_es: dict[str, str] = {}
    # Options a game between two devices always plays with (docs/TRUST.md T1.1):
    # the invitation carries them, a join without them is refused, and the
    # new-game form does not offer them (Badges of Courage's "relay").
    duel_options: dict[str, bool] = {}
    # Whether play between two devices is built for this game (the new-game
    # form offers it, and a duel of it may be made).
    two_devices: bool = True
    # A sealed game's standing orders that read nothing hidden (auto_choice
    # answers alike on both devices): the other device may play them (T1.3).
    orders_public: bool = False
    # Whether views differ by role (hotseat then hands the device over between
    # sides); None: found by comparing the views of a state.
    hidden: bool | None = None
    state_dict: bytes = b""
    link_dict: bytes = b""
    # The state keys that hold random generators (pyapp.core.dice): the dice
    # under "rng", and one stream per deck or cup a game shuffles.
    rng_keys: tuple[str, ...] = (dice.DICE,)
    # What a view holds, field by field ({field: what it means}); the tables
    # read no other field, and the conformance suite holds every view to it.
    view_fields: dict[str, str] = {}

    def setup(self, scenario: str, options: dict[str, bool] | None, seed: int) -> State:
        raise NotImplementedError

    def active(self, state: State) -> list[str]:
        raise NotImplementedError

    def legal(self, state: State, role: str) -> list[Action]:
        raise NotImplementedError

    def apply(self, state: State, role: str, action: Action) -> State:
        raise NotImplementedError

    def apply_legal(self, state: State, role: str, action: Action) -> State:
        """``apply`` for an action just taken from ``legal(state, role)`` (the
        computer's playouts). A game may skip checking it again; by default
        this is ``apply``."""
        return self.apply(state, role, action)

    def forced(self, state: State, role: str) -> Action | None:
        """A decision of ``role`` with one way to take it, which the platform
        plays without handing it the device (None: ask the player; the
        default: every decision is asked)."""
        return None

    def previews(self, state: State, role: str) -> dict[str, Any]:
        """What ``role`` may want to know before it commits to a decision now
        (the odds of a fire, an attack), for the table: worked out only when
        the table asks (never in ``view``, which the computer reads at every
        decision). Default: nothing."""
        return {}

    def unfinished(self, state: State, role: str) -> Text | None:
        """What ``role`` would leave undone by ending the step at hand now
        (reinforcements that may still enter ...), for the page to ask first;
        None: nothing (the default)."""
        return None

    def open_decision(self, state: State, role: str) -> bool:
        """True when ``role``'s decision now needs nothing only its side may
        see: hotseat then shows the public view, without a hand-over."""
        return False

    def view(self, state: State, role: str | None) -> dict[str, Any]:
        raise NotImplementedError(f"{type(self).__name__} must say what each role may see")

    def prompt(self, state: State, role: str) -> Text:
        raise NotImplementedError(f"{type(self).__name__} must say what each role must do")

    def result(self, state: State) -> dict[str, Any] | None:
        raise NotImplementedError

    def describe(self, state: State, action: Action, lang: str = "en") -> str:
        return " ".join(str(part) for part in action)

    def copy(self, state: State) -> State:
        # A state is plain data (dicts, lists, strings, numbers): marshal's
        # round trip copies it in C, two to four times faster than
        # copy.deepcopy, and the engine, the computer's search and the
        # tests copy states all the time.
        try:
            copied: State = _marshal.loads(_marshal.dumps(state))
            return copied
        except ValueError:          # not plain data after all: the slow way
            return _copy.deepcopy(state)

    def reveals(self, state: State) -> int:
        return 0

    def take_events(self, state: State) -> list[LogEntry]:
        return []

    def sample(self, view: dict[str, Any], role: str, rng: dice.Stream) -> State:
        raise NotImplementedError(f"{type(self).__name__} cannot rebuild a state from a view")

    def knowledge(self) -> Any:
        return None

    def rolled(self, before: State, after: State) -> bool:
        """True when a move drew from any of the state's random streams."""
        return any(before.get(k) != after.get(k) for k in self.rng_keys)

    def reseed(self, state: State, seed: int) -> None:
        """Replace every random stream of ``state`` by fresh ones from ``seed``
        (a search's sampled future: it never sees the real next rolls)."""
        for key in self.rng_keys:
            state[key] = dice.seed_state(seed, key)

    # Secrets kept per side for two-device play (see the module text and
    # docs/TRUST.md): False for a game whose state is all public but its dice.
    sealed: bool = False

    def may_know(self, state: State, role: str | None) -> set[str]:
        """The sealed handles whose values ``role`` may know now."""
        return set(state.get("sealed", {})) if isinstance(state.get("sealed"), dict) else set()

    def mask(self, state: State, role: str | None) -> State:
        """``state`` as ``role``'s device holds it: sealed values it may not
        know are None. A game without secrets is its own mask."""
        out = self.copy(state)
        sealed = out.get("sealed")
        if self.sealed and isinstance(sealed, dict):
            known = self.may_know(state, role)
            for handle in sealed:
                if handle not in known:
                    sealed[handle] = None
        return out

    # The verbs of a sealed game whose announced form does not tell which action it was
    # (Badges of Courage's unseen swaps of a free deployment): a device keeps them for
    # itself in its own link, enciphered, so it can catch up from that link (TRUST T2.6).
    private_choices: frozenset[str] = frozenset()

    def announce(self, state: State, role: str, action: Action) -> Action:
        """``action`` as the other side's device receives it (default: as is)."""
        return action

    def shown(self, state: State, role: str, action: Action) -> dict[str, Any]:
        """The hidden values an announced ``action`` of ``role`` shows, as it
        shows them: {handle: value} (default: none). A link need not repeat
        them when it opens their commitments (docs/TRUST.md T3.3)."""
        return {}

    def check_reveal(self, state: State, role: str, handle: str, value: Any,
                     seen: dict[str, Any]) -> None:
        """Raise ``Illegal`` (with the rule) when ``value``, which ``role``'s
        device reveals for its hidden ``handle`` in ``state``, is not one the
        rules allow there, judged by what the table shows: the set-up it
        came from, the changes seen since, and ``seen``, the other values
        of ``role`` this device saw revealed (docs/TRUST.md T3.7, checked at
        once by a device between two links). Default: nothing to check."""
        return None

    def settled_draw(self, state: State) -> bool:
        """Whether no card will be drawn from the draw pile before the next
        reshuffle, which leaves it out (between two devices its cards are
        then taken out of the next reshuffle's deal ahead: docs/TRUST.md T4.6).
        A draw after all only costs that deal being made again."""
        return False

    def shared_deck(self, state: State) -> dict[str, Any]:
        """The cards of a deck both sides draw from: {handle: value} (default: none)."""
        return {}

    def card_deck(self, state: State) -> Any:
        """The ``pyapp.core.cards.Deck`` behind ``shared_deck``, for a game
        whose deck is reshuffled in play (two-device play deals each
        reshuffle anew, docs/TRUST.md T4.4); None (the default): dealt once."""
        return None

    def private_setup(self, state: State, role: str, secret: bytes) -> None:
        """Decide, in place, what the set-up keeps secret for ``role`` alone,
        with ``secret`` as the only randomness (see the module text). Default:
        nothing to decide."""
        return None

    def private_setups(self, state: State, seed: int) -> State:
        """Every role's private set-up with its secret from ``seed``
        (``setup_secret``): the last step of ``setup`` in a game that has one."""
        for role in self.roles:
            self.private_setup(state, role, setup_secret(seed, role))
        return state

    orders_spec: dict[str, Any] = {}

    def check_orders(self, orders: Any) -> None:
        """Raise ValueError unless ``orders`` is a mapping of known orders to
        their known choices (both words; nothing else, at any depth)."""
        if not isinstance(orders, dict):
            raise ValueError("orders must be a mapping")
        spec_of = self.orders_spec if isinstance(self.orders_spec, dict) else {}
        for key, value in orders.items():
            spec = spec_of.get(key) if isinstance(key, str) else None
            if spec is None:
                shown = repr(key[:40]) if isinstance(key, str) else _kind(key)
                raise ValueError(f"unknown order {shown}")
            if not isinstance(value, str):
                raise ValueError(f"the order {key!r} must be one of its choices, not {_kind(value)}")
            if value not in spec.get("choices", ()):
                raise ValueError(f"unknown choice {value[:40]!r} for the order {key!r}")

    def auto_choice(self, state: State, role: str, legal: list[Action], orders: dict[str, str],
                    chooser: Chooser | None = None) -> Action | None:
        return None

    def rule_index(self) -> list[dict[str, Any]]:
        """The sections the game's rules text knows (``rule_text``), in
        rulebook order, for a Rules menu (a table of contents): ``[{"rule":
        "4.2.4", "title": {"en": ..., "es": ...}, "depth": n}]``, depth 0 for a
        top section. Default: none."""
        return []

    def check_state(self, state: State) -> None:
        if not isinstance(state, dict) or not all(dice.is_stream(state.get(k)) for k in self.rng_keys):
            raise ValueError("not a game state")

    # Helpers for subclasses -------------------------------------------

    def check_options(self, options: dict[str, Any] | None) -> dict[str, bool]:
        """Options with defaults filled in; unknown or non-boolean ones refused."""
        options = dict(options or {})
        for key, value in options.items():
            if key not in self.options:
                raise Illegal(f"unknown option {key!r} for {self.title}")
            if not isinstance(value, bool):
                raise Illegal(f"option {key!r} must be true or false")
        return {key: bool(options.get(key, False)) for key in sorted(self.options)}

    def check_scenario(self, scenario: str) -> str:
        if not isinstance(scenario, str) or scenario not in self.scenarios:
            raise Illegal(f"unknown scenario {scenario!r} for {self.title}")
        return scenario

    def check_turn(self, state: State, role: str, action: Action) -> None:
        """The contract-level checks every apply() starts with."""
        if role not in self.active(state):
            if not self.active(state):
                raise Illegal("the game is over")
            raise Illegal(f"it is not {role}'s turn to act")
