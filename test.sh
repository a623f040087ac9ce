#!/usr/bin/env bash
# The whole test suite, from a fresh Debian machine with Python >= 3.11, Node 20 and npm:
# installs the test tools, builds dist/, then runs the native tests, the end-to-end browser
# tests and the engine's replay inside Pyodide in Chromium, on both cores.
#
#   ./test.sh            the default tier: every test, each repeated proof at a small sample
#                        (budget: 20 minutes on a 2-core machine, README "Tests")
#   ./test.sh --full     the exhaustive tier: the same tests, each loop at its full count
#                        (tests/tiers.py); writes bench/results/tests_full.txt
# Any other arguments go to pytest (./test.sh tests/ahd -x).
set -euo pipefail
cd "$(dirname "$0")"
START=$SECONDS
trap 'echo "test.sh: $(( (SECONDS - START) / 60 )) min $(( (SECONDS - START) % 60 )) s in all, set-up included (exit $?)"' EXIT

if [ "${1:-}" = "--full" ]; then
  shift
  export CWT_TIER=full
fi

CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "test.sh: installing Debian's chromium (browser tests need it)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "test.sh: the browser tests need Debian's Chromium at $CHROMIUM."
    echo "         Install it with:  sudo apt-get install chromium   (or set CHROMIUM=/path/to/chromium)"
    exit 1
  fi
fi

if [ ! -x .venv/bin/python ]; then
  if ! python3 -m venv .venv 2>/dev/null; then
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
      rm -rf .venv && python3 -m venv .venv
    else
      echo "test.sh: python3 -m venv failed; install it with:  sudo apt-get install python3-venv"
      exit 1
    fi
  fi
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-test.txt

.venv/bin/python build.py                         # npm ci when needed, then dist/

.venv/bin/python -m mypy --strict pyapp/core pyapp/ai   # the types of the core and of the computer player, strictly

# Two workers (pytest-xdist): the browser tests in turn in one, the native tests beside them
# (tests/conftest.py orders the longest chains first). CWT_WORKERS=0 runs in this process.
WORKERS="${CWT_WORKERS:-2}"
PARALLEL=()
if [ "$WORKERS" != 0 ]; then PARALLEL=(-n "$WORKERS" --dist loadgroup); fi
# (no path given: pytest takes pyproject.toml's testpaths, tests/)
CWT_SKIP_BUILD=1 .venv/bin/python -m pytest -q -p no:cacheprovider --durations=20 "${PARALLEL[@]}" "$@"
