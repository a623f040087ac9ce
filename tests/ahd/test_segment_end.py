"""Section 3 and issue 12: nothing ends a player's segment without his say.

A march still closes by itself when none of its units can act (4), but the
movement segment ends only with "End movement", and the last recruit or a
promotion never ends the half-turn: the player's own "pass" does. So undo
reaches back to his last decision until dice are rolled."""

from pyapp.core.match import Match
from pyapp.games.ahd import GAME
from pyapp.games.ahd import board as B
from pyapp.games.ahd import rules as R

from .position import act, add, blank, forced, legal


def test_the_issue_hotseat_sequence_keeps_the_union_on_move_and_undo_open():
    m = Match(GAME, "campaign", {}, 1)
    for a in [("march", "washington"), ("move", "u1", "manassas_junction"), ("end_march",),
              ("march", "harpers_ferry"), ("move", "u8", "winchester")]:
        m.play("union", a)
    # the last march is spent and closed, yet no battle has begun
    assert m.state["ph"] == "mv" and m.state["ml"] == 0 and m.state["mb"] == ""
    assert m.active() == ["union"] and m.legal("union") == [("end_moves",)]
    assert GAME.prompt(m.state, "union")["en"] == "No marches left: end movement."
    assert m.can_undo("union")
    m.undo("union")
    assert m.state["u"]["u8"][0] == "harpers_ferry"
    m.play("union", ("move", "u8", "winchester"))
    m.play("union", ("end_moves",))
    assert m.state["ph"] == "fs" and m.active() == ["csa"]       # now the battle begins


def test_last_move_of_last_march_ends_nothing_but_the_march():
    st = blank(turn=3, side="u", marches=1)
    a, = add(st, "u", "mi", "chicago")
    add(st, "c", "mi", "atlanta")
    st = act(st, "union", ("march", "chicago"))
    dest = next(x[2] for x in legal(st) if x[0] == "move")
    st = act(st, "union", ("move", a, dest))
    assert st["ph"] == "mv" and st["mb"] == "" and legal(st, "union") == [("end_moves",)]


def test_end_march_with_no_marches_left_leaves_the_segment_open():
    st = blank(turn=3, side="u", marches=1)
    a, b = add(st, "u", "mi", "chicago", n=2)
    add(st, "c", "mi", "atlanta")
    st = act(st, "union", ("march", "chicago"))
    dest = next(x[2] for x in legal(st) if x[0] == "move")
    st = act(st, "union", ("move", a, dest), ("end_march",))
    assert st["ph"] == "mv" and legal(st, "union") == [("end_moves",)]


def test_last_entrenchment_ends_nothing():
    st = blank(turn=3, side="u", marches=1)
    a, = add(st, "u", "mi", "chicago")
    add(st, "c", "mi", "atlanta")
    st = act(st, "union", ("march", "chicago"), ("entrench", a))
    assert st["ph"] == "mv" and legal(st, "union") == [("end_moves",)]


def test_last_naval_move_ends_nothing():
    src = next(p for p in B.PORT_LIST if B.PRINTED[p] == "u")
    st = blank(turn=3, side="u", marches=1)
    a, = add(st, "u", "mi", src)
    add(st, "c", "mi", "atlanta")
    nav = [x for x in legal(st) if x[0] == "naval"]
    assert nav
    st = act(st, "union", nav[0])
    assert st["ph"] == "mv" and st["ml"] == 0 and legal(st, "union") == [("end_moves",)]


def test_last_invasion_into_a_defended_port_ends_nothing():
    st = blank(turn=3, side="u", marches=1)
    st["ni"] = 1
    w, = add(st, "u", "vi", "washington")
    add(st, "c", "vi", "charleston")
    st = act(st, "union", ("invade", w, "charleston"))
    assert st["ph"] == "mv" and legal(st, "union") == [("end_moves",)]
    st = act(st, "union", ("end_moves",))
    assert st["ph"] == "fs" and st["b"]["x"] == "charleston"


def test_last_recruit_ends_nothing():
    st = blank(turn=3, side="c", phase="rr")
    add(st, "u", "mi", "chicago")
    with forced([2]):
        st = act(st, "csa", ("roll",))
    st = act(st, "csa", legal(st, "csa")[0])
    st = act(st, "csa", next(a for a in legal(st, "csa") if a[0] == "recruit"))
    assert st["rl"] == 0 and st["ph"] == "rc" and st["p"] == "c"
    assert legal(st, "csa") == [("pass",)]
    assert GAME.prompt(st, "csa")["rule"] == "7"
    assert GAME.describe(st, ("pass",), "es") == "Terminar el reclutamiento"
    st = act(st, "csa", ("pass",))
    assert st["p"] == "u"


def test_undo_reaches_the_last_recruit_and_the_promotion():
    m = Match(GAME, "campaign", {}, 2)
    st = blank(turn=3, side="c", phase="pr")
    add(st, "u", "mi", "chicago")
    v, = add(st, "c", "mi", "atlanta")
    m.state = st
    m.play("csa", ("promote", v))
    assert m.active() == ["csa"] and m.can_undo("csa")
    m.undo("csa")
    assert m.state["u"][v][1] == "mi"


def test_explicit_ends_still_run_the_empty_segments():
    # "End movement" with no battle, no promotion and nothing to recruit ends
    # the half-turn: the player said so, and the segments in between hold no
    # decision (3)
    from pyapp.games.ahd import data as D
    st = blank(turn=3, side="c", marches=1)
    for k in ("mi", "mc", "vi", "ei", "vc", "ec"):
        add(st, "c", k, "atlanta", n=D.MIX["c"][k])      # every counter in play
    add(st, "u", "mi", "chicago")
    assert not R.promote_cands(st, "c")
    st = act(st, "csa", ("end_moves",))
    assert st["p"] == "u" and st["t"] == 4


def _won_attack(st, X, a, d):
    """The attacker (Union) wins at X: the CSA misses, the Union eliminates d."""
    with forced([6]):
        st = act(st, "csa", ("fire",))
    with forced([1]):
        st = act(st, "union", ("fire",))
    assert st["ph"] == "bp" and st["b"]["w"] == "u"
    return st


def _two_battles_first_begun():
    """Two Confederate boxes each with a Union attacker and a damaged
    defender; movement ended and the first battle begun."""
    boxes = [b for b in B.BOX_IDS if B.PRINTED[b] == "c" and b not in B.FORTS
             and not B.RIVER_SIDES[b]][:2]
    st = blank(turn=3, side="u", marches=0)
    for X in boxes:
        add(st, "u", "mi", X, marches=1)
        add(st, "c", "mi", X, flags=R.DMG)
    st = act(st, "union", ("end_moves",), ("battle", boxes[0]))
    return boxes, st


def test_attacker_promotion_waits_for_his_word_before_the_last_battle():
    # 6 + 3: after the attacker's own battle-win promotion, the one battle left
    # does not start by itself (it would hand the move to the defender)
    boxes, st = _two_battles_first_begun()
    a = next(u for u, v in st["u"].items() if v[0] == boxes[0] and u[0] == "u")
    d = next(u for u, v in st["u"].items() if v[0] == boxes[0] and u[0] == "c")
    st = _won_attack(st, boxes[0], a, d)
    st = act(st, "union", ("promote", a))
    assert st["ph"] == "bc" and legal(st, "union") == [("battle", boxes[1])]
    assert GAME.prompt(st, "union")["en"].startswith("Fight the battle at")
    st = act(st, "union", ("battle", boxes[1]))
    assert st["ph"] == "fs" and GAME.active(st) == ["csa"]


def test_attacker_no_promotion_starts_the_last_battle_at_once():
    # "No promotion" is the player's word: the lone battle left starts
    boxes, st = _two_battles_first_begun()
    st = _won_attack(st, boxes[0], None, None)
    st = act(st, "union", ("pass",))
    assert st["ph"] == "fs" and st["b"]["x"] == boxes[1]


def test_prompt_when_nothing_can_march():
    st = blank(turn=3, side="u", marches=3)
    add(st, "c", "mi", "atlanta")
    assert legal(st, "union") == [("end_moves",)]
    p = GAME.prompt(st, "union")
    assert p["en"] == "No unit can march: end movement." and p["es"].endswith("termina el movimiento.")
