"""The computer players' turns at the Hearts table, and the hint: each decision is the
computer player's ``think`` generator (``computer_decision``, the one way the table asks a
computer: a pass, a play or a moon's scoring), advanced a few milliseconds a frame
(:class:`Thinker`), so the screen keeps drawing while a seat thinks and the browser never
freezes.  :class:`ComputerTurns` holds the decisions in progress and the pause before the
next card; the scene applies what they decide.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Generator
from enum import StrEnum
from typing import Generic, TypeVar

from game.hearts import Match
from game.hearts.ai import player
from game.hearts.decision import Decision
from game.hearts.kinds import DecisionKind
from game.hearts.rules import Moon
from game.ui import heap
from game.ui.scenes.hearts.layout import SOUTH

#: Wall-clock milliseconds of computer thinking per frame (the rest of the frame draws).
THINK_BUDGET = 0.008
#: The clock a slice budget is counted on (wall-clock seconds).
clock: Callable[[], float] = time.perf_counter


#: What a sliced search answers (a Decision; a claim check).
R = TypeVar("R")


class Purpose(StrEnum):
    """What a search in progress is for: a computer seat's pass, play or moon, the hint, a claim."""

    PASS = "pass"
    PLAY = "play"
    MOON = "moon"
    HINT = "hint"
    CLAIM = "claim"


class Thinker(Generic[R]):
    """A computer decision in progress: a player's ``think`` generator, advanced a
    slice at a time (also a claim check: ``claim_steps``), with the older heap out of the
    garbage collector's reach until it is known (game/ui/heap.py)."""

    def __init__(self, seat: int, purpose: Purpose, gen: Generator[None, None, R],
                 fallback: R | None = None) -> None:
        self.seat = seat
        self.purpose = purpose
        self.gen = gen
        self.fallback = fallback
        self.result: R | None = None
        self.failed = False
        #: The heap held while this thinks (game/ui/heap.py), let go once it is known.
        self._heap = heap.Hold(self)

    def advance(self, budget: float) -> bool:
        """Work for about ``budget`` seconds; ``True`` once the decision is known."""
        if self.result is not None or self.failed:
            return True
        self._heap.take()
        start = clock()
        while True:
            try:
                next(self.gen)
            except StopIteration as stop:
                self.result = stop.value
                self._heap.let_go()
                return True
            except Exception as exc:  # a computer player's bug must not end the game
                print(f"hearts: the {self.purpose} search of seat {self.seat} failed: "
                      f"{type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
                self.failed = True
                self.result = self.fallback
                self._heap.let_go()
                return True
            if clock() - start >= budget:
                return False


class ComputerTurns:
    """The computer seats' decisions and the hint, each thought a slice a frame, and the
    pause before the next card (``wait``, seconds).  It only thinks: the scene applies a
    decision once it is in."""

    def __init__(self, level: Callable[[], str]) -> None:
        #: The computer players' level (a setting, read at each decision).
        self.level = level
        self.thinker: Thinker[Decision] | None = None
        self.hint_thinker: Thinker[Decision] | None = None
        self.wait = 0.0  # seconds before the next automatic card

    def reset(self, wait: float) -> None:
        """Nothing in progress (a new table): the next card after ``wait`` seconds."""
        self.thinker = None
        self.hint_thinker = None
        self.wait = wait

    def thinking(self, seat: int, purpose: Purpose) -> bool:
        """Is ``seat``'s decision for ``purpose`` (a pass or a play) under way?"""
        t = self.thinker
        return t is not None and t.seat == seat and t.purpose == purpose

    def begin(self, match: Match, seat: int, purpose: Purpose) -> None:
        """Start ``seat``'s decision for ``purpose`` (its search's first slice comes with
        the next :meth:`advance`)."""
        self.thinker = Thinker(seat, purpose, computer_decision(match, seat, self.level()),
                               fallback(match, seat, purpose))

    def advance(self, dt: float, paced: bool) -> Decision | None:
        """A frame of the decision under way: the decision once it is in (and, ``paced``,
        once the pause before the card is over too), else None."""
        thinker = self.thinker
        assert thinker is not None
        self.wait -= dt
        done = thinker.advance(THINK_BUDGET)
        if not done or (paced and self.wait > 0):
            return None
        self.thinker = None
        assert thinker.result is not None
        return thinker.result

    def moon(self, match: Match, seat: int, dt: float) -> str | None:
        """A computer shooter's choice under the shooter's-choice rule (its player's
        decision), once its pause is over; None before."""
        self.wait -= dt
        if self.wait > 0:
            return None
        thinker = Thinker(seat, Purpose.MOON, computer_decision(match, seat, self.level()),
                          Decision(DecisionKind.MOON, (), Moon.ADD_TO_OTHERS))
        while not thinker.advance(THINK_BUDGET):
            pass  # arithmetic on the scores: done in the first slice
        assert thinker.result is not None
        return thinker.result.moon

    def start_hint(self, match: Match) -> None:
        """Look for the hint: the coach's evaluation of South's moment (Hard's search,
        whatever the opponents' level, seeded by the moment), so what it shows is never
        graded as a loss."""
        from game.hearts.teaching import coach

        self.hint_thinker = Thinker(SOUTH, Purpose.HINT, coach.hint(match.view(SOUTH), match.decision_rng(SOUTH)))

    def hint_step(self) -> tuple[bool, Decision | None]:
        """A frame of the hint's search: (done, the hint: None if the search failed)."""
        thinker = self.hint_thinker
        if thinker is None or not thinker.advance(THINK_BUDGET):
            return False, None
        self.hint_thinker = None
        return True, thinker.result


def computer_decision(match: Match, seat: int, level: str) -> Generator[None, None, Decision]:
    """``seat``'s next decision by the computer player of ``level`` (ai.player), from what
    that seat may know and its decision stream: a pass, a play or a moon's scoring."""
    return player(level).think(match.view(seat), match.decision_rng(seat))


def fallback(match: Match, seat: int, purpose: Purpose) -> Decision:
    """What a seat does if its search breaks: the engine's first legal card, or the first
    three cards of the hand to pass."""
    if purpose == Purpose.PASS:
        return Decision(DecisionKind.PASS, tuple(match.hands[seat][:3]))
    return Decision(DecisionKind.PLAY, (match.legal(seat)[0],))
