"""The Hearts table's panels and hand review on the app's screen stack: which one is open,
what opens when one closes (the summary, the score sheet, the next hand or the final
ranking), and the review in place of the panel it came from.

Each panel is a modal screen (:class:`.panels.Panel`, :class:`.review.ReviewPanel`) that
hands back what closed it; this part of the table turns that into the next step.  It is
given the narrow things it uses (:class:`PanelHost`: the app's stack, a sound, a toast,
the way to the menu and the metrics; the table's match, card look, save and its own steps:
the next hand, a new game), never the app.  The screen stack redraws as a screen opens or
closes, so nothing here asks for a redraw.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from game.hearts import Match
from game.i18n import t
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.scenes.hearts import review as review_mod
from game.ui.scenes.hearts.panels import Panel, PanelResult
from game.ui.scenes.hearts.review import ReviewResult
from game.ui.scenes.hearts.review_coach import ReviewCoach
from game.ui.theme import MessageKind


@dataclass(frozen=True)
class PanelHost:
    """What the table's panels use of the scene's parts: push a screen on the stack (with
    what to do with its result), play a sound, show a toast, go back to the menu, the
    metrics now."""

    push_screen: Callable[..., None]
    play: Callable[[str], None]
    toast: Callable[..., None]
    to_menu: Callable[[], object]
    metrics: Callable[[], Screen]


class TablePanels:
    """The table's open panel (``modal``) or hand review (``review``), and the last Share."""

    def __init__(self, host: PanelHost, match: Callable[[], Match], look: Callable[[], Look], *,
                 esc: Callable[[], bool], shortcuts: dict[int, str], save: Callable[[], None],
                 next_hand: Callable[[], None], new_game: Callable[[], None],
                 on_open: Callable[[], None]) -> None:
        """``esc``: the table's first use of Esc (a claim being checked stops); ``on_open``:
        what the table forgets when a panel opens over it (the hint on show)."""
        self.host = host
        self._match = match
        self._look = look
        self._esc = esc
        self._shortcuts = shortcuts
        self._save = save
        self._next_hand = next_hand
        self._new_game = new_game
        self._on_open = on_open
        #: The panel open on the app's stack, and the hand review (the table's panel while open).
        self.modal: Panel | None = None
        self.review: review_mod.ReviewPanel | None = None
        #: The last "Share": the link and what became of it (copied / shown / failed).
        self.shared_link: str | None = None
        self.share_outcome: str | None = None

    @property
    def current(self) -> Panel | review_mod.ReviewPanel | None:
        """What is over the table: the review, else the panel, else ``None``."""
        return self.review if self.review is not None else self.modal

    def show(self, kind: str) -> None:
        """Open the panel ``kind`` on the app's screen stack (what closes it comes back to
        :meth:`_closed`)."""
        panel = Panel(kind, self._match(), share=self.share, esc=self._esc, shortcuts=self._shortcuts,
                      screen=self.host.metrics, look=self._look())
        panel.layout()
        self.modal = panel
        self.host.push_screen(panel, lambda result: self._closed(panel, result))

    def drop(self) -> None:
        """No panel over the table any more (a new table): the one open is put away unheard."""
        modal, review = self.modal, self.review
        self.modal = None
        self.review = None
        if modal is not None:
            modal.finish(PanelResult.DROPPED)
        if review is not None:
            review.close(ReviewResult.DROPPED)

    def open(self, kind: str) -> None:
        """Open a panel (the summary of a moon and the final ranking with their sound)."""
        self.show(kind)
        self._on_open()
        m = self._match()
        if kind == "summary" and m.hand_result and m.hand_result.moon_shooter is not None:
            self.host.play("win")
        if kind == "ranking":
            self.host.play("win")

    def _closed(self, panel: Panel, result: PanelResult) -> None:
        """What the panel handed back: the table goes on from there."""
        if panel is not self.modal:
            return  # put away by a new table
        self.modal = None
        if result == PanelResult.CONTINUE:  # the summary's: the score sheet; the sheet's at the end: the ranking
            self.open("sheet" if panel.kind == "summary" else "ranking")
        elif result == PanelResult.NEXT:
            self._next_hand()
        elif result == PanelResult.REVIEW:
            self.open_review(panel.kind)
        elif result == PanelResult.NEW:
            self._new_game()
        elif result in (PanelResult.MENU, PanelResult.BACK):
            self.host.to_menu()
        else:  # CLOSE
            self.close()

    def close(self) -> None:
        self.review = None

    def sheet(self) -> None:
        """The Scores button: the score sheet, to look at."""
        if self.current is None:
            self.open("sheet_view")

    def last_trick(self) -> None:
        """The Last trick button."""
        if self.current is None and self._match().last_trick is not None:
            self.open("last_trick")

    def open_review(self, back: str) -> None:
        """The hand review, in place of the panel ``back`` (the summary or the score sheet)
        it returns to; if there is none to show, that panel again."""
        match = self._match()
        try:
            reviews = review_mod.finished_reviews(match)
        except Exception as exc:  # a log the engine refuses: say so, keep the game
            print(f"hearts: review failed: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
            self.host.toast(t("hearts.review.unreadable"), kind="error")
            reviews = []
        if not reviews:
            self.show(back)
            return
        review = review_mod.ReviewPanel(reviews, len(reviews) - 1, back, before_cancel=self._esc,
                                        coach=ReviewCoach(match), on_graded=self._save,
                                        open_screen=self.host.push_screen, screen=self.host.metrics,
                                        look=self._look())
        self.review = review  # the table's panel while it is open: the table waits
        review.layout()
        self.host.push_screen(review, lambda _result: self._review_closed(review))
        self._on_open()

    def _review_closed(self, review: review_mod.ReviewPanel) -> None:
        """The review handed back (Close or Esc): the panel it came from again."""
        if review is self.review:  # (not one put away by a new table)
            self.close_review()

    def close_review(self) -> None:
        """Back to the panel the review was opened from (without its sounds again)."""
        back = self.review.back if self.review is not None else None
        self.review = None
        if back is None:
            self.close()
            return
        self.show(back)

    def relayout(self) -> None:
        """Place the open panel or review again (the window or a setting changed)."""
        if self.review is not None:
            self.review.look = self._look()  # (a setting may have changed it)
            self.review.layout()
        if self.modal is not None:
            self.modal.layout()

    def hittables(self) -> list | None:
        """The open panel's buttons (the app sends the taps to it on its stack; the
        buttons' label sizes are shared from this list), or ``None`` when none is open."""
        if self.review is not None:
            return [self.review.link, *self.review.buttons]
        if self.modal is not None:
            return list(self.modal.buttons)
        return None

    def share(self) -> None:
        """The score sheet's and the ranking's "Share": a ?game= link to this game, copied."""
        from game.share import GAME
        from game.ui import sharing

        def outcome(link: str, what: str) -> None:
            self.shared_link, self.share_outcome = link, what

        sharing.share(GAME, self._match().code,
                      lambda m, s, kind: self.host.toast(m, s, kind=cast(MessageKind, kind)), outcome=outcome)
