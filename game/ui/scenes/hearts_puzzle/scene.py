"""The daily puzzle's scene: the Hearts table at the puzzle's position, South to play.

The position is the engine's (``game.hearts.teaching.puzzle``: ``puzzle_for(date)``, the match replayed
to it, ``verdict`` of a card); the table is drawn by the Hearts table's own drawing from a
``HeartsTableView`` of that match.  The player taps one legal card: the answer says whether it
was one of the best (every card as good as the best, named together: "any club but 4♣"), with
its expected points and the best's as Why? shows them, the card goes to the trick, and
"Why?" opens the analysis screen with the puzzle's values for every legal card.  A date's
first answer is kept in the statistics (``Stats.record_puzzle``); Try again plays it again
without counting it, but a miss solved later is kept as retried.  A date with no puzzle shows why, never a traceback.

The scene is the puzzle's table; where its puzzles come from and what differs with them (the
buttons, the header, what an answer keeps, where Back goes) is its source: the date's
(:class:`DailySource`), or practice's run (``hearts_practice.scene.PracticeSource``).
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import importlib
import sys
from typing import Any, Protocol

import pygame

from game.cards import Card
from game.hearts.teaching.analysis import Analysis
from game.i18n import number, t
from game.ui import text
from game.ui.scene import Parts, Scene, register_scene
from game.ui.scenes import daily
from game.ui.scenes.hearts.analysis_screen import shown_points
from game.ui.scenes.hearts.draw import draw_table, felt, note_box
from game.ui.scenes.hearts.layout import HINT_LIFT, SOUTH, device_layout
from game.ui.scenes.hearts.table_sprites import show_trick
from game.ui.scenes.hearts.table_view import HeartsTableView, Note, table_view
from game.ui.sprites import CardSprite
from game.ui.widgets import Button, message_pill

from . import strings  # noqa: F401  (registers the scene's words)
from .layout import puzzle_layout
from .strings import cards_words

#: Tab's order after the cards (a stable sort: the cards keep theirs).
FOCUS_RANK = {"button:why": 1, "button:retry": 2, "button:tricks": 3, "button:calendar": 4, "button:today": 4,
              "button:back": 5}
#: The statistics' names of a first answer, by the engine's verdict.
OUTCOME = {"best": "solved", "worse": "failed"}


def puzzle_engine() -> Any:
    """The engine's puzzle module (``game.hearts.teaching.puzzle``); ImportError in a build without it."""
    return importlib.import_module("game.hearts.teaching.puzzle")


def load_puzzle(day: _dt.date) -> tuple[Any | None, str]:
    """The puzzle of ``day`` from the engine, or ``None`` and why there is none (in words)."""
    try:
        engine = puzzle_engine()
    except ImportError:
        return None, t("puzzle.none_build")
    try:
        return engine.puzzle_for(day), ""
    except ValueError:
        reason = t("puzzle.none", date=daily.date_text(day.isoformat()))
        try:
            first = engine.first_day()
        except Exception:  # a build whose table is missing: the date's reason is enough
            return None, reason
        if day < first:
            reason += " " + t("puzzle.none_first", date=daily.date_text(first.isoformat()))
        return None, reason
    except Exception as exc:  # an engine bug must not take the menu away: say so
        print(f"hearts_puzzle: no puzzle for {day}: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
        return None, t("puzzle.none", date=daily.date_text(day.isoformat()))


def verdict(puzzle: Any, card: Card) -> str:
    """The engine's verdict on ``card`` ("best" or "worse")."""
    return str(puzzle_engine().verdict(puzzle, card))


def note_words(puzzle: Any, answered: str | None, played: Card | None) -> tuple[str, str]:
    """The line over the hand and its kind: the task, or the answer to ``played``.

    Every figure is the one Why? shows (:func:`.analysis_screen.shown_points` of the puzzle's
    analysis), and the best cards are all the answers (``best_cards``): one named alone, several
    together ("any club but 4♣"), the margin to the best card outside them.
    """
    a = puzzle.analysis()
    answers = tuple(puzzle.best_cards)
    best = a.rows[0].points
    margin = number(shown_points(best, max(0.0, float(puzzle.margin)))[1])
    many = len(answers) > 1
    if answered is None:
        return t("puzzle.find_many" if many else "puzzle.find", n=len(answers), points=margin), "info"
    points = number(shown_points(best, 0.0)[0])
    cards = cards_words(answers, [r.choice[0] for r in a.rows])
    if answered == "best":
        card = played if played is not None else puzzle.best
        key = "puzzle.solved_many" if many else "puzzle.solved"
        return t(key, card=card.pretty, cards=cards, points=points, margin=margin), "success"
    assert played is not None, "an answer has a card"
    row = a.row((played,))
    yours, more = shown_points(best, row.loss if row is not None else 0.0)
    key = "puzzle.failed_many" if many else "puzzle.failed"
    return t(key, card=played.pretty, yours=number(yours), best=puzzle.best.pretty, cards=cards, points=points,
             more=number(more)), "error"


def parse_day(value: Any) -> _dt.date | None:
    """A date parameter (a date, or ``YYYY-MM-DD``), or ``None`` for anything else."""
    if isinstance(value, _dt.date):
        return value
    if isinstance(value, str):
        try:
            return _dt.date.fromisoformat(value.strip())
        except ValueError:
            return None
    return None


class PuzzleSource(Protocol):
    """Where the puzzle scene's puzzles come from, and what differs with them: the daily
    puzzle's date (:class:`DailySource`) or practice's run (``hearts_practice.scene``)."""

    #: The scene's name (``nav.go``'s), its keys and Tab's ranks after the cards.
    name: str
    shortcuts: dict[int, str]
    focus_rank: dict[str, int]

    def enter(self, scene: PuzzleScene) -> None:
        """Put the puzzle on the table (``scene.puzzle``, ``scene.match``) and build."""

    def buttons(self, scene: PuzzleScene, widgets: list) -> list:
        """The scene's buttons with this source's own in place of the daily puzzle's."""
        ...

    def visible(self, scene: PuzzleScene, name: str) -> bool | None:
        """Whether the button ``name`` shows at this moment (``None``: as it is)."""

    def header_lines(self, scene: PuzzleScene) -> list[tuple[str, int, tuple, bool]]:
        """The header's lines (text, size, colour, bold)."""
        ...

    def record(self, scene: PuzzleScene, card: Card) -> None:
        """Keep the answer ``card`` just given (``scene.answered`` is its verdict)."""

    def on_back(self, scene: PuzzleScene) -> None:
        """Where Back goes."""

    def state(self, scene: PuzzleScene, out: dict[str, Any]) -> None:
        """Put this source's fields in the script's ``state``."""


class DailySource:
    """The daily puzzle: one date's, its first answer kept, the calendar beside it."""

    name = "hearts_puzzle"
    shortcuts: dict[int, str] = {pygame.K_w: "button:why", pygame.K_r: "button:retry",
                                 pygame.K_c: "button:calendar", pygame.K_t: "button:tricks"}
    focus_rank = FOCUS_RANK

    def __init__(self, played: str | None = None) -> None:
        self.replay = played  # the card answered before the calendar was opened: shown again

    def enter(self, scene: PuzzleScene) -> None:
        scene.puzzle, scene.problem = load_puzzle(scene.day)
        if scene.puzzle is not None:
            try:
                scene.match = scene.puzzle.match()
            except Exception as exc:  # a table row that no longer replays: no puzzle, no traceback
                print(f"hearts_puzzle: {scene.iso} does not replay: {exc}", file=sys.stderr, flush=True)
                scene.puzzle, scene.problem = None, t("puzzle.none", date=daily.date_text(scene.iso))
        scene.build()
        card = next((c for c in scene.match.legal(SOUTH) if str(c) == self.replay), None) if scene.puzzle else None
        if card is not None:  # (its first answer is kept already: answering again records nothing)
            scene.answer(card)

    def buttons(self, scene: PuzzleScene, widgets: list) -> list:
        return widgets

    def visible(self, scene: PuzzleScene, name: str) -> bool | None:
        """Why? once answered, Try again after a miss."""
        if name == "button:why":
            return scene.answered is not None
        if name == "button:retry":
            return scene.answered == "worse"
        return None

    def header_lines(self, scene: PuzzleScene) -> list[tuple[str, int, tuple, bool]]:
        """The title and date, then the streak and how this date was first answered."""
        screen, look = scene.canvas.metrics, scene.canvas.look
        big = screen.big
        out = [(t("puzzle.header", date=daily.date_text(scene.iso)), 24 if big else 18, look.palette.text, True)]
        current, _best = scene.stats.puzzle_streak(scene.today)
        second = t("puzzle.streak", n=current)
        first = scene.stats.puzzle_answer(scene.iso)
        if first is not None:
            second += " · " + t(f"puzzle.first_{first}")
        out.append((second, 22 if big else 15, look.palette.text_dim, False))
        return out

    def record(self, scene: PuzzleScene, card: Card) -> None:
        """The date's first answer (the statistics keep only the first)."""
        scene.stats.record_puzzle(scene.iso, scene.answered == "best")

    def on_back(self, scene: PuzzleScene) -> None:
        if scene.back_to == "hearts_puzzle_calendar":
            scene.nav.go(scene.back_to, year=scene.day.year, month=scene.day.month)
        else:
            scene.nav.go(scene.back_to or "menu")

    def state(self, scene: PuzzleScene, out: dict[str, Any]) -> None:
        """The daily fields are the scene's own already."""


@register_scene("hearts_puzzle")
class PuzzleScene(Scene):
    """A puzzle: the position, one card to play, the answer, Why?  What differs between the
    daily puzzle and practice is its ``source`` (:class:`PuzzleSource`)."""

    def __init__(self, parts: Parts, date: Any = None, back: str = "menu", played: str | None = None,
                 source: PuzzleSource | None = None, **params: Any) -> None:
        super().__init__(parts, **params)
        self.source: PuzzleSource = source if source is not None else DailySource(played)
        self.name = self.source.name
        self.shortcuts = self.source.shortcuts
        self.today = daily.local_today()
        self.day = parse_day(date) or self.today
        self.back_to = back if back in ("menu", "hearts_puzzle_calendar") else "menu"
        self.puzzle: Any = None  # the engine's Puzzle, None where the date has none
        self.problem = ""
        self.match: Any = None
        self.answered: str | None = None
        self.played: Card | None = None
        self.shown_analysis: Analysis | None = None
        self.sprites: dict[Card, CardSprite] = {}
        self.view: HeartsTableView | None = None

    @property
    def iso(self) -> str:
        return self.day.isoformat()

    # -- life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        self.source.enter(self)

    def build(self) -> None:
        screen = self.canvas.metrics
        self.L = L = device_layout(self.canvas.metrics)
        P = self.P = puzzle_layout(L)
        size, small = (24, 22) if screen.big else (P.size, P.small)
        w: list = [Button("button:back", lambda: "← " + t("button.back"), P.back, self.on_back, size=size),
                   Button("button:calendar", "puzzle.button.calendar", P.calendar, self.open_calendar, size=size)]
        if self.puzzle is None:
            w.append(Button("button:today", "puzzle.button.today", P.today, self.open_today, primary=True,
                            size=size, enabled=self.day != self.today))
            self.widgets = self.source.buttons(self, w)
            self.view = None
            return
        w.append(Button("button:tricks", "puzzle.button.tricks", P.tricks, self.open_tricks, size=small))
        why = Button("button:why", "puzzle.button.why", P.why, self.open_why, primary=True, size=size)
        retry = Button("button:retry", "puzzle.button.retry", P.retry, self.retry, size=size)
        why.visible = self.answered is not None
        retry.visible = self.answered == "worse"
        w += [why, retry]
        self.widgets = self.source.buttons(self, w)
        look = self.canvas.look.cards  # the table's cards: four colours if asked
        for card in list(self.match.hands[SOUTH]) + list(self.match.current_trick.cards):
            s = self.sprites.get(card)
            if s is None or (s.w, s.h) != (L.card_w, L.card_h):
                s = self.sprites[card] = CardSprite(card, size=(L.card_w, L.card_h))
            s.look = look
        self.place()

    def place(self) -> None:
        """Every card where the moment puts it: the hand in its fan (the unplayable dimmed,
        the best marked after a miss), the trick, and the card played on South's place."""
        screen = self.canvas.metrics
        m, L = self.match, self.L
        hand = [c for c in m.hands[SOUTH] if c != self.played]
        legal = set(m.legal(SOUTH))
        for card, (x, y) in zip(hand, L.hand_positions(len(hand)), strict=True):
            s = self.sprites[card]
            s.name = f"puzzle:card:{card}"
            s.visible = s.face_up = True
            s.selected = False
            s.hint = self.answered == "worse" and card in self.puzzle.best_cards
            s.lift = screen.px(HINT_LIFT) if s.hint else 0
            s.disabled = self.answered is None and card not in legal
            s.enabled = self.answered is None and card in legal
            s.place(x, y)
        trick = list(m.current_trick.plays())
        if self.played is not None:
            trick.append((SOUTH, self.played))
        self.hand = [self.sprites[c] for c in hand]
        self.trick = show_trick(self.sprites, trick, L)
        for wgt in self.widgets:  # the answer's buttons as the source shows them
            shown = self.source.visible(self, wgt.name)
            if shown is not None:
                wgt.visible = shown
        self.view = table_view(m, idle=True, panel_open=False, thinking=False, hinting=False, shown=None,
                               until_tap=False, raised=(), hint=(), announce=None, note=self.note(),
                               hand=self.hand, trick=self.trick, collecting=(), widgets=self.widgets)
        self.canvas.invalidate()

    # -- words ---------------------------------------------------------------------------
    def note(self) -> Note:
        """The line over the hand: the task, then the answer (:func:`note_words`)."""
        words, kind = note_words(self.puzzle, self.answered, self.played)
        return Note(words, kind)

    def header_lines(self) -> list[tuple[str, int, tuple, bool]]:
        """The header's lines (text, size, colour, bold), the source's."""
        return self.source.header_lines(self)

    # -- actions -------------------------------------------------------------------------
    def answer(self, card: Card) -> None:
        """Play ``card``: the engine's verdict, kept as the source keeps it."""
        if self.puzzle is None or self.answered is not None or card not in self.match.legal(SOUTH):
            return
        self.answered = verdict(self.puzzle, card)
        self.played = card
        self.source.record(self, card)
        self.place()
        self.focus = "button:why"  # the card answered has left the hand: the next step, Why?

    def retry(self) -> None:
        """The position again (the first answer stays what the statistics keep)."""
        self.answered = None
        self.played = None
        self.place()
        self.focus = self.hand_focus()  # Try again has gone: the hand, to answer again

    def hand_focus(self) -> str | None:
        """The hand's first card that can be played (where the keyboard answers from)."""
        return next((s.name for s in self.hand if s.enabled), None)

    def open_why(self) -> None:
        from game.ui.scenes.hearts.analysis_screen import for_analysis

        if self.puzzle is None:
            return
        self.shown_analysis = self.puzzle.analysis()
        chosen = (self.played,) if self.played is not None else None
        self.nav.push_screen(for_analysis(self.puzzle.view(), self.shown_analysis, chosen, self.canvas.look,
                                          screen=lambda: self.canvas.metrics))

    def open_tricks(self) -> None:
        from .tricks_screen import TricksScreen

        self.nav.push_screen(TricksScreen(self.match, self.canvas.look, lambda: self.canvas.metrics))

    def open_calendar(self) -> None:
        """The calendar, whose Back comes back to this puzzle as it is."""
        played = str(self.played) if self.played is not None else None
        self.nav.go("hearts_puzzle_calendar", year=self.day.year, month=self.day.month,
                    puzzle={"date": self.iso, "played": played, "back": self.back_to})

    def open_today(self) -> None:
        self.nav.go("hearts_puzzle", back=self.back_to)

    def on_back(self) -> None:
        self.source.on_back(self)

    # -- input ---------------------------------------------------------------------------
    def hittables(self) -> list:
        if self.puzzle is None:
            return [w for w in self.widgets if w.visible]
        return [s for s in self.hand if s.enabled] + [w for w in self.widgets if w.visible]

    def focus_order(self) -> list:
        """Tab's order: the cards to answer with, the answer's buttons (Why?, Try again),
        the tricks, the calendar, then Back: Tab from the answer goes on to what is next to
        do, and goes round to the hand rather than out."""
        return sorted(super().focus_order(), key=lambda h: self.source.focus_rank.get(h.name, 0))

    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        if isinstance(target, CardSprite):
            self.answer(target.card)
        else:
            super().on_tap(target, pos)

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        screen, look = self.canvas.metrics, self.canvas.look
        if self.view is not None:
            # the task or the answer over the card played (the table's own note goes under the trick)
            draw_table(surface, dataclasses.replace(self.view, note=None, status=None), self.L, screen=screen,
                       look=look)
            note = self.view.note
            if note is not None:  # (two lines grow down, clear of the trick)
                box, size = note_box(self.L, note.text, note.kind, screen=screen, look=look)
                message_pill(surface, note.text, note.kind, box.midbottom, size, max_width=self.L.status_box[2],
                             screen=screen, look=look)
        else:
            surface.blit(felt(self.L.light, screen=screen, look=look), (0, 0))
            for wgt in self.widgets:
                wgt.draw(surface, screen, look)
            self._draw_problem(surface)
        self._draw_header(surface)

    def _draw_header(self, surface: pygame.Surface) -> None:
        screen = self.canvas.metrics
        box, anchor = pygame.Rect(self.P.header), self.P.header_anchor
        x = box.centerx if anchor == "midtop" else box.x
        y = box.y + screen.px(2)
        for line, size, colour, bold in self.header_lines():
            size = text.fit_size(line, size, box.w - screen.px(8), bold, minimum=size - 4,
                                 screen=screen)  # one line where it can
            parts = text.wrap_items(line.split(" · "), size, box.w - screen.px(8), bold, screen=screen)
            for one in parts:  # else between its parts
                h = text.font(size, bold, screen=screen).get_linesize()
                if y + h > box.bottom + screen.px(2):
                    return
                text.draw(surface, one, size, colour, (x, y), anchor, bold=bold, screen=screen)
                y += h

    def _draw_problem(self, surface: pygame.Surface) -> None:
        screen, look = self.canvas.metrics, self.canvas.look
        L = self.L
        width = min(screen.width - screen.px(48), screen.px(640))
        lines = text.wrap(self.problem, 26, width, True, screen=screen)
        h = text.font(26, True, screen=screen).get_linesize()
        top = pygame.Rect(self.P.today).y - screen.px(24) - len(lines) * h
        top = max(pygame.Rect(self.P.calendar).bottom + screen.px(16), min(top,
                                                                           L.TRICK_CENTRE[1] - len(lines) * h // 2))
        for i, line in enumerate(lines):
            text.draw(surface, line, 26, look.palette.text, (screen.width // 2, top + i * h), "midtop", bold=True,
                      screen=screen)

    # -- script state --------------------------------------------------------------------
    def state(self) -> dict:
        p = self.puzzle
        out: dict[str, Any] = {
            "scene": self.name, "date": self.iso, "number": getattr(p, "number", None),
            "answered": self.answered, "played": str(self.played) if self.played else None,
            "best": [str(c) for c in p.best_cards] if p is not None and self.answered is not None else None,
            "first_answer": self.stats.puzzle_answer(self.iso),
            "streak": list(self.stats.puzzle_streak(self.today)),
            "problem": self.problem or None,
            "legal": [str(c) for c in self.match.legal(SOUTH)] if p is not None and self.answered is None else [],
            "targets": [getattr(h, "name", None) for h in self.hittables()],
        }
        if self.shown_analysis is not None:
            out["analysis"] = self.shown_analysis.to_json()
        self.source.state(self, out)
        return out

from . import calendar  # noqa: E402,F401  (registers the calendar scene)
