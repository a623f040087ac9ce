"""The log as a wargamer's log (turn headers, moves numbered once, places
that pick the map, rule citations), "since my last turn", the replay's trail
and summary, and the rules dialog: natively, on real A House Divided
matches played with seeded random legal moves."""

import html as html_lib
import random
import re

import pytest

from pyapp import games
from pyapp.core.match import EVERYONE, Match
from web import tables
from web.replay import Replay, annotate, device_role, now_point, since_my_turn
from web.tables import ahd_trail
from web.widgets.log import log_items, log_panel, place_names, turn_items
from web.widgets.rules import MENU, rule_index, rules_button, rules_dialog

AHD = games.get("ahd")


def found(until, n=400):
    """A match (some seed) that reaches ``until``."""
    for seed in range(1, 60):
        m = played(seed, n, pick=seed, until=until)
        if until(m):
            return m
    pytest.skip("no such match found")


def played(seed, n, pick=0, game=AHD, scenario="campaign", until=None):
    m = Match(game, scenario, {}, seed)
    rnd = random.Random(pick)
    while m.ply < n and m.active():
        role = m.active()[0]
        legal = m.legal(role)
        m.play(role, legal[rnd.randrange(len(legal))])
        if until is not None and until(m):
            break
    return m


class Hooked(type(tables.table_for(AHD))):
    """A House Divided's table with the log's hooks (web.tables.ahd_trail), as the page has it."""
    log_heading = staticmethod(ahd_trail.heading)
    log_heading_entry = staticmethod(ahd_trail.heading_entry)


class Plain(type(tables.table_for(AHD))):
    """A table without the log's hooks: the generic headers."""
    log_heading = None
    log_heading_entry = None


@pytest.fixture(scope="module")
def match():
    return played(7, 240, pick=5)


@pytest.fixture(scope="module", params=["plain", "hooked"])
def table(request):
    return Plain(AHD) if request.param == "plain" else Hooked(AHD)


ITEM = re.compile(r'<li class="turn-head"[^>]*><h4>(.*?)</h4></li>|<li (?:value="(\d+)" )?class="([^"]*)"[^>]*>(.*?)</li>')


def items(html):
    """[(kind, number, class, inner)]: kind "head", "move" or "cont"."""
    out = []
    for m in ITEM.finditer(html):
        if m.group(1) is not None:
            out.append(("head", None, "", m.group(1)))
        else:
            kind = "cont" if "cont" in m.group(3) else "move"
            out.append((kind, int(m.group(2)) if m.group(2) else None, m.group(3), m.group(4)))
    return out


def plain(inner):
    return html_lib.unescape(re.sub(r"<[^>]+>", "", inner))


# --- the log -------------------------------------------------------------------------------------

def test_every_move_has_one_number_in_order(match, table):
    for first in (0, 100, match.ply - 60):
        html = turn_items(match, "en", table, first=first)
        numbers = [n for kind, n, _, _ in items(html) if kind == "move"]
        assert numbers == list(range(first + 1, match.ply + 1))


def test_the_default_log_shows_the_last_moves(match, table):
    html = log_panel([], "en", "Log", match=match, table=table)
    numbers = [n for kind, n, _, _ in items(html) if kind == "move"]
    assert numbers[-1] == match.ply and numbers == list(range(numbers[0], match.ply + 1))
    assert 'class="log-scroll"' in html and '<ol class="log"' in html


def test_a_header_each_time_the_half_turn_changes(match, table):
    first = 0
    steps = annotate(match, first, table)
    html = turn_items(match, "en", table, first=first)
    current = None
    heads = 0
    for kind, n, _, inner in items(html):
        if kind == "head":
            current = inner
            heads += 1
        elif kind == "move":
            assert current == steps[n - first - 1].before.head["en"], n   # under its own half's header
    halves = [steps[0].before.key] + [s.before.key for s in steps[1:]]
    changes = 1 + sum(1 for a, b in zip(halves, halves[1:]) if a != b)
    if now_point(match, table).key != halves[-1]:
        changes += 1                               # the new half, nothing in it yet
    assert heads == changes
    first_head = items(html)[0][3]
    assert first_head.startswith("Turn 1 — July 1861")


def test_headers_name_turn_date_and_half_in_both_languages():
    m = played(7, 40, pick=5)
    html_en = turn_items(m, "en", Hooked(AHD), first=0)
    html_es = turn_items(m, "es", Hooked(AHD), first=0)
    assert "Turn 1 — July 1861, Union half" in html_en
    assert "Turn 1 — July 1861, Confederate half" in html_en
    assert "Turn 2 — August 1861, Union half" in html_en
    assert "Turno 1 — julio 1861, mitad de la Unión" in html_es or "Turno 1 — julio de 1861, mitad de la Unión" in html_es
    assert "mitad de la Confederación" in html_es
    # the generic header (no hook) says the same from the view
    assert "Turn 1 — July 1861 · Union" in turn_items(m, "en", Plain(AHD), first=0)


def test_the_hooked_log_replaces_the_engines_turn_lines():
    m = played(7, 120, pick=5)
    hooked = turn_items(m, "en", Hooked(AHD), first=0)
    bare = turn_items(m, "en", Plain(AHD), first=0)
    assert "half-turn" in plain(bare) and "half-turn" not in plain(hooked)
    assert not re.search(r"Turn \d+: ", plain(hooked))
    # nothing else is lost: the other lines are all there, in order
    lines = [e for e in m.log() if not ahd_trail.heading_entry(e)]
    text = plain(hooked)
    pos = 0
    for e in lines:
        pos = text.index(e["en"], pos)


def test_places_are_buttons_that_pick_the_box(match, table):
    names = place_names(table)
    assert names["Washington"] == "washington" and names["Springfield (Ill.)"] in table.boxes
    html = turn_items(match, "en", table, first=0)
    picks = re.findall(r'<button type="button" class="place" data-do="pick" data-arg="([^"]+)">([^<]+)</button>', html)
    assert picks
    for box, name in picks:
        assert table.boxes[box]["name"] == html_lib.unescape(name)
    # every "moves from X to Y" line links both places
    for kind, n, _, inner in items(html):
        for line in inner.split("<br>"):
            m = re.search(r"moves from (.+?) to (.+?)(?: \(jump\))? <button type=\"button\" class=\"rule\"", line)
            if m:
                assert 'class="place"' in m.group(1) and 'class="place"' in m.group(2), line


def test_place_names_fall_back_to_item_names():
    class Named:
        def item_names(self):
            return {"h0101": "Ford", "h0202": "Mill Hill"}
    assert place_names(Named()) == {"Ford": "h0101", "Mill Hill": "h0202"}
    entries = [{"en": "Blue crosses the Ford below Mill Hill.", "es": "x", "rule": "R2", "ply": 3}]
    html = log_items(entries, "en", Named())
    assert 'data-arg="h0101">Ford</button>' in html and 'data-arg="h0202">Mill Hill</button>' in html
    assert 'data-do="rule" data-arg="R2"' in html
    assert place_names(None) == {} and log_items(entries, "en", None).count("<button") == 1


def test_rule_citations_are_kept(match, table):
    html = turn_items(match, "en", table, first=100)
    shown = [e for e in match.log(last=match.ply - 100)
             if e.get("rule") and not (isinstance(table, Hooked) and ahd_trail.heading_entry(e))]
    assert html.count('class="rule" data-do="rule"') == len(shown)


def test_entries_alone_are_grouped_by_move():
    entries = [{"en": "a", "es": "a", "rule": "", "ply": 6}, {"en": "b", "es": "b", "rule": "", "ply": 6},
               {"en": "c", "es": "c", "rule": "", "ply": 8}]
    assert log_items(entries, "en") == '<li value="6">a<br>b</li><li value="8">c</li>'


def test_text_is_escaped():
    class Named:
        boxes = {"x": {"name": "Fort <X>"}}
    html = log_items([{"en": "At Fort <X> & <b>", "es": "", "rule": "", "ply": 1}], "en", Named())
    assert "<b>" not in html and "&lt;b&gt;" in html and 'data-arg="x">Fort &lt;X&gt;</button>' in html


def test_a_hidden_game_never_describes_a_silent_move():
    mini = games.get("mini")
    m = played(3, 60, pick=2, game=mini, scenario="standard")
    html = turn_items(m, "en", tables.table_for(mini), role="blue", first=0)
    numbers = [n for kind, n, _, _ in items(html) if kind == "move"]
    assert numbers == list(range(1, m.ply + 1))
    assert all(s.words is None for s in annotate(m, 0))
    assert "Turn 1" in html


# --- since my last turn -----------------------------------------------------------------------------

def halves(m, table=None):
    """The phasing side of the half each move was made in."""
    return [s.before.phasing for s in annotate(m, m.start_index, table)]


def test_against_the_computer_it_opens_at_the_opponents_first_move():
    # the Union plays the computer: the computer's (CSA) half is over, the Union is to move
    m = found(lambda m: m.ply > 60 and now_point(m).phasing == "union" and halves(m)[-1] == "csa")
    ph = halves(m)
    first = since_my_turn(m, "union")
    assert ph[first - 1] == "union" and ph[first] == "csa"         # right after my half: his first move
    assert all(p == "csa" for p in ph[first:])
    assert m.moves[first].role == "csa"
    # and the device's side is the one the computer does not play
    assert device_role(m, "both", "csa") == "union" and device_role(m, "union") == "union"


def battle_in_other_half(m):
    """A defender's decision in the half of the other side has been made."""
    ph = halves(m)
    return any(mv.role != p for mv, p in zip(m.moves, ph))


def test_defending_in_his_half_does_not_cut_the_stretch():
    # a match where the non-phasing side made a move (a battle's fire, a retreat)
    m = found(battle_in_other_half, 600)
    ph = halves(m)
    i = next(i for i, (mv, p) in enumerate(zip(m.moves, ph)) if mv.role != p)
    defender = m.moves[i].role
    # read as the defender, at that moment: the stretch starts at the attacker's half, not at the fire
    cut = Match(AHD, "campaign", {}, m.seed)
    for mv in m.moves[: i + 1]:
        cut.play(mv.role, mv.action)
    first = since_my_turn(cut, defender)
    cph = halves(cut)
    assert cph[first] != defender and (first == 0 or cph[first - 1] == defender)
    assert first < i
    assert cut.turn_start() > first          # the old "last turn" began mid-half, at the battle


def test_in_my_own_turn_the_stretch_starts_before_it():
    m = found(lambda m: m.ply > 60 and now_point(m).phasing == "union"
              and halves(m)[-1] == "union" and halves(m)[-2] == "union" and "csa" in halves(m))
    ph = halves(m)
    first = since_my_turn(m, "union")
    assert ph[first] == "csa" and ph[first - 1] == "union"
    assert ph[-1] == "union"


def test_hotseat_starts_at_the_half_before_the_current_one():
    m = found(lambda m: m.ply > 80 and halves(m)[-1] != now_point(m).phasing)
    role = device_role(m, "both")
    assert role == now_point(m).phasing
    ph = halves(m)
    first = since_my_turn(m, role)
    other = ph[-1]
    assert other != role and all(p == other for p in ph[first:]) and ph[first - 1] == role
    # the old "last turn" started at the last change of mover, mid-half in a battle or not
    assert m.turn_start() >= first


def test_since_at_the_start_and_without_phasing():
    m = Match(AHD, "campaign", {}, 1)
    assert since_my_turn(m, "union") == 0
    mini = games.get("mini")
    mm = played(3, 30, pick=2, game=mini, scenario="standard")
    assert 0 <= since_my_turn(mm, "blue") <= mm.ply


# --- the trail and the summary -----------------------------------------------------------------------

def test_trail_on_real_positions():
    m = found(lambda m: m.ply > 120 and now_point(m).phasing == "union" and halves(m)[-1] == "csa")
    first = since_my_turn(m, "union")
    before, after = AHD.view(m.position(first), None), AHD.view(m.state, None)
    arrows, changed = ahd_trail.trail(before, after)
    moved = {uid for uid in after["units"] if uid in before["units"]
             and after["units"][uid]["box"] != before["units"][uid]["box"]}
    assert {(before["units"][u]["box"], after["units"][u]["box"], after["units"][u]["side"]) for u in moved} == set(arrows)
    assert len(arrows) == len(set(arrows))
    for box, who in changed.items():
        assert {"u": "union", "c": "csa"}.get(after["owners"].get(box)) == who
        assert before["owners"].get(box) != after["owners"].get(box)
    for box in set(before["owners"]) | set(after["owners"]):
        if before["owners"].get(box) != after["owners"].get(box):
            assert box in changed
    r = Replay(m, first, at=first + 1, since=True)
    assert r.ply == first + 1 and r.move() is m.moves[first]
    assert r.trail(None, m.ply) == (arrows, changed)
    assert r.trail(None, first) == ([], {})


def test_trail_by_hand():
    before = {"units": {"u1": {"box": "a", "side": "union"}, "c1": {"box": "b", "side": "csa"},
                        "c2": {"box": "b", "side": "csa"}},
              "owners": {"a": "u", "b": "c", "d": "c"}}
    after = {"units": {"u1": {"box": "b", "side": "union"}, "c1": {"box": "d", "side": "csa"},
                       "c2": {"box": "d", "side": "csa"}, "u9": {"box": "a", "side": "union"}},
             "owners": {"a": "u", "b": "u"}}
    arrows, changed = ahd_trail.trail(before, after)
    assert arrows == [("b", "d", "csa"), ("a", "b", "union")]
    assert changed == {"b": "union", "d": None}
    assert ahd_trail.fits(before) and not ahd_trail.fits({"pieces": []})
    assert ahd_trail.trail(before, before) == ([], {})


def test_summary_counts_moves_battles_and_boxes():
    m = found(battle_in_other_half, 600)
    table = tables.table_for(AHD)
    first = max(0, m.ply - 40)
    r = Replay(m, first, since=True)
    en = r.summary("en", table, table.item_name)
    es = r.summary("es", table, table.item_name)
    assert en.startswith("Since your last turn: 40 moves")
    assert es.startswith("Desde tu último turno: 40 jugadas")
    assert r.battles(table) >= 1 and re.search(r"[1-9]\d* battles?", en) and "batalla" in es
    arrows, changed = r.trail(table, m.ply)
    for box in changed:
        assert table.item_name(box) in en and table.item_name(box) in es
    assert Replay(m, first).summary("en").startswith("In this stretch")


def test_replay_steps_and_goes_to_a_move(match):
    r = Replay(match, 100, at=101)
    assert r.ply == 101
    r.step("go:150")
    assert r.ply == 150
    r.step("go:5")
    assert r.ply == 100
    r.step("go:x")
    assert r.ply == 100
    r.step("last")
    assert r.at_end and len(r.stretch_log()) == len(match.log(last=match.ply - 100))


def test_the_replays_log_marks_the_current_move(match, table):
    html = turn_items(match, "en", table, first=100, current=120, who=str, upto=160)
    found = items(html)
    numbers = [n for kind, n, _, _ in found if kind == "move"]
    assert numbers == list(range(101, 161))
    cur = [n for kind, n, cls, _ in found if kind == "move" and "current" in cls]
    assert cur == [120]
    assert 'data-do="replay" data-arg="go:130"' in html


def test_annotate_follows_undo_and_new_moves():
    m = played(2, 50, pick=3)
    before = [s.before.key for s in annotate(m, 0)]
    copy = played(2, 50, pick=3)
    # take back what can be, play something else: the cache must not keep the old moves
    while m.moves and m.can_undo(m.moves[-1].role):
        m.undo(m.moves[-1].role)
    role = m.active()[0]
    m.play(role, m.legal(role)[-1])
    steps = annotate(m, 0)
    assert len(steps) == m.ply
    for p, s in enumerate(steps, 1):
        assert s.move is m.moves[p - 1]
    fresh = [AHD.view(m.position(p), None) for p in range(m.ply)]
    assert [s.before.key for s in steps] == [(v["turn"], v["phasing"]) for v in fresh]
    assert before[:10] == [s.before.key for s in annotate(copy, 0)][:10]


# --- the rules dialog ---------------------------------------------------------------------------------

class RulesGame:
    roles = ("union", "csa")

    def rule_index(self):
        return [{"rule": "4", "title": {"en": "Movement", "es": "Movimiento"}, "depth": 0},
                {"rule": "4.2", "title": {"en": "Marches", "es": "Marchas"}, "depth": 1},
                {"rule": "4.2.4", "title": {"en": "Naval invasion", "es": "Invasión naval"}, "depth": 2},
                {"rule": "5", "title": {"en": "Battle", "es": "Batalla"}, "depth": 0}]

    def rule_text(self, rule):
        return AHD.rule_text(rule)


def test_the_rules_menu_lists_the_sections():
    g = RulesGame()
    html = rules_dialog(g, MENU, "en")
    assert 'role="dialog"' in html and 'data-close="rules"' in html
    assert re.findall(r'data-do="rule" data-arg="([\d.]+)"', html) == ["4", "4.2", "4.2.4", "5"]
    assert "depth-2" in html and "Naval invasion" in html
    assert "Invasión naval" in rules_dialog(g, MENU, "es") and ">Reglas<" in rules_dialog(g, MENU, "es")
    assert 'data-arg="menu"' in rules_button(g, "en") and ">Reglas<" in rules_button(g, "es")


def test_a_section_has_previous_next_and_contents():
    g = RulesGame()
    html = rules_dialog(g, "4.2", "en")
    assert 'rel="prev"' in html and 'data-arg="4"' in html
    assert 'rel="next"' in html and 'data-arg="4.2.4"' in html
    assert 'data-arg="menu"' in html and "Contents" in html
    first = rules_dialog(g, "4", "es")
    assert 'rel="prev"' not in first and "Índice" in first and "Cerrar" in first
    last = rules_dialog(g, "5", "en")
    assert 'rel="next"' not in last
    # a cited subsection not in the index opens its nearest parent, and says so
    deep = rules_dialog(g, "5.2.3", "en")
    assert "5.2.3" in deep and 'rel="prev"' in deep


def test_without_an_index_a_citation_still_opens_its_text():
    class Bare:
        def rule_text(self, rule):
            return {"title": {"en": "Movement", "es": "Movimiento"}, "text": {"en": "Move.\nAgain.", "es": "Mueve."}}
    assert rule_index(Bare()) == [] and rules_button(Bare(), "en") == ""
    html = rules_dialog(Bare(), "4", "en")
    assert "<p>Move.</p><p>Again.</p>" in html and "rules-nav" not in html
    assert rules_dialog(Bare(), MENU, "en") == "" and rules_dialog(Bare(), None, "en") == ""
    assert rules_dialog(object(), "4", "en") == ""


def test_the_engines_index_when_present():
    index = rule_index(AHD)
    if not hasattr(AHD, "rule_index"):
        assert index == []
        return
    assert index and all({"rule", "title", "depth"} <= set(e) for e in index)
    html = rules_dialog(AHD, MENU, "es")
    assert html.count('data-do="rule"') >= len(index)


@pytest.mark.parametrize("gid,scenario", [("boc", "sickles"), ("ss", "valley"), ("mini", "standard")])
def test_each_games_summary_speaks_its_own_terms(gid, scenario):
    """Issue 32, item 5: "since your last turn" in the hex games names what
    changes there (blocks eliminated and victory points, units broken,
    pieces on the map), never A House Divided's battles and boxes."""
    game = games.get(gid)
    m = Match(game, scenario, {}, 4)
    rnd = random.Random(4)
    while m.active() and m.ply < 120:
        role = m.active()[0]
        legal = m.legal(role)
        m.play(role, legal[rnd.randrange(len(legal))])
    table = tables.table_for(game)
    r = Replay(m, max(0, m.ply - 60), since=True)
    for lang in ("en", "es"):
        text = r.summary(lang, table, table.item_name)
        assert "box" not in text and "casilla" not in text and "batalla" not in text and "battle" not in text
    en = r.summary("en", table, table.item_name)
    want = {"boc": "victory points", "ss": "victory points", "mini": "piece"}[gid]
    assert want in en, en
