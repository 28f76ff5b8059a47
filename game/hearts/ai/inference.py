"""Reading the opponents' cards from how they played.

A sampled deal is weighed by how well it explains the cards the opponents chose:
replaying the hand so far with the rollout policy in their seats, every card the
policy would also have chosen keeps the weight, every other card multiplies it by
``SURPRISE``.  Only public facts and the sampled deal are used.  Worlds are then
drawn in proportion to their weights (systematic resampling).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from game.rng import Rng

from ..view import PlayerView
from .fastsim import policy, threat_seat
from .knowledge import SUIT_MASK, SUIT_OF, Knowledge, bits, trick_taker

#: A sampled deal: the four hand masks.
World = list[int]
#: (leader, card ints) of each trick so far, the current one last.
History = list[tuple[int, list[int]]]
#: A test of a world's pass (across_pass_check).
PassCheck = Callable[[World], bool]
_T = TypeVar("_T")
#: One play of an opponent to read (Reader): its card, its own cards still to be played
#: from that point on, the trick, leader, hearts broken, first trick, cards out, threat, voids.
_Point = tuple[int, int, list[int], int, bool, bool, int, int, list[int]]

#: Hard's default (HardConfig.surprise): 0.5, not 0.1, because 0.1 let a few deals that
#: fit the policy perfectly carry all the weight, which is right only against Normal;
#: against other programs it cost about a point a hand (docs/hearts-ai-config.md).
SURPRISE = 0.5
#: How much likelier a void is in a hand after the pass than in a fresh deal, per
#: suit (players pass to empty short suits): measured on Normal's passes, 2,400
#: hands; a fresh deal is void in a given suit ~1.3% of the time, after the pass
#: ~8% in clubs or diamonds.
VOID_PRIOR = (5.7, 5.6, 2.2, 1.6)


def play_history(view: PlayerView) -> History:
    """(leader, cards) of every trick so far, the current one last."""
    out = [(t.leader, [c.index for c in t.cards]) for t in view.tricks]
    if view.trick.cards:
        out.append((view.trick.leader, [c.index for c in view.trick.cards]))
    return out


def across_pass_check(k: Knowledge, passed_mask: int, received_mask: int) -> PassCheck | None:
    """For a hand passing across: a test of a world's across hand, true when that
    seat, holding its pre-pass cards, would have passed what this seat received
    (as Normal passes).  None when it does not apply."""
    if k.pass_target is None or (k.pass_target - k.me) % 4 != 2 or not received_mask:
        return None
    from .normal import choose_pass

    x = k.pass_target
    want = sorted(bits(received_mask))

    def check(world: World) -> bool:
        pre = ((world[x] | k.played_by[x]) & ~passed_mask) | received_mask
        return sorted(choose_pass(pre)) == want

    return check


def likelihood(world: World, k: Knowledge, history: History, passed: bool,
               pass_check: PassCheck | None = None, surprise: float = SURPRISE) -> float:
    """How well ``world`` explains the hand so far (up to a constant factor): each
    card an opponent played that the rollout policy would not have multiplies it by
    ``surprise``."""
    prior, misses = surprises(world, k, history, passed, pass_check, surprise)
    w = prior
    for s in range(4):
        if misses[s]:
            w *= surprise ** misses[s]
    return w


def surprises(world: World, k: Knowledge, history: History, passed: bool,
              pass_check: PassCheck | None = None, surprise: float = SURPRISE) -> tuple[float, list[int]]:
    """(prior weight of ``world``, per seat the number of its cards so far that the
    rollout policy would not have played holding that seat's cards of ``world``)."""
    me = k.me
    hands = [world[s] | k.played_by[s] for s in range(4)]
    w = 1.0
    if pass_check is not None and not pass_check(world):
        w = surprise
    if passed:
        for s in range(4):
            if s != me:
                for su in range(4):
                    if not hands[s] & SUIT_MASK[su]:
                        w *= VOID_PRIOR[su]
    misses = [0, 0, 0, 0]
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    points = [0, 0, 0, 0]
    threat = -1
    voids = [0, 0, 0, 0]
    broken = False
    first = True
    qw, npf = k.queen_waits, k.no_points_first
    for leader, cards in history:
        cur: list[int] = []
        for i, c in enumerate(cards):
            seat = (leader + i) & 3
            h = hands[seat]
            if seat != me and h & (h - 1):
                if policy(h, cur, leader, seat, broken, first, qw, npf, remaining & ~h, threat, voids) != c:
                    misses[seat] += 1
            if i and SUIT_OF[c] != SUIT_OF[cards[0]]:
                voids[seat] |= 1 << SUIT_OF[cards[0]]
            bit = 1 << c
            hands[seat] = h & ~bit
            remaining &= ~bit
            cur.append(c)
            if c >= 39:
                broken = True
        if len(cards) == 4:
            wi, taken = trick_taker(cards)
            if taken:
                points[(leader + wi) & 3] += taken
                threat = threat_seat(points)
            first = False
    return w, misses


class Reader:
    """``likelihood`` for many deals of one decision, worked out once.

    The rollout policy's card for an opponent at a point of the hand so far depends on
    that opponent's own cards and on public facts only (the trick, the cards still out,
    the points, the voids), so the public part of each point is set up once here, and
    each opponent's misses are remembered per hand it is dealt (late in a hand the same
    few cards come round again and again).  Where the opponent followed suit, the
    policy's card depends on its cards of the suit led alone (its choice is among them,
    and the rest of what it weighs is public: the trick, the cards still out, the points,
    the voids), so the misses of those plays are remembered per holding of that suit
    and shared by every deal that gives the opponent the same holding: most of the
    sampled deals of a decision.  Leads and discards depend on the whole hand.  The
    weights are exactly ``likelihood``'s: the same factors multiplied in the same order."""

    __slots__ = ("k", "surprise", "pass_check", "passed", "points", "follows", "opps", "memo", "follow_memo")

    def __init__(self, k: Knowledge, history: History, passed: bool, pass_check: PassCheck | None = None,
                 surprise: float = SURPRISE) -> None:
        self.k = k
        self.surprise = surprise
        self.pass_check = pass_check
        self.passed = passed
        me = k.me
        points: list[list[_Point]] = [[], [], [], []]
        follows: list[list[list[_Point]]] = [[[], [], [], []] for _ in range(4)]
        later = list(k.played_by)
        remaining = (1 << 52) - 1
        score = [0, 0, 0, 0]
        threat = -1
        voids = [0, 0, 0, 0]
        broken = False
        first = True
        for leader, cards in history:
            cur: list[int] = []
            for i, c in enumerate(cards):
                seat = (leader + i) & 3
                if seat != me:
                    point = (c, later[seat], list(cur), leader, broken, first, remaining, threat, list(voids))
                    if i and SUIT_OF[c] == SUIT_OF[cards[0]]:
                        # it held c, so in every deal its legal cards are its cards of the
                        # suit led (Q♠ waiting or not), and policy's follow reads nothing else
                        # of its hand: others | hand is the cards still out
                        follows[seat][SUIT_OF[c]].append(point)
                    else:
                        points[seat].append(point)
                if i and SUIT_OF[c] != SUIT_OF[cards[0]]:
                    voids[seat] |= 1 << SUIT_OF[cards[0]]
                bit = 1 << c
                later[seat] &= ~bit
                remaining &= ~bit
                cur.append(c)
                if c >= 39:
                    broken = True
            if len(cards) == 4:
                wi, taken = trick_taker(cards)
                if taken:
                    score[(leader + wi) & 3] += taken
                    threat = threat_seat(score)
                first = False
        self.points = points
        self.follows = [[(su, SUIT_MASK[su], f) for su, f in enumerate(follows[s]) if f] for s in range(4)]
        self.opps = [s for s in range(4) if s != me]
        self.memo: list[dict[int, tuple[int, tuple[float, ...]]]] = [{}, {}, {}, {}]
        self.follow_memo: list[list[dict[int, int]]] = [[{}, {}, {}, {}] for _ in range(4)]

    def _seat(self, s: int, dealt: int) -> tuple[int, tuple[float, ...]]:
        """(misses, the void prior of each suit the seat's whole hand is void in, in suit
        order) for ``dealt``."""
        memo = self.memo[s]
        hit = memo.get(dealt)
        if hit is not None:
            return hit
        k = self.k
        qw, npf = k.queen_waits, k.no_points_first
        misses = 0
        follow_memo = self.follow_memo[s]
        for su, mask, follows in self.follows[s]:
            holding = dealt & mask
            seen = follow_memo[su]
            n = seen.get(holding)
            if n is None:
                n = 0
                for c, later, cur, leader, broken, first, remaining, threat, voids in follows:
                    h = dealt | later
                    if h & (h - 1) and policy(h, cur, leader, s, broken, first, qw, npf, remaining & ~h, threat,
                                              voids) != c:
                        n += 1
                seen[holding] = n
            misses += n
        for c, later, cur, leader, broken, first, remaining, threat, voids in self.points[s]:
            h = dealt | later
            if h & (h - 1) and policy(h, cur, leader, s, broken, first, qw, npf, remaining & ~h, threat, voids) != c:
                misses += 1
        whole = dealt | k.played_by[s]
        out = (misses, tuple(VOID_PRIOR[su] for su in range(4) if not whole & SUIT_MASK[su]))
        memo[dealt] = out
        return out

    def weight(self, world: World) -> float:
        """``likelihood(world, ...)`` for this reader's decision."""
        w = 1.0
        if self.pass_check is not None and not self.pass_check(world):
            w = self.surprise
        seat = self._seat
        got = [seat(s, world[s]) for s in self.opps]
        if self.passed:
            for _, priors in got:
                for prior in priors:
                    w *= prior
        for misses, _ in got:
            if misses:
                w *= self.surprise ** misses
        return w


def resample(worlds: list[_T], weights: list[float], n: int, rng: Rng) -> list[_T]:
    """``n`` worlds drawn in proportion to ``weights`` (systematic resampling)."""
    total = sum(weights)
    if total <= 0:
        return worlds[:n]
    step = total / n
    u = rng.random() * step
    out = []
    acc = 0.0
    i = 0
    for j in range(n):
        target = u + j * step
        while i < len(worlds) - 1 and acc + weights[i] < target:
            acc += weights[i]
            i += 1
        out.append(worlds[i])
    return out
