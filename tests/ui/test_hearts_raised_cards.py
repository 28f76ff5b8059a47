"""A chosen or hinted card of an upright phone's lower hand row rises only into the gap
between the rows: it never covers the card above it (its frame still marks it)."""

from __future__ import annotations

import pytest

from tests.harness import HEARTS_CODE, SIZES, open_app, settle


@pytest.mark.parametrize("size_name", ["390x844", "720x1280", "780x1688@2"])
@pytest.mark.parametrize("mark", ["raised", "hint"])
def test_a_marked_card_of_the_lower_row_never_covers_the_row_above(tmp_path, size_name, mark):
    with open_app(tmp_path, SIZES[size_name]) as app:
        app.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.scene
        assert scene.choosing_pass()
        sprites = scene.hand_sprites()
        rows = sorted({s.y for s in sprites})
        assert len(rows) == 2, "an upright hand of 13 cards sits in two rows"
        lower = [s for s in sprites if s.y == rows[1]]
        chosen = [card for card, sprite in scene.sprites.items() if sprite in lower[:3]]
        if mark == "raised":
            scene.raised = list(chosen)
        else:
            scene.hint_cards = list(chosen)
        scene.layout(animate=False)
        app.render()
        upper = [s.rect for s in sprites if s.y == rows[0]]
        for sprite in lower[:3]:
            assert sprite.lift > 0 or rows[1] - rows[0] <= scene.L.card_h, "it still rises where there is room"
            assert sprite.selected or sprite.hint
            assert not any(sprite.rect.colliderect(r) for r in upper), (tuple(sprite.rect), mark)
