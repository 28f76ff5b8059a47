"""Drawing the hand review from its view (:class:`.review.ReviewView`) and its geometry
(:class:`.review_geometry.ReviewLayout`): the band with the trick and the coach's lines, and
each seat's cards with what it passed and received marked."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.cards import Card
from game.hearts.deal import pass_source, pass_target
from game.i18n import t
from game.ui import text, theme
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.scenes.hearts import review_coach
from game.ui.scenes.hearts.review_geometry import (
    CARD_PAD,
    FIRST_ROW,
    LIFT,
    ROW_SHIFT,
    SEAT_END,
    TRICK_GAP,
    ReviewLayout,
    seat_card_size,
)
from game.ui.scenes.hearts.strings import takes_text
from game.ui.sprites import CardArt, CardLook, draw_slot
from game.ui.widgets import Button, shade

if TYPE_CHECKING:
    from game.ui.scenes.hearts.review_view import ReviewView
    pass


GOLD = theme.ACCENT
RECEIVED = (120, 226, 150)


def _name(seat: int | None) -> str:
    return t(f"hearts.seat.{seat}")


def _room(L: ReviewLayout, y: int, buttons: Sequence[Button], *, screen: Screen) -> tuple[int, int]:
    """The free stretch of the panel's width at height ``y`` between the buttons shown there."""
    box = L.panel
    left, right = box.x + screen.px(20), box.right - screen.px(20)
    for b in (b.rect for b in buttons if b.visible):
        if b.top <= y <= b.bottom:
            if b.centerx < box.centerx:
                left = max(left, b.right + screen.px(12))
            else:
                right = min(right, b.x - screen.px(12))
    return left, right


def draw_review(surface: pygame.Surface, v: ReviewView, L: ReviewLayout, buttons: Sequence[Button],
                link: bool, faces: CardLook | None = None, *, screen: Screen, look: Look) -> None:
    """The review of ``v`` over the table, in layout ``L``, with its ``buttons`` (``link``:
    the coach's lines lead to a costly play)."""
    surface.blit(shade(surface.get_size(), 170), (0, 0))
    box = L.panel
    pygame.draw.rect(surface, look.palette.raised, box, border_radius=screen.px(20))  # (high contrast: darker)
    pygame.draw.rect(surface, GOLD, box, width=screen.px(2), border_radius=screen.px(20))
    left, right = _room(L, L.title_y + screen.px(12), buttons, screen=screen)
    title = t("hearts.review.title", number=v.hand)
    text.draw(surface, title, text.fit_size(title, 32, right - left, bold=True, screen=screen), look.palette.text,
              ((left + right) // 2, L.title_y), "midtop", bold=True, screen=screen)
    if v.passes:
        line = t(f"hearts.info.pass.{v.pass_direction}")
    else:
        line = t("hearts.review.trick", number=v.trick, card=v.card)
    parts = [line, t("hearts.review.step", step=v.step + 1, steps=v.steps)]
    if v.claimed_by is not None:
        parts.append(t("hearts.review.claimed", name=_name(v.claimed_by)))
    left, right = _room(L, L.step_y + screen.px(12), buttons, screen=screen)
    width = right - left
    line = "  ·  ".join(parts)
    size = text.fit_size(line, L.font, width, bold=True, screen=screen)
    if text.font(size, True, screen=screen).size(line)[0] > width and len(parts) > 2:
        line = "  ·  ".join(parts[:1] + parts[2:])  # a narrow screen: the step counter gives way
        size = text.fit_size(line, L.font, width, bold=True, screen=screen)
    claimed_below = text.font(size, True, screen=screen).size(line)[0] > width and len(parts) > 2
    if claimed_below:  # and then the claim goes to the line under the seats
        line = parts[0]
        size = text.fit_size(line, L.font, width, bold=True, screen=screen)
    text.draw(surface, line, size, GOLD, ((left + right) // 2, L.step_y), "midtop", bold=True, screen=screen)
    received = [set(x) for x in v.received]
    passed = [set(x) for x in v.passed] if v.passes else [set(), set(), set(), set()]
    mover = v.table[-1][0] if v.table else None
    grade = v.coach.grade if v.coach is not None else None
    plays = dict(v.table)
    for seat in range(4):
        who = _name(seat)
        if v.passes:
            who = t("hearts.review.gave", name=who, to=_name(pass_target(seat, v.pass_direction)))
        label = who + "  ·  " + t("hearts.review.taken", points=v.taken[seat])
        if v.scores is not None:
            label += "  ·  " + t("hearts.review.scores", points=v.scores[seat])
            if v.moon == seat:
                label += "  ★ " + t("hearts.moon.title")
        trick = None if v.passes else (plays.get(seat), seat == v.leader, seat == v.winner)
        _draw_seat(surface, L, seat, label, list(v.held[seat]),
                   received[seat], passed[seat], seat == mover, trick, grade if seat == 0 else None, faces,
                   screen=screen, look=look)
    _draw_band(surface, L, v, claimed_below, link, screen=screen, look=look)
    for b in buttons:
        if b.visible:
            b.draw(surface, screen, look)


def _draw_band(surface: pygame.Surface, L: ReviewLayout, v: ReviewView, claimed: bool = False,
               link: bool = False, *, screen: Screen, look: Look) -> None:
    """Under the seats: who led or who took the trick (the passes: what you got; ``claimed``:
    who claimed, when the step line had no room for it), then the coach's verdict on the
    step and its summary of the hand (``link``: underlined, a tap goes to the first costly
    play)."""
    band = L.lines
    if v.passes:
        got = t("hearts.review.got", source=_name(pass_source(0, v.pass_direction)))
        line = got + ": " + " ".join(c.pretty for c in v.received[0])
        color, bold = RECEIVED, True
    elif v.winner is not None:
        line, color, bold = takes_text(v.winner, v.points or 0), look.palette.text, True
    else:
        line, color, bold = t("hearts.review.led", name=_name(v.leader)), look.palette.text, False
    if claimed and v.claimed_by is not None:
        line += "  ·  " + t("hearts.review.claimed", name=_name(v.claimed_by))
    size = text.fit_size(line, L.font, band.w - screen.px(20), bold=bold, screen=screen)
    line_h = text.font(size, bold, screen=screen).get_height()
    coach = v.coach
    room = 0
    if coach is not None:  # at the band's bottom; the line above them, in the room left
        verdict, kind = coach.line, coach.grade.kind if coach.grade is not None else None
        summary = coach.summary_line
        # a verdict that wraps in a low band (a phone held sideways) takes smaller letters
        # before it would reach the line above it
        lines_size = L.small + 2
        while (lines_size > L.small - 2
               and review_coach.lines_height(band, verdict, kind, summary, lines_size,
                                             screen=screen, look=look) + line_h > band.h):
            lines_size -= 1
        review_coach.draw_lines(surface, band, verdict, kind, summary, lines_size, link, screen=screen, look=look)
        room = review_coach.lines_height(band, verdict, kind, summary, lines_size, screen=screen, look=look)
        if room + line_h > band.h + screen.px(6):
            return  # no room left for it: the seats' labels and outlines say it too
    top = band.y + max(screen.px(4), (band.h - room - line_h) // 2)
    text.draw(surface, line, size, color, (band.centerx, top), "midtop", bold=bold, screen=screen)


def _draw_seat(surface, L: ReviewLayout, seat: int, label: str, held: list[Card], received: set,
               passed: set, moved: bool, trick: tuple | None = None, grade=None,
               faces: CardLook | None = None, *, screen: Screen, look: Look) -> None:
    """A seat's place: its label, its hand (passed cards standing out, received ones
    outlined) and, at its right end, its card of the trick on show (``trick``: the card
    or None, led, won); the coach's tag over your graded card or pass."""
    row = L.seats[seat]
    pygame.draw.rect(surface, look.palette.raised_row, row, border_radius=screen.px(12))
    if moved:
        pygame.draw.rect(surface, GOLD, row, width=screen.px(2), border_radius=screen.px(12))
    mw0 = L.mini[0]
    slot_x = row.right - screen.px(SEAT_END) - mw0
    # your graded decision: a tag with its word at the label line's right end, over the
    # card you played (the passes: over the empty place), where no card reaches
    tag_at = (row.right - screen.px(SEAT_END), row.y + screen.px(5))
    if grade is not None and L.hand_rows == 2:  # a hand of two rows has the height: the tag
        # goes under the label line where the label would run into it
        room = row.w - screen.px(36) - review_coach.tag_rect(tag_at, grade, L.small, screen=screen).w
        if text.font(text.fit_size(label, L.small, room, bold=True, screen=screen), True,
                     screen=screen).size(label)[0] > room:
            tag_at = (tag_at[0], row.y + screen.px(8) + text.font(L.small, True, screen=screen).get_height())
    tag = None if grade is None else review_coach.draw_tag(surface, tag_at, grade, L.small, screen=screen)
    led_w = 0
    if trick is not None and trick[1]:
        led = t("hearts.last.led")
        size = text.fit_size(led, L.small - 2, mw0 + screen.px(20), screen=screen)
        if tag is None:
            at, anchor = (slot_x + mw0 // 2, row.y + screen.px(6)), "midtop"
        else:
            at, anchor = (tag.x - screen.px(10), tag.y + screen.px(1)), "topright"
        led_w = text.draw(surface, led, size, look.palette.text_dim, at, anchor, screen=screen).w
    room = (row.w - screen.px(24) - (led_w + screen.px(12) if led_w else 0)
            - (tag.w + screen.px(12) if tag is not None else 0))
    label_box = text.draw(surface, label, text.fit_size(label, L.small, room, bold=True, screen=screen),
                          GOLD if seat == 0 else look.palette.text, (row.x + screen.px(12), row.y + screen.px(4)),
                          "topleft", bold=True, screen=screen)
    mw, mh = seat_card_size(L, row, max(label_box.bottom, tag.bottom if tag is not None else 0), screen=screen)
    y = row.bottom - mh - screen.px(CARD_PAD)
    art = CardArt.get(mw, mh, faces or look.cards)
    if trick is not None:
        card, _led, won = trick
        rect = pygame.Rect(slot_x, y, mw, mh)
        if card is not None:
            shadow, (ox, oy) = art.shadow()
            surface.blit(shadow, (rect.x + ox, rect.y + oy))
            surface.blit(art.face(card), rect)
        else:
            draw_slot(surface, rect, art.look)
        if won:
            pygame.draw.rect(surface, GOLD, rect.inflate(screen.px(6), screen.px(6)), width=screen.px(3),
                             border_radius=screen.px(10))
    if held:
        left, right = row.x + screen.px(SEAT_END), slot_x - screen.px(TRICK_GAP)
        per_row = 13 if L.hand_rows == 1 else FIRST_ROW
        step = min(mw + screen.px(4), (right - left - mw) / (per_row - 1))
        for i, card in enumerate(held):
            x = round(left + (i % per_row) * step)
            lift = screen.px(LIFT) if card in passed else 0
            up = round(mh * ROW_SHIFT) if L.hand_rows == 2 and i < per_row else 0
            rect = pygame.Rect(x, y - lift - up, mw, mh)
            surface.blit(art.face(card), rect)
            if card in passed:
                pygame.draw.rect(surface, GOLD, rect.inflate(screen.px(4), screen.px(4)), width=screen.px(3),
                                 border_radius=screen.px(7))
            elif card in received:
                pygame.draw.rect(surface, RECEIVED, rect.inflate(screen.px(2), screen.px(2)), width=screen.px(2),
                                 border_radius=screen.px(7))
