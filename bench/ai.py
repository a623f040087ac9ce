"""Benchmark of the computer opponent (pyapp.ai) in A House Divided, or in
Gettysburg: Badges of Courage with ``--game boc``, or in Stonewall's Sword
with ``--game ss`` (scenarios valley (default) and slaughter; the table is
boc's, its VP column the mean margin, Union VP less Confederate VP).

    python3 bench/ai.py [--game ahd|boc|ss] [--games N] [--scenario S] [--seed S] [--rows a,b,...]
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

Badges of Courage (``--game boc``, scenarios day1, sickles (default),
pickett, full): the same rows; a draw (9.1) counts as not a win, and the
table adds each row's wins, draws and losses and the CSA's mean VP at the
end with the player under test on each side (lower is better for the
Union). Its games are long (about a thousand decisions), so run fewer of
them (``--games 20``). Its greedy baseline tries every legal action on one
sample of the view per decision with the same dice for all
(``GreedyPlayer(shared=True)``): the plain greedy samples afresh for each of
the hundreds of moves of a Move Phase and would take hours a game.
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
DEFAULT_SCENARIO = {"ahd": "campaign", "boc": "sickles", "ss": "valley", "ftp": "1861"}


def game_of(name="ahd"):
    """The game a bench runs: "ahd" (A House Divided) or "boc" (Badges of Courage)."""
    if name == "boc":
        from pyapp.games.boc import GAME as BOC
        return BOC
    if name == "ss":
        from pyapp.games.ss.rules import GAME as SS
        return SS
    if name == "ftp":
        from pyapp.games.ftp.rules import GAME as FTP
        return FTP
    if name != "ahd":
        raise ValueError(f"unknown game {name!r} (ahd, boc, ss, ftp)")
    return GAME


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


def make(name, seed, game="ahd"):
    if name == "random":
        return Baseline(RandomPlayer(seed))
    if name == "greedy":
        # the game's own evaluation; for boc on one shared sample a decision (module text)
        return Baseline(GreedyPlayer(seed, shared=game in ("boc", "ftp")))
    return AIPlayer(name, seed)


def play_game(union, csa, seed, scenario="campaign", game=GAME, info=None):
    """Play one game; returns (winner role, reason, decisions). ``union``
    plays the game's first role (the USA in Badges of Courage); ``info``, a
    dict, gets the result's other fields (boc: "vp")."""
    st = game.setup(scenario, {}, seed)
    players = dict(zip(game.roles, (union, csa)))
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
    if info is not None:
        info.update({k: v for k, v in res.items() if k not in ("winner", "reason", "reason_es", "rule")})
    return res["winner"], res["reason"], n


def _one(job):
    """Game g of a row: (side of the player under test, winner, the CSA's VP
    at the end or None)."""
    test, opp, g, seed, scenario = job[:5]
    name = job[5] if len(job) > 5 else "ahd"
    game = game_of(name)
    s = seed + g
    first, second = game.roles
    side = first if g % 2 == 0 else second
    p = make(test, s * 2 + 1, name)
    o = make(opp, s * 2 + 2, name)
    info = {}
    if side == first:
        w, _, _ = play_game(p, o, s, scenario, game, info)
    else:
        w, _, _ = play_game(o, p, s, scenario, game, info)
    vp = info.get("vp")
    if vp is None and "usa_vp" in info:          # ss: the margin, Union VP less Confederate VP
        vp = info["usa_vp"] - info["csa_vp"]
    return side, w, vp


def code_fingerprint(game="ahd"):
    """Digest of the code a game result depends on (the AI, the rules, the
    core): results kept under one fingerprint are valid only for that code."""
    import hashlib
    root = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "pyapp")
    h = hashlib.sha256()
    for sub in ("ai", os.path.join("games", game), "core"):
        folder = os.path.join(root, sub)
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py"):
                h.update(name.encode())
                with open(os.path.join(folder, name), "rb") as f:
                    h.update(f.read())
    return h.hexdigest()[:16]


def _load_kept(path, key):
    """g -> (side, winner, vp) of games already played under ``key``."""
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
                kept[r["g"]] = (r["side"], r["winner"], r.get("vp"))
    return kept


def match_row(test, opp, games, seed=1, scenario="campaign", jobs=1, results=None, game="ahd"):
    """Win rates of ``test`` against ``opp``, alternating sides; ``jobs``
    processes play the games (the result does not depend on it). With
    ``results`` (a JSON-lines file), each finished game is appended there and
    games already kept for the same row, seed, scenario and code are not
    played again, so a long row can be run in several sittings. A draw is
    not a win; "draws", "losses" and, where the game scores VP, the mean VP
    with the player under test on each side ("vp_first", "vp_second") come
    with the rates."""
    roles = game_of(game).roles
    wins = {r: [0, 0] for r in roles}
    t0 = time.perf_counter()
    key = {"row": f"{test} vs {opp}", "seed": seed, "scenario": scenario, "code": code_fingerprint(game)}
    if game != "ahd":
        key["game"] = game
    kept = _load_kept(results, key)
    work = [(test, opp, g, seed, scenario, game) for g in range(games) if g not in kept]
    done = {g: kept[g] for g in range(games) if g in kept}

    def keep(g, side, w, vp=None):
        done[g] = (side, w, vp)
        if results:
            import json
            extra = {} if vp is None else {"vp": vp}
            with open(results, "a", encoding="utf-8") as f:
                f.write(json.dumps(dict(key, g=g, side=side, winner=w, **extra)) + "\n")

    if jobs > 1 and len(work) > 1:
        import multiprocessing
        with multiprocessing.Pool(jobs) as pool:
            for g, out in zip((j[2] for j in work), pool.imap(_one, work, chunksize=1)):
                keep(g, *out)
    else:
        for j in work:
            keep(j[2], *_one(j))
    draws = losses = 0
    vps = {r: [] for r in roles}
    for side, w, vp in done.values():
        wins[side][1] += 1
        if w == side:
            wins[side][0] += 1
        elif w in roles:
            losses += 1
        else:
            draws += 1
        if vp is not None:
            vps[side].append(vp)
    total = sum(wins[r][0] for r in roles)
    first, second = roles
    return {
        "row": key["row"], "games": games, "earlier": len(kept),
        "win": total / games if games else 0.0,
        "as_union": wins[first][0] / wins[first][1] if wins[first][1] else 0.0,
        "as_csa": wins[second][0] / wins[second][1] if wins[second][1] else 0.0,
        "wins": total, "draws": draws, "losses": losses,
        "vp_first": sum(vps[first]) / len(vps[first]) if vps[first] else None,
        "vp_second": sum(vps[second]) / len(vps[second]) if vps[second] else None,
        "seconds": time.perf_counter() - t0,
    }


def think_time(level="normal", n=2, seed=7, scenario="campaign", game="ahd"):
    """Time per decision of ``level`` (playing both sides against itself) over
    ``n`` games: median, p90, max in seconds, and the share of searched ones."""
    times = []
    views = []
    g_ = game_of(game)
    for g in range(n):
        p = AIPlayer(level, seed + g)
        play_game(p, p, seed + g, scenario, g_)
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
            "p95": q(0.95), "p99": q(0.99), "max": times[-1], "mean": sum(times) / len(times),
            "searched_median": slow[len(slow) // 2] if slow else 0.0,
            "searched": len(slow), "view_median": views[len(views) // 2] if views else 0.0}


def run(level="normal", n=1, seed=7, scenario="campaign", game="ahd"):
    """think_time() under the name bench/browser.py runs inside Pyodide."""
    return think_time(level, n, seed, scenario, game)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="ahd", choices=("ahd", "boc", "ss", "ftp"),
                    help="ahd: A House Divided (default); boc: Gettysburg: Badges of Courage; ss: Stonewall's Sword")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--scenario", default=None,
                    help="the game's scenario (ahd: campaign (default) or short; boc: day1, sickles "
                         "(default), pickett or full; ss: valley (default) or slaughter)")
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
    game = game_of(args.game)
    scenario = args.scenario or DEFAULT_SCENARIO[args.game]
    if scenario not in game.scenarios:
        ap.error(f"--scenario: {scenario!r} is not one of {', '.join(sorted(game.scenarios))}")
    rows = args.rows.split(",")
    boc = args.game in ("boc", "ss")
    if boc:
        title = "Gettysburg: Badges of Courage" if args.game == "boc" else "Stonewall's Sword"
        print(f"{title} AI, {scenario}, {args.games} games per row, sides alternating "
              f"(a draw is not a win)")
        vp_col = "CSA VP as USA / as CSA" if args.game == "boc" else "VP margin (USA-CSA) as USA / as CSA"
        print(f"row | games | win | as USA | as CSA | W-D-L | {vp_col} | target | seconds")
        print("--- | --- | --- | --- | --- | --- | --- | --- | ---")
    else:
        name = "For the People" if args.game == "ftp" else "A House Divided"
        print(f"{name} AI, {scenario}, {args.games} games per row, sides alternating"
              + (" (a draw is not a win)" if args.game == "ftp" else ""))
        print("row | games | win | as Union | as CSA | target | seconds")
        print("--- | --- | --- | --- | --- | --- | ---")
    plan = [("random", "normal", "random", "≥95% each side"),
            ("greedy", "normal", "greedy", "≥70%"),
            ("hard", "hard", "normal", ">55%")]
    for key, test, opp, target in plan:
        if key not in rows:
            continue
        r = match_row(test, opp, args.games, args.seed, scenario, args.jobs, args.results, args.game)
        earlier = f" ({r['earlier']} games kept from earlier sittings)" if r["earlier"] else ""
        if boc:
            def vp(x):
                return "-" if x is None else f"{x:.1f}"
            print(f"{r['row']} | {r['games']} | {r['win']:.0%} | {r['as_union']:.0%} | {r['as_csa']:.0%} "
                  f"| {r['wins']}-{r['draws']}-{r['losses']} | {vp(r['vp_first'])} / {vp(r['vp_second'])} "
                  f"| {target} | {r['seconds']:.0f}{earlier}", flush=True)
        else:
            print(f"{r['row']} | {r['games']} | {r['win']:.0%} | {r['as_union']:.0%} | {r['as_csa']:.0%} "
                  f"| {target} | {r['seconds']:.0f}{earlier}", flush=True)
    if "time" in rows:
        print()
        print("level | decisions | median ms | p90 ms | p95 ms | p99 ms | max ms | searched decisions | "
              "searched median ms | view median ms")
        print("--- | --- | --- | --- | --- | --- | --- | --- | --- | ---")
        for level in ("easy", "normal", "hard"):
            t = think_time(level, args.time_games, scenario=scenario, game=args.game)
            print(f"{level} | {t['decisions']} | {t['median'] * 1000:.1f} | {t['p90'] * 1000:.1f} | "
                  f"{t['p95'] * 1000:.1f} | {t['p99'] * 1000:.1f} | {t['max'] * 1000:.0f} | {t['searched']} | "
                  f"{t['searched_median'] * 1000:.0f} | {t['view_median'] * 1000:.2f}", flush=True)
        if args.browser:
            sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
            from browser import run_in_pyodide
            kw = {"game": args.game} if args.game != "ahd" else {}
            t = run_in_pyodide("ai.py", level="normal", n=1, scenario=scenario, **kw)
            print(f"normal, in Pyodide | {t['decisions']} | {t['median'] * 1000:.1f} | {t['p90'] * 1000:.1f} | "
                  f"{t.get('p95', 0.0) * 1000:.1f} | {t['p99'] * 1000:.1f} | {t['max'] * 1000:.0f} | {t['searched']} | "
                  f"{t['searched_median'] * 1000:.0f} | {t.get('view_median', 0.0) * 1000:.2f}",
                  flush=True)


if __name__ == "__main__":
    main()
