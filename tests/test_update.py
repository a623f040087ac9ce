"""Updates that lose nothing (web/update.py): which saved games a new build
cannot open, which old builds stay stored for them, the offer's words, and the
address that opens a game in the build that saved it. (build.py's rules map:
tests/test_dist.py, which runs natively only.)"""

import pytest

from web import update


class Game:
    def __init__(self, version):
        self.rules_version = version


class Registry:
    """A stand-in for pyapp.games: two games at fixed rules versions."""

    def __init__(self, **versions):
        self.versions = versions

    def ids(self, hidden=False):
        return list(self.versions)

    def get(self, gid):
        return Game(self.versions[gid])


GAMES = Registry(ahd="2", mini="1")
B1, B2, B3 = "aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc"


def rec(name, game="ahd", rules="2", build=B1, link="AbC-_1", **more):
    r = {"slot": name.lower(), "name": name, "game": game, "link": link, "ply": 3,
         "saved_at": "2026-01-01T00:00:00Z", **more}
    if rules is not None:
        r["rules"] = rules
    if build is not None:
        r["build"] = build
    return r


def test_rules_of_reads_every_game_hidden_too():
    assert update.rules_of(GAMES) == {"ahd": "2", "mini": "1"}
    from pyapp import games
    real = update.rules_of()
    assert set(real) == set(games.ids(hidden=True))
    assert real["ahd"] == games.get("ahd").rules_version


def test_record_rules_field_first_then_current_version():
    assert update.record_rules(rec("A", rules="1"), GAMES) == "1"
    # no "rules" and a link that tells nothing: made under the present version
    assert update.record_rules(rec("A", rules=None, link="not a link"), GAMES) == "2"
    assert update.record_rules(rec("A", game="zzz", rules=None), GAMES) is None
    assert update.record_rules({"slot": "x", "damaged": "broken"}, GAMES) is None
    assert update.record_rules("nonsense", GAMES) is None


def test_record_rules_reads_the_link_when_peek_exists():
    from pyapp.core import link
    if not hasattr(link, "peek"):
        pytest.skip("pyapp.core.link.peek has not landed yet")
    from pyapp import games
    from web.session import Session
    from web.saves import MemoryStorage, Saves
    s = Session(Saves(MemoryStorage()), "http://x/")
    s.new_game("ahd", None, {}, 7)
    text = link.encode(s.match, "whole")
    r = {"slot": "s", "name": "n", "game": "ahd", "link": text}
    assert update.record_rules(r) == games.get("ahd").rules_version


def test_left_behind_lists_what_the_new_rules_cannot_open():
    records = [rec("Old", rules="2"), rec("Mini", game="mini", rules="1"),
               {"slot": "bad", "name": "bad", "damaged": "unreadable"}]
    assert update.left_behind(records, {"ahd": "2", "mini": "1"}, GAMES) == []
    left = update.left_behind(records, {"ahd": "3", "mini": "1"}, GAMES)
    assert [r["name"] for r in left] == ["Old"]
    # a game the new build does not play at all is left behind too
    assert [r["name"] for r in update.left_behind(records, {"ahd": "2"}, GAMES)] == ["Mini"]


def test_needed_builds_are_the_builds_of_games_the_current_rules_cannot_open():
    records = [rec("Made by 1", rules="1", build=B1), rec("Also 1", rules="1", build=B1),
               rec("Made by 2", rules="2", build=B2), rec("Here", rules="3", build=B3),
               rec("No build", rules="1", build=None), rec("Bad build", rules="1", build="../x")]
    assert update.needed_builds(records, {"ahd": "3", "mini": "1"}, B3, games=GAMES) == [B1, B2]
    # its own build is never in its list
    assert update.needed_builds(records, {"ahd": "1"}, B1, games=GAMES) == [B2, B3]
    assert update.needed_builds([], {"ahd": "3"}, B3, games=GAMES) == []


def test_needed_builds_for_a_new_build_credits_the_page_with_records_naming_none():
    # records from before they named their build, openable by the running build (ahd 2)
    records = [rec("Old kind", rules=None, build=None, link="x"),
               rec("Older rules", rules="1", build=None)]
    assert update.needed_builds(records, {"ahd": "3"}, B2, default_build=B1, games=GAMES) == [B1]
    assert update.needed_builds(records, {"ahd": "3"}, B2, games=GAMES) == []
    # nothing to keep when the new build opens them
    assert update.needed_builds(records[:1], {"ahd": "2"}, B2, default_build=B1, games=GAMES) == []


def test_old_build_url():
    r = rec("A", build=B1, link="v2abc-_")
    assert update.old_build_url(r, "http://h:8/") == \
        f"http://h:8/v/{B1}/index.html?nosw&nosnapshot#v2abc-_"
    assert update.old_build_url(r, "http://h/games/index.html?embed=1#zzz") == \
        f"http://h/games/v/{B1}/index.html?nosw&nosnapshot#v2abc-_"
    assert update.old_build_url(r, "http://h/games") == \
        f"http://h/v/{B1}/index.html?nosw&nosnapshot#v2abc-_"
    assert update.old_build_url(dict(r, link="http://h/#frag"), "http://h/").endswith("#frag")
    # from a page of a kept build, the address is the site's, not nested under it
    assert update.old_build_url(r, f"http://h/g/v/{B2}/index.html?nosw&nosnapshot#x") == \
        f"http://h/g/v/{B1}/index.html?nosw&nosnapshot#v2abc-_"
    assert update.old_build_url(rec("A", build=None), "http://h/") is None
    assert update.old_build_url(rec("A", build="<script>"), "http://h/") is None
    assert update.old_build_url(rec("A", link=""), "http://h/") is None


def test_offer_text_in_both_languages():
    assert update.offer_text("en", []) == "A new version is ready."
    assert update.offer_text("es", []) == "Hay una versión nueva."
    two = [rec("Name 1"), rec("Name 2")]
    assert update.offer_text("en", two) == (
        "A new version is ready. It cannot open 2 saved games made under the present rules "
        "(Name 1, Name 2); they stay playable offline with the present version, from the Saves screen.")
    one = update.offer_text("en", two[:1])
    assert "1 saved game made" in one and "(Name 1)" in one and "it stays" in one
    es = update.offer_text("es", two)
    assert es.startswith("Hay una versión nueva. No puede abrir 2 partidas guardadas")
    assert "(Name 1, Name 2)" in es and "sin conexión" in es
    many = update.offer_text("en", [rec(f"G{i}") for i in range(8)])
    assert "G4, and 3 more)" in many and "G5" not in many
    assert "y 3 más)" in update.offer_text("es", [rec(f"G{i}") for i in range(8)])


def test_saves_screen_words():
    assert update.open_old_label("en") == "Open with the previous version"
    assert update.open_old_label("es") == "Abrir con la versión anterior"
    assert "offline" in update.saves_note("en", rec("A"), True)
    assert "export" in update.saves_note("en", rec("A"), False)
    assert "export" in update.saves_note("en", rec("A", build=None), True)
    assert "expórtala" in update.saves_note("es", rec("A"), False)


def test_update_module_needs_no_browser():
    import ast
    try:
        source = open(update.__file__, encoding="utf-8").read()
    except (OSError, TypeError):
        pytest.skip("web/update.py's source is not readable here")
    tree = ast.parse(source)
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module.split(".")[0] for n in ast.walk(tree)
                 if isinstance(n, ast.ImportFrom) and n.module}
    assert not imported & {"js", "pyodide", "pyscript"}
