"""A file per concern: no module of the game is over 600 lines, so each stays one thing a
reader can hold; a module that grows past it is split by concern, not trimmed."""

from __future__ import annotations

from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
MOST_LINES = 600


def test_no_module_of_the_game_is_over_six_hundred_lines() -> None:
    long = {str(p.relative_to(GAME.parent)): n for p in sorted(GAME.rglob("*.py"))
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert long == {}, f"over {MOST_LINES} lines: {long}"
