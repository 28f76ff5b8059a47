"""Shared set-up for every test: headless SDL, the repository on ``sys.path``, and fixtures
for the app's global state (the language, the shared storage) so no test has to undo them
by hand with try/finally, and a failing test cannot leak them into the next one."""

from __future__ import annotations

import itertools
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

# Headless by default: UI tests drive the real app through SDL's dummy driver.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# No property test depends on the machine's speed: the suite runs in parallel processes on a
# shared machine, where one example can take ten times as long as on an idle one. Hypothesis'
# deadline (200 ms an example) and its "too slow" health check measure exactly that; a test
# that sets its own keeps it.
settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--full-sweep", action="store_true", default=False,
                     help="also run the layout sweep at every window size (CI does; the default run "
                          "covers one size of each kind, English at the two main ones)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "real_fsync: this test needs os.fsync to really flush to the disk")
    config.addinivalue_line("markers", "full_sweep: a case of the layout sweep only --full-sweep runs "
                                       "(a size whose kind a default case already covers)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--full-sweep"):
        return
    skip = pytest.mark.skip(reason="one of the full layout sweep's sizes: run with --full-sweep")
    for item in items:
        if "full_sweep" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _global_state_restored() -> Iterator[None]:
    """Every test starts and ends in English with no shared storage chosen: ``set_language``
    and ``set_default_storage`` are process-wide, and a test that changes them (or fails
    halfway) must not change the next test."""
    from game import i18n, storage

    i18n.set_language("en")
    storage.set_default_storage(None)
    yield
    i18n.set_language("en")
    storage.set_default_storage(None)


_data_folders = itertools.count()


@pytest.fixture(autouse=True)
def _data_folder_of_its_own(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """A test that does not say where the app keeps its data (``app_data``, ``open_app``, a
    storage of its own) saves in a folder of its own, never in the user's real data folder:
    tests run in parallel processes (pytest-xdist), and two of them must not share saves
    (this worker's temporary folder, one new path a test; made only when the app writes).
    Subprocesses started by the test inherit it.  Tests of the platform's default folder
    remove the variable themselves."""
    from game import storage

    folder = tmp_path_factory.getbasetemp() / "app-data" / str(next(_data_folders))
    monkeypatch.setenv(storage.ENV_DIR, str(folder))


@pytest.fixture(autouse=True)
def _no_disk_flush(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """``os.fsync`` only checks its descriptor here (``os.fstat`` fails on a bad one, as
    fsync would): the flush protects a save from a power cut, no test cuts the power, and
    the app's saves wait on a disk the other programs on this machine keep busy.  A test
    that needs the real call says ``@pytest.mark.real_fsync``; one that makes fsync fail
    patches it itself."""
    if request.node.get_closest_marker("real_fsync") is None:
        monkeypatch.setattr(os, "fsync", os.fstat)


@pytest.fixture
def app_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The app's saved data in ``tmp_path`` (through HEARTS_APP_DATA_DIR, as in the field);
    the shared storage is opened there on first use."""
    from game import storage

    monkeypatch.setenv(storage.ENV_DIR, str(tmp_path))
    storage.set_default_storage(None)
    return tmp_path


@pytest.fixture
def memory_storage() -> Any:
    """A shared storage that keeps everything in memory: nothing touches the disk."""
    from game.storage import MemoryBackend, Storage, set_default_storage

    kept = Storage(MemoryBackend())
    set_default_storage(kept)
    return kept


@pytest.fixture
def make_app() -> Iterator[Callable[..., Any]]:
    """``make_app(lang="en", **options)``: the real App with these Options, shut down after
    the test.  Pair it with ``memory_storage`` or ``app_data`` to say where it saves
    (tests/harness.py's ``new_app``)."""
    from tests.harness import new_app

    made: list[Any] = []

    def make(lang: str = "en", **options: Any) -> Any:
        app = new_app(lang, **options)
        made.append(app)
        return app

    yield make
    for app in reversed(made):
        app.shutdown()
