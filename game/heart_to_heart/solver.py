"""Can this position be won, how, and what to play next.

Why it is fast: recycling is unlimited and keeps the order, so every stock or
waste card can be brought to the waste top by flipping (and recycling).  For
winnability the stock and waste are therefore just a multiset of *reserve*
ranks, and the only real play is abstract:

* ``("pair", p, q)``: two free heart cards of equal rank leave;
* ``("reserve", p)``: free heart card ``p`` leaves with a reserve card of its rank.

Removing cards only ever frees others, so a move that cannot spoil anything is
played at once without branching (*safe moves*):

* heart + reserve when the rank's reserve ``s`` is at least its table count ``t``
  (afterwards every remaining card of that rank still has a reserve partner);
* heart + heart when afterwards ``t - 2 <= s`` (the rest can use the reserve).

Each rank has 4 copies, so (table, reserve) is one of (4,0), (3,1), (2,2),
(1,3), (0,4) at the deal and later also (2,0) or (1,1).  Only two cases really
branch: (4,0) with two or three free cards (which two to pair, or wait), and (3,1)
with one free card (give it the reserve card now, or wait).  The search memoises
failures on (cards present, reserve counts).  A winning abstract line is turned
into concrete taps by playing it on a copy of the real :class:`Game` (flips and
recycles until the needed rank is on the waste top), and checked to win.
"""

from __future__ import annotations

from typing import Any

from game.rng import Rng, seed_from_clock

from .codes import MAX_NUMBER
from .deal import deck_for
from .layout import ALL_MASK, COVERED_BY_MASK
from .state import PLAYING, WASTE, WON, Game

Move = tuple[Any, ...]  # ("pair", i, j) | ("reserve", i), with 0-based heart indices
Action = str  # the replay language: "stock", "waste", "1".."25"

_CB = COVERED_BY_MASK
_BITS = tuple(1 << i for i in range(25))


class _Position:
    """The abstract position: which heart cards remain, and the reserve counts."""

    __slots__ = ("ranks", "rank_masks")

    def __init__(self, ranks: list[int]) -> None:
        # ranks[i] = rank dealt at position i+1 (removed cards keep their rank here)
        self.ranks = ranks
        masks = [0] * 14
        for i, r in enumerate(ranks):
            masks[r] |= 1 << i
        self.rank_masks = masks


def _closure(pos: _Position, rem: int, res: int, moves: list[Move]) -> tuple[int, int]:
    """Play every safe move (see the module docstring) until none is left."""
    ranks, rmasks, cb = pos.ranks, pos.rank_masks, _CB
    progress = True
    while progress and rem:
        progress = False
        b = rem
        while b:
            low = b & -b
            b ^= low
            if not rem & low:
                continue  # removed earlier in this pass (as a partner)
            i = low.bit_length() - 1
            if rem & cb[i]:
                continue
            r = ranks[i]
            shift = 3 * r
            s = (res >> shift) & 7
            same = rem & rmasks[r]
            t = same.bit_count()
            if s >= t:
                rem ^= low
                res -= 1 << shift
                moves.append(("reserve", i))
                progress = True
            elif t - 2 <= s:
                o = same ^ low
                while o:
                    lo = o & -o
                    o ^= lo
                    j = lo.bit_length() - 1
                    if not rem & cb[j]:
                        rem ^= low | lo
                        moves.append(("pair", i, j))
                        progress = True
                        break
    return rem, res


def _choices(pos: _Position, rem: int, res: int) -> list[Move]:
    """The moves that really branch, after the safe ones have been played."""
    ranks, cb = pos.ranks, _CB
    free_by_rank: dict[int, list[int]] = {}
    b = rem
    while b:
        low = b & -b
        b ^= low
        i = low.bit_length() - 1
        if not rem & cb[i]:
            free_by_rank.setdefault(ranks[i], []).append(i)
    out: list[Move] = []
    for r, free in free_by_rank.items():
        s = (res >> (3 * r)) & 7
        if s:
            # (3,1): keep the reserve card for this one, or wait to pair two on the table
            out.extend(("reserve", i) for i in free)
        if len(free) >= 2:
            if len(free) == 4:
                free = free[:2]  # all four free: which two go first does not matter
            for a in range(len(free)):
                for c in range(a + 1, len(free)):
                    out.append(("pair", free[a], free[c]))
    return out


def _apply(pos: _Position, rem: int, res: int, move: Move) -> tuple[int, int]:
    if move[0] == "pair":
        return rem ^ _BITS[move[1]] ^ _BITS[move[2]], res
    return rem ^ _BITS[move[1]], res - (1 << (3 * pos.ranks[move[1]]))


def _win_line(pos: _Position, rem: int, res: int, lost: set[tuple[int, int]]) -> list[Move] | None:
    moves: list[Move] = []
    rem, res = _closure(pos, rem, res, moves)
    if not rem:
        return moves
    key = (rem, res)
    if key in lost:
        return None
    for move in _choices(pos, rem, res):
        nrem, nres = _apply(pos, rem, res, move)
        sub = _win_line(pos, nrem, nres, lost)
        if sub is not None:
            moves.append(move)
            moves.extend(sub)
            return moves
    lost.add(key)
    return None


def _most_removed(pos: _Position, rem: int, res: int, memo: dict[tuple[int, int], int]) -> int:
    """The most heart cards still removable from here (25 - remaining at best)."""
    rem, res = _closure(pos, rem, res, [])
    if not rem:
        return 25
    key = (rem, res)
    got = memo.get(key)
    if got is not None:
        return got
    best = 25 - rem.bit_count()
    for move in _choices(pos, rem, res):
        nrem, nres = _apply(pos, rem, res, move)
        best = max(best, _most_removed(pos, nrem, nres, memo))
        if best == 25:
            break
    memo[key] = best
    return best


# -- abstract positions from decks and games --------------------------------------------


def _pack_reserve(counts_by_rank: dict[int, int]) -> int:
    return sum(c << (3 * r) for r, c in counts_by_rank.items())


def _from_deck(deck: list[int]) -> tuple[_Position, int, int]:
    counts: dict[int, int] = {}
    for r in deck[25:]:
        counts[r] = counts.get(r, 0) + 1
    return _Position(deck[:25]), ALL_MASK, _pack_reserve(counts)


def _from_game(game: Game) -> tuple[_Position, int, int]:
    heart = game.heart
    rem = sum(1 << i for i, r in enumerate(heart) if r is not None)
    counts = {r + 1: c for r, c in enumerate(game.reserve_counts()) if c}
    return _Position([0 if r is None else r for r in heart]), rem, _pack_reserve(counts)


def winnable_deck(deck: list[int]) -> bool:
    """Whether a fresh deal (deck d[0..51]) can be won."""
    pos, rem, res = _from_deck(deck)
    return _win_line(pos, rem, res, set()) is not None


def winnable_number(number: int) -> bool:
    return winnable_deck(deck_for(number))


def winnable(game: Game) -> bool:
    """Whether the position (fresh or mid-game) can still be won."""
    if game.status == WON:
        return True
    pos, rem, res = _from_game(game)
    return _win_line(pos, rem, res, set()) is not None


def max_removable(game: Game) -> int:
    """The most heart cards that can be gone by the end, counting those gone already."""
    pos, rem, res = _from_game(game)
    return _most_removed(pos, rem, res, {})


# -- concrete play -------------------------------------------------------------------------


def _tap(game: Game, target: int | str, out: list[Action]) -> None:
    game.tap(target)
    out.append(str(target))


def _play_move(game: Game, move: Move, out: list[Action], limit: int | None = None) -> None:
    """Append the taps that make ``move`` on ``game`` (and make them), up to ``limit``."""
    if move[0] == "pair":
        a, b = move[1] + 1, move[2] + 1
        plan_partner: int | str = b
    else:
        a = move[1] + 1
        plan_partner = WASTE
    rank = game.rank_at(a)
    if plan_partner == WASTE:
        guard = len(game.stock) + len(game.waste) + 2
        while game.waste_top != rank:
            if limit is not None and len(out) >= limit:
                return
            if guard == 0:
                raise AssertionError("reserve rank not found in stock or waste")
            guard -= 1
            _tap(game, "stock", out)
    sel = game.selected
    if sel == a:
        taps: list[int | str] = [plan_partner]
    elif sel == plan_partner:
        taps = [a]
    elif sel is not None and game.rank_at(sel) == rank:
        taps = [sel, a, plan_partner]  # deselect a same-rank card that is not in the plan
    else:
        taps = [a, plan_partner]
    for t in taps:
        if limit is not None and len(out) >= limit:
            return
        _tap(game, t, out)


def _abstract_line(game: Game) -> list[Move] | None:
    pos, rem, res = _from_game(game)
    return _win_line(pos, rem, res, set())


def _flips_to(game: Game, rank: int) -> int:
    """Stock taps needed before ``rank`` is the waste top (it must be in stock or waste)."""
    if game.waste_top == rank:
        return 0
    stock = game.stock  # top first
    if rank in stock:
        return stock.index(rank) + 1
    return len(stock) + 1 + game.waste.index(rank) + 1  # recycle, then flip down to it


def _cheapest_playable(game: Game, pending: list[Move]) -> int:
    """Index in ``pending`` of the playable move needing the fewest flips.

    Any order of a winning line's moves in which each move's cards are free when it is
    played also wins (removing cards only frees others; each rank's reserve use is the
    same), and the earliest pending move is always playable, so this never gets stuck.
    """
    best_i, best_cost = 0, None
    cost: int
    for k, move in enumerate(pending):
        if move[0] == "pair":
            if not (game.is_free(move[1] + 1) and game.is_free(move[2] + 1)):
                continue
            cost = 0
        else:
            if not game.is_free(move[1] + 1):
                continue
            rank = game.rank_at(move[1] + 1)
            assert rank is not None  # a free card is on the table
            cost = _flips_to(game, rank)
        if best_cost is None or cost < best_cost:
            best_i, best_cost = k, cost
            if cost == 0:
                break
    return best_i


def solve(game: Game) -> list[Action] | None:
    """A winning line of actions from the current position (selection included), or None.

    The line avoids needless flips: whenever several moves of the winning plan are
    open, it plays the one whose card is nearest (a table pair costs no flip).
    """
    if game.status == WON:
        return []
    pending = _abstract_line(game)
    if pending is None:
        return None
    g = game.copy()
    out: list[Action] = []
    while pending:
        _play_move(g, pending.pop(_cheapest_playable(g, pending)), out)
    if g.status != WON:
        raise AssertionError(f"solver line did not win {game.code}")
    return out


def _hint_taps(game: Game) -> tuple[Action, ...] | None:
    """Every tap of the hinted move (a deselect first, if one is needed), or None."""
    if game.status != PLAYING:
        return None
    line = _abstract_line(game)
    move: Move | None
    if line is not None:
        move = line[_cheapest_playable(game, line)]
    else:
        pos, rem, res = _from_game(game)
        safe: list[Move] = []
        _closure(pos, rem, res, safe)
        if safe:
            move = safe[0]  # safe moves never lower what can still be removed
        else:
            memo: dict[tuple[int, int], int] = {}
            best, move = -1, None
            for m in _choices(pos, rem, res):
                nrem, nres = _apply(pos, rem, res, m)
                score = _most_removed(pos, nrem, nres, memo)
                if score > best:
                    best, move = score, m
    if move is None:
        return None
    out: list[Action] = []
    _play_move(game.copy(), move, out)
    return tuple(out)


def hint(game: Game) -> Action | None:
    """The next action: on a winning line if there is one, else the one keeping most cards.

    None when the game is won or no pair can be made any more.
    """
    taps = _hint_taps(game)
    return taps[0] if taps else None


def hint_pair(game: Game) -> tuple[Action, ...]:
    """The two cards the hinted move pairs, when its next tap is on one of them (so both
    can be marked); just the stock when the next tap turns it; () with no hint."""
    taps = _hint_taps(game)
    if not taps:
        return ()
    if taps[0] == "stock":
        return ("stock",)
    return taps[-2:]  # the move's last two taps are its two cards


# -- winnable-only deals --------------------------------------------------------------------


def next_winnable(start: int) -> int:
    """The first winnable deal number ``>= start``, wrapping past the last number."""
    n = start % (MAX_NUMBER + 1)
    for _ in range(MAX_NUMBER + 1):
        if winnable_number(n):
            return n
        n = n + 1 if n < MAX_NUMBER else 0
    raise RuntimeError("no winnable deal at all")  # pragma: no cover


def winnable_from_clock() -> int:
    """A winnable deal number starting from a fresh clock seed (for "new game")."""
    return next_winnable(Rng(seed_from_clock()).below(MAX_NUMBER + 1))


def random_winnable(rng: Rng) -> int:
    """A winnable deal number drawn from ``rng`` (seedable, for tests and replays)."""
    return next_winnable(rng.below(MAX_NUMBER + 1))
