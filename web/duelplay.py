"""A game between two devices, in the page's session (docs/TRUST.md T1-T5).

The protocol is ``pyapp.core.duel.Duel``; this mixin of ``web.session.Session``
puts it in the page: creating a game and its invitation, the join offer,
taking the other side's links (found by the game's identity among the
saves), the link to send when this device's segment is over, the saves that
carry the duel's record (``Duel.record``: the seat key, every link, this
segment's moves) and the audit at the end. Pure Python, tested natively.

While a duel is in play, ``Session.match`` is the duel's own match (None
until its first turn link), and ``Session.duel`` the duel.
"""

from __future__ import annotations

import hashlib
import json
import re

from pyapp import games
from pyapp.core import Illegal, LinkError, as_action
from pyapp.core import duel as D
from pyapp.core import parts as P
from pyapp.core.link import fragment_of

from .saves import SaveError, make_record, parse_record, slot_of
from .text import cap, role_the, t


class DuelRefused(LinkError):
    """A link of a game between two devices that was not taken: the core's
    refusal (``reason``, ``move``, ``rule``), said in both languages."""

    def __init__(self, reason: str, move: int = 0, rule: str = "", en: str = "", es: str = "") -> None:
        super().__init__(reason, move, rule)
        self.en = en or str(self)
        self.es = es or self.en

    def text(self, lang: str = "en") -> str:
        return self.es if lang == "es" else self.en


def refused(exc: LinkError) -> DuelRefused:
    """``exc`` (a ``Refused`` or ``LinkError`` of the protocol) as a page
    message: what was refused, at which move, under which section, and that
    the game here did not change."""
    move, rule = getattr(exc, "move", 0) or 0, getattr(exc, "rule", "") or ""

    def frame(lang: str, reason: str) -> str:
        if move and rule:
            at = t(lang, "duel_at_move").format(move=move, rule=rule)
        elif rule:
            at = t(lang, "duel_at_rule").format(rule=rule)
        elif move:
            at = t(lang, "duel_at_move").format(move=move, rule="—")
        else:
            at = ""
        return t(lang, "duel_refused").format(at=at, reason=reason.rstrip("."))

    reason = exc.reason if hasattr(exc, "reason") else str(exc)
    return DuelRefused(reason, move, rule, frame("en", reason), frame("es", reason_es(reason)))


# The core's refusals in Spanish (pyapp/core/duel.py words them in English).
# Sides are named by their role ids there; they are said here by name.
_ES = [
    (r"this link belongs to another game", "este enlace es de otra partida"),
    (r"this link was made on (\w+)'s device for (\w+); send it to the other player",
     "este enlace se hizo en el dispositivo de {0} para {1}; envíaselo al otro jugador"),
    (r"this link contradicts link (\d+) this device already took: it is forged, or an old link replayed",
     "este enlace contradice el enlace {0} que este dispositivo ya aceptó: está falsificado, o es un enlace viejo repetido"),
    (r"a link is missing: this device waits for link (\d+), this is link (\d+)",
     "falta un enlace: este dispositivo espera el enlace {0} y este es el enlace {1}"),
    (r"the link is sent by the side whose turn it is not", "el enlace lo envía el bando al que no le toca"),
    (r"a reply to an invitation goes to the player who invited",
     "la respuesta a una invitación va al jugador que invitó"),
    (r"this is not an invitation: open it on the device that plays in this game",
     "esto no es una invitación: ábrelo en el dispositivo que juega esta partida"),
    (r"(\w+)'s secret for its turn does not match the commitment it sent before: the dice of this turn were not the fair ones",
     "el secreto de {0} para su turno no coincide con el compromiso que envió antes: los dados de este turno no eran los justos"),
    (r"the link's dice were made with another value than (\w+) sent",
     "los dados del enlace se hicieron con otro valor que el que envió {0}"),
    (r"the link's turn starts at move (\d+), this device is at move (\d+)",
     "el turno del enlace empieza en la jugada {0} y este dispositivo está en la jugada {1}"),
    (r"the link changes (\w+)'s standing orders, which only (\w+) may set",
     "el enlace cambia las órdenes de {0}, que solo {1} puede dar"),
    (r"after the link's moves this device's position differs from (\w+)'s",
     "tras las jugadas del enlace la posición de este dispositivo difiere de la de {0}"),
    (r"the link moves for (\w+), who may not act here", "el enlace mueve por {0}, que no puede actuar aquí"),
    (r"there is no such move for (\w+) here", "no hay tal jugada para {0} aquí"),
    (r"the link makes a decision of (\w+) that (\w+)'s standing orders do not make",
     "el enlace toma una decisión de {0} que las órdenes de {1} no toman"),
    (r"this is not the other side's audit link for this game",
     "este no es el enlace de auditoría del otro bando para esta partida"),
    (r"(\w+)'s commitment in link (\d+) is not the one its key makes",
     "el compromiso de {0} en el enlace {1} no es el que da su clave"),
    (r"(\w+)'s clear value in link (\d+) is not the one its key makes",
     "el valor en claro de {0} en el enlace {1} no es el que da su clave"),
    (r"the audit lacks the moves of link (\d+)", "a la auditoría le faltan las jugadas del enlace {0}"),
    (r"link (\d+) carried (\d+) moves; the audit gives (\d+)",
     "el enlace {0} llevaba {1} jugadas; la auditoría da {2}"),
    (r"the position after link (\d+) is not the one (\w+) reported",
     "la posición tras el enlace {0} no es la que comunicó {1}"),
    (r"the game replayed in full does not end where this device's game stands",
     "la partida repetida entera no acaba donde está la partida de este dispositivo"),
    (r"(\w+)'s move in full is not the one its link sent", "la jugada completa de {0} no es la que envió su enlace"),
    (r"this (link|audit link) is not signed by (\w+)'s device, or does not follow link (\d+) as this device "
     r"holds it: it was altered on its way, or made by someone else, and nothing of it is kept",
     "este enlace no lo firmó el dispositivo de {1}, o no sigue al enlace {2} tal como lo tiene este "
     "dispositivo: alguien lo cambió por el camino o lo hizo otro, y no se guarda nada de él"),
    (r"the invitation's signature does not hold: it was altered on its way",
     "la firma de la invitación no vale: la cambiaron por el camino"),
    (r"the reply does not answer this game's invitation as this device sent it, or was altered on its way "
     r"\(someone may have changed the invitation\): nothing of it is kept",
     "la respuesta no contesta a la invitación de esta partida tal como la envió este dispositivo, o la "
     "cambiaron por el camino (quizá alguien cambió la invitación): no se guarda nada de ella"),
    (r"this game is already verified by the other side's audit link; another one changes nothing",
     "esta partida ya está verificada por el enlace de auditoría del otro bando; otro no cambia nada"),
    (r"an audit link comes once the game is over, and this game is not over on this device",
     "el enlace de auditoría llega cuando la partida ha terminado, y en este dispositivo no ha terminado"),
    (r"the audit link comes once the game is over", "el enlace de auditoría llega cuando la partida ha terminado"),
    (r"a link is missing: this device waits for link (\d+), its own, and this is link (\d+): open the "
     r"link (\d+) you sent \(or ask the other player to send it back\), then this one",
     "falta un enlace: este dispositivo espera el enlace {0}, el suyo propio, y este es el enlace {1}: "
     "abre el enlace {2} que enviaste (o pide al otro jugador que te lo devuelva) y luego este"),
    (r"this device cannot make its link (\d+) again from the moves it carries \((.*)\): it is not the "
     r"link this device sent",
     "este dispositivo no puede rehacer su enlace {0} con las jugadas que lleva ({1}): no es el enlace "
     "que envió este dispositivo"),
    (r"part (\d+) of (\d+) of a link is damaged", "la parte {0} de {1} de un enlace está dañada"),
    (r"part (\d+) of (\d+) of a link is cut short or damaged",
     "la parte {0} de {1} de un enlace está cortada o dañada"),
    (r"this is not a part of a link", "esto no es una parte de un enlace"),
    (r"the parts of this link do not agree: one was changed on the way; open every part of it again",
     "las partes de este enlace no concuerdan: una cambió por el camino; abre otra vez todas sus partes"),
    (r"the parts of this link do not make the link they were cut from: one was changed on the way; "
     r"open every part of it again",
     "las partes de este enlace no forman el enlace del que se cortaron: una cambió por el camino; "
     "abre otra vez todas sus partes"),
    (r"the link is damaged.*", "el enlace está dañado"),
    (r"the link is cut short", "el enlace está cortado"),
    (r"this is not a link of a game between two devices", "esto no es un enlace de una partida entre dos dispositivos"),
    (r"the link is for a game this site does not have.*", "el enlace es de un juego que este sitio no tiene"),
    (r"the link was made under rules version.*",
     "el enlace se hizo con otra versión de las reglas que la que juega este sitio"),
]


def reason_es(reason: str) -> str:
    """A refusal of the protocol in Spanish (the English one when it is not
    one of the known sentences)."""
    for pattern, es in _ES:
        found = re.fullmatch(pattern, reason.strip().rstrip("."))
        if found:
            parts = [role_the("es", g) if g and not g.isdigit() else g for g in found.groups()]
            return es.format(*parts)
    return reason


def chooser_for(game, uid: str):
    """The computer that decides standing orders left to it ("the computer
    decides"), the same on both devices: seeded from the game's identity,
    so the receiver's check of each such decision (T1.3) makes the same one."""
    from .session import computer_chooser
    seed = int.from_bytes(hashlib.sha256(("orders|" + uid).encode()).digest()[:6], "big")
    return computer_chooser(game, seed)


def duel_of(record: dict) -> dict | None:
    """The duel's record inside a save record, if it is one."""
    duel = record.get("duel") if isinstance(record, dict) else None
    return duel if isinstance(duel, dict) else None


def links_of(record: dict) -> dict:
    return (duel_of(record) or {}).get("links") or {}


class DuelPlay:
    """The mixin (see the module)."""

    duel: "D.Duel | None"
    invite: dict | None = None          # an invitation opened here, not yet taken: {text, msg}
    audit_result: dict | None = None     # what the other side's audit link showed

    # State ----------------------------------------------------------------------------------
    def _duel_opened(self, duel: D.Duel, slot: str, known: str | None = None, branch: str = "",
                     audit: dict | None = None) -> None:
        self.match = None                  # (the setter leaves any other game)
        self.duel = duel
        self.invite = None
        self._opened(slot, known, branch)
        self.audit_result = audit

    def chooser(self):
        d = self.duel
        return chooser_for(d.game, d.uid) if d is not None else None

    def duel_url(self, text: str | None) -> str | None:
        return f"{self.base_url}#{text}" if text else None

    def duel_status(self) -> dict | None:
        """The duel in play, for the page and for ``window.app.duel()``."""
        d = self.duel
        if d is None:
            return None
        m = d.match
        return {"seat": d.seat, "other": d.other, "creator": d.creator, "uid": d.uid,
                "game": d.game.id, "scenario": d.scenario, "segment": d.segment, "last": d.last,
                "started": m is not None, "can_act": d.can_act() and not self.stale,
                "waiting": not d.my_segment(), "over": bool(m is not None and m.result()),
                "link": self.duel_url(d.outgoing()), "audit": self.audit_result}

    # Creating and joining (T1.1) -------------------------------------------------------------
    def new_duel(self, game_id: str, scenario: str | None, options: dict | None, seat: str) -> dict:
        """A new game between two devices: this device plays ``seat``; the
        invitation (link 0) is ``duel_status()["link"]``."""
        from .session import new_uid
        try:
            game = games.get(game_id)
        except KeyError:
            raise Illegal(f"unknown game {game_id!r}") from None
        if not game.two_devices:
            raise Illegal(f"{game.title} cannot be played between two devices yet")
        if scenario is None:
            scenario = next(iter(game.scenarios))
        duel = D.Duel.create(game, scenario, options or {}, seat, uid=new_uid())
        self._duel_opened(duel, "")
        self.autosave()
        return self.duel_status()

    def invitation(self) -> dict | None:
        """The invitation opened here, for the join screen: the game, its
        scenario and options, the side that invites and the side offered."""
        if not self.invite:
            return None
        msg = self.invite["msg"]
        return {"game": msg.game.id, "title": msg.game.title, "scenario": msg.scenario,
                "options": dict(msg.options), "sender": msg.sender, "receiver": msg.receiver,
                "uid": msg.uid}

    def join_duel(self) -> dict:
        """Take the seat the open invitation offers (``Duel.join``): the
        reply link (link 1) is then ``duel_status()["link"]``."""
        if not self.invite:
            raise Illegal(t("en", "duel_no_invite"), es=t("es", "duel_no_invite"))
        text, msg = self.invite["text"], self.invite["msg"]
        held = self._duel_saves(msg.uid, msg.receiver)
        if held:                           # taken already (another tab, a second tap)
            self._load_duel(held[0])
            return self.duel_status()
        duel = D.Duel.join(text, games)
        self._duel_opened(duel, "")
        self.autosave()
        return self.duel_status()

    def decline_invite(self) -> None:
        self.invite = None

    # Taking a link (T1.2, T2, T5) ---------------------------------------------------------------
    def _duel_saves(self, uid: str, seat: str | None = None) -> list:
        """This browser's autosaves of the duel ``uid`` (of ``seat``), the one
        furthest on first (most links, then the newest)."""
        found = [r for r in self.saves.of_game(uid)
                 if duel_of(r) and r.get("kind") == "auto"
                 and (seat is None or duel_of(r).get("seat") == seat)]
        found.sort(key=lambda r: (len(links_of(r)), r.get("saved_at", "")), reverse=True)
        return found

    def _restore(self, record: dict) -> D.Duel:
        try:
            duel = D.Duel.restore(duel_of(record), games, chooser_for(games.get(record["game"]),
                                                                      record["uid"]))
        except (LinkError, Illegal, KeyError, ValueError) as exc:
            raise SaveError(f"This saved game between two devices cannot be opened: {exc}",
                            f"No se puede abrir esta partida entre dos dispositivos: {exc}") from None
        if self._catch_up_sent(duel):
            self.caught_up = True          # the page says so (and the save is written anew)
        return duel

    def _load_duel(self, record: dict, named: bool = False) -> None:
        duel = self._restore(record)
        audit = record.get("audit")
        if named:
            self._duel_opened(duel, "", None, f"{record['name']} (continued)", audit)
        else:
            self._duel_opened(duel, record["slot"], self.saves.raw(record["slot"]), audit=audit)

    def _held(self, uid: str, seat: str):
        """The duel ``uid`` of ``seat`` as this page may go on with it: the
        one in play (unless another tab went on with it), else from its
        save; with its slot and the slot's text. None when not held here."""
        d = self.duel
        if d is not None and d.uid == uid and d.seat == seat and not self.stale:
            return d, None
        saved = self._duel_saves(uid, seat)
        if not saved:
            return None, None
        return self._restore(saved[0]), saved[0]

    def _put_in_play(self, duel: D.Duel, record: dict | None) -> None:
        if record is not None:
            self._duel_opened(duel, record["slot"], self.saves.raw(record["slot"]),
                              audit=record.get("audit"))

    def open_duel(self, text) -> dict:
        """Open a link of a game between two devices. Returns {"outcome":
        "invite" (the join screen: nothing changed yet), "new" (the other
        side's moves are played here: ``start_ply`` is where they began),
        "known" (taken already), "own" (made on this device: the game is
        shown, read-only, with ``notice``), "audit" (``audit``: the result)}.
        Raises ``DuelRefused`` (with move and section) for a link refused,
        and ``Illegal`` for a link whose game this browser does not hold;
        then the game in play is unchanged."""
        try:
            text = fragment_of(text)
            msg = D.decode(text, games)
        except LinkError as exc:
            raise refused(exc) from None
        out = {"outcome": "", "notice": "", "notice_es": "", "start_ply": 0}
        mine = self._held(msg.uid, msg.receiver)
        if msg.kind == D.INVITE:
            if mine[0] is not None:
                self._put_in_play(*mine)
                return dict(out, outcome="known", notice=t("en", "duel_joined_already"),
                            notice_es=t("es", "duel_joined_already"))
            if self._held(msg.uid, msg.sender)[0] is None:
                self.invite = {"text": text, "msg": msg}
                return dict(out, outcome="invite")
        duel, record = mine
        if duel is None:
            duel, record = self._held(msg.uid, msg.sender)
            if duel is None:
                L = {lang: {"receiver": role_the(lang, msg.receiver), "title": msg.game.title}
                     for lang in ("en", "es")}
                raise Illegal(t("en", "duel_elsewhere").format(**L["en"]), rule="T1.2",
                              es=t("es", "duel_elsewhere").format(**L["es"]))
            return self._own_link(duel, record, text, msg, out)
        if msg.kind == D.AUDIT:
            return self._take_audit(duel, record, text, out)
        before = duel.match.ply if duel.match is not None else 0
        try:
            taken = duel.receive(text, games, chooser_for(duel.game, duel.uid))
        except LinkError as exc:
            raise refused(exc) from None
        self._put_in_play(duel, record)
        if taken == "known":
            return dict(out, outcome="known", notice=t("en", "duel_known"), notice_es=t("es", "duel_known"))
        self._seal()
        self.autosave()
        return dict(out, outcome="new", start_ply=before)

    def _own_link(self, duel, record, text, msg, out) -> dict:
        """A link this device made, opened here (T1.2): the game is shown as
        it stands, with the core's word that the link is for the other player."""
        self._put_in_play(duel, record)
        other = {lang: role_the(lang, duel.other) for lang in ("en", "es")}
        if msg.kind == D.AUDIT:
            return dict(out, outcome="own", notice=t("en", "duel_own_audit").format(other=other["en"]),
                        notice_es=t("es", "duel_own_audit").format(other=other["es"]))
        try:
            taken = duel.receive(text, games, chooser_for(duel.game, duel.uid))
            reason, rule = "", "T1.2"
        except LinkError as exc:
            taken, reason, rule = "", exc.reason, exc.rule or "T1.2"
        if taken == "caught up":                # T2.6: this device had lost the turn it sent
            self._seal()
            self.autosave()
            return dict(out, outcome="caught_up", notice=t("en", "duel_caught_up"),
                        notice_es=t("es", "duel_caught_up"))
        # read-only while the other side plays; an old link of this device
        # opened in its own later turn changes nothing either
        then = "duel_own_playing" if duel.my_segment() else "duel_own"
        en = f"{cap(reason)} ({rule}). " + t("en", then).format(other=other["en"])
        es = f"{cap(reason_es(reason))} ({rule}). " + t("es", then).format(other=other["es"])
        return dict(out, outcome="own", notice=en, notice_es=es, rule=rule)

    def _take_audit(self, duel, record, text, out) -> dict:
        """The other side's audit link (T5): the whole game checked."""
        try:
            report = duel.audit(text, games)
            result = {"ok": True, "moves": int(report.get("moves", 0))}
        except LinkError as exc:
            result = {"ok": False, "move": int(exc.move or 0), "rule": str(exc.rule or "")[:20],
                      "reason": str(exc.reason)[:400]}
        self._put_in_play(duel, record)
        held = self.audit_result if isinstance(self.audit_result, dict) else {}
        if held.get("ok") and not result["ok"]:
            # T5.6: a verdict once verified stands; the later link is refused and said so
            raise refused(LinkError(result["reason"], result["move"], result["rule"]))
        self.audit_result = result
        self.autosave()
        return dict(out, outcome="audit", audit=result)

    # Long links in parts (T1.6) -------------------------------------------------------------
    PARTS = "cwt:parts"
    parts_held: dict | None = None       # the parts held when storage refuses them

    def link_parts(self, text: str | None, number: int | None) -> list[str]:
        """Link ``number`` of the duel (``text``) as the URLs to send: its
        parts when it is a turn link too long for one (T1.6), else itself.
        (The invitation and the reply go whole: issue 34 allows them 8,000.)"""
        if not text:
            return []
        return [self.duel_url(p) for p in (P.split(text) if (number or 0) >= 2 else [text])]

    def latest_parts(self, whose: str = "send") -> list[str]:
        """The URLs to send of this device's latest link ("send") or of the
        other side's latest turn link, to send back (T2.6, "back")."""
        d = self.duel
        if d is None:
            return []
        seat = d.seat if whose == "send" else d.other
        held = [n for n in d.messages if d.sender_of(n) == seat and (whose == "send" or n > 1)]
        return self.link_parts(d.messages[max(held)], max(held)) if held else []

    def take_parts(self, text) -> dict:
        """Parts of long links, opened from the address bar or pasted (one or
        several): {"whole": the links now whole, to open; "short": [{"n",
        "missing"}] for each link still short}. The parts held are kept in
        storage (each part opened from the address bar is a page of its own).
        ``DuelRefused`` (T1.6) for a part damaged or parts that disagree."""
        pending = self._parts_pending()
        try:
            whole, short = pending.add(P.find(text))
        except LinkError as exc:
            self._keep_parts(pending)
            raise refused(exc) from None
        self._keep_parts(pending)
        return {"whole": whole, "short": [{"n": n, "missing": missing} for _, n, missing in short]}

    def _parts_pending(self) -> P.Pending:
        """The parts held: this page's, with what storage holds (another tab
        may have taken parts since)."""
        pending = P.Pending(self.parts_held)
        try:
            raw = self.saves.storage.get(self.PARTS)
            stored = P.Pending(json.loads(raw) if raw else None).data
        except Exception:
            stored = {}
        for tag, held in stored.items():
            mine = pending.data.get(tag)
            if mine is not None and mine["n"] == held["n"]:
                held["parts"] = {**mine["parts"], **held["parts"]}
            pending.data[tag] = held
        return pending

    def parts_waiting(self) -> list[dict]:
        """Links whose parts have begun to come here: [{"n", "missing"}], the latest first."""
        pending = self._parts_pending()
        tags = sorted(pending.data, key=lambda tag: -pending.data[tag]["order"])
        return [{"n": pending.data[tag]["n"], "missing": pending.missing(tag)} for tag in tags]

    def open_parts(self, text) -> dict:
        """``take_parts``, then each link made whole opened (``open_duel``):
        the last one's outcome, or {"outcome": "parts"} while parts are
        missing; "short" lists the links still short either way."""
        got = self.take_parts(text)
        out = {"outcome": "parts", "notice": "", "notice_es": "", "start_ply": 0}
        for whole in got["whole"]:
            out = self.open_duel(whole)
        return dict(out, short=got["short"])

    def _keep_parts(self, pending: P.Pending) -> None:
        self.parts_held = pending.data
        try:
            if pending.data:
                self.saves.storage.set(self.PARTS, json.dumps(pending.data, separators=(",", ":")))
            else:
                self.saves.storage.remove(self.PARTS)
        except Exception:
            pass               # storage full: this page still holds them (parts_held)

    # Playing (T1.2) ---------------------------------------------------------------------------
    def _seal(self) -> None:
        """This device's segment is over: make its link now (``Duel.send``;
        nothing could be taken back any more: the side to act changed)."""
        d = self.duel
        if d is not None and d.ready():
            d.send()
            self._mark_sent(d)

    # The last link each seat made, kept apart from the saves (T2.6): an older save
    # opened again (imported, or restored) takes up the turn that link fixed, and never
    # plays it again another way.
    SENT = "cwt:sent:"

    def _mark_sent(self, d) -> None:
        mine = [n for n in d.messages if d.sender_of(n) == d.seat]
        if not mine:
            return
        try:
            self.saves.storage.set(self.SENT + d.uid + ":" + d.seat,
                                   json.dumps({"n": max(mine), "link": d.messages[max(mine)]}))
        except Exception:
            pass               # storage full: the save's own fallback keeps the game (Session)

    def _catch_up_sent(self, d) -> bool:
        """The duel ``d`` just opened is behind the last link this device made
        for it: take that link up again (T2.6). True when it did."""
        try:
            raw = self.saves.storage.get(self.SENT + d.uid + ":" + d.seat)
            held = json.loads(raw) if raw else None
            n, text = int(held["n"]), str(held["link"])
        except (TypeError, ValueError, KeyError, AttributeError):
            return False
        if n != d.segment or d.sender_of(n) != d.seat or n in d.messages or d.match is None:
            return False
        try:
            return d.receive(text, games, chooser_for(d.game, d.uid)) == "caught up"
        except LinkError:
            return False

    def duel_act(self, role, action) -> None:
        self.duel.play(role, as_action(action), self.chooser())
        self._seal()

    def duel_undo(self, role) -> None:
        self.duel.check_actor(role)
        self.duel.undo()

    def duel_orders(self, role, orders) -> dict:
        d = self.duel
        d.check_actor(role)
        try:
            d.set_orders(dict(orders or {}))
        except Illegal:
            raise
        except ValueError as exc:
            raise Illegal(f"those standing orders are not valid ({exc})") from None
        return dict(d.match.orders) if d.match is not None else ({d.seat: dict(d.orders)} if d.orders else {})

    def audit_link(self) -> str:
        """This side's audit link (T5.1): only once the game is over."""
        d = self.duel
        if d is None:
            raise Illegal("no game between two devices is open")
        if d.match is None or not d.match.result():
            raise Illegal(t("en", "audit_not_over"), rule="T5.1", es=t("es", "audit_not_over"))
        return self.duel_url(d.audit_link())

    # Saves (T1.4) -------------------------------------------------------------------------------
    def duel_label(self, lang: str) -> str:
        d = self.duel
        return t(lang, "duel_label_invite" if d.seat == d.creator else "duel_label_reply")

    def duel_record(self, name: str, kind: str = "auto") -> dict:
        d = self.duel
        m = d.match
        if m is not None:
            label, label_es, head = self.label("en"), self.label("es"), m.hash()
        else:
            label, label_es, head = self.duel_label("en"), self.duel_label("es"), ""
        record = make_record(name, d.game.id, d.scenario, m.ply if m is not None else 0,
                             m.active() if m is not None else [], label, d.messages[d.last],
                             label_es=label_es, uid=d.uid, head=head, rules=d.game.rules_version,
                             build=self.build, kind=kind)
        record["duel"] = d.record()
        if self.audit_result:
            record["audit"] = dict(self.audit_result)
        return record

    @staticmethod
    def _duel_behind(record: dict, duel: D.Duel) -> bool:
        """Does ``record`` hold this very duel, at a point this device has
        gone on from (so writing the duel over it loses nothing)?"""
        held = duel_of(record)
        if not held or record.get("kind") != "auto" or held.get("uid") != duel.uid \
                or held.get("seat") != duel.seat or held.get("key") != duel.key.hex():
            return False
        mine = {str(n): text for n, text in duel.messages.items()}
        links = held.get("links") or {}
        if any(mine.get(n) != text for n, text in links.items()):
            return False
        if len(links) < len(mine):
            return True
        current = str(duel.segment)
        moves = (held.get("segments") or {}).get(current, [])
        now = duel.segments.get(duel.segment, [])
        return moves == now[:len(moves)]

    def _claim_duel(self, duel: D.Duel) -> tuple[str, str | None]:
        base = slot_of(duel.uid)
        slot = base
        for n in range(2, 10_000):
            raw = self.saves.raw(slot)
            if raw is None:
                return slot, None
            try:
                if self._duel_behind(parse_record(raw, slot), duel):
                    return slot, raw
            except SaveError:
                pass                   # a damaged save is kept, never written over
            slot = f"{base}-{n}"
        raise SaveError("There are too many saves of this game.",
                        "Hay demasiadas partidas guardadas de este juego.")

    @staticmethod
    def duel_goes_on_from(new: dict, old: dict) -> bool:
        """Does the duel saved in ``new`` go on from ``old`` (same seat and
        key, every link of ``old`` in it, and more)?"""
        a, b = duel_of(new), duel_of(old)
        if not a or not b or a.get("seat") != b.get("seat") or a.get("key") != b.get("key"):
            return False
        links_a, links_b = a.get("links") or {}, b.get("links") or {}
        if any(links_a.get(n) != text for n, text in links_b.items()):
            return False
        if len(links_a) > len(links_b):
            return True
        current = str(max((int(n) for n in links_b), default=-1) + 1)
        moves_a = (a.get("segments") or {}).get(current, [])
        moves_b = (b.get("segments") or {}).get(current, [])
        return len(moves_a) > len(moves_b) and moves_a[:len(moves_b)] == moves_b

    def import_duel(self, rec: dict, out: dict) -> None:
        """One imported save of a duel (``Session.import_file``): added when
        this browser holds no save of that seat, brought up to date when it
        goes on from this browser's, skipped when the same, else held."""
        held = duel_of(rec)
        mine = [own for own in self.saves.of_game(rec["uid"])
                if duel_of(own) and duel_of(own).get("seat") == held.get("seat")]
        if any(duel_of(own) == held for own in mine):
            out["same"].append(rec["name"])
            return
        autos = sorted((own for own in mine if own.get("kind") == "auto"),
                       key=lambda r: (len(links_of(r)), r.get("saved_at", "")), reverse=True)
        if rec.get("kind") == "named" or not autos:
            base = rec["slot"] if rec.get("kind") == "named" else slot_of(rec["uid"])
            self.saves.put(self.saves.free_slot(base), rec, last=False)
            out["added"].append(rec["name"])
            return
        newest = autos[0]
        if self.duel_goes_on_from(rec, newest):
            self.saves.put(newest["slot"], dict(rec, name=newest["name"]), last=False)
            if newest["slot"] == self.slot:
                from .saves import PREFIX
                self.external(PREFIX + self.slot, self.saves.raw(self.slot))
            out["replaced"].append(rec["name"])
        else:
            out["held"].append(dict(rec, theirs=newest.get("ply", 0)))
