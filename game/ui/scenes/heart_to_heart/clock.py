"""The Heart to Heart clock: it runs only while the person is playing (not before the
first move, not in a dialog, not while the window is hidden)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.scene import IS_WEB
from game.ui.scenes.heart_to_heart import effects as fx


class TableClock:
    """The game's time: ``elapsed`` seconds, ``started`` with the first move (flip, recycle
    or pair), and whether the window is ``hidden`` (minimised, or a tab in the background)."""

    def __init__(self) -> None:
        self.elapsed = 0.0
        self.started = False
        self.hidden = False
        self._shown_second = -1
        self._visibility_check = 0.0

    def reset(self, elapsed: float, started: bool) -> None:
        """A game shown from scratch (new, or restored with its time)."""
        self.elapsed, self.started = elapsed, started

    def watch_visibility(self, dt: float, on_hide: Callable[[], None]) -> None:
        """The window minimised or hidden, or the browser tab in the background: the clock
        stops, and ``on_hide`` runs at that moment (a closed tab never says goodbye)."""
        self._visibility_check -= dt
        if self._visibility_check > 0:
            return
        self._visibility_check = 0.25
        # In the browser the page itself says (SDL's window flags there are not to be relied on).
        hidden = fx.page_hidden() if IS_WEB else not pygame.display.get_active()
        if hidden and not self.hidden:
            on_hide()
        self.hidden = hidden

    def tick(self, dt: float) -> int | None:
        """Time passes; the new whole second when the shown one changes, else ``None``."""
        self.elapsed += dt
        second = int(self.elapsed)
        if second == self._shown_second:
            return None
        self._shown_second = second
        return second
