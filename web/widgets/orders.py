"""Standing orders (``game.orders_spec``): the choices a player leaves for
decisions that fall to him in the other side's turn, when playing by link.
Mine to set (one select per order, id ``order-<key>``); the other sides'
shown in words, since both sides see them."""

from __future__ import annotations

from ..markup import esc, words
from ..text import role_name, t


def orders_panel(spec: dict, orders: dict, seat: str, lang: str) -> str:
    """``orders``: {role: {order: choice}} as the match holds them; ``seat``
    the role at this device."""
    if not spec:
        return ""
    rows = []
    mine = orders.get(seat, {})
    for key, item in spec.items():
        current = mine.get(key, item["default"]) if mine else ""
        opts = "".join(f'<option value="{esc(c)}"{" selected" if c == current else ""}>{esc(words(txt, lang))}</option>'
                       for c, txt in item["choices"].items())
        if not mine:
            opts = '<option value="" selected>—</option>' + opts
        rows.append(f'<label>{esc(words(item["title"], lang))} '
                    f'<select id="order-{esc(key)}">{opts}</select></label>')
    others = []
    for role, given in sorted(orders.items()):
        if role == seat:
            continue
        said = "; ".join(words(spec[k]["choices"][v], lang)
                         for k, v in given.items() if k in spec and v in spec[k]["choices"])
        others.append(f'<p>{esc(role_name(lang, role))}: {esc(said or "—")}</p>')
    return (f'<details class="orders"><summary>{esc(t(lang, "orders_title"))}</summary>'
            f'<p class="hint">{esc(t(lang, "orders_hint"))}</p>{"".join(rows)}{"".join(others)}</details>')
