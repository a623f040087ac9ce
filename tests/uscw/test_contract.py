"""The one conformance suite's checks on The U.S. Civil War before it joins
the registry (issue 35): a random game of the 1861 scenario keeps the game
contract (JSON states that pass their own check, undo never across a roll
or a reveal, the replay rebuilding every state, views that hide the other
side's cards and samples that look the same to the viewer, prompts and
words for every action)."""

from __future__ import annotations

import pytest

from pyapp import games


@pytest.fixture
def registered(monkeypatch):
    monkeypatch.setitem(games._MODULES, "uscw", "pyapp.games.uscw.rules")
    yield


def test_a_random_1861_game_keeps_the_contract(registered):
    from tests.test_conformance import test_random_game_keeps_the_contract
    test_random_game_keeps_the_contract("uscw", "1861", {}, 1)
