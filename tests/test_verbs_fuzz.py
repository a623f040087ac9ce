"""Junk through the window.app verbs raises Illegal, LinkError or SaveError only.

Seeded random calls: JSON values of every type (null, true/false, numbers
small, huge and fractional, text short, long and odd, lists, mappings, deep
nesting), wrong argument counts, near-valid calls with one argument spoiled,
and real moves now and then so the games go on. Each goes through
``web.verbargs.check`` and then, when it passes, to the ``Session`` verb; a
second stream calls the ``Session`` verbs directly with junk (the right
number of arguments, any values), since the page calls them too.
``tiers.count("verbs.junk")`` calls (a sample in the default tier, 2000 in
``./test.sh --full``; ``CWT_FUZZ_VERBS`` overrides).
"""

from __future__ import annotations

import json
import random

import pytest

import tiers
from pyapp.core import Illegal, LinkError
from web import verbargs
from web.saves import MemoryStorage, SaveError, Saves
from web.session import Session

CASES = tiers.count("verbs.junk")
EXPECTED = (Illegal, LinkError, SaveError)


def device() -> Session:
    return Session(Saves(MemoryStorage()), "https://example.org/games/")


def deep(n: int, leaf=1, kind=list):
    value = leaf
    for _ in range(n):
        value = [value] if kind is list else {"a": value}
    return value


WORDS = ["union", "csa", "blue", "grey", "red", "whole", "turn", "position", "en", "es", "mini",
         "ahd", "standard", "short", "campaign", "roll", "pass", "move", "march", "end_moves",
         "targets", "weakest", "decide", "computer", "", " ", "\u00e9", "\ud800", "<script>",
         "x" * 70, "y" * 5000, "0", "null", "true"]


def junk(rnd: random.Random, depth: int = 0):
    """A random JSON value (what json.loads may give a verb)."""
    r = rnd.random()
    if depth > 3 or r < 0.5:
        return rnd.choice([
            None, True, False, 0, 1, -1, 7, 2 ** 31, 2 ** 53, 2 ** 53 - 1, -2 ** 63, 2 ** 64,
            10 ** 400, -(10 ** 5000), 0.5, -0.0, 1e308, float("inf"), float("nan"),
            rnd.choice(WORDS), rnd.randrange(-5, 50),
            "".join(chr(rnd.randrange(1, 0x3000)) for _ in range(rnd.randrange(0, 12))),
        ])
    if r < 0.65:
        return [junk(rnd, depth + 1) for _ in range(rnd.randrange(0, 5))]
    if r < 0.8:
        return {rnd.choice(WORDS): junk(rnd, depth + 1) for _ in range(rnd.randrange(0, 4))}
    if r < 0.85:
        return deep(rnd.choice((10, 100, 900, 3000)), junk(rnd, 4), rnd.choice((list, dict)))
    if r < 0.9:
        return [rnd.choice(WORDS)] + [rnd.randrange(-3, 40) for _ in range(rnd.randrange(0, 3))]
    if r < 0.95:
        return list(range(rnd.choice((257, 1000, 100_000))))
    return {"targets": rnd.choice(["weakest", ["weakest"], {"a": 1}, None, 3])}


def near_valid(rnd: random.Random, s: Session, verb: str) -> list:
    """The arguments ``verb`` expects, one or two of them spoiled now and then."""
    m = s.match
    roles = list(m.game.roles) if m else ["union"]
    active = m.active() if m else []
    role = rnd.choice(active or roles)
    legal = s.legal(role) if m and active else []
    action = rnd.choice(legal) if legal else ["roll"]
    good = {
        "games": [],
        "newGame": [rnd.choice(["mini", "ahd"]), None, {}, rnd.randrange(1000)],
        "view": [rnd.choice(roles + [None])],
        "legal": [role],
        "act": [role, action],
        "undo": [role],
        "link": [rnd.choice(["whole", "turn", "position"])],
        "open": [s.link(rnd.choice(["whole", "turn"])) if m else "#AAAA"],
        "hash": [], "active": [], "result": [],
        "describe": [action, rnd.choice(["en", "es"])],
        "boxScreen": ["box"],
        "setOrders": [role, rnd.choice([None, {}, {"targets": "weakest"}])],
        "selected": [], "thinking": [], "drawTimes": [5],
    }[verb]
    args = list(good)
    if args and rnd.random() < 0.6:
        args[rnd.randrange(len(args))] = junk(rnd)
    if rnd.random() < 0.1:
        args = args + [junk(rnd)] * rnd.randrange(1, 3)
    if args and rnd.random() < 0.1:
        args = args[:rnd.randrange(len(args))]
    if rnd.random() < 0.05 and args and isinstance(args[-1], str) and len(args[-1]) > 20:
        text = args[-1]                                   # a damaged link
        i = rnd.randrange(len(text))
        args[-1] = text[:i] + rnd.choice("AB_-#") + text[i + 1:]
    return args


SESSION_VERBS = {
    "games": lambda s, a: s.games(),
    "newGame": lambda s, a: s.new_game(*a),
    "view": lambda s, a: s.view(*a),
    "legal": lambda s, a: s.legal(*a),
    "act": lambda s, a: s.act(*a),
    "undo": lambda s, a: s.undo(*a),
    "link": lambda s, a: s.link(*a),
    "open": lambda s, a: s.open(*a),
    "hash": lambda s, a: s.hash(),
    "active": lambda s, a: s.active(),
    "result": lambda s, a: s.result(),
    "describe": lambda s, a: s.describe(*a),
    "setOrders": lambda s, a: s.set_orders(*a),
}
ARITY = {"games": 0, "newGame": 4, "view": 1, "legal": 1, "act": 2, "undo": 1, "link": 1,
         "open": 1, "hash": 0, "active": 0, "result": 0, "describe": 2, "setOrders": 2}


def call(s: Session, verb: str, args) -> str:
    """One call as dispatch makes it: checked, then run. Returns how it ended."""
    try:
        clean = verbargs.check(verb, args)
        if verb in SESSION_VERBS:
            value = SESSION_VERBS[verb](s, clean)
            json.dumps(value)                       # the answer goes back as JSON
        return "ok"
    except EXPECTED as exc:
        assert str(exc)
        return type(exc).__name__


def direct(s: Session, verb: str, args: list) -> str:
    """A Session verb called with junk values (the right count)."""
    try:
        SESSION_VERBS[verb](s, args)
        return "ok"
    except EXPECTED as exc:
        assert str(exc)
        return type(exc).__name__


def test_junk_through_the_verbs_raises_only_expected_errors():
    rnd = random.Random(13)
    s = device()
    s.new_game("ahd", "campaign", {}, 1)
    ends: dict[str, int] = {}
    verbs = list(verbargs.VERBS) + ["nope", "__init__", ""]
    for case in range(CASES):
        if s.match is None or rnd.random() < 0.01:
            s = device()
            s.new_game(rnd.choice(["mini", "ahd"]), None, {}, rnd.randrange(100))
        verb = rnd.choice(verbs)
        try:
            if rnd.random() < 0.25 and s.match and s.active():      # a real move, so games go on
                role = s.active()[0]
                end = call(s, "act", [role, rnd.choice(s.legal(role))])
            elif verb not in verbargs.VERBS or rnd.random() < 0.15:
                end = call(s, verb, junk(rnd))                       # args not even a list, maybe
            elif rnd.random() < 0.6:
                end = call(s, verb, near_valid(rnd, s, verb))
            elif verb in SESSION_VERBS and rnd.random() < 0.7:
                end = direct(s, verb, [junk(rnd) for _ in range(ARITY[verb])])
            else:
                end = call(s, verb, [junk(rnd) for _ in range(rnd.randrange(0, 5))])
        except Exception as exc:        # pragma: no cover - the failure report
            raise AssertionError(f"case {case}: {verb}: {type(exc).__name__}: {exc}") from exc
        ends[end] = ends.get(end, 0) + 1
    print(f"\n{CASES} verb calls: {ends}")


# Focused ----------------------------------------------------------------------------

def test_check_fills_defaults_and_cleans():
    assert verbargs.check("link", []) == ["whole"]
    assert verbargs.check("view", [None]) == [None]
    assert verbargs.check("view", []) == [None]
    assert verbargs.check("act", ["union", ["move", "u1", 3]]) == ["union", ("move", "u1", 3)]
    assert verbargs.check("describe", [["roll"]]) == [("roll",), "en"]
    assert verbargs.check("newGame", ["ahd", None, None, 5]) == ["ahd", None, {}, 5]
    assert verbargs.check("setOrders", ["csa", {"targets": "weakest"}]) == ["csa", {"targets": "weakest"}]
    assert verbargs.check("drawTimes", []) == [20]
    assert verbargs.check("games", None) == []


@pytest.mark.parametrize("verb,args", [
    ("nope", []), (None, []), (["act"], []),
    ("games", [1]), ("legal", []), ("legal", [["union"]]), ("legal", [{"a": 1}]),
    ("legal", ["x" * 65]), ("act", ["union"]), ("act", ["union", {"move": 1}]),
    ("act", ["union", ["move", True]]), ("act", ["union", ["move", 1.5]]),
    ("act", ["union", ["move", 2 ** 80]]), ("act", ["union", deep(6, "x")]),
    ("act", ["union", list(range(257))]), ("act", ["union", []]), ("act", ["union", None]),
    ("act", ["union", ["x" * 201]]), ("view", [5]), ("link", ["short"]), ("link", [["whole"]]),
    ("open", [None]), ("open", ["A" * 500_000]), ("describe", [["roll"], "fr"]),
    ("newGame", ["ahd", None, {}, None]), ("newGame", ["ahd", None, {}, -1]),
    ("newGame", ["ahd", None, {}, 2 ** 53]), ("newGame", ["ahd", None, {}, 1.0]),
    ("newGame", ["ahd", None, {"x": 1}, 1]), ("newGame", ["ahd", None, ["x"], 1]),
    ("newGame", [["ahd"], None, {}, 1]), ("newGame", ["ahd", 3, {}, 1]),
    ("setOrders", ["csa", {"targets": ["weakest"]}]), ("setOrders", ["csa", ["targets"]]),
    ("setOrders", ["csa", {"targets": {"a": "b"}}]), ("setOrders", ["csa", "weakest"]),
    ("drawTimes", [0]), ("drawTimes", [10 ** 9]), ("boxScreen", [None]),
    ("act", {"0": "union"}), ("act", "union"), ("legal", deep(20)),
])
def test_check_refuses(verb, args):
    with pytest.raises(Illegal) as info:
        verbargs.check(verb, args)
    assert 0 < len(str(info.value)) < 200


def test_parse_caps_size_and_depth_before_parsing():
    for text in ("[" * 100_000 + "]" * 100_000, '[{"a":' * 50 + "1" + "}]" * 50, "[1,", "{}x",
                 "[" + '"x",' * 400_000 + '"x"]', None, 5):
        with pytest.raises(Illegal):
            verbargs.parse("act", text)
    assert verbargs.parse("act", '["union", ["roll"]]') == ["union", ("roll",)]


def test_session_verbs_refuse_junk_with_illegal():
    s = device()
    s.new_game("ahd", "campaign", {}, 3)
    role = s.active()[0]
    for call_ in (lambda: s.act(role, {"roll": 1}), lambda: s.act(role, 2 ** 200),
                  lambda: s.act(role, deep(3000)), lambda: s.act(role, [[["roll"]]]),
                  lambda: s.act([role], ["roll"]), lambda: s.act({"a": role}, ["roll"]),
                  lambda: s.view([role]), lambda: s.view(deep(5000)), lambda: s.legal({"a": 1}),
                  lambda: s.undo([role]), lambda: s.link(["whole"]), lambda: s.link(deep(5000)),
                  lambda: s.describe({"a": 1}), lambda: s.describe(["roll"], ["en"]),
                  lambda: s.describe(deep(10)),
                  lambda: s.set_orders(role, {"targets": ["weakest"]}),
                  lambda: s.set_orders(["csa"], None), lambda: s.set_orders(role, deep(3000)),
                  lambda: s.new_game(deep(5000), None, {}, 1),
                  lambda: s.new_game("ahd", deep(5000), {}, 1),
                  lambda: s.new_game("ahd", None, deep(50, kind=dict), 1),
                  lambda: s.new_game("x" * 10_000, None, {}, 1)):
        with pytest.raises(Illegal) as info:
            call_()
        assert 0 < len(str(info.value)) < 300
    # the game in play is untouched
    assert s.match.ply == 0 and s.active() == [role]


def test_describe_words_any_action_shape_or_refuses():
    s = device()
    s.new_game("ahd", "campaign", {}, 3)
    for action in (["roll"], ["move", "nowhere", "nowhere"], ["battle"], ["x", 1, 2, 3], "pass", 5):
        try:
            assert isinstance(s.describe(action), str)
        except Illegal:
            pass
