"""The rule variants: each rule on its own, the codes that carry them, the computer's moon
choice, the bot protocol, and every level playing under them."""

from __future__ import annotations

import hashlib
import io
import json
from dataclasses import replace

import pytest

from game.cards import Card
from game.hearts import BadGameCode, Match, PlayerView, Rules, format_code, legal_cards, parse_code, why_illegal
from game.hearts.ai import choose, choose_moon
from game.hearts.console.arena import decide
from game.hearts.console.cli import serve
from game.hearts.match import IllegalMove
from game.hearts.scoring import score_hand, score_tricks, tricks_taken

from .helpers import cards

C = Card.parse
JACK = Rules(jack_of_diamonds=True)
NO_TRICKS = Rules(no_tricks_bonus=True)
ANY_CLUB = Rules(first_lead="any_club")
CHOICE = Rules(moon="shooter_choice")
EVERY_VARIANT = Rules(jack_of_diamonds=True, no_tricks_bonus=True, first_lead="any_club",
                      passing="left", moon="shooter_choice")


def play_out(m: Match, level: str = "easy", moon_seat: int | None = None) -> None:
    """Computer players to the end of the hand (the moon seeker in ``moon_seat``)."""
    while m.phase in ("pass", "play", "moon_choice"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        assert s is not None
        kind = "moon" if s == moon_seat and m.phase != "moon_choice" else level
        m.apply(s, decide(m.view(s), kind, m.decision_rng(s)) if kind == "moon" else
                choose(m.view(s), kind, m.decision_rng(s)))


# -- each rule -----------------------------------------------------------------------------
def test_jack_of_diamonds_counts_minus_ten():
    assert JACK.card_points[C("JD").index] == -10 and Rules().card_points[C("JD").index] == 0
    res = score_hand([6, 13, 7, 0], JACK, jack=3, tricks=[4, 3, 3, 3])
    assert res.scores == (6, 13, 7, -10) and res.jack == 3
    assert score_hand([6, 13, 7, 0], Rules(), jack=3).scores == (6, 13, 7, 0)
    # with a moon the jack still counts for whoever took it (as OpenSpiel's jd_bonus)
    assert score_hand([26, 0, 0, 0], JACK, jack=0).scores == (-10, 26, 26, 26)
    m = Match(7, JACK)
    play_out(m)
    taker = next(t.winner for t in m.tricks if C("JD") in t.cards)
    assert m.hand_result is not None and m.hand_result.jack == taker
    assert m.hand_result.scores[taker] == m.hand_result.taken[taker] - 10 or m.hand_result.moon_shooter is not None


@pytest.mark.parametrize("rules", [Rules(), JACK])
def test_the_jack_goes_to_the_seat_that_takes_its_trick_and_each_trick_to_its_taker(rules):
    m = Match(7, rules)
    play_out(m)
    counts, jack = tricks_taken(m.tricks)
    assert jack == next(t.winner for t in m.tricks if C("JD") in t.cards)
    assert counts == [sum(1 for t in m.tricks if t.winner == s) for s in range(4)]
    assert m.hand_result == score_tricks(m.hand_result.taken, rules, m.tricks)
    assert m.hand_result.jack == (jack if rules.jack_of_diamonds else None)


def test_the_points_so_far_count_the_jack_for_the_seat_that_took_it():
    m = Match(7, JACK)
    while m.phase == "pass" or (m.phase == "play" and not any(C("JD") in t.cards for t in m.tricks)):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    _, jack = tricks_taken(m.tricks)
    assert jack is not None
    want = list(m.hand_points)
    want[jack] -= 10
    assert m.points_so_far == want


def test_no_tricks_bonus_minus_five():
    assert NO_TRICKS.no_tricks_points == -5 and Rules().no_tricks_points == 0
    res = score_hand([10, 16, 0, 0], NO_TRICKS, tricks=[5, 5, 3, 0])
    assert res.scores == (10, 16, 0, -5) and res.no_tricks == (3,)
    assert score_hand([10, 16, 0, 0], Rules(), tricks=[5, 5, 3, 0]).scores == (10, 16, 0, 0)
    # a moon cancels the bonus (OpenSpiel's avoid_all_tricks_bonus)
    assert score_hand([26, 0, 0, 0], NO_TRICKS, tricks=[10, 3, 0, 0]).scores == (0, 26, 26, 26)


def test_first_lead_any_club():
    hand = cards("2C 5C KC 3D AS")
    assert legal_cards(hand, [], False, True, ANY_CLUB) == cards("2C 5C KC")
    assert legal_cards(hand, [], False, True, Rules()) == cards("2C")
    assert why_illegal(C("3D"), hand, [], False, True, ANY_CLUB) == "club_leads"
    assert why_illegal(C("5C"), hand, [], False, True, Rules()) == "two_of_clubs_leads"
    m = Match(3, Rules(first_lead="any_club", passing="none"))
    lead = m.to_act
    assert C("2C") in m.hands[lead]
    high = max((c for c in m.hands[lead] if c.suit == C("2C").suit), key=lambda c: c.rank)
    m.play(lead, high)
    assert m.current_trick.cards == (high,)


@pytest.mark.parametrize("passing, directions", [
    ("cycle", ["left", "right", "across", "none", "left"]),
    ("left", ["left"] * 5),
    ("none", ["none"] * 5),
])
def test_passing_cycle_always_left_or_none(passing, directions):
    m = Match(11, Rules(passing=passing))
    seen = []
    for _ in range(5):
        seen.append(m.pass_direction)
        assert (m.phase == "pass") == (m.pass_direction != "none")
        play_out(m)
        m.start_next_hand()
    assert seen == directions


def test_moon_shooter_choice_asks_the_shooter_then_scores():
    m = Match(221, Rules(moon="shooter_choice", passing="none"))  # South shoots
    while m.phase == "play":
        s = m.to_act
        m.apply(s, decide(m.view(s), "moon" if s == 0 else "easy", m.decision_rng(s)))
    assert m.phase == "moon_choice" and m.to_act == 0 and m.moon_shooter == 0
    assert m.hand_result is None
    with pytest.raises(IllegalMove):
        m.choose_moon(1, "add_to_others")
    with pytest.raises(IllegalMove):
        m.choose_moon(0, "both")
    m.choose_moon(0, "subtract_from_shooter")
    assert m.phase == "hand_over" and m.scores == [-26, 0, 0, 0]
    assert m.hand_result is not None and m.hand_result.moon_scoring == "subtract_from_shooter"
    again = Match.from_save(json.loads(json.dumps(m.to_save())))
    assert again.scores == m.scores and again.actions == m.actions


# -- the codes --------------------------------------------------------------------------------
def test_variant_codes_round_trip_as_ht2_and_classic_rules_stay_ht1():
    code = format_code(12345, EVERY_VARIANT)
    assert code.startswith("HT2-") and len(code) == 20
    assert parse_code(code) == (12345, EVERY_VARIANT)
    assert Match.from_code(code).rules == EVERY_VARIANT
    for rules in (Rules(), Rules(moon="subtract_from_shooter", target=50)):
        assert format_code(5, rules).startswith("HT1-")
    # an HT2 code of classic rules is the same game as its HT1 code
    assert parse_code("HT2-AFOMOOTC-AAAAAAF") == parse_code("HT1-AFOM-AAAAAAF")
    for bad, part in (("HT2-AFOM-AAAAAAA", "8 letters"), ("HT2-AFOMXOTC-AAAAAAA", "jack of diamonds"),
                      ("HT2-AFOMOXTC-AAAAAAA", "no-trick"), ("HT2-AFOMOOXC-AAAAAAA", "first lead"),
                      ("HT2-AFOMOOTX-AAAAAAA", "passing"), ("HT1-AFCM-AAAAAAA", "moon"),
                      ("HT3-AFOM-AAAAAAA", "HT1 or HT2")):
        with pytest.raises(BadGameCode, match=part):
            parse_code(bad)


#: Whole games of four Normal players, fingerprinted before the rule variants existed
#: (Normal then played every hand for its points alone: the games are replayed so, each
#: view shown zero totals, since Normal now plays for the game near the limit).
HT1_GAMES = {
    "HT1-AFOM-AAAAAAA": (9, [50, 59, 73, 104], "44b01d414f2da34f"),
    "HT1-HNSL-AAAHAQI": (18, [165, 108, 102, 93], "114f1e1b8778740e"),
    "HT1-AFOS-BCDEFGH": (6, [22, 33, 52, 49], "8b9ebb5260f921a8"),
    "HT1-HFOS-ZZZZZZZ": (6, [39, 58, 25, 34], "b083fc479fe97666"),
}


@pytest.mark.parametrize("code", sorted(HT1_GAMES))
def test_old_ht1_codes_open_the_same_games(code):
    m = Match.from_code(code)
    assert m.code == code and m.rules.classic
    while not m.game_over:
        if m.phase == "hand_over":
            m.start_next_hand()
            continue
        s = m.to_act
        m.apply(s, choose(replace(m.view(s), scores=(0, 0, 0, 0)), "normal", m.decision_rng(s)))
    text = json.dumps([m.actions, m.scores, m.code])
    assert (m.hand_number, m.scores, hashlib.sha256(text.encode()).hexdigest()[:16]) == HT1_GAMES[code]


def test_a_save_from_before_the_variants_still_loads():
    three = [str(c) for c in Match(1).hands[0][:3]]
    old = {"format": "hearts-match", "version": 1, "code": "HT1-AFOM-AAAAAAB", "actions": [["pass", 0, three]]}
    m = Match.from_save(old)
    assert m.rules == Rules() and m.passes[0] is not None


# -- the computer's moon choice ------------------------------------------------------------------
def test_computer_moon_choice_takes_the_win_else_the_better_chance_of_winning_the_game():
    m = Match(102, Rules(moon="shooter_choice", passing="none"))  # North (a computer) shoots
    while m.phase == "play":
        s = m.to_act
        m.apply(s, decide(m.view(s), "moon" if s == 0 else "easy", m.decision_rng(s)))
    assert m.phase == "moon_choice" and m.to_act == 2
    view = m.view(2)
    # level with the others: −26 to itself leaves it 26 ahead, +26 to the others too; a tie keeps the seed's rule
    assert choose_moon(view) == "add_to_others"
    ahead = PlayerView(**{**view.__dict__, "scores": (60, 90, 40, 70)})
    # adding 26 to the others ends the game (90+26 >= 100) with North lowest: a win
    assert choose_moon(ahead) == "add_to_others"
    behind = PlayerView(**{**view.__dict__, "scores": (10, 10, 60, 10)})
    # neither ends the game and both leave it 24 behind; 26 added to the others would
    # bring the end nearer with North behind: it keeps the game long instead
    assert choose_moon(behind) == "subtract_from_shooter"
    leading = PlayerView(**{**view.__dict__, "scores": (40, 40, 20, 40)})
    # neither ends the game and both leave it 46 ahead; adding 26 brings the end nearer
    assert choose_moon(leading) == "add_to_others"
    close = PlayerView(**{**view.__dict__, "scores": (90, 0, 30, 95)})
    # adding 26 ends the game with West (26) below North (30): subtract instead
    assert choose_moon(close) == "subtract_from_shooter"
    for level in ("easy", "normal", "hard"):
        assert choose(view, level, m.decision_rng(2)).to_json() == {"moon": "add_to_others"}
    m.apply(2, choose(view, "normal", m.decision_rng(2)))
    assert m.phase == "hand_over" and m.scores == [26, 26, 0, 26]


# -- the bot protocol and the levels ---------------------------------------------------------------
def test_bot_protocol_accepts_and_reports_the_variants():
    m = Match(5, EVERY_VARIANT)
    req = m.view(0).to_request()
    assert req["rules"]["jack_of_diamonds"] is True and req["rules"]["passing"] == "left"
    assert PlayerView.from_request(json.loads(json.dumps(req))).rules == EVERY_VARIANT
    out = io.StringIO()
    serve(io.StringIO(json.dumps(req) + "\n"), out, "normal")
    assert "pass" in json.loads(out.getvalue())
    bad = dict(req, pass_direction="right")
    out = io.StringIO()
    serve(io.StringIO(json.dumps(bad) + "\n"), out, "normal")
    assert "always pass left" in json.loads(out.getvalue())["error"]
    # a moon to score
    shot = Match(102, Rules(moon="shooter_choice", passing="none"))
    while shot.phase == "play":
        s = shot.to_act
        shot.apply(s, decide(shot.view(s), "moon" if s == 0 else "easy", shot.decision_rng(s)))
    out = io.StringIO()
    serve(io.StringIO(json.dumps(shot.view(2).to_request()) + "\n"), out, "hard")
    assert json.loads(out.getvalue()) == {"moon": "add_to_others"}
    out = io.StringIO()
    serve(io.StringIO(json.dumps(shot.view(1).to_request()) + "\n"), out, "hard")
    assert "no moon" in json.loads(out.getvalue())["error"]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_a_hand_under_every_variant(level):
    m = Match(9, EVERY_VARIANT)
    play_out(m, level)
    assert m.phase == "hand_over" and m.hand_result is not None
    assert sum(m.hand_result.taken) == 26


def test_the_ai_counts_the_jack_from_the_rules():
    from game.hearts.ai.knowledge import Scoring, hand_value

    jd = C("JD").index
    won = [1 << jd, 1, 2, 4]
    plain = hand_value([10, 16, 0, 0], 0, True)
    assert hand_value([10, 16, 0, 0], 0, True, won, Scoring(Rules())) == plain
    assert hand_value([10, 16, 0, 0], 0, True, won, Scoring(JACK)) == pytest.approx(plain - 10)
    # a seat without a trick, when that counts
    assert hand_value([10, 16, 0, 0], 3, True, [1, 2, 4, 0], Scoring(NO_TRICKS)) < hand_value(
        [10, 16, 0, 0], 3, True, [1, 2, 4, 0], Scoring(Rules()))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_may_lead_any_club_to_the_first_trick(level):
    from game.hearts.ai.knowledge import Knowledge
    from game.hearts.bits import legal_mask

    m = Match(3, Rules(first_lead="any_club", passing="none"))
    seat = m.to_act
    assert seat is not None
    view = m.view(seat)
    k = Knowledge(view)
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
    # what the computer players may choose from is the engine's legal set: every club
    assert {i for i in range(52) if allowed >> i & 1} == {c.index for c in m.legal(seat)}
    assert len(m.legal(seat)) > 1
    assert choose(view, level, m.decision_rng(seat)).card in m.legal(seat)
