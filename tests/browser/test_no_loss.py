"""Nothing lost, nothing bricked (issue 13), in Chromium: each case the
probe found, reproduced the way a user meets it, and shown fixed."""

import json

import pytest

from .conftest import open_app, play_some

SAVE = "cwt:save:"


def ready(page):
    page.wait_for_function("document.documentElement.dataset.app !== 'loading'", timeout=90_000)
    assert page.evaluate("document.documentElement.dataset.app") == "ready", page.inner_text("body")[:800]
    return page


def saves(page) -> dict:
    """Every save in the page's localStorage: slot -> record."""
    return page.evaluate("""() => { const out = {};
        for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i);
          if (k.startsWith('cwt:save:')) out[k.slice(9)] = JSON.parse(localStorage.getItem(k)); }
        return out; }""")


def new_ahd(page, seed):
    page.evaluate("s => app.newGame('ahd', 'short', {}, s)", seed)


def toast(page) -> str:
    page.wait_for_selector("#toasts .message", timeout=10_000)
    return page.inner_text("#toasts")


def click(page, selector):
    page.click(selector)
    page.wait_for_timeout(50)


def test_a_named_save_opened_and_played_is_never_overwritten(context, site):
    page = ready(open_app(context, site + "/"))
    new_ahd(page, 101)
    play_some(page, 10)
    page.once("dialog", lambda d: d.accept("Before the battle"))
    click(page, "[data-do=saves]")
    click(page, "[data-do=save_as]")
    named = [s for s, r in saves(page).items() if r["name"] == "Before the battle"]
    assert len(named) == 1 and saves(page)[named[0]]["ply"] == 10
    play_some(page, 35, 2)
    later = page.evaluate("app.hash()")
    click(page, "[data-do=saves]")
    click(page, f'li[data-slot="{named[0]}"] [data-do=load]')
    play_some(page, 1, 3)
    stored = saves(page)
    assert stored[named[0]]["name"] == "Before the battle" and stored[named[0]]["ply"] == 10
    plies = sorted(r["ply"] for r in stored.values())
    assert plies == [10, 11, 45], plies                        # snapshot, its branch, the later line
    assert any(r["head"] == later for r in stored.values())


def test_two_tabs_the_stale_one_is_told_and_cannot_overwrite(context, site):
    a = ready(open_app(context, site + "/"))
    new_ahd(a, 202)
    play_some(a, 6)
    b = ready(open_app(context, site + "/"))                   # "Continue": the same game
    assert b.evaluate("app.hash()") == a.evaluate("app.hash()")
    play_some(a, 29, 4)
    slot = [s for s, r in saves(a).items() if r["ply"] == 35][0]
    # The storage event reached tab B: it says so where its decisions would be.
    b.wait_for_selector("#urgent .stale-note", timeout=10_000)
    assert "another tab" in b.inner_text("#urgent")
    err = b.evaluate("""() => { try { app.act(app.active()[0], app.legal(app.active()[0])[0]); return null; }
                        catch (e) { return e.message; } }""")
    assert err and "another tab" in err
    assert saves(b)[slot]["ply"] == 35                         # nothing overwritten
    click(b, "#urgent [data-do=stale][data-arg=keep]")
    kept = [s for s, r in saves(b).items() if r["ply"] == 6]
    assert kept and kept[0] != slot
    a.reload()
    ready(a)
    assert saves(a)[slot]["ply"] == 35


def test_importing_an_older_backup_asks_before_anything_is_replaced(context, site):
    page = ready(open_app(context, site + "/"))
    new_ahd(page, 303)
    play_some(page, 5)
    click(page, "[data-do=saves]")
    click(page, "[data-do=export]")
    backup = page.evaluate("window.cwtLastDownload.text")
    click(page, "[data-do=continue]")
    play_some(page, 40, 6)
    newer = saves(page)
    with page.expect_file_chooser() as chooser:
        click(page, "[data-do=saves]")
        page.click("[data-do=import]")
    chooser.value.set_files(files=[{"name": "backup.json", "mimeType": "application/json",
                                    "buffer": backup.encode()}])
    page.wait_for_selector("#toasts [data-do=import_held]", timeout=10_000)
    assert "older" in toast(page)
    assert saves(page) == newer                                # nothing replaced without asking
    click(page, "#toasts [data-do=import_held]")
    after = saves(page)
    assert len(after) == len(newer) + 1
    assert all(after[s] == r for s, r in newer.items())


def test_a_new_game_with_a_used_seed_never_replaces_another(context, site):
    page = ready(open_app(context, site + "/"))
    page.evaluate("app.newGame('ahd', 'campaign', {}, 7)")
    play_some(page, 30)
    campaign = page.evaluate("app.hash()")
    new_ahd(page, 7)
    play_some(page, 2)
    assert any(r["head"] == campaign and r["ply"] == 30 for r in saves(page).values())


def test_a_link_opened_with_storage_full_is_kept_until_stored(context, site):
    page = ready(open_app(context, site + "/"))
    new_ahd(page, 404)
    play_some(page, 8)
    url = page.evaluate("app.link('whole')")
    want = page.evaluate("app.hash()")
    # Fill the site's storage with big saves of our own (each a valid record).
    page.evaluate("""() => { localStorage.clear(); const link = 'A'.repeat(390000);
        for (let i = 0; i < 200; i++) {
          try { localStorage.setItem('cwt:save:big-' + i, JSON.stringify({v: 2, slot: 'big-' + i,
                 kind: 'named', name: 'Big old game ' + i, game: 'ahd', link: link,
                 saved_at: '2026-01-01T00:00:00Z'})); }
          catch (e) { break; } }
        let n = 0;                     // then to the last character, with another site's kind of key
        for (const size of [100000, 10000, 1000, 100, 10, 1])
          for (;;) { try { localStorage.setItem('filler-' + n++, 'x'.repeat(size)); } catch (e) { break; } } }""")
    other = context.new_page()
    other.goto(url)
    ready(other)
    other.wait_for_timeout(300)
    assert other.evaluate("app.hash()") == want
    assert "#" in other.url                                    # the link stays until stored
    assert "full" in toast(other)
    other.reload()                                             # a reload loses nothing
    ready(other)
    assert other.evaluate("app.hash()") == want
    click(other, "#toasts [data-do=saves][data-arg=full]")
    assert "Big old game" in other.inner_text(".storage-full")
    slot = other.get_attribute(".saves li[data-slot] [data-do=delete]", "data-arg")
    click(other, f'[data-do=delete][data-arg="{slot}"]')
    click(other, "[data-do=delete_yes]")
    click(other, ".storage-full [data-do=save_now]")
    assert "#" not in other.url
    assert any(r.get("head") == want for r in saves(other).values())


FILL = """() => { const link = 'A'.repeat(390000);
    for (let i = 0; i < 200; i++) {
      try { localStorage.setItem('cwt:save:big-' + i, JSON.stringify({v: 2, slot: 'big-' + i,
             kind: 'named', name: 'Big old game ' + i, game: 'ahd', link: link,
             saved_at: '2026-01-01T00:00:00Z'})); }
      catch (e) { break; } }
    let n = 0;
    for (const size of [100000, 10000, 1000, 100, 10, 1])
      for (;;) { try { localStorage.setItem('filler-' + n++, 'x'.repeat(size)); } catch (e) { break; } } }"""

LEAVING = """() => { const e = new Event('beforeunload', {cancelable: true});
    window.dispatchEvent(e); return e.defaultPrevented; }"""


def test_moves_made_with_storage_full_survive_a_reload_and_leaving_is_warned(context, site):
    """Issue 33: storage fills during play; the moves after it are kept for
    the tab (sessionStorage), the page asks before it is left, a reload gets
    them back, and they are stored once there is room."""
    page = ready(open_app(context, site + "/"))
    new_ahd(page, 405)
    play_some(page, 8)
    assert page.evaluate(LEAVING) is False                   # saved: leaving is not asked about
    page.evaluate(FILL)
    play_some(page, 10)
    want = page.evaluate("app.hash()")
    assert "full" in toast(page)
    assert page.evaluate(LEAVING) is True                    # unsaved moves: the browser asks first
    page.reload()
    ready(page)
    assert page.evaluate("app.hash()") == want                  # every move is back
    assert "not saved yet" in toast(page)
    page.screenshot(path="/tmp/noloss-unsaved-back.png")
    page.evaluate("() => { for (const k of Object.keys(localStorage)) "
                  "if (k.startsWith('filler-') || k.startsWith('cwt:save:big-')) localStorage.removeItem(k); }")
    play_some(page, 1)
    after = page.evaluate("app.hash()")
    assert page.evaluate(LEAVING) is False
    assert any(r.get("head") == after for r in saves(page).values())
    page.reload()
    ready(page)
    assert page.evaluate("app.hash()") == after


def test_a_link_opened_with_storage_full_leaves_the_address_bar_once_a_move_stores_it(context, site):
    page = ready(open_app(context, site + "/"))
    new_ahd(page, 406)
    play_some(page, 6)
    url = page.evaluate("app.link('whole')")
    page.evaluate("() => localStorage.clear()")
    page.evaluate(FILL)
    other = context.new_page()
    other.goto(url)
    ready(other)
    assert "#" in other.url and "full" in toast(other)
    other.evaluate("() => { for (const k of Object.keys(localStorage)) "
                   "if (k.startsWith('filler-') || k.startsWith('cwt:save:big-')) localStorage.removeItem(k); }")
    play_some(other, 1)                                       # its autosave stores the game now
    other.wait_for_function("!location.hash", timeout=10_000)
    other.reload()
    ready(other)
    assert any(r.get("head") == other.evaluate("app.hash()") for r in saves(other).values())


def test_stored_nonsense_is_set_aside_and_never_bricks_the_page(context, site):
    page = ready(open_app(context, site + "/"))
    new_ahd(page, 505)
    play_some(page, 3)
    good = page.evaluate("app.hash()")
    page.evaluate("""() => {
        localStorage.setItem('cwt:save:deep', '['.repeat(100000) + ']'.repeat(100000));
        localStorage.setItem('cwt:save:odd', JSON.stringify({v: 2, slot: 'odd', name: 'Odd', game: 'ahd',
            link: 'x', saved_at: 5, active: {a: 1}}));
        const last = localStorage.getItem('cwt:last');
        localStorage.setItem('cwt:pref:computer:' + last, '{}');
        localStorage.setItem('cwt:pref:lang', '["es"]'); }""")
    for _ in range(2):                                         # and again after a reload
        page.reload()
        ready(page)
        assert page.evaluate("app.hash()") == good
    click(page, "[data-do=saves]")
    text = page.inner_text("main")
    assert "Set aside" in text and "cwt:save:deep" in text and "cwt:save:odd" in text
    ident = page.get_attribute(".aside [data-do=aside_download]", "data-arg")
    click(page, f'.aside [data-do=aside_download][data-arg="{ident}"]')
    assert page.evaluate("window.cwtLastDownload.text").startswith(("[[[", "{"))
    assert page.evaluate("localStorage.length") >= 4           # everything kept


def test_a_link_with_orders_of_the_wrong_shape_is_refused_and_the_page_stays(context, site):
    from pyapp import games
    from pyapp.core import link
    from pyapp.core.match import Match
    m = Match(games.get("ahd"), "short", {}, 9, uid="abc")
    m.orders = {"union": {"retreat": ["x"]}}                   # bypasses the checks, as a tamperer would
    page = open_app(context, site + "/#" + link.encode(m, "whole"))
    ready(page)
    assert "link" in toast(page).lower()
    page.reload()
    ready(page)
    assert page.evaluate("document.documentElement.dataset.app") == "ready"


def test_safe_mode_after_a_start_that_never_finished_and_on_request(context, site):
    page = ready(open_app(context, site + "/"))
    new_ahd(page, 606)
    play_some(page, 2)
    before = page.evaluate("JSON.stringify(Object.entries(localStorage).filter(([k]) => k !== 'cwt:booting').sort())")
    page.evaluate("localStorage.setItem('cwt:booting', '1')")  # as a start that crashed leaves it
    page.reload()
    ready(page)
    assert page.is_visible(".safe-note") and "did not finish" in page.inner_text(".safe-note")
    assert page.evaluate("(() => { try { app.hash(); return 'open'; } catch (e) { return 'none'; } })()") == "none"
    after = page.evaluate("JSON.stringify(Object.entries(localStorage).filter(([k]) => k !== 'cwt:booting').sort())")
    assert after == before                                     # intact
    click(page, "[data-do=saves]")
    assert page.locator(".saves li[data-slot]").count() >= 1   # listed, exportable
    click(page, "[data-do=new]")
    page.click("[data-do=leave_safe]")
    page.wait_for_function("document.documentElement.dataset.app === 'ready' && !document.querySelector('.safe-note')",
                           timeout=90_000)
    page.goto(site + "/?safe")
    ready(page)
    assert "Safe mode" in page.inner_text(".safe-note")


def test_junk_through_the_window_app_verbs_is_refused_plainly(context, site):
    page = ready(open_app(context, site + "/"))
    new_ahd(page, 707)
    kinds = page.evaluate("""() => { const out = [];
        const junk = [[], {}, null, 1e308, -1, 'x'.repeat(5000), [[[[[[[[[[[]]]]]]]]]]], true];
        for (const verb of ['view', 'legal', 'act', 'undo', 'link', 'open', 'describe', 'setOrders', 'newGame'])
          for (const a of junk) for (const b of junk) {
            try { app[verb](a, b); } catch (e) { out.push(e.kind); } }
        return out; }""")
    assert kinds and set(kinds) <= {"Illegal", "LinkError", "SaveError"}, set(kinds)


def test_an_imported_file_with_a_broken_link_is_answered_plainly(context, site):
    page = ready(open_app(context, site + "/"))
    new_ahd(page, 808)
    play_some(page, 2)
    good = page.evaluate("app.hash()")
    bad = {"format": "civil-war-table-saves", "v": 2, "saves": [
        {"v": 2, "slot": "named-x-1", "kind": "named", "name": "Broken link", "game": "ahd",
         "uid": "x", "ply": 1, "link": "AgAD" + "Zm9v" * 20, "saved_at": "2026-01-01T00:00:00Z"},
        {"name": "Not a save", "saves": [[[[[[]]]]]]}]}
    with page.expect_file_chooser() as chooser:
        click(page, "[data-do=saves]")
        page.click("[data-do=import]")
    chooser.value.set_files(files=[{"name": "odd.json", "mimeType": "application/json",
                                    "buffer": json.dumps(bad).encode()}])
    page.wait_for_function("document.querySelector('#toasts').innerText.includes('could not be read')")
    click(page, "#toasts .close")
    click(page, 'li[data-slot="named-x-1"] [data-do=load]')
    assert "cannot be opened" in toast(page)
    page.reload()
    ready(page)
    assert page.evaluate("app.hash()") == good
