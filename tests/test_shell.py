"""The page's shell, natively: the toast, the saves list (a Delete that asks,
Spanish labels), the folded list of every action, the map's toggles and
legend hook, and the page's words in both languages (issue 12, items 2, 6,
7, 9, 10). The browser half is tests/browser/test_shell.py."""

import re
from pathlib import Path

import pytest

from pyapp import games
from pyapp.core import Illegal
from pyapp.core.match import Match
from web import game_screen, screens
from web.saves import MemoryStorage, SaveError, Saves
from web.session import Session
from web.text import TEXT, t

WEB = Path(__file__).resolve().parents[1] / "web"


class Page:
    """The little of ``web.app.App`` the screens read."""

    def __init__(self, lang="en", session=None):
        self.lang = lang
        self.message, self.message_kind, self.message_action = "", "info", None
        self.session = session or Session(Saves(MemoryStorage()), "https://example.org/")
        self.confirm_delete = None
        self.actions_open = False
        self.selected = None
        self.show_moves = True
        self.screen = "saves"
        self.seat = "both"

    def snapshot(self):
        return None

    def action_fits(self, action, view=None):
        return True


# --- the toast -------------------------------------------------------------------------

def test_the_toast_is_a_status_or_an_alert_with_a_dismiss_and_an_optional_action():
    page = Page()
    assert screens.message(page) == ""
    page.message = "Link copied <x>"
    html = screens.message(page)
    assert 'role="status"' in html and "&lt;x&gt;" in html
    assert 'data-do="dismiss"' in html and 'aria-label="Dismiss"' in html
    page.message_kind = "error"
    assert 'role="alert"' in screens.message(page)
    page.message_kind, page.message_action = "info", ("undelete", "auto-x", "Undo")
    html = screens.message(page)
    assert 'data-do="undelete" data-arg="auto-x"' in html and ">Undo<" in html
    page.lang = "es"
    assert 'aria-label="Descartar"' in screens.message(page)


def test_the_toast_lives_outside_the_redrawn_screen_and_is_fixed():
    app = (WEB / "app.py").read_text()
    assert 'id="toasts"' in app and "self.screen_el.innerHTML" in app
    assert "self.root.innerHTML = \"\".join(parts)" not in app
    if not (WEB / "app.css").exists():
        pytest.skip("the stylesheet is not in the app's zip (this run is inside Pyodide)")
    css = (WEB / "app.css").read_text()
    rule = re.search(r"\.toasts \{[^}]*\}", css).group(0)
    assert "position: fixed" in rule


# --- saves -------------------------------------------------------------------------------

def saved_page(lang="en"):
    s = Session(Saves(MemoryStorage()), "")
    s.new_game("ahd", "campaign", {}, 8)
    return Page(lang, s), s


def test_delete_asks_in_its_row_first():
    page, s = saved_page()
    slot = s.slot
    html = screens.saves(page)
    assert f'data-do="delete" data-arg="{slot}"' in html and "delete_yes" not in html
    page.confirm_delete = slot
    html = screens.saves(page)
    assert 'class="confirm"' in html and f'data-do="delete_yes" data-arg="{slot}"' in html
    assert f'data-do="delete_no" data-arg="{slot}" id="delete-no"' in html
    assert "Delete “A House Divided (Campaign game (40 turns))”?" in html
    page.lang = "es"
    assert "¿Borrar «A House Divided (Campaña (40 turnos))»?" in screens.saves(page)


def test_saves_list_in_spanish_with_older_records_too():
    page, s = saved_page("es")
    html = screens.saves(page)
    assert "Campaña (40 turnos)" in html and "julio 1861" in html
    assert "July" not in html and "campaign," not in html and "game 8" not in html
    # an older record: no Spanish label; its scenario is still said in Spanish
    record = dict(s.saves.get(s.slot))
    record.pop("label_es")
    assert screens.save_label(record, "es") == "July 1861"
    assert screens.save_label(dict(record, label="move 7"), "es") == "jugada 7"
    assert screens.scenario_name(games.get("ahd"), "campaign", "es") == "Campaña (40 turnos)"
    assert screens.save_name(dict(record, name="My game"), "es") == "My game"
    page.lang = "en"
    html = screens.saves(page)
    assert "Campaign game (40 turns)" in html and "July 1861" in html


def test_start_screen_continue_in_spanish():
    page, s = saved_page("es")
    html = screens.start(page, None)
    assert "Continuar: A House Divided (Campaña (40 turnos)) — julio 1861" in html


def test_a_storage_failure_on_the_saves_screen_is_said_in_spanish():
    class Refuses(MemoryStorage):
        def keys(self):
            raise RuntimeError("SecurityError")
    page = Page("es", Session(Saves(Refuses()), ""))
    assert "El navegador no dejó ver las partidas guardadas" in screens.saves(page)


# --- the game screen -----------------------------------------------------------------------

def test_every_action_folded_under_the_panels():
    m = Match(games.get("ahd"), "campaign", {}, 8)
    page = Page()
    legal = m.legal("union")
    html = game_screen.actions(page, m, "union", None, {})
    assert html.startswith('<details class="all-actions" id="all-actions">')
    assert f"<summary>All actions ({len(legal)})</summary>" in html
    assert html.count('data-do="act"') == len(legal)
    assert "<details class=\"all-actions\" id=\"all-actions\" open>" in game_screen.actions(page, m, "union", None, {}, opened=True)
    page.actions_open = True
    assert " open>" in game_screen.actions(page, m, "union", None, {})
    page.lang = "es"
    assert f"Todas las acciones ({len(legal)})" in game_screen.actions(page, m, "union", None, {})
    # hiding the highlights never hides an action
    page.show_moves = False
    assert game_screen.actions(page, m, "union", None, {}).count('data-do="act"') == len(legal)
    assert game_screen.actions(page, m, None, None, {}) == ""


class Map:
    def __init__(self, **layers):
        self.__dict__.update(layers)


class Table:
    def __init__(self, map_, legend=None):
        self.map = map_
        if legend:
            self.legend = legend


def test_map_toggles_and_the_legend_hook():
    page = Page()
    html = game_screen.map_tools(page, Table(Map()))
    assert ">Hide highlights</button>" in html and "data-arg=\"units\"" not in html
    html = game_screen.map_tools(page, Table(Map(show_units=True, show_marks=False)))
    assert 'data-do="layer" data-arg="units" aria-pressed="true">Counters<' in html
    assert 'data-do="layer" data-arg="marks" aria-pressed="false">Markers<' in html
    page.show_moves, page.lang = False, "es"
    html = game_screen.map_tools(page, Table(Map(show_units=True, show_marks=True)))
    assert ">Mostrar resaltados</button>" in html and ">Fichas<" in html and ">Marcadores<" in html
    assert game_screen.legend(page, Table(Map())) == ""
    assert game_screen.legend(page, Table(Map(), legend=lambda lang: f"<p>{lang}</p>")) == \
        '<div class="legend-slot"><p>es</p></div>'


def test_skip_links_in_both_languages():
    page = Page()
    assert "Skip to the map" in screens.skip_links(page) and "Skip to the controls" in screens.skip_links(page)
    page.lang = "es"
    assert "Saltar al mapa" in screens.skip_links(page)


# --- words -------------------------------------------------------------------------------

def test_every_page_word_is_in_both_languages():
    assert set(TEXT["en"]) == set(TEXT["es"])
    for key, en in TEXT["en"].items():
        es = TEXT["es"][key]
        assert re.findall(r"\{\w*\}", en) == re.findall(r"\{\w*\}", es), key
    assert t("es", "to_act") == ""                       # Spanish may say nothing
    assert t("es", "characters").format(n=53) == "(53 caracteres)"
    assert t("en", "characters").format(n=53) == "(53 characters)"
    assert "hide_moves" not in TEXT["en"]                # the old toggle that hid every action


def test_refusals_carry_their_spanish():
    exc = Illegal("infantry may not change line type during a march", "4", es="la infantería no puede cambiar de tipo de línea durante una marcha")
    assert exc.text("es").endswith("(4)") and exc.text("es").startswith("la infantería")
    err = SaveError("x", "y")
    assert err.text("es") == "y" and err.text("en") == "x"


def test_the_page_says_refusals_through_text_lang():
    """on_click and the other handlers flash ``exc.text(lang)`` (App.say)."""
    app = (WEB / "app.py").read_text()
    assert "def say(self, exc)" in app
    assert "self.flash(str(exc)" not in app.split("def tapped")[0]
    commands = (WEB / "commands.py").read_text()
    assert "characters)" not in commands and "set_pref(\"moves\"" not in commands


def test_a_save_under_other_rules_offers_its_build_only_while_it_is_held():
    s = Session(Saves(MemoryStorage()), "https://example.org/", build="0123456789ab")
    s.new_game("ahd", "campaign", {}, 8)
    record = dict(s.saves.get(s.slot), rules="0.9")
    s.saves.put(s.slot, record)
    page = Page("en", s)
    html = screens.saves(page)                       # not known yet: offered
    assert 'href="https://example.org/v/0123456789ab/index.html?nosw&amp;nosnapshot#' in html
    assert 'data-do="load"' not in html and "rules version 0.9" in html
    page.stored_builds = {"0123456789ab"}
    assert "v/0123456789ab/" in screens.saves(page)
    page.stored_builds = set()                       # gone from this browser: export it
    html = screens.saves(page)
    assert "v/0123456789ab/" not in html and "no longer in this browser" in html
    assert 'data-do="export_one"' in html
