"""What Hard sees at one of South's moments: every choice with its expected points, best first.

The analysis is the coach's judgement laid open, not a second one.  The moment is weighed once
by :func:`.coach.evaluate`, seeded as the hint seeds it (the moment's decision seed,
:func:`.coach.decision_rng_seed`, ``Match.decision_rng``), and each other choice is measured
against the best on the fresh deals the coach measures a loss on (the same stream, drawn on
right after the evaluation), calibrated as the coach calibrates it.  So:

- the first row is the hint's choice (the evaluation's ``best``);
- a choice's **loss** is exactly the coach's loss for that choice at that moment (a choice
  equivalent to the best, :func:`.ai.knowledge.one_per_run`, costs 0, as in the coach);
- a choice's **points** are the best choice's expected points plus that loss, so the "+" shown
  is exactly the difference of two choices' points.  The best's expected points are measured
  on the same fresh deals in the unit the screen names, from the play-outs themselves
  (:mod:`.forecast`): what the rest of the hand adds to South's score, each simulated hand
  scored as the rules score it (a moon of South's takes its points back to 0, or below under
  the rule that takes 26 off; another seat's moon adds 26), less what South has taken.  So
  they are never below what the rest of the hand can add.  In a hand that could end the game
  the search weighs the game instead (``ai/standing.py``), and the numbers are in its units,
  as the coach's losses are.

At the pass the rows are the best few of the passes the search tried (``PASS_ROWS``), each
measured on fresh deals as the coach measures the pass it grades.

The moons are counted per seat on those fresh deals (``Row.moons``): South's own moon where
Hard's plan for the card is to shoot, another seat's where it could still take every point
(:mod:`.forecast`).  ``moon`` is the chance that some seat takes every point after the best
choice, given where a seat can still take them all and it is not rare (``MOON_SHOWN``);
``Analysis.moon_lines`` says whose moon goes with which choice.

Deterministic (a seed and a view give the same analysis), and sliced: the generator yields
between the slices of Hard's own work, so no slice is longer than the hint's.  No pygame here.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any

from game.cards import Card
from game.rng import Rng

from ..ai import HARD_SHIPPED as SHIPPED
from ..ai import Hard, HardConfig
from ..deal import SOUTH, decision_seed
from ..kinds import Phase
from ..match import Match
from ..view import PlayerView
from . import coach

#: The passes shown at the pass, best first.
PASS_ROWS = 5
#: The least moon chance shown: rarer moons decide nothing worth a line.
MOON_SHOWN = 0.05


@dataclass(frozen=True)
class Row:
    """One choice of the analysis: its expected points and its loss against the best."""

    choice: tuple[Card, ...]  # a card, or the three cards of a pass in index order
    points: float  # expected points for the rest of the hand, rounded to 0.01
    loss: float  # the coach's calibrated loss against the best, rounded to 0.01 (0 for the best)
    #: per seat, the share (0 to 1) of the measured deals on which that seat took every point
    #: after this choice; () where the moons were not counted
    moons: tuple[float, ...] = ()

    def moon_of(self, seat: int) -> float:
        """The share of the deals on which ``seat`` took every point after this choice."""
        return self.moons[seat] if len(self.moons) == 4 else 0.0


@dataclass(frozen=True)
class Analysis:
    """One of South's moments as Hard sees it: every choice (the best few passes), best first."""

    phase: Phase
    rows: tuple[Row, ...]
    #: the chance (0 to 1) that a seat takes every point after the best choice, where a moon is
    #: still possible and at least MOON_SHOWN; None otherwise
    moon: float | None
    #: the points South has taken this hand so far (what a moon of South's takes back)
    taken: int = 0
    #: whether one seat can still take every point
    moon_possible: bool = True

    def moon_lines(self) -> list[tuple[int, float, tuple[Card, ...]]]:
        """The moons that are part of the choices' expectations: (seat, share, choice).

        Each seat's moon where it is at least MOON_SHOWN after some choice, with the choice
        after which it is likeliest: South's after South's likeliest card, another seat's
        after the best choice when it is shown there, else after the choice that lets it
        through most.  South first, then the others in seat order.
        """
        if not self.moon_possible:
            return []
        out = []
        for seat in range(4):
            rows = [r for r in self.rows if r.moon_of(seat) >= MOON_SHOWN]
            if not rows:
                continue
            first = self.rows[0]
            row = first if seat != SOUTH and first in rows else max(rows, key=lambda r: r.moon_of(seat))
            out.append((seat, row.moon_of(seat), row.choice))
        return out

    @property
    def best(self) -> tuple[Card, ...]:
        """The hint's choice: the first row's."""
        return self.rows[0].choice

    def row(self, choice: Sequence[Card]) -> Row | None:
        """The row of ``choice`` (a card as a one-card sequence, or a pass in any order); None if not shown."""
        key = choice_key(choice)
        return next((r for r in self.rows if choice_key(r.choice) == key), None)

    def values(self) -> dict[str, float]:
        """Each choice's expected points by its key (``choice_key``), best first."""
        return {choice_key(r.choice): r.points for r in self.rows}

    def to_json(self) -> dict[str, Any]:
        """The analysis as JSON: ``{"phase", "best", "values": {choice: points}, "moon", "moons"}``.

        ``moons``: each seat's moon that is part of a choice's expectation (``moon_lines``).

        A choice is a card (``"QS"``) or a pass of three (``"2C 3D QS"``); ``values`` lists them
        best first.  The one place this JSON is made (the CLI's lines, the app's script state).
        """
        return {"phase": str(self.phase), "best": choice_key(self.best), "values": self.values(),
                "moon": self.moon, "moons": [{"seat": seat, "share": round(share, 3), "after": choice_key(choice)}
                                             for seat, share, choice in self.moon_lines()]}


def choice_key(cards: Sequence[Card]) -> str:
    """A choice as text: a card (``"QS"``), or a pass's cards in index order joined by spaces."""
    return " ".join(str(c) for c in sorted(cards, key=lambda c: c.index))


def analysis_steps(view: PlayerView, seed: int, config: HardConfig = SHIPPED,
                   include: Sequence[Card] = ()) -> Generator[None, None, Analysis]:
    """South's moment in ``view`` analysed; yields between slices of the search.

    ``seed``: the moment's decision seed (the hint's).  The evaluation is the hint's and the
    coach's (:func:`.coach.evaluate`), then the choices are measured on fresh deals as the coach
    measures a loss (:func:`.coach.measured_margin`), all at once.  ``include``: at the pass, a
    pass that gets a row even when it is not among the best few (the one made, in the review).
    """
    rng = Rng(seed)
    ev = yield from coach.evaluate(view, rng, config)
    yield  # the measurement counts its work from nothing: it starts a slice of its own
    if view.phase == Phase.PASS:
        return (yield from _pass_analysis(view, rng, ev, config, tuple(include)))
    return (yield from _play_analysis(view, rng, ev, config))


def moment_seed(match: Match) -> int:
    """The seed of South's moment now in ``match``: the hint's (``Match.decision_rng(SOUTH)``)."""
    return decision_seed(match.seed, match.hand_number, SOUTH, match.cards_played, match.phase)


def analyse(view: PlayerView, seed: int, config: HardConfig = SHIPPED, include: Sequence[Card] = ()) -> Analysis:
    """:func:`analysis_steps` run to its end."""
    result: Analysis = coach.run(analysis_steps(view, seed, config, include))
    return result


def _play_analysis(view: PlayerView, rng: Rng, ev: coach.Evaluation,
                   config: HardConfig) -> Generator[None, None, Analysis]:
    best = ev.best[0]
    legal = view.legal()
    others = [c for c in legal if (c,) not in ev.same]
    # the coach's measured_margin for every other card at once: the same fresh deals (the same
    # draws from rng), each card's play-outs independent of the cards played beside it
    fc = yield from Hard(config).forecast_play(view, rng, [best, *others], rivals=coach.in_points(view))
    base = fc.expected_points(0)
    losses = {(c,): _loss(fc.margin(i + 1, 0), Phase.PLAY, view)
              for i, c in enumerate(others)}
    shares = {(c,): fc.moon_shares(i + 1) for i, c in enumerate(others)}
    rows = [Row((c,), base if (c,) in ev.same else round(base + losses[(c,)], 2), losses.get((c,), 0.0),
                shares.get((c,), fc.moon_shares(0)))
            for c in legal]
    rows.sort(key=lambda r: (r.loss, r.choice != ev.best, ev.values.get(r.choice, 0.0), r.choice[0].index))
    possible = _moon_possible(view)
    moon = _moon(sum(fc.moon_shares(0)), possible)
    return Analysis(Phase.PLAY, tuple(rows), moon, view.points[view.seat], possible)


def _pass_analysis(view: PlayerView, rng: Rng, ev: coach.Evaluation,
                   config: HardConfig, include: tuple[Card, ...]) -> Generator[None, None, Analysis]:
    order = sorted(ev.values, key=lambda cs: (cs != ev.best, ev.values[cs], [c.index for c in cs]))
    shown = order[:PASS_ROWS]
    made = tuple(sorted(include, key=lambda c: c.index))
    if len(set(made)) == 3 and made not in shown and all(c in view.hand for c in made):
        shown.append(made)
    # the coach's pass_loss for each shown pass at once: the same fresh deals, each pass
    # played out ordinarily and, with a moon hand, with South shooting; the better plan counts
    fc = yield from Hard(config).forecast_pass(view, rng, shown)
    base = fc.expected_points(0)
    rows = [Row(shown[0], base, 0.0, fc.moon_shares(0))]
    for i, cards in enumerate(shown[1:], 1):
        loss = _loss(fc.margin(i, 0), Phase.PASS, view)
        rows.append(Row(cards, round(base + loss, 2), loss, fc.moon_shares(i)))
    rows[1:] = sorted(rows[1:], key=lambda r: (r.loss, ev.values.get(r.choice, 0.0), [c.index for c in r.choice]))
    return Analysis(Phase.PASS, tuple(rows), _moon(sum(fc.moon_shares(0)), True), 0, True)


def _loss(margin: float, phase: Phase, view: PlayerView) -> float:
    """The coach's loss for a margin measured on fresh deals (calibrated, rounded as a grade is)."""
    return round(coach.calibrated(margin, phase, coach.in_points(view)), 2)


def _moon_possible(view: PlayerView) -> bool:
    """Can one seat still take every point?  Not once two seats have taken some."""
    return sum(1 for s in range(4) if view.points[s]) <= 1


def _moon(share: float, possible: bool) -> float | None:
    """The moon chance shown: the share rounded to 0.01, where a moon is possible and not rare."""
    chance = round(share, 2)
    return chance if possible and chance >= MOON_SHOWN else None
