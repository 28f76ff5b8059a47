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
from game.heart_to_heart import saved as saved_h2h
from game.heart_to_heart import solver
from game.heart_to_heart.codes import MAX_NUMBER
from game.heart_to_heart.deal import deck_for
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
from game.ui import theme
from game.ui.scene import DEFAULT_SHORTCUTS, IS_WEB, Scene, register_scene
from game.ui.scenes.heart_to_heart import effects as fx
from game.ui.scenes.heart_to_heart import strings  # noqa: F401  (registers the table's words)
from game.ui.scenes.heart_to_heart.dialogs import SceneDialogs
from game.ui.scenes.heart_to_heart.draw import HeartLayer, TableView, draw_table, stock_focus_rect
from game.ui.scenes.heart_to_heart.endings import GameEndings
from game.ui.scenes.heart_to_heart.flights import CardFlights
from game.ui.scenes.heart_to_heart.layout import H2HLayout, device_layout
from game.ui.scenes.heart_to_heart.records import PURPOSE, SAVE_VERSION, GameRecords
from game.ui.scenes.heart_to_heart.result import Result
from game.ui.scenes.heart_to_heart.shortest_runner import ShortestRunner
from game.ui.scenes.heart_to_heart.table_sprites import PileTarget, TableCard, TableSprites, face, target_of
from game.ui.sprites import CardArt, CardSprite
from game.ui.widgets import Button, Dialog


@register_scene("heart_to_heart")
class HeartToHeartScene(GameRecords, GameEndings, SceneDialogs, CardFlights, TableSprites, Scene):
    """The scene: its life cycle, the clock, input and play; the other concerns come from
    the mixins (saving and statistics, endings, dialogs, flights, sprite flags)."""

    shortcuts = {**DEFAULT_SHORTCUTS, pygame.K_s: "h2h:stock", pygame.K_w: "h2h:waste"}

    def __init__(self, app, deal: int | None = None, daily: str | None = None, **params: Any) -> None:
        super().__init__(app, **params)
        self.deal = deal
        self.daily = daily  # "YYYY-MM-DD" when this is that date's daily deal (a win marks the date)
        self.shortest: ShortestRunner | None = None  # the deal's shortest-win search, a slice a frame
        self._shortest_recorded = False
        self.game: Game = Game.from_number(0)  # replaced in enter()
        self.elapsed = 0.0
        self.started = False  # the clock runs from the first move (flip, recycle or pair)
        self.hints = 0
        self.recorded = False  # this game's result is in the statistics
        self.told_lost = False
        self.lost = False  # the solver said this position cannot be won (tell_when_lost)
        self.hint_target: str | None = None
        #: The cards of the hinted move (game.heart_to_heart.solver.hint_pair), marked both.
        self.hint_pair: tuple[str, ...] = ()
        self.message: str | None = None
        #: The card or pile a refused tap was on (its message stands near it in landscape),
        #: and the free place found for that message (message, card, screen) -> midbottom.
        self.error_at: pygame.Rect | None = None
        self._error_spot: tuple[tuple, tuple[int, int] | None] | None = None
        self.sprites: dict[int, TableCard] = {}
        self.leaving: set[int] = set()
        self.flyers: list[CardSprite] = []
        self.hold_waste = 0  # flights towards the waste: show the card under it meanwhile
        self.hold_stock = 0
        self.celebration: fx.Celebration | None = None
        #: Heart positions the open dead-end (or lost) dialog talks about: outlined.
        self.stuck: tuple[int, ...] = ()
        self.result: Result | None = None  # the last win's figures (the result panel)
        self.after_tweens: Callable[[], None] | None = None
        self._dialog: tuple[Dialog, str] | None = None
        self._shown_second = -1
        self.hidden = False
        self._visibility_check = 0.0
        self.heart_layer = HeartLayer()  # the felt and the still cards, between frames
        self.L: H2HLayout = device_layout(self.app.metrics)
        self.art = CardArt.get(self.L.CARD_W, self.L.CARD_H)
        self.stock_sprite = CardSprite(face(1), name="h2h:stock", face_up=False,
                                       pos=self.L.stock_rect().topleft, size=(self.L.CARD_W, self.L.CARD_H))
        self.stock_slot = PileTarget("h2h:stock", self.L.stock_rect())
        #: The stock with cards as taps and the keyboard find it: the pile and its count badge.
        self.stock_ring = PileTarget("h2h:stock", self.L.stock_rect())
        self.waste_sprite = TableCard(face(1), name="h2h:waste", pos=self.L.waste_rect().topleft,
                                      size=(self.L.CARD_W, self.L.CARD_H))
        self.waste_slot = PileTarget("h2h:waste", self.L.waste_rect())

    @property
    def toast_anchor(self) -> tuple[int, int]:
        """Messages stand clear of the heart, the stock and the waste (the layout says
        where); in landscape a refused tap's message takes the free place nearest the card
        tapped (the message place at the foot of the far column is where nobody looks),
        still covering no card, pile or button."""
        toasts = self.app.toasts
        if self.error_at is None or self.L.kind == "portrait" or not toasts or toasts[-1].kind != "error":
            return self.L.toast_at
        key = (toasts[-1].message, tuple(self.error_at), theme.WIDTH, theme.HEIGHT)
        if self._error_spot is None or self._error_spot[0] != key:
            self._error_spot = (key, self._free_spot_near(toasts[-1].message, self.error_at))
        return self._error_spot[1] or self.L.toast_at

    def _free_spot_near(self, message: str, card: pygame.Rect) -> tuple[int, int] | None:
        """The midbottom of the message's box at the free place nearest ``card``."""
        from game.ui.widgets import message_pill_box

        px = theme.px
        box = message_pill_box(message, "error", 24, self.L.toast_width)
        taken = [pygame.Rect(self.L.heart_rect(p)) for p in POSITIONS]
        taken += [pygame.Rect(self.L.stock_rect()), pygame.Rect(self.L.waste_rect())]
        taken += [pygame.Rect(w.rect) for w in self.widgets if getattr(w, "visible", True)]
        taken = [r.inflate(px(8), px(8)) for r in taken]
        best: tuple[int, tuple[int, int]] | None = None
        step = px(16)
        for bottom in range(self.L.PANEL_H + box.h + px(8), theme.HEIGHT - px(8) + 1, step):
            for x in range(box.w // 2 + px(8), theme.WIDTH - box.w // 2 - px(8) + 1, step):
                box.midbottom = (x, bottom)
                if box.collidelist(taken) != -1:
                    continue
                d = (box.centerx - card.centerx) ** 2 + (box.centery - card.centery) ** 2
                if best is None or d < best[0]:
                    best = (d, (x, bottom))
        return best[1] if best is not None else None

    def _note_error_at(self, where: Any) -> None:
        """Where a refused tap was: a card of the heart, or a pile."""
        if isinstance(where, int):
            self.error_at = pygame.Rect(self.L.heart_rect(where))
        elif where in (Pile.WASTE, Pile.STOCK):
            self.error_at = pygame.Rect(self.L.waste_rect() if where == Pile.WASTE else self.L.stock_rect())
        else:
            self.error_at = None

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
        self.L = device_layout(self.app.metrics)
        self.error_at = None  # the old layout's place
        self.art = CardArt.get(self.L.CARD_W, self.L.CARD_H)
        s: CardSprite  # the heart's cards, then the piles', then the flyers
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
        if mine and self._dialog is not None and self._dialog[1] in ("dead_end", "lost", "won"):
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
        self.best_before: int | None = None  # the best time before this game's win
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
            p: TableCard(face(deck[p - 1]), name=f"h2h:{p}", pos=self.L.heart_pos(p),
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

    def new_game(self, number: int | None = None) -> None:
        self.record_end(won=False)
        self.daily = None  # the next deal is not the daily one
        self.start(Game.from_number(self.pick_deal() if number is None else number), deal_in=True)

    def restart_deal(self) -> None:
        """The same deal from its first position (a begun, unwon game counts as lost)."""
        self.record_end(won=False)
        self.start(Game.from_number(self.game.number), deal_in=True)

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
        items.append(self.stock_target())
        items.append(self.waste_sprite if self.game.waste else self.waste_slot)
        return items + [w for w in self.widgets if w.visible]

    def stock_target(self) -> PileTarget:
        """The stock as taps and the keyboard find it: with cards, the pile and its count
        badge (so the focus ring goes round the count, never across it); else its slot."""
        if not self.game.stock:
            return self.stock_slot
        self.stock_ring.rect = stock_focus_rect(self.L.stock_rect(), len(self.game.stock))
        return self.stock_ring

    def focus_order(self) -> list:
        """Tab reads the screen in order: the cards a tap can use (covered cards are
        skipped), then the piles, then the buttons row by row, left to right."""
        cards = [self.sprites[p] for p in self.game.free_positions() if self.sprites[p].visible]
        piles: list = [self.stock_target()]
        if self.game.waste:
            piles.append(self.waste_sprite)
        buttons = sorted((w for w in self.widgets if w.visible and w.enabled), key=lambda w: (w.rect.top, w.rect.left))
        return cards + piles + buttons

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
        if result.kind == IGNORED_GAME_OVER and self.game.status == DEAD_END and self.app.dialog is None:
            self.show_dead_end()  # the sheet put away to look at the table: back on a tap
            return
        if (result.kind == NOTHING and isinstance(where, int) and self.game.heart[where - 1] is not None
                and self.app.settings.get("h2h.move_errors")):
            # Nothing happens (the rules); with move errors on, the player hears why.
            self._note_error_at(where)
            self.toast(t("h2h.move_error.covered"), kind="error")
        if result.kind in (NOTHING, IGNORED_GAME_OVER):
            return
        self.started = self.started or result.is_move  # the spec: time starts with the first move
        self.hint_target = None
        self.message = result.message
        if result.kind == REFUSED and self.app.settings.get("h2h.move_errors"):
            self._note_error_at(where)
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
        self.hint_pair = solver.hint_pair(self.game)
        self.sync()
        self.save()
        passed = ex.passed_pair(self.game, self.hint_pair)
        if passed is not None:  # a pair is open but the hint goes elsewhere: say why
            self.toast(ex.passed_pair_text(passed), 6.0)

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

    # -- drawing ---------------------------------------------------------------------------
    def view(self) -> TableView:
        """What the table shows now: the drawing (:mod:`.draw`) reads only this."""
        g = self.game
        moving = {id(tw.sprite) for tw in self.tweens.running if tw.sprite is not None}
        heart = tuple(self.sprites[p] for p in POSITIONS)
        still = next((i for i, s in enumerate(heart) if id(s) in moving), len(heart))
        where = self.hint_target
        hint_at: pygame.Rect | None = None
        if where is not None and not self.tweens.busy:
            # a card's label points where it stands (a free card is lifted)
            hint_at = (self.L.stock_rect() if where == Pile.STOCK else self.L.waste_rect() if where == Pile.WASTE
                       else self.sprites[int(where)].rect)
        # a dead-end sheet and its Copy code, Share and Menu stand over the buttons under them
        # (and its title says what the "lost" line under them would)
        kept = ([self.app.dialog, *self.app.dialog.extras] if self.dialog_kind() in ("dead_end", "lost")
                else [])
        return TableView(
            heart=heart, still=still, over=g.status == WON, stock_count=len(g.stock), waste=tuple(g.waste),
            hold_stock=bool(self.hold_stock), hold_waste=bool(self.hold_waste),
            stock_sprite=self.stock_sprite, waste_sprite=self.waste_sprite, stock_hinted=self.stock_slot.hint,
            hint_at=hint_at, flyers=tuple(self.flyers), clock=clock_text(self.elapsed), score=g.score,
            moves=g.moves, code=g.code, hints=self.hints, lost=self.lost and g.status == PLAYING and not kept,
            widgets=tuple(w for w in self.widgets if not any(w.rect.colliderect(x.rect) for x in kept)),
            celebration=self.celebration)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self.view(), self.L, self.art, self.heart_layer)

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
