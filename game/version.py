"""The game's one version: pyproject.toml's ``[project] version``, wherever the game runs.

Read lazily (``--version``, the Settings screen), never at start-up.  Where it comes from:

1. a pyproject.toml of this project beside the ``game/`` package: a checkout, an editable
   install (whose installed metadata goes stale when pyproject's version changes and the
   install is not redone), the standalone build (tools/standalone.py ships it);
2. the installed package's metadata (``importlib.metadata``): a wheel, pipx;
3. ``game/version.txt``, written by tools/web_build.py into the browser build, which
   carries neither (pygbag packs only main.py, game/ and assets/);
4. else ``UNKNOWN``.
"""

from __future__ import annotations

from pathlib import Path

DISTRIBUTION = "heart-to-heart"
UNKNOWN = "unknown"
#: The browser build's copy of the version (see tools/web_build.py).
STAMP = Path(__file__).resolve().parent / "version.txt"
PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"

_version: str | None = None


def from_pyproject(path: Path | None = None) -> str | None:
    """``[project] version`` of this project's pyproject.toml (default: beside ``game/``), or
    None (missing, unreadable, another project's, no literal version)."""
    path = PYPROJECT if path is None else path
    try:
        import tomllib

        with open(path, "rb") as f:
            project = tomllib.load(f).get("project", {})
    except (OSError, ValueError, ImportError):
        return None
    if not isinstance(project, dict) or project.get("name") != DISTRIBUTION:
        return None
    found = project.get("version")
    return found if isinstance(found, str) and found.strip() else None


def from_metadata() -> str | None:
    """The installed distribution's version, or None when it is not installed."""
    try:
        from importlib.metadata import PackageNotFoundError
        from importlib.metadata import version as installed
    except ImportError:
        return None
    try:
        return installed(DISTRIBUTION) or None
    except (PackageNotFoundError, OSError, ValueError):
        return None


def from_stamp(path: Path | None = None) -> str | None:
    """The browser build's stamp (default ``game/version.txt``), or None."""
    path = STAMP if path is None else path
    try:
        found = path.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return found or None


def version() -> str:
    """The version this game calls itself (cached)."""
    global _version
    if _version is None:
        _version = from_pyproject() or from_metadata() or from_stamp() or UNKNOWN
    return _version
