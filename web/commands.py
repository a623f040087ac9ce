"""The page's buttons: each ``data-do="<verb>"`` in the page's HTML is
answered by ``do_<verb>(arg)`` here (``App.handle``), then the page is drawn
again. A mixin of ``web.app.App``."""

from __future__ import annotations

import json

import js

from pyapp import games
from pyapp.core import Illegal

from . import files, update
from .dom import by_id, nullish, set_pref
from .handover import BOTH
from .replay import Replay, device_role, since_my_turn
from .saves import SaveError, export_text
from . import duel_screen
from .text import t
from .widgets import rules
from .widgets.log import show_current

ZOOM_STEP = 1.3
END_VERBS = ("done", "pass")        # the actions that end a step (a phase, a window): asked first if it drops something


class Commands:
    """The verbs of the page's buttons (``data-do``)."""

    def handle(self, what, arg):
        handler = getattr(self, "do_" + what, None)
        if handler is None:
            raise Illegal(f"{t('en', 'unknown_command')} {what!r}", es=f"{t('es', 'unknown_command')} {what!r}")
        handler(arg)

    def do_act(self, arg):
        role = self.acting_role()
        if role is None:
            raise Illegal(t("en", "not_your_turn"), es=t("es", "not_your_turn"))
        index = int(arg)
        action = self.session.match.legal(role)[index]
        if action[0] in END_VERBS:
            warn = self.end_warning(role)
            if warn is not None:              # issue 32: ending now would drop something: ask first
                self.asking_end = (index, action, warn)
                return
        self.play(action)

    def do_end_sure(self, arg):
        """The end of step asked about: "End it anyway"."""
        asked, self.asking_end = self.asking_end, None
        role = self.acting_role()
        if asked is None or role is None:
            return
        legal = self.session.match.legal(role)
        if 0 <= asked[0] < len(legal) and legal[asked[0]] == asked[1]:
            self.play(asked[1])

    def do_end_back(self, arg):
        """The end of step asked about: "Go back" (nothing is played)."""
        self.asking_end = None

    def end_warning(self, role):
        """What ending the step now would leave undone, (en, es), or None:
        what the player began at the table (``Table.pending``) and what the
        rules say is left (``Game.unfinished``)."""
        m = self.session.match
        table = self.table()
        said = []
        if table is not None:
            try:
                begun = table.pending(self.view(), self.table_seat())
            except Exception:                  # a question only: never in the way of the game
                begun = None
            if begun:
                said.append(begun)
        left = m.game.unfinished(m.state, role)
        if left:
            said.append((left["en"], left.get("es") or left["en"]))
        if not said:
            return None
        return (" ".join(x[0] for x in said), " ".join(x[1] for x in said))

    def play(self, action):
        """Play ``action`` for the side acting at this device (a button, or a
        tap on the map that the table turned into an action)."""
        s = self.session
        self.asking_end = None
        self.selected, self.sent_link, self.suggested = None, "", None
        role = self.acting_role()
        if role is None:
            raise Illegal(t("en", "not_your_turn"), es=t("es", "not_your_turn"))
        s.act(role, action)
        # the other side's standing orders (hotseat: the side holding the device
        # has just moved; the other's orders spare a hand-over, For the People 4.2.5)
        s.follow_orders(self.seat if self.seat != BOTH else role)
        if s.stale:                      # the urgent slot says it, with the two ways on
            self.message = ""
            return
        self.flash(s.notice_text(self.lang), "warn" if s.notice else "info")

    def do_undo(self, arg):
        m = self.session.match
        duel = self.session.duel
        role = (duel.seat if duel is not None else
                self.acting_role() or (m.moves[-1].role if m and m.moves else None))
        self.session.undo(role)
        self.message = ""

    def do_new(self, arg):
        self.screen = "start"

    def do_continue(self, arg):
        self.screen = "game"

    # A game between two devices (docs/TRUST.md) ------------------------------------------------
    def do_duel_copy(self, arg):
        """Copy (or share) the link to send: "send" (this device's latest)
        "audit" (its audit link) or "back" (the other side's latest, to send
        back to a device that lost it: T2.6)."""
        name, _, part = str(arg).partition("-part-")
        if name == "back":
            url = duel_screen.their_last(self)
        elif name == "live":
            url = self.live.signal
        else:
            url = self.audit_shown if name == "audit" else (self.session.duel_status() or {}).get("link")
        if not url:
            return
        if name in ("send", "back"):                 # T1.6: a long turn link goes in parts
            parts = self.session.latest_parts(name)
            if part.isdigit() and 1 <= int(part) <= len(parts):
                url = parts[int(part) - 1]
            elif len(parts) > 1:                     # all of them, one a line
                files.copy_link("\n".join(parts), as_text=True)
                self.flash(t(self.lang, "parts_copied").format(n=len(parts)), "info")
                return
        files.copy_link(url)
        self.flash(t(self.lang, "duel_copied"), "info")

    def do_live_start(self, arg):
        """T7: offer a live connection for the duel in play (its link, to send)."""
        self.live.start()

    def do_live_stop(self, arg):
        self.live.stop()

    def do_duel_paste(self, arg):
        """Open the link pasted in the page's field (as opening it in the browser does)."""
        field = by_id("duel-paste")
        text = str(field.value).strip() if field is not None else ""
        if not text:
            self.flash(t(self.lang, "duel_paste_empty"), "warn")
            self.focus_to = "#duel-paste"
            return
        self.open_text(text)

    def do_duel_join(self, arg):
        """Take the seat the open invitation offers: the reply link to send back."""
        self.session.join_duel()
        self.game_opened()
        self.drop_fragment()
        self.message = ""
        self.focus_to = "#copy-send"

    def do_duel_decline(self, arg):
        self.session.decline_invite()
        self.drop_fragment()
        self.screen = "game" if self.session.in_play() else "start"

    def do_duel_audit(self, arg):
        """This side's audit link (T5.1), shown and copied."""
        self.audit_shown = self.session.audit_link()
        files.copy_link(self.audit_shown)
        self.flash(t(self.lang, "duel_copied"), "info")
        self.focus_to = "#copy-audit"

    def do_start(self, arg):
        self.start_game()

    def do_lang(self, arg):
        self.set_lang("es" if self.lang == "en" else "en")

    def do_moves(self, arg):
        """Hide or show the map's highlights of what can be done (only the
        highlighting: every action stays; not kept past this visit)."""
        self.show_moves = not self.show_moves

    def do_layer(self, arg):
        """Show or hide a layer of the map ("units": the counters, "marks":
        the markers), where the map offers it."""
        attr = {"units": "show_units", "marks": "show_marks"}.get(arg)
        if attr and self.map is not None and getattr(self.map, attr, None) is not None:
            setattr(self.map, attr, not getattr(self.map, attr))

    def do_skip(self, arg):
        """The skip links: focus the map, or the controls of the decision at hand."""
        self.focus_to = "map" if arg == "map" else "controls"

    def do_seat(self, arg):
        if self.session.duel is not None:     # a device plays its own seat only (T1.2)
            self.session.duel.check_actor(arg)
            return
        self.seat = arg
        set_pref("seat", arg)

    def do_saves(self, arg):
        """The Saves screen; "full": with the saves by size, to free space."""
        self.screen = "saves"
        self.saves_full = arg == "full"
        self.message = "" if arg == "full" else self.message

    def do_save_now(self, arg):
        """Try the autosave again (after freeing space); once the game is
        stored, the link it came from leaves the address bar."""
        s = self.session
        s.autosave()
        if not s.saved:
            self.flash(s.notice_text(self.lang), "warn")
            return
        self.saves_full = False
        self.drop_fragment()
        self.flash(t(self.lang, "saved_now"), "info")

    def do_stale(self, arg):
        """Another tab went on with this game: load its newer state, or keep
        this page's game as a separate save (``Session.resolve_stale``)."""
        self.session.resolve_stale(arg)
        if arg == "load":
            self.game_opened()
        self.message = ""

    def do_leave_safe(self, arg):
        """Start again normally: the address without ?safe (the link kept)."""
        js.location.replace(str(js.location.pathname) + str(js.location.hash or ""))

    def do_open_link(self, arg):
        """In safe mode, the link in the address bar opens only when asked."""
        self.open_fragment()

    def do_aside_download(self, arg):
        """Download an item set aside, exactly as it was stored."""
        text = self.session.saves.aside_text(arg)
        name = "".join(c if c.isalnum() or c in "-_." else "_" for c in arg.lstrip("="))[:60]
        files.download(f"civil-war-table-set-aside-{name}.txt", text, "text/plain")

    def do_aside_delete(self, arg):
        self.session.saves.drop_aside(arg)

    def do_import_held(self, arg):
        """The file's saves that are older than (or went another way from)
        this device's copies: add them as separate saves."""
        n = self.session.import_pending(arg == "add")
        self.flash(t(self.lang, "import_done").format(added=n, replaced=0, same=0), "info")

    def do_embed_remove(self, arg):
        """Remove what one framing site's boards keep in this site's storage."""
        storage = self.storage
        if not arg or not hasattr(storage, "remove_embedded"):
            return
        n = storage.remove_embedded(str(arg))
        self.flash(t(self.lang, "embed_removed").format(origin=arg, n=n), "info")

    def do_share(self, arg):
        self.screen = "share"

    def do_copy(self, arg):
        url = self.session.link(arg)
        files.copy_link(url)
        self.flash(t(self.lang, "copied") + " " + t(self.lang, "characters").format(n=len(url)), "info")

    def do_load(self, arg):
        self.load(arg)
        self.message = ""

    def do_delete(self, arg):
        """Delete asks first, in the save's own row ("Delete? Yes / No")."""
        self.confirm_delete = arg
        self.focus_to = "#delete-no"

    def do_delete_no(self, arg):
        self.confirm_delete = None
        self.focus_to = f"delete:{arg}"

    def do_delete_yes(self, arg):
        """Delete the save, keeping it in memory for Undo (in the toast).
        Deleting the game in play closes it (``Session.delete``)."""
        from .screens import save_name
        self.confirm_delete = None
        try:
            record = self.session.saves.get(arg)
            name = save_name(record, self.lang)
        except SaveError:
            name = arg
        kept = self.session.delete(arg)
        if kept["open"]:
            self.selected, self.replay, self.rule_open = None, None, None
            self.handover.reset()
            if self.screen not in ("saves", "start"):
                self.screen = "saves"
        self.deleted = dict(kept, name=name)
        self.tell_keep()                  # a build no save needs any more may go
        self.flash(t(self.lang, "deleted_open" if kept["open"] else "deleted").format(name=name), "info",
                   action=("undelete", arg, t(self.lang, "undelete")))
        self.focus_to = "toast"

    def do_undelete(self, arg):
        kept = getattr(self, "deleted", None)
        if not kept or kept["slot"] != arg:
            return
        self.session.undelete(kept)
        self.deleted = None
        if kept["open"] and self.session.duel is not None:
            self.game_opened()
        elif kept["open"]:
            seat = self.computer.restore(self.session.match.uid, self.session.match.game.roles, self.session.slot)
            if seat:
                self.seat = seat
        self.flash(t(self.lang, "restored").format(name=kept["name"]), "info")
        self.focus_to = f"delete:{arg}"

    def do_rename(self, arg):
        name = js.window.prompt(t(self.lang, "name_prompt"))
        if name:
            self.session.rename(arg, str(name))

    def do_save_as(self, arg):
        name = js.window.prompt(t(self.lang, "name_prompt"))
        if name:
            self.session.save_as(str(name))
            self.flash(t(self.lang, "saved_as"), "info")

    def do_export(self, arg):
        files.download("civil-war-table-saves.json", export_text(self.session.saves.list()))

    def do_export_one(self, arg):
        """Download one save as a file (any save, even one this version
        cannot open: it is the player's, to keep or to open elsewhere)."""
        record = self.session.saves.get(arg)
        files.download(f"civil-war-table-{arg}.json", export_text([record]))

    def do_import(self, arg):
        files.pick_file(self.imported)

    def do_reload(self, arg):
        js.window.cwtUpdateAccepted = True
        offline = getattr(js.window, "cwtOffline", None)
        if not nullish(offline):
            # the builds the saved games need under the new build's rules
            # (without its answer, accept() keeps this build too, to be safe)
            info = getattr(self, "update_info", None)
            keep = None
            if info:
                try:
                    keep = json.dumps(update.needed_builds(self.session.saves.list(), info["rules"],
                                                           info["build"], default_build=self.session.build))
                except Exception:
                    keep = None
            offline.accept(keep)
            return
        worker = js.window.cwtUpdateReady
        if not nullish(worker):
            worker.postMessage("skipWaiting")
        else:
            js.location.reload()

    def do_dismiss(self, arg):
        self.message = ""
        self.message_action = None

    def do_unselect(self, arg):
        self.selected = None

    def do_replay(self, arg):
        """``turn``: since my last turn (``web.replay.since_my_turn``) for the
        side at this device (the seat; against the computer, the side it
        does not play; in hotseat, the side whose turn it is), opened at the
        other side's first move; ``whole``; ``close``; a step or ``go:<ply>``."""
        m = self.session.match
        if arg == "whole":
            self.start_replay(m.start_index)
        elif arg == "turn":
            table = self.table()
            player = getattr(self.computer, "player", None) or {}
            role = device_role(m, self.seat, player.get("role"), table)
            first = since_my_turn(m, role, table)
            self.start_replay(first, at=min(m.ply, first + 1), since=True)
        elif arg == "close":
            self.replay, self.screen = None, "game"
            trail_map = self.map
            if trail_map is not None and hasattr(trail_map, "set_trail"):
                trail_map.set_trail([], {})
        elif self.replay is not None:
            self.replay.step(arg)
        if self.replay is not None:
            try:
                show_current()
            except Exception:      # natively (tests): no page
                pass

    def do_rule(self, arg):
        """Open the rules dialog on a section, or on its table of contents
        (``menu``); "" closes it. The side column stays where it was."""
        was = self.rule_open
        self.rule_open = arg or None
        try:
            rules.listen_escape()
            rules.after_open(self.rule_open is not None and self.rule_open != was)
        except Exception:      # natively (tests) there is no page to keep in place
            pass

    def do_suggest(self, arg):
        role = self.acting_role()
        if role is None:
            return
        m = self.session.match
        self.flash(t(self.lang, "thinking"), "info")

        def show(action):
            self.suggested = action
            self.flash(f'{t(self.lang, "suggestion")}: {m.game.describe(m.state, action, self.lang)}', "info")
            self.render()

        self.computer.think(role, "normal", show)

    def do_send(self, arg):
        self.sent_link = self.session.link("turn")
        files.copy_link(self.sent_link)

    def do_pick(self, arg):
        """A place or counter named in the page (log, text twin, urgent slot):
        as a tap on the map (``App.pick_item``)."""
        self.pick_item(arg)

    def do_goto(self, arg):
        """Bring a part of the page into sight (e.g. the hand, from the
        urgent slot: under the map on a phone, beside it on a wide screen)."""
        self.scroll_to = arg

    def do_zoom(self, arg):
        if self.map is None:
            return
        if arg == "fit":
            self.map.fit()
            self.map.draw()
        else:
            self.map.zoom(ZOOM_STEP if arg == "in" else 1 / ZOOM_STEP)

    def do_handover(self, arg):
        m = self.session.match
        if m is not None and arg == self.handover.pending(m, self.seat):
            self.handover.take(arg)
            self.selected = None

    def start_game(self):
        gid = str(by_id("start-game").value)
        game = games.get(gid)
        scenario = str(by_id("start-scenario").value)
        options = {key: bool(by_id("opt-" + key) and by_id("opt-" + key).checked) for key in game.options}
        link, computer, duel = by_id("opp-link"), by_id("opp-computer"), by_id("opp-duel")
        by_side = any(el is not None and el.checked for el in (link, computer, duel))
        seat = str(by_id("start-side").value) if by_side else BOTH
        player = None
        if computer is not None and computer.checked:
            other = [r for r in game.roles if r != seat][0]
            player = {"role": other, "level": str(by_id("start-level").value)}
        lang = str(by_id("start-lang").value)
        if lang in ("en", "es") and lang != self.lang:
            self.set_lang(lang)
        if duel is not None and duel.checked:
            # a game between two devices: the invitation to send (docs/TRUST.md T1.1)
            self.session.new_duel(gid, scenario, options, seat)
            self.computer.choose(self.session.duel.uid, None)
            self.game_opened()
            self.message = ""
            self.focus_to = "#copy-send"
            return
        seed = int(js.Math.floor(js.Math.random() * 2 ** 32))
        self.seat = seat
        set_pref("seat", seat)
        self.session.new_game(gid, scenario, options, seed)
        self.computer.choose(self.session.match.uid, player)
        self.game_opened()
        self.flash(self.session.notice_text(self.lang), "warn" if self.session.notice else "info")

    def imported(self, text):
        """A file was read: import what it holds without replacing newer
        data (``Session.import_file``); ask about what is older."""
        L = self.lang
        try:
            out = self.session.import_file(str(text))
            said = t(L, "import_done").format(added=len(out["added"]), replaced=len(out["replaced"]),
                                               same=len(out["same"]))
            if out["problems"]:
                said += " " + t(L, "import_problems").format(n=len(out["problems"]),
                                                              list="; ".join(out["problems"][:5]))
            if out["held"]:
                self.flash(said + " " + t(L, "import_held").format(n=len(out["held"])), "warn",
                           action=("import_held", "add", t(L, "import_add")))
            else:
                self.flash(said, "warn" if out["problems"] else "info")
            if self.session.stale:
                self.flash(self.session.notice_text(L), "warn")
            self.tell_keep()                  # an imported game may need an earlier build
        except SaveError as exc:
            self.flash(exc.text(L), "error")
        self.render()

    def start_replay(self, first, at=None, since=False):
        m = self.session.match
        if m is not None:
            self.replay = Replay(m, first, self.log_role(), at=at, since=since)
            self.screen = "replay"
            self.rule_open = None

