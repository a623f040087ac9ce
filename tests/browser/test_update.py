"""Updates lose nothing (issue 13): a new build whose rules cannot open a saved
game keeps the old build's files, and the game goes on in that old build,
offline, from ./v/<hash>/.

The probe, reproduced with real builds of this source tree: build 1 plays A
House Divided's present rules; build 2 (``build.py --rules-version ahd=...``)
plays other ones. One origin serves build 1, then its directory is switched
to build 2, as a host would be updated. These builds go to temporary
directories, never to dist/ (other tests serve dist/ meanwhile).

Until web/app.py and web/commands.py call window.cwtOffline themselves, the
test does what the page will do there, with web/update.py's functions:
tell the worker the keep-list, read the offer from ``newBuild()``, accept.
(Doing it again once the page does it changes nothing.)
"""

from __future__ import annotations

import functools
import json
import os
import threading
from pathlib import Path

import pytest

from web import update

from .conftest import open_app, play_some, wait_offline_ready

READY = "document.documentElement.dataset.app !== 'loading'"
RECORDS = """() => Object.keys(localStorage).filter((k) => k.startsWith('cwt:save:'))
    .map((k) => [k, localStorage.getItem(k)])"""
CACHES = "async () => (await caches.keys()).sort()"
WAITING = "() => !!window.cwtUpdateReady"


@pytest.fixture(scope="module")
def builds(tmp_path_factory):
    """Three builds of this tree: the present rules, then ahd at two other versions."""
    import build
    from pyapp import games
    now = games.get("ahd").rules_version
    out = {}
    for name, override in (("one", None), ("two", {"ahd": now + ".next"}),
                           ("three", {"ahd": now + ".after"})):
        root = tmp_path_factory.mktemp("update-" + name)
        info = build.build(root, override)
        out[name] = {"root": root, "hash": info["hash"],
                     "rules": json.loads((root / "build.json").read_text())["rules"]}
    assert len({b["hash"] for b in out.values()}) == 3
    return out


@pytest.fixture(scope="module")
def host(builds):
    """One origin whose served directory the test switches between builds."""
    import build
    served = {"root": builds["one"]["root"]}

    class Handler(build.Handler):
        def translate_path(self, path):
            clean = path.split("?", 1)[0].split("#", 1)[0]
            return str(served["root"] / clean.lstrip("/"))

        def send_head(self):
            # The builds are made within the same second: a "304 Not Modified"
            # by file time would hide the switch (a real host's new files are newer).
            del self.headers["If-Modified-Since"]
            return super().send_head()

    server = build.Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(served["root"])))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    served["url"] = f"http://127.0.0.1:{server.server_address[1]}"
    yield served
    server.shutdown()


def records(page):
    """The saved games in the page's localStorage: {key: (raw text, record)}."""
    return {k: (raw, json.loads(raw)) for k, raw in page.evaluate(RECORDS)}


def take_update(page, keep, build):
    """What the page does when the player presses Reload: accept the waiting
    build with the keep-list; the page reloads itself into it."""
    page.evaluate("(h) => { window.cwtOffline.accept(h); }", keep)
    page.wait_for_function(f"document.documentElement.dataset.build === '{build}'", timeout=60_000)
    page.wait_for_function(READY, timeout=90_000)
    # the new worker controls the page
    page.wait_for_function(f"""async () => {{
        const reg = await navigator.serviceWorker.getRegistration();
        return !!(reg && reg.active && navigator.serviceWorker.controller
                  && !reg.waiting && (await caches.keys()).includes('cwt-{build}'));
    }}""", timeout=60_000, polling=250)


def new_build_waiting(page, host, builds, name):
    """Switch the served files to build ``name`` and reload: the page (still
    the old build, from its cache) finds the new worker waiting."""
    host["root"] = builds[name]["root"]
    page.reload()
    page.wait_for_function(READY, timeout=90_000)
    try:
        page.wait_for_function(WAITING, timeout=90_000, polling=250)
    except Exception:
        state = page.evaluate("""async () => { const r = await navigator.serviceWorker.getRegistration();
            return {installing: r && r.installing && r.installing.state, waiting: r && !!r.waiting,
                    active: r && r.active && r.active.scriptURL, caches: await caches.keys()}; }""")
        raise AssertionError(f"no new build waiting: {state}") from None
    return page.evaluate("window.cwtOffline.newBuild()")


def test_a_game_the_new_rules_cannot_open_stays_playable_in_the_old_build(fresh_context, host, builds):
    context = fresh_context    # a first visit's boot: updates are about the service worker, not the snapshot
    one, two, three = builds["one"], builds["two"], builds["three"]
    host["root"] = one["root"]
    base = host["url"] + "/"
    page = open_app(context, base)
    assert page.evaluate("document.documentElement.dataset.build") == one["hash"]
    wait_offline_ready(page)

    # The page tells its worker what its saved games need: nothing yet.
    own_rules = update.rules_of()
    assert own_rules == one["rules"]
    assert page.evaluate("(h) => window.cwtOffline.keep(h)", []) == {"kept": []}
    assert page.evaluate("window.cwtOffline.newBuild()") is None      # nothing waits

    # A game of A House Divided, a few moves in.
    page.evaluate("window.app.newGame('ahd', null, {}, 7)")
    play_some(page, 5, pick_seed=3)
    h = page.evaluate("window.app.hash()")
    saved = records(page)
    assert len(saved) == 1
    key, (raw, record) = next(iter(saved.items()))
    ply = record["ply"]
    assert ply > 0
    assert update.record_rules(record) == one["rules"]["ahd"]
    # the save names the rules and the build it was made under
    assert record.get("rules") == one["rules"]["ahd"] and record.get("build") == one["hash"]

    # The host now serves build two, whose rules for ahd differ.
    info = new_build_waiting(page, host, builds, "two")
    assert info == {"build": two["hash"], "rules": two["rules"]}
    # The offer says which games it would leave behind, before the reload.
    left = update.left_behind([record], info["rules"])
    assert [r["name"] for r in left] == [record["name"]]
    offer = update.offer_text("en", left)
    assert record["name"] in offer and "cannot open 1 saved game" in offer
    # the page's own offer (app.describe_update) names it, before any reload
    page.wait_for_function("document.querySelector('#toasts').innerText.includes('cannot open')",
                           timeout=20_000)
    toast = page.locator("#toasts").inner_text()
    assert "new version" in toast.lower() and record["name"] in toast
    assert page.locator("#toasts [data-do=reload]").count() == 1
    page.screenshot(path=str(Path(os.environ.get("CWT_SHOTS", "/tmp")) / "update-offer.png"))
    # The keep-list for the new build names this build.
    keep = update.needed_builds([record], info["rules"], info["build"], default_build=one["hash"])
    assert keep == [one["hash"]]

    take_update(page, keep, two["hash"])
    # The old build's files are kept, the game is in storage unchanged.
    cached = page.evaluate(CACHES)
    assert f"cwt-{one['hash']}" in cached and f"cwt-{two['hash']}" in cached
    assert records(page)[key][0] == raw
    # Build two cannot open it (its page said why), and tells its worker the
    # game needs build one.
    assert update.left_behind([record], two["rules"])
    keep = update.needed_builds([record], two["rules"], two["hash"])
    assert keep == [one["hash"]]
    page.evaluate("(h) => window.cwtOffline.keep(h)", keep)

    # Offline, the game opens in build one from ./v/<hash>/, at the same
    # position, and plays on.
    url = update.old_build_url(record, page.url)
    assert url.startswith(f"{base}v/{one['hash']}/index.html?nosw")
    # the Saves screen offers it so (web/screens.py)
    page.click("[data-do=saves]")
    button = page.locator(f"a[data-old-build='{one['hash']}']")
    assert button.count() == 1 and button.get_attribute("href") == url
    context.set_offline(True)
    try:
        old = open_app(context, url)
        assert old.evaluate("document.documentElement.dataset.app") == "ready", old.inner_text("body")[:300]
        assert old.evaluate("document.documentElement.dataset.build") == one["hash"]
        assert old.evaluate("window.app.hash()") == h
        play_some(old, 2, pick_seed=5)
        assert old.evaluate("window.app.hash()") != h
        assert old.evaluate("!!navigator.serviceWorker.controller")      # served by the worker
        # and the build played there was not re-registered under ./v/
        assert old.evaluate("navigator.serviceWorker.getRegistrations().then((r) => r.length)") == 1
        after = records(old)
        assert after[key][1]["ply"] > ply                                # the same save goes on
        # a build this browser does not hold is a short 404, not a blank page
        missing = old.evaluate("""async () => { const r = await fetch('../../v/0123456789ab/index.html');
                                  return [r.status, await r.text()]; }""")
        assert missing[0] == 404 and "not stored" in missing[1]
        old.close()
    finally:
        context.set_offline(False)

    # No save needs build one any more: the next activation deletes its cache.
    page.evaluate("(k) => localStorage.removeItem(k)", key)
    page.evaluate("(h) => window.cwtOffline.keep(h)", [])
    info = new_build_waiting(page, host, builds, "three")
    assert info["build"] == three["hash"]
    assert update.needed_builds([], info["rules"], info["build"], default_build=two["hash"]) == []
    take_update(page, [], three["hash"])
    cached = page.evaluate(CACHES)
    assert f"cwt-{three['hash']}" in cached
    assert f"cwt-{one['hash']}" not in cached and f"cwt-{two['hash']}" not in cached
    status = page.evaluate(f"fetch('./v/{one['hash']}/').then((r) => r.status)")
    assert status == 404


def test_an_update_taken_with_every_tab_closed_keeps_the_build_it_replaces(fresh_context, host, builds):
    """No page said what the new build's saved games need (the player closed
    every tab, so the new worker took over by itself): the build it replaces
    stays until a page of the new build says what its games need."""
    context = fresh_context    # a first visit's boot: updates are about the service worker, not the snapshot
    one, two, three = builds["one"], builds["two"], builds["three"]
    host["root"] = one["root"]
    base = host["url"] + "/"
    page = open_app(context, base)
    wait_offline_ready(page)
    page.evaluate("(h) => window.cwtOffline.keep(h)", [])
    info = new_build_waiting(page, host, builds, "two")
    assert info["build"] == two["hash"]
    page.close()                                  # every tab of build one closed
    page = open_app(context, base)                # the waiting worker activates
    page.wait_for_function(f"document.documentElement.dataset.build === '{two['hash']}'",
                           timeout=120_000)      # (a first visit's boot: over 60 s once, at load 10)
    wait_offline_ready(page)
    assert f"cwt-{one['hash']}" in page.evaluate(CACHES)
    # Build one stays served under ./v/ meanwhile.
    assert page.evaluate(f"fetch('./v/{one['hash']}/index.html').then((r) => r.status)") == 200
    # Build two's page says its games need nothing: the next update lets build one go.
    assert page.evaluate("(h) => window.cwtOffline.keep(h)", []) == {"kept": []}
    new_build_waiting(page, host, builds, "three")
    take_update(page, [], three["hash"])
    cached = page.evaluate(CACHES)
    assert f"cwt-{one['hash']}" not in cached and f"cwt-{two['hash']}" not in cached
