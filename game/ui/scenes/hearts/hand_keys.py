"""The keyboard in the person's hand at the Hearts table: Left and Right go from card to
card of the hand (in its order, the next row after the last card of a row), over the cards
that cannot be played now; at an end of the hand they go on only to a button lying wholly
beyond it that way (Hint, right of a desktop's hand), else stay.  Tab, Up and Down leave
the hand (the focus rule of game/ui/focus.py).  A card that cannot be played is not a focus target
at all, so Tab skips it too.  When a hint arrives the focus goes to the hinted card, so
Enter plays it; at the pass the hint raises its three cards and the focus goes to Pass, so
Enter passes them.  H is a key, so it turns the focus ring on.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import focus
from game.ui.scenes.hearts.layout import SOUTH
from game.ui.sprites import CardSprite

from .table_state import TableState

#: The arrows that move within the hand, and which way.
HAND_ARROWS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}


class HandKeys(TableState):
    """Arrows in the hand and the hint's focus (a mixin of :class:`HeartsScene`, listed
    before the mixins whose ``focus_order``, ``wants_key``, ``on_key`` and
    ``_hint_ready`` it extends)."""

    focus: str | None
    hand_sprites: Callable[[], list[CardSprite]]

    def focus_order(self) -> list:
        """The scene's focus targets without the cards that cannot be played now."""
        return [h for h in super().focus_order()  # type: ignore[misc]
                if not (isinstance(h, CardSprite) and h.disabled)]

    def hand_targets(self) -> list[CardSprite]:
        """The hand's cards the keyboard can reach, in the hand's order."""
        return [h for h in self.focus_order() if isinstance(h, CardSprite)]

    def _focused_card(self) -> CardSprite | None:
        return next((s for s in self.hand_targets() if s.name == self.focus), None)

    def wants_key(self, event: pygame.event.Event) -> bool:
        if (event.key in HAND_ARROWS and self.panel is None and self.app.keyboard_mode
                and self._focused_card() is not None):
            return True
        return super().wants_key(event)  # type: ignore[misc]

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in HAND_ARROWS and self.panel is None:
            cards = self.hand_targets()
            cur = self._focused_card()
            if cur is None:  # the hand changed while the key waited: its first card
                if cards:
                    self.focus = cards[0].name
                return True
            step = HAND_ARROWS[event.key]
            i = cards.index(cur) + step
            if 0 <= i < len(cards):
                self.focus = cards[i].name
            else:
                self._past_the_hand(cur, step)
            self.app.invalidate()
            return True
        if event.key == pygame.K_h and self.panel is None:
            self.app.keyboard_mode = True  # the hint's card gets the ring (below)
        return super().on_key(event)  # type: ignore[misc]

    def _past_the_hand(self, cur: CardSprite, step: int) -> None:
        """At the hand's end: the nearest target lying wholly beyond the hand that way and
        level with it (a button beside it), else the focus stays."""
        hand = [s.rect for s in self.hand_sprites()]
        box = hand[0].unionall(hand[1:])
        beyond = [h for h in self.focus_order() if not isinstance(h, CardSprite)
                  and (h.rect.left >= box.right if step > 0 else h.rect.right <= box.left)
                  and focus.in_beam(box, pygame.Rect(h.rect), (step, 0))]  # level with the hand
        i = focus.nearest(cur.rect, [pygame.Rect(h.rect) for h in beyond], (step, 0))
        if i is not None:
            self.focus = beyond[i].name

    def _hint_ready(self) -> None:
        super()._hint_ready()  # type: ignore[misc]
        hand = [c for c in self.match.hands[SOUTH] if c in self.hint_cards]
        if not hand:
            return
        passing = len(hand) == 3 and sorted(map(str, self.raised)) == sorted(map(str, hand))
        self.focus = "button:confirm" if passing else f"hearts:card:{hand[0]}"
        self.app.invalidate()
