"""Card faces a player recognises at a glance.

Court cards: a distinct figure for J, Q and K, distinct colours per suit, the two halves
the same picture turned half a circle, and the corner indices clear of the picture frame,
at every size the app paints (the sizes the screens really ask for, collected by opening
them, plus a range of others a re-laid-out screen may choose).
"""

from __future__ import annotations

import pygame
import pytest

from game.cards import Card, Rank, Suit, full_deck
from game.ui import court_art
from game.ui.look import PLAIN
from game.ui.sprites import COURT_RANKS, CardArt
from tests.ui.driver import run_app

#: Sizes the screens used when this was written, and a spread a new layout might use.
KNOWN_SIZES = [(46, 64), (84, 118), (92, 128), (122, 170), (40, 56), (60, 84), (72, 100), (150, 210)]
COURTS = [Card(r, s) for s in Suit for r in COURT_RANKS]


@pytest.fixture(scope="module")
def sizes(tmp_path_factory) -> list[tuple[int, int]]:
    """Every size the app paints cards at on its screens, plus KNOWN_SIZES."""
    lines = ["tap menu:rules", "tap button:back", "tap menu:hearts", "wait 20", "key escape",
             "tap menu:heart_to_heart", "wait 20"]
    code, _, err = run_app(tmp_path_factory.mktemp("faces"), lines)
    assert code == 0, err
    seen = set(CardArt._instances)
    assert len(seen) >= 3  # the menu fan, Hearts, Heart to Heart at least
    return sorted(seen | set(KNOWN_SIZES))


def _pixels(surf: pygame.Surface) -> list[tuple[int, int, int, int]]:
    w, h = surf.get_size()
    return [tuple(surf.get_at((x, y))) for y in range(0, h, 2) for x in range(0, w, 2)]


def _difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """Mean absolute colour difference per channel, 0..255."""
    pa, pb = _pixels(a), _pixels(b)
    return sum(abs(x - y) for p, q in zip(pa, pb) for x, y in zip(p[:3], q[:3])) / (3 * len(pa))


def test_the_same_rank_in_each_suit_is_a_different_picture(sizes):
    for w, h in sizes:
        art = CardArt.get(w, h, PLAIN.plain_cards)
        for rank in COURT_RANKS:
            faces = [art.face(Card(rank, s)) for s in Suit]
            for i in range(4):
                for j in range(i + 1, 4):
                    assert _difference(faces[i], faces[j]) > 2.0, (w, h, rank)


def test_jack_queen_and_king_differ_in_figure_not_only_in_letter(sizes):
    """The portraits alone (frame inside, no index) differ between ranks of one suit."""
    for w, h in sizes:
        pw, ph = max(20, w // 2), max(30, h * 3 // 4)
        for suit in Suit:
            pics = [court_art.paint_panel(r, suit, pw, ph, (0, 0, 0), 3, 1) for r in COURT_RANKS]
            for i in range(3):
                for j in range(i + 1, 3):
                    assert _difference(pics[i], pics[j]) > 2.0, (w, h, suit)


def test_each_suit_dresses_its_court_in_its_own_colour():
    robes = {court_art.suit_colours(s)[0] for s in Suit}
    assert len(robes) == 4
    for a in robes:
        for b in robes:
            if a != b:
                assert sum(abs(x - y) for x, y in zip(a, b)) > 120  # plainly different colours


def test_every_court_card_reads_the_same_upside_down(sizes):
    """Mirrored halves like a real deck: the card turned half a circle is the same card
    (indices included).  A different card differs by ~30 on this measure."""
    for w, h in sizes:
        art = CardArt.get(w, h, PLAIN.plain_cards)
        for card in COURTS:
            face = art.face(card)
            assert _difference(face, pygame.transform.rotate(face, 180)) < 1.0, (w, h, card)


def test_corner_indices_stay_clear_of_the_picture_frame(sizes):
    for w, h in sizes:
        art = CardArt.get(w, h, PLAIN.plain_cards)
        ox, oy = art.corner_origin()
        for card in COURTS:
            corner = art._corner(card, (0, 0, 0))
            frame = art.court_frame(corner.get_width())
            top_left = pygame.Rect(ox, oy, *corner.get_size())
            bottom_right = top_left.copy()
            bottom_right.bottomright = (w - ox, h - oy)
            assert not frame.colliderect(top_left) and not frame.colliderect(bottom_right), (w, h, card)
            assert frame.w >= w * 0.4 and frame.h >= h * 0.8, (w, h)


def test_the_rank_and_the_suit_in_a_corner_never_touch(sizes):
    """In the menu fan the Q's tail ran into the heart below it."""
    for w, h in sizes:
        art = CardArt.get(w, h, PLAIN.plain_cards)
        for card in full_deck():
            corner = art._corner(card, (0, 0, 0))
            empty_rows = [y for y in range(corner.get_height())
                          if all(corner.get_at((x, y)).a == 0 for x in range(corner.get_width()))]
            assert empty_rows, (w, h, card.pretty)


def test_any_card_size_a_layout_may_choose_paints_without_error():
    """Phones may get smaller cards, big screens bigger ones: every face paints."""
    for w in range(16, 241, 9):
        art = CardArt.get(w, round(w * 1.39), PLAIN.plain_cards)
        for card in COURTS[:3] + [Card(Rank.TEN, Suit.SPADES), Card(Rank.ACE, Suit.HEARTS)]:
            face = art.face(card)
            assert face.get_size() == (w, round(w * 1.39))
        CardArt._instances.pop((w, round(w * 1.39)), None)


# -- comfort: four-colour suits and high contrast ----------------------------------------

def _count_near(surf: pygame.Surface, colour: tuple[int, int, int], tolerance: int = 12) -> int:
    """How many pixels of ``surf`` are ``colour`` (within ``tolerance`` per channel)."""
    w, h = surf.get_size()
    return sum(1 for y in range(h) for x in range(w)
               if all(abs(a - b) <= tolerance for a, b in zip(surf.get_at((x, y))[:3], colour)))


def test_four_colour_suits_ink_clubs_green_and_diamonds_blue():
    from game.ui.look import card_look
    from game.ui.sprites import CLUBS_GREEN, DIAMONDS_BLUE

    art = CardArt.get(92, 128, card_look(four_colour=True))
    five = {s: art.face(Card(Rank(5), s)) for s in Suit}
    assert _count_near(five[Suit.CLUBS], CLUBS_GREEN) > 200
    assert _count_near(five[Suit.DIAMONDS], DIAMONDS_BLUE) > 200
    for suit in (Suit.SPADES, Suit.HEARTS):  # black and red as always
        assert _count_near(five[suit], CLUBS_GREEN) == 0 and _count_near(five[suit], DIAMONDS_BLUE) == 0
    inks = {card_look(four_colour=True).ink(s) for s in Suit}
    assert len(inks) == 4  # four suits, four colours


def test_the_plain_look_is_red_and_black_with_a_hairline_edge():
    """The default cards: red and black in the app's own colours, a one-pixel grey edge."""
    from game.ui.look import card_look

    look = card_look()
    assert [look.ink(s) for s in Suit] == [(26, 26, 34), (196, 28, 44), (26, 26, 34), (196, 28, 44)]
    assert (look.face, look.edge, look.edge_width(92)) == ((253, 252, 247), (150, 150, 146), 1)
    assert CardArt.get(92, 128, PLAIN.plain_cards) is CardArt.get(92, 128, look)  # one art per size and look
    face = CardArt.get(92, 128, PLAIN.plain_cards).face(Card(Rank(5), Suit.CLUBS))
    assert tuple(face.get_at((46, 0)))[:3] == (150, 150, 146)
    assert tuple(face.get_at((46, 1)))[:3] == (253, 252, 247)


def test_high_contrast_cards_have_a_strong_dark_edge():
    from game.ui import theme
    from game.ui.look import card_look

    look = card_look(palette=theme.HIGH_CONTRAST)
    face = CardArt.get(92, 128, look).face(Card(Rank(5), Suit.CLUBS))
    edge = look.edge_width(92)
    assert edge >= 2
    for y in range(edge):
        assert tuple(face.get_at((46, y)))[:3] == (0, 0, 0)
    assert tuple(face.get_at((46, edge + 1)))[:3] == (255, 255, 255)
    assert CardArt.get(92, 128, look) is not CardArt.get(92, 128, PLAIN.plain_cards)


def test_four_colour_suits_are_for_hearts_only(tmp_path):
    """Hearts' table paints clubs green and diamonds blue; Heart to Heart's hearts stay red."""
    from devkit.harness import HEARTS_CODE, WORKED_EXAMPLE, open_app
    from game.ui.look import card_look

    on = {"comfort.four_colour_suits": True}
    with open_app(tmp_path / "hearts", (1280, 720), settings=on, game=HEARTS_CODE) as app:
        assert app.nav.scene.name == "hearts"
        assert {s.look for s in app.nav.scene.sprites.values()} == {card_look(four_colour=True)}
        assert app.nav.scene.card_look == card_look(four_colour=True)
    with open_app(tmp_path / "h2h", (1280, 720), settings=on, deal=WORKED_EXAMPLE) as app:
        assert app.nav.scene.name == "heart_to_heart"
        assert app.nav.scene.art.look == card_look()
        assert app.nav.scene.art.look.ink(Suit.HEARTS) == (196, 28, 44)


#: Machado et al. (2009) at full severity, on linear RGB: how a player without red
#: (protanopia) or green (deuteranopia) cones sees a colour.
_COLOUR_BLIND = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
}


def _lab(rgb, matrix=None) -> tuple[float, float, float]:
    """CIELAB of an sRGB colour, as seen through ``matrix`` (None: normal sight)."""
    lin = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]
    if matrix is not None:
        lin = [min(1.0, max(0.0, sum(m * c for m, c in zip(row, lin)))) for row in matrix]
    xyz = [sum(m * c for m, c in zip(row, lin)) / n for row, n in zip(
        ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505)), (0.95047, 1.0, 1.08883))]
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def test_four_colour_inks_stay_apart_for_a_colour_blind_player():
    """Every pair of suit inks differs by at least 20 (CIELAB distance) in normal sight and
    without red or green cones, in both palettes."""
    from game.ui import theme
    from game.ui.look import card_look

    for palette in (theme.NORMAL, theme.HIGH_CONTRAST):
        inks = [card_look(four_colour=True, palette=palette).ink(s) for s in Suit]
        for sight, matrix in [("normal", None), *_COLOUR_BLIND.items()]:
            labs = [_lab(c, matrix) for c in inks]
            for i in range(4):
                for j in range(i + 1, 4):
                    gap = sum((a - b) ** 2 for a, b in zip(labs[i], labs[j])) ** 0.5
                    assert gap >= 20, (palette.name, sight, Suit(i), Suit(j), round(gap, 1))
