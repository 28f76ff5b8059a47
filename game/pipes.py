"""Command-line entry points whose output may go to a reader that stops early (``| head``)."""

from __future__ import annotations

import os
import sys
from typing import Callable


def reader_gone() -> None:
    """Standard output's reader has closed the pipe: send whatever is still buffered
    nowhere, so the interpreter's last flush at exit raises nothing either."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def run(main: Callable[[], int]) -> int:
    """``main()``'s exit status; if the reader has gone (BrokenPipeError), status 1 and no
    traceback (what Python's documentation recommends for a closed pipe); Ctrl+C: 130."""
    try:
        status = main()
        sys.stdout.flush()  # the last buffered lines fail here, not in the interpreter's exit
        return status
    except BrokenPipeError:
        reader_gone()
        return 1
    except KeyboardInterrupt:  # Ctrl+C while the tool waits for input or thinks
        return 130
