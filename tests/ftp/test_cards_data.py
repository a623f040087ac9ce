"""For the People's strategy cards as data (pyapp/games/ftp/cards.py,
cards_text.py) against the sources: data/FTP_USCW_SOURCES.md A3 (OPS, side,
removal flag, the blockade list) and the digest 2.6, 6.2-6.4 and 8.

The A3 columns are copied below (always run); when the shared sources sit
beside the repository (``../shared``) the A3 table is also parsed live and
compared."""

import collections
import re
from pathlib import Path

import pytest

from pyapp.games.ftp import cards as C
from pyapp.games.ftp import cards_text as T
from pyapp.games.ftp import spaces as S

SHARED = Path(__file__).resolve().parents[3] / "shared"
SOURCES_MD = SHARED / "data" / "FTP_USCW_SOURCES.md"

# A3, card 1 to 130: OPS, then side (U, C, A), then the "R" cards.
A3_OPS = ("1211111133232312321333231331232311112223221231333113111122223221112232321222231133333333"
          "132222221233333113122322232233213312112323")
A3_SIDE = ("UCAAAAAAUUUCCUCUCUACCCCCUACAUUUCCAAACCCUCAUUUUCCCCCCCCCCUUUUUCUUCAUUUUUUCUCUCACCAAAAAA"
           "AACCCCUUUUCUACCCAAACCUCUUCUUCCCCAAAUAUUUUCCU")
A3_REMOVED = (14, 24, 26, 29, 31, 42, 43, 44, 47, 48, 52, 68, 75, 76, 77, 81, 82, 90, 91, 108, 110, 111,
              112, 113, 114, 115, 116, 117, 118, 119, 122, 123, 124, 125, 126, 127, 128, 129, 130)
SIDE = {"U": C.UNION, "C": C.CSA, "A": C.BOTH}
# A3 "Blockade cards" (S1 rules 10.53): these raise the value, 128 lowers it.
BLOCKADE_UP = {61, 63, 68, 69, 71, 98, 127}
BLOCKADE_DOWN = {128}
# Digest 6.2-6.4 (Spanish 14.4, 15.4, 16.4).
DIGEST_OUT = {
    "1862": {24, 26, 29, 42, 43, 44, 47, 48, 52, 68, 90, 91},
    "1863": {24, 26, 29, 31, 42, 43, 44, 47, 48, 52, 68, 76, 81, 90, 91, 116},
    "1864": {24, 26, 29, 31, 42, 43, 44, 47, 48, 52, 68, 76, 81, 90, 91, 110},
}
SPACE_IDS = {s[0] for s in S.SPACES}
STATES = set(S.STATES)


def _strings(x):
    """Every string inside a nested tuple."""
    if isinstance(x, str):
        yield x
    elif isinstance(x, tuple):
        for y in x:
            yield from _strings(y)


# ---------------------------------------------------------------------------
# The deck
# ---------------------------------------------------------------------------
def test_130_cards_numbered_1_to_130_once():
    assert len(C.CARDS) == 130
    assert sorted(C.CARDS) == list(range(1, 131))
    assert C.DECK == tuple(range(1, 131))
    assert all(C.CARDS[n].number == n for n in C.CARDS)


def test_cards_are_frozen_and_hashable():
    card = C.CARDS[12]
    with pytest.raises(Exception):
        card.ops = 1
    assert len({hash(c) for c in C.CARDS.values()}) == 130


def test_ops_and_sides_match_a3():
    assert len(A3_OPS) == len(A3_SIDE) == 130
    for n, card in C.CARDS.items():
        assert card.ops == int(A3_OPS[n - 1]), n
        assert card.side == SIDE[A3_SIDE[n - 1]], n


def test_ops_histogram_sum_and_side_counts_digest_2_6():
    ops = collections.Counter(c.ops for c in C.CARDS.values())
    assert ops == collections.Counter(int(x) for x in A3_OPS)
    assert ops == {1: 38, 2: 46, 3: 46}                          # digest 2.6
    assert sum(c.ops for c in C.CARDS.values()) == sum(int(x) for x in A3_OPS) == 268
    sides = collections.Counter(c.side for c in C.CARDS.values())
    assert sides == collections.Counter(SIDE[x] for x in A3_SIDE)
    assert sides == {C.UNION: 47, C.CSA: 52, C.BOTH: 31}         # digest 2.6


def test_removal_flags_match_a3():
    assert {n for n, c in C.CARDS.items() if c.removed} == set(A3_REMOVED)


def test_scenario_set_asides_match_the_digest():
    for scen, out in DIGEST_OUT.items():
        assert set(C.SETUP_OUT[scen]) == out
        assert {n for n, c in C.CARDS.items() if scen in c.setup_out} == out
    # every card set aside is one the game removes once played as the event
    assert set().union(*DIGEST_OUT.values()) <= set(A3_REMOVED)
    assert len(C.deck("1861")) == len(C.deck("campaign")) == 130
    assert [len(C.deck(s)) for s in ("1862", "1863", "1864")] == [118, 114, 114]
    with pytest.raises(ValueError):
        C.deck("1865")


def test_scenario_set_asides_agree_with_scenarios_py():
    scenarios = pytest.importorskip("pyapp.games.ftp.scenarios")
    for scen in ("1862", "1863", "1864"):
        assert set(scenarios.SCENARIOS[scen].cards_removed) == set(C.SETUP_OUT[scen])
    assert set(scenarios.BLOCKADE_CARDS) == BLOCKADE_UP


def test_blockade_cards_are_a3s_list():
    assert {n for n, c in C.CARDS.items() if c.blockade == 1} == BLOCKADE_UP
    assert {n for n, c in C.CARDS.items() if c.blockade == -1} == BLOCKADE_DOWN
    assert all(c.blockade in (-1, 0, 1) for c in C.CARDS.values())
    for n in BLOCKADE_UP:
        assert ("blockade", 1) in list(C.nodes(C.CARDS[n].effect)), n
    assert ("blockade", -1) in list(C.nodes(C.CARDS[128].effect))
    # 69 and 71: blockade +1 or amphibious +2 (card face, A3), a choice
    for n in (69, 71):
        assert C.CARDS[n].effect == (("choice", (("blockade", 1),), (("amphib", 2),)),)


def test_campaign_cards():
    major = {n for n, c in C.CARDS.items() if c.campaign == "major"}
    minor = {n for n, c in C.CARDS.items() if c.campaign == "minor"}
    assert major == {83, 84} and minor == {85, 86, 87, 88, 99, 121}
    for n in major | minor:
        card = C.CARDS[n]
        assert card.effect == (("campaign", card.campaign, 3 if card.campaign == "major" else 2),)
        assert card.ops == 3 and card.side == C.BOTH
    others = [n for n, c in C.CARDS.items() if c.campaign is None
              and any(node[0] == "campaign" for node in C.nodes(c.effect))]
    assert others == []


# ---------------------------------------------------------------------------
# Every field valid
# ---------------------------------------------------------------------------
def test_fields_are_valid():
    for n, c in C.CARDS.items():
        assert isinstance(c.ops, int) and c.ops in (1, 2, 3), n
        assert c.side in C.SIDES, n
        assert isinstance(c.removed, bool), n
        assert c.timing in C.TIMINGS, n
        assert (c.when is None) == (c.timing == "event"), n
        assert c.when is None or c.when in C.WHENS, n
        assert c.campaign in (None, "major", "minor"), n
        assert isinstance(c.effect, tuple) and c.effect, n
        assert c.play_if is None or isinstance(c.play_if, tuple), n
        assert isinstance(c.rules, tuple) and set(c.rules) <= set(C.RULE_FLAGS), n
        assert isinstance(c.setup_out, tuple) and set(c.setup_out) <= {"1862", "1863", "1864"}, n


def test_every_effect_and_condition_is_well_typed():
    for n, c in C.CARDS.items():
        assert C.check_effect(c.effect, SPACE_IDS, STATES) == [], n
        if c.play_if is not None:
            assert C.check_condition(c.play_if, SPACE_IDS, STATES) == [], n


def test_the_checker_refuses_bad_effects():
    bad = [
        (("sw", "rebels", -2),),                      # unknown side
        (("sw", C.UNION),),                           # arity
        (("sw", C.UNION, 0),),                        # a change of 0
        (("teleport", C.UNION),),                     # unknown node
        (("sp", C.CSA, 2, (("state", "XX"),), ()),),  # unknown state
        (("sp", C.CSA, ("at_most", 2), (), ()),),     # bad count
        (("pc", C.UNION, 1, (("space", "atlantis"),), False),),
        (("choice", (("sw", C.CSA, 1),)),),           # a choice of one
        (("special", "costly_mistake", (("target", "enemy"),)),),  # params missing
        (("at", "teatime", (("sw", C.CSA, 1),)),),
        (),
    ]
    for block in bad:
        assert C.check_effect(block, SPACE_IDS, STATES), block
    assert C.check_condition(("sw_at_least", C.CSA, "lots"), SPACE_IDS, STATES)


def test_every_vocabulary_word_is_documented_in_the_module_docstring():
    doc = C.__doc__
    for table in (C.EFFECTS, C.WHERE, C.CONDITIONS, C.CAPS, C.ANCHORS, C.GFILTER):
        for word in table:
            assert f'("{word}"' in doc, word
    for word in C.WHENS + C.TIMINGS + C.FLAGS + C.TRACKS + C.MARKERS + C.LINKS + C.REGIONS:
        assert f'"{word}"' in doc, word
    for key, (cards, what, names) in C.SPECIALS.items():
        assert what and names, key


def test_every_vocabulary_word_is_used():
    used = collections.Counter()
    for c in C.CARDS.values():
        for s in _strings(c.effect):
            used[s] += 1
        for s in _strings(c.play_if or ()):
            used[s] += 1
    for table in (C.EFFECTS, C.WHERE, C.CONDITIONS, C.CAPS, C.ANCHORS, C.GFILTER, C.SPECIALS):
        for word in table:
            assert used[word], word
    for word in C.FLAGS + C.WHENS + C.MARKERS + C.LINKS + C.REGIONS:
        assert used[word] or any(c.when == word for c in C.CARDS.values()), word
    assert set().union(*(c.rules for c in C.CARDS.values())) == set(C.RULE_FLAGS)


def test_specials_are_used_by_their_documented_cards():
    seen = collections.defaultdict(set)
    for n, c in C.CARDS.items():
        for node in C.nodes(c.effect):
            if node[0] == "special":
                seen[node[1]].add(n)
                assert set(C.params(node)) == set(C.SPECIALS[node[1]][2]), n
    for key, (cards, _, _) in C.SPECIALS.items():
        assert seen[key] == set(cards), key
    special = {n for n, c in C.CARDS.items() if C.is_special(c)}
    assert special == {3, 4, 6, 14, 59, 74, 75, 76, 78, 105, 115, 122, 126}
    assert len(C.CARDS) - len(special) == 117


def test_one_side_cards_name_sides_and_both_cards_may_say_player():
    for n, c in C.CARDS.items():
        words = set(_strings(c.effect)) | set(_strings(c.play_if or ()))
        kinds = {node[0] for node in C.nodes(c.effect)}
        if c.side != C.BOTH:
            assert not words & {"player", "enemy"}, n
            assert "by_player" not in kinds, n
    # the "both" cards whose effect differs by player
    by_player = {n for n, c in C.CARDS.items() if c.effect[0][0] == "by_player"}
    assert by_player == {3, 26, 28, 120, 123}


def test_timings():
    interrupts = {n: c.when for n, c in C.CARDS.items() if c.timing == "interrupt"}
    assert interrupts == {7: "enemy_move", 8: "interception", 89: "enemy_activation",
                          107: "enemy_activation", 112: "enemy_naval_move"}
    reactions = {n: c.when for n, c in C.CARDS.items() if c.timing == "reaction"}
    assert reactions == {130: "battle_start"}
    mixed = {n: c.when for n, c in C.CARDS.items() if c.timing == "mixed"}
    assert mixed == {1: "enemy_activation", 28: "battle_start", 102: "interception", 105: "battle_start"}
    for n, c in C.CARDS.items():
        ats = [node for node in C.nodes(c.effect) if node[0] == "at"]
        if c.timing != "mixed":
            assert ats == [], n
            continue
        # one choice/by_player whose every block is a single "at"
        assert len(c.effect) == 1 and c.effect[0][0] in ("choice", "by_player"), n
        blocks = c.effect[0][1:]
        assert all(len(b) == 1 and b[0][0] == "at" for b in blocks), n
        assert sorted(b[0][1] for b in blocks) == sorted(("own_round", c.when)), n


def test_interrupt_effects():
    assert C.CARDS[89].effect == C.CARDS[107].effect == (("cancel_activation", (("strategy", 2, 3),)),)
    assert C.CARDS[7].effect == (("limit_move", 1),)
    assert C.CARDS[8].effect == (("auto_intercept", 2),)
    assert C.CARDS[112].effect == (("cancel_naval_move", "ops"),)


def test_special_events_81_82():
    e81, e82 = C.CARDS[81], C.CARDS[82]
    assert ("flag", "emancipation") in e81.effect and ("sw", C.CSA, -10) in e81.effect
    assert ("sw", C.UNION, -5) in e81.effect
    assert e81.play_if == ("battle_won_last_round", C.UNION, ("large", "medium"))
    assert e82.play_if == ("sw_at_least", C.CSA, 110)
    assert ("blockade", -1) in e82.effect and ("sw", C.UNION, -10) in e82.effect
    for c in (e81, e82):
        assert {"no_voluntary_discard", "reshuffle_if_not_event", "fires_if_forced_discard",
                "ops_only_as_last_card"} <= set(c.rules)
    assert "must_event_first_chance" in e81.rules and "must_event_by_last_round" in e82.rules
    assert {"no_voluntary_discard", "union_must_play_as_ops"} <= set(C.CARDS[14].rules)


def test_simple_values_from_a3_and_the_worked_example():
    sw = {12: (C.UNION, -3), 18: (C.CSA, -2), 32: (C.CSA, 3), 48: (C.CSA, 3), 49: (C.UNION, -2),
          50: (C.UNION, -1), 52: (C.CSA, 5), 62: (C.UNION, -2), 64: (C.UNION, 1), 77: (C.UNION, -5),
          90: (C.UNION, -2), 91: (C.CSA, 1), 97: (C.CSA, 3), 108: (C.CSA, -2), 110: (C.UNION, 3)}
    for n, (side, delta) in sw.items():
        assert C.CARDS[n].effect == (("sw", side, delta),), n
    for n in (67, 70, 72):
        assert C.CARDS[n].effect == (("amphib", 2),)             # example: 67 takes it 0 -> 2
    assert C.CARDS[129].effect == (("amphib", -1),)
    assert C.CARDS[26].effect[0][1] == (("sw", C.CSA, -2),)    # example: Union play, CSA -2
    pcs = [node for node in C.nodes(C.CARDS[44].effect) if node[0] == "pc"]
    assert pcs[0][2] == 3                                        # example: 3 PCs in WV


def test_conditional_cards():
    assert C.CARDS[29].play_if == C.CARDS[31].play_if == ("not", ("emancipation",))
    assert C.CARDS[126].play_if == ("occupies_all", C.UNION, ("winchester_va", "strasburg", "staunton"))
    assert C.CARDS[122].play_if == ("armies_in_state", C.CSA, "VA", 2)
    assert C.CARDS[117].play_if == ("all", ("controls_state", C.CSA, "FL"),
                                    ("controls_space", C.CSA, "st_marks"))
    assert C.CARDS[116].effect == (("if", ("roll_above_track", "amphib"), (("amphib", -1),), ()),)
    for n in (34, 35, 36):
        assert C.CARDS[n].play_if == ("marker_available", "elite", "player")


# ---------------------------------------------------------------------------
# Titles and texts
# ---------------------------------------------------------------------------
def test_every_card_has_both_languages():
    for table in (T.TITLE, T.TEXT):
        assert sorted(table) == list(range(1, 131))
        for n, entry in table.items():
            assert set(entry) == {"en", "es"}, n
            for lang in ("en", "es"):
                assert isinstance(entry[lang], str) and entry[lang].strip(), (n, lang)
                assert entry[lang] == entry[lang].strip(), (n, lang)


def test_texts_differ_between_languages_and_are_short():
    for n, text in T.TEXT.items():
        assert text["en"] != text["es"], n
        for lang in ("en", "es"):
            sentences = [s for s in re.split(r"(?<=[.!?])\s+", text[lang]) if s]
            assert len(sentences) <= 4, (n, lang, sentences)
            assert len(text[lang]) <= 480, (n, lang, len(text[lang]))


def test_spanish_uses_the_rulebook_terms():
    for n, text in T.TEXT.items():
        es = text["es"]
        assert not re.search(r"\b(SP|SW|PC|LOC|OPS|RC|BR)\b", es), (n, es)
        assert not re.search(r"\b(PF|VE)\b", es), (n, es)


def test_texts_say_when_a_card_leaves_the_game():
    for n, c in C.CARDS.items():
        en, es = T.TEXT[n]["en"], T.TEXT[n]["es"]
        if c.removed:
            assert re.search(r"[Rr]emoved", en) and re.search(r"[Ss]e retira", es), n
        else:
            assert "Removed" not in en and "card removed" not in en, n
            assert "Se retira" not in es and "carta se retira" not in es, n


def test_interrupt_texts_say_so():
    for n, c in C.CARDS.items():
        interrupt = c.timing == "interrupt" or n in (1, 102)
        assert ("nterrupt" in T.TEXT[n]["en"]) == interrupt, n
        assert ("nterrupción" in T.TEXT[n]["es"]) == interrupt, n


def test_titles_of_repeated_cards():
    for group, en in (((34, 35, 36), "Elite Unit"), ((83, 84), "Major Campaign"),
                      ((85, 86, 87, 88, 99, 121), "Minor Campaign"), ((93, 94, 95, 96), "Strategy Board")):
        assert {T.TITLE[n]["en"] for n in group} == {en}
        assert len({T.TEXT[n]["en"] for n in group}) == 1


# ---------------------------------------------------------------------------
# The live A3 table, when the shared sources are beside the repository
# ---------------------------------------------------------------------------
@pytest.mark.skipif(not SOURCES_MD.exists(), reason="shared sources not beside the repo")
def test_live_a3_table():
    lines = SOURCES_MD.read_text(encoding="utf-8").split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("## A3."))
    stop = next(i for i, line in enumerate(lines) if line.startswith("## A4."))
    rows = {}
    pat = re.compile(r"\| (\d+)(?:[–-](\d+))?((?:, \d+)*) \| (.*?) \| (\d) \| ([UCA]) \| (.*) \|(.*?)\|$")
    for line in lines[start:stop]:
        m = pat.match(line)
        if not m:
            continue
        first = int(m.group(1))
        nums = list(range(first, int(m.group(2) or first) + 1))
        nums += [int(x) for x in re.findall(r"\d+", m.group(3))]
        for n in nums:
            rows[n] = (int(m.group(5)), SIDE[m.group(6)], m.group(8).strip().startswith("R"))
    assert sorted(rows) == list(range(1, 131))
    for n, (ops, side, removed) in rows.items():
        assert (C.CARDS[n].ops, C.CARDS[n].side, C.CARDS[n].removed) == (ops, side, removed), n
    ops = collections.Counter(r[0] for r in rows.values())
    assert ops == collections.Counter(c.ops for c in C.CARDS.values())
    assert sum(r[0] for r in rows.values()) == sum(c.ops for c in C.CARDS.values())
    text = "\n".join(lines[start:stop])
    m = re.search(r"(\d+(?:, \d+)*) and (\d+) raise the level; (\d+) lowers it", text)
    assert m, "A3 blockade list not found"
    up = {int(x) for x in re.findall(r"\d+", m.group(1))} | {int(m.group(2))}
    assert up == BLOCKADE_UP and {int(m.group(3))} == BLOCKADE_DOWN
