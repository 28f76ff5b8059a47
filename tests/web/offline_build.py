"""The web build the web tests share (one per session, about a second of work): made in a
hostile environment, where a ``black`` that would reformat the sources and ``pngquant`` /
``ffmpeg`` that would write ``*-pygbag.*`` files are all installed and the network is not
used (a proxy that does not exist: pygbag's look at the CDN fails at once instead of
waiting), on a private git snapshot of the project (the files git tracks or would track),
so "the work tree is unchanged" is checked without interference from anyone editing the
real tree meanwhile.  tests/web/test_web_build.py checks the build itself; the page
tests read and boot its ``web`` folder (``built_web``)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MARKERS = ("black-imported", "black-ran", "pngquant-ran", "ffmpeg-converted")


def _git(project: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=project, capture_output=True, text=True, check=True).stdout


def _git_status(project: Path) -> list[str]:
    """Changed, new and ignored files (pygbag's "-pygbag." copies would be ignored ones)."""
    return _git(project, "status", "--porcelain", "--ignored=matching", "--untracked-files=all").splitlines()


def _project_files() -> list[str]:
    listed = _git(ROOT, "ls-files", "--cached", "--others", "--exclude-standard", "-z").split("\0")
    return [name for name in listed if name and (ROOT / name).is_file()]


def _snapshot(into: Path) -> Path:
    """A private copy of the project with its own git history of one commit."""
    for name in _project_files():
        (into / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, into / name)
    _git(into, "init", "-q")
    _git(into, "add", "-A")
    _git(into, "-c", "user.name=web test", "-c", "user.email=web@test", "commit", "-q", "-m", "snapshot")
    return into


def _hostile_tools(folder: Path, markers: Path) -> dict[str, str]:
    """A PATH and PYTHONPATH where black, pngquant and ffmpeg exist and leave traces."""
    bin_dir = folder / "bin"
    py_dir = folder / "py" / "black"
    bin_dir.mkdir(parents=True)
    py_dir.mkdir(parents=True)
    (py_dir / "__init__.py").write_text(
        f"open({str(markers / 'black-imported')!r}, 'w').close()\n"
    )
    scripts = {
        "black": f"touch '{markers}/black-ran'",
        "pngquant": f"if [ $# -eq 0 ]; then echo 'usage: pngquant pngfile'; exit 1; fi; touch '{markers}/pngquant-ran'",
        "ffmpeg": f"if [ \"$1\" = -version ]; then echo 'ffmpeg version 0-fake'; exit 0; fi; touch '{markers}/ffmpeg-converted'",
    }
    for name, body in scripts.items():
        tool = bin_dir / name
        tool.write_text(f"#!/bin/sh\n{body}\n")
        tool.chmod(0o755)
    env = dict(os.environ)
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    env["PYTHONPATH"] = f"{folder / 'py'}{os.pathsep}{env.get('PYTHONPATH', '')}".rstrip(os.pathsep)
    # No network: a proxy that does not exist, so any download attempt fails at once.
    env.update(http_proxy="http://127.0.0.1:9", https_proxy="http://127.0.0.1:9",
               HTTP_PROXY="http://127.0.0.1:9", HTTPS_PROXY="http://127.0.0.1:9")
    return env


class Build:
    def __init__(self, project: Path, out: Path, output: str, status_before: list[str], status_after: list[str],
                 markers: Path):
        self.project = project
        self.out = out
        self.web = out / "web"
        self.zip = out / "web.zip"
        self.output = output
        self.status_before = status_before
        self.status_after = status_after
        self.markers = markers


def make(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """tools/web_build.py --archive on a snapshot, with the hostile tools and no network."""
    pytest.importorskip("pygbag", reason="pygbag==0.9.3 is needed for the web build: pip install -e '.[web]'")
    if not (ROOT / "main.py").is_file():
        pytest.fail("main.py is missing: the web page runs main.py")
    work = tmp_path_factory.mktemp("web-build")
    markers = work / "markers"
    markers.mkdir()
    env = _hostile_tools(work / "tools", markers)
    project = _snapshot(work / "project")
    before = _git_status(project)
    done = subprocess.run(
        [sys.executable, str(project / "tools" / "web_build.py"), "--archive", "--out", str(work / "out")],
        cwd=project, env=env, capture_output=True, text=True, timeout=300,
    )
    after = _git_status(project)
    assert done.returncode == 0, f"the web build failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return Build(project, work / "out", done.stdout + done.stderr, before, after, markers)
