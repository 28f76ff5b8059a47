"""Starting over at the Hearts table: New game, Restart (this hand, or the whole game with
the same cards), and the next hand once a hand is scored.  New game and Restart ask first
only when there is play a new deal would throw away.
"""

from __future__ import annotations

from collections.abc import Callable

from game.hearts import Match, Rules
from game.hearts.kinds import Phase
from game.i18n import t
from game.rng import seed_from_clock
from game.ui.scenes.hearts.layout import SOUTH
from game.ui.widgets import Dialog

from .table_state import TableState


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


class NewDeals(TableState):
    """New game, restarts and the next hand (a mixin of :class:`HeartsScene`)."""

    start: Callable[..., None]
    _begin_hand_view: Callable[..., None]
    show_note: Callable[..., None]
    layout: Callable[..., None]
    build: Callable[[], None]
    save: Callable[[], None]

    def would_lose_anything(self) -> bool:
        """Is there play a new deal would throw away (a pass, a card, cards chosen to pass,
        an earlier hand)?  Only then do New game and Restart ask first."""
        m = self.match
        if m is None or m.game_over:
            return False
        return bool(m.actions) or bool(self.raised) or m.hand_number > 1

    def ask_new_game(self) -> None:
        if not self.would_lose_anything():
            self.new_game()
            return
        self.app.show_dialog(Dialog("hearts.new.title", "hearts.new.message",
                                    [("cancel", "button.cancel", None), ("new", "button.new", self.new_game)],
                                    cancel="cancel", default="cancel"))

    def ask_restart(self) -> None:
        """Play again with the same cards: this hand (the log replayed to its start) or the
        whole game (its code with no actions).  Always asks: what was played is lost."""
        m = self.match
        if not self.would_lose_anything():
            return
        # On hand 1 the hand is the whole game: one plain "Play again".
        label = "hearts.restart.game" if m.hand_number > 1 else "hearts.restart.again"
        buttons: list = [("cancel", "button.cancel", None), ("restart_game", label, self.restart_game)]
        message = "hearts.restart.message"
        if m.hand_number > 1 and m.phase in (Phase.PASS, Phase.PLAY):
            # the highlighted (last) choice is the one that throws away the least
            buttons.append(("restart_hand", "hearts.restart.hand", self.restart_hand))
            message = "hearts.restart.message_hand"
        self.app.show_dialog(Dialog("hearts.restart.title", message, buttons, cancel="cancel",
                                    default="cancel"))

    def restart_hand(self) -> None:
        m = self.match
        if m.hand_number <= 1 or m.phase not in (Phase.PASS, Phase.PLAY):
            return
        self.start(m.restarted_hand())
        self._begin_hand_view(animate=True)
        self.show_note(t("hearts.restart.done_hand", n=self.match.hand_number))

    def restart_game(self) -> None:
        self.start(self.match.restarted_game())
        self._begin_hand_view(animate=True)
        self.show_note(t("hearts.restart.done_game", code=self.match.code))

    def new_game(self) -> None:
        match = Match(seed_from_clock(), rules_from_settings(self.app.settings))
        self.start(match)
        self._begin_hand_view(animate=True)

    def next_hand(self) -> None:
        m = self.match
        if m.phase != Phase.HAND_OVER:
            return
        m.start_next_hand()
        self.panel = None
        self.wait = self.app.settings.computer_delay
        for s in self.sprites.values():
            s.visible = False
        self._begin_hand_view(animate=True)
        # Deal: the new hand flies in from the middle.
        for c in m.hands[SOUTH]:
            s = self.sprites[c]
            s.place(self.L.TRICK_CENTRE[0] - self.L.card_w / 2, self.L.TRICK_CENTRE[1] - self.L.card_h / 2)
        self.layout(animate=True)
        self.build()
        self.save()
