"""Build the standalone game with PyInstaller: a folder to unpack and double-click, no Python needed.

One-folder builds (not one-file: a one-file build unpacks itself into a temporary folder at
every start, a second or more before the window, and virus scanners distrust it), made on
the platform they are for (PyInstaller does not cross-build):

- Linux: ``heart-to-heart/heart-to-heart`` (archived as a .tar.gz, which keeps the
  executable bit);
- Windows: ``heart-to-heart/heart-to-heart.exe``, windowed (no console window behind the
  game), with the game's icon (.zip);
- macOS: ``Heart to Heart.app``, windowed, with the icon (.zip made by ``ditto``, which keeps
  the bundle's symlinks).

The game inside reads its font and sounds as an installed package does (``assets/`` goes
in as ``game/assets/``, game/resources.py) and its version from the pyproject.toml shipped
beside the package (game/version.py).  The icon is drawn here (tools/make_favicon.py's heart
on the card table) and written as .ico / .icns holding PNG pictures: no image library needed.

    python3 tools/standalone.py                 # build/standalone/dist/...
    python3 tools/standalone.py --archive       # ... and build/standalone/heart-to-heart-VERSION-OS-ARCH.(tar.gz|zip)
    python3 tools/standalone.py --check         # ... then start it (under Xvfb when there is one) and check it draws the menu

Needs PyInstaller (``python3 -m pip install 'pyinstaller>=6,<7'``); the game's own
dependencies (pygame-ce) must be importable by the Python that runs this.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import signal
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "heart-to-heart"
TITLE = "Heart to Heart"  # the macOS bundle's name; the window's title is the app's own
BUNDLE_ID = "io.github.heart-to-heart"
PYINSTALLER = ">=6,<7"
#: What the game never imports but PyInstaller's hooks would drag in.
EXCLUDES = ("tkinter", "unittest", "pydoc", "pygbag", "numpy", "pytest", "hypothesis", "setuptools", "pip")
#: The menu check: the first screen at a fixed size and language.
CHECK_SCRIPT = "wait 5\nshot menu\nquit\n"
CHECK_ARGS = ("--lang", "en", "--size", "1280x720")


def system() -> str:
    """``linux``, ``windows`` or ``macos``."""
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def machine() -> str:
    arch = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(arch, arch or "unknown")


def project_version() -> str:
    import tomllib

    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


# -- the icon ----------------------------------------------------------------------------

def icon_pngs(sizes: tuple[int, ...]) -> dict[int, bytes]:
    """The game's icon as PNG files, one per size."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import importlib.util

    import pygame

    spec = importlib.util.spec_from_file_location("make_favicon", ROOT / "tools" / "make_favicon.py")
    if spec is None or spec.loader is None:
        raise SystemExit("tools/make_favicon.py is missing: it draws the icon")
    favicon = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(favicon)
    pygame.display.init()
    pictures = {}
    for size in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "icon.png"
            pygame.image.save(favicon.draw_icon(size), str(path))
            pictures[size] = path.read_bytes()
    return pictures


def ico(pictures: dict[int, bytes]) -> bytes:
    """A Windows .ico whose images are PNGs (read by Windows since Vista)."""
    header = struct.pack("<HHH", 0, 1, len(pictures))
    entries, blobs = b"", b""
    offset = 6 + 16 * len(pictures)
    for size, data in sorted(pictures.items()):
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def icns(pictures: dict[int, bytes]) -> bytes:
    """A macOS .icns whose images are PNGs (read by macOS since 10.7)."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data
                    for size, data in sorted(pictures.items()) if size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icon(folder: Path) -> Path | None:
    """The icon file PyInstaller takes on this platform (Linux executables have none)."""
    kind = system()
    if kind == "windows":
        path = folder / f"{NAME}.ico"
        path.write_bytes(ico(icon_pngs((16, 32, 48, 256))))
        return path
    if kind == "macos":
        path = folder / f"{NAME}.icns"
        path.write_bytes(icns(icon_pngs((16, 32, 64, 128, 256, 512))))
        return path
    return None


# -- the build ---------------------------------------------------------------------------

def check_pyinstaller() -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit(f"PyInstaller is not installed: python3 -m pip install 'pyinstaller{PYINSTALLER}'")


def pyinstaller_command(out: Path, entry: Path, icon: Path | None) -> list[str]:
    sep = os.pathsep  # SOURCE:DEST on Linux and macOS, SOURCE;DEST on Windows
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--onedir", "--windowed",
        "--name", TITLE if system() == "macos" else NAME,
        "--distpath", str(out / "dist"), "--workpath", str(out / "work"), "--specpath", str(out / "spec"),
        "--paths", str(ROOT),
        "--collect-submodules", "game",  # the scenes are imported by name after the first frame
        "--add-data", f"{ROOT / 'assets'}{sep}game/assets",
        "--add-data", f"{ROOT / 'pyproject.toml'}{sep}.",
        # the daily Hearts puzzles, read beside their module (game/hearts/teaching/puzzle_data.py)
        "--add-data", f"{ROOT / 'game' / 'hearts' / 'teaching' / 'puzzles.json'}{sep}game/hearts/teaching",
        # and the practice puzzles (game/hearts/teaching/practice.py)
        "--add-data", f"{ROOT / 'game' / 'hearts' / 'teaching' / 'practice.json'}{sep}game/hearts/teaching",
        # and the reading's learned play model (game/hearts/ai/play_model.py)
        "--add-data", f"{ROOT / 'game' / 'hearts' / 'ai' / 'data' / 'play_model.json'}{sep}game/hearts/ai/data",
    ]
    published = ROOT / "game" / "public_page.txt"  # the release's page address (game/public_page.py)
    if published.is_file():
        command += ["--add-data", f"{published}{sep}game"]
    for module in EXCLUDES:
        command += ["--exclude-module", module]
    if icon is not None:
        command += ["--icon", str(icon)]
    if system() == "macos":
        command += ["--osx-bundle-identifier", BUNDLE_ID]
    return command + [str(entry)]


def executable(out: Path) -> Path:
    """The program inside the built folder."""
    dist = out / "dist"
    if system() == "macos":
        return dist / f"{TITLE}.app" / "Contents" / "MacOS" / TITLE
    return dist / NAME / (f"{NAME}.exe" if system() == "windows" else NAME)


def build(out: Path) -> Path:
    """Run PyInstaller; returns the built program's path."""
    check_pyinstaller()
    for needed in ("main.py", "pyproject.toml", "assets", "game"):
        if not (ROOT / needed).exists():
            sys.exit(f"missing {needed}: the standalone build needs it")
    out.mkdir(parents=True, exist_ok=True)
    extra = out / "source"
    if extra.exists():
        shutil.rmtree(extra)
    extra.mkdir()
    entry = extra / f"{NAME.replace('-', '_')}.py"
    # The same loop and options as main.py, named as the player runs it.
    entry.write_text(f'import sys\n\nfrom game.launch import run\n\nsys.exit(run(prog="{NAME}"))\n',
                     encoding="utf-8")
    icon = write_icon(extra)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run(pyinstaller_command(out, entry, icon), cwd=out, env=env)
    if done.returncode != 0:
        sys.exit(f"PyInstaller failed with exit code {done.returncode}")
    program = executable(out)
    if not program.is_file():
        sys.exit(f"PyInstaller finished but {program} is missing")
    return program


def archive(out: Path) -> Path:
    """The built folder as one download: heart-to-heart-VERSION-OS-ARCH.tar.gz / .zip."""
    dist = out / "dist"
    stem = f"{NAME}-{project_version()}-{system()}-{machine()}"
    if system() == "linux":
        target = out / f"{stem}.tar.gz"
        with tarfile.open(target, "w:gz") as tar:
            tar.add(dist / NAME, arcname=NAME)
        return target
    target = out / f"{stem}.zip"
    if system() == "macos" and shutil.which("ditto"):
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(dist / f"{TITLE}.app"), str(target)], check=True)
        return target
    folder = dist / (f"{TITLE}.app" if system() == "macos" else NAME)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted(folder.rglob("*")):
            z.write(path, path.relative_to(folder.parent).as_posix())
    return target


# -- the check ---------------------------------------------------------------------------

def _free_display() -> int:
    for number in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    raise RuntimeError("no free X display number between :90 and :199")


def start_xvfb() -> tuple[subprocess.Popen, str] | None:
    """An X server of our own (1280x720), or None where Xvfb is not installed."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        return None
    number = _free_display()
    server = subprocess.Popen([xvfb, f":{number}", "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if server.poll() is not None or time.monotonic() > deadline:
            server.kill()
            raise RuntimeError(f"Xvfb :{number} did not start")
        time.sleep(0.05)
    return server, f":{number}"


def stop(server: subprocess.Popen) -> None:
    server.send_signal(signal.SIGTERM)
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


def draw_menu(program: Path, work: Path, display: str | None) -> tuple[Path, str]:
    """Start the built game with a script that takes the menu's picture; returns the
    picture's path and which video driver drew it."""
    shots, data = work / "shots", work / "data"
    shots.mkdir(parents=True, exist_ok=True)
    data.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "SDL_VIDEODRIVER")}
    env.update(HEARTS_APP_DATA_DIR=str(data), SDL_AUDIODRIVER="dummy")
    if display:
        env["DISPLAY"] = display
        env.pop("WAYLAND_DISPLAY", None)
        driver = "x11"
    else:
        env["SDL_VIDEODRIVER"] = driver = "dummy"
    done = subprocess.run([str(program), *CHECK_ARGS, "--script", "-", "--shots", str(shots)], input=CHECK_SCRIPT,
                          cwd=work, env=env, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"{program.name} exited with {done.returncode}:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    shot = shots / "menu.png"
    if not shot.is_file():
        raise RuntimeError(f"{program.name} drew no menu picture:\n{done.stderr[-2000:]}")
    return shot, driver


def check(program: Path, work: Path) -> tuple[Path, str]:
    """Start the build under Xvfb (or SDL's dummy driver without one) and take the menu."""
    xvfb = start_xvfb() if system() == "linux" else None
    try:
        return draw_menu(program, work, xvfb[1] if xvfb else None)
    finally:
        if xvfb:
            stop(xvfb[0])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "standalone",
                        help="work and output folder (default build/standalone)")
    parser.add_argument("--archive", action="store_true", help="also pack the build as one download")
    parser.add_argument("--check", action="store_true", help="then start it and check that it draws the menu")
    args = parser.parse_args(argv)
    out = args.out.resolve()
    program = build(out)
    print(f"\nstandalone game: {program}")
    if args.archive:
        print(f"download: {archive(out)}")
    if args.check:
        try:
            shot, driver = check(program, out / "check")
        except (RuntimeError, subprocess.TimeoutExpired) as exc:
            print(f"the standalone game did not draw its menu: {exc}", file=sys.stderr)
            return 1
        print(f"menu drawn ({driver}): {shot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
