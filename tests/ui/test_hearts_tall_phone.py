"""A tall phone (19.5:9 and up) spends its extra height on bigger Hearts cards and a table
placed to fill it, instead of an empty band between the status line and the hand; and at
every swept size the table's parts (buttons, plates, card backs, the info lines, the
trick, the status and "received" lines, the hand) lie clear of each other."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui import text, theme
from game.ui.scenes.hearts import draw
from game.ui.scenes.hearts.layout import BACK_H, BACK_W, CARD_H, CARD_W, layout_for
from game.ui.viewport import logical_size
from tests.ui.test_layouts import sweep
from tools.tour import DPR, HEARTS_CODE, SIZES, hearts_until, open_app, settle

#: Upright phones (CSS px, or a 2x canvas): the sizes whose middle used to stay empty.
UPRIGHT_PHONES = ["390x844", "360x800", "412x915", "780x1688@2"]


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


def _table_parts(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
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

    def pill(surface, line, color, centre, size=22, strong=False):
        real_pill(surface, line, color, centre, size, strong)
        fit = text.fit_size(line, size, theme.WIDTH - theme.px(60), bold=True)  # as _pill sizes it
        box = text.render(line, fit, color, bold=True).get_rect(center=centre)
        parts.append((f"middle {line!r}", box.inflate(theme.px(30), theme.px(12))))

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


def _open_trick(app) -> None:
    """The first trick under way, South to play: the received line and the trick on show."""
    app.go("hearts", code=HEARTS_CODE)
    settle(app)
    hearts_until(app, lambda s: s.south_to_play() and s.match.current_trick.cards)


def _group(name: str) -> str:
    return name.split(" ")[0] if name.split(" ")[0] in ("hand", "trick", "info", "middle") else name


@pytest.mark.parametrize("size_name", sweep(list(SIZES)))
def test_the_tables_parts_lie_clear_of_each_other(tmp_path, monkeypatch, size_name):
    with open_app(tmp_path, SIZES[size_name], "ru", dpr=DPR.get(size_name, 1.0)) as app:
        _open_trick(app)
        parts = _table_parts(app, monkeypatch)
    problems = []
    for (a, ra), (b, rb) in itertools.combinations(parts, 2):
        if _group(a) == _group(b) and _group(a) in ("hand", "trick", "info", "middle"):
            continue
        if ra.colliderect(rb):
            problems.append(f"{a} {tuple(ra)} overlaps {b} {tuple(rb)}")
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("size_name", sweep(UPRIGHT_PHONES))
def test_an_upright_phone_leaves_no_empty_band_across_the_table(tmp_path, monkeypatch, size_name):
    with open_app(tmp_path, SIZES[size_name], "ru", dpr=DPR.get(size_name, 1.0)) as app:
        _open_trick(app)
        parts = _table_parts(app, monkeypatch)
        card_h = app.scene.L.card_h
    spans = sorted((r.top, r.bottom) for _, r in parts)
    widest, reach = 0, spans[0][1]
    for top, bottom in spans[1:]:
        widest = max(widest, top - reach)
        reach = max(reach, bottom)
    # no band across the table (no card, text, button or plate in it) higher than a card:
    # the place South's card goes to is the only room left
    assert widest <= card_h, f"an empty band {widest} px high (cards are {card_h})"
