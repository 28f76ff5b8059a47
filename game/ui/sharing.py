"""The "Share" action of both games: a link that opens this game, copied the way "Copy code"
copies.

In the browser the link is the page's own address (``platform.window.location.href``)
with ``?deal=CODE`` (Heart to Heart) or ``?game=CODE`` (Hearts) put in by
:func:`game.share.share_link`, so a link made on itch.io opens itch.io and one made on
GitHub Pages opens there.  Natively there is no page: the link is built on
``clipboard.NATIVE_PAGE`` (the environment variable ``HH_SHARE_PAGE`` overrides it), and
the same code also opens with ``python main.py --deal CODE`` / ``--game CODE``.

Copying goes through the one clipboard path (game/ui/clipboard.py: the page's ``hh_copy``
promise in the browser, with its refusal fallback that shows the text to select by hand;
pygame.scrap natively).  The toast says which happened.
"""

from __future__ import annotations

from typing import Callable, Optional

from game.i18n import register_strings, t
from game.share import BadShareLink, share_link
from game.ui import clipboard

#: Seconds the outcome toast stays (long enough to read a link in it).
TOAST_SECONDS = 5.0

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

#: toast(message, seconds, kind): how a scene shows the outcome.
Toast = Callable[[str, float, str], None]


def page_address() -> str:
    """The address a shared link starts from (clipboard.page_address)."""
    return clipboard.page_address()


def share_message(outcome: str, link: str) -> tuple[str, str]:
    """The toast (message, kind) for a copy's outcome: copied / shown by the page / failed
    (then the link is in the toast itself)."""
    if outcome == "copied":
        return t("share.copied", link=link), "success"
    if outcome == "shown":
        return t("share.shown"), "info"
    return t("share.failed", link=link), "info"


def share(kind: str, code: str, toast: Toast,
          copy: Optional[Callable[[str, Callable[[str], None]], None]] = None,
          outcome: Optional[Callable[[str, str], None]] = None) -> Optional[str]:
    """Build the link for ``code`` (``kind``: game.share.DEAL or GAME) and copy it; ``toast``
    hears the outcome, ``outcome(link, what)`` too if given.  Returns the link (None, with a
    toast saying why, if the code cannot be shared)."""
    try:
        link = share_link(page_address(), kind, code)
    except BadShareLink as exc:
        toast(t("share.bad", reason=str(exc)), TOAST_SECONDS, "error")
        return None

    def done(what: str) -> None:
        if outcome is not None:
            outcome(link, what)
        message, style = share_message(what, link)
        toast(message, TOAST_SECONDS * (2 if what == "failed" else 1), style)

    (copy or clipboard.copy_text)(link, done)
    return link
