"""The computer players: Easy, Normal and Hard, objects behind one interface (``Player``).

``player(level, config)`` makes the one for a level name, the only place a name becomes a
player (as OpenSpiel's bots are made from theirs); ``Easy()``, ``Normal(config)`` and
``Hard(config)`` each hold their settings as one frozen value (``NormalConfig``,
``HardConfig``; Easy has none).  A player takes only a ``PlayerView`` (what a person in
that seat may know) and a seeded ``Rng``, so it cannot cheat and is reproducible.  Its
``think`` is a generator that yields after each slice of a few milliseconds of work, so
the table screen can spread Hard's search over frames; ``choose`` runs it to the end.  A
computer that shot the moon under the shooter's-choice rule decides how it scores in the
same call (every level the same way, ``choose_moon``: arithmetic on the scores, not play).

Hard also answers its judgement: ``Hard.evaluate`` gives every choice with its value and
its own choice (an ``Evaluation``), the same search as ``think``, so the hint, the coach and
the analysis weigh a moment by Hard itself.  What this package exports is the players' door:
nothing outside it reads its modules (tests/test_import_floors.py).

The engine (game/hearts/match.py and the rest of the rules floor) never imports this
package: it carries out a ``Decision`` (game/hearts/decision.py) without knowing who made it.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Protocol

from game.cards import Card
from game.rng import Rng

from ..deal import PassDirection
from ..decision import Decision
from ..kinds import DecisionKind, Level, Phase
from ..rules import MOON_SCORINGS, Moon
from ..scoring import game_outcome, score_tricks
from ..view import PlayerView
from .evaluation import Choice, Evaluation
from .forecast import FRESH_FACTOR, Forecast
from .hard_config import SHIPPED as HARD_SHIPPED
from .hard_config import HardConfig
from .standing import chance_after

if TYPE_CHECKING:
    from .normal import NormalConfig

LEVELS = tuple(Level)


class Player(Protocol):
    """A computer player: decides a pass, a play or a moon's scoring from one seat's view."""

    level: Level

    def think(self, view: PlayerView, rng: Rng) -> Generator[None, None, Decision]:
        """The decision for ``view.seat``; yields between slices of work."""
        ...

    def choose(self, view: PlayerView, rng: Rng) -> Decision:
        """``think`` run to completion."""
        ...


class _Level:
    """What every level shares: the checks of the view, the moon's scoring, ``choose``."""

    level: Level

    def _pass(self, view: PlayerView, rng: Rng) -> Generator[None, None, list[Card]]:
        raise NotImplementedError

    def _play(self, view: PlayerView, rng: Rng) -> Generator[None, None, Card]:
        raise NotImplementedError

    def think(self, view: PlayerView, rng: Rng) -> Generator[None, None, Decision]:
        """Decide a pass, a play or a moon's scoring for ``view.seat``; yields between slices of work."""
        if view.phase == Phase.MOON_CHOICE:
            return Decision(DecisionKind.MOON, (), choose_moon(view))
        if view.phase == Phase.PASS:
            if len(view.hand) != 13 or view.pass_direction == PassDirection.NONE:
                raise ValueError("nothing to pass in this view")
            cards = yield from self._pass(view, rng)
            return Decision(DecisionKind.PASS, tuple(sorted(cards, key=lambda c: c.index)))
        if view.phase != Phase.PLAY or view.to_act != view.seat or not view.hand:
            raise ValueError("it is not this seat's turn to play")
        card = yield from self._play(view, rng)
        return Decision(DecisionKind.PLAY, (card,))

    def choose(self, view: PlayerView, rng: Rng) -> Decision:
        """``think`` run to completion."""
        gen = self.think(view, rng)
        while True:
            try:
                next(gen)
            except StopIteration as stop:
                decision: Decision = stop.value  # what think returns
                return decision

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class Easy(_Level):
    """Easy: plausible but careless (ai/easy.py); it has no settings."""

    level = Level.EASY

    def _pass(self, view: PlayerView, rng: Rng) -> Generator[None, None, list[Card]]:
        from . import easy

        return (yield from easy.think_pass(view, rng))

    def _play(self, view: PlayerView, rng: Rng) -> Generator[None, None, Card]:
        from . import easy

        return (yield from easy.think_play(view, rng))


class Normal(_Level):
    """Normal: the rule-based player (ai/normal.py), with its settings ``config``."""

    level = Level.NORMAL

    def __init__(self, config: NormalConfig | None = None) -> None:
        from . import normal

        self.config: NormalConfig = normal.SHIPPED if config is None else config

    def _pass(self, view: PlayerView, rng: Rng) -> Generator[None, None, list[Card]]:
        from . import normal

        return (yield from normal.think_pass(view, rng, self.config))

    def _play(self, view: PlayerView, rng: Rng) -> Generator[None, None, Card]:
        from . import normal

        return (yield from normal.think_play(view, rng, self.config))

    def __repr__(self) -> str:
        return f"Normal({self.config!r})"


class Hard(_Level):
    """Hard: the searching player (ai/hard.py), with its settings ``config``."""

    level = Level.HARD

    def __init__(self, config: HardConfig | None = None) -> None:
        self.config: HardConfig = HARD_SHIPPED if config is None else config

    def _pass(self, view: PlayerView, rng: Rng) -> Generator[None, None, list[Card]]:
        from . import hard

        return (yield from hard.think_pass(view, rng, self.config))

    def _play(self, view: PlayerView, rng: Rng) -> Generator[None, None, Card]:
        from . import hard

        return (yield from hard.think_play(view, rng, self.config))

    def evaluate(self, view: PlayerView, rng: Rng) -> Generator[None, None, Evaluation]:
        """Every choice of ``view.seat``'s pass or play with its value, and Hard's own choice.

        The same search as ``think`` with the same draws from ``rng`` and the same slices, so
        ``best`` is what ``think`` decides; the hint, the coach and the analysis read it.
        """
        from . import hard

        if view.phase not in (Phase.PASS, Phase.PLAY):
            raise ValueError("nothing to weigh in this view")
        if view.phase == Phase.PASS and (len(view.hand) != 13 or view.pass_direction == PassDirection.NONE):
            raise ValueError("nothing to pass in this view")
        if view.phase == Phase.PLAY and (view.to_act != view.seat or not view.hand):
            raise ValueError("it is not this seat's turn to play")
        return (yield from hard.evaluate(view, rng, self.config))

    def forecast_play(self, view: PlayerView, rng: Rng, cards: Sequence[Card],
                      rivals: bool = True, moon_search: bool = True) -> Generator[None, None, Forecast]:
        """Each of ``cards`` played out on FRESH_FACTOR times Hard's deals, scored in this seat's points.

        What Why? and the coach show (ai/forecast.py); ``rng`` goes on past the evaluation's
        draws.  ``rivals``: another seat that could take every point goes for the moon;
        ``moon_search``: this seat's moon searched with a few cards left (forecast.MoonSearch).
        """
        from . import forecast

        return (yield from forecast.play_forecast(view, rng, [c.index for c in cards], self.config, rivals,
                                                  moon_search))

    def forecast_pass(self, view: PlayerView, rng: Rng,
                      passes: Sequence[Sequence[Card]]) -> Generator[None, None, Forecast]:
        """Each of ``passes`` played out on FRESH_FACTOR times the pass search's deals (ai/forecast.py)."""
        from . import forecast

        return (yield from forecast.pass_forecast(view, rng, passes, self.config))

    def __repr__(self) -> str:
        return f"Hard({self.config!r})"


class MoonSeeker(_Level):
    """The moon seeker (ai/sparring.py): a sparring player for the arenas, not a level of the game."""

    def _pass(self, view: PlayerView, rng: Rng) -> Generator[None, None, list[Card]]:
        from . import sparring

        return (yield from sparring.think_pass(view, rng))

    def _play(self, view: PlayerView, rng: Rng) -> Generator[None, None, Card]:
        from . import sparring

        return (yield from sparring.think_play(view, rng))


def player(level: Level | str, config: NormalConfig | HardConfig | None = None) -> Player:
    """The computer player of a level name (``Level`` or its string), with its settings.

    ``config``: a ``NormalConfig`` for Normal, a ``HardConfig`` for Hard (their shipped
    settings when None); Easy takes none.  An unknown level or a config of another level is
    a ValueError.
    """
    from .normal import NormalConfig

    if level not in LEVELS:
        raise ValueError(f"level must be easy, normal or hard, not {level!r}")
    if level == Level.EASY:
        if config is not None:
            raise ValueError("Easy takes no settings")
        return Easy()
    if level == Level.NORMAL:
        if config is not None and not isinstance(config, NormalConfig):
            raise ValueError(f"Normal takes a NormalConfig, not {type(config).__name__}")
        return Normal(config)
    if config is not None and not isinstance(config, HardConfig):
        raise ValueError(f"Hard takes a HardConfig, not {type(config).__name__}")
    return Hard(config)


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
    me = view.seat
    best_key: tuple[int, float, int] | None = None
    best = Moon.ADD_TO_OTHERS
    for order, how in enumerate(MOON_SCORINGS):
        res = score_tricks(taken, view.rules, view.tricks, how)
        totals = [a + b for a, b in zip(view.scores, res.scores, strict=True)]
        over, _tie = game_outcome(totals, view.rules)
        won = over and min(range(4), key=lambda s: (totals[s], s)) == me
        lost = over and not won
        key = (0 if won else (2 if lost else 1), -chance_after(totals, me, view.rules.target), order)
        if best_key is None or key < best_key:
            best_key = key
            best = how
    return best


def certain_moon(view: PlayerView) -> bool:
    """Whether this seat's moon is certain by Normal's rule: every level then plays Normal's shooting card.

    Hard plays it without a search, so its evaluation weighs no card there.
    """
    from .knowledge import Knowledge
    from .normal import shooting

    return shooting(Knowledge(view))


def standing_weight(view: PlayerView) -> float | None:
    """How much Hard's value weighs the chance of winning the game, in a hand that could end it.

    Hard's value near the limit is minus this weight times that chance (ai/standing.py); None
    when the hand cannot end the game and its points are the whole story.
    """
    from .standing import standing_of

    standing = standing_of(view.scores, view.rules)
    return None if standing is None else standing.weight


def run_of(view: PlayerView, card: Card) -> list[Card]:
    """The legal cards that play as ``card`` does: its run, nothing still in play between them.

    ``card`` included, in index order; empty when ``card`` is not legal.
    """
    from ..bits import legal_mask
    from .deal_state import distinct_candidates
    from .knowledge import Knowledge, bits, to_card

    k = Knowledge(view)
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
    cands = distinct_candidates(k, allowed)
    rep = -1
    runs: dict[int, int] = {}
    for c in bits(allowed):  # each legal card belongs to its run's lowest card
        if c in cands:
            rep = c
        runs[c] = rep
    mine = runs.get(card.index)
    return [to_card(c) for c, r in runs.items() if r == mine] if mine is not None else []


def choose(view: PlayerView, level: Level | str, rng: Rng,
           config: NormalConfig | HardConfig | None = None) -> Decision:
    """A convenience for scripts and tests: ``player(level, config).choose(view, rng)``."""
    return player(level, config).choose(view, rng)


__all__ = ["FRESH_FACTOR", "HARD_SHIPPED", "LEVELS", "Choice", "Decision", "DecisionKind", "Easy", "Evaluation",
           "Forecast", "Hard", "HardConfig", "Level", "MoonSeeker", "Normal", "Player", "certain_moon", "choose",
           "choose_moon", "player", "run_of", "standing_weight"]
