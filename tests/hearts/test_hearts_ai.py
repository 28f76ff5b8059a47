"""The computer players: interface, reproducibility, the sampler, small arenas."""

from __future__ import annotations

import pytest

from game.cards import parse_cards
from game.hearts import Match, PlayerView
from game.hearts.ai import LEVELS, Decision, choose, player
from game.hearts.ai.deal_state import distinct_candidates
from game.hearts.ai.inference import play_history, public_moments
from game.hearts.ai.knowledge import SUIT_MASK, Knowledge, mask_of, to_card
from game.hearts.ai.sampler import sample_world
from game.hearts.console.arena import run_arena
from game.hearts.facts import public_facts
from game.hearts.trick import Trick
from game.rng import Rng

from .helpers import drain, hand_after, pass_all


def _midgame(seed: int = 5, plays: int = 16) -> Match:
    m = Match(seed)
    pass_all(m, "normal")
    for _ in range(plays):
        s = m.to_act
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    return m


@pytest.mark.parametrize("level", LEVELS)
def test_think_yields_and_returns_the_same_decision_as_choose(level):
    m = _midgame()
    s = m.to_act
    decision, steps = drain(player(level).think(m.view(s), Rng(3)))
    assert isinstance(decision, Decision) and decision.kind == "play"
    assert decision == choose(m.view(s), level, Rng(3))
    assert decision.card in m.legal(s)
    from game.hearts.bits import legal_mask

    k = Knowledge(m.view(s))
    mask = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
    if level == "hard" and len(distinct_candidates(k, mask)) > 1:
        assert steps > 5  # the search is spread over many slices


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_is_reproducible_for_a_seed(level):
    m = _midgame(6, 9)
    s = m.to_act
    assert choose(m.view(s), level, Rng(11)) == choose(m.view(s), level, Rng(11))


def test_choose_refuses_a_view_that_is_not_this_seats_turn():
    m = _midgame()
    other = (m.to_act + 1) % 4
    with pytest.raises(ValueError):
        choose(m.view(other), "normal", Rng(1))


def test_sampled_worlds_respect_counts_voids_and_passed_cards():
    for seed in range(6):
        m = Match(seed)
        pass_all(m, "normal")
        while m.phase == "play":
            s = m.to_act
            v = m.view(s)
            k = Knowledge(v)
            truth = [mask_of(h) for h in m.hands]
            for o in range(4):
                if o == s:
                    continue
                assert k.known[o] & ~truth[o] == 0  # what the view proves is true
                for su in range(4):
                    assert not ((k.voids[o] >> su) & 1 and truth[o] & SUIT_MASK[su])
            w = sample_world(k, Rng(seed * 100 + len(m.tricks)))
            assert w[s] == truth[s]
            assert w[0] | w[1] | w[2] | w[3] == truth[0] | truth[1] | truth[2] | truth[3]
            for o in range(4):
                assert w[o].bit_count() == truth[o].bit_count()
                if o != s:
                    assert k.known[o] & ~w[o] == 0
                    for su in range(4):
                        assert not ((k.voids[o] >> su) & 1 and w[o] & SUIT_MASK[su])
            m.apply(s, choose(v, "normal", m.decision_rng(s)))


def test_sampled_worlds_give_no_seat_a_card_its_play_ruled_out():
    # West played a heart on the first trick where no points may be: hearts and at most Q♠
    view = PlayerView.from_request({
        "seat": 2, "hand_number": 4, "pass_direction": "none", "phase": "play",
        "rules": {"no_points_first_trick": True},
        "hand": ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"],
        "tricks": [], "trick": {"leader": 0, "cards": ["2C", "5H"]},
    })
    k = Knowledge(view)
    rng = Rng(4)
    for _ in range(40):
        west = sample_world(k, rng)[1]
        assert west & ~(SUIT_MASK[3] | 1 << (2 * 13 + 10)) == 0


def test_normal_passes_the_dangerous_cards():
    from game.cards import parse_cards
    from game.hearts import PlayerView

    hand = tuple(parse_cards("2C 5C 9C JC 3D 8D 10D QS AS 2H 4H KH AH".split()))
    v = PlayerView(seat=0, hand_number=1, pass_direction="left", phase="pass", hand=hand)
    passed = {str(c) for c in choose(v, "normal", Rng(0)).cards}
    assert {"QS", "AS"} <= passed  # an unprotected queen and the ace go


def test_small_arena_easy_beats_random():
    res = run_arena(["easy", "random", "random", "random"], 12, seed=3)
    d, _ = res.difference("easy", "random")
    assert d < 0


def test_small_arena_normal_beats_easy():
    res = run_arena(["normal", "easy", "easy", "easy"], 12, seed=3)
    d, _ = res.difference("normal", "easy")
    assert d < 0


def test_arena_is_reproducible_and_counts_hands():
    a = run_arena(["normal", "easy", "random", "easy"], 2, seed=8)
    b = run_arena(["normal", "easy", "random", "easy"], 2, seed=8)
    assert a.report().splitlines()[:5][0] == b.report().splitlines()[0]
    assert [st.points for st in a.stats.values()] == [st.points for st in b.stats.values()]
    assert a.stats["easy"].hands == 16 and a.stats["normal"].hands == 8


def _second_trick_view(hand: str, trick: str) -> PlayerView:
    """Seat 3 to play last to the second trick: seat 0 took the first (and a heart
    with it, so hearts are broken) and led."""
    first = Trick(1, tuple(parse_cards("2C 2H 3C 5C".split())))
    return PlayerView(seat=3, hand_number=4, pass_direction="none", phase="play",
                      hand=tuple(parse_cards(hand.split())), tricks=(first,),
                      trick=Trick(0, tuple(parse_cards(trick.split()))))


def test_hard_tries_the_card_that_ducks_when_a_card_on_the_table_splits_its_run():
    # 4♥ and 6♥ are on the table, so 3♥ and 5♥ duck under the 7♥ and 8♥ does not:
    # nothing unseen lies between 3♥, 5♥ and 8♥, but they are not the same card
    view = _second_trick_view("3H 5H 8H 6C 7C 8C 9C 10C JC 2D 3D 4D", "4H 6H 7H")
    k = Knowledge(view)
    allowed = mask_of(view.hand) & SUIT_MASK[3]
    shown = {str(to_card(c)) for c in distinct_candidates(k, allowed)}
    assert "8H" in shown and shown & {"3H", "5H"}


def test_hard_ducks_under_a_trick_of_hearts_when_it_can():
    view = _second_trick_view("3H 5H 8H 6C 7C 8C 9C 10C JC 2D 3D 4D", "4H 6H 7H")
    decision = choose(view, "hard", Rng(5))
    assert str(decision.card) in ("3H", "5H")


def _voids_after(history: list[tuple[int, list[int]]]) -> list[int]:
    """The voids the reader's replay of ``history`` has shown once every card is in."""
    voids: list[int] = []
    for moment in public_moments(history):
        voids = moment[-1]
    return voids


def test_the_reader_sees_a_heart_led_unbroken_as_a_hand_of_hearts() -> None:
    # 2♣ 3♣ 4♣ 5♣ from seats 0-3: seat 3 takes it and leads 2♥ before hearts are broken
    history = [(0, [0, 1, 2, 3]), (3, [39, 40])]
    assert _voids_after(history)[3] == 0b0111


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_the_reader_sees_the_voids_the_card_tracker_sees(seed: int) -> None:
    levels = ["random", "moon", "random", "normal"]
    for plays in range(0, 52, 3):
        m = hand_after(seed, 1, plays, levels)
        view = m.view(m.to_act)
        history = play_history(view)
        if history:
            assert tuple(_voids_after(history)) == public_facts(view).voids, plays
