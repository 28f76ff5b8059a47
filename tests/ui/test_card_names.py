"""One notation for card names in both languages.

The Russian rules documents write cards as "A♥", "4♥", "10♥": Latin indices and the suit
sign, the same as the card corners.  So every text a player reads names a card with
``Card.pretty``, and no Russian string mixes in В/Д/К/Т indices.
"""

from __future__ import annotations

import re

from game import i18n
from game.cards import Card, Rank, Suit, full_deck
from game.ui import scenes

_CARD_IN_TEXT = re.compile(r"(10|[2-9AJQKА-ЯЁ])([♣♦♠♥])")


def _catalogs() -> dict[str, dict[str, str]]:
    scenes.load_game_scenes()  # the game scenes register their own strings
    return i18n.CATALOGS


def test_no_russian_text_names_a_card_with_cyrillic_indices():
    bad = {k: v for k, v in _catalogs()["ru"].items() if re.search(r"[А-Яа-яЁё][♣♦♠♥]", v)}
    assert bad == {}


def test_every_card_named_in_any_text_is_written_as_card_pretty():
    pretty = {c.pretty for c in full_deck()}
    for lang, catalog in _catalogs().items():
        for key, value in catalog.items():
            for m in _CARD_IN_TEXT.finditer(value):
                assert m.group(0) in pretty, (lang, key, m.group(0))


def test_the_hand_summary_queen_reads_the_same_in_both_languages():
    queen = Card(Rank.QUEEN, Suit.SPADES).pretty
    for lang in i18n.LANGUAGES:
        assert _catalogs()[lang]["hearts.summary.queen"] == queen == "Q♠"


def test_the_russian_app_calls_hearts_chervy_everywhere_as_players_and_the_page_do():
    ru = _catalogs()["ru"]
    assert ru["app.title"] == "Heart to Heart и Червы"
    assert ru["menu.hearts"] == ru["rules.tab.hearts"] == ru["settings.section.hearts"] == "Червы"
    assert not [key for key, text in ru.items() if "Сердца" in text]
