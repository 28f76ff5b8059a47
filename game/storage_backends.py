"""Where saved documents live: a JSON file per purpose natively, the page's localStorage in
the browser, memory in tests; the platform's data folder; and the small helpers the
backends share.  :mod:`game.storage` builds the one defensive Storage on top of these.
"""

from __future__ import annotations

import os
import stat
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final, Literal, Protocol

APP_ID = "heart-to-heart"
ENV_DIR = "HEARTS_APP_DATA_DIR"
#: Documents larger than this are refused unread (the largest real one is ~60 kB).
MAX_BYTES = 1_000_000
#: Temporary files older than this (seconds) are leftovers of a killed or failed write.
STALE_TEMP_SECONDS = 60.0
TEMP_SUFFIX = ".json.tmp"
#: The longest wait for another process's lock while playing (seconds).  Past it nothing is
#: written (the other process is between its read and its write: writing now would lose its
#: change, or it would lose ours); the change is kept and written with the next one.
LOCK_TIMEOUT = 2.0
#: The longest wait on quitting, for the changes still kept (a stopped process may hold the
#: lock for ever: quitting must end all the same).
FLUSH_LOCK_TIMEOUT = 30.0

#: What :meth:`FileBackend.lock` had: the lock; another process holds it (do not write);
#: no file locks here at all (a read-only folder, a platform without them: write as before).
LockState = Literal["held", "busy", "none"]
HELD: Final = "held"
BUSY: Final = "busy"
NO_LOCK: Final = "none"

class NotRegularFile(OSError):
    """The path holds a FIFO, a folder, a device...: never opened, never read."""


class TooLarge(OSError):
    """More than :data:`MAX_BYTES`: not read (a save is never that big)."""


class Backend(Protocol):
    def read(self, key: str) -> str | None: ...
    def write(self, key: str, text: str) -> None: ...
    def delete(self, key: str) -> None: ...
    def rename(self, key: str, new_key: str) -> None: ...
    # ``keys()`` (the keys stored, in any order) is optional: game/progress.py lists the
    # documents with it.


def aside_name(purpose: str) -> str:
    """A name no other document has: the purpose, the time, and random letters."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    return f"{purpose}.corrupt-{stamp}-{_token(3)}"


class FileBackend:
    """A JSON file per key in a folder; writes are atomic so a crash never leaves half a file."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._next_clean = 0.0

    def _path(self, key: str) -> Path:
        return self.folder / f"{key}.json"

    def read(self, key: str) -> str | None:
        """The text, ``None`` if missing; raises (never blocks) for anything unreadable."""
        path = self._path(key)
        try:
            info = os.stat(path)
        except FileNotFoundError:
            return None
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(f"{path.name} is not a regular file")
        # O_NONBLOCK: should a FIFO replace the file between stat and open, the open
        # still returns at once and the fstat below refuses it.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise NotRegularFile(f"{path.name} is not a regular file")
            with os.fdopen(fd, "rb", closefd=False) as fh:
                raw = fh.read(MAX_BYTES + 1)
        finally:
            os.close(fd)
        if len(raw) > MAX_BYTES:
            raise TooLarge(f"{path.name} is larger than {MAX_BYTES} bytes")
        # Undecodable bytes become U+FFFD: the text then fails validation and the file
        # is kept aside by renaming, so the original bytes survive.
        return raw.decode("utf-8", "replace")

    def write(self, key: str, text: str) -> None:
        """Write through a unique temporary file: two processes never share one."""
        import tempfile  # natively only; kept off the start-up path

        self.folder.mkdir(parents=True, exist_ok=True)
        self.clean_stale_temp_files()
        fd, tmp = tempfile.mkstemp(prefix=f"{key}.", suffix=TEMP_SUFFIX, dir=self.folder)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(text.encode("utf-8"))
                fh.flush()
                os.fsync(fh.fileno())  # an fsync error (full disk, I/O) fails the save
            os.replace(tmp, self._path(key))
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        # No fsync of the folder after the rename: it would double the stall of every
        # autosave in the single-threaded frame loop, and a crash then at worst leaves the
        # previous complete document, never half of one.

    def keys(self) -> list[str]:
        """The documents in the folder (``<key>.json``; temporary files left out)."""
        try:
            names = [e.name for e in os.scandir(self.folder) if e.name.endswith(".json")]
        except OSError:
            return []
        return [n[:-len(".json")] for n in names if not n.endswith(TEMP_SUFFIX)]

    def delete(self, key: str) -> None:
        try:
            self._path(key).unlink()
        except FileNotFoundError:
            pass

    @contextmanager
    def lock(self, key: str, timeout: float = LOCK_TIMEOUT) -> Iterator[LockState]:
        """Hold ``<key>.lock`` (an OS file lock, released by the OS if the process dies)
        while reading, merging and writing ``key``; yields :data:`HELD`, :data:`BUSY`
        (another process kept it ``timeout`` seconds: the caller must not write) or
        :data:`NO_LOCK` (no file locks to be had here: the write goes ahead as before).

        Never raises and never waits longer than ``timeout``."""
        fd = None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.folder / f"{key}.lock", os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            fd = None  # the write that follows fails, and says so, if the folder is unusable
        state: LockState = _lock_file(fd, timeout) if fd is not None else NO_LOCK
        try:
            yield state
        finally:
            if fd is not None:
                if state == HELD:
                    _unlock_file(fd)
                os.close(fd)

    def rename(self, key: str, new_key: str) -> None:
        """Move a document (whatever it is: file, FIFO, folder) to a name not in use."""
        target = self._path(new_key)
        if os.path.lexists(target):
            raise FileExistsError(f"{target.name} exists")
        os.rename(self._path(key), target)

    def clean_stale_temp_files(self, max_age: float = STALE_TEMP_SECONDS) -> list[str]:
        """Remove ``*.json.tmp`` left by a killed or failed write (at start, then at most
        once a minute while writing).

        Only old ones: a young one may be another process's write in progress."""
        now = time.time()
        if now < self._next_clean:
            return []
        self._next_clean = now + max_age
        removed: list[str] = []
        try:
            entries = list(os.scandir(self.folder))
        except OSError:
            return removed
        for entry in entries:
            if not entry.name.endswith(TEMP_SUFFIX):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > max_age:
                    os.unlink(entry.path)
                    removed.append(entry.name)
            except OSError:
                pass
        return removed


class LocalStorageBackend:
    """``window.localStorage`` in the browser (pygbag); keys are prefixed with the app id."""

    def __init__(self, local_storage: Any, prefix: str = APP_ID + "/") -> None:
        self.ls = local_storage
        self.prefix = prefix

    def _get(self, name: str) -> str | None:
        """The text stored under the full key ``name``, ``None`` where there is none."""
        value = self.ls.getItem(name)
        if value is None:
            return None
        value = str(value)
        # Some bridges hand JavaScript's null/undefined back as strings.
        return None if value in ("null", "undefined") else value

    def read(self, key: str) -> str | None:
        value = self._get(self.prefix + key)
        if value is None:
            return None
        if len(value) > MAX_BYTES:
            raise TooLarge(f"{key} is larger than {MAX_BYTES} characters")
        return value

    def write(self, key: str, text: str) -> None:
        self.ls.setItem(self.prefix + key, text)

    def keys(self) -> list[str]:
        """The keys of this app's documents in the page's storage."""
        out = []
        for i in range(int(self.ls.length)):
            name = self.ls.key(i)
            name = None if name is None else str(name)
            if name and name.startswith(self.prefix):
                out.append(name[len(self.prefix):])
        return out

    def delete(self, key: str) -> None:
        self.ls.removeItem(self.prefix + key)

    def rename(self, key: str, new_key: str) -> None:
        value = self._get(self.prefix + key)
        if value is None:
            raise KeyError(key)
        if self._get(self.prefix + new_key) is not None:
            raise FileExistsError(new_key)
        self.ls.setItem(self.prefix + new_key, value)  # may fail (quota): nothing lost
        self.ls.removeItem(self.prefix + key)


class MemoryBackend:
    """For tests, and the fallback when neither a folder nor localStorage can be used."""

    def __init__(self, fallback: bool = False) -> None:
        self.items: dict[str, str] = {}
        #: Standing in for storage that failed: the player is told nothing will be kept.
        self.fallback = fallback

    def read(self, key: str) -> str | None:
        return self.items.get(key)

    def write(self, key: str, text: str) -> None:
        self.items[key] = text

    def keys(self) -> list[str]:
        return list(self.items)

    def delete(self, key: str) -> None:
        self.items.pop(key, None)

    def rename(self, key: str, new_key: str) -> None:
        if new_key in self.items:
            raise FileExistsError(new_key)
        self.items[new_key] = self.items.pop(key)


def user_data_dir() -> Path:
    """Where a desktop app keeps its data on this platform (or ``$HEARTS_APP_DATA_DIR``).

    Linux and other Unix desktops: ``$XDG_DATA_HOME/heart-to-heart``, by default
    ``~/.local/share/heart-to-heart`` (a relative or empty ``XDG_DATA_HOME`` is ignored, as
    the XDG spec says).  Saves already in ``~/.local/share/heart-to-heart`` keep being used
    when ``XDG_DATA_HOME`` points elsewhere and holds no folder of the game's yet, so
    setting that variable never hides a game in progress.  Windows: ``%APPDATA%``; macOS:
    ``~/Library/Application Support``."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = os.environ.get("APPDATA")
        return Path(base) / APP_ID if base else Path.home() / APP_ID
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_ID
    base = os.environ.get("XDG_DATA_HOME", "")
    if not os.path.isabs(base):
        return Path.home() / ".local" / "share" / APP_ID
    chosen = Path(base) / APP_ID
    try:
        default = Path.home() / ".local" / "share" / APP_ID
    except (RuntimeError, KeyError):  # no home folder: the XDG folder alone
        return chosen
    if chosen != default and not chosen.exists() and default.is_dir():
        return default
    return chosen


def default_backend() -> Backend:
    if sys.platform == "emscripten":
        try:
            import platform as browser  # pygbag's bridge to the page

            return LocalStorageBackend(browser.window.localStorage)
        except Exception as exc:  # private mode, blocked storage...
            _warn(f"localStorage unavailable ({exc}); nothing will be kept")
            return MemoryBackend(fallback=True)
    try:
        folder = user_data_dir()
    except (RuntimeError, KeyError, OSError) as exc:  # no home folder (a service account, a bare container)
        _warn(f"no folder for saved data ({exc}); nothing will be kept")
        return MemoryBackend(fallback=True)
    return FileBackend(folder)


def _token(n: int) -> str:
    """``2n`` random hex digits (a run's id, a kept-aside name): not a secret, only unique."""
    try:
        return os.urandom(n).hex()
    except (NotImplementedError, OSError):
        import random

        return f"{random.getrandbits(8 * n):0{2 * n}x}"


def _warn(message: str) -> None:
    print(f"storage: {message}", file=sys.stderr)


def _lock_file(fd: int, timeout: float) -> LockState:
    """An exclusive lock on the open file ``fd``, tried until ``timeout`` seconds pass."""
    deadline = time.monotonic() + timeout
    pause = 0.001
    while True:
        try:
            if sys.platform == "win32":  # os.name == "nt", spelt so type checkers pick the branch
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return HELD
        except (BlockingIOError, PermissionError):
            now = time.monotonic()
            if now >= deadline:
                return BUSY
            # Another process is between its read and its write (a few milliseconds, longer
            # on a loaded machine): sleep a little, longer each time, so the holder gets the
            # processor to finish.  Files are native only: nothing here runs in the browser.
            time.sleep(min(pause, deadline - now))
            pause = min(pause * 2, 0.05)
        except (ImportError, OSError, AttributeError):
            return NO_LOCK  # no file locks here


def _unlock_file(fd: int) -> None:
    try:
        if sys.platform == "win32":
            import msvcrt

            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_UN)
    except (ImportError, OSError, AttributeError):
        pass  # closing the file releases it all the same
