"""Saved data: one versioned JSON document per purpose, never a crash, never a lost save.

Purposes are short names: ``settings``, ``stats``, ``game.heart_to_heart``,
``game.hearts``.  Each is stored as
``{"version": N, "saved_at": epoch, "writer": run id, "data": {...}}``:

- in the browser (``sys.platform == "emscripten"``) under the localStorage key
  ``heart-to-heart/<purpose>``;
- natively as ``<data dir>/<purpose>.json``, written through a unique temporary file
  (flushed and fsynced, every error checked) and an atomic rename, where the data dir is
  ``$HEARTS_APP_DATA_DIR`` if set (tests use it), else the platform's user data folder.

One rule for every document (:meth:`Storage.load` with the document's ``validate``):

- Reading never raises and never blocks: a non-regular file (a FIFO, a folder) is not
  opened; text larger than :data:`MAX_BYTES` is not read.
- A document that is not JSON, not the envelope, of an older version nothing migrates,
  or that its validator refuses (types, ranges, finiteness, the rules) is **kept aside**
  under a unique name ``<purpose>.corrupt-<time>-<random>`` (renamed, byte for byte) and
  the caller gets ``None``; a validator may also salvage part of it (:class:`Salvaged`),
  the original is then kept aside all the same.
- A document from a **newer version** of the app is left exactly where it is, and this
  run never writes or deletes that purpose (the old app cannot know what it holds).
- If a document cannot be kept aside, it is not overwritten either.
- A document that **cannot be read now** (no permission, no file handles left, an I/O
  error, the data folder a file) is not corrupt: it is left where it is, the player is
  told, and this run never writes that purpose.
- Every such event is queued once as a :class:`Notice`; the app shows it to the player.

Two windows on one profile (two browser tabs share one localStorage; two app processes
can share one folder).  Counters and settings go through :meth:`Storage.update`: the
stored document is read again and the change applied to it just before the atomic write,
under a lock file natively (``<purpose>.lock``), so one window never writes back an old
copy over another window's increment or setting.  A game save (``save(..., guard=True)``) first checks that the
stored document is still the one this run last read or wrote.  If another run changed it
meanwhile, this run stops saving that purpose (and says so once) rather than destroy the
other window's game in progress.
"""

from __future__ import annotations

import json
import os
import stat
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from game import safejson
from game.safejson import NewerVersion

APP_ID = "heart-to-heart"
ENV_DIR = "HEARTS_APP_DATA_DIR"
#: Documents larger than this are refused unread (the largest real one is ~60 kB).
MAX_BYTES = 1_000_000
#: Temporary files older than this (seconds) are leftovers of a killed or failed write.
STALE_TEMP_SECONDS = 60.0
TEMP_SUFFIX = ".json.tmp"
#: The longest wait for another process's lock (seconds); past it the write goes ahead
#: unlocked rather than freeze the game (a stopped process may hold the lock).
LOCK_TIMEOUT = 2.0

#: Migrations are ``f(data, from_version) -> data`` that may raise; raising means "unusable".
Migrate = Callable[[dict, int], dict]
#: Validators turn a document's data into what the caller uses, or raise ValueError.
Validate = Callable[[Any], Any]

# Notice kinds
REFUSED = "refused"  # unusable: kept aside, the caller starts afresh
SALVAGED = "salvaged"  # partly unusable: the good part kept, the original kept aside
NEWER = "newer"  # from a newer version: left untouched, not written this run
STUCK = "stuck"  # unusable but could not be kept aside: left untouched, not written
UNREADABLE = "unreadable"  # cannot be read now (permission, out of file handles): left, not written
CONFLICT = "conflict"  # changed by another window: this run no longer writes it
UNSAVED = "unsaved"  # a write failed (disk full, read-only folder...)
NOWHERE = "nowhere"  # no storage at all (a browser's private mode): nothing outlives the page


class NotRegularFile(OSError):
    """The path holds a FIFO, a folder, a device...: never opened, never read."""


class TooLarge(OSError):
    """More than :data:`MAX_BYTES`: not read (a save is never that big)."""


class Salvaged(ValueError):
    """Raised by a validator that could use part of a document: ``value`` is that part."""

    def __init__(self, reason: str, value: Any) -> None:
        super().__init__(reason)
        self.value = value


@dataclass(frozen=True)
class Notice:
    """Something the player should hear about once: what happened to which document."""

    kind: str
    purpose: str
    kept_as: str | None = None
    reason: str = ""


def is_newer_version(exc: BaseException) -> bool:
    """Was ``exc`` raised for a document written by a newer app?  (:class:`NewerVersion`
    lives in :mod:`game.safejson`, so the rules engines raise it without importing this.)"""
    return isinstance(exc, NewerVersion) or bool(getattr(exc, "newer_version", False))


class Backend(Protocol):
    def read(self, key: str) -> str | None: ...
    def write(self, key: str, text: str) -> None: ...
    def delete(self, key: str) -> None: ...
    def rename(self, key: str, new_key: str) -> None: ...


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

    def delete(self, key: str) -> None:
        try:
            self._path(key).unlink()
        except FileNotFoundError:
            pass

    @contextmanager
    def lock(self, key: str, timeout: float = LOCK_TIMEOUT) -> Iterator[bool]:
        """Hold ``<key>.lock`` (an OS file lock, released by the OS if the process dies)
        while reading, merging and writing ``key``; yields whether the lock was had.

        Never raises and never waits longer than ``timeout``: without a lock (a read-only
        folder, a platform without file locks) the write goes ahead as before."""
        fd = None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.folder / f"{key}.lock", os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            fd = None  # the write that follows fails, and says so, if the folder is unusable
        held = fd is not None and _lock_file(fd, timeout)
        try:
            yield held
        finally:
            if fd is not None:
                if held:
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

    def read(self, key: str) -> str | None:
        value = self.ls.getItem(self.prefix + key)
        if value is None:
            return None
        value = str(value)
        # Some bridges hand JavaScript's null/undefined back as strings.
        if value in ("null", "undefined"):
            return None
        if len(value) > MAX_BYTES:
            raise TooLarge(f"{key} is larger than {MAX_BYTES} characters")
        return value

    def write(self, key: str, text: str) -> None:
        self.ls.setItem(self.prefix + key, text)

    def delete(self, key: str) -> None:
        self.ls.removeItem(self.prefix + key)

    def rename(self, key: str, new_key: str) -> None:
        value = self.ls.getItem(self.prefix + key)
        if value is None:
            raise KeyError(key)
        if self.ls.getItem(self.prefix + new_key) is not None:
            raise FileExistsError(new_key)
        self.ls.setItem(self.prefix + new_key, str(value))  # may fail (quota): nothing lost
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


class Storage:
    """Load and save versioned documents by purpose.  All methods are safe to call anywhere."""

    def __init__(self, backend: Backend | None = None) -> None:
        self.backend = backend if backend is not None else default_backend()
        #: This run's id, written into every document (to tell another window's writes).
        self.writer = _token(8)
        self.started_at = time.time()
        #: Purposes this run must not write: newer version, stuck, or another window's.
        self.hands_off: dict[str, str] = {}
        self.notices: list[Notice] = []
        self._told: set[tuple[str, str]] = set()
        #: The text of each purpose as this run last read or wrote it (``None``: absent).
        self._seen: dict[str, str | None] = {}
        if getattr(self.backend, "fallback", False):
            self._tell(Notice(NOWHERE, "all"))
        clean = getattr(self.backend, "clean_stale_temp_files", None)
        if clean is not None:
            try:
                removed = clean()
                if removed:
                    _warn(f"removed leftover temporary files: {', '.join(removed)}")
            except Exception as exc:
                _warn(f"cannot clean temporary files: {exc}")

    # -- reading ---------------------------------------------------------------------------
    def load(
        self,
        purpose: str,
        version: int,
        migrate: Migrate | None = None,
        validate: Validate | None = None,
    ) -> Any:
        """The document's data (through ``validate`` when given), or ``None``.

        ``None`` means missing, or refused: then the document was kept aside (or, if from
        a newer version, left untouched) and a :class:`Notice` was queued.
        """
        if purpose in self.hands_off:
            return None
        try:
            text = self.backend.read(purpose)
        except (NotRegularFile, TooLarge) as exc:  # a FIFO, a folder, too large: never a save
            self._refuse(purpose, f"{type(exc).__name__}: {exc}")
            return None
        except Exception as exc:  # permission, no file handles left, I/O: cannot read *now*
            # Not corrupt: a good save may be behind it.  Left where it is, never written
            # over in this run (writing would replace what could not be read).
            self._hands_off(purpose, UNREADABLE, f"{type(exc).__name__}: {exc}")
            return None
        if text is None:
            self._seen[purpose] = None
            return None
        try:
            doc = safejson.loads(text)
            if not isinstance(doc, dict) or not isinstance(doc.get("data"), dict):
                raise ValueError("not a saved document")
            found = doc.get("version")
            if not safejson.is_int(found, 0, safejson.MAX_INT):
                raise ValueError("no version number")
            if found > version:
                raise NewerVersion(f"version {found}, this app knows {version}")
            data = doc["data"]
            if found < version:
                if migrate is None:
                    raise ValueError(f"version {found}, expected {version}")
                data = migrate(data, found)
                if not isinstance(data, dict):
                    raise ValueError(f"version {found} could not be migrated")
            value = validate(data) if validate is not None else data
        except Salvaged as part:
            self._refuse(purpose, str(part), kind=SALVAGED)
            return part.value
        except Exception as exc:  # bad JSON, wrong shape, failed migration or validation
            if is_newer_version(exc):
                self._hands_off(purpose, NEWER, str(exc))
            else:
                self._refuse(purpose, str(exc) or type(exc).__name__)
            return None
        self._seen[purpose] = text
        return value

    def saved_at(self, purpose: str) -> float | None:
        """When a document was last saved (to pick the newest game to continue)."""
        if purpose in self.hands_off:
            return None
        try:
            text = self.backend.read(purpose)
        except (NotRegularFile, TooLarge):
            return 0.0  # something is there: opening it will tell what
        except Exception:
            return None  # cannot be read now (or no data folder): nothing to continue
        if text is None:
            return None
        try:
            doc = safejson.loads(text)
            value = doc.get("saved_at") if isinstance(doc, dict) else None
            return float(value) if safejson.is_number(value, 0, 1e12) else 0.0
        except Exception:
            return 0.0  # something is there: opening it will tell what

    # -- writing ---------------------------------------------------------------------------
    def save(self, purpose: str, version: int, data: dict, guard: bool = False) -> bool:
        """Write the document; ``False`` (never an exception) when it was not written.

        ``guard``: a game in progress; not written over another window's newer save."""
        if purpose in self.hands_off:
            return False
        if guard and self._changed_elsewhere(purpose):
            return False
        doc = {"version": version, "saved_at": round(time.time(), 3), "writer": self.writer,
               "data": data}
        try:
            text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"), sort_keys=True,
                              allow_nan=False)
        except (TypeError, ValueError) as exc:
            _warn(f"cannot serialise {purpose}: {exc}")
            return False
        try:
            self.backend.write(purpose, text)
        except Exception as exc:
            _warn(f"cannot save {purpose}: {exc}")
            self._tell(Notice(UNSAVED, purpose, reason=str(exc)))
            return False
        self._seen[purpose] = text
        return True

    def update(
        self,
        purpose: str,
        version: int,
        change: Callable[[Any], Any],
        base: Any,
        validate: Validate | None = None,
        migrate: Migrate | None = None,
    ) -> tuple[bool, Any]:
        """Apply ``change`` to the document as stored *now* and write the result, so
        another window's writes since this run last read it are kept (the merge rule).

        ``change(data)`` gets the freshly loaded data (``base``, this run's own copy, when
        nothing usable is stored or it cannot be read) and returns the data to write, or
        ``None`` when nothing changed.  Natively the read and the write happen under the
        document's lock file; in the browser the read-change-write runs in one go, with
        no await between.  Returns (written, the data after the change)."""
        locker = getattr(self.backend, "lock", None)
        with locker(purpose) if locker is not None else nullcontext():
            if self._unchanged(purpose):
                current = None  # as this run last read or wrote it: its own copy is current
            else:
                current = self.load(purpose, version, migrate, validate)
            data = change(current if current is not None else base)
            if data is None:
                return False, current if current is not None else base
            return self.save(purpose, version, data), data

    def delete(self, purpose: str, guard: bool = False) -> None:
        if purpose in self.hands_off or (guard and self._changed_elsewhere(purpose)):
            return
        try:
            self.backend.delete(purpose)
            self._seen[purpose] = None
        except Exception as exc:
            _warn(f"cannot delete {purpose}: {exc}")

    def take_notices(self) -> list[Notice]:
        """The notices not yet shown (each event is queued once per run)."""
        out, self.notices = self.notices, []
        return out

    # -- the rules for refused documents and other windows -------------------------------------
    def _unchanged(self, purpose: str) -> bool:
        """Is the stored text still the one this run last read or wrote (nobody else wrote)?"""
        if purpose in self.hands_off or purpose not in self._seen:
            return False
        try:
            return self.backend.read(purpose) == self._seen[purpose]
        except Exception:
            return False  # load() says what is wrong with it

    def _changed_elsewhere(self, purpose: str) -> bool:
        """Did another run write this purpose since this run last read or wrote it?"""
        try:
            current = self.backend.read(purpose)
        except Exception:
            current = None  # unreadable: load() keeps it aside; nothing to protect here
        if current is None:
            return False
        if purpose in self._seen:
            if current == self._seen[purpose]:
                return False
        else:
            # Not read by this run: only a document written after this run started by
            # another run is someone's game in progress (an older one is a previous run's).
            try:
                doc = safejson.loads(current)
                writer, when = doc.get("writer"), doc.get("saved_at")
            except Exception:
                return False
            if writer in (None, self.writer) or not safejson.is_number(when, 0, 1e12) \
                    or when < self.started_at:
                return False
        self._hands_off(purpose, CONFLICT, "changed by another window")
        return True

    def _refuse(self, purpose: str, reason: str, kind: str = REFUSED) -> None:
        """Keep an unusable document aside under a unique name; if that fails, leave it
        where it is and never write over it in this run."""
        name = aside_name(purpose)
        try:
            self.backend.rename(purpose, name)
        except Exception as exc:
            _warn(f"saved {purpose} is unusable ({reason}) and cannot be kept aside: {exc}")
            self._hands_off(purpose, STUCK, reason)
            return
        self._seen[purpose] = None
        _warn(f"saved {purpose} is unusable ({reason}); kept aside as {name}")
        self._tell(Notice(kind, purpose, name, reason))

    def _hands_off(self, purpose: str, kind: str, reason: str) -> None:
        self.hands_off[purpose] = kind
        _warn(f"not writing {purpose} in this run: {kind} ({reason})")
        self._tell(Notice(kind, purpose, None, reason))

    def _tell(self, notice: Notice) -> None:
        key = (notice.kind, notice.purpose)
        if notice.kind in (REFUSED, SALVAGED) and notice.kept_as:
            key = (notice.kind, notice.kept_as)
        if key not in self._told:
            self._told.add(key)
            self.notices.append(notice)


def _lock_file(fd: int, timeout: float) -> bool:
    """An exclusive lock on the open file ``fd``, tried until ``timeout`` seconds pass."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if sys.platform == "win32":  # os.name == "nt", spelt so type checkers pick the branch
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except (BlockingIOError, PermissionError):
            if time.monotonic() >= deadline:
                _warn("another window holds the lock too long; writing without it")
                return False
            # Another process is between its read and its write (a few milliseconds): try
            # again at once, giving the processor away meanwhile.  (No sleep: this module
            # also runs in the browser, where nothing may block; files are native only.)
            yield_cpu = getattr(os, "sched_yield", None)
            if yield_cpu is not None:
                yield_cpu()
        except (ImportError, OSError, AttributeError):
            return False  # no file locks here


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


def _token(n: int) -> str:
    """``2n`` random hex digits (a run's id, a kept-aside name): not a secret, only unique."""
    try:
        return os.urandom(n).hex()
    except (NotImplementedError, OSError):
        import random

        return f"{random.getrandbits(8 * n):0{2 * n}x}"


def _warn(message: str) -> None:
    print(f"storage: {message}", file=sys.stderr)


_default: Storage | None = None


def default_storage() -> Storage:
    """The app's storage, created on first use (so tests can set the env var first)."""
    global _default
    if _default is None:
        _default = Storage()
    return _default


def set_default_storage(storage: Storage | None) -> None:
    """Replace (or with ``None`` forget) the shared storage; tests use it."""
    global _default
    _default = storage
