"""The Hearts lessons: real positions dealt by the engine, the move each one asks for, and why.

Each lesson is a few steps.  A step is a position of a hand dealt from a fixed seed and
played by the engine's rules up to South's turn (every seat, South too, plays
:func:`plain_card`, a fixed and simple way to play, so the position never changes when
the computer players get stronger), the task, and what the lesson accepts.
:func:`check` judges South's card (or the three cards of a pass): the rules' own reason
for a card they refuse (``hearts.reason.*``, the words the table says), else whether the
card does what the step teaches and, in a sentence, why.  The words are keys
(``lesson.hearts.*``) with fields; the screen translates them.

Pure Python, deterministic, no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.cards import Card, Rank, Suit

from .deal import SOUTH, sort_hand
from .kinds import Phase
from .legality import QUEEN_OF_SPADES, Refusal, card_points
from .match import Match

HEARTS = Suit.HEARTS

#: What a step asks for (``Step.goal``).
TWO_CLUBS, FOLLOW, NO_HEART_LEAD, LEAD_HEART, QUEEN, HEART, PASS_HIGH, DUCK, STOP_MOON = (
    "two_clubs", "follow", "no_heart_lead", "lead_heart", "queen", "heart", "pass_high", "duck", "stop_moon")

#: A card this high or higher is one to pass: it wins tricks the player does not want.
HIGH = Rank.QUEEN


@dataclass(frozen=True)
class Step:
    """One position of a lesson: a deal, the cards played before South's turn, the goal.

    ``seed`` and ``hand`` name the deal (the hand number gives its pass direction), ``plays``
    how many cards :func:`plain_card` plays first, ``goal`` one of the names above."""

    seed: int
    hand: int
    plays: int
    goal: str

    @property
    def passing(self) -> bool:
        return self.goal == PASS_HIGH


@dataclass(frozen=True)
class Lesson:
    """A lesson: its name (``lesson.hearts.<key>.title``) and its steps, in order."""

    key: str
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Verdict:
    """The lesson's answer to a move: accepted or not, and why (keys, joined by a space)."""

    ok: bool
    keys: tuple[str, ...]
    fields: dict[str, str] = field(default_factory=dict)


LESSONS: tuple[Lesson, ...] = (
    Lesson("follow", (Step(3, 4, 0, TWO_CLUBS), Step(1, 4, 7, FOLLOW))),
    Lesson("hearts_lead", (Step(3, 4, 8, NO_HEART_LEAD), Step(3, 4, 16, LEAD_HEART))),
    Lesson("points", (Step(47, 4, 9, QUEEN), Step(3, 4, 23, HEART))),
    Lesson("passing", (Step(7, 1, 0, PASS_HIGH),)),
    Lesson("duck", (Step(4, 4, 15, DUCK),)),
    Lesson("moon", (Step(25, 4, 23, STOP_MOON),)),
)

KEYS: tuple[str, ...] = tuple(lesson.key for lesson in LESSONS)


def lesson(key: str) -> Lesson:
    """The lesson called ``key`` (KeyError for an unknown one)."""
    for one in LESSONS:
        if one.key == key:
            return one
    raise KeyError(key)


# -- the positions ---------------------------------------------------------------------------


def plain_card(match: Match, seat: int) -> Card:
    """A plain way to play, fixed forever, for every seat of a lesson's position.

    Lead the lowest card (a heart last), follow with the highest card under the trick's best
    (else the lowest), and with none of the suit throw Q♠, then the highest heart, then the
    highest card."""
    legal = match.legal(seat)
    trick = match.current_trick.cards
    if not trick:
        pool = [c for c in legal if c.suit != HEARTS] or legal
        return min(pool, key=lambda c: (c.rank, c.suit))
    led = trick[0].suit
    follow = [c for c in legal if c.suit == led]
    if follow:
        best = max(c.rank for c in trick if c.suit == led)
        under = [c for c in follow if c.rank < best]
        return max(under, key=lambda c: c.rank) if under else min(follow, key=lambda c: c.rank)
    if QUEEN_OF_SPADES in legal:
        return QUEEN_OF_SPADES
    hearts = [c for c in legal if c.suit == HEARTS]
    return max(hearts or legal, key=lambda c: (c.rank, c.suit))


def plain_pass(hand: Sequence[Card]) -> tuple[Card, ...]:
    """The three highest cards (Q♠ first): what the other seats pass."""
    return tuple(sorted(hand, key=lambda c: (c == QUEEN_OF_SPADES, c.rank, c.suit), reverse=True)[:3])


def position(step: Step) -> Match:
    """The step's position: South to play, or for a pass to choose three cards.

    Its hand is dealt and ``plays`` cards are played by :func:`plain_card` (the other seats
    pass their three highest cards first when the hand passes and the step is not the pass)."""
    m = Match.single_hand(step.seed, step.hand)
    if m.phase == Phase.PASS and not step.passing:
        for seat in range(4):
            m.submit_pass(seat, plain_pass(m.hands[seat]))
    for _ in range(step.plays):
        turn = m.to_act
        assert turn is not None, "a lesson's position is inside a hand"
        m.play(turn, plain_card(m, turn))
    return m


def best_now(match: Match) -> tuple[int, Card] | None:
    """The seat whose card takes the trick so far, and that card (``None``: nothing led)."""
    plays = list(match.current_trick.plays())
    if not plays:
        return None
    led = plays[0][1].suit
    return max(((s, c) for s, c in plays if c.suit == led), key=lambda sc: sc[1].rank)


def high_cards(hand: Sequence[Card]) -> list[Card]:
    """The cards worth passing: Q♠ and every card from the queen up."""
    return sort_hand(c for c in hand if c.rank >= HIGH)


def moon_taker(match: Match) -> int | None:
    """The one seat other than South that has taken every point so far (``None``: none has)."""
    pts = match.hand_points
    takers = [s for s in range(4) if pts[s] > 0]
    return takers[0] if len(takers) == 1 and takers[0] != SOUTH else None


# -- judging a move --------------------------------------------------------------------------


def check(step: Step, match: Match, cards: Sequence[Card]) -> Verdict:
    """The lesson's verdict on South's move at ``match``, the step's position.

    The move is one card to play, or three to pass."""
    if step.passing:
        return _check_pass(match, cards)
    card = cards[0]
    refused = match.why_illegal(SOUTH, card)
    name = {"card": card.pretty}
    if refused is not None:
        said = (f"lesson.hearts.why.{refused}",) if refused not in (Refusal.NOT_YOUR_TURN, Refusal.NOT_IN_HAND) else ()
        return Verdict(False, (f"hearts.reason.{refused}", *said), name)
    goal = step.goal
    if goal in (TWO_CLUBS, FOLLOW, NO_HEART_LEAD):
        return Verdict(True, (f"lesson.hearts.{goal}.right",), name)
    if goal == LEAD_HEART:
        ok = card.suit == HEARTS
        return Verdict(ok, (f"lesson.hearts.lead_heart.{'right' if ok else 'wrong'}",), name)
    if goal in (QUEEN, HEART):
        ok = card == QUEEN_OF_SPADES if goal == QUEEN else card.suit == HEARTS
        fields = {**name, "points": str(card_points(card, match.rules))}
        return Verdict(ok, (f"lesson.hearts.{goal}.{'right' if ok else 'wrong'}",), fields)
    now = best_now(match)
    assert now is not None, "a duck or a moon is a trick already led"
    seat, top = now
    takes = card.suit == top.suit and card.rank > top.rank
    points = match.current_trick.points + card_points(card, match.rules)
    fields = {**name, "top": top.pretty, "points": str(points), "taken": str(match.hand_points[seat])}
    if goal == DUCK:
        return Verdict(not takes, (f"lesson.hearts.duck.{'wrong' if takes else 'right'}",), fields)
    return Verdict(takes, (f"lesson.hearts.stop_moon.{'right' if takes else 'wrong'}",), fields)


def _check_pass(match: Match, cards: Sequence[Card]) -> Verdict:
    high = high_cards(match.hands[SOUTH])
    low = [c for c in cards if c.rank < HIGH]
    shown = {"high": " ".join(c.pretty for c in high)}
    if len(set(cards)) != 3 or any(c not in match.hands[SOUTH] for c in cards):
        return Verdict(False, ("lesson.hearts.pass_high.three",), shown)
    if low:
        return Verdict(False, ("lesson.hearts.pass_high.wrong",), {**shown, "card": low[0].pretty})
    if QUEEN_OF_SPADES in match.hands[SOUTH] and QUEEN_OF_SPADES not in cards:
        return Verdict(False, ("lesson.hearts.pass_high.queen_kept",), shown)
    return Verdict(True, ("lesson.hearts.pass_high.right",), shown)


def answers(step: Step, match: Match) -> list[Card]:
    """The cards (for a pass: the candidates) the step accepts: what the lesson may show."""
    hand = match.hands[SOUTH]
    if step.passing:
        return high_cards(hand)
    return [c for c in match.legal(SOUTH) if check(step, match, [c]).ok]
