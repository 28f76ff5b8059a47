"""One offline build of the page per test session, for the tests that read or boot it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def built_web(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """build/web as tools/web_build.py makes it (into a temporary folder: the tree is not touched)."""
    pytest.importorskip("pygbag", reason="pygbag==0.9.3 is needed for the web build: pip install -e '.[web]'")
    out = tmp_path_factory.mktemp("web-out")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "web_build.py"), "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"the web build failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return out / "web"
