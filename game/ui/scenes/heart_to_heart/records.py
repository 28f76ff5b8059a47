"""What a Heart to Heart game leaves behind: the game in progress, saved after every move
(and kept aside when a deal by code replaces it), and the statistics, where each game is
recorded exactly once: a win, or a game given up after at least one move.
"""

from __future__ import annotations

from typing import Any

from game.heart_to_heart import saved as saved_h2h
from game.heart_to_heart.state import WON, Game

#: The storage purpose and version of the game in progress.
PURPOSE = "game.heart_to_heart"
SAVE_VERSION = 1


class GameRecords:
    """Saving and statistics (a mixin of :class:`HeartToHeartScene`)."""

    app: Any
    game: Game
    elapsed: float
    hints: int
    started: bool
    told_lost: bool
    daily: str | None
    recorded: bool
    best_before: int | None

    def save(self) -> None:
        if self.game.status == WON:
            return
        self.app.storage.save(PURPOSE, SAVE_VERSION, saved_h2h.to_document(
            self.game, self.elapsed, self.hints, self.started, self.told_lost, self.daily), guard=True)

    def _abandon_saved_game(self) -> None:
        """A deal by code replaces the saved game: it counts as given up if it was begun."""
        saved = self.app.storage.load(PURPOSE, SAVE_VERSION, validate=saved_h2h.validate)
        if saved is not None and saved.game.status != WON and saved.game.moves > 0:
            self.app.stats.record_h2h_game(False, saved.elapsed, saved.game.moves, saved.hints)

    def record_end(self, won: bool) -> None:
        """Statistics, once per game: a win, or a game given up after at least one move."""
        if self.recorded or not (won or self.game.moves > 0):
            return
        self.recorded = True
        self.app.stats.record_h2h_game(won, self.elapsed, self.game.moves, self.hints)

    def _bank_win(self) -> None:
        """The win's bookkeeping (statistics, the daily win, no game left to continue), done
        on the winning move: the last cards take a moment to land, and closing the window
        (or the tab) meanwhile must not lose the win.  ``won`` then shows it."""
        if self.recorded:
            return
        best = self.app.stats.h2h.get("best_time")
        self.best_before = best if isinstance(best, int) else None
        self.record_end(won=True)
        if self.daily:
            self.app.stats.record_daily_win(self.daily)
        self.app.storage.delete(PURPOSE, guard=True)
