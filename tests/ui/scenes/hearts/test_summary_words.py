"""The hand summary's "took" column says what a seat without a point card took: "no
points" when it won tricks, "no tricks" when it won none; never "nothing", which with the
"No trick at all: -5" rule on reads as the bonus.  A chip (the J♦ taken, the bonus) says it
alone."""

from __future__ import annotations

import pytest

from game import i18n
from game.hearts import Match
from game.hearts.legality import is_point_card
from game.hearts.rules import Rules
from game.rng import Rng
from game.ui.scenes.hearts import strings  # noqa: F401  (the summary's words)
from game.ui.scenes.hearts.panels import taken_words


def finished_hand(seed: int, rules: Rules) -> Match:
    """Hand 1 of game ``seed`` played out by random legal cards (the first three passed)."""
    m = Match(seed, rules)
    rng = Rng(seed)
    while m.hand_result is None:
        if m.phase == "pass":
            seat = m.awaiting_pass[0]
            m.submit_pass(seat, m.hands[seat][:3])
        else:
            legal = m.legal(m.to_act)
            m.play(m.to_act, legal[rng.below(len(legal))])
    return m


def seat_facts(m: Match, seat: int) -> tuple[bool, bool]:
    """(won a trick, took a point card)."""
    won = [trick for trick in m.tricks if trick.winner == seat]
    return bool(won), any(is_point_card(c) for trick in won for c in trick.cards)


@pytest.mark.parametrize("bonus", [False, True], ids=["classic", "no_trick_bonus"])
def test_a_seat_without_points_is_said_to_take_no_points_or_no_tricks(bonus):
    seen = set()
    for seed in range(60):
        m = finished_hand(seed, Rules(no_tricks_bonus=bonus))
        res = m.hand_result
        for seat in range(4):
            won, points = seat_facts(m, seat)
            cards = [c for trick in m.tricks if trick.winner == seat for c in trick.cards if is_point_card(c)]
            words = taken_words(m, seat, cards)
            if points or res.jack == seat:
                assert words is None
            elif not won:
                assert words == (None if bonus else "hearts.summary.no_tricks_taken")
                assert (seat in res.no_tricks) == bonus
                seen.add("no tricks")
            else:
                assert words == "hearts.summary.no_points"
                seen.add("no points")
    assert seen == {"no tricks", "no points"}


@pytest.mark.parametrize("lang, no_points, no_tricks", [("en", "no points", "no tricks"),
                                                        ("ru", "ни одного очка", "ни одной взятки")])
def test_the_words_say_points_or_tricks_in_both_languages(lang, no_points, no_tricks):
    old = i18n.language()
    try:
        i18n.set_language(lang)
        assert i18n.t("hearts.summary.no_points") == no_points
        assert i18n.t("hearts.summary.no_tricks_taken") == no_tricks
    finally:
        i18n.set_language(old)
