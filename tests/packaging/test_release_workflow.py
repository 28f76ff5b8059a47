"""The release workflow (.github/workflows/release.yml): what it builds on a version tag, and
actionlint's verdict on every workflow.

actionlint runs where it is installed (``actionlint`` on PATH; with shellcheck on PATH it
checks the ``run:`` scripts too); elsewhere that test is skipped and says why.  The shape
of the release itself is checked everywhere."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
RELEASE = ROOT / ".github" / "workflows" / "release.yml"


def _actionlint() -> str:
    found = shutil.which("actionlint")
    if found is None:
        pytest.skip("actionlint is not installed (it is no package of PyPI, npm or Debian that installs here)")
    return found


def test_every_workflow_passes_actionlint() -> None:
    done = subprocess.run([_actionlint(), "-no-color", *map(str, WORKFLOWS)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_actionlint_here_does_find_a_broken_workflow(tmp_path: Path) -> None:
    """The check above would pass a linter that checks nothing: this one must refuse a job
    that needs a job that does not exist, and an unknown context."""
    broken = tmp_path / "broken.yml"
    broken.write_text("on: push\njobs:\n  a:\n    needs: nowhere\n    runs-on: ubuntu-latest\n"
                      "    steps:\n      - run: echo ${{ nothing.here }}\n", encoding="utf-8")
    done = subprocess.run([_actionlint(), "-no-color", str(broken)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode != 0 and "nowhere" in done.stdout


def test_the_release_runs_on_version_tags_and_attaches_every_download() -> None:
    yaml = pytest.importorskip("yaml")
    flow = yaml.safe_load(RELEASE.read_text(encoding="utf-8"))
    trigger = flow[True] if True in flow else flow["on"]  # YAML 1.1 reads a bare `on` as true
    assert trigger == {"push": {"tags": ["v*"]}}
    jobs = flow["jobs"]
    assert set(jobs) == {"tests", "dist", "standalone", "web", "release", "itch"}
    assert all(jobs[name]["needs"] == "tests" for name in ("dist", "standalone", "web"))
    assert sorted(jobs["standalone"]["strategy"]["matrix"]["os"]) == ["macos-latest", "ubuntu-latest",
                                                                      "windows-latest"]
    assert jobs["release"]["needs"] == ["dist", "standalone", "web"]
    text = RELEASE.read_text(encoding="utf-8")
    assert ".ci/run" in text and "python -m build" in text and "tools/web_build.py --archive" in text
    assert "tools/standalone.py --archive --check" in text  # Linux: started under Xvfb
    # itch.io: only with the secret; without it the job says so and pushes nothing
    itch = jobs["itch"]
    assert itch["env"]["BUTLER_API_KEY"] == "${{ secrets.BUTLER_API_KEY }}"
    pushing = [step for step in itch["steps"] if "butler" in str(step.get("run", ""))]
    assert pushing and all(step["if"] == "env.BUTLER_API_KEY != ''" for step in pushing)
