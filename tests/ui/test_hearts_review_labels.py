"""In the hand review, the cards each seat passed stand out of its row without covering
the row's label (a phone held sideways used to hide "You · 0 pt taken" under them); and
``review_texts``, the review's lines as drawn, for the layout sweep (tests/ui/test_layouts.py:
they keep clear of the review's buttons)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import text
from game.ui.scenes.hearts import review
from tests.harness import HEARTS_CODE, SIZES, hearts_until, open_app, settle, tap


@pytest.mark.parametrize("size_name", ["844x390", "1280x720", "390x844", "800x360"])
def test_raised_passed_cards_leave_the_seat_labels_readable(tmp_path, size_name, monkeypatch):
    labels: list[pygame.Rect] = []
    cards: list[pygame.Rect] = []
    real_draw = text.draw
    real_seat = review._draw_seat

    def seat(surface, L, seat_no, label, held, received, passed, moved, *trick_and_grade):
        start = len(labels)

        def draw(surf, s, *a, **kw):
            box = real_draw(surf, s, *a, **kw)
            if s == label:
                labels.append(box)
            return box

        monkeypatch.setattr(text, "draw", draw)
        try:
            real_seat(surface, L, seat_no, label, held, received, passed, moved, *trick_and_grade)
        finally:
            monkeypatch.setattr(text, "draw", real_draw)
        assert len(labels) == start + 1
        row = L.seats[seat_no]
        mw, mh = review.seat_card_size(L, row, labels[-1].bottom)
        y = row.bottom - mh - review.px(review.CARD_PAD) - review.px(review.LIFT)
        cards.append(pygame.Rect(row.x, y, row.w, mh))  # where a raised card's top is

    monkeypatch.setattr(review, "_draw_seat", seat)
    with open_app(tmp_path, SIZES[size_name]) as app:
        app.go("hearts", code=HEARTS_CODE)
        settle(app)
        hearts_until(app, lambda s: s.panel is not None and s.panel.kind == "summary")
        tap(app, "button:review")  # the review opens on the passes: three cards raised a seat
        scene = app.scene
        assert scene.panel is not None and scene.panel.kind == "review"
        labels.clear()
        cards.clear()
        app.render()
    assert len(labels) == 4
    for label, raised in zip(labels, cards, strict=True):
        assert label.bottom <= raised.top, (tuple(label), tuple(raised))


def review_texts(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every line of text one render of the review draws outside its buttons."""
    from game.ui.widgets import Button

    drawn: list[tuple[str, pygame.Rect]] = []
    inside = [0]
    real_draw, real_button, real_review = text.draw, Button.draw, review.draw_review

    def draw(surf, s, *a, **kw):
        box = real_draw(surf, s, *a, **kw)
        if not inside[0] and s.strip():
            drawn.append((s, pygame.Rect(box)))
        return box

    def draw_review(scene, surface):
        monkeypatch.setattr(text, "draw", draw)
        try:
            real_review(scene, surface)
        finally:
            monkeypatch.setattr(text, "draw", real_draw)

    def button(self, *a, **kw):
        inside[0] += 1
        try:
            return real_button(self, *a, **kw)
        finally:
            inside[0] -= 1

    monkeypatch.setattr(review, "draw_review", draw_review)
    monkeypatch.setattr(Button, "draw", button)
    try:
        app.render()
    finally:
        monkeypatch.setattr(review, "draw_review", real_review)
        monkeypatch.setattr(Button, "draw", real_button)
    return drawn


@pytest.mark.parametrize("size", [(600, 600), (800, 800), (640, 500), (700, 520), (800, 500)],
                         ids=["600x600", "800x800", "640x500", "700x520", "800x500"])
def test_a_square_windows_review_cards_have_indices_of_the_smallest_letters_or_more(tmp_path, size):
    """A window squarer than 4:3 is drawn small: its seats' cards (two rows a hand where
    one row would shrink them) keep indices of 12 CSS px."""
    from game.ui.sprites import index_px

    with open_app(tmp_path, size, "ru") as app:
        L = review.device_review_layout()
        assert min(index_px(L.mini[1])) * app.view.scale >= 12, L.mini


@pytest.mark.parametrize("size", [(600, 600), (640, 500), (800, 500)], ids=["600x600", "640x500", "800x500"])
def test_a_square_windows_review_lines_never_cover_each_other(tmp_path, monkeypatch, size):
    """The passes' step of a hand with a costly pass: the cards you got, the coach's
    verdict on two lines and its summary, each clear of the others."""
    import itertools

    with open_app(tmp_path, size, "ru") as app:
        app.go("hearts", code=HEARTS_CODE)
        settle(app)
        hearts_until(app, lambda s: s.panel is not None and s.panel.kind == "summary")
        tap(app, "button:review")
        lines = review_texts(app, monkeypatch)
    band = [(s, box) for s, box in lines if box.top >= app.scene.panel.L.table.top]
    assert len(band) >= 3, band
    for (a, ra), (b, rb) in itertools.combinations(band, 2):  # (line boxes: the coach's lines
        # stand a pixel or two closer than their fonts' line height)
        assert not ra.inflate(0, -4).colliderect(rb.inflate(0, -4)), (a, tuple(ra), b, tuple(rb))
