"""The duplicate game arena (tools/bench/game_arena.py) scores whole games by who won."""

from __future__ import annotations

import pytest

from game.hearts.rules import Rules
from tests.tools_under_test import load_tool

arena = load_tool("tools/bench/game_arena.py")
play_game, run_game_arena = arena.play_game, arena.run_game_arena


def test_every_finished_game_has_one_winner_and_the_shares_add_up():
    result = run_game_arena(["random", "easy", "random", "easy"], seeds=2, seed=3, rules=Rules(target=50))
    won = sum(st.wins for st in result.stats.values())
    assert won + result.unfinished == 4 * 2
    assert all(st.games == 4 * 2 * st.seats for st in result.stats.values())
    for g in range(2):
        assert sum(st.per_seed[g] * st.seats for st in result.stats.values()) == pytest.approx(1.0)


def test_a_game_ends_with_the_limit_reached_and_a_single_lowest_total():
    m = play_game(12345, ["random"] * 4, Rules(target=50), max_hands=60)
    assert m.game_over and max(m.scores) >= 50
    assert sorted(m.scores).count(min(m.scores)) == 1 and m.scores[m.winner] == min(m.scores)


def test_the_same_seed_plays_the_same_games():
    a = run_game_arena(["easy", "random", "random", "random"], seeds=1, seed=9, rules=Rules(target=50))
    b = run_game_arena(["easy", "random", "random", "random"], seeds=1, seed=9, rules=Rules(target=50))
    assert a.stats["easy"].per_seed == b.stats["easy"].per_seed
    assert a.stats["easy"].points == b.stats["easy"].points


def test_a_lineup_that_is_not_four_known_levels_is_refused():
    with pytest.raises(ValueError, match="four players"):
        run_game_arena(["easy"] * 3, seeds=1)
    with pytest.raises(ValueError, match="unknown level"):
        run_game_arena(["easy", "easy", "easy", "grandmaster"], seeds=1)


def test_a_points_only_twin_plays_the_same_level_blind_to_the_totals():
    from dataclasses import replace

    from game.hearts import Match
    from game.hearts.ai import choose
    game_decide = arena.game_decide

    m = Match(4)
    view = replace(m.view(0), scores=(90, 10, 20, 30))
    blind = replace(view, scores=(0, 0, 0, 0))
    assert game_decide(view, "normal-hand", m.decision_rng(0)) == choose(blind, "normal", m.decision_rng(0))
    with pytest.raises(ValueError, match="unknown level"):
        run_game_arena(["easy-hand", "easy", "easy", "easy"], seeds=1)


def test_two_lineups_logged_on_the_same_seeds_are_compared_paired_by_seed(tmp_path):
    main, read_logs = arena.main, arena.read_logs
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert main(["--players", "easy,random,random,random", "--against", "random,easy,easy,easy",
                 "--games", "2", "--target", "50", "--log", str(a), "--log-against", str(b)]) == 0
    level, rows = read_logs(str(a))
    assert level == "easy" and sorted(rows) == [0, 1]
    assert read_logs(str(b))[0] == "random"
    assert main(["--pair", str(a), str(b)]) == 0
    assert main(["--pair", str(tmp_path / "missing.jsonl"), str(a)]) == 2
    assert main(["--pair", f"{a},{b}", str(a)]) == 2  # two lineups on one side


def test_twin_lineups_share_the_hands_far_from_the_limit_and_play_the_same_games_as_apart():
    run_game_arenas, twins = arena.run_game_arenas, arena.twins
    assert twins(["normal", "easy", "easy", "easy"], ["normal-hand", "easy", "easy", "easy"])
    assert not twins(["normal", "easy", "easy", "easy"], ["easy", "normal", "easy", "easy"])
    lineups = [["normal", "easy", "easy", "easy"], ["normal-hand", "easy", "easy", "easy"]]
    together = run_game_arenas(lineups, seeds=2, seed=5, rules=Rules(target=50), first=3)
    apart = [run_game_arena(p, seeds=2, seed=5, rules=Rules(target=50), first=3) for p in lineups]
    for t, a in zip(together, apart, strict=True):
        for lv in t.stats:
            assert t.stats[lv].per_seed == a.stats[lv].per_seed
            assert t.stats[lv].points == a.stats[lv].points and t.stats[lv].hands == a.stats[lv].hands
