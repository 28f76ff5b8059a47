"""Hard: search over the hidden hands.

Play: deal the unseen cards many times in ways the view allows (shown voids, the
cards this seat passed), weigh each deal by how well it explains the opponents' play so far
(inference.likelihood), draw ``worlds`` deals in proportion, and in each of them try
every distinct legal card, finishing the hand with the fast rollout policy.  The
card with the best average outcome wins: own points against the others' average,
so a moon counts as it should.  Racing (``settle``): the drawn deals are played a batch
at a time, after each batch a card that is no longer in the running is set aside, and
the search stops once one card is left (or after all ``worlds`` deals): an early stop
of the every-deal search on its own deals.  A forced card, or cards that all play the
same, need no search.

Pass: try three-card passes from Normal's most passable cards (seven with moon
chances, else five) on sampled deals in
which the opponents pass as Normal does, and play each out the same way (raced the
same way, ``_race``); with a hand
that might take every trick, also passes of its lowest cards played out with this
seat shooting the moon.

Moons by search: while no opponent has a point and the hand could take the tricks
that are left, every card is also played out with this seat shooting (``moon_try``).

The work per decision is counted in deals and simulated cards, never in time, and
racing reads the samples alone, so a seed always gives the same answer on every
machine; the generator
yields after each slice of about ``slice_cards`` simulated cards (under a millisecond
natively), so the table screen can spread the search over frames.

Every setting is a field of one frozen ``HardConfig`` passed in (``SHIPPED`` by
default), as OpenSpiel's bots take theirs: nothing is changed by setting module
attributes, so two differently set Hards can play at one table.
"""

from __future__ import annotations

from collections.abc import Callable, Generator

from game.cards import Card
from game.rng import Rng

from ..bits import legal_mask
from ..deal import PassDirection
from ..kinds import DecisionKind, Phase
from ..view import PlayerView
from . import normal, play_model
from .deal_state import distinct_candidates
from .evaluation import Choice, Evaluation
from .hard_config import FIXED_WORK, SHIPPED, HardConfig
from .hard_pass import candidate_passes, evaluate_pass, moon_hand, pass_totals, think_pass
from .inference import Reader, across_pass_check, play_history, resample
from .knowledge import HIGH_MASK, Knowledge, bits, mask_of, popcount, to_card
from .race import Outcomes, card_totals, raced_outcomes, raced_totals, running_total, settle
from .sampler import Sampler

__all__ = ["FIXED_WORK", "SHIPPED", "HardConfig", "Outcomes", "candidate_passes", "card_totals", "evaluate",
           "evaluate_pass", "evaluate_play", "may_shoot", "moon_hand", "pass_totals", "raced_outcomes",
           "raced_totals", "settle", "think_pass", "think_play", "weighed_deals"]


def evaluate(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, Evaluation]:
    """Hard's judgement of ``view``'s moment: every choice with its value, and its own choice.

    A pass (:func:`.hard_pass.evaluate_pass`) or a play (:func:`evaluate_play`); yields after
    each slice of work, the slices ``think`` yields.
    """
    if view.phase == Phase.PASS:
        return (yield from evaluate_pass(view, rng, config))
    return (yield from evaluate_play(view, rng, config))


def think_play(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, Card]:
    """The card with the best average outcome over ``config.worlds`` weighed deals.

    The search stops once the best card is settled (``settle``).
    """
    return search_play(view, rng, config, None)


def search_play(view: PlayerView, rng: Rng, config: HardConfig,
                deal: Callable[[Rng], list[int]] | None) -> Generator[None, None, Card]:
    """``think_play``'s search, from deals the sampler deals or from a given ``deal``.

    ``deal``: where the sampled deals come from (None: the sampler, which deals the unseen cards
    as the view allows; the yardstick in tools/bench hands in the true deal instead, which the
    game never does).
    """
    ev = yield from evaluate_play(view, rng, config, deal)
    return ev.best[0]


def evaluate_play(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED,
                  deal: Callable[[Rng], list[int]] | None = None) -> Generator[None, None, Evaluation]:
    """Every legal card of ``view`` with its outcomes on the deals Hard played it out on, and Hard's card.

    A forced card, or cards that all play the same, need no search; nor does a certain moon
    (``normal.shooting``: Normal's shooting card, the rollouts never plan a moon).  Else the
    drawn deals (:func:`weighed_deals`), every distinct card raced (:func:`.race.raced_outcomes`;
    with ``settle_z`` 0 every card on every deal), with this seat also tried as the shooter while
    that may pay (:func:`may_shoot`).  Hard's card is the lowest total; a card equivalent to
    another (nothing still in play between them) shares its outcomes.  ``deal``: search_play's.
    """
    k = Knowledge(view)
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
    cands = distinct_candidates(k, allowed)
    run: dict[int, int] = {}
    rep = -1
    for c in bits(allowed):  # each legal card belongs to its run's lowest card
        if c in cands:
            rep = c
        run[c] = rep
    per_card: list[list[float]] = [[] for _ in cands]
    totals = [0.0] * len(cands)
    if len(cands) == 1:
        best = cands[0]
    elif config.shoot and normal.shooting(k):
        best = normal.shoot_card(k, allowed)
    else:
        worlds, chosen, work = yield from weighed_deals(k, view, rng, config, deal)
        moon_plan = config.moon_try and may_shoot(k, config)
        if config.settle_z > 0:
            per_card, live = yield from raced_outcomes(k, cands, worlds, chosen, rng, config, work, moon_plan)
        else:
            outcomes = Outcomes(k, cands, config, work, moon_plan)
            yield from outcomes.play([worlds[j] for j in chosen], range(len(cands)))
            per_card, live = outcomes.per_card(), list(range(len(cands)))
        inf = float("inf")
        totals = [running_total(per_card[i]) if i in live else inf for i in range(len(cands))]
        best = cands[min(range(len(cands)), key=lambda i: (totals[i], cands[i]))]
    index = {c: i for i, c in enumerate(cands)}
    choices = []
    for c, r in run.items():
        row = per_card[index[r]]
        choices.append(Choice((to_card(c),), running_total(row), len(row), tuple(row)))
    same = frozenset((to_card(c),) for c, r in run.items() if r == run[best])
    return Evaluation(DecisionKind.PLAY, tuple(choices), (to_card(best),), same, len(cands))


def weighed_deals(k: Knowledge, view: PlayerView, rng: Rng, config: HardConfig = SHIPPED,
                  deal: Callable[[Rng], list[int]] | None = None,
                  ) -> Generator[None, None, tuple[list[list[int]], list[int], int]]:
    """The deals Hard plays out from ``view``: sampled, weighed by the play so far, drawn by weight.

    ``worlds * candidate_factor`` deals are sampled and weighed by how well they explain the
    play so far, and ``worlds`` of them drawn by weight.  Returns (every sampled deal, the
    indices drawn, the work done in the current slice).  The hint and the coach sample the same
    deals as the seat's own decision.  ``deal``: search_play's.
    """
    history = play_history(view)
    passed = view.pass_direction != PassDirection.NONE
    pass_check = across_pass_check(k, mask_of(view.passed), mask_of(view.received)) if config.pass_check else None
    # inference.likelihood, set up once
    model = (play_model.shipped(), config.read_model_floor, config.read_model_power) if config.read_model else None
    reader = Reader(k, history, passed, pass_check, config.surprise, config.surprise_by_kind, model,
                    config.read_model_policy)
    slice_cards = config.slice_cards
    # work is counted in simulated cards (docs/hearts-ai.md, "Decision time") and a
    # slice ends before the step that would take it past slice_cards: a fixed split, the
    # same on every machine.  Setting up the decision costs about forty cards.
    work = 40
    count = config.worlds * config.candidate_factor
    if deal is None:
        worlds_seen, work = yield from Sampler(k).sample_many(rng, count, slice_cards, work)
    else:
        worlds_seen = []
        for _ in range(count):
            if work + 4 > slice_cards:
                work = 0
                yield
            worlds_seen.append(deal(rng))
            work += 4
    # reading the opponents' play, every deal at once
    weights, work = yield from reader.weigh(worlds_seen, slice_cards, work)
    return worlds_seen, resample(list(range(len(worlds_seen))), weights, config.worlds, rng), work


def may_shoot(k: Knowledge, config: HardConfig = SHIPPED) -> bool:
    """Whether this hand could still take every point.

    No opponent has one, and the hand holds enough high cards (Q or better) for the tricks that
    are left.
    """
    if any(k.points[s] for s in range(4) if s != k.me):
        return False
    high = popcount(k.hand & HIGH_MASK)
    left = popcount(k.hand)
    return high * 2 >= left - config.moon_try_slack and high >= config.moon_try_high
