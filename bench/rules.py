"""Benchmark of a rules engine (A House Divided unless --game says otherwise).

    python3 bench/rules.py [games] [seed] [--game ahd|boc|ss] [--scenario S|all] [--browser]

Prints a table: random full campaign games per second, mean decisions per
game, and the median time of legal()+apply() per decision, natively and, with
--browser, in Pyodide in Debian's Chromium (the same run() on the site's own
Pyodide; needs the test tools from ./test.sh). Targets: a random campaign game
in at most 0.5 s natively; a decision at most 1 ms natively, 5 ms in Pyodide.

``run(n_games, seed) -> dict`` is importable and uses nothing but the rules
package and ``time``, so the same function runs under Pyodide.
"""

from __future__ import annotations

import os
import sys
import time

if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from pyapp import games  # noqa: E402
from pyapp.core import dice  # noqa: E402


def run(n_games: int = 20, seed: int = 1, scenario: str = "campaign", game_id: str = "ahd") -> dict:
    game = games.get(game_id)
    clock = time.perf_counter
    per_decision = []
    decisions = 0
    t0 = clock()
    for g in range(n_games):
        st = game.setup(scenario, {}, seed + g)
        chooser = {"rng": dice.seed_state((seed + g) * 7919)}
        while True:
            active = game.active(st)
            if not active:
                break
            role = active[0]
            a0 = clock()
            acts = game.legal(st, role)
            action = acts[dice.randbelow(chooser, len(acts))]
            st = game.apply(st, role, action)
            per_decision.append(clock() - a0)
            decisions += 1
    total = clock() - t0
    per_decision.sort()
    median = per_decision[len(per_decision) // 2] if per_decision else 0.0
    p95 = per_decision[int(len(per_decision) * 0.95)] if per_decision else 0.0
    return {
        "games": n_games,
        "scenario": scenario,
        "game": game_id,
        "seconds": total,
        "games_per_second": n_games / total if total else 0.0,
        "seconds_per_game": total / n_games if n_games else 0.0,
        "decisions_per_game": decisions / n_games if n_games else 0.0,
        "median_decision_ms": median * 1000,
        "p95_decision_ms": p95 * 1000,
        "python": sys.version.split()[0],
        "platform": sys.platform,
    }


def table(rows: list) -> str:
    head = ("runtime", "python", "game", "games", "games/s", "s/game", "decisions/game",
            "median legal+apply ms", "p95 ms")
    lines = [" | ".join(head), " | ".join("---" for _ in head)]
    for name, r in rows:
        lines.append(" | ".join([
            name, r["python"], f"{r['game']} {r['scenario']}", str(r["games"]), f"{r['games_per_second']:.2f}",
            f"{r['seconds_per_game']:.3f}", f"{r['decisions_per_game']:.0f}",
            f"{r['median_decision_ms']:.3f}", f"{r['p95_decision_ms']:.3f}",
        ]))
    return "\n".join(lines)


if __name__ == "__main__":
    argv = sys.argv[1:]

    def option(name: str, default: str) -> str:
        if name in argv:
            i = argv.index(name)
            value = argv[i + 1]
            del argv[i:i + 2]
            return value
        return default

    game_id = option("--game", "ahd")
    scenario = option("--scenario", {"ahd": "campaign", "ss": "valley"}.get(game_id, "sickles"))
    args = [a for a in argv if not a.startswith("--")]
    n = int(args[0]) if args else 50
    seed = int(args[1]) if len(args) > 1 else 1
    # --scenario all: one row for each scenario of the game
    scens = list(games.get(game_id).scenarios) if scenario == "all" else [scenario]
    rows = [("CPython (native)", run(n, seed, sc, game_id)) for sc in scens]
    if "--browser" in sys.argv:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from browser import run_in_pyodide
        for sc in scens:
            rows.append(("Pyodide in Chromium", run_in_pyodide("rules.py", n_games=max(1, n // 5), seed=seed,
                                                               scenario=sc, game_id=game_id)))
    print(table(rows))
