"""Hand review: the review screen shows exactly what the engine played (every card,
its leader, its winner and the points), and its keys and buttons step both ways.

The hands are played by the real app through the script driver with random (seeded) legal
choices; the engine's own record of the hand is then read back from the app's save (the
match at its summary still holds all thirteen tricks) and from game/hearts/history.py.
"""

from __future__ import annotations

import json
import random

import pytest

from game.hearts import Match, Rules
from game.hearts.history import hand_review
from tests.ui.test_hearts_support import FAST, play, write_save, write_settings


def _random_policy(seed: int, hands: int, then: list[str]):
    """Random legal passes and cards until the summary of hand ``hands``; then ``then``
    (script commands, one per state) and stop."""
    rng = random.Random(seed)
    memo = {"then": list(then)}

    def policy(state: dict) -> list[str] | None:
        dialog = state.get("dialog")
        if dialog == "summary" and state["hand_number"] < hands:
            return ["tap button:continue"]
        if dialog == "sheet" and state["hand_number"] < hands:
            return ["tap button:next"]
        if dialog is not None or (state.get("phase") == "hand_over"):
            if state.get("review") is not None:
                memo.setdefault("reviews", []).append(state["review"])
            if state.get("dialog") is not None:
                memo.setdefault("dialogs", []).append(state["dialog"])
            return [memo["then"].pop(0)] if memo["then"] else None
        if state["phase"] == "pass" and state["legal"]:
            if len(state["raised"]) < 3:
                choices = [c for c in state["hand"] if c not in state["raised"]]
                return [f"tap hearts:card:{rng.choice(choices)}"]
            return ["tap button:confirm"]
        if state["legal"]:
            return [f"tap hearts:card:{rng.choice(state['legal'])}"]
        return ["wait 1"]

    return policy, memo


def _saved_match(data_dir) -> Match:
    doc = json.loads((data_dir / "game.hearts.json").read_text(encoding="utf-8"))
    return Match.from_save(doc["data"]["match"])


def _engine_stops(m: Match) -> list[dict]:
    """What each stop of the current (finished) hand must show, from the engine's own tricks."""
    out = []
    if m.pass_direction != "none":
        out.append({"passes": True, "trick": 0, "table": [], "winner": None,
                    "passed": [[str(c) for c in p] for p in m.passes],
                    "received": [[str(c) for c in r] for r in m.received]})
    for i, trick in enumerate(m.tricks):
        plays = [[seat, str(card)] for seat, card in trick.plays()]
        for k in range(1, 5):
            out.append({"passes": False, "trick": i + 1, "card": k, "leader": trick.leader,
                        "table": plays[:k], "winner": trick.winner if k == 4 else None,
                        "points": trick.points if k == 4 else None})
    return out


@pytest.mark.parametrize("seed", [3, 41, 2026])
def test_the_review_shows_every_card_leader_and_winner_the_engine_played(tmp_path, seed):
    write_settings(tmp_path, dict(FAST, **{"hearts.target": 100}))
    write_save(tmp_path, Match(seed * 7919 + 1, Rules(target=100)).code)
    then = ["tap button:review"] + ["key right"] * 52
    policy, memo = _random_policy(seed, 1, then)
    code, _states, err = play(tmp_path, policy, limit=3000)
    assert code == 0, err
    m = _saved_match(tmp_path)
    assert m.phase == "hand_over" and m.hand_number == 1
    expected = _engine_stops(m)
    shown = memo["reviews"]
    assert len(shown) == len(expected) == shown[0]["steps"]
    for want, got in zip(expected, shown):
        assert {k: got[k] for k in want} == want
    # Every seat's cards at each stop: the dealt hand after the passes, less what was played.
    review = hand_review(m, 1)
    for step, got in zip(review.steps(), shown):
        assert got["held"] == [[str(c) for c in h] for h in review.hands_at(step)]
    assert shown[-1]["taken"] == list(m.hand_points)
    assert shown[-1]["scores"] == list(m.hand_result.scores)


def test_an_earlier_hand_is_reviewed_from_the_score_sheet_as_the_engine_replays_it(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.target": 100}))
    write_save(tmp_path, Match(5, Rules(target=100)).code)
    then = ["tap button:continue", "tap button:review", "key up", "key end", "key escape"]
    policy, memo = _random_policy(5, 2, then)
    code, _states, err = play(tmp_path, policy, limit=3000)
    assert code == 0, err
    m = _saved_match(tmp_path)
    assert m.hand_number == 2
    first_review, hand1_start, hand1_end = memo["reviews"]
    assert first_review["hand"] == 2 and first_review["hands"] == [1, 2]  # the latest hand first
    assert hand1_start["hand"] == 1 and hand1_start["step"] == 0
    old = hand_review(m, 1)
    last_trick = old.tricks[-1]
    assert hand1_end["table"] == [[s, str(c)] for s, c in last_trick.plays]
    assert hand1_end["winner"] == last_trick.winner and hand1_end["scores"] == list(m.history[0].scores)
    assert memo["dialogs"][-1] == "sheet"  # Esc went back to the sheet the review came from


def test_keys_and_buttons_step_both_ways_and_escape_returns_to_the_summary(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.target": 100}))
    write_save(tmp_path, Match(11, Rules(target=100)).code)
    then = ["tap button:review", "key right", "key right", "key left", "key end", "key left", "key home",
            "tap button:review_next", "tap button:review_next", "tap button:review_prev",
            "tap button:review_last", "tap button:review_prev", "tap button:review_first",
            "key left", "key escape"]
    policy, memo = _random_policy(11, 1, then)
    code, _states, err = play(tmp_path, policy, limit=3000)
    assert code == 0, err
    steps = [r["step"] for r in memo["reviews"]]
    last = memo["reviews"][0]["steps"] - 1
    assert steps == [0, 1, 2, 1, last, last - 1, 0, 1, 2, 1, last, last - 1, 0, 0]
    assert memo["dialogs"][-1] == "summary"


def test_turning_the_screen_keeps_the_review_where_it_was(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.target": 100}))
    write_save(tmp_path, Match(17, Rules(target=100)).code)
    then = ["tap button:review", "key right", "key right", "resize 720 1280", "tap button:review_next",
            "resize 1280 720", "key escape"]
    policy, memo = _random_policy(17, 1, then)
    code, _states, err = play(tmp_path, policy, limit=3000)
    assert code == 0, err
    r = memo["reviews"]
    assert [x["step"] for x in r] == [0, 1, 2, 2, 3, 3]
    assert r[2] == r[3] and r[4] == r[5]
    assert memo["dialogs"][-1] == "summary"


def test_during_a_hand_only_the_finished_hands_are_offered(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.target": 100}))
    write_save(tmp_path, Match(23, Rules(target=100)).code)
    rng = random.Random(23)
    seen: list[dict] = []

    def policy(state: dict) -> list[str] | None:
        dialog = state.get("dialog")
        if dialog == "review":
            seen.append(state)
            return None
        if dialog == "summary":
            return ["tap button:continue"]
        if dialog == "sheet":
            return ["tap button:next"]
        if state["hand_number"] == 2 and state["phase"] == "play" and state["tricks_played"] >= 2:
            return ["tap button:scores", "tap button:review"]
        if state["phase"] == "pass" and state["legal"]:
            if len(state["raised"]) < 3:
                return [f"tap hearts:card:{rng.choice([c for c in state['hand'] if c not in state['raised']])}"]
            return ["tap button:confirm"]
        if state["legal"]:
            return [f"tap hearts:card:{rng.choice(state['legal'])}"]
        return ["wait 1"]

    code, _states, err = play(tmp_path, policy, limit=3000)
    assert code == 0, err
    review = seen[-1]["review"]
    assert review["hands"] == [1] and review["hand"] == 1  # hand 2 is still being played
