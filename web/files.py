"""Files and links leaving the page: share or copy a link, download the
saves as a file, and read one back."""

from __future__ import annotations

import js

from .dom import proxy


def can_share() -> bool:
    """Does this device hand links to a share sheet (``copy_link``)?"""
    nav = js.navigator
    try:
        return bool(getattr(nav, "share", None)) and getattr(nav, "maxTouchPoints", 0) > 0
    except Exception:
        return False


def copy_link(text: str, as_text: bool = False) -> None:
    """Share a link (the share sheet on touch devices) or copy it; the last
    one stays in ``window.cwtLastLink`` for tests. ``as_text``: several
    links, one a line (the parts of a long link, T1.6), shared as text."""
    nav = js.navigator
    try:
        if getattr(nav, "share", None) and getattr(nav, "maxTouchPoints", 0) > 0:
            nav.share(js.Object.fromEntries([["text" if as_text else "url", text]]))
            return
    except Exception:
        pass
    try:
        nav.clipboard.writeText(text)
    except Exception:
        pass
    js.window.cwtLastLink = text


def download(name: str, text: str, kind: str = "application/json") -> None:
    """Offer ``text`` as a file named ``name`` (JSON unless ``kind`` says);
    the last one stays in ``window.cwtLastDownload`` for tests."""
    js.window.cwtLastDownload = js.Object.fromEntries([["name", name], ["text", text]])
    blob = js.Blob.new([text], js.Object.fromEntries([["type", kind]]))
    url = js.URL.createObjectURL(blob)
    a = js.document.createElement("a")
    a.href = url
    a.download = name
    a.click()
    js.URL.revokeObjectURL(url)


def pick_file(then) -> None:
    """Ask for a JSON file; ``then(text)`` gets its contents."""
    inp = js.document.createElement("input")
    inp.type = "file"
    inp.accept = "application/json,.json"

    def chosen(ev):
        files = inp.files
        if not files or files.length == 0:
            return
        files.item(0).text().then(proxy(then))

    inp.addEventListener("change", proxy(chosen))
    inp.click()
