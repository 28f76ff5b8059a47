"""The Scene base class: what every screen provides to the app (see game/ui/README.md)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.ui import theme
from game.ui.tween import Tweens

if TYPE_CHECKING:
    from game.settings import Settings
    from game.stats import Stats
    from game.storage import Storage
    from game.ui.look import Look
    from game.ui.messages import Toast
    from game.ui.metrics import Screen
    from game.ui.screens import ModalScreen
    from game.ui.sound import Sound
    from game.ui.widgets import Dialog

#: Running in the browser (pygbag)?  Here, below the app and every scene, so both import it.
IS_WEB = sys.platform == "emscripten"

#: Scene name → class (or a function that makes the scene: a scene class given its parts).
#: Scenes add themselves with ``@register_scene("name")`` or ``register_maker``.  It lives
#: here (below app.py and the scenes) so a scene never imports the app that imports it.
SCENES: dict[str, Callable[..., Scene]] = {}


def register_scene(name: str) -> Callable[[type[Scene]], type[Scene]]:
    """Class decorator: make the scene reachable as ``nav.go(name)``."""
    def add(cls: type[Scene]) -> type[Scene]:
        cls.name = name
        SCENES[name] = cls
        return cls

    return add


def register_maker(name: str, make: Callable[..., Scene]) -> None:
    """Make ``make(parts, **params)`` reachable as ``nav.go(name)``: one scene class given the
    part that differs (the puzzle scene given practice's source, say).  The scene it makes
    sets its own ``name``."""
    SCENES[name] = make


#: Keys that tap a named target when the scene has it (and it is enabled).
DEFAULT_SHORTCUTS: dict[int, str] = {
    pygame.K_u: "button:undo",
    pygame.K_h: "button:hint",
    pygame.K_n: "button:new",
    pygame.K_BACKSPACE: "button:undo",
}


class Navigator(Protocol):
    """Where a scene sends the player: another scene, a screen over this one, a passing
    message, out of the app (game/ui/navigator.py keeps the scene and the screens)."""

    @property
    def scene(self) -> Scene: ...
    @property
    def top(self) -> Any: ...
    @property
    def screens(self) -> tuple[ModalScreen, ...]: ...
    @property
    def toasts(self) -> list[Toast]: ...

    def go(self, name: str, **params: Any) -> bool: ...
    def load_game_scenes(self) -> None: ...
    def push_screen(self, screen: ModalScreen, on_result: Callable[[Any], object] | None = None) -> None: ...
    def show_dialog(self, dialog: Dialog) -> None: ...
    def show_message(self, title: str, message: str = "", translate_message: bool = False) -> None: ...
    def close_screens(self) -> None: ...
    def toast(self, message: str, seconds: float = 2.4, kind: theme.MessageKind = "info") -> None: ...
    def quit(self, code: int = 0) -> None: ...


class GameCodes(Protocol):
    """The games a scene may open or ask about: codes, games in progress, Continue
    (game/ui/games.py)."""

    def deal_code_dialog(self) -> Dialog: ...
    def deal_code_problem(self, code: str) -> str | None: ...
    def open_deal(self, code: str) -> bool: ...
    def offer_code(self, code: str, on_cancel: Callable[[], Any] | None = None) -> bool: ...
    def replace_or_ask(self, scene: str, start: Callable[[], Any],
                       on_cancel: Callable[[], Any] | None = None) -> bool: ...
    def game_in_progress(self, scene: str) -> bool: ...
    def saved_game_is(self, scene: str, code: str) -> bool: ...
    def saved_games(self) -> list[str]: ...
    def continue_label(self, scene: str) -> str: ...


class Canvas(Protocol):
    """What a scene draws for: the logical screen (``metrics``), how everything is painted
    (``look``), and a redraw asked for (game/ui/window.py)."""

    @property
    def metrics(self) -> Screen: ...
    @property
    def look(self) -> Look: ...
    def invalidate(self, rect: pygame.Rect | None = None) -> None: ...


class Keyboard(Protocol):
    """The input as a scene may touch it: the keyboard in use (the focus ring), an Esc
    waiting for the scene taken back (game/ui/routing.py)."""

    keyboard_mode: bool

    def take_waiting_back(self) -> bool: ...


class Parts:
    """What a scene is given: each thing it uses from its owner, never the app.

    A scene that holds the app can reach everything in it; given these, what a scene may
    do is what its fields say, as Textual's screen gets ``dismiss`` and python-chess's
    board gets nothing global.
    The settings, statistics and storage are the app's records; ``session`` keeps what a
    scene family shares while the app runs (puzzle practice's run).  A plain class, not a
    ``@dataclass``: that is built with ``exec`` at import, in the time to the first frame."""

    __slots__ = ("nav", "games", "canvas", "input", "settings", "stats", "storage", "sound", "frames",
                 "scripted", "session")

    nav: Navigator
    games: GameCodes
    canvas: Canvas
    input: Keyboard
    settings: Settings
    stats: Stats
    storage: Storage
    sound: Sound
    #: The app's frame count (a claim asked in this frame is answered in a later one).
    frames: Callable[[], int]
    #: The app runs a ``--script`` (nothing offered that a script did not ask for).
    scripted: bool
    session: dict[str, Any]

    def __init__(self, *, nav: Navigator, games: GameCodes, canvas: Canvas, input: Keyboard,
                 settings: Settings, stats: Stats, storage: Storage, sound: Sound,
                 frames: Callable[[], int], scripted: bool = False) -> None:
        self.nav, self.games, self.canvas, self.input = nav, games, canvas, input
        self.settings, self.stats, self.storage, self.sound = settings, stats, storage, sound
        self.frames, self.scripted = frames, scripted
        self.session = {}


class Scene:
    """A screen.  Subclasses set ``name`` and fill ``self.widgets`` in ``build()``."""

    name = "scene"
    #: Where Esc (and ``on_back``) goes; ``None`` means Esc does nothing here.
    back_to: str | None = "menu"
    shortcuts: dict[int, str] = DEFAULT_SHORTCUTS

    def __init__(self, parts: Parts, **params: Any) -> None:
        #: What the scene uses, each from its owner (``Parts``); passed on to its helpers.
        self.parts = parts
        self.nav, self.games, self.canvas, self.input = parts.nav, parts.games, parts.canvas, parts.input
        self.settings, self.stats, self.storage, self.sound = parts.settings, parts.stats, parts.storage, parts.sound
        self.params = params
        self.widgets: list = []
        settings = parts.settings
        self.tweens = Tweens(lambda: settings.animation_scale)
        #: Name of the target with keyboard focus (drawn only after keyboard use).
        self.focus: str | None = None

    # -- life cycle --------------------------------------------------------------------
    def enter(self) -> None:
        """Called once when the scene becomes current: build widgets, restore a save."""
        self.build()

    def leave(self) -> None:
        """Called when another scene replaces this one (and when the app quits): save here."""

    def build(self) -> None:
        """(Re)create widgets; called on enter and after the language changes."""

    def on_language_changed(self) -> None:
        self.build()

    def on_setting_changed(self, key: str) -> None:
        """A setting changed while this scene is shown (after the app applied its own part):
        a scene whose view value reads settings makes it again."""

    def relayout(self) -> None:
        """The layout kind changed (window resized, phone rotated): place everything again
        from the layout of ``canvas.metrics`` (the logical screen).  What the player had (game,
        selection, scroll, open tab) must stay; the default rebuilds the widgets."""
        self.build()

    # -- per frame ---------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        """Advance the scene's own clocks; return ``True`` when the picture changed."""
        return False

    def busy(self) -> bool:
        """``True`` while input must wait: tweens running, computer players thinking.

        Must be ``False`` while the scene waits for the person (the script driver runs its
        next command only when this is ``False``).
        """
        return self.tweens.busy

    def working(self) -> bool:
        """``True`` while the scene works a slice a frame with input still answered (a claim
        being checked): the app then runs at its full frame rate, as while ``busy``."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        look = self.canvas.look
        surface.fill(look.palette.table)
        for w in self.widgets:
            w.draw(surface, self.canvas.metrics, look)

    # -- input -------------------------------------------------------------------------
    def hittables(self) -> list:
        """Everything a tap can land on, bottom to top (draw order)."""
        return [w for w in self.widgets if getattr(w, "visible", True)]

    def focus_order(self) -> list:
        """Targets the keyboard visits with Tab (arrows move spatially among the same)."""
        return [
            h for h in self.hittables()
            if getattr(h, "focusable", False) and getattr(h, "enabled", True) and h.name
        ]

    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        """A tap landed on ``target`` (``None``: the table).  Widgets activate by default."""
        if target is not None and hasattr(target, "activate"):
            target.activate()

    def wants_key(self, event: pygame.event.Event) -> bool:
        """``True`` to receive a key the frame would use (arrows for scrolling, say)."""
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        """Scene-specific keys; return ``True`` if handled (then shortcuts are skipped)."""
        return False

    def on_scroll(self, dy: float) -> None:
        """Mouse wheel / finger drag, in logical pixels (positive: content moves down)."""

    def on_back(self) -> None:
        if self.back_to:
            self.nav.go(self.back_to)

    # -- script driver -----------------------------------------------------------------
    def state(self) -> dict:
        """The JSON object the script's ``state`` command prints."""
        return {"scene": self.name}
