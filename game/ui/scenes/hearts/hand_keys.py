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

from game.cards import Card
from game.ui import focus
from game.ui.sprites import CardSprite

#: The arrows that move within the hand, and which way.
HAND_ARROWS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}


class HandKeys:
    """Arrows in the hand and the hint's focus: where the keyboard's focus goes (the scene
    keeps the focus and the targets; this says where a key takes it)."""

    def __init__(self, targets: Callable[[], list], hand: Callable[[], list[CardSprite]]) -> None:
        #: The scene's focus targets (cards that cannot be played already left out).
        self.targets = targets
        #: The hand's sprites on show, in the hand's order.
        self.hand = hand

    def hand_targets(self) -> list[CardSprite]:
        """The hand's cards the keyboard can reach, in the hand's order."""
        return [h for h in self.targets() if isinstance(h, CardSprite)]

    def focused_card(self, focus_name: str | None) -> CardSprite | None:
        return next((s for s in self.hand_targets() if s.name == focus_name), None)

    def move(self, focus_name: str | None, key: int) -> str | None:
        """Where an arrow (a key of :data:`HAND_ARROWS`) takes the focus from
        ``focus_name``: the next card, the first card if the focused one left the hand, a
        button beside the hand's end; None: it stays."""
        cards = self.hand_targets()
        cur = self.focused_card(focus_name)
        if cur is None:  # the hand changed while the key waited: its first card
            return cards[0].name if cards else None
        step = HAND_ARROWS[key]
        i = cards.index(cur) + step
        if 0 <= i < len(cards):
            return cards[i].name
        return self._past_the_hand(cur, step)

    def _past_the_hand(self, cur: CardSprite, step: int) -> str | None:
        """At the hand's end: the nearest target lying wholly beyond the hand that way and
        level with it (a button beside it), else None (the focus stays)."""
        hand = [s.rect for s in self.hand()]
        box = hand[0].unionall(hand[1:])
        beyond = [h for h in self.targets() if not isinstance(h, CardSprite)
                  and (h.rect.left >= box.right if step > 0 else h.rect.right <= box.left)
                  and focus.in_beam(box, pygame.Rect(h.rect), (step, 0))]  # level with the hand
        i = focus.nearest(cur.rect, [pygame.Rect(h.rect) for h in beyond], (step, 0))
        return beyond[i].name if i is not None else None


def playable_targets(targets: list) -> list:
    """Focus targets without the cards that cannot be played now."""
    return [h for h in targets if not (isinstance(h, CardSprite) and h.disabled)]


def hint_focus(hand: list[Card], hint_cards: list[Card], raised: list[Card]) -> str | None:
    """Where the focus goes when a hint arrives: Pass when the hint raised its three cards
    to pass, else the hinted card (None: no hinted card in the hand)."""
    hinted = [c for c in hand if c in hint_cards]
    if not hinted:
        return None
    passing = len(hinted) == 3 and sorted(map(str, raised)) == sorted(map(str, hinted))
    return "button:confirm" if passing else f"hearts:card:{hinted[0]}"
