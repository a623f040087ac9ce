"""Standing orders: how a player wants his battle choices made when they come
up during the other side's turn (targets, retreat, reinforcements, cavalry
withdrawal, the winner's promotion), so a game by links needs no round trip
for each of them. Not a rule of the game: an interface aid that plays only
legal actions, which are logged like any other move.
"""

from __future__ import annotations

from . import rules as R

SPEC = {
    "decide": {
        "title": {"en": "Who decides", "es": "Quién decide"},
        "choices": {
            "orders": {"en": "these orders", "es": "estas órdenes"},
            "computer": {"en": "the computer (normal level) decides each choice",
                         "es": "el ordenador (nivel normal) decide cada elección"},
        },
        "default": "orders",
    },
    "targets": {
        "title": {"en": "Targets", "es": "Objetivos"},
        "choices": {
            "weakest": {"en": "fire at the weakest enemy unit first (damaged, then lowest value)",
                        "es": "disparar primero a la unidad enemiga más débil (dañada, luego de menor valor)"},
            "strongest": {"en": "fire at the strongest enemy unit first",
                          "es": "disparar primero a la unidad enemiga más fuerte"},
        },
        "default": "weakest",
    },
    "retreat": {
        "title": {"en": "Retreat (from round 2)", "es": "Retirada (desde el asalto 2)"},
        "choices": {
            "never": {"en": "never retreat", "es": "no retirarse nunca"},
            "outnumbered": {"en": "retreat when outnumbered two to one",
                            "es": "retirarse si el enemigo dobla en número"},
        },
        "default": "outnumbered",
    },
    "reinforce": {
        "title": {"en": "Reinforcements (from round 2)", "es": "Refuerzos (desde el asalto 2)"},
        "choices": {
            "always": {"en": "send every reinforcement allowed", "es": "enviar todos los refuerzos posibles"},
            "never": {"en": "send none", "es": "no enviar ninguno"},
        },
        "default": "always",
    },
    "withdraw": {
        "title": {"en": "Cavalry alone, attacked", "es": "Caballería sola, atacada"},
        "choices": {
            "always": {"en": "withdraw before the battle", "es": "retirarse antes de la batalla"},
            "never": {"en": "stand and fight", "es": "quedarse y combatir"},
        },
        "default": "always",
    },
    "promote": {
        "title": {"en": "After a win", "es": "Tras una victoria"},
        "choices": {
            "always": {"en": "promote the best unit that fought", "es": "ascender la mejor unidad que combatió"},
            "never": {"en": "promote none", "es": "no ascender ninguna"},
        },
        "default": "always",
    },
}

GRADE = {"m": 0, "v": 1, "e": 2}


def _strength(st, uid):
    u = st["u"][uid]
    damaged = 1 if u[2] & R.DMG else 0
    return (R.base_value(u), GRADE.get(u[1][0], 0), -damaged)


def choose(st, role, legal, orders, chooser=None):
    """The action the orders pick here, or None when they do not cover it.
    With "decide: computer" the computer opponent makes each covered choice:
    ``chooser(state, role)``, handed in by the match's owner (the page); this
    game never imports the computer opponent. Without one, the orders decide."""
    picked = _by_orders(st, role, legal, orders)
    if picked is None or chooser is None or orders.get("decide", SPEC["decide"]["default"]) != "computer":
        return picked
    return chooser(st, role)


def _by_orders(st, role, legal, orders):
    if not legal:
        return None
    verbs = {a[0] for a in legal}
    get = lambda key: orders.get(key, SPEC[key]["default"])  # noqa: E731
    b = st.get("b")
    if "withdraw" in verbs:                                  # 5.2.6
        if get("withdraw") == "always":
            return next(a for a in legal if a[0] == "withdraw")
        return ("pass",) if ("pass",) in legal else None
    if "reinforce" in verbs:                                 # 5.2.4
        if get("reinforce") == "always":
            return next(a for a in legal if a[0] == "reinforce")
        return ("pass",) if ("pass",) in legal else None
    if "promote" in verbs:                                   # 6
        if get("promote") == "always":
            return max((a for a in legal if a[0] == "promote"), key=lambda a: _strength(st, a[1]))
        return ("pass",) if ("pass",) in legal else None
    if b and "retreat" in verbs and get("retreat") == "outnumbered":   # 5.2.5
        side = "u" if role == "union" else "c"
        mine = len(R.units_in(st, b["x"], side))
        theirs = len(R.units_in(st, b["x"], R.ENEMY[side]))
        if theirs >= 2 * mine:
            return next(a for a in legal if a[0] == "retreat")
    if "target" in verbs:                                    # 5.1
        targets = [a for a in legal if a[0] == "target"]
        firer = targets[0][1]
        mine = [a for a in targets if a[1] == firer]
        strongest = get("targets") == "strongest"
        return max(mine, key=lambda a: (_strength(st, a[2]) if strongest
                                        else tuple(-x for x in _strength(st, a[2])),
                                        R.fire_value(st, a[1], a[2])))
    if "fire" in verbs:
        return ("fire",)
    return None
