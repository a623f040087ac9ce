"""A position that passes a game's ``check_state`` never crashes its rules.

A position link (``pyapp.core.link``, form 1) carries a packed state, and
``decode_state`` runs the game's ``check_state`` on it. Once such a link is
opened the page calls ``active``/``legal``/``apply``/``view``/``prompt``/
``result``/``describe`` on that state, outside ``link.decode``'s net, and
issue 13 wants those verbs to raise only ``Illegal`` or ``LinkError``. So
whatever ``check_state`` lets through must be a state the rules can play.

Real positions of random games of ``mini`` and ``ahd`` (many points of the
game: for ``ahd`` every phase, mid-march and mid-battle sub-states too) are
mutated:

- at the JSON level: a key deleted, a value of another type, two values
  swapped, a number out of range, a name the game does not know (or one it
  knows, in the wrong place), an entry duplicated, a value taken from
  another position at the same place, or a few whole fields of another
  position;
- at the byte level: the packed form (``link.encode_state``) flipped,
  cut, spliced, repeated.

Each mutated state goes through ``link.decode_state`` (the link's own way
in); when it is accepted, up to ``MOVES`` random legal moves are played on
it, and at each step every verb is called: ``active``, ``legal`` (every
role), ``view`` (every role and a spectator), ``prompt`` (every role),
``result``, ``describe`` (each legal action, both languages), ``copy``,
``reveals``, ``take_events``, the standing orders' ``auto_choice``, an
illegal action (which must raise ``Illegal`` and nothing else) and ``apply``
with a legal one. Nothing may raise. Every state the moves reach must pass
``check_state`` again (the check is an invariant of the rules), so a
position link can be made of it.

``tiers.count("positions.mutated")`` mutated positions (a sample in the
default tier, 1000 in ``./test.sh --full``; ``CWT_FUZZ_POSITIONS`` overrides), seeded
(``CWT_FUZZ_SEED``), so a failure names a case that repeats.
"""

from __future__ import annotations

import copy
import json
import os
import random
import time
import traceback
from functools import lru_cache

import pytest

import tiers
from pyapp import games
from pyapp.core import Illegal, LinkError, link

# the module's cached games are computed once, in one worker (pytest-xdist: tests/conftest.py)
pytestmark = pytest.mark.xdist_group("position-fuzz")

CASES = tiers.count("positions.mutated")
SEED = int(os.environ.get("CWT_FUZZ_SEED", "13"))
MOVES = 6           # random legal moves played on each accepted state
SLOW = 5.0          # seconds: no case may take longer
GAMES = tuple(g for g in os.environ.get("CWT_FUZZ_GAMES", "mini,ahd,boc,ss").split(",") if g)


# Real positions ---------------------------------------------------------------

def _bucket(gid: str, st: dict) -> str:
    """Where in the game a position is (so every kind of sub-state is drawn)."""
    if gid == "ahd":
        ph = st["ph"]
        if ph == "mv" and st["mb"]:
            return "mv-march"
        if st["b"] is not None:
            return f"{ph}-r{min(st['b']['r'], 3)}"
        return ph
    top = st["flow"][-1]["step"] if st["flow"] else "over"
    if gid == "mini":
        return f"{top}-{'cup' if st['op']['event_cup'] else 'plain'}"
    return top                  # boc, ss: the step of the flow running now


@lru_cache(maxsize=None)
def positions(gid: str) -> tuple[tuple[str, str], ...]:
    """(bucket, canonical JSON) of positions from random games of ``gid``:
    a uniform sample of at most 30 per bucket (so the rare sub-states, a
    battle's reinforcements or a cavalry withdrawal, are drawn as often as
    the common ones)."""
    game = games.get(gid)
    rnd = random.Random(f"positions-{gid}")
    buckets: dict[str, list[str]] = {}
    seen: dict[str, int] = {}
    per_bucket = 30
    if gid == "ahd":
        setups = [("campaign", {"beginner_union": False}), ("short", {"beginner_union": True}),
                  ("short", {"beginner_union": False}), ("campaign", {"beginner_union": True})]
        plays = 8
    elif gid == "mini":
        setups = [(sc, {"open_blocks": ob, "event_cup": ec})
                  for sc in ("standard", "short") for ob in (False, True) for ec in (False, True)]
        plays = 15
    elif gid == "boc":
        setups = [("sickles", {}), ("pickett", {"column": True, "relay": True}),
                  ("day1", {"fixed_order": True, "free_deploy": True}), ("sickles", {"hancock": True})]
        plays = 1
    else:
        setups = [("valley", {}), ("slaughter", {"bad_day": True, "pope": True, "hill_rearguard": True}),
                  ("slaughter", {"secret_events": True, "rebuild_option": True, "artillery_full_sp": True})]
        plays = 2
    for n in range(plays * len(setups)):
        sc, op = setups[n % len(setups)]
        st = game.setup(sc, op, 1000 + n)
        for _ in range(20000 if gid in ("mini", "ahd") else 1500):
            b = _bucket(gid, st)
            seen[b] = k = seen.get(b, 0) + 1
            lst = buckets.setdefault(b, [])
            if len(lst) < per_bucket:                   # a uniform sample of each bucket
                lst.append(json.dumps(st, sort_keys=True))
            elif rnd.randrange(k) < per_bucket:
                lst[rnd.randrange(per_bucket)] = json.dumps(st, sort_keys=True)
            active = game.active(st)
            if not active:
                break
            legal = game.legal(st, active[0])
            st = game.apply(st, active[0], legal[rnd.randrange(len(legal))])
            game.take_events(st)
    if gid == "ahd":
        # 5: a deadlocked battle's forced retreat is rare in random play; make
        # it from fire steps of a later round (the retreat the rules offer there)
        from pyapp.games.ahd import rules as R
        for b in [b for b in buckets if b.startswith("fs-r")]:
            for s in buckets[b]:
                st = json.loads(s)
                if st["b"]["r"] >= 2 and not st["b"]["tg"] and st["b"]["s"] == st["p"] \
                        and R.retreat_dests(st, st["p"]):
                    st["ph"] = "fr"
                    buckets.setdefault(_bucket(gid, st), []).append(json.dumps(st, sort_keys=True))
    return tuple((b, s) for b in sorted(buckets) for s in buckets[b])


@lru_cache(maxsize=None)
def vocabulary(gid: str) -> tuple:
    """Names a state of ``gid`` holds (right or wrong where they land) and some it never does."""
    words: set = set()

    def walk(x):
        if isinstance(x, str):
            words.add(x)
        elif isinstance(x, list):
            for y in x:
                walk(y)
        elif isinstance(x, dict):
            for k, v in x.items():
                words.add(k)
                walk(v)

    for _, s in positions(gid)[::3]:
        walk(json.loads(s))
    words = {w for w in words if len(w) < 30}
    words.update(["", "zz", "nowhere", "u0", "c0", "u1000", "x1", "b9", "g4", "u", "c", "blue",
                  "grey", "union", "csa", "end", "turn", "combat", "react"])
    return tuple(sorted(words))


# Mutations ------------------------------------------------------------------

JUNK = [None, True, False, 0, 1, -1, 2, 3, 7, 99, 10 ** 6, 2 ** 64, -(2 ** 40), "", "x", [], {},
        [1], ["a"], [[]], {"a": 1}]


def _nodes(x, path=()):
    """Every (path, value) of a JSON value, the root included."""
    yield path, x
    if isinstance(x, dict):
        for k in sorted(x):
            yield from _nodes(x[k], path + (k,))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield from _nodes(v, path + (i,))


def _get(x, path):
    for p in path:
        x = x[p]
    return x


def _set(root, path, value):
    _get(root, path[:-1])[path[-1]] = value


def _at_same_place(other, path):
    try:
        return True, copy.deepcopy(_get(other, path))
    except (KeyError, IndexError, TypeError):
        return False, None


def _number(rnd: random.Random, n: int) -> int:
    return rnd.choice([n + 1, n - 1, -n, n + rnd.randrange(2, 10), -1, 0, 2 ** 31, 10 ** 20, n * 7])


def mutate_json(st: dict, rnd: random.Random, gid: str, others: list[str]) -> dict:
    """One to three JSON-level edits of ``st`` (a fresh copy), tried again
    (a few times) when they changed nothing."""
    for _ in range(5):
        out = _mutate_json(st, rnd, gid, others)
        if out != st:
            break
    return out


def _mutate_json(st: dict, rnd: random.Random, gid: str, others: list[str]) -> dict:
    st = copy.deepcopy(st)
    words = vocabulary(gid)
    for _ in range(rnd.choice((1, 1, 1, 2, 3))):
        nodes = list(_nodes(st))
        if rnd.random() < 0.5 and st and isinstance(st, dict):
            # one field's insides (else the units, most of a state, take most edits)
            key = rnd.choice(sorted(st))
            path, value = rnd.choice([(p, v) for p, v in nodes if p[:1] == (key,)])
        else:
            path, value = rnd.choice(nodes)
        op = rnd.randrange(10)
        if op == 9 and others:                                 # fields of two positions mixed
            other = json.loads(rnd.choice(others))
            for k in rnd.sample(sorted(other), min(len(other), rnd.randrange(1, 4))):
                st[k] = other[k]
        elif op == 0 and path:                                   # delete a key or an item
            parent = _get(st, path[:-1])
            del parent[path[-1]]
        elif op == 1 and path:                                 # a value of another type
            _set(st, path, copy.deepcopy(rnd.choice(JUNK)))
        elif op == 2:                                          # swap two values
            p2, v2 = rnd.choice(nodes)
            if path and p2 and path[:len(p2)] != p2 and p2[:len(path)] != path:
                a, b = copy.deepcopy(value), copy.deepcopy(v2)
                _set(st, path, b)
                _set(st, p2, a)
        elif op == 3:                                          # a number out of range
            ints = [(p, v) for p, v in nodes if type(v) is int and p]
            if ints:
                p, v = rnd.choice(ints)
                _set(st, p, _number(rnd, v))
        elif op == 4:                                          # a name, known or not, elsewhere
            strs = [(p, v) for p, v in nodes if isinstance(v, str) and p]
            if strs:
                p, _ = rnd.choice(strs)
                _set(st, p, rnd.choice(words))
        elif op == 5:                                          # duplicate an entry
            conts = [(p, v) for p, v in nodes if isinstance(v, (list, dict)) and v]
            if conts:
                p, c = rnd.choice(conts)
                if isinstance(c, list):
                    i = rnd.randrange(len(c))
                    c.insert(rnd.randrange(len(c) + 1), copy.deepcopy(c[i]))
                else:
                    k = rnd.choice(sorted(c))
                    c[rnd.choice(words)] = copy.deepcopy(c[k])
        elif op == 6 and others:                               # the value of another position
            other = json.loads(rnd.choice(others))
            ok, v = _at_same_place(other, path)
            if ok and path:
                _set(st, path, v)
        elif op == 7:                                          # a dict key renamed
            dicts = [(p, v) for p, v in nodes if isinstance(v, dict) and v]
            if dicts:
                p, d = rnd.choice(dicts)
                k = rnd.choice(sorted(d))
                d[rnd.choice(words)] = d.pop(k)
        else:                                                  # a list emptied, shortened or reordered
            lists = [(p, v) for p, v in nodes if isinstance(v, list) and v]
            if lists:
                p, lst = rnd.choice(lists)
                r = rnd.random()
                if r < 0.3:
                    lst.clear()
                elif r < 0.6:
                    lst.pop(rnd.randrange(len(lst)))
                else:
                    rnd.shuffle(lst)
    return st


def mutate_bytes(data: bytes, rnd: random.Random, others: list[bytes]) -> bytes:
    data = bytearray(data)
    for _ in range(rnd.choice((1, 1, 1, 2, 3))):
        op = rnd.randrange(8)
        i = rnd.randrange(len(data) + 1)
        if op == 0 and data:
            i = min(i, len(data) - 1)
            data[i] ^= 1 << rnd.randrange(8)
        elif op == 1 and data:
            i = min(i, len(data) - 1)
            data[i] = rnd.choice((0, 1, 2, 0x7F, 0x80, 0xFF, rnd.randrange(256)))
        elif op == 2:
            data[i:i] = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 4)))
        elif op == 3:
            del data[i:i + rnd.randrange(1, 6)]
        elif op == 4 and data:
            j = rnd.randrange(len(data))
            data[j:j] = data[j:j + rnd.randrange(1, 20)]
        elif op == 5 and others:
            other = rnd.choice(others)
            j = rnd.randrange(len(other) + 1)
            data = data[:i] + bytearray(other[j:j + rnd.randrange(1, 40)]) + data[i:]
        elif op == 6 and len(data) > 1:
            j, k = rnd.randrange(len(data)), rnd.randrange(len(data))
            data[j], data[k] = data[k], data[j]
        else:
            data[i:i] = bytes([rnd.choice((0, 1, 16, 17, 20, 127, 128, 200, 255))])
    return bytes(data)


def mutated(rnd: random.Random, gid: str) -> dict | None:
    """A mutated position of ``gid`` that passes ``decode_state`` (so
    ``check_state``), or None when it was refused."""
    game = games.get(gid)
    base = positions(gid)
    bucket, text = rnd.choice(base)
    st = json.loads(text)
    # values to borrow: from any position, and from positions at the same point of a game
    # (another battle's round, targets or reinforcement boxes)
    alike = [s for b, s in base if b == bucket]
    others = [s for _, s in rnd.sample(base, 3)] + rnd.sample(alike, min(3, len(alike)))
    if rnd.random() < 0.3:
        data = link.encode_state(game, st)
        more = [link.encode_state(game, json.loads(o)) for o in others]
        data = mutate_bytes(data, rnd, more)
    else:
        st = mutate_json(st, rnd, gid, others)
        try:
            data = link.encode_state(game, st)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError):
            return None     # no link can carry it
    try:
        return link.decode_state(game, data)
    except LinkError:
        return None


# Playing ------------------------------------------------------------------------

def junk_actions(rnd: random.Random, legal: list, words: tuple) -> list:
    """A few actions near the legal ones that may not be legal."""
    out = [("pass",), ("fire",), ("zz",)]
    for a in rnd.sample(legal, min(2, len(legal))):
        a = list(a)
        if len(a) > 1:
            a[rnd.randrange(1, len(a))] = rnd.choice(words + (0, -1, 99))
        out.append(tuple(a))
    return out


def exercise(game, st: dict, rnd: random.Random, words: tuple) -> str | None:
    """Play up to MOVES random legal moves on ``st`` calling every verb;
    the first problem found, or None."""
    roles = list(game.roles)
    for step in range(MOVES + 1):
        where = f"step {step}"
        try:
            where += ": active"
            active = game.active(st)
            assert isinstance(active, list) and all(r in roles for r in active), f"active() = {active!r}"
            where = f"step {step}: result"
            res = game.result(st)
            assert (res is None) == bool(active), f"result {res!r} with active {active!r}"
            for role in roles:
                where = f"step {step}: legal({role})"
                legal = game.legal(st, role)
                assert isinstance(legal, list)
                assert not legal or role in active, f"{role} has legal actions while not active"
                where = f"step {step}: prompt({role})"
                p = game.prompt(st, role)
                assert isinstance(p, dict) and isinstance(p.get("en"), str)
            for role in roles + [None]:
                where = f"step {step}: view({role})"
                v = game.view(game.copy(st), role)
                json.dumps(v)
            where = f"step {step}: copy/reveals"
            assert game.copy(st) == st
            game.reveals(st)
            if not active:
                return None
            role = active[0]
            legal = game.legal(st, role)
            assert legal, f"no legal action for active {role}"
            for a in legal[:12]:
                where = f"step {step}: describe({a!r})"
                for lang in ("en", "es"):
                    assert isinstance(game.describe(st, a, lang), str)
            for a in junk_actions(rnd, legal, words):
                if a in legal:
                    continue
                where = f"step {step}: apply(illegal {a!r})"
                try:
                    game.apply(game.copy(st), role, a)
                except Illegal:
                    pass
                else:
                    return f"{where}: an action not in legal() was accepted"
            where = f"step {step}: auto_choice"
            pick = game.auto_choice(st, role, legal, {})
            assert pick is None or pick in legal, f"auto_choice gave {pick!r}"
            action = rnd.choice(legal)
            where = f"step {step}: apply({action!r})"
            before = json.dumps(st, sort_keys=True)
            st = game.apply(game.copy(st), role, action)
            where = f"step {step}: take_events after {action!r}"
            game.take_events(st)
            where = f"step {step}: check_state after {action!r} from {before}"
            game.check_state(st)
            link.decode_state(game, link.encode_state(game, st))
        except Exception as exc:  # noqa: BLE001 - the point is to catch anything
            tb = traceback.extract_tb(exc.__traceback__)[-1]
            return f"{where}: {type(exc).__name__}: {str(exc)[:200]} at {os.path.basename(tb.filename)}:{tb.lineno}"
    return None


def run(cases: int, seed: int = SEED) -> tuple[dict, list[str]]:
    """Fuzz ``cases`` mutated positions; (counts, failures)."""
    counts = {"tried": 0, "accepted": 0, "failed": 0}
    failures = []
    for n in range(cases):
        gid = GAMES[n % len(GAMES)]
        rnd = random.Random(f"{seed}-{n}")
        game = games.get(gid)
        counts["tried"] += 1
        started = time.perf_counter()
        st = mutated(rnd, gid)
        if st is None:
            continue
        counts["accepted"] += 1
        problem = exercise(game, st, rnd, vocabulary(gid))
        took = time.perf_counter() - started
        if problem is None and took > SLOW:
            problem = f"took {took:.1f}s"
        if problem:
            counts["failed"] += 1
            failures.append(f"case {n} ({gid}, CWT_FUZZ_SEED={seed}): {problem}")
    return counts, failures


def test_positions_exist_for_every_phase():
    """The base positions cover every sub-state the fuzz means to reach."""
    ahd = {b.split("-")[0] for b, _ in positions("ahd")}
    assert {"mr", "mv", "bc", "wd", "rf", "fs", "fr", "bp", "pr", "rr", "rc", "end"} <= ahd
    assert any(b == "mv-march" for b, _ in positions("ahd"))
    mini = {b.split("-")[0] for b, _ in positions("mini")}
    assert {"turn", "react", "over"} <= mini
    boc = {b for b, _ in positions("boc")}
    assert {"command", "fire", "move", "melee", "supply"} <= boc, sorted(boc)
    ss = {b for b, _ in positions("ss")}
    assert len(ss) >= 8, sorted(ss)


def test_base_positions_pass_check_state():
    for gid in GAMES:
        game = games.get(gid)
        for _, s in positions(gid):
            st = json.loads(s)
            game.check_state(st)
            assert link.decode_state(game, link.encode_state(game, st)) == st


def _first(gid: str, prefix: str, cond=lambda st: True) -> dict:
    return next(st for b, s in positions(gid) if b.startswith(prefix) and cond(st := json.loads(s)))


def _refused(gid: str, st: dict) -> str:
    game = games.get(gid)
    try:
        link.decode_state(game, link.encode_state(game, st))
    except LinkError as exc:
        return exc.reason
    raise AssertionError("accepted")


def test_known_crashes_are_refused():
    """The cases the fuzz found before check_state knew of them."""
    # mini: a turn frame without "marched" (KeyError in legal(), the case)
    st = _first("mini", "turn")
    del st["flow"][0]["marched"]
    assert "turn frame" in _refused("mini", st)
    # mini: an attack waiting for the answer of a hex nobody holds (KeyError: None)
    st = _first("mini", "react")
    from pyapp.games.mini import board as MB
    frm = st["flow"][1]["frm"]
    st["flow"][1]["to"] = st["flow"][2]["at"] = next(
        h for h in MB.LABELS.neighbours(frm)
        if not MB.crossing_blocked(frm, h) and not any(v[0] == h for v in st["pieces"].values()))
    assert "R6: no enemy piece" in _refused("mini", st)
    # mini: reveals at the bound while the turn may still reveal more
    st = _first("mini", "turn-plain")
    st["rv"] = 6 * (2 * st["turn"])
    assert "reveals" in _refused("mini", st)
    # ahd: a declared target whose firer is an enemy unit (KeyError in fire)
    st = _first("ahd", "fs", lambda st: bool(st["b"]["tg"]))
    f, t = st["b"]["tg"][0]
    st["b"]["tg"][0] = [t, f]
    assert "5.1" in _refused("ahd", st)
    # ahd: a forced retreat with nowhere to go (the attacker could never act)
    st = _first("ahd", "fr")
    from pyapp.games.ahd import rules as R
    e = R.ENEMY[st["p"]]
    while R.retreat_dests(st, st["p"]):         # enemies in every box it could retreat to (5.2.5)
        for n in R.retreat_dests(st, st["p"]):
            kind = next(k for k in ("vi", "ei", "vc", "ec") if R.count_kind(st, e, k) < R.available(st, e, k))
            st["u"][R.new_unit_id(st, e)] = [n, kind, 0, 0, ""]
    assert "nothing to do" in _refused("ahd", st)


def test_mutated_positions_never_crash_the_rules():
    counts, failures = run(CASES)
    print(f"\nposition fuzz: {counts}")
    assert not failures, f"{len(failures)} of {counts['accepted']} accepted positions broke the rules:\n" \
        + "\n".join(failures[:25])


if __name__ == "__main__":      # python tests/test_position_fuzz.py [cases]: a report, every failure
    import sys
    counts, failures = run(int(sys.argv[1]) if len(sys.argv) > 1 else CASES)
    for f in failures:
        print(f)
    print(counts)
