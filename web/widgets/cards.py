"""A hand of cards as HTML: one's own cards face up with what each allows
now as buttons; the other sides' hands as face-down cards, counted; the
deck and the discard pile.

Pure Python. The table hands in only what the side at the device may see:
its own cards (``view["hand"]``) and the other hands' sizes, never their
cards. Each button plays one legal action (``markup.act_button``).
"""

from __future__ import annotations

from ..markup import act_button, esc, rule_ref, words

BACKS_SHOWN = 7        # face-down cards drawn; more are counted only


def card_face(card: str, info: dict, lang: str, buttons: list, note: str = "") -> str:
    """One face-up card: title, what it does, its rule, then a button per
    action it allows now (``buttons``: [(index, action, label)]) or ``note``
    saying when it can be played."""
    title = words(info.get("title"), lang) or card.title()
    text = words(info.get("text"), lang)
    acts = "".join(act_button(i, a, esc(label), ' class="play"') for i, a, label in buttons)
    foot = (f'<div class="card-acts">{acts}</div>' if acts
            else f'<p class="card-when">{esc(note)}</p>' if note else "")
    return (f'<li class="card card-{esc(card)}{" playable" if acts else ""}">'
            f'<h4>{esc(title)}{rule_ref(lang, info.get("rule"))}</h4>'
            f'<p>{esc(text)}</p>{foot}</li>')


def backs(count: int, who: str, lang: str) -> str:
    """Another side's hand: ``count`` cards face down."""
    n = max(0, int(count))
    es = lang == "es"
    said = (f"{who}: {n} carta{'s' if n != 1 else ''} en la mano" if es
            else f"{who}: {n} card{'s' if n != 1 else ''} in hand")
    cards = "".join('<span class="card-back" aria-hidden="true"></span>' for _ in range(min(n, BACKS_SHOWN)))
    return f'<p class="hand-other"><span class="backs">{cards}</span> {esc(said)}</p>'


def hand_panel(hand: list, info: dict, buttons: dict, lang: str, *, title: str,
               notes: dict | None = None, others: list = (), deck: int | None = None,
               discard: list = ()) -> str:
    """The hand panel.

    ``hand``: the own cards (ids, in order); ``info``: {card: {"title": {en, es},
    "text": {en, es}, "rule"}}; ``buttons``: {card: [(index, action, label)]},
    the legal actions each card allows now; ``notes``: {card: str}, when a
    card that allows nothing now can be played; ``others``: [(who, count)]
    for the other hands; ``deck``: cards left to draw; ``discard``: the cards
    played, oldest first."""
    es = lang == "es"
    notes = notes or {}
    seen: dict = {}
    faces = []
    for card in hand:
        # two copies of a card share its buttons: show them on the first only
        first = card not in seen
        seen[card] = True
        faces.append(card_face(card, info.get(card, {}), lang, buttons.get(card, []) if first else [],
                               notes.get(card, "") if first else ("La misma carta otra vez." if es
                                                                   else "Another copy of this card.")))
    body = (f'<ul class="hand">{"".join(faces)}</ul>' if faces
            else f'<p class="hint">{"No tienes cartas." if es else "You hold no cards."}</p>')
    other = "".join(backs(n, who, lang) for who, n in others)
    pile = []
    if deck is not None:
        pile.append(f'{"Mazo" if es else "Deck"}: {int(deck)}')
    if discard is not None:
        last = discard[-1] if discard else None
        top = words(info.get(last, {}).get("title"), lang) or str(last) if last else ""
        pile.append(f'{"Descartes" if es else "Discard"}: {len(discard)}'
                    + (f' ({"arriba" if es else "top"}: {top})' if top else ""))
    piles = f'<p class="piles">{esc(" · ".join(pile))}</p>' if pile else ""
    return (f'<section class="cards" aria-labelledby="hand-title"><h3 id="hand-title">{esc(title)}</h3>'
            f'{body}{other}{piles}</section>')
