"""Hand-built positions for rule tests (not reachable deals: only the rule matters)."""

from __future__ import annotations

from collections.abc import Sequence

from game.heart_to_heart.state import Game


def make_game(
    heart: Sequence[int | None], stock: Sequence[int] = (), waste: Sequence[int] = ()
) -> Game:
    """A game with this heart (25 ranks or None), stock (top first) and waste (top last)."""
    assert len(heart) == 25
    game = Game.from_number(0)
    game._heart = list(heart)
    game._stock = list(reversed(stock))
    game._waste = list(waste)
    game._update_status()
    return game


def only(cards: dict[int, int], fill: int | None = None) -> list[int | None]:
    """A heart holding just ``cards`` ({position: rank}); other places ``fill``."""
    return [cards.get(p, fill) for p in range(1, 26)]


def apply(game: Game, actions: Sequence) -> None:
    for a in actions:
        if a == "undo":
            game.undo()
        else:
            game.tap(int(a) if isinstance(a, str) and a.isdigit() else a)
