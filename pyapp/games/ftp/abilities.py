"""For the People: the generals' special abilities (optional rule 5.6.7 of
the book, digest 7; game option "special_generals").

- McClellan (``MCCLELLAN_BONUS``): +5 Union SW once a game when he takes
  command of an army within 4 spaces of the Union capital; and in each
  reinforcement phase +1 Union SP, into his army, while he commands one with
  a line of communication in or next to the capital.
- Van Dorn (``DUAL_ROLE``) and Sheridan's infantry counter
  (``BECOMES_CAVALRY``): activated and moving with exactly 1 SP, the owner
  may turn him into his cavalry brigade for good (the SP becomes the
  brigade's). Sheridan may arrive as his infantry counter (a corps
  commander with PI 1, never an army's) instead of his brigade.
- Forrest and Sheridan (``BRIGADE_GROWS``): the brigade takes in a friendly
  SP where it stands and holds 2 SP (``st["brig2"]``); a loss in battle
  brings it back to 1, and it may grow again.

Van Dorn killed is gone for good, as every general killed is (5.13).
"""

from __future__ import annotations

from ...core.flow import Step
from ...core.flowgame import log
from ...core.game import text
from . import model as M
from . import oob

SWAP = {"van_dorn": "van_dorn_cav", "sheridan_inf": "sheridan"}     # infantry counter -> brigade counter


def on(st: dict) -> bool:
    return bool(st["op"].get("special_generals"))


def has(st: dict, g: str, flag: str) -> bool:
    return on(st) and flag in M.GEN[g].flags


# -- McClellan ---------------------------------------------------------------------------------

def _mcclellans_army(st: dict) -> str | None:
    for aid, a in sorted(st["armies"].items()):
        if a["side"] == "union" and a["at"] and a["cmd"] == "mcclellan":
            return aid
    return None


def mcclellan_check(st: dict) -> None:
    """+5 SW, once a game, when McClellan commands an army within 4 spaces of
    the Union capital (checked after each round and each phase)."""
    if not on(st) or st.get("mcc5"):
        return
    aid = _mcclellans_army(st)
    cap = st["capital"].get("union")
    if aid is None or not cap:
        return
    from . import events
    if events.within(st, st["armies"][aid]["at"], 4, [cap], "land", ()):
        st["mcc5"] = True
        M.sw(st, "union", 5, "McClellan commands an army near the capital", "McClellan manda un ejército cerca de "
             "la capital", "7")


def mcclellan_sp(game, st: dict) -> None:
    """+1 Union SP into McClellan's army in the reinforcement phase, while it
    has a line of communication in or next to the Union capital."""
    if not on(st):
        return
    aid = _mcclellans_army(st)
    cap = st["capital"].get("union")
    if aid is None or not cap:
        return
    from . import board, supply
    at = st["armies"][aid]["at"]
    if (at == cap or at in board.neighbours(cap)) and supply.in_supply(st, "union", at) \
            and M.army_total(st, aid) < 15:
        st["armies"][aid]["sp"] += 1
        log(st, f"McClellan's army at {M.sname(at)} gains 1 SP.",
            f"El ejército de McClellan en {M.sname(at)} gana 1 UM.", "7")


# -- cavalry brigades of 2 SP ------------------------------------------------------------------

def grow(st: dict, side: str, space: str) -> None:
    """Forrest's and Sheridan's brigades take in a friendly SP where they stand."""
    if not on(st):
        return
    for g in M.brigades_at(st, side, space):
        if oob.BRIGADE_GROWS not in M.GEN[g].flags or g in st.setdefault("brig2", []):
            continue
        if M.loose_sp(st, side, space):
            M.add_sp(st, side, space, -1)
        else:
            box = [a for a in M.armies_at(st, side, space) if st["armies"][a]["sp"] > 0]
            if not box:
                continue
            st["armies"][box[0]]["sp"] -= 1
        st["brig2"].append(g)
        log(st, f"{M.gname(g)}'s brigade takes in 1 SP: it holds 2.",
            f"La brigada de {M.gname(g)} incorpora 1 UM: tiene 2.", "7")


def shrink(st: dict, g: str) -> bool:
    """A 2 SP brigade's loss: back to 1 SP (True), or False for a brigade of 1."""
    if g in st.get("brig2", []):
        st["brig2"].remove(g)
        return True
    return False


# -- Van Dorn and Sheridan become their brigades -------------------------------------------------

def swap_ok(st: dict, f: dict) -> bool:
    """The moving force is Van Dorn's or Sheridan's infantry corps of exactly
    1 SP, with no other general, before its first step."""
    g = f.get("gen")
    return (on(st) and f["kind"] == "corps" and g in SWAP and f["sp"] == 1 and not f["gens"]
            and f["used"] == 0 and st["gens"].get(SWAP[g]) == "opt")


def swap(st: dict, f: dict) -> None:
    g, side, here = f["gen"], f["who"], f["at"]
    cav = SWAP[g]
    st["gens"][g] = "out"
    st["gens"][cav] = here
    M.add_sp(st, side, here, -1)                        # the corps' SP is the brigade's now
    f.update(kind="brigade", gen=cav, sp=0)
    log(st, f"{M.gname(g)} becomes his cavalry brigade for good.",
        f"{M.gname(g)} se convierte para siempre en su brigada de caballería.", "7")


class SheridanForm(Step):
    """Sheridan arrives: as his cavalry brigade, or as an infantry corps
    commander with PI 1 (his other counter)."""

    rule = "7"

    def legal(self, game, st, f):
        return [("form", "cavalry"), ("form", "infantry")]

    def act(self, game, st, f, a):
        if a[1] == "infantry":
            where = st["gens"]["sheridan"]
            st["gens"]["sheridan"] = "opt"
            st["gens"]["sheridan_inf"] = where
            # his brigade's SP (2 if it grew at once) go back to the space's infantry
            n = 2 if shrink(st, "sheridan") else 1
            if where in M.S.NAME:
                M.add_sp(st, "union", where, n)
            elif where.startswith("A:"):
                st["armies"][where[2:]]["sp"] += n
            log(st, "Sheridan takes the field as an infantry corps commander.",
                "Sheridan entra en campaña como jefe de cuerpo de infantería.", "7")
        game.flow.pop(game, st, None)

    def prompt(self, game, st, f):
        return text("Sheridan arrives: as his cavalry brigade, or as an infantry corps commander (PI 1)?",
                    "Llega Sheridan: ¿como su brigada de caballería o como jefe de cuerpo de infantería (influencia 1)?",
                    "7")

    def waiting(self, game, st, f, role):
        return text("The Union chooses how Sheridan arrives.", "La Unión elige cómo llega Sheridan.", "7")


def army_commander_ok(st: dict, g: str) -> bool:
    """Sheridan's infantry counter commands a corps, never an army."""
    return oob.CORPS_COMMANDER_ONLY not in M.GEN[g].flags
