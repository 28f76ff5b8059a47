"""Pointer events with coordinates that cannot be used (NaN, infinities, absurd sizes: a
driver's or a browser's glitch, a fuzzer) are dropped where platform events enter the app,
so the frame goes on; ordinary events right after them still work."""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import open_app, settle

SIZE = (1280, 720)
NAN, INF = float("nan"), float("inf")


def post_and_run(app, *events: pygame.event.Event) -> None:
    """Through the platform's own queue, as real events come."""
    for event in events:
        pygame.event.post(event)
    settle(app)


def centre_of(app, name: str) -> tuple[int, int]:
    return app.router.named_targets()[name].rect.center


@pytest.mark.parametrize("pos", [(NAN, 10), (10, NAN), (INF, 10), (10, -INF), (1e30, 10), (10, -1e30),
                                 ("x", 10), (1, 2, 3)])
def test_a_mouse_button_at_an_unusable_position_is_dropped(tmp_path, pos):
    with open_app(tmp_path, SIZE) as app:
        post_and_run(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
        assert app.nav.scene.name == "menu" and app.router.dropped_events >= 1
        x, y = centre_of(app, "menu:settings")
        post_and_run(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(x, y)))
        assert app.nav.scene.name == "settings"


@pytest.mark.parametrize("x, y", [(NAN, 0.5), (0.5, INF), (-INF, 0.5), (1e30, 0.5), (0.5, -1e30)])
def test_a_finger_at_an_unusable_position_is_dropped(tmp_path, x, y):
    with open_app(tmp_path, SIZE) as app:
        post_and_run(app, pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, dx=0.0, dy=0.0,
                                             touch_id=0, finger_id=0, pressure=1.0))
        assert app.nav.scene.name == "menu" and app.router.dropped_events == 1
        cx, cy = centre_of(app, "menu:settings")
        post_and_run(app, pygame.event.Event(pygame.FINGERDOWN, x=cx / SIZE[0], y=cy / SIZE[1], dx=0.0,
                                             dy=0.0, touch_id=0, finger_id=0, pressure=1.0))
        assert app.nav.scene.name == "settings"


@pytest.mark.parametrize("value", [NAN, INF, -INF, 1e30])
def test_a_finger_moving_by_an_unusable_amount_is_dropped(tmp_path, value):
    with open_app(tmp_path, SIZE) as app:
        app.nav.go("rules")
        settle(app)
        post_and_run(app, pygame.event.Event(pygame.FINGERMOTION, x=0.5, y=0.5, dx=0.0, dy=value,
                                             touch_id=0, finger_id=0, pressure=1.0))
        assert app.nav.scene.name == "rules" and app.router.dropped_events == 1
        post_and_run(app, pygame.event.Event(pygame.FINGERMOTION, x=0.5, y=0.5, dx=0.0, dy=-0.05,
                                             touch_id=0, finger_id=0, pressure=1.0))
        app.frame()  # still drawing


@pytest.mark.parametrize("rel", [(0, NAN), (0, INF), (0, -1e30), (NAN, 0)])
def test_a_mouse_drag_by_an_unusable_amount_is_dropped(tmp_path, rel):
    with open_app(tmp_path, SIZE) as app:
        app.nav.go("rules")
        settle(app)
        post_and_run(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(640, 400)),
                     pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 380), rel=rel, buttons=(1, 0, 0)))
        assert app.nav.scene.name == "rules" and app.router.dropped_events == 1
        post_and_run(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(0, -20), buttons=(1, 0, 0)))
        app.frame()


@pytest.mark.parametrize("pos", [(NAN, 10), (1e30, 1e30)])
def test_a_mouse_moving_to_an_unusable_position_is_dropped(tmp_path, pos):
    with open_app(tmp_path, SIZE) as app:
        post_and_run(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        assert app.router.dropped_events == 1


@pytest.mark.parametrize("y", [NAN, INF, 1e30])
def test_a_wheel_turned_by_an_unusable_amount_is_dropped(tmp_path, y):
    with open_app(tmp_path, SIZE) as app:
        app.nav.go("rules")
        settle(app)
        post_and_run(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                             precise_x=0.0, precise_y=0.0))
        assert app.nav.scene.name == "rules" and app.router.dropped_events == 1
        post_and_run(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                             precise_x=0.0, precise_y=-1.0))
        app.frame()


def test_ordinary_pointer_events_are_all_kept(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        app.nav.go("rules")
        settle(app)
        post_and_run(app,
                     pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                        precise_y=-1.0),
                     pygame.event.Event(pygame.FINGERMOTION, x=0.5, y=0.5, dx=0.0, dy=-0.01,
                                        touch_id=0, finger_id=0, pressure=1.0),
                     pygame.event.Event(pygame.FINGERUP, x=0.5, y=0.5, dx=0.0, dy=0.0,
                                        touch_id=0, finger_id=0, pressure=1.0),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5)))
        assert app.router.dropped_events == 0


def test_the_check_is_where_events_enter_so_scripted_events_pass_it_too(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        app.router.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(NAN, NAN)))
        app.router.handle_event(pygame.event.Event(pygame.FINGERDOWN, x=INF, y=0.5, dx=0.0, dy=0.0))
        settle(app)
        assert app.router.dropped_events == 2 and app.nav.scene.name == "menu"
