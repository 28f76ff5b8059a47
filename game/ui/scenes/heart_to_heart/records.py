"""What a Heart to Heart game leaves behind: the game in progress, saved after every move
(and kept aside when a deal by code replaces it), and the statistics, where each game is
recorded exactly once: a win, or a game given up after at least one move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.heart_to_heart import saved as saved_h2h
from game.heart_to_heart.state import WON, Game
from game.ui.scenes.heart_to_heart.shortest_runner import ShortestRunner

if TYPE_CHECKING:
    from game.stats import Stats
    from game.storage import Storage

#: The storage purpose and version of the game in progress.
PURPOSE = "game.heart_to_heart"
SAVE_VERSION = 1


class Records:
    """Saving and statistics of the table's games: the app's storage and statistics, and
    the best time before the last win (the result panel says whether it was beaten)."""

    def __init__(self, storage: Storage, stats: Stats) -> None:
        self.storage, self.stats = storage, stats
        #: The best time before this game's win (``None``: no win before it).
        self.best_before: int | None = None
        #: The shortest-win search whose ratio is in the statistics (kept once per search).
        self._shortest_kept: ShortestRunner | None = None

    def save(self, game: Game, elapsed: float, hints: int, started: bool, told_lost: bool,
             daily: str | None) -> None:
        """The game in progress (a won game leaves nothing to continue)."""
        if game.status == WON:
            return
        self.storage.save(PURPOSE, SAVE_VERSION, saved_h2h.to_document(
            game, elapsed, hints, started, told_lost, daily), guard=True)

    def load(self) -> saved_h2h.SavedGame | None:
        """The saved game in progress, or ``None`` (an unusable save is kept aside by
        storage, and the app tells the player)."""
        return self.storage.load(PURPOSE, SAVE_VERSION, validate=saved_h2h.validate)

    def abandon_saved_game(self) -> None:
        """A deal by code replaces the saved game: it counts as given up if it was begun."""
        saved = self.load()
        if saved is not None and saved.game.status != WON and saved.game.moves > 0:
            self.stats.record_h2h_game(False, saved.elapsed, saved.game.moves, saved.hints,
                                           kind="daily" if saved.daily else "other")

    def record_end(self, game: Game, won: bool, elapsed: float, hints: int, daily: str | None = None) -> bool:
        """Statistics for a win, or a game given up after at least one move (``daily``: the
        daily deal's date, if it is one); ``False`` when there is nothing to record (the
        caller records each game once)."""
        if not (won or game.moves > 0):
            return False
        self.stats.record_h2h_game(won, elapsed, game.moves, hints, kind="daily" if daily else "other")
        return True

    def bank_win(self, game: Game, elapsed: float, hints: int, daily: str | None) -> None:
        """The win's bookkeeping (statistics, the daily win, no game left to continue)."""
        best = self.stats.h2h.get("best_time")
        self.best_before = best if isinstance(best, int) else None
        self.record_end(game, True, elapsed, hints, daily)
        if daily:
            self.stats.record_daily_win(daily)
        self.storage.delete(PURPOSE, guard=True)

    def keep_shortest(self, runner: ShortestRunner, moves: int) -> None:
        """The won game's ``moves`` beside the proven shortest win ``runner`` found, once
        per search (a deal restarted and won again is not counted twice)."""
        if runner is self._shortest_kept:
            return
        self._shortest_kept = runner
        res = runner.result()
        if res.proven and res.moves:
            self.stats.record_shortest(res.moves, moves)
