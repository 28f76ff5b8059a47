"""The Heart to Heart scene's dialogs and messages: asking before a restart or a new game,
the deal-code dialog, toasts in the layout's message place (a refused tap's message near the
card), and copying or sharing the deal's code.  Each is a modal screen on the app's stack
(game/ui/screens.py): the dead-end sheet and the result panel are built in :mod:`.endings`
and opened through the same :meth:`TableDialogs.open`, which remembers which kind is
showing (``kind``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.heart_to_heart.layout import POSITIONS
from game.heart_to_heart.state import PLAYING, WON, Game
from game.i18n import t
from game.share import DEAL
from game.ui import clipboard, sharing
from game.ui.look import Look
from game.ui.messages import message_pill_box
from game.ui.metrics import Screen
from game.ui.scenes.heart_to_heart import effects as fx
from game.ui.scenes.heart_to_heart.layout import H2HLayout
from game.ui.widgets import Button, Dialog, share_font_sizes

#: The table's buttons a dead-end sheet keeps in view and in use, their labels, and their
#: shares of a row of their own (as wide as «Копировать код» and «Поделиться» ask).
KEPT = ("button:copy", "button:share", "button:menu")
KEPT_LABELS = {"button:copy": "button.copy", "button:share": "button.share", "button:menu": "button.menu"}
KEPT_SHARES = (250, 210, 160)
#: The least height (design px) a dead-end sheet takes under the heart: a line of message
#: and a row of buttons.
SHEET_MIN_H = 260
#: The least width (design px) of Copy code, Share and Menu standing beside the heart.
KEPT_BESIDE_W = 240

if TYPE_CHECKING:
    from game.ui.dead_end import DockedDialog
    from game.ui.scene import Parts
    from game.ui.screens import ModalScreen
    from game.ui.theme import MessageKind


class TableDialogs:
    """The table's dialogs and messages.  ``kept`` are the actions of Copy code, Share and
    Menu, which a dead-end sheet keeps in view and in use."""

    def __init__(self, parts: Parts, kept: dict[str, Callable[[], None]]) -> None:
        self.parts = parts
        self.kept = kept
        #: The screen this table opened last, and its kind ("dead_end", "won", "restart"...).
        self.shown: tuple[ModalScreen, str] | None = None
        #: The free place found for a refused tap's message: (message, card, screen) -> midbottom.
        self._error_spot: tuple[tuple, tuple[int, int] | None] | None = None

    def toast(self, message: str, seconds: float = 2.4, kind: str = "info") -> None:
        """A message in the layout's message place; the same one again replaces the old
        (a burst of refused taps does not pile copies up the column)."""
        self.parts.nav.toasts[:] = [x for x in self.parts.nav.toasts if x.message != message]
        self.parts.nav.toast(message, seconds, cast("MessageKind", kind))

    def confirm(self, kind: str, title: str, message: str, name: str, label: str,
                action: Callable[[], None]) -> None:
        """Ask first: Cancel, or the button ``name`` that runs ``action`` (while the question
        is still the top screen, as every dialog's button does)."""
        dialog = Dialog(title, message, [("cancel", "button.cancel", None), (name, label, action)], cancel="cancel")
        self.open(kind, dialog, None, dialog.after_close)

    def ask_restart(self, game: Game, restart: Callable[[], None]) -> None:
        """"Restart deal": asks first while a game is in progress (it counts as lost)."""
        if game.moves == 0 and game.status != WON:
            return  # already at the first position: nothing to restart
        if game.status == PLAYING:
            self.confirm("restart", "h2h.restart.title", "h2h.restart.message", "restart", "button.restart_deal",
                         restart)
        else:
            restart()

    def ask_new_game(self, game: Game, new_game: Callable[[], None]) -> None:
        """"New game": asks first when it gives up a game begun (it counts as lost)."""
        if game.status == PLAYING and game.moves > 0:
            self.confirm("new_game", "h2h.new.title", "h2h.new.message", "new", "button.new", new_game)
        else:
            new_game()

    def ask_deal(self) -> None:
        """"Play a deal…": the frame's code dialog.  It asks before a Heart to Heart code
        replaces this game in progress (a Hearts code leaves it saved), once the code is typed."""
        dialog = self.parts.games.deal_code_dialog()
        self.open("deal", dialog, None, dialog.after_close)

    def open(self, kind: str, screen: ModalScreen, L: H2HLayout | None,
             on_result: Callable[[Any], object] | None = None) -> None:
        """Push ``screen`` on the app's stack, remembered as ``kind`` (a dead-end sheet makes
        room on ``L``); ``on_result`` gets what it hands back when it closes."""
        if kind in ("dead_end", "lost", "won"):
            self.parts.nav.toasts.clear()  # what they said is stale now, and they would cover the panel
        self.shown = (screen, kind)
        if L is not None:
            self.dock_room(L)
        self.parts.nav.push_screen(screen, on_result)

    def ours(self) -> Any:
        """The screen on top when it is one this table opened (a sheet, the result panel)."""
        if self.shown is not None and self.parts.nav.top is self.shown[0]:
            return self.shown[0]
        return None

    def kind(self) -> str | None:
        """What the open dialog is: one of ours by its kind, a frame's as "message"."""
        if self.parts.nav.top is None:
            return None
        if self.shown is not None and self.parts.nav.top is self.shown[0]:
            return self.shown[1]
        return "message"  # one of the frame's (a bad deal code, say)

    def dock_room(self, L: H2HLayout) -> None:
        """A dead-end sheet keeps the cards its reason names in view (it docks beside or
        under the heart), and Copy code, Share and Menu in view and in use: in the top bar
        where the layout has one, else in a row of their own under the sheet."""
        screen = self.parts.canvas.metrics
        if self.shown is None or self.shown[1] not in ("dead_end", "lost"):
            return
        # the dead-end and lost sheets come from dead_end_dialog: always a DockedDialog
        dialog = cast("DockedDialog", self.shown[0])
        places, area = self.kept_in_view(L, getattr(dialog, "dock", None) == "right")
        dialog.area = area
        dialog.room = area.h if dialog.dock == "bottom" else None
        dialog.extras = [Button(name, KEPT_LABELS[name], places[name], self.kept[name], size=L.buttons[name][1])
                         for name in KEPT]
        share_font_sizes(dialog.extras, screen)
        dialog.layout()
        own_row = places["button:copy"] != L.button_rect("button:copy")
        if own_row and area.bottom < screen.height and (dialog.rect.top < area.top or dialog.squeezed):
            # no room for a row of their own under the heart (a 9:16 screen upright): the
            # heart and the sheet's buttons at a readable size come first, the sheet takes
            # the room down to the screen's foot
            dialog.extras = []
            dialog.area = area.union(pygame.Rect(area.x, area.y, area.w, screen.height - area.y))
            dialog.room = dialog.area.h
            dialog.layout()

    def kept_in_view(self, L: H2HLayout, side: bool) -> tuple[dict[str, pygame.Rect], pygame.Rect]:
        """Where Copy code, Share and Menu stand while a dead-end sheet is open, and the
        part of the screen the sheet keeps to (``side``: docked beside the heart, else under
        it), in device pixels.  Never under the panel of time, score, moves and code."""
        screen = self.parts.canvas.metrics
        px = screen.px
        own = {name: L.button_rect(name) for name in KEPT}
        heart = L.heart_bounds()
        if all(r.bottom <= L.PANEL_H for r in own.values()):  # a top bar holds them
            places, floor = own, screen.height
        else:  # a row of their own, across the table's buttons, where the lowest of them is
            span = pygame.Rect(L.button_rect("button:undo")).unionall([L.button_rect(n) for n in L.buttons])
            h = max(r.h for r in own.values())
            # as low as the lowest of them, or lower where the screen has room under it
            top = max(max(r.top for r in own.values()), screen.height - px(20) - h)
            gap = px(12)
            room = span.w - (len(KEPT) - 1) * gap
            places, x = {}, span.left
            for i, name in enumerate(KEPT):
                w = room * KEPT_SHARES[i] // sum(KEPT_SHARES) if i < len(KEPT) - 1 else span.right - x
                places[name] = pygame.Rect(x, top, w, h)
                x += w + gap
            floor = top - gap
            column = self._kept_beside(L, h, gap)
            if not side and floor - (heart.bottom + px(8)) < px(SHEET_MIN_H) and column is not None:
                places, floor = column, screen.height  # beside the heart: the sheet has the foot
        top = L.PANEL_H
        if side:
            left = heart.right + px(8)
            return places, pygame.Rect(left, top, screen.width - left, floor - top)
        top = max(top, heart.bottom + px(8))
        return places, pygame.Rect(0, top, screen.width, floor - top)

    def _kept_beside(self, L: H2HLayout, h: int, gap: int) -> dict[str, pygame.Rect] | None:
        """Copy code, Share and Menu one over the other right of the heart, under the stock
        and the waste (a square window), device pixels; ``None`` where there is no room."""
        screen = self.parts.canvas.metrics
        px = screen.px
        heart = L.heart_bounds()
        left, right = heart.right + px(12), screen.width - px(12)
        top = max(L.stock_rect().bottom, L.waste_rect().bottom) + px(48)  # under the piles' labels
        if right - left < px(KEPT_BESIDE_W) or top + 3 * h + 2 * gap > heart.bottom:
            return None
        return {name: pygame.Rect(left, top + i * (h + gap), right - left, h) for i, name in enumerate(KEPT)}

    def copy_code(self, code: str) -> None:
        """The deal's code to the clipboard (and the page's address), and a message saying so."""
        fx.show_deal_in_address(code)
        clipboard.copy_text(code, lambda outcome: self.toast(
            t("deal.copied") + ": " + code if outcome == "copied"
            else t("deal.copy_shown") if outcome == "shown" else t("h2h.copy_failed", code=code), 4.0,
            kind="success" if outcome == "copied" else "info"))

    def share(self, code: str) -> None:
        """"Share": a link to this deal (the page's address with ?deal=), copied like the code."""
        sharing.share(DEAL, code, self.toast)

    def message_place(self, L: H2HLayout, error_at: pygame.Rect | None, widgets: Sequence[Any]) -> tuple[int, int]:
        """Messages stand clear of the heart, the stock and the waste (the layout says
        where); in landscape a refused tap's message takes the free place nearest the card
        tapped (``error_at``: the message place at the foot of the far column is where
        nobody looks), still covering no card, pile or button (``widgets``)."""
        look = self.parts.canvas.look
        screen = self.parts.canvas.metrics
        toasts = self.parts.nav.toasts
        if error_at is None or L.kind == "portrait" or not toasts or toasts[-1].kind != "error":
            return L.toast_at
        key = (toasts[-1].message, tuple(error_at), screen.width, screen.height)
        if self._error_spot is None or self._error_spot[0] != key:
            self._error_spot = (key, _free_spot_near(L, toasts[-1].message, error_at, widgets, screen=screen,
                                                     look=look))
        return self._error_spot[1] or L.toast_at


def _free_spot_near(L: H2HLayout, message: str, card: pygame.Rect, widgets: Sequence[Any], *,
                    screen: Screen, look: Look) -> tuple[int, int] | None:
    """The midbottom of the message's box at the free place nearest ``card``."""
    px = screen.px
    box = message_pill_box(message, "error", 24, L.toast_width, screen=screen, look=look)
    taken = [pygame.Rect(L.heart_rect(p)) for p in POSITIONS]
    taken += [pygame.Rect(L.stock_rect()), pygame.Rect(L.waste_rect())]
    taken += [pygame.Rect(w.rect) for w in widgets if getattr(w, "visible", True)]
    taken = [r.inflate(px(8), px(8)) for r in taken]
    best: tuple[int, tuple[int, int]] | None = None
    step = px(16)
    for bottom in range(L.PANEL_H + box.h + px(8), screen.height - px(8) + 1, step):
        for x in range(box.w // 2 + px(8), screen.width - box.w // 2 - px(8) + 1, step):
            box.midbottom = (x, bottom)
            if box.collidelist(taken) != -1:
                continue
            d = (box.centerx - card.centerx) ** 2 + (box.centery - card.centery) ** 2
            if best is None or d < best[0]:
                best = (d, (x, bottom))
    return best[1] if best is not None else None
