"""For the People: the generals, the army markers and the other counters
(pure data, stdlib only; DATA_NOTES.md beside this file).

Sources (paths relative to the shared folder):

- ``data/FTP_USCW_SOURCES.md`` part A1: every general's strategy, political
  influence (PI), offence-defence, cavalry flag and arrival turn, read from
  the counter faces and turn-track stacks of the VASSAL module (S1), with a
  confirmation mark per row: [2S] two independent sources agree, [1S] one
  source only, [1S+] one source and consistent with the rulebook's clues.
- ``data/FTP_USCW_SOURCES.md`` part A2: army markers, forts, naval counters,
  elite units, track ranges.
- ``rules/000_for_the_people.md`` (the digest of the Spanish rulebook, "S2"):
  2.2 counter types and limits, 2.3 the ratings the text reveals, 2.4 the
  armies, 5.3-5.8 formations and generals, 5.17 the special army naval
  moves, 7 the optional special generals.

Every general carries ``src``: the A1 row's mark and what the digest
confirms. A value no source gives is marked AUTHORED in ``src`` (and listed
in DATA_NOTES.md).

General record (``General``, a NamedTuple, so it is immutable):

    id        lower-case surname; initials where two counters share one
              ("a_s_johnston"/"j_e_johnston", "r_e_lee"/"f_lee"); "_inf" and
              "_cav" mark the second counter of a general who has two
              (Sheridan's optional infantry counter, Van Dorn's optional
              cavalry-brigade counter)
    name      as printed (English)
    side      "union" | "csa"
    strategy  1..3: the OPS value needed to activate him (5.3)
    pi        political influence 1..10; None for cavalry generals (their
              counters carry no PI; a cavalry general is a subordinate for
              every purpose and never commands an army, 5.4 glossary)
    offence, defence   0..3
    cavalry   True for a cavalry general (he exists on the map only as his
              brigade: general + 1 SP, 5.7)
    arrives   turn 1..13 on which he enters (1 = on the map at the start of
              the campaign); None for a counter that only an optional rule
              or another general's loss brings in
    optional  True for the counters of the optional rules (section 7)
    flags     frozenset of special abilities the digest gives (FLAGS)
    replaces  for an optional replacement cavalry general: the general whose
              loss brings him in (7; rule 5.5.6); else None
    alt_of    for a second counter of one man: the id of his main counter
    src       where the values come from
"""

from __future__ import annotations

from typing import NamedTuple

UNION, CSA = "union", "csa"
SIDES = (UNION, CSA)

# Flags: only abilities the digest states; nothing invented.
NAVAL_ARMY_MOVE_SEA = "naval_army_move_sea"      # 5.17a: his army may sail between Washington, Aquia Creek, Urbanna, Ft. Monroe
NAVAL_ARMY_MOVE_RIVER = "naval_army_move_river"  # 5.17b: his army of <= 9 SP may make a river move
MCCLELLAN_BONUS = "mcclellan_bonus"              # 7 (optional 5.6.7): +5 SW once; +1 SP a reinforcement phase
DUAL_ROLE = "dual_role"                          # 7: Van Dorn may turn into his cavalry brigade (permanently)
BRIGADE_GROWS = "brigade_grows"                  # 7: the brigade may hold 2 SP (Forrest; Sheridan)
NO_RETURN = "no_return"                          # 7: if killed, gone for good, no replacement (Van Dorn)
SELF_REPLACING = "self_replacing"                # 7: no replacement counter; returns normally (Sheridan)
CORPS_COMMANDER_ONLY = "corps_commander_only"    # 7: Sheridan's infantry counter, a corps commander with PI 1
BECOMES_CAVALRY = "becomes_cavalry"              # 7: moving with exactly 1 SP he may become his brigade

FLAGS = frozenset({
    NAVAL_ARMY_MOVE_SEA, NAVAL_ARMY_MOVE_RIVER, MCCLELLAN_BONUS, DUAL_ROLE,
    BRIGADE_GROWS, NO_RETURN, SELF_REPLACING, CORPS_COMMANDER_ONLY,
    BECOMES_CAVALRY,
})
# Flags that only work when the optional special-abilities rule (7, rule
# 5.6.7) is in force; NAVAL_ARMY_MOVE_* are standard rules (5.17).
OPTIONAL_FLAGS = frozenset(FLAGS - {NAVAL_ARMY_MOVE_SEA, NAVAL_ARMY_MOVE_RIVER})


class General(NamedTuple):
    id: str
    name: str
    side: str
    strategy: int
    pi: int | None
    offence: int
    defence: int
    cavalry: bool
    arrives: int | None
    optional: bool = False
    flags: frozenset = frozenset()
    replaces: str | None = None
    alt_of: str | None = None
    src: str = ""


def _g(id, name, side, strat, pi, off, dfn, arrives, src, *, cav=False,
       optional=False, flags=(), replaces=None, alt_of=None):
    return General(id, name, side, strat, pi, off, dfn, cav, arrives,
                   optional, frozenset(flags), replaces, alt_of, src)


_U, _C = UNION, CSA

# ---------------------------------------------------------------------------
# Union (A1, "Union generals" and "Union cavalry generals")
# ---------------------------------------------------------------------------
_UNION = (
    _g("mcdowell", "McDowell", _U, 3, 6, 1, 1, 1,
       "A1 [2S]: counter 3-1-1 (S4); PI 6 and offence 1 (digest 2.3); at Washington at start (6.1)"),
    _g("fremont", "Fremont", _U, 3, 8, 0, 0, 1,
       "A1: PI 8 [2S] (digest 2.3); 0-0 [1S+] (S4 names three Union 3-0-0 generals); St. Louis at start"),
    _g("butler", "Butler", _U, 3, 8, 0, 0, 1,
       "A1 [2S]: counter 3-0-0 (S4); PI 8 (digest 2.3, 5.8); Ft. Monroe at start"),
    _g("burnside", "Burnside", _U, 2, 6, 0, 1, 2,
       "A1: PI 6 [2S] (digest 2.3); strategy, 0-1 and arrival [1S]; arrival T2 also in the digest's example (2.3)"),
    _g("banks", "Banks", _U, 3, 5, 0, 0, 2,
       "A1 [1S+]: 3-0-0 per S4; arrival T2 in the digest's example (2.3)"),
    _g("buell", "Buell", _U, 3, 6, 1, 1, 2,
       "A1: PI 6 [2S] (digest 2.3); rest [1S]; arrival T2 in the digest's example"),
    _g("halleck", "Halleck", _U, 3, 6, 1, 1, 2,
       "A1 [1S]; arrival T2 in the digest's example"),
    _g("pope", "Pope", _U, 2, 4, 1, 0, 2,
       "A1 [1S]; arrival T2 in the digest's example"),
    _g("rosecrans", "Rosecrans", _U, 3, 5, 1, 1, 2,
       "A1: PI 5 [2S] (digest 2.3); rest [1S]; arrival T2 in the digest's example"),
    _g("mcclellan", "McClellan", _U, 3, 10, 0, 2, 2,
       "A1: PI 10 [2S] (digest 2.3, 5.8); rest [1S]; arrival T2 in the digest's example; "
       "special army naval move (5.17a) and optional bonuses (7)",
       flags=(NAVAL_ARMY_MOVE_SEA, MCCLELLAN_BONUS)),
    _g("curtis", "Curtis", _U, 3, 5, 0, 1, 4, "A1 [1S]"),
    _g("hooker", "Hooker", _U, 2, 5, 0, 1, 6, "A1 [1S]"),
    _g("grant", "Grant", _U, 1, 8, 3, 3, 7,
       "A1: PI 8 [2S] (digest 2.3, 5.8); rest [1S]; T7 fits the 1863 rule placing him at Memphis "
       "in step c (6.3); special army naval moves (5.17a, b)",
       flags=(NAVAL_ARMY_MOVE_SEA, NAVAL_ARMY_MOVE_RIVER)),
    _g("meade", "Meade", _U, 3, 5, 1, 2, 8,
       "A1: PI 5 and defence 2 [2S] (digest 2.3, 5.32 Gettysburg); rest [1S]"),
    _g("reynolds", "Reynolds", _U, 2, 1, 1, 1, 8,
       "A1 [1S+]: the digest's Gettysburg example gives +1 from Hancock or Reynolds (2.3, 5.32)"),
    _g("hancock", "Hancock", _U, 3, 1, 1, 1, 8,
       "A1 [1S+]: as Reynolds"),
    _g("sherman", "Sherman", _U, 1, 5, 3, 3, 10,
       "A1: offence 3 and PI above Thomas's [2S] (digest 2.3, 5.8, 5.32); rest [1S]; "
       "special army naval moves (5.17a, b)",
       flags=(NAVAL_ARMY_MOVE_SEA, NAVAL_ARMY_MOVE_RIVER)),
    _g("mcpherson", "McPherson", _U, 3, 1, 2, 1, 10, "A1 [1S]"),
    _g("schofield", "Schofield", _U, 3, 1, 1, 1, 10,
       "A1 [1S] (spelt \"Scofield\" on the counter and in the digest's 1864 set-up)"),
    _g("thomas", "Thomas", _U, 3, 2, 2, 3, 12,
       "A1: offence 2 [2S] (digest 2.3, 5.32); rest [1S]; arrival T12 is S1's and looks late "
       "historically (A1 treats it as [1S])"),
    # Cavalry (counters marked CAV, no PI)
    _g("stoneman", "Stoneman", _U, 2, None, 1, 1, 4, "A1 [1S]", cav=True),
    _g("pleasonton", "Pleasonton", _U, 2, None, 1, 2, 5,
       "A1: defence 2 [2S] (digest 2.3, 5.32 Gettysburg); rest [1S]", cav=True),
    _g("sheridan", "Sheridan", _U, 1, None, 3, 2, 11,
       "A1 [1S]; with the optional rule his brigade may grow to 2 SP and he has no replacement (7)",
       cav=True, flags=(BRIGADE_GROWS, SELF_REPLACING)),
    # Optional counters (section 7)
    _g("sheridan_inf", "Sheridan (infantry)", _U, 1, 1, 3, 2, 11,
       "A1: PI 1 [2S] (digest 2.2, 7); rest [1S]; arrives with the cavalry Sheridan (T11) and may "
       "be placed instead of him under the optional rule (7)",
       optional=True, flags=(CORPS_COMMANDER_ONLY, BECOMES_CAVALRY), alt_of="sheridan"),
    _g("kilpatrick", "Kilpatrick", _U, 1, None, 1, 1, None,
       "A1 [1S]; optional replacement of Pleasonton (7)", cav=True, optional=True,
       replaces="pleasonton"),
    _g("mitchell", "Mitchell", _U, 2, None, 1, 1, None,
       "A1 [1S]; optional replacement of Stoneman (7)", cav=True, optional=True,
       replaces="stoneman"),
)

# ---------------------------------------------------------------------------
# Confederacy (A1, "Confederate generals" and "Confederate cavalry generals")
# ---------------------------------------------------------------------------
_CSA = (
    _g("a_s_johnston", "A. S. Johnston", _C, 2, 10, 1, 1, 1,
       "A1: highest CSA PI [2S] (digest 2.3); rest [1S]; Nashville at start"),
    _g("beauregard", "Beauregard", _C, 2, 5, 1, 1, 1,
       "A1 [2S]: counter 2-1-1 (S4); PI below J. Johnston's (digest 2.3); Manassas at start"),
    _g("j_e_johnston", "J. E. Johnston", _C, 2, 8, 1, 2, 1,
       "A1 [2S]: counter 2-1-2 (S4); defence 2 and PI above Beauregard's (digest 2.3, 5.32); "
       "Winchester at start"),
    _g("polk", "Polk", _C, 3, 5, 0, 0, 1,
       "A1 [2S]: counter 3-0-0, the only CSA 3-0-0 (S4); Memphis at start"),
    _g("price", "Price", _C, 2, 4, 0, 1, 1,
       "A1 [2S]: counter 2-0-1 (S4); Fayetteville, AR at start"),
    _g("bragg", "Bragg", _C, 2, 8, 1, 0, 2,
       "A1: arrival T2 [2S] (digest 2.3 example); ratings [1S]"),
    _g("smith", "E. Kirby Smith", _C, 2, 6, 1, 1, 2,
       "A1: arrival T2 [2S] (digest 2.3 example); ratings [1S]"),
    _g("van_dorn", "Van Dorn", _C, 1, 5, 1, 0, 3,
       "A1: arrival T3 [2S] (digest 2.3 example); ratings [1S]; optional: may become his cavalry "
       "brigade and, if killed, never returns (7)",
       flags=(DUAL_ROLE, NO_RETURN)),
    _g("pemberton", "Pemberton", _C, 3, 3, 0, 1, 3,
       "A1: arrival T3 [2S] (digest 2.3 example); ratings [1S]"),
    _g("r_e_lee", "R. E. Lee", _C, 1, 8, 3, 3, 4,
       "A1: offence 3 [2S] (digest 2.3, 5.32); rest [1S]"),
    _g("longstreet", "Longstreet", _C, 2, 2, 2, 3, 5,
       "A1: offence 2 and defence 3 [2S] (digest 2.3, 5.32); rest [1S]"),
    _g("jackson", "T. J. Jackson", _C, 1, 2, 3, 3, 5,
       "A1: defence 3 [2S] (digest 2.3); rest [1S]"),
    _g("ewell", "Ewell", _C, 3, 1, 1, 1, 8,
       "A1: offence 1 [2S] (digest 2.3, 5.32: +1 from Ewell or Hill); rest [1S]"),
    _g("hill", "A. P. Hill", _C, 2, 1, 1, 1, 8,
       "A1: offence 1 [2S] (as Ewell); rest [1S]"),
    _g("hood", "Hood", _C, 1, 3, 1, 0, 10, "A1 [1S]"),
    _g("hardee", "Hardee", _C, 3, 5, 1, 1, 11, "A1 [1S]; not named in the digest"),
    _g("early", "Early", _C, 1, 2, 1, 1, 12, "A1 [1S]; not named in the digest"),
    # Cavalry
    _g("stuart", "Stuart", _C, 1, None, 2, 2, 2,
       "A1: arrival T2 [2S] (digest 2.3 example); ratings [1S]", cav=True),
    _g("forrest", "Forrest", _C, 1, None, 3, 3, 4,
       "A1 [1S]; optional: his brigade may grow to 2 SP (7)", cav=True,
       flags=(BRIGADE_GROWS,)),
    _g("morgan", "Morgan", _C, 1, None, 2, 1, 4, "A1 [1S]", cav=True),
    _g("wheeler", "Wheeler", _C, 1, None, 1, 1, 4, "A1 [1S]", cav=True),
    # Optional counters (section 7)
    _g("van_dorn_cav", "Van Dorn (cavalry)", _C, 1, None, 1, 0, None,
       "AUTHORED: the digest names the counter (2.2, 7) and A1 gives no ratings for it; the "
       "infantry counter's strategy and offence-defence are copied. Swapped in when Van Dorn "
       "moves with exactly 1 SP under the optional rule (7)",
       cav=True, optional=True, flags=(NO_RETURN,), alt_of="van_dorn"),
    _g("pegram", "Pegram", _C, 2, None, 1, 1, None,
       "A1 [1S]; optional replacement of Forrest, without Forrest's 2-SP ability (7)",
       cav=True, optional=True, replaces="forrest"),
    _g("armstrong", "Armstrong", _C, 2, None, 1, 1, None,
       "A1 [1S]; optional replacement of Morgan (7)", cav=True, optional=True,
       replaces="morgan"),
    _g("f_lee", "F. Lee", _C, 1, None, 1, 1, None,
       "A1 [1S]; optional replacement of Stuart (7)", cav=True, optional=True,
       replaces="stuart"),
    _g("wharton", "Wharton", _C, 2, None, 1, 1, None,
       "A1 [1S]; optional replacement of Wheeler (7)", cav=True, optional=True,
       replaces="wheeler"),
)

GENERALS_LIST = _UNION + _CSA
GENERALS = {g.id: g for g in GENERALS_LIST}
if len(GENERALS) != len(GENERALS_LIST):  # pragma: no cover - guarded by the tests too
    raise ValueError("duplicate general id")

# Optional rule 5.5.6 (digest 7): who replaces a lost original cavalry
# general. None = removed for good, no replacement (Van Dorn); the general's
# own id = no replacement, he comes back as usual (Sheridan).
CAVALRY_REPLACEMENTS = {
    "forrest": "pegram",
    "morgan": "armstrong",
    "stuart": "f_lee",
    "wheeler": "wharton",
    "van_dorn": None,
    "van_dorn_cav": None,
    "pleasonton": "kilpatrick",
    "stoneman": "mitchell",
    "sheridan": "sheridan",
}

# The setups' and digest's spellings of the generals (6.1-6.4, 2.3, 5.32)
# mapped to our ids; DATA_NOTES.md lists the ones that are not obvious.
NAME_TO_ID = {
    "McDowell": "mcdowell", "Fremont": "fremont", "Butler": "butler",
    "Burnside": "burnside", "Banks": "banks", "Buell": "buell",
    "Halleck": "halleck", "Pope": "pope", "Rosecrans": "rosecrans",
    "McClellan": "mcclellan", "Curtis": "curtis", "Hooker": "hooker",
    "Grant": "grant", "Meade": "meade", "Reynolds": "reynolds",
    "Hancock": "hancock", "Sherman": "sherman", "McPherson": "mcpherson",
    "Scofield": "schofield", "Schofield": "schofield", "Thomas": "thomas",
    "Stoneman": "stoneman", "Pleasonton": "pleasonton", "Sheridan": "sheridan",
    "Kilpatrick": "kilpatrick", "Mitchell": "mitchell",
    "A. S. Johnston": "a_s_johnston", "A. Johnston": "a_s_johnston",
    "A.S. Johnston": "a_s_johnston",
    "J. Johnston": "j_e_johnston", "Johnston": "j_e_johnston",
    "Beauregard": "beauregard", "Polk": "polk", "Price": "price",
    "Bragg": "bragg", "Smith": "smith", "Van Dorn": "van_dorn",
    "Pemberton": "pemberton", "Lee": "r_e_lee", "R. E. Lee": "r_e_lee",
    "Longstreet": "longstreet", "Jackson": "jackson", "Ewell": "ewell",
    "Hill": "hill", "A. P. Hill": "hill", "Hood": "hood", "Hardee": "hardee",
    "Early": "early", "Stuart": "stuart", "Forrest": "forrest",
    "Morgan": "morgan", "Wheeler": "wheeler", "Pegram": "pegram",
    "Armstrong": "armstrong", "F. Lee": "f_lee", "Wharton": "wharton",
}

# ---------------------------------------------------------------------------
# The generic commander: the back of every army marker (digest 2.2, 5.4;
# A1 "Further facts" [2S]).
# ---------------------------------------------------------------------------
GENERIC_COMMANDER = {"strategy": 3, "offence": 0, "defence": 0}

# Turns a removed general waits on the turn track before he returns
# (digest 5.4, 5.7, 5.16): next turn, except a CSA cavalry general, three
# turns later (dies on turn 4, returns on turn 7).
RETURN_DELAY = {"default": 1, "csa_cavalry": 3}


def return_delay(g: General) -> int:
    return RETURN_DELAY["csa_cavalry"] if (g.side == CSA and g.cavalry) else RETURN_DELAY["default"]


def generals(side: str | None = None, *, optional: bool | None = False) -> tuple[General, ...]:
    """Generals of one side (or both); ``optional`` False (default) leaves the
    optional counters out, True keeps only them, None keeps all."""
    return tuple(g for g in GENERALS_LIST
                 if (side is None or g.side == side)
                 and (optional is None or g.optional == optional))


def arrivals(turn: int, side: str | None = None, *, optional: bool = False) -> tuple[str, ...]:
    """Ids of the generals whose arrival turn is ``turn`` (the turn track)."""
    return tuple(g.id for g in GENERALS_LIST
                 if g.arrives == turn and (side is None or g.side == side)
                 and (optional or not g.optional))


# ---------------------------------------------------------------------------
# Army markers (digest 2.4; A2 "Army markers", four a side [1S+]).
# ``number`` orders the markers (the module's order); names have no game
# effect (6.0 D). The fourth CSA army is not named by the digest.
# ---------------------------------------------------------------------------
class Army(NamedTuple):
    id: str
    number: int
    side: str
    name: str
    abbrev: str
    src: str


ARMIES_LIST = (
    Army("u_potomac", 1, _U, "Army of the Potomac", "AotP", "digest 2.4; A2"),
    Army("u_tennessee", 2, _U, "Army of the Tennessee", "AotT",
         "digest 2.4 (the 1864 set-up uses it for the Army of the James); A2"),
    Army("u_cumberland", 3, _U, "Army of the Cumberland", "AotC", "digest 2.4; A2"),
    Army("u_missouri", 4, _U, "Army of the Missouri", "AotM", "digest 2.4; A2"),
    Army("c_northern_virginia", 1, _C, "Army of Northern Virginia", "ANV", "digest 2.4; A2"),
    Army("c_tennessee", 2, _C, "Army of Tennessee", "AoT", "digest 2.4; A2"),
    Army("c_mississippi", 3, _C, "Army of Mississippi", "AoM", "digest 2.4; A2"),
    Army("c_west", 4, _C, "Army of the West", "AoW", "A2 [1S+]: S1's fourth CSA marker; not named in the digest"),
)
ARMIES = {a.id: a for a in ARMIES_LIST}
ARMY_MAX_SP = 15           # digest 5.3; A2 army strength track 0-15
ARMY_GENERALS_OVER_SP = 3  # an army may hold at most SP + 3 generals (5.4)
SPACE_GENERALS_OVER_SP = 1  # outside an army: generals <= SP + 1 (5.5)


def armies(side: str) -> tuple[Army, ...]:
    return tuple(a for a in ARMIES_LIST if a.side == side)


# ---------------------------------------------------------------------------
# Other counters. ``limit`` is the most that may be in play at once (None:
# the rules set no limit and the count of printed counters is unknown).
# ---------------------------------------------------------------------------
COUNTERS = {
    "fort": {"union": 12, "csa": 6,
             "src": "digest 2.2, 5.23 (max in play); A2: S1 has 12 and 6 counters [2S]"},
    "ironclad": {"csa": 3, "names": ("CSS Arkansas", "CSS Virginia", "CSS Tennessee"),
                 "cards": (53, 54, 55),
                 "src": "digest 2.2, 5.22 (max 3); A2 names; a card need not place the ship it names (5.22)"},
    "torpedo": {"csa": 6, "per_card": 3, "cards": (51,),
                "src": "digest 2.2, 5.22 (max 6); A2/A3: card 51 gives 3 markers"},
    "hunley": {"csa": 1, "cards": (56,), "src": "digest 2.2, 5.22 (max 1; removed after use)"},
    "elite_unit": {"union": 2, "csa": 2,
                   "names": {"union": ("Iron Brigade", "Wilder's Brigade"),
                             "csa": ("Stonewall Brigade", "Hood's Texans")},
                   "cards": (34, 35, 36),
                   "src": "digest 2.2, 5.14 (max 2 a side; Iron Brigade named); A2 other names [1S+]"},
    "oos_by_rail": {"both": 6, "src": "digest 2.2 (optional rule 19)"},
    "pc": {"union": None, "csa": None, "src": "digest 2.2: count not given [GAP]; AUTHORED: unlimited"},
    "state_control": {"union": None, "csa": None,
                      "src": "digest 2.2, 5.29; count not given; AUTHORED: one a state as needed"},
    "rc_destroyed": {"both": None,
                     "src": "digest 2.2; count not given; AUTHORED: unlimited (13 RCs, A4.2, plus card 126's three Valley spaces)"},
    "capital": {"union": 1, "csa": 1, "src": "digest 2.2, 6.0 G-H"},
    "army_strength": {"union": 4, "csa": 4, "src": "digest 2.2: one per army marker"},
    "sw": {"denominations": (1, 10, 100),
           "src": "digest 2.2 (x1 and x10, signed); A2: separate 100 pieces"},
    "turn": {"sides": ("no_emancipation", "emancipation"), "src": "digest 2.2"},
    "blockade": {"sides": ("normal", "foreign_intervention"), "src": "digest 2.2 (flipped after Foreign Intervention)"},
    "amphibious": {"src": "digest 2.2"},
    "strategic_movement_limit": {"union": 15, "csa": 7, "src": "digest 5.27; A2 [2S]"},
    "ops_queue": {"src": "digest 2.2 (optional rule 20)"},
}

# SP counters are interchangeable like coins (digest 2.2, 5.1). The printed
# mix is not known (A2: not found); S1 gives 1- to 6-SP pieces. AUTHORED:
# the engine keeps one SP total a side per space and draws no counter mix.
SP_DENOMINATIONS = (1, 2, 3, 4, 5, 6)
