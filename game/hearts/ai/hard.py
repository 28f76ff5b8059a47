"""Hard: search over the hidden hands.

Play: deal the unseen cards many times in ways the view allows (shown voids, the
cards this seat passed), weigh each deal by how well it explains the opponents' play so far
(inference.likelihood), draw ``worlds`` deals in proportion, and in each of them try
every distinct legal card, finishing the hand with the fast rollout policy.  The
card with the best average outcome wins: own points against the others' average,
so a moon counts as it should.

Pass: try three-card passes from Normal's most passable cards on sampled deals in
which the opponents pass as Normal does, and play each out the same way; with a hand
that might take every trick, also passes of its lowest cards played out with this
seat shooting the moon.

Moons by search: while no opponent has a point and the hand could take the tricks
that are left, every card is also played out with this seat shooting (``moon_try``).

The work per decision is fixed (counted in deals and simulated cards, never in
time), so a seed always gives the same answer on every machine; the generator
yields after each slice of about ``slice_cards`` simulated cards (under a millisecond
natively), so the table screen can spread the search over frames.

Every setting is a field of one frozen ``HardConfig`` passed in (``SHIPPED`` by
default), as OpenSpiel's bots take theirs: nothing is changed by setting module
attributes, so two differently set Hards can play at one table.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from itertools import combinations

from game.cards import Card
from game.rng import Rng

from ..view import PlayerView
from . import normal
from .endgame import Solver
from .fastsim import legal_mask, playout
from .inference import SURPRISE, across_pass_check, likelihood, play_history, resample
from .knowledge import (
    FULL,
    HEART_MASK,
    HIGH_MASK,
    Knowledge,
    bits,
    hand_value,
    mask_of,
    one_per_run,
    popcount,
    to_card,
    trick_taker,
)
from .sampler import Sampler

#: One sampled deal mid-hand, in playout's and Solver.finish's order: hands, leader, trick,
#: hearts broken, first trick, points, voids.
DealState = tuple[list[int], int, list[int], bool, bool, list[int], list[int]]


@dataclass(frozen=True)
class HardConfig:
    """Every setting of the Hard player, in one value passed to ``think_pass`` and
    ``think_play`` (``SHIPPED`` is the one the app plays).  What each setting does and
    what its value measured: docs/hearts-ai-config.md."""

    #: Deals each card is played out on.
    worlds: int = 40
    #: Deals sampled per deal played (worlds * candidate_factor), weighed by
    #: inference.likelihood and resampled down to ``worlds``.
    candidate_factor: int = 4
    #: Simulated cards per slice of work between two yields: about 0.75 ms natively,
    #: under the table screen's 1 ms budget; where the yields fall never changes a decision.
    slice_cards: int = 150
    #: How much a card the rollout policy would not have played multiplies a deal's
    #: weight by (inference.likelihood).
    surprise: float = SURPRISE
    #: Passing across: weigh down deals in which the across seat would not have passed
    #: what this seat received (inference.across_pass_check).
    pass_check: bool = True
    #: Play Normal's moon shot once normal.shooting says the moon is safe.
    shoot: bool = True
    #: The most passable cards (normal.pass_scores) the candidate passes are drawn from.
    pass_shortlist: int = 7
    #: Deals each candidate pass is played out on (24 keeps the pass under the
    #: benchmark's 250 ms 95th percentile; 40 did not).
    pass_worlds: int = 24
    #: Points a deal a pass must beat Normal's own pass by to be chosen instead.
    pass_margin: float = 0.5
    #: Moons by search: while no opponent has a point and may_shoot holds, every card
    #: is also played out with this seat shooting, and the better plan counts.
    moon_try: bool = True
    #: may_shoot's gate: at least this many cards of rank Q or better ...
    moon_try_high: int = 3
    #: ... and twice that many at least the cards left minus this.
    moon_try_slack: int = 1
    #: Moon passes: with a moon_hand, every three of its five lowest cards are also
    #: tried as a pass, played out with this seat shooting.
    pass_moon: bool = True
    #: moon_hand's gate: this many cards of rank Q or better (or six hearts with two on top).
    pass_moon_high: int = 5
    #: The exact finish (ai/endgame.py) with this many cards or fewer in hand (0: never).
    endgame_hand: int = 5
    #: "self": the exact finish searches this seat's own play, the others play the
    #: rollout policy; "maxn": every seat searches its own best.
    endgame_mode: str = "self"
    #: Search nodes per slice of the exact finish (a node costs more than a simulated card).
    endgame_slice_nodes: int = 100

    def __post_init__(self) -> None:
        if self.endgame_mode not in ("self", "maxn"):
            raise ValueError(f"endgame_mode must be 'self' or 'maxn', not {self.endgame_mode!r}")
        for name in ("worlds", "candidate_factor", "slice_cards", "pass_worlds", "endgame_slice_nodes"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, not {getattr(self, name)!r}")


#: The Hard the app plays.
SHIPPED = HardConfig()


def think_pass(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, list[Card]]:
    """Try the likely passes (three of Normal's most passable cards) on sampled
    deals: every opponent passes as Normal would, the hand is played out with the
    rollout policy, and the pass with the best average wins.  Normal's own choice
    is kept unless another is better by ``config.pass_margin`` points."""
    k = Knowledge(view)
    hand = k.hand
    default = sorted(normal.choose_pass(hand))
    scores = normal.pass_scores(hand)
    short = sorted(scores, key=lambda c: (-scores[c], -c))[: config.pass_shortlist]
    combos = [sorted(t) for t in combinations(short, 3)]
    if default not in combos:
        combos.append(default)
    moon_combos = []
    if config.pass_moon and moon_hand(hand, config):
        low = sorted(bits(hand), key=lambda c: (c % 13, c))[:5]
        moon_combos = [sorted(t) for t in combinations(low, 3)]
    # (pass, shooter): the ordinary passes played out as usual, the moon passes with
    # this seat shooting
    tries = [(combo, -1) for combo in combos] + [(combo, k.me) for combo in moon_combos]
    totals = yield from pass_totals(k, view, tries, config.pass_worlds, rng, config)
    margin = config.pass_margin * config.pass_worlds
    base = totals[combos.index(default)]
    best = min(range(len(combos)), key=lambda j: (totals[j], combos[j]))
    if moon_combos:
        moon = min(range(len(combos), len(tries)), key=lambda j: (totals[j], tries[j][0]))
        if totals[moon] < min(totals[best], base - margin):
            return [to_card(c) for c in tries[moon][0]]
    if totals[best] < base - margin:
        return [to_card(c) for c in combos[best]]
    return [to_card(c) for c in default]


def pass_totals(k: Knowledge, view: PlayerView, tries: list[tuple[list[int], int]], worlds: int, rng: Rng,
                 config: HardConfig) -> Generator[None, None, list[float]]:
    """Each (pass, shooter) of ``tries`` played out on the same ``worlds`` sampled deals
    (every opponent passing as Normal would): the sums of this seat's values."""
    target, source = view.pass_target, view.pass_source
    if target is None or source is None:
        raise ValueError("nothing to pass in this view")
    rest = bits(FULL & ~k.hand)
    totals = [0.0] * len(tries)
    work = 0
    for _ in range(worlds):
        after, passes = _pass_world(k, rest, target, rng)
        for j, (combo, shooter) in enumerate(tries):
            totals[j] += _pass_outcome(k, after, passes, combo, target, source, shooter)
            work += 52
            if work >= config.slice_cards:
                work = 0
                yield
    return totals


def _pass_world(k: Knowledge, rest: list[int], target: int, rng: Rng) -> tuple[list[int], list[int]]:
    """A sampled deal before the pass: the opponents' hands once they have passed as
    Normal does (this seat's pass not yet added), and what each of them passed."""
    me = k.me
    hand = k.hand
    cards = list(rest)
    rng.shuffle(cards)
    hands = [0, 0, 0, 0]
    hands[me] = hand
    i = 0
    for s in range(4):
        if s != me:
            m = 0
            for c in cards[i : i + 13]:
                m |= 1 << c
            hands[s] = m
            i += 13
    passes = [0, 0, 0, 0]
    for s in range(4):
        if s != me:
            for c in normal.choose_pass(hands[s]):
                passes[s] |= 1 << c
    after = [0, 0, 0, 0]
    for s in range(4):
        after[s] = hands[s] & ~passes[s]
    for src in range(4):
        if src != me:
            dst = (src + (target - me)) % 4
            after[dst] |= passes[src]
    return after, passes


def _pass_outcome(k: Knowledge, after: list[int], passes: list[int], combo: list[int], target: int, source: int,
                  shooter: int = -1) -> float:
    """This seat's evaluation of one deal played out after passing ``combo``."""
    pm = 0
    for c in combo:
        pm |= 1 << c
    final = list(after)
    final[k.me] = (k.hand & ~pm) | passes[source]
    final[target] |= pm
    lead = 0
    for s in range(4):
        if final[s] & 1:
            lead = s
    won = [0, 0, 0, 0] if k.scoring.counts_won else None
    pts = playout(final, lead, [], False, True, [0, 0, 0, 0], k.queen_waits, k.no_points_first, [0, 0, 0, 0],
                  shooter, won)
    return hand_value(pts, k.me, k.moon_add, won, k.scoring, k.standing)


def distinct_candidates(k: Knowledge, allowed: int) -> list[int]:
    """One card per run of equivalent cards (knowledge.one_per_run, the rule the exact
    finish also uses): what is still in play is the unseen cards, this hand and the
    trick on the table."""
    in_play = k.unseen | k.hand
    for x in k.trick:
        in_play |= 1 << x
    return one_per_run(allowed, in_play, k.scoring.points_of)


def think_play(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, Card]:
    """The card with the best average outcome over ``config.worlds`` weighed deals."""
    k = Knowledge(view)
    allowed = k.first_lead(legal_mask(k.hand, k.trick, k.broken, k.first, k.queen_waits, k.no_points_first))
    cands = distinct_candidates(k, allowed)
    if len(cands) == 1:
        return to_card(cands[0])
    if config.shoot and normal.shooting(k):
        return to_card(normal.shoot_card(k, allowed))  # the rollouts never plan a moon
    worlds, chosen, work = yield from weighed_deals(k, view, rng, config)
    totals = yield from card_totals(k, cands, worlds, chosen, config, work, config.moon_try and may_shoot(k, config))
    best = min(range(len(cands)), key=lambda i: (totals[i], cands[i]))
    return to_card(cands[best])


def weighed_deals(k: Knowledge, view: PlayerView, rng: Rng,
                  config: HardConfig = SHIPPED) -> Generator[None, None, tuple[list[list[int]], list[int], int]]:
    """The deals Hard plays out from ``view``: ``worlds * candidate_factor`` sampled deals
    weighed by how well they explain the play so far, and ``worlds`` of them drawn by
    weight.  Returns (every sampled deal, the indices drawn, the work done in the current
    slice).  The hint and the coach sample the same deals as the seat's own decision."""
    history = play_history(view)
    passed = view.pass_direction != "none"
    pass_check = across_pass_check(k, mask_of(view.passed), mask_of(view.received)) if config.pass_check else None
    sampler = Sampler(k)
    slice_cards = config.slice_cards
    # work is counted in simulated cards (about 5 microseconds each natively) and a
    # slice ends once it passes slice_cards: a fixed split, the same on every machine
    work = 0
    sample_cost = popcount(k.unseen) + 4 * len(history)
    pool = []
    weights = []
    worlds_seen = []
    for j in range(config.worlds * config.candidate_factor):
        world = sampler.sample(rng)
        pool.append(j)
        weights.append(likelihood(world, k, history, passed, pass_check, config.surprise))
        worlds_seen.append(world)
        work += sample_cost
        if work >= slice_cards:
            work = 0
            yield
    return worlds_seen, resample(pool, weights, config.worlds, rng), work


def card_totals(k: Knowledge, cands: list[int], worlds: list[list[int]], chosen: list[int], config: HardConfig,
                work: int = 0, moon_plan: bool = False) -> Generator[None, None, list[float]]:
    """Each candidate card's outcome summed over the drawn deals (lower is better): the
    exact finish in the last ``endgame_hand`` cards, else rollouts, where ``moon_plan``
    also plays each card out with this seat shooting the moon and keeps the better plan."""
    me = k.me
    slice_cards = config.slice_cards
    if config.endgame_hand and popcount(k.hand) <= config.endgame_hand:
        totals = [0.0] * len(cands)
        # one solver for every deal: its node count runs on from deal to deal, so a
        # slice never spans many small searches; its table is keyed by the whole
        # position (every hand), so sharing it between deals is exact.  It tries every
        # line of this seat's own play, so a moon (moon_try's plan) is among them.
        solver = Solver(me, config.endgame_mode, k.queen_waits, k.no_points_first, k.moon_add,
                        config.endgame_slice_nodes, k.scoring, k.standing)
        for j in chosen:
            for i, c in enumerate(cands):
                state = after_card(k, worlds[j], c)
                taken = tuple(won_after_card(k, c)) if k.scoring.counts_won else ()
                outcome = yield from solver.finish(*state, taken)
                totals[i] += solver.outcome_value(outcome, me)
        return totals
    playout_cost = popcount(k.unseen) + popcount(k.hand)
    plans = [-1, me] if moon_plan else [-1]
    plan_totals = [[0.0] * len(cands) for _ in plans]
    for j in chosen:
        world = worlds[j]
        for pi, shooter in enumerate(plans):
            totals = plan_totals[pi]
            for i in range(len(cands)):
                if work >= slice_cards:
                    work = 0
                    yield
                work += playout_cost
                hands, leader, trick, broken, first, points, voids = after_card(k, world, cands[i])
                won = won_after_card(k, cands[i]) if k.scoring.counts_won else None
                pts = playout(hands, leader, trick, broken, first, points, k.queen_waits, k.no_points_first,
                              voids, shooter, won)
                totals[i] += hand_value(pts, me, k.moon_add, won, k.scoring, k.standing)
    return [min(t[i] for t in plan_totals) for i in range(len(cands))]


def after_card(k: Knowledge, world: list[int], c: int) -> DealState:
    """The state of one sampled deal once this seat has played ``c``: hands, leader,
    trick, hearts broken, first trick, points, voids (playout's and Solver's order)."""
    me = k.me
    hands = list(world)
    hands[me] &= ~(1 << c)
    trick = k.trick + [c]
    broken = k.broken or c >= 39
    first = k.first
    points = list(k.points)
    leader = k.leader
    if len(trick) == 4:
        wi, taken = trick_taker(trick)
        leader = (leader + wi) & 3
        points[leader] += taken
        trick = []
        first = False
    voids = k.voids
    if k.trick and c // 13 != k.trick[0] // 13:
        voids = list(voids)
        voids[me] |= 1 << (k.trick[0] // 13)
    return hands, leader, trick, broken, first, points, voids


def won_after_card(k: Knowledge, c: int) -> list[int]:
    """The cards each seat has taken once this seat has played ``c`` (a new list): what
    ``after_card``'s points are to the rules that count J♦ or a hand without a trick."""
    won = list(k.won)
    if len(k.trick) == 3:
        trick = k.trick + [c]
        wi, _ = trick_taker(trick)
        seat = (k.leader + wi) & 3
        for x in trick:
            won[seat] |= 1 << x
    return won


def moon_hand(hand: int, config: HardConfig = SHIPPED) -> bool:
    """A 13-card hand worth trying moon passes for: ``config.pass_moon_high`` cards of
    rank Q or better, or six hearts with two of Q, K, A among them."""
    hearts = hand & HEART_MASK
    if popcount(hearts) >= 6 and popcount(hearts & HIGH_MASK) >= 2:
        return True
    return popcount(hand & HIGH_MASK) >= config.pass_moon_high


def may_shoot(k: Knowledge, config: HardConfig = SHIPPED) -> bool:
    """Could this hand still take every point?  No opponent has one, and the hand
    holds enough high cards (Q or better) for the tricks that are left."""
    if any(k.points[s] for s in range(4) if s != k.me):
        return False
    high = popcount(k.hand & HIGH_MASK)
    left = popcount(k.hand)
    return high * 2 >= left - config.moon_try_slack and high >= config.moon_try_high
