"""Where the player is: the current scene, the modal screens over it, the passing messages.

The app's :class:`Navigator` (``app.nav``) is what a scene is given to move the player
(game/ui/scene.py ``Parts``): another scene (``go``), a screen over this one
(``push_screen``, ``show_dialog``, ``show_message``; the stack is game/ui/screens.py), a
passing message (``toast``), out of the app (``quit``).  It owns the scene and the stack,
so "what is on screen" has one keeper: the router sends input to its top, the window lays
its scene and screens out again, the app draws them.  The top screen takes every tap and
key (game/ui/routing.py); when it closes, the keyboard focus goes back to where it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.i18n import t
from game.ui.messages import Toast
from game.ui.scene import SCENES, Parts, Scene
from game.ui.screens import ModalScreen, ScreenStack
from game.ui.widgets import Dialog

if TYPE_CHECKING:
    import pygame

    from game.storage import Storage
    from game.ui.look import Look
    from game.ui.metrics import Screen
    from game.ui.theme import MessageKind


class Navigator:
    """The current scene, the modal screens over it and the toasts; going elsewhere."""

    def __init__(self, invalidate: Callable[..., None], storage: Storage, end: Callable[[int], None]) -> None:
        """``invalidate``: ask the window for a redraw; ``storage``: whose notices to tell;
        ``end``: end the app's loop with an exit status."""
        self._invalidate = invalidate
        self._storage = storage
        self._end = end
        #: The scene on screen (``None`` only until the app's first ``go``).
        self.scene: Scene = None  # type: ignore[assignment]
        #: The modal screens, bottom to top.
        self.stack = ScreenStack(lambda: self.scene, invalidate)
        #: The passing messages, oldest first.
        self.toasts: list[Toast] = []
        #: What each scene is given (made by the app, with this navigator in it).
        self.parts: Parts = None  # type: ignore[assignment]
        #: Told ``(left, entered)`` after each change of scene (the router: its focus trail).
        self.on_scene_changed: Callable[[Scene | None, Scene], None] = lambda left, entered: None
        self._game_scenes_loaded = False

    # -- scenes ----------------------------------------------------------------------------
    def go(self, name: str, **params: Any) -> bool:
        """Make ``name`` a new current scene; ``False`` (and a toast) if it does not exist.
        The scene left saves (``leave``); every screen over it goes without a result."""
        make = SCENES.get(name)
        if make is None and not self._game_scenes_loaded:
            self.load_game_scenes()
            make = SCENES.get(name)
        if make is None:
            self.toast(t("msg.unavailable"))
            return False
        left = self.scene
        if left is not None:
            left.tweens.finish_all()
            left.leave()
        self.stack.clear()
        self.scene = make(self.parts, **params)
        self.scene.enter()
        self.on_scene_changed(left, self.scene)  # back where it came from: the focus too
        self._invalidate()
        return True

    @property
    def game_scenes_loaded(self) -> bool:
        """Have the game scenes been imported (right after the first frame, or when asked)?"""
        return self._game_scenes_loaded

    def load_game_scenes(self) -> None:
        """Import the game scenes once (a bug in one is raised, never hidden)."""
        if not self._game_scenes_loaded:
            self._game_scenes_loaded = True
            from game.ui import scenes

            scenes.load_game_scenes()

    def quit(self, code: int = 0) -> None:
        """End the app after this frame with ``code``."""
        self._end(code)

    def busy(self) -> bool:
        """Must input wait (the scene's cards move, a screen's work is under way)?"""
        return self.scene.busy() or any(screen.busy() for screen in self.stack.screens)

    def relayout(self, old: tuple[int, int], new: tuple[int, int]) -> None:
        """The logical screen went from ``old`` to ``new``: the scene and every screen lay
        themselves out again (cards in flight carry on to their new places)."""
        if self.scene is None:
            return
        self.scene.tweens.carry_over(old, new, self.scene.relayout)
        for screen in self.stack.screens:
            screen.layout()

    # -- screens ---------------------------------------------------------------------------
    @property
    def screens(self) -> tuple[ModalScreen, ...]:
        """The open modal screens, bottom to top."""
        return self.stack.screens

    @property
    def top(self) -> Any:
        """The top modal screen (a :class:`Dialog` where the reader opened one), or ``None``."""
        return self.stack.top

    def close_screens(self) -> None:
        """Put every open screen away at once (no results)."""
        self.stack.clear()
        self._invalidate()

    def push_screen(self, screen: ModalScreen, on_result: Callable[[Any], object] | None = None) -> None:
        """Open ``screen`` over the scene and the screens already open: it takes every tap
        and key (starting on its default button) until it calls ``dismiss(result)``; then
        it goes, ``on_result(result)`` runs and the keyboard focus goes back where it was.
        A dialog not given a screen and a look is shown on the app's."""
        if isinstance(screen, Dialog):
            canvas = self.parts.canvas
            screen.show_on(lambda: canvas.metrics, canvas.look)
        self.stack.push(screen, on_result)

    def show_dialog(self, dialog: Dialog) -> None:
        """Open a dialog (``push_screen``; a sheet put away by a tap beside it then runs
        its ``on_outside``)."""
        self.push_screen(dialog, dialog.after_close)

    def show_message(self, title: str, message: str = "", translate_message: bool = False) -> None:
        """A dialog with one OK button (``button:confirm``)."""
        self.show_dialog(Dialog(lambda: t(title),
                                (lambda: t(message)) if translate_message else (lambda: message)))

    # -- messages --------------------------------------------------------------------------
    def toast(self, message: str, seconds: float = 2.4, kind: MessageKind = "info") -> None:
        """A passing message; ``kind`` ("info", "undo", "error", "success") sets its look."""
        self.toasts.append(Toast(message, seconds, kind))
        self._invalidate()

    def show_storage_notices(self) -> None:
        """Tell the player, once, about a saved document refused or left alone (storage.py)."""
        from game.ui import notices

        for notice in self._storage.take_notices():
            self.toast(notices.text(notice), notices.SECONDS)

    def draw_toasts(self, surface: pygame.Surface, screen: Screen, look: Look) -> None:
        """The toasts, newest lowest, where the scene says its messages go (``toast_anchor``:
        the midbottom point of the lowest one, so they never cover the cards they talk
        about; ``toast_width``: how wide they may be), else at the bottom centre."""
        anchor = getattr(self.scene, "toast_anchor", None)
        width = getattr(self.scene, "toast_width", None)
        x, y = anchor or (screen.width // 2, screen.height - screen.px(40))
        for toast in reversed(self.toasts):  # stacked by their real heights (some wrap)
            y = toast.draw(surface, 0, (x, y), width, screen=screen, look=look).top - screen.px(10)

    def update_toasts(self, dt: float) -> bool:
        """Age the toasts; ``True`` when one went (the picture changed)."""
        gone = False
        for toast in list(self.toasts):
            if toast.update(dt):
                self.toasts.remove(toast)
                gone = True
        return gone

