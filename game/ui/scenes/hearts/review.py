"""Hand review: step through a finished hand of the Hearts game, the passes and then every
trick card by card (who led, who won, the points), forwards and backwards.

Everything shown is read from ``game.hearts.history`` (which replays the game's log through
the engine): the cards, the leader, the winner and the points are the engine's own.  A
review shows every seat's cards, so only finished hands are offered.

The review is a modal screen on the app's stack (game/ui/screens.py), opened from the
hand summary and the score sheet: it takes the taps and keys, grades and draws itself from
its view (:class:`ReviewView`), and when it closes the table goes back to the panel it
came from (meanwhile it is also the table's ``scene.panel``, so the table waits).  Its
geometry is one pure function (:func:`review_layout`) of the logical screen, like the
table's (written in design pixels; ``device_review_layout`` converts it to the device
pixels drawing and taps use, and every other design length is drawn through ``px``).
Keys: Left/Right a card, Home/End the first/last stop, [ and ] the previous/next costly
play, W (or ?) Why?, Up/Down (Page Up/Down) an earlier/later hand, Esc back; the same by
buttons.

The coach (:mod:`.review_coach`) grades your pass and plays while the review is open (in
slices, :meth:`ReviewPanel.tick`): a tag with a word over your graded card or pass, the
verdict on the step's decision and the hand's summary under the trick.  ‹ Costly play /
Costly play › (keys [ and ]) go to the previous/next stop where a costly decision of
yours shows; a tap on the coach's lines (its summary, "Coach: 2 costly plays…") goes to
the first.  Why? (beside the costly plays' buttons) opens what Hard sees at the decision
on show (:mod:`.analysis_screen`: every choice with its expected points, what you played
marked) over the review: your pass at the passes, else your card of the trick on show, also
at its stops before your card is down (the decision the coach's verdict will be about);
Esc or Close comes back to the same stop.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import pygame

from game.cards import Card
from game.hearts.deal import PassDirection, pass_source, pass_target
from game.hearts.history import HandReview, ReviewStep, hand_reviews
from game.hearts.teaching.coach import Decision
from game.i18n import register_strings, t
from game.ui import text, theme
from game.ui.scenes.hearts import analysis_screen, review_coach
from game.ui.scenes.hearts.review_coach import CoachView, ReviewCoach
from game.ui.scenes.hearts.strings import takes_text
from game.ui.sprites import CardArt, CardLook, draw_slot, index_px
from game.ui.theme import CARD_H, CARD_W, current_screen, px
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.metrics import Screen
    from game.ui.scenes.hearts.scene import HeartsScene

Rect = tuple[int, int, int, int]
GOLD = theme.ACCENT
RECEIVED = (120, 226, 150)
PANEL_BG = (20, 62, 43)
ROW_BG = (28, 78, 54)


@dataclass(frozen=True)
class ReviewLayout:
    """Where the review's parts are for one screen (logical pixels)."""

    panel: pygame.Rect
    title_y: int
    step_y: int
    #: The band under the seats: the trick's outcome (or the cards you got), the coach's lines.
    table: pygame.Rect
    #: Each seat's place (seat 0..3): its label, its cards and, at its right end, the card it
    #: played to the trick on show.
    seats: tuple[pygame.Rect, ...]
    #: The cards' size: the seats' hands and the trick's (one size, as big as the seats allow).
    mini: tuple[int, int]
    card: tuple[int, int]
    #: Button key -> rect: hand_prev, hand_next, first, prev, next, last, close, and the
    #: previous/next costly play (costly_prev, costly_next).
    buttons: dict[str, pygame.Rect]
    font: int
    small: int
    #: The band's lines (the outcome, the coach's verdict and summary): the band, less the
    #: costly-play buttons where they sit at its ends.  A tap there goes to the first costly play.
    lines: pygame.Rect
    #: A hand's rows of cards: one, or two (the first ``FIRST_ROW`` cards over the rest,
    #: their indices showing) where one row would make the letters too small.
    hand_rows: int = 1


#: A seat's label line above its cards, the margin under the cards, between two seats, at
#: a seat's ends and between its hand and its card of the trick (design px).
LABEL_H, CARD_PAD, SEAT_GAP, SEAT_END, TRICK_GAP = 34, 6, 10, 8, 10
#: How much of each card of a hand shows (of its width): its index and a little more.
STEP_SHARE = 0.25
#: Cards no bigger than this (design px): a desktop's seats have room for more.
MAX_CARD_H = 200
#: The costly-play buttons' width beside the band or the steps' row (design px).
COSTLY_W = 200
#: The width of the Why? button (the analysis of the decision on show), design px.
WHY_W = 170
#: Its width in the band of a phone held sideways (where the coach's lines need the room).
WHY_NARROW = 150


#: A phone held sideways: the least room (design px) between the bar's buttons for the
#: title and the step line; narrower, they go in a row of their own under the bar.
TITLE_ROOM = 480
#: Its band's height where the coach's lines have the band's whole width over a row of the
#: costly plays' buttons and Why? (a square window, whose seats keep their cards).
STACKED_BAND = 270


#: In a hand of two rows: the cards of the upper row, and how far (of a card's height) the
#: lower row stands under it, the upper row's indices showing.
FIRST_ROW, ROW_SHIFT = 7, 0.36


def _seat_cards(seats: tuple[pygame.Rect, ...], rows: int = 1) -> tuple[int, int]:
    """The largest cards the seats hold: 13 of them in ``rows`` rows, each showing
    ``STEP_SHARE`` of its width, and the trick's card at the row's end, under the label line."""
    row = seats[0]
    steps = 12 if rows == 1 else FIRST_ROW - 1
    by_width = (row.w - 2 * SEAT_END - TRICK_GAP) / (2 + steps * STEP_SHARE)
    by_height = (row.h - LABEL_H - LIFT - CARD_PAD - 2) / (1 if rows == 1 else 1 + ROW_SHIFT)
    h = int(min(MAX_CARD_H, by_height, by_width * CARD_H / CARD_W))
    return h * CARD_W // CARD_H, h


def _compact_seats(area: pygame.Rect) -> tuple[tuple[pygame.Rect, ...], tuple[int, int], int]:
    """The seats of a sideways phone's review, their cards and a hand's rows: two by two,
    one row a hand (a phone's); where one column or two rows a hand give bigger cards (a
    square window, tall seats), those."""
    seats = _grid(area, 2)
    cards = _seat_cards(seats)
    column = _grid(area, 1)
    options = [(seats, cards, 1), (column, _seat_cards(column), 1), (seats, _seat_cards(seats, 2), 2)]
    return max(options, key=lambda o: o[1][1])


def _grid(area: pygame.Rect, cols: int) -> tuple[pygame.Rect, ...]:
    """The four seats in ``cols`` columns (you first, then clockwise: reading order)."""
    rows = 4 // cols
    w = (area.w - (cols - 1) * 16) // cols
    h = (area.h - (rows - 1) * SEAT_GAP) // rows
    return tuple(pygame.Rect(area.x + (i % cols) * (w + 16), area.y + (i // cols) * (h + SEAT_GAP), w, h)
                 for i in range(4))


def review_layout(width: int, height: int, kind: str, screen: Screen) -> ReviewLayout:
    """The review's geometry: the four seats (each its hand and its card of the trick) in a
    column upright, two by two across; under them a band for the outcome and the coach.

    Upright and on a desktop the hand buttons are at the top corners and the step
    buttons at the bottom; a phone held sideways has every button in one bar at the top,
    so the seats get the height for cards whose letters a phone can read (at ``screen``'s
    scale and CSS pixels)."""
    m = 10
    panel = pygame.Rect(m, m, width - 2 * m, height - 2 * m)
    if kind == "portrait":
        tap, pad = theme.TAP_MIN["portrait"], 8
        top_w = 190
        buttons = {"hand_prev": pygame.Rect(panel.x + pad, panel.y + pad, top_w, tap),
                   "hand_next": pygame.Rect(panel.right - pad - top_w, panel.y + pad, top_w, tap)}
        n, gap, close_w = 5, 10, 200  # Close wider than the arrows: «Закрыть» at the row's size
        bw = (panel.w - 2 * pad - (n - 1) * gap - close_w) // (n - 1)
        by = panel.bottom - pad - tap
        for i, key in enumerate(("first", "prev", "next", "last")):
            buttons[key] = pygame.Rect(panel.x + pad + i * (bw + gap), by, bw, tap)
        buttons["close"] = pygame.Rect(panel.right - pad - close_w, by, close_w, tap)
        # the coach's row, over the steps': the costly plays' buttons, Why? between them
        side = (panel.w - 2 * pad - 2 * gap - WHY_W) // 2
        cy = by - gap - tap
        buttons["costly_prev"] = pygame.Rect(panel.x + pad, cy, side, tap)
        buttons["costly_next"] = pygame.Rect(panel.right - pad - side, cy, side, tap)
        buttons["why"] = pygame.Rect(panel.x + pad + side + gap, cy, WHY_W, tap)
        band = pygame.Rect(panel.x + pad, cy - 12 - 170, panel.w - 2 * pad, 170)  # a verdict may wrap
        seats = _grid(pygame.Rect(panel.x + pad, panel.y + 158, panel.w - 2 * pad, band.y - 6 - (panel.y + 158)), 1)
        cards = _seat_cards(seats)
        return ReviewLayout(panel, panel.y + 30, panel.y + 112, band, seats, cards, cards, buttons, 26, 22, band)
    finger = theme.TAP_MIN["landscape"]  # a desktop's (compact is a phone's, above)
    pad = 16
    if kind == "compact":  # one bar: the hand buttons and Close, the title, the step buttons
        tap, pad = theme.TAP_MIN["portrait"], 12
        y = panel.y + pad
        x = panel.x + pad
        buttons = {}
        for key, bw in (("close", 150), ("hand_prev", 200), ("hand_next", 200)):
            buttons[key] = pygame.Rect(x, y, bw, tap)
            x += bw + 10
        right = panel.right - pad
        for key in ("last", "next", "prev", "first"):
            buttons[key] = pygame.Rect(right - 96, y, 96, tap)
            right -= 96 + 10
        title_y, step_y = y + 4, y + tap // 2 + 4
        body_top = y + tap + 6
        if right - x < TITLE_ROOM:  # a narrow window: the title and the step line under the bar
            title_y = body_top
            step_y = title_y + 42
            body_top = step_y + 38
        # the band has the height for the coach's verdict on two lines under the outcome
        # where the cards keep readable indices (a window taller than a phone), else 100

        def seats_over(band_h: int) -> tuple[pygame.Rect, tuple[tuple[pygame.Rect, ...], tuple[int, int], int]]:
            band = pygame.Rect(panel.x + pad, panel.bottom - pad + 4 - band_h, panel.w - 2 * pad, band_h)
            return band, _compact_seats(pygame.Rect(panel.x + pad, body_top, panel.w - 2 * pad,
                                                    band.y - 4 - body_top))

        for band_h in (150, 100):
            band, (seats, cards, rows) = seats_over(band_h)
            if min(index_px(screen.px(cards[1]))) >= text.min_px_for(screen.css_per_px):
                break
        # where the seats' cards are as big with a taller band (a square window: they are
        # as wide as they can be), the coach's lines get that room: with the buttons' row
        # under them (the lines the band's whole width), else beside them
        for extra in (STACKED_BAND - band_h, 60):
            taller, (t_seats, t_cards, t_rows) = seats_over(band_h + extra)
            if t_cards == cards:
                band, seats, rows = taller, t_seats, t_rows
                break
        cw, cy = COSTLY_W + 20, band.bottom - 4 - tap  # the costly plays' buttons at the band's ends,
        buttons["costly_prev"] = pygame.Rect(band.x, cy, cw, tap)  # Why? beside the next one
        buttons["costly_next"] = pygame.Rect(band.right - cw, cy, cw, tap)
        buttons["why"] = pygame.Rect(band.right - cw - 10 - WHY_NARROW, cy, WHY_NARROW, tap)
        if band.h >= STACKED_BAND:
            buttons["why"].centerx = band.centerx
            lines = pygame.Rect(band.x, band.y, band.w, cy - 6 - band.y)
        else:
            lines = pygame.Rect(band.x + cw + 12, band.y, buttons["why"].x - 12 - (band.x + cw + 12), band.h)
        return ReviewLayout(panel, title_y, step_y, band, seats, cards, cards, buttons, 22, 18, lines, rows)
    tap, top_h = max(56, finger), max(50, finger)
    top_w = 190
    buttons = {"hand_prev": pygame.Rect(panel.x + pad, panel.y + pad, top_w, top_h),
               "hand_next": pygame.Rect(panel.right - pad - top_w, panel.y + pad, top_w, top_h)}
    n, gap, bw = 5, 14, 140
    total = n * bw + (n - 1) * gap
    bx, by = panel.centerx - total // 2, panel.bottom - pad - tap
    for i, key in enumerate(("first", "prev", "next", "last", "close")):
        buttons[key] = pygame.Rect(bx + i * (bw + gap), by, bw, tap)
    # the costly plays' buttons at the ends of the steps' row
    cw = min(COSTLY_W + 40, bx - gap - (panel.x + pad))
    buttons["costly_prev"] = pygame.Rect(panel.x + pad, by, cw, tap)
    buttons["costly_next"] = pygame.Rect(panel.right - pad - cw, by, cw, tap)
    step_y = panel.y + max(76, pad + top_h + 8)
    body_top = step_y + 36
    band = pygame.Rect(panel.x + pad, by - 10 - 104, panel.w - 2 * pad, 104)
    # Why? at the band's right end, level with the coach's lines; the lines centred between
    # it and as much room at the left
    buttons["why"] = pygame.Rect(band.right - WHY_W, band.bottom - tap, WHY_W, tap)
    lines = band.inflate(-2 * (WHY_W + 12), 0)
    seats = _grid(pygame.Rect(panel.x + pad, body_top, panel.w - 2 * pad, band.y - 4 - body_top), 2)
    cards = _seat_cards(seats)
    return ReviewLayout(panel, panel.y + 18, step_y, band, seats, cards, cards, buttons, 22, 18, lines)


def to_device(L: ReviewLayout, screen: Screen) -> ReviewLayout:
    """``L`` (design pixels) in device pixels of ``screen``; font sizes stay design sizes.
    The identity at scale 1."""
    if screen.scale == 1.0:
        return L

    def rect(r: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(screen.scale_rect(r))

    return replace(
        L, panel=rect(L.panel), title_y=screen.px(L.title_y), step_y=screen.px(L.step_y),
        table=rect(L.table), lines=rect(L.lines), seats=tuple(rect(r) for r in L.seats),
        mini=screen.point(L.mini), card=screen.point(L.card),
        buttons={k: rect(r) for k, r in L.buttons.items()},
    )


def device_review_layout(screen: Screen) -> ReviewLayout:
    """The review's geometry for ``screen``, in device pixels."""
    w, h = screen.design_size()
    return to_device(review_layout(w, h, screen.form, screen), screen)


@dataclass(frozen=True)
class ReviewView:
    """What a review shows at one stop: the drawing and the script's ``state`` read this."""

    #: The hand on show, and every finished hand's number.
    hand: int
    hands: tuple[int, ...]
    #: The stop (index into the hand's steps) and how many there are.
    step: int
    steps: int
    #: The stop is the passes (else card ``card`` of trick ``trick``).
    passes: bool
    pass_direction: PassDirection
    #: Per seat: the three cards given and got.
    passed: tuple[tuple[Card, ...], ...]
    received: tuple[tuple[Card, ...], ...]
    trick: int
    card: int
    leader: int | None
    #: The trick's cards so far: (seat, card) in play order.
    table: tuple[tuple[int, Card], ...]
    #: The trick's taker and points once its four cards are down.
    winner: int | None
    points: int | None
    #: Per seat: the cards held at this stop.
    held: tuple[tuple[Card, ...], ...]
    #: Per seat: the points taken in the tricks done by this stop.
    taken: tuple[int, int, int, int]
    #: The last stop: the engine's scores for the hand (moon applied).
    scores: tuple[int, ...] | None
    moon: int | None
    coach: CoachView | None
    #: A card after a claim: the claimer (the claimed line, played out by the engine).
    claimed_by: int | None

    def state(self) -> dict[str, Any]:
        """The review for a script (cards as their codes)."""
        return {
            "hand": self.hand,
            "hands": list(self.hands),
            "step": self.step,
            "steps": self.steps,
            "passes": self.passes,
            "pass_direction": self.pass_direction,
            "passed": [[str(c) for c in p] for p in self.passed],
            "received": [[str(c) for c in p] for p in self.received],
            "trick": self.trick,
            "card": self.card,
            "leader": self.leader,
            "table": [[seat, str(card)] for seat, card in self.table],
            "winner": self.winner,
            "points": self.points,
            "held": [[str(c) for c in h] for h in self.held],
            "taken": list(self.taken),
            "scores": list(self.scores) if self.scores is not None else None,
            "moon": self.moon,
            "coach": self.coach.state() if self.coach is not None else None,
            "claimed_by": self.claimed_by,
        }


def review_view(reviews: list[HandReview], index: int, steps: list[ReviewStep], position: int,
                coach: CoachView | None) -> ReviewView:
    """The view of stop ``position`` of hand ``reviews[index]`` (its ``steps``), with the
    coach's part (``None``: no coach)."""
    r = reviews[index]
    step = steps[position]
    trick = r.trick_at(step)
    plays = r.plays_at(step)
    complete = trick is not None and step.card == len(trick.plays) and trick.winner is not None
    done = list(r.tricks[: step.trick - 1]) if not step.is_pass else []
    if complete and trick is not None:  # (complete holds only with a trick)
        done.append(trick)
    taken = [0, 0, 0, 0]
    for tr in done:
        assert tr.winner is not None, "the tricks before the step's, and a complete one, are finished"
        taken[tr.winner] += tr.points
    return ReviewView(
        hand=r.number, hands=tuple(x.number for x in reviews), step=position, steps=len(steps),
        passes=step.is_pass, pass_direction=r.pass_direction,
        passed=tuple(tuple(p) for p in r.passed), received=tuple(tuple(p) for p in r.received),
        trick=step.trick, card=step.card, leader=trick.leader if trick is not None else None,
        table=tuple((seat, card) for seat, card in plays),
        winner=trick.winner if complete and trick is not None else None,
        points=trick.points if complete and trick is not None else None,
        held=tuple(tuple(h) for h in r.hands_at(step)), taken=(taken[0], taken[1], taken[2], taken[3]),
        scores=tuple(r.result.scores) if r.result is not None and position == len(steps) - 1 else None,
        moon=r.result.moon_shooter if r.result is not None else None,
        coach=coach,
        claimed_by=r.claim.seat if r.claim is not None and r.claimed_at(step) else None)


def finished_reviews(match) -> list[HandReview]:
    """The finished hands of ``match``, in order (a review shows every seat's cards).

    Replaying a whole game's log takes 7-22 ms natively for games of 10-22 hands, so the
    last answer is kept (same code and log: same hands) for the next opening."""
    key = (match.code, tuple(match.log))  # a copy of the log: far cheaper than the replay
    if _last[0] != key:
        _last[:] = [key, [r for r in hand_reviews(match) if r.complete]]
    return list(_last[1])


_last: list[Any] = [None, []]


#: The keys to the previous (-1) and next (1) costly play: [ and ], by key or by place.
COSTLY_KEYS = {pygame.K_LEFTBRACKET: -1, pygame.K_RIGHTBRACKET: 1}
COSTLY_SCANCODES = {pygame.KSCAN_LEFTBRACKET: -1, pygame.KSCAN_RIGHTBRACKET: 1}


class CoachLink:
    """The band's lines (the coach's summary, "Coach: 2 costly plays…", among them) as a
    tap target: it goes to the hand's first costly play.  Drawn as the lines themselves
    (the summary underlined while there is a costly play to go to), not as a button."""

    focusable = False
    name = "button:review_costly_first"

    def __init__(self, panel: ReviewPanel, rect: pygame.Rect) -> None:
        self.panel = panel
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = False

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def activate(self) -> None:
        if self.enabled:
            self.panel.first_costly()

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing of its own: the band draws the lines."""


class ReviewPanel:
    """The review of one finished hand (switchable to the other finished hands): a modal
    screen over the table (game/ui/screens.py) that takes its taps and keys, grades a slice
    a frame and draws itself.  It closes with the result ``"close"`` (its Close button) or
    ``"back"`` (Esc); the table then goes back to ``back``, the panel it came from."""

    kind = "review"
    #: No text field: typed keys go to ``on_key``.
    entry = None

    def __init__(self, reviews: list[HandReview], index: int, back: str | None,
                 before_cancel: Callable[[], bool] | None = None) -> None:
        #: Asked first on Esc: ``True`` when it used the key (a claim check stopped), and
        #: the review stays.
        self.before_cancel = before_cancel
        #: Called when a hand's grading ends (the grades go into the game's save).
        self.on_graded: Callable[[], None] | None = None
        #: Puts a screen over the review (the app's ``push_screen``: Why? opens the analysis).
        self.open_screen: Callable[..., None] | None = None
        self.closed = False
        self.result: str | None = None
        self.reviews = reviews
        self.index = max(0, min(index, len(reviews) - 1))
        self.back = back  # the panel to go back to ("summary", "sheet", "sheet_view"...)
        self.position = 0  # index into steps()
        self._steps: list[ReviewStep] = reviews[self.index].steps()
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.buttons: list[Button] = []
        self.L: ReviewLayout | None = None
        #: The coach's grades of this match's hands (made once the scene is known).
        self.coach: ReviewCoach | None = None
        #: The coach's lines under the seats: a tap there goes to the first costly play.
        self.link = CoachLink(self, pygame.Rect(0, 0, 0, 0))
        #: The window's logical screen now, and how the cards are painted (the table's).
        self.screen: Callable[[], Screen] = current_screen
        self.look: CardLook | None = None
        #: What the review shows now (made again at each move and each grade).
        self.shown: ReviewView = self._make_view()

    # -- moving ---------------------------------------------------------------------------
    @property
    def review(self) -> HandReview:
        return self.reviews[self.index]

    @property
    def steps(self) -> list[ReviewStep]:
        return self._steps

    def go(self, position: int) -> None:
        self.position = max(0, min(position, len(self._steps) - 1))
        self._refresh()

    def step(self, delta: int) -> None:
        self.go(self.position + delta)

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self._steps) - 1)

    # -- the costly plays -------------------------------------------------------------------
    def costly_stops(self) -> list[int]:
        """The stops (indexes into ``steps``) where a costly decision of yours shows: the
        passes for a costly pass, else the stop your costly card is played at; only the
        decisions graded so far."""
        if self.coach is None:
            return []
        r = self.review
        costly = {g.trick for g in self.coach.grades.get(r.number, ()) if g.costly}
        stops: list[int] = []
        for i, step in enumerate(self._steps):
            grade = self.coach.grade_at(r, step) if step.trick in costly else None
            if grade is not None and grade.costly:
                stops.append(i)
                costly.discard(step.trick)  # its first stop only
        return stops

    def costly(self, delta: int) -> None:
        """The next (``delta`` 1) or previous (-1) costly play from the stop on show."""
        stops = [i for i in self.costly_stops() if (i - self.position) * delta > 0]
        if stops:
            self.go(stops[0] if delta > 0 else stops[-1])

    def first_costly(self) -> None:
        stops = self.costly_stops()
        if stops:
            self.go(stops[0])

    # -- why: the analysis of the decision on show ------------------------------------------
    def decision_on_show(self) -> Decision | None:
        """South's decision the stop belongs to: the pass at the passes, else South's card
        of the trick on show (also at the stops before it is played: the decision the coach's
        line is about once it is); ``None`` where South had none (a trick played out after a
        claim) or the coach is not there."""
        if self.coach is None:
            return None
        trick = self._steps[self.position].trick
        return next((d for d in self.coach.decisions.get(self.review.number, ()) if d.trick == trick), None)

    def why(self) -> None:
        """Why?: what Hard sees at the decision on show (every choice with its expected points,
        what was played marked), over the review; Esc or Close comes back to this stop."""
        d = self.decision_on_show()
        if d is None or self.coach is None or self.open_screen is None:
            return
        self.open_screen(analysis_screen.for_decision(d, self.coach.match.seed, self.look), None)

    def hand(self, delta: int) -> None:
        """Another finished hand, from its first stop."""
        index = self.index + delta
        if 0 <= index < len(self.reviews) and index != self.index:
            self.index = index
            self._steps = self.review.steps()
            self.position = 0
            if self.coach is not None:
                self.coach.want(self.review)
            self._refresh()

    # -- the coach ------------------------------------------------------------------------
    @property
    def grading(self) -> bool:
        """The coach is still grading the hand on show."""
        return self.coach is not None and self.coach.grading(self.review.number)

    def tick(self, budget: float = review_coach.GRADE_BUDGET) -> bool:
        """A frame's slice of grading; True when the picture changes.  A hand graded is
        saved with the game (``on_graded``: its grades go into the save)."""
        if self.coach is None:
            return False
        got, finished = self.coach.tick(self.review.number, budget)
        if finished and self.on_graded is not None:
            self.on_graded()
        if got or finished:
            self._refresh()  # a decision graded: its tag, the summary; a costly play's buttons
        return got

    def on_key(self, event: pygame.event.Event) -> bool:
        # [ and ]: by the key's place too, so a layout whose key there types a letter
        # (Russian: х and ъ) still reaches the costly plays
        costly = COSTLY_KEYS.get(event.key) or COSTLY_SCANCODES.get(getattr(event, "scancode", 0))
        if costly:
            self.costly(costly)
            return True
        if (event.key == pygame.K_w or getattr(event, "unicode", "") == "?"
                or getattr(event, "scancode", 0) == pygame.KSCAN_W):  # Why? (W by its place too: «ц»)
            self.why()
            return True
        action = {pygame.K_RIGHT: lambda: self.step(1), pygame.K_LEFT: lambda: self.step(-1),
                  pygame.K_HOME: self.first, pygame.K_END: self.last,
                  pygame.K_UP: lambda: self.hand(-1), pygame.K_PAGEUP: lambda: self.hand(-1),
                  pygame.K_DOWN: lambda: self.hand(1), pygame.K_PAGEDOWN: lambda: self.hand(1)}.get(event.key)
        if action is None:
            return False
        action()
        return True

    # -- layout -----------------------------------------------------------------------------
    def layout(self, scene: HeartsScene | None = None) -> None:
        """Place the review for the current screen (the table's ``scene`` the first time:
        its match is what the coach grades, its save keeps the grades, its window gives the
        screen and its cards their look)."""
        if scene is not None:
            self.screen = lambda: scene.app.metrics
            self.look = scene.card_look
        L = self.L = device_review_layout(self.screen())
        if scene is not None and self.coach is None and scene.match is not None:
            self.coach = ReviewCoach(scene.match)
        if scene is not None and self.on_graded is None:
            self.on_graded = scene.save
        if scene is not None and self.open_screen is None:
            self.open_screen = scene.app.push_screen
        if self.coach is not None:
            self.coach.want(self.review)
        self.rect = L.panel
        B = L.buttons
        size = 24 if self.screen().portrait else 22
        self.buttons = [
            Button("button:review_hand_prev", lambda: t("hearts.review.hand_prev", number=self._neighbour(-1)),
                   B["hand_prev"], lambda: self.hand(-1), size=size),
            Button("button:review_hand_next", lambda: t("hearts.review.hand_next", number=self._neighbour(1)),
                   B["hand_next"], lambda: self.hand(1), size=size),
            Button("button:review_first", "«", B["first"], self.first, translate=False, size=30),
            Button("button:review_prev", "‹", B["prev"], lambda: self.step(-1), translate=False, size=34),
            Button("button:review_next", "›", B["next"], lambda: self.step(1), translate=False, size=34,
                   primary=True),
            Button("button:review_last", "»", B["last"], self.last, translate=False, size=30),
            Button("button:review_close", "hearts.button.close", B["close"], lambda: self.close("close"),
                   size=size),
            Button("button:review_costly_prev", "hearts.review.costly_prev", B["costly_prev"],
                   lambda: self.costly(-1), size=size),
            Button("button:review_costly_next", "hearts.review.costly_next", B["costly_next"],
                   lambda: self.costly(1), size=size),
            Button("button:review_why", "hearts.review.why", B["why"], self.why, size=size),
        ]
        for b in self.buttons:  # the buttons with words: one size, wherever they sit
            if b.translate:
                b.font_kind = "review:words"
        for b in self.buttons:  # the arrows step the review; keys do what each button does
            b.focusable = False  # (Left/Right, Home/End, Up/Down, [ and ], Esc: the rules' Keys section)
        self.link = CoachLink(self, L.lines)
        self._refresh()

    def _neighbour(self, delta: int) -> str:
        index = self.index + delta
        return str(self.reviews[index].number) if 0 <= index < len(self.reviews) else ""

    def _refresh(self) -> None:
        """The view and the buttons for the stop on show."""
        self.shown = self._make_view()
        if not self.buttons:
            return
        named = {b.name: b for b in self.buttons}
        end = len(self._steps) - 1
        named["button:review_first"].enabled = named["button:review_prev"].enabled = self.position > 0
        named["button:review_next"].enabled = named["button:review_last"].enabled = self.position < end
        named["button:review_hand_prev"].enabled = self.index > 0
        named["button:review_hand_next"].enabled = self.index < len(self.reviews) - 1
        for key in ("button:review_hand_prev", "button:review_hand_next"):
            named[key].visible = len(self.reviews) > 1  # one finished hand: nothing to switch to
        stops = self.costly_stops()
        named["button:review_costly_prev"].enabled = any(i < self.position for i in stops)
        named["button:review_costly_next"].enabled = any(i > self.position for i in stops)
        named["button:review_why"].visible = self.coach is not None
        named["button:review_why"].enabled = self.decision_on_show() is not None and not self.grading
        self.link.enabled = bool(stops)

    # -- what is shown ----------------------------------------------------------------------
    def _make_view(self) -> ReviewView:
        coach = (self.coach.view(self.review, self._steps[self.position], tuple(self.costly_stops()))
                 if self.coach is not None else None)
        return review_view(self.reviews, self.index, self._steps, self.position, coach)

    def view(self) -> ReviewView:
        """What the review shows now (the drawing and ``state()`` both read this)."""
        return self.shown

    def state(self) -> dict[str, Any]:
        return self.shown.state()

    # -- the modal screen ---------------------------------------------------------------------
    def close(self, result: str) -> None:
        """Done: the app takes the review off its stack and hands ``result`` back."""
        self.closed = True
        self.result = result

    def hittables(self) -> list:
        """The coach's lines (a tap: the first costly play), then the buttons."""
        return [self.link, *self.buttons]

    def focus_targets(self) -> list:
        """None: the keys do what each button does (the rules' Keys section)."""
        return [h for h in self.hittables()
                if getattr(h, "enabled", True) and getattr(h, "focusable", True) and h.name]

    def default_button(self) -> Any:
        return None

    def press_cancel(self) -> None:
        """Esc: back to the panel the review came from (while a claim is checked, Esc
        stops only the check)."""
        if self.before_cancel is not None and self.before_cancel():
            return
        self.close("back")

    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        if target is not None and hasattr(target, "activate"):
            target.activate()

    def wants_key(self, event: pygame.event.Event) -> bool:
        """The arrows step the review (not the keyboard focus)."""
        return event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)

    def update(self, dt: float) -> bool:
        return self.tick()

    def busy(self) -> bool:
        return self.grading

    def describe(self) -> dict[str, object] | None:
        """Nothing of its own: the table's state says ``"dialog": "review"`` and the review."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The review over the table (its layout is set: the panel was laid out)."""
        assert self.L is not None, "the panel is laid out before it is drawn"
        draw_review(surface, self.shown, self.L, self.buttons, self.link.enabled, self.look)


# -- drawing -------------------------------------------------------------------------------------

def _name(seat: int | None) -> str:
    return t(f"hearts.seat.{seat}")


def _room(L: ReviewLayout, y: int, buttons: Sequence[Button]) -> tuple[int, int]:
    """The free stretch of the panel's width at height ``y`` between the buttons shown there."""
    box = L.panel
    left, right = box.x + px(20), box.right - px(20)
    for b in (b.rect for b in buttons if b.visible):
        if b.top <= y <= b.bottom:
            if b.centerx < box.centerx:
                left = max(left, b.right + px(12))
            else:
                right = min(right, b.x - px(12))
    return left, right


def draw_review(surface: pygame.Surface, v: ReviewView, L: ReviewLayout, buttons: Sequence[Button],
                link: bool, look: CardLook | None = None) -> None:
    """The review of ``v`` over the table, in layout ``L``, with its ``buttons`` (``link``:
    the coach's lines lead to a costly play)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 170))
    surface.blit(shade, (0, 0))
    box = L.panel
    pygame.draw.rect(surface, PANEL_BG, box, border_radius=px(20))
    pygame.draw.rect(surface, GOLD, box, width=px(2), border_radius=px(20))
    left, right = _room(L, L.title_y + px(12), buttons)
    title = t("hearts.review.title", number=v.hand)
    text.draw(surface, title, text.fit_size(title, 32, right - left, bold=True), theme.TEXT,
              ((left + right) // 2, L.title_y), "midtop", bold=True)
    if v.passes:
        line = t(f"hearts.info.pass.{v.pass_direction}")
    else:
        line = t("hearts.review.trick", number=v.trick, card=v.card)
    parts = [line, t("hearts.review.step", step=v.step + 1, steps=v.steps)]
    if v.claimed_by is not None:
        parts.append(t("hearts.review.claimed", name=_name(v.claimed_by)))
    left, right = _room(L, L.step_y + px(12), buttons)
    width = right - left
    line = "  ·  ".join(parts)
    size = text.fit_size(line, L.font, width, bold=True)
    if text.font(size, True).size(line)[0] > width and len(parts) > 2:
        line = "  ·  ".join(parts[:1] + parts[2:])  # a narrow screen: the step counter gives way
        size = text.fit_size(line, L.font, width, bold=True)
    claimed_below = text.font(size, True).size(line)[0] > width and len(parts) > 2
    if claimed_below:  # and then the claim goes to the line under the seats
        line = parts[0]
        size = text.fit_size(line, L.font, width, bold=True)
    text.draw(surface, line, size, GOLD, ((left + right) // 2, L.step_y), "midtop", bold=True)
    received = [set(x) for x in v.received]
    passed = [set(x) for x in v.passed] if v.passes else [set(), set(), set(), set()]
    mover = v.table[-1][0] if v.table else None
    grade = v.coach.grade if v.coach is not None else None
    plays = dict(v.table)
    for seat in range(4):
        who = _name(seat)
        if v.passes:
            who = t("hearts.review.gave", name=who, to=_name(pass_target(seat, v.pass_direction)))
        label = who + "  ·  " + t("hearts.review.taken", points=v.taken[seat])
        if v.scores is not None:
            label += "  ·  " + t("hearts.review.scores", points=v.scores[seat])
            if v.moon == seat:
                label += "  ★ " + t("hearts.moon.title")
        trick = None if v.passes else (plays.get(seat), seat == v.leader, seat == v.winner)
        _draw_seat(surface, L, seat, label, list(v.held[seat]),
                   received[seat], passed[seat], seat == mover, trick, grade if seat == 0 else None, look)
    _draw_band(surface, L, v, claimed_below, link)
    for b in buttons:
        if b.visible:
            b.draw(surface)


def _draw_band(surface: pygame.Surface, L: ReviewLayout, v: ReviewView, claimed: bool = False,
               link: bool = False) -> None:
    """Under the seats: who led or who took the trick (the passes: what you got; ``claimed``:
    who claimed, when the step line had no room for it), then the coach's verdict on the
    step and its summary of the hand (``link``: underlined, a tap goes to the first costly
    play)."""
    band = L.lines
    if v.passes:
        got = t("hearts.review.got", source=_name(pass_source(0, v.pass_direction)))
        line = got + ": " + " ".join(c.pretty for c in v.received[0])
        color, bold = RECEIVED, True
    elif v.winner is not None:
        line, color, bold = takes_text(v.winner, v.points or 0), theme.TEXT, True
    else:
        line, color, bold = t("hearts.review.led", name=_name(v.leader)), theme.TEXT, False
    if claimed and v.claimed_by is not None:
        line += "  ·  " + t("hearts.review.claimed", name=_name(v.claimed_by))
    size = text.fit_size(line, L.font, band.w - px(20), bold=bold)
    line_h = text.font(size, bold).get_height()
    coach = v.coach
    room = 0
    if coach is not None:  # at the band's bottom; the line above them, in the room left
        verdict, kind = coach.line, coach.grade.kind if coach.grade is not None else None
        summary = coach.summary_line
        # a verdict that wraps in a low band (a phone held sideways) takes smaller letters
        # before it would reach the line above it
        lines_size = L.small + 2
        while (lines_size > L.small - 2
               and review_coach.lines_height(band, verdict, kind, summary, lines_size) + line_h > band.h):
            lines_size -= 1
        review_coach.draw_lines(surface, band, verdict, kind, summary, lines_size, link)
        room = review_coach.lines_height(band, verdict, kind, summary, lines_size)
        if room + line_h > band.h + px(6):
            return  # no room left for it: the seats' labels and outlines say it too
    top = band.y + max(px(4), (band.h - room - line_h) // 2)
    text.draw(surface, line, size, color, (band.centerx, top), "midtop", bold=bold)


def _draw_seat(surface, L: ReviewLayout, seat: int, label: str, held: list[Card], received: set,
               passed: set, moved: bool, trick: tuple | None = None, grade=None,
               look: CardLook | None = None) -> None:
    """A seat's place: its label, its hand (passed cards standing out, received ones
    outlined) and, at its right end, its card of the trick on show (``trick``: the card
    or None, led, won); the coach's tag over your graded card or pass."""
    row = L.seats[seat]
    pygame.draw.rect(surface, ROW_BG, row, border_radius=px(12))
    if moved:
        pygame.draw.rect(surface, GOLD, row, width=px(2), border_radius=px(12))
    mw0 = L.mini[0]
    slot_x = row.right - px(SEAT_END) - mw0
    # your graded decision: a tag with its word at the label line's right end, over the
    # card you played (the passes: over the empty place), where no card reaches
    tag_at = (row.right - px(SEAT_END), row.y + px(5))
    if grade is not None and L.hand_rows == 2:  # a hand of two rows has the height: the tag
        # goes under the label line where the label would run into it
        room = row.w - px(36) - review_coach.tag_rect(tag_at, grade, L.small).w
        if text.font(text.fit_size(label, L.small, room, bold=True), True).size(label)[0] > room:
            tag_at = (tag_at[0], row.y + px(8) + text.font(L.small, True).get_height())
    tag = None if grade is None else review_coach.draw_tag(surface, tag_at, grade, L.small)
    led_w = 0
    if trick is not None and trick[1]:
        led = t("hearts.last.led")
        size = text.fit_size(led, L.small - 2, mw0 + px(20))
        if tag is None:
            at, anchor = (slot_x + mw0 // 2, row.y + px(6)), "midtop"
        else:
            at, anchor = (tag.x - px(10), tag.y + px(1)), "topright"
        led_w = text.draw(surface, led, size, theme.TEXT_DIM, at, anchor).w
    room = row.w - px(24) - (led_w + px(12) if led_w else 0) - (tag.w + px(12) if tag is not None else 0)
    label_box = text.draw(surface, label, text.fit_size(label, L.small, room, bold=True),
                          GOLD if seat == 0 else theme.TEXT, (row.x + px(12), row.y + px(4)), "topleft", bold=True)
    mw, mh = seat_card_size(L, row, max(label_box.bottom, tag.bottom if tag is not None else 0))
    y = row.bottom - mh - px(CARD_PAD)
    art = CardArt.get(mw, mh, look)
    if trick is not None:
        card, _led, won = trick
        rect = pygame.Rect(slot_x, y, mw, mh)
        if card is not None:
            shadow, (ox, oy) = art.shadow()
            surface.blit(shadow, (rect.x + ox, rect.y + oy))
            surface.blit(art.face(card), rect)
        else:
            draw_slot(surface, rect)
        if won:
            pygame.draw.rect(surface, GOLD, rect.inflate(px(6), px(6)), width=px(3), border_radius=px(10))
    if held:
        left, right = row.x + px(SEAT_END), slot_x - px(TRICK_GAP)
        per_row = 13 if L.hand_rows == 1 else FIRST_ROW
        step = min(mw + px(4), (right - left - mw) / (per_row - 1))
        for i, card in enumerate(held):
            x = round(left + (i % per_row) * step)
            lift = px(LIFT) if card in passed else 0
            up = round(mh * ROW_SHIFT) if L.hand_rows == 2 and i < per_row else 0
            rect = pygame.Rect(x, y - lift - up, mw, mh)
            surface.blit(art.face(card), rect)
            if card in passed:
                pygame.draw.rect(surface, GOLD, rect.inflate(px(4), px(4)), width=px(3), border_radius=px(7))
            elif card in received:
                pygame.draw.rect(surface, RECEIVED, rect.inflate(px(2), px(2)), width=px(2), border_radius=px(7))


#: How far a passed card stands out of its row (design pixels).
LIFT = 8


def seat_card_size(L: ReviewLayout, row: pygame.Rect, label_bottom: int) -> tuple[int, int]:
    """The seat's cards: the layout's size, made smaller where the row is too short for
    them under its label, so a passed card standing out of the row never covers the
    label."""
    mw, mh = L.mini
    room = row.bottom - px(CARD_PAD) - label_bottom - px(LIFT) - px(2)
    if L.hand_rows == 2:  # the upper row stands over the lower one
        room = int(room / (1 + ROW_SHIFT))
    if room < mh:
        mh = max(px(20), room)
        mw = mh * L.mini[0] // L.mini[1]
    return mw, mh


register_strings({
    "en": {
        "hearts.button.review": "Review hand",
        "hearts.review.title": "Hand {number}: review",
        "hearts.review.trick": "Trick {number} of 13 · card {card} of 4",
        "hearts.review.step": "{step}/{steps}",
        "hearts.review.taken": "{points} pt taken",
        "hearts.review.gave": "{name} → {to}",
        "hearts.review.got": "You got ← {source}",
        "hearts.review.led": "{name} led",
        "hearts.review.hand_prev": "‹ Hand {number}",
        "hearts.review.scores": "scores {points}",
        "hearts.review.hand_next": "Hand {number} ›",
        "hearts.review.unreadable": "This game's record cannot be replayed for a review",
        "hearts.review.claimed": "claimed by {name}",
        "hearts.review.costly_prev": "‹ Costly play",
        "hearts.review.costly_next": "Costly play ›",
        "hearts.review.why": "Why?",
    },
    "ru": {
        "hearts.button.review": "Разбор раздачи",
        "hearts.review.title": "Раздача {number}: разбор",
        "hearts.review.trick": "Взятка {number} из 13 · карта {card} из 4",
        "hearts.review.step": "{step}/{steps}",
        "hearts.review.taken": "взято {points} очк.",
        "hearts.review.gave": "{name} → {to}",
        "hearts.review.got": "Вам ← {source}",
        "hearts.review.led": "Первый ход: {name}",
        "hearts.review.hand_prev": "‹ Раздача {number}",
        "hearts.review.scores": "итог {points}",
        "hearts.review.hand_next": "Раздача {number} ›",
        "hearts.review.unreadable": "Запись этой игры не удаётся воспроизвести для разбора",
        "hearts.review.claimed": "заявка: {name}",
        "hearts.review.costly_prev": "‹ Дорогой ход",
        "hearts.review.costly_next": "Дорогой ход ›",
        "hearts.review.why": "Почему?",
    },
})
