"""One offline build of the page per test session, for the tests that read or boot it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.web.offline_build import Build, make


@pytest.fixture(scope="session")
def offline_build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """The session's web build (tests/web/offline_build.py): made once, read by every web test."""
    return make(tmp_path_factory)


@pytest.fixture(scope="session")
def built_web(offline_build: Build) -> Path:
    """build/web as tools/web_build.py makes it (in a temporary folder: the tree is not touched)."""
    return offline_build.web
