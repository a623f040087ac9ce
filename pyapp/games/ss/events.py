"""Stonewall's Sword: playing chits (10.3-10.6): the Unique Events of
``chits.EVENTS`` (authored, DATA_NOTES.md section 3), held CiC chits, and
Common Events (20.1a, 20.2a).

Each event's ``window`` says when it may be played; what each kind of event
does is a handler registered by its key (``HANDLERS``, pyapp/core/events.py):
``plays`` lists the plays of one held chit in one window, ``draw_plays``
those of an event that must be used when drawn, and ``play`` carries one out. Rebel Yell! is
offered at the start of a Confederate brigade's Close Combat step (window
"own_close_combat", RULES_NOTES).
"""

from __future__ import annotations

from ...core.events import Handler, Registry
from . import data as D
from . import model as M


def key(chit: str) -> str:
    """The event's name key without its side ("quick-march", "confident-a")."""
    return chit[2:]


def cic_targets(st: dict, side: str) -> list[str]:
    """10.6: any brigade of the side in play, even one activated this turn
    (never a frozen one, 22.2)."""
    return [b for b in M.brigades(st, side) if M.may_activate(st, b)]


def plays(game, st: dict, side: str, held: str, window: str, ctx: dict) -> list[tuple]:
    """The plays of held chit ``held`` (a CiC chit, or an Event handle whose
    chit this device knows) that ``window`` allows now."""
    chit = M.chit_of(st, held)
    if chit is None:
        return []                                        # the enemy's secret: not this device's decision
    c = D.CHITS[chit]
    if c["kind"] == "cic":
        if window in ("retained_step", "end_turn"):                 # 10.1, 10.6, 17.1
            return [("play", held, b) for b in cic_targets(st, side)]
        return []
    e = D.EVENTS[chit]
    handler = HANDLERS[key(chit)]
    if not handler.opens(window, e):
        return []
    return handler.offers(game, st, side, held, window, ctx, e)


# The fourteen Unique Events (seven a side), by kind ---------------------------------

HANDLERS = Registry("Stonewall's Sword event")


@HANDLERS.register("quick-march")
class QuickMarch(Handler):
    """Authored: +3 MP to the brigade given its orders (13.5 example)."""
    rule = "13.5"

    def offers(self, game, st, side, held, window, ctx, e):
        return [("play", held)] if ctx.get("side") == side and ctx.get("order") in e["effect"]["orders"] else []

    def resolve(self, game, st, side, action, e):
        top = game.flow.top(st)
        top["mp_bonus"] = top.get("mp_bonus", 0) + e["effect"]["mp_bonus"]


@HANDLERS.register("union-fatigue", "rebel-fatigue")
class Fatigue(Handler):
    """Authored after the 10.8 example: the enemy brigade just given orders
    moves at half its MP, and on a 1 one of its units is Depleted."""
    rule = "10.8"

    def offers(self, game, st, side, held, window, ctx, e):
        return [("play", held)] if ctx.get("side") == M.ENEMY[side] and ctx.get("order") else []

    def resolve(self, game, st, side, action, e):
        top = game.flow.top(st)
        fx = e["effect"]
        top["mp_divisor"] = fx["mp_divisor"]
        r = M.roll(st, side)
        owner = M.ENEMY[side]
        fresh = [u for u in M.brigade_units(top["brigade"]) if u in st["pos"] and not M.is_depleted(st, u)]
        if r in fx["deplete_on"] and fresh:
            M.log(st, f"Fatigue roll {r}: the {M.SIDE_EN[owner]} player flips one unit of "
                      f"{M.bname(top['brigade'])} to its Depleted side.",
                  f"Tirada de fatiga {r}: el jugador de {M.SIDE_ES[owner]} gira una unidad de la "
                  f"{M.bname(top['brigade'], 'es')} a su cara Desgastada.", "10.8")
            game.flow.push(st, "flip", who=owner, cands=fresh)
        else:
            M.log(st, f"Fatigue roll {r}: no unit is flipped.", f"Tirada de fatiga {r}: no se gira ninguna "
                  "unidad.", "10.8")


@HANDLERS.register("command-confusion")
class CommandConfusion(Handler):
    """Authored after the 6.3 example: the enemy's fully activated brigade
    must take the Regroup order."""
    rule = "6.3"

    def offers(self, game, st, side, held, window, ctx, e):
        return [("play", held)] if ctx.get("side") == M.ENEMY[side] and ctx.get("kind") == "full" else []

    def resolve(self, game, st, side, action, e):
        game.flow.top(st)["forced"] = e["effect"]["forced_order"]


@HANDLERS.register("confident-a", "confident-b")
class Confident(Handler):
    """Authored after 22.1 special rule 4: a Union division drawn activates in full."""
    rule = "22.1"

    def offers(self, game, st, side, held, window, ctx, e):
        return [("play", held)] if ctx.get("side") == side else []

    def resolve(self, game, st, side, action, e):
        game.flow.top(st)["confident"] = 1


@HANDLERS.register("rebel-yell")
class RebelYell(Handler):
    """14.1, 14.2d: a brigade that could assault with it does, two columns right."""
    rule = "14.2d"

    def offers(self, game, st, side, held, window, ctx, e):
        if ctx.get("side") == side and ctx.get("kind") == "full" and ctx.get("order") in e["effect"]["orders"]:
            from . import close as CC
            f = {"units": [u for u in M.brigade_units(ctx["brigade"]) if M.kind(u) == "inf"], "decl": []}
            if any(CC.targets(st, u) for u in CC.eligible(st, f)):
                return [("play", held)]
        return []

    def resolve(self, game, st, side, action, e):
        top = game.flow.top(st)
        top["yell"] = 1
        M.log(st, f"{M.bname(top['brigade'])} attacks with the Rebel Yell!",
              f"¡La {M.bname(top['brigade'], 'es')} ataca con el Grito Rebelde!", "14.2d")


@HANDLERS.register("brigade-reserve")
class BrigadeReserve(Handler):
    """Authored: a march of 6 MP, March Column on the pikes, for a brigade
    none of whose units is Engaged; not an activation (10.1, 17.1)."""
    rule = "10.1"
    windows = ("retained_step", "end_turn")

    def offers(self, game, st, side, held, window, ctx, e):
        return [("play", held, b) for b in reserve_targets(st, side)]

    def resolve(self, game, st, side, action, e):
        fx = e["effect"]
        game.flow.push(st, "move", who=side, mode="brigade", brigade=action[2], order=None, mp_bonus=0,
                       mp_divisor=1, mp_fixed=fx["mp"], march_column=fx["march_column"], no_engage=True, done=[],
                       mover=None, spent=[0, 1], path=[])


@HANDLERS.register("rusty-sword")
class RustySword(Handler):
    """Jackson's Rusty Sword, used when drawn while Jackson is in play (the rally of rally.py)."""
    rule = "10.3a"

    def offers(self, game, st, side, held, window, ctx, e):
        return [("play", held, b) for b in rusty_targets(st)] if M.jackson_in_play(st) else []

    def resolve(self, game, st, side, action, e):
        from . import rally as R
        R.rusty_sword(game, st, action[2])


@HANDLERS.register("firefight")
class Firefight(Handler):
    """Authored: used when drawn, a brigade's Engaged infantry fire, as if Limited."""
    rule = "10.3a"

    def offers(self, game, st, side, held, window, ctx, e):
        return [("play", held, b) for b in firefight_targets(st, side)]

    def resolve(self, game, st, side, action, e):
        game.flow.push(st, "fire", who=side, mode="brigade", brigade=action[2], limited=True, fired=[],
                       pending=None)


HANDLERS.check(key(c) for c in D.EVENTS)


def reserve_targets(st: dict, side: str) -> list[str]:
    """Brigade Reserve Movement: a brigade of the side on the map, none of
    whose units is Engaged (13.6)."""
    out = []
    for b in M.brigades(st, side):
        us = [u for u in M.brigade_units(b) if u in st["pos"]]
        if M.may_activate(st, b) and us and not any(M.engaged(st, u) for u in us):
            out.append(b)
    return out


def firefight_targets(st: dict, side: str) -> list[str]:
    """Firefight: a brigade of the side with an Engaged infantry unit that may fire."""
    from . import fire as FI
    out = []
    occ = FI.occupancy(st)
    for b in M.brigades(st, side):
        f = {"who": side, "mode": "brigade", "brigade": b, "limited": True, "fired": [], "pending": None}
        if M.may_activate(st, b) and any(FI.targets(st, u, occ) for u in FI.firers(st, f)):
            out.append(b)
    return out


def rusty_targets(st: dict) -> list[str]:
    """Jackson's Rusty Sword: a Confederate brigade with a unit on the map
    under a Morale Hit marker, or in the Available box."""
    out = []
    for b in M.brigades(st, M.CSA):
        if not M.may_activate(st, b):
            continue
        us = M.brigade_units(b)
        if any(u in st["pos"] and M.marker(st, u) for u in us) or any(
                st["broken"].get(u) == "available" for u in us):
            out.append(b)
    return out


def draw_plays(game, st: dict, side: str, handle: str) -> list[tuple]:
    """The plays of an event the moment it is drawn (window "on_draw")."""
    return plays(game, st, side, handle, "on_draw", {})


def common_allowed(st: dict, side: str) -> bool:
    """10.4b, 20.1a, 20.2a: a drawn event may be played as its Common Event
    while the side's Where's track is in use and its chit has not arrived."""
    if side == M.CSA:
        return M.option(st, "bad_day") and "cic-csa" not in st["chits_in"]
    return M.option(st, "pope") and "div-ricketts" not in st["chits_in"]


def _announce(st: dict, side: str, held: str, chit: str) -> None:
    if M.is_ev(held) and held not in st["seen"]:
        st["seen"].append(held)                          # 10.4: a secret held chit is shown
        st["rv"] += 1
    M.log(st, f"The {M.SIDE_EN[side]} player plays {M.cname(chit)}.",
          f"El jugador de {M.SIDE_ES[side]} juega {M.cname(chit, 'es')}.", "10.4")


def play(game, st: dict, side: str, action: tuple, window: str, ctx: dict) -> None:
    """Carry out ``action`` (("play", chit, ...)) for ``side``. Called by the
    frame that opened the window, once the window is closed: for the
    activation windows that frame is the activation, on top of the stack."""
    held = action[1]
    chit = M.chit_of(st, held)
    if held in st["held"][side]:
        st["held"][side].remove(held)
    st["discard"].append(held)                           # 10.4a: a played chit is discarded
    _announce(st, side, held, chit)
    c = D.CHITS[chit]
    if c["kind"] == "cic":
        brigade = action[2]
        M.log(st, f"{M.cname(chit)} activates {M.bname(brigade)}.",
              f"{M.cname(chit, 'es')} activa la {M.bname(brigade, 'es')}.", "10.6")
        from . import activation as A
        A.begin(game, st, side, brigade, "full", chit, flip=False)
        return
    HANDLERS[key(chit)].resolve(game, st, side, action, D.EVENTS[chit])
