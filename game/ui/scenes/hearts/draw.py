"""Painting the Hearts table: felt, opponents, the info corner, the pass arrow, the status
line, the person's hand and the trick.  A function of the table's view
(:class:`.table_view.HeartsTableView`) and the layout; changes nothing.

Positions come from the layout (device pixels); every other length here is written
in design pixels and goes through ``px`` (text sizes stay design sizes)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.hearts.kinds import Phase
from game.hearts.rules import Moon
from game.i18n import number, t
from game.ui import text, theme
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.scenes.hearts.layout import BACK_H, BACK_W, PASS_ARROW, RECEIVED_COLOR, HeartsLayout
from game.ui.scenes.hearts.strings import takes_text
from game.ui.scenes.hearts.table_view import HeartsTableView, Plate, Status, StatusKind
from game.ui.sprites import CardArt
from game.ui.surface_cache import SurfaceCache
from game.ui.widgets import message_pill, message_pill_box, message_pill_height

if TYPE_CHECKING:
    from game.hearts import Rules

_FELT = SurfaceCache(screens=2, max_items=2, screen=True)
TURN = (255, 214, 92)


def felt(light: tuple[int, int] = (640, 330), *, screen: Screen, look: Look) -> pygame.Surface:
    """The table: a soft light around ``light``, painted once per screen size."""
    key = (light, look.palette, screen.scale, screen.width, screen.height)
    if key not in _FELT:
        surf = pygame.Surface((screen.width, screen.height))
        surf.fill(look.palette.table_dark)
        steps = 36
        for i in range(steps, 0, -1):
            k = i / steps
            color = [round(d + (li - d) * (1 - k) ** 1.4)
                     for d, li in zip(look.palette.table_dark, look.palette.table_light, strict=True)]
            w, h = (1400 * k + 240) * screen.scale, (820 * k + 160) * screen.scale
            pygame.draw.ellipse(surf, color, pygame.Rect(light[0] - w / 2, light[1] - h / 2, w, h))
        _FELT[key] = surf
    return _FELT[key]


def draw_table(surface: pygame.Surface, view: HeartsTableView, L: HeartsLayout,
               backs: CardArt | None = None, *, screen: Screen, look: Look) -> None:
    """The table under any panel on ``screen`` in ``look``: the felt, the info corner, the
    opponents' card backs (``backs``: their pictures, by default at the layout's size) and
    plates, the pass step or the status lines, South's hand, the trick, the cards on their
    way and the widgets."""
    surface.blit(felt(L.light, screen=screen, look=look), (0, 0))
    _draw_info(surface, view, L, screen=screen, look=look)
    back_w, back_h = screen.px(BACK_W), screen.px(BACK_H)
    back = (backs if backs is not None else CardArt.get(back_w, back_h, look.cards)).back()
    for seat, n in zip((1, 2, 3), view.backs, strict=True):
        cx, cy = L.BACKS_CENTRE[seat]
        step = 11 * screen.scale
        width = (n - 1) * step + back_w if n else 0
        x0 = cx - width / 2
        for i in range(n):
            surface.blit(back, (round(x0 + i * step), cy - back_h // 2))
    for plate in view.plates:
        _draw_plate(surface, plate, L.PLATES[plate.seat], L, screen=screen, look=look)
    _draw_middle(surface, view, L, screen=screen, look=look)
    # the person's hand
    received = set(view.received)
    hand = list(view.hand)
    # one look for all the received cards: the word where every strip shows it, else "+"
    strips = [_strip_width(hand, i) for i, s in enumerate(hand) if s.card in received]
    for s in hand:
        s.draw(surface, look=look.cards)
        if s.card in received and not s.selected:
            _received_tag(surface, s, min(strips), screen=screen)
    # the trick, in play order, then cards on their way to the taker
    for s in view.trick:
        s.draw(surface, look=look.cards)
    for s in view.collecting:
        s.draw(surface, look=look.cards)
    for w in view.widgets:
        if w.visible:
            w.draw(surface, screen, look)


#: An info line: (text, design size, colour, bold, where it is drawn: device pixels).
InfoLine = tuple[str, int, tuple, bool, pygame.Rect]


def info_lines(L: HeartsLayout, rules: Rules, hand_number: int, pass_direction: str,
               hearts_broken: bool, *, screen: Screen, look: Look) -> list[InfoLine]:
    """The info corner's lines where they are drawn: the hand, the passing, the hearts and
    the rules in play, in the layout's ``info_box``.  The rules go one a line where the
    box has room for that, else they run on, a line breaking between two rules (a rule
    wider than a line, or every rule where the box is too low for that, between its
    words), and stop at the box's bottom (the last line shown ends in "…")."""
    box = pygame.Rect(L.info_box)
    x, y = L.info_at
    # A phone: 720 logical pixels are ~390 CSS pixels, so small text grows.
    big = L.kind != "landscape"
    head, body, step, small = (22, 21, 29, 19) if big else (19, 18, 26, 16)
    out: list[InfoLine] = []

    def put(line: str, size: int, color: tuple, bold: bool, advance: int) -> None:
        nonlocal y
        w, h = text.font(size, bold, screen=screen).size(line)
        out.append((line, size, color, bold, pygame.Rect(x, y, w, h)))
        y += max(screen.px(advance), h)

    put(t("hearts.info.hand", number=hand_number, target=rules.target), head, look.palette.text, True, step + 2)
    put(t(f"hearts.info.pass.{pass_direction}"), body, look.palette.text_dim, False, step)
    if hearts_broken:
        put("♥ " + t("hearts.info.broken"), body, (255, 150, 160), True, step)
    else:
        put("♡ " + t("hearts.info.not_broken"), body, look.palette.text_dim, False, step)
    extras = []
    if rules.queen_waits:
        extras.append(t("hearts.info.queen_waits"))
    if rules.no_points_first_trick:
        extras.append(t("hearts.info.no_points_first"))
    if rules.any_club_leads:
        extras.append(t("hearts.info.any_club"))
    if rules.jack_of_diamonds:
        extras.append(t("hearts.info.jack"))
    if rules.no_tricks_bonus:
        extras.append(t("hearts.info.no_tricks"))
    if rules.moon == Moon.CHOICE:
        extras.append(t("hearts.info.moon_choice"))
    if not extras:
        return out
    f = text.font(small, screen=screen)
    advance = max(screen.px(small + 6), f.get_height())
    cut_y, cut_x = L.info_cut

    def room(i: int) -> int:
        """How wide the ``i``-th rules line may run (a card's corner may cut into the box)."""
        top = y + i * advance
        return max(1, (cut_x if cut_y and top + f.get_height() > cut_y else box.right) - x)

    shown = max(0, (box.bottom - y - f.get_height()) // advance + 1) if box.bottom - y >= f.get_height() else 0
    if len(extras) <= shown and all(f.size(e)[0] <= room(i) for i, e in enumerate(extras)):
        lines = extras  # room for one rule a line
    else:
        lines = text.wrap_items(extras, small, room, most=shown, screen=screen)
    if len(lines) > shown:
        lines = lines[:shown]
        if lines:
            words, wide = lines[-1].split(" "), room(len(lines) - 1)
            while len(words) > 1 and f.size(" ".join(words).rstrip(" ·") + " …")[0] > wide:
                words.pop()
            lines[-1] = " ".join(words).rstrip(" ·") + " …"
    for line in lines:
        put(line, small, look.palette.text_dim, False, small + 6)
    return out


def _draw_info(surface: pygame.Surface, view: HeartsTableView, L: HeartsLayout, *, screen: Screen, look: Look) -> None:
    for line, size, color, bold, r in info_lines(L, view.rules, view.hand_number, view.pass_direction,
                                                  view.hearts_broken, screen=screen, look=look):
        text.draw(surface, line, size, color, r.topleft, bold=bold, screen=screen)


def hold_lines(L: HeartsLayout, hand_number: int, *, screen: Screen) -> tuple[pygame.Rect, list[tuple[str, int, bool,
                                                                                                      pygame.Rect]]]:
    """The "no passing" announcement: its box (at most 520 design px wide, within the
    layout's ``hold_box``, centred there) and its lines (the title, then the text, each
    wrapped to the box), each with its size, boldness and rectangle."""
    room = pygame.Rect(L.hold_box)
    pad = screen.px(16)
    inner = min(room.w, screen.px(520)) - 2 * pad
    parts = [(line, 30, True) for line in text.wrap(t("hearts.hold.title", number=hand_number), 30, inner, True,
                                                    screen=screen)]
    parts += [(line, 22, False) for line in text.wrap(t("hearts.hold.text"), 22, inner, screen=screen)]
    sizes = [text.font(size, bold, screen=screen).size(line) for line, size, bold in parts]
    gap = screen.px(10)
    height = sum(h for _w, h in sizes) + gap + 2 * pad
    box = pygame.Rect(0, 0, max(w for w, _h in sizes) + 2 * pad, height)
    box.w = max(box.w, min(room.w, screen.px(520)))
    box.center = room.center
    out = []
    y = box.y + pad
    for i, ((line, size, bold), (w, h)) in enumerate(zip(parts, sizes, strict=True)):
        if i and bold != parts[i - 1][2]:
            y += gap
        out.append((line, size, bold, pygame.Rect(box.centerx - w // 2, y, w, h)))
        y += h
    return box, out


def _draw_plate(surface: pygame.Surface, plate: Plate, rect: pygame.Rect, L: HeartsLayout, *, screen: Screen,
                look: Look) -> None:
    """A seat's plate: its name and place, its game total and this hand's points; gold
    while the seat is to act (with three dots while a computer player thinks)."""
    seat, acting = plate.seat, plate.acting
    palette = look.palette  # (high contrast: a darker plate, a light edge)
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (*palette.plate, 215), box.get_rect(), border_radius=screen.px(14))
    surface.blit(box, rect)
    pygame.draw.rect(surface, TURN if acting else palette.plate_edge, rect,
                     width=screen.px(3) if acting else screen.px(1),
                     border_radius=screen.px(14))
    name = t(f"hearts.seat.{seat}")
    where = t(f"hearts.where.{seat}")
    big = L.kind != "landscape"  # a phone: larger letters in the same plate
    (s_name, s_where, s_total, s_hand), (y_name, y_total, y_hand) = (
        ((24, 17, 21, 19), (3, 32, 58)) if big else ((22, 15, 19, 17), (7, 36, 61)))
    left = rect.x + screen.px(14)
    r = text.draw(surface, name, s_name, TURN if acting else look.palette.text, (left, rect.y + screen.px(y_name)),
                  bold=True, screen=screen)
    if r.right + screen.px(8) + text.font(s_where, screen=screen).size(where)[0] <= rect.right - screen.px(8):
        text.draw(surface, where, s_where, look.palette.text_dim, (r.right + screen.px(8), r.bottom - screen.px(3)),
                  "bottomleft", screen=screen)
    total = t("hearts.plate.total", total=number(plate.total, 0))
    so_far = plate.hand_points
    hand = t("hearts.plate.hand", points=number(so_far, 0))
    text.draw(surface, total, s_total, look.palette.text, (left, rect.y + screen.px(y_total)), bold=True, screen=screen)
    color = (255, 160, 170) if so_far else look.palette.text_dim
    text.draw(surface, hand, s_hand, color, (left, rect.y + screen.px(y_hand)), bold=bool(so_far), screen=screen)
    if plate.thinking:
        # three dots that say "thinking" (static: the screen is not redrawn just for them)
        for i in range(3):
            pygame.draw.circle(surface, TURN, (rect.right - screen.px(40 - i * 12), rect.y + screen.px(18)),
                               screen.px(4))


#: The pass arrow's length (design pixels) and the room kept between it and the title.
PASS_ARROW_LENGTH, PASS_ARROW_CLEAR = 170, 14


def backs_box(L: HeartsLayout, seat: int, *, screen: Screen) -> pygame.Rect:
    """Where an opponent's fan of 13 face-down cards lies."""
    back_w, back_h = screen.px(BACK_W), screen.px(BACK_H)
    width = round(12 * 11 * screen.scale) + back_w
    cx, cy = L.BACKS_CENTRE[seat]
    return pygame.Rect(round(cx - width / 2), cy - back_h // 2, width, back_h)


def pass_lines(L: HeartsLayout, title: str, who: str, count: str, *, screen: Screen) -> list[tuple[str, int, bool,
                                                                                                   pygame.Rect]]:
    """The pass step's lines under the trick's centre, (text, size, bold, box): the title,
    then whom the cards go to and how many are chosen.  Where West's and East's cards
    reach beside them (a window squarer than 16:10 drawn small), each line is fitted
    between them; the count is left to the Pass button where the second line has no room."""
    cx, cy = L.TRICK_CENTRE
    half = screen.width
    band = pygame.Rect(0, cy + screen.px(36), screen.width, screen.px(100))
    for seat in (1, 3):
        box = backs_box(L, seat, screen=screen)
        if box.colliderect(band):
            half = min(half, cx - box.right if box.centerx < cx else box.left - cx)
    room = 2 * half - 2 * screen.px(8)
    out = []
    y = cy + screen.px(36)
    size = text.fit_size(title, 30, room, bold=True, screen=screen)
    r = pygame.Rect((0, 0), text.font(size, True, screen=screen).size(title))
    r.midtop = (cx, y)
    out.append((title, size, True, r))
    line = who + " · " + count
    if text.font(text.fit_size(line, 22, room, screen=screen), screen=screen).size(line)[0] > room:
        line = who  # the count is on the Pass button too
    size = text.fit_size(line, 22, room, screen=screen)
    r = pygame.Rect((0, 0), text.font(size, screen=screen).size(line))
    r.midtop = (cx, cy + screen.px(76))
    out.append((line, size, False, r))
    return out


def pass_arrow_centre(cx: int, cy: int, direction: tuple[int, int], *, screen: Screen) -> tuple[int, int]:
    """Where the pass arrow stands over the pass title (at ``cy + screen.px(36)``): a sideways
    arrow 40 px over the trick's centre; an up or down one (across) raised until its end
    stays clear of the title instead of running through its letters."""
    if direction[1] == 0:
        return cx, cy - screen.px(40)
    half = round(PASS_ARROW_LENGTH * screen.scale / 2)
    return cx, min(cy - screen.px(40), cy + screen.px(36) - screen.px(PASS_ARROW_CLEAR) - half)


def arrow_box(centre: tuple[int, int], direction: tuple[int, int], length: float, *, screen: Screen) -> pygame.Rect:
    """The rectangle an arrow (with its shadow) covers."""
    s = screen.scale
    cx, cy = centre
    half, wide = length * s / 2, 16 * s * 1.6
    dx, dy = direction
    w, h = (2 * half, 2 * wide) if dx else (2 * wide, 2 * half)
    return pygame.Rect(round(cx - w / 2), round(cy - h / 2), round(w + 3 * s), round(h + 4 * s))


def _arrow(surface, centre, direction, length=150, color=(255, 214, 92), *, screen: Screen) -> None:
    """The pass direction's arrow; ``length`` in design pixels, like its width and head."""
    s = screen.scale
    dx, dy = direction
    cx, cy = centre
    length *= s
    x0, y0 = cx - dx * length / 2, cy - dy * length / 2
    x1, y1 = cx + dx * length / 2, cy + dy * length / 2
    nx, ny = -dy, dx
    w = 16 * s
    head = 44 * s
    bx, by = x1 - dx * head, y1 - dy * head
    body = [(x0 + nx * w / 2, y0 + ny * w / 2), (bx + nx * w / 2, by + ny * w / 2),
            (bx + nx * w * 1.6, by + ny * w * 1.6), (x1, y1),
            (bx - nx * w * 1.6, by - ny * w * 1.6), (bx - nx * w / 2, by - ny * w / 2),
            (x0 - nx * w / 2, y0 - ny * w / 2)]
    shadow = [(x + 3 * s, y + 4 * s) for x, y in body]
    pygame.draw.polygon(surface, (0, 0, 0), shadow)
    pygame.draw.polygon(surface, color, body)


def _draw_middle(surface: pygame.Surface, view: HeartsTableView, L: HeartsLayout, *, screen: Screen,
                 look: Look) -> None:
    """The pass step, the no-passing announcement, and the status line."""
    cx, cy = L.TRICK_CENTRE
    if view.passing is not None:
        d = view.passing.direction
        _arrow(surface, pass_arrow_centre(cx, cy, PASS_ARROW[d], screen=screen), PASS_ARROW[d],
               length=PASS_ARROW_LENGTH, screen=screen)
        if view.note is not None and view.note.text:  # (a pass hint beside the cards chosen) in the lines' place
            top = cy + screen.px(36) + message_pill_height(L.pill_size, screen=screen) // 2
            message_pill(surface, view.note.text, view.note.kind, (cx, top), L.pill_size, max_width=L.status_box[2],
                         screen=screen, look=look)
            return
        who = t("hearts.pass.to", name=t(f"hearts.seat.{view.passing.to}"))
        for line, size, bold, r in pass_lines(L, t(f"hearts.pass.title.{d}"), who,
                                              t("hearts.pass.count", n=view.passing.chosen), screen=screen):
            text.draw(surface, line, size, look.palette.text if bold else look.palette.text_dim, r.topleft, bold=bold,
                      screen=screen)
        return
    if view.phase == Phase.PASS:
        text.draw(surface, t("hearts.pass.waiting"), 24, look.palette.text_dim, (cx, cy), "center", screen=screen)
        return
    if view.hold:
        box, lines = hold_lines(L, view.hand_number, screen=screen)
        pygame.draw.rect(surface, (0, 0, 0), box.move(0, screen.px(4)), border_radius=screen.px(16))
        pygame.draw.rect(surface, (20, 62, 43), box, border_radius=screen.px(16))
        pygame.draw.rect(surface, theme.ACCENT, box, width=screen.px(2), border_radius=screen.px(16))
        for line, size, bold, r in lines:
            text.draw(surface, line, size, theme.ACCENT if bold else look.palette.text, r.topleft, bold=bold,
                      screen=screen)
    note = None
    if view.note is not None and view.note.text:  # each kind of message in its own look: an undo is not an error
        note, size = note_box(L, view.note.text, view.note.kind, screen=screen, look=look)
        message_pill(surface, view.note.text, view.note.kind, note.midbottom, size, max_width=L.status_box[2],
                     screen=screen, look=look)
    elif view.status is not None:
        line, color = status_line(view.status, look=look)
        _pill(surface, line, color, L.status_at, size=L.pill_size, width=L.status_box[2], screen=screen)
    if view.received and view.phase == Phase.PLAY:
        line = t("hearts.received", cards=" ".join(c.pretty for c in view.received),
                 name=t(f"hearts.seat.{view.received_from}"))
        size, width = L.pill_size - 3, L.status_box[2]
        if note is None or not note.colliderect(pill_box(line, size, L.received_at, width, screen=screen)[-1]):
            _pill(surface, line, (150, 236, 170), L.received_at, size=size, width=width, screen=screen)


def note_box(L: HeartsLayout, line: str, kind: str, *, screen: Screen, look: Look) -> tuple[pygame.Rect, int]:
    """Where a note (``line``, a message of ``kind``) stands in place of the status line,
    and its text size: its first line where the status line is, the rest below it, in the
    "received" line's place (that line gives way), never up over the trick or the card
    tracker; in smaller letters where the status band is too low for its lines."""
    cx, cy = L.status_at
    band = pygame.Rect(L.status_box)
    size = L.pill_size
    box = message_pill_box(line, kind, size, band.w, screen=screen, look=look)
    while box.h > band.h and text.font_size_px(size - 1, screen) < text.font_size_px(size, screen):
        size -= 1
        box = message_pill_box(line, kind, size, band.w, screen=screen, look=look)
    box.midtop = (cx, max(band.y, cy - message_pill_height(L.pill_size, screen=screen) // 2))
    if box.bottom > band.bottom:
        box.bottom = max(band.y, band.bottom)
    return box, size


def _strip_width(hand: list, i: int) -> int:
    """How much of card ``i`` of the hand shows (the next card of its row covers the rest)."""
    r = hand[i].rect
    nxt = hand[i + 1].rect if i + 1 < len(hand) else None
    same_row = nxt is not None and abs(nxt.y - r.y) < r.h // 2 and nxt.x > r.x  # (a raised neighbour too)
    return min(r.w, nxt.x - r.x) if same_row and nxt is not None else r.w  # (same_row holds only with nxt)


def _received_tag(surface, sprite, strip_w: int, *, screen: Screen) -> None:
    """A received card is marked, not raised (raised means "chosen to pass"): a green
    edge and a "received" tag on the lower left of its visible strip (a "+" badge where
    the strips are too narrow for the word), until South plays."""
    r = sprite.rect
    pygame.draw.rect(surface, RECEIVED_COLOR, r.inflate(screen.px(4), screen.px(4)), width=screen.px(3),
                     border_radius=screen.px(12))
    word = t("hearts.received_tag")
    size = text.fit_size(word, 15, strip_w - screen.px(12), bold=True, minimum=10, screen=screen)
    too_narrow = size < 13 or text.font(size, True, screen=screen).size(word)[0] > strip_w - screen.px(12)
    if too_narrow:  # no room for a readable word (letters have a floor): a "+" badge (added to your hand)
        c = (r.x + screen.px(16), r.bottom - screen.px(18))
        arm = screen.px(6)
        pygame.draw.circle(surface, RECEIVED_COLOR, c, screen.px(12))
        pygame.draw.line(surface, theme.TEXT_DARK, (c[0] - arm, c[1]), (c[0] + arm, c[1]), screen.px(3))
        pygame.draw.line(surface, theme.TEXT_DARK, (c[0], c[1] - arm), (c[0], c[1] + arm), screen.px(3))
        return
    img = text.render(word, size, theme.TEXT_DARK, bold=True, screen=screen)
    tag = img.get_rect()
    tag.inflate_ip(screen.px(8), screen.px(4))
    tag.bottomleft = (r.x + screen.px(3), r.bottom - screen.px(6))
    pygame.draw.rect(surface, RECEIVED_COLOR, tag, border_radius=tag.h // 2)
    surface.blit(img, img.get_rect(center=tag.center))


def pill_box(line: str, size: int, centre: tuple[int, int], width: int, *, screen: Screen) -> tuple[int, list[str],
                                                                                                    pygame.Rect]:
    """Where ``_pill`` puts ``line``: its text size (shrunk to fit ``width`` device pixels,
    the band and all, never under the smallest letters), its lines (two, balanced, where
    even the smallest letters do not fit: the second goes below, the top stays) and the
    band's rectangle."""
    room = width - screen.px(30)
    size = text.fit_size(line, size, room, bold=True, screen=screen)
    f = text.font(size, True, screen=screen)
    lines = [line] if f.size(line)[0] <= room else text.balanced_wrap(line, size, room, bold=True, screen=screen)
    h = f.get_height()
    band = pygame.Rect(0, 0, max(f.size(one)[0] for one in lines) + screen.px(30), h * len(lines) + screen.px(12))
    band.midtop = (centre[0], centre[1] - (h + screen.px(12)) // 2)
    return size, lines, band


def _pill(surface, line: str, color, centre, size: int = 22, strong: bool = False,
          width: int | None = None, *, screen: Screen) -> None:
    """A line of text on a dark rounded band, readable over the felt and the cards, no
    wider than ``width`` (device pixels; the screen's less a margin by default)."""
    size, lines, bg = pill_box(line, size, centre, screen.width - screen.px(30) if width is None else width,
                               screen=screen)
    box = pygame.Surface(bg.size, pygame.SRCALPHA)
    radius = bg.h // 2 if len(lines) == 1 else screen.px(18)
    pygame.draw.rect(box, (0, 0, 0, 175 if strong else 115), box.get_rect(), border_radius=radius)
    surface.blit(box, bg)
    if strong:
        pygame.draw.rect(surface, color, bg, width=screen.px(2), border_radius=radius)
    y = bg.y + screen.px(6)
    for one in lines:
        img = text.render(one, size, color, bold=True, screen=screen)
        surface.blit(img, img.get_rect(midtop=(bg.centerx, y)))
        y += img.get_height()


def status_line(status: Status, *, look: Look) -> tuple[str, tuple]:
    """The status line's words and colour."""

    def name(s: int | None) -> str:
        return t(f"hearts.seat.{s}")

    kind = status.kind
    if kind == StatusKind.THINKING_HINT:
        return t("hearts.status.thinking_hint"), theme.HINT
    if kind == StatusKind.TAKES:
        assert status.seat is not None, "a finished trick has a taker"
        s = takes_text(status.seat, status.points)
        if status.until_tap:
            s += " · " + t("hearts.status.tap_to_go_on")
        return s, (255, 190, 190) if status.points else look.palette.text
    if kind == StatusKind.HINT:
        return t("hearts.status.hint", cards=" ".join(c.pretty for c in status.cards)), theme.HINT
    if kind == StatusKind.YOUR_LEAD_FIRST:
        return t("hearts.status.your_lead_first"), (255, 214, 92)
    if kind == StatusKind.YOUR_LEAD:
        return t("hearts.status.your_lead"), (255, 214, 92)
    if kind == StatusKind.FOLLOW:
        assert status.suit is not None, "a card was led"
        return t("hearts.status.follow", suit=status.suit.symbol), (255, 214, 92)
    if kind == StatusKind.LEADS:
        return t("hearts.status.leads", name=name(status.seat)), look.palette.text
    return t("hearts.status.thinking", name=name(status.seat)), look.palette.text_dim
