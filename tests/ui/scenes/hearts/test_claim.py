"""The Claim button, a claim on show (the person's and a computer's), and the card tracker
panel: by taps on the real app, at both main layouts."""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import (
    EAST_CLAIMS,
    SOUTH_CLAIMS,
    easy_actions,
    finished_match,
    open_app,
    saved_position,
    settle,
    tap,
)
from game.cards import Card
from game.hearts import Match
from game.hearts.tracker import track
from game.ui.scenes.hearts import claim_view


def saved(app, seed: int, n: int) -> None:
    saved_position(app, seed, n, settled=False)


def frames_until(app, stop, limit: int = 3000) -> None:
    for _ in range(limit):
        if stop(app.nav.scene):
            return
        app.frame()
    raise AssertionError("never got there")


def answered(app) -> None:
    """Frames until the claim asked for is checked (a slice of the search a frame)."""
    frames_until(app, lambda scene: scene.claim_check is None)


@pytest.mark.parametrize("size", [(1280, 720), (390, 844)])
def test_the_claim_button_claims_a_decided_rest_shows_it_then_the_score(tmp_path, size):
    with open_app(tmp_path, size) as app:
        saved(app, *SOUTH_CLAIMS)
        settle(app)
        scene = app.nav.scene
        assert scene.south_to_play() and scene.state()["can_claim"]
        cards = list(scene.match.hands[0])
        app.router.tap_target(app.router.named_targets()["button:claim"])
        answered(app)
        assert scene.claim_shown is not None and scene.match.phase == "hand_over"
        assert scene.state()["claim"] == {"seat": 0, "kind": "none", "cards": [str(c) for c in cards]}
        app.render()  # the claimer's cards on show, the line above them
        assert scene.busy()  # on show for a few seconds (as a trick is): input waits
        assert claim_view.CLAIM_SECONDS >= 3
        settle(app)  # then the hand's summary
        assert scene.claim_shown is None and scene.panel is not None and scene.panel.kind == "summary"
        # the saved game holds the claim; it reloads to the same scores
        doc = app.storage.load("game.hearts", 1, validate=lambda d: d)
        assert doc["match"]["actions"][-1] == ["claim", 0]
        assert Match.from_save(doc["match"]).scores == scene.match.scores


def test_the_c_key_claims_as_the_button_does(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        saved(app, *SOUTH_CLAIMS)
        settle(app)
        scene = app.nav.scene
        assert scene.south_to_play() and scene.state()["can_claim"]
        app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))
        answered(app)
        assert scene.claim_shown is not None and scene.match.claimed is not None
        assert scene.match.actions[-1] == ["claim", 0]


def test_a_refused_claim_says_why_and_changes_nothing(tmp_path):
    with open_app(tmp_path, (1280, 720), lang="ru") as app:
        saved(app, 3, 20)
        settle(app)
        scene = app.nav.scene
        assert scene.south_to_play()
        before = list(scene.match.actions)
        tap(app, "button:claim")
        assert scene.match.actions == before and scene.claim_shown is None
        assert scene.message is not None and scene.note == scene.message.text
        assert scene.note.startswith("Ещё не решено") or "вариантов" in scene.note


def test_the_claim_button_waits_for_the_persons_turn(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        saved(app, 3, 3)  # South passed, the first trick not yet played
        settle(app)
        scene = app.nav.scene
        assert not scene.buttons["claim"].enabled


# -- a claim being checked: a slice of the search a frame, the table still answering ---------


@pytest.fixture
def one_slice_a_frame(monkeypatch):
    """Each frame checks one slice of a claim (so that a check spans frames on any machine),
    and no answer is known beforehand."""
    from game.hearts import claim

    monkeypatch.setattr(claim_view, "CHECK_SECONDS", 0.0)
    claim._CHECKED.clear()
    yield
    claim._CHECKED.clear()


def press_claim(app, lang: str = "en") -> None:
    """South (to play the decided rest) presses Claim: the check starts and is not done yet."""
    saved(app, *SOUTH_CLAIMS)
    settle(app)
    app.router.tap_target(app.router.named_targets()["button:claim"])
    scene = app.nav.scene
    assert scene.claim_check is not None and scene.state()["claim_checking"]


@pytest.mark.parametrize("lang,words,cancel", [("en", "Checking the claim…", "Cancel"),
                                                ("ru", "Проверяем заявку…", "Отмена")])
def test_a_claim_being_checked_says_so_offers_cancel_and_keeps_the_table_going(
        tmp_path, one_slice_a_frame, lang, words, cancel):
    with open_app(tmp_path, (1280, 720), lang=lang) as app:
        press_claim(app)
        scene = app.nav.scene
        assert scene.note == words and scene.buttons["claim"].text == cancel
        # input is answered meanwhile (nothing waits for the check), frames come at full rate
        assert scene.buttons["claim"].enabled and not scene.busy() and scene.working()
        frames = 0
        while scene.claim_check is not None:
            app.frame()
            frames += 1
            assert frames < 3000
        assert frames > 1  # a slice a frame: the answer took several
        # then as a claim pressed always went: shown, the hand over, the button Claim again
        assert scene.claim_shown is not None and scene.match.actions[-1] == ["claim", 0]
        assert scene.note != words and scene.buttons["claim"].text != cancel


def test_cancel_stops_checking_a_claim_and_changes_nothing(tmp_path, one_slice_a_frame):
    with open_app(tmp_path, (390, 844)) as app:
        press_claim(app)
        scene = app.nav.scene
        before = list(scene.match.actions)
        app.frame()
        app.router.tap_target(app.router.named_targets()["button:claim"])  # now the Cancel button
        assert scene.claim_check is None and scene.note is None
        settle(app)
        assert scene.match.actions == before and scene.claim_shown is None and scene.south_to_play()
        assert scene.buttons["claim"].text == "Claim" and scene.buttons["claim"].enabled


def test_esc_while_a_claim_is_checked_cancels_the_check_not_the_table(tmp_path, one_slice_a_frame):
    with open_app(tmp_path, (1280, 720)) as app:
        press_claim(app)
        scene = app.nav.scene
        app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        app.frame()
        assert app.nav.scene is scene and scene.claim_check is None and scene.match.claimed is None
        # a second Esc goes back to the menu as always
        app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        settle(app)
        assert app.nav.scene.name == "menu"


def test_leaving_the_table_while_a_claim_is_checked_drops_the_check(tmp_path, one_slice_a_frame):
    with open_app(tmp_path, (1280, 720)) as app:
        press_claim(app)
        scene = app.nav.scene
        before = list(scene.match.actions)
        tap(app, "button:menu")
        assert app.nav.scene.name == "menu" and scene.claim_check is None
        assert app.nav.go("hearts")
        settle(app)
        again = app.nav.scene
        assert again.claim_check is None and again.note is None and again.match.actions == before
        assert again.south_to_play() and again.buttons["claim"].text == "Claim"


@pytest.mark.parametrize("size", [(390, 844), (844, 390), (600, 600), (1920, 1080)])
def test_a_claim_checked_across_a_resize_is_answered_in_the_new_layout(tmp_path, one_slice_a_frame, size):
    with open_app(tmp_path, (1280, 720)) as app:
        press_claim(app)
        scene = app.nav.scene
        app.frame()
        app.display.resize(size)
        assert scene.buttons["claim"].text == "Cancel"  # the new layout's button
        answered(app)
        assert scene.claim_shown is not None and scene.match.phase == "hand_over"
        app.render()


def test_a_storm_of_taps_while_a_claim_is_checked_breaks_nothing(tmp_path, one_slice_a_frame):
    with open_app(tmp_path, (1280, 720)) as app:
        press_claim(app)
        scene = app.nav.scene
        for i in range(41):  # Cancel, Claim, Cancel... with frames between some of them
            app.router.tap_target(app.router.named_targets()["button:claim"])
            if i % 3 == 0:
                app.frame()
        assert scene.claim_check is None  # the last press a Cancel
        app.router.tap_target(app.router.named_targets()["button:claim"])
        hand = list(scene.match.hands[0])
        for _ in range(10):  # the table, the hint and the cards tapped while it checks
            app.router.tap((app.nav.scene.L.width // 2, app.nav.scene.L.height // 2))
            app.router.tap_target(app.router.named_targets()["button:hint"])
            app.frame()
        card = scene.match.legal(0)[0] if scene.south_to_play() else None
        if card is not None:  # a card played drops the check (its moment has passed)
            scene.tap_card(card)
            app.frame()
            assert scene.claim_check is None and scene.match.claimed is None
            assert card not in scene.match.hands[0] and len(scene.match.hands[0]) == len(hand) - 1
        settle(app)
        assert scene.claim_check is None


@pytest.mark.parametrize("how", ["new game", "undo", "game over"])
def test_a_new_game_undo_or_the_game_ending_while_a_claim_is_checked_drops_the_check(
        tmp_path, one_slice_a_frame, how):
    with open_app(tmp_path, (1280, 720)) as app:
        press_claim(app)
        scene = app.nav.scene
        old = scene.match
        if how == "new game":
            scene.start(Match(77))
        elif how == "game over":  # a finished game on the table (the final ranking shown)
            scene.start(finished_match())
            assert scene.panel is not None and scene.panel.kind == "ranking"
        else:
            scene.undo()
        assert scene.claim_check is None
        settle(app)
        assert scene.match is not old or scene.match.claimed is None
        assert scene.claim_shown is None and scene.note != "Checking the claim…"


def test_a_computer_seat_looks_for_its_claim_a_slice_a_frame(tmp_path, one_slice_a_frame, monkeypatch):
    # the same claim as at once (test below), its look spread over frames (slices of a few
    # nodes here: its look is small)
    from game.hearts import claim

    monkeypatch.setattr(claim, "CLAIM_SLICE", 5)
    with open_app(tmp_path, (1280, 720)) as app:
        saved(app, *EAST_CLAIMS)
        looked = 0
        for _ in range(3000):
            app.frame()
            scene = app.nav.scene
            looked += getattr(getattr(scene, "claims", None), "look", None) is not None
            if getattr(scene, "claim_shown", None) is not None:
                break
        assert scene.claim_shown is not None and scene.match.actions[-1] == ["claim", 3]
        assert looked > 1


def test_a_computer_claims_on_its_turn_and_its_cards_are_shown(tmp_path):
    with open_app(tmp_path, (390, 844), lang="ru") as app:
        saved(app, *EAST_CLAIMS)
        frames_until(app, lambda s: getattr(s, "claim_shown", None) is not None)
        scene = app.nav.scene
        claim = scene.claim_shown
        assert claim.seat == 3 and scene.match.actions[-1] == ["claim", 3]
        assert "Вера заявляет" in claim_view.claim_line(claim)
        app.render()
        app.router.tap((app.nav.scene.L.width // 2, 5))  # a tap hurries it on to the score
        frames_until(app, lambda s: s.panel is not None, limit=int(60 * claim_view.CLAIM_SECONDS))
        assert scene.claim_shown is None and scene.panel.kind == "summary"


# -- the card tracker ------------------------------------------------------------------------

def test_the_tracker_is_off_by_default_and_a_setting_turns_it_on(tmp_path):
    drawn = []
    with open_app(tmp_path, (1280, 720)) as app:
        assert app.settings.get("hearts.card_tracker") is False
        saved(app, 3, 20)
        settle(app)
        real = claim_view.tracker_lines
        claim_view.tracker_lines = lambda facts: drawn.append(1) or real(facts)
        try:
            app.render()
            assert not drawn
            app.settings.set("hearts.card_tracker", True)
            app.render()
            assert drawn
        finally:
            claim_view.tracker_lines = real


SIZES = [(1280, 720), (390, 844), (844, 390), (720, 1280), (1920, 1080), (1024, 768), (360, 800)]


@pytest.mark.parametrize("size", SIZES)
def test_the_tracker_box_covers_no_card_button_plate_or_line(tmp_path, size):
    with open_app(tmp_path, size, settings={"hearts.card_tracker": True}) as app:
        saved(app, 3, 20)
        settle(app)
        scene = app.nav.scene
        L = scene.L
        box = pygame.Rect(L.tracker)
        assert box.w > 0 and box.h > 0 and pygame.Rect(0, 0, L.width, L.height).contains(box)
        things = [("plate", r) for r in L.PLATES.values()]
        things += [(n, pygame.Rect(r)) for n, (r, _) in L.buttons.items()]
        things += [("hand card", pygame.Rect(x, y, L.card_w, L.card_h)) for x, y in L.hand_positions(13)]
        cx, cy = L.TRICK_CENTRE
        for dx, dy in L.TRICK_OFFSET.values():
            things.append(("trick card", pygame.Rect(cx + dx - L.card_w // 2, cy + dy - L.card_h // 2,
                                                     L.card_w, L.card_h)))
        for name, r in things:
            if name == "confirm":  # the pass button: never shown in play, when the tracker is
                continue
            assert not box.colliderect(r), f"the tracker {tuple(box)} covers {name} {tuple(r)}"
        # the info corner's lines end above it (a tall phone: they are beside it, on the left)
        info_x, info_y = L.info_at
        assert box.top > info_y + 4 * 26 or (L.kind == "portrait" and box.left > info_x + 330)


def test_the_tracker_shows_the_cards_out_and_the_voids_shown():
    m = Match(3)
    m.actions  # noqa: B018
    for a in easy_actions(3, 36):
        if a[0] == "pass":
            m.submit_pass(a[1], a[2])
        else:
            m.play(a[1], a[2])
    facts = track(m.view(0))
    played = {c for t in m.tricks for c in t.cards} | set(m.current_trick.cards)
    for suit, ranks in facts.out.items():
        for r in ranks:
            c = Card(r, suit)
            assert c not in played and c not in m.hands[0]
        assert len(ranks) == 13 - sum(1 for c in played | set(m.hands[0]) if c.suit == suit)
    for seat, suits in facts.voids.items():
        for suit in suits:  # a void shown is a void held
            assert not any(c.suit == suit for c in m.hands[seat])


def test_the_hand_review_shows_the_claim(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        saved(app, *SOUTH_CLAIMS)
        settle(app)
        tap(app, "button:claim")  # (tapping settles: the claim's show, then the summary)
        assert app.nav.scene.panel is not None and app.nav.scene.panel.kind == "summary"
        tap(app, "button:review")
        tap(app, "button:review_last")
        view = app.nav.scene.panel.state()
        assert view["claimed_by"] == 0 and view["scores"] is not None
        assert view["scores"] == list(app.nav.scene.match.hand_result.scores)
        tap(app, "button:review_first")
        assert app.nav.scene.panel.state()["claimed_by"] is None


def test_the_tracker_shows_nothing_a_shuffle_of_the_hidden_hands_would_change():
    import random

    m = Match(3)
    for a in easy_actions(3, 36):
        if a[0] == "pass":
            m.submit_pass(a[1], a[2])
        else:
            m.play(a[1], a[2])
    from game.ui.scenes.hearts.table_view import tracker_of

    for _ in range(1):  # the lines the table's view is made with
        seen = claim_view.tracker_lines(tracker_of(m))
        rng = random.Random(5)
        for _ in range(20):
            hidden = [c for s in (1, 2, 3) for c in m.hands[s]]
            sizes = [len(m.hands[s]) for s in (1, 2, 3)]
            rng.shuffle(hidden)
            other = Match(3)
            other.__dict__.update({k: v for k, v in m.__dict__.items()})
            other.hands = [list(m.hands[0])]
            for n in sizes:
                other.hands.append(hidden[:n])
                hidden = hidden[n:]
            assert claim_view.tracker_lines(tracker_of(other)) == seen


def test_a_claim_check_waiting_behind_the_last_trick_lets_the_app_rest(tmp_path, monkeypatch):
    from game.hearts import claim

    monkeypatch.setattr(claim_view, "CHECK_SECONDS", 0.0)  # a slice a frame: the check spans frames
    claim._CHECKED.clear()
    try:
        with open_app(tmp_path, (1280, 720)) as app:
            saved_position(app, *SOUTH_CLAIMS, settled=False)
            settle(app)
            app.router.tap_target(app.router.named_targets()["button:claim"])
            scene = app.nav.scene
            assert scene.claim_check is not None
            app.frame()
            tap(app, "button:last_trick")  # settles: the check waits, nothing else is under way
            assert scene.panel is not None and scene.panel.kind == "last_trick"
            assert scene.claim_check is not None and not scene.working() and app.settled()
            tap(app, "button:close")  # the panel closed, the check goes on to its answer
            assert scene.claim_check is None
            assert scene.match.actions[-1] == ["claim", 0]
    finally:
        claim._CHECKED.clear()
