"""The running app as the reliability tests read it: its scene, its top screen, its toasts.

Input goes through ``app.router`` and the window is ``app.display``, which every version of
the frame has; the scene and the screens over it are the navigator's (``app.nav``) where the
frame has one, else the app's own.
"""

from __future__ import annotations

from typing import Any


def scene(app: Any) -> Any:
    return getattr(app, "nav", app).scene


def toasts(app: Any) -> list:
    return list(getattr(app, "nav", app).toasts)


def top(app: Any) -> Any:
    """The modal screen on top (None without one)."""
    nav = getattr(app, "nav", None)
    if nav is not None:
        return nav.top
    return app.nav.screens[-1] if app.nav.screens else None
