"""The game in progress: the heart, stock, waste, selection, score, moves, undo.

Every rule of play lives here and only here; the screen and the CLI call
:meth:`Game.tap` / :meth:`Game.undo` and read the state back.  Ranks are ints
1..13 (see :mod:`.ranks`); positions are 1..25 (see :mod:`.layout`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.safejson import NewerVersion

from .codes import BadDealCode, format_code, parse_code
from .deal import deck_for, split_deck
from .layout import COVERED_BY, POSITIONS
from .ranks import rank_label


class Pile(StrEnum):
    """The two piles a tap can name besides the heart's positions 1..25.

    A ``StrEnum``: equal to, and written to JSON (saves, replays, scripts) as, its string.
    """

    STOCK = "stock"
    WASTE = "waste"


class Status(StrEnum):
    """Where a game stands: still playable, won, or at a dead end (no pair can be made)."""

    PLAYING = "playing"
    WON = "won"
    DEAD_END = "dead_end"


class TapKind(StrEnum):
    """What one tap did (``TapResult.kind``): what the screen should animate."""

    NOTHING = "nothing"  # empty position, covered card, empty stock and waste
    SELECT = "select"
    DESELECT = "deselect"
    PAIR = "pair"  # two cards left the game (``cards`` names them)
    REFUSED = "refused"  # ranks differ: the tapped card is now the selected one
    FLIP = "flip"  # stock top turned onto the waste
    RECYCLE = "recycle"  # the waste went back to the stock
    IGNORED_GAME_OVER = "ignored_game_over"


#: A tap's target: a heart position 1..25, or a pile.
Target = int | Pile
STOCK, WASTE = Pile.STOCK, Pile.WASTE

MUST_BE_SAME_RANK = "Must be the same rank"
UNDO_LIMIT = 100
POINTS_PER_HEART_CARD = 10
SAVE_VERSION = 1
#: More moves than any real game makes (a save claiming more is corrupt).
MAX_MOVES = 10**7
UNDO_AFTER_WIN = "The game is won: undo is not offered after a win"


#: A save written by a newer version of the game (one class for every saved document).
SaveFromNewerVersion = NewerVersion

PLAYING, WON, DEAD_END = Status.PLAYING, Status.WON, Status.DEAD_END

# TapResult kinds by their former names.
NOTHING, SELECT, DESELECT, PAIR = TapKind.NOTHING, TapKind.SELECT, TapKind.DESELECT, TapKind.PAIR
REFUSED, FLIP, RECYCLE = TapKind.REFUSED, TapKind.FLIP, TapKind.RECYCLE
IGNORED_GAME_OVER = TapKind.IGNORED_GAME_OVER


@dataclass(frozen=True)
class TapResult:
    """What one tap did.  ``message`` is the English move-error text, if any.

    ``cards`` holds the targets involved: for a pair both cards (position or
    ``"waste"``), for select/deselect/refused the tapped card.
    """

    kind: TapKind
    message: str | None = None
    cards: tuple[Target, ...] = ()

    @property
    def is_move(self) -> bool:
        """Moves are what the counter counts and undo takes back."""
        return self.kind in (PAIR, FLIP, RECYCLE)


# A snapshot for undo: heart, stock (top last), waste (top last), score, moves.
_Snapshot = tuple[tuple[int | None, ...], tuple[int, ...], tuple[int, ...], int, int]
#: A position without its move count: what one move of the rules reaches.
_Position = tuple[tuple[int | None, ...], tuple[int, ...], tuple[int, ...], int]


class Game:
    """One deal being played.  Build it with :meth:`from_code` or :meth:`from_number`."""

    def __init__(self, number: int) -> None:
        deck = deck_for(number)
        heart, stock_top_first, first_waste = split_deck(deck)
        self.number = number
        self.code = format_code(number)
        self._heart: list[int | None] = list(heart)
        self._stock: list[int] = list(reversed(stock_top_first))  # top is the last item
        self._waste: list[int] = [first_waste]  # top is the last item
        self.selected: Target | None = None
        self.score = 0
        self.moves = 0
        self._history: list[_Snapshot] = []
        self.status: Status = PLAYING
        self._update_status()

    # -- construction -------------------------------------------------------------

    @classmethod
    def from_code(cls, code: str) -> Game:
        """Raises :class:`BadDealCode` for a code that cannot be read."""
        return cls(parse_code(code))

    @classmethod
    def from_number(cls, number: int) -> Game:
        format_code(number)  # validates the range with a clear message
        return cls(number)

    def copy(self) -> Game:
        g = Game.__new__(Game)
        g.number, g.code = self.number, self.code
        g._heart, g._stock, g._waste = list(self._heart), list(self._stock), list(self._waste)
        g.selected, g.score, g.moves, g.status = self.selected, self.score, self.moves, self.status
        g._history = list(self._history)
        return g

    # -- reading the state ----------------------------------------------------------

    @property
    def heart(self) -> list[int | None]:
        """Ranks at positions 1..25 (index 0 = position 1); None once removed."""
        return list(self._heart)

    @property
    def stock(self) -> list[int]:
        """Stock ranks, top first."""
        return self._stock[::-1]

    @property
    def waste(self) -> list[int]:
        """Waste ranks, bottom first (the last one is the top, the only usable one)."""
        return list(self._waste)

    @property
    def waste_top(self) -> int | None:
        return self._waste[-1] if self._waste else None

    def rank_at(self, target: Target) -> int | None:
        """The rank of a heart position or the waste top (None if empty)."""
        if target == WASTE:
            return self.waste_top
        if isinstance(target, int) and not isinstance(target, bool) and 1 <= target <= 25:
            return self._heart[target - 1]
        return None

    def is_free(self, position: int) -> bool:
        """Present and no longer covered by any card."""
        h = self._heart
        return h[position - 1] is not None and all(h[q - 1] is None for q in COVERED_BY[position])

    def free_positions(self) -> list[int]:
        return [p for p in POSITIONS if self.is_free(p)]

    def tappable(self) -> list[Target]:
        """Cards a tap can select: free heart cards, and the waste top."""
        out: list[Target] = list(self.free_positions())
        if self._waste:
            out.append(WASTE)
        return out

    def outlined(self) -> list[Target]:
        """Selection help: tappable cards that have a partner among the other tappable ones."""
        targets = self.tappable()
        ranks = [self.rank_at(t) for t in targets]
        return [t for t, r in zip(targets, ranks, strict=True) if ranks.count(r) >= 2]

    def dimmed(self) -> list[Target]:
        """Selection help while a card is selected: tappable cards that cannot pair with it."""
        if self.selected is None:
            return []
        rank = self.rank_at(self.selected)
        return [t for t in self.tappable() if t != self.selected and self.rank_at(t) != rank]

    def reserve_counts(self) -> list[int]:
        """How many of each rank (index rank-1) are in the stock and waste together."""
        counts = [0] * 13
        for r in self._stock:
            counts[r - 1] += 1
        for r in self._waste:
            counts[r - 1] += 1
        return counts

    def hearts_removed(self) -> int:
        return sum(1 for r in self._heart if r is None)

    @property
    def can_undo(self) -> bool:
        """Whether to offer Undo: there is a move to take back, and the game is not won."""
        return bool(self._history) and self.status != WON

    # -- playing ----------------------------------------------------------------------

    def tap(self, target: int | str) -> TapResult:
        """Apply one tap on a position 1..25, ``"stock"`` or ``"waste"`` (a ``Pile`` or its string)."""
        if target == STOCK:
            return self._tap_stock()
        if target == WASTE:
            target = WASTE
            if not self._waste:
                return TapResult(NOTHING)
        elif isinstance(target, int) and not isinstance(target, bool) and 1 <= target <= 25:
            if not self.is_free(target):
                return TapResult(NOTHING)
        else:
            raise ValueError(f"not a tap target: {target!r} (expected 1..25, 'stock' or 'waste')")
        if self.status != PLAYING:
            return TapResult(IGNORED_GAME_OVER)
        return self._tap_card(target)

    def _tap_stock(self) -> TapResult:
        if self.status != PLAYING:
            return TapResult(IGNORED_GAME_OVER)
        if self._stock:
            self._push_history()
            self._waste.append(self._stock.pop())
            kind = FLIP
        elif self._waste:
            self._push_history()
            # Face down in the order they first came out: the waste bottom is the new top.
            self._stock = self._waste[::-1]
            self._waste = []
            kind = RECYCLE
        else:
            return TapResult(NOTHING)
        if self.selected == WASTE:
            self.selected = None  # the waste top changed under it
        self.moves += 1
        self._update_status()
        return TapResult(kind)

    def _tap_card(self, target: Target) -> TapResult:
        sel = self.selected
        if sel is None:
            self.selected = target
            return TapResult(SELECT, cards=(target,))
        if sel == target:
            self.selected = None
            return TapResult(DESELECT, cards=(target,))
        if self.rank_at(sel) != self.rank_at(target):
            self.selected = target
            return TapResult(REFUSED, MUST_BE_SAME_RANK, cards=(target,))
        self._push_history()
        for t in (sel, target):
            if t == WASTE:
                self._waste.pop()
            else:
                assert isinstance(t, int)
                self._heart[t - 1] = None
                self.score += POINTS_PER_HEART_CARD
        self.selected = None
        self.moves += 1
        self._update_status()
        return TapResult(PAIR, cards=(sel, target))

    def undo(self) -> bool:
        """Take back the last move (flip, recycle or pair); clears the selection.

        ``False`` (changing nothing) with nothing to take back, or once the game is won:
        a won game has been counted, so no card may come back (see :data:`UNDO_AFTER_WIN`).
        """
        if not self._history or self.status == WON:
            return False
        heart, stock, waste, score, moves = self._history.pop()
        self._heart, self._stock, self._waste = list(heart), list(stock), list(waste)
        self.score, self.moves = score, moves
        self.selected = None
        self._update_status()
        return True

    def _push_history(self) -> None:
        self._history.append(
            (tuple(self._heart), tuple(self._stock), tuple(self._waste), self.score, self.moves)
        )
        if len(self._history) > UNDO_LIMIT:
            del self._history[0]

    def _update_status(self) -> None:
        self.status = _status_of(self._heart, self._stock, self._waste)

    # -- serialisation -------------------------------------------------------------------

    def to_replay_dict(self, message: str | None = None) -> dict[str, Any]:
        """The replay format's state object (keys and order as the CLI prints them)."""
        return {
            "code": self.code,
            "heart": [None if r is None else rank_label(r) for r in self._heart],
            "free": self.free_positions(),
            "stock": [rank_label(r) for r in reversed(self._stock)],
            "waste": [rank_label(r) for r in self._waste],
            "selected": self.selected,
            "score": self.score,
            "moves": self.moves,
            "status": self.status,
            "message": message,
        }

    def to_save(self) -> dict[str, Any]:
        """A JSON-able save of the game in progress, undo history included."""
        return {
            "version": SAVE_VERSION,
            "code": self.code,
            "heart": list(self._heart),
            "stock": list(reversed(self._stock)),
            "waste": list(self._waste),
            "selected": self.selected,
            "score": self.score,
            "moves": self.moves,
            "history": [
                {
                    "heart": list(h),
                    "stock": list(reversed(s)),
                    "waste": list(w),
                    "score": sc,
                    "moves": mv,
                }
                for h, s, w, sc, mv in self._history
            ],
        }

    @classmethod
    def from_save(cls, data: Any) -> Game:
        """Rebuild a saved game; anything corrupt or inconsistent raises ValueError."""
        try:
            return _from_save(cls, data)
        except ValueError:
            raise
        except Exception as exc:  # a save is untrusted data: never leak another type
            raise ValueError(f"corrupt save: {exc!r}") from None


def _status_of(heart: list[int | None], stock: list[int], waste: list[int]) -> Status:
    if all(r is None for r in heart):
        return WON
    free_ranks: list[int] = []
    for p in POSITIONS:
        r = heart[p - 1]
        if r is not None and all(heart[q - 1] is None for q in COVERED_BY[p]):
            free_ranks.append(r)
    reserve = set(stock)
    reserve.update(waste)
    for i, r in enumerate(free_ranks):
        if r in reserve or r in free_ranks[i + 1 :]:
            return PLAYING
    return DEAD_END


def _snapshot(game: Game) -> _Snapshot:
    return (tuple(game._heart), tuple(game._stock), tuple(game._waste), game.score, game.moves)


def _successors(snap: _Snapshot) -> list[_Position]:
    """Every (heart, stock, waste, score) one move of the rules reaches from ``snap``:
    the same rules as :meth:`Game.tap`, used to check a saved undo history by replay."""
    heart, stock, waste, score, _moves = snap
    if _status_of(list(heart), list(stock), list(waste)) != PLAYING:
        return []
    out: list[_Position] = []
    if stock:
        out.append((heart, stock[:-1], waste + (stock[-1],), score))
    elif waste:
        out.append((heart, tuple(reversed(waste)), (), score))  # recycle: waste bottom on top
    free = [p for p in POSITIONS
            if heart[p - 1] is not None and all(heart[q - 1] is None for q in COVERED_BY[p])]
    for i, p in enumerate(free):
        if waste and heart[p - 1] == waste[-1]:
            h = list(heart)
            h[p - 1] = None
            out.append((tuple(h), stock, waste[:-1], score + POINTS_PER_HEART_CARD))
        for q in free[i + 1:]:
            if heart[p - 1] == heart[q - 1]:
                h = list(heart)
                h[p - 1] = h[q - 1] = None
                out.append((tuple(h), stock, waste, score + 2 * POINTS_PER_HEART_CARD))
    return out


def _from_save(cls: type[Game], data: Any) -> Game:
    if not isinstance(data, dict):
        raise ValueError("corrupt save: not an object")
    version = data.get("version")
    if type(version) is int and version > SAVE_VERSION:
        raise SaveFromNewerVersion(f"a save of version {version}, newer than this game's {SAVE_VERSION}")
    if version != SAVE_VERSION or type(version) is not int:
        raise ValueError(f"unsupported save version {version!r}")
    try:
        code: Any = data.get("code")
        number = parse_code(code)
    except BadDealCode as exc:
        raise ValueError(f"corrupt save: {exc}") from None
    game = cls(number)
    deck = deck_for(number)
    reserve_order = [deck[51]] + deck[25:51]  # the order reserve cards come out

    def position(d: Any, what: str) -> _Snapshot:
        if not isinstance(d, dict):
            raise ValueError(f"corrupt save: {what} is not an object")
        heart: Any = d.get("heart")
        stock: Any = d.get("stock")
        waste: Any = d.get("waste")
        score: Any = d.get("score")
        moves: Any = d.get("moves")
        for name, v in (("heart", heart), ("stock", stock), ("waste", waste)):
            if not isinstance(v, list):
                raise ValueError(f"corrupt save: {what} {name} is not a list")
        for name, v in (("score", score), ("moves", moves)):
            if type(v) is not int or not 0 <= v <= MAX_MOVES:
                raise ValueError(f"corrupt save: {what} {name} is not a count in 0..{MAX_MOVES}")
        if len(heart) != 25:
            raise ValueError(f"corrupt save: {what} heart has {len(heart)} places, not 25")
        if len(stock) + len(waste) > 27:
            raise ValueError(f"corrupt save: {what} stock and waste hold more than 27 cards")
        for p, r in enumerate(heart):
            if r is not None and (type(r) is not int or r != deck[p]):
                raise ValueError(f"corrupt save: {what} position {p + 1} holds a card not dealt there")
        # A card leaves only once free, and removed cards never come back: every card
        # covering a removed one is removed too.
        for p in POSITIONS:
            if heart[p - 1] is None and any(heart[q - 1] is not None for q in COVERED_BY[p]):
                raise ValueError(f"corrupt save: {what} position {p} was removed while still covered")
        for r in stock + waste:
            if type(r) is not int or not 1 <= r <= 13:
                raise ValueError(f"corrupt save: {what} stock/waste holds {r!r}, not a rank")
        # Waste (bottom first) then stock (top first) is always the reserve's original
        # order with some cards taken out: flips and recycles never reorder it.
        it = iter(reserve_order)
        if not all(any(r == x for x in it) for r in waste + stock):
            raise ValueError(f"corrupt save: {what} stock and waste are not in dealt order")
        removed_hearts = sum(1 for r in heart if r is None)
        if score != POINTS_PER_HEART_CARD * removed_hearts:
            raise ValueError(f"corrupt save: {what} score {score} does not match the removed cards")
        # Every removed reserve card was paired with a removed heart card of its rank,
        # and the other removed heart cards of that rank went in pairs.
        for rank in range(1, 14):
            gone_heart = sum(1 for p in range(25) if deck[p] == rank and heart[p] is None)
            gone_reserve = reserve_order.count(rank) - (stock + waste).count(rank)
            if gone_reserve > gone_heart or (gone_heart - gone_reserve) % 2:
                raise ValueError(f"corrupt save: {what} removed cards do not pair up")
        pairs = (removed_hearts + 27 - len(stock) - len(waste)) // 2
        if moves < pairs:
            raise ValueError(f"corrupt save: {what} has fewer moves than pairs made")
        return (tuple(heart), tuple(reversed(stock)), tuple(waste), score, moves)

    history_data = data.get("history", [])
    if not isinstance(history_data, list) or len(history_data) > UNDO_LIMIT:
        raise ValueError("corrupt save: undo history is not a list of at most 100 positions")
    history = [position(h, f"undo step {i + 1}") for i, h in enumerate(history_data)]
    now = position(data, "game")
    sequence = history + [now]
    start = _snapshot(game)
    if sequence[0][4] == 0 and sequence[0] != start:
        raise ValueError("corrupt save: the position before the first move is not the deal")
    for i, (before, after) in enumerate(zip(sequence, sequence[1:], strict=False)):
        if after[4] != before[4] + 1:
            raise ValueError("corrupt save: undo history does not count one move per step")
        if after[:4] not in _successors(before):
            raise ValueError(f"corrupt save: undo step {i + 1} is not one move of the rules")
    game._heart, game._stock, game._waste = list(now[0]), list(now[1]), list(now[2])
    game.score, game.moves = now[3], now[4]
    game._history = history
    game._update_status()
    sel = data.get("selected")
    if sel is not None:
        if not (type(sel) is int or sel == WASTE) or sel not in game.tappable():
            raise ValueError(f"corrupt save: selected {sel!r} is not a tappable card")
    game.selected = WASTE if sel == WASTE else sel
    return game
