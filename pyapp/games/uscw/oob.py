"""The U.S. Civil War: the generals, the naval units, the militia and the
other counters (pure data, stdlib only; DATA_NOTES.md beside this file).

No public source gives the counter manifest or a single general's ratings
(``data/FTP_USCW_SOURCES.md`` B3). Every value below is therefore either

- RULEBOOK: the Spanish rulebook (``seeds/001_*``) states it or a worked
  example fixes it; ``src`` names the section or the example; or
- AUTHORED: our value, from the general's historical reputation and record,
  and consistent with every rulebook example (``src`` says why).

The tests (tests/uscw/test_data.py) re-check every example that quotes a
rating. For the People's ratings (sources A1) were read as a reference for
who was rated how, never copied: the two games rate on different scales.

Rating scheme (digest 5.5, 11.3-11.4, 13.2.2, 9.4): a general's counter shows
1 to 4 stars and Attack-Defence-MA. Attack is added to his side's CRT roll
when attacking and subtracted from the Attrition roll; Defence is added when
defending, intercepting, avoiding battle and rolling for Surrender. Values
run 0..3 here (AUTHORED scale: the examples need 0, 1 and 2, and Lee plus
one subordinate must reach +4). MA runs 3..8 (the intrinsic general's 3 is
the floor; cavalry 6-7). A cautious general's MA is in a red box (7.7).

A general is a ``General``; the counters he has over the war are his
``forms`` in rank order (16.3: a promotion swaps in the next form, a
demotion the previous one). When he arrives he uses ``forms[0]``. The turn
record track (track.py) says when he arrives, is promoted, demoted,
transferred, removed, or goes to and comes back from the Unassigned box.

Sides and theatres use the engine's words: "usa" / "csa"; "east", "west",
"tm" (initiative.THEATRES).
"""

from __future__ import annotations

from typing import NamedTuple

USA, CSA = "usa", "csa"
SIDES = (USA, CSA)
EAST, WEST, TM = "east", "west", "tm"
THEATRES = (EAST, WEST, TM)


class Form(NamedTuple):
    """One counter (side) of a general."""

    stars: int             # 1..4 (7.2.1)
    attack: int
    defence: int
    ma: int
    cautious: bool = False  # MA in a red box (7.7)
    cavalry: bool = False   # a cavalry general, or a promoted general with intrinsic cavalry (8.6)


class General(NamedTuple):
    id: str
    name: str
    side: str
    forms: tuple           # Form, ..., in rank order
    arrives: int           # turn (1 = on the map at the start of 1861)
    theatre: str           # theatre code printed with his arrival
    src: str
    naval: bool = False    # a Union Naval Leader (21.2.8): no land ratings
    first: int = 0         # the form he arrives with (a 3-star later demoted arrives as forms[1])


def _f(stars, a, d, ma, *, caut=False, cav=False):
    return Form(stars, a, d, ma, caut, cav)


def _g(id, name, side, forms, arrives, theatre, src, first=0):
    return General(id, name, side, tuple(forms), arrives, theatre, src, False, first)


_U, _C = USA, CSA
_A = "AUTHORED: "

# ---------------------------------------------------------------------------
# Union generals
# ---------------------------------------------------------------------------
_UNION = (
    _g("mcdowell", "McDowell", _U, [_f(2, 0, 1, 4), _f(3, 0, 1, 4)], 1, EAST,
       "RULEBOOK (Washington example): Defence 1 (Union +7 = F3 +6 and McDowell as sole CG of 5 SP); "
       + _A + "led the 1861 army as a 3-star (demoted turn 2 when McClellan came); attack 0, MA 4. "
       "Not removed: the 1863 list of eliminated Union generals does not name him", first=1),
    _g("patterson", "Patterson", _U, [_f(2, 0, 0, 3, caut=True)], 1, EAST,
       _A + "aged and timid in the Valley, July 1861: cautious 0-0-3; removed turn 2 "
       "(RULEBOOK S3.1 lists him eliminated by 1863)"),
    _g("butler", "Butler", _U, [_f(2, 0, 0, 4)], 1, EAST,
       "RULEBOOK 16.5.2: goes to the Unassigned box and comes back. " + _A
       + "a political general with no battlefield skill, 0-0-4"),
    _g("lyon", "Lyon", _U, [_f(1, 1, 0, 5)], 1, TM,
       _A + "bold and quick in Missouri 1861, 1-0-5; killed at Wilson's Creek (turn 2; "
       "RULEBOOK S3.1 lists him eliminated)"),
    _g("sigel", "Sigel", _U, [_f(1, 0, 0, 4)], 1, TM,
       _A + "beaten at Wilson's Creek and New Market, 0-0-4"),
    _g("burnside", "Burnside", _U, [_f(1, 1, 0, 4), _f(2, 1, 0, 4), _f(3, 1, 0, 4)], 1, EAST,
       "RULEBOOK (New Orleans, Fort Pulaski, Wilmington turn 15, Hatteras examples): Attack 1; "
       + _A + "brigade at Bull Run, North Carolina 1862, Army of the Potomac Nov 1862-Jan 1863; "
       "defence 0 (Fredericksburg, the Crater)"),
    _g("rosecrans", "Rosecrans", _U, [_f(2, 1, 1, 4), _f(3, 1, 1, 4)], 1, EAST,
       _A + "won in West Virginia 1861 and at Corinth and Stones River, broke at Chickamauga: 1-1-4"),
    _g("mcclellan", "McClellan", _U, [_f(3, 0, 2, 3, caut=True)], 2, EAST,
       "RULEBOOK 7.5.2 example (MA 3, takes command from Sherman so outranks him) and the cautious-"
       "general example (cautious); " + _A + "3 stars; defence 2 for the army he built, attack 0"),
    _g("banks", "Banks", _U, [_f(2, 0, 0, 4), _f(3, 0, 0, 4)], 2, EAST,
       "RULEBOOK: named. " + _A + "a political general beaten by Jackson and on the Red River: 0-0-4"),
    _g("fremont", "Fremont", _U, [_f(3, 0, 0, 3, caut=True)], 2, TM,
       _A + "Western Department 1861, slow and remote: cautious 0-0-3; removed turn 3 "
       "(RULEBOOK S3.1 lists him eliminated)"),
    _g("grant", "Grant", _U, [_f(1, 1, 1, 5), _f(2, 2, 1, 5), _f(3, 2, 2, 5), _f(4, 2, 2, 5)], 2, WEST,
       "RULEBOOK 7.4.2 (the only 4-star), 5.9 example (moves 2, gathers twice, moves 1: MA >= 5 as a "
       "2- or 3-star), combat example (18 SP: his attack and two subordinates' make +4); " + _A
       + "Cairo 1861, Donelson (2 stars), Army of the Tennessee (3), lieutenant general 1864 (4)"),
    _g("schofield", "Schofield", _U, [_f(1, 0, 1, 4), _f(2, 1, 2, 4)], 2, TM,
       _A + "Missouri militia, then the Army of the Ohio 1864 (Franklin): steady defender"),
    _g("halleck", "Halleck", _U, [_f(3, 0, 1, 3, caut=True)], 3, TM,
       _A + "the Corinth crawl of 1862: cautious 0-1-3; called to Washington turn 6 "
       "(RULEBOOK S3.1 lists him eliminated)"),
    _g("buell", "Buell", _U, [_f(3, 0, 1, 3, caut=True)], 3, WEST,
       _A + "careful to a fault in Kentucky and Tennessee: cautious 0-1-3; relieved turn 8 "
       "(RULEBOOK S3.1 lists him eliminated)"),
    _g("pope", "Pope", _U, [_f(2, 1, 0, 4), _f(3, 1, 0, 4)], 3, TM,
       _A + "took Island No. 10, then beaten at Second Bull Run: 1-0-4; removed turn 7 "
       "(RULEBOOK S3.1 lists him eliminated)"),
    _g("thomas", "Thomas", _U, [_f(1, 1, 2, 4), _f(2, 1, 2, 4), _f(3, 1, 3, 4)], 3, WEST,
       "RULEBOOK (equal-rank example): same rank as Sherman, better Defence, slower; " + _A
       + "the 'Rock of Chickamauga', Nashville 1864: 1-2-4 then 1-3-4"),
    _g("curtis", "Curtis", _U, [_f(2, 1, 1, 4)], 4, TM,
       _A + "won Pea Ridge 1862 and Westport 1864: 1-1-4"),
    _g("sherman", "Sherman", _U, [_f(1, 1, 1, 5), _f(2, 1, 1, 5), _f(3, 2, 1, 5)], 4, WEST,
       "RULEBOOK (7.5.2 and equal-rank examples): faster than Thomas and McClellan (MA > 3), worse "
       "Defence than Thomas, outranked by McClellan; " + _A + "Shiloh division, XV Corps, Army of the "
       "Tennessee Oct 1863, Atlanta and the marches: MA 5"),
    _g("sumner", "Sumner", _U, [_f(2, 1, 0, 4)], 5, EAST,
       _A + "II Corps 1862, brave and plain: 1-0-4; relieved turn 9 (RULEBOOK S3.1 lists him eliminated)"),
    _g("hooker", "Hooker", _U, [_f(2, 1, 1, 4), _f(3, 1, 1, 4)], 5, EAST,
       _A + "'Fighting Joe', a good corps leader who lost his nerve at Chancellorsville: 1-1-4"),
    _g("couch", "Couch", _U, [_f(1, 0, 1, 4)], 5, EAST,
       "RULEBOOK (equal-rank example): lower rank than Sherman and Thomas; " + _A
       + "division and II Corps, then the Susquehanna 1863: 0-1-4"),
    _g("hancock", "Hancock", _U, [_f(1, 1, 1, 4), _f(2, 1, 2, 4)], 5, EAST,
       _A + "'the Superb', II Corps from May 1863, Gettysburg: 1-1-4 then 1-2-4"),
    _g("steele", "Steele", _U, [_f(1, 1, 1, 4), _f(2, 1, 1, 4)], 6, TM,
       _A + "Helena 1862, took Little Rock 1863, the Camden expedition 1864: 1-1-4"),
    _g("meade", "Meade", _U, [_f(2, 1, 2, 4), _f(3, 1, 2, 4)], 8, EAST,
       "RULEBOOK: named (tied-battle example). " + _A + "V Corps, then the Army of the Potomac from "
       "Gettysburg: a sound defender, 1-2-4"),
    _g("mcpherson", "McPherson", _U, [_f(2, 1, 1, 5)], 8, WEST,
       _A + "XVII Corps and the Army of the Tennessee, killed at Atlanta (turn 16): 1-1-5"),
    _g("howard", "Howard", _U, [_f(2, 0, 1, 4)], 9, EAST,
       _A + "XI Corps (routed at Chancellorsville), then in the West: 0-1-4"),
    _g("canby", "Canby", _U, [_f(2, 1, 1, 4)], 15, TM,
       _A + "replaced Banks in May 1864, took Mobile in 1865: 1-1-4"),
    # Cavalry: attack above 1 would be printed in parentheses (8.5)
    _g("stoneman", "Stoneman", _U, [_f(1, 0, 1, 6, cav=True)], 5, EAST,
       _A + "Army of the Potomac's cavalry 1862-63, raids of 1863-64: 0-1-6"),
    _g("sheridan", "Sheridan", _U, [_f(1, 1, 1, 7, cav=True), _f(2, 2, 1, 6, cav=True)], 6, WEST,
       "RULEBOOK 8.6: a cavalry general who becomes a 2-star general with intrinsic cavalry; " + _A
       + "Booneville 1862, the Cavalry Corps (Apr 1864) and the Valley: 1-1-7 then 2-1-6"),
    _g("pleasonton", "Pleasonton", _U, [_f(1, 1, 1, 6, cav=True)], 8, EAST,
       _A + "Cavalry Corps 1863 (Brandy Station), replaced by Sheridan 1864: 1-1-6"),
    _g("wilson", "Wilson", _U, [_f(1, 1, 1, 7, cav=True)], 18, WEST,
       _A + "Cavalry Corps of the West, Nashville and the Selma raid 1865: 1-1-7"),
)

# Union Naval Leaders (21.2.8): +1 in naval battles, no land values.
_NAVAL = (
    General("foote", "Foote", _U, (), 2, WEST,
            "RULEBOOK 21.2.8 (a Naval Leader). " + _A + "Western Flotilla Sept 1861, wounded at "
            "Donelson, relieved May 1862 (removed turn 6)", True),
    General("farragut", "Farragut", _U, (), 4, WEST,
            "RULEBOOK 21.2.8 and the Fort Pulaski, Roanoke examples. " + _A + "West Gulf squadron "
            "from early 1862 (New Orleans, Mobile Bay)", True),
    General("porter", "Porter", _U, (), 8, WEST,
            "RULEBOOK 21.2.8 and the Memphis example. " + _A + "Mississippi Squadron Oct 1862, North "
            "Atlantic squadron Oct 1864 (Fort Fisher): free transfer to the East on turn 18", True),
)

# ---------------------------------------------------------------------------
# Confederate generals
# ---------------------------------------------------------------------------
_CSA = (
    _g("beauregard", "Beauregard", _C, [_f(2, 1, 1, 4), _f(3, 1, 1, 4)], 1, EAST,
       "RULEBOOK (interception example: +1; Wilmington turn 15: +1): Defence 1; " + _A
       + "Manassas 1861 (3 stars), Shiloh, relieved June 1862 (demoted), Charleston and Petersburg: 1-1-4",
       first=1),
    _g("j_johnston", "J. Johnston", _C, [_f(3, 1, 2, 4)], 1, EAST,
       "RULEBOOK 16.5.2, S3.1 (Unassigned box at the 1863 start); " + _A + "a careful defender who "
       "kept his army intact: 1-2-4"),
    _g("lee", "Lee", _C, [_f(2, 1, 1, 4), _f(3, 2, 2, 5)], 1, EAST,
       "RULEBOOK (Washington example: 3 stars for 11 SP, Lee + Jackson attack +4, 5 MP from "
       "Fredericksburg; combat example: Lee + Longstreet defence +4); " + _A + "an unproven 2-star "
       "in 1861 (Cheat Mountain), the Army of Northern Virginia from June 1862: 2-2-5"),
    _g("jackson", "Jackson", _C, [_f(1, 1, 2, 5), _f(2, 2, 1, 6)], 1, EAST,
       "RULEBOOK (Washington example): Attack 2 with Lee; " + _A + "'Stonewall' at Bull Run "
       "(1-2-5), the Valley District Nov 1861 and the 'foot cavalry' (2-1-6); killed turn 10"),
    _g("longstreet", "Longstreet", _C, [_f(1, 1, 1, 4), _f(2, 1, 2, 4)], 1, EAST,
       "RULEBOOK (combat example): Defence 2 with Lee; " + _A + "Lee's defensive anchor "
       "(Fredericksburg), slow to attack: 1-2-4"),
    _g("early", "Early", _C, [_f(1, 1, 1, 4), _f(2, 1, 1, 4)], 1, EAST,
       _A + "brigade at Bull Run, II Corps and the Valley 1864: 1-1-4"),
    _g("ewell", "Ewell", _C, [_f(1, 1, 1, 4), _f(2, 1, 1, 4)], 1, EAST,
       _A + "Valley 1862, II Corps after Jackson, hesitant at Gettysburg: 1-1-4"),
    _g("kirby_smith", "Kirby Smith", _C, [_f(1, 1, 1, 4), _f(2, 1, 1, 4), _f(3, 1, 1, 4)], 1, EAST,
       "RULEBOOK 16.6 example (free transfer to Holmes's hex on turn 10); " + _A + "Bull Run, "
       "Kentucky 1862, the Trans-Mississippi Department 1863: 1-1-4"),
    _g("holmes", "Holmes", _C, [_f(2, 0, 0, 3, caut=True), _f(3, 0, 0, 3, caut=True)], 1, EAST,
       "RULEBOOK 16.6 example (demoted on turn 10); " + _A + "old, deaf and hesitant: cautious 0-0-3"),
    _g("magruder", "Magruder", _C, [_f(2, 0, 1, 4)], 1, EAST,
       "RULEBOOK (Galveston notes: his assault with an Any card); " + _A + "held the Peninsula by "
       "theatre in 1862, retook Galveston Jan 1863: 0-1-4"),
    _g("polk", "Polk", _C, [_f(2, 0, 1, 3)], 1, WEST,
       "RULEBOOK (Cairo example): Attack 0 (61% with 4 SP against 0 SP at +2), at least 2 stars "
       "(4 SP), MA under 5 (needs Forced March for 5 MP); " + _A + "a bishop-general: 0-1-3; "
       "killed turn 16"),
    _g("bragg", "Bragg", _C, [_f(2, 1, 1, 4), _f(3, 1, 1, 4)], 1, WEST,
       "RULEBOOK (interception example D: +1): Defence 1; " + _A + "Pensacola 1861, the Army of "
       "Tennessee June 1862 - Dec 1863: 1-1-4"),
    _g("hardee", "Hardee", _C, [_f(1, 1, 1, 4), _f(2, 1, 2, 4)], 1, TM,
       _A + "Arkansas 1861, then a corps commander of the Army of Tennessee; wrote the tactics "
       "manual: 1-2-4"),
    _g("pemberton", "Pemberton", _C, [_f(2, 0, 1, 3), _f(3, 0, 1, 3)], 3, EAST,
       "RULEBOOK (Vicksburg surrender example): Defence 1; " + _A + "South Carolina 1861-62, "
       "Vicksburg Oct 1862 - July 1863 (removed turn 11): 0-1-3"),
    _g("breckinridge", "Breckinridge", _C, [_f(1, 1, 1, 4)], 4, WEST,
       _A + "Shiloh, Stones River, New Market 1864: 1-1-4"),
    _g("a_p_hill", "A. P. Hill", _C, [_f(1, 2, 1, 5), _f(2, 1, 1, 5)], 5, EAST,
       _A + "the Light Division (fast, hard-hitting: 2-1-5), a weaker corps leader from May 1863 "
       "(1-1-5); killed April 1865"),
    _g("taylor", "Taylor", _C, [_f(1, 1, 1, 5), _f(2, 2, 1, 5)], 5, EAST,
       _A + "Valley 1862, West Louisiana from Aug 1862, beat Banks at Mansfield 1864"),
    _g("hood", "Hood", _C, [_f(1, 2, 0, 5), _f(2, 2, 1, 5), _f(3, 2, 0, 4)], 5, EAST,
       _A + "the Texas Brigade, a division, then the Army of Tennessee July 1864 - Jan 1865: "
       "aggressive, poor in defence, slower after his wounds"),
    _g("cleburne", "Cleburne", _C, [_f(1, 2, 2, 4)], 10, WEST,
       _A + "the 'Stonewall of the West', killed at Franklin (turn 18): 2-2-4"),
    # Cavalry
    _g("stuart", "Stuart", _C, [_f(1, 2, 1, 7, cav=True)], 1, EAST,
       "RULEBOOK (combat example): a cavalry general; " + _A + "(2)-1-7; killed at Yellow Tavern "
       "(turn 15)"),
    _g("price", "Price", _C, [_f(1, 1, 1, 6, cav=True), _f(2, 1, 1, 5, cav=True)], 1, TM,
       "RULEBOOK 8.6: a cavalry general who becomes a 2-star general with intrinsic cavalry, and the "
       "LOC example in the Trans-Mississippi; " + _A + "the Missouri State Guard 1861: 1-1-6, then 1-1-5 as a 2-star"),
    _g("van_dorn", "Van Dorn", _C, [_f(1, 1, 0, 7, cav=True), _f(2, 1, 0, 6, cav=True)], 1, TM,
       "RULEBOOK 8.6 as Price; " + _A + "Texas 1861, Pea Ridge 1862 (2 stars), Holly Springs raid, "
       "killed May 1863 (turn 10): bold, careless: 1-0"),
    _g("forrest", "Forrest", _C, [_f(1, 2, 2, 7, cav=True)], 3, WEST,
       "RULEBOOK (interception example C: +4 = cavalry +2 and Defence 2); " + _A + "(2)-2-7"),
    _g("morgan", "Morgan", _C, [_f(1, 2, 1, 7, cav=True)], 4, WEST,
       "RULEBOOK (Cairo example: column 1 at +2 alone with 1 SP, reaches Cairo in 7 MP): Attack 2, "
       "MA 7; " + _A + "defence 1; captured on his Ohio raid (removed turn 11)"),
    _g("wheeler", "Wheeler", _C, [_f(1, 1, 1, 7, cav=True)], 7, WEST,
       _A + "Army of Tennessee's cavalry from Aug 1862: 1-1-7"),
    _g("shelby", "Shelby", _C, [_f(1, 1, 1, 7, cav=True)], 8, TM,
       _A + "Missouri raider (Cape Girardeau 1863, Price's raid 1864): 1-1-7"),
    _g("hampton", "Hampton", _C, [_f(1, 1, 1, 6, cav=True)], 15, EAST,
       _A + "Stuart's successor (Trevilian Station 1864): 1-1-6"),
)

GENERALS_LIST = _UNION + _NAVAL + _CSA
GENERALS = {g.id: g for g in GENERALS_LIST}
if len(GENERALS) != len(GENERALS_LIST):  # pragma: no cover - the tests check it too
    raise ValueError("duplicate general id")

# The rulebook's and the set-ups' spellings mapped to our ids.
NAME_TO_ID = {g.name: g.id for g in GENERALS_LIST}
NAME_TO_ID.update({"J. E. Johnston": "j_johnston", "Johnston": "j_johnston", "R. E. Lee": "lee",
                   "E. Kirby Smith": "kirby_smith", "Smith": "kirby_smith", "Hill": "a_p_hill",
                   "A.P. Hill": "a_p_hill", "T. J. Jackson": "jackson"})

# The intrinsic general of a stack without one (5.10): RULEBOOK.
INTRINSIC = Form(1, 0, 0, 3)

# Command limits (7.3, 8.1): SP a moving general may take along. RULEBOOK.
COMMAND_LIMIT = {1: 3, 2: 6, 3: 18, 4: 18}
CAVALRY_COMMAND_LIMIT = 1          # a 1-star cavalry general leads 1 SP (8.1)
CAVALRY_SUBORDINATE_CAP = 1        # a cavalry subordinate adds at most +1 in battle (8.5)


def command_limit(form: Form) -> int:
    """7.3, 8.1, 8.6: a cavalry general leads 1 SP; a promoted general with
    intrinsic cavalry (2 stars) leads as a 2-star."""
    if form.cavalry and form.stars == 1:
        return CAVALRY_COMMAND_LIMIT
    return COMMAND_LIMIT[form.stars]


def generals(side: str | None = None, *, naval: bool | None = False) -> tuple[General, ...]:
    """The generals of one side (or both); Naval Leaders only when ``naval``
    is True, with the land generals when None."""
    return tuple(g for g in GENERALS_LIST
                 if (side is None or g.side == side) and (naval is None or g.naval == naval))


# ---------------------------------------------------------------------------
# Strength points and militia
# ---------------------------------------------------------------------------
# SP counters are fungible and their number is no limit (2.2.3). The printed
# denominations are a GAP (only 1 and 4 are named); AUTHORED: 1, 2, 3, 4, 6,
# 10 for drawing stacks; the engine keeps a number per side per hex.
SP_DENOMINATIONS = (1, 2, 3, 4, 6, 10)

# 17.2.1-17.2.2: one 0-SP Militia per Southern state, and one a side in each
# Border state (AMBIG in the digest 2.3; read as one per side). RULEBOOK.
SOUTHERN_STATES = ("VA", "NC", "SC", "GA", "FL", "AL", "MS", "LA", "TX", "AR", "TN")
BORDER_STATES = ("MO", "KY", "WV")
NORTHERN_STATES = ("PA", "MD", "OH", "IN", "IL")   # digest 3.3 names these (Washington DC sits in the North)
MILITIA = {
    CSA: SOUTHERN_STATES + BORDER_STATES,
    USA: BORDER_STATES,
}

# ---------------------------------------------------------------------------
# Naval units (advanced game, 21.2). RULEBOOK unless marked.
# ---------------------------------------------------------------------------
NAVAL_UNITS = {
    "ocean_nsp": {"side": USA, "cap": 5, "breaks_down": True, "src": "RULEBOOK 21.2.2: at most 5 ocean NSP in play"},
    "river_nsp": {"side": USA, "cap": 8, "breaks_down": True, "src": "RULEBOOK 21.2.2: at most 8 river NSP in play"},
    "flotilla": {"side": CSA, "nsp": 1, "breaks_down": False, "counters": 6,
                 "src": "RULEBOOK 21.2.1, 21.10.5 (1 NSP, never broken down); AUTHORED: 6 counters"},
    "ironclad": {"side": CSA, "nsp": 2, "nsp_building": 0, "breaks_down": False, "counters": 6,
                 "src": "RULEBOOK 21.2.1, 21.10.3 (0 under construction), 2 NSP from the Wilmington "
                        "example; AUTHORED: 6 counters"},
    "battery": {"side": CSA, "nsp": 2, "counters": 6,
                "src": "RULEBOOK 21.10.4 (2 NSP in naval battles only); AUTHORED: 6 counters"},
}
# Abstract 0-NSP vessels, no counters, unlimited (21.11): the Union's Gunboats
# (not with the free naval AP) and the CSA's Cottonclads (only with an Any card).
ABSTRACT_VESSELS = {"gunboats": USA, "cottonclads": CSA}
NAVAL_LEADER_DRM = 1               # 21.2.8: +1 in a naval battle, one leader counts
# NSP of the fixed defences in a naval battle (21.6.3, 21.6.4). RULEBOOK.
DEFENCE_NSP = {"coastal_fort": 4, "fort": 2, "battery": 2, "ironclad": 2, "entrenchment": 0,
               "ironclad_building": 0, "damaged": 0, "control_marker_ocean_port": 0}


def ocean_ironclads(turn: int) -> int:
    """21.5: the Union ocean ironclad strength, +1 NSP each even turn
    (turn 15: 7; turn 16: 8; 0, 2, 4 at the 1861, 1862, 1863 starts). RULEBOOK."""
    return turn // 2


# ---------------------------------------------------------------------------
# Other counters. ``limit``: the most in play (None: no limit, or unknown).
# ---------------------------------------------------------------------------
COUNTERS = {
    "fort": {USA: 12, CSA: 12,
             "src": "RULEBOOK 10.2.4: the markers are a limit, count a GAP; AUTHORED: 12 a side, each "
                    "marker showing F1/F2/F3 and an under-construction side"},
    "army": {USA: 4, CSA: 3,
             "names": {USA: ("Army of the Potomac", "Army of the Tennessee", "Army of the Cumberland",
                             "Army of the Ohio"),
                       CSA: ("Army of Northern Virginia", "Army of Tennessee", "Army of Mississippi")},
             "src": "RULEBOOK 22.4 (optional; the count is an intended limit, a GAP); AUTHORED: the "
                    "main field armies of each side"},
    "entrenchment": {USA: None, CSA: None, "src": "RULEBOOK 10.1.2: no limit"},
    "control": {USA: None, CSA: None, "src": "count a GAP; AUTHORED: unlimited"},
    "destroyed": {"both": None, "src": "6.4; count a GAP; AUTHORED: unlimited"},
    "arsenal": {"values": (1, 2, 3, 4), "src": "14.5 ('several values', a GAP); AUTHORED: 1-4 "
                                                "(a hex may reach 3x its printed value)"},
    "demoralized": {"both": None, "src": "12.2; AUTHORED: unlimited"},
    "forage": {"both": None, "src": "13.2.1; AUTHORED: unlimited"},
    "low_coal": {"both": None, "src": "21.2.7; AUTHORED: unlimited"},
    "surrender": {"both": None, "src": "13.6.5: one per isolated group"},
}


def _form_text(f: Form) -> str:
    a = f"({f.attack})" if f.cavalry and f.attack > 1 else str(f.attack)   # 8.5: printed in parentheses
    tags = ("cav " if f.cavalry else "") + ("cautious " if f.cautious else "")
    return f"{tags}{f.stars}* {a}-{f.defence}-{f.ma}"


def counter_rows() -> list[str]:
    """The generals as a markdown table (DATA_NOTES.md section 8 is this
    output): side, name, forms in rank order (the arrival form first when
    it is not the lowest), arrival turn and theatre."""
    rows = ["| Side | General | Counters (stars attack-defence-MA) | Arrives |", "|---|---|---|---|"]
    for g in GENERALS_LIST:
        forms = "Naval Leader (+1 in naval battles)" if g.naval else " / ".join(
            ("arrives " if i == g.first and g.first else "") + _form_text(f) for i, f in enumerate(g.forms))
        rows.append(f"| {g.side.upper()} | {g.name} | {forms} | {g.arrives} {g.theatre} |")
    return rows
