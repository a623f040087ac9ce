"""Where a defeated defender may retreat (11.6, RULES_NOTES C8), on the 1861
map with forces moved where a test needs them."""

from __future__ import annotations

from pyapp.games.uscw import model, places, retreat as R, situation, start
from pyapp.games.uscw.board import BOARD


def clear_land(st, around, n=30):
    """Empty land hexes near ``around`` with nobody's units, not key hexes."""
    out = []
    for h in sorted(BOARD.neighbours(around)):
        if BOARD.land(h) and model.side_at(st, h) is None and not situation.key_hex(h) \
                and h not in st["forts"] and h not in st["militia"]:
            out.append(h)
    return out


def scene():
    """A CSA force of 2 SP at Knoxville beaten by a Union force attacking from
    one of its neighbours; the rest of the map as in 1861."""
    st = start.build("1861")
    battle = places.hex_of("knoxville")
    frm = clear_land(st, battle)[0]
    return st, battle, frm


def test_a_retreat_goes_two_hexes_away_from_the_attacker():
    st, battle, frm = scene()
    got = R.paths(st, "csa", battle, 2, frm)
    assert got and all(len(p) in (1, 2) for p in got)
    for p in got:
        assert frm not in p and battle not in p and all(BOARD.land(h) for h in p)
        assert not set(p) & (set(BOARD.neighbours(frm)) - {battle}) or any(
            model.side_at(st, h) == "csa" or situation.key_hex(h) for h in p)   # 11.6.4: not in the attacker's zone


def test_it_may_stop_after_one_hex_with_more_friends_there():
    st, battle, frm = scene()
    near = [h for h in clear_land(st, battle) if h not in BOARD.neighbours(frm) and h != frm]
    model.add_sp(st, near[0], "csa", 5)
    got = R.paths(st, "csa", battle, 2, frm)
    assert (near[0],) in got or all(len(p) == 2 for p in got)
    assert any(p[0] == near[0] for p in got)


def test_enemy_troops_block_unless_seven_to_one():
    st, battle, frm = scene()
    for h in BOARD.neighbours(battle):
        if h != frm and BOARD.land(h) and model.side_at(st, h) is None:
            model.add_sp(st, h, "usa", 1)
    assert R.paths(st, "csa", battle, 2, frm) == []                  # 11.6.6: it surrenders
    assert R.paths(st, "csa", battle, 7, frm) != []                  # 11.6.5: 7 to 1 pushes them aside
