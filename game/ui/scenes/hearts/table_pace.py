"""The Hearts table's own pace, a frame at a time: the hint's search, a trick's pause, a
computer seat's pass, card, claim or moon choice, a single legal card played by itself,
and South's claim: asked, checked a slice a frame, answered.

:class:`TablePace` decides *when* something happens; what happens is the table's own move
(playing a card, collecting a trick, showing a claim...), asked of the table through the
narrow :class:`Table` protocol, so the pace never reaches into the app or the drawing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.cards import Card
from game.hearts import Match
from game.hearts.claim import ClaimCheck
from game.hearts.decision import Decision
from game.hearts.kinds import DecisionKind, Phase
from game.hearts.trick import Trick
from game.i18n import t
from game.ui.scenes.hearts.claim_view import Claims
from game.ui.scenes.hearts.computer_turns import ComputerTurns, Purpose
from game.ui.scenes.hearts.table_deals import TableDeals
from game.ui.scenes.hearts.table_state import NOTE_SECONDS, ForCollect, Refusal, TableState

SOUTH = 0
#: A pass hint beside the player's own choice says so a while longer (two sets of cards to read).
HINT_NOTE_SECONDS = 6.0


class Table(Protocol):
    """What the pace asks of the table: its match, state, searches and questions, whether
    something is open over it, and its moves."""

    match: Match
    table_state: TableState
    turns: ComputerTurns
    claims: Claims
    deals: TableDeals

    @property
    def panel(self) -> object | None:
        """A panel or review open over the table (the table waits)."""

    def auto_card(self) -> Card | None: ...

    def collect_trick(self) -> None: ...

    def play_south(self, card: Card) -> None: ...

    def layout(self, animate: bool) -> None: ...

    def focus_hint(self) -> None: ...

    def computer_passed(self, seat: int, cards: list[Card]) -> None: ...

    def after_play(self, seat: int, card: Card, trick: Trick | None) -> None: ...

    def moon_chosen(self, seat: int, scoring: str) -> None: ...

    def claimed(self) -> None: ...

    def can_press_claim(self) -> bool: ...

    def show_note(self, line: str, seconds: float = ..., kind: str = ...) -> None: ...

    def end_note(self, text: str | None = None) -> None: ...


class TablePace:
    """The table's clock: each frame's share of its searches and pauses."""

    def __init__(self, table: Table, frames: Callable[[], int], dialog_open: Callable[[], bool]) -> None:
        """``frames``: the app's frame count (a claim asked in this frame has had its
        share); ``dialog_open``: a dialog is open on the app's stack."""
        self.table = table
        self._frames = frames
        self._dialog_open = dialog_open

    # -- South's claim --------------------------------------------------------------------
    def claim(self) -> None:
        """South's Claim button: starts the check (its answer comes a few frames later:
        the claim shown, or why not); pressed again while checking, cancels it."""
        table = self.table
        if table.claims.check is not None:
            self.cancel_claim()
            return
        if not table.can_press_claim():
            return
        table.table_state = table.table_state.claim_asked()
        check = table.claims.ask(table.match, self._frames(), at_once=table.turns.hint_thinker is None)
        if check is not None:
            self._claim_answered(check)
            return
        table.show_note(t("hearts.claim.checking"), seconds=float("inf"))

    def cancel_claim(self) -> bool:
        """Stop checking South's claim (nothing else changes); False if none was checked."""
        if not self.table.claims.cancel():
            return False
        self.table.end_note(t("hearts.claim.checking"))
        return True

    def _claim_answered(self, check: ClaimCheck) -> None:
        """The check's answer: why not, or the claim made and shown."""
        table = self.table
        if not check.ok:
            assert check.reason is not None
            table.table_state = table.table_state.refused(
                Refusal(check.reason, t(f"hearts.claim.reason.{check.reason}")), NOTE_SECONDS)
            return
        table.match.claim(SOUTH)
        table.claimed()

    def claim_step(self) -> bool:
        """A frame's share of South's claim check (the answer once it is in); True when
        the table changed.  A check whose moment has passed (a card played, undo, a new
        game) is dropped; one waits while a panel is open or the hint thinks."""
        table = self.table
        claims = table.claims
        if claims.check is None:
            return False
        if claims.stale(table.match):
            return self.cancel_claim()
        if table.panel is not None or table.turns.hint_thinker is not None or claims.frame == self._frames():
            return False
        check = claims.answer()
        if check is None:
            return False
        table.end_note(t("hearts.claim.checking"))
        self._claim_answered(check)
        return True

    def advance(self, dt: float) -> bool:
        """A frame of the table's own pace: the hint's search, a trick's pause, a computer
        seat's decision, a single legal card played by itself; True when the table changed."""
        table = self.table
        if table.match is None or table.panel is not None or isinstance(table.table_state.waiting, ForCollect):
            return False
        if table.turns.hint_thinker is not None:
            done, decision = table.turns.hint_step()
            if done:
                self._hint_ready(decision)
            return done
        state = table.table_state
        if state.shown is not None:
            if state.shown_left is None:
                return False
            table.table_state = state.paused(dt)
            if table.table_state.shown_left is not None and table.table_state.shown_left <= 0:
                table.collect_trick()
                return True
            return False
        m = table.match
        if m.phase == Phase.MOON_CHOICE:
            return self._moon_step(dt)
        if m.phase == Phase.PASS and m.passes[SOUTH] is not None:
            return self._computer_step(dt, Purpose.PASS)
        if m.phase == Phase.PLAY:
            if m.to_act != SOUTH:
                return self._computer_step(dt, Purpose.PLAY)
            card = table.auto_card()
            if card is not None:
                table.turns.wait -= dt
                if table.turns.wait <= 0:
                    table.play_south(card)
                    return True
        return False

    def _hint_ready(self, decision: Decision | None) -> None:
        """The hint's answer is in: its cards on show (a pass's chosen, if none were), the
        focus on them."""
        table = self.table
        if decision is not None:
            is_pass = decision.kind == DecisionKind.PASS
            raised = table.table_state.raised
            if is_pass and raised:  # the player's own choice stays, the hint's beside it
                words = "hearts.hint.pass_same" if set(raised) == set(decision.cards) else "hearts.hint.pass_other"
                table.show_note(t(words, cards=" ".join(c.pretty for c in decision.cards)), HINT_NOTE_SECONDS)
            table.table_state = table.table_state.hinted(decision.cards, is_pass)
            table.layout(animate=False)
        table.focus_hint()

    def _computer_step(self, dt: float, purpose: Purpose) -> bool:
        table = self.table
        m = table.match
        seat = m.to_act
        if seat is None or seat == SOUTH:
            return False
        if not table.turns.thinking(seat, purpose):
            if purpose == Purpose.PLAY:
                claimed = self._look_for_claim(seat)  # first: does it claim the rest?
                if claimed is None:
                    table.turns.wait -= dt
                    return False
                if claimed:
                    return True
            table.turns.begin(m, seat, purpose)
        decision = table.turns.advance(dt, paced=purpose == Purpose.PLAY)
        if decision is None:
            return False
        if decision.kind == DecisionKind.PASS:
            table.computer_passed(seat, list(decision.cards))
            return True
        table.after_play(seat, decision.card, m.play(seat, decision.card))
        return True

    def _look_for_claim(self, seat: int) -> bool | None:
        """A frame's share of a computer seat's look for a claim (:meth:`Claims.look_for`):
        None while looking, True once it has claimed (the claim shown), False when it plays on."""
        table = self.table
        found = table.claims.look_for(table.match, seat)
        if not found:
            return found
        if table.match.computer_claim(seat) is None:
            return False
        table.claimed()
        return True

    def _moon_step(self, dt: float) -> bool:
        """A moon under the shooter's-choice rule: South is asked (a small dialog, once no
        other dialog is open); a computer shooter chooses (its player's decision) after its delay."""
        table = self.table
        m = table.match
        seat = m.to_act
        if table.table_state.claim_shown is not None:
            return False  # a claim that made the moon: its cards are on show first
        if seat == SOUTH:
            if not self._dialog_open():
                table.deals.ask_moon()
                return True
            return False
        if seat is None:
            table.turns.wait -= dt
            return False
        scoring = table.turns.moon(m, seat, dt)
        if scoring is None:
            return False
        table.moon_chosen(seat, scoring)
        return True
