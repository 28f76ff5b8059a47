"""The computer players' turns at the Hearts table, and the hint: each decision is the
computer player's ``think`` generator (``ComputerTurns.computer_decision``, the one way the
table asks a computer: a pass, a play or a moon's scoring), advanced a few milliseconds a
frame (:class:`Thinker`), so the screen keeps drawing while a seat thinks and the browser
never freezes.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Generator
from typing import Generic, TypeVar

from game.cards import Card
from game.hearts.ai import player
from game.hearts.claim import Claim
from game.hearts.decision import Decision
from game.hearts.kinds import DecisionKind, Phase
from game.hearts.rules import MOON_ADD_TO_OTHERS, MOON_SUBTRACT
from game.hearts.trick import Trick
from game.ui.scenes.hearts.layout import SOUTH
from game.ui.scenes.hearts.panels import Panel
from game.ui.sprites import CardSprite
from game.ui.widgets import Dialog

from .table_state import TableState

#: Wall-clock milliseconds of computer thinking per frame (the rest of the frame draws).
THINK_BUDGET = 0.008
#: The clock a slice budget is counted on (wall-clock seconds).
clock: Callable[[], float] = time.perf_counter


#: What a sliced search answers (a Decision; a claim check).
R = TypeVar("R")


class Thinker(Generic[R]):
    """A computer decision in progress: a player's ``think`` generator, advanced a
    slice at a time (also a claim check: ``claim_steps``)."""

    def __init__(self, seat: int, purpose: str, gen: Generator[None, None, R],
                 fallback: R | None = None) -> None:
        self.seat = seat
        self.purpose = purpose  # "pass", "play", "hint" or "claim"
        self.gen = gen
        self.fallback = fallback
        self.result: R | None = None
        self.failed = False

    def advance(self, budget: float) -> bool:
        """Work for about ``budget`` seconds; ``True`` once the decision is known."""
        if self.result is not None or self.failed:
            return True
        start = clock()
        while True:
            try:
                next(self.gen)
            except StopIteration as stop:
                self.result = stop.value
                return True
            except Exception as exc:  # a computer player's bug must not end the game
                print(f"hearts: the {self.purpose} search of seat {self.seat} failed: "
                      f"{type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
                self.failed = True
                self.result = self.fallback
                return True
            if clock() - start >= budget:
                return False


class ComputerTurns(TableState):
    """Pacing the computer seats and the hint (a mixin of :class:`HeartsScene`)."""

    thinker: Thinker | None
    hint_thinker: Thinker | None
    shown: Trick | None
    shown_left: float | None
    collecting: list[CardSprite]
    collect_trick: Callable[[], None]
    play_south: Callable[[Card], None]
    save: Callable[[], None]
    layout: Callable[..., None]
    refresh_buttons: Callable[[], None]
    choosing_pass: Callable[[], bool]
    south_to_play: Callable[[], bool]
    _auto_card: Callable[[], Card | None]
    _exchange_done: Callable[[], None]
    _after_play: Callable[[int, Card, Trick | None], None]
    _record_hand: Callable[[], None]
    open_panel: Callable[..., None]
    look_for_claim: Callable[[int], bool | None]
    claim_looked: tuple[object, ...]
    claim_shown: Claim | None

    def _advance(self, dt: float) -> bool:
        if self.match is None or self.panel is not None or self.collecting:
            return False
        if self.hint_thinker is not None:
            if self.hint_thinker.advance(THINK_BUDGET):
                self._hint_ready()
                return True
            return False
        if self.shown is not None:
            if self.shown_left is not None:
                self.shown_left -= dt
                if self.shown_left <= 0:
                    self.collect_trick()
                    return True
            return False
        m = self.match
        if m.phase == Phase.MOON_CHOICE:
            return self._moon_step(dt)
        if m.phase == Phase.PASS and m.passes[SOUTH] is not None:
            return self._computer_step(dt, "pass")
        if m.phase == Phase.PLAY:
            if m.to_act != SOUTH:
                return self._computer_step(dt, "play")
            card = self._auto_card()
            if card is not None:
                self.wait -= dt
                if self.wait <= 0:
                    self.play_south(card)
                    return True
        return False

    def _computer_step(self, dt: float, purpose: str) -> bool:
        m = self.match
        seat = m.to_act
        if seat is None or seat == SOUTH:
            return False
        if self.thinker is None or self.thinker.seat != seat or self.thinker.purpose != purpose:
            if purpose == "play":
                claimed = self.look_for_claim(seat)  # first: does it claim the rest?
                if claimed is None:
                    self.wait -= dt
                    return False
                if claimed:
                    return True
            self.thinker = Thinker(seat, purpose, self.computer_decision(seat), self._fallback(seat, purpose))
            if purpose == "play" and self.claim_looked:
                self.app.invalidate()  # its thinking dots, a frame after its look for a claim
        self.wait -= dt
        done = self.thinker.advance(THINK_BUDGET)
        if not done or (purpose == "play" and self.wait > 0):
            return False
        decision = self.thinker.result
        self.thinker = None
        assert decision is not None
        if decision.kind == DecisionKind.PASS:
            m.submit_pass(seat, decision.cards)
            if m.phase == Phase.PLAY:
                self._exchange_done()
            self.save()
            return True
        self._after_play(seat, decision.card, m.play(seat, decision.card))
        return True

    def _moon_step(self, dt: float) -> bool:
        """A moon under the shooter's-choice rule: South is asked (a small dialog, once no
        other dialog is open); a computer shooter chooses (its player's decision) after its delay."""
        m = self.match
        seat = m.to_act
        if self.claim_shown is not None:
            return False  # a claim that made the moon: its cards are on show first
        if seat == SOUTH:
            if self.app.dialog is None:
                self.ask_moon()
                return True
            return False
        self.wait -= dt
        if self.wait > 0 or seat is None:
            return False
        thinker = Thinker(seat, "moon", self.computer_decision(seat),
                          Decision(DecisionKind.MOON, (), MOON_ADD_TO_OTHERS))
        while not thinker.advance(THINK_BUDGET):
            pass  # arithmetic on the scores: done in the first slice
        assert thinker.result is not None
        self.moon_chosen(seat, thinker.result.moon)
        return True

    def computer_decision(self, seat: int) -> Generator[None, None, Decision]:
        """``seat``'s next decision by the computer player of the level set (ai.player), from
        what that seat may know and its decision stream: a pass, a play or a moon's scoring."""
        m = self.match
        return player(self.app.settings.get("hearts.level")).think(m.view(seat), m.decision_rng(seat))

    def ask_moon(self) -> None:
        """South shot the moon: how does it score?  (+26 to the others, the seed's rule,
        is the default; Esc chooses it too: the dialog must be answered.)"""
        self.app.show_dialog(Dialog(
            "hearts.moon_choice.title", "hearts.moon_choice.message",
            [("subtract", "hearts.moon_choice.subtract", lambda: self.moon_chosen(SOUTH, MOON_SUBTRACT)),
             ("add", "hearts.moon_choice.add", lambda: self.moon_chosen(SOUTH, MOON_ADD_TO_OTHERS))],
            cancel="add", default="add", width=640, kind="hearts_moon_choice"))

    def moon_chosen(self, seat: int, scoring: str) -> None:
        m = self.match
        if m.phase != Phase.MOON_CHOICE or m.to_act != seat:
            return
        m.choose_moon(seat, scoring)
        self._record_hand()
        self.open_panel(Panel("summary"))
        self.refresh_buttons()
        self.save()
        self.app.invalidate()

    def _fallback(self, seat: int, purpose: str) -> Decision:
        """What a seat does if its search breaks: the engine's first legal card, or the
        first three cards of the hand to pass."""
        m = self.match
        if purpose == "pass":
            return Decision(DecisionKind.PASS, tuple(m.hands[seat][:3]))
        return Decision(DecisionKind.PLAY, (m.legal(seat)[0],))

    def hint(self) -> None:
        """Look for the hint: the coach's evaluation of South's moment (Hard's search, whatever
        the opponents' level, seeded by the moment), so what it shows is never graded as a loss."""
        m = self.match
        if self.panel is not None or self.hint_thinker is not None:
            return
        if not (self.choosing_pass() or self.south_to_play()):
            return
        from game.hearts import coach

        self.hint_thinker = Thinker(SOUTH, "hint", coach.hint(m.view(SOUTH), m.decision_rng(SOUTH)))
        self.app.invalidate()

    def _hint_ready(self) -> None:
        decision = self.hint_thinker.result if self.hint_thinker else None
        self.hint_thinker = None
        if decision is None:
            return
        self.hint_cards = list(decision.cards)
        if decision.kind == DecisionKind.PASS:
            # The suggested three become the chosen ones: a hint lifted beside cards the
            # player had raised could not be told apart from them.  Pass still confirms.
            self.raised = list(decision.cards)
            self.refresh_buttons()  # three chosen: Pass is ready
        self.layout(animate=False)
