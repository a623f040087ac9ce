"""``BadgesOfCourage.check_state`` (pyapp/games/boc/checks.py): what a
position link may carry.

Every state random play reaches passes, and so does each side's masked copy
of it (the check is an invariant of the rules); each kind of refusal is
shown on a real position, reached by random legal moves from ``setup``, with
the one thing wrong that the check names.
"""

from __future__ import annotations

import copy
import json
import random
from functools import lru_cache

import pytest

from pyapp.core import LinkError, link
from pyapp.games.boc import GAME
from pyapp.games.boc import command as C
from pyapp.games.boc import data as D
from pyapp.games.boc import model as M
from pyapp.games.boc import supply as SU

# the module's cached games are computed once, in one worker (pytest-xdist: tests/conftest.py)
pytestmark = pytest.mark.xdist_group("boc-checks")

GAMES = (("sickles", {}, 1), ("pickett", {"column": True, "relay": True, "cavalry": True}, 2),
         ("day1", {"fixed_order": True, "free_deploy": True, "hancock": True}, 3),
         ("pickett", {"cavalry": True}, 4), ("full", {"longstreet": True, "hancock": True, "column": True}, 5))
MOVES = 1500


@lru_cache(maxsize=None)
def played(sc: str, options: tuple, seed: int, moves: int = MOVES) -> tuple[str, ...]:
    """Every state of a random game (canonical JSON), from its set-up on."""
    rnd = random.Random(seed)
    st = GAME.setup(sc, dict(options), seed)
    out = []
    for _ in range(moves):
        out.append(json.dumps(st, sort_keys=True))
        active = GAME.active(st)
        if not active:
            break
        st = GAME.apply(st, active[0], rnd.choice(GAME.legal(st, active[0])))
        GAME.take_events(st)
    return tuple(out)


def states(k: int | None = None):
    for n, (sc, op, seed) in enumerate(GAMES):
        if k is None or k == n:
            for s in played(sc, tuple(sorted(op.items())), seed):
                yield json.loads(s)


def find(cond, k: int | None = None) -> dict:
    """The first state of the games played where ``cond`` holds."""
    for st in states(k):
        if cond(st):
            return st
    raise AssertionError("no such position in the games played")


def top(st: dict) -> str | None:
    return st["flow"][-1]["step"] if st["flow"] else None


def refused(st: dict) -> str:
    """The reason ``check_state`` gives, and the link refuses it too."""
    with pytest.raises(ValueError) as exc:
        GAME.check_state(st)
    with pytest.raises(LinkError):
        link.decode_state(GAME, link.encode_state(GAME, st))
    return str(exc.value)


# -- states the rules reach pass -------------------------------------------------------

@pytest.mark.parametrize("k", range(len(GAMES)), ids=[f"{sc}-{s}" for sc, _o, s in GAMES])
def test_states_of_random_games_pass(k):
    """The check is an invariant: every state reached passes, and its masks
    (each side's device, a spectator's) too."""
    n = 0
    for n, st in enumerate(states(k)):
        GAME.check_state(st)
        if n % 7 == 0:
            for role in ("usa", "csa", None):
                GAME.check_state(GAME.mask(st, role))
    assert n > 100


def test_every_step_is_reached():
    """The games played stop at every step a state waits on (so the test
    above checks each kind of frame)."""
    seen = {top(st) for st in states()}
    assert {"command", "fire", "hits", "move", "show", "melees", "melee", "supply", "regroup",
            "morders", "nsupply", "deploy", "stuart", "clash", None} <= seen, seen


# -- refusals ------------------------------------------------------------------------------

def test_shape_and_names():
    st = find(lambda st: top(st) == "fire")
    assert "state keys differ" in refused({k: v for k, v in st.items() if k != "mk"})
    assert "bad options" in refused(dict(st, op=dict(st["op"], column=1)))
    assert "bad scenario" in refused(dict(st, sc="gettysburg"))
    assert "2.4: bad turn" in refused(dict(st, t=len(D.TRACK)))
    assert "1.1" in refused(dict(st, side=M.ENEMY[st["side"]]))
    h = next(iter(st["pos"]))
    assert "bad block positions" in refused(dict(st, pos=dict(st["pos"], **{h: "Z99"})))
    assert "bad block positions" in refused(dict(st, pos=dict(st["pos"], U999="A1")))
    assert "bad log line" in refused(dict(st, lg=[{"en": "x"}]))
    assert "bad last dice" in refused(dict(st, lr=[["usa", 7]]))
    assert "6.6: bad control" in refused(dict(st, ctrl={"A1": "blue"}))
    assert "6.62: bad crossings" in refused(dict(st, traffic={"A1/A2": True}))


def test_places():
    st = find(lambda st: top(st) == "move" and st["dead"])
    h = next(iter(st["pos"]))
    assert "two places" in refused(dict(st, dead=st["dead"] + [h]))
    due = dict(st["due"])
    if due:
        d = next(iter(due))
        due[d] = [due[d][0], "nowhere_rd", [], ""]
        assert "6.7: bad reinforcement" in refused(dict(st, due=due))
    inland = next(x for x in D.HEXES if x not in D.EDGE)
    assert "2.4" in refused(dict(st, off={st["dead"][0]: inland}, dead=st["dead"][1:]))


def test_stacking_and_shared_hexes():
    st = find(lambda st: top(st) == "command")
    side = st["side"]
    mine = [h for h in st["pos"] if M.side_of(h) == side]
    crowd = copy.deepcopy(st)
    x = crowd["pos"][mine[0]]
    for h in mine[:D.stacking(x) + 1]:
        crowd["pos"][h] = x
    assert "6.2" in refused(crowd)
    foe = next(h for h in st["pos"] if M.side_of(h) != side)
    shared = copy.deepcopy(st)
    shared["pos"][foe] = st["pos"][mine[0]]
    assert "7.1: both sides" in refused(shared)


def test_hidden_values():
    st = find(lambda st: top(st) == "move")
    h = next(h for h in st["pos"] if h not in st["up"])
    side = M.side_of(h)
    assert "5.1" in refused(dict(st, sealed=dict(st["sealed"], **{h: None})))
    masked = GAME.mask(st, M.ENEMY[side])
    GAME.check_state(masked)
    assert "5.1" in refused(dict(masked, sealed=dict(masked["sealed"], **{h: st["sealed"][h]})))
    v = st["sealed"][h]
    assert "bad block value" in refused(dict(st, sealed=dict(st["sealed"], **{h: [v[0], 99, v[2]]})))
    assert "bad block value" in refused(dict(st, sealed=dict(st["sealed"], **{h: [v[0], v[1], st["stirs"] + 1]})))
    other = next(x for x in st["pos"] if M.side_of(x) == side and x != h)
    assert "two handles" in refused(dict(st, sealed=dict(st["sealed"], **{other: list(v)})))
    assert "strength out of range" in refused(dict(st, lost=dict(st["lost"], **{h: v[1]})))


def test_turn_lists():
    st = find(lambda st: top(st) == "fire" and st["act"])
    troop = next(h for h in st["pos"] if M.side_of(h) == st["side"] and M.kind(st, h) != "hq")
    assert "4.3: only HQs" in refused(dict(st, act=st["act"] + [troop], done=st["done"] + [troop]))
    assert "4.3: an activated HQ" in refused(dict(st, done=[]))
    hq = next(h for h in st["pos"] if M.side_of(h) == st["side"] and M.kind(st, h) == "hq" and h not in st["act"])
    assert "4.3: an HQ commands by its activation" in refused(dict(st, done=st["done"] + [hq]))
    foe = next(h for h in st["pos"] if M.side_of(h) != st["side"])
    assert "phasing side" in refused(dict(st, moved=[foe]))
    assert "opt.column" in refused(dict(st, col=[troop]))


def test_frames():
    st = find(lambda st: top(st) == "supply")
    frames = copy.deepcopy(st["flow"])
    frames[-1]["sp"] = {"U001": 3}
    assert "8.2" in refused(dict(st, flow=frames))
    assert "a supply step on hour" in refused(dict(st, flow=[dict(st["flow"][0], next=0), st["flow"][-1]]))
    frames = copy.deepcopy(st["flow"])
    frames[1]["ph"] = 2
    assert "out of its turn" in refused(dict(st, flow=frames))
    assert "nobody decides" in refused(dict(st, flow=st["flow"][:2]))
    frames = copy.deepcopy(st["flow"])
    frames[-1]["step"] = ["supply"]
    assert "bad flow frame" in refused(dict(st, flow=frames))
    assert "9.1" in refused(dict(st, res=["usa", "end", 3]))
    over = find(lambda st: st["res"] is not None)
    assert "a game going on" in refused(dict(over, res=None))


def test_hits_where_nobody_stands():
    st = find(lambda st: top(st) == "hits")
    frames = copy.deepcopy(st["flow"])
    empty = next(x for x in D.HEXES if x not in st["pos"].values())
    frames[-1]["hex"] = empty
    assert "5.23" in refused(dict(st, flow=frames))
    frames[-1] = dict(st["flow"][-1], n=0)
    assert "5.23" in refused(dict(st, flow=frames))


def test_melees():
    st = find(lambda st: top(st) == "melees")
    m = st["melees"][0]
    assert "7.1" in refused(dict(st, melees=[dict(m, att=[[m["att"][0][0], "A1"]])] + st["melees"][1:]))
    assert "7.1" in refused(dict(st, melees=st["melees"][1:] + [dict(m, hex="A1")]))
    assert "7.1: a Melee Phase with no melee" in refused(dict(st, melees=[], pos={
        h: x for h, x in st["pos"].items() if not any(x == mm["hex"] for mm in st["melees"])
        or M.side_of(h) != st["side"]}))
    under = find(lambda st: top(st) == "melee" and st["flow"][-1]["rnd"] == 1)
    frames = copy.deepcopy(under["flow"])
    frames[-1]["rnd"] = 4
    assert "7.2: bad melee round" in refused(dict(under, flow=frames))
    frames[-1] = dict(under["flow"][-1], hex="A1")
    assert "7.1: a melee not declared" in refused(dict(under, flow=frames))
    x = under["flow"][-1]["hex"]
    h = next(h for h, p in under["pos"].items() if p == x)
    assert "hidden" in refused(dict(under, up=[u for u in under["up"] if u != h]))


def test_free_deployment():
    st = find(lambda st: top(st) == "deploy", 2)
    frames = copy.deepcopy(st["flow"])
    frames[-1]["who"] = M.ENEMY[frames[-1]["who"]]
    assert "9.6" in refused(dict(st, flow=frames))
    assert "9.6" in refused(dict(st, op=dict(st["op"], free_deploy=False)))


def test_cavalry_battle():
    st = find(lambda st: top(st) == "stuart", 3)
    assert "10.0" in refused({k: v for k, v in st.items() if k != "cav"})
    cav = copy.deepcopy(st["cav"])
    cav["opp"] = {"gregg": [], "kilpatrick": []}
    assert "10.0" in refused(dict(st, cav=cav))
    assert "10.0" in refused(dict(st, sealed=dict(st["sealed"], **{"C.cav": -1})))
    clash = find(lambda st: top(st) == "clash", 3)
    frames = copy.deepcopy(clash["flow"])
    frames[-1]["usa"] = frames[-1]["usa"] + frames[-1]["csa"][:1]
    assert "10.0" in refused(dict(clash, flow=frames))


def test_a_side_with_nothing_to_do_is_refused():
    """The last check asks the rules: a cavalry fight where every block of the
    side to act is gone leaves it nothing to do."""
    st = find(lambda st: top(st) == "clash", 3)
    frames = copy.deepcopy(st["flow"])
    frames[-1]["acted"] = frames[-1]["usa"] + frames[-1]["csa"]
    assert "has nothing to do" in refused(dict(st, flow=frames))


def test_hancock_is_not_sent_while_off_the_map():
    """opt.hancock (RULES_NOTES): Hancock is sent only while neither on the map
    nor already sent; one that left the map (2.4) comes back by itself, so is
    not sent as well (found by the position fuzz: sent, he was due and off the
    map at once)."""
    st = find(lambda st: top(st) == "supply" and st["side"] == "usa", 0)
    st["op"]["hancock"] = True
    h = SU.hancock_handle(st)
    st["off"][h] = "O1"
    del st["pos"][h]
    army = D.army("usa")
    for h2, hx in list(st["pos"].items()):                      # Meade gone, a corps HQ fallen
        if M.ident(st, h2) in (army["ahq"], army["corps"]["I"]["hq"]):
            del st["pos"][h2]
            st["dead"].append(h2)
    assert SU.hancock_offer(st, "usa") == []
    del st["off"][h]
    assert SU.hancock_offer(st, "usa") != []
    assert C.HANCOCK == M.ident(st, h)


def test_a_position_link_without_a_sides_secrets_is_refused():
    """A position as one device of a game between two devices holds it (the
    other side's blocks unknown) is no link's: the rules could not decide
    for that side (T6; issue 33's crafted links)."""
    from pyapp.core import LinkError, link
    game = GAME
    st = game.setup("sickles", {}, 5)
    data = link.encode_state(game, st)
    assert link.decode_state(game, data) == st
    for role in game.roles:
        masked = game.mask(st, role)
        with pytest.raises(LinkError) as err:
            link.decode_state(game, link.encode_state(game, masked))
        assert "hidden values" in str(err.value)
