"""Why a position is lost, and the last winnable position to rewind to."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import i18n
from game.heart_to_heart import explain as ex
from game.heart_to_heart import solver
from game.heart_to_heart.codes import MAX_NUMBER
from game.heart_to_heart.solver import next_winnable, winnable
from game.heart_to_heart.state import DEAD_END, PLAYING, Game
from game.rng import Rng

from .positions import make_game, only

EXAMPLE = "HH1-N-AAAAAAM"
DEAD_AT_START = 24


def test_a_winnable_position_has_no_reason_and_nothing_to_rewind():
    e = ex.explain(Game.from_code(EXAMPLE))
    assert e.winnable and e.reasons == () and e.rewind == 0 and ex.lines(e) == []


def test_all_four_of_a_rank_lying_on_one_another_is_named():
    # 16 under 20 under 23 under the tip 25: the four 9s can never be free two at a time.
    g = make_game(only({25: 9, 23: 9, 20: 9, 16: 9, 4: 5}), waste=[5])
    assert g.status == PLAYING
    e = ex.explain(g)
    assert not e.winnable
    assert e.reasons[0] == ex.Reason(ex.STACKED, (9,), (16, 20, 23, 25), 0)
    assert ex.reason_text(e.reasons[0]).startswith("All four 9♥ are in the heart")


def test_the_last_two_of_a_rank_one_on_the_other_is_named():
    g = make_game(only({25: 9, 23: 9, 4: 5}), waste=[5])
    (reason,) = ex.explain(g).reasons
    assert reason.kind == ex.STACKED and reason.positions == (23, 25)
    assert "last two 9♥" in ex.reason_text(reason)


def test_three_left_with_one_partner_in_the_reserve_and_the_rest_stacked():
    g = make_game(only({25: 9, 23: 9, 20: 9, 4: 5}), stock=[9], waste=[5])
    (reason,) = ex.explain(g).reasons
    assert (reason.kind, reason.reserve, len(reason.positions)) == (ex.STACKED, 1, 3)


def test_one_rank_spread_out_is_not_blamed():
    assert not ex.rank_is_stuck((4, 5), 0)  # a lobe card and a row-2 card: both can be free
    assert ex.rank_is_stuck((23, 25), 0) and not ex.rank_is_stuck((23, 25), 2)


def test_cards_blocking_each_other_across_ranks_are_the_ones_never_paired():
    # 9 at 5 lies on a 5 at 1; 5 at 10 lies on a 9 at 4: each pair waits for the other.
    g = make_game(only({5: 9, 1: 5, 10: 5, 4: 9, 25: 7}), waste=[7])
    assert g.status == PLAYING and not winnable(g)
    (reason,) = ex.explain(g).reasons
    assert reason.kind == ex.NEVER_PAIRED and reason.positions == (5, 10) and reason.ranks == (9, 5)
    assert ex.reason_text(reason) == ("No order of moves can ever pair 9♥ at position 5, "
                                      "5♥ at position 10, nor free the cards under them.")


def test_a_dead_end_says_first_that_no_free_card_has_a_partner():
    g = make_game(only({25: 9, 23: 9, 24: 4}), waste=[5])
    assert g.status == DEAD_END
    e = ex.explain(g)
    assert e.reasons[0].kind == ex.NO_PARTNER and e.reasons[0].ranks == (9,)
    assert "(9♥)" in ex.reason_text(e.reasons[0])


def test_a_deal_dead_from_the_start_offers_no_rewind_and_says_so():
    e = ex.explain(Game.from_number(DEAD_AT_START))
    assert not e.winnable and not e.deal_winnable and e.rewind is None and e.best == 0
    text = ex.lines(e)
    assert text[-1] == i18n.t("h2h.why.from_start") and ex.rewind_text(e) is None


def _lose(number: int, seed: int) -> tuple[Game, int]:
    """Play random legal taps on a winnable deal until it is lost, then a few more
    moves; returns the game and the number of moves made since it was last winnable."""
    rng = Rng(seed)
    g = Game.from_number(number)
    since = None
    if not winnable(g):
        return g, None
    for _ in range(400):
        if g.status != PLAYING:
            break
        targets = ["stock"] + g.tappable()
        before = g.moves
        g.tap(targets[rng.below(len(targets))])
        if g.moves == before:
            continue
        if since is None and not winnable(g):
            since = 0
        if since is not None:
            since += 1
            if since >= 6:
                break
    return g, since


@settings(max_examples=12, deadline=None)
@given(st.integers(0, MAX_NUMBER), st.integers(0, 2**32))
def test_rewind_reaches_the_newest_winnable_position_in_the_history(number, seed):
    g, since = _lose(next_winnable(number), seed)
    e = ex.explain(g)
    if since is None or e.winnable:
        return  # the random play never lost this deal
    # the move that lost it is the first of ``since``: the one before it could still win
    assert e.rewind == since and e.deal_winnable
    probe = g.copy()
    for k in range(1, e.rewind + 1):
        probe.undo()
        assert winnable(probe) == (k == e.rewind), k


def test_rewind_after_a_spoiling_pair_on_the_worked_example():
    # found by tests/heart_to_heart/test_explain.py::_lose on the worked example
    for seed in range(50):
        g, since = _lose(Game.from_code(EXAMPLE).number, seed)
        if since:
            e = ex.explain(g)
            assert e.deal_winnable and e.rewind and not e.winnable
            assert "moves to take back: " in ex.rewind_text(e)
            assert 2 <= len(ex.lines(e)) <= 3
            return
    pytest.fail("no random play lost the worked example")


def test_every_reason_reads_in_both_languages():
    g = make_game(only({5: 9, 1: 5, 10: 5, 4: 9, 25: 7}), waste=[7])
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        for e in (ex.explain(g), ex.explain(Game.from_number(DEAD_AT_START)),
                  ex.explain(make_game(only({25: 9, 23: 9, 20: 9, 16: 9, 4: 5}), waste=[5]))):
            for line in ex.lines(e):
                assert "{" not in line and "h2h." not in line


def test_a_lost_position_always_has_a_reason():
    # HH1-N-NIXMCZC: every card can leave in some line, but no line clears the heart
    e = ex.explain(Game.from_code("HH1-N-NIXMCZC"))
    assert not e.winnable and [r.kind for r in e.reasons] == [ex.NO_ORDER]
    assert ex.lines(e)[0] == i18n.t("h2h.why.no_order")


@settings(max_examples=25, deadline=None)
@given(st.integers(0, MAX_NUMBER), st.integers(0, 2**32), st.integers(0, 150))
def test_every_lost_position_gets_at_least_one_reason(number, seed, taps):
    rng = Rng(seed)
    g = Game.from_number(number)
    for _ in range(taps):
        if g.status != PLAYING:
            break
        targets = ["stock"] + g.tappable()
        g.tap(targets[rng.below(len(targets))])
    e = ex.explain(g)
    assert e.winnable == winnable(g)
    assert e.winnable or e.reasons
    assert 0 <= e.best <= 25 and (e.best < 25) != e.winnable


def test_one_free_card_without_a_partner_is_named_in_the_singular_and_its_covered_partner_is_not_denied():
    # the other 9 lies covered at 23: it is on the table, just not free
    g = make_game(only({25: 9, 23: 9, 24: 4}), waste=[5])
    reason = ex.explain(g).reasons[0]
    text = ex.reason_text(reason)
    assert text.startswith("The free card (9♥) cannot be paired")
    assert "covered in the heart" in text and "on the table" not in text
    i18n.set_language("ru")
    assert ex.reason_text(reason).startswith("У свободной карты (9♥) нет пары")


def test_several_free_cards_without_partners_are_named_in_the_plural():
    reason = ex.Reason(ex.NO_PARTNER, (4, 9), (24, 25))
    assert ex.reason_text(reason).startswith("None of the free cards (4♥, 9♥) can be paired")
    i18n.set_language("ru")
    assert ex.reason_text(reason).startswith("У свободных карт (4♥, 9♥) нет пары")


def test_when_nothing_more_can_be_cleared_the_dialog_says_so_instead_of_an_at_best():
    g = make_game(only({25: 9, 23: 9, 24: 4}), waste=[5])
    e = ex.explain(g)
    assert e.best == e.cleared == 22
    text = ex.lines(e)
    assert i18n.t("h2h.why.none_more", cleared=22) in text
    assert not any("At best" in line for line in text)


def test_the_at_best_line_counts_what_is_cleared_already():
    e = ex.Explanation(False, (), best=10, rewind=None, deal_winnable=True, cleared=6)
    assert "At best 10 of the 25 heart cards can be cleared in all (cleared so far: 6)." in ex.lines(e)


def test_a_never_paired_reason_outlines_the_cards_it_names_and_no_more():
    reason = ex.Reason(ex.NEVER_PAIRED, (9, 5, 7, 4), (5, 8, 12, 14))
    assert ex.named_positions(reason) == (5, 8, 12)
    text = ex.reason_text(reason)
    assert "position 12" in text and "position 14" not in text and text.count("…") == 1


def test_a_pair_the_hint_passes_over_is_named_with_why_when_it_would_lose_the_game():
    # four 7s: 23 and 24 pair and free 21 for the waste's 7; 23 with the waste leaves 24
    # and 21 (under it) without a partner
    g = make_game(only({23: 7, 24: 7, 21: 7}), waste=[7])
    hinted = solver.hint_pair(g)
    assert set(hinted) == {"23", "24"}
    passed = ex.passed_pair(g, hinted)
    assert passed == ex.PassedPair((23, "waste"), 7, True)
    assert ex.passed_pair_text(passed) == ("The hint passes over the pair 7♥ at position 23 and 7♥ on the "
                                           "waste: after it the game could no longer be won.")
    i18n.set_language("ru")
    assert ex.passed_pair_text(passed) == ("Подсказка обходит пару 7♥ на позиции 23 и 7♥ сверху сброса: "
                                           "после неё партию уже нельзя будет выиграть.")


def test_no_word_on_pairs_the_hint_passes_over_when_they_cost_nothing():
    g = make_game(only({23: 7, 24: 7, 21: 7, 25: 5}), stock=[5], waste=[7])
    assert ex.passed_pair(g, solver.hint_pair(g)) is None  # only the tip is free: no pair open
    g = make_game(only({23: 7, 24: 7}), waste=[7], stock=[7])  # any two 7s: the other two follow
    assert ex.passed_pair(g, solver.hint_pair(g)) is None


def test_in_a_lost_game_a_pair_passed_over_is_named_when_it_clears_fewer_cards():
    # not winnable (a 9 lies under the other 9); the 7 pairs as in the winning case above
    g = make_game(only({23: 7, 24: 7, 21: 7, 20: 9, 16: 9}), waste=[7])
    assert not winnable(g)
    passed = ex.passed_pair(g, solver.hint_pair(g))
    assert passed is not None and not passed.loses and passed.rank == 7
    assert "fewer heart cards" in ex.passed_pair_text(passed)
