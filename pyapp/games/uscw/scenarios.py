"""The U.S. Civil War: the scenarios and their set-ups (pure data, stdlib
only; DATA_NOTES.md beside this file).

RULEBOOK (S1-S4, digest 6): the turns, the cards dealt, the Border states,
the blockade DRM markers, the Status Track markers (Arsenals, Upkeep,
Resource CPs, Union VP, Union ironclads, Training), the victory thresholds
and end-of-scenario points, the 1863 extra Control markers, eliminated
generals and Unassigned box.

AUTHORED (the set-up cards are a GAP): every unit's place. Each set-up is
the historical deployment at the scenario's start (1861: July 1861 before
Bull Run; 1862: January 1862; 1863: January 1863), at about 5,000 men an SP,
fitted to the rulebook's clues (Harper's Ferry Union-held in 1861; the CSA
holding Bowling Green and Columbus in 1862; forts named in the examples at
Cairo, Washington, Columbus KY and Fort Gadsden; Union control in western
Tennessee in 1863) and to the turn track: every general the schedule has on
the map once the first turn's events are done is placed, in the form the
schedule gives him (track.form), and nobody else.

Places are NAMES, not hexes: the map's places.py resolves them. Names that
the rulebook writes with a state ("Columbus KY", "Jackson TN") keep it;
DATA_NOTES.md lists every name with its state and what it must be on the map
(Objective/Resource hex, port, coastal fort, island, box).

A ``Placement`` puts, for one side in one place: ``sp`` strength points,
``generals`` (ids), a ``fort`` ("F1"-"F3", complete), an ``entrenched``
marker, a ``control`` marker (also used for a coastal fort or island held
with only its intrinsic garrison), ``militia`` (the state whose 0-SP militia
stands there). ``Naval`` (advanced game only) puts naval units: Union
"ocean"/"river" NSP (``n``), CSA "flotilla", "ironclad" (``building`` True
= under construction, 0 NSP), "battery", and ``leader`` (a Naval Leader).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple

from . import oob, track

USA, CSA = oob.USA, oob.CSA
MILITIA_POOL = "militia_pool"      # militia waiting for an eligible hex (17.2.1)
UNASSIGNED = "unassigned_box"      # 16.5.2
CHESAPEAKE = "Chesapeake Bay"      # the Chesapeake Bay Holding Box (20.2.2)


class Placement(NamedTuple):
    place: str
    side: str
    sp: int = 0
    generals: tuple = ()
    fort: str | None = None
    entrenched: bool = False
    control: bool = False
    militia: str | None = None


class Naval(NamedTuple):
    place: str
    side: str
    kind: str          # "ocean", "river", "flotilla", "ironclad", "battery"
    n: int = 1         # NSP (Union) or counters (CSA)
    building: bool = False
    leader: str | None = None


def _p(place, side, sp=0, *gens, fort=None, ent=False, control=False, militia=None):
    return Placement(place, side, sp, tuple(gens), fort, ent, control, militia)


_U, _C = USA, CSA


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    first_turn: int
    last_turn: int
    ends: str                  # "victory_check" (S1, S4) or "end_phase" (S2, S3)
    setup: str                 # the set-up used ("1861", "1862", "1863")
    cards: int                 # dealt at random to each side (18.2)
    border: dict               # state -> "usa" | "csa" | "neutral"
    blockade: dict             # zone -> DRM marker
    arsenals: int
    arsenals_destroyed: int
    upkeep: int
    resource_cp: int
    union_vp: Fraction
    csa_vp: int
    union_ironclads: int
    training: dict
    threshold: int             # Union VP - CSA VP needed at the end
    end_points: bool           # the short scenarios' extras (1/2 VP a closed blockade DRM; 1 CSA VP a Border Objective)
    election: bool             # S4.3 on turn 18
    placements: tuple
    naval: tuple
    eliminated: tuple = ()     # generals out of the game at the start
    unassigned: tuple = ()
    union_vp_printed: int | None = None   # the rulebook's figure where it is taken as a misprint
    notes: tuple = field(default=())


_ZONES = ("north_atlantic", "south_atlantic", "gulf")
_TRAIN0 = {USA: 0, CSA: 0}

# ---------------------------------------------------------------------------
# 1861 (S1): July 1861
# ---------------------------------------------------------------------------
_1861 = (
    # Union, East
    _p("Washington", _U, 7, "mcdowell", "burnside", fort="F1"),
    _p("Harper's Ferry", _U, 3, "patterson"),
    _p("Fort Monroe", _U, 2, "butler"),
    _p("Baltimore", _U, 1),
    _p("Cumberland", _U, 3, "rosecrans"),
    # Union, West and Trans-Mississippi
    _p("Cincinnati", _U, 1),
    _p("Cairo", _U, 2, fort="F1"),
    _p("St. Louis", _U, 1),
    _p("Springfield MO", _U, 2, "lyon"),
    _p("Rolla", _U, 1, "sigel"),
    _p("Jefferson City", _U, 0, militia="MO"),
    _p("Fort Pickens", _U, 0, control=True),
    # CSA, East
    _p("Manassas Junction", _C, 4, "beauregard", "longstreet", "early", "ewell"),
    _p("Winchester", _C, 2, "j_johnston", "jackson", "kirby_smith", "stuart"),
    _p("Fredericksburg", _C, 1, "holmes"),
    _p("Richmond", _C, 1, "lee"),
    _p("Yorktown", _C, 1, "magruder"),
    _p("Norfolk", _C, 1),
    _p("Charleston WV", _C, 1),
    _p("Grafton", _C, 0, militia="WV"),
    _p("Petersburg", _C, 0, militia="VA"),
    _p("Wilmington", _C, 0, militia="NC"),
    _p("Charleston SC", _C, 1, militia="SC"),
    _p("Savannah", _C, 0, militia="GA"),
    # CSA, West and Trans-Mississippi
    _p("Memphis", _C, 2, "polk"),
    _p("Union City", _C, 1),
    _p("Knoxville", _C, 1),
    _p("Nashville", _C, 0, militia="TN"),
    _p("Pensacola", _C, 1, "bragg"),
    _p("Tallahassee", _C, 0, militia="FL"),
    _p("Mobile", _C, 0, militia="AL"),
    _p("Vicksburg", _C, 0, militia="MS"),
    _p("New Orleans", _C, 2),
    _p("Baton Rouge", _C, 0, militia="LA"),
    _p("Fort Gadsden", _C, 0, fort="F1"),
    _p("Little Rock", _C, 1, "hardee"),
    _p("Fort Smith", _C, 0, militia="AR"),
    _p("Fayetteville AR", _C, 1, "price"),
    _p("Houston", _C, 1, "van_dorn"),
    _p("Galveston", _C, 0, militia="TX"),
)
_1861_COASTAL = {USA: ("Fort Monroe", "Fort Pickens"),
                 CSA: ("Forts St. Philip and Jackson", "Fort Morgan", "Fort Pulaski", "Fort Sumter",
                       "Fort Johnson", "Fort Macon", "Hatteras Inlet", "Roanoke Island", "Ship Island")}
_1861_NAVAL = (
    Naval(CHESAPEAKE, _U, "ocean", 1),
    Naval("Cairo", _U, "river", 1),
    Naval("New Orleans", _C, "flotilla", 1),
)

# ---------------------------------------------------------------------------
# 1862 (S2): January 1862, once turn 4's events are done
# ---------------------------------------------------------------------------
_1862 = (
    # Union, East
    _p("Washington", _U, 12, "mcclellan", "mcdowell", fort="F2"),
    _p("Harper's Ferry", _U, 3, "banks"),
    _p("Baltimore", _U, 1),
    _p("Fort Monroe", _U, 2),
    _p("Hatteras Inlet", _U, 5, "burnside", control=True),
    _p("Charleston WV", _U, 2, "rosecrans"),
    _p("Grafton", _U, 1),
    _p("Wheeling", _U, 0, militia="WV"),
    # Union, West
    _p("Louisville", _U, 5, "buell"),
    _p("Lexington KY", _U, 2, "thomas"),
    _p("Frankfort", _U, 0, militia="KY"),
    _p("Cincinnati", _U, 1),
    _p("Cairo", _U, 4, "grant", fort="F1"),
    _p("Paducah", _U, 2, "sherman"),
    _p("Ship Island", _U, 2, "butler", control=True),
    _p("Fort Pickens", _U, 0, control=True),
    # Union, Trans-Mississippi
    _p("St. Louis", _U, 5, "halleck", "pope"),
    _p("Rolla", _U, 4, "curtis", "sigel"),
    _p("Jefferson City", _U, 1, "schofield", militia="MO"),
    # CSA, East
    _p("Manassas Junction", _C, 8, "j_johnston", "longstreet", "ewell", "early", "stuart", ent=True),
    _p("Winchester", _C, 2, "jackson"),
    _p("Fredericksburg", _C, 1, "holmes"),
    _p("Yorktown", _C, 2, "magruder"),
    _p("Norfolk", _C, 2, fort="F1"),
    _p("Richmond", _C, 1),
    _p("Lynchburg", _C, 0, militia="VA"),
    _p("Roanoke Island", _C, 1),
    _p("Wilmington", _C, 0, militia="NC"),
    _p("Charleston SC", _C, 1, "lee", militia="SC"),
    _p("Savannah", _C, 1, "pemberton", militia="GA"),
    # CSA, West
    _p("Bowling Green KY", _C, 5, "beauregard", "hardee", "breckinridge", "morgan", militia="KY"),
    _p("Columbus KY", _C, 4, "polk", fort="F2"),
    _p("Dover", _C, 3, "forrest", fort="F1"),
    _p("Knoxville", _C, 1, "kirby_smith"),
    _p("Nashville", _C, 1),
    _p("Chattanooga", _C, 0, militia="TN"),
    _p("Memphis", _C, 1),
    _p("New Madrid", _C, 1, ent=True),
    _p("Mobile", _C, 2, "bragg", militia="AL"),
    _p("Pensacola", _C, 1),
    _p("Tallahassee", _C, 0, militia="FL"),
    _p("Vicksburg", _C, 0, militia="MS"),
    _p("New Orleans", _C, 2),
    _p("Baton Rouge", _C, 0, militia="LA"),
    _p("Fort Gadsden", _C, 0, fort="F1"),
    # CSA, Trans-Mississippi
    _p("Fayetteville AR", _C, 4, "van_dorn", "price"),
    _p("Little Rock", _C, 1),
    _p("Fort Smith", _C, 0, militia="AR"),
    _p("Houston", _C, 1),
    _p("Galveston", _C, 0, militia="TX"),
)
_1862_COASTAL = {USA: ("Fort Monroe", "Fort Pickens", "Hatteras Inlet", "Ship Island"),
                 CSA: ("Forts St. Philip and Jackson", "Fort Morgan", "Fort Pulaski", "Fort Sumter",
                       "Fort Johnson", "Fort Macon", "Roanoke Island")}
_1862_NAVAL = (
    Naval(CHESAPEAKE, _U, "ocean", 1),
    Naval("Hatteras Inlet", _U, "ocean", 1),
    Naval("Ship Island", _U, "ocean", 2, leader="farragut"),
    Naval("Cairo", _U, "river", 4, leader="foote"),
    Naval("Norfolk", _C, "ironclad", 1, building=True),
    Naval("New Orleans", _C, "ironclad", 1, building=True),
    Naval("New Orleans", _C, "flotilla", 1),
    Naval("Memphis", _C, "flotilla", 1),
    Naval("Columbus KY", _C, "battery", 1),
)

# ---------------------------------------------------------------------------
# 1863 (S3): January 1863, once turn 9's events are done
# ---------------------------------------------------------------------------
_1863 = (
    # Union, East
    _p("Aquia Landing", _U, 18, "hooker", "meade", "couch", "hancock", "howard", "sigel", "stoneman",
       "pleasonton"),
    _p("Washington", _U, 4, "mcdowell", fort="F3"),
    _p("Harper's Ferry", _U, 3),
    _p("Baltimore", _U, 1),
    _p("Fort Monroe", _U, 2),
    _p("Norfolk", _U, 3),
    _p("New Bern", _U, 3),
    _p("Fort Pulaski", _U, 2, control=True),
    _p("Charleston WV", _U, 1),
    _p("Grafton", _U, 1),
    _p("Wheeling", _U, 0, militia="WV"),
    # Union, West
    _p("Cincinnati", _U, 2, "burnside"),
    _p("Louisville", _U, 2),
    _p("Lexington KY", _U, 2),
    _p("Frankfort", _U, 0, militia="KY"),
    _p("Murfreesboro", _U, 11, "rosecrans", "thomas", "sheridan"),
    _p("Nashville", _U, 3, fort="F2"),
    _p("Clarksville", _U, 1),
    _p("Dover", _U, 1),
    _p("Cairo", _U, 1, fort="F1"),
    _p("Paducah", _U, 1),
    _p("Columbus KY", _U, 1, fort="F1"),
    _p("New Madrid", _U, 1),
    _p("Memphis", _U, 10, "grant", "sherman", "mcpherson"),
    _p("Corinth", _U, 2),
    _p("Jackson TN", _U, 2, control=True),
    _p("Union City", _U, 0, control=True),
    _p("McKenzie", _U, 0, control=True),
    _p("Brownsville TN", _U, 0, control=True),
    _p("New Orleans", _U, 6, "banks"),
    _p("Baton Rouge", _U, 3),
    _p("Fort Pickens", _U, 1, control=True),
    _p("Ship Island", _U, 0, control=True),
    # Union, Trans-Mississippi
    _p("Helena", _U, 3, "steele"),
    _p("St. Louis", _U, 2, "curtis"),
    _p("Springfield MO", _U, 3, "schofield"),
    _p("Fayetteville AR", _U, 1),
    _p("Jefferson City", _U, 0, militia="MO"),
    # CSA, East
    _p("Fredericksburg", _C, 15, "lee", "jackson", "longstreet", "a_p_hill", "early", "ewell", "hood",
       "stuart", ent=True),
    _p("Richmond", _C, 3, fort="F2"),
    _p("Petersburg", _C, 1),
    _p("Lynchburg", _C, 0, militia="VA"),
    _p("Staunton", _C, 1),
    _p("Goldsboro", _C, 2),
    _p("Wilmington", _C, 1, militia="NC"),
    _p("Charleston SC", _C, 3, "beauregard", fort="F1", militia="SC"),
    _p("Savannah", _C, 2, militia="GA"),
    _p("Tallahassee", _C, 0, militia="FL"),
    _p("Fort Gadsden", _C, 0, fort="F1"),
    # CSA, West
    _p("Chattanooga", _C, 10, "bragg", "polk", "hardee", "breckinridge", "wheeler", "forrest", ent=True),
    _p("Bristol", _C, 0, militia="TN"),
    _p("Knoxville", _C, 3, "kirby_smith", "morgan"),
    _p("Vicksburg", _C, 6, "pemberton", fort="F2"),
    _p("Chickasaw Bluffs", _C, 1, ent=True),
    _p("Port Hudson", _C, 2, fort="F1"),
    _p("Jackson MS", _C, 1, militia="MS"),
    _p("Grenada", _C, 1, "van_dorn"),
    _p("Mobile", _C, 2, fort="F1", militia="AL"),
    _p("Atlanta", _C, 1),
    # CSA, Trans-Mississippi
    _p("Little Rock", _C, 2, "holmes", "price", militia="AR"),
    _p("Arkansas Post", _C, 1, fort="F1"),
    _p("Fort Smith", _C, 2, "shelby"),
    _p("Alexandria LA", _C, 1, "taylor"),
    _p("Shreveport", _C, 0, militia="LA"),
    _p("Galveston", _C, 1, "magruder"),
    _p("Houston", _C, 1, militia="TX"),
)
_1863_COASTAL = {USA: ("Fort Monroe", "Fort Pickens", "Hatteras Inlet", "Roanoke Island", "Ship Island",
                       "Fort Pulaski", "Fort Macon", "Forts St. Philip and Jackson"),
                 CSA: ("Fort Morgan", "Fort Sumter", "Fort Johnson")}
_1863_NAVAL = (
    Naval(CHESAPEAKE, _U, "ocean", 1),
    Naval("Fort Pulaski", _U, "ocean", 2),
    Naval("New Orleans", _U, "ocean", 2, leader="farragut"),
    Naval("Helena", _U, "river", 5, leader="porter"),
    Naval("Cairo", _U, "river", 2),
    Naval("Nashville", _U, "river", 1),
    Naval("Vicksburg", _C, "battery", 1),
    Naval("Port Hudson", _C, "battery", 1),
    Naval("Charleston SC", _C, "ironclad", 1),
    Naval("Savannah", _C, "ironclad", 1),
    Naval("Mobile", _C, "ironclad", 1, building=True),
    Naval("Wilmington", _C, "ironclad", 1, building=True),
    Naval("Richmond", _C, "ironclad", 1, building=True),
    Naval("Galveston", _C, "flotilla", 1),
)

_SETUPS = {
    "1861": (_1861, _1861_NAVAL, _1861_COASTAL),
    "1862": (_1862, _1862_NAVAL, _1862_COASTAL),
    "1863": (_1863, _1863_NAVAL, _1863_COASTAL),
}

# Coastal forts and islands held with only the intrinsic garrison or an SP
# (a Control marker goes on a captured one, 20.5.3); by set-up and side.
COASTAL = {k: v[2] for k, v in _SETUPS.items()}

_ELIMINATED_1863 = ("buell", "fremont", "halleck", "lyon", "mcclellan", "patterson", "pope", "sumner")


def _removed(turn: int) -> tuple[str, ...]:
    return tuple(g.id for g in oob.GENERALS_LIST if track.status(g.id, turn).where == "removed")


def _unassigned(turn: int) -> tuple[str, ...]:
    return tuple(g.id for g in oob.GENERALS_LIST if track.status(g.id, turn).where == "unassigned")


def _scenario(id, name, setup, first, last, ends, threshold, *, end_points, election, notes=()):
    data = {
        "1861": dict(cards=2, border={"WV": CSA, "KY": "neutral", "MO": USA},
                     blockade=dict(zip(_ZONES, (5, 7, 8))), arsenals=1, resource_cp=99,
                     union_vp=Fraction(1), union_ironclads=0, union_vp_printed=None),
        "1862": dict(cards=3, border={"WV": USA, "KY": USA, "MO": USA},
                     blockade=dict(zip(_ZONES, (4, 6, 7))), arsenals=4, resource_cp=96,
                     union_vp=Fraction(4), union_ironclads=2, union_vp_printed=None),
        "1863": dict(cards=3, border={"WV": USA, "KY": USA, "MO": USA},
                     blockade=dict(zip(_ZONES, (2, 2, 3))), arsenals=9, resource_cp=78,
                     union_vp=Fraction(22), union_ironclads=4, union_vp_printed=2),
    }[setup]
    places, naval, _ = _SETUPS[setup]
    return Scenario(id=id, name=name, first_turn=first, last_turn=last, ends=ends, setup=setup,
                    arsenals_destroyed=0, upkeep=10, csa_vp=0, training=dict(_TRAIN0),
                    threshold=threshold, end_points=end_points, election=election,
                    placements=places, naval=naval, eliminated=_removed(first),
                    unassigned=_unassigned(first), notes=tuple(notes), **data)


SCENARIOS = {
    "1861": _scenario("1861", "1861: the first summer", "1861", 1, 3, "victory_check", 7,
                      end_points=True, election=False,
                      notes=("S1.2: the Union starts with 1 VP (Harper's Ferry) and 1/2 VP for "
                             "Norfolk's blockade DRM",)),
    "1862": _scenario("1862", "1862: the year of battles", "1862", 4, 8, "end_phase", 24,
                      end_points=True, election=False,
                      notes=("S2.2: the Union starts at a net 4.5: 4 resource VP, 2.5 for 5 captured "
                             "blockade DRM points, -2 for Bowling Green and Columbus",)),
    "1863": _scenario("1863", "1863: high tide", "1863", 9, 13, "end_phase", 39,
                      end_points=True, election=False,
                      notes=("S3.1 prints Union VP 2; read as 22 (100 - 78 resource CPs, the digest's "
                             "ERRATA? note)",)),
    "campaign": _scenario("campaign", "The campaign game, 1861-1865", "1861", 1, 20, "victory_check", 60,
                          end_points=False, election=True),
    "campaign_1862": _scenario("campaign_1862", "The campaign game from 1862", "1862", 4, 20,
                               "victory_check", 60, end_points=False, election=True),
    "campaign_1863": _scenario("campaign_1863", "The campaign game from 1863", "1863", 9, 20,
                               "victory_check", 60, end_points=False, election=True),
}

# 1862 start: the net the rulebook prints (S2.2): 4 + 5 x 1/2 - 2.
START_NET_VP = {"1861": Fraction(3, 2), "1862": Fraction(9, 2)}
HALF_VP_PER_BLOCKADE_DRM = Fraction(1, 2)
CSA_VP_PER_BORDER_OBJECTIVE = 1


# Set-up names whose key in the map's places.py is not the plain
# lower-case name (as places.py stood when these set-ups were written).
PLACE_KEY = {
    "Manassas Junction": "manassas", "Aquia Landing": "aquia", "Bowling Green KY": "bowling_green",
    "Charleston SC": "charleston_sc", "Charleston WV": "charleston_wv", "Columbus KY": "columbus_ky",
    "Springfield MO": "springfield_mo", "Lexington KY": "lexington_ky", "Jackson MS": "jackson_ms",
    "Jackson TN": "jackson_tn", "Brownsville TN": "brownsville_tn", "Alexandria LA": "alexandria_la",
    "Fayetteville AR": "fayetteville_ar", "Dover": "dover", "Chickasaw Bluffs": "chickasaw_bluffs",
}
# Places not (yet) in places.py: real position (lat, lon; west negative) and
# state, so the map can fit their hex (places.fit_hex) or name the hex meant.
# Empty now: every name resolves. Tullahoma, Columbia TN, McMinnville and Port
# Royal were replaced by the nearest places the map has (DATA_NOTES.md 6).
PLACE_COORDS: dict[str, tuple[float, float, str]] = {}
# Places that are not hexes of places.PLACES: the holding box, coastal forts
# and islands (the map's own structures).
NOT_HEXES = {CHESAPEAKE, "Fort Monroe", "Fort Pickens", "Fort Morgan", "Fort Pulaski", "Fort Sumter",
             "Fort Johnson", "Fort Macon", "Forts St. Philip and Jackson", "Hatteras Inlet",
             "Roanoke Island", "Ship Island"}


def place_key(name: str) -> str:
    """The places.py key a set-up name is meant to resolve to."""
    return PLACE_KEY.get(name) or name.lower().replace(".", "").replace("'", "").replace(" ", "_")


def places(setup: str | None = None) -> tuple[str, ...]:
    """Every place name the set-ups use (for the map's places.py)."""
    names = set()
    for key, (pl, nav, coastal) in _SETUPS.items():
        if setup in (None, key):
            names.update(p.place for p in pl)
            names.update(n.place for n in nav)
            for side in coastal.values():
                names.update(side)
    return tuple(sorted(names))


def generals_placed(setup: str) -> dict[str, str]:
    """general id -> place, in a set-up."""
    return {g: p.place for p in _SETUPS[setup][0] for g in p.generals}


def sp_total(setup: str, side: str) -> int:
    return sum(p.sp for p in _SETUPS[setup][0] if p.side == side)


def forts(setup: str, side: str) -> dict[str, str]:
    return {p.place: p.fort for p in _SETUPS[setup][0] if p.side == side and p.fort}


def militia(setup: str, side: str) -> dict[str, str]:
    """state -> place of that side's militia; states not here wait in the pool."""
    return {p.militia: p.place for p in _SETUPS[setup][0] if p.side == side and p.militia}
