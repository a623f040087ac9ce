"""For the People: the map's space flags, rivers and connections (pure data,
stdlib only, plus small derived lookups).

MOSTLY AUTHORED. The rulebook describes the map but does not reproduce it,
and no public source lists the 2014 map's connections (sources file A4.6,
"not found"). What the rulebook does reveal is kept exactly and cited
("digest x.y" = section of ../shared/rules/000_for_the_people.md; "A4.n" =
part of ../shared/data/FTP_USCW_SOURCES.md). Everything else is AUTHORED
from 1861 geography: the railroads running in 1861 (named line by line
below), turnpikes and main roads, and the navigable rivers the game has.
The reasons for each choice are in the comments and in MAP_NOTES.md.
mapcheck.py validates the data; tests/ftp/test_map.py runs it.

Spaces
------
The 244 space ids, names, states and layout x, y are in spaces.py (A4.1).
``SPACE[id]`` gives every space all the keys below (defaults filled in):

- ``name``, ``state``, ``allegiance`` ("csa", "border", "usa"): spaces.py.
- ``port`` (bool): any port: a sea port, a river port or a coastal fort
  (coastal forts are ports, digest 5.17).
- ``coast`` (bool): a sea port, joined to every other sea port by the
  imaginary sea link of the glossary (digest 3.3). A port behind a coastal
  fort is a sea port too; sea moves into it pass its fort (``protected_by``).
- ``river_port`` (tuple of river names, () if none): the rivers on which
  the space is a river port (the letter code, digest 3.7). From ``RIVERS``.
- ``coastal_fort`` (port id or None): on a printed coastal fort, the port it
  protects (digest 3.8).
- ``protected_by`` (fort id or None): on a port, its coastal fort.
- ``br_zone`` (None or "north_atlantic", "south_atlantic", "east_gulf",
  "west_gulf"): blockade-runner port and its zone (A4.4, digest 3.9).
- ``br_card`` (int or None): a BR port only once this card has been played
  as an event (St. Marks, card 117).
- ``rc`` (int, 0 if none): resource-centre SW value (A4.2).
- ``capital`` (None or a kind): "union_national" (Washington),
  "csa_national" (Richmond), "union_state" (the eight Union state capitals
  of A4.3 and digest 3.11; Philadelphia counts as one), "csa_state" and
  "border_state" (historical seats of government; AUTHORED, no rule in the
  digest uses them; display only).
- ``mississippi`` (bool): on the rule 12.8 "Mississippi River" list (A4.5).
- ``pro_union`` (bool): Union-favourable space (grey with a blue band:
  no CSA reinforcements, digest 5.26). Knoxville from the digest, the rest
  AUTHORED (``PRO_UNION`` gives the reason for each).
- ``shenandoah`` (bool): Shenandoah Valley (digest 3.12).
- ``rail_exit`` (bool): a Union railroad leaves the north map edge here;
  a Union supply source (digest 5.24). AUTHORED (``RAIL_EXITS``).
- ``water_only`` (bool): no land link at all; reached only by water (the
  coastal forts other than Fort Monroe, see below).

Connections
-----------
``EDGES`` (also ``LINKS``): a tuple of ``Edge`` records, each one connection:

- ``a``, ``b``: the two spaces. For a river link with ``flow == "down"``,
  ``a`` is upstream of ``b``.
- ``kind``: "road", "rail", "river" or "dotted".
  - road and rail: land movement, 1 MP each; rail also counts as road
    (digest 3.3; rule 5.1.1: land moves use roads and railroads).
  - dotted: the rough roads of north-east Alabama (digest 3.3, rule 5.10):
    CSA generals only, with a 3-value or campaign card; never for LOC,
    interception or retreat before battle.
  - river: a stretch of navigable river joining two river ports with no
    other river port between them (the water network for naval/river
    movement, naval control and Union river LOC). NOT a land link (rule
    5.1.1), except the one marked ``land`` (below).
- ``bar_a``, ``bar_b`` (bool): moving along this link into or out of that
  end crosses that end's blue bar (digest 3.2, rule 6.2): a river crossing.
  Forts count only when entering across a bar; Union naval control counts
  when entering or leaving across one (digest 5.18). Only river ports carry
  bars. Both ends may carry one (two river ports on opposite banks).
- ``bo`` (bool): part of the Baltimore & Ohio (digest 3.3, rule 10.2.4):
  Union only; strategic movement, Washington's rail link to the north edge,
  Union LOC and card 103 concentration; never ordinary movement. Where the
  B&O joins two spaces that an ordinary road also joins, the road is a
  separate edge.
- ``upgrade_1864`` (bool): a road that becomes a railroad at the start of
  Spring 1864 (digest 3.3: Meridian-Demopolis, Greensboro-Danville).
- ``rivers`` (tuple): for a river link, the rivers its water follows.
- ``flow``: for a river link, "down" (``a`` upstream of ``b``) or
  "junction" (the water goes down one river to a confluence and up
  another, so neither end is downstream of the other); "" otherwise.
- ``land`` (bool): whether land forces may move along it: road, rail and
  (restricted) dotted links; B&O links never; river links never except
  the Ohio link Cairo-Paducah, which is the "south route" of the
  Cairo-Paducah double link (digest 3.6, rule 6.2.6).
- ``src``: "digest 3.6" etc. when the rulebook reveals the link, else
  "AUTHORED" (the comment above each group names the 1861 line or road).

Cairo-Paducah is the map's double link (digest 3.6): the "north route" is a
road that enters Paducah across its bar; the "south route" leaves Cairo
across its bar and enters Paducah without one. The Graph class allows one
edge per pair and kind, so the south route is the Ohio river link itself,
marked ``land``. (The printed map may draw it as a second road; the rules
effect is the same.)

Coastal forts: the CSA can never retake a lost coastal fort except Fort
Monroe, which it may attack by land (digest 3.12, 5.23), so the other
seven have no land links at all; they are reached by sea (and Forts St.
Philip/Jackson also by the Mississippi).

Rivers
------
``RIVERS[name]``: ``code`` (map letter, digest 3.7), ``course`` (its river
ports from upstream to downstream), ``mouth`` (``("sea",)`` or
``(main_river, above, below)``: the confluence lies on the main river
between those two river ports; ``above == below`` when it is at a port, which
then ends the course too), ``source`` ("north_edge" for the three rivers the
Union's naval pressure comes down (digest 6.6 note), else "on_map"),
``rises_in_csa`` (for rule 5.21 case 2), ``src``. ``CONFLUENCE_ORDER``
orders tributaries that join the same stretch. ``water_adjacency()``
derives, from ``RIVERS`` alone, the set of river links there must be.

Lookups
-------
``edges(a, b)``, ``neighbours(space, kinds=None, land=None, bo=None)``,
``land_neighbours``, and Graph builders over pyapp.core.graph:
``full_graph()``, ``land_graph()``, ``rail_graph()``, ``water_graph()``,
``naval_graph()``.
"""

from __future__ import annotations

from typing import NamedTuple

from pyapp.core.graph import Edge as GEdge, Graph

from .spaces import ALLEGIANCE, NAME, SPACES, STATE, XY

AUTHORED = "AUTHORED"

KINDS = ("road", "rail", "river", "dotted")
LAND_KINDS = ("road", "rail", "dotted")


class Edge(NamedTuple):
    """One connection; see the module docstring."""

    a: str
    b: str
    kind: str
    bar_a: bool = False
    bar_b: bool = False
    bo: bool = False
    upgrade_1864: bool = False
    rivers: tuple = ()
    flow: str = ""
    land_route: bool = False
    src: str = AUTHORED

    @property
    def land(self) -> bool:
        """Land forces may move along it (B&O never; dotted with limits)."""
        if self.bo:
            return False
        if self.kind == "river":
            return self.land_route
        return True

    @property
    def bars(self) -> tuple:
        """The ends whose blue bar this link crosses."""
        return tuple(s for s, bar in ((self.a, self.bar_a), (self.b, self.bar_b)) if bar)

    def other(self, s: str) -> str:
        return self.b if s == self.a else self.a


def _e(a, b, kind, bars=(), bo=False, up64=False, rivers=(), flow="", land=False,
       src=AUTHORED):
    for s in bars:
        if s not in (a, b):
            raise ValueError(f"bar {s!r} is not an end of {a}-{b}")
    return Edge(a, b, kind, a in bars, b in bars, bo, up64, tuple(rivers), flow, land, src)


D36 = "digest 3.6"
D33 = "digest 3.3"


# =====================================================================
# Rivers (digest 3.7). Courses list the river ports the digest names,
# upstream first; the Red's ports are AUTHORED (the digest names none).
# =====================================================================

RIVERS = {
    "mississippi": {
        "code": "M",
        "course": ("alton", "st_louis", "cairo", "columbus_ky", "new_madrid", "memphis",
                   "vicksburg", "grand_gulf", "port_hudson", "baton_rouge", "new_orleans",
                   "forts_st_philip_jackson"),
        "mouth": ("sea",),
        "source": "north_edge",
        # rises in Minnesota
        "rises_in_csa": False,
        "src": "digest 3.7 (ports and order)",
    },
    "ohio": {
        "code": "O",
        "course": ("wheeling", "parkersburg", "cincinnati", "louisville", "evansville",
                   "paducah", "cairo"),
        "mouth": ("mississippi", "cairo", "cairo"),
        "source": "north_edge",
        # rises in Pennsylvania
        "rises_in_csa": False,
        "src": "digest 3.7",
    },
    "tennessee": {
        "code": "T",
        # navigable from Decatur down (the digest's ports); Chattanooga and
        # Knoxville are not river ports in the digest's list
        "course": ("decatur_al", "tuscumbia", "pittsburg_landing", "dover_tn", "paducah"),
        "mouth": ("ohio", "paducah", "paducah"),
        "source": "on_map",
        # formed at Knoxville; the digest's naval-control examples negate
        # its upstream ports from a fort at Paducah or Dover
        "rises_in_csa": True,
        "src": "digest 3.7, 5.21",
    },
    "cumberland": {
        "code": "C",
        "course": ("nashville", "clarksville_tn", "dover_tn"),
        # enters the Ohio at Smithland, above Paducah: the digest's example
        # (a CSA fort at Paducah does not negate Dover, Clarksville or
        # Nashville) needs the Cumberland to reach the Ohio without passing
        # Paducah
        "mouth": ("ohio", "evansville", "paducah"),
        "source": "on_map",
        # it rises in Kentucky, but the digest's example (a fort at Dover
        # negates Clarksville and Nashville upstream) treats it as rule
        # 5.21 case 2 does a river rising in a CSA state: all its ports are
        # in Tennessee
        "rises_in_csa": True,
        "src": "digest 3.7, 5.18, 5.21",
    },
    "wabash": {
        "code": "W",
        "course": ("vincennes",),
        # the Wabash enters the Ohio below Evansville, above the Cumberland
        "mouth": ("ohio", "evansville", "paducah"),
        "source": "north_edge",
        "rises_in_csa": False,
        "src": "digest 3.7, 6.6 note",
    },
    "arkansas": {
        "code": "A",
        "course": ("little_rock", "arkansas_post"),
        # mouth at Napoleon, between Memphis and Vicksburg, above the Yazoo
        # (digest 5.21 example: forts at Columbus and Vicksburg negate
        # Arkansas Post and Little Rock)
        "mouth": ("mississippi", "memphis", "vicksburg"),
        "source": "on_map",
        # rises in Colorado (Union territory)
        "rises_in_csa": False,
        "src": "digest 3.7, 5.21",
    },
    "yazoo": {
        "code": "Y",
        "course": ("yazoo_city",),
        # mouth a few miles above Vicksburg
        "mouth": ("mississippi", "memphis", "vicksburg"),
        "source": "on_map",
        # formed in Mississippi (Tallahatchie and Yalobusha)
        "rises_in_csa": True,
        "src": "digest 3.7, 5.21",
    },
    "red": {
        "code": "R",
        # AUTHORED: the digest names no Red River port. Shreveport, Grand
        # Ecore (Natchitoches' landing) and Alexandria are the river towns
        # of Banks' 1864 Red River campaign.
        "course": ("shreveport", "grand_ecore", "alexandria"),
        # digest 5.21: with the Vicksburg fort moved to Port Hudson "the
        # whole Red River is negated too", so the mouth is below Vicksburg
        # and above Port Hudson; below Grand Gulf in real geography
        "mouth": ("mississippi", "grand_gulf", "port_hudson"),
        "source": "on_map",
        # rises in the Texas panhandle
        "rises_in_csa": True,
        "src": "digest 3.7, 5.21 (mouth); ports AUTHORED",
    },
    "potomac": {
        "code": "P",
        # the only two Potomac spaces (digest 3.7, 5.21); boats from
        # Washington reach the sea past Aquia Creek
        "course": ("washington_dc", "acquia_creek"),
        "mouth": ("sea",),
        "source": "on_map",
        # rule 5.21 has its own Potomac clauses; case 2 is not applied
        "rises_in_csa": False,
        "src": "digest 3.7, 5.21",
    },
}

# Tributaries that join the same stretch of a main river, upstream first.
CONFLUENCE_ORDER = {
    ("ohio", "evansville", "paducah"): ("wabash", "cumberland"),
    ("mississippi", "memphis", "vicksburg"): ("arkansas", "yazoo"),
}


# =====================================================================
# Space flags
# =====================================================================

# Sea ports (``coast``). From the digest: every coastal fort (3.8) and its
# port, every BR port (3.9), Urbanna, Fort Monroe, Aquia Creek and
# Washington's naval moves (5.17), New Bern and Morehead City (Union PCs
# in the 1863 setup). Columbus, GA: a BR port with a coastal fort (Fort
# Gadsden, at the mouth of the Apalachicola) although 150 miles inland; the
# rules treat it as a coastal port. Washington and New Orleans are river
# ports whose way to the sea runs down their river (past Aquia Creek and
# Forts St. Philip/Jackson), so they are not listed here.
COAST = {
    # Union-state ports: AUTHORED. Baltimore, Annapolis (the Burnside
    # expedition sailed from there) and Philadelphia: the embarkation ports
    # of the war. Other Delaware and New Jersey towns are left inland.
    "baltimore": AUTHORED,
    "annapolis": AUTHORED,
    "philadelphia": AUTHORED,
    # Virginia
    "acquia_creek": "digest 5.17 (army naval move), 3.7 (Potomac port)",
    "urbanna": "digest 5.17",
    "fort_monroe": "digest 3.8, 5.17",
    "norfolk": "digest 3.9",
    # North Carolina
    "new_bern": "digest 6.3 (Union PC, amphibious base); AUTHORED as a port",
    "morehead_city": "digest 3.9",
    "wilmington_nc": "digest 3.9",
    "fort_fisher": "digest 3.8",
    # South Carolina, Georgia
    "charleston_sc": "digest 3.9",
    "fort_sumter": "digest 3.8",
    "savannah": "digest 3.9",
    "fort_pulaski": "digest 3.8",
    # AUTHORED: Brunswick held a Union PC and SP in the 1863 setup, which
    # only a landing explains; a real harbour
    "brunswick": AUTHORED,
    "columbus_ga": "digest 3.9 (BR port), 3.8 (Fort Gadsden)",
    # Florida
    "fernandina": "digest 3.9",
    "jacksonville_fl": "digest 3.9",
    # AUTHORED: St. Augustine and Cedar Key are on the coast; the VASSAL
    # module even lists them as BR ports (A4.4), which the rules do not
    "st_augustine": AUTHORED,
    "cedar_key": AUTHORED,
    "st_marks": "digest 3.9 (BR port with card 117)",
    "fort_gadson": "digest 3.8",
    "pensacola": "digest 3.9",
    "fort_pickens": "digest 3.8",
    # Alabama, Louisiana, Texas
    "mobile": "digest 3.9",
    "fort_morgan": "digest 3.8",
    "forts_st_philip_jackson": "digest 3.8 (coastal fort at the river mouth)",
    "sabine_city": "digest 3.9",
}

# Printed coastal forts and the port each protects (digest 3.8).
COASTAL_FORTS = {
    "fort_morgan": "mobile",
    "forts_st_philip_jackson": "new_orleans",
    "fort_pickens": "pensacola",
    "fort_gadson": "columbus_ga",
    "fort_pulaski": "savannah",
    "fort_sumter": "charleston_sc",
    "fort_fisher": "wilmington_nc",
    "fort_monroe": "norfolk",
}

# Blockade-runner ports and zones (A4.4; digest 3.9).
BR_ZONES = {
    "norfolk": "north_atlantic",
    "morehead_city": "north_atlantic",
    "wilmington_nc": "north_atlantic",
    "charleston_sc": "south_atlantic",
    "savannah": "south_atlantic",
    "fernandina": "south_atlantic",
    "jacksonville_fl": "south_atlantic",
    "columbus_ga": "east_gulf",
    "pensacola": "east_gulf",
    "st_marks": "east_gulf",
    "mobile": "east_gulf",
    "new_orleans": "west_gulf",
    "sabine_city": "west_gulf",
}
# St. Marks is a BR port only after card 117 (A4.4, digest 3.9).
BR_CARD = {"st_marks": 117}

# Resource centres and their SW values (A4.2; 13 RCs, total 50).
RC = {
    "richmond": 12,
    "atlanta": 5,
    "memphis": 5,
    "nashville": 5,
    "augusta": 4,
    "jackson_ms": 4,
    "columbus_ga": 3,
    "fayetteville_nc": 3,
    "charleston_sc": 3,
    "selma": 2,
    "macon": 2,
    "little_rock": 1,
    "marshall": 1,
}

# Capitals (A4.3, digest 3.11; "csa_state" and "border_state" AUTHORED from
# history for display only: no rule in the digest uses them).
CAPITALS = {
    "washington_dc": "union_national",
    "richmond": "csa_national",
    "harrisburg": "union_state",
    "philadelphia": "union_state",
    "trenton": "union_state",
    "dover_de": "union_state",
    "annapolis": "union_state",
    "columbus_oh": "union_state",
    "indianapolis": "union_state",
    "springfield_il": "union_state",
    # AUTHORED (1861 seats of the Confederate state governments on the map;
    # Richmond is Virginia's too; Texas' Austin is off the map)
    "raleigh": "csa_state",
    "columbia_sc": "csa_state",
    "milledgeville": "csa_state",
    "tallahassee": "csa_state",
    "montgomery": "csa_state",
    "jackson_ms": "csa_state",
    "baton_rouge": "csa_state",
    "little_rock": "csa_state",
    "nashville": "csa_state",
    # AUTHORED (border states: Frankfort; Jefferson City; Wheeling, seat of
    # the Restored Government of Virginia and then of West Virginia)
    "frankfort": "border_state",
    "jefferson_city": "border_state",
    "wheeling": "border_state",
}

# The rule 12.8 "Mississippi River" list (A4.5, digest 3.7), taken
# literally: it includes Ohio, Cumberland and Tennessee ports.
MISSISSIPPI_LIST = (
    "wheeling", "parkersburg", "cincinnati", "evansville", "louisville", "paducah",
    "columbus_ky", "cairo", "alton", "memphis", "clarksville_tn", "dover_tn", "nashville",
    "pittsburg_landing", "vicksburg", "grand_gulf", "port_hudson", "new_orleans",
    "forts_st_philip_jackson", "baton_rouge", "tuscumbia", "decatur_al", "new_madrid",
    "st_louis",
)

# Union-favourable spaces (grey with a blue band). The digest names only
# Knoxville and says they lie in Tennessee and the Carolinas (3.12, rule
# glossary). The others are AUTHORED from the June 1861 Tennessee
# secession vote and the Unionist upland of the Carolinas.
PRO_UNION = {
    "knoxville": "digest 3.12, 5.27 example",
    "rodgersville": AUTHORED + ": Hawkins County, East Tennessee; voted against secession",
    "clinton": AUTHORED + ": Anderson County, East Tennessee; voted against secession",
    "cleveland_tn": AUTHORED + ": Bradley County, East Tennessee; voted against secession",
    "crossville": AUTHORED + ": Cumberland County, on the plateau; voted against secession",
    "morgantown": AUTHORED + ": the North Carolina mountains (Burke County and beyond), "
                              "where Unionist bands held out",
    "greenville_sc": AUTHORED + ": the South Carolina upcountry, home of the Unionist "
                                 "B. F. Perry and the 'Dark Corner'",
}

# Shenandoah Valley (digest 3.12, rule 8.4).
SHENANDOAH = ("winchester_va", "strasburg", "staunton")

# North-edge rail exits: Union railroads leaving the map northward, Union
# supply sources (digest 5.24). AUTHORED: which lines leave the edge is not
# in the rules (digest 3.13). Each is a real 1861 line running north.
RAIL_EXITS = {
    "peoria": AUTHORED + ": Peoria & Bureau Valley RR to the Rock Island line and Chicago",
    "bloomington_il": AUTHORED + ": Chicago & Alton RR to Joliet and Chicago; Illinois "
                                  "Central main line north to Galena",
    "urbana": AUTHORED + ": Illinois Central's Chicago branch (Champaign-Kankakee)",
    "la_fayette": AUTHORED + ": Louisville, New Albany & Chicago RR to Michigan City",
    "sidney": AUTHORED + ": Dayton & Michigan RR to Lima and Toledo",
    "columbus_oh": AUTHORED + ": Cleveland, Columbus & Cincinnati RR to Cleveland",
    "coshocton": AUTHORED + ": the lines north to Cleveland and the Lakes (Cleveland, "
                             "Zanesville & Cincinnati; Pittsburgh, Fort Wayne & Chicago)",
    "pittsburgh": AUTHORED + ": Cleveland & Pittsburgh RR; Pittsburgh, Fort Wayne & Chicago",
    "harrisburg": AUTHORED + ": Northern Central RR north to Sunbury and Elmira",
    "trenton": AUTHORED + ": Camden & Amboy / New Jersey RR to New York",
    "st_joseph": AUTHORED + ": Hannibal & St. Joseph RR east to Hannibal and Quincy (CB&Q "
                             "to Chicago); Hannibal is not on the map, so the line is "
                             "shown as an exit rather than an edge. UNCERTAIN",
}


# =====================================================================
# Connections
# =====================================================================

EDGES = (
    # ---------------------------------------------------------------
    # Pennsylvania, New Jersey, Delaware, Maryland, DC
    # ---------------------------------------------------------------
    # Pennsylvania RR main line: Philadelphia-Lancaster-Harrisburg-
    # Lewistown-Altoona-Johnstown-Pittsburgh
    _e("philadelphia", "harrisburg", "rail"),
    _e("harrisburg", "lewistown", "rail"),
    _e("lewistown", "johnstown", "rail"),
    _e("johnstown", "pittsburgh", "rail"),
    # Northern Central: Baltimore-York-Harrisburg
    _e("baltimore", "york", "rail"),
    _e("york", "harrisburg", "rail"),
    # Cumberland Valley RR: Harrisburg-Carlisle-Chambersburg
    _e("harrisburg", "chambersburg", "rail"),
    # Gettysburg RR and Hanover Branch to the Northern Central
    _e("gettysburg", "york", "rail"),
    # Philadelphia, Wilmington & Baltimore
    _e("philadelphia", "wilmington_de", "rail"),
    _e("wilmington_de", "baltimore", "rail"),
    # Philadelphia & Trenton; Camden & Amboy; Camden & Atlantic
    _e("philadelphia", "trenton", "rail"),
    _e("camden_nj", "trenton", "rail"),
    _e("camden_nj", "atlantic_city", "rail"),
    # Delaware RR: Wilmington-Dover-Seaford (Milford area)
    _e("wilmington_de", "dover_de", "rail"),
    _e("dover_de", "milford_de", "rail"),
    # B&O Washington Branch (an ordinary railroad here: the game's B&O is
    # the main stem west of Baltimore); Annapolis & Elk Ridge via
    # Annapolis Junction, the route of the April 1861 relief of Washington
    _e("washington_dc", "baltimore", "rail"),
    _e("washington_dc", "annapolis", "rail"),
    # Baltimore & Ohio main stem (digest 3.3: Union only, rule 10.2.4):
    # Baltimore-Ellicott's Mills-Monocacy (Frederick)-Harpers Ferry-
    # Martinsburg-Cumberland-Grafton, then Grafton-Wheeling and the
    # Northwestern Virginia RR Grafton-Parkersburg (B&O-run)
    _e("baltimore", "frederick", "rail", bo=True),
    _e("frederick", "harpers_ferry", "rail", bo=True),
    _e("harpers_ferry", "grafton", "rail", bo=True),
    _e("grafton", "wheeling", "rail", bo=True),
    _e("grafton", "parkersburg", "rail", bo=True),
    # roads
    _e("washington_dc", "frederick", "road", src=D36),
    _e("frederick", "gettysburg", "road", src=D36),
    _e("chambersburg", "gettysburg", "road", src=D36),
    _e("baltimore", "frederick", "road"),          # National Road
    _e("frederick", "harpers_ferry", "road"),
    _e("frederick", "chambersburg", "road"),       # via Hagerstown
    _e("gettysburg", "harrisburg", "road"),
    _e("gettysburg", "baltimore", "road"),         # Baltimore Pike
    _e("chambersburg", "lewistown", "road"),
    _e("baltimore", "annapolis", "road"),
    _e("philadelphia", "camden_nj", "road"),       # Delaware ferry
    _e("philadelphia", "york", "road"),            # Lancaster Pike, Columbia bridge
    _e("pittsburgh", "uniontown", "road"),
    _e("pittsburgh", "wheeling", "road"),
    _e("uniontown", "wheeling", "road"),           # National Road
    _e("uniontown", "grafton", "road"),            # via Morgantown
    _e("uniontown", "johnstown", "road"),

    # ---------------------------------------------------------------
    # Virginia and West Virginia
    # ---------------------------------------------------------------
    # Orange & Alexandria: Alexandria (Washington, across the Potomac:
    # Washington's bar, digest 3.6/5.18)-Manassas-Culpeper-Gordonsville;
    # Charlottesville-Lynchburg extension (1860)
    _e("washington_dc", "manassas", "rail", bars=("washington_dc",), src=D36),
    _e("manassas", "culpepper", "rail"),
    _e("culpepper", "gordonsville", "rail"),
    _e("charlottesville", "lynchburg", "rail"),
    # Virginia Central: Richmond-Hanover Jct-Gordonsville-Charlottesville-
    # Staunton
    _e("richmond", "hanover", "rail"),
    _e("hanover", "gordonsville", "rail"),
    _e("gordonsville", "charlottesville", "rail"),
    _e("charlottesville", "staunton", "rail"),
    # Manassas Gap RR: Manassas-Front Royal-Strasburg
    _e("manassas", "strasburg", "rail"),
    # Winchester & Potomac
    _e("harpers_ferry", "winchester_va", "rail", src=D36),
    # Richmond, Fredericksburg & Potomac to the Aquia Creek landing
    _e("hanover", "fredericksburg", "rail"),
    _e("fredericksburg", "acquia_creek", "rail"),
    # Richmond & Petersburg; Petersburg RR (Hicksford-Weldon)
    _e("richmond", "petersburg", "rail"),
    _e("petersburg", "hickford_jct", "rail"),
    _e("hickford_jct", "weldon", "rail"),
    # Norfolk & Petersburg; Seaboard & Roanoke (Portsmouth-Suffolk-Weldon)
    _e("petersburg", "suffolk", "rail"),
    _e("suffolk", "norfolk", "rail"),
    _e("suffolk", "weldon", "rail"),
    # South Side RR: Petersburg-Burkeville-Farmville-Appomattox-Lynchburg
    _e("petersburg", "burkeville", "rail"),
    _e("burkeville", "appomattox_court_house", "rail"),
    _e("appomattox_court_house", "lynchburg", "rail"),
    # Richmond & Danville: Richmond-Amelia (Jetersville)-Burkeville-Danville
    _e("richmond", "amelia_ch", "rail"),
    _e("amelia_ch", "burkeville", "rail"),
    _e("burkeville", "danville", "rail"),
    # Virginia & Tennessee: Lynchburg-Wytheville-(Glade Spring, the
    # Saltville branch)-Bristol; East Tennessee & Virginia on to Knoxville
    _e("lynchburg", "wytheville", "rail"),
    _e("wytheville", "saltville", "rail"),
    _e("saltville", "rodgersville", "rail"),
    # Roanoke Valley RR (Clarksville-Ridgeway) and Raleigh & Gaston
    _e("clarksville_va", "raleigh", "rail"),
    # roads
    _e("manassas", "frederick", "road", src=D36),    # via Leesburg, Edwards Ferry
    _e("manassas", "fredericksburg", "road"),
    # Telegraph Road: Alexandria (Washington, across the Potomac)-Dumfries-
    # Aquia-Fredericksburg
    _e("washington_dc", "acquia_creek", "road", bars=("washington_dc",)),
    _e("culpepper", "wilderness", "road"),          # Germanna and Ely's fords
    _e("wilderness", "fredericksburg", "road"),
    _e("wilderness", "gordonsville", "road"),       # Orange Turnpike, Plank Road
    _e("wilderness", "hanover", "road"),            # Spotsylvania, North Anna (Grant, 1864)
    _e("manassas", "wilderness", "road"),           # Brentsville, the Rappahannock fords
    _e("culpepper", "strasburg", "road"),           # Chester Gap, Front Royal
    _e("winchester_va", "strasburg", "road"),       # Valley Pike
    _e("strasburg", "staunton", "road"),            # Valley Pike
    _e("strasburg", "franklin_wv", "road"),         # via Moorefield (Fremont, 1862)
    _e("staunton", "franklin_wv", "road"),          # via McDowell (Jackson, 1862)
    _e("winchester_va", "franklin_wv", "road"),     # Northwestern Turnpike via Romney
    _e("staunton", "lewisburg", "road"),            # James River & Kanawha Turnpike
    _e("richmond", "williamsburg", "road"),
    _e("richmond", "drewys_bluff", "road"),
    _e("drewys_bluff", "petersburg", "road"),       # Bermuda Hundred
    _e("petersburg", "amelia_ch", "road"),          # Lee's retreat, April 1865
    _e("drewys_bluff", "suffolk", "road"),
    _e("williamsburg", "fort_monroe", "road"),      # Yorktown, Big Bethel
    _e("williamsburg", "hanover", "road"),
    _e("williamsburg", "urbanna", "road"),          # McClellan's Urbanna plan via West Point
    _e("urbanna", "hanover", "road"),
    _e("clarksville_va", "burkeville", "road"),
    _e("clarksville_va", "danville", "road"),
    _e("danville", "lynchburg", "road"),
    _e("danville", "greensboro", "road", up64=True, src=D33),   # Piedmont RR, 1864
    _e("lewisburg", "wytheville", "road"),
    _e("lewisburg", "weston", "road"),
    _e("lewisburg", "charleston_wv", "road"),       # James River & Kanawha Turnpike
    _e("weston", "grafton", "road"),
    _e("weston", "parkersburg", "road"),            # Staunton-Parkersburg Turnpike
    _e("weston", "charleston_wv", "road"),
    _e("charleston_wv", "parkersburg", "road"),
    _e("charleston_wv", "jackson_oh", "road"),      # Point Pleasant-Gallipolis (Cox, 1861)
    _e("franklin_wv", "grafton", "road"),           # via Beverly
    _e("wheeling", "parkersburg", "road"),          # along the Ohio's Virginia bank
    _e("rodgersville", "morgantown", "road"),       # Greeneville-Asheville road

    # ---------------------------------------------------------------
    # North and South Carolina
    # ---------------------------------------------------------------
    # Wilmington & Weldon
    _e("weldon", "goldsboro", "rail"),
    _e("goldsboro", "strickland_depot", "rail"),
    _e("strickland_depot", "wilmington_nc", "rail"),
    # Raleigh & Gaston
    _e("weldon", "raleigh", "rail"),
    # North Carolina RR: Goldsboro-Raleigh-Hillsborough-Greensboro-
    # Salisbury-Charlotte
    _e("goldsboro", "raleigh", "rail"),
    _e("raleigh", "hillsborough", "rail"),
    _e("hillsborough", "greensboro", "rail"),
    _e("greensboro", "salisbury", "rail"),
    _e("salisbury", "charlotte", "rail"),
    # Atlantic & North Carolina
    _e("goldsboro", "new_bern", "rail"),
    _e("new_bern", "morehead_city", "rail"),
    # Western North Carolina RR: Salisbury-Statesville-Morganton
    _e("salisbury", "morgantown", "rail"),
    # Wilmington, Charlotte & Rutherford: Wilmington-Lumberton-Old Hundred
    # (its western railhead in 1861)
    _e("wilmington_nc", "lumberton", "rail"),
    _e("lumberton", "old_hundred", "rail"),
    # Wilmington & Manchester: Wilmington-Whiteville-Marion-Florence-
    # Sumter-Kingsville (Columbia)
    _e("wilmington_nc", "marion_sc", "rail"),
    _e("marion_sc", "florence", "rail"),
    _e("florence", "columbia_sc", "rail"),
    # Northeastern RR: Florence-Kingstree-Charleston
    _e("florence", "kingston_sc", "rail"),
    _e("kingston_sc", "charleston_sc", "rail"),
    # Charlotte & South Carolina
    _e("charlotte", "chester", "rail"),
    _e("chester", "columbia_sc", "rail"),
    # South Carolina RR: Charleston-Branchville-Hamburg (Augusta);
    # Branchville-Orangeburg-Columbia; Camden branch
    _e("charleston_sc", "branchville", "rail"),
    _e("branchville", "augusta", "rail"),
    _e("branchville", "columbia_sc", "rail"),
    _e("columbia_sc", "camden_sc", "rail"),
    # Greenville & Columbia (Alston-Greenville); Spartanburg & Union
    _e("columbia_sc", "alston", "rail"),
    _e("alston", "greenville_sc", "rail"),
    _e("alston", "spartanburg", "rail"),
    # Charleston & Savannah (1860)
    _e("charleston_sc", "savannah", "rail"),
    # roads
    _e("raleigh", "fayetteville_nc", "road"),
    _e("fayetteville_nc", "goldsboro", "road"),     # Bentonville (Sherman, 1865)
    _e("fayetteville_nc", "lumberton", "road"),
    _e("fayetteville_nc", "old_hundred", "road"),
    _e("fayetteville_nc", "melvers", "road"),       # Fayetteville & Western Plank Road
    _e("melvers", "hillsborough", "road"),
    _e("melvers", "salisbury", "road"),
    _e("melvers", "old_hundred", "road"),
    _e("old_hundred", "florence", "road"),          # Cheraw-Darlington
    _e("lumberton", "marion_sc", "road"),
    _e("charlotte", "morgantown", "road"),
    _e("morgantown", "spartanburg", "road"),
    _e("spartanburg", "greenville_sc", "road"),
    _e("spartanburg", "chester", "road"),
    _e("chester", "camden_sc", "road"),
    _e("camden_sc", "florence", "road"),
    _e("alston", "augusta", "road"),                # via Edgefield

    # ---------------------------------------------------------------
    # Georgia, Florida, Alabama
    # ---------------------------------------------------------------
    # Georgia RR: Augusta-Warrenton (Camak branch)-Camak-Union Point-Atlanta
    _e("augusta", "warrenton", "rail"),
    _e("warrenton", "camack", "rail"),
    _e("camack", "union_pt", "rail"),
    _e("union_pt", "atlanta", "rail"),
    # Augusta & Savannah (Augusta-Millen)
    _e("augusta", "millen", "rail"),
    # Central of Georgia: Savannah-Millen-Tennille-Gordon-Macon (Milledgeville
    # stands for Gordon, where the Milledgeville branch left the main line)
    _e("savannah", "millen", "rail"),
    _e("millen", "tennille", "rail"),
    _e("tennille", "milledgeville", "rail"),
    _e("milledgeville", "macon", "rail"),
    # Macon & Western: Macon-Barnesville-Atlanta
    _e("macon", "barnesville", "rail"),
    _e("barnesville", "atlanta", "rail"),
    # Atlanta & West Point; Montgomery & West Point and its Columbus branch
    _e("atlanta", "newnan", "rail"),
    _e("newnan", "opelika", "rail"),
    _e("opelika", "montgomery", "rail"),
    _e("opelika", "columbus_ga", "rail"),
    # Muscogee RR (Columbus-Fort Valley) with the South-Western to Macon
    _e("macon", "columbus_ga", "rail"),
    # South-Western RR: Macon-Americus-Smithville-Albany; Smithville-
    # Cuthbert-Eufaula (Georgetown is Eufaula's Georgia bank)
    _e("macon", "smithville", "rail"),
    _e("smithville", "albany", "rail"),
    _e("smithville", "georgetown", "rail"),
    # Mobile & Girard: Girard (Columbus)-Union Springs
    _e("columbus_ga", "union_springs", "rail"),
    # Western & Atlantic: Atlanta-Kingston-Dalton-Ringgold-through the
    # ridge-Chattanooga
    _e("atlanta", "kingston_ga", "rail"),
    _e("kingston_ga", "dalton", "rail"),
    _e("dalton", "missionary_ridge", "rail"),
    _e("missionary_ridge", "chattanooga", "rail"),
    # East Tennessee & Georgia: Knoxville-Cleveland-Dalton, and its
    # Cleveland-Chattanooga branch through the ridge (1859)
    _e("dalton", "cleveland_tn", "rail"),
    _e("cleveland_tn", "missionary_ridge", "rail"),
    _e("cleveland_tn", "knoxville", "rail"),
    # Atlantic & Gulf (Savannah-Screven-Waycross-Valdosta-Thomasville,
    # completed 1861; "Lantin" is Lawton); Brunswick & Florida
    _e("savannah", "walthourville", "rail"),
    _e("walthourville", "screvern", "rail"),
    _e("screvern", "tebeauville", "rail"),
    _e("tebeauville", "lantin", "rail"),
    _e("lantin", "thomasville", "rail"),
    _e("tebeauville", "brunswick", "rail"),
    # Tallahassee RR; Pensacola & Georgia (Tallahassee-Monticello-Madison-
    # Live Oak-Lake City); Florida, Atlantic & Gulf Central (Lake City-
    # Baldwin-Jacksonville); Florida RR (Fernandina-Baldwin-Cedar Key)
    _e("tallahassee", "st_marks", "rail"),
    _e("tallahassee", "monticello", "rail"),
    _e("monticello", "live_oak", "rail"),
    _e("live_oak", "baldwin", "rail"),
    _e("baldwin", "jacksonville_fl", "rail"),
    _e("fernandina", "baldwin", "rail"),
    _e("baldwin", "cedar_key", "rail"),
    # Alabama & Florida (Montgomery-Greenville-Pollard-Pensacola, 1861);
    # Mobile & Great Northern (Tensaw-Pollard, 1861)
    _e("montgomery", "greenville_al", "rail"),
    _e("greenville_al", "pollard", "rail"),
    _e("pollard", "pensacola", "rail"),
    _e("pollard", "mobile", "rail"),
    # Alabama & Mississippi Rivers RR: Selma-Marion Jct-Uniontown-Demopolis
    _e("selma", "marion_al", "rail"),
    _e("marion_al", "demopolis", "rail"),
    # Alabama & Tennessee Rivers RR: Selma-Talladega-Jacksonville
    _e("selma", "talladega", "rail"),
    _e("talladega", "jacksonville_al", "rail"),
    # north-east Alabama rough roads (digest 3.3, rule 5.10)
    _e("jacksonville_al", "decatur_al", "dotted", src=D33),
    _e("jacksonville_al", "kingston_ga", "dotted", src=D33),
    # roads
    _e("warrenton", "milledgeville", "road"),
    _e("macon", "hawkinsville", "road"),
    _e("hawkinsville", "albany", "road"),
    _e("hawkinsville", "lantin", "road"),
    _e("albany", "thomasville", "road"),
    _e("albany", "georgetown", "road"),
    _e("georgetown", "union_springs", "road"),
    _e("newnan", "columbus_ga", "road"),
    _e("thomasville", "tallahassee", "road"),
    _e("thomasville", "monticello", "road"),
    _e("lantin", "live_oak", "road"),               # rail only in March 1865
    _e("jacksonville_fl", "st_augustine", "road"),
    _e("pensacola", "mobile", "road"),              # coast road by the Perdido
    _e("brunswick", "screvern", "road"),
    _e("montgomery", "selma", "road"),
    _e("montgomery", "talladega", "road"),
    _e("montgomery", "union_springs", "road"),
    _e("demopolis", "meridian", "road", up64=True, src=D33),     # Tombigbee gap, bridged 1864
    _e("demopolis", "gainesville_jct", "road"),

    # ---------------------------------------------------------------
    # Tennessee, Kentucky, Mississippi, Louisiana (east of the river)
    # ---------------------------------------------------------------
    # Nashville & Chattanooga (with the Memphis & Charleston's Stevenson
    # end); its Shelbyville and McMinnville branches
    _e("nashville", "murfreesboro", "rail"),
    _e("murfreesboro", "tullahoma", "rail"),
    _e("tullahoma", "steven", "rail"),
    _e("steven", "chattanooga", "rail"),
    _e("tullahoma", "shelbyville", "rail"),
    _e("tullahoma", "mcminnville", "rail"),
    # Tennessee & Alabama and Central Southern: Nashville-Franklin-
    # Columbia-Pulaski-Athens-Decatur, crossing the Tennessee at Decatur
    _e("nashville", "franklin_tn", "rail"),
    _e("franklin_tn", "columbia_tn", "rail"),
    _e("columbia_tn", "decatur_al", "rail", bars=("decatur_al",)),
    # Memphis & Charleston: Memphis-LaGrange (Grand Jct)-Corinth-Tuscumbia-
    # Decatur-(crossing the river)-Huntsville-Stevenson
    _e("memphis", "grand_jct", "rail"),
    _e("grand_jct", "corinth", "rail"),
    _e("corinth", "tuscumbia", "rail"),
    _e("tuscumbia", "decatur_al", "rail"),
    _e("decatur_al", "steven", "rail", bars=("decatur_al",)),
    # East Tennessee & Virginia (Knoxville-Bulls Gap-Greeneville-Bristol)
    _e("knoxville", "rodgersville", "rail"),
    # Louisville & Frankfort, Lexington & Frankfort
    _e("louisville", "frankfort", "rail", src=D36),
    _e("frankfort", "lexington_ky", "rail", src=D36),
    # Kentucky Central: Covington (Cincinnati, across the Ohio)-Falmouth-
    # Paris-Lexington. Cincinnati's bar, none on Falmouth (digest 3.6)
    _e("cincinnati", "falmouth", "rail", bars=("cincinnati",), src=D36),
    _e("falmouth", "lexington_ky", "rail", src=D36),
    # Louisville & Nashville (1859), with the Lebanon branch standing for the
    # main line's Elizabethtown-Munfordville stretch
    _e("louisville", "lebanon", "rail", src=D36),
    _e("lebanon", "bowling_green", "rail", src=D36),
    _e("bowling_green", "nashville", "rail", bars=("nashville",), src=D36),
    # L&N Memphis branch (Bowling Green-Guthrie), Memphis, Clarksville &
    # Louisville (Guthrie-Clarksville-Paris), Edgefield & Kentucky
    # (Nashville-Guthrie). Cumberland crossings (digest 3.6, 5.18)
    _e("bowling_green", "clarksville_tn", "rail", src=D36),
    _e("clarksville_tn", "nashville", "rail", bars=("nashville",), src=D36),
    _e("clarksville_tn", "dover_tn", "rail", bars=("clarksville_tn",), src=D36),
    # Memphis & Ohio / MC&L west of the Tennessee: Dover (the Danville
    # crossing by Fort Henry)-McKenzie-Humboldt-Brownsville-Memphis.
    # Dover's west bar is the Tennessee (digest 3.6, rule 6.2.6)
    _e("dover_tn", "mckenzie", "rail", bars=("dover_tn",), src=D36),
    _e("mckenzie", "humboldt", "rail"),
    _e("humboldt", "memphis", "rail"),
    # Mobile & Ohio north: Corinth-Bethel-Jackson TN-Humboldt-Union City-
    # Columbus KY (Jackson TN is not a space)
    _e("corinth", "humboldt", "rail"),
    _e("humboldt", "columbus_ky", "rail"),
    # Mississippi Central: Grand Jct-(Jackson TN)-Humboldt; Grand Jct-Holly
    # Springs-Oxford-Grenada-Winona-Canton
    _e("humboldt", "grand_jct", "rail", src=D36),
    _e("grand_jct", "oxford", "rail"),
    _e("oxford", "grenada", "rail"),
    _e("grenada", "winona", "rail"),
    _e("winona", "canton_city", "rail"),
    # New Orleans, Jackson & Great Northern: Canton-Jackson-Hazlehurst-
    # Magnolia (Holmsville)-Amite-Ponchatoula (Springfield)-New Orleans
    _e("canton_city", "jackson_ms", "rail"),
    _e("jackson_ms", "holmsville", "rail"),
    _e("holmsville", "springfield_la", "rail"),
    _e("springfield_la", "new_orleans", "rail"),
    # Mississippi & Tennessee: Memphis-Hernando-Panola-Grenada
    _e("memphis", "panola", "rail"),
    _e("panola", "grenada", "rail"),
    # Southern RR of Mississippi: Vicksburg-Jackson-Forest-Meridian
    # (digest 3.6 supply example)
    _e("vicksburg", "jackson_ms", "rail", src=D36),
    _e("jackson_ms", "forest", "rail", src=D36),
    _e("forest", "meridian", "rail", src=D36),
    # Vicksburg, Shreveport & Texas: De Soto (across from Vicksburg)-Monroe;
    # Vicksburg's bar (digest 3.6)
    _e("vicksburg", "monroe", "rail", bars=("vicksburg",), src=D36),
    # Mobile & Ohio south: Mobile-Citronelle-Winchester-Quitman-Meridian-
    # Gainesville Jct-Macon-Artesia-Okolona-Tupelo-Corinth
    _e("mobile", "winchester_ms", "rail"),
    _e("winchester_ms", "meridian", "rail"),
    _e("meridian", "gainesville_jct", "rail"),
    _e("gainesville_jct", "artesia", "rail"),
    _e("artesia", "tupelo", "rail"),
    _e("tupelo", "corinth", "rail"),
    # roads
    _e("shelbyville", "murfreesboro", "road"),
    _e("shelbyville", "columbia_tn", "road"),
    _e("murfreesboro", "mcminnville", "road"),
    _e("mcminnville", "crossville", "road"),
    _e("mcminnville", "chattanooga", "road"),       # Sequatchie valley
    _e("tullahoma", "chattanooga", "road"),         # over the plateau by Cowan
    _e("crossville", "clinton", "road"),
    _e("crossville", "knoxville", "road"),          # Walton Road via Kingston
    _e("clinton", "knoxville", "road"),
    _e("clinton", "somerset", "road", src=D36),      # Big Creek Gap, Jacksboro
    _e("somerset", "lexington_ky", "road", src=D36),
    _e("somerset", "lebanon", "road"),               # Thomas to Mill Springs, 1862
    _e("dover_tn", "franklin_tn", "road", src=D36),
    _e("dover_tn", "paducah", "road", bars=("dover_tn",), src=D36),
    _e("columbia_tn", "waynesboro", "road"),
    _e("waynesboro", "pittsburg_landing", "road", bars=("pittsburg_landing",), src=D36),
    _e("waynesboro", "tuscumbia", "road", bars=("tuscumbia",)),
    _e("pittsburg_landing", "corinth", "road"),
    _e("pittsburg_landing", "lexington_tn", "road"),
    _e("lexington_tn", "humboldt", "road"),
    _e("lexington_tn", "mckenzie", "road"),
    _e("mckenzie", "paducah", "road"),              # via Paris and Mayfield
    _e("paducah", "columbus_ky", "road"),
    # Cairo-Paducah "north route" (digest 3.6): along the Illinois shore,
    # crossing into Paducah; the "south route" is the Ohio link below
    _e("cairo", "paducah", "road", bars=("paducah",), src=D36),
    _e("cairo", "columbus_ky", "road", bars=("cairo",)),
    _e("evansville", "paducah", "road", bars=("evansville",)),
    _e("evansville", "bowling_green", "road", bars=("evansville",)),
    # the Mississippi crossings by Island No. 10
    _e("columbus_ky", "new_madrid", "road", bars=("columbus_ky", "new_madrid")),
    _e("new_madrid", "humboldt", "road", bars=("new_madrid",)),    # via Tiptonville
    _e("new_madrid", "memphis", "road", bars=("new_madrid",)),
    _e("oxford", "panola", "road"),
    _e("oxford", "tupelo", "road"),
    _e("winona", "artesia", "road"),
    _e("canton_city", "yazoo_city", "road"),
    _e("yazoo_city", "vicksburg", "road"),
    _e("vicksburg", "grand_gulf", "road"),
    _e("grand_gulf", "jackson_ms", "road"),         # Port Gibson, Raymond (Grant, 1863)
    _e("grand_gulf", "holmsville", "road"),
    _e("grand_gulf", "port_hudson", "road"),        # via Natchez, Woodville
    _e("port_hudson", "baton_rouge", "road"),
    _e("port_hudson", "alexandria", "road", bars=("port_hudson",)),   # Simmesport
    _e("baton_rouge", "springfield_la", "road"),
    _e("baton_rouge", "new_orleans", "road"),       # River Road

    # ---------------------------------------------------------------
    # Missouri, Arkansas, Louisiana west of the river, Texas
    # ---------------------------------------------------------------
    # Pacific RR to Jefferson City; its South-west Branch to Rolla; St.
    # Louis & Iron Mountain to Pilot Knob (Ironton)
    _e("st_louis", "jefferson_city", "rail"),
    _e("st_louis", "rolla", "rail"),
    _e("st_louis", "ironton", "rail"),
    # Memphis & Little Rock: Hopefield (across from Memphis)-Madison;
    # De Valls Bluff (Elizabeth)-Little Rock (opened 1862); the White River
    # gap between is a road
    _e("memphis", "madison", "rail", bars=("memphis",)),
    _e("elizabeth", "little_rock", "rail", bars=("little_rock",)),
    # roads
    _e("st_louis", "alton", "road", bars=("st_louis", "alton")),
    _e("jefferson_city", "rolla", "road"),
    _e("jefferson_city", "lexington_mo", "road"),   # Missouri River towns, Sedalia
    _e("lexington_mo", "kansas_city", "road"),
    _e("kansas_city", "st_joseph", "road"),
    _e("st_joseph", "lexington_mo", "road"),
    _e("rolla", "ironton", "road"),
    _e("rolla", "springfield_mo", "road"),          # Wire Road (Lyon, 1861)
    _e("springfield_mo", "fayetteville_ar", "road"),  # Wire Road (Pea Ridge)
    _e("springfield_mo", "lexington_mo", "road"),   # Price's march, 1861
    _e("ironton", "greenville_mo", "road"),
    _e("greenville_mo", "cairo", "road", bars=("cairo",)),   # Bird's Point
    _e("greenville_mo", "gaineville", "road"),
    _e("greenville_mo", "new_madrid", "road"),
    _e("gaineville", "new_madrid", "road"),         # Crowley's Ridge
    _e("gaineville", "madison", "road"),
    _e("madison", "elizabeth", "road"),
    _e("elizabeth", "arkansas_post", "road"),
    _e("arkansas_post", "little_rock", "road", bars=("little_rock",)),
    _e("little_rock", "clarksville_ar", "road", bars=("little_rock",)),
    _e("clarksville_ar", "fayetteville_ar", "road"),
    _e("little_rock", "washington_ar", "road"),     # Southwest Trail
    _e("little_rock", "camden_ar", "road"),
    _e("camden_ar", "washington_ar", "road"),
    _e("camden_ar", "shreveport", "road", bars=("shreveport",)),   # Steele, 1864
    _e("washington_ar", "shreveport", "road"),
    _e("camden_ar", "monroe", "road"),              # Ouachita valley
    _e("shreveport", "marshall", "road"),
    _e("shreveport", "grand_ecore", "road"),
    _e("shreveport", "monroe", "road", bars=("shreveport",)),
    _e("marshall", "nacodoches", "road"),
    _e("nacodoches", "grand_ecore", "road"),        # El Camino Real to Natchitoches
    _e("nacodoches", "sabine_city", "road"),
    _e("grand_ecore", "alexandria", "road"),
    _e("alexandria", "monroe", "road", bars=("alexandria",)),

    # ---------------------------------------------------------------
    # Illinois, Indiana, Ohio
    # ---------------------------------------------------------------
    # Illinois Central main line: Cairo-Jonesboro-Centralia (Salem/
    # Vandalia)-Pana-Decatur-Bloomington
    _e("cairo", "jonesborough", "rail"),
    _e("jonesborough", "salem_vandalia", "rail"),
    _e("salem_vandalia", "pana", "rail"),
    _e("pana", "decatur_il", "rail"),
    _e("decatur_il", "bloomington_il", "rail"),
    # Great Western (Naples-Jacksonville-Springfield-Decatur-Tolono-
    # Danville) and Toledo, Wabash & Western (Danville-Lafayette)
    _e("jacksonville_il", "springfield_il", "rail"),
    _e("springfield_il", "decatur_il", "rail"),
    _e("decatur_il", "urbana", "rail"),
    _e("urbana", "la_fayette", "rail"),
    # Chicago & Alton: Alton-Springfield-Bloomington
    _e("alton", "springfield_il", "rail"),
    _e("springfield_il", "bloomington_il", "rail"),
    # Terre Haute, Alton & St. Louis: Alton-Pana-Mattoon-Terre Haute
    _e("alton", "pana", "rail"),
    _e("pana", "terre_haute", "rail"),
    # Ohio & Mississippi: East St. Louis-Salem-Vincennes-Mitchell
    # (Bloomington IN stands for the junction)-North Vernon-Cincinnati
    _e("st_louis", "salem_vandalia", "rail", bars=("st_louis",)),
    _e("salem_vandalia", "vincennes", "rail", bars=("vincennes",)),
    _e("vincennes", "bloomington_in", "rail"),
    _e("bloomington_in", "vernon", "rail"),
    _e("vernon", "cincinnati", "rail"),
    # Evansville & Crawfordsville: Evansville-Vincennes-Terre Haute
    _e("evansville", "vincennes", "rail"),
    _e("vincennes", "terre_haute", "rail"),
    # Terre Haute & Richmond: Terre Haute-Greencastle-Indianapolis
    _e("terre_haute", "greencastle", "rail"),
    _e("greencastle", "indianapolis", "rail"),
    # New Albany & Salem: New Albany (Louisville)-Bedford-Bloomington-
    # Greencastle-Lafayette
    _e("louisville", "bloomington_in", "rail", bars=("louisville",)),
    _e("bloomington_in", "greencastle", "rail"),
    _e("greencastle", "la_fayette", "rail"),
    # Jeffersonville RR and Madison & Indianapolis: Jeffersonville
    # (Louisville)-Vernon-Columbus IN-Indianapolis
    _e("louisville", "vernon", "rail", bars=("louisville",)),
    _e("vernon", "indianapolis", "rail"),
    # Lafayette & Indianapolis; Indiana Central (Indianapolis-Richmond-Dayton)
    _e("indianapolis", "la_fayette", "rail"),
    _e("indianapolis", "dayton", "rail"),
    # Cincinnati, Hamilton & Dayton; Dayton & Michigan; Dayton & Xenia with
    # the Columbus & Xenia; Columbus, Piqua & Indiana
    _e("cincinnati", "dayton", "rail"),
    _e("dayton", "sidney", "rail"),
    _e("dayton", "columbus_oh", "rail"),
    _e("sidney", "columbus_oh", "rail"),
    # Marietta & Cincinnati: Cincinnati-Hillsboro-Chillicothe-Athens-Belpre
    # (across from Parkersburg)
    _e("cincinnati", "washington_oh", "rail"),
    _e("washington_oh", "jackson_oh", "rail"),
    _e("jackson_oh", "parkersburg", "rail", bars=("parkersburg",)),
    # Central Ohio: Columbus-Newark-Zanesville-Bellaire (across from Wheeling)
    _e("columbus_oh", "zanesville", "rail"),
    _e("zanesville", "wheeling", "rail", bars=("wheeling",)),
    # Steubenville & Indiana: Columbus-Newark-Coshocton
    _e("columbus_oh", "coshocton", "rail"),
    # roads
    _e("peoria", "bloomington_il", "road"),
    _e("peoria", "springfield_il", "road"),
    _e("jacksonville_il", "alton", "road"),
    _e("washington_oh", "columbus_oh", "road"),
    _e("washington_oh", "dayton", "road"),
    _e("zanesville", "coshocton", "road"),
    _e("zanesville", "parkersburg", "road", bars=("parkersburg",)),   # Marietta

    # ---------------------------------------------------------------
    # River links (water only unless ``land``). Each joins two river
    # ports with no river port between them; see RIVERS.
    # ---------------------------------------------------------------
    # Mississippi
    _e("alton", "st_louis", "river", rivers=("mississippi",), flow="down"),
    _e("st_louis", "cairo", "river", rivers=("mississippi",), flow="down"),
    _e("cairo", "columbus_ky", "river", rivers=("mississippi",), flow="down"),
    _e("columbus_ky", "new_madrid", "river", rivers=("mississippi",), flow="down"),
    _e("new_madrid", "memphis", "river", rivers=("mississippi",), flow="down"),
    _e("memphis", "vicksburg", "river", rivers=("mississippi",), flow="down"),
    _e("vicksburg", "grand_gulf", "river", rivers=("mississippi",), flow="down"),
    _e("grand_gulf", "port_hudson", "river", rivers=("mississippi",), flow="down"),
    _e("port_hudson", "baton_rouge", "river", rivers=("mississippi",), flow="down"),
    _e("baton_rouge", "new_orleans", "river", rivers=("mississippi",), flow="down"),
    _e("new_orleans", "forts_st_philip_jackson", "river", rivers=("mississippi",),
       flow="down"),
    # Ohio. Paducah-Cairo is also the Cairo-Paducah "south route" by land
    # (digest 3.6): it leaves Cairo across Cairo's bar and enters Paducah
    # without crossing
    _e("wheeling", "parkersburg", "river", rivers=("ohio",), flow="down"),
    _e("parkersburg", "cincinnati", "river", rivers=("ohio",), flow="down"),
    _e("cincinnati", "louisville", "river", rivers=("ohio",), flow="down"),
    _e("louisville", "evansville", "river", rivers=("ohio",), flow="down"),
    _e("evansville", "paducah", "river", rivers=("ohio",), flow="down"),
    _e("paducah", "cairo", "river", bars=("cairo",), rivers=("ohio",), flow="down",
       land=True, src=D36),
    # Tennessee (Dover-Paducah is also the Cumberland's way down: down the
    # Cumberland to Smithland, down the Ohio to Paducah)
    _e("decatur_al", "tuscumbia", "river", rivers=("tennessee",), flow="down"),
    _e("tuscumbia", "pittsburg_landing", "river", rivers=("tennessee",), flow="down"),
    _e("pittsburg_landing", "dover_tn", "river", rivers=("tennessee",), flow="down"),
    _e("dover_tn", "paducah", "river", rivers=("tennessee", "cumberland", "ohio"),
       flow="down"),
    # Cumberland, and its mouth between Evansville and Paducah
    _e("nashville", "clarksville_tn", "river", rivers=("cumberland",), flow="down"),
    _e("clarksville_tn", "dover_tn", "river", rivers=("cumberland",), flow="down"),
    _e("dover_tn", "evansville", "river", rivers=("cumberland", "ohio"), flow="junction"),
    _e("dover_tn", "vincennes", "river", rivers=("cumberland", "ohio", "wabash"),
       flow="junction"),
    # Wabash, entering the Ohio above the Cumberland
    _e("vincennes", "paducah", "river", rivers=("wabash", "ohio"), flow="down"),
    _e("vincennes", "evansville", "river", rivers=("wabash", "ohio"), flow="junction"),
    # Arkansas and Yazoo, both entering the Mississippi between Memphis and
    # Vicksburg, the Arkansas first
    _e("little_rock", "arkansas_post", "river", rivers=("arkansas",), flow="down"),
    _e("arkansas_post", "vicksburg", "river", rivers=("arkansas", "mississippi"),
       flow="down"),
    _e("arkansas_post", "memphis", "river", rivers=("arkansas", "mississippi"),
       flow="junction"),
    _e("arkansas_post", "yazoo_city", "river", rivers=("arkansas", "mississippi", "yazoo"),
       flow="junction"),
    _e("yazoo_city", "vicksburg", "river", rivers=("yazoo", "mississippi"), flow="down"),
    _e("yazoo_city", "memphis", "river", rivers=("yazoo", "mississippi"), flow="junction"),
    # Red, entering the Mississippi between Grand Gulf and Port Hudson
    _e("shreveport", "grand_ecore", "river", rivers=("red",), flow="down"),
    _e("grand_ecore", "alexandria", "river", rivers=("red",), flow="down"),
    _e("alexandria", "port_hudson", "river", rivers=("red", "mississippi"), flow="down"),
    _e("alexandria", "grand_gulf", "river", rivers=("red", "mississippi"), flow="junction"),
    # Potomac
    _e("washington_dc", "acquia_creek", "river", rivers=("potomac",), flow="down"),
)

LINKS = EDGES


# =====================================================================
# Derived per-space attributes
# =====================================================================

def _river_ports(rivers=RIVERS):
    out = {}
    for name, r in rivers.items():
        for s in r["course"]:
            out.setdefault(s, []).append(name)
    return {s: tuple(v) for s, v in out.items()}


RIVER_PORTS = _river_ports()
PROTECTED_BY = {port: fort for fort, port in COASTAL_FORTS.items()}
LAND_LINKED = frozenset(s for e in EDGES if e.land for s in (e.a, e.b))


def _space_attrs() -> dict:
    out = {}
    for sid, name, state, _x, _y in SPACES:
        rivers = RIVER_PORTS.get(sid, ())
        coast = sid in COAST
        out[sid] = {
            "name": name,
            "state": state,
            "allegiance": ALLEGIANCE[state],
            "port": coast or bool(rivers) or sid in COASTAL_FORTS,
            "coast": coast,
            "river_port": rivers,
            "coastal_fort": COASTAL_FORTS.get(sid),
            "protected_by": PROTECTED_BY.get(sid),
            "br_zone": BR_ZONES.get(sid),
            "br_card": BR_CARD.get(sid),
            "rc": RC.get(sid, 0),
            "capital": CAPITALS.get(sid),
            "mississippi": sid in MISSISSIPPI_LIST,
            "pro_union": sid in PRO_UNION,
            "shenandoah": sid in SHENANDOAH,
            "rail_exit": sid in RAIL_EXITS,
            "water_only": sid not in LAND_LINKED,
        }
    return out


SPACE = _space_attrs()

# Defaults of the SPACE keys, for code that builds partial records.
DEFAULTS = {
    "port": False, "coast": False, "river_port": (), "coastal_fort": None,
    "protected_by": None, "br_zone": None, "br_card": None, "rc": 0, "capital": None,
    "mississippi": False, "pro_union": False, "shenandoah": False, "rail_exit": False,
    "water_only": False,
}


# =====================================================================
# Lookups
# =====================================================================

_BY_PAIR: dict = {}
for _ed in EDGES:
    _BY_PAIR.setdefault(frozenset((_ed.a, _ed.b)), []).append(_ed)
_ORDER = {s[0]: i for i, s in enumerate(SPACES)}


def edges(a: str, b: str) -> tuple:
    """Every connection joining ``a`` and ``b`` (either order), as stored."""
    return tuple(_BY_PAIR.get(frozenset((a, b)), ()))


def edges_of(space: str) -> tuple:
    """Every connection touching ``space``."""
    return tuple(e for e in EDGES if space in (e.a, e.b))


def neighbours(space: str, kinds=None, land=None, bo=None) -> tuple:
    """Spaces joined to ``space``, in map order. ``kinds`` filters by kind;
    ``land`` True/False keeps only links land forces may / may not use;
    ``bo`` True/False keeps only B&O / non-B&O links."""
    out = set()
    for e in edges_of(space):
        if kinds is not None and e.kind not in kinds:
            continue
        if land is not None and e.land != land:
            continue
        if bo is not None and e.bo != bo:
            continue
        out.add(e.other(space))
    return tuple(sorted(out, key=_ORDER.__getitem__))


def land_neighbours(space: str, dotted: bool = False) -> tuple:
    """Spaces one land move away (roads, railroads, the Cairo-Paducah south
    route; dotted links only if asked; never the B&O)."""
    return tuple(n for n in neighbours(space, land=True)
                 if dotted or any(e.land and e.kind != "dotted" for e in edges(space, n)))


def crosses(e: Edge, frm: str) -> tuple:
    """The blue bars crossed moving along ``e`` from ``frm``: pairs
    (space, "leave" or "enter")."""
    to = e.other(frm)
    out = []
    if (e.bar_a if frm == e.a else e.bar_b):
        out.append((frm, "leave"))
    if (e.bar_a if to == e.a else e.bar_b):
        out.append((to, "enter"))
    return tuple(out)


def _kind_after(e: Edge, upgraded: bool) -> str:
    return "rail" if (upgraded and e.upgrade_1864) else e.kind


def full_graph(upgraded: bool = False) -> Graph:
    """Every link (B&O included, kind "rail"). ``upgraded``: the two 1864
    roads are railroads."""
    return Graph(NAME, [GEdge(e.a, e.b, _kind_after(e, upgraded)) for e in EDGES])


def land_graph(dotted: bool = False, upgraded: bool = False) -> Graph:
    """Links land forces may move along: roads, railroads (no B&O), the
    Cairo-Paducah south route (kind "river"), and the dotted roads if asked."""
    return Graph(NAME, [GEdge(e.a, e.b, _kind_after(e, upgraded)) for e in EDGES
                        if e.land and (dotted or e.kind != "dotted")])


def rail_graph(bo: bool = False, upgraded: bool = False) -> Graph:
    """Railroads only (strategic movement, rail bonus, rail LOC). ``bo``:
    include the B&O (Union strategic movement and LOC, card 103)."""
    return Graph(NAME, [GEdge(e.a, e.b, "rail") for e in EDGES
                        if _kind_after(e, upgraded) == "rail" and (bo or not e.bo)])


def water_graph() -> Graph:
    """River links only, undirected (river movement; see ``flow``)."""
    return Graph(NAME, [GEdge(e.a, e.b, "river") for e in EDGES if e.kind == "river"])


def naval_graph() -> Graph:
    """River links plus sea links (kind "sea"): the open sea joins every sea
    port not behind a coastal fort and every coastal fort; a protected port
    is joined by sea only to its own fort, so a sea move into it passes the
    fort (digest 5.17). Forts St. Philip/Jackson reach New Orleans by the
    Mississippi, Aquia Creek reaches Washington by the Potomac."""
    out = [GEdge(e.a, e.b, "river") for e in EDGES if e.kind == "river"]
    open_sea = [s for s in NAME if s in COAST and s not in PROTECTED_BY]
    for i, a in enumerate(open_sea):
        for b in open_sea[i + 1:]:
            out.append(GEdge(a, b, "sea"))
    for port, fort in PROTECTED_BY.items():
        if port in COAST:
            out.append(GEdge(fort, port, "sea"))
    return Graph(NAME, out)


def water_adjacency(rivers=None, confluence_order=None) -> set:
    """The pairs of river ports that water joins without passing another
    river port, derived from ``RIVERS`` alone: what the river links must be."""
    rivers = RIVERS if rivers is None else rivers
    order = CONFLUENCE_ORDER if confluence_order is None else confluence_order
    # a line graph whose nodes are ports and confluence points ("@river")
    adj: dict = {}

    def link(x, y):
        adj.setdefault(x, set()).add(y)
        adj.setdefault(y, set()).add(x)

    stretches: dict = {}
    for name, r in rivers.items():
        m = r["mouth"]
        if len(m) == 3 and m[1] != m[2]:
            stretches.setdefault((m[0], m[1], m[2]), []).append(name)
    for name, r in rivers.items():
        course = list(r["course"])
        for x, y in zip(course, course[1:]):
            key = (name, x, y)
            tribs = stretches.get(key, [])
            if tribs:
                ranked = list(order.get(key, tuple(sorted(tribs))))
                chain = [x] + ["@" + t for t in ranked] + [y]
                for p, q in zip(chain, chain[1:]):
                    link(p, q)
            else:
                link(x, y)
        m = r["mouth"]
        if len(m) == 3 and m[1] != m[2]:
            link(course[-1], "@" + name)
        elif len(m) == 3 and course[-1] != m[1]:
            link(course[-1], m[1])
    pairs = set()
    for start in [n for n in adj if not n.startswith("@")]:
        seen = {start}
        stack = [start]
        while stack:
            n = stack.pop()
            for nb in adj[n]:
                if nb in seen:
                    continue
                seen.add(nb)
                if nb.startswith("@"):
                    stack.append(nb)
                elif nb != start:
                    pairs.add(frozenset((start, nb)))
    return pairs
