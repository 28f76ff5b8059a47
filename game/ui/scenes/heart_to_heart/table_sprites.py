"""The Heart to Heart table's sprites: the cards (all hearts), the piles' tap targets, and
their look set from the rules state.

``TableSprites.sync`` asks the rules module what is free, selected, outlined or dimmed and
writes it into the sprites' flags and the cards' marks; the drawing (:mod:`.draw`) reads
only those.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.cards import Card, Suit
from game.heart_to_heart.deal import deck_for
from game.heart_to_heart.layout import POSITIONS
from game.heart_to_heart.ranks import card_rank
from game.heart_to_heart.state import Game, Pile
from game.ui.metrics import Screen
from game.ui.scenes.heart_to_heart import effects as fx
from game.ui.scenes.heart_to_heart.layout import H2HLayout
from game.ui.sprites import CardSprite

#: How far a selected card rises, in design pixels (``screen.px`` at drawing).
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


@dataclass(eq=False)
class TableCard:
    """A card of the heart or the waste: the sprite that moves, is tapped and drawn, and the
    table's own marks beside it.  The marks are written by :meth:`TableSprites.sync` and
    read by the drawing; a card not yet synced draws plain."""

    sprite: CardSprite
    faded: bool = False  # a light veil: a card is selected and this one cannot pair with it
    outlined: bool = False  # the selection help's rim: a tappable card with a partner in reach
    covered: bool = False  # shown, but not free yet
    stuck: bool = False  # named by the dead-end explanation


def stock_badge_center(stock: pygame.Rect, *, screen: Screen) -> tuple[int, int]:
    """Where the stock's count badge stands: on its top right corner."""
    return stock.right - screen.px(6), stock.top + screen.px(6)


def stock_focus_rect(stock: pygame.Rect, count: int, *, screen: Screen) -> pygame.Rect:
    """The stock with its count badge: what the keyboard's focus ring goes round, so the
    ring never runs across the count."""
    if not count:
        return pygame.Rect(stock)
    return stock.union(fx.badge_rect(str(count), stock_badge_center(stock, screen=screen), screen=screen))


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
    """The table's sprites: the heart's 25 cards, the stock and the waste with their tap
    targets, and their look set from the rules state (:meth:`sync`)."""

    def __init__(self, L: H2HLayout) -> None:
        size = (L.CARD_W, L.CARD_H)
        #: The heart's cards by position (``sprites``: the same cards' sprites).
        self.cards: dict[int, TableCard] = {}
        self.sprites: dict[int, CardSprite] = {}
        self.stock_sprite = CardSprite(face(1), name="h2h:stock", face_up=False, pos=L.stock_rect().topleft,
                                       size=size)
        self.stock_slot = PileTarget("h2h:stock", L.stock_rect())
        #: The stock with cards as taps and the keyboard find it: the pile and its count badge.
        self.stock_ring = PileTarget("h2h:stock", L.stock_rect())
        self.waste = TableCard(CardSprite(face(1), name="h2h:waste", pos=L.waste_rect().topleft, size=size))
        self.waste_sprite = self.waste.sprite
        self.waste_slot = PileTarget("h2h:waste", L.waste_rect())

    def deal(self, number: int, L: H2HLayout) -> None:
        """The heart's cards of deal ``number``, each at its place."""
        deck = deck_for(number)
        self.cards = {
            p: TableCard(CardSprite(face(deck[p - 1]), name=f"h2h:{p}", pos=L.heart_pos(p),
                                    size=(L.CARD_W, L.CARD_H)))
            for p in POSITIONS
        }
        self.sprites = {p: c.sprite for p, c in self.cards.items()}

    def relayout(self, L: H2HLayout, leaving: set[int]) -> None:
        """Cards of the new size at the new places (cards leaving are left to leave)."""
        s: CardSprite
        for p, s in self.sprites.items():
            s.w, s.h = L.CARD_W, L.CARD_H
            if p not in leaving:
                s.place(*L.heart_pos(p))
        for s, rect in ((self.stock_sprite, L.stock_rect()), (self.waste_sprite, L.waste_rect())):
            s.w, s.h = L.CARD_W, L.CARD_H
            s.place(*rect.topleft)
        self.stock_slot.rect, self.waste_slot.rect = L.stock_rect(), L.waste_rect()

    def stock_target(self, game: Game, L: H2HLayout, *, screen: Screen) -> PileTarget:
        """The stock as taps and the keyboard find it: with cards, the pile and its count
        badge (so the focus ring goes round the count, never across it); else its slot."""
        if not game.stock:
            return self.stock_slot
        self.stock_ring.rect = stock_focus_rect(L.stock_rect(), len(game.stock), screen=screen)
        return self.stock_ring

    def targets(self, game: Game, L: H2HLayout, widgets: Sequence[Any], *, screen: Screen) -> list:
        """What a tap can find: the heart's cards on show, the stock, the waste (or its slot),
        then the widgets shown."""
        items: list = [self.sprites[p] for p in POSITIONS if self.sprites[p].visible]
        items.append(self.stock_target(game, L, screen=screen))
        items.append(self.waste_sprite if game.waste else self.waste_slot)
        return items + [w for w in widgets if w.visible]

    def tab_order(self, game: Game, L: H2HLayout, widgets: Sequence[Any], *, screen: Screen) -> list:
        """Tab reads the table in order: the cards a tap can use (covered cards are skipped),
        then the piles, then the buttons row by row, left to right."""
        cards = [self.sprites[p] for p in game.free_positions() if self.sprites[p].visible]
        piles: list = [self.stock_target(game, L, screen=screen)]
        if game.waste:
            piles.append(self.waste_sprite)
        buttons = sorted((w for w in widgets if w.visible and w.enabled), key=lambda w: (w.rect.top, w.rect.left))
        return cards + piles + buttons

    def sync(self, game: Game, *, helping: bool, hint_target: str | None, hint_pair: tuple[str, ...],
             stuck: tuple[int, ...], leaving: set[int], screen: Screen) -> None:
        """Set every card's flags and marks from the rules state (positions are fixed):
        ``helping`` is the selection help, ``stuck`` the cards a dead end names."""
        g = game
        heart = g.heart
        free = set(g.free_positions())
        outlined = set(g.outlined()) if helping else set()
        dimmed = set(g.dimmed()) if helping else set()
        # the hinted move's two cards are both marked (the tag stands on the one to tap first)
        hinted = {hint_target, *hint_pair} if hint_target is not None else set()
        for p, c in self.cards.items():
            s = c.sprite
            if p not in leaving:
                s.visible = heart[p - 1] is not None
            s.selected = g.selected == p
            c.faded = p in dimmed  # drawn by the table (a light veil)
            s.hint = str(p) in hinted
            c.outlined = p in outlined and p not in dimmed and not s.selected
            c.covered = s.visible and p not in free and p not in leaving
            # free cards stand a little above the covered ones (a selected one clearly)
            s.lift = screen.px(LIFT) if s.selected else screen.px(FREE_LIFT) if p in free and not c.faded else 0
            c.stuck = p in stuck
        top = g.waste_top
        waste = self.waste_sprite
        if top is not None:
            waste.card = face(top)
        waste.selected = g.selected == Pile.WASTE
        waste.lift = screen.px(LIFT) if waste.selected else 0
        self.waste.faded = Pile.WASTE in dimmed
        waste.hint = Pile.WASTE in hinted
        self.waste.outlined = Pile.WASTE in outlined and Pile.WASTE not in dimmed and g.selected != Pile.WASTE
        self.stock_sprite.hint = hint_target == Pile.STOCK
        self.stock_slot.hint = hint_target == Pile.STOCK
