"""The shortest win: the fewest moves (pairs + flips + recycles, as the move counter counts
them) that win a deal, found in slices so the screen can spread the search over frames.

The search is A* over the real positions.  A position is which heart cards remain, which
reserve cards remain, and where the stock/waste split lies: the reserve never changes
order (flips and recycles keep it; a pair only takes the waste top out), so with the
reserve written once as waste bottom..top then stock top..bottom, the waste is always the
remaining cards left of a cursor and the stock those right of it.

Two facts keep it small, both exact (they never lose a shortest win):

* **Table pairs as early as possible.**  A pair of two heart cards only needs both free;
  playing it earlier only frees cards sooner and touches neither stock nor waste.  So some
  shortest win plays every table pair at the first moment both cards are free.  The search
  therefore decides, as soon as a table pair becomes possible, to play it now or never
  (the "never" pairs are part of the position), and otherwise only branches on flips,
  recycles and waste pairs.
* **An admissible estimate** (never more than the true remaining moves): per rank, the
  remaining heart cards need ``t - m`` pairs, where ``m`` is the most disjoint table pairs
  that could still be made (two cards can pair unless one lies, directly or not, on the
  other, or the pair was declined); the ``t - 2m`` cards left over each need a reserve
  card, and those not reachable by taking waste tops need flips: at least as many as it
  takes to turn up enough of those ranks from the stock; when the stock alone cannot
  supply them, all of it, a recycle, and the flips through the new stock (the whole
  reserve in order) until they have turned up.

The solver's own winning line (:func:`.solver.solve`) gives the first upper bound; A*
only keeps positions that could beat the best line known.  When the cheapest open
estimate reaches the best line, that line is proven shortest.  If the budget runs out
first, the best line known is returned with ``proven=False``: a win in that many moves
exists, and nothing more is claimed.

Work is counted in expanded positions (``SLICE_NODES`` per slice, about a millisecond
natively), never in time, so a budget in positions gives the same answer everywhere.
"""

from __future__ import annotations

import heapq
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from itertools import combinations

from .layout import COVERED_BY, COVERED_BY_MASK, POSITIONS
from .solver import solve
from .state import WON, Game

#: Positions expanded per slice (each takes ~20-60 microseconds natively).
SLICE_NODES = 50
#: Default work budget in expanded positions (bounds time and memory; see the README).
DEFAULT_MAX_NODES = 200_000

Tap = str  # the replay language: "stock", "waste", "1".."25"
_Taps = tuple[Tap, ...]
#: (pairs needed at least, reserve cards needed per rank, their total, hearts per rank)
_HeartPart = tuple[int, tuple[int, ...], int, tuple[int, ...]]
#: An open position: (f, -g, counter, key, rem, resmask, cursor, forb, parent, taps)
_Open = tuple[int, int, int, int, int, int, int, int, int | None, _Taps]


@dataclass(frozen=True)
class Shortest:
    """The result: ``moves`` is None only when the position cannot be won."""

    moves: int | None  # moves from the position searched (the counter's increase)
    proven: bool  # True only when no shorter win exists (the search proved it)
    line: list[Tap] | None  # the taps, as `python -m game.heart_to_heart replay` reads them
    lower_bound: int  # no win takes fewer moves than this
    expanded: int  # positions the search expanded (its work)


def _ancestors(present: int) -> list[int]:
    """For each 0-based position, the mask of the present cards that must go before it is
    free: those lying on it directly, or on such a card (a chain of present cards).
    Cards only ever leave, so two cards where one is the other's ancestor never pair."""
    anc = [0] * 25
    for p in sorted(POSITIONS, reverse=True):  # covering cards have higher numbers
        m = 0
        for q in COVERED_BY[p]:
            if present >> (q - 1) & 1:
                m |= (1 << (q - 1)) | anc[q - 1]
        anc[p - 1] = m
    return anc


_CB = COVERED_BY_MASK
_EDGES4 = tuple(combinations(range(4), 2))  # the 6 possible pairs among a rank's 4 cards


_TABLES: dict[tuple[int, tuple[bool, ...]], list[list[int]]] = {}


def _matching_table(nodes: int, compat: list[bool]) -> list[list[int]]:
    """m[present subset][declined edges]: the most disjoint pairs that can still be made."""
    key = (nodes, tuple(compat))
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = _build_matching_table(nodes, compat)
    return table


def _build_matching_table(nodes: int, compat: list[bool]) -> list[list[int]]:
    table = [[0] * 64 for _ in range(16)]
    for sub in range(16):
        for forb in range(64):
            ok = [
                e
                for e, (a, b) in enumerate(_EDGES4)
                if b < nodes and sub >> a & 1 and sub >> b & 1 and compat[e] and not forb >> e & 1
            ]
            best = 1 if ok else 0
            for e1, e2 in combinations(ok, 2):
                if not set(_EDGES4[e1]) & set(_EDGES4[e2]):
                    best = 2
                    break
            table[sub][forb] = best
    return table


class ShortestWin:
    """A shortest-win search on one position, advanced a slice at a time by :meth:`steps`.

    ``result()`` can be read at any moment: the best line known so far, proven or not.
    """

    def __init__(self, game: Game, max_nodes: int = DEFAULT_MAX_NODES) -> None:
        self.code = game.code
        self.max_nodes = max_nodes
        self.expanded = 0
        self._game = game.copy()
        self._ready = False
        self.best_moves: int | None = None
        self.best_line: list[Tap] | None = None
        self.proven = False
        self.lower_bound = 0
        self.done = False

    def _setup(self) -> None:
        """The first slice: tables for this position, and the solver's line as the first bound."""
        self._ready = True
        game = self._game
        heart = game.heart
        self._prefix: list[Tap] = [] if game.selected is None else [str(game.selected)]
        self.ranks = [0 if r is None else r for r in heart]
        rem = sum(1 << i for i, r in enumerate(heart) if r is not None)
        waste, stock = game.waste, game.stock  # waste bottom first, stock top first
        self.res_rank = waste + stock
        self.n_res = len(self.res_rank)
        resmask = (1 << self.n_res) - 1
        cursor = len(waste)
        # per rank: its heart positions (0-based, at most 4), pair bits, compatibility
        self.rank_pos: list[list[int]] = [[] for _ in range(14)]
        for i, r in enumerate(self.ranks):
            if r:
                self.rank_pos[r].append(i)
        self.pair_bit: dict[tuple[int, int], int] = {}
        self.touch = [0] * 25  # declined-pair bits that involve each position
        self.mtable: list[list[list[int]]] = [[]] * 14
        anc = _ancestors(rem)
        for r in range(1, 14):
            ps = self.rank_pos[r]
            compat = []
            for e, (a, b) in enumerate(_EDGES4):
                ok = b < len(ps) and not (anc[ps[a]] >> ps[b] & 1) and not (anc[ps[b]] >> ps[a] & 1)
                compat.append(ok)
                if b < len(ps):
                    bit = 1 << (6 * (r - 1) + e)
                    self.pair_bit[(ps[a], ps[b])] = self.pair_bit[(ps[b], ps[a])] = bit
                    self.touch[ps[a]] |= bit
                    self.touch[ps[b]] |= bit
            self.mtable[r] = _matching_table(len(ps), compat)

        # the first upper bound: the solver's line
        if game.status == WON:
            self.best_moves, self.best_line, self.proven, self.done = 0, [], True, True
            return
        line = solve(game)
        if line is None:
            self.proven, self.done = True, True
            return
        self.best_moves, self.best_line = replay_moves(game, line).moves - game.moves, list(line)

        self._open: list[_Open] = []
        self._free_memo: dict[int, list[int]] = {}
        self._heart_memo: dict[int, _HeartPart] = {}
        self._avail_memo: dict[int, tuple[int, ...]] = {}
        self._g: dict[int, int] = {}
        self._parent: dict[int, tuple[int | None, _Taps]] = {}
        self._counter = 0
        # the start may already offer table pairs: decide them like any others
        for rem2, forb2, taps2, cost in self._pair_choices(rem, 0):
            key = self._key(rem2, resmask, cursor, forb2)
            self._push(key, cost, rem2, resmask, cursor, forb2, None, taps2)
        self.lower_bound = self._open[0][0] if self._open else self.best_moves

    # -- the position -----------------------------------------------------------------

    def _key(self, rem: int, resmask: int, cursor: int, forb: int) -> int:
        return rem | resmask << 25 | cursor << 52 | forb << 57

    def _free(self, rem: int) -> list[int]:
        out = self._free_memo.get(rem)
        if out is None:
            out = []
            b = rem
            while b:
                low = b & -b
                b ^= low
                i = low.bit_length() - 1
                if not rem & _CB[i]:
                    out.append(i)
            self._free_memo[rem] = out
        return out

    def _top(self, resmask: int, cursor: int) -> int:
        """Index of the waste top, or -1 when the waste is empty."""
        return (resmask & ((1 << cursor) - 1)).bit_length() - 1

    def _heart_part(self, rem: int, forb: int) -> _HeartPart:
        """(pairs needed at least, reserve cards needed per rank, their total, hearts per rank)."""
        memo_key = rem | forb << 25
        got = self._heart_memo.get(memo_key)
        if got is not None:
            return got
        rank_pos, mtable = self.rank_pos, self.mtable
        pairs = 0
        need = [0] * 14
        tcount = [0] * 14
        needed = 0
        for r in range(1, 14):
            ps = rank_pos[r]
            if not ps:
                continue
            sub = 0
            t = 0
            for k, i in enumerate(ps):
                if rem >> i & 1:
                    sub |= 1 << k
                    t += 1
            if not t:
                continue
            tcount[r] = t
            m = mtable[r][sub][(forb >> (6 * (r - 1))) & 63]
            pairs += t - m
            u = t - 2 * m
            if u:
                need[r] = u
                needed += u
        got = (pairs, tuple(need), needed, tuple(tcount))
        self._heart_memo[memo_key] = got
        return got

    def _avail(self, resmask: int) -> tuple[int, ...]:
        got = self._avail_memo.get(resmask)
        if got is None:
            counts = [0] * 14
            res_rank = self.res_rank
            b = resmask
            while b:
                low = b & -b
                b ^= low
                counts[res_rank[low.bit_length() - 1]] += 1
            got = self._avail_memo[resmask] = tuple(counts)
        return got

    def _estimate(self, rem: int, resmask: int, cursor: int, forb: int) -> int:
        """Moves still needed at least (admissible); a huge number if no win is possible."""
        pairs, need_t, needed, tcount_t = self._heart_part(rem, forb)
        if not needed:
            return pairs
        avail = self._avail(resmask)
        for r in range(1, 14):
            if need_t[r] > avail[r]:
                return 1 << 20
        need = list(need_t)
        tcount = list(tcount_t)
        res_rank = self.res_rank
        # waste tops that can be taken one after another (each pairs with a heart of its rank)
        k = cursor - 1
        while k >= 0:
            if resmask >> k & 1:
                r = res_rank[k]
                if not tcount[r]:
                    break
                tcount[r] -= 1
                if need[r]:
                    need[r] -= 1
                    needed -= 1
                    if not needed:
                        return pairs
            k -= 1
        # then flips: as many as it takes to turn up the missing ranks from the stock; if the
        # stock cannot supply them, a recycle and flips through the new stock (the whole
        # reserve in order) until they have turned up
        flips = 0
        for start, recycle in ((cursor, 0), (0, 1)):
            flips += recycle
            for k in range(start, self.n_res):
                if resmask >> k & 1:
                    flips += 1
                    r = res_rank[k]
                    if need[r]:
                        need[r] -= 1
                        needed -= 1
                        if not needed:
                            return pairs + flips
        return pairs + flips + needed  # later passes: at least one flip per card still missing

    def _pair_choices(self, rem: int, forb: int) -> list[tuple[int, int, _Taps, int]]:
        """Every way to settle the table pairs now possible: play each now or decline it."""
        out: list[tuple[int, int, _Taps, int]] = []
        ranks, pair_bit, touch = self.ranks, self.pair_bit, self.touch

        def settle(rem: int, forb: int, taps: _Taps, cost: int) -> None:
            by_rank: dict[int, list[int]] = {}
            for i in self._free(rem):
                by_rank.setdefault(ranks[i], []).append(i)
            for free in by_rank.values():
                for a, b in combinations(free, 2):
                    bit = pair_bit[(a, b)]
                    if not forb & bit:
                        nrem = rem ^ (1 << a) ^ (1 << b)
                        settle(nrem, forb & ~(touch[a] | touch[b]), taps + (str(a + 1), str(b + 1)), cost + 1)
                        settle(rem, forb | bit, taps, cost)
                        return
            out.append((rem, forb, taps, cost))

        settle(rem, forb, (), 0)
        return out

    def _push(self, key: int, g: int, rem: int, resmask: int, cursor: int, forb: int,
              parent: int | None, taps: _Taps) -> None:
        old = self._g.get(key)
        if old is not None and (old if old >= 0 else ~old) <= g:
            return  # reached before at no greater cost (~g: expanded at cost g)
        if not rem:
            if self.best_moves is None or g < self.best_moves:
                self._found(self._line(parent) + list(taps))
            return
        f = g + self._estimate(rem, resmask, cursor, forb)
        if self.best_moves is not None and f >= self.best_moves:
            return  # cannot beat the best line known
        self._g[key] = g
        self._counter += 1
        heapq.heappush(self._open, (f, -g, self._counter, key, rem, resmask, cursor, forb, parent, taps))

    def _found(self, line: list[Tap]) -> None:
        """A winning line: played through the engine, it counts its own moves."""
        end = replay_moves(self._game, line)
        if end.status != WON:
            raise AssertionError(f"shortest-win line does not win {self.code}")
        moves = end.moves - self._game.moves
        if self.best_moves is None or moves < self.best_moves:
            self.best_moves, self.best_line = moves, line

    def _line(self, key: int | None) -> list[Tap]:
        """The taps from the start to expanded position ``key`` (None: the start itself)."""
        parts = []
        k = key
        while k is not None:
            k, taps = self._parent[k]
            parts.append(taps)
        line = list(self._prefix)
        for taps in reversed(parts):
            line.extend(taps)
        return line

    def _expand(self, g: int, key: int, rem: int, resmask: int, cursor: int, forb: int) -> None:
        res_rank = self.res_rank
        succ: list[tuple[int, int, int, int, _Taps]] = []  # rem, resmask, cursor, forb, taps
        top = self._top(resmask, cursor)
        stock = resmask >> cursor
        if stock:
            j = cursor + ((stock & -stock).bit_length() - 1)
            succ.append((rem, resmask, j + 1, forb, ("stock",)))
        elif top >= 0:
            succ.append((rem, resmask, 0, forb, ("stock",)))  # recycle
        if top >= 0:
            r = res_rank[top]
            nres = resmask ^ (1 << top)
            ncur = self._top(nres, top) + 1
            for i in self._free(rem):
                if self.ranks[i] == r:
                    succ.append((rem ^ (1 << i), nres, ncur, forb & ~self.touch[i], (str(i + 1), "waste")))
        for nrem, nres, ncur, nforb, taps in succ:
            for rem2, forb2, taps2, cost in self._pair_choices(nrem, nforb):
                self._push(self._key(rem2, nres, ncur, forb2), g + 1 + cost, rem2, nres, ncur, forb2,
                           key, taps + taps2)

    # -- driving --------------------------------------------------------------------------

    def steps(self) -> Generator[None, None, Shortest]:
        """Search, yielding after every ``SLICE_NODES`` expansions; returns the result."""
        if not self._ready:
            self._setup()
            if not self.done:
                yield
        while not self.done:
            self._slice(SLICE_NODES)
            if not self.done:
                yield
        return self.result()

    def _slice(self, nodes: int) -> None:
        open_ = self._open
        for _ in range(nodes):
            while open_ and self._g.get(open_[0][3], -1) < -open_[0][1]:
                heapq.heappop(open_)  # a stale entry: the position was reached more cheaply
            if not open_ or open_[0][0] >= self.best_moves:  # type: ignore[operator]
                self.proven = True
                self.lower_bound = self.best_moves  # type: ignore[assignment]
                self.done = True
                return
            if self.expanded >= self.max_nodes:
                self.lower_bound = max(self.lower_bound, open_[0][0])
                self.done = True
                return
            f, neg_g, _, key, rem, resmask, cursor, forb, parent, taps = heapq.heappop(open_)
            self._parent[key] = (parent, taps)  # only expanded positions need their route
            # the cheapest open estimate never exceeds the shortest win (admissible estimate)
            self.lower_bound = max(self.lower_bound, f)
            self._g[key] = ~-neg_g  # expanded at this cost (a cheaper route reopens it)
            self.expanded += 1
            self._expand(-neg_g, key, rem, resmask, cursor, forb)

    def result(self) -> Shortest:
        """The best known now: proven shortest, or a real win that may not be the shortest."""
        if not self._ready:
            self._setup()
        return Shortest(self.best_moves, self.proven, None if self.best_line is None else list(self.best_line),
                        self.lower_bound if self.best_moves is not None else 0, self.expanded)


def shortest_win(game: Game, budget_ms: float | None = None, max_nodes: int = DEFAULT_MAX_NODES) -> Shortest:
    """Run the search to the end, or until ``budget_ms`` of wall-clock time has passed."""
    import time

    search = ShortestWin(game, max_nodes)
    gen = search.steps()
    deadline = None if budget_ms is None else time.perf_counter() + budget_ms / 1000.0
    for _ in gen:
        if deadline is not None and time.perf_counter() >= deadline:
            break
    return search.result()


def replay_moves(game: Game, line: Sequence[Tap | int]) -> Game:
    """The game after playing ``line`` on a copy (for checks)."""
    g = game.copy()
    for t in line:
        t = str(t)
        g.tap(int(t) if t.isdigit() else t)
    return g
