"""The page's parts for a game between two devices (docs/TRUST.md): the
join screen of an invitation, the screen of a game waiting for its first
turn link, the urgent slot's "send the link" and audit panels, the waiting
prompt, the Share screen of a duel and the mark on the Saves screen.

Functions of the page (``web.app.App``) returning HTML, pure Python (tested
natively). Every control is a button or a field reachable by the keyboard;
``data-do`` verbs are answered in ``web.commands``.
"""

from __future__ import annotations

from pyapp import games

from .markup import esc, rule_ref
from .text import cap, role_name, role_the, t


def _scenario(game, key: str, lang: str) -> str:
    names = game.scenarios_es if lang == "es" else game.scenarios
    return names.get(key) or game.scenarios.get(key) or key


def _option(game, key: str, lang: str) -> str:
    names = game.options_es if lang == "es" else game.options
    return names.get(key) or game.options.get(key) or key


def link_box(app, url: str, arg: str, label_key: str = "duel_link_label", label: str = "") -> str:
    """A link to send: in a field (to select by hand) with its copy (or, on
    a touch device that can, share) button."""
    L = app.lang
    share = getattr(app, "can_share", False)
    field = f"duel-link-{arg}"
    primary = "" if "-part-" in arg else ' class="primary"'
    return (f'<div class="twodev-link"><label for="{field}">{esc(label or t(L, label_key))}</label>'
            f'<input id="{field}" readonly value="{esc(url)}" spellcheck="false">'
            f'<p class="row-buttons"><button type="button"{primary} id="copy-{esc(arg)}" data-do="duel_copy" data-arg="{esc(arg)}">'
            f'{esc(t(L, "duel_share" if share else "duel_copy"))}</button>'
            f'<small class="hint">{esc(t(L, "characters").format(n=len(url)))}</small></p></div>')


def send_box(app, whose: str = "send", label_key: str = "duel_link_label") -> str:
    """This device's latest link to send ("send"), or the other side's to
    send back ("back", T2.6): one link box, or, for a turn link too long for
    one (T1.6), a box for each part and a button for them all."""
    L = app.lang
    parts = app.session.latest_parts(whose)
    if len(parts) <= 1:
        return link_box(app, parts[0] if parts else "", whose, label_key)
    n = len(parts)
    share = getattr(app, "can_share", False)
    other = role_the(L, app.session.duel.other)
    boxes = "".join(link_box(app, url, f"{whose}-part-{k}", label=t(L, "part_label").format(k=k, n=n))
                    for k, url in enumerate(parts, 1))
    return (f'<div class="twodev-parts"><p><b>{esc(t(L, "parts_title").format(n=n))}</b> '
            f'{esc(t(L, "parts_hint").format(other=other))}{rule_ref(L, "T1.6")}</p>'
            f'<p class="row-buttons"><button type="button" class="primary" id="copy-{whose}" data-do="duel_copy" '
            f'data-arg="{whose}">{esc(t(L, "parts_share_all" if share else "parts_copy_all"))}</button></p>'
            f'{boxes}</div>')


def parts_line(lang: str, waiting: dict) -> str:
    """What the page says of a long link whose parts have begun to come (T1.6)."""
    n, missing = waiting["n"], waiting["missing"]
    which = (t(lang, "part_one").format(k=missing[0]) if len(missing) == 1 else
             t(lang, "part_many").format(ks=", ".join(str(k) for k in missing)))
    return t(lang, "parts_missing").format(got=n - len(missing), n=n, which=which)


def paste_box(app) -> str:
    """Where a link from the other player can be pasted and opened here
    (opening it in this browser does the same)."""
    L = app.lang
    held = "".join(f'<p class="hint parts-held" role="status">{esc(parts_line(L, w))}{rule_ref(L, "T1.6")}</p>'
                   for w in app.session.parts_waiting())     # T1.6: a long link's parts, some still to come
    return (f'<div class="twodev-paste"><label for="duel-paste">{esc(t(L, "duel_paste_label"))}</label>'
            f'<span class="row-buttons"><input id="duel-paste" type="url" inputmode="url" autocomplete="off" '
            f'spellcheck="false" placeholder="…#…">'
            f'<button type="button" data-do="duel_paste">{esc(t(L, "duel_paste_open"))}</button></span>{held}</div>')


def waiting(app) -> str:
    """A duel before its first turn link: the invitation (creator) or the
    reply (joiner) to send, and where to open the answer."""
    L = app.lang
    s = app.session
    d = s.duel
    url = s.duel_url(d.outgoing()) or ""
    seat, other = role_the(L, d.seat), role_the(L, d.other)
    if d.seat == d.creator:
        title, hint = t(L, "duel_invite_title"), t(L, "duel_invite_hint").format(seat=seat)
    else:
        title = t(L, "duel_reply_title").format(other=other)
        hint = t(L, "duel_reply_hint").format(seat=seat)
    scen = _scenario(d.game, d.scenario, L)
    return (f'<main class="panel twodev" aria-labelledby="twodev-title">'
            f'<h2 id="twodev-title">{esc(title)}</h2>'
            f'<p class="twodev-game">{esc(d.game.title)} · {esc(scen)} · '
            f'{esc(t(L, "duel_mark").format(seat=role_name(L, d.seat)))}</p>'
            f'<p>{esc(hint)}</p>{link_box(app, url, "send")}{fingerprint_line(app)}'
            f'<p class="prompt wait" id="prompt" role="status">{esc(t(L, "duel_not_started").format(other=other))}'
            f'{rule_ref(L, "T1.1")}</p>'
            f'{paste_box(app)}{live_box(app)}</main>')


def join(app) -> str:
    """The join screen: who invites, to what (game, scenario, options),
    the side offered, and "Take this seat"."""
    L = app.lang
    inv = app.session.invitation()
    game = games.get(inv["game"])
    sender, receiver = role_the(L, inv["sender"]), role_the(L, inv["receiver"])
    chosen = [_option(game, k, L) for k, on in sorted(inv["options"].items()) if on]
    options = ", ".join(chosen) if chosen else t(L, "join_options_none")
    return (f'<main class="panel twodev join" aria-labelledby="join-title">'
            f'<h2 id="join-title">{esc(t(L, "join_title").format(title=game.title))}</h2>'
            f'<p class="join-from">{esc(t(L, "join_from").format(sender=sender, receiver=receiver))}</p>'
            f'<dl class="join-terms">'
            f'<dt>{esc(t(L, "game"))}</dt><dd>{esc(game.title)}</dd>'
            f'<dt>{esc(t(L, "scenario"))}</dt><dd>{esc(_scenario(game, inv["scenario"], L))}</dd>'
            f'<dt>{esc(t(L, "options"))}</dt><dd>{esc(options)}</dd>'
            f'<dt>{esc(t(L, "join_side"))}</dt><dd class="join-side">{esc(role_name(L, inv["receiver"]))}</dd></dl>'
            f'<p class="hint">{esc(t(L, "join_after"))}</p>'
            f'<p class="row-buttons"><button type="button" class="primary big" data-do="duel_join">'
            f'{esc(t(L, "join_take"))}</button>'
            f'<button type="button" data-do="duel_decline">{esc(t(L, "join_not_now"))}</button></p></main>')


def wait_prompt(app) -> str:
    """The prompt line while the other side plays: it waits for its link."""
    L = app.lang
    d = app.session.duel
    text = t(L, "duel_wait_prompt").format(other=role_the(L, d.other))
    return (f'<p class="prompt wait" id="prompt" role="status"><b>{esc(role_name(L, d.seat))}:</b> '
            f'{esc(text)}{rule_ref(L, "T1.2")}</p>')


def audit_text(app) -> str:
    """What the other side's audit link showed, in words ("" before it came)."""
    L = app.lang
    s = app.session
    result = s.audit_result
    if not result or s.duel is None:
        return ""
    other = role_the(L, s.duel.other)
    if result.get("ok"):
        return t(L, "audit_ok").format(other=other, n=result.get("moves", 0))
    move, rule = result.get("move") or 0, result.get("rule") or ""
    at = (t(L, "duel_at_move").format(move=move, rule=rule) if move
          else t(L, "duel_at_rule").format(rule=rule) if rule else "")
    reason = result.get("reason", "")
    if L == "es":
        from .duelplay import reason_es
        reason = reason_es(reason)
    return t(L, "audit_bad").format(other=other, at=at, reason=reason)


def audit_line(app) -> str:
    """What the other side's audit link showed, if it came."""
    text = audit_text(app)
    if not text:
        return ""
    ok = app.session.audit_result.get("ok")
    return (f'<p class="audit {"ok" if ok else "bad"}" role="{"status" if ok else "alert"}">{esc(text)}'
            f'{rule_ref(app.lang, "T5")}</p>')


def urgent(app) -> str:
    """The urgent slot of a duel when this device does not act: the link to
    send (this device's segment is over) and where to open the answer;
    once the game is over, the audit."""
    L = app.lang
    s = app.session
    d = s.duel
    m = d.match
    out = []
    over = m is not None and bool(m.result())
    mine = d.outgoing()
    sent_last = mine is not None and d.sender_of(d.last) == d.seat
    if sent_last:
        other = role_the(L, d.other)
        hint = (t(L, "duel_send_last") if over else
                t(L, "duel_send_dice").format(other=other) if d.last in d.my_bound else
                t(L, "duel_send_cards") if d.waiting_for_cards() else
                t(L, "duel_send_answer").format(other=other) if d.last - 1 in d.their_bound else
                t(L, "duel_send_hint"))
        out.append(f'<section class="twodev-send" aria-labelledby="send-title">'
                   f'<h3 id="send-title">{esc(cap(t(L, "duel_send_title").format(other=other)))}</h3>'
                   f'<p>{esc(hint)}</p>{send_box(app)}</section>')
    if over:
        audit = getattr(app, "audit_shown", "") or ""
        body = (link_box(app, audit, "audit", "audit_link_label") if audit else
                f'<p class="row-buttons"><button type="button" data-do="duel_audit">{esc(t(L, "audit_make"))}</button></p>')
        waiting_for = ("" if s.audit_result else
                       f'<p class="hint">{esc(t(L, "audit_waiting").format(other=role_the(L, d.other)))}</p>')
        out.append(f'<section class="twodev-audit" aria-labelledby="audit-title">'
                   f'<h3 id="audit-title">{esc(t(L, "audit_title"))}{rule_ref(L, "T5")}</h3>'
                   f'{verdict_line(app)}'
                   f'<p class="hint">{esc(t(L, "audit_hint"))}</p>{body}{audit_line(app)}{waiting_for}</section>')
    if sent_last or over:
        out.append(paste_box(app))
    if not over:
        out.append(live_box(app))
    return "".join(out)


def live_box(app) -> str:
    """T7: live play (both pages open, links go by themselves): the button
    that starts it, the live link to send while it starts, or its state."""
    L = app.lang
    live = getattr(app, "live", None)
    d = app.session.duel
    if live is None or d is None:
        return ""
    other = role_the(L, d.other)
    if live.is_open():
        return (f'<section class="twodev-live on" aria-labelledby="live-title"><h3 id="live-title">'
                f'{esc(t(L, "live_title"))}{rule_ref(L, "T7")}</h3>'
                f'<p role="status">{esc(t(L, "live_on").format(other=other))}</p>'
                f'<p class="row-buttons"><button type="button" data-do="live_stop">{esc(t(L, "live_stop"))}</button></p></section>')
    if live.signal:
        return (f'<section class="twodev-live" aria-labelledby="live-title"><h3 id="live-title">'
                f'{esc(t(L, "live_title"))}{rule_ref(L, "T7")}</h3>'
                f'<p class="hint">{esc(t(L, "live_send_hint").format(other=other))}</p>'
                f'{link_box(app, live.signal, "live", "live_link_label")}</section>')
    return (f'<section class="twodev-live" aria-labelledby="live-title"><h3 id="live-title">'
            f'{esc(t(L, "live_title"))}{rule_ref(L, "T7")}</h3>'
            f'<p class="hint">{esc(t(L, "live_hint").format(other=other))}</p>'
            f'<p class="row-buttons"><button type="button" data-do="live_start">{esc(t(L, "live_start"))}</button></p></section>')


def fingerprint_line(app) -> str:
    """T1.5: the check code of both seats' public keys, once both are known."""
    d = app.session.duel
    code = d.fingerprint() if hasattr(d, "fingerprint") else ""
    if not code:
        return ""
    return (f'<p class="hint fingerprint">{esc(t(app.lang, "fingerprint").format(code=code))}'
            f'{rule_ref(app.lang, "T1.5")}</p>')


def verdict_line(app) -> str:
    """T5: whether the result of a finished game is verified on this device."""
    L = app.lang
    s = app.session
    ok = bool((s.audit_result or {}).get("ok"))
    key = "result_verified" if ok else "result_unverified"
    return (f'<p class="verdict {"ok" if ok else "open"}" role="status">'
            f'<b>{esc(t(L, key).format(other=role_the(L, s.duel.other)))}</b></p>')


def meta(app) -> str:
    L = app.lang
    d = app.session.duel
    live = getattr(app, "live", None)
    on = " · " + t(L, "live_meta") if live is not None and live.is_open() else ""
    return " · " + t(L, "duel_meta").format(seat=role_name(L, d.seat), n=max(d.last, 0)) + on


def their_last(app) -> str:
    """T2.6: the other side's latest link as this device holds it (to send
    back to a device that lost it), "" before one came."""
    s = app.session
    d = s.duel
    theirs = [n for n in d.messages if n > 1 and d.sender_of(n) == d.other]
    return s.duel_url(d.messages[max(theirs)]) if theirs else ""


def share(app) -> str:
    """The Share screen of a duel: its latest link (honour-mode links are
    not made of a duel)."""
    L = app.lang
    s = app.session
    d = s.duel
    theirs = send_box(app, "back", "duel_back_label") if their_last(app) else ""
    back = (f'<details class="twodev-back"><summary>{esc(t(L, "duel_back_title"))}</summary>'
            f'<p class="hint">{esc(t(L, "duel_back_hint").format(other=role_the(L, d.other)))}'
            f'{rule_ref(L, "T2.6")}</p>{theirs}</details>'
            if theirs else "")
    return (f'<main class="panel twodev"><h2>{esc(t(L, "share_title"))}</h2>'
            f'<p>{esc(t(L, "duel_mark").format(seat=role_name(L, d.seat)))}</p>'
            f'{send_box(app)}{fingerprint_line(app)}{back}{paste_box(app)}{live_box(app)}</main>')


def save_mark(r: dict, lang: str) -> str:
    """The Saves screen's word on a duel's save: vs. a friend by link, the
    side played, whose move it is, the audit."""
    duel = r.get("duel") if isinstance(r, dict) else None
    if not isinstance(duel, dict):
        return ""
    seat = duel.get("seat", "")
    links = duel.get("links") or {}
    last = max((int(n) for n in links if str(n).isdigit()), default=-1)
    active = r.get("active") or []
    mine_next = (last + 1) % 2 == (0 if seat == duel.get("creator") else 1)
    words = [t(lang, "duel_mark").format(seat=role_name(lang, seat))]
    if mine_next and seat in active:
        words.append(t(lang, "duel_your_move"))
    elif not mine_next and (active or last <= 1):
        words.append(t(lang, "duel_their_move"))
    audit = r.get("audit")
    if isinstance(audit, dict):
        words.append(t(lang, "audit_mark_ok" if audit.get("ok") else "audit_mark_bad"))
    return f' <em class="twodev-mark">({esc(", ".join(words))})</em>'
