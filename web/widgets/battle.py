"""The battle panel, shared by every game's table: two armies facing each
other, each unit a counter with its marks and its fire value against each
enemy unit; the acting side's choices as buttons inside the panel (a target
per firing unit, then Fire, prominent; retreat, reinforce, withdraw...);
the round, who attacks and who defends.

A table hands in the battle in this module's neutral shape (``Fighter``,
``Army``) and the buttons it built (``web.markup.act_button``: each one a
legal action); nothing here knows a game's rules. Pure Python (HTML
strings), tested natively. ``counter`` draws a unit as an HTML wargame
counter (side colour, map symbol, value), for buttons as well.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..markup import esc

# The map symbols of NATO/wargame counters: a box; infantry crossed, cavalry one diagonal.
SYMBOL = {
    "inf": '<path d="M1 1L19 11M1 11L19 1"/>',
    "cav": '<path d="M1 11L19 1"/>',
    "art": '<circle cx="10" cy="6" r="2.5" fill="currentColor"/>',
}


def counter(side: str | None, kind: str = "inf", value="", grade: str = "", *, damaged: bool = False,
            entrenched: bool = False, small: bool = False) -> str:
    """A unit as a wargame counter in HTML (decorative: the words go beside
    it or in the button's label). ``side`` picks the colour (class
    ``side-<side>``), ``kind`` the symbol, ``value`` the big number at the
    bottom, ``grade`` a letter at the top; damaged: a red corner;
    entrenched: a gold base."""
    classes = ["ctr", f"side-{esc(side or 'none')}"]
    if damaged:
        classes.append("damaged")
    if entrenched:
        classes.append("entrenched")
    if small:
        classes.append("small")
    symbol = SYMBOL.get(kind, SYMBOL["inf"])
    return (f'<span class="{" ".join(classes)}" aria-hidden="true">'
            f'<span class="grade">{esc(grade)}</span>'
            f'<svg viewBox="0 0 20 12" class="sym"><rect x="1" y="1" width="18" height="10"/>{symbol}</svg>'
            f'<span class="val">{esc(value)}</span></span>')


@dataclass
class Fire:
    """One unit's fire against one enemy unit."""
    target: str                  # the target's name, in words
    value: str                   # the rolls that hit ("1–4"), or "—"
    button: str = ""             # an act button choosing this target, when the acting side may
    chosen: bool = False         # the target already chosen


@dataclass
class Fighter:
    uid: str
    name: str                    # in words (read by screen readers; ``uid`` is shown)
    counter: str                 # HTML (``counter``)
    marks: list = field(default_factory=list)     # words: "damaged", "entrenched", ...
    fires: list = field(default_factory=list)     # [Fire], one per enemy unit


@dataclass
class Army:
    side: str                    # role, for the colour
    title: str                   # "Union · attacker"
    fighters: list = field(default_factory=list)
    acting: bool = False         # this side chooses now


def _fighter(f: Fighter, acting: bool, lang: str) -> str:
    """One unit in a row: its counter, its id (its name for screen readers),
    its marks, then its fire: target buttons when its side chooses, else
    its value against each enemy unit."""
    es = lang == "es"
    marks = "".join(f'<span class="mark">{esc(m)}</span>' for m in f.marks)
    if acting and any(x.button for x in f.fires):
        label = "Objetivo de" if es else "Target of"
        fires = (f'<span class="targets" role="group" aria-label="{esc(label)} {esc(f.name)}">'
                 f'<span class="lead" aria-hidden="true">→</span>{"".join(x.button for x in f.fires if x.button)}</span>')
    else:
        vs = "contra" if es else "vs"
        items = " · ".join(f'<span class="{"chosen" if x.chosen else ""}"><span class="sr">{esc(vs)} </span>'
                           f'{"◎ " if x.chosen else ""}{esc(x.target)} <b>{esc(x.value)}</b></span>' for x in f.fires)
        fires = f'<span class="fires">→ {items}</span>' if items else ""
    return (f'<li class="fighter">{f.counter}<span class="name">{esc(f.uid)}<span class="sr"> {esc(f.name)}</span></span>'
            f'{marks}{fires}</li>')


def _army(a: Army, lang: str) -> str:
    es = lang == "es"
    now = f' <span class="now">{"elige" if es else "choosing"}</span>' if a.acting else ""
    rows = "".join(_fighter(f, a.acting, lang) for f in a.fighters)
    empty = "" if rows else f'<li class="none">{"ninguna unidad" if es else "no units"}</li>'
    return (f'<div class="army side-{esc(a.side)}{" acting" if a.acting else ""}">'
            f'<h4>{esc(a.title)}{now}</h4><ul>{rows}{empty}</ul></div>')


def battle_panel(lang: str, title: str, facts: list, left: Army, right: Army, *, hint: str = "",
                 main: str = "", choices: list | None = None, waiting: str = "") -> str:
    """The whole panel. ``facts``: short lines under the title (round, who
    fires); ``left``/``right``: the armies (attacker left); ``main``: the
    prominent button (Fire) or a disabled stand-in saying what comes first;
    ``choices``: the other buttons (retreat, pass, ...); ``waiting``: said
    when the side at the device has nothing to choose."""
    facts_html = " · ".join(esc(x) for x in facts if x)
    vs = '<div class="vs" aria-hidden="true">⚔</div>'
    buttons = "".join(choices or [])
    hint_html = f'<p class="hint">{esc(hint)}</p>' if hint else ""
    foot = ""
    if main or buttons:
        foot = f'<div class="battle-foot">{main}<p class="row-buttons battle-choices">{buttons}</p></div>'
    elif waiting:
        foot = f'<p class="waiting">{esc(waiting)}</p>'
    return (f'<section class="battle wide-battle" aria-labelledby="battle-title">'
            f'<h3 id="battle-title">{esc(title)}</h3><p class="facts">{facts_html}</p>'
            f'{hint_html}'
            f'<div class="armies">{_army(left, lang)}{vs}{_army(right, lang)}</div>{foot}</section>')
