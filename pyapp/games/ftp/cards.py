"""For the People: the 130 strategy cards as data (pure data, stdlib only;
CARDS_NOTES.md beside this file; titles and texts in cards_text.py).

Sources: ``data/FTP_USCW_SOURCES.md`` A3 (number, OPS, side, removal flag and
a paraphrased effect of every card, from the card faces; OPS and side [2S]
with the Spanish rulebook's card list) and ``rules/000_for_the_people.md``
2.6, 5.2, 5.22, 5.23, 5.26, 5.28, 6.2-6.4 and 8 (the digest of the Spanish
rulebook, ``seeds/000_*`` rules 4, 6.7, 10.5.3, 14.4, 15.4, 16.4). Every
ambiguity and how it was decided is in CARDS_NOTES.md.

A card is a ``Card`` (frozen dataclass); ``CARDS[n]`` is card ``n`` (1..130).
The deck holds the card numbers as its values (``DECK``; ``deck(scenario)``
without the cards a scenario sets aside).

Card fields
===========

number      1..130.
ops         operations value 1..3.
side        whose event it is: "union", "csa" or "both" (either player may
            play the event; the other side's card can always be played for
            OPS, 5.2).
removed     True: out of the game for good once played as the event (red
            note on the card face, A3 "R"); never when played for OPS (card
            14 is the exception, see ``rules``).
timing      "event": played as the event in the player's own strategy round.
            "interrupt": played during the *opponent's* action at the moment
            ``when`` names; it takes effect first and modifies or cancels
            that action; the interrupter still takes his own round afterwards
            (5.2 / rule 4.2.5).
            "reaction": played at the moment ``when`` names during *any*
            action (own or enemy), outside the round order, like an
            interrupt (a battle card).
            "mixed": the card offers options with different timings: its
            effect is a "choice" or "by_player" whose blocks start with an
            ("at", moment, ...) node; ``when`` names the moment of the
            non-round option.
when        None for "event"; otherwise one of WHENS:
              "enemy_activation"  an enemy general/force has just been
                                  activated to move, before it moves;
              "enemy_move"        an enemy force is moving (after any space
                                  it has entered, conversions included);
              "enemy_naval_move"  an enemy naval move is declared;
              "interception"      an enemy force has entered a space and the
                                  defender may declare interceptions (5.10);
              "battle_start"      a battle (or amphibious assault) is about
                                  to be rolled.
campaign    "major" (83-84), "minor" (85-88, 99, 121) or None.
blockade    +1: a card of the blockade list that raises the value (61, 63,
            68, 69, 71, 98, 127; the 1863 obligation, 6.3), -1: 128; 0 for
            every other card (82 lowers the value too, by its effect, but is
            not on that list; CARDS_NOTES.md).
effect      the event: a BLOCK (a tuple of effect nodes applied in order).
play_if     None or a CONDITION that must hold for the event to be played at
            all (checked when played; for "mixed"/"by_player" cards it gates
            the whole event unless it tests ("player_is", side)).
rules       tuple of RULE_FLAGS keywords: special handling of the card
            outside its effect (forced plays, reshuffles, discards).
setup_out   scenario ids ("1862", "1863", "1864") that take the card out of
            the deck before play (digest 6.2-6.4).

Common argument types
=====================

who     side reference: "union", "csa", "player" (the side playing the
        event) or "enemy" (the other side). Cards of one side use the side's
        name; "both" cards use "player"/"enemy".
count   an int >= 1: exactly that many, or as many as the board allows if
        fewer legal targets exist (the rest are lost); or ("up_to", n): any
        number 0..n at the choosing player's option.
track   "blockade" (0..5, cap 4 after Foreign Intervention, never < 0) or
        "amphib" (the amphibious assault modifier, 0..5).
marker  "ironclad", "torpedo", "hunley" (CSA naval markers, 5.22) or "elite"
        (elite-unit markers, 5.14).
space   a space id of spaces.SPACES; state a state code of spaces.STATES.
BLOCK   a tuple of effect nodes (may be empty only as the else-branch of "if").

Effect nodes (EFFECTS gives each one's argument types)
======================================================

Structure:
("choice", BLOCK, BLOCK, ...)     the playing side picks exactly one block (2+).
("if", CONDITION, BLOCK, BLOCK)   then-block if the condition holds, else the
                                  else-block (may be ()).
("by_player", BLOCK, BLOCK)       first block when the Union plays the event,
                                  second when the CSA plays it ("both" cards).
("at", moment, BLOCK)             the block is played at ``moment``: "own_round"
                                  (in the player's strategy round) or one of
                                  WHENS (outside the round order, as timing
                                  "interrupt"/"reaction" says). Used only as the
                                  single node of a choice/by_player block.
("special", key, PARAMS)          bespoke behaviour the engine implements under
                                  ``key`` (SPECIALS documents each key and its
                                  params); PARAMS is a tuple of (name, value)
                                  pairs, ``params(node)`` turns it into a dict.

Tracks and strategic will:
("sw", who, delta)                who's SW changes by delta (fates of war apply
                                  as for any SW change, 5.30).
("sw_track", who, factor, track)  who's SW changes by factor x the track's
                                  current value (45: ("sw_track", "csa", -1,
                                  "blockade")).
("blockade", delta)               the blockade track moves by delta (clamped).
("amphib", delta)                 the amphibious assault modifier moves by
                                  delta (clamped 0..5).
("flag", name)                    sets a permanent game flag (FLAGS):
                                  "emancipation" (turn marker to its
                                  Emancipation side: CSA remorse from now on,
                                  cards 29 and 31 void), "foreign_intervention"
                                  (blockade capped at 4, Union reinforcements
                                  -2 SP every phase), "st_marks_br_port" (St.
                                  Marks is an East Gulf BR port for good).

Political control:
("pc", who, count, where, capture)
        place ``count`` PCs of ``who``, at most one per space, each in a space
        matching ``where`` that ``who`` does not already control; an enemy PC
        marker there is flipped (or removed where the space returns to its
        original owner, 11.1). capture False: rule 11.3 D holds (the PC may not
        destroy an RC, displace a national capital, capture a coastal fort or
        destroy a fort counter: such spaces are not legal). capture True: the
        card's explicit exception (61, 111): the PC does all of that, with the
        usual SW consequences.
("remove_pc", who, count, where)
        remove ``count`` PC markers of ``who`` from spaces matching ``where``;
        each space returns to its default control (neutral in a border state,
        its original owner elsewhere). The playing side chooses.

Strength points and forts:
("sp", who, count, where, caps)
        ``who`` gets ``count`` new infantry SP, each placed in a space matching
        ``where`` within ``caps``; SP that cannot be placed are lost. ``where``
        spells out every restriction (the data repeats rule 4.2.7, no space
        with enemy SP or enemy fort, and for the CSA the ban on pro-Union
        spaces, in each node; card 80 omits the latter on purpose).
("lose_sp", who, count, chooser, where, caps)
        ``who`` loses ``count`` infantry SP (never cavalry, 5.2), picked by
        ``chooser`` from spaces matching ``where`` within ``caps``. The last SP
        of an army may go (the army is then eliminated).
("fort", who, count, where)
        ``who`` places ``count`` fort counters (as far as counters are
        available, 5.23: 12 Union, 6 CSA), one per space, in spaces matching
        ``where``.

Caps (a tuple of atoms, all apply; () = no limit):
("per_space", n)     at most n per space.
("same_space",)      all in one single space.
("per_state", n)     at most n per state.
("not_last",)        never the last SP in a space (lose_sp).
("prefer", where)    take them from spaces matching ``where`` as far as
                     possible, then from anywhere (lose_sp).

Naval markers and elite units:
("naval_marker", marker, count, where)
        place ``count`` CSA markers (ironclad/torpedo/hunley) in spaces matching
        ``where``, within the 5.22 limits (at most one torpedo and one ironclad
        per space; 3 ironclads, 6 torpedoes, 1 Hunley in play; excess lost).
("remove_naval_marker", marker, count)
        the playing side removes ``count`` such markers from the map.
("elite", who)
        ``who`` places one of its elite-unit markers (5.14) with one of its
        armies.

Cards:
("discard_random", who)           one card of ``who``'s hand, picked at random,
                                  is discarded (a special event discarded so
                                  fires if its conditions hold, 4.4).
("draw", who, n)                  ``who`` draws n cards from the deck.

Movement and battle:
("campaign", kind, moves)         kind "major"/"minor": up to ``moves`` moves
                                  by different forces, one at a time, at most
                                  one naval; or (Union) one special army naval
                                  move with all of them (4.3).
("sp_move", max_sp, infantry_only)
        move up to ``max_sp`` SP from one space as a corps move led by no
        general (it may enter enemy spaces); infantry_only: cavalry SP may not
        go.
("naval_move", who, max_sp, max_generals, amphib_drm, run_drm)
        ``who`` makes a naval move (6.1) with up to ``max_sp`` SP and
        ``max_generals`` generals; +amphib_drm to the Union in an amphibious
        assault that ends it; +run_drm to running the batteries.
("concentrate", max_sp, max_spaces, one_source, commander_casualty)
        concentration event (4.5): move up to ``max_sp`` SP by rail only (no
        generals, no brigades) into a concentration space with a rail link in
        an originally Confederate state, each at most ``max_spaces`` spaces
        (None: no limit, as strategic movement), all from one space if
        ``one_source``; then a general there activates and must try to attack
        an enemy force (an ungarrisoned fort counts). The concentration may be
        skipped. commander_casualty: an army commander in that battle is
        eligible for general casualties (5.13). The Union may use the B&O
        (card 103).
("auto_intercept", max_range)     one of the player's forces intercepts the
                                  moving enemy without a roll from up to
                                  ``max_range`` spaces; any space between
                                  must be friendly and free of enemy SP (it
                                  may be the one the enemy just left); no
                                  pick-ups or drop-offs.
("force_attrition", who)          one force of ``who``, chosen by the player,
                                  takes an attrition check now, and forages
                                  too if it has no LOC (5.25).
("cancel_activation", gfilter)    the activation just made is cancelled (the
                                  force may not be activated again by the
                                  same campaign card). gfilter: tuple of atoms
                                  ("strategy", r, ...) = only if the
                                  activated general's strategy rating is one
                                  of them; () = any activation.
("limit_move", spaces)            the moving enemy force may go at most
                                  ``spaces`` more spaces (a conversion counts
                                  as one); within a campaign only that move;
                                  never against a special army naval move.
("cancel_naval_move", source)     source "ops": cancels an enemy naval move
                                  made with an OPS card (value 3); never one
                                  made by an event (campaign cards included).
("battle_drm", who, drm)          ``who`` adds drm to its roll in this battle.
("cancel_fort_drm", who)          ``who``'s fort modifier does not count in
                                  this battle or amphibious assault.

Where (a tuple of atoms, all must hold; () = any space)
=======================================================
("state", state, ...)             in one of these states.
("space", space, ...)             one of these spaces.
("not_space", space, ...)         none of these spaces.
("control", c, ...)               controlled by one of c: a ``who`` or
                                  "neutral".
("state_control", who)            the space's state is controlled by who.
("pc_marker", who)                a PC marker of who is on the space (not mere
                                  default control).
("no_sp", who) / ("no_fort", who) no SP of who / no fort of who (a counter,
                                  or a coastal fort held by who).
("has_sp", who, n)                at least n SP of who.
("has_army", who) / ("has_general", who)
("loc", who)                      the space has a LOC for who (5.24).
("pro_union",)                    a Union-favourable space.
("rc",) / ("port",) / ("coastal_fort",)
("br_port", "open" | "any")       a BR port (open per 5.26, or any).
("capital", who)                  who's national capital.
("vacant",)                       no SP, general or fort of either side.
("no_naval_marker", marker)       no such CSA marker there.
("within", n, anchor, links, avoid)
        at most n spaces (0 = the anchor itself) from the anchor, counting
        road and rail links ("land") or road, rail and river links
        ("land_river"), never through a region of ``avoid`` (REGIONS:
        "ne_alabama" = the spaces joined by the dashed NE Alabama roads).
        anchor: ("space", space) | ("capital", who) | ("has_sp", who) (any
        space with who's SP) | ("cav_brigade", who) (one of who's cavalry
        brigades, chosen by the player; the same one for the whole node).
("not", atom) / ("any", atom, ...) / ("all", atom, ...)

Conditions (play_if and "if")
=============================
("emancipation",)                 Emancipation is in effect (flag set).
("not", c) / ("all", c, ...) / ("any", c, ...)
("player_is", side)               the event is being played by ``side``.
("sw_at_least", who, n)           who's SW is n or more.
("roll_above_track", track)       roll one d6 now: true if it beats the
                                  track's current value.
("controls_state", who, state) / ("controls_space", who, space)
("armies_in_state", who, state, n)  at least n of who's armies in the state.
("occupies_all", who, (space, ...))  who's infantry SP in every listed space.
("hand_size_at_least", who, n)
("marker_available", marker, who)  one of who's markers of that kind can
                                  still come into play (limits of 5.14/5.22).
("marker_in_play", marker, who)   at least one is on the map.
("battle_won_last_round", who, sizes)  who won a battle of one of ``sizes``
                                  ("large", "medium", "small") in the
                                  strategy round just completed (for 81 an
                                  overrun and the capture of an ungarrisoned
                                  fort count as a medium win, 5.2).
("battle_with_fort", who)         the battle being fought involves a fort
                                  (counter or coastal) of who.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

UNION, CSA, BOTH = "union", "csa", "both"
SIDES = (UNION, CSA, BOTH)
WHO = (UNION, CSA, "player", "enemy")
TIMINGS = ("event", "interrupt", "reaction", "mixed")
WHENS = ("enemy_activation", "enemy_move", "enemy_naval_move", "interception", "battle_start")
MOMENTS = ("own_round",) + WHENS
TRACKS = ("blockade", "amphib")
MARKERS = ("ironclad", "torpedo", "hunley", "elite")
FLAGS = ("emancipation", "foreign_intervention", "st_marks_br_port")
LINKS = ("land", "land_river")
REGIONS = ("ne_alabama",)
SIZES = ("large", "medium", "small")
SCENARIOS = ("1861", "1862", "1863", "1864", "campaign")

# Effect nodes: argument types (checked by ``check_effect``; "*block" =
# two or more blocks).
EFFECTS = {
    "choice": ("*block",),
    "if": ("cond", "block", "block"),
    "by_player": ("block", "block"),
    "at": ("moment", "block"),
    "special": ("special", "params"),
    "sw": ("who", "int"),
    "sw_track": ("who", "int", "track"),
    "blockade": ("int",),
    "amphib": ("int",),
    "flag": ("flag",),
    "pc": ("who", "count", "where", "bool"),
    "remove_pc": ("who", "count", "where"),
    "sp": ("who", "count", "where", "caps"),
    "lose_sp": ("who", "count", "who", "where", "caps"),
    "fort": ("who", "count", "where"),
    "naval_marker": ("naval", "count", "where"),
    "remove_naval_marker": ("naval", "count"),
    "elite": ("who",),
    "discard_random": ("who",),
    "draw": ("who", "pos"),
    "campaign": ("campaign", "pos"),
    "sp_move": ("pos", "bool"),
    "naval_move": ("who", "pos", "pos", "nat", "nat"),
    "concentrate": ("pos", "pos_or_none", "bool", "bool"),
    "auto_intercept": ("pos",),
    "force_attrition": ("who",),
    "cancel_activation": ("gfilter",),
    "limit_move": ("pos",),
    "cancel_naval_move": ("naval_source",),
    "battle_drm": ("who", "int"),
    "cancel_fort_drm": ("who",),
}
STRUCTURE = ("choice", "if", "by_player", "at", "special")

WHERE = {
    "state": ("*state",),
    "space": ("*space",),
    "not_space": ("*space",),
    "control": ("*control",),
    "state_control": ("who",),
    "pc_marker": ("who",),
    "no_sp": ("who",),
    "no_fort": ("who",),
    "has_sp": ("who", "pos"),
    "has_army": ("who",),
    "has_general": ("who",),
    "loc": ("who",),
    "pro_union": (),
    "rc": (),
    "port": (),
    "coastal_fort": (),
    "br_port": ("br",),
    "capital": ("who",),
    "vacant": (),
    "no_naval_marker": ("naval",),
    "within": ("nat", "anchor", "links", "regions"),
    "not": ("watom",),
    "any": ("*watom",),
    "all": ("*watom",),
}
ANCHORS = {"space": ("space",), "capital": ("who",), "has_sp": ("who",), "cav_brigade": ("who",)}
CAPS = {"per_space": ("pos",), "same_space": (), "per_state": ("pos",), "not_last": (),
        "prefer": ("where",)}
CONDITIONS = {
    "emancipation": (),
    "not": ("cond",),
    "all": ("*cond",),
    "any": ("*cond",),
    "player_is": ("side",),
    "sw_at_least": ("who", "pos"),
    "roll_above_track": ("track",),
    "controls_state": ("who", "state"),
    "controls_space": ("who", "space"),
    "armies_in_state": ("who", "state", "pos"),
    "occupies_all": ("who", "spaces"),
    "hand_size_at_least": ("who", "pos"),
    "marker_available": ("marker", "who"),
    "marker_in_play": ("marker", "who"),
    "battle_won_last_round": ("who", "sizes"),
    "battle_with_fort": ("who",),
}
GFILTER = {"strategy": ("*rating",)}

# Bespoke behaviours: key -> (cards, what the engine does, params).
SPECIALS = {
    "richmond_march": (
        (3,), "Card 3, Union play (5.2 'On to Richmond!'): the Union activates one of its armies "
        "that is within army_within spaces of target and not under a generic commander; it moves by "
        "the shortest path (Union's pick among equals) to target and tries to take it, picking up and "
        "dropping neither SP nor generals, except that fort_garrison SP may stay behind if it starts "
        "in a fort space; it may convert spaces on the way; entering and converting target ends it. "
        "Applies even if the Union holds target.",
        ("army_within", "target", "fort_garrison")),
    "richmond_forced_card": (
        (3,), "Card 3, CSA play: a random card of the victim's hand is taken out and set aside (face "
        "up on the discard pile); the victim's next strategy round is spent with it on the march of "
        "'richmond_march' (AUTHORED reading of the [AMBIG] in 5.2; CARDS_NOTES.md C9). Playable only "
        "if the victim holds a card (play_if).",
        ("victim", "then")),
    "costly_mistake": (
        (4,), "The player picks an enemy army with at least min_subordinates subordinate generals "
        "(cavalry generals count); one of them is picked at random and rolls a die: killed_on -> "
        "killed (5.13), wounded_on -> to the turn track, back in the next reinforcement phase.",
        ("target", "min_subordinates", "killed_on", "wounded_on")),
    "ambush": (
        (6,), "The player picks an enemy cavalry general (brigade) that is not part of an army and "
        "rolls a die: killed_on -> the general is killed (5.7 losses: brigade removed, its SP to "
        "the turn track); otherwise no effect.",
        ("target", "killed_on")),
    "red_river_campaign": (
        (14,), "Played by the Union (always for OPS, rules 'union_must_play_as_ops'): after that "
        "OPS action, if no Union SP is in check_space or within check_range of it, the Union's SW "
        "changes by sw_penalty; each objective space holding Union SP may then receive a Union PC "
        "(objective_pc). The objective spaces are an open question (CARDS_NOTES.md): "
        "objective_spaces lists the authored reading.",
        ("check_space", "check_range", "sw_penalty", "objective_pc", "objective_spaces")),
    "farragut": (
        (59,), "A Union naval move with up to max_sp SP and max_generals generals, +run_drm to "
        "running the batteries; it may pass pass_forts ungarrisoned coastal fort(s) without running "
        "the batteries in order to make an amphibious assault beyond (never past an ironclad); it "
        "ignores the first ignore_torpedoes torpedo marker(s) met; a port it captures gets a Union "
        "PC at once (exception to 11.3 D).",
        ("max_sp", "max_generals", "run_drm", "pass_forts", "ignore_torpedoes", "pc_on_capture")),
    "free_relief": (
        (74, 75, 76, 78), "The player relieves one army commander of side ``whose`` (not in a space "
        "of excluded_states), removing him from the game or demoting him (to the turn track), with "
        "no SW cost for the relief itself; the -2 per passed-over higher-PI general (5.8) still "
        "applies to the new commander. If or_remove_subordinate: instead, any general of ``whose`` "
        "who commands no army may be removed from the game.",
        ("whose", "excluded_states", "or_remove_subordinate")),
    "detached_cavalry": (
        (105,), "At the start of a battle against an enemy army holding at least one cavalry "
        "brigade: for that battle only the enemy army commander's battle rating is changed by "
        "commander_drm, the enemy cavalry generals' ratings are not used, and they cannot become "
        "casualties.",
        ("target", "commander_drm")),
    "galveston": (
        (115,), "Move sp CSA SP from a BR port (open or closed) into its own coastal fort when the "
        "Union controls that fort and no Union SP is in it; a CSA PC goes on the fort (no LOC "
        "needed): the exception to 'a lost coastal fort is lost for good' (5.23).",
        ("sp",)),
    "crisis_in_the_west": (
        (122,), "If at least min_armies CSA armies are in from_state, the CSA must move one of them "
        "(its choice, the whole army) to a CSA-controlled space in ``states`` that is an RC "
        "(destroyed or not), a river port or a BR port (open or closed).",
        ("min_armies", "from_state", "states")),
    "valley_devastation": (
        (126,), "Each space of ``spaces`` gets a permanent 'RC destroyed' marker, and those spaces "
        "no longer supply CSA forces for attrition (the Shenandoah exception of 5.24 ends).",
        ("spaces",)),
}

RULE_FLAGS = {
    "no_voluntary_discard": "the holder may never discard it voluntarily (4.2.3).",
    "must_event_first_chance": "the holder must play it as the event in the first strategy round "
                               "in which play_if holds (81).",
    "must_event_by_last_round": "the holder must play it as the event in some round while play_if "
                                "holds, at the latest in his last round of the turn (82).",
    "ops_only_as_last_card": "when the event cannot be played it may be played for OPS only as the "
                             "holder's last card (82: second-to-last when he also holds 81).",
    "reshuffle_if_not_event": "played for OPS or discarded: the deck is reshuffled at the end of "
                              "the strategy-rounds phase (4.4).",
    "fires_if_forced_discard": "discarded by an enemy event while play_if holds: its event happens "
                               "(4.4).",
    "union_must_play_as_ops": "the Union may play it only for OPS; its effect then follows that "
                              "OPS action (14).",
    "removed_when_union_plays": "removed from the game whenever the Union plays it (14).",
}

# Cards set aside before play (digest 6.2-6.4 = the Spanish 14.4, 15.4, 16.4).
SETUP_OUT = {
    "1862": (24, 26, 29, 42, 43, 44, 47, 48, 52, 68, 90, 91),
    "1863": (24, 26, 29, 31, 42, 43, 44, 47, 48, 52, 68, 76, 81, 90, 91, 116),
    "1864": (24, 26, 29, 31, 42, 43, 44, 47, 48, 52, 68, 76, 81, 90, 91, 110),
}

BLOCKADE = {61: 1, 63: 1, 68: 1, 69: 1, 71: 1, 98: 1, 127: 1, 128: -1}
MAJOR = (83, 84)
MINOR = (85, 86, 87, 88, 99, 121)


@dataclass(frozen=True)
class Card:
    number: int
    ops: int
    side: str
    removed: bool
    timing: str
    when: str | None
    campaign: str | None
    blockade: int
    effect: tuple
    play_if: tuple | None
    rules: tuple
    setup_out: tuple


def params(node: tuple) -> dict:
    """The params of a ("special", key, params) node as a dict."""
    return dict(node[2])


# ---------------------------------------------------------------------------
# Where fragments used by many cards
# ---------------------------------------------------------------------------
# Rule 4.2.7: new SP never where the enemy has SP or a fort.
U_NEW = (("no_sp", CSA), ("no_fort", CSA))
C_NEW = (("no_sp", UNION), ("no_fort", UNION))
# CSA SP never in a Union-favourable space (5.26; card 80 is the exception).
C_NEW_NPU = C_NEW + (("not", ("pro_union",)),)
OPEN_BR = (("br_port", "open"),)
RAIL_BUILD_CSA = (("control", CSA), ("loc", CSA), ("no_sp", UNION), ("no_fort", UNION), ("no_fort", CSA))
SHENANDOAH = ("winchester_va", "strasburg", "staunton")

_NOT_AFTER_EMANCIPATION = ("not", ("emancipation",))
_SPECIAL_RULES_81_82 = ("no_voluntary_discard", "ops_only_as_last_card", "reshuffle_if_not_event",
                        "fires_if_forced_discard")


def _sp(who, n, where, caps=()):
    return ("sp", who, n, tuple(where), tuple(caps))


def _pc(who, n, where, capture=False):
    return ("pc", who, n, tuple(where), capture)


def _at(moment, *nodes):
    return (("at", moment, tuple(nodes)),)


_GORGAS = (_sp(CSA, 3, (("control", CSA), ("state_control", CSA), ("loc", CSA)) + C_NEW_NPU,
               (("per_state", 1),)),)
_TENNESSEE_2 = (_sp(CSA, 2, (("state", "TN"), ("control", CSA), ("loc", CSA)) + C_NEW_NPU,
                    (("same_space",),)),)
_AGENTS_3 = (_sp(CSA, 3, OPEN_BR + C_NEW_NPU, (("per_space", 1),)),)
_LEADERLESS_2 = (("sp_move", 2, False),)
_LEADERLESS_2_INF = (("sp_move", 2, True),)
_IRONCLAD = (("naval_marker", "ironclad", 1, (("any", ("port",), ("coastal_fort",)), ("control", CSA))),)
_ELITE = (("elite", "player"),)
_NAVAL_PLUS2 = (("naval_move", UNION, 3, 1, 2, 2),)
_STRATEGY_BOARD = (("naval_move", UNION, 3, 1, 0, 0),)
_QUAKER = (("cancel_activation", (("strategy", 2, 3),)),)
_BLOCKADE_OR_AMPHIB = (("choice", (("blockade", 1),), (("amphib", 2),)),)
_STRATEGIC_CONC = (("concentrate", 5, None, False, True),)
_RAID_WHERE = (("no_sp", CSA), ("no_fort", CSA))
_FORTS_2_CSA = (("fort", CSA, ("up_to", 2), RAIL_BUILD_CSA),)


def _relief(whose, excluded=(), subordinate=True):
    return ("special", "free_relief", (("whose", whose), ("excluded_states", tuple(excluded)),
                                       ("or_remove_subordinate", subordinate)))


# ---------------------------------------------------------------------------
# The cards: number -> dict of the fields that differ from the defaults
# (timing "event", removed False, no play_if, no rules).
# ---------------------------------------------------------------------------
_ROWS: dict[int, dict[str, Any]] = {
    1: dict(ops=1, side=UNION, timing="mixed", when="enemy_activation", effect=(
        ("choice", _at("enemy_activation", ("cancel_activation", ())),
         _at("own_round", ("force_attrition", CSA))),)),
    2: dict(ops=2, side=CSA, effect=(
        ("choice", (("sw", UNION, -2),),
         (_pc(CSA, 2, (("state", "OH"), ("no_sp", UNION), ("no_fort", UNION))),)),)),
    3: dict(ops=1, side=BOTH, effect=(
        ("by_player",
         (("special", "richmond_march", (("army_within", 4), ("target", "richmond"),
                                         ("fort_garrison", 1))),),
         (("special", "richmond_forced_card", (("victim", UNION), ("then", "richmond_march"))),)),),
        play_if=("any", ("player_is", UNION), ("hand_size_at_least", UNION, 1))),
    4: dict(ops=1, side=BOTH, effect=(
        ("special", "costly_mistake", (("target", "enemy"), ("min_subordinates", 2),
                                       ("killed_on", (1, 2, 3)), ("wounded_on", (4, 5, 6)))),)),
    5: dict(ops=1, side=BOTH, effect=(("lose_sp", "enemy", 1, "player", (("has_sp", "enemy", 2),), ()),)),
    6: dict(ops=1, side=BOTH, effect=(
        ("special", "ambush", (("target", "enemy"), ("killed_on", (1, 2, 3)))),)),
    7: dict(ops=1, side=BOTH, timing="interrupt", when="enemy_move", effect=(("limit_move", 1),)),
    8: dict(ops=1, side=BOTH, timing="interrupt", when="interception", effect=(("auto_intercept", 2),)),
    9: dict(ops=3, side=UNION, effect=(
        _sp(UNION, 3, (("has_sp", UNION, 1), ("loc", UNION)) + U_NEW, (("per_space", 1),)),)),
    10: dict(ops=3, side=UNION, effect=(
        _sp(UNION, 3, (("any", ("capital", UNION), ("all", ("has_army", UNION), ("loc", UNION))),) + U_NEW,
            (("same_space",),)),)),
    11: dict(ops=2, side=UNION, effect=(_pc(UNION, 3, (("state", "MO"),) + _RAID_WHERE),)),
    12: dict(ops=3, side=CSA, effect=(("sw", UNION, -3),)),
    13: dict(ops=2, side=CSA, effect=(
        ("remove_pc", UNION, 2, (("state", "MO"), ("no_sp", UNION), ("no_fort", UNION))),)),
    14: dict(ops=3, side=UNION, removed=True, effect=(
        ("special", "red_river_campaign", (("check_space", "grand_ecore"), ("check_range", 1),
                                           ("sw_penalty", -5), ("objective_pc", True),
                                           ("objective_spaces", ("grand_ecore", "alexandria",
                                                                 "shreveport")))),),
        rules=("no_voluntary_discard", "union_must_play_as_ops", "removed_when_union_plays")),
    15: dict(ops=1, side=CSA, effect=(
        ("remove_pc", UNION, 2, (("state", "VA"), ("within", 2, ("space", "winchester_va"), "land", ()))),)),
    16: dict(ops=2, side=UNION, effect=(
        _pc(UNION, 2, (("within", 4, ("cav_brigade", UNION), "land_river", ("ne_alabama",)),) + _RAID_WHERE),)),
    17: dict(ops=3, side=CSA, effect=_AGENTS_3),
    18: dict(ops=2, side=UNION, effect=(("sw", CSA, -2),)),
    19: dict(ops=1, side=BOTH, effect=_LEADERLESS_2),
    20: dict(ops=3, side=CSA, effect=(("lose_sp", UNION, 2, CSA, (), (("per_space", 1), ("not_last",))),)),
    21: dict(ops=3, side=CSA, effect=_AGENTS_3),
    22: dict(ops=3, side=CSA, effect=_GORGAS),
    23: dict(ops=2, side=CSA, effect=(_sp(CSA, 2, OPEN_BR + C_NEW_NPU, (("per_space", 1),)),)),
    24: dict(ops=3, side=CSA, removed=True, effect=_FORTS_2_CSA),
    25: dict(ops=1, side=UNION, effect=(("discard_random", CSA),)),
    26: dict(ops=3, side=BOTH, removed=True, effect=(
        ("by_player", (("sw", CSA, -2),),
         (_sp(CSA, 2, (("br_port", "any"), ("control", CSA)) + C_NEW_NPU, (("per_space", 1),)),)),)),
    27: dict(ops=3, side=CSA, effect=(("discard_random", UNION),)),
    28: dict(ops=1, side=BOTH, timing="mixed", when="battle_start", effect=(
        ("by_player", _at("own_round", _sp(UNION, 1, (("space", "st_louis"),) + U_NEW)),
         _at("battle_start", ("battle_drm", CSA, 2))),)),
    29: dict(ops=2, side=UNION, removed=True, effect=(
        _pc(UNION, 2, U_NEW + (("not", ("rc",)), ("not", ("br_port", "any")), ("not", ("coastal_fort",)),
                               ("any", ("state", "KY", "MO", "WV"), ("not", ("pc_marker", CSA))))),),
        play_if=_NOT_AFTER_EMANCIPATION),
    30: dict(ops=3, side=UNION, effect=(_sp(UNION, 3, (("control", UNION),) + U_NEW, (("same_space",),)),)),
    31: dict(ops=2, side=UNION, removed=True, effect=(("lose_sp", CSA, 2, UNION, (), (("per_space", 1),)),),
             play_if=_NOT_AFTER_EMANCIPATION),
    32: dict(ops=3, side=CSA, effect=(("sw", CSA, 3),)),
    33: dict(ops=1, side=CSA, effect=(_sp(CSA, 1, (("state", "KY"), ("control", CSA, "neutral")) + C_NEW_NPU),)),
    34: dict(ops=1, side=BOTH, effect=_ELITE, play_if=("marker_available", "elite", "player")),
    35: dict(ops=1, side=BOTH, effect=_ELITE, play_if=("marker_available", "elite", "player")),
    36: dict(ops=1, side=BOTH, effect=_ELITE, play_if=("marker_available", "elite", "player")),
    37: dict(ops=2, side=CSA, effect=_GORGAS),
    38: dict(ops=2, side=CSA, effect=_TENNESSEE_2),
    39: dict(ops=2, side=CSA, effect=(
        ("lose_sp", UNION, 3, UNION, (), (("prefer", (("state", "PA", "MD", "NJ", "DC"),)),)),)),
    40: dict(ops=3, side=UNION, effect=(
        _sp(UNION, 5, (("control", UNION), ("loc", UNION)) + U_NEW, (("per_space", 2),)),)),
    41: dict(ops=2, side=CSA, effect=_TENNESSEE_2),
    42: dict(ops=2, side=BOTH, removed=True, effect=(
        ("remove_pc", "enemy", ("up_to", 3), (("state", "KY"),)),
        ("remove_pc", "player", 1, (("state", "KY"),)))),
    43: dict(ops=1, side=UNION, removed=True, effect=(
        _sp(UNION, 1, (("state", "MO"), ("control", UNION, "neutral")) + U_NEW),)),
    44: dict(ops=2, side=UNION, removed=True, effect=(_pc(UNION, 3, (("state", "WV"),) + _RAID_WHERE),)),
    45: dict(ops=3, side=UNION, effect=(("sw_track", CSA, -1, "blockade"),)),
    46: dict(ops=1, side=UNION, effect=(_pc(UNION, 2, (("state", "TN"), ("pro_union",)) + _RAID_WHERE),)),
    47: dict(ops=3, side=CSA, removed=True, effect=(
        _sp(CSA, 2, (("state", "KY", "MO", "MD", "DE"), ("any", ("has_general", CSA), ("has_army", CSA)))
            + C_NEW_NPU, (("same_space",),)),)),
    48: dict(ops=3, side=CSA, removed=True, effect=(("sw", CSA, 3),)),
    49: dict(ops=3, side=CSA, effect=(("sw", UNION, -2),)),
    50: dict(ops=1, side=CSA, effect=(("sw", UNION, -1),)),
    51: dict(ops=1, side=CSA, effect=(("naval_marker", "torpedo", 3, (("port",), ("control", CSA))),),
             play_if=("marker_available", "torpedo", CSA)),
    52: dict(ops=3, side=CSA, removed=True, effect=(("sw", CSA, 5),)),
    53: dict(ops=1, side=CSA, effect=_IRONCLAD, play_if=("marker_available", "ironclad", CSA)),
    54: dict(ops=1, side=CSA, effect=_IRONCLAD, play_if=("marker_available", "ironclad", CSA)),
    55: dict(ops=1, side=CSA, effect=_IRONCLAD, play_if=("marker_available", "ironclad", CSA)),
    56: dict(ops=1, side=CSA, effect=(("naval_marker", "hunley", 1, (("port",), ("control", CSA))),),
             play_if=("marker_available", "hunley", CSA)),
    57: dict(ops=2, side=UNION, effect=_NAVAL_PLUS2),
    58: dict(ops=2, side=UNION, effect=_NAVAL_PLUS2),
    59: dict(ops=2, side=UNION, effect=(
        ("special", "farragut", (("max_sp", 3), ("max_generals", 1), ("run_drm", 2), ("pass_forts", 1),
                                 ("ignore_torpedoes", 1), ("pc_on_capture", True))),)),
    60: dict(ops=2, side=UNION, effect=(("remove_naval_marker", "ironclad", 1),),
             play_if=("marker_in_play", "ironclad", CSA)),
    61: dict(ops=3, side=UNION, effect=(
        ("blockade", 1),
        _pc(UNION, 1, (("space", "forts_st_philip_jackson"), ("no_sp", CSA),
                       ("no_naval_marker", "ironclad")), capture=True))),
    62: dict(ops=2, side=CSA, effect=(("sw", UNION, -2),)),
    63: dict(ops=2, side=UNION, effect=(("blockade", 1),)),
    64: dict(ops=1, side=UNION, effect=(("sw", UNION, 1),)),
    65: dict(ops=1, side=CSA, effect=(("lose_sp", UNION, 3, UNION, (), ()),)),
    66: dict(ops=1, side=BOTH, effect=_LEADERLESS_2_INF),
    67: dict(ops=2, side=UNION, effect=(("amphib", 2),)),
    68: dict(ops=2, side=UNION, removed=True, effect=(("blockade", 1),)),
    69: dict(ops=3, side=UNION, effect=_BLOCKADE_OR_AMPHIB),
    70: dict(ops=2, side=UNION, effect=(("amphib", 2),)),
    71: dict(ops=3, side=UNION, effect=_BLOCKADE_OR_AMPHIB),
    72: dict(ops=2, side=UNION, effect=(("amphib", 2),)),
    73: dict(ops=1, side=CSA, effect=(
        ("lose_sp", UNION, 1, CSA, (("within", 2, ("has_sp", CSA), "land_river", ()),), ()),)),
    74: dict(ops=2, side=UNION, effect=(_relief(UNION),)),
    75: dict(ops=2, side=CSA, removed=True, effect=(
        ("choice", (_relief(CSA, ("VA", "NC", "SC", "FL"), subordinate=False),), _STRATEGIC_CONC),)),
    76: dict(ops=2, side=UNION, removed=True, effect=(_relief(UNION),)),
    77: dict(ops=2, side=CSA, removed=True, effect=(("sw", UNION, -5),)),
    78: dict(ops=3, side=BOTH, effect=(_relief("player"),)),
    79: dict(ops=1, side=CSA, effect=(_sp(CSA, 1, (("state", "AR"), ("control", CSA)) + C_NEW_NPU),)),
    80: dict(ops=1, side=CSA, effect=(
        _sp(CSA, 3, (("control", CSA), ("loc", CSA)) + C_NEW, (("same_space",),)),
        ("sw", CSA, -3))),
    81: dict(ops=3, side=BOTH, removed=True, effect=(
        ("sw", CSA, -10), ("lose_sp", CSA, 3, CSA, (), ()), ("sw", UNION, -5), ("flag", "emancipation")),
        play_if=("battle_won_last_round", UNION, ("large", "medium")),
        rules=("must_event_first_chance",) + _SPECIAL_RULES_81_82),
    82: dict(ops=3, side=BOTH, removed=True, effect=(
        ("blockade", -1), ("flag", "foreign_intervention"), ("sw", UNION, -10)),
        play_if=("sw_at_least", CSA, 110),
        rules=("must_event_by_last_round",) + _SPECIAL_RULES_81_82),
    89: dict(ops=1, side=CSA, timing="interrupt", when="enemy_activation", effect=_QUAKER),
    90: dict(ops=3, side=CSA, removed=True, effect=(("sw", UNION, -2),)),
    91: dict(ops=2, side=CSA, removed=True, effect=(("sw", CSA, 1),)),
    92: dict(ops=2, side=CSA, effect=(_pc(CSA, 1, (("space", "baltimore"), ("vacant",))),)),
    97: dict(ops=1, side=CSA, effect=(("sw", CSA, 3),)),
    98: dict(ops=2, side=UNION, effect=(("blockade", 1),)),
    100: dict(ops=3, side=CSA, effect=_STRATEGIC_CONC),
    101: dict(ops=3, side=CSA, effect=_STRATEGIC_CONC),
    102: dict(ops=3, side=CSA, timing="mixed", when="interception", effect=(
        ("choice", _at("own_round", ("concentrate", 2, 5, True, False)),
         _at("interception", ("auto_intercept", 2))),)),
    103: dict(ops=3, side=BOTH, effect=(("concentrate", 2, 10, True, False),)),
    104: dict(ops=1, side=BOTH, effect=_LEADERLESS_2_INF),
    105: dict(ops=1, side=BOTH, timing="mixed", when="battle_start", effect=(
        ("choice",
         _at("battle_start", ("special", "detached_cavalry", (("target", "enemy"), ("commander_drm", -2)))),
         _at("own_round", _pc("player", 1, (("within", 4, ("cav_brigade", "player"), "land_river",
                                             ("ne_alabama",)), ("no_sp", "enemy"), ("no_fort", "enemy"))))),)),
    106: dict(ops=3, side=CSA, effect=_AGENTS_3),
    107: dict(ops=1, side=CSA, timing="interrupt", when="enemy_activation", effect=_QUAKER),
    108: dict(ops=2, side=UNION, removed=True, effect=(("sw", CSA, -2),)),
    109: dict(ops=2, side=CSA, effect=_FORTS_2_CSA),
    110: dict(ops=3, side=UNION, removed=True, effect=(("sw", UNION, 3),)),
    111: dict(ops=2, side=UNION, removed=True, effect=(
        _pc(UNION, 2, (("within", 4, ("cav_brigade", UNION), "land_river", ()),) + _RAID_WHERE, capture=True),)),
    112: dict(ops=2, side=CSA, removed=True, timing="interrupt", when="enemy_naval_move",
              effect=(("cancel_naval_move", "ops"),)),
    113: dict(ops=2, side=UNION, removed=True, effect=(
        ("choice",
         (("fort", UNION, 3, (("control", UNION), ("no_sp", CSA), ("no_fort", UNION), ("no_fort", CSA),
                              ("within", 2, ("capital", UNION), "land", ()))),),
         (("fort", UNION, 2, (("control", UNION), ("no_sp", CSA), ("no_fort", UNION), ("no_fort", CSA))),)),)),
    114: dict(ops=3, side=UNION, removed=True, effect=(
        _sp(UNION, 5, (("state", "NJ", "DE", "PA", "DC"), ("control", UNION), ("loc", UNION)) + U_NEW,
            (("same_space",),)),)),
    115: dict(ops=2, side=CSA, removed=True, effect=(("special", "galveston", (("sp", 1),)),)),
    116: dict(ops=2, side=CSA, removed=True, effect=(
        ("if", ("roll_above_track", "amphib"), (("amphib", -1),), ()),)),
    117: dict(ops=3, side=CSA, removed=True, effect=(
        ("flag", "st_marks_br_port"),
        _sp(CSA, 2, (("space", "st_marks"),) + C_NEW, (("same_space",),)),
        ("fort", CSA, 1, (("space", "st_marks"), ("no_fort", CSA)))),
        play_if=("all", ("controls_state", CSA, "FL"), ("controls_space", CSA, "st_marks"))),
    118: dict(ops=3, side=CSA, removed=True, effect=(
        _sp(CSA, 2, (("state", "TX"), ("control", CSA)) + C_NEW_NPU, (("same_space",),)),)),
    119: dict(ops=2, side=BOTH, removed=True, effect=(("discard_random", "enemy"),)),
    120: dict(ops=1, side=BOTH, effect=(("by_player", (("sw", UNION, 1),), (("sw", UNION, -1),)),)),
    122: dict(ops=3, side=UNION, removed=True, effect=(
        ("special", "crisis_in_the_west", (("min_armies", 2), ("from_state", "VA"),
                                           ("states", ("TN", "AL", "MS", "AR", "LA", "TX")))),),
        play_if=("armies_in_state", CSA, "VA", 2)),
    123: dict(ops=1, side=BOTH, removed=True, effect=(
        ("by_player", (("sw", UNION, 1),),
         (_pc(CSA, 2, (("state", "MO"), ("not_space", "st_louis"), ("no_sp", UNION), ("no_fort", UNION))),)),)),
    124: dict(ops=2, side=UNION, removed=True, effect=(("force_attrition", CSA),)),
    125: dict(ops=1, side=UNION, removed=True, effect=(("discard_random", CSA),)),
    126: dict(ops=1, side=UNION, removed=True, effect=(
        ("special", "valley_devastation", (("spaces", SHENANDOAH),)),),
        play_if=("occupies_all", UNION, SHENANDOAH)),
    127: dict(ops=2, side=UNION, removed=True, effect=(("blockade", 1),)),
    128: dict(ops=3, side=CSA, removed=True, effect=(("blockade", -1),)),
    129: dict(ops=2, side=CSA, removed=True, effect=(("amphib", -1),)),
    130: dict(ops=3, side=UNION, removed=True, timing="reaction", when="battle_start", effect=(
        ("cancel_fort_drm", CSA), ("draw", UNION, 1)), play_if=("battle_with_fort", CSA)),
}
for _n in MAJOR:
    _ROWS[_n] = dict(ops=3, side=BOTH, effect=(("campaign", "major", 3),))
for _n in MINOR:
    _ROWS[_n] = dict(ops=3, side=BOTH, effect=(("campaign", "minor", 2),))
for _n in (93, 94, 95, 96):
    _ROWS[_n] = dict(ops=2, side=UNION, effect=_STRATEGY_BOARD)


def _build(n: int, row: dict) -> Card:
    return Card(
        number=n, ops=row["ops"], side=row["side"], removed=row.get("removed", False),
        timing=row.get("timing", "event"), when=row.get("when"),
        campaign="major" if n in MAJOR else "minor" if n in MINOR else None,
        blockade=BLOCKADE.get(n, 0), effect=tuple(row["effect"]), play_if=row.get("play_if"),
        rules=tuple(row.get("rules", ())),
        setup_out=tuple(s for s in ("1862", "1863", "1864") if n in SETUP_OUT[s]))


CARDS: dict[int, Card] = {n: _build(n, _ROWS[n]) for n in sorted(_ROWS)}
DECK = tuple(sorted(CARDS))
del _n


def deck(scenario: str) -> tuple:
    """The card numbers in the deck at the start of ``scenario`` (6.2-6.4)."""
    if scenario not in SCENARIOS:
        raise ValueError(f"no scenario {scenario!r}")
    out = set(SETUP_OUT.get(scenario, ()))
    return tuple(n for n in DECK if n not in out)


def nodes(block: tuple):
    """Every effect node of ``block``, nested ones included, depth first."""
    for node in block:
        yield node
        kind = node[0]
        if kind == "choice":
            for b in node[1:]:
                yield from nodes(b)
        elif kind == "if":
            yield from nodes(node[2])
            yield from nodes(node[3])
        elif kind == "by_player":
            yield from nodes(node[1])
            yield from nodes(node[2])
        elif kind == "at":
            yield from nodes(node[2])


def is_special(card: Card) -> bool:
    """True if any part of the card's effect is a ("special", ...) node."""
    return any(node[0] == "special" for node in nodes(card.effect))


# ---------------------------------------------------------------------------
# Checking (used by the tests; an engine may call it on authored variants)
# ---------------------------------------------------------------------------
def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def check_effect(block: Any, spaces: set, states: set) -> list:
    """Every problem with an effect block as a list of strings ([] = fine):
    unknown nodes, wrong arity, ill-typed arguments."""
    errs: list = []
    _check_block(block, errs, spaces, states, "effect", allow_empty=False)
    return errs


def check_condition(cond: Any, spaces: set, states: set) -> list:
    errs: list = []
    _check_tree(cond, CONDITIONS, errs, spaces, states, "condition")
    return errs


def _check_block(block, errs, spaces, states, path, allow_empty):
    if not isinstance(block, tuple) or (not block and not allow_empty):
        errs.append(f"{path}: a block must be a non-empty tuple, got {block!r}")
        return
    for i, node in enumerate(block):
        _check_tree(node, EFFECTS, errs, spaces, states, f"{path}[{i}]")


def _check_tree(node, table, errs, spaces, states, path):
    if not isinstance(node, tuple) or not node or node[0] not in table:
        errs.append(f"{path}: unknown node {node!r}")
        return
    _check_args(node[0], table[node[0]], node[1:], errs, spaces, states, path)
    if table is EFFECTS and node[0] == "special":
        key, ps = node[1], node[2]
        if key in SPECIALS:
            names = [p[0] for p in ps]
            if sorted(names) != sorted(SPECIALS[key][2]):
                errs.append(f"{path}: special {key} params {names} != {list(SPECIALS[key][2])}")
    if table is EFFECTS and node[0] == "at" and node[1] not in MOMENTS:
        errs.append(f"{path}: unknown moment {node[1]!r}")


def _check_args(name, types, args, errs, spaces, states, path):
    if types and types[0].startswith("*"):
        if len(args) < (2 if types[0] == "*block" else 1):
            errs.append(f"{path}: {name} needs more arguments")
        for j, a in enumerate(args):
            _check_arg(types[0][1:], a, errs, spaces, states, f"{path}.{name}[{j}]")
        return
    if len(args) != len(types):
        errs.append(f"{path}: {name} takes {len(types)} arguments, got {len(args)}")
        return
    for j, (t, a) in enumerate(zip(types, args)):
        _check_arg(t, a, errs, spaces, states, f"{path}.{name}[{j}]")


def _check_arg(t, a, errs, spaces, states, path):  # noqa: C901 - one branch a type
    ok = True
    if t == "who":
        ok = a in WHO
    elif t == "side":
        ok = a in (UNION, CSA)
    elif t == "control":
        ok = a in WHO or a == "neutral"
    elif t == "int":
        ok = _is_int(a) and a != 0
    elif t == "pos":
        ok = _is_int(a) and a >= 1
    elif t == "nat":
        ok = _is_int(a) and a >= 0
    elif t == "pos_or_none":
        ok = a is None or (_is_int(a) and a >= 1)
    elif t == "rating":
        ok = _is_int(a) and 0 <= a <= 3
    elif t == "bool":
        ok = isinstance(a, bool)
    elif t == "count":
        ok = (_is_int(a) and a >= 1) or (isinstance(a, tuple) and len(a) == 2 and a[0] == "up_to"
                                          and _is_int(a[1]) and a[1] >= 1)
    elif t == "track":
        ok = a in TRACKS
    elif t == "flag":
        ok = a in FLAGS
    elif t == "marker":
        ok = a in MARKERS
    elif t == "naval":
        ok = a in MARKERS and a != "elite"
    elif t == "campaign":
        ok = a in ("major", "minor")
    elif t == "moment":
        ok = a in MOMENTS
    elif t == "naval_source":
        ok = a == "ops"
    elif t == "br":
        ok = a in ("open", "any")
    elif t == "links":
        ok = a in LINKS
    elif t == "regions":
        ok = isinstance(a, tuple) and all(r in REGIONS for r in a)
    elif t == "space":
        ok = a in spaces
    elif t == "spaces":
        ok = isinstance(a, tuple) and bool(a) and all(s in spaces for s in a)
    elif t == "state":
        ok = a in states
    elif t == "sizes":
        ok = isinstance(a, tuple) and bool(a) and all(s in SIZES for s in a)
    elif t == "special":
        ok = a in SPECIALS
    elif t == "params":
        ok = isinstance(a, tuple) and all(isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str)
                                          for p in a)
    elif t == "block":
        _check_block(a, errs, spaces, states, path, allow_empty=True)
    elif t == "cond":
        _check_tree(a, CONDITIONS, errs, spaces, states, path)
    elif t == "where":
        if not isinstance(a, tuple):
            ok = False
        else:
            for j, atom in enumerate(a):
                _check_tree(atom, WHERE, errs, spaces, states, f"{path}[{j}]")
    elif t == "watom":
        _check_tree(a, WHERE, errs, spaces, states, path)
    elif t == "caps":
        if not isinstance(a, tuple):
            ok = False
        else:
            for j, atom in enumerate(a):
                _check_tree(atom, CAPS, errs, spaces, states, f"{path}[{j}]")
    elif t == "gfilter":
        if not isinstance(a, tuple):
            ok = False
        else:
            for j, atom in enumerate(a):
                _check_tree(atom, GFILTER, errs, spaces, states, f"{path}[{j}]")
    elif t == "anchor":
        _check_tree(a, ANCHORS, errs, spaces, states, path)
    else:
        ok = False
    if not ok:
        errs.append(f"{path}: {a!r} is not a valid {t}")
