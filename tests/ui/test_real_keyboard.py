"""A deal code typed on a real keyboard, in a real X window, opens that deal.

SDL turns each key press into a KEYDOWN and a TEXTINPUT; only a real X server and real key
presses (XTEST, through xdotool) show what a player's keyboard does to the text field.
Runs where Xvfb and xdotool are installed (.ci/run installs them).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")) or sys.platform != "linux",
    reason="needs Debian's xvfb and xdotool")


@pytest.fixture
def display():
    """A private X server; its display number chosen by the server itself."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def xdotool(disp: str, *args: str) -> str:
    done = subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": disp},
                          capture_output=True, text=True, timeout=30, check=True)
    return done.stdout


def test_a_deal_code_typed_on_a_real_keyboard_opens_that_deal(display, tmp_path):
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy",
           "HEARTS_APP_DATA_DIR": str(tmp_path)}
    app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--script", "-", "--lang", "en"],
                           cwd=tmp_path, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)

    def ask(*lines: str) -> dict:
        assert app.stdin is not None and app.stdout is not None
        app.stdin.write("\n".join(lines) + "\nstate\n")
        app.stdin.flush()
        line = app.stdout.readline()
        assert line, app.stderr.read() if app.stderr else "the app ended"
        return json.loads(line)

    try:
        assert ask("tap menu:deal_code")["scene"] == "menu"
        window = xdotool(display, "search", "--sync", "--pid", str(app.pid)).split()[0]
        xdotool(display, "windowfocus", "--sync", window)
        xdotool(display, "type", "--delay", "40", "hh1-n-aaaaaam")
        xdotool(display, "key", "Return")
        state = ask("wait 60")
        assert state["scene"] == "heart_to_heart", state
        assert json.dumps(state).count("HH1-N-AAAAAAM") >= 1, state
    finally:
        if app.stdin:
            try:
                app.stdin.write("quit\n")
                app.stdin.close()
            except OSError:
                pass
        try:
            app.wait(timeout=20)
        except subprocess.TimeoutExpired:
            app.kill()
