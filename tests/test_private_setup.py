"""A side's private set-up (docs/TRUST.md T3.4) and stirring (T3.5).

``Game.private_setup(state, role, secret)`` decides what a set-up keeps
secret for one side (which block stands under which handle, a side's own
salt) from a secret only that side's device holds. On one device ``setup``
draws every side's from the seed; between two devices each device draws its
own side's from its seat key, commits to the values in its first link, and
the audit replays both from both keys.

Here: the contract on every sealed game of the site (the test minigame
today); the minigame by link (the receiver, holding every link and the
first seed, guesses which block stands under which handle no better than
chance; a tampered set-up is refused by the audit with its section); and
stirring on a small stand-in, Stacks, defined below.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest
import tiers

from tests.helpers import forge
from pyapp import games
from pyapp.core import Game, Illegal, dice
from pyapp.core import commit as C
from pyapp.core import duel as D
from pyapp.core.game import canonical_json, secret_stream, setup_secret

SEALED = [gid for gid in games.ids(hidden=True) if games.get(gid).sealed]
if "mini" not in SEALED:
    SEALED.append("mini")


def _key(*parts) -> bytes:
    return hashlib.sha256("/".join(map(str, parts)).encode()).digest()


def _public(state) -> dict:
    return {k: v for k, v in state.items() if k != "sealed"}


# ------------------------------------------------------------------ the contract

@pytest.mark.parametrize("gid", SEALED)
def test_setup_draws_the_private_setups_from_its_seed(gid):
    """On one device the set-up is reproducible from its seed, and the seed
    decides every side's private set-up (not one fixed arrangement). A game
    that ends its ``setup`` with ``private_setups(state, seed)`` (the test
    minigame) gives exactly the private set-ups with ``setup_secret``."""
    game = games.get(gid)
    for scenario in game.scenarios:
        forms = {role: set() for role in game.roles}
        for seed in range(8):
            st = game.setup(scenario, {}, seed)
            assert game.setup(scenario, {}, seed) == st
            for role in game.roles:
                others = [r for r in game.roles if r != role]
                private = game.may_know(st, role) - set().union(*(game.may_know(st, r) for r in others))
                private -= set(game.shared_deck(st))
                forms[role].add(json.dumps({h: st["sealed"][h] for h in sorted(private)}))
            if gid == "mini":
                again = game.copy(st)
                for role in game.roles:
                    game.private_setup(again, role, setup_secret(seed, role))
                assert again == st
        if all(f == {"{}"} for f in forms.values()):
            continue        # no secret but a shared deck's cards (For the People): nothing private to set up
        assert all(len(f) > 1 for f in forms.values()), f"{gid}: the seed does not decide the private set-up"


@pytest.mark.parametrize("gid", SEALED)
def test_a_private_setup_changes_only_its_sides_hidden_values(gid):
    """It writes only values ``role`` may know and the other side may not
    (never a public field, another side's value or a shared-deck card); it
    reads only what ``role``'s device holds (the same values from the masked
    state as from the full one); the same secret gives the same values
    whatever the seed; different secrets give different set-ups."""
    game = games.get(gid)
    scenario = next(iter(game.scenarios))
    for role in game.roles:
        others = [r for r in game.roles if r != role]
        outcomes = set()
        for k in range(12):
            secret = _key(gid, role, k)
            got = []
            for seed in (1, 2, 3):
                st = game.setup(scenario, {}, seed)
                before = game.copy(st)
                game.private_setup(st, role, secret)
                assert _public(st) == _public(before), f"{gid}: a private set-up changed a public field"
                assert set(st["sealed"]) == set(before["sealed"]), f"{gid}: a private set-up changed the handles"
                changed = {h for h in st["sealed"] if st["sealed"][h] != before["sealed"][h]}
                private = game.may_know(before, role) - set().union(*(game.may_know(before, r) for r in others))
                private -= set(game.shared_deck(before))
                assert changed <= private, (
                    f"{gid}: {role}'s private set-up wrote {sorted(changed - private)}")
                masked = game.mask(before, role)
                for h in game.shared_deck(masked):
                    masked["sealed"][h] = None                  # T4: the deck is not dealt yet
                game.private_setup(masked, role, secret)
                assert {h: masked["sealed"][h] for h in private} == {h: st["sealed"][h] for h in private}, (
                    f"{gid}: {role}'s private set-up reads what its device does not hold")
                got.append({h: st["sealed"][h] for h in sorted(private)})
            assert got[0] == got[1] == got[2], f"{gid}: the private set-up depends on the seed"
            outcomes.add(json.dumps(got[0], sort_keys=True))
        if gid == "mini":
            assert len(outcomes) == 2                            # b2 under BA or under BB


# ------------------------------------------------------------------ the minigame by link

def _start(game, uid, creator=None):
    creator = creator or game.roles[0]
    a = D.Duel.create(game, next(iter(game.scenarios)), {}, creator, uid=uid, key=_key(uid, "a"))
    b = D.Duel.join(a.outgoing(), games, key=_key(uid, "b"))
    a.receive(b.outgoing(), games)
    return a, b


def _segment(d, rnd, most=None):
    n = 0
    while d.can_act() and (most is None or n < most):
        legal = d.match.legal(d.seat)
        d.play(d.seat, legal[rnd.randrange(len(legal))])
        n += 1


def _link(a, b, rnd):
    """One device's segment, its link taken by the other; None at the end."""
    for d in (a, b):
        _segment(d, rnd)
    mover = next((d for d in (a, b) if d.my_segment() and d.ready()), None)
    if mover is None:
        return None
    text = mover.send()
    receiver = b if mover is a else a
    receiver.receive(text, games)
    return mover, receiver, text


def test_the_receiver_cannot_tell_which_block_stands_under_which_handle():
    """Games of the minigame by link (12, and 32 in the full tier): once link 2 is open both
    devices know the set-up's seed (and hold every link), and the set-up
    replayed with it guesses the other side's blocks right about half the
    time (under rules version 2, always). Each device's copy holds None for
    the other side's blocks; the creator's first link commits to its own,
    each commitment to the value the creator held (the joiner's first link:
    the next test)."""
    game = games.get("mini")
    right = total = 0
    for g in range(tiers.count("setup.guesses")):
        uid = f"ps-{g}"
        a, b = _start(game, uid)
        rnd = random.Random(g)
        assert _link(a, b, rnd)[0] is a               # link 2: both set-ups are made
        m2 = D.decode(a.messages[2], games)
        seed2 = C.segment_seed(uid, 2, m2.secret, m2.used_clear)
        guess = game.setup("standard", {}, seed2)
        for owner, other in ((a, b), (b, a)):
            true = owner.match.start["sealed"]
            for h in ("BA", "BB") if owner.seat == "blue" else ("GA", "GB"):
                assert other.match.start["sealed"][h] is None and true[h] is not None
                total += 1
                right += guess["sealed"][h] == true[h]
        # the creator's first link commits to its blocks (T3.2, T3.4), to the values it held
        end = a.match.position(m2.start_ply + len(m2.moves))
        facts = D.resolve_facts(m2, D.fact_candidates(game, end, "blue"))
        owed = {(n, h): d for n, h, d in a.my_owed}   # under the link's seal, not paid yet (T3.6)
        for h in ("BA", "BB"):
            if h not in end["sealed"]:
                continue                              # eliminated in the segment
            salt = C.derive(a.key, uid, "fact-salt:" + h, 2, a.salt_bytes)
            want = C.commitment(uid, "blue", "fact:" + h, 2, salt, canonical_json(end["sealed"][h]))
            assert (facts[h] or owed[(2, h)]) == want[:C.FACT_BYTES].hex()
        if m2.seal:
            every = [facts[h] or owed[(2, h)] for h in facts]
            assert D.seal(uid, "blue", 2, every) == m2.seal
    rate = right / total
    assert 0.3 < rate < 0.7, (right, total)


def test_the_joiner_commits_to_its_private_setup_in_its_first_link():
    """The joiner builds its set-up when link 2 comes; its first own link
    (3) commits to every hidden value of it; the creator's device refuses a
    link 3 that leaves one out (T3.2)."""
    game = games.get("mini")
    a, b = _start(game, "ps-join")
    rnd = random.Random(4)
    _link(a, b, rnd)                                  # link 2, creator -> joiner
    _segment(b, rnd)
    text = b.send()
    msg = D.decode(text, games)
    msg.candidates = D.fact_candidates(game, b.match.state, b.seat)
    assert {"GA", "GB"} <= set(D.resolve_facts(msg, msg.candidates))
    msg.facts = {h: v for h, v in msg.facts.items() if h != "GB"}
    with pytest.raises(D.Refused) as err:
        a.receive(forge(msg), games)
    assert err.value.rule == "T3.2"
    assert a.receive(text, games) == "new"


@pytest.mark.parametrize("cheat", ["creator", "joiner"])
def test_a_tampered_private_setup_is_refused_by_the_audit(cheat):
    """A side that changes its private set-up on its device (swaps its two
    blocks, a memory edit) plays on undetected, since the other side cannot
    know its set-up, but the audit replays the set-up from its key and
    refuses, naming the section and the move."""
    game = games.get("mini")
    for g in range(10):
        uid = f"ps-cheat-{cheat}-{g}"
        a, b = _start(game, uid)
        rnd = random.Random(g)
        if cheat == "joiner":
            _link(a, b, rnd)                          # the joiner's set-up comes with link 2
        liar = a if cheat == "creator" else b
        st = liar.match.state
        mine = ("BA", "BB") if liar.seat == "blue" else ("GA", "GB")
        if st["sealed"][mine[0]][0] == st["sealed"][mine[1]][0]:
            continue
        st["sealed"][mine[0]], st["sealed"][mine[1]] = st["sealed"][mine[1]], st["sealed"][mine[0]]
        liar.match.settle(st)
        try:
            while _link(a, b, rnd) is not None:
                pass
        except D.Refused:
            continue            # caught on the way (a revealed value against its commitment)
        assert a.match.result() is not None
        honest = b if liar is a else a
        with pytest.raises(D.Refused) as err:
            honest.audit(liar.audit_link(), games)
        assert err.value.rule in ("T5.3", "T5.4") and err.value.move > 0
        return
    pytest.fail("no game to tamper with")


def test_honest_games_pass_the_audit_both_ways():
    game = games.get("mini")
    for g in range(2):
        a, b = _start(game, f"ps-honest-{g}", creator=game.roles[g % 2])
        rnd = random.Random(100 + g)
        while _link(a, b, rnd) is not None:
            pass
        assert a.match.result() == b.match.result() is not None
        assert a.audit(b.audit_link(), games)["ok"] and b.audit(a.audit_link(), games)["ok"]


def test_a_private_setup_restores_from_the_record():
    game = games.get("mini")
    a, b = _start(game, "ps-restore")
    rnd = random.Random(9)
    for _ in range(3):
        _link(a, b, rnd)
    for d in (a, b):
        again = D.Duel.restore(json.loads(json.dumps(d.record())), games)
        assert again.match.state == d.match.state and again.match.start == d.match.start


# ------------------------------------------------------------------ stirring on a stand-in

ROLES = ("north", "south")
OTHER = {"north": "south", "south": "north"}
CELLS = ("a", "b", "c", "d")
BLOCKS = {"north": ("N1", "N2", "N3"), "south": ("S1", "S2", "S3")}
IDS = {"north": ("n5", "n6", "n7"), "south": ("s5", "s6", "s7")}
START = {"N1": "a", "N2": "a", "N3": "b", "S1": "c", "S2": "c", "S3": "d"}
TURNS = 8


def salt_handle(role):
    return f"salt:{role}"


def owner(handle):
    return "north" if handle[0] == "N" or handle == "salt:north" else "south"


class Stacks(Game):
    """Stacks: each side has three blocks on four cells, each block a hidden
    [id, strength] under a public handle, and a secret salt of its own, both
    drawn by its private set-up. A turn: move a block to another cell, show
    a block (its value revealed to both), or pass (the turn ends). Whenever
    a side's block joins or leaves a cell, the owner *stirs* that cell: the
    values of its blocks there are dealt again among their handles, from its
    salt and the stir count; a stirred block is hidden again. Showing a
    block raises its strength by one. After eight turns the sum of the
    shown strengths decides."""

    id = "stacks"
    title = "Stacks (stirring stand-in)"
    roles = ROLES
    scenarios = {"std": "standard"}
    rules_version = "1"
    sealed = True
    hidden = True
    view_fields = {"cells": "handles by cell", "mine": "own values", "shown": "shown values", "turn": "turn"}

    def setup(self, scenario, options, seed):
        self.check_scenario(scenario)
        st = {"rng": dice.seed_state(seed), "turn": 1, "side": "north", "at": dict(START),
              "shown": [], "stirs": {r: 0 for r in ROLES}, "score": {r: 0 for r in ROLES},
              "lg": [], "sealed": {}}
        for role in ROLES:
            for h, pid in zip(BLOCKS[role], IDS[role]):
                st["sealed"][h] = [pid, 1]
            st["sealed"][salt_handle(role)] = ""
        return self.private_setups(st, seed)

    def private_setup(self, state, role, secret):
        ids = sorted(IDS[role])
        stream = secret_stream(secret, "blocks")
        dice.shuffle(stream, ids)
        for h, pid in zip(BLOCKS[role], ids):
            state["sealed"][h] = [pid, 1 + dice.randbelow(stream, 3)]
        state["sealed"][salt_handle(role)] = hashlib.sha256(b"salt" + secret).hexdigest()[:32]

    def active(self, st):
        return [] if st["turn"] > TURNS else [st["side"]]

    def legal(self, st, role):
        if role not in self.active(st):
            return []
        out = []
        for h in BLOCKS[role]:
            out += [("move", h, c) for c in CELLS if c != st["at"][h]]
        out += [("show", h) for h in BLOCKS[role] if h not in st["shown"]]
        return out + [("pass",)]

    def may_know(self, st, role):
        known = set(st["shown"])
        if role in ROLES:
            known |= set(BLOCKS[role]) | {salt_handle(role)}
        return known

    def announce(self, st, role, action):
        if action[0] == "show":
            return ("show", action[1]) + tuple(st["sealed"][action[1]])
        return tuple(action)

    def _stir(self, st, role, cell):
        """Deal again the values of ``role``'s blocks in ``cell`` among their
        handles, from its salt (None on the other side's device: there the
        values become unknown). The stirred blocks are hidden again."""
        handles = [h for h in BLOCKS[role] if st["at"][h] == cell]
        if not handles:
            return
        st["stirs"][role] += 1
        st["shown"] = [h for h in st["shown"] if h not in handles]
        salt = st["sealed"][salt_handle(role)]
        if salt is None:
            for h in handles:
                st["sealed"][h] = None
            return
        values = [st["sealed"][h] for h in handles]
        dice.shuffle(secret_stream(bytes.fromhex(salt), f"stir {st['stirs'][role]}"), values)
        for h, v in zip(handles, values):
            st["sealed"][h] = v

    def apply(self, st, role, action):
        self.check_turn(st, role, action)
        a = tuple(action)
        if a[0] == "move":
            if len(a) != 3 or a[1] not in BLOCKS[role] or a[2] not in CELLS or a[2] == st["at"][a[1]]:
                raise Illegal("no such move", rule="S2")
            frm = st["at"][a[1]]
            st["at"][a[1]] = a[2]
            self._stir(st, role, frm)
            self._stir(st, role, a[2])
        elif a[0] == "show":
            h = a[1]
            if h not in BLOCKS[role] or h in st["shown"]:
                raise Illegal("not a hidden block of yours", rule="S3")
            v = st["sealed"][h]
            if len(a) == 4:
                if v is not None and v != [a[2], a[3]]:
                    raise Illegal(f"{h} is not {a[2]} {a[3]}", rule="S3")
                v = [a[2], a[3]]
            if v is None:
                raise Illegal("the block's value is not known here", rule="S3")
            st["sealed"][h] = [v[0], v[1] + 1]
            st["shown"].append(h)
            st["score"][role] += v[1]
        elif a[0] == "pass":
            st["side"] = OTHER[role]
            if role == "south":
                st["turn"] += 1
        else:
            raise Illegal("no such action", rule="S1")
        return st

    def take_events(self, st):
        out, st["lg"] = st["lg"], []
        return out

    def view(self, st, role=None):
        return {"cells": {c: sorted(h for h in st["at"] if st["at"][h] == c) for c in CELLS},
                "mine": {h: st["sealed"][h] for h in BLOCKS.get(role, ())},
                "shown": {h: st["sealed"][h] for h in st["shown"]}, "turn": st["turn"]}

    def prompt(self, st, role):
        return {"en": "Move, show or pass.", "es": "Mueve, muestra o pasa.", "rule": "S1"}

    def result(self, st):
        if st["turn"] <= TURNS:
            return None
        n, s = (st["score"][r] for r in ROLES)
        return {"winner": "north" if n >= s else "south", "reason": "score", "rule": "S4"}


STACKS = Stacks()


class StackRegistry:
    def get(self, game_id):
        if game_id == "stacks":
            return STACKS
        return games.get(game_id)


REG = StackRegistry()


def _stack_duel(uid):
    a = D.Duel.create(STACKS, "std", {}, "north", uid=uid, key=_key(uid, "a"))
    b = D.Duel.join(a.outgoing(), REG, key=_key(uid, "b"))
    a.receive(b.outgoing(), REG)
    return a, b


def _whole(a, b):
    """The full state, from both devices: each side's values from its own device."""
    full = STACKS.copy(a.match.state)
    for h in full["sealed"]:
        d = a if owner(h) == a.seat else b
        full["sealed"][h] = d.match.state["sealed"][h]
    return full


def _stack_segment(d, rnd):
    while d.can_act():
        legal = d.match.legal(d.seat)
        moves = [x for x in legal if x[0] == "move"]
        shows = [x for x in legal if x[0] == "show"]
        r = rnd.random()
        pick = (rnd.choice(moves) if r < 0.5 else rnd.choice(shows) if r < 0.8 and shows
                else ("pass",) if r < 0.9 or not moves else rnd.choice(moves))
        d.play(d.seat, pick)


def test_stirring_by_link_keeps_both_devices_consistent_and_passes_the_audit():
    """Stacks by link: each stir deals a side's values again among its
    handles from its own salt; the other device cannot follow (its values
    are None), the owner's next link commits to every value that changed,
    no link ever opens a value other than the one the rules reveal, each
    device holds exactly the whole game masked for its side, and the audit
    replays both private set-ups and every stir."""
    stirred = revealed_after_stir = 0
    for g in range(6):
        a, b = _stack_duel(f"stir-{g}")
        rnd = random.Random(g)
        while True:
            for d in (a, b):
                _stack_segment(d, rnd)
            mover = next((d for d in (a, b) if d.my_segment() and d.ready()), None)
            if mover is None:
                break
            receiver = b if mover is a else a
            before = STACKS.copy(mover.match.position(mover.seg_start))
            text = mover.send()
            msg = D.decode(text, REG)
            after = mover.match.state
            D.resolve_facts(msg, D.fact_candidates(STACKS, after, mover.seat))
            # every hidden value that changed since its last commitment is committed again
            for h in BLOCKS[mover.seat]:
                if h in after["sealed"] and h not in STACKS.may_know(after, receiver.seat):
                    assert h in receiver.their_facts or h in msg.facts
                    if before["sealed"][h] != after["sealed"][h]:
                        assert h in msg.facts
            stirred += after["stirs"][mover.seat] > before["stirs"][mover.seat]
            # an opening shows only the value the move that revealed it announced
            shows: dict = {}
            for _, m in msg.moves:
                if m[0] == "show":
                    shows.setdefault(m[1], [m[2], m[3]])      # the first reveal of each
            for h, (n, value, _) in msg.openings.items():
                assert shows.get(h) == value
            revealed_after_stir += sum(1 for h in shows if h not in msg.openings)
            receiver.receive(text, REG)
            for d in (a, b):                # the salts: each device holds its own only
                assert d.match.state["sealed"][salt_handle(d.seat)]
                assert d.match.state["sealed"][salt_handle(d.other)] is None
            whole = _whole(a, b)
            for d in (a, b):                # (the dice aside: the next segment's seed is in)
                held, want = STACKS.copy(d.match.state), STACKS.mask(whole, d.seat)
                held.pop("rng"), want.pop("rng")
                assert held == want
        assert a.match.result() == b.match.result() is not None
        assert a.audit(b.audit_link(), REG)["ok"] and b.audit(a.audit_link(), REG)["ok"]
    assert stirred > 10 and revealed_after_stir > 0


def test_a_stir_that_is_not_the_salts_is_refused_by_the_audit():
    """A side that deals its stirred values otherwise than its salt does (its
    device edited after a stir) is caught: the audit replays every stir from
    the private set-up its key makes."""
    for g in range(20):
        a, b = _stack_duel(f"stir-cheat-{g}")
        rnd = random.Random(g)
        cheated = False
        caught = None
        try:
            while True:
                for d in (a, b):
                    _stack_segment(d, rnd)
                    if not cheated and d is a and a.my_segment() and a.match is not None:
                        st = a.match.state
                        cell = next((c for c in CELLS if sum(st["at"][h] == c for h in BLOCKS["north"]) >= 2
                                     and len({json.dumps(st["sealed"][h]) for h in BLOCKS["north"]
                                              if st["at"][h] == c}) >= 2), None)
                        if cell is not None and a.match.ply > a.seg_start:
                            hs = [h for h in BLOCKS["north"] if st["at"][h] == cell]
                            st["sealed"][hs[0]], st["sealed"][hs[1]] = st["sealed"][hs[1]], st["sealed"][hs[0]]
                            a.match.settle(st)
                            cheated = True
                mover = next((d for d in (a, b) if d.my_segment() and d.ready()), None)
                if mover is None:
                    break
                (b if mover is a else a).receive(mover.send(), REG)
        except D.Refused as exc:
            caught = exc
        if not cheated:
            continue
        if caught is None:
            with pytest.raises(D.Refused) as err:
                b.audit(a.audit_link(), REG)
            caught = err.value
        assert caught.rule in ("T3.3", "S3", "T5.3", "T5.4") and caught.move > 0
        return
    pytest.fail("no stack to cheat with")
