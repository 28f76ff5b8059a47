"""Standard output for every command-line entry point: a reader that stops early (``| head``),
a closed standard output (``>&-``) or a full one (``> /dev/full``) is a clear exit, never a
traceback.

:func:`run` wraps a CLI's ``main``; :func:`write_line` is for a program that goes on after
each line (the ``--script`` driver's state lines).  Both say one line on standard error
(nothing for a reader that simply closed the pipe, as Python's documentation recommends)
and give :data:`EXIT_OUTPUT`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

#: Exit status when the output cannot be written (the status a closed pipe has always had).
EXIT_OUTPUT = 1


class OutputFailed(Exception):
    """Writing to standard output failed for a reason other than a reader that has gone."""


class _Guarded:
    """Standard output whose write errors are :class:`OutputFailed` (or BrokenPipeError), so
    they are not confused with an error of the command's own work (a file it reads)."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            raise
        except (OSError, ValueError) as exc:  # ENOSPC, EIO, EBADF; a closed file object
            raise OutputFailed(_reason(exc)) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except (OSError, ValueError) as exc:
            raise OutputFailed(_reason(exc)) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


def _say(message: str) -> None:
    try:
        if sys.stderr is not None:
            print(f"error: {message}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass  # standard error is gone too: the exit status says it


def reader_gone() -> None:
    """Standard output cannot take more: send whatever is still buffered nowhere, so the
    interpreter's last flush at exit raises nothing either."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        if devnull != 1:
            os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
    for stream in (sys.stdout, sys.__stdout__):
        try:
            buffer = getattr(stream, "buffer", None)
            if buffer is not None:
                buffer.flush()  # now into /dev/null
        except (OSError, ValueError, AttributeError):
            pass


def output_closed() -> bool:
    """No standard output at all (started with ``>&-``): Python then sets ``sys.stdout``
    to ``None``."""
    return sys.stdout is None


class _Closed:
    """Standing in for a closed standard output while a program that needs none runs."""

    def write(self, text: str) -> int:
        raise ValueError("it is closed")

    def flush(self) -> None:
        pass


def run(main: Callable[[], int], needs_output: bool = True) -> int:
    """``main()``'s exit status; :data:`EXIT_OUTPUT` with a one-line message (none for a
    closed pipe) when its output cannot be written; Ctrl+C: 130.

    ``needs_output=False``: a program that may run with standard output closed (the game
    started from a launcher); only a write to it, if one comes, fails."""
    if output_closed() and needs_output:
        _say("standard output is closed: there is nowhere to write the answer")
        return EXIT_OUTPUT
    stdout = sys.stdout
    sys.stdout = _Guarded(stdout if stdout is not None else _Closed())
    try:
        status = main()
        sys.stdout.flush()  # the last buffered lines fail here, not in the interpreter's exit
        return status
    except BrokenPipeError:
        reader_gone()
        return EXIT_OUTPUT
    except OutputFailed as exc:
        reader_gone()
        _say(f"cannot write to standard output: {exc}")
        return EXIT_OUTPUT
    except KeyboardInterrupt:  # Ctrl+C while the tool waits for input or thinks
        return 130
    finally:
        sys.stdout = stdout


def write_line(text: str) -> bool:
    """Print one line and flush it; ``False`` (after saying why, once, on standard error)
    when standard output is closed, full or its reader has gone."""
    if output_closed():
        _say("standard output is closed: the state lines cannot be written")
        return False
    try:
        print(text, flush=True)
        return True
    except BrokenPipeError:
        reader_gone()
        return False
    except (OSError, ValueError) as exc:
        reader_gone()
        _say(f"cannot write to standard output: {_reason(exc)}")
        return False
