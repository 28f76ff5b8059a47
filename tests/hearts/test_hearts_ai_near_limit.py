"""Normal's check of its card in a hand that could end the game (ai/near_limit.py): a
short search valued by the chance of winning the game, and nothing at all far from it."""

from __future__ import annotations

from dataclasses import replace

from game.cards import parse_cards
from game.hearts.ai import normal, player
from game.hearts.ai.knowledge import Knowledge, to_card
from game.hearts.ai.near_limit import better
from game.rng import Rng

from .helpers import drain
from .test_hearts_ai_standing import _reach

NORMAL = player("normal")
MARGIN, Z = normal.SHIPPED.near_margin, normal.SHIPPED.near_z
SLICE_CARDS = normal.SHIPPED.slice_cards


def test_far_from_the_limit_normal_plays_its_rules_card_and_draws_no_random_number():
    for seed, played in ((9, 30), (5, 30), (41, 34), (3, 34)):
        m = _reach(seed, played)
        s = m.to_act
        view = replace(m.view(s), scores=(40, 73, 60, 12))  # nobody can reach 100 in this hand
        rng = Rng(7)
        decision, yields = drain(NORMAL.think(view, rng))
        assert decision.card == to_card(normal.play_card(Knowledge(view)))
        assert yields == 0 and rng.next_u64() == Rng(7).next_u64()


def test_near_the_limit_normal_plays_the_card_that_wins_the_game_more_often():
    # South on 30 leads the game by 30, North on 88, so points on North end it with South
    # winning: with Q♠ K♠ 4♠ under 8♠ J♠ its rules duck with 4♠ (the hand's points);
    # played out against the game, taking with K♠ wins the game more often
    m = _reach(9, 30)
    assert m.to_act == 0 and [str(c) for c in m.current_trick.cards] == ["8S", "JS"]
    view = replace(m.view(0), scores=(30, 60, 88, 70))
    four, king = parse_cards(["4S", "KS"])
    assert to_card(normal.play_card(Knowledge(view))) == four
    decision, yields = drain(NORMAL.think(view, m.decision_rng(0)))
    assert decision.card == king
    assert yields > 0  # the search is spread over slices, as Hard's is
    again, _ = drain(NORMAL.think(view, m.decision_rng(0)))
    assert again == decision  # the decision's own stream: the same card every time


def test_another_card_is_played_only_when_clearly_better_on_the_same_deals():
    rules_card = [5.0, 0.0, 5.0, 0.0, 5.0, 0.0, 5.0, 0.0]
    assert better([0.0] * 8, rules_card, MARGIN, Z)  # 2.5 points a deal better, at many standard errors
    assert not better(rules_card, rules_card, MARGIN, Z)
    slightly = [x - MARGIN / 2 for x in rules_card]
    assert not better(slightly, rules_card, MARGIN, Z)  # under the margin
    noisy = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 40.0]
    lucky = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    assert not better(lucky, noisy, MARGIN, Z)  # 5 points a deal from one deal: under Z standard errors
    assert Z >= 2.0


def test_every_slice_of_the_check_stays_under_the_slice_budget(monkeypatch):
    from game.hearts.ai import near_limit

    m = _reach(9, 30)
    view = replace(m.view(0), scores=(30, 60, 88, 70))
    k = Knowledge(view)
    cost = bin(k.unseen).count("1") + bin(k.hand).count("1")
    work = []
    real = near_limit.playout

    def counted(*a, **kw):
        work.append(cost)
        return real(*a, **kw)

    monkeypatch.setattr(near_limit, "playout", counted)
    gen = NORMAL.think(view, m.decision_rng(0))
    per_slice = []
    while True:
        done = len(work)
        try:
            next(gen)
        except StopIteration:
            per_slice.append(len(work) - done)
            break
        per_slice.append(len(work) - done)
    assert sum(per_slice) > 0
    assert max(per_slice) * cost <= SLICE_CARDS
