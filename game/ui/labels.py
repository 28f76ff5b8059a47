"""A widget's label: an i18n key or a callable, read at draw time so a language switch only
needs a redraw."""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import t

Label = str | Callable[[], str]


def label_text(label: Label, translate: bool) -> str:
    """The text to show: the callable's answer, the key's translation, or the text itself."""
    if callable(label):
        return label()
    return t(label) if translate else label
