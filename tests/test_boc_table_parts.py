"""Badges of Courage's table without a browser (web/tables/boc.py and
boc_parts.py): the map's geometry (columns drawn right to left), colours,
label texts, which block an action belongs to and which hex a tap plays it
on; then the table on real positions of "Sickles' Folly": every button by
the prompt line is a legal action, every legal action can be reached by a
button or by taps, a tap plays what it says, the enemy's hidden blocks
never reach the panels, both languages."""

import html
import json
import random
import re

import pytest

from pyapp import games
from pyapp.core.match import Match
from pyapp.games.boc import terrain as T
from pyapp.games.boc.grid import HEXES
from pyapp.games.boc.mapdata import ENTRY, VICTORY
from web import tables
from web.tables import boc_parts as P
from web.tables.base import seat_of

BOC = games.get("boc")
TABLE = tables.table_for(BOC)
ACT = re.compile(r'data-do="act" data-arg="(\d+)" data-action="([^"]*)"')
PICK = re.compile(r'data-do="pick" data-arg="([^"]*)"')


def tupled(action):
    return tuple(tupled(x) if isinstance(x, list) else x for x in action)


def buttons(markup):
    return [(int(i), tupled(json.loads(html.unescape(a)))) for i, a in ACT.findall(markup)]


def seat_for(m, selected=None, lang="en"):
    role = m.active()[0]
    return seat_of(m, lang, role, "both", selected=selected, legal=m.legal(role))


# -- geometry and looks -----------------------------------------------------------------

def test_columns_run_right_to_left_and_rows_down():
    assert P.centre("H1")[0] > P.centre("H14")[0]           # column 1 is east: on the right
    assert P.centre("A6")[1] < P.centre("W6")[1]            # row A is north: at the top
    assert P.centre("R7")[0] > P.centre("S9")[0]            # Little Round Top east of Devil's Den


def test_every_hex_is_found_under_its_centre_and_neighbours_share_a_side():
    for h in HEXES:
        assert P.hex_at(*P.centre(h)) == h
        for n in T.neighbours(h):
            (x1, y1), (x2, y2) = P.side_points(h, n)
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            cx, cy = P.centre(h)
            nx, ny = P.centre(n)
            assert abs(mx - (cx + nx) / 2) < 1e-6 and abs(my - (cy + ny) / 2) < 1e-6
    minx, miny, maxx, maxy = P.bounds()
    assert P.hex_at(minx - 10, miny - 10) is None


def test_directions_name_the_ground():
    # direction 1 is west on this map, 4 east (terrain.neighbours' docstring)
    h = "J8"
    assert P.centre(T.neighbour(h, 1))[0] < P.centre(h)[0]
    assert P.centre(T.neighbour(h, 4))[0] > P.centre(h)[0]
    assert P.direction_words(1, "en") == "west" and P.direction_words(4, "es") == "este"


def test_colours_and_words_for_every_terrain():
    for h in HEXES:
        assert T.terrain(h) in P.TERRAIN_FILL and T.terrain(h) in P.TERRAIN_WORDS
    assert set(P.LEVEL_TINT) == {1, 2}
    assert P.hex_words("R7", "en") == "R7 Little Round Top: Little Round Top (cleared), level 2 (hill), 2 VP"
    assert "2 PV" in P.hex_words("R7", "es")
    assert "entry road: Chambersburg" in P.hex_words("H14", "en")


def test_slopes_are_hachured_on_the_uphill_side():
    slopes = P.slopes()
    assert slopes and all(T.ground(up) > T.ground(down) for up, down, _ in slopes)
    up, down, levels = next(s for s in slopes if s[2] == 2)
    segs = P.hachures(up, down, levels)
    assert len(segs) == 1 + 7                                   # the line and a hill's ticks
    line = segs[0]
    ux, uy = P.centre(up)
    # the line lies inside the higher hex, the ticks fall toward the lower one
    mid = ((line[0][0] + line[1][0]) / 2, (line[0][1] + line[1][1]) / 2)
    assert P.hex_at(*mid) == up
    tick_end = segs[1][1]
    assert (tick_end[0] - ux) ** 2 + (tick_end[1] - uy) ** 2 > (segs[1][0][0] - ux) ** 2 + (segs[1][0][1] - uy) ** 2


def test_entry_arrows_point_onto_the_map():
    arrows = P.entry_arrows()
    assert {r for r, *_ in arrows} == set(ENTRY)
    for _road, hx, (x0, y0), (x1, y1) in arrows:
        assert P.hex_at(x0, y0) is None                         # the tail is off the map
        cx, cy = P.centre(hx)
        assert (x1 - cx) ** 2 + (y1 - cy) ** 2 < (x0 - cx) ** 2 + (y0 - cy) ** 2


def test_water_and_victory():
    kinds = {k for k, _a, _b in P.water()}
    assert kinds == {"river", "stream"}
    assert VICTORY["J6"] == 3


def test_label_texts():
    assert P.short_name("c-huger") == "Huger"
    assert P.fire_text("c-huger") == "A3/1"                     # artillery: short/long range
    assert P.fire_text("c-law") == "A2"
    assert P.pips("c-law", 2) == [True, True, False]
    assert P.lowest("c-hood-hq") == 0 and P.lowest("c-law") == 1
    hidden = {"hex": "S9", "side": "usa", "h": "U088", "up": False}
    assert P.block_words(hidden, "en") == "a hidden USA block"
    assert P.block_words(hidden, "es") == "un bloque oculto de EE. UU."
    known = {"hex": "T10", "side": "csa", "h": "C061", "up": True, "id": "c-law", "strength": 3, "half": 0}
    assert P.block_words(known, "en", where=True) == "Law at T10 (CSA infantry, A2, strength 3 of 3, face up)"


def test_stack_fan_and_block_size():
    offs = P.stack_offsets(6, 40)
    assert len(offs) == 4 and offs[0][0] < offs[-1][0] and offs[0][1] > offs[-1][1]
    assert abs(sum(x for x, _ in offs)) < 1e-9
    assert P.block_px(5) == 12.0 and P.block_px(200) == 88.0


def test_legend_in_both_languages():
    en, es = P.legend_html("en"), P.legend_html("es")
    assert "Map key" in en and "Leyenda del mapa" in es
    for words in ("Slope", "Railroad", "Victory hex", "Entry road", "hidden USA block", "cones of fire",
                  "line of sight"):
        assert words in en
    assert "Ladera" in es and "Ferrocarril" in es


# -- the table on real positions ------------------------------------------------------------

def positions(seed=7, plies=260, pick_seed=3):
    """Positions of a game of Sickles' Folly played at random (fights and
    supply preferred over ending phases), each with the match."""
    m = Match(BOC, "sickles", {}, seed)
    rnd = random.Random(pick_seed)
    for _ in range(plies):
        active = m.active()
        if not active:
            return
        yield m
        legal = m.legal(active[0])
        weights = [0.4 if a[0] in ("done", "end") else 3.0 if a[0] in ("attack", "fire", "fight") else 1.0
                   for a in legal]
        m.play(active[0], rnd.choices(legal, weights)[0])


def test_every_button_is_legal_and_every_action_is_reachable():
    seen_steps = set()
    for m in positions():
        seat = seat_for(m)
        view = BOC.view(m.state, seat.role)
        seen_steps.add(view["phase"])
        urgent = TABLE.urgent(view, seat)
        for i, a in buttons(urgent):
            assert seat.legal[i] == a
        placed = {a for _i, a in buttons(urgent)}
        where = P.where_is(view)
        panels: dict = {}
        for a in seat.legal:
            if a in placed:
                continue
            if a[0] == "exit":                                  # 2.4: the picked block's panel
                h = P.actor(a)
                if h not in panels:
                    sel = seat_for(m, selected=where[h])
                    TABLE.select(h, view, sel)
                    panels[h] = {b for _i, b in buttons(TABLE.hex_panel(view, sel))}
                assert a in panels[h], a
                continue
            # else by taps: its block picked (or none), then its target hex
            tgt = P.target(a, view, where)
            assert tgt is not None or a[0] in ("fight", "stand", "take", "retreat"), a
            if a[0] in ("fight", "stand", "take", "retreat"):
                assert a in placed, a                          # the melee panel's buttons
    assert {"command", "fire", "move", "melees", "melee", "supply"} <= seen_steps


def test_a_tap_plays_the_picked_blocks_action():
    m = Match(BOC, "sickles", {}, 7)
    seat = seat_for(m)
    view = BOC.view(m.state, "csa")
    hood = next(b for b in view["blocks"] if b.get("id") == "c-hood-hq")
    assert TABLE.tap(hood["hex"], view, seat) is None          # nothing picked: a tap picks
    assert TABLE.select(hood["hex"], view, seat) == hood["hex"]
    assert TABLE.block == hood["h"]
    seat = seat_for(m, selected=hood["hex"])
    lit = TABLE.highlight(view, seat)
    assert hood["hex"] in lit and len(lit) > 1
    assert TABLE.tap(hood["hex"], view, seat) == ("activate", hood["h"], hood["hex"])
    m.play("csa", ("activate", hood["h"], hood["hex"]))
    m.play("csa", ("done",))
    # Huger's guns see the Peach Orchard through two hexsides: a chooser
    seat = seat_for(m)
    view = BOC.view(m.state, "csa")
    huger = next(b for b in view["blocks"] if b.get("id") == "c-huger")
    mclaws = next(b for b in view["blocks"] if b.get("id") == "c-mclaws-hq")
    assert mclaws["hex"] == huger["hex"]
    # McLaws is not active: only Huger cannot fire yet (no command); activate McLaws first
    assert not any(a[0] == "fire" and a[1] == huger["h"] for a in seat.legal)


def test_chooser_when_one_tap_means_two_shots():
    m = Match(BOC, "sickles", {}, 7)
    view = BOC.view(m.state, "csa")
    ids = {b["id"]: b for b in view["blocks"] if b.get("id")}
    for hq in ("c-hood-hq", "c-mclaws-hq"):
        m.play("csa", ("activate", ids[hq]["h"], ids[hq]["hex"]))
    m.play("csa", ("done",))
    view = BOC.view(m.state, "csa")
    henry = ids["c-henry"]                      # Henry's guns see Devil's Den through two hexsides
    seat = seat_for(m)
    TABLE.select(henry["hex"], view, seat)
    while TABLE.block != henry["h"]:
        seat = seat_for(m, selected=henry["hex"])
        TABLE.select(henry["hex"], view, seat)
    seat = seat_for(m, selected=henry["hex"])
    assert TABLE.tap("S9", view, seat) is None
    assert TABLE.select("S9", view, seat) == "S9"
    seat = seat_for(m, selected="S9")
    urgent = TABLE.urgent(view, seat)
    shots = [a for _i, a in buttons(urgent) if a[0] == "fire"]
    assert len(shots) == 2 and len({a[3] for a in shots}) == 2
    assert "S9: which one?" in urgent and "through the south-east side, long range" in urgent
    es = TABLE.urgent(view, seat_for(m, selected="S9", lang="es"))
    assert "S9: ¿cuál?" in es and "por el lado sureste" in es


def test_fog_the_panels_name_no_hidden_enemy_block():
    usa_ids = {i for i, b in P.BLOCKS.items() if b["side"] == "usa"}
    names = {P.full_name(i) for i in usa_ids} - {P.full_name(i) for i, b in P.BLOCKS.items() if b["side"] == "csa"}
    for k, m in enumerate(positions(plies=120)):
        if m.active()[0] != "csa" or k % 3:
            continue
        seat = seat_for(m)
        view = BOC.view(m.state, "csa")
        shown = {b["id"] for b in view["blocks"] if b.get("id") and b["side"] == "usa"}
        hidden = {P.full_name(i) for i in usa_ids - shown} & names
        text = TABLE.urgent(view, seat) + TABLE.panels(view, seat) + TABLE.text_twin(view, seat)
        for name in hidden:
            assert f"{html.escape(name)} (USA" not in text and f"{html.escape(name)} at " not in text, name


def test_text_twin_and_tray():
    m = Match(BOC, "sickles", {}, 7)
    seat = seat_for(m)
    view = BOC.view(m.state, "csa")
    twin = TABLE.text_twin(view, seat)
    picks = set(PICK.findall(twin))
    assert {b["hex"] for b in view["blocks"]} <= picks and set(HEXES) <= picks
    assert "a hidden USA block" in twin
    tray = TABLE.tray(view, seat)
    assert "Reinforcements (10)" in tray and "Chambersburg (Cashtown) Pike (H14)" in tray
    es = TABLE.text_twin(view, seat_for(m, lang="es"))
    assert "un bloque oculto de EE. UU." in es


def test_status_line_in_both_languages():
    m = Match(BOC, "sickles", {}, 7)
    view = BOC.view(m.state, "csa")
    en = TABLE.status_line(view, "en")
    es = TABLE.status_line(view, "es")
    assert "Day 2, 4 PM" in en and "Player 1: CSA" in en and "CSA 4 VP" in en
    assert "Día 2, 16:00" in es and "jugador 1: CSA" in es and "CSA 4 PV" in es


@pytest.mark.parametrize("lang", ["en", "es"])
def test_panels_render_through_a_turn(lang):
    for m in positions(plies=80):
        seat = seat_for(m, lang=lang)
        view = BOC.view(m.state, seat.role)
        for part in (TABLE.urgent(view, seat), TABLE.panels(view, seat), TABLE.text_twin(view, seat)):
            assert "None" not in re.sub(r"<[^>]+>", "", part)


def test_a_reinforcement_from_the_tray_enters_by_a_tap():
    """5 PM: Stuart's cavalry comes on by the Harrisburg Road (A2): picked in
    the tray, its destinations light up, a tap brings it on."""
    m = Match(BOC, "sickles", {}, 7)
    while not (m.active() == ["csa"] and any(a[0] == "enter" for a in m.legal("csa"))):
        role = m.active()[0]
        legal = m.legal(role)
        m.play(role, ("done",) if ("done",) in legal else ("end",) if ("end",) in legal else legal[0])
    seat = seat_for(m)
    view = BOC.view(m.state, "csa")
    tray = TABLE.tray(view, seat)
    assert "may enter now" in tray and "<details class=\"boc-tray\" open>" in tray
    handle = next(p for p in PICK.findall(tray) if p.startswith("C"))
    assert TABLE.select(handle, view, seat) is None and TABLE.block == handle
    seat = seat_for(m)
    lit = TABLE.highlight(view, seat)
    enters = [a for a in seat.legal if a[0] == "enter" and a[1] == handle]
    assert lit == {a[3] for a in enters}
    dest = enters[0][3]
    played = TABLE.tap(dest, view, seat)
    if played is None:                                  # several entry hexes reach it: the chooser
        urgent = TABLE.urgent(view, seat_for(m, selected=TABLE.select(dest, view, seat)))
        played = next(a for _i, a in buttons(urgent) if a[0] == "enter")
    assert played[:2] == ("enter", handle) and played[3] == dest
    assert "(reinforcement): tap a lit hex" in TABLE.urgent(view, seat)


def test_log_headings():
    view = BOC.view(Match(BOC, "sickles", {}, 7).state, "csa")
    assert TABLE.log_heading(view, "en") == "Day 2, 4 PM — CSA player turn"
    assert TABLE.log_heading(view, "es") == "Día 2, 16:00 — turno de CSA"
    assert TABLE.log_heading_entry({"en": "CSA player turn.", "rule": "1.2"})
    assert not TABLE.log_heading_entry({"en": "Law fires.", "rule": "5.2"})


# -- between two devices: the relay option (RULES_NOTES "relay") -------------------------------

def _relay_match(build):
    """A Match at a position made by ``build(st)`` (tests/boc/position.py),
    with the relay option a game between two devices plays with."""
    from boc.position import blank
    st = blank(options={"relay": True})
    st = build(st)
    return Match(BOC, "full", {"relay": True}, 1, start=st)


def _fire_waits(st):
    from boc.position import act, add, d, forced, phase
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    add(st, "c-pettigrew", "B10")
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"), ("done",))
    with forced([]):                       # (its dice wait for the fire to be sent: rules version 7)
        return act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))


def _attacked(st, cutler=1, extra=(), cross=True):
    """The CSA attacks B12 (Cross unless not ``cross``, Cutler at strength
    ``cutler``, and the blocks ``extra`` (id, strength)) from C12; the Union
    has shown its blocks and gives its melee orders."""
    from boc.position import act, add, phase
    if cross:
        add(st, "u-cross", "B12")
    add(st, "u-cutler", "B12", strength=cutler)
    for ident, s in extra:
        add(st, ident, "B12", strength=s)
    add(st, "u-paul", "A11")
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    phase(st, "csa", "command")
    st = act(st, "csa", ("activate", hq, "C13"), ("done",), ("done",))
    st = act(st, "csa", ("attack", att, "B12"), ("done",))
    return act(st, "usa", ("show",))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_relay_the_waiting_hits_are_sent_by_a_button(lang):
    m = _relay_match(_fire_waits)
    seat = seat_for(m, lang=lang)
    view = BOC.view(m.state, "usa")
    assert ("resolve",) in seat.legal
    urgent = TABLE.urgent(view, seat)
    sent = [a for _i, a in buttons(urgent) if a == ("resolve",)]
    assert sent, urgent
    words = re.sub(r"<[^>]+>", "", urgent)
    if lang == "en":
        assert "1 fire waits for its dice at B10" in words and "Send the waiting fires now (1 at B10)" in words
        assert "End the Fire Phase (sends the waiting fires)" in words
    else:
        assert "1 disparo espera sus dados en B10" in words and "Enviar ya los disparos pendientes (1 en B10)" in words
    assert TABLE.highlight(view, seat) is not None             # ("resolve",) names no hex
    assert P.target(("resolve",), view) is None
    # the other side applies them: the hits panel says they waited
    from boc.position import forced
    with forced([1, 2, 3]):
        m.play("usa", ("resolve",))
    seat = seat_for(m, lang=lang)
    text = re.sub(r"<[^>]+>", "", TABLE.urgent(BOC.view(m.state, "csa"), seat))
    assert ("hits that waited" if lang == "en" else "impactos pendientes") in text


def test_relay_melee_orders_panel_drafts_and_finishes():
    m = _relay_match(_attacked)
    assert m.state["flow"][-1]["step"] == "morders"
    seat = seat_for(m)
    view = BOC.view(m.state, "usa")
    html_ = TABLE.urgent(view, seat)
    assert "Your melee orders" in html_ and "Attacking: CSA" in html_ and "Law" in html_
    assert not buttons(html_), "the orders are drafted by pick buttons, played by Finish"
    picks = set(PICK.findall(html_))
    cross, cutler = (b["h"] for b in view["blocks"] if b.get("id") in ("u-cross", "u-cutler"))
    paul = next(b["h"] for b in view["blocks"] if b.get("id") == "u-paul")
    assert {f"mo:r:{cross}:{k}" for k in (0, 1, 2, 3)} <= picks and f"mo:k:{cross}" in picks
    assert f"mo:g:B12:in:{paul}:A11" in picks and "mo:finish" in picks
    # every order the engine offers can be drafted by the panel's buttons (and the map)
    orders = {a for a in seat.legal if a[0] in ("order", "rank", "rg")}
    reach = {a for a in orders if a[0] == "rank" and f"mo:k:{a[1]}" in picks}
    reach |= {a for a in orders if a[0] == "rg" and "mo:g:" + ":".join(a[1:]) in picks}
    reach |= {a for a in orders if a[0] == "order" and f"mo:r:{a[1]}:{a[2]}" in picks}
    assert reach == orders
    # a retreat from round 2: its destinations light up; a tap on one picks it
    assert TABLE.select(f"mo:r:{cross}:2", view, seat) == "B12"
    lit = TABLE.highlight(view, seat_for(m))
    assert "B12" in lit and "A11" in lit
    assert TABLE.select("A11", view, seat_for(m)) == "B12"
    TABLE.select(f"mo:k:{cutler}", view, seat_for(m))
    TABLE.select(f"mo:g:B12:in:{paul}:A11", view, seat_for(m))
    html_ = TABLE.urgent(view, seat_for(m))
    assert re.search(r'data-arg="mo:d:%s:A11"[^>]*aria-pressed="true"' % cross, html_)
    assert "Takes hits 1st" in html_ and "retreats to A11 from round 2" in html_
    es = TABLE.urgent(view, seat_for(m, lang="es"))
    assert "Tus órdenes de melé" in es and "Dar estas órdenes y terminar" in es and "Atacan: CSA" in es
    played = TABLE.tap("mo:finish", view, seat_for(m))
    assert played == [("order", cross, 2, "A11"), ("rank", cutler), ("rg", "B12", "in", paul, "A11"), ("done",)]
    for a in played:
        assert a in m.legal("usa")
        m.play("usa", a)
    log = " ".join(e["en"] for e in m.log(role="csa"))
    assert "Order: Cross at B12 retreats to A11 at its turn from round 2." in log     # public
    assert m.active() == ["csa"]
    assert TABLE.orders_draft(BOC.view(m.state, "csa"), seat_for(m)) is None           # the draft is gone


def test_command_range_and_fired_marks():
    m = Match(BOC, "sickles", {}, 7)
    view = BOC.view(m.state, "csa")
    hood = next(b for b in view["blocks"] if b.get("id") == "c-hood-hq")
    law = next(b for b in view["blocks"] if b.get("id") == "c-law")
    reach = TABLE.reach(view, hood["h"])                     # the picked HQ's range
    assert hood["hex"] in reach and len(reach) > 10
    assert all(T.distance(hood["hex"], h) <= P.BLOCKS["c-hood-hq"]["range"] for h in reach)
    assert TABLE.reach(view, law["h"]) == set()               # not an HQ
    m.play("csa", ("activate", hood["h"], hood["hex"]))
    m.play("csa", ("done",))
    view = BOC.view(m.state, "csa")
    assert TABLE.reach(view, None) == reach                   # an active HQ's, in its turn
    assert TABLE.reach(view, None, "csa") == reach and TABLE.reach(BOC.view(m.state, "usa"), None, "usa") == set()
    fire = next(a for a in m.legal("csa") if a[0] == "fire" and a[1] == law["h"])
    m.play("csa", fire)
    view = BOC.view(m.state, "csa")
    assert P.fired(view) == {law["h"]}                        # Hood commanded: not a firer
    assert P.fired(BOC.view(m.state, "usa")) == {law["h"]}    # public
    edges = P.reach_edges(reach)
    assert edges and all(a in reach and b not in reach for a, b in edges)


def test_role_names_of_badges_of_courage():
    from web.text import role_name, role_the
    assert role_name("en", "usa") == "Union" and role_name("es", "usa") == "Unión"
    assert role_the("en", "usa") == "the Union" and role_the("es", "usa") == "la Unión"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_relay_cavalry_orders_are_buttons(lang):
    """10.0 between two devices: the CSA's cavalry orders, each a button
    worded in the player's language, and the one that gives them."""
    from boc.test_cavalry import RELAY, at_3pm, pickett, send
    m = Match(BOC, "pickett", RELAY, 1)
    m.state = send(at_3pm(pickett(options=RELAY)), gregg={"c-hampton", "c-stuart-hq"})
    assert m.state["flow"][-1]["step"] == "cavord"
    seat = seat_for(m, lang=lang)
    html_ = TABLE.urgent(BOC.view(m.state, "csa"), seat)
    assert {a for _i, a in buttons(html_)} == set(seat.legal)
    words = re.sub(r"<[^>]+>", "", html_)
    if lang == "en":
        assert "Give these cavalry orders" in words and "Hampton leaves the fight in round 2" in words
    else:
        assert "Dar estas órdenes de caballería" in words and "Hampton se retira del combate en la ronda 2" in words


def test_relay_melee_orders_offer_takes_hits_first_only_where_blocks_can_tie():
    """"Takes hits first" matters only where two of the side's blocks in the
    melee can tie for a hit: two troops (hits go to the strongest, so 3 and 1
    tie after two hits) or two HQs; an HQ never ties with a troop (HQs take
    hits last, 7.5). Elsewhere it is not offered."""
    def rank_picks(**kw):
        m = _relay_match(lambda st: _attacked(st, **kw))
        seat = seat_for(m)
        view = BOC.view(m.state, "usa")
        html_ = TABLE.urgent(view, seat)
        ids = {b["h"]: b.get("id") for b in view["blocks"]}
        picks = {ids[p[len("mo:k:"):]] for p in PICK.findall(html_) if p.startswith("mo:k:")}
        return picks, "strongest block (HQs last)" in html_
    assert rank_picks(cutler=1) == ({"u-cross", "u-cutler"}, True)          # 1 and 1: tied now
    assert rank_picks(cutler=3) == ({"u-cross", "u-cutler"}, True)          # 3 and 1: tied after two hits
    # one troop and one HQ: no two blocks of a kind, nothing to rank
    assert rank_picks(cutler=3, cross=False, extra=(("u-wadsworth-hq", 3),)) == (set(), False)
    # the HQ alone of its kind is never offered; the three troops are
    assert rank_picks(cutler=3, extra=(("u-wadsworth-hq", 3), ("u-paul", 3))) == (
        {"u-cross", "u-cutler", "u-paul"}, True)


def test_a_shots_dice_stay_on_the_tray_while_its_hit_is_taken():
    """Issue 32, item 1: after a shot that hits, the next move applies the
    hit (no dice); the tray still shows the shot's dice, hits included,
    with its log line, not just "a hit was applied"."""
    from web.tables.base import earlier_roll
    for m in positions():
        if len(m.moves) < 2 or m.moves[-1].rolled or not m.moves[-2].rolled:
            continue
        if not any("hit" in e["en"].lower() for e in m.moves[-1].log):
            continue
        role = m.active()[0] if m.active() else "csa"
        view_, log = earlier_roll(m, role, role)
        assert view_ is not None and view_["last_roll"] and log
        seat = seat_of(m, "en", role, "both", legal=m.legal(role), last_log=m.log(last=1, role=role),
                       last_rolled=False, rolled_view=view_, rolled_log=log)
        out = TABLE.urgent(BOC.view(m.state, role), seat)
        assert 'class="dice-tray"' in out
        dice = [d["die"] for d in view_["last_roll"]]
        assert f'aria-label="{", ".join(map(str, dice))}"' in out, (dice, out[:400])
        assert html.escape(log[-1]["en"]) in out
        return
    pytest.fail("no shot that hit was followed by its hit in the positions played")


def test_place_names_for_the_map():
    """Issue 32, item 4: the gazetteer's places become the map's names: the
    ridges and hills as areas, Devil's Den and the Peach Orchard as one-hex
    places, each on the map; no entry road among them."""
    labels = P.place_labels("en")
    kinds = {text: kind for text, _spot, kind in labels}
    assert kinds["Cemetery Ridge"] == kinds["Seminary Ridge"] == "area"
    assert kinds["Devil's Den"] == kinds["Peach Orchard"] == kinds["Little Round Top"] == "place"
    assert not [t for t in kinds if t.endswith("entry")]
    x0, y0, x1, y1 = P.bounds()
    assert all(x0 <= x <= x1 and y0 <= y <= y1 for _t, (x, y), _k in labels)


# -- issue 32, item 6: the odds before the player commits -----------------------------------------

def test_odds_words_give_dice_firepower_and_the_hits_to_expect():
    assert P.odds_words(2, 3, "en") == "3 dice at 2 or less: 1.0 hits expected, 70% chance of at least one"
    assert P.odds_words(1, 1, "es") == "1 dado a 1 o menos: 0.2 impactos de media, 17% de lograr al menos uno"
    assert P.odds_words(0, 4, "en") == "cannot hit"
    assert "half hit there (D2, 5.24)" in P.odds_words(3, 2, "en", halved=True)


def test_a_picked_block_shows_each_target_with_its_odds_before_it_fires():
    m = Match(BOC, "sickles", {}, 7)
    view = BOC.view(m.state, "csa")
    hood = next(b for b in view["blocks"] if b.get("id") == "c-hood-hq")
    m.play("csa", ("activate", hood["h"], hood["hex"]))
    m.play("csa", ("done",))
    view = BOC.view(m.state, "csa")
    shots = BOC.previews(m.state, "csa")["shots"]
    assert BOC.previews(m.state, "usa") == {} and "shots" not in view    # asked for, by the side firing
    law = next(b for b in view["blocks"] if b.get("id") == "c-law")
    fires = [a for a in m.legal("csa") if a[0] == "fire" and a[1] == law["h"]]
    assert fires and {t for t, *_ in shots[law["h"]]} == {a[2] for a in fires}
    t, fp, dice, long, d2 = shots[law["h"]][0]
    assert dice == law["strength"] and not long and d2 == int(T.d2(t))
    seat = seat_for(m, selected=law["hex"])
    TABLE.select(law["hex"], view, seat)
    html_ = TABLE.step_panel(view, seat, "fire", BOC.flow.top(m.state), {a: i for i, a in enumerate(seat.legal)},
                             lambda a, label, cls="": label)
    assert 'class="boc-odds"' in html_ and f"{t}: {dice} dice at {fp} or less" in html.unescape(html_)


def test_an_attack_that_cannot_hit_in_round_1_says_so_before_it_is_declared():
    rec = {"kind": "inf", "fire": 2, "letter": "A"}
    view = {"blocks": [{"h": "C001", "id": "c-law", "hex": "S10", "strength": 3, "side": "csa"}]}
    from web.tables.boc_parts import BLOCKS
    rec = BLOCKS["c-law"]
    pen = T.melee_penalty("S10", "S9")
    rows = P.attack_rows(view, [("attack", "C001", "S9")], "C001", "en")
    assert len(rows) == 1 and rows[0].startswith("Attack S9: round 1 at ")
    first = max(0, (rec.get("melee_fire") or rec["fire"]) - pen)
    if first == 0:
        assert "no dice in round 1" in rows[0] or "cannot hit at all" in rows[0]
    else:
        assert f"3 dice at {first} or less" in rows[0]
    # a hexside that takes the firepower to 0: the warning, with the rule
    strong = next(((a, b) for a in HEXES for b in T.neighbours(a) if T.melee_penalty(a, b) >= 3), None)
    if strong:
        view["blocks"][0]["hex"] = strong[0]
        rows = P.attack_rows(view, [("attack", "C001", strong[1])], "C001", "en")
        assert "no dice in round 1; it holds and strikes from round 2" in rows[0] and "7.3" in rows[0]
