"""Embedding the board in another site's page (docs/EMBEDDING.md), in Chromium.

The board is served on 127.0.0.1 and the embedding pages on localhost (the same
server): two origins, two sites, so the board is a third-party frame. Each test
that needs the browser's third-party storage settings runs its own browser
with a profile whose Preferences block third-party storage (the default of
Chromium here too) or allow it; Playwright turns storage partitioning off, so
allowed third-party storage is the very localStorage the player's own tab uses.
"""

from __future__ import annotations

import json
import os
import re
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import quote

import pytest

from .conftest import ARGS, CHROMIUM, open_app

BOOT = 120_000          # ms: a Pyodide boot in a fresh profile, plus the service worker's downloads

# Chromium profile Preferences: third-party cookies and storage blocked, or allowed.
BLOCK = {"profile": {"cookie_controls_mode": 1, "block_third_party_cookies": True}}
SHARE = {"profile": {"cookie_controls_mode": 0, "block_third_party_cookies": False}}
# Every site's data blocked (the browser's "don't let sites save data").
NO_SITE_DATA = {"profile": {"default_content_setting_values": {"cookies": 2}}}

LOCAL_STORAGE = """() => {
    try { const ls = window.localStorage; ls.getItem('x'); return 'usable'; }
    catch (e) { return e.name + ': ' + e.message; }
}"""
ENTRIES = """() => {
    const out = {};
    for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i); out[k] = localStorage.getItem(k); }
    return out;
}"""


def embedder_of(site: str) -> str:
    """The embedding site's origin: the same server by another name."""
    return site.replace("127.0.0.1", "localhost")


@contextmanager
def profile(browser, tmp_path: Path, prefs: dict):
    """A browser of its own whose profile has ``prefs``; only the two local
    origins are reachable; page errors and requests elsewhere are recorded."""
    home = tmp_path / "profile"
    (home / "Default").mkdir(parents=True)
    (home / "Default" / "Preferences").write_text(json.dumps(prefs))
    ctx = browser.browser_type.launch_persistent_context(
        str(home), executable_path=CHROMIUM, args=ARGS, viewport={"width": 1280, "height": 860})
    ctx.errors = []
    ctx.outside = []

    def route(r):
        ctx.outside.append(r.request.url)
        r.abort()
    ctx.route(lambda url: not url.startswith(("http://127.0.0.1", "http://localhost")), route)
    try:
        yield ctx
    finally:
        ctx.close()


def watched(ctx, page):
    page.on("pageerror", lambda e: ctx.errors.append(f"{page.url}: {e}"))
    return page


def board_frame(page, site):
    """The board's frame in an embedding page (its URL is on the board's origin)."""
    for frame in page.frames:
        if frame is not page.main_frame and frame.url.startswith(site + "/"):
            return frame
    raise AssertionError(f"no board frame in {[f.url for f in page.frames]}")


def ask(page, verb, *args):
    """One postMessage round trip through embed.html's ask(): {ok, value} or {ok: false, error}."""
    return page.evaluate("([v, a]) => ask(v, a)", [verb, list(args)])


def user_game(ctx, site):
    """The player's own game at top level: a new game and one move. Returns
    (its hash, every localStorage entry)."""
    page = watched(ctx, ctx.new_page())
    page.goto(site + "/?nosnapshot")
    page.wait_for_function("document.documentElement.dataset.app === 'ready'", timeout=BOOT)
    assert page.evaluate("window.cwtStorage.mode") == "local"
    game = page.evaluate("app.games()[0]")
    page.evaluate("([id, sc]) => app.newGame(id, sc, {}, 4242)", [game["id"], list(game["scenarios"])[0]])
    role = page.evaluate("app.active()[0]")
    page.evaluate("r => app.act(r, app.legal(r)[0])", role)
    user_hash = page.evaluate("app.hash()")
    entries = page.evaluate(ENTRIES)
    assert any(k.startswith("cwt:save:") for k in entries), entries
    page.close()          # one Pyodide page at a time
    return user_hash, entries


def embed(ctx, site, board_query: str, page_name: str = "embed.html"):
    """The embedding page on the other origin, framing the board at ``board_query``."""
    page = watched(ctx, ctx.new_page())
    board = site + "/" + board_query
    page.goto(f"{embedder_of(site)}/__test__/{page_name}?board={quote(board, safe='')}")
    return page


def embed_ready(ctx, site, board_query: str, page_name: str):
    """``embed``, then wait for the lesson page's board. Once in a full run
    (850 tests, one machine) the renderer of a fresh profile crashed while
    booting; it never did alone in 10 runs. A crashed renderer is retried
    once, in a new page, and said on the output; a second crash fails."""
    from playwright.sync_api import Error as PlaywrightError
    for attempt in (1, 2):
        page = embed(ctx, site, board_query, page_name)
        try:
            page.wait_for_function("window.lessonReady !== undefined", timeout=BOOT)
            return page
        except PlaywrightError as exc:
            if attempt == 2 or "crash" not in str(exc).lower():
                raise
            print(f"test_embed: the page's renderer crashed while booting ({exc}); once more")
    raise AssertionError("unreachable")


def embedder_plays(page):
    """The embedding page starts a game and plays one move, through postMessage only."""
    games = ask(page, "games")
    assert games["ok"], games
    gid, scenario = games["value"][0]["id"], list(games["value"][0]["scenarios"])[0]
    assert ask(page, "newGame", gid, scenario, {}, 3)["ok"]
    role = ask(page, "active")["value"][0]
    legal = ask(page, "legal", role)["value"]
    before = ask(page, "hash")["value"]
    played = ask(page, "act", role, legal[0])
    assert played["ok"], played
    assert ask(page, "hash")["value"] != before
    return ask(page, "hash")["value"]


# (a) -------------------------------------------------------------------------------------------

def test_embedded_board_boots_and_plays_with_third_party_storage_blocked(browser, site, tmp_path):
    with profile(browser, tmp_path, BLOCK) as ctx:
        page = embed_ready(ctx, site, "?embed=1&nosnapshot", "embed-example.html")
        frame = board_frame(page, site)
        # The browser really refuses the frame its storage (else this test proves nothing)...
        refused = frame.evaluate(LOCAL_STORAGE)
        assert refused.startswith("SecurityError"), refused
        assert page.evaluate(LOCAL_STORAGE) == "usable"        # ...but not the embedding page its own
        # ...and the board started anyway, keeping its games in memory, and says so.
        ready = page.evaluate("window.lessonReady")
        assert "failed" not in ready, ready
        assert ready["storage"] == "memory"
        assert frame.evaluate("document.documentElement.dataset.app") == "ready"
        assert frame.evaluate("window.cwtStorage.mode") == "memory"
        note = page.frame_locator("#board").locator(".storage-note")
        assert note.is_visible(), "the board does not say it keeps nothing"
        assert re.search(r"memory only|only while the page is open", note.inner_text(), re.I), note.inner_text()
        assert page.frame_locator("#board").locator("header.bar").is_hidden()     # ?embed=1
        # The lesson: start a game, list the legal moves, play one, all by postMessage.
        page.click("#start")
        page.wait_for_function("window.lessonMoves > 0", timeout=30_000)
        before = page.evaluate("ask('hash')")
        first = page.locator("#moves button").first
        label = first.inner_text()
        first.click()
        page.wait_for_function("document.getElementById('status').textContent.startsWith('Played')",
                               timeout=30_000)
        assert label in page.inner_text("#status")
        after = page.evaluate("ask('hash')")
        assert after != before
        assert page.evaluate("ask('view', null)")
        shots = Path(os.environ.get("CWT_SHOTS") or tmp_path)
        shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(shots / "embed-memory.png"))
        assert ctx.errors == []              # "Failed to execute 'dispatchEvent'" was the boot's end here
        assert ctx.outside == []


# (b) -------------------------------------------------------------------------------------------

def test_embedded_board_neither_lists_nor_changes_the_players_own_games(browser, site, tmp_path):
    embedder = embedder_of(site)
    with profile(browser, tmp_path, SHARE) as ctx:
        user_hash, user_entries = user_game(ctx, site)
        page = embed(ctx, site, "?embed=1&nosnapshot")
        page.wait_for_function("window.embedReady !== undefined", timeout=BOOT)
        assert page.evaluate("window.embedReply")["value"]["storage"] == "embed"
        frame = board_frame(page, site)
        # Storage is shared here: the frame's localStorage holds the player's own
        # entries (else this test proves nothing)...
        shared = frame.evaluate(ENTRIES)
        assert {k: shared.get(k) for k in user_entries} == user_entries
        assert frame.evaluate("window.cwtStorage.prefix") == f"cwt:embed:{embedder}:"
        # ...yet the board did not take up the player's last game...
        first = ask(page, "hash")
        assert not first["ok"] or first["value"] != user_hash, first
        # ...and the embedding page's game is kept apart.
        embedder_plays(page)
        after = frame.evaluate(ENTRIES)
        assert {k: after.get(k) for k in user_entries} == user_entries       # byte for byte
        new = set(after) - set(user_entries)
        assert new and all(k.startswith(f"cwt:embed:{embedder}:") for k in new), new
        assert any(k.startswith(f"cwt:embed:{embedder}:cwt:save:") for k in new), new
        page.close()
        # Issue 33: the embedder's share is capped. Its namespace is filled with old games
        # of its own (written straight into storage, as many newGame calls would); its next
        # game makes room by dropping the oldest, and the embedding page is told which.
        ns = f"cwt:embed:{embedder}:"
        page = embed(ctx, site, "?embed=1&nosnapshot")
        page.wait_for_function("window.embedReady !== undefined", timeout=BOOT)
        page.evaluate("() => { window.dropped = []; window.addEventListener('message', e => {"
                      " if (e.data && e.data.cwt === 'storage') window.dropped.push(e.data); }); }")
        frame = board_frame(page, site)
        frame.evaluate("""(ns) => { for (let i = 0; i < 12; i++)
            localStorage.setItem(ns + 'cwt:save:old-' + i, JSON.stringify({v: 2, slot: 'old-' + i,
              kind: 'auto', name: 'Old ' + i, game: 'ahd', link: 'A'.repeat(26000),
              saved_at: '2026-01-' + String(10 + i) + 'T00:00:00Z'})); }""", ns)
        embedder_plays(page)
        page.wait_for_function("window.dropped.length > 0", timeout=10_000)
        dropped = page.evaluate("window.dropped")[0]
        assert dropped["event"] == "dropped" and dropped["slots"][0] == "old-0", dropped
        kept = frame.evaluate(ENTRIES)
        used = sum(len(k) - len(ns) + len(v) for k, v in kept.items() if k.startswith(ns))
        assert used <= 300_000, used
        assert {k: kept.get(k) for k in user_entries} == user_entries        # the player's untouched
        page.close()
        # The player's own page still continues the player's game, and its Saves
        # screen shows what the framing site keeps here, with a way to remove it.
        top = watched(ctx, ctx.new_page())
        top.goto(site + "/?nosnapshot")
        top.wait_for_function("document.documentElement.dataset.app === 'ready'", timeout=BOOT)
        assert top.evaluate("app.hash()") == user_hash
        top.click("header [data-do=saves]")
        listed = top.inner_text(".embedded")
        assert embedder in listed and "saved games" in listed and "kB" in listed, listed
        top.screenshot(path="/tmp/embed-saves-listed.png", full_page=True)
        top.click(f'.embedded [data-do=embed_remove][data-arg="{embedder}"]')
        after = top.evaluate(ENTRIES)
        assert not [k for k in after if k.startswith(ns)]
        assert {k: after.get(k) for k in user_entries if k in after} == \
            {k: v for k, v in user_entries.items() if k in after}
        assert top.evaluate("app.hash()") == user_hash
        assert not [e for e in ctx.errors], ctx.errors


# (c) -------------------------------------------------------------------------------------------

def test_board_framed_without_embed_parameter_still_keeps_apart(browser, site, tmp_path):
    embedder = embedder_of(site)
    with profile(browser, tmp_path, SHARE) as ctx:
        user_hash, user_entries = user_game(ctx, site)
        page = embed(ctx, site, "?nosnapshot")          # framed, but no ?embed=1
        page.wait_for_function("window.embedReady !== undefined", timeout=BOOT)
        assert page.evaluate("window.embedReply")["ok"]
        frame = board_frame(page, site)
        board = page.frame_locator("iframe")
        assert board.locator("header.bar").is_visible()            # the page's chrome is shown...
        assert frame.evaluate("JSON.parse(JSON.stringify(window.cwtStorage))") == {             # ...but it is embedded all the same
            "framed": True, "embedder": embedder, "mode": "embed", "prefix": f"cwt:embed:{embedder}:"}
        first = ask(page, "hash")
        assert not first["ok"] or first["value"] != user_hash, first
        embedder_plays(page)
        after = frame.evaluate(ENTRIES)
        assert {k: after.get(k) for k in user_entries} == user_entries
        assert all(k.startswith(f"cwt:embed:{embedder}:") for k in set(after) - set(user_entries))
        # The frame's own list of saved games has the embedding page's game only.
        board.locator("[data-do=saves]").first.click()
        board.locator("ul.saves li").first.wait_for(timeout=10_000)
        assert board.locator("ul.saves li").count() == 1
        assert not ctx.errors, ctx.errors


# (d) -------------------------------------------------------------------------------------------

def test_post_message_answers_only_the_embedders_verbs(context, site):
    page = context.watch.page(context.new_page())
    page.goto(site + "/__test__/embed.html")          # framed by a page of its own origin: embedded too
    page.wait_for_function("window.embedReady !== undefined", timeout=BOOT)
    ready = page.evaluate("window.embedReply")
    assert ready["ok"] and ready["value"]["storage"] == "embed"
    verbs = ready["value"]["verbs"]
    assert "act" in verbs and "legal" in verbs
    assert page.frames[1].evaluate("window.cwtStorage.prefix") == f"cwt:embed:{site}:"
    assert ask(page, "games")["ok"]
    for verb, args in (("drawTimes", [1]), ("setOrders", ["union", None]), ("thinking", []), ("selected", [])):
        assert verb not in verbs
        refused = ask(page, verb, *args)
        assert not refused["ok"] and refused["error"]["kind"] == "Refused", (verb, refused)
    unknown = ask(page, "saves")
    assert not unknown["ok"] and unknown["error"]["kind"] == "Unknown"
    # window.app itself still has every verb (tests, the page's own scripts).
    assert page.frames[1].evaluate("typeof window.app.drawTimes") == "function"
    page.close()
    # A board that is not framed answers no one: here a page that opened it.
    opener = context.watch.page(context.new_page())
    opener.goto(site + "/build.json")
    with opener.expect_popup() as popup_info:
        opener.evaluate("window.board = window.open(location.origin + '/?nosnapshot', 'board')")
    popup = popup_info.value
    popup.wait_for_function("document.documentElement.dataset.app === 'ready'", timeout=BOOT)
    assert popup.evaluate("window.cwtStorage.mode") == "local"
    answered = opener.evaluate("""() => new Promise((resolve) => {
        window.addEventListener('message', (ev) => { if (ev.data && ev.data.cwt === 77) resolve(ev.data); });
        window.board.postMessage({cwt: 77, verb: 'games', args: []}, '*');
        setTimeout(() => resolve(null), 2000);
    })""")
    assert answered is None


# (a') the player's own tab with all site data blocked: memory only too ------------------------------

def test_board_plays_in_memory_when_the_browser_refuses_the_site_any_storage(browser, site, tmp_path):
    with profile(browser, tmp_path, NO_SITE_DATA) as ctx:
        page = watched(ctx, ctx.new_page())
        page.goto(site + "/?nosnapshot")
        page.wait_for_function("document.documentElement.dataset.app !== 'loading'", timeout=BOOT)
        refused = page.evaluate(LOCAL_STORAGE)
        assert refused.startswith("SecurityError"), refused
        assert page.evaluate("document.documentElement.dataset.app") == "ready", page.inner_text("body")[:400]
        assert page.evaluate("JSON.parse(JSON.stringify(window.cwtStorage))") == {
            "framed": False, "embedder": "", "mode": "memory", "prefix": ""}
        assert page.is_visible(".storage-note")
        game = page.evaluate("app.games()[0]")
        page.evaluate("([id, sc]) => app.newGame(id, sc, {}, 99)", [game["id"], list(game["scenarios"])[0]])
        role = page.evaluate("app.active()[0]")
        before = page.evaluate("app.hash()")
        page.evaluate("r => app.act(r, app.legal(r)[0])", role)
        assert page.evaluate("app.hash()") != before
        assert page.evaluate("window.cwtSnapshot.enabled") is False     # nowhere to keep one
        assert ctx.errors == []


# Safe mode on the failure screen --------------------------------------------------------------------

@pytest.mark.parametrize("locale, safe, normal, title", [
    ("en-US", "Start in safe mode", "Start normally", "could not start"),
    ("es-ES", "Arrancar en modo seguro", "Arrancar normalmente", "no pudo arrancar"),
])
def test_failure_screen_offers_safe_mode(browser, site, locale, safe, normal, title):
    ctx = browser.new_context(locale=locale)
    try:
        ctx.route("**/app.zip", lambda route: route.abort())     # the start fails
        page = ctx.new_page()
        page.goto(site + "/?nosw&nosnapshot#v1.abc")
        page.wait_for_function("document.documentElement.dataset.app === 'error'", timeout=BOOT)
        assert page.evaluate("window.cwtSafe") == {"asked": False}
        assert title in page.inner_text("#failure h1")
        link = page.locator("#failure-safe")
        assert link.inner_text() == safe
        assert link.get_attribute("href") == "/?nosw&nosnapshot&safe#v1.abc"
        link.click()
        page.wait_for_url("**/?nosw&nosnapshot&safe#v1.abc")
        page.wait_for_function("document.documentElement.dataset.app === 'error'", timeout=BOOT)
        assert page.evaluate("window.cwtSafe") == {"asked": True}
        assert link.inner_text() == normal                    # in safe mode: the way back
        assert link.get_attribute("href") == "/?nosw&nosnapshot#v1.abc"
        assert page.evaluate("window.cwtSnapshot.enabled") is False         # no snapshot in safe mode
    finally:
        ctx.close()
