"""The Hearts lessons: real positions dealt by the engine, the move each one asks for, and why.

Each lesson is a few steps.  A step is a position of a hand dealt from a fixed seed and
played by the engine's rules up to South's turn (every seat, South too, plays
:func:`plain_card`, a fixed and simple way to play, so the position never changes when
the computer players get stronger), the task, and what the lesson accepts.
:func:`check` judges South's card (or the three cards of a pass): the rules' own reason
for a card they refuse (``hearts.reason.*``, the words the table says), else whether the
card does what the step teaches and, in a sentence, why.  Where the choice is a judgement
(the pass, ducking, what to give away, a moon) the coach's judgement of the moment is asked
too (:func:`coach_steps`, the analysis Why? shows, seeded as the hint seeds it): a choice it
calls best or just as good is always accepted, and the verdict carries its figures
(:class:`CoachNote`) for the screen to say in the hint's and Why?'s words.  The moon
lessons' shooting steps are dealt with South playing to take every trick
(:func:`shoot_card`), and a card is checked against every card the others could answer with
in its trick, then the rest played out plainly (:func:`keeps_moon`).  The words are keys
(``lesson.hearts.*``) with fields; a field that starts with ``@`` is a key itself; the screen
translates them.

Pure Python, deterministic, no pygame.
"""

from __future__ import annotations

import copy
from collections.abc import Generator, Sequence
from dataclasses import dataclass, replace

from game.cards import Card, Rank, Suit
from game.lesson import Lesson, named
from game.lesson import Verdict as LessonVerdict

from ..deal import SOUTH, sort_hand
from ..kinds import Phase
from ..legality import QUEEN_OF_SPADES, Refusal, card_points
from ..match import Match
from ..rules import Moon
from ..scoring import score_tricks
from .analysis import Analysis, analysis_steps, choice_key, moment_seed

HEARTS = Suit.HEARTS

#: What a step asks for (``Step.goal``).
TWO_CLUBS, FOLLOW, NO_HEART_LEAD, LEAD_HEART, QUEEN, HEART, PASS_HIGH, DUCK, STOP_MOON, SHOOT = (
    "two_clubs", "follow", "no_heart_lead", "lead_heart", "queen", "heart", "pass_high", "duck", "stop_moon",
    "shoot_moon")
#: The goals where the choice is a judgement: the coach is asked, and its best is never refused.
#: Shooting is not among them: whether a card keeps the moon is worked out on the lesson's own
#: deal (:func:`keeps_moon`), which the coach, guessing the hidden hands, cannot see.
JUDGED = frozenset({LEAD_HEART, QUEEN, HEART, PASS_HIGH, DUCK, STOP_MOON})

#: A card this high or higher is one to pass: it wins tricks the player does not want.
HIGH = Rank.QUEEN


@dataclass(frozen=True)
class Step:
    """One position of a lesson: a deal, the cards played before South's turn, the goal.

    ``seed`` and ``hand`` name the deal (the hand number gives its pass direction), ``plays``
    how many cards :func:`plain_card` plays first (South's :func:`shoot_card` when the goal is
    to shoot the moon), ``goal`` one of the names above; ``ends``: the right card ends the
    hand's play (the rest is played out and the hand scored)."""

    seed: int
    hand: int
    plays: int
    goal: str
    ends: bool = False

    @property
    def passing(self) -> bool:
        return self.goal == PASS_HIGH


@dataclass(frozen=True)
class Verdict(LessonVerdict):
    """The lesson's answer to a move, with the coach's judgement of it where asked for.

    The coach judges the steps whose goal is in ``JUDGED``."""

    coach: CoachNote | None = None


@dataclass(frozen=True)
class CoachNote:
    """What Why? says of a move, for the screen to put in Why?'s words.

    ``kind`` is "best", "as_good" (a loss of 0 against the best),
    "costs" (``loss`` points more than the best) or "unshown" (a pass not among the best few);
    ``points`` its expected points for the rest of the hand; ``best`` the hint's choice."""

    kind: str
    choice: tuple[Card, ...]
    best: tuple[Card, ...]
    points: float
    loss: float


LESSONS: tuple[Lesson[Step], ...] = (
    Lesson("follow", (Step(3, 4, 0, TWO_CLUBS), Step(1, 4, 7, FOLLOW))),
    Lesson("hearts_lead", (Step(3, 4, 8, NO_HEART_LEAD), Step(1, 4, 32, LEAD_HEART))),
    Lesson("points", (Step(47, 4, 9, QUEEN), Step(3, 4, 23, HEART))),
    Lesson("passing", (Step(7, 1, 0, PASS_HIGH),)),
    Lesson("duck", (Step(2, 4, 35, DUCK),)),
    Lesson("moon", (Step(84, 4, 32, SHOOT), Step(84, 4, 40, SHOOT, ends=True), Step(25, 4, 23, STOP_MOON))),
)

KEYS: tuple[str, ...] = tuple(lesson.key for lesson in LESSONS)


def lesson(key: str) -> Lesson[Step]:
    """The lesson called ``key`` (KeyError for an unknown one)."""
    return named(LESSONS, key)


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


def shoot_card(match: Match, seat: int) -> Card:
    """South's way to play in a moon lesson's deal, fixed forever: go for every trick.

    Lead the highest card (a heart first among equals), follow with the highest card when it
    beats the trick (else the lowest), and with none of the suit throw the lowest card that
    costs nothing."""
    legal = match.legal(seat)
    trick = match.current_trick.cards
    if not trick:
        return max(legal, key=lambda c: (c.rank, c.suit == HEARTS))
    led = trick[0].suit
    best = max(c.rank for c in trick if c.suit == led)
    follow = [c for c in legal if c.suit == led]
    if follow:
        over = [c for c in follow if c.rank > best]
        return max(over, key=lambda c: c.rank) if over else min(follow, key=lambda c: c.rank)
    free = [c for c in legal if card_points(c, match.rules) == 0]
    return min(free or legal, key=lambda c: (c.rank, c.suit))


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
        m.play(turn, shoot_card(m, turn) if turn == SOUTH and step.goal == SHOOT else plain_card(m, turn))
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


def beatable(match: Match, card: Card) -> bool:
    """Could another seat take the trick if South plays ``card`` now, whatever they answer?"""
    plays = [*match.current_trick.plays(), (SOUTH, card)]
    led = plays[0][1].suit
    winner, top = max(((s, c) for s, c in plays if c.suit == led), key=lambda sc: sc[1].rank)
    if winner != SOUTH:
        return True
    played = {s for s, _c in plays}
    return any(c.suit == led and c.rank > top.rank
               for s in range(4) if s not in played for c in match.hands[s])


def keeps_moon(match: Match, card: Card) -> bool:
    """Does South still take every point after ``card``?

    The card's trick must be South's whatever the others answer, and so must each trick after it, the others playing
    :func:`plain_card` (South choosing each card so)."""
    if beatable(match, card):
        return False
    m = copy.deepcopy(match)
    m.play(SOUTH, card)
    return _can_shoot(m)


def _can_shoot(m: Match) -> bool:
    while m.phase == Phase.PLAY:
        if any(m.hand_points[s] for s in range(4) if s != SOUTH):
            return False
        turn = m.to_act
        assert turn is not None
        if turn == SOUTH:
            return any(keeps_moon(m, c) for c in m.legal(SOUTH))
        m.play(turn, plain_card(m, turn))
    return m.hand_points[SOUTH] == sum(m.hand_points) > 0


def played_out(match: Match, card: Card) -> Match:
    """The hand after South's ``card``, played to its end.

    South keeps the moon where it can (:func:`keeps_moon`), the others play :func:`plain_card`."""
    m = copy.deepcopy(match)
    m.play(SOUTH, card)
    while m.phase == Phase.PLAY and m.to_act is not None:
        turn = m.to_act
        if turn == SOUTH:
            legal = m.legal(SOUTH)
            m.play(SOUTH, next((c for c in legal if keeps_moon(m, c)), legal[0]))
        else:
            m.play(turn, plain_card(m, turn))
    return m


def moon_scores(match: Match, card: Card, scoring: Moon) -> tuple[int, int]:
    """What South and each other seat score when ``card`` shoots the moon, scored ``scoring``.

    The hand is played out (:func:`played_out`) and scored by the rules, the shooter choosing
    ``scoring`` as the house rule where the shooter chooses lets them."""
    done = played_out(match, card)
    assert done.moon_shooter == SOUTH, "the lesson's moon is shot"
    how = Moon.ADD_TO_OTHERS if scoring == Moon.CHOICE else scoring
    result = score_tricks(done.hand_points, replace(match.rules, moon=Moon.CHOICE), done.tricks, how)
    return result.scores[SOUTH], result.scores[(SOUTH + 1) % 4]


# -- the coach's judgement -------------------------------------------------------------------

#: Each judged step's analysis, worked out once (the positions are fixed).
_ANALYSES: dict[Step, Analysis] = {}


def coach_steps(step: Step, match: Match) -> Generator[None, None, Analysis | None]:
    """The coach's analysis of the step's position: what Why? shows (``None``: not judged).

    Sliced as the analysis is (it yields between slices), and cached once worked out."""
    if step.goal not in JUDGED:
        return None
    found = _ANALYSES.get(step)
    if found is None:
        found = yield from analysis_steps(match.view(SOUTH), moment_seed(match))
        _ANALYSES[step] = found
    return found


def analysed(step: Step) -> Analysis | None:
    """The step's analysis if it has been worked out, else ``None``."""
    return _ANALYSES.get(step)


def coach_note(analysis: Analysis, cards: Sequence[Card]) -> CoachNote:
    """What the analysis says of ``cards`` (a card, or a pass of three)."""
    best = analysis.rows[0]
    row = analysis.row(cards)
    choice = tuple(sorted(cards, key=lambda c: c.index))
    if row is None:
        return CoachNote("unshown", choice, best.choice, best.points, 0.0)
    kind = "best" if choice_key(row.choice) == choice_key(best.choice) else "as_good" if row.loss == 0 else "costs"
    return CoachNote(kind, row.choice, best.choice, row.points, row.loss)


# -- judging a move --------------------------------------------------------------------------


def check(step: Step, match: Match, cards: Sequence[Card], analysis: Analysis | None = None) -> Verdict:
    """The lesson's verdict on South's move at ``match``, the step's position.

    The move is one card to play, or three to pass.  ``analysis``: the coach's analysis of the
    position (:func:`coach_steps`); with it, a judged step never refuses a choice Why? calls
    best or just as good, and the verdict carries what Why? says of the move."""
    verdict = _check_pass(match, cards) if step.passing else _check_card(step, match, cards[0])
    refused = verdict.keys[0].startswith("hearts.reason.") or verdict.keys == ("lesson.hearts.pass_high.three",)
    if analysis is None or step.goal not in JUDGED or refused:
        return verdict
    note = coach_note(analysis, cards)
    if verdict.ok or note.kind not in ("best", "as_good"):
        return Verdict(verdict.ok, verdict.keys, verdict.fields, note)
    said = "lesson.hearts.coach.right_pass" if step.passing else "lesson.hearts.coach.right"
    return Verdict(True, (said,), verdict.fields, note)


def _check_card(step: Step, match: Match, card: Card) -> Verdict:
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
    if goal == SHOOT:
        return _check_shoot(step, match, card)
    now = best_now(match)
    assert now is not None, "a duck or a moon is a trick already led"
    seat, top = now
    takes = card.suit == top.suit and card.rank > top.rank
    points = match.current_trick.points + card_points(card, match.rules)
    fields = {**name, "top": top.pretty, "points": str(points), "taken": str(match.hand_points[seat])}
    if goal == DUCK:
        return Verdict(not takes, (f"lesson.hearts.duck.{'wrong' if takes else 'right'}",), fields)
    return Verdict(takes, (f"lesson.hearts.stop_moon.{'right' if takes else 'wrong'}",), fields)


def _check_shoot(step: Step, match: Match, card: Card) -> Verdict:
    """A moon's card: right when South still takes every point after it.

    The last step's right card plays the hand out and says how the rules score the moon."""
    fields = {"card": card.pretty, "taken": str(match.hand_points[SOUTH])}
    if not keeps_moon(match, card):
        why = "beaten" if beatable(match, card) else "later"
        return Verdict(False, (f"lesson.hearts.shoot_moon.{why}",), fields)
    if not step.ends:
        return Verdict(True, ("lesson.hearts.shoot_moon.right",), fields)
    you, other = moon_scores(match, card, Moon(match.rules.moon))
    sub_you, sub_other = moon_scores(match, card, Moon.SUBTRACT)
    fields.update(you=f"#{you}", other=f"#{other}", subtract="@hearts.moon_choice.subtract",
                  sub_you=f"#{sub_you}", sub_other=f"#{sub_other}")
    said = ("lesson.hearts.shoot_moon.right", "lesson.hearts.shoot_moon.rest", "hearts.moon.you",
            "lesson.hearts.shoot_moon.scored", "lesson.hearts.shoot_moon.choice")
    return Verdict(True, said, fields)


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


def answers(step: Step, match: Match, analysis: Analysis | None = None) -> list[Card]:
    """The cards (for a pass: the candidates) the step accepts: what the lesson may show."""
    hand = match.hands[SOUTH]
    if step.passing:
        return high_cards(hand)
    return [c for c in match.legal(SOUTH) if check(step, match, [c], analysis).ok]
