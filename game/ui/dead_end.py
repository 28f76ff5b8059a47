"""The Heart to Heart dead-end (or lost) dialog: why, and only the ways out that work.

It keeps the table in view, says why the game is stuck, and offers only what works (never
an Undo that is disabled, or a restart of a deal dead from the start).  It is built from
:func:`game.heart_to_heart.explain.explain`:

- the message: the reasons (``explain.lines``) and the score so far;
- "Rewind to the last winnable position" only when the undo history holds one
  (``on_rewind(n)`` is called with the number of undos);
- "Restart this deal" only when the deal could be won from its start;
- "New game" always;
- "Keep playing" first when the game is not over yet (the "tell me when the game is
  lost" notice: the player may still want to clear what can be cleared).

It docks at an edge (the side in landscape, the bottom in portrait) over a light shade,
so the table stays in view.  The scene calls
``dead_end_dialog(...)`` and shows it with ``app.show_dialog`` (or its ``open_dialog``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.heart_to_heart import explain as ex
from game.heart_to_heart.state import Game
from game.i18n import register_strings, t
from game.ui import text, theme
from game.ui.widgets import Dialog, share_font_sizes

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


class DockedDialog(Dialog):
    """A :class:`Dialog` whose buttons, docked at the bottom of a portrait screen, stand
    two to a row (a lone last one across the width) instead of three or four squeezed
    into one row with tiny labels.  The sheet grows upwards by the extra rows."""

    #: The most height the sheet may take at the bottom (the scene keeps its heart in view
    #: above it); ``None``: the screen's height.
    room: int | None = None

    def layout(self) -> None:
        super().layout()
        n = len(self.buttons)
        if self.dock != "bottom" or n < 3:
            return
        px = theme.px  # lengths below: design pixels; rects and room: device pixels
        bh = self.buttons[0].rect.h
        gap = px(12)
        base = self.rect
        limit = min(self.room or theme.HEIGHT, theme.HEIGHT) - px(16)
        for per_row in (2, 3, 4):  # two to a row; more only where the room asks for it
            rows = -(-n // per_row)
            height = min(base.h + (rows - 1) * (bh + gap), theme.HEIGHT - px(16))
            if height <= limit:
                break
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
        share_font_sizes(self.buttons)


def dead_end_message(game: Game, explanation: ex.Explanation, brief: bool = False) -> str:
    """The dialog's text in the current language: the most telling reason, how far the
    game could still get (left out when ``brief``), and the last move after which it
    could still be won (or that the deal never could be).  Score and moves stay in view
    in the header; the cards the reason names are outlined on the table by the scene."""
    e = explanation
    if e.winnable:
        return ""
    parts = [ex.reason_text(r) for r in e.reasons[:1]]
    if not brief:
        parts.append(ex.progress_text(e))
    if e.rewind:
        parts.append(t("h2h.rewind.at_move", move=max(0, game.moves - e.rewind)))
    elif e.rewind is None:
        parts.append(t("h2h.why.from_start") if not e.deal_winnable else t("h2h.why.lost_long_ago"))
    return "\n".join(parts)


def _fitting_message(game: Game, e: ex.Explanation, dialog: list) -> str:
    """The full message if the docked dialog can hold it with its buttons on this screen,
    else the brief one (a narrow side panel in Russian, say)."""
    full = dead_end_message(game, e)
    d = dialog[0] if dialog else None
    if d is None:
        return full
    side = d.dock == "right"
    px = theme.px  # Dialog.layout's design lengths, in device pixels like the room
    w = px(min(d.width, 440) if side else d.width)
    w = min(w, theme.WIDTH - px(32))
    bh = px(max(56, theme.TAP_MIN[theme.LAYOUT]))
    n = len(d._spec)
    rows = n if side else (n + 1) // 2 if n >= 3 and d.dock == "bottom" else 1
    buttons_h = rows * bh + (rows - 1) * px(12) + px(40)
    lines = text.wrap(full, 24, w - px(80)) if full else []
    room = min(getattr(d, "room", None) or theme.HEIGHT, theme.HEIGHT) - px(16)
    if px(92) + px(34) * len(lines) + buttons_h <= room:
        return full
    return dead_end_message(game, e, brief=True)


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
                    on_continue: Callable[[], None] | None = None) -> Dialog:
    """The dialog for a dead end (``title="h2h.dead_end"``) or for "tell me when the game
    is lost" (``title="h2h.lost.title"``, with ``on_continue`` for "Keep playing").  Esc
    presses the first button (the gentlest).
    It docks at the side on a landscape screen and at the bottom on a portrait one, so
    the heart stays in view (``dock`` overrides)."""
    e = explanation or ex.explain(game)
    buttons = dead_end_buttons(e, on_rewind, on_restart, on_new, on_continue)
    if dock is None:
        dock = "right" if theme.WIDTH > theme.HEIGHT else "bottom"
    holder: list = []  # the message is worked out at each layout (rotation, language)
    d = DockedDialog(title, lambda: _fitting_message(game, e, holder), buttons, cancel=buttons[0][0],
                     width=860, dock=dock)
    holder.append(d)
    d.layout()
    return d
