"""The in-app rules reference: every section the engine cites has an entry, in both languages."""

import os
import re

import pyapp.games.ahd as ahd_pkg
from pyapp.games.ahd import rules_text as R
from pyapp.games.ahd import text as T

SRC = os.path.dirname(os.path.abspath(ahd_pkg.__file__))
NUM = r'"(\d+(?:\.\d+)*)"'

# Every numbered section of the booklet (1-13).
BOOKLET = [
    "1", "1.1", "1.2", "1.3", "2", "3",
    "4", "4.1", "4.2", "4.2.1", "4.2.2", "4.2.3", "4.2.4", "4.2.5", "4.2.6",
    "5", "5.1", "5.2", "5.2.1", "5.2.2", "5.2.3", "5.2.4", "5.2.5", "5.2.6", "5.2.7",
    "6", "7", "8", "9", "10", "11", "12", "13",
]


def _sources():
    names = sorted(n for n in os.listdir(SRC) if n.endswith(".py") and n != "rules_text.py")
    assert names, f"no engine sources found in {SRC}"
    out = {}
    for n in names:
        with open(os.path.join(SRC, n), encoding="utf-8") as f:
            out[n] = f.read()
    return out


def cited_rules():
    """Rule strings the engine cites: rule=... arguments and assignments (both branches of a
    conditional), the rule returned beside each log line in text.py, and the rule fields of the
    PHASE and RESULT tables."""
    found = set()
    for src in _sources().values():
        for line in src.splitlines():
            if re.search(r"\brule\s*=", line):
                found.update(re.findall(NUM, line))
        # log_line returns: ... ), "4.2.5"
        found.update(re.findall(r"\)\s*,\s*" + NUM + r"\s*$", src, re.M))
    for table in ("PHASE", "RESULT"):
        for row in getattr(T, table, {}).values():
            if len(row) > 2 and row[2]:
                found.add(row[2])
    return found


def test_engine_citations_found():
    cited = cited_rules()
    # a sanity floor so a broken scan cannot pass vacuously
    for r in ("4", "4.2.6", "5.1", "5.2.4", "5.2.1", "5.2.2", "7", "11", "4.1", "10"):
        assert r in cited, r


def test_every_cited_rule_resolves():
    missing = sorted(r for r in cited_rules() if R.section(r) is None)
    assert not missing, missing
    for r in cited_rules():
        assert R.section(r) in R.SECTIONS.values()


def test_every_booklet_section_present():
    missing = [r for r in BOOKLET if r not in R.SECTIONS]
    assert not missing, missing


def test_entries_complete_in_both_languages():
    for key, entry in R.SECTIONS.items():
        assert re.fullmatch(r"\d+(\.\d+)*", key), key
        for field in ("title", "text"):
            for lang in ("en", "es"):
                v = entry[field][lang]
                assert isinstance(v, str) and v.strip(), (key, field, lang)
                assert "<" not in v and ">" not in v, (key, field, lang)
        assert entry["text"]["es"] != entry["text"]["en"], key


def test_section_lookup():
    assert R.section("5.2.3") is R.SECTIONS["5.2.3"]
    assert R.section("4.2.6")["title"]["en"]
    assert R.section("11") is R.SECTIONS["11"]
    assert R.section("99.9") is None
    assert R.section("") is None


def test_section_falls_back_to_parent():
    saved = R.SECTIONS.pop("5.2.3")
    try:
        assert R.section("5.2.3") is R.SECTIONS["5.2"]
        saved2 = R.SECTIONS.pop("5.2")
        try:
            assert R.section("5.2.3") is R.SECTIONS["5"]
        finally:
            R.SECTIONS["5.2"] = saved2
    finally:
        R.SECTIONS["5.2.3"] = saved
    assert R.section("4.2.9") is R.SECTIONS["4.2"]


def test_rule_index_is_the_table_of_contents_in_rulebook_order():
    from pyapp.core.game import Game
    from pyapp.games.ahd import GAME
    assert Game().rule_index() == []                       # the contract's default
    idx = GAME.rule_index()
    rules = [e["rule"] for e in idx]
    assert sorted(rules) == sorted(R.SECTIONS)              # every section the text knows
    assert rules[:4] == ["1", "1.1", "1.2", "1.3"]
    assert rules.index("4.2.4") < rules.index("4.2.5") < rules.index("5") < rules.index("10")
    assert rules[-1] == "13"                                # 10 after 9, not after 1
    assert [tuple(map(int, r.split("."))) for r in rules] == sorted(
        tuple(map(int, r.split("."))) for r in rules)
    for e in idx:
        assert set(e) == {"rule", "title", "depth"}
        assert e["depth"] == e["rule"].count(".")
        assert e["title"] == R.SECTIONS[e["rule"]]["title"] and e["title"]["es"]
        assert GAME.rule_text(e["rule"]) is R.SECTIONS[e["rule"]]   # each entry opens its text
    e = next(e for e in idx if e["rule"] == "4.2.4")
    assert e["depth"] == 2 and e["title"]["es"] == "Invasión naval"
