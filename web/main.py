"""The page: boots the session, exposes window.app, draws the game screens.

Everything that is not about the browser lives in ``web.session`` and
``web.saves`` (tested natively). This module holds the glue: localStorage,
the URL fragment, the clipboard, the DOM, and events.
"""

from __future__ import annotations

import html
import json
import random
import time
import traceback

import js
from pyodide.ffi import JsException, create_once_callable, create_proxy

from pyapp import games
from pyapp.core import Illegal, LinkError

from .saves import SaveError, Saves, StorageFull, export_text, import_text
from .session import Session, action_json
from .text import role_name, t

_proxies = []          # keep every proxy alive for the page's lifetime


def proxy(fn):
    p = create_proxy(fn)
    _proxies.append(p)
    return p


def game_describe(match, action, lang):
    return match.game.describe(match.state, action, lang)


def nullish(value) -> bool:
    """True for JavaScript null or undefined (Pyodide maps null to JsNull)."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


def by_id(name):
    el = js.document.getElementById(name)
    return None if nullish(el) else el


def esc(value) -> str:
    return html.escape(str(value), quote=True)


# The computer thinks in slices this long (ms) before letting the page draw and answer.
SLICE_MS = 30


class LocalStorage:
    """localStorage with the four methods ``Saves`` needs."""

    def __init__(self):
        self.ls = js.window.localStorage

    def get(self, key):
        value = self.ls.getItem(key)
        return None if nullish(value) else str(value)

    def set(self, key, value):
        try:
            self.ls.setItem(key, value)
        except JsException as exc:
            if "quota" in str(exc).lower() or "QuotaExceeded" in str(exc):
                raise StorageFull(str(exc)) from None
            raise

    def remove(self, key):
        self.ls.removeItem(key)

    def keys(self):
        return [str(self.ls.key(i)) for i in range(int(self.ls.length))]


class Page:
    def __init__(self):
        self.doc = js.document
        self.root = by_id("app")
        self.session = Session(Saves(LocalStorage()), str(js.location.href))
        self.lang = "es" if str(js.navigator.language or "").lower().startswith("es") else "en"
        saved_lang = self._pref("lang")
        if saved_lang in ("en", "es"):
            self.lang = saved_lang
        self.seat = self._pref("seat") or "both"   # "both" (same device) or a role
        self.show_moves = self._pref("moves") != "off"
        self.screen = "start"
        self.message = ""
        self.message_kind = "info"
        self.board = None            # web.board.Board for the game in play, if it has a map
        self.board_game = None
        self.basemap = None
        self.selected = None         # the box picked on the map (filters the actions)
        self.replay = None           # web.main.Replay while stepping through the log
        self.rule_open = None        # the rule section shown in the rules panel
        self.sent_link = ""          # the turn link last sent, shown for copying by hand
        self.computer = None         # {"role", "level"} when the computer plays a side
        self.computer_busy = False   # a computer move is scheduled
        self.thinking = None         # token of the search under way, if any
        self.think_stats = {"decisions": 0, "slices": 0, "max_slices": 0}
        self.suggested = None        # an action the computer suggests (hotseat)

    # Preferences (never fatal) ----------------------------------------------
    def _pref(self, key):
        try:
            v = js.window.localStorage.getItem("cwt:pref:" + key)
            return None if nullish(v) else str(v)
        except Exception:
            return None

    def _set_pref(self, key, value):
        try:
            js.window.localStorage.setItem("cwt:pref:" + key, value)
        except Exception:
            pass

    # Start-up -------------------------------------------------------------------
    def start(self):
        js.window.cwtPy = proxy(self.dispatch)
        self.root.addEventListener("click", proxy(self.on_click))
        self.root.addEventListener("change", proxy(self.on_change))
        js.window.addEventListener("hashchange", proxy(lambda ev: self.open_fragment()))
        self.doc.addEventListener("cwt:update", proxy(lambda ev: self.show_update()))
        self.doc.documentElement.lang = self.lang
        self.load_basemap()
        js.window.addEventListener("resize", proxy(lambda ev: self.board and (self.board.resize(), self.board.draw())))
        if not self.open_fragment():
            last = self.session.saves.last()
            if last is not None:
                try:
                    self.session.load(last["slot"])
                    self._restore_computer()
                    self.screen = "game"
                except (SaveError, LinkError, Illegal) as exc:
                    self.flash(str(exc), "error")
        self.render()

    def open_fragment(self) -> bool:
        fragment = str(js.location.hash or "")
        if len(fragment) <= 1:
            return False
        try:
            out = self.session.open(fragment)
        except (LinkError, Illegal) as exc:
            self.flash(f"{t(self.lang, 'link_error')}: {exc}", "error")
            self.render()
            return False
        if out.get("notice"):
            self.flash(out["notice"], "warn")
        if self.seat != "both":
            self.session.follow_orders(self.seat)
        # The game now lives in the autosave; a reload continues it.
        js.history.replaceState(None, "", str(js.location.href).split("#", 1)[0])
        self.screen = "game"
        m = self.session.match
        if out.get("start_ply", 0) < m.ply and not out.get("notice"):
            # A turn from the other side: show it move by move before handing over.
            self.start_replay(out["start_ply"])
            if not self.message:
                self.flash(t(self.lang, "watch_turn"), "info")
        self.render()
        return True

    def show_update(self):
        self.flash(t(self.lang, "update"), "update")
        self.render()

    # window.app ---------------------------------------------------------------
    def dispatch(self, verb, args_json):
        """window.cwtPy(verb, argsJson) -> JSON reply; never raises into JS."""
        try:
            args = json.loads(str(args_json))
            s = self.session
            if verb == "games":
                value = s.games()
            elif verb == "newGame":
                gid, scenario, options, seed = (list(args) + [None] * 4)[:4]
                value = s.new_game(gid, scenario, options or {}, seed)
                self.screen = "game"
            elif verb == "view":
                value = s.view(args[0] if args else None)
            elif verb == "legal":
                value = s.legal(args[0])
            elif verb == "act":
                value = s.act(args[0], args[1])
            elif verb == "undo":
                value = s.undo(args[0])
            elif verb == "link":
                value = s.link(args[0] if args else "whole")
            elif verb == "open":
                value = s.open(args[0])
                self.screen = "game"
            elif verb == "hash":
                value = s.hash()
            elif verb == "active":
                value = s.active()
            elif verb == "result":
                value = s.result()
            elif verb == "boxScreen":
                # Where a box is drawn, in CSS pixels from the map's top-left
                # corner (for tests, and for sites that overlay the board).
                if self.board is None or args[0] not in self.board.xy:
                    raise Illegal(f"no box {args[0]!r} on the map")
                value = list(self.board.view.to_screen(*self.board.xy[args[0]]))
            elif verb == "setOrders":
                value = s.set_orders(args[0], args[1] if len(args) > 1 else None)
            elif verb == "selected":
                value = self.selected
            elif verb == "thinking":
                # Is the computer thinking, and in how many slices it has thought so far.
                value = dict(self.think_stats, busy=self.thinking is not None)
            elif verb == "drawTimes":
                # Full redraws of the map, each timed (bench/ui.py).
                if self.board is None:
                    raise Illegal("no map is shown")
                times = []
                for _ in range(int(args[0]) if args else 20):
                    t0 = js.performance.now()
                    self.board.draw()
                    times.append(float(js.performance.now() - t0))
                value = times
            elif verb == "describe":
                value = s.describe(args[0], args[1] if len(args) > 1 else "en")
            else:
                raise Illegal(f"unknown verb {verb!r}")
            if verb in ("act", "open", "setOrders") and self.seat != "both" and s.match is not None:
                s.follow_orders(self.seat)
            if verb in ("newGame", "act", "undo", "open", "setOrders"):
                if s.notice:
                    self.flash(s.notice, "warn")
                self.render()
            return json.dumps({"ok": True, "value": value})
        except Illegal as exc:
            return json.dumps({"ok": False, "error": {"kind": "Illegal", "reason": exc.reason, "rule": exc.rule}})
        except LinkError as exc:
            return json.dumps({"ok": False, "error": {"kind": "LinkError", "reason": str(exc),
                                                       "rule": exc.rule, "move": exc.move}})
        except Exception as exc:  # a bug: report it rather than break the caller
            traceback.print_exc()
            return json.dumps({"ok": False, "error": {"kind": type(exc).__name__, "reason": str(exc), "rule": ""}})

    # Messages -----------------------------------------------------------------------
    def flash(self, text, kind="info"):
        self.message, self.message_kind = text, kind

    # Events -------------------------------------------------------------------
    def on_click(self, ev):
        try:
            self._on_click(ev)
        except Exception:  # never let a bug vanish silently inside an event
            traceback.print_exc()

    def _on_click(self, ev):
        el = ev.target.closest("[data-do]")
        if nullish(el):
            return
        what = str(el.getAttribute("data-do"))
        arg = el.getAttribute("data-arg")
        arg = None if nullish(arg) else str(arg)
        try:
            self.handle(what, arg)
        except (Illegal, LinkError, SaveError) as exc:
            self.flash(str(exc), "error")
        except Exception as exc:  # a bug: say so on the page, keep the game
            traceback.print_exc()
            self.flash(f"Something went wrong: {type(exc).__name__}: {exc}", "error")
        try:
            self.render()
        except Exception:
            traceback.print_exc()
            raise

    def on_change(self, ev):
        try:
            el = ev.target
            name = str(el.id)
            if name == "start-game":
                self.render()
            elif name == "fast-start":
                snap = getattr(js.window, "cwtSnapshot", None)
                if not nullish(snap):
                    snap.setEnabled(bool(el.checked))
            elif name.startswith("order-") and self.session.match is not None and self.seat != "both":
                mine = dict(self.session.match.orders.get(self.seat, {}))
                if str(el.value):
                    mine[name[len("order-"):]] = str(el.value)
                else:
                    mine.pop(name[len("order-"):], None)
                self.session.set_orders(self.seat, mine)
                self.render()
        except Exception:
            traceback.print_exc()

    def acting_role(self):
        m = self.session.match
        if m is None:
            return None
        active = m.active()
        if not active:
            return None
        if self.seat == "both":
            return active[0]
        return self.seat if self.seat in active else None

    def handle(self, what, arg):
        s = self.session
        if what == "act":
            self.selected = None
            self.sent_link = ""
            self.suggested = None
            role = self.acting_role()
            if role is None:
                raise Illegal("it is not your turn")
            legal = s.match.legal(role)
            s.act(role, legal[int(arg)])
            if self.seat != "both":
                s.follow_orders(self.seat)
            self.message = s.notice
            self.message_kind = "warn" if s.notice else "info"
        elif what == "undo":
            role = self.acting_role() or (s.match.moves[-1].role if s.match and s.match.moves else None)
            s.undo(role)
            self.message = ""
        elif what == "new":
            self.screen = "start"
        elif what == "continue":
            self.screen = "game"
        elif what == "start":
            self.start_game()
        elif what == "lang":
            self.lang = "es" if self.lang == "en" else "en"
            self._set_pref("lang", self.lang)
            self.doc.documentElement.lang = self.lang
        elif what == "moves":
            self.show_moves = not self.show_moves
            self._set_pref("moves", "on" if self.show_moves else "off")
        elif what == "seat":
            self.seat = arg
            self._set_pref("seat", arg)
        elif what == "saves":
            self.screen = "saves"
        elif what == "share":
            self.screen = "share"
        elif what == "copy":
            url = s.link(arg)
            self.copy(url)
            self.flash(t(self.lang, "copied") + f" ({len(url)} characters)", "info")
        elif what == "load":
            s.load(arg)
            self._restore_computer()
            self.screen = "game"
            self.message = ""
        elif what == "delete":
            s.saves.delete(arg)
        elif what == "rename":
            name = js.window.prompt(t(self.lang, "name_prompt"))
            if name:
                s.saves.rename(arg, str(name))
        elif what == "save_as":
            name = js.window.prompt(t(self.lang, "name_prompt"))
            if name:
                s.save_as(str(name))
                self.flash(t(self.lang, "saved_as"), "info")
        elif what == "export":
            self.download("civil-war-table-saves.json", export_text(s.saves.list()))
        elif what == "import":
            self.pick_file()
        elif what == "reload":
            js.window.cwtUpdateAccepted = True
            worker = js.window.cwtUpdateReady
            if not nullish(worker):
                worker.postMessage("skipWaiting")
            else:
                js.location.reload()
        elif what == "dismiss":
            self.message = ""
        elif what == "unselect":
            self.selected = None
        elif what == "replay":
            self.step_replay(arg)
        elif what == "rule":
            self.rule_open = arg or None
        elif what == "suggest":
            role = self.acting_role()
            if role is not None:
                m = s.match
                self.flash(t(self.lang, "thinking"), "info")

                def show(action):
                    self.suggested = action
                    self.flash(f'{t(self.lang, "suggestion")}: {m.game.describe(m.state, action, self.lang)}', "info")
                    self.render()

                self._think(role, "normal", show)
        elif what == "send":
            self.sent_link = s.link("turn")
            self.copy(self.sent_link)
        elif what == "pick":
            self.selected = None if self.selected == arg else arg
        elif what == "zoom" and self.board is not None:
            if arg == "fit":
                self.board.fit()
                self.board.draw()
            else:
                self.board.zoom(1.3 if arg == "in" else 1 / 1.3)

    def start_game(self):
        gid = str(by_id("start-game").value)
        game = games.get(gid)
        scenario = str(by_id("start-scenario").value)
        options = {}
        for key in game.options:
            box = by_id("opt-" + key)
            options[key] = bool(box and box.checked)
        link = by_id("opp-link")
        computer = by_id("opp-computer")
        by_side = (link is not None and link.checked) or (computer is not None and computer.checked)
        seat = str(by_id("start-side").value) if by_side else "both"
        self.computer = None
        if computer is not None and computer.checked:
            other = [r for r in game.roles if r != seat][0]
            self.computer = {"role": other, "level": str(by_id("start-level").value)}
        lang = str(by_id("start-lang").value)
        if lang in ("en", "es") and lang != self.lang:
            self.lang = lang
            self._set_pref("lang", lang)
            self.doc.documentElement.lang = lang
        seed = int(js.Math.floor(js.Math.random() * 2 ** 32))
        self.seat = seat
        self._set_pref("seat", seat)
        self.session.new_game(gid, scenario, options, seed)
        self._set_pref("computer:" + self.session.slot, json.dumps(self.computer) if self.computer else "")
        self.message = self.session.notice
        self.screen = "game"

    def copy(self, text):
        nav = js.navigator
        try:
            if getattr(nav, "share", None) and getattr(nav, "maxTouchPoints", 0) > 0:
                nav.share(js.Object.fromEntries([["url", text]]))
                return
        except Exception:
            pass
        try:
            nav.clipboard.writeText(text)
        except Exception:
            pass
        js.window.cwtLastLink = text

    def download(self, name, text):
        blob = js.Blob.new([text], js.Object.fromEntries([["type", "application/json"]]))
        url = js.URL.createObjectURL(blob)
        a = self.doc.createElement("a")
        a.href = url
        a.download = name
        a.click()
        js.URL.revokeObjectURL(url)

    def pick_file(self):
        inp = self.doc.createElement("input")
        inp.type = "file"
        inp.accept = "application/json,.json"

        def chosen(ev):
            files = inp.files
            if not files or files.length == 0:
                return
            files.item(0).text().then(proxy(self.imported))
        inp.addEventListener("change", proxy(chosen))
        inp.click()

    def imported(self, text):
        try:
            records = import_text(str(text))
            for record in records:
                self.session.saves.put(record["slot"], record, last=False)
            self.flash(f"{len(records)} ✓", "info")
        except SaveError as exc:
            self.flash(str(exc), "error")
        self.render()

    # Drawing -----------------------------------------------------------------------
    def render(self):
        L = self.lang
        parts = [self.render_bar()]
        if self.message:
            kind = self.message_kind
            button = (f'<button type="button" data-do="reload">{esc(t(L, "reload"))}</button>'
                      if kind == "update" else "")
            parts.append(f'<div class="message {esc(kind)}" role="{"alert" if kind == "error" else "status"}">'
                         f'<span>{esc(self.message)}</span>{button}'
                         f'<button type="button" class="close" data-do="dismiss" aria-label="{esc(t(L, "cancel"))}">×</button></div>')
        if self.screen == "start" or self.session.match is None and self.screen == "game":
            parts.append(self.render_start())
        elif self.screen == "saves":
            parts.append(self.render_saves())
        elif self.screen == "share":
            parts.append(self.render_share())
        elif self.screen == "replay" and self.replay is not None and self.session.match is not None:
            parts.append(self.render_replay())
        else:
            parts.append(self.render_game())
        self.root.innerHTML = "".join(parts)
        self.root.hidden = False
        slot = by_id("board-slot")
        if slot is not None and self.board is not None:
            slot.appendChild(self.board.canvas)
            self.board.resize()
            self._schedule_computer()
            if self.screen == "replay" and self.replay is not None:
                state = self.replay.state()
                self.board.update(self.session.match.game.view(state, None), self.replay.moved(), None)
            else:
                self.board.update(self._board_view(), self._highlight(), self.selected)

    def render_replay(self):
        L = self.lang
        r = self.replay
        m = self.session.match
        game = m.game
        self._ensure_board(game)
        view = game.view(r.state(), None)
        summary = view.get("summary_es" if L == "es" else "summary") or ""
        lines = "".join(f'<li>{esc(e.get(L) or e.get("en", ""))}{self._rule_ref(e.get("rule"))}</li>'
                        for e in r.log())
        done = r.ply >= m.ply
        controls = "".join(
            f'<button type="button" data-do="replay" data-arg="{arg}" aria-label="{esc(t(L, key))}"'
            f'{" disabled" if (arg in ("first", "back") and r.ply <= r.first) or (arg in ("next", "last") and done) else ""}>{sym}</button>'
            for arg, sym, key in (("first", "«", "replay_first"), ("back", "◀", "replay_back"),
                                  ("next", "▶", "replay_next"), ("last", "»", "replay_last")))
        board = f'<section class="map-side"><div id="board-slot"></div></section>' if self.board else ""
        who = role_name(L, m.moves[r.ply - m.start_index - 1].role) if r.ply > m.start_index else ""
        return (f'<main class="game{" with-map" if board else ""}">{board}<section class="board-side">'
                f'<h2>{esc(t(L, "replay"))} <small>{esc(t(L, "move"))} {r.ply} / {m.ply}</small></h2>'
                f'<p class="summary">{esc(summary)}</p>'
                f'<p class="row-buttons">{controls}</p>'
                f'<section aria-live="polite"><h3>{esc(who)}</h3><ul class="replay-log">{lines}</ul></section>'
                f'<p class="row-buttons"><button type="button" class="primary" data-do="replay" data-arg="close">'
                f'{esc(t(L, "replay_done"))}</button></p></section></main>')

    def render_bar(self):
        L = self.lang
        m = self.session.match
        title = m.game.title if m else "Civil War Table"
        buttons = [("new", t(L, "new_game")), ("saves", t(L, "saves"))]
        if m is not None:
            buttons.insert(0, ("continue", title))
            buttons.append(("share", t(L, "share")))
        buttons.append(("lang", t(L, "language")))
        items = "".join(f'<button type="button" data-do="{w}">{esc(label)}</button>' for w, label in buttons)
        return f'<header class="bar"><span class="brand">Civil War Table</span><nav>{items}</nav></header>'

    def render_start(self):
        L = self.lang
        ids = games.ids()
        sel = by_id("start-game")
        gid = str(sel.value) if sel is not None and str(sel.value) in ids else ids[0]
        game = games.get(gid)
        game_opts = "".join(f'<option value="{esc(i)}"{" selected" if i == gid else ""}>{esc(games.get(i).title)}</option>' for i in ids)
        es = L == "es"
        scen = "".join(f'<option value="{esc(k)}">{esc(game.scenarios_es.get(k, v) if es else v)}</option>'
                       for k, v in game.scenarios.items())
        opts = "".join(f'<label><input type="checkbox" id="opt-{esc(k)}"> {esc(game.options_es.get(k, v) if es else v)}</label>'
                       for k, v in game.options.items())
        by_link = self.seat != "both"
        side_opts = "".join(f'<option value="{esc(r)}"{" selected" if r == self.seat else ""}>{esc(role_name(L, r))}</option>'
                            for r in game.roles)
        opponent = (f'<fieldset><legend>{esc(t(L, "opponent"))}</legend>'
                    f'<label><input type="radio" name="opp" id="opp-device" value="device"{"" if by_link else " checked"}> {esc(t(L, "opp_device"))}</label>'
                    f'<label><input type="radio" name="opp" id="opp-link" value="link"{" checked" if by_link else ""}> {esc(t(L, "opp_link"))}</label>'
                    f'<label><input type="radio" name="opp" id="opp-computer" value="computer"> {esc(t(L, "opp_computer"))}</label>'
                    f'<label>{esc(t(L, "level"))} <select id="start-level">'
                    + "".join(f'<option value="{k}"{" selected" if k == "normal" else ""}>{esc(t(L, "level_" + k))}</option>'
                              for k in ("easy", "normal", "hard"))
                    + '</select></label></fieldset>'
                    f'<label>{esc(t(L, "my_side"))} <select id="start-side">{side_opts}</select></label>')
        lang_opts = "".join(f'<option value="{k}"{" selected" if k == L else ""}>{v}</option>'
                            for k, v in (("en", "English"), ("es", "Español")))
        cont = ""
        last = self.session.saves.last()
        if last is not None:
            cont = (f'<p><button type="button" class="primary" data-do="load" data-arg="{esc(last["slot"])}">'
                    f'{esc(t(L, "continue"))}: {esc(last.get("name", ""))} — {esc(last.get("label", ""))}</button></p>')
        return (f'<main class="panel start"><h2>{esc(t(L, "new_game"))}</h2>{cont}'
                f'<label>{esc(t(L, "game"))} <select id="start-game">{game_opts}</select></label>'
                f'<label>{esc(t(L, "scenario"))} <select id="start-scenario">{scen}</select></label>'
                f'<fieldset><legend>{esc(t(L, "options"))}</legend>{opts}</fieldset>'
                f'{opponent}'
                f'<label>{esc(t(L, "lang_label"))} <select id="start-lang">{lang_opts}</select></label>'
                f'{self._fast_start_setting()}'
                f'<p><button type="button" class="primary" data-do="start">{esc(t(L, "start"))}</button></p></main>')

    def _fast_start_setting(self):
        """The device setting for start-up snapshots (web/snapshot.mjs)."""
        L = self.lang
        snap = getattr(js.window, "cwtSnapshot", None)
        if nullish(snap):
            return ""
        on = bool(snap.enabled)
        note = ""
        if on and snap.used:
            note = t(L, "fast_start_used").format(s=float(snap.restoreMs) / 1000)
        return (f'<label><input type="checkbox" id="fast-start"{" checked" if on else ""}> '
                f'{esc(t(L, "fast_start"))}</label>'
                + (f'<p class="hint">{esc(note)}</p>' if note else ""))

    def render_saves(self):
        L = self.lang
        try:
            records = self.session.saves.list()
        except SaveError as exc:
            return f'<main class="panel"><p class="error">{esc(exc)}</p></main>'
        rows = []
        for r in records:
            slot = esc(r["slot"])
            if r.get("damaged"):
                rows.append(f'<li class="damaged"><span>{esc(r["name"])} ({esc(t(L, "damaged"))}: {esc(r["damaged"])})</span>'
                            f'<button type="button" data-do="delete" data-arg="{slot}">{esc(t(L, "delete"))}</button></li>')
                continue
            title = games.get(r["game"]).title if r["game"] in games.ids() else r["game"]
            who = ", ".join(role_name(L, a) for a in r.get("active", []))
            rows.append(f'<li><span><b>{esc(r["name"])}</b> — {esc(title)}, {esc(r.get("scenario", ""))}, '
                        f'{esc(r.get("label", ""))}, {esc(who)} · {esc(r.get("saved_at", "").replace("T", " ").rstrip("Z"))}</span>'
                        f'<span class="row-buttons"><button type="button" data-do="load" data-arg="{slot}">{esc(t(L, "open"))}</button>'
                        f'<button type="button" data-do="rename" data-arg="{slot}">{esc(t(L, "rename"))}</button>'
                        f'<button type="button" data-do="delete" data-arg="{slot}">{esc(t(L, "delete"))}</button></span></li>')
        body = f'<ul class="saves">{"".join(rows)}</ul>' if rows else f'<p>{esc(t(L, "no_saves"))}</p>'
        tools = (f'<p class="row-buttons">'
                 + (f'<button type="button" data-do="save_as">{esc(t(L, "save_as"))}</button>' if self.session.match else "")
                 + f'<button type="button" data-do="export">{esc(t(L, "export"))}</button>'
                 f'<button type="button" data-do="import">{esc(t(L, "import"))}</button></p>')
        return f'<main class="panel"><h2>{esc(t(L, "saves"))}</h2>{body}{tools}</main>'

    def render_share(self):
        L = self.lang
        m = self.session.match
        if m is None:
            return self.render_start()
        rows = []
        for form, key in (("turn", "send_turn"), ("whole", "send_game"), ("position", "send_position")):
            url = self.session.link(form)
            rows.append(f'<li><button type="button" data-do="copy" data-arg="{form}">{esc(t(L, key))}</button>'
                        f' <input readonly aria-label="{esc(t(L, key))}" value="{esc(url)}" size="40"> <small>{len(url)}</small></li>')
        return (f'<main class="panel"><h2>{esc(t(L, "share_title"))}</h2><p>{esc(t(L, "turn_link_hint"))}</p>'
                f'<ul class="links">{"".join(rows)}</ul></main>')

    def render_game(self):
        L = self.lang
        m = self.session.match
        game = m.game
        view = game.view(m.state, None if self.seat == "both" else self.seat)
        result = m.result()
        active = m.active()
        role = self.acting_role()
        if result:
            reason = result.get("reason_es") if L == "es" and result.get("reason_es") else result.get("reason", "")
            status = (f'<p class="status over"><b>{esc(t(L, "game_over"))}.</b> {esc(t(L, "winner"))}: '
                      f'{esc(role_name(L, result.get("winner")))} — {esc(reason)} ({esc(result.get("rule", ""))})</p>')
        elif role:
            status = f'<p class="status mine"><b>{esc(t(L, "your_move"))}:</b> {esc(role_name(L, role))}</p>'
        elif self.acting_is_computer():
            status = (f'<p class="status wait" role="status"><span class="spinner" aria-hidden="true"></span> '
                      f'{esc(t(L, "computer_thinking"))} ({esc(role_name(L, self.computer["role"]))}, '
                      f'{esc(t(L, "level_" + self.computer.get("level", "normal")))})</p>')
        else:
            sent = ""
            if self.sent_link:
                sent = (f'<p class="sent">{esc(t(L, "sent_hint"))} <input readonly aria-label="{esc(t(L, "send_turn"))}" '
                        f'value="{esc(self.sent_link)}" size="30"></p>')
            status = (f'<p class="status wait">{esc(t(L, "waiting"))} {esc(", ".join(role_name(L, r) for r in active))} '
                      f'{esc(t(L, "to_act"))}. <button type="button" class="primary" data-do="send">'
                      f'{esc(t(L, "send_turn_now"))}</button></p>{sent}')
        summary = view.get("summary_es" if L == "es" else "summary") or view.get("label") or ""
        seats = [("both", t(L, "both_sides"))] + [(r, role_name(L, r)) for r in game.roles]
        seat_buttons = "".join(f'<button type="button" data-do="seat" data-arg="{esc(k)}" aria-pressed="{"true" if k == self.seat else "false"}">{esc(v)}</button>' for k, v in seats)
        self._ensure_board(game)
        actions = ""
        if role and self.show_moves:
            legal = m.legal(role)
            shown = [(i, a) for i, a in enumerate(legal) if self._action_fits(a)]
            items = []
            for i, action in shown:
                label = game.describe(m.state, action, L)
                items.append(f'<li><button type="button" data-do="act" data-arg="{i}" data-action="{esc(json.dumps(action_json(action)))}">{esc(label)}</button></li>')
            where = ""
            if self.selected:
                name = game.board()["boxes"].get(self.selected, {}).get("name", self.selected) if self.board else self.selected
                where = (f' — {esc(name)} <button type="button" data-do="unselect">'
                         f'{esc(t(L, "all_actions"))}</button>')
            actions = (f'<section aria-labelledby="acts"><h3 id="acts">{esc(t(L, "actions"))} '
                       f'({len(shown)}/{len(legal)}){where}</h3><ul class="actions">{"".join(items)}</ul></section>')
        battle = self._battle_panel(view, m, role) if view.get("battle") else ""
        orders = self._orders_panel(m)
        strip = self._status_strip(view)
        here = self._units_here(view)
        die = self._die(view)
        undo = ""
        if any(m.can_undo(r) for r in game.roles):
            undo = f'<button type="button" data-do="undo">{esc(t(L, "undo"))}</button>'
        suggest = (f'<button type="button" data-do="suggest">{esc(t(L, "suggest"))}</button>'
                   if role and self.seat == "both" and not result else "")
        toggle = (suggest + f'<button type="button" data-do="moves">{esc(t(L, "hide_moves" if self.show_moves else "show_moves"))}</button>'
                  f'<button type="button" data-do="replay" data-arg="turn">{esc(t(L, "replay_turn"))}</button>'
                  f'<button type="button" data-do="replay" data-arg="whole">{esc(t(L, "replay_whole"))}</button>')
        log_items = []
        for entry in m.log(last=60)[-60:]:
            text = entry.get(L) or entry.get("en") or ""
            rule = entry.get("rule")
            log_items.append(f'<li value="{int(entry["ply"])}">{esc(text)}{self._rule_ref(rule)}</li>')
        log = (f'<section aria-labelledby="log"><h3 id="log">{esc(t(L, "log"))}</h3>'
               f'<ol class="log" aria-live="polite" tabindex="0">{"".join(log_items)}</ol></section>')
        board = ""
        if self.board is not None:
            zoom = (f'<div class="zoom row-buttons"><button type="button" data-do="zoom" data-arg="in" aria-label="{esc(t(L, "zoom_in"))}">+</button>'
                    f'<button type="button" data-do="zoom" data-arg="out" aria-label="{esc(t(L, "zoom_out"))}">−</button>'
                    f'<button type="button" data-do="zoom" data-arg="fit">{esc(t(L, "fit"))}</button></div>')
            board = f'<section class="map-side"><div id="board-slot"></div>{zoom}{self._text_map(view)}</section>'
        return (f'<main class="game{" with-map" if board else ""}">{board}<section class="board-side">'
                f'<h2>{esc(game.title)} <small>{esc((game.scenarios_es if L == "es" else game.scenarios).get(m.scenario, m.scenario))}</small></h2>'
                f'{status}{self._rules_panel()}{strip}{die}{battle}{here}'
                + ("" if self.computer else f'<p class="row-buttons" aria-label="{esc(t(L, "side"))}">{seat_buttons}</p>')
                + f'<p class="row-buttons">{undo}{toggle}</p>{actions}{orders}'
                f'{log}<p class="meta">{esc(t(L, "move"))} {m.ply} · {esc(m.hash())}</p></section></main>')

    def _rule_ref(self, rule):
        """A rule citation: a small button that opens the rules panel on it."""
        if not rule:
            return ""
        label = ("regla " if self.lang == "es" else "rule ") + str(rule)
        return (f' <button type="button" class="rule" data-do="rule" data-arg="{esc(rule)}" '
                f'aria-label="{esc(label)}">{esc(rule)}</button>')

    def _rules_panel(self):
        m = self.session.match
        if not self.rule_open or m is None or not hasattr(m.game, "rule_text"):
            return ""
        L = self.lang
        entry = m.game.rule_text(self.rule_open)
        if not entry:
            return ""
        paras = "".join(f"<p>{esc(p)}</p>" for p in entry["text"].get(L, entry["text"]["en"]).split("\n") if p.strip())
        title = entry["title"].get(L, entry["title"]["en"])
        return (f'<aside class="rules-panel" aria-labelledby="rules-title"><h3 id="rules-title">'
                f'{esc(self.rule_open)} · {esc(title)}</h3>{paras}'
                f'<button type="button" data-do="rule" data-arg="">{esc(t(L, "cancel"))}</button></aside>')

    # The computer -------------------------------------------------------------------------
    def _restore_computer(self):
        raw = self._pref("computer:" + self.session.slot) or ""
        try:
            self.computer = json.loads(raw) if raw else None
        except ValueError:
            self.computer = None
        if self.computer:
            self.seat = [r for r in self.session.match.game.roles if r != self.computer["role"]][0]

    def acting_is_computer(self):
        m = self.session.match
        return (self.computer is not None and m is not None and not m.result()
                and m.active() == [self.computer["role"]])

    def _schedule_computer(self):
        """The computer plays its side one move at a time, between frames, so
        the page stays usable and its moves can be followed like a person's."""
        if self.computer_busy or self.screen != "game" or not self.acting_is_computer():
            return
        self.computer_busy = True
        js.setTimeout(create_once_callable(self._computer_step), 350)

    def _think(self, role, level, done):
        """Run the computer's search in slices of about SLICE_MS between
        frames (the page keeps answering taps and drawing), then call
        done(action). Work for a position that is no longer current (undo,
        a new game, another screen) is dropped."""
        from pyapp import ai
        m = self.session.match
        ply = m.ply
        thinker = ai.Thinker(m.game, m.state, role, level, m.seed)
        key = self.thinking = object()      # a newer request supersedes this one
        stats = self.think_stats
        stats["decisions"] += 1
        slices = [0]

        def slice_(*_):
            try:
                if self.thinking is not key:
                    return
                if self.session.match is not m or m.ply != ply:
                    self.thinking = None          # the position changed under it: drop the work
                    return
                slices[0] += 1
                stats["slices"] += 1
                stats["max_slices"] = max(stats["max_slices"], slices[0])
                t0 = time.perf_counter()
                while not thinker.step(25):
                    if (time.perf_counter() - t0) * 1000 >= SLICE_MS:
                        js.setTimeout(create_once_callable(slice_), 0)
                        return
                self.thinking = None
                done(thinker.action)
            except Exception:
                self.thinking = None
                traceback.print_exc()

        slice_()

    def _computer_step(self):
        self.computer_busy = False
        if not self.acting_is_computer() or self.screen != "game":
            return
        role = self.computer["role"]
        m = self.session.match

        def play(action):
            if not self.acting_is_computer() or self.session.match is not m:
                return
            self.session.act(role, action)
            if self.session.notice:
                self.flash(self.session.notice, "warn")
            self.render()

        self._think(role, self.computer.get("level", "normal"), play)

    # Replay ---------------------------------------------------------------------------
    def start_replay(self, first):
        m = self.session.match
        if m is None:
            return
        self.replay = Replay(m, max(m.start_index, first))
        self.screen = "replay"

    def step_replay(self, arg):
        r = self.replay
        m = self.session.match
        if arg in ("whole", "turn"):
            self.start_replay(m.start_index if arg == "whole" else m.turn_start())
            return
        if r is None:
            return
        if arg == "close":
            self.replay, self.screen = None, "game"
        elif arg == "first":
            r.go(r.first)
        elif arg == "back":
            r.go(r.ply - 1)
        elif arg == "next":
            r.go(r.ply + 1)
        elif arg == "last":
            r.go(m.ply)

    def _status_strip(self, view):
        """Always in sight: date, whose half, segment, marches left, army sizes, pools."""
        L = self.lang
        if "max_army" not in view:
            summary = view.get("summary_es" if L == "es" else "summary") or ""
            return f'<p class="summary">{esc(summary)}</p>'
        es = L == "es"
        phase = view.get("phase_text", {})
        cells = [
            (("Fecha" if es else "Date"), view.get("date", {}).get(L, "")),
            (("Mitad de" if es else "Half"), role_name(L, view.get("phasing"))),
            (("Segmento" if es else "Segment"), phase.get(L, "")),
        ]
        if view.get("phase") == "mv":
            cells.append((("Marchas" if es else "Marches left"), str(view.get("marches_left", 0))))
        for side in ("union", "csa"):
            pool = view.get("pools", {}).get(side, {})
            cells.append((role_name(L, side),
                          f'{"ejército" if es else "army"} {view["on_map"][side]}/{view["max_army"][side]} · '
                          f'{"reserva" if es else "pool"} {pool.get("mi", 0)} {"inf." if es else "inf"}, '
                          f'{pool.get("mc", 0)} {"cab." if es else "cav"}'))
        items = "".join(f"<div><dt>{esc(k)}</dt><dd>{esc(v)}"
                        f"{self._rule_ref(phase.get('rule')) if i == 2 else ''}</dd></div>"
                        for i, (k, v) in enumerate(cells))
        return f'<dl class="strip">{items}</dl>'

    def _units_here(self, view):
        """The selected box's units, in words (the map fans them out as counters)."""
        if not self.selected or not self.board:
            return ""
        L = self.lang
        name = self.board.spec["boxes"].get(self.selected, {}).get("name", self.selected)
        rows = []
        for uid, u in sorted(view.get("units", {}).items()):
            if u.get("box") != self.selected:
                continue
            marks = []
            if u.get("damaged"):
                marks.append("dañada" if L == "es" else "damaged")
            if u.get("entrenched"):
                marks.append("acantonada" if L == "es" else "entrenched")
            rows.append(f'<li>{esc(u.get("name_es" if L == "es" else "name", uid))} '
                        f'({esc(role_name(L, u.get("side")))}, {u.get("value")})'
                        f'{(" — " + esc(", ".join(marks))) if marks else ""}</li>')
        if not rows:
            return ""
        title = ("Unidades en " if L == "es" else "Units in ") + name
        return f'<section class="here"><h3>{esc(title)}</h3><ul>{"".join(rows)}</ul></section>'

    def _orders_panel(self, m):
        """Standing orders: mine to set (playing by link), both sides' shown."""
        spec = getattr(m.game, "orders_spec", {}) or {}
        if not spec or self.seat == "both":
            return ""
        L = self.lang
        es = L == "es"
        rows = []
        mine = m.orders.get(self.seat, {})
        for key, item in spec.items():
            current = mine.get(key, item["default"]) if mine else ""
            opts = "".join(f'<option value="{esc(c)}"{" selected" if c == current else ""}>{esc(txt.get(L, txt["en"]))}</option>'
                           for c, txt in item["choices"].items())
            if not mine:
                opts = f'<option value="" selected>{"—"}</option>' + opts
            rows.append(f'<label>{esc(item["title"].get(L, item["title"]["en"]))} '
                        f'<select id="order-{esc(key)}">{opts}</select></label>')
        others = []
        for role, given in sorted(m.orders.items()):
            if role == self.seat:
                continue
            words = "; ".join(spec[k]["choices"][v].get(L, spec[k]["choices"][v]["en"])
                              for k, v in given.items() if k in spec and v in spec[k]["choices"])
            others.append(f'<p>{esc(role_name(L, role))}: {esc(words or "—")}</p>')
        title = ("Órdenes para el turno del rival" if es else "Standing orders for your opponent's turn")
        hint = ("Tus decisiones de batalla cuando tu rival ataca, sin esperar un enlace de vuelta. "
                "Ambos bandos las ven." if es else
                "Your battle choices when your opponent attacks, made without waiting for a link back. "
                "Both sides see them.")
        return (f'<details class="orders"><summary>{esc(title)}</summary><p class="hint">{esc(hint)}</p>'
                f'{"".join(rows)}{"".join(others)}</details>')

    # Dice and battles -------------------------------------------------------------------
    DIE_FACES = "⚀⚁⚂⚃⚄⚅"

    def _die(self, view):
        """The last roll as dice, with what it meant (the newest log line)."""
        rolls = view.get("last_roll") or []
        m = self.session.match
        if not rolls or not m or not m.moves or not m.moves[-1].log:
            return ""
        if not m.moves[-1].rolled:
            return ""                           # the last move rolled nothing
        # One die per roll, each landing a moment after the last, with what it did.
        faces = "".join(f'<span class="face" style="animation-delay:{0.35 * i:.2f}s">{self.DIE_FACES[r - 1]}</span>'
                        for i, r in enumerate(rolls) if isinstance(r, int) and 1 <= r <= 6)
        lines = m.moves[-1].log
        said = "".join(f'<li style="animation-delay:{0.35 * min(i, len(rolls)):.2f}s">'
                       f'{esc(e.get(self.lang) or e.get("en", ""))}</li>' for i, e in enumerate(lines))
        numbers = ", ".join(str(r) for r in rolls)
        return (f'<div class="die" role="status"><span class="faces" aria-label="{esc(numbers)}">{faces}</span>'
                f'<ul class="said">{said}</ul></div>')

    def _battle_panel(self, view, m, role):
        """Both armies with their values; the acting side assigns targets by
        clicking a cell (each cell is one legal "target" action)."""
        L = self.lang
        b = view["battle"]
        units = view.get("units", {})
        legal = m.legal(role) if role else []
        index = {a: i for i, a in enumerate(legal)}
        acting = b.get("acting")
        firers = b["attackers"] if acting == b.get("attacker") else b["defenders"]
        targets = b["defenders"] if acting == b.get("attacker") else b["attackers"]
        declared = {f: t_ for f, t_ in b.get("targets", [])}

        def name(uid):
            u = units.get(uid, {})
            text = u.get("name_es" if L == "es" else "name", uid)
            marks = []
            if u.get("damaged"):
                marks.append("✚ " + ("dañada" if L == "es" else "damaged"))
            if uid in b.get("entrenched", []):
                marks.append("▤ " + ("acantonada" if L == "es" else "entrenched"))
            if uid in b.get("crossing", []):
                marks.append("≈ " + ("cruza río" if L == "es" else "crossing a river"))
            return esc(text) + (f' <small>({esc(", ".join(marks))})</small>' if marks else "")

        head = "".join(f"<th scope=\"col\">{name(x)}</th>" for x in targets)
        rows = []
        for f in firers:
            cells = []
            for x in targets:
                value = b.get("values", {}).get(f, {}).get(x)
                label = ("—" if value is None or value <= 0 else f"1–{value}" if value > 1 else "1")
                action = ("target", f, x)
                chosen = declared.get(f) == x
                if action in index:
                    cells.append(f'<td><button type="button" data-do="act" data-arg="{index[action]}" '
                                 f'data-action="{esc(json.dumps(action_json(action)))}" '
                                 f'aria-pressed="{"true" if chosen else "false"}" '
                                 f'aria-label="{label}: {esc(game_describe(m, action, L))}">{label}</button></td>')
                else:
                    cells.append(f'<td class="{"chosen" if chosen else ""}">{label}{" ◎" if chosen else ""}</td>')
            rows.append(f'<tr><th scope="row">{name(f)}</th>{"".join(cells)}</tr>')
        side_names = (role_name(L, b.get("attacker")), role_name(L, b.get("defender")))
        title = ("Batalla en " if L == "es" else "Battle at ") + esc(self.board.spec["boxes"][b["box"]]["name"]
                                                                      if self.board else b["box"])
        sub = (f'{"Asalto" if L == "es" else "Round"} {b.get("round")} · '
               f'{"ataca" if L == "es" else "attacker"}: {esc(side_names[0])} · '
               f'{"defiende" if L == "es" else "defender"}: {esc(side_names[1])} · '
               f'{"dispara" if L == "es" else "firing"}: {esc(role_name(L, acting))}')
        hint = ("Cada celda: tiradas que impactan contra ese objetivo." if L == "es"
                else "Each cell: the rolls that hit that target.")
        return (f'<section class="battle" aria-labelledby="battle-title"><h3 id="battle-title">{title}</h3>'
                f'<p>{sub}</p><table><caption>{esc(hint)}</caption><thead><tr><td></td>{head}</tr></thead>'
                f'<tbody>{"".join(rows)}</tbody></table></section>')

    # The map --------------------------------------------------------------------------
    def _ensure_board(self, game):
        if self.board_game is game:
            return
        self.board, self.board_game, self.selected = None, game, None
        spec = game.board() if hasattr(game, "board") else None
        if not spec or spec.get("kind") != "p2p":
            return
        from .board import Board
        self.board = Board(spec, self.pick_box)
        if self.basemap is not None:
            self.board.set_basemap(self.basemap)

    def load_basemap(self):
        async def fetch():
            try:
                response = await js.fetch("./assets/basemap.json")
                if not response.ok:
                    return
                self.basemap = json.loads(str(await response.text()))
                if self.board is not None:
                    self.board.set_basemap(self.basemap)
            except Exception:
                traceback.print_exc()     # the map still works without its background
        import asyncio
        asyncio.ensure_future(fetch())

    def _board_view(self):
        m = self.session.match
        return m.game.view(m.state, None) if m else {}

    def _mentions(self, action, units=None):
        """The boxes an action names, directly or through a unit in them
        (units as the view gives them: id -> {"box": ...})."""
        spec_boxes = self.board.spec["boxes"] if self.board else {}
        if units is None:
            units = self._units_view()
        out = set()
        for part in action[1:]:
            if isinstance(part, str):
                if part in spec_boxes:
                    out.add(part)
                elif part in units:
                    out.add(units[part].get("box"))
        return out

    def _units_view(self):
        m = self.session.match
        if m is None:
            return {}
        key = (id(m), m.ply, m.hash())
        if getattr(self, "_units_key", None) != key:
            self._units_key = key
            self._units_cache = m.game.view(m.state, None).get("units", {}) or {}
        return self._units_cache

    def _action_fits(self, action):
        return self.selected is None or not self._mentions(action) or self.selected in self._mentions(action)

    def _highlight(self):
        role = self.acting_role()
        m = self.session.match
        if role is None or m is None or not self.show_moves:
            return set()
        boxes = set()
        for action in m.legal(role):
            if self._action_fits(action):
                boxes |= self._mentions(action)
        return boxes

    def pick_box(self, box):
        try:
            m = self.session.match
            role = self.acting_role()
            before = self.selected
            if (before and before != box and role is not None and m is not None and self.screen == "game"
                    and box not in self._highlight() and hasattr(m.game, "explain")):
                why = m.game.explain(m.state, role, before, box)
                if why is not None:            # the engine says why, with its section
                    name = self.board.spec["boxes"][box]["name"]
                    self.flash(f"{name}: {why.reason} ({why.rule})", "warn")
                    self.render()
                    return
            self.selected = None if self.selected == box else box
            if self.selected and m is not None and self.screen == "game":
                name = self.board.spec["boxes"][box]["name"]
                es = self.lang == "es"
                if role is None and m.active():
                    who = ", ".join(role_name(self.lang, r) for r in m.active())
                    self.flash((f"{name}: ahora juega {who}." if es else f"{name}: it is {who}'s turn now."), "info")
                elif role is not None and not any(box in self._mentions(a) for a in m.legal(role)):
                    self.flash((f"Nada que hacer en {name} ahora." if es else f"Nothing to do at {name} now."), "info")
                else:
                    self.message = ""
            self.render()
        except Exception:
            traceback.print_exc()

    def _text_map(self, view):
        """The accessible text twin of the map: every occupied or flagged box."""
        L = self.lang
        spec = self.board.spec["boxes"]
        owners = view.get("owners", {})
        occ = view.get("occupancy", {})
        rows = []
        for b in sorted(spec, key=lambda x: spec[x]["name"]):
            o = occ.get(b)
            own = owners.get(b)
            if not o and own == spec[b].get("owner"):
                continue
            who = role_name(L, own) if own else t(L, "neutral")
            counts = ", ".join(f"{role_name(L, side)} {n}" for side, n in (o or {}).items() if n)
            rows.append(f'<li><button type="button" data-do="pick" data-arg="{esc(b)}">{esc(spec[b]["name"])}</button> '
                        f'{esc(who)}{(" — " + esc(counts)) if counts else ""}</li>')
        return (f'<details class="text-map"><summary>{esc(t(L, "text_map"))}</summary>'
                f'<ul>{"".join(rows)}</ul></details>')


class Replay:
    """Steps through a match's positions. States are rebuilt by replaying the
    log, with a checkpoint every 32 moves so stepping stays cheap."""

    EVERY = 32

    def __init__(self, match, first):
        self.match = match
        self.first = first
        self.ply = first
        self.cache = {match.start_index: match.game.copy(match.start)}
        self.last = None

    def go(self, ply):
        self.ply = max(self.first, min(self.match.ply, ply))

    def state(self):
        if self.last is not None and self.last[0] == self.ply:
            return self.last[1]
        self.last = (self.ply, self._state())
        return self.last[1]

    def _state(self):
        m = self.match
        base = max(p for p in self.cache if p <= self.ply)
        state = m.game.copy(self.cache[base])
        for n in range(base, self.ply):
            move = m.moves[n - m.start_index]
            state = m.game.apply(state, move.role, move.action)
            m.game.take_events(state)
            if (n + 1) % self.EVERY == 0 and n + 1 not in self.cache:
                self.cache[n + 1] = m.game.copy(state)
        return state

    def log(self):
        """What the move that led to this position wrote in the log."""
        if self.ply <= self.match.start_index:
            return []
        return self.match.moves[self.ply - self.match.start_index - 1].log

    def moved(self):
        """Boxes the last move named: highlighted on the map."""
        if self.ply <= self.match.start_index:
            return set()
        move = self.match.moves[self.ply - self.match.start_index - 1]
        if PAGE is None:
            return set()
        units = self.match.game.view(self.state(), None).get("units", {}) or {}
        return PAGE._mentions(move.action, units)


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
        PAGE = Page()
        PAGE.start()
        boot.ready()
    except Exception as exc:
        traceback.print_exc()
        boot.fail(f"The game's code failed to start ({type(exc).__name__}: {exc}).")
