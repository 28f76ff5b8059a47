"""The Heart to Heart lessons' scene: the heart, the stock and the waste at each lesson's position.

The position and the verdict on a move are the rules' (``game.heart_to_heart.lessons``:
``position``, ``check``); the table is the game's own drawing (``draw_table`` of a
``TableView``, the cards' look from ``TableSprites.sync``).  A tap on a free card selects
it, a second card tries the pair, a tap on the stock turns it, a tap on a covered card asks
why it cannot be taken: each move is judged before it is made.  A wrong one is not made and
gets its reason in a sentence or two; a right one is made, with why, and "Next" moves on
(the progress is kept after every step: a quit resumes the lesson there).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.heart_to_heart import lessons as rules
from game.heart_to_heart.layout import POSITIONS
from game.heart_to_heart.state import STOCK, WASTE, Game
from game.i18n import t
from game.ui import text
from game.ui.metrics import Screen
from game.ui.scene import DEFAULT_SHORTCUTS, Parts, Scene, register_scene
from game.ui.scenes.heart_to_heart.draw import HeartLayer, TableView, draw_table
from game.ui.scenes.heart_to_heart.layout import H2HLayout, device_layout
from game.ui.scenes.heart_to_heart.table_sprites import PileTarget, TableSprites, target_of
from game.ui.sprites import CardArt
from game.ui.widgets import Button, message_pill

from .common import Walk, draw_header, pill_width, words


def draw_text_lines(line: str, size: int, width: int, *, screen: Screen) -> list[str]:
    """The header's lines at ``size`` in ``width`` (as :func:`draw_header` wraps them)."""
    return text.wrap(line, text.fit_size(line, size, width - screen.px(8), True, minimum=size - 4, screen=screen),
                     width - screen.px(8), True, screen=screen)


@register_scene("h2h_lesson")
class HeartToHeartLessonScene(Scene):
    """One Heart to Heart lesson at a time, step by step, with Hint, Next, Skip and Back."""

    shortcuts = {**DEFAULT_SHORTCUTS, pygame.K_s: "h2h:stock", pygame.K_w: "h2h:waste", pygame.K_n: "button:next"}

    def __init__(self, parts: Parts, back: str = "menu", lesson: str | None = None, **params: Any) -> None:
        super().__init__(parts, **params)
        self.back_to = back if back in ("menu", "rules") else "menu"
        self.walk = Walk(parts, "h2h", rules, lesson)
        self.game: Game = Game.from_number(0)
        self.solved = False
        self.finished = False
        self.hinted = False
        self.hint_pair: tuple[str, ...] = ()
        self.message: tuple[str, str] = ("", "info")
        self.L: H2HLayout = device_layout(parts.canvas.metrics)
        self.art = CardArt.get(self.L.CARD_W, self.L.CARD_H, self.canvas.look.plain_cards)
        self.layer = HeartLayer()
        self.table = TableSprites(self.L)

    @property
    def step(self) -> rules.Step:
        return self.walk.lesson.steps[self.walk.step]

    # -- life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        self.start_step()

    def start_step(self) -> None:
        self.game = rules.position(self.step)
        self.table.deal(self.game.number, self.L)
        self.solved = self.hinted = False
        self.hint_pair = ()
        self.message = (t(f"lesson.h2h.task.{self.step.goal}"), "info")
        self.build()

    def build(self) -> None:
        L = self.L
        # the table's own places: Hint and Next where Undo and Hint are, Skip on a wide place
        # (its label is long in Russian), Back where Menu is
        spec = (("button:menu", "button:menu", lambda: "← " + t("button.back"), self.on_back, False),
                ("button:hint", "button:undo", "button.hint", self.show_hint, False),
                ("button:skip", "button:deal", "lesson.button.skip", self.skip, False),
                ("button:next", "button:hint", "lesson.button.next", self.next, True),
                ("button:play", "button:hint", "lesson.button.play", self.play_game, True))
        self.widgets = []
        for name, place, label, action, primary in spec:
            rect, size = pygame.Rect(L.buttons[place][0]), L.buttons[place][1]
            if name == "button:skip" and L.kind == "landscape":  # beside the table: a whole row, the
                # message under it
                rect = pygame.Rect(L.buttons["button:restart"][0]).union(L.buttons["button:new"][0])
            self.widgets.append(Button(name, label, rect, action, size=size, primary=primary))
        self.buttons = {w.name: w for w in self.widgets}
        self.sync()

    def relayout(self) -> None:
        self.L = device_layout(self.canvas.metrics)
        self.art = CardArt.get(self.L.CARD_W, self.L.CARD_H, self.canvas.look.plain_cards)
        self.table.relayout(self.L, set())
        self.build()

    def sync(self) -> None:
        """The cards' look from the rules state, the buttons the moment offers."""
        screen = self.canvas.metrics
        self.table.sync(self.game, helping=False, hint_target=self.hint_pair[0] if self.hint_pair else None,
                        hint_pair=self.hint_pair, stuck=(), leaving=set(), screen=screen)
        b = self.buttons
        b["button:next"].visible = self.solved and not self.finished
        b["button:play"].visible = self.finished
        b["button:hint"].enabled = not self.solved
        b["button:skip"].enabled = not self.walk.last_lesson() and not self.finished
        self.canvas.invalidate()

    # -- moves ---------------------------------------------------------------------------
    def tap(self, target: Any) -> None:
        if self.solved:
            return
        g = self.game
        if target == STOCK:
            self.judge((STOCK,))
            return
        if isinstance(target, int) and not g.is_free(target):
            if g.heart[target - 1] is not None:
                self.judge((str(target),))
            return
        if g.selected is None or g.selected == target:
            g.tap(target)  # select, or put the selection down
            self.sync()
            return
        self.judge((str(g.selected), str(target)))

    def judge(self, move: tuple[str, ...]) -> None:
        """The rules' verdict on the move, made only when it is right."""
        g = self.game
        verdict = rules.check(self.step, g, move, hinted=self.hint_pair)
        self.message = (words(verdict.keys, verdict.fields), "success" if verdict.ok else "error")
        if g.selected is not None and (verdict.ok or len(move) == 2):
            g.tap(g.selected)  # put the selection down: the move starts afresh
        if verdict.ok:
            for x in move:
                g.tap(STOCK if x == STOCK else WASTE if x == WASTE else int(x))
            self.solved = True
            self.hint_pair = ()
            if self.walk.solved():
                self.finished = True
                self.message = (self.message[0] + " " + t("lesson.done_all"), "success")
            self.sound.play("pair" if len(move) == 2 else "card")
        self.sync()

    def show_hint(self) -> None:
        if self.solved:
            return
        self.hinted = True
        if self.game.selected is not None:
            self.game.tap(self.game.selected)  # the hint is of the position, nothing chosen
        self.hint_pair = rules.hint_marks(self.game)
        self.message = (t("lesson.h2h.hint.other", **rules.hint_words(self.game, self.hint_pair)), "info")
        self.sync()

    def next(self) -> None:
        if self.solved and self.walk.next():
            self.start_step()
            self.focus = None

    def skip(self) -> None:
        if self.walk.skip():
            self.start_step()

    def play_game(self) -> None:
        self.walk.play_game()

    def on_back(self) -> None:
        self.walk.leave(self.back_to)

    # -- input ---------------------------------------------------------------------------
    def stock_target(self) -> PileTarget:
        screen = self.canvas.metrics
        return self.table.stock_target(self.game, self.L, screen=screen)

    def hittables(self) -> list:
        return self.table.targets(self.game, self.L, self.widgets, screen=self.canvas.metrics)

    def focus_order(self) -> list:
        return self.table.tab_order(self.game, self.L, self.widgets, screen=self.canvas.metrics)

    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        name = getattr(target, "name", None)
        where = target_of(name) if isinstance(name, str) else None
        if where is not None:
            self.tap(where)
        elif target is not None:
            super().on_tap(target, pos)

    # -- drawing -------------------------------------------------------------------------
    def view(self) -> TableView:
        g = self.game
        hint_at: pygame.Rect | None = None
        if self.hint_pair:
            first = self.hint_pair[0]
            hint_at = (self.L.stock_rect() if first == STOCK else self.L.waste_rect() if first == WASTE
                       else self.table.sprites[int(first)].rect)
        return TableView(
            heart=tuple(self.table.cards[p] for p in POSITIONS), still=25, over=False, stock_count=len(g.stock),
            waste=tuple(g.waste), hold_stock=False, hold_waste=False, stock_sprite=self.table.stock_sprite,
            waste_card=self.table.waste, stock_hinted=self.table.stock_slot.hint, hint_at=hint_at, flyers=(),
            clock="", score=g.score, moves=g.moves, code=g.code, hints=0, lost=False,
            widgets=tuple(w for w in self.widgets if w.visible), celebration=None)

    def draw(self, surface: pygame.Surface) -> None:
        screen, look = self.canvas.metrics, self.canvas.look
        L = self.L
        draw_table(surface, self.view(), L, self.art, self.layer, self.canvas.metrics, self.canvas.look)
        # the lesson's title where the game's figures are (the panel): beside the buttons there
        bar = pygame.Rect(0, 0, screen.width, L.PANEL_H - screen.px(2))
        surface.fill(look.palette.panel, bar)
        in_bar = [w for w in self.widgets if w.visible and w.rect.colliderect(bar)]
        right = min((w.rect.left for w in in_bar), default=screen.width) - screen.px(8)
        box = pygame.Rect(screen.px(8), 0, right - screen.px(8), L.PANEL_H)
        size = 22 if screen.big else 19
        lines = len(draw_text_lines(self.walk.header(), size, box.w, screen=screen))
        box.y = max(0, (L.PANEL_H - lines * text.font(size, True, screen=screen).get_linesize()) // 2)
        draw_header(surface, box, self.walk.header(), size, screen=screen, look=look)
        for w in in_bar:
            w.draw(surface, screen, look)
        if self.message[0]:
            if L.kind == "portrait":  # under the heart, over the stock: clear of the buttons
                at, width = (screen.width // 2, L.stock_rect().top - screen.px(16)), screen.width - screen.px(40)
            else:
                at, width = (L.toast_at[0], L.toast_at[1] - screen.px(4)), L.toast_width
            message_pill(surface, self.message[0], self.message[1], at, 24,
                         max_width=pill_width(self.message[1], width), screen=screen, look=look)

    # -- script state --------------------------------------------------------------------
    def state(self) -> dict:
        g = self.game
        return {"scene": self.name, **self.walk.state(), "goal": self.step.goal, "solved": self.solved,
                "finished": self.finished, "message": self.message[0], "kind": self.message[1],
                "selected": None if g.selected is None else str(g.selected), "free": g.free_positions(),
                "waste_top": g.waste_top, "stock": len(g.stock), "hint": list(self.hint_pair),
                "targets": [getattr(h, "name", None) for h in self.hittables()]}
