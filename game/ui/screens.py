"""Modal screens over the scene: their base (:class:`Screen`) and the app's stack of them.

A modal screen (a dialog, a panel, a sheet) lies over the current scene and, while it is
the top one, takes every tap and key: the app routes them to it (game/ui/routing.py),
Enter presses its default button, Esc its cancel, and the keyboard focus moves among its
``focus_targets``.  The app draws the scene, then the screens bottom to top.  A screen says
it is done with ``dismiss(result)``, as Textual's ``ModalScreen.dismiss`` does: the stack
takes it off at once, runs the ``on_result`` it was pushed with, and gives the keyboard
focus back to what had it before (the screen below, or the scene's focused target).

    nav.push_screen(screen, on_result=lambda result: ...)
    nav.screens   # the stack, bottom to top
    nav.top       # the top screen, or None

Every screen is a :class:`Screen` (:class:`game.ui.widgets.Dialog` is one) and overrides
only what it does differently from the defaults.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

if TYPE_CHECKING:
    import pygame

    from game.ui.text_entry import TextEntry

R = TypeVar("R")


class Focused(Protocol):
    """The scene under the screens, as the stack sees it: where its keyboard focus is."""

    focus: str | None


class Screen(Generic[R]):
    """A screen over the scene, handing back a ``R`` when it is dismissed: the defaults of
    the role (no keys of its own, a tap activates what it lands on, nothing to update)."""

    #: What the screen is, for the script's ``state`` (its ``"dialog"`` entry).
    kind: str | None = None
    #: The text field typed keys go to while this is the top screen (``None``: none).
    entry: TextEntry | None = None
    #: Whether it has been dismissed (until it is opened again).
    closed: bool = False
    #: What it handed back when it was dismissed (``None`` before).
    result: R | None = None
    #: The opener's callback, set by whoever opened it (the app's stack, or the screen
    #: that shows it as its own part): it takes the screen off and hands the result on.
    _on_dismiss: Callable[[R], None] | None = None

    def opened(self, on_dismiss: Callable[[R], None]) -> None:
        """Being shown: ``dismiss`` hands its result to ``on_dismiss``."""
        self.closed = False
        self._on_dismiss = on_dismiss

    def dismiss(self, result: R) -> None:
        """Done: hand ``result`` to the opener, which takes the screen off (once)."""
        if self.closed:
            return
        self.closed = True
        self.result = result
        on_dismiss, self._on_dismiss = self._on_dismiss, None
        if on_dismiss is not None:
            on_dismiss(result)

    def layout(self) -> None:
        """Place everything again for the current screen size and language."""

    def hittables(self) -> list:
        """What a tap can land on, bottom to top."""
        return []

    def focus_targets(self) -> list:
        """What the keyboard focus goes through (Tab order; arrows move among the same):
        the enabled, named hittables."""
        return [h for h in self.hittables()
                if getattr(h, "enabled", True) and getattr(h, "focusable", True) and getattr(h, "name", None)]

    def default_button(self) -> Any:
        """What Enter presses while the focus was not moved (``None``: nothing)."""
        return None

    def press_cancel(self) -> None:
        """Esc (and the browser's back) while this is the top screen."""

    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        """A tap on ``target`` (one of ``hittables``), or outside all of them (``None``)."""
        activate = getattr(target, "activate", None)
        if activate is not None:
            activate()

    def wants_key(self, event: pygame.event.Event) -> bool:
        """``True`` to receive a key the app would use itself (arrows, Tab, Enter)."""
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        """A key that is not Esc, a focus move or Enter; ``True`` if it was used."""
        return False

    def update(self, dt: float) -> bool:
        """Advance the screen's own clocks; ``True`` when its picture changed."""
        return False

    def busy(self) -> bool:
        """``True`` while input must wait (its work under way)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw over what is below (the scene and the screens under this one)."""

    def describe(self) -> dict[str, object] | None:
        """The script's ``state["modal"]`` while this is the top screen (``None``: none)."""
        return None


#: Any screen on the stack, whatever it hands back.
ModalScreen = Screen[Any]


class _Entry:
    """One screen on the stack, with what the app keeps for it."""

    __slots__ = ("screen", "on_result", "focus", "scene_focus")

    def __init__(self, screen: ModalScreen, on_result: Callable[[Any], object] | None,
                 scene_focus: tuple[Focused, str | None] | None) -> None:
        self.screen = screen
        self.on_result = on_result
        #: The name of the screen's target with the keyboard focus (``None``: its default).
        self.focus: str | None = None
        #: The scene and its focused target's name, to give back when the stack empties
        #: (kept by the bottom screen only).
        self.scene_focus = scene_focus


class ScreenStack:
    """The app's modal screens, bottom to top, with the keyboard focus each one holds."""

    def __init__(self, scene: Callable[[], Focused | None], invalidate: Callable[[], None]) -> None:
        self._scene = scene
        self._invalidate = invalidate
        self._entries: list[_Entry] = []

    @property
    def screens(self) -> tuple[ModalScreen, ...]:
        """The screens, bottom to top."""
        return tuple(e.screen for e in self._entries)

    @property
    def top(self) -> ModalScreen | None:
        """The screen that takes the input now (``None``: the scene does)."""
        return self._entries[-1].screen if self._entries else None

    def __bool__(self) -> bool:
        return bool(self._entries)

    def push(self, screen: ModalScreen, on_result: Callable[[Any], object] | None = None) -> None:
        """Put ``screen`` on top: it starts on its default button; the focus below is kept."""
        scene = self._scene()
        kept = None
        if not self._entries and scene is not None:
            kept = (scene, scene.focus)  # where the focus goes back to when the stack empties
        if scene is not None:
            scene.focus = None
        self._entries.append(_Entry(screen, on_result, kept))
        # (the screen is held weakly there: one dropped unclosed goes at once)
        screen.opened(partial(self._dismissed, weakref.ref(screen)))
        self._invalidate()

    def _dismissed(self, held: weakref.ref[ModalScreen], result: Any) -> None:
        """``screen`` handed back ``result``: it goes (with the screens it had opened above
        it staying), its ``on_result`` runs once it is off, the focus goes back to what had
        it.  A screen no longer on the stack (the scene changed under it) hands back nothing."""
        screen = held()
        i = next((k for k, e in enumerate(self._entries) if e.screen is screen), None)
        if i is None:
            return
        entry = self._entries.pop(i)
        if i < len(self._entries):  # a screen above it stays: it keeps the scene's focus
            if entry.scene_focus is not None and self._entries[i].scene_focus is None:
                self._entries[i].scene_focus = entry.scene_focus
        elif not self._entries:
            scene = self._scene()
            back = entry.scene_focus
            if back is not None and back[0] is scene and scene is not None and scene.focus is None:
                scene.focus = back[1]
        self._invalidate()
        if entry.on_result is not None:
            entry.on_result(result)

    def clear(self) -> None:
        """Drop every screen, no result handed back (the scene changes under them)."""
        self._entries.clear()

    @property
    def focus(self) -> str | None:
        """The name of the top screen's focused target (``None``: its default)."""
        return self._entries[-1].focus if self._entries else None

    @focus.setter
    def focus(self, name: str | None) -> None:
        if self._entries:
            self._entries[-1].focus = name
