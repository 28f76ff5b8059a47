"""How a Heart to Heart game ends on screen: the dead-end (or lost) sheet with its ways out,
the celebration and where it plays, and the result panel with the shortest win and the
daily deal.  The scene decides when (its :class:`.table_state.TableState`); these build
what is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.heart_to_heart import explain as ex
from game.heart_to_heart.deal import deck_for
from game.heart_to_heart.layout import POSITIONS
from game.heart_to_heart.state import Game
from game.i18n import t
from game.ui.dead_end import DockedDialog, dead_end_dialog, outlined_positions
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.scenes.heart_to_heart.layout import H2HLayout
from game.ui.scenes.heart_to_heart.result import Result, ResultPanel
from game.ui.scenes.heart_to_heart.shortest_runner import ShortestRunner, shortest_text
from game.ui.scenes.heart_to_heart.table_sprites import face
from game.ui.sprites import CardArt

#: The win celebration's length at "normal" animation speed (seconds).
CELEBRATION_SECONDS = 5.0


def dead_end_sheet(game: Game, lost: bool, *, on_rewind: Callable[[int], None], on_restart: Callable[[], None],
                   on_new: Callable[[], None], on_keep_playing: Callable[[], None],
                   on_put_away: Callable[[], None],
                   screen: Callable[[], Screen], look: Look) -> tuple[DockedDialog, tuple[int, ...]]:
    """Why the game is stuck (the solver's explanation) and only the ways out that work:
    rewind to the last winnable position, restart the deal (if it can be won), a new game;
    "Keep playing" when not over (``lost``).  With it, the cards its message names (the
    table outlines them).  A tap on the table beside the sheet puts it away to look at the
    cards (``on_put_away``; the lost sheet: keep playing)."""
    e = ex.explain(game)
    stuck = outlined_positions(game, e)
    dialog = dead_end_dialog(
        game, on_rewind=on_rewind, on_restart=on_restart, on_new=on_new,
        explanation=e, title="h2h.lost.title" if lost else "h2h.dead_end",
        on_continue=on_keep_playing if lost else None, screen=screen, look=look)
    dialog.on_outside = on_keep_playing if lost else on_put_away
    return dialog, stuck


def celebration_cards(game: Game, art: CardArt, L: H2HLayout) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """The heart's cards, tip first, as the celebration launches them: (picture, place)."""
    deck = deck_for(game.number)
    return [(art.face(face(deck[p - 1])), L.heart_pos(p)) for p in reversed(POSITIONS)]


def celebration_area(L: H2HLayout, panel: pygame.Rect | None, *, screen: Screen) -> pygame.Rect:
    """The table under the header and beside (landscape) or above (portrait) the result
    ``panel``: the celebration stays there, clear of everything the player needs."""
    edge = screen.px(2)
    area = pygame.Rect(0, L.PANEL_H + edge, screen.width, screen.height - L.PANEL_H - edge)
    if panel is not None:
        # up to the panel's edge: the cards bounce off it (effects.Celebration), no strip
        # of bare table between them and the panel ends them in a straight cut
        if panel.left > screen.width // 3:  # docked at the side
            area.width = panel.left
        else:
            area.height = max(0, panel.top - area.top)
    return area


def shortest_line(game: Game, runner: ShortestRunner | None) -> str:
    """The win result's line about the shortest win (proven, or only found)."""
    if runner is None:
        return shortest_text(game.moves, None)
    return shortest_text(game.moves, runner.result(), searching=not runner.done)


def daily_line(stats: Any, daily: str | None) -> str:
    """For a daily deal won: which day, and the daily streak now ("" otherwise)."""
    if not daily:
        return ""
    from game.ui.scenes.daily import date_text, local_today

    current, _best = stats.daily_streak(local_today())
    return "\n" + t("daily.won_line", date=date_text(daily, year=False), n=current)


def result_panel(result: Result, L: H2HLayout, *, on_menu: Callable[[], None], on_restart: Callable[[], None],
                 on_new: Callable[[], None], on_copy: Callable[[], None], on_share: Callable[[], None],
                 notes: Callable[[], list[str]], screen: Callable[[], Screen], look: Look) -> ResultPanel:
    """The result panel: figures, the shortest win and the daily deal (``notes``), then New
    game (primary), Restart this deal, Menu; Copy code and Share stay on the table beside it
    (on ``screen``, the window's logical screen now, in ``look``)."""
    dock = "right" if screen().width > screen().height else "bottom"
    return ResultPanel(
        result,
        [("menu", "button.menu", on_menu),
         ("restart", "button.restart_deal", on_restart),
         ("new", "button.new", on_new)],
        cancel="menu", dock=dock, notes=notes, screen=screen, look=look,
        extras=[(name, label, action, L.buttons[name][1])
                for name, label, action in (("button:copy", "button.copy", on_copy),
                                            ("button:share", "button.share", on_share))])
