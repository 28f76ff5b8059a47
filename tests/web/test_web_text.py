"""In the browser the deal-code field is typed into through the page's HTML input.

The real game (App, the menu's "Deal by code" dialog) runs natively with ``sys.platform``
set to ``emscripten`` and a stand-in for the page's four ``hh_text_*`` functions (the
page's side of the same contract is driven in Chromium by tests/web/pwa.mjs): the input
opens over the field, what is typed there reaches the field through its own rules, Enter
plays the code, Escape cancels, and the input goes with the dialog.
"""

from __future__ import annotations

import asyncio
import json
import sys

import pygame
import pytest

from game import i18n
from game.storage import MemoryBackend, Storage, set_default_storage
from game.ui import app as app_module
from game.ui import web_text
from game.ui.metrics import DESIGN
from game.ui.options import Options
from tests.ui.driver import run_app  # noqa: F401  (sets the dummy video driver first)


class Page:
    """The page's hh_text_* functions, as web/heart-to-heart.tmpl defines them."""

    def __init__(self) -> None:
        self.shown = False
        self.name = ""
        self.value = ""
        self.keys: list[str] = []
        self.composing = False
        self.box: tuple[float, ...] = ()
        self.opened = 0
        self.sets: list[str] = []

    def hh_text_open(self, name, value, max_len, label, fx, fy, fw, fh):  # noqa: ANN001
        if not (self.shown and self.name == name):
            self.name, self.value, self.keys, self.shown = name, value, [], True
            self.opened += 1
        self.box = (fx, fy, fw, fh)
        self.label = label
        return self.opened

    def hh_text_poll(self) -> str:
        keys, self.keys = self.keys, []
        return json.dumps({"open": self.shown, "name": self.name, "value": self.value, "keys": keys,
                           "composing": self.composing, "focused": True})

    def hh_text_set(self, value: str) -> None:
        self.sets.append(value)
        self.value = value

    def hh_text_close(self) -> None:
        self.shown = False
        self.name = ""


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch):
    set_default_storage(Storage(MemoryBackend()))
    app = app_module.App(Options(lang="en"))
    app.frame()
    fake = Page()
    monkeypatch.setattr(web_text, "_window", lambda: fake)
    monkeypatch.setattr(sys, "platform", "emscripten")
    loop = asyncio.new_event_loop()  # the browser's loop: the input's poll runs on it
    app.loop = loop
    yield app, fake
    app.shutdown()  # ends the input's poll (cancelled) ...
    loop.run_until_complete(asyncio.sleep(0))  # ... which finishes on the loop's next turn
    loop.close()
    web_text._open.clear()
    set_default_storage(None)
    i18n.set_language("en")


def frames(app, n: int = 6) -> None:
    async def run() -> None:
        for _ in range(n):
            app.frame()
            await asyncio.sleep(web_text.POLL_SECONDS * 1.5)
    app.loop.run_until_complete(run())


def test_the_input_opens_over_the_deal_code_field(page) -> None:
    app, fake = page
    app.nav.scene.ask_deal_code()
    frames(app, 2)
    entry = app.nav.top.entry
    assert fake.shown and fake.name == "entry:deal" and fake.opened == 1
    w, h = app.display.screen.get_size()
    assert fake.box == pytest.approx((entry.rect.x / w, entry.rect.y / h, entry.rect.w / w, entry.rect.h / h))
    assert entry.web_input


def test_typing_in_the_input_reaches_the_field_through_its_rules(page) -> None:
    app, fake = page
    app.nav.scene.ask_deal_code()
    frames(app, 2)
    fake.value = "hh1-n-é"  # lower case and a character no code has
    frames(app, 3)
    assert app.nav.top.entry.value == "HH1-N-"
    assert fake.value == "HH1-N-" and fake.sets[-1] == "HH1-N-"  # the input shows what was accepted


def test_enter_in_the_input_plays_the_code(page) -> None:
    app, fake = page
    app.nav.scene.ask_deal_code()
    frames(app, 2)
    fake.value = "HH1-X-AAAAAAA"  # a bad code: the dialog stays and says why
    frames(app, 2)
    fake.keys.append("enter")
    frames(app, 4)
    assert app.nav.top is not None and app.nav.top.error == i18n.t("deal.part.rules")
    assert fake.shown  # the dialog stays, and so does the input


def test_escape_in_the_input_cancels_and_the_input_goes_with_the_dialog(page) -> None:
    app, fake = page
    app.nav.scene.ask_deal_code()
    frames(app, 2)
    fake.keys.append("escape")
    frames(app, 5)
    assert app.nav.top is None
    assert not fake.shown
    assert web_text._open == {}


def test_a_paste_on_the_python_side_is_shown_in_the_input(page) -> None:
    app, fake = page
    app.nav.scene.ask_deal_code()
    frames(app, 2)
    app.nav.top.entry.insert("HH1")
    frames(app, 2)
    assert fake.value == "HH1"


def test_natively_the_page_is_never_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.widgets import TextEntry

    asked = []
    monkeypatch.setattr(web_text, "follow", lambda *a, **k: asked.append(a) or True)
    entry = TextEntry("entry:deal", (0, 0, 200, 60))
    pygame.display.init()
    entry.draw(pygame.Surface((400, 300)), DESIGN)
    assert asked == [] and not entry.web_input


def test_an_ime_word_is_not_rewritten_until_it_is_composed(page) -> None:
    app, fake = page
    app.nav.scene.ask_deal_code()
    frames(app, 2)
    fake.composing, fake.value = True, "hh"
    frames(app, 3)
    assert app.nav.top.entry.value == "HH" and fake.value == "hh" and fake.sets == []
    fake.composing = False
    frames(app, 2)
    assert fake.value == "HH" and fake.sets == ["HH"]
    redraws = app.redraws
    frames(app, 4)
    assert app.redraws == redraws  # nothing changed: no redraws


def test_tab_in_the_input_moves_the_keyboard_focus_to_the_buttons(page) -> None:
    app, fake = page
    app.nav.scene.ask_deal_code()
    frames(app, 2)
    fake.keys.append("tab")
    frames(app, 3)
    assert app.router.keyboard_mode and app.router.focused() is not None


def test_closing_the_app_ends_the_inputs_poll_and_takes_the_input_away(page) -> None:
    """A poll still waiting when the loop closes would be a task destroyed while pending."""
    app, fake = page
    app.nav.scene.ask_deal_code()
    frames(app, 2)
    task = web_text._open["task"]
    assert fake.shown and not task.done()
    app.shutdown()
    app.loop.run_until_complete(asyncio.sleep(0))
    assert task.cancelled()
    assert not fake.shown and web_text._open == {}
