"""Talking to the browser from Python: proxies, elements, localStorage,
preferences. The only place besides the canvas widgets and ``files`` that
touches ``js``."""

from __future__ import annotations

import js
from pyodide.ffi import JsException, create_proxy

from .saves import StorageFull

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


class LocalStorage:
    """localStorage with the four methods ``web.saves.Saves`` needs."""

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


def pref(key):
    """A device preference (never fatal: None when storage is unavailable)."""
    try:
        v = js.window.localStorage.getItem(PREF + key)
        return None if nullish(v) else str(v)
    except Exception:
        return None


def set_pref(key, value) -> None:
    try:
        js.window.localStorage.setItem(PREF + key, value)
    except Exception:
        pass


def clear_pref(key) -> None:
    """Forget a device preference (never fatal)."""
    try:
        js.window.localStorage.removeItem(PREF + key)
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
