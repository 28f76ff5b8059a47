"""The Python side of the page's progress download and file picker, with the page stood in
for (a ``platform`` module whose window answers as web/heart-to-heart.tmpl does):
Export hands the text to ``hh_download``; Import's File… opens ``hh_pick_file``, follows
it by ticket, and imports the chosen file's text, or says why it cannot."""

from __future__ import annotations

import asyncio
import sys
import types
from pathlib import Path

import pytest

from game import progress, storage
from game.i18n import t
from game.stats import Stats
from game.storage import MemoryBackend, Storage


class Page:
    """window: hh_download keeps what it was given; hh_pick_state says "choosing" a few
    times, then ``outcome``, and hh_pick_text gives ``text`` once."""

    def __init__(self, outcome: str = "read", text: str = "", waits: int = 3, download: str = "started") -> None:
        self.outcome, self.text, self.waits, self.answer = outcome, text, waits, download
        self.downloads: list[tuple[str, str]] = []
        self.picks: list[int] = []

    def hh_download(self, name: str, text: str) -> str:
        self.downloads.append((name, text))
        return self.answer

    def hh_pick_file(self, max_bytes: int) -> int:
        self.picks.append(max_bytes)
        return 0

    def hh_pick_state(self, ticket: int) -> str:
        if self.waits:
            self.waits -= 1
            return "choosing"
        return self.outcome

    def hh_pick_text(self, ticket: int) -> str:
        text, self.text = self.text, ""
        return text


@pytest.fixture
def web(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv(storage.ENV_DIR, str(tmp_path))
    storage.set_default_storage(None)
    from game.ui import progress_dialogs

    def with_page(page: Page):
        monkeypatch.setattr(progress_dialogs, "IS_WEB", True)
        monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=page))
        return progress_dialogs

    yield with_page
    storage.set_default_storage(None)


def other_device_text() -> str:
    s = Storage(MemoryBackend())
    for i in range(5):
        Stats(s).record_h2h_game(i < 2, 40, 90)
    return progress.wrapped(progress.export_text(s))


def open_settings():
    from game.ui.app import App
    from game.ui.options import Options

    app = App(Options(lang="en"))
    app.nav.go("settings")
    return app


def press_file_then_frames(app, dialog, n: int = 12) -> None:
    """File… pressed in a frame (the loop runs, as in the page), then ``n`` frames."""
    async def run() -> None:
        next(b for b in dialog.buttons if b.name == "button:file").activate()
        for _ in range(n):
            await asyncio.sleep(0.11)
            app.frame()

    asyncio.run(run())


def test_export_on_the_page_is_a_download_of_the_progress_text(web) -> None:
    page = Page()
    dialogs = web(page)
    app = open_settings()
    app.stats.record_h2h_game(True, 12, 60)
    body = dialogs.export_progress(app)
    (name, text), = page.downloads
    assert name.startswith("heart-to-heart-progress-") and name.endswith(".txt")
    assert progress.decode(text) == progress.decode(body)
    assert name in app.nav.top.message()
    app.shutdown()


def test_a_refused_download_still_offers_the_text_to_copy(web) -> None:
    dialogs = web(Page(download="failed"))
    app = open_settings()
    dialogs.export_progress(app)
    dialog = app.nav.top
    assert "button:copy" in [b.name for b in dialog.buttons]
    assert "Copy the text" in dialog.message()
    app.shutdown()


def test_a_chosen_file_is_imported_and_said(web) -> None:
    page = Page(text=other_device_text())
    dialogs = web(page)
    app = open_settings()
    dialog = dialogs.import_dialog(app)
    press_file_then_frames(app, dialog)
    assert page.picks == [progress.MAX_TEXT]
    assert app.nav.top.kind == "progress_imported"
    assert app.stats.h2h["played"] == 5
    app.shutdown()


@pytest.mark.parametrize("outcome, text, key", [("too_large", "", "progress.error.too_large"),
                                                 ("failed", "", "progress.error.picker"),
                                                 ("read", "a shopping list", "progress.error.foreign")])
def test_a_file_that_cannot_be_imported_is_said_under_the_field(web, outcome: str, text: str, key: str) -> None:
    dialogs = web(Page(outcome=outcome, text=text))
    app = open_settings()
    dialog = dialogs.import_dialog(app)
    press_file_then_frames(app, dialog)
    assert app.nav.top is dialog and not dialog.closed
    assert dialog.error == t(key)
    app.shutdown()


def test_a_cancelled_choice_leaves_the_dialog_as_it_was(web) -> None:
    dialogs = web(Page(outcome="cancelled"))
    app = open_settings()
    dialog = dialogs.import_dialog(app)
    press_file_then_frames(app, dialog)
    assert app.nav.top is dialog and dialog.error == ""
    app.shutdown()
