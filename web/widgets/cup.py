"""A chit cup and its draw as HTML: what is still in the cup, counted by
kind, and the chit drawn face up beside it (Stonewall's Sword draws its
activations and events this way; the test minigame draws an event a turn).

Pure Python. The table hands in only what the side at the device may see:
the cup's public contents and the chit drawn. A game that keeps a drawn
chit secret (held events) hands in ``drawn=None`` to the other side.
"""

from __future__ import annotations

from ..markup import esc, rule_ref, words


def cup_panel(left: dict, drawn: str | None, chits: dict, lang: str, rule: str = "") -> str:
    """``left``: {chit kind: how many are still in the cup}; ``drawn``: the
    kind drawn last (face up) or None; ``chits``: {kind: {"title": {en, es},
    "text": {en, es}}} for the words."""
    es = lang == "es"
    total = sum(max(0, int(n)) for n in left.values())
    items = "".join(
        f'<li class="chit-count chit-{esc(kind)}"><span class="chit" aria-hidden="true"></span>'
        f'{esc(words(chits.get(kind, {}).get("title"), lang) or kind)} × {int(n)}</li>'
        for kind, n in left.items() if int(n) > 0)
    heading = (f"Taza: {total} ficha{'s' if total != 1 else ''}" if es
               else f"Cup: {total} chit{'s' if total != 1 else ''}")
    face = ""
    if drawn:
        info = chits.get(drawn, {})
        face = (f'<div class="chit-drawn chit-{esc(drawn)}" role="status">'
                f'<span class="label">{esc("Sacada" if es else "Drawn")}</span>'
                f'<strong>{esc(words(info.get("title"), lang) or drawn)}</strong>'
                f'<span>{esc(words(info.get("text"), lang))}</span></div>')
    return (f'<section class="cup" aria-label="{esc(heading)}"><h4>{esc(heading)}{rule_ref(lang, rule)}</h4>'
            f'{face}<ul class="cup-left">{items}</ul></section>')
