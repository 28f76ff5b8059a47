"""Set-up for the UI tests: the screen the picture caches count their budgets in put back
after every test, so no test counts in the size of a window an earlier one opened."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ui import surface_cache


@pytest.fixture(autouse=True)
def _picture_budgets_restored() -> Iterator[None]:
    counted_in = surface_cache._screen_size
    yield
    surface_cache.count_in_screens_of(counted_in)
