"""What the in-Pyodide run needs: pytest's wheels for Python 3.14 and a zip of
the test modules that run there (all but the browser tests and the ones that
need hypothesis, which the native run covers)."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WHEELS = ROOT / ".cache" / "pyodide-wheels"
# Pure-Python wheels pytest needs, pinned; pygments because pytest's terminal
# writer imports it.
PINS = ["pytest==8.4.2", "pluggy==1.6.0", "iniconfig==2.1.0", "packaging==25.0", "pygments==2.19.2"]
# Native only: tests of the build and the site itself, and every module that
# imports hypothesis (not in Pyodide's wheels here; the native run covers them).
# Not run again inside Pyodide: the build's own checks, and the two long
# two-device suites (whole games by links for every game, a brute force over
# every link): their protocol code is the same Python, played in the browser
# by tests/browser/test_duel_page.py and test_boc_duel.py.
NATIVE_ONLY = {"test_dist.py", "test_duel_conformance.py", "test_duel_secrets.py"}


def native_only(path: Path) -> bool:
    if path.name in NATIVE_ONLY:
        return True
    text = path.read_text(encoding="utf-8")
    return "import hypothesis" in text or "from hypothesis" in text


def fetch_wheels() -> list:
    WHEELS.mkdir(parents=True, exist_ok=True)
    have = sorted(p.name for p in WHEELS.glob("*.whl"))
    wanted = [pin.split("==")[0].replace("-", "_").lower() for pin in PINS]
    if not all(any(w.lower().startswith(name + "-") for w in have) for name in wanted):
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                        "--only-binary=:all:", "--python-version", "3.14", "--platform", "any",
                        "--implementation", "py", "-d", str(WHEELS), *PINS], check=True)
        have = sorted(p.name for p in WHEELS.glob("*.whl"))
    (WHEELS / "wheels.json").write_text(json.dumps(have))
    return have


def zip_tests() -> Path:
    target = WHEELS / "tests.zip"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted((ROOT / "tests").rglob("*.py")):
            rel = path.relative_to(ROOT)
            if "browser" in rel.parts or "__pycache__" in rel.parts or native_only(path):
                continue
            zf.write(path, rel.as_posix())
    return target


def prepare() -> None:
    fetch_wheels()
    zip_tests()


if __name__ == "__main__":
    prepare()
