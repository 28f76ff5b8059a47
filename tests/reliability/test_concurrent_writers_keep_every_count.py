"""Two windows on one profile (two app processes on one folder, two tabs on one
localStorage) each keep their own copy of the statistics and settings in memory.  Every
count and every setting either one records survives the other's writes.

The windows are driven in lockstep (one command, then the other window's), in the order
a real pair of windows produces: both count a game, then both mark the daily win, then
both record the shortest win, then a Hearts game.  That interleaving is fixed, so the
tests are exact and never depend on timing; a free-running pair of processes is checked
as well."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game.settings import Settings
from game.stats import Stats
from game.storage import FileBackend, LocalStorageBackend, Storage
from tests.reliability.concurrent_writer import Window

ROOT = Path(__file__).resolve().parents[2]
GAMES = 40


class FakeLocalStorage:
    """The browser's localStorage, shared by every tab of one origin."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key):  # noqa: N802 (the browser's names)
        return self.items.get(key)

    def setItem(self, key, value):  # noqa: N802
        self.items[key] = str(value)

    def removeItem(self, key):  # noqa: N802
        self.items.pop(key, None)


def lockstep(games: int):
    """The commands of two windows, in the order they reach the saved documents."""
    yield "a", "set general.sound off"
    yield "b", "set general.animation fast"
    for i in range(games):
        for step in Window.GAME:
            yield "a", f"{step} {i}"
            yield "b", f"{step} {i}"


def check_totals(stats: Stats, settings: Settings, games: int) -> None:
    h2h, hearts = stats.h2h, stats.hearts
    assert h2h["played"] == 2 * games and h2h["won"] == 2 * games
    assert len(h2h["daily_won"]) == 2 * games  # every daily win of both windows
    assert h2h["best_shortest_ratio"] == 1.0  # the first game of each: shortest 40 in 40 moves
    assert hearts["hands_played"] == 2 * games and hearts["total_points"] == 10 * games
    assert hearts["games_played"] == 2 * games and hearts["games_won"] == games
    assert hearts["normal_hands_played"] == 2 * games and hearts["normal_games_won"] == games
    assert settings.get("general.sound") is False  # window a's change, not undone by b
    assert settings.get("general.animation") == "fast"  # window b's change


def test_two_tabs_on_one_local_storage_keep_every_count_and_setting():
    ls = FakeLocalStorage()
    windows = {name: Window(name, Storage(LocalStorageBackend(ls))) for name in "ab"}
    for name, command in lockstep(GAMES):
        windows[name].do(command)
    fresh = Storage(LocalStorageBackend(ls))
    check_totals(Stats(fresh), Settings(fresh), GAMES)


def start_window(name: str, folder: Path) -> subprocess.Popen:
    env = {**os.environ, "HEARTS_APP_DATA_DIR": str(folder)}
    proc = subprocess.Popen([sys.executable, "-m", "tests.reliability.concurrent_writer", name],
                            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline() == "ready\n", proc.stderr.read()
    return proc


def finish(procs) -> None:
    for proc in procs:
        proc.stdin.close()
    for proc in procs:
        assert proc.wait(timeout=120) == 0, proc.stderr.read()
        assert "Traceback" not in proc.stderr.read()


def test_two_processes_on_one_folder_keep_every_count_and_setting(tmp_path):
    procs = {name: start_window(name, tmp_path) for name in "ab"}
    try:
        for name, command in lockstep(GAMES):
            procs[name].stdin.write(command + "\n")
            procs[name].stdin.flush()
            assert procs[name].stdout.readline() == "ok\n", procs[name].stderr.read()
    finally:
        finish(procs.values())
    fresh = Storage(FileBackend(tmp_path))
    check_totals(Stats(fresh), Settings(fresh), GAMES)


def test_two_free_running_processes_on_one_folder_count_every_game(tmp_path):
    """No lockstep: both write as fast as they can; the lock and the merge still count all."""
    procs = [start_window(name, tmp_path) for name in "ab"]
    try:
        for proc in procs:  # every command at once: the two run side by side
            proc.stdin.write("".join(f"{step} {i}\n" for i in range(GAMES) for step in Window.GAME))
            proc.stdin.flush()
    finally:
        finish(procs)
    stats = Stats(Storage(FileBackend(tmp_path)))
    assert stats.h2h["played"] == 2 * GAMES and len(stats.h2h["daily_won"]) == 2 * GAMES
    assert stats.hearts["games_played"] == 2 * GAMES
