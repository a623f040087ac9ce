"""Saved games in the browser's localStorage (or any object with the same
four methods), kept in the same encoding as links.

Pure Python: the page hands in a storage adapter; tests hand in a dict-backed
one that can pretend to be full. Every failure becomes ``SaveError`` with a
message a player understands; nothing here ever loses the game in play.
"""

from __future__ import annotations

import json
import re
import time

from . import records as schema

PREFIX = "cwt:save:"
LAST = "cwt:last"
PREF = "cwt:pref:"
ASIDE = "cwt:aside:"
RECORD_VERSION = 2
MAX_RECORD = 2_000_000  # characters; a record bigger than this is not ours
LEGACY_SLOT = re.compile(r"(?:auto|named)-([A-Za-z0-9_]+)-(\d+)(?:-.*)?")


class SaveError(Exception):
    """A save that could not be written, read or imported, in plain words;
    ``es`` is the same in Spanish (``text(lang)`` picks the reader's)."""

    def __init__(self, message: str, es: str = "") -> None:
        super().__init__(message)
        self.es = es

    def text(self, lang: str = "en") -> str:
        return self.es if lang == "es" and self.es else str(self)


class StorageFull(Exception):
    """Raised by a storage adapter when the browser refuses to store more."""


class MemoryStorage:
    """A localStorage stand-in for tests: ``quota`` caps the total characters."""

    def __init__(self, quota: int | None = None) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull("quota exceeded")
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> list:
        return list(self.items)


EMBED_QUOTA = 300_000       # characters a framing page's boards may keep (issue 33): a few games


class Capped:
    """A framing page's storage namespace (``mode`` "embed"), capped at
    ``quota`` characters so that no embedder can fill the site's storage and
    stop the player's own games from saving. When a write would pass the
    cap, the namespace's oldest saves (by ``saved_at``) are dropped first,
    never the one written, and ``on_drop(slots)`` tells the embedder; if it
    still does not fit, the write is refused as storage full."""

    def __init__(self, inner, quota: int = EMBED_QUOTA, on_drop=None) -> None:
        self.inner = inner
        self.quota = quota
        self.on_drop = on_drop
        self.mode = getattr(inner, "mode", "embed")
        self.prefix = getattr(inner, "prefix", "")

    def get(self, key: str) -> str | None:
        return self.inner.get(key)

    def remove(self, key: str) -> None:
        self.inner.remove(key)

    def keys(self) -> list:
        return self.inner.keys()

    def used(self, but: str = "") -> int:
        """Characters this namespace holds (keys and values), ``but`` one key."""
        total = 0
        for k in self.keys():
            if k != but:
                v = self.inner.get(k)
                total += len(k) + (len(v) if v is not None else 0)
        return total

    def set(self, key: str, value: str) -> None:
        need = len(key) + len(value)
        if need > self.quota:
            raise StorageFull("more than a framing page's boards may keep")
        dropped = []
        if self.used(key) + need > self.quota:
            for old in self._oldest(but=key):
                self.inner.remove(PREFIX + old)
                dropped.append(old)
                if self.used(key) + need <= self.quota:
                    break
        if dropped and self.on_drop is not None:
            try:
                self.on_drop(dropped)
            except Exception:
                pass
        if self.used(key) + need > self.quota:
            raise StorageFull("a framing page's boards keep no more")
        self.inner.set(key, value)

    def _oldest(self, but: str) -> list[str]:
        """This namespace's save slots, oldest first (unreadable ones first of all)."""
        found = []
        for k in self.keys():
            if not k.startswith(PREFIX) or k == but:
                continue
            try:
                when = str(json.loads(self.inner.get(k) or "{}").get("saved_at") or "")
            except (ValueError, AttributeError):
                when = ""
            found.append((when, k[len(PREFIX):]))
        return [slot for _, slot in sorted(found)]


def embedded_usage(storage_keys, get) -> list[dict]:
    """The boards framed by other sites, as the player's own tab sees them in
    localStorage (keys ``cwt:embed:<origin>:<key>``): per origin, its saves and
    the characters it keeps, largest first."""
    by: dict[str, dict] = {}
    for key in storage_keys:
        if not key.startswith(EMBED_PREFIX):
            continue
        rest = key[len(EMBED_PREFIX):]
        cut = rest.find(":cwt:")
        if cut < 0:
            continue
        origin, inner = rest[:cut], rest[cut + 1:]
        value = get(key) or ""
        entry = by.setdefault(origin, {"origin": origin, "chars": 0, "saves": 0, "keys": []})
        entry["chars"] += len(key) + len(value)
        entry["saves"] += inner.startswith(PREFIX)
        entry["keys"].append(key)
    return sorted(by.values(), key=lambda e: -e["chars"])


EMBED_PREFIX = "cwt:embed:"


def slot_of(uid: str) -> str:
    """The autosave slot of the game whose identity is ``uid`` (made at
    its setup, carried by its links); ``Saves.free_slot`` finds the next
    free one when it is taken by another line of the same game."""
    return f"auto-{uid}"


def legacy_uid(game_id: str, seed: int) -> str:
    """The identity of a game from before games had one (saves of record
    version 1, links of format 1): its game and seed, as its slot was named."""
    return f"{game_id}-{seed}"


class Saves:
    def __init__(self, storage) -> None:
        self.storage = storage
        self.stuck: dict[str, str] = {}   # items that could not be moved aside: key -> why

    def _write(self, key: str, value: str) -> None:
        try:
            self.storage.set(key, value)
        except StorageFull:
            raise SaveError("The browser's storage for this site is full, so the game was not "
                            "saved. It is still in play: export it to a file or share its link, "
                            "and delete old saves to make room.",
                            "El almacenamiento del navegador para este sitio está lleno y la partida "
                            "no se guardó. Sigue en juego: expórtala a un archivo o comparte su "
                            "enlace, y borra partidas viejas para hacer sitio.") from None
        except Exception as exc:  # the browser may refuse storage altogether (private mode)
            raise SaveError(f"The browser refused to save the game ({exc}). It is still in play: "
                            "export it to a file or share its link.",
                            f"El navegador no dejó guardar la partida ({exc}). Sigue en juego: "
                            "expórtala a un archivo o comparte su enlace.") from None

    def put(self, slot: str, record: dict, last: bool = True) -> dict:
        """Store ``record`` (see ``make_record``) under ``slot``; returns it.
        ``last`` makes it the game "Continue" opens. Writes whatever it is
        given: the checks that a slot may be written (same game, not older)
        are the session's (``web.session.Session.autosave``)."""
        record = dict(record, v=RECORD_VERSION, slot=slot, saved_at=record.get("saved_at") or now())
        self._write(PREFIX + slot, dumps(record))
        if last:
            try:
                self._write(LAST, slot)
            except SaveError as exc:
                exc.written = record       # the record is stored; only "Continue" could not follow it
                raise
        return record

    def raw(self, slot: str) -> str | None:
        """The stored text of a slot, as it is (None: empty)."""
        return self._read(PREFIX + slot)

    def get(self, slot: str) -> dict:
        raw = self._read(PREFIX + slot)
        if raw is None:
            raise SaveError("That save no longer exists.", "Esa partida guardada ya no existe.")
        return parse_record(raw, slot)

    def _read(self, key: str) -> str | None:
        try:
            value = self.storage.get(key)
        except Exception as exc:
            raise SaveError(f"The browser refused to read saved games ({exc}).",
                            f"El navegador no dejó leer las partidas guardadas ({exc}).") from None
        return value if value is None or isinstance(value, str) else str(value)

    def _keys(self) -> list:
        try:
            return [str(k) for k in self.storage.keys()]
        except Exception as exc:
            raise SaveError(f"The browser refused to list saved games ({exc}).",
                            f"El navegador no dejó ver las partidas guardadas ({exc}).") from None

    def last(self) -> dict | None:
        """The most recently saved game, for "Continue"; None if none is readable."""
        try:
            slot = self._read(LAST)
            schema.check("last", slot)
            return self.get(slot)          # type: ignore[arg-type]
        except (SaveError, schema.RecordError):
            return None

    def list(self) -> list:
        """Every readable save, newest first. One that is not readable is
        not listed: ``sweep`` sets it aside (``aside`` lists those)."""
        out = []
        for key in self._keys():
            if not key.startswith(PREFIX):
                continue
            try:
                out.append(parse_record(self._read(key) or "", key[len(PREFIX):]))
            except SaveError:
                continue
        out.sort(key=lambda r: r.get("saved_at", ""), reverse=True)
        return out

    # Setting aside what cannot be read ----------------------------------------------------------
    def sweep(self) -> list:
        """Check every stored item of ours against its schema
        (``web.records``); move each that fails to an "aside" entry that
        keeps its text, its key and the reason. Returns the items set aside
        now (so the page reports each once); never raises for a bad item.
        Should the browser refuse the move (storage full), the item stays
        where it is, still never used, and is listed by ``aside``."""
        moved = []
        for key in self._keys():
            reason = self._problem(key)
            if reason is None:
                continue
            raw = self._read(key) or ""
            entry = {"key": key, "reason": reason, "at": now(), "raw": raw}
            try:
                self._write(ASIDE + self._aside_name(key), dumps(entry))
                self.storage.remove(key)
            except Exception:
                self.stuck[key] = reason
            moved.append({"key": key, "reason": reason, "size": len(raw)})
        return moved

    def _problem(self, key: str) -> str | None:
        """Why the item under ``key`` cannot be used (None: it can, or it is
        not ours to judge)."""
        try:
            raw = self._read(key)
        except SaveError as exc:
            return str(exc)
        if raw is None:
            return None
        try:
            if key.startswith(PREFIX):
                parse_record(raw, key[len(PREFIX):])
            elif key == LAST:
                schema.check("last", raw)
            elif key.startswith(PREF):
                kind = schema.pref_kind(key[len(PREF):])
                if kind == "computer":
                    schema.check(kind, schema.loads(raw) if raw else None)
                elif kind is not None:
                    schema.check(kind, raw)
        except SaveError as exc:
            return str(exc)
        except schema.RecordError as exc:
            return str(exc)
        return None

    def _aside_name(self, key: str) -> str:
        base = re.sub(r"[^A-Za-z0-9_.:-]", "_", key)[:100]
        name, n = base, 1
        while self._read(ASIDE + name) is not None:
            n += 1
            name = f"{base}~{n}"
        return name

    def aside(self) -> list:
        """What was set aside: [{id, key, reason, at, size}], newest first."""
        out = []
        for key in self._keys():
            if key.startswith(ASIDE):
                raw = self._read(key) or ""
                try:
                    entry = schema.loads(raw)
                    info = {"key": str(entry["key"])[:200], "reason": str(entry["reason"])[:300],
                            "at": str(entry.get("at", ""))[:40], "size": len(str(entry["raw"]))}
                except Exception:      # the aside entry itself is damaged: list it as it is
                    info = {"key": key, "reason": "unreadable", "at": "", "size": len(raw)}
                out.append(dict(info, id=key[len(ASIDE):]))
        for key, reason in self.stuck.items():
            out.append({"id": "=" + key, "key": key, "reason": reason, "at": "", "size": len(self._read(key) or "")})
        out.sort(key=lambda e: e["at"], reverse=True)
        return out

    def aside_text(self, ident: str) -> str:
        """The kept text of an item set aside (``id`` from ``aside``: "=key"
        for one the browser would not let us move, still in its place)."""
        if ident.startswith("=") and ident[1:] in self.stuck:
            stuck = self._read(ident[1:])
            if stuck is None:
                raise SaveError("That item is no longer kept.", "Ese elemento ya no se conserva.")
            return stuck
        raw = self._read(ASIDE + ident)
        if raw is None:
            raise SaveError("That item is no longer kept.", "Ese elemento ya no se conserva.")
        try:
            return str(schema.loads(raw)["raw"])
        except Exception:
            return raw

    def drop_aside(self, ident: str) -> None:
        try:
            if ident.startswith("=") and ident[1:] in self.stuck:
                self.storage.remove(ident[1:])
                del self.stuck[ident[1:]]
            else:
                self.storage.remove(ASIDE + ident)
        except Exception as exc:
            raise SaveError(f"The browser refused to delete it ({exc}).",
                            f"El navegador no dejó borrarlo ({exc}).") from None

    # Finding -------------------------------------------------------------------------------------
    def free_slot(self, base: str) -> str:
        """``base``, or the first of ``base-2``, ``base-3``… nothing is stored under."""
        slot, n = base, 1
        while self._read(PREFIX + slot) is not None:
            n += 1
            slot = f"{base}-{n}"
        return slot

    def of_game(self, uid: str) -> list:
        """The readable saves of the game ``uid``, newest first."""
        return [r for r in self.list() if r.get("uid") == uid]

    def sizes(self) -> list:
        """Every save with the room it takes (characters), largest first: to
        choose what to delete when storage is full."""
        out = []
        for key in self._keys():
            if key.startswith(PREFIX) or key.startswith(ASIDE):
                raw = self._read(key) or ""
                slot = key[len(PREFIX):] if key.startswith(PREFIX) else ""
                try:
                    name = parse_record(raw, slot)["name"] if slot else "(set aside) " + key[len(ASIDE):]
                except SaveError:
                    name = slot
                out.append({"slot": slot, "key": key, "name": name, "size": len(key) + len(raw)})
        out.sort(key=lambda e: e["size"], reverse=True)
        return out

    def rename(self, slot: str, name: str) -> dict:
        record = self.get(slot)
        record["name"] = clean_name(name)
        return self.put(slot, record, last=False)

    def delete(self, slot: str) -> None:
        try:
            self.storage.remove(PREFIX + slot)
            if self.storage.get(LAST) == slot:
                self.storage.remove(LAST)
        except Exception as exc:
            raise SaveError(f"The browser refused to delete the save ({exc}).",
                            f"El navegador no dejó borrar la partida ({exc}).") from None

    def take(self, slot: str) -> dict:
        """Delete a save and return what ``restore`` needs to put it back
        exactly (the page's Undo): the stored text, and whether it was the
        game "Continue" opens."""
        raw = self._read(PREFIX + slot)
        if raw is None:
            raise SaveError("That save no longer exists.", "Esa partida guardada ya no existe.")
        kept = {"slot": slot, "raw": raw, "last": self._read(LAST) == slot}
        self.delete(slot)
        return kept

    def restore(self, kept: dict) -> None:
        """Put back a save removed by ``take``, in the same slot."""
        self._write(PREFIX + kept["slot"], kept["raw"])
        if kept.get("last"):
            self._write(LAST, kept["slot"])


def clean_name(name) -> str:
    name = " ".join(str(name).split())[:80]
    return name or "Untitled game"


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def dumps(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def make_record(name: str, game_id: str, scenario: str, ply: int, active: list,
                label: str, link: str, label_es: str = "", uid: str = "", head: str = "",
                rules: str = "", build: str = "", kind: str = "auto") -> dict:
    """A save's record; ``label`` (``label_es``) says where the game stands
    in English (Spanish), e.g. "July 1861" ("julio de 1861"). ``uid`` is the
    game's identity, ``head`` the hash of its position after ``ply`` moves,
    ``rules`` the rules version and ``build`` the site build that saved it;
    ``kind`` is "auto" (the game's own save, kept up to date as it is
    played) or "named" (a snapshot the player named; play from it goes on
    in an autosave)."""
    record = {"name": clean_name(name), "game": game_id, "scenario": scenario, "ply": ply,
              "active": list(active), "label": label, "link": link, "saved_at": now(),
              "kind": kind}
    for key, value in (("label_es", label_es), ("uid", uid), ("head", head), ("rules", rules),
                       ("build", build)):
        if value:
            record[key] = value
    return record


def parse_record(raw: str, slot: str = "") -> dict:
    """A stored save's text, checked against its schema (``web.records``);
    a record of version 1 is read as version 2 (its identity from its slot's
    name, as it was made). ``SaveError`` says what is wrong."""
    if not isinstance(raw, str) or not raw or len(raw) > MAX_RECORD:
        raise SaveError("This save is empty or too large to be one of ours.",
                        "Esta partida guardada está vacía o es demasiado grande para ser nuestra.")
    try:
        value = schema.loads(raw, MAX_RECORD)
    except schema.RecordError:
        raise SaveError("This save is damaged: it is not readable.",
                        "Esta partida guardada está dañada: no se puede leer.") from None
    if not isinstance(value, dict) or value.get("v") not in (1, RECORD_VERSION):
        raise SaveError("This save was made by another version of the site, or is damaged.",
                        "Esta partida la guardó otra versión del sitio, o está dañada.")
    try:
        record = schema.check("save", value)
    except schema.RecordError as exc:
        raise SaveError(f"This save is damaged ({exc}).",
                        f"Esta partida guardada está dañada ({exc}).") from None
    duel = record.get("duel")
    if duel is not None and (duel["uid"] != record.get("uid") or duel["game"] != record["game"]):
        raise SaveError("This save is damaged (its game between two devices is another game).",
                        "Esta partida guardada está dañada (su partida entre dos dispositivos es otra).")
    if slot and record["slot"] != slot:
        record["slot"] = slot                      # where it is stored is where it is
    record["name"] = clean_name(record["name"])
    record.setdefault("kind", "named" if record["slot"].startswith("named-") else "auto")
    if "uid" not in record:
        legacy = LEGACY_SLOT.fullmatch(record["slot"])
        record["uid"] = legacy_uid(legacy.group(1), int(legacy.group(2))) if legacy else record["slot"]
    record.setdefault("ply", 0)
    record.setdefault("active", [])
    record.setdefault("label", "")
    record.setdefault("saved_at", "")
    return record
def export_text(records: list) -> str:
    """A file's contents holding ``records``: readable JSON."""
    return json.dumps({"format": "civil-war-table-saves", "v": RECORD_VERSION,
                       "saves": records}, indent=1)


def import_text(text: str) -> tuple[list, list]:
    """The records in an exported file, and what in it could not be read
    (each a plain reason naming the entry); ``SaveError`` if the file as a
    whole is not one of ours. One bad entry never refuses the others."""
    if not isinstance(text, str) or len(text) > 20 * MAX_RECORD:
        raise SaveError("This file is too large to be a saved game from this site.",
                        "Este archivo es demasiado grande para ser una partida de este sitio.")
    try:
        data = schema.loads(text, 20 * MAX_RECORD)
    except schema.RecordError:
        raise SaveError("This file is not a saved game from this site (it is not readable).",
                        "Este archivo no es una partida de este sitio (no se puede leer).") from None
    if not isinstance(data, dict) or data.get("format") != "civil-war-table-saves":
        raise SaveError("This file is not a saved game from this site.",
                        "Este archivo no es una partida de este sitio.")
    if data.get("v") not in (1, RECORD_VERSION) or not isinstance(data.get("saves"), list):
        raise SaveError("This file was made by another version of the site.",
                        "Este archivo lo hizo otra versión del sitio.")
    out, problems = [], []
    for n, item in enumerate(data["saves"][:10_000], 1):
        try:
            if not isinstance(item, dict):
                raise SaveError("it is not a saved game", "no es una partida guardada")
            slot = item.get("slot") if isinstance(item.get("slot"), str) else f"imported-{n}"
            out.append(parse_record(dumps(dict(item, v=item.get("v", RECORD_VERSION), slot=slot))))
        except SaveError as exc:
            name = item.get("name") if isinstance(item, dict) and isinstance(item.get("name"), str) else ""
            problems.append(f"entry {n}{' (' + clean_name(name) + ')' if name else ''}: {exc}")
    if not out and not problems:
        raise SaveError("This file holds no saved games.", "Este archivo no tiene partidas guardadas.")
    return out, problems
