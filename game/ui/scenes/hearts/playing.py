"""The person's play at the Hearts table: a tap on a card (choosing the pass, or playing
it, or hearing why not), the pass sent and received, each card played (the person's or a
computer's) flying to the trick, the trick collected by its taker, undo, and each finished
hand and game recorded in the statistics.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.cards import Card
from game.hearts import Match
from game.hearts.deal import pass_source, pass_target
from game.hearts.kinds import Phase
from game.hearts.trick import Trick
from game.i18n import t
from game.ui.scenes.hearts.layout import SOUTH
from game.ui.scenes.hearts.panels import Panel
from game.ui.sprites import CardSprite

from .table_state import TableState

if TYPE_CHECKING:
    from game.ui.scenes.hearts.review import ReviewPanel


def pass_source_of(match: Match, seat: int) -> int:
    """The seat whose cards ``seat`` received this hand (the engine's pass cycle)."""
    return pass_source(seat, match.pass_direction)


class Playing(TableState):
    """Cards played, passed and collected (a mixin of :class:`HeartsScene`)."""

    shown: Trick | None
    shown_left: float | None
    collecting: list[CardSprite]
    trick_sprites: list[CardSprite]
    message: dict | None
    note: str | None
    announce: str | None
    layout: Callable[..., None]
    refresh_buttons: Callable[[], None]
    save: Callable[[], None]
    start: Callable[..., None]
    show_note: Callable[..., None]
    choosing_pass: Callable[[], bool]
    open_panel: Callable[[Panel | ReviewPanel], None]

    def tap_card(self, card: Card) -> None:
        m = self.match
        if card not in m.hands[SOUTH]:
            return
        if self.choosing_pass():
            if card in self.raised:
                self.raised.remove(card)
            elif len(self.raised) < 3:
                self.raised.append(card)
            else:
                self.raised.pop(0)
                self.raised.append(card)
            self.message = None
            self.app.sound.play("card")
            self.layout(animate=True)
            self.refresh_buttons()
            return
        if m.phase != Phase.PLAY:
            return
        reason = m.why_illegal(SOUTH, card)
        if reason is not None:
            text_ = t(f"hearts.reason.{reason}")
            self.message = {"reason": reason, "text": text_, "card": str(card)}
            self.show_note(text_, kind="error")
            return
        self.play_south(card)

    def play_south(self, card: Card) -> None:
        self.message = None
        self.note = None
        self.hint_cards = []
        trick = self.match.play(SOUTH, card)
        self._after_play(SOUTH, card, trick)

    def _after_play(self, seat: int, card: Card, trick: Trick | None) -> None:
        m = self.match
        self.announce = None
        self.app.sound.play("card")
        sprite = self.sprites[card]
        if seat != SOUTH:
            cx, cy = self.L.BACKS_CENTRE[seat]
            sprite.place(cx - self.L.card_w / 2, cy - self.L.card_h / 2)
            sprite.lift = 0
        sprite.visible = True
        sprite.name = None
        for flag in ("selected", "hint", "disabled", "dimmed"):
            setattr(sprite, flag, False)
        self.trick_sprites.append(sprite)
        self.wait = self.app.settings.computer_delay
        if trick is not None:
            self.shown = trick
            self.shown_left = self.app.settings.trick_pause
            if m.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                self._record_hand()  # (a moon at the shooter's choice: once chosen)
        self.layout(animate=True)
        self.refresh_buttons()
        self.save()

    def _record_hand(self) -> None:
        m = self.match
        result = m.hand_result
        assert result is not None
        mine = result.scores[SOUTH]
        self.app.stats.record_hearts_hand(mine, mine == min(result.scores), result.moon_shooter == SOUTH)
        level = self.app.settings.get("hearts.level")  # the same figures per level too
        self.app.stats.record_hearts_level_hand(level, mine, mine == min(result.scores),
                                                result.moon_shooter == SOUTH,
                                                result.moon_shooter not in (None, SOUTH))
        if m.game_over:
            self.app.stats.record_hearts_game(m.winner == SOUTH)
            self.app.stats.record_hearts_level_game(level, m.winner == SOUTH)

    def collect_trick(self) -> None:
        trick = self.shown
        if trick is None:
            return
        self.shown = None
        self.shown_left = None
        winner = trick.winner
        assert winner is not None
        if winner == SOUTH:
            to = (self.L.PLATES[0].centerx - self.L.card_w / 2, self.L.PLATES[0].centery - self.L.card_h / 2)
        else:
            cx, cy = self.L.BACKS_CENTRE[winner]
            to = (cx - self.L.card_w / 2, cy - self.L.card_h / 2)
        sprites = list(self.trick_sprites)
        self.trick_sprites = []
        self.collecting = sprites
        self.app.sound.play("trick")
        self.wait = self.app.settings.computer_delay

        def done() -> None:
            for s in sprites:
                s.visible = False
            self.collecting = []
            if self.match.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                self.open_panel(Panel("summary"))
            else:
                self.layout(animate=True)  # South may lead now: dim what may not be led
            self.refresh_buttons()
            self.app.invalidate()

        for i, s in enumerate(sprites):
            self.tweens.move(s, to, duration=0.32, on_done=done if i == len(sprites) - 1 else None)
        if not sprites:
            done()

    def confirm_pass(self) -> None:
        if not self.choosing_pass() or len(self.raised) != 3:
            return
        chosen = list(self.raised)
        self.raised = []
        self.hint_cards = []
        self.message = None
        self.match.submit_pass(SOUTH, chosen)
        target = pass_target(SOUTH, self.match.pass_direction)
        cx, cy = self.L.BACKS_CENTRE[target]
        for c in chosen:
            s = self.sprites[c]
            s.name = None
            s.lift = 0
            s.selected = False

            def hide(s: CardSprite = s) -> None:  # gone behind the receiver's backs once there
                s.visible = False

            self.tweens.move(s, (cx - self.L.card_w / 2, cy - self.L.card_h / 2), duration=0.35, on_done=hide)
        self.wait = 0.0
        self.layout(animate=True)
        self.refresh_buttons()
        self.save()

    def _exchange_done(self) -> None:
        m = self.match
        source = pass_source_of(m, SOUTH)
        cx, cy = self.L.BACKS_CENTRE[source]
        for c in m.received[SOUTH]:
            s = self.sprites[c]
            s.place(cx - self.L.card_w / 2, cy - self.L.card_h / 2)
            s.visible = True
        self.wait = self.app.settings.computer_delay
        self.layout(animate=True)
        self.refresh_buttons()

    def undo(self) -> None:
        m = self.match
        if m.phase != Phase.PLAY or not m.can_undo or self.panel is not None:
            self.show_note(t("hearts.undo.none"))
            return
        self.start(m.undone() or m)
        self.show_note(t("hearts.undo.done"), kind="undo")
