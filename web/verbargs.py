"""The arguments of the ``window.app`` verbs, checked before any verb runs.

``window.cwtPy(verb, argsJson)`` (``web.verbs.dispatch``) receives whatever a
test, an embedding page or a stray ``postMessage`` sends. ``parse`` reads the
JSON (its size and nesting capped before the parser runs) and ``check``
holds each verb's argument list to its shape: how many, of what type, in
what range, how long, how deep. Anything else raises ``Illegal`` with a
plain message; what passes is returned cleaned (defaults filled in, actions
as tuples), so a verb never meets a value it cannot handle.

Pure Python: no browser module, so it is tested natively.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from pyapp.core import Illegal, as_action
from pyapp.core.link import MAX_TEXT as MAX_LINK, json_depth

MAX_JSON = MAX_LINK + 64 * 1024     # characters of one call's arguments
MAX_DEPTH = 8                       # nesting of one call's arguments
MAX_NAME = 64                       # a side, game, scenario, option, box, order id
MAX_ORDERS = 64                     # orders in one setOrders
MAX_SEED = 2 ** 53                  # seeds are JavaScript-safe whole numbers
LINK_FORMS = ("whole", "turn", "position")
LANGS = ("en", "es")
NO_DEFAULT = object()

Check = Callable[[str, Any], Any]


def _kind(value: Any) -> str:
    """What a value is, in words (never its repr: it may be huge or deep)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "a number"
    if isinstance(value, float):
        return "a fraction"
    if isinstance(value, str):
        return "text"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def _name(what: str, value: Any) -> str:
    if not isinstance(value, str):
        raise Illegal(f"{what} must be text, not {_kind(value)}")
    if not value or len(value) > MAX_NAME:
        raise Illegal(f"{what} must be from 1 to {MAX_NAME} characters long")
    return value


def role(what: str, value: Any) -> str:
    return _name(what, value)


def role_or_none(what: str, value: Any) -> str | None:
    return None if value is None else _name(what, value)


def name(what: str, value: Any) -> str:
    return _name(what, value)


def name_or_none(what: str, value: Any) -> str | None:
    return None if value is None else _name(what, value)


def action(what: str, value: Any) -> tuple[Any, ...]:
    if not isinstance(value, (list, str, int)) or isinstance(value, bool):
        raise Illegal(f"{what} must be a list of words and numbers, not {_kind(value)}")
    return as_action(value)


def options(what: str, value: Any) -> dict[str, bool]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise Illegal(f"{what} must be a mapping of option to true or false, not {_kind(value)}")
    if len(value) > MAX_NAME:
        raise Illegal(f"{what} has too many entries")
    for key, flag in value.items():
        _name("an option", key)
        if not isinstance(flag, bool):
            raise Illegal(f"the option {key!r} must be true or false, not {_kind(flag)}")
    return dict(value)


def seed(what: str, value: Any) -> int:
    if value is None:
        raise Illegal("a new game needs a seed")
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < MAX_SEED:
        raise Illegal("the seed must be a whole number from 0 to 2^53")
    return value


def orders(what: str, value: Any) -> dict[str, str] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise Illegal(f"{what} must be a mapping of order to choice, or null, not {_kind(value)}")
    if len(value) > MAX_ORDERS:
        raise Illegal(f"{what} has too many entries")
    for key, choice in value.items():
        _name("an order", key)
        _name(f"the order {key!r}", choice)
    return dict(value)


def link_form(what: str, value: Any) -> str:
    if value not in LINK_FORMS or not isinstance(value, str):
        raise Illegal(f"{what} must be one of {', '.join(LINK_FORMS)}")
    return value


def link_text(what: str, value: Any) -> str:
    if not isinstance(value, str):
        raise Illegal(f"{what} must be text, not {_kind(value)}")
    if len(value) > MAX_LINK + 4096:
        raise Illegal(f"{what} is too long to be one of ours")
    return value


def lang(what: str, value: Any) -> str:
    if value not in LANGS or not isinstance(value, str):
        raise Illegal(f"{what} must be one of {', '.join(LANGS)}")
    return value


def count(what: str, value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 200:
        raise Illegal(f"{what} must be a whole number from 1 to 200")
    return value


# verb: [(what the argument is, its check, its default or NO_DEFAULT)]
VERBS: dict[str, list[tuple[str, Check, Any]]] = {
    "games": [],
    "newGame": [("the game", name, NO_DEFAULT), ("the scenario", name_or_none, None),
                ("the options", options, None), ("the seed", seed, None)],
    "view": [("the side", role_or_none, None)],
    "legal": [("the side", role, NO_DEFAULT)],
    "act": [("the side", role, NO_DEFAULT), ("the action", action, NO_DEFAULT)],
    "undo": [("the side", role, NO_DEFAULT)],
    "link": [("the link form", link_form, "whole")],
    "open": [("the link", link_text, NO_DEFAULT)],
    "hash": [],
    "active": [],
    "result": [],
    "describe": [("the action", action, NO_DEFAULT), ("the language", lang, "en")],
    "boxScreen": [("the box", name, NO_DEFAULT)],
    "setOrders": [("the side", role, NO_DEFAULT), ("the orders", orders, None)],
    "selected": [],
    "thinking": [],
    "drawTimes": [("the number of draws", count, 20)],
}


# Verbs added with the game between two devices (web/duelplay.py): they read
# only, and take no argument. Kept apart from VERBS so that the verb fuzz
# (tests/test_verbs_fuzz.py) keeps to the verbs it knows how to call.
DUEL_VERBS: dict[str, list[tuple[str, Check, Any]]] = {
    "duel": [],
}


def _depth_ok(value: Any, limit: int) -> bool:
    """True when ``value`` nests lists and mappings no deeper than ``limit``
    (without recursion, so any depth is safe to ask about)."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (list, tuple)):
            children = list(item)
        elif isinstance(item, dict):
            children = list(item.values())
        else:
            continue
        if depth + 1 > limit:
            return False
        stack.extend((child, depth + 1) for child in children)
    return True


def check(verb: Any, args: Any) -> list[Any]:
    """``args`` (the JSON-decoded argument list of ``verb``) checked and
    cleaned: one value per argument the verb takes, defaults filled in.
    ``Illegal`` for an unknown verb or any argument out of shape."""
    if not isinstance(verb, str) or (verb not in VERBS and verb not in DUEL_VERBS):
        shown = repr(verb[:40]) if isinstance(verb, str) else _kind(verb)
        raise Illegal(f"unknown verb {shown}")
    spec = VERBS[verb] if verb in VERBS else DUEL_VERBS[verb]
    if args is None:
        args = []
    if not isinstance(args, (list, tuple)):
        raise Illegal(f"the arguments of {verb} must be a list, not {_kind(args)}")
    if len(args) > len(spec):
        raise Illegal(f"{verb} takes at most {len(spec)} argument{'s' if len(spec) != 1 else ''}, "
                      f"not {len(args)}")
    if not _depth_ok(args, MAX_DEPTH):
        raise Illegal(f"the arguments of {verb} are nested too deeply")
    out = []
    for i, (what, test, default) in enumerate(spec):
        if i < len(args):
            value = args[i]
        elif default is NO_DEFAULT:
            raise Illegal(f"{verb} needs {what}")
        else:
            value = default
        out.append(test(what, value))
    return out


def parse(verb: Any, args_json: Any) -> list[Any]:
    """``check`` of the JSON text ``args_json`` (what ``window.cwtPy`` is
    given), its size and nesting capped before it is parsed."""
    if not isinstance(args_json, str):
        raise Illegal("the arguments must be JSON text")
    if len(args_json) > MAX_JSON:
        raise Illegal("the arguments are too long")
    data = args_json.encode("utf-8", "surrogatepass")
    if not json_depth(data, MAX_DEPTH + 1):
        raise Illegal("the arguments are nested too deeply")
    try:
        args = json.loads(args_json)
    except (ValueError, RecursionError):
        raise Illegal("the arguments are not valid JSON") from None
    return check(verb, args)
