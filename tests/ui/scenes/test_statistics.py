"""The Hearts statistics table's headings (All, Easy, Normal, Hard) never run into each
other, even at the smallest letters a phone gets.

The best time in the statistics is the time the clock showed at the win.
"""

from __future__ import annotations

import itertools

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from devkit.harness import DPR, SIZES, open_app, settle, tap
from game.stats import Stats, clock_text, whole_seconds
from game.storage import MemoryBackend, Storage
from game.ui import text
from game.ui.scenes.heart_to_heart.scene import clock_text as game_clock_text
from game.ui.scenes.statistics import _time as statistics_time

HEADS = {"en": ("All", "Easy", "Normal", "Hard"), "ru": ("Все", "Лёгкие", "Обычные", "Сильные")}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", ["390x844", "844x390", "1280x720", "780x1688@2", "360x800"])
def test_the_hearts_table_headings_stand_apart(tmp_path, monkeypatch, size_name, lang):
    boxes: dict[str, pygame.Rect] = {}
    real = text.draw

    def draw(surface, s, *a, **kw):
        box = real(surface, s, *a, **kw)
        if s in HEADS[lang]:
            boxes[s] = pygame.Rect(box)
        return box

    with open_app(tmp_path, SIZES[size_name], lang, dpr=DPR.get(size_name, 1.0)) as app:
        tap(app, "menu:statistics")
        settle(app)
        monkeypatch.setattr(text, "draw", draw)
        app.render()
    assert set(boxes) == set(HEADS[lang])
    for a, b in itertools.combinations(boxes.values(), 2):
        assert not a.colliderect(b), (tuple(a), tuple(b))


BRIEF_SIZES = {"1280x720": (1280, 720), "390x844": (390, 844), "844x390": (844, 390), "600x600": (600, 600),
               "1920x1080": (1920, 1080), "720x1280": (720, 1280)}


def _drawn(tmp_path, monkeypatch, size, lang, wanted) -> tuple[dict[str, pygame.Rect], object]:
    """The boxes of the texts in ``wanted`` as the statistics screen draws them."""
    boxes: dict[str, pygame.Rect] = {}
    real = text.draw

    def draw(surface, s, *a, **kw):
        box = real(surface, s, *a, **kw)
        if s in wanted:
            boxes[s] = pygame.Rect(box)
        return box

    with open_app(tmp_path, size, lang) as app:
        app.stats.record_shortest(24, 25)
        tap(app, "menu:statistics")
        settle(app)
        monkeypatch.setattr(text, "draw", draw)
        app.render()
        monkeypatch.setattr(text, "draw", real)
        return boxes, app.nav.scene


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", list(BRIEF_SIZES))
def test_the_hearts_table_headings_side_by_side_keep_a_gap(tmp_path, monkeypatch, size_name, lang):
    boxes, scene = _drawn(tmp_path, monkeypatch, BRIEF_SIZES[size_name], lang, HEADS[lang])
    assert set(boxes) == set(HEADS[lang])
    gap = scene.canvas.metrics.px(8)
    for a, b in itertools.combinations(boxes.values(), 2):
        if a.top < b.bottom and b.top < a.bottom:  # on one row: apart by a gap, never touching
            assert max(a.left, b.left) - min(a.right, b.right) >= gap, (tuple(a), tuple(b))


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", list(BRIEF_SIZES))
def test_the_closest_to_the_shortest_win_figure_is_explained_under_its_panel(tmp_path, monkeypatch, size_name,
                                                                               lang):
    import game.ui.scenes.statistics  # noqa: F401  (registers the screen's words)
    from game import i18n

    i18n.set_language(lang)
    label, note = i18n.t("stats.h2h.closest"), i18n.t("stats.h2h.closest_note")
    assert ("100%" if lang == "en" else "100 %") in note
    boxes, scene = _drawn(tmp_path, monkeypatch, BRIEF_SIZES[size_name], lang, {label, note, "96%", "96 %"})
    assert label in boxes and note in boxes
    box = boxes[note]
    h2h_panel, hearts_panel = (pygame.Rect(r) for r in scene.L["panels"])
    screen = scene.canvas.metrics
    assert pygame.Rect((0, 0), screen.size).contains(box)
    assert box.top >= h2h_panel.bottom and abs(box.centerx - h2h_panel.centerx) <= screen.px(2)
    assert not box.colliderect(hearts_panel)
    assert not any(box.colliderect(w.rect) for w in scene.widgets)


#: Windows squarer than 4:3, drawn small (a sideways phone's form, the letters big).
SQUARE_SIZES = {"600x600": (600, 600), "800x800": (800, 800), "640x500": (640, 500)}


@pytest.mark.parametrize("size_name", list(SQUARE_SIZES))
def test_the_panels_and_the_hearts_tables_labels_keep_clear_in_a_square_window(tmp_path, monkeypatch, size_name):
    """The panels stand off the window's edges, and the longest label of the Hearts table
    («Ваши прорывы на Луну») ends before its first column of figures."""
    import game.ui.scenes.statistics as stats_scene
    from game import i18n

    i18n.set_language("ru")
    keys = ("games_played", "games_won", "hands_played", "hands_won", "points_per_hand", "moons_by_you",
            "moons_against")
    labels = {i18n.t(f"stats.hearts.{key}") for key in keys}
    boxes, scene = _drawn(tmp_path, monkeypatch, SQUARE_SIZES[size_name], "ru", labels)
    assert boxes
    screen = scene.canvas.metrics
    for panel in scene.L["panels"]:
        assert pygame.Rect(screen.px(8), 0, screen.width - 2 * screen.px(8), screen.height).contains(panel)
    hearts = pygame.Rect(scene.L["panels"][1])
    first = stats_scene._columns(hearts, scene.canvas.metrics)[0] - stats_scene._pitch(hearts, scene.canvas.metrics)
    for s, box in boxes.items():
        assert box.right <= first, (s, tuple(box), first)


def test_a_win_at_34_6_seconds_is_recorded_as_the_0_34_the_clock_showed():
    s = Stats(Storage(MemoryBackend()))
    s.record_h2h_game(True, 34.6, 80)
    assert s.h2h["best_time"] == 34
    assert statistics_time(s.h2h["best_time"]) == game_clock_text(34.6) == "0:34"


@given(st.floats(min_value=0, max_value=5 * 3600, allow_nan=False))
def test_the_recorded_best_time_always_reads_as_the_clock_did(seconds):
    s = Stats(Storage(MemoryBackend()))
    s.record_h2h_game(True, seconds, 80)
    assert statistics_time(s.h2h["best_time"]) == game_clock_text(seconds) == clock_text(seconds)


def test_whole_seconds_never_fails_on_odd_values():
    assert whole_seconds(-3) == 0 and whole_seconds(float("nan")) == 0 and whole_seconds(59.999) == 59


@pytest.mark.parametrize("lang, shown", [("en", "\u22121.3"), ("ru", "\u22121,3")])
def test_a_negative_average_is_written_with_the_languages_decimal_mark_and_the_minus_sign(
        tmp_path, monkeypatch, lang, shown):
    with open_app(tmp_path, (1280, 720), lang) as app:
        app.nav.go("statistics")
        settle(app)
        real = app.stats.hearts_all()
        monkeypatch.setattr(app.stats, "hearts_all", lambda: dict(real, average_points=-1.26))
        rows = dict(app.nav.scene.hearts_rows())
        assert rows["stats.hearts.points_per_hand"][0] == shown


def _drawn_with_sizes(tmp_path, monkeypatch, size, lang) -> tuple[list[tuple[str, int, pygame.Rect]], object]:
    """Every text the statistics screen draws: (text, design size, box)."""
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = text.draw

    def draw(surface, s, size, *a, **kw):
        box = real(surface, s, size, *a, **kw)
        drawn.append((s, size, pygame.Rect(box)))
        return box

    with open_app(tmp_path, size, lang) as app:
        tap(app, "menu:statistics")
        settle(app)
        monkeypatch.setattr(text, "draw", draw)
        app.render()
        monkeypatch.setattr(text, "draw", real)
        return drawn, app.nav.scene


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", ["1280x720", "1920x1080", "844x390"])
def test_both_panels_rows_read_alike_under_readable_headings_on_one_row(tmp_path, monkeypatch, size_name, lang):
    """Heart to Heart's rows and the Hearts table's: one label size, one row height; the
    table's headings (All, Easy, Normal, Hard) on one row, no smaller than 16 design px."""
    from game import i18n

    drawn, scene = _drawn_with_sizes(tmp_path, monkeypatch, SIZES[size_name], lang)
    i18n.set_language(lang)
    h2h_rows, hearts_rows = scene.rows()
    panels = [[i18n.t(key) for key, _ in h2h_rows],
              [i18n.t(key) for key, _ in hearts_rows] + [i18n.t(key) for key, _ in scene.puzzle_rows()]]
    sizes, steps = set(), set()
    for labels, panel in zip(panels, scene.L["panels"], strict=True):
        rows = [(size, box) for s, size, box in drawn if s in labels and pygame.Rect(panel).contains(box)]
        assert len(rows) == len(labels), labels
        sizes |= {box.h for _, box in rows}  # (the letters' size as drawn)
        steps |= {b.centery - a.centery for (_, a), (_, b) in zip(rows, rows[1:], strict=False)}
    assert len(sizes) == 1, f"labels {sizes} px high"
    assert max(steps) - min(steps) <= 1, f"rows {steps} apart"
    heads = [(size, box) for s, size, box in drawn if s in HEADS[lang]]
    assert len(heads) == 4
    assert len({box.centery for _, box in heads}) == 1, "the headings stagger over two rows"
    assert min(size for size, _ in heads) >= 16, heads
