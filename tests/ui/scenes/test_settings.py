"""Settings descriptions stay in their own row, and every choice's label fits its button."""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import SIZES, open_app, tap
from game import settings as schema
from game.ui import text

AIR = 6
LAYOUTS = {"landscape": SIZES["1280x720"], "portrait": SIZES["720x1280"]}


def drawn_texts(monkeypatch, app) -> list[tuple[str, pygame.Rect]]:
    """Every piece of text the current scene draws, with its box."""
    seen: list[tuple[str, pygame.Rect]] = []
    real = text.draw

    def spy(surface, s, size, color, pos, anchor="topleft", bold=False, *, screen):
        rect = real(surface, s, size, color, pos, anchor, bold, screen=screen)
        if s.strip():
            seen.append((s, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(text, "draw", spy)
    try:
        app.render()
    finally:
        monkeypatch.setattr(text, "draw", real)
    return seen


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind", list(LAYOUTS))
def test_every_settings_text_stays_in_its_row(tmp_path, monkeypatch, lang, kind):
    problems = []
    with open_app(tmp_path, LAYOUTS[kind], lang) as app:
        tap(app, "menu:settings")
        for section in schema.SECTIONS:
            tap(app, f"tab:{section}")
            rows = app.nav.scene.rows
            for s, rect in drawn_texts(monkeypatch, app):
                for key, y, h in rows:
                    # its line box (descent included) ends inside the row with some
                    # air, so the next row's band never touches a letter
                    if y <= rect.top < y + h and rect.bottom > y + h - AIR:
                        problems.append(f"{section}/{key}: {s!r} ends at {rect.bottom}, row ends at {y + h}")
            bottoms = [y + h for _, y, h in rows]
            assert max(bottoms) <= app.display.screen.get_height(), section
    assert not problems, "\n".join(problems)


SQUARE_WINDOWS = {"600x600": (600, 600), "640x500": (640, 500)}


@pytest.mark.parametrize("size_name", list(SQUARE_WINDOWS))
def test_every_settings_choice_label_fits_its_button_in_a_square_window(tmp_path, size_name):
    """«Медленно» among four choices in a narrow column: the choices go on two lines."""
    problems = []
    with open_app(tmp_path, SQUARE_WINDOWS[size_name], "ru") as app:
        tap(app, "menu:settings")
        for section in schema.SECTIONS:
            tap(app, f"tab:{section}")
            app.render()
            for b in app.nav.scene.widgets:
                if getattr(b, "drawn", None) is None or not b.name.startswith("setting:"):
                    continue
                size, lines, _sub = b.drawn
                if any(text.font(size, True, screen=app.display.metrics).size(line)[0] > b.text_width(app.display.metrics) for line in lines):
                    problems.append(f"{section}: {b.name} {lines} wider than {b.text_width(app.display.metrics)}")
    assert not problems, "\n".join(problems)


COMFORT = {"comfort.four_colour_suits": ((False, True), False), "comfort.card_size": (("normal", "large"), "normal"),
           "comfort.high_contrast": ((False, True), False), "comfort.left_handed": ((False, True), False)}


def test_comfort_settings_have_their_choices_and_defaults():
    assert "comfort" in schema.SECTIONS
    for key, (choices, default) in COMFORT.items():
        s = schema.BY_KEY[key]
        assert (s.choices, s.default, s.section) == (choices, default, "comfort"), key
    assert {k: schema.defaults()[k] for k in COMFORT} == {k: d for k, (_, d) in COMFORT.items()}


def test_comfort_settings_are_labelled_in_both_languages():
    from game.i18n import CATALOGS

    for lang, catalog in CATALOGS.items():
        assert catalog.get("settings.section.comfort"), lang
        for key in COMFORT:
            s = schema.BY_KEY[key]
            needed = [f"setting.{key}"] + [s.choice_label_key(v) for v in s.choices]
            missing = [k for k in needed if not catalog.get(k)]
            assert not missing, f"{lang}: {missing}"


COMFORT_SIZES = {"390x844": (390, 844), "844x390": (844, 390), "1280x720": (1280, 720), "600x600": (600, 600),
                 "320x320": (320, 320)}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", list(COMFORT_SIZES))
def test_the_comfort_page_fits_its_window(tmp_path, monkeypatch, lang, size_name):
    """Every tab's label fits its tab, every row is on screen, and no label or help runs
    into a control of its row."""
    problems = []
    with open_app(tmp_path, COMFORT_SIZES[size_name], lang) as app:
        tap(app, "menu:settings")
        tap(app, "tab:comfort")
        texts = drawn_texts(monkeypatch, app)
        screen = app.display.screen.get_rect()
        for b in app.nav.scene.widgets:
            if not screen.contains(b.rect):
                problems.append(f"{b.name} {b.rect} off the screen {screen}")
            if b.name.startswith("tab:"):
                size, lines, _sub = b.drawn
                if any(text.font(size, True, screen=app.display.metrics).size(line)[0] > b.text_width(app.display.metrics) for line in lines):
                    problems.append(f"{b.name} {lines} wider than {b.text_width(app.display.metrics)}")
        controls = [b.rect for b in app.nav.scene.widgets if b.name.startswith("setting:")]
        for s, rect in texts:
            for c in controls:
                if rect.colliderect(c) and not c.contains(rect):
                    problems.append(f"{s!r} {rect} runs into a control at {c}")
        assert max(y + h for _, y, h in app.nav.scene.rows) <= screen.bottom
    assert not problems, "\n".join(problems)


def test_high_contrast_applies_at_once_and_is_saved(tmp_path):
    """The switch repaints the settings screen in the high-contrast palette (a darker felt,
    white text) and back; the choice is stored."""
    from game.storage import FileBackend, Storage
    from game.ui import theme

    with open_app(tmp_path, (1280, 720)) as app:
        tap(app, "menu:settings")
        tap(app, "tab:comfort")
        app.render()
        felt = (20, 650)
        assert tuple(app.display.screen.get_at(felt))[:3] == theme.NORMAL.table
        tap(app, "setting:comfort.high_contrast")
        app.render()
        assert tuple(app.display.screen.get_at(felt))[:3] == theme.HIGH_CONTRAST.table
        assert app.display.look.palette == theme.HIGH_CONTRAST
        stored = Storage(FileBackend(tmp_path)).load(schema.PURPOSE, schema.SETTINGS_VERSION)
        assert stored["comfort.high_contrast"] is True
        tap(app, "setting:comfort.high_contrast")
        app.render()
        assert tuple(app.display.screen.get_at(felt))[:3] == theme.NORMAL.table
        assert app.display.look.palette == theme.NORMAL


def test_the_normal_palette_keeps_the_apps_colours():
    """High contrast is a second palette; the normal one is the colours the app always had."""
    from game.ui import theme

    n = theme.NORMAL
    assert (n.table, n.table_dark, n.table_light, n.panel) == ((17, 84, 54), (11, 60, 38), (28, 110, 72), (9, 44, 29))
    assert (n.text, n.text_dim, n.button, n.button_text) == ((244, 244, 236), (190, 214, 198), (235, 235, 226),
                                                            (24, 44, 34))
    assert (n.red, n.black, n.card_face, n.card_edge) == ((196, 28, 44), (26, 26, 34), (253, 252, 247),
                                                          (150, 150, 146))
    h = theme.HIGH_CONTRAST
    for field in ("table", "table_light", "text", "text_dim", "card_edge"):
        assert getattr(h, field) != getattr(n, field), field


def _contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two colours."""
    def lum(c):
        lin = [v / 255 / 12.92 if v / 255 <= 0.04045 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_high_contrast_text_reads_at_seven_to_one_on_the_felt():
    """Every text colour of the palette on every shade of its felt, and the cards' ink on the face."""
    from game.ui import theme

    h = theme.HIGH_CONTRAST
    for fg in (h.text, h.text_dim):
        for bg in (h.table, h.table_dark, h.table_light, h.panel):
            assert _contrast(fg, bg) >= 7, (fg, bg)
    assert _contrast(h.button_text, h.button) >= 7
    assert _contrast(h.red, h.card_face) >= 7 and _contrast(h.black, h.card_face) >= 7


def test_four_colour_suits_apply_when_the_table_comes_back(tmp_path):
    """Switched on in Settings opened from the Hearts table, back at the table its cards are
    painted in four colours."""
    from devkit.harness import HEARTS_CODE
    from game.ui.look import card_look

    with open_app(tmp_path, (1280, 720), game=HEARTS_CODE) as app:
        assert app.nav.scene.name == "hearts"
        assert app.nav.scene.card_look == card_look()
        app.nav.go("settings", section="comfort", back="hearts")
        tap(app, "setting:comfort.four_colour_suits")
        tap(app, "button:back")
        assert app.nav.scene.name == "hearts"
        assert {s.look for s in app.nav.scene.sprites.values()} == {card_look(four_colour=True)}
