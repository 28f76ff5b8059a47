"""What the Hearts table is in beside the engine: the scene's state, one frozen value.

The engine (``game.hearts.Match``) says whose turn it is and in what phase; the table adds
what it shows between two of the engine's moments and what the person has done there.
:class:`TableState` holds all of it: what the table waits for (:data:`Waiting`: a turn, a
finished trick on show, that trick flying to its taker, a claim on show), the cards
chosen to pass, the hint's cards, the last refusal, the no-passing hand's announcement
and the short note in place of the status line.  Each step of the table replaces it with
one of its transitions, which are pure::

    TURN --the trick's last card (card_down)--> ForTrick --its pause or a tap (collecting)-->
    ForCollect --the cards landed (rested)--> TURN        TURN --a claim made (claimed)--> ForClaim
    ForClaim --its pause (rested)--> TURN                 any --a match shown afresh (fresh)--> TURN

The drawing never reads this value: the scene makes the table's view from it and the
match when the view is read (``HeartsScene.view``), so no step has to ask for a redraw.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from game.cards import Card
from game.hearts.claim import Claim
from game.hearts.trick import Trick

if TYPE_CHECKING:
    from game.ui.sprites import CardSprite

#: Seconds a refusal or an undo note stays in the status line.
NOTE_SECONDS = 2.6


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
    words, its look (``Look.message_style``: "error", "undo", "info") and the seconds left."""

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


def toggle_pass(raised: Sequence[Card], card: Card) -> tuple[Card, ...]:
    """The cards chosen to pass after a tap on ``card``: off if chosen, else on (the
    oldest of three dropped)."""
    chosen = list(raised)
    if card in chosen:
        chosen.remove(card)
    elif len(chosen) < 3:
        chosen.append(card)
    else:
        chosen.pop(0)
        chosen.append(card)
    return tuple(chosen)


@dataclass(frozen=True)
class TableState:
    """The table's own state: what it waits for, the cards chosen to pass (``raised``), the
    hint's cards, the last refusal (for the script), the no-passing hand's announcement on
    show (``hold``, until its first card) and the note on show."""

    waiting: Waiting = TURN
    raised: tuple[Card, ...] = ()
    hint: tuple[Card, ...] = ()
    refusal: Refusal | None = None
    hold: bool = False
    note: NoteOnShow | None = None

    # -- what it shows ----------------------------------------------------------------------
    @property
    def shown(self) -> Trick | None:
        """A finished trick still on the table."""
        return self.waiting.trick if isinstance(self.waiting, ForTrick) else None

    @property
    def shown_left(self) -> float | None:
        """The trick on show's remaining seconds (None: until a tap, or none on show)."""
        return self.waiting.left if isinstance(self.waiting, ForTrick) else None

    @property
    def claim_shown(self) -> Claim | None:
        """A claim on show."""
        return self.waiting.claim if isinstance(self.waiting, ForClaim) else None

    @property
    def collecting(self) -> tuple[CardSprite, ...]:
        """The cards flying to the trick's taker."""
        return self.waiting.sprites if isinstance(self.waiting, ForCollect) else ()

    def trick_cards(self, current: Trick) -> tuple[Card, ...]:
        """The cards in the middle: the trick on show, else the engine's ``current`` trick;
        none while the cards fly to the taker or a claim is on show (its cards are drawn
        apart)."""
        if isinstance(self.waiting, (ForCollect, ForClaim)):
            return ()
        trick = self.shown if self.shown is not None else current
        return tuple(trick.cards)

    # -- the match shown, the clock ---------------------------------------------------------
    def fresh(self, hold: bool) -> TableState:
        """A match shown from scratch (a new game, a resumed one, undo, a restart): nothing
        chosen, hinted or refused, nothing on show; the note stays (it says what happened)."""
        return replace(self, waiting=TURN, raised=(), hint=(), refusal=None, hold=hold)

    def next_hand(self, hold: bool) -> TableState:
        """The next hand dealt (``hold``: it passes no cards, so it is announced first)."""
        return replace(self, hold=hold)

    def aged(self, dt: float) -> TableState:
        """``dt`` seconds later: the note's time runs (a trick's pause is :meth:`paused`)."""
        return replace(self, note=self.note.after(dt)) if self.note is not None else self

    def paused(self, dt: float) -> TableState:
        """The trick on show's pause ``dt`` seconds shorter (one until a tap stays)."""
        w = self.waiting
        if not isinstance(w, ForTrick) or w.left is None:
            return self
        return replace(self, waiting=ForTrick(w.trick, w.left - dt))

    # -- notes and refusals -----------------------------------------------------------------
    def noted(self, text: str, seconds: float, kind: str = "info") -> TableState:
        """``text`` in place of the status line for ``seconds``."""
        return replace(self, note=NoteOnShow(text, kind, seconds))

    def unnoted(self, text: str | None = None) -> TableState:
        """The note goes (only if it says ``text``, when given)."""
        if self.note is None or (text is not None and self.note.text != text):
            return self
        return replace(self, note=None)

    def refused(self, refusal: Refusal, seconds: float) -> TableState:
        """A card or a claim refused: the reason kept, its words shown as an error."""
        return replace(self, refusal=refusal).noted(refusal.text, seconds, "error")

    # -- the person's choices ---------------------------------------------------------------
    def toggled(self, card: Card) -> TableState:
        """A tap on ``card`` while choosing the pass."""
        return replace(self, raised=toggle_pass(self.raised, card), refusal=None)

    def passed(self) -> TableState:
        """South's three cards passed."""
        return replace(self, raised=(), hint=(), refusal=None)

    def hinted(self, cards: Sequence[Card], pass_: bool) -> TableState:
        """The hint's ``cards`` on show; a pass hint with nothing chosen yet chooses them
        (Pass confirms), beside the player's own choice it only shows them."""
        raised = tuple(cards) if pass_ and not self.raised else self.raised
        return replace(self, hint=tuple(cards), raised=raised)

    def unhinted(self) -> TableState:
        """The hint put away (a panel opened over the table)."""
        return replace(self, hint=())

    def claim_asked(self) -> TableState:
        """South pressed Claim: the last refusal is forgotten."""
        return replace(self, refusal=None)

    # -- cards played, tricks and claims ----------------------------------------------------
    def south_played(self) -> TableState:
        """South's card played: no refusal, note or hint left over."""
        return replace(self, refusal=None, note=None, hint=())

    def card_down(self, trick: Trick | None, pause: float | None) -> TableState:
        """A card on the table (the announcement is over); ``trick``: the trick it
        finished, on show for ``pause`` seconds (None: until a tap)."""
        waiting = ForTrick(trick, pause) if trick is not None else self.waiting
        return replace(self, hold=False, waiting=waiting)

    def collected(self, sprites: Sequence[CardSprite]) -> TableState:
        """The trick on show goes: its ``sprites`` fly to the taker."""
        return replace(self, waiting=ForCollect(tuple(sprites)))

    def claimed(self, claim: Claim) -> TableState:
        """A claim made: shown, nothing chosen, hinted or refused."""
        return replace(self, waiting=ForClaim(claim), refusal=None, hint=(), raised=())

    def rested(self) -> TableState:
        """Nothing on show any more: the engine's turn."""
        return replace(self, waiting=TURN)
