"""The page's state, apart from drawing: the game in play, its links and its
saves. Pure Python (no browser modules), so it is tested natively; the page
(``web.main``) wraps it and exposes its verbs as ``window.app``.
"""

from __future__ import annotations

from pyapp import games
from pyapp.core import Illegal, LinkError, as_action, link, state_hash
from pyapp.core.match import Match

from .saves import SaveError, Saves, make_record, slot_of


def action_json(action) -> list:
    return [action_json(a) if isinstance(a, tuple) else a for a in action]


def computer_chooser(game, seed: int):
    """The computer opponent as a ``chooser(state, role)`` for a game's
    standing orders: it sees only ``role``'s view."""
    def chooser(state, role):
        from pyapp import ai
        return ai.choose(game, game.view(state, role), role, "normal", seed)
    return chooser


class Session:
    def __init__(self, saves: Saves, base_url: str = "") -> None:
        self.saves = saves
        self.base_url = base_url.split("#", 1)[0]
        self.match: Match | None = None
        self.slot = ""             # where the game in play autosaves
        self.notice = ""           # last warning for the page to show (link check, save error)
        self.notice_es = ""        # the same in Spanish

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
        try:
            game = games.get(game_id)
        except KeyError as exc:
            raise Illegal(str(exc.args[0])) from None
        if scenario is None:
            scenario = next(iter(game.scenarios))
        if seed is None:
            raise Illegal("a new game needs a seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 53:
            raise Illegal("the seed must be a whole number from 0 to 2^53")
        self.match = Match(game, scenario, options, seed)
        self.slot = slot_of(game.id, seed)
        self.notice = self.notice_es = ""
        self.autosave()
        return self.status()

    def require(self) -> Match:
        if self.match is None:
            raise Illegal("no game is open")
        return self.match

    def view(self, role=None) -> dict:
        m = self.require()
        if role is not None and role not in m.game.roles:
            raise Illegal(f"{role!r} is not a side in {m.game.title}")
        return m.game.view(m.state, role)

    def legal(self, role) -> list:
        m = self.require()
        return [action_json(a) for a in m.legal(role)]

    def act(self, role, action) -> dict:
        m = self.require()
        m.play(role, as_action(action))
        self.notice = ""
        self.notice_es = ""
        self.autosave()
        return self.status()

    def undo(self, role) -> dict:
        m = self.require()
        m.undo(role)
        self.notice = ""
        self.notice_es = ""
        self.autosave()
        return self.status()

    def set_orders(self, role, orders) -> dict:
        m = self.require()
        try:
            m.set_orders(role, orders)
        except ValueError as exc:
            raise Illegal(f"those standing orders are not valid ({exc})") from None
        self.autosave()
        return dict(m.orders)

    def follow_orders(self, local) -> int:
        """Play the other side's standing orders (see Match.follow_orders);
        orders that leave a choice to the computer are decided by it, at the
        normal level, from the view of the side it decides for."""
        m = self.require()
        made = m.follow_orders(local, computer_chooser(m.game, m.seed))
        if made:
            self.autosave()
        return made

    def link(self, form: str = "whole") -> str:
        m = self.require()
        if form not in ("whole", "turn", "position"):
            raise Illegal(f"unknown link form {form!r}")
        return f"{self.base_url}#{link.encode(m, form)}"

    def hash(self) -> str:
        return self.require().hash()

    def active(self) -> list:
        return self.require().active()

    def result(self):
        return self.require().result()

    def describe(self, action, lang: str = "en") -> str:
        m = self.require()
        return m.game.describe(m.state, as_action(action), lang)

    def status(self) -> dict:
        m = self.require()
        return {"hash": m.hash(), "active": m.active(), "ply": m.ply, "result": m.result(),
                "can_undo": {r: m.can_undo(r) for r in m.game.roles}}

    # Links ------------------------------------------------------------------

    def open(self, text: str) -> dict:
        """Open a link. A turn link is joined to this device's saved copy of
        the same game when that copy ends where the link starts; otherwise the
        link is opened on its own and ``notice`` says why the copies differ."""
        opened = link.decode(text, games)
        match, self.notice, self.notice_es = opened.match, "", ""
        own = self.saves.find(match.game.id, match.seed)
        if own is not None:
            joined, self.notice, self.notice_es = self._join(own, opened)
            match = joined or match
        self.match = match
        # A link that does not continue the saved copy never overwrites it.
        self.slot = slot_of(match.game.id, match.seed) + ("-link" if self.notice else "")
        notice, notice_es = self.notice, self.notice_es
        self.autosave()
        out = self.status()
        out["notice"] = self.notice or notice
        out["notice_es"] = self.notice_es if self.notice else notice_es
        out["start_ply"] = opened.start_ply
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

    def record(self, name: str) -> dict:
        m = self.require()
        return make_record(name, m.game.id, m.scenario, m.ply, m.active(), self.label("en"),
                           link.encode(m, "whole"), label_es=self.label("es"))

    def autosave(self) -> None:
        """Save the game in play to its own slot. A failure is kept in
        ``notice`` for the page to show; the game goes on."""
        m = self.match
        if m is None:
            return
        try:
            self.saves.put(self.slot or slot_of(m.game.id, m.seed),
                           self.record(f"{m.game.title} ({m.scenario}, game {m.seed})"))
        except SaveError as exc:
            self.notice, self.notice_es = str(exc), exc.es

    def save_as(self, name: str) -> dict:
        m = self.require()
        return self.saves.put(f"named-{m.game.id}-{m.seed}-{m.ply}", self.record(name))

    def delete(self, slot: str) -> dict:
        """Delete a save; returns what ``undelete`` needs to put it back.
        Deleting the game in play closes it (else its next autosave would
        bring the save back): ``open`` in the answer says so."""
        kept = self.saves.take(slot)
        kept["open"] = self.match is not None and slot == self.slot
        if kept["open"]:
            self.match, self.slot, self.notice, self.notice_es = None, "", "", ""
        return kept

    def undelete(self, kept: dict) -> None:
        """Undo ``delete``: the save is back in its slot (and open again if
        it was the game in play)."""
        self.saves.restore(kept)
        if kept.get("open"):
            self.load(kept["slot"])

    def load(self, slot: str) -> dict:
        record = self.saves.get(slot)
        try:
            opened = link.decode(record["link"], games)
        except LinkError as exc:
            raise SaveError(f"This save cannot be opened: {exc}",
                            f"No se puede abrir esta partida guardada: {exc}") from None
        self.match = opened.match
        self.slot = slot
        return self.status()
