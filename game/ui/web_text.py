"""In the browser, a text field is typed into through a real HTML input over the canvas.

A canvas cannot raise a phone's on-screen keyboard, so while a :class:`TextEntry` is on
screen the page (web/heart-to-heart.tmpl) shows an ``<input>`` exactly over it.  Python
drives it through ``platform.window``:

* ``hh_text_open(name, value, max_len, label, fx, fy, fw, fh)`` shows it over the field's
  box, given as fractions of the canvas (the drawing surface is the canvas's picture);
  called again each time the field is drawn, it only moves the input;
* ``hh_text_poll()`` returns JSON ``{"open", "name", "value", "keys", "composing"}``: the
  input's text, the Enter / Escape / Tab presses since the last poll, and whether an
  IME is composing a word (the field's corrections are written back only after it);
* ``hh_text_set(value)`` writes back what the field accepted (capitals, allowed
  characters only), ``hh_text_close()`` takes the input away.

A small task polls the page every frame while the field is open: a change of the text goes
through the field's own rules (``TextEntry.insert``), Enter and Escape become the pygame
key presses the app already handles, and an expose event makes the app redraw.  When the
field's dialog closes (or the field is hidden), or the app shuts down, the input goes.
Natively nothing here runs.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any, Protocol

import pygame

POLL_SECONDS = 1 / 30


class Field(Protocol):
    name: str
    value: str
    max_len: int
    visible: bool
    rect: pygame.Rect

    def insert(self, s: str) -> None: ...

    def read_paste(self, text: str) -> str: ...


_open: dict[str, Any] = {}  # the one field the page's input serves: {"field", "task", "box"}


def _window() -> Any:
    import platform as browser  # pygbag's module: the page's window

    return browser.window  # type: ignore[attr-defined]  # pygbag's platform, not the stdlib's


def is_closed(field: Field) -> bool:
    """The field left the screen: hidden, or its dialog was closed (``dialog.closed``)."""
    dialog = getattr(field, "dialog", None)
    return not field.visible or bool(dialog is not None and getattr(dialog, "closed", False))


def follow(field: Field, surface: pygame.Surface, label: str = "", window: Any = None) -> bool:
    """The field was drawn on ``surface``: lay the page's input over it (opening it and
    starting the poll the first time).  Returns ``False`` where the page cannot (no page
    helper: the canvas field still takes keys and pastes as before)."""
    try:
        window = window if window is not None else _window()
        w, h = surface.get_size()
        r = field.rect
        box = (r.x / w, r.y / h, r.w / w, r.h / h)
        current = _open.get("field")
        if current is field and _open.get("box") == box:
            return True
        window.hh_text_open(field.name, field.value, field.max_len, label, *box)
        if current is not field:
            task = _open.get("task")
            if task is not None:
                task.cancel()
            _open.clear()
            _open.update(field=field, synced=field.value, seen=field.value, window=window)
            _open["task"] = asyncio.get_running_loop().create_task(_poll(field, window))
        _open["box"] = box
        return True
    except Exception as exc:  # the game goes on with the canvas field alone
        print(f"web text field: {exc}", file=sys.stderr)
        return False


def close(window: Any = None) -> None:
    """Take the page's input away (the field is gone)."""
    window = window if window is not None else _open.get("window")
    task = _open.get("task")
    _open.clear()
    if task is not None and task is not _current_task():
        try:
            task.cancel()
        except RuntimeError:  # its loop is closed already: nothing left to wait for it
            pass
    try:
        (window if window is not None else _window()).hh_text_close()
    except Exception as exc:
        print(f"web text field: {exc}", file=sys.stderr)


def shutdown() -> None:
    """The app is closing: the poll ends (cancelled; it finishes on the loop's next turn,
    not left pending when the loop closes) and the page's input goes."""
    if _open:
        close()


def _current_task() -> Any:
    try:
        return asyncio.current_task()
    except RuntimeError:
        return None


def _post_key(key: int, unicode: str, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))


def step(field: Field, window: Any) -> bool:
    """One poll: bring the input's text and keys to the field; ``False`` once it is closed."""
    if is_closed(field) or _open.get("field") is not field:
        if _open.get("field") is field:
            close(window)
        return False
    state = json.loads(str(window.hh_text_poll()))
    if not state.get("open", False):
        return False
    changed = False
    typed = str(state.get("value", ""))
    composing = bool(state.get("composing", False))
    if field.value != _open.get("synced"):  # changed on the Python side (a paste, keys on the canvas)
        window.hh_text_set(field.value)
        _open["synced"] = _open["seen"] = typed = field.value
    elif typed != _open.get("seen"):  # typed in the input
        _open["seen"] = typed
        before = field.value
        field.value = ""
        field.insert(field.read_paste(typed))  # a share link pasted there: its code
        _open["synced"] = field.value
        changed = field.value != before
    if typed != field.value and typed == _open.get("seen") and not composing:
        # show what the field accepted (never in the middle of an IME's word)
        window.hh_text_set(field.value)
        _open["seen"] = field.value
    for key in state.get("keys", []):
        if key == "enter":
            _post_key(pygame.K_RETURN, "\r")
        elif key == "escape":
            _post_key(pygame.K_ESCAPE, "\x1b")
        elif key in ("tab", "shift-tab"):  # the keyboard focus moves to the dialog's buttons
            _post_key(pygame.K_TAB, "\t", pygame.KMOD_SHIFT if key == "shift-tab" else 0)
    if changed:
        pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))  # the app redraws the field
    return True


async def _poll(field: Field, window: Any) -> None:
    try:
        while True:
            await asyncio.sleep(POLL_SECONDS)
            if not step(field, window):
                return
    except asyncio.CancelledError:
        raise
    except Exception as exc:
        print(f"web text field: {exc}", file=sys.stderr)
