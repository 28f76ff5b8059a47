"""Heart to Heart: the pure rules of the all-hearts Pyramid solitaire.

No pygame here: the screen reads and drives these modules (layout, codes, deal,
state, solver); ``python -m game.heart_to_heart`` is the replay/solve CLI.
"""

from .codes import BadDealCode, format_code, parse_code
from .state import Game, TapResult

__all__ = ["BadDealCode", "Game", "TapResult", "format_code", "parse_code"]
