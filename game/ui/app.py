"""The app frame: the scenes, one frame's work and its pacing, the redraw decision.

One frame (``App.frame``): read events → turn mouse buttons and fingers into taps, keys
into focus moves / taps / shortcuts → hit-test the current scene's targets (topmost
first) → the scene acts → tweens and the scene's clocks advance → the screen is redrawn
only if something changed, at 60 fps while anything moves and 30 polls a second otherwise.

The rest of the frame lives beside it, one concern a module, each a part the app holds:
``app.router`` (game/ui/routing.py: input routing and keyboard focus), ``app.overlays``
(game/ui/dialogs.py: the modal screens of game/ui/screens.py, dialogs and toasts),
``app.display`` (game/ui/window.py: window, logical screen, layout, fullscreen) and
``app.games`` (game/ui/games.py: opening a code, games in progress, Continue).  What
scenes and tests call on them is the app's own method, handing the call on.
"""

from __future__ import annotations

import os
import sys
from collections import deque
from collections.abc import Callable
from typing import Any

import pygame

from game import i18n
from game.i18n import t
from game.settings import Settings
from game.stats import Stats
from game.storage import Storage, default_storage
from game.ui import paint, theme, viewport
from game.ui.dialogs import CODE_CHARS, Overlays
from game.ui.games import Games
from game.ui.look import FOUR_COLOUR_SUITS, HIGH_CONTRAST_SETTING, Look
from game.ui.messages import Toast
from game.ui.metrics import Screen
from game.ui.options import Options
from game.ui.routing import Input, Router
from game.ui.scene import IS_WEB, SCENES, Scene
from game.ui.screens import ModalScreen
from game.ui.sound import Sound
from game.ui.surface_cache import give_big_pictures_back
from game.ui.widgets import Dialog, share_font_sizes
from game.ui.window import CARD_SIZE, KEEP_CARD_SIZES, LEFT_HANDED, Window

#: ``CODE_CHARS`` and ``KEEP_CARD_SIZES`` are read from here too.
__all__ = ["App", "CODE_CHARS", "IS_WEB", "KEEP_CARD_SIZES", "SCENES"]


class App:
    """The running app: storage, settings, statistics, sound, the window and the current scene."""

    def __init__(self, options: Options | None = None, storage: Storage | None = None) -> None:
        self.options = options or Options()
        self.storage = storage or default_storage()
        self.settings = Settings(self.storage)
        self.stats = Stats(self.storage)
        from game.ui.scenes import daily

        self.stats.today = lambda: daily.local_today()  # the weekly history's weeks: the page's date
        if self.options.lang:
            self.settings.values["general.language"] = self.options.lang  # this run only
        elif "general.language" not in self.settings.stored:
            self.settings.values["general.language"] = i18n.detect_language()
        i18n.set_language(self.settings.get("general.language"))
        #: How everything is painted (the palette, the cards' four colours): made again when
        #: a setting of it changes.
        self.look = self._look_of_settings()
        self.settings.on_change(self._setting_changed)
        # The first scene comes at the end; until then a language switch has none to tell.
        self.scene: Scene = None  # type: ignore[assignment]
        self.dirty = True
        #: Parts of the screen to redraw when nothing else changed (``invalidate(rect)``).
        self.dirty_rects: list[pygame.Rect] = []
        #: The modal screens over the scene (game/ui/screens.py) and the toasts.
        self.overlays = Overlays(self)
        #: Taps and keys: where they go, the keyboard focus, input waiting for the scene.
        self.router = Router(self, self.overlays.stack)
        #: Opening games by code, games in progress.
        self.games = Games(self)

        pygame.display.init()
        pygame.font.init()
        self.headless = os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen")
        #: The window, the logical screen the scenes draw on, the layout, fullscreen.
        self.display = Window(self, self.options.size, self.headless)
        pygame.display.set_caption(t("app.title"))
        pygame.key.set_repeat(320, 60)
        self.clock = pygame.time.Clock()
        self.sound = Sound(lambda: self.settings.get("general.sound"))

        self.running = True
        self.exit_code = 0
        if self.settings.get("general.fullscreen") and not IS_WEB and not self.headless \
                and not self.options.script and not self.options.size:
            self.set_fullscreen(True, quiet=True)
        self.frames = 0
        self.redraws = 0

        from game.ui import scenes  # noqa: F401  (registers the frame's own scenes)

        # The game scenes (and the rules engines and computer players they import) load
        # right after the first frame is on screen, or earlier when one is asked for:
        # importing them first was ~10% of the time to the first frame.
        self._game_scenes_loaded = False
        self.script = None
        if self.options.script:
            from game.ui.script import ScriptDriver

            self.script = ScriptDriver(self.options.script, self.options.shots)
        self.go("menu")
        if self.options.deal or self.options.game:
            self.open_shared(self.options.deal or self.options.game or "")

    def go(self, name: str, **params: Any) -> bool:
        """Make ``name`` the current scene; ``False`` (and a toast) if it does not exist."""
        cls = SCENES.get(name)
        if cls is None and not self._game_scenes_loaded:
            self.load_game_scenes()
            cls = SCENES.get(name)
        if cls is None:
            self.toast(t("msg.unavailable"))
            return False
        left = self.scene
        if left is not None:
            left.tweens.finish_all()
            left.leave()
        self.pending.clear()
        self.overlays.stack.clear()
        self.scene = cls(self, **params)
        self.scene.enter()
        self.router.scene_changed(left, self.scene)  # back where it came from: the focus too
        self.invalidate()
        return True

    def load_game_scenes(self) -> None:
        """Import the game scenes once (a bug in one is raised, never hidden)."""
        if not self._game_scenes_loaded:
            self._game_scenes_loaded = True
            from game.ui import scenes

            scenes.load_game_scenes()

    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        """Something changed: redraw on the next frame (only ``rect`` if given: a ticking
        clock then costs a few blits, not the whole table)."""
        if rect is None:
            self.dirty = True
        else:
            self.dirty_rects.append(pygame.Rect(rect))

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    def _setting_changed(self, key: str, value: Any) -> None:
        if key == "general.fullscreen":
            if bool(value) != self.fullscreen and not self.set_fullscreen(bool(value)):
                self.settings.values[key] = self.fullscreen  # refused: the switch shows the truth
        if key == "general.language":
            i18n.set_language(value)
            pygame.display.set_caption(t("app.title"))
            self.scene.on_language_changed()
            for screen in self.overlays.stack.screens:
                screen.layout()
        if key in (CARD_SIZE, LEFT_HANDED):
            self.display.comfort_changed()
        if key in (HIGH_CONTRAST_SETTING, FOUR_COLOUR_SUITS):
            old, self.look = self.look, self._look_of_settings()
            if self.look.palette != old.palette:
                paint.forget_tables()  # the felts and lights of the other palette are not asked for again
        if self.scene is not None:
            self.scene.on_setting_changed(key)
        self.invalidate()

    def _look_of_settings(self) -> Look:
        return Look.of(bool(self.settings.get(HIGH_CONTRAST_SETTING)), bool(self.settings.get(FOUR_COLOUR_SUITS)))

    def busy(self) -> bool:
        """Must input wait (the scene's cards move, a screen's work is under way)?"""
        return self.scene.busy() or any(screen.busy() for screen in self.overlays.stack.screens)

    def settled(self) -> bool:
        """Nothing moving, no work under way and no input waiting: the script may run its
        next command."""
        return not self.busy() and not self.scene.working() and not self.pending

    def frame(self) -> None:
        """One frame: input, script, update, and a redraw only when needed."""
        moving = self.busy() or self.scene.working() or bool(self.toasts)
        if self.viewport_watcher is not None:
            new_size = self.viewport_watcher.poll(self.clock.get_time() / 1000)
            if new_size is not None:
                self.resize(new_size)
        if self.script is not None:
            dt = 1.0 / theme.FPS_ACTIVE  # virtual time: scripted runs are reproducible
            self.clock.tick()
        else:
            # The first frame is never paced: the clock started with App(), so pacing would
            # hold the window's first picture back by up to a frame (strace: an 18 ms sleep).
            rate = 0 if self.frames == 0 else theme.FPS_ACTIVE if moving else theme.FPS_IDLE
            dt = min(0.1, self.clock.tick(rate) / 1000)
        self.frames += 1
        for event in pygame.event.get():
            self.handle_event(event)
        self.drain_pending()
        if self.script is not None and self.running:
            self.script.tick(self)
        tweens = self.scene.tweens
        before = tweens.areas()
        if tweens.update(dt):
            after = tweens.areas()
            if before is None or after is None or tweens.finished:
                self.dirty = True
            else:  # only card sprites moved: redraw around where they were and are
                self.dirty_rects.extend(before + after)
        if self.scene.update(dt):
            self.dirty = True
        for screen in self.overlays.stack.screens:
            if screen.update(dt):
                self.dirty = True
        if self.storage.notices:
            self.show_storage_notices()
        for toast in list(self.toasts):
            if toast.update(dt):
                self.toasts.remove(toast)
                self.dirty = True
        self.drain_pending()
        if self.dirty and self.running:
            self.dirty_rects.clear()
            self.render()
            self.present()
            pygame.display.flip()
        elif self.dirty_rects and self.running:
            # The same drawing, clipped: pixels outside the area cost (almost) nothing.
            area = self.dirty_rects[0].unionall(self.dirty_rects[1:])
            self.dirty_rects.clear()
            self.screen.set_clip(area)
            try:
                self.render()
            finally:
                self.screen.set_clip(None)
            pygame.display.update(self.present(area))
        if not self._game_scenes_loaded:
            self.load_game_scenes()  # the first frame is on screen now
            give_big_pictures_back()

    def render(self) -> None:
        self.dirty = False
        self.redraws += 1
        share_font_sizes(self.scene.hittables(), self.metrics)  # one label size per row of buttons
        self.scene.draw(self.screen)
        for screen in self.overlays.stack.screens:  # bottom to top
            screen.draw(self.screen)
        if self.keyboard_mode:  # the focus ring: the top screen's, or the scene's
            self._draw_focus()
        # A scene may say where its messages go (``toast_anchor``: the midbottom point of
        # the lowest one), so they never cover the cards they talk about.
        anchor = getattr(self.scene, "toast_anchor", None)
        width = getattr(self.scene, "toast_width", None)  # and how wide they may be
        logical = self.metrics
        x, y = anchor or (logical.width // 2, logical.height - logical.px(40))
        for toast in reversed(self.toasts):  # stacked by their real heights (some wrap)
            y = toast.draw(self.screen, 0, (x, y), width, screen=logical, look=self.look).top - logical.px(10)

    def _draw_focus(self) -> None:
        target = self.focused()
        if target is None:
            return
        px = self.metrics.px  # the ring's gaps and lines are design lengths
        r = target.rect.inflate(px(10), px(10))
        pygame.draw.rect(self.screen, theme.FOCUS_INNER, r, width=px(4), border_radius=px(14))
        pygame.draw.rect(self.screen, theme.FOCUS, r.inflate(px(6), px(6)), width=px(2),
                         border_radius=px(16))

    def state_line(self) -> str:
        # ASCII escapes: the line survives any console encoding and is still plain JSON.
        state = self.scene.state()
        state.setdefault("layout", self.metrics.kind)
        top = self.overlays.stack.top
        modal = top.describe() if top is not None else None
        if top is not None and modal is not None:  # what is on screen, whoever opened it
            state["modal"] = modal
            if state.get("dialog") in (None, "message"):
                state["dialog"] = top.kind
        import json  # the script's state lines only

        return json.dumps(state, ensure_ascii=True, separators=(",", ":"))

    def shutdown(self) -> None:
        """Leave the scene (it saves the game in progress), write what another window's lock
        held back, end the page's text input and close the window."""
        try:
            self.scene.tweens.finish_all()
            self.scene.leave()
        except Exception as exc:  # a failed save must not turn quitting into a traceback
            print(f"could not save on exit: {exc}", file=sys.stderr)
        self.storage.flush()  # counts and settings another window's lock held back
        web_text = sys.modules.get("game.ui.web_text")  # imported only where a page input opened
        if web_text is not None:
            web_text.shutdown()
        try:
            pygame.mixer.quit()
        except Exception:
            pass
        pygame.display.quit()

    # -- input (app.router) ----------------------------------------------------------------
    @property
    def pending(self) -> deque[Input]:
        """Input waiting for the scene to settle."""
        return self.router.pending

    @property
    def keyboard_mode(self) -> bool:
        """The keyboard is in use: the focus ring is drawn."""
        return self.router.keyboard_mode

    @keyboard_mode.setter
    def keyboard_mode(self, on: bool) -> None:
        self.router.keyboard_mode = on

    @property
    def dropped_events(self) -> int:
        """Pointer events dropped for unusable coordinates."""
        return self.router.dropped_events

    def targets(self) -> list:
        """What a tap can hit now, bottom to top: the top screen's while one is open."""
        return self.router.targets()

    def named_targets(self) -> dict[str, Any]:
        """The current targets that have a name, by name."""
        return self.router.named_targets()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Where every platform event enters the app (routing.py)."""
        self.router.handle_event(event)

    def tap(self, pos: tuple[int, int]) -> None:
        """A click or a finger at ``pos`` (logical pixels): resolved now, applied when idle."""
        self.router.tap(pos)

    def tap_target(self, target: Any) -> bool:
        """Tap the centre of the visible part of ``target`` (keyboard Enter, script ``tap``)."""
        return self.router.tap_target(target)

    def key(self, event: pygame.event.Event) -> None:
        """A key press: Esc, F11, the text field, focus moves, Enter, shortcuts, the scene's."""
        self.router.key(event)

    def drain_pending(self) -> None:
        """Apply the input that waited, in order, while the scene is idle."""
        self.router.drain_pending()

    def focused(self) -> Any:
        """The target with the keyboard focus (``None``: none)."""
        return self.router.focused()

    def _focusables(self) -> list:
        return self.router.focusables()

    def _set_focus(self, target: Any) -> None:
        self.router.set_focus(target)

    # -- screens and toasts (app.overlays) ----------------------------------------------------
    def push_screen(self, screen: ModalScreen, on_result: Callable[[Any], object] | None = None) -> None:
        """Open ``screen`` over the scene and the screens already open: it takes every tap
        and key (starting on its default button) until it calls ``dismiss(result)``; then
        it goes, ``on_result(result)`` runs and the keyboard focus goes back where it was."""
        self.overlays.push_screen(screen, on_result)

    @property
    def screens(self) -> tuple[ModalScreen, ...]:
        """The open modal screens, bottom to top."""
        return self.overlays.stack.screens

    @property
    def dialog(self) -> Any:
        """The top modal screen (a :class:`Dialog` where the reader opened one), or ``None``."""
        return self.overlays.stack.top

    @dialog.setter
    def dialog(self, value: None) -> None:
        """``app.dialog = None`` puts every open screen away at once (no results)."""
        if value is not None:
            raise TypeError("open a screen with push_screen (or show_dialog)")
        self.overlays.stack.clear()
        self.invalidate()

    @property
    def toasts(self) -> list[Toast]:
        """The passing messages on screen, oldest first."""
        return self.overlays.toasts

    def show_dialog(self, dialog: Dialog) -> None:
        """Open a dialog (a modal screen: ``push_screen``)."""
        self.overlays.show_dialog(dialog)

    def show_message(self, title: str, message: str = "", translate_message: bool = False) -> None:
        """A dialog with one OK button (``button:confirm``)."""
        self.overlays.show_message(title, message, translate_message)

    def toast(self, message: str, seconds: float = 2.4, kind: theme.MessageKind = "info") -> None:
        """A passing message; ``kind`` ("info", "undo", "error", "success") sets its look."""
        self.overlays.toast(message, seconds, kind)

    def show_storage_notices(self) -> None:
        """Tell the player, once, about a saved document refused or left alone."""
        self.overlays.show_storage_notices()

    def deal_code_dialog(self) -> Dialog:
        """The "type or paste a code" dialog (menu and Heart to Heart share it)."""
        return self.overlays.deal_code_dialog()

    def confirm_replace(self, scene: str, start: Callable[[], Any],
                        on_cancel: Callable[[], Any] | None = None) -> None:
        """Ask before a new deal of ``scene`` replaces the one in progress."""
        self.overlays.confirm_replace(scene, start, on_cancel)

    # -- the window (app.display) --------------------------------------------------------------
    @property
    def window(self) -> pygame.Surface:
        """The real window (or the page's canvas)."""
        return self.display.window

    @property
    def screen(self) -> pygame.Surface:
        """The logical screen the scenes draw on (the window itself when the sizes agree)."""
        return self.display.screen

    @property
    def view(self) -> viewport.Fit:
        """How the logical screen is scaled into the window."""
        return self.display.view

    @property
    def metrics(self) -> Screen:
        """The logical screen every layout is made for (its size, scale and the comfort
        settings it follows)."""
        return self.display.metrics

    @property
    def fullscreen(self) -> bool:
        return self.display.fullscreen

    @property
    def window_flags(self) -> int:
        return self.display.window_flags

    @property
    def viewport_watcher(self) -> viewport.ViewportWatcher | None:
        """In the browser: the page's viewport, watched for a new size."""
        return self.display.viewport_watcher

    @viewport_watcher.setter
    def viewport_watcher(self, watcher: viewport.ViewportWatcher | None) -> None:
        self.display.viewport_watcher = watcher

    @property
    def layout_kind(self) -> theme.LayoutKind:
        return self.display.layout_kind

    def _fit_window(self) -> bool:
        """Take the window's current size; ``True`` when the layout changed."""
        return self.display._fit_window()

    def window_changed(self) -> None:
        """The window (or canvas) has a new size: refit, and relayout on a new aspect or size."""
        self.display.window_changed()

    def relayout(self) -> None:
        """The layout changed: the scene and every screen lay themselves out again."""
        self.display.relayout()

    def resize(self, size: tuple[int, int]) -> None:
        """Ask for a window (canvas) of ``size`` pixels (script ``resize``, the page's viewport)."""
        self.display.resize(size)

    def present(self, area: pygame.Rect | None = None) -> pygame.Rect:
        """Put the logical screen (or its ``area``) on the window; returns the window area."""
        return self.display.present(area)

    def toggle_fullscreen(self) -> bool:
        """F11: fullscreen on/off (the setting follows); refused gracefully if impossible."""
        return self.display.toggle_fullscreen()

    def set_fullscreen(self, on: bool, quiet: bool = False) -> bool:
        """Fullscreen natively; ``False`` and a toast where it cannot be."""
        return self.display.set_fullscreen(on, quiet)

    # -- games (app.games) ----------------------------------------------------------------------
    def deal_code_problem(self, code: str) -> str | None:
        """What is wrong with a typed code, in the player's language (``None``: it can be played)."""
        return self.games.deal_code_problem(code)

    def open_deal(self, code: str) -> bool:
        """Start the game of a deal or game code now; a bad code gets a dialog."""
        return self.games.open_deal(code)

    def open_hearts_code(self, code: str) -> bool:
        """Replay a Hearts game from its code (as ``open_deal``)."""
        return self.games.open_hearts_code(code)

    def offer_code(self, code: str, on_cancel: Callable[[], Any] | None = None) -> bool:
        """Open a code the player brought (a game in progress it would replace asks first)."""
        return self.games.offer_code(code, on_cancel)

    def open_shared(self, code: str) -> bool:
        """A code the app was started with (``--deal``/``--game``, the page's ``?deal=``)."""
        return self.games.open_shared(code)

    def replace_or_ask(self, scene: str, start: Callable[[], Any],
                       on_cancel: Callable[[], Any] | None = None) -> bool:
        """Start a new game of ``scene`` now, or ask first if it would replace one in progress."""
        return self.games.replace_or_ask(scene, start, on_cancel)

    def game_in_progress(self, scene: str) -> bool:
        """Is there a saved game of ``scene`` with play in it?"""
        return self.games.game_in_progress(scene)

    def saved_game_is(self, scene: str, code: str) -> bool:
        """Is the game of ``code`` the saved game of ``scene``, with play in it?"""
        return self.games.saved_game_is(scene, code)

    def continue_label(self, scene: str) -> str:
        """The menu's Continue label (an i18n key) for the saved game of ``scene``."""
        return self.games.continue_label(scene)

    def saved_games(self) -> list[str]:
        """Scenes with a game in progress, newest first."""
        return self.games.saved_games()
