#!/usr/bin/env python3
"""Random games between two devices, every option on, played to the end by links.

    python3 bench/duels.py --game boc full:4 day1:5 sickles:8

Each SCENARIO:SEED is a game between two devices (docs/TRUST.md) where
random players pick every move; each link is sent, taken and checked by the
other device, and both audits are run at the end. It prints one row a game:
the links it took, its result, the stirs (T3.5), the openings that went
without a salt (link format 7, T3.3), the links that sealed commitments and
the values opened while their commitments were owed (format 8, T3.6), and
its longest link. A link the other device refuses stops
the run with the refusal and its move number: a rule whose move the mover is
offered but the other device cannot accept.
"""

import argparse
import hashlib
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyapp import games  # noqa: E402
from pyapp.core import duel as D  # noqa: E402
from links import exchange  # noqa: E402  (bench/links.py)


def duel(game, scenario: str, seed: int) -> dict:
    uid = f"duels-{game.id}-{scenario}-{seed}"
    key = lambda tag: hashlib.sha256(f"{uid}/{tag}".encode()).digest()  # noqa: E731
    options = {k: True for k in game.options}
    a = D.Duel.create(game, scenario, options, game.roles[0], uid=uid, key=key("a"))
    b = D.Duel.join(a.outgoing(), games, key=key("b"))
    a.receive(b.outgoing(), games)
    rnd = random.Random(seed)
    links = unsalted = sealed = owed_opened = longest = 0
    for _mover, text in exchange(a, b, lambda d, legal: legal[rnd.randrange(len(legal))]):
        msg = D.decode(text, games)
        unsalted += sum(bin(x).count("1") for x in msg.shown_bits) - len(msg.shown_salts)
        sealed += bool(msg.seal)
        owed_opened += len(msg.attached)
        longest = max(longest, len(text))
        links += 1
    res = a.match.result() or {}
    return {"links": links, "winner": res.get("winner"), "same": res == b.match.result(),
            "stirs": a.match.state.get("stirs", 0), "unsalted": unsalted, "sealed": sealed,
            "owed_opened": owed_opened, "longest": longest,
            "audits": b.audit(a.audit_link(), games)["ok"] and a.audit(b.audit_link(), games)["ok"]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="boc")
    ap.add_argument("games", nargs="+", metavar="SCENARIO:SEED")
    args = ap.parse_args()
    game = games.get(args.game)
    print(f"{game.title}, every option on, random players, between two devices")
    print("scenario | seed | links | winner | both agree | stirs | openings without a salt | "
          "links with a seal | owed ones opened | longest link | audits")
    print("--- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ---")
    for item in args.games:
        scenario, seed = item.split(":")
        try:
            r = duel(game, scenario, int(seed))
        except D.Refused as exc:
            print(f"{scenario} | {seed} | REFUSED at move {exc.move}: {exc} ({exc.rule})")
            sys.exit(1)
        print(f"{scenario} | {seed} | {r['links']} | {r['winner']} | {r['same']} | {r['stirs']} | "
              f"{r['unsalted']} | {r['sealed']} | {r['owed_opened']} | {r['longest']} | "
              f"{'pass' if r['audits'] else 'FAIL'}", flush=True)


if __name__ == "__main__":
    main()
