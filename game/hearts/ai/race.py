"""Hard's card search: each candidate card played out on the drawn deals, raced.

The rollouts (or the exact finish in the last cards) give each card an outcome per deal;
racing (``settle``) sets aside, batch by batch, a card no longer in the running, and the
search stops once one card is left: a rule over the samples alone, never over time.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable

from game.rng import Rng

from ..scoring import POINTS_PER_HAND
from .deal_state import after_card, won_after_card
from .endgame import Solver
from .fastsim import playout
from .hard_config import HardConfig
from .knowledge import Knowledge, hand_value, popcount
from .moon_rollout import rollout_for
from .standing import added


def running_total(values: list[float]) -> float:
    """The sum of ``values`` added left to right, as a running total would.

    Python 3.12's ``sum`` compensates, which could tip a tie another way than the running total
    did.
    """
    t = 0.0
    for v in values:
        t += v
    return t


def card_totals(k: Knowledge, cands: list[int], worlds: list[list[int]], chosen: list[int], config: HardConfig,
                work: int = 0, moon_plan: bool = False) -> Generator[None, None, list[float]]:
    """Each candidate card's outcome summed over the drawn deals (lower is better).

    The exact finish plays the last ``endgame_hand`` cards, else rollouts, where ``moon_plan``
    also plays each card out with this seat shooting the moon and keeps the better plan.
    """
    outcomes = Outcomes(k, cands, config, work, moon_plan)
    yield from outcomes.play([worlds[j] for j in chosen], range(len(cands)))
    return [running_total(row) for row in outcomes.per_card()]


def raced_totals(k: Knowledge, cands: list[int], worlds: list[list[int]], chosen: list[int], rng: Rng,
                 config: HardConfig, work: int = 0, moon_plan: bool = False) -> Generator[None, None, list[float]]:
    """``card_totals`` raced: cards no longer in the running are set aside batch by batch.

    The drawn deals, shuffled (systematic resampling draws them in the order they were sampled),
    are played ``settle_batch`` at a time, and after each batch (from ``settle_min`` deals on)
    the cards no longer in the running are set aside (``settle``); once one is left no more
    deals are played.  The deals are those ``card_totals`` plays, so the race can only stop that
    search early: it never plays a deal the fixed search would not.  A card set aside totals
    infinity.
    """
    per_card, live = yield from raced_outcomes(k, cands, worlds, chosen, rng, config, work, moon_plan)
    inf = float("inf")
    totals = [inf] * len(cands)
    for i in live:
        totals[i] = running_total(per_card[i])
    return totals


def raced_outcomes(k: Knowledge, cands: list[int], worlds: list[list[int]], chosen: list[int], rng: Rng,
                   config: HardConfig, work: int = 0, moon_plan: bool = False,
                   ) -> Generator[None, None, tuple[list[list[float]], list[int]]]:
    """Hard's race of the candidates, answering each one's outcomes and those still running.

    The race of :func:`raced_totals` (the same deals in the same order, the same rule, the
    same draws from ``rng``), answering each candidate's outcomes on the deals it was played
    on (a card set aside keeps those it had) and the candidates still in the running: Hard's
    totals, and the hint's and the coach's evaluation of a play, within Hard's own work."""
    order = [worlds[j] for j in chosen]
    rng.shuffle(order)
    outcomes = Outcomes(k, cands, config, work, moon_plan)
    live = list(range(len(cands)))
    done = 0
    while done < len(order):
        n = config.settle_batch if done >= config.settle_min else config.settle_min - done
        yield from outcomes.play(order[done : done + n], live)
        done += n
        if done < len(order) and config.settle_z > 0:  # settle_z 0: every card on every deal
            live = settle(outcomes.per_card(), live, config.settle_z, config.settle_margin, config.settle_prior_sd)
            if len(live) == 1:
                break
    return outcomes.per_card(), live


class Outcomes:
    """Each candidate card's outcome on each deal played so far (lower is better).

    The exact finish plays the last ``endgame_hand`` cards, else rollouts, where ``moon_plan``
    also plays each card out with this seat shooting the moon.  ``work``: the simulated cards of
    the current slice so far (the rollouts yield once it passes slice_cards).  ``count_moons``:
    also count, per plan and card, the deals where a seat took every point (``moon_share``).
    """

    def __init__(self, k: Knowledge, cands: list[int], config: HardConfig, work: int = 0,
                 moon_plan: bool = False, count_moons: bool = False) -> None:
        self.k = k
        self.cands = cands
        self.slice_cards = config.slice_cards
        self.moon_playout = rollout_for(config.moon_rollouts, config.moon_run_losers, config.moon_stop_points)
        self.work = work
        self.solver: Solver | None = None
        if config.endgame_hand and popcount(k.hand) <= config.endgame_hand:
            # one solver for every deal: its node count runs on from deal to deal, so a
            # slice never spans many small searches; its table is keyed by the whole
            # position (every hand), so sharing it between deals is exact.  It tries every
            # line of this seat's own play, so a moon (moon_try's plan) is among them.
            self.solver = Solver(k.me, config.endgame_mode, k.rules, k.moon_add,
                                 config.endgame_slice_nodes, k.scoring, k.standing)
            moon_plan = False
        self.plans = [-1, k.me] if moon_plan else [-1]
        #: values[plan][card]: the outcome of that card on each deal played, per plan
        self.values: list[list[list[float]]] = [[[] for _ in cands] for _ in self.plans]
        #: moons[plan][card]: the deals played where a seat took every point (with count_moons)
        self.moons: list[list[int]] | None = [[0] * len(cands) for _ in self.plans] if count_moons else None

    def play(self, deals: list[list[int]], live: Iterable[int]) -> Generator[None, None, None]:
        """Plays each card of ``live`` (indices into the candidates) out on each of ``deals``."""
        k = self.k
        me = k.me
        cands = self.cands
        live = list(live)
        solver = self.solver
        moons = self.moons
        if solver is not None:
            if self.work:
                # the exact finish counts its own nodes: it starts a slice of its own
                self.work = 0
                yield
            row = self.values[0]
            for world in deals:
                for i in live:
                    c = cands[i]
                    state = after_card(k, world, c)
                    taken = tuple(won_after_card(k, c)) if k.scoring.counts_won else ()
                    outcome = yield from solver.finish(*state, taken)
                    row[i].append(solver.outcome_value(outcome, me))
                    if moons is not None and POINTS_PER_HAND in outcome[:4]:
                        moons[0][i] += 1
            return
        slice_cards = self.slice_cards
        play = self.moon_playout or playout
        playout_cost = popcount(k.unseen) + popcount(k.hand)
        for world in deals:
            for pi, shooter in enumerate(self.plans):
                row = self.values[pi]
                for i in live:
                    if self.work and self.work + playout_cost > slice_cards:
                        self.work = 0
                        yield  # before the playout that would take the slice past slice_cards
                    self.work += playout_cost
                    hands, leader, trick, broken, first, points, voids = after_card(k, world, cands[i])
                    won = won_after_card(k, cands[i]) if k.scoring.counts_won else None
                    pts = play(hands, leader, trick, broken, first, points, k.rules,
                                  voids, shooter, won)
                    row[i].append(hand_value(pts, me, k.moon_add, won, k.scoring, k.standing))
                    if moons is not None and POINTS_PER_HAND in pts:
                        moons[pi][i] += 1

    def per_card(self) -> list[list[float]]:
        """Per card, its outcomes under the plan (ordinary play or shooting) with the lower total."""
        return [min((v[i] for v in self.values), key=running_total) for i in range(len(self.cands))]

    def moon_share(self, i: int) -> float:
        """The share of the deals played where a seat took every point, for candidate ``i``.

        Under the plan ``per_card`` counts for it; needs ``count_moons``.
        """
        if self.moons is None:
            raise ValueError("the moons were not counted")
        plan = min(range(len(self.plans)), key=lambda p: running_total(self.values[p][i]))
        played = len(self.values[plan][i])
        return self.moons[plan][i] / played if played else 0.0


def settle(values: list[list[float]], live: list[int], z: float, margin: float, prior_sd: float,
           keep: int = -1) -> list[int]:
    """The choices still in the running after the deals so far; the rest are set aside for the best.

    Every other choice is set aside for the best (the lowest total) once it is not better than
    the best by ``margin`` points a deal, at ``z`` standard errors of the deal-by-deal
    differences (``outdone``, whose spread never falls below one deal of ``prior_sd``, so a
    choice that has played the same as the best in the first few deals stays a while: rare deals
    tell them apart); ``keep`` is never set aside.  Once one choice is left, the best is settled
    and the search stops: a rule over the samples alone, never over time, so a seed gives the
    same decision on every machine.
    """
    best = min(live, key=lambda j: (added(values[j]), j))
    vb = values[best]
    return [j for j in live if j == best or j == keep or not outdone(values[j], vb, z, margin, prior_sd)]


def outdone(a: list[float], b: list[float], z: float, margin: float, prior_sd: float) -> bool:
    """Whether ``a`` can be set aside for ``b``: not better by ``margin`` points a deal, at ``z`` errors.

    The test is at ``z`` standard errors of the deal-by-deal differences.  Their spread counts
    one imagined deal of spread ``prior_sd`` besides the real ones: two cards can play the same
    in the first few deals and differ by Q♠ in a rare one, so a few equal deals alone never
    settle it.
    """
    n = len(a)
    d = [x - y for x, y in zip(a, b, strict=True)]
    mean = added(d) / n
    var = (added((x - mean) ** 2 for x in d) + prior_sd * prior_sd) / n
    return mean + margin > z * float((var / n) ** 0.5)

