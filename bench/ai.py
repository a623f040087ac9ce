"""Benchmark of the computer opponent (pyapp.ai) in A House Divided.

    python3 bench/ai.py [--games N] [--scenario campaign|short] [--seed S] [--rows a,b,...]
                        [--jobs J] [--results FILE]

Prints a table, N games per row (default 100), sides alternating (the player
under test is the Union in even games, the CSA in odd ones):

- normal vs random   (target: at least 95% as each side)
- normal vs greedy   (greedy one-ply on the evaluation; target at least 70%)
- hard vs normal     (target above 55%)
- think time per decision (median, p90, max) natively for each level, over
  the decisions of a few games.

The computer and the baselines decide from the role's view only
(``game.view``); the think time is that of ``ai.choose`` given the view, and
the view's own cost (the rules', paid by the page too) is shown beside it.

``think_time(level, n) -> dict`` and ``play_game(...)`` use only pyapp and
``time``, so the same code can run under Pyodide in the browser.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from pyapp import ai  # noqa: E402
from pyapp.ai.baselines import GreedyPlayer, RandomPlayer  # noqa: E402
from pyapp.games.ahd import GAME  # noqa: E402

MAX_STEPS = 20000


class AIPlayer:
    """The computer at ``level``, handed the role's view as the page does;
    ``times`` holds each decision's ``ai.choose``, ``view_times`` the view's."""

    def __init__(self, level, seed=0):
        self.level = level
        self.seed = seed
        self.name = level
        self.times = []
        self.view_times = []

    def __call__(self, game, state, role):
        t0 = time.perf_counter()
        view = game.view(state, role)
        t1 = time.perf_counter()
        a = ai.choose(game, view, role, self.level, self.seed)
        self.times.append(time.perf_counter() - t1)
        self.view_times.append(t1 - t0)
        return a


class Baseline:
    """A baseline player (pyapp.ai.baselines), handed the role's view."""

    def __init__(self, player):
        self.player = player
        self.name = player.name

    def __call__(self, game, state, role):
        return self.player(game, game.view(state, role), role)


def make(name, seed):
    if name == "random":
        return Baseline(RandomPlayer(seed))
    if name == "greedy":
        return Baseline(GreedyPlayer(seed))      # the game's own evaluation
    return AIPlayer(name, seed)


def play_game(union, csa, seed, scenario="campaign", game=GAME):
    """Play one game; returns (winner role, reason, decisions)."""
    st = game.setup(scenario, {}, seed)
    players = {"union": union, "csa": csa}
    n = 0
    while True:
        active = game.active(st)
        if not active:
            break
        role = active[0]
        a = players[role](game, st, role)
        st = game.apply(st, role, a)
        n += 1
        if n > MAX_STEPS:
            raise RuntimeError(f"seed {seed}: game does not end")
    res = game.result(st)
    return res["winner"], res["reason"], n


def _one(job):
    """Game g of a row: (side of the player under test, winner)."""
    test, opp, g, seed, scenario = job
    s = seed + g
    side = "union" if g % 2 == 0 else "csa"
    p = make(test, s * 2 + 1)
    o = make(opp, s * 2 + 2)
    if side == "union":
        w, _, _ = play_game(p, o, s, scenario)
    else:
        w, _, _ = play_game(o, p, s, scenario)
    return side, w


def code_fingerprint():
    """Digest of the code a game result depends on (the AI, the rules, the
    core): results kept under one fingerprint are valid only for that code."""
    import hashlib
    root = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "pyapp")
    h = hashlib.sha256()
    for sub in ("ai", os.path.join("games", "ahd"), "core"):
        folder = os.path.join(root, sub)
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py"):
                h.update(name.encode())
                with open(os.path.join(folder, name), "rb") as f:
                    h.update(f.read())
    return h.hexdigest()[:16]


def _load_kept(path, key):
    """g -> (side, winner) of games already played under ``key``."""
    kept = {}
    if not path or not os.path.exists(path):
        return kept
    import json
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                r = json.loads(line)
            except ValueError:
                continue
            if isinstance(r, dict) and all(r.get(k) == v for k, v in key.items()):
                kept[r["g"]] = (r["side"], r["winner"])
    return kept


def match_row(test, opp, games, seed=1, scenario="campaign", jobs=1, results=None):
    """Win rates of ``test`` against ``opp``, alternating sides; ``jobs``
    processes play the games (the result does not depend on it). With
    ``results`` (a JSON-lines file), each finished game is appended there and
    games already kept for the same row, seed, scenario and code are not
    played again, so a long row can be run in several sittings."""
    wins = {"union": [0, 0], "csa": [0, 0]}
    t0 = time.perf_counter()
    key = {"row": f"{test} vs {opp}", "seed": seed, "scenario": scenario, "code": code_fingerprint()}
    kept = _load_kept(results, key)
    work = [(test, opp, g, seed, scenario) for g in range(games) if g not in kept]
    done = {g: kept[g] for g in range(games) if g in kept}

    def keep(g, side, w):
        done[g] = (side, w)
        if results:
            import json
            with open(results, "a", encoding="utf-8") as f:
                f.write(json.dumps(dict(key, g=g, side=side, winner=w)) + "\n")

    if jobs > 1 and len(work) > 1:
        import multiprocessing
        with multiprocessing.Pool(jobs) as pool:
            for g, (side, w) in zip((j[2] for j in work), pool.imap(_one, work, chunksize=1)):
                keep(g, side, w)
    else:
        for j in work:
            keep(j[2], *_one(j))
    for side, w in done.values():
        wins[side][1] += 1
        if w == side:
            wins[side][0] += 1
    total = wins["union"][0] + wins["csa"][0]
    return {
        "row": key["row"], "games": games, "earlier": len(kept),
        "win": total / games if games else 0.0,
        "as_union": wins["union"][0] / wins["union"][1] if wins["union"][1] else 0.0,
        "as_csa": wins["csa"][0] / wins["csa"][1] if wins["csa"][1] else 0.0,
        "seconds": time.perf_counter() - t0,
    }


def think_time(level="normal", n=2, seed=7, scenario="campaign"):
    """Time per decision of ``level`` (playing both sides against itself) over
    ``n`` games: median, p90, max in seconds, and the share of searched ones."""
    times = []
    views = []
    for g in range(n):
        p = AIPlayer(level, seed + g)
        play_game(p, p, seed + g, scenario)
        times.extend(p.times)
        views.extend(p.view_times)
    times.sort()
    views.sort()
    if not times:
        return {"level": level, "decisions": 0}

    def q(x):
        return times[min(len(times) - 1, int(len(times) * x))]

    slow = [t for t in times if t > 0.01]
    return {"level": level, "decisions": len(times), "median": q(0.5), "p90": q(0.9),
            "p99": q(0.99), "max": times[-1], "mean": sum(times) / len(times),
            "searched_median": slow[len(slow) // 2] if slow else 0.0,
            "searched": len(slow), "view_median": views[len(views) // 2] if views else 0.0}


def run(level="normal", n=1, seed=7, scenario="campaign"):
    """think_time() under the name bench/browser.py runs inside Pyodide."""
    return think_time(level, n, seed, scenario)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--scenario", default="campaign", choices=sorted(GAME.scenarios))
    ap.add_argument("--rows", default="random,greedy,hard,time",
                    help="which rows: random, greedy, hard, time (comma separated)")
    ap.add_argument("--time-games", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=1,
                    help="processes playing the games of a row in parallel (same results)")
    ap.add_argument("--results", default=None,
                    help="JSON-lines file: keep each finished game there and skip games already kept "
                         "for the same code (a long row in several sittings)")
    ap.add_argument("--browser", action="store_true",
                    help="also time 'normal' decisions inside Pyodide in Chromium (target at most 2 s)")
    args = ap.parse_args(argv)
    rows = args.rows.split(",")
    print(f"A House Divided AI, {args.scenario}, {args.games} games per row, sides alternating")
    print("row | games | win | as Union | as CSA | target | seconds")
    print("--- | --- | --- | --- | --- | --- | ---")
    plan = [("random", "normal", "random", "≥95% each side"),
            ("greedy", "normal", "greedy", "≥70%"),
            ("hard", "hard", "normal", ">55%")]
    for key, test, opp, target in plan:
        if key not in rows:
            continue
        r = match_row(test, opp, args.games, args.seed, args.scenario, args.jobs, args.results)
        earlier = f" ({r['earlier']} games kept from earlier sittings)" if r["earlier"] else ""
        print(f"{r['row']} | {r['games']} | {r['win']:.0%} | {r['as_union']:.0%} | {r['as_csa']:.0%} "
              f"| {target} | {r['seconds']:.0f}{earlier}", flush=True)
    if "time" in rows:
        print()
        print("level | decisions | median ms | p90 ms | p99 ms | max ms | searched decisions | "
              "searched median ms | view median ms")
        print("--- | --- | --- | --- | --- | --- | --- | --- | ---")
        for level in ("easy", "normal", "hard"):
            t = think_time(level, args.time_games, scenario=args.scenario)
            print(f"{level} | {t['decisions']} | {t['median'] * 1000:.1f} | {t['p90'] * 1000:.1f} | "
                  f"{t['p99'] * 1000:.1f} | {t['max'] * 1000:.0f} | {t['searched']} | "
                  f"{t['searched_median'] * 1000:.0f} | {t['view_median'] * 1000:.2f}", flush=True)
        if args.browser:
            sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
            from browser import run_in_pyodide
            t = run_in_pyodide("ai.py", level="normal", n=1, scenario=args.scenario)
            print(f"normal, in Pyodide | {t['decisions']} | {t['median'] * 1000:.1f} | {t['p90'] * 1000:.1f} | "
                  f"{t['p99'] * 1000:.1f} | {t['max'] * 1000:.0f} | {t['searched']} | "
                  f"{t['searched_median'] * 1000:.0f} | {t.get('view_median', 0.0) * 1000:.2f}",
                  flush=True)


if __name__ == "__main__":
    main()
