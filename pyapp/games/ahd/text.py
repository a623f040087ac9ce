"""English and Spanish words for actions, log lines and results."""

from __future__ import annotations

from . import board as B
from . import data as D


def box(b: str, lang: str = "en") -> str:
    return B.NAME.get(b, b)


def kind(k: str, lang: str = "en") -> str:
    return (D.KIND_ES if lang == "es" else D.KIND_EN).get(k, k)


def side(s: str, lang: str = "en") -> str:
    return (D.SIDE_ES if lang == "es" else D.SIDE_EN).get(s, s)


def who(s: str, lang: str = "en") -> str:
    """The side as the subject of a sentence."""
    if lang == "es":
        return {"u": "La Unión", "c": "La Confederación"}.get(s, s)
    return {"u": "The Union", "c": "The Confederacy"}.get(s, s)


def unit(uid: str, k: str | None, lang: str = "en") -> str:
    if k:
        return f"{kind(k, lang)} {uid}"
    return uid


def turn_label(t: int, lang: str = "en") -> str:
    if not 1 <= t <= len(D.TRACK):
        return str(t)
    y, m, n = D.TRACK[t - 1]
    months = D.MONTHS_ES if lang == "es" else D.MONTHS_EN
    if n == 1:
        return f"{months[m]} {y}"
    m2 = m + 1
    y2 = y
    if m2 == 13:
        m2, y2 = 1, y + 1
    if y2 != y:
        return f"{months[m]} {y}–{months[m2]} {y2}"
    return f"{months[m]}–{months[m2]} {y}"


RESULT = {
    "seven": ("the Union holds all seven Confederate cities worth 2 or 3",
              "la Unión controla las siete ciudades confederadas de valor 2 o 3", "11"),
    "washington": ("the Confederacy captured Washington",
                   "la Confederación ha capturado Washington", "11"),
    "army": ("the Confederate maximum army size is larger than the Union's",
             "el tamaño máximo del ejército confederado supera al de la Unión", "11"),
    "time": ("the Union did not win within 40 turns",
             "la Unión no ha ganado en 40 turnos", "11"),
    "short_u": ("after 10 turns the Union maximum army size is at least 5 more than the Confederate",
                "tras 10 turnos el tamaño máximo del ejército de la Unión supera en 5 o más al confederado", "13"),
    "short_c": ("after 10 turns the Union maximum army size is not 5 more than the Confederate",
                "tras 10 turnos el tamaño máximo del ejército de la Unión no supera en 5 al confederado", "13"),
}

PHASE = {
    "mr": ("movement: roll for marches", "movimiento: tirada de marchas", "4"),
    "mv": ("movement", "movimiento", "4"),
    "bc": ("combat: choose the next battle", "combate: elegir la siguiente batalla", "5"),
    "wd": ("combat: cavalry withdrawal", "combate: retirada de la caballería", "5.2.6"),
    "rf": ("combat: reinforcements", "combate: refuerzos", "5.2.4"),
    "fs": ("combat: fire", "combate: disparo", "5.1"),
    "fr": ("combat: forced retreat", "combate: retirada forzosa", "5"),
    "bp": ("combat: promotion for the battle win", "combate: ascenso por la victoria", "6"),
    "pr": ("promotions", "ascensos", "6"),
    "rr": ("recruitment: roll", "reclutamiento: tirada", "7"),
    "rc": ("recruitment", "reclutamiento", "7"),
    "end": ("game over", "fin de la partida", "11"),
}


def describe(state: dict, action: tuple, lang: str = "en") -> str:
    es = lang == "es"
    units = state.get("u", {}) if isinstance(state, dict) else {}

    def un(uid):
        u = units.get(uid)
        return unit(uid, u[1] if u else None, lang)

    if not action:
        return ""
    verb = action[0]
    a = action[1:]
    ph = state.get("ph") if isinstance(state, dict) else None
    try:
        if verb == "roll":
            if ph == "rr":
                return "Tirar para reclutar" if es else "Roll for recruits"
            return "Tirar para marchas" if es else "Roll for marches"
        if verb == "march":
            return f"Marchar desde {box(a[0])}" if es else f"March from {box(a[0])}"
        if verb == "move":
            return f"Mover {un(a[0])} a {box(a[1])}" if es else f"Move {un(a[0])} to {box(a[1])}"
        if verb == "entrench":
            return f"Acantonar {un(a[0])}" if es else f"Entrench {un(a[0])}"
        if verb == "end_march":
            return "Terminar la marcha" if es else "End the march"
        if verb == "end_moves":
            return "Terminar el movimiento" if es else "End movement"
        if verb == "naval":
            return (f"Movimiento naval de {un(a[0])} a {box(a[1])}" if es
                    else f"Move {un(a[0])} by sea to {box(a[1])}")
        if verb == "invade":
            return (f"Invasión naval de {un(a[0])} en {box(a[1])}" if es
                    else f"Naval invasion of {box(a[1])} by {un(a[0])}")
        if verb == "battle":
            return f"Librar la batalla de {box(a[0])}" if es else f"Fight the battle at {box(a[0])}"
        if verb == "withdraw":
            return (f"Retirar la caballería a {box(a[0])}" if es
                    else f"Withdraw the cavalry to {box(a[0])}")
        if verb == "reinforce":
            src = units.get(a[0], [""])[0]
            return (f"Reforzar con {un(a[0])} desde {box(src)}" if es
                    else f"Reinforce with {un(a[0])} from {box(src)}")
        if verb == "target":
            return (f"{un(a[0])} dispara a {un(a[1])}" if es
                    else f"{un(a[0])} fires at {un(a[1])}")
        if verb == "fire":
            return "Disparar" if es else "Fire"
        if verb == "retreat":
            return f"Retirarse a {box(a[0])}" if es else f"Retreat to {box(a[0])}"
        if verb == "promote":
            u = units.get(a[0])
            new = D.PROMOTE.get(u[1], "") if u else ""
            return (f"Ascender {un(a[0])} a {kind(new, lang)}" if es
                    else f"Promote {un(a[0])} to {kind(new, lang)}")
        if verb == "recruit":
            return (f"Reclutar {kind(a[1], lang)} en {box(a[0])}" if es
                    else f"Recruit {kind(a[1], lang)} in {box(a[0])}")
        if verb == "pass":
            return {
                "wd": ("Mantener la caballería en la batalla", "Keep the cavalry in the battle"),
                "rf": ("No reforzar más", "No more reinforcements"),
                "bp": ("No ascender", "No promotion"),
                "pr": ("No ascender", "No promotion"),
                "rr": ("No reclutar", "Do not recruit"),
                "rc": ("Terminar el reclutamiento", "End recruitment"),
            }.get(ph, ("Pasar", "Pass"))[0 if es else 1]
    except (IndexError, TypeError):
        pass
    return " ".join(str(x) for x in action)


def log_line(e: list, lang: str = "en") -> tuple:
    """(text, rule) of a log entry, as a sentence."""
    text, rule = _log_line(e, lang)
    return (text[:1].upper() + text[1:]), rule


def _log_line(e: list, lang: str = "en") -> tuple:
    es = lang == "es"
    c = e[0]
    a = e[1:]
    try:
        if c == "turn":
            return (f"Turno {a[0]}: {turn_label(a[0], lang)}" if es
                    else f"Turn {a[0]}: {turn_label(a[0], lang)}"), "10"
        if c == "half":
            return (f"Mitad del turno de la {side(a[0], lang)}" if es
                    else f"{side(a[0], lang)} half-turn"), "3"
        if c == "t1":
            return ("Primer turno: dos marchas sin tirada" if es
                    else "First turn: two marches, no roll"), "4.1"
        if c == "rollm":
            extra = ""
            if a[3]:
                extra = " (invasión naval posible)" if es else " (naval invasion allowed)"
            return (f"{who(a[0], lang)} saca {a[1]}: {a[2]} marchas{extra}" if es
                    else f"{who(a[0], lang)} rolls {a[1]}: {a[2]} marches{extra}"), "4"
        if c == "march":
            return (f"Marcha desde {box(a[0])}" if es else f"March from {box(a[0])}"), "4"
        if c == "move":
            j = (" (salto)" if es else " (jump)") if a[4] else ""
            return (f"{unit(a[0], a[1], lang)} se mueve de {box(a[2])} a {box(a[3])}{j}" if es
                    else f"{unit(a[0], a[1], lang)} moves from {box(a[2])} to {box(a[3])}{j}"), "4"
        if c == "ent":
            if a[3]:
                return (f"{unit(a[0], a[1], lang)} se acantona en {box(a[2])}" if es
                        else f"{unit(a[0], a[1], lang)} entrenches in {box(a[2])}"), "4.2.5"
            return (f"{unit(a[0], a[1], lang)} empieza a acantonarse en {box(a[2])}" if es
                    else f"{unit(a[0], a[1], lang)} starts entrenching in {box(a[2])}"), "4.2.5"
        if c == "naval":
            return (f"{unit(a[0], a[1], lang)} navega de {box(a[2])} a {box(a[3])}" if es
                    else f"{unit(a[0], a[1], lang)} sails from {box(a[2])} to {box(a[3])}"), "4.2.3"
        if c == "inv":
            return (f"{unit(a[0], a[1], lang)} desembarca en {box(a[2])}" if es
                    else f"{unit(a[0], a[1], lang)} lands at {box(a[2])}"), "4.2.4"
        if c == "capt":
            return (f"{who(a[0], lang)} captura {box(a[1])}" if es
                    else f"{who(a[0], lang)} captures {box(a[1])}"), "9"
        if c == "revert":
            return (f"{box(a[0])} vuelve a su propietario original" if es
                    else f"{box(a[0])} returns to its original owner"), "9"
        if c == "battle":
            return (f"Batalla en {box(a[0])}" if es else f"Battle at {box(a[0])}"), "5"
        if c == "wd":
            return (f"La caballería se retira de {box(a[0])} a {box(a[1])}" if es
                    else f"The cavalry withdraws from {box(a[0])} to {box(a[1])}"), "5.2.6"
        if c == "reinf":
            return (f"{unit(a[0], a[1], lang)} refuerza desde {box(a[2])}" if es
                    else f"{unit(a[0], a[1], lang)} reinforces from {box(a[2])}"), "5.2.4"
        if c == "shot":
            f, fk, t, tk, roll, need, res = a
            if res == "lost":
                return (f"El disparo de {unit(f, fk, lang)} se pierde: {unit(t, tk, lang)} ya fue eliminada" if es
                        else f"{unit(f, fk, lang)}'s shot is lost: {unit(t, tk, lang)} is already gone"), "5.1"
            out = {"miss": ("falla", "misses"), "dmg": ("daña", "damages"),
                   "elim": ("elimina", "eliminates")}[res][0 if es else 1]
            return (f"{unit(f, fk, lang)} dispara a {unit(t, tk, lang)} (necesita {need}, saca {roll}): {out}" if es
                    else f"{unit(f, fk, lang)} fires at {unit(t, tk, lang)} (needs {need}, rolls {roll}): {out}"), "5.1"
        if c == "hold":
            return (f"{who(a[0], lang)} no puede disparar" if es
                    else f"{who(a[0], lang)} has no unit able to fire"), "5.2"
        if c == "retreat":
            return (f"{who(a[0], lang)} se retira de {box(a[1])} a {box(a[2])}" if es
                    else f"{who(a[0], lang)} retreats from {box(a[1])} to {box(a[2])}"), "5.2.5"
        if c == "win":
            return (f"{who(a[0], lang)} gana la batalla de {box(a[1])}" if es
                    else f"{who(a[0], lang)} wins the battle at {box(a[1])}"), "5"
        if c == "deadlock":
            return (f"Nadie puede acertar en {box(a[0])}: el atacante debe retirarse" if es
                    else f"Nobody can hit at {box(a[0])}: the attacker must retreat"), "5"
        if c == "surrender":
            return (f"El atacante no puede retirarse de {box(a[0])} y es eliminado" if es
                    else f"The attacker cannot retreat from {box(a[0])} and is eliminated"), "5"
        if c == "promo":
            return (f"{unit(a[0], a[1], lang)} asciende a {kind(a[2], lang)}" if es
                    else f"{unit(a[0], a[1], lang)} is promoted to {kind(a[2], lang)}"), "6"
        if c == "reorg":
            return ("Reorganización: las unidades dañadas recuperan su fuerza" if es
                    else "Reorganization: damaged units return to full strength"), "5.2.7"
        if c == "rollr":
            return (f"{who(a[0], lang)} saca {a[1]}: hasta {a[2]} reclutas" if es
                    else f"{who(a[0], lang)} rolls {a[1]}: up to {a[2]} recruits"), "7"
        if c == "recruit":
            return (f"Recluta {unit(a[0], a[1], lang)} en {box(a[2])}" if es
                    else f"Recruits {unit(a[0], a[1], lang)} in {box(a[2])}"), "7"
        if c == "draft":
            return (f"Leva: {a[0]} infanterías milicianas más para la Unión" if es
                    else f"Draft: {a[0]} more Union militia infantry"), "8"
        if c == "end":
            r = RESULT.get(a[1], (a[1], a[1], "11"))
            return (f"Gana {who(a[0], lang)[0].lower() + who(a[0], lang)[1:]}: {r[1]}" if es
                    else f"{who(a[0], lang)} wins: {r[0]}"), r[2]
    except (IndexError, TypeError, ValueError, KeyError):
        pass
    return " ".join(str(x) for x in e), ""


# Prompts: what the role must do now (Game.prompt), one line in each language.

def _pr(en: str, es: str, rule: str) -> dict:
    return {"en": en, "es": es, "rule": rule}


def prompt(state: dict, role: str, active: list, firer: str | None, legal: list) -> dict:
    """The prompt line for ``role``; ``firer`` is the unit whose targets are
    asked for in a fire step, ``legal`` the role's legal actions."""
    s = "u" if role == "union" else "c"
    ph = state["ph"]
    b = state.get("b") or {}
    where = box(b["x"]) if b.get("x") else ""
    if not active:
        return _pr("The game is over.", "La partida ha terminado.", "11")
    if role not in active:
        other = "u" if active[0] == "union" else "c"
        en, es, rule = PHASE.get(ph, ("", "", ""))
        w_en, w_es = who(other, "en"), who(other, "es")
        return _pr(f"Waiting for {w_en[0].lower() + w_en[1:]}: {en}.",
                   f"Esperando a {w_es[0].lower() + w_es[1:]}: {es}.", rule)
    if ph == "mr":
        return _pr("Roll for the number of marches this half-turn.",
                   "Tira el dado para saber cuántas marchas tienes este medio turno.", "4")
    if ph == "mv":
        if state["mb"]:
            name = box(state["mb"])
            return _pr(f"March from {name}: move its units one box at a time, then end the march.",
                       f"Marcha desde {name}: mueve sus unidades casilla a casilla y termina la marcha.", "4")
        if state["ml"] > 0 and not any(a[0] in ("march", "naval", "invade") for a in legal):
            return _pr("No unit can march: end movement.",
                       "Ninguna unidad puede marchar: termina el movimiento.", "4")
        if state["ml"] > 0:
            n = state["ml"]
            sea = s == "u" and any(a[0] in ("naval", "invade") for a in legal)
            en_sea = " (or move a unit by sea)" if sea else ""
            es_sea = " (o mueve una unidad por mar)" if sea else ""
            return _pr(f"Choose a box to march from{en_sea}: {n} march{'es' if n != 1 else ''} left, "
                       "or end movement.",
                       f"Elige una casilla desde la que marchar{es_sea}: "
                       f"{'quedan' if n != 1 else 'queda'} {n} marcha{'s' if n != 1 else ''}, "
                       "o termina el movimiento.", "4")
        return _pr("No marches left: end movement.",
                   "No quedan marchas: termina el movimiento.", "4")
    if ph == "bc":
        fights = [a for a in legal if a[0] == "battle"]
        if len(fights) == 1:
            name = box(fights[0][1])
            return _pr(f"Fight the battle at {name}.", f"Libra la batalla de {name}.", "5")
        return _pr("Choose which battle to fight next.", "Elige qué batalla librar a continuación.", "5")
    if ph == "wd":
        return _pr(f"Your cavalry alone at {where} is attacked: withdraw it to a box, or stay and fight.",
                   f"Tu caballería, sola en {where}, es atacada: retírala a una casilla o quédate a combatir.",
                   "5.2.6")
    if ph == "rf":
        return _pr(f"Battle of {where}: send reinforcements from the boxes next to it, or no more.",
                   f"Batalla de {where}: envía refuerzos desde las casillas vecinas, o ninguno más.", "5.2.4")
    if ph == "fs":
        retreat = any(a[0] == "retreat" for a in legal)
        if firer:
            u = state["u"].get(firer)
            name_en, name_es = unit(firer, u[1] if u else None, "en"), unit(firer, u[1] if u else None, "es")
            if retreat:
                return _pr(f"Battle of {where}, round {b['r']}: choose the target of {name_en}, or retreat.",
                           f"Batalla de {where}, asalto {b['r']}: elige el objetivo de {name_es}, o retírate.",
                           "5.1")
            return _pr(f"Battle of {where}: choose the target of {name_en}.",
                       f"Batalla de {where}: elige el objetivo de {name_es}.", "5.1")
        if retreat:
            return _pr(f"Battle of {where}, round {b['r']}: fire, or retreat.",
                       f"Batalla de {where}, asalto {b['r']}: dispara, o retírate.", "5.2.5")
        return _pr(f"Battle of {where}: fire.", f"Batalla de {where}: dispara.", "5.1")
    if ph == "fr":
        return _pr(f"Battle of {where} is deadlocked: choose where your attackers retreat.",
                   f"La batalla de {where} está bloqueada: elige adónde se retiran tus atacantes.", "5")
    if ph == "bp":
        return _pr(f"You won at {where}: promote one unit that fought there, or none.",
                   f"Has vencido en {where}: asciende una unidad que combatió allí, o ninguna.", "6")
    if ph == "pr":
        return _pr("Promotion: promote one unit, or none.", "Ascensos: asciende una unidad, o ninguna.", "6")
    if ph == "rr":
        return _pr("Roll for recruits, or do not recruit.", "Tira para reclutar, o no recluta.", "7")
    if ph == "rc":
        n = state["rl"]
        if not any(a[0] == "recruit" for a in legal):
            return _pr("Nothing more to recruit: end recruitment to finish your half-turn.",
                       "No queda nada que reclutar: termina el reclutamiento para acabar tu mitad de turno.",
                       "7")
        return _pr(f"Place recruits in your recruitment cities ({n} left), or stop.",
                   f"Coloca reclutas en tus ciudades de reclutamiento (quedan {n}), o para.", "7")
    return _pr("", "", "")
