"""One schema per kind of record the page reads from storage, a file or a
preference, and the one function that checks a value against it.

Nothing read from outside the page is used before it passes here: a value
that does not fit is never half-used, it is refused with the reason (the
caller sets it aside, see ``web.saves.Saves.sweep``). Links are checked by
their own decoder (``pyapp.core.link``), which raises only ``LinkError``.

A schema is a small tree of checkers (``Text``, ``Whole``, ``OneOf``,
``ListOf``, ``Record``); ``check(kind, value)`` returns a clean copy (unknown
fields dropped, so a newer site's extra fields never reach older code) or
raises ``RecordError``. Written here rather than taken from a JSON Schema
library: the one maintained pure-Python validator (jsonschema) pulls in
compiled dependencies that do not load under Pyodide, and what we need fits
in this page.
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_DEPTH = 12           # nesting any record of ours may have (a duel's moves nest deepest)
MAX_LINK = 400_000       # characters of a link inside a record (pyapp.core.link.MAX_TEXT)

SLOT = re.compile(r"[A-Za-z0-9_.:-]{1,120}")
IDENT = re.compile(r"[A-Za-z0-9_-]{1,40}")
UID = re.compile(r"[A-Za-z0-9_-]{1,32}")
HEX = re.compile(r"[0-9a-f]{6,64}")
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
NUMBER = re.compile(r"\d{1,6}")
SEAT_KEY = re.compile(r"[0-9a-f]{64}")
MAX_LINKS = 100_000      # links of one game between two devices (pyapp.core.duel.MAX_MESSAGES)
MAX_SEGMENT = 10_000     # moves of one device in one segment


class RecordError(ValueError):
    """A value that does not fit its schema; ``path`` says where."""

    def __init__(self, path: str, what: str) -> None:
        super().__init__(f"{path or 'the record'}: {what}")
        self.path = path
        self.what = what


class Checker:
    optional = False

    def check(self, value: Any, path: str) -> Any:
        raise NotImplementedError


class Text(Checker):
    def __init__(self, most: int = 200, pattern: re.Pattern | None = None,
                 optional: bool = False) -> None:
        self.most, self.pattern, self.optional = most, pattern, optional

    def check(self, value, path):
        if not isinstance(value, str):
            raise RecordError(path, "should be text")
        if len(value) > self.most:
            raise RecordError(path, f"is longer than {self.most} characters")
        if self.pattern is not None and not self.pattern.fullmatch(value):
            raise RecordError(path, "is not in the expected form")
        return value


class Whole(Checker):
    def __init__(self, least: int = 0, most: int = 2 ** 53, optional: bool = False) -> None:
        self.least, self.most, self.optional = least, most, optional

    def check(self, value, path):
        if not isinstance(value, int) or isinstance(value, bool):
            raise RecordError(path, "should be a whole number")
        if not self.least <= value <= self.most:
            raise RecordError(path, f"should be from {self.least} to {self.most}")
        return value


class OneOf(Checker):
    def __init__(self, *values, optional: bool = False) -> None:
        self.values, self.optional = values, optional

    def check(self, value, path):
        if isinstance(value, bool) or value not in self.values:
            raise RecordError(path, "is not one of " + ", ".join(map(repr, self.values)))
        return value


class ListOf(Checker):
    def __init__(self, item: Checker, most: int = 16, optional: bool = False) -> None:
        self.item, self.most, self.optional = item, most, optional

    def check(self, value, path):
        if not isinstance(value, list):
            raise RecordError(path, "should be a list")
        if len(value) > self.most:
            raise RecordError(path, f"holds more than {self.most} items")
        return [self.item.check(v, f"{path}[{i}]") for i, v in enumerate(value)]


class Record(Checker):
    """A JSON object with known fields (unknown ones are dropped)."""

    def __init__(self, fields: dict[str, Checker], optional: bool = False) -> None:
        self.fields, self.optional = fields, optional

    def check(self, value, path):
        if not isinstance(value, dict):
            raise RecordError(path, "should be an object")
        out = {}
        for key, checker in self.fields.items():
            where = f"{path}.{key}" if path else key
            if key not in value or value[key] is None:
                if checker.optional:
                    continue
                raise RecordError(where, "is missing")
            out[key] = checker.check(value[key], where)
        return out


class Flag(Checker):
    def __init__(self, optional: bool = False) -> None:
        self.optional = optional

    def check(self, value, path):
        if not isinstance(value, bool):
            raise RecordError(path, "should be true or false")
        return value


class MapOf(Checker):
    """A JSON object whose keys fit ``key`` and whose values fit ``item``."""

    def __init__(self, key: re.Pattern, item: Checker, most: int = 16, optional: bool = False) -> None:
        self.key, self.item, self.most, self.optional = key, item, most, optional

    def check(self, value, path):
        if not isinstance(value, dict):
            raise RecordError(path, "should be an object")
        if len(value) > self.most:
            raise RecordError(path, f"holds more than {self.most} items")
        out = {}
        for key, item in value.items():
            if not isinstance(key, str) or not self.key.fullmatch(key):
                raise RecordError(f"{path}.{str(key)[:20]}", "is not a name this record has")
            out[key] = self.item.check(item, f"{path}.{key}")
        return out


class Action(Checker):
    """A move's action as JSON (a list of words and whole numbers, maybe
    nested), held to the rules package's own limits (``as_action``)."""

    def check(self, value, path):
        from pyapp.core import Illegal, as_action
        if not isinstance(value, list):
            raise RecordError(path, "should be a list")
        try:
            as_action(value)
        except Illegal as exc:
            raise RecordError(path, exc.reason) from None
        return value


class Move(Checker):
    """[side, action]: one move of a duel's segment."""

    def check(self, value, path):
        if not isinstance(value, list) or len(value) != 2:
            raise RecordError(path, "should be a side and an action")
        return [Text(40, IDENT).check(value[0], f"{path}[0]"), Action().check(value[1], f"{path}[1]")]


class Nullable(Checker):
    """``inner``, or JSON null (kept as None)."""

    def __init__(self, inner: Checker) -> None:
        self.inner = inner

    def check(self, value, path):
        return None if value is None else self.inner.check(value, path)


# The kinds ------------------------------------------------------------------------------------

# A game between two devices (pyapp.core.duel.Duel.record): the seat key, every
# link made or taken, this device's moves by segment, its standing orders, and
# the segments whose last move rolled and waits for its dice (T2.7).
DUEL = Record({
    "game": Text(40, IDENT),
    "uid": Text(32, UID),
    "seat": Text(40, IDENT),
    "creator": Text(40, IDENT),
    "key": Text(64, SEAT_KEY),
    "links": MapOf(NUMBER, Text(MAX_LINK), MAX_LINKS),
    "segments": MapOf(NUMBER, ListOf(Move(), MAX_SEGMENT), MAX_LINKS),
    "orders": MapOf(IDENT, Text(40, IDENT), 64),
    "bound": MapOf(NUMBER, Move(), MAX_LINKS, optional=True),
}, optional=True)

# What the other side's audit link showed (docs/TRUST.md T5): passed, with the
# moves checked, or refused at a move with its section.
AUDIT = Record({
    "ok": Flag(),
    "moves": Whole(0, 10_000_000, optional=True),
    "move": Whole(0, 10_000_000, optional=True),
    "rule": Text(20, optional=True),
    "reason": Text(400, optional=True),
}, optional=True)

SAVE = Record({
    "v": OneOf(1, 2),
    "slot": Text(120, SLOT),
    "kind": OneOf("auto", "named", optional=True),
    "name": Text(200),
    "game": Text(40, IDENT),
    "uid": Text(32, UID, optional=True),
    "scenario": Text(40, optional=True),
    "ply": Whole(0, 10_000_000, optional=True),
    "head": Text(64, HEX, optional=True),
    "rules": Text(20, optional=True),
    "build": Text(40, optional=True),
    "active": ListOf(Text(40), 8, optional=True),
    "label": Text(200, optional=True),
    "label_es": Text(200, optional=True),
    "link": Text(MAX_LINK),
    "saved_at": Text(40, STAMP, optional=True),
    "duel": DUEL,
    "audit": AUDIT,
})

# The computer opponent of one game ("computer:<slot>" preference): JSON.
COMPUTER = Nullable(Record({"role": Text(40, IDENT), "level": Text(20, IDENT)}))

KINDS: dict[str, Checker] = {
    "save": SAVE,
    "last": Text(120, SLOT),
    "lang": OneOf("en", "es"),
    "seat": Text(40, IDENT),
    "computer": COMPUTER,
    "export": Record({"format": OneOf("civil-war-table-saves"), "v": OneOf(1, 2),
                      "saves": ListOf(Record({}, optional=False), 10_000)}),
}


def depth(value: Any, most: int = MAX_DEPTH) -> int:
    """How deep ``value`` nests (a scalar is 0); stops counting past ``most``."""
    if most < 0:
        return 1
    if isinstance(value, dict):
        return 1 + max((depth(v, most - 1) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth(v, most - 1) for v in value), default=0)
    return 0


def loads(raw: Any, most: int = 20 * MAX_LINK) -> Any:
    """JSON text to a value, refusing what no record of ours can be: not
    text, too long, unreadable, or nested too deep (which would otherwise
    reach Python's recursion limit)."""
    if not isinstance(raw, str):
        raise RecordError("", "is not text")
    if len(raw) > most:
        raise RecordError("", "is too large to be one of ours")
    # A cheap bound before parsing: deeper brackets than any record has.
    if raw.count("[") + raw.count("{") > 100_000 or _bracket_depth(raw) > MAX_DEPTH + 2:
        raise RecordError("", "is nested deeper than any record of ours")
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        raise RecordError("", "is not readable") from None


STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
BRACKET = re.compile(r"[\[\]{}]")


def _bracket_depth(raw: str) -> int:
    """The deepest nesting of brackets outside JSON strings."""
    deepest = level = 0
    for ch in BRACKET.findall(STRING.sub("", raw)):
        level += 1 if ch in "[{" else -1
        deepest = max(deepest, level)
    return deepest


def check(kind: str, value: Any) -> Any:
    """``value`` checked against the schema of ``kind``: a clean copy, or
    ``RecordError``."""
    if depth(value) > MAX_DEPTH:
        raise RecordError("", "is nested deeper than any record of ours")
    return KINDS[kind].check(value, "")


def pref_kind(name: str) -> str | None:
    """The schema of a device preference, by its name."""
    if name in ("lang", "seat"):
        return name
    if name.startswith("computer:"):
        return "computer"
    return None
