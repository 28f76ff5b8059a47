"""The Hearts table's corner says which house rules are in play, in words, and a note in
the status line goes away by itself."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui import text
from game.ui.scenes.hearts.scene import NOTE_SECONDS
from tests.harness import open_app, settle

HOUSE_RULES = {"hearts.queen_of_spades": "after_hearts_broken", "hearts.no_points_first_trick": True}


def _drawn(app, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    real = text.draw

    def draw(surface, s, *a, **kw):
        drawn.append(s)
        return real(surface, s, *a, **kw)

    monkeypatch.setattr(text, "draw", draw)
    app.render()
    monkeypatch.setattr(text, "draw", real)
    return drawn


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_corner_names_the_house_rules_in_play(tmp_path, monkeypatch, lang):
    with open_app(tmp_path, (1280, 720), lang, HOUSE_RULES) as app:
        app.go("hearts")
        settle(app)
        drawn = _drawn(app, monkeypatch)
        assert i18n.t("hearts.info.queen_waits") in drawn
        assert i18n.t("hearts.info.no_points_first") in drawn


def test_without_house_rules_the_corner_names_none(tmp_path, monkeypatch):
    with open_app(tmp_path, (1280, 720)) as app:
        app.go("hearts")
        settle(app)
        drawn = _drawn(app, monkeypatch)
        assert i18n.t("hearts.info.queen_waits") not in drawn
        assert i18n.t("hearts.info.no_points_first") not in drawn


def test_a_note_goes_away_after_its_seconds(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.go("hearts")
        settle(app)
        scene = app.scene
        scene.show_note("Hearts have not been broken")
        app.frame()
        assert scene.note == "Hearts have not been broken"
        for _ in range(int(NOTE_SECONDS * 60) + 2):  # scripted frames are 1/60 s each
            app.frame()
        assert scene.note is None
