"""Many of the sampler's quick deals at once, each in a 64-bit lane of a few big ints.

``sampler._quick_deal`` deals one card at a time: a 16-bit random number scaled to the
room of the card's possible holders picks one of them.  Its loop is the same for every
deal of a decision; only the numbers and the rooms differ.  Here deal i is lane i (bits
64i to 64i+63) of a few ints: its room in each opponent's hand, its three hands so far,
its random numbers.  One int operation then takes every deal one step of that loop, and
the lanes never spill into each other (every value in them stays under 2**63; the top
bit of a lane is the guard a comparison leaves its answer in).

Each lane's numbers are Rng's own stream from where that deal starts (its start is a
state ``Rng.handoff`` gave the sampler), so the deals are exactly those of ``_quick_deal``,
16 bits a card, four cards a number.  This is the every-deal-at-once restatement of
SplitMix64 (game/rng.py's ``GOLDEN_GAMMA``, ``MIX1``, ``MIX2`` and ``mix64``, worked out for
every lane at once in 128-bit lanes, so a product never leaves its lane) and of
``_quick_deal``'s draw; tests/hearts/test_hearts_ai_sampler.py holds it to the deals sampled
one by one.

Deals side by side are also read card by card: ``transpose`` turns many deals' hands
into, per card, the deals that hold it (what ``inference.Reader`` asks its questions of).
"""

from __future__ import annotations

import array
import sys
from collections.abc import Sequence

from game.rng import GOLDEN_GAMMA, MASK64, MIX1, MIX2

#: The stages of a 64 x 64 bit-matrix transpose (``transpose_rows``), each a block swap:
#: its shift, and the bits whose row has the stage's bit clear and whose column has it set.
_STAGES: list[tuple[int, int]] = []
for _j in (32, 16, 8, 4, 2, 1):
    _row = 0
    for _c in range(64):
        if _c & _j:
            _row |= 1 << _c
    _mask = 0
    for _r in range(64):
        if not _r & _j:
            _mask |= _row << (64 * _r)
    _STAGES.append((63 * _j, _mask))
del _j, _row, _c, _r, _mask


class Lanes:
    """``n`` quick deals side by side (see the module).

    ``starts``: where each draws its first number; ``hands``, ``rooms``: each deal's three
    opponents' hands and the room left in them before the cards to come (one value for every
    deal, or one per deal).  The i-th card dealt takes 16 bits of the (i // 4)-th number of each
    deal's stream.
    """

    __slots__ = ("n", "ones", "guard", "low16", "draws", "ha", "hb", "hc", "la", "lb", "lc", "dead", "_base",
                 "_wide_ones", "_low64")

    def __init__(self, starts: Sequence[int], hands: Sequence[int | Sequence[int]],
                 rooms: Sequence[int | Sequence[int]]) -> None:
        n = self.n = len(starts)
        self.ones = ones = _pack([1] * n)
        self.guard = ones << 63
        self.low16 = ones * 0xFFFF
        self.ha, self.hb, self.hc = (_lane(ones, x) for x in hands)
        self.la, self.lb, self.lc = (_lane(ones, x) for x in rooms)
        self.dead = 0  # the guard bits of deals that met a card no possible holder had room for
        self._wide_ones = wide_ones = _from_array(_array([1, 0] * n))
        self._low64 = wide_ones * MASK64
        self._base = _from_array(_array([v for x in starts for v in (x, 0)]))
        self.draws: dict[int, int] = {}

    def _draw(self, q: int) -> int:
        """Every deal's ``q``-th number (from 0): its start's (q+1)-th step of the stream."""
        low64 = self._low64
        z = (self._base + (((q + 1) * GOLDEN_GAMMA) & MASK64) * self._wide_ones) & low64
        z = ((z ^ ((z >> 30) & low64)) * MIX1) & low64
        z = ((z ^ ((z >> 27) & low64)) * MIX2) & low64
        z ^= (z >> 31) & low64
        # the low half of each 128-bit lane (the cast only steps 8 bytes at a time)
        halves = memoryview(z.to_bytes(16 * self.n, "little")).cast("Q")
        out = self.draws[q] = int.from_bytes(halves[::2].tobytes(), "little")
        return out

    def has_number(self, i: int) -> bool:
        """Has the number of every deal's ``i``-th card been worked out already?"""
        return i >> 2 in self.draws

    def _number(self, i: int) -> int:
        """The 16-bit number of every deal's ``i``-th card (a new number every four cards)."""
        u = self.draws.get(i >> 2)
        if u is None:
            u = self._draw(i >> 2)
        return (u >> ((i & 3) * 16)) & self.low16

    def _below(self, r: int, room: int) -> int:
        """The guard bits of the deals whose ``r`` is under their ``room``."""
        return ((room | self.guard) - r - self.ones) & self.guard

    def deal(self, i: int, card: int, who: int) -> None:
        """The ``i``-th card of every deal (``card``: its index 0..51) to one of ``who``'s opponents.

        ``who``'s bit j is the j-th opponent.  Dealt as ``_quick_deal`` deals a card: a
        number scaled to their room, the first whose room passes it.  A deal in which none
        of them has room is dead (``first_dead``).
        """
        ones = self.ones
        la, lb, lc = self.la, self.lb, self.lc
        room = (la if who & 1 else 0) + (lb if who & 2 else 0) + (lc if who & 4 else 0)
        alive = ((room | self.guard) - ones) & self.guard  # room over 0
        self.dead |= self.guard ^ alive
        # the number times each deal's own room, bit by bit of the room (under 64)
        u = self._number(i)
        scaled = 0
        for b in range(6):
            has = (room >> b) & ones
            if has:
                scaled += (u << b) & (has * 0x3FFFFF)
        r = (scaled >> 16) & self.low16
        to_a = self._below(r, la) & alive if who & 1 else 0
        to_b = (self._below(r, (la if who & 1 else 0) + lb) & alive & ~to_a) if who & 2 else 0
        to_c = alive & ~to_a & ~to_b
        self._give(card, to_a, to_b, to_c)

    def deal_free(self, i: int, card: int, room: int) -> None:
        """``deal`` for a card any of the three may hold, every living deal with the same room in all three.

        These are the free cards, dealt last; ``room`` is that room.
        """
        r = ((self._number(i) * room) >> 16) & self.low16
        to_a = self._below(r, self.la)
        to_ab = self._below(r, self.la + self.lb)
        self._give(card, to_a, to_a ^ to_ab, self.guard ^ to_ab)

    def _give(self, card: int, to_a: int, to_b: int, to_c: int) -> None:
        """``card`` to the first, second or third seat of the deals whose guard bit says so.

        The guard bits are ``to_a``, ``to_b`` and ``to_c``; the seat that takes it has one
        less room.  (A dead deal's room may go below zero and borrow from the lanes after
        it: every deal from the first dead one on is thrown away.)
        """
        shift = 63 - card
        self.ha |= to_a >> shift
        self.hb |= to_b >> shift
        self.hc |= to_c >> shift
        self.la -= to_a >> 63
        self.lb -= to_b >> 63
        self.lc -= to_c >> 63

    def first_dead(self) -> int:
        """The first dead deal (its lane), or ``n`` when every deal lives."""
        if not self.dead:
            return self.n
        return ((self.dead & -self.dead).bit_length() - 1) >> 6

    def hands(self) -> tuple[Sequence[int], Sequence[int], Sequence[int]]:
        """Every deal's three hands."""
        return _unpack(self.ha, self.n), _unpack(self.hb, self.n), _unpack(self.hc, self.n)


def transpose(masks: list[int]) -> list[int]:
    """52 ints, one per card: bit i of the int for card c is bit c of ``masks[i]``.

    A 64 x 64 bit-matrix transpose per 64 masks (six swaps of blocks, each a few whole-int
    operations), far cheaper than walking every card of every mask.
    """
    cols = [0] * 52
    for start in range(0, len(masks), 64):
        block = masks[start : start + 64]
        rows = transpose_rows(block + [0] * (64 - len(block)))
        for c in range(52):
            v = rows[c]
            if v:
                cols[c] |= v << start
    return cols


def transpose_rows(rows: list[int]) -> array.array[int]:
    """64 rows of 64 bits (ints under 2**64) transposed: row i of the result holds bit i of every row."""
    m = _pack(rows)
    for shift, mask in _STAGES:
        t = (m ^ (m >> shift)) & mask
        m ^= t ^ (t << shift)
    return _unpack(m, 64)


def _lane(ones: int, x: int | Sequence[int]) -> int:
    """One value in every lane, or each lane its own."""
    return ones * x if isinstance(x, int) else _pack(x)


def _array(values: Sequence[int]) -> array.array[int]:
    return array.array("Q", values)


def _from_array(a: array.array[int]) -> int:
    """The 64-bit values of ``a`` side by side, little-endian on every machine."""
    if sys.byteorder != "little":
        a = array.array("Q", a)
        a.byteswap()
    return int.from_bytes(a.tobytes(), "little")


def _pack(values: Sequence[int]) -> int:
    """Values under 2**64 side by side, a 64-bit lane each."""
    return _from_array(_array(values))


def _unpack(x: int, n: int) -> array.array[int]:
    """``_pack``'s values back."""
    a = array.array("Q", x.to_bytes(8 * n, "little"))
    if sys.byteorder != "little":
        a.byteswap()
    return a
