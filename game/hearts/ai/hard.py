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

from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass
from itertools import combinations

from game.cards import Card
from game.rng import Rng

from ..bits import legal_mask
from ..deal import PassDirection
from ..scoring import POINTS_PER_HAND
from ..view import PlayerView
from . import normal
from .deal_state import after_card, distinct_candidates, won_after_card
from .endgame import Solver
from .fastsim import playout
from .inference import SURPRISE, Reader, across_pass_check, play_history, resample
from .knowledge import (
    FULL,
    HEART_MASK,
    HIGH_MASK,
    Knowledge,
    bits,
    hand_value,
    mask_of,
    popcount,
    to_card,
)
from .sampler import Sampler
from .standing import added

#: What dealing one sampled deal before the pass costs (the shuffle and the three
#: opponents' passes), in the simulated cards a slice of work is counted in
#: (docs/hearts-ai.md, "Decision time", has the timing it rests on).
PASS_WORLD_WORK = 36


@dataclass(frozen=True)
class HardConfig:
    """Every setting of the Hard player, in one frozen value.

    It is passed to ``think_pass`` and ``think_play``; ``SHIPPED`` is the one the app plays.
    What each setting does and what its value measured: docs/hearts-ai-config.md.
    """

    #: Deals each card is played out on.
    worlds: int = 40
    #: Deals sampled per deal played (worlds * candidate_factor), weighed by
    #: inference.likelihood and resampled down to ``worlds``.
    candidate_factor: int = 4
    #: Simulated cards per slice of work between two yields, sized to the table screen's
    #: 1 ms budget (docs/hearts-ai-config.md); where the yields fall never changes a decision.
    slice_cards: int = 150
    #: How much a card the rollout policy would not have played multiplies a deal's
    #: weight by (inference.likelihood).
    surprise: float = SURPRISE
    #: Passing across: weigh down deals in which the across seat would not have passed
    #: what this seat received (inference.across_pass_check).
    pass_check: bool = True
    #: Play Normal's moon shot once normal.shooting says the moon is safe.
    shoot: bool = True
    #: The most passable cards (normal.pass_scores) the candidate passes are drawn from
    #: (7: 35 passes) ...
    pass_shortlist: int = 7
    #: ... for a hand with at least ``pass_wide_high`` cards of rank Q or better (about a
    #: third of hands: those with moon chances); the rest draw from ``pass_shortlist_plain``
    #: (5: 10 passes, a third of the work).
    pass_wide_high: int = 4
    pass_shortlist_plain: int = 5
    #: Deals each candidate pass is played out on (docs/hearts-ai-config.md says why 24).
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
    #: Racing the cards (``raced_totals``, ``settle``): after each batch of the drawn
    #: deals, a card that is not better than the best by ``settle_margin`` points a deal,
    #: at this many standard errors of the paired differences, is set aside; the search
    #: stops once one card is left.  0: every card on every one of ``worlds`` deals.
    settle_z: float = 2.0
    #: The points a deal a card set aside may be better than the chosen one by.
    settle_margin: float = 0.25
    #: The spread of one imagined deal counted in every paired difference (points): a few
    #: deals in which two cards play the same never settle them at once.
    settle_prior_sd: float = 3.0
    #: Drawn deals played per batch between two checks of the rule.
    settle_batch: int = 4
    #: Deals played before the rule is first checked.
    settle_min: int = 8

    def __post_init__(self) -> None:
        if self.endgame_mode not in ("self", "maxn"):
            raise ValueError(f"endgame_mode must be 'self' or 'maxn', not {self.endgame_mode!r}")
        for name in ("worlds", "candidate_factor", "slice_cards", "pass_worlds", "endgame_slice_nodes",
                     "settle_batch", "pass_shortlist", "pass_shortlist_plain"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, not {getattr(self, name)!r}")


#: The Hard the app plays.
SHIPPED = HardConfig()
#: The Hard without racing: every candidate card and pass on every deal, and the passes
#: of seven cards for every hand (the benchmarks and the paired arena compare it with
#: SHIPPED in one run).
FIXED_WORK = HardConfig(settle_z=0.0, pass_race_z=0.0, pass_shortlist_plain=7)


def think_pass(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, list[Card]]:
    """Choose a pass by playing the likely passes out on sampled deals.

    The likely passes are three of Normal's most passable cards: on each deal every opponent
    passes as Normal would, the hand is played out with the rollout policy, and the pass with
    the best average wins.  Normal's own choice is kept unless another is better by
    ``config.pass_margin`` points.
    """
    k = Knowledge(view)
    combos, default, moon_combos = candidate_passes(k.hand, config)
    # (pass, shooter): the ordinary passes played out as usual, the moon passes with
    # this seat shooting
    tries = [(combo, -1) for combo in combos] + [(combo, k.me) for combo in moon_combos]
    # Normal's pass is what the others must beat: never set aside by the race
    totals = yield from pass_totals(k, view, tries, config.pass_worlds, rng, config, combos.index(default),
                                    len(combos))
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


def candidate_passes(hand: int, config: HardConfig = SHIPPED) -> tuple[list[list[int]], list[int], list[list[int]]]:
    """The passes the pass search tries from ``hand`` (what the coach grades a pass against, too).

    Every three of Normal's ``pass_shortlist`` most passable cards (``pass_shortlist_plain`` for
    a hand with fewer than ``pass_wide_high`` cards Q or better), with Normal's own pass added
    when it is not among them; Normal's pass; and, with a moon hand, every three of its five
    lowest cards (played out with this seat shooting).
    """
    default = sorted(normal.choose_pass(hand))
    scores = normal.pass_scores(hand)
    n = config.pass_shortlist if popcount(hand & HIGH_MASK) >= config.pass_wide_high else config.pass_shortlist_plain
    short = sorted(scores, key=lambda c: (-scores[c], -c))[:n]
    combos = [sorted(t) for t in combinations(short, 3)]
    if default not in combos:
        combos.append(default)
    moon_combos = []
    if config.pass_moon and moon_hand(hand, config):
        low = sorted(bits(hand), key=lambda c: (c % 13, c))[:5]
        moon_combos = [sorted(t) for t in combinations(low, 3)]
    return combos, default, moon_combos


def pass_totals(k: Knowledge, view: PlayerView, tries: list[tuple[list[int], int]], worlds: int, rng: Rng,
                config: HardConfig, keep: int = -1, ordinary: int = 0,
                moons: list[int] | None = None,
                ends: list[list[tuple[list[int], list[int] | None]]] | None = None,
                ) -> Generator[None, None, list[float]]:
    """Play each (pass, shooter) of ``tries`` out on the same sampled deals; sum this seat's values.

    Every opponent passes as Normal would on the ``worlds`` deals.  Given ``keep`` (the pass the
    others must beat; the first ``ordinary`` tries are the ordinary passes, the rest moon
    passes), the passes race (``_race``, with ``config.pass_race_z`` > 0): one set aside totals
    infinity, and once ``keep`` alone is left no more deals are played.  Without ``keep`` (the
    coach) every pass is played out on every deal.  ``moons``: one count per try, of the deals
    where a seat took every point (the analysis's moon chance; the values are the same).
    ``ends``: one list per try, of each deal's points and cards taken (the analysis's play-outs).
    """
    target, source = view.pass_target, view.pass_source
    if target is None or source is None:
        raise ValueError("nothing to pass in this view")
    rest = bits(FULL & ~k.hand)
    racing = keep >= 0 and config.pass_race_z > 0
    values: list[list[float]] = [[] for _ in tries]
    live = list(range(len(tries)))
    work = 0
    for n in range(1, worlds + 1):
        after, passes = _pass_world(k, rest, target, rng)
        work += PASS_WORLD_WORK
        for j in live:
            if work + 52 > config.slice_cards:
                work = 0
                yield  # a slice ends before the playout that would take it past slice_cards
            work += 52
            combo, shooter = tries[j]
            if moons is None and ends is None:
                values[j].append(_pass_outcome(k, after, passes, combo, target, source, shooter))
            else:
                pts, won = _pass_points(k, after, passes, combo, target, source, shooter)
                if moons is not None:
                    moons[j] += POINTS_PER_HAND in pts
                if ends is not None:
                    ends[j].append((pts, won))
                values[j].append(hand_value(pts, k.me, k.moon_add, won, k.scoring, k.standing))
        if racing and config.pass_race_min <= n < worlds:
            live = _race(values, live, keep, ordinary, config.pass_race_z, config.pass_race_margin,
                         config.settle_prior_sd)
            if live == [keep]:
                break  # every other pass is out of the race
    inf = float("inf")
    out = [inf] * len(tries)
    for j in live:
        out[j] = _total(values[j])
    return out


def _total(values: list[float]) -> float:
    """The sum of ``values`` added left to right, as a running total would.

    Python 3.12's ``sum`` compensates, which could tip a tie another way than the running total
    did.
    """
    t = 0.0
    for v in values:
        t += v
    return t


def _race(values: list[list[float]], live: list[int], keep: int, ordinary: int, z: float,
          margin: float, prior_sd: float) -> list[int]:
    """The passes still in the running: ``settle`` within each group, the ordinary and the moon passes.

    All the moon passes go once the best of them is set aside for the best ordinary pass (it
    must beat that one to be chosen).  ``keep`` (Normal's pass, what the others must beat) is
    never set aside.
    """
    out = []
    bests = []
    for group in ([j for j in live if j < ordinary], [j for j in live if j >= ordinary]):
        if group:
            out += settle(values, group, z, margin, prior_sd, keep)
            bests.append(min(group, key=lambda j: (added(values[j]), j)))
    if len(bests) == 2 and _outdone(values[bests[1]], values[bests[0]], z, margin, prior_sd):
        out = [j for j in out if j < ordinary]
    return out


def _outdone(a: list[float], b: list[float], z: float, margin: float, prior_sd: float) -> bool:
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


def _pass_world(k: Knowledge, rest: list[int], target: int, rng: Rng) -> tuple[list[int], list[int]]:
    """A sampled deal before the pass, with each opponent's pass made as Normal makes it.

    Returns the opponents' hands once they have passed (this seat's pass not yet added) and what
    each of them passed.
    """
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
    pts, won = _pass_points(k, after, passes, combo, target, source, shooter)
    return hand_value(pts, k.me, k.moon_add, won, k.scoring, k.standing)


def _pass_points(k: Knowledge, after: list[int], passes: list[int], combo: list[int], target: int, source: int,
                 shooter: int = -1) -> tuple[list[int], list[int] | None]:
    """Each seat's points of one deal played out after passing ``combo``.

    With the cards each seat took, when the rules count them (else None).
    """
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
    pts = playout(final, lead, [], False, True, [0, 0, 0, 0], k.rules, [0, 0, 0, 0],
                  shooter, won)
    return pts, won


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
    k = Knowledge(view)
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
    cands = distinct_candidates(k, allowed)
    if len(cands) == 1:
        return to_card(cands[0])  # forced, or every legal card plays the same: no search
    if config.shoot and normal.shooting(k):
        return to_card(normal.shoot_card(k, allowed))  # the rollouts never plan a moon
    worlds, chosen, work = yield from weighed_deals(k, view, rng, config, deal)
    moon_plan = config.moon_try and may_shoot(k, config)
    if config.settle_z > 0:
        totals = yield from raced_totals(k, cands, worlds, chosen, rng, config, work, moon_plan)
    else:
        totals = yield from card_totals(k, cands, worlds, chosen, config, work, moon_plan)
    best = min(range(len(cands)), key=lambda i: (totals[i], cands[i]))
    return to_card(cands[best])


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
    reader = Reader(k, history, passed, pass_check, config.surprise)  # inference.likelihood, set up once
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


def card_totals(k: Knowledge, cands: list[int], worlds: list[list[int]], chosen: list[int], config: HardConfig,
                work: int = 0, moon_plan: bool = False) -> Generator[None, None, list[float]]:
    """Each candidate card's outcome summed over the drawn deals (lower is better).

    The exact finish plays the last ``endgame_hand`` cards, else rollouts, where ``moon_plan``
    also plays each card out with this seat shooting the moon and keeps the better plan.
    """
    outcomes = Outcomes(k, cands, config, work, moon_plan)
    yield from outcomes.play([worlds[j] for j in chosen], range(len(cands)))
    return [_total(row) for row in outcomes.per_card()]


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
        totals[i] = _total(per_card[i])
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
                    pts = playout(hands, leader, trick, broken, first, points, k.rules,
                                  voids, shooter, won)
                    row[i].append(hand_value(pts, me, k.moon_add, won, k.scoring, k.standing))
                    if moons is not None and POINTS_PER_HAND in pts:
                        moons[pi][i] += 1

    def per_card(self) -> list[list[float]]:
        """Per card, its outcomes under the plan (ordinary play or shooting) with the lower total."""
        return [min((v[i] for v in self.values), key=_total) for i in range(len(self.cands))]

    def moon_share(self, i: int) -> float:
        """The share of the deals played where a seat took every point, for candidate ``i``.

        Under the plan ``per_card`` counts for it; needs ``count_moons``.
        """
        if self.moons is None:
            raise ValueError("the moons were not counted")
        plan = min(range(len(self.plans)), key=lambda p: _total(self.values[p][i]))
        played = len(self.values[plan][i])
        return self.moons[plan][i] / played if played else 0.0


def settle(values: list[list[float]], live: list[int], z: float, margin: float, prior_sd: float,
           keep: int = -1) -> list[int]:
    """The choices still in the running after the deals so far; the rest are set aside for the best.

    Every other choice is set aside for the best (the lowest total) once it is not better than
    the best by ``margin`` points a deal, at ``z`` standard errors of the deal-by-deal
    differences (``_outdone``, whose spread never falls below one deal of ``prior_sd``, so a
    choice that has played the same as the best in the first few deals stays a while: rare deals
    tell them apart); ``keep`` is never set aside.  Once one choice is left, the best is settled
    and the search stops: a rule over the samples alone, never over time, so a seed gives the
    same decision on every machine.
    """
    best = min(live, key=lambda j: (added(values[j]), j))
    vb = values[best]
    return [j for j in live if j == best or j == keep or not _outdone(values[j], vb, z, margin, prior_sd)]


def moon_hand(hand: int, config: HardConfig = SHIPPED) -> bool:
    """Whether a 13-card hand is worth trying moon passes for.

    It is with ``config.pass_moon_high`` cards of rank Q or better, or six hearts with two of Q,
    K, A among them.
    """
    hearts = hand & HEART_MASK
    if popcount(hearts) >= 6 and popcount(hearts & HIGH_MASK) >= 2:
        return True
    return popcount(hand & HIGH_MASK) >= config.pass_moon_high


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
