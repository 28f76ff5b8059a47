"""Every command-line entry point, and the ``--script`` driver's state lines, meet a closed
(``>&-``), full (``> /dev/full``) or abandoned (``| head``) standard output with a clear
exit: status 1, at most one line on standard error, never a traceback."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

COMMANDS = {
    "h2h solve": [sys.executable, "-m", "game.heart_to_heart", "solve", "HH1-N-AAAAAAM"],
    "h2h daily": [sys.executable, "-m", "game.heart_to_heart", "daily", "2026-11-30"],
    "h2h stats": [sys.executable, "-m", "game.heart_to_heart", "stats", "--deals", "3", "--seed", "1"],
    "hearts help": [sys.executable, "-m", "game.hearts", "--help"],
    "script state": [sys.executable, "main.py", "--lang", "en", "--script", "-"],
    "game version": [sys.executable, "main.py", "--version"],
    "game help": [sys.executable, "-m", "game", "--help"],
}
REDIRECTS = {"closed": ">&-", "full": "> /dev/full"}


def run_shell(command: list[str], redirect: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "HEARTS_APP_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    line = " ".join(shlex.quote(part) for part in command)
    return subprocess.run(["bash", "-c", f"printf 'state\\nstate\\n' | {line} {redirect}"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.skipif(not os.path.exists("/dev/full") or sys.platform == "win32", reason="needs bash and /dev/full")
@pytest.mark.parametrize("redirect", sorted(REDIRECTS))
@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_closed_or_full_standard_output_is_a_clear_exit(tmp_path, name, redirect):
    done = run_shell(COMMANDS[name], REDIRECTS[redirect], tmp_path)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "standard output" in errors[0], done.stderr


def test_the_output_helper_tells_a_full_output_from_the_commands_own_errors(capsys, monkeypatch):
    from game import pipes

    class Full:
        def write(self, text):
            raise OSError(28, "No space left on device")

        def flush(self):
            raise OSError(28, "No space left on device")

    def main() -> int:
        print("answer")
        return 0

    monkeypatch.setattr(sys, "stdout", Full())
    monkeypatch.setattr(pipes, "reader_gone", lambda: None)
    assert pipes.run(main) == pipes.EXIT_OUTPUT
    assert "No space left on device" in capsys.readouterr().err

    def fails_itself() -> int:
        raise OSError(2, "No such file")

    monkeypatch.setattr(sys, "stdout", Full())
    with pytest.raises(OSError):  # not an output failure: not hidden as one
        pipes.run(fails_itself)


@pytest.mark.skipif(sys.platform == "win32", reason="needs bash")
def test_the_game_itself_runs_with_standard_output_closed(tmp_path):
    """Started from a launcher with no standard output, the game plays: only an answer
    written there (--version, a script's state line) fails."""
    script = tmp_path / "open-settings.script"
    script.write_text("tap menu:settings\nquit\n", encoding="utf-8")
    done = run_shell([sys.executable, "main.py", "--lang", "en", "--script", str(script)], ">&-", tmp_path)
    assert done.returncode == 0, done.stderr
    assert "error:" not in done.stderr
