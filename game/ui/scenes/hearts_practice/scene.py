"""Puzzle practice's scene: the daily puzzle's table, answer and Why?, with a rating that moves.

The daily puzzle's scene (:class:`.hearts_puzzle.scene.PuzzleScene`) shows the position, takes
the answer, words the verdict and opens Why?; this one chooses the puzzles instead of a date
(``game.hearts.teaching.practice``: near the player's rating, of the theme picked, none twice)
and rates each first answer (``game.rating``: Glicko-2), showing the change in the header
("1512 → 1527, +15 · ±64").  The rating and the answers are kept in the statistics
(``Stats.record_practice``).  A puzzle opened again from the history is not rated.

The run (its draws, the theme, the puzzle on the table and its answer) lasts the session:
it is kept on the app, so the history screen and back return to the same puzzle.
"""

from __future__ import annotations

import sys
from typing import Any

import pygame

from game.cards import Card
from game.i18n import t
from game.ui import theme
from game.ui.scene import register_scene
from game.ui.scenes.hearts.layout import SOUTH
from game.ui.scenes.hearts_puzzle.scene import PuzzleScene, verdict
from game.ui.widgets import Button

from . import strings  # noqa: F401  (registers the scene's words)
from .run import engine, session

#: Tab's order after the cards (a stable sort: the cards keep theirs).
FOCUS_RANK = {"button:why": 1, "button:next": 2, "button:tricks": 3, "button:history": 4, "button:back": 5}


@register_scene("hearts_practice")
class PracticeScene(PuzzleScene):
    """An endless run of puzzles with a rating: answer, see the change, Why?, next."""

    shortcuts: dict[int, str] = {pygame.K_w: "button:why", pygame.K_n: "button:next",
                                 pygame.K_h: "button:history", pygame.K_t: "button:tricks"}

    def __init__(self, app: Any, seed: int | None = None, theme: str | None = None, review: int | None = None,
                 **params: Any) -> None:
        super().__init__(app, **params)
        self.back_to = "menu"
        self.session = session(app, theme, seed)
        if theme is not None:
            self.session.run.theme = theme if theme in engine().THEMES else None
        self.review_n = review

    # -- life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        s = self.session
        try:
            table = engine().shipped()
        except (ImportError, ValueError) as exc:
            print(f"hearts_practice: no table: {exc}", file=sys.stderr, flush=True)
            table = None
        if table is None or not table.entries:
            self.puzzle, self.problem = None, t("practice.none")
            self.build()
            return
        self.entries = table.entries
        if self.review_n is not None:
            entry = next((e for e in self.entries if e.n == self.review_n), None)
            if entry is not None:
                if not s.review:
                    s.back = {"entry": s.entry, "played": s.played, "change": s.change}
                s.entry, s.played, s.change, s.review = entry, None, None, True
        elif s.review:  # back from a review: the run's own puzzle again
            s.entry, s.played, s.change = s.back.get("entry"), s.back.get("played"), s.back.get("change")
            s.review, s.back = False, {}
        if s.entry is None:
            s.entry = s.run.next(self.entries, self.rating().rating)
            s.played = s.change = None
        self.show(s.entry)

    def show(self, entry: Any) -> None:
        """Put ``entry`` on the table (answered again if it was)."""
        try:
            self.puzzle = entry.puzzle()
            self.match = self.puzzle.match()
        except Exception as exc:  # a row that no longer replays: no puzzle, no traceback
            print(f"hearts_practice: puzzle {entry.n} does not replay: {exc}", file=sys.stderr, flush=True)
            self.puzzle, self.problem = None, t("practice.none")
        self.answered = None
        self.played = None
        self.shown_analysis = None
        self.sprites = {}
        self.build()
        card = next((c for c in self.match.legal(SOUTH) if str(c) == self.session.played), None) \
            if self.puzzle is not None else None
        if card is not None:
            self.answered = verdict(self.puzzle, card)
            self.played = card
            self.place()

    def build(self) -> None:
        super().build()
        P = self.P
        size = 24 if theme.big() else P.size
        out = []
        for w in self.widgets:
            if w.name == "button:calendar":
                w = Button("button:history", "practice.button.history", P.calendar, self.open_history, size=size)
            elif w.name == "button:retry":
                w = Button("button:next", "practice.button.next", P.retry, self.next_puzzle, primary=True,
                           size=size)
                w.visible = self.answered is not None and not self.session.review
            elif w.name == "button:today":
                continue
            out.append(w)
        self.widgets = out
        if self.puzzle is not None:
            self.place()

    def place(self) -> None:
        super().place()
        for w in self.widgets:
            if w.name == "button:next":
                w.visible = self.answered is not None and not self.session.review
            elif w.name == "button:why":
                w.visible = self.answered is not None or self.session.review

    # -- the rating ----------------------------------------------------------------------
    def rating(self) -> Any:
        """The player's rating now: the statistics', or a first guess from the Hearts level played."""
        from game import rating, stats_practice

        kept = stats_practice.current(self.app.stats.hearts)
        return kept if kept is not None else rating.start_for(self.level_played())

    def level_played(self) -> str:
        """The Hearts level of the most games played (the level set, before any game)."""
        from game.stats import HEARTS_LEVELS

        games = {lv: self.app.stats.hearts.get(f"{lv}_games_played", 0) for lv in HEARTS_LEVELS}
        most = max(HEARTS_LEVELS, key=lambda lv: games[lv])
        return most if games[most] > 0 else str(self.app.settings.get("hearts.level"))

    def header_lines(self) -> list[tuple[str, int, tuple, bool]]:
        big = theme.big()
        s = self.session
        name = t(f"practice.theme.{s.run.theme or 'all'}")
        first = t("practice.review", n=s.entry.n) if s.review and s.entry is not None \
            else t("practice.header", theme=name)
        out = [(first, 24 if big else 18, theme.TEXT, True)]
        if s.change is not None:
            before, after = (round(r.rating) for r in s.change)
            delta = after - before
            second = t("practice.change", before=before, after=after, sign="+" if delta >= 0 else "−",
                       delta=abs(delta), deviation=round(s.change[1].deviation))
        else:
            r = self.rating()
            key = "practice.rating_new" if self.app.stats.hearts.get("puzzle_answers", 0) == 0 else "practice.rating"
            second = t(key, rating=round(r.rating), deviation=round(r.deviation))
        if self.answered is not None and s.entry is not None:
            second += " · " + t("practice.puzzle_rating", rating=s.entry.rating)
        out.append((second, 22 if big else 15, theme.TEXT_DIM, False))
        return out

    # -- actions -------------------------------------------------------------------------
    def answer(self, card: Card) -> None:
        """Play ``card``: the verdict, and on the run's puzzle the rating moved and kept."""
        from game import rating

        if self.puzzle is None or self.answered is not None or card not in self.match.legal(SOUTH):
            return
        s = self.session
        self.answered = verdict(self.puzzle, card)
        self.played = card
        if not s.review and s.played is None:
            before = self.rating()
            after = rating.after_puzzle(before, s.entry.rating, self.answered == "best")
            self.app.stats.record_practice(s.entry.n, self.answered == "best", after)
            s.change = (before, after)
        s.played = str(card)
        self.place()
        self.focus = "button:why"

    def next_puzzle(self) -> None:
        """The next puzzle of the run, near the rating now."""
        s = self.session
        s.entry = s.run.next(self.entries, self.rating().rating)
        s.played = s.change = None
        self.show(s.entry)
        self.focus = self.hand_focus()

    def open_history(self) -> None:
        self.app.go("hearts_practice_history")

    def on_back(self) -> None:
        if self.session.review:
            self.app.go("hearts_practice_history")
        else:
            self.app.go("menu")

    def focus_order(self) -> list:
        return sorted(super(PuzzleScene, self).focus_order(), key=lambda h: FOCUS_RANK.get(h.name, 0))

    # -- script state --------------------------------------------------------------------
    def state(self) -> dict:
        out = super().state()
        s = self.session
        r = self.rating()
        out.update(date=None, first_answer=None, streak=None, review=s.review, theme=s.run.theme,
                   n=s.entry.n if s.entry is not None else None,
                   puzzle_rating=s.entry.rating if s.entry is not None else None,
                   rating=round(r.rating, 2), deviation=round(r.deviation, 2),
                   change=[round(x.rating, 2) for x in s.change] if s.change is not None else None)
        return out


from . import history  # noqa: E402,F401  (registers the history scene)
