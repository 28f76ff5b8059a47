"""The person's play at the Hearts table, the parts that are not the scene's moves: whose
cards South received, and each finished hand and game recorded in the statistics.  (The
scene plays, passes and collects: scene.py; the cards chosen to pass: table_state.py.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.hearts import Match
from game.hearts.deal import pass_source
from game.ui.scenes.hearts.layout import SOUTH

if TYPE_CHECKING:
    from game.stats import Stats


def pass_source_of(match: Match, seat: int) -> int:
    """The seat whose cards ``seat`` received this hand (the engine's pass cycle)."""
    return pass_source(seat, match.pass_direction)


def record_hand(stats: Stats, level: str, match: Match) -> None:
    """A finished hand (and game) in the statistics, overall and at the computers' level."""
    result = match.hand_result
    assert result is not None
    mine = result.scores[SOUTH]
    stats.record_hearts_hand(mine, mine == min(result.scores), result.moon_shooter == SOUTH)
    stats.record_hearts_level_hand(level, mine, mine == min(result.scores),  # the same figures per level too
                                   result.moon_shooter == SOUTH,
                                   result.moon_shooter not in (None, SOUTH))
    if match.game_over:
        stats.record_hearts_game(match.winner == SOUTH)
        stats.record_hearts_level_game(level, match.winner == SOUTH)
