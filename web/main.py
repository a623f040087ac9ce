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
from .widgets import mapcanvas, p2p  # noqa: F401  (imported up front: part of the snapshot)

tables.load_all()

PAGE = None


def start():
    global PAGE
    boot = js.window.cwtBoot
    try:
        boot.step("Loading the games…", 0.9)
        # A start-up snapshot holds one fixed state of Python's generators:
        # draw fresh entropy on every visit (new games' seeds come from JS).
        random.seed()
        for gid in games.ids():
            try:
                games.get(gid)
            except AttributeError:
                pass
        PAGE = App()
        PAGE.start()
        boot.ready()
    except Exception as exc:
        traceback.print_exc()
        boot.fail(f"The game's code failed to start ({type(exc).__name__}: {exc}).")
