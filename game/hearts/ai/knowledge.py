"""What a view proves, in the compact form the computer players compute with.

Cards are ints 0..51 (``Card.index``: suit * 13 + rank - 2, suits ♣ ♦ ♠ ♥), sets of
cards are bitmasks.  Everything here is derived from a PlayerView alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.cards import Card

from .. import bits as core
from ..facts import public_facts
from ..rules import JACK_OF_DIAMONDS_INDEX, Moon, Rules
from ..scoring import POINTS_PER_HAND
from ..view import PlayerView
from .standing import Standing, standing_of

# the bit core's card tables and its trick_taker, the players' from here too
CLUBS, DIAMONDS, SPADES, HEARTS = core.CLUBS, core.DIAMONDS, core.SPADES, core.HEARTS
QS = core.QS  # 36
FULL = core.FULL
SUIT_MASK = core.SUIT_MASK
HEART_MASK = core.HEART_MASK
POINT_MASK = core.POINT_MASK
SUIT_OF = core.SUIT_OF
POINTS_OF = core.POINTS_OF
trick_taker = core.trick_taker
KS = QS + 1
AS = QS + 2
#: The queens, kings and aces: the cards moon plans count on to take tricks.
HIGH_MASK = sum(0b111 << (13 * s + 10) for s in range(4))
RANK_OF = tuple(i % 13 + 2 for i in range(52))
# POINTS_OF: the penalty points (hearts and Q♠), the same under every rule set and what a
# moon takes.  What else counts (J♦, a hand without a trick) is ``Scoring``'s, read from
# the game's own rules.
JD = JACK_OF_DIAMONDS_INDEX


class Scoring:
    """What a finished hand's cards are worth beyond the penalty points, from the rules.

    J♦ (``jack_points`` to the seat that took it) and a hand without a trick
    (``no_tricks_points``).  ``counts_won``: the search must follow which cards each seat took
    (``won`` masks) to score a hand; False under the default rules.
    """

    __slots__ = ("moon_add", "jack_points", "no_tricks_points", "counts_won", "points_of")

    def __init__(self, rules: Rules) -> None:
        self.points_of = rules.card_points
        self.moon_add = rules.moon != Moon.SUBTRACT  # a shooter's choice values as adding
        self.jack_points = rules.card_points[JD] - POINTS_OF[JD]
        self.no_tricks_points = rules.no_tricks_points
        self.counts_won = bool(self.jack_points or self.no_tricks_points)


def one_per_run(allowed: int, in_play: int, points_of: Sequence[int] = POINTS_OF) -> list[int]:
    """One card (the lowest) of each run of equivalent cards in ``allowed``.

    Neighbours in a suit with the same points and no card of ``in_play`` between them play the
    same.  ``in_play`` holds every card not yet gone: the hands and the trick on the table (with
    4♥ on the table, 3♥ ducks it and 5♥ does not).  ``points_of``: each card's points under the
    rules (Scoring.points_of: J♦ is not 10♦ when it counts).
    """
    out: list[int] = []
    prev = -2
    m = allowed
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if (
            out
            and SUIT_OF[c] == SUIT_OF[prev]
            and points_of[c] == points_of[prev]
            and not (in_play >> (prev + 1)) & ((1 << (c - prev - 1)) - 1)
        ):
            prev = c
            continue  # nothing still in play between them: the same card for the outcome
        out.append(c)
        prev = c
    return out


def hand_scores(points: Sequence[int], moon_add: bool, won: Sequence[int] | None = None,
                scoring: Scoring | None = None) -> Sequence[int]:
    """What a finished hand's points score: the moon as ``moon_add`` says, J♦ and the no-trick bonus.

    The cards each seat took (``won``) count when the rules count them.
    """
    scores: Sequence[int]
    moon = False
    for s in range(4):
        if points[s] == POINTS_PER_HAND:
            if moon_add:
                scores = [0 if x == s else POINTS_PER_HAND for x in range(4)]
            else:
                scores = [-POINTS_PER_HAND if x == s else 0 for x in range(4)]
            moon = True
            break
    else:
        scores = points
    if won is not None and scoring is not None and scoring.counts_won:
        scores = list(scores)
        for s in range(4):
            if won[s] >> JD & 1:
                scores[s] += scoring.jack_points
            if not won[s] and not moon:
                scores[s] += scoring.no_tricks_points
    return scores


def hand_value(points: Sequence[int], seat: int, moon_add: bool, won: Sequence[int] | None = None,
               scoring: Scoring | None = None, standing: Standing | None = None) -> float:
    """``seat``'s own score minus the others' average for a finished hand: what the search minimises.

    Lower is better; the moon is scored as the rules say.  ``won`` (the cards each seat took)
    and ``scoring`` add J♦ and the no-trick bonus when the rules count them (a shooter's choice
    of add or subtract is worth the same here: both leave the shooter 26 below the others).
    ``standing``: when this hand could end the game (standing.standing_of), the value is what
    the hand does to the game instead: ``game_value``.
    """
    if standing is not None:
        return game_value(points, seat, moon_add, won, scoring, standing)
    scores = hand_scores(points, moon_add, won, scoring)
    return scores[seat] - (sum(scores) - scores[seat]) / 3.0


def game_value(points: Sequence[int], seat: int, moon_add: bool, won: Sequence[int] | None,
               scoring: Scoring | None, standing: Standing) -> float:
    """``seat``'s cost of a finished hand added to the totals before it (Standing.cost).

    The cost is minus its chance of winning the game, in points.  Under the shooter's choice a
    moon scores the way that is better for the shooter (computer shooters choose with
    ai.choose_moon, which puts a win of the game first too).  Remembered per outcome in
    ``standing.memo`` when the points alone score the hand (a search meets the same few outcomes
    again and again).
    """
    if won is None or scoring is None or not scoring.counts_won:
        key = (*points, seat)
        hit = standing.memo.get(key)
        if hit is None:
            hit = standing.memo[key] = _game_value(points, seat, moon_add, None, None, standing)
        return hit
    return _game_value(points, seat, moon_add, won, scoring, standing)


def _game_value(points: Sequence[int], seat: int, moon_add: bool, won: Sequence[int] | None,
                scoring: Scoring | None, standing: Standing) -> float:
    if standing.moon_choice and POINTS_PER_HAND in points:
        shooter = list(points).index(POINTS_PER_HAND)
        add = hand_scores(points, True, won, scoring)
        sub = hand_scores(points, False, won, scoring)
        best = add if standing.cost(add, shooter) <= standing.cost(sub, shooter) else sub
        return standing.cost(best, seat)
    return standing.cost(hand_scores(points, moon_add, won, scoring), seat)


def bits(mask: int) -> list[int]:
    """Card ints of a mask, lowest first."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def lowest(mask: int) -> int:
    """The lowest card (index) of a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    """The highest card (index) of a non-empty mask."""
    return mask.bit_length() - 1


def popcount(mask: int) -> int:
    """The number of cards in a mask."""
    return mask.bit_count()


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def to_card(i: int) -> Card:
    return Card.from_index(i)


class Knowledge:
    """The public facts of a view (facts.public_facts) in the lists the players compute with.

    Besides the facts: this seat, its hand, the rules it plays under, the trick on the
    table, the number of cards each seat still holds and what the hand can do to the game.
    """

    __slots__ = (
        "me", "hand", "played", "played_by", "voids", "known", "counts", "points",
        "leader", "trick", "broken", "first", "tricks_done", "unseen", "rules", "moon_add", "scores", "standing",
        "pass_target", "took_points", "scoring", "won", "facts", "barred",
    )

    def __init__(self, view: PlayerView) -> None:
        me = view.seat
        self.me = me
        self.rules = view.rules  # what the bit core and the policy are asked with
        self.scoring = Scoring(view.rules)
        self.moon_add = self.scoring.moon_add
        self.scores = tuple(view.scores)
        #: what a finished hand does to the game, when this hand could end it (else None:
        #: the hand's points are the whole story)
        self.standing = standing_of(view.scores, view.rules)
        self.facts = facts = public_facts(view)
        self.hand = facts.hand
        self.played = facts.played
        self.played_by = list(facts.played_by)
        self.voids = list(facts.voids)  # per seat, bit s set = void in suit s
        self.barred = list(facts.barred)  # per seat, other cards it is shown not to hold
        self.broken = facts.broken
        self.points = list(facts.points)
        self.took_points = list(facts.took_points)
        self.won = list(facts.won)  # per seat, the cards of the tricks it took
        self.first = view.first_trick
        self.tricks_done = len(view.tricks)
        self.leader = view.trick.leader
        self.trick = [c.index for c in view.trick.cards]
        self.counts = [13 - popcount(facts.played_by[s]) for s in range(4)]
        self.pass_target = facts.pass_target
        self.known = list(facts.known)
        self.unseen = facts.out

