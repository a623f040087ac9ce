"""For the People: the operations queue (optional rule 20, digest 7; game
option "ops_queue").

A side may put a card's OPS towards one general (in a space, on the map)
whose strategy rating the card does not reach: the queue marker shows the
OPS gathered. In each of its later strategy rounds it may add one more
card's OPS; once the total reaches the general's rating he activates at once
for land movement (what is over is lost). A round spent on anything else
(a card played otherwise, even when forced, or the Union's march of card 3)
breaks the queue, and so does a battle the general fights in; a queue ends
with the turn. One queue a side. Interrupts played in the enemy's moves do
not break it. The cards of a queue go face up to the discards as they are
put in (RULES_NOTES "operations queue").

The state: ``st["queue"] = {side: {"gen": general, "ops": total}}``.
"""

from __future__ import annotations

from ...core.flowgame import log
from . import model as M


def on(st: dict) -> bool:
    return bool(st["op"].get("ops_queue"))


def held(st: dict, side: str) -> dict | None:
    return (st.get("queue") or {}).get(side)


def openers(st: dict, side: str, v: int) -> list[tuple]:
    """("queue", general): the generals a card of ``v`` OPS may open a queue
    for (a rating above the card's, standing on the map; no queue yet)."""
    if not on(st) or held(st, side):
        return []
    out = []
    for g, at in sorted(st["gens"].items()):
        if M.gen_side(g) != side or not (at in M.S.NAME or at.startswith("A:")):
            continue
        if M.GEN[g].strategy > v and activation(st, g) is not None:
            out.append(("queue", g))
    return out


def activation(st: dict, g: str) -> tuple | None:
    """How the queued general activates (5.3): the army he commands, else
    his corps or brigade, as a card of his own rating would activate him."""
    from . import forces as F
    side = M.gen_side(g)
    for a in F.activations(st, side, M.GEN[g].strategy):
        if (a[0] == "army" and st["armies"][a[1]]["cmd"] == g) or (a[0] in ("corps", "brigade") and a[1] == g):
            return a
    return None


def open_queue(st: dict, side: str, g: str, v: int) -> None:
    st.setdefault("queue", {})[side] = {"gen": g, "ops": v}
    log(st, f"{M.SHORT[side]} opens an operations queue for {M.gname(g)}: {v} of {M.GEN[g].strategy} OPS.",
        f"{M.SHORT_ES[side]} abre una cola de operaciones para {M.gname(g)}: {v} de {M.GEN[g].strategy} OP.", "7")


def add(game, st: dict, side: str, v: int) -> None:
    """A card's OPS added; at the general's rating he activates at once."""
    from . import rounds
    q = held(st, side)
    q["ops"] += v
    g = q["gen"]
    need = M.GEN[g].strategy
    log(st, f"{M.SHORT[side]} adds {v} OPS to {M.gname(g)}'s queue: {min(q['ops'], need)} of {need}.",
        f"{M.SHORT_ES[side]} añade {v} OP a la cola de {M.gname(g)}: {min(q['ops'], need)} de {need}.", "7")
    if q["ops"] >= need:
        del st["queue"][side]
        what = activation(st, g)
        if what is not None:
            rounds.start_move(game, st, side, need, what, campaign=False)


def breaks(st: dict, side: str, en: str, es: str) -> None:
    q = held(st, side)
    if q is None:
        return
    del st["queue"][side]
    log(st, f"{M.gname(q['gen'])}'s operations queue is broken: {en}.",
        f"La cola de operaciones de {M.gname(q['gen'])} se rompe: {es}.", "7")


def battle_fought(st: dict, space: str) -> None:
    """A queued general who fights a battle loses his queue."""
    for side in M.ROLES:
        q = held(st, side)
        if q is not None and _space(st, q["gen"]) == space:
            breaks(st, side, "he fought a battle", "libró una batalla")


def _space(st: dict, g: str) -> str | None:
    at = st["gens"].get(g, "")
    if at.startswith("A:"):
        return st["armies"][at[2:]]["at"]
    return at if at in M.S.NAME else None


def end_of_turn(st: dict) -> None:
    for side in M.ROLES:
        breaks(st, side, "the turn is over", "el turno ha terminado")
