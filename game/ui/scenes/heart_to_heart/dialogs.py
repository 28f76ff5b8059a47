"""The Heart to Heart scene's dialogs and messages: asking before a restart or a new game,
the deal-code dialog, toasts in the layout's message place, and copying or sharing the
deal's code.  The dead-end and result dialogs are opened from :mod:`.endings` through the
same ``open_dialog``, which remembers which kind is showing (``dialog_kind``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from game.heart_to_heart.state import PLAYING, WON, Game
from game.i18n import t
from game.share import DEAL
from game.ui import clipboard, sharing, theme
from game.ui.scenes.heart_to_heart import effects as fx
from game.ui.scenes.heart_to_heart.layout import H2HLayout
from game.ui.widgets import Dialog

if TYPE_CHECKING:
    from game.ui.dead_end import DockedDialog


class SceneDialogs:
    """Dialogs and messages (a mixin of :class:`HeartToHeartScene`)."""

    app: Any
    game: Game
    L: H2HLayout
    _dialog: tuple[Dialog, str] | None
    restart_deal: Callable[[], None]
    new_game: Callable[..., None]

    def ask_restart(self) -> None:
        """"Restart deal": asks first while a game is in progress (it counts as lost)."""
        if self.game.moves == 0 and self.game.status != WON:
            return  # already at the first position: nothing to restart
        if self.game.status == PLAYING:
            self.open_dialog("restart", Dialog(
                "h2h.restart.title", "h2h.restart.message",
                [("cancel", "button.cancel", None), ("restart", "button.restart_deal", self.restart_deal)],
                cancel="cancel"))
        else:
            self.restart_deal()

    def toast(self, message: str, seconds: float = 2.4, kind: str = "info") -> None:
        """A message in the layout's message place; the same one again replaces the old
        (a burst of refused taps does not pile copies up the column)."""
        self.app.toasts[:] = [x for x in self.app.toasts if x.message != message]
        self.app.toast(message, seconds, kind)

    def open_dialog(self, kind: str, dialog: Dialog) -> None:
        if kind in ("dead_end", "lost", "won"):
            self.app.toasts.clear()  # what they said is stale now, and they would cover the panel
        self._dialog = (dialog, kind)
        self._dock_room()
        self.app.show_dialog(dialog)

    def _dock_room(self) -> None:
        """A dead-end sheet docked under the heart takes only the room below it (the cards
        its reason names stay in view); the result panel comes when the heart is empty."""
        if self._dialog is None or self._dialog[1] not in ("dead_end", "lost"):
            return
        # the dead-end and lost sheets come from dead_end_dialog: always a DockedDialog
        dialog = cast("DockedDialog", self._dialog[0])
        if getattr(dialog, "dock", None) == "bottom":
            dialog.room = theme.HEIGHT - self.L.heart_bounds().bottom - theme.px(8)
        else:
            dialog.room = None
        dialog.layout()

    def dialog_kind(self) -> str | None:
        if self.app.dialog is None:
            return None
        if self._dialog is not None and self.app.dialog is self._dialog[0]:
            return self._dialog[1]
        return "message"  # one of the frame's (a bad deal code, say)

    def ask_new_game(self) -> None:
        if self.game.status == PLAYING and self.game.moves > 0:
            self.open_dialog("new_game", Dialog(
                "h2h.new.title", "h2h.new.message",
                [("cancel", "button.cancel", None), ("new", "button.new", self.new_game)],
                cancel="cancel"))
        else:
            self.new_game()

    def ask_deal(self) -> None:
        """"Play a deal…": the frame's code dialog.  It asks before a Heart to Heart code
        replaces this game in progress (a Hearts code leaves it saved), once the code is typed."""
        self.open_deal_dialog()

    def open_deal_dialog(self) -> None:
        self.open_dialog("deal", self.app.deal_code_dialog())

    def copy_code(self) -> None:
        code = self.game.code
        fx.show_deal_in_address(code)
        clipboard.copy_text(code, lambda outcome: self.toast(
            t("deal.copied") + ": " + code if outcome == "copied"
            else t("deal.copy_shown") if outcome == "shown" else t("h2h.copy_failed", code=code), 4.0,
            kind="success" if outcome == "copied" else "info"))

    def share(self) -> None:
        """"Share": a link to this deal (the page's address with ?deal=), copied like the code."""
        sharing.share(DEAL, self.game.code, self.toast)
