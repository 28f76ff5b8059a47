"""Set-up for the UI tests: theme's size globals (the mirror of the screen the last app or
test set) and the screen the picture caches count their budgets in put back after every
test, so no test sees the CSS pixels, the layout or the size of a window an earlier one
opened."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ui import surface_cache, theme


@pytest.fixture(autouse=True)
def _theme_screen_restored() -> Iterator[None]:
    saved, counted_in = theme.current_screen(), surface_cache._screen_size
    yield
    theme.use_screen(saved)
    surface_cache.count_in_screens_of(counted_in)
