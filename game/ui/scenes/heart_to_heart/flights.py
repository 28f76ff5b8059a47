"""Cards in flight on the Heart to Heart table: the deal flying out of the stock, a flip,
a recycle, a pair leaving, and the same moves taken back.

The rules state has already changed when these run; they only start tweens that carry the
sprites from where they were (``before``: heart, stock, waste, selection) to where the new
state has them.  ``flyers`` are cards that exist only while they fly (a waste card, a
recycled stack); ``hold_stock`` and ``hold_waste`` count flights still landing on a pile, so
the pile shows the card under them meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable

from game.heart_to_heart.layout import POSITIONS
from game.heart_to_heart.state import FLIP, PAIR, RECYCLE, Game, TapResult
from game.ui.metrics import Screen
from game.ui.scenes.heart_to_heart.layout import H2HLayout
from game.ui.scenes.heart_to_heart.table_sprites import TableSprites, face
from game.ui.sprites import CardSprite
from game.ui.tween import Tweens


class Flights:
    """The table's cards in flight: the tweens that carry them, the heart's cards on their
    way out (``leaving``), the cards that exist only while they fly (``flyers``), and the
    flights still landing on the stock or the waste (``hold_stock``, ``hold_waste``)."""

    def __init__(self, tweens: Tweens, table: TableSprites, L: H2HLayout) -> None:
        self.tweens = tweens
        self.table = table
        self.L = L  # the table's layout (a card landing after a turn lands on the new one)
        self.leaving: set[int] = set()
        self.flyers: list[CardSprite] = []
        self.hold_waste = 0
        self.hold_stock = 0

    def clear(self) -> None:
        """No card in flight (a new deal, a rewind): every tween is finished first."""
        self.tweens.finish_all()
        self.leaving.clear()
        self.flyers.clear()
        self.hold_waste = self.hold_stock = 0

    def relayout(self, new: H2HLayout) -> None:
        """Flyers take the new size; one on its way to the stock or the waste is sent to the
        new pile (a pair on its way out is left to leave)."""
        old, self.L = self.L, new
        old_piles = {old.stock_rect().topleft: "stock", old.waste_rect().topleft: "waste"}
        new_piles = {"stock": new.stock_rect().topleft, "waste": new.waste_rect().topleft}
        for s in self.flyers:
            s.w, s.h = new.CARD_W, new.CARD_H
            pile = old_piles.get((round(s.tx), round(s.ty)))
            if pile is not None:
                s.tx, s.ty = map(float, new_piles[pile])

    def deal_in(self) -> None:
        """A new deal: the heart's cards fly out of the stock one after another."""
        L = self.L
        sx, sy = L.stock_rect().topleft
        for i, p in enumerate(POSITIONS):
            s = self.table.sprites[p]
            home = L.heart_pos(p)
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

    def animate(self, game: Game, result: TapResult, before: tuple, *, screen: Screen) -> None:
        """The move ``result`` just made on ``game``, from the position ``before`` it."""
        heart0, stock0, waste0, _sel = before
        L = self.L
        stock_xy, waste_xy = L.stock_rect().topleft, L.waste_rect().topleft
        if result.kind == FLIP:
            top = game.waste_top
            assert top is not None, "a flip has just put a card on the waste"
            s = self._flyer(top, stock_xy, face_up=False)
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
            # a pair's cards are heart positions and perhaps "waste" (the only name among them)
            rects = [L.waste_rect() if isinstance(c, str) else L.heart_rect(c) for c in result.cards]
            mx = (rects[0].x + rects[1].x) / 2
            my = min(rects[0].y, rects[1].y) - screen.px(24)
            for c in result.cards:
                if isinstance(c, str):
                    s = self._flyer(waste0[-1], waste_xy)
                    done = self._land(s)
                else:
                    s = self.table.sprites[c]
                    s.lift = 0
                    self.leaving.add(c)
                    done = self._gone(game, c)
                self.tweens.move(s, (mx, my), duration=0.24)
                self.tweens.remove(s, duration=0.26, delay=0.18, on_done=done)

    def _gone(self, game: Game, p: int) -> Callable[[], None]:
        def done() -> None:
            self.leaving.discard(p)
            s = self.table.sprites[p]
            s.place(*self.L.heart_pos(p))
            s.visible = game.heart[p - 1] is not None
        return done

    def animate_undo(self, game: Game, before: tuple, *, screen: Screen) -> None:
        """Cards taken back on ``game`` fly to where they were ``before``."""
        heart0, stock0, waste0, _sel = before
        g, L = game, self.L
        heart1, stock1, waste1 = g.heart, g.stock, g.waste
        stock_xy, waste_xy = L.stock_rect().topleft, L.waste_rect().topleft
        for p in POSITIONS:
            if heart0[p - 1] is None and heart1[p - 1] is not None:
                s: CardSprite = self.table.sprites[p]  # (and flyers below)
                self.leaving.discard(p)
                hx, hy = L.heart_pos(p)
                s.place(hx, hy - screen.px(150))
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
            s = self._flyer(waste1[-1], (waste_xy[0], waste_xy[1] - screen.px(150)))
            s.alpha = 0
            self.hold_waste += 1
            self._fade_in(s)
            self.tweens.move(s, waste_xy, duration=0.32, on_done=self._land(s, "waste"))

    def _fade_in(self, s: CardSprite) -> None:
        s.alpha = 0

        def step(p: float) -> None:
            s.alpha = round(255 * p)

        self.tweens.add(0.25, step)
