"""Map data for A House Divided: boxes and transport links (pure data, stdlib only).

AUTHORED MAP. The rulebook gives only part of the board: the full box list and
connection graph were printed on the map, which the rules text does not carry.
Everything not listed below under "Facts taken from the rulebook" is
authored from 1861 geography (railroads in operation or finished during the
war, navigable rivers, turnpikes) and is NOT the publisher's board. Reasons for each choice
are in MAP_NOTES.md next to this file.

Facts taken from the rulebook (Spanish edition, basic game):
- boxes are joined by road, rail and river lines; rivers carry downstream arrows;
- permanent entrenchments: Washington, Richmond, Fort Monroe, Vicksburg (4.2.5);
- the Potomac line joins Washington and Fredericksburg and is closed to the
  Confederates (4.2.6);
- setup boxes and their sides: Union in Washington, Chicago, Fort Wayne,
  Harper's Ferry, Pittsburgh, Canton, Columbus, St. Louis; Confederates in
  Manassas Junction, Fredericksburg, Front Royal, Charleston, Mobile,
  Jefferson City, Atlanta, New Orleans (2) -- so those boxes start owned by
  those sides;
- maximum army size at start: Union 34, CSA 29 (2, 7);
- the seven Confederate recruitment cities worth 2 or 3: New Orleans, Mobile,
  Atlanta, Memphis, Charleston, Wilmington, Richmond (11);
- Cairo recruits for whichever side holds it (7);
- Kentucky holds cities owned by nobody at the start (7);
- example links: Evansville-Paducah-Cairo by river; Evansville-Bloomington,
  Bloomington-Indianapolis and Bloomington-Louisville by rail (4);
  Shreveport-Monroe by road, Monroe-Vicksburg by rail, Vicksburg to Alexandria
  two boxes by river, Vicksburg to McComb two boxes by rail (4, movement
  example); Fort Smith to Little Rock downstream by river (5, combat example).

Authored (not in the rulebook): every other box, every other link, all river
directions, all blue river sides, every port, every recruitment square and
value (chosen to meet the totals above), printed owners other than the setup
boxes, and all coordinates (real latitude/longitude, for drawing only).

Format, relied on by the rules engine:
- BOXES[id] = {"name", "state" (1861 two-letter state; today's West Virginia
  is "VA"), "lat", "lon", "owner" ("union", "csa" or None for white/neutral),
  "recruit" ({"union": n} and/or {"csa": n}, or {}), "port" (anchor),
  "coast" (a harbour reachable from the sea; every port here is one and
  no other box is marked), "fort" (permanent
  entrenchment), "river_sides" (neighbour ids whose links arrive across a
  blue side of this box: attackers coming from them cross a river, 5.2.3)}.
- LINKS = [(a, b, kind)], kind in "road", "rail", "river"; for a river link
  a -> b is downstream. A pair may carry links of different kinds, never two
  of the same kind.
- POTOMAC = the (upstream, downstream) pair of the Potomac river link.
"""


BOXES = {
    # largest city of the Union; sea port
    "new_york": {"name": "New York", "state": "NY", "lat": 40.71, "lon": -74.01,
        "owner": "union", "recruit": {"union": 3}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # second city; Delaware River sea port
    "philadelphia": {"name": "Philadelphia", "state": "PA", "lat": 39.95, "lon": -75.17,
        "owner": "union", "recruit": {"union": 3}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # state capital; Camp Curtin, the great Union mustering camp
    "harrisburg": {"name": "Harrisburg", "state": "PA", "lat": 40.27, "lon": -76.88,
        "owner": "union", "recruit": {"union": 2}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # road hub; branch line to the Northern Central
    "gettysburg": {"name": "Gettysburg", "state": "PA", "lat": 39.83, "lon": -77.23,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # head of the Ohio; iron and arms
    "pittsburgh": {"name": "Pittsburgh", "state": "PA", "lat": 40.44, "lon": -80.00,
        "owner": "union", "recruit": {"union": 2}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # sea port; strong secessionist minority, so a grey square too
    "baltimore": {"name": "Baltimore", "state": "MD", "lat": 39.29, "lon": -76.61,
        "owner": "union", "recruit": {"union": 2, "csa": 1}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # B&O main line
    "frederick": {"name": "Frederick", "state": "MD", "lat": 39.41, "lon": -77.41,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Cumberland Valley RR
    "hagerstown": {"name": "Hagerstown", "state": "MD", "lat": 39.64, "lon": -77.72,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # B&O; north bank of the Potomac
    "cumberland": {"name": "Cumberland", "state": "MD", "lat": 39.65, "lon": -78.76,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["winchester"]},
    # capital; Potomac sea port
    "washington": {"name": "Washington", "state": "DC", "lat": 38.90, "lon": -77.04,
        "owner": "union", "recruit": {"union": 3}, "port": True, "coast": True,
        "fort": True, "river_sides": ["manassas_junction"]},
    # Union start box; south bank of the Potomac
    "harpers_ferry": {"name": "Harper's Ferry", "state": "VA", "lat": 39.32, "lon": -77.73,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["frederick", "hagerstown"]},
    # seat of the Restored Government of Virginia
    "wheeling": {"name": "Wheeling", "state": "VA", "lat": 40.06, "lon": -80.72,
        "owner": "union", "recruit": {"union": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": ["columbus"]},
    # B&O junction, held by McClellan from June 1861
    "grafton": {"name": "Grafton", "state": "VA", "lat": 39.34, "lon": -80.02,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Northwestern Virginia RR on the Ohio
    "parkersburg": {"name": "Parkersburg", "state": "VA", "lat": 39.27, "lon": -81.56,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["cincinnati"]},
    # mouth of the Kanawha
    "point_pleasant": {"name": "Point Pleasant", "state": "VA", "lat": 38.84, "lon": -82.14,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Lake Erie city
    "cleveland": {"name": "Cleveland", "state": "OH", "lat": 41.50, "lon": -81.69,
        "owner": "union", "recruit": {"union": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Pittsburgh, Fort Wayne & Chicago RR
    "canton": {"name": "Canton", "state": "OH", "lat": 40.80, "lon": -81.38,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # crossing of the Fort Wayne line and the Cleveland-Columbus line (Crestline)
    "mansfield": {"name": "Mansfield", "state": "OH", "lat": 40.76, "lon": -82.52,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # state capital
    "columbus": {"name": "Columbus", "state": "OH", "lat": 39.96, "lon": -83.00,
        "owner": "union", "recruit": {"union": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # rail centre of south-west Ohio
    "dayton": {"name": "Dayton", "state": "OH", "lat": 39.76, "lon": -84.19,
        "owner": "union", "recruit": {"union": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # largest city of the West in 1860
    "cincinnati": {"name": "Cincinnati", "state": "OH", "lat": 39.10, "lon": -84.51,
        "owner": "union", "recruit": {"union": 3}, "port": False, "coast": False,
        "fort": False, "river_sides": ["lexington"]},
    # Union start box; Fort Wayne line
    "fort_wayne": {"name": "Fort Wayne", "state": "IN", "lat": 41.08, "lon": -85.14,
        "owner": "union", "recruit": {"union": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # state capital, rail hub
    "indianapolis": {"name": "Indianapolis", "state": "IN", "lat": 39.77, "lon": -86.16,
        "owner": "union", "recruit": {"union": 2}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # New Albany & Salem RR (rulebook example box)
    "bloomington": {"name": "Bloomington", "state": "IN", "lat": 39.17, "lon": -86.53,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Ohio & Mississippi crosses the Jeffersonville RR
    "seymour": {"name": "Seymour", "state": "IN", "lat": 38.96, "lon": -85.89,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Ohio & Mississippi RR
    "vincennes": {"name": "Vincennes", "state": "IN", "lat": 38.68, "lon": -87.53,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Ohio River town (rulebook example box)
    "evansville": {"name": "Evansville", "state": "IN", "lat": 37.97, "lon": -87.57,
        "owner": "union", "recruit": {"union": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Union start box; hub of the Northwest
    "chicago": {"name": "Chicago", "state": "IL", "lat": 41.88, "lon": -87.63,
        "owner": "union", "recruit": {"union": 3}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # state capital; Chicago & Alton RR
    "springfield_il": {"name": "Springfield (Ill.)", "state": "IL", "lat": 39.80, "lon": -89.65,
        "owner": "union", "recruit": {"union": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Illinois Central junction
    "centralia": {"name": "Centralia", "state": "IL", "lat": 38.53, "lon": -89.13,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # confluence of Ohio and Mississippi; recruits for whoever holds it
    "cairo": {"name": "Cairo", "state": "IL", "lat": 37.00, "lon": -89.18,
        "owner": "union", "recruit": {"union": 1, "csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Union start box; arsenal city, west bank of the Mississippi
    "st_louis": {"name": "St. Louis", "state": "MO", "lat": 38.63, "lon": -90.20,
        "owner": "union", "recruit": {"union": 2}, "port": False, "coast": False,
        "fort": False, "river_sides": ["springfield_il", "centralia"]},
    # gate to Kansas, Union garrison
    "kansas_city": {"name": "Kansas City", "state": "MO", "lat": 39.10, "lon": -94.58,
        "owner": "union", "recruit": {"union": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Missouri River; Union post besieged by Price in 1861
    "lexington_mo": {"name": "Lexington (Mo.)", "state": "MO", "lat": 39.18, "lon": -93.88,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # railhead of the Pacific RR
    "sedalia": {"name": "Sedalia", "state": "MO", "lat": 38.70, "lon": -93.23,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # CSA start box; capital of the secessionist state government
    "jefferson_city": {"name": "Jefferson City", "state": "MO", "lat": 38.58, "lon": -92.17,
        "owner": "csa", "recruit": {"csa": 1, "union": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # railhead of the South-west Branch
    "rolla": {"name": "Rolla", "state": "MO", "lat": 37.95, "lon": -91.77,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Lyon's base; Wilson's Creek
    "springfield_mo": {"name": "Springfield (Mo.)", "state": "MO", "lat": 37.21, "lon": -93.29,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # railhead of the Iron Mountain RR
    "pilot_knob": {"name": "Pilot Knob", "state": "MO", "lat": 37.62, "lon": -90.64,
        "owner": "union", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Island No. 10; occupied by Confederates in July 1861
    "new_madrid": {"name": "New Madrid", "state": "MO", "lat": 36.59, "lon": -89.53,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # largest Kentucky city; recruits for whoever takes it
    "louisville": {"name": "Louisville", "state": "KY", "lat": 38.25, "lon": -85.76,
        "owner": None, "recruit": {"union": 1, "csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": ["bloomington", "seymour"]},
    # capital; Unionist legislature
    "frankfort": {"name": "Frankfort", "state": "KY", "lat": 38.20, "lon": -84.87,
        "owner": None, "recruit": {"union": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Bluegrass; Confederate sympathies (Morgan)
    "lexington": {"name": "Lexington", "state": "KY", "lat": 38.04, "lon": -84.50,
        "owner": None, "recruit": {"csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # L&N bridge over the Green River
    "munfordville": {"name": "Munfordville", "state": "KY", "lat": 37.27, "lon": -85.89,
        "owner": None, "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # L&N junction
    "bowling_green": {"name": "Bowling Green", "state": "KY", "lat": 36.99, "lon": -86.44,
        "owner": None, "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # mouths of the Tennessee and Cumberland (rulebook example box)
    "paducah": {"name": "Paducah", "state": "KY", "lat": 37.08, "lon": -88.60,
        "owner": None, "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Mississippi bluffs; northern end of the Mobile & Ohio
    "columbus_ky": {"name": "Columbus (Ky.)", "state": "KY", "lat": 36.76, "lon": -89.10,
        "owner": None, "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # upper Cumberland crossing (battle 1862)
    "mill_springs": {"name": "Mill Springs", "state": "KY", "lat": 36.93, "lon": -84.78,
        "owner": None, "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Big Sandy valley; road to Pound Gap
    "prestonsburg": {"name": "Prestonsburg", "state": "KY", "lat": 37.67, "lon": -82.77,
        "owner": None, "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # lower Shenandoah Valley
    "winchester": {"name": "Winchester", "state": "VA", "lat": 39.19, "lon": -78.16,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # CSA start box; Manassas Gap RR
    "front_royal": {"name": "Front Royal", "state": "VA", "lat": 38.92, "lon": -78.19,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Valley Pike
    "harrisonburg": {"name": "Harrisonburg", "state": "VA", "lat": 38.45, "lon": -78.87,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Virginia Central RR, upper Valley
    "staunton": {"name": "Staunton", "state": "VA", "lat": 38.15, "lon": -79.07,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # CSA start box; Orange & Alexandria meets Manassas Gap RR
    "manassas_junction": {"name": "Manassas Junction", "state": "VA", "lat": 38.75, "lon": -77.48,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # CSA start box; south bank of the Rappahannock
    "fredericksburg": {"name": "Fredericksburg", "state": "VA", "lat": 38.30, "lon": -77.46,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["washington", "manassas_junction"]},
    # Orange & Alexandria; south of the Rappahannock
    "culpeper": {"name": "Culpeper", "state": "VA", "lat": 38.47, "lon": -78.00,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["manassas_junction"]},
    # junction of the Virginia Central and the O&A; behind the Rapidan
    "gordonsville": {"name": "Gordonsville", "state": "VA", "lat": 38.14, "lon": -78.19,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["culpeper"]},
    # O&A and Virginia Central
    "charlottesville": {"name": "Charlottesville", "state": "VA", "lat": 38.03, "lon": -78.48,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # south bank of the James; three railroads
    "lynchburg": {"name": "Lynchburg", "state": "VA", "lat": 37.41, "lon": -79.14,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["charlottesville"]},
    # South Side RR
    "appomattox": {"name": "Appomattox", "state": "VA", "lat": 37.36, "lon": -78.83,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Confederate capital; Tredegar works
    "richmond": {"name": "Richmond", "state": "VA", "lat": 37.54, "lon": -77.44,
        "owner": "csa", "recruit": {"csa": 3}, "port": False, "coast": False,
        "fort": True, "river_sides": ["petersburg"]},
    # rail hub south of Richmond
    "petersburg": {"name": "Petersburg", "state": "VA", "lat": 37.23, "lon": -77.40,
        "owner": "csa", "recruit": {"csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Peninsula lines
    "yorktown": {"name": "Yorktown", "state": "VA", "lat": 37.24, "lon": -76.51,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # held by the Union all war
    "fort_monroe": {"name": "Fort Monroe", "state": "VA", "lat": 37.00, "lon": -76.31,
        "owner": "union", "recruit": {}, "port": True, "coast": True,
        "fort": True, "river_sides": []},
    # Gosport navy yard; sea port
    "norfolk": {"name": "Norfolk", "state": "VA", "lat": 36.85, "lon": -76.29,
        "owner": "csa", "recruit": {"csa": 1}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # South Side RR crosses the Richmond & Danville
    "burkeville": {"name": "Burkeville", "state": "VA", "lat": 37.19, "lon": -78.20,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Richmond & Danville RR
    "danville": {"name": "Danville", "state": "VA", "lat": 36.59, "lon": -79.40,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Virginia & Tennessee RR; lead and salt country
    "wytheville": {"name": "Wytheville", "state": "VA", "lat": 36.95, "lon": -81.08,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Virginia & Tennessee meets East Tennessee & Virginia
    "bristol": {"name": "Bristol", "state": "VA", "lat": 36.60, "lon": -82.19,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Greenbrier; mountain turnpikes
    "lewisburg": {"name": "Lewisburg", "state": "VA", "lat": 37.80, "lon": -80.45,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Staunton-Parkersburg Turnpike (Rich Mountain)
    "beverly": {"name": "Beverly", "state": "VA", "lat": 38.84, "lon": -79.87,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Kanawha valley, held by Wise in July 1861
    "charleston_va": {"name": "Charleston (Va.)", "state": "VA", "lat": 38.35, "lon": -81.63,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Roanoke River rail junction
    "weldon": {"name": "Weldon", "state": "NC", "lat": 36.43, "lon": -77.60,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["petersburg"]},
    # state capital
    "raleigh": {"name": "Raleigh", "state": "NC", "lat": 35.78, "lon": -78.64,
        "owner": "csa", "recruit": {"csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Wilmington & Weldon meets the North Carolina RR
    "goldsboro": {"name": "Goldsboro", "state": "NC", "lat": 35.38, "lon": -77.99,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # sound port; Atlantic & North Carolina RR
    "new_bern": {"name": "New Bern", "state": "NC", "lat": 35.11, "lon": -77.04,
        "owner": "csa", "recruit": {}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # blockade-running port
    "wilmington": {"name": "Wilmington", "state": "NC", "lat": 34.23, "lon": -77.94,
        "owner": "csa", "recruit": {"csa": 2}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # North Carolina RR
    "greensboro": {"name": "Greensboro", "state": "NC", "lat": 36.07, "lon": -79.79,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # rail junction; navy yard moved here
    "charlotte": {"name": "Charlotte", "state": "NC", "lat": 35.23, "lon": -80.84,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # mountain roads to East Tennessee
    "asheville": {"name": "Asheville", "state": "NC", "lat": 35.60, "lon": -82.55,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # state capital
    "columbia": {"name": "Columbia", "state": "SC", "lat": 34.00, "lon": -81.03,
        "owner": "csa", "recruit": {"csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # CSA start box; cradle of secession
    "charleston": {"name": "Charleston", "state": "SC", "lat": 32.78, "lon": -79.93,
        "owner": "csa", "recruit": {"csa": 2}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # Port Royal Sound (Beaufort, Hilton Head)
    "port_royal": {"name": "Port Royal", "state": "SC", "lat": 32.38, "lon": -80.68,
        "owner": "csa", "recruit": {}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # powder works; Savannah River
    "augusta": {"name": "Augusta", "state": "GA", "lat": 33.47, "lon": -81.97,
        "owner": "csa", "recruit": {"csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": ["charleston"]},
    # CSA start box; rail hub, behind the Chattahoochee
    "atlanta": {"name": "Atlanta", "state": "GA", "lat": 33.75, "lon": -84.39,
        "owner": "csa", "recruit": {"csa": 2}, "port": False, "coast": False,
        "fort": False, "river_sides": ["dalton"]},
    # Central of Georgia and Macon & Western
    "macon": {"name": "Macon", "state": "GA", "lat": 32.84, "lon": -83.63,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # sea port, south bank of the Savannah
    "savannah": {"name": "Savannah", "state": "GA", "lat": 32.08, "lon": -81.09,
        "owner": "csa", "recruit": {"csa": 1}, "port": True, "coast": True,
        "fort": False, "river_sides": ["charleston", "port_royal"]},
    # Chattahoochee mills and navy works
    "columbus_ga": {"name": "Columbus (Ga.)", "state": "GA", "lat": 32.46, "lon": -84.99,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["montgomery"]},
    # Western & Atlantic RR
    "dalton": {"name": "Dalton", "state": "GA", "lat": 34.77, "lon": -84.97,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # St. Johns River port
    "jacksonville": {"name": "Jacksonville", "state": "FL", "lat": 30.33, "lon": -81.66,
        "owner": "csa", "recruit": {}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # state capital
    "tallahassee": {"name": "Tallahassee", "state": "FL", "lat": 30.44, "lon": -84.28,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Gulf port at the mouth of the Apalachicola
    "apalachicola": {"name": "Apalachicola", "state": "FL", "lat": 29.73, "lon": -84.98,
        "owner": "csa", "recruit": {}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # navy yard; Union kept Fort Pickens offshore
    "pensacola": {"name": "Pensacola", "state": "FL", "lat": 30.42, "lon": -87.22,
        "owner": "csa", "recruit": {}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # CSA start box; Gulf port
    "mobile": {"name": "Mobile", "state": "AL", "lat": 30.69, "lon": -88.04,
        "owner": "csa", "recruit": {"csa": 2}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # state capital, first Confederate capital
    "montgomery": {"name": "Montgomery", "state": "AL", "lat": 32.38, "lon": -86.30,
        "owner": "csa", "recruit": {"csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # arsenal and foundry on the Alabama River
    "selma": {"name": "Selma", "state": "AL", "lat": 32.41, "lon": -87.02,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Memphis & Charleston RR
    "huntsville": {"name": "Huntsville", "state": "AL", "lat": 34.73, "lon": -86.59,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Memphis & Charleston bridge; south bank of the Tennessee
    "decatur": {"name": "Decatur", "state": "AL", "lat": 34.61, "lon": -86.98,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["huntsville", "columbia_tn"]},
    # Muscle Shoals; stands for Florence and Tuscumbia
    "florence": {"name": "Florence", "state": "AL", "lat": 34.80, "lon": -87.68,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Tennessee River bridge; stands for the Stevenson junction
    "bridgeport": {"name": "Bridgeport", "state": "AL", "lat": 34.95, "lon": -85.71,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # fortress on the Mississippi bluffs
    "vicksburg": {"name": "Vicksburg", "state": "MS", "lat": 32.35, "lon": -90.88,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": True, "river_sides": ["monroe"]},
    # state capital, rail crossing
    "jackson": {"name": "Jackson", "state": "MS", "lat": 32.30, "lon": -90.18,
        "owner": "csa", "recruit": {"csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # NOJ&GN shops (rulebook example box)
    "mccomb": {"name": "McComb", "state": "MS", "lat": 31.24, "lon": -90.45,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # river town above the mouth of the Red
    "natchez": {"name": "Natchez", "state": "MS", "lat": 31.56, "lon": -91.40,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Mobile & Ohio meets the Southern RR
    "meridian": {"name": "Meridian", "state": "MS", "lat": 32.36, "lon": -88.70,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Memphis & Charleston crosses the Mobile & Ohio
    "corinth": {"name": "Corinth", "state": "MS", "lat": 34.93, "lon": -88.52,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Mississippi Central meets the Mississippi & Tennessee
    "grenada": {"name": "Grenada", "state": "MS", "lat": 33.77, "lon": -89.81,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # CSA start box; largest Southern city
    "new_orleans": {"name": "New Orleans", "state": "LA", "lat": 29.95, "lon": -90.07,
        "owner": "csa", "recruit": {"csa": 3, "union": 1}, "port": True, "coast": True,
        "fort": False, "river_sides": []},
    # state capital, east bank of the Mississippi
    "baton_rouge": {"name": "Baton Rouge", "state": "LA", "lat": 30.45, "lon": -91.19,
        "owner": "csa", "recruit": {"csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": ["alexandria"]},
    # river batteries
    "port_hudson": {"name": "Port Hudson", "state": "LA", "lat": 30.69, "lon": -91.28,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Red River (rulebook example box)
    "alexandria": {"name": "Alexandria", "state": "LA", "lat": 31.31, "lon": -92.45,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # head of Red River navigation, west bank
    "shreveport": {"name": "Shreveport", "state": "LA", "lat": 32.53, "lon": -93.75,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["monroe", "camden"]},
    # Ouachita; Vicksburg, Shreveport & Texas RR
    "monroe": {"name": "Monroe", "state": "LA", "lat": 32.51, "lon": -92.12,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # state capital, south bank of the Arkansas
    "little_rock": {"name": "Little Rock", "state": "AR", "lat": 34.75, "lon": -92.29,
        "owner": "csa", "recruit": {"csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": ["batesville", "helena"]},
    # upper Arkansas River
    "fort_smith": {"name": "Fort Smith", "state": "AR", "lat": 35.39, "lon": -94.40,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["fayetteville"]},
    # Ozarks; Wire Road (Pea Ridge)
    "fayetteville": {"name": "Fayetteville", "state": "AR", "lat": 36.06, "lon": -94.16,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Arkansas River
    "pine_bluff": {"name": "Pine Bluff", "state": "AR", "lat": 34.23, "lon": -92.00,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Fort Hindman
    "arkansas_post": {"name": "Arkansas Post", "state": "AR", "lat": 34.02, "lon": -91.35,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # mouth of the Arkansas
    "napoleon": {"name": "Napoleon", "state": "AR", "lat": 33.78, "lon": -91.07,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Mississippi River town
    "helena": {"name": "Helena", "state": "AR", "lat": 34.53, "lon": -90.59,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # White River; road to Missouri
    "batesville": {"name": "Batesville", "state": "AR", "lat": 35.77, "lon": -91.64,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # head of Ouachita navigation
    "camden": {"name": "Camden", "state": "AR", "lat": 33.58, "lon": -92.83,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # largest Tennessee city, east bank of the Mississippi
    "memphis": {"name": "Memphis", "state": "TN", "lat": 35.15, "lon": -90.05,
        "owner": "csa", "recruit": {"csa": 2}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # state capital, south bank of the Cumberland
    "nashville": {"name": "Nashville", "state": "TN", "lat": 36.16, "lon": -86.78,
        "owner": "csa", "recruit": {"csa": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": ["bowling_green", "clarksville"]},
    # East Tennessee; Unionist region, so a blue square too
    "knoxville": {"name": "Knoxville", "state": "TN", "lat": 35.96, "lon": -83.92,
        "owner": "csa", "recruit": {"csa": 1, "union": 1}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # gateway to Georgia, south bank of the Tennessee
    "chattanooga": {"name": "Chattanooga", "state": "TN", "lat": 35.05, "lon": -85.31,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": ["bridgeport"]},
    # Mobile & Ohio meets the Mississippi Central
    "jackson_tn": {"name": "Jackson (Tenn.)", "state": "TN", "lat": 35.61, "lon": -88.81,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Tennessee River fort; railroad bridge
    "fort_henry": {"name": "Fort Henry", "state": "TN", "lat": 36.50, "lon": -88.03,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Cumberland River fort
    "fort_donelson": {"name": "Fort Donelson", "state": "TN", "lat": 36.49, "lon": -87.86,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Cumberland River; rail to Bowling Green
    "clarksville": {"name": "Clarksville", "state": "TN", "lat": 36.53, "lon": -87.36,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Tennessee River landing (Shiloh)
    "pittsburg_landing": {"name": "Pittsburg Landing", "state": "TN", "lat": 35.15, "lon": -88.32,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Nashville & Chattanooga RR (Stones River)
    "murfreesboro": {"name": "Murfreesboro", "state": "TN", "lat": 35.85, "lon": -86.39,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Tennessee & Alabama RR
    "columbia_tn": {"name": "Columbia (Tenn.)", "state": "TN", "lat": 35.62, "lon": -87.04,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Memphis & Charleston crosses the Mississippi Central
    "grand_junction": {"name": "Grand Junction", "state": "TN", "lat": 35.05, "lon": -89.19,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Mobile & Ohio meets the Memphis & Ohio
    "humboldt": {"name": "Humboldt", "state": "TN", "lat": 35.82, "lon": -88.92,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # Mississippi River fort
    "fort_pillow": {"name": "Fort Pillow", "state": "TN", "lat": 35.63, "lon": -89.85,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
    # the gap; Confederate works on the Tennessee side
    "cumberland_gap": {"name": "Cumberland Gap", "state": "TN", "lat": 36.60, "lon": -83.67,
        "owner": "csa", "recruit": {}, "port": False, "coast": False,
        "fort": False, "river_sides": []},
}

# (a, b, kind). For rivers a -> b is downstream.
LINKS = [
    # ---------------- Rivers (a -> b is downstream)
    # Potomac: only the tidal reach below Washington (Great Falls blocks the river above;
    # see POTOMAC at the end)
    ("washington", "fredericksburg", "river"),
    # James (the James River & Kanawha Canal above Richmond)
    ("lynchburg", "richmond", "river"),
    ("richmond", "fort_monroe", "river"),
    # Ohio (flows west)
    ("pittsburgh", "wheeling", "river"),
    ("wheeling", "parkersburg", "river"),
    ("parkersburg", "point_pleasant", "river"),
    ("point_pleasant", "cincinnati", "river"),
    ("cincinnati", "louisville", "river"),
    ("louisville", "evansville", "river"),
    ("evansville", "paducah", "river"),
    ("paducah", "cairo", "river"),
    # Kanawha
    ("charleston_va", "point_pleasant", "river"),
    # Mississippi
    ("st_louis", "cairo", "river"),
    ("cairo", "columbus_ky", "river"),
    ("columbus_ky", "new_madrid", "river"),
    ("new_madrid", "fort_pillow", "river"),
    ("fort_pillow", "memphis", "river"),
    ("memphis", "helena", "river"),
    ("helena", "napoleon", "river"),
    ("napoleon", "vicksburg", "river"),
    ("vicksburg", "natchez", "river"),
    ("natchez", "port_hudson", "river"),
    ("port_hudson", "baton_rouge", "river"),
    ("baton_rouge", "new_orleans", "river"),
    # Missouri (flows east into the Mississippi above St. Louis)
    ("kansas_city", "lexington_mo", "river"),
    ("lexington_mo", "jefferson_city", "river"),
    ("jefferson_city", "st_louis", "river"),
    # Tennessee (flows north into the Ohio at Paducah)
    ("knoxville", "chattanooga", "river"),
    ("chattanooga", "bridgeport", "river"),
    ("bridgeport", "decatur", "river"),
    ("decatur", "florence", "river"),
    ("florence", "pittsburg_landing", "river"),
    ("pittsburg_landing", "fort_henry", "river"),
    ("fort_henry", "paducah", "river"),
    # Cumberland (enters the Ohio at Smithland, a few miles above Paducah)
    ("nashville", "clarksville", "river"),
    ("clarksville", "fort_donelson", "river"),
    ("fort_donelson", "paducah", "river"),
    # Arkansas
    ("fort_smith", "little_rock", "river"),
    ("little_rock", "pine_bluff", "river"),
    ("pine_bluff", "arkansas_post", "river"),
    ("arkansas_post", "napoleon", "river"),
    # Red (its mouth lies just below Natchez) and Ouachita
    ("shreveport", "alexandria", "river"),
    ("alexandria", "natchez", "river"),
    ("camden", "monroe", "river"),
    # Alabama, Chattahoochee-Apalachicola, Savannah
    ("montgomery", "selma", "river"),
    ("selma", "mobile", "river"),
    ("columbus_ga", "apalachicola", "river"),
    ("augusta", "savannah", "river"),
    # ---------------- Railroads
    # Northern trunk lines: Camden & Amboy, PW&B, B&O Washington branch, Pennsylvania RR,
    # Northern Central, Cumberland Valley
    ("new_york", "philadelphia", "rail"),
    ("philadelphia", "baltimore", "rail"),
    ("baltimore", "washington", "rail"),
    ("philadelphia", "harrisburg", "rail"),
    ("harrisburg", "pittsburgh", "rail"),
    ("baltimore", "harrisburg", "rail"),
    ("harrisburg", "hagerstown", "rail"),
    # Baltimore & Ohio, Northwestern Virginia RR, Winchester & Potomac
    ("baltimore", "frederick", "rail"),
    ("frederick", "harpers_ferry", "rail"),
    ("harpers_ferry", "cumberland", "rail"),
    ("cumberland", "grafton", "rail"),
    ("grafton", "wheeling", "rail"),
    ("grafton", "parkersburg", "rail"),
    ("harpers_ferry", "winchester", "rail"),
    # Ohio, Indiana, Illinois: Fort Wayne line, Cleveland & Pittsburgh, CC&C, Central Ohio,
    # Marietta & Cincinnati, Ohio & Mississippi, New Albany & Salem, Jeffersonville RR,
    # Chicago & Alton, Illinois Central
    ("pittsburgh", "canton", "rail"),
    ("canton", "mansfield", "rail"),
    ("mansfield", "fort_wayne", "rail"),
    ("fort_wayne", "chicago", "rail"),
    ("pittsburgh", "cleveland", "rail"),
    ("cleveland", "mansfield", "rail"),
    ("mansfield", "columbus", "rail"),
    ("columbus", "wheeling", "rail"),
    ("columbus", "dayton", "rail"),
    ("dayton", "cincinnati", "rail"),
    ("dayton", "indianapolis", "rail"),
    ("parkersburg", "cincinnati", "rail"),
    ("cincinnati", "indianapolis", "rail"),
    ("cincinnati", "seymour", "rail"),
    ("seymour", "bloomington", "rail"),
    ("bloomington", "vincennes", "rail"),
    ("vincennes", "centralia", "rail"),
    ("centralia", "st_louis", "rail"),
    ("evansville", "vincennes", "rail"),
    ("evansville", "bloomington", "rail"),
    ("bloomington", "indianapolis", "rail"),
    ("bloomington", "louisville", "rail"),
    ("indianapolis", "seymour", "rail"),
    ("seymour", "louisville", "rail"),
    ("chicago", "indianapolis", "rail"),
    ("chicago", "springfield_il", "rail"),
    ("springfield_il", "st_louis", "rail"),
    ("chicago", "centralia", "rail"),
    ("centralia", "cairo", "rail"),
    # Missouri: Pacific RR and its South-west Branch, Iron Mountain RR
    ("st_louis", "jefferson_city", "rail"),
    ("jefferson_city", "sedalia", "rail"),
    ("st_louis", "rolla", "rail"),
    ("st_louis", "pilot_knob", "rail"),
    # Kentucky and West Tennessee: Kentucky Central, Louisville & Frankfort, L&N and its
    # Memphis branch, Memphis, Clarksville & Louisville with the Memphis & Ohio
    ("cincinnati", "lexington", "rail"),
    ("lexington", "frankfort", "rail"),
    ("frankfort", "louisville", "rail"),
    ("louisville", "munfordville", "rail"),
    ("munfordville", "bowling_green", "rail"),
    ("bowling_green", "nashville", "rail"),
    ("bowling_green", "clarksville", "rail"),
    ("nashville", "clarksville", "rail"),
    ("fort_henry", "humboldt", "rail"),
    ("humboldt", "memphis", "rail"),
    ("humboldt", "jackson_tn", "rail"),
    ("humboldt", "columbus_ky", "rail"),
    # Virginia: Orange & Alexandria, Manassas Gap, Virginia Central, RF&P, Richmond & Petersburg,
    # Petersburg RR, Norfolk & Petersburg, Seaboard & Roanoke, South Side, Richmond & Danville,
    # Virginia & Tennessee, East Tennessee & Virginia
    ("washington", "manassas_junction", "rail"),
    ("manassas_junction", "front_royal", "rail"),
    ("manassas_junction", "culpeper", "rail"),
    ("culpeper", "gordonsville", "rail"),
    ("gordonsville", "charlottesville", "rail"),
    ("charlottesville", "lynchburg", "rail"),
    ("richmond", "gordonsville", "rail"),
    ("charlottesville", "staunton", "rail"),
    ("richmond", "fredericksburg", "rail"),
    ("richmond", "petersburg", "rail"),
    ("petersburg", "weldon", "rail"),
    ("petersburg", "norfolk", "rail"),
    ("norfolk", "weldon", "rail"),
    ("petersburg", "burkeville", "rail"),
    ("burkeville", "appomattox", "rail"),
    ("appomattox", "lynchburg", "rail"),
    ("richmond", "burkeville", "rail"),
    ("burkeville", "danville", "rail"),
    ("lynchburg", "wytheville", "rail"),
    ("wytheville", "bristol", "rail"),
    ("bristol", "knoxville", "rail"),
    # Carolinas: Wilmington & Weldon, Raleigh & Gaston, North Carolina RR, Atlantic & N.C.,
    # Charlotte & South Carolina, Wilmington & Manchester, South Carolina RR, Charleston & Savannah
    ("weldon", "goldsboro", "rail"),
    ("weldon", "raleigh", "rail"),
    ("raleigh", "goldsboro", "rail"),
    ("goldsboro", "new_bern", "rail"),
    ("goldsboro", "wilmington", "rail"),
    ("raleigh", "greensboro", "rail"),
    ("greensboro", "charlotte", "rail"),
    ("charlotte", "columbia", "rail"),
    ("wilmington", "columbia", "rail"),
    ("charleston", "columbia", "rail"),
    ("charleston", "augusta", "rail"),
    ("charleston", "savannah", "rail"),
    # Georgia, Florida, Alabama: Georgia RR, Augusta & Savannah, Central of Georgia, Macon & Western,
    # Muscogee, Montgomery & West Point, Western & Atlantic, East Tennessee & Georgia,
    # Alabama & Florida, Florida Atlantic & Gulf Central, Alabama & Mississippi Rivers
    ("augusta", "atlanta", "rail"),
    ("augusta", "savannah", "rail"),
    ("macon", "savannah", "rail"),
    ("atlanta", "macon", "rail"),
    ("macon", "columbus_ga", "rail"),
    ("columbus_ga", "montgomery", "rail"),
    ("atlanta", "montgomery", "rail"),
    ("atlanta", "dalton", "rail"),
    ("dalton", "chattanooga", "rail"),
    ("knoxville", "chattanooga", "rail"),
    ("montgomery", "pensacola", "rail"),
    ("jacksonville", "tallahassee", "rail"),
    ("selma", "meridian", "rail"),
    # Tennessee, Mississippi, Louisiana: Nashville & Chattanooga, Memphis & Charleston,
    # Tennessee & Alabama, Mobile & Ohio, Mississippi Central, Mississippi & Tennessee,
    # NOJ&GN, Southern RR of Mississippi, Vicksburg Shreveport & Texas
    ("nashville", "murfreesboro", "rail"),
    ("murfreesboro", "bridgeport", "rail"),
    ("bridgeport", "chattanooga", "rail"),
    ("bridgeport", "huntsville", "rail"),
    ("huntsville", "decatur", "rail"),
    ("decatur", "florence", "rail"),
    ("florence", "corinth", "rail"),
    ("corinth", "grand_junction", "rail"),
    ("grand_junction", "memphis", "rail"),
    ("nashville", "columbia_tn", "rail"),
    ("columbia_tn", "decatur", "rail"),
    ("mobile", "meridian", "rail"),
    ("meridian", "corinth", "rail"),
    ("corinth", "jackson_tn", "rail"),
    ("jackson_tn", "grand_junction", "rail"),
    ("grand_junction", "grenada", "rail"),
    ("jackson", "grenada", "rail"),
    ("grenada", "memphis", "rail"),
    ("new_orleans", "mccomb", "rail"),
    ("mccomb", "jackson", "rail"),
    ("jackson", "vicksburg", "rail"),
    ("jackson", "meridian", "rail"),
    ("monroe", "vicksburg", "rail"),
    # ---------------- Roads
    # Maryland, Pennsylvania and Virginia
    ("washington", "frederick", "road"),
    ("frederick", "gettysburg", "road"),
    ("gettysburg", "harrisburg", "road"),
    ("gettysburg", "hagerstown", "road"),
    ("hagerstown", "harpers_ferry", "road"),
    ("hagerstown", "frederick", "road"),
    ("cumberland", "winchester", "road"),
    ("front_royal", "winchester", "road"),
    ("winchester", "harrisonburg", "road"),
    ("harrisonburg", "staunton", "road"),
    ("front_royal", "harrisonburg", "road"),
    ("manassas_junction", "fredericksburg", "road"),
    ("fredericksburg", "culpeper", "road"),
    ("staunton", "beverly", "road"),
    ("beverly", "grafton", "road"),
    ("staunton", "lewisburg", "road"),
    ("lewisburg", "charleston_va", "road"),
    ("lewisburg", "wytheville", "road"),
    ("richmond", "yorktown", "road"),
    ("yorktown", "fort_monroe", "road"),
    # Carolinas, the mountains, Kentucky and Tennessee
    ("danville", "greensboro", "road"),
    ("charlotte", "asheville", "road"),
    ("asheville", "knoxville", "road"),
    ("knoxville", "cumberland_gap", "road"),
    ("cumberland_gap", "mill_springs", "road"),
    ("mill_springs", "lexington", "road"),
    ("lexington", "prestonsburg", "road"),
    ("prestonsburg", "charleston_va", "road"),
    ("prestonsburg", "bristol", "road"),
    ("paducah", "columbus_ky", "road"),
    ("fort_henry", "fort_donelson", "road"),
    ("pittsburg_landing", "corinth", "road"),
    # Gulf and Atlantic coasts
    ("new_orleans", "mobile", "road"),
    ("mobile", "pensacola", "road"),
    ("pensacola", "apalachicola", "road"),
    ("tallahassee", "apalachicola", "road"),
    ("jacksonville", "savannah", "road"),
    ("port_royal", "charleston", "road"),
    ("port_royal", "savannah", "road"),
    # West of the Mississippi
    ("natchez", "jackson", "road"),
    ("shreveport", "monroe", "road"),
    ("alexandria", "baton_rouge", "road"),
    ("sedalia", "lexington_mo", "road"),
    ("sedalia", "kansas_city", "road"),
    ("sedalia", "springfield_mo", "road"),
    ("rolla", "springfield_mo", "road"),
    ("springfield_mo", "fayetteville", "road"),
    ("fayetteville", "fort_smith", "road"),
    ("springfield_mo", "batesville", "road"),
    ("pilot_knob", "batesville", "road"),
    ("pilot_knob", "new_madrid", "road"),
    ("batesville", "little_rock", "road"),
    ("helena", "little_rock", "road"),
    ("little_rock", "camden", "road"),
    ("camden", "shreveport", "road"),
]

# Rule 4.2.6: the one river link the Confederates may never use. Authored
# direction washington -> fredericksburg: boats leave Washington downstream
# on the Potomac towards Aquia Landing, the Fredericksburg railhead.
POTOMAC = ("washington", "fredericksburg")
