"""Stonewall's Sword: the two scenarios (22.1, 22.2) and the optional rules'
data (20.1-20.3 and the options scattered through the rules).

The set-ups, reinforcement schedules, turns and special rules are TEXT: the
hexes are the rulebook's four-digit numbers exactly, the units its labels
(resolved to ids through ``oob.LABELS``). What the text leaves open is
decided once here and marked AUTHORED (DATA_NOTES.md):

- Pender's brigade in "Slaughter Mountain": 22.2 omits it; it enters at 2218
  on Turn 9, as in 22.1.
- Field's entry (20.3b) is printed "2217"; the Culpeper Road's west-edge hex
  is 2218 (3.2d: the pike runs from 1300 to 2218), so Field enters at 2218.
- Banks' CiC chit is in play from the start of both scenarios (the text
  brings Jackson's in by schedule and never Banks', so his is there at once).
- Initial control of the victory hexes (19.1: the side of the last infantry
  to occupy a hex): each Confederate VP hex starts Union-controlled and each
  Union VP hex Confederate-controlled, so each side scores only what it takes.

Scenario record (SCENARIOS[id]):

    title        {"en", "es"}
    section      the rulebook section
    start, end   first and last Game Turn played (inclusive)
    setup        {unit id: hex}
    skirmish     unit ids set up in Skirmish Order (18.0)
    reinforcements  [{"turn", "brigades", "chits", "hex", "unless_option", "src"}]:
                 brigades arrive at ``hex`` on a Full Activation from
                 ``turn`` on (13.8); chits go in the cup from ``turn``;
                 ``unless_option`` names an optional rule that cancels it
    chits        chit ids in play at the start (division and CiC chits;
                 the 14 event and 2 generic chits are always in play)
    absent       unit ids that never enter unless an optional rule brings them
    control      {VP hex: side controlling it at the start}
    options      optional rules this scenario allows (OPTIONS ids)
    special      special-rule data (see each scenario)
    src          note
"""

from __future__ import annotations

from . import tables as T
from .oob import BRIGADES, CSA, LABELS, UNITS, USA

# ---------------------------------------------------------------------------
# Set-ups as the rulebook prints them: (formation, [(label, hex[, "SO"])])
# ---------------------------------------------------------------------------
_ART_USA = [("Knap", "1607"), ("McGilvery", "1705"), ("Best", "1806"), ("Reynolds", "1905"),
            ("Cothran", "2005"), ("Robinson", "2205"), ("Roemer", "2304")]

_VALLEY_USA = [
    ("crawford", [("10th ME", "1606"), ("3 WI (A)", "1311"), ("46 PA", "1411"), ("28 NY", "1510"),
                  ("5 CT", "1610")]),
    ("gordon", [("2 MA", "1406"), ("3 WI (B)", "1305"), ("Z. D'Afrique", "1305"), ("27 IN", "1206")]),
    ("geary", [("5 OH", "1808"), ("29 OH", "1807"), ("66 OH", "1907"), ("7 OH", "1906")]),
    ("prince", [("111 PA", "2008"), ("3 MD", "2107"), ("109 PA", "2207"), ("102 NY", "2306"),
                ("8 US", "2209", "SO"), ("12 US", "2009", "SO")]),
    ("greene", [("78 NY", "2404"), ("1 DC", "2404")]),
    ("artillery", _ART_USA),
    ("cavalry", [("1 PA", "1401")]),
]
_VALLEY_CSA = [
    ("garnett", [("1 VA", "1614"), ("42 VA", "1713"), ("48 VA", "1813"), ("21 VA", "1814")]),
    ("ronald", [("4 VA", "1417"), ("2 VA", "1417"), ("5 VA", "1517"), ("27 VA", "1617"), ("33 VA", "1717")]),
    ("taliaferro", [("47 AL", "2014"), ("48 AL", "2214"), ("23 VA", "2114"), ("37 VA", "2114"),
                    ("10 VA", "1815")]),
    ("early", [("13 VA", "2313"), ("31 VA", "2414"), ("52 VA", "2513"), ("58 VA", "2513"), ("25 VA", "2413"),
               ("12 GA", "2613")]),
    ("thomas", [("14 GA", "2215"), ("35 GA", "2315"), ("45 GA", "2216"), ("49 GA", "2216")]),
    ("artillery", [("Carpenter", "1914"), ("Caskie", "1914"), ("Poague", "1914"), ("Hardy", "2312"),
                   ("Pegram", "2312"), ("Brown", "2612"), ("Dement (B)", "2612")]),
]

_SLAUGHTER_USA = [
    ("crawford", [("10 ME", "1502"), ("3 WI (A)", "1104"), ("46 PA", "1204"), ("28 NY", "1303"),
                  ("5 CT", "1403")]),
    ("gordon", [("2 MA", "1201"), ("3 WI (B)", "1101"), ("Z. D'Afrique", "1101"), ("27 IN", "1002")]),
    ("geary", [("5 OH", "1700"), ("29 OH", "1600"), ("66 OH", "1900"), ("7 OH", "1801")]),
    ("prince", [("111 PA", "2001"), ("3 MD", "2100"), ("109 PA", "2201"), ("102 NY", "2300"),
                ("8 US", "2209", "SO"), ("12 US", "2009", "SO")]),
    ("greene", [("78 NY", "2402"), ("1 DC", "2402")]),
    ("artillery", _ART_USA),
    ("cavalry", [("1st PA", "1401")]),
]
_SLAUGHTER_CSA = [
    ("garnett", [("1 VA", "1916"), ("21 VA", "1916"), ("42 VA", "1917"), ("48 VA", "1816")]),
    ("taliaferro", [("37 VA", "2116"), ("47 AL", "2117"), ("48 AL", "2216"), ("10 VA", "2217"),
                    ("23 VA", "2217")]),
    ("early", [("13 VA", "2313"), ("31 VA", "2414"), ("52 VA", "2513"), ("58 VA", "2513"), ("12 GA", "2613"),
               ("25 VA", "2413")]),
    ("trimble", [("15 AL", "3307"), ("21 NC", "3510"), ("21 GA", "3610")]),
    ("forno", [("5 LA", "3411"), ("6 LA", "3412"), ("7 LA", "3413"), ("8 LA", "3414"), ("14 LA", "3415")]),
    ("artillery", [("Carpenter", "1914"), ("Caskie", "1914"), ("Poague", "1914"), ("Hardy", "2218"),
                   ("Pegram", "2218"), ("Brown", "2612"), ("Dement (B)", "2612"), ("d'Aquin", "2913"),
                   ("Dement (A)", "2913"), ("Latimer", "3409"), ("Terry", "3508")]),
]

CSA_ENTRY = "2218"           # 22.1, 22.2: every Confederate reinforcement enters here (TEXT)


def _setup(*sides: tuple[str, list]) -> tuple[dict, list]:
    setup: dict[str, str] = {}
    skirmish: list[str] = []
    for side, table in sides:
        for formation, rows in table:
            for row in rows:
                uid = LABELS[side][row[0]]
                r = UNITS[uid]
                if formation in ("artillery", "cavalry"):
                    assert r["kind"] == ("art" if formation == "artillery" else "cav"), row
                else:
                    assert r["brigade"] == formation, row
                assert uid not in setup, uid
                setup[uid] = row[1]
                if len(row) > 2 and row[2] == "SO":
                    skirmish.append(uid)
    return setup, skirmish


def _control() -> dict[str, str]:
    """AUTHORED initial control: CSA VP hexes Union-held, Union VP hexes
    Confederate-held (the set-ups agree: no VP hex holds enemy infantry)."""
    out = {h: USA for h in T.CSA_VP_HEXES}
    out.update({h: CSA for h in T.USA_VP_HEXES})
    return dict(sorted(out.items()))


def _reinf(turn, *, brigades=(), chits=(), hexes=CSA_ENTRY, unless_option=None, src="TEXT"):
    return {"turn": turn, "brigades": list(brigades), "chits": list(chits), "hex": hexes,
            "unless_option": unless_option, "src": src}


def _scenario(title_en, title_es, section, start, end, usa, csa, reinforcements, chits, options,
              special, src) -> dict:
    setup, skirmish = _setup((USA, usa), (CSA, csa))
    arriving = {u for r in reinforcements for b in r["brigades"] for u in BRIGADES[b]["units"]}
    absent = sorted(u for u in UNITS if u not in setup and u not in arriving)
    return {"title": {"en": title_en, "es": title_es}, "section": section, "start": start, "end": end,
            "setup": setup, "skirmish": skirmish, "reinforcements": reinforcements, "chits": list(chits),
            "absent": absent, "control": _control(), "options": list(options), "special": special,
            "src": src}


# ---------------------------------------------------------------------------
# 22.1 The Valley of Vengeance
# ---------------------------------------------------------------------------
VALLEY = _scenario(
    "The Valley of Vengeance", "El Valle de la Venganza", "22.1", 7, 11, _VALLEY_USA, _VALLEY_CSA,
    [
        _reinf(7, brigades=["branch"]),
        _reinf(8, brigades=["archer"]),
        _reinf(9, brigades=["pender"], chits=["cic-csa"]),
    ],
    ["div-williams", "div-augur", "div-winder", "div-ewell", "div-hill", "cic-usa"],
    [],
    {
        # Special rule 2: 1d6 per target before play; the result is how many
        # of its units the Union player flips to Depleted (TEXT).
        "union_bombardment": {
            "targets": [("brigade", "garnett"), ("brigade", "taliaferro"), ("brigade", "early"),
                        ("artillery", CSA)],
            "flips": {1: 0, 2: 1, 3: 1, 4: 1, 5: 1, 6: 2},
        },
        # Special rule 3 (printed as a second "2"): then 1d6 once for the
        # Confederate artillery; the result is how many Union batteries the
        # Confederate player flips to Depleted (TEXT).
        "rebel_bombardment": {
            "targets": [("artillery", USA)],
            "flips": {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3},
        },
        # Special rule 4: on Turn 7 the Union player picks his first chit, a
        # Division chit of his (INFERRED: his own), with no Command Value
        # roll: a Full Activation.
        "opening_pick": {"turn": 7, "side": USA, "kind": "division", "full_activation": True},
        # Special rule 5: no unit may move south of row 2900: every hex of
        # column 30 or above is closed (the card is laid on row 3000).
        "closed_from_column": 30,
    },
    "TEXT 22.1; Banks' chit from the start (AUTHORED); no optional rules (special rule 6)",
)

# ---------------------------------------------------------------------------
# 22.2 Slaughter Mountain
# ---------------------------------------------------------------------------
SLAUGHTER = _scenario(
    "Slaughter Mountain", "El Monte de la Masacre", "22.2", 1, 15, _SLAUGHTER_USA, _SLAUGHTER_CSA,
    [
        _reinf(4, brigades=["ronald"]),
        _reinf(5, brigades=["thomas"], chits=["div-hill"]),
        _reinf(7, brigades=["branch"]),
        _reinf(8, brigades=["archer"]),
        _reinf(9, chits=["cic-csa"], unless_option="bad_day"),
        _reinf(9, brigades=["pender"],
               src="AUTHORED: 22.2 omits Pender; he enters at 2218 on Turn 9 as in 22.1"),
    ],
    ["div-williams", "div-augur", "div-winder", "div-ewell", "cic-usa"],
    ["bad_day", "pope", "hill_rearguard"],
    {
        # Special rule 2: Forno and Trimble may not be activated (Full or
        # Limited) nor be the subject of events until released: Jackson's CiC
        # chit enters play, or a Union unit enters any hex of column 29. They
        # may act from the next phase; Ewell's chit, if already spent this
        # turn, goes straight back into the cup. Latimer and Terry may fire
        # from the start but may not move until the same release (TEXT).
        "frozen": {
            "brigades": ["forno", "trimble"],
            "release_on_jackson": True,
            "release_column": 29,
            "return_chit": "div-ewell",
            "fire_only": ["c-latimer", "c-terry"],
        },
    },
    "TEXT 22.2; Pender on Turn 9 and Banks' chit from the start AUTHORED",
)

SCENARIOS: dict = {"valley": VALLEY, "slaughter": SLAUGHTER}

# ---------------------------------------------------------------------------
# Optional rules (20.0: for the second scenario, best used together; and the
# options scattered through the rules).
# ---------------------------------------------------------------------------
OPTIONS: dict = {
    "bad_day": {
        "section": "20.1", "name": {"en": "Bad Day for Stonewall", "es": "Mal Día para Stonewall"},
        "side": CSA, "chit": "cic-csa", "track": T.JACKSON_TRACK,
        "common_event": "find_jackson",
        # 20.1b: at End Turn roll 2d6, less one per parked Common Event chit;
        # a net result <= the Game Turn number moves the chit one box.
        "roll": {"dice": 2, "less_per_common_event": 1, "advance_if_at_most": "turn"},
        # 20.1c: on the last box the chit goes in the cup, in play next turn;
        # it replaces the Turn 9 arrival of Jackson's chit (22.2).
        "cancels": "cic-csa on Turn 9",
        "src": "TEXT 20.1; AUTHORED: 3 boxes (DATA_NOTES.md)",
    },
    "pope": {
        "section": "20.2", "name": {"en": "General Pope's Reinforcements", "es": "Los Refuerzos del General Pope"},
        "side": USA, "chit": "div-ricketts", "track": T.RICKETTS_TRACK,
        "common_event": "courier_to_pope",
        "roll": {"dice": 2, "less_per_common_event": 1, "advance_if_at_most": "turn"},
        # 20.2c: on the last box the chit goes in the cup and the Union player
        # picks one of the four brigades to enter next turn; again at each of
        # the next three End Turns. Entry at 1300, or one turn later at 2400.
        "brigades": ["duryee", "tower", "hartsuff", "carroll"],
        "brigades_per_turn": 1,
        "entry": "1300",
        "alternates": [{"hex": "2400", "delay": 1}],
        "src": "TEXT 20.2 (printed '20.3'); AUTHORED: 5 boxes; the division's batteries are not in the game",
    },
    "hill_rearguard": {
        "section": "20.3", "name": {"en": "Hill's Rearguard", "es": "La Retaguardia de Hill"},
        "side": CSA, "brigade": "field",
        # 20.3a: from the End Turn of the turn the first Ricketts brigade
        # arrives, 1d6 each End Turn; 5-6: Field enters next turn.
        "roll": {"dice": 1, "success": [5, 6]},
        "trigger": "first_ricketts_brigade_arrived",
        "entry": "2218", "printed_entry": "2217",
        "alternates": [{"hex": "2618", "delay": 1}, {"hex": "3418", "delay": 2}],
        "src": "TEXT 20.3; AUTHORED: entry 2218 for the printed 2217 (not an edge hex; the pike ends at 2218)",
    },
    "artillery_stacking": {
        "section": "6.1a", "name": {"en": "Artillery counts 3/4 for stacking", "es": "Apilamiento de artillería a 0,75"},
        "default": True, "src": "TEXT 6.1a: optional but recommended",
    },
    "secret_events": {
        "section": "10.4", "name": {"en": "Secret held events", "es": "Eventos conservados en secreto"},
        "default": False, "src": "TEXT 10.4",
    },
    "rebuild_option": {
        "section": "16.2", "name": {"en": "Broken units never rebuild to Fresh",
                                    "es": "Las unidades desorganizadas nunca vuelven a su cara Nueva"},
        "default": False, "src": "TEXT 16.2, Rebuild Option (recommended by the designer)",
    },
}
# 20.0 and 22.1 rule 6: the three arrival options belong to Slaughter Mountain only.
ARRIVAL_OPTIONS = ("bad_day", "pope", "hill_rearguard")


def setup_by_hex(scenario: str) -> dict[str, list[str]]:
    """{hex: [unit ids]} in the rulebook's order."""
    out: dict[str, list[str]] = {}
    for uid, hx in SCENARIOS[scenario]["setup"].items():
        out.setdefault(hx, []).append(uid)
    return out


def reinforcements(scenario: str, turn: int, options: tuple[str, ...] | list[str] = ()) -> list[dict]:
    """The scheduled arrivals of ``turn`` under the chosen options."""
    return [r for r in SCENARIOS[scenario]["reinforcements"]
            if r["turn"] == turn and r["unless_option"] not in options]
