"""Natively, with no screen to show the window on, the app says so and stops."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.ui import needs_display as nd

ROOT = Path(__file__).resolve().parents[2]


def _no_display_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR")}
    env["HEARTS_APP_DATA_DIR"] = str(tmp_path)
    env["SDL_AUDIODRIVER"] = "dummy"
    env["LANGUAGE"] = "en"
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland variables are a Unix matter")
def test_the_play_command_without_a_display_explains_and_exits_non_zero(tmp_path):
    run = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=_no_display_env(tmp_path),
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == nd.NO_DISPLAY_STATUS != 0
    assert "needs a display" in run.stderr
    assert "SDL_VIDEODRIVER=dummy" in run.stderr and "xvfb-run" in run.stderr
    assert "Traceback" not in run.stderr
    assert "XDG_RUNTIME_DIR" not in run.stderr  # said before SDL starts probing


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland variables are a Unix matter")
def test_the_message_is_in_the_language_asked_for(tmp_path):
    run = subprocess.run([sys.executable, "main.py", "--lang", "ru"], cwd=ROOT,
                         env=_no_display_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert run.returncode == nd.NO_DISPLAY_STATUS
    assert "экран не найден" in run.stderr and "Traceback" not in run.stderr


def test_a_desktop_session_or_a_chosen_driver_is_never_refused():
    assert not nd.missing_display({"DISPLAY": ":0"}, "linux")
    assert not nd.missing_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not nd.missing_display({"SDL_VIDEODRIVER": "dummy"}, "linux")
    assert not nd.missing_display({"SDL_VIDEODRIVER": "kmsdrm"}, "linux")
    assert not nd.missing_display({}, "linux", ["--script", "-"])
    assert not nd.missing_display({}, "linux", ["--help"])
    assert not nd.missing_display({}, "win32") and not nd.missing_display({}, "darwin")
    assert not nd.missing_display({}, "emscripten")
    assert nd.missing_display({}, "linux") and nd.missing_display({"DISPLAY": ""}, "freebsd13")


def test_an_unasked_invisible_driver_counts_as_no_display():
    assert nd.invisible_driver("offscreen", {})
    assert nd.invisible_driver("dummy", {})
    assert not nd.invisible_driver("offscreen", {"SDL_VIDEODRIVER": "offscreen"})
    assert not nd.invisible_driver("x11", {})
    assert not nd.invisible_driver("dummy", {}, ["--script=tools/screens.script"])
