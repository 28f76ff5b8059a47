"""A Hearts panel draws from a frozen view of the match made as it opens, never from the
live match: the game going on under it (or a test changing the match) changes nothing on
show."""

from __future__ import annotations

import dataclasses

import pytest

from game.hearts import Match
from game.hearts.ai import choose
from game.ui.metrics import Screen
from game.ui.scenes.hearts.panel_view import panel_view
from game.ui.scenes.hearts.panels import Panel

SEED = 7


def _play(m: Match, n: int) -> Match:
    """``m`` after ``n`` more actions of Easy players (South too)."""
    for _ in range(n):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    return m


def _played(n: int) -> Match:
    return _play(Match(SEED), n)


def test_a_panel_shows_the_match_as_it_was_when_it_opened():
    m = _played(20)
    panel = Panel("sheet_view", m, screen=Screen)
    before = panel_view(_played(20))
    _play(m, 20)  # the game goes on under the panel
    assert len(m.tricks) > len(before.tricks)
    assert panel.view == before


def test_a_panels_view_cannot_be_changed_in_place():
    view = panel_view(_played(12))
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.scores = (0, 0, 0, 0)  # type: ignore[misc]
    assert isinstance(view.hand_points, tuple) and isinstance(view.history, tuple)
