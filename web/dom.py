"""Talking to the browser from Python: proxies, elements, storage (localStorage,
namespaced when the page is framed, in memory when refused), preferences. The
only place besides the canvas widgets and ``files`` that touches ``js``."""

from __future__ import annotations

import js
from pyodide.ffi import JsException, create_proxy, to_js

from .saves import Capped, StorageFull, embedded_usage

_proxies = []          # every proxy stays alive for the page's lifetime

PREF = "cwt:pref:"


def proxy(fn):
    """A JavaScript-callable proxy of ``fn``, kept alive."""
    p = create_proxy(fn)
    _proxies.append(p)
    return p


def nullish(value) -> bool:
    """True for JavaScript null or undefined (Pyodide maps null to JsNull)."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


def by_id(name):
    el = js.document.getElementById(name)
    return None if nullish(el) else el


def browser_lang() -> str:
    return "es" if str(js.navigator.language or "").lower().startswith("es") else "en"


EMBED = "cwt:embed:"          # the namespace of a framed board: EMBED + origin + ":" + key
MEMORY_QUOTA = 5_000_000     # characters an in-memory store holds, as a browser's localStorage


class LocalStorage:
    """localStorage with the four methods ``web.saves.Saves`` needs, under a
    key prefix: "" for the player's own games (``mode`` "local"), or an
    embedding origin's namespace (``mode`` "embed"). ``keys`` lists only the
    keys of this namespace, without the prefix, so ``Saves`` never sees
    another namespace's items (the player's own, or another embedder's)."""

    def __init__(self, prefix: str = "", mode: str = "local", ls=None):
        self.ls = js.window.localStorage if ls is None else ls
        self.prefix = prefix
        self.mode = mode

    def get(self, key):
        value = self.ls.getItem(self.prefix + key)
        return None if nullish(value) else str(value)

    def set(self, key, value):
        try:
            self.ls.setItem(self.prefix + key, value)
        except JsException as exc:
            if "quota" in str(exc).lower() or "QuotaExceeded" in str(exc):
                raise StorageFull(str(exc)) from None
            raise

    def remove(self, key):
        self.ls.removeItem(self.prefix + key)

    def embedded(self):
        """The player's own tab: the boards other sites framed and what they
        keep here (``web.saves.embedded_usage``)."""
        if self.prefix:
            return []
        every = [str(k) for k in (self.ls.key(i) for i in range(int(self.ls.length))) if not nullish(k)]
        return embedded_usage(every, self.get)

    def remove_embedded(self, origin: str) -> int:
        """Remove everything one framing site's boards keep here; how many items."""
        gone = 0
        for entry in self.embedded():
            if entry["origin"] == origin:
                for key in entry["keys"]:
                    self.ls.removeItem(key)
                    gone += 1
        return gone

    def keys(self):
        out = []
        for i in range(int(self.ls.length)):
            key = self.ls.key(i)
            if nullish(key):
                continue
            key = str(key)
            if self.prefix:
                if key.startswith(self.prefix):
                    out.append(key[len(self.prefix):])
            elif not key.startswith(EMBED):
                out.append(key)
        return out


class MemoryStore:
    """Storage kept in this page's memory only (``mode`` "memory"): the
    browser refuses this page any storage (a third-party frame with storage
    blocked, or site data turned off). Everything goes when the page closes."""

    mode = "memory"
    prefix = ""

    def __init__(self, quota: int = MEMORY_QUOTA):
        self.items: dict[str, str] = {}
        self.quota = quota

    def get(self, key):
        return self.items.get(key)

    def set(self, key, value):
        value = str(value)
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if used + len(key) + len(value) > self.quota:
            raise StorageFull("the in-memory store is full")
        self.items[key] = value

    def remove(self, key):
        self.items.pop(key, None)

    def keys(self):
        return list(self.items)


_storage = None              # the page's one storage adapter (open_storage)


def _boot_storage():
    """What web/boot.js decided before Python started (window.cwtStorage):
    (mode, prefix), or None when boot.js did not run (test pages)."""
    try:
        info = js.window.cwtStorage
        if nullish(info):
            return None
        return str(info.mode), str(info.prefix or "")
    except Exception:
        return None


def open_storage():
    """The storage adapter for saves and preferences (the same object on
    every call). Its ``mode`` says where things are kept:

    - "local": the browser's localStorage, the player's own games;
    - "embed": the page is framed by another page (with or without
      ``?embed=1``): localStorage under ``cwt:embed:<embedder's origin>:``,
      apart from the player's own games and from other embedders';
    - "memory": the browser refuses storage (any access to localStorage
      throws): a store in this page's memory, lost when it closes.

    web/boot.js makes the decision (``window.cwtStorage``); should
    localStorage throw here although boot.js found it usable, this falls back
    to memory and tells boot.js, which then says so on the page."""
    global _storage
    if _storage is not None:
        return _storage
    decided = _boot_storage()
    mode, prefix = decided if decided else ("local", "")
    if mode != "memory":
        try:
            ls = js.window.localStorage
            if nullish(ls):
                raise RuntimeError("no localStorage")
            ls.getItem(EMBED + "probe")
            _storage = LocalStorage(prefix if mode == "embed" else "", mode, ls)
            if mode == "embed":         # a framing page's share of the site's storage is capped
                _storage = Capped(_storage, on_drop=_tell_embedder)
            return _storage
        except Exception:
            pass
    _storage = MemoryStore()
    if decided and decided[0] != "memory":
        try:
            js.window.cwtStorage.setMode("memory")
        except Exception:
            pass
    return _storage


def open_fallback():
    """The tab's second store (sessionStorage, in the page's storage
    namespace): where the game in play waits while storage refuses it, so a
    reload of the tab loses no move (``web.session.Session.fallback``).
    None when the page keeps everything in memory anyway."""
    main = open_storage()
    if main.mode == "memory":
        return None
    try:
        ss = js.window.sessionStorage
        if nullish(ss):
            return None
        return LocalStorage(main.prefix, main.mode, ss)
    except Exception:
        return None


def _tell_embedder(slots) -> None:
    """The framing page is told which of its oldest saves made room
    (docs/EMBEDDING.md "Storage"): {cwt: "storage", event: "dropped", slots}."""
    try:
        prefix = getattr(_storage, "prefix", "")
        origin = prefix[len(EMBED):-1] if prefix.startswith(EMBED) else "unknown"
        message = to_js({"cwt": "storage", "event": "dropped", "slots": [str(x) for x in slots]},
                        dict_converter=js.Object.fromEntries)
        js.window.parent.postMessage(message, "*" if origin in ("unknown", "null") else origin)
    except Exception:
        pass


def storage_mode() -> str:
    """"local", "embed" or "memory" (see ``open_storage``)."""
    return open_storage().mode


def pref(key):
    """A device preference (never fatal: None when storage is unavailable).
    Kept in the page's storage namespace (``open_storage``): an embedded
    board's preferences are its own."""
    try:
        return open_storage().get(PREF + key)
    except Exception:
        return None


def set_pref(key, value) -> None:
    try:
        open_storage().set(PREF + key, str(value))
    except Exception:
        pass


def clear_pref(key) -> None:
    """Forget a device preference (never fatal)."""
    try:
        open_storage().remove(PREF + key)
    except Exception:
        pass


def later(ms: int, fn) -> None:
    """Call ``fn()`` once, ``ms`` milliseconds from now."""
    from pyodide.ffi import create_once_callable
    js.setTimeout(create_once_callable(fn), ms)


def options(**kw):
    """A JavaScript options object ({preventScroll: true} ...)."""
    return js.Object.fromEntries([[k, v] for k, v in kw.items()])


def visible(el) -> bool:
    """Drawn on the page (not inside a closed <details>, not display:none)."""
    return el is not None and int(el.getClientRects().length) > 0
