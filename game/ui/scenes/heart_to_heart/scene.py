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

from collections.abc import Callable
from typing import Any

import pygame

from game.heart_to_heart import explain as ex
from game.heart_to_heart import solver
from game.heart_to_heart.codes import MAX_NUMBER
from game.heart_to_heart.layout import POSITIONS
from game.heart_to_heart.state import (
    DEAD_END,
    IGNORED_GAME_OVER,
    NOTHING,
    PAIR,
    PLAYING,
    REFUSED,
    WON,
    Game,
    Pile,
)
from game.i18n import t
from game.rng import Rng, seed_from_clock
from game.stats import clock_text
from game.ui.scene import DEFAULT_SHORTCUTS, Scene, register_scene
from game.ui.scenes.heart_to_heart import effects as fx
from game.ui.scenes.heart_to_heart import (
    endings,
    strings,  # noqa: F401  (registers the table's words)
)
from game.ui.scenes.heart_to_heart.clock import TableClock
from game.ui.scenes.heart_to_heart.dialogs import TableDialogs
from game.ui.scenes.heart_to_heart.draw import HeartLayer, TableView, draw_table
from game.ui.scenes.heart_to_heart.flights import Flights
from game.ui.scenes.heart_to_heart.layout import H2HLayout, device_layout
from game.ui.scenes.heart_to_heart.lost_watch import LostWatch
from game.ui.scenes.heart_to_heart.records import Records
from game.ui.scenes.heart_to_heart.result import Result
from game.ui.scenes.heart_to_heart.shortest_runner import ShortestRunner
from game.ui.scenes.heart_to_heart.table_sprites import PileTarget, TableSprites, target_of
from game.ui.scenes.heart_to_heart.table_state import Phase, TableState
from game.ui.sprites import CardArt, CardSprite
from game.ui.widgets import Button


@register_scene("heart_to_heart")
class HeartToHeartScene(Scene):
    """The scene: the game, the table's state, its life cycle, input and play; the rest is
    done by the helpers it holds."""

    shortcuts = {**DEFAULT_SHORTCUTS, pygame.K_s: "h2h:stock", pygame.K_w: "h2h:waste"}

    def __init__(self, parts, deal: int | None = None, daily: str | None = None, **params: Any) -> None:
        super().__init__(parts, **params)
        self.deal = deal
        self.daily = daily  # "YYYY-MM-DD" when this is that date's daily deal (a win marks the date)
        self.game: Game = Game.from_number(0)  # replaced in enter()
        #: What the table is in (playing, a sheet up or put away, won): see .table_state.
        self.table_state = TableState()
        self.hints = 0
        self.hint_target: str | None = None
        #: The cards of the hinted move (game.heart_to_heart.solver.hint_pair), marked both.
        self.hint_pair: tuple[str, ...] = ()
        self.message: str | None = None
        #: The card or pile a refused tap was on (its message stands near it in landscape).
        self.error_at: pygame.Rect | None = None
        self.celebration: fx.Celebration | None = None
        self.result: Result | None = None  # the last win's figures (the result panel)
        self.after_tweens: Callable[[], None] | None = None
        self.shortest: ShortestRunner | None = None  # the deal's shortest-win search, a slice a frame
        self.L: H2HLayout = device_layout(self.canvas.metrics)
        self.art = CardArt.get(self.L.CARD_W, self.L.CARD_H, self.canvas.look.plain_cards)
        self.heart_layer = HeartLayer()  # the felt and the still cards, between frames
        self.table = TableSprites(self.L)
        self.flights = Flights(self.tweens, self.table, self.L)
        self.records = Records(self.storage, self.stats)
        self.clock = TableClock()
        self.watch = LostWatch()
        self.dialogs = TableDialogs(parts, {"button:copy": self.copy_code, "button:share": self.share,
                                          "button:menu": self.to_menu})
        self._buttons: dict[str, Button] = {}

    # -- what tests, tools and the frame read ------------------------------------------------
    @property
    def sprites(self) -> dict[int, CardSprite]:
        """The heart's card sprites by position."""
        return self.table.sprites

    @property
    def waste_sprite(self) -> CardSprite:
        return self.table.waste_sprite

    @property
    def flyers(self) -> list[CardSprite]:
        """Cards that exist only while they fly."""
        return self.flights.flyers

    @property
    def elapsed(self) -> float:
        return self.clock.elapsed

    @property
    def lost(self) -> bool:
        """The solver says this position cannot be won (with "tell me when it is lost" on)."""
        return self.watch.lost

    @property
    def stuck(self) -> tuple[int, ...]:
        """Heart positions the dead-end (or lost) sheet talks about: outlined."""
        return self.table_state.stuck

    @property
    def toast_anchor(self) -> tuple[int, int]:
        """Where messages stand (:meth:`TableDialogs.message_place`)."""
        return self.dialogs.message_place(self.L, self.error_at, self.widgets)

    @property
    def toast_width(self) -> int:
        return self.L.toast_width

    # -- life cycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.build()
        if self.deal is not None:
            self.records.abandon_saved_game()
            self.start(Game.from_number(self.deal), deal_in=True)
        elif not self.restore():
            self.start(Game.from_number(self.pick_deal()), deal_in=True)

    def leave(self) -> None:
        if self.game.status != WON:
            self.save()

    def build(self) -> None:
        spec = (("button:copy", "button.copy", self.copy_code),
                ("button:menu", "button.menu", lambda: self.nav.go("menu")),
                ("button:undo", "button.undo", self.undo),
                ("button:hint", "button.hint", self.show_hint),
                ("button:restart", "button.restart", lambda: self.dialogs.ask_restart(self.game, self.restart_deal)),
                ("button:new", "button.new", lambda: self.dialogs.ask_new_game(self.game, self.new_game)),
                ("button:deal", "button.play_deal", self.dialogs.ask_deal),
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
        screen = self.canvas.metrics
        self.L = device_layout(self.canvas.metrics)
        self.error_at = None  # the old layout's place
        self.art = CardArt.get(self.L.CARD_W, self.L.CARD_H, self.canvas.look.plain_cards)
        self.table.relayout(self.L, self.flights.leaving)
        if self.celebration is not None:  # a new scale: its cards, places and speeds follow
            self.celebration.rescale(self.canvas.metrics, endings.celebration_cards(self.game, self.art, self.L))
        self.flights.relayout(self.L)
        ours = self.dialogs.ours()
        if ours is not None and self.dialog_kind() in ("dead_end", "lost", "won"):
            # docked beside the table in landscape, under it in portrait (the app lays the
            # dialog out again right after this)
            ours.dock = "right" if screen.width > screen.height else "bottom"
            self.dialogs.dock_room(self.L)
        self.build()

    def pick_deal(self) -> int:
        """A new deal from the clock: a winnable one when the setting asks for it."""
        if self.settings.get("h2h.winnable_only"):
            return solver.winnable_from_clock()
        return Rng(seed_from_clock()).below(MAX_NUMBER + 1)

    def start(self, game: Game, elapsed: float = 0.0, hints: int = 0, started: bool = False,
              deal_in: bool = False, told_lost: bool = False) -> None:
        """Show ``game`` (new or restored) from scratch; ``told_lost``: the player was
        already told that this (restored) position cannot be won."""
        self.flights.clear()
        self.game = game
        self.clock.reset(elapsed, started)
        self.hints = hints
        self.table_state = TableState(Phase.WON if game.status == WON else Phase.PLAYING)
        self.records.best_before = None
        self.watch.forget()
        self.hint_target = self.message = None
        self.celebration = None
        self.after_tweens = None
        self.table.deal(game.number, self.L)
        self.sync()
        if deal_in and self.settings.animation_scale > 0:
            self.flights.deal_in()
        self.save()
        fx.show_deal_in_address(game.code)
        if self.shortest is None or self.shortest.number != game.number:
            self.shortest = ShortestRunner(game.number)
        self.check_lost()
        self.table_state = self.table_state.told(told_lost and self.lost)
        self.after(self.check_end)

    def restore(self) -> bool:
        """Resume the saved game; ``False`` otherwise (an unusable save is kept aside by
        storage, and the app tells the player)."""
        saved = self.records.load()
        if saved is None:
            return False
        self.daily = saved.daily  # before start(): its save keeps the daily mark
        self.start(saved.game, saved.elapsed, saved.hints, started=saved.started,
                   told_lost=saved.told_lost)
        return True

    def new_game(self, number: int | None = None) -> None:
        self.record_end(won=False)
        self.daily = None  # the next deal is not the daily one
        self.start(Game.from_number(self.pick_deal() if number is None else number), deal_in=True)

    def restart_deal(self) -> None:
        """The same deal from its first position (a begun, unwon game counts as lost)."""
        self.record_end(won=False)
        self.start(Game.from_number(self.game.number), deal_in=True)

    # -- saving and statistics -------------------------------------------------------------
    def save(self) -> None:
        self.records.save(self.game, self.clock.elapsed, self.hints, self.clock.started,
                          self.table_state.told_lost, self.daily)

    def record_end(self, won: bool) -> None:
        """Statistics, once per game: a win, or a game given up after at least one move."""
        if not self.table_state.recorded:
            self.records.record_end(self.game, won, self.clock.elapsed, self.hints, self.daily)

    def _bank_win(self) -> None:
        """The win's bookkeeping, done on the winning move: the last cards take a moment to
        land, and closing the window (or the tab) meanwhile must not lose the win.
        ``won`` then shows it."""
        if self.table_state.recorded:
            return
        self.records.bank_win(self.game, self.clock.elapsed, self.hints, self.daily)
        self.table_state = self.table_state.won()

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
            self.canvas.invalidate()

    def clock_running(self) -> bool:
        return (self.clock.started and self.game.status == PLAYING and self.nav.top is None
                and self.celebration is None and not self.clock.hidden)

    def update(self, dt: float) -> bool:
        screen = self.canvas.metrics
        changed = False
        self.clock.watch_visibility(dt, self.save)
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
            second = self.clock.tick(dt)
            if second is not None:
                # Only the clock changed: redraw its corner of the panel, not the table
                # (a full redraw each second made a steady frame's p99 ~3 ms; budget 2).
                self.canvas.invalidate(pygame.Rect(0, 0, screen.px(168), self.L.PANEL_H))
                if second % 10 == 0:
                    self.save()  # keep the clock too, not only the moves
        return changed

    # -- input -----------------------------------------------------------------------------
    def hittables(self) -> list:
        return self.table.targets(self.game, self.L, self.widgets, screen=self.canvas.metrics)

    def stock_target(self) -> PileTarget:
        """The stock as taps and the keyboard find it (:meth:`TableSprites.stock_target`)."""
        screen = self.canvas.metrics
        return self.table.stock_target(self.game, self.L, screen=screen)

    def focus_order(self) -> list:
        return self.table.tab_order(self.game, self.L, self.widgets, screen=self.canvas.metrics)

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
    def _snapshot(self) -> tuple:
        g = self.game
        return (g.heart, g.stock, g.waste, g.selected)

    def play(self, where: Any) -> None:
        screen = self.canvas.metrics
        before = self._snapshot()
        result = self.game.tap(where)
        if result.kind == IGNORED_GAME_OVER and self.table_state.phase == Phase.PUT_AWAY and self.nav.top is None:
            self.show_dead_end()  # the sheet put away to look at the table: back on a tap
            return
        if (result.kind == NOTHING and isinstance(where, int) and self.game.heart[where - 1] is not None
                and self.settings.get("h2h.move_errors")):
            # Nothing happens (the rules); with move errors on, the player hears why.
            self.error_at = self.L.place_of(where)
            self.toast(t("h2h.move_error.covered"), kind="error")
        if result.kind in (NOTHING, IGNORED_GAME_OVER):
            return
        self.clock.started = self.clock.started or result.is_move  # the spec: time starts with the first move
        self.hint_target = None
        self.message = result.message
        if result.kind == REFUSED and self.settings.get("h2h.move_errors"):
            self.error_at = self.L.place_of(where)
            self.toast(t("h2h.move_error.rank"), kind="error")
        self.flights.animate(self.game, result, before, screen=screen)
        self.sync()
        if result.is_move:
            self.sound.play("pair" if result.kind == PAIR else "card")
            self.check_lost()
            self.save()
            if self.game.status == WON:
                self._bank_win()  # now, not when the cards land: quitting meanwhile must not lose it
            self.after(self.check_end)

    def undo(self) -> None:
        screen = self.canvas.metrics
        if not self.game.can_undo:
            return
        before = self._snapshot()
        self.game.undo()
        self.hint_target = self.message = None
        if self.table_state.phase != Phase.WON:
            self.table_state = self.table_state.playing()
        self.flights.animate_undo(self.game, before, screen=screen)
        self.sync()
        self.sound.play("card")
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
        self.hint_pair = solver.hint_pair(self.game)
        self.sync()
        self.save()
        passed = ex.passed_pair(self.game, self.hint_pair)
        if passed is not None:  # a pair is open but the hint goes elsewhere: say why
            self.toast(ex.passed_pair_text(passed), 6.0)

    def check_lost(self) -> None:
        """"Tell me when the game can no longer be won": ``lost`` follows the position; the
        sheet saying so (``check_end``) comes once, when the position turns lost."""
        telling = bool(self.settings.get("h2h.tell_when_lost"))
        lost = self.watch.check(self.game, telling)
        if telling and self.game.status == PLAYING and not lost:
            self.table_state = self.table_state.told(False)

    # -- the end of a game -----------------------------------------------------------------
    def check_end(self) -> None:
        """Once the cards have landed: the win, the dead end, or the news that the game
        is lost (once per fall, "Tell me when the game is lost")."""
        if self.game.status == DEAD_END:
            self.show_dead_end()
        elif self.game.status == WON:
            self.won()
        elif self.lost and not self.table_state.told_lost and self.nav.top is None:
            self.table_state = self.table_state.told(True)
            self.save()
            self.show_dead_end(lost=True)

    def show_dead_end(self, lost: bool = False) -> None:
        """The dead-end sheet (or, ``lost``, the sheet saying the game can no longer be
        won), its cards outlined on the table (:func:`endings.dead_end_sheet`)."""
        sheet, stuck = endings.dead_end_sheet(
            self.game, lost, on_rewind=self.rewind, on_restart=self.restart_deal, on_new=self.new_game,
            on_keep_playing=self.keep_playing, on_put_away=self.look_at_table, screen=lambda: self.canvas.metrics,
            look=self.canvas.look)
        self.table_state = self.table_state.sheet(lost, stuck)
        self.sync()
        self.dialogs.open("lost" if lost else "dead_end", sheet, self.L, sheet.after_close)

    def look_at_table(self) -> None:
        """The dead-end sheet put away: the table, its stuck cards outlined (a tap on a card
        brings the sheet back)."""
        self.table_state = self.table_state.put_away()
        self.toast(t("h2h.dead_end.look"), 4.0)

    def keep_playing(self) -> None:
        self.table_state = self.table_state.playing()
        self.sync()

    def rewind(self, n: int) -> None:
        """Take back ``n`` moves at once: to the newest position the solver can still win."""
        done = 0
        while done < n and self.game.undo():
            done += 1
        self.hint_target = self.message = None
        self.table_state = self.table_state.playing()
        self.flights.clear()
        for p, s in self.sprites.items():
            s.place(*self.L.heart_pos(p))
            s.alpha, s.scale = 255, 1.0
        self.sync()
        self.sound.play("card")
        self.check_lost()
        # rewound to a lost position (none winnable): said already
        self.table_state = self.table_state.told(self.lost)
        self.save()
        self.toast(t("h2h.rewound", n=done), 4.0, kind="undo")

    def won(self) -> None:
        screen = self.canvas.metrics
        self._bank_win()
        self.shortest_found()
        self.sound.play("win")
        g = self.game
        self.result = Result.after_win(g.score, self.clock.elapsed, g.moves, self.hints, self.stats.h2h,
                                       self.records.best_before)
        self.show_result()
        scale = self.settings.animation_scale
        if scale <= 0:
            return
        duration = min(6.5, max(2.5, endings.CELEBRATION_SECONDS * scale))
        self.celebration = fx.Celebration(endings.celebration_cards(g, self.art, self.L), seed=g.number,
                                          duration=duration, area=self.celebration_area(), screen=screen)
        self.sync()

    def celebration_area(self) -> pygame.Rect:
        """Where the celebration plays (:func:`endings.celebration_area`)."""
        screen = self.canvas.metrics
        return endings.celebration_area(self.L, self.nav.top.rect if self.nav.top is not None else None,
                                        screen=screen)

    def end_celebration(self) -> None:
        if self.celebration is None:
            return
        self.celebration = None
        self.sync()

    def shortest_line(self) -> str:
        """The win result's line about the shortest win (proven, or only found)."""
        return endings.shortest_line(self.game, self.shortest)

    def shortest_found(self) -> None:
        """The search ended, or the game was won: keep the ratio once, refresh the result."""
        runner = self.shortest
        if runner is None or not runner.done or self.game.status != WON:
            return
        self.records.keep_shortest(runner, self.game.moves)
        panel = self.dialogs.ours()
        if panel is not None and self.dialog_kind() == "won":
            panel.layout()
            self.canvas.invalidate()

    def show_result(self) -> None:
        """The result panel (:func:`endings.result_panel`)."""
        assert self.result is not None, "show_result follows the win that records the figures"
        self.dialogs.open("won", endings.result_panel(
            self.result, self.L, on_menu=self.to_menu, on_restart=self.restart_deal,
            on_new=self.new_game, on_copy=self.copy_code, on_share=self.share,
            notes=lambda: [self.shortest_line(), endings.daily_line(self.stats,
                                                                    self.daily).strip()],
            screen=lambda: self.canvas.metrics, look=self.canvas.look), None)

    # -- dialogs and messages --------------------------------------------------------------
    def dialog_kind(self) -> str | None:
        return self.dialogs.kind()

    def toast(self, message: str, seconds: float = 2.4, kind: str = "info") -> None:
        self.dialogs.toast(message, seconds, kind)

    def to_menu(self) -> None:
        self.nav.go("menu")

    def copy_code(self) -> None:
        self.dialogs.copy_code(self.game.code)

    def share(self) -> None:
        """"Share": a link to this deal (the page's address with ?deal=), copied like the code."""
        self.dialogs.share(self.game.code)

    # -- drawing ---------------------------------------------------------------------------
    def sync(self) -> None:
        """Every sprite's flags from the rules state, and which buttons work."""
        screen = self.canvas.metrics
        g = self.game
        self.table.sync(g, helping=bool(self.settings.get("h2h.selection_help")), hint_target=self.hint_target,
                        hint_pair=self.hint_pair, stuck=self.table_state.stuck, leaving=self.flights.leaving,
                        screen=screen)
        if self._buttons:
            self._buttons["button:undo"].enabled = g.can_undo and self.celebration is None
            self._buttons["button:hint"].enabled = g.status == PLAYING
            self._buttons["button:restart"].enabled = g.moves > 0 or g.status == WON
        self.canvas.invalidate()

    def view(self) -> TableView:
        """What the table shows now: the drawing (:mod:`.draw`) reads only this."""
        g = self.game
        moving = {id(tw.sprite) for tw in self.tweens.running if tw.sprite is not None}
        heart = tuple(self.table.cards[p] for p in POSITIONS)
        still = next((i for i, c in enumerate(heart) if id(c.sprite) in moving), len(heart))
        where = self.hint_target
        hint_at: pygame.Rect | None = None
        if where is not None and not self.tweens.busy:
            # a card's label points where it stands (a free card is lifted)
            hint_at = (self.L.stock_rect() if where == Pile.STOCK else self.L.waste_rect() if where == Pile.WASTE
                       else self.sprites[int(where)].rect)
        # a dead-end sheet and its Copy code, Share and Menu stand over the buttons under them
        # (and its title says what the "lost" line under them would)
        sheet = self.dialogs.ours()
        kept: list[Any] = ([sheet, *sheet.extras] if sheet is not None and self.dialog_kind() in ("dead_end", "lost")
                           else [])
        return TableView(
            heart=heart, still=still, over=g.status == WON, stock_count=len(g.stock), waste=tuple(g.waste),
            hold_stock=bool(self.flights.hold_stock), hold_waste=bool(self.flights.hold_waste),
            stock_sprite=self.table.stock_sprite, waste_card=self.table.waste,
            stock_hinted=self.table.stock_slot.hint, hint_at=hint_at, flyers=tuple(self.flights.flyers),
            clock=clock_text(self.clock.elapsed), score=g.score, moves=g.moves, code=g.code, hints=self.hints,
            lost=self.lost and g.status == PLAYING and not kept,
            widgets=tuple(w for w in self.widgets if not any(w.rect.colliderect(x.rect) for x in kept)),
            celebration=self.celebration)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self.view(), self.L, self.art, self.heart_layer, self.canvas.metrics, self.canvas.look)

    # -- script driver ---------------------------------------------------------------------
    def state(self) -> dict:
        g = self.game
        message = self.message if self.settings.get("h2h.move_errors") else None
        d = g.to_replay_dict(message)
        d["scene"] = self.name
        d["dialog"] = self.dialog_kind()
        d["elapsed"] = int(self.clock.elapsed)
        d["hints"] = self.hints
        d["hint"] = self.hint_target
        helping = self.settings.get("h2h.selection_help")
        d["outlined"] = g.outlined() if helping else []
        d["dimmed"] = g.dimmed() if helping else []
        d["can_undo"] = g.can_undo
        d["lost"] = self.lost
        d["celebrating"] = self.celebration is not None
        d["stuck"] = list(self.stuck)
        d["focus"] = self.focus if self.input.keyboard_mode else None
        d["toasts"] = [toast.message for toast in self.nav.toasts]
        d["daily"] = self.daily
        if self.shortest is not None and g.status == WON:  # mid-game states stay comparable
            res = self.shortest.result()
            d["shortest"] = {"moves": res.moves, "proven": res.proven, "done": self.shortest.done}
        return d
