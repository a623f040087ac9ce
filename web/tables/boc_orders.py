"""Badges of Courage between two devices: the side attacked gives its melee
orders once, at the end of the enemy's Move Phase (the ``relay`` option,
RULES_NOTES "Between two devices: relay"; 7.2, 7.9).

The orders are drafted here, on the table, and played all at once when the
player finishes: for each of his blocks in a melee hex, hold (the default)
or retreat from round 1, 2 or 3, and where to (a hex it names, or the first
open one); which of his blocks takes hits first among the strongest (offered
only where two of them can tie: ``may_tie``); and up
to four regroup moves to make if he holds. The draft is changed by the
panel's buttons (``data-do="pick"`` with an argument of this module:
``mo:...``) and by taps on the map (a melee hex picks the next of his blocks
there, a lit hex is the picked block's destination); "Finish" plays the
draft's actions, then ``("done",)``, in one go (``BocTable.tap`` answers it
with the list). The engine logs every order given, for both sides: they
are public, like standing orders (docs/TRUST.md T1.3).

Pure Python (HTML strings), tested natively (tests/test_boc_table_parts.py).
"""

from __future__ import annotations

from ..markup import esc, rule_ref
from ..widgets.battle import counter
from . import boc_parts as P

PREFIX = "mo:"
MAX_REGROUPS = 4              # the engine's MAX_REGROUP_ORDERS (RULES_NOTES 7.2)
NO_DEST = "-"                 # "" (the first open hex) in a button's argument


class Draft:
    """The orders drafted so far, not yet played: ``r`` {handle: [round,
    destination]} (absent: it holds; destination "" is the first open hex),
    ``rank`` [handle] (takes hits first, in order), ``rg`` [[melee hex,
    "out"|"in", handle, hex]], ``edit`` the block whose destinations the
    map lights."""

    def __init__(self) -> None:
        self.key = None
        self.r: dict = {}
        self.rank: list = []
        self.rg: list = []
        self.edit = None

    def reset(self, key=None) -> None:
        self.__init__()
        self.key = key

    # What the engine offers ---------------------------------------------------------------
    @staticmethod
    def options(legal) -> dict:
        """handle -> {round: [destinations]} of the orders the engine offers."""
        out: dict = {}
        for a in legal:
            if a[0] == "order":
                out.setdefault(a[1], {}).setdefault(a[2], []).append(a[3])
        return out

    def tidy(self, legal) -> None:
        """Keep only what is still legal (an order given meanwhile, by the
        list of every action, drops its draft)."""
        opts = self.options(legal)
        self.r = {h: rd for h, rd in self.r.items() if rd[1] in opts.get(h, {}).get(rd[0], [])}
        self.rank = [h for h in self.rank if ("rank", h) in legal]
        self.rg = [x for x in self.rg if ("rg", *x) in legal]

    # Changes from the panel's buttons and the map --------------------------------------------
    def change(self, arg: str, legal) -> bool:
        """Apply the panel's button ``mo:...``; False if it is none of ours."""
        if not arg.startswith(PREFIX):
            return False
        parts = arg[len(PREFIX):].split(":")
        opts = self.options(legal)
        kind = parts[0]
        if kind == "r" and len(parts) == 3:
            h, rnd = parts[1], int(parts[2]) if parts[2].isdigit() else 0
            self.edit = h
            if rnd == 0:
                self.r.pop(h, None)
            elif rnd in opts.get(h, {}):
                dest = self.r.get(h, [0, ""])[1]
                self.r[h] = [rnd, dest if dest in opts[h][rnd] else ""]
        elif kind == "d" and len(parts) == 3:
            h, dest = parts[1], "" if parts[2] == NO_DEST else parts[2]
            self.edit = h
            rnd = self.r.get(h, [min(opts.get(h, {0: []}))])[0] if opts.get(h) else 0
            if dest in opts.get(h, {}).get(rnd, []):
                self.r[h] = [rnd, dest]
        elif kind == "k" and len(parts) == 2:
            h = parts[1]
            if h in self.rank:
                self.rank.remove(h)
            elif ("rank", h) in legal:
                self.rank.append(h)
        elif kind == "g" and len(parts) == 5:
            item = [parts[1], parts[2], parts[3], parts[4]]
            if item in self.rg:
                self.rg.remove(item)
            elif ("rg", *item) in legal and self.can_regroup(item, legal):
                self.rg.append(item)
        elif kind == "e" and len(parts) == 2:
            self.edit = parts[1] or None
        return True

    def can_regroup(self, item, legal, given: dict | None = None) -> bool:
        """One more regroup order at ``item``'s melee hex: at most four there
        (with those given), each block named once."""
        hx, _kind, h, _n = item
        mine = [x for x in self.rg if x[0] == hx]
        before = len(((given or {}).get(hx) or {}).get("rg", []))
        return len(mine) + before < MAX_REGROUPS and all(x[2] != h for x in mine)

    def dests(self, legal) -> list:
        """The hexes the edited block may retreat to at the round drafted."""
        if self.edit not in self.r:
            return []
        rnd = self.r[self.edit][0]
        return [d for d in self.options(legal).get(self.edit, {}).get(rnd, []) if d in P._CENTRE]

    def set_dest(self, hx: str, legal) -> bool:
        """A tap on a lit hex: the edited block's destination."""
        if hx in self.dests(legal):
            self.r[self.edit][1] = hx
            return True
        return False

    # Playing it --------------------------------------------------------------------------------
    def actions(self, legal) -> list:
        """The draft as the actions to play, then ``("done",)``."""
        self.tidy(legal)
        out = [("order", h, rd[0], rd[1]) for h, rd in sorted(self.r.items())]
        out += [("rank", h) for h in self.rank]
        out += [("rg", *x) for x in self.rg]
        return out + [("done",)]


# -- the panel ---------------------------------------------------------------------------------

WORDS = {
    "intro": ("{enemy} attacks {hexes}. You answer once, now: each of your blocks there holds (it melees at "
              "every combat turn) unless you order it to retreat from a round. {enemy} then plays your combat "
              "turns by these orders. Both sides see them in the log.",
              "{enemy} ataca {hexes}. Respondes una vez, ahora: cada uno de tus bloques allí resiste (combate en "
              "cada turno de combate) salvo que le ordenes retirarse desde un asalto. {enemy} jugará tus turnos "
              "de combate según estas órdenes. Ambos bandos las ven en el registro."),
    "rank_hint": ("Each melee hit goes to your strongest block (HQs last); among equally strong ones, those you "
                  "mark take it first, in that order.",
                  "Cada impacto de melé va a tu bloque más fuerte (los CG al final); entre los igual de fuertes, "
                  "lo encajan primero los que marques, en ese orden."),
    "rank_aria": ("{name} takes hits first among equally strong blocks",
                  "{name} encaja impactos primero entre bloques igual de fuertes"),
    "regroup": ("If you hold {hex}: regroup (optional, up to {n})", "Si resistes en {hex}: reagrupar (opcional, hasta {n})"),
    "regroup_hint": ("Blocks may leave the hex to an adjacent Friendly hex, or join it from one; one block per "
                     "hexside, each block once.",
                     "Los bloques pueden salir del hex a uno Amigo adyacente o entrar desde uno; un bloque por lado "
                     "de hex, cada bloque una vez."),
    "given": ("Ordered: retreats to {dest} from round {rnd}", "Ordenado: se retira a {dest} desde el asalto {rnd}"),
    "given_rank": ("Takes hits {nth} among equals (given)", "Encaja impactos en {nth} lugar entre iguales (dado)"),
}


def w(lang: str, key: str, **kw) -> str:
    en, es = WORDS[key]
    return (es if lang == "es" else en).format(**kw)

def _pick(arg: str, label: str, cls: str = "", pressed: bool | None = None, aria: str = "",
          disabled: bool = False) -> str:
    attrs = f' class="{cls}"' if cls else ""
    if pressed is not None:
        attrs += f' aria-pressed="{"true" if pressed else "false"}"'
    if aria:
        attrs += f' aria-label="{esc(aria)}"'
    if disabled:
        attrs += " disabled"
    return f'<button type="button" data-do="pick" data-arg="{esc(arg)}"{attrs}>{label}</button>'


def _dest_words(d: str, lang: str) -> str:
    if d == "":
        return P.tr(lang, "the first open hex", "el primer hex libre")
    if d == "off":
        return P.tr(lang, "off the map", "fuera del mapa")
    return d


def _nth(k: int, lang: str) -> str:
    if lang == "es":
        return f"{k}.º"
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


def _block_counter(b: dict) -> str:
    if not b.get("id"):
        return counter(b.get("side"), "inf", "?", small=True)
    rec = P.BLOCKS[b["id"]]
    kind = {"hart": "art"}.get(rec["kind"], rec["kind"]) if rec["kind"] != "hq" else "inf"
    return counter(b.get("side"), kind, b.get("strength"), rec.get("melee_letter") or rec["letter"], small=True)


def _name(b: dict, lang: str) -> str:
    return P.short_name(b["id"], lang) if b.get("id") else P.tr(lang, "a hidden block", "un bloque oculto")


def _facts(b: dict, lang: str) -> str:
    """"A2, strength 3 of 4" (letter and melee firepower, strength)."""
    if not b.get("id"):
        return ""
    rec = P.BLOCKS[b["id"]]
    letter = rec.get("melee_letter") or rec["letter"]
    fp = rec.get("melee_fire") or rec["fire"]
    kind = P.KIND_WORDS.get(rec["kind"], (rec["kind"], rec["kind"]))[1 if lang == "es" else 0]
    return P.tr(lang, f"{kind}, {letter}{fp}, strength {b.get('strength')} of {rec['steps']}",
                f"{kind}, {letter}{fp}, fuerza {b.get('strength')} de {rec['steps']}")


def may_tie(b: dict, mine: list) -> bool:
    """Whether block ``b`` can tie for a melee hit with another of ``mine``
    (the side's blocks in that melee): another troop block if it is one,
    another HQ if it is an HQ, since hits go to HQs last (7.2, 7.5). Hits go
    to the strongest, so two blocks of a kind tie as soon as the stronger has
    come down to the other's strength (3 and 1 after two hits). Only there
    does "takes hits first" mean anything, so only there is it offered."""
    def hq(x):
        return bool(x.get("id")) and P.BLOCKS[x["id"]]["kind"] == "hq"
    return any(x is not b and hq(x) == hq(b) for x in mine)


def panel(draft: Draft, view: dict, seat, describe) -> str:
    """The melee-orders panel for ``seat.role`` (the side attacked), from
    its view and legal actions; ``describe(action)`` words an action."""
    lang = seat.lang
    legal = seat.legal
    draft.tidy(legal)
    me = seat.role
    enemy = view.get("side")
    given = view.get("melee_orders") or {}
    opts = Draft.options(legal)
    blocks = view.get("blocks") or []
    melees = view.get("melees") or []
    hexes = ", ".join(m["hex"] for m in melees)
    out = [f'<div class="boc-orders" role="group" aria-labelledby="mo-title">'
           f'<h3 id="mo-title">{esc(P.tr(lang, "Your melee orders", "Tus órdenes de melé"))}{rule_ref(lang, "7.2")}</h3>',
           f'<p class="tip">{esc(w(lang, "intro", enemy=P.side_word(enemy, lang), hexes=hexes))}</p>']
    for m in melees:
        hx = m["hex"]
        last = 2 if m.get("uns") else 3
        mine = [b for b in blocks if b.get("hex") == hx and b.get("side") == me]
        froms = {h: fr for h, fr in m.get("att") or []}
        attackers = [b for b in blocks if b.get("hex") == hx and b["h"] in froms]
        o = given.get(hx) or {}
        place, ground = (P.hex_words(hx, lang).split(": ", 1) + [""])[:2]
        if place == hx:
            place = f"{hx} ({ground.split(', ')[0]})"
        head = P.tr(lang, f"Melee at {place}", f"Melé en {place}")
        rounds = (P.tr(lang, f"unsupported: {last} rounds", f"sin apoyo: {last} asaltos") if m.get("uns")
                  else P.tr(lang, f"up to {last} rounds", f"hasta {last} asaltos"))
        sec = [f'<section class="mo-melee" aria-label="{esc(head)}"><h4>{esc(head)} <small>· {esc(rounds)}</small></h4>']
        rows = []
        for b in attackers:
            fr = froms.get(b["h"])
            came = P.tr(lang, f" from {fr}", f" desde {fr}") if fr in P._CENTRE else (
                P.tr(lang, " from the map edge", " desde el borde del mapa") if fr == "off" else "")
            fp = ""
            if b.get("id"):
                rec = P.BLOCKS[b["id"]]
                fp1 = ((view.get("melee_fire") or {}).get(hx) or {}).get(b["h"], [0])[0]    # the engine's (7.2-7.6)
                fp = P.tr(lang, f" — round 1: {rec.get('melee_letter') or rec['letter']}{fp1}",
                          f" — asalto 1: {rec.get('melee_letter') or rec['letter']}{fp1}")
            rows.append(f'<li>{_block_counter(b)}<span><b>{esc(_name(b, lang))}</b>{esc(came)} '
                        f'<small>{esc(_facts(b, lang))}{esc(fp)}</small></span></li>')
        sec.append(f'<div class="mo-side mo-att side-{esc(enemy)}"><h5>{esc(P.tr(lang, f"Attacking: {P.side_word(enemy, lang)}", f"Atacan: {P.side_word(enemy, lang)}"))}</h5>'
                   f'<ul>{"".join(rows)}</ul></div>')
        rows = []
        ranked_given = o.get("rank") or []
        for b in mine:
            h = b["h"]
            name = _name(b, lang)
            cells = [f'{_block_counter(b)}<span class="mo-who"><b>{esc(name)}</b> <small>{esc(_facts(b, lang))}</small></span>']
            fixed = (o.get("r") or {}).get(h)
            if fixed:
                said = w(lang, "given", dest=_dest_words(fixed[1], lang), rnd=fixed[0])
                cells.append(f'<p class="mo-given">{esc(said)}</p>')
            elif h in opts:
                cur = draft.r.get(h)
                hold = _pick(f"{PREFIX}r:{h}:0", esc(P.tr(lang, "Hold", "Resistir")), "chip", cur is None,
                             P.tr(lang, f"{name} holds: it melees at every combat turn",
                                  f"{name} resiste: combate en cada turno de combate"))
                rbtn = "".join(_pick(f"{PREFIX}r:{h}:{k}", str(k), "chip mo-round", bool(cur and cur[0] == k),
                                     P.tr(lang, f"{name} retreats from round {k}", f"{name} se retira desde el asalto {k}"))
                               for k in sorted(opts[h]) if k <= last)
                cells.append(f'<p class="mo-lead" aria-hidden="true">{esc(P.tr(lang, "Hold, or retreat from round:", "Resistir, o retirarse desde el asalto:"))}</p>'
                             f'<p class="row-buttons mo-order" role="group" aria-label="{esc(P.tr(lang, f"Order for {name}", f"Orden para {name}"))}">'
                             f'{hold}{rbtn}</p>')
                if cur:
                    dests = opts[h].get(cur[0], [])
                    dbtn = "".join(_pick(f"{PREFIX}d:{h}:{d or NO_DEST}", esc(_dest_words(d, lang)), "chip", cur[1] == d,
                                         P.tr(lang, f"{name} retreats to {_dest_words(d, lang)}", f"{name} se retira a {_dest_words(d, lang)}"))
                                   for d in dests)
                    tap = P.tr(lang, " (or tap a lit hex on the map)", " (o toca un hex resaltado en el mapa)") \
                        if draft.edit == h and any(d in P._CENTRE for d in dests) else ""
                    cells.append(f'<p class="mo-lead" aria-hidden="true">{esc(P.tr(lang, f"Retreat to{tap}:", f"Retirarse a{tap}:"))}</p>'
                                 f'<p class="row-buttons mo-dest" role="group" aria-label="{esc(P.tr(lang, f"Where {name} retreats to", f"Adónde se retira {name}"))}">'
                                 f'{dbtn}</p>')
            if h in ranked_given:
                k = ranked_given.index(h) + 1
                cells.append(f'<p class="mo-given">{esc(w(lang, "given_rank", nth=_nth(k, lang)))}</p>')
            elif ("rank", h) in legal and may_tie(b, mine):
                k = len(ranked_given) + draft.rank.index(h) + 1 if h in draft.rank else 0
                label = (P.tr(lang, f"Takes hits {_nth(k, lang)}", f"Encaja {_nth(k, lang)}") if k else
                         P.tr(lang, "Takes hits first?", "¿Encaja primero?"))
                toggle = _pick(f"{PREFIX}k:{h}", esc(label), "chip", bool(k), w(lang, "rank_aria", name=name))
                cells.append(f'<p class="row-buttons mo-rank">{toggle}</p>')
            cls = "mo-block" + (" editing" if draft.edit == h else "")
            rows.append(f'<li class="{cls}">{"".join(cells)}</li>')
        sec.append(f'<div class="mo-side mo-def side-{esc(me)}"><h5>{esc(P.tr(lang, "Your blocks", "Tus bloques"))}</h5>'
                   f'<ul>{"".join(rows)}</ul></div>')
        if any(("rank", b["h"]) in legal and may_tie(b, mine) for b in mine):
            sec.append(f'<p class="hint">{esc(w(lang, "rank_hint"))}</p>')
        rgs = [a for a in legal if a[0] == "rg" and a[1] == hx]
        given_rg = o.get("rg") or []
        if rgs or given_rg:
            chips = []
            for kind, h, n in given_rg:
                chips.append(f'<li class="mo-given">{esc(describe(("rg", hx, kind, h, n)))}</li>')
            by_h = {b["h"]: b for b in blocks}
            for a in rgs:
                item = [a[1], a[2], a[3], a[4]]
                on = item in draft.rg
                b = by_h.get(a[3], {})
                nm = _name(b, lang) if b else a[3]
                label = (P.tr(lang, f"{nm} withdraws to {a[4]}", f"{nm} sale a {a[4]}") if a[2] == "out" else
                         P.tr(lang, f"{nm} comes in from {a[4]}", f"{nm} entra desde {a[4]}"))
                ok = on or draft.can_regroup(item, legal, given)
                chips.append(f'<li>{_pick(PREFIX + "g:" + ":".join(item), esc(label), "chip", on, disabled=not ok)}</li>')
            sec.append(f'<details class="mo-regroup"{" open" if draft.rg or given_rg else ""}><summary>'
                       f'{esc(w(lang, "regroup", hex=hx, n=MAX_REGROUPS))}</summary>'
                       f'<p class="hint">{esc(w(lang, "regroup_hint"))}'
                       f'{rule_ref(lang, "7.9")}</p><ul class="mo-rg">{"".join(chips)}</ul></details>')
        sec.append("</section>")
        out.append("".join(sec))
    # what Finish will play, in words
    acts = draft.actions(legal)[:-1]
    if acts:
        items = "".join(f"<li>{esc(describe(a))}</li>" for a in acts)
        summary = (f'<div class="mo-summary"><p>{esc(P.tr(lang, "Your orders (the other blocks hold):", "Tus órdenes (los demás bloques resisten):"))}</p>'
                   f'<ul>{items}</ul></div>')
    else:
        summary = f'<p class="mo-summary">{esc(P.tr(lang, "Your orders: every block holds.", "Tus órdenes: todos los bloques resisten."))}</p>'
    out.append(summary)
    out.append(f'<p class="row-buttons ends">{_pick(PREFIX + "finish", esc(P.tr(lang, "Give these orders and finish", "Dar estas órdenes y terminar")), "primary big")}</p>')
    out.append("</div>")
    return "".join(out)
