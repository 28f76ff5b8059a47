"""One "window" for the concurrent-writer tests: a process (or an object) that keeps its own
Stats and Settings open on a shared profile and records what it is told, one line at a time.

Run as ``python -m tests.reliability.concurrent_writer NAME`` with ``HEARTS_APP_DATA_DIR``
set: each line on standard input is a command (see :meth:`Window.do`), each answered by
``ok`` on standard output once it is saved, so a test can interleave two windows exactly.
"""

from __future__ import annotations

import datetime as dt
import sys

from game.settings import Settings
from game.stats import Stats
from game.storage import Storage


class Window:
    """What one app window keeps in memory: its Stats and Settings, loaded once at start."""

    def __init__(self, name: str, storage: Storage) -> None:
        self.name = name
        self.stats = Stats(storage)
        self.settings = Settings(storage)

    def do(self, line: str) -> None:
        cmd, *args = line.split()
        if cmd == "game":  # a Heart to Heart game won
            self.stats.record_h2h_game(True, 30 + int(args[0]), 40 + int(args[0]))
        elif cmd == "daily":  # ... that was a daily deal: each window wins its own dates
            first = dt.date(2026, 1, 1) if self.name == "a" else dt.date(2027, 1, 1)
            self.stats.record_daily_win((first + dt.timedelta(days=int(args[0]))).isoformat())
        elif cmd == "shortest":  # ... and its shortest win was proven a moment later
            self.stats.record_shortest(40, 40 + int(args[0]))
        elif cmd == "hand":  # a Hearts hand and the game it ended
            self.stats.record_hearts_hand(5, won_hand=False, shot_moon=False)
            self.stats.record_hearts_level_hand("normal", 5, False, False, False)
            self.stats.record_hearts_game(won=self.name == "a")
            self.stats.record_hearts_level_game("normal", won=self.name == "a")
        elif cmd == "set":
            self.settings.set(args[0], {"on": True, "off": False}.get(args[1], args[1]))
        else:
            raise ValueError(f"unknown command {line!r}")

    GAME = ("game", "daily", "shortest", "hand")


def main() -> int:
    storage = Storage()
    window = Window(sys.argv[1], storage)
    print("ready", flush=True)
    for line in sys.stdin:
        if line.strip():
            window.do(line)
            print("ok", flush=True)
    return 0 if storage.flush() else 1  # as the app does on quitting


if __name__ == "__main__":
    sys.exit(main())
