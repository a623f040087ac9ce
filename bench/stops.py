#!/usr/bin/env python3
"""How often the computer's turn stops the player, and how often for a
question with one answer (issue 32, item 3).

    python3 bench/stops.py [--game boc] [--scenario sickles] [--human usa] [--games 4]

The computer (normal level) plays every decision of both sides; each
decision of the ``--human`` side inside the other side's player turn is a
stop the page would show the player, after the decisions that are no choice
were played for him (``Match.play_forced``, as the page does). A stop with
one legal action is a question with one answer: the target is none.
"""

import argparse
import collections
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyapp import ai, games  # noqa: E402
from pyapp.core.match import Match  # noqa: E402


def phasing(game, state):
    view = game.view(state, None)
    return view.get("side") or view.get("phasing")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="boc")
    parser.add_argument("--scenario", default="sickles")
    parser.add_argument("--human", default="usa")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--max-moves", type=int, default=3000)
    args = parser.parse_args()
    game = games.get(args.game)
    per_turn, one, steps = [], 0, collections.Counter()
    for seed in range(args.games):
        m = Match(game, args.scenario, {}, seed)
        rnd = random.Random(seed)
        stops, last = 0, None
        while m.active() and m.ply < args.max_moves:
            m.play_forced()
            if not m.active():
                break
            side = phasing(game, m.state)
            if side != last:
                if last is not None and last != args.human:
                    per_turn.append(stops)
                stops, last = 0, side
            role = m.active()[0]
            legal = m.legal(role)
            if role == args.human and side != args.human:
                stops += 1
                step = (game.flow.top(m.state) or {}).get("step") if hasattr(game, "flow") else None
                steps[step] += 1
                one += len(legal) == 1
            m.play(role, ai.choose(game, game.view(m.state, role), role, "normal", rnd.randrange(1 << 30)))
    print(f"{game.title}, {args.scenario}: the computer's player turns, the player as {args.human} "
          f"({args.games} games, computer at normal on both sides)")
    print(f"{'computer turns':<34} {len(per_turn):>6}")
    print(f"{'stops a turn, median':<34} {statistics.median(per_turn) if per_turn else 0:>6}")
    print(f"{'stops a turn, max':<34} {max(per_turn) if per_turn else 0:>6}")
    print(f"{'stops with one answer (target 0)':<34} {one:>6}")
    print("stops by step: " + ", ".join(f"{k} {v}" for k, v in steps.most_common()))


if __name__ == "__main__":
    main()
