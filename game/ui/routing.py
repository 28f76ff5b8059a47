"""The frame's input routing: platform events → taps, scrolls, keys and keyboard focus.

The app's :class:`Router` (``app.router``), holding the input state.  Mouse buttons
and fingers become taps, resolved against the current targets (the top modal screen's,
else the scene's hittables, topmost first: game/ui/screens.py); keys become focus moves, taps on the focused
target, shortcuts or the scene's own keys.  While the scene is busy (a tween runs) input
is queued in order and replayed when it settles, so no tap is lost or applied twice (up to
PENDING_LIMIT: a storm beyond it is let go).
Arrows move the focus to the nearest target in that direction (game/ui/focus.py), Tab
through the scene's focus order.  Closing a screen gives the focus back to the control that
opened it: a modal screen's (game/ui/screens.py), and a scene's on the way back to the
scene it was opened from (:meth:`Router.scene_changed`).
"""

from __future__ import annotations

import math
import sys
from collections import deque
from typing import TYPE_CHECKING, Any, Literal, Protocol

import pygame

from game.ui import theme
from game.ui.scene import IS_WEB
from game.ui.sprites import topmost_at, visible_point
from game.ui.widgets import TextEntry

if TYPE_CHECKING:
    from game.ui.metrics import Screen
    from game.ui.scene import Scene
    from game.ui.screens import ScreenStack
    from game.ui.sound import Sound
    from game.ui.viewport import Fit


#: The largest pointer position or movement believed, in window pixels: beyond any screen,
#: and small enough that the logical point and every hit test stay ordinary integers.
MAX_PIXELS = 1 << 20
#: Fingers come in window fractions (0..1, a little beyond at the edges): as generous.
MAX_FRACTION = 16.0

#: Per pointer event: the coordinates it carries (checked when present), the limit they
#: are held to, and the ones the frame reads (an event without them is dropped too).
_POINTER_FIELDS: dict[int, tuple[tuple[str, ...], float, tuple[str, ...]]] = {
    pygame.MOUSEBUTTONDOWN: (("pos",), MAX_PIXELS, ("pos",)),
    pygame.MOUSEBUTTONUP: (("pos",), MAX_PIXELS, ()),
    pygame.MOUSEMOTION: (("pos", "rel"), MAX_PIXELS, ("rel",)),
    pygame.MOUSEWHEEL: (("x", "y", "precise_x", "precise_y"), MAX_PIXELS, ("y",)),
    pygame.FINGERDOWN: (("x", "y", "dx", "dy"), MAX_FRACTION, ("x", "y")),
    pygame.FINGERUP: (("x", "y", "dx", "dy"), MAX_FRACTION, ()),
    pygame.FINGERMOTION: (("x", "y", "dx", "dy"), MAX_FRACTION, ("dy",)),
}


def _believable(value: Any, limit: float) -> bool:
    """A finite real number (or a pair of them) no larger than ``limit`` either way."""
    if isinstance(value, (tuple, list)):
        return len(value) == 2 and all(_believable(v, limit) for v in value)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return math.isfinite(value) and abs(value) <= limit


def pointer_is_believable(event: pygame.event.Event) -> bool:
    """Whether a platform event's pointer coordinates can be used: a NaN, an infinity or an
    absurd size (a browser's or a driver's glitch, a fuzzer) would break turning them into
    logical pixels or hit testing.  Events without a pointer always can."""
    fields = _POINTER_FIELDS.get(event.type)
    if fields is None:
        return True
    names, limit, needed = fields
    values = event.dict
    if any(name not in values for name in needed):
        return False
    return all(_believable(values[name], limit) for name in names if name in values)


#: How many scenes back the way to the current one is kept (the deepest way: the menu, a
#: game, its settings or rules, and their own pages).
SCENE_TRAIL = 8

#: What waits in ``Router.pending`` while cards move: a tap (target, position), the back key
#: (Escape, the browser's back), or another key press (its pygame event).
InputKind = Literal["tap", "back", "key"]
Input = tuple[InputKind, Any]
#: The most input that waits for the scene to settle: more than a player means to queue
#: (a held key's repeats, a storm of clicks while the computers play) is let go, so the
#: table does not keep playing the storm out long after it ended (one back key still waits).
PENDING_LIMIT = 16


class Stage(Protocol):
    """What input asks of whoever keeps the scene and its screens (the navigator): the
    scene it goes to, the stack of screens over it, whether input must wait, quitting."""

    stack: ScreenStack

    @property
    def scene(self) -> Scene: ...
    def busy(self) -> bool: ...
    def quit(self, code: int = 0) -> None: ...


class Display(Protocol):
    """What input asks of the window: where its pixels land on the logical screen, a
    redraw, and its own keys and events (fullscreen, a changed size)."""

    @property
    def view(self) -> Fit: ...
    def invalidate(self, rect: pygame.Rect | None = None) -> None: ...
    def toggle_fullscreen(self) -> bool: ...
    def window_changed(self) -> None: ...


class Router:
    """Input routing and keyboard focus: the app's input waiting for the scene to settle,
    whether the keyboard is in use, the drag under way."""

    def __init__(self, stage: Stage, display: Display, sound: Sound) -> None:
        """Input goes to ``stage``'s scene or top screen, in ``display``'s coordinates;
        a first tap unlocks ``sound``."""
        self.stage, self.display, self.sound = stage, display, sound
        self.screens = stage.stack
        #: Input waiting for the scene to settle (applied in order by ``drain_pending``).
        self.pending: deque[Input] = deque()
        #: The keyboard is in use: the focus ring is drawn (a click or a finger ends it).
        self.keyboard_mode = False
        #: Pointer events dropped for unusable coordinates (the first one is reported).
        self.dropped_events = 0
        self._drag_from: tuple[int, int] | None = None
        #: The scenes gone through to reach the current one, each with the name of the
        #: target that had its focus as it was left (the control that opened the next).
        self._trail: list[tuple[str, str | None]] = []

    def scene_changed(self, left: Any, entered: Any) -> None:
        """``entered`` took over from ``left``: going back to a scene on the way here gives
        its focus back to the control that led on from it; any other scene starts afresh
        and ``left`` goes on the way."""
        self.pending.clear()  # input meant for the scene left goes with it
        if left is None or left.name == entered.name:
            return
        back = next((i for i in range(len(self._trail) - 1, -1, -1) if self._trail[i][0] == entered.name), None)
        if back is None:
            self._trail.append((left.name, left.focus))
            del self._trail[:-SCENE_TRAIL]
            return
        focus = self._trail[back][1]
        del self._trail[back:]
        if entered.focus is None and any(getattr(h, "name", None) == focus for h in entered.focus_order()):
            entered.focus = focus

    def targets(self) -> list:
        """What a tap can hit now, bottom to top: the top screen's while one is open."""
        top = self.screens.top
        if top is not None:
            return top.hittables()
        return self.stage.scene.hittables()

    def named_targets(self) -> dict[str, Any]:
        return {h.name: h for h in self.targets() if getattr(h, "name", None)}

    def handle_event(self, event: pygame.event.Event) -> None:
        """Where every platform event enters the app (the frame's queue, the script's keys
        and taps): one with unusable pointer coordinates is dropped here, said once."""
        if not pointer_is_believable(event):
            self.dropped_events += 1
            if self.dropped_events == 1:
                print(f"dropped a pointer event with unusable coordinates: {str(event)[:200]}",
                      file=sys.stderr)
            return
        et = event.type
        if et == pygame.QUIT:
            self.stage.quit(0)
        elif et == pygame.MOUSEBUTTONDOWN:
            if getattr(event, "touch", False):
                return  # the FINGERDOWN of the same touch is the tap
            if event.button == 1:
                self.keyboard_mode = False
                self._drag_from = event.pos
                self.tap(self.display.view.to_logical(event.pos))
        elif et == pygame.MOUSEBUTTONUP:
            self._drag_from = None
        elif et == pygame.MOUSEMOTION:
            if self._drag_from is not None and event.buttons[0] and not getattr(event, "touch", False):
                self.stage.scene.on_scroll(event.rel[1] / self.display.view.scale)
                self.display.invalidate()
        elif et == pygame.MOUSEWHEEL:
            self.stage.scene.on_scroll(event.y * 48)
            self.display.invalidate()
        elif et == pygame.FINGERDOWN:
            self.keyboard_mode = False
            ww, wh = self.display.view.window
            self.tap(self.display.view.to_logical((event.x * ww, event.y * wh)))
        elif et == pygame.FINGERMOTION:
            self.stage.scene.on_scroll(event.dy * self.display.view.window[1] / self.display.view.scale)
            self.display.invalidate()
        elif et == pygame.KEYDOWN:
            self.key(event)
        elif et == pygame.TEXTINPUT:
            entry = self._entry()
            if entry is not None:
                entry.insert(event.text)
                self.display.invalidate()
        elif et in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.display.window_changed()
        elif et in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED,
                    pygame.VIDEOEXPOSE, pygame.WINDOWSHOWN, pygame.WINDOWFOCUSGAINED):
            self.display.invalidate()

    def _entry(self) -> TextEntry | None:
        top = self.screens.top
        return top.entry if top is not None else None

    def tap(self, pos: tuple[int, int]) -> None:
        """A click or a finger at ``pos`` (logical pixels): resolve it now, apply it when idle."""
        self.sound.unlock()
        target = topmost_at(self.targets(), pos)
        self._submit(("tap", (target, pos)))

    def tap_target(self, target: Any) -> bool:
        """Tap the centre of the visible part of ``target`` (keyboard Enter, script ``tap``)."""
        point = visible_point(target, self.targets())
        if point is None:
            return False
        self.tap(point)
        return True

    def key(self, event: pygame.event.Event) -> None:
        self.sound.unlock()
        entry = self._entry()
        if event.key == pygame.K_ESCAPE:
            self._submit(("back", None))
            return
        if event.key == pygame.K_F11 and not IS_WEB:
            self.display.toggle_fullscreen()
            return
        if entry is not None and event.key not in (pygame.K_TAB,) and entry.handle_key(event):
            self.display.invalidate()
            return
        top = self.screens.top
        if top.wants_key(event) if top is not None else self.stage.scene.wants_key(event):
            self._submit(("key", event))
            return
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            if not self.keyboard_mode:
                self.keyboard_mode = True
                if self.focused() is None:
                    self._focus_first()
            elif event.key == pygame.K_TAB:
                self._focus_step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            else:
                self._focus_move(event.key)
            self.display.invalidate()
            return
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            target = self.focused() if self.keyboard_mode else None
            if target is None and top is not None:
                target = top.default_button()
            if target is not None:
                self.tap_target(target)
            return
        self._submit(("key", event))

    def _submit(self, item: Input) -> None:
        if self.stage.busy() or self.pending:
            if len(self.pending) < PENDING_LIMIT or (item[0] == "back" and all(i[0] != "back" for i in self.pending)):
                self.pending.append(item)
            self.stage.scene.tweens.hurry()
        else:
            self._apply(item)

    def take_waiting_back(self) -> bool:
        """Take the first Esc (or browser back) out of the input waiting: the scene used it
        to end what it had on show (a claim's answer), so it goes no further."""
        for item in self.pending:
            if item[0] == "back":
                self.pending.remove(item)
                return True
        return False

    def drain_pending(self) -> None:
        while self.pending and not self.stage.busy():
            self._apply(self.pending.popleft())

    def _apply(self, item: Input) -> None:
        kind, payload = item
        self.display.invalidate()
        if kind == "tap":
            target, pos = payload
            current = self.targets()
            if target is not None and not any(target is h for h in current):
                target = topmost_at(current, pos)  # it went away meanwhile: re-resolve
            top = self.screens.top
            if top is not None:
                top.on_tap(target, pos)
                return
            if target is not None and getattr(target, "name", None):
                self.stage.scene.focus = target.name
            self.stage.scene.on_tap(target, pos)
        elif kind == "back":
            top = self.screens.top
            if top is not None:
                top.press_cancel()
            else:
                self.stage.scene.on_back()
        elif kind == "key":
            event = payload
            top = self.screens.top
            if top is not None:
                top.on_key(event)
                return
            if self.stage.scene.on_key(event):
                return
            name = self.stage.scene.shortcuts.get(event.key)
            if name:
                target = self.named_targets().get(name)
                if target is not None and getattr(target, "enabled", True):
                    self.tap_target(target)

    def focusables(self) -> list:
        """What the keyboard focus goes through now: the top screen's, else the scene's."""
        top = self.screens.top
        if top is not None:
            return top.focus_targets()
        return self.stage.scene.focus_order()

    def focused(self) -> Any:
        items = self.focusables()
        top = self.screens.top
        if top is not None:
            name = self.screens.focus
            for b in items:
                if b.name == name:
                    return b
            default = top.default_button()
            return default if default in items else (items[-1] if items else None)
        for h in items:
            if h.name == self.stage.scene.focus:
                return h
        return None

    def set_focus(self, target: Any) -> None:
        """Give ``target`` (one of ``focusables``) the keyboard focus."""
        if self.screens:
            self.screens.focus = target.name
        else:
            self.stage.scene.focus = target.name

    def draw_focus(self, surface: pygame.Surface, screen: Screen) -> None:
        """The focus ring around the focused target (the top screen's, or the scene's),
        while the keyboard is in use."""
        target = self.focused() if self.keyboard_mode else None
        if target is None:
            return
        px = screen.px  # the ring's gaps and lines are design lengths
        r = target.rect.inflate(px(10), px(10))
        pygame.draw.rect(surface, theme.FOCUS_INNER, r, width=px(4), border_radius=px(14))
        pygame.draw.rect(surface, theme.FOCUS, r.inflate(px(6), px(6)), width=px(2), border_radius=px(16))

    def _focus_first(self) -> None:
        items = self.focusables()
        if items:
            self.set_focus(items[0])

    def _focus_step(self, step: int) -> None:
        items = self.focusables()
        if not items:
            return
        cur = self.focused()
        i = next((k for k, h in enumerate(items) if h is cur), -1)
        self.set_focus(items[(i + step) % len(items)])

    def _focus_move(self, key: int) -> None:
        """Arrows: the nearest target in that direction, from the targets' drawn rectangles
        (game/ui/focus.py: one rule for every screen and dialog)."""
        from game.ui import focus

        items = self.focusables()
        cur = self.focused()
        if cur is None:
            self._focus_first()
            return
        direction = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right",
                     pygame.K_UP: "up", pygame.K_DOWN: "down"}[key]
        others = [h for h in items if h is not cur]
        i = focus.nearest(pygame.Rect(cur.rect), [pygame.Rect(h.rect) for h in others],
                          focus.DIRECTIONS[direction], [focus.focus_group(h) for h in others],
                          focus.focus_group(cur))
        if i is not None:
            self.set_focus(others[i])
