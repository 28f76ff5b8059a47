""""Copy code" in the browser waits for the clipboard's answer and says what happened.

navigator.clipboard.writeText returns a promise that an itch.io iframe or a plain-http
address refuses.  The page settles it (window.hh_copy / hh_copy_state in the template) and,
when refused, shows the code selectable above the game; the game's toast says which.
The browser is a stand-in here: a ``platform`` module whose window answers like the page.
"""

from __future__ import annotations

import asyncio
import sys
import types
from pathlib import Path

import pytest

from game import storage
from game.i18n import t


class Page:
    """window: hh_copy returns a ticket; hh_copy_state says "pending" a few times, then ``answer``."""

    def __init__(self, answer: str, pending: int = 3, has_hook: bool = True) -> None:
        self.answer, self.pending, self.copied = answer, pending, []
        if not has_hook:
            self.hh_copy = None  # an older page: calling it fails

    def hh_copy(self, text: str) -> int:
        self.copied.append(text)
        return 0

    def hh_copy_state(self, ticket: int) -> str:
        if self.pending:
            self.pending -= 1
            return "pending"
        return self.answer


@pytest.fixture
def browser(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv(storage.ENV_DIR, str(tmp_path))
    storage.set_default_storage(None)
    from game.ui import clipboard
    from game.ui.scenes.heart_to_heart import effects as fx

    def with_page(page: Page):
        monkeypatch.setattr(fx, "IS_WEB", True)
        monkeypatch.setattr(clipboard, "IS_WEB", True)  # the one copy path (game/ui/clipboard.py)
        monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=page))
        return fx

    yield with_page
    storage.set_default_storage(None)


def copy_and_wait(frames: int = 30) -> tuple[list[str], list[list[str]]]:
    """Open Heart to Heart, press "Copy code", run frames; the toasts after each frame."""
    from game.ui.app import App
    from game.ui.options import Options

    app = App(Options(lang="en"))
    assert app.nav.go("heart_to_heart") and app.nav.scene.name == "heart_to_heart"
    seen: list[list[str]] = []

    async def run() -> None:
        app.nav.scene.copy_code()
        seen.append([toast.message for toast in app.nav.toasts])
        for _ in range(frames):
            await asyncio.sleep(1 / 60)
            app.frame()
            seen.append([toast.message for toast in app.nav.toasts])

    asyncio.run(run())
    code = app.nav.scene.game.code
    app.shutdown()
    return [code], seen


def test_copy_waits_for_the_promise_then_says_copied(browser) -> None:
    page = Page("copied")
    browser(page)
    (code,), seen = copy_and_wait()
    assert page.copied == [code]
    assert seen[0] == []  # nothing is claimed before the browser answers
    assert seen[-1] == [t("deal.copied") + ": " + code]


def test_refused_copy_says_the_code_is_shown_to_copy_by_hand(browser) -> None:
    page = Page("shown")
    browser(page)
    _, seen = copy_and_wait()
    assert seen[0] == []
    assert seen[-1] == [t("deal.copy_shown")]


def test_a_page_without_the_copy_hook_gets_the_code_in_the_toast(browser) -> None:
    browser(Page("copied", has_hook=False))
    (code,), seen = copy_and_wait(frames=2)
    assert seen[0] == [t("h2h.copy_failed", code=code)]


def test_copy_shown_message_exists_in_english_and_russian() -> None:
    from game.locales import en, ru

    for table in (en, ru):
        messages = next(v for v in vars(table).values() if isinstance(v, dict) and "deal.copied" in v)
        assert messages.get("deal.copy_shown")
