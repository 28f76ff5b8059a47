"""The Heart to Heart scene's dialogs and messages: asking before a restart or a new game,
the deal-code dialog, toasts in the layout's message place, and copying or sharing the
deal's code.  The dead-end and result dialogs are opened from :mod:`.endings` through the
same ``open_dialog``, which remembers which kind is showing (``dialog_kind``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.heart_to_heart.state import PLAYING, WON, Game
from game.i18n import t
from game.share import DEAL
from game.ui import clipboard, sharing, theme
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


class SceneDialogs:
    """Dialogs and messages (a mixin of :class:`HeartToHeartScene`)."""

    app: Any
    game: Game
    L: H2HLayout
    _dialog: tuple[Dialog, str] | None
    restart_deal: Callable[[], None]
    new_game: Callable[..., None]

    def ask_restart(self) -> None:
        """"Restart deal": asks first while a game is in progress (it counts as lost)."""
        if self.game.moves == 0 and self.game.status != WON:
            return  # already at the first position: nothing to restart
        if self.game.status == PLAYING:
            self.open_dialog("restart", Dialog(
                "h2h.restart.title", "h2h.restart.message",
                [("cancel", "button.cancel", None), ("restart", "button.restart_deal", self.restart_deal)],
                cancel="cancel"))
        else:
            self.restart_deal()

    def toast(self, message: str, seconds: float = 2.4, kind: str = "info") -> None:
        """A message in the layout's message place; the same one again replaces the old
        (a burst of refused taps does not pile copies up the column)."""
        self.app.toasts[:] = [x for x in self.app.toasts if x.message != message]
        self.app.toast(message, seconds, kind)

    def open_dialog(self, kind: str, dialog: Dialog) -> None:
        if kind in ("dead_end", "lost", "won"):
            self.app.toasts.clear()  # what they said is stale now, and they would cover the panel
        self._dialog = (dialog, kind)
        self._dock_room()
        self.app.show_dialog(dialog)

    def _dock_room(self) -> None:
        """A dead-end sheet keeps the cards its reason names in view (it docks beside or
        under the heart), and Copy code, Share and Menu in view and in use: in the top bar
        where the layout has one, else in a row of their own under the sheet."""
        if self._dialog is None or self._dialog[1] not in ("dead_end", "lost"):
            return
        # the dead-end and lost sheets come from dead_end_dialog: always a DockedDialog
        dialog = cast("DockedDialog", self._dialog[0])
        places, area = self.kept_in_view(getattr(dialog, "dock", None) == "right")
        dialog.area = area
        dialog.room = area.h if dialog.dock == "bottom" else None
        actions = {"button:copy": self.copy_code, "button:share": self.share,
                   "button:menu": lambda: self.app.go("menu")}
        dialog.extras = [Button(name, KEPT_LABELS[name], places[name], actions[name], size=self.L.buttons[name][1])
                         for name in KEPT]
        share_font_sizes(dialog.extras)
        dialog.layout()
        own_row = places["button:copy"] != self.L.button_rect("button:copy")
        if own_row and area.bottom < theme.HEIGHT and (dialog.rect.top < area.top or dialog.squeezed):
            # no room for a row of their own under the heart (a 9:16 screen upright): the
            # heart and the sheet's buttons at a readable size come first, the sheet takes
            # the room down to the screen's foot
            dialog.extras = []
            dialog.area = area.union(pygame.Rect(area.x, area.y, area.w, theme.HEIGHT - area.y))
            dialog.room = dialog.area.h
            dialog.layout()

    def kept_in_view(self, side: bool) -> tuple[dict[str, pygame.Rect], pygame.Rect]:
        """Where Copy code, Share and Menu stand while a dead-end sheet is open, and the
        part of the screen the sheet keeps to (``side``: docked beside the heart, else under
        it), in device pixels.  Never under the panel of time, score, moves and code."""
        L, px = self.L, theme.px
        own = {name: L.button_rect(name) for name in KEPT}
        heart = L.heart_bounds()
        if all(r.bottom <= L.PANEL_H for r in own.values()):  # a top bar holds them
            places, floor = own, theme.HEIGHT
        else:  # a row of their own, across the table's buttons, where the lowest of them is
            span = pygame.Rect(L.button_rect("button:undo")).unionall([L.button_rect(n) for n in L.buttons])
            h = max(r.h for r in own.values())
            # as low as the lowest of them, or lower where the screen has room under it
            top = max(max(r.top for r in own.values()), theme.HEIGHT - px(20) - h)
            gap = px(12)
            room = span.w - (len(KEPT) - 1) * gap
            places, x = {}, span.left
            for i, name in enumerate(KEPT):
                w = room * KEPT_SHARES[i] // sum(KEPT_SHARES) if i < len(KEPT) - 1 else span.right - x
                places[name] = pygame.Rect(x, top, w, h)
                x += w + gap
            floor = top - gap
            column = self._kept_beside(h, gap)
            if not side and floor - (heart.bottom + px(8)) < px(SHEET_MIN_H) and column is not None:
                places, floor = column, theme.HEIGHT  # beside the heart: the sheet has the foot
        top = L.PANEL_H
        if side:
            left = heart.right + px(8)
            return places, pygame.Rect(left, top, theme.WIDTH - left, floor - top)
        top = max(top, heart.bottom + px(8))
        return places, pygame.Rect(0, top, theme.WIDTH, floor - top)

    def _kept_beside(self, h: int, gap: int) -> dict[str, pygame.Rect] | None:
        """Copy code, Share and Menu one over the other right of the heart, under the stock
        and the waste (a square window), device pixels; ``None`` where there is no room."""
        L, px = self.L, theme.px
        heart = L.heart_bounds()
        left, right = heart.right + px(12), theme.WIDTH - px(12)
        top = max(L.stock_rect().bottom, L.waste_rect().bottom) + px(48)  # under the piles' labels
        if right - left < px(KEPT_BESIDE_W) or top + 3 * h + 2 * gap > heart.bottom:
            return None
        return {name: pygame.Rect(left, top + i * (h + gap), right - left, h) for i, name in enumerate(KEPT)}

    def dialog_kind(self) -> str | None:
        if self.app.dialog is None:
            return None
        if self._dialog is not None and self.app.dialog is self._dialog[0]:
            return self._dialog[1]
        return "message"  # one of the frame's (a bad deal code, say)

    def ask_new_game(self) -> None:
        if self.game.status == PLAYING and self.game.moves > 0:
            self.open_dialog("new_game", Dialog(
                "h2h.new.title", "h2h.new.message",
                [("cancel", "button.cancel", None), ("new", "button.new", self.new_game)],
                cancel="cancel"))
        else:
            self.new_game()

    def ask_deal(self) -> None:
        """"Play a deal…": the frame's code dialog.  It asks before a Heart to Heart code
        replaces this game in progress (a Hearts code leaves it saved), once the code is typed."""
        self.open_deal_dialog()

    def open_deal_dialog(self) -> None:
        self.open_dialog("deal", self.app.deal_code_dialog())

    def copy_code(self) -> None:
        code = self.game.code
        fx.show_deal_in_address(code)
        clipboard.copy_text(code, lambda outcome: self.toast(
            t("deal.copied") + ": " + code if outcome == "copied"
            else t("deal.copy_shown") if outcome == "shown" else t("h2h.copy_failed", code=code), 4.0,
            kind="success" if outcome == "copied" else "info"))

    def share(self) -> None:
        """"Share": a link to this deal (the page's address with ?deal=), copied like the code."""
        sharing.share(DEAL, self.game.code, self.toast)
