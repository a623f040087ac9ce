"""The page: its state (language, seat, screen, message, selection), its
events, and drawing the screen in play.

``web.session`` holds the game, its links and saves (tested natively);
``web.screens`` and ``web.game_screen`` build the HTML; the game's table
(``web.tables``) draws the map and its panels; ``web.computer`` plays the
computer's side; ``web.verbs`` answers ``window.app``.
"""

from __future__ import annotations

import asyncio
import json
import traceback

import js

from pyapp import games
from pyapp.core import Illegal, LinkError
from pyapp.core import duel as D
from pyapp.core import parts as P

from . import duel_screen, files, game_screen, livelink, screens, tables, update
from .commands import Commands
from .computer import Computer
from .dom import (browser_lang, by_id, clear_pref, later, nullish, open_fallback, open_storage, options,
                  pref, proxy, set_pref, visible)
from .handover import BOTH, Handover
from .live import Live
from .saves import SaveError, Saves
from .session import Session
from .tables.base import Seat, earlier_roll, seat_of
from .text import role_name, t
from .verbs import dispatch

TOAST_MS = 6000          # an information toast goes by itself after this long


class App(Commands):
    def __init__(self, safe: str = ""):
        self.doc = js.document
        self.root = by_id("app")
        # Safe mode ("asked": ?safe; "failed": the last start never finished,
        # web/main.py): nothing stored is read at start, not even a preference.
        self.safe = safe
        self.storage = open_storage()         # the player's own, an embedder's, or memory only
        build = self.doc.documentElement.getAttribute("data-build")
        self.session = Session(Saves(self.storage), str(js.location.href),
                               build="" if nullish(build) else str(build),
                               fallback=None if safe else open_fallback())
        self.link_kept = False       # a link stays in the address bar until its game is stored
        self.live = Live(self)       # live play between two devices (T7)
        saved_lang = None if safe else pref("lang")
        self.lang = saved_lang if saved_lang in ("en", "es") else browser_lang()
        seat = None if safe else pref("seat")
        self.seat = seat if seat and seat.isidentifier() and len(seat) <= 40 else BOTH   # or a role
        # The map's highlights of what can be done ("Hide highlights"); only
        # for this visit. An old "moves" preference (it hid the actions) goes.
        self.show_moves = True
        if not safe and pref("moves") is not None:
            clear_pref("moves")
        self.screen = "start"
        self.message = ""            # the notice of the moment, shown as a toast
        self.message_kind = "info"   # info (goes by itself), warn, error, update
        self.message_action = None   # (verb, arg, label): a button in the toast (Undo)
        self.actions_open = False    # the folded list of every action, opened by the player
        self.confirm_delete = None   # the save whose Delete asks "Yes / No"
        self.asking_end = None       # (legal index, action, (en, es)): an end of step asked first
        self.deleted = None          # the save last deleted, kept for Undo
        self.saves_full = False      # the Saves screen lists saves by size (storage full)
        self.update_info = None      # the waiting build's {build, rules}, once it says
        self.stored_builds = None    # the builds this browser holds (None: not known yet)
        self.focus_to = None         # where focus goes after drawing (skip links, delete)
        self._toast_html = None      # the toast last drawn
        self._toast_token = None     # the toast's timer, when it goes by itself
        self.selected = None         # the map item picked (filters the actions)
        self.replay = None           # web.replay.Replay while stepping through the log
        self.rule_open = None        # the rule section shown in the rules panel
        self.sent_link = ""          # the turn link last sent, shown for copying by hand
        self.suggested = None        # an action the computer suggests (hotseat)
        self.basemap = None          # the geography under point-to-point maps
        self.computer = Computer(self)
        self.handover = Handover()
        self._view_key = None
        self._view = {}
        self._urgent_shown = None    # the position whose urgent slot was last brought into sight
        self.scroll_to = None        # the id of an element to bring into sight after drawing
        self.can_share = files.can_share()   # links go by the share sheet (a touch device that has one)
        self.audit_shown = ""        # this side's audit link, once the player asked for it
        self.seat_from_duel = False  # the seat was set by a duel (a game of two devices)

    # Start-up ----------------------------------------------------------------------------
    def start(self):
        js.window.cwtPy = proxy(lambda verb, args: dispatch(self, verb, args))
        # The screen is drawn again and again; the toasts' live region stays.
        self.root.innerHTML = '<div id="screen"></div><div id="toasts" class="toasts" aria-live="polite"></div>'
        self.screen_el = by_id("screen")
        self.toasts = by_id("toasts")
        self.root.addEventListener("click", proxy(self.on_click))
        self.root.addEventListener("change", proxy(self.on_change))
        self.root.addEventListener("toggle", proxy(self.on_toggle), True)   # toggle does not bubble
        self.doc.addEventListener("keydown", proxy(self.on_key))
        js.window.addEventListener("hashchange", proxy(lambda ev: self.open_fragment()))
        self.doc.addEventListener("cwt:update", proxy(lambda ev: self.show_update()))
        js.window.addEventListener("resize", proxy(lambda ev: self.on_resize()))
        js.window.addEventListener("storage", proxy(self.on_storage))
        js.window.addEventListener("beforeunload", proxy(self.on_leave))
        self.doc.documentElement.lang = self.lang
        self.load_basemap()
        if not self.safe:             # safe mode says so on its start screen (screens.start)
            self.open_stored()
            self.tell_keep()
        self.render()

    def on_leave(self, ev):
        """Storage refused the latest moves (full): the browser asks before the
        page is left (a reload of this tab gets them back; closing it would not)."""
        try:
            if self.session.unsaved():
                ev.preventDefault()
                ev.returnValue = ""
        except Exception:
            traceback.print_exc()

    def open_stored(self):
        """What a normal start reads: stored items are checked first (those
        that fail their schema are set aside and reported once), then the
        link in the address bar, else the game "Continue" opens. Nothing
        read here can stop the page: whatever goes wrong is said, and the
        start screen stays."""
        try:
            moved = self.session.saves.sweep()
        except Exception:
            traceback.print_exc()
            moved = []
        if moved:
            self.flash(t(self.lang, "set_aside").format(n=len(moved)), "warn",
                       action=("saves", "", t(self.lang, "see_saves")))
        try:
            if self.session.recover_unsaved() is not None:     # moves storage refused, kept for this tab
                self.game_opened()
                self.flash(t(self.lang, "unsaved_back" if self.session.saved else "unsaved_kept"), "warn",
                           action=None if self.session.saved else ("saves", "full", t(self.lang, "free_space")))
                if self.session.saved:
                    self.drop_fragment()
                else:
                    self.link_kept = len(self.fragment()) > 1
                return
        except Exception:
            traceback.print_exc()
        try:
            if self.open_fragment():
                return
        except Exception as exc:      # a bug: say so, keep the page
            traceback.print_exc()
            self.flash(f"{t(self.lang, 'link_error')}: {type(exc).__name__}: {exc}", "error")
            return
        last = self.session.saves.last()
        if last is None:
            return
        try:
            self.load(last["slot"])
        except (SaveError, LinkError, Illegal) as exc:
            self.screen = "start"
            self.flash(self.say(exc), "error")
        except Exception as exc:      # a bug: say so, keep the page
            traceback.print_exc()
            self.session.match = None
            self.screen = "start"
            self.flash(f"{t(self.lang, 'bug')}: {type(exc).__name__}: {exc}", "error")

    def on_storage(self, ev):
        """Another tab or window of this site changed storage: if it went on
        with the game in play here, this page is told and reads only."""
        try:
            key = ev.key
            if nullish(key):
                return
            key = str(key)
            prefix = getattr(self.storage, "prefix", "")
            if prefix:
                if not key.startswith(prefix):
                    return
                key = key[len(prefix):]
            value = None if nullish(ev.newValue) else str(ev.newValue)
            if self.session.external(key, value):
                self.message = ""             # the urgent slot says it, with the two ways on
                self.render()
        except Exception:
            traceback.print_exc()

    def load_basemap(self):
        """The state outlines and rivers under point-to-point maps (fetched once)."""
        async def fetch():
            try:
                response = await js.fetch("./assets/basemap.json")
                if not response.ok:
                    return
                self.basemap = json.loads(str(await response.text()))
                for game_id in tables.TABLES:
                    table = tables.table_for(games.get(game_id))
                    if table is not None and hasattr(table, "set_basemap"):
                        table.set_basemap(self.basemap)
            except Exception:
                traceback.print_exc()     # the map still works without its background
        asyncio.ensure_future(fetch())

    def open_fragment(self) -> bool:
        fragment = str(js.location.hash or "")
        if len(fragment) <= 1:
            return False
        return self.open_text(fragment, from_address=True)

    def open_text(self, fragment: str, from_address: bool = False) -> bool:
        """Open a link: the address bar's (``from_address``: it leaves the
        address bar once its game is stored) or one pasted in the page."""
        if P.is_part(fragment):                   # T1.6: a part of a long link, or several
            return self.open_parts(fragment, from_address)
        if livelink.is_signal(fragment):          # T7: a live link (an offer or its answer)
            taken = self.live.take(fragment)
            if from_address:
                self.drop_fragment()
            self.render()
            return taken
        if D.is_duel(fragment):
            return self.open_duel_link(fragment, from_address)
        try:
            out = self.session.open(fragment)
        except (LinkError, Illegal) as exc:
            self.flash(f"{t(self.lang, 'link_error')}: {self.say(exc)}", "error")
            self.render()
            return False
        self.game_opened()
        if out.get("notice"):
            self.flash(out["notice_es"] if self.lang == "es" and out.get("notice_es") else out["notice"], "warn")
        if self.seat != BOTH:
            self.session.follow_orders(self.seat)
        else:
            self.session.play_forced()
        if not self.session.saved and from_address:
            # Storage refused the game: the link is all there is of it, so it
            # stays in the address bar (a reload opens it again) until stored.
            self.flash(t(self.lang, "link_not_saved"), "warn",
                       action=("saves", "full", t(self.lang, "free_space")))
            self.link_kept = True
            self.render()
            return True
        # The game now lives in the autosave; a reload continues it.
        if from_address:
            self.drop_fragment()
        m = self.session.match
        if out.get("start_ply", 0) < m.ply and not out.get("notice"):
            # A turn from the other side: show it move by move before handing over.
            self.start_replay(out["start_ply"])
            if not self.message:
                self.flash(t(self.lang, "watch_turn"), "info")
        self.render()
        return True

    def open_parts(self, text: str, from_address: bool = False) -> bool:
        """Parts of a long link (T1.6): kept until all have come, then the
        link they make is opened; meanwhile the page says which are missing."""
        try:
            out = self.session.take_parts(text)
        except (LinkError, Illegal) as exc:
            self.flash(self.say(exc), "error")
            if from_address:
                self.drop_fragment()
            self.render()
            return False
        if from_address:
            self.drop_fragment()              # the part is kept in storage (or this page)
        opened = False
        for whole in out["whole"]:
            opened = self.open_duel_link(whole) or opened
        for short in out["short"]:
            self.flash(duel_screen.parts_line(self.lang, short), "info")
        if not out["whole"]:
            self.render()
        return opened or bool(out["short"])

    def open_duel_link(self, text: str, from_address: bool = False) -> bool:
        """A link of a game between two devices (docs/TRUST.md): its
        refusal, with move and section, is said and the game in play stays."""
        try:
            out = self.session.open_duel(text)
        except (LinkError, Illegal, SaveError) as exc:
            self.flash(self.say(exc), "error")
            self.render()
            return False
        self.after_duel_link(out, from_address)
        self.render()
        return True

    def after_duel_link(self, out: dict, from_address: bool = False) -> None:
        """Show what a duel's link did (``Session.open_duel``'s outcome)."""
        s, L = self.session, self.lang
        outcome = out.get("outcome")
        if outcome == "invite":                # the join screen; the game in play stays
            self.screen = "join"
            self.message = ""
            self.focus_to = "controls"
            return
        self.game_opened()
        if from_address:
            if not s.saved:
                self.flash(t(L, "link_not_saved"), "warn", action=("saves", "full", t(L, "free_space")))
                self.link_kept = True
                return
            self.drop_fragment()
        m = s.match
        if outcome == "new":
            if m is not None and out.get("start_ply", 0) < m.ply:
                self.start_replay(out["start_ply"])
                self.flash(t(L, "watch_turn"), "info")
            elif m is not None and s.duel.seat == s.duel.creator and s.duel.last <= 2:
                self.flash(t(L, "duel_begins").format(other=role_name(L, s.duel.other)), "info")
            if not s.saved:
                self.flash(s.notice_text(L), "warn")
        elif outcome == "caught_up":           # T2.6: its own lost turn, taken again
            self.flash(out["notice_es"] if L == "es" else out["notice"], "info")
            if not s.saved:
                self.flash(s.notice_text(L), "warn")
        elif outcome in ("known", "own"):
            self.flash(out["notice_es"] if L == "es" else out["notice"], "warn" if outcome == "own" else "info")
        elif outcome == "audit":
            self.flash(duel_screen.audit_text(self), "info" if out["audit"].get("ok") else "error")

    @staticmethod
    def fragment() -> str:
        return str(js.location.hash or "")

    def drop_fragment(self):
        """The link's game is stored: take the link out of the address bar."""
        if len(str(js.location.hash or "")) > 1:
            js.history.replaceState(None, "", str(js.location.href).split("#", 1)[0])

    def game_opened(self):
        """A game was started, opened or loaded: show it from its own start."""
        self.screen = "game"
        self.selected = None
        self.replay = None
        self.rule_open = None            # a rules dialog left open belongs to the game before (issue 32)
        self.asking_end = None
        self.handover.reset()
        self.audit_shown = ""
        duel = self.session.duel
        if duel is not None:                  # a device plays its own seat only (T1.2)
            self.seat, self.seat_from_duel = duel.seat, True
            self.computer.player = None
            return
        if self.seat_from_duel:               # back from a duel: the seat the player chose
            kept = None if self.safe else pref("seat")
            self.seat = kept if kept and kept.isidentifier() and len(kept) <= 40 else BOTH
            self.seat_from_duel = False
        m = self.session.match
        if m is not None and self.seat != BOTH and self.seat not in m.game.roles:
            self.seat = BOTH                  # a seat kept from another game's sides

    def load(self, slot):
        self.session.load(slot)
        self.game_opened()
        if self.session.duel is not None:
            if getattr(self.session, "caught_up_now", False):     # T2.6
                self.session.caught_up_now = False
                self.pending_flash = (t(self.lang, "duel_caught_up"), "info")
            return
        seat = self.computer.restore(self.session.match.uid, self.session.match.game.roles, self.session.slot)
        if seat:
            self.seat = seat

    def show_update(self):
        self.flash(t(self.lang, "update"), "update")
        self.render()
        asyncio.ensure_future(self.describe_update())

    async def describe_update(self):
        """The offer names the saved games the waiting build cannot open
        (they stay playable here, in this build: web/update.py)."""
        offline = getattr(js.window, "cwtOffline", None)
        if nullish(offline):
            return
        try:
            info = await offline.newBuild()
            if nullish(info):
                return
            info = info.to_py()
            self.update_info = {"build": str(info["build"]), "rules": dict(info["rules"])}
            left = update.left_behind(self.session.saves.list(), self.update_info["rules"])
        except Exception:
            traceback.print_exc()
            return
        if self.message_kind == "update":           # the offer is still shown
            self.flash(update.offer_text(self.lang, left), "update")
            self.render()

    def tell_keep(self):
        """Tell the service worker which earlier builds the saved games need
        (the ones this build's rules cannot open): it keeps their files."""
        offline = getattr(js.window, "cwtOffline", None)
        if nullish(offline) or not self.session.build:
            return
        try:
            keep = update.needed_builds(self.session.saves.list(), update.rules_of(), self.session.build)
            offline.keep(json.dumps(keep))
        except Exception:
            traceback.print_exc()
        asyncio.ensure_future(self.learn_builds(offline))

    async def learn_builds(self, offline):
        """Which builds' files this browser holds, so that the Saves screen
        offers "Open with the previous version" only where it can open."""
        try:
            held = await offline.builds()
            self.stored_builds = set(str(b) for b in held.to_py()) if not nullish(held) else set()
        except Exception:
            traceback.print_exc()
            return
        if self.screen == "saves":
            self.render()

    def snapshot(self):
        """The start-up snapshot's status (web/snapshot.mjs), if any."""
        snap = getattr(js.window, "cwtSnapshot", None)
        return None if nullish(snap) else snap

    # Who is at the device ------------------------------------------------------------
    def acting_role(self):
        """The role that acts at this device now, if any (none while another
        tab or window has gone on with the game: ``Session.stale``)."""
        m = self.session.match
        duel = self.session.duel
        if duel is not None:                  # the seat, only while this device may move
            return duel.seat if duel.can_act() and not self.session.stale else None
        active = m.active() if m is not None and not self.session.stale else []
        if not active or self.handover.pending(m, self.seat):
            return None
        if self.seat == BOTH:
            return active[0]
        return self.seat if self.seat in active else None

    def prompt_role(self):
        """Whose prompt the prompt line shows when nobody acts here."""
        m = self.session.match
        if self.seat != BOTH:
            return self.seat
        active = m.active()
        return active[0] if active else m.game.roles[0]

    def view_role(self):
        return self.handover.view_role(self.session.match, self.seat)

    def log_role(self):
        return self.handover.log_role(self.session.match, self.seat)

    def view(self) -> dict:
        """The view of the side at the device (kept while the position stands)."""
        m = self.session.match
        if m is None:
            return {}
        role = self.view_role()
        key = (id(m), m.ply, m.hash(), role)
        if key != self._view_key:
            self._view_key, self._view = key, m.game.view(m.state, role)
        return self._view

    def replay_view(self) -> dict:
        m = self.session.match
        return m.game.view(self.replay.state(), self.view_role())

    def table(self):
        m = self.session.match
        return tables.table_for(m.game) if m is not None else None

    def table_seat(self) -> Seat:
        """What the table may know of the page (``web.tables.base.Seat``)."""
        m = self.session.match
        role = self.acting_role()
        last = m.log(last=1, role=self.log_role()) if m.moves else []
        rolled = bool(m.moves) and m.moves[-1].rolled and bool(m.moves[-1].log)
        table = self.table()
        keep = table is not None and table.keeps_shot_dice and m.moves and not rolled
        rolled_view, rolled_log = self._earlier_roll(m) if keep else (None, [])
        return seat_of(m, self.lang, role, self.seat, selected=self.selected,
                       legal=m.legal(role) if role else [], last_log=last, last_rolled=rolled,
                       rolled_view=rolled_view, rolled_log=rolled_log)

    def _earlier_roll(self, m):
        """The latest rolling move's view and log (``earlier_roll``), kept per
        position: a table draws many times between two moves."""
        key = (id(m), m.ply, self.view_role(), self.log_role())
        if getattr(self, "_rolled_cache", (None,))[0] != key:
            self._rolled_cache = (key, earlier_roll(m, self.view_role(), self.log_role()))
        return self._rolled_cache[1]

    @property
    def map(self):
        table = self.table()
        return table.map if table is not None else None

    # Messages and events -----------------------------------------------------------------
    def flash(self, text, kind="info", action=None):
        """Show a notice (a toast: ``web.screens.message``); ``action`` is
        (verb, arg, label) for a button in it."""
        self.message, self.message_kind, self.message_action = text, kind, action

    def say(self, exc) -> str:
        """A refusal or failure in the reader's language, when it has one."""
        text = getattr(exc, "text", None)
        return text(self.lang) if callable(text) else str(exc)

    def show_message(self):
        """Draw the toast when it changed (the live region keeps its node,
        so a notice is announced once). An information goes by itself after
        a few seconds (not while it holds the focus); a warning, an error,
        an update or a toast with a button stays until dismissed."""
        if not self.message:
            self.message_action = None       # a button never outlives its notice
        html = screens.message(self) if self.message else ""
        if html == self._toast_html:
            return
        self._toast_html = html
        self.toasts.innerHTML = html
        self._toast_token = token = object()
        if html and self.message_kind == "info" and not self.message_action:
            later(TOAST_MS, lambda: self.expire_toast(token))

    def expire_toast(self, token):
        try:
            if token is not self._toast_token or not self.message:
                return
            active = self.doc.activeElement
            if not nullish(active) and self.toasts.contains(active):
                later(TOAST_MS, lambda: self.expire_toast(token))
                return
            self.message, self.message_action = "", None
            self.show_message()
        except Exception:
            traceback.print_exc()

    def on_key(self, ev):
        """Escape dismisses the toast (unless a field or the map has the key)."""
        try:
            if str(ev.key) == "Enter" and not nullish(ev.target) and str(ev.target.id or "") == "duel-paste":
                ev.preventDefault()          # Enter in the paste field opens the link
                try:
                    self.handle("duel_paste", None)
                except (Illegal, LinkError, SaveError) as exc:
                    self.flash(self.say(exc), "error")
                self.render()
                return
            if str(ev.key) != "Escape" or not self.message:
                return
            active = self.doc.activeElement
            tag = "" if nullish(active) else str(active.tagName).lower()
            if tag in ("input", "select", "textarea", "canvas") and not self.toasts.contains(active):
                return
            inside = not nullish(active) and self.toasts.contains(active)
            self.message, self.message_action = "", None
            self.show_message()
            if inside:
                self.restore_focus({"lost": True})
        except Exception:
            traceback.print_exc()

    def on_toggle(self, ev):
        """The folded list of every action keeps open or closed as the
        player left it (the screen is drawn again after each move)."""
        try:
            el = ev.target
            if not nullish(el) and str(el.id) == "all-actions":
                self.actions_open = bool(el.open)
        except Exception:
            traceback.print_exc()

    def on_click(self, ev):
        try:
            el = ev.target.closest("[data-do]")
            if nullish(el):
                return
            arg = el.getAttribute("data-arg")
            try:
                self.handle(str(el.getAttribute("data-do")), None if nullish(arg) else str(arg))
            except (Illegal, LinkError, SaveError) as exc:
                self.flash(self.say(exc), "error")
            except Exception as exc:  # a bug: say so on the page, keep the game
                traceback.print_exc()
                self.flash(f"{t(self.lang, 'bug')}: {type(exc).__name__}: {exc}", "error")
            self.render()
        except Exception:  # never let a bug vanish silently inside an event
            traceback.print_exc()

    def on_change(self, ev):
        try:
            el = ev.target
            name = str(el.id)
            if name == "start-game":
                self.render()
            elif name == "fast-start":
                snap = self.snapshot()
                if snap is not None:
                    snap.setEnabled(bool(el.checked))
            elif name.startswith("order-") and self.session.match is not None and \
                    (self.seat != BOTH or self.acting_role() is not None):
                who = self.seat if self.seat != BOTH else self.acting_role()     # hotseat: the side at the device
                mine = dict(self.session.match.orders.get(who, {}))
                key = name[len("order-"):]
                if str(el.value):
                    mine[key] = str(el.value)
                else:
                    mine.pop(key, None)
                try:
                    self.session.set_orders(who, mine)
                except (Illegal, SaveError) as exc:   # a duel: only in this device's own turn
                    self.flash(self.say(exc), "error")
                self.render()
        except Exception:
            traceback.print_exc()

    def on_resize(self):
        if self.map is not None:
            self.map.resize()
            self.map.draw()

    def set_lang(self, lang):
        self.lang = lang
        set_pref("lang", lang)
        self.doc.documentElement.lang = lang

    # The map ---------------------------------------------------------------------------------
    def mentions(self, action, view=None) -> set:
        table = self.table()
        return table.mentions(action, self.view() if view is None else view) if table else set()

    def action_fits(self, action, view=None) -> bool:
        if self.selected is None:
            return True
        named = self.mentions(action, view)
        return not named or self.selected in named

    def highlight(self) -> set:
        """The map items lit for the side acting here: the table's own
        (``Table.highlight``), else every item the legal actions name (those
        naming the picked item, once one is picked)."""
        role = self.acting_role()
        m = self.session.match
        if role is None or m is None or not self.show_moves:
            return set()
        view = self.view()
        table = self.table()
        lit = table.highlight(view, self.table_seat()) if table is not None else None
        if lit is not None:
            return set(lit)
        boxes = set()
        for action in m.legal(role):
            named = self.mentions(action, view)
            if self.selected is None or not named or self.selected in named:
                boxes |= named
        return boxes

    def tapped(self, table, item) -> bool:
        """Ask the table what a tap on ``item`` plays (``Table.tap``); play
        it (a list: each in turn, as long as each is legal then). False: the
        tap plays nothing (it picks)."""
        seat = self.table_seat()
        action = table.tap(item, self.view(), seat)
        if action is None:
            return False
        for one in (action if isinstance(action, list) else [action]):
            role = self.acting_role()
            if role is None or one not in self.session.match.legal(role):
                raise Illegal(f"{one!r} is not a legal action now")
            self.play(one)
        return True

    def pick_item(self, item):
        """A tap on the map, or a pick button (``data-do="pick"``: a box of
        the text twin, a unit's counter): the action the table says it plays
        (``Table.tap``), else what the table picks (``Table.select``: the
        item, again: nothing). A pick never shows a refusal in place of
        picking; with a unit picked, the engine's reason why it cannot go to
        the picked box follows as a note."""
        m = self.session.match
        table = self.table()
        role = self.acting_role()
        playing = m is not None and self.screen == "game" and table is not None
        if playing and role is not None and self.tapped(table, item):
            return
        before = self.selected
        if table is None:
            self.selected = None if before == item else item
            return
        lit = self.highlight() if playing and role is not None else set()
        self.selected = table.select(item, self.view(), self.table_seat())
        self.message = ""
        if not (playing and self.selected == item and before and before != item):
            return
        es = self.lang == "es"
        name = table.item_name(item)
        if role is None and m.active():
            who = ", ".join(role_name(self.lang, r) for r in m.active())
            self.flash((f"{name}: ahora juega {who}." if es else f"{name}: it is {who}'s turn now."), "info")
        elif role is not None and hasattr(m.game, "explain") and item not in lit:
            try:
                why = m.game.explain(m.state, role, before, item)
            except Exception:                  # a note only: never in the way of the pick
                why = None
            if why is not None:                # the engine says why, with its section
                text = why.text(self.lang) if hasattr(why, "text") else f"{why.reason} ({why.rule})"
                self.flash(f"{name}: {text}", "info")

    def pick(self, item):
        """A tap on the map (the map canvas calls this): ``pick_item``, then draw."""
        try:
            try:
                self.pick_item(item)
            except (Illegal, LinkError, SaveError) as exc:
                self.flash(exc.text(self.lang) if hasattr(exc, "text") else str(exc), "error")
            self.render()
        except Exception:
            traceback.print_exc()

    # Drawing ------------------------------------------------------------------------------------
    def render(self):
        held = getattr(self, "pending_flash", None)
        if held:                     # a notice a load made before the screen was drawn
            self.pending_flash = None
            self.flash(*held)
        if self.link_kept and self.session.saved:
            # the game of the link in the address bar is stored now: a reload continues it
            self.drop_fragment()
            self.link_kept = False
        m = self.session.match
        was = self.focus_key()
        kept = self.scroll_places()
        if self.screen != "saves":
            self.confirm_delete = None
        parts = [screens.bar(self)]
        covered = None
        duel = self.session.duel
        if self.screen == "join" and self.session.invite:
            parts.append(duel_screen.join(self))
        elif duel is not None and m is None and self.screen in ("game", "replay", "share", "join"):
            parts.append(duel_screen.waiting(self))
        elif self.screen in ("start", "join") or (m is None and self.screen in ("game", "replay", "share")):
            sel = by_id("start-game")
            parts.append(screens.start(self, str(sel.value) if sel is not None else None))
        elif self.screen == "saves":
            parts.append(screens.saves(self))
        elif self.screen == "share":
            parts.append(screens.share(self))
        elif (covered := self.handover.pending(m, self.seat)) is not None:
            parts.append(game_screen.handover(self, covered))
        elif self.screen == "replay" and self.replay is not None:
            self.ensure_map()
            parts.append(game_screen.replay(self))
        else:
            self.ensure_map()
            parts.insert(0, screens.skip_links(self))
            parts.append(game_screen.game(self))
        if covered is not None and self.map is not None:
            self.map.blank()                  # nothing of the last side stays on the canvas
        self.screen_el.innerHTML = "".join(parts)
        self.root.hidden = False
        self.measure()
        self.draw_map()
        self.show_message()
        self.show_urgent()
        self.restore_focus(was)
        self.keep_scroll(kept)
        if self.scroll_to:
            target = by_id(self.scroll_to)
            self.scroll_to = None
            if target is not None:
                target.scrollIntoView(js.Object.fromEntries([["block", "start"]]))
        self.computer.schedule()
        try:
            self.live.pump()                  # T7: a link made now goes by itself when live
        except Exception:
            traceback.print_exc()

    # Scroll: drawing the screen again must not move the side column or the log ------------
    SCROLLED = (".board-side", ".log-scroll")

    def scroll_places(self):
        """The scroll offsets of the side column and the log, with the screen they belong to."""
        out = {}
        for sel in self.SCROLLED:
            el = self.doc.querySelector(sel)
            if not nullish(el):
                out[sel] = float(el.scrollTop)
        return (self.screen, out)

    def keep_scroll(self, kept) -> None:
        screen, places = kept
        if screen != self.screen:
            return
        for sel, top in places.items():
            el = self.doc.querySelector(sel)
            if not nullish(el):
                el.scrollTop = top

    # Focus: drawing the screen again must not drop the keyboard's place ------------------
    def focus_key(self):
        """What has the focus in the page, to find it again after drawing."""
        el = self.doc.activeElement
        if nullish(el) or not self.root.contains(el) or self.root == el:
            return None
        def attr(name):
            value = el.getAttribute(name)
            return None if nullish(value) else str(value)
        return {"id": str(el.id or ""), "do": attr("data-do"), "arg": attr("data-arg"),
                "action": attr("data-action")}

    def restore_focus(self, was):
        """After drawing: focus where it was asked to go (skip links, delete),
        else the same control if it is still there (the same button, the
        same action, the map), else the decision at hand (the urgent slot's
        first button, or the prompt line); never the page's body."""
        want, self.focus_to = self.focus_to, None
        if want:
            target, scroll = self.focus_target(want), True
        elif was is None:
            return
        else:
            target, scroll = self.same_control(was) or self.focus_target("controls"), False
        if target is None:
            return
        if str(target.id) == "prompt" and nullish(target.getAttribute("tabindex")):
            target.setAttribute("tabindex", "-1")
        target.focus(options(preventScroll=not scroll))
        if scroll and str(target.id) != "map":
            target.scrollIntoView(options(block="nearest"))

    def same_control(self, was):
        if was.get("lost"):
            return None
        if was["id"]:
            el = by_id(was["id"])
            if el is not None and visible(el):
                return el
        if not was["do"]:
            return None
        for el in self.root.querySelectorAll("[data-do]"):
            if (str(el.getAttribute("data-do")) == was["do"]
                    and (None if nullish(el.getAttribute("data-arg")) else str(el.getAttribute("data-arg"))) == was["arg"]
                    and (was["action"] is None
                         or str(el.getAttribute("data-action") or "") == was["action"])
                    and visible(el)):
                return el
        return None

    def focus_target(self, want):
        """The element for ``want``: "map", "controls" (the decision at hand),
        "toast" (its button), "#id", or "delete:<slot>" (that save's Delete)."""
        if want == "map":
            return by_id("map")
        if want == "toast":
            found = self.toasts.querySelector("button.primary") or self.toasts.querySelector("button")
            return None if nullish(found) else found
        if want.startswith("#"):
            return by_id(want[1:])
        if want.startswith("delete:"):
            slot = want[len("delete:"):]
            for el in self.root.querySelectorAll("[data-do=delete]"):
                if str(el.getAttribute("data-arg")) == slot:
                    return el
            want = "controls"
        for selector in ("#urgent button", "#prompt", "main button.primary", "main button, main select"):
            for el in self.screen_el.querySelectorAll(selector):
                if visible(el) and not getattr(el, "disabled", False):   # a <p> has no 'disabled'
                    return el
        return None

    def measure(self):
        """The heights the layout needs (app.css), before the map takes its
        box: the side column under the urgent slot keeps to the window; on a
        phone the map shrinks so that the prompt line, the slot and the map
        fit one screen."""
        for name, var in (("urgent", "--urgent-h"), ("prompt", "--prompt-h")):
            el = by_id(name)
            height = float(el.getBoundingClientRect().height) if el is not None else 0.0
            self.doc.documentElement.style.setProperty(var, f"{height:.0f}px")

    def show_urgent(self):
        """The urgent slot sits by the prompt line; should the page have been
        scrolled away from it (a card played from the hand under the map on
        a phone), bring the prompt line to the top once per position (so
        that looking elsewhere is not undone by every redraw)."""
        m = self.session.match
        slot = by_id("urgent")
        if slot is None or m is None:
            return
        key = (id(m), m.ply)
        if key == self._urgent_shown:
            return
        self._urgent_shown = key
        rect = slot.getBoundingClientRect()
        if rect.top < 0 or rect.bottom > js.window.innerHeight:
            # from the prompt line down: the instruction, the slot, the map
            top = by_id("prompt") or slot
            top.scrollIntoView(js.Object.fromEntries([["block", "start"]]))

    def ensure_map(self):
        table = self.table()
        if table is not None and table.map is None:
            table.make_map(self.pick)

    def draw_map(self):
        slot = by_id("board-slot")
        table = self.table()
        if slot is None or table is None or table.map is None:
            return
        slot.appendChild(table.map.canvas)
        table.map.resize()
        if self.screen == "replay" and self.replay is not None:
            move = self.replay.move()
            view = self.replay_view()
            moved = table.mentions(move.action, view) if move is not None else set()
            table.draw(view, moved, None)
        else:
            table.draw(self.view(), self.highlight(), self.selected, self.table_seat())
