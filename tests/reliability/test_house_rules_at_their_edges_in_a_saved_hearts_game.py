"""A Hearts game with every house rule on (the jack of diamonds, a hand without a trick, the
moon at the shooter's choice, passing left, any club leading, the queen after hearts, no
points on trick one, a game to 50) saved while South's moon is to be scored, and once it
is: the app's loader takes both, and the coach's and the analysis's command lines read them."""

from __future__ import annotations

import io
import json

from game.hearts import ai
from game.hearts.console import analysis_cli, coach_cli
from game.hearts.kinds import Phase
from game.hearts.match import Match
from game.hearts.rules import Rules
from game.hearts.teaching import saved

EDGES = Rules(target=50, jack_of_diamonds=True, no_tricks_bonus=True, moon="shooter_choice", passing="left",
              first_lead="any_club", queen_of_spades="after_hearts_broken", no_points_first_trick=True)


def south_to_score_the_moon() -> Match:
    """The first deal where South, seeking the moon against Easy players, shoots it."""
    seeker, easy = ai.MoonSeeker(), ai.player("easy")
    for seed in range(100):
        m = Match(seed, EDGES)
        while m.phase in (Phase.PASS, Phase.PLAY):
            seat = m.awaiting_pass[0] if m.phase == Phase.PASS else m.to_act
            m.apply(seat, (seeker if seat == 0 else easy).choose(m.view(seat), m.decision_rng(seat)))
        if m.phase == Phase.MOON_CHOICE and m.to_act == 0:
            return m
    raise AssertionError("no moon for South in 100 deals")


def run(main, path, hand=None) -> list[dict]:
    out, err = io.StringIO(), io.StringIO()
    assert main(str(path), hand, out, err) == 0, err.getvalue()
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_a_moon_to_be_scored_and_scored_saves_loads_and_reads_on_the_command_lines(tmp_path):
    m = south_to_score_the_moon()
    waiting = tmp_path / "waiting.json"
    waiting.write_text(json.dumps({"version": 1, "saved_at": 1, "data": saved.to_document(m)}), encoding="utf-8")
    assert saved.validate(json.loads(json.dumps(saved.to_document(m)))).phase == Phase.MOON_CHOICE
    assert run(analysis_cli.main, waiting, 1)[-1]["trick"] == 13
    m.choose_moon(0, "subtract_from_shooter")
    done = tmp_path / "done.json"
    done.write_text(json.dumps(saved.to_document(m)), encoding="utf-8")
    back = saved.validate(json.loads(done.read_text(encoding="utf-8")))
    result = back.hand_result
    assert result.moon_shooter == 0 and result.scores[0] == -26 + (-10 if result.jack == 0 else 0)
    grades = run(coach_cli.main, done, 1)
    assert grades and all(g["hand"] == 1 for g in grades)
