"""The log, the rules dialog and "since my last turn" in the page: a rule
citation opens the rules over the page while the side column (and its log)
stays where it was; Escape closes it; the Rules menu lists the sections;
the replay of the last turn opens at the other side's first move."""

import json
import random

import pytest

from .conftest import open_app


def play_random(page, moves, seed=4, until=None):
    """Random legal moves through window.app; the phasing side before each
    move (app.view) is returned, one per move."""
    rnd = random.Random(seed)
    halves = []
    for _ in range(moves):
        active = page.evaluate("app.active()")
        if not active or page.evaluate("app.result()"):
            break
        halves.append(page.evaluate("app.view(null).phasing"))
        legal = page.evaluate(f"app.legal({json.dumps(active[0])})")
        page.evaluate(f"app.act({json.dumps(active[0])}, {json.dumps(rnd.choice(legal))})")
        if until is not None and until(page, halves):
            break
    return halves


def started(page, moves=70):
    page.evaluate("app.newGame('ahd', 'campaign', {}, 8)")
    halves = play_random(page, moves)
    page.click("[data-do=dismiss]") if page.locator("[data-do=dismiss]").count() else None
    page.wait_for_selector(".log li")
    return halves


def test_a_citation_opens_the_rules_over_the_page_and_the_log_stays(context, site):
    page = open_app(context, site + "/")
    started(page)
    side = page.locator(".board-side").first
    cite = page.locator(".log button.rule").last
    # the side column scrolled so that the log's last citation sits at its foot
    side.evaluate("e => { const c = [...e.querySelectorAll('.log button.rule')].pop();"
                  " e.scrollTop += c.getBoundingClientRect().bottom - e.getBoundingClientRect().bottom + 8; }")
    page.wait_for_timeout(100)
    top = side.evaluate("e => e.scrollTop")
    assert top > 0, "the side column should scroll at 1280x800"
    y = cite.bounding_box()["y"]
    label = cite.inner_text()
    cite.click()
    dialog = page.locator("#rules-dialog")
    dialog.wait_for(state="visible")
    assert label in dialog.inner_text()
    page.wait_for_function(f"document.querySelector('.board-side').scrollTop === {top}", timeout=2000)
    assert abs(page.locator(".log button.rule").last.bounding_box()["y"] - y) <= 2
    # the dialog floats over the page: the side column's layout is unchanged
    assert dialog.evaluate("e => getComputedStyle(e).position") == "fixed"
    # Escape closes it, still in place
    page.keyboard.press("Escape")
    dialog.wait_for(state="detached")
    page.wait_for_function(f"document.querySelector('.board-side').scrollTop === {top}", timeout=2000)
    # the newest lines are in view in the log: its last move is inside the list's box
    last = page.locator(".log li[value]").last.bounding_box()
    box = page.locator(".log-scroll").first.bounding_box()
    assert last["y"] + last["height"] <= box["y"] + box["height"] + 2
    assert not context.watch.errors


def test_the_rules_menu_lists_the_sections(context, site):
    page = open_app(context, site + "/")
    started(page, moves=3)
    opener = page.locator(".rules-button")
    if opener.count():
        opener.first.click()
    else:
        page.locator(".log button.rule").first.click()
        contents = page.locator("#rules-dialog [data-do=rule][data-arg=menu]")
        if not contents.count():
            pytest.skip("the game gives no rule_index() yet")
        contents.click()
    toc = page.locator("#rules-dialog .rules-toc button")
    assert toc.count() >= 10
    rules = toc.evaluate_all("els => els.map(e => e.dataset.arg)")
    assert "4.2.4" in rules and rules.index("4") < rules.index("4.2.4")
    page.click("#rules-dialog .rules-toc [data-arg='4.2.4']")
    title = page.inner_text("#rules-title")
    assert "4.2.4" in title
    nxt = page.locator("#rules-dialog [rel=next]")
    expected = rules[rules.index("4.2.4") + 1]
    nxt.click()
    assert expected in page.inner_text("#rules-title")
    page.locator("#rules-dialog [rel=prev]").click()
    assert "4.2.4" in page.inner_text("#rules-title")
    page.click("[data-do=lang]")
    assert "Cerrar" in page.locator("#rules-dialog .close").get_attribute("aria-label")
    page.click("#rules-dialog .close")
    assert page.locator("#rules-dialog").count() == 0


def test_since_my_last_turn_opens_at_the_other_sides_first_move(context, site):
    page = open_app(context, site + "/")
    page.evaluate("app.newGame('ahd', 'campaign', {}, 8)")

    def union_half_begun(page, halves):
        return (len(halves) > 20 and halves[-1] == "csa"
                and page.evaluate("app.view(null).phasing") == "union")

    halves = play_random(page, 200, until=union_half_begun)
    assert union_half_begun(page, halves)
    ply = len(halves)
    first = max(i for i, h in enumerate(halves) if h == "union") + 1     # after the Union's last half
    page.click("[data-do=replay][data-arg=turn]")
    page.wait_for_selector(".since")
    heading = page.inner_text("h2 small")
    assert heading.split()[-3:] == [str(first + 1), "/", str(ply)], heading
    assert page.inner_text(".since").startswith("Since your last turn: ")
    current = page.locator(".replay-log li.current")
    assert current.count() == 1 and current.get_attribute("value") == str(first + 1)
    # the stretch's log has its turn header and the moves numbered once
    numbers = page.locator(".replay-log li.move").evaluate_all("els => els.map(e => +e.value)")
    assert numbers == list(range(numbers[0], numbers[-1] + 1)) and numbers[0] == first + 1
    assert page.locator(".replay-log .turn-head").count() >= 1
    # a move number goes there
    page.click(f".replay-log [data-arg='go:{ply}']")
    assert page.inner_text("h2 small").split()[-3] == str(ply)
    page.click("[data-do=replay][data-arg=close]")
    assert not context.watch.errors
