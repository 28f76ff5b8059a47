"""The workflows against GitHub's workflow schema (check-jsonschema's vendored copy) and
zizmor's security audit, both offline: no finding in any workflow.

zizmor finds actions referenced by a movable tag instead of a commit, checkouts that keep
the token where an artifact can carry it, jobs with more permissions than they need, caches
open to poisoning in a release path, secrets reachable from untrusted input, and more.

Both tools come from PyPI at pinned versions; .ci/run installs them in a venv of its own,
names its scripts' folder in HH_AUDIT_BIN (looked in before PATH) and sets
HH_REQUIRE_AUDIT=1, so a missing tool fails there instead of skipping.  The file name is
not ``test_*.py`` (the default run leaves it out):

    HH_AUDIT_BIN="$VENV/bin" HH_REQUIRE_AUDIT=1 python3 -m pytest -p no:cacheprovider -n 0 tests/packaging/check_workflows.py
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
SCHEMA = ["--builtin-schema", "vendor.github-workflows"]


def _tool(name: str) -> str:
    found = shutil.which(name, path=os.environ.get("HH_AUDIT_BIN")) or shutil.which(name)
    if found is None:
        message = f"{name} is not installed (pip install check-jsonschema==0.39.0 zizmor==1.33.1)"
        if os.environ.get("HH_REQUIRE_AUDIT") == "1":
            pytest.fail(message)
        pytest.skip(message)
    return found


def _run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=300)


def test_every_workflow_matches_githubs_workflow_schema() -> None:
    done = _run([_tool("check-jsonschema"), *SCHEMA, *map(str, WORKFLOWS)], ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_schema_check_refuses_a_job_without_a_runner(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yml"
    broken.write_text("on: push\njobs:\n  a:\n    steps:\n      - run: echo\n", encoding="utf-8")
    done = _run([_tool("check-jsonschema"), *SCHEMA, str(broken)], tmp_path)
    assert done.returncode != 0 and "runs-on" in done.stdout


def test_zizmor_finds_nothing_in_any_workflow() -> None:
    done = _run([_tool("zizmor"), "--offline", "--no-progress", ".github/workflows"], ROOT)
    print(done.stdout[-2000:])
    assert done.returncode == 0 and "No findings" in done.stdout, done.stdout + done.stderr


def test_zizmor_here_does_find_an_action_on_a_movable_tag(tmp_path: Path) -> None:
    """The audit above would pass a tool that checks nothing: this one must flag a tag."""
    flows = tmp_path / ".github" / "workflows"
    flows.mkdir(parents=True)
    (flows / "tagged.yml").write_text(
        "on: push\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n"
        "      - uses: actions/checkout@v4\n        with:\n          persist-credentials: false\n",
        encoding="utf-8")
    done = _run([_tool("zizmor"), "--offline", "--no-progress", ".github/workflows"], tmp_path)
    assert done.returncode != 0 and "unpinned-uses" in done.stdout, done.stdout + done.stderr
