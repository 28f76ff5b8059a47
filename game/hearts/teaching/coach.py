"""The coach: how much each of South's plays (and the pass) in a finished hand cost.

Every decision South made is rebuilt as South saw it (a :class:`.view.PlayerView` made
from South's own cards and the public play of the hand record, :mod:`.history`; never
the other hands), and weighed once by :func:`evaluate`: Hard's own search with Hard's own
work (the sampled deals, weighed by how well they explain the opponents' play, the race,
the rollouts and the exact finish), seeded by the moment; with a certain moon, Normal's
shooting card as Hard plays it.  The hint is the best choice of that evaluation
(:func:`hint`), and the coach grades against the same one, so one judgement speaks in
both: the hint's choice, or a card equivalent to it (neighbours with nothing still in
play between them, :func:`.ai.knowledge.one_per_run`), costs 0.
Another choice costs its margin below the hint's choice measured again on fresh deals
(:func:`measured_margin`: the best of several noisy values looks better than it is on
the deals that chose it), calibrated against play (:func:`calibrated`)::

    loss = POINTS_CALIBRATION * (points(played) - points(best)) on fresh deals   (>= 0)

The points are what the rest of the hand adds to South's score in the play-outs on those
deals, each simulated hand scored as the rules score it, moons included (:mod:`.forecast`,
the analysis's numbers too).  In a hand that could end the game the margin is in Hard's own
measure (South's points against the others' average, times 3/4, the game's value near the
limit) times CALIBRATION, and is shown as a chance of winning the game.

Deterministic: each decision's search is seeded from the game code, the hand and the
decision's place in it (:func:`.deal.decision_seed`, the seed the hint uses at that
moment).  The work is fixed (sampled deals and simulated cards, never time) and the
generators yield after each slice of it, so the table screen spreads the hint and a
hand's grading over frames.  Grades are cached per hand (:mod:`.grade_cache`) and saved
with the match (:mod:`.saved`).

No pygame here: this module is rules-side, like the computer players.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from game.cards import Card
from game.rng import Rng

from ..ai import FRESH_FACTOR as HARD_FRESH_FACTOR
from ..ai import HARD_SHIPPED as SHIPPED
from ..ai import Decision as AiDecision
from ..ai import Hard, HardConfig, standing_weight
from ..deal import SOUTH, PassDirection, decision_seed, sort_hand
from ..history import HandReview
from ..kinds import DecisionKind, Phase
from ..rules import Rules
from ..trick import Trick
from ..view import PlayerView

#: The coach's method: grades cached by another method (or another Hard) are recomputed.
METHOD = "hint-search-6"
#: Hard's value (own points against the others' average) in points: without a moon the
#: hand's 26 points make this factor exact (own - (26 - own) / 3 = 4/3 own - 26/3).
POINTS_PER_VALUE = 0.75
#: A loss under this many points is a fine play (about the search's noise between two
#: close cards); under BLUNDER an inaccuracy; from BLUNDER on a blunder.
INACCURACY = 0.5
BLUNDER = 2.0
#: The grades' kinds, from the loss.
FINE, INACCURATE, BLUNDERED = "fine", "inaccuracy", "blunder"


@dataclass(frozen=True)
class Decision:
    """One of South's decisions as South saw it: the view, and what South chose."""

    hand: int
    trick: int  # 1..13 for a play, 0 for the pass
    phase: Phase  # PASS or PLAY
    view: PlayerView
    played: tuple[Card, ...]  # the card played, or the three cards passed
    cards_played: int  # cards on the table before it in the hand (the decision's place)


@dataclass(frozen=True)
class Grade:
    """The coach's verdict on one decision."""

    hand: int
    trick: int
    phase: Phase
    played: tuple[Card, ...]
    best: tuple[Card, ...]
    loss: float  # points, rounded to 0.01; >= 0, and 0 when played == best
    choices: int = 1  # distinct choices the search compared (1: forced)
    #: In a hand that could end the game: how much the play lowered South's chance of
    #: winning the game (0 to 1), the loss in the units Hard's game value counts in
    #: (ai/standing.py); None when the hand's points were the whole story.
    chance: float | None = None

    @property
    def kind(self) -> str:
        """fine, inaccuracy or blunder, by the loss."""
        if self.loss >= BLUNDER:
            return BLUNDERED
        if self.loss >= INACCURACY:
            return INACCURATE
        return FINE

    @property
    def costly(self) -> bool:
        return self.kind != FINE

    def to_json(self) -> dict[str, Any]:
        """The CLI's line: a play's cards as one string, a pass's as a list of three."""
        def out(cards: tuple[Card, ...]) -> Any:
            return str(cards[0]) if self.phase == Phase.PLAY else [str(c) for c in cards]
        line: dict[str, Any] = {"hand": self.hand, "trick": self.trick, "phase": self.phase,
                                "played": out(self.played), "best": out(self.best), "loss": self.loss}
        if self.chance is not None:
            line["chance"] = self.chance
        return line

    def to_save(self) -> dict[str, Any]:
        return dict(self.to_json(), choices=self.choices)

    @classmethod
    def from_save(cls, data: Any) -> Grade:
        """A saved grade; ValueError when it is not one."""
        if not isinstance(data, Mapping):
            raise ValueError("a grade is an object")
        phase = data.get("phase")
        if phase not in (Phase.PASS, Phase.PLAY):
            raise ValueError(f"bad phase {phase!r}")

        def cards(x: Any) -> tuple[Card, ...]:
            items = [x] if phase == Phase.PLAY else x
            if not isinstance(items, list) or len(items) != (1 if phase == Phase.PLAY else 3):
                raise ValueError(f"bad cards {x!r}")
            if not all(isinstance(c, str) for c in items):
                raise ValueError(f"bad cards {x!r}")
            return tuple(Card.parse(c) for c in items)

        hand, trick, choices = (_count(data.get(name, 1 if name == "choices" else None), name)
                                for name in ("hand", "trick", "choices"))
        loss = data.get("loss")
        if isinstance(loss, bool) or not isinstance(loss, (int, float)) or not 0 <= loss <= 100:
            raise ValueError(f"bad loss {loss!r}")
        chance = data.get("chance")
        if chance is not None and (isinstance(chance, bool) or not isinstance(chance, (int, float))
                                   or not 0 <= chance <= 1):
            raise ValueError(f"bad chance {chance!r}")
        return cls(hand, trick, Phase(phase), cards(data.get("played")), cards(data.get("best")), float(loss), choices,
                   None if chance is None else float(chance))


def _count(v: Any, name: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 10_000:
        raise ValueError(f"bad {name} {v!r}")
    return v


# -- South's decisions, as South saw them ----------------------------------------------------

def south_decisions(review: HandReview, rules: Rules) -> list[Decision]:
    """South's pass (when the hand had one) and each of South's plays, each with South's view then.

    The view is what South had at that moment: South's cards, what South passed and received, the
    public tricks so far and the totals before the hand.  Nothing of the other hands is read.

    After a claim (South's or another seat's) the engine plays the claimed line out for
    every seat: those cards of South's were not South's decisions, and are left out.
    """
    out: list[Decision] = []
    last = review.claim.cards_before if review.claim is not None else 52  # South decided before this card
    dealt = tuple(sort_hand(review.dealt[SOUTH]))
    scores = tuple(review.scores_before)
    passed, received = review.passed[SOUTH], review.received[SOUTH]
    if review.pass_direction != PassDirection.NONE and passed:
        view = PlayerView(SOUTH, review.number, review.pass_direction, Phase.PASS, dealt, scores=scores, rules=rules)
        out.append(Decision(review.number, 0, Phase.PASS, view, tuple(sort_hand(passed)), 0))
    held = [c for c in dealt if c not in passed] + list(received) if received else list(dealt)
    done: list[Trick] = []
    for tr in review.tricks:
        cards: list[Card] = []
        for seat, card in tr.plays:
            if seat == SOUTH and 4 * len(done) + len(cards) < last:
                view = PlayerView(SOUTH, review.number, review.pass_direction, Phase.PLAY, tuple(sort_hand(held)),
                                  tuple(sort_hand(passed)) if received else (), tuple(sort_hand(received)),
                                  tuple(done), Trick(tr.leader, tuple(cards)), scores, rules)
                out.append(Decision(review.number, tr.number, Phase.PLAY, view, (card,), 4 * len(done) + len(cards)))
            if seat == SOUTH:
                held.remove(card)
            cards.append(card)
        done.append(Trick(tr.leader, tuple(cards)))
    return out


def decision_rng_seed(game_seed: int, d: Decision) -> int:
    """The seed of a decision's search: the one the hint used at that moment."""
    return decision_seed(game_seed, d.hand, SOUTH, d.cards_played, d.phase)


# -- one evaluation of a moment: the hint's answer and the coach's yardstick -----------------

#: The fresh deals a loss is measured on, as a multiple of the search's (``worlds`` for a
#: play, ``pass_worlds`` for a pass).
FRESH_FACTOR = HARD_FRESH_FACTOR
#: A play's margin measured on fresh deals in the search's points (a hand that could end the
#: game, the daily puzzle's stronger search) times this is the loss the coach shows: the
#: rollouts in every seat after the card make a costly card look costlier than it plays out
#: with Hard in every seat (docs/hearts.md, "Calibration").
CALIBRATION = 0.55
#: The same for a pass (``--phase pass``, a whole hand of rollouts after it): the same factor fits.
PASS_CALIBRATION = 0.55
#: The factor on a margin in South's own points (:mod:`.forecast`: the analysis's play-outs,
#: moons scored as the rules score them), where the hand cannot end the game; fitted with
#: tools/bench/why_calibration.py (docs/hearts.md, "Calibration").
POINTS_CALIBRATION = 0.7
#: The same for a pass (not measured again: the play's).
PASS_POINTS_CALIBRATION = 0.7


@dataclass(frozen=True)
class Evaluation:
    """One of South's moments weighed by Hard's search: the hint's answer and the coach's yardstick.

    The hint's answer is ``best``, the choice with the lowest value; the yardstick is what the
    coach grades against.
    """

    phase: Phase
    #: expected points (POINTS_PER_VALUE times Hard's value) of each choice on the deals
    #: it was played out on: every legal card as a one-card tuple, or each tried pass;
    #: a choice the race set aside keeps the value of the deals it had
    values: dict[tuple[Card, ...], float]
    best: tuple[Card, ...]
    #: choices that count as ``best``: the legal cards of its run (nothing still in play
    #: between them, knowledge.one_per_run), or the best pass itself
    same: frozenset[tuple[Card, ...]]
    choices: int  # distinct choices compared (1: forced)


def evaluate(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, Evaluation]:
    """South's moment in ``view`` weighed by Hard's own judgement (:meth:`.ai.Hard.evaluate`).

    Hard's own work: its deals, its race, its slices, seeded by ``rng`` (the moment's decision
    seed).  The result is what the hint shows and what the coach grades the choice made against:
    at a play Hard's card (with a certain moon, Normal's shooting card as Hard plays it, no card
    searched and every value 0); at the pass the pass with the lowest value.  Yields after each
    slice.
    """
    ev = yield from Hard(config).evaluate(view, rng)
    if view.phase == Phase.PASS:
        values = {c.cards: c.total * POINTS_PER_VALUE / c.deals for c in ev.choices}
        best = ev.lowest()
        return Evaluation(Phase.PASS, values, best, frozenset([best]), len(values))
    values = {c.cards: sum(c.outcomes) * POINTS_PER_VALUE / len(c.outcomes) if c.outcomes else 0.0
              for c in ev.choices}
    return Evaluation(Phase.PLAY, values, ev.best, ev.same, ev.distinct)


def hint(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, AiDecision]:
    """The hint for South's moment in ``view``: the best choice of :func:`evaluate`.

    Also the evaluation the coach grades that moment against (so the hint's choice is never
    graded as a loss).  ``rng``: the moment's decision seed (``Match.decision_rng``).
    """
    ev = yield from evaluate(view, rng, config)
    return AiDecision(DecisionKind(ev.phase), ev.best)


def measured_margin(view: PlayerView, rng: Rng, played: tuple[Card, ...], best: tuple[Card, ...],
                    config: HardConfig = SHIPPED) -> Generator[None, None, float]:
    """How many points ``played`` is worse than ``best`` on fresh deals.

    The fresh deals are FRESH_FACTOR times the search's; ``rng`` goes on past the evaluation's
    draws.  The best of several noisy values looks better than it is on the deals that chose it,
    so the margin is measured on others.  A play's margin is in South's points, moons as the
    rules score them (:mod:`.forecast`, the analysis's play-outs: the analysis shows the same
    number); in a hand that could end the game, in the search's points.  Negative when
    ``played`` did better there.
    """
    if view.phase == Phase.PASS:
        return (yield from pass_loss(view, rng, played, best, config))
    legal = view.legal()
    if played[0] not in legal or best[0] not in legal:
        raise ValueError(f"not a legal card here: {played[0]} or {best[0]}")
    fc = yield from Hard(config).forecast_play(view, rng, [played[0], best[0]], rivals=in_points(view))
    return fc.margin(0, 1)


def calibrated(margin: float, phase: str = Phase.PLAY, points: bool = False) -> float:
    """The loss shown for a margin measured on fresh deals, never below 0.

    It is CALIBRATION times the margin in the search's points (for a pass PASS_CALIBRATION);
    ``points``: a margin in South's own points (:mod:`.forecast`, every hand that cannot end
    the game), POINTS_CALIBRATION (PASS_POINTS_CALIBRATION) times it.
    """
    if points:
        return max(0.0, margin * (PASS_POINTS_CALIBRATION if phase == Phase.PASS else POINTS_CALIBRATION))
    return max(0.0, margin * (PASS_CALIBRATION if phase == Phase.PASS else CALIBRATION))


def in_points(view: PlayerView) -> bool:
    """Whether a loss at ``view`` is in South's own points (not in a hand that could end the game)."""
    return standing_weight(view) is None


# -- grading ---------------------------------------------------------------------------------

def grade_decision(d: Decision, game_seed: int, config: HardConfig = SHIPPED) -> Generator[None, None, Grade]:
    """The grade of one decision; yields after each slice of the search.

    The moment is weighed as the hint weighed it (:func:`evaluate`, the same seed): the hint's
    choice (or one equivalent to it) costs 0; another choice costs its margin below the hint's
    measured again on fresh deals (:func:`measured_margin`), calibrated.
    """
    rng = Rng(decision_rng_seed(game_seed, d))
    ev = yield from evaluate(d.view, rng, config)
    played = d.played
    loss = 0.0
    if played not in ev.same:
        margin = yield from measured_margin(d.view, rng, played, ev.best, config)
        loss = calibrated(margin, d.phase, in_points(d.view))
    best = ev.best if round(loss, 2) > 0 else played
    loss = round(loss, 2) if best != played else 0.0
    return Grade(d.hand, d.trick, d.phase, played, best, loss, ev.choices, chance_lost(d.view, loss))


def chance_lost(view: PlayerView, loss: float) -> float | None:
    """A loss in a hand that could end the game as the drop in the chance of winning the game.

    Hard's game value is minus a weight times that chance.  None otherwise.
    """
    weight = standing_weight(view)
    if weight is None:
        return None
    return round(min(1.0, loss / (weight * POINTS_PER_VALUE)), 3)


def card_values(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, dict[Card, float]]:
    """Every legal card's expected points (POINTS_PER_VALUE times Hard's value) by Hard's search.

    The search is from ``view``: the deals think_play samples and weighs, each distinct card
    played out on each of them (rollouts, with this seat also tried as the moon shooter while
    that is possible; the exact finish in the last cards).  A card equivalent to another shares
    its value; a forced play, or a certain moon (Hard's shortcut), is worth 0 with no search.
    Every card on every deal, no race: the daily puzzle's stronger search.
    """
    ev = yield from Hard(replace(config, settle_z=0.0)).evaluate(view, rng)
    return {c.cards[0]: c.total * POINTS_PER_VALUE / c.deals if c.deals else 0.0 for c in ev.choices}


def pass_loss(view: PlayerView, rng: Rng, played: tuple[Card, ...], best: tuple[Card, ...],
              config: HardConfig = SHIPPED) -> Generator[None, None, float]:
    """How many points ``played`` is worse than ``best`` on fresh sampled deals.

    The fresh deals are FRESH_FACTOR times the pass search's: the best of 10 to 47 passes on the
    deals that chose it looks better than it is there, so its margin is measured on others.
    Each pass is played out ordinarily and with this seat shooting when it is a moon hand; the
    better plan counts (:func:`.forecast.pass_forecast`, the analysis's play-outs).
    """
    fc = yield from Hard(config).forecast_pass(view, rng, [played, best])
    return fc.margin(0, 1)


def grade_hand(review: HandReview, rules: Rules, game_seed: int,
               config: HardConfig = SHIPPED) -> Generator[None, None, list[Grade]]:
    """The grades of South's decisions in a finished hand, in order; yields between slices."""
    if not review.complete:
        raise ValueError(f"hand {review.number} is not finished")
    grades = []
    for d in south_decisions(review, rules):
        grades.append((yield from grade_decision(d, game_seed, config)))
    return grades


def run(gen: Generator[None, None, Any]) -> Any:
    """A grading generator run to its end."""
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


@dataclass(frozen=True)
class Summary:
    """A hand's grades in short: how many plays cost points and how many in all."""

    decisions: int
    costly: int
    blunders: int
    loss: float  # the costly plays' losses added up
    worst: Grade | None  # the costliest decision (None when every one was fine)
    #: the costly plays' drops in the chance of winning the game added up (at most 1),
    #: when the hand could end the game
    chance: float | None = None


def summarize(grades: Iterable[Grade]) -> Summary:
    gs = list(grades)
    costly = [g for g in gs if g.costly]
    worst = max(costly, key=lambda g: g.loss, default=None)
    at_stake = any(g.chance is not None for g in gs)
    chance = round(min(1.0, sum(g.chance or 0.0 for g in costly)), 3) if at_stake else None
    return Summary(len(gs), len(costly), sum(1 for g in gs if g.kind == BLUNDERED),
                   round(sum(g.loss for g in costly), 2), worst, chance)
