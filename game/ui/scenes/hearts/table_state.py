"""What every part of the Hearts table reads and writes: the attributes the scene holds,
declared once for the mixins the scene is made of (game/ui/scenes/hearts/scene.py)."""

from __future__ import annotations

from typing import Any

from game.cards import Card
from game.hearts import Match
from game.ui.sprites import CardSprite
from game.ui.tween import Tweens

from .layout import HeartsLayout


class TableState:
    """The scene's shared attributes (annotations only: the scene sets them)."""

    app: Any
    L: HeartsLayout
    match: Match
    tweens: Tweens
    sprites: dict[Card, CardSprite]
    raised: list[Card]
    hint_cards: list[Card]
    panel: Any  # a Panel or the review panel
    wait: float
