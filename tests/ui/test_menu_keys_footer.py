"""The menu's keyboard line names only keys the menu answers to, and only where there is
likely a keyboard (not on a phone, upright or sideways)."""

from __future__ import annotations

import pytest

from tools.tour import open_app


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_on_a_desktop_the_footer_lists_the_menus_keys_only(tmp_path, size):
    with open_app(tmp_path, size) as app:
        footer = app.scene.keys_footer()
        assert footer and "Enter" in footer
        for game_key in ("U:", "H:", "N:", "undo", "hint"):
            assert game_key not in footer


@pytest.mark.parametrize("size", [(390, 844), (844, 390), (720, 1280)])
def test_on_a_phone_there_is_no_keyboard_footer(tmp_path, size):
    with open_app(tmp_path, size) as app:
        assert app.scene.keys_footer() is None
