"""Fixtures for tests that run the built site in Debian's Chromium.

The site is built once per run and served on 127.0.0.1 (a free port) twice:
at "/" and under the sub-path "/games/", as a static host would. "/__test__/"
serves the in-Pyodide run's page and the native records it replays.
"""

from __future__ import annotations

import fcntl
import functools
import http.server
import json
import os
import shutil
import threading
from pathlib import Path

import pytest

import tiers

ROOT = Path(__file__).resolve().parents[2]
STATIC = Path(__file__).resolve().parent / "static"
RUN = ROOT / ".cache" / "pyodide-run"   # the in-Pyodide run's records (pyodide_suite.py)
SNAP = RUN / "snapshot"         # the start-up snapshot, made once and shared by the workers (_snapshot)
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage"]

pytestmark = pytest.mark.browser

# Screenshots are for a person to look at (an issue's note names the ones its author looked
# at): tests take them in the full tier, or when CWT_SHOTS is set (to 1, or to the directory
# some tests write theirs to). In the default tier a test's screenshot() does nothing: each
# one costs Chromium a whole software paint and a PNG (the table tests of Badges of Courage
# and Stonewall's Sword took 15 s less without their 24), and no test reads one back.
SHOTS = tiers.FULL or bool(os.environ.get("CWT_SHOTS"))


@pytest.fixture(scope="session", autouse=True)
def _screenshots_only_when_asked():
    if SHOTS:
        yield
        return
    from playwright.sync_api import Locator, Page
    kept = Page.screenshot, Locator.screenshot
    Page.screenshot = Locator.screenshot = lambda self, *args, **kwargs: b""    # type: ignore
    yield
    Page.screenshot, Locator.screenshot = kept


def browser_group(nodeid: str) -> str:
    """The xdist group of a browser test: its file."""
    return "browser:" + nodeid.split("::")[0].replace(os.sep, "/").rsplit("/", 1)[-1]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)
            # Under pytest -n (--dist loadgroup) a file's tests run in turn in
            # one worker, with that worker's Chromium; the files are shared out
            # between the workers as they come free, before the native tests
            # (tests/conftest.py), so two Chromiums play beside each other and
            # the native tests fill in around them.
            item.add_marker(pytest.mark.xdist_group(browser_group(item.nodeid)))
            # Chromium's renderer has crashed at random under a full run
            # ("Target crashed": none in most runs, 13 in one, in bursts in one
            # worker's browser; never alone, in 120 lent-context page starts
            # on both workers, nor in a rerun of the same tests): such a test
            # runs once more (pytest-rerunfailures), in a new Chromium
            # (_Chromium.relaunch). No other failure does.
            item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=["Target crashed"]))


@pytest.fixture(scope="session")
def dist():
    """The built site: dist/, or the directory CWT_DIST names (so that one
    run's build never replaces the files another run is testing)."""
    import build
    out = Path(os.environ["CWT_DIST"]).resolve() if os.environ.get("CWT_DIST") else build.DIST
    if not os.environ.get("CWT_SKIP_BUILD") or not (out / "index.html").exists():
        build.build(out)
    return out


@pytest.fixture(scope="session")
def site(dist):
    import build

    class Handler(build.Handler):
        def translate_path(self, path):
            clean = path.split("?", 1)[0].split("#", 1)[0]
            if clean in ("/__test__/run/snapshot.bin", "/__test__/run/snapshot.json"):
                return str(SNAP / clean.rsplit("/", 1)[1])      # (_snapshot)
            if clean.startswith("/__test__/run/"):
                return str(RUN / clean[len("/__test__/run/"):])
            if clean.startswith("/__test__/tests/"):
                return str(ROOT / "tests" / clean[len("/__test__/tests/"):])
            if clean.startswith("/__test__/"):
                return str(STATIC / clean[len("/__test__/"):])
            if clean.startswith("/games/"):
                return str(dist / clean[len("/games/"):])
            return str(dist / clean.lstrip("/"))

        def do_PUT(self):
            # The one file a test page writes: the session's start-up snapshot (_snapshot).
            clean = self.path.split("?", 1)[0]
            if clean not in ("/__test__/run/snapshot.bin", "/__test__/run/snapshot.json"):
                self.send_error(403)
                return
            body = self.rfile.read(int(self.headers["Content-Length"]))
            SNAP.mkdir(parents=True, exist_ok=True)
            # Whole or not at all: another worker may read the snapshot meanwhile.
            target = SNAP / clean.rsplit("/", 1)[1]
            part = target.with_name(target.name + f".{os.getpid()}.part")
            part.write_bytes(body)
            os.replace(part, target)
            self.send_response(204)
            self.end_headers()

    server = build.Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(dist)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    _SNAPSHOT.update(site=url, dist=str(dist), made=None)
    yield url
    _SNAPSHOT.update(site=None, dist=None, made=None)
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: install Debian's chromium package "
                    "(apt-get install chromium) or set CHROMIUM")
    from playwright.sync_api import sync_playwright
    # Chromium's own error log (a renderer's last words when it crashes: a
    # failed check, out of memory, a signal) goes to stderr, which pytest keeps
    # with each test's report; the end of the run quotes it for every retried
    # test (tests/conftest.py). Playwright passes it on under DEBUG=pw:browser.
    os.environ.setdefault("DEBUG", "pw:browser")
    with sync_playwright() as p:
        b = _Chromium(p)
        yield b
        _POOL.close_all()
        b.close()


class _Chromium:
    """This worker's Chromium, launched again after a renderer crashed.

    Renderer crashes come in bursts in one browser process (a test and its
    rerun a few seconds later, while the other worker's Chromium plays on):
    the rerun gets a new browser, with nothing lent from the old one."""

    def __init__(self, playwright):
        self._playwright = playwright
        self._browser = self._launch()
        self.launches = 1

    def _launch(self):
        return self._playwright.chromium.launch(executable_path=CHROMIUM,
                                                args=ARGS + ["--enable-logging=stderr", "--log-level=2"])

    def relaunch(self):
        _POOL.close_all()
        try:
            self._browser.close()
        except Exception:             # it may be gone already
            pass
        self._browser = self._launch()
        self.launches += 1

    def __getattr__(self, name):
        return getattr(self._browser, name)


_CRASHED = {"last": False}    # the last test lost its renderer (pytest_runtest_makereport)


@pytest.fixture(autouse=True)
def _new_chromium_after_a_crash(request):
    if _CRASHED["last"]:
        _CRASHED["last"] = False
        chromium = request.getfixturevalue("browser")
        chromium.relaunch()
        print(f"(Chromium launched again after a crashed renderer: launch {chromium.launches})")
    yield


class Watch:
    """Console errors, page errors and requests that leave 127.0.0.1."""

    def __init__(self, context):
        self.errors: list[str] = []
        self.outside: list[str] = []
        self.requests: list[str] = []
        context.on("request", self._request)

    def _request(self, request):
        self.requests.append(request.url)
        if not request.url.startswith(("http://127.0.0.1", "data:", "blob:", "about:")):
            self.outside.append(request.url)

    def page(self, page):
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        return page


# Start-up snapshots in test contexts. A fresh context would boot Pyodide
# normally (some 6 s here) at every page it opens. Instead one snapshot is made
# (as a returning visitor's browser holds it: web/snapshot.mjs), by whichever
# worker needs it first, and kept in .cache/pyodide-run/snapshot/ for this build
# and this Chromium; ``quick_start`` puts it into each new context's Cache
# Storage, so its pages start the way a returning player's do, in about a third
# of the time. While one worker makes it, the other's contexts boot normally
# rather than wait. No context makes a snapshot of its own (that is a second
# Pyodide in a worker): the page is told, as after a failed restore, not to make
# one for this build. The first-visit boot keeps its own tests: test_snapshot.py,
# and every test that opens the page in a context of its own without quick_start.
_SNAPSHOT: dict = {"site": None, "made": None}
SNAPSHOT_OFF = "try { localStorage.setItem('cwt:snapshot', 'off'); } catch (e) {}"


def _stored(build: str, chromium: str) -> dict | None:
    """The kept snapshot, if it is whole and was made for this build by this Chromium."""
    try:
        info = json.loads((SNAP / "snapshot.json").read_text())
        whole = (SNAP / "snapshot.bin").stat().st_size == info["size"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return info if whole and info.get("build") == build and info.get("chromium") == chromium else None


def _snapshot(browser) -> dict | None:
    """The shared snapshot's {"key", "build", ...}, or None: none could be made
    (tried once per worker), or another worker is making it (then it is looked
    for again at the next context)."""
    if _SNAPSHOT["made"] is not None or not _SNAPSHOT["site"]:
        return _SNAPSHOT["made"] or None
    build = json.loads((Path(_SNAPSHOT["dist"]) / "build.json").read_text())["hash"]
    info = _stored(build, browser.version)
    if info:
        _SNAPSHOT["made"] = info
        return info
    SNAP.mkdir(parents=True, exist_ok=True)
    with open(SNAP / "lock", "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return None                 # the other worker is making it
        info = _stored(build, browser.version) or _make(browser, build)
    if info.get("error"):
        print(f"\nbrowser tests: no start-up snapshot ({info['error']}); pages boot normally")
        _SNAPSHOT["made"] = {}
        return None
    _SNAPSHOT["made"] = info
    return info


def _make(browser, build: str) -> dict:
    """Boot the page normally in a context of its own and keep its snapshot."""
    site = _SNAPSHOT["site"]
    ctx = browser.new_context()
    ctx.route(lambda url: not url.startswith("http://127.0.0.1"), lambda route: route.abort())
    try:
        page = ctx.new_page()
        page.goto(site + "/?nosw")
        page.wait_for_function("document.documentElement.dataset.app === 'ready'", timeout=120_000)
        return page.evaluate("""async (chromium) => {
            const made = await window.cwtSnapshot.make();
            if (!made) return {error: window.cwtSnapshot.makeError};
            const cache = await caches.open('cwtsnap');
            const [request] = await cache.keys();
            const response = await cache.match(request);
            const bytes = await response.arrayBuffer();
            const info = {key: request.url, size: Number(response.headers.get('x-cwt-size')),
                          sum: response.headers.get('x-cwt-sum'),
                          build: document.documentElement.dataset.build, chromium};
            // the bytes first: snapshot.json says they are whole
            for (const [name, body] of [['snapshot.bin', bytes], ['snapshot.json', JSON.stringify(info)]]) {
                const r = await fetch('/__test__/run/' + name, {method: 'PUT', body});
                if (!r.ok) return {error: name + ': ' + r.status};
            }
            return info;
        }""", browser.version)
    except Exception as exc:      # no snapshot: every context boots normally
        return {"error": str(exc)[:300]}
    finally:
        ctx.close()


def quick_start(ctx) -> None:
    """Give a new context the session's start-up snapshot (see above), or
    turn snapshots off in it when there is none."""
    info = _snapshot(ctx.browser)
    if not info:
        ctx.add_init_script(SNAPSHOT_OFF)
        return
    ctx.add_init_script("try { if (!localStorage.getItem('cwt:snapshot-failed')) "
                        f"localStorage.setItem('cwt:snapshot-failed', {info['build']!r}); }} catch (e) {{}}")
    page = ctx.new_page()
    try:
        page.goto(_SNAPSHOT["site"] + "/__test__/seed_snapshot.html")
        page.wait_for_function("window.seeded !== undefined", timeout=30_000)
        seeded = page.evaluate("window.seeded")
        assert seeded == "ok", seeded
    finally:
        page.close()
    if getattr(ctx, "watch", None):
        ctx.watch.requests.clear()


def watched_context(browser, quick=True, lend=True, **options):
    """A context (``options``: the viewport, a phone's touch...) whose pages'
    errors are watched (``ctx.watch``); ``quick``: its pages start from the
    session's snapshot (``quick_start``), else they boot normally.

    ``lend``: a quick context is lent from this worker's pool and goes back
    to it when the test closes it (``_Pool``): a page start in a new context
    costs Chromium some 5.8 s of processor (a renderer compiling Pyodide's
    wasm afresh, the snapshot copied into it), in a lent one 4.5 s
    (bench/contexts.py). Pass ``lend=False``
    for a context a test changes in a way the pool cannot undo."""
    if quick and lend:
        return _POOL.lend(browser, options)
    return _new_context(browser, quick, options)


def _new_context(browser, quick, options):
    ctx = browser.new_context(**options)
    ctx.watch = Watch(ctx)
    # Anything that tries to leave the machine is answered locally and recorded.
    ctx.route(lambda url: not url.startswith("http://127.0.0.1"), lambda route: route.abort())
    if quick:
        quick_start(ctx)
    else:
        ctx.add_init_script(SNAPSHOT_OFF)
    return ctx


class _Pool:
    """Contexts lent from test to test in one worker, by their options.

    A lent context is as a returning player's browser holds the site with
    nothing of it but the start-up snapshot: before it is lent again, every
    page is closed and everything a test can leave is cleared for every
    origin it reached (cookies, localStorage, IndexedDB, service workers,
    Cache Storage but the snapshot, permissions, the offline switch, what
    the watch recorded); ``test_a_lent_context_comes_back_clean`` proves it.
    A context a test changed in a way this cannot undo (a route, an init
    script, an exposed function, headers, a geolocation, permissions
    granted, cookies added: ``TAINTING``), one whose test failed, one that
    lost its renderer or was made without a snapshot (the other worker was
    still making it) is closed instead. No test depends on another having
    run: each gets the same clean context whatever ran before."""

    TAINTING = ("route", "route_from_har", "route_web_socket", "add_init_script", "expose_binding",
                "expose_function", "set_extra_http_headers", "set_geolocation", "grant_permissions",
                "add_cookies")

    def __init__(self):
        self.idle: dict[str, list] = {}
        self.failed = False              # the current test failed (pytest_runtest_makereport)

    def lend(self, browser, options):
        key = json.dumps(options, sort_keys=True)
        idle = self.idle.setdefault(key, [])
        ctx = idle.pop() if idle else None
        if ctx is None:
            ctx = _new_context(browser, True, options)
            ctx.quick = bool(_SNAPSHOT.get("made"))
            ctx.tainted = False
            ctx.really_close = ctx.close
            for name in self.TAINTING:
                if hasattr(ctx, name):
                    setattr(ctx, name, self._tainting(ctx, getattr(ctx, name)))
            ctx.close = lambda ctx=ctx, key=key: self.give_back(ctx, key)
        ctx.lent = True
        return ctx

    @staticmethod
    def _tainting(ctx, method):
        def call(*args, **kwargs):
            ctx.tainted = True
            return method(*args, **kwargs)
        return call

    def give_back(self, ctx, key):
        if not getattr(ctx, "lent", False):
            return                                 # closed twice
        ctx.lent = False
        keep = ctx.quick and not ctx.tainted and not self.failed
        try:
            keep = keep and self._clean(ctx)
        except Exception:                         # a crashed renderer, a closed browser
            keep = False
        if keep:
            self.idle[key].append(ctx)
        else:
            try:
                ctx.really_close()
            except Exception:
                pass

    @staticmethod
    def _clean(ctx) -> bool:
        for page in list(ctx.pages):
            page.close()
        ctx.set_offline(False)
        ctx.clear_cookies()
        ctx.clear_permissions()
        origins = {"/".join(url.split("/", 3)[:3]) for url in ctx.watch.requests
                   if url.startswith("http://127.0.0.1")}
        origins.add(_SNAPSHOT["site"])
        site = _SNAPSHOT["site"]
        page = ctx.new_page()
        try:
            cdp = ctx.new_cdp_session(page)
            for origin in sorted(origins):
                kept = origin == site       # (the snapshot's cache; the rest of it below)
                cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all" if not kept else ",".join((
                    "cookies", "file_systems", "indexeddb", "local_storage", "service_workers",
                    "websql", "shared_storage", "storage_buckets"))})
            cdp.detach()
            page.goto(site + "/__test__/blank.html")
            page.evaluate("""async () => { for (const name of await caches.keys())
                if (name !== 'cwtsnap') await caches.delete(name); }""")
        finally:
            page.close()
        ctx.watch.errors.clear()
        ctx.watch.outside.clear()
        ctx.watch.requests.clear()
        return not ctx.pages

    def close_all(self):
        for contexts in self.idle.values():
            for ctx in contexts:
                try:
                    ctx.really_close()
                except Exception:
                    pass
        self.idle.clear()


_POOL = _Pool()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "setup":
        _POOL.failed = False
    if report.failed:
        _POOL.failed = True         # the context it used is not lent again
        if "Target crashed" in str(report.longrepr):
            _CRASHED["last"] = True  # the next test (its rerun) in a new Chromium


@pytest.fixture
def context(browser):
    ctx = watched_context(browser, viewport={"width": 1280, "height": 800})
    yield ctx
    ctx.close()


@pytest.fixture
def own_context(browser):
    """A quick context of this test's own, never lent (the test changes it
    in a way the pool cannot undo, such as the page's clock)."""
    ctx = watched_context(browser, lend=False, viewport={"width": 1280, "height": 800})
    yield ctx
    ctx.close()


@pytest.fixture
def fresh_context(browser):
    """A context as on a first visit: no snapshot, the page boots normally."""
    ctx = watched_context(browser, quick=False, viewport={"width": 1280, "height": 800})
    yield ctx
    ctx.close()


def open_app(context, url, ready=True, timeout=90_000):
    page = context.watch.page(context.new_page())
    page.goto(url)
    if ready:
        page.wait_for_function("document.documentElement.dataset.app !== 'loading'", timeout=timeout)
    return page


def tap_hex(page, label, touch=False, into_view=False, drag=True, page_scroll=False):
    """Tap (``touch``) or click a hex of the map (``#map``) where the table
    draws it (``app.boxScreen``). ``into_view``: scroll the map into view
    first; ``drag``: drag the map first if the hex is out of sight, within
    30 pixels of its edge; ``page_scroll``: then scroll the page if the hex
    lies below or above the screen."""
    if into_view:
        page.locator("#map").scroll_into_view_if_needed()
    box = page.locator("#map").bounding_box()
    x, y = page.evaluate("h => app.boxScreen(h)", label)
    margin = 30
    if drag and not (margin < x < box["width"] - margin and margin < y < box["height"] - margin):
        cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        page.mouse.move(cx, cy)
        page.mouse.down()
        page.mouse.move(cx + (box["width"] / 2 - x) / 2, cy + (box["height"] / 2 - y) / 2, steps=4)
        page.mouse.move(cx + box["width"] / 2 - x, cy + box["height"] / 2 - y, steps=4)
        page.mouse.up()
        x, y = page.evaluate("h => app.boxScreen(h)", label)
    vh = page.viewport_size["height"]
    if page_scroll and not 40 < box["y"] + y < vh - 40:
        page.evaluate(f"window.scrollBy(0, {box['y'] + y - vh / 2})")
        box = page.locator("#map").bounding_box()
    if touch:
        page.touchscreen.tap(box["x"] + x, box["y"] + y)
    else:
        page.mouse.click(box["x"] + x, box["y"] + y)


DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


def new_device(browser, phone=False, random_seed=None):
    """A browser context as one player's device, with its own storage: a
    desktop (1280x800) or a phone (390x844, touch); the page reaches no other
    host; the start-up snapshot of the session; ``random_seed``: the page's
    crypto.getRandomValues from that seed (test_boc_duel.FIXED_RANDOM: the
    same keys every run); the clipboard allowed where the browser lets it."""
    opts = dict(viewport=PHONE, is_mobile=True, has_touch=True) if phone else dict(viewport=DESKTOP)
    ctx = browser.new_context(**opts)
    ctx.watch = Watch(ctx)
    ctx.route(lambda url: not url.startswith("http://127.0.0.1"), lambda route: route.abort())
    quick_start(ctx)
    if random_seed is not None:
        from .test_boc_duel import FIXED_RANDOM
        ctx.add_init_script(FIXED_RANDOM % random_seed)
    try:
        ctx.grant_permissions(["clipboard-read", "clipboard-write"])
    except Exception:
        pass
    return ctx


def take_device(page, who, touch=False):
    """Hand the device over: the cover names ``who``; a click (a tap) takes it."""
    assert f"Pass the device to {who}" in page.inner_text(".handover"), page.inner_text("main")[:300]
    (page.tap if touch else page.click)("[data-do=handover]")
    assert page.locator(".handover").count() == 0


def wait_offline_ready(page, timeout=60_000):
    """Wait until the service worker controls the page and has precached the build."""
    page.wait_for_function(
        """async () => {
            if (!navigator.serviceWorker.controller) return false;
            const build = document.documentElement.dataset.build;
            return (await caches.keys()).includes('cwt-' + build);
        }""", timeout=timeout, polling=250)


@pytest.fixture
def app_page(context, site):
    page = open_app(context, site + "/")
    assert page.evaluate("document.documentElement.dataset.app") == "ready", \
        page.inner_text("body")[:500]
    return page


def first_game(page):
    return page.evaluate("app.games()[0]")


def play_some(page, n, pick_seed=1):
    """Play ``n`` moves through window.app, choosing pseudo-randomly."""
    import random
    rnd = random.Random(pick_seed)
    for _ in range(n):
        active = page.evaluate("app.active()")
        if not active:
            break
        legal = page.evaluate("r => app.legal(r)", active[0])
        page.evaluate("([r, a]) => app.act(r, a)", [active[0], legal[rnd.randrange(len(legal))]])
