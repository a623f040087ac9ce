"""Courses of the big navigable rivers of the eastern United States (pure data).

AUTHORED: approximate courses from public geographic knowledge, for drawing
only; about 0.1 degree accuracy. No package with river geography is
available offline, so every point below was written by hand from well-known
places on each river (towns, forts, landings, confluences). These are NOT
surveyed courses: small meanders are left out and only the big bends are
followed.

Format: RIVERS[name] = [(lon, lat), ...], the source (upstream) side first,
the mouth last. The rivers are those that matter for the A House Divided map
area (lon -96..-70, lat 24..45); every point lies inside lon -97..-69,
lat 24..46, and consecutive points are less than about 1.2 degrees apart.
Tributaries end on the point where they meet the main river (the same
coordinates as a point of the main river where practical).

validate() checks bounds, ordering sanity and that the Mississippi passes by
its main cities. Nothing runs at import.
"""

from __future__ import annotations

import math

RIVERS = {
    "Mississippi": [
        (-93.39, 45.20),  # Anoka
        (-93.26, 44.98),  # Minneapolis
        (-93.09, 44.94),  # St Paul
        (-92.85, 44.74),  # Hastings
        (-92.53, 44.57),  # Red Wing
        (-92.03, 44.38),  # Wabasha (foot of Lake Pepin)
        (-91.64, 44.05),  # Winona
        (-91.25, 43.80),  # La Crosse
        (-91.22, 43.45),
        (-91.15, 43.05),  # Prairie du Chien
        (-90.90, 42.75),
        (-90.66, 42.50),  # Dubuque
        (-90.40, 42.20),
        (-90.19, 41.84),  # Clinton
        (-90.45, 41.57),
        (-90.58, 41.52),  # Davenport / Rock Island
        (-91.05, 41.42),  # Muscatine
        (-91.10, 41.10),
        (-91.10, 40.81),  # Burlington
        (-91.38, 40.40),  # Keokuk
        (-91.41, 39.93),  # Quincy
        (-91.36, 39.71),  # Hannibal
        (-91.05, 39.45),  # Louisiana MO
        (-90.75, 39.20),
        (-90.43, 38.97),  # Grafton (mouth of the Illinois)
        (-90.18, 38.89),  # Alton
        (-90.12, 38.81),  # mouth of the Missouri
        (-90.19, 38.63),  # St Louis
        (-90.28, 38.35),
        (-90.05, 37.98),  # Ste Genevieve
        (-89.83, 37.90),  # Chester
        (-89.52, 37.31),  # Cape Girardeau
        (-89.45, 37.15),
        (-89.18, 37.00),  # Cairo (mouth of the Ohio)
        (-89.10, 36.76),  # Columbus KY
        (-89.19, 36.57),  # Hickman
        (-89.47, 36.45),  # Island No. 10
        (-89.53, 36.59),  # New Madrid (Kentucky Bend)
        (-89.62, 36.48),
        (-89.50, 36.37),  # Tiptonville
        (-89.66, 36.19),  # Caruthersville
        (-89.85, 35.90),
        (-89.97, 35.70),  # Osceola
        (-89.85, 35.63),  # Fort Pillow
        (-90.05, 35.40),
        (-90.05, 35.15),  # Memphis
        (-90.30, 34.85),
        (-90.59, 34.53),  # Helena
        (-90.70, 34.30),
        (-90.92, 34.02),  # mouth of the White
        (-91.07, 33.78),  # Napoleon (mouth of the Arkansas)
        (-91.07, 33.41),  # Greenville
        (-91.17, 32.81),  # Lake Providence
        (-91.07, 32.55),  # Milliken's Bend
        (-90.90, 32.42),  # mouth of the Yazoo
        (-90.88, 32.35),  # Vicksburg
        (-91.06, 32.03),  # Grand Gulf
        (-91.20, 31.80),
        (-91.40, 31.56),  # Natchez
        (-91.55, 31.25),
        (-91.63, 31.02),  # mouth of the Red (Old River)
        (-91.50, 30.85),
        (-91.28, 30.69),  # Port Hudson
        (-91.19, 30.45),  # Baton Rouge
        (-91.10, 30.20),
        (-90.99, 30.10),  # Donaldsonville
        (-90.70, 30.04),
        (-90.40, 29.98),
        (-90.07, 29.95),  # New Orleans
        (-89.95, 29.88),  # English Turn
        (-89.80, 29.58),  # Pointe a la Hache
        (-89.45, 29.36),  # Forts Jackson and St Philip
        (-89.25, 29.15),  # Head of Passes
    ],
    "Ohio": [
        (-80.01, 40.44),  # Pittsburgh
        (-80.31, 40.69),  # Beaver
        (-80.58, 40.62),  # East Liverpool
        (-80.62, 40.37),  # Steubenville
        (-80.72, 40.06),  # Wheeling
        (-80.74, 39.92),  # Moundsville
        (-80.86, 39.65),  # New Martinsville
        (-81.15, 39.50),
        (-81.45, 39.42),  # Marietta
        (-81.56, 39.27),  # Parkersburg
        (-81.76, 38.95),  # Ravenswood
        (-82.03, 39.03),  # Pomeroy
        (-82.14, 38.84),  # Point Pleasant (mouth of the Kanawha)
        (-82.20, 38.81),  # Gallipolis
        (-82.45, 38.42),  # Huntington
        (-82.64, 38.48),  # Ashland
        (-83.00, 38.73),  # Portsmouth
        (-83.40, 38.62),
        (-83.74, 38.65),  # Maysville
        (-84.20, 38.80),
        (-84.51, 39.10),  # Cincinnati
        (-84.85, 39.09),  # Lawrenceburg
        (-84.90, 38.80),
        (-85.38, 38.74),  # Madison
        (-85.55, 38.45),
        (-85.76, 38.25),  # Louisville
        (-85.94, 37.99),  # West Point
        (-86.17, 37.99),  # Brandenburg
        (-86.35, 38.20),  # Leavenworth IN
        (-86.55, 38.00),
        (-86.74, 37.91),  # Cannelton
        (-87.11, 37.77),  # Owensboro
        (-87.57, 37.97),  # Evansville
        (-87.59, 37.84),  # Henderson
        (-87.90, 37.93),  # Mount Vernon
        (-88.03, 37.80),  # mouth of the Wabash
        (-88.13, 37.70),  # Shawneetown
        (-88.17, 37.47),  # Cave-in-Rock
        (-88.49, 37.36),  # Golconda
        (-88.40, 37.14),  # Smithland (mouth of the Cumberland)
        (-88.60, 37.08),  # Paducah (mouth of the Tennessee)
        (-88.73, 37.15),  # Metropolis
        (-89.00, 37.12),
        (-89.16, 37.08),  # Mound City
        (-89.18, 37.00),  # Cairo
    ],
    "Tennessee": [
        (-83.92, 35.96),  # Knoxville
        (-84.15, 35.85),
        (-84.33, 35.74),  # Loudon
        (-84.51, 35.87),  # Kingston (mouth of the Clinch)
        (-84.80, 35.60),  # Watts Bar
        (-85.00, 35.45),  # Dayton
        (-85.15, 35.25),
        (-85.31, 35.05),  # Chattanooga
        (-85.45, 35.03),
        (-85.60, 35.00),
        (-85.71, 34.95),  # Bridgeport
        (-85.85, 34.85),  # Stevenson
        (-86.05, 34.65),  # Scottsboro
        (-86.29, 34.36),  # Guntersville
        (-86.50, 34.48),
        (-86.59, 34.57),  # Whitesburg (Huntsville landing)
        (-86.98, 34.61),  # Decatur
        (-87.30, 34.72),
        (-87.68, 34.80),  # Florence
        (-87.95, 34.82),
        (-88.06, 34.92),  # Waterloo
        (-88.25, 35.06),  # Pickwick
        (-88.32, 35.15),  # Pittsburg Landing
        (-88.25, 35.23),  # Savannah TN
        (-87.99, 35.39),  # Clifton
        (-88.03, 35.62),  # Perryville
        (-88.00, 35.85),
        (-87.97, 36.02),  # Johnsonville
        (-88.00, 36.30),
        (-88.03, 36.50),  # Fort Henry
        (-88.15, 36.80),
        (-88.23, 37.00),  # Grand Rivers
        (-88.60, 37.08),  # Paducah
    ],
    "Cumberland": [
        (-85.37, 36.79),  # Burkesville
        (-85.50, 36.55),  # Celina
        (-85.70, 36.35),
        (-85.95, 36.25),  # Carthage
        (-86.17, 36.39),  # Hartsville
        (-86.45, 36.30),  # Gallatin landing
        (-86.65, 36.27),
        (-86.78, 36.16),  # Nashville
        (-86.90, 36.25),
        (-87.06, 36.27),  # Ashland City
        (-87.20, 36.40),
        (-87.36, 36.53),  # Clarksville
        (-87.60, 36.48),
        (-87.86, 36.49),  # Dover / Fort Donelson
        (-87.95, 36.70),
        (-88.08, 37.00),  # Eddyville
        (-88.25, 37.08),
        (-88.40, 37.14),  # Smithland
    ],
    "Missouri": [
        (-95.92, 41.26),  # Omaha
        (-95.85, 40.68),  # Nebraska City
        (-95.50, 40.20),
        (-94.85, 39.77),  # St Joseph
        (-95.12, 39.56),  # Atchison
        (-94.91, 39.32),  # Leavenworth
        (-94.58, 39.10),  # Kansas City
        (-94.25, 39.15),
        (-93.88, 39.19),  # Lexington MO
        (-93.52, 39.21),  # Waverly
        (-93.23, 39.32),
        (-93.13, 39.42),  # Brunswick
        (-92.84, 39.23),  # Glasgow
        (-92.74, 38.97),  # Boonville
        (-92.56, 38.98),  # Rocheport
        (-92.35, 38.75),
        (-92.17, 38.58),  # Jefferson City
        (-91.80, 38.62),
        (-91.44, 38.71),  # Hermann
        (-91.01, 38.56),  # Washington MO
        (-90.75, 38.65),
        (-90.48, 38.78),  # St Charles
        (-90.12, 38.81),  # mouth, above St Louis
    ],
    "Arkansas": [
        (-95.25, 35.80),  # Fort Gibson
        (-95.13, 35.51),  # Webbers Falls
        (-94.80, 35.45),
        (-94.40, 35.39),  # Fort Smith
        (-94.35, 35.43),  # Van Buren
        (-93.83, 35.49),  # Ozark
        (-93.47, 35.43),  # Clarksville AR
        (-93.15, 35.23),  # Dardanelle
        (-92.74, 35.15),  # Morrilton
        (-92.55, 35.07),
        (-92.29, 34.75),  # Little Rock
        (-92.10, 34.50),
        (-92.00, 34.23),  # Pine Bluff
        (-91.75, 34.05),
        (-91.35, 34.02),  # Arkansas Post
        (-91.20, 33.90),
        (-91.07, 33.78),  # Napoleon, on the Mississippi
    ],
    "Red": [
        (-96.00, 33.80),
        (-95.50, 33.88),
        (-95.05, 33.75),
        (-94.60, 33.65),
        (-94.05, 33.55),
        (-93.81, 33.61),  # Fulton AR (the great bend south)
        (-93.85, 33.20),
        (-93.80, 32.85),
        (-93.75, 32.52),  # Shreveport
        (-93.55, 32.25),
        (-93.34, 32.02),  # Coushatta
        (-93.08, 31.80),  # Grand Ecore / Natchitoches
        (-92.85, 31.55),
        (-92.45, 31.31),  # Alexandria LA
        (-92.10, 31.20),
        (-91.95, 31.12),  # Fort De Russy area
        (-91.63, 31.02),  # mouth, on the Mississippi
    ],
    "White": [
        (-91.64, 35.77),  # Batesville
        (-91.45, 35.70),
        (-91.28, 35.61),  # Jacksonport / Newport
        (-91.37, 35.28),  # Augusta AR
        (-91.50, 34.97),  # Des Arc
        (-91.31, 34.69),  # Clarendon
        (-91.13, 34.37),  # St Charles
        (-91.10, 34.15),
        (-90.92, 34.02),  # mouth, on the Mississippi
    ],
    "Ouachita-Black": [
        (-93.05, 34.12),  # Arkadelphia
        (-92.83, 33.58),  # Camden
        (-92.65, 33.35),
        (-92.45, 33.12),
        (-92.15, 33.03),
        (-92.10, 32.80),
        (-92.12, 32.51),  # Monroe
        (-92.08, 32.10),  # Columbia LA
        (-91.83, 31.77),  # Harrisonburg LA
        (-91.82, 31.62),  # Jonesville (Black River begins)
        (-91.85, 31.35),
        (-91.84, 31.08),  # joins the Red
    ],
    "Potomac": [
        (-78.76, 39.65),  # Cumberland MD
        (-78.46, 39.53),  # Paw Paw
        (-78.18, 39.70),  # Hancock
        (-77.82, 39.60),  # Williamsport
        (-77.80, 39.43),  # Shepherdstown
        (-77.73, 39.32),  # Harpers Ferry
        (-77.54, 39.27),  # Point of Rocks
        (-77.43, 39.10),  # Edwards Ferry / Ball's Bluff
        (-77.25, 39.00),  # Great Falls
        (-77.07, 38.91),  # Georgetown
        (-77.04, 38.88),  # Washington
        (-77.04, 38.80),  # Alexandria
        (-77.09, 38.71),  # Mount Vernon
        (-77.28, 38.52),  # Quantico
        (-77.32, 38.40),  # Aquia Creek
        (-77.23, 38.36),
        (-77.05, 38.39),  # Mathias Point
        (-76.96, 38.25),  # Colonial Beach
        (-76.80, 38.20),
        (-76.60, 38.13),
        (-76.45, 38.07),
        (-76.30, 38.00),  # mouth, Chesapeake Bay
    ],
    "James": [
        (-79.68, 37.53),  # Buchanan
        (-79.35, 37.47),
        (-79.14, 37.41),  # Lynchburg
        (-78.83, 37.55),  # Bent Creek
        (-78.64, 37.73),  # Howardsville
        (-78.49, 37.80),  # Scottsville
        (-78.16, 37.75),  # Columbia
        (-78.09, 37.67),  # Cartersville
        (-77.83, 37.67),  # Maidens
        (-77.60, 37.60),
        (-77.43, 37.53),  # Richmond
        (-77.42, 37.42),  # Drewry's Bluff
        (-77.37, 37.38),  # Dutch Gap
        (-77.28, 37.31),  # City Point
        (-77.20, 37.32),  # Harrison's Landing
        (-77.00, 37.25),
        (-76.78, 37.21),  # Jamestown
        (-76.65, 37.10),
        (-76.50, 37.03),
        (-76.43, 36.98),  # Newport News Point
        (-76.33, 36.98),  # Hampton Roads
    ],
    "Rappahannock": [
        (-78.10, 38.80),
        (-77.95, 38.66),
        (-77.82, 38.54),  # Rappahannock Station
        (-77.78, 38.48),  # Kelly's Ford
        (-77.65, 38.38),
        (-77.60, 38.37),  # United States Ford
        (-77.46, 38.30),  # Fredericksburg
        (-77.30, 38.22),
        (-77.19, 38.17),  # Port Royal
        (-77.05, 38.08),
        (-76.86, 37.93),  # Tappahannock
        (-76.65, 37.75),
        (-76.58, 37.64),  # Urbanna
        (-76.30, 37.58),  # mouth, Chesapeake Bay
    ],
    "Shenandoah": [
        (-79.07, 38.15),  # Staunton area (Middle River)
        (-78.95, 38.25),
        (-78.81, 38.30),  # Port Republic (South Fork)
        (-78.62, 38.41),  # Elkton
        (-78.52, 38.55),
        (-78.46, 38.66),  # Luray
        (-78.35, 38.80),
        (-78.19, 38.92),  # Front Royal
        (-78.05, 39.05),
        (-77.92, 39.18),  # Berryville fords
        (-77.80, 39.27),
        (-77.73, 39.32),  # Harpers Ferry, on the Potomac
    ],
    "Susquehanna": [
        (-75.88, 41.25),  # Wilkes-Barre
        (-76.23, 41.05),  # Berwick
        (-76.55, 40.95),
        (-76.79, 40.86),  # Sunbury
        (-76.86, 40.70),
        (-76.99, 40.57),  # Liverpool
        (-77.03, 40.40),  # Duncannon
        (-76.89, 40.26),  # Harrisburg
        (-76.73, 40.15),  # Middletown
        (-76.50, 40.03),  # Columbia
        (-76.30, 39.85),
        (-76.17, 39.66),  # Conowingo
        (-76.09, 39.54),  # Havre de Grace, Chesapeake Bay
    ],
    "Kanawha": [
        (-81.19, 38.17),  # Gauley Bridge
        (-81.40, 38.25),
        (-81.63, 38.35),  # Charleston
        (-81.89, 38.53),  # Winfield
        (-82.05, 38.70),
        (-82.14, 38.84),  # Point Pleasant, on the Ohio
    ],
    "Wabash": [
        (-85.50, 40.88),  # Huntington
        (-85.82, 40.80),  # Wabash IN
        (-86.07, 40.75),  # Peru
        (-86.36, 40.75),  # Logansport
        (-86.68, 40.59),  # Delphi
        (-86.89, 40.42),  # Lafayette
        (-87.25, 40.29),  # Attica
        (-87.39, 40.14),  # Covington
        (-87.40, 39.80),
        (-87.41, 39.47),  # Terre Haute
        (-87.66, 39.11),  # Hutsonville
        (-87.53, 38.68),  # Vincennes
        (-87.76, 38.41),  # Mount Carmel
        (-87.94, 38.13),  # New Harmony
        (-88.03, 37.80),  # mouth, on the Ohio
    ],
    "Illinois": [
        (-88.08, 41.52),  # Joliet (Des Plaines)
        (-88.35, 41.40),
        (-88.84, 41.35),  # Ottawa
        (-89.09, 41.33),  # La Salle
        (-89.34, 41.25),  # Hennepin
        (-89.45, 40.95),
        (-89.59, 40.69),  # Peoria
        (-89.80, 40.50),
        (-90.06, 40.30),  # Havana
        (-90.43, 40.02),  # Beardstown
        (-90.56, 39.83),  # Meredosia
        (-90.60, 39.50),
        (-90.62, 39.16),  # Hardin
        (-90.43, 38.97),  # Grafton, on the Mississippi
    ],
    "Yazoo": [
        (-90.18, 33.52),  # Greenwood
        (-90.32, 33.35),
        (-90.49, 33.18),  # Belzoni
        (-90.45, 33.00),
        (-90.41, 32.86),  # Yazoo City
        (-90.54, 32.67),  # Satartia
        (-90.77, 32.50),  # Haynes Bluff
        (-90.90, 32.42),  # mouth, above Vicksburg
    ],
    "Coosa": [
        (-85.17, 34.26),  # Rome GA
        (-85.68, 34.15),  # Centre
        (-86.01, 34.01),  # Gadsden
        (-86.20, 33.80),
        (-86.35, 33.45),
        (-86.35, 33.28),  # Childersburg
        (-86.52, 32.96),
        (-86.21, 32.54),  # Wetumpka
        (-86.26, 32.43),  # joins the Tallapoosa: the Alabama
    ],
    "Alabama-Mobile": [
        (-86.26, 32.43),  # head of the Alabama
        (-86.30, 32.38),  # Montgomery
        (-86.48, 32.40),
        (-86.70, 32.30),
        (-87.02, 32.41),  # Selma
        (-87.10, 32.32),  # Cahaba
        (-87.30, 32.10),
        (-87.30, 31.95),  # Camden
        (-87.51, 31.54),  # Claiborne
        (-87.70, 31.32),
        (-87.94, 31.14),  # meets the Tombigbee
        (-88.00, 30.95),
        (-88.04, 30.69),  # Mobile
    ],
    "Tombigbee": [
        (-88.43, 33.50),  # Columbus MS
        (-88.30, 33.20),
        (-88.10, 32.90),  # Gainesville AL
        (-87.84, 32.52),  # Demopolis (mouth of the Black Warrior)
        (-87.95, 32.10),
        (-88.00, 31.85),
        (-87.95, 31.60),
        (-87.94, 31.14),  # meets the Alabama
    ],
    "Chattahoochee-Apalachicola": [
        (-84.05, 34.20),  # Buford
        (-84.30, 34.00),
        (-84.45, 33.85),  # above Atlanta
        (-84.65, 33.65),
        (-84.90, 33.40),
        (-85.10, 33.28),  # Franklin GA
        (-85.18, 32.88),  # West Point
        (-85.05, 32.65),
        (-84.99, 32.46),  # Columbus GA
        (-85.00, 32.10),
        (-85.15, 31.89),  # Eufaula
        (-85.06, 31.61),  # Fort Gaines
        (-85.00, 31.20),
        (-84.86, 30.70),  # Chattahoochee FL (Apalachicola begins)
        (-85.05, 30.44),  # Blountstown
        (-85.05, 30.10),
        (-84.98, 29.73),  # Apalachicola
    ],
    "Savannah": [
        (-82.18, 33.66),  # Clarks Hill
        (-81.97, 33.47),  # Augusta
        (-81.85, 33.20),
        (-81.70, 33.00),
        (-81.55, 32.80),
        (-81.40, 32.55),
        (-81.20, 32.30),
        (-81.09, 32.08),  # Savannah
        (-80.88, 32.03),  # mouth (Tybee)
    ],
    "Cape Fear": [
        (-79.08, 35.62),  # Haw and Deep meet
        (-78.81, 35.40),  # Lillington
        (-78.87, 35.05),  # Fayetteville
        (-78.60, 34.63),  # Elizabethtown
        (-78.35, 34.45),
        (-78.10, 34.35),
        (-77.95, 34.23),  # Wilmington
        (-77.95, 34.05),
        (-77.93, 33.95),  # Fort Fisher
        (-78.00, 33.88),  # mouth
    ],
}

# City points the Mississippi must pass by (lon, lat), checked by validate().
_MISSISSIPPI_CITIES = {
    "St Louis": (-90.19, 38.63),
    "Cairo": (-89.18, 37.0),
    "Memphis": (-90.05, 35.15),
    "Vicksburg": (-90.88, 32.35),
    "New Orleans": (-90.07, 29.95),
}


def _dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def _dist_to_segment(p, a, b):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    n = dx * dx + dy * dy
    t = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / n))
    return _dist(p, (ax + t * dx, ay + t * dy))


def _dist_to_line(p, pts):
    return min(_dist_to_segment(p, pts[i], pts[i + 1]) for i in range(len(pts) - 1))


def validate() -> None:
    """Assert bounds, ordering sanity and the Mississippi's city points."""
    assert RIVERS, "no rivers"
    for name, pts in RIVERS.items():
        assert isinstance(name, str) and name, name
        assert len(pts) >= 3, (name, len(pts))
        for lon, lat in pts:
            assert -97.0 <= lon <= -69.0 and 24.0 <= lat <= 46.0, (name, lon, lat)
        for a, b in zip(pts, pts[1:]):
            assert a != b, (name, a)
            assert _dist(a, b) < 1.5, (name, a, b)
    miss = RIVERS["Mississippi"]
    for city, p in _MISSISSIPPI_CITIES.items():
        d = _dist_to_line(p, miss)
        assert d <= 0.15, ("Mississippi misses", city, round(d, 3))
    # the mouth is the southern end
    assert miss[-1][1] < miss[0][1]
