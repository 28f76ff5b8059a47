"""What the Hearts table shows at one moment, as one frozen value.

The scene makes a :class:`HeartsTableView` from its state whenever it is read
(``HeartsScene.view``, from :func:`table_view`); the drawing (:func:`.draw.draw_table`), the
hit-testing and the script's ``state`` read only that value, the layout and the card
pictures.  Whose turn it is comes from the engine (``Match.to_act``, ``Match.
awaiting_pass``), asked in one place (:func:`play_turn`, :func:`pass_turns`).

The hand, the trick and the cards on their way to the taker are the scene's card sprites:
which sprites, and in what order, is fixed when the view is made; the tweens move them
between two views (a frame while cards fly draws the same view with the sprites where
they are now), and each sprite carries its own marks (chosen, hinted, unplayable).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from game.cards import Card, Suit
from game.hearts import Match, Rules
from game.hearts.claim import Claim
from game.hearts.deal import PassDirection, pass_source, pass_target
from game.hearts.kinds import Phase
from game.hearts.tracker import Tracker, track
from game.hearts.trick import Trick
from game.ui.scenes.hearts.table_moment import Face, button_faces, choosing_pass, idle, pass_turns, play_turn
from game.ui.scenes.hearts.table_state import TableState
from game.ui.sprites import CardSprite

SOUTH = 0


class StatusKind(StrEnum):
    """What the status line says (its words and colour are the drawing's)."""

    THINKING_HINT = "thinking_hint"  # the hint is being looked for
    TAKES = "takes"  # a finished trick on show: who takes it, for how much
    HINT = "hint"  # the hint's cards
    YOUR_LEAD_FIRST = "your_lead_first"  # South leads the two of clubs
    YOUR_LEAD = "your_lead"
    FOLLOW = "follow"  # South follows the led suit
    LEADS = "leads"  # another seat is about to lead
    THINKING = "thinking"  # another seat is about to follow


@dataclass(frozen=True)
class Status:
    """The status line: its kind and what it names."""

    kind: StatusKind
    #: The seat it names (TAKES: the taker; LEADS, THINKING: the seat to act).
    seat: int | None = None
    #: TAKES: the trick's points.
    points: int = 0
    #: TAKES: the trick stays until a tap ("tap to go on" follows).
    until_tap: bool = False
    #: HINT: the cards the hint names.
    cards: tuple[Card, ...] = ()
    #: FOLLOW: the led suit.
    suit: Suit | None = None


@dataclass(frozen=True)
class Note:
    """A short line shown in place of the status for a while (a refusal, an undo)."""

    text: str
    #: Its look (``Look.message_style``): "error", "undo", "info".
    kind: str


@dataclass(frozen=True)
class Plate:
    """A seat's name plate: its game total, its points this hand, whether it is to act."""

    seat: int
    total: int
    hand_points: int
    acting: bool
    #: A computer player is thinking on its turn (three dots on the plate).
    thinking: bool


@dataclass(frozen=True)
class PassStep:
    """South choosing three cards to pass: the direction, the receiver, how many chosen."""

    direction: PassDirection
    to: int
    chosen: int


@dataclass(frozen=True)
class HeartsTableView:
    """What the Hearts table shows now: the scene computes it, the drawing reads only it."""

    phase: Phase
    rules: Rules
    hand_number: int
    pass_direction: PassDirection
    hearts_broken: bool
    #: The engine's seat to act (``None`` between hands).
    to_act: int | None
    #: Face-down cards shown for West, North and East (seats 1, 2, 3); a chosen pass is
    #: out of its fan.
    backs: tuple[int, int, int]
    plates: tuple[Plate, Plate, Plate, Plate]
    #: South is choosing a pass (the arrow, the title, the Pass button).
    passing: PassStep | None
    #: The no-passing hand's announcement is on show (before the first card).
    hold: bool
    note: Note | None
    status: Status | None
    #: Received cards marked in the hand (from the exchange until South's first card),
    #: and the seat that passed them.
    received: tuple[Card, ...]
    received_from: int
    #: What South may play or pass now (empty when it is not South's move).
    legal: tuple[Card, ...]
    raised: tuple[Card, ...]
    hint: tuple[Card, ...]
    #: The card sprites: South's hand (in its order), the trick (in play order), the cards
    #: on their way to the taker; and the table's widgets (drawn when visible).
    hand: tuple[CardSprite, ...]
    trick: tuple[CardSprite, ...]
    collecting: tuple[CardSprite, ...]
    widgets: tuple[Any, ...]
    #: A claim on show: the claimer's cards in the middle, the line saying who claimed.
    claim: Claim | None = None
    #: The card tracker's facts from South's view (``None``: the setting is off, or it is
    #: not the play, or a claim is on show).
    tracker: Tracker | None = None
    #: Each table button's face (shown, usable), by ``table_buttons.NAMES``' keys: the
    #: scene puts them on its buttons, so reading the view changes nothing.
    faces: Mapping[str, Face] = field(default_factory=dict)


def received_cards(match: Match) -> tuple[Card, ...]:
    """The cards South received, marked from the exchange until South's first card."""
    if match.phase != Phase.PLAY or match.pass_direction == PassDirection.NONE:
        return ()
    played = any(seat == SOUTH for tr in match.tricks for seat, _ in tr.plays())
    played = played or any(seat == SOUTH for seat, _ in match.current_trick.plays())
    return () if played else tuple(match.received[SOUTH])


def status(match: Match, hinting: bool, shown: Trick | None, until_tap: bool,
           hint: Sequence[Card]) -> Status | None:
    """The status line's content: the hint being looked for, a finished trick on show, the
    hint's cards, or whose move it is in the play (none outside the play and after it)."""
    m = match
    if m.phase not in (Phase.PLAY, Phase.HAND_OVER, Phase.GAME_OVER):
        return None
    if hinting:
        return Status(StatusKind.THINKING_HINT)
    if shown is not None:
        return Status(StatusKind.TAKES, seat=shown.winner, points=shown.points, until_tap=until_tap)
    if m.phase != Phase.PLAY:
        return None
    if hint:
        return Status(StatusKind.HINT, cards=tuple(hint))
    trick = m.current_trick
    if m.to_act == SOUTH:
        if not trick.cards:
            legal = m.legal(SOUTH)
            if not m.tricks and len(legal) == 1 and str(legal[0]) == "2C":
                return Status(StatusKind.YOUR_LEAD_FIRST)
            return Status(StatusKind.YOUR_LEAD)
        return Status(StatusKind.FOLLOW, suit=trick.cards[0].suit)
    if not trick.cards:
        return Status(StatusKind.LEADS, seat=m.to_act)
    return Status(StatusKind.THINKING, seat=m.to_act)


def table_view(match: Match, *, idle: bool, panel_open: bool, thinking: bool, hinting: bool,
               shown: Trick | None, until_tap: bool, raised: Sequence[Card], hint: Sequence[Card],
               announce: str | None, note: Note | None, hand: Sequence[CardSprite],
               trick: Sequence[CardSprite], collecting: Sequence[CardSprite],
               widgets: Sequence[Any], claim: Claim | None = None, tracker: bool = False,
               faces: Mapping[str, Face] | None = None) -> HeartsTableView:
    """The view of ``match`` with the table's own state: ``idle`` (no trick on show, no
    panel, no flight), a panel open, a computer or the hint thinking, the trick on show
    (``until_tap``: until a tap), the chosen and hinted cards, the announcement, the note,
    the sprites and widgets the picture is made of, a claim on show, and whether the card
    tracker is wanted (its lines are South's view's, made here once, not at each draw)."""
    m = match
    passed = m.phase == Phase.PASS
    backs = tuple(len(m.hands[s]) - (3 if passed and m.passes[s] is not None else 0) for s in (1, 2, 3))
    turn = play_turn(m, idle)
    passing_now = pass_turns(m)
    plates = []
    for seat in range(4):
        acting = seat == turn or seat in passing_now
        plates.append(Plate(seat, m.scores[seat], m.points_so_far[seat], acting,
                            acting and seat != SOUTH and thinking))
    choosing = choosing_pass(m, panel_open)
    passing = (PassStep(m.pass_direction, pass_target(SOUTH, m.pass_direction), len(raised))
               if choosing else None)
    if choosing:
        legal: tuple[Card, ...] = tuple(m.hands[SOUTH])
    elif turn == SOUTH:
        legal = tuple(m.legal(SOUTH))
    else:
        legal = ()
    return HeartsTableView(
        phase=m.phase, rules=m.rules, hand_number=m.hand_number, pass_direction=m.pass_direction,
        hearts_broken=m.hearts_broken, to_act=m.to_act,
        backs=(backs[0], backs[1], backs[2]),
        plates=(plates[0], plates[1], plates[2], plates[3]),
        passing=passing, hold=announce == "hold" and not m.current_trick.cards,
        note=note, status=status(m, hinting, shown, until_tap, hint),
        received=received_cards(m), received_from=pass_source(SOUTH, m.pass_direction),
        legal=legal, raised=tuple(raised), hint=tuple(hint),
        hand=tuple(hand), trick=tuple(trick), collecting=tuple(collecting), widgets=tuple(widgets),
        claim=claim, tracker=tracker_of(m) if tracker and m.phase == Phase.PLAY and claim is None else None,
        faces=dict(faces or {}))


def state_view(state: TableState, match: Match, *, panel_open: bool, thinking: bool, hinting: bool,
               hand: Sequence[CardSprite], sprites: Mapping[Card, CardSprite], widgets: Sequence[Any],
               tracker: bool, checking: bool = False) -> HeartsTableView:
    """The view of the table's ``state`` over ``match`` (:func:`table_view`'s arguments read
    from the one value): the trick's ``sprites`` are those of the cards the state puts in
    the middle; the buttons' faces with them (``checking``: a claim is being checked)."""
    s = state
    return table_view(
        match, idle=idle(s, panel_open), panel_open=panel_open, thinking=thinking, hinting=hinting,
        shown=s.shown, until_tap=s.shown_left is None, raised=s.raised, hint=s.hint,
        announce="hold" if s.hold else None, note=Note(s.note.text, s.note.kind) if s.note is not None else None,
        hand=hand, trick=[sprites[c] for c in s.trick_cards(match.current_trick)], collecting=s.collecting,
        widgets=widgets, claim=s.claim_shown, tracker=tracker,
        faces=button_faces(s, match, panel_open=panel_open, checking=checking))


def tracker_of(match: Match) -> Tracker:
    """The card tracker's facts: South's view only (what a shuffle of the hidden hands
    cannot change)."""
    return track(match.view(SOUTH))
