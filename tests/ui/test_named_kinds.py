"""The kinds the code names as Literal types are the kinds the app has: every message kind
has its look, every layout its logical screen and tap size, every storage notice its
sentence in each language.  mypy holds the callers to these names; these tests hold the
names to the tables behind them, so neither can grow a kind the other lacks."""

from __future__ import annotations

from typing import get_args

import pytest

from game import i18n, storage
from game.storage import Notice, NoticeKind
from game.ui import metrics, notices, theme, viewport
from game.ui.look import PLAIN
from game.ui.widgets import Toast


def test_every_message_kind_has_its_look_and_a_toast_keeps_it() -> None:
    styles = theme.message_styles(theme.NORMAL)
    assert set(get_args(theme.MessageKind)) == set(styles) == set(theme.MESSAGE_KINDS)
    for kind in get_args(theme.MessageKind):
        assert Toast("Copied", kind=kind).kind == kind
        assert PLAIN.message_style(kind) == styles[kind]


def test_an_unknown_message_kind_reads_as_plain_information() -> None:
    assert Toast("Copied", kind="shout").kind == "info"  # type: ignore[arg-type]
    assert PLAIN.message_style("shout") == theme.message_styles(theme.NORMAL)["info"]


def test_every_layout_has_its_logical_screen_and_its_tap_size() -> None:
    assert set(get_args(viewport.LayoutKind)) == set(viewport.LOGICAL) == set(metrics.TAP_MIN)
    assert set(get_args(viewport.LayoutKind)) == {viewport.kind_for(1280, 720), viewport.kind_for(720, 1280)}
    assert set(get_args(viewport.LayoutKind)) < set(get_args(metrics.Form))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_storage_notice_kind_has_a_sentence_in_each_language(lang: str) -> None:
    kinds = get_args(NoticeKind)
    constants = {getattr(storage, name) for name in ("REFUSED", "SALVAGED", "NEWER", "STUCK", "UNREADABLE",
                                                     "CONFLICT", "UNSAVED", "NOWHERE")}
    assert set(kinds) == constants
    i18n.set_language(lang)
    for kind in kinds:
        for purpose in ("stats", "settings", "game.hearts"):
            said = notices.text(Notice(kind, purpose))
            assert said and not said.startswith("storage."), (kind, purpose, said)
