"""The one seedable random generator every deal and every computer player uses.

SplitMix64 (Steele, Lea, Flood 2014; the seeding generator of xoshiro): a
64-bit state advanced by a fixed odd constant and scrambled by two
multiply-xorshift rounds.  It is tiny, fast enough in pure Python, and its
output depends only on integer arithmetic, so a seed gives the same numbers
natively, under WebAssembly and in every future version of Python.  Python's
``random`` module is never used: its algorithms are an implementation detail.
"""

from __future__ import annotations

import time
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1
#: The step: what the state advances by for each number.
GOLDEN_GAMMA = 0x9E3779B97F4A7C15
#: The finaliser's two multipliers.  A hot loop that draws its numbers inline (the
#: computer players' samplers) takes the step and these from here, never as literals.
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB
#: ``Rng.below(n)``'s bound for n up to 52 (a draw at or over it is drawn again: no modulo bias).
_BELOW_LIMIT = (0,) + tuple((1 << 64) - ((1 << 64) % n) for n in range(1, 53))


def mix64(z: int) -> int:
    """SplitMix64's finaliser: a bijective scramble of a 64-bit integer."""
    z &= MASK64
    z = ((z ^ (z >> 30)) * MIX1) & MASK64
    z = ((z ^ (z >> 27)) * MIX2) & MASK64
    return z ^ (z >> 31)


class Rng:
    """A SplitMix64 stream.  Same seed, same numbers, on every platform."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & MASK64

    def handoff(self) -> int:
        """The stream's state, handed to a loop that draws the stream's numbers itself.

        The loop advances it as ``next_u64`` does (``GOLDEN_GAMMA``, ``mix64``) and gives the
        state it ends at back with ``resume``: the stream then goes on as if ``next_u64`` had
        drawn those numbers.
        """
        return self._state

    def resume(self, state: int) -> None:
        """Go on from ``state``: where a loop handed the stream by ``handoff`` left it."""
        self._state = state & MASK64

    def next_u64(self) -> int:
        self._state = (self._state + GOLDEN_GAMMA) & MASK64
        return mix64(self._state)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias (rejection)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher–Yates in place, from the last index down, each index drawn as ``below`` draws it.

        ``below`` and ``next_u64`` are written out here: the computer players shuffle a deck
        for every deal they imagine before a pass, and the calls were a third of that time.
        """
        state = self._state
        for i in range(len(seq) - 1, 0, -1):
            n = i + 1
            limit = _BELOW_LIMIT[n] if n <= 52 else (1 << 64) - ((1 << 64) % n)
            while True:
                state = (state + GOLDEN_GAMMA) & MASK64
                z = ((state ^ (state >> 30)) * MIX1) & MASK64
                z = ((z ^ (z >> 27)) * MIX2) & MASK64
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            seq[i], seq[j] = seq[j], seq[i]
        self._state = state


def seed_from_clock() -> int:
    """A fresh seed from the clock.

    pygbag starts the interpreter in a reproducible mode, so nothing random
    may be taken for granted: new deals are seeded from here explicitly.
    """
    return mix64(time.time_ns())
