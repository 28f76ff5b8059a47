"""The coach in the hand review: a badge on each of South's graded cards, the verdict on the
step's decision and the hand's summary; graded in slices ("grading…" until done), saved
with the game so the review reopened later shows the grades at once.

The grading is driven the way the frame drives it, one slice per tick; no test depends on
how fast the machine is (a tick of budget 0 does exactly one slice).
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from devkit.harness import escape, open_app, settle, tap  # noqa: E402
from game.hearts import Match, Rules  # noqa: E402
from game.hearts.ai import choose  # noqa: E402
from game.hearts.history import hand_review  # noqa: E402
from game.hearts.teaching import coach, grade_cache  # noqa: E402
from game.hearts.teaching import saved as saved_hearts  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.storage import FileBackend, Storage  # noqa: E402
from game.ui.scenes.hearts import review_coach  # noqa: E402
from game.ui.scenes.hearts.review_coach import ReviewCoach, grade_line, plural, summary_text  # noqa: E402


def _finished_hand(seed: int = 9) -> Match:
    m = Match(seed, Rules(target=100))
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    return m


def _tags_drawn(monkeypatch) -> list:
    """Watch the review's grade tags: the list fills with (grade, rectangle) as each is drawn."""
    drawn: list = []
    real = review_coach.draw_tag

    def spy(surface, topright, grade, size, **given):
        rect = real(surface, topright, grade, size, **given)
        drawn.append((grade, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(review_coach, "draw_tag", spy)
    return drawn


@pytest.fixture
def game(tmp_path):
    grade_cache.CACHE.clear()
    m = _finished_hand()
    Storage(FileBackend(tmp_path)).save("game.hearts", 1, saved_hearts.to_document(m))
    yield m
    grade_cache.CACHE.clear()
    set_language("en")


@pytest.fixture
def graded_every_way(tmp_path):
    """A saved finished hand whose grades hold a fine play, an inaccuracy and a blunder."""
    grade_cache.CACHE.clear()
    m = _finished_hand(4)
    Storage(FileBackend(tmp_path)).save("game.hearts", 1, saved_hearts.to_document(m))
    yield m
    grade_cache.CACHE.clear()
    set_language("en")


def test_the_review_grades_in_slices_then_shows_the_marks_the_line_and_the_summary(tmp_path, game, monkeypatch):
    expected = coach.run(coach.grade_hand(hand_review(game, 1), game.rules, game.seed))
    grade_cache.CACHE.clear()
    with open_app(tmp_path, (1280, 720)) as app:
        tap(app, "menu:hearts")
        scene = app.nav.scene
        app.router.tap_target(app.router.named_targets()["button:review"])  # opened, not yet settled
        panel = scene.panel
        assert panel.kind == "review" and panel.grading and scene.busy()
        panel.tick(budget=0)  # one slice: nowhere near a whole decision
        state = scene.state()["review"]["coach"]
        assert state["grading"] and state["graded"] == 0 and state["decisions"] == 14
        assert state["summary"] == "Coach: grading… 0/14"
        slices = 1
        while panel.grading:
            panel.tick(budget=0)
            slices += 1
        assert slices > 14 * 5  # many frames' worth, each a bounded slice
        assert not scene.busy()
        state = scene.state()["review"]["coach"]
        assert [dict(g.to_json(), kind=g.kind) for g in expected] == state["grades"]
        assert state["summary"] == summary_text(coach.summarize(expected), expected)
        assert state["line"] == grade_line(expected[0])  # the passes step: the pass's verdict
        # every step of South's card (and the passes) shows its grade, drawn as a tag with its word
        drawn = _tags_drawn(monkeypatch)
        for position, step in enumerate(panel.steps):
            panel.go(position)
            drawn.clear()
            app.display.invalidate()
            app.frame()
            view = scene.state()["review"]
            south = [c for seat, c in view["table"] if seat == 0]
            if step.is_pass:
                want = expected[0]
                assert [g for g, _ in drawn] == [want]
            elif south:
                want = next(g for g in expected if g.trick == step.trick)
                assert [g for g, _ in drawn] == [want] and str(want.played[0]) == south[0]
            else:
                assert drawn == [] and view["coach"]["line"] is None
                continue
            assert view["coach"]["line"] == grade_line(want) and view["coach"]["line_kind"] == want.kind
            assert view["coach"]["tag"] == review_coach.tag_text(want)
            _, rect = drawn[-1]
            edge = app.display.screen.get_at((rect.x + rect.h // 2, rect.y + app.display.metrics.px(2)))[:3]  # above its word
            assert edge == review_coach.COLOURS[want.kind]


def test_a_graded_hand_is_saved_with_the_game_and_reopened_without_grading(tmp_path, game):
    with open_app(tmp_path, (390, 844), lang="ru") as app:
        tap(app, "menu:hearts")
        tap(app, "button:review")  # settles: graded
        assert not app.nav.scene.panel.grading
        first = app.nav.scene.state()["review"]["coach"]
        assert first["summary"].startswith("Тренер: ")
    saved = Storage(FileBackend(tmp_path)).load("game.hearts", 1)
    assert saved is not None and grade_cache.match_keys(game)[0] in saved["coach"]["hands"]
    grade_cache.CACHE.clear()  # a new run: only the save has the grades
    with open_app(tmp_path, (1280, 720), lang="ru") as app:
        tap(app, "menu:hearts")
        app.router.tap_target(app.router.named_targets()["button:review"])
        panel = app.nav.scene.panel
        assert not panel.grading  # at once: nothing to compute
        assert app.nav.scene.state()["review"]["coach"] == dict(first)


def test_a_hand_that_cannot_be_graded_says_so_and_the_review_goes_on(tmp_path, game, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("no search today")
        yield

    monkeypatch.setattr(coach, "grade_decision", broken)
    with open_app(tmp_path, (1280, 720)) as app:
        tap(app, "menu:hearts")
        tap(app, "button:review")
        state = app.nav.scene.state()["review"]
        assert state["coach"]["failed"] and state["coach"]["summary"] == "Coach: this hand could not be graded"
        tap(app, "button:review_next")
        assert app.nav.scene.state()["review"]["step"] == 1


#: The window sizes the review's coach is checked at: a phone upright and sideways, a
#: desktop and a square window.
COACH_SIZES = [(390, 844), (844, 390), (1280, 720), (600, 600)]


def _key(app, key: int) -> None:
    app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    settle(app)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", COACH_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_costly_plays_are_reached_by_their_buttons_keys_and_the_coachs_summary(tmp_path, game, size, lang):
    with open_app(tmp_path, size, lang) as app:
        tap(app, "menu:hearts")
        tap(app, "button:review")  # settles: graded
        scene = app.nav.scene
        panel = scene.panel
        grades = panel.coach.grades[panel.review.number]
        stops = panel.costly_stops()
        # one stop per costly decision, each showing that decision's grade
        assert len(stops) == sum(1 for g in grades if g.costly) >= 3
        assert all(panel.coach.grade_at(panel.review, panel.steps[i]).costly for i in stops)
        assert stops[0] > 0  # (this hand's pass was fine: the review opens before them)
        named = app.router.named_targets()
        screen = pygame.Rect(0, 0, *app.display.screen.get_size())
        for name in ("button:review_costly_prev", "button:review_costly_next", "button:review_costly_first"):
            assert screen.contains(named[name].rect), name
        assert not named["button:review_costly_prev"].enabled and named["button:review_costly_next"].enabled
        app.display.invalidate()
        app.render()  # the buttons with words (Close, the costly plays') at one size, on one line
        words = [b.drawn for b in panel.buttons if b.visible and b.translate]
        assert len({d[0] for d in words}) == 1 and all(len(d[1]) == 1 for d in words), words
        tap(app, "button:review_costly_first")  # the coach's summary
        assert panel.position == stops[0]
        assert not named["button:review_costly_prev"].enabled
        tap(app, "button:review_costly_next")
        assert panel.position == stops[1]
        _key(app, pygame.K_RIGHTBRACKET)
        assert panel.position == stops[2]
        _key(app, pygame.K_LEFTBRACKET)
        assert panel.position == stops[1]
        tap(app, "button:review_costly_prev")
        assert panel.position == stops[0]
        tap(app, "button:review_last")
        assert not named["button:review_costly_next"].enabled and named["button:review_costly_prev"].enabled
        tap(app, "button:review_costly_prev")
        assert panel.position == stops[-1]
        # a Russian keyboard's [ types "х": the key's place still counts
        app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=ord("х"), mod=0, unicode="х",
                                            scancode=pygame.KSCAN_LEFTBRACKET))
        settle(app)
        assert panel.position == stops[-2]


def test_with_no_costly_play_the_costly_buttons_and_the_summary_lead_nowhere(tmp_path, game):
    import dataclasses

    with open_app(tmp_path, (1280, 720)) as app:
        tap(app, "menu:hearts")
        tap(app, "button:review")
        panel = app.nav.scene.panel
        n = panel.review.number
        panel.coach.grades[n] = [dataclasses.replace(g, loss=0.0) for g in panel.coach.grades[n]]
        panel.go(3)
        named = app.router.named_targets()
        assert panel.costly_stops() == []
        assert not any(named[k].enabled for k in ("button:review_costly_prev", "button:review_costly_next",
                                                    "button:review_costly_first"))
        tap(app, "button:review_costly_first")
        _key(app, pygame.K_RIGHTBRACKET)
        assert panel.position == 3


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", COACH_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_graded_decision_is_marked_by_a_word_that_no_card_covers(tmp_path, graded_every_way, monkeypatch, size,
                                                                   lang):
    drawn = _tags_drawn(monkeypatch)
    words = {"en": {"Good", "Costly", "Very costly"}, "ru": {"Хорошо", "Дорого", "Очень дорого"}}[lang]
    with open_app(tmp_path, size, lang) as app:
        tap(app, "menu:hearts")
        tap(app, "button:review")
        panel = app.nav.scene.panel
        seen = set()
        for position in range(len(panel.steps)):
            panel.go(position)
            drawn.clear()
            app.display.invalidate()
            app.frame()
            if not drawn or drawn[0][0].kind in seen:
                continue  # no decision of yours at this step, or its kind's tag already looked at
            (grade, rect), = drawn
            tag = app.nav.scene.state()["review"]["coach"]["tag"]
            assert tag == review_coach.tag_text(grade) and tag in words and "?" not in tag
            seen.add(grade.kind)
            assert panel.L.seats[0].contains(rect)  # in your seat's place
            # nothing drawn over it: no card's white shows inside the tag
            for x in range(rect.x + rect.h // 2, rect.right - rect.h // 2):
                for y in range(rect.y + 1, rect.bottom - 1):
                    assert min(app.display.screen.get_at((x, y))[:3]) < 200, (position, x, y)
        assert seen == {coach.FINE, coach.INACCURATE, coach.BLUNDERED}


def _grade(loss: float, phase: str = "play", choices: int = 3) -> coach.Grade:
    from game.cards import Card

    if phase == "pass":
        played = tuple(Card.parse(c) for c in ("2C", "3C", "QS"))
        best = played if loss == 0 else tuple(Card.parse(c) for c in ("2C", "3C", "4C"))
    else:
        played = (Card.parse("9S"),)
        best = played if loss == 0 else (Card.parse("QD"),)
    return coach.Grade(1, 0 if phase == "pass" else 3, phase, played, best, loss, choices)


def test_the_words_in_both_languages_with_their_plural_forms():
    set_language("en")
    try:
        assert grade_line(_grade(2.1)) == "9♠ cost about 2.1 points; Q♦ was safer"
        assert grade_line(_grade(1.0)) == "9♠ cost about 1 point; Q♦ was safer"
        assert grade_line(_grade(0)) == "9♠: the best card"
        assert grade_line(_grade(0.2)) == "9♠: fine, about as good as Q♦"
        assert grade_line(_grade(0, choices=1)) == "9♠: no real choice"
        assert grade_line(_grade(4.5, "pass")) == "Passing 2♣ 3♣ Q♠ cost about 4.5 points; 2♣ 3♣ 4♣ was safer"
        s = coach.summarize([_grade(2.0), _grade(2.5)])
        assert summary_text(s) == "Coach: 2 costly plays, about 4.5 points in all"
        assert summary_text(coach.summarize([_grade(0.7)])) == "Coach: 1 costly play, about 0.7 points in all"
        assert summary_text(coach.summarize([_grade(0)])) == "Coach: no costly play in this hand"
        set_language("ru")
        assert grade_line(_grade(2.1)) == "9♠ стоила около 2,1 очка; безопаснее было Q♦"
        for loss, words in [(1, "1 очка"), (2, "2 очков"), (5, "5 очков"), (21, "21 очка"), (11, "11 очков"),
                            (0.5, "0,5 очка")]:
            assert plural("hearts.coach.about_points", loss) == words
        for n, words in [(1, "1 дорогой ход"), (2, "2 дорогих хода"), (4, "4 дорогих хода"),
                         (5, "5 дорогих ходов"), (11, "11 дорогих ходов"), (12, "12 дорогих ходов"),
                         (21, "21 дорогой ход"), (22, "22 дорогих хода")]:
            assert plural("hearts.coach.plays", n) == words
        assert summary_text(s) == "Тренер: 2 дорогих хода, всего около 4,5 очка"
        assert grade_line(_grade(4.5, "pass")) == \
            "Передача 2♣ 3♣ Q♠ стоила около 4,5 очка; безопаснее было 2♣ 3♣ 4♣"
    finally:
        set_language("en")


def test_the_hands_total_is_the_sum_of_the_costs_its_lines_show():
    grades = [_grade(1.26), _grade(1.26), _grade(0.04)]
    assert grade_line(grades[0]) == "9♠ cost about 1.3 points; Q♦ was safer"
    assert summary_text(coach.summarize(grades), grades) == "Coach: 2 costly plays, about 2.6 points in all"


def test_the_coach_of_a_match_grades_only_what_it_is_asked_for():
    m = _finished_hand(5)
    c = ReviewCoach(m, grade_cache.GradeCache())
    review = hand_review(m, 1)
    assert not c.grading(1) and c.summary_line(1) is None
    c.want(review)
    assert c.grading(1)
    got, finished = c.tick(1, budget=0)
    assert not finished
    while not c.done(1):
        c.tick(1, budget=0)
    assert c.grades[1] == coach.run(coach.grade_hand(review, m.rules, m.seed))
    assert c.cache.get(grade_cache.match_keys(m)[0]) == c.grades[1]
    assert c.tick(1) == (False, False)


def test_near_the_limit_the_words_give_the_chance_of_winning_the_game_lost():
    import dataclasses

    g = dataclasses.replace(_grade(17.1), chance=0.432)
    p = dataclasses.replace(_grade(4.5, "pass"), chance=0.004)
    set_language("en")
    try:
        assert grade_line(g) == "9♠ cut your chance of winning the game by about 43 %; Q♦ was safer"
        assert grade_line(p) == "Passing 2♣ 3♣ Q♠ cut your chance of winning the game by about 1 %; 2♣ 3♣ 4♣ was safer"
        assert summary_text(coach.summarize([g, p])) == \
            "Coach: 2 costly plays, about 44 % off your chance of winning the game in all"
        set_language("ru")
        assert grade_line(g) == "9♠ снизила ваши шансы выиграть игру примерно на 43 %; безопаснее было Q♦"
        assert summary_text(coach.summarize([g])) == "Тренер: 1 дорогой ход; шансы выиграть игру ниже примерно на 43 %"
    finally:
        set_language("en")


def _badges_on_claimed_line(app, monkeypatch) -> tuple[int, list]:
    """Walk the review's steps: (how many steps show the claimed line, the grade tags drawn on them)."""
    tags = _tags_drawn(monkeypatch)
    panel = app.nav.scene.panel
    claimed, on_claimed = 0, []
    for position in range(len(panel.steps)):
        panel.go(position)
        tags.clear()
        app.display.invalidate()
        app.frame()
        view = app.nav.scene.state()["review"]
        if view["claimed_by"] is not None:
            claimed += 1
            on_claimed += [g for g, _rect in tags if g.trick == view["trick"]]
            assert view["coach"]["line"] is None or view["trick"] < 11
    return claimed, on_claimed


def test_the_review_grades_none_of_the_cards_played_for_south_after_a_claim(tmp_path, monkeypatch):
    from tests.hearts.test_hearts_coach import _west_claims_hand_2

    grade_cache.CACHE.clear()
    m = _west_claims_hand_2()  # West claims hand 2 after 40 cards
    grades = coach.run(grade_cache.grades_of(m, 2, grade_cache.GradeCache()))
    assert [g.trick for g in grades] == list(range(11))
    Storage(FileBackend(tmp_path)).save("game.hearts", 1, saved_hearts.to_document(m))
    try:
        with open_app(tmp_path, (1280, 720)) as app:
            tap(app, "menu:hearts")
            tap(app, "button:review")  # settles: graded
            state = app.nav.scene.state()["review"]
            assert state["hand"] == 2
            assert state["coach"]["decisions"] == 11
            assert [g["trick"] for g in state["coach"]["grades"]] == list(range(11))
            assert state["coach"]["summary"] == summary_text(coach.summarize(grades), grades)
            claimed, badges = _badges_on_claimed_line(app, monkeypatch)
            assert claimed == 12 and badges == []  # tricks 11 to 13: no badge, no verdict
    finally:
        grade_cache.CACHE.clear()


def test_the_review_grades_again_a_hand_whose_saved_grades_are_not_its_decisions(tmp_path, game):
    key = grade_cache.match_keys(game)[0]
    real = coach.run(coach.grade_hand(hand_review(game, 1), game.rules, game.seed))
    forged = [dict(g.to_save(), hand=9, trick=99, loss=50) for g in real]
    forged[0].update(played=["2C", "3C", "4C"], best=["5C", "6C", "7C"])
    doc = dict(saved_hearts.to_document(game), coach={"method": coach.METHOD, "hands": {key: forged}})
    Storage(FileBackend(tmp_path)).save("game.hearts", 1, doc)
    grade_cache.CACHE.clear()
    with open_app(tmp_path, (1280, 720)) as app:
        tap(app, "menu:hearts")
        tap(app, "button:review")  # settles: graded again
        state = app.nav.scene.state()["review"]["coach"]
        assert not state["grading"] and state["decisions"] == 14
        assert state["grades"] == [dict(g.to_json(), kind=g.kind) for g in real]
        assert state["summary"] == summary_text(coach.summarize(real), real)


# -- Why?: what Hard sees at the decision on show ------------------------------------------------

def _why(app):
    """Tap Why? and let the analysis finish: the analysis screen over the review."""
    from game.ui.scenes.hearts.analysis_screen import AnalysisScreen

    tap(app, "button:review_why")
    screen = app.nav.screens[-1]
    assert isinstance(screen, AnalysisScreen)
    settle(app)
    assert screen.analysis is not None
    return screen


@pytest.mark.parametrize("lang, size", [("en", (1280, 720)), ("ru", (390, 844)), ("ru", (844, 390))])
def test_why_opens_the_analysis_of_the_decision_on_show_with_what_was_played_marked(tmp_path, game, lang, size):
    import json

    from game.hearts.teaching import analysis

    with open_app(tmp_path, size, lang) as app:
        tap(app, "menu:hearts")
        tap(app, "button:review")  # settles: graded
        scene, panel = app.nav.scene, app.nav.scene.panel
        panel.first_costly()
        at = panel.position
        step = panel.steps[at]
        d = next(d for d in panel.coach.decisions[1] if d.trick == step.trick)
        assert panel.decision_on_show() == d and app.nav.scene.state()["review"]["coach"]["line"]
        assert "analysis" not in scene.state()  # only while an analysis is open
        screen = _why(app)
        expected = analysis.analyse(d.view, coach.decision_rng_seed(game.seed, d))
        assert screen.analysis == expected and screen.chosen == d.played
        marked = [c.row for c in screen.cells if screen.is_chosen(c.row)]
        assert marked == [expected.row(d.played)] and marked[0].loss > 0  # a costly play: not the best
        cost = screen.figures(marked[0])[1].lstrip("+")  # Why?'s cost is the line's, to the digit
        line = app.nav.scene.state()["review"]["coach"]["line"]
        assert cost.rstrip("0").rstrip(".,") in line and any(ch.isdigit() for ch in cost), (cost, line)
        state = json.loads(app.state_line())
        assert state["analysis"] == state["modal"]["analysis"] == json.loads(json.dumps(expected.to_json()))
        assert state["modal"]["title"] == ("Почему? Оценка каждой карты" if lang == "ru" else
                                           "Why? Every card weighed")
        _key(app, pygame.K_ESCAPE)  # back to the review, at the same stop
        assert app.nav.screens == (panel,) and panel.position == at and "analysis" not in scene.state()
        # W (and ?) open it too: the pass at the passes' stop
        panel.first()
        _key(app, pygame.K_w)
        screen = app.nav.screens[-1]
        settle(app)
        assert screen.chosen == panel.coach.decisions[1][0].played and screen.phase == "pass"
        escape(app)
        assert app.nav.screens == (panel,) and panel.position == 0


def test_a_pass_outside_the_best_few_gets_its_row_and_a_stop_before_your_card_opens_that_tricks_decision(
        tmp_path):
    from game.hearts.teaching import analysis

    grade_cache.CACHE.clear()
    m = _finished_hand(5)  # South's pass is not among the best five passes
    Storage(FileBackend(tmp_path)).save("game.hearts", 1, saved_hearts.to_document(m))
    try:
        with open_app(tmp_path, (390, 844), "ru") as app:
            tap(app, "menu:hearts")
            tap(app, "button:review")
            panel = app.nav.scene.panel
            d = panel.coach.decisions[1][0]
            seed = coach.decision_rng_seed(m.seed, d)
            assert analysis.analyse(d.view, seed).row(d.played) is None
            screen = _why(app)
            expected = analysis.analyse(d.view, seed, include=d.played)
            assert screen.analysis == expected and len(expected.rows) == analysis.PASS_ROWS + 1
            assert [c.row for c in screen.cells if screen.is_chosen(c.row)] == [expected.row(d.played)]
            assert screen.notes() == [n for n in screen.notes() if "среди них нет" not in n]
            escape(app)
            # a stop of a trick before your card is down: Why? is that trick's decision
            before = next(i for i, s in enumerate(panel.steps)
                          if s.trick and not any(seat == 0 for seat, _ in panel.review.plays_at(s)))
            panel.go(before)
            assert app.nav.scene.state()["review"]["coach"]["line"] is None  # no verdict yet
            trick = next(x for x in panel.coach.decisions[1] if x.trick == panel.steps[before].trick)
            assert panel.decision_on_show() == trick
            assert _why(app).chosen == trick.played
    finally:
        grade_cache.CACHE.clear()
        set_language("en")


@pytest.mark.parametrize("size, lang", [((844, 390), "ru"), ((844, 390), "en"), ((800, 360), "ru")])
def test_the_coachs_lines_never_run_into_the_line_above_them_in_a_low_band(tmp_path, monkeypatch, size, lang):
    from game.ui import text
    from game.ui.scenes.hearts import review_draw

    grade_cache.CACHE.clear()
    m = _finished_hand(5)  # a very costly pass: its verdict wraps on a phone held sideways
    Storage(FileBackend(tmp_path)).save("game.hearts", 1, saved_hearts.to_document(m))
    drawn: list[tuple[str, pygame.Rect]] = []
    real = text.draw

    def spy(surface, line, *args, **kw):
        rect = real(surface, line, *args, **kw)
        drawn.append((line, pygame.Rect(rect)))
        return rect

    try:
        with open_app(tmp_path, size, lang) as app:
            tap(app, "menu:hearts")
            tap(app, "button:review")
            panel = app.nav.scene.panel
            assert panel.coach.grade_at(panel.review, panel.steps[0]).costly
            surface = pygame.Surface(app.display.screen.get_size())
            monkeypatch.setattr(text, "draw", spy)
            for stop in range(0, 12):
                panel.go(stop)
                drawn.clear()
                review_draw._draw_band(surface, panel.L, panel.view(), False, True, screen=app.display.metrics, look=app.display.look)
                c = panel.view().coach
                kind = c.grade.kind if c is not None and c.grade is not None else None
                coach_rows = {part for size in range(panel.L.small - 2, panel.L.small + 3)
                              for part, *_ in review_coach._lines(panel.L.lines, c.line if c else None, kind,
                                                                  c.summary_line if c else None, size,
                                                                  screen=app.display.metrics, look=app.display.look)}
                assert coach_rows and any(line in coach_rows for line, _ in drawn), stop
                above = [r for line, r in drawn if line not in coach_rows]
                lines = [r for line, r in drawn if line in coach_rows]
                # the line above the coach's (what you got, who took the trick) stays clear of
                # every line of the verdict and the summary, or gives way when there is no room
                assert not any(a.colliderect(b.inflate(0, -b.h // 3)) for a in above for b in lines), (stop, drawn)
    finally:
        grade_cache.CACHE.clear()
