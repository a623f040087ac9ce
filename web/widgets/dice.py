"""The dice tray: the last roll as dice faces, with what it did.

Each die lands a moment after the last, and the log lines that the roll
wrote appear with them (no animation when the player prefers less motion,
see app.css).
"""

from __future__ import annotations

from ..markup import esc, words

FACES = "⚀⚁⚂⚃⚄⚅"


def dice_tray(rolls: list, lines: list, lang: str) -> str:
    """``rolls``: the six-sided dice of the last roll; ``lines``: the log
    entries of the move that rolled them ({en, es, ...})."""
    rolls = [r for r in rolls or [] if isinstance(r, int) and not isinstance(r, bool) and 1 <= r <= 6]
    if not rolls:
        return ""
    faces = "".join(f'<span class="face" style="animation-delay:{0.35 * i:.2f}s">{FACES[r - 1]}</span>'
                    for i, r in enumerate(rolls))
    said = "".join(f'<li style="animation-delay:{0.35 * min(i, len(rolls)):.2f}s">{esc(words(e, lang))}</li>'
                   for i, e in enumerate(lines))
    numbers = ", ".join(str(r) for r in rolls)
    return (f'<div class="die" role="status"><span class="faces" aria-label="{esc(numbers)}">{faces}</span>'
            f'<ul class="said">{said}</ul></div>')
