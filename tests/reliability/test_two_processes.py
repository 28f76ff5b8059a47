"""Two app processes on one data folder (HEARTS_APP_DATA_DIR), both autosaving for a few
seconds: every read of every saved file, during and after, is a valid document, and the
game that survives is one of the two."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from game import safejson
from game.heart_to_heart import saved as saved_h2h
from game.settings import validate as validate_settings
from game.storage import FileBackend, Storage

ROOT = Path(__file__).resolve().parents[2]
CODES = ("HH1-N-AAAAAAM", "HH1-N-AAAAABC")
CHECKS = {"game.heart_to_heart.json": saved_h2h.validate, "settings.json": validate_settings}


def script(folder: Path, n: int) -> Path:
    lines = ["tap h2h:stock"] * 120 + ["tap button:menu", "tap menu:settings"]
    lines += ["tap setting:general.sound"] * 120
    path = folder / f"script{n}.txt"
    path.write_text("\n".join(lines) + "\nquit\n", encoding="utf-8")
    return path


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


def test_two_processes_autosaving_on_one_folder_never_leave_a_bad_read(tmp_path):
    Storage(FileBackend(tmp_path)).save("settings", 1, {"general.animation": "off"})
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "HEARTS_APP_DATA_DIR": str(tmp_path)}
    procs = [subprocess.Popen([sys.executable, "main.py", "--lang", "en", "--deal", code,
                               "--script", str(script(tmp_path, n))],
                              cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              text=True)
             for n, code in enumerate(CODES)]
    reads = 0
    deadline = time.monotonic() + 90
    try:
        while any(p.poll() is None for p in procs):
            assert time.monotonic() < deadline, "the apps did not finish"
            for name, validate in CHECKS.items():
                reads += check(tmp_path / name, validate)
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
        errors = [p.communicate()[1] for p in procs]
    assert [p.returncode for p in procs] == [0, 0], errors
    print(f"{reads} valid reads while both apps wrote")
    assert reads > 50  # the files were read while both apps wrote them
    for name, validate in CHECKS.items():
        assert check(tmp_path / name, validate)
    survivor = saved_h2h.validate(safejson.loads((tmp_path / "game.heart_to_heart.json").read_text())["data"])
    assert survivor.game.code in CODES
    leftovers = sorted(p.name for p in tmp_path.iterdir() if "corrupt" in p.name or p.name.endswith(".tmp"))
    assert leftovers == []
