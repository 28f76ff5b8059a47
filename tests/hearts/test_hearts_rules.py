"""One test per rule of docs spec hearts.md, named after the rule."""

from __future__ import annotations

import pytest

from game.cards import Card
from game.hearts import (
    REASON_TEXTS,
    IllegalMove,
    Match,
    Refusal,
    Rules,
    legal_cards,
    pass_direction,
    pass_target,
    score_hand,
    why_illegal,
)
from game.hearts.deal import deal_hand
from game.hearts.scoring import game_outcome

from .helpers import cards, pass_all, play_to_end_of_hand

DEFAULT = Rules()
QUEEN_AFTER = Rules(queen_of_spades="after_hearts_broken")
NO_POINTS = Rules(no_points_first_trick=True)
C = Card.parse


# -- a hand -------------------------------------------------------------------------------
def test_deal_gives_thirteen_cards_to_each_seat_from_one_deck():
    hands = deal_hand(12345, 1)
    assert [len(h) for h in hands] == [13, 13, 13, 13]
    assert len({c for h in hands for c in h}) == 52


def test_deal_is_reproducible_from_the_seed_golden():
    # pinned forever: a game code must recreate the same deal in every version
    hands = deal_hand(0, 1)
    assert [str(c) for c in hands[0]] == [
        "2C", "4C", "AC", "4D", "8D", "9D", "KS", "AS", "2H", "3H", "6H", "9H", "10H",
    ]
    assert deal_hand(0, 2) != hands


def test_pass_cycle_left_right_across_none():
    assert [pass_direction(n) for n in range(1, 10)] == [
        "left", "right", "across", "none", "left", "right", "across", "none", "left",
    ]
    # left is the next seat in play order (South -> West)
    assert pass_target(0, "left") == 1
    assert pass_target(0, "right") == 3
    assert pass_target(0, "across") == 2
    assert pass_target(3, "left") == 0


def test_passes_are_simultaneous_and_the_person_sees_what_came_in():
    m = Match(99)
    before = [list(h) for h in m.hands]
    chosen = {s: before[s][:3] for s in range(4)}
    for s in (2, 0, 3):
        m.submit_pass(s, chosen[s])
        assert m.phase == "pass"
        assert m.hands == before  # nothing moves until all four chose
    m.submit_pass(1, chosen[1])
    assert m.phase == "play"
    # hand 1 passes left: South receives from East
    assert list(m.received[0]) == chosen[3]
    assert list(m.view(0).received) == chosen[3]
    for s in range(4):
        assert set(chosen[(s - 1) % 4]) <= set(m.hands[s])
        assert not set(chosen[s]) & set(m.hands[s])


def test_fourth_hand_has_no_passing():
    m = Match.single_hand(5, 4)
    assert m.pass_direction == "none"
    assert m.phase == "play"


def test_two_of_clubs_leads_the_first_trick():
    m = Match(2024)
    pass_all(m)
    leader = m.to_act
    assert C("2C") in m.hands[leader]
    assert m.legal(leader) == [C("2C")]
    other = next(c for c in m.hands[leader] if c != C("2C"))
    assert m.why_illegal(leader, other) == Refusal.TWO_OF_CLUBS_LEADS
    with pytest.raises(IllegalMove) as e:
        m.play(leader, other)
    assert e.value.reason == Refusal.TWO_OF_CLUBS_LEADS


def test_follow_suit():
    hand = cards("3C 9C 4D KS 2H")
    assert legal_cards(hand, cards("5C"), False, False, DEFAULT) == cards("3C 9C")
    assert why_illegal(C("4D"), hand, cards("5C"), False, False, DEFAULT) == Refusal.MUST_FOLLOW
    # cannot follow: any card
    assert legal_cards(cards("4D KS 2H"), cards("5C"), False, False, DEFAULT) == cards("4D KS 2H")


def test_highest_card_of_the_suit_led_takes_the_trick_ace_high():
    from game.hearts import Trick

    assert Trick(1, tuple(cards("5C AC KH 10C"))).winner == 2
    assert Trick(3, tuple(cards("2D AS KD 3D"))).winner == 1  # off-suit ace takes nothing


def test_hearts_broken_no_heart_lead_before():
    hand = cards("3C 4H 9H")
    assert legal_cards(hand, [], False, False, DEFAULT) == cards("3C")
    assert why_illegal(C("4H"), hand, [], False, False, DEFAULT) == Refusal.HEARTS_NOT_BROKEN
    assert legal_cards(hand, [], True, False, DEFAULT) == hand


def test_hearts_broken_exception_leader_holds_only_hearts():
    assert legal_cards(cards("4H 9H"), [], False, False, DEFAULT) == cards("4H 9H")


def test_hearts_broken_when_a_heart_is_played_to_a_trick():
    m = Match(7)
    pass_all(m)
    while not m.hearts_broken:
        s = m.to_act
        hearts = [c for c in m.legal(s) if c.suit == 3]
        m.play(s, hearts[0] if hearts else m.legal(s)[0])
    assert any(c.suit == 3 for t in m.tricks for c in t.cards) or any(
        c.suit == 3 for c in m.current_trick.cards
    )


def test_queen_of_spades_any_time():
    assert legal_cards(cards("QS 4D"), cards("5C"), False, False, DEFAULT) == cards("4D QS")
    assert legal_cards(cards("QS 2S"), cards("5S"), False, False, DEFAULT) == cards("2S QS")
    assert C("QS") in legal_cards(cards("QS 3D"), [], False, False, DEFAULT)


def test_queen_of_spades_after_hearts_broken():
    # void in the suit led, hearts unbroken: the queen waits
    assert legal_cards(cards("QS 4D"), cards("5C"), False, False, QUEEN_AFTER) == cards("4D")
    assert why_illegal(C("QS"), cards("QS 4D"), cards("5C"), False, False, QUEEN_AFTER) == Refusal.QUEEN_WAITS
    # following spades it waits too, and it may not lead
    assert legal_cards(cards("QS 2S"), cards("5S"), False, False, QUEEN_AFTER) == cards("2S")
    assert legal_cards(cards("QS 3D"), [], False, False, QUEEN_AFTER) == cards("3D")
    # once hearts are broken it is free
    assert legal_cards(cards("QS 4D"), cards("5C"), True, False, QUEEN_AFTER) == cards("4D QS")
    # and a player with no other legal card must play it
    assert legal_cards(cards("QS 4H"), cards("5S"), False, False, QUEEN_AFTER) == cards("QS")


def test_no_points_on_the_first_trick():
    hand = cards("4D QS 2H 9H")
    assert legal_cards(hand, cards("2C"), False, True, NO_POINTS) == cards("4D")
    assert why_illegal(C("QS"), hand, cards("2C"), False, True, NO_POINTS) == Refusal.NO_POINTS_FIRST_TRICK
    assert why_illegal(C("2H"), hand, cards("2C"), False, True, NO_POINTS) == Refusal.NO_POINTS_FIRST_TRICK
    # off by default (the original): any card
    assert legal_cards(hand, cards("2C"), False, True, DEFAULT) == cards("4D QS 2H 9H")
    # only the first trick
    assert legal_cards(hand, cards("2C"), False, False, NO_POINTS) == cards("4D QS 2H 9H")


def test_no_points_on_the_first_trick_exception_nothing_else_to_play():
    hand = cards("QS 2H 9H")
    assert legal_cards(hand, cards("2C"), False, True, NO_POINTS) == hand


def test_reason_texts_in_one_place():
    assert REASON_TEXTS[Refusal.MUST_FOLLOW] == "You must follow suit"
    assert REASON_TEXTS[Refusal.HEARTS_NOT_BROKEN] == "Hearts have not been broken"
    assert REASON_TEXTS[Refusal.NO_POINTS_FIRST_TRICK] == "No points on the first trick"
    assert REASON_TEXTS[Refusal.QUEEN_WAITS] == "The queen of spades waits until hearts are broken"


def test_penalty_points_heart_one_queen_thirteen():
    from game.cards import full_deck
    from game.hearts import card_points

    assert card_points(C("2H")) == card_points(C("AH")) == 1
    assert card_points(C("QS")) == 13
    assert card_points(C("KS")) == card_points(C("AC")) == 0
    assert sum(card_points(c) for c in full_deck()) == 26


def test_moon_adds_26_to_the_others():
    r = score_hand([26, 0, 0, 0], DEFAULT)
    assert r.moon_shooter == 0
    assert r.scores == (0, 26, 26, 26)


def test_moon_subtract_from_shooter():
    r = score_hand([0, 0, 26, 0], Rules(moon="subtract_from_shooter"))
    assert r.moon_shooter == 2
    assert r.scores == (0, 0, -26, 0)


def test_no_moon_scores_points_taken():
    r = score_hand([13, 5, 8, 0], DEFAULT)
    assert r.moon_shooter is None and r.scores == (13, 5, 8, 0)


# -- the game --------------------------------------------------------------------------------
def test_the_limit_ends_the_game_lowest_total_wins():
    for target in (50, 100, 150):
        rules = Rules(target=target)
        assert game_outcome([target - 1, 0, 10, 20], rules) == (False, False)
        assert game_outcome([target, 3, 10, 20], rules) == (True, False)


def test_tie_rule_tied_for_lowest_plays_on():
    assert game_outcome([100, 30, 30, 60], DEFAULT) == (False, True)
    assert game_outcome([100, 30, 31, 60], DEFAULT) == (True, False)


def test_tie_rule_in_a_match_plays_on_until_one_lowest():
    m = Match(31, Rules(target=50))
    play_to_end_of_hand(m)
    # put the totals just under the limit with a shared lowest total, then finish a hand
    m.start_next_hand()
    m.scores = [49, 0, 0, 49]
    play_to_end_of_hand(m)
    low = min(m.scores)
    shared = m.scores.count(low) > 1
    assert max(m.scores) >= 50
    assert m.tie_continues == shared
    assert m.game_over == (not shared)
    if m.game_over:
        assert m.winner == m.scores.index(low)
        assert m.ranking[0] == m.winner


def test_totals_add_up_over_hands_and_history_keeps_each_hand():
    m = Match(8)
    for _ in range(3):
        play_to_end_of_hand(m)
        if m.phase == "game_over":
            break
        m.start_next_hand()
    done = [h.scores for h in m.history]
    assert [sum(col) for col in zip(*done)] == m.scores


def test_a_setting_given_as_a_string_is_its_enum_member_and_saves_as_the_string():
    import json

    from game.hearts.rules import FirstLead, Moon, Passing, QueenRule

    data = {"queen_of_spades": "after_hearts_broken", "moon": "shooter_choice",
            "first_lead": "any_club", "passing": "left"}
    r = Rules.from_dict(data)
    assert (r.queen_of_spades, r.moon, r.first_lead, r.passing) == (
        QueenRule.AFTER_HEARTS, Moon.CHOICE, FirstLead.ANY_CLUB, Passing.LEFT)
    assert type(r.moon) is Moon
    assert r == Rules.from_dict(dict(data)) and hash(r) == hash(Rules.from_dict(dict(data)))
    assert json.dumps(r.to_dict()) == (
        '{"queen_of_spades": "after_hearts_broken", "no_points_first_trick": false, "moon": "shooter_choice", '
        '"target": 100, "jack_of_diamonds": false, "no_tricks_bonus": false, "first_lead": "any_club", '
        '"passing": "left"}')


def test_every_refusal_has_its_english_text_and_is_written_as_its_code():
    import json

    from game.hearts.claim import CLAIM_REASON_TEXTS, ClaimRefusal

    for table, kind in ((REASON_TEXTS, Refusal), (CLAIM_REASON_TEXTS, ClaimRefusal)):
        assert set(table) == set(kind)
        for reason in kind:
            assert json.dumps(reason) == json.dumps(reason.value) and f"{reason}" == reason.value
