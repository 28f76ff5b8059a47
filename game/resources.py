"""Where the game's files (font, sounds: the repository's ``assets/``) are read from.

The one place that knows the layouts the game runs from:

- an installed wheel, and the standalone (PyInstaller) build: ``assets/`` travels inside
  the package as ``game/assets/`` (setup.py maps it there at build time), read through
  ``importlib.resources``;
- a checkout, an editable install and the browser (pygbag packs the repository folder as
  it is): ``assets/`` beside the ``game/`` package.

No pygame here: the loaders (game/ui/text.py, game/ui/sound.py) open what this finds.
"""

from __future__ import annotations

import importlib.resources
from importlib.resources.abc import Traversable
from pathlib import Path

#: Inside the package (wheel, standalone build).
PACKAGED = "assets"
#: The checkout's (and the browser's) folder, beside game/.
CHECKOUT = Path(__file__).resolve().parent.parent / "assets"

_root: Traversable | None = None


def assets() -> Traversable:
    """The folder of the game's files: the package's own copy if it carries one, else the
    checkout's ``assets/`` (so a checkout never needs a build step)."""
    global _root
    if _root is None:
        try:
            packaged = _package() / PACKAGED
            _root = packaged if packaged.is_dir() else CHECKOUT
        except (ModuleNotFoundError, OSError, TypeError, ValueError):
            _root = CHECKOUT
    return _root


def _package() -> Traversable:
    """The ``game`` package's folder: on the disk as it is (a checkout, a wheel), else
    through ``importlib.resources`` (inside an archive: a frozen build), whose reader
    would load zipfile and more into the first frame for nothing on a disk."""
    here = Path(__file__).resolve().parent
    return here if here.is_dir() else importlib.resources.files("game")


def asset(name: str) -> Traversable:
    """One file of the game's, e.g. ``asset("card.ogg")`` (it may not exist: check ``is_file``)."""
    return assets() / name


def read_asset(name: str) -> bytes:
    """The bytes of one of the game's files; OSError (FileNotFoundError) if it is missing."""
    return asset(name).read_bytes()
