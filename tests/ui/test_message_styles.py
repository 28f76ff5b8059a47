"""Each kind of message has its own look: an undo never wears the error's colours."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.widgets import Toast, message_pill
from tests.ui.driver import run_app  # noqa: F401  (dummy video driver)


def _look(kind: str) -> tuple:
    pygame.font.init()
    surf = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    surf.fill(theme.TABLE)
    r = message_pill(surf, "Your card was taken back", kind, (640, 400))
    inside = tuple(surf.get_at((r.x + 12, r.centery)))
    edge = tuple(surf.get_at((r.centerx, r.top)))
    return inside, edge


def test_info_undo_error_and_success_each_look_different():
    looks = {kind: _look(kind) for kind in theme.MESSAGE_KINDS}
    assert len(set(looks.values())) == len(theme.MESSAGE_KINDS)
    assert looks["undo"] != looks["error"]


def test_an_error_is_marked_in_words_too_not_only_in_colour():
    assert theme.message_style("error")[3].strip() == "!"
    assert theme.message_style("undo")[3].strip() == "↺"


def test_an_unknown_kind_reads_as_plain_information():
    assert Toast("x", 1, "shout").kind == "info"
    assert theme.message_style("shout") == theme.message_style("info")


def test_the_app_toast_keeps_its_kind(memory_storage, make_app):
    app = make_app()
    app.toast("Your card was taken back", kind="undo")
    app.toast("Deal code copied")
    assert [t.kind for t in app.toasts] == ["undo", "info"]
    app.render()
    assert all(t.rect.colliderect(app.screen.get_rect()) for t in app.toasts)


def test_a_scene_can_keep_messages_off_the_cards_they_talk_about(monkeypatch, memory_storage, make_app):
    """``toast_anchor`` on a scene moves its messages (default: bottom centre)."""
    from game.ui import app as app_module
    from game.ui.scene import Scene

    class Table(Scene):
        name = "table"
        toast_anchor = (1000, 300)

    monkeypatch.setitem(app_module.SCENES, "table", Table)
    app = make_app()
    app.go("table")
    app.toast("Must be the same rank", kind="error")
    app.render()
    assert app.toasts[0].rect.midbottom == (1000, 300)
    app.go("menu")
    app.render()
    assert app.toasts[0].rect.midbottom == (theme.WIDTH // 2, theme.HEIGHT - 40)
