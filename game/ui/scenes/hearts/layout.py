"""Where things are on the Hearts table.

``layout_for`` works in design pixels (a screen whose short side is 720..864);
``device_layout`` converts its answer to the device pixels the scene draws and hit-tests
in (``Screen.scale``), in one place, so drawing and taps read the same rectangles.

Below the scene, the drawing and the panels: all three import from here, never from
each other, so there is no import circle.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game.ui import theme
from game.ui.metrics import Screen

#: The person's seat (the engine numbers the seats 0..3 clockwise from South).
SOUTH = 0

CARD_W, CARD_H = theme.CARD_W, theme.CARD_H
#: Design pixels (``Screen.px`` gives the device length).
BACK_W, BACK_H = 50, 70
RAISE = 32
RECEIVED_LIFT = 16
HINT_LIFT = 22
RECEIVED_COLOR = (120, 226, 150)
PASS_ARROW = {"left": (-1, 0), "right": (1, 0), "across": (0, -1)}

Rect = tuple[int, int, int, int]
#: The gap between two cards of a short hand spread out (design px).
HAND_GAP = 8
#: Landscape: how wide (design pixels) the rules in play run above West's cards and the trick.
LANDSCAPE_RULES_W = 700


@dataclass(frozen=True)
class HeartsLayout:
    """The table's geometry for one screen size and layout kind (see ``layout_for``)."""

    kind: str
    width: int
    height: int
    TRICK_CENTRE: tuple[int, int]
    #: Where each seat's card lies in the trick (its centre), towards its player.
    TRICK_OFFSET: dict[int, tuple[int, int]]
    #: Centres of the opponents' card backs (also where their cards come from and go to).
    BACKS_CENTRE: dict[int, tuple[int, int]]
    PLATES: dict[int, pygame.Rect]
    #: Button key → (rect, font size).
    buttons: dict[str, tuple[Rect, int]]
    #: Top-left of the hand/pass/hearts-broken lines.
    info_at: tuple[int, int]
    #: Centres of the status line and of the "you received" line.
    status_at: tuple[int, int]
    received_at: tuple[int, int]
    #: Where the table's light is brightest.
    light: tuple[int, int]
    #: The hand: one row while it fits, else two (portrait) of at most ``per_row`` cards.
    hand_rows_y: tuple[int, ...]
    hand_left: int
    hand_right: int
    #: The farthest one card of a row stands from the next (a card and a natural gap): a
    #: short hand spreads up to it, a long one closes up to fit between ``hand_left``
    #: and ``hand_right``.
    max_step: float
    per_row: int
    #: The status line's text size (the "received" line is 3 smaller).
    pill_size: int = 22
    #: The size of every card on the table (compact: bigger, the height allows it).
    card_w: int = CARD_W
    card_h: int = CARD_H
    #: The card tracker's panel (a setting): room nothing else uses, beside the trick.
    tracker: Rect = (0, 0, 0, 0)
    #: The info corner (hand, passing, hearts, the rules in play): its lines wrap to its
    #: width and stop at its bottom (``draw.info_lines``); its top-left is ``info_at``.
    info_box: Rect = (0, 0, 0, 0)
    #: The band the status and "received" lines (and notes) stay in: they shrink, then
    #: wrap, to its width.
    status_box: Rect = (0, 0, 0, 0)
    #: (y, x): info lines that reach below ``y`` end before ``x`` (North's trick card's
    #: corner cuts into the info box); (0, 0): no corner.
    info_cut: tuple[int, int] = (0, 0)
    #: The most room the "no passing" announcement takes (over the empty trick): its
    #: lines wrap to its width, and its box is as high as they need, centred in it.
    hold_box: Rect = (0, 0, 0, 0)
    #: The hand's cards where they are bigger than the rest (large cards on a phone
    #: upright); 0: the table's ``card_w`` x ``card_h``.
    hand_w: int = 0
    hand_h: int = 0

    @property
    def hand_card(self) -> tuple[int, int]:
        """The size of the person's hand's cards."""
        return self.hand_w or self.card_w, self.hand_h or self.card_h

    def hand_positions(self, n: int) -> list[tuple[float, float]]:
        """Top-left corners for ``n`` cards of the person's hand, in hand order."""
        if n <= 0:
            return []
        rows = [n] if n <= self.per_row or len(self.hand_rows_y) == 1 else [(n + 1) // 2, n // 2]
        ys = self.hand_rows_y[-len(rows):]
        out: list[tuple[float, float]] = []
        card_w = self.hand_card[0]
        for count, y in zip(rows, ys, strict=False):  # no rows when the layout has none
            step = min(self.max_step, (self.hand_right - self.hand_left - card_w) / max(1, count - 1))
            width = step * (count - 1) + card_w
            x0 = (self.hand_left + self.hand_right) / 2 - width / 2
            out.extend((x0 + i * step, y) for i in range(count))
        return out


def _landscape(w: int, h: int) -> HeartsLayout:
    """Designed at 1280x720; a wider screen moves the right-hand things right and keeps the
    middle centred, a taller one (4:3, 16:10) keeps the hand at the bottom and centres the rest."""
    cx, rx, dy = w // 2, w - 1280, (h - 720) // 2
    return HeartsLayout(
        "landscape", w, h,
        TRICK_CENTRE=(cx, 318 + dy),
        TRICK_OFFSET={0: (0, 54), 1: (-84, 0), 2: (0, -54), 3: (84, 0)},
        BACKS_CENTRE={1: (126, 232 + dy), 2: (cx, 48), 3: (1154 + rx, 232 + dy)},
        PLATES={0: pygame.Rect(14, h - 104, 188, 88), 1: pygame.Rect(24, 280 + dy, 204, 88),
                2: pygame.Rect(cx + 114, 8, 204, 88), 3: pygame.Rect(1052 + rx, 280 + dy, 204, 88)},
        buttons={"menu": ((16, 14, 128, 46), 20), "new": ((154, 14, 168, 46), 20),
                 "restart": ((332, 14, 168, 46), 20),
                 # as wide as the room beside North's plate: «Прошлая взятка» on one line
                 "scores": ((1060 + rx, 14, 204, 46), 20), "last": ((1060 + rx, 68, 204, 46), 18),
                 "hint": ((1096 + rx, h - 118, 168, 50), 22), "undo": ((1096 + rx, h - 62, 168, 50), 22),
                 "claim": ((1096 + rx, h - 174, 168, 50), 22),
                 "confirm": ((cx - 130, 430 + dy, 260, 58), 24)},
        info_at=(18, 72), status_at=(cx, 476 + dy), received_at=(cx, 520 + dy), light=(cx, 330 + dy),
        hand_rows_y=(h - CARD_H - 16,), hand_left=214, hand_right=w - 206, max_step=CARD_W + HAND_GAP, per_row=13,
        tracker=(14, 378 + dy, 196, min(228, h - 104 - 8 - (378 + dy))),
        # the lines above West's cards; the rules run on to LANDSCAPE_RULES_W (under North's cards)
        info_box=(18, 72, LANDSCAPE_RULES_W, 232 + dy - BACK_H // 2 - 4 - 72),
        status_box=(222, 452 + dy, w - 444, h - CARD_H - 16 - RAISE - (452 + dy)),
        hold_box=(cx - 260, 318 + dy - 10 - 100, 520, 200),
    )


#: Narrower than this (design px) a sideways form is a window drawn small, not a phone.
NARROW_COMPACT_W = 1400


#: Large cards on a phone held sideways: the hand's cards over the table's (120x168): as
#: much taller as the room above North's trick card lets the middle move up.
COMPACT_LARGE_HAND = 1.1


def _compact(w: int, h: int, large: bool = False) -> HeartsLayout:
    """A phone held sideways (844x390 CSS: 1558x720 logical, 0.54 CSS px each): one row of
    13 cards across the whole width, as big as the height allows (120x168: 65x91 CSS px),
    each showing at least a fingertip (88 logical ≈ 48 CSS px); fingertip-sized buttons in
    a column at each side above the hand; the trick in the middle.  Left of the trick: the
    info corner (every rule in play on its own line or two) over West's cards and plate;
    right of it: the card tracker (each suit on one line) over East's cards, whose plate
    sits in the right-hand column under Undo.  Nothing comes lower than a raised card's top."""
    m, gap, tap, bw = 12, 10, 88, 200
    bw_r = 244  # the right column: «Прошлая взятка» on one line at a phone's smallest letters
    card_w, card_h = 120, 168
    hand_w, hand_h = (round(card_w * COMPACT_LARGE_HAND), round(card_h * COMPACT_LARGE_HAND)) if large \
        else (card_w, card_h)
    cx = w // 2
    hand_y = h - hand_h - m
    floor = hand_y - RAISE - 4  # a raised card's top, less a margin
    col = [m + i * (tap + gap) for i in range(4)]
    right_x = w - m - bw_r
    # a taller screen: the middle stays between North and the hand (which larger cards raise)
    cy = 262 + (h - 720) // 2 - (hand_h - card_h)
    trick_l, trick_r = cx - 108 - card_w // 2 - 12, cx + 108 + card_w // 2 + 12
    left_l, right_r = m + bw + 12, right_x - 12
    # West's and East's plates as low as a raised card lets them be; on a taller screen no
    # lower than the status lines' top, so those have the width between the columns
    # a screen taller than a phone's (a 16:10 window drawn small) has the room for the status
    # and "received" lines on two lines each, one under the other, down to a raised card
    extra = min(20, max(0, (floor - (cy + 244)) // 2))
    inset = 0 if w >= NARROW_COMPACT_W else 8
    status_top, status_bottom = cy + 152, min(floor, cy + 244 + 2 * extra)
    plate_y = min(floor - 88 - 4, max(720 - hand_h - m - RAISE - 4 - 92, status_top - 96))
    west_x = left_l + 102
    backs_y = plate_y - 8 - BACK_H // 2
    east_x = right_r - 91  # the right-hand end of a 13-card fan
    east_backs_y = plate_y + 44
    tracker_top = 120  # under North's plate
    # North's fan and plate: a narrow screen moves them right, clear of the info lines
    north_x = min(max(cx, left_l + 6 + 350 + 10 + 91), right_x - 12 - 318)
    claim_y = min(col[3] + tap + gap + 14, hand_y - RAISE - tap)  # (larger cards: above a raised one)
    south_y = min(col[2] + tap + gap + 4, claim_y - 88 - 6)
    plates = {0: pygame.Rect(m, south_y, bw, 88), 1: pygame.Rect(left_l, plate_y, 204, 88),
              2: pygame.Rect(north_x + 114, 8, 204, 88), 3: pygame.Rect(right_x, plate_y, bw_r, 88)}
    buttons = {"menu": ((m, col[0], bw, tap), 22), "new": ((m, col[1], bw, tap), 22),
               "restart": ((m, col[2], bw, tap), 22),
               "scores": ((right_x, col[0], bw_r, tap), 22), "last": ((right_x, col[1], bw_r, tap), 20),
               "hint": ((right_x, col[2], bw_r, tap), 24), "undo": ((right_x, col[3], bw_r, tap), 24),
               "claim": ((m, claim_y, bw, tap), 24),
               "confirm": ((cx - 170, cy + 112, 340, tap + 4), 26)}
    # the status lines: centred, as wide as what stands beside them leaves room for
    beside = [plates[0], plates[1], plates[3], pygame.Rect(west_x - 91, backs_y - BACK_H // 2, 182, BACK_H),
              pygame.Rect(east_x - 91, east_backs_y - BACK_H // 2, 182, BACK_H)]
    beside += [pygame.Rect(r) for k, (r, _size) in buttons.items() if k != "confirm"]
    half = cx - m
    for r in beside:
        if r.top < status_bottom and r.bottom > status_top:
            half = min(half, cx - r.right - 10 if r.centerx < cx else r.left - 10 - cx)
    return HeartsLayout(
        "compact", w, h,
        TRICK_CENTRE=(cx, cy),
        TRICK_OFFSET={0: (0, 62), 1: (-108, 0), 2: (0, -62), 3: (108, 0)},
        BACKS_CENTRE={1: (west_x, backs_y), 2: (north_x, 50), 3: (east_x, east_backs_y)},
        PLATES=plates,
        buttons=buttons,
        info_at=(left_l + 6, 14), status_at=(cx, cy + 176), received_at=(cx, cy + 220 + extra), light=(cx, cy + 38),
        hand_rows_y=(hand_y,), hand_left=m, hand_right=w - m, max_step=hand_w + 12.0, per_row=13,
        pill_size=25, card_w=card_w, card_h=card_h,
        hand_w=hand_w if large else 0, hand_h=hand_h if large else 0,
        tracker=(trick_r, tracker_top, right_r - trick_r,
                 min(east_backs_y - BACK_H // 2 - 8, status_top) - tracker_top),
        # above North's trick card the info lines run on to North's fan, then beside the trick
        info_box=(left_l + 6, 14, north_x - 91 - 10 - (left_l + 6),
                  min(backs_y - BACK_H // 2 - 8, status_top - 8) - 14),
        info_cut=(cy - 62 - card_h // 2 - 4, trick_l),
        status_box=(cx - half, status_top, 2 * half, status_bottom - status_top),
        # (a window drawn small: clear of an info line that reaches the trick's edge)
        hold_box=(trick_l + inset, 104, trick_r - trick_l - 2 * inset, status_top - 8 - 104),
    )


#: A portrait screen at least this tall (design px: every phone held upright, 19.5:9 and
#: up) puts the top bar's five buttons in two rows, so every label keeps to one line at a
#: phone's smallest letters (12 CSS px: «Прошлая взятка», «Новая игра»).
TWO_ROW_BAR_HEIGHT = 1400
#: Portrait: the narrowest Claim button (right of East's trick card), design px.
CLAIM_MIN_W = 130
#: Portrait: the largest card size over the design one (a tall phone's cards).
MAX_CARD_SCALE = 1.6


def _portrait_bar(w: int, two_rows: bool) -> tuple[dict[str, tuple[Rect, int]], int]:
    """The top bar (Menu, New game, Restart, Scores, Last trick) and its bottom edge.

    Two rows on a tall screen: Menu, New game and Restart, then Scores and Last trick,
    each label at the bar's size on one line.  One row (the 16:9 design screen): widths
    after each label's need in both languages, at letters a little smaller (20: a
    desktop window's 20 CSS px), so none wraps."""
    m, gap, tap = 12, 10, 88
    keys = ("menu", "new", "restart", "scores", "last")
    if two_rows:
        third = (w - 2 * m - 2 * gap) // 3
        half = (w - 2 * m - gap) // 2
        rects = [(m + i * (third + gap), 8, third, tap) for i in range(3)]
        rects += [(m, 8 + tap + 8, half, tap), (m + half + gap, 8 + tap + 8, w - 2 * m - gap - half, tap)]
        return {k: (r, 22) for k, r in zip(keys, rects, strict=True)}, 8 + 2 * tap + 8
    gap = 8
    row = w - 2 * m - 4 * gap
    shares = (107, 146, 101, 92, 209)  # the wider label of the two languages at 20, + margins
    widths = [row * s // sum(shares) for s in shares]
    widths[-1] += row - sum(widths)
    lefts = [m + sum(widths[:i]) + gap * i for i in range(5)]
    return {k: ((x, 8, bw, tap), 20) for k, x, bw in zip(keys, lefts, widths, strict=True)}, 8 + tap


#: Large cards, upright: the least of each hand card a row of seven shows (design px: a
#: fingertip, 44 CSS px, on the narrowest phone's 360).
HAND_STEP_MIN = 88


def _portrait(w: int, h: int, large: bool = False) -> HeartsLayout:
    """The three opponents along the top, the trick in the middle, the hand in two rows of
    whole cards (each a full card wide: far above a fingertip) and big buttons at the bottom.
    A taller phone (19.5:9 and up) gets the top bar in two rows and spends the rest of its
    height on bigger cards (as big as the width leaves room for the Claim button beside
    the trick), the trick low enough to leave the info corner room for the rules in play.
    Large cards (a tall phone): the hand's cards as big as a row of seven leaves each a
    fingertip, the trick's smaller (down to the design size) to make the room."""
    m, gap, tap = 12, 12, 88
    bar, bar_bottom = _portrait_bar(w, h >= TWO_ROW_BAR_HEIGHT)
    third = (w - 2 * m - 2 * gap) // 3
    cols = [m + i * (third + gap) for i in range(3)]
    plate_y = bar_bottom + 8
    backs_y = plate_y + 88 + 48
    info_y = backs_y + 50
    info_end = info_y + 100  # the hand, the pass and the hearts lines
    bottom_y = h - tap - 16
    # The middle, from the info lines down to the hand's upper row: the trick (its cards
    # 72k above and below the centre), the status line 60 under South's card, the
    # "received" line 50 under that, with a margin above and below: 528k + 316 in all.
    tall = h >= TWO_ROW_BAR_HEIGHT
    if tall:
        room = bottom_y - 32 - info_end - 180  # the hand's two rows (256k) and the trick (272k)
        width_k = (w / 2 - m - 10 - CLAIM_MIN_W) / 150
        k = hand_k = max(1.0, min(MAX_CARD_SCALE, room / 528, width_k))
        if large:
            hand_k = max(k, min((w - 2 * m - 6 * HAND_STEP_MIN) / CARD_W, (room - 272) / 256))
            k = max(1.0, min(k, (room - 256 * hand_k) / 272))
    else:  # the design screen keeps its cards (a little bigger on a 4:3 tablet)
        k = hand_k = min(1.25, max(1.0, 1 + (h - 1280) / 1100))
    card_w, card_h = round(CARD_W * k), round(CARD_H * k)
    hand_w, hand_h = round(CARD_W * hand_k), round(CARD_H * hand_k)
    row2 = bottom_y - 22 - hand_h
    row1 = row2 - hand_h - 10
    cx = w // 2
    half_trick = round(72 * k) + card_h // 2
    # the status line under South's card, the "received" line under that (a tall phone:
    # closer together, clear of a raised card, and the room left goes above the trick, to
    # the info corner and its rules, as far as that leaves no band wider than a card
    # between the first three info lines and West's card)
    status_dy, received_dy = (40, 44) if tall else (60, 50)
    block = 2 * half_trick + status_dy + received_dy + 20 + (RAISE + 4 if tall else 0)
    slack = max(0, row1 - info_end - block)
    above = min(slack, max(slack // 2, card_h - round(72 * k) - 16))
    cy = info_end + above + half_trick if tall else 580 + (h - 1280) // 2
    claim_x = cx + round(104 * k) + card_w // 2 + 10  # right of East's trick card
    # The tracker: a tall phone has room right of North's trick card, above East's;
    # a shorter screen puts it left of West's trick card, between the info lines and the status.
    band_top = backs_y + 42
    if tall:
        left = cx + card_w // 2 + 10
        tracker = (left, band_top, w - m - left, cy - card_h // 2 - 8 - band_top)
    else:
        top = cy - card_h // 2  # level with West's trick card, under the info corner
        tracker = (m, top, cx - round(104 * k) - card_w // 2 - 10 - m, cy + 170 - top)
    status_y = cy + half_trick + status_dy
    # the info corner: as wide as the tracker (a tall phone) or the screen leaves it above
    # North's trick card, then left of that card, down to West's card or the tracker
    info_right = tracker[0] - 10 if tall else w - m
    info_bottom = cy - card_h // 2 - 8 if tall else tracker[1] - 8
    info_box = (18, info_y, info_right - 18, info_bottom - info_y)
    info_cut = (cy - round(72 * k) - card_h // 2 - 4, cx - card_w // 2 - 10)
    return HeartsLayout(
        "portrait", w, h,
        TRICK_CENTRE=(cx, cy),
        TRICK_OFFSET={0: (0, round(72 * k)), 1: (round(-104 * k), 0), 2: (0, round(-72 * k)), 3: (round(104 * k), 0)},
        BACKS_CENTRE={1: (cols[0] + third // 2, backs_y), 2: (cols[1] + third // 2, backs_y),
                      3: (cols[2] + third // 2, backs_y)},
        PLATES={0: pygame.Rect(cols[0], bottom_y, third, tap), 1: pygame.Rect(cols[0], plate_y, third, 88),
                2: pygame.Rect(cols[1], plate_y, third, 88), 3: pygame.Rect(cols[2], plate_y, third, 88)},
        buttons={**bar,
                 "hint": ((cols[1], bottom_y, third, tap), 26), "undo": ((cols[2], bottom_y, third, tap), 26),
                 "claim": ((claim_x, cy - tap // 2, w - m - claim_x, tap), 26),
                 "confirm": ((cx - 160, cy + 124, 320, tap + 4), 26)},
        info_at=(18, info_y), status_at=(cx, status_y), received_at=(cx, status_y + received_dy),
        light=(cx, cy - 40),
        hand_rows_y=(row1, row2), hand_left=m, hand_right=w - m, max_step=hand_w + 8.0, per_row=7,
        pill_size=25, card_w=card_w, card_h=card_h,
        hand_w=hand_w if hand_k != k else 0, hand_h=hand_h if hand_k != k else 0,
        tracker=tracker, info_box=info_box, info_cut=info_cut,
        status_box=(m, status_y - 24, w - 2 * m, row1 - RAISE - (status_y - 24)),
        # left of the Claim button, from the info corner and the tracker down to the status line
        hold_box=(2 * cx - (claim_x - 10), info_bottom + 8, 2 * (claim_x - 10 - cx),
                  status_y - 24 - (info_bottom + 8)),
    )


#: A compact screen at least this tall (design px: a small square window's 1200x1200,
#: anything squarer than 4:3 drawn at a phone's scale) stacks the table as a phone
#: upright does, with one row of cards (``_square``).
SQUARE_HEIGHT = 1000


def _square(w: int, h: int) -> HeartsLayout:
    """A small squarish window drawn at a phone's scale (600x600: 1200x1200 logical, 0.5
    CSS px each): the top bar in one row, the three opponents' plates and cards under it,
    then the info corner, the trick and the card tracker side by side, the status lines,
    one row of 13 phone-sized cards and a bottom row of South's plate, Claim, Hint and
    Undo: every part at a phone's size, the whole window used."""
    m, gap, tap = 12, 12, 88
    k = max(1.0, min(1.3, min(w, h) / 1200))  # a bigger window: bigger cards
    card_w, card_h = round(120 * k), round(168 * k)
    dx, dy = round(108 * k), round(62 * k)
    bar, bar_bottom = _portrait_bar(w, False)
    third = (w - 2 * m - 2 * gap) // 3
    cols = [m + i * (third + gap) for i in range(3)]
    plate_y = bar_bottom + 8
    backs_y = plate_y + 88 + 12 + BACK_H // 2
    mid_top = backs_y + BACK_H // 2 + 8
    quarter = (w - 2 * m - 3 * gap) // 4
    bottom_y = h - tap - 12
    bottom = [m + i * (quarter + gap) for i in range(4)]
    hand_y = bottom_y - 12 - card_h
    status_top = hand_y - RAISE - 4 - 96  # the status and "received" lines, over a raised card
    cx = w // 2
    cy = (mid_top + status_top - 8) // 2
    trick_l, trick_r = cx - dx - card_w // 2 - 12, cx + dx + card_w // 2 + 12
    side_h = status_top - 8 - mid_top
    return HeartsLayout(
        "compact", w, h,
        TRICK_CENTRE=(cx, cy),
        TRICK_OFFSET={0: (0, dy), 1: (-dx, 0), 2: (0, -dy), 3: (dx, 0)},
        BACKS_CENTRE={1: (cols[0] + third // 2, backs_y), 2: (cols[1] + third // 2, backs_y),
                      3: (cols[2] + third // 2, backs_y)},
        PLATES={0: pygame.Rect(bottom[0], bottom_y, quarter, tap), 1: pygame.Rect(cols[0], plate_y, third, 88),
                2: pygame.Rect(cols[1], plate_y, third, 88), 3: pygame.Rect(cols[2], plate_y, third, 88)},
        buttons={**bar,
                 "claim": ((bottom[1], bottom_y, quarter, tap), 24),
                 "hint": ((bottom[2], bottom_y, quarter, tap), 24),
                 "undo": ((bottom[3], bottom_y, w - m - bottom[3], tap), 24),
                 "confirm": ((cx - 170, cy + round(112 * k), 340, tap + 4), 26)},
        info_at=(18, mid_top), status_at=(cx, status_top + 24), received_at=(cx, status_top + 68),
        light=(cx, cy),
        hand_rows_y=(hand_y,), hand_left=m, hand_right=w - m, max_step=card_w + 12.0, per_row=13,
        pill_size=25, card_w=card_w, card_h=card_h,
        # the tracker no taller than its most rows need (title, four suits, three voids, wraps)
        tracker=(trick_r, mid_top, w - m - trick_r, min(side_h, 320)),
        info_box=(18, mid_top, trick_l - 18, side_h),
        status_box=(m, status_top, w - 2 * m, 96),
        hold_box=(trick_l, mid_top, trick_r - trick_l, side_h),
    )


def layout_for(width: int, height: int, kind: str, large: bool = False, left_handed: bool = False) -> HeartsLayout:
    """The whole table's geometry for a ``width`` x ``height`` logical screen; ``kind``:
    "portrait", "landscape" or "compact" (landscape on a phone held sideways); ``large``:
    the player's large cards (a phone upright: a bigger hand); ``left_handed``: in
    landscape the buttons on the left (``_left_handed``)."""
    if kind == "portrait":
        return _portrait(width, height, large)
    if kind == "compact":
        L = _square(width, height) if height >= SQUARE_HEIGHT else _compact(width, height, large)
    else:
        L = _landscape(width, height)
    return _left_handed(L) if left_handed else L


def _swap(L: HeartsLayout, pairs: tuple[tuple[str, str], ...]) -> HeartsLayout:
    """``L`` with each pair of buttons (or "plate:0", South's plate) in each other's places."""
    buttons, plates = dict(L.buttons), dict(L.PLATES)

    def rect(key: str) -> Rect:
        return tuple(plates[0]) if key == "plate:0" else buttons[key][0]  # type: ignore[return-value]

    def put(key: str, r: Rect) -> None:
        if key == "plate:0":
            plates[0] = pygame.Rect(r)
        else:
            buttons[key] = (r, buttons[key][1])

    for a, b in pairs:
        ra, rb = rect(a), rect(b)
        put(a, rb)
        put(b, ra)
    return replace(L, buttons=buttons, PLATES=plates)


def _left_handed(L: HeartsLayout) -> HeartsLayout:
    """The table for a left-handed player: the buttons a hand is played with on the left.

    Landscape: the whole table mirrored (the seats stay where they sit: West's cards and
    plate are the mirror of East's), so Hint, Undo and Claim stand at the bottom left
    and South's plate at the right.  A phone held sideways: Hint and Undo take the left
    column's Restart and South's plate places (those go right).  A small square window:
    its bottom row the other way round (Undo at the left end)."""
    if L.kind == "landscape":
        return _mirrored(L)
    if L.height >= SQUARE_HEIGHT:  # the square's bottom row
        return _swap(L, (("plate:0", "undo"), ("claim", "hint")))
    L = _swap(L, (("restart", "hint"), ("plate:0", "undo")))
    south, east = L.PLATES[0], L.PLATES[3]  # one over the other in the right-hand column
    south = south.move(0, min(0, east.y - 6 - south.bottom))
    return replace(L, PLATES={**L.PLATES, 0: south})


def _mirrored(L: HeartsLayout) -> HeartsLayout:
    """``L`` mirrored left to right, but for West's and East's cards and plates (mirror
    images of each other: they keep their seats) and the trick (likewise)."""
    w = L.width

    def flip(r: Rect | pygame.Rect) -> Rect:
        x, y, rw, rh = r
        return w - x - rw, y, rw, rh

    def point(p: tuple[int, int]) -> tuple[int, int]:
        return w - p[0], p[1]

    north = point(L.BACKS_CENTRE[2])
    x0 = max(flip(L.info_box)[0], north[0] + 91 + 10)  # right of North's fan, not under it
    # narrower than the right hand's, the corner runs on down beside East's cards, to
    # East's trick card: the rules in play keep their room
    east_x, east_y = L.BACKS_CENTRE[3]
    east_card_top = L.TRICK_CENTRE[1] + L.TRICK_OFFSET[3][1] - L.card_h // 2
    bottom = max(L.info_box[1] + L.info_box[3], east_card_top - 4)
    info_box = (x0, L.info_box[1], w - L.info_box[0] - x0, bottom - L.info_box[1])
    info_cut = (east_y - BACK_H // 2 - 4, east_x - 91 - 10)
    return replace(
        L,
        TRICK_CENTRE=point(L.TRICK_CENTRE),
        BACKS_CENTRE={**L.BACKS_CENTRE, 2: north},
        PLATES={**L.PLATES, 0: pygame.Rect(flip(L.PLATES[0])), 2: pygame.Rect(flip(L.PLATES[2]))},
        buttons={k: (flip(r), size) for k, (r, size) in L.buttons.items()},
        info_at=(x0, L.info_box[1]), info_box=info_box, info_cut=info_cut,
        status_at=point(L.status_at), received_at=point(L.received_at), light=point(L.light),
        hand_left=w - L.hand_right, hand_right=w - L.hand_left,
        tracker=flip(L.tracker), status_box=flip(L.status_box), hold_box=flip(L.hold_box),
    )


def to_device(L: HeartsLayout, screen: Screen) -> HeartsLayout:
    """``L`` (design pixels) in device pixels of ``screen``: rectangles by
    ``screen.scale_rect`` (edges rounded, so touching things still touch), points and
    lengths by ``screen.px``; font sizes stay design sizes (game/ui/text.py scales them).
    The identity at scale 1."""
    if screen.scale == 1.0:
        return L
    s, px, rect, point = screen.scale, screen.px, screen.scale_rect, screen.point
    return replace(
        L,
        width=px(L.width), height=px(L.height),
        TRICK_CENTRE=point(L.TRICK_CENTRE),
        TRICK_OFFSET={k: point(v) for k, v in L.TRICK_OFFSET.items()},
        BACKS_CENTRE={k: point(v) for k, v in L.BACKS_CENTRE.items()},
        PLATES={k: pygame.Rect(rect(r)) for k, r in L.PLATES.items()},
        buttons={k: (rect(r), size) for k, (r, size) in L.buttons.items()},
        info_at=point(L.info_at), status_at=point(L.status_at), received_at=point(L.received_at),
        light=point(L.light),
        hand_rows_y=tuple(px(y) for y in L.hand_rows_y),
        hand_left=px(L.hand_left), hand_right=px(L.hand_right),
        max_step=L.max_step * s,
        card_w=px(L.card_w), card_h=px(L.card_h), hand_w=px(L.hand_w), hand_h=px(L.hand_h),
        tracker=rect(L.tracker),
        info_box=rect(L.info_box), status_box=rect(L.status_box),
        info_cut=point(L.info_cut), hold_box=rect(L.hold_box),
    )


def device_layout(screen: Screen) -> HeartsLayout:
    """The table's geometry for ``screen`` (its size, the player's card size and hand), in
    device pixels."""
    return to_device(layout_for(*screen.design_size(), screen.form, screen.large_cards, screen.left_handed), screen)
