"""The two tiers of the test suite, and every loop that repeats one proof.

``./test.sh`` runs the default tier: every test, with each loop below at its
small fixed sample. ``./test.sh --full`` (``CWT_TIER=full``) runs the same
tests with each loop at its full count, and writes what it ran to
``bench/results/tests_full.txt``. A loop's own environment variable, where it
has one, still overrides both (``AHD_FUZZ_GAMES=5000``), for a probe.

A test asks for its count by name (``tiers.count("ahd.fuzz")``), never
reads the tier itself, so this table is the one place that says how much
each tier proves; conftest prints it at the end of every run.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

FULL = os.environ.get("CWT_TIER", "default") == "full"


@dataclass(frozen=True)
class Loop:
    what: str          # what one repetition proves
    before: int        # what the single tier ran before the split (issue 30)
    default: int       # the sample in the default tier
    full: int          # the count in the exhaustive tier
    env: str = ""      # the variable that overrides both, if any
    zero: str = "0"    # what a count of 0 means, as the table shows it


LOOPS: dict[str, Loop] = {
    "ahd.fuzz": Loop("random games of A House Divided to the end (campaign and short, with and "
                     "without the beginner option)", 500, 24, 500, "AHD_FUZZ_GAMES"),
    "ai.games": Loop("computer-against-computer games of A House Divided to a result (easy)",
                     200, 6, 200, "AI_TEST_GAMES"),
    "links.mutated": Loop("mutated links of every game (mini, A House Divided, Badges of Courage, "
                          "Stonewall's Sword) refused with LinkError only (issue 33: 100,000 in full)",
                          2000, 300, 100_000, "CWT_FUZZ_LINKS"),
    "positions.mutated": Loop("mutated positions of every game played on without a crash",
                              1000, 200, 2000, "CWT_FUZZ_POSITIONS"),
    "verbs.junk": Loop("calls of window.app's verbs with junk arguments answered with a clear error",
                       2000, 300, 2000, "CWT_FUZZ_VERBS"),
    "boc.fuzz": Loop("random games of Badges of Courage to a result, per scenario (sickles, "
                     "pickett, day1, full; before: 2, 2, 1, 1)", 2, 1, 20, "CWT_FUZZ_BOC"),
    "ss.fuzz": Loop("random games of Stonewall's Sword to a result, per scenario (valley, slaughter)",
                    3, 1, 20, "CWT_FUZZ_SS"),
    "ftp.fuzz": Loop("random games of For the People to a result, per three-turn scenario (a fifth as many "
                     "campaigns)", 1, 1, 500, "CWT_FUZZ_FTP"),
    "sealed.tamper": Loop("other values each item of a revealed sealed value is tampered with, per move "
                          "of the sealed-contract games (0: every one)", 0, 3, 0, zero="all"),
    "secrets.candidates": Loop("values tried, with every 16-byte piece of every link, to open each "
                               "commitment brute-forced in tests/test_duel_secrets.py", 600, 60, 600),
    "secrets.restore_every": Loop("links between two rebuilds of the receiver's game from its record in "
                                  "tests/test_duel_secrets.py (each replays every link so far)", 8, 40, 8),
    "sealed.first_links": Loop("sealed stand-in games whose first links are too long for their commitments, "
                               "played to the audit in tests/test_duel_sealed.py", 6, 2, 6),
    "setup.guesses": Loop("minigames by link whose private set-ups the receiver tries to guess from the "
                          "set-up's seed in tests/test_private_setup.py", 32, 12, 32),
    "mini.ai": Loop("games of the minigame's easy computer against random play (short; it must win "
                    "more than 60 %, random play wins half)", 4, 8, 60, "CWT_MINI_AI"),
    "sealed.ftp_duels": Loop("For the People's three-turn scenarios played whole between two devices in "
                             "tests/test_sealed_contract.py (1862 and 1863 first: their reshuffles, T4.6)",
                             4, 2, 4),
    "pyodide.replay": Loop("moves of each recorded game (every scenario of every game) replayed in Pyodide "
                           "and compared with the native run in tests/browser/test_platform.py", 400, 80, 400),
    "sealed.ftp_moves": Loop("For the People's scenarios whose every move is checked against the sealed "
                             "contract in tests/test_sealed_contract.py (1863 and 1861 first)", 4, 2, 4),
    "boc.ai_games": Loop("Badges of Courage games the normal computer plays out against random play, as "
                         "each side, in tests/boc/test_knowledge.py (Day 1, then Sickles' Folly)", 2, 1, 2),
    "table.layouts": Loop("layouts a table test plays in where it has a twin: a game's whole turn and Stonewall's "
                          "Sword's stack move on the phone by taps (1), and on the desktop by clicks too (2), which "
                          "the game's other table tests click through meanwhile; A House Divided's closest boxes "
                          "at fit zoom in the two viewports it asserts (1), or all four (2)",
                          2, 1, 2),
    "sealed.all": Loop("sealed-contract games of Stonewall's Sword (every scenario and option set), "
                       "of Badges of Courage with every option and of For the People's every scenario, "
                       "campaign included, twice (0: the chosen few only)", 0, 0, 1,
                       "CWT_SEALED_ALL", zero="off"),
}


def count(name: str) -> int:
    """How many times loop ``name`` runs in this tier."""
    loop = LOOPS[name]
    if loop.env and os.environ.get(loop.env):
        return int(os.environ[loop.env])
    return loop.full if FULL else loop.default


def table() -> str:
    """The loops and their counts, as a plain-text table."""
    rows = [("loop", "before", "default", "full", "this run")]
    def show(lp, n):
        return lp.zero if n == 0 else str(n)
    rows += [(name, show(lp, lp.before), show(lp, lp.default), show(lp, lp.full), show(lp, count(name)))
             for name, lp in LOOPS.items()]
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows)
