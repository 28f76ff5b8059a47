"""The moon's line on the hand summary reads as a sentence in both languages."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui.scenes.hearts import strings  # noqa: F401  (registers the Hearts table strings)
from game.ui.scenes.hearts.panels import moon_line


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("rule, en, ru", [
    ("add_to_others", "You score 0, everyone else scores 26", "Вы получаете 0, остальные по 26"),
    ("subtract_from_shooter", "You score −26, everyone else 0", "Вы получаете −26, остальные 0"),
])
def test_your_own_moon_is_said_with_the_verb_agreeing(rule, en, ru):
    i18n.set_language("en")
    assert moon_line(0, rule).endswith(en)
    i18n.set_language("ru")
    assert moon_line(0, rule).endswith(ru)


def test_another_players_moon_names_them():
    i18n.set_language("en")
    assert moon_line(2, "add_to_others").endswith("Boris scores 0, everyone else scores 26")
    i18n.set_language("ru")
    assert moon_line(2, "add_to_others").endswith("Борис получает 0, остальные по 26")
