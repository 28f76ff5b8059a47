"""Whatever is typed, pasted or found on the disk, the screen can draw it, at once.

The font draws neither a NUL nor a lone surrogate, and nothing at all of a text of zero
width: a text field leaves such characters out (as it leaves out line breaks), and a
folder or file name whose bytes are not UTF-8 (which Python keeps as lone surrogates) is
shown with � in their place, while the file itself is still read.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame
import pytest

from devkit.harness import escape, open_app, settle, tap
from game import progress
from game.ui.text_entry import TextEntry

UNDRAWABLE = ["\x00", "a\x00b", "\u200b", "\ufeff\u200d", "\ud800", "\udce9"]


@pytest.mark.parametrize("typed", UNDRAWABLE)
def test_a_nul_zero_width_or_lone_surrogate_is_left_out_of_a_field(typed):
    field = TextEntry("entry:test", (0, 0, 300, 40), max_len=100)
    field.insert(typed)
    assert field.value == "".join(c for c in typed if c.isalpha())
    field.insert("x")
    assert field.value.endswith("x")


@pytest.mark.parametrize("typed", ["a\x00b", "\u200b", "\ud800"])
def test_the_import_field_draws_after_any_text_typed_into_it(tmp_path, typed):
    with open_app(tmp_path, (1280, 720)) as app:
        tap(app, "menu:settings")
        tap(app, "button:import_progress")
        app.router.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=typed))
        settle(app)
        app.render()


def undecodable(parent: Path, name: bytes) -> Path:
    if sys.platform != "linux":
        pytest.skip("a file name that is not UTF-8: Linux keeps any bytes")
    path = Path(os.fsdecode(os.path.join(os.fsencode(parent), name)))
    try:
        path.mkdir()
    except OSError:
        pytest.skip("this file system refuses a name that is not UTF-8")
    return path


def test_a_data_folder_whose_name_is_not_utf8_exports_and_says_where(tmp_path):
    folder = undecodable(tmp_path, b"caf\xe9")
    with open_app(folder, (1280, 720)) as app:
        tap(app, "menu:settings")
        tap(app, "button:export_progress")
        assert app.nav.top.kind == "progress_exported"
        app.render()
    assert any(p.name.startswith(progress.FILE_PREFIX) for p in folder.iterdir())


def test_the_latest_progress_file_in_a_folder_not_named_in_utf8_is_shown_and_read(tmp_path):
    folder = undecodable(tmp_path, b"d\xfcr")
    with open_app(folder, (1280, 720)) as app:
        tap(app, "menu:settings")
        tap(app, "button:export_progress")
        escape(app)
    with open_app(folder, (1280, 720)) as app:
        tap(app, "menu:settings")
        tap(app, "button:import_progress")
        tap(app, "button:file")
        app.render()
        entry = app.nav.top.entry
        assert entry.value.startswith(str(folder))  # the real name, to read the file by
        tap(app, "button:import")
        assert app.nav.top.kind == "progress_imported"
        app.render()


def test_a_paste_as_long_as_a_progress_text_may_be_is_taken_in_a_moment():
    """A million characters: typed one by one into the value, minutes of a frozen window."""
    import time

    field = TextEntry("entry:test", (0, 0, 300, 40), max_len=progress.MAX_TEXT)
    started = time.monotonic()
    field.insert("A" * 1_000_000 + "\x00")
    field.insert("B" * (progress.MAX_TEXT + 10))
    assert time.monotonic() - started < 15
    assert len(field.value) == progress.MAX_TEXT and field.value[1_000_000] == "B"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_message_naming_a_folder_not_in_utf8_names_it_with_a_replacement_character(lang):
    from game import i18n
    from game.ui import progress_dialogs  # noqa: F401  (registers the message)

    before = i18n.language()
    i18n.set_language(lang)
    try:
        said = i18n.t("progress.import.no_latest", folders="/home/caf\udce9, /x\ud800")
    finally:
        i18n.set_language(before)
    said.encode("utf-8")  # no lone surrogate left: the font draws it
    assert "/home/caf�" in said and "/x" in said
