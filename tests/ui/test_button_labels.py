"""Buttons in one row (or column) share one label size, and no label overflows its
button, on every screen in both languages.  A label too long for its
row wraps onto two lines where the button is tall enough, instead of shrinking alone."""

from __future__ import annotations

import pygame
import pytest

from game.ui import text
from game.ui.metrics import Screen
from game.ui.widgets import Button, button_groups
from tests.ui.driver import run_app  # noqa: F401  (sets the dummy video driver first)


def _screens(app):
    """Open each screen (and the dialogs with buttons), yielding a name for each."""
    app.nav.load_game_scenes()
    yield "menu"
    app.nav.scene.ask_deal_code()
    yield "menu+deal dialog"
    app.nav.close_screens()
    for section in ("general", "h2h", "hearts"):
        app.nav.go("settings", section=section)
        yield f"settings {section}"
    for game in ("h2h", "hearts"):
        app.nav.go("rules", game=game)
        yield f"rules {game}"
    app.nav.go("statistics")
    yield "statistics"
    app.nav.scene.ask_reset()
    yield "statistics+reset dialog"
    app.nav.close_screens()
    app.nav.go("heart_to_heart", deal=12)
    yield "heart to heart"
    app.nav.go("hearts")
    yield "hearts"


def _check(app, where: str) -> None:
    app.display.invalidate()
    screen = app.display.metrics
    app.render()
    groups = button_groups(app.nav.scene.hittables())
    if app.nav.top is not None:
        groups += button_groups(app.nav.top.buttons)
    assert groups, where
    for group in groups:
        drawn = [(b.name, b.drawn) for b in group if b.drawn is not None]
        sizes = {d[0] for _, d in drawn}
        assert len(sizes) <= 1, f"{where}: one row, several sizes {drawn}"
        subs = {d[2] for _, d in drawn if d[2] is not None}
        assert len(subs) <= 1, f"{where}: one row, several sublabel sizes {drawn}"
        for b in group:
            if b.drawn is None:
                continue
            size, lines, sub_size = b.drawn
            f = text.font(size, True, screen=screen)
            for line in lines:
                assert f.size(line)[0] <= b.text_width(screen), f"{where}: {b.name} {line!r} overflows"
            assert " ".join(lines) == " ".join(b.text.split()), f"{where}: {b.name} lost words"
            assert len(lines) * f.get_linesize() <= b.rect.h, f"{where}: {b.name} too tall"
            if sub_size is not None:
                assert text.font(sub_size, screen=screen).size(b.sub_text)[0] <= b.text_width(screen), f"{where}: {b.name}"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_button_row_on_every_screen_has_one_size_and_no_overflow(lang, memory_storage, make_app):
    app = make_app(lang=lang)
    for where in _screens(app):
        _check(app, f"{lang} {where}")


def test_a_long_label_wraps_instead_of_shrinking_alone():
    pygame.font.init()
    short = Button("button:a", "Score", (0, 0, 168, 46), translate=False, size=20)
    long = Button("button:b", "Previous trick of the hand", (0, 60, 168, 46), translate=False, size=20)
    from game.ui.widgets import share_font_sizes

    share_font_sizes([short, long], Screen())
    assert short.shared_size == long.shared_size
    assert len(long.label_lines(long.shared_size, Screen())) == 2
    assert long.shared_size >= 15  # not crushed to fit one line


def test_a_row_that_cannot_fit_at_the_full_size_shrinks_together():
    pygame.font.init()
    row = [Button(f"button:{i}", word, (i * 130, 0, 120, 44), translate=False, size=24)
           for i, word in enumerate(["Go", "Statistics", "Back"])]
    from game.ui.widgets import share_font_sizes

    share_font_sizes(row, Screen())
    assert len({b.shared_size for b in row}) == 1 and row[0].shared_size < 24


def test_a_button_that_leaves_a_row_gets_its_own_size_back():
    pygame.font.init()
    from game.ui.widgets import share_font_sizes

    alone = Button("button:go", "Go", (0, 0, 200, 44), translate=False, size=24)
    share_font_sizes([alone], Screen())
    assert alone.shared_size == 24
    # beside a button whose label only fits small, the row shrinks together...
    crowded = Button("button:long", "A label far too long for its button", (210, 0, 120, 44),
                     translate=False, size=24)
    share_font_sizes([crowded, alone], Screen())
    assert alone.shared_size < 24
    # ...and alone again, the label is its own size, however the answers were kept
    share_font_sizes([alone], Screen())
    assert alone.shared_size == 24


#: The layout sweep's main sizes, and a square window.
KIND_SIZES = {"720x1280": (720, 1280), "1280x720": (1280, 720), "390x844": (390, 844), "844x390": (844, 390),
              "1920x1080": (1920, 1080), "600x600": (600, 600)}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", list(KIND_SIZES))
def test_every_button_of_one_kind_on_a_screen_has_one_label_size(tmp_path, lang, size_name):
    """Settings → Hearts rules: every choice (the moon's and the passing's too) at one size;
    the Hearts table: its top bar at one size («Прошлая взятка» as «Счёт»), and the
    buttons beside the hand at one size."""
    from devkit.harness import HEARTS_CODE, open_app, settle, tap
    from game.ui.scenes.hearts.table_buttons import BUTTON_KINDS

    def sizes(app, names) -> dict[str, int]:
        app.display.invalidate()
        app.render()
        return {b.name: b.drawn[0] for b in app.nav.scene.hittables()
                if getattr(b, "name", None) in names and getattr(b, "drawn", None) is not None}

    with open_app(tmp_path, KIND_SIZES[size_name], lang) as app:
        tap(app, "menu:settings")
        tap(app, "tab:hearts_rules")
        choices = [b.name for b in app.nav.scene.hittables()
                   if b.name.startswith("setting:") and b.name.count(":") == 2]
        drawn = sizes(app, choices)
        assert len(drawn) == len(choices) >= 10 and len(set(drawn.values())) == 1, drawn
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        for kind, keys in BUTTON_KINDS.items():
            names = {app.nav.scene.buttons[k].name for k in keys if app.nav.scene.buttons[k].visible}
            drawn = sizes(app, names)
            assert len(drawn) == len(names) >= 2 and len(set(drawn.values())) == 1, (kind, drawn)
