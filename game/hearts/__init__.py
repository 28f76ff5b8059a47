"""Hearts: the rules engine and the player's view (pure Python), with its players and teaching tools.

The engine's modules are here; the computer players are ``ai/``, the coach, the analysis, the
puzzle and the lessons ``teaching/``, the command line ``console/`` (docs/architecture.md).
The table screen only reads and drives these; no rule lives anywhere else.
"""

from .code import BadGameCode, format_code, parse_code
from .deal import PASS_CYCLE, SEAT_NAMES, pass_direction, pass_source, pass_target
from .legality import QUEEN_OF_SPADES, REASON_TEXTS, TWO_OF_CLUBS, Refusal, card_points, legal_cards, why_illegal
from .match import IllegalMove, Match
from .rules import Rules
from .scoring import HandResult, score_hand
from .trick import Trick
from .view import BadRequest, PlayerView

__all__ = [
    "BadGameCode", "BadRequest", "HandResult", "IllegalMove", "Match", "PlayerView",
    "Refusal", "Rules", "Trick", "REASON_TEXTS",
    "QUEEN_OF_SPADES", "TWO_OF_CLUBS", "PASS_CYCLE", "SEAT_NAMES",
    "card_points", "legal_cards", "why_illegal", "format_code", "parse_code",
    "pass_direction", "pass_source", "pass_target", "score_hand",
]
