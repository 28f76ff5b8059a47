"""Reading the opponents' cards from how they played.

A sampled deal is weighed by how well it explains the cards the opponents chose:
replaying the hand so far with the rollout policy in their seats, every card the
policy would also have chosen keeps the weight, every other card multiplies it by
``SURPRISE``.  Only public facts and the sampled deal are used.  Worlds are then
drawn in proportion to their weights (systematic resampling).  ``likelihood`` reads one
deal, calling the policy; ``Reader`` reads all the deals of a decision at once
(ai/verdicts.py), to the same weights.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from typing import TypeVar

from game.rng import Rng

from ..bits import breaks_hearts
from ..facts import voids_shown
from ..rules import Rules
from ..view import PlayerView
from .deal_lanes import transpose, transpose_rows
from .fastsim import policy, threat_seat
from .knowledge import SUIT_MASK, SUIT_OF, Knowledge, bits, trick_taker
from .play_model import Play, PlayModel, play_key
from .standing import added
from .verdicts import chosen, held_by

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
#: The public state before one play of the hand so far (``public_moments``).
_Moment = tuple[int, int, list[int], int, bool, bool, int, int, list[int]]

#: Hard's default (HardConfig.surprise): loose enough that a few deals fitting the policy
#: perfectly never carry all the weight (docs/hearts-ai-config.md says why 0.5).
SURPRISE = 0.5
#: The kinds of play a surprise is counted by: a lead, a follow, a card off the suit led.
LEAD, FOLLOW, DISCARD = 0, 1, 2
#: A surprise per kind of play (lead, follow, discard).
Surprises = tuple[float, float, float]
#: A learned play model as the reading uses it: (the model, the least chance a card counts
#: as, the power each chance is raised to).
ModelReading = tuple[PlayModel, float, float]


def play_kind(c: int, cur: list[int]) -> int:
    """The kind of a play of ``c`` to the trick ``cur``: LEAD, FOLLOW or DISCARD."""
    return LEAD if not cur else FOLLOW if SUIT_OF[c] == SUIT_OF[cur[0]] else DISCARD
#: How much likelier a void is in a hand after the pass than in a fresh deal, per
#: suit (players pass to empty short suits), as measured on Normal's passes
#: (docs/hearts-ai-config.md).
VOID_PRIOR = (5.7, 5.6, 2.2, 1.6)


#: What ``Reader.weigh``'s steps cost for 160 deals, in the simulated cards a search
#: counts its slices of work in (their timing: docs/hearts-ai.md, "Decision time"):
#: turning one opponent's deals on their side; reading one of its leads, follows, discards
#: (a lead weighs every suit, a follow one); each deal's weight from its features; and the
#: across seat's pass checked on one deal.
_TRANSPOSE_WORK = 35
_POINT_WORK = (40, 5, 25)
_WEIGHTS_WORK = 30
_PASS_CHECK_WORK = 8
#: Reading one opponent's play through a learned play model: its cards' scores, once a
#: hand; its chance in 160 deals.
_MODEL_SETUP_WORK = 40
_MODEL_WORK = 50


def play_history(view: PlayerView) -> History:
    """(leader, cards) of every trick so far, the current one last."""
    out = [(t.leader, [c.index for c in t.cards]) for t in view.tricks]
    if view.trick.cards:
        out.append((view.trick.leader, [c.index for c in view.trick.cards]))
    return out


def public_moments(history: History, rules: Rules | None = None) -> Iterator[_Moment]:
    """The public state before each play of ``history``, in order: the one replay of the hand.

    ``surprises`` and ``Reader`` both read it.  Each moment is (seat, its card, the trick so
    far, leader, hearts broken, first trick, the cards not yet played, the moon threat, the
    voids shown so far, under ``rules`` as ``facts.voids_shown`` reads them).  The trick and
    the voids are the walk's own lists, changed as it goes on: a reader that keeps them copies.
    """
    remaining = (1 << 52) - 1
    score = [0, 0, 0, 0]
    threat = -1
    voids = [0, 0, 0, 0]
    broken = False
    first = True
    for leader, cards in history:
        cur: list[int] = []
        led = SUIT_OF[cards[0]]
        for i, c in enumerate(cards):
            seat = (leader + i) & 3
            yield seat, c, cur, leader, broken, first, remaining, threat, voids
            voids[seat] |= voids_shown(i, c, led, broken, first, rules)
            remaining &= ~(1 << c)
            cur.append(c)
            if breaks_hearts(c):
                broken = True
        if len(cards) == 4:
            wi, taken = trick_taker(cards)
            if taken:
                score[(leader + wi) & 3] += taken
                threat = threat_seat(score)
            first = False


def across_pass_check(k: Knowledge, passed_mask: int, received_mask: int) -> PassCheck | None:
    """For a hand passing across: a test of a world's across hand (None when it does not apply).

    The test is true when that seat, holding its pre-pass cards, would have passed what this
    seat received (as Normal passes).
    """
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
               pass_check: PassCheck | None = None, surprise: float = SURPRISE,
               by_kind: Surprises | None = None, model: ModelReading | None = None,
               policy_too: bool = False) -> float:
    """How well ``world`` explains the hand so far, up to a constant factor.

    Each card an opponent played that the rollout policy would not have multiplies it by
    ``surprise`` (``by_kind``: by the kind of play's own, lead, follow or discard).  With a
    play ``model`` (model, floor, power), each card multiplies it by the model's chance of
    that card, at least ``floor``, to the ``power``, instead (``policy_too``: as well).
    """
    if model is not None:
        if policy_too:
            return likelihood(world, k, history, passed, pass_check, surprise, by_kind) * model_factor(
                world, k, history, *model)
        prior, _ = surprises(world, k, [], passed, pass_check, surprise)
        return prior * model_factor(world, k, history, *model)
    prior, misses = surprises(world, k, history, passed, pass_check, surprise, by_kind is not None)
    w = prior
    factors = by_kind or (surprise,)
    for s in range(4):
        for kind, f in enumerate(factors):
            n = misses[s] >> (4 * kind) & 15
            if n:
                w *= f ** n
    return w


def model_factor(world: World, k: Knowledge, history: History, model: PlayModel, floor: float,
                 power: float) -> float:
    """The product over the opponents' plays so far (seat by seat) of the model's chance of each card."""
    hands = [world[s] | k.played_by[s] for s in range(4)]
    plays: list[list[tuple[int, Play]]] = [[], [], [], []]
    for seat, c, cur, leader, broken, first, remaining, threat, voids in public_moments(history, k.rules):
        if seat != k.me:
            plays[seat].append((hands[seat], model.play(c, cur, leader, broken, first, remaining, threat, voids)))
        hands[seat] &= ~(1 << c)
    f = 1.0
    for s in range(4):
        for held, play in plays[s]:
            f *= _scaled(play.chance(held, k.rules), floor, power)
    return f


def _scaled(p: float, floor: float, power: float) -> float:
    """A play's chance as it weighs a deal: at least ``floor``, to the ``power``."""
    p = p if p > floor else floor
    return p if power == 1.0 else p**power


def surprises(world: World, k: Knowledge, history: History, passed: bool,
              pass_check: PassCheck | None = None, surprise: float = SURPRISE,
              by_kind: bool = False) -> tuple[float, list[int]]:
    """(prior weight of ``world``, per seat the cards so far the rollout policy would not have played).

    The policy plays each seat holding that seat's cards of ``world``.  ``by_kind``: each
    seat's count is three of four bits, the leads', follows' and discards' (``play_kind``).
    """
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
    dealt = hands[0] | hands[1] | hands[2] | hands[3]
    rules = k.rules
    for seat, c, cur, leader, broken, first, remaining, threat, voids in public_moments(history, k.rules):
        h = hands[seat]
        if seat != me and h & (h - 1):
            if policy(h, cur, leader, seat, broken, first, rules, remaining & dealt & ~h, threat, voids) != c:
                misses[seat] += 1 << (4 * play_kind(c, cur)) if by_kind else 1
        hands[seat] = h & ~(1 << c)
    return w, misses


class Reader:
    """``likelihood`` for the many deals of one decision, worked out together.

    The rollout policy's card for an opponent at a point of the hand so far depends on
    that opponent's own cards and on public facts only (the trick, the cards still out,
    the points, the voids), so the public part of each point is set up once here; then
    ``weights`` asks each point's question of every deal at once (``verdicts``: per seat
    and card, which deals give it that card).  The weights are exactly ``likelihood``'s:
    the same factors multiplied in the same order."""

    __slots__ = ("k", "surprise", "by_kind", "pass_check", "passed", "points", "opps", "model", "plays")

    def __init__(self, k: Knowledge, history: History, passed: bool, pass_check: PassCheck | None = None,
                 surprise: float = SURPRISE, by_kind: Surprises | None = None,
                 model: ModelReading | None = None, policy_too: bool = False) -> None:
        self.k = k
        self.model = model
        #: With a play model: per opponent, each of its plays so far (the cards it went on to play,
        #: the play's public facts: ``play_model.play_key``).
        self.plays: list[list[tuple[int, tuple]]] = [[], [], [], []]  # type: ignore[type-arg]
        self.surprise = surprise
        self.by_kind = by_kind
        self.pass_check = pass_check
        self.passed = passed
        me = k.me
        points: list[list[_Point]] = [[], [], [], []]
        later = list(k.played_by)
        for seat, c, cur, leader, broken, first, remaining, threat, voids in public_moments(history, k.rules):
            if seat != me and model is not None:
                self.plays[seat].append((later[seat], play_key(c, cur, leader, broken, first, remaining,
                                                               threat, voids)))
            if seat != me and (model is None or policy_too):
                points[seat].append((c, later[seat], list(cur), leader, broken, first, remaining, threat,
                                     list(voids)))
            later[seat] &= ~(1 << c)
        self.points = points
        self.opps = [s for s in range(4) if s != me]

    def weights(self, worlds: list[World]) -> list[float]:
        """``likelihood(world, ...)`` of each of ``worlds`` for this reader's decision."""
        gen = self.weigh(worlds, 1 << 30)
        while True:
            try:
                next(gen)
            except StopIteration as stop:
                out: list[float] = stop.value[0]
                return out

    def weigh(self, worlds: list[World], slice_cards: int,
              work: int = 0) -> Generator[None, None, tuple[list[float], int]]:
        """``weights``, yielding between slices: returns (the weights, the work done in the current slice).

        Yields before the step that would take a slice past ``slice_cards`` simulated cards
        (``work``: the slice's work so far).  The steps' costs are per 160 deals, but the
        pass check's, which is per deal.
        """
        n = len(worlds)
        every = (1 << n) - 1
        k = self.k
        rules = k.rules
        # per deal, its features as rows of bits: per opponent its voids (4 rows) and
        # its misses in binary (4 rows for each kind of play counted apart), then whether the
        # pass check failed
        kinds = 3 if self.by_kind is not None else 1
        rows = [0] * 49
        for j, s in enumerate(self.opps):
            if work and work + _TRANSPOSE_WORK > slice_cards:
                work = 0
                yield
            work += _TRANSPOSE_WORK
            hands = [w[s] for w in worlds]
            cols = transpose(hands)
            if self.passed:
                played = k.played_by[s]
                for su in range(4):
                    if not played & SUIT_MASK[su]:
                        any_held = 0
                        for x in range(13 * su, 13 * su + 13):
                            any_held |= cols[x]
                        rows[16 * j + su] = every & ~any_held
            planes = [0] * (4 * kinds)
            for c, later, cur, leader, broken, first, remaining, threat, voids in self.points[s]:
                kind = play_kind(c, cur)
                cost = _POINT_WORK[kind]
                base = 4 * kind if kinds > 1 else 0
                if work and work + cost > slice_cards:
                    work = 0
                    yield
                work += cost
                carry = every & ~chosen(c, cur, leader, s, broken, first, rules, remaining, threat, voids, later,
                                        hands, held_by(cols, later, every), every)
                for b in range(base, base + 4):  # add the misses into the binary count
                    if not carry:
                        break
                    planes[b], carry = planes[b] ^ carry, planes[b] & carry
            rows[16 * j + 4 : 16 * j + 4 + 4 * kinds] = planes
        factors = None
        if self.model is not None:
            model, floor, power = self.model
            factors = [1.0] * n
            cost = _MODEL_WORK * n // 160 + 1
            for s in self.opps:
                hands = [w[s] for w in worlds]
                for later, key in self.plays[s]:
                    # the scores of a play are worked out once a hand, but counted every time:
                    # the slices of a decision never depend on what was read before it
                    if work and work + _MODEL_SETUP_WORK > slice_cards:
                        work = 0
                        yield
                    work += _MODEL_SETUP_WORK
                    play = model.play(*key)
                    if work and work + cost > slice_cards:
                        work = 0
                        yield
                    work += cost
                    play.weigh(factors, hands, later, rules, floor, power)
        check = self.pass_check
        if check is not None:
            for i, world in enumerate(worlds):
                if work and work + _PASS_CHECK_WORK > slice_cards:
                    work = 0
                    yield
                if not check(world):
                    rows[48] |= 1 << i
                work += _PASS_CHECK_WORK
        if work and work + _WEIGHTS_WORK > slice_cards:
            work = 0
            yield
        weights = self._weights(rows, n)
        if factors is not None:
            weights = [w * f for w, f in zip(weights, factors, strict=True)]
        return weights, work + _WEIGHTS_WORK

    def _weights(self, rows: list[int], n: int) -> list[float]:
        """Each deal's weight from its feature bits (``weights``'s rows), reckoned once per set of features."""
        memo: dict[int, float] = {}
        out = []
        full = (1 << 64) - 1
        for start in range(0, n, 64):
            block = [(r >> start) & full for r in rows] + [0] * (64 - len(rows))
            codes = transpose_rows(block)
            for code in codes[: min(64, n - start)]:
                w = memo.get(code)
                if w is None:
                    w = memo[code] = self._weight_of(code)
                out.append(w)
        return out

    def _weight_of(self, code: int) -> float:
        """The weight of a deal with these feature bits, multiplied as ``likelihood`` does."""
        w = self.surprise if code >> 48 & 1 else 1.0
        if self.passed:
            for j in range(3):
                for su in range(4):
                    if code >> (16 * j + su) & 1:
                        w *= VOID_PRIOR[su]
        factors = self.by_kind or (self.surprise,)
        for j in range(3):
            for kind, f in enumerate(factors):
                misses = code >> (16 * j + 4 + 4 * kind) & 15
                if misses:
                    w *= f ** misses
        return w


def resample(worlds: list[_T], weights: list[float], n: int, rng: Rng) -> list[_T]:
    """``n`` worlds drawn in proportion to ``weights`` (systematic resampling)."""
    total = added(weights)
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
