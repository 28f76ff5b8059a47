"""What the Hearts table is waiting for: the scene's state value.

The engine (``game.hearts.Match``) says whose turn it is and in what phase; the table adds
what it shows between two of the engine's moments: a finished trick on show, that trick
flying to its taker, a claim on show.  Exactly one of these holds at a time, so the scene
keeps one value of :data:`Waiting` (not a flag per moment) and each step of the table
replaces it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.hearts.claim import Claim
from game.hearts.trick import Trick
from game.ui.sprites import CardSprite


@dataclass(frozen=True)
class ForTurn:
    """Nothing on show: the table waits for the engine's next action (the person's choice,
    or the computer seat whose turn it is)."""


@dataclass(frozen=True)
class ForTrick:
    """A finished trick on show, until its pause runs out (``left`` seconds) or, with no
    pause (``left`` None), until a tap."""

    trick: Trick
    left: float | None


@dataclass(frozen=True)
class ForCollect:
    """The finished trick's cards flying to the seat that took it."""

    sprites: tuple[CardSprite, ...]


@dataclass(frozen=True)
class ForClaim:
    """A claim on show: the claimer's cards in the middle, a pause long (a tap hurries it)."""

    claim: Claim


#: What the table is waiting for.
Waiting = ForTurn | ForTrick | ForCollect | ForClaim

#: The table at rest: the engine's turn.
TURN = ForTurn()
