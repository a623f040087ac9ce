"""Stonewall's Sword's table natively (web/tables/ss.py, no browser): over a
random game turn of The Valley of Vengeance every legal action has a button
(or a unit's pick button, then one), no two buttons read the same in either
language, the cup is shown by its count only, the Command Decision Phase
does not show an empty cup as "0 chits", held Event chits are named to
their owner only under the secret events option, and a tap on a lit hex
moves the picked unit, which stays picked at its new hex."""

from __future__ import annotations

import html
import json
import random
import re

from pyapp.core.match import Match
from pyapp.games.ss import data as D
from pyapp.games.ss import model as M
from pyapp.games.ss.rules import GAME
from web.tables import ss as S
from web.tables.base import seat_of


def seat_for(m, role, lang="en"):
    return seat_of(m, lang, role, "both", legal=m.legal(role))


def html_of(tb, view, seat):
    return tb.urgent(view, seat) + tb.panels(view, seat) + tb.text_twin(view, seat)


def play_turn(options, seed, check):
    m = Match(GAME, "valley", options, seed)
    tb = S.make(GAME)
    rnd = random.Random(seed)
    start = m.state["turn"]
    n = 0
    while m.active() and m.state["turn"] == start:
        assert n < 600
        role = m.active()[0]
        check(m, tb, role)
        legal = m.legal(role)
        pick = [a for a in legal if a[0] not in ("pass", "done", "halt")] or legal
        m.play(role, rnd.choice(legal if rnd.random() < 0.3 else pick))
        n += 1
    return m


def twin_shown(a, legal, shown, view):
    """Whether ``a`` plays one of two identical copies of a chit (the Union's
    two Confident chits) whose other copy's button stands for both."""
    names = view.get("names") or {}
    chit = names.get(a[1]) if len(a) > 1 else None
    if not chit or chit[-2:] not in ("-a", "-b"):
        return False
    other = chit[:-1] + ("b" if chit.endswith("a") else "a")
    for i, b in enumerate(legal):
        if i in shown and b[0] == a[0] and len(b) == len(a) and names.get(b[1]) == other and b[2:] == a[2:]:
            return True
    return False


def test_every_decision_has_a_button_with_its_own_words():
    def check(m, tb, role):
        view = GAME.view(m.state, role)
        for lang in ("en", "es"):
            seat = seat_for(m, role, lang)
            html = html_of(tb, view, seat)
            labels = re.findall(r'data-do="act"[^>]*>([^<]*)<', tb.urgent(view, seat))
            assert len(labels) == len(set(labels)), [x for x in labels if labels.count(x) > 1]
            shown = {int(x) for x in re.findall(r'data-do="act" data-arg="(\d+)"', html)}
            picks = set(re.findall(r'data-do="pick" data-arg="([^"]+)"', html))
            missing = [a for i, a in enumerate(seat.legal) if i not in shown and S.actor(a) not in picks
                       and not twin_shown(a, seat.legal, shown, view)]
            assert not missing, (view["step"], missing[:4])
            for uid in picks & set(D.UNITS):           # a pick button shows that unit's own buttons
                tb.select(uid, view, seat)
                assert tb.picked(seat) == uid
                mine = {i for i, a in enumerate(seat.legal) if S.actor(a) == uid}
                got = {int(x) for x in re.findall(r'data-do="act" data-arg="(\d+)"', tb.urgent(view, seat))}
                assert mine <= got
                tb.unit = None
                break
    for seed in (1, 2):
        play_turn({}, seed, check)


def test_two_identical_chits_make_one_button_and_spanish_names_both_sides():
    """Issue 32: the Union's two Confident chits are one choice ("Main chit:
    Confident", no "copy A"); an order's article agrees with it; the status
    names both sides in Spanish."""
    pairs = [(("main", "E.usa.1"), "Main chit: Confident"), (("main", "E.usa.2"), "Main chit: Confident"),
             (("main", "E.usa.3"), "Main chit: Quick March")]
    names = {"E.usa.1": "u-confident-a", "E.usa.2": "u-confident-b", "E.usa.3": "u-quick-march"}
    out = S.unique_labels(pairs, "en", names)
    assert [label for _, label in out] == ["Main chit: Confident", "Main chit: Quick March"]
    m = Match(GAME, "valley", {}, 3)
    lines = []
    for _ in range(400):
        if not m.active():
            break
        role = m.active()[0]
        m.play(role, m.legal(role)[0])
        lines += [e["en"] for e in m.log()[-5:]]
    assert not [x for x in lines if " a Attack" in x or " a Order" in x]
    tb = S.make(GAME)
    html = tb.panels(GAME.view(m.state, "usa"), seat_for(m, "usa", "es"))
    assert "Unión" in html and "· CSA" not in html


def test_the_cup_shows_a_count_never_its_chits():
    seen_command = []

    def check(m, tb, role):
        view = GAME.view(m.state, role)
        seat = seat_for(m, role)
        strip = tb.status_line(view, "en")
        if view["phase"] == "command":
            seen_command.append(strip)
            assert "0 chits" not in strip and "filled at the end of this phase" in strip
        elif view["cup"]["size"]:
            assert f"{view['cup']['size']} chit" in strip
        # no name of a chit in the cup appears that the page would not show anyway
        html = html_of(tb, view, seat)
        in_cup = [M.chit_of(m.state, c) for c in m.state["cup"]]
        out = {D.CHITS[M.chit_of(m.state, h)]["name"]["en"] for h in view["names"]}
        for c in in_cup:
            name = D.CHITS[c]["name"]["en"]
            if D.CHITS[c]["kind"] == "event" and name not in out:
                assert name not in html, name     # an event in the cup is never named (8.3)
    play_turn({}, 3, check)
    assert seen_command


def test_held_events_are_named_to_their_owner_only():
    hidden = []

    def check(m, tb, role):
        st = m.state
        for side in ("usa", "csa"):
            enemy = "csa" if side == "usa" else "usa"
            held = [M.chit_of(st, c) for c in st["held"][side] if M.is_ev(c) and c not in st["seen"]]
            if not held:
                continue
            view = GAME.view(st, enemy)
            panel = tb.panels(view, seat_for(m, enemy))
            assert f"{len(held)} face down" in panel, panel
            own = tb.panels(GAME.view(st, side), seat_for(m, side))
            for c in held:
                assert D.CHITS[c]["name"]["en"] in own
            hidden.append(side)
    options = {k: k == "secret_events" for k in GAME.options}
    for seed in (4, 5, 6):
        play_turn(options, seed, check)
    assert hidden, "no event was ever held"


def test_a_tap_moves_the_picked_unit_which_stays_picked_at_its_new_hex():
    m = Match(GAME, "valley", {}, 7)
    tb = S.make(GAME)
    for _ in range(400):
        role = m.active()[0]
        legal = m.legal(role)
        steps = [a for a in legal if a[0] == "step"]
        if steps and not any(a[0] == "halt" for a in legal):
            break
        pick = [a for a in legal if a[0] not in ("pass", "done", "halt", "flip", "battery")] or legal
        m.play(role, ("done",) if ("done",) in legal and legal[0][0] == "fire" else pick[0])
    else:
        raise AssertionError("no movement step")
    uid, dest = steps[0][1], steps[0][2]
    view = GAME.view(m.state, role)
    seat = seat_for(m, role)
    src = m.state["pos"][uid]
    for _ in range(6):                           # a stack: each tap picks the next unit
        if tb.tap(src, view, seat) is None:
            seat.selected = tb.select(src, view, seat)
        if tb.picked(seat) == uid:
            break
    assert tb.picked(seat) == uid
    assert dest in tb.highlight(view, seat)
    action = tb.tap(dest, view, seat)
    assert action == ("step", uid, dest)
    m.play(role, action)
    assert m.state["pos"][uid] == dest
    seat = seat_of(m, "en", role, "both", selected=src, legal=m.legal(role))
    view = GAME.view(m.state, role)
    if any(S.actor(a) == uid for a in seat.legal):
        assert tb.picked(seat) == uid
        assert dest in tb.highlight(view, seat)
        assert f"Picked: <b>{D.UNITS[uid]['label']} ({dest}" in tb.urgent(view, seat)
        # issue 32, item 8: a tap on the hex it came from is asked, not taken
        back = ("step", uid, src)
        assert back in seat.legal
        assert tb.tap(src, view, seat) is None
        out = tb.urgent(view, seat)
        assert "this tap could mean" in out and 'data-do="unselect"' in out
        assert json.dumps(list(back)) in html.unescape(out)


def test_a_tap_on_a_counter_picks_its_brigade():
    m = Match(GAME, "valley", {}, 11)
    tb = S.make(GAME)
    for _ in range(400):
        role = m.active()[0]
        legal = m.legal(role)
        if legal[0][0] == "brigade":
            break
        pick = [a for a in legal if a[0] not in ("pass", "done", "halt", "battery")] or legal
        m.play(role, pick[0])
    else:
        raise AssertionError("no brigade to pick")
    view = GAME.view(m.state, role)
    seat = seat_for(m, role)
    for a in legal:
        here = [u["hex"] for u in view["units"] if D.UNITS[u["id"]]["brigade"] == a[1]]
        alone = [h for h in here if {D.UNITS[u["id"]]["brigade"] for u in view["units"] if u["hex"] == h} == {a[1]}]
        assert set(here) <= tb.highlight(view, seat)
        if alone:
            assert tb.tap(alone[0], view, seat) == a


# -- close combat (14.1-14.2) in the combat panel; a pick is the picker's own --------------------------------

def after_move(m, role, lang="en"):
    """The seat as the page builds it after a move (web/app.py, table_seat)."""
    return seat_of(m, lang, role, "both", legal=m.legal(role) if role else [],
                last_log=m.log(last=1), last_rolled=bool(m.moves) and m.moves[-1].rolled and bool(m.moves[-1].log))


def close_combat_match():
    """The Valley of Vengeance, turn 7: Geary's 5 OH in 1812 next to 48 VA in 1813, 29 OH behind it;
    the Close Combat step of Geary's Attack opens (14.1)."""
    from pyapp.games.ss import close as CC
    from pyapp.games.ss.rules import FLOW
    from tests.ss.position import blank, put
    st = blank("valley", 7)
    put(st, "u-5-oh", "1812")
    put(st, "u-29-oh", "1811")
    put(st, "c-48-va", "1813")
    assert CC.begin(GAME, st, "usa", "brigade", ["u-5-oh", "u-29-oh"], "geary")
    FLOW.settle(GAME, st)
    return Match(GAME, "valley", {}, 1, start=st, start_index=1)


def test_the_close_combat_panel_from_the_declaration_to_the_result():
    m = close_combat_match()
    tb = S.make(GAME)
    assert ("assault", "u-5-oh", "1813") in m.legal("usa")
    for lang, words in (("en", "No assault declared yet."), ("es", "Aún no se ha declarado ningún asalto.")):
        panel = tb.combat_panel(GAME.view(m.state, "usa"), after_move(m, "usa", lang))
        assert words in panel and "14.2" in panel
    m.play("usa", ("assault", "u-5-oh", "1813"))
    assert m.active() == ["csa"]                          # every able unit declared: Defensive Fire (14.2a)
    panel = tb.combat_panel(GAME.view(m.state, "csa"), after_move(m, "csa"))
    assert "Close combat · 1813" in panel and "Assaults declared: 5 OH → 1813" in panel
    m.play("csa", ("done",))                              # Defensive Fire ended: the assault is resolved
    while m.active() and ("done",) not in m.legal(m.active()[0]) and not m.moves[-1].rolled:
        m.play(m.active()[0], m.legal(m.active()[0])[0])
    seat = after_move(m, (m.active() or [None])[0])
    panel = tb.combat_panel(GAME.view(m.state, seat.role or "usa"), seat)
    assert "5 OH assault 1813 from 1812 on column" in panel and "Lead Unit 48 VA" in panel, panel
    assert "Cohesion Test for 48 VA" in panel
    dice = [d["die"] for d in GAME.view(m.state, "usa")["last_roll"]]
    assert f'aria-label="{", ".join(map(str, dice))}"' in panel   # nothing else rolled: the dice are shown


def test_the_dice_are_shown_unless_the_move_rolled_for_something_else():
    tb = S.make(GAME)
    m = Match(GAME, "valley", {}, 11)
    fire = {"en": "28 NY fires at 1513 on column C: roll 22, Lead Unit 1 VA CR 1: no effect.",
            "es": "28 NY dispara a 1513 en la columna C: tirada 22, Unidad Principal 1 VA VC 1: sin efecto.",
            "rule": "12.3"}
    back = {"en": "Augur goes back in the cup.", "es": "Augur vuelve al recipiente.", "rule": "10.7"}
    drawn = {"en": "Drawn: Banks (Union).", "es": "Sale: Banks (Unión).", "rule": "10.3"}
    fog = {"en": "Fog of War roll 3: Union Uncontrolled Retreat.", "es": "Tirada de Niebla de Guerra 3: ...",
           "rule": "10.5b"}
    view = {"flow": [], "units": [], "last_roll": [{"side": "usa", "die": 2}, {"side": "usa", "die": 2}]}
    for lines, faces in (([fire], True), ([fire, back, drawn], True), ([fire, back, {**fog}], False)):
        if not faces:
            view = dict(view, last_roll=view["last_roll"] + [{"side": "usa", "die": 3}])
        seat = seat_of(m, "en", "usa", "both", last_log=lines, last_rolled=True)
        panel = tb.combat_panel(view, seat)
        assert panel.startswith('<section class="ss-combat" aria-label="Fire combat">') and "roll 22" in panel
        assert ('aria-label="2, 2"' in panel) is faces and ('class="faces"' in panel) is faces, (lines, panel)
        assert "Fog of War" not in panel and "cup" not in panel


def test_a_unit_picked_by_one_side_is_not_picked_for_the_other():
    m = close_combat_match()
    tb = S.make(GAME)
    usa = seat_of(m, "en", "usa", "both",
               legal=[("step", "u-5-oh", "1711"), ("step", "u-29-oh", "1711"), ("done",)])
    tb.select("u-5-oh", GAME.view(m.state, "usa"), usa)
    assert tb.picked(usa) == "u-5-oh"
    # the device goes to the Confederate player, whose legal actions name 5 OH too (a Fog of War move, 10.5b)
    csa = seat_of(m, "en", "csa", "both",
               legal=[("fog", "u-5-oh", "1811"), ("fog", "u-29-oh", "1810"), ("pass",)])
    assert tb.picked(csa) is None
    assert "Picked" not in tb.urgent(GAME.view(m.state, "csa"), csa)
    tb.select("u-5-oh", GAME.view(m.state, "csa"), csa)
    assert tb.picked(csa) == "u-5-oh"


def test_the_fog_of_war_tip_says_the_prompts_way():
    """Issue 32, item 8: an Uncontrolled Advance moves the enemy unit toward
    your units, a Retreat away: the panel's tip says what the prompt says."""
    m = Match(GAME, "valley", {}, 3)
    tb = S.make(GAME)
    for what, way in (("uncontrolled_advance", "toward"), ("uncontrolled_retreat", "away")):
        st = GAME.copy(m.state)
        st["flow"].append({"step": "fog", "who": "csa", "what": what, "side": "usa"})
        view = GAME.view(st, "csa")
        seat = seat_of(m, "en", "csa", "both", legal=[("pass",)])
        tip = re.search(r"<p class=\"tip\">([^<]*)<", html_of(tb, view, seat)).group(1)
        assert way in tip and way in GAME.prompt(st, "csa")["en"], (what, tip)


def test_fortunes_of_war_asks_for_the_brigade_that_does_nothing():
    """Issue 32, item 8: when Fortunes of War cancels a chit the panel asks,
    as the prompt does, for the brigade marked Activated that does nothing,
    not for "the brigade that activates"."""
    m = Match(GAME, "valley", {}, 3)
    tb = S.make(GAME)
    st = GAME.copy(m.state)
    brigades = sorted(D.BRIGADES)[:2]
    st["flow"].append({"step": "pick", "who": "usa", "cands": brigades, "why": "cancelled"})
    view = GAME.view(st, "usa")
    seat = seat_of(m, "en", "usa", "both", legal=[("brigade", b) for b in brigades])
    tip = re.search(r"<p class=\"tip\">([^<]*)<", html_of(tb, view, seat)).group(1)
    assert "does nothing" in tip and "does nothing" in GAME.prompt(st, "usa")["en"]
    assert "that activates now" not in tip


def test_a_picked_unit_shows_the_column_and_odds_of_each_fire_it_may_make():
    """Issue 32, item 10: before a unit fires (a tap on a target fires it at
    once when no other unit can join), the panel names each target's CRT
    column, its shifts and the rolls of 36 giving each grade."""
    for seed in range(4):
        m = Match(GAME, "valley", {}, seed)
        rnd = random.Random(seed)
        while m.active() and m.ply < 900:
            role = m.active()[0]
            legal = m.legal(role)
            top = GAME.flow.top(m.state)
            fires = [a for a in legal if a[0] == "fire"]
            if top["step"] == "fire" and fires and not top.get("pending"):
                tb = S.make(GAME)
                view = GAME.view(m.state, role)
                unit = fires[0][1]
                seat = seat_of(m, "en", role, "both", legal=legal, selected=m.state["pos"][unit])
                tb.select(m.state["pos"][unit], view, seat)
                if tb.picked(seat) == unit:
                    out = tb.urgent(view, seat)
                    assert 'class="ss-odds"' in out and f"{fires[0][2]}: column " in out
                    assert re.search(r"Routine \d+, no effect \d+ in 36", out)
                    seat_es = seat_of(m, "es", role, "both", legal=legal, selected=m.state["pos"][unit])
                    assert "columna" in tb.urgent(view, seat_es)
                    return
            m.play(role, rnd.choice(legal))
    raise AssertionError("no fire to look at")
