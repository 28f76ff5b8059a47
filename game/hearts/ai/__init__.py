"""The computer players: Easy, Normal and Hard.

Each level takes only a ``PlayerView`` (what a person in that seat may know) and a
seeded ``Rng``, so it cannot cheat and is reproducible.  ``think`` is a generator
that yields after each slice of a few milliseconds of work, so the table screen
can spread Hard's search over frames; ``choose`` runs it to the end.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.cards import Card
from game.rng import Rng

from ..view import PlayerView

if TYPE_CHECKING:
    from .hard import HardConfig

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Decision:
    """A pass (three cards) or a play (one card)."""

    kind: str  # "pass" or "play"
    cards: tuple[Card, ...]

    @property
    def card(self) -> Card:
        if self.kind != "play":
            raise ValueError("a pass decision has three cards, not one")
        return self.cards[0]

    def to_json(self) -> dict[str, Any]:
        if self.kind == "pass":
            return {"pass": [str(c) for c in self.cards]}
        return {"play": str(self.cards[0])}


def think(view: PlayerView, level: str, rng: Rng,
          hard_config: HardConfig | None = None) -> Generator[None, None, Decision]:
    """Decide a pass or a play for ``view.seat``; yields between slices of work.
    ``hard_config``: Hard's settings (hard.SHIPPED when None); the other levels have none."""
    from . import easy, hard, normal

    if level not in LEVELS:
        raise ValueError(f"level must be easy, normal or hard, not {level!r}")
    if hard_config is not None and level != "hard":
        raise ValueError(f"only Hard takes settings, not {level}")
    if view.phase == "pass":
        if len(view.hand) != 13 or view.pass_direction == "none":
            raise ValueError("nothing to pass in this view")
        if level == "hard":
            cards = yield from hard.think_pass(view, rng, hard_config or hard.SHIPPED)
        else:
            cards = yield from {"easy": easy, "normal": normal}[level].think_pass(view, rng)
        return Decision("pass", tuple(sorted(cards, key=lambda c: c.index)))
    if view.phase != "play" or view.to_act != view.seat or not view.hand:
        raise ValueError("it is not this seat's turn to play")
    if level == "hard":
        card = yield from hard.think_play(view, rng, hard_config or hard.SHIPPED)
    else:
        card = yield from {"easy": easy, "normal": normal}[level].think_play(view, rng)
    return Decision("play", (card,))


def choose(view: PlayerView, level: str, rng: Rng, hard_config: HardConfig | None = None) -> Decision:
    """``think`` run to completion."""
    gen = think(view, level, rng, hard_config)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            decision: Decision = stop.value  # what think returns
            return decision


__all__ = ["LEVELS", "Decision", "think", "choose"]
