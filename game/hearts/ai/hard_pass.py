"""Hard's pass: the likely passes played out on sampled deals, the opponents passing as Normal does.

Three of Normal's most passable cards (seven with moon chances, else five) are tried on
sampled deals in which the opponents pass as Normal does, each played out with the rollout
policy (raced as the cards are, ``_race``); with a hand that might take every trick, also
passes of its lowest cards played out with this seat shooting the moon.
"""

from __future__ import annotations

from collections.abc import Generator
from itertools import combinations

from game.cards import Card
from game.rng import Rng

from ..kinds import DecisionKind
from ..scoring import POINTS_PER_HAND
from ..view import PlayerView
from . import normal
from .evaluation import Choice, Evaluation
from .fastsim import playout
from .hard_config import SHIPPED, HardConfig
from .knowledge import FULL, HEART_MASK, HIGH_MASK, Knowledge, bits, hand_value, popcount, to_card
from .moon_rollout import Playout, rollout_for
from .race import outdone, running_total, settle
from .standing import added

#: What dealing one sampled deal before the pass costs (the shuffle and the three
#: opponents' passes), in the simulated cards a slice of work is counted in
#: (docs/hearts-ai.md, "Decision time", has the timing it rests on).
PASS_WORLD_WORK = 36


def think_pass(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, list[Card]]:
    """Choose a pass by playing the likely passes out on sampled deals (:func:`evaluate_pass`'s choice)."""
    ev = yield from evaluate_pass(view, rng, config)
    return list(ev.best)


def evaluate_pass(view: PlayerView, rng: Rng, config: HardConfig = SHIPPED) -> Generator[None, None, Evaluation]:
    """Every pass Hard tries from ``view``'s hand with its total, and the pass Hard makes.

    The likely passes are three of Normal's most passable cards: on each deal every opponent
    passes as Normal would, the hand is played out with the rollout policy, and the passes race
    (Normal's own pass is never set aside).  Normal's own choice is kept unless another is better
    by ``config.pass_margin`` points a deal; a moon pass must beat both.  A pass tried both as an
    ordinary pass and as a moon pass counts its better plan.
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
    chosen = default
    if moon_combos:
        moon = min(range(len(combos), len(tries)), key=lambda j: (totals[j], tries[j][0]))
        if totals[moon] < min(totals[best], base - margin):
            chosen = tries[moon][0]
    if chosen is default and totals[best] < base - margin:
        chosen = combos[best]
    better: dict[tuple[int, ...], float] = {}
    for (combo, _), total in zip(tries, totals, strict=True):
        key = tuple(combo)
        better[key] = min(total, better.get(key, total))
    choices = tuple(Choice(tuple(to_card(c) for c in key), total, config.pass_worlds)
                    for key, total in sorted(better.items()))
    mine = tuple(to_card(c) for c in chosen)
    return Evaluation(DecisionKind.PASS, choices, mine, frozenset([mine]), len(choices))


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


def moon_hand(hand: int, config: HardConfig = SHIPPED) -> bool:
    """Whether a 13-card hand is worth trying moon passes for.

    It is with ``config.pass_moon_high`` cards of rank Q or better, or six hearts with two of Q,
    K, A among them.
    """
    hearts = hand & HEART_MASK
    if popcount(hearts) >= 6 and popcount(hearts & HIGH_MASK) >= 2:
        return True
    return popcount(hand & HIGH_MASK) >= config.pass_moon_high


def pass_totals(k: Knowledge, view: PlayerView, tries: list[tuple[list[int], int]], worlds: int, rng: Rng,
                config: HardConfig, keep: int = -1, ordinary: int = 0,
                moons: list[int] | None = None,
                ends: list[list[tuple[list[int], list[int] | None]]] | None = None,
                play: Playout | None = None) -> Generator[None, None, list[float]]:
    """Play each (pass, shooter) of ``tries`` out on the same sampled deals; sum this seat's values.

    Every opponent passes as Normal would on the ``worlds`` deals.  Given ``keep`` (the pass the
    others must beat; the first ``ordinary`` tries are the ordinary passes, the rest moon
    passes), the passes race (``_race``, with ``config.pass_race_z`` > 0): one set aside totals
    infinity, and once ``keep`` alone is left no more deals are played.  Without ``keep`` (the
    coach) every pass is played out on every deal.  ``moons``: one count per try, of the deals
    where a seat took every point (the analysis's moon chance; the values are the same).
    ``ends``: one list per try, of each deal's points and cards taken (the analysis's play-outs).
    ``play``: the play-out (None: the config's).
    """
    target, source = view.pass_target, view.pass_source
    if target is None or source is None:
        raise ValueError("nothing to pass in this view")
    rest = bits(FULL & ~k.hand)
    racing = keep >= 0 and config.pass_race_z > 0
    values: list[list[float]] = [[] for _ in tries]
    live = list(range(len(tries)))
    work = 0
    play = play or rollout_for(config.moon_rollouts, config.moon_run_losers, config.moon_stop_points) or playout
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
                values[j].append(_pass_outcome(k, after, passes, combo, target, source, shooter, play))
            else:
                pts, won = _pass_points(k, after, passes, combo, target, source, shooter, play)
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
        out[j] = running_total(values[j])
    return out


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
    if len(bests) == 2 and outdone(values[bests[1]], values[bests[0]], z, margin, prior_sd):
        out = [j for j in out if j < ordinary]
    return out


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
                  shooter: int = -1, play: Playout = playout) -> float:
    """This seat's evaluation of one deal played out (by ``play``) after passing ``combo``."""
    pts, won = _pass_points(k, after, passes, combo, target, source, shooter, play)
    return hand_value(pts, k.me, k.moon_add, won, k.scoring, k.standing)


def _pass_points(k: Knowledge, after: list[int], passes: list[int], combo: list[int], target: int, source: int,
                 shooter: int = -1, play: Playout = playout) -> tuple[list[int], list[int] | None]:
    """Each seat's points of one deal played out (by ``play``) after passing ``combo``.

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
    pts = play(final, lead, [], False, True, [0, 0, 0, 0], k.rules, [0, 0, 0, 0], shooter, won)
    return pts, won

