"""The screens around a game: the bar, the message line, the start screen
(new game), the saves and the share screen. Each is a function of the page
(``web.app.App``) returning HTML; buttons carry ``data-do`` verbs that
``App.handle`` answers."""

from __future__ import annotations

from pyapp import games

from .markup import esc
from .saves import SaveError
from .text import role_name, t


def bar(app) -> str:
    """The page's bar. In a game, "back to the game" is left out (it is
    there) and the bar is one row on a phone (app.css), so the prompt line
    and the map come first."""
    L = app.lang
    m = app.session.match
    playing = m is not None and app.screen == "game"
    buttons = [("new", t(L, "new_game")), ("saves", t(L, "saves"))]
    if m is not None:
        if not playing:
            buttons.insert(0, ("continue", m.game.title))
        buttons.append(("share", t(L, "share")))
    buttons.append(("lang", t(L, "language")))
    items = "".join(f'<button type="button" data-do="{w}">{esc(label)}</button>' for w, label in buttons)
    return (f'<header class="bar{" in-game" if playing else ""}"><span class="brand">Civil War Table</span>'
            f'<nav>{items}</nav></header>')


def message(app) -> str:
    if not app.message:
        return ""
    L, kind = app.lang, app.message_kind
    button = (f'<button type="button" data-do="reload">{esc(t(L, "reload"))}</button>'
              if kind == "update" else "")
    return (f'<div class="message {esc(kind)}" role="{"alert" if kind == "error" else "status"}">'
            f'<span>{esc(app.message)}</span>{button}'
            f'<button type="button" class="close" data-do="dismiss" aria-label="{esc(t(L, "cancel"))}">×</button></div>')


def _opponent(app, game) -> str:
    L = app.lang
    by_link = app.seat != "both"
    side_opts = "".join(f'<option value="{esc(r)}"{" selected" if r == app.seat else ""}>{esc(role_name(L, r))}</option>'
                        for r in game.roles)
    levels = "".join(f'<option value="{k}"{" selected" if k == "normal" else ""}>{esc(t(L, "level_" + k))}</option>'
                     for k in ("easy", "normal", "hard"))
    return (f'<fieldset><legend>{esc(t(L, "opponent"))}</legend>'
            f'<label><input type="radio" name="opp" id="opp-device" value="device"{"" if by_link else " checked"}> {esc(t(L, "opp_device"))}</label>'
            f'<label><input type="radio" name="opp" id="opp-link" value="link"{" checked" if by_link else ""}> {esc(t(L, "opp_link"))}</label>'
            f'<label><input type="radio" name="opp" id="opp-computer" value="computer"> {esc(t(L, "opp_computer"))}</label>'
            f'<label>{esc(t(L, "level"))} <select id="start-level">{levels}</select></label></fieldset>'
            f'<label>{esc(t(L, "my_side"))} <select id="start-side">{side_opts}</select></label>')


def start(app, chosen: str | None) -> str:
    """New game: game, scenario, options, opponent, side, language."""
    L = app.lang
    ids = games.ids()
    gid = chosen if chosen in ids else ids[0]
    game = games.get(gid)
    es = L == "es"
    game_opts = "".join(f'<option value="{esc(i)}"{" selected" if i == gid else ""}>{esc(games.get(i).title)}</option>'
                        for i in ids)
    scen = "".join(f'<option value="{esc(k)}">{esc(game.scenarios_es.get(k, v) if es else v)}</option>'
                   for k, v in game.scenarios.items())
    opts = "".join(f'<label><input type="checkbox" id="opt-{esc(k)}"> {esc(game.options_es.get(k, v) if es else v)}</label>'
                   for k, v in game.options.items())
    lang_opts = "".join(f'<option value="{k}"{" selected" if k == L else ""}>{v}</option>'
                        for k, v in (("en", "English"), ("es", "Español")))
    cont = ""
    last = app.session.saves.last()
    if last is not None:
        cont = (f'<p><button type="button" class="primary" data-do="load" data-arg="{esc(last["slot"])}">'
                f'{esc(t(L, "continue"))}: {esc(last.get("name", ""))} — {esc(last.get("label", ""))}</button></p>')
    return (f'<main class="panel start"><h2>{esc(t(L, "new_game"))}</h2>{cont}'
            f'<label>{esc(t(L, "game"))} <select id="start-game">{game_opts}</select></label>'
            f'<label>{esc(t(L, "scenario"))} <select id="start-scenario">{scen}</select></label>'
            f'<fieldset><legend>{esc(t(L, "options"))}</legend>{opts}</fieldset>'
            f'{_opponent(app, game)}'
            f'<label>{esc(t(L, "lang_label"))} <select id="start-lang">{lang_opts}</select></label>'
            f'{fast_start(app)}'
            f'<p><button type="button" class="primary" data-do="start">{esc(t(L, "start"))}</button></p></main>')


def fast_start(app) -> str:
    """The device setting for start-up snapshots (web/snapshot.mjs)."""
    snap = app.snapshot()
    if snap is None:
        return ""
    L = app.lang
    on = bool(snap.enabled)
    note = t(L, "fast_start_used").format(s=float(snap.restoreMs) / 1000) if on and snap.used else ""
    return (f'<label><input type="checkbox" id="fast-start"{" checked" if on else ""}> '
            f'{esc(t(L, "fast_start"))}</label>'
            + (f'<p class="hint">{esc(note)}</p>' if note else ""))


def saves(app) -> str:
    L = app.lang
    try:
        records = app.session.saves.list()
    except SaveError as exc:
        return f'<main class="panel"><p class="error">{esc(exc)}</p></main>'
    rows = []
    for r in records:
        slot = esc(r["slot"])
        if r.get("damaged"):
            rows.append(f'<li class="damaged"><span>{esc(r["name"])} ({esc(t(L, "damaged"))}: {esc(r["damaged"])})</span>'
                        f'<button type="button" data-do="delete" data-arg="{slot}">{esc(t(L, "delete"))}</button></li>')
            continue
        title = games.get(r["game"]).title if r["game"] in games.ids() else r["game"]
        who = ", ".join(role_name(L, a) for a in r.get("active", []))
        rows.append(f'<li><span><b>{esc(r["name"])}</b> — {esc(title)}, {esc(r.get("scenario", ""))}, '
                    f'{esc(r.get("label", ""))}, {esc(who)} · {esc(r.get("saved_at", "").replace("T", " ").rstrip("Z"))}</span>'
                    f'<span class="row-buttons"><button type="button" data-do="load" data-arg="{slot}">{esc(t(L, "open"))}</button>'
                    f'<button type="button" data-do="rename" data-arg="{slot}">{esc(t(L, "rename"))}</button>'
                    f'<button type="button" data-do="delete" data-arg="{slot}">{esc(t(L, "delete"))}</button></span></li>')
    body = f'<ul class="saves">{"".join(rows)}</ul>' if rows else f'<p>{esc(t(L, "no_saves"))}</p>'
    tools = ('<p class="row-buttons">'
             + (f'<button type="button" data-do="save_as">{esc(t(L, "save_as"))}</button>' if app.session.match else "")
             + f'<button type="button" data-do="export">{esc(t(L, "export"))}</button>'
             f'<button type="button" data-do="import">{esc(t(L, "import"))}</button></p>')
    return f'<main class="panel"><h2>{esc(t(L, "saves"))}</h2>{body}{tools}</main>'


def share(app) -> str:
    L = app.lang
    rows = []
    for form, key in (("turn", "send_turn"), ("whole", "send_game"), ("position", "send_position")):
        url = app.session.link(form)
        rows.append(f'<li><button type="button" data-do="copy" data-arg="{form}">{esc(t(L, key))}</button>'
                    f' <input readonly aria-label="{esc(t(L, key))}" value="{esc(url)}" size="40"> <small>{len(url)}</small></li>')
    return (f'<main class="panel"><h2>{esc(t(L, "share_title"))}</h2><p>{esc(t(L, "turn_link_hint"))}</p>'
            f'<ul class="links">{"".join(rows)}</ul></main>')
