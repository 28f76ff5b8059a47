"""The "Share" action of both games: a link that opens this game, copied the way "Copy code"
copies.

In the browser the link is the page's own address (``platform.window.location.href``)
with ``?deal=CODE`` (Heart to Heart) or ``?game=CODE`` (Hearts) put in by
:func:`game.share.share_link`, so a link made on itch.io opens itch.io and one made on
GitHub Pages opens there.  Natively the link is built on the published page
(:mod:`game.public_page`: written by the release workflow, or ``HH_SHARE_PAGE``); the same
code also opens with ``heart-to-heart --deal CODE`` / ``--game CODE``.

Without a page to build on (a checkout run natively, no ``HH_SHARE_PAGE``) a link would
point nowhere a friend can reach: Share copies the bare code instead and the toast says how
to open it.

Copying goes through the one clipboard path (game/ui/clipboard.py: the page's ``hh_copy``
promise in the browser, with its refusal fallback that shows the text to select by hand;
pygame.scrap natively).  The toast says which happened.
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import register_strings, t
from game.share import BadShareLink, canonical, share_link
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
        "share.code_copied": "Code copied: {code}. Open it with “Deal by code…” in the menu.",
        "share.code_failed": "Code: {code}. Open it with “Deal by code…” in the menu.",
    },
    "ru": {
        "button.share": "Поделиться",
        "share.copied": "Ссылка скопирована: {link}",
        "share.shown": "Браузер запретил копирование: выделите ссылку над игрой",
        "share.failed": "Ссылка: {link}",
        "share.bad": "Этой партией нельзя поделиться: {reason}",
        "share.code_copied": "Код скопирован: {code}. Откройте его через «Расклад по коду…» в меню.",
        "share.code_failed": "Код: {code}. Откройте его через «Расклад по коду…» в меню.",
    },
})

#: toast(message, seconds, kind): how a scene shows the outcome.
Toast = Callable[[str, float, str], None]


def page_address() -> str | None:
    """The address a shared link starts from (clipboard.page_address); None: no page."""
    return clipboard.page_address()


def share_message(outcome: str, link: str, code_only: bool = False) -> tuple[str, str]:
    """The toast (message, kind) for a copy's outcome: copied / shown by the page / failed
    (then the link is in the toast itself); ``code_only``: the bare code was copied."""
    if code_only and outcome != "shown":
        key = "share.code_copied" if outcome == "copied" else "share.code_failed"
        return t(key, code=link), "success" if outcome == "copied" else "info"
    if outcome == "copied":
        return t("share.copied", link=link), "success"
    if outcome == "shown":
        return t("share.shown"), "info"
    return t("share.failed", link=link), "info"


def share(kind: str, code: str, toast: Toast,
          copy: Callable[[str, Callable[[str], None]], None] | None = None,
          outcome: Callable[[str, str], None] | None = None) -> str | None:
    """Build the link for ``code`` (``kind``: game.share.DEAL or GAME) and copy it; ``toast``
    hears the outcome, ``outcome(link, what)`` too if given.  Returns the link (None, with a
    toast saying why, if the code cannot be shared)."""
    page = page_address()
    try:
        link = share_link(page, kind, code) if page is not None else canonical(kind, code)
    except BadShareLink as exc:
        toast(t("share.bad", reason=str(exc)), TOAST_SECONDS, "error")
        return None

    def done(what: str) -> None:
        if outcome is not None:
            outcome(link, what)
        message, style = share_message(what, link, code_only=page is None)
        toast(message, TOAST_SECONDS * (2 if what == "failed" else 1), style)

    (copy or clipboard.copy_text)(link, done)
    return link
