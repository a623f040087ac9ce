"""The game's log, as a wargamer keeps it: turn headers ("Turn 3 — September
1861, Union half"), the moves numbered once each (a move's lines under its
number; a move that logged nothing says what it was), each place a line
names a button that picks it on the map, and the rule citations. Newest
last, and the newest lines are in view (the list scrolls from its end:
web/css/log.css).

The page hands in only what the player at the device may read
(``Match.log(role=...)``): a card drawn by the other side never reaches it.
Headers come from the public view before each move (``web.replay.annotate``):
the table's ``log_heading(view, lang)`` if it has one, else the view's turn,
date and phasing side. A table's ``log_heading_entry(entry)`` may name the
engine's own turn lines, which the header then replaces. Pure Python.
"""

from __future__ import annotations

import re

from pyapp.core.match import EVERYONE

from ..markup import esc, rule_ref, words

LOG_MOVES = 60          # how many moves the game screen's log shows


# Places -----------------------------------------------------------------------------------------

_PLACES: dict = {}


def place_names(table) -> dict:
    """{name: item id} of the table's map items: ``table.item_names()``
    ({item: name}) if it has it, else its ``boxes`` ({box: {name}})."""
    if table is None:
        return {}
    names = None
    fn = getattr(table, "item_names", None)
    if callable(fn):
        try:
            names = dict(fn())
        except Exception:
            names = None
    if names is None:
        boxes = getattr(table, "boxes", None) or {}
        names = {b: (d.get("name") if isinstance(d, dict) else d) for b, d in boxes.items()}
    out = {}
    for item, name in names.items():
        if isinstance(name, str) and len(name) >= 3:
            out.setdefault(name, item)
    return out


def _pattern(table):
    """(regex, {name: id}) for a table, built once."""
    key = id(table)
    got = _PLACES.get(key)
    if got is None or got[0] is not table:
        names = place_names(table)
        rx = None
        if names:
            alts = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
            rx = re.compile(rf"(?<![\w]){'(?:' + alts + ')'}(?![\w])")
        got = _PLACES[key] = (table, rx, names)
    return got[1], got[2]


def linked(text: str, table) -> str:
    """``text`` escaped, each place it names a button that picks it."""
    rx, names = _pattern(table) if table is not None else (None, {})
    if rx is None:
        return esc(text)
    out, pos = [], 0
    for m in rx.finditer(text):
        out.append(esc(text[pos:m.start()]))
        name = m.group(0)
        out.append(f'<button type="button" class="place" data-do="pick" data-arg="{esc(names[name])}">'
                   f'{esc(name)}</button>')
        pos = m.end()
    out.append(esc(text[pos:]))
    return "".join(out)


def line(entry: dict, lang: str, table=None) -> str:
    """One log line: its words (places linked) and its rule citation."""
    return f'{linked(words(entry, lang), table)}{rule_ref(lang, entry.get("rule"))}'


# The list ---------------------------------------------------------------------------------------

def log_items(entries: list, lang: str, table=None) -> str:
    """The entries as list items, one per move (numbered by the move), the
    move's lines one under the other."""
    groups: list = []
    for e in entries:
        if groups and groups[-1][0] == e["ply"]:
            groups[-1][1].append(e)
        else:
            groups.append((e["ply"], [e]))
    return "".join(f'<li value="{int(p)}">{"<br>".join(line(e, lang, table) for e in es)}</li>'
                   for p, es in groups)


def _head(text: str) -> str:
    return f'<li class="turn-head"><h4>{esc(text)}</h4></li>' if text else ""


def turn_items(match, lang: str, table=None, role=EVERYONE, first: int | None = None,
               current: int | None = None, who=None, upto: int | None = None) -> str:
    """The moves ``first + 1 .. upto`` (default: the last ``LOG_MOVES`` to
    the match's last) as list items under turn headers. ``role`` reads the log (``Match.log``);
    ``current`` marks a move (the replay's); ``who(role)`` names the side
    that made a move when it is not the phasing side (a defender's fire)."""
    from ..replay import annotate, now_point
    if first is None:
        first = max(match.start_index, match.ply - LOG_MOVES)
    steps = annotate(match, first, table)
    if not steps:
        return _head(now_point(match, table).head.get(lang, ""))
    by_ply: dict = {}
    for e in match.log(last=len(steps), role=role):
        by_ply.setdefault(e["ply"], []).append(e)
    ending = upto is not None and upto < match.ply
    if ending:
        steps = steps[:max(0, upto - first)]
    is_head = getattr(table, "log_heading_entry", None) if table is not None else None
    out = []
    shown = None                               # the header last drawn
    for i, step in enumerate(steps):
        p = first + i + 1
        before = step.before
        head = before.head.get(lang, "")
        if head != shown:
            out.append(_head(head))
            shown = head
        entries = by_ply.get(p, [])
        lines, tail = [], []
        split = False
        for e in entries:
            if is_head is not None and is_head(e):
                split = True                   # a new turn begins in this move
                continue
            (tail if split else lines).append(line(e, lang, table))
        if not lines:                          # nothing logged (or only the turn's lines): the move itself
            said = step.words.get(lang) or step.words.get("en") if step.words is not None else ""
            lines.append(f'<span class="said">{esc(said)}</span>' if said else "…")
        mover = step.move.role
        tag = ""
        if who is not None and before.phasing and mover != before.phasing:
            tag = f'<span class="who">{esc(who(mover))}:</span> '
        mark = ' aria-current="step"' if current == p else ""
        cls = f"move by-{esc(mover)}" + (" current" if current == p else "")
        number = (f'<button type="button" class="num" data-do="replay" data-arg="go:{p}">{p}</button>'
                  if current is not None else "")
        out.append(f'<li value="{p}" class="{cls}"{mark}>{number}{tag}{"<br>".join(lines)}</li>')
        if split:
            after = steps[i + 1].before if i + 1 < len(steps) else now_point(match, table)
            head = after.head.get(lang, "")
            if head != shown:
                out.append(_head(head))
                shown = head
            if tail:
                out.append(f'<li class="cont by-{esc(mover)}">{"<br>".join(tail)}</li>')
    last = now_point(match, table).head.get(lang, "")
    if last != shown and current is None and not ending:
        out.append(_head(last))                # a new turn has begun: nothing in it yet
    return "".join(out)


def log_panel(entries: list, lang: str, title: str, match=None, table=None, role=EVERYONE,
              who=None) -> str:
    """The log beside the map. With ``match``: turn headers and every move
    of the last ``LOG_MOVES`` (``turn_items``), else ``entries`` grouped by
    move."""
    items = (turn_items(match, lang, table, role, who=who) if match is not None
             else log_items(entries, lang, table))
    return (f'<section class="log-panel" aria-labelledby="log"><h3 id="log">{esc(title)}</h3>'
            f'<div class="log-scroll" tabindex="0" role="region" aria-labelledby="log">'
            f'<ol class="log" aria-live="polite">{items}</ol></div></section>')


# The browser side ----------------------------------------------------------------------------------

def show_current() -> None:
    """After the next redraw, scroll the replay's log (only the log, never
    the page) so that the cursor's move is in view, a third down."""
    import js
    from pyodide.ffi import create_once_callable

    def scroll(*_):
        li = js.document.querySelector(".replay-log li.current")
        if li is None or type(li).__name__ in ("JsNull", "JsUndefined"):
            return
        box = li.closest(".log-scroll")
        if box is None or type(box).__name__ in ("JsNull", "JsUndefined"):
            return
        top = float(li.getBoundingClientRect().top) - float(box.getBoundingClientRect().top)
        box.scrollTop = float(box.scrollTop) + top - float(box.clientHeight) / 3

    js.requestAnimationFrame(create_once_callable(scroll))
