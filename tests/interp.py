"""What must come out the same natively (CPython 3.11+) and in the browser
(Pyodide, CPython 3.14 on WebAssembly), computed the same way in both.

The in-Pyodide run (tests/browser/test_platform.py) computes ``expected()``
natively, loads this module and tests/corpus.py into Pyodide in Chromium,
calls ``check(expected)`` there, and fails on any difference it reports.
Two kinds of evidence:

- recorded games: a random game of every scenario of every game, played
  natively and again in Pyodide by the same random player (tests/corpus.py),
  must give the same moves (so the same legal actions in the same order),
  state hashes, views, prompts, logs, result and links; and a game between
  two devices by the protocol of docs/TRUST.md must give the same links,
  character for character;
- probes of what differs between the two interpreters: hashing (SHA-256,
  HMAC, the state hash), string hashing (set and dict order under another
  PYTHONHASHSEED: the computer's choices), big integers (the mental-poker
  group), compression (the links' raw deflate with a preset dictionary),
  JSON (escapes, floats, key order), floats (the computer's evaluations and
  the hex grid's lines), and time (the computer counts its work in steps,
  never seconds, so a slower machine makes the same choice).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import time
import zlib
from typing import Any

from pyapp import ai, games
from pyapp.core import dice, duel as D, link, poker
from pyapp.core.game import canonical_json, state_hash

import corpus

# Moves replayed in the browser per recorded game: each game is replayed this far
# (tests/tiers.py "pyodide.replay": 80 in the default tier, 400 in the full one), or
# to its end if it ends sooner.


def replay_limit() -> int:
    import tiers                     # (native only: the browser replays what it is given)
    return tiers.count("pyodide.replay")


# ------------------------------------------------------------ recorded games

def recorded_games() -> list[tuple[str, str, dict, int]]:
    """Every scenario of every game once, options on for odd seeds."""
    out = []
    for gid in games.ids(hidden=True):
        for i, sc in enumerate(games.get(gid).scenarios):
            seed = 101 + i
            out.append((gid, sc, (corpus.all_on if seed % 2 else corpus.all_off)(gid), seed))
    return out


def duel_links(gid: str, scenario: str, seed: int, most: int = 12) -> dict[str, Any]:
    """The first ``most`` links of a random game between two devices with
    fixed seat keys, and the public position they reach."""
    game = games.get(gid)
    uid = f"interp-{gid}-{scenario}-{seed}"
    key = lambda tag: hashlib.sha256(f"{uid}/{tag}".encode()).digest()  # noqa: E731
    a = D.Duel.create(game, scenario, {}, game.roles[0], uid=uid, key=key("a"))
    texts = [a.outgoing()]
    b = D.Duel.join(texts[0], games, key=key("b"))
    texts.append(b.outgoing())
    a.receive(texts[-1], games)
    rnd = random.Random(seed)
    while len(texts) < most:
        for d in (a, b):
            while d.can_act():
                legal = d.match.legal(d.seat)
                d.play(d.seat, legal[rnd.randrange(len(legal))])
        mover = next((d for d in (a, b) if d.my_segment() and d.ready()), None)
        if mover is None:
            break
        texts.append(mover.send())
        (b if mover is a else a).receive(texts[-1], games)
    return {"gid": gid, "scenario": scenario, "seed": seed, "links": texts,
            "public": D.public_hash(game, a.match.state).hex()}


# games between two devices played further than the first 12 links: the minigame's long
# scenario to its reshuffles (a deal of the discards and a re-keyed one: pyapp/core/dueldeck.py)
DUEL_MOST = {("mini", "long"): 60}


def duel_cases() -> list[tuple[str, str, int]]:
    return [(gid, next(iter(games.get(gid).scenarios)), 5) for gid in games.ids(hidden=True)] + [("mini", "long", 5)]


# ------------------------------------------------------------ probes

def _hashing() -> dict[str, Any]:
    tricky = {"ñandú": [0.1, 1e-7, 1e22, -2.5, 2 ** 70, -(2 ** 64) + 1], "b": {"z": None, "a": True},
              "emoji": "\U0001f3c7 \u2014 \x00\x1f", "nested": [[[]], {}]}
    return {
        "sha256": hashlib.sha256(b"cwt").hexdigest(),
        "hmac": hmac.new(b"k" * 32, b"cwt|uid|dice|3", hashlib.sha256).hexdigest(),
        "canonical": canonical_json(tricky).decode("utf-8"),
        "state_hash": state_hash(tricky),
        "json": json.dumps(tricky, sort_keys=True),
        "json_round": json.loads(json.dumps(tricky)) == tricky,
        "float_reprs": [repr(x) for x in (0.1 + 0.2, 1 / 3, 2 ** 0.5, 1e16, 123456789.125)],
    }


def _dice() -> dict[str, Any]:
    st = {"rng": dice.seed_state(12345)}
    draws = [dice.randbelow(st, n) for n in (2, 3, 6, 7, 10, 130, 1000, 2 ** 40) * 25]
    rolls = [dice.roll(st) for _ in range(60)]
    items = list(range(130))
    dice.shuffle(st, items)
    return {"draws": draws, "rolls": rolls, "shuffle": items, "after": st["rng"],
            "named": dice.seed_state(7, "cards")}


def _big_integers() -> dict[str, Any]:
    deck = poker.Deck("interp", 20)
    ka = poker.Key(hashlib.sha256(b"a").digest(), deck)
    kb = poker.Key(hashlib.sha256(b"b").digest(), deck)
    first = poker.first_pass(ka)
    final = poker.second_pass(kb, first)
    poker.check_final(deck, first, final)
    return {"codes": [str(c) for c in deck.codes[:4]], "first": hashlib.sha256(str(first).encode()).hexdigest(),
            "final": hashlib.sha256(str(final).encode()).hexdigest(),
            "public": str(ka.public)[:40], "pow": str(pow(3, 10 ** 5, (1 << 2203) - 1))[-40:],
            "inverse": str(pow(65537, -1, (1 << 127) - 1)), "curve": _curve()}


def _curve() -> dict[str, Any]:
    """secp256k1 (link format 9's deck): a deal, a proof and the points' bytes."""
    deck = poker.Deck("interp", 20, poker.SECP256K1)
    ka = poker.Key(hashlib.sha256(b"a").digest(), deck)
    kb = poker.Key(hashlib.sha256(b"b").digest(), deck)
    final = poker.second_pass(kb, poker.first_pass(ka))
    part = poker.partial(kb, final, 3)
    return {"final": hashlib.sha256(poker.pack(final, deck.group)).hexdigest(),
            "partial": part.to_bytes().hex(), "card": poker.open_card(ka, kb.public, final, part),
            "codes": [format(c, "x") for c in deck.codes[:3]]}


def _compression() -> dict[str, Any]:
    data = canonical_json({"moves": [[i % 7, "x" * (i % 5)] for i in range(400)]})
    zdict = b"moves" * 50
    comp = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, zdict)
    raw = comp.compress(data) + comp.flush()
    plain = zlib.compress(data, 9)
    return {"deflate_zdict": hashlib.sha256(raw).hexdigest(), "deflate": hashlib.sha256(plain).hexdigest(),
            "crc32": zlib.crc32(data), "size": len(raw)}


def _floats_and_choices() -> dict[str, Any]:
    """The computer's evaluations (floats) and choices (set and dict order,
    float ties) at positions of recorded games, and the hex grid's lines."""
    out: dict[str, Any] = {}
    for gid in games.ids(hidden=True):
        game = games.get(gid)
        know = game.knowledge()
        sc = next(iter(game.scenarios))
        rec = corpus.play(gid, sc, {}, 3, limit=120)
        scores, choices = [], []
        for ply in (0, 40, 80, len(rec.states) - 1):
            st = rec.states[min(ply, len(rec.states) - 1)]
            for role in game.roles:
                scores.append(repr(know.evaluate(st, role, know.level("easy"))))
            for role in game.active(st):
                view = game.view(st, role)
                choices.append(list(ai.choose(game, view, role, "easy", ply)))
        out[gid] = {"scores": scores, "choices": choices}
    boc = games.get("boc")
    grid = getattr(boc, "grid", None)
    if grid is not None:
        cells = sorted(grid.hexes)[:: max(1, len(grid.hexes) // 12)]
        out["hex_lines"] = [[str(h) for h in grid.line_hexes(a, b)] for a in cells[:6] for b in cells[6:12]]
    return out


def _thinking() -> dict[str, Any]:
    """A decision made at "normal" in one go and in small slices: the same
    action (the budget is playout steps, never the clock)."""
    game = games.get("ahd")
    rec = corpus.play("ahd", "short", {}, 3, limit=60)
    st = rec.states[-1]
    role = game.active(st)[0]
    view = game.view(st, role)
    whole = ai.choose(game, view, role, "normal", 9)
    sliced = ai.Thinker(game, view, role, "normal", 9)
    while not sliced.step(37):
        pass
    return {"whole": list(whole), "sliced": list(sliced.action), "steps": sliced.steps}


PROBES = {"hashing": _hashing, "dice": _dice, "big_integers": _big_integers,
          "compression": _compression, "floats_and_choices": _floats_and_choices, "time": _thinking}


def probes() -> dict[str, Any]:
    return {name: json.loads(json.dumps(fn())) for name, fn in PROBES.items()}


# ------------------------------------------------------------ both sides

def expected() -> dict[str, Any]:
    """Computed natively: what the browser must reproduce."""
    return {
        "probes": probes(),
        "games": [corpus.fingerprint(corpus.play(g, s, o, seed, limit=replay_limit()))
                  for g, s, o, seed in recorded_games()],
        "duels": [duel_links(g, s, seed, DUEL_MOST.get((g, s), 12)) for g, s, seed in duel_cases()],
    }


def check(want: dict[str, Any]) -> dict[str, Any]:
    """Computed in the browser: every difference from ``want``, and what was compared."""
    diffs: list[str] = []
    clock = time.perf_counter
    seconds: dict[str, float] = {}
    t = clock()
    got = {name: json.loads(json.dumps(PROBES[name]())) for name in want["probes"]}
    seconds["probes"] = clock() - t
    for name, value in want["probes"].items():
        if got.get(name) != value:
            keys = [k for k in value if got.get(name, {}).get(k) != value[k]] if isinstance(value, dict) else []
            diffs.append(f"probe {name} differs: {keys or 'all'}")
    moves = 0
    for fp in want["games"]:
        t = clock()
        diffs += corpus.replay_differences(fp)
        moves += len(fp["moves"])
        seconds[f"{fp['gid']}-{fp['scenario']}"] = clock() - t
    t = clock()
    for d in want["duels"]:
        again = duel_links(d["gid"], d["scenario"], d["seed"], len(d["links"]))
        if again["links"] != d["links"]:
            n = next((i for i, (x, y) in enumerate(zip(again["links"], d["links"])) if x != y), len(d["links"]))
            diffs.append(f"duel {d['gid']}-{d['scenario']}: link {n + 1} differs")
        elif again["public"] != d["public"]:
            diffs.append(f"duel {d['gid']}-{d['scenario']}: the public position differs")
    seconds["duels"] = clock() - t
    return {"differences": diffs, "games": len(want["games"]), "moves": moves,
            "seconds": {k: round(v, 2) for k, v in seconds.items()},
            "duel_links": sum(len(d["links"]) for d in want["duels"]), "probes": sorted(got)}
