"""Heart to Heart's table: layout (where things are), effects (the win), scene (taps → rules → sprites).

``game.ui.scenes.load_game_scenes`` imports ``.scene`` (which registers the scene) only
when a game is first needed.  What the frame needs before that (which codes are this
game's, where its game in progress is saved: game/ui/games.py) is registered here, light:
the rules are imported only when a code is read.
"""

from __future__ import annotations

from typing import Any

from game import i18n
from game.share import DEAL
from game.ui.games import Game, register_game


def _parse(code: str) -> int:
    from game.heart_to_heart.codes import parse_code

    return parse_code(code)


def _describe(problem: ValueError) -> str:
    """The wrong part of a deal code, in the player's language (the engine names it)."""
    part = f"deal.part.{getattr(problem, 'part', '')}"
    return i18n.t(part) if i18n.has(part) else str(problem)


def _in_progress(data: Any) -> bool:
    return int(data["game"]["moves"]) > 0


register_game(Game(
    scene="heart_to_heart", kind=DEAL, purpose="game.heart_to_heart", version=1,
    parse=_parse, describe=_describe, open_params=lambda code: {"deal": _parse(code)},
    in_progress=_in_progress, saved_code=lambda data: data["game"]["code"], code_name="deal code",
    continue_label="menu.continue.h2h"))
