"""Command-line entry points whose output may go to a reader that stops early (``| head``)."""

from __future__ import annotations

import os
import sys
from typing import Callable


def run(main: Callable[[], int]) -> int:
    """``main()``'s exit status; if the reader has gone (BrokenPipeError), status 1 and no
    traceback (what Python's documentation recommends for a closed pipe)."""
    try:
        status = main()
        sys.stdout.flush()  # the last buffered lines fail here, not in the interpreter's exit
        return status
    except BrokenPipeError:
        try:  # the interpreter flushes stdout once more at exit: let that go nowhere
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        return 1
