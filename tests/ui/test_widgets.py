"""Device pixels: the generic widgets drawn at a big screen's own pixels are the
design picture scaled up, only sharp: the same boxes in the same places, the same lines.

Each kind of message has its own look: an undo never wears the error's colours.

Messages stay inside the window wherever a scene anchors them.
"""

from __future__ import annotations

import pygame
import pytest

from game.ui import text, theme
from game.ui.look import PLAIN
from game.ui.metrics import Screen
from game.ui.paint import table_glow
from game.ui.text import design_fit_size, design_wrap
from game.ui.widgets import Dialog, TextEntry, Toast, message_pill
from tests.ui.driver import run_app  # noqa: F401  (dummy video driver)

#: A 1920x1080 desktop: a 1536x864 design screen drawn 1.25x.
DESIGN, DEVICE, SCALE = (1536, 864), (1920, 1080), 1.25


def _screen(device: bool) -> Screen:
    """The device screen, or the design screen it is drawn for."""
    return Screen.of("landscape", DEVICE if device else DESIGN, scale=SCALE if device else 1.0)


def _dialog(screen: Screen) -> Dialog:
    entry = TextEntry("entry:deal", (0, 0, 10, 10))
    return Dialog("Deal by code", "Type or paste a Heart to Heart deal code (HH1-N-AAAAAAM) or a "
                  "Hearts game code (HT1-AFOM-AAAAAAA)",
                  [("cancel", "Cancel", None), ("paste", "Paste", None), ("play", "Play", None)],
                  translate=False, entry=entry, cancel="cancel", screen=lambda: screen, look=PLAIN)


def test_a_dialog_at_device_pixels_is_the_design_dialog_scaled():
    design = _dialog(_screen(False))
    on = _screen(True)
    device = _dialog(on)
    assert device.rect == pygame.Rect(on.scale_rect(design.rect))
    assert device.entry.rect == pygame.Rect(on.scale_rect(design.entry.rect))
    assert [b.rect for b in device.buttons] == [pygame.Rect(on.scale_rect(b.rect)) for b in design.buttons]
    assert device._lines == design._lines  # the message breaks where the design picture breaks it


def test_a_dialog_error_keeps_its_design_lines_and_height():
    design = _dialog(_screen(False))
    design.show_error("That is not a deal code: it should look like HH1-N-AAAAAAM or HT1-AFOM-AAAAAAA")
    on = _screen(True)
    device = _dialog(on)
    device.show_error("That is not a deal code: it should look like HH1-N-AAAAAAM or HT1-AFOM-AAAAAAA")
    assert device._error_lines == design._error_lines
    assert device.rect == pygame.Rect(on.scale_rect(design.rect))


def test_design_wrap_is_text_wrap_on_the_design_screen():
    on = _screen(False)
    message = "One deal a day, the same for everyone, always winnable. Tap a day to play its deal."
    assert design_wrap(message, 18, 300, screen=on) == text.wrap(message, 18, 300, screen=on)
    assert design_fit_size(message, 24, 500, screen=on) == text.fit_size(message, 24, 500, screen=on)


def test_design_wrap_lines_fit_the_device_width():
    on = _screen(True)
    message = "One deal a day, the same for everyone, always winnable. Tap a day to play its deal."
    for width in (180, 300, 460):
        lines = design_wrap(message, 18, width, screen=on)
        assert all(text.font(18, screen=on).size(line)[0] <= on.px(width) for line in lines if " " in line)
    size = design_fit_size(message, 24, 500, screen=on)
    assert text.font(size, screen=on).size(message)[0] <= on.px(500)


def test_a_message_pill_is_the_design_pill_scaled():
    message = "Moves taken back: 35. This position can still be won."
    design = message_pill(pygame.Surface(DESIGN, pygame.SRCALPHA), message, "undo", (768, 824),
                          screen=_screen(False), look=PLAIN)
    on = _screen(True)
    device = message_pill(pygame.Surface(DEVICE, pygame.SRCALPHA), message, "undo", (960, 1030),
                          screen=on, look=PLAIN)
    want = pygame.Rect(on.scale_rect(design))
    for got, expected in zip((device.left, device.top, device.right, device.bottom),
                             (want.left, want.top, want.right, want.bottom)):
        assert abs(got - expected) <= 3


def test_the_table_glow_is_painted_for_the_device_screen():
    glow = table_glow((960, 375), _screen(True), PLAIN)
    assert glow.get_size() == DEVICE
    # the light is centred where it was asked for, not at the design point 1.25x off
    points = [(x, y) for x in range(0, 1920, 20) for y in range(0, 1080, 20)]
    light = {p: sum(glow.get_at(p)[:3]) for p in points}
    top = max(light.values())
    lit = [p for p in points if light[p] == top]
    cx, cy = sum(x for x, _ in lit) / len(lit), sum(y for _, y in lit) / len(lit)
    assert abs(cx - 960) <= 30 and abs(cy - 375) <= 30


def test_the_daily_calendar_on_a_desktop_design_screen_is_the_1280x720_one_centred():
    """A 1920x1080 desktop lays out on 1536x864: the calendar and its column sit in the
    middle, as on the other screens, not in the top-left corner."""
    from game.ui.scenes.daily import daily_layout

    small, big = daily_layout(1280, 720, "landscape"), daily_layout(1536, 864, "landscape")
    dx, dy = 128, 72
    for key in ("prev", "next", "play"):
        x, y, w, h = small[key]
        assert big[key] == (x + dx, y + dy, w, h)
    assert big["grid"][:2] == (small["grid"][0] + dx, small["grid"][1] + dy)
    assert big["back"] == small["back"]  # Back stays in its corner


def _look(kind: str) -> tuple:
    pygame.font.init()
    screen = Screen()
    surf = pygame.Surface(screen.size)
    surf.fill(theme.NORMAL.table)
    r = message_pill(surf, "Your card was taken back", kind, (640, 400), screen=screen, look=PLAIN)
    inside = tuple(surf.get_at((r.x + 12, r.centery)))
    edge = tuple(surf.get_at((r.centerx, r.top)))
    return inside, edge


def test_info_undo_error_and_success_each_look_different():
    looks = {kind: _look(kind) for kind in theme.MESSAGE_KINDS}
    assert len(set(looks.values())) == len(theme.MESSAGE_KINDS)
    assert looks["undo"] != looks["error"]


def test_an_error_is_marked_in_words_too_not_only_in_colour():
    assert PLAIN.message_style("error")[3].strip() == "!"
    assert PLAIN.message_style("undo")[3].strip() == "↺"


def test_an_unknown_kind_reads_as_plain_information():
    assert Toast("x", 1, "shout").kind == "info"
    assert PLAIN.message_style("shout") == PLAIN.message_style("info")


def test_the_app_toast_keeps_its_kind(memory_storage, make_app):
    app = make_app()
    app.nav.toast("Your card was taken back", kind="undo")
    app.nav.toast("Deal code copied")
    assert [t.kind for t in app.nav.toasts] == ["undo", "info"]
    app.render()
    assert all(t.rect.colliderect(app.display.screen.get_rect()) for t in app.nav.toasts)


def test_a_scene_can_keep_messages_off_the_cards_they_talk_about(monkeypatch, memory_storage, make_app):
    """``toast_anchor`` on a scene moves its messages (default: bottom centre)."""
    from game.ui import app as app_module
    from game.ui.scene import Scene

    class Table(Scene):
        name = "table"
        toast_anchor = (1000, 300)

    monkeypatch.setitem(app_module.SCENES, "table", Table)
    app = make_app()
    app.nav.go("table")
    app.nav.toast("Must be the same rank", kind="error")
    app.render()
    assert app.nav.toasts[0].rect.midbottom == (1000, 300)
    app.nav.go("menu")
    app.render()
    screen = app.display.metrics
    assert app.nav.toasts[0].rect.midbottom == (screen.width // 2, screen.height - 40)


@pytest.mark.parametrize("anchor", [(1270, 700), (5, 700), (640, 10), (1279, 30)])
def test_a_toast_anchored_near_an_edge_is_drawn_inside_the_window(anchor):
    pygame.init()
    surface = pygame.Surface((1280, 720))
    toast = Toast("Link copied: https://example.invalid/?deal=HH1-N-AAAAAAM", kind="success")
    rect = toast.draw(surface, anchor=anchor, screen=Screen.of("landscape", (1280, 720)), look=PLAIN)
    assert surface.get_rect().contains(rect), rect


def test_a_long_message_on_an_upright_phone_wraps_inside_the_window(tmp_path):
    """On a phone letters keep a smallest size: a sentence too long for one line at that
    size wraps instead of running off both edges."""
    from devkit.harness import WORKED_EXAMPLE, open_app, settle

    message = ("The hint passes over the pair 4♥ at position 22 and 4♥ on the waste: after it the "
               "game could no longer be won.")
    with open_app(tmp_path, (390, 844)) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        app.nav.toast(message, 5.0)
        app.render()
        rect = app.nav.toasts[0].rect
        assert app.display.screen.get_rect().contains(rect) and rect.w <= app.nav.scene.toast_width, rect


def test_balanced_lines_are_made_again_where_the_letters_are_another_size():
    from game.ui.widgets import balanced_lines

    message = "Expected points for the rest of the hand: fewer is better, and a plus is what a card costs"
    on = _screen(False)
    width = max(text.font(22, screen=on).size(line)[0] for line in balanced_lines(message, 22, 700, on))
    design = balanced_lines(message, 22, width, on)  # kept for this message, size and width
    on = _screen(True)  # the same design size is 1.25 times the pixels: those lines no longer fit
    device = balanced_lines(message, 22, width, on)
    assert all(text.font(22, screen=on).size(line)[0] <= width for line in device), device
    assert len(device) > len(design)


def test_a_button_and_a_toggle_are_painted_in_the_look_they_are_given():
    from game.ui.look import Look
    from game.ui.metrics import DESIGN
    from game.ui.widgets import Button, Toggle

    high = Look.of(high_contrast=True)
    for look in (PLAIN, high):
        surface = pygame.Surface((300, 200))
        Button("button:x", "", (10, 10, 120, 60), translate=False).draw(surface, DESIGN, look)
        Toggle("toggle:x", "", (10, 100, 120, 60), lambda: False, lambda: None).draw(surface, DESIGN, look)
        assert tuple(surface.get_at((20, 40)))[:3] == look.palette.button
        assert tuple(surface.get_at((75, 104)))[:3] == look.palette.button_off  # beside the knob
