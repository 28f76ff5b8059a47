"""The Hearts table's card sprites moved towards the engine's state: the person's hand in
its fan (raised, hinted, unplayable), the trick in the middle, and what a tap can reach.
"""

from __future__ import annotations

from collections.abc import Callable

from game.cards import Card
from game.hearts.kinds import Phase
from game.hearts.trick import Trick
from game.ui import theme
from game.ui.scenes.hearts.layout import HINT_LIFT, RAISE, SOUTH
from game.ui.sprites import CardLook, CardSprite, card_look

from .table_state import TableState


class TableSprites(TableState):
    """Placing the sprites (a mixin of :class:`HeartsScene`)."""

    shown: Trick | None
    trick_sprites: list[CardSprite]
    widgets: list
    south_to_play: Callable[[], bool]

    @property
    def card_look(self) -> CardLook:
        """How this table's card faces are painted: four colours if the player asked."""
        return card_look(four_colour=self.app.settings.get("comfort.four_colour_suits"))

    def hand_positions(self, cards: list[Card]) -> list[tuple[float, float]]:
        return self.L.hand_positions(len(cards))

    def layout(self, animate: bool) -> None:
        """Move every sprite towards what the engine says (hand, trick, flags)."""
        m = self.match
        hand = list(m.hands[SOUTH])
        if m.phase == Phase.PASS and (chosen := m.passes[SOUTH]) is not None:
            hand = [c for c in hand if c not in chosen]
        legal = set(m.legal(SOUTH)) if self.south_to_play() else None
        hints = set(self.hint_cards)
        positions = self.hand_positions(hand)
        hand_w, hand_h = self.L.hand_card
        room = lift_room(positions, hand_h)
        for card, (x, y) in zip(hand, positions, strict=False):
            s = self.sprites[card]
            s.w, s.h = hand_w, hand_h  # (large cards: the hand's are bigger than the trick's)
            s.name = f"hearts:card:{card}"
            s.face_up = True
            if not s.visible:
                s.place(x, y)
                s.visible = True
            s.selected = card in self.raised
            s.hint = card in hints
            s.disabled = legal is not None and card not in legal
            s.dimmed = False
            # Received cards stay in line (a tag says "received"): only chosen pass cards
            # and hinted ones rise, so nothing received looks chosen.
            # A card of the hand's lower row rises no further than the gap under the row
            # above (its frame still says chosen or hinted), so it never covers a card there.
            lift = theme.px(RAISE) if card in self.raised else theme.px(HINT_LIFT) if card in hints else 0
            s.lift = min(lift, room.get(y, lift))
            if animate:
                if (s.tx, s.ty) != (x, y) or (s.x, s.y) != (x, y):
                    self.tweens.move(s, (x, y), duration=0.25)
            else:
                s.place(x, y)
        cards = self.shown.cards if self.shown is not None else m.current_trick.cards
        leader = self.shown.leader if self.shown is not None else m.current_trick.leader
        for i, card in enumerate(cards):
            seat = (leader + i) % 4
            s = self.sprites[card]
            s.visible = True
            s.w, s.h = self.L.card_w, self.L.card_h
            s.name = None
            s.lift = 0
            s.disabled = s.selected = s.hint = False
            dx, dy = self.L.TRICK_OFFSET[seat]
            x, y = self.L.TRICK_CENTRE[0] + dx - self.L.card_w / 2, self.L.TRICK_CENTRE[1] + dy - self.L.card_h / 2
            if animate:
                if (s.tx, s.ty) != (x, y) or (s.x, s.y) != (x, y):
                    self.tweens.move(s, (x, y), duration=0.3)
            else:
                s.place(x, y)
        self.trick_sprites = [self.sprites[c] for c in cards]
        self.app.invalidate()

    def hand_sprites(self) -> list[CardSprite]:
        m = self.match
        cards = list(m.hands[SOUTH])
        if m.phase == Phase.PASS and (chosen := m.passes[SOUTH]) is not None:
            cards = [c for c in cards if c not in chosen]
        return [self.sprites[c] for c in cards if self.sprites[c].visible]

    def hittables(self) -> list:
        if self.panel is not None:
            return list(self.panel.buttons)
        return self.hand_sprites() + [w for w in self.widgets if w.visible]

    def focus_order(self) -> list:
        return [h for h in self.hittables()
                if getattr(h, "enabled", True) and getattr(h, "focusable", True) and h.name]


def lift_room(positions: list[tuple[float, float]], card_h: int) -> dict[float, int]:
    """The most a card may rise in each row of the hand that has another row above it:
    the gap between the two (never below zero).  Rows with nothing above are absent."""
    rows = sorted({y for _x, y in positions})
    return {y: max(0, int(y - (above + card_h))) for above, y in zip(rows, rows[1:], strict=False)}
