"""Where the hand review's things are: one pure function (:func:`review_layout`) of the
logical screen, written in design pixels like the table's, and its device-pixel form
(:func:`device_review_layout`) that the drawing and the taps use."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game.ui import text
from game.ui.metrics import TAP_MIN
from game.ui.sprites import index_px
from game.ui.theme import CARD_H, CARD_W

if TYPE_CHECKING:
    from game.ui.metrics import Screen


Rect = tuple[int, int, int, int]


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
        tap, pad = TAP_MIN["portrait"], 8
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
    finger = TAP_MIN["landscape"]  # a desktop's (compact is a phone's, above)
    pad = 16
    if kind == "compact":  # one bar: the hand buttons and Close, the title, the step buttons
        tap, pad = TAP_MIN["portrait"], 12
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


#: How far a passed card stands out of its row (design pixels).
LIFT = 8


def seat_card_size(L: ReviewLayout, row: pygame.Rect, label_bottom: int, *, screen: Screen) -> tuple[int, int]:
    """The seat's cards: the layout's size, made smaller where the row is too short for
    them under its label, so a passed card standing out of the row never covers the
    label."""
    mw, mh = L.mini
    room = row.bottom - screen.px(CARD_PAD) - label_bottom - screen.px(LIFT) - screen.px(2)
    if L.hand_rows == 2:  # the upper row stands over the lower one
        room = int(room / (1 + ROW_SHIFT))
    if room < mh:
        mh = max(screen.px(20), room)
        mw = mh * L.mini[0] // L.mini[1]
    return mw, mh
