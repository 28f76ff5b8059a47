"""What Hard sees at one of South's moments: every choice with its expected points, best first.

The analysis is the coach's judgement laid open, not a second one.  The moment is weighed once
by :func:`.coach.evaluate`, seeded as the hint seeds it (the moment's decision seed,
:func:`.coach.decision_rng_seed`, ``Match.decision_rng``), and each other choice is measured
against the best on the fresh deals the coach measures a loss on (the same stream, drawn on
right after the evaluation), calibrated as the coach calibrates it.  So:

- the first row is the hint's choice (the evaluation's ``best``);
- a choice's **loss** is exactly the coach's loss for that choice at that moment (a choice
  equivalent to the best, :func:`.ai.knowledge.one_per_run`, costs 0, as in the coach);
- a choice's **points** are the best choice's expected points plus that loss.  The best's
  expected points are measured on the same fresh deals: Hard's value (own points against the
  others' average) times 3/4, plus 6.5, less the points South has already taken this hand.
  Without a moon that is exactly what the rest of the hand is expected to add to South's
  score; a moon counts as the rules score it (South's own moon below zero).  In a hand that
  could end the game the search weighs the game instead (``ai/standing.py``), and the numbers
  are in its units, as the coach's losses are.

At the pass the rows are the best few of the passes the search tried (``PASS_ROWS``), each
measured on fresh deals as the coach measures the pass it grades.  The moon chance is the
share of those fresh deals on which, after the best choice, one seat took every point; it is
given where a seat can still take them all and it is not rare (``MOON_SHOWN``).  Where Normal's
rule goes for the moon (the hint's shooting card) the search's playouts shoot less surely than
that rule plays it, so the chance is then on the low side.

Deterministic (a seed and a view give the same analysis), and sliced: the generator yields
between the slices of Hard's own work, so no slice is longer than the hint's.  No pygame here.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.cards import Card
from game.rng import Rng

from . import coach
from .ai import normal
from .ai.hard import SHIPPED, HardConfig, Outcomes, may_shoot, moon_hand, pass_totals, weighed_deals
from .ai.knowledge import Knowledge
from .deal import SOUTH, decision_seed
from .kinds import Phase
from .match import Match
from .view import PlayerView

#: The passes shown at the pass, best first.
PASS_ROWS = 5
#: The least moon chance shown: rarer moons decide nothing worth a line.
MOON_SHOWN = 0.05
#: Hard's value times POINTS_PER_VALUE is South's points less this (26 points, a quarter each).
AVERAGE_POINTS = 6.5


@dataclass(frozen=True)
class Row:
    """One choice of the analysis: its expected points and its loss against the best."""

    choice: tuple[Card, ...]  # a card, or the three cards of a pass in index order
    points: float  # expected points for the rest of the hand, rounded to 0.01
    loss: float  # the coach's calibrated loss against the best, rounded to 0.01 (0 for the best)


@dataclass(frozen=True)
class Analysis:
    """One of South's moments as Hard sees it: every choice (the best few passes), best first."""

    phase: Phase
    rows: tuple[Row, ...]
    #: the chance (0 to 1) that a seat takes every point after the best choice, where a moon is
    #: still possible and at least MOON_SHOWN; None otherwise
    moon: float | None

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
        """The analysis as JSON: ``{"phase", "best", "values": {choice: points}, "moon"}``.

        A choice is a card (``"QS"``) or a pass of three (``"2C 3D QS"``); ``values`` lists them
        best first.  The one place this JSON is made (the CLI's lines, the app's script state).
        """
        return {"phase": str(self.phase), "best": choice_key(self.best), "values": self.values(),
                "moon": self.moon}


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
    k = Knowledge(view)
    best = ev.best[0]
    legal = view.legal()
    others = [c for c in legal if (c,) not in ev.same]
    # the coach's measured_margin for every other card at once: the same fresh deals (the same
    # draws from rng), each card's outcomes independent of the cards played beside it
    cands = [best.index] + [c.index for c in others]
    fresh = replace(config, worlds=coach.FRESH_FACTOR * config.worlds)
    worlds, chosen, work = yield from weighed_deals(k, view, rng, fresh)
    moon_plan = (config.moon_try and may_shoot(k, config)) or (config.shoot and normal.shooting(k))
    outcomes = Outcomes(k, cands, fresh, work, moon_plan, count_moons=True)
    yield from outcomes.play([worlds[j] for j in chosen], range(len(cands)))
    totals = [_running_total(row) for row in outcomes.per_card()]
    n = len(chosen)
    base = _points(totals[0] * coach.POINTS_PER_VALUE / n, k)
    losses = {(c,): _loss((totals[i + 1] - totals[0]) * coach.POINTS_PER_VALUE / n, Phase.PLAY)
              for i, c in enumerate(others)}
    rows = [Row((c,), base if (c,) in ev.same else round(base + losses[(c,)], 2), losses.get((c,), 0.0))
            for c in legal]
    rows.sort(key=lambda r: (r.loss, r.choice != ev.best, ev.values.get(r.choice, 0.0), r.choice[0].index))
    moon = _moon(outcomes.moon_share(0), _moon_possible(k))
    return Analysis(Phase.PLAY, tuple(rows), moon)


def _pass_analysis(view: PlayerView, rng: Rng, ev: coach.Evaluation,
                   config: HardConfig, include: tuple[Card, ...]) -> Generator[None, None, Analysis]:
    k = Knowledge(view)
    order = sorted(ev.values, key=lambda cs: (cs != ev.best, ev.values[cs], [c.index for c in cs]))
    shown = order[:PASS_ROWS]
    made = tuple(sorted(include, key=lambda c: c.index))
    if len(set(made)) == 3 and made not in shown and all(c in view.hand for c in made):
        shown.append(made)
    # the coach's pass_loss for each shown pass at once: the same fresh deals, each pass
    # played out ordinarily and, with a moon hand, with South shooting; the better plan counts
    n = coach.FRESH_FACTOR * config.pass_worlds
    plans = [-1] + ([k.me] if config.pass_moon and moon_hand(k.hand, config) else [])
    tries = [(sorted(c.index for c in cards), shooter) for cards in shown for shooter in plans]
    moons = [0] * len(tries)
    totals = yield from pass_totals(k, view, tries, n, rng, config, moons=moons)
    p = len(plans)
    best_total = min(totals[:p])
    best_plan = min(range(p), key=lambda j: totals[j])
    base = _points(best_total * coach.POINTS_PER_VALUE / n, k)
    rows = [Row(shown[0], base, 0.0)]
    for i, cards in enumerate(shown[1:], 1):
        loss = _loss((min(totals[i * p:(i + 1) * p]) - best_total) * coach.POINTS_PER_VALUE / n, Phase.PASS)
        rows.append(Row(cards, round(base + loss, 2), loss))
    rows[1:] = sorted(rows[1:], key=lambda r: (r.loss, ev.values.get(r.choice, 0.0), [c.index for c in r.choice]))
    return Analysis(Phase.PASS, tuple(rows), _moon(moons[best_plan] / n, True))


def _loss(margin: float, phase: Phase) -> float:
    """The coach's loss for a margin measured on fresh deals (calibrated, rounded as a grade is)."""
    return round(coach.calibrated(margin, phase), 2)


def _points(value_points: float, k: Knowledge) -> float:
    """Expected points for the rest of the hand from Hard's value in points (POINTS_PER_VALUE times it)."""
    return round(value_points + AVERAGE_POINTS - k.points[k.me], 2)


def rest_of_hand(value_points: float, view: PlayerView) -> float:
    """Hard's value in points at ``view`` as the analysis shows it.

    The value is POINTS_PER_VALUE times Hard's; the result is the points the rest of the hand
    is expected to add to the seat's score.
    """
    return _points(value_points, Knowledge(view))


def _moon_possible(k: Knowledge) -> bool:
    """Can one seat still take every point?  Not once two seats have taken some."""
    return sum(1 for s in range(4) if k.points[s]) <= 1


def _moon(share: float, possible: bool) -> float | None:
    """The moon chance shown: the share rounded to 0.01, where a moon is possible and not rare."""
    chance = round(share, 2)
    return chance if possible and chance >= MOON_SHOWN else None


def _running_total(values: list[float]) -> float:
    """The sum of ``values`` added left to right, as Hard's search totals them."""
    t = 0.0
    for v in values:
        t += v
    return t
