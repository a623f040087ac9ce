"""Playing through the page as a person would: clicks, keys, links."""

import json
import re

from .conftest import open_app, watched_context


def new_context(browser):
    ctx = watched_context(browser)
    return ctx


def actions(page):
    return page.locator("[data-do=act]").evaluate_all(
        "els => els.map(e => JSON.parse(e.dataset.action))")


def click_action(page, pick):
    """Click the first shown action for which pick(action) is true."""
    shown = actions(page)
    for i, action in enumerate(shown):
        if pick(action):
            page.locator("[data-do=act]").nth(i).click()
            return action
    return None


def test_turn_link_by_clicking_continues_in_another_browser(browser, site):
    ctx = new_context(browser)
    try:
        page = open_app(ctx, site + "/")
        page.click("[data-do=new]")
        page.check("#opp-link")
        page.select_option("#start-side", "union")
        page.click("[data-do=start]")
        # Union, turn 1: open a march, move one unit, end movement ...
        click_action(page, lambda a: a[0] == "march")
        click_action(page, lambda a: a[0] == "move")
        for _ in range(40):                 # ... then take the first offer until the CSA must act
            if not actions(page):
                break
            click_action(page, lambda a: a[0] in ("end_march", "end_moves", "pass", "roll")
                         or True)
        assert "Waiting for" in page.inner_text("#app")
        page.click("[data-do=send]")
        url = page.locator(".sent input").input_value()
        assert url.startswith(site + "/#")
    except Exception:
        ctx.close()
        raise
    other = new_context(browser)
    try:
        p2 = open_app(other, url)
        assert p2.evaluate("document.documentElement.dataset.app") == "ready"
        assert "Replay" in p2.inner_text("#app")          # the sender's moves, step by step
        while p2.locator("[data-do=replay][data-arg=next]:not([disabled])").count():
            p2.click("[data-do=replay][data-arg=next]")
        p2.click("[data-do=replay][data-arg=close]")
        p2.click("[data-do=seat][data-arg=csa]")
        assert p2.locator(".prompt.mine").inner_text().startswith("Confederacy:")   # the prompt line
        assert actions(p2)
        assert p2.evaluate("app.hash()") == page.evaluate("app.hash()")
    finally:
        other.close()
        ctx.close()


def test_keyboard_only_march(context, site):
    page = open_app(context, site + "/")
    page.keyboard.press("Tab")
    for _ in range(30):                      # Tab to the "New game" button, then Enter
        if page.evaluate("document.activeElement && document.activeElement.dataset.do") == "new":
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    for _ in range(60):
        if page.evaluate("document.activeElement && document.activeElement.dataset.do") == "start":
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-do=act]")

    def focus_action(kind):
        for _ in range(200):
            el = page.evaluate("document.activeElement && document.activeElement.dataset.action || ''")
            if el and json.loads(el)[0] == kind:
                return True
            page.keyboard.press("Tab")
        return False

    assert focus_action("march")
    page.keyboard.press("Enter")
    assert page.evaluate("app.view(null).march_box")          # the march is open
    page.keyboard.press("Tab")
    assert focus_action("move")
    before = page.evaluate("app.hash()")
    page.keyboard.press("Enter")
    assert page.evaluate("app.hash()") != before                 # the unit moved
    # focus is always visible: the focused element has an outline
    page.keyboard.press("Tab")
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"


def test_replay_steps_through_the_game(context, site):
    page = open_app(context, site + "/")
    page.evaluate("app.newGame('ahd', 'campaign', {}, 8)")
    for _ in range(12):
        role = page.evaluate("app.active()")[0]
        page.evaluate("r => app.act(r, app.legal(r)[0])", role)
    h = page.evaluate("app.hash()")
    page.click("[data-do=replay][data-arg=whole]")
    assert "move 0 / 12" in page.inner_text("#app")
    page.click("[data-do=replay][data-arg=next]")
    assert "move 1 / 12" in page.inner_text("#app")
    page.click("[data-do=replay][data-arg=last]")
    assert "move 12 / 12" in page.inner_text("#app")
    page.click("[data-do=replay][data-arg=close]")
    assert page.evaluate("app.hash()") == h


def test_rule_citations_open_the_rules_panel(context, site):
    page = open_app(context, site + "/")
    page.evaluate("app.newGame('ahd', 'campaign', {}, 8)")
    page.evaluate("app.act('union', app.legal('union').find(a => a[0] === 'march'))")
    page.locator(".log button.rule").first.click()
    panel = page.locator(".rules-panel")
    assert panel.is_visible()
    assert "march" in panel.inner_text().lower()
    page.click("[data-do=lang]")
    assert "marcha" in page.locator(".rules-panel").inner_text().lower()


def attack_manassas(page, shown, state):
    """The scripted Union's plan: march from Washington into Manassas Junction
    (a CSA unit is there), so the first turn has a battle."""
    if state["attacked"]:
        return None
    choice = next((a for a in shown if a[:1] == ["move"] and a[2] == "manassas_junction"), None)
    if choice is None and not state["marched"]:
        choice = next((a for a in shown if a == ["march", "washington"]), None)
        state["marched"] = choice is not None
    state["attacked"] = choice is not None and choice[0] == "move"
    return choice


def test_a_scripted_player_plays_the_first_game_turn_by_clicking(context, site):
    """Both halves of July 1861, with a battle, using only clicks on the page."""
    page = open_app(context, site + "/")
    page.click("[data-do=new]")
    page.click("[data-do=start]")
    order = ["target", "fire", "battle", "end_march", "end_moves", "pass", "roll", "promote",
             "recruit", "withdraw", "reinforce", "retreat", "entrench", "move", "march"]
    plan = {"attacked": False, "marched": False}
    saw_battle = False
    for _ in range(400):
        if "August 1861" in page.inner_text("dl.strip"):
            break
        saw_battle = saw_battle or page.locator(".battle").count() > 0
        shown = actions(page)
        assert shown, page.inner_text("#app")[:400]
        choice = attack_manassas(page, shown, plan)
        if choice is None:
            choice = min(shown, key=lambda a: order.index(a[0]) if a[0] in order else len(order))
        click_action(page, lambda a, c=choice: a == c)
    assert "August 1861" in page.inner_text("dl.strip")
    assert plan["attacked"] and saw_battle
    log = page.inner_text(".log")
    assert "Manassas" in log


def test_standing_orders_spare_the_round_trip(context, site):
    """Playing the Union by link: the Confederate's orders (as a link would bring
    them) answer his battle choices, so the Union's turn runs to its end."""
    page = open_app(context, site + "/")
    page.click("[data-do=new]")
    page.check("#opp-link")
    page.select_option("#start-side", "union")
    page.click("[data-do=start]")
    page.evaluate("app.setOrders('csa', {targets: 'weakest', retreat: 'never'})")
    order = ["end_march", "end_moves", "pass", "roll", "promote", "recruit", "target", "fire", "battle"]
    plan = {"attacked": False, "marched": False}
    for _ in range(300):
        if page.evaluate("app.view(null).phasing") == "csa":
            break
        assert "Waiting for" not in page.inner_text(".prompt"), "the orders should have answered"
        shown = actions(page)
        choice = attack_manassas(page, shown, plan)
        if choice is None:
            choice = min(shown, key=lambda a: order.index(a[0]) if a[0] in order else len(order))
        click_action(page, lambda a, c=choice: a == c)
    assert plan["attacked"] and page.evaluate("app.view(null).phasing") == "csa"
    # the orders are shown and travel in the link
    page.click(".orders summary")
    assert "Confederacy" in page.inner_text(".orders")


def test_a_game_turn_against_the_computer(context, site):
    """The human plays the Union; the computer answers with the Confederacy's
    half, move by move, and the page stays usable while it plays."""
    page = open_app(context, site + "/")
    page.click("[data-do=new]")
    page.check("#opp-computer")
    page.select_option("#start-side", "union")
    page.select_option("#start-level", "easy")
    page.click("[data-do=start]")
    order = ["end_moves", "end_march", "pass", "roll", "promote", "recruit", "target", "fire", "battle"]
    for _ in range(100):                      # the Union's first half, by clicks
        if page.evaluate("app.view(null).phasing") == "csa":
            break
        shown = actions(page)
        if not shown:                         # the computer answers inside our turn (a battle)
            page.wait_for_timeout(200)
            continue
        choice = min(shown, key=lambda a: order.index(a[0]) if a[0] in order else len(order))
        click_action(page, lambda a, c=choice: a == c)
    # the computer plays its half by itself; we wait for our move in August 1861
    page.wait_for_function("""() => { const v = app.view(null);
        return v.phasing === 'union' && v.turn === 2 && app.active()[0] === 'union'; }""",
                           timeout=120_000, polling=500)
    log = page.inner_text(".log").lower()         # turn headers are drawn in capitals
    assert "confederate half" in log
    assert page.evaluate("app.hash()")
    # The computer stays the Confederacy after a reload, and in a game continued
    # from a named save (it is kept with the game's identity, not with one save).
    page.reload()
    page.wait_for_function("document.documentElement.dataset.app === 'ready'", timeout=90_000)
    assert page.locator("[data-do=seat]").count() == 0      # no seat choice: the computer plays one
    page.once("dialog", lambda d: d.accept("Turn 2"))
    page.click("header [data-do=saves]")
    page.click("[data-do=save_as]")
    slot = page.evaluate("""() => Object.keys(localStorage).find(k => k.startsWith('cwt:save:named-')).slice(9)""")
    page.click(f'li[data-slot="{slot}"] [data-do=load]')
    page.wait_for_function("app.active()[0] === 'union'", timeout=10_000)
    assert page.locator("[data-do=seat]").count() == 0


def test_the_page_keeps_drawing_while_the_computer_thinks(context, site):
    """At "hard" the computer's searched decisions run in many slices between
    frames: frames are drawn and the player's clicks answered mid-decision."""
    page = open_app(context, site + "/")
    page.click("[data-do=new]")
    page.check("#opp-computer")
    page.select_option("#start-side", "csa")          # the computer moves first, as the Union
    page.select_option("#start-level", "hard")
    page.click("[data-do=start]")
    page.wait_for_function("(() => { const t = app.thinking(); return t.busy && t.slices > 1; })()",
                           timeout=60_000, polling=20)
    # animation frames pass while the search goes on: frame after frame, the
    # same decision is still busy and has run more slices (decisions may end
    # between frames, so look over several)
    still = page.evaluate("""async () => {
        let prev = null, seen = 0;
        const t0 = performance.now();
        while (performance.now() - t0 < 30000) {
            await new Promise((r) => requestAnimationFrame(r));
            const t = app.thinking();
            if (prev && prev.busy && t.busy && t.slices > prev.slices) seen += 1;
            if (seen >= 1) return true;
            prev = t;
        }
        return false;
    }""")
    assert still
    # a click on the page is answered while the computer thinks
    page.click("[data-do=zoom][data-arg=in]")
    page.wait_for_function("(() => { const t = app.thinking(); return t.decisions >= 2 && t.max_slices > 2; })()",
                           timeout=120_000, polling=200)
    assert page.evaluate("app.active()") in (["union"], ["csa"])


SECRETS = ("march", "volley", "ambush", "rally", "marcha", "descarga", "emboscada", "reagrupar")


def app_html(page):
    return page.evaluate("document.getElementById('app').innerHTML").lower()


def test_hotseat_with_hidden_information_hands_the_device_over(context, site):
    """The test minigame hides hands and blocks: between the sides a cover
    hides everything until the next side taps; then only its view is drawn."""
    page = open_app(context, site + "/")
    page.evaluate("app.newGame('ahd', 'campaign', {}, 3)")
    page.click("[data-do=seat][data-arg=union]")        # a seat of another game's sides ...
    page.evaluate("app.newGame('mini', 'standard', {}, 3)")   # ... gives way to both sides here
    for side, other, name in (("blue", "grey", "Blue"), ("grey", "blue", "Grey")):
        cover = page.locator(".handover")
        assert f"Pass the device to {name}" in cover.inner_text()
        html = app_html(page)
        assert not [w for w in SECRETS if w in html]                # no card of either hand
        assert page.locator("[data-do=act]").count() == 0           # no action names a piece
        assert page.locator("#map").count() == 0 and page.locator(".log").count() == 0
        page.click("[data-do=handover]")
        assert page.locator(".handover").count() == 0
        assert page.locator(".prompt.mine").inner_text().startswith(name + ":")
        # the other side's blocks (their ids are secret) are named nowhere on the page
        blocks = [p["id"] for p in page.evaluate("r => app.view(r).pieces", other)
                  if p["kind"] == "block" and p["side"] == other]
        assert blocks and not [b for b in blocks if re.search(rf"\b{b}\b", app_html(page))]
        click_action(page, lambda a: a == ["end"])                 # the turn ends: cover again
    page.click("[data-do=lang]")
    assert "Pasa el dispositivo a Azul" in page.inner_text(".handover")
