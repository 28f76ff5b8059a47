"""The daily Hearts puzzle in the app: opened from the menu, one card played, the answer and
Why?, the first answer of a date kept in the statistics with the streak, the calendar, a date
with no puzzle, and every window size in both languages.

The engine's puzzles are stood in for by a fixed position (``fake_engine``): a hand played by
first legal cards to South's fourth trick, its legal cards valued 0, 2, 4, … so the first is
the best.  The real engine's table is tested with the engine (tests/hearts/).
"""

from __future__ import annotations

import datetime as dt
import re
import sys
import types
from typing import Any

import pygame
import pytest

from devkit.harness import escape, open_app, settle, tap
from game.cards import Card
from game.hearts import Match
from game.hearts.teaching.puzzle import Puzzle
from game.storage import FileBackend, Storage
from game.ui.scenes import daily as daily_scene

DAY = dt.date(2026, 12, 5)
FIRST = dt.date(2026, 12, 1)


def position(seed: int = 5) -> Match:
    """Game ``seed`` played by first legal cards (South passing its first three) until South
    is to play in the fourth trick with at least three legal cards."""
    m = Match(seed)
    while True:
        if m.phase == "pass":
            seat = m.awaiting_pass[0]
            m.submit_pass(seat, m.hands[seat][:3])
            continue
        if m.to_act == 0 and len(m.tricks) >= 3 and len(m.legal(0)) >= 3:
            return m
        seat = m.to_act
        assert seat is not None
        m.play(seat, m.legal(seat)[0])


def fake_puzzle(day: dt.date) -> Puzzle:
    """The engine's puzzle value, made by hand on the fixed position: the first legal card best."""
    m = position()
    legal = m.legal(0)
    return Puzzle(day, (day - FIRST).days + 1, m.code, tuple(m.log), 0, legal[0],
                      {c: 2.0 * i + 1.5 for i, c in enumerate(legal)})


def install_engine(monkeypatch) -> types.ModuleType:
    """The engine's puzzle module stood in for: a puzzle on every date from FIRST."""
    fake = types.ModuleType("game.hearts.teaching.puzzle")

    def puzzle_for(day: dt.date) -> Puzzle:
        if day < FIRST:
            raise ValueError(f"no puzzle before {FIRST}")
        return fake_puzzle(day)

    def verdict(puzzle: Any, card: Card) -> str:
        if card not in puzzle.values:
            raise ValueError(f"{card} cannot be played here")
        return "best" if card == puzzle.best else "worse"

    fake.puzzle_for = puzzle_for  # type: ignore[attr-defined]
    fake.verdict = verdict  # type: ignore[attr-defined]
    fake.first_day = lambda: FIRST  # type: ignore[attr-defined]
    fake.last_day = lambda: None  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.hearts.teaching.puzzle", fake)
    import game.hearts

    monkeypatch.setattr(game.hearts, "puzzle", fake, raising=False)
    return fake


@pytest.fixture
def engine(monkeypatch):
    return install_engine(monkeypatch)


@pytest.fixture
def today(monkeypatch):
    box = {"day": DAY}
    monkeypatch.setattr(daily_scene, "local_today", lambda: box["day"])
    return box


def best_and_worse(app) -> tuple[str, str]:
    from game.ui.scenes.hearts_puzzle.scene import verdict

    p = app.nav.scene.puzzle
    worse = next(c for c in p.values if verdict(p, c) == "worse")
    return str(p.best), str(worse)


def open_puzzle(app) -> None:
    tap(app, "menu:puzzle")
    assert app.nav.scene.name == "hearts_puzzle"


def stored(tmp_path) -> dict:
    return Storage(FileBackend(tmp_path)).load("stats", 1)


# -- the puzzle ----------------------------------------------------------------------------------

def test_the_menus_daily_puzzle_opens_todays_position_with_south_to_play(tmp_path, engine, today):
    with open_app(tmp_path, (1280, 720)) as app:
        open_puzzle(app)
        state = app.nav.scene.state()
        assert state["date"] == "2026-12-05" and state["number"] == 5
        assert state["answered"] is None and state["played"] is None and state["best"] is None
        assert set(state["legal"]) == {str(c) for c in app.nav.scene.puzzle.values}
        assert app.nav.scene.view.to_act == 0 and len(app.nav.scene.view.trick) == len(app.nav.scene.match.current_trick.cards)
        cards = [h.name for h in app.nav.scene.hittables() if h.name and h.name.startswith("puzzle:card:")]
        assert sorted(cards) == sorted(f"puzzle:card:{c}" for c in state["legal"])  # the others dimmed


def test_the_same_date_shows_the_same_puzzle(tmp_path, engine, today):
    with open_app(tmp_path, (1280, 720)) as app:
        open_puzzle(app)
        first = (app.nav.scene.puzzle.code, app.nav.scene.puzzle.actions, [s.card for s in app.nav.scene.hand])
        app.nav.go("menu")
        open_puzzle(app)
        assert (app.nav.scene.puzzle.code, app.nav.scene.puzzle.actions, [s.card for s in app.nav.scene.hand]) == first


def test_the_best_card_solves_the_puzzle_and_counts_in_the_streak(tmp_path, engine, today):
    with open_app(tmp_path, (390, 844)) as app:
        app.stats.record_puzzle("2026-12-04", True)
        open_puzzle(app)
        best, _worse = best_and_worse(app)
        tap(app, f"puzzle:card:{best}")
        state = app.nav.scene.state()
        assert state["answered"] == "best" and state["played"] == best and state["best"] == [best]
        assert state["first_answer"] == "solved" and state["streak"] == [2, 2]
        assert app.nav.scene.view.note.kind == "success" and best[:-1] in app.nav.scene.view.note.text
        assert stored(tmp_path)["hearts"]["puzzles_solved"] == ["2026-12-04", "2026-12-05"]


def test_another_card_fails_the_puzzle_and_shows_the_best(tmp_path, engine, today):
    with open_app(tmp_path, (1280, 720)) as app:
        open_puzzle(app)
        best, worse = best_and_worse(app)
        tap(app, f"puzzle:card:{worse}")
        state = app.nav.scene.state()
        assert state["answered"] == "worse" and state["played"] == worse and state["best"] == [best]
        assert state["first_answer"] == "failed" and state["streak"] == [0, 0]
        assert app.nav.scene.view.note.kind == "error"
        assert app.nav.scene.sprites[Card.parse(best)].hint  # the best card is shown
        assert stored(tmp_path)["hearts"]["puzzles_failed"] == ["2026-12-05"]


def test_only_the_first_answer_of_a_date_counts(tmp_path, engine, today):
    with open_app(tmp_path, (1280, 720)) as app:
        open_puzzle(app)
        best, worse = best_and_worse(app)
        tap(app, f"puzzle:card:{worse}")
        tap(app, "button:retry")
        assert app.nav.scene.state()["answered"] is None
        tap(app, f"puzzle:card:{best}")
        assert app.nav.scene.state()["answered"] == "best"
        app.nav.go("menu")
        open_puzzle(app)  # and again another day's visit
        tap(app, f"puzzle:card:{best}")
        hearts = stored(tmp_path)["hearts"]
        assert hearts["puzzles_failed"] == ["2026-12-05"] and hearts["puzzles_solved"] == []
        assert app.nav.scene.state()["first_answer"] == "failed"


def test_a_card_that_cannot_be_played_is_not_an_answer(tmp_path, engine, today):
    with open_app(tmp_path, (1280, 720)) as app:
        open_puzzle(app)
        scene = app.nav.scene
        illegal = next(s for s in scene.hand if s.card not in scene.puzzle.values)
        assert illegal.disabled
        scene.answer(illegal.card)
        assert scene.state()["answered"] is None and stored(tmp_path) is None


def test_why_shows_every_legal_cards_value_best_first(tmp_path, engine, today):
    with open_app(tmp_path, (390, 844), lang="ru") as app:
        open_puzzle(app)
        _best, worse = best_and_worse(app)
        tap(app, f"puzzle:card:{worse}")
        tap(app, "button:why")
        values = app.nav.scene.puzzle.values
        analysis = app.nav.scene.state()["analysis"]
        assert list(analysis["values"]) == [str(c) for c in sorted(values, key=values.get)]
        assert analysis["values"] == {str(c): v for c, v in values.items()}
        assert app.nav.top.describe()["chosen"] == worse
        escape(app)
        assert app.nav.top is None and app.nav.scene.name == "hearts_puzzle"


def test_the_tricks_so_far_and_the_pass_are_shown(tmp_path, engine, today):
    with open_app(tmp_path, (844, 390)) as app:
        open_puzzle(app)
        tap(app, "button:tricks")
        shown = app.nav.top.describe()
        m = app.nav.scene.match
        assert [t["cards"] for t in shown["tricks"]] == [[str(c) for c in tr.cards] for tr in m.tricks]
        assert shown["passed"] == [str(c) for c in m.passes[0]] and len(shown["received"]) == 3
        escape(app)
        assert app.nav.top is None


def test_a_date_without_a_puzzle_says_so(tmp_path, engine, today):
    with open_app(tmp_path, (390, 844)) as app:
        app.nav.go("hearts_puzzle", date="2020-01-01")
        settle(app)
        state = app.nav.scene.state()
        assert state["number"] is None and "2020" in state["problem"] and "2026" in state["problem"]
        tap(app, "button:today")
        assert app.nav.scene.state()["date"] == "2026-12-05" and app.nav.scene.puzzle is not None


def test_an_engine_without_puzzles_is_a_message_not_a_traceback(tmp_path, today, monkeypatch):
    monkeypatch.setitem(sys.modules, "game.hearts.teaching.puzzle", None)  # the module cannot be imported
    with open_app(tmp_path, (1280, 720)) as app:
        open_puzzle(app)
        assert app.nav.scene.state()["problem"]
        tap(app, "button:calendar")
        assert app.nav.scene.name == "hearts_puzzle_calendar"


# -- the calendar and the statistics -------------------------------------------------------------

def test_the_calendar_marks_solved_and_missed_days_and_opens_a_day(tmp_path, engine, today):
    engine.first_day = lambda: dt.date(2026, 12, 2)
    with open_app(tmp_path, (1280, 720)) as app:
        app.stats.record_puzzle("2026-12-02", True)
        app.stats.record_puzzle("2026-12-03", False)
        app.stats.record_puzzle("2026-12-04", True)
        open_puzzle(app)
        tap(app, "button:calendar")
        state = app.nav.scene.state()
        assert state["solved"] == ["2026-12-02", "2026-12-04"] and state["failed"] == ["2026-12-03"]
        assert state["streak"] == [1, 1]
        cells = {w.name: w for w in app.nav.scene.widgets}
        assert cells["day:2026-12-03"].missed and not cells["day:2026-12-01"].enabled  # before the first
        assert not cells["day:2026-12-06"].enabled  # tomorrow
        assert not cells["button:prev_month"].enabled  # no puzzles before December 2026
        app.nav.scene.shift(-1)
        assert app.nav.scene.state()["month"] == "2026-12"
        tap(app, "day:2026-12-03")
        assert app.nav.scene.state()["date"] == "2026-12-03"
        tap(app, "button:back")
        assert app.nav.scene.name == "hearts_puzzle_calendar"


def test_statistics_show_the_puzzles_solved_missed_and_the_streak(tmp_path, engine, today):
    with open_app(tmp_path, (720, 1280), lang="ru") as app:
        for day, solved in (("2026-12-01", True), ("2026-12-02", True), ("2026-12-03", False),
                            ("2026-12-04", True), ("2026-12-05", True)):
            app.stats.record_puzzle(day, solved)
        tap(app, "menu:statistics")
        assert app.nav.scene.state()["puzzles"] == [["stats.puzzle.solved", "4"], ["stats.puzzle.failed", "1"],
                                                ["stats.puzzle.streak", "2 (2)"]]
        panels = [pygame.Rect(r) for r in app.nav.scene.L["panels"]]
        assert panels[1].bottom <= app.router.named_targets()["button:reset"].rect.top


def test_corrupt_puzzle_figures_are_recovered_date_by_date(tmp_path, today):
    from game.stats import Stats

    Storage(FileBackend(tmp_path)).save("stats", 1, {"hearts": {
        "puzzles_solved": ["2026-12-01", "garbage", 7, "2026-12-02"], "puzzles_failed": ["2026-12-02", "2026-12-03"],
        "games_played": 3}})
    st = Stats(Storage(FileBackend(tmp_path)))
    assert st.hearts["puzzles_solved"] == ["2026-12-01", "2026-12-02"]
    assert st.hearts["puzzles_failed"] == ["2026-12-03"]  # a date both ways is kept solved
    assert st.hearts["games_played"] == 3  # the rest of the Hearts figures are kept
    Storage(FileBackend(tmp_path / "b")).save("stats", 1, {"hearts": {"puzzles_solved": "nope",
                                                                      "puzzles_failed": {"a": 1}}})
    assert Stats(Storage(FileBackend(tmp_path / "b"))).puzzle_streak(DAY) == (0, 0)


def test_a_bad_date_is_never_recorded(tmp_path):
    from game.stats import Stats

    st = Stats(Storage(FileBackend(tmp_path)))
    assert not st.record_puzzle("2026-02-30", True) and not st.record_puzzle("2026-13-01", False)
    assert st.hearts["puzzles_solved"] == [] and st.hearts["puzzles_failed"] == []


def test_the_engines_puzzle_of_the_date_is_shown_and_judged(tmp_path, today):
    from game.hearts.teaching.puzzle import puzzle_for

    puzzle = puzzle_for(DAY)
    with open_app(tmp_path, (390, 844)) as app:
        open_puzzle(app)
        state = app.nav.scene.state()
        assert state["number"] == puzzle.number and set(state["legal"]) == {str(c) for c in puzzle.values}
        assert [s.card for s in app.nav.scene.hand] == list(puzzle.match().hands[0])
        tap(app, f"puzzle:card:{puzzle.best}")
        tap(app, "button:why")
        state = app.nav.scene.state()
        assert state["answered"] == "best" and state["analysis"]["best"] == str(puzzle.best)
        assert state["analysis"]["values"] == {str(c): v for c, v in puzzle.values.items()}


# -- every window size, both languages ----------------------------------------------------------

FIT_SIZES = {"390x844": (390, 844), "844x390": (844, 390), "1280x720": (1280, 720), "1920x1080": (1920, 1080),
             "600x600": (600, 600), "320x320": (320, 320)}


def puzzle_screens(app):
    """The puzzle's screens one after the other: the position, the tricks, a miss, Why?, the
    calendar, a date with no puzzle."""
    open_puzzle(app)
    yield "position"
    tap(app, "button:tricks")
    yield "tricks"
    escape(app)
    _best, worse = best_and_worse(app)
    tap(app, f"puzzle:card:{worse}")
    yield "missed"
    tap(app, "button:why")
    yield "why"
    escape(app)
    tap(app, "button:calendar")
    yield "calendar"
    app.nav.go("hearts_puzzle", date="2020-01-01")
    settle(app)
    yield "no_puzzle"


@pytest.mark.parametrize("size_name", list(FIT_SIZES))
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_puzzle_screen_fits_every_window_in_both_languages(tmp_path, monkeypatch, engine, today, size_name,
                                                                lang):
    import itertools

    from devkit.harness import PHONES
    from game.ui.sprites import CardSprite
    from tests.ui.test_layouts import FINGER_CSS, TextRecorder, tap_targets, visible_box

    problems: list[str] = []
    with open_app(tmp_path, FIT_SIZES[size_name], lang) as app:
        recorder = TextRecorder(monkeypatch)
        for screen in puzzle_screens(app):
            whole = pygame.Rect((0, 0), app.display.metrics.size)
            targets = tap_targets(app)
            assert targets, screen
            for h in targets:
                if not whole.contains(h.rect):
                    problems.append(f"{screen}: {h.name} {tuple(h.rect)} is off the screen")
            for a, b in itertools.combinations(targets, 2):
                if not (isinstance(a, CardSprite) and isinstance(b, CardSprite)) and a.rect.colliderect(b.rect):
                    problems.append(f"{screen}: {a.name} overlaps {b.name}")
            if size_name in PHONES:
                for h in targets:
                    box = visible_box(h, app.router.targets())
                    css = app.display.view.scale
                    if box is None or min(box.w, box.h) * css < FINGER_CSS:
                        problems.append(f"{screen}: {h.name} is under {FINGER_CSS} CSS px")
            drawn = recorder.render(app)
            if size_name == "320x320":  # smaller than the smallest phone: the picture is scaled down, letters too
                drawn = [p for p in drawn if "CSS px high" not in p]
            problems.extend(f"{screen}: {p}" for p in drawn)
            if screen in ("position", "missed"):
                header = pygame.Rect(app.nav.scene.P.header)
                assert not any(header.colliderect(h.rect) for h in targets), screen
    assert not problems, "\n".join(problems[:30])


def header_lines(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """The puzzle header's lines as one render draws them, with their boxes."""
    from game.ui import text

    drawn: list[tuple[str, pygame.Rect]] = []
    scene, real_draw, real_header = app.nav.scene, text.draw, type(app.nav.scene)._draw_header

    def header(self, surface):
        def draw(surf, s, *a, **kw):
            box = real_draw(surf, s, *a, **kw)
            drawn.append((s, pygame.Rect(box)))
            return box

        monkeypatch.setattr(text, "draw", draw)
        try:
            real_header(self, surface)
        finally:
            monkeypatch.setattr(text, "draw", real_draw)

    monkeypatch.setattr(type(scene), "_draw_header", header)
    app.render()
    return drawn


@pytest.mark.parametrize("size", [(844, 390), (800, 360), (1280, 720), (390, 844), (600, 600)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_puzzle_header_breaks_between_its_parts_never_word_by_word(tmp_path, monkeypatch, engine, today,
                                                                       lang, size):
    """The title and date, the streak and how the date was first answered: each part of a
    line whole (a phone held sideways used to break «Задача дня · / 7 декабря / 2026»), no
    line ending or starting with "·", all clear of the info corner's lines."""
    from game.ui.scenes.hearts.draw import info_lines

    with open_app(tmp_path, size, lang) as app:
        app.stats.record_puzzle("2026-12-05", False)
        open_puzzle(app)
        lines = header_lines(app, monkeypatch)
        scene = app.nav.scene
        view = scene.view
        info = [r for *_rest, r in info_lines(scene.L, view.rules, view.hand_number, view.pass_direction,
                                              view.hearts_broken, screen=app.display.metrics, look=app.display.look)]
    parts = [part for line in scene.header_lines() for part in line[0].split(" · ")]
    assert len(lines) == 2 or [s for s, _ in lines] == parts, lines  # one line each, else one a part
    for s, box in lines:
        assert not s.startswith("·") and not s.endswith("·"), s
        assert not any(box.colliderect(r) for r in info), (s, tuple(box))


def test_the_scripts_state_carries_the_puzzle_and_its_analysis(tmp_path, engine, today):
    from tests.ui.driver import run_app

    Storage(FileBackend(tmp_path)).save("settings", 1, {"general.animation": "off", "general.sound": False})
    puzzle = fake_puzzle(DAY)
    code, states, err = run_app(tmp_path, ["tap menu:puzzle", "state", f"tap puzzle:card:{puzzle.best}",
                                           "tap button:why", "state"])
    assert code == 0, err
    first, last = states
    assert {k: first[k] for k in ("scene", "date", "number", "answered", "played", "best")} == {
        "scene": "hearts_puzzle", "date": "2026-12-05", "number": 5, "answered": None, "played": None,
        "best": None}
    assert "analysis" not in first
    assert last["answered"] == "best" and [last["played"]] == last["best"] == [str(puzzle.best)]
    assert last["analysis"]["values"] == {str(c): v for c, v in puzzle.values.items()}


@pytest.mark.parametrize("size", [(390, 844), (844, 390), (1280, 720), (1920, 1080), (600, 600), (720, 1280)])
def test_the_statistics_panels_end_above_reset_with_the_puzzle_rows(tmp_path, size):
    with open_app(tmp_path, size, lang="ru") as app:
        tap(app, "menu:statistics")
        reset = app.router.named_targets()["button:reset"].rect
        for panel in app.nav.scene.L["panels"]:
            assert pygame.Rect(panel).bottom <= reset.top, (size, panel, tuple(reset))


# -- the verdict is true of the puzzle's own analysis ---------------------------------------------

CARD = re.compile(r"(?:10|[2-9JQKA])[♣♦♥♠]")
SUITS = {"en": {"club": "C", "diamond": "D", "heart": "H", "spade": "S"},
         "ru": {"трефа": "C", "бубна": "D", "черва": "H", "пика": "S"}}


def _figures(text: str) -> list[float]:
    """The figures of a line as numbers (the decimal comma and the minus sign read back)."""
    return [float(x.replace(",", ".").replace("−", "-")) for x in re.findall(r"−?\d+[.,]\d", text)]


def _named(text: str, lang: str, legal: list[Card]) -> set[Card]:
    """The cards a line names as the best: "any club but 4♣", or the cards it lists."""
    for word, letter in SUITS[lang].items():
        m = re.search(rf"(?:any|любая) {word}(?:,? (?:but|кроме) ([^;(:)]*))?", text)
        if m:
            left_out = {Card.parse(c) for c in CARD.findall(m.group(1) or "")}
            return {c for c in legal if c.suit.letter == letter and c not in left_out}
    return {Card.parse(c) for c in CARD.findall(text)}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_sentence_of_every_puzzle_is_true_of_its_own_analysis(lang):
    from game import i18n
    from game.hearts.teaching import puzzle as engine
    from game.ui.scenes.hearts_puzzle.scene import note_words

    first, last = engine.first_day(), engine.table_last_day()
    i18n.set_language(lang)
    try:
        for day in (first + dt.timedelta(days=i) for i in range((last - first).days + 1)):
            p = engine.puzzle_for(day)
            rows = p.analysis().rows
            legal = [r.choice[0] for r in rows]
            answers = {r.choice[0] for r in rows if r.loss == 0}  # Why?'s "Best" and "Just as good"
            best = round(rows[0].points, 1)  # Why?'s figures: the best's, the others' cost
            cost = {r.choice[0]: round(r.loss, 1) for r in rows}
            margin = min(cost[c] for c in legal if c not in answers)
            task, kind = note_words(p, None, None)
            assert kind == "info" and _figures(task) == [margin], (day, task)
            if len(answers) > 1:
                assert str(len(answers)) in task, (day, task)
            for card in legal:
                verdict = engine.verdict(p, card)
                assert (verdict == "best") == (card in answers), (day, card)
                line, kind = note_words(p, verdict, card)
                shown = line.replace(card.pretty, "", 1) if verdict == "worse" else line  # (less "your X")
                assert _named(shown, lang, legal) == answers, (day, line)
                if verdict == "best":
                    assert kind == "success" and _figures(line) == [best, margin], (day, line)
                else:
                    assert kind == "error" and _figures(line) == [round(best + cost[card], 1), best, cost[card]], \
                        (day, line)
    finally:
        i18n.set_language("en")


def test_a_miss_of_eleven_march_names_and_shows_every_club_but_the_three(tmp_path, today):
    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("hearts_puzzle", date="2027-03-11")
        p = app.nav.scene.puzzle
        clubs = [str(c) for c in p.values if c.suit.letter == "C" and str(c) != "3C"]
        tap(app, "puzzle:card:3C")
        state = app.nav.scene.state()
        assert state["answered"] == "worse" and sorted(state["best"]) == sorted(clubs)
        assert "any club but 3♣" in app.nav.scene.view.note.text
        assert {str(s.card) for s in app.nav.scene.hand if s.hint} == set(clubs)
        tap(app, "button:retry")
        tap(app, "puzzle:card:7C")
        assert app.nav.scene.state()["answered"] == "best" and "any club but 3♣" in app.nav.scene.view.note.text


# -- the calendar opened from a puzzle ----------------------------------------------------------

def miss_then_solve(app) -> None:
    """Today's puzzle: a worse card first (the statistics keep the miss), then the best on
    Try again."""
    best, worse = best_and_worse(app)
    tap(app, f"puzzle:card:{worse}")
    tap(app, "button:retry")
    tap(app, f"puzzle:card:{best}")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_calendar_says_a_day_missed_at_first_was_solved_on_a_retry(tmp_path, engine, today, lang):
    from game import i18n

    with open_app(tmp_path, (844, 390), lang) as app:
        open_puzzle(app)
        miss_then_solve(app)
        tap(app, "button:calendar")
        scene = app.nav.scene
        line, _colour = scene.today_line()
        assert line == i18n.t("puzzle.cal.today_retried")
        play = app.router.named_targets()["button:play_today"]
        # an answered day has nothing left to solve: the button opens it, it does not ask to solve it
        assert play.text == i18n.t("puzzle.cal.see") and not play.primary


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_day_solved_on_a_retry_is_shown_by_the_calendar_after_a_restart(tmp_path, monkeypatch, engine, today,
                                                                          lang):
    """Missed, solved on Try again, the app closed: the calendar opened anew (from the menu's
    puzzle, or on its own) says so and marks the day with a heart and a retry mark."""
    from game import i18n
    from game.ui import text

    with open_app(tmp_path, (844, 390), lang) as app:
        open_puzzle(app)
        miss_then_solve(app)
    assert stored(tmp_path)["hearts"]["puzzles_retried"] == ["2026-12-05"]
    with open_app(tmp_path, (844, 390), lang) as app:
        open_puzzle(app)
        assert app.nav.scene.state()["answered"] is None  # a new visit: nothing on show
        tap(app, "button:calendar")
        assert app.nav.scene.today_line()[0] == i18n.t("puzzle.cal.today_retried")
        assert app.nav.scene.state()["retried"] == ["2026-12-05"]
        marks: list[str] = []
        real = text.draw

        def draw(surface, s, *a, **kw):
            marks.append(s)
            return real(surface, s, *a, **kw)

        monkeypatch.setattr(text, "draw", draw)
        app.router.named_targets()["day:2026-12-05"].draw(app.display.screen, app.display.metrics, app.display.look)
        monkeypatch.setattr(text, "draw", real)
        assert "♥" in marks and "↻" in marks and "✕" not in marks
        app.nav.go("hearts_puzzle_calendar")  # with no puzzle behind it
        assert app.nav.scene.today_line()[0] == i18n.t("puzzle.cal.today_retried")


@pytest.mark.parametrize("size", [(390, 844), (600, 600)])
def test_the_calendars_today_line_too_long_for_the_screen_goes_on_two_rows(tmp_path, monkeypatch, engine, today,
                                                                            size):
    """«Сегодняшняя задача: сразу не решена, решена при повторе» is wider than a phone held
    upright even at the smallest letters allowed: it wraps, no word of it off the screen."""
    from game.ui import text

    boxes: list[tuple[str, pygame.Rect]] = []
    real = text.draw

    def draw(surface, s, *a, **kw):
        box = real(surface, s, *a, **kw)
        boxes.append((s, pygame.Rect(box)))
        return box

    with open_app(tmp_path, size, "ru") as app:
        open_puzzle(app)
        miss_then_solve(app)
        tap(app, "button:calendar")
        monkeypatch.setattr(text, "draw", draw)
        app.render()
        monkeypatch.setattr(text, "draw", real)
        screen = app.display.screen.get_rect()
    said = "Сегодняшняя задача: сразу не решена, решена при повторе"
    line = [(s, box) for s, box in boxes if len(s) > 8 and s in said]
    assert " ".join(s for s, _box in line) == said, line
    assert all(screen.contains(box) for _s, box in line), (line, screen)


def test_the_calendar_of_a_day_missed_says_missed_at_first_try(tmp_path, engine, today):
    from game import i18n

    with open_app(tmp_path, (844, 390), "ru") as app:
        open_puzzle(app)
        _best, worse = best_and_worse(app)
        tap(app, f"puzzle:card:{worse}")
        tap(app, "button:calendar")
        assert app.nav.scene.today_line()[0] == i18n.t("puzzle.cal.today_failed") == "Сегодняшняя задача не решена сразу"
        assert not app.router.named_targets()["button:play_today"].primary


def test_the_calendar_opened_from_a_puzzle_goes_back_to_that_puzzle_as_it_was(tmp_path, engine, today):
    with open_app(tmp_path, (844, 390)) as app:
        open_puzzle(app)
        best, worse = best_and_worse(app)
        tap(app, f"puzzle:card:{worse}")
        tap(app, "button:calendar")
        tap(app, "button:back")
        state = app.nav.scene.state()
        assert state["scene"] == "hearts_puzzle" and state["date"] == "2026-12-05"
        assert state["answered"] == "worse" and state["played"] == worse  # the answer still on show
        assert app.stats.puzzle_answer("2026-12-05") == "failed"
        tap(app, "button:back")
        assert app.nav.scene.name == "menu"  # where the puzzle was opened from


def test_a_missed_days_cross_and_the_month_arrows_are_as_big_as_a_solved_days_heart(tmp_path, monkeypatch, engine,
                                                                                 today):
    """At 844x390: the cross of a day missed is drawn as large as the heart of a day solved,
    and the month arrows' chevrons a third of a fingertip high, not the size of small print."""
    from game.ui import text

    engine.first_day = lambda: dt.date(2026, 11, 1)
    inks: list[tuple[str, tuple[int, int]]] = []
    real = text.draw

    def draw(surface, s, size, *a, bold=False, **kw):
        box = real(surface, s, size, *a, bold=bold, **kw)
        if s in ("♥", "✕"):
            minx, maxx, miny, maxy, _advance = text.font(size, bold, screen=kw["screen"]).metrics(s)[0]
            inks.append((s, (maxx - minx, maxy - miny)))
        return box

    with open_app(tmp_path, (844, 390)) as app:
        app.stats.record_puzzle("2026-12-02", True)
        app.stats.record_puzzle("2026-12-03", False)
        open_puzzle(app)
        tap(app, "button:calendar")
        monkeypatch.setattr(text, "draw", draw)
        app.render()
        monkeypatch.setattr(text, "draw", real)
        finger = app.display.metrics.px(app.display.metrics.tap_min)
        arrows = [(app.router.named_targets()[name].mark(), app.router.named_targets()[name].rect)
                  for name in ("button:prev_month", "button:next_month")]
    heart = next(ink for s, ink in inks if s == "♥")
    cross = next(ink for s, ink in inks if s == "✕")
    assert cross[1] >= heart[1] * 0.9, (cross, heart)
    assert all(mark.h >= finger // 3 and rect.contains(mark) for mark, rect in arrows), (arrows, finger)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_puzzles_answer_on_two_lines_leaves_the_card_played_in_view(tmp_path, monkeypatch, engine, today, lang):
    """At 844x390 the answer («Решено! …: любая другая дороже…») takes two lines: they grow
    down into the status band, not up over the card South played to the trick."""
    from game.ui import widgets
    from game.ui.scenes.hearts_puzzle import scene as puzzle_scene

    boxes: list[pygame.Rect] = []
    real = widgets.message_pill

    def pill(*a, **kw):
        box = real(*a, **kw)
        boxes.append(pygame.Rect(box))
        return box

    with open_app(tmp_path, (844, 390), lang) as app:
        open_puzzle(app)
        best, _worse = best_and_worse(app)
        tap(app, f"puzzle:card:{best}")
        monkeypatch.setattr(puzzle_scene, "message_pill", pill)
        app.render()
        played = next(s for s in app.nav.scene.view.trick if str(s.card) == best)
        band = pygame.Rect(app.nav.scene.L.status_box)
    assert boxes and not boxes[-1].colliderect(played.rect), (tuple(boxes[-1]), tuple(played.rect))
    assert band.contains(boxes[-1])
