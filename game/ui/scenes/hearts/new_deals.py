"""Starting over at the Hearts table: the rules a new game is dealt with, and what New game
and Restart (this hand, or the whole game with the same cards) ask first.  They ask only
when there is play a new deal would throw away.  (The scene deals.)
"""

from __future__ import annotations

from collections.abc import Callable

from game.cards import Card
from game.hearts import Match, Rules
from game.hearts.kinds import Phase
from game.ui.widgets import Dialog


def rules_from_settings(settings) -> Rules:
    return Rules(
        queen_of_spades=settings.get("hearts.queen_of_spades"),
        no_points_first_trick=settings.get("hearts.no_points_first_trick"),
        moon=settings.get("hearts.moon"),
        target=settings.get("hearts.target"),
        jack_of_diamonds=settings.get("hearts.jack_of_diamonds"),
        no_tricks_bonus=settings.get("hearts.no_tricks_bonus"),
        first_lead=settings.get("hearts.first_lead"),
        passing=settings.get("hearts.passing"),
    )


def would_lose_anything(match: Match | None, raised: list[Card]) -> bool:
    """Is there play a new deal would throw away (a pass, a card, cards chosen to pass,
    an earlier hand)?  Only then do New game and Restart ask first."""
    if match is None or match.game_over:
        return False
    return bool(match.actions) or bool(raised) or match.hand_number > 1


def new_game_dialog(new_game: Callable[[], None]) -> Dialog:
    """New game asks first (when play would be thrown away): Cancel, or ``new_game``."""
    return Dialog("hearts.new.title", "hearts.new.message",
                  [("cancel", "button.cancel", None), ("new", "button.new", new_game)],
                  cancel="cancel", default="cancel")


def restart_dialog(match: Match, restart_game: Callable[[], None], restart_hand: Callable[[], None]) -> Dialog:
    """Play again with the same cards: this hand (the log replayed to its start) or the
    whole game (its code with no actions).  Always asks: what was played is lost."""
    # On hand 1 the hand is the whole game: one plain "Play again".
    label = "hearts.restart.game" if match.hand_number > 1 else "hearts.restart.again"
    buttons: list = [("cancel", "button.cancel", None), ("restart_game", label, restart_game)]
    message = "hearts.restart.message"
    if can_restart_hand(match):
        # the highlighted (last) choice is the one that throws away the least
        buttons.append(("restart_hand", "hearts.restart.hand", restart_hand))
        message = "hearts.restart.message_hand"
    return Dialog("hearts.restart.title", message, buttons, cancel="cancel", default="cancel")


def can_restart_hand(match: Match) -> bool:
    """Is there a hand to play again apart from the whole game (a later hand, in play)?"""
    return match.hand_number > 1 and match.phase in (Phase.PASS, Phase.PLAY)
