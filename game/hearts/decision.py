"""A computer player's decision: what the engine carries out (``Match.apply``).

It lives beside the engine, not among the players, so the engine can take a decision
without knowing who made it (docs/architecture.md, "The players").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.cards import Card

from .kinds import DecisionKind
from .rules import Moon


@dataclass(frozen=True)
class Decision:
    """A pass (three cards), a play (one card) or how a moon scores (``scoring``)."""

    kind: DecisionKind
    cards: tuple[Card, ...]
    scoring: str = ""  # kind MOON: Moon.ADD_TO_OTHERS or Moon.SUBTRACT

    @property
    def moon(self) -> Moon:
        if self.kind != DecisionKind.MOON:
            raise ValueError("only a moon decision says how the moon scores")
        return Moon(self.scoring)

    @property
    def card(self) -> Card:
        if self.kind != DecisionKind.PLAY:
            raise ValueError("a pass decision has three cards, not one")
        return self.cards[0]

    def to_json(self) -> dict[str, Any]:
        if self.kind == DecisionKind.MOON:
            return {"moon": self.scoring}
        if self.kind == DecisionKind.PASS:
            return {"pass": [str(c) for c in self.cards]}
        return {"play": str(self.cards[0])}
