"""JSON from untrusted text (saved documents, bot-protocol requests) with every number bounded.

``json.loads`` alone accepts ``NaN``/``Infinity``, turns ``1e999`` into ``inf``, parses
integers of thousands of digits (or raises a ``ValueError`` about "4300 digits"), and
raises ``RecursionError`` for deeply nested input.  :func:`loads` refuses all of those
with one exception type, :class:`BadJSON` (a ``ValueError``), whose message says what
was wrong, so callers need a single ``except``.  Pure Python: usable by the rules
engines, the CLIs and the app alike (also in the browser).

A saved document is read with ``loads(text, lenient=True)``: there a number out of range
(or ``NaN``, or a value nested too deep) is one bad *value*, read as an
:class:`Unreadable` that no validator accepts, so the document's validator drops that
field alone and keeps the rest; only text that is not JSON at all is refused whole.
"""

from __future__ import annotations

import math
import re
from typing import Any, TypeGuard

#: Integers are refused beyond this magnitude (far beyond any count the app keeps).
MAX_INT = 10**15
#: Deepest nesting of lists/objects accepted (saved documents nest 4-5 levels).
MAX_DEPTH = 32
#: Longest text accepted, in characters (a long Hearts save is ~60 kB).
MAX_CHARS = 2_000_000

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_BRACKETS = re.compile(r"[\[\]{}]")
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.S)


class NewerVersion(ValueError):
    """A document written by a newer version of the app: left where it is and never written
    over by this one (it cannot know what the newer app keeps there).  The one class for
    every saved document: storage's envelope and each game's own save format."""

    newer_version = True


class BadJSON(ValueError):
    """Text that is not JSON, or JSON with a number out of range or nesting too deep."""


class Unreadable:
    """A value ``loads(..., lenient=True)`` could not read: a number out of range, ``NaN``,
    ``Infinity``, or a list or object nested too deep.  Not a number, string, list or
    object, so every type check refuses it (and ``json.dumps`` cannot write it)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return f"unreadable {self.text}"

    __str__ = __repr__


#: What a value nested too deep is replaced with before parsing (lenient): out of range.
_TOO_DEEP = "1e999"


def _int(text: str) -> int:
    # Checked on the text first: int() of 5,000 digits is slow, or refused by CPython.
    digits = len(text.lstrip("-"))
    if digits > 16:
        raise BadJSON(f"number out of range ({digits} digits)")
    value = int(text)
    if abs(value) > MAX_INT:
        raise BadJSON(f"number out of range: {value}")
    return value


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or abs(value) > MAX_INT:
        raise BadJSON(f"number out of range: {text[:40]}")
    return value


def _constant(name: str) -> Any:
    raise BadJSON(f"{name} is not a number JSON allows")


def _lenient_int(text: str) -> Any:
    try:
        return _int(text)
    except BadJSON:
        return Unreadable(f"number {text[:20]}")


def _lenient_float(text: str) -> Any:
    try:
        return _float(text)
    except BadJSON:
        return Unreadable(f"number {text[:20]}")


def _lenient_constant(name: str) -> Any:
    return Unreadable(name)


def _flatten(text: str, max_depth: int) -> str:
    """``text`` with every list or object nested deeper than ``max_depth`` replaced by a
    number out of range (strings are skipped), so a lenient parse reads it as one
    :class:`Unreadable` value instead of refusing the whole text."""
    out: list[str] = []
    level, start, last = 0, -1, 0
    for m in _TOKENS.finditer(text):
        token = m.group()
        if token[0] == '"':
            continue
        if token in "[{":
            level += 1
            if level == max_depth + 1:
                start = m.start()
        else:
            if level == max_depth + 1 and start >= 0:
                out += (text[last:start], _TOO_DEEP)
                last, start = m.end(), -1
            level -= 1
    return "".join(out) + text[last:] if out else text


def depth(text: str) -> int:
    """How deeply lists and objects nest in ``text`` (strings are skipped)."""
    deepest = level = 0
    for m in _BRACKETS.finditer(_STRINGS.sub("", text)):
        if m.group() in "[{":
            level += 1
            deepest = max(deepest, level)
        else:
            level -= 1
    return deepest


def loads(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH, lenient: bool = False) -> Any:
    """The JSON value of ``text``; :class:`BadJSON` for anything unusable.

    ``lenient``: a number out of range, ``NaN``/``Infinity`` or a value nested deeper than
    ``max_depth`` is read as an :class:`Unreadable` in its place instead of refusing the
    whole text (for saved documents, whose validators then drop that one field)."""
    if not isinstance(text, str):
        raise BadJSON(f"JSON text must be a string, not {type(text).__name__}")
    if len(text) > max_chars:
        raise BadJSON(f"too long ({len(text)} characters, at most {max_chars})")
    if depth(text) > max_depth:
        if not lenient:
            raise BadJSON(f"nested more than {max_depth} levels deep")
        text = _flatten(text, max_depth)
    import json  # when there is text to read: a first start (nothing saved) needs none

    if lenient:
        parse_int, parse_float, parse_constant = _lenient_int, _lenient_float, _lenient_constant
    else:
        parse_int, parse_float, parse_constant = _int, _float, _constant
    try:
        return json.loads(text, parse_int=parse_int, parse_float=parse_float, parse_constant=parse_constant)
    except BadJSON:
        raise
    except json.JSONDecodeError as exc:
        raise BadJSON(f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except (ValueError, RecursionError, TypeError) as exc:
        raise BadJSON(f"not valid JSON: {type(exc).__name__}: {str(exc)[:80]}") from None


def is_int(value: Any, low: int, high: int) -> TypeGuard[int]:
    """A true int (not a bool) in ``low..high``: the check behind every count in a save."""
    return type(value) is int and low <= value <= high


def is_number(value: Any, low: float, high: float) -> TypeGuard[float]:
    """A finite int or float (not a bool) in ``low..high``."""
    return (type(value) is int or type(value) is float) and math.isfinite(value) and low <= value <= high


def clamp_int(value: Any, low: int, high: int) -> int:
    """A whole number in ``low..high`` from whatever a caller passes (never NaN or inf): a
    figure to record, where a bad one must not cost the record."""
    if type(value) is int:
        return min(max(value, low), high)
    try:
        x = float(value)
    except (TypeError, ValueError, OverflowError):
        return low
    if x != x:
        return low
    return int(round(min(max(x, low), high)))


def tolerant_input(stream: Any) -> Any:
    """``stream`` (standard input) reading bytes that are not UTF-8 as escapes instead of
    raising UnicodeDecodeError mid-loop: a line-protocol reader then answers such a line
    with its usual error and goes on.  A UTF-8 locale other than C decodes strictly."""
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        try:
            reconfigure(errors="surrogateescape")
        except (ValueError, OSError, AttributeError):
            pass  # not a reconfigurable text stream: read it as it is
    return stream
