"""Two-device play of a game with secrets keeps the contract (``sealed =
True``, pyapp/core/game.py): every registered game that is sealed, and the
test minigame.

Random games (several seeds, every scenario, with no option, each option
alone and all of them) are played on the full state, as hotseat holds it. At
every move of role X from state s with action a, and for each other role Y:

- locality: X's device, holding ``mask(s, X)``, offers the same legal
  actions as the full state, passes ``check_state``, and applying a there
  agrees with ``mask(apply(s, X, a), X)``: every public field equal, every
  sealed value None on the device (a dealt card not yet delivered) or equal;
- the announcement: ``announce`` gives the same words on X's device as on
  the full state, and Y's device, applying it to ``mask(s, Y)``, agrees with
  ``mask(apply(s, X, a), Y)``; once the values Y may know are filled in (the
  cards dealt to it, delivered), Y's view is the view of the full state;
  both devices hold the same public position (``mask(state, None)``, what
  the protocol hashes);
- every value the move reveals to Y is written in the announcement;
- no leak: ``mask(s, Y)``, the announcement, the view Y gets and the log
  lines Y may read hold none of X's values still hidden from Y: the sealed
  value by handle is None, no word that names one value alone (a block's id
  "b2") is in a public field, and no announcement pairs a hidden handle with
  its value;
- tampering: the announcement with a revealed value changed is refused
  (``Illegal``, with a rule section) by a device that knows the value.

Then whole games are played by two devices side by side, as the protocol
(pyapp/core/duel.py) will: the shared deck's values are unknown to both at
the start and each card is delivered to the device it was dealt to when that
side is next to decide; each device applies its own moves and the other's
announced ones; the receiver forgets what it may no longer know after each
link. The two devices and the full state must keep the same public position
throughout, and each device exactly what its side may know.
"""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

import tiers
from pyapp import games
from pyapp.core import Illegal, dice
from pyapp.core.game import may_read, state_hash

SEALED = [gid for gid in games.ids(hidden=True) if games.get(gid).sealed]
if "mini" not in SEALED:
    SEALED.append("mini")
# One worker runs the module (pytest -n): the coverage test reads the games the
# others checked (play_checked), whichever runs first.
pytestmark = pytest.mark.xdist_group("sealed")
SEEDS = {"mini": tuple(range(1, 9))}
MAX_PLY = 6000
STATS: dict = {}


def option_sets(game) -> list[dict]:
    keys = sorted(game.options)
    out = [{k: False for k in keys}] + [{k: k == j for k in keys} for j in keys]
    if len(keys) > 1:
        out.append({k: True for k in keys})
    return out


# Games whose random games are long (Badges of Courage: about 1,300 moves in
# Sickles' Folly) play a few chosen cases here instead of every scenario and
# option set; tests/boc/test_fuzz.py plays the rest without these checks.
FEW = {"boc": [("day1", {"column": True, "free_deploy": True, "hancock": True}, 2)],
       # Stonewall's Sword: both scenarios with every option set take some 20 minutes natively:
       # in ./test.sh --full (tiers.count("sealed.all")). Here two Valley games.
       "ss": [("valley", {"secret_events": True}, 1),
              ("valley", {"bad_day": True, "pope": True, "hill_rearguard": True, "rebuild_option": True,
                          "artillery_full_sp": True}, 3)]}
# For the People: one game of each three-turn scenario; the thirteen-turn campaign
# (its reshuffles between two devices: tests/test_duel_conformance.py) in --full.
FEW["ftp"] = [("1863", {}, 1), ("1861", {}, 1), ("1862", {}, 2), ("1864", {}, 2)][:tiers.count("sealed.ftp_moves")]
if tiers.count("sealed.all"):
    FEW.pop("ss")
    FEW.pop("ftp")
    # Badges of Courage with every option, the night turns and the cavalry battle (each some
    # minutes natively)
    _ALL_BOC = {"cavalry": True, "column": True, "fixed_order": True, "free_deploy": True,
                "hancock": True, "longstreet": True}
    FEW["boc"] = FEW["boc"] + [("pickett", _ALL_BOC, 1), ("full", _ALL_BOC, 1), ("day1", _ALL_BOC, 3)]


def _options_of(game, given: dict) -> dict:
    return {k: bool(given.get(k)) for k in sorted(game.options)}


def game_cases(gid, seeds=None):
    """(scenario, options, seed) for ``gid``'s random games."""
    game = games.get(gid)
    if gid in FEW:
        for scenario, options, seed in FEW[gid]:
            yield scenario, _options_of(game, options), seed if seeds is None else seeds[0] + seed
        return
    for scenario in game.scenarios:
        for options in option_sets(game):
            for seed in seeds or SEEDS.get(gid, (1, 2)):
                yield scenario, options, seed


def cases():
    for gid in SEALED:
        for scenario, options, seed in game_cases(gid):
            on = "+".join(k for k, v in options.items() if v) or "plain"
            yield pytest.param(gid, scenario, options, seed, id=f"{gid}-{scenario}-{on}-{seed}")


# ------------------------------------------------------------------ helpers

def flat(value) -> list:
    """The words and numbers of a value or an action, in order."""
    if isinstance(value, (list, tuple)):
        return [x for v in value for x in flat(v)]
    if isinstance(value, dict):
        return [x for k, v in value.items() for x in [k] + flat(v)]
    return [value]


def strings(value):
    """Every string in a JSON value, keys included."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from strings(v)
    elif isinstance(value, str):
        yield value


def public(state) -> dict:
    return {k: v for k, v in state.items() if k != "sealed"}


def agrees(game, left, right, where, loose=None) -> None:
    """``left`` (a device's state) agrees with ``right`` (the full state
    masked for that device): every public field equal; every sealed value
    None on the left (only for the handles in ``loose``, when given) or equal."""
    assert set(left) == set(right), f"{where}: the fields differ"
    for k in right:
        if k != "sealed":
            assert left[k] == right[k], f"{where}: the public field {k!r} differs"
    ls, rs = left.get("sealed", {}), right.get("sealed", {})
    assert set(ls) == set(rs), f"{where}: the sealed handles differ: {sorted(set(ls) ^ set(rs))}"
    for h, v in rs.items():
        if ls[h] is None and (loose is None or h in loose):
            continue
        assert ls[h] == v, f"{where}: {h} is {ls[h]!r} on the device, {v!r} in the masked full state"


def forget_reshuffle(game, before, state) -> None:
    """A move that reshuffled the deck leaves on a device the order the
    rules' own stream gave it; the protocol throws it away (the two passes
    decide it, docs/TRUST.md T4.4, pyapp/core/dueldeck.py), and so does a
    device here."""
    deck = game.card_deck(before)
    if deck is not None and deck.epoch(state) > deck.epoch(before):
        deck.blind(state, deck.epoch(before))


def unique_words(state) -> dict:
    """For each known sealed value, the words in it that no other sealed
    value holds (a block's id names that block; a card's name does not)."""
    sealed = state.get("sealed", {})
    count = Counter(w for v in sealed.values() if v is not None for w in set(flat(v)) if isinstance(w, str))
    return {h: {w for w in flat(v) if isinstance(w, str) and count[w] == 1}
            for h, v in sealed.items() if v is not None}


def deliver(game, device, full, role, handles=None) -> dict:
    """Fill in the values ``role`` may know and its device lacks (a card
    dealt to it reaches it), from the full state; only ``handles`` if given."""
    out = game.copy(device)
    for h in game.may_know(full, role):
        if out["sealed"].get(h) is None and (handles is None or h in handles):
            out["sealed"][h] = full["sealed"][h]
    return out


def words_in_text(words, entries) -> list:
    """The ``words`` that stand as whole words (not inside a longer word or a
    hyphenated name) in the English or Spanish text of ``entries``. One
    pattern over all the texts at once: a line break between two texts is a
    boundary as the start and end of each text are."""
    if not words:
        return []
    text = "\n".join(e.get(lang, "") for e in entries for lang in ("en", "es"))
    alternation = "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))
    return sorted(set(re.findall(rf"(?<![\w-])(?:{alternation})(?![\w-])", text)))


def alternatives(state, fv: list, j: int) -> list:
    """Other values for item ``j`` of a revealed value ``fv`` (a tampered
    announcement): the words found at that place of other sealed values of
    the same shape, or the number one more and one less."""
    x = fv[j]
    if isinstance(x, int):
        return [x + 1, x - 1]
    out = set()
    for v in state["sealed"].values():
        if v is None:
            continue
        g = flat(v)
        if len(g) == len(fv) and isinstance(g[j], str) and g[j] != x:
            out.add(g[j])
    return sorted(out)


# How many of the other values each item of a revealed value is tampered with
# (0: every one); the sample takes them evenly from the sorted list.
TAMPER = tiers.count("sealed.tamper")


def sample(values: list, n: int) -> list:
    if not n or len(values) <= n:
        return values
    return [values[round(i * (len(values) - 1) / (n - 1))] for i in range(n)] if n > 1 else values[:1]


def find(seq: list, sub: list) -> int:
    for i in range(len(seq) - len(sub) + 1):
        if seq[i:i + len(sub)] == sub:
            return i
    return -1


# ------------------------------------------------------------------ one move

def check_move(game, s, x, a, stats) -> dict:
    """Every property of the module text for role ``x`` playing ``a`` from
    the full state ``s``; returns the full state after it."""
    where = f"{game.id} ply {stats['moves']} {x} {a!r}"
    after = game.apply(game.copy(s), x, a)
    # the state as each device would hold it before the log is taken out of it
    raw_masks = {r: game.mask(after, r) for r in list(game.roles) + [None]}
    events = game.take_events(after)

    # locality: X's device
    mine = game.mask(s, x)
    assert game.legal(mine, x) == game.legal(s, x), f"{where}: the legal actions depend on what {x} may not know"
    game.check_state(mine)
    ann = game.announce(s, x, a)
    assert game.announce(mine, x, a) == ann, f"{where}: X's device words the move otherwise"
    assert json.loads(json.dumps(list(ann))) == json.loads(json.dumps(list(ann)))
    dev = game.apply(game.copy(mine), x, a)
    forget_reshuffle(game, s, dev)
    dev_events = game.take_events(dev)
    agrees(game, dev, game.mask(after, x), f"{where}: {x}'s own device")
    assert [e for e in dev_events if e["to"] is None] == [e for e in events if e["to"] is None], (
        f"{where}: {x}'s device logs other public lines")
    assert all(e in events for e in dev_events), f"{where}: {x}'s device logs a line the full state does not"
    assert game.view(deliver(game, dev, after, x), x) == game.view(after, x), f"{where}: {x}'s view"
    public_after = state_hash(game.mask(after, None))
    assert state_hash(game.mask(dev, None)) == public_after, f"{where}: {x}'s public position differs"

    unique = unique_words(s)
    for y in game.roles:
        if y == x:
            continue
        theirs = game.mask(s, y)
        got = game.apply(game.copy(theirs), x, ann)
        forget_reshuffle(game, s, got)
        got_events = game.take_events(got)
        agrees(game, got, game.mask(after, y), f"{where}: {y}'s device after the announcement")
        assert [e for e in got_events if e["to"] is None] == [e for e in events if e["to"] is None], (
            f"{where}: {y}'s device logs other public lines")
        assert all(e in events for e in got_events if e["to"] == y)
        assert game.view(deliver(game, got, after, y), y) == game.view(after, y), f"{where}: {y}'s view"
        assert state_hash(game.mask(got, None)) == public_after, f"{where}: {y}'s public position differs"

        # what X holds that Y may not know, before and after the move
        hidden = game.may_know(s, x) - game.may_know(s, y)
        # revealed: known to Y after the move, or shown by it and hidden again
        # within it (a chit shown, then shuffled back by the same move)
        shown = {h for h, v in game.shown(s, x, ann).items() if h in hidden and v == s["sealed"][h]}
        still = {h for h in hidden - shown if h in after.get("sealed", {}) and h not in game.may_know(after, y)}
        revealed = {h for h in hidden if h in game.may_know(after, y)} | shown
        secret_words = {w for h in still for w in unique.get(h, ())}
        stats["secrets"] += bool(hidden)
        # no leak: Y's device, the announcement, Y's view and the log lines Y reads
        for h in hidden:
            assert theirs["sealed"][h] is None, f"{where}: {y}'s device holds {x}'s {h}"
        assert not {w for h in hidden for w in unique.get(h, ())} & set(strings(public(theirs))), (
            f"{where}: a public field of {y}'s device names a secret of {x}")
        assert not secret_words & set(strings(public(game.mask(after, y)))), (
            f"{where}: after the move a public field names a secret of {x}")
        assert not secret_words & set(w for w in flat(ann) if isinstance(w, str)), (
            f"{where}: the announcement names a secret of {x}: {ann!r}")
        assert not secret_words & set(strings(game.view(after, y))), f"{where}: {y}'s view names a secret of {x}"
        assert not words_in_text(secret_words, [e for e in events if may_read(e, y)]), (
            f"{where}: a log line {y} reads names a secret of {x}")
        assert not words_in_text(secret_words, [{"en": w} for w in strings(public(raw_masks[y]))]), (
            f"{where}: {y}'s masked state, log included, names a secret of {x}")
        items = flat(ann)
        for h in still:
            fv = flat(s["sealed"][h])
            for i, w in enumerate(items):
                assert not (w == h and items[i + 1:i + 1 + len(fv)] == fv), (
                    f"{where}: the announcement pairs the hidden {h} with its value")
        # every value the move reveals is in the announcement
        for h in revealed:
            fv = flat(s["sealed"][h])
            i = find(items, fv)
            assert i >= 0, f"{where}: the move reveals {h} to {y}, but the announcement {ann!r} does not carry it"
            stats["revealed"] += 1
            # the revealed handle swapped for another hidden one of another value: refused by the full state
            if i > 0 and items[i - 1] == h:
                for k in sorted(hidden - {h}):
                    v = s["sealed"][k]
                    if v is not None and v != s["sealed"][h] and len(flat(v)) == len(fv):
                        with pytest.raises(Illegal):
                            game.apply(game.copy(s), x, tuple(items[:i - 1] + [k] + items[i:]))
                        stats["tampered"] += 1
            # a device that knows the value (as it was before the move: what the
            # protocol opens from the sender's commitment) refuses an announcement
            # that changes it; so does the full state
            opened = game.copy(theirs)
            for k in revealed:
                opened["sealed"][k] = s["sealed"][k]
            knowing = [game.copy(s), opened]
            for j in range(len(fv)):
                for other in sample(alternatives(s, fv, j), TAMPER):
                    bad = list(items)
                    bad[i + j] = other
                    bad = tuple(bad) if len(bad) == len(flat(ann)) and all(
                        not isinstance(p, (list, tuple)) for p in ann) else None
                    if bad is None:
                        continue
                    for receiver in knowing:
                        with pytest.raises(Illegal) as err:
                            game.apply(game.copy(receiver), x, bad)
                        assert err.value.rule, f"{where}: the refusal of a tampered {h} names no rule"
                        stats["tampered"] += 1
    # the spectator: nothing of anyone's secret that it may not know
    spectator = game.mask(after, None)
    unique_after = unique_words(after)
    for role in game.roles:
        hidden = game.may_know(after, role) - game.may_know(after, None)
        words = {w for h in hidden for w in unique_after.get(h, ())}
        assert not words & set(strings(public(spectator))), f"{where}: the public position names a secret"
        assert all(spectator["sealed"][h] is None for h in hidden)
    stats["moves"] += 1
    stats["verbs"][ann[0]] += 1
    return after


def choose(game, s, x, legal, pick):
    """A move for the random games that seeks contact: half the time one
    that reveals something to another side or rolls dice (an attack, a card,
    an answer), else at times the best by the game's own evaluation one move
    ahead (so pieces close in), else any."""
    r = dice.randbelow(pick, 100)
    if r < 70 and len(legal) > 1:
        if len(legal) > 16:                      # a long list (a block game's moves): try 16 of them
            legal = [legal[dice.randbelow(pick, len(legal))] for _ in range(16)]
        after = []
        for a in legal:
            t = game.apply(game.copy(s), x, a)
            game.take_events(t)
            after.append(t)
        if r < 50:
            lively = [a for a, t in zip(legal, after) if game.rolled(s, t) or any(
                game.may_know(t, y) - game.may_know(s, y) for y in game.roles if y != x)]
            if lively:
                return lively[dice.randbelow(pick, len(lively))]
        knowledge = game.knowledge()
        if knowledge is not None:
            level = knowledge.level("easy")
            scores = [knowledge.evaluate(t, x, level) if game.active(t) else 0.0 for t in after]
            best = [a for a, v in zip(legal, scores) if v == max(scores)]
            return best[dice.randbelow(pick, len(best))]
    return legal[dice.randbelow(pick, len(legal))]


def play_checked(gid, scenario, options, seed) -> dict:
    """A random game checked move by move (``check_move``), once per process:
    its counts are shared with test_the_random_games_reach_every_kind_of_move."""
    key = (gid, scenario, json.dumps(options, sort_keys=True), seed)
    if key not in STATS:
        STATS[key] = _play_checked(gid, scenario, options, seed)
    return STATS[key]


def _play_checked(gid, scenario, options, seed) -> dict:
    game = games.get(gid)
    stats = {"moves": 0, "secrets": 0, "revealed": 0, "tampered": 0, "verbs": Counter()}
    s = game.setup(scenario, options, seed)
    game.take_events(s)
    pick = {"rng": dice.seed_state(seed * 7919 + 17)}
    while game.active(s):
        assert stats["moves"] < MAX_PLY
        active = game.active(s)
        x = active[dice.randbelow(pick, len(active))]
        s = check_move(game, s, x, choose(game, s, x, game.legal(s, x), pick), stats)
    assert game.result(s) is not None
    return stats


@pytest.mark.parametrize("gid,scenario,options,seed", list(cases()))
def test_every_move_keeps_the_sealed_contract(gid, scenario, options, seed):
    stats = play_checked(gid, scenario, options, seed)
    assert stats["moves"] > 0


# ------------------------------------------------------------------ two devices side by side

def play_two_devices(gid, scenario, options, seed) -> dict:
    game = games.get(gid)
    full = game.setup(scenario, options, seed)
    game.take_events(full)
    deck = set(game.shared_deck(full))
    start = game.copy(full)
    for h in deck:                               # T4: dealt by poker, nobody knows a card yet
        start["sealed"][h] = None
    device = {r: game.mask(start, r) for r in game.roles}
    pick = {"rng": dice.seed_state(seed * 104729 + 3)}
    moves = 0
    while game.active(full):
        assert moves < MAX_PLY
        active = game.active(full)
        x = active[dice.randbelow(pick, len(active))]
        assert game.active(device[x]) == active
        deck = set(game.shared_deck(full))                        # (a reshuffle mints new cards)
        device[x] = deliver(game, device[x], full, x, deck)      # the cards dealt to X reach it
        legal = game.legal(device[x], x)
        assert legal == game.legal(full, x), f"{gid} move {moves}: {x}'s device offers other actions"
        a = choose(game, full, x, legal, pick)
        ann = game.announce(device[x], x, a)
        assert ann == game.announce(full, x, a)
        before = full
        full = game.apply(game.copy(full), x, a)
        game.take_events(full)
        device[x] = game.apply(device[x], x, a)
        forget_reshuffle(game, before, device[x])
        game.take_events(device[x])
        for y in game.roles:
            if y != x:
                device[y] = game.apply(device[y], x, ann)
                forget_reshuffle(game, before, device[y])
                game.take_events(device[y])
                device[y] = game.mask(device[y], y)              # what it may no longer know, forgotten
        moves += 1
        deck = set(game.shared_deck(full))
        for r in game.roles:
            where = f"{gid} move {moves}, {r}'s device"
            assert state_hash(game.mask(device[r], None)) == state_hash(game.mask(full, None)), (
                f"{where}: the public position differs")
            agrees(game, game.mask(device[r], r), game.mask(full, r), where, loose=deck)
    assert game.result(device["blue" if "blue" in game.roles else game.roles[0]]) == game.result(full)
    return {"moves": moves}


def duel_cases(gid):
    """The games ``gid`` plays whole between two devices: For the People's
    reshuffling scenarios first, as many as the tier runs."""
    out = list(game_cases(gid, (11, 12)))
    if gid == "ftp" and "ftp" in FEW:                 # (with "sealed.all": every one)
        out = sorted(out, key=lambda c: c[0] not in ("1862", "1863"))[:tiers.count("sealed.ftp_duels")]
    return out


DUELS = [(gid, sc, options, seed) for gid in SEALED for sc, options, seed in duel_cases(gid)]


@pytest.mark.parametrize("gid,scenario,options,seed", DUELS,
                         ids=[f"{g}-{sc}-{'+'.join(k for k, v in o.items() if v) or 'plain'}-{s}"
                              for g, sc, o, s in DUELS])
def test_two_devices_play_a_whole_game(gid, scenario, options, seed):
    assert play_two_devices(gid, scenario, options, seed)["moves"] > 0


# ------------------------------------------------------------------ coverage and setup

def test_the_random_games_reach_every_kind_of_move():
    """The games above must have exercised what they claim to: moves with
    secrets, reveals, tampering; for the minigame every announced verb
    (attacks, cards, ambushes, hits taken, final counts)."""
    totals = {"moves": 0, "secrets": 0, "revealed": 0, "tampered": 0, "verbs": Counter()}
    for case in cases():
        gid, scenario, options, seed = case.values
        stats = play_checked(gid, scenario, options, seed)
        for k in ("moves", "secrets", "revealed", "tampered"):
            totals[k] += stats[k]
        totals["verbs"].update(stats["verbs"])
    print(f"\nsealed contract: {totals['moves']} moves checked, {totals['secrets']} with secrets, "
          f"{totals['revealed']} values revealed, {totals['tampered']} tampered announcements refused; "
          f"verbs {dict(totals['verbs'])}")
    assert totals["moves"] >= 1000 and totals["secrets"] and totals["revealed"] and totals["tampered"]
    if "mini" in SEALED:
        assert set(totals["verbs"]) >= {"moved", "played", "ambushed", "passed", "took", "ended", "counted"}


@pytest.mark.parametrize("gid", SEALED)
def test_the_deal_does_not_depend_on_the_seed(gid):
    """Which shared-deck handles a setup deals to whom is the same for every
    seed (T4: the deal by mental poker follows the handles)."""
    game = games.get(gid)
    if not game.shared_deck(game.setup(next(iter(game.scenarios)), {}, 0)):
        pytest.skip(f"{gid} has no shared deck")
    for scenario in game.scenarios:
        for options in option_sets(game):
            deals = set()
            for seed in range(12):
                st = game.setup(scenario, options, seed)
                deck = set(game.shared_deck(st))
                assert deck and all(v is not None for v in game.shared_deck(st).values())
                deals.add(tuple(tuple(sorted(deck & game.may_know(st, r))) for r in list(game.roles) + [None]))
            assert len(deals) == 1, f"{gid}: the deal depends on the seed"
