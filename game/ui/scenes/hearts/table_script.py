"""The Hearts table for the ``--script`` driver and the tests: one JSON object made from
what the table shows (its view) and the engine's own records."""

from __future__ import annotations

from typing import Any

from game.hearts import Match
from game.hearts.trick import Trick
from game.ui.scenes.hearts.table_view import SOUTH, HeartsTableView


def script_state(m: Match, shows: HeartsTableView, *, shown: Trick | None, panel: str | None,
                 review: dict[str, Any] | None, share: str | None, share_outcome: str | None,
                 message: dict | None, toasts: list[str], announce: str | None,
                 claim_checking: bool) -> dict[str, Any]:
    """The table's state (but its scene's name): ``shows`` (the view now, its buttons' faces set), the trick on
    show, the open panel's kind and the review's state, the last Share's link and outcome,
    the last refusal, the toasts, the announcement and whether a claim is being checked."""
    view = m.view(SOUTH).to_request()
    buttons = {getattr(w, "name", None): w for w in shows.widgets}
    return {
        "code": m.code,
        "phase": shows.phase,
        "hand_number": shows.hand_number,
        "pass_direction": shows.pass_direction,
        "to_act": shows.to_act,
        "hand": view["hand"],
        "legal": [str(c) for c in shows.legal],
        "raised": [str(c) for c in shows.raised],
        "passed": view["passed"],
        "received": view["received"],
        "received_highlight": [str(c) for c in shows.received],
        "trick": view["trick"],
        "shown_trick": shown.to_dict() if shown is not None else None,
        "last_trick": m.last_trick.to_dict() if m.last_trick is not None else None,
        "tricks_played": len(m.tricks),
        "hearts_broken": shows.hearts_broken,
        "hand_points": list(m.hand_points),
        "scores": list(m.scores),
        "history": [h.to_dict() for h in m.history],
        "cards_left": [len(h) for h in m.hands],
        "can_undo": buttons["button:undo"].enabled,
        "hint": [str(c) for c in shows.hint],
        "dialog": panel,
        "share": {"link": share, "outcome": share_outcome} if share else None,
        "review": review,
        "message": message,
        "note": shows.note.text if shows.note is not None else None,
        "note_kind": shows.note.kind if shows.note is not None and shows.note.text else None,
        "toasts": toasts,
        "announce": announce,
        "tie_continues": m.tie_continues,
        "game_over": m.game_over,
        "ranking": m.ranking,
        "winner": m.winner,
        "actions": len(m.log),
        "claim": ({"seat": m.claimed.seat, "kind": m.claimed.kind,
                   "cards": [str(c) for c in m.claimed.hands[m.claimed.seat]]}
                  if m.claimed is not None else None),
        "claim_shown": shows.claim is not None,
        "claim_checking": claim_checking,
        "can_claim": buttons["button:claim"].enabled,
    }
