"""The Hearts table's card sprites moved towards the engine's state: the person's hand in
its fan (raised, hinted, unplayable), the trick in the middle, a deal, a pass and a trick
collected by its taker.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from game.cards import Card, full_deck
from game.hearts import Match
from game.hearts.kinds import Phase
from game.hearts.trick import Trick
from game.ui.metrics import Screen
from game.ui.scenes.hearts.layout import HINT_LIFT, RAISE, SOUTH, HeartsLayout
from game.ui.sprites import CardLook, CardSprite
from game.ui.tween import Tweens


class TableSprites:
    """The 52 card sprites and their moves: the person's hand in its fan (raised, hinted,
    unplayable), the trick in the middle, a deal, a pass, a trick collected."""

    def __init__(self, tweens: Tweens) -> None:
        self.tweens = tweens
        self.sprites: dict[Card, CardSprite] = {}

    def make(self, w: int, h: int, look: CardLook | None = None) -> None:
        """One hidden sprite per card of the deck, ``w`` x ``h``, painted in ``look`` (the
        table's: four colours if the player asked)."""
        for card in full_deck():
            s = CardSprite(card, name=None, face_up=True, size=(w, h))
            s.visible = False
            s.look = look
            self.sprites[card] = s

    def resize(self, w: int, h: int) -> None:
        for s in self.sprites.values():
            s.w, s.h = w, h

    def hide_all(self) -> None:
        for s in self.sprites.values():
            s.visible = False

    def hand_cards(self, match: Match) -> list[Card]:
        """South's cards on the table (without those chosen to pass once sent)."""
        hand = list(match.hands[SOUTH])
        if match.phase == Phase.PASS and (chosen := match.passes[SOUTH]) is not None:
            hand = [c for c in hand if c not in chosen]
        return hand

    def hand_sprites(self, match: Match) -> list[CardSprite]:
        return [self.sprites[c] for c in self.hand_cards(match) if self.sprites[c].visible]

    def place(self, L: HeartsLayout, match: Match, trick: Trick, *, raised: list[Card], hints: list[Card],
              legal: set[Card] | None, animate: bool, screen: Screen) -> list[CardSprite]:
        """Move every sprite towards what the engine says (the hand with its flags, the
        ``trick`` in the middle); returns the trick's sprites."""
        hand = self.hand_cards(match)
        positions = L.hand_positions(len(hand))
        hand_w, hand_h = L.hand_card
        self.mark(L, hand, raised=raised, hints=hints, legal=legal, screen=screen)
        for card, (x, y) in zip(hand, positions, strict=False):
            s = self.sprites[card]
            s.w, s.h = hand_w, hand_h  # (large cards: the hand's are bigger than the trick's)
            s.name = f"hearts:card:{card}"
            s.face_up = True
            if not s.visible:
                s.place(x, y)
                s.visible = True
            if animate:
                if (s.tx, s.ty) != (x, y) or (s.x, s.y) != (x, y):
                    self.tweens.move(s, (x, y), duration=0.25)
            else:
                s.place(x, y)
        for i, card in enumerate(trick.cards):
            seat = (trick.leader + i) % 4
            s = self.sprites[card]
            s.visible = True
            s.w, s.h = L.card_w, L.card_h
            s.name = None
            s.lift = 0
            s.disabled = s.selected = s.hint = False
            x, y = trick_position(L, seat)
            if animate:
                if (s.tx, s.ty) != (x, y) or (s.x, s.y) != (x, y):
                    self.tweens.move(s, (x, y), duration=0.3)
            else:
                s.place(x, y)
        return [self.sprites[c] for c in trick.cards]

    def mark(self, L: HeartsLayout, hand: Sequence[Card], *, raised: Collection[Card], hints: Collection[Card],
             legal: Collection[Card] | None, screen: Screen) -> None:
        """The marks of the ``hand``'s cards: chosen to pass (``raised``), hinted, unplayable
        (not in ``legal``; ``None``: none is), and how far each rises."""
        positions = L.hand_positions(len(hand))
        room = lift_room(positions, L.hand_card[1])
        for card, (_x, y) in zip(hand, positions, strict=False):
            s = self.sprites[card]
            s.selected = card in raised
            s.hint = card in hints
            s.disabled = legal is not None and card not in legal
            s.dimmed = False
            # Received cards stay in line (a tag says "received"): only chosen pass cards
            # and hinted ones rise, so nothing received looks chosen.
            # A card of the hand's lower row rises no further than the gap under the row
            # above (its frame still says chosen or hinted), so it never covers a card there.
            lift = screen.px(RAISE) if card in raised else screen.px(HINT_LIFT) if card in hints else 0
            s.lift = min(lift, room.get(y, lift))

    def played(self, L: HeartsLayout, seat: int, card: Card) -> CardSprite:
        """``card`` just played by ``seat``: shown (a computer's from its backs), plain."""
        sprite = self.sprites[card]
        if seat != SOUTH:
            cx, cy = L.BACKS_CENTRE[seat]
            sprite.place(cx - L.card_w / 2, cy - L.card_h / 2)
            sprite.lift = 0
        sprite.visible = True
        sprite.name = None
        for flag in ("selected", "hint", "disabled", "dimmed"):
            setattr(sprite, flag, False)
        return sprite

    def collect(self, L: HeartsLayout, winner: int, sprites: list[CardSprite], done: Callable[[], None]) -> None:
        """The trick's ``sprites`` fly to ``winner`` (South: its plate), hidden there; then
        ``done`` (at once when there are none)."""
        if winner == SOUTH:
            to = (L.PLATES[0].centerx - L.card_w / 2, L.PLATES[0].centery - L.card_h / 2)
        else:
            cx, cy = L.BACKS_CENTRE[winner]
            to = (cx - L.card_w / 2, cy - L.card_h / 2)

        def landed() -> None:
            for s in sprites:
                s.visible = False
            done()

        for i, s in enumerate(sprites):
            self.tweens.move(s, to, duration=0.32, on_done=landed if i == len(sprites) - 1 else None)
        if not sprites:
            landed()

    def send(self, L: HeartsLayout, cards: list[Card], target: int) -> None:
        """Cards passed to ``target``: they fly to its backs and are hidden there."""
        cx, cy = L.BACKS_CENTRE[target]
        for c in cards:
            s = self.sprites[c]
            s.name = None
            s.lift = 0
            s.selected = False

            def hide(s: CardSprite = s) -> None:  # gone behind the receiver's backs once there
                s.visible = False

            self.tweens.move(s, (cx - L.card_w / 2, cy - L.card_h / 2), duration=0.35, on_done=hide)

    def receive(self, L: HeartsLayout, cards: list[Card], source: int) -> None:
        """Cards received from ``source``: shown at its backs (the next placing flies them in)."""
        cx, cy = L.BACKS_CENTRE[source]
        for c in cards:
            s = self.sprites[c]
            s.place(cx - L.card_w / 2, cy - L.card_h / 2)
            s.visible = True

    def deal(self, L: HeartsLayout, cards: list[Card]) -> None:
        """A new hand: its cards start in the middle (the next placing flies them in)."""
        for c in cards:
            self.sprites[c].place(L.TRICK_CENTRE[0] - L.card_w / 2, L.TRICK_CENTRE[1] - L.card_h / 2)


def trick_position(L: HeartsLayout, seat: int) -> tuple[float, float]:
    """Where ``seat``'s card of the trick lies: its seat's offset from the trick's centre."""
    dx, dy = L.TRICK_OFFSET[seat]
    return L.TRICK_CENTRE[0] + dx - L.card_w / 2, L.TRICK_CENTRE[1] + dy - L.card_h / 2


def show_trick(sprites: dict[Card, CardSprite], plays: list[tuple[int, Card]], L: HeartsLayout) -> list[CardSprite]:
    """The trick's cards shown plain at their seats' places at once (a still table: a lesson, a puzzle)."""
    shown = []
    for seat, card in plays:
        s = sprites[card]
        s.name = None
        s.visible = True
        s.lift = 0
        s.selected = s.hint = s.disabled = s.enabled = False
        s.place(*trick_position(L, seat))
        shown.append(s)
    return shown


def lift_room(positions: list[tuple[float, float]], card_h: int) -> dict[float, int]:
    """The most a card may rise in each row of the hand that has another row above it:
    the gap between the two (never below zero).  Rows with nothing above are absent."""
    rows = sorted({y for _x, y in positions})
    return {y: max(0, int(y - (above + card_h))) for above, y in zip(rows, rows[1:], strict=False)}
