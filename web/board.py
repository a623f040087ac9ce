"""Kept for the start-up snapshot's import list (web/snapshot-worker.mjs
imports ``web.board``): the point-to-point map now lives in
``web.widgets.p2p`` and A House Divided's marks in ``web.tables.ahd_map``."""

from .tables.ahd_map import AhdMap as Board, draw_counter  # noqa: F401
