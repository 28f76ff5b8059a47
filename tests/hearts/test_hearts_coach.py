"""The coach: South's decisions graded against Hard's search from South's own view.

A planted blunder (taking the queen of spades with a safe card in hand) is the worst play of
its hand; a card played as Hard would have played it costs nothing; the grades never depend
on a card South could not see (the no-cheating shuffle, applied to the coach); the grades are
saved with the game; the CLI prints them for a saved game and refuses bad input cleanly.
The hint and the coach are one judgement: a choice the hint showed is never graded as a
loss; another is graded by its margin on fresh deals, calibrated.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from typing import Any

import pytest

from game.cards import Card
from game.hearts import Match
from game.hearts.actions import action_from_json
from game.hearts.ai import choose
from game.hearts.ai.knowledge import Knowledge
from game.hearts.ai.normal import shooting
from game.hearts.console import coach_cli
from game.hearts.history import hand_review, hand_reviews
from game.hearts.teaching import coach, grade_cache
from game.hearts.teaching import saved as saved_hearts
from game.rng import Rng
from tests.hearts.helpers import play_to_end_of_hand, run_cli, write_save
from tests.hearts.test_hearts_no_cheating import _permuted

QS = Card.parse("QS")


def _coach_best(m: Match) -> Card:
    """The card the coach rates best for South now (the hint: its evaluation, the decision's seed)."""
    return coach.run(coach.evaluate(m.view(0), m.decision_rng(0))).best[0]


def _planted_blunder(seed: int = 25) -> tuple[Match, int, Card]:
    """A hand without passing, South playing the coach's best card except once: with the
    queen of spades on the table as the third card, South takes the trick although a card
    that ducks is legal."""
    m = Match.single_hand(seed, 4)
    planted: tuple[int, Card] | None = None
    while m.phase == "play":
        s = m.to_act
        trick = m.current_trick.cards
        if s == 0 and planted is None and QS in trick and len(trick) == 3:
            led = trick[0].suit
            legal = m.legal(0)
            takers = [c for c in legal if c.suit == led and all(c.rank > x.rank for x in trick if x.suit == led)]
            if takers and len(takers) < len(legal):
                card = max(takers, key=lambda c: c.rank)
                planted = (len(m.tricks) + 1, card)
                m.play(0, card)
                continue
        if s == 0:
            m.play(0, _coach_best(m))
        else:
            m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    assert planted is not None, "the deal offers the blunder"
    return m, planted[0], planted[1]


def _grades(m: Match, number: int) -> list[coach.Grade]:
    return coach.run(coach.grade_hand(hand_review(m, number), m.rules, m.seed))


def test_taking_the_queen_of_spades_with_a_safe_card_in_hand_is_the_worst_play_of_the_hand():
    m, trick, card = _planted_blunder()
    grades = _grades(m, m.hand_number)
    worst = max(grades, key=lambda g: g.loss)
    assert (worst.trick, worst.played) == (trick, (card,))
    assert worst.kind == coach.BLUNDERED and worst.loss >= 6.5 * coach.POINTS_CALIBRATION  # half of Q♠'s 13 at least
    assert worst.best != worst.played
    assert sum(g.loss for g in grades if g is not worst) < worst.loss / 4
    summary = coach.summarize(grades)
    assert summary.worst == worst and summary.blunders >= 1 and summary.loss >= worst.loss


def test_the_best_card_costs_nothing_and_no_loss_is_negative():
    m, trick, _ = _planted_blunder()
    grades = _grades(m, m.hand_number)
    assert len(grades) == 13
    for g in grades:
        assert g.loss >= 0
        if g.played == g.best:
            assert g.loss == 0
        if g.loss > 0:
            assert g.played != g.best
        if g.trick != trick:  # South played the card the coach rates best
            assert g.played == g.best and g.loss == 0 and g.kind == coach.FINE


def test_with_the_hints_seed_the_coachs_best_card_is_the_one_hard_plays():
    """Where Hard searches (not a forced card, not Normal's moon rule), the coach's best
    card is Hard's: the same search on the same deals, seeded as the hint is (a Hard that
    stops sampling once its best card is settled may differ on a close call: never by an
    inaccuracy)."""
    m = Match.single_hand(31, 4)
    compared = same = 0
    while m.phase == "play":
        s = m.to_act
        if s == 0:
            view = m.view(0)
            hard = choose(view, "hard", m.decision_rng(0)).card
            values = coach.run(coach.card_values(view, m.decision_rng(0)))
            if len(set(values.values())) > 1 and not shooting(Knowledge(view)):
                best = min(values, key=lambda c: (values[c], c.index))
                assert values[hard] - values[best] < coach.INACCURACY
                compared += 1
                same += values[hard] == values[best]
            m.play(0, hard)
        else:
            m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    assert compared >= 5 and same >= 0.8 * compared


def _normal_game(seed: int) -> Match:
    m = Match(seed)
    play_to_end_of_hand(m)
    return m


def test_the_grades_of_a_hand_are_deterministic_and_the_search_yields_in_slices():
    m = _normal_game(7)
    gen = coach.grade_hand(hand_review(m, 1), m.rules, m.seed)
    slices = 0
    while True:
        try:
            next(gen)
            slices += 1
        except StopIteration as stop:
            first = stop.value
            break
    assert slices > 100  # spread over many frames, not one long call
    assert first == _grades(m, 1)
    assert [g.phase for g in first] == ["pass"] + ["play"] * 13
    assert [g.trick for g in first] == list(range(14))


def test_the_coach_reads_nothing_of_the_other_hands_in_the_record():
    m = _normal_game(11)
    review = hand_review(m, 1)
    blank = tuple(review.dealt[0] if s == 0 else () for s in range(4))
    other = dataclasses.replace(review, dealt=blank,
                                passed=tuple(p if s == 0 else () for s, p in enumerate(review.passed)),
                                received=tuple(r if s == 0 else () for s, r in enumerate(review.received)))
    assert coach.run(coach.grade_hand(other, m.rules, m.seed)) == _grades(m, 1)


@pytest.mark.parametrize("seed,shuffle", [(3, 1), (2026, 2)])
def test_shuffling_the_cards_south_cannot_see_leaves_every_grade_unchanged(seed, shuffle):
    """At each of South's decisions the hidden cards are shuffled among the opponents in a
    way South's view allows (the no-cheating test's shuffle); South plays the same card and
    the hand is played out from there (so the rest of the hand differs): the grades of that
    decision, and of every one before it, stay the same."""
    m = _normal_game(seed)
    original = _grades(m, 1)
    rng = Rng(shuffle)
    south = [i for i, a in enumerate(m.actions) if a[0] in ("pass", "play") and a[1] == 0]
    assert len(south) == 14
    for k in (0, 1, 5, 9, 12):  # the pass, an early play, the middle, the exact finish
        i = south[k]
        before = Match.replay(m.seed, m.rules, m.actions[:i])
        alt = _permuted(before, 0, rng)
        assert alt.view(0) == before.view(0)
        a = m.actions[i]
        if a[0] == "pass":
            alt.submit_pass(0, a[2])
        else:
            alt.play(0, a[2])
        play_to_end_of_hand(alt)
        alt_review = hand_review(alt, 1)
        assert alt_review.complete
        # the decisions compared, graded as grade_hand grades each (the later ones differ)
        decisions = coach.south_decisions(alt_review, alt.rules)[: k + 1]
        graded = [coach.run(coach.grade_decision(d, alt.seed)) for d in decisions]
        assert graded == original[: k + 1]


def test_the_grades_are_saved_with_the_game_and_an_old_save_still_loads():
    grade_cache.CACHE.clear()
    m = _normal_game(5)
    m.start_next_hand()
    grades = coach.run(grade_cache.grades_of(m, 1))
    doc = json.loads(json.dumps(saved_hearts.to_document(m)))
    assert list(doc["coach"]["hands"]) == grade_cache.match_keys(m)
    grade_cache.CACHE.clear()
    back = saved_hearts.validate(doc)
    cached = grade_cache.grades_of(back, 1)
    with pytest.raises(StopIteration) as stop:  # no search: the first step answers
        next(cached)
    assert stop.value.value == grades
    # a save without grades (or with unreadable ones) loads the same game
    for part in (None, {"method": "x"}, {"method": coach.METHOD, "hands": {"0" * 16: [{"phase": 1}]}}, [1]):
        grade_cache.CACHE.clear()
        d = {"match": doc["match"]} if part is None else dict(doc, coach=part)
        assert saved_hearts.validate(d).actions == m.actions
        assert not grade_cache.CACHE.hands
    grade_cache.CACHE.clear()


def test_a_hand_played_again_differently_is_graded_again():
    m = _normal_game(5)
    keys = grade_cache.hand_keys(m.code, m.log)
    other = [list(a) for a in m.actions]
    other[-1][2] = "2C" if other[-1][2] != "2C" else "3C"
    assert grade_cache.hand_keys(m.code, [action_from_json(a) for a in other])[0] != keys[0]
    m.start_next_hand()
    play_to_end_of_hand(m)
    assert grade_cache.hand_keys(m.code, m.log)[0] == keys[0]  # later hands leave it alone
    assert grade_cache.match_keys(m) == grade_cache.hand_keys(m.code, m.log)
    assert grade_cache.hand_keys("HT1-OTHER", m.log)[0] != keys[0]


def _cli(*args: str) -> tuple[int, list[dict], str]:
    return run_cli("coach", *args)


def test_the_cli_prints_one_line_per_decision_of_south_for_a_saved_game(tmp_path):
    grade_cache.CACHE.clear()
    m = _normal_game(9)
    m.start_next_hand()
    play_to_end_of_hand(m)
    m.start_next_hand()  # hand 3 begun: two finished hands
    path = write_save(tmp_path, m)
    code, lines, err = _cli(path, "--hand", "2")
    assert code == 0, err
    assert lines == [g.to_json() for g in _grades(m, 2)]
    assert len(lines) == 14
    for line in lines:
        assert set(line) == {"hand", "trick", "phase", "played", "best", "loss"}
        assert line["hand"] == 2 and line["loss"] >= 0
        if line["played"] == line["best"]:
            assert line["loss"] == 0
    assert lines[0]["phase"] == "pass" and len(lines[0]["played"]) == 3
    code, every, _ = _cli(path)
    assert code == 0 and [x["hand"] for x in every] == [1] * 14 + [2] * 14 and every[14:] == lines


def test_the_cli_uses_the_grades_saved_with_the_game(tmp_path):
    grade_cache.CACHE.clear()
    m = _normal_game(9)
    mine = [dataclasses.replace(g, loss=1.25, best=g.played if g.phase == "pass" else g.best)
            for g in _grades(m, 1)]
    grade_cache.CACHE.put(grade_cache.match_keys(m)[0], mine)
    path = write_save(tmp_path, m)
    grade_cache.CACHE.clear()
    code, lines, _ = _cli(path)
    assert code == 0 and [x["loss"] for x in lines] == [1.25] * 14


def test_the_cli_refuses_bad_input_with_a_message_and_a_status(tmp_path):
    m = _normal_game(9)
    path = write_save(tmp_path, m)
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text('{"data": {"match": ')
    not_hearts = tmp_path / "other.json"
    not_hearts.write_text('{"match": {"format": "solitaire"}}')
    fresh = tmp_path / "fresh.json"
    fresh.write_text(json.dumps(Match(4).to_save()))
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    for args, words in [([str(tmp_path / "missing.json")], "no such file"),
                        ([str(corrupt)], "not valid JSON"),
                        ([str(not_hearts)], "not a Hearts game"),
                        ([str(binary)], "not a text file"),
                        ([str(tmp_path)], "not a file"),
                        ([str(fresh)], "no finished hand"),
                        ([path, "--hand", "2"], "no finished hand 2")]:
        code, lines, err = _cli(*args)
        assert code == 2 and not lines and words in err and "Traceback" not in err, (args, err)
    run = subprocess.run([sys.executable, "-m", "game.hearts", "coach", path, "--hand", "x"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and "Traceback" not in run.stderr and "--hand" in run.stderr


def test_the_summary_counts_the_costly_plays():
    gs = [coach.Grade(1, i, "play", (QS,), (QS,) if loss == 0 else (Card.parse("2C"),), loss)
          for i, loss in enumerate([0.0, 0.3, 0.7, 2.5, 0.0])]
    s = coach.summarize(gs)
    assert (s.decisions, s.costly, s.blunders, s.loss) == (5, 2, 1, 3.2)
    assert s.worst is gs[3]
    assert [g.kind for g in gs] == ["fine", "fine", "inaccuracy", "blunder", "fine"]


def test_a_saved_grade_reads_back_and_a_bad_one_is_refused():
    g = coach.Grade(2, 0, "pass", tuple(Card.parse(c) for c in ("2C", "3C", "4C")),
                    tuple(Card.parse(c) for c in ("QS", "KS", "AS")), 3.5, 35)
    assert coach.Grade.from_save(json.loads(json.dumps(g.to_save()))) == g
    for bad in [None, {}, dict(g.to_save(), phase="deal"), dict(g.to_save(), loss=-1),
                dict(g.to_save(), loss=True), dict(g.to_save(), played=["2C"]), dict(g.to_save(), hand="1"),
                dict(g.to_save(), best=["2C", "3C", "ZZ"])]:
        with pytest.raises(ValueError):
            coach.Grade.from_save(bad)


def test_a_hand_not_finished_is_not_graded():
    m = Match(3)
    with pytest.raises(ValueError):
        coach.run(coach.grade_hand(hand_reviews(m)[0], m.rules, m.seed))
    with pytest.raises(ValueError):
        coach_cli.coach_lines(m, grade_cache.GradeCache()).__next__()


def test_near_the_limit_a_costly_play_is_graded_by_the_chance_of_winning_the_game_it_lost():
    m, trick, card = _planted_blunder()
    review = hand_review(m, m.hand_number)
    d = next(d for d in coach.south_decisions(review, m.rules) if d.trick == trick)
    assert d.played == (card,)
    far = coach.run(coach.grade_decision(d, m.seed))
    assert far.chance is None  # nobody can reach the limit in this hand: points alone
    near_view = dataclasses.replace(d.view, scores=(80, 50, 55, 60))
    near = coach.run(coach.grade_decision(dataclasses.replace(d, view=near_view), m.seed))
    assert near.costly and near.best != near.played
    assert near.chance is not None and 0 < near.chance <= 1
    summary = coach.summarize([near])
    assert summary.chance == near.chance
    assert coach.Grade.from_save(json.loads(json.dumps(near.to_save()))) == near
    assert near.to_json()["chance"] == near.chance
    for bad in (-0.1, 1.5, True, "0.2"):
        with pytest.raises(ValueError):
            coach.Grade.from_save(dict(near.to_save(), chance=bad))


# -- claims: the claimed line is not South's ------------------------------------------------

#: A game where West claims hand 2 after 40 cards (South at Normal, West Normal, North Easy,
#: East Hard; each computer seat claims as the table lets it).
CLAIMED_GAME, CLAIMED_LEVELS = "HT2-HNCSJBCL-ABCDEFG", ("normal", "normal", "easy", "hard")


def _west_claims_hand_2() -> Match:
    m = Match.from_code(CLAIMED_GAME)
    while not (m.hand_number == 2 and m.phase == "hand_over"):
        if m.phase == "hand_over":
            m.start_next_hand()
            continue
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        if m.phase == "play" and s != 0 and m.computer_claim(s) is not None:
            continue
        m.apply(s, choose(m.view(s), CLAIMED_LEVELS[s], m.decision_rng(s)))
    return m


def _south_claims(seed: int = 1) -> Match:
    """A hand South claims in the middle of trick 11 (43 cards played)."""
    m = Match(seed)
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        if s == 0 and m.phase == "play" and m.cards_played == 43:
            m.claim(0)
            break
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    return m


def test_cards_played_for_south_after_another_seats_claim_are_not_graded(tmp_path):
    grade_cache.CACHE.clear()
    m = _west_claims_hand_2()
    assert (m.claimed.seat, m.claimed.cards_before, m.hand_number) == (1, 40, 2)
    review = hand_review(m, 2)
    south_after = [t.number for t in review.tricks[10:] for seat, _ in t.plays if seat == 0]
    assert south_after == [11, 12, 13]  # the engine played South's last three cards
    decisions = coach.south_decisions(review, m.rules)
    assert [d.trick for d in decisions] == list(range(11))
    path = write_save(tmp_path, m)
    code, lines, err = _cli(path, "--hand", "2")
    assert code == 0, err
    assert [x["trick"] for x in lines] == list(range(11))
    grades = coach.run(grade_cache.grades_of(m, 2))
    assert [g.to_json() for g in grades] == lines
    # grades saved before, with the claimed line's cards graded too, are graded again
    played = [c for t in review.tricks[10:] for seat, c in t.plays if seat == 0]
    stale = grades + [coach.Grade(2, t, "play", (c,), (c,), 0.0) for t, c in zip((11, 12, 13), played, strict=True)]
    cache = grade_cache.GradeCache()
    cache.put(grade_cache.match_keys(m)[1], stale)
    assert [x["trick"] for x in coach_cli.coach_lines(m, cache, 2)] == list(range(11))
    assert cache.get(grade_cache.match_keys(m)[1]) is None
    grade_cache.CACHE.clear()


def test_cards_played_for_south_after_souths_own_claim_are_not_graded():
    m = _south_claims()
    assert (m.claimed.seat, m.claimed.cards_before, m.phase) == (0, 43, "hand_over")
    review = hand_review(m, 1)
    decisions = coach.south_decisions(review, m.rules)
    assert [d.trick for d in decisions] == list(range(11))  # the pass and tricks 1..10
    assert all(d.cards_played < 43 for d in decisions)
    grades = coach.run(grade_cache.grades_of(m, 1, grade_cache.GradeCache()))
    assert [g.trick for g in grades] == list(range(11))
    assert coach.summarize(grades).decisions == 11


# -- saved grades are checked against the hand ----------------------------------------------

def _junk(g: coach.Grade, never: list[str]) -> list[dict]:
    """Saved forms of ``g`` that are not its hand's grade (and some that are not grades);
    ``never``: cards South never held."""
    s = g.to_save()
    cards: Any = never[:3] if g.phase == "pass" else never[0]
    return [dict(s, hand=9), dict(s, hand=s["hand"] + 1), dict(s, trick=99), dict(s, trick=s["trick"] + 1),
            dict(s, played=cards), dict(s, best=cards), dict(s, phase="play" if g.phase == "pass" else "pass"),
            dict(s, loss=50.5e300), dict(s, loss=float("nan")), dict(s, loss=float("inf")), dict(s, loss="1"),
            dict(s, loss=None), dict(s, loss=10**400), dict(s, choices=0), dict(s, chance=float("nan")),
            {k: v for k, v in s.items() if k != "played"}, {k: v for k, v in s.items() if k != "loss"},
            dict(s, played=[1, 2]), dict(s, played={"a": 1}), dict(s, hand=True), [], "x", None, 7]


def test_saved_grades_that_are_not_the_hands_decisions_are_dropped_and_the_hand_graded_again(tmp_path):
    grade_cache.CACHE.clear()
    m = _normal_game(9)
    key = grade_cache.match_keys(m)[0]
    grades = _grades(m, 1)
    decisions = coach.south_decisions(hand_review(m, 1), m.rules)
    assert grade_cache.grades_fit(grades, decisions)
    saved = [g.to_save() for g in grades]
    # the reporter's save: hand 1's key holding grades of hand 9, trick 99, cards South
    # never held, a loss of 50
    held = {str(c) for c in m.dealt[0]} | {str(c) for c in m.received[0]}
    never = [str(c) for c in sorted(Match(1).dealt[1], key=lambda c: c.index) if str(c) not in held]
    forged = [dict(s, hand=9, trick=99, loss=50) for s in saved]
    forged[0] = dict(saved[0], hand=9, trick=99, played=never[:3], best=never[3:6], loss=50)
    for play, card in zip(forged[1:], never, strict=False):
        play.update(played=card, best=card)
    bad_saves = [forged, saved[:-1], saved + saved[-1:], saved[1:] + saved[:1], [saved[0]] * 14]
    for i, g in enumerate(grades):
        for junk in _junk(g, never):
            bad_saves.append(saved[:i] + [junk] + saved[i + 1:])
    # a pass whose best is not three cards of the hand, a play whose best is not legal
    pass_best = [str(c) for c in m.dealt[0]][:2] + [never[0]]
    bad_saves.append([dict(saved[0], best=pass_best)] + saved[1:])
    bad_saves.append([dict(saved[0], best=[saved[0]["played"][0]] * 3)] + saved[1:])
    for play_i, d in enumerate(decisions[1:], start=1):
        illegal = [c for c in d.view.hand if c not in d.view.legal()]
        if illegal:
            bad_saves.append(saved[:play_i] + [dict(saved[play_i], best=str(illegal[0]))] + saved[play_i + 1:])
            break
    else:
        raise AssertionError("a play with an illegal card in hand")
    expected = [g.to_json() for g in grades]
    doc = saved_hearts.to_document(m)
    for bad in bad_saves:
        cache = grade_cache.GradeCache()
        cache.load({"method": coach.METHOD, "hands": {key: bad}})
        hit = cache.get(key)
        if hit is not None:  # readable as grades, but not this hand's
            assert not grade_cache.grades_fit(hit, decisions), bad
            assert cache.of_hand(key, decisions) is None and cache.get(key) is None
        # the whole app's path: the save loads, and the review's grades are the hand's own
        grade_cache.CACHE.clear()
        back = saved_hearts.validate(json.loads(json.dumps(dict(doc, coach={"method": coach.METHOD,
                                                                        "hands": {key: bad}}))))
        assert back.actions == m.actions
        grade_cache.CACHE.put(key, grades)  # (what grading again gives, without the search)
        assert [g.to_json() for g in coach.run(grade_cache.grades_of(back, 1))] == expected
    # the reporter's save through the CLI: hand 1's own grades, graded again
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(dict(doc, coach={"method": coach.METHOD, "hands": {key: forged}})))
    grade_cache.CACHE.clear()
    code, lines, err = _cli(str(path), "--hand", "1")
    assert code == 0, err
    assert lines == expected
    grade_cache.CACHE.clear()


def test_saved_grades_of_the_hands_decisions_are_kept():
    m = _normal_game(9)
    key = grade_cache.match_keys(m)[0]
    grades = _grades(m, 1)
    decisions = coach.south_decisions(hand_review(m, 1), m.rules)
    cache = grade_cache.GradeCache()
    cache.load(json.loads(json.dumps({"method": coach.METHOD, "hands": {key: [g.to_save() for g in grades]}})))
    assert cache.of_hand(key, decisions) == grades
    assert grade_cache.grades_fit(grades, decisions) and not grade_cache.grades_fit(grades, decisions[1:])
    assert not grade_cache.grades_fit("junk", decisions) and not grade_cache.grades_fit([None] * len(decisions), decisions)


# -- the hint and the coach: one judgement ---------------------------------------------------

def _follow_the_hint_for_a_hand(m: Match, detour: int = -1) -> Match:
    """South takes the hint at every decision of the hand (the pass too); the others play
    as Normal.  At South's first play from the ``detour``-th on with a choice, South first
    plays another card, takes it back (undo), saves and reopens the game, and then takes
    the hint."""
    plays = 0
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        if s != 0:
            m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
            continue
        hinted = coach.run(coach.hint(m.view(0), m.decision_rng(0)))
        if m.phase == "play":
            plays += 1
            if plays >= detour and len(m.legal(0)) > 1:
                detour = 99
                other = next(c for c in m.legal(0) if c != hinted.card)
                m.play(0, other)
                if m.phase == "play" and m.to_act != 0:
                    m.apply(m.to_act, choose(m.view(m.to_act), "normal", m.decision_rng(m.to_act)))
                assert m.undo_last_human_play()
                m = _reopened(m)
                again = coach.run(coach.hint(m.view(0), m.decision_rng(0)))
                assert again == hinted  # the same moment, the same hint
        m.apply(0, hinted)
    return m


def _reopened(m: Match) -> Match:
    return Match.from_save(json.loads(json.dumps(m.to_save())))


def test_a_hinted_decision_is_never_graded_as_a_loss():
    """Following the hint at every decision (passes included), also after taking a card
    back, reopening the saved game and restarting the hand: every decision is graded 0,
    with the hint's choice as the best."""
    graded = 0
    for seed, detour in ((41, 3), (77, 8)):
        m = Match(seed)
        for number in (1, 2, 3):
            if number == 2:  # a hand restarted halfway through is graded as played again
                for _ in range(9):
                    s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
                    m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
                m = m.restarted_hand()
            m = _follow_the_hint_for_a_hand(m, detour)
            grades = _grades(m, number)
            assert [g.phase for g in grades][:1] == (["pass"] if number < 4 else ["play"])
            for g in grades:
                assert g.loss == 0 and g.best == g.played and not g.costly, g
            graded += len(grades)
            m.start_next_hand()
    assert graded == 6 * 14


def test_the_hint_is_the_coachs_best_choice_and_the_same_every_time():
    m = Match(58)
    seen = 0
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        if s == 0:
            view = m.view(0)
            ev = coach.run(coach.evaluate(view, m.decision_rng(0)))
            assert coach.run(coach.evaluate(view, m.decision_rng(0))) == ev
            hinted = coach.run(coach.hint(view, m.decision_rng(0)))
            assert hinted.kind == ev.phase == m.phase and hinted.cards == ev.best and ev.best in ev.same
            assert ev.values[ev.best] == min(ev.values[cs] for cs in ev.same)
            seen += 1
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    assert seen == 14


def test_a_costly_choice_is_graded_by_its_margin_on_fresh_deals_calibrated():
    """Another choice than the hint's costs its margin below it measured again on deals
    the evaluation did not choose by (the seeded stream going on), times the calibration."""
    m, trick, card = _planted_blunder()
    review = hand_review(m, m.hand_number)
    d = next(d for d in coach.south_decisions(review, m.rules) if d.trick == trick)
    rng = Rng(coach.decision_rng_seed(m.seed, d))
    ev = coach.run(coach.evaluate(d.view, rng))
    assert d.played not in ev.same
    margin = coach.run(coach.measured_margin(d.view, rng, d.played, ev.best))
    g = coach.run(coach.grade_decision(d, m.seed))
    assert g.best == ev.best
    assert g.loss == round(coach.calibrated(margin, "play", True), 2) == round(margin * coach.POINTS_CALIBRATION, 2)
    assert coach.calibrated(-1.0) == 0.0 == coach.calibrated(-1.0, "play", True)


def test_a_pass_other_than_the_hints_is_graded_by_its_margin_on_fresh_deals_calibrated_for_passes():
    for seed in range(5, 40):
        m = _normal_game(seed)
        d = coach.south_decisions(hand_review(m, 1), m.rules)[0]
        rng = Rng(coach.decision_rng_seed(m.seed, d))
        ev = coach.run(coach.evaluate(d.view, rng))
        if d.played in ev.same:
            continue
        margin = coach.run(coach.measured_margin(d.view, rng, d.played, ev.best))
        if margin <= 0:
            continue
        g = coach.run(coach.grade_decision(d, m.seed))
        assert g.phase == "pass" and g.best == ev.best
        assert g.loss == round(margin * coach.PASS_POINTS_CALIBRATION, 2) == round(coach.calibrated(margin, "pass", True), 2)
        return
    pytest.fail("no Normal pass graded below the hint's")


def test_the_calibration_tool_prints_shown_against_played_out_points_by_bucket(capsys, tmp_path):
    from tests.tools_under_test import load_tool

    why_calibration = load_tool("tools/bench/why_calibration.py")
    out_file = tmp_path / "run.jsonl"
    assert why_calibration.main(["--kind", "weak", "--moments", "2", "--playouts", "1", "--out", str(out_file)]) == 0
    out = capsys.readouterr().out
    for bucket in ("< 0.5", "0.5-1", "1-2", "2-4", ">= 4", "all"):
        assert bucket in out
    assert "best card's points" in out and "moons after the best card" in out
    assert why_calibration.main(["--read", str(out_file), "--factor", "0.8", "--bias", "0.5", "1.0"]) == 0
    assert "2 moments" in capsys.readouterr().out


def test_the_hint_benchmark_times_the_hint_beside_hard(capsys):
    from tests.tools_under_test import load_tool

    bench_hint = load_tool("tools/bench/bench_hint.py")
    assert bench_hint.main(["--positions", "3", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    assert "hint / Hard" in out and "the same choice as Hard at" in out


def test_with_a_certain_moon_the_hint_shoots_as_hard_does():
    """Normal's rule says the moon is safe: the hint is Normal's shooting card, as Hard
    plays it, and following it takes every point; near the limit, where that moon would
    make another player win, the hint gives points away as Hard does."""
    from tests.hearts.test_hearts_ai_standing import _reach

    for totals, shot in (((0, 0, 0, 0), True), ((60, 30, 80, 70), False)):
        m = _reach(576, 30)
        shooting_seen = 0
        while m.phase == "play":
            s = m.to_act
            view = dataclasses.replace(m.view(s), scores=totals)
            if s == 0:
                hinted = coach.run(coach.hint(view, m.decision_rng(0)))
                if shooting(Knowledge(view)):
                    assert hinted == choose(view, "hard", m.decision_rng(0))
                    shooting_seen += 1
                m.apply(0, hinted)
            else:
                m.apply(s, choose(view, "normal", m.decision_rng(s)))
        assert (list(m.hand_points) == [26, 0, 0, 0]) == shot
        assert shooting_seen > 0 if shot else True
