"""Start-up memory snapshots (web/snapshot.mjs, web/snapshot-worker.mjs).

One browser context for the module: its first visit boots normally and makes
a snapshot in a worker; the snapshot's bytes are kept aside in another cache
so each test starts from the same stored snapshot and then visits again."""

import pytest

from .conftest import Watch, play_some

READY = "document.documentElement.dataset.app !== 'loading'"
SNAP = "JSON.parse(JSON.stringify(window.cwtSnapshot))"

BACKUP = """async () => {
    const snap = await caches.open('cwtsnap');
    const keys = await snap.keys();
    const backup = await caches.open('test-backup');
    for (const k of await backup.keys()) await backup.delete(k);
    await backup.put(keys[0].url, await snap.match(keys[0]));
    return keys.map((k) => k.url);
}"""

RESTORE = """async () => {
    await caches.delete('cwtsnap');
    const backup = await caches.open('test-backup');
    const keys = await backup.keys();
    const snap = await caches.open('cwtsnap');
    await snap.put(keys[0].url, await backup.match(keys[0]));
    return keys[0].url;
}"""

STORED = "async () => (await (await caches.open('cwtsnap')).keys()).map((k) => k.url)"


@pytest.fixture(scope="module")
def snap(browser, site):
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    ctx.watch = Watch(ctx)
    ctx.route(lambda url: not url.startswith("http://127.0.0.1"), lambda route: route.abort())
    page = ctx.watch.page(ctx.new_page())
    page.goto(site + "/")
    page.wait_for_function(READY, timeout=120_000)
    first = page.evaluate(SNAP)
    page.wait_for_function("window.cwtSnapshot.made || window.cwtSnapshot.makeError",
                           timeout=180_000, polling=250)
    made = page.evaluate(SNAP)
    keys = page.evaluate(BACKUP)
    ctx.first, ctx.made, ctx.keys, ctx.page, ctx.base = first, made, keys, page, site
    yield ctx
    ctx.close()


def visit(snap, query="", tamper=None):
    """Put the kept snapshot back (then run the ``tamper`` script on it, if
    any), load the page again, and return it with the snapshot status."""
    page = snap.page
    page.evaluate(RESTORE)
    if tamper:
        page.evaluate(tamper)
    page.goto(snap.base + "/" + query)
    page.wait_for_function(READY, timeout=120_000)
    assert page.evaluate("document.documentElement.dataset.app") == "ready", page.inner_text("body")[:400]
    return page, page.evaluate(SNAP)


def play_hash(page, seed=11, moves=40):
    page.evaluate(f"app.newGame('ahd', 'campaign', {{}}, {seed})")
    play_some(page, moves, pick_seed=seed)
    return page.evaluate("app.hash()")


def test_first_visit_boots_normally_and_makes_a_snapshot(snap):
    assert snap.first["used"] is False
    assert "no snapshot" in snap.first["reason"]
    assert snap.made["makeError"] == ""
    assert snap.made["made"]["size"] > 10_000_000
    build = snap.page.evaluate("document.documentElement.dataset.build")
    assert len(snap.keys) == 1 and f"/snapshot/{build}/" in snap.keys[0]


def test_second_visit_uses_the_snapshot_and_plays_the_same(snap):
    page = snap.page
    page.evaluate("localStorage.removeItem('cwt:snapshot-failed')")
    page.goto(snap.base + "/?nosnapshot")
    page.wait_for_function(READY, timeout=120_000)
    plain = page.evaluate(SNAP)
    assert plain["used"] is False and "nosnapshot" in plain["reason"]
    expected = play_hash(page)
    page, status = visit(snap)
    assert status["used"] is True, status.get("reason")
    assert status["restoreMs"] > 0
    # the milestones bench/startup.py prints: the bytes were checked before the restore
    times = page.evaluate("window.cwtTimes")
    assert times["snapFound"] <= times["snapChecked"] <= times["restored"] <= times["pyStart"] <= times["ready"]
    assert play_hash(page) == expected
    # the map and the controls are there, as after a normal boot
    assert page.locator("#map").count() == 1
    assert not [e for e in snap.watch.errors if "snapshot" not in e]


def test_damaged_snapshot_falls_back_and_is_deleted(snap):
    # overwrite a stretch of the stored bytes, keeping the stored size and checksum
    tamper = """async () => {
        const cache = await caches.open('cwtsnap');
        const [key] = await cache.keys();
        const old = await cache.match(key);
        const bytes = new Uint8Array(await old.arrayBuffer());
        bytes.fill(0x5a, 1 << 20, 1 << 21);
        await cache.put(key, new Response(bytes, {headers: old.headers}));
    }"""
    page, status = visit(snap, tamper=tamper)
    assert status["used"] is False and "damaged" in status["reason"], status
    assert page.evaluate(STORED) == []
    assert play_hash(page, seed=3, moves=10)


def test_truncated_snapshot_falls_back_and_is_deleted(snap):
    # the stored bytes cut short, with the size and checksum of the whole
    tamper = """async () => {
        const cache = await caches.open('cwtsnap');
        const [key] = await cache.keys();
        const old = await cache.match(key);
        const bytes = new Uint8Array(await old.arrayBuffer());
        await cache.put(key, new Response(bytes.subarray(0, bytes.length - 4096), {headers: old.headers}));
    }"""
    page, status = visit(snap, tamper=tamper)
    assert status["used"] is False and "truncated" in status["reason"], status
    assert page.evaluate(STORED) == []
    assert play_hash(page, seed=4, moves=10)


def checksum(data: bytes) -> str:
    """web/snapshot.mjs's checksum, written again: two lanes (even and odd
    little-endian 32-bit words) of multiply-rotate steps, then the tail bytes
    in the first lane, and the length."""
    import struct
    m = 0xFFFFFFFF

    def step(h, w, mul, rot):
        h = ((h ^ w) * mul) & m
        return ((h << rot) | (h >> (32 - rot))) & m

    n = len(data) // 4
    words = struct.unpack(f"<{n}I", data[: n * 4])
    a, b = 0x811C9DC5, 0x9747B28C
    even = n & ~1
    for i in range(0, even, 2):
        a = step(a, words[i], 0x01000193, 13)
        b = step(b, words[i + 1], 0x5BD1E995, 15)
    for byte in data[even * 4:]:
        a = step(a, byte, 0x01000193, 13)
    return f"{a:08x}{b:08x}-{len(data)}"


def test_unrestorable_snapshot_falls_back(snap):
    # bytes that match their stored size and checksum but are no Pyodide snapshot at all
    size = (1 << 20) + 6      # an odd number of words and a tail: every branch of the checksum
    tamper = """async () => {
        const cache = await caches.open('cwtsnap');
        const [key] = await cache.keys();
        const bytes = new Uint8Array(%d);
        bytes.fill(7);
        await cache.put(key, new Response(bytes, {headers: {
            'x-cwt-size': String(bytes.length), 'x-cwt-sum': '%s'}}));
    }""" % (size, checksum(bytes([7]) * size))
    page, status = visit(snap, tamper=tamper)
    assert status["used"] is False and "refused" in status["reason"], status
    assert page.evaluate(STORED) == []
    # a build whose snapshot failed to restore here does not make another one
    assert "failed to restore" in page.evaluate("window.cwtSnapshot.makeError")
    page.evaluate("localStorage.removeItem('cwt:snapshot-failed')")


def test_snapshot_of_another_build_is_ignored_and_deleted(snap):
    # the stored snapshot filed under another build's hash
    tamper = """async () => {
        const cache = await caches.open('cwtsnap');
        const [key] = await cache.keys();
        const old = await cache.match(key);
        const build = document.documentElement.dataset.build;
        await cache.delete(key);
        await cache.put(key.url.replace('/' + build + '/', '/0123456789ab/'), old);
    }"""
    page, status = visit(snap, tamper=tamper)
    assert status["used"] is False and "no snapshot" in status["reason"], status
    assert not [k for k in page.evaluate(STORED) if "0123456789ab" in k]


def test_the_setting_turns_it_off_and_deletes_it(snap):
    page, status = visit(snap)
    assert status["used"] is True
    page.click("[data-do=new]")
    box = page.locator("#fast-start")
    assert box.is_checked()
    box.uncheck()
    page.wait_for_function("async () => !(await caches.has('cwtsnap'))", timeout=10_000)
    page.reload()
    page.wait_for_function(READY, timeout=120_000)
    status = page.evaluate(SNAP)
    assert status["used"] is False and status["enabled"] is False
    page.click("[data-do=new]")
    page.locator("#fast-start").check()
    assert page.evaluate("localStorage.getItem('cwt:snapshot')") is None


def test_offline_visit_restores_the_snapshot(snap):
    page = snap.page
    page.evaluate(RESTORE)
    page.wait_for_function("""async () => navigator.serviceWorker.controller &&
        (await caches.keys()).includes('cwt-' + document.documentElement.dataset.build)""",
                           timeout=60_000, polling=250)
    snap.set_offline(True)
    try:
        page.reload()
        page.wait_for_function(READY, timeout=120_000)
        assert page.evaluate("document.documentElement.dataset.app") == "ready"
        status = page.evaluate(SNAP)
        assert status["used"] is True, status
        assert play_hash(page, seed=5, moves=10)
    finally:
        snap.set_offline(False)
