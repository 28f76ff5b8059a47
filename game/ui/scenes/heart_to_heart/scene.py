"""The Heart to Heart screen: the heart, stock and waste, the panel, and the game's life cycle.

The scene decides no rule.  A tap on a card becomes ``Game.tap(target)``; what is free,
what pairs, what to outline or dim, whether the game is won or stuck all come from the
rules module (:mod:`game.heart_to_heart`), and hints and "can this still be won" from its
solver.  The scene turns the result into sprites and tweens, keeps the clock (which runs
only while the person is playing: not before the first move, not in a dialog, not while
the window is hidden), saves after every move, and records each finished or abandoned
game in the statistics exactly once.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from game.cards import Card, Suit
from game.heart_to_heart import explain as ex
from game.heart_to_heart import saved as saved_h2h
from game.heart_to_heart import solver
from game.heart_to_heart.codes import MAX_NUMBER
from game.heart_to_heart.deal import deck_for
from game.heart_to_heart.layout import POSITIONS
from game.heart_to_heart.ranks import card_rank
from game.heart_to_heart.state import (
    DEAD_END,
    FLIP,
    IGNORED_GAME_OVER,
    NOTHING,
    PAIR,
    PLAYING,
    RECYCLE,
    REFUSED,
    WON,
    Game,
    TapResult,
)
from game.i18n import register_strings, t
from game.rng import Rng, seed_from_clock
from game.share import DEAL
from game.stats import clock_text
from game.ui import text, theme
from game.ui.dead_end import dead_end_dialog
from game.ui.scene import DEFAULT_SHORTCUTS, IS_WEB, Scene, register_scene
from game.ui.scenes.heart_to_heart import effects as fx
from game.ui.scenes.heart_to_heart.layout import H2HLayout, device_layout
from game.ui import sharing
from game.ui import clipboard
from game.ui.scenes.heart_to_heart.result import Result, ResultPanel
from game.ui.scenes.heart_to_heart.shortest_runner import ShortestRunner, shortest_text
from game.ui.sprites import CardArt, CardSprite, draw_slot
from game.ui.widgets import Button, Dialog

PURPOSE = "game.heart_to_heart"
SAVE_VERSION = 1
#: Characters a deal code may be typed with (the code parser gives the real verdict).
#: How far a selected card rises, in design pixels (``theme.px`` at drawing).
LIFT = 10
#: How far a free card stands above the covered ones (with its light rim): the heart reads
#: "these you can take" without greying the rest out.
FREE_LIFT = 3
#: Veils (alpha).  Covered cards get only a faint one: they must read "not yet free", not
#: "switched off" (issue 13, item 8: at the start 24 of 25 cards looked grey).  A free card
#: that cannot pair with the selected one fades more, but stays readable and never as
#: dark as a disabled control (the tip used to grey out when the waste was selected).
COVERED, FADED = 26, 44
#: The win celebration's length at "normal" animation speed (seconds).
CELEBRATION_SECONDS = 5.0

register_strings({
    "en": {
        "button.copy": "Copy code",
        "button.play_deal": "Play a deal…",
        "h2h.stock": "Stock",
        "h2h.waste": "Waste",
        "button.restart": "Restart deal",
        "h2h.restart.title": "Restart this deal?",
        "h2h.restart.message": "The same cards from the first move. The game in progress will count as lost.",
        "h2h.rewound": "Moves taken back: {n}. This position can still be won.",
        "h2h.new.title": "Start a new game?",
        "h2h.new.message": "The game in progress will count as lost.",
        "h2h.no_hint": "There is no move left to suggest",
        "h2h.copy_failed": "Deal code: {code}",
        "h2h.hints_used": "Hints used: {n}",
        "h2h.recycle": "Tap to turn the waste over",
    },
    "ru": {
        "button.copy": "Копировать код",
        "button.play_deal": "Сыграть расклад…",
        "h2h.stock": "Колода",
        "h2h.waste": "Сброс",
        "button.restart": "Переиграть",
        "h2h.restart.title": "Начать этот расклад заново?",
        "h2h.restart.message": "Те же карты с первого хода. Текущая партия будет засчитана как проигранная.",
        "h2h.rewound": "Отменено ходов: {n}. Эту позицию ещё можно выиграть.",
        "h2h.new.title": "Начать новую партию?",
        "h2h.new.message": "Текущая партия будет засчитана как проигранная.",
        "h2h.no_hint": "Подсказать больше нечего",
        "h2h.copy_failed": "Код расклада: {code}",
        "h2h.hints_used": "Подсказок: {n}",
        "h2h.recycle": "Коснитесь, чтобы вернуть сброс в колоду",
    },
})


def face(rank: int) -> Card:
    """All cards of this game are hearts; only the rank matters."""
    return Card(card_rank(rank), Suit.HEARTS)


def target_of(name: str) -> Optional[Any]:
    """``h2h:17`` -> 17, ``h2h:stock`` -> "stock", ``h2h:waste`` -> "waste"."""
    if not name.startswith("h2h:"):
        return None
    rest = name[4:]
    if rest in ("stock", "waste"):
        return rest
    return int(rest) if rest.isdigit() else None


class PileTarget:
    """The empty stock or waste: a named place a tap can land on."""

    focusable = True
    focus_group = "table"  # arrows walk the table's cards and piles first (game/ui/focus.py)

    def __init__(self, name: str, rect: pygame.Rect) -> None:
        self.name = name
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.enabled and self.rect.collidepoint(pos)


@register_scene("heart_to_heart")
class HeartToHeartScene(Scene):
    shortcuts = {**DEFAULT_SHORTCUTS, pygame.K_s: "h2h:stock", pygame.K_w: "h2h:waste"}

    def __init__(self, app, deal: Optional[int] = None, resume: bool = False, daily: Optional[str] = None,
                 **params: Any) -> None:
        super().__init__(app, **params)
        self.deal = deal
        self.daily = daily  # "YYYY-MM-DD" when this is that date's daily deal (a win marks the date)
        self.shortest: Optional[ShortestRunner] = None  # the deal's shortest-win search, a slice a frame
        self._shortest_recorded = False
        self.game: Game = Game.from_number(0)  # replaced in enter()
        self.elapsed = 0.0
        self.started = False  # the clock runs from the first move (flip, recycle or pair)
        self.hints = 0
        self.recorded = False  # this game's result is in the statistics
        self.told_lost = False
        self.lost = False  # the solver said this position cannot be won (tell_when_lost)
        self.hint_target: Optional[str] = None
        self.message: Optional[str] = None
        self.sprites: dict[int, CardSprite] = {}
        self.leaving: set[int] = set()
        self.flyers: list[CardSprite] = []
        self.hold_waste = 0  # flights towards the waste: show the card under it meanwhile
        self.hold_stock = 0
        self.celebration: Optional[fx.Celebration] = None
        #: Heart positions the open dead-end (or lost) dialog talks about: outlined.
        self.stuck: tuple[int, ...] = ()
        self.result: Optional[Result] = None  # the last win's figures (the result panel)
        self.after_tweens: Optional[Callable[[], None]] = None
        self._dialog: Optional[tuple[Dialog, str]] = None
        self._shown_second = -1
        self.hidden = False
        self._visibility_check = 0.0
        self.L: H2HLayout = device_layout()
        self.art = CardArt.get(self.L.CARD_W, self.L.CARD_H)
        self.stock_sprite = CardSprite(face(1), name="h2h:stock", face_up=False,
                                       pos=self.L.stock_rect().topleft, size=(self.L.CARD_W, self.L.CARD_H))
        self.stock_slot = PileTarget("h2h:stock", self.L.stock_rect())
        self.waste_sprite = CardSprite(face(1), name="h2h:waste", pos=self.L.waste_rect().topleft,
                                       size=(self.L.CARD_W, self.L.CARD_H))
        self.waste_slot = PileTarget("h2h:waste", self.L.waste_rect())

    @property
    def toast_anchor(self) -> tuple[int, int]:
        """Messages stand clear of the heart, the stock and the waste (the layout says where)."""
        return self.L.toast_at

    @property
    def toast_width(self) -> int:
        return self.L.toast_width

    # -- life cycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.build()
        if self.deal is not None:
            self._abandon_saved_game()
            self.start(Game.from_number(self.deal), deal_in=True)
        elif not self.restore():
            self.start(Game.from_number(self.pick_deal()), deal_in=True)

    def leave(self) -> None:
        if self.game.status != WON:
            self.save()

    def build(self) -> None:
        spec = (("button:copy", "button.copy", self.copy_code),
                ("button:menu", "button.menu", lambda: self.app.go("menu")),
                ("button:undo", "button.undo", self.undo),
                ("button:hint", "button.hint", self.show_hint),
                ("button:restart", "button.restart", self.ask_restart),
                ("button:new", "button.new", self.ask_new_game),
                ("button:deal", "button.play_deal", self.ask_deal),
                ("button:share", "button.share", self.share))
        self.widgets = []
        for name, label, action in spec:
            rect, size = self.L.buttons[name]
            self.widgets.append(Button(name, label, rect, action, size=size))
        self._buttons = {w.name: w for w in self.widgets}
        self.sync()

    def relayout(self) -> None:
        """A new layout: cards change size and place, the game and selection stay.  Cards in
        flight keep flying (the frame sends them on: ``Tweens.carry_over``): a card on its
        way to the stock or the waste is sent to the new pile; a pair on its way out is
        left to leave."""
        old_piles = {self.L.stock_rect().topleft: "stock", self.L.waste_rect().topleft: "waste"}
        self.L = device_layout()
        self.art = CardArt.get(self.L.CARD_W, self.L.CARD_H)
        for p, s in self.sprites.items():
            s.w, s.h = self.L.CARD_W, self.L.CARD_H
            if p not in self.leaving:
                s.place(*self.L.heart_pos(p))
        for s, rect in ((self.stock_sprite, self.L.stock_rect()), (self.waste_sprite, self.L.waste_rect())):
            s.w, s.h = self.L.CARD_W, self.L.CARD_H
            s.place(*rect.topleft)
        self.stock_slot.rect, self.waste_slot.rect = self.L.stock_rect(), self.L.waste_rect()
        if self.celebration is not None:  # a new scale: its cards, places and speeds follow
            self.celebration.rescale(theme.SCALE, self._celebration_cards())
        new_piles = {"stock": self.L.stock_rect().topleft, "waste": self.L.waste_rect().topleft}
        for s in self.flyers:
            s.w, s.h = self.L.CARD_W, self.L.CARD_H
            pile = old_piles.get((round(s.tx), round(s.ty)))
            if pile is not None:
                s.tx, s.ty = map(float, new_piles[pile])
        mine = self._dialog is not None and self.app.dialog is self._dialog[0]
        if mine and self._dialog[1] in ("dead_end", "lost", "won"):
            # docked beside the table in landscape, under it in portrait (the app lays the
            # dialog out again right after this)
            self.app.dialog.dock = "right" if theme.WIDTH > theme.HEIGHT else "bottom"
            self._dock_room()
        self.build()

    def pick_deal(self) -> int:
        """A new deal from the clock: a winnable one when the setting asks for it."""
        if self.app.settings.get("h2h.winnable_only"):
            return solver.winnable_from_clock()
        return Rng(seed_from_clock()).below(MAX_NUMBER + 1)

    def start(self, game: Game, elapsed: float = 0.0, hints: int = 0, started: bool = False,
              deal_in: bool = False, told_lost: bool = False) -> None:
        """Show ``game`` (new or restored) from scratch; ``told_lost``: the player was
        already told that this (restored) position cannot be won."""
        self.tweens.finish_all()
        self.game = game
        self.elapsed, self.hints, self.started = elapsed, hints, started
        self.recorded = game.status == WON
        self.best_before: Optional[int] = None  # the best time before this game's win
        self.told_lost = self.lost = False
        self.hint_target = self.message = None
        self._winnable_cache: dict[tuple, bool] = {}
        self.leaving.clear()
        self.flyers.clear()
        self.hold_waste = self.hold_stock = 0
        self.celebration = None
        self.stuck = ()
        self.after_tweens = None
        deck = deck_for(game.number)
        self.sprites = {
            p: CardSprite(face(deck[p - 1]), name=f"h2h:{p}", pos=self.L.heart_pos(p),
                          size=(self.L.CARD_W, self.L.CARD_H))
            for p in POSITIONS
        }
        self.sync()
        if deal_in:
            self._deal_in()
        self.save()
        fx.show_deal_in_address(game.code)
        if self.shortest is None or self.shortest.number != game.number:
            self.shortest, self._shortest_recorded = ShortestRunner(game.number), False
        self.check_lost()
        self.told_lost = told_lost and self.lost
        self.after(self.check_end)

    def restore(self) -> bool:
        """Resume the saved game; ``False`` otherwise (an unusable save is kept aside by
        storage, and the app tells the player)."""
        saved = self.app.storage.load(PURPOSE, SAVE_VERSION, validate=saved_h2h.validate)
        if saved is None:
            return False
        self.daily = saved.daily  # before start(): its save keeps the daily mark
        self.start(saved.game, saved.elapsed, saved.hints, started=saved.started,
                   told_lost=saved.told_lost)
        return True

    def _abandon_saved_game(self) -> None:
        """A deal by code replaces the saved game: it counts as given up if it was begun."""
        saved = self.app.storage.load(PURPOSE, SAVE_VERSION, validate=saved_h2h.validate)
        if saved is not None and saved.game.status != WON and saved.game.moves > 0:
            self.app.stats.record_h2h_game(False, saved.elapsed, saved.game.moves, saved.hints)

    def save(self) -> None:
        if self.game.status == WON:
            return
        self.app.storage.save(PURPOSE, SAVE_VERSION, saved_h2h.to_document(
            self.game, self.elapsed, self.hints, self.started, self.told_lost, self.daily), guard=True)

    def record_end(self, won: bool) -> None:
        """Statistics, once per game: a win, or a game given up after at least one move."""
        if self.recorded or not (won or self.game.moves > 0):
            return
        self.recorded = True
        self.app.stats.record_h2h_game(won, self.elapsed, self.game.moves, self.hints)

    def new_game(self, number: Optional[int] = None) -> None:
        self.record_end(won=False)
        self.daily = None  # the next deal is not the daily one
        self.start(Game.from_number(self.pick_deal() if number is None else number), deal_in=True)

    # -- per frame -------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.tweens.busy or self.after_tweens is not None

    def after(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the cards have landed (dialogs wait for the last move)."""
        self.after_tweens = callback
        if not self.tweens.busy:
            self._run_after()

    def _run_after(self) -> None:
        callback, self.after_tweens = self.after_tweens, None
        if callback:
            callback()
            self.app.invalidate()

    def clock_running(self) -> bool:
        return (self.started and self.game.status == PLAYING and self.app.dialog is None
                and self.celebration is None and not self.hidden)

    def _watch_visibility(self, dt: float) -> None:
        """The window minimised or hidden, or the browser tab in the background: the clock
        stops, and the game is saved at that moment (a closed tab never says goodbye)."""
        self._visibility_check -= dt
        if self._visibility_check > 0:
            return
        self._visibility_check = 0.25
        # In the browser the page itself says (SDL's window flags there are not to be relied on).
        hidden = fx.page_hidden() if IS_WEB else not pygame.display.get_active()
        if hidden and not self.hidden:
            self.save()
        self.hidden = hidden

    def update(self, dt: float) -> bool:
        changed = False
        self._watch_visibility(dt)
        if self.after_tweens is not None and not self.tweens.busy:
            self._run_after()
            changed = True
        if self.celebration is not None:
            self.celebration.resize(self.celebration_area())
            self.celebration.update(dt)
            if self.celebration.done:
                self.end_celebration()
            changed = True
        if self.shortest is not None and not self.shortest.done:
            self.shortest.step()
            if self.shortest.done:
                self.shortest_found()
        if self.clock_running():
            self.elapsed += dt
            second = int(self.elapsed)
            if second != self._shown_second:
                self._shown_second = second
                # Only the clock changed: redraw its corner of the panel, not the table
                # (a full redraw each second made a steady frame's p99 ~3 ms; budget 2).
                self.app.invalidate(pygame.Rect(0, 0, theme.px(168), self.L.PANEL_H))
                if second % 10 == 0:
                    self.save()  # keep the clock too, not only the moves
        return changed

    # -- input -----------------------------------------------------------------------------
    def hittables(self) -> list:
        items: list = [self.sprites[p] for p in POSITIONS if self.sprites[p].visible]
        items.append(self.stock_sprite if self.game.stock else self.stock_slot)
        items.append(self.waste_sprite if self.game.waste else self.waste_slot)
        return items + [w for w in self.widgets if w.visible]

    def focus_order(self) -> list:
        """Tab visits only cards a tap can use (covered cards are skipped), then the piles."""
        cards = [self.sprites[p] for p in self.game.free_positions() if self.sprites[p].visible]
        piles = [self.stock_sprite if self.game.stock else self.stock_slot]
        if self.game.waste:
            piles.append(self.waste_sprite)
        return cards + piles + [w for w in self.widgets if w.visible and w.enabled]

    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        if target is None:
            return
        where = target_of(getattr(target, "name", "") or "")
        if where is not None:
            self.play(where)
        elif hasattr(target, "activate"):
            target.activate()
        self.sync()

    # -- playing ---------------------------------------------------------------------------
    def play(self, where: Any) -> None:
        before = self._snapshot()
        result = self.game.tap(where)
        if result.kind in (NOTHING, IGNORED_GAME_OVER):
            return
        self.started = self.started or result.is_move  # the spec: time starts with the first move
        self.hint_target = None
        self.message = result.message
        if result.kind == REFUSED and self.app.settings.get("h2h.move_errors"):
            self.toast(t("h2h.move_error.rank"), kind="error")
        self.animate(result, before)
        self.sync()
        if result.is_move:
            self.app.sound.play("pair" if result.kind == PAIR else "card")
            self.check_lost()
            self.save()
            if self.game.status == WON:
                self._bank_win()  # now, not when the cards land: quitting meanwhile must not lose it
            self.after(self.check_end)

    def undo(self) -> None:
        if not self.game.can_undo:
            return
        before = self._snapshot()
        self.game.undo()
        self.hint_target = self.message = None
        self.stuck = ()
        self.animate_undo(before)
        self.sync()
        self.app.sound.play("card")
        self.check_lost()
        self.save()

    def show_hint(self) -> None:
        if self.game.status != PLAYING:
            return
        action = solver.hint(self.game)
        if action is None:
            self.toast(t("h2h.no_hint"))
            return
        self.hints += 1
        self.hint_target = action
        self.sync()
        self.save()

    def check_lost(self) -> None:
        """"Tell me when the game can no longer be won": ``lost`` follows the position; the
        dialog saying so (``check_end``) comes once, when the position turns lost."""
        if not self.app.settings.get("h2h.tell_when_lost") or self.game.status != PLAYING:
            self.lost = False
            return
        g = self.game
        # Flips and recycles never change what can be won (the stock and waste are one
        # multiset to the solver), so most moves are answered from this cache.
        key = (tuple(g.heart), tuple(g.reserve_counts()))
        winnable = self._winnable_cache.get(key)
        if winnable is None:
            winnable = self._winnable_cache[key] = solver.winnable(g)
        self.lost = not winnable
        if not self.lost:
            self.told_lost = False

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
        self.stuck = tuple(p for r in e.reasons for p in r.positions if g.heart[p - 1] is not None)
        self.sync()
        self.open_dialog("lost" if lost else "dead_end", dead_end_dialog(
            g, on_rewind=self.rewind, on_restart=self.restart_deal, on_new=self.new_game,
            explanation=e, title="h2h.lost.title" if lost else "h2h.dead_end",
            on_continue=self.keep_playing if lost else None))

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

    def ask_restart(self) -> None:
        """"Restart deal": asks first while a game is in progress (it counts as lost)."""
        if self.game.moves == 0 and self.game.status != WON:
            return  # already at the first position: nothing to restart
        if self.game.status == PLAYING:
            self.open_dialog("restart", Dialog(
                "h2h.restart.title", "h2h.restart.message",
                [("cancel", "button.cancel", None), ("restart", "button.restart_deal", self.restart_deal)],
                cancel="cancel"))
        else:
            self.restart_deal()

    def restart_deal(self) -> None:
        """The same deal from its first position (a begun, unwon game counts as lost)."""
        self.record_end(won=False)
        self.start(Game.from_number(self.game.number), deal_in=True)

    def _bank_win(self) -> None:
        """The win's bookkeeping (statistics, the daily win, no game left to continue), done
        on the winning move: the last cards take a moment to land, and closing the window
        (or the tab) meanwhile must not lose the win.  ``won`` then shows it."""
        if self.recorded:
            return
        best = self.app.stats.h2h.get("best_time")
        self.best_before = best if isinstance(best, int) else None
        self.record_end(won=True)
        if self.daily:
            self.app.stats.record_daily_win(self.daily)
        self.app.storage.delete(PURPOSE, guard=True)

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
            if panel.left > theme.WIDTH // 3:  # docked at the side
                area.width = panel.left - theme.px(8)
            else:
                area.height = max(0, panel.top - theme.px(8) - area.top)
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
        if self.dialog_kind() == "won":
            self._dialog[0].layout()
            self.app.invalidate()

    def show_result(self) -> None:
        """The result panel: figures, the shortest win and the daily deal, then New game
        (primary), Restart this deal, Menu."""
        dock = "right" if theme.WIDTH > theme.HEIGHT else "bottom"
        self.open_dialog("won", ResultPanel(
            self.result,
            [("menu", "button.menu", lambda: self.app.go("menu")),
             ("restart", "button.restart_deal", self.restart_deal),
             ("new", "button.new", self.new_game)],
            cancel="menu", dock=dock,
            notes=lambda: [self.shortest_line(), self.daily_line().strip()]))

    def toast(self, message: str, seconds: float = 2.4, kind: str = "info") -> None:
        """A message in the layout's message place; the same one again replaces the old
        (a burst of refused taps does not pile copies up the column)."""
        self.app.toasts[:] = [x for x in self.app.toasts if x.message != message]
        self.app.toast(message, seconds, kind)

    def open_dialog(self, kind: str, dialog: Dialog) -> None:
        if kind in ("dead_end", "lost", "won"):
            self.app.toasts.clear()  # what they said is stale now, and they would cover the panel
        self._dialog = (dialog, kind)
        self._dock_room()
        self.app.show_dialog(dialog)

    def _dock_room(self) -> None:
        """A dead-end sheet docked under the heart takes only the room below it (the cards
        its reason names stay in view); the result panel comes when the heart is empty."""
        if self._dialog is None or self._dialog[1] not in ("dead_end", "lost"):
            return
        dialog = self._dialog[0]
        if getattr(dialog, "dock", None) == "bottom":
            dialog.room = theme.HEIGHT - self.L.heart_bounds().bottom - theme.px(8)
        else:
            dialog.room = None
        dialog.layout()

    def dialog_kind(self) -> Optional[str]:
        if self.app.dialog is None:
            return None
        if self._dialog is not None and self.app.dialog is self._dialog[0]:
            return self._dialog[1]
        return "message"  # one of the frame's (a bad deal code, say)

    def ask_new_game(self) -> None:
        if self.game.status == PLAYING and self.game.moves > 0:
            self.open_dialog("new_game", Dialog(
                "h2h.new.title", "h2h.new.message",
                [("cancel", "button.cancel", None), ("new", "button.new", self.new_game)],
                cancel="cancel"))
        else:
            self.new_game()

    def ask_deal(self) -> None:
        """"Play a deal…": the frame's code dialog.  It asks before a Heart to Heart code
        replaces this game in progress (a Hearts code leaves it saved), once the code is typed."""
        self.open_deal_dialog()

    def open_deal_dialog(self) -> None:
        self.open_dialog("deal", self.app.deal_code_dialog())

    def copy_code(self) -> None:
        code = self.game.code
        fx.show_deal_in_address(code)
        clipboard.copy_text(code, lambda outcome: self.toast(
            t("deal.copied") + ": " + code if outcome == "copied"
            else t("deal.copy_shown") if outcome == "shown" else t("h2h.copy_failed", code=code), 4.0,
            kind="success" if outcome == "copied" else "info"))

    def share(self) -> None:
        """"Share": a link to this deal (the page's address with ?deal=), copied like the code."""
        sharing.share(DEAL, self.game.code, self.toast)

    # -- sprites ---------------------------------------------------------------------------
    def _snapshot(self) -> tuple:
        g = self.game
        return (g.heart, g.stock, g.waste, g.selected)

    def sync(self) -> None:
        """Set every sprite's flags from the rules state (positions are fixed)."""
        g = self.game
        heart = g.heart
        free = set(g.free_positions())
        helping = self.app.settings.get("h2h.selection_help")
        outlined = set(g.outlined()) if helping else set()
        dimmed = set(g.dimmed()) if helping else set()
        for p, s in self.sprites.items():
            if p not in self.leaving:
                s.visible = heart[p - 1] is not None
            s.selected = g.selected == p
            s.faded = p in dimmed  # drawn by the scene (a light veil)
            s.hint = self.hint_target == str(p)
            s.outlined = p in outlined and p not in dimmed and not s.selected
            s.covered = s.visible and p not in free and p not in self.leaving
            # free cards stand a little above the covered ones (a selected one clearly)
            s.lift = theme.px(LIFT) if s.selected else theme.px(FREE_LIFT) if p in free and not s.faded else 0
            s.stuck = p in self.stuck
        top = g.waste_top
        if top is not None:
            self.waste_sprite.card = face(top)
        self.waste_sprite.selected = g.selected == "waste"
        self.waste_sprite.lift = theme.px(LIFT) if self.waste_sprite.selected else 0
        self.waste_sprite.faded = "waste" in dimmed
        self.waste_sprite.hint = self.hint_target == "waste"
        self.waste_sprite.outlined = "waste" in outlined and "waste" not in dimmed and g.selected != "waste"
        self.stock_sprite.hint = self.hint_target == "stock"
        self.stock_slot.hint = self.hint_target == "stock"
        if hasattr(self, "_buttons"):
            self._buttons["button:undo"].enabled = g.can_undo and self.celebration is None
            self._buttons["button:hint"].enabled = g.status == PLAYING
            self._buttons["button:restart"].enabled = g.moves > 0 or g.status == WON
        self.app.invalidate()

    def _deal_in(self) -> None:
        """A new deal: the heart's cards fly out of the stock one after another."""
        if self.app.settings.animation_scale <= 0:
            return
        sx, sy = self.L.stock_rect().topleft
        for i, p in enumerate(POSITIONS):
            s = self.sprites[p]
            home = self.L.heart_pos(p)
            s.place(sx, sy)
            self.tweens.move(s, home, duration=0.3, delay=0.025 * i)

    def _flyer(self, rank: int, pos: tuple[int, int], face_up: bool = True) -> CardSprite:
        s = CardSprite(face(rank), face_up=face_up, pos=pos, size=(self.L.CARD_W, self.L.CARD_H))
        self.flyers.append(s)
        return s

    def _land(self, s: CardSprite, hold: str = "") -> Callable[[], None]:
        def done() -> None:
            if s in self.flyers:
                self.flyers.remove(s)
            if hold == "waste":
                self.hold_waste -= 1
            elif hold == "stock":
                self.hold_stock -= 1
        return done

    def animate(self, result: TapResult, before: tuple) -> None:
        heart0, stock0, waste0, _sel = before
        stock_xy, waste_xy = self.L.stock_rect().topleft, self.L.waste_rect().topleft
        if result.kind == FLIP:
            s = self._flyer(self.game.waste_top, stock_xy, face_up=False)
            self.hold_waste += 1
            self.tweens.move(s, waste_xy, duration=0.26)
            self.tweens.flip(s, True, duration=0.26, on_done=self._land(s, "waste"))
        elif result.kind == RECYCLE:
            moving = waste0[-3:]
            self.hold_stock += 1
            for i, rank in enumerate(moving):
                s = self._flyer(rank, waste_xy)
                last = i == len(moving) - 1
                self.tweens.move(s, stock_xy, duration=0.3, delay=0.06 * i)
                self.tweens.flip(s, False, duration=0.3, delay=0.06 * i,
                                 on_done=self._land(s, "stock" if last else ""))
        elif result.kind == PAIR:
            rects = [self.L.waste_rect() if c == "waste" else self.L.heart_rect(c) for c in result.cards]
            mx = (rects[0].x + rects[1].x) / 2
            my = min(rects[0].y, rects[1].y) - theme.px(24)
            for c in result.cards:
                if c == "waste":
                    s = self._flyer(waste0[-1], waste_xy)
                    done = self._land(s)
                else:
                    s = self.sprites[c]
                    s.lift = 0
                    self.leaving.add(c)
                    done = self._gone(c)
                self.tweens.move(s, (mx, my), duration=0.24)
                self.tweens.remove(s, duration=0.26, delay=0.18, on_done=done)

    def _gone(self, p: int) -> Callable[[], None]:
        def done() -> None:
            self.leaving.discard(p)
            s = self.sprites[p]
            s.place(*self.L.heart_pos(p))
            s.visible = self.game.heart[p - 1] is not None
        return done

    def animate_undo(self, before: tuple) -> None:
        """Cards taken back fly to where they were."""
        heart0, stock0, waste0, _sel = before
        g = self.game
        heart1, stock1, waste1 = g.heart, g.stock, g.waste
        stock_xy, waste_xy = self.L.stock_rect().topleft, self.L.waste_rect().topleft
        for p in POSITIONS:
            if heart0[p - 1] is None and heart1[p - 1] is not None:
                s = self.sprites[p]
                self.leaving.discard(p)
                hx, hy = self.L.heart_pos(p)
                s.place(hx, hy - theme.px(150))
                s.visible = True
                self._fade_in(s)
                self.tweens.move(s, (hx, hy), duration=0.32)
        if len(stock1) == len(stock0) + 1 and len(waste1) == len(waste0) - 1:  # a flip undone
            s = self._flyer(waste0[-1], waste_xy)
            self.hold_stock += 1
            self.tweens.move(s, stock_xy, duration=0.26)
            self.tweens.flip(s, False, duration=0.26, on_done=self._land(s, "stock"))
        elif not waste0 and stock0 and not stock1:  # a recycle undone
            moving = waste1[-3:]
            self.hold_waste += 1
            for i, rank in enumerate(moving):
                s = self._flyer(rank, stock_xy, face_up=False)
                last = i == len(moving) - 1
                self.tweens.move(s, waste_xy, duration=0.3, delay=0.06 * i)
                self.tweens.flip(s, True, duration=0.3, delay=0.06 * i,
                                 on_done=self._land(s, "waste" if last else ""))
        elif len(waste1) == len(waste0) + 1 and len(stock1) == len(stock0):  # a waste card back
            s = self._flyer(waste1[-1], (waste_xy[0], waste_xy[1] - theme.px(150)))
            s.alpha = 0
            self.hold_waste += 1
            self._fade_in(s)
            self.tweens.move(s, waste_xy, duration=0.32, on_done=self._land(s, "waste"))

    def _fade_in(self, s: CardSprite) -> None:
        s.alpha = 0

        def step(p: float) -> None:
            s.alpha = round(255 * p)

        self.tweens.add(0.25, step)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        # The felt and the heart's cards up to the first one a tween moves come from one
        # picture painted when they change (``_heart_layer``); the rest are drawn on it in
        # the same order, so the picture is the same and a frame while cards fly costs one
        # blit instead of ~30 alpha blits (2880x1800: 10 ms -> ~3 ms a full redraw).
        moving = {id(tw.sprite) for tw in self.tweens.running if tw.sprite is not None}
        first = next((i for i, p in enumerate(POSITIONS) if id(self.sprites[p]) in moving), len(POSITIONS))
        surface.blit(self._heart_layer(POSITIONS[:first]), (0, 0))
        for p in POSITIONS[first:]:
            self._draw_heart_card(surface, self.sprites[p])
        # Once won, the result panel offers what comes next: the emptied piles and the
        # playing buttons would only peek out around it.
        over = self.game.status == WON
        if not over:
            self._draw_piles(surface)
            self._draw_hint_tag(surface)
        for s in self.flyers:
            s.draw(surface, self.art)
        self._draw_panel(surface)
        for wgt in self.widgets:
            if not over:
                wgt.draw(surface)
        if self.lost and self.game.status == PLAYING:
            text.draw(surface, t("h2h.lost_early"), self.L.note + 5, (255, 196, 170),
                      self.L.lost_at, "midtop", bold=True)
        if self.celebration is not None:
            self.celebration.draw(surface)

    def _draw_heart_card(self, surface: pygame.Surface, s: CardSprite) -> None:
        """One card of the heart.  Covered cards lie flat under a faint veil ("not yet free",
        still readable); free cards stand a little higher with a light rim; a free card that
        cannot pair with the selected one fades, though less than a disabled control would."""
        if not s.visible:
            return
        w, h = self.L.CARD_W, self.L.CARD_H
        pad = theme.px(fx.OUTLINE_PAD)
        s.draw(surface, self.art)
        if s.alpha == 255 and s.scale == 1.0:
            if getattr(s, "faded", False):
                surface.blit(fx.shade(w, h, FADED), s.rect)
            elif getattr(s, "covered", False):
                surface.blit(fx.shade(w, h, COVERED), s.rect)
            elif not s.selected and not s.hint:
                surface.blit(fx.rim(w, h), s.rect.move(-pad, -pad))
            if getattr(s, "stuck", False):
                surface.blit(fx.outline(w, h, fx.STUCK), s.rect.move(-pad, -pad))
            elif getattr(s, "outlined", False) and not s.hint:
                surface.blit(fx.outline(w, h), s.rect.move(-pad, -pad))

    def _heart_layer(self, positions) -> pygame.Surface:
        """The felt with the cards at ``positions`` on it.  When some of them look different
        (a pair flies off, a card is freed) only the area those cards cover, before and
        after, is painted again, clipped, in the same order: the same pixels as painting the
        whole layer, for a fraction of the work."""
        bounds = self.L.heart_bounds()
        screen = (theme.WIDTH, theme.HEIGHT, tuple(bounds), id(self.art), self.L.CARD_W, self.L.CARD_H)
        entries = {}
        for p in positions:
            s = self.sprites[p]
            entries[p] = (s.visible, s.card, s.face_up, tuple(s.rect), s.alpha, s.scale, s.squeeze, s.shadow,
                          s.lift, s.selected, s.hint, s.dimmed, s.disabled, getattr(s, "faded", False),
                          getattr(s, "covered", False), getattr(s, "stuck", False), getattr(s, "outlined", False))
        layer = getattr(self, "_layer", None)
        old_screen, old_entries = getattr(self, "_layer_key", (None, {}))
        if layer is not None and old_screen == screen and old_entries == entries:
            return layer
        if layer is None or layer.get_size() != (theme.WIDTH, theme.HEIGHT):
            layer = pygame.Surface((theme.WIDTH, theme.HEIGHT)).convert()
            old_screen = None
        area = None
        if old_screen == screen:
            # everything a card paints: its face, its shadow (offset, a lifted card's lower),
            # its rim or outline around it
            margin = self.L.CARD_W // 4 + theme.px(fx.OUTLINE_PAD) + 8
            changed = []
            for p in set(entries) | set(old_entries):
                before, after = old_entries.get(p), entries.get(p)
                if before != after:
                    for e in (before, after):
                        if e is not None:
                            changed.append(pygame.Rect(e[3]).inflate(2 * margin, 2 * margin + e[8]))
            area = changed[0].unionall(changed[1:]) if changed else None
        layer.set_clip(area)
        try:
            layer.blit(fx.background(bounds), (0, 0))
            for p in positions:
                self._draw_heart_card(layer, self.sprites[p])
        finally:
            layer.set_clip(None)
        self._layer, self._layer_key = layer, (screen, entries)
        return layer

    def _draw_hint_tag(self, surface: pygame.Surface) -> None:
        """A label pointing at the hinted card (its cyan rim alone is easy to miss)."""
        where = self.hint_target
        if where is None or self.tweens.busy:
            return
        rect = (self.L.stock_rect() if where == "stock" else self.L.waste_rect() if where == "waste"
                else self.L.heart_rect(int(where)))
        if where not in ("stock", "waste"):
            rect = self.sprites[int(where)].rect  # where it stands (a free card is lifted)
        fx.tag(surface, t("button.hint"), (rect.centerx, rect.top - theme.px(4)), ceiling=self.L.PANEL_H, card=rect)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        g = self.game
        srect, wrect = self.L.stock_rect(), self.L.waste_rect()
        stock_n, waste = len(g.stock), g.waste
        # stock: a little stack of backs, the count on a badge
        if stock_n and not self.hold_stock:
            for k in range(min(3, (stock_n - 1) // 6), 0, -1):
                surface.blit(self.art.back(), srect.move(theme.px(3 * k), theme.px(3 * k)))
            self.stock_sprite.draw(surface, self.art)
            fx.badge(surface, str(stock_n), (srect.right - theme.px(6), srect.top + theme.px(6)))
        else:
            draw_slot(surface, srect)
            if waste:
                text.draw(surface, "↻", 64, (220, 236, 224), srect.center, "center", bold=True)
        if self.stock_slot.hint and not stock_n:
            surface.blit(self.art.overlay("hint"), srect)
        # waste: the top card, the one under it shows while a card flies in
        draw_slot(surface, wrect)
        visible_top = len(waste) - (1 if self.hold_waste else 0)
        if visible_top >= 2:
            CardSprite(face(waste[visible_top - 2]), pos=wrect.topleft,
                       size=(self.L.CARD_W, self.L.CARD_H)).draw(surface, self.art)
        if waste and not self.hold_waste:
            self.waste_sprite.draw(surface, self.art)
            if getattr(self.waste_sprite, "faded", False):
                surface.blit(fx.shade(self.L.CARD_W, self.L.CARD_H, FADED), self.waste_sprite.rect)
            if getattr(self.waste_sprite, "outlined", False) and not self.waste_sprite.hint:
                surface.blit(fx.outline(self.L.CARD_W, self.L.CARD_H),
                             self.waste_sprite.rect.move(-theme.px(fx.OUTLINE_PAD), -theme.px(fx.OUTLINE_PAD)))
        elif visible_top >= 1 and self.hold_waste:
            CardSprite(face(waste[visible_top - 1]), pos=wrect.topleft,
                       size=(self.L.CARD_W, self.L.CARD_H)).draw(surface, self.art)
        y = srect.bottom + theme.px(14)
        text.draw(surface, t("h2h.stock"), self.L.pile_label, theme.TEXT_DIM, (srect.centerx, y), "midtop")
        text.draw(surface, f"{t('h2h.waste')} · {len(waste)}", self.L.pile_label, theme.TEXT_DIM,
                  (wrect.centerx, y), "midtop")

    def _draw_panel(self, surface: pygame.Surface) -> None:
        g = self.game
        bar = pygame.Rect(0, 0, theme.WIDTH, self.L.PANEL_H)
        pygame.draw.rect(surface, theme.PANEL, bar)
        pygame.draw.line(surface, (40, 96, 66), bar.bottomleft, bar.bottomright, theme.px(2))
        items = ((t("h2h.time"), clock_text(self.elapsed)),
                 (t("h2h.score"), str(g.score)),
                 (t("h2h.moves"), str(g.moves)),
                 (t("h2h.deal"), g.code))
        L = self.L
        top = (L.PANEL_H - theme.px(L.panel_label + L.panel_value + 10)) // 2  # text sizes: design px
        for (label, value), x in zip(items, L.panel_x):
            text.draw(surface, label, L.panel_label, theme.TEXT_DIM, (x, top), "topleft")
            text.draw(surface, value, L.panel_value, theme.TEXT, (x, top + theme.px(L.panel_label + 3)), "topleft",
                      bold=True)
        if self.hints:
            text.draw(surface, t("h2h.hints_used", n=self.hints), self.L.note, theme.TEXT_DIM,
                      self.L.hints_at, "midbottom")

    # -- script driver ---------------------------------------------------------------------
    def state(self) -> dict:
        g = self.game
        message = self.message if self.app.settings.get("h2h.move_errors") else None
        d = g.to_replay_dict(message)
        d["scene"] = self.name
        d["dialog"] = self.dialog_kind()
        d["elapsed"] = int(self.elapsed)
        d["hints"] = self.hints
        d["hint"] = self.hint_target
        helping = self.app.settings.get("h2h.selection_help")
        d["outlined"] = g.outlined() if helping else []
        d["dimmed"] = g.dimmed() if helping else []
        d["can_undo"] = g.can_undo
        d["lost"] = self.lost
        d["celebrating"] = self.celebration is not None
        d["stuck"] = list(self.stuck)
        d["focus"] = self.focus if self.app.keyboard_mode else None
        d["toasts"] = [toast.message for toast in self.app.toasts]
        d["daily"] = self.daily
        if self.shortest is not None and g.status == WON:  # mid-game states stay comparable
            res = self.shortest.result()
            d["shortest"] = {"moves": res.moves, "proven": res.proven, "done": self.shortest.done}
        return d
