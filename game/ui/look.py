"""The look drawing is given: the palette and the cards' look, one frozen value.

Beside the ``Screen`` (game/ui/metrics.py: how big, how seen), a :class:`Look` says how
things are painted: the palette (normal or high contrast) and whether Hearts' cards take
four colours.  The app makes one from the settings whenever one of them changes and hands
it to what draws; a cache of pictures keys them by it, so a picture painted in another
look is simply never asked for again (the least recently used go first).
"""

from __future__ import annotations

from typing import NamedTuple

from game.cards import Suit
from game.ui.theme import HIGH_CONTRAST, NORMAL, RGB, Palette, message_styles

#: Four-colour suits' own inks (Hearts' comfort setting): diamonds blue, clubs green, each
#: dark enough on the white face to read as well as red and black do.
DIAMONDS_BLUE = (20, 80, 200)
CLUBS_GREEN = (0, 128, 110)
#: A red suit's mark in text on the dark table (the card tracker), and the four-colour ones.
RED_MARK = (255, 150, 160)
DIAMONDS_MARK = (140, 180, 255)
CLUBS_MARK = (150, 230, 120)

#: The comfort settings a look follows.
HIGH_CONTRAST_SETTING = "comfort.high_contrast"
FOUR_COLOUR_SUITS = "comfort.four_colour_suits"


class CardLook(NamedTuple):
    """How card faces are painted: each suit's ink (by ``Suit``: clubs, diamonds, spades,
    hearts) and its mark in text on the dark table, the face, and the edge (its colour,
    and its width per card width: 0 is a hairline).  ``card_look`` makes the one for a
    palette and the four-colour setting."""

    inks: tuple[RGB, ...]
    marks: tuple[RGB, ...]
    face: RGB
    edge: RGB
    edge_ratio: float

    def ink(self, suit: Suit) -> RGB:
        """The suit's colour on a card face."""
        return self.inks[suit]

    def mark(self, suit: Suit) -> RGB:
        """The suit's colour in text on the dark table."""
        return self.marks[suit]

    def edge_width(self, card_w: int) -> int:
        """The edge's width in pixels on a card ``card_w`` pixels wide."""
        return max(2, round(card_w * self.edge_ratio)) if self.edge_ratio else 1


def card_look(four_colour: bool = False, palette: Palette = NORMAL) -> CardLook:
    """The look of the cards in ``palette`` (the app's own colours unless given): red and
    black suits, or with ``four_colour`` diamonds blue and clubs green (one value per pair:
    a card is drawn every frame)."""
    key = (bool(four_colour), palette)
    look = _CARD_LOOKS.get(key)
    if look is None:
        red, black = palette.red, palette.black
        inks = (CLUBS_GREEN, DIAMONDS_BLUE, black, red) if four_colour else (black, red, black, red)
        marks = (CLUBS_MARK, DIAMONDS_MARK, palette.text, RED_MARK) if four_colour \
            else (palette.text, RED_MARK, palette.text, RED_MARK)
        look = _CARD_LOOKS[key] = CardLook(inks, marks, palette.card_face, palette.card_edge,
                                           palette.card_edge_ratio)
    return look


_CARD_LOOKS: dict[tuple[bool, Palette], CardLook] = {}


class Look(NamedTuple):
    """How the app is painted now: the palette and whether Hearts' cards (and the cards
    that stand for the app, the menu's fan) take four colours.  Frozen and hashable: a key."""

    palette: Palette = NORMAL
    four_colour: bool = False

    @property
    def cards(self) -> CardLook:
        """Hearts' cards and the menu's: four colours if asked."""
        return card_look(self.four_colour, self.palette)

    @property
    def plain_cards(self) -> CardLook:
        """Cards that are always red and black (Heart to Heart's: its rules go by colour)."""
        return card_look(False, self.palette)

    def message_style(self, kind: str) -> tuple[tuple, tuple | None, tuple, str]:
        """The look of a message of this kind (background RGBA, border or None, text, leading
        mark; theme.message_styles); unknown kinds read as plain information."""
        styles = _MESSAGE_STYLES.get(self.palette)
        if styles is None:
            styles = _MESSAGE_STYLES[self.palette] = message_styles(self.palette)
        return styles.get(kind, styles["info"])  # type: ignore[call-overload]  # any str: .get

    @classmethod
    def of(cls, high_contrast: bool = False, four_colour: bool = False) -> Look:
        """The look of these two settings."""
        return cls(HIGH_CONTRAST if high_contrast else NORMAL, bool(four_colour))


_MESSAGE_STYLES: dict[Palette, dict] = {}

#: The look before any settings are read: the app's own colours, red and black cards.
PLAIN = Look()
