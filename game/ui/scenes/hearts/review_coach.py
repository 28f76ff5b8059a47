"""The coach in the hand review: each of your plays (and your pass) graded against the best
card of Hard's search from your view at that moment (``game.hearts.teaching.coach``).

Grading a hand is a search per decision (about half a second of CPU natively), so it runs
in slices off the frame: :meth:`ReviewCoach.tick` advances the search generators for a
bounded time each frame (as the computer seats' search is driven, computer_turns.py), and
the review shows "grading…" with the count done until the hand is graded.  Grades already
cached (graded before, or saved with the game) show at once.

What it draws: a tag with a word in the grade's colour over your graded card or pass
(green "Good", amber "Costly", red "Very costly"), a line for the current step ("9♠ cost
about 2.1 points; Q♦ was safer") and the hand's summary ("2 costly plays, about 4.5
points"), underlined while it leads to the first costly play.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.cards import Card
from game.hearts.history import HandReview, ReviewStep
from game.hearts.kinds import Phase
from game.hearts.teaching import coach, grade_cache
from game.hearts.teaching.coach import Decision, Grade
from game.i18n import number, plural_form, register_strings, t
from game.ui import text
from game.ui.look import Look
from game.ui.metrics import Screen

#: The tag's colours by grade kind.
COLOURS = {coach.FINE: (120, 226, 150), coach.INACCURATE: (242, 186, 60), coach.BLUNDERED: (232, 84, 72)}
#: The tag's word by grade kind (a word any player reads, not chess's "?!" and "??").
TAGS = {coach.FINE: "hearts.coach.tag.fine", coach.INACCURATE: "hearts.coach.tag.inaccuracy",
        coach.BLUNDERED: "hearts.coach.tag.blunder"}
#: Wall-clock seconds of grading per frame (the computer seats' budget).
GRADE_BUDGET = 0.008


class ReviewCoach:
    """The grades of the finished hands of one match, graded on demand in slices."""

    def __init__(self, match, cache: grade_cache.GradeCache = grade_cache.CACHE) -> None:
        self.match = match
        self.cache = cache
        self.keys = grade_cache.hand_keys(match.code, match.log)
        self.grades: dict[int, list[Grade]] = {}
        self.decisions: dict[int, list[Decision]] = {}
        self.failed: set[int] = set()
        self._gen: tuple[int, Generator[None, None, Grade]] | None = None

    # -- grading ----------------------------------------------------------------------------
    def want(self, review: HandReview) -> None:
        """Hand ``review`` is on screen: take its cached grades, or get ready to grade it."""
        n = review.number
        if n in self.decisions or n in self.failed:
            return
        try:
            self.decisions[n] = coach.south_decisions(review, self.match.rules)
        except Exception as exc:  # a coach bug must not take the review away
            self._fail(n, exc)
            return
        cached = self.cache.of_hand(self.keys[n - 1], self.decisions[n]) if n <= len(self.keys) else None
        self.grades[n] = list(cached) if cached is not None else []

    def done(self, number: int) -> bool:
        return number in self.failed or (
            number in self.decisions and len(self.grades.get(number, ())) == len(self.decisions[number]))

    def grading(self, number: int) -> bool:
        return number in self.decisions and not self.done(number)

    def tick(self, number: int, budget: float = GRADE_BUDGET) -> tuple[bool, bool]:
        """Grade hand ``number`` for about ``budget`` seconds: (a decision got its grade,
        the hand is now graded)."""
        if not self.grading(number):
            return False, False
        start = time.perf_counter()
        got = False
        while True:
            grades = self.grades[number]
            if self._gen is None or self._gen[0] != number:
                d = self.decisions[number][len(grades)]
                self._gen = (number, coach.grade_decision(d, self.match.seed))
            try:
                next(self._gen[1])
            except StopIteration as stop:
                grades.append(stop.value)
                self._gen = None
                got = True
                if self.done(number):
                    self.cache.put(self.keys[number - 1], grades)
                    return True, True
            except Exception as exc:
                self._gen = None
                self._fail(number, exc)
                return True, True
            if time.perf_counter() - start >= budget:
                return got, False

    def _fail(self, number: int, exc: Exception) -> None:
        print(f"hearts: grading hand {number} failed: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
        self.failed.add(number)
        self.grades.pop(number, None)

    # -- what a step shows ---------------------------------------------------------------------
    def grade_of(self, number: int, trick: int) -> Grade | None:
        """The grade of South's decision in trick ``trick`` (0: the pass), once graded."""
        for g in self.grades.get(number, ()):
            if g.trick == trick:
                return g
        return None

    def grade_at(self, review: HandReview, step: ReviewStep) -> Grade | None:
        """The grade the step shows: the pass's at the passes, else South's card of the
        step's trick once it is on the table."""
        if step.is_pass:
            return self.grade_of(review.number, 0)
        if any(seat == 0 for seat, _ in review.plays_at(step)):
            return self.grade_of(review.number, step.trick)
        return None

    def summary_line(self, number: int) -> str | None:
        """Hand ``number``'s line: the grading's progress, its failure, or the summary."""
        grading = self.grading(number)
        return summary_words(number in self.failed, grading, len(self.grades.get(number, ())),
                             len(self.decisions.get(number, ())),
                             coach.summarize(self.grades[number]) if not grading and number in self.grades
                             else None, self.grades.get(number, ()))

    def view(self, review: HandReview, step: ReviewStep, costly_stops: tuple[int, ...]) -> CoachView:
        """What the coach shows at ``step`` of ``review``: its progress, its grades, the
        step's grade and the costly stops (``costly_stops``, found by the review)."""
        number = review.number
        grading, failed = self.grading(number), number in self.failed
        summary = (coach.summarize(self.grades[number])
                   if not failed and not grading and number in self.grades else None)
        return CoachView(grading=grading, failed=failed, decisions=len(self.decisions.get(number, ())),
                         grades=tuple(self.grades.get(number, ())), summary=summary,
                         grade=self.grade_at(review, step), costly_stops=costly_stops)


@dataclass(frozen=True)
class CoachView:
    """The coach's part of a review step: its progress on the hand, its grades so far, the
    grade the step shows, the hand's summary once graded, the stops of costly plays."""

    grading: bool
    failed: bool
    #: South's decisions in the hand (the pass and 13 cards, less what a claim played out).
    decisions: int
    grades: tuple[Grade, ...]
    summary: coach.Summary | None
    grade: Grade | None
    costly_stops: tuple[int, ...]

    @property
    def line(self) -> str | None:
        """The verdict on the step's decision."""
        return grade_line(self.grade) if self.grade is not None else None

    @property
    def summary_line(self) -> str | None:
        """The hand's line: the grading's progress, its failure, or the summary."""
        return summary_words(self.failed, self.grading, len(self.grades), self.decisions, self.summary,
                             self.grades)

    def state(self) -> dict[str, Any]:
        """The coach's part of the review's script state."""
        return {"grading": self.grading, "failed": self.failed, "graded": len(self.grades),
                "decisions": self.decisions, "grades": [dict(g.to_json(), kind=g.kind) for g in self.grades],
                "line": self.line, "line_kind": self.grade.kind if self.grade is not None else None,
                "summary": self.summary_line, "tag": tag_text(self.grade) if self.grade is not None else None,
                "costly_stops": list(self.costly_stops)}


def summary_words(failed: bool, grading: bool, graded: int, decisions: int,
                  summary: coach.Summary | None, grades: Sequence[Grade] = ()) -> str | None:
    """A hand's coach line: its grading failed, ``graded`` of ``decisions`` graded so far,
    or the ``summary`` of a graded hand (``None``: nothing to say); ``grades``: the hand's,
    whose shown costs the summary adds up."""
    if failed:
        return t("hearts.coach.failed")
    if grading:
        return t("hearts.coach.grading", done=graded, of=decisions)
    return summary_text(summary, grades) if summary is not None else None


# -- words -------------------------------------------------------------------------------------

def plural(key: str, x: float) -> str:
    """``key`` + the plural form of the current language for ``x`` as shown (to one decimal,
    a whole number without it: :func:`game.i18n.number`): ``one`` (1; Russian 1, 21, 31...),
    ``few`` (Russian 2-4, 22-24...), ``many`` (the rest) or ``fraction`` (2,1: Russian takes
    the genitive singular, «2,1 очка»)."""
    shown = f"{abs(x):.1f}"  # rounded as number() rounds it
    form = plural_form(int(shown[:-2])) if shown.endswith(".0") else "fraction"
    return t(f"{key}.{form}", n=number(x, trim=True))


def shown_total(grades: Sequence[Grade]) -> float:
    """The costly plays' losses added up as shown: each rounded to a tenth, as its own line
    says it, so the hand's total is the sum of the costs the review shows."""
    return round(sum(round(g.loss, 1) for g in grades if g.costly), 1)


def cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(c.pretty for c in cards)


def grade_line(g: Grade) -> str:
    """The verdict on one decision, for the line under the trick."""
    what, better = cards_text(g.played), cards_text(g.best)
    pass_ = g.phase == Phase.PASS
    if g.costly and g.chance is not None:
        return t("hearts.coach.cost_game_pass" if pass_ else "hearts.coach.cost_game", cards=what,
                 pct=percent_text(g.chance), best=better)
    if g.costly:
        cost = plural("hearts.coach.about_points", g.loss)
        return t("hearts.coach.cost_pass" if pass_ else "hearts.coach.cost", cards=what, points=cost, best=better)
    if g.choices <= 1:
        return t("hearts.coach.only", cards=what)
    if g.played == g.best:
        return t("hearts.coach.best_pass" if pass_ else "hearts.coach.best", cards=what)
    return t("hearts.coach.fine_pass" if pass_ else "hearts.coach.fine", cards=what, best=better)


def percent_text(chance: float) -> str:
    """A drop in the chance of winning as whole percent, never shown as 0."""
    return str(max(1, round(100 * chance)))


def summary_text(s: coach.Summary, grades: Sequence[Grade] = ()) -> str:
    """The hand's summary; its points are the sum of the shown costs of ``grades`` when given."""
    if not s.costly:
        return t("hearts.coach.clean")
    if s.chance is not None:
        return t("hearts.coach.summary_game", plays=plural("hearts.coach.plays", s.costly),
                 pct=percent_text(s.chance))
    return t("hearts.coach.summary", plays=plural("hearts.coach.plays", s.costly),
             points=plural("hearts.coach.about_points", shown_total(grades) if grades else s.loss))


# -- drawing -----------------------------------------------------------------------------------

def tag_text(g: Grade) -> str:
    """The tag's word for ``g``: "Good", "Costly", "Very costly"."""
    return t(TAGS[g.kind])


def tag_rect(topright: tuple[int, int], g: Grade, size: int, *, screen: Screen) -> pygame.Rect:
    """Where :func:`draw_tag` draws (device pixels)."""
    w, h = text.font(size, True, screen=screen).size(tag_text(g))
    rect = pygame.Rect(0, 0, w + screen.px(16), h + screen.px(2))
    rect.topright = topright
    return rect


def draw_tag(surface: pygame.Surface, topright: tuple[int, int], g: Grade, size: int, *, screen: Screen) -> pygame.Rect:
    """A rounded tag in the grade's colour with its word, its top right corner at
    ``topright``; the rectangle drawn."""
    rect = tag_rect(topright, g, size, screen=screen)
    pygame.draw.rect(surface, (12, 30, 20), rect.inflate(screen.px(4), screen.px(4)),
                     border_radius=rect.h // 2 + screen.px(2))
    pygame.draw.rect(surface, COLOURS[g.kind], rect, border_radius=rect.h // 2)
    text.draw(surface, tag_text(g), size, (20, 20, 20), rect.center, "center", bold=True, screen=screen)
    return rect


def _lines(area: pygame.Rect, line: str | None, line_kind: str | None, summary: str | None,
           size: int, *, screen: Screen, look: Look) -> list[tuple[str, int, bool, tuple[int, int, int]]]:
    """(text, size, bold, colour) from the top: the verdict, then the summary; each shrunk
    to its width, and wrapped (in lines about equally long) where even the smallest
    letters allowed do not fit it."""
    width = area.w - screen.px(16)
    out: list[tuple[str, int, bool, tuple[int, int, int]]] = []
    if line:
        colour = COLOURS[line_kind] if line_kind in (coach.INACCURATE, coach.BLUNDERED) else look.palette.text
        fit = text.fit_size(line, size, width, bold=True, screen=screen)
        out += [(part, fit, True, colour) for part in text.balanced_wrap(line, fit, width, bold=True, screen=screen)]
    if summary:
        fit = text.fit_size(summary, size - 2, width, screen=screen)
        out += [(part, fit, False, look.palette.text_dim) for part in text.balanced_wrap(summary, fit, width,
                                                                                         screen=screen)]
    return out


def draw_lines(surface: pygame.Surface, area: pygame.Rect, line: str | None, line_kind: str | None,
               summary: str | None, size: int, link: bool = False, *, screen: Screen, look: Look) -> None:
    """The step's verdict and the hand's summary, at the bottom of ``area``; ``link``: the
    summary is underlined (a tap on it goes to the first costly play)."""
    y = area.bottom - screen.px(6)
    parts = _lines(area, line, line_kind, summary, size, screen=screen, look=look)
    n_summary = sum(1 for *_, colour in parts if colour == look.palette.text_dim)
    for k, (part, fit, bold, colour) in enumerate(reversed(parts)):
        box = text.draw(surface, part, fit, colour, (area.centerx, y), "midbottom", bold=bold, screen=screen)
        if link and k < n_summary:
            pygame.draw.line(surface, colour, (box.left, box.bottom - screen.px(2)), (box.right,
                                                                                      box.bottom - screen.px(2)),
                             max(1, screen.px(1)))
        y -= screen.px(fit) * 3 // 2


def lines_height(area: pygame.Rect, line: str | None, line_kind: str | None, summary: str | None,
                 size: int, *, screen: Screen, look: Look) -> int:
    """The room the lines take at the bottom of ``area`` (device pixels): at least two
    lines' worth, so the table above does not jump as the verdict comes and goes."""
    parts = _lines(area, line, line_kind, summary, size, screen=screen, look=look)
    used = sum(screen.px(fit) * 3 // 2 for _, fit, _, _ in parts)
    return max(used, screen.px(size) * 3) + screen.px(12)


register_strings({
    "en": {
        "hearts.coach.about_points.one": "{n} point",
        "hearts.coach.about_points.few": "{n} points",
        "hearts.coach.about_points.many": "{n} points",
        "hearts.coach.about_points.fraction": "{n} points",
        "hearts.coach.plays.one": "{n} costly play",
        "hearts.coach.plays.few": "{n} costly plays",
        "hearts.coach.plays.many": "{n} costly plays",
        "hearts.coach.plays.fraction": "{n} costly plays",
        "hearts.coach.cost": "{cards} cost about {points}; {best} was safer",
        "hearts.coach.cost_pass": "Passing {cards} cost about {points}; {best} was safer",
        "hearts.coach.cost_game": "{cards} cut your chance of winning the game by about {pct} %; {best} was safer",
        "hearts.coach.cost_game_pass": "Passing {cards} cut your chance of winning the game by about {pct} %; "
                                       "{best} was safer",
        "hearts.coach.best": "{cards}: the best card",
        "hearts.coach.best_pass": "Passing {cards}: the best pass",
        "hearts.coach.fine": "{cards}: fine, about as good as {best}",
        "hearts.coach.fine_pass": "Passing {cards}: fine, about as good as {best}",
        "hearts.coach.only": "{cards}: no real choice",
        "hearts.coach.summary": "Coach: {plays}, about {points} in all",
        "hearts.coach.summary_game": "Coach: {plays}, about {pct} % off your chance of winning the game in all",
        "hearts.coach.clean": "Coach: no costly play in this hand",
        "hearts.coach.grading": "Coach: grading… {done}/{of}",
        "hearts.coach.failed": "Coach: this hand could not be graded",
        "hearts.coach.tag.fine": "Good",
        "hearts.coach.tag.inaccuracy": "Costly",
        "hearts.coach.tag.blunder": "Very costly",
    },
    "ru": {
        # after «около» (genitive): около 1 очка, около 3 очков, около 2,1 очка
        "hearts.coach.about_points.one": "{n} очка",
        "hearts.coach.about_points.few": "{n} очков",
        "hearts.coach.about_points.many": "{n} очков",
        "hearts.coach.about_points.fraction": "{n} очка",
        "hearts.coach.plays.one": "{n} дорогой ход",
        "hearts.coach.plays.few": "{n} дорогих хода",
        "hearts.coach.plays.many": "{n} дорогих ходов",
        "hearts.coach.plays.fraction": "{n} дорогих хода",
        "hearts.coach.cost": "{cards} стоила около {points}; безопаснее было {best}",
        "hearts.coach.cost_pass": "Передача {cards} стоила около {points}; безопаснее было {best}",
        "hearts.coach.cost_game": "{cards} снизила ваши шансы выиграть игру примерно на {pct} %; "
                                  "безопаснее было {best}",
        "hearts.coach.cost_game_pass": "Передача {cards} снизила ваши шансы выиграть игру примерно на {pct} %; "
                                       "безопаснее было {best}",
        "hearts.coach.best": "{cards} — лучшая карта",
        "hearts.coach.best_pass": "Передача {cards} — лучший выбор",
        "hearts.coach.fine": "{cards} — неплохо, почти как {best}",
        "hearts.coach.fine_pass": "Передача {cards} — неплохо, почти как {best}",
        "hearts.coach.only": "{cards} — выбора не было",
        "hearts.coach.summary": "Тренер: {plays}, всего около {points}",
        "hearts.coach.summary_game": "Тренер: {plays}; шансы выиграть игру ниже примерно на {pct} %",
        "hearts.coach.clean": "Тренер: дорогих ходов в этой раздаче нет",
        "hearts.coach.grading": "Тренер: оцениваю… {done}/{of}",
        "hearts.coach.failed": "Тренер: эту раздачу оценить не удалось",
        "hearts.coach.tag.fine": "Хорошо",
        "hearts.coach.tag.inaccuracy": "Дорого",
        "hearts.coach.tag.blunder": "Очень дорого",
    },
})
