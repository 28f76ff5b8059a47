"""Hand review: step through a finished hand of the Hearts game, the passes and then every
trick card by card (who led, who won, the points), forwards and backwards.

Everything shown is read from ``game.hearts.history`` (which replays the game's log through
the engine): the cards, the leader, the winner and the points are the engine's own.  A
review shows every seat's cards, so only finished hands are offered.

The review is a modal screen on the app's stack (game/ui/screens.py), opened from the
hand summary and the score sheet: it takes the taps and keys, grades and draws itself from
its view (:class:`ReviewView`), and when it closes the table goes back to the panel it
came from (meanwhile it is also the table's ``scene.panel``, so the table waits).  Its
geometry is one pure function of the logical screen, like the table's
(:mod:`.review_geometry`: written in design pixels, converted to the device pixels drawing
and taps use), and its drawing a function of the view and that geometry (:mod:`.review_draw`).
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

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING, Any

import pygame

from game.hearts.history import HandReview, ReviewStep, hand_reviews
from game.hearts.teaching.coach import Decision
from game.i18n import register_strings, t
from game.ui import screens
from game.ui.look import PLAIN, Look
from game.ui.scenes.hearts import analysis_screen, review_coach
from game.ui.scenes.hearts.review_coach import ReviewCoach
from game.ui.scenes.hearts.review_draw import draw_review
from game.ui.scenes.hearts.review_geometry import ReviewLayout, device_review_layout
from game.ui.scenes.hearts.review_view import ReviewView, review_view
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.metrics import Screen

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

    def draw(self, surface: pygame.Surface, screen: Screen, look: Look) -> None:
        """Nothing of its own: the band draws the lines."""


class ReviewResult(StrEnum):
    """What closed the review: its Close button, Esc, or a new table putting it away."""

    CLOSE = "close"
    BACK = "back"
    DROPPED = "dropped"


class ReviewPanel(screens.Screen[ReviewResult]):
    """The review of one finished hand (switchable to the other finished hands): a modal
    screen over the table (game/ui/screens.py) that takes its taps and keys, grades a slice
    a frame and draws itself.  It closes with a :class:`ReviewResult`; the table then goes
    back to ``back``, the panel it came from."""

    kind = "review"

    def __init__(self, reviews: list[HandReview], index: int, back: str | None,
                 before_cancel: Callable[[], bool] | None = None, *, coach: ReviewCoach | None = None,
                 on_graded: Callable[[], None] | None = None, open_screen: Callable[..., None] | None = None,
                 screen: Callable[[], Screen], look: Look = PLAIN) -> None:
        """``coach``: the grades of the table's match; ``on_graded``: the table's save;
        ``open_screen``: the app's ``push_screen``; ``screen``: the window's logical screen
        now; ``look``: the app's look (the table's cards take its four colours)."""
        #: Asked first on Esc: ``True`` when it used the key (a claim check stopped), and
        #: the review stays.
        self.before_cancel = before_cancel
        #: Called when a hand's grading ends (the grades go into the game's save).
        self.on_graded = on_graded
        #: Puts a screen over the review (the app's ``push_screen``: Why? opens the analysis).
        self.open_screen = open_screen
        self.reviews = reviews
        self.index = max(0, min(index, len(reviews) - 1))
        self.back = back  # the panel to go back to ("summary", "sheet", "sheet_view"...)
        self.position = 0  # index into steps()
        self._steps: list[ReviewStep] = reviews[self.index].steps()
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.buttons: list[Button] = []
        self.L: ReviewLayout | None = None
        #: The coach's grades of this match's hands (``None``: no grades shown).
        self.coach = coach
        #: The coach's lines under the seats: a tap there goes to the first costly play.
        self.link = CoachLink(self, pygame.Rect(0, 0, 0, 0))
        #: The window's logical screen now, and how it is painted (the app's look).
        self.screen = screen
        self.look = look
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
        self.open_screen(analysis_screen.for_decision(d, self.coach.match.seed, self.look, screen=self.screen), None)

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
    def layout(self) -> None:
        """Place the review for the current screen."""
        L = self.L = device_review_layout(self.screen())
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
            Button("button:review_close", "hearts.button.close", B["close"], lambda: self.close(ReviewResult.CLOSE),
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
    def close(self, result: ReviewResult) -> None:
        """Done: the app takes the review off its stack and hands ``result`` back."""
        self.dismiss(result)

    def hittables(self) -> list:
        """The coach's lines (a tap: the first costly play), then the buttons."""
        return [self.link, *self.buttons]

    def press_cancel(self) -> None:
        """Esc: back to the panel the review came from (while a claim is checked, Esc
        stops only the check)."""
        if self.before_cancel is not None and self.before_cancel():
            return
        self.close(ReviewResult.BACK)

    def wants_key(self, event: pygame.event.Event) -> bool:
        """The arrows step the review (not the keyboard focus)."""
        return event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)

    def update(self, dt: float) -> bool:
        return self.tick()

    def busy(self) -> bool:
        return self.grading

    def draw(self, surface: pygame.Surface) -> None:
        """The review over the table (its layout is set: the panel was laid out)."""
        assert self.L is not None, "the panel is laid out before it is drawn"
        draw_review(surface, self.shown, self.L, self.buttons, self.link.enabled, self.look.cards,
                    screen=self.screen(), look=self.look)


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
