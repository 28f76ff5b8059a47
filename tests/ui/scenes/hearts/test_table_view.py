"""The Hearts table is drawn from a view value and the layout, without a window or a scene:
whose turn the plates show is the engine's, the status line says what the view says, and
what the view says is what is painted (a view made by hand, drawn on a Surface)."""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from devkit.harness import easy_actions  # noqa: E402
from game.cards import Card, Suit  # noqa: E402
from game.hearts import Match  # noqa: E402
from game.hearts.kinds import Phase  # noqa: E402
from game.ui import viewport  # noqa: E402
from game.ui.look import PLAIN  # noqa: E402
from game.ui.metrics import Screen  # noqa: E402
from game.ui.scenes.hearts.draw import draw_table, status_line  # noqa: E402
from game.ui.scenes.hearts.layout import HeartsLayout, device_layout  # noqa: E402
from game.ui.scenes.hearts.table_view import (  # noqa: E402
    HeartsTableView,
    Note,
    Status,
    StatusKind,
    pass_turns,
    play_turn,
    table_view,
)
from game.ui.sprites import CardSprite  # noqa: E402

pygame.font.init()


@contextmanager
def table(size: tuple[int, int] = (1280, 720)) -> Iterator[tuple[Screen, HeartsLayout]]:
    """The screen of a ``size`` window and the Hearts table's layout there."""
    screen = Screen.of(viewport.kind_for(*size), viewport.screen_size(*size), viewport.is_compact(*size, 1.0),
                       viewport.scale_for(*size))
    yield screen, device_layout(screen)


def played(seed: int, n: int) -> Match:
    """A match after its first ``n`` actions (passes and cards) of easy computer choices."""
    m = Match(seed)
    for a in easy_actions(seed, n):
        if a[0] == "pass":
            m.submit_pass(a[1], a[2])
        else:
            m.play(a[1], a[2])
    return m


def hand_sprites(L: HeartsLayout, cards: Sequence[Card]) -> list[CardSprite]:
    """South's cards as sprites where the layout fans them."""
    out = []
    for card, (x, y) in zip(cards, L.hand_positions(len(cards)), strict=True):
        s = CardSprite(card, name=f"hearts:card:{card}", size=(L.card_w, L.card_h))
        s.place(x, y)
        out.append(s)
    return out


def view_of(m: Match, L: HeartsLayout, **kw) -> HeartsTableView:
    """The table's view of ``m`` with nothing of the scene's own on show (``kw`` changes that)."""
    args = dict(idle=True, panel_open=False, thinking=False, hinting=False, shown=None, until_tap=False,
                raised=(), hint=(), announce=None, note=None, hand=hand_sprites(L, m.hands[0]), trick=(),
                collecting=(), widgets=())
    args.update(kw)
    return table_view(m, **args)


def picture(view: HeartsTableView, L: HeartsLayout, screen: Screen) -> pygame.Surface:
    surface = pygame.Surface(screen.size)
    draw_table(surface, view, L, screen=screen, look=PLAIN)
    return surface


def area(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect.clip(surface.get_rect())), "RGB")


def acting(view: HeartsTableView) -> list[int]:
    return [p.seat for p in view.plates if p.acting]


def test_the_plates_show_the_seats_the_engine_waits_for():
    m = Match(3)  # hand 1 passes
    assert m.phase == Phase.PASS
    with table() as (screen, L):
        assert acting(view_of(m, L)) == [0]  # South chooses first
        m.submit_pass(0, m.hands[0][:3])
        assert acting(view_of(m, L)) == list(m.awaiting_pass) == [1, 2, 3]  # then the computers, together
        assert pass_turns(m) == (1, 2, 3)
        for seat in (1, 2, 3):
            m.submit_pass(seat, m.hands[seat][:3])
        assert m.phase == Phase.PLAY
        assert acting(view_of(m, L)) == [m.to_act] and play_turn(m, True) == m.to_act
        # a finished trick on show, a panel, a flight: nobody's turn on the plates
        assert acting(view_of(m, L, idle=False)) == [] and play_turn(m, False) is None


def test_thinking_dots_go_with_a_computer_seat_on_its_turn_only():
    m = played(3, 4)  # passes done: someone is to lead
    with table() as (screen, L):
        view = view_of(m, L, thinking=True)
        assert [p.seat for p in view.plates if p.thinking] == ([m.to_act] if m.to_act != 0 else [])
        assert not any(p.thinking for p in view_of(m, L).plates)


def test_the_status_line_says_what_the_view_holds():
    m = played(3, 4)
    while m.to_act != 0:
        m.play(m.to_act, m.legal(m.to_act)[0])
    with table() as (screen, L):
        view = view_of(m, L)
        hinted = view_of(m, L, hint=(m.legal(0)[0],))
        thinking = view_of(m, L, hinting=True)
    assert view.status is not None
    assert view.status.kind in (StatusKind.YOUR_LEAD_FIRST, StatusKind.YOUR_LEAD, StatusKind.FOLLOW)
    if m.current_trick.cards:
        assert view.status.suit == m.current_trick.cards[0].suit
    assert hinted.status is not None and hinted.status.kind == StatusKind.HINT
    assert thinking.status is not None and thinking.status.kind == StatusKind.THINKING_HINT
    words, _color = status_line(replace(view.status, kind=StatusKind.FOLLOW, suit=Suit.HEARTS), look=PLAIN)
    assert "♥" in words


def test_the_legal_cards_are_south_s_only_on_south_s_move():
    m = Match(3)
    with table() as (screen, L):
        assert set(view_of(m, L).legal) == set(m.hands[0])  # choosing a pass: any card
        assert view_of(m, L, panel_open=True).legal == ()  # not behind a panel
        assert view_of(m, L, panel_open=True).passing is None


def test_the_same_view_draws_the_same_picture():
    m = played(3, 6)
    with table() as (screen, L):
        view = view_of(m, L)
        first = pygame.image.tobytes(picture(view, L, screen), "RGB")
        assert pygame.image.tobytes(picture(view, L, screen), "RGB") == first


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (844, 390)])
def test_the_plates_and_the_backs_paint_what_the_view_says_not_what_the_match_holds(size):
    m = played(3, 6)
    with table(size) as (screen, L):
        view = view_of(m, L)
        plain = picture(view, L, screen)
        plates = list(view.plates)
        plates[2] = replace(plates[2], total=97, hand_points=13)
        changed = picture(replace(view, plates=tuple(plates)), L, screen)
        assert area(changed, L.PLATES[2]) != area(plain, L.PLATES[2])
        assert m.scores[2] != 97  # the match was not touched
        fewer = picture(replace(view, backs=(view.backs[0], 0, view.backs[2])), L, screen)
        cx, cy = L.BACKS_CENTRE[2]
        middle = pygame.Rect(0, 0, screen.px(60), screen.px(40))
        middle.center = (round(cx), cy)
        assert area(fewer, middle) != area(plain, middle)


def test_the_pass_step_and_a_note_are_painted_from_the_view():
    m = Match(3)
    with table() as (screen, L):
        choosing = view_of(m, L)
        assert choosing.passing is not None and choosing.passing.chosen == 0
        middle = pygame.Rect(0, 0, screen.px(400), screen.px(200))
        middle.center = L.TRICK_CENTRE
        plain = picture(choosing, L, screen)
        two = picture(replace(choosing, passing=replace(choosing.passing, chosen=2)), L, screen)
        assert area(two, middle) != area(plain, middle)  # "2 of 3 chosen"
        m2 = played(3, 4)
        view = view_of(m2, L)
        status = pygame.Rect(0, 0, L.status_box[2], screen.px(60))
        status.center = L.status_at
        noted = picture(replace(view, note=Note("Not now", "error")), L, screen)
        assert area(noted, status) != area(picture(view, L, screen), status)


def test_received_cards_are_tagged_in_the_hand_drawn_from_the_view():
    m = played(3, 4)  # the exchange is done: South holds three received cards
    with table() as (screen, L):
        view = view_of(m, L)
        assert view.received and set(view.received) <= set(m.hands[0])
        hand = pygame.Rect(view.hand[0].rect).unionall([s.rect for s in view.hand])
        untagged = picture(replace(view, received=()), L, screen)
        assert area(picture(view, L, screen), hand) != area(untagged, hand)


def test_the_tracker_is_painted_from_the_views_facts_made_once_when_the_view_is_made():
    from game.hearts.tracker import track
    from game.ui.scenes.hearts.claim_view import draw_tracker

    m = played(5, 12)
    assert m.phase == Phase.PLAY
    with table() as (screen, L):
        off = view_of(m, L)
        on = view_of(m, L, tracker=True)
        assert off.tracker is None and on.tracker == track(m.view(0))
        box = pygame.Rect(L.tracker)
        blank = pygame.Surface(screen.size)
        drawn = blank.copy()
        draw_tracker(drawn, on, L, screen, PLAIN)
        assert drawn.subsurface(box).get_at((box.w // 2, box.h // 2)) != blank.get_at((0, 0))
        nothing = blank.copy()
        draw_tracker(nothing, off, L, screen, PLAIN)  # the view says no tracker: nothing is painted
        assert pygame.image.tobytes(nothing, "RGB") == pygame.image.tobytes(blank, "RGB")


def test_a_claim_on_show_is_in_the_view_and_hides_the_tracker():
    from game.hearts.claim import Claim
    from game.hearts.kinds import ClaimKind

    m = played(5, 12)
    with table() as (screen, L):
        claim = Claim(0, ClaimKind.ALL, len(m.tricks), len(m.current_trick.cards), tuple(tuple(h) for h in m.hands))
        v = view_of(m, L, tracker=True, claim=claim)
        assert v.claim is claim and v.tracker is None


def test_the_view_of_the_tables_state_shows_a_trick_on_show_and_who_takes_it():
    from game.cards import full_deck
    from game.ui.scenes.hearts.table_state import TableState
    from game.ui.scenes.hearts.table_view import state_view

    m = played(3, 4)
    while not m.tricks:
        m.play(m.to_act, m.legal(m.to_act)[0])
    trick = m.tricks[0]
    sprites = {c: CardSprite(c, name=None, size=(10, 14)) for c in full_deck()}
    flags = dict(panel_open=False, thinking=False, hinting=False, hand=(), sprites=sprites, widgets=(), tracker=False)
    shown = state_view(TableState().card_down(trick, None), m, **flags)
    assert [s.card for s in shown.trick] == list(trick.cards)
    assert shown.status == Status(StatusKind.TAKES, seat=trick.winner, points=trick.points, until_tap=True)
    flying = state_view(TableState().card_down(trick, None).collected(shown.trick), m, **flags)
    assert flying.trick == () and flying.collecting == shown.trick
