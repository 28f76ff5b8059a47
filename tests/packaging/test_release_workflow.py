"""The workflows: what the release (.github/workflows/release.yml) builds on a version tag, what
the tests run on each platform, every action pinned and no token kept, and actionlint's
verdict on every workflow (.ci/run also checks them against GitHub's workflow schema and
audits them with zizmor).

actionlint runs where it is installed (``actionlint`` on PATH; with shellcheck on PATH it
checks the ``run:`` scripts too); elsewhere that test is skipped and says why.  The shape
of the release itself is checked everywhere."""

from __future__ import annotations

import re
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
    assert set(jobs) == {"tests", "build", "release", "itch"}
    assert jobs["build"]["needs"] == "tests"
    assert sorted(jobs["build"]["strategy"]["matrix"]["os"]) == ["macos-latest", "ubuntu-latest", "windows-latest"]
    assert jobs["release"]["needs"] == "build"
    text = RELEASE.read_text(encoding="utf-8")
    assert ".ci/run" in text
    # the build steps are one script, the one .ci/run runs too
    assert "python tools/release_build.py release --check" in text  # Linux: everything, started under Xvfb
    assert "python tools/release_build.py release --parts standalone" in text  # Windows, macOS
    assert "tools/release_build.py" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    # itch.io: only with the secret; without it the job says so and pushes nothing
    itch = jobs["itch"]
    assert itch["env"]["BUTLER_API_KEY"] == "${{ secrets.BUTLER_API_KEY }}"
    pushing = [step for step in itch["steps"] if "butler" in str(step.get("run", ""))]
    assert pushing and all(step["if"] == "env.BUTLER_API_KEY != ''" for step in pushing)
    # the secret is in no other job
    assert [name for name, job in jobs.items() if "BUTLER_API_KEY" in str(job) and name != "itch"] == []


def _steps(flow: dict) -> list[tuple[str, dict]]:
    return [(name, step) for name, job in flow["jobs"].items() for step in job.get("steps", [])]


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=[w.name for w in WORKFLOWS])
def test_every_action_is_pinned_to_a_commit_named_by_its_version(workflow: Path) -> None:
    """A tag can be moved to other code; a commit cannot.  The comment says which release it is."""
    lines = [line.strip() for line in workflow.read_text(encoding="utf-8").splitlines()]
    uses = [line for line in lines if line.lstrip("- ").startswith("uses:")]
    assert uses
    for line in uses:
        assert re.fullmatch(r"(- )?uses: [\w.-]+/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+", line), line


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=[w.name for w in WORKFLOWS])
def test_no_checkout_keeps_the_token_and_every_job_says_what_it_may_do(workflow: Path) -> None:
    yaml = pytest.importorskip("yaml")
    flow = yaml.safe_load(workflow.read_text(encoding="utf-8"))
    for job, step in _steps(flow):
        if str(step.get("uses", "")).startswith("actions/checkout@"):
            assert step.get("with", {}).get("persist-credentials") is False, job
    assert "permissions" in flow or all("permissions" in job for job in flow["jobs"].values())


def test_the_other_platforms_run_test_files_that_exist() -> None:
    yaml = pytest.importorskip("yaml")
    flow = yaml.safe_load((ROOT / ".github" / "workflows" / "tests.yml").read_text(encoding="utf-8"))
    job = flow["jobs"]["platforms"]
    assert sorted(job["strategy"]["matrix"]["os"]) == ["macos-latest", "windows-latest"]
    assert job["env"]["SDL_VIDEODRIVER"] == "dummy"  # no X server there
    (command,) = [step["run"] for step in job["steps"] if "pytest" in str(step.get("run", ""))]
    named = [word for word in command.split() if word.startswith("tests/")]
    assert "tests/ui/test_storage.py" in named and "tests/reliability" in named
    assert [path for path in named if not (ROOT / path).exists()] == []
    linux = flow["jobs"]["linux"]
    assert linux["strategy"]["matrix"]["python"] == ["3.11", "3.12", "3.13"]
