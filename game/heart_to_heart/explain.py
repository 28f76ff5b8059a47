"""Why a position cannot be won, and the last position in the undo history that could.

The dead-end dialog should say *why* the game is stuck and offer to
rewind to where it was last winnable, not one step of Undo.  This module answers both
from the solver's abstract view (see :mod:`.solver`: the stock and waste are one multiset
of *reserve* ranks; flips never change what can be won):

* :func:`explain` gives an :class:`Explanation`: whether the position can be won, the
  reasons it cannot (most telling first), the most heart cards still removable, how
  many undos reach the last winnable position, and whether the deal itself was winnable
  (so "Restart this deal" is worth offering).
* :func:`reason_text` turns a :class:`Reason` into the player's language (en/ru keys
  ``h2h.why.*`` in game/locales).
* :func:`passed_pair` says why a hint passes over a pair open on the table: taking that
  pair would lose the game (or, in a game lost already, clear fewer cards).

The reasons, most telling first:

``no_partner``
    Nothing can be played now: the free ranks have no partner among the free cards, the
    stock or the waste.
``stacked``
    One rank alone makes the heart unclearable: its cards left in the heart outnumber
    the reserve partners, and the rest lie on one another so that no two can be free
    together ("all four 9♥ are in the heart, and each covers another").
``never_paired``
    Otherwise: the topmost cards that no order of moves can ever remove (everything
    under them is stuck with them).
``no_order``
    Rarely, every card could still leave in some line, but no line removes them all
    (pairs compete for the same partners).

Pure Python, deterministic, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.cards import Card, Suit

from . import solver
from .layout import COVERED_BY, POSITIONS
from .ranks import card_rank
from .state import DEAD_END, WASTE, WON, Game, Target

NO_PARTNER, STACKED, NEVER_PAIRED, NO_ORDER = "no_partner", "stacked", "never_paired", "no_order"


@dataclass(frozen=True)
class Reason:
    """One reason the position is lost.  ``ranks`` are solitaire rank ints (1 = ace);
    ``positions`` the heart positions concerned; ``reserve`` the rank's cards left in the
    stock and waste (``stacked`` only)."""

    kind: str
    ranks: tuple[int, ...] = ()  # never_paired: the rank at each of ``positions``
    positions: tuple[int, ...] = ()
    reserve: int = 0


@dataclass(frozen=True)
class Explanation:
    winnable: bool
    reasons: tuple[Reason, ...] = ()
    #: The most heart cards that can be gone by the end, counting those gone already.
    best: int = 25
    #: Undos back to the newest winnable position in the undo history (``None``: none of
    #: the remembered positions can be won; 0: this one can).
    rewind: int | None = None
    #: Whether the deal could be won from its first position ("Restart this deal").
    deal_winnable: bool = True
    #: Heart cards gone already: ``best`` never says less than this.
    cleared: int = 0


# -- geometry: which cards lie on which -------------------------------------------------------


def _above(p: int) -> frozenset[int]:
    """Every position lying on ``p``, directly or through others."""
    seen: set[int] = set()
    todo = list(COVERED_BY[p])
    while todo:
        q = todo.pop()
        if q not in seen:
            seen.add(q)
            todo.extend(COVERED_BY[q])
    return frozenset(seen)


ABOVE: dict[int, frozenset[int]] = {p: _above(p) for p in POSITIONS}


def stacked(p: int, q: int) -> bool:
    """One of the two lies on the other (directly or through cards between)."""
    return p in ABOVE[q] or q in ABOVE[p]


def _pairable(cards: tuple[int, ...]) -> bool:
    """Whether these heart cards (one rank, no reserve left for them) can leave in pairs:
    each pair free together, and the pairs in some order (a pair must go before another
    if it lies on it)."""
    if not cards:
        return True
    if len(cards) % 2:
        return False
    first, rest = cards[0], cards[1:]
    for mate in rest:
        if stacked(first, mate):
            continue
        others = tuple(c for c in rest if c != mate)
        if _pairable(others) and not _cyclic(((first, mate),), others):
            return True
    return False


def _cyclic(pairs: tuple[tuple[int, int], ...], others: tuple[int, ...]) -> bool:
    """With two pairs: each lies on the other, so neither can go first."""
    if len(others) != 2:
        return False
    a, b = pairs[0], others
    a_on_b = any(x in ABOVE[y] for x in a for y in b)
    b_on_a = any(y in ABOVE[x] for x in a for y in b)
    return a_on_b and b_on_a


def rank_is_stuck(cards: tuple[int, ...], reserve: int) -> bool:
    """One rank on its own: ``cards`` in the heart, ``reserve`` partners in the stock and
    waste.  True if no choice of which cards take a reserve partner lets the rest pair."""
    for k in range(0, min(reserve, len(cards)) + 1):
        for with_reserve in combinations(cards, k):
            rest = tuple(c for c in cards if c not in with_reserve)
            if _pairable(rest):
                return False
    return True


# -- the whole position ----------------------------------------------------------------------


def _never_removable(game: Game) -> list[int]:
    """Heart positions no order of moves can ever remove, from the solver's state space."""
    pos, rem, res = solver._from_game(game)
    start = rem
    removed_somewhere = 0
    seen: set[tuple[int, int]] = set()
    todo = [(rem, res)]
    while todo:
        r, s = todo.pop()
        r, s = solver._closure(pos, r, s, [])
        if (r, s) in seen:
            continue
        seen.add((r, s))
        removed_somewhere |= start & ~r
        if removed_somewhere == start:
            break
        for move in solver._choices(pos, r, s):
            todo.append(solver._apply(pos, r, s, move))
    stuck = start & ~removed_somewhere
    return [i + 1 for i in range(25) if stuck >> i & 1]


def _reasons(game: Game) -> list[Reason]:
    heart = game.heart
    reserve = game.reserve_counts()
    out: list[Reason] = []
    if game.status == DEAD_END:
        free = game.free_positions()
        ranks = tuple(sorted({r for p in free if (r := heart[p - 1]) is not None}))
        out.append(Reason(NO_PARTNER, ranks, tuple(free)))
    for rank in range(1, 14):
        cards = tuple(p for p in POSITIONS if heart[p - 1] == rank)
        if cards and rank_is_stuck(cards, reserve[rank - 1]):
            out.append(Reason(STACKED, (rank,), cards, reserve[rank - 1]))
    if not any(r.kind == STACKED for r in out):
        stuck = _never_removable(game)
        stuck_set = set(stuck)
        # the topmost stuck cards are the cause; those under them are stuck with them
        top = tuple(p for p in stuck if not (ABOVE[p] & stuck_set))
        if top:  # ranks[i] is the rank at positions[i]
            out.append(Reason(NEVER_PAIRED, tuple(r for p in top if (r := heart[p - 1]) is not None), top))
    if not any(r.kind in (STACKED, NEVER_PAIRED) for r in out):
        out.append(Reason(NO_ORDER))  # each card could go, but never all of them together
    return out


def rewind_depth(game: Game) -> int | None:
    """How many undos reach the newest position in the undo history that can still be
    won (0: this one can); ``None`` if none of the remembered positions can."""
    g = game.copy()
    known: dict[tuple[object, ...], bool] = {}
    depth = 0
    while True:
        if g.status == WON:
            return depth
        key = (tuple(g.heart), tuple(g.reserve_counts()))  # flips change neither
        ok = known.get(key)
        if ok is None:
            ok = known[key] = solver.winnable(g)
        if ok:
            return depth
        if not g.undo():
            return None
        depth += 1


def explain(game: Game) -> Explanation:
    """Why this position cannot be won (if it cannot), and the way back."""
    if game.status == WON or solver.winnable(game):
        return Explanation(True, (), 25, 0, True)
    deal_winnable = solver.winnable_number(game.number)
    cleared = sum(1 for r in game.heart if r is None)
    return Explanation(False, tuple(_reasons(game)), solver.max_removable(game),
                       rewind_depth(game), deal_winnable, cleared)


# -- the hint's choice -------------------------------------------------------------------------


@dataclass(frozen=True)
class PassedPair:
    """A pair open on the table that the hint passes over, and what taking it would cost:
    ``loses``, the game could no longer be won; else (a game lost already) fewer heart
    cards could be cleared."""

    targets: tuple[Target, Target]
    rank: int
    loses: bool


def passed_pair(game: Game, hinted: tuple[str, ...]) -> PassedPair | None:
    """The first pair open now (two free heart cards, or one and the waste top) that the
    hinted move (``hinted``: :func:`solver.hint_pair`) does not take and that would cost
    the game, or cards; ``None`` when every pair passed over is as good as the hint's."""
    targets = game.tappable()
    pairs = [(a, b) for i, a in enumerate(targets) for b in targets[i + 1:]
             if game.rank_at(a) == game.rank_at(b)]
    pairs = [(a, b) for a, b in pairs if {str(a), str(b)} != set(hinted)]
    if not pairs:
        return None
    can_win = solver.winnable(game)
    best = 0 if can_win else solver.max_removable(game)
    for a, b in pairs:
        g = game.copy()
        if g.selected is not None:
            g.tap(g.selected)  # tapping the selected card again deselects it
        g.tap(a)
        g.tap(b)
        rank = game.rank_at(a)
        assert rank is not None  # a tappable card is on the table
        if can_win and not solver.winnable(g):
            return PassedPair((a, b), rank, True)
        if not can_win and solver.max_removable(g) < best:
            return PassedPair((a, b), rank, False)
    return None


# -- words -------------------------------------------------------------------------------------


def card_text(rank: int) -> str:
    """A heart card as the player reads it everywhere (``Card.pretty``: ``9♥``, ``Q♥``)."""
    return Card(card_rank(rank), Suit.HEARTS).pretty


#: The most cards a ``never_paired`` reason names (and the table outlines); "…" says there are more.
NAMED_MAX = 3


def headline(explanation: Explanation) -> Reason | None:
    """The reason the dead-end dialog gives: the most telling one (``None``: winnable)."""
    return explanation.reasons[0] if explanation.reasons else None


def named_positions(reason: Reason | None) -> tuple[int, ...]:
    """The heart positions whose cards the reason's words name: the cards to outline.
    ``no_partner``: the free cards; ``stacked``: every card of the rank left in the heart;
    ``never_paired``: the first ``NAMED_MAX`` of the topmost stuck cards; ``no_order``: none."""
    if reason is None:
        return ()
    if reason.kind == NEVER_PAIRED:
        return reason.positions[:NAMED_MAX]
    return reason.positions


def reason_text(reason: Reason) -> str:
    """The reason in the current language (keys ``h2h.why.*``)."""
    from game.i18n import t

    ranks = ", ".join(card_text(r) for r in reason.ranks)
    if reason.kind == NO_PARTNER:
        # each free rank appears once (two free cards of one rank would pair)
        key = "h2h.why.no_partner_one" if len(reason.ranks) == 1 else "h2h.why.no_partner"
        return t(key, cards=ranks)
    if reason.kind == STACKED:
        n = len(reason.positions)
        rank = card_text(reason.ranks[0])
        if n == 4 and reason.reserve == 0:
            return t("h2h.why.stacked_four", card=rank)
        if n == 2 and reason.reserve == 0:
            return t("h2h.why.stacked_two", card=rank)
        return t("h2h.why.stacked", card=rank, n=n, reserve=reason.reserve)
    if reason.kind == NO_ORDER:
        return t("h2h.why.no_order")
    shown = named_positions(reason)  # three are enough to read; the table outlines the same
    named = [t("h2h.why.at_position", card=card_text(r), position=p)
             for r, p in zip(reason.ranks, shown, strict=False)]
    cards = ", ".join(named) + (", …" if len(reason.positions) > len(shown) else "")
    return t("h2h.why.never_paired", cards=cards)


def passed_pair_text(passed: PassedPair) -> str:
    """Why the hint passes over this pair, in the current language."""
    from game.i18n import t

    card = card_text(passed.rank)
    a, b = (t("h2h.why.on_waste", card=card) if x == WASTE else t("h2h.why.at_position", card=card, position=x)
            for x in passed.targets)
    return t("h2h.hint.passed_loses" if passed.loses else "h2h.hint.passed_fewer", a=a, b=b)


def rewind_text(explanation: Explanation) -> str | None:
    """What "Rewind" would do, or ``None`` when there is nothing to rewind to."""
    from game.i18n import t

    if explanation.winnable or not explanation.rewind:
        return None
    return t("h2h.rewind.detail", n=explanation.rewind)


def progress_text(explanation: Explanation) -> str:
    """How far the game can still get: at best so many cards in all, or none more."""
    from game.i18n import t

    if explanation.best > explanation.cleared:
        return t("h2h.why.at_best", n=explanation.best, cleared=explanation.cleared)
    return t("h2h.why.none_more", cleared=explanation.cleared)


def lines(explanation: Explanation) -> list[str]:
    """Everything the dead-end dialog should say, in the current language."""
    from game.i18n import t

    if explanation.winnable:
        return []
    out = [reason_text(r) for r in explanation.reasons[:2]]
    out.append(progress_text(explanation))
    if explanation.rewind is None:
        out.append(t("h2h.why.from_start") if not explanation.deal_winnable
                   else t("h2h.why.lost_long_ago"))
    return out
