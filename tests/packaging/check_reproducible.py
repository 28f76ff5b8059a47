"""Two release builds of one commit give byte-identical wheel, sdist, web.zip and app package.

The first build is tools/release_build.py's in the checkout: the folder in
``$HH_RELEASE_BUILD`` when .ci/run made it already, else this file makes it.  The second is
made from a copy of the checkout in another folder (other paths, every file dated now), at
least two seconds later (a zip dates to two seconds), with the checkout's commit time as
SOURCE_DATE_EPOCH (the copy has no git history to read it from).  Their SHA-256 digests are
printed and must be equal, and every entry of every archive carries the commit's time.

Not part of the default ``python3 -m pytest`` run (the file name is not ``test_*.py``: the
builds take about 15 s and need the package index for the build backend); .ci/run runs it:

    HH_RELEASE_BUILD=FOLDER python3 -m pytest -p no:cacheprovider -n 0 tests/packaging/check_reproducible.py
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, clean_copy

pytest.importorskip("pygbag", reason="pygbag==0.9.3 is needed for the web build: pip install -e '.[web]'")
pytest.importorskip("build", reason="the 'build' package is needed: pip install -e '.[test]'")

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
PARTS = "wheel,sdist,web"
FILES = [f"heart_to_heart-{VERSION}-py3-none-any.whl", f"heart_to_heart-{VERSION}.tar.gz", "web.zip"]
APK = "heart-to-heart.apk"


def _commit_time() -> int:
    return int(subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, check=True, capture_output=True,
                              text=True).stdout.strip())


def _release_build(project: Path, out: Path, epoch: int) -> None:
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(epoch))
    done = subprocess.run([sys.executable, str(project / "tools" / "release_build.py"), str(out), "--parts", PARTS],
                          cwd=project, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"tools/release_build.py failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"


@pytest.fixture(scope="module")
def builds(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, int]:
    epoch = _commit_time()
    given = os.environ.get("HH_RELEASE_BUILD")
    if given:
        first = Path(given)
    else:
        first = tmp_path_factory.mktemp("release-first") / "out"
        _release_build(ROOT, first, epoch)
        time.sleep(2)
    work = tmp_path_factory.mktemp("release-second")
    second = work / "out"
    _release_build(clean_copy(work / "elsewhere" / "heart-to-heart", keep_times=False), second, epoch)
    for folder in (first, second):
        for name in FILES:
            path = folder / name
            assert path.is_file(), f"{folder} lacks {name}"
            print(f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {path}")
    return first, second, epoch


def _same_bytes(builds: tuple[Path, Path, int], name: str) -> None:
    first, second, _ = builds
    a, b = (first / name).read_bytes(), (second / name).read_bytes()
    assert hashlib.sha256(a).hexdigest() == hashlib.sha256(b).hexdigest(), f"two builds of one commit differ: {name}"


def test_two_builds_give_the_same_wheel(builds: tuple[Path, Path, int]) -> None:
    _same_bytes(builds, FILES[0])


def test_two_builds_give_the_same_sdist(builds: tuple[Path, Path, int]) -> None:
    _same_bytes(builds, FILES[1])


def test_two_builds_give_the_same_web_zip(builds: tuple[Path, Path, int]) -> None:
    _same_bytes(builds, "web.zip")


def test_two_builds_give_the_same_app_package_and_page_digest(builds: tuple[Path, Path, int]) -> None:
    first, second, _ = builds
    with zipfile.ZipFile(first / "web.zip") as a, zipfile.ZipFile(second / "web.zip") as b:
        assert a.read(APK) == b.read(APK)
        # the page names its caches after a digest of the page and the app package
        assert a.read("index.html") == b.read("index.html") and a.read("sw.js") == b.read("sw.js")


def test_every_entry_carries_the_commit_time(builds: tuple[Path, Path, int], tmp_path: Path) -> None:
    first, _, epoch = builds
    stamp = time.gmtime(max(epoch, 315532800))[:6]
    dated = (*stamp[:5], stamp[5] - stamp[5] % 2)  # a zip keeps even seconds
    zips = [first / FILES[0], first / "web.zip"]
    with zipfile.ZipFile(first / "web.zip") as web:
        (tmp_path / APK).write_bytes(web.read(APK))
    zips.append(tmp_path / APK)
    for path in zips:
        with zipfile.ZipFile(path) as archive:
            wrong = [info.filename for info in archive.infolist() if info.date_time != dated]
        assert wrong == [], f"{path.name}: entries not dated {dated}: {wrong[:5]}"
    with tarfile.open(first / FILES[1]) as sdist:
        members = sdist.getmembers()
    assert [m.name for m in members if m.mtime != epoch or m.uid or m.gid] == []
    assert [m.name for m in members] == sorted(m.name for m in members)
