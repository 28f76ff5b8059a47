"""The card tracker and the public facts it shares with the computer players."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.cards import Suit
from game.hearts import Match, Rules
from game.hearts.ai.knowledge import Knowledge
from game.hearts.console.arena import decide
from game.hearts.facts import PublicFacts, public_facts
from game.hearts.tracker import track
from game.hearts.view import PlayerView


def _heart_led_unbroken() -> PlayerView:
    """North to play: West took the first trick with A♣ and led 5♥ before hearts were broken."""
    west = ["AC"] + [f"{r}H" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")]
    assert len(west) == 13
    return PlayerView.from_request({
        "seat": 2, "hand_number": 4, "pass_direction": "none", "phase": "play",
        "hand": [f"{r}D" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")],
        "tricks": [{"leader": 0, "cards": ["2C", "AC", "3C", "4C"]}],
        "trick": {"leader": 1, "cards": ["5H"]},
    })


def test_a_heart_led_before_hearts_are_broken_shows_the_leader_void_in_the_other_suits() -> None:
    view = _heart_led_unbroken()
    tracker = track(view)
    # West followed clubs, but a heart may be led unbroken only from a hand of hearts alone
    assert tracker.voids[1] == (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)
    assert tracker.voids[0] == () and tracker.voids[3] == ()


def test_the_first_heart_led_after_hearts_are_broken_proves_no_void() -> None:
    view = PlayerView.from_request({
        "seat": 2, "hand_number": 4, "pass_direction": "none", "phase": "play",
        "hand": ["3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"],
        "tricks": [{"leader": 0, "cards": ["2C", "AC", "3C", "2H"]}],  # East broke hearts
        "trick": {"leader": 1, "cards": ["5H"]},
    })
    assert track(view).voids[1] == ()
    assert track(view).voids[3] == (Suit.CLUBS,)


def _variant_view(rules: dict, tricks: list[dict], trick: dict, seat: int = 2) -> PlayerView:
    """``seat``'s view, a hand of diamonds alone, under the variant ``rules``."""
    diamonds = ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"]
    return PlayerView.from_request({
        "seat": seat, "hand_number": 4, "pass_direction": "none", "phase": "play", "rules": rules,
        "hand": diamonds[len(tricks):], "tricks": tricks, "trick": trick,
    })


#: The first trick, taken by East with A♣ (South 2♣, West 3♣, North 4♣).
_EAST_TAKES_THE_CLUBS = [{"leader": 0, "cards": ["2C", "3C", "4C", "AC"]}]


def test_a_heart_on_the_first_trick_where_no_points_may_be_shows_a_hand_of_hearts_and_the_queen() -> None:
    view = _variant_view({"no_points_first_trick": True}, [], {"leader": 0, "cards": ["2C", "5H"]})
    facts = public_facts(view)
    # West had no club and no card without points: hearts, and at most Q♠ among the spades
    assert track(view).voids[1] == (Suit.CLUBS, Suit.DIAMONDS)
    ace_of_spades, queen_of_spades = 2 * 13 + 12, 2 * 13 + 10
    assert facts.holders(ace_of_spades) == (0, 3)
    assert facts.holders(queen_of_spades) == (0, 1, 3)


def test_a_heart_on_the_first_trick_where_points_may_be_shows_only_the_club_void() -> None:
    view = _variant_view({}, [], {"leader": 0, "cards": ["2C", "5H"]})
    assert track(view).voids[1] == (Suit.CLUBS,)
    assert public_facts(view).holders(2 * 13 + 12) == (0, 1, 3)


def test_the_queen_on_the_first_trick_where_no_points_may_be_shows_a_hand_of_hearts_besides() -> None:
    view = _variant_view({"no_points_first_trick": True}, [], {"leader": 0, "cards": ["2C", "QS"]})
    assert track(view).voids[1] == (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)


def test_the_queen_followed_on_spades_while_she_waits_was_the_only_spade() -> None:
    view = _variant_view({"queen_of_spades": "after_hearts_broken"}, _EAST_TAKES_THE_CLUBS,
                         {"leader": 3, "cards": ["2S", "5S", "QS"]})
    assert track(view).voids[1] == (Suit.SPADES,)
    assert track(view).voids[0] == ()


def test_the_queen_led_while_she_waits_was_the_only_card_outside_hearts() -> None:
    view = _variant_view({"queen_of_spades": "after_hearts_broken"}, _EAST_TAKES_THE_CLUBS,
                         {"leader": 3, "cards": ["QS"]}, seat=0)
    assert track(view).voids[3] == (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)


def test_the_queen_played_once_hearts_are_broken_shows_no_void() -> None:
    view = _variant_view({"queen_of_spades": "after_hearts_broken"},
                         [{"leader": 0, "cards": ["2C", "2H", "4C", "AC"]}],
                         {"leader": 3, "cards": ["2S", "5S", "QS"]})
    assert track(view).voids[1] == (Suit.CLUBS,)


def test_the_public_facts_say_who_may_hold_each_card() -> None:
    facts = public_facts(_heart_led_unbroken())
    ace_of_spades, six_of_hearts, king_of_diamonds = 2 * 13 + 12, 3 * 13 + 4, 1 * 13 + 11
    assert facts.holders(ace_of_spades) == (0, 3)  # West holds hearts alone
    assert facts.holders(six_of_hearts) == (0, 1, 3)
    assert facts.holders(king_of_diamonds) == (2,)  # North's own card
    assert facts.holders(3 * 13 + 3) == ()  # 5♥ is on the table


def test_a_seat_whose_cards_are_all_known_may_hold_no_other() -> None:
    # West has played ten cards and holds the three South passed it: nothing else
    spades = [2 * 13 + r for r in range(13)]
    west_played = sum(1 << c for c in range(10))  # 2♣ .. J♣
    south_passed = sum(1 << c for c in spades[10:])  # Q♠ K♠ A♠
    facts = PublicFacts(seat=0, hand=1 << spades[0], played=west_played, played_by=(0, west_played, 0, 0),
                        voids=(0, 0, 0, 0), broken=False, points=(0, 0, 0, 0), won=(0, 0, 0, 0),
                        took_points=(False,) * 4, passed=south_passed, pass_target=1, known=(0, south_passed, 0, 0))
    assert facts.may_hold(1) == south_passed
    assert facts.holders(spades[5]) == (2, 3)
    assert facts.holders(spades[11]) == (1,)


def _random_hand(seed: int, hand_number: int, plays: int, rules: Rules) -> Match:
    m = Match.single_hand(seed, hand_number, rules)
    while m.phase == "pass":
        s = m.awaiting_pass[0]
        m.apply(s, decide(m.view(s), "random", m.decision_rng(s)))
    for _ in range(plays):
        turn = m.to_act
        assert turn is not None
        m.apply(turn, decide(m.view(turn), "random", m.decision_rng(turn)))
    return m


RULES = st.builds(Rules, queen_of_spades=st.sampled_from(["any_time", "after_hearts_broken"]),
                  no_points_first_trick=st.booleans(), first_lead=st.sampled_from(["two_of_clubs", "any_club"]))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), hand_number=st.integers(1, 4), plays=st.integers(0, 51), rules=RULES)
@example(seed=96, hand_number=4, plays=25, rules=Rules())  # a heart led before hearts are broken
def test_the_tracker_shows_the_voids_every_computer_player_knows(seed: int, hand_number: int, plays: int,
                                                                 rules: Rules) -> None:
    m = _random_hand(seed, hand_number, plays, rules)
    for seat in range(4):
        view = m.view(seat)
        known = Knowledge(view).voids
        shown = track(view).voids
        for other in range(4):
            if other != seat:
                assert shown[other] == tuple(s for s in Suit if known[other] >> s & 1)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), hand_number=st.integers(1, 4), plays=st.integers(0, 51), rules=RULES)
def test_the_public_facts_never_rule_out_a_card_a_seat_holds(seed: int, hand_number: int, plays: int,
                                                            rules: Rules) -> None:
    m = _random_hand(seed, hand_number, plays, rules)
    for seat in range(4):
        view = m.view(seat)
        facts = public_facts(view)
        assert facts.points == view.points and facts.broken == view.hearts_broken
        for trick in view.tricks:
            assert trick.winner is not None
            assert all(facts.won[trick.winner] >> c.index & 1 for c in trick.cards)
        for other in range(4):
            held = sum(1 << c.index for c in m.hands[other])
            assert held & ~facts.may_hold(other) == 0
            for suit in Suit:
                if facts.void_in(other, suit):
                    assert not any(c.suit == suit for c in m.hands[other])
