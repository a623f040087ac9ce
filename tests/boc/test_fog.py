"""Badges of Courage, the fog of war (sidebar to 1.x, 5.1, 5.2, 5.23, 5.31, 7.1,
8.1): what each side's view holds, when blocks turn face up and stand up
again, that the log never names a hidden enemy block, and that ``sample``
keeps the role's legal actions."""

import json
import random

import pytest

from pyapp.core import dice
from pyapp.core.game import may_read
from pyapp.games.boc import GAME
from pyapp.games.boc import data as D

from .position import act, add, blank, d, forced, handle, legal, phase, step, strength


def seen(st, role):
    """handle -> the block's view entry for ``role``."""
    return {b["h"]: b for b in GAME.view(st, role)["blocks"]}


def knows(st, role, h):
    return "id" in seen(st, role)[h]


def test_a_side_sees_its_own_blocks_and_only_side_and_hex_of_hidden_enemy_blocks():
    st = GAME.setup("day1", {}, 1)
    for role in ("usa", "csa"):
        v = seen(st, role)
        assert v
        for h, b in v.items():
            assert b["hex"] == st["pos"][h] and b["side"] == ("usa" if h[0] == "U" else "csa")
            if b["side"] == role:
                assert b["id"] == st["sealed"][h][0] and b["strength"] == st["sealed"][h][1]
            else:
                assert "id" not in b and "strength" not in b
        known = GAME.view(st, role)["known"]
        assert all(h[0] == ("U" if role == "usa" else "C") or h in st["up"] for h in known if not h.startswith("K."))
        view = GAME.view(st, role)
        assert not {"sealed", "rng"} & set(view) and st["rng"] not in json.dumps(view)


def test_mask_hides_the_enemy_values():
    st = GAME.setup("day1", {}, 1)
    m = GAME.mask(st, "csa")
    for h, v in m["sealed"].items():
        if h[0] == "U" or h == "K.usa":
            assert v is None
        elif h[0] == "C" or h == "K.csa":
            assert v is not None


def test_activated_hq_is_face_up_to_both():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    phase(st, "usa", "command")
    assert not knows(st, "csa", hq)
    st = act(st, "usa", ("activate", hq, "B8"))
    assert seen(st, "csa")[hq]["id"] == "u-wadsworth-hq"


def test_a_unit_that_fires_is_revealed_its_targets_are_not():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    foe = add(st, "c-pettigrew", "B10")
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"), ("done",))
    with forced([1, 1, 6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    st = act(st, "csa", ("hit", foe), ("hit", foe))
    assert seen(st, "csa")[inf]["id"] == "u-cutler" and seen(st, "csa")[inf]["strength"] == 3
    assert not knows(st, "usa", handle(st, "c-pettigrew"))         # 5.23: hits applied secretly


def test_melee_reveals_both_sides():
    st = blank()
    hq = add(st, "c-hood-hq", "C13")
    att = add(st, "c-law", "C12")
    dfd = add(st, "u-cutler", "B12")
    phase(st, "csa", "command")
    st = act(st, "csa", ("activate", hq, "C13"), ("done",), ("done",), ("attack", att, "B12"))
    assert knows(st, "usa", att)
    st = act(st, "csa", ("done",))
    while step(st) == "show":
        st = act(st, GAME.active(st)[0], ("show",))
    st = act(st, "csa", ("resolve", "B12"))
    while step(st) == "show":
        st = act(st, GAME.active(st)[0], ("show",))
    assert knows(st, "csa", dfd)


def test_artillery_in_the_front_line_is_revealed_after_movement():
    # 5.31: revealed "solo despues de que todo el movimiento se ha completado", both sides.
    st = blank()
    gun = add(st, "u-ransom", "B8")
    enemy_gun = add(st, "c-poague", "B12")
    inf = add(st, "u-cutler", "B9")
    phase(st, "usa", "move")
    st = act(st, "usa", ("move", gun, "B10"))
    st = act(st, "usa", ("move", inf, "B11"))
    gun = handle(st, "u-ransom")
    assert not knows(st, "csa", gun)                                  # not yet
    st = act(st, "usa", ("done",))
    assert handle(st, "u-ransom") not in st["up"]                     # B10 is not next to B12
    # now into the front line
    st = blank()
    gun = add(st, "u-ransom", "B10")
    enemy_gun = add(st, "c-poague", "B12")
    phase(st, "usa", "move")
    st = act(st, "usa", ("move", gun, "B11"))
    assert not knows(st, "csa", handle(st, "u-ransom"))
    st = act(st, "usa", ("done",))
    if step(st) == "show":
        assert GAME.active(st) == ["csa"]
        st = act(st, "csa", ("show",))
    assert knows(st, "csa", handle(st, "u-ransom"))
    assert knows(st, "usa", handle(st, "c-poague"))                   # the enemy's too


def test_blocks_stand_up_again_in_the_supply_phase():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    add(st, "c-pettigrew", "B10")
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"), ("done",))
    with forced([6, 6, 6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    st = act(st, "usa", ("done",), ("done",))
    while step(st) == "show":                              # 5.31: the CSA shows its front artillery (none)
        st = act(st, GAME.active(st)[0], ("show",))
    assert step(st) == "supply"
    assert not any(knows(st, "csa", h) for h in st["pos"] if h[0] == "U")


def test_an_hq_activated_for_supply_stands_up_at_the_end_of_the_phase():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    add(st, "u-cutler", "B9", strength=1)
    phase(st, "usa", "supply")
    st = act(st, "usa", ("supply", hq, "B8"))
    assert knows(st, "csa", hq)
    st = act(st, "usa", ("done",))
    assert not knows(st, "csa", handle(st, "u-wadsworth-hq"))


def test_supply_steps_to_hidden_blocks_are_private():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9", strength=1)
    phase(st, "usa", "supply")
    st = act(st, "usa", ("supply", hq, "B8"), ("give", hq, inf))
    for e in GAME.mask(st, "csa")["lg"]:
        assert "Cutler" not in e["en"]
    assert any("Cutler" in e["en"] for e in GAME.mask(st, "usa")["lg"])


# -- a block keeps its handle, as on the table (RULES_NOTES "Handles") -----------------------

def test_a_hit_on_a_hidden_block_names_its_handle_not_its_face():
    # 5.23: the owner turns the block in place; the enemy sees which block, not what it is
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    a, b = add(st, "c-pettigrew", "B10"), add(st, "c-j-lane", "B10", strength=3)
    before = {h: list(st["sealed"][h]) for h in (a, b)}
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"), ("done",))
    with forced([1, 6, 6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    assert GAME.announce(st, "csa", ("hit", a)) == ("hit", a, "kept")
    st = act(st, "csa", ("hit", a))
    # the value committed to is unchanged: the step lost is public, as the quarter turn is seen
    assert st["sealed"][a] == before[a] and st["lost"] == {a: 1} and strength(st, a) == 3
    assert st["sealed"][b] == before[b]                        # the other block was not re-dealt
    assert any(e["en"] == "A hit was applied." for e in GAME.mask(st, "usa")["lg"])
    assert not knows(st, "usa", a)


def test_the_enemys_device_follows_hits_and_half_hits_without_knowing_the_block():
    # 5.23, 5.24 (RULES_NOTES "Handles", version 4): what a hit does is seen at the table, so
    # the device that does not hold the block reaches the same public state from the move alone
    st = blank()
    hq = add(st, "u-hunt-hq", "C12")
    art = add(st, "u-ransom", "B12")
    a, b = add(st, "c-perrin", "A12"), add(st, "c-j-lane", "A12")   # A12: woods, half hits (D2)
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "C12"), ("done",))
    with forced([1, 2, 6]):
        st = act(st, "usa", ("fire", art, "A12", d("B12", "A12"), ""))
    theirs = GAME.mask(st, "usa")                            # the Union's device: no CSA value
    assert theirs["sealed"][a] is None and theirs["sealed"][b] is None
    for _ in range(2):
        announced = GAME.announce(st, "csa", ("hit", b))
        st = act(st, "csa", ("hit", b))
        theirs = GAME.apply(theirs, "csa", announced)
        assert (theirs["lost"], theirs["mk"]) == (st["lost"], st["mk"])
    assert st["lost"] == {b: 1} and st["mk"] == [] and strength(st, b) == 2   # half, then a step
    assert seen(st, "csa")[b]["strength"] == 2 and "strength" not in seen(st, "usa")[b]


def test_the_supply_phase_stands_blocks_up_under_their_handles():
    # 8.1: stood up where they stand; the enemy saw which block fired, it sees nothing more now
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9")
    mate = add(st, "u-meredith", "B9")
    add(st, "c-pettigrew", "B10")
    values = {h: st["sealed"][h][0] for h in (inf, mate)}
    phase(st, "usa", "command")
    st = act(st, "usa", ("activate", hq, "B8"), ("done",))
    with forced([6, 6, 6]):
        st = act(st, "usa", ("fire", inf, "B10", d("B9", "B10"), ""))
    assert knows(st, "csa", inf)
    st = act(st, "usa", ("done",), ("done",))
    while step(st) == "show":
        st = act(st, GAME.active(st)[0], ("show",))
    assert step(st) == "supply" and not knows(st, "csa", inf)
    assert {h: st["sealed"][h][0] for h in (inf, mate)} == values


def test_a_step_of_supply_names_the_block_not_its_strength():
    st = blank()
    hq = add(st, "u-wadsworth-hq", "B8")
    inf = add(st, "u-cutler", "B9", strength=1)
    phase(st, "usa", "supply")
    st = act(st, "usa", ("supply", hq, "B8"))
    assert GAME.announce(st, "usa", ("give", hq, inf)) == ("give", hq, "B9", inf)
    dealt = list(st["sealed"][inf])
    st = act(st, "usa", ("give", hq, inf))
    assert strength(st, inf) == 2 and handle(st, "u-cutler") == inf
    # the step is public (the block turned back in view); the value committed to stays
    assert st["sealed"][inf] == dealt and st["lost"][inf] == -1 and inf in st["mk"]
    assert GAME.view(st, "csa")["steps_lost"] == st["lost"]
    assert not seen(st, "usa")[inf]["half"]                  # the mark of a step had is no half hit


# -- the log never names a hidden enemy block ------------------------------------------------

NAMES = {}
for _i, _b in D.BLOCKS.items():
    NAMES.setdefault(_b["name"]["en"], set()).add(_b["side"])
# names that are part of another block's name ("Garnett" in "J. J. Garnett's Bn") say nothing alone
AMBIGUOUS = {n for n in NAMES if any(n != m and n in m for m in NAMES)}


def _leaks(before_up, st, events):
    """Log entries a role may read that name an enemy block hidden to it."""
    up_ids = {st["sealed"][h][0] for h in set(before_up) | set(st["up"]) if st["sealed"].get(h)}
    out = []
    for role in ("usa", "csa"):
        enemy = "csa" if role == "usa" else "usa"
        hidden = [i for i, b in D.BLOCKS.items() if b["side"] == enemy and i not in up_ids]
        for e in events:
            if not may_read(e, role):
                continue
            for i in hidden:
                n = D.BLOCKS[i]["name"]["en"]
                if NAMES[n] == {enemy} and n not in AMBIGUOUS and n in e["en"]:
                    out.append((role, i, e["en"]))
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_never_leaks_a_hidden_enemy_block_and_sample_keeps_legal_actions(seed):
    rnd = random.Random(seed)
    st = GAME.setup("day1", {}, seed)
    for n in range(160):
        if not GAME.active(st):
            break
        role = GAME.active(st)[0]
        lg = GAME.legal(st, role)
        # sample(): a state drawn from the role's view offers the same actions
        view = GAME.view(st, role)
        smp = GAME.sample(view, role, {"rng": dice.seed_state(seed * 1000 + n)})
        assert GAME.legal(smp, role) == lg, (n, step(st))
        # prefer progress: "done" half the time
        a = ("done",) if ("done",) in lg and rnd.random() < 0.5 else rnd.choice(lg)
        up = list(st["up"])
        st = GAME.apply(st, role, a)
        assert _leaks(up, st, st["lg"]) == [], a


def test_artillery_that_leaves_the_front_line_stands_up_again_at_the_end_of_the_move_phase():
    """5.31: face-up artillery stays face up only while it is in a front-line
    hex or an enemy ZOC; once movement is over and no enemy stands next to
    it, it stands up again, hidden (both sides'), before the Melee Phase."""
    st = blank()
    gun = add(st, "u-ransom", "B11")
    enemy_gun = add(st, "c-poague", "B12")
    st["up"] = [gun, enemy_gun]                                        # revealed in an earlier turn
    phase(st, "usa", "move")
    assert knows(st, "csa", gun)
    st = act(st, "usa", ("move", gun, "B10"))
    assert gun in st["up"]                                            # not before movement is over
    st = act(st, "usa", ("done",))
    if step(st) == "show":
        st = act(st, GAME.active(st)[0], ("show",))
    assert gun not in st["up"] and enemy_gun not in st["up"]
    assert not knows(st, "csa", gun) and not knows(st, "usa", enemy_gun)
    assert any(e["rule"] == "5.31" and "stands up" in e["en"] for e in GAME.take_events(st))
