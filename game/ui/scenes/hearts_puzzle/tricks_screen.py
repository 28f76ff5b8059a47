"""What South could know at the puzzle's position, as a modal screen: the pass, and every
trick so far with who led it, each seat's card and who took it.

A table with a row a trick and a column a seat (You, then the others clockwise): the
leader's card is underlined, the taker's card on a gold chip, the trick's points at the
row's end, each card in its suit's colour as the table marks it (four colours if the player
asked).  Close (Esc, a tap beside the panel) closes it.  Push it with
``nav.push_screen(TricksScreen(match, canvas.look, lambda: canvas.metrics))``.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.cards import Card
from game.hearts import Match
from game.hearts.deal import PassDirection, pass_source, pass_target
from game.i18n import t
from game.ui import screens, text, theme
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.widgets import Button, shade

from . import strings  # noqa: F401  (registers the screen's words)

GOLD = theme.ACCENT
RED_SUIT = (255, 150, 160)
#: The seats' columns, left to right: South (the player) first, then clockwise.
SEATS = (0, 1, 2, 3)


def cards_text(cards: list[Card] | tuple[Card, ...]) -> str:
    """Cards as people read them: ``A♠ K♥ Q♦``."""
    return " ".join(c.pretty for c in cards)


class TricksScreen(screens.Screen[None]):
    """The pass and the tricks played so far in the puzzle's hand (a modal screen: Close,
    Esc or a tap beside it dismisses it, handing back nothing)."""

    kind = "puzzle_tricks"

    def __init__(self, match: Match, look: Look, screen: Callable[[], Screen]) -> None:
        """``look``: the app's (its cards' suit marks colour the cards); ``screen``: the
        window's logical screen now."""
        self.look = look
        self.cards = look.cards
        self.screen = screen
        self.tricks = tuple(match.tricks)
        self.direction = match.pass_direction
        self.passed: tuple[Card, ...] = ()
        self.received: tuple[Card, ...] = ()
        if self.direction != PassDirection.NONE:
            passes = match.passes[0]
            self.passed = tuple(passes) if passes else ()
            self.received = tuple(match.received[0])
        self.close = Button("button:close", "hearts.button.close", (0, 0, 10, 10), self._close, primary=True)
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.layout()

    # -- words ---------------------------------------------------------------------------------
    def pass_lines(self) -> list[str]:
        """The pass: what went where and what came from where (or that there was none)."""
        if self.direction == PassDirection.NONE:
            return [t("puzzle.tricks.no_pass")]
        out = []
        if self.passed:
            out.append(t("puzzle.tricks.passed", cards=cards_text(self.passed),
                         name=t(f"hearts.seat.{pass_target(0, self.direction)}")))
        if self.received:
            out.append(t("puzzle.tricks.received", cards=cards_text(self.received),
                         name=t(f"hearts.seat.{pass_source(0, self.direction)}")))
        return out

    # -- layout --------------------------------------------------------------------------------
    def layout(self) -> None:
        """The panel, its lines and the table's rows for the screen now."""
        screen = self.screen()
        W, H = screen.width, screen.height
        big = screen.big
        self.size = 26 if big else 22
        self.title_size = 32 if big else 28
        tap = screen.px(screen.tap_min)
        margin = screen.px(12)
        w = min(W - 2 * margin, screen.px(760))
        inner = w - 2 * screen.px(20)
        self.lines = [line for one in self.pass_lines() for line in text.wrap(one, self.size, inner, screen=screen)]
        line_h = text.font(self.size, screen=screen).get_linesize()
        title_h = text.font(self.title_size, True, screen=screen).get_linesize()
        head = screen.px(20) + title_h + screen.px(8) + len(self.lines) * line_h + screen.px(12)
        rows = max(1, len(self.tricks)) + 1  # the column heads
        foot = tap + screen.px(36)
        room = H - 2 * margin - head - foot
        self.row_h = max(line_h, min(round(line_h * 1.35), room // rows))
        h = min(H - 2 * margin, head + rows * self.row_h + foot)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (W // 2, H // 2)
        self.table_y = self.rect.y + head
        cw = min(screen.px(240), self.rect.w - 2 * screen.px(30))
        self.close.rect = pygame.Rect(self.rect.centerx - cw // 2, self.rect.bottom - screen.px(18) - tap, cw, tap)
        self.close.size = 26 if big else 22
        # the columns: the trick's number, the four seats, the points
        x0, x1 = self.rect.x + screen.px(20), self.rect.right - screen.px(20)
        num_w = max(text.font(self.size, True, screen=screen).size("12")[0] + screen.px(12), (x1 - x0) // 10)
        pts_w = (x1 - x0) // 8
        seat_w = (x1 - x0 - num_w - pts_w) // 4
        self.columns = [x0 + num_w // 2] + [x0 + num_w + i * seat_w + seat_w // 2 for i in range(4)] \
            + [x1 - pts_w // 2]
        self.seat_w = seat_w

    # -- the modal screen's part ---------------------------------------------------------------
    def _close(self) -> None:
        self.dismiss(None)

    def hittables(self) -> list:
        return [self.close]

    def default_button(self) -> Button:
        return self.close

    def press_cancel(self) -> None:
        self._close()

    def on_tap(self, target: object, pos: tuple[int, int]) -> None:
        """Close closes it, and so does a tap beside the panel."""
        if target is self.close or (target is None and not self.rect.collidepoint(pos)):
            self.close.activate()

    def describe(self) -> dict[str, object]:
        """The script's ``state["modal"]``: the pass and the tricks as card codes."""
        return {"kind": self.kind, "buttons": [self.close.name], "enabled": [self.close.name],
                "passed": [str(c) for c in self.passed], "received": [str(c) for c in self.received],
                "tricks": [{"leader": tr.leader, "cards": [str(c) for c in tr.cards], "winner": tr.winner}
                           for tr in self.tricks]}

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        screen, look = self.screen(), self.look
        surface.blit(shade(surface.get_size(), 150), (0, 0))
        r = self.rect
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, screen.px(6)), border_radius=screen.px(18))
        pygame.draw.rect(surface, look.palette.raised, r, border_radius=screen.px(18))
        pygame.draw.rect(surface, GOLD, r, width=screen.px(2), border_radius=screen.px(18))
        title = t("puzzle.tricks.title")
        size = text.fit_size(title, self.title_size, r.w - screen.px(40), bold=True, screen=screen)
        y = r.y + screen.px(20)
        text.draw(surface, title, size, look.palette.text, (r.centerx, y), "midtop", bold=True, screen=screen)
        y += text.font(self.title_size, True, screen=screen).get_linesize() + screen.px(8)
        for line in self.lines:
            text.draw(surface, line, self.size, look.palette.text_dim, (r.x + screen.px(20), y), "topleft",
                      screen=screen)
            y += text.font(self.size, screen=screen).get_linesize()
        y = self.table_y
        heads = ["#"] + [t(f"hearts.seat.{s}") for s in SEATS] + ["♥"]
        for i, (x, head) in enumerate(zip(self.columns, heads, strict=True)):
            room = self.seat_w - screen.px(6) if 0 < i < 5 else self.seat_w
            fitted = text.fit_size(head, self.size, room, bold=True, screen=screen)
            text.draw(surface, head, fitted, GOLD, (x, y + self.row_h // 2), "center", bold=True, screen=screen)
        y += self.row_h
        if not self.tricks:
            text.draw(surface, t("puzzle.tricks.none"), self.size, look.palette.text_dim, (r.centerx,
                                                                                           y + self.row_h // 2),
                      "center", screen=screen)
        for n, trick in enumerate(self.tricks, 1):
            mid = y + self.row_h // 2
            if n % 2 == 0:
                band = pygame.Rect(r.x + screen.px(10), y, r.w - screen.px(20), self.row_h)
                pygame.draw.rect(surface, (14, 50, 34), band, border_radius=screen.px(8))
            text.draw(surface, str(n), self.size, look.palette.text_dim, (self.columns[0], mid), "center",
                      screen=screen)
            plays = dict(trick.plays())
            for col, seat in enumerate(SEATS, 1):
                card = plays.get(seat)
                if card is None:
                    continue
                x = self.columns[col]
                won = seat == trick.winner
                label = card.pretty
                f = text.font(self.size, True, screen=screen)
                w, h = f.size(label)
                if won:
                    chip = pygame.Rect(0, 0, w + screen.px(16), min(self.row_h - screen.px(4), h + screen.px(4)))
                    chip.center = (x, mid)
                    pygame.draw.rect(surface, GOLD, chip, border_radius=screen.px(8))
                colour = _on_gold(self.cards.ink(card.suit)) if won else self.cards.mark(card.suit)
                text.draw(surface, label, self.size, colour, (x, mid), "center", bold=True, screen=screen)
                if seat == trick.leader:
                    under = mid + h // 2 - screen.px(1)
                    pygame.draw.line(surface, colour if not won else theme.TEXT_DARK, (x - w // 2, under),
                                     (x + w // 2, under), screen.px(2))
            pts = trick.points
            text.draw(surface, str(pts) if pts else "·", self.size, RED_SUIT if pts else look.palette.text_dim,
                      (self.columns[5], mid), "center", bold=bool(pts), screen=screen)
            y += self.row_h
        self.close.draw(surface, screen, look)


def _on_gold(ink: tuple[int, int, int]) -> tuple[int, int, int]:
    """A suit's card ink made darker, to be read on the taker's gold chip."""
    return (round(ink[0] * 0.75), round(ink[1] * 0.75), round(ink[2] * 0.75))
