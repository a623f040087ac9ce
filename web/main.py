"""The page's entry point: ``start()`` builds the page (``web.app.App``) and
tells the loading screen it is ready.

Importing this module imports every module the page runs (the rules, the
tables, the widgets), so a start-up snapshot (web/snapshot-worker.mjs)
holds them all; nothing here touches the page until ``start()``.
"""

from __future__ import annotations

import random
import traceback

import js

from pyapp import games

from . import tables
from .app import App
from .dom import open_storage
from .widgets import mapcanvas, p2p  # noqa: F401  (imported up front: part of the snapshot)

tables.load_all()

PAGE = None
BOOTING = "cwt:booting"     # set while the page starts; still there next time: that start failed


def safe_mode() -> str:
    """"asked" (``?safe``), "failed" (the last start never finished: this
    one reads nothing stored, so a stored value cannot brick the page) or "".
    Marks this start as under way; ``start`` clears it once the page runs."""
    parts = str(js.location.search or "").lstrip("?").split("&")
    asked = any(part == "safe" or part.startswith("safe=") for part in parts)
    failed = False
    try:
        storage = open_storage()           # this page's namespace (web/dom.py)
        failed = storage.get(BOOTING) is not None
        storage.set(BOOTING, "1")
    except Exception:           # storage refused: nothing stored can be read anyway
        pass
    return "asked" if asked else "failed" if failed else ""


def started() -> None:
    try:
        open_storage().remove(BOOTING)
    except Exception:
        pass


def start():
    global PAGE
    boot = js.window.cwtBoot
    try:
        boot.step("Loading the games…", 0.9)
        safe = safe_mode()
        # A start-up snapshot holds one fixed state of Python's generators:
        # draw fresh entropy on every visit (new games' seeds come from JS).
        random.seed()
        for gid in games.ids():
            try:
                games.get(gid)
            except AttributeError:
                pass
        PAGE = App(safe=safe)
        PAGE.start()
        started()
        boot.ready()
    except Exception as exc:
        traceback.print_exc()
        boot.fail(f"The game's code failed to start ({type(exc).__name__}: {exc}).")
