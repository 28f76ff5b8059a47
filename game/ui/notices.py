"""What the player is told about a saved document storage refused, kept aside or left alone.

game/storage.py queues each event once as a ``Notice``; the app turns it into a toast
(:func:`text`) that stays long enough to read.  Every kind has an English and a Russian
sentence saying what happened and what it means for the player (nothing was deleted).
"""

from __future__ import annotations

import sys

from game.i18n import t
from game.storage import NEWER, NOWHERE, REFUSED, SALVAGED, Notice

#: Seconds a storage toast stays: these are two lines that matter, not a "copied" blip.
SECONDS = 8.0


def text(notice: Notice) -> str:
    if notice.kind == NOWHERE:  # natively: no home folder to save in
        return t("storage.nowhere" if sys.platform == "emscripten" else "storage.nowhere.native")
    purpose = notice.purpose
    # a document of a later version, brought by an import, has no name of its own here
    name = t(f"storage.name.{purpose}" if f"storage.name.{purpose}" in _known() else "storage.name.other")
    group = "game" if purpose.startswith("game.") else purpose
    if notice.kind in (REFUSED, SALVAGED, NEWER):
        kind = REFUSED if notice.kind == SALVAGED and group == "game" else notice.kind
        key = f"storage.{kind}.{group}"
        if key in _known():
            return t(key, name=name)
        return t(f"storage.{REFUSED}.game", name=name)
    return t(f"storage.{notice.kind}", name=name)


def _known() -> set[str]:
    from game.locales.en import STRINGS

    return set(STRINGS)
