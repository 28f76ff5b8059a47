"""Golden deals: the shuffle behind every code is fixed forever (shuffle version 1)."""

import pytest

from game.heart_to_heart.codes import parse_code
from game.heart_to_heart.deal import (
    DEAL_SALT,
    SALT_BASE,
    SALT_SEARCH_STEPS,
    deck_for,
    shows_worked_example,
    split_deck,
)
from game.heart_to_heart.ranks import parse_rank, rank_label
from game.heart_to_heart.solver import winnable_number
from game.heart_to_heart.state import Game

GOLDEN = {
    "HH1-N-AAAAAAA": "4 9 2 K 8 8 5 A 3 6 Q 10 5 Q A 5 A J 10 7 K 3 8 2 10 7 9 4 5 9 4 K 7 J 2 7 8 4 2 J 6 9 Q 10 J A Q 6 3 3 K 6",
    "HH1-N-AAAAAAM": "10 9 4 J 4 2 3 10 6 7 Q 5 6 7 Q K K J 7 5 8 3 3 Q 4 J 9 2 2 6 8 8 3 4 K Q A 5 2 9 7 A A 5 K 10 9 10 6 8 J A",
    "HH1-N-AAAAAAB": "10 Q Q 7 2 5 2 6 J 8 9 A Q 6 10 J 2 8 J K 3 10 9 6 K 4 3 7 Q 10 K 9 4 J 3 7 7 5 6 9 5 5 A A 3 2 4 A 4 8 K 8",
    "HH1-N-AAAAAAZ": "9 J 9 J 8 A 4 10 4 6 3 7 3 A 8 9 K 5 5 A 7 Q 10 6 3 6 7 9 J 2 K A J 10 8 5 5 8 Q Q 4 7 2 K 3 K 2 Q 4 10 6 2",
    "HH1-N-AAAAABA": "4 10 10 8 J Q 2 4 A A K 6 6 K A 7 J 9 5 K 3 10 7 J Q 6 3 J 5 6 2 5 9 8 9 4 3 10 3 8 7 9 8 2 Q 4 K 7 Q A 5 2",
    "HH1-N-AKKEEKB": "8 K 9 J 8 6 Q K 6 5 10 Q 4 5 9 2 7 A A 2 8 10 4 3 3 9 3 10 5 10 K K 2 2 7 8 7 A 4 9 A 4 J Q 7 Q 3 J J 6 6 5",
    "HH1-N-ZZZZZZZ": "3 K 9 8 Q 3 10 6 2 10 J 7 4 5 J 2 6 J A 2 5 K A 6 9 5 9 4 Q 8 3 2 Q 7 8 4 A 7 3 K K 9 5 8 7 A 6 J 10 10 Q 4",
}


@pytest.mark.parametrize("code", sorted(GOLDEN))
def test_golden_deck_order_for_code(code):
    assert " ".join(rank_label(r) for r in deck_for(parse_code(code))) == GOLDEN[code]


def test_the_salt_is_the_documented_search_result():
    assert SALT_BASE == 0x48544831_00000000
    assert SALT_SEARCH_STEPS == 135_640
    assert DEAL_SALT == SALT_BASE + SALT_SEARCH_STEPS


def test_no_earlier_salt_shows_the_worked_example_and_is_winnable():
    # The search is "the first k": spot-check a sample of earlier ones fail cheaply.
    from game.heart_to_heart.solver import winnable_deck

    for k in range(0, SALT_SEARCH_STEPS, 997):
        deck = deck_for(12, SALT_BASE + k)
        assert not (shows_worked_example(deck) and winnable_deck(deck))


def test_deck_has_four_of_each_of_the_13_ranks():
    for code in GOLDEN:
        deck = deck_for(parse_code(code))
        assert sorted(deck) == sorted(list(range(1, 14)) * 4)


def test_deck_is_laid_out_heart_stock_then_first_waste_card():
    deck = [parse_rank(x) for x in GOLDEN["HH1-N-AAAAAAB"].split()]
    heart, stock, waste = split_deck(deck)
    game = Game.from_code("HH1-N-AAAAAAB")
    assert game.heart == deck[:25] == heart
    assert game.stock == deck[25:51] == stock  # d[25] on top
    assert game.waste == [deck[51]] == [waste]


def test_worked_example_deal_shows_what_the_rules_page_lists():
    deck = deck_for(parse_code("HH1-N-AAAAAAM"))
    assert deck[0] == 10  # 10 at position 1
    assert deck[24] == 4  # 4 at the tip
    assert deck[51] == 1  # A is the first waste card
    assert 4 not in deck[25:33] and deck[33] == 4  # the first 4 out is the 9th flip
    assert shows_worked_example(deck)
    assert winnable_number(12)


def test_worked_example_replay_nine_flips_then_tip_and_waste_pair_on_move_10():
    g = Game.from_code("hh1-n-aaaaaam")
    assert g.tap(1).kind == "nothing"  # the 10 at position 1 is covered
    for _ in range(9):
        g.tap("stock")
    assert g.waste[-1] == 4 and g.moves == 9
    assert g.tap(25).kind == "select"
    result = g.tap("waste")
    assert result.kind == "pair" and g.moves == 10 and g.score == 10
    assert g.free_positions() == [23, 24]


def test_the_readme_counts_the_deal_as_the_game_deals_it():
    """How to play names the heart, the stock and the waste card, and they make the 52 dealt."""
    import re
    from pathlib import Path

    from game.heart_to_heart.deal import HEART_SIZE, STOCK_SIZE

    readme = Path(__file__).resolve().parents[2] / "README.md"
    text = " ".join(readme.read_text(encoding="utf-8").split())
    rules = text[text.index("**Heart to Heart.**") : text.index("**Hearts.**")]
    heart = re.search(r"(\d+) cards lie face up as a heart", rules)
    stock = re.search(r"(\d+) form the stock", rules)
    assert heart and stock and "last one starts the waste" in rules
    heart_cards, stock_cards = int(heart.group(1)), int(stock.group(1))
    assert (heart_cards, stock_cards) == (HEART_SIZE, STOCK_SIZE)
    hearts, stock_order, first_waste = split_deck(deck_for(0))
    assert (len(hearts), len(stock_order), heart_cards + stock_cards + 1) == (heart_cards, stock_cards, 52)
