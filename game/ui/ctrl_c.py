"""Ctrl+C while the window opens: noted, then acted on between frames.

Before asyncio runs, Python's own handler raises KeyboardInterrupt wherever the main
thread happens to be, and inside pygame's C code (a font read from memory) that surfaces
as a SystemError with a traceback.  So while the first frame is drawn, SIGINT only sets a
flag; the script driver, waiting for its next line, and the start-up both read it.  Once
asyncio runs, its own handler (a cancel of the main task) takes over.

Only the native start-up (game.launch.run) calls ``noted``; the browser has no Ctrl+C to
catch, so signals are imported there and nowhere at module level: the C module
``_signal`` itself (the ``signal`` module around it builds three enums at import, ~0.5 ms
of the time to the first frame)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TYPE_CHECKING

_asked = False


def asked() -> bool:
    """Whether Ctrl+C came while the flag was the handler."""
    return _asked


def _note(signum: int, frame: FrameType | None) -> None:
    global _asked
    _asked = True


@contextmanager
def noted() -> Iterator[None]:
    """Within the block, Ctrl+C sets the flag instead of raising.  Only Python's default
    handler is replaced: an ignored SIGINT (a background job) stays ignored, and a handler
    someone else set stays theirs."""
    if TYPE_CHECKING:  # (typed as the module around it: the same four names)
        import signal
    else:
        import _signal as signal  # getsignal, signal, SIGINT and default_int_handler are its own

    global _asked
    _asked = False
    try:
        replace = signal.getsignal(signal.SIGINT) is signal.default_int_handler
    except ValueError:  # not the main thread: leave signals alone
        replace = False
    if not replace:
        yield
        return
    try:
        signal.signal(signal.SIGINT, _note)
    except (ValueError, OSError):
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
