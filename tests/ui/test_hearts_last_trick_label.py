"""«Прошлая взятка» (Last trick) keeps to one line wherever the top bar has the width:
landscape and a phone held sideways (upright, five buttons share 720 px: two lines)."""

from __future__ import annotations

import pytest

from tools.tour import DPR, HEARTS_CODE, SIZES, open_app, settle


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", ["1280x720", "844x390", "1920x1080", "1688x780@2", "390x844"])
def test_the_last_trick_label_fits_on_one_line(tmp_path, size_name, lang):
    with open_app(tmp_path, SIZES[size_name], lang, dpr=DPR.get(size_name, 1.0)) as app:
        app.go("hearts", code=HEARTS_CODE)
        settle(app)
        app.render()
        button = app.scene._buttons["button:last_trick"] if hasattr(app.scene, "_buttons") else None
        if button is None:
            button = next(b for b in app.scene.hittables() if getattr(b, "name", "") == "button:last_trick")
        _size, lines, _sub = button.drawn
        if size_name == "390x844" and lang == "ru":
            assert lines == ["Прошлая", "взятка"]  # two whole words, never a cut one
        else:
            assert len(lines) == 1, lines
