"""The "Share" action: a link that opens this game, copied the way "Copy code" copies.

In the browser the link is the page's own address (``platform.window.location.href``)
with ``?deal=CODE`` (Heart to Heart) or ``?game=CODE`` (Hearts) put in by
:func:`game.share.share_link`, so a link made on itch.io opens itch.io and one made on
GitHub Pages opens there.  Natively there is no page: the link is built on
``NATIVE_BASE`` (the environment variable ``HH_SHARE_BASE`` overrides it), and the same
code also opens with ``python main.py --deal CODE`` / ``--game CODE``.

Copying goes through the one clipboard path of "Copy code" (``effects.copy_text``: the
page's ``hh_copy`` promise in the browser, with its refusal fallback that shows the text
to select by hand; pygame.scrap natively).  The toast says which happened.
"""

from __future__ import annotations

import os
from typing import Callable, Optional

from game.i18n import register_strings, t
from game.share import BadShareLink, share_link
from game.ui.scene import IS_WEB

#: Natively: the address the web build is served from (README, "In the browser"); set
#: HH_SHARE_BASE to the public page (GitHub Pages or itch.io) to share links to it.
NATIVE_BASE = "http://127.0.0.1:8000/"

register_strings({
    "en": {
        "button.share": "Share",
        "share.copied": "Link copied: {link}",
        "share.shown": "Copying was blocked: select the link shown above the game",
        "share.failed": "Link: {link}",
        "share.bad": "This game cannot be shared: {reason}",
    },
    "ru": {
        "button.share": "Поделиться",
        "share.copied": "Ссылка скопирована: {link}",
        "share.shown": "Браузер запретил копирование: выделите ссылку над игрой",
        "share.failed": "Ссылка: {link}",
        "share.bad": "Этой партией нельзя поделиться: {reason}",
    },
})


def page_address() -> str:
    """The page's address in the browser; natively ``HH_SHARE_BASE`` or ``NATIVE_BASE``."""
    if IS_WEB:
        try:
            import platform as browser

            href = str(browser.window.location.href or "")
            if href:
                return href
        except Exception:
            pass
    return os.environ.get("HH_SHARE_BASE", "").strip() or NATIVE_BASE


def share_message(outcome: str, link: str) -> str:
    """The toast for a copy's outcome: copied / shown by the page / failed (link in the toast)."""
    if outcome == "copied":
        return t("share.copied", link=link)
    if outcome == "shown":
        return t("share.shown")
    return t("share.failed", link=link)


def share(kind: str, code: str, toast: Callable[[str, float], None],
          copy: Optional[Callable[[str, Callable[[str], None]], None]] = None) -> Optional[str]:
    """Build the link for ``code`` and copy it; ``toast`` hears the outcome.  Returns the link
    (None, with a toast saying why, if the code cannot be shared)."""
    try:
        link = share_link(page_address(), kind, code)
    except BadShareLink as exc:
        toast(t("share.bad", reason=str(exc)), 4.0)
        return None
    if copy is None:
        from game.ui.scenes.heart_to_heart.effects import copy_text as copy
    copy(link, lambda outcome: toast(share_message(outcome, link), 5.0))
    return link
