"""The pool of lent contexts (conftest.py ``_Pool``): a context lent again is
as clean as a new one but for its start-up snapshot, whatever a test left."""

from __future__ import annotations

from .conftest import open_app, watched_context

OPTIONS = {"viewport": {"width": 1000, "height": 700}}      # a pool of its own

LEAVE = """async () => {
    localStorage.setItem('left:behind', '1');
    const db = await new Promise((ok, ko) => { const r = indexedDB.open('left-db', 1);
        r.onupgradeneeded = () => r.result.createObjectStore('s'); r.onsuccess = () => ok(r.result);
        r.onerror = () => ko(r.error); });
    db.close();
    await (await caches.open('left-cache')).put('/left', new Response('x'));
    document.cookie = 'left=1; path=/';
    return true;
}"""

FOUND = """async () => ({
    local: Object.keys(localStorage).filter((k) => !k.startsWith('cwt:snapshot')),
    dbs: (await indexedDB.databases()).map((d) => d.name),
    caches: (await caches.keys()).sort(),
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    cookie: document.cookie,
    snapshot: JSON.parse(JSON.stringify(window.cwtSnapshot)).used,
})"""


def test_a_lent_context_comes_back_clean(browser, site):
    ctx = watched_context(browser, **OPTIONS)
    page = open_app(ctx, site + "/")                    # registers the service worker
    page.wait_for_function("navigator.serviceWorker.getRegistrations().then((r) => r.length > 0)")
    assert page.evaluate(LEAVE)
    ctx.set_offline(True)
    ctx.close()                                         # back to the pool, cleaned
    again = watched_context(browser, **OPTIONS)
    try:
        assert again is ctx                             # the same context, lent again
        assert not again.pages and not again.watch.requests and not again.watch.errors
        page = open_app(again, site + "/?nosw")
        found = page.evaluate(FOUND)
        dbs = found.pop("dbs")              # (PyScript opens its own at every start)
        assert "left-db" not in dbs and all(name.startswith("IDBMap/") for name in dbs), dbs
        assert found == {"local": [], "caches": ["cwtsnap"], "workers": 0, "cookie": "",
                         "snapshot": True}, found
    finally:
        again.close()


def test_a_context_a_test_changed_for_good_is_not_lent_again(browser, site):
    ctx = watched_context(browser, **OPTIONS)
    ctx.add_init_script("window.changed = true;")
    ctx.close()
    again = watched_context(browser, **OPTIONS)
    try:
        assert again is not ctx
        page = open_app(again, site + "/")
        assert page.evaluate("window.changed === undefined")
    finally:
        again.close()
