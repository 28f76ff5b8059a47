"""The analysis's play-outs: each of South's cards played out on fresh deals, scored in South's points.

What Why? and the coach show is measured here, in the unit the screen names: what the rest of
the hand adds to South's score (the hand's score as the rules count it, a moon included, less
what South has already taken).  Hard's own search weighs South's points against the others'
average instead; the hint's choice is still Hard's, only the numbers shown come from here.

The deals are Hard's (:func:`.hard.weighed_deals`, drawn from the stream right after the
evaluation), the play-outs Hard's rollouts and exact finish, with the moons played as the
players play them (measured against hands played out by Hard in every seat, docs/hearts.md):

- South goes for the moon where Normal's rule says the moon is safe (``normal.shooting``), as
  Hard does; Hard's other moon plans (``moon_try``) shoot more surely in the rollouts than in
  play, so they are not counted;
- another seat that could still take every point on that deal (no one else has a point, and
  it has taken RIVAL_POINTS or its cards there hold the high cards ``may_shoot`` asks of
  South) goes for the moon in the rollout until someone else takes a point (RIVAL_RULE; the
  moon play-out's rule by the seat's cards is there too, measured and off, and so is a stop
  from its first point that the stoppers pay for, RIVAL_STOP_FROM);
- in the last four cards, while one seat can still take every point, every seat plays its own
  best in the exact finish (``maxn``): a moon is stopped where it can be, and made where it
  cannot be stopped (Hard's own exact finish plays South's best against the rollout policy,
  which lets South's moons through far more often than players do);
- with five to eight cards, where South has every point so far, a search of South's moon
  alone on each deal (``MoonSearch``: South against the other three together, far cheaper
  than every seat's best) makes it where no one can stop it and stops it where someone can.

Each card's play-outs are independent of the cards played beside it, so the coach's grade of
one card (:func:`.teaching.coach.measured_margin`) and the analysis's row of it are the same number.
No pygame here.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, replace
from functools import partial

from game.cards import Card
from game.rng import Rng

from ..bits import legal_mask
from ..rules import Rules
from ..scoring import POINTS_PER_HAND
from ..view import PlayerView
from . import normal
from .deal_state import after_card, won_after_card
from .endgame import Solver
from .fastsim import THREAT_POINTS, playout
from .hard import HardConfig, may_shoot, moon_hand, pass_totals, weighed_deals
from .knowledge import (
    HIGH_MASK,
    JD,
    POINT_MASK,
    SUIT_MASK,
    SUIT_OF,
    Knowledge,
    hand_scores,
    hand_value,
    one_per_run,
    popcount,
)
from .moon_rollout import Playout, moon_playout, runner

#: The fresh deals a choice is measured on, as a multiple of the search's.
FRESH_FACTOR = 2
#: Hard's own moon plan (``moon_try``) played out beside the ordinary play, counted for a card
#: where Hard's value prefers it; off: only Normal's certain moon is played for (see above).
OWN_MOON_PLAN = False
#: Another seat that has taken this many points, and no one else any, goes for the moon in the
#: play-outs whatever its cards (RIVAL_RULE "points").
RIVAL_POINTS = 1
#: Whose moon the play-outs play for, of the seats but South: "points", ``rival_shooter``'s
#: (the high cards of a moon, or RIVAL_POINTS taken); "cards", the moon play-out's
#: (``moon_rollout.moon_playout``): a seat with every point so far and at most RIVAL_LOSERS
#: cards another hand can beat goes for it, looked for after every trick with points, and the
#: others stop a seat holding every point from RIVAL_STOP_POINTS on.
RIVAL_RULE = "points"
#: "cards": the most beatable cards of a seat that goes for the moon ...
RIVAL_LOSERS = 3
#: ... and the points of a lone holder of points from which the others stop it (above 26:
#: never; the players' moons are made about that often, docs/hearts.md) ...
RIVAL_STOP_POINTS = 27
#: ... and whether such a seat is played by the moon play-out in the exact finish too (off:
#: every seat its own best there, EXACT_MODE).
RIVAL_EXACT = True
#: RIVAL_RULE "points": the points of the seat that goes for the moon from which the others stop
#: it in the play-outs, taking a point off it with the lowest card that wins and throwing it
#: nothing with points (``moon_rollout.stop_card``), South's own points from it counted; from
#: the rollout policy's own THREAT_POINTS on: its defence, as ever.
RIVAL_STOP_FROM = THREAT_POINTS
#: ... and whether, so stopped, it is played so in the last four cards too (off: every seat its
#: own best there, EXACT_MODE).
RIVAL_STOP_EXACT = False
#: Whether the pass's play-outs play the others' moons by RIVAL_RULE "cards" too (off: no
#: other seat goes for the moon there, as in Hard's pass search).
PASS_RIVALS = False
#: The exact finish in the play-outs: "maxn", every seat playing its own best (a moon is
#: stopped where it can be); "self", Hard's: South's best against the rollout policy;
#: "moon": "maxn" while one seat can still take every point and South holds MAXN_HAND cards
#: or fewer, else "self"; "rollout": none.
EXACT_MODE = "moon"
#: The most cards in South's hand for "maxn" (every seat searching costs far more: with five
#: cards each one deal's finish can take most of a second of CPU).
MAXN_HAND = 4
#: "maxn"'s slices are this many times fewer nodes than Hard's exact finish's.
MAXN_NODES = 3
#: With this many cards in South's hand or fewer (and more than MAXN_HAND), while South has
#: every point so far, whether South can still take them all is searched on each deal
#: (``MoonSearch``): the moon is made where the others cannot stop it, and stopped where they can.
MOON_SEARCH_HAND = 8
#: The most nodes one moon search (a card on a deal) may take; past it the deal is played out as before.
MOON_SEARCH_NODES = 600
#: Whether another seat's moon is searched too (off: only South's; another seat's is played
#: for as before, ``rival_shooter``: players let more of them through than a search of the
#: open deal does, docs/hearts.md).
STOP_RIVALS = False


class MoonSearch:
    """Whether one seat can take every point left on a known deal, whatever the others play.

    The shooter tries each of its lines, the other three each of theirs together against it
    (a game of two sides, so a line that stops the moon ends the search of that branch):
    far cheaper than every seat searching its own best.  Counts its nodes, yields every
    ``slice_nodes`` of them, and gives up (``None``) past ``limit``.
    """

    __slots__ = ("rules", "slice_nodes", "limit", "work", "nodes", "table")

    def __init__(self, rules: Rules, slice_nodes: int, limit: int) -> None:
        """Set the search up for one decision's rules."""
        self.rules = rules
        self.slice_nodes = slice_nodes
        self.limit = limit
        self.work = 0
        self.nodes = 0
        self.table: dict[tuple[int, ...], bool] = {}

    def forced(self, shooter: int, hands: list[int], leader: int, trick: list[int], broken: bool,
               first: bool) -> Generator[None, None, bool | None]:
        """Whether ``shooter`` takes every point still in play (None: the search gave up).

        The positions found are kept for the next search on the same deal (``table``: clear it
        for another deal), so the candidates of one deal share them.
        """
        self.nodes = 0
        try:
            return (yield from self._search(shooter, list(hands), leader, list(trick), broken, first))
        except _GaveUp:
            return None

    def _search(self, shooter: int, hands: list[int], leader: int, trick: list[int], broken: bool,
                first: bool) -> Generator[None, None, bool]:
        self.work += 1
        self.nodes += 1
        if self.work >= self.slice_nodes:
            self.work = 0
            yield
        if self.nodes > self.limit:
            raise _GaveUp
        n = len(trick)
        key: tuple[int, ...] = ()
        if n == 0:
            if not (hands[0] | hands[1] | hands[2] | hands[3]) & POINT_MASK:
                return True
            key = (hands[0], hands[1], hands[2], hands[3], leader, broken, shooter)
            hit = self.table.get(key)
            if hit is not None:
                return hit
            if leader == shooter and _all_winners(hands, shooter):
                return True
        seat = (leader + n) & 3
        h = hands[seat]
        inplay = hands[0] | hands[1] | hands[2] | hands[3]
        for x in trick:
            inplay |= 1 << x
        choices = one_per_run(legal_mask(h, trick, broken, first, self.rules), inplay)
        choices.reverse()  # high cards first: the likeliest to win a trick, or to stop a moon
        mine = seat == shooter
        result = not mine
        for c in choices:
            nh = list(hands)
            nh[seat] = h & ~(1 << c)
            nb = broken or c >= 39
            if n == 3:
                t = trick + [c]
                led = SUIT_OF[t[0]]
                wi = max(range(4), key=lambda i: t[i] if SUIT_OF[t[i]] == led else -1)
                taker = (leader + wi) & 3
                has_points = any(POINT_MASK >> x & 1 for x in t)
                if has_points and taker != shooter:
                    ok = False
                else:
                    ok = yield from self._search(shooter, nh, taker, [], nb, False)
            else:
                ok = yield from self._search(shooter, nh, leader, trick + [c], nb, first)
            if ok == mine:
                result = mine
                break
        if n == 0:
            self.table[key] = result
        return result


def _all_winners(hands: list[int], seat: int) -> bool:
    """Whether every card of ``seat``'s is above every other card of its suit still out.

    On lead with such a hand a seat takes every trick left.
    """
    h = hands[seat]
    others = (hands[0] | hands[1] | hands[2] | hands[3]) ^ h
    for suit in SUIT_MASK:
        mine = h & suit
        if mine and (others & suit) >> (mine & -mine).bit_length():
            return False
    return True


class _GaveUp(Exception):
    """The moon search went past its limit of nodes."""


@dataclass(frozen=True)
class Forecast:
    """Each candidate's play-outs on the fresh deals, under the plan Hard would follow with it."""

    #: per candidate: what the rest of the hand added to South's score on each deal
    points: list[list[float]]
    #: per candidate: Hard's value on each deal (the search's unit, before POINTS_PER_VALUE)
    values: list[list[float]]
    #: per candidate: on how many deals each seat took every point
    moons: list[list[int]]
    #: per candidate: whether South's moon plan was the one counted
    shooting: list[bool]
    #: whether the exact finish played the deals out (the last few cards in hand)
    exact: bool = False
    #: whether the hand could end the game: the values are then the game's (ai/standing.py)
    in_game: bool = False
    #: the points South has taken this hand so far
    taken: int = 0
    #: whether the choices are passes (the hand played out from the pass)
    passing: bool = False
    #: whether South holds its last card: no seat has a choice left, so the play-outs only
    #: sample the hidden hands and their mean is what the trick adds, with no bias
    last_card: bool = False

    def mean(self, i: int) -> float:
        """Candidate ``i``'s expected points for the rest of the hand."""
        row = self.points[i]
        return sum(row) / len(row) if row else 0.0

    def moon_shares(self, i: int) -> tuple[float, ...]:
        """The share of the deals on which each seat took every point after candidate ``i``."""
        n = len(self.points[i])
        return tuple(m / n if n else 0.0 for m in self.moons[i])

    def expected_points(self, i: int) -> float:
        """Candidate ``i``'s expected points for the rest of the hand (:func:`expected_points`)."""
        return expected_points(self, i)

    def margin(self, i: int, j: int) -> float:
        """How many points candidate ``i`` is worse than ``j`` on the same deals (:func:`margin`)."""
        return margin(self, i, j)


def taken(k: Knowledge) -> int:
    """What South's score has from this hand so far: the points taken (and J♦ when it counts)."""
    score = k.points[k.me]
    if k.scoring.counts_won and k.won[k.me] >> JD & 1:
        score += k.scoring.jack_points
    return score


def added(pts: Sequence[int], won: Sequence[int] | None, k: Knowledge, before: int) -> float:
    """What a finished hand's points add to South's score: the hand's score less ``before``.

    The hand is scored as the rules score it, a moon included.
    """
    return float(hand_scores(pts, k.moon_add, won, k.scoring)[k.me] - before)


def rival_shooter(k: Knowledge, world: list[int], config: HardConfig) -> int:
    """Another seat that could take every point on this deal (-1: none).

    No seat but it has a point, and its cards on this deal hold the high cards ``may_shoot``
    asks of South, or it has taken RIVAL_POINTS already; of several, the one with the most
    points, then the most high cards.
    """
    best, key = -1, (-1, -1)
    for s in range(4):
        if s == k.me or any(k.points[t] for t in range(4) if t != s):
            continue
        hand = world[s]
        high = popcount(hand & HIGH_MASK)
        strong = high >= config.moon_try_high and high * 2 >= popcount(hand) - config.moon_try_slack
        if not strong and k.points[s] < RIVAL_POINTS:
            continue
        if (k.points[s], high) > key:
            best, key = s, (k.points[s], high)
    return best


def rival_runner(k: Knowledge, world: list[int], c: int) -> int:
    """The seat but South that goes for the moon once South has played ``c`` (-1: none).

    By the moon play-out's rule (``moon_rollout.runner``): every point so far, at most
    RIVAL_LOSERS beatable cards.
    """
    hands, _, _, _, _, start, _ = after_card(k, world, c)
    seat = runner(hands, start, hands[0] | hands[1] | hands[2] | hands[3], RIVAL_LOSERS)
    return -1 if seat == k.me else seat


def rival_stop_playout(me: int) -> Playout | None:
    """The play-out of a hand where a seat but ``me`` goes for the moon (RIVAL_RULE "points").

    The others stop it from RIVAL_STOP_FROM points on (``moon_rollout.stop_card``), paying
    for it with the points they take; None below THREAT_POINTS: the rollouts' own defence.
    """
    if RIVAL_STOP_FROM >= THREAT_POINTS:
        return None
    return partial(moon_playout, losers=-1, stop_points=RIVAL_STOP_FROM, never=me)


def fresh_deals(view: PlayerView, rng: Rng, config: HardConfig,
                ) -> Generator[None, None, tuple[Knowledge, list[list[int]], int]]:
    """The fresh deals a choice is measured on: Hard's weighed deals, FRESH_FACTOR times as many.

    ``rng`` goes on past the evaluation's draws.  Returns the knowledge, the deals drawn and the
    work done in the current slice.
    """
    k = Knowledge(view)
    fresh = replace(config, worlds=FRESH_FACTOR * config.worlds)
    worlds, chosen, work = yield from weighed_deals(k, view, rng, fresh)
    return k, [worlds[j] for j in chosen], work


def play_forecast(view: PlayerView, rng: Rng, cands: list[int], config: HardConfig,
                  rivals: bool = True, moon_search: bool = True) -> Generator[None, None, Forecast]:
    """Each of ``cands`` (card indices) played out on the fresh deals; yields between slices.

    ``rivals``: another seat that could take every point goes for the moon (RIVAL_RULE);
    ``moon_search``: with MOON_SEARCH_HAND cards or fewer, a moon is made or stopped as
    ``MoonSearch`` finds, and the others' moons follow RIVAL_RULE (off: the daily puzzle's
    stronger search, whose table was made without either: ``rival_shooter`` then).
    """
    k, deals, work = yield from fresh_deals(view, rng, config)
    me = k.me
    by_cards = rivals and moon_search and RIVAL_RULE == "cards"
    play: Playout = playout
    if by_cards:
        play = partial(moon_playout, losers=RIVAL_LOSERS, stop_points=RIVAL_STOP_POINTS, never=me)
    stopped = rival_stop_playout(me) if rivals and not by_cards else None
    before = taken(k)
    moon_plan = ((OWN_MOON_PLAN and config.moon_try and may_shoot(k, config))
                 or (config.shoot and normal.shooting(k)))
    solver = None
    exact = bool(config.endgame_hand and popcount(k.hand) <= config.endgame_hand)
    mode = EXACT_MODE
    possible = sum(1 for s in range(4) if k.points[s]) <= 1
    if mode == "moon":  # every seat its own best while one seat can still take every point
        mode = "maxn" if possible and popcount(k.hand) <= MAXN_HAND else "self"
    small = max(1, config.endgame_slice_nodes // MAXN_NODES)
    if exact and mode != "rollout":
        # a node of every seat's search costs a few of Hard's own: slices of fewer nodes
        nodes = config.endgame_slice_nodes if mode == "self" else small
        solver = Solver(me, mode, k.rules, k.moon_add, nodes, k.scoring, k.standing)
        moon_plan = False  # the exact finish tries every line of South's, a moon among them
    search = None
    if (moon_search and rivals and possible and mode != "maxn" and popcount(k.hand) <= MOON_SEARCH_HAND
            and not k.scoring.counts_won):
        search = MoonSearch(k.rules, small, MOON_SEARCH_NODES)
    plans = [-1, me] if moon_plan else [-1]
    n = len(cands)
    points = [[[] for _ in range(n)] for _ in plans]  # type: list[list[list[float]]]
    values = [[[] for _ in range(n)] for _ in plans]  # type: list[list[list[float]]]
    moons = [[[0, 0, 0, 0] for _ in range(n)] for _ in plans]
    cost = popcount(k.unseen) + popcount(k.hand)
    if solver is not None and work:
        work = 0
        yield
    for world in deals:
        if solver is not None:
            # the table is keyed by every hand: one deal's positions never come back in another,
            # and a table kept for all of them only grows (every seat's search fills it fast)
            solver.table.clear()
        if search is not None:
            search.table.clear()
        rival = rival_shooter(k, world, config) if rivals and not by_cards else -1
        for pi, plan in enumerate(plans):
            for i, c in enumerate(cands):
                if by_cards:
                    rival = rival_runner(k, world, c)
                shooter = plan if plan >= 0 else -1 if by_cards else rival
                forced: bool | None = None
                if search is not None and plan < 0:
                    hands, leader, trick, broken, first, start, voids = after_card(k, world, c)
                    holders = [s for s in range(4) if start[s]]
                    sh = holders[0] if len(holders) == 1 else rival if not holders else -1
                    if sh == me or (sh >= 0 and STOP_RIVALS):
                        forced = yield from search.forced(sh, hands, leader, trick, broken, first)
                        if forced is not None:
                            shooter = -1  # no seat plays for a moon it cannot make
                if forced:
                    pts: Sequence[int] = [POINTS_PER_HAND if s == sh else 0 for s in range(4)]
                    won: Sequence[int] | None = None
                    value = hand_value(pts, me, k.moon_add, None, k.scoring, k.standing)
                elif solver is not None and (rival < 0 or forced is not None or (
                        mode == "maxn" and not (by_cards and RIVAL_EXACT)
                        and not (stopped is not None and RIVAL_STOP_EXACT))):
                    state = after_card(k, world, c)
                    won0 = tuple(won_after_card(k, c)) if k.scoring.counts_won else ()
                    outcome = yield from solver.finish(*state, won0)
                    pts = outcome[:4]
                    won = outcome[4:] if k.scoring.counts_won else None
                    value = solver.outcome_value(outcome, me)
                else:
                    if work and work + cost > config.slice_cards:
                        work = 0
                        yield
                    work += cost
                    hands, leader, trick, broken, first, start, voids = after_card(k, world, c)
                    wl = won_after_card(k, c) if k.scoring.counts_won else None
                    run = stopped if stopped is not None and shooter >= 0 and shooter != me else play
                    pts = run(hands, leader, trick, broken, first, start, k.rules, voids, shooter, wl)
                    won = wl
                    value = hand_value(pts, me, k.moon_add, won, k.scoring, k.standing)
                if forced is False and pts[sh] == POINTS_PER_HAND:
                    # the others stop a moon they can stop: the hand played out without it
                    hands, leader, trick, broken, first, start, voids = after_card(k, world, c)
                    pts = playout(hands, leader, trick, broken, first, start, k.rules, voids, -1, None)
                    value = hand_value(pts, me, k.moon_add, None, k.scoring, k.standing)
                points[pi][i].append(added(pts, won, k, before))
                values[pi][i].append(value)
                for s in range(4):
                    if pts[s] == POINTS_PER_HAND:
                        moons[pi][i][s] += 1
    out_points, out_values, out_moons, out_shooting = [], [], [], []
    for i in range(n):
        pi = min(range(len(plans)), key=lambda p: sum(values[p][i]))  # Hard's better plan
        out_points.append(points[pi][i])
        out_values.append(values[pi][i])
        out_moons.append(moons[pi][i])
        out_shooting.append(plans[pi] >= 0)
    return Forecast(out_points, out_values, out_moons, out_shooting, exact, k.standing is not None, k.points[me],
                    last_card=popcount(k.hand) == 1)


def pass_forecast(view: PlayerView, rng: Rng, passes: Sequence[Sequence[Card]], config: HardConfig,
                  ) -> Generator[None, None, Forecast]:
    """Each of ``passes`` played out on FRESH_FACTOR times the pass search's deals; yields between slices.

    Each pass is played out ordinarily and, with a moon hand, with South shooting; Hard's
    better plan for it counts.
    """
    k = Knowledge(view)
    n = FRESH_FACTOR * config.pass_worlds
    plans = [-1] + ([k.me] if config.pass_moon and moon_hand(k.hand, config) else [])
    tries = [(sorted(c.index for c in cards), shooter) for cards in passes for shooter in plans]
    ends: list[list[tuple[list[int], list[int] | None]]] = [[] for _ in tries]
    play = None
    if PASS_RIVALS and RIVAL_RULE == "cards":
        play = partial(moon_playout, losers=RIVAL_LOSERS, stop_points=RIVAL_STOP_POINTS, never=k.me)
    totals = yield from pass_totals(k, view, tries, n, rng, config, ends=ends, play=play)
    p = len(plans)
    out = Forecast([], [], [], [], False, k.standing is not None, k.points[k.me], passing=True)
    for i in range(len(passes)):
        j = min(range(i * p, (i + 1) * p), key=lambda t: totals[t])
        out.points.append([added(pts, won, k, 0) for pts, won in ends[j]])
        out.values.append([hand_value(pts, k.me, k.moon_add, won, k.scoring, k.standing) for pts, won in ends[j]])
        out.moons.append([sum(1 for pts, _ in ends[j] if pts[s] == POINTS_PER_HAND) for s in range(4)])
        out.shooting.append(tries[j][1] >= 0)
    return out


#: The play-outs' mean is about right for South's expected points in rollouts; with the last
#: few cards in hand the exact finish plays South's cards knowing every hand of the deal, a
#: little hopeful.  So many points are added to the expected points (the same to every
#: choice; fitted with tools/bench/why_calibration.py, docs/hearts.md).
BEST_BIAS = 0.0
#: ... and this many where the exact finish played the deals out.
EXACT_BIAS = 0.6
#: ... and this many at the pass: the pass's play-outs are Hard's pass search's, where no
#: other seat shoots the moon and South's own moon plan shoots more surely than in play.
PASS_BIAS = 2.3
#: Hard's value times this is South's points when no one shoots the moon (26 points in a hand,
#: the others' average a third of the rest: own - (26 - own) / 3).
POINTS_PER_VALUE = 0.75
#: Hard's value in points is South's points less this (26 points, a quarter each).
AVERAGE_POINTS = 6.5


def expected_points(fc: Forecast, i: int) -> float:
    """Candidate ``i``'s expected points for the rest of the hand, rounded to 0.01.

    The mean of its play-outs in South's points, with BEST_BIAS (EXACT_BIAS, PASS_BIAS; none on South's
    last card, where no seat has a choice left), never below the least of them
    (what the rest of the hand can add is never less).  In a hand that could end the game the
    values are the game's (``ai/standing.py``) and are converted as the search's points are.
    """
    if fc.in_game:
        row = fc.values[i]
        return round(sum(row) * POINTS_PER_VALUE / len(row) + AVERAGE_POINTS - fc.taken, 2) if row else 0.0
    if not fc.points[i]:
        return 0.0
    bias = 0.0 if fc.last_card else PASS_BIAS if fc.passing else EXACT_BIAS if fc.exact else BEST_BIAS
    return round(max(min(fc.points[i]), fc.mean(i) + bias), 2)


def margin(fc: Forecast, i: int, j: int) -> float:
    """How many points candidate ``i`` is worse than candidate ``j`` on the same deals.

    In South's points; in a hand that could end the game, in the search's points (the game's
    value times POINTS_PER_VALUE), which the coach turns into a chance of winning the game.
    """
    n = len(fc.points[i])
    if not n:
        return 0.0
    if fc.in_game:
        return (sum(fc.values[i]) - sum(fc.values[j])) * POINTS_PER_VALUE / n
    return fc.mean(i) - fc.mean(j)
