"""Hand review: what happened in one hand of a Hearts game, as a plain value.

The match keeps only the current hand's tricks, but its action log (with the game code)
recreates every hand exactly, so a review of any hand replays the log through the engine
itself (:class:`.match.Match`) and copies what it saw: the deal, the passes given and
received per seat, then each trick card by card with its leader, winner and points.  No
rule is re-implemented here: winners and points are the engine's own.

The value is what a review screen steps through (:meth:`HandReview.steps`: the passes,
then one step per card), forwards and backwards, with nothing to compute on the way.
A review shows every seat's cards, so the screen should offer it for finished hands
(:attr:`HandReview.complete`); the hand in progress is available for tests and tools.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.cards import Card

from .claim import Claim
from .deal import PassDirection, sort_hand
from .match import Match, NextHandAction, action_from_json
from .rules import Rules
from .scoring import HandResult


@dataclass(frozen=True)
class TrickReview:
    number: int  # 1..13 within the hand
    leader: int
    plays: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    winner: int | None  # None while the trick is unfinished
    points: int  # points in the trick (taken by the winner)


@dataclass(frozen=True)
class ReviewStep:
    """One stop of the review: the passes (``trick == 0``), or card ``card`` (1..4) of trick ``trick``."""

    trick: int
    card: int

    @property
    def is_pass(self) -> bool:
        return self.trick == 0


@dataclass(frozen=True)
class HandReview:
    number: int  # the hand's number in the game, from 1
    pass_direction: PassDirection
    dealt: tuple[tuple[Card, ...], ...]  # per seat, as dealt (before passing)
    passed: tuple[tuple[Card, ...], ...]  # per seat, the three cards given (empty: none yet / no pass)
    received: tuple[tuple[Card, ...], ...]  # per seat, the three cards got
    tricks: tuple[TrickReview, ...]
    taken: tuple[int, int, int, int]  # points taken in the tricks so far
    result: HandResult | None  # the engine's scoring of the finished hand (moon applied)
    scores_before: tuple[int, ...]  # the game totals when the hand began
    #: The claim that ended the hand (the cards after it are the claimed line played out).
    claim: Claim | None = None

    def claimed_at(self, step: ReviewStep) -> bool:
        """Is ``step`` one of the claimed line's cards (after the claim)?"""
        if self.claim is None or step.is_pass:
            return False
        return 4 * (step.trick - 1) + step.card > self.claim.cards_before

    @property
    def complete(self) -> bool:
        return self.result is not None

    def steps(self) -> list[ReviewStep]:
        """The review's stops in order: the passes (when there were any), then each card."""
        out = [ReviewStep(0, 0)] if self.pass_direction != PassDirection.NONE else []
        for t in self.tricks:
            out.extend(ReviewStep(t.number, k + 1) for k in range(len(t.plays)))
        return out

    def trick_at(self, step: ReviewStep) -> TrickReview | None:
        """The trick a step shows (None for the passes)."""
        return None if step.is_pass else self.tricks[step.trick - 1]

    def plays_at(self, step: ReviewStep) -> tuple[tuple[int, Card], ...]:
        """The cards on the table at a step: its trick's plays up to and including its card."""
        trick = self.trick_at(step)
        return () if trick is None else trick.plays[: step.card]

    def hands_at(self, step: ReviewStep) -> tuple[tuple[Card, ...], ...]:
        """What each seat holds at a step: after the passes, less every card played so far.

        The passes step shows the hands as dealt, with the cards given still in them.
        """
        if step.is_pass:
            return self.dealt
        played = {c for t in self.tricks[: step.trick - 1] for _, c in t.plays}
        played.update(c for _, c in self.plays_at(step))
        out = []
        for seat in range(4):
            gone = set(self.passed[seat]) if self.received[seat] else set()
            held = [c for c in self.dealt[seat] if c not in gone] + list(self.received[seat])
            out.append(tuple(sort_hand([c for c in held if c not in played])))
        return tuple(out)


def _snapshot(m: Match) -> HandReview:
    tricks: list[TrickReview] = []
    for i, t in enumerate(list(m.tricks) + ([m.current_trick] if m.current_trick.cards else [])):
        tricks.append(TrickReview(i + 1, t.leader, tuple(t.plays()), t.winner, t.points))
    taken = [0, 0, 0, 0]
    for review in tricks:
        if review.winner is not None:
            taken[review.winner] += review.points
    return HandReview(
        number=m.hand_number,
        pass_direction=m.pass_direction,
        dealt=tuple(tuple(h) for h in m.dealt),
        passed=tuple(tuple(p) if p is not None else () for p in m.passes),
        received=tuple(tuple(r) for r in m.received),
        tricks=tuple(tricks),
        taken=(taken[0], taken[1], taken[2], taken[3]),
        result=m.hand_result,
        scores_before=tuple(m.scores_before_hand),
        claim=m.claimed,
    )


def replay_reviews(seed: int, rules: Rules, actions: Sequence[Any]) -> list[HandReview]:
    """Every hand of the game the log describes (the last one possibly unfinished).

    ``actions``: the match's records or their JSON lists.  Raises :class:`.match.IllegalMove`
    for a log the engine refuses (a corrupt save).
    """
    m = Match(seed, rules)
    out: list[HandReview] = []
    for a in actions:
        action = action_from_json(a)
        if isinstance(action, NextHandAction):
            out.append(_snapshot(m))
        m.do(action)
    out.append(_snapshot(m))
    return out


def hand_reviews(match: Match) -> list[HandReview]:
    """Every hand of ``match`` so far, from its code and action log."""
    return replay_reviews(match.seed, match.rules, match.log)


def hand_review(match: Match, number: int) -> HandReview:
    """Hand ``number`` (1 = the first) of ``match``; ValueError if there is no such hand."""
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= match.hand_number:
        raise ValueError(f"no hand {number!r}: this game has hands 1..{match.hand_number}")
    if number == match.hand_number:
        return _snapshot(match)  # the current hand: no replay needed
    return hand_reviews(match)[number - 1]
