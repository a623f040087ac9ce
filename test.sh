#!/usr/bin/env bash
# The whole test suite, from a fresh Debian machine with Python >= 3.11, Node 20 and npm:
# installs the test tools, builds dist/, then runs the native rules tests, the rules
# tests inside Pyodide in Chromium, and the end-to-end browser tests.
set -euo pipefail
cd "$(dirname "$0")"

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

.venv/bin/python -m mypy --strict pyapp/core          # the core's types, strictly

CWT_SKIP_BUILD=1 exec .venv/bin/python -m pytest -q -p no:cacheprovider tests "$@"
