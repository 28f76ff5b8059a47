"""Hearts: New game and Restart ask before throwing play away,
whatever the input device; Restart deals the same cards again (the hand or the whole
game); received cards are marked, not raised; each kind of note has its own look."""

from __future__ import annotations

import pygame

from devkit.harness import HEARTS_CODE, hearts_until, open_app, settle, tap
from game.hearts import Match

SIZE = (1280, 720)


def press(app, key: int) -> None:
    app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    settle(app)


def open_hearts(app):
    app.nav.go("hearts", code=HEARTS_CODE)
    settle(app)
    return app.nav.scene


def test_new_game_asks_once_pass_cards_are_chosen_by_mouse(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        scene = open_hearts(app)
        code = scene.match.code
        tap(app, f"hearts:card:{scene.match.hands[0][0]}")
        tap(app, "button:new")
        assert app.nav.top is not None and "button:cancel" in app.router.named_targets()
        tap(app, "button:cancel")
        assert app.nav.scene.match.code == code and len(app.nav.scene.raised) == 1


def test_new_game_asks_from_the_keyboard_too(tmp_path):
    """The reported path: three cards chosen, focus on New game, Enter: a question, not a deal."""
    with open_app(tmp_path, SIZE) as app:
        scene = open_hearts(app)
        for c in scene.match.hands[0][:3]:
            tap(app, f"hearts:card:{c}")
        app.router.keyboard_mode = True
        app.router.set_focus(app.router.named_targets()["button:new"])
        press(app, pygame.K_RETURN)
        assert app.nav.top is not None
        assert app.router.focused().name == "button:cancel"  # a second Enter keeps the game
        press(app, pygame.K_RETURN)
        assert app.nav.top is None and app.nav.scene is scene and len(scene.raised) == 3
        assert app.router.focused().name == "button:new"  # the focus is back where it was
        press(app, pygame.K_RETURN)
        press(app, pygame.K_ESCAPE)  # Esc is Cancel
        assert app.nav.top is None and len(scene.raised) == 3
        press(app, pygame.K_n)  # the N shortcut asks as well
        assert app.nav.top is not None
        press(app, pygame.K_RIGHT)  # the player moves to New game on purpose
        assert app.router.focused().name == "button:new"
        press(app, pygame.K_RETURN)
        assert app.nav.top is None and scene.raised == [] and scene.match.actions == []


def test_new_game_at_a_fresh_deal_loses_nothing_and_does_not_ask(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        scene = open_hearts(app)
        assert not scene.buttons["restart"].enabled  # nothing to restart yet
        tap(app, "button:new")
        assert app.nav.top is None


def test_restart_game_deals_the_same_cards_from_hand_one(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        scene = open_hearts(app)
        first_hand = list(scene.match.hands[0])
        hearts_until(app, lambda s: s.match.cards_played >= 6)
        tap(app, "button:restart")
        names = app.router.named_targets()
        assert "button:restart_game" in names
        assert "button:restart_hand" not in names  # hand 1: the hand *is* the game
        tap(app, "button:restart_game")
        m = app.nav.scene.match
        assert m.code == HEARTS_CODE and m.actions == [] and m.hand_number == 1
        assert list(m.hands[0]) == first_hand
        assert app.nav.scene.note_kind == "info"


def test_restart_hand_replays_the_log_to_the_start_of_the_hand(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        open_hearts(app)
        hearts_until(app, lambda s: s.match.hand_number == 2 and s.match.phase == "pass"
                     and s.panel is None)
        scores = list(app.nav.scene.match.scores)
        dealt = list(app.nav.scene.match.hands[0])
        hearts_until(app, lambda s: s.match.cards_played >= 5)
        tap(app, "button:restart")
        tap(app, "button:cancel")  # Cancel keeps the hand as it is
        assert app.nav.scene.match.cards_played >= 5
        tap(app, "button:restart")
        primary = [b.name for b in app.nav.top.buttons if b.primary]
        assert primary == ["button:restart_hand"]  # not "Whole game", which loses the most
        tap(app, "button:restart_hand")
        m = app.nav.scene.match
        assert (m.hand_number, m.phase, m.cards_played) == (2, "pass", 0)
        assert list(m.scores) == scores and list(m.hands[0]) == dealt
        # the saved game is the restarted one
        saved = Match.from_save(app.storage.load("game.hearts", 1)["match"])
        assert saved.actions == m.actions


def test_match_restarted_hand_keeps_earlier_hands():
    m = Match(11)
    m.submit_pass(0, m.hands[0][:3])
    for seat in (1, 2, 3):
        m.submit_pass(seat, m.hands[seat][:3])
    m.play(m.to_act, m.legal(m.to_act)[0])
    again = m.restarted_hand()
    assert again.hand_number == 1 and again.phase == "pass" and again.actions == []
    assert [list(h) for h in again.dealt] == [list(h) for h in m.dealt]
    assert m.restarted_game().actions == []


def test_received_cards_are_tagged_not_raised(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        scene = open_hearts(app)
        hearts_until(app, lambda s: s.south_to_play())
        received = scene.received_cards()
        assert received
        for c in received:
            assert scene.sprites[c].lift == 0 and not scene.sprites[c].selected


def test_notes_wear_their_kind(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        scene = open_hearts(app)
        hearts_until(app, lambda s: s.south_to_play() and s.match.current_trick.cards
                     and len(s.match.legal(0)) < len(s.match.hands[0]))
        illegal = next(c for c in scene.match.hands[0] if c not in scene.match.legal(0))
        tap(app, f"hearts:card:{illegal}")
        assert scene.note_kind == "error"
        tap(app, f"hearts:card:{scene.match.legal(0)[0]}")
        hearts_until(app, lambda s: s.south_to_play())
        tap(app, "button:undo")
        assert app.nav.scene.note_kind == "undo"


def test_a_deal_code_asks_before_replacing_a_game_in_progress(tmp_path):
    """Menu → Play a deal… with a Hearts game half played: a question, then the new game."""
    with open_app(tmp_path, SIZE) as app:
        open_hearts(app)
        hearts_until(app, lambda s: s.match.cards_played >= 4)
        tap(app, "button:menu")
        tap(app, "menu:deal_code")
        app.nav.top.entry.insert("HT1-AFOS-AAAAAAA")
        tap(app, "button:play")
        assert app.nav.top is not None and "button:replace" in app.router.named_targets()
        tap(app, "button:cancel")
        assert app.nav.scene.name == "menu"
        assert app.games.game_in_progress("hearts")
        tap(app, "menu:deal_code")
        app.nav.top.entry.insert("HT1-AFOS-AAAAAAA")
        tap(app, "button:play")
        tap(app, "button:replace")
        assert app.nav.scene.name == "hearts" and app.nav.scene.match.code == "HT1-AFOS-AAAAAAA"


def test_a_deal_code_does_not_ask_when_nothing_would_be_lost(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        tap(app, "menu:deal_code")
        app.nav.top.entry.insert("HH1-N-AAAAAAM")
        tap(app, "button:play")
        assert app.nav.top is None and app.nav.scene.name == "heart_to_heart"


def test_letter_keys_pass_show_scores_and_restart(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        scene = open_hearts(app)
        for c in scene.match.hands[0][:3]:
            tap(app, f"hearts:card:{c}")
        press(app, pygame.K_p)
        assert scene.match.passes[0] is not None
        hearts_until(app, lambda s: s.south_to_play())
        press(app, pygame.K_s)
        assert scene.panel is not None and scene.panel.kind == "sheet_view"
        press(app, pygame.K_ESCAPE)
        press(app, pygame.K_r)
        assert app.nav.top is not None and "button:restart_game" in app.router.named_targets()


def test_a_deal_code_typed_in_heart_to_heart_asks_before_replacing_its_game(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        app.games.open_deal("HH1-N-AAAAAAM")
        settle(app)
        tap(app, "h2h:stock")
        tap(app, "button:deal")
        app.nav.top.entry.insert("HH1-N-AAAAAAB")
        tap(app, "button:play")
        assert "button:replace" in app.router.named_targets()
        tap(app, "button:cancel")
        assert app.nav.scene.game.moves == 1
