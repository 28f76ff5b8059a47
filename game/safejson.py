"""JSON from untrusted text (saved documents, bot-protocol requests) with every number bounded.

``json.loads`` alone accepts ``NaN``/``Infinity``, turns ``1e999`` into ``inf``, parses
integers of thousands of digits (or raises a ``ValueError`` about "4300 digits"), and
raises ``RecursionError`` for deeply nested input.  :func:`loads` refuses all of those
with one exception type, :class:`BadJSON` (a ``ValueError``), whose message says what
was wrong, so callers need a single ``except``.  Pure Python: usable by the rules
engines, the CLIs and the app alike (also in the browser).
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


class NewerVersion(ValueError):
    """A document written by a newer version of the app: left where it is and never written
    over by this one (it cannot know what the newer app keeps there).  The one class for
    every saved document: storage's envelope and each game's own save format."""

    newer_version = True


class BadJSON(ValueError):
    """Text that is not JSON, or JSON with a number out of range or nesting too deep."""


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


def loads(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of ``text``; :class:`BadJSON` for anything unusable."""
    if not isinstance(text, str):
        raise BadJSON(f"JSON text must be a string, not {type(text).__name__}")
    if len(text) > max_chars:
        raise BadJSON(f"too long ({len(text)} characters, at most {max_chars})")
    if depth(text) > max_depth:
        raise BadJSON(f"nested more than {max_depth} levels deep")
    import json  # when there is text to read: a first start (nothing saved) needs none

    try:
        return json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
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
