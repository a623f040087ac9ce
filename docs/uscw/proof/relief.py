"""ETOPO5 (ferret-datasets) -> elevation samples for mountain marking, stdlib only."""
import cdf, math
P = '/tmp/geo/deb/x/ferret/usr/share/ferret-vis/data/etopo5.cdf'
c = cdf.CDF(P)
print('dims', c.dims, 'vars', {k: (v['dims'], v['type'][0]) for k, v in c.vars.items()})
X = c.read('ETOPO05_X'); Y = c.read('ETOPO05_Y')
nx = len(X)
print('lon', X[0], X[1], X[-1], 'lat', Y[0], Y[1], Y[-1])
def elev(lon, lat):
    i = min(range(nx), key=lambda k: abs(((X[k]-lon+180) % 360)-180)) if False else round(((lon % 360) - X[0]) / (X[1]-X[0])) % nx
    j = round((lat - Y[0]) / (Y[1]-Y[0]))
    return c.read('ROSE', j*nx + i, 1)[0]
for n, (lon, lat) in {'Mt Mitchell NC': (-82.265, 35.765), 'Blue Ridge @Rockfish Gap': (-78.86, 38.03), 'Cumberland Gap': (-83.67, 36.60),
                      'Lookout Mtn': (-85.35, 34.95), 'Ozarks (Springfield MO)': (-93.29, 37.21), 'Boston Mtns AR': (-93.9, 35.8),
                      'Richmond': (-77.43, 37.54), 'Memphis': (-90.05, 35.15), 'New Orleans': (-90.07, 29.95), 'Atlantic off Hatteras': (-75.0, 35.0)}.items():
    print(f'  {n:26s} {elev(lon, lat):7.0f} m')
# window over the theatre: 25..42N, 100..74W at 5' = 205 x 313 cells
j0 = round((42 - Y[0]) / (Y[1]-Y[0])); j1 = round((25 - Y[0]) / (Y[1]-Y[0]))
print('rows', j0, j1, '(lat step', Y[1]-Y[0], ')')
def window(lon0, lat0, lon1, lat1):
    i0 = round(((lon0 % 360) - X[0]) / (X[1]-X[0])); i1 = round(((lon1 % 360) - X[0]) / (X[1]-X[0]))
    ja = round((lat0 - Y[0]) / (Y[1]-Y[0])); jb = round((lat1 - Y[0]) / (Y[1]-Y[0]))
    rows = [c.read('ROSE', j*nx + i0, i1-i0+1) for j in range(ja, jb+1)]
    return rows
for n, bb in {'S. Appalachians (Great Smokies/Black Mtns)': (-84.5, 35.0, -81.5, 36.5), 'Blue Ridge/Valley VA': (-80.5, 37.5, -78.0, 39.0),
              'Ozark Plateau': (-94.5, 35.5, -91.0, 37.5), 'Mississippi alluvial plain': (-91.5, 32.0, -90.2, 35.0)}.items():
    r = [v for row in window(*bb) for v in row]
    r.sort()
    print(f'  {n:44s} cells={len(r):5d} min={r[0]:6.0f} median={r[len(r)//2]:6.0f} p90={r[int(len(r)*.9)]:6.0f} max={r[-1]:6.0f} m')
# which way does the grid run? sanity: print neighbourhood of Mt Mitchell
for dj in (-1, 0, 1):
    print('  ', [round(v) for v in window(-82.5, 35.765+dj/12, -82.0, 35.765+dj/12)[0]])
