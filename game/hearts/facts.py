"""The public facts of one seat's view, worked out once from the hand so far.

What a careful player in that seat knows: the cards still out, the suits each seat is
void in, the cards it passed and who holds them, and from these who may hold each
card.  :func:`public_facts` reads a :class:`~game.hearts.view.PlayerView` alone, so
nothing here is more than the seat could have seen.  The card tracker and the computer
players (``ai/knowledge.py``) both read these facts, so they never disagree.

Sets of cards are bitmasks of ``Card.index`` (suit * 13 + rank - 2, suits ♣ ♦ ♠ ♥);
a seat's voids are a bit per suit (bit 0 clubs … bit 3 hearts).
"""

from __future__ import annotations

from dataclasses import dataclass

from .bits import FIRST_HEART, FULL, POINT_MASK, QS, SPADES, SUIT_MASK, SUIT_OF, breaks_hearts, trick_taker
from .deal import PassDirection, pass_target
from .kinds import Phase
from .rules import Rules
from .view import PlayerView

#: Every suit but hearts: the voids of a seat that leads a heart before hearts are broken.
_ALL_BUT_HEARTS = 0b0111
#: Clubs and diamonds: the suits besides spades a seat that may play no points is void in
#: when it plays one on the first trick.
_MINORS = 0b0011
#: The spades but Q♠: what such a seat holds none of when it plays a heart.
_SPADES_BUT_QUEEN = SUIT_MASK[SPADES] & ~(1 << QS)


@dataclass(frozen=True)
class PublicFacts:
    """What one seat's view proves about the hand so far (cards as ``Card.index`` bitmasks).

    ``voids`` holds, per seat (this one too), the suits it holds no card of: a suit it
    did not follow, and, when it led a heart before hearts were broken (after the first
    trick), every other suit, since the rules let it lead a heart only then.  ``points``,
    ``won`` and ``took_points`` are per seat over the completed tricks: the penalty
    points (hearts and Q♠) it took, the cards of its tricks, and whether any held points.
    ``pass_target``: where this seat's passed cards went, once the hand is being played
    (None in a hand without passing); ``known``: per seat, the cards it is known to
    hold (this seat's passed cards not yet played, at the receiver); ``barred``: per seat,
    cards outside its void suits it is shown to hold none of (a heart played on the first
    trick where no points may be: every spade but Q♠).
    """

    #: the seat whose view this is, and its cards
    seat: int
    hand: int
    #: every card played this hand (the trick on the table too), and per seat its own
    played: int
    played_by: tuple[int, ...]
    #: per seat, a bit per suit it holds no card of
    voids: tuple[int, ...]
    #: a heart has been played
    broken: bool
    points: tuple[int, ...]
    won: tuple[int, ...]
    took_points: tuple[bool, ...]
    #: this seat's passed cards not yet played
    passed: int
    pass_target: int | None
    known: tuple[int, ...]
    barred: tuple[int, ...] = (0, 0, 0, 0)

    @property
    def out(self) -> int:
        """The cards still out: neither played nor in this seat's hand."""
        return FULL & ~self.played & ~self.hand

    def void_in(self, seat: int, suit: int) -> bool:
        """Whether ``seat`` is known to hold no card of ``suit`` (0 ♣ … 3 ♥)."""
        return bool(self.voids[seat] >> suit & 1)

    def may_hold(self, seat: int) -> int:
        """The cards ``seat`` may hold, as a bitmask.

        Its own hand for this seat; for another, the cards known to be its own and, while it
        holds more than those, the cards out in the suits it is not void in, less those known
        to be elsewhere.
        """
        if seat == self.seat:
            return self.hand
        if 13 - self.played_by[seat].bit_count() <= self.known[seat].bit_count():
            return self.known[seat]
        elsewhere = 0
        for s in range(4):
            if s != seat:
                elsewhere |= self.known[s]
        allowed = 0
        for suit in range(4):
            if not self.voids[seat] >> suit & 1:
                allowed |= SUIT_MASK[suit]
        return (self.out & allowed & ~elsewhere & ~self.barred[seat]) | self.known[seat]

    def holders(self, card: int) -> tuple[int, ...]:
        """The seats that may hold the card of index ``card`` (none once it is played)."""
        return tuple(s for s in range(4) if self.may_hold(s) >> card & 1)


def voids_shown(i: int, card: int, led: int, broken: bool, first: bool, rules: Rules | None = None) -> int:
    """The suits a seat shows it holds none of by playing ``card`` as the ``i``-th card of a trick.

    ``led``: the suit led; ``broken``: hearts were broken before this card; ``first``: the
    hand's first trick.  A card off the suit led shows that suit void; a heart led before hearts
    were broken (after the first trick) shows every other suit void, since the rules allow that
    lead only to a hand of hearts alone.  Under ``rules`` (None: the default rules' voids only):
    where no points may be played on the first trick, a point card played off the suit there
    shows a hand of point cards alone (clubs and diamonds void, spades too once Q♠ is the
    card); where Q♠ waits for hearts, Q♠ played before they are broken was the seat's only
    choice: led, its only card outside hearts; followed on a spade lead, its only spade.
    """
    if i:
        if SUIT_OF[card] == led:
            if card == QS and not broken and rules is not None and rules.queen_waits:
                return 1 << SPADES
            return 0
        voids = 1 << led
        if first and rules is not None and rules.no_points_first_trick and POINT_MASK >> card & 1:
            voids |= _MINORS | (1 << SPADES if card == QS else 0)
        return voids
    if not broken and not first and (led == 3 or (card == QS and rules is not None and rules.queen_waits)):
        return _ALL_BUT_HEARTS
    return 0


def cards_barred(i: int, card: int, led: int, first: bool, rules: Rules) -> int:
    """The cards outside its void suits a seat shows it holds none of by playing ``card``.

    Where no points may be played on the first trick, a heart played off the suit there shows
    a hand of hearts and at most Q♠ (the suits are ``voids_shown``'s): no other spade.
    """
    if i and first and rules.no_points_first_trick and SUIT_OF[card] != led and card >= FIRST_HEART:
        return _SPADES_BUT_QUEEN
    return 0


def public_facts(view: PlayerView) -> PublicFacts:
    """The public facts of ``view``: one pass over the hand's tricks."""
    suit_of = SUIT_OF
    played = 0
    played_by = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    barred = [0, 0, 0, 0]
    rules = view.rules
    broken = False
    took = [False, False, False, False]
    points = [0, 0, 0, 0]
    won = [0, 0, 0, 0]
    for n, t in enumerate(view.all_tricks()):
        cards = [c.index for c in t.cards]
        if not cards:
            continue
        leader = t.leader
        led = suit_of[cards[0]]
        trick = 0
        for i, c in enumerate(cards):
            s = (leader + i) & 3
            bit = 1 << c
            trick |= bit
            played_by[s] |= bit
            voids[s] |= voids_shown(i, c, led, broken, n == 0, rules)
            barred[s] |= cards_barred(i, c, led, n == 0, rules)
            if breaks_hearts(c):
                broken = True
        played |= trick
        if len(cards) == 4:
            taker, p = trick_taker(cards)
            w = (leader + taker) & 3
            points[w] += p
            won[w] |= trick
            if p:
                took[w] = True
    mine = 0
    for card in view.hand:
        mine |= 1 << card.index
    passed = 0
    for card in view.passed:
        passed |= 1 << card.index
    if passed:
        passed &= ~played
    known = [0, 0, 0, 0]
    target = None
    if view.pass_direction != PassDirection.NONE and view.passed and view.phase == Phase.PLAY:
        target = pass_target(view.seat, view.pass_direction)
        known[target] = passed
    return PublicFacts(view.seat, mine, played, tuple(played_by), tuple(voids), broken, tuple(points), tuple(won),
                       tuple(took), passed, target, tuple(known), tuple(barred))
