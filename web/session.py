"""The page's state, apart from drawing: the game in play, its links and its
saves. Pure Python (no browser modules), so it is tested natively; the page
(``web.main``) wraps it and exposes its verbs as ``window.app``.
"""

from __future__ import annotations

import json

import secrets

from pyapp import games
from pyapp.core import Illegal, LinkError, as_action, link, state_hash
from pyapp.core import duel as D
from pyapp.core import parts as P
from pyapp.core.match import Match

from .duelplay import DuelPlay, duel_of
from .saves import (PREFIX, SaveError, Saves, dumps, import_text, legacy_uid, make_record,
                    parse_record, slot_of)
from .text import role_the, t


PAGE_ONLY = ("embed", "safe", "nosnapshot", "nosw")   # query words about this page, not a game


def page_address(url: str) -> str:
    """The address links are made from: this page's, without its fragment
    and without the query words that only concern how this page was opened
    (a link shared from an embedded board or from safe mode opens normally)."""
    url = url.split("#", 1)[0]
    if "?" not in url:
        return url
    base, query = url.split("?", 1)
    kept = [part for part in query.split("&")
            if part and part.split("=", 1)[0] not in PAGE_ONLY]
    return base + ("?" + "&".join(kept) if kept else "")


def new_uid() -> str:
    """A fresh game identity: 72 random bits, URL-safe (12 characters)."""
    return secrets.token_urlsafe(9)


def ensure_uid(match: Match, uid: str = "") -> Match:
    """Give a match from before games had an identity (a format-1 link) the
    one its saves had: its game and seed (``web.saves.legacy_uid``)."""
    if not getattr(match, "uid", ""):
        match.uid = uid or legacy_uid(match.game.id, match.seed)
    return match


def action_json(action) -> list:
    return [action_json(a) if isinstance(a, tuple) else a for a in action]


def computer_chooser(game, seed: int):
    """The computer opponent as a ``chooser(state, role)`` for a game's
    standing orders: it sees only ``role``'s view."""
    def chooser(state, role):
        from pyapp import ai
        return ai.choose(game, game.view(state, role), role, "normal", seed)
    return chooser


class Session(DuelPlay):
    def __init__(self, saves: Saves, base_url: str = "", build: str = "", fallback=None) -> None:
        self.saves = saves
        # Where the game in play waits while storage refuses it (storage full): a store that
        # survives a reload of this tab (sessionStorage; web/dom.open_fallback), so no move
        # made since the last good save is lost (issue 33). None: no such store.
        self.fallback = fallback
        self.base_url = page_address(base_url)
        self.build = build         # the site build, recorded in saves (web/update.py)
        self.duel = None           # a game between two devices (web/duelplay.py), when in play
        self._match: Match | None = None
        self.slot = ""             # where the game in play autosaves ("" until its first save)
        self.known: str | None = None   # the slot's text as this page last wrote or read it
        self.branch = ""           # the autosave's name, for a game opened from a named save
        self.stale: dict | None = None  # {"ply"}: another tab or window went on with this game
        self.saved = True          # the last autosave stored the game
        self.notice = ""           # last warning for the page to show (link check, save error)
        self.notice_es = ""        # the same in Spanish

    @property
    def match(self) -> Match | None:
        """The game in play: a duel's own match (None until its first turn
        link), or the game of this device alone."""
        return self.duel.match if self.duel is not None else self._match

    @match.setter
    def match(self, value: Match | None) -> None:
        self.duel = None            # another game in play: the duel stays in its save
        self.invite = None
        self._match = value

    def in_play(self) -> bool:
        """Is a game open (a duel counts before its first turn link)?"""
        return self.match is not None or self.duel is not None

    # Verbs of window.app ------------------------------------------------------

    def games(self) -> list:
        out = []
        for gid in games.ids():
            g = games.get(gid)
            out.append({"id": g.id, "title": g.title, "roles": list(g.roles),
                        "scenarios": dict(g.scenarios), "options": dict(g.options),
                        "rules_version": g.rules_version})
        return out

    def new_game(self, game_id: str, scenario: str | None = None, options: dict | None = None,
                 seed: int | None = None) -> dict:
        if not isinstance(game_id, str) or not 0 < len(game_id) <= 64:
            raise Illegal("a game is named by its id (text)")
        try:
            game = games.get(game_id)
        except KeyError:
            raise Illegal(f"unknown game {game_id!r}") from None
        if scenario is None:
            scenario = next(iter(game.scenarios))
        if seed is None:
            raise Illegal("a new game needs a seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 53:
            raise Illegal("the seed must be a whole number from 0 to 2^53")
        self.match = Match(game, scenario, options, seed)
        self.match.uid = new_uid()
        self._opened("")
        self.autosave()
        return self.status()

    def require(self) -> Match:
        if self.match is None:
            if self.duel is not None:
                other = self.duel.other
                raise Illegal(t("en", "duel_not_started").format(other=role_the("en", other)), rule="T1.1",
                              es=t("es", "duel_not_started").format(other=role_the("es", other)))
            raise Illegal("no game is open")
        return self.match

    def writable(self) -> Match:
        """The game in play, when this page may change it: not once another
        tab or window went on with it (``stale``)."""
        m = self.require()
        if self.stale:
            en, es = self.stale_text()
            raise Illegal(en, es=es)
        return m

    def view(self, role=None) -> dict:
        m = self.require()
        if role is not None and (not isinstance(role, str) or role not in m.game.roles):
            shown = repr(role[:40]) if isinstance(role, str) else "that"
            raise Illegal(f"{shown} is not a side in {m.game.title}")
        return m.game.view(m.state, role)

    def legal(self, role) -> list:
        m = self.require()
        if not isinstance(role, str):
            raise Illegal("a side is named by its name (text)")
        return [action_json(a) for a in m.legal(role)]

    def act(self, role, action) -> dict:
        if self.duel is not None:
            self.writable_duel()
            self.duel_act(role, action)      # only this device's seat (T1.2)
            self.notice = self.notice_es = ""
            self.autosave()
            return self.status()
        m = self.writable()
        m.play(role, as_action(action))
        self.notice = ""
        self.notice_es = ""
        self.autosave()
        return self.status()

    def writable_duel(self) -> None:
        """A duel may change here: not once another tab went on with it."""
        if self.stale:
            en, es = self.stale_text()
            raise Illegal(en, es=es)

    def undo(self, role) -> dict:
        if self.duel is not None:
            self.writable_duel()
            self.duel_undo(role)
            self.notice = self.notice_es = ""
            self.autosave()
            return self.status()
        m = self.writable()
        if not isinstance(role, str):
            raise Illegal("a side is named by its name (text)")
        m.undo(role)
        self.notice = ""
        self.notice_es = ""
        self.autosave()
        return self.status()

    def set_orders(self, role, orders) -> dict:
        if self.duel is not None:
            self.writable_duel()
            out = self.duel_orders(role, orders)      # only this device's own (T1.2, T1.3)
            self.autosave()
            return out
        m = self.writable()
        m.set_orders(role, orders)          # Illegal for anything out of shape
        self.autosave()
        return dict(m.orders)

    def follow_orders(self, local) -> int:
        """Play the other side's standing orders (see Match.follow_orders);
        orders that leave a choice to the computer are decided by it, at the
        normal level, from the view of the side it decides for."""
        m = self.require()
        if self.stale or self.duel is not None:
            return 0                    # a duel plays the other side's orders itself (T1.3)
        made = m.follow_orders(local, computer_chooser(m.game, m.seed))
        if made:
            self.autosave()
        return made

    def play_forced(self) -> int:
        """Hotseat: play the decisions that are no choice (Match.play_forced),
        so the device is not handed over for a formality."""
        m = self.require()
        if self.stale or self.duel is not None:
            return 0
        made = m.play_forced()
        if made:
            self.autosave()
        return made

    def link(self, form: str = "whole") -> str:
        if self.duel is not None:
            raise Illegal(t("en", "duel_no_honour"), rule="T6", es=t("es", "duel_no_honour"))
        m = self.require()
        if not isinstance(form, str) or form not in ("whole", "turn", "position"):
            raise Illegal("unknown link form: it is whole, turn or position")
        return f"{self.base_url}#{link.encode(m, form)}"

    def hash(self) -> str:
        return self.require().hash()

    def active(self) -> list:
        return self.require().active()

    def result(self):
        return self.require().result()

    def describe(self, action, lang: str = "en") -> str:
        m = self.require()
        if lang not in ("en", "es") or not isinstance(lang, str):
            raise Illegal("the language must be en or es")
        action = as_action(action)          # Illegal for what cannot be an action
        try:
            text = m.game.describe(m.state, action, lang)
        except Exception:                   # the game cannot word an action it never offers
            raise Illegal("that is not an action of this game") from None
        if not isinstance(text, str):
            raise Illegal("that is not an action of this game")
        return text

    def status(self) -> dict:
        m = self.require()
        out = {"hash": m.hash(), "active": m.active(), "ply": m.ply, "result": m.result(),
               "can_undo": {r: m.can_undo(r) for r in m.game.roles}}
        if self.duel is not None:
            out["duel"] = self.duel_status()
        return out

    # Links ------------------------------------------------------------------

    def open(self, text: str) -> dict:
        """Open a link. A turn link is joined to this device's saved copy of
        the same game (the same ``uid``) when that copy ends where the link
        starts; otherwise the link is opened on its own, into a save of its
        own, and ``notice`` says why the copies differ. A link of a game
        between two devices goes to ``open_duel``."""
        if P.is_part(text):                # T1.6: a part of a long link (or several)
            return self.open_parts(text)
        if D.is_duel(text):
            return self.open_duel(text)
        opened = link.decode(text, games)
        match = ensure_uid(opened.match)
        notice, notice_es, slot, known = "", "", "", None
        for own in self.saves.of_game(match.uid):
            if own.get("kind") != "auto":
                continue
            joined, why, why_es = self._join(own, opened)
            if joined is not None:
                match, slot, known = ensure_uid(joined, match.uid), own["slot"], self.saves.raw(own["slot"])
                notice = notice_es = ""
                break
            if not notice:
                notice, notice_es = why, why_es
        self.match = match
        self._opened(slot, known)
        self.notice, self.notice_es = notice, notice_es
        self.autosave()
        out = self.status()
        out["notice"] = self.notice or notice
        out["notice_es"] = self.notice_es if self.notice else notice_es
        out["start_ply"] = opened.start_ply
        out["saved"] = self.saved
        return out

    def notice_text(self, lang: str = "en") -> str:
        """The last notice in ``lang``."""
        return self.notice_es if lang == "es" and self.notice_es else self.notice

    @staticmethod
    def _join(own: dict, opened: link.Opened):
        """Compare a link with this device's saved copy of the same game.

        Returns (the match to play, "", "") when the link continues the saved
        copy (the whole history is kept), else (None, why the link was opened
        on its own and the saved copy kept, the same in Spanish)."""
        try:
            mine = link.decode(own["link"], games).match
        except LinkError as exc:
            return None, (f"Your saved copy of this game could not be read ({exc}); "
                          "the link was opened on its own."), \
                (f"Tu copia guardada de esta partida no se pudo leer ({exc}); "
                 "el enlace se abrió aparte.")
        theirs = opened.match
        common = max(opened.start_ply, mine.start_index)     # first move both may know
        if common > min(mine.ply, theirs.ply) or \
                state_hash(mine.position(common)) != state_hash(theirs.position(common)):
            return None, (f"This link does not start from the position your saved copy has "
                          f"reached (yours is at move {mine.ply}, the link starts at move "
                          f"{opened.start_ply}); it was opened on its own and your copy is kept."), \
                (f"Este enlace no empieza en la posición a la que ha llegado tu copia guardada "
                 f"(la tuya está en la jugada {mine.ply}, el enlace empieza en la jugada "
                 f"{opened.start_ply}); se abrió aparte y tu copia se conserva.")
        ours = [(mv.role, mv.action) for mv in mine.moves[common - mine.start_index:]]
        new = [(mv.role, mv.action) for mv in theirs.moves[common - theirs.start_index:]]
        if new[:len(ours)] == ours:                          # the link goes on from my copy
            if mine.start_index <= theirs.start_index:
                for role, action in new[len(ours):]:
                    mine.play(role, action)
                mine.orders = {r: dict(o) for r, o in theirs.orders.items()}
                return mine, "", ""
            return theirs, "", ""
        if ours[:len(new)] == new:
            return None, (f"This link is older than your saved copy (it ends at move "
                          f"{theirs.ply}, your copy at move {mine.ply}); it was opened on its "
                          "own and your copy is kept."), \
                (f"Este enlace es más antiguo que tu copia guardada (acaba en la jugada "
                 f"{theirs.ply}, tu copia en la jugada {mine.ply}); se abrió aparte y tu copia "
                 "se conserva.")
        return None, (f"Your saved copy went on past move {common} with other moves than this "
                      "link's; the link was opened on its own and your copy is kept."), \
            (f"Tu copia guardada siguió después de la jugada {common} con otras jugadas que las "
             "de este enlace; el enlace se abrió aparte y tu copia se conserva.")

    # Saves ---------------------------------------------------------------------
    #
    # A game autosaves after every change into its own slot. A slot is only
    # ever written with the game it holds, going on from what it holds:
    # - the first save of a game in this page claims a slot (``_claim``): the
    #   game's own ("auto-<uid>") when it is free or holds an earlier position
    #   of this very line of play, else the next free one;
    # - after that, the page remembers the slot's text as it wrote it
    #   (``known``); should it find another text there (another tab or window
    #   went on with the game), it stops saving, says so (``stale``) and acts
    #   no more, until the player loads the newer state or keeps this page's
    #   game as a separate save (``resolve_stale``).

    def _opened(self, slot: str, known: str | None = None, branch: str = "") -> None:
        """A game was put in play: where it saves, from a clean slate."""
        self.slot, self.known, self.branch = slot, known, branch
        self.stale = None
        self.saved = True
        self.notice = self.notice_es = ""

    def label(self, lang: str = "en") -> str:
        """Where the game stands, for the saves list: the view's ``date``
        ({en, es}) or ``label``, else the move number."""
        m = self.require()
        view = m.game.view(m.state, None)
        date = view.get("date")
        if isinstance(date, dict) and date.get(lang):
            return str(date[lang])
        if lang == "en" and view.get("label"):
            return str(view["label"])
        if lang == "es" and view.get("label_es"):
            return str(view["label_es"])
        return ("jugada " if lang == "es" else "move ") + str(m.ply)

    def record(self, name: str, kind: str = "auto") -> dict:
        if self.duel is not None:
            return self.duel_record(name, kind)
        m = self.require()
        return make_record(name, m.game.id, m.scenario, m.ply, m.active(), self.label("en"),
                           link.encode(m, "whole"), label_es=self.label("es"), uid=m.uid,
                           head=m.hash(), rules=m.game.rules_version, build=self.build, kind=kind)

    def default_name(self) -> str:
        if self.duel is not None:
            return f"{self.duel.game.title} ({self.duel.scenario})"
        m = self.require()
        return f"{m.game.title} ({m.scenario})"

    def _behind(self, record: dict, m: Match) -> bool:
        """Does ``record`` hold this very game at one of its positions so far
        (so that writing the game in play over it loses nothing)?"""
        if record.get("uid") != m.uid or record.get("kind") != "auto":
            return False
        ply = record.get("ply", -1)
        if not m.start_index <= ply <= m.ply:
            return False
        head = record.get("head") or self._head_of(record)
        try:
            return bool(head) and state_hash(m.position(ply)) == head
        except Exception:        # a position the rules cannot rebuild: not the same line
            return False

    @staticmethod
    def _head_of(record: dict) -> str:
        """The position hash a record (of version 1: it has none) ends at."""
        try:
            return link.decode(record["link"], games).match.hash()
        except LinkError:
            return ""

    def _claim(self, m: Match) -> tuple[str, str | None]:
        """The slot the game in play saves to first (see above), with its text now."""
        base = slot_of(m.uid)
        slot = base
        for n in range(2, 10_000):
            raw = self.saves.raw(slot)
            if raw is None:
                return slot, None
            try:
                if self._behind(parse_record(raw, slot), m):
                    return slot, raw
            except SaveError:
                pass                   # a damaged save is kept, never written over
            slot = f"{base}-{n}"
        raise SaveError("There are too many saves of this game.",
                        "Hay demasiadas partidas guardadas de este juego.")

    def _same_state(self, raw: str | None, other: str | None) -> bool:
        """Two texts of a slot hold the same game at the same position
        (they may differ in name or time: a rename in another tab)."""
        try:
            a, b = parse_record(raw or ""), parse_record(other or "")
        except SaveError:
            return False
        return all(a.get(k) == b.get(k) for k in ("uid", "ply", "head", "link", "duel"))

    def autosave(self) -> None:
        """Save the game in play to its slot (see above). A failure is kept
        in ``notice`` (and ``saved`` is false) for the page to show; the game
        goes on."""
        m = self.match
        if (m is None and self.duel is None) or self.stale:
            return
        try:
            if not self.slot:
                self.slot, self.known = self._claim_duel(self.duel) if self.duel else self._claim(m)
            now = self.saves.raw(self.slot)
            if now is not None and now != self.known:
                if not self._same_state(now, self.known):
                    self._go_stale(now)
                    return
                self.known = now                       # renamed elsewhere: keep its name
            name = self._name_now(now)
            record = self.saves.put(self.slot, self.record(name))
            self.known = dumps(record)
            self.saved = True
            self._forget_unsaved()
        except SaveError as exc:
            written = getattr(exc, "written", None)
            if written is not None:
                # the game is stored, only the "Continue" pointer is not: this page wrote it,
                # so the next autosave must not take it for another tab's (issue 33)
                self.known = dumps(written)
                self.saved = True
                self._forget_unsaved()
                return
            self.saved = False
            self.notice, self.notice_es = str(exc), exc.es
            self._keep_unsaved()

    # Storage full: the game in play waits in the fallback store (issue 33) ---------------

    UNSAVED = "cwt:unsaved"

    def _keep_unsaved(self) -> None:
        """The game in play as its save would hold it, in the fallback store,
        until storage takes it: a reload of this tab gets it back."""
        if self.fallback is None or not self.in_play():
            return
        try:
            record = self.record(self._name_now(self.saves.raw(self.slot) if self.slot else None))
            self.fallback.set(self.UNSAVED, dumps({"slot": self.slot, "record": record}))
        except Exception:       # the fallback is full too: the page still warns before leaving
            pass

    def _forget_unsaved(self) -> None:
        if self.fallback is not None:
            try:
                self.fallback.remove(self.UNSAVED)
            except Exception:
                pass

    def unsaved(self) -> bool:
        """True while moves of the game in play are not in storage (the page
        warns before it is left, and keeps them in the fallback store)."""
        return self.in_play() and not self.saved and self.stale is None

    def recover_unsaved(self) -> dict | None:
        """At start: a game that storage refused before this tab was reloaded
        (kept in the fallback store) is opened again where it stood, and
        saved now if storage has room. None when there is none."""
        if self.fallback is None:
            return None
        raw = self.fallback.get(self.UNSAVED)
        if raw is None:
            return None
        try:
            held = json.loads(raw)
            slot, record = str(held.get("slot") or ""), held["record"]
            if duel_of(record):
                self._load_duel(dict(record, slot=slot), named=False)
            else:
                opened = link.decode(record["link"], games)
                self.match = ensure_uid(opened.match, record.get("uid") or opened.match.uid)
                self._opened(slot, self.saves.raw(slot) if slot else None)
        except Exception:
            self._forget_unsaved()          # nothing of it can be played: it is not kept
            return None
        self.autosave()
        return self.status()

    def _name_now(self, now: str | None) -> str:
        if now is not None:
            try:
                return parse_record(now)["name"]
            except SaveError:
                pass
        return self.branch or self.default_name()

    # Another tab or window -------------------------------------------------------------

    def external(self, key: str, value: str | None) -> bool:
        """The browser says another tab or window changed stored ``key``
        (a storage event). True when that makes this page's game stale."""
        if not self.in_play() or self.stale or not self.slot or key != PREFIX + self.slot:
            return False
        if value is None or value == self.known:
            return False                     # deleted there: the next save here brings it back
        if self._same_state(value, self.known):
            self.known = value
            return False
        self._go_stale(value)
        return True

    def _go_stale(self, now: str) -> None:
        try:
            ply = parse_record(now)["ply"]
        except SaveError:
            ply = None
        self.stale = {"ply": ply}
        self.notice, self.notice_es = self.stale_text()

    def stale_text(self) -> tuple[str, str]:
        ply = (self.stale or {}).get("ply")
        there = f" (it is at move {ply} there)" if ply is not None else ""
        alli = f" (allí va por la jugada {ply})" if ply is not None else ""
        return (f"This game went on in another tab or window{there}. This page no longer changes "
                "or saves it, so nothing there is overwritten: load the newer state, or keep "
                "this page's game as a separate save.",
                f"Esta partida siguió en otra pestaña o ventana{alli}. Esta página ya no la cambia "
                "ni la guarda, así que no se sobrescribe nada: carga el estado más nuevo, o guarda "
                "la partida de esta página aparte.")

    def resolve_stale(self, how: str) -> dict:
        """``how`` "load": play on from the newer state saved by the other
        tab; "keep": this page's game goes on in a separate save."""
        if not self.stale or not self.in_play():
            raise Illegal("this page's game is not behind another tab's",
                          es="la partida de esta página no va por detrás de la de otra pestaña")
        if how == "load":
            return self.load(self.slot)
        if how != "keep":
            raise Illegal(f"unknown choice {how!r}")
        if self.duel is not None:        # two copies of one seat would fork the game (T2.5)
            raise Illegal(t("en", "duel_no_keep"), rule="T2.5", es=t("es", "duel_no_keep"))
        m = self.match
        name = self._name_now(self.saves.raw(self.slot))
        self.stale = None
        self.slot = self.saves.free_slot(slot_of(m.uid))
        self.known = None
        self.branch = f"{name} (copy)"
        self.notice = self.notice_es = ""
        self.autosave()
        return self.status()

    # Named saves, deleting, loading ------------------------------------------------------

    def save_as(self, name: str) -> dict:
        """A named save: a snapshot of the game as it stands, in a slot of
        its own (never over another save); play goes on in the autosave."""
        if self.duel is not None:
            raise Illegal(t("en", "duel_no_save_as"), es=t("es", "duel_no_save_as"))
        m = self.require()
        slot = self.saves.free_slot(f"named-{m.uid}-{m.ply}")
        return self.saves.put(slot, self.record(name, kind="named"), last=False)

    def rename(self, slot: str, name: str) -> dict:
        record = self.saves.rename(slot, name)
        if slot == self.slot and not self.stale:
            self.known = self.saves.raw(slot)
        return record

    def delete(self, slot: str) -> dict:
        """Delete a save; returns what ``undelete`` needs to put it back.
        Deleting the game in play closes it (else its next autosave would
        bring the save back): ``open`` in the answer says so."""
        kept = self.saves.take(slot)
        kept["open"] = self.in_play() and slot == self.slot
        if kept["open"]:
            self.match = None
            self._opened("")
        return kept

    def undelete(self, kept: dict) -> None:
        """Undo ``delete``: the save is back in its slot (and open again if
        it was the game in play)."""
        self.saves.restore(kept)
        if kept.get("open"):
            self.load(kept["slot"])

    def load(self, slot: str) -> dict:
        """Open a save. A named save is a snapshot: play from it goes on in
        the game's autosave (a new one when the autosave went elsewhere)."""
        record = self.saves.get(slot)
        try:
            game = games.get(record["game"])
        except KeyError:
            raise SaveError(f"This save is of a game this site does not have ({record['game']}).",
                            f"Esta partida es de un juego que este sitio no tiene ({record['game']}).") from None
        rules = record.get("rules") or self._rules_in(record["link"])
        if rules and rules != game.rules_version:
            raise SaveError(
                f"This game was saved under rules version {rules} of {game.title}; this version "
                f"of the site plays version {game.rules_version}, so it cannot open it. The save is "
                "kept as it is: export it, or open it with the previous version from the Saves screen.",
                f"Esta partida se guardó con la versión {rules} de las reglas de {game.title}; esta "
                f"versión del sitio juega la {game.rules_version} y no puede abrirla. La partida se "
                "conserva tal cual: expórtala, o ábrela con la versión anterior desde Partidas.")
        if duel_of(record):
            self.caught_up = False
            self._load_duel(record, named=record.get("kind") == "named")
            if self.caught_up:           # T2.6: the last link this device made, taken up again
                self.caught_up, self.caught_up_now = False, True
                self.autosave()
            return self.duel_status()
        try:
            opened = link.decode(record["link"], games)
        except LinkError as exc:
            raise SaveError(f"This save cannot be opened: {exc}",
                            f"No se puede abrir esta partida guardada: {exc}") from None
        self.match = ensure_uid(opened.match, record["uid"])
        if record.get("kind") == "named":
            self._opened("", None, f"{record['name']} (continued)")
        else:
            self._opened(slot, self.saves.raw(slot))
        return self.status()

    @staticmethod
    def _rules_in(text: str) -> str:
        """The rules version a link was made under ("" when it cannot tell)."""
        peek = getattr(link, "peek", None)
        if peek is None:
            return ""
        try:
            return str(peek(text, games).get("rules_version", ""))
        except LinkError:
            return ""

    # Importing a file -----------------------------------------------------------------

    def import_file(self, text: str) -> dict:
        """Read an exported file into storage without ever replacing newer
        data: a save of a game not here is added; one already here is
        skipped; one that goes on from this device's autosave of the same
        game replaces it; one that is older than it, or went another way, is
        held in ``pending_import`` until the player says whether to add it
        as a separate save (``import_pending``). Returns counts and lists."""
        records, problems = import_text(text)
        out: dict = {"added": [], "replaced": [], "same": [], "held": [], "problems": problems}
        for rec in records:
            if duel_of(rec):
                self.import_duel(rec, out)
                continue
            mine = [own for own in self.saves.of_game(rec["uid"]) if not duel_of(own)]
            if any(self._same_record(rec, own) for own in mine):
                out["same"].append(rec["name"])
                continue
            autos = [own for own in mine if own.get("kind") == "auto"]
            if rec.get("kind") == "named" or not autos:
                base = rec["slot"] if rec.get("kind") == "named" else slot_of(rec["uid"])
                self.saves.put(self.saves.free_slot(base), rec, last=False)
                out["added"].append(rec["name"])
                continue
            newest = max(autos, key=lambda r: r.get("ply", 0))
            if self._goes_on_from(rec, newest):
                self.saves.put(newest["slot"], dict(rec, name=newest["name"]), last=False)
                if newest["slot"] == self.slot:
                    self.external(PREFIX + self.slot, self.saves.raw(self.slot))
                out["replaced"].append(rec["name"])
            else:
                out["held"].append(dict(rec, theirs=newest.get("ply", 0)))
        self.pending_import = out["held"]
        return out

    pending_import: list = []

    def import_pending(self, add: bool) -> int:
        """Add the held imports as separate saves (``add``), or drop them."""
        held, self.pending_import = self.pending_import, []
        if not add:
            return 0
        for rec in held:
            rec = {k: v for k, v in rec.items() if k != "theirs"}
            slot = self.saves.free_slot(f"named-{rec['uid']}-{rec.get('ply', 0)}")
            self.saves.put(slot, dict(rec, kind="named", name=f"{rec['name']} (imported)"), last=False)
        return len(held)

    @staticmethod
    def _same_record(a: dict, b: dict) -> bool:
        if a.get("link") == b.get("link"):
            return True
        return (a.get("uid") == b.get("uid") and a.get("ply") == b.get("ply")
                and bool(a.get("head")) and a.get("head") == b.get("head"))

    def _goes_on_from(self, new: dict, old: dict) -> bool:
        """Does the game in ``new`` go on from the position ``old`` holds?"""
        try:
            later = ensure_uid(link.decode(new["link"], games).match, new["uid"])
        except LinkError:
            return False
        return later.ply >= old.get("ply", 0) and self._behind(old, later)
