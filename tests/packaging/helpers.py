"""Shared by the packaging tests: a clean copy of the project, a menu screenshot, pixels."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The first screen, the same everywhere: a fixed size and language, nothing saved yet.
MENU_SCRIPT = "wait 5\nshot menu\nquit\n"
MENU_ARGS = ["--lang", "en", "--size", "1280x720", "--script", "-"]


def clean_copy(into: Path, keep_times: bool = True) -> Path:
    """The files git tracks or would track (what a fresh clone holds), copied to ``into``.

    ``keep_times``: False gives every copy today's file times (a clone made at another
    moment), to show that a build does not depend on them."""
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
                            cwd=ROOT, check=True, capture_output=True).stdout.decode("utf-8")
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            (into / name).parent.mkdir(parents=True, exist_ok=True)
            if keep_times:
                shutil.copy2(source, into / name)
            else:
                shutil.copyfile(source, into / name)
                shutil.copymode(source, into / name)
    return into


def headless_env(data: Path, **extra: str) -> dict[str, str]:
    """SDL's dummy drivers, saved data in ``data``, and no trace of the checkout on the path."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HEARTS_APP_DATA_DIR=str(data),
               PYTHONDONTWRITEBYTECODE="1")
    env.update(extra)
    return env


def shoot_menu(command: list[str], cwd: Path, work: Path, env: dict[str, str] | None = None,
               timeout: float = 120) -> Path:
    """Run the game with ``command`` (plus the menu options) and return its menu screenshot."""
    shots = work / "shots"
    data = work / "data"
    shots.mkdir(parents=True, exist_ok=True)
    data.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([*command, *MENU_ARGS, "--shots", str(shots)], input=MENU_SCRIPT, cwd=cwd,
                          env=env or headless_env(data), capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{command} failed ({done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    shot = shots / "menu.png"
    assert shot.is_file(), f"{command} drew no menu screenshot:\n{done.stderr[-2000:]}"
    return shot


def pixels(png: Path) -> tuple[tuple[int, int], bytes]:
    """The picture's size and RGBA pixels (not the file's bytes: PNG encoders may differ)."""
    code = ("import sys, pygame; s = pygame.image.load(sys.argv[1]); "
            "sys.stdout.write(repr(s.get_size())); sys.stdout.flush(); "
            "sys.stdout.buffer.write(b'\\n' + pygame.image.tobytes(s, 'RGBA'))")
    out = subprocess.run([sys.executable, "-c", code, str(png)], capture_output=True, check=True,
                         env=dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")).stdout
    head, _, body = out.partition(b"\n")
    size = tuple(int(v) for v in head.decode().strip("()").split(","))
    return (size[0], size[1]), body


def differing_pixels(a: Path, b: Path) -> int:
    """How many pixels differ (the whole count if the sizes differ)."""
    (sa, pa), (sb, pb) = pixels(a), pixels(b)
    if sa != sb:
        return max(sa[0] * sa[1], sb[0] * sb[1])
    return sum(1 for i in range(0, len(pa), 4) if pa[i:i + 4] != pb[i:i + 4])
