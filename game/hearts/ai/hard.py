"""Hard: search over the hidden hands.

For each of a fixed number of sampled deals of the unseen cards (consistent with
everything the view proves), every distinct legal card is played and the hand is
finished with the fast rollout policy; the card with the best average outcome
(own points against the others', so a moon counts as it should) is chosen.  The
work per decision is fixed, never timed, so a seed always gives the same card;
the generator yields after each sampled deal.
"""

from __future__ import annotations

from typing import Generator

from game.cards import Card
from game.rng import Rng

from ..view import PlayerView
from . import normal
from .fastsim import legal_mask, playout
from .knowledge import QS, Knowledge, bits, to_card
from .inference import likelihood, play_history, resample
from .sampler import sample_world

WORLDS = 40
CANDIDATE_FACTOR = 4


def think_pass(view: PlayerView, rng: Rng) -> Generator[None, None, list[Card]]:
    k = Knowledge(view)
    return [to_card(c) for c in normal.choose_pass(k.hand)]
    yield


def distinct_candidates(k: Knowledge, allowed: int) -> list[int]:
    """One card per run of equivalent cards (neighbours in a suit with nothing
    unseen between them play the same; Q♠ is never like its neighbours)."""
    cards = bits(allowed)
    out: list[int] = []
    prev = -2
    for c in cards:
        if (
            out
            and c // 13 == prev // 13
            and c != QS
            and prev != QS
            and not (k.unseen & (((1 << c) - 1) & ~((1 << (prev + 1)) - 1)))
        ):
            out[-1] = c  # same run: keep the higher, it is the same card for the outcome
        else:
            out.append(c)
        prev = c
    return out


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
    totals = [0.0] * len(cands)
    me = k.me
    history = play_history(view)
    passed = view.pass_direction != "none"
    pool = []
    weights = []
    for j in range(worlds * CANDIDATE_FACTOR):
        world = sample_world(k, rng)
        pool.append(world)
        weights.append(likelihood(world, k, history, passed))
        if j % 16 == 15:
            yield
    for world in resample(pool, weights, worlds, rng):
        for i, c in enumerate(cands):
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
                for j in range(1, 4):
                    if trick[j] // 13 == led and trick[j] > trick[wi]:
                        wi = j
                leader = (leader + wi) & 3
                points[leader] += sum(1 if x >= 39 else (13 if x == 36 else 0) for x in trick)
                trick = []
                first = False
            voids = k.voids
            if k.trick and c // 13 != k.trick[0] // 13:
                voids = list(voids)
                voids[me] |= 1 << (k.trick[0] // 13)
            pts = playout(hands, leader, trick, broken, first, points, k.queen_waits, k.no_points_first, voids)
            totals[i] += evaluate(pts, me, k.moon_add)
        yield
    best = min(range(len(cands)), key=lambda i: (totals[i], cands[i]))
    return to_card(cands[best])
