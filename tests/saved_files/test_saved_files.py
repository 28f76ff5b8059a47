"""Saved games, codes and bot answers written by earlier code read and write byte for byte."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from game.heart_to_heart import saved as h2h_saved
from game.hearts.ai import choose
from game.hearts.console.cli import serve
from game.hearts.history import hand_reviews
from game.hearts.match import Match
from game.hearts.teaching import coach, grade_cache
from game.hearts.teaching import saved as hearts_saved

HERE = Path(__file__).parent
HEARTS = sorted(HERE.glob("hearts_*.json"))
H2H = sorted(HERE.glob("h2h_*.json"))


def dump(doc: object) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n"


def step(m: Match) -> None:
    if m.phase == "hand_over":
        m.start_next_hand()
        return
    seat = m.to_act
    assert seat is not None
    m.apply(seat, choose(m.view(seat), "easy", m.decision_rng(seat)))


@pytest.fixture(autouse=True)
def _empty_grade_cache():
    grade_cache.CACHE.clear()
    yield
    grade_cache.CACHE.clear()


def test_fixtures_are_there():
    assert len(HEARTS) >= 14 and len(H2H) >= 2


@pytest.mark.parametrize("path", HEARTS, ids=lambda p: p.stem)
def test_a_hearts_save_is_written_again_byte_for_byte(path: Path):
    text = path.read_text()
    original = json.loads(text)
    match = hearts_saved.validate(original)
    written = hearts_saved.to_document(match)
    if original.get("coach", {}).get("method") not in (None, coach.METHOD):
        # grades made by another coach method are not kept: the hand is graded again
        assert "coach" not in written or written["coach"].get("method") == coach.METHOD
        written.pop("coach", None)
        original.pop("coach")
        text = dump(original)
    assert dump(written) == text
    assert match.code == json.loads(text)["match"]["code"]
    assert Match.from_code(match.code).code == match.code


@pytest.mark.parametrize("path", HEARTS, ids=lambda p: p.stem)
def test_a_hearts_save_plays_on_and_its_log_grows(path: Path):
    original = json.loads(path.read_text())
    match = hearts_saved.validate(original)
    for _ in range(12):
        if match.game_over:
            break
        step(match)
    doc = hearts_saved.to_document(match)
    before = original["match"]["actions"]
    assert doc["match"]["actions"][: len(before)] == before
    again = hearts_saved.validate(json.loads(dump(doc)))
    assert dump(hearts_saved.to_document(again)) == dump(doc)
    assert [r.result for r in hand_reviews(again)] == [r.result for r in hand_reviews(match)]


def test_an_undone_card_leaves_the_save_it_came_from():
    text = (HERE / "hearts_default.json").read_text()
    match = hearts_saved.validate(json.loads(text))
    while not (match.phase == "play" and match.to_act == 0):
        step(match)
    saved_before = dump(hearts_saved.to_document(match))
    match.play(0, match.legal(0)[0])
    for _ in range(3):
        step(match)
    assert match.undo_last_human_play()
    assert dump(hearts_saved.to_document(match)) == saved_before


@pytest.mark.parametrize("path", H2H, ids=lambda p: p.stem)
def test_a_heart_to_heart_save_is_written_again_byte_for_byte(path: Path):
    text = path.read_text()
    s = h2h_saved.validate(json.loads(text))
    assert dump(h2h_saved.to_document(s.game, s.elapsed, s.hints, s.started, s.told_lost, s.daily)) == text
    s.game.tap("stock")
    again = h2h_saved.validate(json.loads(dump(h2h_saved.to_document(s.game, 1, 0, True, False))))
    assert again.game.to_save() == s.game.to_save()


def test_the_bot_answers_earlier_requests_as_it_did():
    lines = [json.loads(x) for x in (HERE / "bot_protocol.jsonl").read_text().splitlines()]
    assert len(lines) >= 60
    for level in ("easy", "normal", None):
        mine = [x for x in lines if x["level"] == level]
        out = io.StringIO()
        serve(io.StringIO("".join(x["request"] + "\n" for x in mine)), out, level, 5)
        assert out.getvalue().splitlines() == [x["answer"] for x in mine]


@pytest.mark.parametrize(("name", "option"), [("hearts", {"game": "HT1-AFOM-AAAAGKF"}),
                                              ("h2h", {"deal": "HH1-N-AAAAABQ"})])
def test_the_script_drivers_states_are_as_they_were(tmp_path: Path, name: str, option: dict):
    from game.ui.options import Options
    from tests.ui.driver import run_main

    options = Options(lang="en", script=str(HERE / f"script_{name}.txt"), shots=str(tmp_path / "shots"), **option)
    code, states, err = run_main(tmp_path / "data", options)
    assert code == 0, err
    expected = (HERE / f"script_{name}.state.jsonl").read_text().splitlines()
    assert [json.dumps(s, ensure_ascii=False, separators=(",", ":")) for s in states] == expected
