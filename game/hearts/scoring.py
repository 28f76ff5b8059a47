"""Scoring a hand (with the moon) and deciding when the game is over."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .rules import MOON_ADD_TO_OTHERS, Rules

POINTS_PER_HAND = 26


@dataclass(frozen=True)
class HandResult:
    """What a finished hand adds to the totals; ``taken`` is the raw points won."""

    taken: tuple[int, int, int, int]
    scores: tuple[int, int, int, int]
    moon_shooter: int | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "taken": list(self.taken),
            "scores": list(self.scores),
            "moon_shooter": self.moon_shooter,
        }


def score_hand(taken: Sequence[int], rules: Rules) -> HandResult:
    """Turn the points taken into the points scored, applying the moon setting."""
    taken_t = tuple(int(x) for x in taken)
    if sum(taken_t) != POINTS_PER_HAND:
        raise ValueError(f"a hand has {POINTS_PER_HAND} points, not {sum(taken_t)}")
    for seat, pts in enumerate(taken_t):
        if pts == POINTS_PER_HAND:
            if rules.moon == MOON_ADD_TO_OTHERS:
                scores = tuple(0 if s == seat else POINTS_PER_HAND for s in range(4))
            else:
                scores = tuple(-POINTS_PER_HAND if s == seat else 0 for s in range(4))
            return HandResult(taken_t, scores, seat)  # type: ignore[arg-type]
    return HandResult(taken_t, taken_t, None)  # type: ignore[arg-type]


def game_outcome(totals: Sequence[int], rules: Rules) -> tuple[bool, bool]:
    """(game over, tie continues) after a hand.

    The game ends once someone has reached the limit and exactly one player has
    the lowest total; a shared lowest total means playing on, hand by hand.
    """
    if max(totals) < rules.target:
        return False, False
    low = min(totals)
    if sum(1 for t in totals if t == low) == 1:
        return True, False
    return False, True


def ranking(totals: Sequence[int]) -> list[int]:
    """Seats from best (lowest total) to worst; equal totals keep seat order."""
    return sorted(range(len(totals)), key=lambda s: (totals[s], s))
