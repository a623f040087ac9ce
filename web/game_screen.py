"""The game's screen: the prompt line above the map, the table's urgent
slot by it (what must be answered now: in sight beside the map on a wide
screen, between the prompt line and the map on a phone), the map (the
game's table), and beside it the table's panels, the actions, the buttons,
the rules panel and the log; the replay screen; and the hand-over screen
that covers everything between two players of a hotseat game that hides
things.

Functions of the page (``web.app.App``) returning HTML. Draws from the view
of the side at the device only (``App.view_role``).
"""

from __future__ import annotations

from . import duel_screen
from .markup import act_button, esc, rule_ref, words
from .text import role_name, role_the, t
from .widgets.log import log_panel, turn_items
from .widgets.prompt import prompt_line, result_line
from .widgets.rules import rules_button, rules_dialog

LOG_LINES = 60


def prompt(app, m) -> str:
    """The main instruction: the game's prompt for the role at the device,
    the result once the game is over."""
    L = app.lang
    result = m.result()
    if result:
        return result_line(result, L, t(L, "game_over"), t(L, "winner"), role_name(L, result.get("winner")))
    duel = app.session.duel
    if duel is not None and not duel.my_segment():
        return duel_screen.wait_prompt(app)          # the other side plays: its link is awaited
    role = app.acting_role()
    who = role or app.prompt_role()
    try:
        text = m.game.prompt(m.state, who)
    except NotImplementedError:                 # a game that does not say yet
        text = {"en": t("en", "prompt_missing"), "es": t("es", "prompt_missing"), "rule": ""}
    return prompt_line(text, L, role_name(L, who), mine=role is not None)


def status(app, m) -> str:
    """What the page adds to the prompt: the computer at work, or the turn to send."""
    L = app.lang
    if m.result() or app.acting_role() or app.session.duel is not None:
        return ""
    if app.computer.acting():
        player = app.computer.player
        return (f'<p class="status wait" role="status"><span class="spinner" aria-hidden="true"></span> '
                f'{esc(t(L, "computer_thinking"))} ({esc(role_name(L, player["role"]))}, '
                f'{esc(t(L, "level_" + player.get("level", "normal")))})</p>')
    if app.seat == "both":
        return ""
    sent = ""
    if app.sent_link:
        sent = (f'<p class="sent">{esc(t(L, "sent_hint"))} <input readonly aria-label="{esc(t(L, "send_turn"))}" '
                f'value="{esc(app.sent_link)}" size="30"></p>')
    return (f'<p class="status wait"><button type="button" class="primary" data-do="send">'
            f'{esc(t(L, "send_turn_now"))}</button></p>{sent}')


def actions(app, m, role, table, view, opened: bool = False) -> str:
    """Every legal action of the role acting at this device (those naming
    the picked map item, once one is picked), as a secondary list folded
    under the panels: the decision at hand is asked in the urgent slot and
    on the map. Open when the player opened it (``app.actions_open``) or
    ``opened`` (no table: the list is the only way to play)."""
    if not role:
        return ""
    L = app.lang
    legal = m.legal(role)
    shown = [(i, a) for i, a in enumerate(legal) if app.action_fits(a, view)]
    items = "".join(f"<li>{act_button(i, a, esc(m.game.describe(m.state, a, L)))}</li>" for i, a in shown)
    where = ""
    if app.selected and len(shown) != len(legal):
        name = table.item_name(app.selected) if table else app.selected
        where = (f'<p class="where">{esc(name)}: {len(shown)} '
                 f'<button type="button" data-do="unselect">{esc(t(L, "all_actions"))}</button></p>')
    is_open = opened or getattr(app, "actions_open", False)
    return (f'<details class="all-actions" id="all-actions"{" open" if is_open else ""}>'
            f'<summary>{esc(t(L, "all_actions_n").format(n=len(legal)))}</summary>'
            f'{where}<ul class="actions">{items}</ul></details>')


def rules_panel(app) -> str:
    """The rules dialog over the page (``web.widgets.rules``): a cited
    section, or the table of contents; the side column stays in place."""
    m = app.session.match
    if not app.rule_open or m is None:
        return ""
    return rules_dialog(m.game, app.rule_open, app.lang)


def map_side(app, table, view, seat) -> str:
    """The map's slot with its zoom buttons and text twin; for a game with
    no table, a clear message in its place."""
    L = app.lang
    if table is None:
        title = app.session.match.game.title
        return (f'<section class="map-side no-table"><p class="no-table-note" role="note">'
                f'{esc(t(L, "no_table").format(title=title))}</p></section>')
    if table.map is None:
        return ""
    zoom = (f'<div class="zoom row-buttons"><button type="button" data-do="zoom" data-arg="in" aria-label="{esc(t(L, "zoom_in"))}">+</button>'
            f'<button type="button" data-do="zoom" data-arg="out" aria-label="{esc(t(L, "zoom_out"))}">−</button>'
            f'<button type="button" data-do="zoom" data-arg="fit">{esc(t(L, "fit"))}</button></div>')
    return (f'<section class="map-side"><div id="board-slot"></div>'
            f'<div class="map-foot">{map_tools(app, table)}{zoom}'
            f'<div class="twin">{table.text_twin(view, seat)}</div>{legend(app, table)}</div></section>')


MAP_LAYERS = (("units", "show_units", "counters"), ("marks", "show_marks", "markers"))


def map_tools(app, table) -> str:
    """The map's toggles: the highlights of what can be done (only the
    highlighting: the actions stay), and the layers the map offers
    (``show_units``, ``show_marks`` on the map widget, when it has them)."""
    L = app.lang
    shown = getattr(app, "show_moves", True)
    buttons = [f'<button type="button" data-do="moves">{esc(t(L, "hide_marks" if shown else "show_marks"))}</button>']
    for arg, attr, key in MAP_LAYERS:
        value = getattr(table.map, attr, None)
        if value is not None:
            buttons.append(f'<button type="button" data-do="layer" data-arg="{arg}" '
                           f'aria-pressed="{"true" if value else "false"}">{esc(t(L, key))}</button>')
    return (f'<div class="map-tools row-buttons" role="group" aria-label="{esc(t(L, "map_show"))}">'
            f'{"".join(buttons)}</div>')


def legend(app, table) -> str:
    """The map's legend, when the table has one (``table.legend(lang)``)."""
    make = getattr(table, "legend", None)
    if not callable(make):
        return ""
    return f'<div class="legend-slot">{make(app.lang)}</div>'


def seat_buttons(app, game) -> str:
    """Which side this device plays (hidden when the computer plays one, or
    when the game hides things: then the seat is chosen on the start screen)."""
    if app.computer.player or app.session.duel is not None or app.handover.secret(app.session.match):
        return ""                       # ("Both sides" exists only in hotseat games: T1.2)
    L = app.lang
    seats = [("both", t(L, "both_sides"))] + [(r, role_name(L, r)) for r in game.roles]
    items = "".join(f'<button type="button" data-do="seat" data-arg="{esc(k)}" '
                    f'aria-pressed="{"true" if k == app.seat else "false"}">{esc(v)}</button>' for k, v in seats)
    return f'<p class="row-buttons" aria-label="{esc(t(L, "side"))}">{items}</p>'


def game(app) -> str:
    L = app.lang
    m = app.session.match
    g = m.game
    table = app.table()
    view = app.view()
    role = app.acting_role()
    log = m.log(last=LOG_LINES, role=app.log_role())[-LOG_LINES:]
    seat = app.table_seat()
    board = map_side(app, table, view, seat)
    now = table.urgent(view, seat) if table else ""
    duel = app.session.duel
    # Undo goes with the decision at hand (under the prompt line on a phone);
    # in a duel, only this device's own moves of this segment (T2.5)
    can_undo = (any(m.can_undo(r) for r in g.roles) if duel is None else
                role is not None and m.can_undo(role) and m.ply > duel.seg_start)
    undo = ""
    if can_undo:
        button = f'<button type="button" class="undo" data-do="undo">{esc(t(L, "undo"))}</button>'
        row = '<p class="row-buttons ends">'
        if row in now:
            # with the decision's own end buttons, at the left of its row: Undo showing
            # up moves nothing on the page (issue 32: it pushed the map down on a phone)
            now = now.replace(row, row + button, 1)
        else:
            undo = f'<p class="row-buttons page-tools">{button}</p>'
    asked = getattr(app, "asking_end", None)
    if asked is not None and role is not None and asked[0] < len(seat.legal) and seat.legal[asked[0]] == asked[1]:
        # issue 32, item 7: ending the step would drop what the player began: asked first
        words = asked[2][1] if L == "es" else asked[2][0]
        now = (f'<div class="ask-end" role="alertdialog" aria-label="{esc(t(L, "end_ask"))}">'
               f'<p><b>{esc(t(L, "end_ask"))}</b> {esc(words)}</p><p class="row-buttons">'
               f'<button type="button" class="primary" data-do="end_back">{esc(t(L, "end_back"))}</button>'
               f'<button type="button" data-do="end_sure">{esc(t(L, "end_sure"))}</button></p></div>') + now
    if duel is not None and role is None:
        now = duel_screen.urgent(app) + now      # the link to send, the audit
    if app.session.stale:
        # Another tab went on with this game: nothing here acts until the player chooses
        # (a duel goes on in one copy only: it loads the newer state).
        keep = ("" if duel is not None else
                f'<button type="button" data-do="stale" data-arg="keep">{esc(t(L, "stale_keep"))}</button>')
        now, undo = (f'<p class="stale-note" role="alert">{esc(app.session.notice_text(L))}</p>'
                     f'<p class="row-buttons"><button type="button" class="primary" data-do="stale" data-arg="load">'
                     f'{esc(t(L, "stale_load"))}</button>{keep}</p>'), ""
    urgent = (f'<div class="urgent" id="urgent" aria-label="{esc(t(L, "urgent"))}" role="group">{now}{undo}</div>'
              if now or undo else "")
    panels = table.panels(view, seat) if table else ""
    after = table.after_actions(view, seat) if table else ""
    suggest = (f'<button type="button" data-do="suggest">{esc(t(L, "suggest"))}</button>'
               if role and app.seat == "both" and not m.result() else "")
    tools = (suggest + f'<button type="button" data-do="replay" data-arg="turn">{esc(t(L, "replay_turn"))}</button>'
             f'<button type="button" data-do="replay" data-arg="whole">{esc(t(L, "replay_whole"))}</button>')
    scenario = (g.scenarios_es if L == "es" else g.scenarios).get(m.scenario, m.scenario)
    kind = (" with-map" if board else "") + (" has-urgent" if urgent else "")
    return (f'<main class="game{kind}">{prompt(app, m)}{urgent}{board}<section class="board-side">'
            f'<h2>{esc(g.title)} <small>{esc(scenario)}</small></h2>'
            f'{status(app, m)}{rules_panel(app)}{panels}'
            # the log before the lists and the tools: in the first screen beside the map (issue 32)
            f'{log_panel(log, L, t(L, "log"), match=m, table=table, role=app.log_role(), who=lambda r: role_name(L, r))}'
            f'{actions(app, m, role, table, view, opened=table is None)}{after}'
            f'<p class="row-buttons">{rules_button(g, L)}{tools}</p>{seat_buttons(app, g)}'
            f'<p class="meta">{esc(t(L, "move"))} {m.ply} · {esc(m.hash())}'
            f'{esc(duel_screen.meta(app)) if duel is not None else ""}</p>'
            f'</section></main>')


def replay(app) -> str:
    """The replay: the position after the cursor's move, the stretch's log
    (turn headers, numbered moves, the cursor's move marked; a number goes
    there), "since your last turn" in one line, and the trail on the map:
    arrows for the units that moved since the stretch began, the boxes that
    changed hands (``map.set_trail``, when the map has it)."""
    L = app.lang
    r = app.replay
    m = app.session.match
    table = app.table()
    view = app.replay_view()
    summary = table.summary(view, L) if table else ""
    name = table.item_name if table else str
    since = r.summary(L, table, name)
    if table is not None and table.map is not None and hasattr(table.map, "set_trail"):
        arrows, changed = r.trail(table)
        table.map.set_trail(arrows, changed)
    who = (lambda role: role_name(L, role))
    near = 40                           # the log around the cursor: 40 moves before, as many after
    shown = max(r.first, r.ply - near)
    lines = turn_items(m, L, table, r.role, first=shown, current=r.ply, who=who,
                       upto=min(m.ply, shown + 2 * near))
    controls = "".join(
        f'<button type="button" data-do="replay" data-arg="{arg}" aria-label="{esc(t(L, key))}"'
        f'{" disabled" if (arg in ("first", "back") and r.at_start) or (arg in ("next", "last") and r.at_end) else ""}>{sym}</button>'
        for arg, sym, key in (("first", "«", "replay_first"), ("back", "◀", "replay_back"),
                              ("next", "▶", "replay_next"), ("last", "»", "replay_last")))
    board = '<section class="map-side"><div id="board-slot"></div></section>' if table and table.map else ""
    move = r.move()
    mover = role_name(L, move.role) if move is not None else ""
    return (f'<main class="game replaying{" with-map" if board else ""}">{board}<section class="board-side">'
            f'<h2>{esc(t(L, "replay"))} <small>{esc(t(L, "move"))} {r.ply} / {m.ply}</small></h2>'
            f'<p class="since">{esc(since)}</p>'
            f'<p class="summary">{esc(summary)}</p>'
            f'<p class="row-buttons">{controls}</p>'
            f'<p class="mover" aria-live="polite">{esc(mover)}</p>'
            f'<section class="log-panel replay-log" aria-labelledby="replay-log"><h3 id="replay-log">{esc(t(L, "log"))}</h3>'
            f'<div class="log-scroll" tabindex="0"><ol class="log">{lines}</ol></div></section>'
            f'<p class="row-buttons"><button type="button" class="primary" data-do="replay" data-arg="close">'
            f'{esc(t(L, "replay_done"))}</button></p></section>{rules_panel(app)}</main>')


def handover(app, role) -> str:
    """The cover between two players of a hotseat game with hidden
    information: nothing of either side is drawn under it."""
    L = app.lang
    who = role_the(L, role)
    return (f'<main class="panel handover" aria-labelledby="handover-title">'
            f'<h2 id="handover-title">{esc(t(L, "pass_to").format(role=who))}</h2>'
            f'<p>{esc(t(L, "handover_hint").format(role=who))}</p>'
            f'<p><button type="button" class="primary" data-do="handover" data-arg="{esc(role)}">'
            f'{esc(t(L, "handover_go").format(role=who))}</button></p></main>')
