"""Random games played once and checked by every suite that needs them.

A random game to the end is the most expensive thing the tests do. Rather
than each suite playing its own (the conformance suite, each game's fuzz,
the replay in Pyodide), ``random_game`` plays one, keeps every state it
passed through, and hands the same record to whoever asks again in this
process. Suites that read the same games are put in one xdist group
(``GROUP``), so under ``pytest -n`` they run in one worker and share them.

How a random game is played (``pick``) is the one thing the suites agree
on: a random side among those to act, then a random legal action, except
that the actions that end a step (``ENDS``: "done", "pass"...) are taken
only one time in ``k`` when something else is offered, so that no phase
goes on for ever (free deployment in Badges of Courage offers some 2,000
swaps) and every phase sees play.

Runs natively and inside Pyodide (tests/interp replays records made here).
"""

from __future__ import annotations

import functools
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from pyapp import games
from pyapp.core import dice, link
from pyapp.core.game import canonical_json, state_hash
from pyapp.core.match import Match

MAX_PLY = 40000
# The xdist group of every test that reads the corpus (tests/conftest.py).
GROUP = "corpus"
# Per game: the actions that end a step, and one time in how many they are
# taken when something else is offered (none: uniform over the legal actions).
ENDS: dict[str, tuple[tuple[str, ...], int]] = {
    "boc": (("done",), 10),
    "ss": (("done", "pass", "halt", "cancel"), 4),
}


def all_on(gid: str) -> dict[str, bool]:
    return {k: True for k in sorted(games.get(gid).options)}


def all_off(gid: str) -> dict[str, bool]:
    return {k: False for k in sorted(games.get(gid).options)}


@dataclass
class Recorded:
    """One random game to its end: the match (moves, logs, result) and
    ``states[i]``, the state after ``i`` moves (``states[0]`` the set-up)."""
    gid: str
    scenario: str
    options: dict[str, bool]
    seed: int
    match: Match
    states: list[dict[str, Any]] = field(default_factory=list)
    # the moves that were the one legal action of their side: {ply: action}
    forced: dict[int, tuple] = field(default_factory=dict)

    @property
    def game(self):
        return self.match.game

    @property
    def key(self) -> str:
        on = "+".join(k for k, v in sorted(self.options.items()) if v) or "plain"
        return f"{self.gid}-{self.scenario}-{on}-{self.seed}"

    def steps(self):
        """(before, move, after) for every move, in order."""
        for i, move in enumerate(self.match.moves):
            yield self.states[i], move, self.states[i + 1]


def pick_seed(seed: int) -> dict[str, str]:
    """The random stream that picks the moves of game ``seed`` (never the game's dice)."""
    return {"rng": dice.seed_state(seed ^ 0xC0FFEE)}


def pick(gid: str, rng: dict, active: list[str], legal_of) -> tuple[str, list, int]:
    """The side, its legal actions and the index of the one a random player takes."""
    role = active[dice.randbelow(rng, len(active))] if len(active) > 1 else active[0]
    legal = legal_of(role)
    assert legal, f"{gid}: dead end, {role} must act but has no legal action"
    ends, k = ENDS.get(gid, ((), 0))
    if not ends:
        return role, legal, dice.randbelow(rng, len(legal))
    other = [i for i, a in enumerate(legal) if a[0] not in ends]
    if other and (len(other) == len(legal) or dice.randbelow(rng, k)):
        return role, legal, other[dice.randbelow(rng, len(other))]
    rest = [i for i, a in enumerate(legal) if a[0] in ends]
    return role, legal, rest[dice.randbelow(rng, len(rest))]


def play(gid: str, scenario: str, options: dict[str, bool], seed: int, keep_states: bool = True,
         limit: int = MAX_PLY) -> Recorded:
    """Play a random game to its end (or ``limit`` moves), checking that
    someone can always act and that an ended game has a result."""
    game = games.get(gid)
    m = Match(game, scenario, options, seed)
    rec = Recorded(gid, scenario, dict(m.options), seed, m)
    if keep_states:
        rec.states.append(m.state)
    rng = pick_seed(seed)
    while m.active() and m.ply < limit:
        role, legal, index = pick(gid, rng, m.active(), m.legal)
        if len(legal) == 1:
            rec.forced[m.ply] = legal[0]
        m.play(role, legal[index], legal)
        if keep_states:
            rec.states.append(m.state)
    if limit == MAX_PLY:
        assert not m.active(), f"{rec.key}: no end after {MAX_PLY} moves"
        assert m.result() is not None, f"{rec.key}: no one must act, yet there is no result"
    return rec


@functools.lru_cache(maxsize=None)
def _cached(gid: str, scenario: str, options: tuple, seed: int) -> Recorded:
    return play(gid, scenario, dict(options), seed)


def random_game(gid: str, scenario: str, options: dict[str, bool], seed: int) -> Recorded:
    """The random game (``gid``, ``scenario``, ``options``, ``seed``), played
    once in this process. Callers must not change what it holds."""
    return _cached(gid, scenario, tuple(sorted(options.items())), seed)


# ------------------------------------------------------------ the sample

# The games every suite checks in the default tier: at least one full game of
# every scenario of every game, with a fixed seed; options off and on.
def sample(gid: str) -> list[tuple[str, dict[str, bool], int]]:
    game = games.get(gid)
    if gid == "ahd":
        return [("short", all_off(gid), 2), ("short", all_on(gid), 3), ("campaign", all_off(gid), 4)]
    if gid == "mini":
        return [(sc, (all_on if s % 2 else all_off)(gid), s) for s in range(6) for sc in ("standard", "short")]
    out = []
    for i, sc in enumerate(game.scenarios):
        out.append((sc, (all_on if i % 2 else all_off)(gid), i + 1))
    return out


# ------------------------------------------------------------ fingerprints

def digest(value: Any) -> str:
    return hashlib.sha256(canonical_json(value)).hexdigest()[:24]


def fingerprint(rec: Recorded, every: int = 50) -> dict[str, Any]:
    """What must come out the same in any interpreter that replays ``rec``:
    the moves, the state's hash every ``every`` moves and at the end, each
    role's view and prompt there, the whole log, the result and the three
    kinds of link."""
    game = rec.game
    m = rec.match
    checkpoints = {}
    for ply in list(range(0, m.ply, every)) + [m.ply]:
        st = rec.states[ply] if rec.states else m.position(ply)
        checkpoints[str(ply)] = {
            "hash": state_hash(st),
            "views": digest([game.view(st, r) for r in list(game.roles) + [None]]),
            "prompts": digest([game.prompt(st, r) for r in game.roles]),
            "legal": digest([game.legal(st, r) if r in game.active(st) else [] for r in game.roles]),
        }
    return {
        "gid": rec.gid, "scenario": rec.scenario, "options": rec.options, "seed": rec.seed,
        "every": every, "moves": [[mv.role, list(mv.action)] for mv in m.moves],
        "checkpoints": checkpoints,
        "log": digest(m.log()),
        "result": m.result(),
        "links": {form: link.encode(m, form) for form in ("whole", "turn", "position")},
    }


def replay_differences(fp: dict[str, Any]) -> list[str]:
    """Play ``fp``'s game again here with the same random player and say
    where it differs from the fingerprint (empty: the same game)."""
    rec = play(fp["gid"], fp["scenario"], fp["options"], fp["seed"], keep_states=True,
               limit=len(fp["moves"]) if fp["result"] is None else MAX_PLY)
    diffs = []
    moves = [[mv.role, list(mv.action)] for mv in rec.match.moves]
    if json.loads(json.dumps(moves)) != fp["moves"]:
        first = next((i for i, (a, b) in enumerate(zip(json.loads(json.dumps(moves)), fp["moves"])) if a != b),
                     min(len(moves), len(fp["moves"])))
        diffs.append(f"{rec.key}: the moves differ from move {first + 1}")
        return diffs
    again = fingerprint(rec, fp["every"])
    for ply, want in fp["checkpoints"].items():
        got = again["checkpoints"].get(ply)
        for what in want:
            if got is None or got[what] != want[what]:
                diffs.append(f"{rec.key}: {what} differ after {ply} moves")
    for what in ("log", "result", "links"):
        if json.loads(json.dumps(again[what])) != fp[what]:
            diffs.append(f"{rec.key}: {what} differ")
    # a link made natively opens here to the same position
    for form, text in fp["links"].items():
        opened = link.decode(text, games)
        if opened.match.hash() != rec.match.hash():
            diffs.append(f"{rec.key}: the native {form} link opens to another position")
    return diffs
