"""The rules, read in a dialog over the page: a rule citation (a log line's,
the prompt line's, a refusal's) opens its section; the Rules button opens
the table of contents (``Game.rule_index()``), each entry opening its
section, with the previous and next sections a button away. The dialog
floats over the map (a sheet at the foot of the screen on a phone) so the
side column and its log stay where they were; it closes with its close
button or Escape.

``app.rule_open`` holds what is open: a section ("4.2.4"), ``MENU`` (the
table of contents), or None. The HTML functions are pure Python; ``after_open``
and ``listen_escape`` talk to the browser (imported only there).
"""

from __future__ import annotations

from ..markup import esc, words

MENU = "menu"


def rule_index(game) -> list:
    """The game's sections in reading order ([{rule, title {en, es}, depth}]),
    or [] when the game gives none."""
    fn = getattr(game, "rule_index", None)
    if not callable(fn):
        return []
    try:
        out = list(fn() or [])
    except Exception:
        return []
    return [e for e in out if isinstance(e, dict) and e.get("rule")]


def has_rules(game) -> bool:
    return callable(getattr(game, "rule_text", None)) or bool(rule_index(game))


def _label(lang: str) -> str:
    return "Reglas" if lang == "es" else "Rules"


def rules_button(game, lang: str) -> str:
    """The Rules menu's button (for the bar or the game's tools row); empty
    when the game has no rules text."""
    if not rule_index(game):
        return ""
    hint = "Índice de las reglas" if lang == "es" else "Rules: table of contents"
    return (f'<button type="button" class="rules-button" data-do="rule" data-arg="{MENU}" '
            f'title="{esc(hint)}" aria-haspopup="dialog">{esc(_label(lang))}</button>')


def _where(index: list, rule: str) -> int:
    """The position in ``index`` of ``rule``, or of its nearest parent; -1."""
    keys = [str(e["rule"]) for e in index]
    key = str(rule).strip().rstrip(".")
    while key:
        if key in keys:
            return keys.index(key)
        if "." not in key:
            break
        key = key.rsplit(".", 1)[0]
    return -1


def _title(entry: dict, lang: str) -> str:
    t = entry.get("title")
    return words(t, lang) if isinstance(t, dict) else str(t or "")


def _frame(lang: str, heading: str, body: str, nav: str = "") -> str:
    close = "Cerrar" if lang == "es" else "Close"
    return (f'<div class="rules-dialog rules-panel" id="rules-dialog" role="dialog" aria-modal="false" '
            f'aria-labelledby="rules-title" tabindex="-1">'
            f'<header class="rules-head"><h3 id="rules-title">{heading}</h3>'
            f'<button type="button" class="close" data-do="rule" data-arg="" data-close="rules" '
            f'aria-label="{esc(close)} (Esc)" title="{esc(close)} (Esc)">×</button></header>'
            f'<div class="rules-body">{body}</div>{nav}</div>')


def contents(game, lang: str, current: str | None = None) -> str:
    """The table of contents: one button per section, indented by depth."""
    index = rule_index(game)
    if not index:
        return ""
    items = []
    for e in index:
        rule = str(e["rule"])
        depth = max(0, int(e.get("depth", rule.count(".")) or 0))
        cur = ' aria-current="true"' if current and rule == current else ""
        items.append(f'<li class="depth-{min(depth, 4)}"><button type="button" data-do="rule" '
                     f'data-arg="{esc(rule)}"{cur}><span class="rule-no">{esc(rule)}</span> '
                     f'{esc(_title(e, lang))}</button></li>')
    return f'<ol class="rules-toc">{"".join(items)}</ol>'


def rules_dialog(game, rule, lang: str) -> str:
    """The dialog for ``rule`` (a section, or ``MENU``); empty when nothing
    is open or the game has no text for it."""
    if not rule:
        return ""
    es = lang == "es"
    index = rule_index(game)
    if rule == MENU:
        toc = contents(game, lang)
        if not toc:
            return ""
        return _frame(lang, esc(_label(lang)), toc)
    fn = getattr(game, "rule_text", None)
    entry = fn(rule) if callable(fn) else None
    if not entry:
        return ""
    paras = "".join(f"<p>{esc(p)}</p>" for p in words(entry.get("text"), lang).split("\n") if p.strip())
    heading = f'<span class="rule-no">{esc(rule)}</span> · {esc(words(entry.get("title"), lang))}'
    nav = ""
    if index:
        i = _where(index, rule)
        shown = str(index[i]["rule"]) if i >= 0 else ""
        if shown and shown != str(rule):
            # cited "5.2.3", shown from "5.2": say which section this is
            heading = (f'<span class="rule-no">{esc(rule)}</span> → <span class="rule-no">{esc(shown)}</span>'
                       f' · {esc(words(entry.get("title"), lang))}')
        parts = []
        if i > 0:
            p = index[i - 1]
            parts.append(f'<button type="button" data-do="rule" data-arg="{esc(p["rule"])}" rel="prev">'
                         f'◀ {esc(p["rule"])} {esc(_title(p, lang))}</button>')
        parts.append(f'<button type="button" data-do="rule" data-arg="{MENU}">'
                     f'{"Índice" if es else "Contents"}</button>')
        if 0 <= i < len(index) - 1:
            n = index[i + 1]
            parts.append(f'<button type="button" data-do="rule" data-arg="{esc(n["rule"])}" rel="next">'
                         f'{esc(n["rule"])} {esc(_title(n, lang))} ▶</button>')
        nav = f'<nav class="rules-nav row-buttons" aria-label="{"Secciones" if es else "Sections"}">{"".join(parts)}</nav>'
    return _frame(lang, heading, paras, nav)


# The browser side ----------------------------------------------------------------------------------

_LISTENING = []


def listen_escape() -> None:
    """Once per page: Escape closes the rules dialog (as its close button)."""
    if _LISTENING:
        return
    import js
    from ..dom import proxy

    def key(ev):
        if str(ev.key) != "Escape":
            return
        button = js.document.querySelector("#rules-dialog [data-close=rules]")
        if button is not None and type(button).__name__ not in ("JsNull", "JsUndefined"):
            ev.preventDefault()
            button.click()

    js.document.addEventListener("keydown", proxy(key))
    _LISTENING.append(True)


KEEP = (".board-side", ".log-scroll")


def after_open(opening: bool) -> None:
    """Around a redraw that opens, turns or closes the dialog: keep the side
    column and the log scrolled where they were (the page is drawn anew),
    and put the focus in the dialog (or, once closed, back on the page)."""
    import js
    from pyodide.ffi import create_once_callable

    doc = js.document
    kept = []
    for sel in KEEP:
        el = doc.querySelector(sel)
        if el is not None and type(el).__name__ not in ("JsNull", "JsUndefined"):
            kept.append((sel, float(el.scrollTop)))
    y = float(js.window.scrollY)

    def restore(*_):
        for sel, top in kept:
            el = doc.querySelector(sel)
            if el is not None and type(el).__name__ not in ("JsNull", "JsUndefined"):
                el.scrollTop = top
        if float(js.window.scrollY) != y:
            js.window.scrollTo(float(js.window.scrollX), y)
        if opening:
            dlg = doc.getElementById("rules-dialog")
            if dlg is not None and type(dlg).__name__ not in ("JsNull", "JsUndefined"):
                dlg.focus(js.Object.fromEntries([["preventScroll", True]]))

    js.requestAnimationFrame(create_once_callable(restore))
