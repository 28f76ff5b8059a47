"""Two app processes on one data folder (HEARTS_APP_DATA_DIR), both autosaving: every read
of every saved file, during and after, is a valid document, and the game that survives is
one of the two.

The test drives both apps in lockstep through ``--script -`` so the number of reads does
not depend on how the machine schedules them: each step sends one command to both apps at
once and reads every file while they carry it out, after the first has answered and after
the second has; a ``state`` line comes back only once the command's save is written."""

from __future__ import annotations

import os
import select
import subprocess
import sys
from pathlib import Path

import pytest

from game import safejson
from game.heart_to_heart import saved as saved_h2h
from game.settings import validate as validate_settings
from game.storage import FileBackend, Storage

ROOT = Path(__file__).resolve().parents[2]
CODES = ("HH1-N-AAAAAAM", "HH1-N-AAAAABC")
CHECKS = {"game.heart_to_heart.json": saved_h2h.validate, "settings.json": validate_settings}
#: Both apps play the stock, open the settings and flip a setting: each step saves.
STEPS = ["tap h2h:stock"] * 40 + ["tap button:menu", "tap menu:settings"] + ["tap setting:general.sound"] * 40
#: How long one app may take to answer one command before the test calls it hung.
ANSWER_SECONDS = 60


def check(path: Path, validate) -> bool:
    """One read, as another process might do it: ``True`` if valid, ``False`` if absent."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return False
    doc = safejson.loads(text)  # raises on half a file
    assert doc["version"] == 1 and isinstance(doc["data"], dict)
    validate(doc["data"])  # raises (Salvaged included) on anything not fully valid
    return True


def read_all(folder: Path) -> list[bool]:
    return [check(folder / name, validate) for name, validate in CHECKS.items()]


def answer(proc: subprocess.Popen) -> str:
    """The app's next output line (its ``state`` after the command), or fail if it hangs
    or exits; a deadline only against a hang, never a count of what happened in time."""
    # one command, one line: nothing is ever left in the pipe's buffer for select to miss
    ready, _, _ = select.select([proc.stdout], [], [], ANSWER_SECONDS)
    assert ready, f"no answer within {ANSWER_SECONDS} s"
    line = proc.stdout.readline()
    assert line.startswith("{"), f"the app stopped: {line!r} {proc.stderr.read() if proc.poll() is not None else ''}"
    return line


@pytest.mark.skipif(sys.platform == "win32", reason="select() waits on sockets only on Windows, not on the "
                    "pipes the answers come through")
def test_two_processes_autosaving_on_one_folder_never_leave_a_bad_read(tmp_path):
    Storage(FileBackend(tmp_path)).save("settings", 1, {"general.animation": "off"})
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "HEARTS_APP_DATA_DIR": str(tmp_path)}
    procs = [subprocess.Popen([sys.executable, "main.py", "--lang", "en", "--deal", code, "--script", "-"],
                              cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, bufsize=1)
             for code in CODES]
    reads = []
    try:
        for proc in procs:  # both apps are up, the deal shown
            proc.stdin.write("state\n")
            proc.stdin.flush()
            answer(proc)
        for step in STEPS:
            for proc in procs:
                proc.stdin.write(f"{step}\nstate\n")
                proc.stdin.flush()
            reads.append(read_all(tmp_path))  # while both write
            for proc in procs:
                answer(proc)
                reads.append(read_all(tmp_path))  # one has written, the other may still write
        for proc in procs:
            proc.stdin.write("quit\n")
            proc.stdin.flush()
        for proc in procs:
            proc.wait(timeout=ANSWER_SECONDS)
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
        errors = [p.communicate()[1] for p in procs]
    assert [p.returncode for p in procs] == [0, 0], errors
    # every read above was valid (check raises otherwise); after the first step both files
    # exist, so every read from then on found a whole document
    assert len(reads) == 3 * len(STEPS)
    assert all(all(found) for found in reads[3:])
    for name, validate in CHECKS.items():
        assert check(tmp_path / name, validate)
    survivor = saved_h2h.validate(safejson.loads((tmp_path / "game.heart_to_heart.json").read_text())["data"])
    assert survivor.game.code in CODES
    leftovers = sorted(p.name for p in tmp_path.iterdir() if "corrupt" in p.name or p.name.endswith(".tmp"))
    assert leftovers == []
