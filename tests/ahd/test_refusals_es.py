"""Issue 12: every refusal of the A House Divided engine has a Spanish reason
(``Illegal.es``), from refusals.py, rules.py and explain()."""

import ast
import pathlib

from pyapp.core import Illegal, dice
from pyapp.core.match import Match
from pyapp.games.ahd import GAME
from pyapp.games.ahd import board as B

PKG = pathlib.Path(__file__).resolve().parents[2] / "pyapp" / "games" / "ahd"
VERBS = ("roll", "march", "move", "entrench", "end_march", "end_moves", "naval", "invade",
         "battle", "withdraw", "reinforce", "target", "fire", "retreat", "promote", "recruit",
         "pass", "fly")


def test_every_illegal_in_the_source_has_es():
    missing = []
    for path in sorted(PKG.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Illegal":
                if not any(k.arg == "es" for k in node.keywords):
                    missing.append(f"{path.name}:{node.lineno}")
    assert not missing, missing


def _probes(st, rnd):
    units = sorted(st["u"])
    boxes = B.BOX_IDS
    pick = lambda seq: seq[dice.randbelow(rnd, len(seq))] if seq else "x"
    out = []
    for v in VERBS:
        out.append((v,))
        out.append((v, pick(units)))
        out.append((v, pick(boxes)))
        out.append((v, pick(units), pick(boxes)))
        out.append((v, pick(units), pick(units)))
        out.append((v, pick(boxes), pick(["mi", "mc", "vi"])))
        out.append((v, ["x"], {"y": 1}))
    return out


def _check(exc, action):
    assert isinstance(exc, Illegal)
    assert exc.es and exc.es != exc.reason, (action, exc.reason)
    assert exc.text("es").startswith(exc.es)


def test_every_refusal_met_in_random_games_has_es():
    seen = set()
    for seed in (1, 2):
        m = Match(GAME, "campaign" if seed == 1 else "short", {}, seed)
        rnd = {"rng": dice.seed_state(seed + 77)}
        while m.active() and m.ply < 400:
            st = m.state
            role = m.active()[0]
            legal = m.legal(role)
            if m.ply % 3 == 0:
                for r in GAME.roles:
                    ok = GAME.legal(st, r)
                    for a in _probes(st, rnd):
                        if a in ok:
                            continue
                        try:
                            GAME.apply(GAME.copy(st), r, a)
                        except Illegal as exc:
                            _check(exc, a)
                            seen.add(exc.reason[:30])
                        else:
                            raise AssertionError(f"{a} accepted but not legal")
                if st["ph"] == "mv":
                    s = "u" if role == "union" else "c"
                    srcs = sorted({u[0] for uid, u in st["u"].items() if uid[0] == s})
                    for src in srcs[:4]:
                        for dest in B.BOX_IDS[:: 9]:
                            exc = GAME.explain(st, role, src, dest)
                            if exc is not None:
                                _check(exc, ("explain", src, dest))
            m.play(role, legal[dice.randbelow(rnd, len(legal))])
    assert len(seen) > 25          # the probes met many different refusals


def test_contract_refusals_have_es():
    st = GAME.setup("campaign", {}, 1)
    for role, a in (("csa", ("end_moves",)), ("union", ())):
        try:
            GAME.apply(st, role, a)
        except Illegal as exc:
            _check(exc, a)
    for bad in (lambda: GAME.setup("nope", {}, 1), lambda: GAME.setup("campaign", {"x": True}, 1)):
        try:
            bad()
        except Illegal as exc:
            _check(exc, "setup")
        else:
            raise AssertionError("accepted")
    st["res"], st["ph"] = ["u", "seven"], "end"
    try:
        GAME.apply(st, "union", ("end_moves",))
    except Illegal as exc:
        _check(exc, "over")
        assert exc.text("es") == "la partida ha terminado"
