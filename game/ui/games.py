"""The games the frame opens, as each game registers itself: a code's game, whether a game
is in progress, the saved games the menu's Continue offers.

The frame knows no game by name.  Each game's scene package registers a :class:`Game`
(in its ``__init__``, light: nothing heavy is imported until a code is read): which kind
of shared code is its own, how it reads one, where its game in progress is saved and how
to tell that play is in it.  Which game a code belongs to is decided by one rule,
:func:`game.share.kind_of` (the rule ``parse_link`` uses for links); the frame asks the
registered game of that kind.

Opening a code (``--deal`` / ``--game``, the page's ``?deal=`` / ``?game=``, the deal-code
dialog) goes through :meth:`Games.offer_code`: a bad code gets its message, the code
of the game in progress continues it, and a code that would replace a game with play in
it asks first (:meth:`Games.replace_or_ask`, the one rule the daily deal uses too).

The app holds a :class:`Games` (``app.games``); a scene is given it as ``games``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from game import share
from game.i18n import t
from game.ui.scene import IS_WEB, SCENES
from game.ui.widgets import Dialog, TextEntry

if TYPE_CHECKING:
    from game.storage import Storage
    from game.ui.theme import MessageKind


class Game:
    """What the frame needs to know about one game (registered by its scene package).

    A read-only value, equal when every field is; :meth:`replace` makes a changed copy.
    A plain class, not a ``@dataclass``: that is built with ``exec`` at import, in the
    time to the first menu frame."""

    #: The fields, in order (the keyword arguments of ``Game(...)``).
    FIELDS = ("scene", "kind", "purpose", "version", "parse", "describe", "open_params", "in_progress",
              "saved_code", "code_name", "continue_label")
    __slots__ = FIELDS

    #: The scene's name (``nav.go(scene)``), also its title's key ``menu.<scene>``.
    scene: str
    #: The kind of shared code that is this game's (``share.DEAL`` or ``share.GAME``).
    kind: str
    #: The storage purpose of its saved game in progress, and that document's version.
    purpose: str
    version: int
    #: Reads a code (raises ValueError, with the engine's reason, when it cannot be played).
    parse: Callable[[str], Any]
    #: What is wrong with a code, in the player's language, from ``parse``'s error.
    describe: Callable[[ValueError], str]
    #: A good code → the scene's parameters that start that game (``nav.go(scene, **...)``).
    open_params: Callable[[str], dict[str, Any]]
    #: The saved document's data → is there play in it (a move, a pass, a card)?
    in_progress: Callable[[Any], bool]
    #: The saved document's data → the code of the game in it.
    saved_code: Callable[[Any], str]
    #: How its codes are called in messages on standard error ("deal code", "game code").
    code_name: str
    #: The label of the menu's Continue button when this is the newest saved game.
    continue_label: str

    def __init__(self, scene: str, kind: str, purpose: str, version: int, parse: Callable[[str], Any],
                 describe: Callable[[ValueError], str], open_params: Callable[[str], dict[str, Any]],
                 in_progress: Callable[[Any], bool], saved_code: Callable[[Any], str], code_name: str = "code",
                 continue_label: str = "menu.continue") -> None:
        values = (scene, kind, purpose, version, parse, describe, open_params, in_progress, saved_code,
                  code_name, continue_label)
        for name, value in zip(self.FIELDS, values, strict=True):
            object.__setattr__(self, name, value)

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in self.FIELDS)

    def replace(self, **changes: Any) -> Game:
        """A copy with ``changes`` (field name → value)."""
        return Game(**{**dict(zip(self.FIELDS, self._values(), strict=True)), **changes})

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a Game is read-only (cannot set {name!r}): use replace()")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Game is read-only (cannot delete {name!r})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return "Game(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS) + ")"


#: The registered games, by scene name, in the order they registered.
GAMES: dict[str, Game] = {}


def register_game(game: Game) -> Game:
    """Make ``game`` known to the frame (a second registration of a scene replaces the first)."""
    GAMES[game.scene] = game
    return game


def registered() -> dict[str, Game]:
    """Every game in this build (importing their packages the first time: they register)."""
    from game.ui import scenes

    scenes.register_games()
    return GAMES


def game_of_code(code: str) -> Game | None:
    """The game a code (or a pasted share link) belongs to; ``None`` if it is not in this build."""
    kind = share.kind_of(share.code_in_pasted(str(code)))
    return next((g for g in registered().values() if g.kind == kind), None)


def _shown(text: str, limit: int = 40) -> str:
    """A code as messages on standard error quote it: a pasted book is not echoed whole."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


#: What a deal or game code may contain (letters are upper-cased as they are typed).
CODE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789- "


class Navigator(Protocol):
    """What opening games asks of the navigator: going to a scene, messages and dialogs."""

    def go(self, name: str, **params: Any) -> bool: ...
    def toast(self, message: str, seconds: float = 2.4, kind: MessageKind = "info") -> None: ...
    def show_dialog(self, dialog: Dialog) -> None: ...


class Games:
    """Opening games by code and finding saved ones (the app's ``games``)."""

    def __init__(self, nav: Navigator, storage: Storage) -> None:
        """Games open through ``nav``; the games in progress are in ``storage``."""
        self.nav = nav
        self.storage = storage

    def _read_code(self, code: str) -> tuple[Game | None, str, ValueError | None]:
        """The code's game, the code itself (out of a pasted link), and why it cannot be
        played (``None``: it can).  The engine's reason goes to standard error."""
        text = share.code_in_pasted(str(code))
        game = game_of_code(text)
        if game is None:
            return None, text, None
        try:
            game.parse(text)
        except ValueError as exc:
            print(f"bad {game.code_name} {_shown(text)}: {exc}", file=sys.stderr)
            return game, text, exc
        return game, text, None

    def deal_code_problem(self, code: str) -> str | None:
        """What is wrong with a typed deal or Hearts game code, in the player's language
        (``None``: it can be played).  The deal-code dialog shows it under the entry."""
        game, _text, problem = self._read_code(code)
        if game is None:
            return t("msg.unavailable")
        return None if problem is None else game.describe(problem)

    def _bad_code(self, game: Game, problem: ValueError) -> None:
        # Said in the language of the moment (a live switch while it is open re-says it).
        self.nav.show_dialog(Dialog(lambda: t("deal.bad.title"), lambda: game.describe(problem), kind="bad_code"))

    def _usable_code(self, code: str) -> tuple[Game, str] | None:
        """The game a code opens and the code as it reads; ``None`` when it cannot be played
        (the player has been told why: a dialog for a bad code, a toast for a missing game)."""
        game, text, problem = self._read_code(code)
        if game is None:
            self.nav.toast(t("msg.unavailable"))
            return None
        if problem is not None:
            self._bad_code(game, problem)
            return None
        return game, text

    def open_deal(self, code: str) -> bool:
        """Start the game of a deal or game code now (the code decides which game: a Hearts
        code opens Hearts); a bad code gets a dialog, never a traceback.  Nothing is asked:
        :meth:`offer_code` is the way in for codes that come from the player."""
        usable = self._usable_code(code)
        if usable is None:
            return False
        game, text = usable
        return self.nav.go(game.scene, **game.open_params(text))

    def open_hearts_code(self, code: str) -> bool:
        """Replay a Hearts game from its code (shown on the score sheet): as :meth:`open_deal`."""
        return self.open_deal(code)

    def offer_code(self, code: str, on_cancel: Callable[[], Any] | None = None) -> bool:
        """Open a code the player brought (``--deal`` / ``--game``, a shared link, the deal-code
        dialog): a bad code gets its message; the code of the saved game in progress continues
        it; a code that would replace a game with play in it asks first (``on_cancel``: what
        Cancel does besides closing the question).  ``True`` if the game is on screen now."""
        usable = self._usable_code(code)
        if usable is None:
            return False
        game, text = usable
        if self.saved_game_is(game.scene, text):
            return self.nav.go(game.scene)
        return self.replace_or_ask(game.scene, lambda: self.nav.go(game.scene, **game.open_params(text)),
                                   on_cancel)

    def open_shared(self, code: str) -> bool:
        """A code the app was started with: ``--deal`` or ``--game`` natively, the page's
        ``?deal=`` or ``?game=`` in the browser (which one does not matter: the code decides).
        As :meth:`offer_code`, and Cancel continues the saved game it would have replaced."""
        game = game_of_code(code)
        if game is None:
            return self.offer_code(code)
        return self.offer_code(code, on_cancel=lambda: self.nav.go(game.scene))

    def replace_or_ask(self, scene: str, start: Callable[[], Any],
                       on_cancel: Callable[[], Any] | None = None) -> bool:
        """The one rule for a new game of ``scene``: if it would replace a game with play in
        it (:meth:`game_in_progress`), ask first (Replace runs ``start``, Cancel
        ``on_cancel``); otherwise ``start`` now.  ``True`` if started now."""
        if self.game_in_progress(scene):
            self.confirm_replace(scene, start, on_cancel)
            return False
        return bool(start())

    def confirm_replace(self, scene: str, start: Callable[[], Any],
                        on_cancel: Callable[[], Any] | None = None) -> None:
        """Ask before a new deal of ``scene`` replaces the one in progress (game_in_progress);
        ``start`` deals it if the player says so, ``on_cancel`` runs if not (Cancel, Esc)."""
        self.nav.show_dialog(Dialog(
            "deal.replace.title", lambda: t("deal.replace.message", game=t(f"menu.{scene}")),
            [("cancel", "button.cancel", on_cancel), ("replace", "button.play", start)],
            cancel="cancel", default="cancel", kind="replace"))

    def deal_code_dialog(self) -> Dialog:
        """The "type or paste a code" dialog (menu and Heart to Heart share it): Play goes
        through offer_code, so a bad code gets its message under the entry, the current game
        stays, and a deal that would replace a game in progress asks first."""
        entry = TextEntry("entry:deal", (0, 0, 10, 10), max_len=20, allowed=CODE_CHARS,
                          prompt="deal.prompt", on_paste=share.code_in_pasted, paste_replaces=True)
        dialog: Dialog

        def play() -> None:
            problem = self.deal_code_problem(entry.value)
            if problem:  # keep what was typed, and say what is wrong right under it
                dialog.show_error(problem)
                return
            self.offer_code(entry.value)  # a deal that replaces a game in progress asks first

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

    def _saved_data(self, scene: str) -> tuple[Game | None, Any]:
        game = registered().get(scene)
        if game is None or self.storage.saved_at(game.purpose) is None:
            return game, None
        return game, self.storage.load(game.purpose, game.version)

    def game_in_progress(self, scene: str) -> bool:
        """Is there a saved game of ``scene`` with play in it (a move, a pass, a card)?
        Starting another deal of that game would lose it, so the player is asked first."""
        try:
            game, data = self._saved_data(scene)
            return game is not None and data is not None and bool(game.in_progress(data))
        except Exception:  # an unreadable save: nothing a new deal could lose
            return False

    def saved_game_is(self, scene: str, code: str) -> bool:
        """Is the game of ``code`` the saved game of ``scene``, with play in it?  Opening it
        then continues it (a page reloaded on its own ``?deal=``, a link to the game one is
        playing) rather than dealing it again."""
        try:
            game, data = self._saved_data(scene)
            if game is None or data is None or not game.in_progress(data):
                return False
            return share.canonical(game.kind, game.saved_code(data)) == share.canonical(game.kind, code)
        except Exception:  # an unreadable save, or a code that is not this game's
            return False

    def continue_label(self, scene: str) -> str:
        """The menu's Continue label (an i18n key) for the saved game of ``scene``."""
        game = registered().get(scene)
        return game.continue_label if game is not None else "menu.continue"

    def saved_games(self) -> list[str]:
        """Scenes with a game in progress, newest first (only scenes in this build count)."""
        from game.ui.scenes import game_scene_exists

        found = []
        for scene, game in registered().items():
            if scene in SCENES or game_scene_exists(scene):
                when = self.storage.saved_at(game.purpose)
                if when is not None:
                    found.append((when, scene))
        return [scene for _, scene in sorted(found, reverse=True)]
