"""The Match API the table screen drives: codes, phases, errors, saves, undo, views."""

from __future__ import annotations

import json

import pytest

from game.cards import Card
from game.hearts import BadGameCode, IllegalMove, Match, PlayerView, Rules, format_code, parse_code
from game.hearts.ai import choose

from .helpers import pass_all, play_to_end_of_hand

C = Card.parse


def test_game_code_round_trips_and_recreates_the_game():
    rules = Rules(queen_of_spades="after_hearts_broken", no_points_first_trick=True,
                  moon="subtract_from_shooter", target=150)
    m = Match(123456, rules)
    assert m.code == "HT1-HNSL-AAAHAQI"
    again = Match.from_code(m.code)
    assert again.rules == rules and again.seed == m.seed
    assert again.hands == m.hands
    assert parse_code("  ht1-afom-aaaaaaa ") == (0, Rules())
    assert format_code(0, Rules()) == "HT1-AFOM-AAAAAAA"


@pytest.mark.parametrize(
    "bad, part",
    [
        ("", "three parts"),
        ("HH1-AFOM-AAAAAAA", "starts with HT1"),
        ("HT1-AFO-AAAAAAA", "4 letters"),
        ("HT1-XFOM-AAAAAAA", "queen of spades"),
        ("HT1-AXOM-AAAAAAA", "first trick"),
        ("HT1-AFXM-AAAAAAA", "moon"),
        ("HT1-AFOX-AAAAAAA", "game length"),
        ("HT1-AFOM-AAAA1AA", "deal number"),
        ("HT1-AFOM-AAAAAA", "deal number"),
    ],
)
def test_bad_game_code_says_which_part_is_wrong(bad, part):
    with pytest.raises(BadGameCode, match=part):
        Match.from_code(bad)


def test_rules_dict_missing_keys_take_defaults_and_bad_values_are_refused():
    assert Rules.from_dict({}) == Rules()
    assert Rules.from_dict({"target": 50}).target == 50
    assert Rules.from_dict(Rules(moon="subtract_from_shooter").to_dict()).moon == "subtract_from_shooter"
    for bad in ({"target": 75}, {"moon": "x"}, {"queen_of_spades": 1}, {"no_points_first_trick": "yes"}, {"zzz": 1}):
        with pytest.raises(ValueError):
            Rules.from_dict(bad)


def test_phases_and_turns():
    m = Match(4)
    assert (m.phase, m.hand_number, m.pass_direction) == ("pass", 1, "left")
    assert m.awaiting_pass == [0, 1, 2, 3]
    pass_all(m)
    assert m.phase == "play"
    assert m.to_act is not None and m.hands[m.to_act][0] == C("2C")
    play_to_end_of_hand(m)
    assert m.phase == "hand_over" and m.to_act is None
    assert len(m.tricks) == 13 and m.last_trick is m.tricks[-1]
    assert m.hand_result is not None and sum(m.hand_result.taken) == 26
    m.start_next_hand()
    assert (m.phase, m.hand_number, m.pass_direction) == ("pass", 2, "right")


def test_illegal_moves_raise_clear_errors_and_change_nothing():
    m = Match(4)
    with pytest.raises(IllegalMove):
        m.play(0, "2C")  # still passing
    with pytest.raises(IllegalMove, match="three"):
        m.submit_pass(0, m.hands[0][:2])
    with pytest.raises(IllegalMove, match="not a card|unknown"):
        m.submit_pass(0, ["ZZ", "2C", "3C"])
    pass_all(m)
    s = m.to_act
    wrong = (s + 1) % 4
    with pytest.raises(IllegalMove) as e:
        m.play(wrong, m.hands[wrong][0])
    assert e.value.reason == "not_your_turn"
    not_mine = m.hands[wrong][0]
    assert m.why_illegal(s, not_mine) == "not_in_hand"
    before = m.to_save()
    with pytest.raises(IllegalMove):
        m.play(s, not_mine)
    assert m.to_save() == before
    with pytest.raises(IllegalMove):
        m.start_next_hand()


def test_save_round_trips_through_json():
    m = Match(77)
    play_to_end_of_hand(m)
    m.start_next_hand()
    pass_all(m)
    for _ in range(5):
        s = m.to_act
        m.play(s, m.legal(s)[0])
    data = json.loads(json.dumps(m.to_save()))
    again = Match.from_save(data)
    assert again.hands == m.hands and again.scores == m.scores
    assert again.current_trick == m.current_trick and again.tricks == m.tricks
    assert again.code == m.code and again.history == m.history


@pytest.mark.parametrize(
    "corrupt",
    [
        None, [], "x", {}, {"format": "hearts-match", "version": 99},
        {"format": "hearts-match", "version": 1, "code": "nope", "actions": []},
        {"format": "hearts-match", "version": 1, "code": "HT1-AFOM-AAAAAAB", "actions": "x"},
        {"format": "hearts-match", "version": 1, "code": "HT1-AFOM-AAAAAAB", "actions": [["play", 0, "2C"]]},
        {"format": "hearts-match", "version": 1, "code": "HT1-AFOM-AAAAAAB", "actions": [["pass", 0, ["2C"]]]},
        {"format": "hearts-match", "version": 1, "code": "HT1-AFOM-AAAAAAB", "actions": [["pass", 9, ["2C", "3C", "4C"]]]},
        {"format": "hearts-match", "version": 1, "code": "HT1-AFOM-AAAAAAB", "actions": [["fly"]]},
        {"format": "hearts-match", "version": 1, "code": 5, "actions": []},
    ],
)
def test_from_save_refuses_corrupt_documents_with_value_error(corrupt):
    with pytest.raises(ValueError):
        Match.from_save(corrupt)


def test_undo_takes_back_souths_last_card_and_the_computer_cards_after_it():
    m = Match(10)
    pass_all(m)
    # let the computers play until South's turn, play South, then the computers again
    def computers_until_south():
        while m.phase == "play" and m.to_act != 0:
            s = m.to_act
            m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))

    computers_until_south()
    assert not m.can_undo and m.undo_last_human_play() is False
    snapshot = m.to_save()
    south_card = m.legal(0)[-1]
    m.play(0, south_card)
    computers_until_south()
    assert m.can_undo
    assert m.undo_last_human_play() is True
    assert m.to_save() == snapshot and m.to_act == 0
    # the same choice replays the same computer answers (decisions depend on position only)
    m.play(0, south_card)
    computers_until_south()
    again = m.to_save()
    m.undo_last_human_play()
    m.play(0, south_card)
    computers_until_south()
    assert m.to_save() == again


def test_undone_is_a_new_match_replayed_and_leaves_the_match_alone():
    m = Match(12)
    pass_all(m)
    assert m.undone() is None
    while m.to_act != 0:
        m.play(m.to_act, m.legal(m.to_act)[0])
    before = m.to_save()
    m.play(0, m.legal(0)[0])
    while m.to_act != 0:
        m.play(m.to_act, m.legal(m.to_act)[0])
    after = m.to_save()
    undone = m.undone()
    assert undone is not None and undone is not m
    assert undone.to_save() == before and m.to_save() == after
    assert vars(undone).keys() == vars(Match.replay(m.seed, m.rules, before["actions"])).keys()


def test_undo_in_place_copies_the_whole_state_of_a_match():
    m = Match(7)
    play_to_end_of_hand(m)
    m.start_next_hand()
    pass_all(m)
    assert set(Match._STATE) == set(vars(m)) == set(vars(Match(7)))
    assert len(Match._STATE) == len(set(Match._STATE))


def test_undo_stays_within_the_current_hand():
    m = Match(10)
    play_to_end_of_hand(m)
    m.start_next_hand()
    assert not m.can_undo


def test_view_holds_exactly_what_the_seat_may_know():
    m = Match(21)
    pass_all(m)
    for _ in range(6):
        s = m.to_act
        m.play(s, m.legal(s)[0])
    v = m.view(2)
    assert isinstance(v, PlayerView)
    assert list(v.hand) == m.hands[2]
    assert v.passed == m.passes[2] and v.received == m.received[2]
    assert v.tricks == tuple(m.tricks) and v.trick == m.current_trick
    assert v.points == tuple(m.hand_points) and v.hearts_broken == m.hearts_broken
    assert v.rules == m.rules and v.hand_number == m.hand_number
    # of the cards in other hands the view names only those this seat passed
    others = {c for s in (0, 1, 3) for c in m.hands[s]}
    fields = [v.hand, v.passed, v.received] + [t.cards for t in v.tricks] + [v.trick.cards]
    assert others & {c for f in fields for c in f} <= set(m.passes[2])
    # a view round-trips through the bot request form
    w = m.view(m.to_act)
    assert PlayerView.from_request(json.loads(json.dumps(w.to_request()))) == w


def test_computer_decisions_are_reproducible_from_the_code():
    def run():
        m = Match(555)
        play_to_end_of_hand(m, "hard")
        return m.to_save()

    assert run() == run()


def test_the_action_log_is_typed_records_whose_json_is_the_saved_lists():
    from game.hearts.match import (
        ClaimAction,
        MoonAction,
        NextHandAction,
        PassAction,
        PlayAction,
        action_from_json,
    )
    from game.hearts.rules import Moon

    records = [PassAction(1, (Card.parse("2C"), Card.parse("QS"), Card.parse("AH"))),
               PlayAction(0, Card.parse("10D")), MoonAction(2, Moon.SUBTRACT), ClaimAction(3), NextHandAction()]
    lists = [["pass", 1, ["2C", "QS", "AH"]], ["play", 0, "10D"], ["moon", 2, "subtract_from_shooter"],
             ["claim", 3], ["next"]]
    assert [r.to_json() for r in records] == lists
    assert json.dumps([r.to_json() for r in records]) == json.dumps(lists)
    assert [action_from_json(x) for x in lists] == records
    m = Match(5)
    pass_all(m)
    m.play(m.to_act, m.legal(m.to_act)[0])
    assert [type(a) for a in m.log] == [PassAction] * 4 + [PlayAction]
    assert m.actions == [a.to_json() for a in m.log]


@pytest.mark.parametrize("junk", [None, [], ["fly"], ["play", 0], ["play", 4, "QS"], ["play", True, "QS"],
                                  ["play", 0, "ZZ"], ["play", 0, 7], ["pass", 0, "QS"], ["pass", 0, [1, 2, 3]],
                                  ["moon", 0, "half"], ["moon", 0, 3], ["claim"], ["next", 1], {"play": 0}, "next"])
def test_a_junk_action_is_refused_with_a_value_error(junk):
    from game.hearts.match import action_from_json

    with pytest.raises(ValueError):
        action_from_json(junk)
