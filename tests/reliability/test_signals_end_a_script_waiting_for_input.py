"""SIGTERM and SIGINT end a ``--script -`` run even while it waits for its next line (SDL
turns SIGTERM into a quit event, asyncio turns the first SIGINT into a cancel of the main
task: neither is seen by a loop held up in a blocking read).  SIGTERM ends it as closing
the window does (status 0), Ctrl+C with 130."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.reliability.terminal import ctrl_c_as_from_a_terminal

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
# Ctrl+C three times over: the first line is answered while the window's first frame is
# still being drawn, and a Ctrl+C then must end the run as cleanly as one a frame later.
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT, signal.SIGINT, signal.SIGINT],
                         ids=["SIGTERM", "SIGINT", "SIGINT-again", "SIGINT-third"])
def test_a_signal_ends_a_script_run_waiting_for_input(tmp_path, signum):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "HEARTS_APP_DATA_DIR": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, "main.py", "--lang", "en", "--script", "-"], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=ctrl_c_as_from_a_terminal)
    try:
        proc.stdin.write("state\n")
        proc.stdin.flush()
        assert proc.stdout.readline().startswith("{")  # it has run that line: now it waits
        proc.send_signal(signum)
        status = proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert status == (130 if signum == signal.SIGINT else 0)
    assert "Traceback" not in proc.stderr.read()
