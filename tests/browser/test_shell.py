"""The page around the table (issue 12, items 2, 6-10): toasts that never
move the map, the map toggles that keep every action, the focus kept by the
keyboard across every redraw, an undoable delete with a confirmation, the
layout on a phone and on a desktop, and the page's words in Spanish."""

import json

from .conftest import open_app, watched_context

FOCUSED = """() => { const e = document.activeElement;
    return e ? {tag: e.tagName, id: e.id, do: e.dataset ? (e.dataset.do || '') : '',
                action: e.dataset ? (e.dataset.action || '') : '', text: (e.innerText || '').trim()} : null; }"""


def focused(page):
    return page.evaluate(FOCUSED)


def tab_until(page, test, limit=60):
    for _ in range(limit):
        page.keyboard.press("Tab")
        if test(focused(page)):
            return True
    return False


def map_top(page):
    return page.evaluate("document.querySelector('#board-slot').getBoundingClientRect().top")


def new_ahd(page, seed=8):
    page.evaluate(f"app.newGame('ahd', 'campaign', {{}}, {seed})")
    page.wait_for_selector("#urgent")


def test_notices_are_toasts_that_never_move_the_map(own_context, site):
    context = own_context        # (its clock is changed: a context of its own)
    context.clock.install()      # time runs as usual, and the test jumps it past a toast's life
    page = open_app(context, site + "/")
    new_ahd(page)
    top = map_top(page)
    # a notice: the map stays put
    page.click("[data-do=share]")
    page.click("[data-do=copy][data-arg=turn]")
    toast = page.locator("#toasts .message")
    assert toast.count() == 1 and "characters" in toast.inner_text()
    assert toast.get_attribute("role") == "status"
    assert page.evaluate("getComputedStyle(document.querySelector('#toasts')).position") == "fixed"
    page.click("[data-do=continue]")
    assert abs(map_top(page) - top) < 1
    # an error stays and is an alert; Escape dismisses it from the keyboard
    page.evaluate("document.querySelector('#urgent [data-do=act]').dataset.do = 'nonsense'")
    page.locator("[data-do=nonsense]").first.click()
    assert page.locator("#toasts .message.error").count() == 1
    assert page.locator("#toasts .message.error").get_attribute("role") == "alert"
    assert abs(map_top(page) - top) < 1
    page.clock.fast_forward(6500)
    assert page.locator("#toasts .message.error").count() == 1          # errors stay
    page.keyboard.press("Escape")
    assert page.locator("#toasts .message").count() == 0
    # information goes by itself
    page.click("[data-do=share]")
    page.click("[data-do=copy][data-arg=whole]")
    assert page.locator("#toasts .message").count() == 1
    page.clock.fast_forward(6500)
    assert page.locator("#toasts .message").count() == 0
    # the × dismisses
    page.click("[data-do=copy][data-arg=whole]")
    page.click("#toasts .close")
    assert page.locator("#toasts .message").count() == 0
    assert not context.watch.errors, context.watch.errors


def test_hide_highlights_keeps_every_action_and_is_not_kept(context, site):
    # a player who once hid the legal moves: that old preference goes
    context.add_init_script("try { localStorage.setItem('cwt:pref:moves', 'off'); } catch (e) {}")
    page = open_app(context, site + "/")
    assert page.evaluate("localStorage.getItem('cwt:pref:moves')") is None
    new_ahd(page)
    n = page.locator("#all-actions [data-do=act]").count()
    urgent = page.locator("#urgent [data-do=act]").count()
    assert n > 0 and urgent > 0
    toggle = page.locator(".map-tools [data-do=moves]")
    assert toggle.inner_text() == "Hide highlights"
    toggle.click()
    assert page.locator(".map-tools [data-do=moves]").inner_text() == "Show highlights"
    assert page.locator("#all-actions [data-do=act]").count() == n          # nothing taken away
    assert page.locator("#urgent [data-do=act]").count() == urgent
    assert page.evaluate("localStorage.getItem('cwt:pref:moves')") is None
    # the map's layers, where the map offers them
    for arg in ("units", "marks"):
        button = page.locator(f".map-tools [data-do=layer][data-arg={arg}]")
        if button.count():
            assert button.get_attribute("aria-pressed") == "true"
            button.click()
            assert page.locator(f".map-tools [data-do=layer][data-arg={arg}]").get_attribute("aria-pressed") == "false"
    # the list of every action is folded, and stays as the player leaves it
    assert not page.locator("#all-actions").evaluate("d => d.open")
    page.click("#all-actions > summary")
    page.locator("#urgent [data-do=act]").first.click()
    assert page.locator("#all-actions").evaluate("d => d.open")


def test_keyboard_focus_follows_the_decision_not_the_body(context, site):
    page = open_app(context, site + "/")
    new_ahd(page)
    page.evaluate("document.activeElement && document.activeElement.blur()")
    # the first stops of Tab: the skip links
    page.keyboard.press("Tab")
    assert focused(page)["do"] == "skip"
    page.keyboard.press("Tab")
    assert focused(page)["text"] == "Skip to the controls"
    page.keyboard.press("Enter")
    first = focused(page)
    assert first["do"] == "act" and page.evaluate("document.activeElement.closest('#urgent') !== null")
    # Tab to "Washington" in the slot and march from it
    assert tab_until(page, lambda f: f["action"] and json.loads(f["action"]) == ["march", "washington"], 20)
    page.keyboard.press("Enter")
    assert page.evaluate("app.view(null).march_box") == "washington"
    after = focused(page)
    assert after["tag"] != "BODY", after
    assert page.evaluate("document.activeElement.closest('#urgent, #prompt') !== null")
    # a control that stays (the "Counters" toggle) keeps the focus
    for arg in ("units",):
        if page.locator(f".map-tools [data-do=layer][data-arg={arg}]").count():
            page.focus(f".map-tools [data-do=layer][data-arg={arg}]")
            page.keyboard.press("Enter")
            assert focused(page)["do"] == "layer"
    # the skip link to the map focuses the map
    page.focus("nav.skip [data-arg=map]")
    page.keyboard.press("Enter")
    assert focused(page)["id"] == "map"
    # the focus stays visible
    page.keyboard.press("Tab")
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") != "none"
    assert not context.watch.errors, context.watch.errors


def test_delete_asks_then_offers_undo_and_the_game_in_play_survives(context, site):
    page = open_app(context, site + "/")
    new_ahd(page, seed=21)
    page.locator("#urgent [data-do=act]").first.click()
    slot = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('cwt:save:'))[0]").split(":", 2)[2]
    page.click("header [data-do=saves]")
    delete = page.locator(f"[data-do=delete][data-arg='{slot}']")
    delete.focus()
    page.keyboard.press("Enter")
    # an inline question, no window.confirm; the focus is on "No"
    assert page.locator("li.confirm").count() == 1
    assert focused(page)["do"] == "delete_no"
    page.keyboard.press("Enter")
    assert page.locator("li.confirm").count() == 0 and focused(page)["do"] == "delete"
    assert page.evaluate(f"localStorage.getItem('cwt:save:{slot}') !== null")
    # Yes: gone, with Undo in the toast (focused)
    page.click(f"[data-do=delete][data-arg='{slot}']")
    page.click("[data-do=delete_yes]")
    assert page.evaluate(f"localStorage.getItem('cwt:save:{slot}')") is None
    assert "Deleted" in page.inner_text("#toasts")
    assert focused(page)["do"] == "undelete"
    # the game in play was closed: the page still works
    assert page.locator("header [data-do=continue]").count() == 0
    assert page.locator("header [data-do=share]").count() == 0
    page.keyboard.press("Enter")                                   # Undo
    assert page.evaluate(f"localStorage.getItem('cwt:save:{slot}') !== null")
    assert page.locator(f"[data-do=delete][data-arg='{slot}']").count() == 1
    page.click("header [data-do=continue]")
    assert page.locator("#urgent").count() == 1 and page.evaluate("app.hash()")
    # deleted again, then a new game starts as usual
    page.click("header [data-do=saves]")
    page.click(f"[data-do=delete][data-arg='{slot}']")
    page.click("[data-do=delete_yes]")
    page.click("header [data-do=new]")
    page.click("[data-do=start]")
    page.wait_for_selector("#prompt")
    assert not context.watch.errors, context.watch.errors


def test_phone_keeps_the_decision_and_the_map_in_one_screen(browser, site):
    ctx = watched_context(browser, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        page = open_app(ctx, site + "/")
        new_ahd(page)
        page.evaluate("document.querySelector('#prompt').scrollIntoView({block: 'start'})")
        rects = page.evaluate("""() => Object.fromEntries(['#prompt', '#urgent', '#board-slot'].map(
            s => [s, document.querySelector(s).getBoundingClientRect().toJSON()]))""")
        height = page.evaluate("innerHeight")
        assert rects["#prompt"]["bottom"] <= rects["#urgent"]["top"] + 1         # prompt, then the slot
        assert rects["#urgent"]["bottom"] <= rects["#board-slot"]["top"] + 1     # then the map
        assert rects["#board-slot"]["bottom"] <= height + 1, rects               # all in one screen
        assert rects["#board-slot"]["height"] >= 230
        # a toast sits over the page at its foot, inside the screen
        page.tap("[data-do=share]")
        page.tap("[data-do=copy][data-arg=turn]")
        page.wait_for_timeout(400)                        # its entrance is over
        box = page.locator("#toasts .message").bounding_box()
        assert box["y"] + box["height"] <= height and box["x"] >= 0 and box["x"] + box["width"] <= 390
    finally:
        ctx.close()


def test_desktop_slot_beside_the_map(context, site):
    page = open_app(context, site + "/")
    new_ahd(page)
    board = page.locator("#board-slot").bounding_box()
    urgent = page.locator("#urgent").bounding_box()
    prompt = page.locator("#prompt").bounding_box()
    assert urgent["x"] >= board["x"] + board["width"] - 1           # beside the map
    assert prompt["y"] + prompt["height"] <= board["y"]             # the prompt line above it
    assert urgent["y"] < board["y"] + 50


def test_spanish_page_words(context, site):
    page = open_app(context, site + "/")
    new_ahd(page)
    page.click("header [data-do=lang]")
    page.click("header [data-do=share]")
    page.click("[data-do=copy][data-arg=turn]")
    text = page.inner_text("#toasts")
    assert "caracteres" in text and "characters" not in text
    page.click("header [data-do=saves]")
    row = page.inner_text("ul.saves")
    assert "julio 1861" in row and "July" not in row
    assert "Campaña" in row or "campaña" in row
    assert "Descargar" in row and "Download" not in row
    # a refusal from the page itself in Spanish
    page.click("header [data-do=continue]")
    page.evaluate("document.querySelector('#urgent [data-do=act]').dataset.do = 'nonsense'")
    page.locator("[data-do=nonsense]").first.click()
    assert "Orden desconocida" in page.inner_text("#toasts")
