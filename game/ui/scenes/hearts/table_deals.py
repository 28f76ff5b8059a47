"""The Hearts table's new deals and South's moon: New game and Restart (asked first when
play would be thrown away, :mod:`.new_deals`), what their answers deal, and the moon's
question under the shooter's-choice rule.

:class:`TableDeals` is given the narrow things it uses: the app's screen stack, the match
now, the cards chosen to pass, how a match is shown afresh, the note, the settings the
rules come from, and where South's moon answer goes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.cards import Card
from game.hearts import Match
from game.i18n import t
from game.rng import seed_from_clock
from game.ui.scenes.hearts.new_deals import (
    MoonAnswer,
    NewGameAnswer,
    RestartAnswer,
    can_restart_hand,
    moon_dialog,
    new_game_dialog,
    restart_dialog,
    rules_from_settings,
    would_lose_anything,
)

SOUTH = 0


class TableDeals:
    """New game, Restart and South's moon choice, each a question on the app's stack."""

    def __init__(self, push_screen: Callable[..., Any], match: Callable[[], Match], raised: Callable[[], list[Card]],
                 show: Callable[[Match], None], note: Callable[[str], None], settings: Callable[[], Any],
                 moon_chosen: Callable[[int, str], None]) -> None:
        """``show``: the table shows a match afresh, a new deal (its announcement read
        first); ``note``: a line in place of the status for a while; ``settings``: the app's
        settings now (a new game's rules)."""
        self._push = push_screen
        self._match = match
        self._raised = raised
        self._show = show
        self._note = note
        self._settings = settings
        self._moon_chosen = moon_chosen

    def would_lose_anything(self) -> bool:
        """Is there play a new deal would throw away?  Only then do New game and Restart ask."""
        return would_lose_anything(self._match(), self._raised())

    def ask_new_game(self) -> None:
        """The New game button: a new deal, asked first when play would be lost."""
        if not self.would_lose_anything():
            self.new_game()
            return
        self._push(new_game_dialog(), self._new_game_answered)

    def _new_game_answered(self, result: NewGameAnswer) -> None:
        if result == NewGameAnswer.NEW:
            self.new_game()

    def new_game(self) -> None:
        self._show(Match(seed_from_clock(), rules_from_settings(self._settings())))

    def ask_restart(self) -> None:
        """Play again with the same cards (this hand, or the whole game); always asks."""
        if not self.would_lose_anything():
            return
        self._push(restart_dialog(self._match()), self._restart_answered)

    def _restart_answered(self, result: RestartAnswer) -> None:
        if result == RestartAnswer.GAME:
            self.restart_game()
        elif result == RestartAnswer.HAND:
            self.restart_hand()

    def restart_hand(self) -> None:
        m = self._match()
        if not can_restart_hand(m):
            return
        self._show(m.restarted_hand())
        self._note(t("hearts.restart.done_hand", n=self._match().hand_number))

    def restart_game(self) -> None:
        self._show(self._match().restarted_game())
        self._note(t("hearts.restart.done_game", code=self._match().code))

    def ask_moon(self) -> None:
        """South shot the moon: how does it score?  (+26 to the others, the seed's rule,
        is the default; Esc chooses it too: the dialog must be answered.)"""
        self._push(moon_dialog(), self._moon_answered)

    def _moon_answered(self, result: MoonAnswer) -> None:
        self._moon_chosen(SOUTH, MoonAnswer(result).scoring)
