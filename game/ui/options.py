"""Start-up options: the command line natively, the page address in the browser.

``python main.py [--deal CODE] [--game CODE] [--lang en|ru] [--script FILE|-] [--shots DIR]``
(or ``heart-to-heart ...``, ``python -m game ...``: game/launch.py);
in the browser ``?deal=...&game=...&lang=...`` (share links: game/share.py; pygbag copies
query parameters into ``os.environ``; the page's ``location.search`` is read too, in case
it did not).  Whichever carries a code, the code decides the game, and opening it over a
game in progress asks first (game/ui/games.py: ``App.open_shared``).
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING
from urllib.parse import parse_qs

from game.i18n import LANGUAGES

if TYPE_CHECKING:
    import argparse


class Options:
    """The options of one run (all ``None``: a plain start), equal when every option is.

    A plain class, not a ``@dataclass``: that is built with ``exec`` at import, in the
    time to the first menu frame."""

    __slots__ = ("deal", "game", "lang", "script", "shots", "size")

    def __init__(self, deal: str | None = None, game: str | None = None, lang: str | None = None,
                 script: str | None = None, shots: str | None = None,
                 size: tuple[int, int] | None = None) -> None:
        self.deal = deal
        self.game = game  # a Hearts game code (HT1-...); either option opens any code
        self.lang = lang
        self.script = script
        self.shots = shots
        #: The window's size in pixels (natively / headless); the layout follows its aspect.
        self.size = size

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Options):
            return NotImplemented
        return self._values() == other._values()

    __hash__ = None  # type: ignore[assignment]  # mutable: not a dictionary key

    def __repr__(self) -> str:
        return "Options(" + ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__) + ")"


def parse_size(value: str) -> tuple[int, int]:
    """``"720x1280"`` → (720, 1280); anything else raises ValueError with a clear message."""
    parts = str(value).lower().replace("×", "x").split("x")
    if len(parts) != 2:
        raise ValueError(f"a window size is WIDTHxHEIGHT, e.g. 720x1280 (got {value!r})")
    try:
        w, h = int(parts[0].strip()), int(parts[1].strip())
    except ValueError:
        raise ValueError(f"a window size is two whole numbers, e.g. 720x1280 (got {value!r})") from None
    if not (64 <= w <= 8192 and 64 <= h <= 8192):
        raise ValueError(f"a window size must be between 64 and 8192 pixels each way (got {value!r})")
    return w, h


def _size_arg(value: str) -> tuple[int, int]:
    import argparse

    try:
        return parse_size(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def parser(prog: str | None = None) -> argparse.ArgumentParser:
    """The command line; ``prog`` names the command in help and errors (default: as started)."""
    import argparse  # only when there are options to read: with gettext it was ~5% of start-up

    from game.version import DISTRIBUTION, version

    p = argparse.ArgumentParser(
        prog=prog,
        description="Heart to Heart and Hearts: two card games.",
    )
    p.add_argument("--version", action="version", version=f"{DISTRIBUTION} {version()}",
                   help="print the game's version and stop")
    p.add_argument("--deal", metavar="CODE", help="start Heart to Heart on this deal, e.g. HH1-N-AAAAAAM "
                   "(any code or share link: the code decides the game; a game in progress is asked about)")
    p.add_argument("--game", metavar="CODE", help="start Hearts on this game code, e.g. HT1-AFOM-AAAAAAA "
                   "(as --deal: the code decides the game)")
    p.add_argument("--lang", choices=LANGUAGES, help="use this language (en or ru)")
    p.add_argument("--script", metavar="FILE", help="drive the UI from FILE ('-': standard input)")
    p.add_argument("--shots", metavar="DIR", help="folder for the script's `shot` pictures")
    p.add_argument("--size", metavar="WxH", type=_size_arg,
                   help="window size in pixels, e.g. 720x1280 (portrait) or 1280x720")
    return p


#: The options that take a value (all of them but ``--version``).
_VALUED = ("--deal", "--game", "--lang", "--script", "--shots", "--size")


def plain_options(argv: list[str]) -> Options | None:
    """``argv`` read without argparse when it holds only well-formed options that take a
    value (``--size 720x1280``, ``--game=CODE``), exactly as the parser reads them (the
    last of a repeated option counts); None for anything else (help, the version, an
    abbreviation, a bad value: the parser's own answer or message).  argparse, with
    gettext, is ~4 ms of start-up: a shared link or a window size should not pay it."""
    values: dict[str, str] = {}
    i = 0
    while i < len(argv):
        name, eq, value = argv[i].partition("=")
        if name not in _VALUED:
            return None
        if not eq:  # the value is the next argument, unless that looks like an option
            if i + 1 >= len(argv) or (argv[i + 1].startswith("-") and argv[i + 1] != "-"):
                return None
            value = argv[i + 1]
            i += 1
        i += 1
        values[name[2:]] = value
    lang = values.get("lang")
    if lang is not None and lang not in LANGUAGES:
        return None
    try:
        size = parse_size(values["size"]) if "size" in values else None
    except ValueError:
        return None
    return Options(deal=values.get("deal"), game=values.get("game"), lang=lang, script=values.get("script"),
                   shots=values.get("shots"), size=size)


def from_argv(argv: list[str], prog: str | None = None) -> Options:
    if not argv:
        return Options()  # a plain start (a double-click) needs no parser
    plain = plain_options(argv)
    if plain is not None:
        return plain
    ns = parser(prog).parse_args(argv)
    return Options(deal=ns.deal, game=ns.game, lang=ns.lang, script=ns.script, shots=ns.shots,
                   size=ns.size)


def from_page() -> Options:
    """The browser: query parameters (from os.environ, or the page's location.search)."""
    params: dict[str, str] = {}
    try:
        import platform as browser

        search = str(browser.window.location.search or "")  # type: ignore[attr-defined]  # pygbag's platform, not the stdlib's
        for key, values in parse_qs(search.lstrip("?")).items():
            if values:
                params[key] = values[0]
    except Exception:
        pass
    for key in ("deal", "game", "lang"):
        if os.environ.get(key):
            params.setdefault(key, os.environ[key])
    lang = params.get("lang", "").strip().lower() or None
    return Options(deal=params.get("deal") or None, game=params.get("game") or None,
                   lang=lang if lang in LANGUAGES else None)


def current(argv: list[str] | None = None, prog: str | None = None) -> Options:
    if sys.platform == "emscripten":
        return from_page()
    return from_argv(sys.argv[1:] if argv is None else argv, prog)
