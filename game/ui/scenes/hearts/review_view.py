"""What the hand review shows at one stop, as one frozen value (:class:`ReviewView`, made by
:func:`review_view`): the drawing (:mod:`.review_draw`) and the script's ``state`` read it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.cards import Card
from game.hearts.deal import PassDirection
from game.hearts.history import HandReview, ReviewStep
from game.ui.scenes.hearts.review_coach import CoachView


@dataclass(frozen=True)
class ReviewView:
    """What a review shows at one stop: the drawing and the script's ``state`` read this."""

    #: The hand on show, and every finished hand's number.
    hand: int
    hands: tuple[int, ...]
    #: The stop (index into the hand's steps) and how many there are.
    step: int
    steps: int
    #: The stop is the passes (else card ``card`` of trick ``trick``).
    passes: bool
    pass_direction: PassDirection
    #: Per seat: the three cards given and got.
    passed: tuple[tuple[Card, ...], ...]
    received: tuple[tuple[Card, ...], ...]
    trick: int
    card: int
    leader: int | None
    #: The trick's cards so far: (seat, card) in play order.
    table: tuple[tuple[int, Card], ...]
    #: The trick's taker and points once its four cards are down.
    winner: int | None
    points: int | None
    #: Per seat: the cards held at this stop.
    held: tuple[tuple[Card, ...], ...]
    #: Per seat: the points taken in the tricks done by this stop.
    taken: tuple[int, int, int, int]
    #: The last stop: the engine's scores for the hand (moon applied).
    scores: tuple[int, ...] | None
    moon: int | None
    coach: CoachView | None
    #: A card after a claim: the claimer (the claimed line, played out by the engine).
    claimed_by: int | None

    def state(self) -> dict[str, Any]:
        """The review for a script (cards as their codes)."""
        return {
            "hand": self.hand,
            "hands": list(self.hands),
            "step": self.step,
            "steps": self.steps,
            "passes": self.passes,
            "pass_direction": self.pass_direction,
            "passed": [[str(c) for c in p] for p in self.passed],
            "received": [[str(c) for c in p] for p in self.received],
            "trick": self.trick,
            "card": self.card,
            "leader": self.leader,
            "table": [[seat, str(card)] for seat, card in self.table],
            "winner": self.winner,
            "points": self.points,
            "held": [[str(c) for c in h] for h in self.held],
            "taken": list(self.taken),
            "scores": list(self.scores) if self.scores is not None else None,
            "moon": self.moon,
            "coach": self.coach.state() if self.coach is not None else None,
            "claimed_by": self.claimed_by,
        }


def review_view(reviews: list[HandReview], index: int, steps: list[ReviewStep], position: int,
                coach: CoachView | None) -> ReviewView:
    """The view of stop ``position`` of hand ``reviews[index]`` (its ``steps``), with the
    coach's part (``None``: no coach)."""
    r = reviews[index]
    step = steps[position]
    trick = r.trick_at(step)
    plays = r.plays_at(step)
    complete = trick is not None and step.card == len(trick.plays) and trick.winner is not None
    done = list(r.tricks[: step.trick - 1]) if not step.is_pass else []
    if complete and trick is not None:  # (complete holds only with a trick)
        done.append(trick)
    taken = [0, 0, 0, 0]
    for tr in done:
        assert tr.winner is not None, "the tricks before the step's, and a complete one, are finished"
        taken[tr.winner] += tr.points
    return ReviewView(
        hand=r.number, hands=tuple(x.number for x in reviews), step=position, steps=len(steps),
        passes=step.is_pass, pass_direction=r.pass_direction,
        passed=tuple(tuple(p) for p in r.passed), received=tuple(tuple(p) for p in r.received),
        trick=step.trick, card=step.card, leader=trick.leader if trick is not None else None,
        table=tuple((seat, card) for seat, card in plays),
        winner=trick.winner if complete and trick is not None else None,
        points=trick.points if complete and trick is not None else None,
        held=tuple(tuple(h) for h in r.hands_at(step)), taken=(taken[0], taken[1], taken[2], taken[3]),
        scores=tuple(r.result.scores) if r.result is not None and position == len(steps) - 1 else None,
        moon=r.result.moon_shooter if r.result is not None else None,
        coach=coach,
        claimed_by=r.claim.seat if r.claim is not None and r.claimed_at(step) else None)
