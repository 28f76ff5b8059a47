"""Puzzle practice's run for the session: its draws, theme and the puzzle on the table.

Kept in the scenes' session (``Parts.session``), so the practice scene and its history
screen, and the way back between them, share one run.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.scene import Parts


def engine() -> Any:
    """The engine's practice module; ImportError in a build without it."""
    return importlib.import_module("game.hearts.teaching.practice")


@dataclass
class Session:
    """The practice run of this session: what the scene shows again when it comes back."""

    run: Any
    entry: Any = None  # the puzzle on the table (a practice.Entry)
    played: str | None = None  # its answer, once answered
    change: tuple[Any, Any] | None = None  # (rating before, rating after) of that answer
    review: bool = False  # a puzzle of the history, shown again unrated
    back: dict[str, Any] = field(default_factory=dict)  # the run's puzzle to come back to from a review


def session(parts: Parts, theme_name: str | None = None, seed: int | None = None) -> Session:
    """This run of the app's practice session, started on first use (``seed``: its draws,
    else the clock's)."""
    s = parts.session.get("practice")
    if s is None or seed is not None:
        history = parts.stats.hearts.get("puzzle_history") or []
        s = Session(engine().Run(random.randrange(1 << 62) if seed is None else seed, theme_name,
                                 (e[0] for e in history)))
        parts.session["practice"] = s
    return s


