"""The app frame: the scenes, one frame's work and its pacing, the redraw decision.

One frame (``App.frame``): read events → turn mouse buttons and fingers into taps, keys
into focus moves / taps / shortcuts → hit-test the current scene's targets (topmost
first) → the scene acts → tweens and the scene's clocks advance → the screen is redrawn
only if something changed, at 60 fps while anything moves and 30 polls a second otherwise.

The rest of the frame lives beside it, one concern a module, joined here as mixins:
game/ui/routing.py (input routing and keyboard focus), game/ui/dialogs.py (dialogs and
toasts), game/ui/window.py (window, logical screen, layout, fullscreen) and
game/ui/games.py (the games: opening a code, games in progress, Continue).
"""

from __future__ import annotations

import os
import sys
from collections import deque
from typing import Any

import pygame

from game import i18n
from game.i18n import t
from game.settings import Settings
from game.stats import Stats
from game.storage import Storage, default_storage
from game.ui import paint, theme, viewport
from game.ui.dialogs import CODE_CHARS, DialogsMixin  # noqa: F401  (CODE_CHARS re-exported)
from game.ui.games import GamesMixin
from game.ui.options import Options
from game.ui.routing import Input, RoutingMixin
from game.ui.scene import IS_WEB, SCENES, Scene, register_scene  # noqa: F401  (re-exported)
from game.ui.sound import Sound
from game.ui.widgets import Dialog, Toast, share_font_sizes
from game.ui.window import CARD_SIZE, KEEP_CARD_SIZES, LEFT_HANDED, WindowMixin, _icon  # noqa: F401  (KEEP_CARD_SIZES re-exported)


class App(RoutingMixin, DialogsMixin, WindowMixin, GamesMixin):
    """The running app: storage, settings, statistics, sound, the window and the current scene."""

    def __init__(self, options: Options | None = None, storage: Storage | None = None) -> None:
        self.options = options or Options()
        self.storage = storage or default_storage()
        self.settings = Settings(self.storage)
        self.stats = Stats(self.storage)
        if self.options.lang:
            self.settings.values["general.language"] = self.options.lang  # this run only
        elif "general.language" not in self.settings.stored:
            self.settings.values["general.language"] = i18n.detect_language()
        i18n.set_language(self.settings.get("general.language"))
        paint.use_high_contrast(self.settings.get("comfort.high_contrast"))
        self.settings.on_change(self._setting_changed)
        # The first scene comes at the end; until then a language switch has none to tell.
        self.scene = None  # type: ignore[assignment]  # no scene yet: only start-up code sees this

        pygame.display.init()
        pygame.font.init()
        self.headless = os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen")
        #: Natively a resizable window; the page (or the script's --size) decides elsewhere.
        self.window_flags = 0 if IS_WEB or self.headless else pygame.RESIZABLE
        self.fullscreen = False
        self._windowed_size: tuple[int, int] | None = None
        if not IS_WEB:
            # Before set_mode: without an icon set_mode loads pygame's own (importlib.resources,
            # zipfile and a BMP: ~13 ms of start-up in the profile) only to be replaced.
            pygame.display.set_icon(_icon())
        self.viewport_watcher: viewport.ViewportWatcher | None = None
        size = self.options.size
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
        pygame.display.set_caption(t("app.title"))
        pygame.key.set_repeat(320, 60)
        self.clock = pygame.time.Clock()
        self.sound = Sound(lambda: self.settings.get("general.sound"))

        self.running = True
        self.exit_code = 0
        self.scene: Scene = None  # type: ignore[assignment]  # the first scene comes at the end of start-up
        if self.settings.get("general.fullscreen") and not IS_WEB and not self.headless \
                and not self.options.script and not self.options.size:
            self.set_fullscreen(True, quiet=True)
        self.dialog: Dialog | None = None
        self._focus_return: tuple | None = None
        self.toasts: list[Toast] = []
        self.pending: deque[Input] = deque()
        self.keyboard_mode = False
        self.dirty = True
        #: Parts of the screen to redraw when nothing else changed (``invalidate(rect)``).
        self.dirty_rects: list[pygame.Rect] = []
        self.frames = 0
        self.redraws = 0
        self._drag_from: tuple[int, int] | None = None
        self.dropped_events = 0

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
        if self.scene is not None:
            self.scene.tweens.finish_all()
            self.scene.leave()
        self.pending.clear()
        self.dialog = None
        self.scene = cls(self, **params)
        self.scene.enter()
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
            if self.dialog:
                self.dialog.layout()
        if key in (CARD_SIZE, LEFT_HANDED):
            self.comfort_changed()
        if key == "comfort.high_contrast":
            paint.use_high_contrast(bool(value))
        self.invalidate()

    def busy(self) -> bool:
        return self.scene.busy()

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

    def render(self) -> None:
        self.dirty = False
        self.redraws += 1
        share_font_sizes(self.scene.hittables())  # one label size per row of buttons
        self.scene.draw(self.screen)
        if self.keyboard_mode and self.dialog is None:
            self._draw_focus()
        if self.dialog is not None:
            share_font_sizes(self.dialog.buttons)  # labels change with a live language switch
            self.dialog.draw(self.screen)
            if self.keyboard_mode:
                self._draw_focus()
        # A scene may say where its messages go (``toast_anchor``: the midbottom point of
        # the lowest one), so they never cover the cards they talk about.
        anchor = getattr(self.scene, "toast_anchor", None)
        width = getattr(self.scene, "toast_width", None)  # and how wide they may be
        screen = self.metrics
        x, y = anchor or (screen.width // 2, screen.height - screen.px(40))
        for toast in reversed(self.toasts):  # stacked by their real heights (some wrap)
            y = toast.draw(self.screen, 0, (x, y), width).top - screen.px(10)

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
        if self.dialog is not None:  # what is on screen, whoever opened it
            state["modal"] = self.dialog.describe()
            if state.get("dialog") in (None, "message"):
                state["dialog"] = self.dialog.kind
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
