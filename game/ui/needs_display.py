"""Natively the app needs a screen: without one, say so and stop, instead of seeming to hang.

With neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` set, SDL prints only ``XDG_RUNTIME_DIR is
invalid or not set`` and falls back to its invisible "offscreen" driver: the app then runs
forever with a window nobody can see.  ``require_display()`` (called by main.py before the
window opens) turns that into a clear message and exit status 1.  A run that asks for a
driver itself (``SDL_VIDEODRIVER=dummy`` for scripted screenshots, ``kmsdrm`` on a console)
and a ``--script`` run are never refused; neither is the browser.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence

#: SDL's drivers that draw nowhere a person can see.
INVISIBLE_DRIVERS = ("offscreen", "dummy")
#: Exit status when there is no display (argparse keeps 2 for bad options).
NO_DISPLAY_STATUS = 1

_UNIX_DESKTOPS = ("linux", "freebsd", "openbsd", "netbsd", "dragonfly", "sunos")


def _chose_headless(env: Mapping[str, str], argv: Sequence[str]) -> bool:
    """The person picked a driver, asked for a script run, or only wants the help text."""
    if env.get("SDL_VIDEODRIVER"):
        return True
    return any(a in ("-h", "--help") or a == "--script" or a.startswith("--script=") for a in argv)


def missing_display(env: Mapping[str, str], platform: str, argv: Sequence[str] = ()) -> bool:
    """Before SDL starts: a Unix desktop build with no X11 or Wayland display to open."""
    if platform == "emscripten" or _chose_headless(env, argv):
        return False
    if not platform.startswith(_UNIX_DESKTOPS):
        return False  # Windows and macOS always have their own display
    return not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY")


def invisible_driver(driver: str, env: Mapping[str, str], argv: Sequence[str] = ()) -> bool:
    """After SDL started: it fell back to a driver that shows nothing, unasked."""
    return driver in INVISIBLE_DRIVERS and not _chose_headless(env, argv)


def message(argv: Sequence[str] = ()) -> str:
    """The explanation in the person's language (``--lang`` or the system's)."""
    from game import i18n

    lang = None
    for i, a in enumerate(argv):
        if a == "--lang" and i + 1 < len(argv):
            lang = i18n.normalise(argv[i + 1])
        elif a.startswith("--lang="):
            lang = i18n.normalise(a.split("=", 1)[1])
    previous = i18n.language()
    i18n.set_language(lang or i18n.detect_language())
    try:
        return i18n.t("display.none")
    finally:
        i18n.set_language(previous)


def require_display(env: Mapping[str, str] | None = None, platform: str | None = None,
                    argv: Sequence[str] | None = None) -> None:
    """Exit with a clear message (status 1, no traceback) if no window can be shown."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    argv = sys.argv[1:] if argv is None else argv
    if platform == "emscripten" or _chose_headless(env, argv):
        return
    if not missing_display(env, platform, argv):
        import pygame

        try:
            pygame.display.init()
            driver = pygame.display.get_driver()
        except pygame.error:
            driver = "none"
        if not invisible_driver(driver, env, argv) and driver != "none":
            return
    print(message(argv), file=sys.stderr)
    raise SystemExit(NO_DISPLAY_STATUS)
