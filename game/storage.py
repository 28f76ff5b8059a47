"""Saved data: one versioned JSON document per purpose, never a crash, never a lost save.

Purposes are short names: ``settings``, ``stats``, ``game.heart_to_heart``,
``game.hearts``.  Each is stored as ``{"version": N, "saved_at": epoch, "data": {...}}``:

- in the browser (``sys.platform == "emscripten"``) under the localStorage key
  ``heart-to-heart/<purpose>``;
- natively as ``<data dir>/<purpose>.json``, written atomically (temp file + replace), where
  the data dir is ``$HEARTS_APP_DATA_DIR`` if set (tests use it), else the platform's user
  data folder.

Reading never raises.  A missing document gives ``None``; text that is not JSON, not the
envelope above, or of a version the caller does not know is *kept aside* (copied to
``<purpose>.corrupt``) before anything may overwrite it, so a bad read never destroys
the only copy of a good save (say, one written by a newer version of the app).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any, Callable, Protocol

APP_ID = "heart-to-heart"
ENV_DIR = "HEARTS_APP_DATA_DIR"
#: How many unusable copies of one document are kept (the last slot is reused after that).
KEEP_ASIDE_LIMIT = 5

#: Migrations are ``f(data, from_version) -> data`` that may raise; raising means "unusable".
Migrate = Callable[[dict, int], dict]


class Backend(Protocol):
    def read(self, key: str) -> str | None: ...
    def write(self, key: str, text: str) -> None: ...
    def delete(self, key: str) -> None: ...


class FileBackend:
    """A JSON file per key in a folder; writes are atomic so a crash never leaves half a file."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def _path(self, key: str) -> Path:
        return self.folder / f"{key}.json"

    def read(self, key: str) -> str | None:
        try:
            return self._path(key).read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as exc:
            # Unreadable bytes are "corrupt": hand back something that will not parse,
            # so the caller keeps it aside instead of silently treating it as missing.
            try:
                return self._path(key).read_bytes().decode("utf-8", "replace")
            except OSError:
                _warn(f"cannot read {self._path(key)}: {exc}")
                return None

    def write(self, key: str, text: str) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self._path(key)
        tmp = path.with_name(path.name + ".tmp")
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            try:
                os.fsync(fh.fileno())
            except OSError:
                pass
        os.replace(tmp, path)

    def delete(self, key: str) -> None:
        try:
            self._path(key).unlink()
        except FileNotFoundError:
            pass


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
        return None if value in ("null", "undefined") else value

    def write(self, key: str, text: str) -> None:
        self.ls.setItem(self.prefix + key, text)

    def delete(self, key: str) -> None:
        self.ls.removeItem(self.prefix + key)


class MemoryBackend:
    """For tests, and the fallback when neither a folder nor localStorage can be used."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def read(self, key: str) -> str | None:
        return self.items.get(key)

    def write(self, key: str, text: str) -> None:
        self.items[key] = text

    def delete(self, key: str) -> None:
        self.items.pop(key, None)


def user_data_dir() -> Path:
    """Where a desktop app keeps its data on this platform (or ``$HEARTS_APP_DATA_DIR``)."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform.startswith("win"):
        base = os.environ.get("APPDATA")
        return Path(base) / APP_ID if base else home / APP_ID
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / APP_ID
    base = os.environ.get("XDG_DATA_HOME")
    return (Path(base) if base else home / ".local" / "share") / APP_ID


def default_backend() -> Backend:
    if sys.platform == "emscripten":
        try:
            import platform as browser  # pygbag's bridge to the page

            return LocalStorageBackend(browser.window.localStorage)
        except Exception as exc:  # private mode, blocked storage...
            _warn(f"localStorage unavailable ({exc}); nothing will be kept")
            return MemoryBackend()
    return FileBackend(user_data_dir())


class Storage:
    """Load and save versioned documents by purpose.  All methods are safe to call anywhere."""

    def __init__(self, backend: Backend | None = None) -> None:
        self.backend = backend if backend is not None else default_backend()

    def load(
        self,
        purpose: str,
        version: int,
        migrate: Migrate | None = None,
    ) -> dict | None:
        """The document's data as a dict, or ``None`` when missing or unusable.

        An older version goes through ``migrate`` (when given); anything unusable is kept
        aside under ``<purpose>.corrupt`` first, so a later save cannot destroy it.
        """
        try:
            text = self.backend.read(purpose)
        except Exception as exc:
            _warn(f"cannot read {purpose}: {exc}")
            return None
        if text is None:
            return None
        reason = ""
        try:
            doc = json.loads(text)
            if not isinstance(doc, dict) or not isinstance(doc.get("data"), dict):
                raise ValueError("not a saved document")
            found = doc.get("version")
            if not isinstance(found, int) or isinstance(found, bool):
                raise ValueError("no version number")
            data = doc["data"]
            if found == version:
                return data
            if found < version and migrate is not None:
                migrated = migrate(data, found)
                if isinstance(migrated, dict):
                    return migrated
            reason = f"version {found}, expected {version}"
        except Exception as exc:  # bad JSON, wrong shape, failed migration
            reason = str(exc) or type(exc).__name__
        self._keep_aside(purpose, text, reason)
        return None

    def save(self, purpose: str, version: int, data: dict) -> bool:
        """Write the document; ``False`` (never an exception) when it could not be kept."""
        doc = {"version": version, "saved_at": round(time.time(), 3), "data": data}
        try:
            text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        except (TypeError, ValueError) as exc:
            _warn(f"cannot serialise {purpose}: {exc}")
            return False
        try:
            self.backend.write(purpose, text)
            return True
        except Exception as exc:
            _warn(f"cannot save {purpose}: {exc}")
            return False

    def delete(self, purpose: str) -> None:
        try:
            self.backend.delete(purpose)
        except Exception as exc:
            _warn(f"cannot delete {purpose}: {exc}")

    def saved_at(self, purpose: str) -> float | None:
        """When a readable document was last saved (to pick the newest game to continue)."""
        try:
            text = self.backend.read(purpose)
            if text is None:
                return None
            doc = json.loads(text)
            value = doc.get("saved_at") if isinstance(doc, dict) else None
            return float(value) if isinstance(value, (int, float)) else 0.0
        except Exception:
            return None

    def _keep_aside(self, purpose: str, text: str, reason: str) -> None:
        """Copy unusable text to ``<purpose>.corrupt`` (or ``.corrupt2``.. if taken), then drop it."""
        try:
            name = purpose + ".corrupt"
            for n in range(2, KEEP_ASIDE_LIMIT + 1):
                if self.backend.read(name) is None:
                    break
                name = f"{purpose}.corrupt{n}"
            self.backend.write(name, text)
            self.backend.delete(purpose)
            _warn(f"saved {purpose} is unusable ({reason}); kept aside as {name}")
        except Exception as exc:
            _warn(f"cannot keep {purpose} aside: {exc}")


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
