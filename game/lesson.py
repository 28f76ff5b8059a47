"""What a lesson is and the verdict it gives a move: the types both games' lessons share.

Each game's rules say what a step is (``game.heart_to_heart.lessons.Step``,
``game.hearts.teaching.lessons.Step``) and judge a move; a lesson is a name and its steps,
a verdict whether the move is right and why, in keys the screen translates, and
:func:`named` finds a lesson among a game's.  Here, on the ground, so that both rules
packages can read them without knowing each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, TypeVar

S = TypeVar("S")


@dataclass(frozen=True)
class Lesson(Generic[S]):
    """A lesson: its name (``lesson.<game>.<key>.title``) and its steps, in order."""

    key: str
    steps: tuple[S, ...]


@dataclass(frozen=True)
class Verdict:
    """The lesson's answer to a move: accepted or not, and why (keys, joined by a space)."""

    ok: bool
    keys: tuple[str, ...]
    fields: dict[str, str] = field(default_factory=dict)


def named(lessons: tuple[Lesson[S], ...], key: str) -> Lesson[S]:
    """The lesson called ``key`` among ``lessons`` (KeyError for an unknown one)."""
    for one in lessons:
        if one.key == key:
            return one
    raise KeyError(key)
