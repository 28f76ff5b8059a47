"""The frame's window: the real window (or the page's canvas), the logical screen the scenes
draw on, scaling one into the other, the layout that follows the window's shape, fullscreen.

The app's :class:`Window` (``app.display``); to a scene it is the canvas (``Canvas``: the
metrics, the look, a redraw asked for).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Protocol

import pygame

from game.i18n import t
from game.ui import theme, viewport
from game.ui.metrics import Screen
from game.ui.scene import IS_WEB
from game.ui.surface_cache import count_in_screens_of, keep_screen_size

if TYPE_CHECKING:
    from game.settings import Settings
    from game.ui.look import Look
    from game.ui.viewport import LayoutKind

#: The settings a layout follows (besides the window's size).
CARD_SIZE, LEFT_HANDED = "comfort.card_size", "comfort.left_handed"
#: Card art sizes kept when the window changes size (the rest is painted again on demand).
KEEP_CARD_SIZES = 8


def _icon(palette: theme.Palette) -> pygame.Surface:
    """The window icon: a red heart on a card in ``palette``, drawn like everything else."""
    from game.ui import text

    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.rect(icon, palette.card_face, (8, 2, 48, 60), border_radius=7)
    pygame.draw.rect(icon, palette.card_edge, (8, 2, 48, 60), width=2, border_radius=7)
    heart = text.render_px("♥", 44, palette.red)  # a 64 px icon: device pixels
    icon.blit(heart, heart.get_rect(center=(32, 34)))
    return icon


def _forget_other_sizes(size: tuple[int, int]) -> None:
    """The logical screen changed size: drop the full-screen pictures painted for other sizes
    (table lights, felts: ~4 MB each) and all but the newest card art sizes, so dragging a
    window's corner through a hundred sizes does not keep a hundred of each."""
    keep_screen_size(size)
    from game.ui.sprites import CardArt

    CardArt.keep_newest(KEEP_CARD_SIZES)


def _layout_key(screen: Screen) -> tuple:
    """What a relayout follows: the kind, the logical size, compactness, scale and the
    player's card size and hand (not the CSS pixels per pixel, which only the smallest
    letters read)."""
    return screen.kind, screen.width, screen.height, screen.compact, screen.scale, screen.card_size, \
        screen.left_handed


class Stage(Protocol):
    """What the window asks of whoever keeps the scene and its screens (the navigator):
    to lay them out again for a new logical screen, and a message (no fullscreen here)."""

    def relayout(self, old: tuple[int, int], new: tuple[int, int]) -> None: ...
    def toast(self, message: str, seconds: float = 2.4, kind: theme.MessageKind = "info") -> None: ...


class Window:
    """Window, logical screen, layout and fullscreen; how it is painted and what of it to
    draw again (the scenes' :class:`game.ui.scene.Canvas`)."""

    def __init__(self, settings: Settings, look: Look, stage: Stage, size: tuple[int, int] | None,
                 headless: bool) -> None:
        """Open the window at ``size`` (the page's canvas size in the browser; the default
        landscape size if ``None``); ``settings`` keep fullscreen and the comfort settings,
        ``stage`` lays the scene and screens out again."""
        self.settings = settings
        self.stage = stage
        #: How everything is painted now (the palette, the cards' look): game/ui/look.py;
        #: the app puts a new one here when a setting of it changes.
        self.look = look
        #: Redraw everything on the next frame; else only ``dirty_rects`` (``invalidate``).
        self.dirty = True
        self.dirty_rects: list[pygame.Rect] = []
        #: Natively a resizable window; the page (or the script's --size) decides elsewhere.
        self.window_flags = 0 if IS_WEB or headless else pygame.RESIZABLE
        self.fullscreen = False
        self._windowed_size: tuple[int, int] | None = None
        self._old_logical: tuple[int, int] = viewport.LOGICAL[viewport.LANDSCAPE]
        #: The logical screen every layout is made for (``Screen.for_window``; made by
        #: ``_fit_window`` below).
        self.metrics: Screen = None  # type: ignore[assignment]
        if not IS_WEB:
            # Before set_mode: without an icon set_mode loads pygame's own (importlib.resources,
            # zipfile and a BMP: ~13 ms of start-up in the profile) only to be replaced.
            pygame.display.set_icon(_icon(self.look.palette))
        self.viewport_watcher: viewport.ViewportWatcher | None = None
        if IS_WEB:
            size = self._browser_size() or size
        size = size or viewport.LOGICAL[viewport.LANDSCAPE]
        #: The real window (or the page's canvas); scenes draw on ``self.screen``, the
        #: logical screen of the current layout, which is the window itself when the sizes
        #: agree and is otherwise scaled into it (``present``).
        self.window = pygame.display.set_mode(size, self.window_flags)
        # None only until _fit_window (next line) makes it: typed as the Surface everything else sees.
        self.screen: pygame.Surface = None  # type: ignore[assignment]
        self.view = viewport.Fit(self.window.get_size(), viewport.LOGICAL[viewport.LANDSCAPE])
        self._fit_window()

    def _browser_size(self) -> tuple[int, int] | None:
        """The canvas size the page's viewport asks for (and start watching it)."""
        try:
            import platform as browser

            self.viewport_watcher = viewport.ViewportWatcher(browser)
            size = self.viewport_watcher.size_now()
            self.viewport_watcher.current = size
            return size
        except Exception as exc:  # no page helper at all: keep the default size
            print(f"viewport: {exc}", file=sys.stderr)
            return None

    @property
    def layout_kind(self) -> LayoutKind:
        return self.metrics.kind

    def _fit_window(self) -> bool:
        """Take the window's current size: layout kind, logical screen, scaling.  Returns
        ``True`` when the layout changed (kind, logical size or compactness)."""
        self.window = pygame.display.get_surface() or self.window
        size = self.window.get_size()
        old = self.metrics if self.screen is not None else None
        dpr = self.viewport_watcher.dpr if self.viewport_watcher is not None else 1.0
        self.metrics = Screen.for_window(size, dpr, *self._comfort())
        logical = self.metrics.size
        count_in_screens_of(logical)
        self.view = viewport.Fit(size, logical)
        if self.view.identity:
            self.screen = self.window
        elif self.screen is None or self.screen is self.window or self.screen.get_size() != logical:
            self.screen = pygame.Surface(logical).convert()
        self.window.fill(self.look.palette.table_dark)  # the margins around a scaled picture
        self.invalidate()
        self._old_logical = old.size if old is not None else logical
        return old is not None and _layout_key(old) != _layout_key(self.metrics)

    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        """Something changed: redraw on the next frame (only ``rect`` if given: a ticking
        clock then costs a few blits, not the whole table)."""
        if rect is None:
            self.dirty = True
        else:
            self.dirty_rects.append(pygame.Rect(rect))

    def _comfort(self) -> tuple[str, bool]:
        """The settings the layouts follow besides the size: card size, left hand."""
        return str(self.settings.get(CARD_SIZE)), bool(self.settings.get(LEFT_HANDED))

    def comfort_changed(self) -> None:
        """The card size or hand setting changed: lay everything out again for it, now."""
        card_size, left_handed = self._comfort()
        if (card_size, left_handed) == (self.metrics.card_size, self.metrics.left_handed):
            return
        self._old_logical = self.metrics.size
        self.metrics = self.metrics.replace(card_size=card_size, left_handed=left_handed)
        self.relayout()

    def window_changed(self) -> None:
        """The window (or canvas) has a new size: refit, and relayout on a new aspect or size."""
        surface = pygame.display.get_surface()
        if surface is None:
            return
        if surface.get_size() == self.view.window and surface is self.window:
            self.invalidate()
            return
        if self._fit_window():
            self.relayout()

    def relayout(self) -> None:
        """The layout changed: every scene and dialog lays itself out again; the game, its
        selection, an open dialog and running animations stay (cards in flight carry on to
        their new places: ``Tweens.carry_over``)."""
        new = self.metrics.size
        old = getattr(self, "_old_logical", None) or new
        if old != new:
            _forget_other_sizes(new)
        self.stage.relayout(old, new)
        self.invalidate()

    def resize(self, size: tuple[int, int]) -> None:
        """Ask for a window (canvas) of ``size`` pixels (script ``resize``, the page's viewport)."""
        size = (max(viewport.MIN_SIZE, int(size[0])), max(viewport.MIN_SIZE, int(size[1])))
        try:
            pygame.display.set_mode(size, self.window_flags)
        except pygame.error as exc:
            print(f"cannot resize the window to {size[0]}x{size[1]}: {exc}", file=sys.stderr)
            return
        self.window_changed()

    def present(self, area: pygame.Rect | None = None) -> pygame.Rect:
        """Put the logical screen (or its ``area``) on the window; returns the window area."""
        if self.screen is self.window:
            return pygame.Rect(area) if area is not None else self.window.get_rect()
        logical = self.screen.get_rect()
        if area is None:
            area = logical
        else:
            area = pygame.Rect(area).inflate(4, 4).clip(logical)  # a margin hides seams
            if not area.w or not area.h:
                return pygame.Rect(0, 0, 0, 0)
        dest = pygame.Rect(self.view.to_window((area.x, area.y, area.w, area.h)))
        dest = dest.clip(self.window.get_rect())
        if dest.w <= 0 or dest.h <= 0:
            return pygame.Rect(0, 0, 0, 0)
        part = self.screen.subsurface(area)
        if dest.size == area.size:
            self.window.blit(part, dest)
        else:
            self.window.blit(pygame.transform.smoothscale(part, dest.size), dest)
        return dest

    def toggle_fullscreen(self) -> bool:
        """F11: fullscreen on/off (the setting follows); refused gracefully if impossible."""
        ok = self.set_fullscreen(not self.fullscreen)
        if ok:
            self.settings.values["general.fullscreen"] = self.fullscreen
        return ok

    def set_fullscreen(self, on: bool, quiet: bool = False) -> bool:
        """Fullscreen natively; ``False`` and a toast where the video driver cannot do it
        (some drivers raise, some crash in ``toggle_fullscreen``: a new mode is safer)."""
        if IS_WEB:
            if not quiet:
                self.stage.toast(t("msg.fullscreen_unavailable"))
            return False
        if on == self.fullscreen:
            return True
        try:
            if on:
                self._windowed_size = self.window.get_size()
                pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                pygame.display.set_mode(self._windowed_size or viewport.LOGICAL[viewport.LANDSCAPE],
                                        self.window_flags)
        except pygame.error as exc:
            print(f"fullscreen refused by the video driver: {exc}", file=sys.stderr)
            try:
                pygame.display.set_mode(self._windowed_size or self.window.get_size(), self.window_flags)
            except pygame.error:
                pass
            self.window_changed()
            if not quiet:
                self.stage.toast(t("msg.fullscreen_unavailable"))
            return False
        self.fullscreen = on
        self.window_changed()
        return True
