"""Updates that lose nothing: which saved games a build cannot open, which
older builds must stay stored for them, and what the update offer says.

A saved game's link can only be opened by a build whose rules version for
that game is the one it was made under. When a new build changes a game's
rules, the games saved under the old rules stay playable in the build that
made them: the service worker (web/sw.js) keeps that build's files while a
saved game needs them and serves them, offline, under ``./v/<build>/``.

Pure Python (no ``js``): the page (web/app.py, web/commands.py,
web/screens.py) hands in the records of ``Saves.list()``, the rules versions
(``rules_of()`` for the running build, ``window.cwtOffline.newBuild()`` for
the waiting one) and the build hashes, and passes the results to
``window.cwtOffline`` (web/offline.js).
"""

from __future__ import annotations

import re

BUILD_RE = re.compile(r"[0-9a-f]{6,64}")
MAX_NAMES = 5          # names listed in the offer; more are counted


def _games(games=None):
    if games is None:
        from pyapp import games as registry
        return registry
    return games


def rules_of(games=None) -> dict:
    """{game id: rules version} of the running build (hidden games too)."""
    games = _games(games)
    return {gid: str(games.get(gid).rules_version) for gid in games.ids(hidden=True)}


def _current(game_id, games) -> str | None:
    try:
        return str(_games(games).get(game_id).rules_version)
    except Exception:
        return None


def record_rules(record, games=None) -> str | None:
    """The rules version ``record`` (a saved game's record) was made under:
    its "rules" field; else the one its link names (``link.peek``); else,
    when neither says, the running build's version for its game (a record
    from before records said it was made by a build that could open it).
    None when nothing can tell (an unknown game, a damaged record)."""
    if not isinstance(record, dict) or record.get("damaged"):
        return None
    rules = record.get("rules")
    if isinstance(rules, str) and rules:
        return rules
    text = record.get("link")
    if isinstance(text, str) and text:
        try:
            from pyapp.core import link as codec
            peek = getattr(codec, "peek", None)
            if peek is not None:
                found = peek(text, _games(games))
                version = found.get("rules_version") if isinstance(found, dict) else None
                if isinstance(version, str) and version:
                    return version
        except Exception:       # a damaged link tells nothing; the record is judged on its own
            pass
    game = record.get("game")
    return _current(game, games) if isinstance(game, str) else None


def record_build(record) -> str | None:
    """The build that saved ``record`` (its "build" hash), if it names one."""
    build = record.get("build") if isinstance(record, dict) else None
    return build if isinstance(build, str) and BUILD_RE.fullmatch(build) else None


def can_open(record, rules: dict, games=None) -> bool:
    """Whether a build playing ``rules`` ({game id: version}) opens ``record``.
    A record whose rules version cannot be told counts as openable (nothing
    to keep for it, and nothing better to offer)."""
    version = record_rules(record, games)
    if version is None:
        return True
    return rules.get(record.get("game")) == version


def needed_builds(records, current_rules: dict, current_build: str,
                  default_build: str | None = None, games=None) -> list:
    """The builds (hashes, sorted) whose files must stay stored so that every
    saved game stays playable, while the build playing ``current_rules`` is
    ``current_build``: the builds that saved the games it cannot open.

    ``default_build`` is credited with a record that names no build when the
    running code can open it (records from before they named their build):
    pass the page's own build when computing the list for a new build."""
    own = rules_of(games) if default_build else {}
    out = set()
    for record in records or []:
        if not isinstance(record, dict) or record.get("damaged"):
            continue
        if can_open(record, current_rules, games):
            continue
        build = record_build(record)
        if build is None and default_build and can_open(record, own, games):
            build = default_build
        if build and build != current_build:
            out.add(build)
    return sorted(out)


def left_behind(records, new_rules: dict, games=None) -> list:
    """The saved games (records) a build playing ``new_rules`` cannot open."""
    return [r for r in records or []
            if isinstance(r, dict) and not r.get("damaged") and not can_open(r, new_rules, games)]


def _base(base_url: str) -> str:
    """The site's own address (its service worker's scope), from the page's:
    a page of a kept build (``.../v/<hash>/index.html``) counts as the site's."""
    base = str(base_url).split("#", 1)[0].split("?", 1)[0]
    base = base if base.endswith("/") else base.rsplit("/", 1)[0] + "/"
    return re.sub(r"v/[0-9a-f]{6,64}/$", "", base)


def old_build_url(record, base_url: str) -> str | None:
    """Where ``record`` opens in the build that saved it: that build's page,
    served by the service worker from its stored files, with the game's link.
    ``?nosw``: that page registers no worker of its own (the present one serves
    it); ``nosnapshot``: it neither uses nor replaces the present build's
    start-up snapshot. None when the record names no build or has no link."""
    build = record_build(record)
    text = record.get("link") if isinstance(record, dict) else None
    if build is None or not isinstance(text, str) or not text:
        return None
    if isinstance(record.get("duel"), dict):
        return None             # a game between two devices goes on only with its own links
    fragment = text.split("#", 1)[1] if "#" in text else text
    return f"{_base(base_url)}v/{build}/index.html?nosw&nosnapshot#{fragment}"


def _names(lang: str, left: list) -> str:
    names = [str(r.get("name") or r.get("slot") or "?") for r in left[:MAX_NAMES]]
    more = len(left) - len(names)
    if more > 0:
        names.append(f"y {more} más" if lang == "es" else f"and {more} more")
    return ", ".join(names)


def offer_text(lang: str, left: list) -> str:
    """The update offer's words (plain text: the page escapes it). ``left``
    is ``left_behind(...)`` for the waiting build."""
    es = lang == "es"
    plain = "Hay una versión nueva." if es else "A new version is ready."
    if not left:
        return plain
    n = len(left)
    if es:
        games = "1 partida guardada hecha" if n == 1 else f"{n} partidas guardadas hechas"
        stay = "sigue jugable" if n == 1 else "siguen jugables"
        return (f"{plain} No puede abrir {games} con las reglas actuales ({_names(lang, left)}); "
                f"{stay} sin conexión con la versión actual, desde la pantalla Partidas.")
    games = "1 saved game" if n == 1 else f"{n} saved games"
    stay = "it stays" if n == 1 else "they stay"
    return (f"{plain} It cannot open {games} made under the present rules ({_names(lang, left)}); "
            f"{stay} playable offline with the present version, from the Saves screen.")


def open_old_label(lang: str) -> str:
    """The Saves screen's button for a game the running build cannot open."""
    return "Abrir con la versión anterior" if lang == "es" else "Open with the previous version"


def saves_note(lang: str, record, stored: bool) -> str:
    """A line for the Saves screen under a game this build cannot open;
    ``stored``: the build that saved it is still stored in this browser
    (``window.cwtOffline.builds()``)."""
    es = lang == "es"
    if stored and record_build(record):
        return ("Hecha con otras reglas: se abre con la versión que la guardó, también sin conexión."
                if es else
                "Made under other rules: it opens in the version that saved it, offline too.")
    return ("Hecha con otras reglas, y la versión que la guardó ya no está en este navegador: "
            "expórtala para conservarla."
            if es else
            "Made under other rules, and the version that saved it is no longer in this browser: "
            "export it to keep it.")
