"""Every label of the Hearts top bar (Menu, New game, Restart, Scores, Last trick) keeps
to one line at every swept size in both languages: «Прошлая взятка» and «Новая игра»
too, on a phone held upright (its top bar goes in two rows there)."""

from __future__ import annotations

import pytest

from tests.ui.test_layouts import sweep_languages
from tools.tour import DPR, HEARTS_CODE, SIZES, open_app, settle

TOP_BAR = ("button:menu", "button:new", "button:restart", "button:scores", "button:last_trick")
#: The swept sizes and a small Android phone upright.
BAR_SIZES = dict(SIZES, **{"360x780": (360, 780)})


@pytest.mark.parametrize("size_name, lang", sweep_languages(list(BAR_SIZES)))
def test_every_top_bar_label_fits_on_one_line(tmp_path, size_name, lang):
    with open_app(tmp_path, BAR_SIZES[size_name], lang, dpr=DPR.get(size_name, 1.0)) as app:
        app.go("hearts", code=HEARTS_CODE)
        settle(app)
        app.render()
        named = {getattr(b, "name", ""): b for b in app.scene.hittables()}
        for name in TOP_BAR:
            _size, lines, _sub = named[name].drawn
            assert len(lines) == 1, (name, lines)
