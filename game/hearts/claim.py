"""Claims: a seat ends the hand early because the rest of it is decided.

A claim by seat ``C`` holds when ``C`` has *some* way of playing its cards (chosen card by
card, seeing what the others play, as a person playing it out would) such that, whatever the
other three play under the rules (following suit, the rule on leading hearts, the queen's
rule), either

- ``C`` wins every remaining trick (:data:`ALL`), or
- ``C`` wins none of them (:data:`NONE`) **and** the rest of the hand ends the same way
  whatever the others play: the same points to the same seats, the same taker of the jack
  of diamonds, the same seats taking a trick at all (everything any scoring rule reads).

The check is made against the real hands (the engine knows them; a player's view does not),
by a search over every legal line (cards that are equivalent for every purpose, such as the
6 and 7 of a suit held by one seat with no live card between them, are searched once).  The
search has a node budget: a position too big to settle within it is refused as *too soon*
(play a few more cards), never accepted on a guess.

An accepted claim is scored by the engine itself: :func:`claim_line` is one legal line that
realises the claim (the claimer's chosen cards; each other seat its lowest equivalent card),
and the match plays it out, so a claimed hand scores exactly as playing it out does (a claim
that completes the moon scores as a moon).  Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, TypeVar

from game.cards import Card, Rank, Suit

from . import bits
from .bits import FIRST_HEART, NON_HEART, NOT_QS, QS_BIT, SUIT_MASK
from .kinds import ClaimKind, Phase
from .legality import QUEEN_OF_SPADES, card_points
from .rules import Rules

if TYPE_CHECKING:
    from .hand_state import HandState

ALL, NONE = ClaimKind.ALL, ClaimKind.NONE
_T = TypeVar("_T")



class ClaimRefusal(StrEnum):
    """Why a claim does not hold: a code the UI translates (``CLAIM_REASON_TEXTS`` holds the English)."""

    NOT_YOUR_TURN = "claim_not_your_turn"
    FIRST_TRICK = "claim_first_trick"
    OTHERS_CAN_WIN = "claim_others_can_win"
    POINTS_OPEN = "claim_points_open"
    TOO_SOON = "claim_too_soon"


CLAIM_REASON_TEXTS: dict[ClaimRefusal, str] = {
    ClaimRefusal.NOT_YOUR_TURN: "You can claim only on your turn",
    ClaimRefusal.FIRST_TRICK: "You can claim from the second trick on",
    ClaimRefusal.OTHERS_CAN_WIN: "Not decided yet: another player can still win a trick from you",
    ClaimRefusal.POINTS_OPEN: "Not decided yet: the points left can still go to different players",
    ClaimRefusal.TOO_SOON: "Too many ways to play on to be sure yet: play a few more cards",
}

#: Search nodes a claim may cost: a person's claim (once per press) and a computer seat's
#: look before each of its cards (kept small so the table never waits for it).
CLAIM_BUDGET = 20_000
COMPUTER_CLAIM_BUDGET = 600
#: A computer seat looks for a claim once its hand is this small (the search is then tiny).
COMPUTER_CLAIM_CARDS = 6

#: The one card a scoring rule reads besides the points (the jack of diamonds variant).
JACK_OF_DIAMONDS = Card(Rank.JACK, Suit.DIAMONDS)

# A signature of the rest of the hand: points per seat, the jack's taker, the seats taking
# any trick.  Two lines with the same signature score the same under every rule.
Signature = tuple[tuple[int, int, int, int], int, frozenset[int]]


@dataclass(frozen=True)
class ClaimCheck:
    """The engine's answer to "may ``seat`` claim now?".

    ``kind`` is ALL or NONE when the claim holds (``line`` then plays it out, card by card from
    the seat to act), else ``reason`` says why not (a key of :data:`CLAIM_REASON_TEXTS`).
    """

    seat: int
    kind: ClaimKind | None = None
    reason: ClaimRefusal | None = None
    line: tuple[Card, ...] = ()

    @property
    def ok(self) -> bool:
        return self.kind is not None


@dataclass(frozen=True)
class Claim:
    """A claim the match accepted: who, which kind, when, and every seat's cards then.

    When: the tricks finished and the cards of the trick then on the table.  The cards at that
    moment are shown face up.
    """

    seat: int
    kind: ClaimKind
    tricks_done: int
    trick_cards: int
    hands: tuple[tuple[Card, ...], ...]

    @classmethod
    def at(cls, match: HandState, check: ClaimCheck) -> Claim:
        assert check.kind is not None
        return cls(check.seat, check.kind, len(match.tricks), len(match.current_trick.cards),
                   tuple(tuple(h) for h in match.hands))

    @property
    def cards_before(self) -> int:
        """Cards of the hand played before the claim (the claimed line follows them)."""
        return 4 * self.tricks_done + self.trick_cards


class _OverBudget(Exception):
    pass


# -- the search's own terms --------------------------------------------------------------
# A card is its index (0..51, suit-major), a set of cards a 52-bit mask, the four hands one
# integer (seat s's mask at bit 32 + 52*s; a position's key puts the leader, the trick and
# hearts broken in the 32 bits below).  An outcome (a Signature) is one integer: 5 bits of
# points per seat (at most 26 each), 3 bits for the jack's taker plus one (0: not taken),
# 4 bits for the seats taking a trick.  Both are exact encodings: every set, every break
# and every node counted is what the plain terms above would give.

_FULL = bits.FULL
_QUEEN = QUEEN_OF_SPADES.index
_JACK = JACK_OF_DIAMONDS.index

_POINT_BITS = (1 << 20) - 1
_JACK_BITS = 7 << 20
_TAKER_BITS = 15 << 23
_NOTHING: frozenset[int] = frozenset()
_ONLY_EMPTY: frozenset[int] = frozenset({0})

#: Search nodes between two yields of a sliced check (a fraction of a millisecond here).
CLAIM_SLICE = 100

#: The order choices are tried in: high cards first for a claim of every trick, low first
#: for none; ties by suit (as a stable sort of the suit-major list gives).
_HIGH_FIRST = tuple((-(c % 13), c // 13) for c in range(52))
_LOW_FIRST = tuple((c % 13, c // 13) for c in range(52))


#: Where each seat's hand starts in the packed hands.
_AT = tuple(32 + 52 * s for s in range(4))


def _pack(hands: Iterable[Iterable[Card]]) -> int:
    """The four hands as one integer."""
    out = 0
    for seat, hand in enumerate(hands):
        for c in hand:
            out |= 1 << (c.index + _AT[seat])
    return out


def _trick_code(trick: tuple[int, ...]) -> int:
    """The cards of a trick, in order, as one number below 2**18."""
    code = 0
    for i, c in enumerate(trick):
        code |= (c + 1) << (6 * i)
    return code


def _key(packed: int, leader: int, code: int, broken: bool) -> int:
    """A position as one integer (hands, leader, the trick's cards in order, hearts broken)."""
    return packed | leader | broken << 2 | code << 3


def _trick_share(trick: tuple[int, ...], winner: int, points: int) -> tuple[int, int, int]:
    """A finished trick's part of a signature: its (points, taker, jack) bits.

    ``points``: the trick's, as ``bits.trick_taker`` counts them.
    """
    return points << (5 * winner), 1 << (23 + winner), (winner + 1) << 20 if _JACK in trick else 0


def _decode(sig: int) -> Signature:
    points = tuple((sig >> (5 * s)) & 31 for s in range(4))
    takers = frozenset(s for s in range(4) if sig >> (23 + s) & 1)
    return (points[0], points[1], points[2], points[3]), ((sig >> 20) & 7) - 1, takers


def _plus_code(a: int, b: int) -> int:
    """Two consecutive parts of a hand as one (signatures as integers)."""
    return ((a & _POINT_BITS) + (b & _POINT_BITS)) | ((b & _JACK_BITS) or (a & _JACK_BITS)) | ((a | b) & _TAKER_BITS)


Steps = Generator[None, None, frozenset[int]]


class _Search:
    """One claim's search: the outcomes ``claimer`` can force within ``budget`` nodes.

    The outcomes are those where the claimer wins every trick (``kind`` ALL) or none (NONE).
    Its methods are generators that yield every :data:`CLAIM_SLICE` nodes (run one to its end
    for the answer).
    """

    def __init__(self, claimer: int, kind: ClaimKind, rules: Rules, budget: int) -> None:
        self.claimer = claimer
        self.kind = kind
        self.rules = rules
        self.budget = budget
        self.every = kind == ALL
        self.queen_waits = rules.queen_waits
        self.blind = False  # every outcome counted alike (see _Blind)
        self.work = 0  # nodes since the last yield
        self.memo: dict[int, frozenset[int]] = {}
        self.sets: dict[frozenset[int], frozenset[int]] = {}
        self._choices: dict[int, tuple[int, ...]] = {}

    # -- which cards are worth trying ---------------------------------------------
    def choices(self, seat: int, packed: int, trick: tuple[int, ...], hearts_broken: bool) -> tuple[int, ...]:
        """The seat's legal cards, one of each run of interchangeable cards.

        Two cards of a seat are interchangeable when they share a suit and a scoring class
        and no card that could tell them apart lies between them: for a claim of every
        trick only the claimer's cards can (who wins among the others does not matter),
        otherwise any live card (in a hand or in the trick)."""
        hand = (packed >> _AT[seat]) & _FULL
        # bits.legal_mask after the first trick (no claim comes before it), inlined: this runs
        # at every node of the search, where a call costs measurable time (as does the
        # breaks_hearts in _node).  tests/hearts/test_hearts_bits.py holds it to the core, and
        # test_hearts_claim.py's plain search on the core holds the whole search.
        suit = _FULL  # the suits the seat may play (only they can hold a wall)
        if trick:
            legal = hand & SUIT_MASK[trick[0] // 13]
            if legal:
                suit = SUIT_MASK[trick[0] // 13]
            else:
                legal = hand
        else:
            legal = hand if hearts_broken else hand & NON_HEART or hand
        if not hearts_broken and legal & QS_BIT and self.queen_waits:
            legal = legal & NOT_QS or legal
        if self.every and seat != self.claimer:
            separators = (packed >> _AT[self.claimer]) & _FULL
            i = (self.claimer - seat + len(trick)) % 4  # the claimer's place in this trick
            if i < len(trick):
                separators |= 1 << trick[i]
        else:
            live = packed | packed >> 104
            live = ((live | live >> 52) >> 32) & _FULL
            for c in trick:
                live |= 1 << c
            separators = live & ~hand
        key = legal | (separators & suit) << 52
        got = self._choices.get(key)
        if got is None:
            got = self._choices[key] = self._runs(legal, separators)
        return got

    def _runs(self, legal: int, separators: int) -> tuple[int, ...]:
        out: list[int] = []
        for suit in range(4):
            cards = (legal >> (13 * suit)) & 0x1FFF
            walls = (separators >> (13 * suit)) & 0x1FFF
            prev = -1  # the rank (0..12) of the last card kept in this suit
            special = False  # is that card the queen of spades or the jack of diamonds?
            while cards:
                low = cards & -cards
                cards ^= low
                r = low.bit_length() - 1
                c = 13 * suit + r
                odd = c == _QUEEN or c == _JACK
                if prev >= 0 and not odd and not special and not walls & (low - (2 << prev)):
                    continue  # like the card before it
                out.append(c)
                prev, special = r, odd
        # likely answers first: high cards when every trick is to be won (the claimer's
        # winners, the others' threats), low ones when none is
        out.sort(key=(_HIGH_FIRST if self.every else _LOW_FIRST).__getitem__)
        return tuple(out)

    # -- the search ----------------------------------------------------------------
    def solve(self, packed: int, leader: int, trick: tuple[int, ...], hearts_broken: bool) -> Steps:
        """The rest-of-hand signatures the claimer can force from here (empty: none)."""
        if not trick and not (packed >> _AT[leader]) & _FULL:
            return _ONLY_EMPTY
        code = _trick_code(trick)
        key = _key(packed, leader, code, hearts_broken)
        got = self.memo.get(key)
        if got is not None:
            return got
        return (yield from self._node(packed, leader, trick, code, hearts_broken, key))

    def _node(self, packed: int, leader: int, trick: tuple[int, ...], code: int, hearts_broken: bool,
              key: int) -> Steps:
        """``solve`` for a position not known yet (one node of the budget).

        ``after`` for each card is written out in it (the same steps), as this is where the
        time goes.
        """
        self.budget -= 1
        if self.budget < 0:
            raise _OverBudget
        self.work += 1
        if self.work >= CLAIM_SLICE:
            self.work = 0
            yield
        n = len(trick)
        seat = (leader + n) % 4
        at = _AT[seat]
        claimer = self.claimer
        mine = seat == claimer
        every = self.every
        blind = self.blind
        memo = self.memo
        result: frozenset[int] | None = None
        for card in self.choices(seat, packed, trick, hearts_broken):
            left = packed ^ (1 << (card + at))
            broken = hearts_broken or card >= FIRST_HEART  # bits.breaks_hearts, inlined (see choices)
            cards = trick + (card,)
            child: frozenset[int] | None
            if n < 3:
                more = code | (card + 1) << (6 * n)
                k = left | leader | broken << 2 | more << 3
                child = memo.get(k)
                if child is None:
                    child = yield from self._node(left, leader, cards, more, broken, k)
            else:
                offset, taken = bits.trick_taker(cards)
                winner = (leader + offset) % 4
                if (winner == claimer) != every:
                    child = _NOTHING
                else:
                    if not (left >> _AT[winner]) & _FULL:
                        rest = _ONLY_EMPTY
                    else:
                        k = left | winner | broken << 2
                        known = memo.get(k)
                        rest = known if known is not None else (yield from self._node(left, winner, (), 0, broken, k))
                    points, taker, jack = _trick_share(cards, winner, taken)
                    if jack:
                        child = frozenset([(r + points) | taker | (0 if r & _JACK_BITS else jack) for r in rest])
                    else:
                        child = frozenset([(r + points) | taker for r in rest])
            if blind and child:
                child = _ONLY_EMPTY
            if mine:
                result = child if result is None else result | child
                if result and every:
                    break  # every trick won leaves one outcome: the first way will do
            else:
                result = child if result is None else result & child
                if not result:
                    break
        assert result is not None  # a seat with cards always has a legal one
        # one copy of each outcome set (a search holds a few thousand different ones among
        # hundreds of thousands of positions): the memo keeps no heap for the collector
        result = self.sets.setdefault(result, result)
        memo[key] = result
        return result

    def after(self, packed: int, leader: int, trick: tuple[int, ...], hearts_broken: bool, seat: int,
              card: int) -> Steps:
        """What the claimer can force once ``seat`` has played ``card``."""
        packed ^= 1 << (card + _AT[seat])
        broken = hearts_broken or bits.breaks_hearts(card)
        cards = trick + (card,)
        if len(cards) < 4:
            got = yield from self.solve(packed, leader, cards, broken)
        else:
            offset, taken = bits.trick_taker(cards)
            winner = (leader + offset) % 4
            if (winner == self.claimer) != self.every:
                return _NOTHING
            rest = yield from self.solve(packed, winner, (), broken)
            points, taker, jack = _trick_share(cards, winner, taken)
            if jack:
                got = frozenset([(r + points) | taker | (0 if r & _JACK_BITS else jack) for r in rest])
            else:
                got = frozenset([(r + points) | taker for r in rest])
        if self.blind and got:
            return _ONLY_EMPTY
        return got


def _best(sigs: Iterable[int], claimer: int) -> int:
    """The outcome a claimer picks among those it can force: the fewest points to itself."""
    def order(code: int) -> tuple[object, ...]:
        s = _decode(code)
        return s[0][claimer], s[0], s[1], sorted(s[2])

    return min(sigs, key=order)


def claim_not_allowed(match: HandState, seat: int) -> ClaimRefusal | None:
    """Why ``seat`` may not claim at all now (not its turn, the first trick), or ``None``.

    Decided without looking at any hand; ``None`` when a claim may be tried (what the Claim
    button shows).
    """
    if match.phase != Phase.PLAY or match.to_act != seat:
        return ClaimRefusal.NOT_YOUR_TURN
    if not match.tricks:
        return ClaimRefusal.FIRST_TRICK
    return None


def check_claim(match: HandState, seat: int, budget: int = CLAIM_BUDGET,
                kinds: tuple[ClaimKind, ...] = (ALL, NONE), explain: bool = True) -> ClaimCheck:
    """May ``seat`` claim the rest of ``match``'s hand now?  Checked against the real hands.

    ``kinds``: the claims to look for (a computer looks only for one it would make);
    ``explain``: also tell "points still open" from "another can win" when refused (a
    second search, for the person's message).  :func:`claim_steps` run to its end.
    """
    return _run(claim_steps(match, seat, budget, kinds, explain))


def _run(steps: Generator[None, None, _T]) -> _T:
    """A sliced search run to its end at once."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            value: _T = done.value
            return value


def claim_steps(match: HandState, seat: int, budget: int = CLAIM_BUDGET,
                kinds: tuple[ClaimKind, ...] = (ALL, NONE), explain: bool = True) -> Generator[None, None, ClaimCheck]:
    """:func:`check_claim` as a generator that yields after every slice of its search.

    A slice is at most :data:`CLAIM_SLICE` nodes, for a screen that must keep drawing
    meanwhile; it returns the same answer.  The position is read when it starts (its first
    ``next``): a caller whose match changed since then drops the answer.  The answer is kept
    where ``check_claim`` (and so ``Match.claim``) finds it for that position at once.
    """
    early = claim_not_allowed(match, seat)
    if early is not None:
        return ClaimCheck(seat, reason=early)
    hands = tuple(frozenset(h) for h in match.hands)
    trick = match.current_trick
    key = (seat, hands, trick, match.hearts_broken, match.rules, budget, kinds, explain)
    known = _CHECKED.get(key)
    if known is not None:
        return known
    packed, leader, cards, broken, rules = _pack(hands), trick.leader, tuple(c.index for c in trick.cards), \
        match.hearts_broken, match.rules
    reason = ClaimRefusal.OTHERS_CAN_WIN
    answer: ClaimCheck | None = None
    for kind in kinds:
        search = _Search(seat, kind, rules, budget)
        try:
            sigs = yield from search.solve(packed, leader, cards, broken)
            if sigs:
                line = yield from _line(search, packed, leader, cards, broken, _best(sigs, seat))
                answer = ClaimCheck(seat, kind=kind, line=line)
                break
        except _OverBudget:
            reason = ClaimRefusal.TOO_SOON
            continue
        if explain and kind == NONE and reason != ClaimRefusal.TOO_SOON and (
                yield from _can_lose_every_trick(seat, rules, budget, packed, leader, cards, broken)):
            reason = ClaimRefusal.POINTS_OPEN
    if answer is None:
        answer = ClaimCheck(seat, reason=reason)
    if len(_CHECKED) >= 64:  # replays (undo, a reloaded save) ask the same again: keep a few
        _CHECKED.pop(next(iter(_CHECKED)))
    _CHECKED[key] = answer
    return answer


#: Recent answers by position (a claim is re-checked whenever the log is replayed).
_CHECKED: dict[tuple[object, ...], ClaimCheck] = {}


def _can_lose_every_trick(seat: int, rules: Rules, budget: int, packed: int, leader: int,
                          trick: tuple[int, ...], hearts_broken: bool) -> Generator[None, None, bool]:
    """Can ``seat`` lose every remaining trick whatever the others do (points aside)?

    Only to tell a claimer which half of the rule failed.
    """
    try:
        return bool((yield from _Blind(seat, rules, budget).solve(packed, leader, trick, hearts_broken)))
    except _OverBudget:
        return False


class _Blind(_Search):
    """The NONE search with every outcome counted alike (only "no trick won" matters)."""

    def __init__(self, claimer: int, rules: Rules, budget: int) -> None:
        super().__init__(claimer, NONE, rules, budget)
        self.blind = True


def _line(search: _Search, packed: int, leader: int, trick: tuple[int, ...], hearts_broken: bool,
          target: int) -> Generator[None, None, tuple[Card, ...]]:
    """One legal line to the end of the hand reaching ``target``.

    The claimer's card is one that keeps ``target`` forced; another seat's, its first choice
    (every one keeps it).
    """
    out: list[Card] = []
    done = 0  # what the finished tricks of the line have added so far
    while trick or (packed >> _AT[leader]) & _FULL:
        seat = (leader + len(trick)) % 4
        chosen: int | None = None
        for card in search.choices(seat, packed, trick, hearts_broken):
            if seat != search.claimer:
                chosen = card
                break
            child = yield from search.after(packed, leader, trick, hearts_broken, seat, card)
            if any(_plus_code(done, s) == target for s in child):
                chosen = card
                break
        assert chosen is not None, "a forced outcome has a card that keeps it"
        out.append(Card.from_index(chosen))
        packed ^= 1 << (chosen + _AT[seat])
        hearts_broken = hearts_broken or bits.breaks_hearts(chosen)
        trick = trick + (chosen,)
        if len(trick) == 4:
            offset, taken = bits.trick_taker(trick)
            winner = (leader + offset) % 4
            points, taker, jack = _trick_share(trick, winner, taken)
            done = _plus_code(done, points | taker | jack)
            leader, trick = winner, ()
    return tuple(out)


def computer_claim(match: HandState, seat: int) -> ClaimCheck | None:
    """The claim a computer seat makes now, if any.

    Only once its hand is small (the search is then tiny), and only a claim that costs it
    nothing it could save by playing on: no more tricks once its moon is out of reach
    (another seat has a point), or every trick when the rest holds no points or completes
    its moon.  :func:`computer_claim_steps` run to its end.
    """
    return _run(computer_claim_steps(match, seat))


def computer_claim_steps(match: HandState, seat: int) -> Generator[None, None, ClaimCheck | None]:
    """:func:`computer_claim` as a generator yielding after every slice of its search.

    It slices as :func:`claim_steps` does and gives the same answer.
    """
    kinds = computer_claim_kinds(match, seat)
    if not kinds:
        return None
    check = yield from claim_steps(match, seat, COMPUTER_CLAIM_BUDGET, kinds, explain=False)
    return check if check.ok else None


def computer_claim_kinds(match: HandState, seat: int) -> tuple[ClaimKind, ...]:
    """The claims a computer seat looks for now (none: it does not look, no search at all).

    Only once its hand is small, and only the claims it would make: every trick when the
    rest holds no points or completes its moon; no more tricks when its moon is out of
    reach (another seat has a point).
    """
    if len(match.hands[seat]) > COMPUTER_CLAIM_CARDS or match.phase != Phase.PLAY or match.to_act != seat:
        return ()
    others = sum(p for s, p in enumerate(match.hand_points) if s != seat)
    left = sum(card_points(c) for h in match.hands for c in h) + match.current_trick.points
    return tuple(kind for kind, wanted in ((ALL, left == 0 or match.hand_points[seat] + left == 26),
                                           (NONE, others > 0)) if wanted)
