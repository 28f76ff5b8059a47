"""The Hearts table: layout (where things are), draw and panels (pictures), strings, scene (taps → engine → sprites).

``game.ui.scenes.load_game_scenes`` imports ``.scene`` (which registers the scene) only
when a game is first needed.  What the frame needs before that (which codes are this
game's, where its game in progress is saved: game/ui/games.py) is registered here, light:
the engine is imported only when a code is read.
"""

from __future__ import annotations

from typing import Any

from game import i18n
from game.share import GAME
from game.ui.games import Game, register_game


def _parse(code: str) -> Any:
    from game.hearts.code import parse_code

    return parse_code(code)


def _describe(problem: ValueError) -> str:
    """The engine's reason is English: said inside the sentence the dialog says it with."""
    return i18n.t("deal.bad.hearts", detail=str(problem))


def _in_progress(data: Any) -> bool:
    return bool(data["match"]["actions"])


register_game(Game(
    scene="hearts", kind=GAME, purpose="game.hearts", version=1,
    parse=_parse, describe=_describe, open_params=lambda code: {"code": code.strip().upper()},
    in_progress=_in_progress, saved_code=lambda data: data["match"]["code"], code_name="game code",
    continue_label="menu.continue.hearts"))
