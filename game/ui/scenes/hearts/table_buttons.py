"""The Hearts table's buttons: made from the layout, their faces set from the view's
(:func:`.table_moment.button_faces`, made with the view) where the buttons are used."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from game.ui.scenes.hearts.layout import HeartsLayout
from game.ui.scenes.hearts.table_moment import Face
from game.ui.widgets import Button

#: The table's kinds of button (``Button.font_kind``): each kind's labels share one size
#: (the largest at which all of them fit), so «Прошлая взятка» is never smaller than «Счёт».
BUTTON_KINDS = {"hearts:bar": ("menu", "new", "restart", "scores", "last"),
                "hearts:play": ("hint", "undo", "claim")}

#: Each button: its target name and its label (an i18n key; ``None``: the table words it).
NAMES = {"menu": ("button:menu", None), "new": ("button:new", "button.new"),
         "restart": ("button:restart", "hearts.button.restart"),
         "scores": ("button:scores", "hearts.button.scores"),
         "last": ("button:last_trick", "hearts.button.last_trick"),
         "hint": ("button:hint", None), "undo": ("button:undo", "button.undo"),
         "claim": ("button:claim", None), "confirm": ("button:confirm", None)}


def make_buttons(L: HeartsLayout, presses: Mapping[str, Callable[[], object]],
                 labels: Mapping[str, Callable[[], str]]) -> dict[str, Button]:
    """The table's buttons where ``L`` puts them: each does ``presses[key]``; the ones
    whose words follow the moment take them from ``labels[key]`` (Menu's arrow, Hint or
    Why?, Claim or Cancel, Pass with its count)."""
    buttons = {}
    for key, (name, label) in NAMES.items():
        rect, size = L.buttons[key]
        words = label if label is not None else labels[key]
        buttons[key] = Button(name, words, rect, presses[key], primary=key == "confirm", size=size)
    for kind, keys in BUTTON_KINDS.items():  # one label size per kind, wherever they sit
        for key in keys:
            buttons[key].font_kind = kind
    return buttons


def set_faces(buttons: Mapping[str, Button], faces: Mapping[str, Face]) -> None:
    """Each button shown and usable as its face says."""
    for key, face in faces.items():
        buttons[key].visible = face.visible
        buttons[key].enabled = face.enabled
