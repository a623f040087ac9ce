"""What each action of The U.S. Civil War says, in English and Spanish (the
action list, the log, the computer's explanations). The same verb can mean
different things in different steps ("pick" an SP to carry, a stack for a
strategic move, a general to transfer), so the words read the step at hand.
"""

from __future__ import annotations

from typing import Any

from . import oob

SIDE = {"usa": ("the Union", "la Unión"), "csa": ("the Confederacy", "la Confederación")}


def _gen(gid: Any) -> str:
    g = oob.GENERALS.get(str(gid))
    return g.name if g else str(gid)


def _legs(legs: tuple, lang: str) -> str:
    names = {"rail": ("rail", "ferrocarril"), "river": ("river", "río"), "road": ("road", "camino"),
             "ocean": ("sea", "mar")}
    i = 0 if lang == "en" else 1
    return (" and " if lang == "en" else " y ").join(names.get(str(x), (str(x), str(x)))[i] for x in legs)


def describe(step: str | None, action: tuple, lang: str = "en") -> str:
    """``action`` in words, as the step ``step`` offers it."""
    en = lang != "es"
    verb, args = action[0], action[1:]
    a = args[0] if args else None

    def say(e: str, s: str) -> str:
        return e if en else s

    if verb == "move":
        if len(args) > 1:
            return say(f"Activate {_gen(args[1])} at {a} (1 AP)", f"Activar a {_gen(args[1])} en {a} (1 PA)")
        return say(f"Activate the SPs at {a}, with no general (1 AP)", f"Activar los PF de {a}, sin general (1 PA)")
    if verb == "entrench":
        return say(f"Entrench at {a} (1 AP)", f"Atrincherarse en {a} (1 PA)")
    if verb == "end":
        return say("End the Movement and Combat Segment", "Terminar el Segmento de Movimiento y Combate")
    if verb == "take":
        return say(f"Take {a} SP along", f"Llevar {a} PF")
    if verb == "with":
        return say(f"Take {_gen(a)} along", f"Llevar a {_gen(a)}")
    if verb == "without":
        return say(f"Leave {_gen(a)} behind", f"Dejar a {_gen(a)}")
    if verb == "go":
        return say(f"Move to {a}", f"Mover a {a}")
    if verb == "pick":
        if step == "strategic":
            return say(f"Move an SP from {a} strategically", f"Mover un PF de {a} estratégicamente")
        if step == "transfer":
            return say(f"Transfer {_gen(a)}", f"Trasladar a {_gen(a)}")
        return say(f"Pick up {a} SP", f"Recoger {a} PF")
    if verb == "drop":
        return say(f"Drop {a} SP here", f"Dejar {a} PF aquí")
    if verb == "control":
        return say("Place a Control marker here (1 MP)", "Colocar aquí un marcador de Control (1 PM)")
    if verb == "stop":
        return say("Stop the force here", "Detener la fuerza aquí")
    if verb == "avoid":
        return say("Try to avoid battle", "Intentar evitar la batalla")
    if verb == "intercept":
        return say(f"Try to intercept from {a}", f"Intentar interceptar desde {a}")
    if verb == "resolve":
        return say("Resolve the reactions declared", "Resolver las reacciones declaradas")
    if verb == "step_back":
        return say("Step back and end the move", "Retroceder y terminar el movimiento")
    if verb == "press_on":
        return say("Press on into battle", "Seguir adelante a la batalla")
    if verb == "card":
        return say(f"Play card {a} for +2", f"Jugar la carta {a} para +2")
    if verb == "no_card":
        return say("Fight without a card", "Luchar sin carta")
    if verb == "retreat":
        return say(f"Retreat by {' to '.join(map(str, args))}", f"Retirarse por {' a '.join(map(str, args))}")
    if verb == "lose":
        return say(f"Lose the SP at {a}", f"Perder el PF de {a}")
    if verb == "discard":
        return say(f"Discard card {a}", f"Descartar la carta {a}")
    if verb == "place":
        return say(f"Place an SP at {a}", f"Colocar un PF en {a}")
    if verb == "forgo":
        return say("No hex can take them: they are lost", "Ningún hexágono puede recibirlos: se pierden")
    if verb == "arsenal":
        return say(f"Put the Arsenal at {a}", f"Poner el Arsenal en {a}")
    if verb == "remove":
        return say(f"Remove an SP at {a}", f"Quitar un PF en {a}")
    if verb == "to":
        if step == "strategic":
            return say(f"To {a} by {_legs(args[1:], lang)}", f"A {a} por {_legs(args[1:], lang)}")
        return say(f"To {a}", f"A {a}")
    if verb == "back":
        return say("Choose another stack", "Elegir otro apilamiento")
    if verb == "rally":
        return say(f"Rally the stack at {a} (1 AP)", f"Reagrupar el apilamiento de {a} (1 PA)")
    if verb == "transfer":
        return say("Transfer two generals (1 AP)", "Trasladar dos generales (1 PA)")
    if verb == "train":
        return say("Put an Action Point into Training", "Dedicar un Punto de Acción al Entrenamiento")
    if verb == "disperse":
        if a is None:
            return say("Disperse units to the Displaced Box", "Dispersar unidades a la Casilla de Desplazados")
        return say(f"Disperse the units at {a} to the Displaced Box", f"Dispersar las unidades de {a} a la Casilla "
                   "de Desplazados")
    if verb == "militia":
        return say("Reposition Militia", "Recolocar la Milicia")
    if verb == "shift":
        return say(f"Militia from {a} to {args[1]}", f"Milicia de {a} a {args[1]}")
    if verb == "play_card":
        return say(f"Play card {a} for an extra action", f"Jugar la carta {a} para una acción más")
    if verb == "fort":
        if len(args) < 2:
            return say(f"Build or raise the free Fort at {a}", f"Construir o subir el Fuerte gratuito en {a}")
        return say(f"Begin or raise a Fort at {a} with card {args[1]}", f"Empezar o subir un Fuerte en {a} con la "
                   f"carta {args[1]}")
    if verb == "no_fort":
        return say("No free Fort this turn", "Ningún Fuerte gratuito este turno")
    if verb == "gather":
        return say(f"Gather the SPs of {a} (1 MP)", f"Reunir los PF de {a} (1 PM)")
    if verb == "forced_march":
        return say(f"Force the march with card {a} (+2 MA)", f"Forzar la marcha con la carta {a} (+2 CM)")
    if verb == "supply_card":
        return say(f"Spare the stack at {a} its attrition with card {args[1]}",
                   f"Librar del desgaste al apilamiento de {a} con la carta {args[1]}")
    if verb == "caution_card":
        return say(f"Pay for a cautious general with card {a}", f"Pagar al general cauto con la carta {a}")
    if verb == "done":
        return say("Done", "Terminado")
    return " ".join(str(x) for x in action)            # (a verb without words: the tests catch it)
