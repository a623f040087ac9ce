"""The page's session: new games, links between two devices, saves, notices."""

import random

import pytest

from tests.helpers import forge
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


# A game between two devices (web/duelplay.py, docs/TRUST.md) ------------------------------

from pyapp.core import duel as D                       # noqa: E402
from web import records                                # noqa: E402
from web.duelplay import DuelRefused, reason_es         # noqa: E402
from web.saves import SaveError, export_text, parse_record   # noqa: E402


def duel_pair(seat="union"):
    """Two devices with their own storage: ``a`` invites, ``b`` joins, the
    reply goes back; the game has begun on ``a``."""
    a, b = device(), device()
    invite = a.new_duel("ahd", "short", {}, seat)["link"]
    assert b.open(invite)["outcome"] == "invite"
    reply = b.join_duel()["link"]
    assert a.open(reply)["outcome"] == "new"
    return a, b


def my_segment(s, rnd, stop_after=None):
    made = 0
    while s.duel.can_act() and (stop_after is None or made < stop_after):
        legal = s.legal(s.duel.seat)
        s.act(s.duel.seat, legal[rnd.randrange(len(legal))])
        made += 1
    return made


def hand_over(a, b, rnd, links=None):
    """Both devices play their segments and pass the links, until the game
    ends (or ``links`` links went); returns the links passed."""
    passed = []
    while links is None or len(passed) < links:
        for s in (a, b):
            my_segment(s, rnd)
        mover = a if a.duel.last > b.duel.last else b if b.duel.last > a.duel.last else None
        if mover is None:
            break
        url = mover.duel_status()["link"]
        assert (b if mover is a else a).open(url)["outcome"] == "new"
        passed.append((mover, url))
    return passed


def test_a_duel_plays_to_the_end_by_links_and_each_side_audits_the_other():
    a, b = duel_pair()
    assert a.duel_status()["can_act"] and not b.duel_status()["can_act"]
    passed = hand_over(a, b, random.Random(1))
    assert a.match.result() is not None and a.hash() == b.hash()
    assert len([1 for s, _ in passed if s is a]) >= 2 and len([1 for s, _ in passed if s is b]) >= 2
    for sender, receiver in ((a, b), (b, a)):
        out = receiver.open(sender.audit_link())
        assert out["outcome"] == "audit" and out["audit"]["ok"] and out["audit"]["moves"] == a.match.ply
        assert receiver.saves.last()["audit"] == out["audit"]        # kept with the save


def test_a_device_acts_for_its_own_seat_only():
    a, b = duel_pair()
    legal = a.legal("union")
    for call in (lambda: a.act("csa", legal[0]), lambda: a.undo("csa"),
                 lambda: a.set_orders("csa", {"targets": "weakest"}),
                 lambda: b.act("union", legal[0]), lambda: b.act("csa", legal[0]),
                 lambda: b.set_orders("csa", {"targets": "weakest"})):
        with pytest.raises(Illegal) as err:
            call()
        assert err.value.rule == "T1.2"
    with pytest.raises(Illegal) as err:
        a.link("turn")                                   # no honour-mode link of a duel
    assert err.value.rule == "T6"
    assert a.follow_orders("union") == 0                 # the duel plays orders itself
    a.set_orders("union", {"targets": "strongest"})      # its own orders, in its own turn
    assert a.duel.orders == {"targets": "strongest"}


def test_own_link_is_shown_read_only_with_the_word_to_send_it():
    a, b = duel_pair()
    my_segment(a, random.Random(2))
    url = a.duel_status()["link"]
    h, segment = a.hash(), a.duel.segment
    out = a.open(url)
    assert out["outcome"] == "own" and out["rule"] == "T1.2"
    assert "send it to the other player" in out["notice"] and "(T1.2)" in out["notice"]
    assert "envíaselo al otro jugador" in out["notice_es"]
    assert a.hash() == h and a.duel.segment == segment and not a.duel_status()["can_act"]
    # later, in its own next turn, the same old link changes nothing either
    assert b.open(url)["outcome"] == "new"
    my_segment(b, random.Random(3))
    assert a.open(b.duel_status()["link"])["outcome"] == "new"
    h = a.hash()
    out = a.open(url)
    assert out["outcome"] == "own" and a.hash() == h
    assert ("unchanged" if a.duel.my_segment() else "read-only") in out["notice"]
    # the invitation, opened where it was made, is the creator's own link too
    c = device()
    invite = c.new_duel("ahd", "short", {}, "csa")["link"]
    assert c.open(invite)["outcome"] == "own" and c.invite is None


def test_a_turn_link_where_the_game_is_not_held_says_whose_it_is_and_stores_nothing():
    a, b = duel_pair()
    my_segment(a, random.Random(3))
    url = a.duel_status()["link"]
    c = device()
    c.new_game("ahd", "short", {}, 5)
    h = c.hash()
    c.saves.storage.items.pop("cwt:last", None)
    stored = dict(c.saves.storage.items)
    with pytest.raises(Illegal) as err:
        c.open(url)
    assert "for the player of the Confederacy" in err.value.text("en") and err.value.rule == "T1.2"
    assert "para el jugador de la Confederación" in err.value.text("es")
    assert c.saves.storage.items == stored and c.hash() == h and c.duel is None


def test_a_forged_skipped_or_replayed_link_is_refused_with_move_and_section():
    a, b = duel_pair()
    rnd = random.Random(4)
    passed = hand_over(a, b, rnd, links=3)
    # the next link from a, not yet taken by b
    my_segment(a if a.duel.can_act() else b, rnd)
    sender = a if a.duel.last > b.duel.last else b
    receiver = b if sender is a else a
    url = sender.duel_status()["link"]
    msg = D.decode(url, games)
    msg.used_clear = bytes(16)
    forged = forge(msg)
    h, segment = receiver.hash(), receiver.duel.segment
    with pytest.raises(DuelRefused) as err:
        receiver.open(forged)
    assert err.value.rule == "T2.3" and err.value.move == receiver.match.ply + 1
    assert f"(move {receiver.match.ply + 1}, section T2.3)" in err.value.text("en")
    assert "sección T2.3" in err.value.text("es") and "los dados del enlace" in err.value.text("es")
    assert receiver.hash() == h and receiver.duel.segment == segment
    # an old link of the sender opened again: already taken, nothing changes
    old = next(u for s, u in passed if s is sender)
    assert receiver.open(old)["outcome"] == "known" and receiver.hash() == h
    assert receiver.open(url)["outcome"] == "new"         # the genuine one is taken
    # a damaged link: refused, said in both languages
    with pytest.raises(DuelRefused) as err:
        receiver.open(url[:-6])
    assert "not taken" in err.value.text("en") and "No se aceptó" in err.value.text("es")


def test_reason_es_names_sides_and_numbers():
    assert reason_es("a link is missing: this device waits for link 4, this is link 6") == \
        "falta un enlace: este dispositivo espera el enlace 4 y este es el enlace 6"
    assert reason_es("this link was made on union's device for csa; send it to the other player") == \
        "este enlace se hizo en el dispositivo de la Unión para la Confederación; envíaselo al otro jugador"
    assert reason_es("something new") == "something new"


def test_a_duel_reloads_mid_segment_and_travels_in_an_exported_file():
    a, b = duel_pair()
    rnd = random.Random(5)
    hand_over(a, b, rnd, links=2)
    mover = a if a.duel.can_act() else b
    my_segment(mover, rnd, stop_after=1)       # (one move left at least: a move that rolls ends a segment)
    again = Session(mover.saves, "https://example.org/games/")   # the page reloaded
    again.load(mover.saves.last()["slot"])
    assert again.duel is not None and again.hash() == mover.hash()
    assert again.duel.segment == mover.duel.segment and again.duel.segments == mover.duel.segments
    assert again.duel_status()["can_act"] == mover.duel_status()["can_act"]
    # export, then import on a fresh device: the seat key travels in the record
    text = export_text(mover.saves.list())
    fresh = device()
    out = fresh.import_file(text)
    assert out["added"] and not out["held"]
    record = fresh.saves.of_game(mover.duel.uid)[0]
    assert record["duel"]["key"] == mover.duel.key.hex()
    fresh.load(record["slot"])
    assert fresh.hash() == mover.hash() and fresh.duel.seat == mover.duel.seat
    assert fresh.import_file(text)["same"]                       # the same again: skipped
    assert my_segment(mover, rnd)                                # the original goes on ...
    newer = export_text(mover.saves.list())
    assert fresh.import_file(newer)["replaced"]                  # ... and brings the copy up to date
    fresh.load(fresh.saves.of_game(mover.duel.uid)[0]["slot"])
    assert fresh.duel.last == mover.duel.last


def test_an_invitation_leaves_the_game_in_play_until_the_seat_is_taken():
    a = device()
    invite = a.new_duel("ahd", "short", {}, "union")["link"]
    b = device()
    b.new_game("ahd", "short", {}, 9)
    play(b, 3)
    h, slot = b.hash(), b.slot
    out = b.open(invite)
    assert out["outcome"] == "invite" and b.hash() == h and b.duel is None
    assert b.invitation()["sender"] == "union" and b.invitation()["receiver"] == "csa"
    b.decline_invite()
    assert b.invite is None and b.hash() == h
    b.open(invite)
    status = b.join_duel()
    assert status["seat"] == "csa" and status["waiting"] and b.match is None
    assert b.saves.get(slot)["head"] == h                       # the other game is kept
    assert b.saves.last()["duel"]["seat"] == "csa"
    assert b.open(invite)["outcome"] == "known"                 # a second tap: the seat is held
    with pytest.raises(Illegal):
        b.save_as("copy")                                       # one save follows the links


def test_the_save_schema_holds_the_duel_record():
    a, b = duel_pair()
    my_segment(a, random.Random(6), stop_after=3)
    raw = a.saves.raw(a.slot)
    record = parse_record(raw, a.slot)
    duel = record["duel"]
    assert set(duel) == {"game", "uid", "seat", "creator", "key", "links", "segments", "orders"}
    assert len(duel["key"]) == 64 and set(duel["links"]) == {"0", "1"}
    import json
    for spoil in (lambda d: d.update(key="00"), lambda d: d.update(uid="other"),
                  lambda d: d["links"].update(x="y"), lambda d: d["segments"].update({"2": [["union"]]}),
                  lambda d: d["segments"].update({"2": [["union", [True]]]})):
        value = json.loads(raw)
        spoil(value["duel"])
        with pytest.raises(SaveError):
            parse_record(json.dumps(value), a.slot)
    assert records.check("save", json.loads(raw))["duel"] == duel
