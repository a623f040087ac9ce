"""For the People: the scenarios and their set-ups (pure data, stdlib only;
DATA_NOTES.md beside this file).

Source: ``rules/000_for_the_people.md`` (the digest of the Spanish rulebook)
6.0-6.5, checked line by line against the Spanish rulebook itself (rules
2.3-2.8 and 13-17, ``seeds/000_*``); ``data/FTP_USCW_SOURCES.md`` A5 (the
set-ups confirmed against the English 2014 rules and the VASSAL module
[2S]). Every placement row below is one row of the printed set-up, in the
printed order, with the printed spelling kept in ``digest_name``.

Scenario record (``Scenario``, frozen):

    id              "1861" | "1862" | "1863" | "1864" | "campaign"
    first_turn, last_turn   turn numbers (track.TURNS)
    setup_of        the set-up used ("campaign" uses "1861", 6.5)
    sw              {"union": (value, sign), "csa": (value, sign)}
    blockade, amphibious    starting track values
    emancipation    the turn marker's side at start
    mississippi_bonus_collected
    cards_removed   card numbers taken out of the deck before play
    starting_hands  {"union": (), "csa": ()}: no scenario deals fixed hands
    capitals        {"union": space, "csa": space}
    placements      {"csa": (Placement, ...), "union": (...)} (CSA sets up first, 6.0)
    eliminated      {"union": ids, "csa": ids}: out of the game at start
    rc_destroyed    spaces with an "RC destroyed" marker
    state_control   {state: side}: states already controlled at start
    implied_pcs     {"union": {"states": (...), "except": (...)}} or {}: PCs present but
                    not listed (6.2-6.4); ``pc_markers()`` expands them
    first_turn_steps  reinforcement steps on the first turn (None: the turn track's own)
    first_turn_br_rolls  False: no blockade-runner rolls on a scenario's first turn (5.26)
    naval           {"ironclads": (), "torpedoes": (), "hunley": None}: none at start in any scenario
    special_rules   (Rule, ...): id, digest section, our wording, parameters
    victory         structured victory conditions
    decisions       ids of DATA_NOTES.md decisions that shape this scenario

Placement (NamedTuple): space id (spaces.py) or box id (track.BOXES),
generals (ids, printed order), sp (the printed count: a cavalry general's
brigade is one of these SP, 6.0 J), army (oob.ARMIES id) and commander,
fort, pc (a PC marker of the placing side), capital, digest_name, note.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from . import oob, track
from .spaces import ALLEGIANCE, NAME, SPACES, STATE

UNION, CSA = oob.UNION, oob.CSA


class Placement(NamedTuple):
    space: str
    generals: tuple = ()
    sp: int = 0
    army: str | None = None
    commander: str | None = None
    fort: bool = False
    pc: bool = False
    capital: bool = False
    digest_name: str = ""
    note: str = ""

    @property
    def brigades(self) -> tuple:
        """Cavalry generals here: each is a brigade holding 1 of ``sp`` (6.0 J)."""
        return tuple(g for g in self.generals if oob.GENERALS[g].cavalry)

    @property
    def infantry_sp(self) -> int:
        return self.sp - len(self.brigades)

    @property
    def formation(self) -> str:
        """"army", "corps" (generals with SP, no army marker, 5.5), "division"
        (1-3 SP without a general, 5.6), "stack" (more SP, no general) or
        "marker" (0 SP: a PC and/or fort only)."""
        if self.army:
            return "army"
        if self.generals:
            return "corps"
        if self.sp == 0:
            return "marker"
        return "division" if self.sp <= 3 else "stack"


class Rule(NamedTuple):
    id: str
    section: str
    text: str
    params: dict


def _p(digest_name, space, generals=(), sp=0, *, army=None, commander=None,
       fort=False, pc=False, capital=False, note=""):
    if isinstance(generals, str):
        generals = (generals,)
    return Placement(space, tuple(generals), sp, army, commander, fort, pc,
                     capital, digest_name, note)


# ---------------------------------------------------------------------------
# 6.1 1861 (and the campaign)
# ---------------------------------------------------------------------------
_CSA_1861 = (
    _p("Fayetteville, AR", "fayetteville_ar", "price", 1),
    _p("Little Rock, AR", "little_rock", (), 1),
    _p("Mobile, AL", "mobile", (), 1),
    _p("Columbus, KY", "columbus_ky", (), 1, fort=True, pc=True),
    _p("Ft. Sumter, SC", "fort_sumter", (), 1),
    _p("Dover, TN", "dover_tn", (), 1, fort=True),
    _p("Memphis, TN", "memphis", "polk", 1),
    _p("Nashville, TN", "nashville", "a_s_johnston", 1),
    _p("Winchester, VA", "winchester_va", "j_e_johnston", 1),
    _p("Manassas, VA", "manassas", "beauregard", 3),
    _p("Richmond, VA", "richmond", (), 1, fort=True, capital=True),
    _p("New Madrid, MO (Island 10)", "new_madrid", (), 0, pc=True),
)
_UNION_1861 = (
    _p("Washington, DC", "washington_dc", "mcdowell", 5, army="u_potomac",
       commander="mcdowell", fort=True, capital=True),
    _p("Ft. Pickens, FL", "fort_pickens", (), 0, pc=True),
    _p("Springfield, IL", "springfield_il", (), 1),
    _p("Cairo, IL", "cairo", (), 1),
    _p("Indianapolis, IN", "indianapolis", (), 1),
    _p("Frederick, MD", "frederick", (), 1),
    _p("St. Louis, MO", "st_louis", "fremont", 2, pc=True),
    _p("Cincinnati, OH", "cincinnati", (), 1),
    _p("Columbus, OH", "columbus_oh", (), 1),
    _p("Pittsburgh, PA", "pittsburgh", (), 2),
    _p("Philadelphia, PA", "philadelphia", (), 1),
    _p("Harper's Ferry, VA", "harpers_ferry", (), 2, pc=True),
    _p("Ft. Monroe, VA", "fort_monroe", "butler", 1, pc=True),
)

# ---------------------------------------------------------------------------
# 6.2 1862
# ---------------------------------------------------------------------------
_CSA_1862 = (
    _p("Ft. Morgan, AL", "fort_morgan", (), 1),
    _p("Springfield, MO", "springfield_mo", ("van_dorn", "price"), 3, pc=True),
    _p("Little Rock, AR", "little_rock", (), 1),
    _p("Pensacola, FL", "pensacola", (), 1),
    _p("Savannah, GA", "savannah", (), 1),
    _p("New Madrid, MO (Island No. 10)", "new_madrid", (), 1, fort=True, pc=True),
    _p("Corinth, MS", "corinth", ("a_s_johnston", "polk", "beauregard", "bragg"), 5,
       army="c_tennessee", commander="a_s_johnston"),
    _p("Wilmington, NC", "wilmington_nc", (), 1),
    _p("Ft. Sumter, SC", "fort_sumter", "pemberton", 1),
    _p("Chattanooga, TN", "chattanooga", (), 1),
    _p("Knoxville, TN", "knoxville", "smith", 1),
    _p("Strasburg, VA", "strasburg", (), 1),
    _p("Fredericksburg, VA", "fredericksburg", ("j_e_johnston", "stuart"), 6,
       army="c_northern_virginia", commander="j_e_johnston"),
    _p("Richmond, VA", "richmond", (), 2, fort=True, capital=True),
    _p("Williamsburg, VA", "williamsburg", (), 1),
)
_UNION_1862 = (
    _p("Washington, DC", "washington_dc", (), 3, fort=True, capital=True),
    _p("Ft. Pickens, FL", "fort_pickens", (), 0, pc=True),
    _p("Ft. Pulaski, GA", "fort_pulaski", (), 1, pc=True),
    _p("Springfield, IL", "springfield_il", (), 2),
    _p("Cairo, IL", "cairo", "pope", 3),
    _p("Somerset, KY", "somerset", (), 1),
    _p("Annapolis, MD", "annapolis", "butler", 3),
    _p("St. Louis, MO", "st_louis", (), 1),
    _p("Pittsburg Landing, TN", "pittsburg_landing", "halleck", 5, army="u_tennessee",
       commander="halleck", pc=True,
       note="Halleck stands in for Grant, who arrives in 1863 (rulebook footnote to 14.2)"),
    _p("Nashville, TN", "nashville", ("buell", "rosecrans"), 4, army="u_cumberland",
       commander="buell", pc=True),
    _p("Dover, TN", "dover_tn", (), 0, pc=True),
    _p("Winchester, VA", "winchester_va", "banks", 3, pc=True),
    _p("Harper's Ferry, VA", "harpers_ferry", (), 0, pc=True),
    _p("Manassas, VA", "manassas", ("mcclellan", "mcdowell", "burnside"), 13,
       army="u_potomac", commander="mcclellan"),
    _p("Ft. Monroe, VA", "fort_monroe", (), 1, pc=True),
    _p("Lewisburg, WV", "lewisburg", "fremont", 2),
)

# ---------------------------------------------------------------------------
# 6.3 1863
# ---------------------------------------------------------------------------
_CSA_1863 = (
    _p("Little Rock, AR", "little_rock", "price", 1),
    _p("Mobile, AL", "mobile", "j_e_johnston", 1),
    _p("Pensacola, FL", "pensacola", (), 1),
    _p("Savannah, GA", "savannah", (), 1),
    _p("Shreveport, LA", "shreveport", "smith", 1),
    _p("Port Hudson, LA", "port_hudson", (), 2, fort=True),
    _p("Vicksburg, MS", "vicksburg", "pemberton", 5, army="c_mississippi",
       commander="pemberton", fort=True),
    _p("Jackson, MS", "jackson_ms", (), 1),
    _p("Tupelo, MS", "tupelo", (), 1),
    _p("Fayetteville, NC", "fayetteville_nc", (), 2),
    _p("Wilmington, NC", "wilmington_nc", (), 2),
    _p("Charleston, SC", "charleston_sc", "beauregard", 2),
    _p("Ft. Sumter, SC", "fort_sumter", (), 1),
    _p("Shelbyville, TN", "shelbyville", "forrest", 1, note="Forrest's brigade (6.0 J)"),
    _p("Tullahoma, TN", "tullahoma", ("bragg", "polk", "wheeler"), 7, army="c_tennessee",
       commander="bragg"),
    _p("McMinnville, TN", "mcminnville", "morgan", 1, note="Morgan's brigade (6.0 J)"),
    _p("Chattanooga, TN", "chattanooga", (), 1),
    _p("Knoxville, TN", "knoxville", (), 2),
    _p("Sabine City, TX", "sabine_city", (), 1),
    _p("Fredericksburg, VA", "fredericksburg", ("r_e_lee", "jackson", "stuart"), 12,
       army="c_northern_virginia", commander="r_e_lee"),
    _p("Richmond, VA", "richmond", (), 3, fort=True, capital=True),
    _p("Petersburg, VA", "petersburg", "longstreet", 2),
)
_UNION_1863 = (
    _p("Washington, DC", "washington_dc", ("halleck", "butler"), 8, fort=True, capital=True),
    _p("Harper's Ferry, VA", "harpers_ferry", (), 0, pc=True),
    _p("Winchester, VA", "winchester_va", (), 0, pc=True),
    _p("Ft. Pickens, FL", "fort_pickens", (), 0, pc=True),
    _p("Ft. St. Philip/Jackson, LA", "forts_st_philip_jackson", (), 0, pc=True),
    _p("Jacksonville, FL", "jacksonville_fl", (), 1, pc=True),
    _p("Ft. Gadsden, FL", "fort_gadson", (), 0, pc=True),
    _p("Brunswick, GA", "brunswick", (), 1, pc=True),
    _p("Ft. Pulaski, GA", "fort_pulaski", (), 1, pc=True),
    _p("Cairo, IL", "cairo", (), 2),
    _p("Louisville, KY", "louisville", (), 1),
    _p("Somerset, KY", "somerset", "burnside", 5),
    _p("Baton Rouge, LA", "baton_rouge", "banks", 3, pc=True),
    _p("New Orleans, LA", "new_orleans", (), 1, pc=True),
    _p("Baltimore, MD", "baltimore", (), 2),
    _p("Springfield, MO", "springfield_mo", "curtis", 5, army="u_missouri",
       commander="curtis", pc=True),
    _p("St. Louis, MO", "st_louis", (), 1, pc=True),
    _p("Corinth, MS", "corinth", (), 2, fort=True, pc=True),
    _p("New Bern, NC", "new_bern", (), 2, pc=True),
    _p("Morehead City, NC", "morehead_city", (), 1, pc=True),
    _p("Memphis, TN", "memphis", (), 6, pc=True),
    _p("McKenzie, TN", "mckenzie", (), 0, pc=True),
    _p("Humboldt, TN", "humboldt", (), 0, pc=True),
    _p("Grand Junction, TN", "grand_jct", (), 0, pc=True),
    _p("Lexington, TN", "lexington_tn", (), 0, pc=True),
    _p("Pittsburg Landing, TN", "pittsburg_landing", (), 0, pc=True),
    _p("Nashville, TN", "nashville", (), 4, fort=True, pc=True),
    _p("Murfreesboro, TN", "murfreesboro", ("rosecrans", "mcdowell"), 12,
       army="u_cumberland", commander="rosecrans", pc=True,
       note="Rosecrans commands although McDowell's PI is higher (decision D4)"),
    _p("Dover, TN", "dover_tn", (), 0, pc=True),
    _p("Franklin, TN", "franklin_tn", (), 0, pc=True),
    _p("Clarksville, TN", "clarksville_tn", (), 0, pc=True),
    _p("Waynesboro, TN", "waynesboro", (), 0, pc=True),
    _p("Columbia, TN", "columbia_tn", (), 0, pc=True),
    _p("Manassas, VA", "manassas", ("hooker", "pleasonton", "stoneman"), 15,
       army="u_potomac", commander="hooker", pc=True),
    _p("Ft. Monroe, VA", "fort_monroe", (), 2, pc=True),
    _p("Norfolk, VA", "norfolk", (), 2, pc=True),
    _p("Parkersburg, WV", "parkersburg", (), 1),
    _p("Charleston, WV", "charleston_wv", (), 1),
    _p("Grafton, WV", "grafton", "fremont", 1),
)

# ---------------------------------------------------------------------------
# 6.4 1864
# ---------------------------------------------------------------------------
_CSA_1864 = (
    _p("Demopolis, AL", "demopolis", "polk", 3),
    _p("Mobile, AL", "mobile", (), 1, fort=True),
    _p("Camden, AR", "camden_ar", "price", 3),
    _p("Pensacola, FL", "pensacola", (), 1),
    _p("Baldwin, FL", "baldwin", (), 1),
    _p("Atlanta, GA", "atlanta", (), 1, fort=True),
    _p("Savannah, GA", "savannah", (), 1, fort=True),
    _p("Dalton, GA", "dalton", ("j_e_johnston", "hood", "wheeler"), 9, army="c_tennessee",
       commander="j_e_johnston"),
    _p("Shreveport, LA", "shreveport", "smith", 1),
    _p("Alexandria, LA", "alexandria", (), 1),
    _p("Gainesville Jct, MS", "gainesville_jct", "forrest", 1, note="Forrest's brigade (6.0 J)"),
    _p("Wilmington, NC", "wilmington_nc", (), 1),
    _p("Weldon, NC", "weldon", (), 1),
    _p("Goldsboro, NC", "goldsboro", (), 1),
    _p("Charleston, SC", "charleston_sc", (), 3),
    _p("Rodgersville, TN", "rodgersville", ("longstreet", "morgan"), 3),
    _p("Nacogdoches, TX", "nacodoches", (), 1),
    _p("Strasburg, VA", "strasburg", (), 1),
    _p("Wilderness, VA", "wilderness", ("r_e_lee", "ewell", "hill", "stuart"), 12,
       army="c_northern_virginia", commander="r_e_lee"),
    _p("Richmond, VA", "richmond", (), 2, fort=True, capital=True),
    _p("Petersburg, VA", "petersburg", "beauregard", 1, fort=True),
)
_UNION_1864 = (
    _p("Washington, DC", "washington_dc", "halleck", 4, fort=True, capital=True),
    _p("Little Rock, AR", "little_rock", "curtis", 5, army="u_missouri", commander="curtis",
       pc=True, note="Curtis stands for a lesser independent commander (rulebook footnote to 16.2)"),
    _p("Arkansas Post, AR", "arkansas_post", (), 1, pc=True),
    _p("Clarksville, AR", "clarksville_ar", (), 0, pc=True),
    _p("Fayetteville, AR", "fayetteville_ar", (), 0, pc=True),
    _p("Decatur, AL", "decatur_al", (), 1, pc=True),
    _p("Ft. Pickens, FL", "fort_pickens", (), 1, pc=True),
    _p("Ft. Gadsden, FL", "fort_gadson", (), 0, pc=True),
    _p("Tallahassee, FL", "tallahassee", (), 1, pc=True),
    _p("St. Marks, FL", "st_marks", (), 0, pc=True),
    _p("Jacksonville, FL", "jacksonville_fl", (), 1, pc=True),
    _p("Brunswick, GA", "brunswick", (), 1, pc=True),
    _p("Ft. Pulaski, GA", "fort_pulaski", (), 1, pc=True),
    _p("Cairo, IL", "cairo", (), 1),
    _p("Lexington, KY", "lexington_ky", (), 1),
    _p("Somerset, KY", "somerset", (), 1),
    _p("New Orleans, LA", "new_orleans", (), 1, pc=True),
    _p("Port Hudson, LA", "port_hudson", "banks", 5, pc=True),
    _p("Baton Rouge, LA", "baton_rouge", (), 0, fort=True, pc=True),
    _p("Baltimore, MD", "baltimore", (), 3),
    _p("Springfield, MO", "springfield_mo", (), 1, pc=True),
    _p("St. Louis, MO", "st_louis", ("rosecrans", "pleasonton"), 3, pc=True),
    _p("Grand Gulf, MS", "grand_gulf", (), 0, pc=True),
    _p("Forest, MS", "forest", (), 0, pc=True),
    _p("Meridian, MS", "meridian", (), 0, pc=True),
    _p("Jackson, MS", "jackson_ms", (), 0, pc=True),
    _p("Vicksburg, MS", "vicksburg", (), 4, fort=True, pc=True),
    _p("Corinth, MS", "corinth", (), 1, fort=True, pc=True),
    _p("New Bern, NC", "new_bern", (), 1, pc=True),
    _p("Morehead City, NC", "morehead_city", (), 1, pc=True),
    _p("Knoxville, TN", "knoxville", "mcdowell", 4, pc=True,
       note="McDowell stands for a lesser independent commander (rulebook footnote to 16.2)"),
    _p("Memphis, TN", "memphis", (), 1, pc=True),
    _p("Cleveland, TN", "cleveland_tn", (), 1, pc=True),
    _p("Dover, TN", "dover_tn", (), 1,
       note="printed without a PC, unlike every other Union-held Tennessee space (decision D7)"),
    _p("Humboldt, TN", "humboldt", (), 0, pc=True),
    _p("Grand Junction, TN", "grand_jct", (), 0, pc=True),
    _p("Lexington, TN", "lexington_tn", (), 0, pc=True),
    _p("Pittsburg Landing, TN", "pittsburg_landing", (), 0, pc=True),
    _p("Franklin, TN", "franklin_tn", (), 0, pc=True),
    _p("Clarksville, TN", "clarksville_tn", (), 0, pc=True),
    _p("Waynesboro, TN", "waynesboro", (), 0, pc=True),
    _p("Columbia, TN", "columbia_tn", (), 0, pc=True),
    _p("McKenzie, TN", "mckenzie", (), 0, pc=True),
    _p("Shelbyville, TN", "shelbyville", (), 0, pc=True),
    _p("Nashville, TN", "nashville", (), 4, fort=True, pc=True),
    _p("Murfreesboro, TN", "murfreesboro", (), 2, pc=True),
    _p("Tullahoma, TN", "tullahoma", (), 2, pc=True),
    _p("Chattanooga, TN", "chattanooga",
       ("sherman", "hooker", "schofield", "stoneman", "mcpherson"), 15,
       army="u_cumberland", commander="sherman", pc=True),
    _p("Sabine City, TX", "sabine_city", (), 1, pc=True),
    _p("Winchester, VA", "winchester_va", (), 0, pc=True),
    _p("Manassas, VA", "manassas", ("grant", "meade", "burnside", "hancock"), 15,
       army="u_potomac", commander="grant", pc=True),
    _p("Ft. Monroe, VA", "fort_monroe", "butler", 7, army="u_tennessee", commander="butler",
       pc=True, note="the Army of the Tennessee marker stands for the Army of the James"),
    _p("Harper's Ferry, VA", "harpers_ferry", (), 1, pc=True),
    _p("Norfolk, VA", "norfolk", (), 2, pc=True),
    _p("Grafton, WV", "grafton", "fremont", 1),
)

# ---------------------------------------------------------------------------
# Cards removed before play (6.2-6.4; the Spanish 14.4, 15.4, 16.4)
# ---------------------------------------------------------------------------
_REMOVED_1862 = (24, 26, 29, 42, 43, 44, 47, 48, 52, 68, 90, 91)
_REMOVED_1863 = (24, 26, 29, 31, 42, 43, 44, 47, 48, 52, 68, 76, 81, 90, 91, 116)
_REMOVED_1864 = (24, 26, 29, 31, 42, 43, 44, 47, 48, 52, 68, 76, 81, 90, 91, 110)

# Blockade cards for the 1863 obligation (digest 8 notes; A3, S1 rule 10.53).
BLOCKADE_CARDS = (61, 63, 68, 69, 71, 98, 127)

_BORDER = ("KY", "MO", "WV")

# ---------------------------------------------------------------------------
# Special rules
# ---------------------------------------------------------------------------
_RULES_1861 = (
    Rule("no_reinforcement_phase_turn_1", "6.1, 4",
         "Turn 1 has no reinforcement phase.", {"turn": 1}),
    Rule("fall_1861_steps_b_c", "6.1, 5.26",
         "Turn 3 (Fall 1861): reinforcement steps b and c only; no SP (ninety-day enlistments).",
         {"turn": 3, "steps": ("b", "c")}),
    Rule("no_br_rolls", "6.1, 5.26", "No blockade-runner rolls on turns 1 and 3.",
         {"turns": (1, 3)}),
    Rule("border_states_open", "6.1",
         "Kentucky, West Virginia and Missouri start neutral except St. Louis (Union), Columbus KY "
         "and New Madrid (CSA); both sides may enter them and place PCs there from the start.",
         {"states": _BORDER, "neutral_except": {"st_louis": UNION, "columbus_ky": CSA,
                                                 "new_madrid": CSA}}),
)
_FIRST_TURN_C_ONLY = Rule(
    "first_turn_step_c_only", "6.0, 6.2-6.4",
    "On the scenario's first turn only reinforcement step c (generals) is done.",
    {"steps": ("c",)})
_RULES_1862 = (
    _FIRST_TURN_C_ONLY,
    Rule("border_states_union", "6.2",
         "Every KY, MO and WV space is Union-controlled except New Madrid and Springfield MO; those "
         "Union PCs are on the map though the set-up does not list them.",
         {"states": _BORDER, "except": ("new_madrid", "springfield_mo")}),
    Rule("halleck_for_grant", "6.2",
         "Halleck commands the Army of the Tennessee in Grant's place (Grant's own command begins "
         "in 1863).", {"general": "halleck", "stands_for": "grant"}),
)
_RULES_1863 = (
    _FIRST_TURN_C_ONLY,
    Rule("grant_at_memphis", "6.3",
         "Grant must be placed at Memphis in reinforcement step c (of the first turn, when he "
         "arrives).", {"general": "grant", "space": "memphis", "step": "c", "turn": 7}),
    Rule("first_campaign_card_one_activation_per_state", "6.3",
         "If a player's first card played is a campaign card, its moves are limited to one "
         "activation per state.", {}),
    Rule("no_union_naval_move_first_turn", "6.3",
         "The Union may make no naval move on the first turn; river movement is allowed.",
         {"turn": 7, "river_allowed": True}),
    Rule("no_reorganisation_first_turn", "6.3",
         "Neither side may make a reorganisation move on the first turn; relief by an event is "
         "allowed.", {"turn": 7, "event_relief_allowed": True}),
    Rule("blockade_card_obligation", "6.3",
         "If the Union is dealt a blockade card during the scenario but never raises the blockade "
         "by 1 with one, it loses 10 SW at the end (no fates of war). No penalty if it is never "
         "dealt one; playing any one of several satisfies it.",
         {"cards": tuple(c for c in BLOCKADE_CARDS if c not in _REMOVED_1863),
          "penalty_sw": -10, "fates_of_war": False,
          "amphibious_option_satisfies": False, "played_at_track_max_satisfies": True,
          "decision": "D9"}),
    Rule("border_states_union", "6.3",
         "Every KY, MO and WV space is Union-controlled (PCs on the map though not listed).",
         {"states": _BORDER, "except": ()}),
    Rule("tennessee_union_state", "6.3", "Tennessee is a Union-controlled state.",
         {"states": ("TN",)}),
    Rule("sp_differential", "6.3",
         "Before the end-of-scenario SW comparison, count each side's SP on the map: for each full "
         "5 SP that the Union-minus-CSA difference falls short of 35 the CSA gains 10 SW; for each "
         "full 5 SP above 35 the Union gains 5 SW (no fates of war).",
         {"baseline": 35, "step": 5, "csa_gain": 10, "union_gain": 5, "fates_of_war": False,
          "decision": "D10"}),
)
_RULES_1864 = (
    _FIRST_TURN_C_ONLY,
    Rule("starts_in_summer", "6.4", "The scenario starts in Summer 1864, not Spring.",
         {"turn": 11}),
    Rule("border_states_union", "6.4",
         "Every KY, MO and WV space is Union-controlled (PCs on the map though not listed).",
         {"states": _BORDER, "except": ()}),
    Rule("tennessee_florida_union_states", "6.4", "Tennessee and Florida are Union-controlled states.",
         {"states": ("TN", "FL")}),
    Rule("mississippi_bonus_collected", "6.4",
         "The Union has already had its one-time Mississippi SW bonus.", {}),
    Rule("stand_in_commanders", "6.4",
         "Curtis and McDowell stand for lesser independent commanders.",
         {"generals": ("curtis", "mcdowell")}),
    Rule("army_of_the_james", "6.4",
         "The Army of the Tennessee marker at Ft. Monroe represents the Army of the James.",
         {"army": "u_tennessee", "space": "fort_monroe"}),
)

# ---------------------------------------------------------------------------
# Victory
# ---------------------------------------------------------------------------
_CAMPAIGN_VICTORY = {
    "kind": "campaign", "section": "5.31, 6.4, 6.5",
    "automatic": {
        "union_if_csa_sw_at_most": 0,
        "union_if_all_rc_destroyed_and_br_ports_closed": True,
        "csa_if_union_sw_below_at_end_of_fall_1864": 50,
        "csa_if_csa_sw_more_than_twice_union": True,
        "both_zero_same_phase": UNION,
    },
    "end": {"turn": 13, "union_needs_states": 10, "sw_states_per": 25},
}
_VICTORY = {
    "1861": {
        "kind": "1861", "section": "6.1", "end_turn": 3,
        "union": {"controls_all": ("MO", "KY", "WV"), "or_csa_sw_below": 80},
        "csa": {"controls_all": ("MO", "KY"), "or_union_sw_below": 85},
        "otherwise": "draw", "both_qualify": "draw", "decision": "D11",
    },
    "1862": {"kind": "sw_compare", "section": "6.2", "end_turn": 6,
             "union_if_sw_greater": True, "otherwise": CSA},
    "1863": {"kind": "sw_compare", "section": "6.3", "end_turn": 9,
             "union_if_sw_greater": True, "otherwise": CSA, "tie": CSA,
             "before_compare": ("blockade_card_obligation", "sp_differential")},
    "1864": _CAMPAIGN_VICTORY,
    "campaign": _CAMPAIGN_VICTORY,
}


@dataclass(frozen=True)
class Scenario:
    id: str
    title: str
    section: str
    first_turn: int
    last_turn: int
    setup_of: str
    sw: dict
    blockade: int
    amphibious: int
    emancipation: bool
    mississippi_bonus_collected: bool
    cards_removed: tuple
    placements: dict
    eliminated: dict
    rc_destroyed: tuple
    state_control: dict
    implied_pcs: dict
    first_turn_steps: tuple | None
    special_rules: tuple
    victory: dict
    decisions: tuple = ()
    starting_hands: dict = field(default_factory=lambda: {UNION: (), CSA: ()})
    capitals: dict = field(default_factory=lambda: {UNION: "washington_dc", CSA: "richmond"})
    first_turn_br_rolls: bool = False
    naval: dict = field(default_factory=lambda: {"ironclads": (), "torpedoes": (), "hunley": None})
    automatic_victory: bool = False

    @property
    def turns(self) -> tuple:
        return tuple(range(self.first_turn, self.last_turn + 1))

    def rule(self, rule_id: str) -> Rule | None:
        for r in self.special_rules:
            if r.id == rule_id:
                return r
        return None


def _scenario(id, title, section, first, last, *, csa, union, blockade, amphibious,
              emancipation, removed=(), eliminated=None, rc=(), state_control=None,
              implied=None, steps=None, rules=(), miss=False, setup_of=None, decisions=(),
              automatic=False):
    return Scenario(
        id=id, title=title, section=section, first_turn=first, last_turn=last,
        setup_of=setup_of or id, sw=dict(track.SW_START[id]), blockade=blockade,
        amphibious=amphibious, emancipation=emancipation, mississippi_bonus_collected=miss,
        cards_removed=tuple(removed), placements={CSA: csa, UNION: union},
        eliminated=eliminated or {UNION: (), CSA: ()}, rc_destroyed=tuple(rc),
        state_control=state_control or {}, implied_pcs=implied or {},
        first_turn_steps=steps, special_rules=tuple(rules), victory=_VICTORY[id],
        decisions=tuple(decisions), automatic_victory=automatic)


_ALL_BORDER_UNION = {UNION: {"states": _BORDER, "except": ()}}
_BORDER_STATES_UNION = {s: UNION for s in _BORDER}

SCENARIOS = {
    "1861": _scenario(
        "1861", "1861: the first year", "6.1", 1, 3, csa=_CSA_1861, union=_UNION_1861,
        blockade=0, amphibious=0, emancipation=False, rules=_RULES_1861,
        decisions=("D11",)),
    "1862": _scenario(
        "1862", "1862", "6.2", 4, 6, csa=_CSA_1862, union=_UNION_1862,
        blockade=2, amphibious=2, emancipation=False, removed=_REMOVED_1862,
        rc=("nashville",), state_control=dict(_BORDER_STATES_UNION),
        implied={UNION: {"states": _BORDER, "except": ("new_madrid", "springfield_mo")}},
        steps=("c",), rules=_RULES_1862, decisions=("D3", "D5")),
    "1863": _scenario(
        "1863", "1863", "6.3", 7, 9, csa=_CSA_1863, union=_UNION_1863,
        blockade=3, amphibious=3, emancipation=True, removed=_REMOVED_1863,
        eliminated={CSA: ("a_s_johnston", "van_dorn"), UNION: ("mcclellan", "buell", "pope")},
        rc=("nashville", "memphis"), state_control={**_BORDER_STATES_UNION, "TN": UNION},
        implied=_ALL_BORDER_UNION, steps=("c",), rules=_RULES_1863,
        decisions=("D3", "D4", "D5", "D9", "D10")),
    "1864": _scenario(
        "1864", "1864: the last year", "6.4", 11, 13, csa=_CSA_1864, union=_UNION_1864,
        blockade=4, amphibious=4, emancipation=True, removed=_REMOVED_1864,
        eliminated={CSA: ("jackson", "van_dorn", "a_s_johnston", "pemberton", "bragg"),
                    UNION: ("mcclellan", "pope", "buell", "reynolds")},
        rc=("nashville", "memphis", "little_rock", "jackson_ms"),
        state_control={**_BORDER_STATES_UNION, "TN": UNION, "FL": UNION},
        implied=_ALL_BORDER_UNION, steps=("c",), rules=_RULES_1864, miss=True,
        decisions=("D3", "D5", "D6", "D7", "D8"), automatic=True),
    "campaign": _scenario(
        "campaign", "The campaign game, Spring 1861 to Spring 1865", "6.5", 1, 13,
        csa=_CSA_1861, union=_UNION_1861, blockade=0, amphibious=0, emancipation=False,
        rules=_RULES_1861, setup_of="1861", automatic=True),
}
SCENARIO_IDS = ("1861", "1862", "1863", "1864", "campaign")

# The example of play's hands (digest 6.1): test fixtures for the 1861
# set-up, not dealt by any scenario.
EXAMPLE_HANDS_1861 = {
    1: {UNION: (29, 43, 44, 68), CSA: (91, 12, 50, 42)},
    2: {UNION: (11, 83, 84, 56, 71), CSA: (88, 41, 60, 102, 82)},
    3: {UNION: (26, 2, 67, 57, 83, 13), CSA: (24, 52, 84, 73, 48, 47)},
}
# The example ends Fall 1861 with Union 115 (-) and CSA 94 (+) (digest 6.1):
# the 1862 scenario's starting SW values, signs swapped back (6.2).
EXAMPLE_END_SW_1861 = {UNION: (115, "-"), CSA: (94, "+")}


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------
def is_place(loc: str) -> bool:
    """A space id or a box id."""
    return loc in NAME or loc in track.BOXES


def placed_generals(sc: Scenario, side: str | None = None) -> tuple:
    sides = (side,) if side else (CSA, UNION)
    return tuple(g for s in sides for p in sc.placements[s] for g in p.generals)


def waiting_generals(sc: Scenario, side: str | None = None) -> dict:
    """General id -> the turn box he waits in at the start: every
    non-optional general neither placed nor eliminated, by his arrival turn
    (A1: one schedule serves every scenario)."""
    placed = set(placed_generals(sc))
    gone = set(sc.eliminated[UNION]) | set(sc.eliminated[CSA])
    out = {}
    for g in oob.generals(side):
        if g.id in placed or g.id in gone:
            continue
        out[g.id] = track.turn_box(g.arrives)
    return out


def general_locations(sc: Scenario) -> dict:
    """General id -> space, turn box or ``track.ELIMINATED`` (non-optional
    generals); optional counters sit in ``track.OPTIONAL_POOL``."""
    loc = {}
    for s in (CSA, UNION):
        for p in sc.placements[s]:
            for g in p.generals:
                loc[g] = p.space
        for g in sc.eliminated[s]:
            loc[g] = track.ELIMINATED
    loc.update(waiting_generals(sc))
    for g in oob.generals(optional=True):
        loc[g.id] = track.OPTIONAL_POOL
    return loc


def sp_total(sc: Scenario, side: str) -> int:
    return sum(p.sp for p in sc.placements[side])


def pc_markers(sc: Scenario) -> dict:
    """Space id -> side of every PC marker on the map at the start: the listed
    PCs plus the implied ones (6.2-6.4)."""
    out = {}
    for side in (CSA, UNION):
        for p in sc.placements[side]:
            if p.pc:
                out[p.space] = side
    for side, spec in sc.implied_pcs.items():
        for sid, _name, state, _x, _y in SPACES:
            if state in spec["states"] and sid not in spec["except"] and sid not in out:
                out[sid] = side
    return out


def control(sc: Scenario) -> dict:
    """Space id -> "union" | "csa" | None (neutral) at the start: a space in a
    Union or CSA state belongs to that side unless it holds an enemy PC;
    a border-state space is neutral unless it holds a PC (5.1, 6.0)."""
    pcs = pc_markers(sc)
    out = {}
    for sid, _name, state, _x, _y in SPACES:
        default = {"usa": UNION, "csa": CSA, "border": None}[ALLEGIANCE[state]]
        out[sid] = pcs.get(sid, default)
    return out


def forts(sc: Scenario) -> dict:
    """Space id -> side of every fort counter at the start."""
    return {p.space: side for side in (CSA, UNION) for p in sc.placements[side] if p.fort}


def armies_at_start(sc: Scenario) -> dict:
    """Army id -> (space, commander)."""
    return {p.army: (p.space, p.commander)
            for side in (CSA, UNION) for p in sc.placements[side] if p.army}


def span(start: str, end: str) -> tuple:
    """First and last turn of a game that starts with scenario ``start`` and
    is played to the end of scenario ``end`` (6 intro: 3, 6, 9, 12 or 13
    turns); victory is judged by ``end``'s conditions."""
    a, b = SCENARIOS[start], SCENARIOS[end]
    if b.last_turn < a.first_turn:
        raise ValueError(f"{end} ends before {start} starts")
    return a.first_turn, b.last_turn


# Spelling map: every printed place name of 6.1-6.4 -> our space id.
DIGEST_NAMES = {p.digest_name: p.space
                for sc in SCENARIOS.values() for side in (CSA, UNION)
                for p in sc.placements[side]}
