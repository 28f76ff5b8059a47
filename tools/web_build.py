"""Build the web page (build/web) and, with --archive, the itch.io upload (build/web.zip).

Why not just ``python -m pygbag --build .``: pygbag 0.9.3 rewrites the project it packs.
It runs ``black`` over the sources when black is importable and writes ``*-pygbag.*``
copies next to images and sounds when pngquant/ffmpeg are installed; with no local
template it waits forever for its CDN.  So this script

- copies the project (the files git tracks or would track: no caches, venvs or
  node_modules) into a temporary folder named ``heart-to-heart`` (pygbag names the app
  package after the folder: heart-to-heart.apk),
- runs pygbag there with the project's own template and favicon (web/), the optimiser
  off and black made unimportable, reading the project's pygbag.ini (which keeps only
  main.py, game/ and assets/ in the package),
- copies the result to build/web (and build/web.zip) of the project.

The staged copy also gets ``game/version.txt``, pyproject's version: the page packs no
pyproject.toml and has no package metadata, and Settings shows the version (game/version.py).

The work tree is never written to outside build/.  No network is needed: the page loads
the pinned pygbag runtime from the CDN when it is opened, not when it is built.

    python3 tools/web_build.py            # build/web
    python3 tools/web_build.py --archive  # build/web and build/web.zip
    python3 tools/web_build.py --serve    # build/web, then serve it on http://127.0.0.1:8000/
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
APP_NAME = "heart-to-heart"
TITLE = "Heart to Heart & Hearts"
PYGBAG_VERSION = "0.9.3"
CDN = f"https://pygame-web.github.io/cdn/{PYGBAG_VERSION}/"
TEMPLATE = ROOT / "web" / "heart-to-heart.tmpl"
FAVICON = ROOT / "web" / "favicon.png"
SKIP_PARTS = {".git", "build", "node_modules", ".venv", "venv", "__pycache__"}

# Runs pygbag's command line with black unimportable (a None entry in sys.modules makes
# ``import black`` raise ImportError), so the packed sources are the tested ones.
PYGBAG_RUNNER = (
    "import runpy, sys; sys.modules['black'] = None; "
    "sys.argv = ['pygbag'] + sys.argv[1:]; "
    "runpy.run_module('pygbag', run_name='__main__', alter_sys=True)"
)


def project_files(root: Path) -> list[Path]:
    """The files git tracks or would track (untracked but not ignored), relative to root."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
            cwd=root,
            check=True,
            capture_output=True,
        ).stdout.decode("utf-8")
        files = [Path(name) for name in listed.split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        files = [p.relative_to(root) for p in root.rglob("*") if p.is_file()]
    return [f for f in files if not SKIP_PARTS.intersection(f.parts) and (root / f).is_file()]


def project_version(root: Path) -> str:
    """pyproject.toml's ``[project] version`` (the one version of the game)."""
    import tomllib

    with open(root / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def stage(root: Path, into: Path) -> Path:
    app = into / APP_NAME
    for rel in project_files(root):
        target = app / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / rel, target)
    (app / "game" / "version.txt").write_text(project_version(root) + "\n", encoding="utf-8")
    return app


def check_pygbag() -> None:
    try:
        from importlib.metadata import version

        found = version("pygbag")
    except Exception:
        sys.exit(f"pygbag is not installed: python3 -m pip install pygbag=={PYGBAG_VERSION}")
    if found != PYGBAG_VERSION:
        sys.exit(f"pygbag {found} is installed, this project is built and tested with {PYGBAG_VERSION}: "
                 f"python3 -m pip install pygbag=={PYGBAG_VERSION}")


def build(archive: bool, cdn: str, out: Path) -> int:
    check_pygbag()
    for needed in (TEMPLATE, FAVICON, ROOT / "main.py", ROOT / "pygbag.ini", ROOT / "pyproject.toml"):
        if not needed.is_file():
            sys.exit(f"missing {needed.relative_to(ROOT)}: the web build needs it")
    with tempfile.TemporaryDirectory(prefix="hh-web-") as tmp:
        app = stage(ROOT, Path(tmp))
        command = [
            sys.executable, "-c", PYGBAG_RUNNER,
            "--build", "--no_opt",
            "--template", str(TEMPLATE),
            "--icon", str(FAVICON),
            "--title", TITLE,
            "--cdn", cdn,
            "--ume_block", "1",
        ]
        if archive:
            command.append("--archive")
        command.append(str(app))
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        result = subprocess.run(command, cwd=app, env=env)  # pygbag reads pygbag.ini from cwd
        if result.returncode != 0:
            print(f"pygbag failed with exit code {result.returncode}", file=sys.stderr)
            return result.returncode
        built = app / "build" / "web"
        if not (built / "index.html").is_file() or not (built / f"{APP_NAME}.apk").is_file():
            print("pygbag finished but build/web lacks index.html or the .apk", file=sys.stderr)
            return 1
        out.mkdir(parents=True, exist_ok=True)
        target = out / "web"
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(built, target)
        if archive:
            shutil.copy2(app / "build" / "web.zip", out / "web.zip")
    print(f"\nweb page: {target}")
    if archive:
        print(f"itch.io archive: {out / 'web.zip'}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--archive", action="store_true", help="also make build/web.zip for itch.io")
    parser.add_argument("--cdn", default=CDN, help=f"runtime CDN the page loads from (default {CDN})")
    parser.add_argument("--out", type=Path, default=ROOT / "build", help="output folder (default build/)")
    parser.add_argument("--serve", nargs="?", type=int, const=8000, metavar="PORT",
                        help="then serve the page on http://127.0.0.1:PORT/ (default 8000) until Ctrl+C")
    args = parser.parse_args(argv)
    status = build(args.archive, args.cdn, args.out.resolve())
    if status == 0 and args.serve:
        serve(args.out.resolve() / "web", args.serve)
    return status


def serve(folder: Path, port: int) -> None:
    """Serve the page on 127.0.0.1 (not localhost: there pygbag's runtime expects its own
    development server and asks it for packages)."""
    import functools
    import http.server

    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"\nopen http://127.0.0.1:{port}/  (Ctrl+C stops the server)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    sys.exit(main())
