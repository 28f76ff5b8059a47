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
copy over another window's increment or setting.  Nothing is ever written without that lock
where locks exist: a change that could not have it in time is kept in memory and written with
the next change of that purpose, or on quitting (:meth:`Storage.flush`).  A game save
(``save(..., guard=True)``) first checks that the stored document is still the one this run
last read or wrote.  If another run changed it meanwhile, this run stops saving that
purpose (and says so once) rather than destroy the other window's game in progress.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from contextlib import nullcontext
from typing import Any, Final, Literal

from game import safejson
from game.safejson import NewerVersion
from game.storage_backends import (  # noqa: F401  (the storage's public names, as before)
    APP_ID,
    BUSY,
    ENV_DIR,
    FLUSH_LOCK_TIMEOUT,
    HELD,
    LOCK_TIMEOUT,
    MAX_BYTES,
    NO_LOCK,
    STALE_TEMP_SECONDS,
    TEMP_SUFFIX,
    Backend,
    FileBackend,
    LocalStorageBackend,
    LockState,
    MemoryBackend,
    NotRegularFile,
    TooLarge,
    _token,
    _warn,
    aside_name,
    default_backend,
    user_data_dir,
)

#: Migrations are ``f(data, from_version) -> data`` that may raise; raising means "unusable".
Migrate = Callable[[dict, int], dict]
#: Validators turn a document's data into what the caller uses, or raise ValueError.
Validate = Callable[[Any], Any]

#: What a ``Notice`` tells (each kind has its sentences, ``storage.<kind>...``, in the locales).
NoticeKind = Literal["refused", "salvaged", "newer", "stuck", "unreadable", "conflict", "unsaved", "nowhere"]
REFUSED: Final = "refused"  # unusable: kept aside, the caller starts afresh
SALVAGED: Final = "salvaged"  # partly unusable: the good part kept, the original kept aside
NEWER: Final = "newer"  # from a newer version: left untouched, not written this run
STUCK: Final = "stuck"  # unusable but could not be kept aside: left untouched, not written
UNREADABLE: Final = "unreadable"  # cannot be read now (permission, out of file handles): left, not written
CONFLICT: Final = "conflict"  # changed by another window: this run no longer writes it
UNSAVED: Final = "unsaved"  # a write failed (disk full, read-only folder...)
NOWHERE: Final = "nowhere"  # no storage at all (a browser's private mode): nothing outlives the page


class Salvaged(ValueError):
    """Raised by a validator that could use part of a document: ``value`` is that part."""

    def __init__(self, reason: str, value: Any) -> None:
        super().__init__(reason)
        self.value = value


class Notice:
    """Something the player should hear about once: what happened to which document.

    A read-only value, equal when every field is.
    A plain class, not a ``@dataclass``: that is built with ``exec`` at import, in the
    time to the first menu frame."""

    __slots__ = ("kind", "purpose", "kept_as", "reason")

    kind: NoticeKind
    purpose: str
    kept_as: str | None
    reason: str

    def __init__(self, kind: NoticeKind, purpose: str, kept_as: str | None = None, reason: str = "") -> None:
        for name, value in (("kind", kind), ("purpose", purpose), ("kept_as", kept_as), ("reason", reason)):
            object.__setattr__(self, name, value)

    def _values(self) -> tuple:
        return self.kind, self.purpose, self.kept_as, self.reason

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a Notice is read-only (cannot set {name!r})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Notice):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return "Notice(kind={!r}, purpose={!r}, kept_as={!r}, reason={!r})".format(*self._values())


def is_newer_version(exc: BaseException) -> bool:
    """Was ``exc`` raised for a document written by a newer app?  (:class:`NewerVersion`
    lives in :mod:`game.safejson`, so the rules engines raise it without importing this.)"""
    return isinstance(exc, NewerVersion) or bool(getattr(exc, "newer_version", False))


class Storage:
    """Load and save versioned documents by purpose.  All methods are safe to call anywhere."""

    def __init__(self, backend: Backend | None = None) -> None:
        self.backend = backend if backend is not None else default_backend()
        #: This run's id, written into every document (to tell another window's writes).
        self.writer = _token(8)
        self.started_at = time.time()
        #: Purposes this run must not write: newer version, stuck, or another window's.
        self.hands_off: dict[str, NoticeKind] = {}
        self.notices: list[Notice] = []
        self._told: set[tuple[str, str]] = set()
        #: The text of each purpose as this run last read or wrote it (``None``: absent).
        self._seen: dict[str, str | None] = {}
        #: Changes not yet written because another process held the lock: per purpose, the
        #: caller's copy before the first of them, and the changes in order (with what
        #: :meth:`update` needs to load the document again).
        self._pending: dict[str, _Pending] = {}
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
            doc = safejson.loads(text, lenient=True)
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
            doc = safejson.loads(text, lenient=True)
            value = doc.get("saved_at") if isinstance(doc, dict) else None
            return float(value) if safejson.is_number(value, 0, 1e12) else 0.0
        except Exception:
            return 0.0  # something is there: opening it will tell what

    # -- writing ---------------------------------------------------------------------------
    def save(self, purpose: str, version: int, data: dict, guard: bool = False) -> bool:
        """Write the document; ``False`` (never an exception) when it was not written.

        ``guard``: a game in progress; not written over another window's newer save.  The
        whole document written replaces any change :meth:`update` still kept for it."""
        if purpose in self.hands_off:
            return False
        self._pending.pop(purpose, None)
        if guard and self._changed_elsewhere(purpose):
            return False
        doc = {"version": version, "saved_at": round(time.time(), 3), "writer": self.writer,
               "data": data}
        import json  # when there is something to write: a first start needs none

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
        no await between.  Returns (written, the data after the change).

        If another process keeps the lock past :data:`LOCK_TIMEOUT`, nothing is written (it
        is between its read and its write): the change is kept, the caller gets its own
        copy with the change applied, and the next update or :meth:`flush` of the purpose
        applies every kept change, in order, to the document as stored then."""
        return self._update(purpose, version, change, base, validate, migrate, LOCK_TIMEOUT)

    def _update(
        self,
        purpose: str,
        version: int,
        change: Callable[[Any], Any] | None,
        base: Any,
        validate: Validate | None,
        migrate: Migrate | None,
        timeout: float,
    ) -> tuple[bool, Any]:
        kept = self._pending.get(purpose)
        if kept is not None:
            base = kept.base  # the caller's copy already shows the kept changes
        changes = (kept.changes if kept is not None else []) + ([change] if change else [])
        locker = getattr(self.backend, "lock", None)
        with locker(purpose, timeout) if locker is not None else nullcontext() as state:
            if state == BUSY:
                if kept is None:
                    kept = self._pending[purpose] = _Pending(copy.deepcopy(base), version,
                                                             validate, migrate)
                    _warn(f"another window holds {purpose}.lock; {purpose} is written later")
                if change is not None:
                    kept.changes.append(change)
                return False, _apply(changes, copy.deepcopy(base))[1]
            self._pending.pop(purpose, None)
            if self._unchanged(purpose):
                current = None  # as this run last read or wrote it: its own copy is current
            else:
                current = self.load(purpose, version, migrate, validate)
            changed, data = _apply(changes, current if current is not None else base)
            if not changed:
                return False, data
            return self.save(purpose, version, data), data

    def flush(self, timeout: float = FLUSH_LOCK_TIMEOUT) -> bool:
        """Write the changes still kept because another process held a lock (on quitting);
        waits up to ``timeout`` seconds a purpose.  ``False`` if some could not be written."""
        done = True
        for purpose in list(self._pending):
            kept = self._pending[purpose]
            self._update(purpose, kept.version, None, kept.base, kept.validate, kept.migrate,
                         timeout)
            if purpose in self._pending:
                _warn(f"{purpose} not saved: another window held {purpose}.lock")
                done = False
        return done

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
                doc = safejson.loads(current, lenient=True)
                writer, when = doc.get("writer"), doc.get("saved_at")
            except Exception:
                return False
            if writer in (None, self.writer) or not safejson.is_number(when, 0, 1e12) \
                    or when < self.started_at:
                return False
        self._hands_off(purpose, CONFLICT, "changed by another window")
        return True

    def _refuse(self, purpose: str, reason: str, kind: NoticeKind = REFUSED) -> None:
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

    def _hands_off(self, purpose: str, kind: NoticeKind, reason: str) -> None:
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


class _Pending:
    """Changes of one purpose :meth:`Storage.update` could not write yet (lock busy).
    A plain class, not a ``@dataclass`` (built with ``exec`` at import)."""

    __slots__ = ("base", "version", "validate", "migrate", "changes")

    def __init__(self, base: Any, version: int, validate: Validate | None, migrate: Migrate | None,
                 changes: list[Callable[[Any], Any]] | None = None) -> None:
        self.base = base
        self.version = version
        self.validate = validate
        self.migrate = migrate
        self.changes: list[Callable[[Any], Any]] = [] if changes is None else changes


def _apply(changes: list[Callable[[Any], Any]], data: Any) -> tuple[bool, Any]:
    """Each change in turn (``None`` from one: it changed nothing); (any changed, result)."""
    changed = False
    for change in changes:
        out = change(data)
        if out is not None:
            data, changed = out, True
    return changed, data


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
