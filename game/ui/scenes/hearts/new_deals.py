"""The Hearts table's questions: what New game and Restart (this hand, or the whole game
with the same cards) ask first, and how South's moon scores under the shooter's-choice
rule; each a dialog on the app's screen stack that hands back the answer pressed (its
button's name: :class:`NewGameAnswer`, :class:`RestartAnswer`, :class:`MoonAnswer`).
New game and Restart ask only when there is play a new deal would throw away.  Also the
rules a new game is dealt with.  (The scene deals.)
"""

from __future__ import annotations

from dataclasses import fields
from enum import StrEnum
from typing import Any

from game.cards import Card
from game.hearts import Match, Rules
from game.hearts.kinds import Phase
from game.hearts.rules import Moon
from game.ui.widgets import Dialog


class NewGameAnswer(StrEnum):
    """New game's question: deal a new one, or keep playing."""

    CANCEL = "cancel"
    NEW = "new"


class RestartAnswer(StrEnum):
    """Restart's question: the whole game with the same cards, this hand, or keep playing."""

    CANCEL = "cancel"
    GAME = "restart_game"
    HAND = "restart_hand"


class MoonAnswer(StrEnum):
    """How South's moon scores under the shooter's-choice rule."""

    SUBTRACT = "subtract"
    ADD = "add"

    @property
    def scoring(self) -> Moon:
        """The engine's name for it (``Moon``)."""
        return Moon.SUBTRACT if self is MoonAnswer.SUBTRACT else Moon.ADD_TO_OTHERS


def rules_from_settings(settings: Any) -> Rules:
    """The rules a new game is dealt with, read from the app's settings.

    Each field of :class:`Rules` is read from the setting of its name, ``hearts.<field>``."""
    return Rules(**{f.name: settings.get(f"hearts.{f.name}") for f in fields(Rules)})


def would_lose_anything(match: Match | None, raised: list[Card]) -> bool:
    """Is there play a new deal would throw away (a pass, a card, cards chosen to pass,
    an earlier hand)?  Only then do New game and Restart ask first."""
    if match is None or match.game_over:
        return False
    return bool(match.log) or bool(raised) or match.hand_number > 1


def new_game_dialog() -> Dialog:
    """New game asks first (when play would be thrown away); it hands back a
    :class:`NewGameAnswer`."""
    return Dialog("hearts.new.title", "hearts.new.message",
                  [(NewGameAnswer.CANCEL, "button.cancel", None), (NewGameAnswer.NEW, "button.new", None)],
                  cancel="cancel", default="cancel")


def restart_dialog(match: Match) -> Dialog:
    """Play again with the same cards: this hand (the log replayed to its start) or the
    whole game (its code with no actions).  Always asks: what was played is lost.  It hands
    back a :class:`RestartAnswer`."""
    # On hand 1 the hand is the whole game: one plain "Play again".
    label = "hearts.restart.game" if match.hand_number > 1 else "hearts.restart.again"
    buttons: list = [(RestartAnswer.CANCEL, "button.cancel", None), (RestartAnswer.GAME, label, None)]
    message = "hearts.restart.message"
    if can_restart_hand(match):
        # the highlighted (last) choice is the one that throws away the least
        buttons.append((RestartAnswer.HAND, "hearts.restart.hand", None))
        message = "hearts.restart.message_hand"
    return Dialog("hearts.restart.title", message, buttons, cancel="cancel", default="cancel")


def moon_dialog() -> Dialog:
    """South shot the moon under the shooter's-choice rule: how does it score?  It hands
    back a :class:`MoonAnswer` (+26 to the others, the default; Esc chooses it too)."""
    return Dialog("hearts.moon_choice.title", "hearts.moon_choice.message",
                  [(MoonAnswer.SUBTRACT, "hearts.moon_choice.subtract", None),
                   (MoonAnswer.ADD, "hearts.moon_choice.add", None)],
                  cancel="add", default="add", width=640, kind="hearts_moon_choice")


def can_restart_hand(match: Match) -> bool:
    """Is there a hand to play again apart from the whole game (a later hand, in play)?"""
    return match.hand_number > 1 and match.phase in (Phase.PASS, Phase.PLAY)
