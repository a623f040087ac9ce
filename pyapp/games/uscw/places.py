"""The U.S. Civil War (GMT 2015): the map's authored anchors (pure data).

Every place the rulebook names, at its hex, plus the towns the map needs for
its rail lines, capitals, Objective and Resource hexes. Each row:

    key: (name, hex, lat, lon, state, kinds, cp, source)

- ``hex``: the four-digit label, RRCC (row then column; rows grow south,
  columns east). "R" in ``source`` means the rulebook prints this hex (digest
  3.4-3.8); every other hex is AUTHORED: the place's real latitude and
  longitude put through the fit below (``fit_hex``), moved by hand where
  the row says why.
- ``lat``, ``lon``: the real position (degrees, west negative), from general
  geographic knowledge, to about 0.05 degree.
- ``state``: the 1861 state (VA = Virginia with West Virginia; see
  ``WV_RESOURCES`` and mapdata's WV flag). "XX" for an off-map place.
- ``kinds``: words from ``KINDS``.
- ``cp``: Resource value in CP (0 when not a Resource hex). The rulebook
  gives Atlanta 2, Nashville 3, Harper's Ferry 1, Clarksville 1 and the three
  West Virginia hexes 1 each; every other value is AUTHORED (MAP_NOTES.md,
  "Resource values": 1860 population and war industry, scaled to a total
  of 100 with the two Texas off-map resources).

The grid: pointy-topped hexes in rows, the even rows shifted half a hex east
(``GRID``; pyapp.core.hexgrid "pointy"/"even", labels RRCC). The shift comes
from the rulebook's own hexes: Florence 3120 must touch Tuscumbia 3219 and
Muscle Shoals 3220, and Hampton 2349 must touch Norfolk 2449; only the
even-row shift gives both, and it fits the 33 printed hexes best (RMS 0.59
hex, worst 1.22). ``FIT_ROW``/``FIT_X`` are that least-squares fit: x is the
column plus 0.5 on even rows.
"""

from __future__ import annotations

from pyapp.core.hexgrid import RRCC, Bounds, Hex, HexGrid

ROWS = (10, 52)
COLS = (1, 51)
GRID = HexGrid("pointy", "even", RRCC, Bounds(COLS[0], COLS[1], ROWS[0], ROWS[1]))

# row = a + b*lat + c*lon; x = col (+0.5 on even rows) = a + b*lat + c*lon
FIT_ROW = (149.043, -3.504, -0.049)
FIT_X = (250.885, -0.081, 2.603)


def fit_rx(lat: float, lon: float) -> tuple[float, float]:
    """The fitted (row, x) of a latitude and longitude."""
    return (FIT_ROW[0] + FIT_ROW[1] * lat + FIT_ROW[2] * lon,
            FIT_X[0] + FIT_X[1] * lat + FIT_X[2] * lon)


def row_x(label: str) -> tuple[int, float]:
    """The row and the east-west position x of a hex label."""
    r, c = int(label[:2]), int(label[2:])
    return r, c + (0.5 if r % 2 == 0 else 0.0)


def fit_hex(lat: float, lon: float) -> str:
    """The label the fit puts a latitude and longitude in (may be off the map)."""
    r, x = fit_rx(lat, lon)
    row = round(r)
    col = round(x - (0.5 if row % 2 == 0 else 0.0))
    return f"{row:02d}{col:02d}"


def centre_latlon(label: str) -> tuple[float, float]:
    """The latitude and longitude of a hex centre (the fit inverted)."""
    r, x = row_x(label)
    a, b, c = FIT_ROW[1], FIT_ROW[2], FIT_X[1]
    d = FIT_X[2]
    r0, x0 = r - FIT_ROW[0], x - FIT_X[0]
    det = a * d - b * c
    return ((r0 * d - b * x0) / det, (a * x0 - c * r0) / det)


KINDS = {
    "city": "City hex",
    "town": "Town hex",
    "port-ocean": "Ocean (coastal) Port",
    "port-river": "River Port",
    "capital": "state capital (Washington: the national capital)",
    "objective": "Objective hex (Northern or Border state)",
    "resource": "Resource hex (Southern state or West Virginia), value in cp",
    "fort": "a Fort marker at the start of the 1861 scenario (AUTHORED from the rules' examples)",
    "shipyard": "Union shipyard (21.8.1)",
    "salt": "salt hex (optional rule 22.2)",
    "wv": "one of the three West Virginia Resource hexes (17.1.2)",
    "partly-unplayable": "partly unplayable hex (5.7)",
    "river-through": "a river runs through the hex: ignored on land (2.1.6, 5.8.4)",
    "feature": "a named hex with no town",
    "offmap": "Texas off-map resource half-hex (2.1.5): no one may enter it",
}

R = "rulebook hex"
PLACES: dict[str, tuple[str, str, float, float, str, str, int, str]] = {
    # -- hexes the rulebook prints (digest 3.3-3.8) --
    "washington": ("Washington", "1647", 38.90, -77.04, "DC", "city capital objective port-river fort", 0, R + "; river port, fort (3.8)"),
    "harpers_ferry": ("Harper's Ferry", "1545", 39.32, -77.73, "VA", "town resource river-through", 1, R + "; 1 cp, river through the town"),
    "galveston": ("Galveston", "5101", 29.30, -94.80, "TX", "town port-ocean resource partly-unplayable", 1, R + "; cp AUTHORED (Texas's main port)"),
    "vicksburg": ("Vicksburg", "4011", 32.35, -90.88, "MS", "city port-river resource", 2, R + "; cp AUTHORED"),
    "dover": ("Dover (Fort Donelson)", "2619", 36.49, -87.86, "TN", "town port-river", 0, R + "; touches Tennessee and Cumberland"),
    "new_madrid": ("New Madrid", "2515", 36.59, -89.53, "MO", "town port-river objective river-through", 0, R + "; West theatre; objective AUTHORED (Border-state town)"),
    "saltville": ("Marion / Saltville", "2435", 36.88, -81.76, "VA", "town salt resource", 1, R + "; salt 22.2; cp AUTHORED (the salt works)"),
    "decatur_al": ("Decatur", "3221", 34.61, -86.98, "AL", "town port-river", 0, R + "; controls the Tennessee above Muscle Shoals"),
    "stevenson": ("Stevenson", "3125", 34.87, -85.84, "AL", "town port-river", 0, R + "; controls the Tennessee above Muscle Shoals"),
    "muscle_shoals": ("Muscle Shoals", "3220", 34.74, -87.67, "AL", "feature", 0, R + "; the Tennessee is minor here"),
    "florence": ("Florence", "3120", 34.80, -87.68, "AL", "town port-river", 0, R + "; port linked to the Tuscumbia railroad"),
    "tuscumbia": ("Tuscumbia", "3219", 34.73, -87.70, "AL", "town", 0, R),
    "arkansas_post": ("Arkansas Post", "3409", 33.99, -91.35, "AR", "town port-river river-through", 0, R + "; Arkansas River through the hex"),
    "simmesport": ("Simmesport", "4509", 30.98, -91.80, "LA", "town port-river partly-unplayable", 0, R + "; key to the Red River; ferry over the Mississippi"),
    "new_orleans": ("New Orleans", "4814", 29.95, -90.07, "LA", "city port-ocean resource", 8, R + "; ocean port AUTHORED (sea-going ships came up past the forts); cp AUTHORED (largest Southern city)"),
    "brashear": ("Brashear City", "5011", 29.70, -91.21, "LA", "town port-river", 0, R + "; river port"),
    "proctorville": ("Proctorville", "4915", 29.87, -89.68, "LA", "town port-river", 0, R + "; not an ocean port"),
    "forts_hex": ("(beside Forts St. Philip and Jackson)", "5015", 29.40, -89.55, "LA", "feature", 0, R + "; the Coastal Fort is across the Mississippi from it"),
    "biloxi": ("Biloxi", "4718", 30.40, -88.89, "MS", "town port-river", 0, R + "; river port, reached from Ship Island"),
    "pascagoula": ("Pascagoula", "4719", 30.37, -88.56, "MS", "town port-river", 0, R + "; river port, reached from Ship Island"),
    "mobile": ("Mobile", "4619", 30.69, -88.04, "AL", "city port-ocean resource", 4, R + "; Fort Morgan; cp AUTHORED"),
    "pensacola": ("Pensacola", "4722", 30.42, -87.22, "FL", "town port-ocean resource", 1, R + "; Fort Pickens; cp AUTHORED (navy yard)"),
    "savannah": ("Savannah", "4137", 32.08, -81.09, "GA", "city port-ocean resource", 3, R + "; Fort Pulaski; cp AUTHORED"),
    "charleston_sc": ("Charleston", "3839", 32.78, -79.93, "SC", "city port-ocean resource", 4, R + "; Fort Sumter; cp AUTHORED"),
    "wilmington": ("Wilmington", "3345", 34.23, -77.94, "NC", "city port-ocean resource", 2, R + "; Fort Fisher; blockade +2; cp AUTHORED"),
    "beaufort_nc": ("Beaufort", "3148", 34.72, -76.66, "NC", "town port-ocean", 0, R + "; Fort Macon"),
    "hampton": ("Hampton", "2349", 37.03, -76.35, "VA", "town port-ocean", 0, R + "; Fort Monroe"),
    "norfolk": ("Norfolk", "2449", 36.85, -76.29, "VA", "city port-ocean resource", 2, R + "; blockade +1; cp AUTHORED (Gosport navy yard)"),
    "sabine_city": ("Sabine City", "4903", 29.73, -93.89, "TX", "town port-ocean", 0, R + "; ocean transport stops here"),
    "union_city": ("Union City", "2616", 36.42, -89.06, "TN", "town", 0, R + "; 1863 setup"),
    "mckenzie": ("McKenzie", "2718", 36.13, -88.52, "TN", "town", 0, R + "; 1863 setup"),
    "jackson_tn": ("Jackson", "2917", 35.61, -88.81, "TN", "town resource", 1, R + "; 1863 setup; cp AUTHORED (rail junction)"),
    "brownsville_tn": ("Brownsville", "2915", 35.59, -89.26, "TN", "town", 0, R + "; 1863 setup"),
    # -- named in the rules without a hex: AUTHORED at the fit unless said --
    "richmond": ("Richmond", "2146", 37.54, -77.44, "VA", "city capital resource", 7, "fit; cp AUTHORED (CSA capital, Tredegar works)"),
    "atlanta": ("Atlanta", "3528", 33.75, -84.39, "GA", "city resource", 2, "fit; 2 cp in the rules"),
    "nashville": ("Nashville", "2722", 36.16, -86.78, "TN", "city capital port-river resource", 3, "fit; 3 cp in the rules"),
    "memphis": ("Memphis", "3013", 35.15, -90.05, "TN", "city port-river resource", 3, "fit; cp AUTHORED"),
    "chattanooga": ("Chattanooga", "3025", 35.05, -85.31, "TN", "town port-river resource", 2, "fit; cp AUTHORED (rail hub)"),
    "port_hudson": ("Port Hudson", "4610", 30.69, -91.27, "LA", "town port-river", 0, "fit"),
    "little_rock": ("Little Rock", "3207", 34.75, -92.29, "AR", "town capital port-river resource", 1, "fit; CSA primary source in the rules"),
    "montgomery": ("Montgomery", "4023", 32.38, -86.30, "AL", "city capital port-river resource", 2, "fit; cp AUTHORED"),
    "jackson_ms": ("Jackson", "4013", 32.30, -90.18, "MS", "town capital resource", 1, "fit; cp AUTHORED"),
    "cairo": ("Cairo", "2315", 37.00, -89.18, "IL", "town port-river fort shipyard objective", 0, "fit 2415 moved a row north so that Columbus KY is 5 MP away (rules' example)"),
    "paducah": ("Paducah", "2417", 37.08, -88.60, "KY", "town port-river objective", 0, "fit 2317 moved a row south: the Ohio runs north of it"),
    "columbus_ky": ("Columbus", "2516", 36.76, -89.10, "KY", "town port-river objective", 0, "fit"),
    "bowling_green": ("Bowling Green", "2422", 36.99, -86.44, "KY", "town objective", 0, "fit"),
    "springfield_mo": ("Springfield", "2305", 37.21, -93.29, "MO", "town objective", 0, "fit"),
    "st_louis": ("St. Louis", "1812", 38.63, -90.20, "MO", "city port-river objective shipyard", 0, "fit"),
    "cincinnati": ("Cincinnati", "1627", 39.10, -84.51, "OH", "city port-river objective shipyard", 0, "fit"),
    "pittsburgh": ("Pittsburgh", "1139", 40.44, -80.00, "PA", "city port-river objective shipyard", 0, "fit"),
    "harrisburg": ("Harrisburg", "1247", 40.27, -76.88, "PA", "city capital objective", 0, "fit"),
    "baltimore": ("Baltimore", "1548", 39.29, -76.61, "MD", "city objective", 0, "fit"),
    "alexandria": ("Alexandria", "1747", 38.80, -77.05, "VA", "town port-river resource", 1, "fit; across the navigable Potomac from DC"),
    "fredericksburg": ("Fredericksburg", "1946", 38.30, -77.46, "VA", "town resource", 1, "fit; 5 MP from DC (rules' example)"),
    "manassas": ("Manassas Junction", "1746", 38.75, -77.47, "VA", "town", 0, "fit; a CSA rail hex in the rules"),
    "houston": ("Houston", "4901", 29.76, -95.36, "TX", "town port-river resource", 1, "fit 4900 is off the map: moved one column east"),
    "liberty": ("Liberty", "4801", 30.06, -94.80, "TX", "town port-river", 0, "fit"),
    "orange": ("Orange", "4804", 30.09, -93.74, "TX", "town port-river", 0, "fit"),
    "thibodaux": ("Thibodaux", "4912", 29.80, -90.82, "LA", "town", 0, "fit"),
    "blakeley": ("Blakeley", "4620", 30.74, -87.92, "AL", "town port-river", 0, "fit 4619 is Mobile's: moved across the bay head (the Mobile-Blakeley ferry)"),
    "apalachicola": ("Apalachicola", "4927", 29.73, -84.98, "FL", "town port-ocean", 0, "fit"),
    "columbus_ga": ("Columbus", "3927", 32.46, -84.99, "GA", "city port-river resource", 2, "fit; cp AUTHORED (arsenal, navy works)"),
    "clarksville": ("Clarksville", "2521", 36.53, -87.36, "TN", "town port-river resource", 1, "fit; 1 cp in the rules"),
    "charleston_wv": ("Charleston", "1935", 38.35, -81.63, "VA", "town port-river resource wv", 1, "fit; 1 cp in the rules"),
    "wheeling": ("Wheeling", "1338", 40.06, -80.72, "VA", "city port-river resource wv", 1, "fit; 1 cp in the rules"),
    "grafton": ("Grafton", "1539", 39.34, -80.02, "VA", "town resource wv", 1, "fit; 1 cp in the rules"),
    "st_marks": ("St. Marks", "4729", 30.16, -84.21, "FL", "town port-ocean salt", 0, "fit; salt in the rules"),
    "st_andrews": ("St. Andrews Bay", "4725", 30.18, -85.70, "FL", "port-ocean salt", 0, "fit; salt in the rules (no town, 6.2.3)"),
    "fort_gadsden": ("Fort Gadsden", "4827", 29.94, -85.00, "FL", "fort feature", 0, "fit; Fort marker in the map notes"),
    "chickasaw_bluffs": ("Chickasaw Bluffs (hex B)", "3912", 32.42, -90.80, "MS", "feature", 0, "AUTHORED: the hex above Vicksburg, east of the Yazoo"),
    "yazoo_mouth": ("Yazoo mouth (hex A)", "3911", 32.45, -91.00, "MS", "feature", 0, "AUTHORED: the hex just north of Vicksburg; no move or attack between it and Vicksburg"),
    # -- AUTHORED: capitals, rail towns, Objective and Resource towns (fit unless said) --
    "raleigh": ("Raleigh", "2843", 35.78, -78.64, "NC", "town capital resource", 2, "fit"),
    "columbia": ("Columbia", "3437", 34.00, -81.03, "SC", "town capital resource", 2, "fit"),
    "milledgeville": ("Milledgeville", "3732", 33.08, -83.23, "GA", "town capital", 0, "fit"),
    "tallahassee": ("Tallahassee", "4628", 30.44, -84.28, "FL", "town capital resource", 1, "fit 4729 is St. Marks's: moved a row north"),
    "baton_rouge": ("Baton Rouge", "4711", 30.45, -91.19, "LA", "town capital port-river resource", 1, "fit"),
    "frankfort": ("Frankfort", "1927", 38.20, -84.87, "KY", "town capital objective", 0, "fit"),
    "jefferson_city": ("Jefferson City", "1807", 38.58, -92.17, "MO", "town capital port-river objective", 0, "fit"),
    "columbus_oh": ("Columbus", "1332", 39.96, -83.00, "OH", "city capital objective", 0, "fit"),
    "indianapolis": ("Indianapolis", "1423", 39.77, -86.16, "IN", "city capital objective", 0, "fit"),
    "springfield_il": ("Springfield", "1414", 39.80, -89.64, "IL", "town capital objective", 0, "fit"),
    "annapolis": ("Annapolis", "1648", 38.98, -76.49, "MD", "town capital objective", 0, "fit; its port is part of the Chesapeake box"),
    "louisville": ("Louisville", "1925", 38.25, -85.76, "KY", "city port-river objective", 0, "fit"),
    "lexington_ky": ("Lexington", "2027", 38.04, -84.50, "KY", "town objective", 0, "fit"),
    "petersburg": ("Petersburg", "2246", 37.23, -77.40, "VA", "city resource", 2, "fit"),
    "city_point": ("City Point", "2147", 37.31, -77.29, "VA", "town port-river", 0, "fit 2246 is Petersburg's: moved to the James"),
    "yorktown": ("Yorktown", "2248", 37.24, -76.51, "VA", "town port-ocean", 0, "fit"),
    "aquia": ("Aquia Landing", "1846", 38.39, -77.32, "VA", "town port-river", 0, "fit; end of the RF&P"),
    "lynchburg": ("Lynchburg", "2241", 37.41, -79.14, "VA", "town resource", 2, "fit"),
    "gordonsville": ("Gordonsville", "1944", 38.14, -78.19, "VA", "town", 0, "fit"),
    "charlottesville": ("Charlottesville", "2043", 38.03, -78.48, "VA", "town resource", 1, "fit"),
    "staunton": ("Staunton", "1942", 38.15, -79.07, "VA", "town resource", 1, "fit"),
    "winchester": ("Winchester", "1644", 39.19, -78.16, "VA", "town resource", 1, "fit"),
    "culpeper": ("Culpeper", "1844", 38.47, -78.00, "VA", "town", 0, "fit"),
    "strasburg": ("Strasburg", "1643", 38.99, -78.36, "VA", "town", 0, "fit"),
    "danville": ("Danville", "2541", 36.59, -79.40, "VA", "town resource", 1, "fit"),
    "bristol": ("Bristol", "2534", 36.60, -82.19, "TN", "town", 0, "fit"),
    "knoxville": ("Knoxville", "2730", 35.96, -83.92, "TN", "town port-river resource", 2, "fit"),
    "murfreesboro": ("Murfreesboro", "2823", 35.85, -86.39, "TN", "town", 0, "fit"),
    "corinth": ("Corinth", "3118", 34.93, -88.52, "MS", "town", 0, "fit"),
    "grand_junction": ("Grand Junction", "3116", 35.05, -89.19, "TN", "town", 0, "fit"),
    "huntsville": ("Huntsville", "3222", 34.73, -86.59, "AL", "town resource", 1, "fit"),
    "dalton": ("Dalton", "3127", 34.77, -84.97, "GA", "town", 0, "fit"),
    "augusta": ("Augusta", "3634", 33.47, -81.97, "GA", "city resource", 3, "fit; powder works"),
    "macon": ("Macon", "3830", 32.84, -83.63, "GA", "town resource", 2, "fit; arsenal"),
    "athens_ga": ("Athens", "3431", 33.96, -83.38, "GA", "town resource", 1, "fit"),
    "selma": ("Selma", "4021", 32.41, -87.02, "AL", "town port-river resource", 2, "fit; foundry"),
    "meridian": ("Meridian", "4017", 32.36, -88.70, "MS", "town", 0, "fit"),
    "grenada": ("Grenada", "3514", 33.77, -89.81, "MS", "town", 0, "fit"),
    "natchez": ("Natchez", "4310", 31.56, -91.40, "MS", "town port-river resource", 1, "fit"),
    "columbus_ms": ("Columbus", "3617", 33.50, -88.43, "MS", "town resource", 1, "fit"),
    "shreveport": ("Shreveport", "4004", 32.51, -93.75, "LA", "town port-river resource", 1, "fit"),
    "alexandria_la": ("Alexandria", "4407", 31.31, -92.45, "LA", "town port-river resource", 1, "fit"),
    "fort_smith": ("Fort Smith", "3002", 35.39, -94.40, "AR", "town port-river resource", 1, "fit"),
    "pine_bluff": ("Pine Bluff", "3408", 34.23, -92.00, "AR", "town port-river", 0, "fit"),
    "helena": ("Helena", "3212", 34.53, -90.59, "AR", "town port-river", 0, "fit"),
    "goldsboro": ("Goldsboro", "2945", 35.38, -77.99, "NC", "town resource", 1, "fit"),
    "weldon": ("Weldon", "2546", 36.43, -77.60, "NC", "town", 0, "fit"),
    "new_bern": ("New Bern", "3047", 35.11, -77.04, "NC", "town port-river resource", 1, "fit"),
    "charlotte": ("Charlotte", "3037", 35.23, -80.84, "NC", "town resource", 1, "fit; navy works"),
    "salisbury": ("Salisbury", "2838", 35.67, -80.47, "NC", "town resource", 1, "fit"),
    "greensboro": ("Greensboro", "2740", 36.07, -79.79, "NC", "town", 0, "fit"),
    "fayetteville_nc": ("Fayetteville", "3042", 35.05, -78.88, "NC", "town resource", 1, "fit; arsenal"),
    "florence_sc": ("Florence", "3340", 34.20, -79.77, "SC", "town", 0, "fit"),
    "jacksonville": ("Jacksonville", "4736", 30.33, -81.66, "FL", "town port-ocean resource", 1, "fit"),
    "frederick": ("Frederick", "1546", 39.41, -77.41, "MD", "town objective", 0, "fit"),
    "hagerstown": ("Hagerstown", "1445", 39.64, -77.72, "MD", "town objective", 0, "fit"),
    "cumberland": ("Cumberland", "1442", 39.65, -78.76, "MD", "town objective", 0, "fit"),
    "chambersburg": ("Chambersburg", "1346", 39.94, -77.66, "PA", "town objective", 0, "fit"),
    "gettysburg": ("Gettysburg", "1347", 39.83, -77.23, "PA", "town", 0, "fit"),
    "evansville": ("Evansville", "2019", 37.97, -87.57, "IN", "town port-river objective", 0, "fit"),
    "rolla": ("Rolla", "2109", 37.95, -91.77, "MO", "town objective", 0, "fit; railhead"),
    "kansas_city": ("Kansas City", "1702", 39.10, -94.58, "MO", "town port-river objective", 0, "fit"),
    "smithland": ("Smithland", "2318", 37.14, -88.40, "KY", "town", 0, "fit; mouth of the Cumberland"),
    "pocahontas": ("Pocahontas", "2611", 36.26, -90.97, "AR", "town", 0, "fit"),
    "fayetteville_ar": ("Fayetteville", "2703", 36.06, -94.16, "AR", "town", 0, "fit"),
    "port_royal": ("Port Royal (Beaufort SC)", "3938", 32.43, -80.67, "SC", "town port-ocean", 0, "fit; blockade port"),
    "fernandina": ("Fernandina", "4636", 30.67, -81.46, "FL", "town port-ocean", 0, "fit; blockade port"),
    # -- off the map --
    "austin": ("Austin (off-map resource)", "4700", 30.27, -97.74, "TX", "offmap capital resource", 2, "AUTHORED: west-edge half-hex, column 00"),
    "san_antonio": ("San Antonio (off-map resource)", "4900", 29.42, -98.49, "TX", "offmap resource", 2, "AUTHORED: west-edge half-hex, column 00"),
}

# The three West Virginia Resource hexes of 17.1.2.
WV_RESOURCES = ("charleston_wv", "wheeling", "grafton")

# Hexes the rulebook prints, as the rulebook gives them (mapcheck compares).
RULEBOOK_HEXES = {
    "washington": "1647", "galveston": "5101", "vicksburg": "4011", "dover": "2619",
    "harpers_ferry": "1545", "new_madrid": "2515", "saltville": "2435", "decatur_al": "3221",
    "stevenson": "3125", "muscle_shoals": "3220", "florence": "3120", "tuscumbia": "3219",
    "arkansas_post": "3409", "simmesport": "4509", "new_orleans": "4814", "brashear": "5011",
    "proctorville": "4915", "forts_hex": "5015", "biloxi": "4718", "pascagoula": "4719",
    "mobile": "4619", "pensacola": "4722", "savannah": "4137", "charleston_sc": "3839",
    "wilmington": "3345", "beaufort_nc": "3148", "hampton": "2349", "norfolk": "2449",
    "sabine_city": "4903", "union_city": "2616", "mckenzie": "2718", "jackson_tn": "2917",
    "brownsville_tn": "2915",
}

# Spaces that are not hexes (2.1.3): Coastal Forts (each tied to one Port)
# and island boxes. "reach": the hexes or boxes a land unit may move to.
COASTAL_FORTS = {
    "fort_st_philip": {"name": "Forts St. Philip and Jackson", "port": "new_orleans", "hex_near": "5015",
                        "theatre": "West", "auto_reaction": False},
    "fort_morgan": {"name": "Fort Morgan", "port": "mobile", "hex_near": "4720", "auto_reaction": True},
    "fort_pickens": {"name": "Fort Pickens", "port": "pensacola", "hex_near": "4722", "auto_reaction": False},
    "fort_pulaski": {"name": "Fort Pulaski", "port": "savannah", "hex_near": "4137", "auto_reaction": True},
    "fort_sumter": {"name": "Fort Sumter", "port": "charleston_sc", "hex_near": "3839", "auto_reaction": False},
    "fort_fisher": {"name": "Fort Fisher (Fort Johnson)", "port": "wilmington", "hex_near": "3345", "auto_reaction": True},
    "fort_macon": {"name": "Fort Macon", "port": "beaufort_nc", "hex_near": "3148", "auto_reaction": False},
    "fort_monroe": {"name": "Fort Monroe", "port": "hampton", "hex_near": "2349", "auto_reaction": True},
}
ISLANDS = {
    "hatteras_inlet": {"name": "Hatteras Inlet", "sea": True, "sound": "pamlico"},
    "roanoke_island": {"name": "Roanoke Island", "sea": False, "sound": "pamlico"},
    "ship_island": {"name": "Ship Island", "sea": True, "reach": ("biloxi", "pascagoula", "proctorville")},
}
BOXES = ("chesapeake_bay", "brownsville_matamoros")

# Blockade-running ports (14.4): space -> (zone, DRM, source). The rules give
# Wilmington +2, Roanoke Island +1 and (by its 1/2 VP) Norfolk +1, and the
# zone totals at each scenario's start: 1861 North Atlantic 5, South
# Atlantic 7, Gulf 8; 1862 4/6/7; 1863 2/2/3. The rest is AUTHORED so that
# the 1861 totals hold with every port CSA-held and the later totals fall as
# the ports fell: Hatteras Inlet (August 1861) and Port Royal (November 1861)
# before 1862; Norfolk, Roanoke Island, Fernandina, Jacksonville, Savannah
# (Fort Pulaski, April 1862), New Orleans and Apalachicola before 1863;
# Galveston was retaken in January 1863. Brownsville/Matamoros works only
# once Galveston is Union-held, so it is not in the 1861 total.
BLOCKADE = {
    "wilmington": ("North Atlantic", 2, "rulebook"),
    "norfolk": ("North Atlantic", 1, "rulebook (1/2 VP for its DRM in 1861)"),
    "roanoke_island": ("North Atlantic", 1, "rulebook"),
    "hatteras_inlet": ("North Atlantic", 1, "AUTHORED"),
    "charleston_sc": ("South Atlantic", 2, "AUTHORED"),
    "savannah": ("South Atlantic", 2, "AUTHORED"),
    "port_royal": ("South Atlantic", 1, "AUTHORED"),
    "fernandina": ("South Atlantic", 1, "AUTHORED"),
    "jacksonville": ("South Atlantic", 1, "AUTHORED"),
    "new_orleans": ("Gulf", 3, "AUTHORED"),
    "mobile": ("Gulf", 2, "AUTHORED"),
    "galveston": ("Gulf", 1, "AUTHORED"),
    "apalachicola": ("Gulf", 1, "AUTHORED"),
    "sabine_city": ("Gulf", 1, "AUTHORED"),
    "brownsville_matamoros": ("Gulf", 1, "AUTHORED; active only once Galveston is Union-held"),
}
BLOCKADE_1861 = {"North Atlantic": 5, "South Atlantic": 7, "Gulf": 8}


def hex_of(key: str) -> str:
    return PLACES[key][1]


_BY_HEX: dict[str, list[str]] = {}
for _k, _p in PLACES.items():
    _BY_HEX.setdefault(_p[1], []).append(_k)


def places_in(label: str) -> list[str]:
    return list(_BY_HEX.get(label, ()))


def kinds(key: str) -> set[str]:
    return set(PLACES[key][5].split())
