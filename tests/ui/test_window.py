"""The window: any size from the command line or the script, fullscreen refused gracefully."""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import open_app
from game.ui import app as app_module
from game.ui.options import from_argv, parse_size
from tests.ui.driver import run_app


def test_size_option_reads_width_x_height():
    assert from_argv(["--size", "720x1280"]).size == (720, 1280)
    assert parse_size("390×844") == (390, 844)


@pytest.mark.parametrize("bad", ["720", "axb", "0x100", "100x99999", "1x2x3"])
def test_a_bad_size_is_refused_with_a_message(bad, capsys):
    with pytest.raises(SystemExit):
        from_argv(["--size", bad])
    assert "size" in capsys.readouterr().err


def test_the_layout_follows_the_window_and_the_resize_command(tmp_path):
    code, states, err = run_app(tmp_path, ["state", "resize 390 844", "state", "resize 844 390", "state"],
                                size=(720, 1280))
    assert code == 0, err
    assert [s["layout"] for s in states] == ["portrait", "portrait", "landscape"]


@pytest.mark.parametrize("line", ["resize 10", "resize a b", "resize 10 10", "resize 100 100 100"])
def test_a_bad_resize_command_exits_2(tmp_path, line):
    code, _, err = run_app(tmp_path, [line])
    assert code == 2 and "resize" in err and "Traceback" not in err


def test_a_click_in_a_scaled_window_lands_on_what_is_drawn_there(tmp_path):
    """390x844: the 720x1280 picture is drawn at 0.54x; a click on a button's middle in
    window pixels must press that button."""
    with open_app(tmp_path, (390, 844)) as app:
        button = app.router.named_targets()["menu:settings"]
        x, y, w, h = app.display.view.to_window(tuple(button.rect))
        app.router.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(x + w // 2, y + h // 2)))
        for _ in range(3):
            app.frame()
        assert app.nav.scene.name == "settings"


def test_fullscreen_refused_by_the_driver_says_so_and_keeps_the_window(tmp_path, monkeypatch):
    with open_app(tmp_path, (1280, 720)) as app:
        real = pygame.display.set_mode

        def picky(size=(0, 0), flags=0, *a, **kw):
            if flags & pygame.FULLSCREEN:
                raise pygame.error("not on this driver")
            return real(size, flags, *a, **kw)

        monkeypatch.setattr(pygame.display, "set_mode", picky)
        monkeypatch.setattr(app_module, "IS_WEB", False)
        app.router.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
        assert not app.display.fullscreen
        assert app.nav.toasts and "ullscreen" in app.nav.toasts[-1].message
        assert app.display.window.get_size() == (1280, 720)
        app.settings.set("general.fullscreen", True)  # the settings switch: refused the same way
        assert app.settings.get("general.fullscreen") is False
        app.frame()


def test_fullscreen_on_and_off_where_the_driver_can(tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "IS_WEB", False)
    with open_app(tmp_path, (1280, 720)) as app:
        assert app.display.toggle_fullscreen()
        assert app.display.fullscreen and app.settings.get("general.fullscreen") is True
        assert app.display.toggle_fullscreen()
        assert not app.display.fullscreen and app.display.window.get_size() == (1280, 720)
        app.frame()


def test_a_resize_storm_during_animations_breaks_nothing(tmp_path):
    """Turning the phone again and again while cards fly, computers think and the win
    celebration plays: no traceback, and the games go on to their ends."""
    from devkit.harness import WORKED_EXAMPLE, hearts_until, settle
    from game.heart_to_heart import solver
    from game.heart_to_heart.state import FLIP, PAIR, RECYCLE, Game

    sizes = [(390, 844), (844, 390), (720, 1280), (1280, 720)]
    # "fast" animations: every flight still lasts several frames, so each turn below lands
    # in the middle of one (counted), at about half the frames of "normal"
    with open_app(tmp_path, (1280, 720), settings={"general.animation": "fast"}) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        line = solver.solve(Game.from_code(WORKED_EXAMPLE))
        in_flight = 0
        for i, action in enumerate(line):
            target = app.router.named_targets()[f"h2h:{action}"]
            app.router.tap_target(target)
            for _ in range(3):
                app.frame()
            in_flight += app.nav.busy()
            app.display.resize(sizes[i % 4])
            settle(app)
        rules = Game.from_code(WORKED_EXAMPLE)
        moved = [rules.tap(int(a) if a.isdigit() else a).kind in (FLIP, RECYCLE, PAIR) for a in line]
        assert in_flight == sum(moved)  # every move but a selection turned the screen mid-flight
        for i in range(40):  # the celebration, turned while it plays
            app.frame()
            if i % 10 == 0:
                app.display.resize(sizes[i // 10 % 4])
        assert app.nav.scene.game.status == "won"
        app.nav.go("hearts")
        settle(app)
        for k in range(6):
            hearts_until(app, lambda s, k=k: s.south_to_play() and len(s.match.tricks) >= k)
            app.router.tap_target(app.router.named_targets()[f"hearts:card:{app.nav.scene.match.legal(0)[0]}"])
            for _ in range(5):
                app.frame()
            app.display.resize(sizes[k % 4])
        settle(app)
        assert app.nav.scene.match.phase == "play" and len(app.nav.scene.match.tricks) >= 5


def test_the_window_makes_the_screen_every_layout_is_given(tmp_path):
    from game.ui.metrics import Screen

    with open_app(tmp_path, (390, 844)) as app:
        assert app.display.metrics == Screen.for_window((390, 844))
        assert app.display.metrics.kind == "portrait" and app.display.metrics.size == app.display.screen.get_size()
        app.display.resize((844, 390))
        assert app.display.metrics == Screen.for_window((844, 390)) and app.display.metrics.compact


def test_a_screen_made_without_a_window_keeps_nothing_of_a_window_made_before():
    """A layout's screen made without a window (tests, tools) does not take the CSS pixels
    per pixel of a window's screen made before."""
    from game.ui.metrics import Screen

    assert Screen.for_window((390, 844)).css_per_px < 1.0
    landscape = Screen.of("landscape")
    assert landscape == Screen() and landscape.css_per_px == 1.0
