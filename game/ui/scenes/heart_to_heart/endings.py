"""How a Heart to Heart game ends on screen: the dead end (or the news that the position is
lost) with its ways out, the win banked on the winning move, the celebration, and the
result panel with the shortest win and the daily deal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.heart_to_heart import explain as ex
from game.heart_to_heart.deal import deck_for
from game.heart_to_heart.layout import POSITIONS
from game.heart_to_heart.state import DEAD_END, WON, Game
from game.i18n import t
from game.ui import theme
from game.ui.dead_end import dead_end_dialog, outlined_positions
from game.ui.scenes.heart_to_heart import effects as fx
from game.ui.scenes.heart_to_heart.layout import H2HLayout
from game.ui.scenes.heart_to_heart.result import Result, ResultPanel
from game.ui.scenes.heart_to_heart.shortest_runner import ShortestRunner, shortest_text
from game.ui.scenes.heart_to_heart.table_sprites import TableCard, face
from game.ui.sprites import CardArt, CardSprite
from game.ui.tween import Tweens
from game.ui.widgets import Dialog

#: The win celebration's length at "normal" animation speed (seconds).
CELEBRATION_SECONDS = 5.0


class GameEndings:
    """The end of a game (a mixin of :class:`HeartToHeartScene`)."""

    app: Any
    game: Game
    L: H2HLayout
    art: CardArt
    tweens: Tweens
    sprites: dict[int, TableCard]
    leaving: set[int]
    flyers: list[CardSprite]
    hold_waste: int
    hold_stock: int
    elapsed: float
    hints: int
    lost: bool
    told_lost: bool
    best_before: int | None
    daily: str | None
    hint_target: str | None
    message: str | None
    stuck: tuple[int, ...]
    result: Result | None
    celebration: fx.Celebration | None
    shortest: ShortestRunner | None
    _shortest_recorded: bool
    _dialog: tuple[Dialog, str] | None
    sync: Callable[[], None]
    save: Callable[[], None]
    check_lost: Callable[[], None]
    _bank_win: Callable[[], None]
    restart_deal: Callable[[], None]
    new_game: Callable[..., None]
    copy_code: Callable[[], None]
    share: Callable[[], None]
    toast: Callable[..., None]
    open_dialog: Callable[[str, Dialog], None]
    dialog_kind: Callable[[], str | None]

    def check_end(self) -> None:
        """Once the cards have landed: the win, the dead end, or the news that the game
        is lost (once per fall, "Tell me when the game is lost")."""
        if self.game.status == DEAD_END:
            self.show_dead_end()
        elif self.game.status == WON:
            self.won()
        elif self.lost and not self.told_lost and self.app.dialog is None:
            self.told_lost = True
            self.save()
            self.show_dead_end(lost=True)

    def show_dead_end(self, lost: bool = False) -> None:
        """Why the game is stuck (the solver's explanation, its cards outlined on the
        table) and only the ways out that work: rewind to the last winnable position,
        restart the deal (if it can be won), a new game; "Keep playing" when not over."""
        g = self.game
        e = ex.explain(g)
        self.stuck = outlined_positions(g, e)  # the cards the sheet's message names
        self.sync()
        dialog = dead_end_dialog(
            g, on_rewind=self.rewind, on_restart=self.restart_deal, on_new=self.new_game,
            explanation=e, title="h2h.lost.title" if lost else "h2h.dead_end",
            on_continue=self.keep_playing if lost else None)
        # A tap on the table beside the sheet puts it away to look at the cards (Undo and
        # Menu work again); a tap on a card of the stuck table brings it back.
        dialog.on_outside = self.keep_playing if lost else self.look_at_table
        self.open_dialog("lost" if lost else "dead_end", dialog)

    def look_at_table(self) -> None:
        self.toast(t("h2h.dead_end.look"), 4.0)

    def keep_playing(self) -> None:
        self.stuck = ()
        self.sync()

    def rewind(self, n: int) -> None:
        """Take back ``n`` moves at once: to the newest position the solver can still win."""
        done = 0
        while done < n and self.game.undo():
            done += 1
        self.hint_target = self.message = None
        self.stuck = ()
        self.tweens.finish_all()
        self.leaving.clear()
        self.flyers.clear()
        self.hold_waste = self.hold_stock = 0
        for p, s in self.sprites.items():
            s.place(*self.L.heart_pos(p))
            s.alpha, s.scale = 255, 1.0
        self.sync()
        self.app.sound.play("card")
        self.check_lost()
        self.told_lost = self.lost  # rewound to a lost position (none winnable): said already
        self.save()
        self.toast(t("h2h.rewound", n=done), 4.0, kind="undo")

    def won(self) -> None:
        self._bank_win()
        self.shortest_found()
        self.app.sound.play("win")
        g = self.game
        self.result = Result.after_win(g.score, self.elapsed, g.moves, self.hints, self.app.stats.h2h,
                                       self.best_before)
        self.show_result()
        scale = self.app.settings.animation_scale
        if scale <= 0:
            return
        duration = min(6.5, max(2.5, CELEBRATION_SECONDS * scale))
        self.celebration = fx.Celebration(self._celebration_cards(), seed=g.number, duration=duration,
                                          area=self.celebration_area())
        self.sync()

    def _celebration_cards(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The heart's cards, tip first, as the celebration launches them: (picture, place)."""
        deck = deck_for(self.game.number)
        return [(self.art.face(face(deck[p - 1])), self.L.heart_pos(p)) for p in reversed(POSITIONS)]

    def celebration_area(self) -> pygame.Rect:
        """The table under the header and beside (landscape) or above (portrait) the
        result panel: the celebration stays there, clear of everything the player needs."""
        edge = theme.px(2)
        area = pygame.Rect(0, self.L.PANEL_H + edge, theme.WIDTH, theme.HEIGHT - self.L.PANEL_H - edge)
        panel = self.app.dialog.rect if self.app.dialog is not None else None
        if panel is not None:
            # up to the panel's edge: the cards bounce off it (effects.Celebration), no strip
            # of bare table between them and the panel ends them in a straight cut
            if panel.left > theme.WIDTH // 3:  # docked at the side
                area.width = panel.left
            else:
                area.height = max(0, panel.top - area.top)
        return area

    def end_celebration(self) -> None:
        if self.celebration is None:
            return
        self.celebration = None
        self.sync()

    def shortest_line(self) -> str:
        """The win result's line about the shortest win (proven, or only found)."""
        runner = self.shortest
        if runner is None:
            return shortest_text(self.game.moves, None)
        return shortest_text(self.game.moves, runner.result(), searching=not runner.done)

    def daily_line(self) -> str:
        """For a daily deal won: which day, and the daily streak now ("" otherwise)."""
        if not self.daily:
            return ""
        from game.ui.scenes.daily import date_text, local_today

        current, _best = self.app.stats.daily_streak(local_today())
        return "\n" + t("daily.won_line", date=date_text(self.daily, year=False), n=current)

    def shortest_found(self) -> None:
        """The search ended, or the game was won: keep the ratio once, refresh the result."""
        runner = self.shortest
        if runner is None or not runner.done or self.game.status != WON:
            return
        if not self._shortest_recorded:
            self._shortest_recorded = True
            res = runner.result()
            if res.proven and res.moves:
                self.app.stats.record_shortest(res.moves, self.game.moves)
        if self.dialog_kind() == "won" and self._dialog is not None:  # "won" is only ever ours
            self._dialog[0].layout()
            self.app.invalidate()

    def show_result(self) -> None:
        """The result panel: figures, the shortest win and the daily deal, then New game
        (primary), Restart this deal, Menu; Copy code and Share stay on the table beside it."""
        assert self.result is not None, "show_result follows the win that records the figures"
        dock = "right" if theme.WIDTH > theme.HEIGHT else "bottom"
        self.open_dialog("won", ResultPanel(
            self.result,
            [("menu", "button.menu", lambda: self.app.go("menu")),
             ("restart", "button.restart_deal", self.restart_deal),
             ("new", "button.new", self.new_game)],
            cancel="menu", dock=dock,
            notes=lambda: [self.shortest_line(), self.daily_line().strip()],
            extras=[(name, label, action, self.L.buttons[name][1])
                    for name, label, action in (("button:copy", "button.copy", self.copy_code),
                                                ("button:share", "button.share", self.share))]))
