"""The computer players: Easy, Normal and Hard.

Each level takes only a ``PlayerView`` (what a person in that seat may know) and a
seeded ``Rng``, so it cannot cheat and is reproducible.  ``think`` is a generator
that yields after each slice of a few milliseconds of work, so the table screen
can spread Hard's search over frames; ``choose`` runs it to the end.  A computer that
shot the moon under the shooter's-choice rule chooses with ``choose_moon`` (every
level the same way: the choice is arithmetic on the scores, not play).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.cards import Card
from game.rng import Rng

from ..deal import PassDirection
from ..kinds import DecisionKind, Level, Phase
from ..rules import MOON_ADD_TO_OTHERS, MOON_SCORINGS, Moon
from ..scoring import game_outcome, score_hand
from ..view import PlayerView
from .standing import chance_after

if TYPE_CHECKING:
    from .hard import HardConfig

LEVELS = tuple(Level)


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


def think(view: PlayerView, level: str, rng: Rng,
          hard_config: HardConfig | None = None) -> Generator[None, None, Decision]:
    """Decide a pass or a play for ``view.seat``; yields between slices of work.

    ``hard_config``: Hard's settings (hard.SHIPPED when None); the other levels have none.
    """
    from . import easy, hard, normal

    if level not in LEVELS:
        raise ValueError(f"level must be easy, normal or hard, not {level!r}")
    if hard_config is not None and level != Level.HARD:
        raise ValueError(f"only Hard takes settings, not {level}")
    if view.phase == Phase.MOON_CHOICE:
        return Decision(DecisionKind.MOON, (), choose_moon(view))
    if view.phase == Phase.PASS:
        if len(view.hand) != 13 or view.pass_direction == PassDirection.NONE:
            raise ValueError("nothing to pass in this view")
        if level == Level.HARD:
            cards = yield from hard.think_pass(view, rng, hard_config or hard.SHIPPED)
        else:
            cards = yield from {Level.EASY: easy, Level.NORMAL: normal}[Level(level)].think_pass(view, rng)
        return Decision(DecisionKind.PASS, tuple(sorted(cards, key=lambda c: c.index)))
    if view.phase != Phase.PLAY or view.to_act != view.seat or not view.hand:
        raise ValueError("it is not this seat's turn to play")
    if level == Level.HARD:
        card = yield from hard.think_play(view, rng, hard_config or hard.SHIPPED)
    else:
        card = yield from {Level.EASY: easy, Level.NORMAL: normal}[Level(level)].think_play(view, rng)
    return Decision(DecisionKind.PLAY, (card,))


def choose_moon(view: PlayerView) -> Moon:
    """How a computer shooter scores its moon: the choice after which it stands best in the game.

    A choice that ends the game with this seat winning comes first, one that ends it with
    another seat winning last; between two that let the game go on, the one with the better
    chance of winning it (standing.chance_after: 26 added to the others brings the end nearer,
    which helps the leader, and 26 off its own total keeps the game long, which helps a seat
    behind); on a tie the seed's rule (add to the others).  Deterministic: arithmetic on the
    view alone.
    """
    taken = list(view.points)
    tricks = [0, 0, 0, 0]
    jack = None
    for t in view.tricks:
        w = t.winner
        assert w is not None  # completed tricks
        tricks[w] += 1
        if any(view.rules.card_points[c.index] < 0 for c in t.cards):
            jack = w
    me = view.seat
    best_key: tuple[int, float, int] | None = None
    best = MOON_ADD_TO_OTHERS
    for order, how in enumerate(MOON_SCORINGS):
        res = score_hand(taken, view.rules, jack, tricks, how)
        totals = [a + b for a, b in zip(view.scores, res.scores, strict=True)]
        over, _tie = game_outcome(totals, view.rules)
        won = over and min(range(4), key=lambda s: (totals[s], s)) == me
        lost = over and not won
        key = (0 if won else (2 if lost else 1), -chance_after(totals, me, view.rules.target), order)
        if best_key is None or key < best_key:
            best_key = key
            best = how
    return best


def choose(view: PlayerView, level: str, rng: Rng, hard_config: HardConfig | None = None) -> Decision:
    """``think`` run to completion."""
    gen = think(view, level, rng, hard_config)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            decision: Decision = stop.value  # what think returns
            return decision


__all__ = ["LEVELS", "Decision", "DecisionKind", "Level", "think", "choose", "choose_moon"]
