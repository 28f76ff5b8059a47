"""Set-up for the UI tests: theme's size globals (the mirror of the screen the last app or
test set) put back after every test, so no test sees the CSS pixels or the layout of a
window an earlier one opened."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ui import theme


@pytest.fixture(autouse=True)
def _theme_screen_restored() -> Iterator[None]:
    saved = theme.current_screen()
    yield
    theme.use_screen(saved)
