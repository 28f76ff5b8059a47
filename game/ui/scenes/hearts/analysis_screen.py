"""What Hard sees at one of South's moments, as a modal screen: every choice with its expected points.

The numbers are the engine's (``game.hearts.teaching.analysis``: the coach's one evaluation, seeded as
the hint seeds the moment); this screen only lays them out.  It shows every legal card (at the
pass the best few passes, three small cards each) as the table's card art, best first, with
its expected points for the rest of the hand, what it costs against the best ("+1.8", in the
coach's colours, with a bar as long as that cost), the best marked, the chance of a moon where
the analysis gives one, and what South played (the hand review) or has chosen to pass (the
table).  The points and the costs are rounded once (:func:`shown_points`), so each cost shown
is the difference of the points shown.  In a hand that could end
the game Hard weighs the game instead of the hand's points: each choice then shows how much it
lowers the chance of winning the game (``coach.chance_lost``), as the coach says it.

The analysis is a search: while it runs the screen says the coach is thinking and works it a
slice at a time in :meth:`AnalysisScreen.update`, at most :data:`BUDGET` seconds a frame (one
of the search's slices more at worst: they are well under a millisecond), so no frame goes
over the frame budget.  While it thinks the heap made before is out of the garbage
collector's reach (game/ui/heap.py): a full collection walks every object the app holds,
which alone takes most of a frame, and the collector starts one in the middle of whichever
slice has made enough new objects.  Close (or Esc, the browser's back, a tap beside the panel) closes it,
at any time.

A modal screen (game/ui/screens.py): push it with ``nav.push_screen(screen, on_result)``;
:func:`for_table` makes the one for South's moment at the table, :func:`for_decision` the one
for a decision in the hand review.  ``state_entry()`` is the analysis as JSON
(``Analysis.to_json()``) once it is ready, for the script's ``state["analysis"]`` (``None``
while thinking; :func:`analysis_state` finds it among the app's screens).

Layout: the cells (a card or a pass, its numbers) are put in a grid, the biggest cards first,
text beside the card where there is the width, else under it, as few columns as fit; a card is
never smaller than the size at which its index has the smallest letters allowed
(``sprites.index_px`` against ``text.min_px``), so on a phone held either way 13 cards still
fit at a readable size.
"""

from __future__ import annotations

import math
import sys
import time
import weakref
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.cards import Card
from game.hearts.ai import HARD_SHIPPED, HardConfig
from game.hearts.deal import SOUTH
from game.hearts.kinds import Phase
from game.hearts.match import Match
from game.hearts.rules import Moon
from game.hearts.teaching import coach
from game.hearts.teaching.analysis import PASS_ROWS, Analysis, Row, analysis_steps, choice_key, moment_seed
from game.hearts.view import PlayerView
from game.i18n import number, t
from game.ui import heap, screens, text, theme
from game.ui.look import PLAIN, Look
from game.ui.metrics import Screen
from game.ui.sprites import CardArt, index_px
from game.ui.widgets import Button, balanced_lines, shade

from . import strings  # noqa: F401  (registers the screen's words)
from .review_coach import percent_text

#: Wall-clock seconds of analysis per frame: the rest of the frame draws the panel (its
#: cards and figures, over the table) and answers, within 16 ms.
BUDGET = 0.006
#: The panel's colours (its ground: the palette's raised panel): a cell, the best in gold, what
#: was played in cyan.
CELL_BG = (14, 50, 34)
GOLD = theme.ACCENT
CHOSEN = (120, 210, 255)
#: The coach's colours by what a choice costs (review tags: fine, costly, very costly).
FINE_C, COSTLY_C, VERY_COSTLY_C = (120, 226, 150), (242, 186, 60), (232, 84, 72)
#: A card's width over its height (the table's cards: 120 x 168).
CARD_RATIO = 120 / 168
#: At the pass, the part of a card's width each of the three cards of a pass shows under the next.
FAN = 0.42
#: Where the room is short (a phone held sideways), the part of a card's height shown: its top,
#: with the index (what is read) and enough of the face to see a card; less where need be.
CROPS = (0.6, 0.45)
#: Design sizes of the texts: title, explanation, a cell's points, its other lines.
TITLE, EXPLAIN, POINTS, SMALL = 30, 22, 30, 22


def cost_colour(loss: float) -> tuple[int, int, int]:
    """The coach's colour for a choice that costs ``loss`` points against the best."""
    if loss >= coach.BLUNDER:
        return VERY_COSTLY_C
    if loss >= coach.INACCURACY:
        return COSTLY_C
    return FINE_C


def shown_points(best: float, loss: float) -> tuple[float, float]:
    """A choice's expected points and its cost as shown, to a tenth: the best's points and
    the cost are each rounded once, and the choice's points are their sum, so the cost shown
    is the difference of the points shown (the review's "about 3.7 points" is that cost)."""
    cost = round(loss, 1)
    return round(round(best, 1) + cost, 1), cost


@dataclass(frozen=True)
class Cell:
    """One choice on screen: its row, where its box and its cards are."""

    row: Row
    rect: pygame.Rect
    cards: tuple[pygame.Rect, ...]
    side: bool  # the text beside the cards (else under them)


@dataclass(frozen=True)
class Grid:
    """The cells' arrangement: the card size, text beside or under, columns and rows."""

    card_h: int
    shown: int  # the part of the card's height on screen (its top)
    side: bool
    columns: int
    rows: int
    cell_w: int
    cell_h: int


class AnalysisScreen(screens.Screen[None]):
    """Every choice South had at one moment with its expected points, best first (a modal
    screen: Close, Esc or a tap beside it dismisses it, handing back nothing)."""

    kind = "analysis"

    def __init__(self, view: PlayerView, seed: int, chosen: Sequence[Card] | None = None, *,
                 config: HardConfig = HARD_SHIPPED,
                 steps: Generator[None, None, Analysis] | None = None,
                 clock: Callable[[], float] = time.perf_counter,
                 screen: Callable[[], Screen], look: Look = PLAIN) -> None:
        """``view``: South's view at the moment; ``seed``: its decision seed (the hint's,
        ``analysis.moment_seed(match)`` at the table, ``coach.decision_rng_seed`` in the
        review); ``chosen``: what South played there (a card, or the three cards passed),
        shown beside the numbers; ``steps``: the analysis to run instead (tests); ``screen``:
        the window's logical screen now; ``look``: the app's (its cards: the table's, four
        colours if asked)."""
        self.view = view
        self.screen = screen
        self.look = look
        self.phase = view.phase
        self.chosen: tuple[Card, ...] | None = tuple(chosen) if chosen else None
        self.analysis: Analysis | None = None
        self.failed = False
        # a pass made gets its row even outside the best few (include: the pass's only)
        self._steps = steps if steps is not None else analysis_steps(view, seed, config, self.chosen or ())
        self._clock = clock
        #: The heap held while it thinks, given back once: at the answer, on closing, or when
        #: the screen is dropped unclosed (the scene changed under it).
        self._heap = heap.Hold(self)
        #: The longest update's work and the updates it took (the frame budget held).
        self.longest = 0.0
        self.updates = 0
        self._game = coach.chance_lost(view, 1.0) is not None  # the numbers weigh the game
        # (Close holds the screen weakly: dropped unclosed, it goes at once, with its hold)
        close = weakref.WeakMethod(self._close)
        self.close = Button("button:close", "hearts.button.close", (0, 0, 10, 10),
                            lambda: (close() or _nothing)(), primary=True)
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.cells: list[Cell] = []
        self.grid: Grid | None = None
        self.layout()

    # -- the work ----------------------------------------------------------------------------
    def thinking(self) -> bool:
        """The analysis is still being worked out."""
        return self.analysis is None and not self.failed

    def update(self, dt: float) -> bool:
        """A frame's share of the analysis (``BUDGET`` seconds); ``True`` once it is in (or failed)."""
        if not self.thinking() or self.closed:
            return False
        clock = self._clock
        start = clock()
        self.updates += 1
        self._heap.take()
        try:
            while True:
                next(self._steps)
                if clock() - start >= BUDGET:
                    self.longest = max(self.longest, clock() - start)
                    return False
        except StopIteration as stop:
            self.analysis = stop.value
        except Exception as exc:  # an engine bug must not take the game away: say so, keep Close
            print(f"hearts: the analysis failed: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
            self.failed = True
        self.longest = max(self.longest, clock() - start)
        self._heap.let_go()
        self.layout()
        return True

    def busy(self) -> bool:
        """Input waits while the analysis is worked out (as it does while the hint thinks)."""
        return self.thinking() and not self.closed

    def state_entry(self) -> dict[str, Any] | None:
        """The analysis as JSON (``Analysis.to_json()``) once it is ready, else ``None``:
        the script's ``state["analysis"]``."""
        return self.analysis.to_json() if self.analysis is not None else None

    def describe(self) -> dict[str, object]:
        """The script's ``state["modal"]``: kind, title, buttons, thinking, the analysis."""
        return {"kind": self.kind, "title": self.title(), "buttons": [self.close.name],
                "enabled": [self.close.name], "thinking": self.thinking(), "failed": self.failed,
                "chosen": choice_key(self.chosen) if self.chosen else None,
                "analysis": self.state_entry()}

    # -- input ---------------------------------------------------------------------------------
    def _close(self) -> None:
        self.dismiss(None)
        if self.thinking():
            self._steps.close()
        self._heap.let_go()

    def hittables(self) -> list:
        return [self.close]

    def default_button(self) -> Button:
        return self.close

    def press_cancel(self) -> None:
        self._close()

    def on_tap(self, target: object, pos: tuple[int, int]) -> None:
        """Close closes it, and so does a tap beside the panel (on the shaded table)."""
        if target is self.close or (target is None and not self.rect.collidepoint(pos)):
            self.close.activate()

    # -- words ---------------------------------------------------------------------------------
    def title(self) -> str:
        return t("hearts.why.title_pass" if self.phase == Phase.PASS else "hearts.why.title")

    def explain(self) -> str:
        if self._game:
            return t("hearts.why.explain_game_pass" if self.phase == Phase.PASS else "hearts.why.explain_game")
        return t("hearts.why.explain_pass" if self.phase == Phase.PASS else "hearts.why.explain")

    def notes(self) -> list[str]:
        """The lines under the explanation: the moon chance, a pass played that is not shown
        (none from the review: the pass made always has its row there)."""
        a = self.analysis
        out = []
        if a is not None:
            out += moon_notes(a, self.view)
        if a is not None and self.chosen and self.phase == Phase.PASS and a.row(self.chosen) is None:
            out.append(t("hearts.why.not_shown", cards=" ".join(c.pretty for c in self.chosen)))
        return out

    def is_best(self, row: Row) -> bool:
        """The hint's choice: the first row."""
        return self.analysis is not None and row is self.analysis.rows[0]

    def figures(self, row: Row) -> tuple[str, str, tuple[int, int, int]]:
        """A row's big figure, its cost line and that line's colour: "Best" for the hint's
        choice, "Just as good" for another that costs nothing against it, else the cost.

        The points and the cost are :func:`shown_points`: the cost shown is the difference
        of the points shown, to the digit."""
        best = self.analysis.rows[0].points if self.analysis is not None else row.points - row.loss
        points, loss = shown_points(best, row.loss)
        if self.is_best(row):
            cost, colour = t("hearts.why.best"), GOLD
        elif row.loss == 0:
            cost, colour = t("hearts.why.as_good"), FINE_C
        elif self._game:
            cost, colour = t("hearts.why.chance", pct=percent_text(coach.chance_lost(self.view, row.loss) or 0.0)), \
                cost_colour(row.loss)
        else:
            cost, colour = number(loss, signed=True), cost_colour(row.loss)
        return ("" if self._game else number(points)), cost, colour

    def is_chosen(self, row: Row) -> bool:
        return self.chosen is not None and choice_key(row.choice) == choice_key(self.chosen)

    # -- layout --------------------------------------------------------------------------------
    def _rows(self) -> list[Row]:
        """The rows to lay out: the analysis's, or while thinking as many as it will have."""
        if self.analysis is not None:
            return list(self.analysis.rows)
        if self.phase == Phase.PASS:
            return [Row(tuple(self.view.hand[:3]), 0.0, 0.0)] * PASS_ROWS
        return [Row((c,), 0.0, 0.0) for c in self.view.legal()] or [Row((), 0.0, 0.0)]

    def _text_block(self, rows: Sequence[Row]) -> tuple[int, int]:
        """The width and height of a cell's text (its widest figure, cost and tag)."""
        screen = self.screen()
        big, small = text.font(POINTS, True, screen=screen), text.font(SMALL, True, screen=screen)
        lines = [self.figures(r) for r in rows] if self.analysis is not None else [("00.0", "+0.00", GOLD)]
        w = max([big.size(f)[0] for f, _c, _k in lines] + [small.size(c)[0] for _f, c, _k in lines])
        h = (big.get_linesize() if any(f for f, _c, _k in lines) else 0) + small.get_linesize()
        if self.chosen:
            tag = self._tag()
            w = max(w, small.size(tag)[0])
            h += small.get_linesize()
        return w + screen.px(14), h + screen.px(12)  # a margin at the right, and the cost bar under the lines

    def _tag(self) -> str:
        return t("hearts.why.yours_pass" if self.phase == Phase.PASS else "hearts.why.yours")

    def layout(self) -> None:
        """Place the panel, its cells and Close for the current screen size and language."""
        screen = self.screen()
        W, H = screen.width, screen.height
        m, pad, gap = screen.px(10), screen.px(16), screen.px(10)
        tap = screen.px(max(56, screen.tap_min))
        panel_w = min(W - 2 * m, screen.px(1500))
        inner_w = panel_w - 2 * pad
        self._title_size = text.fit_size(self.title(), TITLE, inner_w, bold=True, minimum=16, screen=screen)
        self._explain = balanced_lines(self.explain(), EXPLAIN, inner_w, screen)
        self._notes = [line for note in self.notes() for line in text.wrap(note, SMALL, inner_w, bold=True,
                                                                           screen=screen)]
        head_h = (text.font(self._title_size, True, screen=screen).get_linesize() + screen.px(6)
                  + text.font(EXPLAIN, screen=screen).get_linesize() * len(self._explain)
                  + text.font(SMALL, True, screen=screen).get_linesize() * len(self._notes) + screen.px(10))
        room_h = H - 2 * m - 2 * pad - head_h - tap - screen.px(12)
        rows = self._rows()
        grid = self._grid(len(rows), self._text_block(rows), inner_w, room_h, gap)
        body_h = grid.rows * grid.cell_h + (grid.rows - 1) * gap
        panel_h = min(H - 2 * m, 2 * pad + head_h + max(body_h, screen.px(120)) + screen.px(12) + tap)
        self.rect = pygame.Rect(0, 0, panel_w, panel_h)
        self.rect.center = (W // 2, H // 2)
        self._head_y = self.rect.y + pad
        body = pygame.Rect(self.rect.x + pad, self.rect.y + pad + head_h, inner_w, body_h)
        self._body = body
        self.grid = grid
        grid_w = grid.columns * grid.cell_w + (grid.columns - 1) * gap
        x0 = body.centerx - grid_w // 2
        self.cells = []
        if self.analysis is not None:
            for i, row in enumerate(rows):
                col, line = i % grid.columns, i // grid.columns  # best first, read as a page is
                r = pygame.Rect(x0 + col * (grid.cell_w + gap), body.y + line * (grid.cell_h + gap),
                                grid.cell_w, grid.cell_h)
                self.cells.append(Cell(row, r, self._card_rects(r, len(row.choice), grid), grid.side))
        bw = min(inner_w, max(screen.px(220), text.font(24, True,
                                                        screen=screen).size(self.close.text)[0] + screen.px(48)))
        self.close.rect = pygame.Rect(0, 0, bw, tap)
        self.close.rect.midbottom = (self.rect.centerx, self.rect.bottom - pad)

    def _card_rects(self, cell: pygame.Rect, n: int, grid: Grid) -> tuple[pygame.Rect, ...]:
        """Where a cell's cards go: the card's size (its top ``grid.shown`` of it on screen)."""
        screen = self.screen()
        h = grid.card_h
        w = round(h * CARD_RATIO)
        step = round(w * FAN)
        inset = screen.px(6)
        return tuple(pygame.Rect(cell.x + inset + i * step, cell.y + inset, w, h) for i in range(n))

    def _grid(self, n: int, block: tuple[int, int], room_w: int, room_h: int, gap: int) -> Grid:
        """The biggest whole cards that fit ``n`` cells into the room (text beside before
        under, then the fewest columns); else the top of each card (its index is what is
        read); the smallest readable cards in as many columns as need be at the very least."""
        screen = self.screen()
        least = readable_card_h(screen)
        most = max(least, screen.px(150) if screen.big else screen.px(132))
        fan = 1 + (2 * FAN if self.phase == Phase.PASS else 0)
        inset = screen.px(6)
        tw, th = block
        fallback: Grid | None = None
        for crop in (1.0, *CROPS):
            h = most
            while True:
                shown = round(h * crop)
                cards_w = round(round(h * CARD_RATIO) * fan)
                for side in (True, False):
                    if side:
                        cw, ch = cards_w + 3 * inset + tw, max(shown, th) + 2 * inset
                    else:
                        cw, ch = max(cards_w, tw) + 2 * inset, shown + inset + th + inset
                    for columns in range(1, n + 1):
                        rows = math.ceil(n / columns)
                        columns = math.ceil(n / rows)  # as even as the rows allow
                        grid = Grid(h, shown, side, columns, rows, cw, ch)
                        if columns * cw + (columns - 1) * gap > room_w:
                            break
                        if rows * ch + (rows - 1) * gap <= room_h:
                            return grid
                        if fallback is None or rows * ch < fallback.rows * fallback.cell_h:
                            fallback = grid
                if h <= least:
                    break
                h = max(least, h - screen.px(6))
        assert fallback is not None or n == 0
        return fallback or Grid(least, least, True, 1, 1, room_w, least)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        screen, look = self.screen(), self.look
        surface.blit(shade(surface.get_size(), 150), (0, 0))
        r = self.rect
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, screen.px(6)), border_radius=screen.px(18))
        pygame.draw.rect(surface, look.palette.raised, r, border_radius=screen.px(18))
        pygame.draw.rect(surface, GOLD, r, width=screen.px(2), border_radius=screen.px(18))
        y = self._head_y
        text.draw(surface, self.title(), self._title_size, look.palette.text, (r.centerx, y), "midtop", bold=True,
                  screen=screen)
        y += text.font(self._title_size, True, screen=screen).get_linesize() + screen.px(6)
        for line in self._explain:
            text.draw(surface, line, EXPLAIN, look.palette.text_dim, (r.centerx, y), "midtop", screen=screen)
            y += text.font(EXPLAIN, screen=screen).get_linesize()
        for line in self._notes:
            text.draw(surface, line, SMALL, GOLD, (r.centerx, y), "midtop", bold=True, screen=screen)
            y += text.font(SMALL, True, screen=screen).get_linesize()
        if self.failed:
            text.draw(surface, t("hearts.why.failed"), SMALL, theme.ERROR_TEXT, self._body_middle(), "center",
                      screen=screen)
        elif self.analysis is None:
            text.draw(surface, t("hearts.why.thinking"), 26, look.palette.text, self._body_middle(), "center",
                      bold=True, screen=screen)
        else:
            worst = max([c.row.loss for c in self.cells] + [coach.BLUNDER])
            for cell in self.cells:
                self._draw_cell(surface, cell, worst)
        self.close.draw(surface, screen, look)

    def _body_middle(self) -> tuple[int, int]:
        top = self._body.y
        bottom = self.close.rect.y
        return self.rect.centerx, (top + bottom) // 2

    def _draw_cell(self, surface: pygame.Surface, cell: Cell, worst: float) -> None:
        screen, look = self.screen(), self.look
        row, r = cell.row, cell.rect
        best = self.is_best(row)
        pygame.draw.rect(surface, CELL_BG, r, border_radius=screen.px(10))
        if best:
            pygame.draw.rect(surface, GOLD, r, width=screen.px(3), border_radius=screen.px(10))
        if self.is_chosen(row):
            pygame.draw.rect(surface, CHOSEN, r.inflate(-screen.px(6), -screen.px(6)) if best else r,
                             width=screen.px(3),
                             border_radius=screen.px(10))
        art = CardArt.get(cell.cards[0].w, cell.cards[0].h, self.look.cards) if cell.cards else None
        shown = self.grid.shown if self.grid is not None else 0
        for card, rect in zip(row.choice, cell.cards, strict=False):
            assert art is not None
            surface.blit(art.face(card), rect, pygame.Rect(0, 0, rect.w, shown))
        figure, cost, colour = self.figures(row)
        big, small = text.font(POINTS, True, screen=screen), text.font(SMALL, True, screen=screen)
        inset = screen.px(6)
        if cell.side:
            x = (cell.cards[-1].right if cell.cards else r.x) + 2 * inset
            y = r.y + inset
            room = r.right - inset - x
        else:
            x = r.x + inset
            y = (cell.cards[0].y + shown if cell.cards else r.y) + inset
            room = r.w - 2 * inset
        if figure:
            text.draw(surface, figure, POINTS, look.palette.text, (x, y), "topleft", bold=True, screen=screen)
            y += big.get_linesize()
        text.draw(surface, cost, SMALL, colour, (x, y), "topleft", bold=True, screen=screen)
        y += small.get_linesize()
        if self.is_chosen(row):
            text.draw(surface, self._tag(), SMALL, CHOSEN, (x, y), "topleft", bold=True, screen=screen)
            y += small.get_linesize()
        # the cost as a bar: nothing for the best, up to the room for the costliest
        bar = pygame.Rect(x, y + screen.px(2), room, screen.px(8))
        pygame.draw.rect(surface, (6, 34, 22), bar, border_radius=screen.px(4))
        if row.loss > 0:
            bar.w = max(screen.px(8), round(room * min(1.0, row.loss / worst)))
            pygame.draw.rect(surface, colour, bar, border_radius=screen.px(4))


def moon_notes(a: Analysis, view: PlayerView) -> list[str]:
    """The analysis's moons in words: whose moon, after which choice, how often; why a number is below 0."""
    out = []
    lines = a.moon_lines()
    # yours, then the likeliest other player's: two lines at most, so the cards keep their room
    lines = (lines[:1] + sorted(lines[1:], key=lambda x: -x[1]))[:2] if lines and lines[0][0] == SOUTH \
        else sorted(lines, key=lambda x: -x[1])[:2]
    for seat, share, choice in lines:
        cards = " ".join(c.pretty for c in choice)
        key = "hearts.why.moon_you" if seat == SOUTH else "hearts.why.moon_other"
        out.append(t(key, pct=max(1, round(100 * share)), cards=cards, name=t(f"hearts.seat.{seat}")))
    if a.phase == Phase.PASS and a.moon is not None and not lines:
        out.append(t("hearts.why.moon", pct=round(100 * a.moon)))
    if any(r.points < 0 for r in a.rows):
        out.append(t("hearts.why.below_zero_sub" if view.rules.moon == Moon.SUBTRACT else "hearts.why.below_zero"))
    return out


def for_analysis(view: PlayerView, analysis: Analysis, chosen: Sequence[Card] | None = None,
                 look: Look = PLAIN, *, screen: Callable[[], Screen]) -> AnalysisScreen:
    """The screen for an analysis already worked out (a daily puzzle's confirmed values),
    its cards in ``look``."""
    return AnalysisScreen(view, 0, chosen, steps=_ready(analysis), screen=screen, look=look)


def _ready(analysis: Analysis) -> Generator[None, None, Analysis]:
    """An analysis already worked out, as the steps the screen runs (it answers at once)."""
    return analysis
    yield  # (a generator: the screen takes its answer from the first step)


def for_table(match: Match, look: Look = PLAIN, chosen: Sequence[Card] | None = None, *,
              screen: Callable[[], Screen]) -> AnalysisScreen:
    """The screen for South's moment now at the table (the hint's moment and seed), its
    cards in the table's ``look``; ``chosen``: at the pass, the three cards South has
    chosen, weighed in their own row (even outside the best few) and marked as South's."""
    return AnalysisScreen(match.view(SOUTH), moment_seed(match), chosen, screen=screen, look=look)


def for_decision(decision: coach.Decision, game_seed: int, look: Look = PLAIN, *,
                 screen: Callable[[], Screen]) -> AnalysisScreen:
    """The screen for one of South's decisions in the hand review, showing what was played
    (at the pass the pass made has a row even when it is not among the best few), its cards
    in the review's ``look``."""
    return AnalysisScreen(decision.view, coach.decision_rng_seed(game_seed, decision), decision.played,
                          screen=screen, look=look)


def analysis_state(screens: Sequence[object]) -> dict[str, Any] | None:
    """The script's ``state["analysis"]``: the top analysis screen's JSON among ``screens``
    (``nav.screens``) once it is ready; ``None`` while it thinks or when none is open."""
    for screen in reversed(screens):
        if isinstance(screen, AnalysisScreen):
            return screen.state_entry()
    return None


def readable_card_h(screen: Screen) -> int:
    """The smallest card height (logical px on ``screen``) whose index has the smallest
    letters allowed."""
    least = text.min_px_for(screen.css_per_px)
    h = screen.px(40)
    while min(index_px(h)) < least:
        h += 1
    return h


def _nothing() -> None:
    """What Close does once its screen has gone."""


