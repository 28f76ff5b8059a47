"""Scoring a hand (with the moon and the rule variants) and deciding when the game is over."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .rules import JACK_OF_DIAMONDS_INDEX, MOON_SCORINGS, Moon, Rules

if TYPE_CHECKING:
    from .trick import Trick

#: The penalty points of a hand (hearts and Q♠): taking them all shoots the moon.
POINTS_PER_HAND = 26


@dataclass(frozen=True)
class HandResult:
    """What a finished hand adds to the totals.

    ``taken`` is the raw penalty points won (hearts and Q♠).  ``jack``: the seat that took J♦
    when it counts; ``no_tricks``: the seats whose hand without a trick counted;
    ``moon_scoring``: how the moon was scored.
    """

    taken: tuple[int, int, int, int]
    scores: tuple[int, int, int, int]
    moon_shooter: int | None
    jack: int | None = None
    no_tricks: tuple[int, ...] = ()
    moon_scoring: Moon | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "taken": list(self.taken),
            "scores": list(self.scores),
            "moon_shooter": self.moon_shooter,
        }
        # the variants' facts only where they happened: a classic hand reads as before
        if self.jack is not None:
            d["jack"] = self.jack
        if self.no_tricks:
            d["no_tricks"] = list(self.no_tricks)
        if self.moon_scoring is not None and self.moon_shooter is not None:
            d["moon_scoring"] = self.moon_scoring
        return d


def moon_shooter(taken: Sequence[int]) -> int | None:
    """The seat that took every penalty point, if one did."""
    for seat, pts in enumerate(taken):
        if pts == POINTS_PER_HAND:
            return seat
    return None


def score_hand(taken: Sequence[int], rules: Rules, jack: int | None = None,
               tricks: Sequence[int] | None = None, moon_scoring: str | None = None) -> HandResult:
    """Turn the points taken into the points scored, applying the moon setting.

    ``jack``: the seat that took J♦ (counted when the rules say so); ``tricks``: the
    tricks each seat took (a seat with none gets the no-trick bonus when it counts and
    nobody shot the moon, as OpenSpiel scores it); ``moon_scoring``: the shooter's
    choice (add_to_others or subtract_from_shooter) when the rules leave it to them.
    """
    taken_t = tuple(int(x) for x in taken)
    if sum(taken_t) != POINTS_PER_HAND:
        raise ValueError(f"a hand has {POINTS_PER_HAND} points, not {sum(taken_t)}")
    shooter = moon_shooter(taken_t)
    how: Moon | None = None
    base: tuple[int, ...] = taken_t
    if shooter is not None:
        how = rules.moon
        if how == Moon.CHOICE:
            if moon_scoring not in MOON_SCORINGS:
                raise ValueError("the shooter chooses how the moon scores: add_to_others or subtract_from_shooter")
            how = Moon(moon_scoring)
        if how == Moon.ADD_TO_OTHERS:
            base = tuple(0 if s == shooter else POINTS_PER_HAND for s in range(4))
        else:
            base = tuple(-POINTS_PER_HAND if s == shooter else 0 for s in range(4))
    scores = list(base)
    jack_seat = jack if rules.jack_of_diamonds else None
    if jack_seat is not None:
        scores[jack_seat] += rules.card_points[JACK_OF_DIAMONDS_INDEX]
    empty: tuple[int, ...] = ()
    if rules.no_tricks_bonus and shooter is None and tricks is not None:
        empty = tuple(s for s in range(4) if tricks[s] == 0)
        for s in empty:
            scores[s] += rules.no_tricks_points
    return HandResult(taken_t, tuple(scores), shooter, jack_seat, empty,  # type: ignore[arg-type]
                      how if rules.moon == Moon.CHOICE else None)


def tricks_taken(tricks: Iterable[Trick]) -> tuple[list[int], int | None]:
    """Per seat, how many of the completed ``tricks`` it took; and the seat that took J♦.

    The jack's seat is None while nobody has taken it, and is given whether or not the rules
    count the jack.
    """
    counts = [0, 0, 0, 0]
    jack = None
    for t in tricks:
        w = t.winner
        assert w is not None  # completed tricks
        counts[w] += 1
        if any(c.index == JACK_OF_DIAMONDS_INDEX for c in t.cards):
            jack = w
    return counts, jack


def score_tricks(taken: Sequence[int], rules: Rules, tricks: Iterable[Trick],
                 moon_scoring: str | None = None) -> HandResult:
    """``score_hand`` for a hand whose completed ``tricks`` say who took J♦ and who took none."""
    counts, jack = tricks_taken(tricks)
    return score_hand(taken, rules, jack, counts, moon_scoring)


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


def running_totals(history: Iterable[HandResult]) -> list[tuple[int, ...]]:
    """Each seat's total before the first hand (all zero) and after each hand of ``history``."""
    totals: list[tuple[int, ...]] = [(0, 0, 0, 0)]
    for result in history:
        totals.append(tuple(a + b for a, b in zip(totals[-1], result.scores, strict=True)))
    return totals
