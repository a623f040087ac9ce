"""A House Divided played by taps and the buttons by the prompt line
(web/tables/ahd.py, web/widgets/battle.py), natively on real games driven
through the engine: every control of the urgent slot is a legal action, in
every phase; every legal action is reachable from the urgent slot or by a
tap on the map; what a tap plays; what the map lights; the battle panel; the
text twin; both languages."""

import html
import json
import random
import re

import pytest

from pyapp import games
from pyapp.core.match import Match
from web import tables
from web.handover import BOTH
from web.session import action_json
from web.tables.base import seat_of, Table
from web.widgets.battle import Army, Fighter, Fire, battle_panel, counter

AHD = games.get("ahd")
TABLE = tables.table_for(AHD)
ACT = re.compile(r'data-do="act" data-arg="(\d+)" data-action="([^"]*)"')
PICK = re.compile(r'data-do="pick" data-arg="([^"]*)"')
PHASES = ("mr", "mv", "bc", "wd", "rf", "fs", "fr", "bp", "pr", "rr", "rc")


def seat_for(m, selected=None, lang="en"):
    role = m.active()[0]
    return seat_of(m, lang, role, BOTH, selected=selected, legal=m.legal(role))


def buttons(markup):
    """(index, action) of every act button."""
    return [(int(i), tuple(json.loads(html.unescape(a)))) for i, a in ACT.findall(markup)]


def tupled(action):
    return tuple(tupled(x) if isinstance(x, list) else x for x in action)


def positions(seed, plies, pick_seed=0):
    """Every position of a random game (the match after each move)."""
    m = Match(AHD, "campaign", {}, seed)
    rnd = random.Random(pick_seed)
    for _ in range(plies):
        active = m.active()
        if not active:
            return
        yield m
        legal = m.legal(active[0])
        # play the game forward, preferring to reach battles: moves over ending early
        weights = [0.2 if a[0] in ("end_moves", "end_march", "pass") else 1.0 for a in legal]
        m.play(active[0], rnd.choices(legal, weights)[0])


def by_phase():
    """The first few positions of each phase, from a few random games (matches
    copied by replaying their moves)."""
    found: dict = {}
    for seed in (5, 11, 23):
        for m in positions(seed, 1500, seed):
            ph = m.state["ph"]
            if len(found.get(ph, [])) < 3:
                copy = Match(AHD, "campaign", {}, seed)
                for move in m.moves:
                    copy.play(move.role, move.action)
                found.setdefault(ph, []).append(copy)
        if all(len(found.get(p, [])) >= 1 for p in PHASES):
            break
    if "fr" not in found:
        # a deadlocked battle is rare in random play: the same battle, deadlocked
        for m in found.get("fs", []) + found.get("rf", []):
            copy = Match(AHD, m.scenario, {}, m.seed)
            copy.state = AHD.copy(m.state)
            copy.state["ph"] = "fr"
            copy.state["b"]["s"] = copy.state["p"]
            if AHD.legal(copy.state, AHD.active(copy.state)[0]):
                found.setdefault("fr", []).append(copy)
    return found


FOUND = by_phase()


def selections(m, view):
    """The picks a player can make: nothing, each box a legal action names,
    each unit that has a movement action (its counter button)."""
    seat = seat_for(m)
    boxes = set()
    for a in seat.legal:
        boxes |= TABLE.mentions(a, view)
    units = sorted(TABLE.unit_actions(seat))
    return [None] + sorted(boxes) + units


def reachable(m, lang="en"):
    """Every action the urgent slot offers or a map tap plays, over every pick."""
    view = AHD.view(m.state, None)
    out = set()
    base = seat_for(m, lang=lang)
    boxes = set()
    for a in base.legal:
        boxes |= TABLE.mentions(a, view)
    for pick in selections(m, view):
        TABLE.unit = None
        seat = seat_for(m, lang=lang)
        if pick is not None:
            seat.selected = TABLE.select(pick, view, seat)
        TABLE.unit_at = None if pick is None else TABLE.unit_at
        markup = TABLE.urgent(view, seat)
        for i, action in buttons(markup):
            assert seat.legal[i] == tupled(action), (pick, i, action)
            out.add(seat.legal[i])
        for box in boxes:
            action = TABLE.tap(box, view, seat)
            if action is not None:
                assert action in seat.legal
                out.add(action)
    return out


def test_every_phase_was_reached():
    assert set(PHASES) <= set(FOUND), sorted(set(PHASES) - set(FOUND))


@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_each_control_of_the_urgent_slot_is_a_legal_action(phase, lang):
    for m in FOUND.get(phase, []):
        view = AHD.view(m.state, None)
        for pick in selections(m, view):
            TABLE.unit = None
            seat = seat_for(m, lang=lang)
            if pick is not None:
                seat.selected = TABLE.select(pick, view, seat)
            markup = TABLE.urgent(view, seat)
            shown = buttons(markup)
            assert shown, (phase, pick)
            for i, action in shown:
                assert seat.legal[i] == tupled(action)
            # every unit pick button names a unit with something to do, or a box
            for arg in PICK.findall(markup):
                assert arg in view["units"] or arg in TABLE.boxes


@pytest.mark.parametrize("phase", PHASES)
def test_every_legal_action_is_reachable_from_the_slot_or_a_tap(phase):
    for m in FOUND.get(phase, []):
        legal = set(seat_for(m).legal)
        missing = legal - reachable(m)
        assert not missing, (phase, sorted(missing)[:5])


def test_every_legal_action_is_reachable_in_random_positions():
    rnd = random.Random(4)
    for seed in (2, 8):
        for m in positions(seed, 700, seed):
            if rnd.random() < 0.08:
                legal = set(seat_for(m).legal)
                assert not legal - reachable(m), (m.state["ph"], sorted(legal - reachable(m))[:5])


def open_march():
    """Union, turn 1: a march opened from Washington (three units)."""
    m = Match(AHD, "campaign", {}, 1)
    m.play("union", ("march", "washington"))
    return m


def test_a_march_preselects_its_first_unit_and_a_tap_moves_it():
    m = open_march()
    view = AHD.view(m.state, None)
    TABLE.unit = None
    seat = seat_for(m)
    first = TABLE.chosen_unit(view, seat)
    assert first == "u1"
    lit = TABLE.highlight(view, seat)
    dests = {a[2] for a in seat.legal if a[:2] == ("move", "u1")}
    assert lit == dests and dests
    dest = sorted(dests)[0]
    assert TABLE.tap(dest, view, seat) == ("move", "u1", dest)
    # the march's units are counter buttons, the first pressed; destinations are buttons too
    markup = TABLE.urgent(view, seat)
    assert 'data-do="pick" data-arg="u1" aria-pressed="true"' in markup
    assert 'data-arg="u2" aria-pressed="false"' in markup
    assert ("end_march",) in {a for _, a in buttons(markup)}
    assert ("end_moves",) in {a for _, a in buttons(markup)}
    assert ("move", "u1", dest) in {a for _, a in buttons(markup)}
    # pick another unit by its counter: its destinations only, the page picks its box
    assert TABLE.select("u2", view, seat) == "washington"
    seat.selected = "washington"
    assert TABLE.chosen_unit(view, seat) == "u2"
    assert TABLE.highlight(view, seat) == {a[2] for a in seat.legal if a[:2] == ("move", "u2")}
    assert 'data-arg="u2" aria-pressed="true"' in TABLE.urgent(view, seat)
    # the old way (the page's pick holds the unit id) works the same
    TABLE.unit = None
    assert TABLE.chosen_unit(view, seat_for(m, selected="u3")) == "u3"


def test_a_tap_elsewhere_picks_the_box_and_never_refuses():
    m = open_march()
    view = AHD.view(m.state, None)
    TABLE.unit = None
    seat = seat_for(m)
    far = "new_orleans"
    assert TABLE.tap(far, view, seat) is None
    assert TABLE.select(far, view, seat) == far
    seat.selected = far
    assert TABLE.select(far, view, seat) is None          # again: unpicked
    # a tap never starts a march
    m = Match(AHD, "campaign", {}, 1)
    view = AHD.view(m.state, None)
    seat = seat_for(m)
    assert ("march", "washington") in seat.legal
    for box in TABLE.boxes:
        action = TABLE.tap(box, view, seat)
        assert action is None or action[0] != "march"
    # with the box picked, its March button leads
    seat.selected = "washington"
    markup = TABLE.urgent(view, seat)
    assert 'class="primary">March from Washington' in markup
    # nothing picked: the boxes that can march, each a button
    seat.selected = None
    marching = {a for _, a in buttons(TABLE.urgent(view, seat)) if a[0] == "march"}
    assert marching == {a for a in seat.legal if a[0] == "march"}


def test_by_sea_only_once_a_unit_is_picked():
    m = Match(AHD, "campaign", {}, 1)
    view = AHD.view(m.state, None)
    TABLE.unit = None
    seat = seat_for(m, selected="washington")
    assert TABLE.chosen_unit(view, seat) is None
    assert TABLE.tap("baltimore", view, seat) is None       # no surprise sea move
    assert "Pick a unit to move it by sea" in TABLE.urgent(view, seat)
    seat.selected = TABLE.select("u1", view, seat)
    assert TABLE.tap("baltimore", view, seat) == ("naval", "u1", "baltimore")
    assert "baltimore" in TABLE.highlight(view, seat)


def test_no_unit_picked_lights_the_boxes_that_can_march():
    m = Match(AHD, "campaign", {}, 1)
    view = AHD.view(m.state, None)
    TABLE.unit = None
    seat = seat_for(m)
    assert TABLE.highlight(view, seat) == {a[1] for a in seat.legal if a[0] == "march"}
    spectator = seat_of(m, "en", None, BOTH)
    assert TABLE.highlight(view, spectator) == set() and TABLE.tap("washington", view, spectator) is None


def test_the_picked_unit_is_let_go_when_the_position_changes():
    m = open_march()
    view = AHD.view(m.state, None)
    seat = seat_for(m)
    TABLE.select("u2", view, seat)
    assert TABLE.chosen_unit(view, seat) == "u2"
    dest = sorted(a[2] for a in seat.legal if a[:2] == ("move", "u2"))[0]
    m.play("union", ("move", "u2", dest))
    view = AHD.view(m.state, None)
    assert TABLE.chosen_unit(view, seat_for(m)) == "u1"


def test_a_tap_plays_the_one_thing_a_lit_box_offers_in_combat():
    for phase, verb in (("bc", "battle"), ("wd", "withdraw"), ("fr", "retreat")):
        for m in FOUND.get(phase, []):
            view = AHD.view(m.state, None)
            seat = seat_for(m)
            for a in seat.legal:
                if a[0] == verb:
                    assert TABLE.tap(a[1], view, seat) == a
                    assert a[1] in TABLE.highlight(view, seat)


def test_the_battle_panel_holds_targets_and_fire():
    for m in FOUND["fs"]:
        view = AHD.view(m.state, None)
        seat = seat_for(m)
        markup = TABLE.urgent(view, seat)
        assert 'class="battle wide-battle"' in markup and "Battle at" in markup
        assert "attacker" in markup and "defender" in markup and "Round" in markup
        acts = {a for _, a in buttons(markup)}
        if ("fire",) in seat.legal:
            assert 'class="primary big fire"' in markup
        elif any(a[0] == "target" for a in seat.legal):
            assert "choose the targets first" in markup and "disabled" in markup
            assert {a for a in seat.legal if a[0] == "target"} <= acts
        es = TABLE.urgent(view, seat_for(m, lang="es"))
        assert "Batalla en" in es and "ataca" in es and "Battle at" not in es
        # nobody chooses here: the panel beside the map, no buttons in it
        other = seat_of(m, "en", None, BOTH)
        side = TABLE.panels(view, other)
        assert "Battle at" in side and 'data-do="act"' not in side and "chooses" in side


def test_battle_widget_shape_and_escaping():
    left = Army("union", "Union · attacker", [Fighter("u1", "inf <u1>", counter("union", "inf", 2, "M"),
                                                      ["damaged"], [Fire("c1", "1–2", "<button>x</button>")])],
                acting=True)
    right = Army("csa", "Confederacy · defender", [Fighter("c1", "inf c1", counter("csa", "cav", 3, "V", entrenched=True),
                                                          [], [Fire("u1", "1", chosen=True)])])
    out = battle_panel("en", "Battle at <X>", ["Round 2"], left, right, main="<button>Fire</button>")
    assert "Battle at &lt;X&gt;" in out and "inf &lt;u1&gt;" in out and "<button>x</button>" in out
    assert out.index("side-union") < out.index("side-csa") and "◎" in out and "choosing" in out
    assert "entrenched" in counter("csa", "cav", 3, entrenched=True)
    assert "ninguna unidad" in battle_panel("es", "B", [], Army("union", "U"), Army("csa", "C"))


@pytest.mark.parametrize("phase", ["pr", "rc", "rf", "bp"])
def test_promotion_recruiting_and_reinforcing_are_buttons(phase):
    verb = {"pr": "promote", "rc": "recruit", "rf": "reinforce", "bp": "promote"}[phase]
    for m in FOUND.get(phase, []):
        view = AHD.view(m.state, None)
        seat = seat_for(m)
        acts = {a for _, a in buttons(TABLE.urgent(view, seat))}
        assert {a for a in seat.legal if a[0] == verb} <= acts
        assert ("pass",) not in seat.legal or ("pass",) in acts


def test_spanish_everywhere_in_the_slot():
    english = re.compile(r">(March from|End movement|End march|Entrench|Fire|Units|Marches left|Tap a)\b")
    for phase, ms in FOUND.items():
        for m in ms:
            view = AHD.view(m.state, None)
            markup = TABLE.urgent(view, seat_for(m, lang="es")) + TABLE.panels(view, seat_for(m, lang="es"))
            assert not english.search(markup), (phase, english.search(markup).group(0))


def test_text_twin_in_words_with_connections_and_every_box():
    m = open_march()
    view = AHD.view(m.state, None)
    seat = seat_for(m)
    twin = TABLE.text_twin(view, seat)
    first, every = twin.split('class="all-boxes"')
    assert "Washington</button> (held by Union" in first
    assert "militia infantry u1, Union, value 2" in first
    assert "Connections — " in first and "rail: " in twin and "river: " in twin and "road: " in twin
    assert first.count("<li>") < len(TABLE.boxes) == every.count("<li>")
    assert every.count('data-do="pick"') == len(TABLE.boxes)
    assert "victory city" in twin and "port" in twin
    assert "Lit: " in first                                 # the lit boxes, each a pick button
    es = TABLE.text_twin(view, seat_for(m, lang="es"))
    assert "(de Unión" in es and "Conexiones — " in es and "ferrocarril: " in es and "Todas las casillas" in es
    assert "infantería miliciana u1, Unión, valor 2" in es


def test_the_base_table_keeps_the_old_pick_and_the_pages_highlight():
    base = Table(AHD)
    seat = seat_of(None, "en", None, BOTH, selected="a")
    assert base.select("a", {}, seat) is None and base.select("b", {}, seat) == "b"
    assert base.highlight({}, seat) is None
