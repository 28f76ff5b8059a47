"""Hearts statistics per computer level: games, wins, average points per hand,
moons shot by you and against you, split by Easy / Normal / Hard; recorded by the Hearts
table after scripted games and shown on the statistics screen."""

from __future__ import annotations

import json

from game.hearts import Match, Rules
from game.stats import HEARTS_LEVELS, Stats
from game.storage import FileBackend, Storage
from tests.ui.driver import run_app
from tests.ui.scenes.hearts.support import FAST, first_legal_policy, play, write_save, write_settings


def _stats(data_dir) -> dict:
    return json.loads((data_dir / "stats.json").read_text(encoding="utf-8"))["data"]["hearts"]


def _history(states) -> list[dict]:
    return [s for s in states if s.get("scene") == "hearts"][-1]["history"]


def test_a_whole_game_counts_under_its_level_and_nowhere_else(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.level": "easy", "hearts.target": 50}))
    code, states, err = play(tmp_path, first_legal_policy(lambda s: s.get("dialog") == "ranking"))
    assert code == 0, err
    end = [s for s in states if s.get("scene") == "hearts"][-1]
    assert end["game_over"]
    mine = [h["scores"][0] for h in end["history"]]
    shooters = [h.get("moon_shooter") for h in end["history"]]
    g = _stats(tmp_path)
    assert g["easy_games_played"] == 1 and g["easy_games_won"] == int(end["winner"] == 0)
    assert g["easy_hands_played"] == len(mine) == g["hands_played"]
    assert g["easy_points_plus"] - g["easy_points_minus"] == sum(mine) == g["total_points"]
    assert g["easy_hands_won"] == sum(1 for h in end["history"] if h["scores"][0] == min(h["scores"]))
    assert g["easy_moons_shot"] == shooters.count(0)
    assert g["easy_moons_against"] == sum(1 for s in shooters if s not in (None, 0))
    for level in ("normal", "hard"):
        assert all(g[k] == 0 for k in g if k.startswith(level + "_"))


def test_a_hand_at_hard_counts_under_hard_and_the_screen_shows_each_level(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.level": "hard", "hearts.target": 100}))
    write_save(tmp_path, Match(12, Rules(target=100)).code)
    code, states, err = play(tmp_path, first_legal_policy(lambda s: s.get("dialog") == "summary"))
    assert code == 0, err
    mine = _history(states)[0]["scores"][0]
    g = _stats(tmp_path)
    assert g["hard_hands_played"] == 1 and g["hard_games_played"] == 0
    assert g["hard_points_plus"] - g["hard_points_minus"] == mine
    assert g["easy_hands_played"] == g["normal_hands_played"] == 0
    code, (screen,), err = run_app(tmp_path, ["tap menu:statistics", "state"])
    assert code == 0, err
    table = dict((k, v) for k, v in screen["hearts_table"])
    # Columns: all games, Easy, Normal, Hard.
    assert table["stats.hearts.hands_played"] == ["1", "0", "0", "1"]
    assert table["stats.hearts.points_per_hand"] == [f"{mine:.1f}", "—", "—", f"{mine:.1f}"]
    assert table["stats.hearts.games_played"] == ["0", "0", "0", "0"]


def test_per_level_figures_moons_and_a_subtracted_moon(tmp_path):
    s = Stats(Storage(FileBackend(tmp_path)))
    s.record_hearts_level_hand("normal", -26, True, True, False)  # the moon, subtracted
    s.record_hearts_level_hand("normal", 26, False, False, True)  # someone else's moon
    s.record_hearts_level_hand("normal", 4, False, False, False)
    s.record_hearts_level_game("normal", False)
    s.record_hearts_level_hand("nonsense", 4, False, False, False)  # an unknown level is not counted
    n = s.hearts_level("normal")
    assert n == {"games_played": 1, "games_won": 0, "hands_played": 3, "hands_won": 1,
                 "average_points": 4 / 3, "moons_shot": 1, "moons_against": 1}
    assert s.hearts_level("easy")["average_points"] is None
    again = Stats(Storage(FileBackend(tmp_path)))  # saved, and every per-level field loads back
    assert again.hearts_level("normal") == n
    assert all(isinstance(v, int) and v >= 0 for k, v in again.hearts.items()
               if k.split("_")[0] in HEARTS_LEVELS)
