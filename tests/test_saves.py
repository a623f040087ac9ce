"""Saves: storage failures become clear messages; damaged entries never hide the rest."""

import json

import pytest

from web.saves import (MemoryStorage, SaveError, Saves, export_text, import_text, make_record,
                       parse_record)


def record(name="g", link="abc"):
    return make_record(name, "race", "short", 3, ["red"], "move 3", link)


def test_put_get_list_rename_delete():
    s = Saves(MemoryStorage())
    s.put("one", record("First"))
    s.put("two", record("Second"))
    assert {r["name"] for r in s.list()} == {"First", "Second"}
    assert s.last()["slot"] == "two"
    s.rename("one", "  Renamed   game ")
    assert s.get("one")["name"] == "Renamed game"
    s.delete("two")
    assert [r["slot"] for r in s.list()] == ["one"]
    assert s.last() is None


def test_full_storage_is_a_clear_message_and_keeps_what_was_there():
    storage = MemoryStorage(quota=600)
    s = Saves(storage)
    s.put("one", record("small"))
    with pytest.raises(SaveError, match="storage for this site is full"):
        s.put("two", record("big", link="x" * 2000))
    assert s.get("one")["name"] == "small"


def test_storage_that_refuses_everything():
    class Broken(MemoryStorage):
        def set(self, key, value):
            raise RuntimeError("SecurityError: access denied")
    with pytest.raises(SaveError, match="refused"):
        Saves(Broken()).put("x", record())


def test_damaged_entries_are_set_aside_not_fatal():
    storage = MemoryStorage()
    s = Saves(storage)
    s.put("good", record("Good"))
    storage.items["cwt:save:bad"] = "{not json"
    storage.items["cwt:save:old"] = json.dumps({"v": 99})
    storage.items["cwt:save:odd"] = json.dumps({"v": 1, "name": 5})
    assert [r["slot"] for r in s.list()] == ["good"]       # never half-used
    with pytest.raises(SaveError):
        s.get("bad")
    moved = s.sweep()
    assert {m["key"] for m in moved} == {"cwt:save:bad", "cwt:save:old", "cwt:save:odd"}
    assert s.sweep() == []                                 # reported once
    kept = {e["key"]: e for e in s.aside()}
    assert s.aside_text(kept["cwt:save:bad"]["id"]) == "{not json"   # kept as it was
    assert "damaged" in kept["cwt:save:odd"]["reason"]


def test_names_are_cleaned():
    s = Saves(MemoryStorage())
    s.put("a", record("<script>alert(1)</script>" + "x" * 200))
    name = s.get("a")["name"]
    assert len(name) <= 80     # the page escapes it when drawing


def test_export_import_round_trip():
    s = Saves(MemoryStorage())
    s.put("a", record("A"))
    text = export_text(s.list())
    records, problems = import_text(text)
    assert records[0]["name"] == "A" and records[0]["link"] == "abc" and problems == []


@pytest.mark.parametrize("text", ["", "nonsense", "[]", '{"format": "other"}',
                                  '{"format": "civil-war-table-saves", "v": 7, "saves": []}',
                                  '{"format": "civil-war-table-saves", "v": 1, "saves": []}'])
def test_import_refuses_what_is_not_ours(text):
    with pytest.raises(SaveError):
        import_text(text)


def test_import_reads_the_good_entries_and_names_the_bad():
    good = dict(record("Good"), v=1, slot="auto-race-3")
    text = json.dumps({"format": "civil-war-table-saves", "v": 1,
                       "saves": [5, good, dict(good, name="Odd", active="red"), {"name": [[[[]]]]}]})
    records, problems = import_text(text)
    assert [r["name"] for r in records] == ["Good"]
    assert len(problems) == 3 and problems[1].startswith("entry 3 (Odd)")


def test_parse_record_limits():
    with pytest.raises(SaveError):
        parse_record("x" * 3_000_000)


def test_take_and_restore_put_a_save_back_exactly():
    s = Saves(MemoryStorage())
    s.put("one", record("First"))
    s.put("two", record("Second"))
    raw = s.storage.get("cwt:save:two")
    kept = s.take("two")
    assert kept["last"] and s.last() is None and [r["slot"] for r in s.list()] == ["one"]
    s.restore(kept)
    assert s.storage.get("cwt:save:two") == raw and s.last()["slot"] == "two"
    kept = s.take("one")                      # not the last one: stays not last
    s.restore(kept)
    assert s.last()["slot"] == "two" and s.get("one")["name"] == "First"
    with pytest.raises(SaveError) as err:
        s.take("nope")
    assert err.value.text("es") == "Esa partida guardada ya no existe."


def test_damaged_saves_can_be_taken_and_restored_too():
    storage = MemoryStorage()
    s = Saves(storage)
    storage.set("cwt:save:bad", "{not json")
    kept = s.take("bad")
    assert "cwt:save:bad" not in storage.items
    s.restore(kept)
    assert storage.items["cwt:save:bad"] == "{not json"


def test_save_errors_speak_spanish():
    with pytest.raises(SaveError) as err:
        import_text("nonsense")
    assert err.value.text("es").startswith("Este archivo no es una partida")
    assert err.value.text("en") == str(err.value)
    storage = MemoryStorage(quota=10)
    with pytest.raises(SaveError) as err:
        Saves(storage).put("x", record())
    assert "lleno" in err.value.text("es")
    assert make_record("n", "ahd", "campaign", 0, [], "July 1861", "l", label_es="julio de 1861")["label_es"] == "julio de 1861"


# A framing page's share of the storage (issue 33, point 7) -----------------------------------

def test_an_embedders_storage_is_capped_and_its_oldest_saves_make_room():
    from web.saves import Capped, PREFIX
    told = []
    inner = MemoryStorage()
    capped = Capped(inner, quota=2_000, on_drop=told.append)
    s = Saves(capped)
    for i in range(5):
        s.put(f"g{i}", {"name": f"game {i}", "game": "ahd", "link": "x" * 400,
                        "saved_at": f"2026-12-0{i + 1}T00:00:00Z"})
    kept = sorted(k[len(PREFIX):] for k in inner.items if k.startswith(PREFIX))
    assert kept == ["g1", "g2", "g3", "g4"] or kept == ["g2", "g3", "g4"]
    assert told and told[0][0] == "g0"                       # the embedder is told, oldest first
    assert capped.used() <= 2_000
    with pytest.raises(SaveError):                           # one save bigger than the share: refused
        s.put("huge", {"name": "huge", "game": "ahd", "link": "x" * 3_000, "saved_at": "2026-12-09T00:00:00Z"})
    assert "g4" in [k[len(PREFIX):] for k in inner.items if k.startswith(PREFIX)]


def test_the_players_tab_lists_what_each_framing_site_keeps():
    from web.saves import embedded_usage
    items = {"cwt:save:mine": "x" * 50,
             "cwt:embed:https://rules.example.org:cwt:save:a": "y" * 300,
             "cwt:embed:https://rules.example.org:cwt:last": "a",
             "cwt:embed:http://localhost:8080:cwt:save:b": "z" * 30,
             "cwt:embed:broken": "q"}
    usage = embedded_usage(list(items), items.get)
    assert [e["origin"] for e in usage] == ["https://rules.example.org", "http://localhost:8080"]
    assert usage[0]["saves"] == 1 and usage[0]["chars"] > 300 and len(usage[0]["keys"]) == 2
    assert usage[1]["saves"] == 1
