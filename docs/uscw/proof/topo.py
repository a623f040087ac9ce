"""Minimal stdlib TopoJSON decoder (quantized arcs, delta-encoded)."""
import json
def load(path):
    t = json.load(open(path))
    tr = t.get('transform')
    arcs = []
    for a in t['arcs']:
        pts = []; x = y = 0
        for p in a:
            if tr:
                x += p[0]; y += p[1]
                pts.append((x*tr['scale'][0]+tr['translate'][0], y*tr['scale'][1]+tr['translate'][1]))
            else:
                pts.append((p[0], p[1]))
        arcs.append(pts)
    return t, arcs
def arc(arcs, i):
    return arcs[i] if i >= 0 else arcs[~i][::-1]
def line(arcs, idxs):
    out = []
    for i in idxs:
        a = arc(arcs, i)
        out.extend(a if not out else a[1:])
    return out
def geom_lines(g, arcs):
    """list of polylines (rings for polygons) of a geometry"""
    T = g['type']
    if T == 'LineString': return [line(arcs, g['arcs'])]
    if T == 'MultiLineString': return [line(arcs, l) for l in g['arcs']]
    if T == 'Polygon': return [line(arcs, r) for r in g['arcs']]
    if T == 'MultiPolygon': return [line(arcs, r) for p in g['arcs'] for r in p]
    return []
