"""HTML helpers shared by the screens, the widgets and the tables.

Pure Python (no browser modules): everything that builds the page's HTML
as strings is testable natively. Every value from a game or a player goes
through ``esc``.
"""

from __future__ import annotations

import html
import json

from .session import action_json


def esc(value) -> str:
    """Escape a value for HTML text and attribute values."""
    return html.escape(str(value), quote=True)


def rule_ref(lang: str, rule) -> str:
    """A rule citation: a small button that opens the rules panel on it."""
    if not rule:
        return ""
    label = ("regla " if lang == "es" else "rule ") + str(rule)
    return (f' <button type="button" class="rule" data-do="rule" data-arg="{esc(rule)}" '
            f'aria-label="{esc(label)}">{esc(rule)}</button>')


def words(text: dict | None, lang: str) -> str:
    """The ``lang`` line of an {en, es} text, or the English one."""
    if not text:
        return ""
    return str(text.get(lang) or text.get("en") or "")


def act_button(index: int, action, label: str, extra: str = "") -> str:
    """A button that plays legal action number ``index`` (data-do="act");
    ``data-action`` holds the action as JSON for tests and assistive tools."""
    return (f'<button type="button" data-do="act" data-arg="{int(index)}" '
            f'data-action="{esc(json.dumps(action_json(action)))}"{extra}>{label}</button>')
