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
- copies the result to build/web (and build/web.zip) of the project, then adds what makes
  the page an installable, offline-capable app: the service worker (web/sw.js, as sw.js,
  with this build's digest filled in), the web manifests (English, and Russian with a
  ``?lang=ru`` start address), the home-screen icons and the app's font for the page's
  own screens (see docs/web-offline.md).

The build is reproducible: one commit gives byte-identical ``.apk``, ``.tar.gz`` and
web.zip, so the page's digest (the service worker's cache name) changes only when the game
does and a returning player downloads nothing new.  Every archive is rewritten with its
entries in name order, each dated ``SOURCE_DATE_EPOCH``, with fixed permissions and owner.
Without SOURCE_DATE_EPOCH the date is that of the last commit that changed what the app
package is made of (main.py, game/, assets/, pygbag.ini): a commit of docs or tests gives
the page the same bytes as the one before it (with the history checked out in full; a
shallow clone knows only its own commit, and dates by that).

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
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "heart-to-heart"
TITLE = "Heart to Heart & Hearts"
PYGBAG_VERSION = "0.9.3"
CDN = f"https://pygame-web.github.io/cdn/{PYGBAG_VERSION}/"
TEMPLATE = ROOT / "web" / "heart-to-heart.tmpl"
FAVICON = ROOT / "web" / "favicon.png"
SERVICE_WORKER = ROOT / "web" / "sw.js"
#: Copied next to the page: the home-screen icons (tools/make_favicon.py --icons) and the
#: app's font, which the page's loading and error screens use too.
PAGE_FILES = {
    "icon-192.png": ROOT / "web" / "icon-192.png",
    "icon-512.png": ROOT / "web" / "icon-512.png",
    "icon-maskable-192.png": ROOT / "web" / "icon-maskable-192.png",
    "icon-maskable-512.png": ROOT / "web" / "icon-maskable-512.png",
    "DejaVuSans-subset.ttf": ROOT / "assets" / "DejaVuSans-subset.ttf",
    "DejaVuSans-Bold-subset.ttf": ROOT / "assets" / "DejaVuSans-Bold-subset.ttf",
}
#: The felt (the page's --felt-dark): the splash screen and the phone's status bar.
FELT_DARK = "#07301d"
NAMES = {
    "en": ("Heart to Heart & Hearts", "Heart to Heart",
           "Heart to Heart, a solitaire laid out as a heart, and Hearts against three computer players."),
    "ru": ("Heart to Heart и Червы", "Heart to Heart",
           "Heart to Heart, пасьянс в форме сердца, и Червы против трёх компьютерных игроков."),
}
#: The earliest time a zip entry can carry (1980-01-01 UTC): older dates are raised to it.
ZIP_EPOCH = 315532800
#: What the app package is made of (pygbag.ini keeps only these): the page's files are dated
#: by the last commit that changed one of them.
APP_SOURCES = ("main.py", "game", "assets", "pygbag.ini")
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


def source_date_epoch(root: Path = ROOT, paths: tuple[str, ...] = ()) -> int:
    """The build's one timestamp: ``$SOURCE_DATE_EPOCH``; else the time of the last commit
    of ``root`` that changed one of ``paths`` (with none given, of the commit checked out);
    else 1980-01-01 (no git: still the same on every build)."""
    given = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if given.isdigit():
        return int(given)
    command = ["git", "log", "-1", "--format=%ct"]
    if paths:
        command += ["--", *paths]
    try:
        stamp = subprocess.run(command, cwd=root, check=True, capture_output=True, text=True).stdout.strip()
        return int(stamp)
    except (OSError, subprocess.CalledProcessError, ValueError):
        return ZIP_EPOCH


def reproducible_zip(path: Path, epoch: int, compression: int = zipfile.ZIP_DEFLATED, level: int = 9,
                     extra: dict[str, Path] | None = None) -> None:
    """Rewrite the zip archive ``path``: its files (and ``extra``, name -> file, replacing
    any entry of that name) in name order, each dated ``epoch`` (UTC), mode rw-r--r--,
    made on Unix, compressed alike; the same input always gives the same bytes."""
    with zipfile.ZipFile(path) as old:
        files = {info.filename: old.read(info) for info in old.infolist() if not info.is_dir()}
    for name, source in (extra or {}).items():
        files[name] = source.read_bytes()
    stamp = time.gmtime(max(epoch, ZIP_EPOCH))[:6]
    with zipfile.ZipFile(path, "w") as new:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=stamp)
            info.create_system = 3  # Unix, so the mode below is read
            info.external_attr = (0o100644 << 16)
            info.compress_type = compression
            new.writestr(info, files[name], compress_type=compression, compresslevel=level)


def reproducible_tar_gz(path: Path, epoch: int) -> None:
    """Rewrite the .tar.gz ``path``: members in name order, each dated ``epoch``, owned by
    root (0/0, no names), files rw-r--r-- (rwxr-xr-x where executable), folders
    rwxr-xr-x, and the gzip header dated ``epoch`` with no file name in it."""
    import gzip
    import io

    with tarfile.open(path, "r:gz") as old:
        members = []
        for member in old.getmembers():
            content = old.extractfile(member) if member.isfile() else None
            members.append((member, content.read() if content is not None else None))
    members.sort(key=lambda item: item[0].name)
    body = io.BytesIO()
    with tarfile.open(fileobj=body, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for member, data in members:
            member.mtime = epoch
            member.uid = member.gid = 0
            member.uname = member.gname = ""
            member.pax_headers = {}
            if member.isdir():
                member.mode = 0o755
            elif member.isfile():
                member.mode = 0o755 if member.mode & 0o111 else 0o644
            tar.addfile(member, io.BytesIO(data) if data is not None else None)
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=epoch,
                                                compresslevel=9) as packed:
        packed.write(body.getvalue())


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
    for needed in (TEMPLATE, FAVICON, SERVICE_WORKER, ROOT / "main.py", ROOT / "pygbag.ini", ROOT / "pyproject.toml",
                   *PAGE_FILES.values()):
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
        epoch = source_date_epoch(ROOT, APP_SOURCES)
        reproducible_zip(built / f"{APP_NAME}.apk", epoch)  # as pygbag packs it: deflated, level 9
        if (built / f"{APP_NAME}.tar.gz").is_file():
            reproducible_tar_gz(built / f"{APP_NAME}.tar.gz", epoch)
        out.mkdir(parents=True, exist_ok=True)
        target = out / "web"
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(built, target)
        added = add_app_files(target, cdn)
        if archive:
            shutil.copy2(app / "build" / "web.zip", out / "web.zip")
            # pygbag's zip holds the page, the favicon and the .apk; the final page and the
            # added files replace or join them
            names = ["index.html", f"{APP_NAME}.apk", *added]
            reproducible_zip(out / "web.zip", epoch, extra={name: target / name for name in names})
    print(f"\nweb page: {target}")
    if archive:
        print(f"itch.io archive: {out / 'web.zip'}")
    return 0


def build_digest(web: Path) -> str:
    """A short digest of the page and the app packages: names this build's caches."""
    digest = hashlib.sha256()
    for name in sorted(p.name for p in web.iterdir() if p.suffix in (".html", ".apk", ".gz")):
        digest.update(name.encode() + b"\0" + (web / name).read_bytes())
    return digest.hexdigest()[:16]


def manifest(lang: str) -> dict:
    """The web manifest in ``lang``: relative addresses only (the page may live in any
    folder, or in an itch.io iframe), so ``start_url`` is the page's own folder, where
    ``?deal=`` / ``?game=`` / ``?lang=`` links stay inside the installed app's scope."""
    name, short, description = NAMES[lang]
    icons = [{"src": f"icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png", "purpose": "any"}
             for size in (192, 512)]
    icons += [{"src": f"icon-maskable-{size}.png", "sizes": f"{size}x{size}", "type": "image/png",
               "purpose": "maskable"} for size in (192, 512)]
    data = {
        "id": "./",
        "name": name,
        "short_name": short,
        "description": description,
        "lang": lang,
        "dir": "ltr",
        "start_url": "./" if lang == "en" else f"./?lang={lang}",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "background_color": FELT_DARK,
        "theme_color": FELT_DARK,
        "categories": ["games"],
        "icons": icons,
    }
    others = {other: {"name": NAMES[other][0], "short_name": NAMES[other][1], "description": NAMES[other][2]}
              for other in NAMES if other != lang}
    data["translations"] = others  # browsers that read manifest translations pick their own
    return data


def add_app_files(web: Path, cdn: str) -> list[str]:
    """Write the service worker, the manifests, the icons and the font next to the page,
    and this build's digest into the page; returns the names added."""
    build_id = build_digest(web)
    cdn_root = cdn.rstrip("/").rsplit("/", 1)[0] + "/" if cdn.rstrip("/").endswith(PYGBAG_VERSION) else cdn
    added = []
    for lang in NAMES:
        name = "manifest.webmanifest" if lang == "en" else f"manifest-{lang}.webmanifest"
        (web / name).write_text(json.dumps(manifest(lang), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        added.append(name)
    for name, source in PAGE_FILES.items():
        shutil.copy2(source, web / name)
        added.append(name)
    worker = SERVICE_WORKER.read_text(encoding="utf-8")
    for placeholder, value in (("{{BUILD}}", build_id), ("{{APP}}", APP_NAME),
                               ("{{CDN_ROOT}}", cdn_root), ("{{CDN_VERSION}}", PYGBAG_VERSION),
                               ("/* {{PAGE_FILES}} */", json.dumps(["favicon.png", *added])[1:-1])):
        worker = worker.replace(placeholder, value)
    (web / "sw.js").write_text(worker, encoding="utf-8")
    added.append("sw.js")
    page = web / "index.html"
    page.write_text(page.read_text(encoding="utf-8").replace("@HH_BUILD@", build_id), encoding="utf-8")
    return added


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
