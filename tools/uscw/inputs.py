"""Authored inputs of the USCW map generator: the designer's revisable place.

Every list here is AUTHORED from general knowledge of 1861 geography (see
pyapp/games/uscw/MAP_NOTES.md for the reasons); positions are (lat, lon).
"""

# Natural lakes kept from GSHHG (everything else GSHHG calls a lake inside
# the map is a 20th-century reservoir and counts as land): name -> a point
# inside the lake.
NATURAL_LAKES = {
    "Pontchartrain": (30.18, -90.10),
    "Maurepas": (30.25, -90.50),
    "Mattamuskeet": (35.48, -76.18),
    "Drummond": (36.60, -76.46),
    "Reelfoot": (36.40, -89.39),
    "Grand Lake (Atchafalaya)": (29.95, -91.55),
    "Lake Borgne": (30.05, -89.65),
    "Calcasieu Lake": (29.90, -93.30),
    "Sabine Lake": (29.85, -93.85),
}

# Swamps (terrain "s"): a hex holding one of these points is swamp.
SWAMPS = {
    "Great Dismal Swamp": [(36.60, -76.45), (36.75, -76.55)],
    "Atchafalaya Basin": [(30.35, -91.65), (30.10, -91.55), (29.85, -91.35), (30.60, -91.75)],
    "Okefenokee": [(30.75, -82.30), (30.95, -82.35)],
    "Mississippi Delta below New Orleans": [(29.60, -89.80), (29.40, -89.60), (29.25, -89.40)],
    "Louisiana coastal marsh": [(29.75, -90.55), (29.55, -90.35), (29.65, -92.10), (29.80, -92.70),
                                (29.90, -93.20)],
    "Yazoo backwater (Steele's Bayou, Deer Creek)": [(33.00, -90.95), (33.05, -90.70)],
    "Tensas / Bayou Macon swamps": [(32.10, -91.35), (31.75, -91.55)],
    "Pearl River swamp": [(30.45, -89.70)],
    "Santee swamp": [(33.45, -80.20)],
    "Alligator River / Albemarle swamps": [(35.75, -76.20), (35.90, -76.75)],
    "Big Thicket": [(30.45, -94.30)],
    "White River bottoms": [(34.35, -91.15)],
    "St. Francis sunk lands": [(35.60, -90.35), (35.95, -90.20)],
}

# Places whose hex is swamp whatever the points above say: Cairo's bottoms
# (the rules' example puts Columbus KY 5 MP from Cairo: see MAP_NOTES.md).
SWAMP_PLACES = ["cairo"]

# Wholly unplayable marsh ("pantano", 5.7): no land move in.
MARSH = {
    "Balize (bird's-foot delta)": [(29.15, -89.25)],
    "Chandeleur marsh": [(29.80, -89.35)],
    "Marsh Island": [(29.55, -91.90)],
}

# Forest (terrain "f"): dense woods the game's scale would show. Besides the
# relief rule in build.py (rugged hill country), these points.
FORESTS = {
    "The Wilderness": [(38.32, -77.75)],
    "Piney Woods of east Texas": [(31.30, -94.50), (30.90, -94.10)],
    "Longleaf pine barrens of south Alabama and Mississippi": [(31.20, -88.80), (31.10, -88.00),
                                                                (31.30, -87.40)],
    "Florida pine flatwoods": [(30.30, -83.20), (30.00, -82.70), (29.60, -82.30)],
}

# Points that must not be mountain whatever the relief (bluffs, river towns).
NOT_MOUNTAIN = {
    "Chattanooga": (35.05, -85.31), "Knoxville": (35.96, -83.92), "Staunton": (38.15, -79.07),
    "Winchester": (39.19, -78.16), "Harper's Ferry": (39.32, -77.73), "Lynchburg": (37.41, -79.14),
}

# Mountain hexes added by hand (ridges ETOPO5 smooths away).
MOUNTAINS = {
    "Lookout Mountain / Sand Mountain": [(34.85, -85.45)],
    "Massanutten": [(38.75, -78.60)],
}

# Inland waters behind barrier islands (lat_min, lat_max, lon_min, lon_max):
# the water hexes and coastal hexes whose centre is inside belong to them.
SOUNDS = {
    "pamlico": (35.05, 36.20, -77.10, -75.95),
    "pontchartrain": (30.02, 30.35, -90.50, -89.75),
    "mobile_bay": (30.25, 30.72, -88.08, -87.75),
    "galveston_bay": (29.35, 29.80, -95.10, -94.85),
}

# Partly unplayable hexes (5.7): the neighbours reached only through the
# unplayable part of the hex (no land move across unless a rail line does).
# Galveston: everything but the rail causeway to the mainland (Bolivar is
# across the harbour mouth). Simmesport: the backswamp of the Atchafalaya
# to the south (AUTHORED guess; the text does not say).
UNPLAYABLE_SIDES = {
    "galveston": ["5102"],
    "simmesport": ["4609"],
}

# Roads (5.3): they exist only through swamps; following one into a swamp
# hex costs 1 MP instead of 2. Chains of hex labels, AUTHORED from the
# historical roads: the Old Spanish Trail from Brashear City by Thibodaux to
# the west bank opposite New Orleans (the rules' route A2), the Dismal Swamp
# Canal road from Norfolk toward Elizabeth City, Grant's 1863 road down the
# Louisiana shore below Vicksburg (Milliken's Bend to Hard Times), and the
# road over the Atchafalaya swamps from Simmesport toward Opelousas.
ROADS = {
    "Old Spanish Trail (Brashear City-Thibodaux)": ["5011", "4911", "4912"],
    "Old Spanish Trail (Thibodaux-Algiers)": ["4912", "4913", "4914"],
    "Dismal Swamp road": ["2449", "2549", "2649"],
    "Grant's road (Louisiana shore)": ["4010", "4111", "4210", "4310"],
    "Atchafalaya road": ["4509", "4609", "4608"],
}
