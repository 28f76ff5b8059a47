"""tools/release_build.py: the release's files are the ones docs/install.md lists, and its
archives are written in a fixed order with fixed times, owner and permissions."""

from __future__ import annotations

import gzip
import io
import re
import tarfile
import time
import zipfile
from pathlib import Path

import pytest

from tests.tools_under_test import load_tool

release_build = load_tool("tools/release_build.py")
web_build = release_build.web_build  # the one the release build uses

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "install.md"


def _listed_release_files() -> set[str]:
    text = GUIDE.read_text(encoding="utf-8")
    section = text.split("### What a release holds", 1)[1].split("\n### ", 1)[0]
    return set(re.findall(r"^\| `([^`]+)` \|", section, flags=re.MULTILINE))


def test_the_release_files_are_the_ones_the_install_guide_lists() -> None:
    made = set()
    for system, machine in (("linux", "x86_64"), ("windows", "x86_64"), ("macos", "ARCH")):
        made |= set(release_build.release_files("VERSION", system=system, machine=machine))
    assert made == _listed_release_files()


def test_each_system_builds_its_own_download_and_one_wheel_sdist_and_page() -> None:
    names = release_build.release_files("1.2.3", system="windows", machine="x86_64")
    assert names == sorted(["heart_to_heart-1.2.3-py3-none-any.whl", "heart_to_heart-1.2.3.tar.gz", "web.zip",
                            "heart-to-heart-1.2.3-windows-x86_64.zip"])
    assert release_build.release_files("1.2.3", ("standalone",), "linux", "x86_64") == [
        "heart-to-heart-1.2.3-linux-x86_64.tar.gz"]


def test_the_build_time_is_source_date_epoch_else_the_commit_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert web_build.source_date_epoch(ROOT) == 1700000000
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    assert web_build.source_date_epoch(ROOT) > web_build.ZIP_EPOCH  # the checkout's commit


def test_a_release_build_refuses_a_folder_that_holds_files(tmp_path: Path) -> None:
    (tmp_path / "old.whl").write_bytes(b"")
    with pytest.raises(SystemExit, match="not empty"):
        release_build.build(tmp_path, ("web",))


def _zip(path: Path, entries: list[tuple[str, bytes, tuple[int, ...], int]]) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        for name, data, date, mode in entries:
            info = zipfile.ZipInfo(name, date_time=date)  # type: ignore[arg-type]
            info.external_attr = mode << 16
            archive.writestr(info, data)


def test_a_zip_is_rewritten_sorted_dated_and_with_fixed_modes(tmp_path: Path) -> None:
    one, two = tmp_path / "one.zip", tmp_path / "two.zip"
    _zip(one, [("b.py", b"bb", (2024, 1, 2, 3, 4, 6), 0o100600), ("a.py", b"a", (2023, 5, 5, 5, 5, 4), 0o100755)])
    _zip(two, [("a.py", b"a", (2025, 7, 7, 7, 7, 8), 0o100644), ("b.py", b"bb", (2022, 1, 1, 1, 1, 2), 0o100644)])
    for path in (one, two):
        web_build.reproducible_zip(path, 1700000000)
    assert one.read_bytes() == two.read_bytes()
    with zipfile.ZipFile(one) as archive:
        assert archive.namelist() == ["a.py", "b.py"]
        assert {info.date_time for info in archive.infolist()} == {time.gmtime(1700000000)[:5] + (20,)}
        assert {info.external_attr >> 16 for info in archive.infolist()} == {0o100644}


def _tar_gz(path: Path, names: list[str], mtime: int, uid: int) -> None:
    with tarfile.open(path, "w:gz") as tar:
        for name in names:
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.uid, info.uname, info.mode = 1, mtime, uid, "someone", 0o664
            tar.addfile(info, io.BytesIO(b"x"))


def test_a_tar_gz_is_rewritten_sorted_dated_and_owned_by_root(tmp_path: Path) -> None:
    one, two = tmp_path / "one.tar.gz", tmp_path / "two.tar.gz"
    _tar_gz(one, ["p/b", "p/a"], 1800000000, 1000)
    time.sleep(1.1)  # the gzip header's own date differs too
    _tar_gz(two, ["p/a", "p/b"], 1900000000, 501)
    for path in (one, two):
        web_build.reproducible_tar_gz(path, 1700000000)
    assert one.read_bytes() == two.read_bytes()
    with tarfile.open(one) as tar:
        members = tar.getmembers()
    assert [m.name for m in members] == ["p/a", "p/b"]
    assert {(m.mtime, m.uid, m.gid, m.uname, m.mode) for m in members} == {(1700000000, 0, 0, "", 0o644)}
    with gzip.open(one) as packed:
        packed.read()
        assert packed.mtime == 1700000000


def _commit(repo: Path, name: str, when: int) -> None:
    import os
    import subprocess

    (repo / name).parent.mkdir(parents=True, exist_ok=True)
    (repo / name).write_text(f"{when}\n", encoding="utf-8")
    env = dict(os.environ, GIT_AUTHOR_DATE=f"@{when} +0000", GIT_COMMITTER_DATE=f"@{when} +0000",
               GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.org", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@example.org")
    for command in (["git", "add", name], ["git", "commit", "-q", "-m", name]):
        subprocess.run(command, cwd=repo, env=env, check=True, capture_output=True)


def test_the_page_is_dated_by_the_last_commit_that_changed_the_app(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A commit of docs or tests leaves the page's bytes, and so its digest, as they were:
    a returning player downloads nothing new."""
    import subprocess

    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    _commit(tmp_path, "game/rules.py", 1700000000)
    _commit(tmp_path, "docs/notes.md", 1700001000)
    _commit(tmp_path, "tests/test_x.py", 1700002000)
    assert web_build.source_date_epoch(tmp_path, web_build.APP_SOURCES) == 1700000000
    assert web_build.source_date_epoch(tmp_path) == 1700002000  # the commit checked out
    _commit(tmp_path, "assets/sound.ogg", 1700003000)
    assert web_build.source_date_epoch(tmp_path, web_build.APP_SOURCES) == 1700003000
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700009999")
    assert web_build.source_date_epoch(tmp_path, web_build.APP_SOURCES) == 1700009999
