"""Another window caught between its read and its write, for as long as a test says: it
takes ``<purpose>.lock``, reads the document, says ``held``, and only when a line comes on
standard input writes its own change over what it read and lets the lock go.

Run as ``python -m tests.reliability.lock_holder PURPOSE`` with ``HEARTS_APP_DATA_DIR`` set
(``stats``: it counts one won game; ``settings``: it sets the animations to fast).  The lock
is held as long as the test likes, so a test never depends on how long a wait lasts."""

from __future__ import annotations

import sys

from game.settings import SETTINGS_VERSION, Settings
from game.stats import STATS_VERSION, Stats
from game.storage import HELD, FileBackend, Storage


def main() -> int:
    purpose = sys.argv[1]
    storage = Storage()
    backend = storage.backend
    assert isinstance(backend, FileBackend)
    with backend.lock(purpose) as state:
        if state != HELD:
            print(f"no lock: {state}", flush=True)
            return 1
        if purpose == "stats":
            stats = Stats(storage)  # the read
            print("held", flush=True)
            sys.stdin.readline()
            stats._h2h_game(stats.h2h, True, 30, 40, 0)
            written = storage.save(purpose, STATS_VERSION, stats.data)  # the write, still locked
        else:
            settings = Settings(storage)
            print("held", flush=True)
            sys.stdin.readline()
            written = storage.save(purpose, SETTINGS_VERSION,
                                   {**settings._saved, "general.animation": "fast"})
    print("written" if written else "not written", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
