"""The games the frame opens: a deal or game code's game, whether a game is in progress,
the saved games the menu's Continue offers.

A mixin of :class:`game.ui.app.App` (the attributes below are the app's).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from game import i18n
from game.i18n import t
from game.ui.scene import SCENES

if TYPE_CHECKING:
    from game.storage import Storage

#: Storage purposes of the games in progress, by scene name (menu "Continue" looks here).
GAME_SAVES: dict[str, str] = {"heart_to_heart": "game.heart_to_heart", "hearts": "game.hearts"}


class GamesMixin:
    """Opening games by code and finding saved ones."""

    storage: Storage

    if TYPE_CHECKING:
        def go(self, name: str, **params: Any) -> bool: ...
        def toast(self, message: str, seconds: float = 2.4, kind: str = "info") -> None: ...
        def show_message(self, title: str, message: str = "", translate_message: bool = False) -> None: ...

    def deal_code_problem(self, code: str) -> str | None:
        """What is wrong with a typed deal or Hearts game code, in the player's language
        (``None``: it can be played).  The deal-code dialog shows it under the entry."""
        code = str(code)
        if code.strip().upper().startswith("HT"):
            from game.hearts.code import BadGameCode, parse_code as parse_hearts_code

            try:
                parse_hearts_code(code)
            except BadGameCode as exc:
                print(f"bad game code {code!r}: {exc}", file=sys.stderr)
                return t("deal.bad.hearts", detail=str(exc))
            return None
        try:
            from game.heart_to_heart.codes import BadDealCode, parse_code
        except ImportError:
            return t("msg.unavailable")
        try:
            parse_code(code)
        except BadDealCode as exc:
            print(f"bad deal code {code!r}: {exc}", file=sys.stderr)
            part = f"deal.part.{getattr(exc, 'part', '')}"
            return t(part) if i18n.has(part) else str(exc)
        except ValueError as exc:
            print(f"bad deal code {code!r}: {exc}", file=sys.stderr)
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
            print(f"bad deal code {code!r}: {exc}", file=sys.stderr)
            return False
        except ValueError as exc:
            self.show_message("deal.bad.title", str(exc))
            print(f"bad deal code {code!r}: {exc}", file=sys.stderr)
            return False
        return self.go("heart_to_heart", deal=number)

    def open_hearts_code(self, code: str) -> bool:
        """Replay a Hearts game from its code (shown on the score sheet); bad codes get a dialog."""
        from game.hearts.code import BadGameCode, parse_code as parse_hearts_code

        try:
            parse_hearts_code(code)
        except BadGameCode as exc:  # the engine's reason is English: said as the dialog says it
            self.show_message("deal.bad.title", t("deal.bad.hearts", detail=str(exc)))
            print(f"bad game code {code!r}: {exc}", file=sys.stderr)
            return False
        return self.go("hearts", code=code.strip().upper())

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
