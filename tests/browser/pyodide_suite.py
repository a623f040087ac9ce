"""What the in-Pyodide run compares against: ``tests/interp.py``'s records,
computed natively and written where the test page reads them
(``/__test__/run/expected.json``, served from ``RUN``)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / ".cache" / "pyodide-run"


def prepare() -> dict:
    """Write the native records and return them."""
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
    import interp
    want = interp.expected()
    RUN.mkdir(parents=True, exist_ok=True)
    (RUN / "expected.json").write_text(json.dumps(want), encoding="utf-8")
    return want
