"""Hard: search over the hidden hands.

Play: deal the unseen cards many times in ways the view allows (shown voids, the
cards this seat passed), weigh each deal by how well it explains the opponents' play so far
(inference.likelihood), draw deals in proportion, a batch at a time, and in each of them
try every distinct legal card, finishing the hand with the fast rollout policy.  The
card with the best average outcome wins: own points against the others' average,
so a moon counts as it should.  Racing (``settle``): after each batch a card that is no
longer in the running is set aside, and the search stops once one card is left (or
after ``worlds`` deals).  A forced card, or cards that all play the same, need no search.

Pass: try three-card passes from Normal's most passable cards on sampled deals in
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
from dataclasses import dataclass
from itertools import combinations

from game.cards import Card
from game.rng import Rng

from ..view import PlayerView
from . import normal
from .endgame import Solver
from .fastsim import legal_mask, playout
from .inference import SURPRISE, Reader, across_pass_check, play_history, resample
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
    #: Passes whose outcomes are this many standard errors worse than the best so far
    #: stop being played out (``_race``); 0: every pass on every deal.
    pass_race_z: float = 1.5
    #: ... or not better than the best by this many points a deal (at that confidence).
    pass_race_margin: float = 0.25
    #: Deals every pass is played out on before the first such check.
    pass_race_min: int = 4
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
    #: Racing the cards (``settle``): after each batch of deals, a card that is not better
    #: than the best by ``settle_margin`` points a deal, at this many standard errors of
    #: the paired differences, is set aside; the search stops once one card is left.
    #: 0: every card on every one of ``worlds`` deals.
    settle_z: float = 2.0
    #: The points a deal a card set aside may be better than the chosen one by.
    settle_margin: float = 0.25
    #: The spread of one imagined deal counted in every paired difference (points): a few
    #: deals in which two cards play the same never settle them at once.
    settle_prior_sd: float = 3.0
    #: Deals per batch between two checks of the rule.
    settle_batch: int = 4
    #: Deals played before the rule is first checked.
    settle_min: int = 8

    def __post_init__(self) -> None:
        if self.endgame_mode not in ("self", "maxn"):
            raise ValueError(f"endgame_mode must be 'self' or 'maxn', not {self.endgame_mode!r}")
        for name in ("worlds", "candidate_factor", "slice_cards", "pass_worlds", "endgame_slice_nodes",
                     "settle_batch"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, not {getattr(self, name)!r}")


#: The Hard the app plays.
SHIPPED = HardConfig()
#: The Hard before it raced its cards and passes: every candidate on every deal (the
#: benchmarks and the paired arena compare it with SHIPPED in one run).
FIXED_WORK = HardConfig(settle_z=0.0, pass_race_z=0.0)


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
    target = view.pass_target
    source = view.pass_source
    assert target is not None and source is not None  # think() asks only when there is a pass
    rest = bits(FULL & ~hand)
    # (pass, shooter): the ordinary passes played out as usual, the moon passes with
    # this seat shooting
    tries = [(combo, -1) for combo in combos] + [(combo, k.me) for combo in moon_combos]
    values: list[list[float]] = [[] for _ in tries]
    live = list(range(len(tries)))
    keep = combos.index(default)  # Normal's pass is what the others must beat: never dropped
    work = 0
    for n in range(1, config.pass_worlds + 1):
        after, passes = _pass_world(k, rest, target, rng)
        for j in live:
            combo, shooter = tries[j]
            values[j].append(_pass_outcome(k, after, passes, combo, target, source, shooter))
            work += 52
            if work >= config.slice_cards:
                work = 0
                yield
        if config.pass_race_z > 0 and n >= config.pass_race_min and n < config.pass_worlds:
            live = _race(values, live, keep, len(combos), config.pass_race_z, config.pass_race_margin,
                         config.settle_prior_sd)
            if live == [keep]:
                return [to_card(c) for c in default]  # every other pass is out of the race
    inf = float("inf")
    totals = [sum(values[j]) if j in live else inf for j in range(len(tries))]
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


def _race(values: list[list[float]], live: list[int], keep: int, ordinary: int, z: float,
          margin: float, prior_sd: float) -> list[int]:
    """The passes still in the running (``settle`` within each group: the ordinary passes,
    the moon passes); all the moon passes go once the best of them is set aside for the
    best ordinary pass (it must beat that one to be chosen).  ``keep`` (Normal's pass,
    what the others must beat) is never set aside."""
    out = []
    bests = []
    for group in ([j for j in live if j < ordinary], [j for j in live if j >= ordinary]):
        if group:
            out += settle(values, group, z, margin, prior_sd, keep)
            bests.append(min(group, key=lambda j: (sum(values[j]), j)))
    if len(bests) == 2 and _outdone(values[bests[1]], values[bests[0]], z, margin, prior_sd):
        out = [j for j in out if j < ordinary]
    return out


def _outdone(a: list[float], b: list[float], z: float, margin: float, prior_sd: float) -> bool:
    """Can ``a`` be set aside for ``b``: is ``a`` not better than ``b`` by ``margin`` points
    a deal, at ``z`` standard errors of the deal-by-deal differences?  The spread of the
    differences counts one imagined deal of spread ``prior_sd`` besides the real ones:
    two cards can play the same in the first few deals and differ by Q♠ in a rare one,
    so a few equal deals alone never settle it."""
    n = len(a)
    d = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n
    var = (sum((x - mean) ** 2 for x in d) + prior_sd * prior_sd) / n
    return mean + margin > z * float((var / n) ** 0.5)


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
    pts = playout(final, lead, [], False, True, [0, 0, 0, 0], k.queen_waits, k.no_points_first, [0, 0, 0, 0],
                  shooter)
    return hand_value(pts, k.me, k.moon_add)


def distinct_candidates(k: Knowledge, allowed: int) -> list[int]:
    """One card per run of equivalent cards (knowledge.one_per_run, the rule the exact
    finish also uses): what is still in play is the unseen cards, this hand and the
    trick on the table."""
    in_play = k.unseen | k.hand
    for x in k.trick:
        in_play |= 1 << x
    return one_per_run(allowed, in_play)


def think_play(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, Card]:
    """The card with the best average outcome over up to ``config.worlds`` weighed deals,
    stopping once the best card is settled (``settle``)."""
    return search_play(view, rng, config, None)


def search_play(view: PlayerView, rng: Rng, config: HardConfig,
                deal: Callable[[Rng], list[int]] | None) -> Generator[None, None, Card]:
    """``think_play``'s search; ``deal``: where the sampled deals come from (None: the
    sampler, which deals the unseen cards as the view allows; the yardstick in
    tools/bench hands in the true deal instead, which the game never does)."""
    k = Knowledge(view)
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.queen_waits, k.no_points_first)
    cands = distinct_candidates(k, allowed)
    if len(cands) == 1:
        return to_card(cands[0])  # forced, or every legal card plays the same: no search
    if config.shoot and normal.shooting(k):
        return to_card(normal.shoot_card(k, allowed))  # the rollouts never plan a moon
    me = k.me
    history = play_history(view)
    passed = view.pass_direction != "none"
    pass_check = across_pass_check(k, mask_of(view.passed), mask_of(view.received)) if config.pass_check else None
    sample = Sampler(k).sample if deal is None else deal
    reader = Reader(k, history, passed, pass_check, config.surprise)  # inference.likelihood, set up once
    slice_cards = config.slice_cards
    exact = bool(config.endgame_hand) and popcount(k.hand) <= config.endgame_hand
    plans = [-1]
    if not exact and config.moon_try and may_shoot(k, config):
        plans.append(me)
    # values[plan][card]: the outcome of that card on each deal played so far
    values: list[list[list[float]]] = [[[] for _ in cands] for _ in plans]
    solver = None
    if exact:
        # one solver for every deal: its node count runs on from deal to deal, so a
        # slice never spans many small searches; its table is keyed by the whole
        # position (every hand), so sharing it between deals is exact.  It tries every
        # line of this seat's own play, so a moon (moon_try's plan) is among them.
        solver = Solver(me, config.endgame_mode, k.queen_waits, k.no_points_first, k.moon_add,
                        config.endgame_slice_nodes)
    # work is counted in simulated cards (about 5 microseconds each natively) and a
    # slice ends once it passes slice_cards: a fixed split, the same on every machine
    work = 0
    sample_cost = popcount(k.unseen) + 4 * len(history)
    playout_cost = popcount(k.unseen) + popcount(k.hand)
    # the deals come in batches (each sampled candidate_factor times over, weighed and
    # resampled); after each batch the cards no longer in the running are set aside
    batch = config.settle_batch if config.settle_z > 0 else config.worlds
    done = 0
    live = list(range(len(cands)))
    while done < config.worlds:
        n = min(batch, config.worlds - done)
        pool = []
        weights = []
        for _ in range(n * config.candidate_factor):
            world = sample(rng)
            pool.append(world)
            weights.append(reader.weight(world))
            work += sample_cost
            if work >= slice_cards:
                work = 0
                yield
        for world in resample(pool, weights, n, rng):
            if solver is not None:
                for i in live:
                    state = after_card(k, world, cands[i])
                    outcome = yield from solver.finish(*state)
                    values[0][i].append(hand_value(outcome, me, k.moon_add))
                continue
            for pi, shooter in enumerate(plans):
                row = values[pi]
                for i in live:
                    if work >= slice_cards:
                        work = 0
                        yield
                    work += playout_cost
                    hands, leader, trick, broken, first, points, voids = after_card(k, world, cands[i])
                    pts = playout(hands, leader, trick, broken, first, points, k.queen_waits, k.no_points_first,
                                  voids, shooter)
                    row[i].append(hand_value(pts, me, k.moon_add))
        done += n
        if config.settle_z > 0 and done < config.worlds and done >= config.settle_min:
            live = settle(_best_plan(values), live, config.settle_z, config.settle_margin,
                          config.settle_prior_sd)
            if len(live) == 1:
                break
    per_card = _best_plan(values)
    totals = [sum(per_card[i]) for i in live]
    best = min(range(len(live)), key=lambda j: (totals[j], cands[live[j]]))
    return to_card(cands[live[best]])


def _best_plan(values: list[list[list[float]]]) -> list[list[float]]:
    """Per card, its outcomes under the plan (ordinary play or shooting) with the lower total."""
    out = []
    for i in range(len(values[0])):
        out.append(min((v[i] for v in values), key=sum))
    return out


def settle(values: list[list[float]], live: list[int], z: float, margin: float, prior_sd: float,
           keep: int = -1) -> list[int]:
    """The choices still in the running after the deals so far: every other one is set
    aside for the best (the lowest total) once it is not better than the best by
    ``margin`` points a deal, at ``z`` standard errors of the deal-by-deal differences
    (``_outdone``, whose spread never falls below one deal of ``prior_sd``, so a choice
    that has played the same as the best in the first few deals stays a while: rare
    deals tell them apart); ``keep`` is never set aside.  Once one choice is left,
    the best is settled and the search stops: a rule over the samples alone, never over
    time, so a seed gives the same decision on every machine."""
    best = min(live, key=lambda j: (sum(values[j]), j))
    vb = values[best]
    return [j for j in live if j == best or j == keep or not _outdone(values[j], vb, z, margin, prior_sd)]


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
