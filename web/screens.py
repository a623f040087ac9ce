"""The screens around a game: the bar, the message line, the start screen
(new game), the saves and the share screen. Each is a function of the page
(``web.app.App``) returning HTML; buttons carry ``data-do`` verbs that
``App.handle`` answers."""

from __future__ import annotations

from pyapp import games

from . import duel_screen
from .markup import esc
from .saves import SaveError
from .text import role_name, t


def bar(app) -> str:
    """The page's bar. In a game, "back to the game" is left out (it is
    there) and the bar is one row on a phone (app.css), so the prompt line
    and the map come first."""
    L = app.lang
    m = app.session.match
    duel = getattr(app.session, "duel", None)
    playing = (m is not None or duel is not None) and app.screen == "game"
    buttons = [("new", t(L, "new_game")), ("saves", t(L, "saves"))]
    if m is not None or duel is not None:
        if not playing:
            buttons.insert(0, ("continue", (m.game if m is not None else duel.game).title))
        buttons.append(("share", t(L, "share")))
    buttons.append(("lang", t(L, "language")))
    items = "".join(f'<button type="button" data-do="{w}">{esc(label)}</button>' for w, label in buttons)
    mode = getattr(getattr(app, "storage", None), "mode", "local")
    note = ""
    if mode == "memory":
        note = f'<p class="storage-note" role="note">{esc(t(L, "memory_mode"))}</p>'
    return (f'<header class="bar{" in-game" if playing else ""}"><span class="brand">Civil War Table</span>'
            f'<nav>{items}</nav></header>{note}')


def message(app) -> str:
    """The notice of the moment as a toast: drawn over the page (fixed, in
    the page's ``#toasts``, app.css), so it never moves the map under a
    finger. An error is an alert and stays until dismissed (× or Escape);
    ``app.message_action`` ((verb, arg, label), e.g. Undo after a delete)
    adds a button."""
    if not app.message:
        return ""
    L, kind = app.lang, app.message_kind
    button = ""
    if kind == "update":
        button = f'<button type="button" data-do="reload">{esc(t(L, "reload"))}</button>'
    action = getattr(app, "message_action", None)
    if action:
        verb, arg, label = action
        button += (f'<button type="button" class="primary" data-do="{esc(verb)}" data-arg="{esc(arg)}">'
                   f'{esc(label)}</button>')
    return (f'<div class="message {esc(kind)}" role="{"alert" if kind == "error" else "status"}">'
            f'<span>{esc(app.message)}</span>{button}'
            f'<button type="button" class="close" data-do="dismiss" aria-label="{esc(t(L, "dismiss"))}" '
            f'title="{esc(t(L, "dismiss"))}">×</button></div>')


def skip_links(app) -> str:
    """The first stops of the Tab key in a game: straight to the map, or to
    the controls of the decision at hand."""
    L = app.lang
    return (f'<nav class="skip" aria-label="{esc(t(L, "skip_controls"))}">'
            f'<button type="button" data-do="skip" data-arg="map">{esc(t(L, "skip_map"))}</button>'
            f'<button type="button" data-do="skip" data-arg="controls">{esc(t(L, "skip_controls"))}</button></nav>')


def scenario_name(game, key: str, lang: str) -> str:
    names = game.scenarios_es if lang == "es" else game.scenarios
    return names.get(key) or game.scenarios.get(key) or key


def save_name(r: dict, lang: str) -> str:
    """A save's name; an autosave's own name ("A House Divided (campaign,
    game 8)") is said again in ``lang`` with the scenario's name."""
    name = r.get("name", "")
    gid = r.get("game")
    if gid in games.ids() and name.startswith(games.get(gid).title + " ("):
        g = games.get(gid)
        scen = scenario_name(g, r.get("scenario", ""), lang)
        for suffix in ("", " (continued)", " (copy)", " (imported)"):
            if name == f"{g.title} ({r.get('scenario')}){suffix}":
                return t(lang, "auto_name2").format(title=g.title, scenario=scen) + t(lang, "suffix" + suffix.strip(" ()"))
    if gid in games.ids() and str(r.get("slot", "")).startswith("auto-"):
        g = games.get(gid)
        seed = str(r["slot"]).rsplit("-", 1)[-1].replace("link", "").strip("-")
        if name == f"{g.title} ({r.get('scenario')}, game {seed})":
            return t(lang, "auto_name").format(title=g.title, scenario=scenario_name(g, r.get("scenario", ""), lang),
                                               seed=seed)
    return name


def save_label(r: dict, lang: str) -> str:
    """Where a saved game stands, in ``lang`` (older saves have no Spanish
    label: their move number is said in Spanish, any other label is kept)."""
    if lang == "es":
        if r.get("label_es"):
            return r["label_es"]
        label = str(r.get("label", ""))
        if label.startswith("move ") and label[5:].isdigit():
            return "jugada " + label[5:]
        return label
    return r.get("label", "")


def _opponent(app, game) -> str:
    L = app.lang
    by_link = app.seat != "both"
    side_opts = "".join(f'<option value="{esc(r)}"{" selected" if r == app.seat else ""}>{esc(role_name(L, r))}</option>'
                        for r in game.roles)
    levels = "".join(f'<option value="{k}"{" selected" if k == "normal" else ""}>{esc(t(L, "level_" + k))}</option>'
                     for k in ("easy", "normal", "hard"))
    ready = game.two_devices        # a game whose link play is not built yet says so
    duel_off, duel_hint = ("", "duel_hint") if ready else (" disabled", "duel_not_yet")
    return (f'<fieldset><legend>{esc(t(L, "opponent"))}</legend>'
            f'<label><input type="radio" name="opp" id="opp-device" value="device"{"" if by_link else " checked"}> {esc(t(L, "opp_device"))}</label>'
            f'<label><input type="radio" name="opp" id="opp-duel" value="duel" aria-describedby="opp-duel-hint"{duel_off}> {esc(t(L, "opp_duel"))}</label>'
            f'<p class="hint opp-hint" id="opp-duel-hint">{esc(t(L, duel_hint))}</p>'
            f'<label><input type="radio" name="opp" id="opp-link" value="link" aria-describedby="opp-link-hint"{" checked" if by_link else ""}> {esc(t(L, "opp_link"))}</label>'
            f'<p class="hint opp-hint" id="opp-link-hint">{esc(t(L, "honour_hint"))}</p>'
            f'<label><input type="radio" name="opp" id="opp-computer" value="computer"> {esc(t(L, "opp_computer"))}</label>'
            f'<label>{esc(t(L, "level"))} <select id="start-level">{levels}</select></label></fieldset>'
            f'<label>{esc(t(L, "my_side"))} <select id="start-side">{side_opts}</select></label>')


def start(app, chosen: str | None) -> str:
    """New game: game, scenario, options, opponent, side, language."""
    L = app.lang
    ids = games.ids()
    gid = chosen if chosen in ids else ids[0]
    game = games.get(gid)
    cont = ""
    if getattr(app, "safe", ""):
        link = (f'<button type="button" data-do="open_link">{esc(t(L, "open_link"))}</button>'
                if len(str(app.fragment())) > 1 else "")
        return (f'<main class="panel start safe"><h2>{esc(t(L, "new_game"))}</h2>'
                f'<p class="safe-note" role="note">{esc(t(L, "safe_failed" if app.safe == "failed" else "safe_asked"))}</p>'
                f'<p class="row-buttons"><button type="button" class="primary" data-do="leave_safe">{esc(t(L, "leave_safe"))}</button>'
                f'<button type="button" data-do="saves">{esc(t(L, "saves"))}</button>{link}</p>'
                + _new_game_form(app, L, game, gid, ids) + '</main>')
    last = app.session.saves.last()
    if last is not None and not _opens_here(last):
        # a save of other rules (or of a game this site lacks) is not offered as
        # "Continue": the Saves screen says why and offers the build that opens it
        cont = (f'<p class="hint">{esc(t(L, "continue_other").format(name=save_name(last, L)))} '
                f'<button type="button" data-do="saves">{esc(t(L, "saves"))}</button></p>')
        last = None
    if last is not None:
        cont = (f'<p><button type="button" class="primary" data-do="load" data-arg="{esc(last["slot"])}">'
                f'{esc(t(L, "continue"))}: {esc(save_name(last, L))} — {esc(save_label(last, L))}</button></p>')
    return (f'<main class="panel start"><h2>{esc(t(L, "new_game"))}</h2>{cont}'
            + _new_game_form(app, L, game, gid, ids) + '</main>')


def _opens_here(r: dict) -> bool:
    """Can this build open the save ``r`` (its game here, under its rules version)?"""
    if r.get("game") not in games.ids():
        return False
    rules = r.get("rules") or ""
    return not rules or rules == games.get(r["game"]).rules_version


def _new_game_form(app, L, game, gid, ids) -> str:
    es = L == "es"
    game_opts = "".join(f'<option value="{esc(i)}"{" selected" if i == gid else ""}>{esc(games.get(i).title)}</option>'
                        for i in ids)
    scen = "".join(f'<option value="{esc(k)}">{esc(game.scenarios_es.get(k, v) if es else v)}</option>'
                   for k, v in game.scenarios.items())
    opts = "".join(f'<label><input type="checkbox" id="opt-{esc(k)}"> {esc(game.options_es.get(k, v) if es else v)}</label>'
                   for k, v in game.options.items() if k not in game.duel_options)
    lang_opts = "".join(f'<option value="{k}"{" selected" if k == L else ""}>{v}</option>'
                        for k, v in (("en", "English"), ("es", "Español")))
    return (f'<label>{esc(t(L, "game"))} <select id="start-game">{game_opts}</select></label>'
            f'<label>{esc(t(L, "scenario"))} <select id="start-scenario">{scen}</select></label>'
            f'<fieldset><legend>{esc(t(L, "options"))}</legend>{opts}</fieldset>'
            f'{_opponent(app, game)}'
            f'<label>{esc(t(L, "lang_label"))} <select id="start-lang">{lang_opts}</select></label>'
            f'{fast_start(app)}'
            f'<p><button type="button" class="primary" data-do="start">{esc(t(L, "start"))}</button></p>')


def fast_start(app) -> str:
    """The device setting for start-up snapshots (web/snapshot.mjs)."""
    snap = app.snapshot()
    if snap is None or getattr(getattr(app, "storage", None), "mode", "local") == "memory":
        return ""                   # nothing can be kept for a fast start
    L = app.lang
    on = bool(snap.enabled)
    note = t(L, "fast_start_used").format(s=float(snap.restoreMs) / 1000) if on and snap.used else ""
    return (f'<label><input type="checkbox" id="fast-start"{" checked" if on else ""}> '
            f'{esc(t(L, "fast_start"))}</label>'
            + (f'<p class="hint">{esc(note)}</p>' if note else ""))


def saves(app) -> str:
    """Every save (with what can be done to it), what was set aside, and,
    when storage is full, the saves by the room they take."""
    L = app.lang
    try:
        records = app.session.saves.list()
    except SaveError as exc:
        return f'<main class="panel"><p class="error">{esc(exc.text(L))}</p></main>'
    rows = []
    asking = getattr(app, "confirm_delete", None)
    for r in records:
        try:
            rows.append(_save_row(app, r, asking))
        except Exception as exc:      # one odd save never hides the others
            rows.append(f'<li class="damaged"><span>{esc(r.get("slot", "?"))}: {esc(type(exc).__name__)}</span></li>')
    body = f'<ul class="saves">{"".join(rows)}</ul>' if rows else f'<p>{esc(t(L, "no_saves"))}</p>'
    m = app.session.match
    duel = getattr(app.session, "duel", None)
    tools = ('<p class="row-buttons">'
             + (f'<button type="button" data-do="save_as">{esc(t(L, "save_as"))}</button>' if m and duel is None else "")
             + (f'<button type="button" data-do="save_now">{esc(t(L, "save_now"))}</button>'
                if m is not None and not app.session.saved else "")
             + f'<button type="button" data-do="export">{esc(t(L, "export"))}</button>'
             f'<button type="button" data-do="import">{esc(t(L, "import"))}</button></p>')
    return (f'<main class="panel"><h2>{esc(t(L, "saves"))}</h2>{_sizes(app)}{body}{tools}'
            f'{_aside(app)}{_embedded(app)}</main>')


def _embedded(app) -> str:
    """Issue 33: what boards framed by other sites keep in this site's
    storage (each site's share is capped), with a way to remove it."""
    L = app.lang
    try:
        usage = app.storage.embedded() if hasattr(app.storage, "embedded") else []
    except Exception:
        return ""
    if not usage:
        return ""
    rows = "".join(
        f'<li><span><b>{esc(e["origin"])}</b> — {esc(t(L, "embed_row").format(n=e["saves"], kb=max(1, e["chars"] // 1000)))}</span>'
        f'<span class="row-buttons"><button type="button" data-do="embed_remove" data-arg="{esc(e["origin"])}">'
        f'{esc(t(L, "delete"))}</button></span></li>' for e in usage)
    return (f'<section class="embedded" aria-labelledby="embedded-title"><h3 id="embedded-title">'
            f'{esc(t(L, "embed_title"))}</h3><p class="hint">{esc(t(L, "embed_hint"))}</p>'
            f'<ul class="saves">{rows}</ul></section>')


def _save_row(app, r: dict, asking) -> str:
    L = app.lang
    slot = esc(r["slot"])
    name = save_name(r, L)
    if r["slot"] == asking:
        # Delete asks first, in the row itself; "No" is the default (focused)
        return (f'<li class="confirm" role="group" aria-label="{esc(t(L, "delete_ask").format(name=name))}">'
                f'<span><b>{esc(t(L, "delete_ask").format(name=name))}</b></span>'
                f'<span class="row-buttons"><button type="button" class="danger" data-do="delete_yes" data-arg="{slot}">'
                f'{esc(t(L, "delete_yes"))}</button>'
                f'<button type="button" data-do="delete_no" data-arg="{slot}" id="delete-no">{esc(t(L, "delete_no"))}</button>'
                f'</span></li>')
    known = r["game"] in games.ids()
    g = games.get(r["game"]) if known else None
    title = g.title if g else r["game"]
    scenario = scenario_name(g, r.get("scenario", ""), L) if g else r.get("scenario", "")
    who = ", ".join(role_name(L, a) for a in r.get("active", []))
    rules = r.get("rules") or ""
    other = ""
    if g is not None and rules and rules != g.rules_version:
        other = f' <em class="other-rules">({esc(t(L, "other_rules").format(v=rules, now=g.rules_version))})</em>'
    opener = ("" if other else
              f'<button type="button" data-do="load" data-arg="{slot}">{esc(t(L, "open"))}</button>')
    opener += old_build_button(app, r) if other else ""
    return (f'<li data-slot="{slot}"><span><b>{esc(name)}</b>{duel_screen.save_mark(r, L)} — {esc(title)}, {esc(scenario)}, '
            f'{esc(save_label(r, L))}{", " + esc(who) if who else ""} · {esc(str(r.get("saved_at", "")).replace("T", " ").rstrip("Z"))}{other}</span>'
            f'<span class="row-buttons">{opener}'
            f'<button type="button" data-do="export_one" data-arg="{slot}">{esc(t(L, "download"))}</button>'
            f'<button type="button" data-do="rename" data-arg="{slot}">{esc(t(L, "rename"))}</button>'
            f'<button type="button" data-do="delete" data-arg="{slot}">{esc(t(L, "delete"))}</button></span></li>')


def old_build_button(app, r: dict) -> str:
    """A save only an earlier version of the site can open: a button to
    open it there, when that version is still kept offline (web/update.py)."""
    from . import update
    try:
        url = update.old_build_url(r, app.session.base_url)
    except Exception:
        url = None
    held = getattr(app, "stored_builds", None)
    if url and held is not None and update.record_build(r) not in held:
        url = None                     # that version is gone from this browser
    if not url:
        return f'<small class="hint">{esc(update.saves_note(app.lang, r, False))}</small>'
    return (f'<a class="button" href="{esc(url)}" data-old-build="{esc(str(r.get("build", "")))}">'
            f'{esc(t(app.lang, "open_old"))}</a>')


def _chars(L: str, n: int) -> str:
    return t(L, "chars").format(n=f"{n:,}")


def _sizes(app) -> str:
    """Storage is full: the saves by size, largest first, to choose one to delete."""
    if not getattr(app, "saves_full", False):
        return ""
    L = app.lang
    try:
        sizes = app.session.saves.sizes()[:8]
    except SaveError as exc:
        return f'<p class="error">{esc(exc.text(L))}</p>'
    items = "".join(f'<li>{esc(e["name"])} · {esc(_chars(L, e["size"]))}</li>' for e in sizes)
    again = (f'<p class="row-buttons"><button type="button" class="primary" data-do="save_now">{esc(t(L, "save_now"))}</button></p>'
             if app.session.match is not None and not app.session.saved else "")
    return (f'<section class="storage-full" aria-labelledby="full-title"><h3 id="full-title">{esc(t(L, "storage_full"))}</h3>'
            f'<p>{esc(t(L, "sizes_hint"))}</p><ol class="sizes">{items}</ol>{again}</section>')


def _aside(app) -> str:
    """Stored items that could not be read: kept as they were, each can be
    downloaded or deleted."""
    L = app.lang
    try:
        entries = app.session.saves.aside()
    except SaveError:
        return ""
    if not entries:
        return ""
    rows = "".join(
        f'<li><span><code>{esc(e["key"])}</code> · {esc(t(L, "aside_reason"))}: {esc(e["reason"])} · '
        f'{esc(_chars(L, e["size"]))}</span><span class="row-buttons">'
        f'<button type="button" data-do="aside_download" data-arg="{esc(e["id"])}">{esc(t(L, "download"))}</button>'
        f'<button type="button" data-do="aside_delete" data-arg="{esc(e["id"])}">{esc(t(L, "delete"))}</button></span></li>'
        for e in entries)
    return (f'<section class="aside" aria-labelledby="aside-title"><h3 id="aside-title">{esc(t(L, "aside_title"))}</h3>'
            f'<p class="hint">{esc(t(L, "aside_hint"))}</p><ul class="saves">{rows}</ul></section>')


def share(app) -> str:
    """The links of the game in play: a duel's own link, or the honour-mode
    links of a game of this device (docs/TRUST.md T6)."""
    if getattr(app.session, "duel", None) is not None:
        return duel_screen.share(app)
    L = app.lang
    rows = []
    for form, key in (("turn", "send_turn"), ("whole", "send_game"), ("position", "send_position")):
        url = app.session.link(form)
        rows.append(f'<li><button type="button" data-do="copy" data-arg="{form}">{esc(t(L, key))}</button>'
                    f' <input readonly aria-label="{esc(t(L, key))}" value="{esc(url)}" size="40"> <small>{len(url)}</small></li>')
    return (f'<main class="panel"><h2>{esc(t(L, "share_title_honour"))}</h2>'
            f'<p class="honour-note" role="note">{esc(t(L, "honour_hint"))}</p><p>{esc(t(L, "turn_link_hint"))}</p>'
            f'<ul class="links">{"".join(rows)}</ul></main>')
