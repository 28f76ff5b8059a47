"""Four-colour suits on every screen that shows Hearts cards: with the setting on, clubs are
green and diamonds blue on the table, in Why? (from the table, the review and the daily
puzzle), on the puzzle's table, in its list of tricks and on Hearts' rules page.

Each screen is drawn by the real app and its pixels read: a club or diamond shown there
carries the four-colour ink and never the black or red one.
"""

from __future__ import annotations

import pygame

from devkit.harness import HEARTS_CODE, hearts_until, open_app, settle, tap
from game.cards import Card, Suit
from game.ui.look import card_look
from game.ui.sprites import CLUBS_GREEN, CLUBS_MARK, DIAMONDS_BLUE, DIAMONDS_MARK

ON = {"comfort.four_colour_suits": True}
#: The inks a club or diamond must have (four colours) and must not have (red and black).
WANT = {Suit.CLUBS: CLUBS_GREEN, Suit.DIAMONDS: DIAMONDS_BLUE}
NOT = {Suit.CLUBS: card_look().ink(Suit.CLUBS), Suit.DIAMONDS: card_look().ink(Suit.DIAMONDS)}


def count(surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect | None = None) -> int:
    """How many pixels of ``rect`` (default: all) of ``surface`` are exactly ``colour``."""
    area = surface.subsurface((rect or surface.get_rect()).clip(surface.get_rect()))
    return pygame.mask.from_threshold(area, (*colour, 255), (1, 1, 1, 255)).count()


def visible_corners(rects: list[pygame.Rect], shown: int | None = None) -> list[pygame.Rect]:
    """The top-left part of each of a fan's cards that the next one leaves visible (its index)."""
    out = []
    for i, r in enumerate(rects):
        w = r.w if i + 1 == len(rects) else max(1, min(r.w, rects[i + 1].x - r.x))
        out.append(pygame.Rect(r.x, r.y, w, min(r.h, shown or r.h) // 2))
    return out


def assert_four_colours(surface: pygame.Surface, cards: list[tuple[Card, pygame.Rect]]) -> int:
    """Every club and diamond among ``cards`` (each with its visible part) is painted in its
    four-colour ink; returns how many were checked."""
    checked = 0
    for card, rect in cards:
        if card.suit not in WANT:
            continue
        assert count(surface, WANT[card.suit], rect), f"{card} has no four-colour ink"
        assert not count(surface, NOT[card.suit], rect), f"{card} is painted red and black"
        checked += 1
    return checked


def why_cards(app) -> tuple[pygame.Surface, list[tuple[Card, pygame.Rect]]]:
    """The open Why? screen drawn, and its cards with their visible parts."""
    from game.ui.scenes.hearts.analysis_screen import AnalysisScreen

    screen = app.nav.stack.screens[-1]
    assert isinstance(screen, AnalysisScreen) and screen.analysis is not None
    surface = pygame.Surface(app.display.screen.get_size())
    app.nav.scene.draw(surface)
    screen.draw(surface)
    assert screen.grid is not None
    out = []
    for cell in screen.cells:
        out += zip(cell.row.choice, visible_corners(list(cell.cards), screen.grid.shown), strict=True)
    return surface, out


def test_the_hearts_table_its_why_and_the_reviews_why_paint_four_colours(tmp_path):
    with open_app(tmp_path, (1280, 720), settings=ON, game=HEARTS_CODE) as app:
        hearts_until(app, lambda s: s.south_to_play() and len(s.match.legal(0)) > 1)
        hand = app.nav.scene.hand_sprites()
        app.nav.scene.draw(app.display.screen)
        corners = visible_corners([s.rect for s in hand])
        assert assert_four_colours(app.display.screen, [(s.card, r) for s, r in zip(hand, corners, strict=True)
                                                if not s.disabled])  # (the others dimmed)
        tap(app, "button:hint")
        tap(app, "button:hint")  # Why?
        surface, cards = why_cards(app)
        assert assert_four_colours(surface, cards)
        tap(app, "button:close")
        hearts_until(app, lambda s: s.panel is not None and s.panel.kind == "summary")
        tap(app, "button:review")
        checked = 0
        for _ in range(13):
            tap(app, "button:review_next")
            if "button:review_why" in app.router.named_targets():
                tap(app, "button:review_why")
                surface, cards = why_cards(app)
                checked += assert_four_colours(surface, cards)
                tap(app, "button:close")
            if checked:
                break
        assert checked


def test_the_daily_puzzle_its_tricks_and_its_why_paint_four_colours(tmp_path):
    with open_app(tmp_path, (390, 844), settings=ON) as app:
        app.nav.go("hearts_puzzle", date="2026-12-05")
        settle(app)
        scene = app.nav.scene
        assert scene.puzzle is not None
        app.nav.scene.draw(app.display.screen)
        shown = scene.hand + scene.trick
        cards = [(s.card, r) for s, r in zip(scene.hand, visible_corners([s.rect for s in scene.hand]), strict=True)
                 if not s.disabled]
        cards += [(s.card, s.rect) for s in scene.trick]
        assert assert_four_colours(app.display.screen, cards) and shown
        tap(app, "button:tricks")
        surface = pygame.Surface(app.display.screen.get_size())
        app.nav.stack.screens[-1].draw(surface)
        lost = [c for tr in scene.match.tricks for seat, c in tr.plays() if seat != tr.winner]
        for suit, mark in ((Suit.CLUBS, CLUBS_MARK), (Suit.DIAMONDS, DIAMONDS_MARK)):
            assert bool(count(surface, mark)) == any(c.suit == suit for c in lost), suit
        tap(app, "button:close")
        tap(app, f"puzzle:card:{scene.match.legal(0)[0]}")
        tap(app, "button:why")
        surface, cards = why_cards(app)
        assert assert_four_colours(surface, cards)


def test_hearts_rules_pictures_paint_four_colours(tmp_path):
    with open_app(tmp_path, (1280, 720), settings=ON) as app:
        app.nav.go("rules", game="hearts")
        settle(app)
        page = app.nav.scene.page()
        assert count(page, CLUBS_GREEN) and count(page, DIAMONDS_BLUE)  # the trick of clubs, the pass
