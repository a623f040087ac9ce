"""The page's session: new games, links between two devices, saves, notices."""

import random

import pytest

from pyapp import games
from pyapp.core import Illegal, LinkError
from web.saves import MemoryStorage, Saves, slot_of
from web.session import Session


@pytest.fixture(autouse=True)
def race_registered(monkeypatch):
    monkeypatch.setitem(games._MODULES, "race", "minigame")


def device():
    return Session(Saves(MemoryStorage()), "https://example.org/games/")


def own_copy(session):
    """The device's autosave of the game in play (its first slot)."""
    return session.saves.get(slot_of(session.match.uid))


def play(session, n, seed=0):
    rnd = random.Random(seed)
    for _ in range(n):
        active = session.active()
        if not active:
            return
        legal = session.legal(active[0])
        session.act(active[0], legal[rnd.randrange(len(legal))])


def until_handover(session, seed=0):
    """Play until the other side must act."""
    rnd = random.Random(seed)
    start = session.active()
    while session.active() == start:
        legal = session.legal(start[0])
        session.act(start[0], legal[rnd.randrange(len(legal))])


def test_new_game_autosaves_and_links_open_elsewhere():
    a = device()
    a.new_game("race", "short", {}, 77)
    play(a, 15)
    assert a.saves.last()["game"] == "race"
    url = a.link("whole")
    assert url.startswith("https://example.org/games/#")
    b = device()
    b.open(url)
    assert b.hash() == a.hash()


def test_turn_links_travel_back_and_forth_and_join_the_saved_copy():
    a, b = device(), device()
    a.new_game("race", "short", {}, 5)
    b.open(a.link("whole"))                  # both devices now hold the game
    for turn in range(6):
        sender, receiver = (a, b) if turn % 2 == 0 else (b, a)
        until_handover(sender, turn)
        out = receiver.open(sender.link("turn"))
        assert out["notice"] == ""
        assert receiver.hash() == sender.hash()
        # the receiver holds the whole game, not just the turn
        assert receiver.match.start_index == 0 and receiver.match.ply == sender.match.ply


def test_turn_link_when_my_copy_went_on_past_its_start():
    a, b = device(), device()
    a.new_game("race", "short", {}, 6)
    until_handover(a, 1)
    b.open(a.link("turn"))                  # both at the same position, blue to play
    start = b.match.ply
    until_handover(b, 2)                    # b plays blue's turn ...
    mine = b.match.ply
    until_handover(a, 4)                    # ... and a, on its own copy, plays it differently
    out = b.open(a.link("turn"))
    assert f"went on past move {start} with other moves" in out["notice"]
    assert own_copy(b)["ply"] == mine                  # b's own copy is kept
    assert b.hash() == a.hash()                        # and the link is opened on its own


def test_turn_link_from_another_position_warns():
    a, b = device(), device()
    a.new_game("race", "short", {}, 6)
    until_handover(a, 1)
    b.open(a.link("whole"))                 # b holds the game at the hand-over
    until_handover(b, 7)
    a.open(b.link("turn"))
    until_handover(a, 8)
    until_handover(a, 9)                    # a plays on past b's turn too: b never saw these
    out = b.open(a.link("turn"))
    assert "does not start from the position" in out["notice"]
    assert b.hash() == a.hash()


def test_a_new_game_with_a_used_seed_is_another_game():
    s = device()
    s.new_game("race", "long", {}, 6)
    play(s, 30)
    campaign = (s.slot, s.hash())
    s.new_game("race", "short", {}, 6)      # the same seed: a game of its own all the same
    play(s, 3)
    assert s.slot != campaign[0]
    assert s.saves.get(campaign[0])["head"] == campaign[1]


def test_broken_link_raises_link_error_and_keeps_the_game():
    a = device()
    a.new_game("race", "short", {}, 8)
    play(a, 5)
    h = a.hash()
    url = a.link()
    for bad in (url[:-5], url + "x", url.replace("#", "#A"), "#", "nonsense"):
        with pytest.raises(LinkError):
            a.open(bad)
    assert a.hash() == h


def test_full_storage_gives_a_notice_and_the_game_goes_on():
    storage = MemoryStorage()
    s = Session(Saves(storage), "")
    s.new_game("race", "short", {}, 1)
    storage.quota = sum(len(k) + len(v) for k, v in storage.items.items()) + 5
    s.new_game("race", "short", {}, 2)      # a new slot: no room for it
    assert "full" in s.notice
    play(s, 10, 4)                          # the game in play goes on
    assert s.match.ply == 10


def test_undo_through_the_session():
    s = device()
    s.new_game("race", "short", {}, 2)
    s.act("red", ["roll"])
    pips = s.match.state["pips"]
    s.act("red", ["step", 1])
    out = s.undo("red")
    assert out["ply"] == 1 and s.match.state["pips"] == pips
    with pytest.raises(Illegal):
        s.undo("red")


def test_bad_new_game_arguments():
    s = device()
    for args in (("nope", None, {}, 1), ("race", "nope", {}, 1), ("race", "short", {"x": True}, 1),
                 ("race", "short", {}, -1), ("race", "short", {}, "1"), ("race", "short", {}, None)):
        with pytest.raises(Illegal):
            s.new_game(*args)


def test_load_a_named_save():
    s = device()
    s.new_game("race", "long", {"double": True}, 3)
    play(s, 12)
    saved = s.save_as("My game")
    h = s.hash()
    s.new_game("race", "short", {}, 4)
    s.load(saved["slot"])
    assert s.hash() == h and s.match.options == {"double": True}


def test_opening_an_old_turn_link_again_keeps_my_newer_copy():
    a, b = device(), device()
    a.new_game("race", "short", {}, 12)
    until_handover(a, 1)
    old = a.link("turn")
    b.open(old)
    until_handover(b, 2)
    mine = b.match.ply
    out = b.open(old)
    assert "older than your saved copy" in out["notice"]
    assert own_copy(b)["ply"] == mine


def test_saves_carry_a_spanish_label_and_notices_come_in_spanish():
    s = device()
    s.new_game("ahd", "campaign", {}, 8)
    record = s.saves.last()
    assert record["label"] == "July 1861" and record["label_es"] and record["label_es"] != "July 1861"
    s.new_game("race", "short", {}, 5)                 # no date in the view: the move number
    assert s.saves.last()["label"] == "move 0" and s.saves.last()["label_es"] == "jugada 0"
    a, b = device(), device()
    a.new_game("race", "short", {}, 12)
    until_handover(a, 1)
    old = a.link("turn")
    b.open(old)
    until_handover(b, 2)
    out = b.open(old)
    assert "older than your saved copy" in out["notice"]
    assert "más antiguo que tu copia guardada" in out["notice_es"]
    assert b.notice_text("es") == out["notice_es"] and b.notice_text("en") == out["notice"]


def test_storage_full_notice_in_spanish():
    storage = MemoryStorage()
    s = Session(Saves(storage), "")
    s.new_game("race", "short", {}, 1)
    storage.quota = sum(len(k) + len(v) for k, v in storage.items.items()) + 5
    s.new_game("race", "short", {}, 2)
    assert "lleno" in s.notice_text("es") and "full" in s.notice_text("en")


def test_deleting_a_save_can_be_undone_in_the_same_slot():
    s = device()
    s.new_game("race", "short", {}, 3)
    play(s, 4)
    other = s.save_as("Kept")
    s.new_game("race", "short", {}, 4)          # the game in play now: its autosave is "last"
    kept = s.delete(other["slot"])
    assert not kept["open"] and s.match is not None
    assert other["slot"] not in [r["slot"] for r in s.saves.list()]
    s.undelete(kept)
    back = s.saves.get(other["slot"])
    assert back["name"] == "Kept" and back["saved_at"] == other["saved_at"]


def test_deleting_the_game_in_play_closes_it_and_undo_opens_it_again():
    s = device()
    s.new_game("race", "short", {}, 6)
    play(s, 5)
    h, slot = s.hash(), s.slot
    kept = s.delete(slot)
    assert kept["open"] and s.match is None and s.slot == ""
    assert s.saves.last() is None and s.saves.list() == []
    with pytest.raises(Illegal):
        s.require()
    s.undelete(kept)
    assert s.hash() == h and s.slot == slot and s.saves.last()["slot"] == slot


def test_links_are_made_from_the_page_address_without_page_only_words():
    s = Session(Saves(MemoryStorage()), "https://example.org/games/?embed=1&lang=es&safe#abc")
    s.new_game("race", "short", {}, 2)
    assert s.link().startswith("https://example.org/games/?lang=es#")
    assert Session(Saves(MemoryStorage()), "https://x.org/?nosw&embed=1").base_url == "https://x.org/"
