"""Every card South may not play is dimmed, whenever South is to play: following suit,
leading before hearts are broken, and on the first trick."""

from __future__ import annotations

from game.cards import Suit
from tests.harness import HEARTS_CODE, open_app, settle, tap

SIZE = (1280, 720)


def _dimmed_matches_the_rules(scene) -> None:
    legal = set(scene.match.legal(0))
    for card in scene.match.hands[0]:
        assert scene.sprites[card].disabled == (card not in legal), (str(card), scene.match.current_trick.cards)


def test_every_card_that_is_not_legal_is_dimmed_at_every_turn_of_south(tmp_path):
    seen_leads_before_hearts_broken = 0
    with open_app(tmp_path, SIZE) as app:
        app.go("hearts", code=HEARTS_CODE)
        settle(app)
        for _ in range(400):
            scene = app.scene
            m = scene.match
            if m.hand_number > 1 or m.phase not in ("pass", "play"):
                break
            if scene.panel is not None:
                tap(app, "button:close")
            elif scene.choosing_pass():
                for c in m.hands[0][:3 - len(scene.raised)]:
                    if c not in scene.raised:
                        tap(app, f"hearts:card:{c}")
                tap(app, "button:confirm")
            elif scene.south_to_play():
                _dimmed_matches_the_rules(scene)
                hand = m.hands[0]
                if (not m.current_trick.cards and not m.first_trick and not m.hearts_broken
                        and {c.suit for c in hand} - {Suit.HEARTS} and any(c.suit == Suit.HEARTS for c in hand)):
                    seen_leads_before_hearts_broken += 1
                    assert all(scene.sprites[c].disabled for c in hand if c.suit == Suit.HEARTS)
                tap(app, f"hearts:card:{m.legal(0)[-1]}")  # the highest: South wins tricks and leads
            else:
                app.frame()
                settle(app)
    assert seen_leads_before_hearts_broken >= 1
