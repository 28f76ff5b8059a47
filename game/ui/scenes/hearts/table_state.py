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


@dataclass(frozen=True)
class NoteOnShow:
    """A short line shown in place of the status for a while (a refusal, an undo): its
    words, its look (``theme.MESSAGE_STYLES``: "error", "undo", "info") and the seconds left."""

    text: str
    kind: str
    left: float

    def after(self, dt: float) -> NoteOnShow | None:
        """The note ``dt`` seconds later (``None``: its time is up)."""
        left = self.left - dt
        return NoteOnShow(self.text, self.kind, left) if left > 0 else None


@dataclass(frozen=True)
class Refusal:
    """The table's last refusal, for the script's ``state``: why (the engine's reason), the
    words shown, and the card refused (``None``: a claim refused)."""

    reason: str
    text: str
    card: str | None = None

    def to_json(self) -> dict[str, str]:
        out = {"reason": self.reason, "text": self.text}
        if self.card is not None:
            out["card"] = self.card
        return out
