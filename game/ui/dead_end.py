"""The Heart to Heart dead-end (or lost) dialog: why, and only the ways out that work.

It keeps the table in view, says why the game is stuck, and offers only what works (never
an Undo that is disabled, or a restart of a deal dead from the start).  It is built from
:func:`game.heart_to_heart.explain.explain`:

- the message: the most telling reason (``explain.headline``; the table outlines the
  cards it names, ``outlined_positions``), how far the game can still get, and when;
- "Rewind to the last winnable position" only when the undo history holds one
  (``on_rewind(n)`` is called with the number of undos);
- "Restart this deal" only when the deal could be won from its start;
- "New game" always;
- "Keep playing" first when the game is not over yet (the "tell me when the game is
  lost" notice: the player may still want to clear what can be cleared).

It docks at an edge (the side in landscape, the bottom in portrait) over a light shade,
so the table stays in view.  The scene calls ``dead_end_dialog(...)`` and opens it as a
modal screen (``nav.push_screen``, game/ui/screens.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.heart_to_heart import explain as ex
from game.heart_to_heart.state import Game
from game.i18n import register_strings, t
from game.ui import metrics, text
from game.ui.labels import Label
from game.ui.look import Look
from game.ui.screens import Screen
from game.ui.widgets import Button, Dialog, share_font_sizes

if TYPE_CHECKING:
    pass

register_strings({
    "en": {
        "button.restart_deal": "Restart this deal",
        "h2h.lost.title": "This game can no longer be won",
        "button.keep_playing": "Keep playing",
        "h2h.rewind.at_move": "It could still be won after move {move}.",
    },
    "ru": {
        "button.restart_deal": "Начать расклад заново",
        "h2h.lost.title": "Эту партию уже нельзя выиграть",
        "button.keep_playing": "Играть дальше",
        "h2h.rewind.at_move": "Её ещё можно было выиграть после хода {move}.",
    },
})


class DockedDialog(Screen[str]):
    """A sheet docked at an edge: a :class:`Dialog` (title, message, buttons, Enter and Esc)
    it holds and lays out, whose buttons, docked at the bottom of a portrait screen, stand
    two to a row (a lone last one across the width) instead of three or four squeezed
    into one row with tiny labels.  The sheet grows upwards by the extra rows.  A modal
    screen (game/ui/screens.py): the app routes its input to the dialog it holds.

    Given an ``area`` it keeps to that part of the screen: the scene leaves its top bar
    (or the row of Copy code, Share and Menu it keeps in view) and the heart outside it.
    A sheet at the side then takes the area's width (up to ``SIDE_MAX`` design pixels) and
    stands in the middle of its height; one at the bottom stands on the area's foot."""

    def __init__(self, title: Label, message: Label, buttons: Sequence[tuple[str, Label, Callable[[], object] | None]],
                 *, cancel: str, width: int, dock: str, screen: Callable[[], metrics.Screen],
                 look: Look) -> None:
        #: The window's logical screen now (the app's ``metrics``): the sheet is laid out for it.
        self.screen = screen
        #: The look it is painted in (the app's).
        self.look = look
        #: The most height the sheet may take at the bottom (the scene keeps its heart in
        #: view above it); ``None``: the screen's height.
        self.room: int | None = None
        #: The part of the screen the sheet keeps to, device pixels; ``None``: all of it.
        self.area: pygame.Rect | None = None
        #: Laying out at the side through the dialog's own layout (which it does at the bottom).
        self._at_side = False
        #: The buttons stand more than two to a row at the bottom: the room was short.
        self.squeezed = False
        self.box = Dialog(title, message, buttons, cancel=cancel, width=width, dock=dock, screen=screen, look=look)
        self.box.opened(self.dismiss)  # the sheet's answer is the dialog's
        self.kind = self.box.kind
        self.layout()

    def opened(self, on_dismiss: Callable[[str], None]) -> None:
        """Shown (again, after it was put away): the dialog it holds answers for it."""
        super().opened(on_dismiss)
        self.box.opened(self.dismiss)

    # -- the dialog it holds: what the app and the scene read and set ----------------------
    @property
    def rect(self) -> pygame.Rect:
        return self.box.rect

    @rect.setter
    def rect(self, rect: pygame.Rect) -> None:
        self.box.rect = rect

    @property
    def buttons(self) -> list[Button]:
        return self.box.buttons

    @property
    def extras(self) -> list[Button]:
        """Buttons of the screen behind kept in use beside the sheet (drawn with it)."""
        return self.box.extras

    @extras.setter
    def extras(self, extras: list[Button]) -> None:
        self.box.extras = extras

    @property
    def dock(self) -> str:
        return self.box.dock

    @dock.setter
    def dock(self, dock: str) -> None:
        self.box.dock = dock

    @property
    def width(self) -> int:
        return self.box.width

    @width.setter
    def width(self, width: int) -> None:
        self.box.width = width

    @property
    def message_lines(self) -> list[str]:
        """The message as laid out, line by line."""
        return self.box._lines

    @property
    def on_outside(self) -> Callable[[], None] | None:
        """What a tap on the table beside the sheet does (it puts the sheet away)."""
        return self.box.on_outside

    @on_outside.setter
    def on_outside(self, action: Callable[[], None] | None) -> None:
        self.box.on_outside = action

    def describe(self) -> dict[str, object]:
        return self.box.describe()

    def hittables(self) -> list:
        return self.box.hittables()

    def focus_targets(self) -> list[Button]:
        return self.box.focus_targets()

    def default_button(self) -> Button | None:
        return self.box.default_button()

    def press_cancel(self) -> None:
        self.box.press_cancel()

    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        """A button, or a tap on the table beside the sheet (it puts the sheet away)."""
        self.box.on_tap(target, pos)

    def after_close(self, result: Any) -> None:
        """Off the screen: a sheet put away runs ``on_outside``."""
        self.box.after_close(result)

    # -- its own layout --------------------------------------------------------------------
    def layout(self) -> None:
        screen = self.screen()
        self.squeezed = False
        if self.area is not None and self.dock == "right":
            self._layout_at_side()
            return
        width = self.width
        self.width = self.text_width()  # Dialog's layout at the sheet's width
        try:
            self.box.layout()
        finally:
            self.width = width
        if self.area is not None and self.dock == "bottom":
            self.room = min(self.room or self.area.h, self.area.h)
        n = len(self.buttons)
        if self.dock == "bottom" and n >= 3:
            self._rows_at_bottom()
        if self.area is not None and self.dock == "bottom":  # stand on the area's foot
            dy = self.area.bottom - screen.px(8) - self.rect.bottom
            self.rect.move_ip(0, dy)
            for b in self.buttons:
                b.rect.move_ip(0, dy)

    def text_width(self) -> int:
        """How wide (design pixels) the sheet lays its message out."""
        screen = self.screen()
        W, _ = screen.design_size()
        if self._at_side:
            return self.width
        if self.dock != "right":
            if self.area is None:
                return min(self.width, W - 32)
            # under the heart of a square window: as wide as the area lets it (fewer lines)
            return min(max(self.width, min(round(self.area.w / screen.scale) - 16, BOTTOM_MAX)), W - 32)
        if self.area is None:
            return min(self.width, 440, W - 32)
        return max(min(self.width, 440), min(round(self.area.w / screen.scale) - 16, SIDE_MAX))

    def text_room(self) -> int:
        """The height (device pixels) the sheet may take."""
        screen = self.screen()
        if self.area is not None:
            return self.area.h - screen.px(16)
        return min(self.room or screen.height, screen.height) - screen.px(16)

    def row_choices(self) -> list[int]:
        """How many rows the buttons may take, the sheet's own way first: one per row at
        the side (two to a row where the sheet is wide enough), two to a row at the bottom
        (three or four where the room asks for it)."""
        n = len(self.box._spec)
        if self.dock == "right" or self._at_side:
            return [n] + ([-(-n // 2)] if n >= 2 and self.text_width() >= WIDE_SIDE else [])
        if self.dock == "bottom" and n >= 3:
            return [-(-n // per_row) for per_row in (2, 3, 4)]
        return [1]

    def fits(self, lines: int, rows: int) -> bool:
        """Whether ``lines`` of message and ``rows`` of buttons fit the room."""
        screen = self.screen()
        px = screen.px
        bh = px(max(56, screen.tap_min))  # Dialog.layout's button height
        return px(92 + 34 * lines + 40) + rows * bh + (rows - 1) * px(12) <= self.text_room()

    def _layout_at_side(self) -> None:
        """Docked at the side inside ``area``: Dialog's text and buttons at the area's
        width, the buttons under the message, the sheet at the top of the area."""
        screen = self.screen()
        assert self.area is not None
        area = self.area
        px = screen.px
        w = self.text_width()
        dock, width = self.dock, self.width
        self.dock, self.width, self._at_side = "bottom", w, True  # Dialog's text at this width
        try:
            self.box.layout()
        finally:
            self.dock, self.width, self._at_side = dock, width, False
        n = len(self.buttons)
        choices = self.row_choices()
        rows = next((r for r in choices if self.fits(len(self.message_lines), r)), choices[-1])
        per_row = -(-n // rows)
        bh = self.buttons[0].rect.h
        gap = px(12)
        h = min(px(92 + 34 * len(self.message_lines) + 40) + rows * bh + (rows - 1) * gap, area.h - px(16))
        box = pygame.Rect(0, 0, px(w), h)
        box.right = area.right - px(8)
        box.top = area.top + px(8)  # over the piles, under the top bar
        self.rect = box
        inner = box.w - px(48)
        bw = (inner - (per_row - 1) * gap) // per_row
        top = box.bottom - px(20) - rows * bh - (rows - 1) * gap
        for i, b in enumerate(self.buttons):  # the primary one last (lowest)
            row, col = divmod(i, per_row)
            y = top + row * (bh + gap)
            if i == n - 1 and col == 0:  # alone on the last row: across the width
                b.rect = pygame.Rect(box.x + px(24), y, inner, bh)
            else:
                b.rect = pygame.Rect(box.x + px(24) + col * (bw + gap), y, bw, bh)
        share_font_sizes(self.buttons, screen)

    def _rows_at_bottom(self) -> None:
        screen = self.screen()
        n = len(self.buttons)
        px = screen.px  # lengths below: design pixels; rects and room: device pixels
        bh = self.buttons[0].rect.h
        gap = px(12)
        base = self.rect
        limit = min(self.room or screen.height, screen.height) - px(16)
        for per_row in (2, 3, 4):  # two to a row; more only where the room asks for it
            rows = -(-n // per_row)
            height = min(base.h + (rows - 1) * (bh + gap), screen.height - px(16))
            if height <= limit:
                break
        self.squeezed = per_row > 2
        grown = pygame.Rect(base.x, base.bottom - height, base.w, height)
        self.rect = grown
        margin = px(24)
        inner = grown.w - 2 * margin
        bw = (inner - (per_row - 1) * gap) // per_row
        top = grown.bottom - px(20) - rows * bh - (rows - 1) * gap
        for i, b in enumerate(self.buttons):
            row, col = divmod(i, per_row)
            y = top + row * (bh + gap)
            if per_row == 2 and i == n - 1 and col == 0:  # alone on the last row: across the width
                b.rect = pygame.Rect(grown.x + margin, y, inner, bh)
            else:
                b.rect = pygame.Rect(grown.x + margin + col * (bw + gap), y, bw, bh)
        share_font_sizes(self.buttons, screen)

    def draw(self, surface: pygame.Surface) -> None:
        self.box.draw(surface)
        for b in self.extras:  # the screen's buttons kept in use beside the sheet
            if b.visible:
                b.draw(surface, self.screen(), self.look)


#: The widest a sheet at the bottom grows into its area (design pixels).
BOTTOM_MAX = 1200
#: The widest a sheet docked at the side grows into its area (design pixels).
SIDE_MAX = 680
#: From this width (design pixels) a sheet at the side may stand its buttons two to a row.
WIDE_SIDE = 560


def dead_end_message(game: Game, explanation: ex.Explanation, brief: bool = False,
                     briefest: bool = False) -> str:
    """The dialog's text in the current language: the most telling reason, how far the
    game could still get (left out when ``brief``), and the last move after which it
    could still be won (left out when ``briefest``: the Rewind button says it), or that
    the deal never could be.  Score and moves stay in view
    in the header; the cards the reason names are outlined on the table by the scene."""
    e = explanation
    if e.winnable:
        return ""
    reason = ex.headline(e)
    parts = [ex.reason_text(reason)] if reason is not None else []
    if not (brief or briefest):
        parts.append(ex.progress_text(e))
    if e.rewind:
        if not briefest:
            parts.append(t("h2h.rewind.at_move", move=max(0, game.moves - e.rewind)))
    elif e.rewind is None:
        parts.append(t("h2h.why.from_start") if not e.deal_winnable else t("h2h.why.lost_long_ago"))
    return "\n".join(parts)


def outlined_positions(game: Game, explanation: ex.Explanation) -> tuple[int, ...]:
    """The heart positions the table outlines while the dialog is open: exactly the cards
    its message names (the reason it gives, :func:`explain.named_positions`)."""
    return tuple(p for p in ex.named_positions(ex.headline(explanation)) if game.heart[p - 1] is not None)


def _fitting_message(game: Game, e: ex.Explanation, dialog: list) -> str:
    """The full message if the docked dialog can hold it with its buttons on this screen,
    else the brief one (a narrow side panel in Russian, say), else the briefest; the
    buttons stand the sheet's own way if they can, closer together only if they must."""
    full = dead_end_message(game, e)
    d = dialog[0] if dialog else None
    if d is None:
        return full
    brief = dead_end_message(game, e, brief=True)
    briefest = dead_end_message(game, e, briefest=True)
    w = d.text_width()
    choices = d.row_choices()
    tries = [(message, choices[0]) for message in (full, brief, briefest)]
    for message, rows in tries + [(message, r) for r in choices[1:] for message in (brief, briefest)]:
        if d.fits(len(text.design_wrap(message, 24, w - 80, screen=d.screen())) if message else 0, rows):
            return message
    return brief


def dead_end_buttons(explanation: ex.Explanation,
                     on_rewind: Callable[[int], None],
                     on_restart: Callable[[], None],
                     on_new: Callable[[], None],
                     on_continue: Callable[[], None] | None = None) -> list[tuple[str, str, Callable[[], None]]]:
    """Only what can be done: keep playing (if ``on_continue``: the game is not over),
    rewind (if a winnable position is in the undo history), restart (if the deal could
    be won: restarting a deal that cannot be won only leads back here), new game."""
    out: list[tuple[str, str, Callable[[], None]]] = []
    if on_continue is not None:
        out.append(("keep_playing", "button.keep_playing", on_continue))
    if explanation.rewind:
        depth = explanation.rewind
        out.append(("rewind", "button.rewind", lambda: on_rewind(depth)))
    if explanation.deal_winnable:
        out.append(("restart", "button.restart_deal", on_restart))
    out.append(("new", "button.new", on_new))
    return out


def dead_end_dialog(game: Game, *, on_rewind: Callable[[int], None], on_restart: Callable[[], None],
                    on_new: Callable[[], None], explanation: ex.Explanation | None = None,
                    title: str = "h2h.dead_end", dock: str | None = None,
                    on_continue: Callable[[], None] | None = None,
                    screen: Callable[[], metrics.Screen], look: Look) -> DockedDialog:
    """The dialog for a dead end (``title="h2h.dead_end"``) or for "tell me when the game
    is lost" (``title="h2h.lost.title"``, with ``on_continue`` for "Keep playing").  Esc
    presses the first button (the gentlest).
    It docks at the side on a landscape screen and at the bottom on a portrait one, so
    the heart stays in view (``dock`` overrides); ``screen``: the window's logical screen now;
    ``look``: the app's."""
    e = explanation or ex.explain(game)
    buttons = dead_end_buttons(e, on_rewind, on_restart, on_new, on_continue)
    if dock is None:
        dock = "right" if screen().width > screen().height else "bottom"
    holder: list = []  # the message is worked out at each layout (rotation, language)
    d = DockedDialog(title, lambda: _fitting_message(game, e, holder), buttons, cancel=buttons[0][0],
                     width=860, dock=dock, screen=screen, look=look)
    holder.append(d)
    d.layout()
    return d
