"""Build every file of a release into one folder: the release workflow's build steps, and .ci/run's.

The files, named as docs/install.md ("What a release holds") names them:

- ``heart_to_heart-VERSION-py3-none-any.whl`` and ``heart_to_heart-VERSION.tar.gz``: the
  wheel (built from the sdist) and the sdist, by ``python -m build``;
- ``web.zip``: the page for itch.io (tools/web_build.py);
- ``heart-to-heart-VERSION-OS-ARCH.tar.gz`` (Linux) or ``.zip`` (Windows, macOS): the
  standalone game for the system this runs on (tools/standalone.py; PyInstaller only builds
  for its own system, so the workflow runs this on each of the three).

The wheel, the sdist and web.zip are reproducible: one commit gives the same bytes on every
build (tests/packaging/check_reproducible.py builds twice and compares).  Every time in
them is ``SOURCE_DATE_EPOCH``, by default the commit's time (``git log -1 --format=%ct``);
their entries are in name order, with fixed permissions and owner.

The output folder must be new or empty: afterwards it holds exactly the release's files,
and this script fails if it does not.

    python3 tools/release_build.py dist/release                   # everything for this system
    python3 tools/release_build.py dist/release --check           # ... and start the standalone game
    python3 tools/release_build.py dist/release --parts standalone
    python3 tools/release_build.py dist/release --parts wheel,sdist,web

Needs ``build`` (``python3 -m pip install build``), pygbag 0.9.3 for the page (pyproject's
web extra) and PyInstaller for the standalone game (``pip install 'pyinstaller>=6,<7'``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools import standalone, web_build  # noqa: E402  (the checkout's tools, however this is run)

PARTS = ("wheel", "sdist", "web", "standalone")
#: The Python package's file name stem (the project's name, normalised as wheels and sdists spell it).
DIST_NAME = "heart_to_heart"


def release_files(version: str, parts: tuple[str, ...] = PARTS, system: str | None = None,
                  machine: str | None = None) -> list[str]:
    """The names of the files a release build makes on ``system`` (``linux``, ``windows``,
    ``macos``; default this one) for ``machine`` (default this one), sorted."""
    system = system or standalone.system()
    machine = machine or standalone.machine()
    names = {
        "wheel": f"{DIST_NAME}-{version}-py3-none-any.whl",
        "sdist": f"{DIST_NAME}-{version}.tar.gz",
        "web": "web.zip",
        "standalone": f"{standalone.NAME}-{version}-{system}-{machine}" + (".tar.gz" if system == "linux" else ".zip"),
    }
    return sorted(names[part] for part in parts)


def build_dists(out: Path, parts: tuple[str, ...], env: dict[str, str]) -> None:
    """The sdist and the wheel built from it (``python -m build``), the sdist repacked in a
    fixed order and owner (setuptools dates its files by the checkout, and its gzip header
    by the clock); setuptools dates the wheel's files by ``SOURCE_DATE_EPOCH`` itself."""
    with tempfile.TemporaryDirectory(prefix="hh-dist-") as tmp:
        done = subprocess.run([sys.executable, "-m", "build", "--outdir", tmp, str(ROOT)], env=env)
        if done.returncode != 0:
            sys.exit(f"python -m build failed with exit code {done.returncode}")
        for built in Path(tmp).iterdir():
            if built.name.endswith(".tar.gz"):
                if "sdist" not in parts:
                    continue
                web_build.reproducible_tar_gz(built, int(env["SOURCE_DATE_EPOCH"]))
            elif built.suffix == ".whl":
                if "wheel" not in parts:
                    continue
            shutil.copy2(built, out / built.name)


def build_web(out: Path) -> None:
    """web.zip (tools/web_build.py --archive), the page left in a temporary folder."""
    with tempfile.TemporaryDirectory(prefix="hh-web-out-") as tmp:
        status = web_build.build(archive=True, cdn=web_build.CDN, out=Path(tmp))
        if status != 0:
            sys.exit(f"the web build failed with exit code {status}")
        shutil.copy2(Path(tmp) / "web.zip", out / "web.zip")


def build_standalone(out: Path, work: Path, check: bool, env: dict[str, str]) -> None:
    """The standalone game for this system, packed (tools/standalone.py --archive), and with
    ``check`` started to draw its menu; PyInstaller works in ``work``."""
    command = [sys.executable, str(ROOT / "tools" / "standalone.py"), "--out", str(work), "--archive"]
    if check:
        command.append("--check")
    work.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(command, env=env)
    if done.returncode != 0:
        sys.exit(f"tools/standalone.py failed with exit code {done.returncode}")
    for archive in work.glob(f"{standalone.NAME}-*"):
        if archive.is_file() and archive.name.endswith((".tar.gz", ".zip")):
            shutil.copy2(archive, out / archive.name)


def build(out: Path, parts: tuple[str, ...], work: Path | None = None, check: bool = False) -> list[str]:
    """Build ``parts`` into ``out`` (new or empty); returns the names made."""
    if out.exists() and any(out.iterdir()):
        sys.exit(f"{out} is not empty: a release build starts from an empty folder")
    out.mkdir(parents=True, exist_ok=True)
    epoch = web_build.source_date_epoch(ROOT)
    os.environ["SOURCE_DATE_EPOCH"] = str(epoch)  # the web build reads it here, the others in env
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    print(f"release build of {', '.join(parts)}, every time in it {epoch} (SOURCE_DATE_EPOCH)", flush=True)
    if "wheel" in parts or "sdist" in parts:
        build_dists(out, parts, env)
    if "web" in parts:
        build_web(out)
    if "standalone" in parts:
        with tempfile.TemporaryDirectory(prefix="hh-standalone-") as tmp:
            build_standalone(out, work or Path(tmp), check, env)
    made = sorted(p.name for p in out.iterdir())
    expected = release_files(web_build.project_version(ROOT), parts)
    if made != expected:
        sys.exit(f"the release build made {made}, docs/install.md lists {expected}")
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the folder for the release's files (new or empty)")
    parser.add_argument("--parts", default=",".join(PARTS),
                        help=f"what to build, comma-separated, of {','.join(PARTS)} (default all)")
    parser.add_argument("--work", type=Path,
                        help="keep the standalone build's work folder here (default a temporary one)")
    parser.add_argument("--check", action="store_true",
                        help="start the standalone game and check it draws the menu (Linux: under Xvfb)")
    args = parser.parse_args(argv)
    parts = tuple(part.strip() for part in args.parts.split(",") if part.strip())
    unknown = sorted(set(parts) - set(PARTS))
    if unknown or not parts:
        parser.error(f"unknown part(s) {unknown}: choose from {','.join(PARTS)}")
    made = build(args.out.resolve(), parts, args.work.resolve() if args.work else None, args.check)
    print(f"\nrelease files in {args.out}:")
    for name in made:
        print(f"  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
