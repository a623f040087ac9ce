#!/usr/bin/env python3
"""Generate pyapp/games/uscw/mapdata.py: the USCW hex map from real geography.

Rerun (from the repository root; the first run fetches the geo packages
into ~/.cache/cwt-geo, or $CWT_GEO_CACHE; then about 15 seconds):

    .venv/bin/python -m tools.uscw.build            writes pyapp/games/uscw/mapdata.py
    .venv/bin/python -m tools.uscw.build --print    also prints terrain, states and theatres
    .venv/bin/python -m pyapp.games.uscw.mapcheck   then validate

Inputs: the anchors of pyapp/games/uscw/places.py (hex of every named place
and the lat/lon fit of the grid), the authored lists of tools/uscw/inputs.py
(lakes, swamps, marsh, forests, sounds and bays, unplayable sides, roads),
tools/uscw/rivers.py (which rivers, their anchors or hand lines, types and
pinned corners), tools/uscw/rails.py (1861 and 1864 lines as town chains,
named ferries) and tools/uscw/sides.py (ridges, gaps, relief thresholds,
theatres); and the data of GSHHG/WDBII (coast, lakes, rivers), ETOPO5
(elevation) and us-atlas (state lines), read by tools/uscw/geo.py. The
output is checked in and deterministic; the inputs above are the place to
revise the map.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict

from pyapp.games.uscw import places as P
from tools.uscw import geo, inputs, raster as R

FIPS = {"42": "PA", "24": "MD", "11": "DC", "39": "OH", "18": "IN", "17": "IL", "29": "MO",
        "21": "KY", "51": "VA", "54": "WV", "37": "NC", "45": "SC", "13": "GA", "12": "FL",
        "01": "AL", "28": "MS", "22": "LA", "48": "TX", "05": "AR", "47": "TN", "20": "KS",
        "40": "IT", "10": "DE", "34": "NJ", "26": "MI", "19": "IA", "36": "NY", "55": "WI"}

ALL = [f"{r:02d}{c:02d}" for r in range(P.ROWS[0], P.ROWS[1] + 1) for c in range(P.COLS[0], P.COLS[1] + 1)]

SEA_MIN = 0.03        # share of a hex that must be sea water for it to be coastal
LAND_MIN = 0.03       # below this share of land a hex is all water
WV_EAST = -78.35      # WV cells east of this (Jefferson, Berkeley) stay Virginia: see MAP_NOTES


def water_masks(paths: dict) -> tuple[list[bytearray], list[bytearray]]:
    """Land and natural-lake masks from GSHHG level h."""
    polys = geo.read_bm(paths["bm"], "gshhs", "h", R.WINDOW)
    land_rings = [p["pts"] for p in polys if p["type"] in (1, 3)]
    lakes = [p["pts"] for p in polys if p["type"] == 2]
    natural = []
    for ring in lakes:
        for lat, lon in inputs.NATURAL_LAKES.values():
            if _inside(ring, lon, lat):
                natural.append(ring)
                break
    land = R.scan_fill(land_rings)          # land incl. every lake area (the lakes are holes of level 1)
    lake = R.scan_fill(natural)
    return land, lake


def _inside(ring: list[tuple[float, float]], x: float, y: float) -> bool:
    inside = False
    n = len(ring)
    for k in range(n):
        x1, y1 = ring[k]
        x2, y2 = ring[(k + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def state_layer(paths: dict, cells: list[list[str]], land: list[bytearray]) -> tuple[dict, dict]:
    """The state of each hex (most of its land cells) and its West Virginia share."""
    states = geo.read_states(paths["states"])
    votes: dict[str, Counter] = defaultdict(Counter)
    for fips, code in FIPS.items():
        if fips not in states:
            continue
        mask = R.scan_fill(states[fips])
        for j in range(R.NY):
            mrow, crow, lrow = mask[j], cells[j], land[j]
            for i in range(R.NX):
                if mrow[i]:
                    c = code
                    if code == "WV" and R.lon_of(i) > WV_EAST:
                        c = "VA"
                    votes[crow[i]][c] += 1
    state, wv = {}, {}
    for h in ALL:
        v = votes.get(h)
        if not v:
            state[h] = ""
            continue
        va = v["VA"] + v["WV"]
        merged = Counter(v)
        merged.pop("WV", None)
        if va:
            merged["VA"] = va
        state[h] = merged.most_common(1)[0][0]
        wv[h] = state[h] == "VA" and v["WV"] * 2 > va
    return state, wv


def elevation_stats(paths: dict) -> dict[str, list[float]]:
    e = geo.Elevation(paths["etopo"], R.WINDOW[0], R.WINDOW[1], R.WINDOW[2], R.WINDOW[3])
    out: dict[str, list[float]] = defaultdict(list)
    for lon, lat, h in e.cells:
        if h > 0:
            out[R.label(R.hex_at(lat, lon))].append(h)
    return out


def terrain_layer(land_n: dict, lake_n: dict, total: dict, elev: dict) -> tuple[dict, dict]:
    """Terrain letter and coastal flag of each hex.

    all water: "~" sea, "l" lake. Land: "m" mountain (median height >= 420 m,
    or 90th percentile >= 700 m), "f" forest (rugged hill country: 90th minus
    10th percentile >= 170 m, or an authored forest), "s" swamp and "x"
    unplayable marsh (authored points), else "c" clear. Coastal: the hex has
    both land and at least SEA_MIN of sea.
    """
    ter, coastal = {}, {}
    for h in ALL:
        n = total.get(h, 0) or 1
        land = land_n.get(h, 0) - lake_n.get(h, 0)
        lake = lake_n.get(h, 0)
        sea = n - land_n.get(h, 0)
        lat, lon = P.centre_latlon(h)
        banks = 34.5 <= lat <= 36.7 and lon > -76.3 and land > 0     # Outer Banks: thin but land
        if land < LAND_MIN * n and not banks:
            ter[h] = "l" if lake > sea else "~"
            coastal[h] = False
            continue
        coastal[h] = sea >= SEA_MIN * n
        hs = sorted(elev.get(h, [0.0]))
        med, p10, p90 = hs[len(hs) // 2], hs[len(hs) // 10], hs[(len(hs) * 9) // 10]
        if med >= 420 or p90 >= 700:
            ter[h] = "m"
        elif p90 - p10 >= 170:
            ter[h] = "f"
        else:
            ter[h] = "c"
    def at(points: list[tuple[float, float]]) -> set[str]:
        return {R.label(R.hex_at(lat, lon)) for lat, lon in points}
    for pts in inputs.FORESTS.values():
        for h in at(pts):
            if ter.get(h) == "c":
                ter[h] = "f"
    for pts in inputs.MOUNTAINS.values():
        for h in at(pts):
            ter[h] = "m"
    for h in at(list(inputs.NOT_MOUNTAIN.values())):
        if ter.get(h) == "m":
            ter[h] = "f"
    for pts in inputs.SWAMPS.values():
        for h in at(pts):
            if h in ter and ter[h] not in "~l":
                ter[h] = "s"
    for pts in inputs.MARSH.values():
        for h in at(pts):
            if h in ter and ter[h] not in "~l":
                ter[h] = "x"
    return ter, coastal


def grid_layers(paths: dict) -> dict:
    cells = R.cell_hexes()
    total = Counter(x for row in cells for x in row)
    land, lake = water_masks(paths)
    land_n, lake_n = R.shares(cells, land), R.shares(cells, lake)
    state, wv = state_layer(paths, cells, land)
    elev = elevation_stats(paths)
    ter, coastal = terrain_layer(land_n, lake_n, total, elev)
    # Named places decide their own hex: a place is on land, in its state.
    for key, (name, hx, lat, lon, st, kinds, cp, src) in P.PLACES.items():
        if hx not in ter or "offmap" in kinds:
            continue
        if ter[hx] in "~l":
            ter[hx] = "c"
            coastal[hx] = True
        if st and state.get(hx) != st:
            state[hx] = st
        if "port-ocean" in kinds:
            coastal[hx] = True
        wv[hx] = "wv" in kinds or (wv.get(hx, False) and st == "VA" and key != "harpers_ferry")
    for h in ALL:
        if ter[h] in "~l":
            state[h] = ""
            wv[h] = False
    for key in inputs.SWAMP_PLACES:
        ter[P.hex_of(key)] = "s"
    stats = {}
    for h, hs in elev.items():
        hs = sorted(hs)
        stats[h] = (hs[len(hs) // 2], hs[len(hs) // 10], hs[(len(hs) * 9) // 10])
    return {"ter": ter, "coastal": coastal, "state": state, "wv": wv, "land": land, "stats": stats}


def render(layer: dict, width: int = 1) -> str:
    lines = []
    for r in range(P.ROWS[0], P.ROWS[1] + 1):
        cells = [str(layer.get(f"{r:02d}{c:02d}", "")).ljust(width)[:width] for c in range(P.COLS[0], P.COLS[1] + 1)]
        lines.append(f"{r:02d} " + ("" if r % 2 else " ") + "".join(cells))
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    from tools.uscw import rails, rivers, sides, write
    paths = geo.fetch()
    g = grid_layers(paths)
    ter = {h: (t.upper() if g["coastal"][h] and t not in "~l" else t) for h, t in g["ter"].items()}
    st = {h: ("WV" if g["wv"].get(h) else (s or "..")) for h, s in g["state"].items()}
    report: list[str] = []
    riv = rivers.build(paths["bm"], [h for h in ALL if ter[h] not in "~l"], report)
    miss = {s for runs in riv.get("Mississippi", []) for s in runs[1]}
    theatre = sides.theatres(ter, g["state"], miss)
    r61 = sides.rail_paths(rails.LINES_1861, ter)
    r64 = sides.rail_paths(rails.LINES_1864, ter)
    ridges = sides.ridge_sides([h for h in ALL if ter[h] not in "~l"], riv)
    mountain, impassable, passes = sides.mountain_sides(g["stats"], ter, ridges)
    water = sides.water_sides(g["land"], ter)
    river_type = {sd: t for runs in riv.values() for t, ss in runs for sd in ss}
    ferry, bridge, cut = set(), set(), set()
    named_ferries = {sides.side(sides.stop_hex(a), sides.stop_hex(b)) for (a, b), _ in rails.FERRIES}
    for path in list(r61.values()) + list(r64.values()):
        for a, b in zip(path, path[1:]):
            sd = sides.side(a, b)
            if sd in river_type and river_type[sd] == 2 or sd in named_ferries:
                ferry.add(sd)
            elif sd in river_type or sd in water:
                bridge.add(sd)
            if sd in mountain or sd in impassable:
                cut.add(sd)
    prohibited = {sides.side(P.hex_of("yazoo_mouth"), P.hex_of("vicksburg"))}
    unplayable = {sides.side(P.hex_of(k), n) for k, ns in inputs.UNPLAYABLE_SIDES.items() for n in ns}
    sounds = {name: sorted(h for h in ALL if box[0] <= P.centre_latlon(h)[0] <= box[1]
                           and box[2] <= P.centre_latlon(h)[1] <= box[3] and (ter[h] == "~" or g["coastal"][h]))
              for name, box in inputs.SOUNDS.items()}
    if "--print" in argv:
        print(render(ter))
        print(render(st, 2))
        print(render(theatre))
    print("\n".join(report), file=sys.stderr)
    write.write_mapdata(ter, st, theatre, riv, r61, r64, inputs.ROADS,
                        {"mountain": mountain, "impassable": impassable, "pass": passes, "water": water,
                         "rail_ferry": ferry, "rail_bridge": bridge, "rail_cut": cut,
                         "prohibited": prohibited, "unplayable": unplayable}, sounds)


if __name__ == "__main__":
    main(sys.argv[1:])
