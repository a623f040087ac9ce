"""For the People: strategic movement (5.27)."""

from pyapp.games.ftp import model as M
from pyapp.games.ftp import strategic

from tests.ftp.position import blank, play, push, sp, top


def test_pensacola_to_columbus_by_rail_the_rulebook_example_5_27():
    st = blank("1861")
    sp(st, "csa", "pensacola", 1)
    assert "columbus_ky" in strategic.destinations(st, "csa", "pensacola")


def test_never_through_a_neutral_or_enemy_space_5_27():
    st = blank("1861")
    sp(st, "csa", "nashville", 1)
    dests = strategic.destinations(st, "csa", "nashville")
    assert "bowling_green" not in dests and "louisville" not in dests      # neutral Kentucky


def test_the_union_moves_by_sea_between_its_ports_5_27():
    st = blank("1861")
    sp(st, "union", "fort_monroe", 1)
    dests = strategic.destinations(st, "union", "fort_monroe")
    assert "fort_pickens" in dests and "charleston_sc" not in dests


def test_limits_fifteen_and_seven_5_27():
    st = blank("1861")
    sp(st, "csa", "richmond", 9)
    push(st, "strategic", who="csa", left=strategic.LIMIT["csa"], src=None)
    for _ in range(7):
        play(st, "csa", ("from", "richmond"))
        play(st, "csa", ("to", "petersburg"))
    assert M.loose_sp(st, "csa", "petersburg") == 7 and M.loose_sp(st, "csa", "richmond") == 2
    assert not st["flow"] or top(st)["step"] != "strategic"
    assert strategic.LIMIT == {"union": 15, "csa": 7}

