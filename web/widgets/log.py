"""The game's log: what happened, newest last, each line with its rule.

The page hands in only what the player at the device may read
(``Match.log(role=...)``): a card drawn by the other side never reaches it.
"""

from __future__ import annotations

from ..markup import esc, rule_ref, words


def log_items(entries: list, lang: str) -> str:
    """The entries as list items numbered by move."""
    return "".join(f'<li value="{int(e["ply"])}">{esc(words(e, lang))}{rule_ref(lang, e.get("rule"))}</li>'
                   for e in entries)


def log_panel(entries: list, lang: str, title: str) -> str:
    return (f'<section aria-labelledby="log"><h3 id="log">{esc(title)}</h3>'
            f'<ol class="log" aria-live="polite" tabindex="0">{log_items(entries, lang)}</ol></section>')
