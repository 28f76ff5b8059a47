"""What the Heart to Heart table is in: the scene's state, one frozen value.

The rules say what the game is (:class:`game.heart_to_heart.state.Status`); this says what
the table shows about it and what a tap means there::

    PLAYING --a move leaves no way to win (told once)--> LOST_SHOWN --Keep playing--> PLAYING
    PLAYING --no move left--> DEAD_END --a tap on the table beside it--> PUT_AWAY
    PUT_AWAY --a tap on a card--> DEAD_END        PUT_AWAY --Undo--> PLAYING
    DEAD_END / LOST_SHOWN --Rewind--> PLAYING
    PLAYING --the winning move--> WON (the win is recorded at once; the result panel follows
    once the cards have landed)

Restart, New game and a deal by code start again from ``PLAYING``.  ``told_lost`` goes along
with the phase: the player was told that this line of play can no longer be won (it is kept
in the save, and a position that can be won again forgets it).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum


class Phase(StrEnum):
    """Where the table is in its game's life."""

    #: The game goes on (the clock starts with the first move).
    PLAYING = "playing"
    #: The sheet saying the game can no longer be won is open ("tell me when it is lost").
    LOST_SHOWN = "lost_shown"
    #: No move is left: the dead-end sheet is open.
    DEAD_END = "dead_end"
    #: The dead-end sheet is put away to look at the table (a tap on a card brings it back).
    PUT_AWAY = "put_away"
    #: Won, and recorded in the statistics: the result panel shows what comes next.
    WON = "won"


@dataclass(frozen=True)
class TableState:
    """The table's phase, whether the player was told the position is lost, and the cards
    a dead-end (or lost) sheet names, outlined on the table while it is up or put away."""

    phase: Phase = Phase.PLAYING
    told_lost: bool = False
    stuck: tuple[int, ...] = ()

    def playing(self) -> TableState:
        """Back to play (Keep playing, Undo, Rewind): no cards outlined."""
        return replace(self, phase=Phase.PLAYING, stuck=())

    def sheet(self, lost: bool, stuck: tuple[int, ...]) -> TableState:
        """The lost sheet (``lost``) or the dead-end sheet is up, naming ``stuck``."""
        return replace(self, phase=Phase.LOST_SHOWN if lost else Phase.DEAD_END, stuck=stuck)

    def put_away(self) -> TableState:
        """The dead-end sheet put away to look at the table; its cards stay outlined."""
        return replace(self, phase=Phase.PUT_AWAY)

    def won(self) -> TableState:
        """The winning move was made (and recorded)."""
        return replace(self, phase=Phase.WON, stuck=())

    def told(self, told_lost: bool) -> TableState:
        """The same table, the player told (or no longer told) that it is lost."""
        return replace(self, told_lost=told_lost)

    @property
    def recorded(self) -> bool:
        """This game's result is in the statistics (a win is recorded on the winning move)."""
        return self.phase == Phase.WON

    @property
    def sheet_up(self) -> bool:
        """A dead-end or lost sheet is what the table is showing."""
        return self.phase in (Phase.LOST_SHOWN, Phase.DEAD_END)
