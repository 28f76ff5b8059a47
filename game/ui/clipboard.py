"""Copy a text to the clipboard with the page's refusal fallback, and the page's address.

One place for both games' "Copy code" and "Share": in the browser the copy goes through the
page's ``hh_copy`` (web/heart-to-heart.tmpl), which awaits the clipboard promise and, when
the browser refuses (an itch.io iframe, a plain-http address), shows the text selectable
above the game; natively it goes through ``pygame.scrap``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import pygame

from game.public_page import public_page

IS_WEB = sys.platform == "emscripten"

def copy_text(value: str, done: Callable[[str], None]) -> None:
    """Put ``value`` on the clipboard and tell ``done`` what happened: ``"copied"``;
    ``"shown"`` (the browser refused, so the page shows the text to select and copy by
    hand); ``"failed"`` (no clipboard at all).  In the browser the copy is a promise: the
    page settles it (hh_copy) and ``done`` is called a few frames later."""
    if IS_WEB:
        try:
            import asyncio

            window = _window()
            ticket = window.hh_copy(value)
            _copies.add(asyncio.get_running_loop().create_task(_copy_outcome(window, ticket, done)))
        except Exception:
            done("failed")
        return
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(value)
    except Exception:
        done("failed")
        return
    done("copied")


_copies: set = set()  # the waits in progress (a task nobody holds may be collected)


async def _copy_outcome(window: Any, ticket: Any, done: Callable[[str], None]) -> None:
    import asyncio

    try:
        for _ in range(600):  # the promise settles within a few frames; give up after ~10 s
            state = str(window.hh_copy_state(ticket))
            if state in ("copied", "shown"):
                done(state)
                return
            await asyncio.sleep(1 / 60)
        done("failed")
    finally:
        _copies.discard(asyncio.current_task())


def page_address() -> str | None:
    """The address a shared link starts from: the page's own (``location.href``) in the
    browser; natively (or when the page cannot be read) the published page
    (game.public_page), or ``None`` when this build knows of none."""
    if IS_WEB:
        try:
            href = str(_window().location.href or "")
            if href.startswith(("http://", "https://", "file:")):
                return href
        except Exception:
            pass
    return public_page()


def _window() -> Any:
    """The page's ``window`` (pygbag's ``platform.window``); only called in the browser."""
    import platform as browser

    return browser.window  # type: ignore[attr-defined]  # pygbag's platform, not the stdlib's
