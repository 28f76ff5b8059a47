"""tools/lint.sh finds a Python that has ruff and mypy from any shell, or says how to get one.

The script is run from a copy of the project's layout in a temporary folder, with stand-in
Pythons (shell scripts that answer ``-c "import ruff, mypy"`` as told and log what they were
asked to run), so these checks never lint the real tree.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BASH = shutil.which("bash")

pytestmark = pytest.mark.skipif(BASH is None, reason="tools/lint.sh is a bash script")


def _python(path: Path, *, has_tools: bool) -> Path:
    """A stand-in Python at ``path``: imports ruff and mypy or not, logs every other call."""
    path.parent.mkdir(parents=True, exist_ok=True)
    log = path.parent / "calls.log"
    path.write_text(
        "#!/bin/sh\n"
        f'if [ "$1" = "-c" ]; then exit {0 if has_tools else 1}; fi\n'
        f'echo "$0 $*" >> "{log}"\n',
        encoding="utf-8",
    )
    path.chmod(0o755)
    return log


def _project(tmp_path: Path) -> Path:
    project = tmp_path / "project"
    (project / "tools").mkdir(parents=True)
    shutil.copy(ROOT / "tools" / "lint.sh", project / "tools" / "lint.sh")
    return project


def _run(project: Path, path_dir: Path, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {"PATH": f"{path_dir}:/usr/bin:/bin", "HOME": str(cwd), **env}
    assert BASH is not None
    return subprocess.run([BASH, str(project / "tools" / "lint.sh")], cwd=cwd, env=environment,
                          capture_output=True, text=True, timeout=30)


def test_lint_uses_the_projects_venv_when_python3_on_path_lacks_ruff(tmp_path: Path) -> None:
    project = _project(tmp_path)
    _python(tmp_path / "bin" / "python3", has_tools=False)
    venv_log = _python(project / ".venv" / "bin" / "python", has_tools=True)
    done = _run(project, tmp_path / "bin", cwd=tmp_path)  # another folder, no venv activated
    assert done.returncode == 0, done.stderr
    assert venv_log.read_text().splitlines() == [".venv/bin/python -m ruff check .", ".venv/bin/python -m mypy"]
    assert not (tmp_path / "bin" / "calls.log").exists()


def test_lint_uses_python3_on_path_when_it_has_the_tools(tmp_path: Path) -> None:
    project = _project(tmp_path)
    path_log = _python(tmp_path / "bin" / "python3", has_tools=True)
    venv_log = _python(project / ".venv" / "bin" / "python", has_tools=True)
    done = _run(project, tmp_path / "bin", cwd=project)
    assert done.returncode == 0, done.stderr
    assert [line.split(" ", 1)[1] for line in path_log.read_text().splitlines()] == ["-m ruff check .", "-m mypy"]
    assert not venv_log.exists()


def test_lint_without_ruff_anywhere_names_the_readmes_install_command(tmp_path: Path) -> None:
    project = _project(tmp_path)
    _python(tmp_path / "bin" / "python3", has_tools=False)
    done = _run(project, tmp_path / "bin", cwd=tmp_path)
    assert done.returncode != 0
    assert "No module named" not in done.stderr
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    install = 'python3 -m pip install -e ".[test]"'
    assert f"    {install} && python3 -m pytest" in readme  # the README's test install
    venv = re.search(r"^    (python3 -m venv .*)$", readme, flags=re.M)
    assert venv, "the README does not say how to set up a virtual environment"
    for command in (install, venv.group(1)):
        assert command in done.stderr, f"lint.sh's message does not name the README's {command!r}"
    assert "    bash tools/lint.sh" in readme


def test_lint_honours_an_explicit_python(tmp_path: Path) -> None:
    project = _project(tmp_path)
    _python(tmp_path / "bin" / "python3", has_tools=False)
    chosen_log = _python(tmp_path / "py" / "python3.12", has_tools=True)
    done = _run(project, tmp_path / "bin", cwd=tmp_path, LINT_PYTHON=str(tmp_path / "py" / "python3.12"))
    assert done.returncode == 0, done.stderr
    assert len(chosen_log.read_text().splitlines()) == 2
