"""Badges of Courage: the two armies (AUTHORED; DATA_NOTES.md).

The rulebook's block labels, HQ ratings and seniority list were images and are
lost. Everything below is AUTHORED from the historical order of battle
(data/SS_BOC_SOURCES.md B.3, CMH Staff Ride book) and the brigade strengths,
by the rules of thumb the rulebook gives for its scale; the only values the
text itself states are marked TEXT:

- steps (maximum strength) = brigade men / 600, rounded half up, 1..4;
  artillery guns / 8, rounded half up, 1..4 (rulebook 1 step = 600 men or 8 guns);
- letter: A elite/veteran, B average, C green or brittle, D unused;
- fire: infantry and cavalry 2; artillery short range 3 (canister), long
  range 2 for a mostly rifled unit, 1 for a mostly smoothbore unit;
- HQs: 3 steps (edges 3-2-1-0), letter B, melee fire 1; command range
  (= supply points) 2 for most Union HQs, 3 for Confederate divisions.

Every value a designer may wish to revise sits in the tables of this file
(``_USA`` / ``_CSA`` and the HQ rows), each row with its source note; the
BLOCKS dictionary is built from them.

Block record (every key is always present; None where it does not apply):

    side     "usa" | "csa"
    name     {"en": ..., "es": ...}
    kind     "inf" | "cav" | "art" | "hart" | "hq"
    hq       None, or "dhq" | "chq" | "ahq" | "arty" | "cav_chq" | "cav_dhq"
    corps    USA "I" "II" "III" "V" "VI" "XI" "XII" "cav" "arty" "army";
             CSA "I" "II" "III" "cav" "arty" "army"
    div      division id (FORMATIONS[side]["divisions"]) or None
    asset    True for a corps asset (corps artillery; Lockwood; Jenkins)
    reserve  True for the USA Artillery Reserve ("R", under Hunt)
    steps    maximum strength, 1..4 (HQs 3)
    letter   "A".."D"
    fire     firepower 1..3 (artillery: short range; HQ: melee defence)
    long     artillery long-range firepower (art/hart), else None
    range    HQ command range = supply points, else None
    men      approximate men (inf/cav), guns for art/hart, None for HQs
    optional None, or "cavalry_battle" (only with rule 10.0)
    special  None, or "berdan"
    melee_fire  None, or the firepower used in melee instead of ``fire`` (Berdan A1)
    no_command  True if the block may fire and melee without command (Berdan)
    src      short AUTHORED/TEXT note
"""

from __future__ import annotations

USA, CSA = "usa", "csa"
SIDES = (USA, CSA)
KINDS = ("inf", "cav", "art", "hart", "hq")
HQ_TYPES = ("dhq", "chq", "ahq", "arty", "cav_chq", "cav_dhq")
CORPS_IDS = {
    USA: ("I", "II", "III", "V", "VI", "XI", "XII", "cav", "arty", "army"),
    CSA: ("I", "II", "III", "cav", "arty", "army"),
}

MEN_PER_STEP = 600
GUNS_PER_STEP = 8


def steps_from(n: int, per: int) -> int:
    """Round half up, clamp to 1..4 (a block has four edges)."""
    return max(1, min(4, (2 * n + per) // (2 * per)))


# ---------------------------------------------------------------------------
# Divisions and corps
# ---------------------------------------------------------------------------
# (div id, corps, hq block id, en, es)
_USA_DIVS = [
    ("I.1", "I", "u-wadsworth-hq", "Wadsworth's Division (1/I)", "División Wadsworth (1/I)"),
    ("I.2", "I", "u-robinson-hq", "Robinson's Division (2/I)", "División Robinson (2/I)"),
    ("I.3", "I", "u-doubleday-hq", "Doubleday's Division (3/I)", "División Doubleday (3/I)"),
    ("II.1", "II", "u-caldwell-hq", "Caldwell's Division (1/II)", "División Caldwell (1/II)"),
    ("II.2", "II", "u-gibbon-hq", "Gibbon's Division (2/II)", "División Gibbon (2/II)"),
    ("II.3", "II", "u-hays-hq", "Hays' Division (3/II)", "División Hays (3/II)"),
    ("III.1", "III", "u-birney-hq", "Birney's Division (1/III)", "División Birney (1/III)"),
    ("III.2", "III", "u-humphreys-hq", "Humphreys' Division (2/III)", "División Humphreys (2/III)"),
    ("V.1", "V", "u-barnes-hq", "Barnes' Division (1/V)", "División Barnes (1/V)"),
    ("V.2", "V", "u-ayres-hq", "Ayres' Division (2/V)", "División Ayres (2/V)"),
    ("V.3", "V", "u-crawford-hq", "Crawford's Division (3/V)", "División Crawford (3/V)"),
    ("VI.1", "VI", "u-wright-hq", "Wright's Division (1/VI)", "División Wright (1/VI)"),
    ("VI.2", "VI", "u-howe-hq", "Howe's Division (2/VI)", "División Howe (2/VI)"),
    ("VI.3", "VI", "u-wheaton-hq", "Wheaton's Division (3/VI)", "División Wheaton (3/VI)"),
    ("XI.1", "XI", "u-barlow-hq", "Barlow's Division (1/XI)", "División Barlow (1/XI)"),
    ("XI.2", "XI", "u-steinwehr-hq", "von Steinwehr's Division (2/XI)", "División von Steinwehr (2/XI)"),
    ("XI.3", "XI", "u-schurz-hq", "Schurz's Division (3/XI)", "División Schurz (3/XI)"),
    ("XII.1", "XII", "u-williams-hq", "Williams' Division (1/XII)", "División Williams (1/XII)"),
    ("XII.2", "XII", "u-geary-hq", "Geary's Division (2/XII)", "División Geary (2/XII)"),
    ("cav.1", "cav", "u-buford-hq", "Buford's Cavalry Division", "División de Caballería Buford"),
    ("cav.2", "cav", "u-gregg-hq", "Gregg's Cavalry Division", "División de Caballería Gregg"),
    ("cav.3", "cav", "u-kilpatrick-hq", "Kilpatrick's Cavalry Division", "División de Caballería Kilpatrick"),
]
_CSA_DIVS = [
    ("mclaws", "I", "c-mclaws-hq", "McLaws' Division", "División McLaws"),
    ("pickett", "I", "c-pickett-hq", "Pickett's Division", "División Pickett"),
    ("hood", "I", "c-hood-hq", "Hood's Division", "División Hood"),
    ("early", "II", "c-early-hq", "Early's Division", "División Early"),
    ("johnson", "II", "c-johnson-hq", "Johnson's Division", "División Johnson"),
    ("rodes", "II", "c-rodes-hq", "Rodes' Division", "División Rodes"),
    ("anderson", "III", "c-anderson-hq", "Anderson's Division", "División Anderson"),
    ("heth", "III", "c-heth-hq", "Heth's Division", "División Heth"),
    ("pender", "III", "c-pender-hq", "Pender's Division", "División Pender"),
]

# (corps id, hq block, senior DHQ, DHQs in order of succession, en, es)
# The senior DHQ (the rulebook's italic name) takes over a fallen CHQ (4.61):
# AUTHORED from who actually succeeded or was next in line in July 1863.
_USA_CORPS = [
    ("I", "u-reynolds-hq", ["u-doubleday-hq", "u-wadsworth-hq", "u-robinson-hq"],
     "I Corps", "I Cuerpo"),
    ("II", "u-hancock-hq", ["u-gibbon-hq", "u-caldwell-hq", "u-hays-hq"],
     "II Corps", "II Cuerpo"),
    ("III", "u-sickles-hq", ["u-birney-hq", "u-humphreys-hq"], "III Corps", "III Cuerpo"),
    ("V", "u-sykes-hq", ["u-barnes-hq", "u-ayres-hq", "u-crawford-hq"], "V Corps", "V Cuerpo"),
    ("VI", "u-sedgwick-hq", ["u-wright-hq", "u-howe-hq", "u-wheaton-hq"], "VI Corps", "VI Cuerpo"),
    ("XI", "u-howard-hq", ["u-schurz-hq", "u-steinwehr-hq", "u-barlow-hq"], "XI Corps", "XI Cuerpo"),
    ("XII", "u-slocum-hq", ["u-williams-hq", "u-geary-hq"], "XII Corps", "XII Cuerpo"),
    ("cav", "u-pleasonton-hq", ["u-buford-hq", "u-gregg-hq", "u-kilpatrick-hq"],
     "Cavalry Corps", "Cuerpo de Caballería"),
    ("arty", "u-hunt-hq", [], "Artillery (Hunt) and the Artillery Reserve",
     "Artillería (Hunt) y Reserva de Artillería"),
    ("army", "u-meade-hq", [], "Army of the Potomac", "Ejército del Potomac"),
]
_CSA_CORPS = [
    ("I", "c-longstreet-hq", ["c-mclaws-hq", "c-hood-hq", "c-pickett-hq"],
     "First Corps", "I Cuerpo"),
    ("II", "c-ewell-hq", ["c-early-hq", "c-johnson-hq", "c-rodes-hq"],
     "Second Corps", "II Cuerpo"),
    ("III", "c-hill-hq", ["c-anderson-hq", "c-heth-hq", "c-pender-hq"],
     "Third Corps", "III Cuerpo"),
    ("cav", "c-stuart-hq", [], "Cavalry Division (Stuart)", "División de Caballería (Stuart)"),
    ("arty", "c-alexander-hq", [], "Artillery (Alexander, for Pendleton)",
     "Artillería (Alexander, por Pendleton)"),
    ("army", "c-lee-hq", [], "Army of Northern Virginia", "Ejército de Virginia del Norte"),
]

# ---------------------------------------------------------------------------
# HQs: (id, hq type, corps, div, range, en, es, src)
# All HQs: 3 steps, letter B, melee fire 1 (AUTHORED: an escort of 50-100 men,
# §3.21; 3 steps is the most a block with an edge 0 can hold).
# ---------------------------------------------------------------------------
_R_USA = "AUTHORED: 'most Union HQs 2' (Vasey review, B.1)"
_R_CSA_D = "AUTHORED: 3, larger Confederate divisions (4-5 brigades) need a wider reach"
_HQ_USA = [
    ("u-meade-hq", "ahq", "army", None, 3, "Meade", "Meade",
     "TEXT: range/supply 3 (8.x supply example)"),
    ("u-hunt-hq", "arty", "arty", None, 3, "Hunt (Artillery)", "Hunt (Artillería)",
     "AUTHORED: 3, the army's artillery chief reaches across the line"),
    ("u-pleasonton-hq", "cav_chq", "cav", None, 2, "Pleasonton (Cavalry)", "Pleasonton (Caballería)",
     _R_USA),
    ("u-reynolds-hq", "chq", "I", None, 3, "Reynolds (I Corps)", "Reynolds (I Cuerpo)",
     "AUTHORED: 3, the army's best corps (and wing) commander"),
    ("u-hancock-hq", "chq", "II", None, 3, "Hancock (II Corps)", "Hancock (II Cuerpo)",
     "AUTHORED: 3, 'Hancock the Superb', Meade's trusted troubleshooter"),
    ("u-sickles-hq", "chq", "III", None, 2, "Sickles (III Corps)", "Sickles (III Cuerpo)", _R_USA),
    ("u-sykes-hq", "chq", "V", None, 2, "Sykes (V Corps)", "Sykes (V Cuerpo)", _R_USA),
    ("u-sedgwick-hq", "chq", "VI", None, 2, "Sedgwick (VI Corps)", "Sedgwick (VI Cuerpo)", _R_USA),
    ("u-howard-hq", "chq", "XI", None, 2, "Howard (XI Corps)", "Howard (XI Cuerpo)", _R_USA),
    ("u-slocum-hq", "chq", "XII", None, 2, "Slocum (XII Corps)", "Slocum (XII Cuerpo)", _R_USA),
    ("u-wadsworth-hq", "dhq", "I", "I.1", 2, "Wadsworth", "Wadsworth", _R_USA),
    ("u-robinson-hq", "dhq", "I", "I.2", 2, "Robinson", "Robinson", _R_USA),
    ("u-doubleday-hq", "dhq", "I", "I.3", 2, "Doubleday (Rowley)", "Doubleday (Rowley)",
     _R_USA + "; Doubleday led the corps after Reynolds fell, Rowley the division"),
    ("u-caldwell-hq", "dhq", "II", "II.1", 2, "Caldwell", "Caldwell", _R_USA),
    ("u-gibbon-hq", "dhq", "II", "II.2", 2, "Gibbon", "Gibbon", _R_USA + "; TEXT names Gibbon a DHQ"),
    ("u-hays-hq", "dhq", "II", "II.3", 2, "Hays", "Hays", _R_USA),
    ("u-birney-hq", "dhq", "III", "III.1", 2, "Birney", "Birney", _R_USA),
    ("u-humphreys-hq", "dhq", "III", "III.2", 2, "Humphreys", "Humphreys", _R_USA),
    ("u-barnes-hq", "dhq", "V", "V.1", 2, "Barnes", "Barnes", _R_USA),
    ("u-ayres-hq", "dhq", "V", "V.2", 2, "Ayres", "Ayres", _R_USA),
    ("u-crawford-hq", "dhq", "V", "V.3", 2, "Crawford", "Crawford", _R_USA),
    ("u-wright-hq", "dhq", "VI", "VI.1", 2, "Wright", "Wright", _R_USA),
    ("u-howe-hq", "dhq", "VI", "VI.2", 2, "Howe", "Howe", _R_USA),
    ("u-wheaton-hq", "dhq", "VI", "VI.3", 2, "Wheaton (Newton)", "Wheaton (Newton)",
     _R_USA + "; Newton left on 2 July to take the I Corps"),
    ("u-barlow-hq", "dhq", "XI", "XI.1", 2, "Barlow (Ames)", "Barlow (Ames)",
     _R_USA + "; Ames led the division after Barlow fell on Day 1"),
    ("u-steinwehr-hq", "dhq", "XI", "XI.2", 2, "von Steinwehr", "von Steinwehr", _R_USA),
    ("u-schurz-hq", "dhq", "XI", "XI.3", 2, "Schurz", "Schurz", _R_USA),
    ("u-williams-hq", "dhq", "XII", "XII.1", 2, "Williams (Ruger)", "Williams (Ruger)",
     _R_USA + "; TEXT: Williams succeeds Slocum"),
    ("u-geary-hq", "dhq", "XII", "XII.2", 2, "Geary", "Geary", _R_USA),
    ("u-buford-hq", "cav_dhq", "cav", "cav.1", 3, "Buford", "Buford",
     "AUTHORED: 3, Buford's Day 1 screen spread over a wide front"),
    ("u-gregg-hq", "cav_dhq", "cav", "cav.2", 2, "Gregg", "Gregg", _R_USA),
    ("u-kilpatrick-hq", "cav_dhq", "cav", "cav.3", 2, "Kilpatrick", "Kilpatrick", _R_USA),
]
_HQ_CSA = [
    ("c-lee-hq", "ahq", "army", None, 4, "Lee", "Lee",
     "AUTHORED: 4, one more than Meade (TEXT 3); Longstreet is 4 (Vasey)"),
    ("c-alexander-hq", "arty", "arty", None, 3, "Alexander (Artillery)", "Alexander (Artillería)",
     "AUTHORED: 3, as Hunt"),
    ("c-stuart-hq", "cav_chq", "cav", None, 3, "Stuart (Cavalry)", "Stuart (Caballería)",
     "AUTHORED: 3"),
    ("c-longstreet-hq", "chq", "I", None, 4, "Longstreet (First Corps)", "Longstreet (I Cuerpo)",
     "EXT: Longstreet's HQ rating 4 (Vasey review, B.1)"),
    ("c-ewell-hq", "chq", "II", None, 3, "Ewell (Second Corps)", "Ewell (II Cuerpo)", "AUTHORED: 3"),
    ("c-hill-hq", "chq", "III", None, 3, "A. P. Hill (Third Corps)", "A. P. Hill (III Cuerpo)",
     "AUTHORED: 3"),
    ("c-mclaws-hq", "dhq", "I", "mclaws", 3, "McLaws", "McLaws", _R_CSA_D),
    ("c-pickett-hq", "dhq", "I", "pickett", 3, "Pickett", "Pickett", _R_CSA_D),
    ("c-hood-hq", "dhq", "I", "hood", 3, "Hood (Law)", "Hood (Law)",
     _R_CSA_D + "; Law led the division after Hood fell on Day 2"),
    ("c-early-hq", "dhq", "II", "early", 3, "Early", "Early", _R_CSA_D),
    ("c-johnson-hq", "dhq", "II", "johnson", 3, "Johnson", "Johnson", _R_CSA_D),
    ("c-rodes-hq", "dhq", "II", "rodes", 3, "Rodes", "Rodes", _R_CSA_D),
    ("c-anderson-hq", "dhq", "III", "anderson", 2, "R. H. Anderson", "R. H. Anderson",
     "AUTHORED: 2, Anderson's poorly coordinated Day 2 attack"),
    ("c-heth-hq", "dhq", "III", "heth", 3, "Heth (Pettigrew)", "Heth (Pettigrew)",
     _R_CSA_D + "; Pettigrew led the division after Heth fell on Day 1"),
    ("c-pender-hq", "dhq", "III", "pender", 3, "Pender (Trimble)", "Pender (Trimble)",
     _R_CSA_D + "; Trimble led the division on Day 3"),
]

# ---------------------------------------------------------------------------
# Combat units.
# Infantry / cavalry rows: (id, kind, corps, div, men, letter, fire, en, es, src)
# Artillery rows:          (id, kind, corps, div, guns, letter, short, long, en, es, src)
# Strengths: "B.3" = the approximate figure in SS_BOC_SOURCES.md B.3 (secondary,
# CMH staff-ride app); "BM" = Busey & Martin's engaged strength as commonly
# cited, from memory, unverified (B.3 could not retrieve the book).
# ---------------------------------------------------------------------------
_USA_UNITS = [
    # I Corps
    ("u-meredith", "inf", "I", "I.1", 1883, "A", 2, "Meredith (Iron Bde)", "Meredith (Brig. de Hierro)", "B.3; A: the Iron Brigade"),
    ("u-cutler", "inf", "I", "I.1", 1570, "B", 2, "Cutler", "Cutler", "B.3"),
    ("u-paul", "inf", "I", "I.2", 1537, "B", 2, "Paul", "Paul", "BM"),
    ("u-baxter", "inf", "I", "I.2", 1452, "B", 2, "Baxter", "Baxter", "BM"),
    ("u-biddle", "inf", "I", "I.3", 1361, "B", 2, "Biddle (Rowley)", "Biddle (Rowley)", "BM"),
    ("u-stone", "inf", "I", "I.3", 1317, "B", 2, "Stone (Bucktails)", "Stone (Bucktails)", "BM"),
    ("u-stannard", "inf", "I", "I.3", 1950, "B", 2, "Stannard (Vermont)", "Stannard (Vermont)",
     "B.3; nine-month men, green but steady: B (as the text rates Lockwood)"),
    ("u-wainwright", "art", "I", None, 28, "B", 3, 2, "Wainwright (I Corps Arty)", "Wainwright (Art. I Cuerpo)",
     "B.3 ~28 guns, mostly 3-in rifles: long 2"),
    # II Corps
    ("u-cross", "inf", "II", "II.1", 853, "B", 2, "Cross", "Cross", "BM"),
    ("u-kelly", "inf", "II", "II.1", 532, "A", 2, "Kelly (Irish Bde)", "Kelly (Brig. Irlandesa)", "BM; A: the Irish Brigade"),
    ("u-zook", "inf", "II", "II.1", 975, "B", 2, "Zook", "Zook", "BM"),
    ("u-brooke", "inf", "II", "II.1", 851, "B", 2, "Brooke", "Brooke", "BM"),
    ("u-harrow", "inf", "II", "II.2", 1365, "B", 2, "Harrow", "Harrow", "B.3"),
    ("u-webb", "inf", "II", "II.2", 1224, "B", 2, "Webb (Philadelphia Bde)", "Webb (Brig. Filadelfia)", "B.3"),
    ("u-hall", "inf", "II", "II.2", 1508, "B", 2, "Hall", "Hall", "B.3 (BM ~920: B.3 may be high)"),
    ("u-carroll", "inf", "II", "II.3", 1069, "A", 2, "Carroll (Gibraltar Bde)", "Carroll (Brig. Gibraltar)", "BM; A: veteran"),
    ("u-smyth", "inf", "II", "II.3", 1069, "B", 2, "Smyth", "Smyth", "BM"),
    ("u-willard", "inf", "II", "II.3", 1508, "B", 2, "Willard", "Willard", "BM"),
    ("u-hazard", "art", "II", None, 28, "B", 3, 2, "Hazard (II Corps Arty)", "Hazard (Art. II Cuerpo)",
     "B.3 ~28 guns, half rifled: long 2"),
    # III Corps
    ("u-graham", "inf", "III", "III.1", 1516, "B", 2, "Graham", "Graham", "B.3"),
    ("u-ward", "inf", "III", "III.1", 1700, "B", 2, "Ward", "Ward", "BM 2,188 less Berdan's ~480"),
    ("u-detrobriand", "inf", "III", "III.1", 1387, "B", 2, "de Trobriand", "de Trobriand", "BM"),
    ("u-carr", "inf", "III", "III.2", 1718, "B", 2, "Carr", "Carr", "BM"),
    ("u-brewster", "inf", "III", "III.2", 1837, "B", 2, "Brewster (Excelsior)", "Brewster (Excelsior)", "BM"),
    ("u-burling", "inf", "III", "III.2", 1365, "B", 2, "Burling", "Burling", "BM"),
    ("u-randolph", "art", "III", None, 30, "B", 3, 1, "Randolph (III Corps Arty)", "Randolph (Art. III Cuerpo)",
     "~30 guns, mostly Napoleons: long 1"),
    # V Corps
    ("u-tilton", "inf", "V", "V.1", 655, "B", 2, "Tilton", "Tilton", "BM"),
    ("u-sweitzer", "inf", "V", "V.1", 1423, "B", 2, "Sweitzer", "Sweitzer", "BM"),
    ("u-vincent", "inf", "V", "V.1", 1336, "B", 2, "Vincent", "Vincent", "B.3"),
    ("u-day", "inf", "V", "V.2", 1553, "A", 2, "Day (Regulars)", "Day (Regulares)", "BM; A: US Regulars"),
    ("u-burbank", "inf", "V", "V.2", 954, "A", 2, "Burbank (Regulars)", "Burbank (Regulares)", "BM; A: US Regulars"),
    ("u-weed", "inf", "V", "V.2", 1591, "B", 2, "Weed", "Weed", "B.3"),
    ("u-mccandless", "inf", "V", "V.3", 1248, "B", 2, "McCandless (PA Reserves)", "McCandless (Reserva PA)", "BM"),
    ("u-fisher", "inf", "V", "V.3", 1609, "B", 2, "Fisher (PA Reserves)", "Fisher (Reserva PA)", "BM"),
    ("u-martin", "art", "V", None, 26, "B", 3, 1, "Martin (V Corps Arty)", "Martin (Art. V Cuerpo)",
     "~26 guns, mixed: long 1"),
    # VI Corps
    ("u-torbert", "inf", "VI", "VI.1", 1320, "B", 2, "Torbert", "Torbert", "BM"),
    ("u-bartlett", "inf", "VI", "VI.1", 1320, "B", 2, "Bartlett", "Bartlett", "BM"),
    ("u-russell", "inf", "VI", "VI.1", 1484, "B", 2, "Russell", "Russell", "BM"),
    ("u-grant", "inf", "VI", "VI.2", 1832, "A", 2, "Grant (Vermont Bde)", "Grant (Brig. Vermont)", "BM; A: the Old Vermont Brigade"),
    ("u-neill", "inf", "VI", "VI.2", 1775, "B", 2, "Neill", "Neill", "BM"),
    ("u-shaler", "inf", "VI", "VI.3", 1770, "B", 2, "Shaler", "Shaler", "BM"),
    ("u-eustis", "inf", "VI", "VI.3", 1773, "B", 2, "Eustis", "Eustis", "BM"),
    ("u-nevin", "inf", "VI", "VI.3", 1802, "B", 2, "Nevin (Wheaton)", "Nevin (Wheaton)", "BM"),
    ("u-tompkins", "art", "VI", None, 48, "B", 3, 2, "Tompkins (VI Corps Arty)", "Tompkins (Art. VI Cuerpo)",
     "~48 guns (capped at 4 steps), many rifles: long 2"),
    # XI Corps (all C: the corps broke at Chancellorsville and again on Day 1)
    ("u-vongilsa", "inf", "XI", "XI.1", 1136, "C", 2, "von Gilsa", "von Gilsa", "BM; C: XI Corps"),
    ("u-ames", "inf", "XI", "XI.1", 1337, "C", 2, "Ames (Harris)", "Ames (Harris)", "BM; C: XI Corps"),
    ("u-coster", "inf", "XI", "XI.2", 1217, "C", 2, "Coster", "Coster", "BM; C: XI Corps"),
    ("u-o-smith", "inf", "XI", "XI.2", 1639, "C", 2, "O. Smith", "O. Smith", "BM; C: XI Corps"),
    ("u-schimmelfennig", "inf", "XI", "XI.3", 1683, "C", 2, "Schimmelfennig (von Amsberg)",
     "Schimmelfennig (von Amsberg)", "BM; C: XI Corps"),
    ("u-krzyzanowski", "inf", "XI", "XI.3", 1420, "C", 2, "Krzyzanowski", "Krzyzanowski", "BM; C: XI Corps"),
    ("u-osborn", "art", "XI", None, 26, "B", 3, 1, "Osborn (XI Corps Arty)", "Osborn (Art. XI Cuerpo)",
     "B.3 ~26 guns, mixed: long 1"),
    # XII Corps
    ("u-mcdougall", "inf", "XII", "XII.1", 1835, "B", 2, "McDougall", "McDougall", "BM"),
    ("u-colgrove", "inf", "XII", "XII.1", 1598, "B", 2, "Colgrove (Ruger)", "Colgrove (Ruger)", "BM"),
    ("u-lockwood", "inf", "XII", None, 1818, "B", 2, "Lockwood", "Lockwood",
     "TEXT: B2, corps asset of XII Corps (3.32); BM ~1,818"),
    ("u-candy", "inf", "XII", "XII.2", 1798, "B", 2, "Candy", "Candy", "BM"),
    ("u-kane", "inf", "XII", "XII.2", 700, "B", 2, "Kane (Cobham)", "Kane (Cobham)", "BM"),
    ("u-greene", "inf", "XII", "XII.2", 1424, "B", 2, "Greene", "Greene", "B.3"),
    ("u-muhlenberg", "art", "XII", None, 20, "B", 3, 2, "Muhlenberg (XII Corps Arty)", "Muhlenberg (Art. XII Cuerpo)",
     "~20 guns, mostly 10-pdr Parrotts: long 2"),
    # Artillery Reserve (Hunt; "R")
    ("u-ransom", "art", "arty", None, 24, "A", 3, 1, "Ransom (1st Regular, R)", "Ransom (1ª Regular, R)",
     "~24 guns, Regulars (A), mostly Napoleons: long 1"),
    ("u-mcgilvery", "art", "arty", None, 22, "B", 3, 1, "McGilvery (1st Volunteer, R)", "McGilvery (1ª Voluntaria, R)",
     "~22 guns, mostly Napoleons: long 1"),
    ("u-taft", "art", "arty", None, 12, "B", 3, 2, "Taft (2nd Volunteer, R)", "Taft (2ª Voluntaria, R)",
     "~12 guns incl. 20-pdr Parrotts: long 2"),
    ("u-huntington", "art", "arty", None, 20, "B", 3, 2, "Huntington (3rd Volunteer, R)", "Huntington (3ª Voluntaria, R)",
     "~20 guns, mostly 3-in rifles: long 2"),
    ("u-fitzhugh", "art", "arty", None, 28, "B", 3, 1, "Fitzhugh (4th Volunteer, R)", "Fitzhugh (4ª Voluntaria, R)",
     "~28 guns, mixed: long 1"),
    # Cavalry Corps
    ("u-gamble", "cav", "cav", "cav.1", 1600, "B", 2, "Gamble", "Gamble", "B.3"),
    ("u-devin", "cav", "cav", "cav.1", 1385, "B", 2, "Devin", "Devin", "B.3"),
    ("u-merritt", "cav", "cav", "cav.1", 1321, "A", 2, "Merritt (Reserve Bde)", "Merritt (Brig. de Reserva)",
     "BM; A: US Regular cavalry"),
    ("u-calef", "hart", "cav", "cav.1", 6, "A", 2, 1, "Calef (A 2nd US)", "Calef (A 2º EE.UU.)",
     "B.3 6 x 3-in rifles; Regulars: A"),
    ("u-mcintosh", "cav", "cav", "cav.2", 1311, "B", 2, "McIntosh", "McIntosh", "BM"),
    ("u-i-gregg", "cav", "cav", "cav.2", 1263, "B", 2, "I. Gregg", "I. Gregg", "BM"),
    ("u-randol", "hart", "cav", "cav.2", 6, "A", 2, 1, "Randol (E/G 1st US)", "Randol (E/G 1º EE.UU.)",
     "~6 guns with Gregg; Regulars: A"),
    ("u-farnsworth", "cav", "cav", "cav.3", 1925, "B", 2, "Farnsworth", "Farnsworth", "BM"),
    ("u-custer", "cav", "cav", "cav.3", 1934, "A", 2, "Custer (Michigan Bde)", "Custer (Brig. Michigan)",
     "BM; A: the Wolverines, Spencer rifles"),
    ("u-pennington", "hart", "cav", "cav.3", 10, "A", 2, 1, "Pennington (M 2nd US, E 4th US)",
     "Pennington (M 2º y E 4º EE.UU.)", "~10 guns with Kilpatrick; Regulars: A"),
]
_USA_OPTIONAL = {
    "u-huey": ("cav", "cav", "cav.2", 1200, "B", 2, "Huey", "Huey",
               "TEXT 10.0: absent brigade, arrives on 5+; strength ~1,200 unverified"),
}

_CSA_UNITS = [
    # First Corps (Longstreet)
    ("c-kershaw", "inf", "I", "mclaws", 2183, "A", 2, "Kershaw", "Kershaw",
     "BM 2,183 (B.3's ~1,400 looks low, B.3 says so); A: veteran"),
    ("c-semmes", "inf", "I", "mclaws", 1334, "B", 2, "Semmes", "Semmes", "BM"),
    ("c-barksdale", "inf", "I", "mclaws", 1620, "A", 2, "Barksdale", "Barksdale", "B.3; A: veteran"),
    ("c-wofford", "inf", "I", "mclaws", 1627, "A", 2, "Wofford", "Wofford", "BM; A: veteran"),
    ("c-cabell", "art", "I", "mclaws", 16, "B", 3, 1, "Cabell's Bn", "Bón. Cabell", "B.3 ~16 guns"),
    ("c-garnett", "inf", "I", "pickett", 1459, "A", 2, "Garnett", "Garnett", "B.3; A: veteran"),
    ("c-kemper", "inf", "I", "pickett", 1634, "A", 2, "Kemper", "Kemper", "B.3; A: veteran"),
    ("c-armistead", "inf", "I", "pickett", 1950, "A", 2, "Armistead", "Armistead", "B.3; A: veteran"),
    ("c-dearing", "art", "I", "pickett", 18, "B", 3, 1, "Dearing's Bn", "Bón. Dearing", "~18 guns"),
    ("c-law", "inf", "I", "hood", 1933, "A", 2, "Law", "Law", "BM; A: Hood's division"),
    ("c-robertson", "inf", "I", "hood", 1734, "A", 2, "Robertson (Texas Bde)", "Robertson (Brig. de Texas)",
     "B.3; A: the Texas Brigade"),
    ("c-gt-anderson", "inf", "I", "hood", 1874, "A", 2, "G. T. Anderson", "G. T. Anderson", "BM; A: Hood's division"),
    ("c-benning", "inf", "I", "hood", 1420, "A", 2, "Benning", "Benning", "B.3; A: Hood's division"),
    ("c-henry", "art", "I", "hood", 19, "B", 3, 1, "Henry's Bn", "Bón. Henry", "B.3 ~19 guns"),
    ("c-huger", "art", "I", None, 24, "A", 3, 1, "Huger (Alexander's Bn)", "Huger (Bón. Alexander)",
     "~24 guns; corps reserve; A: Alexander's own battalion"),
    ("c-eshleman", "art", "I", None, 10, "A", 3, 1, "Eshleman (Washington Arty)", "Eshleman (Art. Washington)",
     "~10 guns; corps reserve; A: the Washington Artillery"),
    # Second Corps (Ewell)
    ("c-hays", "inf", "II", "early", 1295, "A", 2, "Hays (Louisiana Tigers)", "Hays (Tigres de Luisiana)", "BM; A: veteran"),
    ("c-smith", "inf", "II", "early", 806, "C", 2, "Smith", "Smith", "BM; C: small, poorly led"),
    ("c-avery", "inf", "II", "early", 1244, "B", 2, "Avery (Hoke)", "Avery (Hoke)", "BM"),
    ("c-gordon", "inf", "II", "early", 1813, "B", 2, "Gordon", "Gordon", "B.3"),
    ("c-hp-jones", "art", "II", "early", 16, "B", 3, 1, "H. P. Jones' Bn", "Bón. H. P. Jones", "B.3 ~16 guns"),
    ("c-steuart", "inf", "II", "johnson", 2121, "B", 2, "Steuart", "Steuart", "BM"),
    ("c-nicholls", "inf", "II", "johnson", 1104, "B", 2, "J. M. Williams (Nicholls)", "J. M. Williams (Nicholls)", "BM"),
    ("c-stonewall", "inf", "II", "johnson", 1323, "A", 2, "Walker (Stonewall Bde)", "Walker (Brig. Stonewall)",
     "BM; A: the Stonewall Brigade"),
    ("c-jm-jones", "inf", "II", "johnson", 1453, "B", 2, "J. M. Jones", "J. M. Jones", "BM"),
    ("c-latimer", "art", "II", "johnson", 16, "B", 3, 1, "Latimer's Bn", "Bón. Latimer", "~16 guns"),
    ("c-daniel", "inf", "II", "rodes", 2052, "B", 2, "Daniel", "Daniel", "BM"),
    ("c-iverson", "inf", "II", "rodes", 1500, "B", 2, "Iverson", "Iverson", "B.3"),
    ("c-doles", "inf", "II", "rodes", 1323, "B", 2, "Doles", "Doles", "BM"),
    ("c-ramseur", "inf", "II", "rodes", 1027, "B", 2, "Ramseur", "Ramseur", "BM"),
    ("c-oneal", "inf", "II", "rodes", 1700, "B", 2, "O'Neal", "O'Neal", "B.3"),
    ("c-carter", "art", "II", "rodes", 16, "B", 3, 1, "Carter's Bn", "Bón. Carter", "B.3 ~16 guns"),
    ("c-dance", "art", "II", None, 20, "B", 3, 2, "Dance (Brown's Bn)", "Dance (Bón. Brown)",
     "~20 guns, many rifles: long 2; corps reserve"),
    ("c-nelson", "art", "II", None, 12, "B", 3, 1, "Nelson's Bn", "Bón. Nelson", "~12 guns; corps reserve"),
    # Third Corps (A. P. Hill)
    ("c-wilcox", "inf", "III", "anderson", 1726, "B", 2, "Wilcox", "Wilcox", "BM"),
    ("c-wright", "inf", "III", "anderson", 1413, "B", 2, "Wright", "Wright", "BM"),
    ("c-mahone", "inf", "III", "anderson", 1542, "B", 2, "Mahone", "Mahone", "BM"),
    ("c-perry", "inf", "III", "anderson", 742, "B", 2, "Lang (Perry)", "Lang (Perry)", "BM"),
    ("c-posey", "inf", "III", "anderson", 1322, "B", 2, "Posey", "Posey", "BM"),
    ("c-sumter", "art", "III", "anderson", 17, "B", 3, 1, "Lane (Sumter Bn)", "Lane (Bón. Sumter)", "~17 guns"),
    ("c-pettigrew", "inf", "III", "heth", 2584, "B", 2, "Pettigrew (Marshall)", "Pettigrew (Marshall)", "BM"),
    ("c-brockenbrough", "inf", "III", "heth", 971, "C", 2, "Brockenbrough", "Brockenbrough", "BM; C: weak, poorly led"),
    ("c-archer", "inf", "III", "heth", 1200, "B", 2, "Archer (Fry)", "Archer (Fry)", "B.3"),
    ("c-davis", "inf", "III", "heth", 2300, "B", 2, "Davis", "Davis", "B.3"),
    ("c-jj-garnett", "art", "III", "heth", 15, "B", 3, 1, "J. J. Garnett's Bn", "Bón. J. J. Garnett", "B.3 ~16 guns"),
    ("c-perrin", "inf", "III", "pender", 1882, "B", 2, "Perrin", "Perrin", "BM"),
    ("c-j-lane", "inf", "III", "pender", 1734, "B", 2, "Lane", "Lane", "BM"),
    ("c-thomas", "inf", "III", "pender", 1326, "B", 2, "Thomas", "Thomas", "BM"),
    ("c-scales", "inf", "III", "pender", 1351, "B", 2, "Scales (Lowrance)", "Scales (Lowrance)", "BM"),
    ("c-poague", "art", "III", "pender", 16, "B", 3, 1, "Poague's Bn", "Bón. Poague", "~16 guns"),
    ("c-mcintosh", "art", "III", None, 16, "B", 3, 1, "McIntosh's Bn", "Bón. McIntosh", "B.3 ~16 guns; corps reserve"),
    ("c-pegram", "art", "III", None, 20, "A", 3, 1, "Pegram's Bn", "Bón. Pegram", "B.3 ~20 guns; corps reserve; A"),
    # Cavalry (Stuart)
    ("c-hampton", "cav", "cav", None, 1751, "A", 2, "Hampton", "Hampton", "BM; A"),
    ("c-fitz-lee", "cav", "cav", None, 1913, "A", 2, "Fitz Lee", "Fitz Lee", "BM; A"),
    ("c-chambliss", "cav", "cav", None, 1173, "B", 2, "Chambliss (W. H. F. Lee)", "Chambliss (W. H. F. Lee)", "BM"),
    ("c-jenkins", "cav", "II", None, 1179, "C", 2, "Jenkins", "Jenkins",
     "TEXT: Ewell's own cavalry brigade: a corps asset of II Corps; BM; C"),
    ("c-beckham", "hart", "cav", None, 14, "A", 2, 1, "Beckham (Stuart Horse Arty)", "Beckham (Art. a caballo de Stuart)",
     "~14 guns with Stuart; A"),
]
_CSA_OPTIONAL = {
    "c-b-robertson": ("cav", "cav", None, 966, "B", 2, "B. Robertson", "B. Robertson",
                      "TEXT 10.0: absent brigade, 5+; BM ~966"),
    "c-we-jones": ("cav", "cav", None, 1600, "A", 2, "W. E. Jones (Laurel Bde)", "W. E. Jones (Brig. Laurel)",
                   "TEXT 10.0: absent brigade, 5+; ~1,600 unverified; A"),
    "c-imboden": ("cav", "cav", None, 2100, "C", 1, "Imboden", "Imboden",
                  "TEXT 10.0: absent brigade, 6+; ~2,100 incl. mounted infantry, unverified; C1 partisans"),
}

# Berdan's Sharpshooters (TEXT 3.31): A3, melee as A1, no command needed;
# nominally of Ward's brigade, Birney's division, III Corps. 1st and 2nd USSS
# ~480 men (BM, unverified) -> 1 step.
_BERDAN = ("u-berdan", "inf", "III", "III.1", 480, "A", 3, "Berdan (Sharpshooters)",
           "Berdan (Tiradores de Primera)", "TEXT: A3, melee A1, no command (3.31); ~480 men -> 1 step")


def _name(en: str, es: str) -> dict:
    return {"en": en, "es": es}


def _block(side, kind, corps, div, steps, letter, fire, en, es, src, *, hq=None, long=None,
           rng=None, men=None, asset=False, reserve=False, optional=None, special=None,
           melee_fire=None, no_command=False):
    return {
        "side": side, "name": _name(en, es), "kind": kind, "hq": hq, "corps": corps, "div": div,
        "asset": asset, "reserve": reserve, "steps": steps, "letter": letter, "fire": fire,
        "long": long, "range": rng, "men": men, "optional": optional, "special": special,
        "melee_fire": melee_fire, "no_command": no_command, "src": src,
    }


def _build() -> dict:
    blocks: dict = {}

    def put(bid, rec):
        assert bid not in blocks, bid
        blocks[bid] = rec

    for side, table in ((USA, _HQ_USA), (CSA, _HQ_CSA)):
        for bid, typ, corps, div, rng, en, es, src in table:
            put(bid, _block(side, "hq", corps, div, 3, "B", 1, en, es, src, hq=typ, rng=rng))
    for side, table in ((USA, _USA_UNITS), (CSA, _CSA_UNITS)):
        for row in table:
            bid, kind, corps, div = row[:4]
            if kind in ("art", "hart"):
                guns, letter, short, long_, en, es, src = row[4:]
                asset = kind == "art" and div is None and corps not in ("arty",)
                reserve = corps == "arty"
                put(bid, _block(side, kind, corps, div, steps_from(guns, GUNS_PER_STEP), letter, short,
                                en, es, src, long=long_, men=guns, asset=asset, reserve=reserve))
            else:
                men, letter, fire, en, es, src = row[4:]
                put(bid, _block(side, kind, corps, div, steps_from(men, MEN_PER_STEP), letter, fire,
                                en, es, src, men=men, asset=div is None and corps not in ("cav",)))
    bid, kind, corps, div, men, letter, fire, en, es, src = _BERDAN
    put(bid, _block(USA, kind, corps, div, steps_from(men, MEN_PER_STEP), letter, fire, en, es, src,
                    men=men, special="berdan", melee_fire=1, no_command=True))
    for side, table in ((USA, _USA_OPTIONAL), (CSA, _CSA_OPTIONAL)):
        for bid, (kind, corps, div, men, letter, fire, en, es, src) in table.items():
            put(bid, _block(side, kind, corps, div, steps_from(men, MEN_PER_STEP), letter, fire,
                            en, es, src, men=men, optional="cavalry_battle"))
    return blocks


BLOCKS: dict = _build()


def _formations() -> dict:
    out = {}
    for side, divs, corps in ((USA, _USA_DIVS, _USA_CORPS), (CSA, _CSA_DIVS, _CSA_CORPS)):
        d = {did: {"name": _name(en, es), "corps": c, "hq": hq} for did, c, hq, en, es in divs}
        k = {}
        for cid, hq, order, en, es in corps:
            k[cid] = {"name": _name(en, es), "hq": hq,
                      "senior_dhq": order[0] if order else None,
                      "dhq_order": list(order),
                      "divisions": [did for did, c, *_ in divs if c == cid]}
        out[side] = {"divisions": d, "corps": k}
    return out


# FORMATIONS[side]["divisions"][div] = {"name", "corps", "hq"}
# FORMATIONS[side]["corps"][corps] = {"name", "hq", "senior_dhq", "dhq_order", "divisions"}
# (corps ids repeat across the sides, hence the side level).
FORMATIONS: dict = _formations()

# Command hierarchy (4.6, 4.61): the infantry CHQs in order of seniority,
# most senior first. AUTHORED (the rulebook's page-7 sidebar is lost):
#
# USA. Reynolds first: Meade's appointed commander of the left wing (1 July)
# and the senior of the Day 1 chain the text gives (Reynolds -> Howard ->
# Hancock -> Slocum). Sedgwick and Slocum next by date of rank (major general
# of volunteers 4 July 1862; Sedgwick the army's senior corps commander).
# Hancock above Howard: both ranked from 29 Nov 1862 and Howard was the
# senior, but Meade sent Hancock to command the field (the text: "Hancock was
# junior to Howard but had Meade's confidence"), and the Day 1 chain puts him
# over Howard; Slocum, senior to both, took over when he came up. Then
# Howard, Sickles, Sykes (all 29 Nov 1862 commissions).
# CSA. Longstreet (lieutenant general 9 Oct 1862), Ewell (23 May 1863),
# A. P. Hill (24 May 1863).
# The artillery and cavalry HQs never act as temporary AHQ (AUTHORED).
SENIORITY: dict = {
    USA: ["u-reynolds-hq", "u-sedgwick-hq", "u-slocum-hq", "u-hancock-hq", "u-howard-hq",
          "u-sickles-hq", "u-sykes-hq"],
    CSA: ["c-longstreet-hq", "c-ewell-hq", "c-hill-hq"],
}

# The army HQs (temporary AHQ rule 4.6 applies until they are on the map).
AHQ: dict = {USA: "u-meade-hq", CSA: "c-lee-hq"}

OPTIONAL_CAVALRY = tuple(b for b, r in BLOCKS.items() if r["optional"] == "cavalry_battle")


def blocks_of(side: str, *, kind: str | None = None, hq: str | None = None) -> list[str]:
    return [b for b, r in BLOCKS.items() if r["side"] == side
            and (kind is None or r["kind"] == kind) and (hq is None or r["hq"] == hq)]


def division_blocks(side: str, div: str) -> list[str]:
    return [b for b, r in BLOCKS.items() if r["side"] == side and r["div"] == div]


def step_total(side: str, *, include_optional: bool = False, include_hq: bool = True) -> int:
    return sum(r["steps"] for r in BLOCKS.values()
               if r["side"] == side and (include_optional or not r["optional"])
               and (include_hq or r["kind"] != "hq"))
