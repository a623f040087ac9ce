"""For the People played by taps and the buttons by the prompt line
(web/tables/ftp*.py), natively on real games driven through the engine:
every button of the urgent slot is the legal action it says, and every
legal action is reachable from the urgent slot or by a tap on the map, in
every step met; the hand as cards; what a tap plays, what the map lights
and why a space that is not lit is refused (the engine's words); the
tracks, the armies, the picked space, the text twin and the legend in both
languages (the Spanish rulebook's terms); the map's ground geometry."""

import html
import json
import math
import random
import re

import pytest

from pyapp import games
from pyapp.core.match import Match
from pyapp.games.ftp import cards as C
from pyapp.games.ftp import mapdata as MD
from pyapp.games.ftp import spaces as S
from web import geo, tables
from web.tables import ftp_ground as G
from web.tables import ftp_parts as P
from web.tables.base import seat_of

from tests.ftp import special_plays

FTP = games.get("ftp")
TABLE = tables.table_for(FTP)
ACT = re.compile(r'data-do="act" data-arg="(\d+)" data-action="([^"]*)"')


def seat_for(m, selected=None, lang="en"):
    """The seat of the side to act; ``selected``: the space it has just
    picked by a tap (``Table.select``)."""
    role = m.active()[0]
    seat = seat_of(m, lang, role, role, legal=m.legal(role))
    if selected is not None:
        seat.selected = TABLE.select(selected, FTP.view(m.state, role), seat)
    return seat


def view_of(m):
    return FTP.view(m.state, m.active()[0])


def tupled(action):
    return tuple(tupled(x) if isinstance(x, list) else x for x in action)


def buttons(markup):
    """(index, action) of every act button."""
    return [(int(i), tupled(json.loads(html.unescape(a)))) for i, a in ACT.findall(markup)]


def start(seed=1):
    return Match(FTP, "1861", {}, seed)


def army_moving():
    """1861, seed 1: the Union plays card 117 for its 3 OPS and activates the
    Army of the Potomac at Washington; the CSA lets the activation go."""
    m = start()
    m.play("union", ("ops", 117))
    m.play("union", ("move", "army", "u_potomac"))
    if m.state["flow"][-1]["step"] == "window":      # 4.2.5: the CSA may answer the activation
        m.play("csa", ("pass",))
    return m


def walk(scenario, seed, plies):
    """The positions of a random game (the match after each move)."""
    m = Match(FTP, scenario, {}, seed)
    rnd = random.Random(seed)
    for _ in range(plies):
        if not m.active():
            return
        yield m
        m.play(m.active()[0], rnd.choice(m.legal(m.active()[0])))


def reachable(m, lang="en"):
    """Every button of the urgent slot is the legal action it says, and every
    legal action is reachable from the urgent slot or by a tap on the map;
    the step met (with its phase, where it has one)."""
    view = view_of(m)
    seat = seat_for(m, lang=lang)
    frame = (view["flow"] or [{}])[-1]
    got = set()
    for i, action in buttons(TABLE.urgent(view, seat)):
        assert seat.legal[i] == action, (i, action)
        got.add(action)
    for space in TABLE.highlight(view, seat):
        action = TABLE.tap(space, view, seat)
        if action is not None:
            assert action in seat.legal
            got.add(action)
    assert got == set(seat.legal), sorted(set(seat.legal) - got)
    TABLE.panels(view, seat)
    return frame.get("step"), frame.get("phase")


@pytest.mark.parametrize("scenario,seed,plies", [("1861", 3, 190), ("1863", 5, 150)])
def test_every_button_is_legal_and_every_action_is_reachable(scenario, seed, plies):
    steps = {reachable(m)[0] for m in walk(scenario, seed, plies)}
    assert {"round", "ops", "move"} <= steps


def test_every_special_event_step_is_reachable_by_buttons_or_taps():
    """The special card events' steps (pyapp/games/ftp/specials.py), met on
    the way of tests/ftp/special_plays.py and on random walks from there."""
    met = set()
    for name, m in special_plays.plays():
        met.add(reachable(m, lang="es" if len(met) % 2 else "en"))
        if m.state["flow"][-1]["step"] in special_plays.STEPS:
            rnd = random.Random(name)
            probe = m.copy()
            for _ in range(6):
                probe.play(probe.active()[0], rnd.choice(probe.legal(probe.active()[0])))
                if not probe.active():
                    break
                met.add(reachable(probe))
    assert {("concentrate", "space"), ("concentrate", "rail"), ("concentrate", "activate")} <= met
    assert {s for s, _ in met} >= special_plays.STEPS


def test_the_first_round_shows_the_hand_as_cards_to_play():
    m = start()
    view = view_of(m)
    seat = seat_for(m)
    markup = TABLE.urgent(view, seat)
    for n in view["hand"]:
        assert f"#{n}" in markup and html.escape(P.card_title(n, "en")) in markup
        assert html.escape(P.card_text(n, "en"), quote=True) in markup
    assert "Play for 3 OPS" in markup and "Play the event" in markup and "Discard" in markup
    # 117 leaves the game if played as the event; 20 is the enemy's event, and the engine says so
    assert "Removed from the game if played as the event." in markup
    assert "this is the enemy&#x27;s event: play it for its OPS (5.2)" in markup
    es = TABLE.urgent(view, seat_for(m, lang="es"))
    assert "Jugar por 3 OP" in es and "Jugar el evento" in es and "Se retira del juego si se juega como evento." in es
    assert "es un evento del enemigo" in es
    # beside the map the hand is not shown twice: its cards are by the prompt line
    assert "Your cards are by the prompt line." in TABLE.panels(view, seat)


def test_a_card_for_its_ops_lights_the_forces_and_a_tap_on_a_space_with_choices_picks_it():
    m = start()
    m.play("union", ("ops", 117))
    view = view_of(m)
    seat = seat_for(m)
    lit = TABLE.highlight(view, seat)
    assert {"washington_dc", "fort_monroe", "st_louis"} <= lit
    assert TABLE.tap("washington_dc", view, seat) is None          # army, divisions, a naval move: a choice
    picked = seat_for(m, selected="washington_dc")
    markup = TABLE.urgent(view, picked)
    box = markup.split('class="ftp-picked"')[1].split("</div>")[0]
    assert "Army of the Potomac · 5 SP" in box and "Division of 3 SP" in box
    assert ("move", "army", "u_potomac") in {a for _, a in buttons(box)}
    assert "Butler 3-0-0, PI 8 (Fort Monroe)" in markup           # a general's ratings on his button
    assert "Place up to 3 PCs" in markup and "Do nothing with the OPS" in markup


def test_a_move_lights_its_destinations_a_tap_moves_and_an_unlit_space_says_why():
    m = army_moving()
    view = view_of(m)
    seat = seat_for(m)
    dests = {a[1] for a in seat.legal if a[0] == "go"}
    assert TABLE.highlight(view, seat) == dests
    assert TABLE.tap("frederick", view, seat) == ("go", "frederick")
    markup = TABLE.urgent(view, seat)
    assert "Army of the Potomac · 5 SP — McDowell 3-1-1, PI 6" in markup
    assert "⚔ Manassas" in markup                                  # Beauregard is there: a battle
    # Fredericksburg is two spaces away: picked, and the engine's refusal with its rule
    assert TABLE.tap("fredericksburg", view, seat) is None
    far = seat_for(m, selected="fredericksburg")
    why = FTP.flow.step(m.state["flow"][-1]).refuse(FTP, m.state, m.state["flow"][-1], ("go", "fredericksburg"))
    markup = TABLE.urgent(view, far)
    assert "Fredericksburg: not possible" in markup and html.escape(why.reason, quote=True) in markup
    assert 'data-arg="5.3"' in markup.split("ftp-refused")[1].split("</p>")[0]
    es = TABLE.urgent(view, seat_for(m, selected="fredericksburg", lang="es"))
    assert "Fredericksburg: no se puede" in es and html.escape(why.es, quote=True) in es
    # a lit space is never refused, nor the space the force stands in, nor a space picked earlier
    assert "ftp-refused" not in TABLE.urgent(view, seat_for(m, selected="frederick"))
    m.play("union", ("go", "frederick"))
    stale = seat_of(m, "en", "union", "union", selected="fredericksburg", legal=m.legal("union"))
    assert "ftp-refused" not in TABLE.urgent(view_of(m), stale)


def test_the_tracks_are_always_in_sight():
    m = start()
    view = view_of(m)
    for seat in (seat_for(m), seat_of(m, "en", None, "csa")):       # acting, or waiting
        strip = TABLE.urgent(view, seat)
        for words in ("Spring 1861", "Union SW", "100 ▼", "CSA SW", "100 ▲", "Blockade", "0/5", "Amphibious",
                      "Emancipation", "not yet", "Strategy rounds"):
            assert words in strip
    es = TABLE.urgent(view, seat_for(m, lang="es"))
    for words in ("Primavera de 1861", "VP Unión", "VP CSA", "Bloqueo", "Anfibio", "Emancipación", "aún no"):
        assert words in es


def test_the_armies_the_picked_space_and_the_generals_to_come():
    m = start()
    view = view_of(m)
    panels = TABLE.panels(view, seat_for(m, selected="manassas"))
    assert "Army of the Potomac" in panels and "Commander: McDowell 3-1-1, PI 6" in panels
    here = panels.split('class="ftp-here"')[1].split("</section>")[0]
    assert "Manassas" in here and "Virginia" in here and "Confederacy" in here
    assert "Beauregard" in here and "3 SP" in here
    assert "Generals to come" in panels and "turn 2" in panels
    es = TABLE.panels(view, seat_for(m, selected="manassas", lang="es"))
    assert "Ejército del Potomac" in es and "influencia 6" in es and "UM" in es and "Generales por llegar" in es


def test_stacks_count_armies_brigades_and_loose_sp():
    m = start()
    view = view_of(m)
    stacks = P.stacks(view)
    assert stacks["washington_dc"]["union"] == {"armies": ["u_potomac"], "sp": 0, "gens": [], "total": 5}
    total = {side: sum(s[side]["total"] for s in stacks.values() if side in s) for side in P.SIDES}
    for side in P.SIDES:
        st = m.state
        loose = sum(st["sp"][side].values())
        armies = sum(P.army_total(view, a) for a, x in st["armies"].items() if x["side"] == side and x["at"])
        brigades = sum(1 for g, at in st["gens"].items() if at in S.NAME and FTP.view(st, None)["generals"][g] == at
                       and P._cav(g) and P.oob.GENERALS[g].side == side)
        assert total[side] == loose + armies + brigades


def test_the_text_twin_lists_forces_connections_and_every_space():
    m = start()
    view = view_of(m)
    twin = TABLE.text_twin(view, seat_for(m))
    assert twin.count('data-do="pick"') >= len(S.NAME)
    assert f"Every space ({len(S.NAME)})" in twin
    row = twin.split('data-arg="washington_dc">Washington, DC</button>')[1].split("</li>")[0]
    assert "Army of the Potomac (5 SP; commander McDowell 3-1-1, PI 6)" in row
    assert "national capital" in row and "Connections — " in row and "rail: Baltimore" in row
    row = twin.split('data-arg="frederick">Frederick</button>')[1].split("</li>")[0]
    assert "B&amp;O (Union strategic moves only): Baltimore, Harpers Ferry" in row
    es = TABLE.text_twin(view, seat_for(m, lang="es"))
    assert "Todos los espacios" in es and "Conexiones — " in es and "capital nacional" in es


SPANISH_ONLY = [re.compile(p) for p in (r"\bSP\b", r"\bOPS\b", r"\bPCs?\b", r"\bSW\b")]


def test_spanish_uses_the_rulebook_terms():
    tag = re.compile(r"<[^>]+>")
    for m in [start(), army_moving()]:
        view = view_of(m)
        seat = seat_for(m, selected="washington_dc", lang="es")
        text = tag.sub(" ", TABLE.urgent(view, seat) + TABLE.panels(view, seat) + TABLE.text_twin(view, seat)
                       + P.legend_html("es"))
        for p in SPANISH_ONLY:
            assert not p.search(text), p.search(text)
        assert re.search(r"\bUM\b", text) and re.search(r"\bVP\b", text)
    assert "OP" in TABLE.urgent(view_of(start()), seat_for(start(), lang="es"))


def test_the_legend_names_every_kind_of_line_and_mark():
    for lang, words in (("en", ("Railroad", "Rough road", "B&amp;O", "Blue bar", "Resource centre",
                                "Blockade-runner port", "Coastal fort", "Pro-Union", "red ring")),
                        ("es", ("Ferrocarril", "Camino malo", "B&amp;O", "Barra azul", "Centro de recursos",
                                "rompedores del bloqueo", "Fuerte costero", "prounionista", "anillo rojo"))):
        legend = P.legend_html(lang)
        for w in words:
            assert w in legend


# -- the board and its ground ---------------------------------------------------------------------------

def test_the_board_holds_every_space_at_its_place_and_every_link_once():
    spec = P.board_spec()
    for sid, (x, y) in S.XY.items():
        b = spec["boxes"][sid]
        px, py = geo.project(b["lon"], b["lat"])
        assert abs(px - x) < 1e-6 and abs(py - y) < 1e-6
    drawn = len(spec["links"]) + len(spec["dotted"]) + len(spec["bo"]) + len(spec["junction"])
    assert drawn == len(MD.EDGES)
    assert len(spec["dotted"]) == sum(1 for e in MD.EDGES if e.kind == "dotted")
    assert all(kind in ("road", "rail", "river") for _, _, kind in spec["links"])
    assert len(spec["bars"]) == sum(len(e.bars) for e in MD.EDGES)


def _inside(poly, x, y) -> bool:
    pts = [p for p, _ in poly]
    sign = None
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        c = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
        if abs(c) < 1e-9:
            continue
        if sign is None:
            sign = c > 0
        elif (c > 0) != sign:
            return False
    return True


def test_each_space_lies_in_its_own_region_and_on_land():
    for s, (x, y) in G.XY.items():
        assert _inside(G.CELLS[s], x, y), s
        assert not G.in_sea(x, y), s
    # a region's edge across another space is tagged with it, both ways
    for s, poly in G.CELLS.items():
        for _, other in poly:
            if other is not None:
                assert any(o == s for _, o in G.CELLS[other]), (s, other)


def test_two_neighbouring_states_never_share_a_tint_and_every_state_is_named():
    near = G.neighbour_states()
    for a, ns in near.items():
        for b in ns:
            assert G.STATE_TINT[a] != G.STATE_TINT[b], (a, b)
    assert set(G.STATE_LABELS) == set(S.STATES) and set(G.STATE_NAMES) == set(S.STATES)
    assert G.BORDERS


def test_each_river_runs_through_its_ports_in_course_order():
    for name, r in MD.RIVERS.items():
        pts = G.COURSES[name]
        line = list(zip(pts[::2], pts[1::2]))
        where = []
        for port in r["course"]:
            x, y = G.XY[port]
            d, k = min((math.dist((x, y), p), k) for k, p in enumerate(line))
            assert d < 1e-6, (name, port, d)          # the curve runs through every port
            where.append(k)
        assert where == sorted(where), name


def test_every_card_shows_its_number_ops_title_and_text_in_both_languages():
    for n in C.CARDS:
        for lang in ("en", "es"):
            face = P.card_html(n, lang)
            assert f"#{n}" in face and f">{C.CARDS[n].ops}<" in face
            assert html.escape(P.card_title(n, lang), quote=True) in face
            assert P.card_text(n, lang) and html.escape(P.card_text(n, lang), quote=True) in face
            assert ("removed" in face) == C.CARDS[n].removed


def test_an_interrupt_window_shows_the_cards_that_answer_and_says_why_it_asks():
    """4.2.5: the Union activates McDowell's army; the CSA is asked whether it
    answers. Holding Quaker Guns, it sees the card whole with its button; not
    holding one, it is told it is asked all the same."""
    from tests.ftp.position import hand
    for held, lang in (((89,), "en"), ((), "es")):
        m = start()
        st = m.state
        for h in list(st["hands"]["csa"]):
            if st["sealed"][h] in (89, 107, 7):
                st["hands"]["csa"].remove(h)
                st["deck"].append(h)
        if held:
            hand(st, "csa", *held)
        m.play("union", ("ops", 117))
        m.play("union", ("move", "army", "u_potomac"))
        assert m.active() == ["csa"] and m.state["flow"][-1]["step"] == "window"
        seat = seat_for(m, lang=lang)
        markup = TABLE.urgent(view_of(m), seat)
        acts = {a for _, a in buttons(markup)}
        assert ("pass",) in acts and set(seat.legal) <= acts | {a for a in seat.legal if a[0] == "go"}
        if held:
            assert ("interrupt", 89) in acts and 'data-card="89"' in markup and "Let it go: no interrupt" in markup
        else:
            assert "para que el enemigo no sepa" in markup and "Dejarlo pasar" in markup


# -- the special card events (web/tables/ftp_specials.py) ------------------------------------------------

def _at(name, step, phase=None):
    """The match of special play ``name`` at step ``step`` (and ``phase``)."""
    for key, m in special_plays.plays(name):
        f = m.state["flow"][-1]
        if f["step"] == step and f.get("phase") == phase:
            return m
    raise AssertionError(f"{name}: no {step} {phase}")


def test_a_concentration_says_what_the_card_asks_lights_its_spaces_and_refuses_the_others():
    m = _at("concentration", "concentrate", "space")
    view, seat = view_of(m), seat_for(m)
    markup = TABLE.urgent(view, seat)
    assert "Card #100 (Shiloh): choose where your forces gather (lit)." in markup and 'data-arg="5.2"' in markup
    assert TABLE.highlight(view, seat) == {"corinth"}
    assert "Corinth — A. S. Johnston 2-1-1" in markup                   # the space with its general
    assert "Rail no SP: activate a general in an originally Confederate state at once" in markup
    assert 'title="Concentrate at Corinth (A. S. Johnston, Polk, Bragg)"' in markup
    # Memphis has no general: picked, and the engine's refusal with its rule
    why = TABLE.refusal(view, ("space", "memphis"))
    refused = TABLE.urgent(view, seat_for(m, selected="memphis")).split("ftp-refused")[1].split("</p>")[0]
    assert "Memphis: not possible" in refused and html.escape(why.reason, quote=True) in refused
    m.play("csa", ("space", "corinth"))
    view, seat = view_of(m), seat_for(m)
    markup = TABLE.urgent(view, seat)
    assert "SP by rail to Corinth (ringed on the map): 0 of 5 so far" in markup and "Memphis (3 SP)" in markup
    assert TABLE.tap("memphis", view, seat) == ("from", "memphis")     # a tap sends 1 SP
    assert "Rail no more SP: activate a general at Corinth" in markup
    m.play("csa", ("done",))
    markup = TABLE.urgent(view_of(m), seat_for(m))
    assert "activate a general at Corinth. His force must try to attack" in markup
    assert "Army of Tennessee · 5 SP" in markup


def test_the_march_on_richmond_names_its_army_and_its_steps():
    m = _at("march", "march")
    view, seat = view_of(m), seat_for(m)
    markup = TABLE.urgent(view, seat)
    assert "Card #3 (Forward to Richmond)" in markup and "Army of the Potomac · 6 SP · Fredericksburg" in markup
    assert TABLE.highlight(view, seat) == {"fredericksburg"}
    m.play("union", ("move", "army", "u_potomac"))
    markup = TABLE.urgent(view_of(m), seat_for(m))
    assert "the march ends once it enters Richmond and converts it" in markup
    assert "Leave 1 SP in the fort at Fredericksburg and march with 5" in markup
    assert 'title="March towards Richmond by Hanover"' in markup


def test_a_free_relief_groups_its_choices_by_army_and_lights_their_spaces():
    m = _at("relief", "relief")
    view, seat = view_of(m), seat_for(m)
    assert TABLE.highlight(view, seat) == {"manassas", "cairo"}          # the army, and Halleck to remove
    assert TABLE.tap("manassas", view, seat) is None                   # a choice: picked
    markup = TABLE.urgent(view, seat)
    assert "Army of the Potomac (Manassas), led by McClellan:" in markup
    assert "Burnside takes over, McClellan demoted<" in markup
    assert "Pope takes over, McClellan removed · SW -2" in markup       # Burnside (PI 6) passed over
    assert "Remove from the game:" in markup and "Halleck 3-1-1, PI 6 (Cairo)" in markup
    picked = TABLE.urgent(view, seat_for(m, selected="cairo"))
    box = picked.split('class="ftp-picked"')[1].split("</div>")[0]
    assert [a for _, a in buttons(box)] == [("option", 2)]
    es = TABLE.urgent(view, seat_for(m, lang="es"))
    assert "Burnside toma el mando, McClellan degradado" in es and "VP -2" in es


def test_an_ambush_lights_the_generals_it_may_strike():
    m = _at("ambush", "casualty")
    view, seat = view_of(m), seat_for(m)
    assert TABLE.highlight(view, seat) == {"manassas", "frederick"}
    markup = TABLE.urgent(view, seat)
    assert "A die: 1-3 kills him" in markup and "Stoneman 2-1-1, cavalry (Manassas)" in markup


def test_the_special_steps_in_spanish_use_the_rulebook_terms():
    tag = re.compile(r"<[^>]+>")
    for name, m in special_plays.plays():
        view = view_of(m)
        text = tag.sub(" ", TABLE.urgent(view, seat_for(m, lang="es")))
        for p in SPANISH_ONLY:
            assert not p.search(text), (name, p.search(text))


class Recorder:
    """A 2D context that records what is drawn."""

    def __init__(self):
        self.calls = []

    def __getattr__(self, name):
        return lambda *args: self.calls.append((name, args, dict(self.__dict__.get("state", {}))))

    def __setattr__(self, name, value):
        if name == "calls":
            object.__setattr__(self, name, value)
        else:
            self.__dict__.setdefault("state", {})[name] = value


def test_a_destroyed_rc_marker_is_drawn_where_no_rc_is_printed_card_126():
    from web.tables.ftp_draw import draw_space
    look = ("csa", "csa", None, None, True, False, False, False, False, None, False, False, True, False)
    ctx = Recorder()
    draw_space(ctx, 20, 24, look)
    squares = [c for c in ctx.calls if c[0] == "fillRect" and c[2].get("fillStyle") == "#9a9a9a"]
    assert squares, "the grey square of a destroyed-RC marker"
    ctx = Recorder()
    draw_space(ctx, 20, 24, look[:4] + (False,) + look[5:])
    assert not [c for c in ctx.calls if c[0] == "fillRect"]           # no RC, no marker: nothing
    view = {"rc_destroyed": ["winchester_va"]}
    assert "destroyed-RC marker" in ", ".join(P.space_marks("winchester_va", view, "en"))
    assert "indicador de CR destruido" in ", ".join(P.space_marks("winchester_va", view, "es"))
    assert "destroyed-RC marker" in P.legend_html("en")
