"""The analysis screen: what Hard sees at one of South's moments, every choice with its expected points.

Its rows are the engine's analysis of the moment, best first, with the same numbers; the work
is done a slice at a time within the frame budget, the screen saying the coach is thinking
until it is done; it fits every window size in both languages (13 cards, a pass) with cards
and letters readable and targets a finger can hit; Esc and Close close it; the script's state
carries the analysis as its JSON once it is ready.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import json

import pygame
import pytest

from devkit.harness import escape, open_app, settle, tap
from game.cards import Card
from game.hearts import Match
from game.hearts.ai import choose
from game.hearts.history import hand_review
from game.hearts.kinds import Phase
from game.hearts.teaching import analysis, coach
from game.hearts.teaching.analysis import Analysis, Row
from game.i18n import number
from game.ui import text
from game.ui.scenes.hearts import analysis_screen
from game.ui.scenes.hearts.analysis_screen import BUDGET, AnalysisScreen, analysis_state, for_decision, for_table
from game.ui.sprites import index_px
from tests.hearts.helpers import play_to_end_of_hand

#: The window sizes the screen must fit: a phone either way up, desktops, a square window.
SIZES = {"390x844": (390, 844), "844x390": (844, 390), "1280x720": (1280, 720),
         "1920x1080": (1920, 1080), "600x600": (600, 600)}
PHONES = {"390x844", "844x390"}
FINGER_CSS = 44
MIN_CSS_PX = 12


@functools.cache
def _decision() -> tuple[int, coach.Decision]:
    """A play of South's with twelve legal cards (the lead of trick 2 of game 14's first hand)."""
    m = Match(14)
    play_to_end_of_hand(m, "easy")
    d = coach.south_decisions(hand_review(m, 1), m.rules)[2]
    assert len(d.view.legal()) == 12
    return m.seed, d


@functools.cache
def _analysed() -> Analysis:
    seed, d = _decision()
    return analysis.analyse(d.view, coach.decision_rng_seed(seed, d))


def _views() -> tuple:
    """South's view at the pass (13 cards) and at its first card (13 cards) of game 3."""
    m = Match(3)
    at_pass = m.view(0)
    for seat in range(4):
        m.submit_pass(seat, m.hands[seat][:3])
    while (who := m.to_act) != 0:
        assert who is not None
        m.apply(who, choose(m.view(who), "easy", m.decision_rng(who)))
    return at_pass, m.view(0)


def _made_up(phase: Phase, hand: list[Card]) -> Analysis:
    """An analysis of every one of 13 cards (or five passes), costlier and costlier, with a moon."""
    if phase == Phase.PASS:
        rows = tuple(Row(tuple(hand[i:i + 3]), round(4 + 1.3 * i, 2), round(1.3 * i, 2)) for i in range(5))
    else:
        rows = tuple(Row((c,), round(3 + 0.9 * i, 2), round(0.9 * i, 2)) for i, c in enumerate(hand))
    return Analysis(phase, rows, 0.12)


def _steps(result: Analysis, slices: int = 1):
    for _ in range(slices):
        yield
    return result


def _forever():
    """An analysis that never ends (the player closes the screen meanwhile)."""
    while True:
        yield


def _run(app, screen: AnalysisScreen, limit: int = 5000) -> int:
    """Frames until the screen's analysis is in; how many."""
    for n in range(1, limit):
        app.frame()
        if not screen.thinking():
            return n
    raise AssertionError("the analysis did not finish")


# -- the numbers ---------------------------------------------------------------------------------

def test_the_rows_are_the_moments_analysis_best_first_with_its_numbers(tmp_path):
    seed, d = _decision()
    expected = _analysed()
    with open_app(tmp_path, (1280, 720)) as app:
        screen = AnalysisScreen(d.view, coach.decision_rng_seed(seed, d), d.played, screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        _run(app, screen)
        assert screen.analysis == expected
        assert [c.row for c in screen.cells] == list(expected.rows)  # every legal card, best first
        assert len(screen.cells) == len(d.view.legal())
        first = screen.cells[0].row
        assert screen.figures(first) == (number(first.points), "Best", analysis_screen.GOLD)
        for cell in screen.cells[1:]:
            figure, cost, _colour = screen.figures(cell.row)
            assert figure == number(round(first.points, 1) + round(cell.row.loss, 1))
            assert cost == ("Just as good" if cell.row.loss == 0 else number(cell.row.loss, signed=True))
        assert [c.row for c in screen.cells if screen.is_chosen(c.row)] == [expected.row(d.played)]


def _figure(s: str) -> float:
    """A figure as shown, read back (the decimal comma, the minus sign)."""
    return float(s.replace(",", ".").replace("\u2212", "-"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_cost_shown_is_the_difference_of_the_points_shown(tmp_path, lang):
    _pass, at_play = _views()
    hand = list(at_play.hand)
    best = 5.94  # shown 5.9: a card 1.04 worse is 6.98, which alone would show 7.0 beside +1.0
    losses = [0.0, 1.04, 2.86, 0.04, 0.05, 3.66, 1.26, 0.96, 4.44, 2.15, 0.74, 6.05, 1.55]
    made_up = Analysis(Phase.PLAY, tuple(Row((c,), round(best + x, 2), x) for c, x in zip(hand, losses)), None)
    with open_app(tmp_path, (1280, 720), lang) as app:
        screen = AnalysisScreen(at_play, 0, steps=_steps(made_up), screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        _run(app, screen)
        shown_best = _figure(screen.figures(made_up.rows[0])[0])
        for row in made_up.rows[1:]:
            figure, cost, _colour = screen.figures(row)
            if row.loss == 0:
                continue
            assert ("." in figure + cost) == (lang == "en") and "-" not in figure + cost, (figure, cost)
            assert round(_figure(figure) - shown_best, 1) == _figure(cost), (row, figure, cost)


def test_a_negative_figure_has_the_true_minus_sign(tmp_path):
    _pass, at_play = _views()
    hand = list(at_play.hand)
    made_up = Analysis(Phase.PLAY, tuple(Row((c,), round(-5.4 + i, 2), float(i)) for i, c in enumerate(hand)), None)
    with open_app(tmp_path, (1280, 720)) as app:
        screen = AnalysisScreen(at_play, 0, steps=_steps(made_up), screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        _run(app, screen)
        assert screen.figures(made_up.rows[0])[0] == "\u22125.4"


def test_a_small_drop_in_the_chance_of_winning_is_written_as_the_review_writes_it(tmp_path):
    from game.ui.scenes.hearts.review_coach import percent_text

    _pass, at_play = _views()
    hand = list(at_play.hand)
    view = dataclasses.replace(at_play, scores=(80, 85, 60, 70))
    made_up = Analysis(Phase.PLAY, tuple(Row((c,), 3.0 + 0.1 * i, 0.1 * i) for i, c in enumerate(hand)), None)
    with open_app(tmp_path, (1280, 720)) as app:
        screen = AnalysisScreen(view, 0, steps=_steps(made_up), screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        _run(app, screen)
        row = next(r for r in made_up.rows if 0 < (coach.chance_lost(view, r.loss) or 0) < 0.005)
        chance = coach.chance_lost(view, row.loss)
        assert chance is not None
        assert screen.figures(row)[1] == f"−{percent_text(chance)} % chance" == "−1 % chance"


def test_the_tables_moment_is_analysed_as_the_hint_sees_it(tmp_path):
    m = Match(3)
    for seat in range(4):
        m.submit_pass(seat, m.hands[seat][:3])
    while (who := m.to_act) != 0:
        assert who is not None
        m.apply(who, choose(m.view(who), "easy", m.decision_rng(who)))
    with open_app(tmp_path, (390, 844)) as app:
        screen = for_table(m, screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        _run(app, screen)
        assert screen.analysis == analysis.analyse(m.view(0), analysis.moment_seed(m))
        assert screen.chosen is None and not any(screen.is_chosen(c.row) for c in screen.cells)


def test_the_moon_chance_is_shown_where_the_analysis_gives_one(tmp_path):
    at_pass, _play = _views()
    hand = list(at_pass.hand)
    with open_app(tmp_path, (1280, 720), "ru") as app:
        screen = AnalysisScreen(at_pass, 0, hand[:3], steps=_steps(_made_up(Phase.PASS, hand)),
                                screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        _run(app, screen)
        assert screen.notes() == ["Шанс прорыва на Луну: 12 %"]  # the pass played is the best: shown
        quiet = AnalysisScreen(at_pass, 0, hand[-3:], steps=_steps(Analysis(Phase.PASS, _made_up(
            Phase.PASS, hand).rows, None)), screen=lambda: app.display.metrics)
        app.nav.push_screen(quiet)
        _run(app, quiet)
        assert quiet.notes() == [f"Вашей передачи {' '.join(c.pretty for c in hand[-3:])} среди них нет"]


# -- the work, a slice at a time -----------------------------------------------------------------

def test_the_analysis_is_worked_a_slice_at_a_time_within_the_frame_budget(tmp_path):
    """Every update stops at the budget (a clock that moves a millisecond a slice: at most
    BUDGET's worth of slices a frame), and says it is thinking until the last one."""
    seed, d = _decision()
    now = [0.0]
    slices: list[int] = []

    def counted():
        gen = analysis.analysis_steps(d.view, coach.decision_rng_seed(seed, d))
        try:
            while True:
                next(gen)
                now[0] += 0.001
                slices[-1] += 1
                yield
        except StopIteration as stop:
            return stop.value

    with open_app(tmp_path, (390, 844)) as app:
        screen = AnalysisScreen(d.view, 0, steps=counted(), clock=lambda: now[0], screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        while True:
            assert screen.thinking() and screen.busy() and screen.state_entry() is None
            assert screen.describe()["thinking"] is True and screen.describe()["analysis"] is None
            slices.append(0)
            if screen.update(1 / 60):
                break
        assert max(slices) <= round(BUDGET / 0.001) + 1, slices
        assert len(slices) > 3  # it did take several frames
        assert screen.analysis == _analysed() and not screen.busy()


def test_the_analysis_on_the_real_clock_takes_several_frames_and_ends_with_the_same_answer(tmp_path):
    """With the real clock the analysis is sliced over frames too; how long a frame's slice
    takes is the benchmark's to measure (``tools/bench/bench.py``: the longest frame while the
    analysis thinks), not a timed test's on a shared machine."""
    seed, d = _decision()
    with open_app(tmp_path, (1280, 720)) as app:
        screen = AnalysisScreen(d.view, coach.decision_rng_seed(seed, d), screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        while screen.thinking():
            screen.update(1 / 60)
        assert screen.updates > 1
        assert screen.analysis == _analysed()


# -- it fits -------------------------------------------------------------------------------------

def _drawn_texts(monkeypatch, app, screen) -> list[tuple[str, pygame.Rect]]:
    """Every piece of text the screen draws in one render, with its ink's box."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = text.draw

    def draw(surface, s, size, color, pos, anchor="topleft", bold=False, *, screen):
        rect = real(surface, s, size, color, pos, anchor, bold, screen=screen)
        img = text.render(s, size, color, bold, screen=screen)
        ink = img.get_bounding_rect().move(rect.topleft)
        assert img.get_height() * app.display.view.scale / text.font_px(100).get_height() * 100 >= MIN_CSS_PX - 0.3, s
        if s.strip():
            drawn.append((s, ink))
        return rect

    monkeypatch.setattr(text, "draw", draw)
    try:
        screen.draw(app.display.screen)
    finally:
        monkeypatch.setattr(text, "draw", real)
    return drawn


@pytest.mark.parametrize("size_name, lang", list(itertools.product(SIZES, ("en", "ru"))))
def test_thirteen_cards_and_a_pass_fit_every_window_in_both_languages(tmp_path, monkeypatch, size_name, lang):
    at_pass, at_play = _views()
    hand = list(at_play.hand)
    assert len(hand) == 13
    problems: list[str] = []
    with open_app(tmp_path, SIZES[size_name], lang) as app:
        css = app.display.view.scale  # CSS pixels per logical pixel (dpr 1)
        screen_rect = pygame.Rect((0, 0), app.display.metrics.size)
        for what, view, result, chosen in (
                ("13 cards", at_play, _made_up(Phase.PLAY, hand), hand[4:5]),
                ("a pass", at_pass, _made_up(Phase.PASS, list(at_pass.hand)), list(at_pass.hand)[-3:])):
            screen = AnalysisScreen(view, 0, chosen, steps=_steps(result), screen=lambda: app.display.metrics)
            app.nav.push_screen(screen)
            _run(app, screen)
            assert len(screen.cells) == len(result.rows), what
            boxes = [c.rect for c in screen.cells] + [screen.close.rect]
            if not screen_rect.contains(screen.rect):
                problems.append(f"{what}: the panel {tuple(screen.rect)} is off the screen")
            for box in boxes:
                if not screen.rect.contains(box):
                    problems.append(f"{what}: {tuple(box)} sticks out of the panel {tuple(screen.rect)}")
            for a, b in itertools.combinations(boxes, 2):
                if a.colliderect(b):
                    problems.append(f"{what}: {tuple(a)} overlaps {tuple(b)}")
            for cell in screen.cells:
                for card in cell.cards:
                    assert screen.grid is not None
                    if not cell.rect.contains(pygame.Rect(card.x, card.y, card.w, screen.grid.shown)):
                        problems.append(f"{what}: a card {tuple(card)} sticks out of its cell {tuple(cell.rect)}")
                index = min(index_px(cell.cards[0].h)) * css
                if index < MIN_CSS_PX:
                    problems.append(f"{what}: a card's index is {index:.1f} CSS px")
            for s, ink in _drawn_texts(monkeypatch, app, screen):
                if not screen.rect.contains(ink):
                    problems.append(f"{what}: {s!r} {tuple(ink)} sticks out of the panel")
                for box in boxes:
                    if ink.colliderect(box) and not box.contains(ink):
                        problems.append(f"{what}: {s!r} {tuple(ink)} runs over the edge of {tuple(box)}")
            if size_name in PHONES:
                w, h = screen.close.rect.w * css, screen.close.rect.h * css
                if min(w, h) < FINGER_CSS:
                    problems.append(f"{what}: Close is {w:.0f}x{h:.0f} CSS px")
            screen.press_cancel()
            app.frame()
    assert not problems, "\n".join(problems[:30])


# -- closing, and the script's state -------------------------------------------------------------

def test_close_esc_and_a_tap_beside_it_close_it_and_hand_back_nothing(tmp_path):
    _pass, at_play = _views()
    hand = list(at_play.hand)
    with open_app(tmp_path, (390, 844)) as app:
        scene = app.nav.scene
        results = []
        for how in ("close", "esc", "esc while thinking", "a tap beside it"):
            steps = _forever() if how == "esc while thinking" else _steps(_made_up(Phase.PLAY, hand))
            screen = AnalysisScreen(at_play, 0, steps=steps, screen=lambda: app.display.metrics)
            app.nav.push_screen(screen, results.append)
            if how == "close":
                settle(app)
                tap(app, "button:close")
            elif how == "esc":
                settle(app)
                escape(app)
            elif how == "a tap beside it":
                settle(app)
                inside = screen.rect.center
                app.router.tap(inside)  # on the panel: nothing
                settle(app)
                assert not screen.closed
                app.router.tap((screen.rect.centerx, screen.rect.y // 2) if screen.rect.y > 0 else (2, 2))
                settle(app)
            else:
                app.frame()
                assert screen.thinking()
                screen.press_cancel()  # the app's Esc (or back) on the top screen
                app.frame()
            assert screen.closed and app.nav.screens == (), how
        assert results == [None, None, None, None]
        assert app.nav.scene is scene


def test_the_state_carries_the_analysis_json_once_it_is_ready(tmp_path):
    seed, d = _decision()
    with open_app(tmp_path, (1280, 720)) as app:
        assert analysis_state(app.nav.screens) is None
        # the review's decision: seeded as the hint was, what was played
        screen = for_decision(d, seed, screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        app.frame()
        state = json.loads(app.state_line())
        assert state["dialog"] == "analysis" and state["modal"]["thinking"] is True
        assert state["modal"]["analysis"] is None and screen.state_entry() is None
        assert analysis_state(app.nav.screens) is None
        _run(app, screen)
        state = json.loads(app.state_line())
        assert screen.state_entry() == analysis_state(app.nav.screens) == _analysed().to_json()
        assert state["modal"]["analysis"] == json.loads(json.dumps(_analysed().to_json()))
        assert state["modal"]["chosen"] == str(d.played[0]) and state["modal"]["thinking"] is False


def test_a_failed_analysis_says_so_and_still_closes(tmp_path, capsys):
    _pass, at_play = _views()

    def broken():
        yield
        raise ValueError("a bug")

    with open_app(tmp_path, (390, 844), "ru") as app:
        screen = AnalysisScreen(at_play, 0, steps=broken(), screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        _run(app, screen)
        assert screen.failed and screen.state_entry() is None and not screen.busy()
        app.render()
        tap(app, "button:close")
        assert app.nav.screens == ()
    assert "the analysis failed" in capsys.readouterr().err


def test_in_a_hand_that_could_end_the_game_each_choice_shows_the_chance_of_winning_it_costs(tmp_path):
    _pass, at_play = _views()
    hand = list(at_play.hand)
    view = dataclasses.replace(at_play, scores=(80, 85, 60, 70))  # someone may reach 100 in this hand
    made_up = _made_up(Phase.PLAY, hand)
    with open_app(tmp_path, (390, 844)) as app:
        screen = AnalysisScreen(view, 0, steps=_steps(made_up), screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        _run(app, screen)
        assert screen.explain().startswith("This hand can decide the game")
        assert screen.figures(made_up.rows[0])[:2] == ("", "Best")
        for row in made_up.rows[1:]:
            chance = coach.chance_lost(view, row.loss)
            assert chance is not None
            assert screen.figures(row)[:2] == ("", f"−{round(100 * chance)} % chance")
        points = AnalysisScreen(at_play, 0, steps=_steps(made_up), screen=lambda: app.display.metrics)
        assert points.figures(made_up.rows[1])[:2] == ("3.9", "+0.9")  # without: expected points
