"""The deal-code dialog keeps what was typed and says what is wrong under it."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from tests.ui.driver import run_app  # noqa: F401  (sets the dummy video driver first)


@pytest.fixture
def app(memory_storage, make_app):
    a = make_app()
    a.frame()
    return a


def press(app, button_name: str) -> None:
    """A real click on a dialog button, through the frame's event path."""
    button = next(b for b in app.nav.top.buttons if b.name == button_name)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=button.rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=button.rect.center))
    for _ in range(5):
        app.frame()


def open_dialog(app, typed: str):
    app.nav.scene.ask_deal_code()
    dialog = app.nav.top
    dialog.entry.insert(typed)
    return dialog


@pytest.mark.parametrize("typed, part", [("HH1-N", "shape"), ("HH2-N-AAAAAAA", "game"),
                                         ("HH1-X-AAAAAAA", "rules"), ("HH1-N-AAAA1AA", "number")])
def test_a_bad_code_keeps_the_dialog_open_with_the_text_and_the_error(app, typed, part):
    dialog = open_dialog(app, typed)
    press(app, "button:play")
    assert app.nav.top is dialog and not dialog.closed
    assert dialog.entry.value == typed
    assert dialog.error == i18n.t(f"deal.part.{part}")
    assert app.nav.scene.name == "menu"


def test_the_error_is_drawn_under_the_entry_and_above_the_buttons(app):
    dialog = open_dialog(app, "HH1-X-AAAAAAA")
    press(app, "button:play")
    error_top = dialog.entry.rect.bottom + 12
    error_bottom = error_top + 30 * len(dialog._error_lines)
    assert dialog._error_lines and error_bottom <= min(b.rect.top for b in dialog.buttons)
    assert dialog.rect.contains(pygame.Rect(dialog.rect.x, error_top, 1, error_bottom - error_top))


def test_a_bad_hearts_game_code_gets_its_own_explanation(app):
    dialog = open_dialog(app, "HT1-ZZZZ-AAAAAAA")
    press(app, "button:play")
    assert app.nav.top is dialog and dialog.entry.value == "HT1-ZZZZ-AAAAAAA"
    assert "HT1-AFOM-AAAAAAA" in dialog.error


def test_after_the_error_the_corrected_code_plays(app):
    app.nav.load_game_scenes()
    dialog = open_dialog(app, "HH1-X-AAAAAAM")
    press(app, "button:play")
    dialog.entry.value = "HH1-N-AAAAAAM"
    press(app, "button:play")
    assert app.nav.top is None and app.nav.scene.name == "heart_to_heart"


def test_cancel_after_an_error_goes_back_to_where_the_player_was(app):
    open_dialog(app, "nonsense")
    press(app, "button:play")
    press(app, "button:cancel")
    assert app.nav.top is None and app.nav.scene.name == "menu"


def test_the_prompt_mentions_hearts_game_codes_in_both_languages():
    for lang in i18n.LANGUAGES:
        prompt = i18n.CATALOGS[lang]["deal.prompt"]
        assert "HH1-N-AAAAAAM" in prompt and "HT1-" in prompt


def type_like_a_keyboard(app, typed: str) -> None:
    """Each key the way SDL delivers it on a real keyboard: a KEYDOWN, then a TEXTINPUT."""
    for ch in typed:
        key = pygame.key.key_code(ch.lower())
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=ch, scancode=0))
    app.frame()


def test_a_code_typed_on_a_keyboard_is_typed_once(app):
    app.nav.scene.ask_deal_code()
    type_like_a_keyboard(app, "hh1-n-aaaaaam")
    assert app.nav.top.entry.value == "HH1-N-AAAAAAM"


def test_a_typed_code_opens_its_deal(app):
    app.nav.load_game_scenes()
    app.nav.scene.ask_deal_code()
    type_like_a_keyboard(app, "hh1-n-aaaaaam")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    for _ in range(5):
        app.frame()
    assert app.nav.top is None and app.nav.scene.name == "heart_to_heart"


def test_a_letter_typed_into_the_field_does_not_reach_the_scene_behind_it(app):
    app.nav.load_game_scenes()
    app.nav.scene.ask_deal_code()
    scene = app.nav.scene
    type_like_a_keyboard(app, "q")
    assert app.nav.scene is scene and app.nav.top is not None and app.nav.top.entry.value == "Q"


def test_the_error_goes_once_the_text_changes(app):
    dialog = open_dialog(app, "HH1-X-AAAAAAA")
    press(app, "button:play")
    assert dialog.error
    type_like_a_keyboard(app, "m")
    assert dialog.describe().get("error") is None and dialog.error == ""


def test_the_dialog_does_not_jump_when_an_error_comes_or_goes(app):
    dialog = open_dialog(app, "HH1-X-AAAAAAA")
    before = (tuple(dialog.rect), [tuple(b.rect) for b in dialog.buttons])
    press(app, "button:play")
    assert dialog.error
    assert (tuple(dialog.rect), [tuple(b.rect) for b in dialog.buttons]) == before
    type_like_a_keyboard(app, "m")
    app.frame()
    assert (tuple(dialog.rect), [tuple(b.rect) for b in dialog.buttons]) == before
