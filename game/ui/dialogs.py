"""The frame's overlays: modal screens over the scene (dialogs, panels: game/ui/screens.py)
and passing messages (toasts), the deal-code dialog and the question before a new deal
replaces a game in progress.

The app's :class:`Overlays` (``app.overlays``), holding the screens and the toasts.  The top
screen takes every tap and key (game/ui/routing.py); when it closes, the keyboard focus goes back
to where it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from game.i18n import t
from game.ui.messages import Toast
from game.ui.scene import IS_WEB
from game.ui.screens import Focused, ModalScreen, ScreenStack
from game.ui.widgets import Dialog, TextEntry

if TYPE_CHECKING:
    import pygame

    from game.storage import Storage
    from game.ui.look import Look
    from game.ui.metrics import Screen
    from game.ui.theme import MessageKind

#: What a deal or game code may contain (letters are upper-cased as they are typed).
CODE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789- "


class OverlayHost(Protocol):
    """What the overlays ask of the app: the scene under them, a redraw, the storage's
    notices, and what to do with a code typed in the deal-code dialog."""

    storage: Storage
    #: The window's logical screen and the look: what a dialog opened here is shown on and in.
    @property
    def metrics(self) -> Screen: ...
    @property
    def look(self) -> Look: ...

    @property
    def scene(self) -> Focused: ...
    def invalidate(self, rect: pygame.Rect | None = None) -> None: ...
    def deal_code_problem(self, code: str) -> str | None: ...
    def offer_code(self, code: str, on_cancel: Callable[[], Any] | None = None) -> bool: ...


class Overlays:
    """The modal screens over the scene and the passing messages (toasts)."""

    def __init__(self, app: OverlayHost) -> None:
        self.app = app
        #: The modal screens, bottom to top.
        self.stack = ScreenStack(lambda: app.scene, app.invalidate)
        #: The passing messages, oldest first.
        self.toasts: list[Toast] = []

    def push_screen(self, screen: ModalScreen, on_result: Callable[[Any], object] | None = None) -> None:
        """Open ``screen`` over the scene and the screens already open: it takes every tap
        and key (starting on its default button) until it calls ``dismiss(result)``; then
        it goes, ``on_result(result)`` runs and the keyboard focus goes back where it was.
        A dialog not given a screen and a look is shown on the app's."""
        if isinstance(screen, Dialog):
            screen.show_on(lambda: self.app.metrics, self.app.look)
        self.stack.push(screen, on_result)

    def show_dialog(self, dialog: Dialog) -> None:
        """Open a dialog (``push_screen``; a sheet put away by a tap beside it then runs
        its ``on_outside``)."""
        self.push_screen(dialog, dialog.after_close)

    def show_message(self, title: str, message: str = "", translate_message: bool = False) -> None:
        """A dialog with one OK button (``button:confirm``)."""
        self.show_dialog(Dialog(lambda: t(title),
                                (lambda: t(message)) if translate_message else (lambda: message)))

    def toast(self, message: str, seconds: float = 2.4, kind: MessageKind = "info") -> None:
        """A passing message; ``kind`` ("info", "undo", "error", "success") sets its look."""
        self.toasts.append(Toast(message, seconds, kind))
        self.app.invalidate()

    def show_storage_notices(self) -> None:
        """Tell the player, once, about a saved document refused or left alone (storage.py)."""
        from game.ui import notices

        for notice in self.app.storage.take_notices():
            self.toast(notices.text(notice), notices.SECONDS)

    def deal_code_dialog(self) -> Dialog:
        """The "type or paste a code" dialog (menu and Heart to Heart share it): Play goes
        through offer_code, so a bad code gets its message under the entry, the current game
        stays, and a deal that would replace a game in progress asks first."""
        from game.share import code_in_pasted

        entry = TextEntry("entry:deal", (0, 0, 10, 10), max_len=20, allowed=CODE_CHARS,
                          prompt="deal.prompt", on_paste=code_in_pasted, paste_replaces=True)
        dialog: Dialog

        def play() -> None:
            problem = self.app.deal_code_problem(entry.value)
            if problem:  # keep what was typed, and say what is wrong right under it
                dialog.show_error(problem)
                return
            self.app.offer_code(entry.value)  # a deal that replaces a game in progress asks first

        def paste() -> None:
            entry.paste(prompt=IS_WEB)
            dialog.keep_open()  # pasting is not an answer

        def submit(_value: str) -> None:
            dialog.buttons[-1].activate()  # as Play pressed: it closes unless kept open

        entry.on_submit = submit
        dialog = Dialog("deal.title", "deal.prompt",
                        [("cancel", "button.cancel", None), ("paste", "button.paste", paste),
                         ("play", "button.play", play)],
                        entry=entry, cancel="cancel", kind="deal_code")
        return dialog

    def confirm_replace(self, scene: str, start: Callable[[], Any],
                        on_cancel: Callable[[], Any] | None = None) -> None:
        """Ask before a new deal of ``scene`` replaces the one in progress (game_in_progress);
        ``start`` deals it if the player says so, ``on_cancel`` runs if not (Cancel, Esc)."""
        self.show_dialog(Dialog(
            "deal.replace.title", lambda: t("deal.replace.message", game=t(f"menu.{scene}")),
            [("cancel", "button.cancel", on_cancel), ("replace", "button.play", start)],
            cancel="cancel", default="cancel", kind="replace"))
