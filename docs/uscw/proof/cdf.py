"""Stdlib reader for netCDF classic (CDF-1/CDF-2) files, enough for ferret-datasets etopo5.cdf / etopo20.cdf."""
import struct
TYPES = {1: ('b', 1), 2: ('c', 1), 3: ('h', 2), 4: ('i', 4), 5: ('f', 4), 6: ('d', 8)}
class CDF:
    def __init__(self, path):
        self.f = f = open(path, 'rb')
        magic = f.read(4); assert magic[:3] == b'CDF', magic
        self.off64 = magic[3] == 2
        self.numrecs = self._i()
        self.dims = [(n, l) for n, l in self._list(lambda: (self._name(), self._i()))]
        self.gatts = dict(self._list(self._att))
        self.vars = {}
        for v in self._list(self._var): self.vars[v['name']] = v
    def _i(self): return struct.unpack('>i', self.f.read(4))[0]
    def _name(self):
        n = self._i(); s = self.f.read(n); self.f.read((-n) % 4); return s.decode()
    def _list(self, item):
        tag, n = self._i(), self._i()
        return [item() for _ in range(n)]
    def _att(self):
        name = self._name(); t = self._i(); n = self._i(); c, sz = TYPES[t]
        raw = self.f.read(n*sz); self.f.read((-n*sz) % 4)
        return name, raw.decode('latin1') if c == 'c' else struct.unpack('>%d%s' % (n, c), raw)
    def _var(self):
        name = self._name(); nd = self._i(); dimids = [self._i() for _ in range(nd)]
        atts = dict(self._list(self._att)); t = self._i(); vsize = self._i()
        begin = struct.unpack('>q' if self.off64 else '>i', self.f.read(8 if self.off64 else 4))[0]
        return {'name': name, 'dims': [self.dims[d] for d in dimids], 'atts': atts, 'type': TYPES[t], 'begin': begin}
    def read(self, name, start=0, count=None):
        """read a flat run of `count` values starting at flat index `start`"""
        v = self.vars[name]; c, sz = v['type']
        if count is None:
            count = 1
            for _, l in v['dims']: count *= l
        self.f.seek(v['begin'] + start*sz)
        return struct.unpack('>%d%s' % (count, c), self.f.read(count*sz))
