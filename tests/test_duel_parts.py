"""Long links in parts (docs/TRUST.md T1.6, pyapp/core/parts.py), proved on
the minigame's 130-card muster scenario before For the People relies on them:
a turn link longer than 1,000 characters (a reshuffle before its spare deal
is whole, T4.6) goes as parts of at most 1,000, which rebuild it whatever
order they come in and however they are pasted; a part cut short, changed or
mixed with another link's is refused with T1.6, and the link its parts
rebuild gets every check a link gets."""

from __future__ import annotations

import random

import pytest

from pyapp import games
from pyapp.core import duel as D
from pyapp.core import parts as P
from pyapp.core.errors import LinkError
from pyapp.games.mini import GAME
from tests.helpers import duel_pair, first_long_link, random_segment


def start(uid):
    return duel_pair(GAME, "muster", "blue", uid)


def b64(n, seed=0):
    rnd = random.Random(seed)
    return "".join(rnd.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
                   for _ in range(n))


@pytest.mark.parametrize("length", [1000, 1001, 1979, 1980, 6396, 40_000])
def test_a_link_is_cut_into_even_parts_within_the_limit_and_rebuilt(length):
    text = b64(length, length)
    got = P.split(text)
    if length <= P.PART_LIMIT:
        assert got == [text]
        return
    assert all(len(p) <= P.PART_LIMIT for p in got)
    assert len(got) == len(P.split(text)) and len(got) >= 2
    sizes = [len(p.chunk) for p in (P.find(x)[0] for x in got)]
    assert max(sizes) - min(sizes) <= 1 or sizes[-1] <= sizes[0]
    pending = P.Pending()
    order = list(reversed(got))
    for i, part in enumerate(order):
        whole, short = pending.add(P.find("https://example.org/play/#" + part))
        if i < len(order) - 1:
            assert whole == [] and short[0][1] == len(got) and len(short[0][2]) == len(got) - 1 - i
        else:
            assert whole == [text] and short == []
    assert pending.data == {}


def test_parts_pasted_together_are_read_apart_with_or_without_spaces():
    """A paste of several part links: an input field drops the line breaks,
    so the URLs may come one right after the other."""
    text = b64(4321, 1)
    urls = ["https://host.example/cwt/#" + p for p in P.split(text)]
    for joined in ("\n".join(urls), " ".join(urls), "".join(urls), "".join(reversed(urls))):
        found = P.find(joined)
        assert sorted(p.k for p in found) == list(range(1, len(urls) + 1))
        assert P.Pending().add(found)[0] == [text]


def test_a_part_opened_twice_changes_nothing_and_two_links_are_kept_apart():
    one, two = b64(2500, 2), b64(3100, 3)
    p1, p2 = P.split(one), P.split(two)
    pending = P.Pending()
    assert pending.add(P.find(p1[0]))[0] == []
    assert pending.add(P.find(p1[0]))[1] == [(P.tag_of(one), len(p1), list(range(2, len(p1) + 1)))]
    assert pending.add(P.find(p2[1]))[0] == []
    assert pending.add([q for x in p1[1:] for q in P.find(x)])[0] == [one]
    assert pending.missing(P.tag_of(two)) == [k for k in range(1, len(p2) + 1) if k != 2]


@pytest.mark.parametrize("damage", ["cut", "char", "swap", "count", "junk"])
def test_a_damaged_part_is_refused_with_t1_6(damage):
    text = b64(2600, 4)
    parts = P.split(text)
    if damage == "cut":
        with pytest.raises(LinkError) as exc:
            P.find(parts[1][:-5])
        assert exc.value.rule == P.RULE
        return
    if damage == "junk":
        for bad in ("~1.1.AAAAAAAA.3.abc", "~3.2.AAAAAAAA.3.abc", "~1.2.AAAAAAAA.3.a+c", "hello"):
            with pytest.raises(LinkError) as exc:
                P.find(bad)
            assert exc.value.rule == P.RULE
        return
    pending = P.Pending()
    pending.add(P.find(parts[0]))
    head, chunk = parts[1].rsplit(".", 1)
    if damage == "char":       # a changed letter: found when the link is rebuilt
        bad = head + "." + chunk[:10] + ("A" if chunk[10] != "A" else "B") + chunk[11:]
        with pytest.raises(LinkError) as exc:
            pending.add(P.find(bad) + [q for x in parts[2:] for q in P.find(x)])
    elif damage == "swap":     # another text for a part held: found at once
        bad = head + "." + chunk[::-1]
        pending.add(P.find(parts[1]))
        with pytest.raises(LinkError) as exc:
            pending.add(P.find(bad))
    else:                      # another count for the same link
        bad = parts[1].replace(f".{len(parts)}.", f".{len(parts) + 1}.", 1)
        with pytest.raises(LinkError) as exc:
            pending.add(P.find(bad))
    assert exc.value.rule == P.RULE
    assert pending.data == {}  # every part of it to open again; then it is whole
    assert pending.add([q for x in parts for q in P.find(x)])[0] == [text]


def test_what_storage_held_is_read_with_care_and_the_oldest_link_goes_first():
    assert P.Pending({"x": 1, "AAAAAAAA": {"n": 99, "parts": {}}, "BBBBBBBB": "no"}).data == {}
    texts = [b64(1500 + i, 10 + i) for i in range(P.MAX_PENDING + 2)]
    pending = P.Pending()
    for text in texts:
        pending.add(P.find(P.split(text)[0]))
        pending = P.Pending(pending.data)               # through storage each time
    assert len(pending.data) == P.MAX_PENDING
    assert P.tag_of(texts[0]) not in pending.data and P.tag_of(texts[-1]) in pending.data


def test_a_game_whose_long_links_go_in_parts_is_the_same_game():
    """This muster game makes turn links of up to some 6,400
    characters (a reshuffle before its spare is whole, T4.6): sent as parts
    in a random order, each at most 1,000 characters, they rebuild every
    link; the game ends as it does with whole links and both audits stand."""
    a, b = start("ll-muster-2")         # (keys and players found to make a long link)
    rnd, shuffle = random.Random(2), random.Random(7)
    pending = {a.seat: P.Pending(), b.seat: P.Pending()}
    long_links = 0
    while (got := random_segment(a, b, rnd)) is not None:
        mover, receiver, text = got
        sent = P.split(text)
        assert all(len(x) <= P.PART_LIMIT for x in sent)
        if len(sent) > 1:
            long_links += 1
            shuffle.shuffle(sent)
            rebuilt = []
            for x in sent:
                rebuilt += pending[receiver.seat].add(P.find(x))[0]
            assert rebuilt == [text]
        receiver.receive(text, games)
    assert long_links >= 1
    assert a.match.result() == b.match.result() is not None
    assert b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]


def test_a_forged_part_cannot_bring_in_a_link_the_sender_did_not_sign():
    """Parts are transport: a whole link made of forged parts, digest and
    all, is still refused by the link's own checks (here T1.5's signature)."""
    mover, receiver, text = first_long_link()
    forged = text[:-40] + ("A" if text[-40] != "A" else "B") + text[-39:]
    rebuilt = P.Pending().add([q for x in P.split(forged) for q in P.find(x)])[0]
    assert rebuilt == [forged]
    with pytest.raises(LinkError):
        receiver.receive(forged, games)
    receiver.receive(text, games)


# The page's side (web/duelplay.py, web/duel_screen.py): with a limit made small, every turn link of
# a short game goes in parts, so the whole path is played natively ---------------------------------

def sessions(monkeypatch, limit=300):
    from web.saves import MemoryStorage, Saves
    from web.session import Session
    monkeypatch.setattr(P, "PART_LIMIT", limit)
    a = Session(Saves(MemoryStorage()), "https://example.org/games/")
    b = Session(Saves(MemoryStorage()), "https://example.org/games/")
    b.open(a.new_duel("ahd", "short", {}, "union")["link"])
    a.open(b.join_duel()["link"])
    return a, b


def play_mine(s, rnd):
    while s.duel.can_act():
        legal = s.legal(s.duel.seat)
        s.act(s.duel.seat, legal[rnd.randrange(len(legal))])


def test_a_page_sends_a_long_turn_link_as_parts_and_the_other_opens_them_in_any_order(monkeypatch):
    """Each part's URL is opened as a page load of its own (a new Session on
    the same storage): the parts wait in storage, the page says which are
    missing, and the last one opens the turn; the invitation and the reply
    go whole; a part opened again changes nothing."""
    from web.saves import Saves
    from web.session import Session
    a, b = sessions(monkeypatch)
    rnd, split_seen = random.Random(3), 0
    for _ in range(6):
        for s in (a, b):
            play_mine(s, rnd)
        mover = a if a.duel.last > b.duel.last else b if b.duel.last > a.duel.last else None
        if mover is None:
            break
        receiver = b if mover is a else a
        urls = mover.latest_parts("send")
        assert all(len(u.split("#", 1)[1]) <= 300 for u in urls)
        assert "".join(P.find(u)[0].chunk for u in urls) == mover.duel.outgoing() if len(urls) > 1 else True
        split_seen += len(urls) > 1
        storage = receiver.saves.storage
        for i, url in enumerate(reversed(urls)):
            page = Session(Saves(storage), "https://example.org/games/")   # a new page load
            out = page.open(url)
            if i < len(urls) - 1:
                assert out["outcome"] == "parts" and len(out["short"][0]["missing"]) == len(urls) - 1 - i
                assert page.open(url)["outcome"] == "parts"                  # again: nothing changes
            else:
                assert out["outcome"] == "new" and out["short"] == []
        assert storage.get(Session.PARTS) is None                          # nothing left behind
        assert page.duel.last >= mover.duel.last       # (its own link may follow at once)
        a, b = (page, b) if receiver is a else (a, page)                    # the page that took it plays on
    assert split_seen >= 3
    assert len(a.link_parts(a.duel.messages[0], 0)) == 1 and len(b.link_parts(b.duel.messages[1], 1)) == 1


def test_the_parts_held_survive_a_full_storage_in_the_page_and_a_bad_part_is_said_in_spanish(monkeypatch):
    from web.duelplay import DuelRefused
    a, b = sessions(monkeypatch)
    rnd = random.Random(4)
    play_mine(a, rnd)
    urls = a.latest_parts("send")
    assert len(urls) > 1

    class Full(type(b.saves.storage)):
        def set(self, key, value):
            raise OSError("quota")
    b.saves.storage.__class__ = Full
    for url in urls[:-1]:
        assert b.open(url)["outcome"] == "parts"
    assert b.open(urls[-1])["outcome"] == "new"
    with pytest.raises(DuelRefused) as exc:
        b.open(urls[0][:-3])
    assert exc.value.rule == P.RULE and "cortada" in exc.value.text("es")


def test_the_send_panel_shows_each_part_and_a_button_for_all(monkeypatch):
    from web import duel_screen
    a, b = sessions(monkeypatch)
    play_mine(a, random.Random(5))

    class Page:
        lang, session, can_share = "es", a, False
    html = duel_screen.send_box(Page)
    n = len(a.latest_parts("send"))
    assert n > 1 and f"va en {n} partes" in html and f"Parte {n} de {n}" in html
    assert 'data-arg="send"' in html and f'data-arg="send-part-{n}"' in html and "T1.6" in html
