"""Start a child process as a terminal would for Ctrl+C.

A runner that starts the tests in the background (a CI job, ``cmd &``) passes SIGINT down
ignored, and an ignored signal ends nothing: the tests of Ctrl+C restore the default."""

from __future__ import annotations

import signal


def ctrl_c_as_from_a_terminal() -> None:
    """A ``preexec_fn``: SIGINT back to its default disposition in the child."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
