"""Puzzle practice's scene: the daily puzzle's table, answer and Why?, with a rating that moves.

The puzzle scene (:class:`.hearts_puzzle.scene.PuzzleScene`) shows the position, takes
the answer, words the verdict and opens Why?; practice is that scene given this module's
:class:`PracticeSource`, which chooses the puzzles instead of a date
(``game.hearts.teaching.practice``: near the player's rating, of the theme picked, none twice)
and rates each first answer (``game.rating``: Glicko-2), showing the change in the header
("1512 → 1527, +15 · ±64").  The rating and the answers are kept in the statistics
(``Stats.record_practice``).  A puzzle opened again from the history is not rated.

The run (its draws, the theme, the puzzle on the table and its answer) lasts the session:
it is kept in the scenes' session (``Parts.session``), so the history screen and back
return to the same puzzle.
"""

from __future__ import annotations

import sys
from typing import Any

import pygame

from game.cards import Card
from game.i18n import t
from game.ui.scene import Parts, register_maker
from game.ui.scenes.hearts.layout import SOUTH
from game.ui.scenes.hearts_puzzle.scene import PuzzleScene, verdict
from game.ui.widgets import Button

from . import strings  # noqa: F401  (registers the scene's words)
from .run import engine, session

#: Tab's order after the cards (a stable sort: the cards keep theirs).
FOCUS_RANK = {"button:why": 1, "button:next": 2, "button:tricks": 3, "button:history": 4, "button:back": 5}


class PracticeSource:
    """An endless run of puzzles with a rating: answer, see the change, Why?, next."""

    name = "hearts_practice"
    shortcuts: dict[int, str] = {pygame.K_w: "button:why", pygame.K_n: "button:next",
                                 pygame.K_h: "button:history", pygame.K_t: "button:tricks"}
    focus_rank = FOCUS_RANK

    def __init__(self, parts: Parts, seed: int | None = None, theme: str | None = None,
                 review: int | None = None) -> None:
        self.parts = parts
        self.session = session(parts, theme, seed)
        if theme is not None:
            self.session.run.theme = theme if theme in engine().THEMES else None
        self.review_n = review
        self.entries: Any = ()

    # -- life cycle ----------------------------------------------------------------------
    def enter(self, scene: PuzzleScene) -> None:
        s = self.session
        try:
            table = engine().shipped()
        except (ImportError, ValueError) as exc:
            print(f"hearts_practice: no table: {exc}", file=sys.stderr, flush=True)
            table = None
        if table is None or not table.entries:
            scene.puzzle, scene.problem = None, t("practice.none")
            scene.build()
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
        self.show(scene, s.entry)

    def show(self, scene: PuzzleScene, entry: Any) -> None:
        """Put ``entry`` on the table (answered again if it was)."""
        try:
            scene.puzzle = entry.puzzle()
            scene.match = scene.puzzle.match()
        except Exception as exc:  # a row that no longer replays: no puzzle, no traceback
            print(f"hearts_practice: puzzle {entry.n} does not replay: {exc}", file=sys.stderr, flush=True)
            scene.puzzle, scene.problem = None, t("practice.none")
        scene.answered = None
        scene.played = None
        scene.shown_analysis = None
        scene.sprites = {}
        scene.build()
        card = next((c for c in scene.match.legal(SOUTH) if str(c) == self.session.played), None) \
            if scene.puzzle is not None else None
        if card is not None:
            scene.answered = verdict(scene.puzzle, card)
            scene.played = card
            scene.place()

    def buttons(self, scene: PuzzleScene, widgets: list) -> list:
        """History in the calendar's place, Next in Try again's, no Today."""
        P = scene.P
        size = 24 if scene.canvas.metrics.big else P.size
        out = []
        for w in widgets:
            if w.name == "button:calendar":
                w = Button("button:history", "practice.button.history", P.calendar, self.open_history, size=size)
            elif w.name == "button:retry":
                w = Button("button:next", "practice.button.next", P.retry, lambda: self.next_puzzle(scene),
                           primary=True, size=size)
                w.visible = scene.answered is not None and not self.session.review
            elif w.name == "button:today":
                continue
            out.append(w)
        return out

    def visible(self, scene: PuzzleScene, name: str) -> bool | None:
        """Next once the run's puzzle is answered; Why? then, and on a puzzle reviewed."""
        if name == "button:next":
            return scene.answered is not None and not self.session.review
        if name == "button:why":
            return scene.answered is not None or self.session.review
        return None

    # -- the rating ----------------------------------------------------------------------
    def rating(self) -> Any:
        """The player's rating now: the statistics', or a first guess from the Hearts level played."""
        from game import rating, stats_practice

        kept = stats_practice.current(self.parts.stats.hearts)
        return kept if kept is not None else rating.start_for(self.level_played())

    def level_played(self) -> str:
        """The Hearts level of the most games played (the level set, before any game)."""
        from game.stats import HEARTS_LEVELS

        games = {lv: self.parts.stats.hearts.get(f"{lv}_games_played", 0) for lv in HEARTS_LEVELS}
        most = max(HEARTS_LEVELS, key=lambda lv: games[lv])
        return most if games[most] > 0 else str(self.parts.settings.get("hearts.level"))

    def header_lines(self, scene: PuzzleScene) -> list[tuple[str, int, tuple, bool]]:
        """The theme (or the puzzle reviewed), then the rating or its change."""
        big, palette = scene.canvas.metrics.big, scene.canvas.look.palette
        s = self.session
        name = t(f"practice.theme.{s.run.theme or 'all'}")
        first = t("practice.review", n=s.entry.n) if s.review and s.entry is not None \
            else t("practice.header", theme=name)
        out = [(first, 24 if big else 18, palette.text, True)]
        if s.change is not None:
            before, after = (round(r.rating) for r in s.change)
            delta = after - before
            second = t("practice.change", before=before, after=after, sign="+" if delta >= 0 else "−",
                       delta=abs(delta), deviation=round(s.change[1].deviation))
        else:
            r = self.rating()
            key = "practice.rating_new" if self.parts.stats.hearts.get("puzzle_answers", 0) == 0 else "practice.rating"
            second = t(key, rating=round(r.rating), deviation=round(r.deviation))
        if scene.answered is not None and s.entry is not None:
            second += " · " + t("practice.puzzle_rating", rating=s.entry.rating)
        out.append((second, 22 if big else 15, palette.text_dim, False))
        return out

    # -- actions -------------------------------------------------------------------------
    def record(self, scene: PuzzleScene, card: Card) -> None:
        """On the run's puzzle, the first answer moves the rating and is kept."""
        from game import rating

        s = self.session
        if not s.review and s.played is None:
            solved, puzzle = scene.answered == "best", s.entry.rating
            moved: list[Any] = []

            def rate(kept: Any) -> Any:  # from the rating as stored now: another window's answers count
                before = kept if kept is not None else rating.start_for(self.level_played())
                moved[:] = [before, rating.after_puzzle(before, puzzle, solved)]
                return moved[1]

            self.parts.stats.record_practice(s.entry.n, solved, rate)
            s.change = (moved[0], moved[1]) if moved else None
        s.played = str(card)

    def next_puzzle(self, scene: PuzzleScene) -> None:
        """The next puzzle of the run, near the rating now."""
        s = self.session
        s.entry = s.run.next(self.entries, self.rating().rating)
        s.played = s.change = None
        self.show(scene, s.entry)
        scene.focus = scene.hand_focus()

    def open_history(self) -> None:
        self.parts.nav.go("hearts_practice_history")

    def on_back(self, scene: PuzzleScene) -> None:
        if self.session.review:
            self.parts.nav.go("hearts_practice_history")
        else:
            self.parts.nav.go("menu")

    # -- script state --------------------------------------------------------------------
    def state(self, scene: PuzzleScene, out: dict[str, Any]) -> None:
        s = self.session
        r = self.rating()
        out.update(date=None, first_answer=None, streak=None, review=s.review, theme=s.run.theme,
                   n=s.entry.n if s.entry is not None else None,
                   puzzle_rating=s.entry.rating if s.entry is not None else None,
                   rating=round(r.rating, 2), deviation=round(r.deviation, 2),
                   change=[round(x.rating, 2) for x in s.change] if s.change is not None else None)


def practice_scene(parts: Parts, seed: int | None = None, theme: str | None = None, review: int | None = None,
                   **params: Any) -> PuzzleScene:
    """The puzzle scene given practice's run (``nav.go("hearts_practice", theme=..., review=...)``)."""
    return PuzzleScene(parts, source=PracticeSource(parts, seed, theme, review), **params)


register_maker(PracticeSource.name, practice_scene)

from . import history  # noqa: E402,F401  (registers the history scene)
