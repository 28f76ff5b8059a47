"""Charts drawn with pygame alone: lines, bars, rate bars, a year heat map, and the table
that shows a chart's numbers instead.

Each function draws into a rectangle (device pixels) and keeps every letter inside it;
lengths are design pixels through ``screen.px``, text sizes design sizes (text.py keeps
them above the smallest letters a phone may show).  The colours come from the palette in
use and the cards' look (:func:`chart_style`): high contrast and four-colour suits change
them.  The values come from game/charts.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.cards import Suit
from game.ui import text, theme

if TYPE_CHECKING:
    from game.ui.look import CardLook
    from game.ui.metrics import Screen
    from game.ui.theme import Palette

RGB = tuple[int, int, int]
#: Chart letters (design size) and the smallest they shrink to before a label is left out.
LABEL = 18


class ChartStyle(NamedTuple):
    """A chart's colours: its ground, grid and letters, one colour a line (the person's
    first), played and won bars, and the heat map's answers."""

    ground: RGB
    grid: RGB
    text: RGB
    dim: RGB
    lines: tuple[RGB, ...]
    played: RGB
    won: RGB
    failed: RGB
    empty: RGB
    target: RGB
    #: A line's width (design px): thicker in high contrast.
    width: int
    #: The screen the chart is drawn on (its lengths and letters).
    screen: Screen


def chart_style(p: Palette, cards: CardLook, screen: Screen) -> ChartStyle:
    """The colours of palette ``p`` and of the ``cards`` (``Look.cards``: four colours or two)
    on ``screen``."""
    high = p.name == "high_contrast"
    hearts, diamonds, clubs = cards.mark(Suit.HEARTS), cards.mark(Suit.DIAMONDS), cards.mark(Suit.CLUBS)
    four = diamonds != hearts
    lines = (theme.ACCENT, hearts, diamonds if four else theme.HINT, clubs if four else p.text)
    return ChartStyle(ground=p.panel, grid=_mix(p.text_dim, p.panel, 0.4) if high else p.table_light, text=p.text,
                      dim=p.text_dim,
                      lines=lines, played=p.text_dim if high else _mix(p.text_dim, p.panel, 0.45),
                      won=clubs if four else theme.ACCENT,
                      failed=hearts, empty=p.table_light if not high else p.button_off, target=p.text,
                      width=4 if high else 3, screen=screen)


def _mix(a: RGB, b: RGB, share: float) -> RGB:
    """``share`` of ``a`` over ``b``."""
    return (round(a[0] * share + b[0] * (1 - share)), round(a[1] * share + b[1] * (1 - share)),
            round(a[2] * share + b[2] * (1 - share)))


def _font_h(screen: Screen, size: int = LABEL, bold: bool = False) -> int:
    return text.font(size, bold, screen=screen).get_height()


def _marker(surface: pygame.Surface, kind: int, color: RGB, center: tuple[int, int], r: int) -> None:
    """A point's mark, one shape a line (a circle, a square, a triangle, a diamond), so the
    lines differ by more than their colour."""
    x, y = center
    if kind % 4 == 0:
        pygame.draw.circle(surface, color, center, r)
    elif kind % 4 == 1:
        pygame.draw.rect(surface, color, (x - r, y - r, 2 * r, 2 * r))
    elif kind % 4 == 2:
        pygame.draw.polygon(surface, color, [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)])
    else:
        pygame.draw.polygon(surface, color, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)])


def value_range(low: float, high: float, from_zero: bool = True, min_span: float = 1.0) -> tuple[float, float]:
    """The value axis's ends for values from ``low`` to ``high``: from zero if asked, and at
    least ``min_span`` high (widened upwards from zero, else evenly about the values, never
    below zero when no value is)."""
    span = max(1.0, min_span)
    if from_zero:
        low = min(0.0, low)
        return low, max(high, low + span)
    if high - low < span:
        middle = (low + high) / 2
        bottom = middle - span / 2
        if bottom < 0 <= low:
            bottom = 0.0
        low, high = bottom, bottom + span
    return low, high


def _ticks(low: float, high: float, most: int) -> list[float]:
    """Round values from ``low`` to ``high`` for the axis, at most ``most`` of them."""
    span = max(1.0, high - low)
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10**4, 10**5, 10**6):
        if span / step <= max(1, most - 1):
            break
    first = (low // step) * step
    out, v = [first], first
    while v < high - 1e-9:
        v += step
        out.append(v)
    return out


def legend(surface: pygame.Surface, rect: pygame.Rect, style: ChartStyle, names: Sequence[str],
           colors: Sequence[RGB], markers: bool = True) -> int:
    """The names and their marks along the top of ``rect``, as many rows as they take;
    the height used."""
    screen = style.screen
    px = screen.px
    h = _font_h(screen)
    x, y = rect.x, rect.y
    for i, (name, color) in enumerate(zip(names, colors, strict=True)):
        size = text.fit_size(name, LABEL, rect.w - h - px(8), screen=screen)
        w = h + px(6) + text.font(size, screen=screen).size(name)[0]
        if x > rect.x and x + w > rect.right:
            x, y = rect.x, y + h + px(4)
        if markers:
            _marker(surface, i, color, (x + h // 2, y + h // 2), max(3, h // 4))
        else:
            pygame.draw.rect(surface, color, (x + h // 6, y + h // 6, 2 * h // 3, 2 * h // 3))
        text.draw(surface, name, size, style.text, (x + h + px(6), y), "topleft", screen=screen)
        x += w + px(16)
    return y + h + px(6) - rect.y


def _plot_area(rect: pygame.Rect, y_labels: Sequence[str], screen: Screen) -> pygame.Rect:
    """The part of ``rect`` left for the plot once the value labels (left) and the x
    labels (below) have their room."""
    px = screen.px
    left = max((text.font(LABEL, screen=screen).size(s)[0] for s in y_labels), default=0) + px(10)
    bottom = _font_h(screen) + px(6)
    top = _font_h(screen) // 2
    return pygame.Rect(rect.x + left, rect.y + top, max(10, rect.w - left - px(4)), max(10, rect.h - bottom - top))


def _x_labels(surface: pygame.Surface, plot: pygame.Rect, xs: Sequence[int], labels: Sequence[str],
              style: ChartStyle, bottom: int) -> None:
    """The x labels under ``plot``, as many as fit apart (the last always, then every k-th)."""
    screen = style.screen
    px = screen.px
    if not labels:
        return
    widest = max(text.font(LABEL, screen=screen).size(s)[0] for s in labels) + px(10)
    room = max(1, (xs[-1] - xs[0]) if len(xs) > 1 else widest)
    every = max(1, -(-widest * (len(xs) - 1) // room)) if len(xs) > 1 else 1
    y = bottom
    drawn: list[tuple[int, int]] = []
    for i in range(len(labels) - 1, -1, -every):
        w = text.font(LABEL, screen=screen).size(labels[i])[0]
        left = max(plot.x, min(xs[i] - w // 2, plot.right - w))
        if any(not (left + w + px(6) <= a or left >= b + px(6)) for a, b in drawn):
            continue
        drawn.append((left, left + w))
        text.draw(surface, labels[i], LABEL, style.dim, (left, y), "topleft", screen=screen)


def line_chart(surface: pygame.Surface, rect: pygame.Rect, style: ChartStyle, lines: Sequence[Sequence[float]],
               x_labels: Sequence[str], target: float | None = None, target_label: str = "",
               y_format=str, from_zero: bool = True, min_span: float = 1.0) -> pygame.Rect:
    """Lines over the same x (one value each), a mark at every point, the ``target`` as a
    dashed line with its label; the plot's rectangle.

    ``min_span`` is the least height of the value axis: a flat line is drawn in the middle of
    it, so a rating that moved by a point does not fill the plot as if it had leapt."""
    screen = style.screen
    px = screen.px
    values = [v for line in lines for v in line] + ([target] if target is not None else [])
    low, high = min(values, default=0), max(values, default=1)
    low, high = value_range(low, high, from_zero, min_span)
    ticks = _ticks(low, high, max(2, rect.h // (_font_h(screen) * 2)))
    low, high = ticks[0], ticks[-1]
    plot = _plot_area(rect, [y_format(v) for v in ticks], screen)
    n = max((len(line) for line in lines), default=1)

    def xy(i: int, v: float) -> tuple[int, int]:
        x = plot.x + (plot.w * i // max(1, n - 1) if n > 1 else plot.w // 2)
        return x, plot.bottom - round((v - low) / (high - low) * plot.h)

    for v in ticks:
        y = xy(0, v)[1]
        pygame.draw.line(surface, style.grid, (plot.x, y), (plot.right, y), 1)
        text.draw(surface, y_format(v), LABEL, style.dim, (plot.x - px(8), y), "midright", screen=screen)
    if target is not None:
        y = xy(0, target)[1]
        for x in range(plot.x, plot.right, px(16)):
            pygame.draw.line(surface, style.target, (x, y), (min(x + px(9), plot.right), y), px(2))
        if target_label:
            size = text.fit_size(target_label, LABEL, plot.w - px(8), screen=screen)
            below = y - _font_h(screen, size) - px(2) < rect.y
            text.draw(surface, target_label, size, style.target, (plot.x + px(6), y + (px(3) if below else -px(3))),
                      "topleft" if below else "bottomleft", screen=screen)
    r = max(4, _font_h(screen) // 5)
    for k in range(len(lines) - 1, -1, -1):  # the person's line last: on top
        color = style.lines[k % len(style.lines)]
        pts = [xy(i, v) for i, v in enumerate(lines[k])]
        if len(pts) > 1:
            pygame.draw.lines(surface, color, False, pts, px(style.width))
        for p in pts:
            _marker(surface, k, color, p, r)
    _x_labels(surface, plot, [xy(i, 0)[0] for i in range(n)], x_labels, style, plot.bottom + px(4))
    return plot


def bar_chart(surface: pygame.Surface, rect: pygame.Rect, style: ChartStyle, pairs: Sequence[tuple[int, int]],
              x_labels: Sequence[str]) -> pygame.Rect:
    """A bar a column for the first of each pair (games), the second (wins) inside it."""
    screen = style.screen
    px = screen.px
    ticks = _ticks(0, max([p[0] for p in pairs] + [1]), max(2, rect.h // (_font_h(screen) * 2)))
    high = ticks[-1]
    plot = _plot_area(rect, [str(int(v)) for v in ticks], screen)
    n = max(1, len(pairs))
    pitch = plot.w / n
    for v in ticks:
        y = plot.bottom - round(v / high * plot.h)
        pygame.draw.line(surface, style.grid, (plot.x, y), (plot.right, y), 1)
        text.draw(surface, str(int(v)), LABEL, style.dim, (plot.x - px(8), y), "midright", screen=screen)
    xs = []
    for i, (played, won) in enumerate(pairs):
        x0 = plot.x + round(i * pitch)
        w = max(2, round(pitch * 0.75))
        xs.append(x0 + w // 2)
        for value, color, inset in ((played, style.played, 0), (won, style.won, max(1, w // 5))):
            h = round(value / high * plot.h)
            if h:
                pygame.draw.rect(surface, color, (x0 + inset, plot.bottom - h, w - 2 * inset, h))
    _x_labels(surface, plot, xs, x_labels, style, plot.bottom + px(4))
    return plot


def rate_bars(surface: pygame.Surface, rect: pygame.Rect, style: ChartStyle, labels: Sequence[str],
              rates: Sequence[float | None], figures: Sequence[str], notes: Sequence[str] = ()) -> None:
    """A row per level: its name and its win rate's figure on a line, a bar as long as
    the rate under them, and its note (the games won of the games played) under the bar."""
    screen = style.screen
    px = screen.px
    h = _font_h(screen)
    n = max(1, len(labels))
    row = min(rect.h // n, h * 5)
    top = rect.y + (rect.h - row * n) // 2
    for i, (label, rate, figure) in enumerate(zip(labels, rates, figures, strict=True)):
        y = top + i * row
        fig_w = text.font(LABEL, True, screen=screen).size(figure)[0]
        size = text.fit_size(label, LABEL, rect.w - fig_w - px(16), screen=screen)
        text.draw(surface, label, size, style.text, (rect.x, y), "topleft", screen=screen)
        text.draw(surface, figure, LABEL, style.text, (rect.right, y), "topright", bold=True, screen=screen)
        box = pygame.Rect(rect.x, y + h + px(4), rect.w, min(h, row - h - px(12)))
        pygame.draw.rect(surface, style.empty, box)
        if rate:
            pygame.draw.rect(surface, style.won, (box.x, box.y, max(1, round(box.w * rate)), box.h))
        if i < len(notes) and box.bottom + px(4) + h <= y + row:
            note = notes[i]
            text.draw(surface, note, text.fit_size(note, LABEL, rect.w, screen=screen), style.dim, (rect.x,
                                                                                                    box.bottom + px(4)),
                      "topleft", screen=screen)


def heat_map(surface: pygame.Surface, rect: pygame.Rect, style: ChartStyle, months: Sequence,
             month_names: Sequence[str], colors: dict[str, RGB]) -> None:
    """A row a month (its name first), a cell a day 1..31 coloured by its answer, the days
    1, 10, 20 and 31 named above."""
    screen = style.screen
    px = screen.px
    if not months:
        return
    line = _font_h(screen)
    name_w = max(text.font(LABEL, screen=screen).size(s)[0] for s in month_names) + px(8)
    cell_w = max(3, (rect.w - name_w) // 31)
    cell_h = max(3, min((rect.h - line) // len(months), max(cell_w, line) * 3 // 2))
    gap = 1 if cell_w < 10 else px(2)
    x0 = rect.x + name_w
    top = rect.y + line + (rect.h - line - cell_h * len(months)) // 2
    for day in (1, 10, 20, 31):
        label = str(day)
        w = text.font(LABEL, screen=screen).size(label)[0]
        cx = x0 + (day - 1) * cell_w + (cell_w - gap) // 2
        text.draw(surface, label, LABEL, style.dim, (min(max(cx, x0 + w // 2), rect.right - w // 2 - 1), top - 1),
                  "midbottom", screen=screen)
    for r, (month, name) in enumerate(zip(months, month_names, strict=True)):
        y = top + r * cell_h
        text.draw(surface, name, LABEL, style.dim, (x0 - px(8), y + cell_h // 2), "midright", screen=screen)
        for d, state in enumerate(month.cells):
            if state is None or state == "future":
                continue
            box = pygame.Rect(x0 + d * cell_w, y, cell_w - gap, cell_h - gap)
            pygame.draw.rect(surface, colors.get(state, style.empty), box)


def table(surface: pygame.Surface, rect: pygame.Rect, style: ChartStyle, heads: Sequence[str],
          rows: Sequence[Sequence[str]]) -> None:
    """The figures as a table: the heads (a head wider than its column's figures wraps at
    its words), then a row each, in as many side-by-side blocks as the height needs (the
    first column left, the others right-aligned)."""
    screen = style.screen
    px = screen.px
    if not rows:
        return
    plain, bold = text.font(LABEL, screen=screen), text.font(LABEL, True, screen=screen)
    gap = px(14)
    cols = len(heads)
    cells = [max(bold.size(r[0])[0] for r in rows)] + [max(plain.size(r[c])[0] for r in rows) for c in range(1, cols)]
    widths = [max(w, bold.size(h)[0]) for w, h in zip(cells, heads, strict=True)]
    if sum(widths) + gap * (cols - 1) > rect.w:  # the heads wrap at their words
        widths = [max(w, *(bold.size(word)[0] for word in h.split())) for w, h in zip(cells, heads, strict=True)]
    head_lines = [text.wrap(h, LABEL, max(widths[c], 1), bold=True, screen=screen) for c, h in enumerate(heads)]
    line = plain.get_height() + px(6)
    head_h = max(len(lines) for lines in head_lines) * bold.get_linesize() + px(6)
    need = sum(widths) + gap * (cols - 1)
    most_blocks = max(1, (rect.w + 2 * gap) // (need + 2 * gap))
    blocks = min(most_blocks, max(1, -(-len(rows) // max(1, (rect.h - head_h) // line))))
    per = -(-len(rows) // blocks)
    block_w = (rect.w + 2 * gap) // blocks - 2 * gap
    spare = max(0, block_w - need) // max(1, cols - 1)
    for b in range(blocks):
        x0 = rect.x + b * (block_w + 2 * gap)
        edges = [x0 + widths[0]]
        for c in range(1, cols):
            edges.append(edges[-1] + gap + spare + widths[c])
        for c, lines in enumerate(head_lines):
            for k, part in enumerate(lines):
                y = rect.y + k * bold.get_linesize()
                if c == 0:
                    text.draw(surface, part, LABEL, style.dim, (x0, y), "topleft", bold=True, screen=screen)
                else:
                    text.draw(surface, part, LABEL, style.dim, (edges[c], y), "topright", bold=True, screen=screen)
        y = rect.y + head_h
        for row in rows[b * per:(b + 1) * per]:
            for c, cell in enumerate(row):
                if c == 0:
                    text.draw(surface, cell, LABEL, style.text, (x0, y), "topleft", bold=True, screen=screen)
                else:
                    text.draw(surface, cell, LABEL, style.text, (edges[c], y), "topright", screen=screen)
            y += line
