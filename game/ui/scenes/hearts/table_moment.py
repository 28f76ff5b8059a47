"""What the moment at the Hearts table allows: pure questions of the table's state and
the match.

Whose turn it is and what is legal are the engine's; this adds what the table's own state
(:class:`.table_state.TableState`) and what is open over it change: a trick on show or in
flight, a panel, the hint or a claim being looked for.  The scene asks these when its view
is made and when the frame asks whether it is busy; they read nothing else, so they are
tested without a window.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card
from game.hearts import Match
from game.hearts.claim import claim_not_allowed
from game.hearts.deal import PassDirection
from game.hearts.kinds import Phase
from game.ui.scenes.hearts.new_deals import would_lose_anything
from game.ui.scenes.hearts.table_state import ForCollect, TableState

SOUTH = 0


def play_turn(match: Match, idle: bool) -> int | None:
    """The seat to play a card now: the engine's ``to_act`` in the play, while the table
    waits on nothing else (``idle``: no finished trick on show, no panel, no flight)."""
    return match.to_act if match.phase == Phase.PLAY and idle else None


def pass_turns(match: Match) -> tuple[int, ...]:
    """The seats choosing a pass now: South first (the engine's ``to_act`` while South has
    not chosen), then every seat the engine still awaits (the computers choose together)."""
    if match.phase != Phase.PASS:
        return ()
    if match.to_act == SOUTH:
        return (SOUTH,)
    return tuple(match.awaiting_pass)


def choosing_pass(match: Match, panel_open: bool) -> bool:
    """South is choosing three cards to pass (the engine awaits them; no panel over the table)."""
    return match.phase == Phase.PASS and match.passes[SOUTH] is None and not panel_open


def announced(match: Match) -> bool:
    """The hand begins with the no-passing announcement: no pass this hand, no card played yet."""
    return match.pass_direction == PassDirection.NONE and match.phase == Phase.PLAY and match.cards_played == 0


def idle(state: TableState, panel_open: bool) -> bool:
    """The table waits on nothing of its own: no finished trick on show, no panel, no flight."""
    return state.shown is None and not panel_open and not isinstance(state.waiting, ForCollect)


def south_to_play(state: TableState, match: Match, panel_open: bool) -> bool:
    """South is to play a card now."""
    return play_turn(match, idle(state, panel_open)) == SOUTH


def can_press_claim(state: TableState, match: Match, panel_open: bool, checking: bool) -> bool:
    """Claim may be pressed (or, while South's claim is ``checking``, its Cancel)."""
    if checking:
        return True
    return south_to_play(state, match, panel_open) and claim_not_allowed(match, SOUTH) is None


def auto_card(state: TableState, match: Match, panel_open: bool, *, wanted: bool, checking: bool) -> Card | None:
    """The card South plays by itself: its only legal one, when the player ``wanted``
    that (the setting) and no claim asked for is being checked (that answer comes first)."""
    if not wanted or checking or not south_to_play(state, match, panel_open):
        return None
    legal = match.legal(SOUTH)
    return legal[0] if len(legal) == 1 else None


def busy(state: TableState, match: Match, *, moving: bool, panel_open: bool, grading: bool,
         hinting: bool, auto: Card | None) -> bool:
    """Input waits: cards ``moving`` or in flight, a review ``grading`` under its panel,
    the hint being looked for, a trick on show for a while, a computer seat to act, or
    South's ``auto`` card about to play itself.  Waiting for the person is never busy."""
    if moving or isinstance(state.waiting, ForCollect):
        return True
    if panel_open:
        return grading
    if hinting:
        return True
    if state.shown is not None:
        return state.shown_left is not None
    m = match
    if m.phase == Phase.PASS:
        return m.passes[SOUTH] is not None
    if m.phase == Phase.PLAY:
        return m.to_act != SOUTH or auto is not None
    if m.phase == Phase.MOON_CHOICE:
        return m.to_act != SOUTH  # a computer shooter is about to choose
    return False


@dataclass(frozen=True)
class Face:
    """A button's face: shown, usable."""

    visible: bool
    enabled: bool


def button_faces(state: TableState, match: Match, *, panel_open: bool, checking: bool) -> dict[str, Face]:
    """Every table button's face now (keys as ``table_buttons.make_buttons`` names them)."""
    m = match
    passing = choosing_pass(m, panel_open)
    south = south_to_play(state, m, panel_open)
    return {
        "menu": Face(True, True),
        "new": Face(True, True),
        "restart": Face(True, would_lose_anything(m, list(state.raised))),
        "scores": Face(True, True),
        "last": Face(True, m.last_trick is not None),
        "hint": Face(True, not panel_open and (passing or south)),
        "undo": Face(True, m.phase == Phase.PLAY and m.can_undo and not panel_open),
        "claim": Face(m.phase == Phase.PLAY and state.claim_shown is None,
                      can_press_claim(state, m, panel_open, checking)),
        "confirm": Face(passing, passing and len(state.raised) == 3),
    }
