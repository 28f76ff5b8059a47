"""The Heart to Heart table's sprites: the cards (all hearts), the piles' tap targets, and
their look set from the rules state.

``sync`` asks the rules module what is free, selected, outlined or dimmed and writes it into
the sprites' flags; the drawing code (:mod:`.draw`) reads only those flags.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.cards import Card, Suit
from game.heart_to_heart.ranks import card_rank
from game.heart_to_heart.state import PLAYING, WON, Game, Pile
from game.ui import theme
from game.ui.sprites import CardSprite
from game.ui.widgets import Button

#: How far a selected card rises, in design pixels (``theme.px`` at drawing).
LIFT = 10
#: How far a free card stands above the covered ones (with its light rim): the heart reads
#: "these you can take" without greying the rest out.
FREE_LIFT = 3


def face(rank: int) -> Card:
    """All cards of this game are hearts; only the rank matters."""
    return Card(card_rank(rank), Suit.HEARTS)


def target_of(name: str) -> Any | None:
    """``h2h:17`` -> 17, ``h2h:stock`` -> "stock", ``h2h:waste`` -> "waste"."""
    if not name.startswith("h2h:"):
        return None
    rest = name[4:]
    if rest in (Pile.STOCK, Pile.WASTE):
        return Pile(rest)
    return int(rest) if rest.isdigit() else None


class TableCard(CardSprite):
    """A card of the heart or the waste: the table's own flags beside the sprite's.  They are
    written by :meth:`TableSprites.sync` and read by the drawing with ``getattr`` (default
    False), so a card not yet synced draws plain."""

    faded: bool  # a light veil: a card is selected and this one cannot pair with it
    outlined: bool  # the selection help's rim: a tappable card with a partner in reach
    covered: bool  # shown, but not free yet
    stuck: bool  # named by the dead-end explanation


class PileTarget:
    """The empty stock or waste: a named place a tap can land on."""

    focusable = True
    focus_group = "table"  # arrows walk the table's cards and piles first (game/ui/focus.py)

    def __init__(self, name: str, rect: pygame.Rect) -> None:
        self.name = name
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True

    #: Whether the hint points at this pile; set by :meth:`TableSprites.sync` before it is read.
    hint: bool

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.enabled and self.rect.collidepoint(pos)




class TableSprites:
    """Sprite flags from the rules state (a mixin of :class:`HeartToHeartScene`)."""

    app: Any
    game: Game
    sprites: dict[int, TableCard]
    leaving: set[int]
    hint_target: str | None
    hint_pair: tuple[str, ...]
    stuck: tuple[int, ...]
    celebration: Any
    stock_sprite: CardSprite
    waste_sprite: TableCard
    stock_slot: PileTarget
    _buttons: dict[str, Button]

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
        # the hinted move's two cards are both marked (the tag stands on the one to tap first)
        hinted = {self.hint_target, *self.hint_pair} if self.hint_target is not None else set()
        for p, s in self.sprites.items():
            if p not in self.leaving:
                s.visible = heart[p - 1] is not None
            s.selected = g.selected == p
            s.faded = p in dimmed  # drawn by the scene (a light veil)
            s.hint = str(p) in hinted
            s.outlined = p in outlined and p not in dimmed and not s.selected
            s.covered = s.visible and p not in free and p not in self.leaving
            # free cards stand a little above the covered ones (a selected one clearly)
            s.lift = theme.px(LIFT) if s.selected else theme.px(FREE_LIFT) if p in free and not s.faded else 0
            s.stuck = p in self.stuck
        top = g.waste_top
        if top is not None:
            self.waste_sprite.card = face(top)
        self.waste_sprite.selected = g.selected == Pile.WASTE
        self.waste_sprite.lift = theme.px(LIFT) if self.waste_sprite.selected else 0
        self.waste_sprite.faded = Pile.WASTE in dimmed
        self.waste_sprite.hint = Pile.WASTE in hinted
        self.waste_sprite.outlined = Pile.WASTE in outlined and Pile.WASTE not in dimmed and g.selected != Pile.WASTE
        self.stock_sprite.hint = self.hint_target == Pile.STOCK
        self.stock_slot.hint = self.hint_target == Pile.STOCK
        if hasattr(self, "_buttons"):
            self._buttons["button:undo"].enabled = g.can_undo and self.celebration is None
            self._buttons["button:hint"].enabled = g.status == PLAYING
            self._buttons["button:restart"].enabled = g.moves > 0 or g.status == WON
        self.app.invalidate()
