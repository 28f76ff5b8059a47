"""Share a Hearts game (issue 16): the page's address with ``?game=CODE``, copied through
the same clipboard path and refusal fallback as "Copy code" (game/ui/clipboard.py).

Opening the link starts that game (the frame reads ``?game=``, natively ``--game``); the
toast says whether the link was copied, shown by the page to copy by hand, or could not be
copied at all (then the toast itself shows it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import register_strings, t
from game.share import GAME, BadShareLink, share_link
from game.ui import clipboard

if TYPE_CHECKING:
    from game.ui.scenes.hearts.scene import HeartsScene

#: Seconds the outcome toast stays (long enough to read a link in it).
TOAST_SECONDS = 5.0


def game_link(scene: HeartsScene) -> str:
    """The link that opens this game (its code) where the app is running."""
    return share_link(clipboard.page_address(), GAME, scene.match.code)


def share_game(scene: HeartsScene) -> None:
    """The "Share" button of the score sheet and the final ranking."""
    try:
        link = game_link(scene)
    except BadShareLink as exc:  # the page address or the code cannot make a link
        scene.app.toast(t("hearts.share.bad", reason=str(exc)), TOAST_SECONDS, kind="error")
        return
    scene.shared_link = link

    def done(outcome: str) -> None:
        scene.share_outcome = outcome
        if outcome == "copied":
            scene.app.toast(t("hearts.share.copied", link=link), TOAST_SECONDS, kind="success")
        elif outcome == "shown":
            scene.app.toast(t("hearts.share.shown"), TOAST_SECONDS)
        else:
            scene.app.toast(t("hearts.share.failed", link=link), TOAST_SECONDS * 2)

    clipboard.copy_text(link, done)


register_strings({
    "en": {
        "hearts.button.share": "Share",
        "hearts.share.copied": "Link to this game copied: {link}",
        "hearts.share.shown": "Copying was blocked: select the link shown above the game",
        "hearts.share.failed": "Link to this game: {link}",
        "hearts.share.bad": "No link can be made here: {reason}",
    },
    "ru": {
        "hearts.button.share": "Поделиться",
        "hearts.share.copied": "Ссылка на эту игру скопирована: {link}",
        "hearts.share.shown": "Копирование запрещено: выделите ссылку над игрой",
        "hearts.share.failed": "Ссылка на эту игру: {link}",
        "hearts.share.bad": "Здесь не получается сделать ссылку: {reason}",
    },
})
