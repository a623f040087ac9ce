#!/usr/bin/env python3
"""Bytes of dist/, raw and gzip -9, by file (target: at most 7 MB gzip in all).

    python3 bench/size.py [--no-build]
"""

import gzip
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TARGET_GZIP = 7 * 1000 * 1000


def main():
    import build
    if "--no-build" not in sys.argv or not (build.DIST / "index.html").exists():
        build.build()
    rows = []
    for path in sorted(build.DIST.rglob("*")):
        if path.is_file():
            data = path.read_bytes()
            rows.append((path.relative_to(build.DIST).as_posix(), len(data), len(gzip.compress(data, 9))))
    rows.sort(key=lambda r: -r[2])
    width = max(len(r[0]) for r in rows)
    print(f"{'file':<{width}}  {'raw bytes':>12}  {'gzip bytes':>12}")
    for name, raw, gz in rows:
        print(f"{name:<{width}}  {raw:>12,}  {gz:>12,}")
    raw_total, gz_total = sum(r[1] for r in rows), sum(r[2] for r in rows)
    print(f"{'total (' + str(len(rows)) + ' files)':<{width}}  {raw_total:>12,}  {gz_total:>12,}")
    verdict = "meets" if gz_total <= TARGET_GZIP else "MISSES"
    print(f"\ngzip total {gz_total / 1e6:.2f} MB: {verdict} the 7 MB target")


if __name__ == "__main__":
    main()
