import os
import re
import subprocess
import sys
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import corpus  # noqa: E402
import tiers  # noqa: E402
from tests.helpers import track_devices  # noqa: E402

track_devices()      # tests that play a dishonest sender sign as its device (helpers.forge)

# Where ./test.sh --full keeps what its last run proved (with the commit and the counts).
FULL_RESULTS = os.path.join(ROOT, "bench", "results", "tests_full.txt")
_STARTED = time.time()


def pytest_configure(config):
    config.addinivalue_line("markers", "xdist_group(name): tests that run in one xdist worker, in turn")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """Under ``pytest -n 2 --dist loadgroup`` (./test.sh) the longest chains
    start first: the browser tests (a file at a time in a worker, with its
    own Chromium: tests/browser/conftest.py), then the suites that share the
    random games of tests/corpus.py; the rest fill in around them. The order changes
    nothing else: no test depends on it."""
    def rank(item):
        groups = {m.args[0] if m.args else m.kwargs.get("name") for m in item.iter_markers("xdist_group")}
        browser = "browser" in groups or "tests/browser/" in item.nodeid.replace(os.sep, "/")
        return 0 if browser else 1 if corpus.GROUP in groups else 2
    items.sort(key=rank)        # stable: the order within each rank is kept


# The default tier's budget (README "Tests"): ./test.sh in at most 20 minutes on a
# fresh clone of a 2-core machine, set-up included. Test time is counted in seconds of
# one worker (two run at once); each game's own tests, native and in the browser, and
# the platform's (core, page, protocol, every game at once, and the test minigame that
# proves its machinery) each have a share, so the two games still to come fit:
# 860 + 5 x 290 = 2,310 worker-seconds, some 19.5 minutes with the set-up.
BUDGET_S = {"platform": 860, "game": 290}
_GAME = re.compile(r"(?<![a-z])(ahd|boc|ss|mini|ftp|uscw)(?![a-z])")


# Tests whose path does not name their game: by file, or by words of their names.
_FILES = {"tests/ai/test_ai.py": "ahd", "tests/browser/test_turn_by_taps.py": "ahd",
          "tests/browser/test_map.py": "ahd", "tests/browser/test_table_ahd.py": "ahd"}
_WORDS = {"house_divided": "ahd", "sickles": "boc", "pickett": "boc", "gettysburg": "boc",
          "valley": "ss", "slaughter": "ss", "cedar": "ss"}


def game_of(nodeid: str) -> str:
    """The game a test belongs to, from its path or its parameters; "platform"
    when it names none or several."""
    nodeid = nodeid.split("@")[0].replace(os.sep, "/")
    if nodeid.split("::")[0] in _FILES:
        return _FILES[nodeid.split("::")[0]]
    found = set(_GAME.findall(nodeid.lower())) | {g for w, g in _WORDS.items() if w in nodeid.lower()}
    return found.pop() if len(found) == 1 else "platform"


def _budget_table(reports) -> list[str]:
    spent: dict[str, float] = {}
    for r in reports:
        spent[game_of(r.nodeid)] = spent.get(game_of(r.nodeid), 0.0) + r.duration
    lines = [f"{'share':10} {'spent (s)':>10} {'budget (s)':>11}"]
    # the test minigame counts in the platform's share
    spent["platform"] = spent.get("platform", 0.0) + spent.pop("mini", 0.0)
    for name in sorted(spent, key=lambda k: (k != "platform", k)):
        budget = BUDGET_S["platform" if name == "platform" else "game"]
        over = "  OVER BUDGET" if spent[name] > budget else ""
        lines.append(f"{name:10} {spent[name]:10.0f} {budget:11d}{over}")
    lines.append(f"{'all':10} {sum(spent.values()):10.0f}")
    return lines


def _commit():
    try:
        head = subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                               capture_output=True, text=True).stdout.strip()
        return head + (" (with uncommitted changes)" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _last_words(report) -> list[str]:
    """What Chromium logged during a test (its error log on stderr, kept by
    pytest: tests/browser/conftest.py turns it on), a crashed renderer's last
    words among them: its last 6 lines, without the noise of every launch."""
    said = [line.split("[err] ", 1)[-1][:300] for name, text in getattr(report, "sections", [])
            if "stderr" in name for line in text.splitlines()
            if "pw:browser" in line and not any(n in line for n in _NOISE)]
    return said[-6:]


_NOISE = ("dbus", "crashpad", "<launching>", "<launched>", "unexpected operator", "temporary directories")


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if hasattr(config, "workerinput"):
        return
    tr = terminalreporter
    counts = {k: len([r for r in tr.stats.get(k, []) if getattr(r, "when", "call") in ("call", "setup")])
              for k in ("passed", "failed", "error", "skipped", "rerun")}
    tier = "full" if tiers.FULL else "default"
    tr.section(f"tiers: this run is the {tier} tier (tests/tiers.py)")
    tr.write_line(tiers.table())
    reruns = tr.stats.get("rerun", [])
    if reruns:
        tr.section("retried tests (tests/browser/conftest.py: a crashed Chromium renderer, and why)")
        for r in reruns:
            crash = getattr(getattr(r.longrepr, "reprcrash", None), "message", "")
            why = crash.splitlines()[0] if crash else str(r.longrepr).strip().splitlines()[-1]
            tr.write_line(f"{r.nodeid}: {why[:300]}")
            for line in _last_words(r):
                tr.write_line(f"    chromium: {line}")
    # (a passed set-up or teardown, where a fixture boots a page, is filed under "")
    reports = [r for k in ("passed", "failed", "error", "") for r in tr.stats.get(k, [])
               if getattr(r, "when", "") in ("setup", "call", "teardown")]
    if not tiers.FULL:
        tr.section("time per game, in seconds of one worker (tests/conftest.py BUDGET_S; README \"Tests\")")
        for line in _budget_table(reports):
            tr.write_line(line)
    if not tiers.FULL or config.getoption("collectonly", False):
        return
    reports = [r for r in reports if r.when == "call"]
    slow = sorted(reports, key=lambda r: -r.duration)[:20]
    lines = [
        "# ./test.sh --full: the exhaustive tier's last run (tests/conftest.py writes this file)",
        f"commit: {_commit()}",
        f"finished: {time.strftime('%Y-%m-%d %H:%M:%S %Z')}",
        f"pytest: {time.time() - _STARTED:.0f} s with {getattr(config.option, 'numprocesses', None) or 1} workers; "
        f"exit status {int(exitstatus)}",
        "tests: " + ", ".join(f"{v} {k}" for k, v in counts.items()),
        "pytest arguments: " + (" ".join(config.invocation_params.args) or "(all of tests/)"),
        "",
        "loops (tests/tiers.py): what each tier repeats",
        tiers.table(),
        "",
        "the 20 slowest tests (s)",
    ] + [f"{r.duration:8.1f}  {r.nodeid}" for r in slow]
    os.makedirs(os.path.dirname(FULL_RESULTS), exist_ok=True)
    with open(FULL_RESULTS, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    tr.write_line(f"written: {os.path.relpath(FULL_RESULTS, ROOT)}")
