"""The Heart to Heart dead-end (or lost) dialog: why, and only the ways out that work.

Issue 13, item 3: the old dialog hid the table, did not say why the game was stuck, and
offered one step of Undo (even when Undo was disabled, on a deal dead from the start).
This one is built from :func:`game.heart_to_heart.explain.explain`:

- the message: the reasons (``explain.lines``) and the score so far;
- "Rewind to the last winnable position" only when the undo history holds one
  (``on_rewind(n)`` is called with the number of undos);
- "Restart this deal" only when the deal could be won from its start;
- "New game" always.

It docks at an edge (the side in landscape, the bottom in portrait) over a light shade,
so the table stays in view.  The scene calls
``dead_end_dialog(...)`` and shows it with ``app.show_dialog`` (or its ``open_dialog``).
"""

from __future__ import annotations

from typing import Callable, Optional

from game.heart_to_heart import explain as ex
from game.heart_to_heart.state import Game
from game.i18n import register_strings, t
from game.ui import theme
from game.ui.widgets import Dialog

register_strings({
    "en": {
        "button.restart_deal": "Restart this deal",
        "h2h.dead_end.score": "Score {score} after {moves} moves.",
        "h2h.lost.title": "This game can no longer be won",
    },
    "ru": {
        "button.restart_deal": "Начать расклад заново",
        "h2h.dead_end.score": "Счёт {score}, ходов: {moves}.",
        "h2h.lost.title": "Эту партию уже нельзя выиграть",
    },
})


def dead_end_message(game: Game, explanation: ex.Explanation) -> str:
    """The dialog's text in the current language: why, how far, the score."""
    parts = ex.lines(explanation)
    parts.append(t("h2h.dead_end.score", score=game.score, moves=game.moves))
    return "\n".join(parts)


def dead_end_buttons(explanation: ex.Explanation,
                     on_rewind: Callable[[int], None],
                     on_restart: Callable[[], None],
                     on_new: Callable[[], None]) -> list[tuple[str, str, Callable[[], None]]]:
    """Only what can be done: rewind (if a winnable position is in the undo history),
    restart (if the deal could be won), new game."""
    out: list[tuple[str, str, Callable[[], None]]] = []
    if explanation.rewind:
        depth = explanation.rewind
        out.append(("rewind", "button.rewind", lambda: on_rewind(depth)))
    if explanation.deal_winnable:
        out.append(("restart", "button.restart_deal", on_restart))
    out.append(("new", "button.new", on_new))
    return out


def dead_end_dialog(game: Game, *, on_rewind: Callable[[int], None], on_restart: Callable[[], None],
                    on_new: Callable[[], None], explanation: Optional[ex.Explanation] = None,
                    title: str = "h2h.dead_end", dock: Optional[str] = None) -> Dialog:
    """The dialog for a dead end (``title="h2h.dead_end"``) or for "tell me when the game
    is lost" (``title="h2h.lost.title"``).  Esc presses the first button (the gentlest).
    It docks at the side on a landscape screen and at the bottom on a portrait one, so
    the heart stays in view (``dock`` overrides)."""
    e = explanation or ex.explain(game)
    buttons = dead_end_buttons(e, on_rewind, on_restart, on_new)
    if dock is None:
        dock = "right" if theme.WIDTH > theme.HEIGHT else "bottom"
    return Dialog(title, lambda: dead_end_message(game, e), buttons, cancel=buttons[0][0],
                  width=860, dock=dock)
