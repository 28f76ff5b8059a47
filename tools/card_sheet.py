"""Every court card and a few pip cards at every size the app draws, on one picture.

    SDL_VIDEODRIVER=dummy python3 tools/card_sheet.py /tmp/cards.png [--zoom 2]

For looking at the card faces painted by game/ui/sprites.py (before/after a change).
The sizes are the ones the scenes ask ``CardArt.get`` for; the menu fan is drawn too.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.cards import Card, Rank, Suit  # noqa: E402

#: (w, h): the rules page's small heart, the menu fan, Hearts, Heart to Heart.
SIZES = ((46, 64), (84, 118), (92, 128), (122, 170))
COURTS = (Rank.JACK, Rank.QUEEN, Rank.KING)
EXTRA = (Card(Rank.ACE, Suit.HEARTS), Card(Rank.TEN, Suit.DIAMONDS), Card(Rank.SEVEN, Suit.CLUBS))


def sheet() -> pygame.Surface:
    from game.ui import theme
    from game.ui.look import PLAIN
    from game.ui.sprites import CardArt

    cards = [Card(r, s) for s in Suit for r in COURTS] + list(EXTRA)
    rows = []
    for w, h in SIZES:
        art = CardArt.get(w, h, PLAIN.plain_cards)
        row = pygame.Surface((len(cards) * (w + 6) + 6, h + 12), pygame.SRCALPHA)
        for i, c in enumerate(cards):
            row.blit(art.face(c), (6 + i * (w + 6), 6))
        rows.append(row)
    try:  # the fan as the menu paints it (if the menu still paints one this way)
        from game.ui.scenes.menu import MenuScene

        fan = MenuScene._paint_fan(None)
    except Exception:
        fan = None
    width = max(r.get_width() for r in rows)
    height = sum(r.get_height() for r in rows) + (fan.get_height() if fan else 0)
    out = pygame.Surface((width, height))
    out.fill(theme.NORMAL.table)
    y = 0
    for r in rows:
        out.blit(r, (0, y))
        y += r.get_height()
    if fan:
        out.blit(fan, (0, y))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("out", type=Path)
    p.add_argument("--zoom", type=int, default=1, help="scale the picture up to see pixels")
    ns = p.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    img = sheet()
    if ns.zoom > 1:
        img = pygame.transform.scale_by(img, ns.zoom)
    pygame.image.save(img, str(ns.out))
    print(ns.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
