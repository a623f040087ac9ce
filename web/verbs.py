"""``window.app``: the verbs tests and embedding sites call.

``web/boot.js`` defines ``window.app`` and the postMessage bridge; each verb
arrives here as ``window.cwtPy(verb, argsJson)`` and answers JSON: {ok,
value} or {ok: false, error: {kind, reason, rule, move}}. Never raises into
JavaScript.
"""

from __future__ import annotations

import json
import traceback

import js

from pyapp.core import Illegal, LinkError

from . import verbargs
from .saves import SaveError

# Verbs after which the page is drawn again.
REDRAW = ("newGame", "act", "undo", "open", "setOrders")
# Verbs after which the other side's standing orders are played (by link).
ORDERS = ("act", "open", "setOrders")


def _arg(args, i, default=None):
    return args[i] if len(args) > i else default


def _session_verb(app, verb, args):
    """The verbs answered by the session alone."""
    s = app.session
    if verb == "games":
        return s.games()
    if verb == "view":
        return s.view(_arg(args, 0))
    if verb == "legal":
        return s.legal(args[0])
    if verb == "act":
        return s.act(args[0], args[1])
    if verb == "undo":
        return s.undo(args[0])
    if verb == "link":
        return s.link(_arg(args, 0, "whole"))
    if verb == "hash":
        return s.hash()
    if verb == "active":
        return s.active()
    if verb == "result":
        return s.result()
    if verb == "setOrders":
        return s.set_orders(args[0], _arg(args, 1))
    if verb == "describe":
        return s.describe(args[0], _arg(args, 1, "en"))
    raise Illegal(f"unknown verb {verb!r}")


def _page_verb(app, verb, args):
    """The verbs about the page itself (the map, the computer)."""
    if verb == "newGame":
        gid, scenario, options, seed = (list(args) + [None] * 4)[:4]
        value = app.session.new_game(gid, scenario, options or {}, seed)
        app.game_opened()
        return value
    if verb == "open":
        value = app.session.open(args[0])
        if "outcome" in value:           # a game between two devices: as the page opens it
            app.after_duel_link(value)
        else:
            app.game_opened()
        return value
    if verb == "duel":
        # The game between two devices in play (docs/TRUST.md): the seat, the
        # link to send, whether this device may act; null for any other game.
        return app.session.duel_status()
    if verb == "boxScreen":
        # Where a map item is drawn, in CSS pixels from the map's top-left
        # corner (for tests, and for sites that overlay the board).
        where = app.map.item_screen(args[0]) if app.map is not None else None
        if where is None:
            raise Illegal(f"no box {args[0]!r} on the map")
        return list(where)
    if verb == "selected":
        return app.selected
    if verb == "thinking":
        # Is the computer thinking, and in how many slices it has thought so far.
        return app.computer.status()
    if verb == "drawTimes":
        # Full redraws of the map, each timed (bench/ui.py).
        if app.map is None:
            raise Illegal("no map is shown")
        times = []
        for _ in range(int(_arg(args, 0, 20))):
            t0 = js.performance.now()
            app.map.draw()
            times.append(float(js.performance.now() - t0))
        return times
    return _session_verb(app, verb, args)


def dispatch(app, verb, args_json):
    """window.cwtPy(verb, argsJson) -> JSON reply."""
    try:
        # Each verb's arguments are checked before it runs (web/verbargs.py):
        # whatever a caller sends, a verb meets only values it can handle.
        args = verbargs.parse(str(verb), str(args_json))
        value = _page_verb(app, str(verb), args)
        s = app.session
        if verb in ORDERS and app.seat != "both" and s.match is not None:
            s.follow_orders(app.seat)
        elif verb in ORDERS and s.match is not None:
            # hotseat: no hand-over for a formality, nor for a decision the other
            # side's standing orders settle (the side that just moved holds the device)
            s.follow_orders(s.match.moves[-1].role if s.match.moves else None)
        if verb in REDRAW:
            if s.notice and not s.stale:
                app.flash(s.notice_text(app.lang), "warn")
            app.render()
        return json.dumps({"ok": True, "value": value})
    except Illegal as exc:
        return json.dumps({"ok": False, "error": {"kind": "Illegal", "reason": exc.reason, "rule": exc.rule,
                                                   "es": exc.es}})
    except SaveError as exc:
        return json.dumps({"ok": False, "error": {"kind": "SaveError", "reason": str(exc), "rule": ""}})
    except LinkError as exc:
        return json.dumps({"ok": False, "error": {"kind": "LinkError", "reason": str(exc),
                                                   "rule": exc.rule, "move": exc.move}})
    except Exception as exc:  # a bug: report it rather than break the caller
        traceback.print_exc()
        return json.dumps({"ok": False, "error": {"kind": type(exc).__name__, "reason": str(exc), "rule": ""}})
