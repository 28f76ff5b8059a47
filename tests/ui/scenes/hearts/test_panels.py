"""The Hearts table's corner says which house rules are in play, in words, and a note in
the status line goes away by itself.  A panel (summary, score sheet, ranking, last trick)
is a modal screen on the app's stack: it takes its own taps and keys and hands back the
button that closed it."""

from __future__ import annotations

import json

import pygame
import pytest

from devkit.harness import finished_match, hearts_until, open_app, settle, tap
from game import i18n
from game.hearts import Match
from game.ui import text
from game.ui.metrics import Screen
from game.ui.scenes.hearts.panels import Panel
from game.ui.scenes.hearts.scene import NOTE_SECONDS

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
        app.nav.go("hearts")
        settle(app)
        drawn = _drawn(app, monkeypatch)
        assert i18n.t("hearts.info.queen_waits") in drawn
        assert i18n.t("hearts.info.no_points_first") in drawn


def test_without_house_rules_the_corner_names_none(tmp_path, monkeypatch):
    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("hearts")
        settle(app)
        drawn = _drawn(app, monkeypatch)
        assert i18n.t("hearts.info.queen_waits") not in drawn
        assert i18n.t("hearts.info.no_points_first") not in drawn


def test_a_note_goes_away_after_its_seconds(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("hearts")
        settle(app)
        scene = app.nav.scene
        scene.show_note("Hearts have not been broken")
        app.frame()
        assert scene.note == "Hearts have not been broken"
        for _ in range(int(NOTE_SECONDS * 60) + 2):  # scripted frames are 1/60 s each
            app.frame()
        assert scene.note is None


# -- a panel is a modal screen: it takes its own input and hands back what closed it -----


def _panel(kind: str, **kw):
    panel = Panel(kind, Match(7), screen=Screen, **kw)
    panel.layout()
    return panel


@pytest.mark.parametrize("kind", ["last_trick", "sheet_view"])
def test_a_panel_that_only_shows_closes_on_a_tap_beside_its_buttons_and_on_esc(kind):
    tapped = _panel(kind)
    tapped.on_tap(None, (0, 0))
    assert tapped.closed and tapped.result == "close"
    escaped = _panel(kind)
    escaped.press_cancel()
    assert escaped.closed and escaped.result == "close"


def test_a_panel_hands_back_the_button_that_closed_it():
    ranking = Panel("ranking", finished_match(), screen=Screen)
    ranking.layout()
    button = next(b for b in ranking.buttons if b.name == "button:new")
    ranking.on_tap(button, button.rect.center)
    assert ranking.closed and ranking.result == "new"
    summary = _panel("summary")
    summary.on_tap(None, (0, 0))  # a tap beside the summary does nothing: it waits for Continue
    assert not summary.closed
    summary.press_cancel()  # Esc: back (to the menu)
    assert summary.closed and summary.result == "back"


def test_share_and_a_claim_being_checked_keep_a_panel_open():
    shared: list[int] = []
    sheet = _panel("sheet_view", share=lambda: shared.append(1), esc=lambda: True)
    share = next(b for b in sheet.buttons if b.name == "button:share")
    sheet.on_tap(share, share.rect.center)
    assert shared == [1] and not sheet.closed
    sheet.press_cancel()  # Esc stops the claim being checked first
    assert not sheet.closed


def test_the_tables_shortcut_presses_a_panels_button_of_that_name():
    ranking = Panel("ranking", finished_match(), screen=Screen, shortcuts={pygame.K_n: "button:new", pygame.K_s: "button:scores"})
    ranking.layout()
    assert not ranking.on_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0))  # no Scores here
    assert ranking.on_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0))
    assert ranking.closed and ranking.result == "new"


def test_the_summary_is_a_screen_on_the_stack_and_continue_opens_the_sheet(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("hearts")
        settle(app)
        hearts_until(app, lambda s: s.panel is not None and s.panel.kind == "summary")
        scene = app.nav.scene
        assert app.nav.screens == (scene.panel,) and scene.state()["dialog"] == "summary"
        assert "modal" not in json.loads(app.state_line())  # the table's state names the panel
        tap(app, "button:continue")
        assert app.nav.screens == (scene.panel,) and scene.panel.kind == "sheet"
        tap(app, "button:next")
        assert app.nav.screens == () and scene.panel is None and scene.match.hand_number == 2


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_negative_total_on_a_plate_has_the_true_minus_sign(tmp_path, monkeypatch, lang):
    with open_app(tmp_path, (1280, 720), lang) as app:
        app.nav.go("hearts")
        settle(app)
        app.nav.scene.match.scores = [-10, 4, 0, 6]  # (a J♦ under the house rule, say)
        app.display.invalidate()  # (the view is made from the scores when drawn)
        drawn = _drawn(app, monkeypatch)
        assert i18n.t("hearts.plate.total", total="\u221210") in drawn
        assert not any("-1" in s for s in drawn)
