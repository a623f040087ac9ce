"""Saved games in the browser's localStorage (or any object with the same
four methods), kept in the same encoding as links.

Pure Python: the page hands in a storage adapter; tests hand in a dict-backed
one that can pretend to be full. Every failure becomes ``SaveError`` with a
message a player understands; nothing here ever loses the game in play.
"""

from __future__ import annotations

import json
import time

PREFIX = "cwt:save:"
LAST = "cwt:last"
RECORD_VERSION = 1
MAX_RECORD = 2_000_000  # characters; a record bigger than this is not ours


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


def slot_of(game_id: str, seed: int) -> str:
    """The autosave slot of one game: one per game id and seed."""
    return f"auto-{game_id}-{seed}"


class Saves:
    def __init__(self, storage) -> None:
        self.storage = storage

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
        ``last`` makes it the game "Continue" opens."""
        record = dict(record, v=RECORD_VERSION, slot=slot, saved_at=record.get("saved_at") or now())
        self._write(PREFIX + slot, json.dumps(record, separators=(",", ":")))
        if last:
            self._write(LAST, slot)
        return record

    def get(self, slot: str) -> dict:
        raw = self._read(PREFIX + slot)
        if raw is None:
            raise SaveError("That save no longer exists.", "Esa partida guardada ya no existe.")
        return parse_record(raw)

    def _read(self, key: str) -> str | None:
        try:
            return self.storage.get(key)
        except Exception as exc:
            raise SaveError(f"The browser refused to read saved games ({exc}).",
                            f"El navegador no dejó leer las partidas guardadas ({exc}).") from None

    def last(self) -> dict | None:
        """The most recently saved game, for "Continue"; None if none is readable."""
        slot = self._read(LAST)
        if not slot:
            return None
        try:
            return self.get(slot)
        except SaveError:
            return None

    def list(self) -> list:
        """Every save, newest first. A damaged entry is listed with ``damaged``
        set so the player can see it and delete it; it never hides the others."""
        out = []
        try:
            keys = self.storage.keys()
        except Exception as exc:
            raise SaveError(f"The browser refused to list saved games ({exc}).",
                            f"El navegador no dejó ver las partidas guardadas ({exc}).") from None
        for key in keys:
            if not key.startswith(PREFIX):
                continue
            slot = key[len(PREFIX):]
            try:
                record = parse_record(self._read(key) or "")
            except SaveError as exc:
                record = {"slot": slot, "name": slot, "damaged": str(exc), "saved_at": ""}
            out.append(record)
        out.sort(key=lambda r: r.get("saved_at", ""), reverse=True)
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

    def find(self, game_id: str, seed: int) -> dict | None:
        """The autosave of the game with this id and seed, if any is readable."""
        try:
            return self.get(slot_of(game_id, seed))
        except SaveError:
            return None


def clean_name(name) -> str:
    name = " ".join(str(name).split())[:80]
    return name or "Untitled game"


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def make_record(name: str, game_id: str, scenario: str, ply: int, active: list,
                label: str, link: str, label_es: str = "") -> dict:
    """A save's record; ``label`` (``label_es``) says where the game stands
    in English (Spanish), e.g. "July 1861" ("julio de 1861")."""
    record = {"name": clean_name(name), "game": game_id, "scenario": scenario, "ply": ply,
              "active": list(active), "label": label, "link": link, "saved_at": now()}
    if label_es:
        record["label_es"] = label_es
    return record


def parse_record(raw: str) -> dict:
    if not isinstance(raw, str) or not raw or len(raw) > MAX_RECORD:
        raise SaveError("This save is empty or too large to be one of ours.",
                        "Esta partida guardada está vacía o es demasiado grande para ser nuestra.")
    try:
        record = json.loads(raw)
    except ValueError:
        raise SaveError("This save is damaged: it is not readable.",
                        "Esta partida guardada está dañada: no se puede leer.") from None
    if not isinstance(record, dict) or record.get("v") != RECORD_VERSION:
        raise SaveError("This save was made by another version of the site, or is damaged.",
                        "Esta partida la guardó otra versión del sitio, o está dañada.")
    for key, kind in (("name", str), ("game", str), ("link", str), ("slot", str)):
        if not isinstance(record.get(key), kind):
            raise SaveError(f"This save is damaged (its {key} is missing).",
                            f"Esta partida guardada está dañada (le falta {key}).")
    record["name"] = clean_name(record["name"])
    return record


def export_text(records: list) -> str:
    """A file's contents holding ``records``: readable JSON."""
    return json.dumps({"format": "civil-war-table-saves", "v": RECORD_VERSION,
                       "saves": records}, indent=1)


def import_text(text: str) -> list:
    """The records in an exported file; ``SaveError`` if it is not one."""
    if not isinstance(text, str) or len(text) > 20 * MAX_RECORD:
        raise SaveError("This file is too large to be a saved game from this site.",
                        "Este archivo es demasiado grande para ser una partida de este sitio.")
    try:
        data = json.loads(text)
    except ValueError:
        raise SaveError("This file is not a saved game from this site (it is not readable).",
                        "Este archivo no es una partida de este sitio (no se puede leer).") from None
    if not isinstance(data, dict) or data.get("format") != "civil-war-table-saves":
        raise SaveError("This file is not a saved game from this site.",
                        "Este archivo no es una partida de este sitio.")
    if data.get("v") != RECORD_VERSION or not isinstance(data.get("saves"), list):
        raise SaveError("This file was made by another version of the site.",
                        "Este archivo lo hizo otra versión del sitio.")
    out = []
    for item in data["saves"]:
        record = parse_record(json.dumps(dict(item, v=RECORD_VERSION, slot=item.get("slot", "x")))
                              if isinstance(item, dict) else "")
        out.append(record)
    return out
