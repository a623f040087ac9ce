#!/usr/bin/env python3
"""The foresight attack of issue 33, replayed: what a player gains between two
devices by trying his moves on a copy of his own device's game before he
makes them (docs/TRUST.md T2.7), and what the defence costs in links.

    python3 bench/foresight.py [--games 4] [--only boc] [--formats 11 12]

For every game, two devices play between them (link format 11, where the
mover's device holds its segment's seed, and format 12, where a move that
rolls takes its dice from the other device's value, opened after the move
is sent). The moving side is a *foreseer*: at each of its decisions where a
move rolls, it plays up to ``--tries`` moves (those that roll first) on a
copy of what its own device holds, scores the result with the game's own
evaluation (``Knowledge.evaluate``, in [-1, 1] for the mover), and makes the
one that looks best (Badges of Courage: by the hits its fires make, the
measure of issue 33's attack). The benchmark, which holds both devices, also scores
every one of those moves with the dice the game really gives it, and with
dice nobody rolls (a third seed: the same choice made by a player who sees
some dice, just not the real ones). The gain is the real score of the
foreseer's pick against the real score of that blind pick, so a move that
is better whatever the dice counts for neither:

- ``agree``: how often the copy's outcome is the real one (format 11: every
  time; format 12: only where the dice do not matter or by chance);
- ``gain``: the mean real advantage of the pick over the blind pick, in
  evaluation points (Badges of Courage: hits), with its standard error;
  ``x``: the real scores of the picks over those of the blind picks (the
  evaluation shifted to [0, 2], 1 + score; hits as they are): x1.00 is no
  gain;
- ``links/turn``: links in a game turn (turns with a ``t`` only, the first
  and last left out), the same players in both formats.

The other side plays at random. Each game's seed and count are printed.
"""

import argparse
import hashlib
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyapp import games  # noqa: E402
from pyapp.core import bound as B  # noqa: E402
from pyapp.core import duel as D  # noqa: E402
from pyapp.core.match import Bound  # noqa: E402

CASES = (("ahd", "short"), ("boc", "pickett"), ("ss", "slaughter"), ("mini", "short"))


def merged(game, mover, other):
    """The whole state at the mover's position: its own, with the other side's
    hidden values as the other device holds them (the mover's moves do not
    change them)."""
    st = game.copy(mover.match.state)
    if game.sealed:
        theirs = other.match.state.get("sealed", {})
        for h, v in st["sealed"].items():
            if v is None and theirs.get(h) is not None:
                st["sealed"][h] = theirs[h]
    return st


def score(game, know, level, st, role):
    if game.id == "boc":
        return boc_hits(st, role)
    res = game.result(st)
    if res is not None:
        win = res.get("winner")
        return 1.0 if win == role else 0.0 if win in (None, "draw") else -1.0
    return know.evaluate(st, role, level)


def boc_hits(st, role):
    """Badges of Courage: the hits ``role``'s fires just made (waiting for the
    enemy to apply them, or being applied): the issue's measure of the attack."""
    enemy = "csa" if role == "usa" else "usa"
    n = sum(e.get("n", 0) for e in st.get("pend") or [] if "fire" not in e and "hex" in e)
    return n + sum(f.get("n", 0) for f in st.get("flow") or [] if f.get("step") == "hits" and f.get("who") == enemy)


def rolls(game, st, role, action):
    try:
        after = game.apply(game.copy(st), role, action)
    except Exception:
        return False
    return game.rolled(st, after)


def one_game(gid, scenario, fmt, seed, tries, max_links):
    game = games.get(gid)
    know = game.knowledge() or __import__("pyapp.core.knowledge", fromlist=["Knowledge"]).Knowledge()
    level = know.level("normal")
    uid = f"foresight-{gid}-{seed}"
    key = lambda tag: hashlib.sha256(f"{uid}/{tag}".encode()).digest()  # noqa: E731
    a = D.Duel.create(game, scenario, {}, game.roles[0], uid=uid, key=key("a"), fmt=fmt)
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    cheat = a                     # the foreseer's device; b plays at random
    rnd = random.Random(seed)
    out = {"agree": 0, "decisions": 0, "gain": [], "pick": 0.0, "mean": 0.0}
    per_turn: dict = {}
    links = 0
    while links < max_links:
        for d in (a, b):
            while d.can_act():
                legal = d.match.legal(d.seat)
                if d is cheat and b.match is not None:
                    choice = foresee(game, know, level, a, b, legal, tries, rnd, out)
                else:
                    choice = None
                d.play(d.seat, choice if choice is not None else legal[rnd.randrange(len(legal))])
        mover = next((d for d in (a, b) if d.my_segment() and d.ready()), None)
        if mover is None:
            break
        t = mover.match.state.get("t", mover.match.state.get("turn"))
        per_turn[t] = per_turn.get(t, 0) + 1
        (b if mover is a else a).receive(mover.send(), games)
        links += 1
    turns = sorted(k for k in per_turn if isinstance(k, int))
    out["per_turn"] = [per_turn[t] for t in turns[1:-1]]
    out["links"] = links
    out["over"] = a.match.result() is not None
    return out


def foresee(game, know, level, a, b, legal, tries, rnd, out):
    """The foreseer's choice among the moves that roll (None: fewer than two)."""
    role = a.seat
    full = merged(game, a, b)
    pool = legal if len(legal) <= 4 * tries else rnd.sample(legal, 4 * tries)   # (time: a sample)
    rolling = [x for x in pool if rolls(game, full, role, x)]
    if not rolling or len(legal) < 2:
        return None
    # the moves that roll (up to ``tries``), and as many others as room is left for: ending a
    # segment early when no shot would hit is a choice of the attack too
    rolling = rnd.sample(rolling, min(tries, len(rolling)))
    rest = [x for x in legal if x not in rolling]
    rolling += rnd.sample(rest, min(len(rest), max(0, tries - len(rolling))))
    if len(rolling) < 2:
        return None
    n = a.segment                         # (``full`` holds the foreseer's device's dice)
    real_seed = None
    if a.format >= B.FROM_FORMAT:        # the dice the move will really get (the bench holds both keys)
        real_seed = B.bound_seed(a.uid, n, a._mine("secret", n), B.dice_value(b.key, b.uid, n))
    blind_seed = rnd.randrange(1 << 62)   # dice nobody will roll: what a player without foresight guesses
    seen, blind, real = [], [], []
    for x in rolling:
        try:
            mine = game.apply(game.copy(full), role, x)
        except Exception:
            mine = None
        guess = game.copy(full)
        game.reseed(guess, blind_seed)
        guess = game.apply(guess, role, x)
        base = game.copy(full)
        if real_seed is not None:
            game.reseed(base, real_seed)
        after = game.apply(base, role, x)
        seen.append(score(game, know, level, mine, role) if mine is not None else -2.0)
        blind.append(score(game, know, level, guess, role))
        real.append(score(game, know, level, after, role))
        if mine is not None and D.public_hash(game, mine) == D.public_hash(game, after):
            out["agree"] += 1
        out["decisions"] += 1
    best = max(range(len(rolling)), key=lambda i: seen[i])
    fair = max(range(len(rolling)), key=lambda i: blind[i])
    out["gain"].append(real[best] - real[fair])
    shift = 0 if game.id == "boc" else 1
    out["pick"] += shift + real[best]
    out["mean"] += shift + real[fair]
    return rolling[best]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--only", default="")
    parser.add_argument("--formats", type=int, nargs="+", default=[11, 12])
    parser.add_argument("--tries", type=int, default=6)
    parser.add_argument("--links", type=int, default=400, help="links at most a game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("Foresight between two devices (docs/TRUST.md T2.7): the foreseer tries up to "
          f"{args.tries} moves that roll on its own device's copy and makes the best-looking one")
    print(f"{'game':<16} {'format':>6} {'games':>5} {'tried':>6} {'agree':>6} {'gain':>14} {'x':>6} "
          f"{'links/turn':>10} {'links':>6} {'s':>5}")
    for gid, scenario in CASES:
        if args.only and gid != args.only:
            continue
        for fmt in args.formats:
            t0 = time.time()
            rows = [one_game(gid, scenario, fmt, args.seed * 1000 + i, args.tries, args.links)
                    for i in range(args.games)]
            gains = [g for r in rows for g in r["gain"]]
            tried = sum(r["decisions"] for r in rows)
            agree = sum(r["agree"] for r in rows)
            se = statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else 0.0
            pick, mean = sum(r["pick"] for r in rows), sum(r["mean"] for r in rows)
            per = [x for r in rows for x in r["per_turn"]]
            print(f"{gid + '/' + scenario:<16} {fmt:>6} {len(rows):>5} {tried:>6} "
                  f"{(agree / tried if tried else 0):>6.0%} "
                  f"{(statistics.mean(gains) if gains else 0):>+7.3f} ±{se:.3f} "
                  f"{(pick / mean if mean else 1):>6.2f} "
                  f"{(statistics.mean(per) if per else float('nan')):>10.2f} "
                  f"{statistics.mean(r['links'] for r in rows):>6.0f} {time.time() - t0:>5.0f}")
    print(f"(seeds {args.seed * 1000}..{args.seed * 1000 + args.games - 1}; gain ± one standard error; "
          "links: a game's links, capped at --links)")


if __name__ == "__main__":
    main()
