"""Hand review: the review screen shows exactly what the engine played (every card,
its leader, its winner and the points), and its keys and buttons step both ways.

The hands are played by the real app through the script driver with random (seeded) legal
choices; the engine's own record of the hand is then read back from the app's save (the
match at its summary still holds all thirteen tricks) and from game/hearts/history.py.

In the hand review, the cards each seat passed stand out of its row without covering
the row's label (a phone held sideways used to hide "You · 0 pt taken" under them); and
``review_texts``, the review's lines as drawn, for the layout sweep (tests/ui/test_layouts.py:
they keep clear of the review's buttons).
"""

from __future__ import annotations

import json
import random

import pygame
import pytest

from devkit.harness import HEARTS_CODE, SIZES, hearts_until, open_app, settle, tap
from game.hearts import Match, Rules
from game.hearts.history import hand_review
from game.ui import text
from game.ui.look import PLAIN
from game.ui.metrics import Screen
from game.ui.scenes.hearts import review, review_draw, review_geometry
from tests.ui.scenes.hearts.support import FAST, play, write_save, write_settings


def _random_policy(seed: int, hands: int, then: list[str]):
    """Random legal passes and cards until the summary of hand ``hands``; then ``then``
    (script commands, one per state) and stop."""
    rng = random.Random(seed)
    memo = {"then": list(then)}

    def policy(state: dict) -> list[str] | None:
        dialog = state.get("dialog")
        if dialog == "summary" and state["hand_number"] < hands:
            return ["tap button:continue"]
        if dialog == "sheet" and state["hand_number"] < hands:
            return ["tap button:next"]
        if dialog is not None or (state.get("phase") == "hand_over"):
            if state.get("review") is not None:
                memo.setdefault("reviews", []).append(state["review"])
            if state.get("dialog") is not None:
                memo.setdefault("dialogs", []).append(state["dialog"])
            return [memo["then"].pop(0)] if memo["then"] else None
        if state["phase"] == "pass" and state["legal"]:
            if len(state["raised"]) < 3:
                choices = [c for c in state["hand"] if c not in state["raised"]]
                return [f"tap hearts:card:{rng.choice(choices)}"]
            return ["tap button:confirm"]
        if state["legal"]:
            return [f"tap hearts:card:{rng.choice(state['legal'])}"]
        return ["wait 1"]

    return policy, memo


def _saved_match(data_dir) -> Match:
    doc = json.loads((data_dir / "game.hearts.json").read_text(encoding="utf-8"))
    return Match.from_save(doc["data"]["match"])


def _engine_stops(m: Match) -> list[dict]:
    """What each stop of the current (finished) hand must show, from the engine's own tricks."""
    out = []
    if m.pass_direction != "none":
        out.append({"passes": True, "trick": 0, "table": [], "winner": None,
                    "passed": [[str(c) for c in p] for p in m.passes],
                    "received": [[str(c) for c in r] for r in m.received]})
    for i, trick in enumerate(m.tricks):
        plays = [[seat, str(card)] for seat, card in trick.plays()]
        for k in range(1, 5):
            out.append({"passes": False, "trick": i + 1, "card": k, "leader": trick.leader,
                        "table": plays[:k], "winner": trick.winner if k == 4 else None,
                        "points": trick.points if k == 4 else None})
    return out


@pytest.mark.parametrize("seed", [3, 41, 2026])
def test_the_review_shows_every_card_leader_and_winner_the_engine_played(tmp_path, seed):
    write_settings(tmp_path, dict(FAST, **{"hearts.target": 100}))
    write_save(tmp_path, Match(seed * 7919 + 1, Rules(target=100)).code)
    then = ["tap button:review"] + ["key right"] * 52
    policy, memo = _random_policy(seed, 1, then)
    code, _states, err = play(tmp_path, policy, limit=3000)
    assert code == 0, err
    m = _saved_match(tmp_path)
    assert m.phase == "hand_over" and m.hand_number == 1
    expected = _engine_stops(m)
    shown = memo["reviews"]
    assert len(shown) == len(expected) == shown[0]["steps"]
    for want, got in zip(expected, shown):
        assert {k: got[k] for k in want} == want
    # Every seat's cards at each stop: the dealt hand after the passes, less what was played.
    review = hand_review(m, 1)
    for step, got in zip(review.steps(), shown):
        assert got["held"] == [[str(c) for c in h] for h in review.hands_at(step)]
    assert shown[-1]["taken"] == list(m.hand_points)
    assert shown[-1]["scores"] == list(m.hand_result.scores)


def test_an_earlier_hand_is_reviewed_from_the_score_sheet_as_the_engine_replays_it(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.target": 100}))
    write_save(tmp_path, Match(5, Rules(target=100)).code)
    then = ["tap button:continue", "tap button:review", "key up", "key end", "key escape"]
    policy, memo = _random_policy(5, 2, then)
    code, _states, err = play(tmp_path, policy, limit=3000)
    assert code == 0, err
    m = _saved_match(tmp_path)
    assert m.hand_number == 2
    first_review, hand1_start, hand1_end = memo["reviews"]
    assert first_review["hand"] == 2 and first_review["hands"] == [1, 2]  # the latest hand first
    assert hand1_start["hand"] == 1 and hand1_start["step"] == 0
    old = hand_review(m, 1)
    last_trick = old.tricks[-1]
    assert hand1_end["table"] == [[s, str(c)] for s, c in last_trick.plays]
    assert hand1_end["winner"] == last_trick.winner and hand1_end["scores"] == list(m.history[0].scores)
    assert memo["dialogs"][-1] == "sheet"  # Esc went back to the sheet the review came from


def test_keys_and_buttons_step_both_ways_and_escape_returns_to_the_summary(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.target": 100}))
    write_save(tmp_path, Match(11, Rules(target=100)).code)
    then = ["tap button:review", "key right", "key right", "key left", "key end", "key left", "key home",
            "tap button:review_next", "tap button:review_next", "tap button:review_prev",
            "tap button:review_last", "tap button:review_prev", "tap button:review_first",
            "key left", "key escape"]
    policy, memo = _random_policy(11, 1, then)
    code, _states, err = play(tmp_path, policy, limit=3000)
    assert code == 0, err
    steps = [r["step"] for r in memo["reviews"]]
    last = memo["reviews"][0]["steps"] - 1
    assert steps == [0, 1, 2, 1, last, last - 1, 0, 1, 2, 1, last, last - 1, 0, 0]
    assert memo["dialogs"][-1] == "summary"


def test_turning_the_screen_keeps_the_review_where_it_was(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.target": 100}))
    write_save(tmp_path, Match(17, Rules(target=100)).code)
    then = ["tap button:review", "key right", "key right", "resize 720 1280", "tap button:review_next",
            "resize 1280 720", "key escape"]
    policy, memo = _random_policy(17, 1, then)
    code, _states, err = play(tmp_path, policy, limit=3000)
    assert code == 0, err
    r = memo["reviews"]
    assert [x["step"] for x in r] == [0, 1, 2, 2, 3, 3]
    assert r[2] == r[3] and r[4] == r[5]
    assert memo["dialogs"][-1] == "summary"


def test_during_a_hand_only_the_finished_hands_are_offered(tmp_path):
    write_settings(tmp_path, dict(FAST, **{"hearts.target": 100}))
    write_save(tmp_path, Match(23, Rules(target=100)).code)
    rng = random.Random(23)
    seen: list[dict] = []

    def policy(state: dict) -> list[str] | None:
        dialog = state.get("dialog")
        if dialog == "review":
            seen.append(state)
            return None
        if dialog == "summary":
            return ["tap button:continue"]
        if dialog == "sheet":
            return ["tap button:next"]
        if state["hand_number"] == 2 and state["phase"] == "play" and state["tricks_played"] >= 2:
            return ["tap button:scores", "tap button:review"]
        if state["phase"] == "pass" and state["legal"]:
            if len(state["raised"]) < 3:
                return [f"tap hearts:card:{rng.choice([c for c in state['hand'] if c not in state['raised']])}"]
            return ["tap button:confirm"]
        if state["legal"]:
            return [f"tap hearts:card:{rng.choice(state['legal'])}"]
        return ["wait 1"]

    code, _states, err = play(tmp_path, policy, limit=3000)
    assert code == 0, err
    review = seen[-1]["review"]
    assert review["hands"] == [1] and review["hand"] == 1  # hand 2 is still being played


@pytest.mark.parametrize("size_name", ["844x390", "1280x720", "390x844", "800x360"])
def test_raised_passed_cards_leave_the_seat_labels_readable(tmp_path, size_name, monkeypatch):
    labels: list[pygame.Rect] = []
    cards: list[pygame.Rect] = []
    real_draw = text.draw
    real_seat = review_draw._draw_seat

    def seat(surface, L, seat_no, label, held, received, passed, moved, *trick_and_grade, **given):
        start = len(labels)

        def draw(surf, s, *a, **kw):
            box = real_draw(surf, s, *a, **kw)
            if s == label:
                labels.append(box)
            return box

        monkeypatch.setattr(text, "draw", draw)
        try:
            real_seat(surface, L, seat_no, label, held, received, passed, moved, *trick_and_grade, **given)
        finally:
            monkeypatch.setattr(text, "draw", real_draw)
        assert len(labels) == start + 1
        row = L.seats[seat_no]
        screen = given["screen"]
        mw, mh = review_geometry.seat_card_size(L, row, labels[-1].bottom, screen=screen)
        y = row.bottom - mh - screen.px(review_geometry.CARD_PAD) - screen.px(review_geometry.LIFT)
        cards.append(pygame.Rect(row.x, y, row.w, mh))  # where a raised card's top is

    monkeypatch.setattr(review_draw, "_draw_seat", seat)
    with open_app(tmp_path, SIZES[size_name]) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        hearts_until(app, lambda s: s.panel is not None and s.panel.kind == "summary")
        tap(app, "button:review")  # the review opens on the passes: three cards raised a seat
        scene = app.nav.scene
        assert scene.panel is not None and scene.panel.kind == "review"
        labels.clear()
        cards.clear()
        app.render()
    assert len(labels) == 4
    for label, raised in zip(labels, cards, strict=True):
        assert label.bottom <= raised.top, (tuple(label), tuple(raised))


def review_texts(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every line of text one render of the review draws outside its buttons."""
    from game.ui.widgets import Button

    drawn: list[tuple[str, pygame.Rect]] = []
    inside = [0]
    real_draw, real_button, real_review = text.draw, Button.draw, review.draw_review

    def draw(surf, s, *a, **kw):
        box = real_draw(surf, s, *a, **kw)
        if not inside[0] and s.strip():
            drawn.append((s, pygame.Rect(box)))
        return box

    def draw_review(*args, **kw):
        monkeypatch.setattr(text, "draw", draw)
        try:
            real_review(*args, **kw)
        finally:
            monkeypatch.setattr(text, "draw", real_draw)

    def button(self, *a, **kw):
        inside[0] += 1
        try:
            return real_button(self, *a, **kw)
        finally:
            inside[0] -= 1

    monkeypatch.setattr(review, "draw_review", draw_review)
    monkeypatch.setattr(Button, "draw", button)
    try:
        app.render()
    finally:
        monkeypatch.setattr(review, "draw_review", real_review)
        monkeypatch.setattr(Button, "draw", real_button)
    return drawn


@pytest.mark.parametrize("size", [(600, 600), (800, 800), (640, 500), (700, 520), (800, 500)],
                         ids=["600x600", "800x800", "640x500", "700x520", "800x500"])
def test_a_square_windows_review_cards_have_indices_of_the_smallest_letters_or_more(tmp_path, size):
    """A window squarer than 4:3 is drawn small: its seats' cards (two rows a hand where
    one row would shrink them) keep indices of 12 CSS px."""
    from game.ui.sprites import index_px

    with open_app(tmp_path, size, "ru") as app:
        L = review_geometry.device_review_layout(app.display.metrics)
        assert min(index_px(L.mini[1])) * app.display.view.scale >= 12, L.mini


@pytest.mark.parametrize("size", [(600, 600), (640, 500), (800, 500)], ids=["600x600", "640x500", "800x500"])
def test_a_square_windows_review_lines_never_cover_each_other(tmp_path, monkeypatch, size):
    """The passes' step of a hand with a costly pass: the cards you got, the coach's
    verdict on two lines and its summary, each clear of the others."""
    import itertools

    with open_app(tmp_path, size, "ru") as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        hearts_until(app, lambda s: s.panel is not None and s.panel.kind == "summary")
        tap(app, "button:review")
        lines = review_texts(app, monkeypatch)
    band = [(s, box) for s, box in lines if box.top >= app.nav.scene.panel.L.table.top]
    assert len(band) >= 3, band
    for (a, ra), (b, rb) in itertools.combinations(band, 2):  # (line boxes: the coach's lines
        # stand a pixel or two closer than their fonts' line height)
        assert not ra.inflate(0, -4).colliderect(rb.inflate(0, -4)), (a, tuple(ra), b, tuple(rb))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_square_windows_review_leaves_no_word_alone_on_a_line(tmp_path, monkeypatch, lang):
    """Hand 2's passes (the coach's verdict on the pass, its summary of the hand): each of
    the band's lines holds more than one word."""
    with open_app(tmp_path, (600, 600), lang) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        hearts_until(app, lambda s: s.panel is not None and s.panel.kind == "summary" and s.match.hand_number == 2)
        tap(app, "button:review")
        lines = review_texts(app, monkeypatch)
    band = [s for s, box in lines if box.top >= app.nav.scene.panel.L.table.top]
    assert len(band) >= 3 and all(" " in s.strip() for s in band), band


# -- the review's view -------------------------------------------------------------------------

def _first_hand_reviews() -> list:
    """The finished first hand of game 3 (Easy players), as the review reads it."""
    from devkit.harness import easy_actions
    from game.hearts.history import hand_reviews

    m = Match(3)
    for a in easy_actions(3, 56):  # four passes and 52 cards
        if a[0] == "pass":
            m.submit_pass(a[1], a[2])
        else:
            m.play(a[1], a[2])
    return [r for r in hand_reviews(m) if r.complete]


def test_the_reviews_state_is_its_view_with_cards_written_as_codes():
    from game.cards import Card

    reviews = _first_hand_reviews()
    panel = review.ReviewPanel(reviews, 0, None, screen=Screen)
    panel.go(5)
    view = panel.view()
    assert all(isinstance(c, Card) for held in view.held for c in held)
    assert all(isinstance(c, Card) for _seat, c in view.table)
    state = panel.state()
    assert state == view.state() and state["step"] == 5
    assert state["held"] == [[str(c) for c in h] for h in view.held]
    assert state["table"] == [[seat, str(c)] for seat, c in view.table]
    panel.last()  # a move makes the view again
    assert panel.view().step == len(panel.steps) - 1 and panel.view().scores is not None


def test_the_review_is_drawn_from_its_view():
    from dataclasses import replace

    reviews = _first_hand_reviews()
    view = review.review_view(reviews, 0, reviews[0].steps(), 3, None)
    screen = Screen()
    L = review_geometry.device_review_layout(screen)

    def drawn(v) -> bytes:
        surface = pygame.Surface(screen.size)
        review_draw.draw_review(surface, v, L, [], False, screen=screen, look=PLAIN)
        return pygame.image.tobytes(surface, "RGB")

    plain = drawn(view)
    assert drawn(view) == plain
    assert drawn(replace(view, taken=(26, 0, 0, 0))) != plain  # the seats' labels say what the view says


def test_the_review_is_a_screen_over_the_table_that_hands_back_how_it_closed(tmp_path):
    from devkit.harness import escape
    from game.hearts.ai import choose
    from game.hearts.teaching import saved as saved_hearts
    from game.storage import FileBackend, Storage

    m = Match(9, Rules(target=100))
    while m.phase in ("pass", "play"):
        s = m.awaiting_pass[0] if m.phase == "pass" else m.to_act
        m.apply(s, choose(m.view(s), "easy", m.decision_rng(s)))
    Storage(FileBackend(tmp_path)).save("game.hearts", 1, saved_hearts.to_document(m))
    with open_app(tmp_path, (1280, 720)) as app:
        tap(app, "menu:hearts")
        scene = app.nav.scene
        assert scene.panel is not None and scene.panel.kind == "sheet"  # a finished hand, resumed
        tap(app, "button:review")
        panel = scene.panel
        assert isinstance(panel, review.ReviewPanel) and app.nav.screens == (panel,)
        # the review takes every tap: the table's buttons are out of reach under it
        assert set(app.router.named_targets()) == {b.name for b in panel.buttons} | {panel.link.name}
        tap(app, "button:review_next")
        assert scene.state()["review"]["step"] == 1
        escape(app)  # Esc: back to the summary
        assert panel.closed and panel.result == "back"
        assert scene.panel is not None and scene.panel.kind == "sheet"  # a finished hand, resumed
        assert app.nav.screens == (scene.panel,)  # the review is off the stack: the sheet is back on it
        tap(app, "button:review")
        closing = scene.panel
        tap(app, "button:review_close")
        assert closing.result == "close" and scene.panel.kind == "sheet" and app.nav.screens == (scene.panel,)
