"""Hard: search over the hidden hands.

Play: deal the unseen cards many times in ways the view allows (shown voids, the
cards this seat passed), weigh each deal by how well it explains the opponents' play so far
(inference.likelihood), draw WORLDS deals in proportion, and in each of them try
every distinct legal card, finishing the hand with the fast rollout policy.  The
card with the best average outcome wins: own points against the others' average,
so a moon counts as it should.

Pass: try three-card passes from Normal's most passable cards on sampled deals in
which the opponents pass as Normal does, and play each out the same way; with a hand
that might take every trick, also passes of its lowest cards played out with this
seat shooting the moon.

Moons by search: while no opponent has a point and the hand could take the tricks
that are left, every card is also played out with this seat shooting (MOON_TRY).

The work per decision is fixed (counted in deals and simulated cards, never in
time), so a seed always gives the same answer on every machine; the generator
yields after each slice of about SLICE_CARDS simulated cards (under a millisecond
natively), so the table screen can spread the search over frames.
"""

from __future__ import annotations

from itertools import combinations
from typing import Generator

from game.cards import Card
from game.rng import Rng

from ..view import PlayerView
from . import normal
from .endgame import Solver
from .fastsim import legal_mask, playout
from .knowledge import FULL, HEART_MASK, HIGH_MASK, Knowledge, bits, mask_of, one_per_run, popcount, to_card
from . import inference
from .inference import across_pass_check, likelihood, play_history, policy_constraints, resample, surprises
from .sampler import Sampler

WORLDS = 40
CANDIDATE_FACTOR = 4
# 150 simulated cards (~0.75 ms natively on an idle core; 300 was 1.5 ms) keep every
# slice near the 1 ms budget of issue 15; where the yields fall never changes a decision.
SLICE_CARDS = 150
# Off since issue 15: the policy-constrained deals assume every opponent plays like the
# rollout policy (Normal).  Against OpenSpiel's ISMCTS (2 v 2, 200 hands, same deals)
# Hard went from +0.52 ± 0.50 to -0.66 ± 0.60 points per hand behind/ahead of it with
# this off and SURPRISE 0.5, and drew level with the old Hard at a table with Normal.
INFORMED = False
PASS_CHECK = True
SHOOT = True
PASS_SHORTLIST = 7
# 24, not 40: each deal plays out all 35 candidate passes, and at 40 the passes (0.2-0.35 s)
# put Hard's 95th percentile decision at 207-284 ms in tests/perf/bench.py (budget 250).
PASS_WORLDS = 24
PASS_MARGIN = 0.5
#: Passing by successive halving: (deals, passes kept) per round; () plays all the
#: candidate passes on PASS_WORLDS deals each.  ((8, 12), (16, 4), (64, 4)), the same
#: work, measured +0.02 ± 0.17 points a hand against 3 Normal (1,200 hands, paired): off.
PASS_ROUNDS: tuple = ()
#: Moon defence by search: while one opponent has taken every point so far, it is read
#: two ways, as the rollout policy and as a shooter (fastsim.shoot_policy), with this
#: prior for the shooter; in each sampled deal it goes for the moon in the rollouts with
#: the chance its play so far gives that model, so Hard sees what a shot would cost
#: and pays a point to stop it when that is cheaper.  0 turns the defence off.
MOON_WATCH = 0.0
#: Moon attack by search: while no opponent has taken a point and the hand could take
#: the tricks, every card is also tried with Hard itself shooting in the rollouts, and
#: the better plan counts.  Against 3 Normal (duplicate arena, 1,200 hands, seed 11,
#: paired by deal) Hard's lead over Normal went from 1.28 to 1.78 points a hand.
MOON_TRY = True
#: may_shoot's gate: at least MOON_TRY_HIGH cards of rank Q or better, and twice that
#: many at least the cards left minus MOON_TRY_SLACK (3 instead of 1: 1.96 instead of
#: 1.78 with MOON_TRY alone, more moons and more points of its own: kept at 1).
MOON_TRY_HIGH = 3
MOON_TRY_SLACK = 1
#: Moon passes: with a hand that might take every trick (moon_hand), the pass search
#: also tries every three of its five lowest cards, played out with this seat
#: shooting; one wins if it beats every ordinary pass.  With MOON_TRY, Hard's lead
#: over Normal went to 2.84 points a hand (same deals; its moons from 30 to 114).
PASS_MOON = True
PASS_MOON_HIGH = 5
#: The exact finish (ai/endgame.py): with this many cards or fewer in Hard's hand, each
#: sampled deal is searched to the end instead of rolled out (0: never).  Measured
#: against 3 Normal (duplicate arena, 300 deals = 1,200 hands, seed 11, paired by deal):
#: 5 cards -0.05 ± 0.045 points a hand against the rollout, and on seed 12 (800 hands)
#: -0.13 ± 0.09; pooled -0.08 ± 0.044 over 2,000 hands (a small gain); decisions
#: with 6 cards cost ~60 ms median (182 ms the worst), 7 cards ~110 ms (390 ms): too
#: slow.  max^n over every seat costs ~150 ms median at 4 cards: only 3 fit.
ENDGAME_HAND = 5
#: "self": Hard searches its own plays, the opponents play the rollout policy;
#: "maxn": every seat searches its own best.
ENDGAME_MODE = "self"
#: A search node costs more than a simulated card (a policy call plus the bookkeeping):
#: at 150 nodes the longest slice was 1.05 ms in tests/perf/bench.py's positions.
ENDGAME_SLICE_NODES = 100
#: Candidate allocation: after half the deals, cards this many points a deal behind
#: the best are dropped and their share of the work buys more deals for the rest
#: (0: every card gets every deal).  1.5 measured +0.17 ± 0.16 points a hand against
#: 3 Normal (1,200 hands, paired: worse); WORLDS=100 instead of 40, -0.02 ± 0.21: no gain.
PRUNE = 0.0


def think_pass(view: PlayerView, rng: Rng) -> Generator[None, None, list[Card]]:
    """Try the likely passes (three of Normal's most passable cards) on sampled
    deals: every opponent passes as Normal would, the hand is played out with the
    rollout policy, and the pass with the best average wins.  Normal's own choice
    is kept unless another is better by PASS_MARGIN points."""
    k = Knowledge(view)
    hand = k.hand
    default = sorted(normal.choose_pass(hand))
    scores = normal.pass_scores(hand)
    short = sorted(scores, key=lambda c: (-scores[c], -c))[:PASS_SHORTLIST]
    combos = [sorted(t) for t in combinations(short, 3)]
    if default not in combos:
        combos.append(default)
    moon_combos = []
    if PASS_MOON and moon_hand(hand):
        low = sorted(bits(hand), key=lambda c: (c % 13, c))[:5]
        moon_combos = [sorted(t) for t in combinations(low, 3)]
    target = view.pass_target
    source = view.pass_source
    rest = bits(FULL & ~hand)
    if PASS_ROUNDS:
        return (yield from _pass_by_rounds(k, combos, default, target, source, rest, rng))
    # (pass, shooter): the ordinary passes played out as usual, the moon passes with
    # this seat shooting
    tries = [(combo, -1) for combo in combos] + [(combo, k.me) for combo in moon_combos]
    totals = [0.0] * len(tries)
    work = 0
    for _ in range(PASS_WORLDS):
        after, passes = _pass_world(k, rest, target, rng)
        for j, (combo, shooter) in enumerate(tries):
            totals[j] += _pass_outcome(k, after, passes, combo, target, source, shooter)
            work += 52
            if work >= SLICE_CARDS:
                work = 0
                yield
    base = totals[combos.index(default)]
    best = min(range(len(combos)), key=lambda j: (totals[j], combos[j]))
    if moon_combos:
        moon = min(range(len(combos), len(tries)), key=lambda j: (totals[j], tries[j][0]))
        if totals[moon] < min(totals[best], base - PASS_MARGIN * PASS_WORLDS):
            return [to_card(c) for c in tries[moon][0]]
    if totals[best] < base - PASS_MARGIN * PASS_WORLDS:
        return [to_card(c) for c in combos[best]]
    return [to_card(c) for c in default]


def _pass_world(k: Knowledge, rest: list, target: int, rng: Rng) -> tuple:
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


def _pass_outcome(k: Knowledge, after: list, passes: list, combo: list, target: int, source: int,
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
    return evaluate(pts, k.me, k.moon_add)


def _pass_by_rounds(k: Knowledge, combos: list, default: list, target: int, source: int, rest: list,
                    rng: Rng) -> Generator[None, None, list[Card]]:
    """Successive halving over the candidate passes: every pass is played on the first
    deals, only the better part goes on to more deals (PASS_ROUNDS: deals per round and
    how many passes survive it), so the close passes are told apart on many deals."""
    totals = [0.0] * len(combos)
    active = list(range(len(combos)))
    d = 0
    work = 0
    for deals, keep in PASS_ROUNDS:
        for _ in range(deals):
            after, passes = _pass_world(k, rest, target, rng)
            d += 1
            for j in active:
                totals[j] += _pass_outcome(k, after, passes, combos[j], target, source)
                work += 52
                if work >= SLICE_CARDS:
                    work = 0
                    yield
        active = sorted(active, key=lambda j: (totals[j], combos[j]))[: max(1, keep)]
    best = active[0]
    base = combos.index(default)
    if base in active and totals[best] >= totals[base] - PASS_MARGIN * d:
        best = base
    return [to_card(c) for c in combos[best]]


def distinct_candidates(k: Knowledge, allowed: int) -> list[int]:
    """One card per run of equivalent cards (knowledge.one_per_run, the rule the exact
    finish also uses): what is still in play is the unseen cards, this hand and the
    trick on the table."""
    in_play = k.unseen | k.hand
    for x in k.trick:
        in_play |= 1 << x
    return one_per_run(allowed, in_play)


def evaluate(points: list, me: int, moon_add: bool) -> float:
    """Own score minus the others' average for the finished hand (lower is better)."""
    for s in range(4):
        if points[s] == 26:
            if moon_add:
                scores = [0 if x == s else 26 for x in range(4)]
            else:
                scores = [-26 if x == s else 0 for x in range(4)]
            break
    else:
        scores = points
    return scores[me] - (sum(scores) - scores[me]) / 3.0


def think_play(view: PlayerView, rng: Rng, worlds: int = 0) -> Generator[None, None, Card]:
    worlds = worlds or WORLDS
    k = Knowledge(view)
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.queen_waits, k.no_points_first)
    cands = distinct_candidates(k, allowed)
    if len(cands) == 1:
        return to_card(cands[0])
    if SHOOT and normal.shooting(k):
        return to_card(normal.shoot_card(k, allowed))  # the rollouts never plan a moon
    me = k.me
    history = play_history(view)
    passed = view.pass_direction != "none"
    pool = []
    weights = []
    worlds_seen = []
    pass_check = across_pass_check(k, mask_of(view.passed), mask_of(view.received)) if PASS_CHECK else None
    samplers = [Sampler(k)]
    if history and INFORMED:
        samplers.append(Sampler(k, policy_constraints(k, history)))
    # work is counted in simulated cards (about 5 microseconds each natively) and a
    # slice ends once it passes SLICE_CARDS: a fixed split, the same on every machine
    work = 0
    sample_cost = popcount(k.unseen) + 4 * len(history)
    watch = moon_suspect(k) if MOON_WATCH else -1
    shoot_odds = []
    for j in range(worlds * CANDIDATE_FACTOR):
        world = samplers[j % len(samplers)].sample(rng)
        pool.append(j)
        if watch >= 0:
            # two models of the suspect: it plays as the rollout policy, or it has been
            # going for the moon (prior MOON_WATCH); the deal is weighed by both, and
            # the share the moon model explains is the chance it shoots in the rollouts
            prior, misses, shoot_misses = surprises(world, k, history, passed, pass_check, watch)
            w = prior
            for s in range(4):
                if s != watch and misses[s]:
                    w *= inference.SURPRISE ** misses[s]
            a = (1.0 - MOON_WATCH) * inference.SURPRISE ** misses[watch]
            b = MOON_WATCH * inference.SURPRISE ** shoot_misses
            weights.append(w * (a + b))
            shoot_odds.append(b / (a + b))
        else:
            weights.append(likelihood(world, k, history, passed, pass_check))
        worlds_seen.append(world)
        work += sample_cost
        if work >= SLICE_CARDS:
            work = 0
            yield
    playout_cost = popcount(k.unseen) + popcount(k.hand)
    chosen = resample(pool, weights, worlds, rng)
    if ENDGAME_HAND and popcount(k.hand) <= ENDGAME_HAND and watch < 0:
        totals = [0.0] * len(cands)
        # one solver for every deal: its node count runs on from deal to deal, so a
        # slice never spans many small searches; its table is keyed by the whole
        # position (every hand), so sharing it between deals is exact.  It tries every
        # line of this seat's own play, so a moon (MOON_TRY's plan) is among them.
        solver = Solver(me, ENDGAME_MODE, k.queen_waits, k.no_points_first, k.moon_add, ENDGAME_SLICE_NODES)
        for j in chosen:
            for i, c in enumerate(cands):
                state = after_card(k, worlds_seen[j], c)
                pts = yield from solver.finish(*state)
                totals[i] += evaluate(pts, me, k.moon_add)
        best = min(range(len(cands)), key=lambda i: (totals[i], cands[i]))
        return to_card(cands[best])
    plans = [-1]
    if MOON_TRY and may_shoot(k):
        plans.append(me)
    plan_totals = [[0.0] * len(cands) for _ in plans]
    active = list(range(len(cands)))
    halfway = len(chosen) // 2 if PRUNE and len(plans) == 1 and len(cands) > 2 else -1
    for n, j in enumerate(chosen):
        if n == halfway:
            # successive halving: the cards already PRUNE points a deal behind the best
            # stop here, and the work they leave goes into more deals for the close ones
            totals = plan_totals[0]
            top = min(totals)
            keep = [i for i in active if totals[i] <= top + PRUNE * n]
            if len(keep) < len(active):
                extra = (len(active) - len(keep)) * (len(chosen) - n) // len(keep)
                active = keep
                chosen.extend(resample(pool, weights, extra, rng))
        world = worlds_seen[j]
        base_shooter = watch if watch >= 0 and rng.random() < shoot_odds[j] else -1
        for pi, plan in enumerate(plans):
            shooter = plan if plan >= 0 else base_shooter
            totals = plan_totals[pi]
            for i in active:
                if work >= SLICE_CARDS:
                    work = 0
                    yield
                work += playout_cost
                hands, leader, trick, broken, first, points, voids = after_card(k, world, cands[i])
                pts = playout(hands, leader, trick, broken, first, points, k.queen_waits, k.no_points_first,
                              voids, shooter)
                totals[i] += evaluate(pts, me, k.moon_add)
    if halfway >= 0 and len(active) < len(cands):
        best = min(active, key=lambda i: (plan_totals[0][i], cands[i]))
        return to_card(cands[best])
    totals = [min(t[i] for t in plan_totals) for i in range(len(cands))]
    best = min(range(len(cands)), key=lambda i: (totals[i], cands[i]))
    return to_card(cands[best])


def after_card(k: Knowledge, world: list, c: int) -> tuple:
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
        led = trick[0] // 13
        wi = 0
        for i in range(1, 4):
            if trick[i] // 13 == led and trick[i] > trick[wi]:
                wi = i
        leader = (leader + wi) & 3
        points[leader] += sum(1 if x >= 39 else (13 if x == 36 else 0) for x in trick)
        trick = []
        first = False
    voids = k.voids
    if k.trick and c // 13 != k.trick[0] // 13:
        voids = list(voids)
        voids[me] |= 1 << (k.trick[0] // 13)
    return hands, leader, trick, broken, first, points, voids


def moon_suspect(k: Knowledge) -> int:
    """The opponent who has taken every point so far (-1: none, or I have some)."""
    taker = -1
    for s in range(4):
        if k.points[s]:
            if taker >= 0 or s == k.me:
                return -1
            taker = s
    return taker


def moon_hand(hand: int) -> bool:
    """A 13-card hand worth trying moon passes for: PASS_MOON_HIGH cards of rank Q or
    better, or six hearts with two of Q, K, A among them."""
    hearts = hand & HEART_MASK
    if popcount(hearts) >= 6 and popcount(hearts & HIGH_MASK) >= 2:
        return True
    return popcount(hand & HIGH_MASK) >= PASS_MOON_HIGH


def may_shoot(k: Knowledge) -> bool:
    """Could this hand still take every point?  No opponent has one, and the hand
    holds enough high cards (Q or better) for the tricks that are left."""
    if any(k.points[s] for s in range(4) if s != k.me):
        return False
    high = popcount(k.hand & HIGH_MASK)
    left = popcount(k.hand)
    return high * 2 >= left - MOON_TRY_SLACK and high >= MOON_TRY_HIGH
