"""A player's judgement of one moment: every choice it weighed, with its value, and its choice.

What :meth:`Hard.evaluate <game.hearts.ai.Hard.evaluate>` answers beside ``think``, as
OpenSpiel's bots answer a policy beside a step: the hint shows ``best``, the coach grades
against it, the analysis lays the values open.  Values are Hard's own measure (this seat's
points against the others' average, lower is better), summed over the deals each choice was
played out on.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card

from ..kinds import DecisionKind


@dataclass(frozen=True)
class Choice:
    """One choice weighed: a card (a one-card tuple) or the three cards of a pass, in index order."""

    cards: tuple[Card, ...]
    #: Hard's value summed left to right over the deals played (infinity: a pass the race set aside)
    total: float
    #: the deals it was played out on (0: no search, a forced card or a certain moon)
    deals: int
    #: a card's value on each deal played (a pass keeps only its total)
    outcomes: tuple[float, ...] = ()


@dataclass(frozen=True)
class Evaluation:
    """Every choice of one moment with its value, and the choice the player makes."""

    kind: DecisionKind  # PASS or PLAY
    #: every legal card (a card equivalent to another shares its outcomes), or each pass tried
    #: (with its better plan, ordinary or shooting), in index order
    choices: tuple[Choice, ...]
    #: the player's choice: what ``think`` answers
    best: tuple[Card, ...]
    #: the choices that count as ``best``: the legal cards of its run (nothing still in play
    #: between them), or the pass itself
    same: frozenset[tuple[Card, ...]]
    #: the distinct choices compared (1: forced)
    distinct: int

    def choice(self, cards: tuple[Card, ...]) -> Choice | None:
        """The weighed choice of ``cards`` (in index order); None when it was not weighed."""
        return next((c for c in self.choices if c.cards == cards), None)

    def lowest(self) -> tuple[Card, ...]:
        """The choice with the lowest total (index order on a tie), whatever the player's own rule."""
        return min(self.choices, key=lambda c: (c.total, [x.index for x in c.cards])).cards
