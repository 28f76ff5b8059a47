"""Tab in Heart to Heart reads the screen in order: the table, then the piles, then the
buttons row by row, left to right."""

from __future__ import annotations

import pytest

from tests.harness import WORKED_EXAMPLE, open_app, settle


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280), (390, 844)])
def test_tab_goes_table_piles_then_buttons_in_reading_order(tmp_path, size):
    with open_app(tmp_path, size) as app:
        app.open_deal(WORKED_EXAMPLE)
        settle(app)
        order = app.scene.focus_order()
        names = [h.name for h in order]
        first_button = next(i for i, n in enumerate(names) if n.startswith("button:"))
        assert all(n.startswith("h2h:") for n in names[:first_button])
        assert names[first_button - 2:first_button] == ["h2h:stock", "h2h:waste"]
        buttons = order[first_button:]
        assert [(b.rect.top, b.rect.left) for b in buttons] == sorted((b.rect.top, b.rect.left) for b in buttons)
