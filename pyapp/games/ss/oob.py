"""Stonewall's Sword: the counters, the formations and the generals
(mostly AUTHORED; DATA_NOTES.md).

The rulebook (seed 003) names every counter of the two set-ups but prints the
values of only a handful of them, in its examples; the counter sheet is lost.
The values below are therefore AUTHORED from the historical strengths
(shared/data/SS_BOC_SOURCES.md, "SRC" below: Official Records figures with
their page) by the scale the rulebook gives, and every value the text itself
states is marked TEXT in the unit's ``src`` note:

- strength points (SP): 1 SP = 50 men or 1 gun (3.1); SP = men / 50 rounded
  half up, at least 1. This rounding reproduces the three printed infantry
  strengths that can be checked against an Official Records figure (3 MD and
  111 PA = 6 from Prince's 1,435 men in five equal battalions; 5 CT = 9 from
  Crawford's 1,767 less the other three regiments);
- weapon (4.1): "Sm" smoothbore, "Rf" rifled, "Sr" Sharps carbines (the one
  Union cavalry regiment), "Mx" the one mixed Confederate battery (12.1b-v);
- cohesion rating (CR): 3 green or shaky, 4 steady, 5 veteran or crack; the
  text's examples give 5 (5 VA, 5 CT) and 4 (45 GA, 49 GA, 109 PA, 111 PA);
- the Depleted face by the rulebook's own recipe (4.1): half the SP (fractions
  dropped, 4.8) but at least 3 SP lost; a unit too small to lose 3 becomes a
  cadre "C" (worth 1/2 SP) and the SP it could not lose come off its CR; the CR
  also drops by 1 on every Depleted face (INFERRED from the examples: 4 SP CR 3
  -> 1 SP CR 2; 3 SP CR 3 -> C CR 2; 111 PA 6 SP -> 3 SP CR 3).

Unit record (every key always present; None where it does not apply):

    side      "usa" | "csa"
    kind      "inf" | "art" | "cav"
    label     the counter's text as the set-ups print it ("5 VA", "Knap")
    name      {"en", "es"}
    div       division id (DIVISIONS) or None (artillery, cavalry: 5.0)
    brigade   brigade id (BRIGADES) or None
    weapon    "Sm" | "Rf" | "Sr" | "Mx"
    sp, cr    Fresh face: printed SP (int) and CR
    dep_sp    Depleted face SP: an int, or "C" (cadre, 1/2 SP; sp_value())
    dep_cr    Depleted face CR
    men       the historical strength the SP came from (guns for batteries)
    optional  None, or the optional rule that brings the unit in:
              "pope" (20.2, Ricketts) | "hill_rearguard" (20.3, Field)
    src       "TEXT: ..." / "AUTHORED: ..." note

Ids are lower-case ASCII, "u-" Union and "c-" Confederate: "c-5-va",
"u-3-wi-a", "u-knap", "c-dement-a", "u-1-pa-cav".
"""

from __future__ import annotations

from fractions import Fraction

USA, CSA = "usa", "csa"
SIDES = (USA, CSA)
KINDS = ("inf", "art", "cav")
WEAPONS = ("Sm", "Rf", "Sr", "Mx")
CADRE = "C"                      # 4.1: a cadre of about 25 men, worth 1/2 SP
MEN_PER_SP = 50                  # 3.1
GUNS_PER_SP = 1                  # 3.1


def sp_from_men(men: int) -> int:
    """3.1: 1 SP = 50 men, rounded half up, at least 1 (AUTHORED rounding)."""
    return max(1, (2 * men + MEN_PER_SP) // (2 * MEN_PER_SP))


def depleted(sp: int, cr: int) -> tuple[int | str, int]:
    """4.1: the Depleted face of a Fresh ``sp``/``cr`` counter.

    Half the SP are lost (fractions dropped, 4.8), but never fewer than 3;
    a unit that cannot lose 3 becomes a cadre "C" and the shortfall comes off
    its CR. The CR drops by 1 on every Depleted face (INFERRED, examples).
    """
    keep = min(sp // 2, sp - 3)
    if keep >= 1:
        return keep, max(0, cr - 1)
    shortfall = max(0, 3 - sp)
    return CADRE, max(0, cr - 1 - shortfall)


def sp_value(v: int | str) -> Fraction:
    """A printed SP as a number: "C" is 1/2 (4.1)."""
    return Fraction(1, 2) if v == CADRE else Fraction(int(v))


# ---------------------------------------------------------------------------
# Names
# ---------------------------------------------------------------------------
_STATES = {
    "VA": ("Virginia", "Virginia"), "NC": ("North Carolina", "Carolina del Norte"),
    "GA": ("Georgia", "Georgia"), "AL": ("Alabama", "Alabama"), "LA": ("Louisiana", "Luisiana"),
    "TN": ("Tennessee", "Tennessee"), "ME": ("Maine", "Maine"), "PA": ("Pennsylvania", "Pensilvania"),
    "NY": ("New York", "Nueva York"), "CT": ("Connecticut", "Connecticut"),
    "WI": ("Wisconsin", "Wisconsin"), "MA": ("Massachusetts", "Massachusetts"),
    "IN": ("Indiana", "Indiana"), "OH": ("Ohio", "Ohio"), "MD": ("Maryland", "Maryland"),
    "DC": ("District of Columbia", "Distrito de Columbia"),
    "WV": ("West Virginia", "Virginia Occidental"), "US": ("U.S. Infantry", "Infantería de EE. UU."),
}


def _ordinal(n: int) -> str:
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _regiment_name(label: str) -> dict:
    """"5 VA" -> 5th Virginia / 5.º de Virginia; "3 WI (A)" keeps its suffix;
    "22 VA Bn" is a battalion."""
    parts = label.split()
    n, state, rest = int(parts[0]), parts[1], parts[2:]
    en_state, es_state = _STATES[state]
    bn = "Bn" in rest
    suffix = " ".join(p for p in rest if p != "Bn")
    en = f"{_ordinal(n)} {en_state}" + (" Battalion" if bn else "")
    es_of = "del" if state == "DC" else "de"
    es = f"{n}.º Batallón {es_of} {es_state}" if bn else f"{n}.º {es_of} {es_state}"
    if suffix:
        en, es = f"{en} {suffix}", f"{es} {suffix}"
    return {"en": en, "es": es}


# ---------------------------------------------------------------------------
# Generals: the division and Commander-in-Chief chits (4.4, 10.6, 10.7).
# Command Values (CV, a d6 roll <= CV is a Full Activation) are AUTHORED;
# the casualty chit (red cross) names who took over, historically or by
# seniority, with its own CV. DATA_NOTES.md explains each.
# ---------------------------------------------------------------------------
# (div id, side, general en/es, cv, casualty general, casualty cv, optional, note)
_DIVISIONS = [
    ("williams", USA, "Williams", 4, "Crawford", 3, None,
     "AUTHORED: a steady, experienced division commander; Crawford, senior brigadier, next"),
    ("augur", USA, "Augur", 3, "Greene", 3, None,
     "AUTHORED: Augur new to the division; historically Augur and Geary fell, Prince was captured "
     "and Greene took the division"),
    ("ricketts", USA, "Ricketts", 4, "Duryée", 3, "pope",
     "AUTHORED: a regular, well-drilled division; Duryée the senior brigadier"),
    ("winder", CSA, "Winder", 3, "W. B. Taliaferro", 3, None,
     "AUTHORED: 3, Winder busied himself with the guns (1.0) and was mortally wounded; "
     "W. B. Taliaferro took the division"),
    ("ewell", CSA, "Ewell", 4, "Early", 4, None,
     "AUTHORED: Ewell spent the fight directing guns on the mountain; Early, senior brigadier, "
     "a capable replacement"),
    ("hill", CSA, "A. P. Hill", 5, "Branch", 3, None,
     "AUTHORED: 5, the Light Division's attack turned the battle (1.0); Branch the senior brigadier"),
]
# (side, general, casualty general, casualty cv, note)
_CIC = [
    (USA, "Banks", "Williams", 3,
     "AUTHORED: a CiC chit needs no roll (10.6); Williams took the corps after Banks in the order of rank"),
    (CSA, "Jackson", "Ewell", 4,
     "AUTHORED: Ewell the senior division commander present"),
]

# (brigade id, side, div, commander en, es name, optional, note)
_BRIGADES = [
    ("crawford", USA, "williams", "Crawford", None, "TEXT: 22.1"),
    ("gordon", USA, "williams", "Gordon", None, "TEXT: 22.1"),
    ("geary", USA, "augur", "Geary", None, "TEXT: 22.1"),
    ("prince", USA, "augur", "Prince", None, "TEXT: 22.1"),
    ("greene", USA, "augur", "Greene", None, "TEXT: 22.1"),
    ("duryee", USA, "ricketts", "Duryée", "pope", "SRC A.3.2: 1st Bde, Ricketts' division"),
    ("tower", USA, "ricketts", "Tower", "pope", "SRC A.3.2: 2nd Bde"),
    ("hartsuff", USA, "ricketts", "Hartsuff", "pope", "SRC A.3.2: 3rd Bde"),
    ("carroll", USA, "ricketts", "Carroll", "pope", "SRC A.3.2: 4th Bde"),
    ("garnett", CSA, "winder", "Garnett", None, "TEXT: 22.1"),
    ("ronald", CSA, "winder", "Ronald", None, "TEXT: 22.1 (the Stonewall Brigade)"),
    ("taliaferro", CSA, "winder", "Taliaferro", None, "TEXT: 22.1"),
    ("early", CSA, "ewell", "Early", None, "TEXT: 22.1"),
    ("trimble", CSA, "ewell", "Trimble", None, "TEXT: 22.2"),
    ("forno", CSA, "ewell", "Forno", None, "TEXT: 22.2 (Hays' Louisiana brigade under Forno)"),
    ("thomas", CSA, "hill", "Thomas", None, "TEXT: 22.1"),
    ("branch", CSA, "hill", "Branch", None, "TEXT: 22.1"),
    ("archer", CSA, "hill", "Archer", None, "TEXT: 22.1"),
    ("pender", CSA, "hill", "Pender", None, "TEXT: 22.1"),
    ("field", CSA, "hill", "Field", "hill_rearguard", "TEXT: 20.3"),
]

# ---------------------------------------------------------------------------
# Infantry: (label, men, weapon, cr, src[, sp override])
# "SRC" figures are Official Records strengths (SS_BOC_SOURCES.md A.3/A.4);
# "est." figures split a brigade figure between its regiments, or are
# general knowledge marked unverified in DATA_NOTES.md.
# ---------------------------------------------------------------------------
_R = "Rf"
_S = "Sm"
_INF: dict[str, list[tuple]] = {
    # Williams' division
    "crawford": [
        ("10 ME", 461, _R, 4, "AUTHORED: est. 461 men (unverified); Crawford's 1,767 (SRC A.3.1) over four regiments"),
        ("3 WI (A)", 212, _R, 5, "AUTHORED: five companies of the 3rd Wisconsin (~423, unverified) attached to Crawford (SRC)"),
        ("46 PA", 504, _R, 4, "AUTHORED: est. 504 men (unverified)"),
        ("28 NY", 339, _R, 4, "AUTHORED: est. 339 men (unverified)"),
        ("5 CT", 463, _R, 5, "TEXT: 9 SP, CR 5 (12.3 example); 463 = 1,767 less the other three; weapon AUTHORED"),
    ],
    "gordon": [
        ("2 MA", 474, _R, 5, "AUTHORED: 474 in action (SRC, OR p.155); a crack regiment: CR 5"),
        ("3 WI (B)", 211, _R, 5, "AUTHORED: the other five companies of the 3rd Wisconsin"),
        ("Z. D'Afrique", 60, _R, 4, "AUTHORED: Collis' Zouaves d'Afrique, one company (~60, unverified) attached to 2 MA"),
        ("27 IN", 443, _R, 4, "AUTHORED: est. 443 men (unverified)"),
    ],
    # Augur's division
    "geary": [
        ("5 OH", 275, _R, 4, "AUTHORED: Geary's 1,121 enlisted (SRC, OR p.157) split by regiment (est.)"),
        ("29 OH", 250, _S, 4, "AUTHORED: share of Geary's 1,121 (est.); smoothbores, a second-line issue"),
        ("66 OH", 289, _R, 4, "AUTHORED: share of Geary's 1,121 (est.)"),
        ("7 OH", 307, _R, 5, "AUTHORED: share of Geary's 1,121 (est.); veterans of Kernstown: CR 5"),
    ],
    "prince": [
        ("111 PA", 287, _R, 4, "TEXT: 6 SP, Depleted 3-3 (13.5, 14.2 examples); 1,435 / 5 battalions (SRC, OR p.167)"),
        ("3 MD", 287, _S, 3, "TEXT: 6 SP (13.5 example); CR and weapon AUTHORED: a raw Unionist regiment"),
        ("109 PA", 287, _R, 4, "TEXT: Depleted 3-3 (14.2 example) -> Fresh 6 SP CR 4; 1,435 / 5"),
        ("102 NY", 287, _R, 4, "AUTHORED: 1,435 / 5 (SRC)"),
        ("8 US", 144, _R, 5, "AUTHORED: half of the 8th/12th US battalion (287); Regulars: CR 5"),
        ("12 US", 143, _R, 5, "AUTHORED: half of the 8th/12th US battalion (287); Regulars: CR 5"),
    ],
    "greene": [
        ("78 NY", 300, _S, 3, "AUTHORED: Greene's 457 enlisted (SRC) split ~300/157; 5 SP, not 6, so the "
                              "set-up stack 78 NY & 1 DC keeps the 8 SP limit (6.1)", 5),
        ("1 DC", 157, _S, 3, "AUTHORED: the 1st DC battalion, ~157 of Greene's 457"),
    ],
    # Ricketts' division (optional rule 20.2): present for duty 9 Aug 1862,
    # OR Serial 18 p.555 (SRC A.3.2), split evenly between the four regiments.
    "duryee": [
        ("97 NY", 558, _R, 4, "AUTHORED: Duryée 2,232 present for duty (SRC) / 4"),
        ("104 NY", 558, _R, 4, "AUTHORED: Duryée 2,232 / 4"),
        ("105 NY", 558, _R, 4, "AUTHORED: Duryée 2,232 / 4"),
        ("107 PA", 558, _R, 4, "AUTHORED: Duryée 2,232 / 4"),
    ],
    "tower": [
        ("26 NY", 615, _R, 4, "AUTHORED: Tower 2,460 present for duty (SRC) / 4"),
        ("94 NY", 615, _R, 4, "AUTHORED: Tower 2,460 / 4"),
        ("88 PA", 615, _R, 4, "AUTHORED: Tower 2,460 / 4"),
        ("90 PA", 615, _R, 4, "AUTHORED: Tower 2,460 / 4"),
    ],
    "hartsuff": [
        ("12 MA", 693, _R, 5, "AUTHORED: Hartsuff 2,772 present for duty (SRC) / 4; the Webster Regiment: CR 5"),
        ("13 MA", 693, _R, 4, "AUTHORED: Hartsuff 2,772 / 4"),
        ("83 NY", 693, _R, 4, "AUTHORED: Hartsuff 2,772 / 4 (9th NY Militia)"),
        ("11 PA", 693, _R, 4, "AUTHORED: Hartsuff 2,772 / 4"),
    ],
    "carroll": [
        ("7 IN", 396, _R, 4, "AUTHORED: Carroll 1,582 present for duty (SRC) / 4"),
        ("84 PA", 396, _S, 3, "AUTHORED: Carroll 1,582 / 4; the brigade broke at Port Republic: CR 3"),
        ("110 PA", 395, _S, 3, "AUTHORED: Carroll 1,582 / 4; CR 3 as 84 PA"),
        ("1 WV", 395, _S, 4, "AUTHORED: Carroll 1,582 / 4"),
    ],
    # Winder's division
    "garnett": [
        ("1 VA", 150, _S, 3, "AUTHORED: the small Irish battalion (est. 150); broke when flanked: CR 3"),
        ("42 VA", 300, _S, 4, "AUTHORED: est. 300 (Garnett's brigade ~1,000, unverified)"),
        ("48 VA", 300, _S, 4, "AUTHORED: est. 300"),
        ("21 VA", 250, _R, 4, "AUTHORED: est. 250; 1 VA & 21 VA stack in 22.2 (<= 8 SP)"),
    ],
    "ronald": [
        ("4 VA", 190, _R, 5, "AUTHORED: est. 190; the Stonewall Brigade: CR 5, rifles from the Valley"),
        ("2 VA", 200, _R, 5, "AUTHORED: est. 200; 4 VA & 2 VA stack in 22.1 (8 SP)"),
        ("5 VA", 500, _R, 5, "TEXT: 10-5, Rf (12.3 example); men = 10 x 50"),
        ("27 VA", 150, _R, 5, "AUTHORED: est. 150"),
        ("33 VA", 200, _R, 5, "AUTHORED: est. 200"),
    ],
    "taliaferro": [
        ("47 AL", 250, _S, 3, "AUTHORED: est. 250; a new regiment that broke at Cedar Mountain: CR 3"),
        ("48 AL", 250, _S, 3, "AUTHORED: est. 250; as 47 AL"),
        ("23 VA", 150, _S, 4, "AUTHORED: est. 150; stacks with 37 VA (22.1) and 10 VA (22.2), 8 SP each"),
        ("37 VA", 250, _R, 4, "AUTHORED: est. 250"),
        ("10 VA", 250, _R, 4, "AUTHORED: est. 250"),
    ],
    # Ewell's division
    "early": [
        ("13 VA", 250, _R, 5, "AUTHORED: Early's 1,700 less ~350 on picket (SRC, OR p.228) over six; "
                              "A. P. Hill's old regiment: CR 5"),
        ("31 VA", 200, _S, 4, "AUTHORED: share of Early's ~1,350 (est.)"),
        ("52 VA", 150, _R, 4, "AUTHORED: six companies were on picket (SRC): est. 150"),
        ("58 VA", 200, _S, 4, "AUTHORED: share of Early's ~1,350 (est.)"),
        ("25 VA", 200, _S, 4, "AUTHORED: share of Early's ~1,350 (est.)"),
        ("12 GA", 230, _R, 5, "AUTHORED: share of Early's ~1,350 (est.); a renowned regiment: CR 5"),
    ],
    "trimble": [
        ("15 AL", 350, _R, 5, "AUTHORED: est. 350 (unverified); veteran of the Valley: CR 5"),
        ("21 NC", 300, _S, 4, "AUTHORED: est. 300 (unverified)"),
        ("21 GA", 300, _R, 5, "AUTHORED: est. 300 (unverified); veteran of the Valley: CR 5"),
    ],
    "forno": [
        ("5 LA", 250, _R, 4, "AUTHORED: est. 250 (unverified)"),
        ("6 LA", 250, _R, 5, "AUTHORED: est. 250; Taylor's Louisiana veterans: CR 5"),
        ("7 LA", 300, _R, 5, "AUTHORED: est. 300; CR 5 as 6 LA"),
        ("8 LA", 300, _S, 4, "AUTHORED: est. 300"),
        ("14 LA", 300, _S, 4, "AUTHORED: est. 300"),
    ],
    # Hill's (Light) division
    "thomas": [
        ("14 GA", 250, _S, 4, "AUTHORED: est. 250; Sm as the brigade's 45/49 GA (TEXT)"),
        ("35 GA", 250, _S, 4, "AUTHORED: est. 250; Sm as 45/49 GA"),
        ("45 GA", 150, _S, 4, "TEXT: 3-4, Sm (14.2 example)"),
        ("49 GA", 200, _S, 4, "TEXT: 4-4, Sm, Depleted CR 3 (14.2, 16.2 examples)"),
    ],
    "branch": [
        ("7 NC", 350, _R, 5, "AUTHORED: est. 350 (Branch's brigade ~1,500, unverified); CR 5"),
        ("18 NC", 300, _S, 4, "AUTHORED: est. 300"),
        ("28 NC", 300, _S, 4, "AUTHORED: est. 300"),
        ("33 NC", 250, _S, 4, "AUTHORED: est. 250 (33 NC is the 18.4 example's unit)"),
        ("37 NC", 300, _R, 4, "AUTHORED: est. 300"),
    ],
    "archer": [
        ("19 GA", 250, _S, 4, "AUTHORED: Archer 'about 1,200' (SRC, OR p.218) over five units"),
        ("1 TN", 250, _R, 4, "AUTHORED: share of Archer's 1,200"),
        ("7 TN", 250, _R, 5, "AUTHORED: share of Archer's 1,200; CR 5"),
        ("14 TN", 250, _R, 5, "AUTHORED: share of Archer's 1,200; CR 5"),
        ("5 AL Bn", 200, _S, 4, "AUTHORED: share of Archer's 1,200 (a battalion)"),
    ],
    "pender": [
        ("16 NC", 300, _S, 4, "AUTHORED: est. 300 (unverified)"),
        ("22 NC", 300, _R, 4, "AUTHORED: est. 300 (unverified)"),
        ("34 NC", 250, _S, 4, "AUTHORED: est. 250 (unverified)"),
        ("38 NC", 250, _S, 4, "AUTHORED: est. 250 (unverified)"),
    ],
    "field": [
        ("40 VA", 250, _R, 4, "AUTHORED: est. 250 (unverified); regiments per SRC A.4"),
        ("47 VA", 250, _R, 4, "AUTHORED: est. 250 (unverified)"),
        ("55 VA", 250, _S, 3, "AUTHORED: est. 250 (unverified); CR 3"),
        ("22 VA Bn", 200, _R, 4, "AUTHORED: est. 200 (unverified), a battalion"),
    ],
}

# ---------------------------------------------------------------------------
# Artillery (5.0: independent batteries; 1 SP = 1 gun):
# (id, side, label, guns, weapon, cr, en, es, src)
# ---------------------------------------------------------------------------
_ART = [
    ("u-knap", USA, "Knap", 6, "Rf", 4, "Knap (E, Pennsylvania Lt.)", "Knap (E, Art. Ligera de Pensilvania)",
     "AUTHORED: 6 x 10-pdr Parrotts (SRC A.3.1: Parrotts; six guns unverified)"),
    ("u-mcgilvery", USA, "McGilvery", 4, "Rf", 4, "McGilvery (6th Maine)", "McGilvery (6.ª de Maine)",
     "AUTHORED: 4 rifles (unverified)"),
    ("u-best", USA, "Best", 6, "Sm", 5, "Best (F, 4th US)", "Best (F, 4.º de EE. UU.)",
     "AUTHORED: Muhlenberg's regular battery (SRC), 6 Napoleons (unverified): Sm; Regulars: CR 5"),
    ("u-reynolds", USA, "Reynolds", 6, "Rf", 4, "Reynolds (L, 1st New York)", "Reynolds (L, 1.º de Nueva York)",
     "AUTHORED: 6 x 3-in rifles (unverified; identity unverified in SRC)"),
    ("u-cothran", USA, "Cothran", 6, "Rf", 4, "Cothran (M, 1st New York)", "Cothran (M, 1.º de Nueva York)",
     "AUTHORED: 6 x 10-pdr Parrotts (unverified)"),
    ("u-robinson", USA, "Robinson", 6, "Rf", 4, "Robinson (4th Maine)", "Robinson (4.ª de Maine)",
     "AUTHORED: 6 x 3-in rifles (unverified)"),
    ("u-roemer", USA, "Roemer", 6, "Rf", 4, "Roemer (L, 2nd New York)", "Roemer (L, 2.º de Nueva York)",
     "AUTHORED: six 3-in rifles (SRC A.3.1, Crawford's report)"),
    ("c-carpenter", CSA, "Carpenter", 3, "Rf", 4, "Carpenter (Alleghany)", "Carpenter (Alleghany)",
     "AUTHORED: 3 rifles; Carpenter + Caskie + Poague stack in 1914 at the 10-gun limit (6.1a)"),
    ("c-caskie", CSA, "Caskie", 3, "Rf", 4, "Caskie (Hampden)", "Caskie (Hampden)",
     "AUTHORED: 3 rifles; Andrews pushed rifles of Caskie and Carpenter forward (SRC, OR p.186)"),
    ("c-poague", CSA, "Poague", 4, "Mx", 5, "Poague (Rockbridge)", "Poague (Rockbridge)",
     "AUTHORED: the one Mx battery (12.1b-v): a Napoleon and rifles (SRC A.1, OR p.186); CR 5"),
    ("c-hardy", CSA, "Hardy", 4, "Sm", 4, "Hardy (Fleet's Middlesex)", "Hardy (Middlesex de Fleet)",
     "AUTHORED: 4 guns (unverified); Lt. Hardy led Fleet's battery (SRC, OR p.226)"),
    ("c-pegram", CSA, "Pegram", 4, "Sm", 5, "Pegram (Purcell)", "Pegram (Purcell)",
     "AUTHORED: 4 guns (SRC: Field's report); CR 5"),
    ("c-brown", CSA, "Brown", 3, "Rf", 4, "Brown (Chesapeake)", "Brown (Chesapeake)",
     "AUTHORED: 3 rifles (unverified)"),
    ("c-dement-a", CSA, "Dement (A)", 2, "Sm", 4, "Dement (A) (1st Maryland)", "Dement (A) (1.ª de Maryland)",
     "AUTHORED: half of Dement's 4 Napoleons (unverified); the game splits the battery in two"),
    ("c-dement-b", CSA, "Dement (B)", 2, "Sm", 4, "Dement (B) (1st Maryland)", "Dement (B) (1.ª de Maryland)",
     "AUTHORED: the other half of Dement's battery"),
    ("c-daquin", CSA, "d'Aquin", 4, "Rf", 4, "d'Aquin (Louisiana Guard)", "d'Aquin (Guardia de Luisiana)",
     "AUTHORED: 4 guns (unverified)"),
    ("c-latimer", CSA, "Latimer", 3, "Rf", 4, "Latimer (Courtney's)", "Latimer (de Courtney)",
     "AUTHORED: three guns on the mountain (SRC, OR p.237), rifled for the long shots: Rf"),
    ("c-terry", CSA, "Terry", 2, "Rf", 4, "Terry (Bedford)", "Terry (Bedford)",
     "AUTHORED: 2 rifles on the mountain (unverified)"),
]

# The Union cavalry (9.5): the 1st Pennsylvania, Sharps carbines (TEXT 4.1).
_CAV = ("u-1-pa-cav", USA, "1 PA", 200, "Sr", 5, "1st Pennsylvania Cavalry", "1.º de Caballería de Pensilvania",
        "TEXT: Sr, 10 MP (4.1, 9.5); AUTHORED: ~200 men (about 164 charged, unverified) -> 4 SP; CR 5")


# Counters whose label hides a battalion (SRC A.3/A.4).
_NAMES = {
    "1 VA": {"en": "1st Virginia Battalion (Irish)", "es": "1.er Batallón de Virginia (Irlandés)"},
    "1 DC": {"en": "1st District of Columbia Battalion", "es": "1.er Batallón del Distrito de Columbia"},
}


def _unit_id(side: str, label: str) -> str:
    s = label.lower().replace("(", "").replace(")", "").replace("'", "").replace(".", "")
    s = "-".join(s.split())
    return ("u-" if side == USA else "c-") + s


def _unit(side, kind, label, name, div, brigade, weapon, sp, cr, men, optional, src) -> dict:
    dep_sp, dep_cr = depleted(sp, cr)
    return {"side": side, "kind": kind, "label": label, "name": name, "div": div, "brigade": brigade,
            "weapon": weapon, "sp": sp, "cr": cr, "dep_sp": dep_sp, "dep_cr": dep_cr, "men": men,
            "optional": optional, "src": src}


def _build() -> dict:
    units: dict = {}

    def put(uid: str, rec: dict) -> None:
        assert uid not in units, uid
        units[uid] = rec

    brig = {b[0]: b for b in _BRIGADES}
    for bid, rows in _INF.items():
        _, side, div, _cmd, optional, _src = brig[bid]
        for row in rows:
            label, men, weapon, cr, src = row[:5]
            sp = row[5] if len(row) > 5 else sp_from_men(men)
            if label == "Z. D'Afrique":
                name = {"en": "Zouaves d'Afrique", "es": "Zuavos de África"}
                uid = "u-zouaves"
            else:
                name = _NAMES.get(label) or _regiment_name(label)
                uid = _unit_id(side, label)
            put(uid, _unit(side, "inf", label, name, div, bid, weapon, sp, cr, men, optional, src))
    for uid, side, label, guns, weapon, cr, en, es, src in _ART:
        put(uid, _unit(side, "art", label, {"en": en, "es": es}, None, None, weapon,
                       guns // GUNS_PER_SP, cr, guns, None, src))
    uid, side, label, men, weapon, cr, en, es, src = _CAV
    put(uid, _unit(side, "cav", label, {"en": en, "es": es}, None, None, weapon, sp_from_men(men), cr,
                   men, None, src))
    return units


UNITS: dict = _build()

# Counter text -> id, per side (the set-ups and the rules' examples name
# units by their labels; "1st PA" is how 22.2 prints the cavalry).
LABELS: dict = {s: {u["label"]: i for i, u in UNITS.items() if u["side"] == s} for s in SIDES}
LABELS[USA]["1st PA"] = "u-1-pa-cav"
LABELS[USA]["10th ME"] = "u-10-me"


def _formations() -> tuple[dict, dict, dict]:
    divisions = {}
    for did, side, gen, cv, cas, cas_cv, optional, note in _DIVISIONS:
        divisions[did] = {
            "side": side, "general": gen, "cv": cv,
            "casualty": {"general": cas, "cv": cas_cv},
            "brigades": [b[0] for b in _BRIGADES if b[2] == did],
            "optional": optional, "src": note,
            "name": {"en": f"{gen}'s Division", "es": f"División de {gen}"},
        }
    brigades = {}
    for bid, side, div, cmd, optional, note in _BRIGADES:
        brigades[bid] = {
            "side": side, "div": div, "commander": cmd, "optional": optional, "src": note,
            "name": {"en": f"{cmd}'s Brigade", "es": f"Brigada de {cmd}"},
            "units": [u for u, r in UNITS.items() if r["brigade"] == bid],
        }
    cic = {}
    for side, gen, cas, cas_cv, note in _CIC:
        cic[side] = {"general": gen, "cv": None, "casualty": {"general": cas, "cv": cas_cv}, "src": note}
    return divisions, brigades, cic


# DIVISIONS[div] = {"side", "general", "cv", "casualty": {"general", "cv"},
#                   "brigades", "optional", "src", "name"}
# BRIGADES[brigade] = {"side", "div", "commander", "optional", "src", "name", "units"}
# CIC[side] = {"general", "cv": None (never rolled, 10.6), "casualty": {"general", "cv"}, "src"}
DIVISIONS, BRIGADES, CIC = _formations()

# Named in 20.3 as the other brigade of Hill's rearguard; it never enters play.
NAMED_NEVER_ENTERS = ("Stafford",)


def units_of(side: str, *, kind: str | None = None, optional: bool | None = None) -> list[str]:
    """Unit ids of a side; ``optional`` False leaves out Ricketts and Field."""
    return [u for u, r in UNITS.items() if r["side"] == side and (kind is None or r["kind"] == kind)
            and (optional is None or bool(r["optional"]) == optional)]


def brigade_sp(brigade: str) -> int:
    return sum(UNITS[u]["sp"] for u in BRIGADES[brigade]["units"])
