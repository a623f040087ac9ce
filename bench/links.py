#!/usr/bin/env python3
"""Link lengths over random games (whole-game form, turn form, position form).

    python3 bench/links.py [--games 20] [--game ahd] [--scenario campaign] [--duel [--players ai] [--format 11]]

A random player plays each game to the end. Every time the decision passes to
the other side, the sender would send a turn link: its length is recorded.
The position link (the current position alone) is measured at the same
moments, and so is the packed position itself (the game's ``encode_state``
bytes, before deflate and base64). The whole-game link is measured at the
end. Targets for A House Divided: every turn link at most 1,000 characters,
position links at most 300. ``--duel`` measures the links of a game between
two devices instead (docs/TRUST.md): invitation, reply, each turn link, the
audit link.
"""

import argparse
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyapp import games  # noqa: E402
from pyapp.core import duel as D  # noqa: E402
from pyapp.core import link  # noqa: E402
from pyapp.core import parts as P  # noqa: E402
from pyapp.core.match import Match  # noqa: E402


def play(game, scenario, seed, rnd, max_moves=200_000):
    m = Match(game, scenario, {}, seed)
    turn, position, packed = [], [], []
    last_active = m.active()
    while m.active() and m.ply < max_moves:
        role = m.active()[0]
        legal = m.legal(role)
        m.play(role, legal[rnd.randrange(len(legal))])
        now = m.active()
        if now != last_active:
            turn.append(len(link.encode(m, "turn")))
            position.append(len(link.encode(m, "position")))
            packed.append(len(link.encode_state(game, m.state)))
            last_active = now
    return m, turn, position, packed


def exchange(a, b, choose):
    """Two devices of one game play it out by links: each makes its moves
    (``choose(duel, legal)`` picks one) until its link is due, sends it, and
    the other takes it. Yields (sender, link) once the link is taken."""
    while True:
        for d in (a, b):
            while d.can_act():
                d.play(d.seat, choose(d, d.match.legal(d.seat)))
        mover = next((d for d in (a, b) if d.my_segment() and d.ready()), None)
        if mover is None:
            return
        text = mover.send()
        (b if mover is a else a).receive(text, games)
        yield mover, text


def duel_game(game, scenario, seed, rnd, players="random", fmt=D.FORMAT):
    """A game between two devices (random players, or the computer at its
    normal level deciding from each side's own view); the length of every
    link made."""
    import hashlib
    key = lambda tag: hashlib.sha256(f"{seed}/{tag}".encode()).digest()  # noqa: E731
    a = D.Duel.create(game, scenario, {}, game.roles[0], uid=f"bench{seed}", key=key("a"), fmt=fmt)
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    sizes = {"invitation": [len(a.messages[0])], "reply": [len(b.messages[1])], "first": [], "turn": [], "sealed": [], "rest": []}

    def choose(d, legal):
        if players == "ai":
            from pyapp import ai
            return ai.choose(game, game.view(d.match.state, d.seat), d.seat, "normal", rnd.randrange(1 << 30))
        return legal[rnd.randrange(len(legal))]

    owed = {r: 0 for r in game.roles}        # T3.6: commitments a side owes under its seals
    since = {r: 0 for r in game.roles}       # its links since it began to owe
    sizes["paying"] = []
    sizes["attached"] = [0]
    per_turn: dict[object, int] = {}          # links by game turn (the game's "t", when it has one)
    sizes["per turn"] = []
    sizes["sent"], sizes["parts"] = [], []   # T1.6: each turn link as sent (in parts when long)
    for _mover, text in exchange(a, b, choose):
        t = _mover.match.state.get("t") if isinstance(_mover.match.state, dict) else None
        per_turn[t] = per_turn.get(t, 0) + 1
        # a side's first turn link commits to every hidden value it holds (T3.2, T3.4)
        msg = D.decode(text, games)
        if game.sealed:
            if owed[msg.sender]:
                since[msg.sender] += 1
            owed[msg.sender] += msg.owed - len(msg.paid) - len(msg.attached)
            if msg.owed or msg.paid or msg.attached:
                if not owed[msg.sender] and since[msg.sender]:
                    sizes["paying"].append(since[msg.sender])
                    since[msg.sender] = 0
            sizes["attached"][0] += len(msg.attached)
        kind = "first" if msg.number in (2, 3) else "turn"
        sizes[kind].append(len(text))
        sent = P.split(text)
        sizes["sent"] += [len(x) for x in sent]
        if len(sent) > 1:
            sizes["parts"].append(len(sent))
        if kind == "turn":
            # T3.2/T3.3: commitments (16-byte digests) and openings (16-byte salts),
            # as base64 characters: what no packing can shrink
            digests = len(msg.fact_digests) + len(msg.paid) + len(msg.attached) + bool(msg.seal)
            sealed = (digests * D.C.FACT_BYTES
                      + (len(msg.openings) + len(msg.shown_salts)) * D.fact_salt_bytes(msg.format)) * 4 // 3
            sizes["sealed"].append(sealed)
            sizes["rest"].append(len(text) - sealed)
    sizes["audit"] = [len(a.audit_link()), len(b.audit_link())]
    if a.shared is not None:                  # T4.6: the reshuffles, and those whose spare was whole in time
        made = [ep for e, ep in a.shared.epochs.items() if e]
        sizes["reshuffles"] = [len(made)]
        sizes["ahead"] = [sum(1 for ep in made if ep.spare is not None and (
            ep.spare.ahead and b.shared.epochs[ep.number].spare.ahead))]
        sizes["over"] = [sum(1 for x in sizes["turn"] if x > 1000)]
    # whole game turns only: not the first (set-up links) nor the last (the game may end in it)
    turns = sorted(per_turn, key=lambda t: (t is None, t if isinstance(t, int) else 0))
    sizes["per turn"] = [per_turn[t] for t in turns[1:-1] if t is not None]
    return a.match.ply, sizes


def main_duel(args, game):
    rnd = random.Random(args.seed)
    rows = [duel_game(game, args.scenario, args.seed * 1000 + i, rnd, args.players, args.format)
            for i in range(args.games)]
    who = "computer (normal) players" if args.players == "ai" else "random players"
    print(f"{game.title}, {args.scenario}, {len(rows)} games between two devices, {who}, link format "
          f"{args.format} (docs/TRUST.md)")
    print(f"{'link':<26} {'links':>7} {'median':>8} {'p95':>8} {'max':>8}  target")
    turn_target = 1000                                    # issues 14 and 15: turn links
    for kind, target in (("invitation", None), ("reply", None), ("first", None), ("turn", None),
                         ("sealed", None), ("rest", None), ("sent", turn_target), ("parts", None), ("audit", None), ("paying", None),
                         ("attached", None), ("per turn", None), ("reshuffles", None), ("ahead", None),
                         ("over", None)):
        xs = sorted(x for _, sizes in rows for x in sizes[kind])
        if not xs:
            continue
        p95 = xs[max(0, -(-95 * len(xs) // 100) - 1)]     # nearest rank
        ok = "" if target is None else ("meets" if xs[-1] <= target else "MISSES") + f" <= {target}"
        name = {"first": "first turn link of a side", "sealed": "  its digests and salts",
                "rest": "  the rest of it", "paying": "links to pay a seal (T3.6)",
                "attached": "owed ones opened, a game",
                "per turn": "links in a game turn", "reshuffles": "reshuffles, a game",
                "ahead": "  spare whole in time (T4.6)", "over": "turn links over 1,000, a game",
                "sent": "turn link as sent (T1.6)", "parts": "  parts of a long one"}.get(
                    kind, kind + " link")
        mid = statistics.median(xs)
        print(f"{name:<26} {len(xs):>7} {mid:>8.{1 if kind == 'per turn' else 0}f} {p95:>8} {xs[-1]:>8}  {ok}")
        if kind == "per turn":
            print(f"{'  mean':<26} {len(xs):>7} {statistics.mean(xs):>8.2f}")
    print(f"{'moves per game':<26} {len(rows):>7} {statistics.median(r[0] for r in rows):>8.0f}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--game", default="ahd")
    parser.add_argument("--scenario", default="campaign")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--full", action="store_true",
                        help="keep only games that reach the scenario's last turn (random games "
                             "often end early; this measures links through a whole campaign)")
    parser.add_argument("--players", choices=("random", "ai"), default="random",
                        help="with --duel: random players, or the computer on both devices")
    parser.add_argument("--format", type=int, default=D.FORMAT,
                        help="with --duel: the link format (11: the mover holds his dice; 12: T2.7)")
    parser.add_argument("--duel", action="store_true",
                        help="links of a game between two devices (seats, fair dice: docs/TRUST.md)")
    args = parser.parse_args()
    game = games.get(args.game)
    if args.duel:
        return main_duel(args, game)
    rnd = random.Random(args.seed)
    rows = []
    i = 0
    while len(rows) < args.games and i < 200 * args.games:
        m, turn, position, packed = play(game, args.scenario, args.seed * 1000 + i, rnd)
        i += 1
        if args.full and m.state.get("t", 0) < {"campaign": 40, "short": 10}.get(args.scenario, 0):
            continue
        whole = len(link.encode(m, "whole"))
        rows.append((m.ply, whole, turn, position, packed))
    all_turn = [x for r in rows for x in r[2]]
    all_pos = [x for r in rows for x in r[3]]
    all_packed = [x for r in rows for x in r[4]]
    print(f"{game.title}, {args.scenario}, {len(rows)} random games to the end"
          + (f" (those of {i} that reached the last turn)" if args.full else ""))
    print(f"{'form':<26} {'links':>7} {'median':>8} {'p95':>8} {'max':>8}  target")
    def line(name, xs, target):
        xs = sorted(xs)
        p95 = xs[max(0, -(-95 * len(xs) // 100) - 1)]     # nearest rank
        ok = "" if target is None else ("meets" if xs[-1] <= target else "MISSES") + f" <= {target}"
        print(f"{name:<26} {len(xs):>7} {statistics.median(xs):>8.0f} {p95:>8} {xs[-1]:>8}  {ok}")
    line("turn link (each handover)", all_turn, 1000)
    line("position link", all_pos, 300)
    line("packed position (bytes)", all_packed, None)
    line("whole-game link (at end)", [r[1] for r in rows], None)
    print(f"{'moves per game':<26} {len(rows):>7} {statistics.median(r[0] for r in rows):>8.0f}")


if __name__ == "__main__":
    main()
