"""A tall phone (19.5:9 and up) spends its extra height on bigger Hearts cards and a table
placed to fill it, instead of an empty band between the status line and the hand; the
helpers here measure a rendered table for the layout sweep (tests/ui/test_layouts.py:
no empty band on an upright phone, the table's parts clear of each other everywhere)."""

from __future__ import annotations

import pygame

from game.ui import text, theme
from game.ui.scenes.hearts import draw
from game.ui.scenes.hearts.layout import BACK_H, BACK_W, CARD_H, CARD_W, layout_for
from game.ui.viewport import logical_size
from tests.harness import HEARTS_CODE, hearts_until, settle


def test_a_tall_phone_gets_bigger_cards_that_still_fit_the_width():
    w, h = logical_size(780, 1688)
    tall = layout_for(w, h, "portrait")
    assert tall.card_w > CARD_W and tall.card_h > CARD_H
    for x, _y in tall.hand_positions(13):
        assert tall.hand_left <= x and x + tall.card_w <= tall.hand_right
    # the two rows stay above the bottom row of plate and buttons
    assert tall.hand_rows_y[-1] + tall.card_h <= tall.PLATES[0].top


def test_the_design_portrait_screen_keeps_its_cards():
    plain = layout_for(720, 1280, "portrait")
    assert (plain.card_w, plain.card_h) == (CARD_W, CARD_H)


def table_parts(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """(group, rectangle) of everything one render of the table draws, in device pixels:
    parts of one group (the hand's cards, the trick's) may overlap each other."""
    scene = app.scene
    parts: list[tuple[str, pygame.Rect]] = []
    real_draw = text.draw

    def recording(group, real):
        def wrapped(*a, **kw):
            def draw_text(surface, s, *ta, **tkw):
                box = real_draw(surface, s, *ta, **tkw)
                if s.strip():
                    parts.append((f"{group} {s!r}", pygame.Rect(box)))
                return box
            monkeypatch.setattr(text, "draw", draw_text)
            try:
                return real(*a, **kw)
            finally:
                monkeypatch.setattr(text, "draw", real_draw)
        return wrapped

    monkeypatch.setattr(draw, "_draw_info", recording("info", draw._draw_info))
    monkeypatch.setattr(draw, "_draw_middle", recording("middle", draw._draw_middle))
    real_pill, real_message = draw._pill, draw.message_pill

    def pill(surface, line, color, centre, size=22, strong=False, width=None):
        real_pill(surface, line, color, centre, size, strong, width)
        band = draw.pill_box(line, size, centre, theme.WIDTH - theme.px(30) if width is None else width)[-1]
        parts.append((f"middle {line!r}", band))

    def message(*a, **kw):
        box = real_message(*a, **kw)
        parts.append(("middle note", pygame.Rect(box)))
        return box

    monkeypatch.setattr(draw, "_pill", pill)
    monkeypatch.setattr(draw, "message_pill", message)
    app.render()
    L = scene.L
    for s in scene.hand_sprites():
        parts.append(("hand", pygame.Rect(s.rect)))
    for s in scene.trick_sprites:
        parts.append(("trick", pygame.Rect(s.rect)))
    for w in scene.widgets:
        if w.visible:
            parts.append((w.name, pygame.Rect(w.rect)))
    for seat, plate in L.PLATES.items():
        parts.append((f"plate {seat}", pygame.Rect(plate)))
    back_w, back_h = theme.px(BACK_W), theme.px(BACK_H)
    for seat in (1, 2, 3):
        n = len(scene.match.hands[seat])
        if n:
            width = round((n - 1) * 11 * theme.SCALE) + back_w
            cx, cy = L.BACKS_CENTRE[seat]
            parts.append((f"backs {seat}", pygame.Rect(cx - width // 2, cy - back_h // 2, width, back_h)))
    return parts


def open_trick(app) -> None:
    """The first trick under way, South to play: the received line and the trick on show."""
    app.go("hearts", code=HEARTS_CODE)
    settle(app)
    hearts_until(app, lambda s: s.south_to_play() and s.match.current_trick.cards)


def part_group(name: str) -> str:
    return name.split(" ")[0] if name.split(" ")[0] in ("hand", "trick", "info", "middle") else name
