"""Input routing: topmost hit-test, `tap` on the visible part, queued taps during tweens,
keyboard focus, animation speed off, and no redraw while nothing changes."""


import pygame
import pytest

from game.cards import Card
from game.ui import app as app_module
from game.ui.scene import Scene
from game.ui.script import ScriptDriver, ScriptError
from game.ui.sprites import CardSprite, topmost_at, visible_point
from game.ui.tween import Tweens


class Probe(Scene):
    """Two overlapping cards; a tap on a card records it and glides it 100 px right."""

    name = "probe"

    def enter(self):
        self.under = CardSprite(Card.parse("AH"), name="card:under", pos=(100, 100))
        self.over = CardSprite(Card.parse("KS"), name="card:over", pos=(150, 100))
        self.taps = []

    def hittables(self):
        return [self.under, self.over]

    def on_tap(self, target, pos):
        self.taps.append(target.name if target else None)
        if target is not None:
            self.tweens.move(target, (target.tx + 100, target.ty), duration=0.3)

    def draw(self, surface):
        surface.fill((0, 0, 0))
        self.under.draw(surface, look=self.canvas.look.plain_cards)
        self.over.draw(surface, look=self.canvas.look.plain_cards)


@pytest.fixture
def app(monkeypatch, memory_storage, make_app):
    monkeypatch.setitem(app_module.SCENES, "probe", Probe)
    a = make_app()
    a.nav.go("probe")
    return a


def settle(app, limit=600):
    for _ in range(limit):
        app.frame()
        if app.settled():
            return
    raise AssertionError("never settled")


def test_the_topmost_card_wins():
    under = CardSprite(Card.parse("AH"), name="u", pos=(0, 0))
    over = CardSprite(Card.parse("2H"), name="o", pos=(40, 0))
    assert topmost_at([under, over], (50, 50)) is over
    assert topmost_at([under, over], (10, 50)) is under
    assert topmost_at([under, over], (500, 500)) is None


def test_tap_aims_at_the_visible_part_of_a_covered_card():
    under = CardSprite(Card.parse("AH"), name="u", pos=(0, 0))
    over = CardSprite(Card.parse("2H"), name="o", pos=(40, 0))
    x, y = visible_point(under, [under, over])
    assert x < 40 and topmost_at([under, over], (x, y)) is under
    fully = CardSprite(Card.parse("3H"), name="f", pos=(0, 0))
    assert visible_point(under, [under, fully]) is None


def test_taps_during_an_animation_are_queued_and_applied_once_in_order(app):
    scene = app.nav.scene
    app.router.tap(scene.over.rect.center)
    assert scene.taps == ["card:over"] and app.nav.busy()
    app.router.tap((110, 150))  # on the under card, while the other one moves
    app.router.tap((110, 150))
    assert scene.taps == ["card:over"]  # waiting, not lost
    settle(app)
    assert scene.taps == ["card:over", "card:under", "card:under"]
    assert scene.under.x == 300  # moved twice, not three times


def test_script_tap_goes_through_the_hit_test(app):
    driver = ScriptDriver.__new__(ScriptDriver)
    driver.cmd_tap(app, ["card:under"])
    settle(app)
    assert app.nav.scene.taps == ["card:under"]
    with pytest.raises(ScriptError):
        driver.cmd_tap(app, ["card:nothing"])


def test_animation_off_lands_at_once(app):
    app.settings.set("general.animation", "off")
    app.router.tap(app.nav.scene.over.rect.center)
    assert not app.nav.busy() and app.nav.scene.over.x == 250


def test_speeds_scale_the_duration():
    for scale, frames in ((0.55, 10), (1.0, 18), (1.8, 33)):
        tw = Tweens(lambda s=scale: s)
        sprite = CardSprite(Card.parse("AH"))
        tw.move(sprite, (100, 0), duration=0.3)
        n = 0
        while tw.busy:
            tw.update(1 / 60)
            n += 1
        assert abs(n - frames) <= 1 and sprite.x == 100


def test_arrows_and_enter_tap_the_focused_card(app):
    def key(k):
        app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))

    key(pygame.K_RIGHT)  # first arrow shows the focus on the first target
    assert app.nav.scene.focus == "card:under"
    key(pygame.K_RIGHT)
    assert app.nav.scene.focus == "card:over"
    key(pygame.K_RETURN)
    settle(app)
    assert app.nav.scene.taps == ["card:over"]


def test_nothing_is_redrawn_while_nothing_changes(app):
    settle(app)
    app.frame()
    before = app.redraws
    for _ in range(30):
        app.frame()
    assert app.redraws == before


def test_the_mouse_and_a_finger_both_tap(app):
    scene = app.nav.scene
    scene.on_tap = lambda target, pos: scene.taps.append(target.name if target else None)

    def spot():
        return 110, 150  # the visible part of the under card

    app.router.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=spot(), touch=False))
    settle(app)
    app.router.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=spot(), touch=True))
    settle(app)  # the synthetic mouse event of a touch is ignored...
    x, y = spot()
    app.router.handle_event(pygame.event.Event(pygame.FINGERDOWN, x=x / 1280, y=y / 720, dx=0, dy=0,
                                        touch_id=0, finger_id=0, pressure=1))
    settle(app)  # ...because the finger itself taps
    assert app.nav.scene.taps == ["card:under", "card:under"]


def test_sound_is_silent_until_the_first_gesture(app):
    assert not app.sound.unlocked
    app.sound.play("card")  # no error, nothing played
    app.router.tap((5, 5))
    assert app.sound.unlocked
    app.sound.play("pair")
    with pytest.raises(ValueError):
        app.sound.play("boom")


def test_arrows_follow_the_menu_layout(tmp_path):
    from tests.ui.driver import run_app

    code, states, _ = run_app(tmp_path, ["key tab", "key right", "key down", "key return", "state"])
    assert code == 0
    assert states[0]["language"] == "ru"  # Tab → Heart to Heart, → Hearts, ↓ Language, Enter


def test_a_storm_of_taps_during_an_animation_waits_only_up_to_the_limit(app):
    from game.ui.routing import PENDING_LIMIT

    scene = app.nav.scene
    app.router.tap(scene.over.rect.center)
    for _ in range(PENDING_LIMIT * 50):
        app.router.tap((110, 150))
    app.router.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    assert len(app.router.pending) == PENDING_LIMIT + 1  # the storm let go, the back key kept
    settle(app, limit=PENDING_LIMIT * 200)
    assert scene.taps == ["card:over", *["card:under"] * PENDING_LIMIT]
