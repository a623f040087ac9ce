"""The in-Pyodide comparison (tests/interp.py) reports what differs: a
record tampered with in any of the ways an interpreter could differ is
caught (natively here; tests/browser/test_platform.py runs it in Pyodide)."""

from __future__ import annotations

import copy
import json

import corpus
import interp


def _record(duels=False):
    return json.loads(json.dumps({
        "probes": {"hashing": interp.PROBES["hashing"](), "dice": interp.PROBES["dice"]()},
        "games": [corpus.fingerprint(corpus.play("mini", "short", {}, 3), every=10)],
        "duels": [interp.duel_links("mini", "short", 5, 6)] if duels else [],
    }))


def test_a_faithful_record_shows_no_difference():
    rec = _record(duels=True)
    report = interp.check(rec)
    assert report["differences"] == []
    assert report["games"] == 1 and report["moves"] == len(rec["games"][0]["moves"]) > 10
    assert report["duel_links"] == 6


def test_every_kind_of_difference_is_reported():
    rec = _record()
    cases = {
        "moves differ": lambda r: r["games"][0]["moves"][5].__setitem__(0, "nobody"),
        "hash differ": lambda r: r["games"][0]["checkpoints"]["10"].__setitem__("hash", "0" * 64),
        "views differ": lambda r: r["games"][0]["checkpoints"]["0"].__setitem__("views", "x"),
        "legal differ": lambda r: r["games"][0]["checkpoints"]["20"].__setitem__("legal", "x"),
        "log differ": lambda r: r["games"][0].__setitem__("log", "x"),
        "links differ": lambda r: r["games"][0]["links"].__setitem__("turn", "#x"),
        "probe dice differs": lambda r: r["probes"]["dice"]["rolls"].__setitem__(0, 7),
        "probe hashing differs": lambda r: r["probes"]["hashing"].__setitem__("state_hash", "z"),
    }
    for words, spoil in cases.items():
        bad = copy.deepcopy(rec)
        spoil(bad)
        try:
            diffs = interp.check(bad)["differences"]
        except Exception as exc:   # a spoiled link may not even open: that is a difference too
            diffs = [f"links differ: {exc}"]
        assert any(words in d for d in diffs), (words, diffs)


def test_a_different_link_between_two_devices_is_reported():
    rec = {"probes": {}, "games": [], "duels": [interp.duel_links("mini", "short", 5, 5)]}
    text = rec["duels"][0]["links"][2]
    rec["duels"][0]["links"][2] = text[:-1] + ("B" if text.endswith("A") else "A")
    assert any("link 3 differs" in d for d in interp.check(rec)["differences"])
