"""Whether the Heart to Heart position can still be won ("Tell me when the game is lost")."""

from __future__ import annotations

from game.heart_to_heart import solver
from game.heart_to_heart.state import PLAYING, Game


class LostWatch:
    """The solver's verdict on the position, asked after each move: ``lost`` when it can no
    longer be won.  Flips and recycles never change what can be won (the stock and waste are
    one multiset to the solver), so most moves are answered from a cache of the deal."""

    def __init__(self) -> None:
        self.lost = False
        self._winnable: dict[tuple, bool] = {}

    def forget(self) -> None:
        """A new game: nothing known of it."""
        self.lost = False
        self._winnable = {}

    def check(self, game: Game, telling: bool) -> bool:
        """``lost`` for ``game`` now (``False`` unless ``telling``: the setting is on, and the
        game still going); returns it."""
        if not telling or game.status != PLAYING:
            self.lost = False
            return False
        key = (tuple(game.heart), tuple(game.reserve_counts()))
        winnable = self._winnable.get(key)
        if winnable is None:
            winnable = self._winnable[key] = solver.winnable(game)
        self.lost = not winnable
        return self.lost
