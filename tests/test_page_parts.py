"""The page's pure parts: replay on the match, the hand-over between two
players of a hotseat game that hides things, the table registry, A House
Divided's table (its panels, and the view fields it reads) and Skirmish at
the Ford's (what a tap on the map plays, the urgent slot)."""

import random
import re
from pathlib import Path

import pytest

import hidden_standin
from pyapp import games
from pyapp.core.match import EVERYONE, Match
from web import tables
from web.game_screen import handover as handover_screen
from web.handover import BOTH, Handover, has_secrets
from web.replay import Replay
from web.tables.base import seat_of
from web.widgets.dice import dice_tray
from web.widgets.log import log_panel
from web.widgets.prompt import prompt_line

HANDS = hidden_standin.GAME


def played(game, scenario, seed, n, pick_seed=0):
    m = Match(game, scenario, {}, seed)
    rnd = random.Random(pick_seed)
    for _ in range(n):
        active = m.active()
        if not active:
            break
        legal = m.legal(active[0])
        m.play(active[0], legal[rnd.randrange(len(legal))])
    return m


# --- replay -----------------------------------------------------------------

def test_replay_positions_are_the_matchs():
    ahd = games.get("ahd")
    m = played(ahd, "campaign", 3, 80)
    r = Replay(m, 0)
    assert r.at_start and r.move() is None and r.log() == []
    state = ahd.setup("campaign", {}, 3)
    for ply in range(1, m.ply + 1):
        r.step("next")
        move = m.moves[ply - 1]
        state = ahd.apply(state, move.role, move.action)
        ahd.take_events(state)
        assert r.ply == ply and r.move() is move
        assert ahd.copy(r.state()) == state
        assert [dict(e, ply=ply) for e in move.log] == r.log()
    assert r.at_end
    r.step("first")
    assert r.ply == 0
    r.go(10_000)
    assert r.ply == m.ply


def test_replay_log_reads_only_what_the_reader_may():
    m = Match(HANDS, "std", {}, 5)
    for _ in range(6):
        role = m.active()[0]
        m.play(role, ("draw",))
        m.play(role, ("pass",))
    mine = Replay(m, 0, role="north")
    everyone = Replay(m, 0, role=EVERYONE)
    spectator = Replay(m, 0, role=None)
    for _ in range(m.ply):
        for r in (mine, everyone, spectator):
            r.step("next")
        assert all(e["to"] in (None, "north") for e in mine.log())
        assert all(e["to"] is None for e in spectator.log())
        assert len(everyone.log()) >= len(mine.log()) >= len(spectator.log())
    assert any(e["to"] == "south" for e in m.log())


# --- hand-over ----------------------------------------------------------------

def test_secrets_are_found_from_the_views_or_the_game_flag():
    assert has_secrets(HANDS, played(HANDS, "std", 1, 3).state)
    ahd = games.get("ahd")
    assert not has_secrets(ahd, ahd.setup("campaign", {}, 1))

    class Flagged(hidden_standin.Hands):
        hidden = False
    assert not has_secrets(Flagged(), played(HANDS, "std", 1, 3).state)


def test_hotseat_with_secrets_covers_the_board_at_every_change_of_side():
    m = Match(HANDS, "std", {}, 9)
    h = Handover()
    assert h.pending(m, BOTH) == "north"              # the first player takes the device too
    assert h.view_role(m, BOTH) is None and h.log_role(m, BOTH) is None
    h.take("north")
    assert h.pending(m, BOTH) is None
    assert h.view_role(m, BOTH) == "north" and h.log_role(m, BOTH) == "north"
    m.play("north", ("draw",))
    assert h.pending(m, BOTH) is None                 # same side: no cover
    m.play("north", ("pass",))
    assert h.pending(m, BOTH) == "south"              # the other side: cover, spectator's view only
    assert h.view_role(m, BOTH) is None
    view = HANDS.view(m.state, h.view_role(m, BOTH))
    assert all(isinstance(n, int) for n in view["hands"].values())
    h.take("south")
    assert h.view_role(m, BOTH) == "south"


def test_no_cover_without_secrets_or_with_one_seat():
    ahd = games.get("ahd")
    m = Match(ahd, "campaign", {}, 2)
    h = Handover()
    assert h.pending(m, BOTH) is None
    assert h.view_role(m, BOTH) is None and h.log_role(m, BOTH) is EVERYONE
    hands = Match(HANDS, "std", {}, 2)
    assert h.pending(hands, "south") is None          # by link or against the computer
    assert h.view_role(hands, "south") == "south" and h.log_role(hands, "south") == "south"


def test_the_cover_names_the_next_side_in_both_languages_and_nothing_else():
    class Page:
        lang = "en"
    html = handover_screen(Page, "csa")
    assert "Pass the device to the Confederacy" in html and 'data-do="handover"' in html
    Page.lang = "es"
    assert "Pasa el dispositivo a la Confederación" in handover_screen(Page, "csa")


# --- tables ----------------------------------------------------------------------

def test_registry_is_explicit_and_a_game_without_a_table_gets_none():
    assert tables.TABLES["ahd"] == "web.tables.ahd"
    assert all(name == f"web.tables.{gid}" for gid, name in tables.TABLES.items())
    assert tables.table_for(games.get("ahd")).map_kind == "p2p"
    assert tables.table_for(HANDS) is None


FIELD = re.compile(r"""\bview(?:\[|\.get\()\s*["']([A-Za-z_]\w*)["']""")


@pytest.mark.parametrize("game_id", sorted(tables.TABLES))
def test_a_table_reads_only_declared_view_fields(game_id):
    game = games.get(game_id)
    module = tables.TABLES[game_id].split(".")[-1]
    sources = sorted(Path(tables.__file__).parent.glob(f"{module}*.py"))
    read = {name for path in sources for name in FIELD.findall(path.read_text())}
    assert read, "the test should see the fields the table reads"
    assert read <= set(game.view_fields), sorted(read - set(game.view_fields))


def ahd_in_battle():
    ahd = games.get("ahd")
    m = Match(ahd, "campaign", {}, 5)
    rnd = random.Random(3)
    for _ in range(4000):
        role = m.active()[0]
        legal = m.legal(role)
        if ahd.view(m.state, None)["battle"] and any(a[0] == "target" for a in legal):
            return m, role
        m.play(role, legal[rnd.randrange(len(legal))])
    raise AssertionError("no battle")


def test_ahd_panels_in_both_languages():
    m, role = ahd_in_battle()
    table = tables.table_for(m.game)
    view = m.game.view(m.state, None)
    box = view["battle"]["box"]
    for lang, words in (("en", ("Battle at", "Date", "Units in")), ("es", ("Batalla en", "Fecha", "Unidades en"))):
        seat = seat_of(m, lang, role, BOTH, selected=box, legal=m.legal(role))
        html = table.urgent(view, seat) + table.panels(view, seat)
        for w in words:
            assert w in html
        # the battle, where the side at the device must choose, is in the urgent slot, once
        assert words[0] in table.urgent(view, seat) and words[0] not in table.panels(view, seat)
        assert 'data-do="act"' in table.urgent(view, seat)  # targets are buttons
        twin = table.text_twin(view, seat)
        assert f'data-arg="{box}"' in twin
    # nobody at the device chooses: the battle is shown beside the map, no urgent slot
    seat = seat_of(m, "en", None, BOTH)
    assert table.urgent(view, seat) == "" and "Battle at" in table.panels(view, seat)
    # the text twin lists occupied boxes and boxes whose control changed first, then every box folded
    first, every = table.text_twin(view, seat).split('class="all-boxes"')
    assert first.count("<li>") < len(table.boxes) == every.count("<li>")


def test_ahd_mentions_boxes_directly_and_through_units():
    ahd = games.get("ahd")
    table = tables.table_for(ahd)
    view = ahd.view(ahd.setup("campaign", {}, 1), None)
    uid, unit = next(iter(view["units"].items()))
    assert table.mentions(("move", uid, "richmond"), view) == {unit["box"], "richmond"}
    assert table.mentions(("end_moves",), view) == set()


def test_shared_widgets_escape_and_speak_both_languages():
    text = {"en": "Attack <now>", "es": "Ataca <ya>", "rule": "5.1"}
    line = prompt_line(text, "es", "Unión", mine=True)
    assert "Ataca &lt;ya&gt;" in line and 'data-arg="5.1"' in line and "mine" in line
    tray = dice_tray([3, 6, 9], [{"en": "hit", "es": "impacto"}], "es")
    assert tray.count('class="face"') == 2 and "impacto" in tray
    assert dice_tray([], [], "en") == ""
    log = log_panel([{"en": "x", "es": "y", "rule": "", "ply": 4}], "en", "Log")
    assert '<li value="4">x</li>' in log


def test_a_game_without_a_table_says_so_in_both_languages():
    from web.game_screen import map_side

    class Page:
        lang = "en"

        class session:
            class match:
                game = HANDS
    assert "no table for Hands" in map_side(Page, None, {}, None)
    Page.lang = "es"
    assert "no tiene mesa para Hands" in map_side(Page, None, {}, None)


# --- Skirmish at the Ford's table ---------------------------------------------------

def mini_at(moves, seed=17):
    """Seed 17: Blue b3 (0203) may cross at the ford; after its turn Grey
    holds Ambush and Volley, with b3 in reach (see tests/browser/test_mini.py)."""
    mini = games.get("mini")
    m = Match(mini, "standard", {}, seed)
    for role, action in moves:
        m.play(role, action)
    return m


def mini_seat(m, selected=None, lang="en"):
    role = m.active()[0]
    return seat_of(m, lang, role, BOTH, selected=selected, legal=m.legal(role))


BLUE_TURN = [("blue", ("move", "b3", "0303")), ("blue", ("move", "b3", "0403")), ("blue", ("end",))]


def test_mini_tap_moves_the_picked_piece_attacks_and_fires_the_volley():
    m = mini_at([])
    table = tables.table_for(m.game)
    view = m.game.view(m.state, "blue")
    assert table.tap("0203", view, mini_seat(m)) is None                  # a piece: picked
    assert table.tap("0303", view, mini_seat(m, "0203")) == ("move", "b3", "0303")
    assert table.tap("0403", view, mini_seat(m, "0203")) is None          # not one hex away
    assert table.tap("0203", view, mini_seat(m, "0203")) is None          # again: unpicked
    assert table.tap("0503", view, mini_seat(m)) is None                  # no Volley in hand
    m = mini_at(BLUE_TURN)
    view = m.game.view(m.state, "grey")
    assert table.tap("0403", view, mini_seat(m)) == ("play", "volley", "0403")
    # g3 picked: the same hex is an attack of g3, which comes first
    assert table.tap("0403", view, mini_seat(m, "0503")) == ("move", "g3", "0403")
    spectator = seat_of(m, "en", None, BOTH, legal=[])
    assert table.tap("0403", view, spectator) is None


def test_mini_urgent_slot_says_what_to_tap_and_holds_end_turn_and_the_answer():
    m = mini_at([])
    table = tables.table_for(m.game)
    view = m.game.view(m.state, "blue")
    html = table.urgent(view, mini_seat(m))
    assert "Tap one of your lit pieces" in html and '[&quot;end&quot;]' in html and "Grey plays" in html
    assert "End turn" not in table.panels(view, mini_seat(m))
    assert "Tap a yellow hex" in table.urgent(view, mini_seat(m, "0203"))
    assert "red-ringed" not in table.urgent(view, mini_seat(m, "0203"))   # no attack from there
    across = mini_at([("blue", ("play", "march")), ("blue", ("move", "b3", "0303")), ("blue", ("move", "b3", "0403"))])
    assert "red-ringed" in table.urgent(across.game.view(across.state, "blue"), mini_seat(across, "0403"))
    assert "una de tus piezas" in table.urgent(view, mini_seat(m, lang="es"))
    m = mini_at(BLUE_TURN)
    html = table.urgent(m.game.view(m.state, "grey"), mini_seat(m))
    assert "crosshairs" in html and 'class="primary"' not in html         # moves left: End turn not the main one
    m = mini_at(BLUE_TURN + [("grey", ("move", "g3", "0403"))])           # Grey attacks: Blue answers
    view = m.game.view(m.state, "blue")
    html = table.urgent(view, mini_seat(m))
    assert "You are attacked" in html and "No reaction" in html and "End turn" not in html
    assert 'class="combat"' not in table.panels(view, mini_seat(m))      # not twice
    m.play("blue", ("pass",))
    seat = mini_seat(m)
    seat.last_rolled, seat.last_log = True, m.log(last=1, role="grey")
    html = table.urgent(m.game.view(m.state, "grey"), seat)
    assert 'class="die"' in html and "End turn" in html
