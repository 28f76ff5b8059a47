"""The app frame: scene manager, frame pacing, the redraw decision and input routing.

One frame (``App.frame``): read events → turn mouse buttons and fingers into taps, keys
into focus moves / taps / shortcuts → hit-test the current scene's targets (topmost
first) → the scene acts → tweens and the scene's clocks advance → the screen is redrawn
only if something changed, at 60 fps while anything moves and 30 polls a second otherwise.
While the scene is busy (a tween runs) input is queued in order and replayed when it
settles, so no tap is lost or applied twice.
"""

from __future__ import annotations

import json
import os
import sys
from collections import deque
from typing import Any, Callable

import pygame

from game import i18n
from game.i18n import t
from game.settings import Settings
from game.stats import Stats
from game.storage import Storage, default_storage
from game.ui import theme
from game.ui.options import Options
from game.ui.scene import IS_WEB, SCENES, Scene, register_scene  # noqa: F401  (re-exported)
from game.ui.sound import Sound
from game.ui import viewport
from game.ui.sprites import topmost_at, visible_point
from game.ui.widgets import Dialog, TextEntry, Toast, share_font_sizes

#: Storage purposes of the games in progress, by scene name (menu "Continue" looks here).
GAME_SAVES: dict[str, str] = {"heart_to_heart": "game.heart_to_heart", "hearts": "game.hearts"}

#: What a deal or game code may contain (letters are upper-cased as they are typed).
CODE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789- "


def _icon() -> pygame.Surface:
    """The window icon: a red heart on a card, drawn like everything else."""
    from game.ui import text

    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.rect(icon, theme.CARD_FACE, (8, 2, 48, 60), border_radius=7)
    pygame.draw.rect(icon, theme.CARD_EDGE, (8, 2, 48, 60), width=2, border_radius=7)
    heart = text.render_px("♥", 44, theme.RED)  # a 64 px icon: device pixels
    icon.blit(heart, heart.get_rect(center=(32, 34)))
    return icon


#: Card art sizes kept when the window changes size (the rest is painted again on demand).
KEEP_CARD_SIZES = 8


def _forget_other_sizes() -> None:
    """The logical screen changed size: drop the full-screen pictures painted for other sizes
    (table lights, felts: ~4 MB each) and all but the newest card art sizes, so dragging a
    window's corner through a hundred sizes does not keep a hundred of each."""
    size = (theme.WIDTH, theme.HEIGHT)
    for module, name in (("game.ui.paint", "_GLOWS"), ("game.ui.scenes.heart_to_heart.effects", "_cache"),
                         ("game.ui.scenes.hearts.draw", "_FELT")):
        cache = getattr(sys.modules.get(module), name, None)
        if isinstance(cache, dict):
            for key in [k for k in cache if not (isinstance(k, tuple) and tuple(k[-2:]) == size)]:
                del cache[key]
    from game.ui.sprites import CardArt

    arts = getattr(CardArt, "_instances", None)
    if isinstance(arts, dict):
        for key in list(arts)[:-KEEP_CARD_SIZES]:
            del arts[key]


class App:
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
        self.settings.on_change(self._setting_changed)
        self.scene = None  # type: ignore[assignment]  (the first one comes at the end)

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
        self.screen: pygame.Surface = None  # type: ignore[assignment]
        self.view = viewport.Fit(self.window.get_size(), viewport.LOGICAL[viewport.LANDSCAPE])
        self._fit_window()
        pygame.display.set_caption(t("app.title"))
        pygame.key.set_repeat(320, 60)
        self.clock = pygame.time.Clock()
        self.sound = Sound(lambda: self.settings.get("general.sound"))

        self.running = True
        self.exit_code = 0
        self.scene: Scene = None  # type: ignore[assignment]
        if self.settings.get("general.fullscreen") and not IS_WEB and not self.headless \
                and not self.options.script and not self.options.size:
            self.set_fullscreen(True, quiet=True)
        self.dialog: Dialog | None = None
        self._focus_return: tuple | None = None
        self.toasts: list[Toast] = []
        self.pending: deque[tuple[str, Any]] = deque()
        self.keyboard_mode = False
        self.dirty = True
        #: Parts of the screen to redraw when nothing else changed (``invalidate(rect)``).
        self.dirty_rects: list[pygame.Rect] = []
        self.frames = 0
        self.redraws = 0
        self._drag_from: tuple[int, int] | None = None

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
        if self.options.deal:
            self.open_deal(self.options.deal)
        elif self.options.game:
            self.open_hearts_code(self.options.game)

    # -- scenes ------------------------------------------------------------------------
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

    def deal_code_problem(self, code: str) -> str | None:
        """What is wrong with a typed deal or Hearts game code, in the player's language
        (``None``: it can be played).  The deal-code dialog shows it under the entry."""
        code = str(code)
        if code.strip().upper().startswith("HT"):
            from game.hearts.code import BadGameCode, parse_code as parse_hearts_code

            try:
                parse_hearts_code(code)
            except BadGameCode as exc:
                print(f"bad game code {str(code)[:40]!r}: {exc}", file=sys.stderr)
                return t("deal.bad.hearts", detail=str(exc))
            return None
        try:
            from game.heart_to_heart.codes import BadDealCode, parse_code
        except ImportError:
            return t("msg.unavailable")
        try:
            parse_code(code)
        except BadDealCode as exc:
            print(f"bad deal code {str(code)[:40]!r}: {exc}", file=sys.stderr)
            part = f"deal.part.{getattr(exc, 'part', '')}"
            return t(part) if i18n.has(part) else str(exc)
        except ValueError as exc:
            print(f"bad deal code {str(code)[:40]!r}: {exc}", file=sys.stderr)
            return str(exc)
        return None

    def open_deal(self, code: str) -> bool:
        """Start Heart to Heart on a deal code; a bad code gets a dialog, never a traceback."""
        if str(code).strip().upper().startswith("HT"):
            return self.open_hearts_code(code)  # a Hearts game code (HT1-...)
        try:
            from game.heart_to_heart.codes import BadDealCode, parse_code
        except ImportError:
            self.toast(t("msg.unavailable"))
            return False
        try:
            number = parse_code(code)
        except BadDealCode as exc:
            part = f"deal.part.{getattr(exc, 'part', '')}"
            self.show_message("deal.bad.title", part if i18n.has(part) else str(exc),
                              translate_message=i18n.has(part))
            print(f"bad deal code {str(code)[:40]!r}: {exc}", file=sys.stderr)
            return False
        except ValueError as exc:
            self.show_message("deal.bad.title", str(exc))
            print(f"bad deal code {str(code)[:40]!r}: {exc}", file=sys.stderr)
            return False
        return self.go("heart_to_heart", deal=number)

    def deal_code_dialog(self) -> Dialog:
        """The "type or paste a code" dialog (menu and Heart to Heart share it): Play goes
        through open_deal, so a bad code gets its message and the current game stays."""
        from game.share import code_in_pasted

        entry = TextEntry("entry:deal", (0, 0, 10, 10), max_len=20, allowed=CODE_CHARS,
                          prompt="deal.prompt", on_paste=code_in_pasted, paste_replaces=True)
        dialog: Dialog

        def play() -> None:
            problem = self.deal_code_problem(entry.value)
            if problem:  # keep what was typed, and say what is wrong right under it
                dialog.show_error(problem)
                return
            code = entry.value
            game = "hearts" if code.strip().upper().startswith("HT") else "heart_to_heart"
            if self.game_in_progress(game):  # a new deal replaces it: ask first
                self.confirm_replace(game, lambda: self.open_deal(code))
                return
            self.open_deal(code)

        def paste() -> None:
            entry.paste(prompt=IS_WEB)
            dialog.closed = False  # pasting keeps the dialog open

        def submit(_value: str) -> None:
            dialog.buttons[-1].activate()
            self._close_dialog_if_done()

        entry.on_submit = submit
        dialog = Dialog("deal.title", "deal.prompt",
                        [("cancel", "button.cancel", None), ("paste", "button.paste", paste),
                         ("play", "button.play", play)],
                        entry=entry, cancel="cancel")
        return dialog

    def confirm_replace(self, scene: str, start: Callable[[], Any]) -> None:
        """Ask before a new deal of ``scene`` replaces the one in progress (game_in_progress);
        ``start`` deals it if the player says so."""
        self.show_dialog(Dialog(
            "deal.replace.title", lambda: t("deal.replace.message", game=t(f"menu.{scene}")),
            [("cancel", "button.cancel", None), ("replace", "button.play", start)],
            cancel="cancel", default="cancel"))

    def game_in_progress(self, scene: str) -> bool:
        """Is there a saved game of ``scene`` with play in it (a move, a pass, a card)?
        Starting another deal of that game would lose it, so the player is asked first."""
        purpose = GAME_SAVES.get(scene)
        if purpose is None or self.storage.saved_at(purpose) is None:
            return False
        try:
            data = self.storage.load(purpose, 1) or {}
            if scene == "hearts":
                return bool(data["match"]["actions"])
            return int(data["game"]["moves"]) > 0
        except Exception:  # an unreadable save: nothing a new deal could lose
            return False

    def load_game_scenes(self) -> None:
        """Import the game scenes once (a bug in one is raised, never hidden)."""
        if not self._game_scenes_loaded:
            self._game_scenes_loaded = True
            from game.ui import scenes

            scenes.load_game_scenes()

    def open_hearts_code(self, code: str) -> bool:
        """Replay a Hearts game from its code (shown on the score sheet); bad codes get a dialog."""
        from game.hearts.code import BadGameCode, parse_code as parse_hearts_code

        try:
            parse_hearts_code(code)
        except BadGameCode as exc:  # the engine's reason is English: said as the dialog says it
            self.show_message("deal.bad.title", t("deal.bad.hearts", detail=str(exc)))
            print(f"bad game code {str(code)[:40]!r}: {exc}", file=sys.stderr)
            return False
        return self.go("hearts", code=code.strip().upper())

    def saved_games(self) -> list[str]:
        """Scenes with a game in progress, newest first (only scenes in this build count)."""
        from game.ui.scenes import game_scene_exists

        found = []
        for scene, purpose in GAME_SAVES.items():
            if scene in SCENES or game_scene_exists(scene):
                when = self.storage.saved_at(purpose)
                if when is not None:
                    found.append((when, scene))
        return [scene for _, scene in sorted(found, reverse=True)]

    # -- overlays ----------------------------------------------------------------------
    def show_dialog(self, dialog: Dialog) -> None:
        if self.dialog is None:
            # where the keyboard focus goes back to when the dialog closes (New game, say)
            self._focus_return = (self.scene, self.scene.focus)
        self.dialog = dialog
        self._dialog_focus = None  # each dialog starts on its default button
        self.scene.focus = None
        self.invalidate()

    def show_message(self, title: str, message: str = "", translate_message: bool = False) -> None:
        """A dialog with one OK button (``button:confirm``)."""
        self.show_dialog(Dialog(lambda: t(title),
                                (lambda: t(message)) if translate_message else (lambda: message)))

    def toast(self, message: str, seconds: float = 2.4, kind: str = "info") -> None:
        """A passing message; ``kind`` ("info", "undo", "error", "success") sets its look."""
        self.toasts.append(Toast(message, seconds, kind))
        self.invalidate()

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
        self.invalidate()

    # -- window, layout, fullscreen -------------------------------------------------------
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
    def layout_kind(self) -> str:
        return theme.LAYOUT

    def _fit_window(self) -> bool:
        """Take the window's current size: layout kind, logical screen, scaling.  Returns
        ``True`` when the layout changed (kind, logical size or compactness)."""
        self.window = pygame.display.get_surface() or self.window
        size = self.window.get_size()
        old = (theme.LAYOUT, theme.WIDTH, theme.HEIGHT, theme.COMPACT, theme.SCALE) if self.screen is not None else None
        kind = viewport.kind_for(*size)
        dpr = self.viewport_watcher.dpr if self.viewport_watcher is not None else 1.0
        theme.use_layout(kind, viewport.screen_size(*size), viewport.is_compact(*size, dpr),
                         viewport.scale_for(*size))
        logical = (theme.WIDTH, theme.HEIGHT)
        self.view = viewport.Fit(size, logical)
        if self.view.identity:
            self.screen = self.window
        elif self.screen is None or self.screen is self.window or self.screen.get_size() != logical:
            self.screen = pygame.Surface(logical).convert()
        self.window.fill(theme.TABLE_DARK)  # the margins around a scaled picture
        self.invalidate()
        self._old_logical = old[1:3] if old is not None else logical
        return old is not None and old != (theme.LAYOUT, theme.WIDTH, theme.HEIGHT, theme.COMPACT, theme.SCALE)

    def window_changed(self) -> None:
        """The window (or canvas) has a new size: refit, and relayout on a new aspect or size."""
        surface = pygame.display.get_surface()
        if surface is None:
            return
        if surface.get_size() == self.view.window and surface is self.window:
            self.invalidate()
            return
        if self._fit_window() and self.scene is not None:
            self.relayout()

    def relayout(self) -> None:
        """The layout changed: every scene and dialog lays itself out again; the game, its
        selection, an open dialog and running animations stay (cards in flight carry on to
        their new places: ``Tweens.carry_over``)."""
        old = getattr(self, "_old_logical", None) or (theme.WIDTH, theme.HEIGHT)
        if old != (theme.WIDTH, theme.HEIGHT):
            _forget_other_sizes()
        self.scene.tweens.carry_over(old, (theme.WIDTH, theme.HEIGHT), self.scene.relayout)
        if self.dialog is not None:
            self.dialog.layout()
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
        dest = pygame.Rect(self.view.to_window(area))
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
                self.toast(t("msg.fullscreen_unavailable"))
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
                self.toast(t("msg.fullscreen_unavailable"))
            return False
        self.fullscreen = on
        self.window_changed()
        return True

    # -- frame -------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.scene.busy()

    def settled(self) -> bool:
        """Nothing moving and no input waiting: the script may run its next command."""
        return not self.busy() and not self.pending

    def frame(self) -> None:
        """One frame: input, script, update, and a redraw only when needed."""
        moving = self.busy() or bool(self.toasts)
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
        x, y = anchor or (theme.WIDTH // 2, theme.HEIGHT - theme.px(40))
        for toast in reversed(self.toasts):  # stacked by their real heights (some wrap)
            y = toast.draw(self.screen, 0, (x, y), width).top - theme.px(10)

    def _draw_focus(self) -> None:
        target = self.focused()
        if target is None:
            return
        px = theme.px  # the ring's gaps and lines are design lengths
        r = target.rect.inflate(px(10), px(10))
        pygame.draw.rect(self.screen, theme.FOCUS_INNER, r, width=px(4), border_radius=px(14))
        pygame.draw.rect(self.screen, theme.FOCUS, r.inflate(px(6), px(6)), width=px(2),
                         border_radius=px(16))

    # -- input -------------------------------------------------------------------------
    def targets(self) -> list:
        """What a tap can hit now, bottom to top: the dialog's buttons while one is open."""
        if self.dialog is not None:
            return self.dialog.hittables()
        return self.scene.hittables()

    def named_targets(self) -> dict[str, Any]:
        return {h.name: h for h in self.targets() if getattr(h, "name", None)}

    def handle_event(self, event: pygame.event.Event) -> None:
        et = event.type
        if et == pygame.QUIT:
            self.quit(0)
        elif et == pygame.MOUSEBUTTONDOWN:
            if getattr(event, "touch", False):
                return  # the FINGERDOWN of the same touch is the tap
            if event.button == 1:
                self.keyboard_mode = False
                self._drag_from = event.pos
                self.tap(self.view.to_logical(event.pos))
        elif et == pygame.MOUSEBUTTONUP:
            self._drag_from = None
        elif et == pygame.MOUSEMOTION:
            if self._drag_from is not None and event.buttons[0] and not getattr(event, "touch", False):
                self.scene.on_scroll(event.rel[1] / self.view.scale)
                self.invalidate()
        elif et == pygame.MOUSEWHEEL:
            self.scene.on_scroll(event.y * 48)
            self.invalidate()
        elif et == pygame.FINGERDOWN:
            self.keyboard_mode = False
            ww, wh = self.view.window
            self.tap(self.view.to_logical((event.x * ww, event.y * wh)))
        elif et == pygame.FINGERMOTION:
            self.scene.on_scroll(event.dy * self.view.window[1] / self.view.scale)
            self.invalidate()
        elif et == pygame.KEYDOWN:
            self.key(event)
        elif et == pygame.TEXTINPUT:
            entry = self._entry()
            if entry is not None:
                entry.insert(event.text)
                self.invalidate()
        elif et in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.window_changed()
        elif et in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED,
                    pygame.VIDEOEXPOSE, pygame.WINDOWSHOWN, pygame.WINDOWFOCUSGAINED):
            self.invalidate()

    def show_storage_notices(self) -> None:
        """Tell the player, once, about a saved document refused or left alone (storage.py)."""
        from game.ui import notices

        for notice in self.storage.take_notices():
            self.toast(notices.text(notice), notices.SECONDS)

    def _entry(self) -> TextEntry | None:
        if self.dialog is not None and self.dialog.entry is not None:
            return self.dialog.entry
        return None

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
            self.toggle_fullscreen()
            return
        if entry is not None and event.key not in (pygame.K_TAB,) and entry.handle_key(event):
            self.invalidate()
            return
        if self.dialog is None and self.scene.wants_key(event):
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
            self.invalidate()
            return
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            target = self.focused() if self.keyboard_mode else None
            if target is not None:
                self.tap_target(target)
            elif self.dialog is not None and self.dialog.buttons:
                self.tap_target(self.dialog.default_button())
            return
        self._submit(("key", event))

    def _submit(self, item: tuple[str, Any]) -> None:
        if self.busy() or self.pending:
            self.pending.append(item)
            self.scene.tweens.hurry()
        else:
            self._apply(item)

    def drain_pending(self) -> None:
        while self.pending and not self.busy():
            self._apply(self.pending.popleft())

    def _apply(self, item: tuple[str, Any]) -> None:
        kind, payload = item
        self.invalidate()
        if kind == "tap":
            target, pos = payload
            current = self.targets()
            if target is not None and not any(target is h for h in current):
                target = topmost_at(current, pos)  # it went away meanwhile: re-resolve
            if self.dialog is not None:
                if target is not None:
                    self.dialog_activate(target)
                return
            if target is not None and getattr(target, "name", None):
                self.scene.focus = target.name
            self.scene.on_tap(target, pos)
        elif kind == "back":
            if self.dialog is not None:
                self.dialog.press_cancel()
                self._close_dialog_if_done()
            else:
                self.scene.on_back()
        elif kind == "key":
            event = payload
            if self.dialog is not None:
                return
            if self.scene.on_key(event):
                return
            name = self.scene.shortcuts.get(event.key)
            if name:
                target = self.named_targets().get(name)
                if target is not None and getattr(target, "enabled", True):
                    self.tap_target(target)

    def dialog_activate(self, target: Any) -> None:
        if hasattr(target, "activate"):
            dialog = self.dialog
            target.activate()
            if dialog is self.dialog:
                self._close_dialog_if_done()

    def _close_dialog_if_done(self) -> None:
        if self.dialog is not None and self.dialog.closed:
            self.dialog = None
            back = self._focus_return
            if back is not None and back[0] is self.scene and self.scene.focus is None:
                self.scene.focus = back[1]
            self._focus_return = None
            self.invalidate()

    # -- keyboard focus ----------------------------------------------------------------
    def _focusables(self) -> list:
        if self.dialog is not None:
            return [b for b in self.dialog.buttons if b.enabled]
        return self.scene.focus_order()

    def focused(self) -> Any:
        items = self._focusables()
        if self.dialog is not None:
            name = getattr(self, "_dialog_focus", None)
            for b in items:
                if b.name == name:
                    return b
            default = self.dialog.default_button()
            return default if default in items else (items[-1] if items else None)
        for h in items:
            if h.name == self.scene.focus:
                return h
        return None

    def _set_focus(self, target: Any) -> None:
        if self.dialog is not None:
            self._dialog_focus = target.name
        else:
            self.scene.focus = target.name

    def _focus_first(self) -> None:
        items = self._focusables()
        if items:
            self._set_focus(items[0])

    def _focus_step(self, step: int) -> None:
        items = self._focusables()
        if not items:
            return
        cur = self.focused()
        i = next((k for k, h in enumerate(items) if h is cur), -1)
        self._set_focus(items[(i + step) % len(items)])

    def _focus_move(self, key: int) -> None:
        """Arrows: the nearest target in that direction, from the targets' drawn rectangles
        (game/ui/focus.py: one rule for every screen and dialog)."""
        from game.ui import focus

        items = self._focusables()
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
            self._set_focus(others[i])

    # -- script ------------------------------------------------------------------------
    def state_line(self) -> str:
        # ASCII escapes: the line survives any console encoding and is still plain JSON.
        state = self.scene.state()
        state.setdefault("layout", theme.LAYOUT)
        return json.dumps(state, ensure_ascii=True, separators=(",", ":"))

    def shutdown(self) -> None:
        """Leave the scene (it saves the game in progress) and close the window."""
        try:
            self.scene.tweens.finish_all()
            self.scene.leave()
        except Exception as exc:  # a failed save must not turn quitting into a traceback
            print(f"could not save on exit: {exc}", file=sys.stderr)
        try:
            pygame.mixer.quit()
        except Exception:
            pass
        pygame.display.quit()
