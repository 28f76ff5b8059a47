"""Opening and closing the Hearts table's panels: the hand's summary, the score sheet, the
final ranking, the last trick, the hand review, and the keys and Back that move between
them.  What a panel shows and its buttons are :mod:`.panels` and :mod:`.review`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

import pygame

from game.i18n import t
from game.ui.scenes.hearts import review as review_mod
from game.ui.scenes.hearts.panels import Panel

if TYPE_CHECKING:
    from game.ui.scenes.hearts.scene import HeartsScene
from .table_state import TableState


class PanelActions(TableState):
    """The panels' comings and goings (a mixin of :class:`HeartsScene`)."""

    shared_link: str | None
    share_outcome: str | None
    refresh_buttons: Callable[[], None]
    cancel_claim_check: Callable[[], bool]

    def open_panel(self, panel: Panel | review_mod.ReviewPanel) -> None:
        self.panel = panel
        panel.layout(cast("HeartsScene", self))
        self.hint_cards = []
        self.refresh_buttons()
        if panel.kind == "summary" and self.match.hand_result and self.match.hand_result.moon_shooter is not None:
            self.app.sound.play("win")
        if panel.kind == "ranking":
            self.app.sound.play("win")
        self.app.invalidate()

    def close_panel(self) -> None:
        self.panel = None
        self.refresh_buttons()
        self.app.invalidate()

    def show_sheet(self) -> None:
        if self.panel is None:
            self.open_panel(Panel("sheet_view"))

    def show_last_trick(self) -> None:
        if self.panel is None and self.match.last_trick is not None:
            self.open_panel(Panel("last_trick"))

    def panel_continue(self) -> None:
        """The summary's button: on to the score sheet (or the final ranking)."""
        self.open_panel(Panel("sheet"))

    def show_ranking(self) -> None:
        self.open_panel(Panel("ranking"))

    def open_review(self) -> None:
        """The hand review, over the summary or the score sheet it returns to."""
        try:
            reviews = review_mod.finished_reviews(self.match)
        except Exception as exc:  # a log the engine refuses: say so, keep the game
            print(f"hearts: review failed: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
            self.app.toast(t("hearts.review.unreadable"), kind="error")
            return
        if reviews:
            back = self.panel.kind if self.panel is not None else None
            review = review_mod.ReviewPanel(reviews, len(reviews) - 1, back, before_cancel=self.cancel_claim_check)
            self.open_panel(review)  # the table's panel while it is open: the table waits
            self.app.push_screen(review, lambda _result: self.close_review())

    def share_game(self) -> None:
        """The score sheet's and the ranking's "Share": a ?game= link to this game, copied."""
        from game.share import GAME
        from game.ui import sharing

        def outcome(link: str, what: str) -> None:
            self.shared_link, self.share_outcome = link, what

        sharing.share(GAME, self.match.code, lambda m, s, kind: self.app.toast(m, s, kind=kind),
                      outcome=outcome)

    def close_review(self) -> None:
        """Back to the panel the review was opened from (without its sounds again)."""
        back = getattr(self.panel, "back", None)
        if back is None:
            self.close_panel()
            return
        self.panel = Panel(back)
        self.panel.layout(self)
        self.refresh_buttons()
        self.app.invalidate()

    def wants_key(self, event: pygame.event.Event) -> bool:
        return self.panel is not None and self.panel.kind == "review" and event.key in (
            pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)

    def on_key(self, event: pygame.event.Event) -> bool:
        if self.panel is not None and self.panel.kind == "review":
            return self.panel.on_key(event)
        return False

    def on_back(self) -> None:
        if self.cancel_claim_check():  # Esc while a claim is checked: only the check stops
            return
        if self.panel is not None and self.panel.kind == "review":
            self.close_review()
            return
        if self.panel is not None and self.panel.kind in ("last_trick", "sheet_view"):
            self.close_panel()
            return
        self.app.go("menu")
