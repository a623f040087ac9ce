"""The U.S. Civil War: the Turn Record Track (pure data, stdlib only;
DATA_NOTES.md beside this file).

What the rulebook fixes (RULEBOOK): 20 turns; turns 1-3 are 1861, turn 4 is
Winter 1862, turn 8 Fall 1862, turn 9 Winter 1863, turn 14 Winter 1864 (the
new rail lines, 5.4.5), turn 18 the 1864 election (S4.3), turn 20 the last;
the VP reference number of turn 11 is 30 (19.3.3); the Union gets 14 SPs on
every non-winter turn (14.2); Union naval reinforcements (21.9.1); the
ocean ironclad strength (21.5); the leader events the rules name (Holmes
demoted and Kirby Smith's free transfer on turn 10, 16.6; Butler and
J. Johnston unassigned and back, 16.5.2; the eight Union generals gone by
the 1863 start, S3.1).

What is AUTHORED (the printed track is a GAP): the season and months of
each turn (fitted to the fixed points above and to the publisher's "3
months in winter, 2 in summer": five turns a year from 1862); every other
VP reference number; and the whole leader schedule, from the historical
dates of each appointment, promotion, relief and death. Each event's ``src``
says which.

An ``Event`` is one entry of a turn box. Codes (16.2-16.6):

    A    arrives (``theatre``: where he is placed, 16.2)
    P    promoted to his next form (``other``: the general he relieves, who
         leaves; the promoted general moves to that hex, 16.3.1)
    DM   demoted to his previous form, in place (16.3.2)
    R    removed from the game (killed, wounded, relieved: 16.4, 16.5.1;
         ``other``: the general who replaces him in the same hex, "r/w")
    U    to the Unassigned box (16.5.2; ``other``: his replacement)
    Rtn  back from the Unassigned box (16.5.2; ``theatre``)
    T    a free transfer (16.6): the general may move at once, free, to the
         hex of ``other`` (the general he shares the box with) or, with no
         ``other``, to any legal hex; ``theatre`` is where he is meant to go

``transfer`` on a P, A or Rtn event is the "(T)" mark beside the name.
Events of one turn apply in the order listed.
"""

from __future__ import annotations

from typing import NamedTuple

from . import oob

FIRST_TURN, LAST_TURN = 1, 20
WINTER, SPRING, SUMMER, FALL = "winter", "spring", "summer", "fall"


class Turn(NamedTuple):
    number: int
    year: int
    season: str       # the attrition season (13.2.2): winter / spring / summer / fall
    months: str
    reference: int    # VP reference number, upper right of the box (19.3.3)
    src: str


_FIVE = ((WINTER, "Jan-Mar"), (SPRING, "Apr-May"), (SUMMER, "Jun-Jul"), (SUMMER, "Aug-Sep"),
         (FALL, "Oct-Dec"))

# VP reference numbers. RULEBOOK: turn 11 = 30, "2 to 4 CPs a turn" (19.3.3).
# AUTHORED: every step 2-4; 2 on the winter turns, when armies sat still;
# 1 on turn 1 (the Harper's Ferry VP the Union starts with); turn 20 = 60,
# the campaign's end-of-game target (S4.2), so the track and the final
# victory condition agree; about 22 at the end of 1862 (the 1863 start's
# Union VP, 100 - 78 resource CPs).
REFERENCE = (1, 3, 5, 7, 10, 14, 18, 22, 24, 27, 30, 33, 36, 38, 42, 46, 50, 54, 56, 60)


def _turns() -> tuple[Turn, ...]:
    out = [Turn(1, 1861, SUMMER, "Jun-Jul", REFERENCE[0], "AUTHORED: Bull Run (July 1861) falls in turn 1"),
           Turn(2, 1861, SUMMER, "Aug-Sep", REFERENCE[1], "AUTHORED"),
           Turn(3, 1861, FALL, "Oct-Dec", REFERENCE[2], "AUTHORED")]
    n = 4
    for year in (1862, 1863, 1864, 1865):
        for season, months in _FIVE:
            if n > LAST_TURN:
                break
            src = "AUTHORED"
            if n in (4, 9, 14):
                src = f"RULEBOOK: turn {n} is Winter {year} (S2.1, S3.1, 5.4.5)"
            elif n == 8:
                src = "RULEBOOK: turn 8 is Fall 1862 (S2.1)"
            out.append(Turn(n, year, season, months, REFERENCE[n - 1], src))
            n += 1
    return tuple(out)


TURNS = _turns()
TURN = {t.number: t for t in TURNS}
WINTER_TURNS = tuple(t.number for t in TURNS if t.season == WINTER)
NEW_RAIL_LINES_TURN = 14           # 5.4.5 RULEBOOK
ELECTION_TURN, ELECTION_VP = 18, 5  # S4.3 RULEBOOK
KENTUCKY_UNION_TURN = 4            # 17.1.3: not invaded in 1861 -> Union at the start of 1862
AUTO_VICTORY_MARGIN = 12           # 19.3.4


def year(turn: int) -> int:
    """The Blockade Table's year column for a turn (14.4.4)."""
    return TURN[turn].year


def is_winter(turn: int) -> bool:
    return TURN[turn].season == WINTER


def reference(turn: int) -> int:
    return TURN[turn].reference


# ---------------------------------------------------------------------------
# The other tracks and boxes of the map (2.5). RULEBOOK names; ranges AUTHORED.
# ---------------------------------------------------------------------------
STATUS_TRACK = {                    # marker: (lowest, highest) the track must show
    "arsenals": (0, 20),            # one more a turn (14.5 tip: on map + destroyed = turn)
    "upkeep": (10, 60),             # starts at 10, +2 per +2M, never falls (14.3.1, 14.4.5)
    "resource_cp": (0, 100),        # printed values total 100 (14.3.2)
    "usa_vp": (0, 100),
    "csa_vp": (0, 60),
    "union_ironclads": (0, 10),     # turn // 2 (21.5)
    "training_usa": (0, 9), "training_csa": (0, 9),   # 10 APs make an SP, then back to 0 (17.3)
    "blockade_north_atlantic": (-1, 10), "blockade_south_atlantic": (-1, 10),
    "blockade_gulf": (-1, 10),      # -1 with no open port (14.4.3)
}
DICE_DIFFERENCE = (1, 5)            # 4.1.1

BOXES = (
    "displaced_usa_east", "displaced_usa_west", "displaced_usa_tm",    # 14.6: one per theatre per side
    "displaced_csa_east", "displaced_csa_west", "displaced_csa_tm",
    "unassigned_box",               # 16.5.2, lower right
    "naval_reserve",                # 21.9.2: sunk Union naval units
    "destroyed_arsenals",           # 14.5
    "Chesapeake Bay",               # the holding box (20.2.2)
    "Brownsville/Matamoros",        # 14.4.6
    "militia_pool",                 # militia waiting for an eligible hex (17.2.1)
    "eliminated",                   # out of the game
)


def displaced_box(side: str, theatre: str) -> str:
    if side not in oob.SIDES or theatre not in oob.THEATRES:
        raise ValueError(f"no displaced box for {side!r} {theatre!r}")
    return f"displaced_{side}_{theatre}"


# ---------------------------------------------------------------------------
# Reinforcements (14.2, 21.9.1). RULEBOOK.
# ---------------------------------------------------------------------------
UNION_SP = {"east": 6, "ohio_indiana": 3, "illinois": 3, "st_louis": 2}   # 14.2.1, non-winter only
UNION_NAVAL = {2: {"ocean": 1}, 3: {"ocean": 1}, 4: {"ocean": 1, "river": 3}, 5: {"ocean": 1, "river": 4}}
UNION_NAVAL_REPLACEMENTS = {"ocean": 1, "river": 1}                     # 21.9.2 (not the summary's "or")
RIVER_NSP_ARRIVE = ("St. Louis", "Cairo", "Cincinnati", "Pittsburgh")     # 21.9.1
OCEAN_NSP_ARRIVE = ("Chesapeake Bay",)                                    # 21.9.1: the holding box
CARDS_PER_TURN = 2                                                        # 18.2


def union_sp(turn: int) -> int:
    """14.2, 14.1.2: 14 SPs a turn, none in winter."""
    return 0 if is_winter(turn) else sum(UNION_SP.values())


def union_naval(turn: int) -> dict[str, int]:
    return dict(UNION_NAVAL.get(turn, {}))


# ---------------------------------------------------------------------------
# The leader schedule
# ---------------------------------------------------------------------------
A, P, DM, R, U, RTN, T = "A", "P", "DM", "R", "U", "Rtn", "T"
CODES = (A, P, DM, R, U, RTN, T)


class Event(NamedTuple):
    turn: int
    code: str
    general: str
    theatre: str | None = None
    other: str | None = None
    transfer: bool = False
    src: str = "AUTHORED"


_E, _W, _TM = oob.EAST, oob.WEST, oob.TM


def _ev(turn, code, general, theatre=None, other=None, transfer=False, src="AUTHORED"):
    return Event(turn, code, general, theatre, other, transfer, src)


_RB = "RULEBOOK S3.1: eliminated by the 1863 start"
# Arrivals come from oob (arrives, theatre); the rest, by turn:
_CHANGES = (
    # 1861
    _ev(2, DM, "mcdowell", src="AUTHORED: McClellan takes the army after Bull Run (26 July 1861)"),
    _ev(2, R, "patterson", other="banks", src=_RB + "; AUTHORED: Banks replaced him, July 1861"),
    _ev(2, R, "lyon", src=_RB + "; AUTHORED: killed at Wilson's Creek, 10 Aug 1861"),
    _ev(3, R, "fremont", src=_RB + "; AUTHORED: relieved 2 Nov 1861"),
    _ev(3, P, "jackson", src="AUTHORED: the Valley District, Nov 1861"),
    _ev(3, T, "hardee", _W, src="AUTHORED: to Bowling Green, Oct 1861"),
    # 1862
    _ev(4, P, "grant", src="AUTHORED: Forts Henry and Donelson, Feb 1862"),
    _ev(4, P, "burnside", src="AUTHORED: the North Carolina expedition, Jan 1862"),
    _ev(4, P, "van_dorn", src="RULEBOOK 8.6 (2 stars, intrinsic cavalry); AUTHORED: Trans-Mississippi District, Jan 1862"),
    _ev(4, T, "beauregard", _W, src="AUTHORED: sent West, Feb 1862"),
    _ev(4, T, "kirby_smith", _W, src="AUTHORED: East Tennessee, Feb 1862"),
    _ev(4, T, "butler", _W, src="AUTHORED: the Ship Island expedition against New Orleans, early 1862"),
    _ev(5, T, "van_dorn", _W, src="AUTHORED: across the Mississippi to Corinth, April 1862"),
    _ev(4, P, "price", src="RULEBOOK 8.6; AUTHORED: Confederate major general, March 1862"),
    _ev(5, P, "thomas", src="AUTHORED: a wing of the Corinth advance"),
    _ev(5, T, "rosecrans", _W, src="AUTHORED: to Pope's Army of the Mississippi, May 1862"),
    _ev(5, P, "longstreet", src="AUTHORED: a wing on the Peninsula"),
    _ev(5, P, "ewell", src="AUTHORED: division in the Valley"),
    _ev(5, P, "hardee", src="AUTHORED: a corps at Shiloh"),
    _ev(6, R, "halleck", src=_RB + "; AUTHORED: to Washington as general-in-chief, July 1862"),
    _ev(6, R, "foote", src="AUTHORED: relieved after his Donelson wound, May-June 1862"),
    _ev(6, U, "j_johnston", other="lee", src="RULEBOOK 16.5.2; AUTHORED: wounded at Seven Pines, 31 May 1862"),
    _ev(6, P, "lee", other=None, src="AUTHORED: the Army of Northern Virginia, 1 June 1862"),
    _ev(6, DM, "beauregard", src="AUTHORED: relieved for sick leave, June 1862"),
    _ev(6, P, "bragg", src="AUTHORED: the Army of Mississippi (of Tennessee), June 1862"),
    _ev(6, P, "pope", transfer=True, theatre=_E, other="mcdowell",
        src="AUTHORED: the Army of Virginia, June 1862 (T to McDowell)"),
    _ev(6, T, "sigel", _E, other="pope", src="AUTHORED: I Corps of the Army of Virginia"),
    _ev(6, T, "taylor", _TM, src="AUTHORED: District of West Louisiana, Aug 1862"),
    _ev(7, R, "pope", src=_RB + "; AUTHORED: relieved after Second Bull Run, Sept 1862"),
    _ev(7, P, "kirby_smith", src="AUTHORED: the invasion of Kentucky, Aug 1862"),
    _ev(7, P, "holmes", transfer=True, theatre=_TM, src="AUTHORED: the Trans-Mississippi Department, July 1862"),
    _ev(7, T, "beauregard", _E, src="AUTHORED: Charleston, Aug 1862"),
    _ev(8, R, "mcclellan", src=_RB + "; AUTHORED: relieved 7 Nov 1862"),
    _ev(8, P, "burnside", other="mcclellan", src="AUTHORED: relieves McClellan"),
    _ev(8, R, "buell", src=_RB + "; AUTHORED: relieved 24 Oct 1862"),
    _ev(8, P, "rosecrans", other="buell", src="AUTHORED: relieves Buell"),
    _ev(8, P, "grant", src="AUTHORED: the Department of the Tennessee, Oct 1862"),
    _ev(8, U, "butler", other="banks", src="RULEBOOK 16.5.2; AUTHORED: replaced at New Orleans by Banks, Dec 1862"),
    _ev(8, P, "banks", other=None, transfer=True, theatre=_W, src="AUTHORED: the Department of the Gulf (T)"),
    _ev(8, P, "pemberton", transfer=True, theatre=_W, src="AUTHORED: Vicksburg, Oct 1862 (T)"),
    _ev(8, P, "hood", src="AUTHORED: a division, Oct 1862"),
    _ev(8, T, "magruder", _TM, src="AUTHORED: the District of Texas, Oct 1862 (Galveston, Jan 1863)"),
    _ev(8, P, "sherman", src="AUTHORED: XV Corps, Dec 1862"),
    # 1863
    _ev(9, R, "sumner", src=_RB + "; AUTHORED: relieved at his request, Jan 1863"),
    _ev(9, DM, "burnside", transfer=True, theatre=_W, src="AUTHORED: relieved 26 Jan 1863, to the Ohio"),
    _ev(9, P, "hooker", transfer=True, other="burnside", src="AUTHORED: the Army of the Potomac (T)"),
    _ev(10, DM, "holmes", src="RULEBOOK 16.6 example: demoted on turn 10"),
    _ev(10, P, "kirby_smith", transfer=True, theatre=_TM, other="holmes",
        src="RULEBOOK 16.6 example: may transfer free to Holmes's hex on turn 10"),
    _ev(10, R, "jackson", src="AUTHORED: mortally wounded at Chancellorsville, May 1863"),
    _ev(10, P, "a_p_hill", src="AUTHORED: III Corps, May 1863"),
    _ev(10, R, "van_dorn", src="AUTHORED: killed 7 May 1863"),
    _ev(10, RTN, "j_johnston", _W, src="RULEBOOK 16.5.2; AUTHORED: Jackson, Mississippi, May 1863"),
    _ev(10, P, "hancock", src="AUTHORED: II Corps, May 1863"),
    _ev(11, DM, "hooker", src="AUTHORED: relieved 28 June 1863"),
    _ev(11, P, "meade", transfer=True, other="hooker", src="AUTHORED: the Army of the Potomac (T)"),
    _ev(11, R, "pemberton", src="AUTHORED: surrendered Vicksburg, 4 July 1863"),
    _ev(11, R, "morgan", src="AUTHORED: captured in Ohio, 26 July 1863"),
    _ev(12, T, "hooker", _W, other="thomas", src="AUTHORED: XI and XII Corps to Chattanooga"),
    _ev(12, T, "howard", _W, other="thomas", src="AUTHORED: with Hooker"),
    _ev(12, T, "longstreet", _W, other="bragg", src="AUTHORED: Chickamauga, Sept 1863"),
    _ev(12, T, "hood", _W, other="bragg", src="AUTHORED: with Longstreet"),
    _ev(12, P, "steele", src="AUTHORED: the Little Rock expedition, Aug-Sep 1863"),
    _ev(13, R, "rosecrans", other="thomas", src="AUTHORED: relieved 19 Oct 1863"),
    _ev(13, P, "thomas", other="rosecrans", src="AUTHORED: the Army of the Cumberland"),
    _ev(13, P, "sherman", src="AUTHORED: the Army of the Tennessee, Oct 1863"),
    _ev(13, RTN, "butler", _E, src="RULEBOOK 16.5.2; AUTHORED: the Army of the James, Nov 1863"),
    _ev(13, R, "bragg", other="j_johnston", src="AUTHORED: relieved 2 Dec 1863"),
    # 1864
    _ev(14, P, "grant", transfer=True, theatre=_E, other="meade",
        src="RULEBOOK 7.4.2 (the only 4-star); AUTHORED: lieutenant general, March 1864 (T to Meade)"),
    _ev(14, P, "schofield", transfer=True, theatre=_W, src="AUTHORED: the Army of the Ohio, Feb 1864"),
    _ev(14, R, "pleasonton", src="AUTHORED: relieved March 1864"),
    _ev(14, T, "stoneman", _W, src="AUTHORED: cavalry of the Army of the Ohio"),
    _ev(14, R, "holmes", src="AUTHORED: resigned his district, March 1864"),
    _ev(15, T, "longstreet", _E, other="lee", src="AUTHORED: back to Lee, April 1864"),
    _ev(15, P, "sheridan", transfer=True, theatre=_E, other="meade",
        src="RULEBOOK 8.6; AUTHORED: the Cavalry Corps, April 1864 (T to Meade)"),
    _ev(15, R, "sigel", src="AUTHORED: relieved after New Market, May 1864"),
    _ev(15, R, "banks", other="canby", src="AUTHORED: replaced by Canby after the Red River, May 1864"),
    _ev(15, R, "stuart", src="AUTHORED: killed at Yellow Tavern, 11 May 1864"),
    _ev(15, T, "breckinridge", _E, src="AUTHORED: New Market, May 1864"),
    _ev(15, P, "taylor", src="AUTHORED: Mansfield, April 1864"),
    _ev(16, R, "mcpherson", src="AUTHORED: killed before Atlanta, 22 July 1864"),
    _ev(16, R, "stoneman", src="AUTHORED: captured on his raid, 31 July 1864"),
    _ev(16, R, "hooker", src="AUTHORED: resigned his corps, July 1864"),
    _ev(16, R, "polk", src="AUTHORED: killed at Pine Mountain, 14 June 1864"),
    _ev(16, U, "j_johnston", other="hood", src="RULEBOOK 16.5.2; AUTHORED: replaced by Hood, 17 July 1864"),
    _ev(16, P, "hood", other=None, src="AUTHORED: the Army of Tennessee, July 1864"),
    _ev(16, R, "ewell", other="early", src="AUTHORED: II Corps to Early, June 1864"),
    _ev(16, P, "early", src="AUTHORED: the Army of the Valley"),
    _ev(17, R, "burnside", src="AUTHORED: relieved after the Crater, Aug 1864"),
    _ev(17, T, "hardee", _E, src="AUTHORED: Savannah and the Carolinas, Sept 1864"),
    _ev(18, T, "porter", _E, src="AUTHORED: North Atlantic squadron, Oct 1864 (Fort Fisher)"),
    _ev(18, R, "cleburne", src="AUTHORED: killed at Franklin, 30 Nov 1864"),
    # 1865
    _ev(19, R, "butler", src="AUTHORED: removed after the first Fort Fisher attack, Jan 1865"),
    _ev(19, RTN, "j_johnston", _E, src="RULEBOOK 16.5.2; AUTHORED: the Carolinas, Feb 1865"),
    _ev(19, R, "hood", src="AUTHORED: resigned after Nashville, Jan 1865"),
    _ev(19, R, "early", src="AUTHORED: removed after Waynesboro, March 1865"),
    _ev(20, R, "a_p_hill", src="AUTHORED: killed at Petersburg, 2 April 1865"),
)


def _schedule() -> tuple[Event, ...]:
    arrivals = []
    for g in oob.GENERALS_LIST:
        src = "AUTHORED: " + ("on the map at the start" if g.arrives == 1 else "arrival")
        other = None
        if g.id == "banks":
            other = "patterson"
        elif g.id == "canby":
            other = "banks"
        elif g.id == "hampton":
            other = "stuart"
        arrivals.append(Event(g.arrives, A, g.id, g.theatre, other, False, src))
    events = arrivals + list(_CHANGES)
    # arrivals first within a turn, then the changes in their listed order
    return tuple(sorted(events, key=lambda e: (e.turn, e.code != A)))


SCHEDULE = _schedule()


def events(turn: int, side: str | None = None) -> tuple[Event, ...]:
    """The entries of a turn box (for one side, or both)."""
    return tuple(e for e in SCHEDULE if e.turn == turn
                 and (side is None or oob.GENERALS[e.general].side == side))


class Status(NamedTuple):
    where: str          # "map", "unassigned", "removed", "future"
    form: int           # index into the general's forms
    theatre: str | None


def status(general: str, turn: int) -> Status:
    """Where the schedule puts a general once the events of ``turn`` are
    done (the scenario set-ups show that state for their first turn)."""
    g = oob.GENERALS[general]
    st = Status("future", g.first, None)
    for e in SCHEDULE:
        if e.general != general or e.turn > turn:
            continue
        if e.code == A:
            st = Status("map", g.first, e.theatre)
        elif e.code == P:
            st = st._replace(form=st.form + 1, theatre=e.theatre or st.theatre)
        elif e.code == DM:
            st = st._replace(form=st.form - 1, theatre=e.theatre or st.theatre)
        elif e.code == R:
            st = st._replace(where="removed")
        elif e.code == U:
            st = st._replace(where="unassigned")
        elif e.code == RTN:
            st = st._replace(where="map", theatre=e.theatre)
        elif e.code == T:
            st = st._replace(theatre=e.theatre or st.theatre)
    if st.where != "future" and not g.naval and not 0 <= st.form < len(g.forms):
        raise ValueError(f"{general}: no form {st.form} on turn {turn}")
    return st


def on_map(turn: int, side: str | None = None) -> tuple[str, ...]:
    return tuple(g.id for g in oob.GENERALS_LIST
                 if (side is None or g.side == side) and status(g.id, turn).where == "map")


def form(general: str, turn: int) -> oob.Form:
    return oob.GENERALS[general].forms[status(general, turn).form]


def career(general: str) -> tuple[Event, ...]:
    """Every entry of one general on the track: arrival, promotions,
    demotions, transfers, removal, the Unassigned box."""
    return tuple(e for e in SCHEDULE if e.general == general)


_CODE_WORD = {A: "", P: "P ", DM: "DM ", R: "R ", U: "U ", RTN: "Rtn ", T: "T "}
_TH = {oob.EAST: "E", oob.WEST: "W", oob.TM: "TM"}


def _entry(e: Event) -> str:
    g = oob.GENERALS[e.general]
    text = _CODE_WORD[e.code] + g.name
    if e.code == P and not g.naval:
        text += f" ({g.forms[status(e.general, e.turn).form].stars}*)"
    if e.theatre and (e.code in (A, RTN, T) or e.transfer):
        text += f" {_TH[e.theatre]}"
    if e.transfer:
        text += " (T)"
    if e.other and e.code in (R, U):
        text += f" r/w {oob.GENERALS[e.other].name}"
    return text


def printed_track() -> list[str]:
    """The turn boxes as a markdown table (DATA_NOTES.md section 8 is this
    output): turn, months, reference, the Union's entries, the CSA's."""
    rows = ["| Turn | Months | Ref | Union | CSA |", "|---|---|---|---|---|"]
    for t in TURNS:
        cells = []
        for side in oob.SIDES:
            cells.append("; ".join(_entry(e) for e in events(t.number, side)) or "-")
        rows.append(f"| {t.number} | {t.months} {t.year} ({t.season}) | {t.reference} | "
                    f"{cells[0]} | {cells[1]} |")
    return rows
