"""Dealing the unseen cards to the opponents in a way the view allows.

A sampled world respects everything the view proves: how many cards each
opponent holds, the suits each has shown void in, and the cards this seat
passed (they sit in the receiver's hand until played).

Each card goes to an opponent that may hold it, with probability proportional to
the room left in that hand: without constraints this is exactly a uniform deal;
cards with fewer possible holders are placed first so the deal rarely dead-ends
(and a dead end simply starts again, then falls back to a careful deal).  Random
numbers are drawn 16 bits at a time, four per ``next_u64``.  ``Sampler.sample`` deals
one deal; the searches deal their many with ``Sampler.sample_many``, the same deals side
by side (ai/deal_lanes.py).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from game.rng import GOLDEN_GAMMA, MASK64, MIX1, MIX2, Rng, mix64

from .deal_lanes import Lanes
from .knowledge import SUIT_OF, Knowledge, bits

#: For each unseen card, the opponents (seats) that may hold it.
Holders = dict[int, list[int]]
#: The cards to deal in order: each as (its bit, which opponents may hold it: a bit each),
#: then the bits of those that end the order and any opponent may hold.
Plan = tuple[list[tuple[int, int]], list[int]]


def sample_world(k: Knowledge, rng: Rng) -> list[int]:
    """Four hand masks: this seat's own hand and a consistent guess for the others."""
    return Sampler(k).sample(rng)


class Sampler:
    """The per-decision part of sampling, worked out once for many deals.

    ``spent``: the work of the dead ends and careful deals since the caller last took it
    (``take_spent``), in the simulated cards the
    searches count their slices of work in: late in a hand, with tight voids, one deal can
    take nine tries, and a search that counted every deal alike would run a slice far past
    its millisecond.  It only moves where a search yields, never what it decides."""

    __slots__ = ("k", "opps", "known", "may", "order", "plan", "spent", "_retry_work", "_careful_work")

    def __init__(self, k: Knowledge) -> None:
        self.k = k
        me = k.me
        self.opps = opps = [s for s in range(4) if s != me]
        known = list(k.known)
        if any(known[s].bit_count() > k.counts[s] for s in opps):
            known = [0, 0, 0, 0]  # an impossible history: trust only the counts
        self.known = known
        known_all = known[0] | known[1] | known[2] | known[3]
        pool = bits(k.unseen & ~known_all)
        # the opponents that may hold each card
        by_suit = [[s for s in opps if not (k.voids[s] >> su) & 1] for su in range(4)]
        may = {c: by_suit[SUIT_OF[c]] for c in pool}
        barred = k.barred
        if barred[opps[0]] | barred[opps[1]] | barred[opps[2]]:  # (cards ruled out one by one: rare)
            may = {c: [s for s in who if not barred[s] >> c & 1] for c, who in may.items()}
        self.may = may
        self.order = sorted(pool, key=lambda c: len(may[c]))
        self.plan = _plan(self.order, may, opps)
        self.spent = 0
        # a dead end costs about a tenth of the pool's cards, a careful deal three a card
        # (docs/hearts-ai.md, "Decision time")
        self._retry_work = 1 + len(pool) // 10
        self._careful_work = 3 * len(pool)

    def sample(self, rng: Rng) -> list[int]:
        k = self.k
        for _ in range(QUICK_TRIES):
            hands = _quick_deal(k, self.opps, self.known, self.plan, rng)
            if hands is not None:
                return hands
            self.spent += self._retry_work
        return self._careful(rng)

    def _careful(self, rng: Rng) -> list[int]:
        """A deal once ``QUICK_TRIES`` quick deals have dead-ended."""
        k = self.k
        self.spent += self._careful_work
        hands = _careful_deal(k, self.known, self.order, self.may, self.opps, rng)
        if hands is not None:
            return hands
        # the view allows no deal at all (an impossible history): keep only the counts
        everyone = _plan(self.order, {c: self.opps for c in self.order}, self.opps)
        while True:
            hands = _quick_deal(k, self.opps, self.known, everyone, rng)
            if hands is not None:
                return hands
            self.spent += self._retry_work

    def sample_many(self, rng: Rng, n: int, slice_cards: int,
                    work: int = 0) -> Generator[None, None, tuple[list[list[int]], int]]:
        """``n`` calls of ``sample`` at a fraction of the cost: the same deals, ``rng`` left the same.

        The deals are dealt side by side (``deal_lanes.Lanes``).  First every deal at once,
        as if none dead-ended (each then draws the same count of numbers, so where each
        starts is known); from the first that did, one at a time up to the cards any
        opponent may hold, which are then dealt side by side.  Yields before the step that
        would take a slice past ``slice_cards`` simulated cards (``work``: the slice's work
        so far); returns (the deals, the work of the current slice).
        """
        k = self.k
        opps, known = self.opps, self.known
        cards, free = self.plan
        m, f = len(cards), len(free)
        a, b, c = opps
        hands = (known[a], known[b], known[c])
        rooms = (k.counts[a] - hands[0].bit_count(), k.counts[b] - hands[1].bit_count(),
                 k.counts[c] - hands[2].bit_count())
        step = ((m + f + 3) >> 2) * GOLDEN_GAMMA  # a deal's numbers: one for every four cards
        state = rng.handoff()
        out: list[list[int]] = []
        share = (n + 159) // 160  # the lanes' work, per 160 deals
        if sum(rooms) == m + f:  # (else every quick deal dead-ends: counts that cannot be)
            if work and work + share * _LANES_WORK > slice_cards:
                work = 0
                yield
            lanes = Lanes([(state + i * step) & MASK64 for i in range(n)], hands, rooms)
            work += share * _LANES_WORK
            for i, (bit, who) in enumerate(cards):
                cost = share * (_CARD_WORK + (0 if lanes.has_number(i) else _DRAW_WORK))
                if work and work + cost > slice_cards:
                    work = 0
                    yield
                lanes.deal(i, bit.bit_length() - 1, who)
                work += cost
            work = yield from _deal_free(lanes, m, free, f, share, slice_cards, work)
            if work and work + share * _LANES_WORK > slice_cards:
                work = 0
                yield
            done = lanes.first_dead()
            out = self._worlds(lanes.hands(), done)
            work += share * _LANES_WORK
            state = (state + done * step) & MASK64
        if len(out) == n:
            rng.resume(state)
            return out, work
        # from the first deal that dead-ended: each deal's cards with fewer than three
        # possible holders one deal at a time, tries and careful deals as ``sample``
        rest: list[list[int] | None] = [None] * (n - len(out))
        lanes_of: list[int] = []  # the deals dealt quickly, whose free cards are still to deal
        starts: list[int] = []  # where each of them drew its first number
        held: list[tuple[int, int, int, int, int, int]] = []  # their hands so far and the room left
        cost = 1 + m // 4
        expect = cost  # what the next deal will cost: what the last one did (tight voids persist)
        for i in range(len(rest)):
            if work and work + expect > slice_cards:
                work = 0
                yield
            for _ in range(QUICK_TRIES):
                start = state
                state, r64, ha, hb, hc, la, lb, lc = _prefix(cards, start, *hands, *rooms)
                if r64 == 0:
                    self.spent += self._retry_work
                    continue
                total = la + lb + lc
                if total < f:
                    # a dead end among the free cards, after drawing for as many as had room
                    state = (start + ((m + total + 3) >> 2) * GOLDEN_GAMMA) & MASK64
                    self.spent += self._retry_work
                    continue
                state = (start + step) & MASK64
                lanes_of.append(i)
                starts.append(start)
                held.append((ha, hb, hc, la, lb, lc))
                break
            else:
                rng.resume(state)
                rest[i] = self._careful(rng)
                state = rng.handoff()
            expect = cost + self.spent
            work += expect
            self.spent = 0
        rng.resume(state)
        if lanes_of:
            share = (len(lanes_of) + 159) // 160
            if work and work + share * _LANES_WORK > slice_cards:
                work = 0
                yield
            columns = [list(x) for x in zip(*held, strict=True)]
            free_lanes = Lanes(starts, columns[:3], columns[3:])
            work += share * _LANES_WORK
            # every quick deal has the same room left for the free cards: the room of all
            # three less the cards dealt
            work = yield from _deal_free(free_lanes, m, free, sum(held[0][3:]), share, slice_cards, work)
            for i, world in zip(lanes_of, self._worlds(free_lanes.hands(), len(lanes_of)), strict=True):
                rest[i] = world
        out += [w for w in rest if w is not None]
        return out, work

    def _worlds(self, hands: tuple[Sequence[int], Sequence[int], Sequence[int]], n: int) -> list[list[int]]:
        """The first ``n`` deals of ``Lanes.hands``, as sampled deals (four hands)."""
        k = self.k
        me, hand = k.me, k.hand
        a, b, c = self.opps
        ha, hb, hc = hands
        out = []
        for i in range(n):
            w = [0, 0, 0, 0]
            w[me] = hand
            w[a] = ha[i]
            w[b] = hb[i]
            w[c] = hc[i]
            out.append(w)
        return out

    def take_spent(self) -> int:
        """The work of dead ends and careful deals since the last call (see the class)."""
        n = self.spent
        self.spent = 0
        return n


def _start_deal(k: Knowledge, opps: list[int], known: list[int]) -> tuple[list[int], list[int]]:
    """Own hand and the cards known to be held; ``left``: how many more each opponent gets."""
    hands = [0, 0, 0, 0]
    hands[k.me] = k.hand
    left = [0, 0, 0, 0]
    for s in opps:
        hands[s] = known[s]
        left[s] = k.counts[s] - known[s].bit_count()
    return hands, left


def _plan(order: list[int], may: Holders, opps: list[int]) -> Plan:
    """``_quick_deal``'s cards in order, each with the opponents that may hold it.

    First each card as (its bit, which of the three ``opps`` may hold it: bit j for opps[j]),
    then the bits of the cards that end the order and any of the three may hold (most cards,
    early in a hand: their draw needs no look at who may hold them).
    """
    whos = [sum(1 << j for j, s in enumerate(opps) if s in may[c]) for c in order]
    split = len(order)
    while split and whos[split - 1] == 7:
        split -= 1
    return [(1 << c, w) for c, w in zip(order[:split], whos[:split], strict=True)], [1 << c for c in order[split:]]


# Rng's SplitMix64 (game/rng.py, the one source of its numbers) is inlined in _prefix;
# tests/hearts/test_hearts_ai_sampler.py holds the copy to Rng's stream.

#: r64's marker bit above the 64 random bits: once four draws of 16 bits have shifted
#: them out, r64 is exactly 1 (a count of draws left would cost a step a card).
_SPENT = 1 << 64


def _quick_deal(k: Knowledge, opps: list[int], known: list[int], plan: Plan, rng: Rng) -> list[int] | None:
    """Each card of ``plan`` to one of its possible holders, in proportion to the room in their hands.

    None on a dead end (a card no possible holder has room for).  A draw in [0, room of the
    holders), and the first holder, in seat order, whose room so far passes it: one deal, the
    reference ``Sampler.sample_many`` deals many like, side by side.
    """
    cards, free = plan
    a, b, c = opps
    ha, hb, hc = known[a], known[b], known[c]
    counts = k.counts
    state, r64, ha, hb, hc, la, lb, lc = _prefix(cards, rng.handoff(), ha, hb, hc, counts[a] - ha.bit_count(),
                                                 counts[b] - hb.bit_count(), counts[c] - hc.bit_count())
    if r64 == 0:
        rng.resume(state)
        return None
    # the cards any of the three may hold: room for them all unless the counts are
    # wrong, and the room shrinks by one a card (a dead end once it runs out)
    total = la + lb + lc
    short = total < len(free)
    for bit in free[:total] if short else free:
        if r64 == 1:
            # Rng.next_u64 on the state kept here (a deal at a time is the slow path:
            # Hard and Normal deal many at once, Sampler.sample_many)
            state = (state + GOLDEN_GAMMA) & MASK64
            r64 = mix64(state) | _SPENT
        r = ((r64 & 0xFFFF) * total) >> 16
        r64 >>= 16
        total -= 1
        if r < la:
            ha |= bit
            la -= 1
        elif r < la + lb:
            hb |= bit
            lb -= 1
        else:
            hc |= bit
            lc -= 1
    rng.resume(state)
    if short:
        return None
    hands = [0, 0, 0, 0]
    hands[k.me] = k.hand
    hands[opps[0]] = ha
    hands[opps[1]] = hb
    hands[opps[2]] = hc
    return hands


def _prefix(cards: list[tuple[int, int]], state: int, ha: int, hb: int, hc: int, la: int, lb: int,
            lc: int) -> tuple[int, int, int, int, int, int, int, int]:
    """A quick deal's cards with fewer than three possible holders, from Rng state ``state``.

    Starts from the three opponents' hands and room before them; returns (the state after the
    numbers drawn, r64: the draw being used up (1 when spent, 0 on a dead end), the hands so far
    and the room left in each).
    """
    r64 = 1
    for bit, who in cards:
        if who == 3:
            total = la + lb
        elif who == 5:
            total = la + lc
        elif who == 6:
            total = lb + lc
        elif who == 1:
            total = la
        elif who == 2:
            total = lb
        elif who == 4:
            total = lc
        elif who == 7:  # (only in an order not sorted by the number of holders)
            total = la + lb + lc
        else:
            total = 0
        if total == 0:
            return state, 0, ha, hb, hc, la, lb, lc
        if r64 == 1:
            # Rng.next_u64, inlined: SplitMix64's step and finaliser
            state = (state + GOLDEN_GAMMA) & MASK64
            z = ((state ^ (state >> 30)) * MIX1) & MASK64
            z = ((z ^ (z >> 27)) * MIX2) & MASK64
            r64 = (z ^ (z >> 31)) | _SPENT
        r = ((r64 & 0xFFFF) * total) >> 16
        r64 >>= 16
        if who & 1 and r < la:
            ha |= bit
            la -= 1
        elif who & 2 and r < (la if who & 1 else 0) + lb:
            hb |= bit
            lb -= 1
        else:
            hc |= bit
            lc -= 1
    return state, r64, ha, hb, hc, la, lb, lc


def _deal_free(lanes: Lanes, first: int, free: list[int], room: int, share: int, slice_cards: int,
               work: int) -> Generator[None, None, int]:
    """The free cards to every deal of ``lanes``, from the ``first``-th card of each deal on.

    ``free``'s bits are the cards; each deal has ``room`` left in all three hands before them.
    Yields as ``Sampler.sample_many`` does and returns the work of the current slice.  A card
    that needs a number the lanes have not worked out yet counts that too.
    """
    for j, bit in enumerate(free):
        i = first + j
        cost = share * (_FREE_CARD_WORK + (0 if lanes.has_number(i) else _DRAW_WORK))
        if work and work + cost > slice_cards:
            work = 0
            yield
        lanes.deal_free(i, bit.bit_length() - 1, room - j)
        work += cost
    return work


#: How many quick deals are tried before a careful one.
QUICK_TRIES = 8
#: ``Sampler.sample_many``'s steps for 160 deals side by side, in simulated cards (their
#: timing: docs/hearts-ai.md, "Decision time"): working out one
#: random number of each deal, dealing a card with fewer than three possible holders,
#: dealing a free card ...
_DRAW_WORK = 10
_CARD_WORK = 8
_FREE_CARD_WORK = 3
#: ... and setting the lanes up and reading the deals out of them.
_LANES_WORK = 25


def _careful_deal(k: Knowledge, known: list[int], order: list[int], may: Holders, opps: list[int],
                  rng: Rng) -> list[int] | None:
    """A deal that never dead-ends, or None when the constraints allow no deal at all.

    Before each card goes to a seat, Hall's condition (every group of seats has room for the
    cards only they may hold) is checked for what is left.  Slower, so only used when quick
    deals keep failing (tight voids late in a hand).
    """
    hands, left = _start_deal(k, opps, known)
    # remaining cards per set of possible holders (a bitmask over seats)
    rem: dict[int, int] = {}
    group = {}
    for c in order:
        g = 0
        for s in may[c]:
            g |= 1 << s
        group[c] = g
        rem[g] = rem.get(g, 0) + 1
    subsets = []
    for m in range(1, 8):
        t = 0
        for j, s in enumerate(opps):
            if m >> j & 1:
                t |= 1 << s
        subsets.append(t)

    def feasible() -> bool:
        for t in subsets:
            need = 0
            for g, n in rem.items():
                if n and g & ~t == 0:
                    need += n
            room = 0
            for s in opps:
                if t >> s & 1:
                    room += left[s]
            if need > room:
                return False
        return True

    for c in order:
        rem[group[c]] -= 1
        options = []
        for s in may[c]:
            if left[s] > 0:
                left[s] -= 1
                if feasible():
                    options.append(s)
                left[s] += 1
        if not options:
            return None
        total = sum(left[s] for s in options)
        r = rng.below(total)
        for s in options:
            if r < left[s]:
                hands[s] |= 1 << c
                left[s] -= 1
                break
            r -= left[s]
    return hands
