"""The app frame: the composition root that makes the parts and one frame's work.

One frame (``App.frame``): read events → turn mouse buttons and fingers into taps, keys
into focus moves / taps / shortcuts → hit-test the current scene's targets (topmost
first) → the scene acts → tweens and the scene's clocks advance → the screen is redrawn
only if something changed, at 60 fps while anything moves and 30 polls a second otherwise.

Everything else is a part the app makes and hands to the others, each given only what it
uses (no part holds the app): ``app.nav`` (game/ui/navigator.py: the scene, the modal
screens of game/ui/screens.py over it, toasts, going elsewhere), ``app.router``
(game/ui/routing.py: input routing and keyboard focus), ``app.display`` (game/ui/window.py:
window, logical screen, layout, fullscreen, the look and the redraw asked for) and
``app.games`` (game/ui/games.py: opening a code, games in progress, Continue).  A scene is
given ``Parts`` (game/ui/scene.py): those parts, the records and the sound.  Callers use
the owner (``app.nav.go``, ``app.router.tap``, ``app.display.resize``): the app forwards
nothing.
"""

from __future__ import annotations

import os
import sys
from typing import Any

import pygame

from game import i18n
from game.i18n import t
from game.settings import Settings
from game.stats import Stats
from game.storage import Storage, default_storage
from game.ui import paint, theme
from game.ui.games import CODE_CHARS, Games
from game.ui.look import FOUR_COLOUR_SUITS, HIGH_CONTRAST_SETTING, Look
from game.ui.navigator import Navigator
from game.ui.options import Options
from game.ui.routing import Router
from game.ui.scene import IS_WEB, SCENES, Parts
from game.ui.sound import Sound
from game.ui.surface_cache import give_big_pictures_back
from game.ui.widgets import share_font_sizes
from game.ui.window import CARD_SIZE, KEEP_CARD_SIZES, LEFT_HANDED, Window

#: ``CODE_CHARS``, ``KEEP_CARD_SIZES`` and the ``SCENES`` registry are read from here too.
__all__ = ["App", "CODE_CHARS", "IS_WEB", "KEEP_CARD_SIZES", "SCENES"]


def _look_of(settings: Settings) -> Look:
    return Look.of(bool(settings.get(HIGH_CONTRAST_SETTING)), bool(settings.get(FOUR_COLOUR_SUITS)))


class App:
    """The running app: makes the parts (records, sound, window, navigator, router, games),
    hands each what it uses, and runs the frames."""

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
        look = _look_of(self.settings)
        self.settings.on_change(self._setting_changed)
        #: The loop goes on until ``nav.quit``, which ends it with ``exit_code``.
        self.running, self.exit_code = True, 0
        # The navigator and the parts name each other (scenes are made with parts that hold it,
        # the window lays its scenes out, the router sends them input): it is made first, and
        # what it asks of the later ones is handed to it late (the redraw, the router, the parts).
        #: The scene, the modal screens over it and the toasts; going elsewhere.
        self.nav = Navigator(lambda rect=None: self.display.invalidate(rect), self.storage, self._end)
        #: Opening games by code, games in progress.
        self.games = Games(self.nav, self.storage)

        pygame.display.init()
        pygame.font.init()
        self.headless = os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen")
        #: The window, the logical screen the scenes draw on, the layout, fullscreen, the look.
        self.display = Window(self.settings, look, self.nav, self.options.size, self.headless)
        pygame.display.set_caption(t("app.title"))
        pygame.key.set_repeat(320, 60)
        self.clock = pygame.time.Clock()
        self.sound = Sound(lambda: self.settings.get("general.sound"))
        #: Taps and keys: where they go, the keyboard focus, input waiting for the scene.
        self.router = Router(self.nav, self.display, self.sound)
        self.nav.on_scene_changed = self.router.scene_changed
        self.frames = 0
        self.redraws = 0
        if self.settings.get("general.fullscreen") and not IS_WEB and not self.headless \
                and not self.options.script and not self.options.size:
            self.display.set_fullscreen(True, quiet=True)

        from game.ui import scenes  # noqa: F401  (registers the frame's own scenes)

        # The game scenes (and the rules engines and computer players they import) load
        # right after the first frame is on screen, or earlier when one is asked for:
        # importing them first was ~10% of the time to the first frame.
        self.script = None
        if self.options.script:
            from game.ui.script import ScriptDriver

            self.script = ScriptDriver(self.options.script, self.options.shots)
        self.nav.parts = Parts(nav=self.nav, games=self.games, canvas=self.display, input=self.router,
                               settings=self.settings, stats=self.stats, storage=self.storage,
                               sound=self.sound, frames=lambda: self.frames, scripted=self.script is not None)
        self.nav.go("menu")
        if self.options.deal or self.options.game:
            self.games.open_shared(self.options.deal or self.options.game or "")

    def _end(self, code: int) -> None:
        self.running, self.exit_code = False, code

    def _setting_changed(self, key: str, value: Any) -> None:
        display, scene = self.display, self.nav.scene
        if key == "general.fullscreen":
            if bool(value) != display.fullscreen and not display.set_fullscreen(bool(value)):
                self.settings.values[key] = display.fullscreen  # refused: the switch shows the truth
        if key == "general.language":
            i18n.set_language(value)
            pygame.display.set_caption(t("app.title"))
            scene.on_language_changed()
            for screen in self.nav.screens:
                screen.layout()
        if key in (CARD_SIZE, LEFT_HANDED):
            display.comfort_changed()
        if key in (HIGH_CONTRAST_SETTING, FOUR_COLOUR_SUITS):
            old, display.look = display.look, _look_of(self.settings)
            if display.look.palette != old.palette:
                paint.forget_tables()  # the felts and lights of the other palette are not asked for again
        if scene is not None:
            scene.on_setting_changed(key)
        display.invalidate()

    def settled(self) -> bool:
        """Nothing moving, no work under way and no input waiting: the script may run its
        next command."""
        return not self.nav.busy() and not self.nav.scene.working() and not self.router.pending

    def frame(self) -> None:
        """One frame: input, script, update, and a redraw only when needed."""
        nav, display, scene = self.nav, self.display, self.nav.scene
        moving = nav.busy() or scene.working() or bool(nav.toasts)
        if display.viewport_watcher is not None:
            new_size = display.viewport_watcher.poll(self.clock.get_time() / 1000)
            if new_size is not None:
                display.resize(new_size)
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
            self.router.handle_event(event)
        self.router.drain_pending()
        if self.script is not None and self.running:
            self.script.tick(self)
        scene = nav.scene
        tweens = scene.tweens
        before = tweens.areas()
        if tweens.update(dt):
            after = tweens.areas()
            if before is None or after is None or tweens.finished:
                display.dirty = True
            else:  # only card sprites moved: redraw around where they were and are
                display.dirty_rects.extend(before + after)
        if scene.update(dt):
            display.dirty = True
        for screen in nav.screens:
            if screen.update(dt):
                display.dirty = True
        if self.storage.notices:
            nav.show_storage_notices()
        if nav.update_toasts(dt):
            display.dirty = True
        self.router.drain_pending()
        if display.dirty and self.running:
            display.dirty_rects.clear()
            self.render()
            display.present()
            pygame.display.flip()
        elif display.dirty_rects and self.running:
            # The same drawing, clipped: pixels outside the area cost (almost) nothing.
            area = display.dirty_rects[0].unionall(display.dirty_rects[1:])
            display.dirty_rects.clear()
            display.screen.set_clip(area)
            try:
                self.render()
            finally:
                display.screen.set_clip(None)
            pygame.display.update(display.present(area))
        if not nav.game_scenes_loaded:
            nav.load_game_scenes()  # the first frame is on screen now
            give_big_pictures_back()

    def render(self) -> None:
        """Draw the scene, the screens over it, the focus ring and the toasts."""
        nav, display, surface = self.nav, self.display, self.display.screen
        display.dirty = False
        self.redraws += 1
        share_font_sizes(nav.scene.hittables(), display.metrics)  # one label size per row of buttons
        nav.scene.draw(surface)
        for screen in nav.screens:  # bottom to top
            screen.draw(surface)
        self.router.draw_focus(surface, display.metrics)
        nav.draw_toasts(surface, display.metrics, display.look)

    def state_line(self) -> str:
        """The script's ``state`` line: the scene's state, the layout, the top screen's."""
        # ASCII escapes: the line survives any console encoding and is still plain JSON.
        state = self.nav.scene.state()
        state.setdefault("layout", self.display.metrics.kind)
        top = self.nav.top
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
            self.nav.scene.tweens.finish_all()
            self.nav.scene.leave()
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
