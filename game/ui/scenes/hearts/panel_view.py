"""What a Hearts panel shows of the match, as one frozen value made from the engine's
records when the panel opens (and when it is laid out again): the panel draws from it,
never from the live ``Match``, so a panel on show cannot change under the player."""

from __future__ import annotations

from dataclasses import dataclass

from game.hearts import Match, Rules
from game.hearts.kinds import Phase
from game.hearts.scoring import HandResult
from game.hearts.trick import Trick


@dataclass(frozen=True)
class PanelView:
    """The match's figures a panel reads (named as the engine names them): the game's code
    and rules, the phase and hand, this hand's result and tricks, every finished hand,
    the totals, the tie rule at work, the end and its ranking, the last trick."""

    code: str
    rules: Rules
    phase: Phase
    hand_number: int
    hand_result: HandResult | None
    history: tuple[HandResult, ...]
    hand_points: tuple[int, ...]
    scores: tuple[int, ...]
    tie_continues: bool
    game_over: bool
    ranking: tuple[int, ...]
    tricks: tuple[Trick, ...]
    last_trick: Trick | None


def panel_view(match: Match) -> PanelView:
    """The panel's snapshot of ``match`` now."""
    m = match
    return PanelView(code=m.code, rules=m.rules, phase=m.phase, hand_number=m.hand_number, hand_result=m.hand_result,
                     history=tuple(m.history), hand_points=tuple(m.hand_points), scores=tuple(m.scores),
                     tie_continues=m.tie_continues, game_over=m.game_over, ranking=tuple(m.ranking),
                     tricks=tuple(m.tricks), last_trick=m.last_trick)
